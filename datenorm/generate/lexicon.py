"""Builds the lexicon a model is trained with (`datenorm.lexicon`): every month and weekday name of every
locale babel knows, wide and abbreviated, format and stand-alone, the curated 'in <month>' cases, English's
extra abbreviations, the everyday names of other languages (`generate.everyday`: 'Mrz', 'tháng Tám') and those of
dateparser's translation data (`generate.dateparser_months`: 'tammik', 'มค'), the
month names of other scripts in Latin letters (`generate.romanised`: 'lypnia'), and each name typed without its
accents. A word of a month name of several words that names one month alone in
its locale and is long enough not to be a common word ('гуравдугаар' of 'гуравдугаар сар') is a name too:
inflection changes the rest ('гуравдугаар сарын'). Each language also gets the names whose bits it narrows
(`Lexicon.for_locale`).

Built at training time and stored with the run and its bundle, so serving never depends on the babel
version installed beside it.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from itertools import takewhile

from babel.dates import get_date_format, get_day_names, get_month_names, tokenize_pattern

from datenorm.generate.dateparser_months import DATEPARSER_MONTHS
from datenorm.generate.everyday import EVERYDAY_MONTHS
from datenorm.generate.field_words import IZAFA
from datenorm.generate.english import _EXTRA_DAY_ABBR, _EXTRA_MONTH_ABBR, _HISTORIC_MONTH_ABBR
from datenorm.generate.inflected import _MONTHS_IN
from datenorm.generate.noise import strip_marks
from datenorm.generate.romanised import romanised_month_names
from datenorm.lexicon import WEEKDAY_BIT, Lexicon, language_of, phrase_key
from datenorm.locales import MONTH_CODE, all_locales, babel_locale
from datenorm.vocab import normalize

_WIDTHS = ("wide", "abbreviated")
_CONTEXTS = ("format", "stand-alone")
MIN_WORD_OF_NAME = 6  # letters of a word taken alone from a month name of several words
MIN_NEW_ASCII = 4  # ASCII letters up to which a name a trained lexicon lacks is not added to it (`extend_lexicon`)


def _keys(name: str) -> set[str]:
    """The phrase keys a name is looked up by: as written and without its accents."""
    if MONTH_CODE.search(name):
        return set()
    keys = set()
    for variant in {name, strip_marks(name)}:
        norm = normalize(variant)
        if any(c.isdigit() for c in norm):  # '5月', 'tháng 5': the digits say the month already
            continue
        key = phrase_key(norm)
        if len(key) >= 2:
            keys.add(key)
    return keys


def _add(phrases: dict[str, int], name: str, bit: int) -> None:
    for key in _keys(name):
        phrases[key] = phrases.get(key, 0) | (1 << bit)


def _words_of_one_month(months: dict[str, int]) -> dict[str, int]:
    """Words of a locale's month names of several words that belong to one month's names alone."""
    found: dict[str, int] = {}
    for key, bits in months.items():
        if " " in key:
            for word in key.split(" "):
                if len(word) >= MIN_WORD_OF_NAME:
                    found[word] = found.get(word, 0) | bits
    return {word: bits for word, bits in found.items()
            if bits & (bits - 1) == 0 and all(word not in key.split(" ") for key, b in months.items() if b != bits)}


def _glued_names(locale) -> list[tuple[str, int]]:
    """Month names with the letters a locale's own date patterns glue to them: Mongolian's genitive
    ("y 'оны' MMMM'ын' d": 'арван нэгдүгээр сарын'), Basque's ('MMMM'ren'': 'urriaren'), and the Tajik izafa
    people write ('июни', `field_words.IZAFA`). A name of several words with its last word inflected is no
    phrase of the table otherwise, and its words alone name several months."""
    patterns = [get_date_format(width, locale=locale).pattern for width in ("full", "long", "medium")]
    patterns += list(locale.datetime_skeletons.values())
    glued: set[tuple[str, str]] = set()  # (field letter, suffix)
    for pattern in patterns:
        tokens = tokenize_pattern(str(pattern))
        for (kind, value), (next_kind, text) in zip(tokens, tokens[1:]):
            if kind == "field" and value[0] in "ML" and value[1] >= 3 and next_kind == "chars":
                suffix = "".join(takewhile(lambda c: c.isalpha() or unicodedata.category(c)[0] == "M", text))
                if suffix:
                    glued.add((value[0], suffix))
    izafa = IZAFA.get(language_of(str(locale)))
    found = []
    for letter, suffix in glued:
        context = "format" if letter == "M" else "stand-alone"
        for width in _WIDTHS:
            for month, name in get_month_names(width, context, locale=locale).items():
                found.append((name + suffix, month))
    if izafa:
        found += [(name.lower() + izafa, month) for month, name in get_month_names("wide", locale=locale).items()]
    return found


@lru_cache(maxsize=1)
def build_lexicon() -> Lexicon:
    """The lexicon of month and weekday names (a few seconds: every locale's data is read; once a process)."""
    phrases, by_language = _names()
    # A language keeps only the names it narrows; the rest read as in the whole table anyway.
    languages = {lang: narrowed for lang, table in sorted(by_language.items())
                 if (narrowed := {key: bits for key, bits in sorted(table.items()) if bits != phrases[key]})}
    return Lexicon(phrases, languages)


@lru_cache(maxsize=1)
def _names() -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    """(phrase -> bits over every language, language -> its own phrases' bits)."""
    phrases: dict[str, int] = {}
    by_language: dict[str, dict[str, int]] = {}
    for locale_id in all_locales():
        locale = babel_locale(locale_id)
        if locale is None:
            continue
        names: dict[str, int] = {}  # this locale's
        months: dict[str, int] = {}
        for width in _WIDTHS:
            for context in _CONTEXTS:
                try:
                    month_names = get_month_names(width, context, locale=locale)
                    days = get_day_names(width, context, locale=locale)
                except Exception:  # a minor locale without this data
                    continue
                for month, name in month_names.items():
                    _add(months, name, month - 1)
                for name in days.values():
                    _add(names, name, WEEKDAY_BIT)
        for name, month in _glued_names(locale):
            _add(months, name, month - 1)
        for table in (months, _words_of_one_month(months)):
            for key, bits in table.items():
                names[key] = names.get(key, 0) | bits
        language = by_language.setdefault(language_of(locale_id), {})
        for key, bits in names.items():
            phrases[key] = phrases.get(key, 0) | bits
            language[key] = language.get(key, 0) | bits
    # in the language's table too: a stated locale keeps them
    for lang, table in [*EVERYDAY_MONTHS.items(), *DATEPARSER_MONTHS.items()]:
        language = by_language.setdefault(lang, {})
        for month, names in table.items():
            for name in names:
                _add(phrases, name, month - 1)
                _add(language, name, month - 1)
    for lang, table in romanised_month_names().items():  # as the language's own names are
        language = by_language.setdefault(lang, {})
        for month, names in table.items():
            for name in names:
                _add(phrases, name, month - 1)
                _add(language, name, month - 1)
    for table in (_EXTRA_MONTH_ABBR, _HISTORIC_MONTH_ABBR):
        for month, names in table.items():
            for name in names:
                _add(phrases, name, month - 1)
    for names in _EXTRA_DAY_ABBR.values():
        for name in names:
            _add(phrases, name, WEEKDAY_BIT)
    for names in _MONTHS_IN.values():
        for month, name in enumerate(names):
            _add(phrases, name.split(" ")[-1], month)  # the month word, without its preposition
    return phrases, by_language


def extend_lexicon(shipped: Lexicon, built: Lexicon | None = None,
                   by_language: dict[str, dict[str, int]] | None = None) -> tuple[Lexicon, int, int]:
    """A trained model's lexicon with the names a newer babel (or curated table) has and it lacks: (the extended
    lexicon, phrases added to the whole table, phrases added for a stated locale alone). The phrases it has keep
    their bits, so every text it reads today gets the same input; a new locale's names ('тыгъэгъазэм', Adyghe's
    December) get theirs, which the model reads as it reads a rare locale's, from the table. Each language's narrowed
    bits are added for the new phrases alone, likewise. `built` and `by_language` (each language's own names) default
    to those of the babel installed here.

    New names of MIN_NEW_ASCII letters or fewer in plain ASCII go to their languages' tables only, read when such a
    locale is stated: the model never saw them as names, and such a word is often a common word of a Latin-script
    language ('age', 'sent', 'ver') that the bits would make a month beside any number ('Age 34' read as 2034-07).
    So do a new locale's names that the lexicon has with other bits ('Naw 1981' with --locale mrh is January)."""
    if built is None:
        built, by_language = build_lexicon(), _names()[1]
    added = {key: bits for key, bits in built.phrases.items() if key not in shipped.phrases}
    short = {key for key in added if key.isascii() and len(key.replace(" ", "")) <= MIN_NEW_ASCII}
    phrases = {**shipped.phrases, **{key: bits for key, bits in added.items() if key not in short}}
    languages = {lang: dict(table) for lang, table in shipped.languages.items()}
    for lang, table in built.languages.items():
        for key, bits in table.items():
            if key in added and key not in short and bits != phrases[key]:
                languages.setdefault(lang, {})[key] = bits
    local = 0
    for lang, table in (by_language or {}).items():
        for key, bits in table.items():
            # A short new name, or one the lexicon has with other bits and this language does not narrow yet (a new
            # locale's 'naw' beside a trained language's; a trained language's own names give the bits it has).
            if key in short or (key in shipped.phrases and bits != shipped.phrases[key]
                                and key not in shipped.languages.get(lang, {})):
                languages.setdefault(lang, {})[key] = bits
                local += 1
    return Lexicon(phrases, languages), len(added) - len(short), local
