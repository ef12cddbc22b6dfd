"""Helper processes: every job's result comes back once, and a batch survives helpers that die."""

import os

import pytest

from datenorm.serve.pool import Helpers

PARENT = os.getpid()


def square(x):
    return x * x


def die_in_helper(x):
    if os.getpid() != PARENT:
        os._exit(1)  # as if killed or out of memory
    return x * x


def fail(x):
    raise ValueError(f"bad job {x}")


@pytest.fixture
def make_helpers():
    """Helpers(target, count) that are closed after the test."""
    made = []

    def make(target, count):
        made.append(Helpers(target, count))
        return made[-1]

    yield make
    for helpers in made:
        helpers.close()


def test_every_job_comes_back_once_with_its_index(make_helpers):
    results = list(make_helpers(square, 1).imap([(x,) for x in range(40)]))
    assert sorted(i for i, _ in results) == list(range(40))
    assert all(value == i * i for i, value in results)


def test_jobs_of_helpers_that_die_are_done_by_the_caller(make_helpers):
    helpers = make_helpers(die_in_helper, 2)
    results = dict(helpers.imap([(x,) for x in range(30)]))
    assert results == {x: x * x for x in range(30)}
    assert helpers.broken


def test_an_error_in_the_work_itself_is_raised_not_hidden(make_helpers):
    with pytest.raises(ValueError, match="bad job"):
        list(make_helpers(fail, 1).imap([(x,) for x in range(6)]))
