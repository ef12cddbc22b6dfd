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
# '9 traunia 2020', '16 jeltoqsan 1991', '3 Dekemvriou 1999'), with the name in the script the model was trained
# on; written by scripts/build_romanised.py from CLDR (see there which spellings are left out)
_MONTHS_FILE = Path(__file__).with_name("romanised_months.json")
_months: dict[str, str] = {}
# A word of five letters or more right beside a date's number
_BESIDE_NUMBER = re.compile(r"(?<=\d[\s.,/-])[^\W\d_]{5,}(?![^\W\d_])|(?<![^\W\d_])[^\W\d_]{5,}(?=[\s.,/-]{1,2}\d)")


def romanised_months(text: str) -> str:
    """`text` (casefolded) with each romanised month name beside a number in its script ('24 serpnya 1991' ->
    '24 серпня 1991')."""
    if not _months:
        _months.update(json.loads(_MONTHS_FILE.read_text(encoding="utf-8")))
    return _BESIDE_NUMBER.sub(lambda m: _months.get(_bare(m.group()), m.group()), text)


def _bare(word: str) -> str:
    return word if word.isascii() else "".join(c for c in unicodedata.normalize("NFD", word)
                                               if unicodedata.category(c) != "Mn")
