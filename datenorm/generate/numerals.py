"""Locale-free numerals and ISO forms: '03/05/1999', '3.5.99', '1999-05-03T10:30:00Z', '19990503', and months
in Roman numerals ('3.V.1999')."""

from __future__ import annotations

import random
from datetime import date

from datenorm.dates import to_iso, two_digit_year_ok
from datenorm.generate.context import Context, Draft
from datenorm.generate.english import clock
from datenorm.readings import field_readings, is_ambiguous, numeric_readings

NUMERAL_ORDERS = (("DMY", 0.45), ("MDY", 0.35), ("YMD", 0.20))  # month-year numerals: only YMD-or-not matters
# Field order by separator, as people use them: dots are day-first across Europe and Russia or year-first
# in Hungary and Korea, almost never month-first; slashes split between the US (MDY) and most other places.
# Colons are year-first, as EXIF and some cameras and loggers write dates ('2014:03:31').
_SEPARATORS = (("/", 0.44), (".", 0.25), ("-", 0.21), (" ", 0.08), (":", 0.02))
_SEP_ORDERS = {
    "/": (("DMY", 0.45), ("MDY", 0.45), ("YMD", 0.10)),
    ".": (("DMY", 0.80), ("MDY", 0.05), ("YMD", 0.15)),
    "-": (("DMY", 0.50), ("MDY", 0.35), ("YMD", 0.15)),
    " ": (("DMY", 0.50), ("MDY", 0.25), ("YMD", 0.25)),
    ":": (("DMY", 0.05), ("MDY", 0.0), ("YMD", 0.95)),
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
    y = _year_field(rng, day.year, two_digit_share=0.35 if sep != ":" else 0.0)
    fields = tuple({"D": d, "M": m, "Y": y}[c] for c in order)
    target = to_iso(day.year, day.month, day.day)
    written = list(fields)
    if len(y) == 2 and order != "YMD" and rng.random() < 0.15:
        written[2] = "'" + y
    text = sep.join(written)
    if rng.random() < 0.12:
        text += rng.choice((" ", " ", ", ", " at ")) + clock(rng, zone_share=0.1)
    return Draft(text, target, "und", order, is_ambiguous(field_readings(fields)))


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
    """'19990503', '19990503T103000Z' (ISO basic format), '19970902090807', '950404 122212', "D:20190604153012Z"
    (a PDF's dates); a fifth of them day- or month-first, '03051999', '311299'.

    Year-first ones are never flagged ambiguous: the fields written are (YYYY, MM, DD), and a four-digit
    year reads as a year only; readings.numeric_readings would split '20120510' as 20|12|0510 and call it ambiguous.
    """
    rng = ctx.rng
    if rng.random() < 0.2:
        order = rng.choice(("DMY", "MDY"))
        d, m = f"{day.day:02d}", f"{day.month:02d}"
        # a form's six-digit field ('311299') as often as a fifth of these: DDMMYY is common on tickets, cheques
        # and forms, and was read as no date. Only where no other order reads the six digits: trained with AUTO,
        # '210315' written day first taught a model to read a file name's '210315_report' (YYMMDD) so.
        year = f"{day.year % 100:02d}" if two_digit_year_ok(day.year) and rng.random() < 0.2 else f"{day.year:04d}"
        text = (d + m if order == "DMY" else m + d) + year
        readings = numeric_readings(text)
        if readings.get(order) != day.isoformat() or (len(text) == 6 and is_ambiguous(readings)):
            return None
        return Draft(text, day.isoformat(), "und", order, is_ambiguous(readings))
    text = f"{day.year:04d}{day.month:02d}{day.day:02d}"
    target = day.isoformat()
    if numeric_readings(text).get("YMD") != target:
        return None
    short = f"{day.year % 100:02d}{day.month:02d}{day.day:02d}"  # '950404', '950404 122212'
    if two_digit_year_ok(day.year) and rng.random() < 0.15 and not is_ambiguous(numeric_readings(short)):
        text = short  # only where no other order reads the six digits: their order is not ours to guess
    clock = f"{rng.randrange(24):02d}{rng.randrange(60):02d}"
    r = rng.random()
    if r < 0.2:
        text += "T" + clock + rng.choice(("", f"{rng.randrange(60):02d}", "00Z"))
    elif r < 0.35:  # date-times run together or split by a space: '19970902090807', '950404 122212'
        text += rng.choice(("", " ", "_", "-")) + clock + f"{rng.randrange(60):02d}"
    elif r < 0.39 and len(text) == 8:  # a PDF's CreationDate: "D:20190604153012+02'00'"
        zone = rng.choice(("Z", "+02'00'", "-05'00'", "+01'00", "Z00'00'", ""))
        text = f"D:{text}{clock}{rng.randrange(60):02d}{zone}"
    return Draft(text, target, "und", "YMD", False)


_ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
_ROMAN_FORMS = ("{d}.{m}.{y}", "{dd}.{m}.{y}", "{d} {m} {y}", "{d}-{m}-{y}", "{d}/{m}/{y}", "{d}. {m}. {y}",
                "{d} {m} {y} r.", "{y}.{m}.{d}")  # fmt: skip
_ROMAN_MONTH_FORMS = ("{m}.{y}", "{m} {y}", "{m}-{y}", "{m}. {y}", "{y}.{m}")  # 'XII.1850': a month
_ROMAN_MONTH_SHARE = 0.2


def roman(ctx: Context, day: date) -> Draft | None:
    """'3.V.1999', '3 V 1999', '03-V-1999': the month in Roman numerals, day first (Poland, Italy, Romania,
    the Balkans; on documents and gravestones); rarely year first; now and then a month alone ('XII.1850')."""
    whole_month = ctx.rng.random() < _ROMAN_MONTH_SHARE
    template = ctx.rng.choice(_ROMAN_MONTH_FORMS if whole_month else _ROMAN_FORMS)
    month = _ROMAN[day.month] if ctx.rng.random() < 0.85 else _ROMAN[day.month].lower()
    text = template.format(d=day.day, dd=f"{day.day:02d}", m=month, y=day.year)
    target = to_iso(day.year, day.month) if whole_month else day.isoformat()
    return Draft(text, target, "und", "YMD" if template.startswith("{y}") else "DMY")
