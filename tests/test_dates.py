"""Date rules: the pivot, validity, numeric readings per field order, locale orders."""

import pytest

from datenorm.dates import (expand_two_digit_year, is_ambiguous, is_valid_iso, locale_order, numeric_readings,
                            precision, read_fields)
from datenorm.errors import ConfigError


@pytest.mark.parametrize("yy, year", [(0, 2000), (49, 2049), (50, 1950), (99, 1999), (5, 2005)])
def test_two_digit_years_follow_the_pivot(yy, year):
    assert expand_two_digit_year(yy) == year


@pytest.mark.parametrize("iso, ok", [
    ("1999-05-03", True), ("1999-05", True), ("1999", True), ("2000-02-29", True), ("1900-02-29", False),
    ("2019-02-29", False), ("2019-13-01", False), ("2019-04-31", False), ("2019-00-10", False),
    ("99-05-03", False), ("1999-5-3", False), ("", False), ("2019-12-32", False),
])
def test_iso_validity(iso, ok):
    assert is_valid_iso(iso) is ok


@pytest.mark.parametrize("iso, expected", [("1999-05-03", "day"), ("1999-05", "month"), ("1999", "year")])
def test_precision_follows_what_was_written(iso, expected):
    assert precision(iso) == expected


@pytest.mark.parametrize("text, readings", [
    ("03/04/05", {"DMY": "2005-04-03", "MDY": "2005-03-04", "YMD": "2003-04-05"}),
    ("25/04/2005", {"DMY": "2005-04-25"}),
    ("2005-04-25", {"YMD": "2005-04-25"}),
    ("19990503", {"YMD": "1999-05-03"}),
    ("20120510", {"YMD": "2012-05-10"}),
    ("03052012", {"DMY": "2012-05-03", "MDY": "2012-03-05"}),
    ("31/02/2019", {}),
    ("hello", {}),
])
def test_numeric_readings_per_order(text, readings):
    assert numeric_readings(text) == readings


@pytest.mark.parametrize("text, ambiguous", [
    ("03/04/2005", True), ("03/03/2005", False), ("25/04/2005", False), ("2005-04-03", False), ("03.04.05", True),
])
def test_ambiguity_means_two_different_valid_dates(text, ambiguous):
    assert is_ambiguous(text) is ambiguous


def test_read_fields_rejects_impossible_dates():
    assert read_fields(("29", "02", "2019"), "DMY") is None
    assert read_fields(("29", "02", "2020"), "DMY") == "2020-02-29"


@pytest.mark.parametrize("locale, order", [("en_US", "MDY"), ("en_GB", "DMY"), ("fr_FR", "DMY"), ("ja_JP", "YMD")])
def test_locale_order_comes_from_cldr(locale, order):
    assert locale_order(locale) == order


def test_unknown_locale_names_itself():
    with pytest.raises(ConfigError, match="xx_NOPE"):
        locale_order("xx_NOPE")
