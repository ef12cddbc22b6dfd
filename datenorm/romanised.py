"""Dates of languages with scripts of their own written in Latin letters, as their scripts write them. Chinese,
Japanese and Korean dates: '2021 nen 3 gatsu 5
nichi' -> '2021年3月5日', '2021nyeon 3wol 5il' -> '2021년 3월 5일', '2021 nian 3 yue 5 ri' -> '2021年3月5日', 'Reiwa 5-nen
4-gatsu yokka' -> '令和5年4月4日'.

Learners, chat and systems without a CJK keyboard write the field words so (Hepburn and Kunrei romaji, Revised and
McCune-Reischauer romanisation, pinyin with or without tones). Each is one word after a number, so `vocab.normalize`
writes the script's own character for it by rule, and the model reads the dates it knows: the same for training,
serving, heatmaps and evaluation. Only numbers followed by the year's word become dates ('3 gatsu' alone is a month
with no year); a year alone needs four digits ('3 nen' is also 'three years')."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

from datenorm.dates import solar_hijri_date

# (year word, month word, day word) of each language, in its casefolded spellings, and how its script writes them
_FIELDS = (
    (r"nen", r"ga(?:tsu|tu)", r"ni(?:chi|ti)", ("年", "月", "日"), ""),
    (r"ny(?:eo|ŏ|o)n", r"w(?:eo|ŏ|o)l", r"il", ("년", "월", "일"), " "),
    (r"ni[aá]n", r"yu[eè]", r"(?:r[iì]|h[aà]o)", ("年", "月", "日"), ""),
)
_SEP = r"\s?-?\s?"  # '2021 nen', '2021nen', '2021-nen'


def _pattern(year: str, month: str, day: str) -> re.Pattern:
    return re.compile(rf"(?<!\w)(\d{{1,4}}){_SEP}{year}(?:\s*(\d{{1,2}}){_SEP}{month}(?:\s*(\d{{1,2}}){_SEP}{day})?)?"
                      r"(?![^\W\d_])")


_DATES = tuple((_pattern(year, month, day), words, space) for year, month, day, words, space in _FIELDS)
_GATE = ("nen", "nyeon", "nyŏn", "nyon", "nian", "nián")
# Japan's eras in romaji before their year ('Reiwa 5-nen', 'Heisei 31 nen', 'Showa 64年', 'Reiwa gannen', its first), as their
# kanji, which `dates.ad_years` writes as AD years; and the days Japanese counts with words of its own ('yokka', the
# fourth), after the month, as numbers
_ERAS = {"reiwa": "令和", "heisei": "平成", "showa": "昭和", "shōwa": "昭和", "shouwa": "昭和", "taisho": "大正",
         "taishō": "大正", "taishou": "大正", "meiji": "明治"}
_ERA_YEAR = re.compile(rf"(?<![^\W\d_])({'|'.join(_ERAS)})\s?-?\s?(gannen|\d{{1,2}}{_SEP}nen(?![^\W\d_])|\d{{1,2}}\s?年)")
_DAY_WORDS = {"tsuitachi": 1, "futsuka": 2, "mikka": 3, "yokka": 4, "itsuka": 5, "muika": 6, "nanoka": 7, "yōka": 8,
              "youka": 8, "yooka": 8, "kokonoka": 9, "tōka": 10, "tooka": 10, "touka": 10, "hatsuka": 20}
_AFTER_ERA = re.compile(rf"年\s*(\d{{1,2}}){_SEP}ga(?:tsu|tu)(?:\s*(\d{{1,2}}){_SEP}ni(?:chi|ti))?(?![^\W\d_])")
_DAY_WORD = re.compile(rf"(?<=gatsu\s)({'|'.join(_DAY_WORDS)})(?![^\W\d_])")


def romanised_dates(text: str) -> str:
    """`text` (casefolded) with each romanised CJK date written in its script (see the module's docstring)."""
    if not any(word in text for word in _GATE) and not ("年" in text and any(era in text for era in _ERAS)):
        return text
    if "gatsu " in text:
        text = _DAY_WORD.sub(lambda m: f"{_DAY_WORDS[m.group(1)]}-nichi", text)
    if "nen" in text or "年" in text:
        text = _ERA_YEAR.sub(lambda m: _ERAS[m.group(1)] + (re.match(r"\d*", m.group(2)).group() or "1") + "年", text)
        text = _AFTER_ERA.sub(lambda m: f"年{m.group(1)}月" + (f"{m.group(2)}日" if m.group(2) else ""), text)
    for pattern, words, space in _DATES:
        text = pattern.sub(lambda m: _script(m, words, space), text)
    return text


def _script(m: re.Match, words: tuple[str, str, str], space: str) -> str:
    year, month, day = m.groups()
    if month is None and len(year) < 4:
        return m.group()
    fields = [number + word for number, word in zip((year, month, day), words) if number is not None]
    return space.join(fields)


# Month names of Cyrillic, Greek, Georgian and Armenian locales in Latin letters ('24 serpnya 1991', '19 veresnya',
# '9 traunia 2020', '16 jeltoqsan 1991', '3 Dekemvriou 1999'), and of Thai, Khmer, Lao, Burmese, Arabic, Persian and
# Hindi ('5 minakhom 2564', 'kanun el tani 2024', '12 sitambar 2023'), with the name in the script the model was
# trained on; written by scripts/build_romanised.py from CLDR and a hand-written table (see there which spellings
# are left out)
_MONTHS_FILE = Path(__file__).with_name("romanised_months.json")
_months: dict[str, str] = {}
# A word of five letters or more right beside a date's number
_BESIDE_NUMBER = re.compile(r"(?<=\d[\s.,/-])[^\W\d_]{5,}(?![^\W\d_])|(?<![^\W\d_])[^\W\d_]{5,}(?=[\s.,/-]{1,2}\d)")
# The table's names of two words, with a hyphen or shorter than five letters ('kanun el tani', 'mat-la', 'mina'):
# their first words, and all of them as one pattern (built with the table)
_phrase_starts: set[str] = set()
_phrases: list[re.Pattern] = []
_WORD = re.compile(r"[^\W\d_]+")
_NUMBER_BEFORE = re.compile(r"\d[\s.,/-]{1,2}$")
_NUMBER_AFTER = re.compile(r"[\s.,/-]{1,2}\d")
# Khmer's, Thai's and Lao's word for 'month' before its name ('khae mina': ខែមីនា)
_MONTH_WORDS = ("khae", "khe", "duean", "deuan", "duan")
_MONTH_WORD_BEFORE = re.compile(rf"(?<![^\W\d_])(?:{'|'.join(_MONTH_WORDS)})\s$")
_AFTER_MONTH_WORD = re.compile(rf"(?<![^\W\d_])((?:{'|'.join(_MONTH_WORDS)})\s)([^\W\d_]{{5,}})(?![^\W\d_])")


# Thai's era and year words in Latin letters before a year ('pho so 2563': พ.ศ. 2563, 'nai pi 2024': ใน ปี 2024; some
# locale's 'PI' is a month), and Mongolian's year, month and day words ('2021 ony 7 sariin 11': 2021 оны 7 сарын 11)
_THAI_YEAR_WORDS = ((re.compile(r"(?<![^\W\d_])pho\.?\s?so\.?\s?(?=\d{4}(?!\d))"), "พ.ศ. "),
                    (re.compile(r"(?<![^\W\d_])nai\spi\s(?=\d{4}(?!\d))"), "ใน ปี "))
_MONGOLIAN = re.compile(r"(?<!\d)(\d{4})\s?-?\s?(?:ony|oni|onii|on)\s+(\d{1,2})(?:-?(?:r|p|dugaar|dügeer))?\s+"
                        r"(?:(sariin|saryn|sarin)\s+(\d{1,2})(?:\s*-?\s*(?:nd|ny|ni))?(?:\s+(?:udur|ödör|odor|ödr))?"
                        r"|sar)(?![^\W\d_])")
# Iran's and Afghanistan's Solar Hijri months in Latin letters, between a day and a year of that calendar ('1
# Farvardin 1400', '1 Hamal 1400'): the Gregorian date (`dates.solar_hijri_dates` reads them in Persian letters)
_SOLAR_HIJRI_LATIN = {name: month + 1 for month, names in enumerate((
    "farvardin", "ordibehesht ordibehest", "khordad khordaad", "tir", "mordad amordad mordaad", "shahrivar sharivar",
    "mehr", "aban aabaan", "azar aazar", "dey dei", "bahman", "esfand esfend")) for name in names.split()} | {
    name: month + 1 for month, names in enumerate((
        "hamal", "sawr saur sowr", "jawza jauza jowza", "saratan", "asad", "sonbola sunbula sombola", "mizan", "aqrab",
        "qaws qaus", "jadi", "dalw dalv", "hut hoot")) for name in names.split()}
_SOLAR_HIJRI_DATE = re.compile(r"(?<![\d.,/-])(\d{1,2})(?:st|nd|rd|th|om|um|e)?\s+(" + "|".join(_SOLAR_HIJRI_LATIN)
                               + r")\s*,?\s+(1[2-4]\d\d)(?![\d.,/-]*\d)")


def romanised_words(text: str) -> str:
    """`text` (casefolded) with Thai's era and year words, Mongolian's date words and Solar Hijri dates in Latin
    letters as their scripts write them, or as ISO dates (see above)."""
    if "p" in text:
        for pattern, word in _THAI_YEAR_WORDS:
            text = pattern.sub(word, text)
    if "sar" in text:
        text = _MONGOLIAN.sub(lambda m: f"{m[1]} оны {m[2]} сарын {m[4]}" if m[3] else f"{m[1]} оны {m[2]} сар", text)
    if any(name in text for name in _SOLAR_HIJRI_LATIN):
        text = _SOLAR_HIJRI_DATE.sub(_solar_hijri, text)
    return text


def _solar_hijri(m: re.Match) -> str:
    found = solar_hijri_date(int(m[3]), _SOLAR_HIJRI_LATIN[m[2]], int(m[1]))
    return found.isoformat() if found else m.group()


def romanised_months(text: str) -> str:
    """`text` (casefolded) with each romanised month name beside a number in its script ('24 serpnya 1991' ->
    '24 серпня 1991'); a name of two words or with a hyphen beside a number too ('kanun el tani 2024'), a short
    one only between a day and a year; any of them after a word for 'month' ('5 mina 2021', 'khae mina', 'duean
    minakhom')."""
    if not _months:
        _load_months()
    text = _BESIDE_NUMBER.sub(lambda m: _months.get(_bare(m.group()), m.group()), text)
    if "kh" in text or "du" in text or "de" in text:
        text = _AFTER_MONTH_WORD.sub(lambda m: m.group(1) + _months.get(_bare(m.group(2)), m.group(2)), text)
    if _phrase_starts.isdisjoint(_WORD.findall(text)):
        return text
    return _phrases[0].sub(_phrase, text)


def _load_months() -> None:
    table = json.loads(_MONTHS_FILE.read_text(encoding="utf-8"))
    phrases = sorted((key for key in table if len(key) < 5 or not key.isalpha()), key=len, reverse=True)
    _phrase_starts.update(_WORD.match(key).group() for key in phrases)
    _phrases.append(re.compile(r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, phrases)) + r")(?![^\W\d_])"))
    _months.update(table)


def _phrase(m: re.Match) -> str:
    before, after = m.string[: m.start()], m.string[m.end():]
    if _MONTH_WORD_BEFORE.search(before):
        return _months[m.group()]
    number_before, number_after = _NUMBER_BEFORE.search(before), _NUMBER_AFTER.match(after)
    if (number_before and number_after) if m.group().isalpha() else (number_before or number_after):
        return _months[m.group()]
    return m.group()


def _bare(word: str) -> str:
    return word if word.isascii() else "".join(c for c in unicodedata.normalize("NFD", word)
                                               if unicodedata.category(c) != "Mn")
