"""Helper processes: every job's result comes back once, and a batch survives helpers that die."""

import os

import pytest

from datenorm.helpers import Helpers

PARENT = os.getpid()


def square(x):
    return x * x


def die_in_helper(x):
    if os.getpid() != PARENT:
        os._exit(1)  # as if killed or out of memory
    return x * x


def fail(x):
    raise ValueError(f"bad job {x}")


def test_every_job_comes_back_once_with_its_index():
    helpers = Helpers(square, 1)
    try:
        results = list(helpers.imap([(x,) for x in range(40)]))
    finally:
        helpers.close()
    assert sorted(i for i, _ in results) == list(range(40))
    assert all(value == i * i for i, value in results)


def test_jobs_of_helpers_that_die_are_done_by_the_caller():
    helpers = Helpers(die_in_helper, 2)
    try:
        results = dict(helpers.imap([(x,) for x in range(30)]))
    finally:
        helpers.close()
    assert results == {x: x * x for x in range(30)}
    assert helpers.broken


def test_an_error_in_the_work_itself_is_raised_not_hidden():
    helpers = Helpers(fail, 1)
    try:
        with pytest.raises(ValueError, match="bad job"):
            list(helpers.imap([(x,) for x in range(6)]))
    finally:
        helpers.close()
