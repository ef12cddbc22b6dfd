"""A locale's CLDR date patterns (standard formats and skeletons) and the two format families that write
them. Month and day names come from `datenorm.locales`, never from hand-typed tables."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, time
from functools import lru_cache

from babel.dates import (format_interval, format_skeleton, format_time, get_date_format, match_skeleton,
                         parse_pattern, tokenize_pattern)

from datenorm.dates import BUDDHIST_OFFSET, ORDERS, language, locale_order, to_iso, two_digit_year_ok
from datenorm.generate.context import Context, Draft
from datenorm.generate.noise import SET_OFF_MARKS
from datenorm.locales import babel_locale, month_names, stand_ins
from datenorm.readings import field_readings, is_ambiguous, read_fields

STANDARD_FORMATS = ("short", "medium", "long", "full")
DAY_SKELETONS = ("yMd", "yMMdd", "yMEd", "yMMMd", "yMMMMd", "yMMMEd", "yMMMMEd", "yMMMMEEEEd", "yMEEEEd", "GyMMMd")
MONTH_SKELETONS = ("yMMM", "yMMMM", "yM", "yMM")
YEAR_SKELETONS = ("y",)
# Month names of a locale in every form CLDR has: format (often a genitive) and stand-alone (a nominative), wide and
# abbreviated, in the locale's own order or as a month and a year.
NAME_KEYS = ("yMMMMd", "yMMMd", "yMMMMEEEEd", "yMMMEd", "yMMMM", "yMMM", "LLLL y", "LLL y", "MMMM y", "d MMMM y")
_WIDTHS = {3: "abbreviated", 4: "wide", 5: "narrow"}
# Languages whose CLDR month names all start with their word for 'month' ('Oṣù Ọ̀wàrà', 'mis Hedra') while people
# often write the name alone ('1 Ọ̀wàrà 1960').
MONTH_WORD_LANGUAGES = ("yo", "kw")
MONTH_WORD_DROP_SHARE = 0.4
SHORT_YEAR_SHARE = 0.08  # month names with a two-digit year, which CLDR's patterns never write: '10 agosto 99'

_DIGITS = re.compile(r"\d+")


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
    """A locale's standard format ('short'...), skeleton ('yMMMd'...) or a literal pattern ('LLLL y': any key
    with a space), or None if babel has no usable one."""
    loc = babel_locale(locale_id)
    if loc is None:
        return None
    try:
        if key in STANDARD_FORMATS:
            pattern = get_date_format(key, locale=loc)
        elif " " in key:
            pattern = parse_pattern(key)
        else:
            pattern = parse_pattern(loc.datetime_skeletons[match_skeleton(key, loc.datetime_skeletons)])
        pattern.apply(date(2001, 5, 3), loc)
        fields = [value for kind, value in tokenize_pattern(pattern.pattern) if kind == "field"]
        names = [month_names(locale_id, _WIDTHS[n], "format" if c == "M" else "stand-alone")
                 for c, n in fields if c in "ML" and n >= 3]  # fmt: skip
    except Exception:  # missing or malformed CLDR data in a minor locale: skip this format
        return None
    if any(stand_ins(months) for months in names):
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


def short_year(ctx: Context, text: str, year: int, loc: str = "") -> str:
    """Now and then, the four-digit year of a date written with its month's name cut to two digits ('99' or
    "'99"), where the pivot reads it back; in Thai the Buddhist year's last two digits, as Thai writes them after a
    month's name ('15 เม.ย. 66' is 2023: `dates.ad_years` reads them so), for the years 1957-2056 that writes."""
    if ctx.rng.random() >= SHORT_YEAR_SHARE or text.count(str(year)) != 1:
        return text
    if language(loc) == "th":
        if not 1957 <= year <= 2056:
            return text
        return text.replace(str(year), f"{(year + BUDDHIST_OFFSET) % 100:02d}")
    if not two_digit_year_ok(year):
        return text
    return text.replace(str(year), ("'" if ctx.rng.random() < 0.2 else "") + f"{year % 100:02d}")


_OPTIONAL = re.compile(r"(?<=\w)\(([a-z]{1,3})\)")  # CLDR's optional suffixes: Basque '2021(e)ko martxoaren 10(a)'
TYPED_SHARE = 0.5


def as_typed(ctx: Context, text: str) -> str:
    """CLDR's text as a keyboard writes it, half the time: the straight apostrophe for ’ ("13 ta' Diċembru",
    "d'abril") and the optional suffixes CLDR writes in brackets either in full or left off ('2021eko
    martxoaren 10a', '2021ko martxoaren 10'); nobody types the brackets."""
    if ctx.rng.random() >= TYPED_SHARE:
        return text
    keep = ctx.rng.random() < 0.7
    return _OPTIONAL.sub(lambda m: m.group(1) if keep else "", text.replace("’", "'"))


def cldr_format(ctx: Context, day: date, keys: tuple[str, ...], target: str) -> Draft | None:
    """Format `day` with the first usable of `keys` (shuffled) in a picked locale."""
    loc = ctx.pick_locale()
    for key in ctx.rng.sample(keys, len(keys)):
        pat = cldr_pattern(loc, key)
        if pat is None or (pat.two_digit_year and (not two_digit_year_ok(day.year)
                                                    or (language(loc) == "th" and not pat.numeric))):
            continue  # (a Thai month's name before two digits is a Buddhist year: `short_year`)
        text = pat.format(day, loc)
        ambiguous = False
        if pat.order is not None and pat.numeric:
            fields = tuple(_DIGITS.findall(text))
            if len(fields) != 3 or read_fields(fields, pat.order) != target:
                continue
            ambiguous = is_ambiguous(field_readings(fields))
        elif not pat.numeric and not pat.two_digit_year:
            text = short_year(ctx, text, day.year, loc)
        return Draft(as_typed(ctx, text), target, loc, pat.order or locale_order(loc), ambiguous)
    return None


def cldr_standard(ctx: Context, day: date) -> Draft | None:
    return cldr_format(ctx, day, STANDARD_FORMATS, day.isoformat())


def cldr_skeleton(ctx: Context, day: date) -> Draft | None:
    return cldr_format(ctx, day, DAY_SKELETONS, day.isoformat())


def cldr_names(ctx: Context, day: date) -> Draft | None:
    """A date with its month's name, in any locale babel knows, drawn uniformly (rare locales as often as
    major ones), in one of NAME_KEYS: 'siječanj 1996', '3. siječnja 1996', 'urt. 1970', 'ɓulɓusɛ 1961'."""
    loc = ctx.rng.choice(ctx.pools.all)
    pat = cldr_pattern(loc, ctx.rng.choice(NAME_KEYS))
    # a locale's 'yMMMd' may be all numerals ('d/MM/yy' in pt_MZ): cldr_skeleton writes those, with their ambiguity
    if (pat is None or pat.numeric or not set(pat.letters) & set("ML")
            or (pat.two_digit_year and (not two_digit_year_ok(day.year) or language(loc) == "th"))):
        return None
    target = day.isoformat() if "d" in pat.letters else to_iso(day.year, day.month)
    text = pat.format(day, loc) if pat.two_digit_year else short_year(ctx, pat.format(day, loc), day.year, loc)
    word = _month_word(loc)
    if word and ctx.rng.random() < MONTH_WORD_DROP_SHARE:
        text = re.sub(rf"(?i){re.escape(word)}\s+", "", text, count=1)
    return Draft(as_typed(ctx, text), target, loc, pat.order or locale_order(loc))


@lru_cache(maxsize=None)
def _month_word(locale_id: str) -> str | None:
    """The word for 'month' every month name of a locale of MONTH_WORD_LANGUAGES starts with ('Oṣù'), if any."""
    if language(locale_id) not in MONTH_WORD_LANGUAGES:
        return None
    names = month_names(locale_id).values()
    firsts = {name.split(" ")[0] for name in names}
    return firsts.pop() if len(firsts) == 1 and all(" " in name for name in names) else None


_TIME_FORMS = ("short", "medium", "hm", "Hm", "hms", "Hms")
# Calendar invitations and event pages give a meeting's span of hours after its date ('Tue Mar 14, 2023 10am –
# 10:30am (PDT)', '14. März 2023, 10:00–10:30 Uhr'), often with its time zone: still the one date (a blind file of web
# pages, hw26, had the model call one no date).
TIME_RANGE_SHARE = 0.2
_ZONES = (" (PDT)", " PST", " EST", " (EDT)", " CET", " CEST", " UTC", " GMT", " (GMT+1)", " UTC+2", " (UTC+01:00)",
          " MSK", " IST", " JST", " KST", " AEST", " BRT", " (Europe/Berlin)")
_ZONE_SHARE = 0.3
SET_OFF_TIME_SHARE = 0.1  # of date-times, the time set off with a dash, a bar or a dot (`noise.SET_OFF_MARKS`)


def _time_range(rng, loc) -> str:
    """A span of hours as the locale writes one ('10:00–10:30 Uhr', '午前9時00分～午後5時00分'), or as English-language
    calendar apps do ('10am – 10:30am')."""
    start = time(rng.randrange(7, 21), rng.choice((0, 0, 15, 30, 45)))
    minutes = start.hour * 60 + start.minute + rng.choice((15, 30, 30, 45, 60, 60, 90, 120, 180))
    end = time(minutes // 60, minutes % 60)  # (by 23:45 at the latest)
    if loc.language == "en" and rng.random() < 0.5:
        def short(t: time) -> str:
            hour = f"{(t.hour - 1) % 12 + 1}" + (f":{t.minute:02d}" if t.minute else "")
            return hour + ("am" if t.hour < 12 else "pm")
        return f"{short(start)}{rng.choice((' – ', '–', ' - '))}{short(end)}"
    return format_interval(start, end, rng.choice(("Hm", "hm")), locale=loc)


def cldr_datetime(ctx: Context, day: date) -> Draft | None:
    """A date and a clock time as a locale joins them ('5.7.2018 5.45 ip.', '3 mai 1999 à 17:45:12',
    '2019. 5. 3. 오후 5:45'): the date in one of its standard formats or day skeletons, the time in its short or
    medium format or an hour-minute(-second) skeleton, 12- or 24-hour, or a span of hours (`TIME_RANGE_SHARE`)."""
    draft = cldr_format(ctx, day, STANDARD_FORMATS[:3] + DAY_SKELETONS[:4], day.isoformat())
    if draft is None:
        return None
    loc, rng = babel_locale(draft.locale), ctx.rng
    moment = time(rng.randrange(24), rng.randrange(60), rng.randrange(60))
    form = rng.choice(_TIME_FORMS)
    try:
        if rng.random() < TIME_RANGE_SHARE:
            clock = _time_range(rng, loc) + (rng.choice(_ZONES) if rng.random() < _ZONE_SHARE else "")
        else:
            clock = (format_time(moment, form, locale=loc) if form in STANDARD_FORMATS
                     else format_skeleton(form, moment, locale=loc))  # fmt: skip
        joined = loc.datetime_formats.get(rng.choice(("short", "medium")), "{1} {0}")
        if rng.random() < SET_OFF_TIME_SHARE:  # pages and listings: 'Sat, 3 May 2021 – 20:00 Uhr', '03.05.2021 | 10:00'
            joined = "{1}" + rng.choice(SET_OFF_MARKS) + "{0}"
        text = str(joined).replace("{1}", draft.input).replace("{0}", clock)
    except Exception:  # missing or malformed CLDR time data in a minor locale
        return None
    return Draft(text, draft.target, draft.locale, draft.order, draft.ambiguous)
