"""How people write a date with an AD year: the format families, one builder each (their weights are in
`families.py`, beside those of `calendars.py`).

A builder takes a `Context` (the chunk's random source and locale pools) and a date, and returns a
`Draft` written at some precision, or None when it cannot write that date (a two-digit year outside
the pivot window, a locale without month names); the caller then draws again. Month and day names
come from babel's CLDR data, never from hand-typed tables; only the English variants CLDR lacks
("Sept", "Tues", "Thurs", ordinals) and the sentence frames around names are written here.
"""

from __future__ import annotations

import copy
import random
import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Callable

from babel import Locale, localedata
from babel.dates import get_date_format, get_day_names, get_month_names, match_skeleton, parse_pattern, tokenize_pattern
from babel.localedata import locale_identifiers

from datenorm.dates import ORDERS, locale_order, numeric_readings, read_fields, to_iso, two_digit_year_ok

# Locales that real held-out data mostly comes from; half of the CLDR rows draw from these.
MAJOR_LOCALES = (
    "en_US", "en_GB", "en_CA", "en_AU", "en_IN", "fr_FR", "fr_CA", "de_DE", "de_AT", "de_CH",
    "es_ES", "es_MX", "es_AR", "it_IT", "pt_BR", "pt_PT", "nl_NL", "ru_RU", "uk_UA", "pl_PL",
    "cs_CZ", "sv_SE", "da_DK", "nb_NO", "fi_FI", "tr_TR", "el_GR", "hu_HU", "ro_RO", "ja_JP",
    "zh_Hans_CN", "zh_Hant_TW", "ko_KR", "ar_EG", "he_IL", "hi_IN", "id_ID", "vi_VN", "th_TH", "fa_IR",
)  # fmt: skip
STANDARD_FORMATS = ("short", "medium", "long", "full")
DAY_SKELETONS = ("yMd", "yMMdd", "yMEd", "yMMMd", "yMMMMd", "yMMMEd", "yMMMMEd", "yMMMMEEEEd", "yMEEEEd", "GyMMMd")
MONTH_SKELETONS = ("yMMM", "yMMMM", "yM", "yMM")
YEAR_SKELETONS = ("y",)
_MONTH_CODE = re.compile(r"M\d\d")  # 'M05': CLDR root's stand-in for a missing month name
_WIDTHS = {3: "abbreviated", 4: "wide", 5: "narrow"}
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class Draft:
    """One written date: the text, its ISO target at the written precision, and how it was written."""

    input: str
    target: str
    locale: str
    order: str
    ambiguous: bool = False


@dataclass(frozen=True)
class Pools:
    """The locales each family may use: all given ones, the major ones among them, and per language."""

    all: tuple[str, ...]
    major: tuple[str, ...]
    en: dict[str, tuple[str, ...]]  # template order -> English locales to label it with
    cjk: dict[str, tuple[str, ...]]  # 'ja' / 'zh' / 'ko' -> locales
    localized: dict[str, tuple[str, ...]]  # language of _LOCALIZED -> locales
    calendars: dict[str, tuple[str, ...]]  # 'ja' / 'th' / 'zh' -> locales, for the other year counts (calendars.py)


@dataclass
class Context:
    """What a builder draws from: one chunk's random source and the locale pools of the run."""

    rng: random.Random
    pools: Pools

    def pick_locale(self) -> str:
        """Half the time one of the major locales, half the time any given locale, uniformly."""
        pool = self.pools.major if self.rng.random() < 0.5 else self.pools.all
        return self.rng.choice(pool)


@dataclass(frozen=True)
class FormatFamily:
    weight: float
    build: Callable[[Context, date], Draft | None]
    description: str
    needs: str = ""  # a Pools field that must be non-empty for the family to be drawn


def language(locale_id: str) -> str:
    return locale_id.split("_")[0]


@lru_cache(maxsize=None)
def all_locales() -> tuple[str, ...]:
    return tuple(sorted(locale_identifiers()))


@lru_cache(maxsize=None)
def build_pools(locales: tuple[str, ...] | None) -> Pools:
    """Locale pools for a (validated) locale list; None means every locale babel knows."""
    given = locales if locales is not None else all_locales()
    given_set = set(given)
    major = tuple(loc for loc in MAJOR_LOCALES if loc in given_set) or given
    by_lang: dict[str, list[str]] = {}
    for loc in given:
        by_lang.setdefault(language(loc), []).append(loc)
    if locales is None:
        en = {"MDY": ("en_US",), "DMY": ("en_GB",), "YMD": ("en_US",)}
        cjk = {lang: _CJK[lang][0] for lang in _CJK}
        localized = {lang: (default,) for lang, (default, _) in _LOCALIZED.items()}
        calendars = {"ja": ("ja_JP",), "th": ("th_TH",), "zh": ("zh_Hant_TW", "zh_Hans_CN")}
    else:
        en_all = tuple(by_lang.get("en", ()))
        en = {o: tuple(x for x in en_all if locale_order(x) == o) or en_all for o in ORDERS} if en_all else {}
        cjk = {lang: tuple(by_lang[lang]) for lang in _CJK if lang in by_lang}
        localized = {lang: tuple(by_lang[lang]) for lang in _LOCALIZED if lang in by_lang}
        calendars = {lang: tuple(by_lang[lang]) for lang in ("ja", "th", "zh") if lang in by_lang}
    return Pools(all=tuple(given), major=major, en=en, cjk=cjk, localized=localized, calendars=calendars)


# --- babel data, cached per locale -------------------------------------------------------------------


# Subtrees of CLDR data that formatting a date reads; each Locale below gets its own copy of them.
_DATE_DATA = ("months", "days", "eras", "quarters", "day_periods", "date_formats", "datetime_formats",
              "datetime_skeletons", "interval_formats")  # fmt: skip
_PRISTINE: dict = {}  # babel's locale-data cache layout, only ever read to copy from


@lru_cache(maxsize=None)
def babel_locale(locale_id: str) -> Locale | None:
    """A babel Locale whose date data is private to it; None for a locale babel cannot load.

    babel (2.18 and earlier, python-babel/babel#1234) memoises resolved aliases back into data that
    inheriting locales share, so a month name could depend on which locales were used before in the
    process (fr stand-alone months read 'M01' after some others). Loading into a cache nothing else
    reads through and copying the date subtrees per locale keeps results independent of that order.
    """
    try:
        loc = Locale.parse(locale_id)
        shared_cache, localedata._cache = localedata._cache, _PRISTINE
        try:
            data = dict(localedata.load(loc._Locale__data_identifier))
        finally:
            localedata._cache = shared_cache
    except Exception:  # babel raises several types for odd ids; a locale we cannot load is skipped
        return None
    for key in _DATE_DATA:
        if key in data:
            data[key] = copy.deepcopy(data[key])
    loc._Locale__data = localedata.LocaleDataDict(data)
    return loc


@lru_cache(maxsize=None)
def month_names(locale_id: str, width: str = "wide", context: str = "format") -> dict[int, str]:
    return dict(get_month_names(width, context, locale=babel_locale(locale_id)))


@lru_cache(maxsize=None)
def day_names(locale_id: str, width: str = "wide") -> dict[int, str]:
    return dict(get_day_names(width, "format", locale=babel_locale(locale_id)))


@dataclass(frozen=True)
class CldrPattern:
    pattern: object  # babel DateTimePattern
    letters: str  # its field letters in order, e.g. 'EdMy'
    order: str | None  # field order written, None when a field is missing (partial dates)
    two_digit_year: bool
    numeric: bool  # only numeric year/month/day fields: ambiguity applies

    def format(self, day: date, locale_id: str) -> str:
        return self.pattern.apply(day, babel_locale(locale_id))


@lru_cache(maxsize=None)
def cldr_pattern(locale_id: str, key: str) -> CldrPattern | None:
    """A locale's standard format ('short'...) or skeleton ('yMMMd'...), or None if babel has no usable one."""
    loc = babel_locale(locale_id)
    if loc is None:
        return None
    try:
        if key in STANDARD_FORMATS:
            pattern = get_date_format(key, locale=loc)
        else:
            pattern = parse_pattern(loc.datetime_skeletons[match_skeleton(key, loc.datetime_skeletons)])
        pattern.apply(date(2001, 5, 3), loc)
        fields = [value for kind, value in tokenize_pattern(pattern.pattern) if kind == "field"]
        names = [month_names(locale_id, _WIDTHS[n], "format" if c == "M" else "stand-alone")
                 for c, n in fields if c in "ML" and n >= 3]  # fmt: skip
    except Exception:  # missing or malformed CLDR data in a minor locale: skip this format
        return None
    if any(_MONTH_CODE.fullmatch(name) for months in names for name in months.values()):
        return None
    letters = "".join(c for c, _ in fields if c in "yMLd").upper().replace("L", "M")
    order = letters if len(letters) == 3 else None
    numeric = all(c in "yMLd" and (c not in "ML" or n <= 2) for c, n in fields)
    if order is not None and order not in ORDERS:
        if numeric:
            return None  # e.g. year-day-month numerals: our three orders cannot label them
        order = "YMD" if order[0] == "Y" else "DMY"  # as dates.locale_order does
    two_digit = any(c == "y" and n == 2 for c, n in fields)
    return CldrPattern(pattern, "".join(c for c, _ in fields), order, two_digit, numeric)


def _cldr(ctx: Context, day: date, keys: tuple[str, ...], target: str) -> Draft | None:
    """Format `day` with the first usable of `keys` (shuffled) in a picked locale."""
    loc = ctx.pick_locale()
    for key in ctx.rng.sample(keys, len(keys)):
        pat = cldr_pattern(loc, key)
        if pat is None or (pat.two_digit_year and not two_digit_year_ok(day.year)):
            continue
        text = pat.format(day, loc)
        ambiguous = False
        if pat.order is not None and pat.numeric:
            fields = tuple(_DIGITS.findall(text))
            if len(fields) != 3 or read_fields(fields, pat.order) != target:
                continue
            ambiguous = ambiguous_fields(fields, pat.order, target)
        return Draft(text, target, loc, pat.order or locale_order(loc), ambiguous)
    return None


def ambiguous_fields(fields: tuple[str, str, str], order: str, target: str) -> bool:
    """Whether the numeric fields read as a different valid date under another order."""
    return any(read_fields(fields, o) not in (None, target) for o in ORDERS if o != order)


# --- English pieces ------------------------------------------------------------------------------------

_EXTRA_MONTH_ABBR = {9: ("Sept",)}
_EXTRA_DAY_ABBR = {1: ("Tues",), 2: ("Weds",), 3: ("Thur", "Thurs")}


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


_ONES = ("", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
         "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth",
         "nineteenth")  # fmt: skip


def ordinal_words(n: int, rng: random.Random | None = None) -> str:
    """1 -> 'first', 21 -> 'twenty-first' (or 'twenty first'), 30 -> 'thirtieth'."""
    if n < 20:
        return _ONES[n]
    tens, unit = divmod(n, 10)
    if unit == 0:
        return {2: "twentieth", 3: "thirtieth"}[tens]
    joiner = rng.choice(("-", "-", " ")) if rng else "-"
    return {2: "twenty", 3: "thirty"}[tens] + joiner + _ONES[unit]


def en_month_name(rng: random.Random, month: int) -> str:
    wide = month_names("en")[month]
    if rng.random() < 0.45:
        return wide
    abbr = rng.choice((month_names("en", "abbreviated")[month],) + _EXTRA_MONTH_ABBR.get(month, ()))
    return abbr + "." if abbr != wide and rng.random() < 0.35 else abbr


def en_day_name(rng: random.Random, day: date) -> str:
    wd = day.weekday()
    if rng.random() < 0.45:
        return day_names("en")[wd]
    abbr = rng.choice((day_names("en", "abbreviated")[wd],) + _EXTRA_DAY_ABBR.get(wd, ()))
    return abbr + "." if rng.random() < 0.2 else abbr


_ZONES = ("EST", "EDT", "PST", "CST", "MST", "GMT", "UTC", "CET", "CEST", "BST", "IST", "JST",
          "+0200", "-0500", "+05:30", "+0000", "-08:00")  # fmt: skip


def clock(rng: random.Random, *, zone_share: float = 0.35) -> str:
    """A wall-clock time as people append it to a date: '10:30 PM', '14:05:33 +0200', '9:05am EST'."""
    h, m, s = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    r = rng.random()
    if r < 0.4:
        ampm = rng.choice(("AM", "am", "a.m.", "AM"))
        if h >= 12:
            ampm = ampm.replace("a", "p").replace("A", "P")
        seconds = f":{s:02d}" if rng.random() < 0.2 else ""
        text = f"{h % 12 or 12}:{m:02d}{seconds}" + rng.choice(("", " ", " ")) + ampm
    elif r < 0.75:
        text = f"{h:02d}:{m:02d}"
    else:
        text = f"{h:02d}:{m:02d}:{s:02d}"
    if rng.random() < zone_share:
        text += " " + rng.choice(_ZONES)
    return text


def _fields(ctx: Context, day: date) -> dict[str, str]:
    rng = ctx.rng
    return {
        "d": str(day.day), "dd": f"{day.day:02d}", "do": ordinal(day.day), "dw": ordinal_words(day.day, rng),
        "mon": en_month_name(rng, day.month),
        "wd": en_day_name(rng, day), "y": str(day.year),
        "yy": f"'{day.year % 100:02d}", "y2": f"{day.year % 100:02d}", "time": clock(rng),
        # ctime() and `date` output: 'Fri May  3 14:22:01 2019', 'Sat Mar 14 09:26:53 UTC 2015'
        "d2": f"{day.day:>2}", "hms": f"{rng.randrange(24):02d}:{rng.randrange(60):02d}:{rng.randrange(60):02d}",
        "zone": rng.choice(("UTC", "GMT", "EST", "PDT", "CET", "+0000")),
    }  # fmt: skip


def _en_template(ctx: Context, day: date, templates: tuple[tuple[str, str], ...], target: str) -> Draft | None:
    if not ctx.pools.en:
        return None
    template, order = ctx.rng.choice(templates)
    if not two_digit_year_ok(day.year):
        template = template.replace("{yy}", "{y}").replace("{y2}", "{y}")
    text = template.format_map(_fields(ctx, day)).replace("..", ".")  # 'Feb.' in '{d}.{mon}.{y}'
    return Draft(text, target, ctx.rng.choice(ctx.pools.en[order]), order)


_EN_ORDINAL = (
    ("{do} of {mon} {y}", "DMY"), ("the {do} of {mon}, {y}", "DMY"), ("the {do} of {mon} {y}", "DMY"),
    ("{mon} {do}, {y}", "MDY"), ("{mon} {do} {y}", "MDY"), ("{do} {mon} {y}", "DMY"), ("{do} {mon} {yy}", "DMY"),
    ("{mon} the {do}, {y}", "MDY"), ("{do} {mon}, {y}", "DMY"), ("{mon} {do}, {yy}", "MDY"),
    ("on the {do} of {mon} {y}", "DMY"), ("{do} of {mon}, {y}", "DMY"), ("{mon} {do} {yy}", "MDY"),
    ("{mon} {do} {y2}", "MDY"), ("{do} {mon} {y2}", "DMY"), ("the {dw} of {mon}, {y}", "DMY"),
    ("{mon} {dw}, {y}", "MDY"), ("{dw} of {mon} {y}", "DMY"), ("{mon} the {dw}, {y}", "MDY"),
    ("the {dw} of {mon} {y}", "DMY"),
)  # fmt: skip
_EN_MONTH_DAY = (
    ("{mon} {d}, {y}", "MDY"), ("{mon} {d} {y}", "MDY"), ("{mon} {dd}, {y}", "MDY"), ("{mon} {d},{y}", "MDY"),
    ("{mon}-{dd}-{y}", "MDY"), ("{mon} {d}, {yy}", "MDY"), ("{mon}/{dd}/{y}", "MDY"), ("{mon} {dd} {y}", "MDY"),
    ("on {mon} {d}, {y}", "MDY"), ("{y} {mon} {d}", "YMD"), ("{y}-{mon}-{dd}", "YMD"), ("{mon} {d} {y2}", "MDY"),
    ("{mon}-{dd}-{y2}", "MDY"),
)  # fmt: skip
_EN_DAY_MONTH = (
    ("{d} {mon} {y}", "DMY"), ("{dd} {mon} {y}", "DMY"), ("{d}-{mon}-{y}", "DMY"), ("{dd}-{mon}-{y2}", "DMY"),
    ("{d} {mon}, {y}", "DMY"), ("{dd}/{mon}/{y}", "DMY"), ("{d} {mon} {yy}", "DMY"), ("{d}.{mon}.{y}", "DMY"),
    ("{dd}{mon}{y}", "DMY"), ("on {d} {mon} {y}", "DMY"), ("{dd}{mon}{y2}", "DMY"), ("{d} {mon} {y2}", "DMY"),
)  # fmt: skip
_EN_WEEKDAY = (
    ("{wd} {d} {mon} {y}", "DMY"), ("{wd}, {mon} {d}, {y}", "MDY"), ("{wd}, {d} {mon} {y}", "DMY"),
    ("{wd} {mon} {dd} {y}", "MDY"), ("{wd} {do} {mon} {y}", "DMY"), ("{wd}, the {do} of {mon}, {y}", "DMY"),
    ("{wd}, {mon} {do}, {y}", "MDY"), ("{wd} {mon} {d}, {y}", "MDY"), ("{wd}, {dd}-{mon}-{y}", "DMY"),
    ("{wd} {d} {mon} {yy}", "DMY"), ("{wd} the {do} of {mon} {y}", "DMY"),
)  # fmt: skip
_EN_DATETIME = (
    ("{mon} {d}, {y} {time}", "MDY"), ("{d} {mon} {y} {time}", "DMY"), ("{wd}, {dd} {mon} {y} {time}", "DMY"),
    ("{mon} {d}, {y} at {time}", "MDY"), ("{dd}-{mon}-{y} {time}", "DMY"), ("{wd} {mon} {dd} {y} {time}", "MDY"),
    ("{time} on {mon} {d}, {y}", "MDY"), ("{time}, {d} {mon} {y}", "DMY"), ("{mon} {do}, {y}, {time}", "MDY"),
    ("{d} {mon} {y}, {time}", "DMY"), ("{dd}/{mon}/{y}:{time}", "DMY"), ("{wd} {mon} {d2} {hms} {y}", "MDY"),
    ("{wd} {mon} {d2} {hms} {zone} {y}", "MDY"), ("{wd}, {dd} {mon} {y} {hms} {zone}", "DMY"),
)  # fmt: skip


def en_ordinal(ctx: Context, day: date) -> Draft | None:
    return _en_template(ctx, day, _EN_ORDINAL, to_iso(day.year, day.month, day.day))


def en_month_day(ctx: Context, day: date) -> Draft | None:
    return _en_template(ctx, day, _EN_MONTH_DAY, to_iso(day.year, day.month, day.day))


def en_day_month(ctx: Context, day: date) -> Draft | None:
    return _en_template(ctx, day, _EN_DAY_MONTH, to_iso(day.year, day.month, day.day))


def en_weekday(ctx: Context, day: date) -> Draft | None:
    return _en_template(ctx, day, _EN_WEEKDAY, to_iso(day.year, day.month, day.day))


def en_datetime(ctx: Context, day: date) -> Draft | None:
    return _en_template(ctx, day, _EN_DATETIME, to_iso(day.year, day.month, day.day))


# --- locale-free numeric and ISO forms ----------------------------------------------------------------

_NUM_ORDERS = (("DMY", 0.45), ("MDY", 0.35), ("YMD", 0.20))  # month-year numerals: only YMD-or-not matters
# Field order by separator, as people use them: dots are day-first across Europe and Russia or year-first
# in Hungary and Korea, almost never month-first; slashes split between the US (MDY) and most other places.
_SEPARATORS = (("/", 0.45), (".", 0.25), ("-", 0.22), (" ", 0.08))
_SEP_ORDERS = {
    "/": (("DMY", 0.45), ("MDY", 0.45), ("YMD", 0.10)),
    ".": (("DMY", 0.80), ("MDY", 0.05), ("YMD", 0.15)),
    "-": (("DMY", 0.50), ("MDY", 0.35), ("YMD", 0.15)),
    " ": (("DMY", 0.50), ("MDY", 0.25), ("YMD", 0.25)),
}


def _year_field(rng: random.Random, year: int, *, two_digit_share: float) -> str:
    return f"{year % 100:02d}" if two_digit_year_ok(year) and rng.random() < two_digit_share else str(year)


def numeric(ctx: Context, day: date) -> Draft | None:
    """'03/05/1999', '3.5.99', '1999 05 03', "5-3-'99", '03/05/1999 10:30': the order drawn per row."""
    rng = ctx.rng
    sep = rng.choices([s for s, _ in _SEPARATORS], [w for _, w in _SEPARATORS])[0]
    order = rng.choices([o for o, _ in _SEP_ORDERS[sep]], [w for _, w in _SEP_ORDERS[sep]])[0]
    pad = rng.random() < 0.55
    d = f"{day.day:02d}" if pad or rng.random() < 0.2 else str(day.day)
    m = f"{day.month:02d}" if pad or rng.random() < 0.2 else str(day.month)
    y = _year_field(rng, day.year, two_digit_share=0.35)
    fields = tuple({"D": d, "M": m, "Y": y}[c] for c in order)
    target = to_iso(day.year, day.month, day.day)
    written = list(fields)
    if len(y) == 2 and order != "YMD" and rng.random() < 0.15:
        written[2] = "'" + y
    text = sep.join(written)
    if rng.random() < 0.12:
        text += rng.choice((" ", " ", ", ", " at ")) + clock(rng, zone_share=0.1)
    return Draft(text, target, "und", order, ambiguous_fields(fields, order, target))


def iso(ctx: Context, day: date) -> Draft | None:
    return Draft(day.isoformat(), day.isoformat(), "und", "YMD")


def iso_datetime(ctx: Context, day: date) -> Draft | None:
    """'1999-05-03T10:30:00Z', '1999-05-03 10:30:00+02:00': the target is the calendar date as written."""
    rng = ctx.rng
    h, m, s = rng.randrange(24), rng.randrange(60), rng.randrange(60)
    t = f"{h:02d}:{m:02d}" + (f":{s:02d}" if rng.random() < 0.8 else "")
    if len(t) == 8 and rng.random() < 0.2:
        t += "." + str(rng.randrange(10**6)).zfill(6)[: rng.choice((3, 6))]
    zone = rng.choices(("Z", "+02:00", "-05:00", "+00:00", "+0530", "", " UTC"), (30, 12, 12, 8, 3, 30, 5))[0]
    text = day.isoformat() + rng.choice(("T", "T", " ")) + t + zone
    return Draft(text, day.isoformat(), "und", "YMD")


def compact(ctx: Context, day: date) -> Draft | None:
    """'19990503', '19990503T103000Z' (ISO basic format); a fifth of them day- or month-first, '03051999'.

    Year-first ones are never flagged ambiguous: the fields written are (YYYY, MM, DD), and a four-digit
    year reads as a year only; dates.is_ambiguous would split '20120510' as 20|12|0510 and call it ambiguous.
    """
    rng = ctx.rng
    if rng.random() < 0.2:
        order = rng.choice(("DMY", "MDY"))
        d, m = f"{day.day:02d}", f"{day.month:02d}"
        text = (d + m if order == "DMY" else m + d) + f"{day.year:04d}"
        readings = numeric_readings(text)
        if readings.get(order) != day.isoformat():
            return None
        return Draft(text, day.isoformat(), "und", order, len(set(readings.values())) > 1)
    text = f"{day.year:04d}{day.month:02d}{day.day:02d}"
    target = day.isoformat()
    if numeric_readings(text).get("YMD") != target:
        return None
    if rng.random() < 0.25:
        text += f"T{rng.randrange(24):02d}{rng.randrange(60):02d}" + rng.choice(("", f"{rng.randrange(60):02d}", "00Z"))
    return Draft(text, target, "und", "YMD", False)


# --- babel CLDR formats -----------------------------------------------------------------------------------


def cldr_standard(ctx: Context, day: date) -> Draft | None:
    return _cldr(ctx, day, STANDARD_FORMATS, day.isoformat())


def cldr_skeleton(ctx: Context, day: date) -> Draft | None:
    return _cldr(ctx, day, DAY_SKELETONS, day.isoformat())


# --- CJK / Korean and localized messy forms ---------------------------------------------------------------

_CJK = {  # language: (default locales, templates); year-month-day
    "ja": (("ja_JP",), ("{y}年{m}月{d}日", "{y}年{mm}月{dd}日", "{y}年{m}月{d}日({wda})", "{y}年{m}月{d}日（{wda}）",
                        "{y}年{m}月{d}日 {wd}", "{y} 年 {m} 月 {d} 日", "{y}年{mm}月{dd}日({wda})")),
    "zh": (("zh_Hans_CN", "zh_Hant_TW"),
           ("{y}年{m}月{d}日", "{y}年{mm}月{dd}日", "{y}年{m}月{d}日 {wd}", "{y}年{m}月{d}日（{wda}）",
            "{y}年{m}月{d}号", "{y}年{m}月{d}日{wd}")),
    "ko": (("ko_KR",), ("{y}년 {m}월 {d}일", "{y}년 {mm}월 {dd}일", "{y}년 {m}월 {d}일 ({wda})",
                        "{y}년 {m}월 {d}일 {wd}", "{y}. {m}. {d}.", "{y}.{mm}.{dd}.", "{y}년{m}월{d}일")),
}  # fmt: skip
_CJK_MONTH = {"ja": ("{y}年{m}月", "{y}年{mm}月"), "zh": ("{y}年{m}月", "{y}年{mm}月"), "ko": ("{y}년 {m}월", "{y}년{m}월")}
_CJK_YEAR = {"ja": ("{y}年",), "zh": ("{y}年",), "ko": ("{y}년",)}
FULLWIDTH_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")


def _cjk_text(ctx: Context, day: date, templates: dict[str, tuple[str, ...]]) -> tuple[str, str] | None:
    """(text, locale) for a CJK template of a language among the pools, full-width digits now and then."""
    if not ctx.pools.cjk:
        return None
    lang = ctx.rng.choice(sorted(ctx.pools.cjk))
    loc = ctx.rng.choice(ctx.pools.cjk[lang])
    names = {"wd": day_names(loc)[day.weekday()], "wda": day_names(loc, "abbreviated")[day.weekday()]}
    text = ctx.rng.choice(templates[lang]).format(
        y=day.year, m=day.month, mm=f"{day.month:02d}", d=day.day, dd=f"{day.day:02d}", **names
    )
    if lang != "ko" and ctx.rng.random() < 0.15:
        text = text.translate(FULLWIDTH_DIGITS)
    return text, loc


def cjk(ctx: Context, day: date) -> Draft | None:
    """'1999年5月3日', '1999年05月03日(月)', '1999년 5월 3일 (월)', '１９９９年５月３日'."""
    made = _cjk_text(ctx, day, {lang: t for lang, (_, t) in _CJK.items()})
    return made and Draft(made[0], day.isoformat(), made[1], "YMD")


_LOCALIZED = {  # language: (default locale, templates); all day-month-year, names from babel
    "fr": ("fr_FR", ("le {d1} {month} {y}", "{wd} {d1} {month} {y}", "le {wd} {d1} {month} {y}", "{d1} {mon} {y}",
                     "{wda} {d} {mon} {y}")),
    "es": ("es_ES", ("{d} de {month} de {y}", "{wd}, {d} de {month} de {y}", "el {d} de {month} de {y}",
                     "{d} de {month} del {y}", "{dd}-{mon}-{y}")),
    "de": ("de_DE", ("{d}. {month} {y}", "{dd}. {month} {y}", "{wd}, {d}. {month} {y}", "am {d}. {month} {y}",
                     "{d}. {mon} {y}", "{wda}, {d}. {mon} {y}")),
    "it": ("it_IT", ("{d} {month} {y}", "{wd} {d} {month} {y}", "il {d} {month} {y}", "{d} {mon} {y}")),
    "pt": ("pt_BR", ("{d} de {month} de {y}", "{wd}, {d} de {month} de {y}", "dia {d} de {month} de {y}")),
    "nl": ("nl_NL", ("{d} {month} {y}", "{wd} {d} {month} {y}", "op {d} {month} {y}")),
    "ru": ("ru_RU", ("{d} {month} {y} г.", "{d} {month} {y} года", "{wd}, {d} {month} {y} г.")),
    "pl": ("pl_PL", ("{d} {month} {y} r.", "{wd}, {d} {month} {y}")),
    "tr": ("tr_TR", ("{d} {month} {y}", "{d} {month} {y} {wd}")),
    "sv": ("sv_SE", ("{d} {month} {y}", "den {d} {month} {y}", "{wd} {d} {month} {y}")),
}  # fmt: skip


def localized(ctx: Context, day: date) -> Draft | None:
    """'le 3 mai 1999', '3 de mayo de 1999', 'Montag, 3. Mai 1999', '3 мая 1999 г.'."""
    if not ctx.pools.localized:
        return None
    lang = ctx.rng.choice(sorted(ctx.pools.localized))
    loc = ctx.rng.choice(ctx.pools.localized[lang])
    wd = day.weekday()
    text = ctx.rng.choice(_LOCALIZED[lang][1]).format(
        d=day.day, dd=f"{day.day:02d}", d1="1er" if lang == "fr" and day.day == 1 else day.day, y=day.year,
        month=month_names(loc)[day.month], mon=month_names(loc, "abbreviated")[day.month],
        wd=day_names(loc)[wd], wda=day_names(loc, "abbreviated")[wd],
    )  # fmt: skip
    return Draft(text, day.isoformat(), loc, "DMY")


# --- Roman-numeral months ---------------------------------------------------------------------------------

_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
_ROMAN_FORMS = ("{d}.{m}.{y}", "{dd}.{m}.{y}", "{d} {m} {y}", "{d}-{m}-{y}", "{d}/{m}/{y}", "{d}. {m}. {y}",
                "{d} {m} {y} r.", "{y}.{m}.{d}")  # fmt: skip


def roman(ctx: Context, day: date) -> Draft | None:
    """'3.V.1999', '3 V 1999', '03-V-1999': the month in Roman numerals, day first (Poland, Italy, Romania,
    the Balkans; on documents and gravestones); rarely year first."""
    template = ctx.rng.choice(_ROMAN_FORMS)
    month = _ROMAN[day.month] if ctx.rng.random() < 0.85 else _ROMAN[day.month].lower()
    text = template.format(d=day.day, dd=f"{day.day:02d}", m=month, y=day.year)
    return Draft(text, day.isoformat(), "und", "YMD" if template.startswith("{y}") else "DMY")


# --- partial dates: month + year, year alone ---------------------------------------------------------------

_EN_MONTH_YEAR = ("{month} {y}", "{mon} {y}", "{month}, {y}", "{mon} {yy}", "in {month} {y}", "{month} of {y}",
                  "{mon}-{y}", "{mon}-{y2}")  # fmt: skip
_EN_YEAR = ("in {y}", "the year {y}", "year {y}", "{y} AD", "AD {y}", "{y} CE", "since {y}", "Year: {y}",
            "circa {y}", "c. {y}", "ca. {y}", "around {y}")  # fmt: skip


def _partial_en(ctx: Context, day: date, templates: tuple[str, ...], target: str) -> Draft | None:
    if not ctx.pools.en:
        return None
    order = ctx.rng.choice(("MDY", "DMY"))
    template = ctx.rng.choice(templates)
    if not two_digit_year_ok(day.year):
        template = template.replace("{yy}", "{y}").replace("{y2}", "{y}")
    text = template.format(
        month=month_names("en")[day.month], mon=en_month_name(ctx.rng, day.month), y=day.year,
        yy=f"'{day.year % 100:02d}", y2=f"{day.year % 100:02d}",
    )  # fmt: skip
    return Draft(text, target, ctx.rng.choice(ctx.pools.en[order]), order)


_LOCALIZED_MONTH_YEAR = {  # month names stand-alone; Russian and Polish need cases CLDR lacks here
    "fr": ("{month} {y}", "en {month} {y}"), "es": ("{month} de {y}", "en {month} de {y}", "{month} {y}"),
    "de": ("{month} {y}", "im {month} {y}"), "it": ("{month} {y}", "a {month} {y}"),
    "pt": ("{month} de {y}", "em {month} de {y}"), "nl": ("{month} {y}", "in {month} {y}"), "tr": ("{month} {y}",),
    "sv": ("{month} {y}", "i {month} {y}"),
}  # fmt: skip
_LOCALIZED_YEAR = {
    "fr": ("en {y}", "l'an {y}", "année {y}"), "es": ("en {y}", "en el año {y}", "año {y}"),
    "de": ("im Jahr {y}", "Jahr {y}"), "it": ("nel {y}", "anno {y}"), "pt": ("em {y}", "no ano de {y}"),
    "nl": ("in {y}", "jaar {y}"), "ru": ("в {y} году", "{y} год", "{y} г."), "pl": ("w {y} roku", "{y} r."),
    "tr": ("{y} yılında", "{y} yılı"), "sv": ("år {y}", "i {y}"),
}  # fmt: skip


def _partial_localized(ctx: Context, day: date, templates: dict[str, tuple[str, ...]], target: str) -> Draft | None:
    langs = sorted(lang for lang in ctx.pools.localized if lang in templates)
    if not langs:
        return None
    lang = ctx.rng.choice(langs)
    loc = ctx.rng.choice(ctx.pools.localized[lang])
    month = month_names(loc, "wide", "stand-alone")[day.month]
    return Draft(ctx.rng.choice(templates[lang]).format(month=month, y=day.year), target, loc, "DMY")


def partial_month(ctx: Context, day: date) -> Draft | None:
    """Month and year only: 'May 1999', 'mai 1999', '1999年5月', '05/1999', '1999-05' -> 'YYYY-MM'."""
    rng = ctx.rng
    target = to_iso(day.year, day.month)
    kind = rng.choices(("en", "cldr", "numeric", "cjk", "localized"), (0.28, 0.3, 0.25, 0.08, 0.09))[0]
    if kind == "en":
        return _partial_en(ctx, day, _EN_MONTH_YEAR, target)
    if kind == "localized":
        return _partial_localized(ctx, day, _LOCALIZED_MONTH_YEAR, target)
    if kind == "cldr":
        return _cldr(ctx, day, MONTH_SKELETONS, target)
    if kind == "cjk":
        made = _cjk_text(ctx, day, _CJK_MONTH)
        return made and Draft(made[0], target, made[1], "YMD")
    order = rng.choices([o for o, _ in _NUM_ORDERS], [w for _, w in _NUM_ORDERS])[0]
    sep = rng.choice(("/", "-", ".") if order == "YMD" else ("/", "/", "-", "."))
    m = f"{day.month:02d}" if sep == "." or rng.random() < 0.7 else str(day.month)  # '7.1999' reads as a number
    text = f"{day.year}{sep}{m}" if order == "YMD" else f"{m}{sep}{day.year}"
    return Draft(text, target, "und", order)


def partial_year(ctx: Context, day: date) -> Draft | None:
    """The year alone: '1999', 'in 1999', '1999年', '1999 г.' -> 'YYYY'. A bare two-digit year is not a date."""
    target = to_iso(day.year)
    kind = ctx.rng.choices(("bare", "en", "cldr", "cjk", "localized"), (0.25, 0.3, 0.2, 0.1, 0.15))[0]
    if kind == "en":
        return _partial_en(ctx, day, _EN_YEAR, target)
    if kind == "localized":
        return _partial_localized(ctx, day, _LOCALIZED_YEAR, target)
    if kind == "cldr":
        return _cldr(ctx, day, YEAR_SKELETONS, target)
    if kind == "cjk":
        made = _cjk_text(ctx, day, _CJK_YEAR)
        return made and Draft(made[0], target, made[1], "YMD")
    return Draft(str(day.year), target, "und", "YMD")


# --- words around a date ----------------------------------------------------------------------------------

# The labels and log text a date cell or field carries with it. Without them the model invented a day for
# 'valid until 12/2025' (2025-12-12) and took the year from '1234#0' in a web server's log line.
_PREFIXES = ("Date: ", "DATE: ", "Dated ", "dated ", "Due ", "due: ", "Due date: ", "Expires ", "Exp. ", "exp ",
             "Expiry: ", "Valid until ", "valid thru ", "Valid from ", "Effective ", "effective from ", "As of ",
             "as at ", "Since ", "from ", "until ", "by ", "on ", "Posted on ", "Published ", "Last updated: ",
             "Updated ", "Created: ", "Modified: ", "DOB: ", "Born ", "born on ", "Invoice date: ", "Order date: ",
             "Ship date: ", "Delivered ", "Start: ", "End: ", "Deadline: ", "Submitted ", "Received ", "Sent: ",
             "Signed ", "Est. ", "Joined ", "Member since ", "Datum: ", "Fecha: ", "Data: ", "Date : ", "Дата: ",
             "日付：", "日期：", "날짜: ", "Tarih: ", "Dátum: ",
             # document references: 'Order No. 45 of 15.03.2021' as Russian, German, Polish, French write it
             "от ", "Приказ № 45 от ", "Договор от ", "від ", "vom ", "Schreiben vom ", "z dnia ", "du ",
             "en date du ")  # fmt: skip
_SUFFIXES = (" (approx.)", " (est.)", " - final", " [error] 1234#0: *1 open() failed", " INFO Starting on port 8080",
             " ERROR 500 GET /api/v1/users/4711", " WARN disk usage 91%", " DEBUG cache miss id=88213",
             " - Invoice #20931", " (updated)", " - see note 3", " | page 12", " by admin", " #2041", " ref 1033",
             " v2.3.1", " (rev. 4)", " - 3 items", " x2", " № 45", " г. № 12-р", " No. 7", " Nr. 118")  # fmt: skip


def frame(rng: random.Random, text: str, limit: int) -> str:
    """A label before the text, log or note text after it, or both, when the result fits in `limit`."""
    r = rng.random()
    prefix = rng.choice(_PREFIXES) if r < 0.75 else ""
    suffix = rng.choice(_SUFFIXES) if r >= 0.6 else ""
    framed = prefix + text + suffix
    return framed if len(framed) <= limit else text


# --- messiness on top -------------------------------------------------------------------------------------

_WRAPS = (("(", ")"), ("[", "]"), ('"', '"'), ("'", "'"), ("<", ">"))


def mess(rng: random.Random, text: str) -> str:
    """Odd spacing, stray punctuation and case changes a person or an OCR pass leaves on a string."""
    r = rng.random()
    if r < 0.3:
        text = rng.choice((text.upper, text.lower, text.title))()
    elif r < 0.5 and " " in text:
        spaces = [i for i, c in enumerate(text) if c == " "]
        i = rng.choice(spaces)
        text = text[:i] + " " * rng.randint(2, 3) + text[i + 1 :]
    elif r < 0.6:
        text = re.sub(r"\s*([,/.\-])\s*", lambda m: f" {m.group(1)} " if rng.random() < 0.5 else m.group(1), text)
    r = rng.random()
    if r < 0.35:
        text += rng.choice((".", ",", ";", ":", " .", "!", " -", "?"))
    elif r < 0.5:
        left, right = rng.choice(_WRAPS)
        text = left + text + right
    elif r < 0.65:
        text = rng.choice((" ", "  ", "\t", "- ", "* ", ", ", "# ")) + text + rng.choice(("", " ", "  "))
    return text
