"""Dates whose year is not counted from AD: Japanese era years, the Thai Buddhist era and the Minguo
(Republic of China) calendar, and dates written in Chinese numerals: two format families of the generator.

These calendars keep the Gregorian months and days and count only the year differently, so the ISO target
is the same day. They are how most official dates in Japan, Thailand and Taiwan are written; the model
read '平成31年4月30日' as 2031-04-30 and '13 ตุลาคม 2559' as 2059-10-13, and gave no date for '民國108年5月3日'
or '二〇〇八年八月八日'. Three fine-tuning epochs did not teach it the year arithmetic (5% right), so the
years are converted by rule when a text is normalised (`dates.ad_years`), exactly; these families show
the model the forms around the converted year (era marks, 'พ.ศ.', Thai weekdays, '民國' dates).
"""

from __future__ import annotations

import math
from datetime import date

from datenorm.dates import BUDDHIST_OFFSET, JAPANESE_ERAS, MINGUO_OFFSET, to_iso
from datenorm.locales import day_names, month_names
from datenorm.generate.cldr import cldr_pattern
from datenorm.generate.context import Context, Draft
from datenorm.generate.languages import FULLWIDTH_DIGITS

# Japan counted its years by lunisolar months before 1873, so Meiji dates start with the Gregorian
# calendar's adoption there.
JAPANESE_FROM = date(1873, 1, 1)
# The squared era signs (㍻ and kin) are the same names once NFKC-normalised, as every input is.
_SQUARED = {"明治": "㍾", "大正": "㍽", "昭和": "㍼", "平成": "㍻", "令和": "㋿"}
BUDDHIST_FROM = date(1941, 1, 1)
MINGUO_FROM = date(1912, 1, 1)

_CHINESE_DIGITS = "〇一二三四五六七八九"
_THAI_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")

_JA = ("{era}{n}年{m}月{d}日", "{era}{n}年{mm}月{dd}日", "{era}{n}年{m}月{d}日({wda})", "{era}{n}年{m}月{d}日（{wda}）",
       "{era}{n}年{m}月{d}日 {wd}", "{era} {n} 年 {m} 月 {d} 日", "{era}{n}年{m}月{d}日生")  # fmt: skip
_JA_SHORT = ("{E}{n}.{m}.{d}", "{E}{nn}.{mm}.{dd}", "{E}{n}/{m}/{d}", "{E}.{n}.{m}.{d}", "{E}{n}年{m}月{d}日")
_JA_MONTH = ("{era}{n}年{m}月", "{era}{n}年{mm}月")
_JA_YEAR = ("{era}{n}年",)  # not 年度: a fiscal year, a period (generate.negative_words)
_TH = ("{d} {month} {y}", "{d} {month} พ.ศ. {y}", "วันที่ {d} {month} พ.ศ. {y}", "วันที่ {d} {month} {y}",
       "{wd}ที่ {d} {month} พ.ศ. {y}", "{wd}ที่ {d} {month} {y}", "{d} {mon} {y}", "{d} {mon} พ.ศ. {y}")
_TH_MONTH = ("{month} {y}", "{month} พ.ศ. {y}", "{mon} {y}")
_TH_YEAR = ("พ.ศ. {y}", "ปี {y}", "ปี พ.ศ. {y}")
_ROC = ("民國{n}年{m}月{d}日", "民国{n}年{m}月{d}日", "中華民國{n}年{m}月{d}日", "民國{n}年{mm}月{dd}日",
        "民國{n}年{m}月{d}日（{wda}）", "民國 {n} 年 {m} 月 {d} 日", "民國{n}/{mm}/{dd}", "民國{n}.{m}.{d}")
_ROC_MONTH = ("民國{n}年{m}月", "民国{n}年{m}月", "中華民國{n}年{m}月")
# Taiwan's forms and registers leave 民國 off once the year has three digits ('108年5月3日'), which
# `dates.ad_years` reads as Minguo years up to 149 when a month follows ('99年' stays a two-digit year).
_ROC_BARE = ("{n}年{m}月{d}日", "{n}年{mm}月{dd}日", "{n}年{m}月{d}日（{wda}）", "{n} 年 {m} 月 {d} 日")
_ROC_BARE_MONTH = ("{n}年{m}月", "{n}年{mm}月")
_ROC_YEAR = ("民國{n}年", "民国{n}年", "中華民國{n}年")
_HANZI = {"zh": ("{y}年{m}月{d}日", "{y}年{m}月{d}日 {wd}", "{y}年{m}月{d}号", "公元{y}年{m}月{d}日"),
          "ja": ("{y}年{m}月{d}日", "{y}年{m}月{d}日({wda})")}  # fmt: skip
_HANZI_MONTH = ("{y}年{m}月",)
_HANZI_YEAR = ("{y}年", "公元{y}年")


def chinese_number(n: int) -> str:
    """1..99 in Chinese numerals as dates write them: 10 -> '十', 21 -> '二十一', 30 -> '三十'."""
    tens, ones = divmod(n, 10)
    return ("" if tens == 0 else "十" if tens == 1 else _CHINESE_DIGITS[tens] + "十") + (
        _CHINESE_DIGITS[ones] if ones else "")


def chinese_year(year: int, zero: str = "〇") -> str:
    """A year digit by digit: 2008 -> '二〇〇八' (some write the zero as '○' or '零')."""
    return "".join(zero if c == "0" else _CHINESE_DIGITS[int(c)] for c in str(year))


def chinese_counted_year(year: int, two: str = "二") -> str:
    """A year read as a number: 1997 -> '一千九百九十七', 2008 -> '二千零八', 2000 -> '二千' (a two in the
    thousands is also written '两')."""
    digits = [int(c) for c in f"{year:04d}"]
    out, gap = [], False
    for digit, unit in zip(digits, ("千", "百", "十", "")):
        if digit == 0:
            gap = bool(out)
            continue
        if gap:
            out.append("零")
            gap = False
        out.append((two if unit == "千" and digit == 2 else _CHINESE_DIGITS[digit]) + unit)
    return "".join(out)


def _target(day: date, precision: str) -> str:
    return {"day": day.isoformat(), "month": to_iso(day.year, day.month), "year": to_iso(day.year)}[precision]


def _precision(ctx: Context) -> str:
    return ctx.rng.choices(("day", "month", "year"), (0.8, 0.13, 0.07))[0]


def japanese_era(day: date) -> tuple[str, str, int]:
    """(era name, romanised initial, year of the era) for a day from 1868 on: 2019-04-30 -> ('平成', 'h', 31)."""
    name, initial, _, first_year = [era for era in JAPANESE_ERAS if era[2] <= day][-1]
    return name, initial, day.year - first_year + 1


def _japanese(ctx: Context, day: date, loc: str, precision: str) -> str:
    rng = ctx.rng
    era, initial, n = japanese_era(day)
    short = precision == "day" and rng.random() < 0.25  # 'H31.4.30': romanised initial, year in digits
    template = rng.choice(_JA_SHORT if short else {"day": _JA, "month": _JA_MONTH, "year": _JA_YEAR}[precision])
    year = str(n) if short else "元" if n == 1 and rng.random() < 0.7 else chinese_number(n) if rng.random() < 0.15 \
        else str(n)
    if rng.random() < 0.05:
        era = _SQUARED[era]
    text = template.format(era=era, E=initial.upper() if rng.random() < 0.8 else initial, n=year, nn=f"{n:02d}",
                           m=day.month, mm=f"{day.month:02d}", d=day.day, dd=f"{day.day:02d}",
                           wd=day_names(loc)[day.weekday()], wda=day_names(loc, "abbreviated")[day.weekday()])
    return text.translate(FULLWIDTH_DIGITS) if rng.random() < 0.15 else text


def _thai(ctx: Context, day: date, loc: str, precision: str) -> str:
    rng = ctx.rng
    year = day.year + BUDDHIST_OFFSET
    template = rng.choice({"day": _TH, "month": _TH_MONTH, "year": _TH_YEAR}[precision])
    text = template.format(
        d=day.day, y=year, month=month_names(loc)[day.month],
        mon=month_names(loc, "abbreviated")[day.month], wd=day_names(loc)[day.weekday()])
    return text.translate(_THAI_DIGITS) if rng.random() < 0.2 else text


def _minguo(ctx: Context, day: date, loc: str, precision: str) -> str:
    rng = ctx.rng
    year = day.year - MINGUO_OFFSET
    n = "元" if year == 1 and rng.random() < 0.7 else year  # '民國元年1月1日': the first year is written 元
    templates = {"day": _ROC, "month": _ROC_MONTH, "year": _ROC_YEAR}[precision]
    if 100 <= year <= 149 and precision != "year" and rng.random() < 0.35:
        templates = _ROC_BARE if precision == "day" else _ROC_BARE_MONTH
    return rng.choice(templates).format(n=n, m=day.month, mm=f"{day.month:02d}", d=day.day, dd=f"{day.day:02d}",
                           wda=day_names(loc, "abbreviated")[day.weekday()])


def era_year(ctx: Context, day: date) -> Draft | None:
    """'平成31年4月30日', 'H31.4.30', '令和元年5月1日', '13 ตุลาคม 2559', 'วันที่ 3 พฤษภาคม พ.ศ. 2542',
    '民國108年5月3日': a Japanese era, Thai Buddhist or Minguo year, at day, month or year precision."""
    calendars = ctx.pools.calendars
    kinds = [k for k in ("ja", "th", "zh") if k in calendars]
    if not kinds:
        return None
    kind = ctx.rng.choices(kinds, [{"ja": 0.45, "th": 0.35, "zh": 0.2}[k] for k in kinds])[0]
    first = {"ja": JAPANESE_FROM, "th": BUDDHIST_FROM, "zh": MINGUO_FROM}[kind]
    if day < first:
        return None
    loc = ctx.rng.choice(calendars[kind])
    precision = _precision(ctx)
    build = {"ja": _japanese, "th": _thai, "zh": _minguo}[kind]
    text = build(ctx, day, loc, precision)
    return text and Draft(text, _target(day, precision), loc, "YMD" if kind != "th" else "DMY")


def chinese_numerals(ctx: Context, day: date) -> Draft | None:
    """'二〇〇八年八月八日', '一九九七年七月一日', '二〇一九年十二月三十一日 星期二', '二零零四年', '二千零八年':
    every number in Chinese numerals, the year digit by digit or (rarely) read as a number."""
    calendars = ctx.pools.calendars
    langs = [k for k in ("zh", "ja") if k in calendars]
    if not langs:
        return None
    rng = ctx.rng
    lang = rng.choice(langs)
    loc = rng.choice(calendars[lang])
    precision = rng.choices(("day", "month", "year"), (0.78, 0.12, 0.10))[0]
    template = rng.choice({"day": _HANZI[lang], "month": _HANZI_MONTH, "year": _HANZI_YEAR}[precision])
    if rng.random() < 0.12:  # '二千零八年', '一千九百九十七年': the year read as a number
        year = chinese_counted_year(day.year, rng.choice("二两") if lang == "zh" else "二")
    else:
        year = chinese_year(day.year, rng.choices("〇○零", (0.7, 0.1, 0.2))[0])
    text = template.format(y=year, m=chinese_number(day.month), d=chinese_number(day.day),
                           wd=day_names(loc)[day.weekday()], wda=day_names(loc, "abbreviated")[day.weekday()])
    return Draft(text, _target(day, precision), loc, "YMD")


# Years before 1000 are written with an era ('85 n. Chr.', 'AD 247', '3 mai 85 ap. J.-C.') or in full
# ('0099-01-01'); without either, '85' is a two-digit year and '247' no year at all.
_ERA_KEYS = ("GyMMMd", "GyMMMEd", "GyMMMMd", "GyMMM", "Gy")
_EN_ERA = ("AD {y}", "A.D. {y}", "{y} AD", "{y} A.D.", "{y} CE", "{d} {month} {y} AD", "{month} {d}, {y} AD",
           "{d} {month} AD {y}", "{month} AD {y}", "{month} {y} CE", "in AD {y}", "c. {y} AD")  # fmt: skip


def early_year(ctx: Context, day: date) -> Draft | None:
    """A date in the years 1-999 (the day and month of `day`): with a locale's era ('85 n. Chr.', 'AD 247',
    '3 мая 85 г. н. э.'), or in full as ISO writes it ('0099-01-01', '0247-05')."""
    rng = ctx.rng
    # later centuries likelier; one in five in the first century, whose two-digit years only the era tells
    # from 1900s ones ('24 August AD 79' was read as 1979)
    year = rng.randint(1, 99) if rng.random() < 0.2 else 1 + int(999 * rng.random() ** 0.6)
    early = day.replace(year=year, day=min(day.day, 28))
    r = rng.random()
    if r < 0.2:
        precision = rng.choices(("day", "month", "year"), (0.7, 0.15, 0.15))[0]
        return Draft(_target(early, precision), _target(early, precision), "und", "YMD")
    if r < 0.45 and ctx.pools.en:
        template = rng.choice(_EN_ERA)
        order = "MDY" if template.startswith("{month}") else "DMY"
        loc = rng.choice(ctx.pools.en[order])
        text = template.format(y=year, d=early.day, month=month_names(loc)[early.month])
        precision = "day" if "{d}" in template else "month" if "{month}" in template else "year"
        return Draft(text, _target(early, precision), loc, order)
    loc = ctx.pick_locale()
    pat = cldr_pattern(loc, rng.choice(_ERA_KEYS))
    if pat is None or "G" not in pat.letters or pat.two_digit_year:
        return None
    precision = "day" if "d" in pat.letters else "month" if set(pat.letters) & set("ML") else "year"
    return Draft(pat.format(early, loc), _target(early, precision), loc, pat.order or "DMY")


# A Gregorian date beside its Hijri one, as Arabic, Indonesian, Malay, Turkish and English notices, letters and
# newspapers date themselves ('الأربعاء 14 رمضان 1444هـ الموافق 5 أبريل 2023م', '1 Muharram 1445 H / 19 Juli 2023'):
# the Gregorian date is the target; the Hijri one, which `other_calendars` refuses alone, only frames it. A blind
# file (hw23) had one, which the model read with the Hijri day. The Hijri date is the tabular calendar's, a day
# or two from the sighted one, as printed calendars differ too.
_HIJRI_MONTHS = {
    "ar": ("محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان", "شوال",
           "ذو القعدة", "ذو الحجة"),
    "id": ("Muharram", "Safar", "Rabiul Awal", "Rabiul Akhir", "Jumadil Awal", "Jumadil Akhir", "Rajab", "Sya'ban",
           "Ramadhan", "Syawal", "Dzulqa'dah", "Dzulhijjah"),
    "tr": ("Muharrem", "Safer", "Rebiülevvel", "Rebiülahir", "Cemaziyelevvel", "Cemaziyelahir", "Recep", "Şaban",
           "Ramazan", "Şevval", "Zilkade", "Zilhicce"),
    "en": ("Muharram", "Safar", "Rabi al-Awwal", "Rabi al-Thani", "Jumada al-Awwal", "Jumada al-Thani", "Rajab",
           "Sha'ban", "Ramadan", "Shawwal", "Dhu al-Qadah", "Dhu al-Hijjah"),
}  # fmt: skip
_HIJRI_MONTHS["ms"] = _HIJRI_MONTHS["id"]
# {hd} {hm} {hy}: the Hijri day, month's name and year; {wd} {d} {month} {y}: the Gregorian weekday, day, month, year
_HIJRI_BESIDE = {
    "ar": ("{wd} {hd} {hm} {hy}هـ الموافق {d} {month} {y}م", "{hd} {hm} {hy} هـ الموافق {d} {month} {y} م",
           "{hd} {hm} {hy}هـ - {d} {month} {y}م", "{d} {month} {y}م الموافق {hd} {hm} {hy}هـ",
           "{wd} {d} {month} {y} م، {hd} {hm} {hy} هـ"),
    "id": ("{hd} {hm} {hy} H / {d} {month} {y} M", "{hd} {hm} {hy} H / {d} {month} {y}",
           "{d} {month} {y} ({hd} {hm} {hy} H)", "{wd}, {d} {month} {y} / {hd} {hm} {hy} H"),
    "ms": ("{hd} {hm} {hy}H bersamaan {d} {month} {y}", "{d} {month} {y} ({hd} {hm} {hy}H)"),
    "tr": ("{d} {month} {y} ({hd} {hm} {hy})", "{hd} {hm} {hy} / {d} {month} {y}"),
    "en": ("{hd} {hm} {hy} AH ({d} {month} {y})", "{d} {month} {y} ({hd} {hm} {hy} AH)",
           "{wd}, {d} {month} {y} / {hd} {hm} {hy} AH"),
}  # fmt: skip
_ISLAMIC_EPOCH = 1948439.5  # the Julian day of 1 Muharram 1 (16 July 622, Julian calendar), the tabular count's


def _islamic_jd(year: int, month: int, day: int) -> float:
    return day + math.ceil(29.5 * (month - 1)) + (year - 1) * 354 + (3 + 11 * year) // 30 + _ISLAMIC_EPOCH - 1


def tabular_hijri(day: date) -> tuple[int, int, int]:
    """(year, month, day) of the tabular Islamic calendar: 2023-07-19 -> (1445, 1, 1)."""
    jd = day.toordinal() + 1721424.5
    year = int((30 * (jd - _ISLAMIC_EPOCH) + 10646) // 10631)
    month = min(12, math.ceil((jd - (29 + _islamic_jd(year, 1, 1))) / 29.5) + 1)
    return year, month, int(jd - _islamic_jd(year, month, 1)) + 1


def hijri_beside(ctx: Context, day: date) -> Draft | None:
    """A Gregorian date beside its Hijri one: 'الأربعاء 14 رمضان 1444هـ الموافق 5 أبريل 2023م', '1 Muharram 1445 H /
    19 Juli 2023', '5 April 2023 (14 Ramadan 1444 AH)' -> the Gregorian date."""
    rng = ctx.rng
    # (Latin-script locales beside the Latin Hijri names: not Malay's Jawi 'ms_Arab')
    pools = {lang: [loc for loc in ctx.pools.languages.get(lang, ()) if lang == "ar" or "Arab" not in loc]
             for lang in _HIJRI_BESIDE}
    langs = [lang for lang, locs in pools.items() if locs]
    if not langs or day.year < 1900:
        return None
    lang = rng.choice(langs)
    loc = rng.choice(pools[lang])
    hy, hm, hd = tabular_hijri(day)
    text = rng.choice(_HIJRI_BESIDE[lang]).format(
        hd=hd, hm=_HIJRI_MONTHS[lang][hm - 1], hy=hy, d=day.day, month=month_names(loc)[day.month], y=day.year,
        wd=day_names(loc)[day.weekday()])
    return Draft(text, day.isoformat(), loc, "DMY")
