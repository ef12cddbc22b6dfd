"""Helper processes: every job's result comes back once, a batch survives helpers that die, threads share one
pool, and a process that may not have children reads its batches itself."""

import json
import os
import pickle
import signal
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

import datenorm.serve.api as api
import datenorm.serve.pool as pool
from datenorm.config import ModelConfig
from datenorm.errors import ConfigError
from datenorm.serve.api import Normalizer
from datenorm.serve.pool import Helpers
from datenorm.vocab import Vocab

from conftest import TINY, normalizer_script, random_bundle

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


def test_a_normalizer_inside_a_daemonic_process_reads_in_process(tmp_path):
    """Pool workers (and Dask's) are daemonic, and a daemonic process may not start helpers: a batch of several
    chunks there is read in that process, with the answers of workers=1."""
    script = tmp_path / "daemonic.py"
    script.write_text(normalizer_script(
        "import json\n"
        "TEXTS = [f'{d} may {1990 + d}' for d in range(1, 29)] + ['03/04/05', 'x', '']\n"
        "def read(workers):\n"
        "    norm = api.Normalizer(random_bundle(ModelConfig(**TINY), Vocab.build(['0123456789 may']), seed=1),\n"
        "                          workers=workers)\n"
        "    rows = [p.to_dict() for p in norm.normalize_batch(TEXTS)]\n"
        "    return multiprocessing.current_process().daemon, len(multiprocessing.active_children()), rows\n"
        "if __name__ == '__main__':\n"
        "    with multiprocessing.Pool(1) as pool:\n"
        "        daemon, children, rows = pool.apply(read, (3,))\n"
        "    print(json.dumps({'daemon': daemon, 'children': children, 'same': rows == read(1)[2],\n"
        "                      'rows': len(rows)}))\n"),
        encoding="utf-8",
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"daemon": True, "children": 0, "same": True, "rows": 31}


def blas_threads():
    threadpoolctl = pytest.importorskip("threadpoolctl")
    return [(info["internal_api"], info["num_threads"]) for info in threadpoolctl.threadpool_info()]


def test_threads_sharing_a_normalizer_start_one_pool_take_turns_and_get_the_answers_of_one_thread(monkeypatch):
    monkeypatch.setattr(api, "CHUNK", 8)  # four chunks a batch
    made, inside, most, count = [], [0], [0], threading.Lock()

    class Watched(Helpers):
        def __init__(self, *args):
            made.append(self)
            time.sleep(0.2)  # widens the gap in which an unguarded second thread would start a second pool
            super().__init__(*args)

        def imap(self, jobs):
            with count:
                inside[0] += 1
                most[0] = max(most[0], inside[0])
            try:
                yield from super().imap(jobs)
            finally:
                with count:
                    inside[0] -= 1

    monkeypatch.setattr(pool, "Helpers", Watched)
    bundle = random_bundle(ModelConfig(**TINY), Vocab.build(["0123456789 may/"]), seed=2)
    batches = [[f"{d} may {1990 + d + k}" for d in range(1, 29)] + ["03/04/05", "x"] for k in range(6)]
    # Without formats: which thread reads a shape's samples first would change the batches' make-up, and with it
    # confidences in the sixth decimal, which this exact comparison would see.
    alone = Normalizer(bundle, workers=1, formats=False)
    expected = [[p.to_dict() for p in alone.normalize_batch(batch)] for batch in batches]
    before = blas_threads()
    start = threading.Barrier(len(batches))

    with Normalizer(bundle, workers=2, formats=False) as shared:
        def read(batch):
            start.wait(timeout=30)  # all at once: the first batch races the others to start the pool
            return [[p.to_dict() for p in shared.normalize_batch(batch)] for _ in range(2)]

        with ThreadPoolExecutor(len(batches)) as threads:
            got = list(threads.map(read, batches, timeout=120))
        assert len(made) == 1 and most[0] == 1  # one pool, one batch on it at a time
        assert not made[0].broken
        with pickle.loads(pickle.dumps(shared)) as revived:  # without the lock, which makes a new one
            assert [p.to_dict() for p in revived.normalize_batch(batches[0])] == expected[0]
        assert len(made) == 2
    assert got == [[rows, rows] for rows in expected]
    assert blas_threads() == before  # the last batch out lifted the shared one-thread limit


def test_a_progress_callback_may_read_with_its_own_normalizer_but_not_close_it(monkeypatch):
    """The callback runs inside the batch, while the pool is held: its batch is read in-process, not left to
    wait for the pool it holds."""
    monkeypatch.setattr(api, "CHUNK", 8)
    bundle = random_bundle(ModelConfig(**TINY), Vocab.build(["0123456789 may"]), seed=3)
    texts = [f"{d} may {1990 + d}" for d in range(1, 29)]
    expected = [p.to_dict() for p in Normalizer(bundle, workers=1).normalize_batch(texts)]
    inner, refused = [], []

    def progress(_):
        if not inner:
            inner.append([p.to_dict() for p in norm.normalize_batch(texts)])
            try:
                norm.close()
            except ConfigError as error:
                refused.append(error)

    # Without formats: their samples are one chunk, read in-process before the pool is taken, and the callback
    # would first run there, where close() has nothing to refuse.
    with Normalizer(bundle, workers=2, formats=False) as norm:
        reader = threading.Thread(target=lambda: inner.append(norm.normalize_batch(texts, progress=progress)),
                                  daemon=True)
        reader.start()
        reader.join(timeout=120)
        assert not reader.is_alive(), "the batch waited for itself"
    assert _alike(inner[0], expected) and _alike([p.to_dict() for p in inner[1]], expected)
    assert len(refused) == 1 and "progress callback" in str(refused[0])


def _alike(got, want) -> bool:
    """Rows of `to_dict` the same but for their probabilities' last digit: a batch read in-process under the pool's
    one-thread BLAS limit and one read without it sum in another order (is_date 0.779024 against 0.779023 with
    numpy 2.4.6)."""
    if isinstance(got, float) and isinstance(want, float):
        return abs(got - want) <= 1e-5
    if isinstance(got, dict) and isinstance(want, dict):
        return got.keys() == want.keys() and all(_alike(got[k], want[k]) for k in got)
    if isinstance(got, list) and isinstance(want, list):
        return len(got) == len(want) and all(map(_alike, got, want))
    return got == want


def test_overlapping_batches_share_one_blas_limit_and_the_last_one_out_lifts_it():
    """The limit is the process's: a batch that ends under another must neither lift it nor leave it set."""
    before = blas_threads()
    first, second = pool.one_blas_thread(), pool.one_blas_thread()
    first.__enter__()
    second.__enter__()  # as a second thread's batch starts before the first one's ends
    first.__exit__(None, None, None)
    assert all(threads == 1 for _, threads in blas_threads())
    second.__exit__(None, None, None)
    assert blas_threads() == before
