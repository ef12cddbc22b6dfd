"""Builds the lexicon a model is trained with (`datenorm.lexicon`): every month and weekday name of every
locale babel knows, wide and abbreviated, format and stand-alone, the curated 'in <month>' cases, English's
extra abbreviations, and each name typed without its accents.

Built at training time and stored with the run and its bundle, so serving never depends on the babel
version installed beside it.
"""

from __future__ import annotations

from functools import lru_cache

from babel.dates import get_day_names, get_month_names

from datenorm.generate.english import _EXTRA_DAY_ABBR, _EXTRA_MONTH_ABBR
from datenorm.generate.inflected import _MONTHS_IN
from datenorm.generate.noise import strip_marks
from datenorm.lexicon import WEEKDAY_BIT, Lexicon, phrase_key
from datenorm.locales import MONTH_CODE, all_locales, babel_locale
from datenorm.vocab import normalize

_WIDTHS = ("wide", "abbreviated")
_CONTEXTS = ("format", "stand-alone")


def _add(phrases: dict[str, int], name: str, bit: int) -> None:
    if MONTH_CODE.search(name):
        return
    for variant in {name, strip_marks(name)}:
        norm = normalize(variant)
        if any(c.isdigit() for c in norm):  # '5月', 'tháng 5': the digits say the month already
            continue
        key = phrase_key(norm)
        if len(key) < 2:
            continue
        phrases[key] = phrases.get(key, 0) | (1 << bit)


@lru_cache(maxsize=1)
def build_lexicon() -> Lexicon:
    """The lexicon of month and weekday names (a few seconds: every locale's data is read; once a process)."""
    phrases: dict[str, int] = {}
    for locale_id in all_locales():
        locale = babel_locale(locale_id)
        if locale is None:
            continue
        for width in _WIDTHS:
            for context in _CONTEXTS:
                try:
                    months = get_month_names(width, context, locale=locale)
                    days = get_day_names(width, context, locale=locale)
                except Exception:  # a minor locale without this data
                    continue
                for month, name in months.items():
                    _add(phrases, name, month - 1)
                for name in days.values():
                    _add(phrases, name, WEEKDAY_BIT)
    for month, names in _EXTRA_MONTH_ABBR.items():
        for name in names:
            _add(phrases, name, month - 1)
    for names in _EXTRA_DAY_ABBR.values():
        for name in names:
            _add(phrases, name, WEEKDAY_BIT)
    for names in _MONTHS_IN.values():
        for month, name in enumerate(names):
            _add(phrases, name.split(" ")[-1], month)  # the month word, without its preposition
    return Lexicon(phrases)
