"""Writes datenorm/romanised_months.json: month names of Cyrillic, Greek, Georgian and Armenian locales as people type
them in Latin letters ('serpnya', 'veresnia', 'martiou', 'ivnisi'), each with the name in its script that
`vocab.normalize` writes for it beside a date's number (`romanised.romanised_months`), so that the model reads the
name it was trained on.

The spellings are the generator's two schemes (`generate.romanised.romanise`: the plain English-style one and the
scholarly one, with and without its marks, its 'j' also as 'i') and the plain scheme's common variants ('ia'/'ya',
'iu'/'yu', 'ie'/'ye', 'kh'/'h', 'zh'/'j', 'w'/'u'). A spelling is left out when it names two months, when a locale
written in Latin letters has it as a month's or a weekday's name ('marti' is Romanian's Tuesday typed without its comma;
'september' is English's, which stays as written), or when it has fewer than five letters ('sent', 'serp': words, or
abbreviations of several). Run it again after a babel upgrade: `python scripts/build_romanised.py`.
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from pathlib import Path

from babel.dates import get_day_names, get_month_names

from datenorm.generate.romanised import ROMANISED_LANGUAGES, romanise
from datenorm.locales import MONTH_CODE, all_locales, babel_locale

OUT = Path(__file__).resolve().parents[1] / "datenorm" / "romanised_months.json"
_VARIANTS = (("ya", "ia"), ("ia", "ya"), ("yu", "iu"), ("iu", "yu"), ("ye", "ie"), ("ie", "ye"), ("kh", "h"),
             ("zh", "j"), ("w", "u"))


def bare(text: str) -> str:
    """Case-folded, without combining marks: how a typed word is looked up."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if unicodedata.category(c) != "Mn")


def names(locale_id: str, kind: str) -> dict[int, set[str]]:
    """Month (or, with kind 'day', weekday index + 100) -> the locale's names in every context and width."""
    locale = babel_locale(locale_id)
    out: dict[int, set[str]] = {}
    if locale is None:
        return out
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated"):
            try:
                table = (get_month_names if kind == "month" else get_day_names)(width, context, locale=locale)
            except Exception:  # a minor locale without this data
                continue
            for key, name in table.items():
                if not MONTH_CODE.search(name):
                    out.setdefault(key if kind == "month" else 100 + key, set()).add(name.rstrip("."))
    return out


def latin_names() -> dict[str, set[int]]:
    """What each month's or weekday's name of a locale written in Latin letters names (weekdays as 100-106)."""
    out: dict[str, set[int]] = {}
    for locale_id in all_locales():
        for kind in ("month", "day"):
            for key, spelled in names(locale_id, kind).items():
                for name in spelled:
                    if name.isascii() or all(ord(c) < 0x250 for c in name if c.isalpha()):
                        out.setdefault(bare(name), set()).add(key)
    return out


def build() -> dict[str, str]:
    native: dict[str, dict[str, set[int]]] = {}  # spelling -> name in its script -> months
    for locale_id in all_locales():
        lang = locale_id.split("_")[0]
        if lang not in ROMANISED_LANGUAGES:
            continue
        for month, spelled in names(locale_id, "month").items():
            for name in spelled:
                if all(ord(c) < 0x250 for c in name if c.isalpha()):  # a locale written in Latin letters ('sr_Latn')
                    continue
                plain = romanise(name, lang)
                scholarly = romanise(name, lang, scholarly=True)
                spellings = {plain, scholarly, scholarly.replace("j", "i")}
                spellings |= {plain.replace(a, b) for a, b in _VARIANTS if a in plain}
                for spelling in spellings:
                    key = bare(spelling).replace("'", "")
                    if key != bare(name) and key.isalpha():
                        native.setdefault(key, {}).setdefault(unicodedata.normalize("NFKC", name).casefold(),
                                                              set()).add(month)
    latin = latin_names()
    table = {}
    for key, by_name in sorted(native.items()):
        months = set().union(*by_name.values())
        if len(key) < 5 or len(months) != 1 or key in latin:
            continue
        table[key] = min(by_name, key=lambda n: (len(n), n))  # one name in its script, the same each run
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="where to write the table (default: %(default)s)")
    args = parser.parse_args()
    table = build()
    args.out.write_text(json.dumps(table, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{len(table)} spellings -> {args.out}")


if __name__ == "__main__":
    main()
