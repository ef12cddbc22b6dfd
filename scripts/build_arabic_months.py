"""Writes datenorm/arabic_months.json: the month names of every CLDR locale written in the Arabic script, and each
name's skeleton (`month_forms.arabic_skeleton`: hamza seats, alef maqsura, teh marbuta, Persian, Urdu and Pashto
letters as their plain Arabic ones, vowel marks and tatweel dropped) with one of the names it stands for, so that
`month_forms.arabic_script_months` writes a name typed without its hamza ('ايار', 'اكتوبر'), with an Urdu or
Pashto letter for an Arabic one ('ډسمبر') or stretched with tatweel ('مـــارس') as CLDR writes it. A skeleton that
two months share is left out. Loading these names from babel at run time takes seconds (79 locales); run this again
after a babel upgrade: `python scripts/build_arabic_months.py`.
"""

from __future__ import annotations

import argparse
import json
import re
import unicodedata
from pathlib import Path

from babel.dates import get_month_names

from datenorm.locales import all_locales, babel_locale
from datenorm.month_forms import arabic_skeleton

OUT = Path(__file__).resolve().parents[1] / "datenorm" / "arabic_months.json"
_ARABIC = re.compile("[\u0600-\u06ff]")


def names() -> dict[str, set[int]]:
    """Every Arabic-script month name of CLDR (NFKC, format and stand-alone, wide and abbreviated) -> its months."""
    out: dict[str, set[int]] = {}
    for locale_id in all_locales():
        locale = babel_locale(locale_id)
        if locale is None:
            continue
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                try:
                    table = get_month_names(width, context, locale=locale)
                except Exception:  # a minor locale without this data
                    continue
                for month, name in table.items():
                    name = unicodedata.normalize("NFKC", name).casefold().rstrip(".")
                    if _ARABIC.search(name) and " " not in name:
                        out.setdefault(name, set()).add(month)
    return out


def build() -> dict[str, object]:
    by_name = names()
    skeletons: dict[str, dict[str, set[int]]] = {}
    for name, months in by_name.items():
        skeletons.setdefault(arabic_skeleton(name), {})[name] = months
    table = {}
    for skeleton, spelled in sorted(skeletons.items()):
        months = set().union(*spelled.values())
        if len(months) == 1 and len(skeleton) >= 2:
            table[skeleton] = min(spelled, key=lambda n: (-len(by_name[n]), n))  # the name most locales give
    return {"names": sorted(by_name), "skeletons": table}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the table (default: %(default)s)")
    args = parser.parse_args()
    table = build()
    args.out.write_text(json.dumps(table, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(table['names'])} names, {len(table['skeletons'])} skeletons -> {args.out}")


if __name__ == "__main__":
    main()
