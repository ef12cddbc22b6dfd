"""What numerals mean: the one owner of numeric readings, ambiguity, impossible numeric dates, the weekday
check and a column's field order, for the generator, serving and evaluation alike.

A reading is the ISO date that numeric fields stand for under one field order (DMY, MDY or YMD).
Numerals are *ambiguous* when two orders read them as different valid dates ('03/04/05'), and
*impossible* when no order reads them as a real date ('31/02/2019').
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass
from datetime import date
from typing import Iterable, Sequence

from datenorm.dates import ORDERS, days_in_month, expand_two_digit_year, roman_numeral, to_iso
from datenorm.lexicon import words as lexicon_words
from datenorm.vocab import normalize

_NUMERIC = re.compile(r"^\s*(\d{1,4})\s*([./\-\s])\s*(\d{1,2})\s*\2\s*(\d{1,4})\s*$")
_COMPACT = re.compile(r"^\s*(\d{6}|\d{8})\s*$")
# An all-numeric date somewhere inside a (normalised) text (commas as separators and an apostrophe before a
# two-digit year too: "08,05,1569", "06/08/'75"; a day and month with a slash before a year in full after a space or a
# hyphen, as Swedish, Danish and Norwegian write them: '3/8 2017', 'd. 24/12-2020'), and the clock times that may
# stand beside it.
_NUMERIC_DATE = re.compile(r"\d{1,4}\s*([./\-,])\s*\d{1,2}\s*\1\s*'?\d{1,4}"
                           r"|\b\d{1,4} \d{1,2} '?\d{1,4}\b|\b\d{6}\b|\b\d{8}\b"
                           r"|(?<![\d/.-])\d{1,2}/\d{1,2}[ -]\d{4}(?!\d)")
_DIGITS = re.compile(r"\d+")
# Numerals joined to more of a number or a word around them are no date to decide ('v2.3.11', '8.3.51.9040',
# 'release-12.2.83', 'tél. 06 12 34 56 78'); a clock time or a file extension after a date is no such join.
_JOINED_BEFORE = re.compile(r"(?:[^\W_]|[.,/]|[^\W_]-)$")
_JOINED_AFTER = re.compile(r"[^\W_]|[,/\-]\w|\.\d|\s\d+(?![\d:]|\s?[ap]\.?m)")
_CLOCK = re.compile(r"t?\d{1,2}:\d\d(:\d\d(\.\d+)?)?\s*(am|pm|z|utc|gmt)?")


def _year(field: str, *, first: bool = False) -> int | None:
    if len(field) == 2:
        return expand_two_digit_year(int(field))
    if len(field) == 4 and (field[0] != "0" or (first and int(field) > 0)):
        # A year below 1000 is zero-padded only where the year comes first, as ISO 8601 writes it ('0099-01-01');
        # elsewhere '0510' is not how anyone writes a year, and reading it so would invent ambiguity.
        return int(field)
    return None


_SLOTS = {order: (order.index("Y"), order.index("M"), order.index("D")) for order in ORDERS}  # year, month, day at


def read_fields(fields: tuple[str, str, str], order: str) -> str | None:
    """The ISO date that three numeric fields, written in `order`, stand for; None if invalid."""
    slots = _SLOTS.get(order)
    if slots is None:
        raise ValueError(f"unknown field order {order!r}; use one of {', '.join(ORDERS)}")
    y, m, d = (fields[i] for i in slots)
    year = _year(y, first=slots[0] == 0)
    if year is None or len(m) > 2 or len(d) > 2:
        return None
    month, day = int(m), int(d)
    if not 1 <= month <= 12 or not 1 <= day <= days_in_month(year, month):
        return None
    return to_iso(year, month, day)


def field_readings(fields: tuple[str, str, str]) -> dict[str, str]:
    """{order: iso} for every field order under which the same three fields are a valid date."""
    readings = {order: read_fields(fields, order) for order in ORDERS}
    return {order: iso for order, iso in readings.items() if iso is not None}


def _numeric_fields(text: str) -> dict[str, tuple[str, str, str]] | None:
    """Fields of an all-numeric date ('03/04/05', '2005-04-03', '19990503'), split per order.

    Returns {order: (f0, f1, f2)} (the split differs by order only for 8-digit compact forms), or
    None when the text is not an all-numeric three-field date.
    """
    m = _NUMERIC.match(text)
    if m:
        fields = (m.group(1), m.group(3), m.group(4))
        return {order: fields for order in ORDERS}
    m = _COMPACT.match(text)
    if not m:
        return None
    s = m.group(1)
    if len(s) == 6:
        fields = (s[:2], s[2:4], s[4:])
        return {order: fields for order in ORDERS}
    return {"YMD": (s[:4], s[4:6], s[6:]), "DMY": (s[:2], s[2:4], s[4:]), "MDY": (s[:2], s[2:4], s[4:])}


def numeric_readings(text: str) -> dict[str, str]:
    """{order: iso} for every field order under which an all-numeric date is valid."""
    split = _numeric_fields(text)
    if split is None:
        return {}
    readings = {}
    for order, fields in split.items():
        iso = read_fields(fields, order)
        if iso is not None:
            readings[order] = iso
    return readings


# A field order the text spells out beside its numerals ('DOB (MM/DD/YYYY): 04/07/1985', 'JJ/MM/AAAA',
# 'TT.MM.JJJJ', 'ДД.ММ.ГГГГ'): each field a run of its language's initial letter for day, month and year.
_SPEC = re.compile(r"(?<!\w)(\w)\1{0,3}([./\- ])(\w)\3{0,3}\2(\w)\4{0,3}(?!\w)")
_SPEC_LETTERS = {frozenset(f): f for f in ("dmy", "dma", "jma", "tmj", "dmj", "gma", "dmr", "pkv", "dmå", "дмг",
                                           "дмр", "gay", "nhé", "ημε")}


def stated_order(norm: str) -> str | None:
    """The order a normalised text states for its numerals with a spelled-out format ('mm/dd/yyyy': MDY),
    or None. The year's field is two or four letters long, so initials such as 'a.m.' never count."""
    for m in _SPEC.finditer(norm):
        letters = m.group(1, 3, 4)
        fields = _SPEC_LETTERS.get(frozenset(letters))
        year_width = len(m.group(0).split(m.group(2))[letters.index(fields[2])]) if fields else 0
        if fields and year_width in (2, 4):
            order = "".join("DMY"[fields.index(letter)] for letter in letters)
            if order in ORDERS:
                return order
    return None


def is_ambiguous(readings: dict[str, str]) -> bool:
    """The rule of ambiguity: the readings of some numerals hold two different dates."""
    return len(set(readings.values())) > 1


@dataclass(frozen=True)
class NumericPart:
    """The all-numeric date inside a normalised text, if any, and its {order: iso} readings."""

    text: str | None
    readings: dict[str, str]
    words_beside: bool
    joined: bool = False  # part of a longer number or word: a version, an address, a phone number

    @classmethod
    def of(cls, norm: str) -> "NumericPart":
        """The numeric part of a text already through `vocab.normalize` (shared: treat it as read-only)."""
        return _numeric_part(norm)

    @classmethod
    def _read(cls, norm: str) -> "NumericPart":
        m = _NUMERIC_DATE.search(norm)
        if m is None:
            return cls(None, {}, True)
        fields = tuple(_DIGITS.findall(m.group(0)))
        readings = field_readings(fields) if len(fields) == 3 else numeric_readings(m.group(0))
        rest = "" if readings else _CLOCK.sub(" ", norm[: m.start()] + " " + norm[m.end() :])
        joined = bool(_JOINED_BEFORE.search(norm[: m.start()]) or _JOINED_AFTER.match(norm, m.end()))
        return cls(m.group(0), readings, any(c.isalpha() for c in rest), joined)

    @property
    def ambiguous(self) -> bool:
        """Numerals standing on their own that two field orders read as different dates."""
        return not self.joined and is_ambiguous(self.readings)

    @property
    def impossible(self) -> str | None:
        """The numeric date when no field order reads it as a real date and no words stand beside it
        ('31/02/2019', '2019-13-45 10:30'); text with words beside the numbers is left to the model."""
        return self.text if self.text is not None and not self.readings and not self.words_beside else None


# A file's rows are read twice, once to settle the column's order and once to be translated: the second look-up
# of a row costs nothing.
@functools.lru_cache(maxsize=1 << 16)
def _numeric_part(norm: str) -> NumericPart:
    return NumericPart._read(norm)


def numeric_part(text: str) -> NumericPart:
    """`NumericPart.of` a raw text ('03/04/05 10:30' -> its three readings)."""
    return NumericPart.of(normalize(text))


@dataclass
class ColumnOrder:
    """The order a column's unambiguous rows settled on, and how many rows gave evidence for each."""

    order: str | None
    evidence: dict[str, int]


def column_order(texts: Iterable[str]) -> ColumnOrder:
    """Settle a column's field order from its rows that admit exactly one (a day above 12, a year first)."""
    evidence = Counter()
    for text in texts:
        if not isinstance(text, str):
            continue
        readings = numeric_part(text).readings
        if len(readings) == 1:
            evidence[next(iter(readings))] += 1
    order = evidence.most_common(1)[0][0] if evidence else None
    return ColumnOrder(order, dict(evidence))


def weekday_fit(norm: str, isos: Sequence[str]) -> str | None:
    """The one date among `isos` that falls on the weekday a normalised text names, in any language CLDR knows
    (`datenorm.weekdays`), if its weekday names agree and exactly one date falls on them: 'mon, 8/7/1922' can
    only be 7 August 1922, 'četvrtak, 11. listopada 2040.' only 11 October."""
    days = _weekdays_named(norm)
    if not days:
        return None
    fits = [iso for iso in isos if len(iso) == 10 and days >> date.fromisoformat(iso).weekday() & 1]
    return fits[0] if len(fits) == 1 else None


@functools.lru_cache(maxsize=1 << 12)
def _weekdays_named(norm: str) -> int:
    """The days (Monday = bit 0) that every weekday name of the text can name; 0 when it names none, or names
    that share no day ('mon or sat')."""
    from datenorm.weekdays import WEEKDAYS

    found = [w for _, _, w in lexicon_words(norm)]
    days, named = 0b1111111, False
    for i in range(len(found)):
        for n in (1, 2, 3):
            bits = WEEKDAYS.get(" ".join(found[i : i + n])) if i + n <= len(found) else None
            if bits:
                days, named = days & bits, True
    return days if named else 0


_ERA_REACH = 24  # characters between a year and its era at most ('d.c. 27 jul, 442', '682 2-فېۋرال مىلادىيە')


@functools.lru_cache(maxsize=1)
def _era_patterns() -> tuple[re.Pattern, frozenset[str], frozenset[str]]:
    """(whole words of two or more characters, one-letter names, names of four or more characters without
    their spaces) of `datenorm.eras`."""
    from datenorm.eras import AD_ERAS

    long = sorted((n for n in AD_ERAS if len(n) > 1), key=len, reverse=True)
    # Whole words: 'ad' is no era in 'road', nor 'pb' in 'apache_pb.gif'.
    words = re.compile(rf"(?<![^\W\d])(?:{'|'.join(map(re.escape, long))})(?![^\W\d])")
    return (words, frozenset(n for n in AD_ERAS if len(n) == 1),
            frozenset(n.replace(" ", "") for n in long if len(n.replace(" ", "")) >= 4))


def _era_beside(norm: str, start: int, end: int) -> bool:
    """Whether some locale's name of the AD era (`datenorm.eras`) is written next to the year at norm[start:end]:
    a name of one letter right after it ('499 m', '798 م'), a longer one within a few characters either side,
    spaced or not ('85 n. chr.', 'apr.879 n.chr .')."""
    words, letters, squeezed = _era_patterns()
    if (m := re.match(r"\s?([^\W\d_])(?![^\W\d_])", norm[end:])) and m.group(1) in letters:
        return True
    before, after = norm[max(0, start - _ERA_REACH) : start], norm[end : end + _ERA_REACH]
    if words.search(before + " " + after):
        return True
    flat = (before + " " + after).replace(" ", "")
    return any(name in flat for name in squeezed)


@functools.lru_cache(maxsize=1)
def _bc_patterns() -> tuple[re.Pattern, re.Pattern, frozenset[str]]:
    """A BC era name (`datenorm.eras`) right after a year's digits ('1200 bc', '44 av. j.-c.'), and one ending
    a text, which the year's digits follow as Chinese, Japanese and Korean write it ('公元前1200年', '기원전 57년'):
    only their names, so that the search before a year stays short; and the first letters of the names."""
    from datenorm.eras import BC_ERAS

    names = "|".join(map(re.escape, sorted({_undotted(n) for n in BC_ERAS}, key=len, reverse=True)))
    first = "|".join(map(re.escape, sorted(n for n in BC_ERAS if _CJK_ERA.search(n))))
    return (re.compile(rf"\s?(?:{names})(?![^\W_])"), re.compile(rf"(?:{first})\s?$"),
            frozenset(n[0] for n in BC_ERAS))


_DOT_SPACE = re.compile(r"(?<=\.)\s+")
_BC_REACH = 48  # characters after a year that its era's name may take (the longest name has 43)


def _undotted(text: str) -> str:
    """An era's name with no space after its dots, which writers put or leave out ('до н.э.' and CLDR's 'до н. э.',
    'pr.kr.'): names and the text after a year are compared so (a pattern that allowed both compiled slower)."""
    return _DOT_SPACE.sub("", text)


_CJK_ERA = re.compile("[\u3000-\u9fff\uac00-\ud7af]")
# A word for 'year' between a year and its era ('480 году до н. э.', '44 г. пр.н.е.', '480 r. p.n.e.', '100 m. pr.
# Kr.').
_YEAR_WORD = re.compile(r"\s?(?:г|год|года|году|р|рік|року|r|rok|roku|m)\.?(?![^\W\d_])")
_YEAR_DIGITS = re.compile(r"(?<![\da-z])\d{1,4}(?![\da-z])")  # not inside hex digits or a code


def bc_era(norm: str, year: int) -> str | None:
    """`year` as a normalised text writes it with a BC era name ('1200 bc', '44 av. j.-c.' for 44 or 2044), else
    None: a year before the common era, which the calendar of AD years does not have."""
    for m in _YEAR_DIGITS.finditer(norm):
        digits = m.group()
        if int(digits) != year and not (len(digits) <= 2 and int(digits) == year % 100):  # '44 bc' read as 2044
            continue
        if (era := _bc_era_beside(norm, m)) is not None:
            return era
    return None


def may_write_bc(shape: str) -> bool:
    """Whether `bc_era` could find an era before the common era beside some number of a text of this shape (its
    digits all '0'): the era names stand right after or before a number whatever its digits."""
    return any(_bc_era_beside(shape, m) is not None for m in _YEAR_DIGITS.finditer(shape))


def _bc_era_beside(norm: str, m: re.Match) -> str | None:
    """The number `m` of a normalised text with the BC era name written right after it, or before it as Chinese,
    Japanese and Korean write it; None when there is none."""
    after, before, firsts = _bc_patterns()
    word = _YEAR_WORD.match(norm, m.end())
    for end in (m.end(),) if word is None else (m.end(), word.end()):  # (an era's name may start as such a word)
        if norm[end : end + 2].lstrip()[:1] not in firsts:
            continue
        window = norm[end : end + _BC_REACH]
        kept = [i for i, c in enumerate(window) if not (c.isspace() and _DOT_SPACE.match(window, i))]
        if era := after.match("".join(window[i] for i in kept)):
            return norm[m.start() : end + kept[era.end() - 1] + 1]
    head = norm[max(0, m.start() - 2) : m.start()].rstrip()[-1:]
    if head and _CJK_ERA.match(head) and (era := before.search(norm, max(0, m.start() - 5), m.start())):
        return era.group() + m.group()
    return None


# Words that say the number beside them is a year, in some forty languages ('năm 938', 'в 862 году', 'anno 410',
# '938年', 'בשנת 873'): a year before 1000 with one is written as surely as with an era.
_YEAR_WORDS = ("year", "anno", "año", "ano", "l'an", "année", "jahr", "jahre", "jaar", "år", "året", "árið", "năm",
               "tahun", "taong", "mwaka", "vuonna", "vuoden", "aastal", "gadā", "gads", "metais", "metų", "roku",
               "roce", "leta", "letu", "godine", "godini", "године", "година", "году", "год", "годзе", "році", "рік",
               "anul", "έτος", "vitin", "წელს", "թվականին", "ildə", "жылы", "yilda", "онд", "שנת",
               "בשנת", "عام", "سنة", "سال", "वर्ष", "सन", "সালে", "সাল", "ஆண்டு", "ปี", "sena", "yılında", "yılı",
               "évben", "l'any", "urtean", "bhliain")  # fmt: skip
YEAR_WORDS = frozenset(_YEAR_WORDS)
# Russian's, Ukrainian's and Polish's abbreviations of the year's word, after it only ('681 г.', '966 r.'): before a
# number they are other words ('г. Москва', a city; 'R 921', a train).
_YEAR_ABBREVIATIONS = ("г", "р", "r")
_WORD_ALTERNATIVES = "|".join(map(re.escape, sorted(_YEAR_WORDS, key=len, reverse=True)))
_YEAR_WORD_BEFORE = re.compile(rf"(?<![^\W\d_])(?:{_WORD_ALTERNATIVES})\s*$")
# Persian's, Hindi's, Arabic's, German's, the Nordic languages' and English's word names a year before its number
# ('سال 1399', 'वर्ष 2020', 'سنة 1990', 'im Jahre 873', 'år 873'); after one it counts years ('سن: ۴۵ سال', 'वय: ६५ वर्षे',
# 'عمره 35 سنة', an age, were read as the years 45, 65 and 35); so do Thai's, Vietnamese's and Indonesian's ('อายุ 25 ปี',
# '25 năm', '25 tahun', which write a year 'ปี 2567', 'năm 1975', 'tahun 2020').
_COUNTING_AFTER = ("سال", "वर्ष", "साल", "سنة", "عام", "jahre", "år", "year", "ปี", "năm", "tahun")
_WORDS_AFTER = "|".join(map(re.escape, sorted(set(_YEAR_WORDS) - set(_COUNTING_AFTER), key=len, reverse=True)))
_YEAR_WORD_AFTER = re.compile(rf"\.?\s*(?:年|년|(?:{_WORDS_AFTER}|{'|'.join(_YEAR_ABBREVIATIONS)})(?![^\W\d_]))")


def year_word_before(norm: str) -> bool:
    """Whether a normalised text ends with a word for the year ('en el año', 'im Jahre')."""
    return _YEAR_WORD_BEFORE.search(norm) is not None


def _year_word_beside(norm: str, start: int, end: int) -> bool:
    """Whether a word for the year stands right before or after the number at norm[start:end]. Chinese's, Japanese's
    and Korean's mark after a number of one or two digits counts years ('贷款期限 30年', '返済期間 35年': a loan's term,
    read as the years 30 and 35); a year that small comes with an era ('公元99年')."""
    if _YEAR_WORD_BEFORE.search(norm[max(0, start - 16) : start]) is not None:
        return True
    after = _YEAR_WORD_AFTER.match(norm, end)
    return after is not None and not (end - start <= 2 and after.group().strip(" .") in ("年", "년"))


_ROMAN_YEAR = re.compile(r"(?<![^\W\d_])m[mdclxvi]*(?![^\W\d_])")  # a word of Roman numerals from 1000 on


# A day, a month's name and a year of three digits that ends the text ('25 dicembre 800', 'le 3 mai 987.'): the
# day and the name leave the year no other reading. Not before a unit or a word ('12 mar 250 mg').
_DAY_NAME_YEAR = re.compile(r"(?<!\d)(\d{1,2})\.?\s*(?:de\s+)?[^\W\d_]{3,}\.?,?\s*(?:de\s+)?(\d{3})[\s.]*$")


def year_written(norm: str, year: int, day: int | None = None) -> bool:
    """Whether a normalised text writes `year`: as a run of four digits, at either end of a longer run
    ('20190503', '03051999'), as its last two digits alone or at either end of a six-digit run ("'99",
    '030599'), or in Roman numerals from 1000 on ('anno mdcclxxvi'). Other calendars' years are AD years by
    then (`dates.ad_years`). A reading whose year the text does not write is the model filling in a year it
    cannot read ('1 January 0001' read as 2001, '1 Jan 10000' as 1000). With the reading's `day`, a year of
    three digits closing a text whose only other numeral is that day, the month a word, is written as well
    ('25 dicembre 800')."""
    full, short, padded = str(year), f"{year % 100:02d}", f"{year:04d}"
    if year >= 1000 and "m" in norm and roman_numeral(year).lower() in _ROMAN_YEAR.findall(norm):
        return True
    if year < 1000 and padded not in _DIGITS.findall(norm):
        # A year before 1000 written without its zeros comes with an era ('85 n. Chr.', '5/3/247 AD', '公元247年')
        # or a word for the year ('năm 938'; without either '85' is a two-digit year and '127' in '127.0.0.1' no
        # year) and stands apart from long numerals: in '555-0123 AD' (a phone number) the 555 is no year.
        return any(_era_beside(norm, m.start(), m.end()) or _year_word_beside(norm, m.start(), m.end())
                   for m in re.finditer(rf"(?<!\d\d\d[-/.:])(?<!\d){full}(?!\d)(?![-/.:]\d\d\d)", norm)) \
            or (day is not None and year >= 100 and (m := _DAY_NAME_YEAR.search(norm)) is not None
                and (int(m.group(1)), m.group(2)) == (day, full) and len(_DIGITS.findall(norm)) == 2)
    return any(run in (full, short, padded) or (len(run) > 5 and padded in (run[:4], run[-4:]))
               or (len(run) == 6 and short in (run[:2], run[4:])) for run in _DIGITS.findall(norm))
