"""The names of the days of the week in every CLDR locale (wide, abbreviated and short, format and stand-alone),
in the form `lexicon.phrase_key(vocab.normalize(name))` gives them, with the days each can name: the table
`datenorm/weekdays.py` ships, so serving never loads babel.

    python -m datenorm.generate.weekdays > datenorm/weekdays.py      # after a babel upgrade (a test compares them)

Left out, so that no ordinary word is taken for a weekday: names of fewer than three letters ('di', 'mi') and
names that are also a month's somewhere ('mar': martes and marzo), except the English ones.
"""

from __future__ import annotations

import babel
from babel import Locale, localedata

from datenorm.generate.eras import wrapped
from datenorm.lexicon import phrase_key
from datenorm.vocab import normalize

_WIDTHS = ("wide", "abbreviated", "short")
_ENGLISH = {"mon": 0, "monday": 0, "tue": 1, "tues": 1, "tuesday": 1, "wed": 2, "wednesday": 2, "thu": 3,
            "thur": 3, "thurs": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5, "saturday": 5, "sun": 6,
            "sunday": 6}  # fmt: skip


def weekday_names() -> dict[str, int]:
    """{name: bit set of the days it names, Monday = bit 0}."""
    days: dict[str, int] = {}
    months: set[str] = set()
    for ident in localedata.locale_identifiers():
        locale = Locale.parse(ident)
        for context in ("format", "stand-alone"):
            for width in _WIDTHS:
                for day, name in (locale.days.get(context, {}).get(width) or {}).items():
                    if key := phrase_key(normalize(name)):
                        days[key] = days.get(key, 0) | 1 << day
                for name in (locale.months.get(context, {}).get(width) or {}).values():
                    months.add(phrase_key(normalize(name)))
    table = {key: bits for key, bits in days.items() if key not in months and len(key.replace(" ", "")) >= 3}
    for key, day in _ENGLISH.items():
        table[key] = table.get(key, 0) | 1 << day
    return dict(sorted(table.items()))


def module_text() -> str:
    names = weekday_names()
    body = wrapped([f" {name!r}: {bits}," for name, bits in names.items()])
    return (f'"""{len(names)} names of the days of the week, normalised, from CLDR of babel {babel.__version__} (written by\n'
            '`python -m datenorm.generate.weekdays`; do not edit): name -> the days it names, Monday = bit 0.\n'
            '`readings.weekday_fit` reads them."""\n\n'
            f"WEEKDAYS = {{\n{body}}}\n")


if __name__ == "__main__":
    print(module_text(), end="")
