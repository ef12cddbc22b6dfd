"""Calendar rules: the pivot, validity, precision, locale orders, other calendars' years."""

import pytest

from datenorm.dates import (ad_years, expand_two_digit_year, hanzi_number, language, locale_order, parse_iso, precision,
                            roman_numeral, roman_value, solar_hijri_date)
from datenorm.errors import ConfigError
from datenorm.iso_dates import iso_calendar_dates
from datenorm.vocab import normalize


@pytest.mark.parametrize("yy, year", [(0, 2000), (49, 2049), (50, 1950), (99, 1999), (5, 2005)])
def test_two_digit_years_follow_the_pivot(yy, year):
    assert expand_two_digit_year(yy) == year


@pytest.mark.parametrize("iso, ok", [
    ("1999-05-03", True), ("1999-05", True), ("1999", True), ("2000-02-29", True), ("1900-02-29", False),
    ("2019-02-29", False), ("2019-13-01", False), ("2019-04-31", False), ("2019-00-10", False),
    ("99-05-03", False), ("1999-5-3", False), ("", False), ("2019-12-32", False),
])
def test_iso_validity(iso, ok):
    assert (parse_iso(iso) is not None) is ok


@pytest.mark.parametrize("iso, expected", [("1999-05-03", "day"), ("1999-05", "month"), ("1999", "year")])
def test_precision_follows_what_was_written(iso, expected):
    assert precision(iso) == expected


@pytest.mark.parametrize("locale, lang", [("fr_CA", "fr"), ("zh_Hant_TW", "zh"), ("und", "und")])
def test_language_is_the_first_subtag(locale, lang):
    assert language(locale) == lang


@pytest.mark.parametrize("locale, order", [("en_US", "MDY"), ("en_GB", "DMY"), ("fr_FR", "DMY"), ("ja_JP", "YMD")])
def test_locale_order_comes_from_cldr(locale, order):
    assert locale_order(locale) == order


def test_unknown_locale_names_itself():
    with pytest.raises(ConfigError, match="xx_NOPE"):
        locale_order("xx_NOPE")


@pytest.mark.parametrize("text, expected", [
    # Japanese eras, by name (digits, 元, kanji numbers) and by romanised initial
    ("平成31年4月30日", "2019年4月30日"), ("令和元年5月1日", "2019年5月1日"), ("昭和64年1月7日", "1989年1月7日"),
    ("明治45年7月30日", "1912年7月30日"), ("大正十年1月9日", "1921年1月9日"), ("昭和 六十 年 7 月", "1985年 7 月"),
    ("平成25年度", "2013年度"), ("h31.4.30", "2019.4.30"), ("r1/5/1", "2019/5/1"), ("s.64.1.7", "1989.1.7"),
    ("s47年6月17日", "1972年6月17日"), ("s42/1 / 19 .", "1967/1 / 19 ."),
    # Korea's Dangi years, with their year word or a numeral after them ('단기' alone is also 'short-term')
    ("단기 4356년", "2023년"), ("단기 4294년 5월 16일", "1961년 5월 16일"), ("단기4356.3.1", "2023.3.1"),
    ("단기 기간 2020년", "단기 기간 2020년"),
    # Minguo (Republic of China)
    ("民國108年5月3日", "2019年5月3日"), ("中華民國61年3月15日", "1972年3月15日"), ("民国33年5月5日", "1944年5月5日"),
    ("民國108/05/03", "2019/05/03"), ("民國43 / 12 / 20 .", "1954 / 12 / 20 ."), ("中華民國元年1月1日", "1912年1月1日"),
    # ... and without 民國 a three-digit year up to 149 with its month ('99年' and a year alone stay)
    ("108年5月3日", "2019年5月3日"), ("112 年 12 月", "2023 年 12 月"), ("105年", "105年"), ("99年5月3日", "99年5月3日"),
    ("1108年5月3日", "1108年5月3日"), ("794年5月", "794年5月"), ("繳費期限:112年08月31日", "繳費期限:2023年08月31日"),
    ("10:112年5月3日", "10:112年5月3日"),
    # ... or year-first in numerals, as invoices write them ('112.7.3' and a third field missing stay)
    ("發票日期 112/07/03", "發票日期 2023/07/03"), ("112.07.03", "2023.07.03"), ("108/5/3 10:00", "2019/5/3 10:00"),
    ("112.7.3", "112.7.3"), ("page 112/07", "page 112/07"), ("150/07/03", "150/07/03"), ("2112/07/03", "2112/07/03"),
    ("ref 112/07/03/5", "ref 112/07/03/5"), ("交易日期:113/02/05", "交易日期:2024/02/05"), ("10:112/07/03", "10:112/07/03"), ("出生日期:075/03/22", "出生日期:1986/03/22"),
    # Thai Buddhist era, in Thai text and in day-first numerals as Thai writes them (not in a version number)
    ("13 ตุลาคม 2559", "13 ตุลาคม 2016"), ("วันที่ 3 พฤษภาคม พ.ศ. 2542", "วันที่ 3 พฤษภาคม พ.ศ. 1999"),
    ("31/12/2565", "31/12/2022"), ("14/03/2560 10:30", "14/03/2017 10:30"), ("31.12.2565", "31.12.2022"),
    ("5.1.2600", "5.1.2600"), ("2565-12-31", "2565-12-31"), ("v1/2/2500", "v1/2/2500"),
    # ... and two digits after a Thai month's name are a Buddhist year of the 2500s
    ("15 เม.ย. 66", "15 เม.ย. 2023"), ("1 มกราคม 67", "1 มกราคม 2024"), ("15 เม.ย. 66 10:30", "15 เม.ย. 2023 10:30"),
    # ... and so are a Thai text's numeral date's two digits from 40 to 75; AD's outside them, in numerals alone
    ("ทำรายการ 02/10/66 14:32 น.", "ทำรายการ 02/10/2023 14:32 น."), ("ศุกร์ 16/7/70", "ศุกร์ 16/7/2027"),
    ("ผลิต 01/11/23", "ผลิต 01/11/23"), ("เกิด 12/05/78", "เกิด 12/05/78"), ("02/10/66", "02/10/66"),
    ("รุ่น 1.2.66", "รุ่น 1.2.66"), ("วันที่ 02.10.66", "วันที่ 02.10.2023"),
    # Chinese numerals
    ("二〇〇八年八月八日", "2008年8月8日"), ("一九九七年七月一日", "1997年7月1日"), ("二○一九年十二月三十一日", "2019年12月31日"),
    ("2019年3月3日 星期日", "2019年3月3日 星期日"),
    # both years, one in brackets: said once (two different years stay, for the model to doubt)
    ("2019年(令和元年)10月22日", "2019年10月22日"), ("令和元年(2019年)5月1日", "2019年5月1日"),
    ("民國108年 (2019年) 5月3日", "2019年 5月3日"), ("2019年(平成30年)", "2019年(2018年)"),
    # left alone: AD years, other scripts, English words that end in an era's initial
    ("3 may 1999", "3 may 1999"), ("2542", "2542"), ("thurs 3.5.99", "thurs 3.5.99"), ("at 12.5.99", "at 12.5.99"),
    ("v2.10.3", "v2.10.3"), ("1999年5月3日", "1999年5月3日"),
])  # fmt: skip
def test_other_calendars_years_become_ad_years(text, expected):
    assert ad_years(text) == expected


@pytest.mark.parametrize("text, value", [("十", 10), ("十一", 11), ("二十", 20), ("三十一", 31), ("元", 1), ("一九九七", 1997),
                                         ("二〇〇八", 2008), ("64", 64)])
def test_hanzi_numbers(text, value):
    assert hanzi_number(text) == value


@pytest.mark.parametrize("text, expected", [
    ("中華民國一百零八年五月三日", "2019年5月3日"), ("民國一百年", "2011年"), ("昭和五十年", "1975年"),
    # no number is written so: left as written, never an error
    ("平成三十十二年", "平成三十十二年"), ("令和十二二年", "令和十二二年"), ("民國一百百零八年", "民國一百百零八年"),
    ("二千千年", "二千千年"), ("月十十日", "月十十日"),
])  # fmt: skip
def test_chinese_numerals_in_counted_form_or_none_at_all(text, expected):
    assert ad_years(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("2019-w18-5", "2019-05-03"), ("2019w185", "2019-05-03"), ("2016-w13-7", "2016-04-03"), ("2015-w53-1", "2015-12-28"),
    ("2019-123", "2019-05-03"), ("2020-366", "2020-12-31"), ("2019-123t10:00:00z", "2019-05-03t10:00:00z"),
    ("week 2019-w18-5 ok", "week 2019-05-03 ok"), ("1999-05-03", "1999-05-03"),
    ("2013-036 04:05:06z", "2013-02-05 04:05:06z"), ("2011-w40-6 18:04", "2011-10-08 18:04"),  # a clock time after
    # weeks alone are periods; days no such year has, telephone numbers and codes are left as written
    ("2019-w18", "2019-w18"), ("2019-w53-1", "2019-w53-1"), ("2019-366", "2019-366"), ("2019-000", "2019-000"),
    ("0309-348 6340", "0309-348 6340"), ("2019-123 4567", "2019-123 4567"), ("inc-2019-123", "inc-2019-123"),
    ("v1.2019-123", "v1.2019-123"),
    ("+002023-11-18t00:00:00.000z", "2023-11-18t00:00:00.000z"), ("+0020 2345-11-18", "+0020 2345-11-18"),  # expanded
])  # fmt: skip
def test_iso_week_and_ordinal_dates_become_calendar_dates(text, expected):
    assert iso_calendar_dates(text) == expected
    assert normalize(text.upper()) == expected  # through the one preprocessing path train and serve share


@pytest.mark.parametrize("solar, gregorian", [
    ((1403, 1, 1), "2024-03-20"), ((1404, 1, 1), "2025-03-21"), ((1357, 11, 22), "1979-02-11"),
    ((1402, 10, 1), "2023-12-22"), ((1403, 12, 30), "2025-03-20"), ((1399, 12, 30), "2021-03-20"),
    ((1285, 5, 14), "1906-08-06"),  # Iran's constitution
    ((1402, 12, 30), None), ((1402, 7, 31), None), ((1402, 13, 1), None), ((1402, 1, 0), None),
])  # fmt: skip
def test_solar_hijri_dates_convert_exactly_and_days_a_month_lacks_do_not(solar, gregorian):
    found = solar_hijri_date(*solar)
    assert (found.isoformat() if found else None) == gregorian


@pytest.mark.parametrize("text, expected", [
    ("۱ فروردین ۱۴۰۳", "2024-03-20"), ("۲۲ بهمن ۱۳۵۷ ه.ش", "1979-02-11"), ("شنبه ۱۰ دي ۱۴۰۲", "شنبه 2023-12-31"),
    ("۵ اردیبهشت ماه ۱۳۹۸", "2019-04-25"), ("15 حمل 1402", "2023-04-04"), ("تاریخ: ۱۴۰۳/۰۱/۰۱", "تاریخ: 2024-03-20"),
    # what stays: Latin digits' numerals, Gregorian years in Persian digits, today's lunar Hijri years
    ("1403/01/01", "1403/01/01"), ("۲۰۲۴/۰۳/۲۰", "2024/03/20"), ("۱۴۴۵/۰۹/۰۱", "1445/09/01"),
    ("۱۲ ژانویه ۲۰۲۰", "12 ژانویه 2020"),
    # a Solar Hijri year in Persian digits left without a whole date gets its era's marker: a day Mehr lacks, a
    # month with its year, a year and month in numerals, a year alone
    ("۳۱ مهر ۱۴۰۲", "31 مهر 1402 ه.ش"), ("فروردین ۱۴۰۳", "فروردین 1403 ه.ش"), ("۱۳۹۹/۱۲", "1399/12 ه.ش"),
    ("۱۴۰۲", "1402 ه.ش"), ("۱۴۰۲ ه.ش", "1402 ه.ش"),
])  # fmt: skip
def test_solar_hijri_dates_are_read_as_gregorian_ones(text, expected):
    assert normalize(text) == expected


@pytest.mark.parametrize("numeral, value", [("MDCCLXXVI", 1776), ("mcmxcix", 1999), ("viii", 8), ("XIV", 14),
                                            ("MIM", None), ("IIII", None), ("", None), ("MDX7", None)])
def test_roman_value_reads_only_numerals_written_the_one_right_way(numeral, value):
    assert roman_value(numeral) == value
    if value is not None:
        assert roman_numeral(value) == numeral.upper()


@pytest.mark.parametrize("text, expected", [
    ("이천십구년 오월 삼일", "2019년 5월 3일"), ("이천이십년 시월 구일", "2020년 10월 9일"),  # October is '시월'
    ("천구백팔십칠년 유월 이십오일", "1987년 6월 25일"), ("이천이십삼년 십이월", "2023년 12월"),
    ("2019년 5월 3일", "2019년 5월 3일"), ("오일 교환", "오일 교환"),  # oil, not the fifth
    ("사월 삼일", "사월 삼일"),  # no year: no date to write in digits
])
def test_a_korean_date_in_sino_korean_words_is_written_in_digits(text, expected):
    from datenorm.dates import korean_numeral_dates

    assert korean_numeral_dates(text) == expected
