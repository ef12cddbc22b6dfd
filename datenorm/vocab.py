"""The only string <-> id code: normalisation, special tokens, encode/decode, save/load.

Training, serving, heatmap labels and evaluation all go through this module, so what the model saw is
exactly what a heatmap shows.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from functools import lru_cache
from typing import Iterable, Sequence

import numpy as np

from datenorm.asides import without_asides
from datenorm.dates import EXTENDED_ARABIC_DIGIT, ad_years, korean_numeral_dates, solar_hijri_dates
from datenorm.ethiopian import ethiopian_dates, geez_numerals
from datenorm.garbled import ocr_repaired, ungarbled
from datenorm.hebrew import hebrew_dates
from datenorm.iso_dates import iso_calendar_dates
from datenorm.month_forms import month_forms
from datenorm.other_calendars import (without_hijri_beside_gregorian, without_latin_hijri_beside_gregorian,
                                      without_other_calendar_beside_gregorian)
from datenorm.republican import republican_dates
from datenorm.romanised import romanised_dates, romanised_months, romanised_words
from datenorm.number_words import number_word_dates
from datenorm.slavic_numbers import slavic_dates
from datenorm.roman import numeral_months, roman_years
from datenorm.spelled import spelled_days, spelled_years
from datenorm.unseen_locales import unseen_locale_dates

PAD, UNK = "<pad>", "<unk>"
HINTS = ("AUTO", "DMY", "MDY", "YMD")
HINT_TOKENS = tuple(f"<{h.lower()}>" for h in HINTS)
INPUT_SPECIALS = (PAD, UNK) + HINT_TOKENS

SOS, EOS = "<s>", "</s>"
OUTPUT_CHARS = "0123456789-"
OUTPUT_TOKENS = (PAD, SOS, EOS) + tuple(OUTPUT_CHARS)
PAD_ID, SOS_ID, EOS_ID = 0, 1, 2
OUTPUT_INDEX = {t: i for i, t in enumerate(OUTPUT_TOKENS)}
MAX_ISO_LEN = 10  # YYYY-MM-DD

# What a bundle writes down and loading checks: the ids these tokens have are built into the engine and decoder.
TOKENS = {"input_specials": list(INPUT_SPECIALS), "hint_tokens": list(HINT_TOKENS),
          "output_tokens": list(OUTPUT_TOKENS)}

_SPACE = re.compile(r"\s+")


def _hint_token(hint: str | None) -> str:
    key = (hint or "AUTO").upper()
    if key not in HINTS:
        raise ValueError(f"unknown order hint {hint!r}; use one of {', '.join(HINTS)}")
    return HINT_TOKENS[HINTS.index(key)]


# Arabic-Indic, Devanagari, Thai... digits carry the same value; the model should not learn each script.
# (`\d` in a str pattern is Unicode category Nd, the characters `str.isdecimal` accepts.)
_OTHER_DIGIT = re.compile(r"(?![0-9])\d")
_GEEZ_NUMERAL = re.compile("[\u1369-\u137c]")


def _ascii_digit(match: re.Match) -> str:
    return str(unicodedata.decimal(match.group()))


# Russian and Ukrainian contracts quote the day: '«01» сентября 2019 г.'. The quotes say nothing of the date.
_QUOTED_DAY = re.compile(r"[«„“”]\s*(\d{1,2})\s*[»“”]")

# Text scraped from web pages keeps HTML's character references ('9&nbsp;мая 1945', '3&ndash;5', '&#8203;'): base read
# 15% of hand-written dates wrong with a '&nbsp;' for one of their spaces. Only a reference with its ';' or a name
# HTML knows is replaced ('AT&T 2019' stays).
_ENTITY = re.compile(r"&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});", re.IGNORECASE)
# Invisible characters that only mark where a line may break or must not: a zero-width space, a word's break in Khmer
# and Thai ('មុន\u200bគ្រិស្តសករាជ', CLDR's era), becomes a space; a word joiner and a byte order mark go.
# '2023. \u200b3. \u200b14.' was no date. Joiners (ZWJ, ZWNJ) spell words in some scripts and stay.
_INVISIBLE = str.maketrans({"\u200b": " ", "\u2060": None, "\ufeff": None})
# A whole text in quotation marks of other languages or scripts ('«1. ledna 2000»', '「2019年5月3日」', '„3. Mai“'): the
# marks say nothing of the date, and base read 6% of such quoted dates as none. (ASCII quotes are among the
# generator's wraps.)
_QUOTES = {"«": "»", "»": "«", "„": "“", "“": "”", "”": "”", "‘": "’", "‚": "‘", "「": "」", "『": "』", "‹": "›", "《": "》"}


# A list's dash before a date or a tilde after one ('– 3 May 2021', '- 2019-05-03', '3 May 2021 ~', '2021年5月3日〜': from
# that day on) say nothing of the date; base read 88% of hand-written dates wrong after an en dash and 83% before a
# tilde (`scripts/wrap_probe.py`), never having met them there. Only a mark alone at the text's edge goes: '-5', a
# range's '1999–' and a dash inside stay.
_EDGE_MARKS = "-–—~～〜"
_LEADING_MARK = re.compile(r"[-–—~～〜] (?=\S)")
_TRAILING_MARK = re.compile(r"(?<=\S)(?: [-–—]| ?[~～〜])$")


# A month's name, the year, then the day ('Sep 2003 25', 'September/2003/25'): one of the six orders python-dateutil's
# tests write a date in, which no generator row writes (base read the day as nothing, 2003-09). Written as the name,
# the day and the year, which every model reads. Only a whole text of a word, a year and a day up to 31.
_NAME_YEAR_DAY = re.compile(r"([^\W\d_]{3,}\.?)([-/. ]|, )(1\d{3}|20\d\d)\2(0?[1-9]|[12]\d|3[01])")


def _day_before_year(text: str) -> str:
    m = _NAME_YEAR_DAY.fullmatch(text) if text[-1:].isdigit() else None
    return f"{m[1]}{m[2]}{m[4]}{m[2]}{m[3]}" if m else text


# A month and day marked in Korean, Japanese or Chinese, then the year in digits alone ('3월 5일 2020', '3月5日 2020'):
# written year first with its mark, as those languages write a date (base read '3월 5일 2020' as 2020-05-03).
_CJK_MONTH_DAY_YEAR = re.compile(r"(?<!\d)(\d{1,2})\s*(월|月)\s*(\d{1,2})\s*(일|日|号|號)[,\s]*(\d{4})(?![\d년年])")


def _cjk_year_first(text: str) -> str:
    def year_first(m: re.Match) -> str:
        return f"{m[5]}년 {m[1]}월 {m[3]}일" if m[2] == "월" else f"{m[5]}年{m[1]}月{m[3]}{m[4]}"

    return _CJK_MONTH_DAY_YEAR.sub(year_first, text) if "월" in text or "月" in text else text


def edge_marks(text: str) -> tuple[int, int]:
    """How many characters a lone dash or tilde takes at the start and at the end of a text whose whitespace is
    collapsed and stripped (with its space), as `normalize` drops them: `find` maps a window's characters with it."""
    lead = _LEADING_MARK.match(text) if text[:1] in _EDGE_MARKS else None
    trail = _TRAILING_MARK.search(text) if text[-1:] in _EDGE_MARKS else None
    start = lead.end() if lead else 0
    cut = len(text) - trail.start() if trail and trail.start() > start else 0
    return (start, cut) if start + cut < len(text) else (0, 0)


def _without_edge_marks(text: str) -> str:
    """A text whose whitespace is collapsed and stripped, less a lone dash or tilde at its start or end."""
    if text[:1] not in _EDGE_MARKS and text[-1:] not in _EDGE_MARKS:
        return text
    start, cut = edge_marks(text)
    return text[start : len(text) - cut]


# Levantine and Iraqi month names written with a numeral for their 'first' or 'second' ('كانون 2' is January, 'تشرين
# 1' October), and Egypt's spellings of June and July ('يونيه', 'يوليه', 'يولية'), which CLDR and the model know
# written out ('كانون الثاني', 'يونيو'): base read 'كانون 1' and 'تشرين 1' as January, 'يوليه' as June.
_NUMBERED_ARABIC_MONTH = re.compile(r"(?<![^\W\d_])(كانون|تشرين)\s*([12])(?!\d)")
_ARABIC_ORDINAL = {"1": "الأول", "2": "الثاني"}
# ... their short forms, a letter and the numeral ('25 ت1 2019', 'ك2 2020'), between a day and a year or before a
# year; and their second word without its hamza or with alef maqsura ('تشرين الاول', 'كانون الثانى'), as CLDR's
_SHORT_ARABIC_MONTH = re.compile(r"(?<![^\W\d_])([تك])\s?([12])(?=\s+\d{4}(?!\d))")
_SHORT_ARABIC = {"ت": "تشرين", "ك": "كانون"}
_ARABIC_ORDINAL_WORD = re.compile(r"(?<=كانون |تشرين )(الاول|الاوّل|الثانى|الثانی)(?![^\W\d_])")
_ARABIC_ORDINAL_WORDS = {"الاول": "الأول", "الاوّل": "الأول", "الثانى": "الثاني", "الثانی": "الثاني"}
# A numeric date with a year of the Hijri era's 14th and 15th centuries, written in Arabic-Indic digits or in a text
# that says it is Hijri ('١٤٤٥/٠٩/٣٠', 'تاريخ الاستحقاق (هجري): 1445/09/30'): the Hijri year's marker after it, with
# which `other_calendars` refuses it (it was read as the year 1445 AD). Persian digits are Solar Hijri's
# (`dates.solar_hijri_dates`).
_ARABIC_INDIC_DIGIT = re.compile("[\u0660-\u0669]")
_LUNAR_HIJRI_NUMERAL = re.compile(r"(?<![\d/.-])(?:1[34]\d\d([/.-])\d{1,2}\1\d{1,2}|\d{1,2}([/.-])\d{1,2}\2"
                                  r"(?:1[34]\d\d))(?![\d/.-])(?!\s*(?:هـ|ه|ھ)(?![^\W\d_]))")
_EGYPTIAN_MONTH = re.compile(r"(?<![^\W\d_])(يونيه|يوليه|يولية)(?![^\W\d_])")
_EGYPTIAN = {"يونيه": "يونيو", "يوليه": "يوليو", "يولية": "يوليو"}


def _arabic_month_variants(text: str) -> str:
    if "ت" in text or "ك" in text:
        text = _SHORT_ARABIC_MONTH.sub(lambda m: f"{_SHORT_ARABIC[m[1]]} {m[2]}", text)
    if "كانون" in text or "تشرين" in text:
        text = _ARABIC_ORDINAL_WORD.sub(lambda m: _ARABIC_ORDINAL_WORDS[m[1]], text)
        text = _NUMBERED_ARABIC_MONTH.sub(lambda m: f"{m[1]} {_ARABIC_ORDINAL[m[2]]}", text)
    if "يول" in text or "يوني" in text:
        text = _EGYPTIAN_MONTH.sub(lambda m: _EGYPTIAN[m[1]], text)
    return text


def _html_unescaped(text: str) -> str:
    import html  # (only for texts with a reference: its table is 2,000 names)

    return _ENTITY.sub(lambda m: html.unescape(m.group()), text)


def _unquoted(text: str) -> str:
    t = text.strip()
    return t[1:-1] if len(t) > 2 and _QUOTES.get(t[0]) == t[-1] else text


# Urdu and Persian write the first of a month as the word 'first': 'یکم جنوری 2020', 'یکم فروردین ۱۴۰۳'.
_FIRST_DAY = re.compile(r"(?<!\S)(?<!و )یکم(?=\s+[^\W\d_])")  # (not 'سی و یکم': thirty-first, `number_words`)


# French 'après Jésus-Christ' abbreviated 'apr. J.-C.': the model read its 'apr.' as April ('476 apr. J.-C.' was
# 0476-04 in two blind hand-written files, sure of it); written as the shorter 'ap. J.-C.', it reads the year alone.
_FRENCH_AD = re.compile(r"\bapr\.?\s?j\.?\s?-?\s?c\b\.?")


# A numeric date whose two separators are a character no date format uses ('2020–01–02' with a word processor's dash,
# '03|05|1999', '2020·01·02', a file name's '03_04_2021'): the model read the en dash as a range's ('1999–05–03' was no
# date) and the others as it pleased ('03|05|1999' as 1999-03-03, '03_04_2021' as 2021-04; a date glued to a file
# name's word, 'scan_2021_03_04', is the generator's and stays). They are written with '-', which reads the same in
# every field order. One such character between two numbers is a range or a list ('2020–2021', '3–5 May') and stays.
_ODD_CHAR = re.compile(r"[|\\·∙•–‒_]")
_ODD_SEPARATED = re.compile(r"(?<![\w|\\·∙•–‒.,:/-])(\d{1,4})([|\\·∙•–‒_])(\d{1,2})\2(\d{1,4})"
                            r"(?![\w|\\·∙•–‒%]|[.,:/-]\d)")


# Hebrew's 'on' and 'to' joined to a day's number ('נפטר ב-7 בינואר 1975', 'עד ל-15 במאי'): the model read
# 'ב-7' as no number
_HEBREW_PREFIX = re.compile(r"(?<![\u05d0-\u05ea])[בל]-?(?=\d)")
# A slash or a dot typed twice between a date's numbers ('11//03/2022', '12..03.2020'; not ISO's '--' of a date with
# no year)
_DOUBLED_SEPARATOR = re.compile(r"(?<=\d)([/.])\1+(?=\d)")


def _odd_separators(text: str) -> str:
    if "//" in text or ".." in text:
        text = _DOUBLED_SEPARATOR.sub(r"\1", text)
    return _ODD_SEPARATED.sub(r"\1-\3-\4", text) if _ODD_CHAR.search(text) else text


@lru_cache(maxsize=1 << 16)
def normalize(text: str, *, in_text: bool = False) -> str:
    """Canonical form of an input: for a whole value, mojibake decoded back and HTML tags taken out
    (`garbled.ungarbled`); HTML's character references replaced ('&nbsp;'), NFKC, Roman-numeral years as digits
    (`roman.roman_years`), a zero-width space as a space, word joiners and BOMs removed, a whole text's quotation marks
    of other scripts removed ('«1. ledna 2000»', '「…」'), ASCII digits, a Hijri date beside its Gregorian one dropped
    (`other_calendars.without_hijri_beside_gregorian`; another calendar's date beside a Gregorian one in brackets too:
    `other_calendars.without_other_calendar_beside_gregorian`; a Hijri date in Latin letters beside one:
    `other_calendars.without_latin_hijri_beside_gregorian`), the forms of CLDR locales the weights never read as forms
    they read (`unseen_locales`), a day in quotation marks unquoted, Urdu's and Persian's 'first' (یکم) as 1, Ge'ez
    numerals in digits (`ethiopian.geez_numerals`), case-folded, the old numeral names of the last four months as
    English ones ('8bre', 'Xber': `roman.numeral_months`), years in words as digits (`spelled.spelled_years`) and days
    in words before their month too (`spelled.spelled_days`; Russian, Ukrainian, Belarusian, Polish, Czech and Croatian
    ordinals: `slavic_numbers.slavic_dates`; 48 more languages' number words, from Turkish to Thai:
    `number_words.number_word_dates`), Estonian's and Hungarian's month names with a case ending in their own form,
    German's old ones as today's and Croatian's 'listopad' written the Croatian way as Serbian's 'oktobar'
    (`month_forms`), Korean dates in Sino-Korean words in digits (`dates.korean_numeral_dates`), Chinese, Japanese and
    Korean dates in Latin letters in their script (`romanised.romanised_dates`; Thai's era, Mongolian's date words and
    Solar Hijri dates in Latin letters: `romanised.romanised_words`; month names of other scripts in Latin letters:
    `romanised.romanised_months`), with a digit a scan read as a letter
    ('l914') in digits, other calendars' years as AD years (`dates.ad_years`), whitespace collapsed and stripped, a lone
    dash or tilde at either end removed ('– 3 May 2021', '3 May 2021 ~'), a month's name, year and day as name, day and
    year ('Sep 2003 25' -> 'sep 25 2003'), and a month and day marked in Korean, Japanese or Chinese before the year's
    digits year first ('3월 5일 2020' -> '2020년 3월 5일'), a numeric date's odd separators ('2020–01–02', '03|05|1999') as
    '-' and its doubled ones once ('11//03/2022'), Hebrew's 'on' joined to a day's number without it in a whole value
    ('ב-7'), Solar Hijri, Hebrew, French Republican and Ethiopian dates as Gregorian ones (`dates.solar_hijri_dates`,
    `hebrew.hebrew_dates`, `republican.republican_dates`, `ethiopian.ethiopian_dates`), ISO week and ordinal dates as
    calendar dates (`iso_dates.iso_calendar_dates`), and what is written beside a date about it taken out (an age in
    brackets, the Julian day beside the Gregorian one, 'about' before a year; for a whole value, not `in_text` (a window
    of a longer text that `find` reads), also an e-mail address, an amount, a count or a label beside it:
    `asides.without_asides`)."""
    if not in_text:
        text = ungarbled(text)
    if "&" in text and ";" in text:
        text = _html_unescaped(text)
    text = roman_years(unicodedata.normalize("NFKC", text))
    if text.isascii():  # most inputs are: they skip the searches
        text = month_forms(romanised_months(romanised_words(romanised_dates(ocr_repaired(spelled_days(spelled_years(
            number_word_dates(numeral_months(slavic_dates(text.casefold()))))))))))  # (Polish typed without its letters: 'trzynastego grudnia')
        text = without_latin_hijri_beside_gregorian(text)
        if "apr" in text:
            text = _FRENCH_AD.sub("ap. j.-c.", text)
        if "sike #" in text:
            text = unseen_locale_dates(text)
        text = _without_edge_marks(_SPACE.sub(" ", ad_years(_odd_separators(text))).strip())
        return _calendar_dates(_day_before_year(without_asides(text, in_text=in_text)))
    text = _unquoted(text.translate(_INVISIBLE))
    persian_digits = EXTENDED_ARABIC_DIGIT.search(text) is not None
    lunar_hijri = not persian_digits and (_ARABIC_INDIC_DIGIT.search(text) is not None or "هجري" in text)
    text = _OTHER_DIGIT.sub(_ascii_digit, text)
    if lunar_hijri:
        text = _LUNAR_HIJRI_NUMERAL.sub(r"\g<0> هـ", text)
    if _GEEZ_NUMERAL.search(text):
        text = geez_numerals(text)
    if ("ه" in text or "ھ" in text) and "م" in text or "الموافق" in text or "مطابق" in text:
        text = without_hijri_beside_gregorian(text)
    text = _arabic_month_variants(text)
    if "«" in text or "„" in text or "“" in text or "”" in text:
        text = _QUOTED_DAY.sub(r"\1", text)
    if "یکم" in text:
        text = _FIRST_DAY.sub("1", text)
    if not in_text and ("ב" in text or "ל" in text):  # (a whole value: a window's span stays put)
        text = _HEBREW_PREFIX.sub("", text)
    text = month_forms(romanised_months(romanised_words(romanised_dates(spelled_days(spelled_years(
        numeral_months(number_word_dates(slavic_dates(text.casefold())))))))))
    text = unseen_locale_dates(without_latin_hijri_beside_gregorian(text))
    if "(" in text or "[" in text or "," in text or "،" in text:
        text = without_other_calendar_beside_gregorian(text)
    if "년" in text:
        text = korean_numeral_dates(text)
    if "apr" in text:
        text = _FRENCH_AD.sub("ap. j.-c.", text)
    text = ad_years(ocr_repaired(_odd_separators(text)))  # (before the calendars: '14_10_2516' is read as '14-10-2516')
    text = _cjk_year_first(_day_before_year(without_asides(_without_edge_marks(_SPACE.sub(" ", text).strip()),
                                                          in_text=in_text)))
    text = solar_hijri_dates(text, persian_digits=persian_digits)
    return _calendar_dates(text)


def _calendar_dates(text: str) -> str:
    """Hebrew, French Republican, Ethiopian, ISO week and ordinal dates as calendar dates: the last step of
    `normalize`."""
    return iso_calendar_dates(ethiopian_dates(republican_dates(hebrew_dates(text))))


class Vocab:
    """Character vocabulary of the encoder; ids 0..5 are PAD, UNK and the four order hints."""

    def __init__(self, chars: Sequence[str]):
        dupes = [c for c, n in Counter(chars).items() if n > 1]
        if dupes:
            raise ValueError(f"vocabulary has duplicate characters: {dupes[:10]}")
        self.chars = tuple(chars)
        self.tokens = INPUT_SPECIALS + self.chars
        self.index = {t: i for i, t in enumerate(self.tokens)}
        # Code point -> id, sorted, so a whole batch of text is looked up in one searchsorted.
        singles = sorted((ord(c), i) for c, i in self.index.items() if len(c) == 1)
        self._codes = np.array([c for c, _ in singles] or [0], np.uint32)
        self._code_ids = np.array([i for _, i in singles] or [self.index[UNK]], np.int32)

    def __len__(self) -> int:
        return len(self.tokens)

    def __eq__(self, other) -> bool:
        return isinstance(other, Vocab) and self.chars == other.chars

    @classmethod
    def build(cls, texts: Iterable[str], *, min_count: int = 1, normalized: bool = False) -> "Vocab":
        """Vocabulary of the normalised characters seen at least `min_count` times, most frequent first
        (`normalized`: the texts are already through `normalize`)."""
        counts = Counter()
        for text in texts:
            counts.update(text if normalized else normalize(text))
        chars = sorted((c for c, n in counts.items() if n >= min_count), key=lambda c: (-counts[c], c))
        return cls(chars)

    def extended(self, texts: Iterable[str], *, min_count: int = 1, normalized: bool = False) -> "Vocab":
        """This vocabulary plus the characters of `texts` it lacks (seen at least `min_count` times), appended
        so that every existing id keeps its meaning: how a fine-tuning run learns new characters."""
        grown = Vocab.build(texts, min_count=min_count, normalized=normalized)
        known = set(self.chars)
        return Vocab(self.chars + tuple(c for c in grown.chars if c not in known))

    def to_dict(self) -> dict:
        return {"chars": "".join(self.chars)}

    @classmethod
    def from_dict(cls, data: dict) -> "Vocab":
        return cls(list(data["chars"]))

    def hint_id(self, hint: str) -> int:
        """The id of an order hint's token ('AUTO', 'DMY', 'MDY', 'YMD'; None means AUTO)."""
        return self.index[_hint_token(hint)]

    def labels_normalized(self, norm: str, hint: str = "AUTO") -> list[str]:
        """What the model sees of a text already through `normalize`, one label per encoder position (the
        heatmaps' labels)."""
        return [_hint_token(hint)] + [c if c in self.index else UNK for c in norm]

    def encode_normalized(self, norms: Sequence[str], hints: Sequence[str], max_len: int) -> np.ndarray:
        """(B, L) int32 ids of texts already through `normalize`: the hint's id, then one id per character
        (UNK for unknown ones), right-padded with PAD to the longest row; rows past `max_len` characters are
        cut (callers that must not lose characters check the length first)."""
        norms = [n[:max_len] for n in norms]
        lengths = np.array([len(n) for n in norms], np.int64)
        out = np.zeros((len(norms), int(lengths.max(initial=0)) + 1), dtype=np.int32)
        out[:, 0] = [self.hint_id(h) for h in hints]
        codes = np.frombuffer("".join(norms).encode("utf-32-le"), np.uint32)
        at = np.minimum(np.searchsorted(self._codes, codes), len(self._codes) - 1)
        ids = np.where(self._codes[at] == codes, self._code_ids[at], self.index[UNK])
        # Row i's characters go to columns 1..len_i of row i.
        rows = np.repeat(np.arange(len(norms)), lengths)
        cols = np.arange(len(codes)) - np.repeat(np.cumsum(lengths) - lengths, lengths) + 1
        out[rows, cols] = ids
        return out


def encode_target(iso: str) -> tuple[np.ndarray, np.ndarray]:
    """Teacher-forcing pair for one ISO string: decoder input [SOS]+chars and target chars+[EOS].

    Both have length MAX_ISO_LEN + 1, PAD-filled; a non-date ('') gives all-PAD arrays (loss ignores PAD).
    """
    size = MAX_ISO_LEN + 1
    dec_in = np.zeros(size, dtype=np.int32)
    dec_out = np.zeros(size, dtype=np.int32)
    if iso:
        ids = [OUTPUT_INDEX[c] for c in iso]
        dec_in[: len(ids) + 1] = [SOS_ID] + ids
        dec_out[: len(ids) + 1] = ids + [EOS_ID]
    return dec_in, dec_out
