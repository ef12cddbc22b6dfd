"""Hebrew-calendar dates become Gregorian ISO dates before the model reads them, exactly; what is not a whole
Hebrew date stays as written."""

from datetime import date

import pytest

from datenorm.hebrew import hebrew_date, hebrew_dates
from datenorm.vocab import normalize


@pytest.mark.parametrize("year, month, day, expected", [
    (5708, 2, 5, date(1948, 5, 14)),  # 5 Iyar: Israel's declaration of independence
    (5785, 7, 1, date(2024, 10, 3)),  # Rosh Hashanah
    (5784, 1, 14, date(2024, 4, 22)),  # the eve of Passover
    (5784, 13, 14, date(2024, 3, 24)),  # Purim in a leap year, in Adar II
    (5784, 12, 30, date(2024, 3, 10)),  # Adar I has 30 days
    (5783, 12, 14, date(2023, 3, 7)),  # Purim in a common year
    (5784, 9, 25, date(2023, 12, 8)),  # Hanukkah
    (5760, 10, 23, date(2000, 1, 1)),
    (5660, 10, 30, None),  # Tevet has 29 days
    (5783, 13, 1, None),  # no Adar II in a common year
    (5784, 8, 30, None),  # Heshvan 5784 had 29 days
    (5785, 8, 30, date(2024, 12, 1)),  # ... and 5785's 30
    (5860, 7, 1, date(2099, 9, 15)),
    (5861, 7, 1, None),  # 2099 is the last year read
])
def test_hebrew_date_is_the_calendars_arithmetic(year, month, day, expected):
    assert hebrew_date(year, month, day) == expected


@pytest.mark.parametrize("text, expected", [
    ('ה\' באייר תש"ח', "1948-05-14"),
    ("ה׳ באייר ה׳תש״ח", "1948-05-14"),  # geresh and gershayim, and the thousands written
    ('ט"ו בשבט התשפ"ד', "2024-01-25"),
    ('נולד בי"ז בתמוז תשמ"ה', "נולד 1985-07-06"),  # 'בי"ז': 'on the 17th', not 2+10+7
    ("ב' באייר בשנת תש\"ח", "1948-05-11"),
    ('כ"ט באדר א\' תשפ"ד', "2024-03-09"),
    ("14 ניסן 5784", "2024-04-22"),
    ("14 nisan 5784", "2024-04-22"),
    ("yahrzeit: 10 tevet 5785", "yahrzeit: 2025-01-10"),
    ("nisan 14, 5784", "2024-04-22"),
    ("15 adar ii 5784", "2024-03-25"),
    ("29 adar 5783", "2023-03-22"),  # plain Adar in a common year
])
def test_a_hebrew_date_becomes_its_gregorian_date(text, expected):
    assert hebrew_dates(text) == expected


@pytest.mark.parametrize("text", [
    'באייר תש"ח',  # a month and year: two Gregorian months
    "29 adar 5784",  # a leap year: Adar I or Adar II?
    "30 cheshvan 5784",  # a day the month lacks
    "5 av 1999",  # a Gregorian year: not a Hebrew date
    "av. 5 5784",
    "15 ינואר 2024",  # Hebrew's names for the Gregorian months are the model's
    "זה אב טוב",  # 'this is a good father': 12, Av, 17 as letters, but a year has its hundreds
])
def test_what_is_not_a_whole_hebrew_date_stays(text):
    assert hebrew_dates(text) == text


def test_normalize_reads_hebrew_dates_for_training_and_serving_alike():
    assert normalize('ה\' באייר תש"ח') == "1948-05-14"
    assert normalize("Born 14 Nisan 5784") == "born 2024-04-22"
