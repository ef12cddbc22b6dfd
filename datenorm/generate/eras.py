"""The names CLDR gives the era of AD years (index 1 of each locale's wide, abbreviated and narrow eras), and
of BC years (index 0, wide and abbreviated), in the form `vocab.normalize` leaves them: the tables
`datenorm/eras.py` ships, so serving never loads babel.

    python -m datenorm.generate.eras > datenorm/eras.py      # after a babel upgrade (a test compares them)
"""

from __future__ import annotations

import babel
from babel import Locale, localedata

from datenorm.vocab import normalize

# Written beside early years and not all in CLDR's data: English, and the everyday short forms of French,
# Spanish, Italian, Portuguese, German and Hungarian ('800 apr. J.-C.', '79 d.C.', '85 n.Chr.', 'Kr. u. 896': CLDR
# has only 'i. sz.').
_EVERYDAY = ("ad", "a.d.", "ce", "c.e.", "a.d", "c.e", "apr. j.-c.", "apr. j-c", "apr. jc", "ap. jc", "apr j.-c.",
             "d. de c.", "d.c", "dc.", "n. chr", "n.chr", "n. u. z.", "d.c.n.", "kr. u.", "kr.u.")


# BC's everyday short forms ('1200 BC', '44 a.C.', '753 v. Chr.') and Russian's written out (CLDR has
# Ukrainian's); CLDR's own names of two letters or fewer, and of three without a dot or space, are left out, as
# many are words or abbreviations beside a number too ('pm', 'am', 'km', 'cc', 'my', 'ksa').
_EVERYDAY_BC = ("bc", "b.c.", "b.c", "bce", "b.c.e.", "a.c.", "a. c.", "a.c", "v. chr.", "v.chr.", "ق.م", "ق.م.",
                "π.χ.", "kr. e.", "kr.e.", "до нашей эры")
_MIN_BC_LETTERS = 3


def bc_era_names() -> frozenset[str]:
    """Every locale's BC era names of four letters or more (three with a dot or space), less any that is also an
    AD name ('до н. э.', 'av. j.-c.', 'sebelum masehi', 'f.kr.'), with the everyday short forms. Chinese and
    Japanese ('公元前', '紀元前') have three characters and no dot: CJK characters count as two letters."""
    ad = ad_era_names()
    names = set(_EVERYDAY_BC)
    for ident in localedata.locale_identifiers():
        eras = Locale.parse(ident).eras
        for width in ("wide", "abbreviated"):
            name = normalize(eras.get(width, {}).get(0) or "")
            letters = sum(1 + ("\u3000" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af") for c in name if c.isalpha())
            if (letters > _MIN_BC_LETTERS or (letters == _MIN_BC_LETTERS and not name.isalpha())) and name not in ad:
                names.add(name)
    return frozenset(names)


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
    names, bc = sorted(ad_era_names()), sorted(bc_era_names())
    body = wrapped([f" {name!r}," for name in names])
    bc_body = wrapped([f" {name!r}," for name in bc])
    return (f'"""{len(names)} names of the AD era and {len(bc)} of BC, normalised, from CLDR of babel {babel.__version__}\n'
            'and everyday use (written by `python -m datenorm.generate.eras`; do not edit). `readings.year_written` wants an AD name\n'
            'beside a year before 1000 written without its zeros; `readings.bc_era` finds a BC name beside a year."""\n\n'
            f"AD_ERAS = frozenset((\n{body}))\n\n"
            f"BC_ERAS = frozenset((\n{bc_body}))\n")


if __name__ == "__main__":
    print(module_text(), end="")
