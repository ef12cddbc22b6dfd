"""Date rules shared by the generator, the decoder and evaluation.

Two-digit years follow one pivot rule everywhere: ``00``-``49`` are 2000-2049 and ``50``-``99`` are
1950-1999 (the rule of POSIX ``strptime`` with the pivot moved to 50). The generator only writes a
two-digit year for dates where this rule gives back the true year, so labels agree with it.
"""

from __future__ import annotations

import re
from functools import lru_cache

ORDERS = ("DMY", "MDY", "YMD")
PIVOT = 50

_ISO = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")
_NUMERIC = re.compile(r"^\s*(\d{1,4})\s*([./\-\s])\s*(\d{1,2})\s*\2\s*(\d{1,4})\s*$")
_COMPACT = re.compile(r"^\s*(\d{6}|\d{8})\s*$")


def expand_two_digit_year(yy: int) -> int:
    """The four-digit year a two-digit year stands for under the pivot rule."""
    if not 0 <= yy <= 99:
        raise ValueError(f"two-digit year out of range: {yy}")
    return 2000 + yy if yy < PIVOT else 1900 + yy


def two_digit_year_ok(year: int) -> bool:
    """Whether writing `year` with two digits reads back as `year` under the pivot rule."""
    return 1900 + PIVOT <= year < 2000 + PIVOT


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year: int, month: int) -> int:
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def parse_iso(text: str) -> tuple[int, int | None, int | None] | None:
    """(year, month, day) of a valid ISO date at year, month or day precision, else None."""
    m = _ISO.match(text or "")
    if not m:
        return None
    year = int(m.group(1))
    month = int(m.group(2)) if m.group(2) else None
    day = int(m.group(3)) if m.group(3) else None
    if year < 1:
        return None
    if month is not None and not 1 <= month <= 12:
        return None
    if day is not None and not 1 <= day <= days_in_month(year, month):
        return None
    return year, month, day


def is_valid_iso(text: str) -> bool:
    return parse_iso(text) is not None


def precision(iso: str) -> str:
    """'day', 'month' or 'year' for a valid ISO string."""
    parsed = parse_iso(iso)
    if parsed is None:
        raise ValueError(f"not a valid ISO-8601 date: {iso!r}")
    return "day" if parsed[2] is not None else "month" if parsed[1] is not None else "year"


def to_iso(year: int, month: int | None = None, day: int | None = None) -> str:
    if month is None:
        return f"{year:04d}"
    if day is None:
        return f"{year:04d}-{month:02d}"
    return f"{year:04d}-{month:02d}-{day:02d}"


def _year(field: str) -> int | None:
    if len(field) == 2:
        return expand_two_digit_year(int(field))
    if len(field) == 4 and field[0] != "0":
        return int(field)  # '0510' is not how anyone writes a year; reading it so would invent ambiguity
    return None


def read_fields(fields: tuple[str, str, str], order: str) -> str | None:
    """The ISO date that three numeric fields, written in `order`, stand for; None if invalid."""
    if order not in ORDERS:
        raise ValueError(f"unknown field order {order!r}; use one of {', '.join(ORDERS)}")
    slot = {c: fields[i] for i, c in enumerate(order)}
    year = _year(slot["Y"])
    if year is None or len(slot["M"]) > 2 or len(slot["D"]) > 2:
        return None
    month, day = int(slot["M"]), int(slot["D"])
    if not 1 <= month <= 12 or not 1 <= day <= days_in_month(year, month):
        return None
    return to_iso(year, month, day)


def numeric_fields(text: str) -> dict[str, tuple[str, str, str]] | None:
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
    split = numeric_fields(text)
    if split is None:
        return {}
    readings = {}
    for order, fields in split.items():
        iso = read_fields(fields, order)
        if iso is not None:
            readings[order] = iso
    return readings


def is_ambiguous(text: str) -> bool:
    """True when an all-numeric date reads as two different valid dates under different orders."""
    return len(set(numeric_readings(text).values())) > 1


@lru_cache(maxsize=None)
def locale_order(locale: str) -> str:
    """The field order ('DMY', 'MDY' or 'YMD') of a locale's short date format, from CLDR via babel."""
    from babel import Locale, UnknownLocaleError
    from babel.dates import get_date_format

    try:
        pattern = get_date_format("short", locale=Locale.parse(locale)).pattern
    except (UnknownLocaleError, ValueError, TypeError) as exc:
        from datenorm.errors import ConfigError

        raise ConfigError(f"unknown locale {locale!r}; use a CLDR identifier such as 'fr_FR' or 'en_US'") from exc
    positions = {c: pattern.find(c) for c in "yMd"}
    if min(positions.values()) < 0:
        return "DMY"
    order = "".join(c for c, _ in sorted(positions.items(), key=lambda kv: kv[1])).upper()
    # A handful of locales write year-day-month; the three orders we model cover them by year position.
    return order if order in ORDERS else ("YMD" if order[0] == "Y" else "DMY")
