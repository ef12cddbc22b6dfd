"""Era, Buddhist and Minguo years and Chinese numerals: the years they write stand for the target's year."""

import random
import re
from datetime import date, timedelta

import pytest

from datenorm import formats
from datenorm.calendars import (BUDDHIST_OFFSET, MINGUO_OFFSET, chinese_number, chinese_numerals, chinese_year,
                                era_year, japanese_era)
from datenorm.dates import is_valid_iso
from datenorm.vocab import normalize


@pytest.mark.parametrize("day, expected", [
    (date(1873, 1, 1), ("明治", "M", 6)), (date(1912, 7, 29), ("明治", "M", 45)), (date(1912, 7, 30), ("大正", "T", 1)),
    (date(1926, 12, 24), ("大正", "T", 15)), (date(1926, 12, 25), ("昭和", "S", 1)), (date(1989, 1, 7), ("昭和", "S", 64)),
    (date(1989, 1, 8), ("平成", "H", 1)), (date(2019, 4, 30), ("平成", "H", 31)), (date(2019, 5, 1), ("令和", "R", 1)),
    (date(2026, 11, 23), ("令和", "R", 8)),
])  # fmt: skip
def test_japanese_era_changes_on_the_day_the_emperor_did(day, expected):
    assert japanese_era(day) == expected


@pytest.mark.parametrize("n, text", [(1, "一"), (9, "九"), (10, "十"), (11, "十一"), (20, "二十"), (21, "二十一"),
                                     (30, "三十"), (31, "三十一"), (64, "六十四")])
def test_chinese_numbers_are_written_as_dates_write_them(n, text):
    assert chinese_number(n) == text


def test_chinese_years_are_written_digit_by_digit():
    assert chinese_year(2008) == "二〇〇八"
    assert chinese_year(1997, zero="○") == "一九九七"
    assert chinese_year(2000, zero="零") == "二零零零"


_HANZI_VALUE = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"○": 0, "零": 0}


def _hanzi_int(text: str) -> int:
    if "十" not in text:
        return int("".join(str(_HANZI_VALUE[c]) for c in text))
    tens, _, ones = text.partition("十")
    return 10 * (_HANZI_VALUE[tens] if tens else 1) + (_HANZI_VALUE[ones] if ones else 0)


def _days(n: int, seed: int):
    rng = random.Random(seed)
    return [date(1900, 1, 1) + timedelta(days=rng.randrange(136 * 365)) for _ in range(n)]


def test_era_years_stand_for_the_target_year():
    ctx = formats.Context(random.Random(5), formats.build_pools(None))
    seen = set()
    for day in _days(600, 1):
        draft = era_year(ctx, day)
        if draft is None:
            continue
        assert is_valid_iso(draft.target) and draft.target.startswith(f"{day.year:04d}"), draft
        text = normalize(draft.input)
        if re.search(r"[\u0e00-\u0e7f]", text):  # Thai script
            seen.add("th")
            year = int(re.findall(r"\d+", text)[-1])  # every Thai form ends with its year
            assert year == day.year + BUDDHIST_OFFSET or 2500 + year == day.year + BUDDHIST_OFFSET, (day, draft)
        elif "民" in text or re.match(r"\d+年", text):
            seen.add("zh")
            assert str(day.year - MINGUO_OFFSET) in re.findall(r"\d+", text), (day, draft)
        else:
            seen.add("ja")
            name, initial, n = japanese_era(day)
            written = re.match(r"(\D+?)\s*(元|\d+|[一二三四五六七八九十]+)\s*[年./]", text)
            assert written, (day, draft)
            era, year = written.groups()
            assert era.strip(".") in (name, initial.lower()), (day, draft)
            assert {"元": 1}.get(year) or (int(year) if year.isdigit() else _hanzi_int(year)) == n, (day, draft)
    assert seen == {"ja", "th", "zh"}


def test_no_era_year_is_written_before_its_calendar_began():
    ctx = formats.Context(random.Random(2), formats.build_pools(None))
    for _ in range(50):
        assert era_year(ctx, date(1872, 12, 31)) is None


def test_chinese_numeral_dates_spell_the_target():
    ctx = formats.Context(random.Random(3), formats.build_pools(None))
    for day in _days(200, 2):
        draft = chinese_numerals(ctx, day)
        fields = re.match(r"(?:公元)?(\D{4})年(\D+?)月(?:(\D+?)[日号])?", draft.input)
        assert fields, draft
        year, month, dd = fields.groups()
        assert _hanzi_int(year) == day.year and _hanzi_int(month) == day.month, draft
        assert dd is None and draft.target == day.isoformat()[:7] or _hanzi_int(dd) == day.day, draft


def test_other_year_counts_need_a_ja_th_or_zh_locale():
    ctx = formats.Context(random.Random(4), formats.build_pools(("en_US", "fr_FR")))
    assert era_year(ctx, date(1999, 5, 3)) is None and chinese_numerals(ctx, date(1999, 5, 3)) is None
    ctx = formats.Context(random.Random(4), formats.build_pools(("th_TH",)))
    drafts = [era_year(ctx, day) for day in _days(40, 3)]
    assert {d.locale for d in drafts if d} == {"th_TH"}
