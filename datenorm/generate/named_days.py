"""Named days of a fixed date with their year: 'Christmas 2019' -> '2019-12-25', 'Silvester 1999' ->
'1999-12-31', '2008年元旦' -> '2008-01-01'. Without them the model read such strings as a year alone or made a
month up ('New Year's Day 2020' -> 2020-05). Feasts that move from year to year (Easter, Thanksgiving, the
lunar new year) are not here: the model cannot compute them (serving allows them their year at most).

The list is `datenorm.named_days.NAMED_DAYS`, which serving also checks readings against.
"""

from __future__ import annotations

from datetime import date

from datenorm.dates import to_iso, two_digit_year_ok
from datenorm.generate.context import Context, Draft
from datenorm.named_days import NAMED_DAYS

_TEMPLATES = {
    "en": ("{name} {y}", "{name}, {y}", "{name} of {y}", "on {name} {y}", "{y} {name}", "{name} '{yy}"),
    "fr": ("{name} {y}", "à {name} {y}", "{name} de l'année {y}"),
    "de": ("{name} {y}", "an {name} {y}", "{name} des Jahres {y}"),
    "es": ("{name} {y}", "{name} de {y}", "en {name} de {y}"),
    "it": ("{name} {y}", "{name} del {y}", "a {name} {y}"),
    "pt": ("{name} {y}", "{name} de {y}"),
    "nl": ("{name} {y}", "op {name} {y}"),
    "pl": ("{name} {y}", "{name} {y} roku", "w {name} {y}"),
    "ru": ("{name} {y}", "{name} {y} года"),
    "zh": ("{y}年{name}", "{y}年的{name}", "{name} {y}"),
    "ja": ("{y}年{name}", "{y}年の{name}", "{name} {y}"),
    "ko": ("{y}년 {name}", "{y}년의 {name}", "{name} {y}"),
}


def named_day(ctx: Context, day: date) -> Draft | None:
    """A named day of a fixed date and a year in one of the languages above -> 'YYYY-MM-DD' (the year is the
    drawn day's; the month and day are the named day's)."""
    langs = sorted(lang for lang in NAMED_DAYS if lang in ctx.pools.languages)
    if not langs:
        return None
    lang = ctx.rng.choice(langs)
    month, dom, names = ctx.rng.choice(NAMED_DAYS[lang])
    name = ctx.rng.choice(names)
    template = ctx.rng.choice(_TEMPLATES[lang])
    if "{yy}" in template and not two_digit_year_ok(day.year):
        return None
    text = template.format(name=name, y=day.year, yy=f"{day.year % 100:02d}")
    if ctx.rng.random() < 0.3:
        text = text.lower()
    loc = ctx.rng.choice(ctx.pools.languages[lang])
    return Draft(text, to_iso(day.year, month, dom), loc, "DMY")
