"""Texts that write more than one date: two dates ('Invoice date 2022-12-31 · Due 2023-01-30', 'Desde el 1 de julio de
1998 hasta el 30 de junio de 2003'), a span from a date to the present ('Jan 2019 – Present', 'Сентябрь 2017 —
настоящее время'), and a bound of a span open at one end ('BEF 3 MAR 1850', 'before 1850'). No one date: `decide`
refuses them (`numbered.number_reading` the span)."""

from __future__ import annotations

import re

from datenorm.asides import PRESENT_WORDS
from datenorm.readings import field_readings, read_fields

# Two whole year-first dates ('Invoice date 2022-12-31 · Due 2023-01-30', '2019-07-22/2019-07-25', '2015-03-25 vs
# 2015-03-26'), or two day- or month-first ones with four-digit years ('Due 5/1/2023 or 6/1/2023', 'Ausgestellt
# 01.02.2020, gültig bis 31.01.2030') or both with two-digit ones: no one date, as every labelled set marks them (the
# model read one, or a day of neither).
_YMD = re.compile(r"(?<![\d-])(\d{4})([-/.])(\d{2})\2(\d{2})(?!\d|\s?هـ?(?![^\W\d_]))")  # (not a Hijri one: '…هـ')
_DMY = re.compile(r"(?<![\d./-])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[./-]\d|\s?هـ?(?![^\W\d_]))")
_TWO_YMD = re.compile(r"\d{4}[-/.]\d\d[-/.]\d\d\D.*?\d{4}[-/.]\d\d[-/.]\d\d"
                      r"|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}\D.*?\d{1,2}[-/.]\d{1,2}[-/.]\d{4}"
                      # ... or both with two-digit years ('Fab.: 03/01/24 Val.: 03/01/25', made and valid until)
                      r"|(?<![\w./-])\d{1,2}([-/.])\d{1,2}\1\d\d(?![\d./-])\D.*?(?<![\w./-])\d{1,2}([-/.])\d{1,2}\2\d\d"
                      r"(?![\d./-])")
# ... and two with their months' names, day or month first, the second outside brackets ('Desde el 1 de julio de 1998
# hasta el 30 de junio de 2003', 'June 12, 2021 – June 15, 2021', 'รับ 3 มี.ค. 2564 ตอบรับ 15 พ.ค. 2564'; a bracket's says the
# first again, or in another calendar), or two with the marks of Chinese, Japanese or Korean ('受付 2021年3月3日 受理 2021年5月15日')
_NAMED_DATE = re.compile(r"(?<![\d.,/:-])(?:(\d{1,2})\.?\s(?:de\s)?[^\W\d_][^\s\d,;]*|[^\W\d_][^\s\d,;]{2,}\s(\d{1,2})"
                         r"(?:st|nd|rd|th)?),?\s(?:de\s)?\d{4}(?![\d.,/:-]\d|\s?هـ?(?![^\W\d_]))"  # (not a Hijri one)
                         # ... or written year, month, day with Chinese, Japanese or Korean marks ('2021年3月3日')
                         r"|(?<!\d)\d{4}\s?[年년]\s?(\d{1,2})\s?[月월]\s?(\d{1,2})\s?[日일]")
_NAMED_TWICE = re.compile(rf"(?:{_NAMED_DATE.pattern}).*?(?:{_NAMED_DATE.pattern})")  # what `may_write_version` seeks


# A life's two years, a birth's star and a death's cross before them ('* 1820 in Ulm, † 1885 in Bern')
_LIFE = re.compile(r"[*✱]\s*(?:\D{0,30}?\s)?(\d{4})(?!\d).*?[†✝]\s*(?:\D{0,30}?\s)?(\d{4})(?!\d)")


def two_dates(text: str) -> tuple[str, str] | None:
    """The first two different real dates of a text that writes two or more year-first ones, or two or more day- or
    month-first ones with four-digit years (different as written: which order they share does not matter), or, with
    neither, two with their months' names or CJK marks outside brackets (not the same day and year twice), or a
    life's two years after its star and cross, else None."""
    if ("†" in text or "✝" in text) and (life := _LIFE.search(text)) and life.group(1) != life.group(2):
        return life.group(1), life.group(2)
    if _TWO_YMD.search(text) is None:
        # (the same day and year in two languages is one date: 'เผยแพร่: 1 มกราคม 2020 / 1 January 2020')
        named = [(m, int(m.group(1) or m.group(2) or m.group(4)), re.search(r"\d{4}", m.group()).group())
                 for m in _NAMED_DATE.finditer(text)]
        pairs = ((a, b) for (a, day, year), (b, day_b, year_b) in zip(named, named[1:]) if 1 <= day <= 31
                 and (day, year) != (day_b, year_b) and not {"(", "["} & set(text[a.end():b.start()]))
        return next(((a.group(), b.group()) for a, b in pairs), None)
    found: dict[object, str] = {}
    for m in _YMD.finditer(text):
        if (day := read_fields((m.group(1), m.group(3), m.group(4)), "YMD")) is not None:
            found.setdefault(day, m.group())
    first, second, *_ = (*found.values(), None, None)
    if second is not None:
        return first, second
    found = {}
    for m in _DMY.finditer(text):
        if field_readings(fields := (m.group(1), m.group(3), m.group(4))):  # a real date day- or month-first
            found.setdefault(tuple(map(int, fields)), m.group())
    first, second, *_ = (*found.values(), None, None)
    return (first, second) if second is not None else None


# A span from a month or year to the present, as CVs write it: no one date (the model read its start).
TO_PRESENT = re.compile(rf"(?<!\d)(\d{{4}})\.?\s?(?:[-–—]|to|bis|à|au|a|al|до|по|tot)\s?(?:the\s)?(?:{PRESENT_WORDS})"
                        r"(?![^\W\d_])")
# A bound of a span open at one end: genealogy's 'before' and 'after' (GEDCOM's 'BEF 3 MAR 1850', 'AFT JUN 1850') before
# a date, and the words for them before a year alone ('before 1850', 'post 1850', 'vor 1850', 'après 1850'), a whole
# value: no one date (the model read the date bounded). Not 'до' (Russian's 'until' writes deadlines too).
# (after a register's word or before a verb: 'm. after 1802', 'nach 1802 verstorben')
OPEN_BOUND = re.compile(r"^(?:[^\W\d_]{1,9}\.?\s)?(?:(?:bef|aft)\.?\s(?:\d{1,2}\s)?(?:[^\W\d_]{3,}\.?\s)?"
                        r"|(?:before|after|ante|post|prior to|vor|nach|avant|après|antes de|después de|prima del|"
                        r"dopo il|после)\s)(\d{4})(?:\s?(?:г\.?|года?))?(?:\s[^\W\d_]+)?$")
TWO_DATES = (_TWO_YMD, _NAMED_TWICE)  # what `numbered.may_write_version` looks for


def span_gates() -> dict[re.Pattern, tuple[str, ...]]:
    """What a text must hold for the span to the present and the bound to be found in it (`numbered._GATES`)."""
    return {TO_PRESENT: (r"\d{4}\.?\s?\S{1,3}\s?\S",),
            OPEN_BOUND: (r"(?:bef|aft|before|after|ante|post|prior|vor|nach|avant|après|antes|después|prima|dopo|"
                         r"после)",)}


def made_of_span(match: re.Match, iso: str) -> bool:
    """Whether a reading is the span's start or its bound (its year, with whatever month it has)."""
    return iso[:4] == match.group(1)
