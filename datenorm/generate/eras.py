"""The names CLDR gives the era of AD years (index 1 of each locale's wide, abbreviated and narrow eras), in
the form `vocab.normalize` leaves them: the table `datenorm/eras.py` ships, so serving never loads babel.

    python -m datenorm.generate.eras > datenorm/eras.py      # after a babel upgrade (a test compares them)
"""

from __future__ import annotations

from babel import Locale, localedata

from datenorm.vocab import normalize

# Written beside early years and not all in CLDR's data: English, and the everyday short forms of French,
# Spanish, Italian, Portuguese and German ('800 apr. J.-C.', '79 d.C.', '85 n.Chr.').
_EVERYDAY = ("ad", "a.d.", "ce", "c.e.", "a.d", "c.e", "apr. j.-c.", "apr. j-c", "apr. jc", "ap. jc", "apr j.-c.",
             "d. de c.", "d.c", "dc.", "n. chr", "n.chr", "n. u. z.", "d.c.n.")


def ad_era_names() -> frozenset[str]:
    """Every locale's AD era names ('n. chr.', 'м. э.', '公元', 'm' in Indonesian, 'م' in Arabic)."""
    names = set(_EVERYDAY)
    for ident in localedata.locale_identifiers():
        eras = Locale.parse(ident).eras
        for width in ("wide", "abbreviated", "narrow"):
            name = eras.get(width, {}).get(1)
            if name and normalize(name):
                names.add(normalize(name))
    return frozenset(names)


def wrapped(items: list[str], width: int = 110) -> str:
    """The body of a generated table: `items` (each ' <entry>,') on lines indented by four spaces and at most
    `width` characters long (the shipped tables of eras and weekdays)."""
    lines, line = [], "   "
    for item in items:
        if len(line) + len(item) > width:
            lines.append(line)
            line = "   "
        line += item
    return "".join(f"{line}\n" for line in [*lines, line])


def module_text() -> str:
    names = sorted(ad_era_names())
    body = wrapped([f" {name!r}," for name in names])
    return (f'"""{len(names)} names of the AD era, normalised, from CLDR and everyday use (written by\n'
            '`python -m datenorm.generate.eras`; do not edit). `readings.year_written` wants one beside a year\n'
            'before 1000 written without its zeros."""\n\n'
            f"AD_ERAS = frozenset((\n{body}))\n")


if __name__ == "__main__":
    print(module_text(), end="")
