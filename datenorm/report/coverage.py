"""CLDR coverage as labelled rows: for every locale babel knows, every month written in the locale's own
date formats (full, long, medium, short), with its month names in format and stand-alone forms, wide and
abbreviated, and with a weekday, on seeded random days and years. `datenorm evaluate --cldr` scores them.

Independent of the generator on purpose (this wing never imports it): the patterns are CLDR's own, read
through babel here, so a generator that lacked a form would show up as a low score.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date
from typing import Sequence

from babel.dates import get_date_format, match_skeleton, parse_pattern, tokenize_pattern

from datenorm.dates import ORDERS, days_in_month, locale_order, to_iso
from datenorm.errors import ConfigError
from datenorm.labelled import Labelled
from datenorm.locales import MONTH_CODE, all_locales, babel_locale, has_stand_ins
from datenorm.readings import numeric_part

# Two-digit years in short formats read back under the pivot only inside this window (dates.PIVOT).
YEARS = (1950, 2049)


@dataclass(frozen=True)
class Form:
    """One way CLDR writes a date in a locale: a standard format, a skeleton the locale resolves to its own
    pattern, or a literal pattern; `precision` is what it writes ('day' or 'month')."""

    name: str
    standard: str = ""
    skeleton: str = ""
    pattern: str = ""
    precision: str = "day"

    def resolve(self, locale):
        """The locale's babel pattern for this form."""
        if self.standard:
            return get_date_format(self.standard, locale=locale)
        if self.skeleton:
            return parse_pattern(locale.datetime_skeletons[match_skeleton(self.skeleton, locale.datetime_skeletons)])
        return parse_pattern(self.pattern)


FORMS = (
    Form("full", standard="full"), Form("long", standard="long"), Form("medium", standard="medium"),
    Form("short", standard="short"),
    Form("format wide (d MMMM y)", skeleton="yMMMMd"), Form("format abbreviated (d MMM y)", skeleton="yMMMd"),
    Form("with weekday (EEEE d MMMM y)", skeleton="yMMMMEEEEd"),
    Form("stand-alone wide (LLLL y)", pattern="LLLL y", precision="month"),
    Form("stand-alone abbreviated (LLL y)", pattern="LLL y", precision="month"),
)  # fmt: skip


def cldr_rows(*, seed: int = 0, locales: Sequence[str] | None = None) -> list[Labelled]:
    """One labelled row per (locale, month, form) that babel can write; the day and year of each are drawn
    from a random source seeded by (seed, locale, month, form), so a locale's rows do not depend on which
    other locales are asked for. Ambiguous numerals are labelled with the locale's field order."""
    unknown = sorted(set(locales or ()) - set(all_locales()))
    if unknown:
        raise ConfigError(f"unknown locale(s) {', '.join(map(repr, unknown))}; use CLDR identifiers such as 'fi' or "
                          "'hr_HR'")
    rows = []
    for locale_id in locales or all_locales():
        locale = babel_locale(locale_id)
        if locale is None:
            continue
        try:
            order = locale_order(locale_id)
        except ValueError:  # babel knows the data but not the id's short format
            continue
        for month in range(1, 13):
            for form in FORMS:
                rng = random.Random(f"{seed}|{locale_id}|{month}|{form.name}")
                row = _row(locale_id, locale, order, month, form, rng)
                if row is not None:
                    rows.append(row)
    return rows


def _row(locale_id: str, locale, order: str, month: int, form: Form, rng: random.Random) -> Labelled | None:
    year = rng.randint(*YEARS)
    day = date(year, month, rng.randint(1, days_in_month(year, month)))
    try:
        pattern = form.resolve(locale)
        text = pattern.apply(day, locale)
    except Exception:  # a minor locale without this pattern's data: nothing to score
        return None
    if MONTH_CODE.search(text) and has_stand_ins(locale_id):  # root's 'M05' where a locale has no month names
        return None
    target = day.isoformat() if form.precision == "day" else to_iso(year, month)
    return Labelled(text, target, locale_id, form.name, _written_order(pattern, order), numeric_part(text).ambiguous)


def _written_order(pattern, default: str) -> str:
    """The order a pattern writes its day, month and year in when it writes all three and the month in numerals
    (Balochi's 'MM,dd,y' beside its short 'd/M/yy'), else the locale's."""
    fields = [value for kind, value in tokenize_pattern(pattern.pattern) if kind == "field" and value[0] in "yMLd"]
    letters = "".join(c for c, _ in fields).upper().replace("L", "M")
    numeric_month = all(n <= 2 for c, n in fields if c in "ML")
    return letters if letters in ORDERS and numeric_month else default
