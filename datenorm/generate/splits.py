"""Train/valid/test CSV splits of generated rows: each distinct normalised input belongs to one split, picked by
a stable hash of (seed, input) in proportion to the requested sizes; rows are taken in generation order and
dropped when their split is full or already holds them, so splits are disjoint and free of duplicates as
the model sees them."""

from __future__ import annotations

import csv
import hashlib
import itertools
import os
from contextlib import closing
from pathlib import Path
from typing import Callable

from datenorm.config import workers_or_default
from datenorm.errors import ConfigError
from datenorm.generate.context import check_settings
from datenorm.generate.draw import CHUNK, chunks
from datenorm.labelled import CSV_HEADER, Labelled, csv_cells

_SPLITS = ("train", "valid", "test")

def _split_of(seed: int, norm: str, bounds: tuple[float, float]) -> int:
    u = int.from_bytes(hashlib.blake2b(f"{seed}\x1f{norm}".encode(), digest_size=8).digest(), "big") / 2**64
    return 0 if u < bounds[0] else 1 if u < bounds[1] else 2


def write_splits(out_dir: Path, *, train: int, valid: int, test: int, seed: int, workers: int | None = None,
                 progress: Callable[[int, int], None] | None = None, **settings) -> dict[str, Path]:
    """Write out_dir/{train,valid,test}.csv, disjoint on the normalised input; returns their paths.
    settings: locales, negative_share, start, end, historic_share (see `context.check_settings`);
    progress(n, total) is called as rows are written."""
    sizes = (train, valid, test)
    if any(not isinstance(k, int) or k < 0 for k in sizes):
        raise ConfigError(f"split sizes must be integers >= 0, got train={train!r} valid={valid!r} test={test!r}")
    s = check_settings(**settings)
    workers = workers_or_default(workers)
    total = sum(sizes)
    bounds = (train / total, (train + valid) / total) if total else (1.0, 1.0)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {name: out_dir / f"{name}.csv" for name in _SPLITS}
    tmp = {name: path.with_suffix(".csv.tmp") for name, path in paths.items()}
    files = [open(tmp[name], "w", newline="", encoding="utf-8") for name in _SPLITS]
    try:
        writers = [csv.writer(f, lineterminator="\n") for f in files]
        for w in writers:
            w.writerow(CSV_HEADER)
        seen, filled, drawn = [set(), set(), set()], [0, 0, 0], 0
        limit = 3 * total + 20 * CHUNK  # rows drawn before giving up: ~98% of rows are distinct normally
        stream = chunks(seed, s, itertools.count() if total else (), workers)
        with closing(stream):
            for chunk in stream:
                before = sum(filled)
                for row in chunk:
                    k = _split_of(seed, row[6], bounds)
                    if filled[k] < sizes[k] and row[6] not in seen[k]:
                        seen[k].add(row[6])
                        filled[k] += 1
                        writers[k].writerow(csv_cells(Labelled(*row[:6])))
                if progress:
                    progress(sum(filled) - before, total)
                drawn += len(chunk)
                if sum(filled) == total:
                    break
                if drawn > limit:
                    raise ConfigError(
                        f"only {sum(filled)} distinct inputs in {drawn} drawn rows for {total} requested;"
                        " widen the date range or locales, or ask for fewer rows"
                    )
    except BaseException:
        for f in files:
            f.close()
        for path in tmp.values():
            path.unlink(missing_ok=True)
        raise
    for f in files:
        f.close()
    for name in _SPLITS:
        os.replace(tmp[name], paths[name])
    return paths
