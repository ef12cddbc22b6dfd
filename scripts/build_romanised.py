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

CLDR transliterates none of the Brahmic, Arabic-script or Burmese locales, so their months come from a hand-written
table (`CURATED`: the spellings of the Thai Royal General System, the common Khmer, Lao and Burmese ones, the chat
spellings of the Levant's, the Maghreb's and Egypt's Arabic names, Persian's and Hindustani's Gregorian names), each
written with the locale's own CLDR name. Those keep spellings shorter than five letters ('mina', 'aab') and spellings
of two words ('kanun el tani'), which `romanised.romanised_months` reads only in a date's place (between a day and a
year, or after a word for 'month').
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
    return table | {key: name for key, name in curated(latin).items() if key not in table}


# Locale -> month -> spellings ('_' a space). A spelling a locale written in Latin letters gives as a month's or a
# weekday's name is left out (the model reads it already, or it names something else: Turkish 'nisan', Hebrew's
# 'tammuz' and 'adar', which `hebrew` reads with a Hebrew year, Persian's 'azar', a month of its own calendar).
CURATED = {
    "th": {1: "mokkarakhom makarakhom mokarakhom mokkarakom makarakom", 2: "kumphaphan kumpaphan kumphapan kumphaphun",
           3: "minakhom meenakhom minakom", 4: "mesayon maysayon mesayan mesayone",
           5: "phruetsaphakhom phrutsaphakhom pruetsapakhom prutsapakhom phruetsaphakom pruedsapakom",
           6: "mithunayon mitunayon mithunayan", 7: "karakadakhom karakadakom karakatakhom garakadakom",
           8: "singhakhom singhakom singkhakhom", 9: "kanyayon kanyayan kanyayone", 10: "tulakhom tulakom",
           11: "phruetsachikayon phrutsachikayon pruetsajikayon phruetsajikayon", 12: "thanwakhom thanwakom tanwakhom"},
    "km": {1: "makara meakkara makkara", 2: "kompheak kumpheak kompeak kumphak", 3: "mina meena", 4: "mesa",
           5: "ousaphea osaphea ousophea usaphea", 6: "mithona mithuna", 7: "kakkada kakada", 8: "seiha seyha sayha",
           9: "kanha kagna", 10: "tola tula", 11: "vicheka vichika vichheka", 12: "thnu thnou tnou"},
    "lo": {1: "mangkon mangkone mungkon", 2: "kumpha koumpha kumphaa", 3: "minaa", 4: "mesaa",
           5: "phutsapha pheudsaphaa phuetsapha phoudsapha", 6: "mithunaa mithounaa", 7: "kolakot korakot kolakod",
           8: "singhaa singha", 9: "kanyaa kanya", 10: "tulaa toulaa", 11: "phachik pachik", 12: "thanva thanvaa thanwa"},
    "my": {1: "zanwari zanawari zanwari-la", 2: "pepawari phephawari hpepawari pepawari-la", 3: "mat-la",
           4: "eprei ei-pyi epyi ebyi epyi-la", 5: "mei-la", 6: "zun-la", 7: "zulai zu-lai zulai-la",
           8: "ogot aw-gat ogot-la", 9: "settinba sat-tin-ba settinba-la", 10: "auktoba auk-to-ba auktoba-la",
           11: "nowinba no-win-ba nowinba-la", 12: "dizinba di-zin-ba dizinba-la"},
    "ar_SY": {1: " ".join(f"{k}_{a}_{t}" for k in ("kanun", "kanoun", "kanoon") for a in ("el", "al", "il")
                          for t in ("tani", "thani", "thaani")),
              2: "shbat shubat shobat sbat", 3: "adhar", 4: "neesan", 5: "ayyar ayar aiyar ayyaar",
              6: "hziran hzeiran huzairan hzayran", 7: "tammouz tamouz tmouz", 8: "ab aab", 9: "aylul ailul ayloul",
              10: " ".join(f"{t}_{a}_{o}" for t in ("tishrin", "tishreen", "teshrin", "teshreen", "tichrine")
                           for a in ("el", "al", "il") for o in ("awwal", "awal", "auwal")),
              11: " ".join(f"{t}_{a}_{o}" for t in ("tishrin", "tishreen", "teshrin", "teshreen", "tichrine")
                           for a in ("el", "al", "il") for o in ("tani", "thani", "thaani")),
              12: " ".join(f"{k}_{a}_{o}" for k in ("kanun", "kanoun", "kanoon") for a in ("el", "al", "il")
                           for o in ("awwal", "awal", "auwal"))},
    "ar_MA": {1: "yanayir yennayer yanayer", 2: "fbrayer fabrayir febrayer fibrayir fabrayer", 6: "yunyu younyou",
              7: "yulyuz youlyouz yulyoz", 8: "ghusht ghosht ghocht ghucht", 9: "shutanbir chtanbir shtanbir shutanbar",
              10: "uktubar", 11: "nunbir nounbir nonbir", 12: "dujanbir dijanbir dojanbir"},
    "ar_EG": {3: "maris mares maares", 4: "ebril ibril", 5: "mayu mayoo", 6: "yonyo younyo", 7: "yolyo yulyu youlyou",
              8: "aghustus aghostos oghostos aghosstos", 9: "sebtember sibtambir sebtamber sebtembar",
              11: "novamber nofember nufambir nofamber", 12: "disamber dismbir disember"},
    "fa": {1: "zhanvie zhanvieh janvieh zhanviyeh", 2: "fevrie fevrieh fevriyeh", 5: "meh",
           6: "zhuan zhoan zhuen", 7: "zhuiye zhuiyeh zhuie", 9: "septambr septambre", 10: "oktobr",
           11: "novambr novambre", 12: "desambr desambre dessambr"},
    "hi": {1: "janavari janvari janwari janavri", 2: "faravari farvari pharvari farwari fervari",
           4: "aprail aprael", 6: "joon", 7: "julai julaai", 8: "agast agasta", 9: "sitambar sitamber sitmbar",
           10: "aktubar aktoobar", 11: "navambar nawambar navamber", 12: "disambar dasambar disembar"},
}


def curated(latin: dict[str, set[int]]) -> dict[str, str]:
    """`CURATED`'s spellings -> the locale's CLDR name, less those `latin` names (see there)."""
    table: dict[str, str] = {}
    for locale_id, months in CURATED.items():
        cldr = get_month_names("wide", "format", locale=babel_locale(locale_id))
        for month, spellings in months.items():
            for spelling in spellings.split():
                key = spelling.replace("_", " ")
                if key not in latin:
                    table.setdefault(key, cldr[month])
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
