"""Named days: the days of a fixed date people write by name ('Christmas 2019' is 2019-12-25), in twelve
languages, and feasts that move from year to year ('Easter 2020'), which no reading may turn into a day.

The generator writes the fixed ones (`generate.named_days`); serving checks a reading against them
(`named_day_problem`), so a model that has not learnt a name well answers null rather than a made-up day.
This table is the documented list.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from datenorm.vocab import normalize

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

# Feasts whose date moves from year to year: the text names a day, but only its year can be read.
MOVABLE = ("Easter", "Easter Sunday", "Easter Monday", "Good Friday", "Pentecost", "Whitsun", "Ascension Day",
           "Thanksgiving", "Mother's Day", "Father's Day", "Labor Day", "Memorial Day", "Mardi Gras",
           "Shrove Tuesday", "Ash Wednesday", "Palm Sunday", "Chinese New Year", "Lunar New Year", "Ramadan",
           "Eid", "Eid al-Fitr", "Eid al-Adha", "Diwali", "Hanukkah", "Passover", "Rosh Hashanah", "Yom Kippur",
           "Pâques", "Pentecôte", "Ostern", "Pfingsten", "Pascua", "Semana Santa", "Pasqua", "Páscoa",
           "Carnaval", "Karneval", "Pasen", "Pinksteren", "Wielkanoc", "Пасха", "春节", "春節", "中秋节",
           "中秋節", "설날", "추석")  # fmt: skip

_YEAR_ONLY = re.compile(r"\d+")


def _spaced(ch: str) -> bool:
    # Names in scripts written without spaces ('2008年元旦') have no word edge to look for.
    return not unicodedata.name(ch, "").startswith(("CJK", "HIRAGANA", "KATAKANA", "HANGUL"))


def _pattern(name: str) -> str:
    key = re.escape(normalize(name))
    return ("(?<!\\w)" if _spaced(name[0]) else "") + key + ("(?!\\w)" if _spaced(name[-1]) else "")


@lru_cache(maxsize=1)
def _names() -> tuple[re.Pattern, dict[str, tuple[int, int] | None]]:
    days: dict[str, tuple[int, int] | None] = {normalize(n): (m, d) for entries in NAMED_DAYS.values()
                                                for m, d, names in entries for n in names}
    days.update({normalize(n): None for n in MOVABLE})
    ordered = sorted(days, key=len, reverse=True)  # 'christmas eve' before 'christmas'
    return re.compile("|".join(_pattern(n) for n in ordered)), days


def named_day_problem(norm: str, iso: str) -> str | None:
    """Why a reading `iso` of a normalised text that names a day and writes only its year cannot stand (a
    fixed day read as another day or month, a movable feast read finer than its year); None when it can, or
    when the text writes more numbers than its year (then they, not the name, say the date)."""
    if len(iso) == 4 or len(_YEAR_ONLY.findall(norm)) != 1:
        return None
    pattern, days = _names()
    found = pattern.search(norm)
    if found is None:
        return None
    day = days[found.group()]
    if day is None:
        return f"{found.group()!r} moves from year to year: only its year can be read, not {iso}"
    month, dom = day
    if int(iso[5:7]) == month and (len(iso) == 7 or int(iso[8:10]) == dom):
        return None
    return f"{found.group()!r} is {month:02d}-{dom:02d}, not the {iso} read"


def may_name_day(shape: str) -> bool:
    """Whether `named_day_problem` could find a named day in a text of this shape (its digits all '0') with its
    one number; a name that holds a digit ('july 4th', '1. weihnachtstag') counts wherever its shape stands."""
    if len(_YEAR_ONLY.findall(shape)) != 1:
        return False
    return _names()[0].search(shape) is not None or any(name in shape for name in _shapes_with_digits())


@lru_cache(maxsize=1)
def _shapes_with_digits() -> tuple[str, ...]:
    """The names that hold a digit, with their digits as '0' (as `may_name_day`'s shapes write them)."""
    return tuple(sorted({re.sub(r"\d", "0", name) for name in _names()[1] if any(c.isdigit() for c in name)}))
