"""CLDR through babel, shared by the generator and the coverage report: every locale babel knows, and a
locale's month and day names from data private to it."""

from __future__ import annotations

import copy
import re
from functools import lru_cache

from babel import Locale, localedata
from babel.dates import get_day_names, get_month_names
from babel.localedata import locale_identifiers

MONTH_CODE = re.compile(r"M\d\d")  # 'M05': CLDR root's stand-in for a missing month name


def stand_ins(names: dict[int, str]) -> bool:
    """Whether a locale's twelve month names are CLDR root's stand-ins ('M01'...'M12'), not names: Rombo's own
    abbreviations 'M1'...'M12' are names."""
    return bool(names) and all(MONTH_CODE.fullmatch(name) for name in names.values())


@lru_cache(maxsize=None)
def all_locales() -> tuple[str, ...]:
    return tuple(sorted(locale_identifiers()))


# Subtrees of CLDR data that formatting a date reads; each Locale below gets its own copy of them.
_DATE_DATA = ("months", "days", "eras", "quarters", "day_periods", "date_formats", "datetime_formats",
              "datetime_skeletons", "interval_formats")  # fmt: skip
_PRISTINE: dict = {}  # babel's locale-data cache layout, only ever read to copy from


@lru_cache(maxsize=None)
def babel_locale(locale_id: str) -> Locale | None:
    """A babel Locale whose date data is private to it; None for a locale babel cannot load.

    babel (2.18 and earlier, python-babel/babel#1234) memoises resolved aliases back into data that
    inheriting locales share, so a month name could depend on which locales were used before in the
    process (fr stand-alone months read 'M01' after some others). Loading into a cache nothing else
    reads through and copying the date subtrees per locale keeps results independent of that order.
    """
    try:
        loc = Locale.parse(locale_id)
        shared_cache, localedata._cache = localedata._cache, _PRISTINE
        try:
            data = dict(localedata.load(loc._Locale__data_identifier))
        finally:
            localedata._cache = shared_cache
    except Exception:  # babel raises several types for odd ids; a locale we cannot load is skipped
        return None
    for key in _DATE_DATA:
        if key in data:
            data[key] = copy.deepcopy(data[key])
    loc._Locale__data = localedata.LocaleDataDict(data)
    return loc


@lru_cache(maxsize=None)
def month_names(locale_id: str, width: str = "wide", context: str = "format") -> dict[int, str]:
    return dict(get_month_names(width, context, locale=babel_locale(locale_id)))


@lru_cache(maxsize=None)
def day_names(locale_id: str, width: str = "wide") -> dict[int, str]:
    return dict(get_day_names(width, "format", locale=babel_locale(locale_id)))


def has_stand_ins(locale_id: str) -> bool:
    """Whether any of a locale's month name sets (wide or abbreviated, format or stand-alone) is root's stand-ins."""
    return any(stand_ins(month_names(locale_id, width, context))
               for width in ("wide", "abbreviated") for context in ("format", "stand-alone"))
