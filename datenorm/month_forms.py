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
- German's and Dutch's old names ('Hornung', 'Heumonat', 'Mertz', 'Sprokkelmaand') beside a date's numbers, as
  today's;
- Yoruba's months and days by their ordinal ('ọjọ́ kìíní oṣù kẹwàá'), as CLDR's names and digits;
- Basque's months with a case ending ('1936ko uztailean', in July; 'urrian', 'abendutik'), Irish's in the genitive
  after 'mí' ('Mí na Nollag 2019', the month of Christmas: December), Northern Sámi's in the genitive
  ('ođđajagemánu 15. beaivi'), as CLDR's nominatives; Yiddish's written with the points and ligatures CLDR leaves off
  ('אָקטאָבער', 'מײַ') or without those it has, as CLDR's; Samoan's (no CLDR locale) beside a date's numbers as
  names of the same months and length that it reads; Zulu's and Xhosa's with a class prefix ('ngoMashi') as bare;
- Catalan's article elided before a day ("de l'1 d'octubre de 2017") as before a consonant ('del 1 d'octubre');
- Turkish's Ottoman names of the last and first months, in use until 1945 ('Teşrinievvel 1933', '1 Kânunusani
  1926'), as today's;
- the Arabic script's names typed as people type them: without their hamza ('ايار', 'اكتوبر'), with an Urdu or
  Pashto letter for an Arabic one ('ډسمبر'), stretched with tatweel ('مـــارس'), as a CLDR locale writes the same
  skeleton (`arabic_skeleton`; the table `datenorm/arabic_months.json` is written by scripts/build_arabic_months.py).
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

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
# ... and Dutch's, as its registers write them ('ged. 7 Sprokkelmaand 1765', 'begraven 28 Slachtmaand 1779')
_OLD_GERMAN |= {f"{stem}{end}": month for stem, month in (
    ("louw", "januari"), ("sprokkel", "februari"), ("lente", "maart"), ("gras", "april"), ("bloei", "mei"),
    ("zomer", "juni"), ("hooi", "juli"), ("oogst", "augustus"), ("herfst", "september"), ("wijn", "oktober"),
    ("slacht", "november"), ("winter", "december")) for end in ("maand", "maend")}
_OLD_GERMAN_NAME = re.compile(rf"(?:(?<=\d\.\s)|(?<=\d\s)|(?<=\dten\s)|(?<=\dter\s))({'|'.join(_OLD_GERMAN)})"
                              rf"(?![^\W\d_])|(?<![^\W\d_])({'|'.join(_OLD_GERMAN)})(?=\.?,?\s\d{{4}}(?!\d))")


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


# Basque: a month's stem and its case endings after a consonant or a vowel (inessive, ablative, allative, of-place):
# 'uztailean', 'uztailetik', 'uztailera', 'uztaileko'; 'urrian', 'urritik', 'urrira', 'urriko'. CLDR writes the
# definite nominative ('uztaila') and the genitive ('uztailaren'), which the model reads.
_BASQUE_CONSONANT = ("urtarril", "otsail", "apiril", "maiatz", "ekain", "uztail", "irail")
_BASQUE_VOWEL = ("martxo", "abuztu", "urri", "azaro", "abendu")
_BASQUE_STEMS = _BASQUE_CONSONANT + _BASQUE_VOWEL
_BASQUE_CASE = re.compile(rf"(?<![^\W\d_])(?:({'|'.join(_BASQUE_CONSONANT)})(?:ean|etik|era|eko)"
                          rf"|({'|'.join(_BASQUE_VOWEL)})(?:an|tik|ra|ko))(?![^\W\d_])")
# Irish: after 'mí' (month), the genitive ('mí na Nollag', 'mí an Mhárta', 'Mí Mheán Fómhair'), with or without
# the fada, as CLDR's nominative name alone
_IRISH = {"eanair": "eanáir", "feabhra": "feabhra", "an mharta": "márta", "aibreain": "aibreán",
          "na bealtaine": "bealtaine", "an mheithimh": "meitheamh", "iuil": "iúil", "lunasa": "lúnasa",
          "mhean fomhair": "meán fómhair", "dheireadh fomhair": "deireadh fómhair", "na samhna": "samhain",
          "na nollag": "nollaig"}
_IRISH_GENITIVE = re.compile(r"(?<![^\W\d_])m[ií]\s((?:na\s|an\s)?[^\W\d_]+(?:\s+f[oó]mhair)?)(?![^\W\d_])")
# Northern Sámi: every month's name ends in 'mánnu', its genitive in 'mánu'
_SAMI_GENITIVE = re.compile(r"(?<=[^\W\d_])mánu(?![^\W\d_])")
# Yiddish: CLDR's names with their points and ligatures taken off, as the key they are looked up by
_HEBREW_POINTS = re.compile("[\u05b0-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]")
_YIDDISH_LIGATURES = str.maketrans({"\u05f0": "וו", "\u05f1": "וי", "\u05f2": "יי"})
_HEBREW_WORD = re.compile("[\u05d0-\u05ea\u05f0-\u05f2\u05b0-\u05c7]+")
_yiddish_names: dict[str, str] = {}
# Samoan (no CLDR locale): its months beside a day or a year ('Apia, 1 Iuni 2024', 'Tesema 2023');
# 'Mati' (March) only between a day and a year, where it is no word; 'Me' (May) the model reads beside a day
# Each as a name of the same length the model reads (Tongan's, Spanish's, French's...), so that `find`'s spans, taken
# from the normalised text's characters, stay where the Samoan name is.
_SAMOAN = {"ianuari": "sānuali", "fepuari": "fēpueli", "mati": "märz", "aperila": "aprilie", "iuni": "june",
           "iulai": "julio", "aokuso": "agosto", "setema": "septem", "oketopa": "octobre", "novema": "nōvema",
           "tesema": "tīsema"}
_SAMOAN_NAME = re.compile(rf"(?<=\d\s)({'|'.join(_SAMOAN)})(?=\s\d)"
                          # ... before a year alone, not 'mati' (Indonesian's 'dead')
                          rf"|(?<![^\W\d_])({'|'.join(k for k in _SAMOAN if k != 'mati')})(?=,?\s\d{{4}}(?!\d))")
# Catalan: 'de l'1 d'octubre', 'a l'11 de setembre', 'l'1 de maig' as before a consonant ('del 1', 'al 11', 'el 1')
_CATALAN_DAY = re.compile(r"(?<![^\W\d_])(de |a )?l['’](\d{1,2})(?=\s(?:de\s|d['’]))")


# Zulu and Xhosa: a month's name with a class prefix glued on ('ngoMashi 2021', in March; 'kuJuni', 'ngeSeptemba'),
# as CLDR's bare name (its wide names in zu and xh, as babel 2.19 gives them)
_NGUNI_NAMES = ("januwari", "janyuwari", "februwari", "mashi", "matshi", "ephreli", "epreli", "meyi", "juni", "julayi",
                "agasti", "septhemba", "septemba", "okthoba", "okthobha", "novemba", "disemba")
_NGUNI = re.compile(rf"(?<![^\W\d_])(ngo|nga|nge|kwa|ku|ka|eyo|eye|yo|ye)({'|'.join(_NGUNI_NAMES)})(?![^\W\d_])")


def _yiddish(text: str) -> str:
    if not _yiddish_names:
        from babel import Locale

        months = Locale.parse("yi").months
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                for name in months[context][width].values():
                    _yiddish_names.setdefault(_yiddish_key(name), unicodedata.normalize("NFKC", name))
    # Only words with points or ligatures: Hebrew writes 'אפריל' as Yiddish's unpointed key, its own April
    return _HEBREW_WORD.sub(lambda m: _yiddish_names.get(_yiddish_key(m.group()), m.group())
                            if _yiddish_key(m.group()) != m.group() else m.group(), text)


def _yiddish_key(word: str) -> str:
    return _HEBREW_POINTS.sub("", unicodedata.normalize("NFD", word)).translate(_YIDDISH_LIGATURES)


def _irish(m: re.Match) -> str:
    return _IRISH.get(_plain(m.group(1)), m.group())


def _plain(words: str) -> str:
    """Irish words without their fadas, one space apart ('na  Nollag' -> 'na nollag')."""
    return " ".join("".join(c for c in unicodedata.normalize("NFD", w) if not unicodedata.combining(c))
                    for w in words.split())


_OTTOMAN = re.compile(r"(?<![^\W\d_])(te[şs]rin|k[âa]nun)[-ıiu]{0,2}\s?-?\s?(evvel|s[âa]n[iîı])(?![^\W\d_])")
_OTTOMAN_MONTHS = {("teşrin", "evvel"): "ekim", ("teşrin", "sani"): "kasım", ("kânun", "evvel"): "aralık",
                   ("kânun", "sani"): "ocak"}

# Letters of the Arabic script that a month's name is typed with in place of CLDR's: hamza's seats, alef maqsura
# and teh marbuta as their plain letters, Persian's, Urdu's, Pashto's and Kurdish's forms of Arabic letters as
# Arabic's; vowel marks, tatweel and the zero-width non-joiner dropped
_ARABIC_SKELETON = str.maketrans({
    **dict.fromkeys("أإآٱ", "ا"), "ؤ": "و", **dict.fromkeys("ئىیېۍےێ", "ي"), **dict.fromkeys("ةۀہھ", "ه"),
    **dict.fromkeys("کڪ", "ك"), **dict.fromkeys("ډڈ", "د"), **dict.fromkeys("ټٹ", "ت"), **dict.fromkeys("ړڑڕ", "ر"),
    "ڵ": "ل", **dict.fromkeys("ۆۇۋ", "و"), **dict.fromkeys("\u0640\u200c\u0670", None),
    **{chr(c): None for c in range(0x64B, 0x660)}})
_ARABIC_WORD = re.compile("[\u0620-\u065f\u0670-\u06d3\u06d5\u200c]+")
_ARABIC_MONTHS_FILE = Path(__file__).with_name("arabic_months.json")
_arabic_names: set[str] = set()
_arabic_skeletons: dict[str, str] = {}


def arabic_skeleton(word: str) -> str:
    """A word of the Arabic script as its letters are typed in any of its languages (see above)."""
    return word.translate(_ARABIC_SKELETON)


def _arabic_month(m: re.Match) -> str:
    word = m.group()
    if word in _arabic_names:
        return word
    name = _arabic_skeletons.get(arabic_skeleton(word))
    if name is None or len(name) <= 2 and not (re.search(r"\d\s*$", m.string[: m.start()])
                                               or re.match(r"\s*\d", m.string[m.end():])):
        return word  # (a short name, 'اب' for 'آب', only beside a number: it is also 'father')
    return name


def arabic_script_months(text: str) -> str:
    """A case-folded text with its Arabic-script month names typed otherwise written as CLDR writes them."""
    if not _arabic_names:
        table = json.loads(_ARABIC_MONTHS_FILE.read_text(encoding="utf-8"))
        _arabic_skeletons.update(table["skeletons"])
        _arabic_names.update(table["names"])
    return _ARABIC_WORD.sub(_arabic_month, text)


# Cheap first looks (an alternation of words is found far faster than the patterns with their lookarounds)
_BASQUE_GATE = re.compile("|".join(_BASQUE_STEMS))
_SAMOAN_GATE = re.compile("|".join(_SAMOAN))
_NGUNI_GATE = re.compile("|".join(_NGUNI_NAMES))
_OLD_GERMAN_GATE = re.compile("|".join(_OLD_GERMAN))
_HUNGARIAN_GATE = re.compile("|".join(_HUNGARIAN))


_ARABIC_LETTER = re.compile("[\u0620-\u064a]")
_DIGIT = re.compile(r"\d")


def _ottoman(m: re.Match) -> str:
    first = "teşrin" if m.group(1).startswith("te") else "kânun"
    return _OTTOMAN_MONTHS[first, "evvel" if m.group(2) == "evvel" else "sani"]


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
    if _OLD_GERMAN_GATE.search(text):
        text = _OLD_GERMAN_NAME.sub(lambda m: _OLD_GERMAN[m.group(1) or m.group(2)], text)
    if "mí " in text or "mi " in text:
        text = _IRISH_GENITIVE.sub(_irish, text)
    if "mánu" in text:
        text = _SAMI_GENITIVE.sub("mánnu", text)
    if _BASQUE_GATE.search(text):
        text = _BASQUE_CASE.sub(lambda m: (m.group(1) or m.group(2)) + "a", text)
    if "l'" in text or "l’" in text:
        text = _CATALAN_DAY.sub(lambda m: {"de ": "del ", "a ": "al "}.get(m.group(1) or "", "el ") + m.group(2), text)
    if _SAMOAN_GATE.search(text):
        text = _SAMOAN_NAME.sub(lambda m: _SAMOAN[m.group(1) or m.group(2)], text)
    if _NGUNI_GATE.search(text):
        text = _NGUNI.sub(r"\2", text)
    if "evvel" in text or "san" in text:
        text = _OTTOMAN.sub(_ottoman, text)
    if _ARABIC_LETTER.search(text) and _DIGIT.search(text):
        text = arabic_script_months(text)
    if _HEBREW_WORD.search(text) and (_HEBREW_POINTS.search(text) or any(c in text for c in "\u05f0\u05f1\u05f2")):
        text = _yiddish(text)
    return _HUNGARIAN_CASE.sub(r"\1\2", text) if _HUNGARIAN_GATE.search(text) else text
