"""Calendar rules shared by the generator, the decoder and evaluation: ISO dates and their precision, the
two-digit-year pivot, leap years, a locale's field order, and other calendars' years as AD years. What
numerals mean under each field order is `readings.py`'s.

Two-digit years follow one pivot rule everywhere: ``00``-``49`` are 2000-2049 and ``50``-``99`` are
1950-1999 (the rule of POSIX ``strptime`` with the pivot moved to 50). The generator only writes a
two-digit year for dates where this rule gives back the true year, so labels agree with it.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache

ORDERS = ("DMY", "MDY", "YMD")
PIVOT = 50

# Calendars that count the year from another epoch but keep the Gregorian months and days. Japanese eras:
# name, romanised initial, first day, first year.
JAPANESE_ERAS = (("明治", "m", date(1868, 1, 25), 1868), ("大正", "t", date(1912, 7, 30), 1912),
                 ("昭和", "s", date(1926, 12, 25), 1926), ("平成", "h", date(1989, 1, 8), 1989),
                 ("令和", "r", date(2019, 5, 1), 2019))  # fmt: skip
BUDDHIST_OFFSET = 543  # Thai year = AD + 543 (since 1941, when the Thai year began on 1 January)
MINGUO_OFFSET = 1911  # Republic of China year 1 = 1912
DANGI_OFFSET = 2333  # Korea's Dangi year = AD + 2333 ('단기 4356년' is 2023), official until 1961

_ISO = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")


def expand_two_digit_year(yy: int) -> int:
    """The four-digit year a two-digit year stands for under the pivot rule."""
    if not 0 <= yy <= 99:
        raise ValueError(f"two-digit year out of range: {yy}")
    return 2000 + yy if yy < PIVOT else 1900 + yy


def two_digit_year_ok(year: int) -> bool:
    """Whether writing `year` with two digits reads back as `year` under the pivot rule."""
    return 1900 + PIVOT <= year < 2000 + PIVOT


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year: int, month: int) -> int:
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def parse_iso(text: str) -> tuple[int, int | None, int | None] | None:
    """(year, month, day) of a valid ISO date at year, month or day precision, else None."""
    m = _ISO.match(text or "")
    if not m:
        return None
    year = int(m.group(1))
    month = int(m.group(2)) if m.group(2) else None
    day = int(m.group(3)) if m.group(3) else None
    if year < 1:
        return None
    if month is not None and not 1 <= month <= 12:
        return None
    if day is not None and not 1 <= day <= days_in_month(year, month):
        return None
    return year, month, day


def is_valid_iso(text: str) -> bool:
    return parse_iso(text) is not None


def precision(iso: str) -> str:
    """'day', 'month' or 'year' for a valid ISO string."""
    parsed = parse_iso(iso)
    if parsed is None:
        raise ValueError(f"not a valid ISO-8601 date: {iso!r}")
    return "day" if parsed[2] is not None else "month" if parsed[1] is not None else "year"


def to_iso(year: int, month: int | None = None, day: int | None = None) -> str:
    if month is None:
        return f"{year:04d}"
    if day is None:
        return f"{year:04d}-{month:02d}"
    return f"{year:04d}-{month:02d}-{day:02d}"


def language(locale_id: str) -> str:
    """The language subtag of a CLDR locale id: 'fr_CA' -> 'fr', 'zh_Hant_TW' -> 'zh'."""
    return locale_id.split("_")[0]


@lru_cache(maxsize=None)
def locale_order(locale: str) -> str:
    """The field order ('DMY', 'MDY' or 'YMD') of a locale's short date format, from CLDR via babel."""
    from babel import Locale, UnknownLocaleError
    from babel.dates import get_date_format

    try:
        pattern = get_date_format("short", locale=Locale.parse(locale)).pattern
    except (UnknownLocaleError, ValueError, TypeError) as exc:
        from datenorm.errors import ConfigError

        raise ConfigError(f"unknown locale {locale!r}; use a CLDR identifier such as 'fr_FR' or 'en_US'") from exc
    positions = {c: pattern.find(c) for c in "yMd"}
    if min(positions.values()) < 0:
        return "DMY"
    order = "".join(c for c, _ in sorted(positions.items(), key=lambda kv: kv[1])).upper()
    # A handful of locales write year-day-month; the three orders we model cover them by year position.
    return order if order in ORDERS else ("YMD" if order[0] == "Y" else "DMY")


# --- years of other calendars, and Chinese numerals, as AD years and digits ---------------------------------

_HANZI_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"○": 0, "零": 0, "两": 2}
_HANZI_UNITS = {"千": 1000, "百": 100, "十": 10}
_HANZI_NUMBER = "[〇○零一二三四五六七八九十百]{1,6}"
_ERA_YEAR = re.compile(rf"({'|'.join(e[0] for e in JAPANESE_ERAS)})\s*(元|\d{{1,2}}|{_HANZI_NUMBER})\s*(?=年)")
_ERA_SHORT = re.compile(r"(?<![a-z0-9])([mtshr])\.?(\d{1,2})(?=\s*(?:年|([./])\s*\d{1,2}\s*\3\s*\d{1,2}(?!\d)))")
_MINGUO_YEAR = re.compile(rf"(?:中華民國|中华民国|民國|民国)\s*(元|\d{{1,3}}|{_HANZI_NUMBER})(?=\s*(?:年|[./-]\s*\d))")
# Taiwan leaves 民國 off a three-digit year ('108年5月3日', '繳費期限：112年08月31日' after its label); an AD year of
# 100-149 with a month after it is written nowhere else the data reaches.
_MINGUO_BARE = re.compile(r"(?<![\d./-])(?<!\d:)(1[0-4]\d)(?=\s*年\s*\d{1,2}\s*月)")
# ... and in numerals ('112/07/03', '交易日期：113/02/05' on an invoice, '075/03/22' on a form): no AD year of 100-149
# (nor of 10-99 with a zero before it) is written year-first so.
_MINGUO_NUMERALS = re.compile(r"(?<![\w.,/-])(?<!\d:)(1[0-4]\d|0[1-9]\d)(?=/\d{1,2}/\d{1,2}(?![\w.,/:-])|\.\d\d\.\d\d(?![\w.,/:-]))")
# Japanese and Taiwanese documents give both years, one in brackets: '2019年(令和元年)10月22日', '令和元年(2019年)'.
# Once the era year is an AD year, the bracket says it again.
_YEAR_TWICE = re.compile(r"(\d{3,4})年\s*\(\s*\1\s*年?\s*\)")
_THAI = re.compile("[\u0e00-\u0e7f]")
_BUDDHIST_YEAR = re.compile(r"(?<!\d)2[4-6]\d\d(?!\d)")
# ... and a Thai month's name with a Buddhist year of two digits after it, as forms and receipts write it ('15 เม.ย.
# 66' is 15 April 2566, 2023): its century is the 2500s.
_THAI_MONTHS = ("ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค. มกราคม กุมภาพันธ์ มีนาคม เมษายน "
                "พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม")
_THAI_SHORT_YEAR = re.compile("(%s)\\s*(\\d{2})(?![\\d:.,])" % "|".join(
    re.escape(name) for name in sorted(_THAI_MONTHS.split(), key=len, reverse=True)))
# ... and so is a Thai text's numeral date's two-digit year from 40 to 75 ('ทำรายการ 02/10/66' is 2 October 2566, 2023):
# 2540-2575 are 1997-2032 where AD's 40-75 would be 2040-49 and 1950-75 (not '01/11/23': AD's). With '/', or two-digit
# fields, as `_BUDDHIST_NUMERALS`: not a version's '1.2.66'.
_THAI_SHORT_NUMERALS = re.compile(r"(?<![\w.,/-])(\d{1,2}/\d{1,2}/|\d\d([.-])\d\d\2)([4-6]\d|7[0-5])(?![\w.,/-]|:\d)")
_HANZI_YEAR = re.compile("[〇○零一二三四五六七八九]{4}(?=年)")
_HANZI_COUNTED_YEAR = re.compile("[一二两三四五六七八九]千[〇○零一二三四五六七八九百十]{0,6}(?=年)")
_HANZI_MONTH_DAY = re.compile("[一二三四五六七八九十]{1,3}(?=月)|(?<=月)[一二三四五六七八九十]{1,3}(?=[日号號])")
# A day-first numeral date with a year from 2400 to 2699, the way Thai writes the Buddhist year ('31/12/2565'):
# with '/', or two-digit fields ('31.12.2565'), so a version such as '5.1.2600' stays as it is.
_BUDDHIST_NUMERALS = re.compile(r"(?<![\w.,/-])(\d{1,2}/\d{1,2}/|\d\d([.-])\d\d\2)(2[4-6]\d\d)(?![\w.,/-])")
# Most texts have none of these: they skip ad_years' searches.
_DANGI_YEAR = re.compile(r"단기\s*(\d{4})(?=\s*(?:년|[./-]\s*\d))")
_ANY_CALENDAR = re.compile(r"[年民\u0e00-\u0e7f]|단기|(?<![a-z0-9])[mtshr]\.?\d|[./-]2[4-6]\d\d|(?<!\d)(?:1[0-4]|0[1-9])\d[./]\d")
_ERA_FIRST_YEAR = {name: first for name, _, _, first in JAPANESE_ERAS} | {
    initial: first for _, initial, _, first in JAPANESE_ERAS}


def hanzi_number(text: str) -> int | None:
    """'二十一' -> 21, '十' -> 10, '一九九七' -> 1997, '一百零八' -> 108, '元' -> 1 (the first year of an era);
    None for what no number is written as ('三十十二': a typing slip or not a number at all)."""
    if text == "元":
        return 1
    if text.isdigit():
        return int(text)
    if not any(c in _HANZI_UNITS for c in text):
        return int("".join(str(_HANZI_DIGITS[c]) for c in text))
    return hanzi_count(text)


def hanzi_count(text: str) -> int | None:
    """A number read with its units: '二千零八' -> 2008, '一千九百九十七' -> 1997, '两千' -> 2000; None when the
    units do not fall (千, 百, 十 in that order, each once) or two digits stand together."""
    total, digit, last_unit = 0, None, 10_000
    for c in text:
        if c in _HANZI_UNITS:
            unit = _HANZI_UNITS[c]
            if unit >= last_unit:
                return None
            total, digit, last_unit = total + (1 if digit is None else digit) * unit, None, unit
        elif _HANZI_DIGITS[c] == 0:
            continue  # '零' holds an empty place: '二千零八'
        elif digit is not None:
            return None
        else:
            digit = _HANZI_DIGITS[c]
    return total + (digit or 0)


# Korean writes a formal date's numbers in Sino-Korean words too ('이천십구년 오월 삼일', 2019-05-03; June and October
# are '유월' and '시월'): read as the Chinese numerals they are, with a year at least.
_HANGUL_NUMERALS = str.maketrans("일이삼사오육칠팔구십백천", "一二三四五六七八九十百千")
_HANGUL_DATE = re.compile(r"(?<![가-힣\d])([일이삼사오육칠팔구십백천]{2,8}|\d{4})\s*년(?:\s*(유|시|[일이삼사오육칠팔구십]{1,2})\s*월"
                          r"(?:\s*([일이삼사오육칠팔구십]{1,3})\s*일)?)?")


def _hangul_date(match: re.Match) -> str:
    if match.group(1).isdigit() and not match.group(3):  # (a year in digits: only a month and day in words are read)
        return match.group()
    year = int(match.group(1)) if match.group(1).isdigit() else hanzi_count(match.group(1).translate(_HANGUL_NUMERALS))
    if not match.group(2):  # a year alone: '천구백팔십사 년'
        return f"{year}년" if year and 1000 <= year <= 2099 else match.group()
    month = {"유": 6, "시": 10}.get(match.group(2)) or hanzi_count(match.group(2).translate(_HANGUL_NUMERALS))
    day = hanzi_count(match.group(3).translate(_HANGUL_NUMERALS)) if match.group(3) else None
    if not (year and 1000 <= year <= 2099 and month and month <= 12) or (match.group(3) and not 1 <= (day or 0) <= 31):
        return match.group()
    return f"{year}년 {month}월" + (f" {day}일" if day else "")


def korean_numeral_dates(text: str) -> str:
    """'이천십구년 오월 삼일' -> '2019년 5월 3일', '천구백팔십사 년' -> '1984년'; other text as it is."""
    return _HANGUL_DATE.sub(_hangul_date, text) if "년" in text else text


def _after(offset: int, year: str) -> int | None:
    n = hanzi_number(year)
    return None if n is None else offset + n


def _as_digits(match: re.Match, value: int | None) -> str:
    return match.group() if value is None else str(value)


def ad_years(text: str) -> str:
    """A case-folded text with ASCII digits, with every other calendar's year written as its AD year and
    Chinese-numeral dates in digits: '平成31年4月30日' -> '2019年4月30日', 'h31.4.30' -> '2019.4.30',
    '民國108年5月3日', '108年5月3日' -> '2019年5月3日', '112/07/03' -> '2023/07/03', '13 ตุลาคม 2559' -> '13 ตุลาคม 2016',
    '二〇〇八年八月八日' -> '2008年8月8日', '二千零八年' -> '2008年', '2019年(令和元年)10月22日' -> '2019年10月22日',
    '단기 4356년 3월 1일' -> '2023년 3월 1일'.

    Calendar arithmetic is exact by rule, so the model only reads AD years. A Thai text's four-digit
    number from 2400 to 2699 is a Buddhist year (no AD year of the data is that late), and so is the year of
    day-first numerals written as Thai writes them ('31/12/2565' -> '31/12/2022'); after a Thai month's name, a
    year of two digits is one of the 2500s ('15 เม.ย. 66' -> '15 เม.ย. 2023'), and so is a Thai text's numeral date's
    from 40 to 75 ('02/10/66' -> '02/10/2023').
    """
    if not _ANY_CALENDAR.search(text):
        return text
    if "年" in text:
        text = _HANZI_COUNTED_YEAR.sub(lambda m: _as_digits(m, hanzi_count(m.group())), text)
        text = _HANZI_YEAR.sub(lambda m: _as_digits(m, hanzi_number(m.group())), text)
        text = _ERA_YEAR.sub(lambda m: _as_digits(m, _after(_ERA_FIRST_YEAR[m.group(1)] - 1, m.group(2))), text)
        text = _HANZI_MONTH_DAY.sub(lambda m: _as_digits(m, hanzi_number(m.group())), text)
    if "民" in text:
        text = _MINGUO_YEAR.sub(lambda m: _as_digits(m, _after(MINGUO_OFFSET, m.group(1))), text)
    if "年" in text:
        text = _MINGUO_BARE.sub(lambda m: str(MINGUO_OFFSET + int(m.group(1))), text)
        text = _YEAR_TWICE.sub(r"\1年", text)
    text = _MINGUO_NUMERALS.sub(lambda m: str(MINGUO_OFFSET + int(m.group(1))), text)
    if "단기" in text:
        text = _DANGI_YEAR.sub(lambda m: str(int(m.group(1)) - DANGI_OFFSET), text)
    if _THAI.search(text):
        text = _THAI_SHORT_YEAR.sub(lambda m: f"{m.group(1)} {2500 + int(m.group(2)) - BUDDHIST_OFFSET}", text)
        text = _THAI_SHORT_NUMERALS.sub(lambda m: m.group(1) + str(2500 + int(m.group(3)) - BUDDHIST_OFFSET), text)
        text = _BUDDHIST_YEAR.sub(lambda m: str(int(m.group()) - BUDDHIST_OFFSET), text)
    else:
        text = _BUDDHIST_NUMERALS.sub(lambda m: m.group(1) + str(int(m.group(3)) - BUDDHIST_OFFSET), text)
    return _ERA_SHORT.sub(lambda m: str(_ERA_FIRST_YEAR[m.group(1)] + int(m.group(2)) - 1), text)


# --- the Solar Hijri (Persian) calendar, as Gregorian dates ---------------------------------------------------

# Years (AP) at which the 33-year cycles of leap years shift (the jalaali-js algorithm, after Borkowski):
# exact for the years 1-3177 AP.
_JALALI_BREAKS = (-61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394,
                  2456, 3178)  # fmt: skip
# Iran's month names (Mordad also as Amordad), then Afghanistan's (the zodiac's), Farvardin/Hamal first.
SOLAR_HIJRI_MONTH = {name: m + 1 for names in (
    ("فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"),
    ("حمل", "ثور", "جوزا", "سرطان", "اسد", "سنبله", "میزان", "عقرب", "قوس", "جدی", "دلو", "حوت"),
) for m, name in enumerate(names)} | {"امرداد": 5}
_PERSIAN_LETTERS = str.maketrans("يك", "یک")  # Arabic yeh and kaf, which people type for Persian's
_SOLAR_HIJRI_SUFFIX = r"(?:\s*(?:ه\s*[.‍ـ]*\s*ش\.?|هجری\s+(?:شمسی|خورشیدی)|خورشیدی|شمسی))?"
_SOLAR_HIJRI_NAMED = re.compile(
    r"(?<!\d)(\d{1,2})\s*(?:ام|م)?\s+("
    + "|".join(n.replace("ی", "[یي]").replace("ک", "[کك]") for n in sorted(SOLAR_HIJRI_MONTH, key=len, reverse=True))
    + r")\s+"
    r"(?:ماه\s+)?(?:سال\s+)?(1[2-4]\d\d)(?!\d)" + _SOLAR_HIJRI_SUFFIX)
_SOLAR_HIJRI_NUMERAL = re.compile(r"(?<![\d/.-])(1[23]\d\d|14[0-3]\d)([/.-])(\d{1,2})\2(\d{1,2})(?![\d/.-])"
                                  + _SOLAR_HIJRI_SUFFIX)
_ARABIC_SCRIPT = re.compile("[\u0600-\u06ff]")
# A year of the Solar Hijri range, or its year and month, still alone once its dates are converted ('۱۴۰۲',
# '۱۳۹۹/۱۲'): it spans two Gregorian years (a month of it two months), so it gets the calendar's marker, which
# `other_calendars` refuses, rather than being read as the AD year 1402.
_SOLAR_HIJRI_YEAR = re.compile(r"(?<![\d/.-])((?:1[23]\d\d|14[0-3]\d)(?:[/.-]\d{1,2})?)(?![\d/.-]*\d)(?!\s*ه)")
EXTENDED_ARABIC_DIGIT = re.compile("[\u06f0-\u06f9]")  # Persian and Urdu digits, not Arabic's (U+0660-0669)


def _nowruz(year: int) -> date:
    """1 Farvardin of a Solar Hijri year, as a Gregorian date."""
    leap_j, jp, jump = -14, _JALALI_BREAKS[0], 0
    for jm in _JALALI_BREAKS[1:]:
        jump = jm - jp
        if year < jm:
            break
        leap_j += jump // 33 * 8 + jump % 33 // 4
        jp = jm
    n = year - jp
    leap_j += n // 33 * 8 + (n % 33 + 3) // 4
    if jump % 33 == 4 and jump - n == 4:
        leap_j += 1
    gy = year + 621
    leap_g = gy // 4 - (gy // 100 + 1) * 3 // 4 - 150
    return date(gy, 3, 20 + leap_j - leap_g)


def solar_hijri_date(year: int, month: int, day: int) -> date | None:
    """The Gregorian date of a Solar Hijri one (1 Farvardin 1403 -> 2024-03-20), None for a day the month
    lacks: months 1-6 have 31 days, 7-11 have 30, Esfand 29 or, in a leap year, 30."""
    if not (1 <= month <= 12 and 1 <= day and 1 <= year < _JALALI_BREAKS[-1] - 1):
        return None
    start = _nowruz(year)
    length = 31 if month <= 6 else 30 if month <= 11 else (_nowruz(year + 1) - start).days - 336
    if day > length:
        return None
    return date.fromordinal(start.toordinal() + (month - 1) * 31 - max(0, month - 7) + day - 1)


def _named(m: re.Match) -> str:
    found = solar_hijri_date(int(m[3]), SOLAR_HIJRI_MONTH[m[2].translate(_PERSIAN_LETTERS)], int(m[1]))
    return found.isoformat() if found else m.group()


def _numeral(m: re.Match) -> str:
    found = solar_hijri_date(int(m[1]), int(m[3]), int(m[4]))
    return found.isoformat() if found else m.group()


def solar_hijri_dates(text: str, *, persian_digits: bool = False) -> str:
    """A normalised text (ASCII digits) with its Solar Hijri dates written as Gregorian ISO dates: a day, one
    of Iran's or Afghanistan's month names and a year 1200-1499 ('۱ فروردین ۱۴۰۳' -> '2024-03-20',
    '۲۲ بهمن ۱۳۵۷ ه.ش' -> '1979-02-11', '15 حمل 1402' -> '2023-04-04'); and, when the text was written in
    Persian digits (`persian_digits`), year-first numerals with a year 1200-1439 ('۱۴۰۳/۰۱/۰۱' -> '2024-03-20'),
    which no Gregorian date of the data has (from 1440 on, the lunar Hijri years of today). Like other calendars'
    years (`ad_years`), exact by rule. A month and year alone stay as written (a Persian month spans two Gregorian
    ones: `other_calendars` refuses its name beside a year), and a year (or year and month) of that range in
    Persian digits without its day gets the era's marker ('۱۴۰۲' -> '1402 ه.ش'), which `other_calendars` refuses."""
    if not _ARABIC_SCRIPT.search(text) and not persian_digits:
        return text
    text = _SOLAR_HIJRI_NAMED.sub(_named, text)
    if not persian_digits:
        return text
    return _SOLAR_HIJRI_YEAR.sub(r"\1 ه.ش", _SOLAR_HIJRI_NUMERAL.sub(_numeral, text))


_ROMAN_VALUES = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
                 (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))


def roman_numeral(n: int) -> str:
    """1776 -> 'MDCCLXXVI'."""
    out = []
    for value, letters in _ROMAN_VALUES:
        count, n = divmod(n, value)
        out.append(letters * count)
    return "".join(out)


_ROMAN_LETTERS = {"M": 1000, "D": 500, "C": 100, "L": 50, "X": 10, "V": 5, "I": 1}


def roman_value(numeral: str) -> int | None:
    """'MDCCLXXVI' (any case) -> 1776; None for a word that is not a numeral written the one right way ('MIM')."""
    values = [_ROMAN_LETTERS.get(c) for c in numeral.upper()]
    if not values or None in values:
        return None
    # A letter before a larger one is subtracted ('CM' is 900).
    value = sum(-v if v < after else v for v, after in zip(values, values[1:] + [0]))
    return value if value > 0 and roman_numeral(value) == numeral.upper() else None
