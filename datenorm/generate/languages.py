"""Dates in a language's own words beside CLDR's formats: Chinese, Japanese and Korean year-month-day forms
('1999年5月3日(月)', '1999년 5월 3일') and major languages framed by hand ('le 3 mai 1999', '3 de mayo de 1999')."""

from __future__ import annotations

from datetime import date

from datenorm.locales import day_names, month_names
from datenorm.generate.context import Context, Draft

_CJK = {  # language: templates, year-month-day (default locales: context.CJK_LOCALES)
    "ja": ("{y}年{m}月{d}日", "{y}年{mm}月{dd}日", "{y}年{m}月{d}日({wda})", "{y}年{m}月{d}日（{wda}）", "{y}年{m}月{d}日 {wd}",
           "{y} 年 {m} 月 {d} 日", "{y}年{mm}月{dd}日({wda})"),
    "zh": ("{y}年{m}月{d}日", "{y}年{mm}月{dd}日", "{y}年{m}月{d}日 {wd}", "{y}年{m}月{d}日（{wda}）", "{y}年{m}月{d}号",
           "{y}年{m}月{d}日{wd}"),
    "ko": ("{y}년 {m}월 {d}일", "{y}년 {mm}월 {dd}일", "{y}년 {m}월 {d}일 ({wda})", "{y}년 {m}월 {d}일 {wd}",
           "{y}. {m}. {d}.", "{y}.{mm}.{dd}.", "{y}년{m}월{d}일"),
}  # fmt: skip
CJK_MONTH = {"ja": ("{y}年{m}月", "{y}年{mm}月"), "zh": ("{y}年{m}月", "{y}年{mm}月"), "ko": ("{y}년 {m}월", "{y}년{m}월")}
CJK_YEAR = {"ja": ("{y}年",), "zh": ("{y}年",), "ko": ("{y}년",)}
FULLWIDTH_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")


def cjk_text(ctx: Context, day: date, templates: dict[str, tuple[str, ...]]) -> tuple[str, str] | None:
    """(text, locale) for a CJK template of a language among the pools, full-width digits now and then."""
    if not ctx.pools.cjk:
        return None
    lang = ctx.rng.choice(sorted(ctx.pools.cjk))
    loc = ctx.rng.choice(ctx.pools.cjk[lang])
    names = {"wd": day_names(loc)[day.weekday()], "wda": day_names(loc, "abbreviated")[day.weekday()]}
    text = ctx.rng.choice(templates[lang]).format(
        y=day.year, m=day.month, mm=f"{day.month:02d}", d=day.day, dd=f"{day.day:02d}", **names
    )
    if lang != "ko" and ctx.rng.random() < 0.15:
        text = text.translate(FULLWIDTH_DIGITS)
    return text, loc


def cjk(ctx: Context, day: date) -> Draft | None:
    """'1999年5月3日', '1999年05月03日(月)', '1999년 5월 3일 (월)', '１９９９年５月３日'."""
    made = cjk_text(ctx, day, _CJK)
    return made and Draft(made[0], day.isoformat(), made[1], "YMD")


_LOCALIZED = {  # language: templates, all day-month-year, names from babel (locales: context.LOCALIZED_LOCALES)
    "fr": ("le {d1} {month} {y}", "{wd} {d1} {month} {y}", "le {wd} {d1} {month} {y}", "{d1} {mon} {y}",
           "{wda} {d} {mon} {y}"),
    "es": ("{d1} de {month} de {y}", "{wd}, {d1} de {month} de {y}", "el {d1} de {month} de {y}",
           "{d} de {month} del {y}", "{dd}-{mon}-{y}"),
    "de": ("{d}. {month} {y}", "{dd}. {month} {y}", "{wd}, {d}. {month} {y}", "am {d}. {month} {y}", "{d}. {mon} {y}",
           "{wda}, {d}. {mon} {y}"),
    "it": ("{d1} {month} {y}", "{wd} {d1} {month} {y}", "il {d1} {month} {y}", "{d1} {mon} {y}"),
    "pt": ("{d1} de {month} de {y}", "{wd}, {d1} de {month} de {y}", "dia {d1} de {month} de {y}"),
    "nl": ("{d} {month} {y}", "{wd} {d} {month} {y}", "op {d} {month} {y}"),
    "ru": ("{d} {month} {y} г.", "{d} {month} {y} года", "{wd}, {d} {month} {y} г."),
    "pl": ("{d} {month} {y} r.", "{wd}, {d} {month} {y}"),
    "tr": ("{d} {month} {y}", "{d} {month} {y} {wd}"),
    "sv": ("{d} {month} {y}", "den {d} {month} {y}", "{wd} {d} {month} {y}"),
}  # fmt: skip


# The first of a month as an ordinal ('le 1er mai', '1° maggio', '1º de mayo'), as often as the plain '1'.
_FIRST = {"fr": ("1er", "1er", "1"), "it": ("1°", "1º", "1"), "es": ("1º", "1.º", "1ro", "1"), "pt": ("1º", "1.º", "1")}


def _first(ctx: Context, lang: str) -> str:
    return ctx.rng.choice(_FIRST[lang]) if lang in _FIRST else "1"


def localized(ctx: Context, day: date) -> Draft | None:
    """'le 3 mai 1999', '3 de mayo de 1999', 'Montag, 3. Mai 1999', '3 мая 1999 г.'."""
    if not ctx.pools.localized:
        return None
    lang = ctx.rng.choice(sorted(ctx.pools.localized))
    loc = ctx.rng.choice(ctx.pools.localized[lang])
    wd = day.weekday()
    text = ctx.rng.choice(_LOCALIZED[lang]).format(
        d=day.day, dd=f"{day.day:02d}", d1=_first(ctx, lang) if day.day == 1 else day.day, y=day.year,
        month=month_names(loc)[day.month], mon=month_names(loc, "abbreviated")[day.month],
        wd=day_names(loc)[wd], wda=day_names(loc, "abbreviated")[wd],
    )  # fmt: skip
    return Draft(text, day.isoformat(), loc, "DMY")
