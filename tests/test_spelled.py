"""Years written in words become digits before the model reads them; other number words stay as written."""

import pytest

from datenorm.spelled import roman_years, spelled_years
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, expected", [
    ("this 21st day of june in the year two thousand and twenty-two", "this 21st day of june in the year 2022"),
    ("eighteen hundred and twelve", "1812"),
    ("in fourteen hundred ninety-two", "in 1492"),
    ("one thousand nine hundred and ninety-nine", "1999"),
    ("nineteen eighty-four", "1984"),
    ("nineteen oh five", "1905"),
    ("twenty twenty-one", "2021"),
    ("seventeen seventy-six", "1776"),
    ("mil neuf cent septante", "1970"),  # Swiss and Belgian tens
    ("en mil neuf cent huitante-deux", "en 1982"),
    ("dix-neuf cent quatre-vingt-quatre", "1984"),
    ("le vingt et un juin deux mille vingt-deux", "le vingt et un juin 2022"),
    ("l'an mil", "l'an 1000"),
    ("mil novecientos ochenta y dos", "1982"),
    ("mil ciento doce", "1112"),
    ("o ano de dois mil e dez", "o ano de 2010"),
    ("neunzehnhundertneunundachtzig", "1989"),  # one word: cut into its number words
    ("tausendachthundertzwölf", "1812"),
    ("zweitausendzwanzig", "2020"),
    ("nel millenovecentonovantanove", "nel 1999"),  # with Italian's elision: cent|ottanta
    ("duemilaventi", "2020"),
])
def test_a_year_in_words_becomes_its_digits(text, expected):
    assert spelled_years(text) == expected


@pytest.mark.parametrize("text", [
    "twenty one",  # a count, not a year
    "three hundred",
    "eleven thirty",  # a time: two halves are a year only from thirteen on
    "ten thirty",
    "3 mil dólares",  # beside a numeral: a count
    "mil gracias",  # a bare thousand only after a word for the year
    "the twenty-first of june",
    "cinquecento",
    "milay akçay",  # a word that only begins like one
    "percent of the century",
    "and",
])
def test_other_number_words_and_look_alikes_stay(text):
    assert spelled_years(text) == text


def test_normalize_reads_years_in_words_in_any_case_and_script_mix():
    assert normalize("This 21st Day of June, Two Thousand and Twenty-Two") == "this 21st day of june, 2022"
    assert normalize("NEUNZEHNHUNDERTNEUNUNDACHTZIG") == "1989"
    assert normalize("le 3 mai mil neuf cent nonante-neuf") == "le 3 mai 1999"


@pytest.mark.parametrize("text, expected", [
    ("Anno MDCCLXXVI", "Anno 1776"),
    ("Anno Domini MDCCCLXXX", "Anno Domini 1880"),
    ("MCMLXXXIV", "1984"),
    ("A.D. MCMV", "A.D. 1905"),  # four letters, after a word for the year
    ("© MMXIV", "© 2014"),
    ("Datum Romae, die XV mensis Maii anno MDCCCXCI", "Datum Romae, die XV mensis Maii anno 1891"),
])
def test_a_roman_numeral_year_becomes_its_digits(text, expected):
    assert roman_years(text) == expected


@pytest.mark.parametrize("text", [
    "MIX", "MI 06372", "5 MM", "MDCC",  # short numerals alone are words and codes
    "grad MMXX",  # 'ad' inside a word is no word for the year
    "Louis XIV", "XII.1850",  # below 1000: the model reads them
    "MCLMLXXXVI", "MIM",  # not written the one right way
    "anno mcmxcix",  # lower case: the model reads it
])
def test_what_is_no_roman_year_stays(text):
    assert roman_years(text) == text


def test_normalize_reads_roman_years_before_case_folding():
    assert normalize("Anno Domini MDCCLXXVI") == "anno domini 1776"
