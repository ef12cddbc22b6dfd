"""Numeric readings: ambiguity, impossible numerals, a column's order, the weekday check."""

import pytest

from datenorm.readings import (bc_era, column_order, field_readings, is_ambiguous, numeric_part, numeric_readings,
                               read_fields, stated_order, weekday_fit, year_written)
from datenorm.serve.prediction import day_or_short_year, day_read_twice
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, readings", [
    ("03/04/05", {"DMY": "2005-04-03", "MDY": "2005-03-04", "YMD": "2003-04-05"}),
    ("25/04/2005", {"DMY": "2005-04-25"}),
    ("2005-04-25", {"YMD": "2005-04-25"}),
    ("19990503", {"YMD": "1999-05-03"}),
    ("20120510", {"YMD": "2012-05-10"}),
    ("03052012", {"DMY": "2012-05-03", "MDY": "2012-03-05"}),
    ("31/02/2019", {}),
    ("hello", {}),
    ("0099-01-01", {"YMD": "0099-01-01"}),  # ISO 8601 pads a year below 1000 where the year comes first
    ("0001-01-01", {"YMD": "0001-01-01"}),
    ("0000-01-01", {}),  # there is no year 0
    ("03/05/0999", {}),  # a padded year last is no way people write one: not read, so no ambiguity invented
])
def test_numeric_readings_per_order(text, readings):
    assert numeric_readings(text) == readings


@pytest.mark.parametrize("text, ambiguous", [
    ("03/04/2005", True), ("03/03/2005", False), ("25/04/2005", False), ("2005-04-03", False), ("03.04.05", True),
])
def test_ambiguity_means_two_different_valid_dates(text, ambiguous):
    assert is_ambiguous(numeric_readings(text)) is ambiguous


def test_read_fields_rejects_impossible_dates():
    assert read_fields(("29", "02", "2019"), "DMY") is None
    assert read_fields(("29", "02", "2020"), "DMY") == "2020-02-29"


def test_field_readings_list_every_order_that_reads_the_fields():
    assert field_readings(("03", "04", "05")) == {"DMY": "2005-04-03", "MDY": "2005-03-04", "YMD": "2003-04-05"}
    assert field_readings(("1999", "05", "03")) == {"YMD": "1999-05-03"}


def test_column_order_is_settled_by_unambiguous_rows():
    result = column_order(["25/04/2005", "13/01/2001", "03/04/2005", "12/31/2001"])
    assert result.order == "DMY" and result.evidence == {"DMY": 2, "MDY": 1}
    assert column_order(["03/04/2005"]).order is None


@pytest.mark.parametrize("text, impossible", [
    ("31/02/2019", "31/02/2019"), ("2019-13-45", "2019-13-45"), ("2019-13-45T10:30:00Z", "2019-13-45"),
    ("29.35.186.214", "29.35.186"), ("31/01/2019", None), ("Sat 31/02/2019", None), ("1.2.3", "1.2.3"), ("1.2.03", None), ("May 3", None),
])
def test_impossible_numeric_dates_are_recognised(text, impossible):
    assert numeric_part(text).impossible == impossible


@pytest.mark.parametrize("text, chosen", [
    ("Mon, 8/7/1922", "1922-08-07"),  # 7 August 1922 was a Monday, 8 July a Saturday
    ("Saturday 8/7/1922", "1922-07-08"),
    ("8/7/1922", None),  # no weekday written
    ("Tue, 8/7/1922", None),  # neither reading is a Tuesday
    ("Mon or Sat, 8/7/1922", None),  # two weekdays: no decision
    ("month 8/7/1922", None),  # 'mon' only as a whole word
])
def test_a_written_weekday_picks_the_reading_that_falls_on_it(text, chosen):
    assert weekday_fit(normalize(text), ["1922-07-08", "1922-08-07"]) == chosen


@pytest.mark.parametrize("text, chosen", [
    ("četvrtak, 11. listopada 2040.", "2040-10-11"),  # a Thursday; 11 November 2040 is a Sunday
    ("nedjelja, 11. listopada 2040.", "2040-11-11"),
    ("jeudi 11 octobre 2040", "2040-10-11"), ("Do., 11. Oktober 2040", None),  # 'do' is too short to count
    ("11 listopada 2040", None), ("czwartek albo niedziela, 11 listopada 2040", None)])
def test_a_weekday_in_any_language_picks_the_reading_that_falls_on_it(text, chosen):
    assert weekday_fit(normalize(text), ["2040-10-11", "2040-11-11"]) == chosen


def _shipped_table(name: str) -> str:
    """A table written from CLDR, as shipped; the test is skipped under another babel than the one that wrote it
    (a newer CLDR names more eras and weekdays; the tables, like the model's lexicon, stay as shipped)."""
    import re
    from pathlib import Path

    import datenorm

    babel = pytest.importorskip("babel")
    text = (Path(datenorm.__file__).parent / name).read_text(encoding="utf-8")
    written = re.search(r"from CLDR of babel (\S+)", text)
    assert written, f"{name} names no babel version"
    if written.group(1) != babel.__version__:
        pytest.skip(f"{name} was written from babel {written.group(1)}, this is {babel.__version__}")
    return text


def test_the_shipped_table_of_weekday_names_is_cldrs():
    text = _shipped_table("weekdays.py")
    from datenorm.generate.weekdays import module_text

    assert text == module_text()


@pytest.mark.parametrize("text, ambiguous", [
    ("03/04/05", True), ("DOB: 03/04/05", True), ("03/04/05 10:30", True), ("03/04/2005 2pm", True),
    ("(03.04.05)", True), ("06/08/'75, 14:37", True), ("08,05,1569", True), ("report_03-04-2019.pdf", True),
    ("v2.3.11", False), ("8.3.51.9040", False), ("release-12.2.83", False), ("tél. 06 12 34 56 78", False),
    ("4.3.72-build.21", False), ("25/04/2005", False),
    # a day and month with a slash before a year in full, as the Nordic languages write them
    ("3/8 2017", True), ("död 2/11 1901", True), ("d. 24/12-2020", False), ("v1.3/8 2017", False),
])
def test_only_numerals_standing_on_their_own_are_ambiguous(text, ambiguous):
    assert numeric_part(text).ambiguous is ambiguous


@pytest.mark.parametrize("norm, year, written", [
    ("3 may 1999", 1999, True), ("may '99", 1999, True), ("03/04/05", 2005, True), ("030599", 1999, True),
    ("990503", 1999, True), ("img_20190503_142211.jpg", 2019, True), ("2019年4月30日", 2019, True),
    ("1 january 0001", 2001, False), ("1 jan 10000", 2000, False), ("3 may 1999", 2099, False),
    ("1234567", 1967, False), ("03051999", 1999, True), ("1 jan 10000", 1000, False), ("19970902090807", 1997, True),
    ("1 january 0001", 1, True), ("ad 85", 85, True), ("0099-01-01", 99, True), ("ad 85", 1985, True),
    ("call 555-0123 and room 12 at", 555, False), ("555-0123", 555, False), ("5/3/247 ad", 247, True),
    ("85 n. chr.", 85, True), ("ext. 0123-555", 555, False),
    # A year before 1000 without its zeros needs an era beside it: one-letter ones right after it.
    ("127.0.0.1 - frank [10/oct/2000", 127, False), ("road 247", 247, False), ("499 m", 499, True),
    ("5 jul 499 m", 499, True), ("14 مارس 798 م", 798, True), ("公元247年5月3日", 247, True),
    ("so., 2. apr.879 n.chr .", 879, True), ("m 499", 499, False), ("3 мая 85 г. н. э.", 85, True),
    ("d.c. 27 jul, 442", 442, True), ('"get /apache_pb.gif http/1.0" 200 2326', 200, False),
    ("247 " + "x" * 30 + " ad", 247, False), ("25 décembre 800 apr. j.-c.", 800, True),
    # ... or a word for the year right before or after it
    ("năm 938", 938, True), ("в 862 году", 862, True), ("938年", 938, True), ("בשנת 873", 873, True),
    ("anno 410", 410, True), ("page 938", 938, False), ("yearly 938", 938, False), ("938 years", 938, False),
    ("681 г.", 681, True), ("681 р.", 681, True), ("681 гр", 681, False), ("966 r.", 966, True), ("966 rs", 966, False),
    ("vlak r 921", 921, False), ("سال 45", 45, True), ("سن: 45 سال", 45, False), ("वय: 65 वर्षे", 65, False),  # an age
    ("عمره 35 سنة", 35, False), ("贷款期限 30年", 30, False), ("公元99年", 99, True), ("سنة 935", 935, True), ("seit 35 jahre", 35, False), ("im jahre 873", 873, True),
    ("อายุ 25 ปี", 25, False), ("ปี 938", 938, True), ("25 năm", 25, False), ("25 tahun", 25, False),
    # Roman numerals from 1000 on, as a word of their own
    ("anno mdcclxxvi", 1776, True), ("© mcmxcix", 1999, True), ("mcmxcixx", 1999, False), ("louis xiv", 14, False),
    ("anno mdcclxxvi", 1976, False),
])
def test_a_year_is_written_in_full_or_as_its_last_two_digits(norm, year, written):
    assert year_written(norm, year) is written


@pytest.mark.parametrize("norm, year, day, written", [
    ("incoronazione di carlo magno, 25 dicembre 800", 800, 25, True), ("le 3 mai 987.", 987, 3, True),
    ("15 de março de 750", 750, 15, True),
    ("25 dicembre 800", 800, 24, False),  # the reading's day is not the one written
    ("12 mar 250 mg", 250, 12, False), ("dicembre 800", 800, None, False), ("3 may 99", 99, 3, False),
    ("flight 12 may 555 gate 4", 555, 12, False), ("25/12/800", 800, 25, False),
])
def test_a_three_digit_year_closes_a_day_and_a_month_name(norm, year, day, written):
    assert year_written(norm, year, day) is written


@pytest.mark.parametrize("norm, year, written", [
    ("1200 bc", 1200, "1200 bc"), ("15 march 44 bc", 2044, "44 bc"),  # a two-digit BC year read as 2044
    ("44 av. j.-c.", 44, "44 av. j.-c."), ("753 v. chr.", 753, "753 v. chr."),
    ("1200 до н. э.", 1200, "1200 до н. э."), ("в 480 г. до н.э.", 480, "480 г. до н.э."),  # spaced otherwise
    ("в 480 году до нашей эры", 480, "480 году до нашей эры"), ("480 r. p.n.e.", 480, "480 r. p.n.e."),  # a year's word
    ("в 480 году", 480, None),
    ("公元前221年", 221, "公元前221"), ("기원전 57년", 57, "기원전 57"), ("300 przed naszą erą", 300, "300 przed naszą erą"),
    ("1200 ad", 1200, None), ("3 march 2019", 2019, None), ("1200 bc", 1201, None),
    ("2019 ksa", 2019, None), ("3 pm 2019", 2019, None),  # short words that CLDR also names BC by stay
    ("0decee36-c093-bc1c-0ffb", 2001, None), ("scan_bc4cc6eb", 2004, None),  # hex digits
])
def test_a_year_with_a_bc_era_beside_it_is_found(norm, year, written):
    assert bc_era(norm, year) == written


def test_a_bc_year_is_no_date():
    from datenorm.serve.api import Normalizer

    norm = Normalizer.load("base", workers=1)
    preds = norm.normalize_batch(["1200 BC", "15 March 44 BC", "753 v. Chr.", "1200 AD"])
    # (the model may see no date at all: the rule's reason then is not needed, nor given)
    assert [p.iso for p in preds[:3]] == [None, None, None]
    assert all("before the common era" in p.error or "not a date (is_date" in p.error for p in preds[:3])
    assert "before the common era" in preds[1].error
    assert preds[3].iso == "1200"


def test_the_shipped_table_of_era_names_is_cldrs():
    text = _shipped_table("eras.py")
    from datenorm.generate.eras import module_text

    assert text == module_text()


@pytest.mark.parametrize("text, order", [
    ("DOB (MM/DD/YYYY): 04/07/1985", "MDY"), ("Date (JJ/MM/AAAA) : 04/07/1985", "DMY"),
    ("Geburtsdatum (TT.MM.JJJJ): 04.07.1985", "DMY"), ("ДД.ММ.ГГГГ", "DMY"), ("yyyy-mm-dd", "YMD"),
    ("d.m.yyyy", "DMY"), ("gg.aa.yyyy", "DMY"), ("ÉÉÉÉ.HH.NN", "YMD"), ("dd/mm/yyyy hh:mm", "DMY"),
    ("a.m. 3/4/5", None), ("m/d/y", None), ("x.y.z", None), ("mm/yyyy", None), ("03/04/05", None)])
def test_a_format_spelled_out_in_the_text_states_its_order(text, order):
    assert stated_order(normalize(text)) == order


@pytest.mark.parametrize("text, iso, number", [
    ("March 15", "2015-03", "15"), ("dec 31", "2031-12", "31"), ("mars 5", "2005-03", "5"), ("15 march", "2015-03", "15"),
    ("agosto 99", "1999-08", None), ("Mar-15", "2015-03", None), ("Mar '15", "2015-03", None),
    ("March 2015", "2015-03", None), ("March 15", "2015-03-01", None), ("3 March 15", "2015-03", None),
    ("Aug 14 09:23", "2014-08", "14"), ("09:23:11 aug 14", "2014-08", "14"),  # a log's stamp: a clock time is no year
    ("Aug 14 2019 09:23", "2014-08", None)])
def test_a_month_with_one_small_number_apart_from_it_may_be_a_day_without_a_year(text, iso, number):
    assert day_or_short_year(normalize(text), iso) == number


@pytest.mark.parametrize("text, iso, number", [
    ("Thu Sep 25 10:36:28", "2025-09-25", "25"), ("Sep 5", "2005-09-05", "5"),  # one numeral, day and year at once
    ("Thu Sep 25 10:36:28 2025", "2025-09-25", None), ("25/09/25", "2025-09-25", None),  # written twice
    ("Sep 25", "2025-09", None), ("Sep 25", "2025-09-24", None)])
def test_a_full_date_whose_day_is_also_its_two_digit_year_and_the_only_numeral_has_no_year(text, iso, number):
    assert day_read_twice(normalize(text), iso) == number


def test_a_nordic_day_and_month_before_a_year_are_read_by_each_order():
    assert numeric_part("3/8 2017").readings == {"DMY": "2017-08-03", "MDY": "2017-03-08"}
    assert numeric_part("d. 24/12-2020").readings == {"DMY": "2020-12-24"}
