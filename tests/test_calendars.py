"""Era, Buddhist and Minguo years and Chinese numerals: the years they write stand for the target's year."""

import random
import re
from datetime import date, timedelta

import pytest

from datenorm.generate.context import Context, build_pools
from datenorm.generate.calendars import chinese_number, chinese_numerals, chinese_year, era_year, japanese_era
from datenorm.dates import BUDDHIST_OFFSET, ad_years, hanzi_count, hanzi_number
from datenorm.vocab import normalize

from conftest import is_valid_iso


@pytest.mark.parametrize("day, expected", [
    (date(1873, 1, 1), ("明治", "m", 6)), (date(1912, 7, 29), ("明治", "m", 45)), (date(1912, 7, 30), ("大正", "t", 1)),
    (date(1926, 12, 24), ("大正", "t", 15)), (date(1926, 12, 25), ("昭和", "s", 1)), (date(1989, 1, 7), ("昭和", "s", 64)),
    (date(1989, 1, 8), ("平成", "h", 1)), (date(2019, 4, 30), ("平成", "h", 31)), (date(2019, 5, 1), ("令和", "r", 1)),
    (date(2026, 11, 23), ("令和", "r", 8)),
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


def _days(n: int, seed: int):
    rng = random.Random(seed)
    return [date(1900, 1, 1) + timedelta(days=rng.randrange(136 * 365)) for _ in range(n)]


def test_normalised_era_years_are_the_target_year():
    # The generator writes the other calendar's year; normalisation (dates.ad_years) must give back the AD one.
    ctx = Context(random.Random(5), build_pools(None))
    seen = set()
    for day in _days(600, 1):
        draft = era_year(ctx, day)
        if draft is None:
            continue
        assert is_valid_iso(draft.target) and draft.target.startswith(f"{day.year:04d}"), draft
        raw = draft.input.translate(str.maketrans("０１２３４５６７８９๐๑๒๓๔๕๖๗๘๙", "01234567890123456789"))
        kind = "th" if re.search(r"[\u0e00-\u0e7f]", raw) else "zh" if "民" in raw else "ja"
        seen.add(kind)
        if kind == "th":
            assert str(day.year + BUDDHIST_OFFSET) in raw, draft
        text = normalize(draft.input)
        assert re.search(rf"(?<!\d){day.year}(?!\d)", text), (day, draft, text)
        assert not re.search("明治|大正|昭和|平成|令和|民國|民国", text), (day, draft, text)
    assert seen == {"ja", "th", "zh"}


def test_no_era_year_is_written_before_its_calendar_began():
    ctx = Context(random.Random(2), build_pools(None))
    for _ in range(50):
        assert era_year(ctx, date(1872, 12, 31)) is None


def test_chinese_numeral_dates_spell_the_target():
    ctx = Context(random.Random(3), build_pools(None))
    for day in _days(200, 2):
        draft = chinese_numerals(ctx, day)
        fields = re.match(r"(?:公元)?(\D+?)年(?:(\D+?)月)?(?:(\D+?)[日号])?", draft.input)
        assert fields, draft
        year, month, dd = fields.groups()
        assert (hanzi_count(year) if "千" in year else hanzi_number(year)) == day.year, draft
        assert month is None and draft.target == day.isoformat()[:4] or hanzi_number(month) == day.month, draft
        assert dd is None and len(draft.target) < 10 or hanzi_number(dd) == day.day, draft
        assert f"{day.year}年" + (f"{day.month}月" if month else "") in normalize(draft.input), draft


def test_other_year_counts_need_a_ja_th_or_zh_locale():
    ctx = Context(random.Random(4), build_pools(("en_US", "fr_FR")))
    assert era_year(ctx, date(1999, 5, 3)) is None and chinese_numerals(ctx, date(1999, 5, 3)) is None
    ctx = Context(random.Random(4), build_pools(("th_TH",)))
    drafts = [era_year(ctx, day) for day in _days(40, 3)]
    assert {d.locale for d in drafts if d} == {"th_TH"}


@pytest.mark.parametrize("text, ad", [("二千零八年", "2008年"), ("一千九百九十七年七月一日", "1997年7月1日"), ("两千年", "2000年"),
                                      ("二零零四年", "2004年"), ("二千零一十九年十二月", "2019年12月"), ("一千零一十年", "1010年")])
def test_chinese_years_read_as_numbers_become_digits(text, ad):
    assert ad_years(text) == ad
