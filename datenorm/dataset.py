"""Labelled CSV splits -> encoded arrays and length-bucketed batches with the teacher-forcing shift.

Training side only, but free of TensorFlow: batches come from a `keras.utils.PyDataset` built in
`train.py`, so the same pipeline feeds any Keras backend.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from datenorm.dates import ORDERS
from datenorm.vocab import HINTS, Vocab, encode_target, normalize

# Batches are padded to the smallest of these widths that fits, so short dates (most of them) do not
# pay for the longest input; few distinct shapes keep graph retracing rare.
BUCKETS = (12, 18, 26, 36, 48, 64)


@dataclass
class Split:
    """Rows of one labelled split: raw input strings, ISO targets ('' = not a date), written orders."""

    inputs: list[str]
    targets: list[str]
    orders: list[str]

    def __len__(self) -> int:
        return len(self.inputs)


def load_split(path: Path) -> Split:
    """Read a generator CSV (or any CSV with `input` and `target` columns; `order` optional)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"no data split at {path}; run `make data` or `datenorm generate --out {path.parent}`")
    inputs, targets, orders = [], [], []
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        missing = {"input", "target"} - set(reader.fieldnames or [])
        if missing:
            raise ValueError(f"{path} lacks column(s) {sorted(missing)}; expected a header with input,target[,order]")
        for row in reader:
            inputs.append(row["input"])
            targets.append(row["target"] or "")
            order = (row.get("order") or "").upper()
            orders.append(order if order in ORDERS else "")
    return Split(inputs, targets, orders)


@dataclass
class Encoded:
    """Arrays for one split. source: (N, L_max) ids with the true-order hint at column 0."""

    source: np.ndarray
    lengths: np.ndarray
    true_hint: np.ndarray
    target_in: np.ndarray
    target_out: np.ndarray
    is_date: np.ndarray


def encode_split(split: Split, vocab: Vocab, *, max_len: int) -> Encoded:
    """Encode every row; rows whose normalised input is longer than `max_len` are dropped, not cut."""
    keep = [i for i, text in enumerate(split.inputs) if 0 < len(normalize(text)) <= max_len]
    n = len(keep)
    source = np.zeros((n, max_len + 1), np.int32)
    lengths = np.zeros(n, np.int32)
    true_hint = np.zeros(n, np.int32)
    target_in = np.zeros((n, len(encode_target("")[0])), np.int32)
    target_out = np.zeros_like(target_in)
    is_date = np.zeros(n, np.float32)
    for row, i in enumerate(keep):
        hint = split.orders[i] if split.targets[i] else "AUTO"
        ids = vocab.encode(split.inputs[i], hint or "AUTO")
        source[row, : len(ids)] = ids
        lengths[row] = len(ids)
        true_hint[row] = ids[0]
        target_in[row], target_out[row] = encode_target(split.targets[i])
        is_date[row] = 1.0 if split.targets[i] else 0.0
    return Encoded(source, lengths, true_hint, target_in, target_out, is_date)


def bucket_batches(lengths: np.ndarray, batch_size: int, rng: np.random.Generator) -> list[tuple[int, np.ndarray]]:
    """Shuffled batches of row indices, each drawn from one length bucket: [(width, rows), ...]."""
    widths = np.array(BUCKETS)
    bucket_of = np.searchsorted(widths, lengths)
    batches = []
    for b in np.unique(bucket_of):
        rows = rng.permutation(np.flatnonzero(bucket_of == b))
        width = int(widths[b]) if b < len(widths) else int(lengths.max())
        for start in range(0, len(rows), batch_size):
            batches.append((width, rows[start : start + batch_size]))
    order = rng.permutation(len(batches))
    return [batches[i] for i in order]


def with_hints(data: Encoded, rows: np.ndarray, width: int, *, auto_share: float, rng: np.random.Generator) -> np.ndarray:
    """Source ids for `rows`, cut to `width`, each showing AUTO with probability `auto_share` else its true order."""
    source = data.source[rows, :width].copy()
    auto = rng.random(len(rows)) < auto_share
    source[:, 0] = np.where(auto, 2 + HINTS.index("AUTO"), data.true_hint[rows])
    return source
