"""Named days: the fixed ones a reading must agree with, the movable ones no reading may turn into a day."""

import pytest

from datenorm.named_days import MOVABLE, NAMED_DAYS, named_day_problem
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, iso, agrees", [
    ("Christmas 2019", "2019-12-25", True),
    ("Christmas 2019", "2019-12", True),  # the month alone agrees with the day
    ("Christmas 2019", "2019", True),  # its year alone is a true, if partial, reading
    ("Christmas 2019", "2019-03", False),
    ("christmas eve 2015", "2015-12-25", False),  # the longer name wins: Christmas Eve is the 24th
    ("2008年元旦", "2008-01-01", True),
    ("2008年元旦", "2008-02-01", False),  # no word edges in Chinese, still found
    ("Easter 2020", "2020-04-12", False),
    ("Easter 2020", "2020", True),
    ("Christmas party on 12/20/2019", "2019-12-20", True),  # other numbers say the date, not the name
    ("Chrismas 2019", "2019-03", True),  # no name written: nothing to check
    ("the christmasy feel of 2019", "2019-03", True),  # not a whole word
])
def test_a_reading_agrees_with_the_named_day_written_or_says_why_not(text, iso, agrees):
    problem = named_day_problem(normalize(text), iso)
    assert (problem is None) is agrees, problem


def test_every_name_of_the_list_is_found_by_its_own_check():
    # (A name with digits, 'July 4th', '1. Weihnachtstag', writes its date in numbers: those are read; so does one
    # that normalisation writes so, 'the Fourth of July' as 'the 4th of july'.)
    for entries in NAMED_DAYS.values():
        for month, day, names in entries:
            for name in (n for n in names if not any(c.isdigit() for c in normalize(n))):
                assert named_day_problem(normalize(f"{name} 2001"), f"2001-{month % 12 + 1:02d}") is not None, name
    for name in MOVABLE:
        assert named_day_problem(normalize(f"{name} 2001"), "2001-05-06") is not None, name
