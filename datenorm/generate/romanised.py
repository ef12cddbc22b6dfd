"""Month names of languages with scripts of their own as people write them in Latin letters: on keyboards without
the script, in chat, in passports' and visas' Latin lines, in transcribed records: '16 lypnia 1990' (Ukrainian
'липня'), '5 marta 2020' (Russian), '16 zheltoqsan 1991' (Kazakh), '3 Dekemvriou 1999' (Greek), '12 ianvari 2001'
(Georgian), '5 hunvari 1998' (Armenian). CLDR writes these months in their scripts only; the generator writes dates
with each locale's CLDR names transliterated, by the plain English-style scheme most people type ('zh', 'kh', 'ya')
or the scholarly one with marks ('ž', 'x', 'ja'), and the lexicon (`generate.lexicon`) reads them as the months
they name."""

from __future__ import annotations

import unicodedata
from datetime import date
from functools import lru_cache

from babel.dates import get_month_names

from datenorm.dates import to_iso
from datenorm.generate.context import Context, Draft
from datenorm.locales import MONTH_CODE, all_locales, babel_locale

# Cyrillic letter -> (plain, scholarly); a language's own letters and readings below override these
_CYRILLIC = {
    "а": ("a", "a"), "б": ("b", "b"), "в": ("v", "v"), "г": ("g", "g"), "д": ("d", "d"), "е": ("e", "e"),
    "ё": ("yo", "ë"), "ж": ("zh", "ž"), "з": ("z", "z"), "и": ("i", "i"), "й": ("y", "j"), "к": ("k", "k"),
    "л": ("l", "l"), "м": ("m", "m"), "н": ("n", "n"), "о": ("o", "o"), "п": ("p", "p"), "р": ("r", "r"),
    "с": ("s", "s"), "т": ("t", "t"), "у": ("u", "u"), "ф": ("f", "f"), "х": ("kh", "x"), "ц": ("ts", "c"),
    "ч": ("ch", "č"), "ш": ("sh", "š"), "щ": ("shch", "šč"), "ъ": ("", ""), "ы": ("y", "y"), "ь": ("", "'"),
    "э": ("e", "è"), "ю": ("yu", "ju"), "я": ("ya", "ja"),
    # Kazakh, Kyrgyz, Mongolian, Tajik, Tatar and Bashkir letters
    "ә": ("a", "ä"), "ғ": ("gh", "ğ"), "қ": ("q", "q"), "ң": ("ng", "ñ"), "ө": ("o", "ö"), "ұ": ("u", "ū"),
    "ү": ("u", "ü"), "һ": ("h", "h"), "і": ("i", "i"), "ї": ("yi", "ï"), "є": ("ye", "je"), "ґ": ("g", "g"),
    "ў": ("w", "ŭ"), "ј": ("j", "j"), "љ": ("lj", "lj"), "њ": ("nj", "nj"), "ћ": ("c", "ć"), "ђ": ("dj", "đ"),
    "џ": ("dz", "dž"), "ѓ": ("gj", "ǵ"), "ќ": ("kj", "ḱ"), "ѕ": ("dz", "dz"), "ӣ": ("i", "ī"), "ӯ": ("u", "ū"),
    "ҳ": ("h", "ḩ"), "ҷ": ("j", "č"), "ҡ": ("q", "q"), "ҙ": ("dh", "ź"), "ҫ": ("th", "ś"), "ӊ": ("ng", "ñ"),
}  # fmt: skip
_LANGUAGE_LETTERS = {
    # Ukraine's national system (the one of its passports): 'и' is y, 'г' h, 'ю' iu, 'я' ia, 'й' i inside a word
    "uk": {"и": ("y", "y"), "г": ("h", "h"), "ю": ("iu", "ju"), "я": ("ia", "ja"), "й": ("i", "j"), "є": ("ie", "je"),
           "х": ("kh", "ch"), "ь": ("", "'")},
    "be": {"г": ("h", "h"), "х": ("kh", "ch"), "ц": ("ts", "c")},
    "bg": {"ъ": ("a", "ă"), "щ": ("sht", "št"), "й": ("y", "j"), "ю": ("yu", "ju"), "я": ("ya", "ja"),
           "х": ("h", "h")},
    # Serbian's and Macedonian's Latin alphabets: the scholarly column is how they write themselves
    "sr": {"ж": ("zh", "ž"), "ч": ("ch", "č"), "ш": ("sh", "š"), "ц": ("c", "c"), "х": ("h", "h"), "ћ": ("c", "ć"),
           "ђ": ("dj", "đ"), "џ": ("dz", "dž")},
    "mk": {"ж": ("zh", "ž"), "ч": ("ch", "č"), "ш": ("sh", "š"), "ц": ("c", "c"), "х": ("h", "h")},
}  # fmt: skip
_GREEK = {
    "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k", "λ": "l",
    "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "y", "φ": "f",
    "χ": "ch", "ψ": "ps", "ω": "o",
}  # fmt: skip
# Greek pairs read as one sound, as ELOT 743 (the passports') and common typing write them, first and second way
_GREEK_PAIRS = {"ου": ("ou", "ou"), "αι": ("ai", "e"), "ει": ("ei", "i"), "οι": ("oi", "i"), "αυ": ("av", "af"),
                "ευ": ("ev", "ef"), "μπ": ("b", "mp"), "ντ": ("nt", "d"), "γγ": ("ng", "gg"), "γκ": ("gk", "g")}
# Georgian's national system (with and without the apostrophe of its ejectives) and Armenian's common one
_GEORGIAN = {
    "ა": "a", "ბ": "b", "გ": "g", "დ": "d", "ე": "e", "ვ": "v", "ზ": "z", "თ": "t", "ი": "i", "კ": "k'", "ლ": "l",
    "მ": "m", "ნ": "n", "ო": "o", "პ": "p'", "ჟ": "zh", "რ": "r", "ს": "s", "ტ": "t'", "უ": "u", "ფ": "p", "ქ": "k",
    "ღ": "gh", "ყ": "q'", "შ": "sh", "ჩ": "ch", "ც": "ts", "ძ": "dz", "წ": "ts'", "ჭ": "ch'", "ხ": "kh", "ჯ": "j",
    "ჰ": "h",
}  # fmt: skip
_ARMENIAN = {
    "ա": "a", "բ": "b", "գ": "g", "դ": "d", "ե": "e", "զ": "z", "է": "e", "ը": "y", "թ": "t", "ժ": "zh", "ի": "i",
    "լ": "l", "խ": "kh", "ծ": "ts", "կ": "k", "հ": "h", "ձ": "dz", "ղ": "gh", "ճ": "ch", "մ": "m", "յ": "y", "ն": "n",
    "շ": "sh", "ո": "o", "չ": "ch", "պ": "p", "ջ": "j", "ռ": "r", "ս": "s", "վ": "v", "տ": "t", "ր": "r", "ց": "ts",
    "փ": "p", "ք": "k", "օ": "o", "ֆ": "f", "և": "ev",
}  # fmt: skip
ROMANISED_LANGUAGES = ("ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg", "tt", "ba", "el", "ka", "hy")

# '{mon}': the romanised name (format, or stand-alone without a day); Russian's 'g.' and Ukrainian's 'r.' (year)
_TEMPLATES = ("{d} {mon} {y}", "{d} {mon} {y}", "{dd} {mon} {y}", "{d}. {mon} {y}", "{d}-{mon}-{y}",
              "{mon} {d}, {y}", "{d} {mon}, {y}", "{mon} {y}")
_YEAR_WORD = {"ru": " g.", "uk": " r.", "be": " h.", "bg": " g.", "sr": ".", "mk": " g."}


def romanise(text: str, language: str, scholarly: bool = False) -> str:
    """`text` of `language`'s script in Latin letters (plain or scholarly; see the module's docstring), lower case,
    any character with no rule kept."""
    text = unicodedata.normalize("NFC", text.lower())
    column = 1 if scholarly else 0
    if language == "el":
        text = "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")
        for pair, spelled in _GREEK_PAIRS.items():
            text = text.replace(pair, spelled[column])
        return "".join(_GREEK.get(c, c) for c in text)
    if language == "ka":
        return "".join(_GEORGIAN.get(c, c) if scholarly else _GEORGIAN.get(c, c).replace("'", "") for c in text)
    if language == "hy":
        return "".join(_ARMENIAN.get(c, c) for c in text.replace("ու", "u"))
    letters = {**_CYRILLIC, **_LANGUAGE_LETTERS.get(language, {})}
    out = []
    for k, c in enumerate(text):
        if c in ("ю", "я", "є", "й") and language == "uk" and (k == 0 or not text[k - 1].isalpha()):
            out.append({"ю": "yu", "я": "ya", "є": "ye", "й": "y"}[c])  # at a word's start: y, as the system says
        else:
            out.append(letters.get(c, (c, c))[column])
    return "".join(out)


@lru_cache(maxsize=None)
def _names(locale_id: str, context: str, width: str) -> dict[int, str]:
    locale = babel_locale(locale_id)
    if locale is None:
        return {}
    try:
        names = get_month_names(width, context, locale=locale)
    except Exception:  # a minor locale without this data
        return {}
    return {month: name for month, name in names.items() if not MONTH_CODE.search(name)}


def romanised_names(ctx: Context, day: date) -> Draft | None:
    """A date with a month name of a Cyrillic, Greek, Georgian or Armenian locale in Latin letters: '16 lypnia 1990',
    '5 marta 2020 g.', 'Dekemvrios 1999' -> 'YYYY-MM-DD' (or 'YYYY-MM' without a day)."""
    rng = ctx.rng
    langs = [lang for lang in ROMANISED_LANGUAGES if lang in ctx.pools.languages]
    if not langs:
        return None
    lang = rng.choice(langs)
    locale = rng.choice(ctx.pools.languages[lang])
    template = rng.choice(_TEMPLATES)
    with_day = "{d" in template
    # after a day, the format names (Russian's and Ukrainian's genitive); alone, the stand-alone ones
    names = _names(locale, "format" if with_day else "stand-alone", "wide" if rng.random() < 0.8 else "abbreviated")
    if day.month not in names:
        return None
    name = romanise(names[day.month], lang, scholarly=rng.random() < 0.25).rstrip(".")
    if not name or name == names[day.month].lower().rstrip("."):  # none, or a locale written in Latin letters
        return None
    if not name.isascii() and rng.random() < 0.5:
        name = "".join(c for c in unicodedata.normalize("NFD", name) if unicodedata.category(c) != "Mn")
    case = rng.random()
    name = name.upper() if case < 0.1 else name.title() if case < 0.45 else name
    text = template.format(d=day.day, dd=f"{day.day:02d}", mon=name, y=day.year)
    if rng.random() < 0.15:
        text += _YEAR_WORD.get(lang, "")
    target = day.isoformat() if with_day else to_iso(day.year, day.month)
    return Draft(text, target, locale, "DMY")


def romanised_month_names() -> dict[str, dict[int, set[str]]]:
    """Every romanised month name the generator writes, by language: month -> names (both schemes, with and
    without marks), for the lexicon."""
    out: dict[str, dict[int, set[str]]] = {}
    for locale_id in all_locales():
        lang = locale_id.split("_")[0]
        if lang not in ROMANISED_LANGUAGES:
            continue
        table = out.setdefault(lang, {})
        for context in ("format", "stand-alone"):
            for width in ("wide", "abbreviated"):
                for month, name in _names(locale_id, context, width).items():
                    for scholarly in (False, True):
                        latin = romanise(name, lang, scholarly).rstrip(".")
                        if latin and latin != name.lower().rstrip("."):
                            table.setdefault(month, set()).add(latin)
    return out
