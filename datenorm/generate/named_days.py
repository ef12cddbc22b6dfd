"""Named days of a fixed date with their year: 'Christmas 2019' -> '2019-12-25', 'Silvester 1999' ->
'1999-12-31', '2008年元旦' -> '2008-01-01'. Without them the model read such strings as a year alone or made a
month up ('New Year's Day 2020' -> 2020-05). Feasts that move from year to year (Easter, Thanksgiving, the
lunar new year) are not here: the model cannot compute them, so they stay no date.

The documented list (README, "Named days") is this table: (month, day, names) per language.
"""

from __future__ import annotations

from datetime import date

from datenorm.dates import to_iso, two_digit_year_ok
from datenorm.generate.context import Context, Draft

NAMED_DAYS = {
    "en": ((1, 1, ("New Year's Day", "New Years Day", "New Year's")), (12, 31, ("New Year's Eve", "NYE")),
           (2, 14, ("Valentine's Day", "Valentines Day")), (3, 17, ("St. Patrick's Day", "Saint Patrick's Day")),
           (7, 4, ("Independence Day", "the Fourth of July", "Fourth of July", "July 4th")),
           (10, 31, ("Halloween",)), (12, 24, ("Christmas Eve",)), (12, 25, ("Christmas", "Christmas Day", "Xmas")),
           (12, 26, ("Boxing Day",)), (11, 1, ("All Saints' Day",)), (11, 11, ("Armistice Day", "Veterans Day")),
           (11, 5, ("Guy Fawkes Night", "Bonfire Night")), (7, 14, ("Bastille Day",))),
    "fr": ((12, 25, ("Noël", "le jour de Noël")), (12, 24, ("la veille de Noël", "le réveillon de Noël")),
           (1, 1, ("le jour de l'An", "le Nouvel An")), (12, 31, ("la Saint-Sylvestre",)),
           (11, 1, ("la Toussaint",)), (2, 14, ("la Saint-Valentin",))),
    "de": ((12, 24, ("Heiligabend", "Heiliger Abend")), (12, 25, ("1. Weihnachtstag", "erster Weihnachtstag")),
           (12, 26, ("2. Weihnachtstag", "zweiter Weihnachtstag")), (12, 31, ("Silvester",)),
           (1, 1, ("Neujahr", "Neujahrstag")), (10, 3, ("Tag der Deutschen Einheit",)), (11, 1, ("Allerheiligen",)),
           (2, 14, ("Valentinstag",))),
    "es": ((12, 25, ("Navidad", "el día de Navidad")), (12, 24, ("Nochebuena",)), (12, 31, ("Nochevieja",)),
           (1, 1, ("Año Nuevo", "el día de Año Nuevo")), (1, 6, ("Día de Reyes",)), (2, 14, ("San Valentín",)),
           (11, 1, ("Día de Todos los Santos",))),
    "it": ((12, 25, ("Natale",)), (12, 24, ("la Vigilia di Natale",)), (1, 1, ("Capodanno",)),
           (12, 31, ("San Silvestro",)), (1, 6, ("Epifania",)), (8, 15, ("Ferragosto",)), (11, 1, ("Ognissanti",)),
           (2, 14, ("San Valentino",))),
    "pt": ((12, 25, ("Natal", "dia de Natal")), (12, 24, ("véspera de Natal",)), (1, 1, ("Ano Novo",)),
           (11, 1, ("Dia de Todos os Santos",))),
    "nl": ((12, 25, ("Eerste Kerstdag",)), (12, 26, ("Tweede Kerstdag",)), (12, 24, ("Kerstavond",)),
           (1, 1, ("Nieuwjaarsdag",)), (12, 31, ("Oudejaarsavond", "oudjaar")), (4, 27, ("Koningsdag",))),
    "pl": ((12, 25, ("Boże Narodzenie",)), (12, 24, ("Wigilia",)), (1, 1, ("Nowy Rok",)), (12, 31, ("Sylwester",)),
           (11, 1, ("Wszystkich Świętych",)), (11, 11, ("Święto Niepodległości",))),
    "ru": ((1, 1, ("Новый год",)), (1, 7, ("Рождество",)), (5, 9, ("День Победы",)), (12, 31, ("канун Нового года",))),
    "zh": ((1, 1, ("元旦",)), (12, 25, ("圣诞节", "聖誕節")), (10, 1, ("国庆节", "國慶日")), (5, 1, ("劳动节", "勞動節")),
           (2, 14, ("情人节",))),
    "ja": ((1, 1, ("元日", "元旦")), (12, 31, ("大晦日",)), (12, 25, ("クリスマス",)), (11, 3, ("文化の日",)),
           (5, 3, ("憲法記念日",)), (2, 11, ("建国記念の日",))),
    "ko": ((1, 1, ("신정",)), (12, 25, ("크리스마스", "성탄절")), (8, 15, ("광복절",)), (3, 1, ("삼일절",)),
           (10, 3, ("개천절",)), (10, 9, ("한글날",))),
}  # fmt: skip

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
