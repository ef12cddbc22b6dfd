"""English as people write it: ordinals (also spelled out), US and UK month-name orders, weekdays, clock times
and date-times. CLDR gives the names; only the variants it lacks ('Sept', 'Tues', 'Thurs', ordinals) and
the sentence frames around names are written here."""

from __future__ import annotations

import random
from datetime import date
from typing import Callable

from datenorm.dates import two_digit_year_ok
from datenorm.locales import day_names, month_names
from datenorm.generate.context import Context, Draft

_EXTRA_MONTH_ABBR = {9: ("Sept",)}
# Abbreviations of letters, registers and deeds before about 1850, the last letters once written raised:
# held-out historic text writes 'Decr 25th 1776'.
_HISTORIC_MONTH_ABBR = {1: ("Jany", "Janry"), 2: ("Feby", "Febry"), 4: ("Apl",), 8: ("Augt",), 9: ("Septr",), 10: ("Octr",),
                        11: ("Novr",), 12: ("Decr", "Xber")}  # fmt: skip
HISTORIC_SHARE = 0.03
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
    if month in _HISTORIC_MONTH_ABBR and rng.random() < HISTORIC_SHARE:
        return rng.choice(_HISTORIC_MONTH_ABBR[month])
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
        # the hour alone ('6pm', '11 a.m.') as often as people write it so
        minutes = "" if rng.random() < 0.25 else f":{m:02d}{seconds}"
        text = f"{h % 12 or 12}{minutes}" + rng.choice(("", " ", " ")) + ampm
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
    # deeds, minutes and court records: 'this 5th day of November, 2019', '... in the year of our Lord 1774'
    ("this {do} day of {mon}, {y}", "DMY"), ("the {do} day of {mon}, {y}", "DMY"),
    ("this {dw} day of {mon}, {y}", "DMY"), ("the {do} day of {mon}, in the year of our Lord {y}", "DMY"),
    ("{do} day of {mon} {y}", "DMY"),
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
    ("{mon} {do} {y} @ {time}", "MDY"), ("{mon} {d}, {y} @ {time}", "MDY"), ("{d} {mon} {y} @ {time}", "DMY"),
    ("{wd}, {mon} {d}, {y} at {time}", "MDY"), ("{mon} {d} {y}, {time}", "MDY"),
    # RFC 822's two-digit year, which Go's reference time writes too: '02 Jan 06 15:04 MST'
    ("{dd} {mon} {y2} {time}", "DMY"), ("{wd}, {dd} {mon} {y2} {hms} {zone}", "DMY"), ("{d} {mon} {y2} {hms}", "DMY"),
)  # fmt: skip


def _english(templates: tuple[tuple[str, str], ...], what: str) -> Callable[[Context, date], Draft | None]:
    """The builder of one English family: a template of `templates` drawn per row."""

    def build(ctx: Context, day: date) -> Draft | None:
        return _en_template(ctx, day, templates, day.isoformat())

    build.__doc__ = what
    return build


en_ordinal = _english(_EN_ORDINAL, "'3rd of May 1999', 'May 3rd, 1999', 'the fourteenth of March, 2015'")
en_month_day = _english(_EN_MONTH_DAY, "US order: 'May 3, 1999', 'Sept. 3 1999', 'May-03-1999'")
en_day_month = _english(_EN_DAY_MONTH, "UK order: '3 May 1999', '03-May-99', '03/May/1999'")
en_weekday = _english(_EN_WEEKDAY, "'Sat 8 Jun 2017', 'Saturday, June 8, 2017'")
en_datetime = _english(_EN_DATETIME, "'May 3, 1999 10:30 PM EST', 'Fri May  3 14:22:01 2019'")
