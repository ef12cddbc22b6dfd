"""Helper processes that share a batch's chunks with the calling process.

Threads were tried first: the per-row Python work around the numpy kernels holds the GIL, so two threads
on two cores gave 1.3-1.6x one thread, where two processes give 1.5-1.8x (the rest is the two cores
sharing memory bandwidth: scripts/bench.py times both). The caller works too, taking
chunks from the end of the list while helpers take them from the front, so the split balances itself
and a pool of n - 1 helpers keeps n cores busy.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import signal
import sys
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence

_target: Callable | None = None  # the function a helper process calls, set once when it starts
_helper_blas = None  # keeps numpy's BLAS to one thread in a helper for as long as it lives
_blas_lock = threading.Lock()
_blas_users = 0  # batches in this process (one per thread) inside `one_blas_thread` now
_blas_limit = None  # their limit, while there are any


def _limit_blas():
    """Set numpy's BLAS to one thread and return the threadpoolctl limit that restores it (None without it)."""
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        return None
    return threadpool_limits(limits=1, user_api="blas")


@contextmanager
def one_blas_thread():
    """Keep numpy's BLAS to one thread for the duration (nothing happens when threadpoolctl is missing).

    Every process already has a core of its own; BLAS threads on top measured slower than none. The limit is
    the process's, not the thread's, so overlapping batches (a Normalizer called from several threads) share
    one: the first sets it and the last lifts it, so no batch lifts it under another and none is left set.
    """
    global _blas_users, _blas_limit
    with _blas_lock:
        if _blas_users == 0:
            _blas_limit = _limit_blas()
        _blas_users += 1
    try:
        yield
    finally:
        with _blas_lock:
            _blas_users -= 1
            if _blas_users == 0 and _blas_limit is not None:
                _blas_limit.restore_original_limits()
                _blas_limit = None


def may_start_helpers() -> bool:
    """False inside a daemonic process (a Dask worker, a multiprocessing.Pool worker): multiprocessing
    refuses it children ("daemonic processes are not allowed to have children"), so its batches are read
    in the process itself, as with workers=1."""
    return not multiprocessing.current_process().daemon


class PoolLock:
    """The lock a Normalizer holds while it starts or uses its helpers, so that two threads never start two
    pools or share one pool's jobs; it knows its holder, so that a call from inside a batch (a progress
    callback) can be told from one that must wait."""

    def __init__(self):
        self._lock = threading.Lock()
        self._holder: int | None = None

    def __enter__(self) -> "PoolLock":
        self._lock.acquire()
        self._holder = threading.get_ident()
        return self

    def __exit__(self, *exc) -> None:
        self._holder = None
        self._lock.release()

    def held_here(self) -> bool:
        """Whether this thread holds the lock (for a thread that does not, the answer cannot change while
        it asks)."""
        return self._holder == threading.get_ident()


def _die_with_parent(parent: int) -> None:
    """Linux: have the kernel end this helper when the process that started it dies, even by SIGKILL, so that
    a killed datenorm leaves no helper blocked on its queue (and its memory) behind."""
    if sys.platform != "linux":
        return
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # 1 = PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # no prctl to be found: helpers still end with a normal exit
        return
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(1)


def _start(target: Callable, parent: int) -> None:
    global _target, _helper_blas
    _die_with_parent(parent)
    _target = target
    # Not `one_blas_thread`: its lock may have been held by another thread of the parent when this one forked.
    _helper_blas = _limit_blas()


def _call(args: tuple) -> Any:
    return _target(*args)


def _context():
    # fork starts a helper in milliseconds with the model already in memory. It is used even when other
    # threads run (a pool of another Normalizer has one): a helper only runs numpy and this package, whose
    # locks fork leaves usable, while a fresh interpreter would import the caller's script again, running
    # any unguarded top-level code in each helper. Where fork is missing or unsafe (Windows, macOS), helpers
    # are fresh interpreters, and scripts need the usual `if __name__ == "__main__":` guard.
    if sys.platform == "linux":
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


class Helpers:
    """`count` processes that call `target(*job)` for jobs the caller hands them (target must pickle
    unless the helpers are forked)."""

    def __init__(self, target: Callable, count: int):
        self.target = target
        self.count = count
        self._pool: ProcessPoolExecutor | None = None
        self.broken = False

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.count, mp_context=_context(), initializer=_start,
                                             initargs=(self.target, os.getpid()))
        return self._pool

    def imap(self, jobs: Sequence[tuple]) -> Iterator[tuple[int, Any]]:
        """Yield (index, target(*jobs[index])) for every job, in the order they finish.

        Each helper gets its next job the moment it hands back the last one (from the pool's own thread),
        so no helper waits for the caller. If the helpers die (killed, out of memory) their jobs are done
        here instead: nothing is lost.
        """
        lock = threading.Lock()
        bounds = [0, len(jobs)]  # helpers take jobs[bounds[0]], the caller jobs[bounds[1] - 1]
        finished: queue.SimpleQueue = queue.SimpleQueue()  # (index, future or None if never sent)

        def feed(_=None) -> None:
            with lock:
                if self.broken or bounds[0] >= bounds[1]:
                    return
                index = bounds[0]
                bounds[0] += 1
            try:
                future = self._executor().submit(_call, jobs[index])
            except (BrokenProcessPool, RuntimeError):  # dead helpers, or a pool shut down under us
                self.broken = True
                finished.put((index, None))
                return
            future.add_done_callback(lambda f: (finished.put((index, f)), feed()))

        def result(index: int, future: Future | None) -> Any:
            if future is not None:
                try:
                    return future.result()
                except BrokenProcessPool:
                    self.broken = True
            return self.target(*jobs[index])

        for _ in range(self.count):
            feed()
        try:
            for _ in range(len(jobs)):
                try:
                    index, future = finished.get_nowait()
                except queue.Empty:
                    with lock:
                        mine = bounds[1] - 1 if bounds[1] > bounds[0] else None
                        if mine is not None:
                            bounds[1] = mine
                    if mine is not None:
                        yield mine, self.target(*jobs[mine])
                        continue
                    index, future = finished.get()
                yield index, result(index, future)
        finally:
            with lock:  # an abandoned iteration sends no more jobs
                bounds[0] = bounds[1]

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
