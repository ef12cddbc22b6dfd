"""Numbers a reading may be made of that are something else: versions, addresses, numbered items, pages, amounts,
spans of years."""

import pytest

from datenorm.numbered import may_write_version, number_reading, version_reading
from datenorm.spans import two_dates


@pytest.mark.parametrize("text, iso, version", [
    ("version 10.2.3", "2010-02-03", "version 10.2.3"),
    ("python 3.11.7", "2011-11-03", "python 3.11.7"),
    ("ios 16.4.1", "2016-04-01", "ios 16.4.1"),
    ("upgraded to v10.12.3", "2010-12-03", "upgraded to v10.12.3"),
    ("released 2019-05-03, version 10.2.3", "2019-05-03", None),  # a real date beside a version stays
    ("3 may 1999 build 1999.5.3", "1999-05-03", "build 1999.5.3"),
    ("10.2.3", "2010-02-03", None),  # numerals alone are the model's to read
    ("version 10.2.3.4", "2010-02-03", "10.2.3.4"),  # four numbers: no version rule, but no date either
    # four dotted numbers of up to three digits are an address
    ("10.1.4.22:5432", "2010-01-04", "10.1.4.22"), ("host 192.168.1.15", "2015-01-01", "192.168.1.15"),
    ("ip 10.0.2.15 on 2023-01-04", "2023-01-04", None), ("12.05.2023", "2023-05-12", None),
    ("v2.10.2021", "2021-10-02", "v2.10.2021"), ("v 2.10.2021", "2021-10-02", None),  # Czech 'v': 'on'
    # a number after its sign: '№' is 'No' once NFKC has read it
    ("no 12/2021", "2021-12", "no 12/2021"), ("nr. 5/2019", "2019-05", "nr. 5/2019"),
    ("#12/2021", "2021-12", "#12/2021"), ("# 08/06/1961", "1961-06-08", None),  # '# ': a list's or a comment's
    ("no. 3/4/2021", "2021-04-03", "no. 3/4/2021"), ("č.j. 5/2021", "2021-05", "č.j. 5/2021"),
    # pages after their abbreviation
    ("pp. 12-19", "2019-12", "pp. 12-19"), ("p. 5/12", "2012-05", "p. 5/12"), ("s. 12-19", "2019-12", "s. 12-19"),
    ("ley 19/2013", "2013-12-19", "ley 19/2013"), ("lei 13.709/2018", "2018", "lei 13.709/2018"),  # laws' numbers
    ("पृष्ठ 12-15", "2015-12", "पृष्ठ 12-15"), ("sayfa 3-7", "2007-03", "sayfa 3-7"), ("σελ. 12-19", "2019-12", "σελ. 12-19"),
    ("12-19", "2019-12", None), ("apr. 12-19", "2019-04-12", None),
    # an amount of money: a currency's sign or name beside the number
    ("1500 ₽", "1500", "1500 ₽"), ("2019元", "2019", "2019元"), ("1250 грн", "1250", "1250 грн"),
    ("1999 kr.", "1999", "1999 kr"), ("$1999", "1999", "$1999"), ("2019元旦", "2019-01", None),
    ("896 kr. u.", "0896", None), ("€ 2019-05-03", "2019-05-03", None), ("3 may 1999 €", "1999-05-03", None),
    ("note 12/2021", "2021-12", None), ("nov 12/2021", "2021-11-12", None),
    # a number after its sign holds no month or day: none is read from its digits either
    ("č. j. 123/2019", "2019-03-12", "č. j. 123/2019"), ("order #4417-2208-1937", "1937-08-22", "#4417-2208-1937"),
    ("no 12/2021", "2021-11-12", None), ("№ 15/2024 от 01.02.2024", "2024-02-01", None),
    ("faktura br. 77/2024", "2024", "br. 77/2024"),
    # an identifier: a compact date and a number after its dash that is no clock time
    ("order id 20230415-7781", "2023-04-15", "20230415-7781"), ("mrn 20240315-77", "2024-03-15", "20240315-77"),
    ("screenshot_20230815-1422.png", "2023-08-15", None), ("20230815-142233", "2023-08-15", None),
    # a span of two years, of which a reading takes one
    ("between 1850 and 1855", "1855", "1850 and 1855"), ("b. 1887 d. 1954", "1954", "1887 d. 1954"),
    ("2020年—2022年", "2020", "2020年—2022"), ("between 2005 and 2010", "2010-12-26", "2005 and 2010"),
    ("1985 #2041", "1985", None), ("1855 and 1850", "1855", None),  # a number, and years that do not ascend
    ("1850 to 2100", "1850", None), ("1990/1991", "1991", None),  # two lives apart; a season's numerals
    ("05/03/1999 - 2000", "1999-03-05", None),  # the year of a numeric date is its field, not one of two
])
def test_a_reading_made_of_a_version_number_is_known(text, iso, version):
    assert version_reading(text, iso) == version


def test_a_shape_that_may_hold_such_a_number_is_known():
    # shapes: digits as '0' (`prediction.rules_silent` asks before it lets a reading skip the rules)
    assert may_write_version("v0.00.0000") and may_write_version("no 00/0000") and may_write_version("0.0.0.0")
    assert not may_write_version("00/00/0000") and not may_write_version("0 march 0000")


def test_a_refusal_says_what_the_number_is():
    from datenorm.serve.api import Normalizer

    assert number_reading("1500 ₽", "1500") == ("1500 ₽", "an amount of money")
    assert number_reading("pp. 12-19", "2019-12") == ("pp. 12-19", "a range of pages")
    assert number_reading("version 10.2.3", "2010-02-03") == ("version 10.2.3", "a version number")
    assert number_reading("3 may 1999", "1999-05-03") is None
    normalizer = Normalizer.load("base", workers=1)
    assert normalizer.normalize("1500 ₽").error == "not a date: '1500 ₽' is an amount of money"
    assert normalizer.normalize("pp. 12-19").error == "not a date: 'pp. 12-19' is a range of pages"
    assert normalizer.normalize("between 1840 and 1845").error == ("not a date: '1840 and 1845' is a span of two "
                                                                   "years")


def test_a_year_only_reading_of_a_postcode_or_a_cars_year_is_known():
    from datenorm.numbered import code_and_name

    assert code_and_name("1012 AB Amsterdam", "1012-04") == "1012 AB Amsterdam"
    assert code_and_name("Damrak 70-3, 1012 AB Amsterdam", "1012") == "1012 AB Amsterdam"
    assert code_and_name("2008 VW Golf", "2008") == "2008 VW Golf"
    # a date before capitals and a name, an era, a full date, case folded away: none
    assert code_and_name("May 1999 NY Times", "1999-05") is None
    assert code_and_name("1500 BC Athens", "1500") is None
    assert code_and_name("1012 AB Amsterdam", "1012-04-03") is None
    assert code_and_name("1012 ab amsterdam", "1012") is None


def test_a_compact_number_after_a_number_sign_is_no_date():
    assert number_reading("order no. 20210312", "2021-03-12") == ("no. 20210312", "a numbered item's number")
    assert number_reading("#20190503", "2019-05-03") == ("#20190503", "a numbered item's number")
    assert number_reading("# 20621201", "2062-12-01") is None  # a list's line or a comment, then a date
    assert number_reading("no. 5, 20210312", "2021-03-12") is None


@pytest.mark.parametrize("text, iso", [
    ("lot 20240315-b", "2024"), ("批号:20240315", "2024-03-15"), ("주문번호 20240315-0001234", "2024-03-15"),
    ("سری ساخت: 140307", "2007-03-14"), ("batch: 230415", "2023-04-15"), ("заказ 20231105", "2023-11-05"),
    ("student id 20190312", "2019-03-12"),
])
def test_a_compact_number_after_a_word_for_a_lot_or_an_order_is_no_date(text, iso):
    assert number_reading(text, iso)[1] == "a lot's, batch's, order's or ID's number"


@pytest.mark.parametrize("text, iso", [
    ("order date 20240315", "2024-03-15"), ("lot 7 - 2024-03-15", "2024-03-15"), ("lotto 20240315", "2024-03-15"),
])
def test_a_date_after_such_a_word_with_more_between_stays_a_date(text, iso):
    assert number_reading(text, iso) is None


@pytest.mark.parametrize("text, iso", [
    ("1500 ကျပ်", "1500"), ("գինը՝ 1500 դրամ", "1500"), ("rp 1500", "1500"), ("rs. 1999", "1999"), ("₦2000", "2000"),
    ("ราคา 1990 บาท", "1990"), ("1999 تومان", "1999"), ("usd 2024", "2024"), ("mxn 1999", "1999"), ("eur 2019", "2019"),
])
def test_more_currencies_signs_and_codes_make_an_amount(text, iso):
    assert number_reading(text, iso)[1] == "an amount of money"


@pytest.mark.parametrize("text, iso", [("cad 2024", "2024"), ("ngn 2023", "2023-04"), ("euro 2024", "2024")])
def test_codes_that_are_words_or_months_somewhere_make_no_amount(text, iso):
    assert number_reading(text, iso) is None


@pytest.mark.parametrize("text, iso, found", [
    ("【工商银行】您尾号1234卡11月27日14:32支出", "1234-11-27", "尾号1234"), ("card ending in 1987 on 5 mar", "1987-03-05", "ending in 1987"),
    ("kartu *1987 tgl 05/03", "1987-05-03", "*1987"), ("a/c xx1987 debited", "1987", "xx1987"),
    ("카드 끝자리 1987 3월 5일", "1987-03-05", "끝자리 1987"), ("card ****1999 on 3 may", "1999-05-03", "****1999"),
])
def test_a_cards_last_digits_are_no_year(text, iso, found):
    assert number_reading(text, iso) == (found, "a card's or account's last digits")


@pytest.mark.parametrize("text, iso", [
    ("**2024**", "2024"), ("card ending in 1987 on 5 mar 2024", "2024-03-05"), ("xx 1999", "1999"),
])
def test_a_year_in_asterisks_or_beside_a_cards_digits_stays(text, iso):
    assert number_reading(text, iso) is None


@pytest.mark.parametrize("text, iso", [("cymru 12-10 ffrainc", "2010-12"), ("bayern 3:1 dortmund", "2001-03")])
def test_a_matchs_score_is_no_date(text, iso):
    assert number_reading(text, iso)[1] == "a match's score"


@pytest.mark.parametrize("text, iso", [("mai 12-10 2020", "2020-10-12"), ("exp 12-25 cvv 123", "2025-12")])
def test_a_score_needs_words_on_both_sides_and_no_other_number(text, iso):
    assert number_reading(text, iso) is None


@pytest.mark.parametrize("text, iso", [
    ("दिनांक 10 से 15 जून 2024 तक", "2024-06-15"), ("od 10 do 15 czerwca 2024", "2024-06-10"),
    ("dari 10 sampai 15 juni 2024", "2024-06-15"), ("10 ile 15 haziran 2024", "2024-06-15"),
    ("sugod hunyo 2 hangtod hunyo 6, 2025", "2025-06-02"), ("june 2 - june 6, 2025", "2025-06-06"),
    ("5 سے 7 اپریل 2024 تک", "2024-04-07"), ("من 5 إلى 7 أبريل 2024", "2024-04-05"),  # Urdu, Arabic
])
def test_a_span_of_days_with_to_in_other_languages_or_its_month_again_is_no_date(text, iso):
    assert number_reading(text, iso)[1] == "a span of days"


@pytest.mark.parametrize("text, iso, kind", [
    ("-2024", "2024", "a negative or overlong number"), ("20240503123456789012", "2024-05-03", "a negative or overlong number"),
    ("3 ??? 2020", "2020-03-03", "a word whose letters were lost"), ("?? ???? 2021 ?.", "2021", "a word whose letters were lost"),
    ("1ra. quincena de mayo 2024", "2024-05", "a part of a month or year"), ("first half of may 2024", "2024-05-01", "a part of a month or year"),
    ("вторая декада мая 2024", "2024-05", "a part of a month or year"),
    ("einwohner: 1995", "1995", "a quantity"), ("error code 2019", "2019", "a quantity"), ("total: 2024.05", "2024-05", "a quantity"),
    ("خدمة 24/7", "2024-07", "round the clock ('24/7')"), ("support 24/365", "2024", "round the clock ('24/7')"),
    ("ул. 8 марта, д. 15", "2015-03-08", "a house number on a street named for a date"),
    ("οδόσ 28ησ οκτωβρίου 12", "2012-10-28", "a house number on a street named for a date"),
    ("calle 12 de octubre 45", "2045-10-12", "a house number on a street named for a date"),
    ("شقة 12/05", "2005-12", "a house number"), ("apt. 12/3", "2012-03", "a house number"),
    ("age at death: 74y 3m 12d", "1974-03-12", "an age"), ("ae 74-3-12", "1974-03-12", "an age"),
    ("74 j. 3 m. 12 t.", "1974-03-12", "an age"), ("享年74", "1974", "an age"), ("aetatis suae 63", "1963", "an age"),
    ("m. after 1802", "1802", "a bound of a span ('before', 'after')"),
    ("nach 1802 verstorben", "1802", "a bound of a span ('before', 'after')"),
    ("expediente 12/2023", "2023-12", "a numbered item's number"),
])
def test_what_states_no_one_day_is_no_date(text, iso, kind):
    assert number_reading(text, iso)[1] == kind


@pytest.mark.parametrize("text, iso, kind", [
    ("no. 1776", "1776-11", "a numbered item's number"), ("lodge no. 1776", "1776", "a numbered item's number"),
    ("№ 1776", "1776", "a numbered item's number"), ("صفحه 1953", "1953", "a page's number"),
    ("पृष्ठ 1947", "1947", "a page's number"), ("s. 1953", "1953", "a page's number"),
])
def test_an_items_or_a_pages_number_alone_is_no_year(text, iso, kind):
    assert number_reading(text, iso)[1] == kind


@pytest.mark.parametrize("text, iso", [
    ("ley orgánica 3/2018", "2018-03-03"), ("d.l. 6/2020", "2020-06"), ("ν. 4624/2019", "2019-04"),
    ("wet 4 van 2013", "2013-02-04"), ("uu no. 27 tahun 2022", "2022-11-27"), ("uradni list rs, št. 40/12", "2040-12"),
    ("2011. évi cxc. törvény", "2011"),  # Hungarian's: the year first, the number in Roman numerals
])
def test_a_laws_number_and_year_alone_are_no_date(text, iso):
    assert number_reading(text, iso)[1] == "a law's number"


@pytest.mark.parametrize("text, iso", [("ley 3/2018, de 5 de diciembre", "2018-12-05"), ("5/2020", "2020-05"),
                                       ("24/7/2020", "2020-07-24"), ("ул. ленина, 8 марта 2015", "2015-03-08"),
                                       ("via 20 settembre 1870", "1870-09-20"),
                                       ("smith, aged 74, died 3 may 1901", "1901-05-03")])
def test_a_laws_date_beside_it_a_month_alone_and_dates_beside_such_numbers_stay(text, iso):
    assert number_reading(text, iso) is None


@pytest.mark.parametrize("text, iso", [("#2019", "2019"), ("no. 3 may 2019", "2019-05-03"), ("p. 3 may 2019", "2019-05-03"),
                                       ("no 1952", "1952-11"), ("ntʉ́ŋʉ́s 2040", "2040-12")])  # Jola-Fonyi's, Maasai's months
def test_a_hashtags_year_and_a_date_after_a_number_sign_stay(text, iso):
    assert number_reading(text, iso) is None


@pytest.mark.parametrize("text, iso", [
    ("3 may 2021 ??", "2021-05-03"), ("- 3 may 2021", "2021-05-03"), ("total 2024", "2024"), ("half-marathon 3 may 2024", "2024-05-03"),
])
def test_dates_beside_such_words_stay(text, iso):
    assert number_reading(text, iso) is None


def test_house_numbers_spans_of_days_and_cars_model_years_are_no_dates():
    assert number_reading("ul. marszałkowska 12/14", "2014-12") == ("ul. marszałkowska 12/14", "a house number")
    assert number_reading("hauptstrasse 12", "0012") == ("hauptstrasse 12", "a house number")
    assert number_reading("rue du 4 septembre 1870", "1870-09-04") is None  # a street named for a date
    assert number_reading("01.-03.10.2021", "2021-10-03") == ("01.-03.10.2021", "a span of days")
    assert number_reading("1902-04-07 - 07.04.1902", "1902-04-07") is None  # one date twice
    assert number_reading("2024 toyota camry", "2024") == ("2024 toyota", "a car's model year")
    assert number_reading("škoda octavia 2019", "2019") == ("škoda octavia 2019", "a car's model year")
    assert number_reading("toyota 2019 annual report", "2019") is None


@pytest.mark.parametrize("text, iso, kind", [
    # a decade, in the languages that write it with the decade's first year ('the 1990s')
    ("y 1960au", "1960", "a decade"), ("1990-yillar", "1990", "a decade"), ("in den 1990ern", "1990", "a decade"),
    ("1990-ih godina", "1990", "a decade"), ("1980 жылдары", "1980", "a decade"), ("1990. gadi", "1990", "a decade"),
    ("anii '90", "1990-05", "a decade"), ("années 1990", "1990", "a decade"), ("những năm 1990", "1990", "a decade"),
    ("ทศวรรษ 1920", "1920", "a decade"), ("90. roky", "1990", "a decade"), ("1990-იანი წლები", "1990", "a decade"),
    ("deceniul 2060", "2060-12", "a decade"), ("la década de 1960", "1960", "a decade"),
    # a software product named with a year, a clock time alone
    ("windows 2000 server", "2000", "a software product's name"),
    ("premiere pro 2013 r2", "2013-12", "a software product's name"),
    ("intellij idea 2023.1.2", "2023-01-02", "a software product's name"),  # a release numbered from its year
    ("iso 9001:2015", "2015-01-05", "a standard's designation"), ("гост 7.0.97-2016", "2016-07-07", "a standard's designation"),
    ("din en iso 14001:2015", "2015", "a standard's designation"), ("iec 61508-3:2010", "2010-03", "a standard's designation"),
    ("à 14 h 30", "2030-03-14", "a clock time"), ("ram 12.4/16 gb", "2012-04-16", "a measurement"),
])
def test_decades_products_standards_and_clock_times_are_no_dates(text, iso, kind):
    assert number_reading(text, iso)[1] == kind


@pytest.mark.parametrize("text, iso", [
    ("10-е мая 2010", "2010-05-10"),  # '-е' after a day is its ordinal
    ("1990-cı il", "1990"), ("1990eko martxoaren 3a", "1990-03-03"),  # a year's ordinal, not a decade
    ("1990. gada 3. maijs", "1990-05-03"), ("anii 1990-1995", "1990"),
    ("3 may 2000 at 14:30", "2000-05-03"), ("office 2019-05-03", "2019-05-03"),
    ("années 1990", "1991"), ("12.4.16 gb", "2016-04-12"),
    ("3 may 2021 per iso 9001:2015", "2021-05-03"), ("en 03-2021", "2021-03"),  # a date beside a standard; French 'en'
    ("iso 9001:2015 certified since 2015-03-01", "2015-03-01"),
    ("iso 8601", "1860"),
])
def test_years_beside_decade_words_clock_times_products_or_standards_stay_dates(text, iso):
    found = number_reading(text, iso)
    assert found is None or found[1] not in ("a decade", "a clock time", "a software product's name",
                                             "a standard's designation"), found


def test_portuguese_postcodes_and_vietnamese_numbers_are_no_dates():
    from datenorm.numbered import code_and_name

    assert code_and_name("1000-001 Lisboa", "1000-01-01") == "1000-001 Lisboa"
    assert code_and_name("Rua Augusta 100, 1100-053 Lisboa", "1100-02-22") == "1100-053 Lisboa"
    assert code_and_name("2021-123", "2021-05-03") is None  # an ISO ordinal date
    assert number_reading("số: 15/2021/nđ-cp", "2021-05") == ("số: 15/2021", "a numbered item's number")
    # a numbered item's number that is all a text's numerals: the month and day read with its year were made up
    assert number_reading("no. 19-1392", "1392-11") == ("no. 19-1392", "a numbered item's number")
    assert number_reading("nghị định số 13/2023/nđ-cp", "2023-11-13")[1] == "a numbered item's number"
    assert number_reading("personnummer 19850612-1234", "1985-06-12")[1] == "a numbered item's number"
    assert number_reading("№ 15/2024 от 01.02.2024".replace("№", "no"), "2024-02-01") is None
    # ... or a version that is ('v2.10.2021' read as 2021-08-10); one beside a date does not refuse it
    assert number_reading("v2.10.2021", "2021-08-10") == ("v2.10.2021", "a version number")
    assert number_reading("version 10.2.2021 released 2021-03-05", "2021-03-05") is None
    # ... or a document's code ('INV-2021-0345' read as 2021), also with a date beside it
    assert number_reading("inv-2021-0345", "2021") == ("inv-2021-0345", "a document's code")
    assert number_reading("inv-2021-0345 dated 2021-03-05", "2021-03-05") is None
    assert number_reading("ref-2021-03-05", "2021-03-05") is None
    assert number_reading("provnummer s-2019-0312-a", "2019-03-12")[1] == "a document's code"  # one letter, a suffix
    # ... or an inventory's number, a museum's object ('inventory date' before a date leaves it one)
    assert number_reading("n° d'inventaire : 1987.12.3", "1987-12-03")[1] == "a numbered item's number"
    assert number_reading("inv. no. 1962.4.12", "1962-04-12")[1] == "a numbered item's number"
    assert number_reading("inventory date 1987.12.3", "1987-12-03") is None
    assert number_reading("invoice 2021.03.05", "2021-03-05") is None


@pytest.mark.parametrize("text, iso", [
    ("3-5 may 2021", "2021-05-05"), ("du 12 au 15 mai 2023", "2023-05-15"), ("12.–15. märz 2024", "2024-03-12"),
    ("del 3 al 5 de mayo de 2021", "2021-05-03"), ("may 3-5, 2021", "2021-05-05"), ("vom 3. bis 5. mai 2021", "2021-05-05"),
])
def test_a_span_of_days_before_or_after_a_month_is_no_date(text, iso):
    assert number_reading(text, iso)[1] == "a span of days"
    assert number_reading(text, iso, in_text=True) is None  # (in a longer text, `find` may report its dates)


@pytest.mark.parametrize("text, iso", [
    ("argentina 1-2 arabia saudita, 22/11/2022", "2022-11-22"),  # a score, then the date
    ("mo–fr 9–18 uhr, 18 may 2021", "2021-05-18"),  # opening hours: no year after 'uhr'
    ("3-may-2021", "2021-05-03"), ("score 2-1 on 5 may 2021", "2021-05-05"), ("1 oct 2023 – 31 mar 2024", "2024-03-31"),
])
def test_numbers_with_a_dash_that_are_no_span_of_days_leave_a_date(text, iso):
    found = number_reading(text, iso)
    assert found is None or found[1] != "a span of days", found


def test_a_house_number_before_its_street_is_no_year():
    from datenorm.addresses import house_number
    from datenorm.serve.api import Normalizer

    assert house_number("1600 Pennsylvania Avenue NW", "1600") == "1600 Pennsylvania Avenue"
    assert house_number("Apt 12B, 1600 Pennsylvania Ave", "1600") == "1600 Pennsylvania Ave"
    assert house_number("1847 Route 9", "1847-09-09") == "1847 Route 9"
    assert house_number("Budapest, 1051 Arany János u. 5.", "1051") == "1051 Arany János u."
    # a date's year before capitals; a full date whose year a field after a comma starts; another number read
    assert house_number("May 1999 Grand Ave", "1999-05") is None
    assert house_number("8 January, 1990 Wa5 The Way It Was", "1990-01-08") is None
    assert house_number("1600 Pennsylvania Avenue", "1601") is None
    normalizer = Normalizer.load("base", workers=1)
    assert normalizer.normalize("1600 Pennsylvania Avenue NW").error == (
        "not a date: '1600 Pennsylvania Avenue' is a house number and its street")
    assert [m.iso for m in normalizer.find("Visit us at 1847 Route 9 or call (614) 555-0182.")] == []


def test_a_postcode_after_what_it_is_called_is_no_date_when_it_is_the_only_number():
    assert number_reading("पिन 110001", "1001-01-11") == ("पिन 110001", "a postcode")
    assert number_reading("pin: 560034", "2034-05-06") == ("pin: 560034", "a postcode")
    assert number_reading("plz 10115, 3 may 1999", "1999-05-03") is None  # a date beside it stays


def _labelled_strings() -> list[str]:
    """Every string of the hand-written files (find's texts whole and as its windows) and of this module's tables."""
    import csv
    import json
    from pathlib import Path

    from datenorm.serve.find import windows

    scripts = Path(__file__).resolve().parents[1] / "scripts"
    out = [row[0] for path in sorted(scripts.glob("handwritten*.csv"))
           for row in csv.reader(path.open(encoding="utf-8")) if row]
    for path in sorted(scripts.glob("find_handwritten*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            text = json.loads(line)["text"] if line.strip() else ""
            out += [text] + [text[s:e] for s, e in windows(text, 60)]
    for test in [v for k, v in globals().items() if k.startswith("test_")]:
        for mark in getattr(test, "pytestmark", []):
            if mark.name == "parametrize":
                out += [value[0] if isinstance(value, tuple) else value for value in mark.args[1]
                        if isinstance(value[0] if isinstance(value, tuple) else value, str)]
    return out


def test_each_patterns_gates_hold_wherever_it_is_found():
    # number_reading skips a pattern whose gates are not in the text: a gate that missed a match would lose a refusal
    from datenorm.numbered import _GATES
    from datenorm.vocab import normalize

    norms = {normalize(s) for s in _labelled_strings()}
    assert len(norms) > 20000
    found = {pattern.pattern: 0 for pattern in _GATES}
    for norm in norms:
        for pattern, gates in _GATES.items():
            if pattern.search(norm):
                found[pattern.pattern] += 1
                assert all(gate.search(norm) for gate in gates), (pattern.pattern[:60], norm)
    assert sum(n > 0 for n in found.values()) >= 15  # the check saw most patterns at work


@pytest.mark.parametrize("norm, iso, found", [
    ("--04-12", "2012-04", "--04-12"), ("--0412", "2012-04", "--0412"),  # ISO 8601's month and day
    ("배송 예정: 12/24(토)", "2024-12", "12/24(토)"), ("発売日 3/15(金)", "2015-03", "3/15(金)"),
    ("12/24 (週六)", "2024-12", "12/24 (週六)"),
    ("2023/12/24(土)", "2023-12-24", None), ("12/24(土) 2023", "2023-12-24", None),  # a year written beside it
    ("2021-04-12", "2021-04-12", None), ("x--04-12", "2012-04", None),
])
def test_a_month_and_day_with_no_year_is_refused(norm, iso, found):
    result = number_reading(norm, iso)
    assert (result[0] if result else None) == found
    if found:
        assert result[1] == "a month and day with no year"


def test_two_year_first_dates_are_no_one_date():
    from datenorm.serve.api import Normalizer

    assert two_dates("Invoice date 2022-12-31 · Due 2023-01-30") == ("2022-12-31", "2023-01-30")
    assert two_dates("2019-07-22/2019-07-25") == ("2019-07-22", "2019-07-25")
    assert two_dates("2021-03-04T10:00:00 (2021-03-04)") is None  # one date written twice
    assert two_dates("2021-02-30 and 2021-03-01") is None  # one of them no date
    assert two_dates("INVOICE 2023-118 | Date: 1941-09-25") is None  # an ordinal date is not looked for
    assert two_dates("1444/09/15هـ الموافق 2023/04/06م") is None  # a Hijri date and its Gregorian one
    prediction = Normalizer.load("base", workers=1).normalize("Invoice date 2022-12-31 · Due 2023-01-30")
    assert prediction.iso is None
    assert prediction.error == ("not one date: '2022-12-31' and '2023-01-30' are two (a span or a pair): give each "
                                "its own row")
    # two day- or month-first dates with four-digit years, different as written
    assert two_dates("Due 5/1/2023 or 6/1/2023") == ("5/1/2023", "6/1/2023")
    assert two_dates("Ausgestellt 01.02.2020, gültig bis 31.01.2030") == ("01.02.2020", "31.01.2030")
    assert two_dates("01.02.2020 / 1.2.2020") is None and two_dates("v1.2.3.2020 5.6.2021") is None
    # ... or both with two-digit years (made and valid until), not a version's digits beside a date
    assert two_dates("Fab.: 03/01/24 Val.: 03/01/25") == ("03/01/24", "03/01/25")
    assert two_dates("v1.2.24 released 3.1.24") is None and two_dates("03/01/24 03/01/24") is None
    # a Solar Hijri date and its Gregorian one are one date, once normalised
    assert Normalizer.load("base", workers=1).normalize("۱۴۰۳/۰۱/۰۱ (۲۰۲۴/۰۳/۲۰)").iso == "2024-03-20"


@pytest.mark.parametrize("text, iso, found", [
    ("zweitausendzwanzig Euro", "2020", "2020 euro"),  # an amount in words, its number read as a year
    ("a quantia de dois mil e vinte reais", "2020", "2020 reais"),
    ("Nineteen hundred dollars and no cents", "1900", "1900 dollars"),
    ("Euro 2020", "2020", None),  # the championship: a year
    # a month or day made up beside an amount's number read as its year; a year written again, or a day, stays
    ("Pay Two Thousand Twenty-Five Dollars and 00/100", "2025-07", "2025 dollars"), ("1273 Kč", "1273-06", "1273 kč"),
    ("€2019 paid on 3 May 2019", "2019-05-03", None), ("Iz 2038 Sek 30", "2038-09-30", None),
])
def test_an_amount_in_a_currency_s_name_is_no_year(text, iso, found):
    from datenorm.vocab import normalize

    result = number_reading(normalize(text), iso)
    assert (result[0] if result else None) == found


@pytest.mark.parametrize("text, iso", [
    ("du 1er au 15 juillet 2021", "2021-07-15"), ("dal 1° al 15 luglio 2021", "2021-07-15"),
    ("1st to 15th may 2021", "2021-05-15"),
])
def test_a_span_of_days_may_write_its_days_as_ordinals(text, iso):
    assert number_reading(text.casefold(), iso)[1] == "a span of days"


@pytest.mark.parametrize("text, iso, found", [
    ("summer 2020 collection", "2020", "summer 2020"), ("spring 2020 semester", "2020", "spring 2020"),
    ("in the summer of 1969", "1969", "summer of 1969"), ("лето 2021", "2021", "лето 2021"),
    ("estate 2019", "2019-06", "estate 2019"),  # a month made up beside it
    ("summer 2020, 3 may 2021", "2021-05-03", None),  # a date beside a season
])
def test_a_season_and_its_year_are_no_date(text, iso, found):
    result = number_reading(text, iso)
    assert (result[0] if result else None) == found
    if found:
        assert result[1] == "a season"


@pytest.mark.parametrize("text, pair", [
    ("Desde el 1 de julio de 1998 hasta el 30 de junio de 2003", ("1 de julio de 1998", "30 de junio de 2003")),
    ("Check-in 12 Jun 2023 / Check-out 15 Jun 2023", ("12 Jun 2023", "15 Jun 2023")),
    ("June 12, 2021 – June 15, 2021", ("June 12, 2021", "June 15, 2021")),
    ("26 мая 1799 (6 июня 1799)", None),  # the same date in another calendar, in brackets
    ("12 Jun 2023 / 12 Jun 2023", None), ("Born 3 May 1999 in Paris", None),
    ("(1 رمضان 1444 هـ / 23 مارس 2023)", None),  # a Hijri date beside its Gregorian one
    ("รับ 3 มี.ค. 2564 ตอบรับ 15 พ.ค. 2564", ("3 มี.ค. 2564", "15 พ.ค. 2564")),  # abbreviations with dots
    ("प्राप्त: 3 मार्च 2021; स्वीकृत: 15 मई 2021", ("3 मार्च 2021", "15 मई 2021")),  # vowel signs
    ("受付 2021年3月3日 受理 2021年5月15日", ("2021年3月3日", "2021年5月15日")),
])
def test_two_dates_with_their_months_names_are_two(text, pair):
    assert two_dates(text) == pair


@pytest.mark.parametrize("text, iso, kind", [
    ("tel.: 0221 12 03 20", "0221-12-03", "a phone number"), ("тел. 8 (495) 123-45-67", "1234", "a phone number"),
    ("рейс su 1402", "1402", "a flight's number"), ("vlucht kl1234 · 12:05", "1234-12-05", "a flight's number"),
    ("version 4.12.1 (build 2031)", "2031", "a build's number"),
    ("주민등록번호 500625-1234567", "1950-06-25", "an identity number"), ("no. k/p: 880314-10-5678", "1988-03-14", "an identity number"),
    ("rodné číslo 505612/1234", "1234-06-12", "an identity number"), ("maaş: 1500 azn", "1500", "an amount of money"),
    ("irányítószám: 1051", "1051", "a postcode"), ("jan 2019 – present", "2019-01", "a span to the present"),
    ("сентябрь 2017 — настоящее время", "2017-09", "a span to the present"),
    ("trxid: bc20240315zk", "2024-03-15", "a code glued to letters"), ("qty: 2024", "2024", "a quantity"),
    ("bef 3 mar 1850", "1850-03-03", "a bound of a span ('before', 'after')"),  # genealogy's
    ("aft jun 1850", "1850-06", "a bound of a span ('before', 'after')"), ("post 1850", "1850",
                                                                            "a bound of a span ('before', 'after')"),
    ("ncm 0901.21.00", "0901-01-21", "a customs tariff code or the Incoterms' edition"),
    ("тарифен број 0805 10 20", "0805-10-20", "a customs tariff code or the Incoterms' edition"),
    ("incoterms 2020 fob shanghai", "2020", "a customs tariff code or the Incoterms' edition"),
    ("arxiv:1905.07241", "1905-07-24", "a paper's DOI or arXiv identifier"),
    ("doi:10.1016/j.cell.2009.01.042", "1016-10", "a paper's DOI or arXiv identifier"),
    ("du 12 au 18 mai", "2018-05-12", "a span of days"),  # a span with no year: its last day read as the year
    ("sku: ab-1204-33", "1204-04", "a product's article code"), ("art.-nr. xk-2019-04", "2019-04",
                                                                   "a product's article code"),
])
def test_phone_and_flight_numbers_after_their_words_are_no_dates(text, iso, kind):
    assert number_reading(text, iso)[1] == kind


@pytest.mark.parametrize("text, iso", [
    ("tel aviv, 12.03.2019", "2019-03-12"), ("flight on 12 may 2019", "2019-05-12"), ("vol du 12 mai 2019", "2019-05-12"),
    ("ref: 03/05/2019", "2019-05-03"), ("sku ab-1204 shipped 3 may 2019", "2019-05-03"),  # a date, not a code's digits
])
def test_a_date_beside_such_a_word_stays_a_date(text, iso):
    assert number_reading(text, iso) is None


def test_a_date_beside_a_doi_that_holds_its_year_stays_a_date():
    assert number_reading("published 3 may 2019, doi:10.1016/j.cell.2019.01.042", "2019-05-03") is None
