"""Dates inside file names, log lines and CJK date-times (datenorm/generate/machine_text.py): targets read back from the text."""

import random
import re
from datetime import date, datetime

import pytest

from datenorm.generate import machine_text as stamps
from datenorm.generate.context import Context, build_pools


@pytest.fixture(scope="module")
def ctx():
    return Context(random.Random(7), build_pools(None))


DAYS = [date(2019, 5, 3), date(1999, 12, 31), date(2024, 2, 29), date(1987, 10, 10)]


@pytest.mark.parametrize("day", DAYS)
def test_file_names_write_the_date_year_first_at_their_precision(ctx, day):
    precisions = set()
    for _ in range(60):
        draft = stamps.filename(ctx, day)
        precisions.add(len(draft.target))
        assert day.isoformat().startswith(draft.target) and draft.order == "YMD"
        assert str(day.year) in draft.input
        if len(draft.target) == 10:
            digits = re.sub(r"\D", "", draft.input)
            assert day.strftime("%Y%m%d") in digits, draft.input
    assert precisions == {4, 7, 10}


@pytest.mark.parametrize("day", DAYS)
def test_log_timestamps_read_back_with_their_format(ctx, day):
    formats = {"[%d/%b/%Y:%H:%M:%S %z]", "%d/%b/%Y:%H:%M:%S %z", "[%d/%b/%Y %H:%M:%S]", "%b %d, %Y %I:%M:%S %p"}
    read = 0
    for _ in range(80):
        draft = stamps.log_stamp(ctx, day)
        assert draft.target == day.isoformat()
        for fmt in formats:
            try:
                parsed = datetime.strptime(draft.input, fmt)
            except ValueError:
                continue
            assert parsed.date() == day and draft.order in {"DMY", "MDY"}, draft
            read += 1
    assert read > 0


def test_cjk_date_times_start_with_the_date(ctx):
    day = date(2011, 3, 11)
    for _ in range(40):
        draft = stamps.cjk_datetime(ctx, day)
        text = draft.input.replace("년", "年").replace("월", "月")
        head = re.match(r"(\d{4})\s*[年.]\s*(\d{1,2})\s*[月.]\s*(\d{1,2})", text)
        assert head and tuple(map(int, head.groups())) == (2011, 3, 11), draft.input
        assert draft.target == "2011-03-11" and draft.locale[:2] in {"ja", "zh", "ko"}


def test_file_names_without_a_date_hold_no_date():
    rng = random.Random(3)
    for _ in range(500):
        name = stamps.filename_without_date(rng)
        assert not re.search(r"(1[0-9]|20)\d\d-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])", name), name


def test_a_document_number_beside_the_date_is_no_part_of_it(ctx):
    with_ids = [d for _ in range(3000) if (d := stamps.filename(ctx, date(2023, 2, 26))) and re.search(
        r"(INV|PO|ORD|CUST|REF|TKT|SO|CASE|DOC|AB|Q)-?\d", d.input)]
    assert with_ids and all(d.target == "2023-02-26" for d in with_ids)


def test_records_without_a_date_are_no_date_to_the_generator():
    from datenorm.generate.context import faker
    from datenorm.generate.negatives import reads_as_date
    from datenorm.vocab import normalize

    rng, fake = random.Random(5), faker("de_DE")
    records = [stamps.record_without_date(rng, fake) for _ in range(600)]
    assert not [text for text, _ in records if reads_as_date(normalize(text))]
    texts = [text for text, _ in records]
    # each kind turns up: CSV fields, an SQL row, a JSON object, a DOI, a build
    assert all(any(mark in t for t in texts) for mark in (",", "VALUES (", '{"', "10.", "build "))
    assert all(words for text, words in records if text.startswith("VALUES ("))
