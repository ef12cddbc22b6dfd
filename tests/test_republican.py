"""French Republican dates become Gregorian ISO dates before the model reads them; what is not a whole one
stays as written."""

from datetime import date

import pytest

from datenorm.republican import republican_date, republican_dates
from datenorm.vocab import normalize


@pytest.mark.parametrize("year, month, day, expected", [
    (1, 1, 1, date(1792, 9, 22)),
    (2, 11, 9, date(1794, 7, 27)),  # 9 thermidor an II
    (8, 2, 18, date(1799, 11, 9)),  # 18 brumaire an VIII
    (11, 7, 22, date(1803, 4, 12)),  # the law of 22 germinal an XI
    (12, 8, 5, date(1804, 4, 25)),  # across a Gregorian leap day
    (14, 4, 10, date(1805, 12, 31)),  # the calendar's last day
    (15, 1, 1, None), (3, 13, 1, None), (3, 1, 31, None),
])
def test_republican_date_is_the_decrees_table(year, month, day, expected):
    assert republican_date(year, month, day) == expected


@pytest.mark.parametrize("text, expected", [
    ("18 brumaire an viii", "1799-11-09"),
    ("le 1er vendémiaire an 3", "le 1794-09-22"),
    ("5 floreal de l'an xii", "1804-04-25"),  # without the accent, 'de l'an'
    ("paris, le 22 germinal an 11", "paris, le 1803-04-12"),
])
def test_a_republican_date_becomes_its_gregorian_date(text, expected):
    assert republican_dates(text) == expected


@pytest.mark.parametrize("text", ["30 ventôse an xv", "ventôse an ii", "an 2000", "3 mai an 2", "18 brumaire an viii-bis"])
def test_what_is_not_a_whole_republican_date_stays(text):
    assert republican_dates(text) == text


def test_normalize_reads_republican_dates():
    assert normalize("18 Brumaire an VIII") == "1799-11-09"
