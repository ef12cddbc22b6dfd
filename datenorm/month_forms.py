"""Month names in forms the model reads otherwise, written as a form it reads:
- with a case ending that CLDR does not give: Estonian's after a day ('3. märtsil 2021', on the third of March: the
  adessive; 'maist', 'juunini'), Hungarian's after a year ('1974 áprilisában', in its April; '2019 márciusától', from
  March). CLDR writes Estonian's months in the nominative and Hungarian's bare, and the model read a name with its
  ending beside other words as no date ('Saabunud 3. märtsil 2021', 'Megjelent 1974 áprilisában') or, where the name
  is short, as another month ('3. mail 2021', in May, as April). Only after a day's number with its dot (Estonian) or
  a year (Hungarian): elsewhere the endings make other words ('mail', 'mais');
- Croatian's names that Polish or Czech give another month, where the date is written the Croatian way: 'listopad'
  (October; November in Polish and Czech) after a day with its dot ('15. listopada 1933.': Polish writes no dot there
  and Czech's November is 'listopadu') or after 'u' ('u listopadu'; Czech's is 'v listopadu'), and the abbreviations
  'lis', 'srp' and 'lip' (October, July, June; Czech's November and August, Polish's July) between a day with its dot
  and a year with its own ('15. lis 2019.', CLDR's Croatian form), and a month alone before a year with its dot
  ('listopad 2019.', 'lis 2019.'), as Serbian's and Bosnian's names of the same months ('oktobra', 'jul'), which the
  model reads. Without a locale it read them all as the Polish or Czech month;
- German's old names ('Hornung', 'Heumonat', 'Mertz') beside a date's numbers, as today's;
- Yoruba's months and days by their ordinal ('ọjọ́ kìíní oṣù kẹwàá'), as CLDR's names and digits.
"""

from __future__ import annotations

import re
import unicodedata

# Estonian: nominative -> the stem its cases are built on (the genitive)
_ESTONIAN = {"jaanuar": "jaanuari", "veebruar": "veebruari", "märts": "märtsi", "aprill": "aprilli", "mai": "mai",
             "juuni": "juuni", "juuli": "juuli", "august": "augusti", "september": "septembri", "oktoober": "oktoobri",
             "november": "novembri", "detsember": "detsembri"}
_ESTONIAN_NOMINATIVE = {stem: name for name, stem in _ESTONIAN.items()}
# adessive, inessive, elative, terminative, allative, translative, essive, ablative
_ESTONIAN_CASE = re.compile(rf"(?<!\d)(\d{{1,2}}\.\s?)({'|'.join(_ESTONIAN.values())})"
                            r"(?:l|s|st|ni|le|ks|na|lt)(?![^\W\d_])")
_HUNGARIAN = ("január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember",
              "október", "november", "december")
# (its) in, from, until, onto, of: 'áprilisában', 'márciustól', 'májusig', 'októberi'
_HUNGARIAN_CASE = re.compile(rf"(?<!\d)(\d{{4}}\.?\s)({'|'.join(_HUNGARIAN)})"
                             r"(?:[áé]?(?:ban|ben|tól|től|ig|ra|re|nak|nek)|i)(?![^\W\d_])")


# Croatian's names and abbreviations, their Serbian counterparts
_CROATIAN_DAY_NAME = re.compile(r"(?<!\d)(\d{1,2}\.\s?)listopada?(?![^\W\d_])")
_CROATIAN_IN = re.compile(r"(?<![^\W\d_])u listopadu(?![^\W\d_])")
_CROATIAN_SHORT = {"lis": "okt", "srp": "jul", "lip": "jun", "listopad": "oktobar"}
_CROATIAN_DAY_SHORT = re.compile(r"(?<!\d)(\d{1,2}\.\s?)(lis|srp|lip)(\.?\s?\d{4}\.)(?!\d)")
# ... and a month alone before a year with its dot ('listopad 2019.', 'lis 2019.': CLDR's Croatian month and year)
_CROATIAN_MONTH_YEAR = re.compile(r"(?<![^\W\d_])(?<!\d\.\s)(listopad|lis|srp|lip)(\.?\s\d{4}\.)(?!\d)")


# German's old month names, as church registers and old letters write them ('getauft den 3. Heumonat 1799', 'Hornung
# 1805'), and old spellings of March ('5ten Mertz 1756'): only beside a date's numbers, since several are words too
_OLD_GERMAN = {"hartung": "januar", "hornung": "februar", "lenzing": "märz", "lenzmond": "märz", "mertz": "märz",
               "ostermond": "april", "ostermonat": "april", "wonnemond": "mai", "wonnemonat": "mai",
               "brachmond": "juni", "brachmonat": "juni", "brachet": "juni", "heumond": "juli", "heumonat": "juli",
               "heuert": "juli", "erntemond": "august", "erntemonat": "august", "ernting": "august",
               "augstmonat": "august", "herbstmond": "september", "herbstmonat": "september",
               "scheiding": "september", "weinmond": "oktober", "weinmonat": "oktober", "gilbhart": "oktober",
               "gilbhard": "oktober", "windmond": "november", "wintermonat": "november", "nebelung": "november",
               "christmond": "dezember", "christmonat": "dezember", "julmond": "dezember"}
_OLD_GERMAN_NAME = re.compile(rf"(?:(?<=\d\.\s)|(?<=\dten\s)|(?<=\dter\s))({'|'.join(_OLD_GERMAN)})(?![^\W\d_])"
                              rf"|(?<![^\W\d_])({'|'.join(_OLD_GERMAN)})(?=\.?,?\s\d{{4}}(?!\d))")


# Yoruba's months and days by their ordinal ('oṣù kẹsàn', the ninth month; 'ọjọ́ kìíní', the first day), as people write
# them beside CLDR's names ('oṣù owewe'): the month as CLDR's name, the day (up to the twelfth) in digits. Matched
# without tone marks, which are often left off.
_YORUBA_ORDINALS = {"kiini": 1, "kinni": 1, "ekini": 1, "keji": 2, "keta": 3, "kerin": 4, "karun": 5, "karunun": 5,
                    "kefa": 6, "keje": 7, "kejo": 8, "kesan": 9, "kesanan": 9, "kewa": 10, "kewaa": 10,
                    "kokanla": 11, "kejila": 12}
_YORUBA_MONTHS = ("ṣẹ́rẹ́", "èrèlè", "ẹrẹ̀nà", "ìgbé", "ẹ̀bibi", "òkúdu", "agẹmọ", "ògún", "owewe", "ọ̀wàrà", "bélú", "ọ̀pẹ̀")
_WORD_RUN = re.compile(r"[^\s,.;:]+")


def _bare(word: str) -> str:
    """A Yoruba word without its tone and dot marks or hyphens ('kẹsàn-án' -> 'kesanan')."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if c.isalpha() and c.isascii())


def _yoruba_ordinals(text: str) -> str:
    words = list(_WORD_RUN.finditer(text))
    out, last = [], 0
    for before, word in zip(words, words[1:]):
        head, number = _bare(before.group()), _YORUBA_ORDINALS.get(_bare(word.group()))
        if number is None or head not in ("osu", "ojo"):
            continue
        out.append(text[last : word.start()])
        out.append(unicodedata.normalize("NFKC", _YORUBA_MONTHS[number - 1]) if head == "osu" else str(number))
        last = word.end()
    return "".join(out) + text[last:]


def month_forms(text: str) -> str:
    """A case-folded text with those month names in a form the model reads."""
    if "." in text:
        text = _ESTONIAN_CASE.sub(lambda m: m.group(1) + _ESTONIAN_NOMINATIVE[m.group(2)], text)
    if "listopad" in text:
        text = _CROATIAN_IN.sub("u oktobru", _CROATIAN_DAY_NAME.sub(r"\1oktobra", text))
    if "." in text and ("lis" in text or "srp" in text or "lip" in text):
        text = _CROATIAN_DAY_SHORT.sub(lambda m: m.group(1) + _CROATIAN_SHORT[m.group(2)] + m.group(3), text)
        text = _CROATIAN_MONTH_YEAR.sub(lambda m: _CROATIAN_SHORT[m.group(1)] + m.group(2), text)
    if "oṣù" in text or "ọjọ́" in text or "osu " in text or "ojo " in text:
        text = _yoruba_ordinals(text)
    if _OLD_GERMAN_NAME.search(text):
        text = _OLD_GERMAN_NAME.sub(lambda m: _OLD_GERMAN[m.group(1) or m.group(2)], text)
    return _HUNGARIAN_CASE.sub(r"\1\2", text)
