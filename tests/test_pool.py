"""Helper processes: every job's result comes back once, and a batch survives helpers that die."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from datenorm.serve.pool import Helpers

from conftest import normalizer_script

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


@pytest.mark.skipif(sys.platform != "linux", reason="PR_SET_PDEATHSIG is Linux's")
def test_helpers_end_when_their_parent_is_killed(tmp_path):
    """SIGKILL gives the parent no chance to stop its helpers; the kernel must."""
    script = tmp_path / "killed.py"
    script.write_text(normalizer_script(
        "norm = api.Normalizer(random_bundle(ModelConfig(**TINY), Vocab.build(['0123456789 may']), seed=1), workers=3)\n"
        "norm.normalize_batch([f'{d} may {1990 + d}' for d in range(1, 29)])\n"
        "print(' '.join(str(p.pid) for p in multiprocessing.active_children()), flush=True)\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"),
        encoding="utf-8",
    )
    out = tmp_path / "pids.txt"
    with open(out, "w") as f:  # a file, not a pipe: orphans holding a pipe open would hang this test
        subprocess.run([sys.executable, str(script)], stdout=f, timeout=120)
    pids = [int(p) for p in out.read_text().split()]
    assert len(pids) == 2
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(Path(f"/proc/{p}").exists() for p in pids):
        time.sleep(0.1)
    alive = [p for p in pids if Path(f"/proc/{p}").exists()]
    for p in alive:
        os.kill(p, signal.SIGKILL)
    assert not alive, "helpers outlived their killed parent"
