"""ISO 8601's week dates, ordinal dates and expanded years as calendar dates ('2019-W18-5', '2019-123',
'+002023-11-18'): arithmetic a rule does exactly, in `vocab.normalize`, so that the model reads the calendar date."""

from __future__ import annotations

import re
from datetime import date

from datenorm.dates import is_leap

# Ends a week or ordinal date: the text's end, a time ('t10:00', ' 18:04'), punctuation, or words; never other digits
# after a space ('0309-348 6340' is a telephone number).
_ISO_END = r"(?=$|t\d|[^\w\s-]|\s+[^\d\s]|\s+\d{1,2}:\d\d)"
_ISO_WEEK_DATE = re.compile(r"(?<![\w-])([12]\d{3})(-?)w(\d{2})\2([1-7])" + _ISO_END)
_ISO_ORDINAL_DATE = re.compile(r"(?<![\w./-])([12]\d{3})-([0-3]\d{2})" + _ISO_END)


def _week_date(m: re.Match) -> str:
    try:
        return date.fromisocalendar(int(m[1]), int(m[3]), int(m[4])).isoformat()
    except ValueError:  # week 53 of a year of 52
        return m.group()


def _ordinal_date(m: re.Match) -> str:
    year, day = int(m[1]), int(m[2])
    if not 1 <= day <= (366 if is_leap(year) else 365):
        return m.group()
    return date.fromordinal(date(year, 1, 1).toordinal() + day - 1).isoformat()


# ISO 8601's expanded year, signed and with six digits, as JavaScript's toISOString writes years past 9999 and some
# libraries every year ('+002023-11-18T00:00:00.000Z')
_ISO_EXPANDED_YEAR = re.compile(r"(?<![\w+-])\+00(\d{4})(?=-[01]\d-[0-3]\d)")


def iso_calendar_dates(text: str) -> str:
    """A case-folded text with ISO 8601's week dates and ordinal dates written as calendar dates:
    '2019-w18-5' and '2019w185' -> '2019-05-03' (Friday of week 18), '2019-123' -> '2019-05-03' (day 123); an
    expanded year as its four digits ('+002023-11-18' -> '2023-11-18').
    Like other calendars' years (`ad_years`), this is arithmetic a rule does exactly; a week alone ('2019-w18')
    stays a period, and numbers that no such date has stay as written."""
    if "-" not in text and "w" not in text:
        return text
    if "+00" in text:
        text = _ISO_EXPANDED_YEAR.sub(r"\1", text)
    return _ISO_ORDINAL_DATE.sub(_ordinal_date, _ISO_WEEK_DATE.sub(_week_date, text))
