"""Labelled CSV splits -> encoded arrays and length-bucketed batches with the teacher-forcing shift.

Training side only, but free of TensorFlow: batches come from a `keras.utils.PyDataset` built in
`train.py`, so the same pipeline feeds any Keras backend.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from datenorm.labelled import read_labelled
from datenorm.lexicon import MONTH_BITS, NAME_BITS, Lexicon, features, words
from datenorm.vocab import Vocab, encode_target, normalize

# Batches are padded to the smallest of these widths that fits, so short dates (most of them) do not
# pay for the longest input; few distinct shapes keep graph retracing rare.
BUCKETS = (12, 18, 26, 36, 48, 64)
MONTH_MASK = (1 << MONTH_BITS) - 1


@dataclass
class Split:
    """Rows of one labelled split: raw inputs, their normalised texts (made once, here), ISO targets
    ('' = not a date) and written orders ('' = none)."""

    inputs: list[str]
    norms: list[str]
    targets: list[str]
    orders: list[str]
    locales: list[str]  # CLDR ids ('' or 'und' when none)

    def __len__(self) -> int:
        return len(self.inputs)

    def head(self, n: int | None) -> "Split":
        """The first `n` rows (all of them for None)."""
        return Split(self.inputs[:n], self.norms[:n], self.targets[:n], self.orders[:n], self.locales[:n])


def load_split(path: Path) -> Split:
    """Read a labelled split (a generator CSV, or any file `labelled.read_labelled` reads)."""
    rows = read_labelled(path)
    inputs = [r.input for r in rows]
    return Split(inputs, [normalize(t) for t in inputs], [r.target for r in rows], [r.order for r in rows],
                 [r.locale for r in rows])


@dataclass
class EncodedSplit:
    """Arrays for one split. source: (N, L_max) ids with the true-order hint at column 0; auto_id is the
    AUTO hint's id, which `with_hints` puts there instead for a share of rows."""

    source: np.ndarray
    lengths: np.ndarray
    true_hint: np.ndarray
    target_in: np.ndarray
    target_out: np.ndarray
    is_date: np.ndarray
    auto_id: int
    lex_bits: np.ndarray | None = None  # (N, L_max) uint32 lexicon bit sets, for a model that reads them


def encode_split(split: Split, vocab: Vocab, *, max_len: int, lexicon: Lexicon | None = None,
                 locale_share: float = 0.0, scramble_share: float = 0.0, seed: int = 0) -> EncodedSplit:
    """Encode every row (and its lexicon bits, given a lexicon: for a seeded `locale_share` of the rows with a
    locale, narrowed to it as a caller's locale narrows them; for a `scramble_share`, each word that names one
    month has its letters shuffled and keeps its bits: see `scrambled`); rows whose normalised input is longer
    than `max_len` are dropped, not cut."""
    keep = [i for i, norm in enumerate(split.norms) if 0 < len(norm) <= max_len]
    n = len(keep)
    hints = [(split.orders[i] or "AUTO") if split.targets[i] else "AUTO" for i in keep]
    ids = vocab.encode_normalized([split.norms[i] for i in keep], hints, max_len)
    source = np.zeros((n, max_len + 1), np.int32)
    source[:, : ids.shape[1]] = ids
    lengths = np.array([len(split.norms[i]) + 1 for i in keep], np.int32)  # the hint, then the characters
    target_in = np.zeros((n, len(encode_target("")[0])), np.int32)
    target_out = np.zeros_like(target_in)
    for row, i in enumerate(keep):
        target_in[row], target_out[row] = encode_target(split.targets[i])
    is_date = np.array([1.0 if split.targets[i] else 0.0 for i in keep], np.float32)
    lex_bits = None
    if lexicon is not None:
        rng = np.random.default_rng(seed)
        narrowed = rng.random(n) < locale_share
        scramble = rng.random(n) < scramble_share
        lex_bits = np.zeros(source.shape, np.uint32)
        for row, i in enumerate(keep):
            locale = split.locales[i] if narrowed[row] and split.locales[i] not in ("", "und") else None
            bits = lexicon.for_locale(locale).char_bits(split.norms[i])
            if any(bits):
                lex_bits[row, 1 : len(bits) + 1] = bits
                if scramble[row]:
                    text = scrambled(split.norms[i], bits, rng)
                    source[row, : len(text) + 1] = vocab.encode_normalized([text], [hints[row]], max_len)[0]
    return EncodedSplit(source, lengths, source[:, 0].copy(), target_in, target_out, is_date, vocab.hint_id("AUTO"),
                        lex_bits)


def scrambled(norm: str, bits: Sequence[int], rng: np.random.Generator) -> str:
    """`norm` with the letters of each word of 3+ letters that names one month (in either bit group) shuffled:
    such a row can only be read from its lexicon bits, which teaches the model to read a rare locale's month
    name from the table when it has seen it too seldom to know it by its letters."""
    out = list(norm)
    for start, end, word in words(norm):
        one = {b & MONTH_MASK or (b >> NAME_BITS) & MONTH_MASK for b in bits[start:end]}
        if len(word) >= 3 and len(one) == 1 and (m := one.pop()) and m & (m - 1) == 0:
            out[start:end] = rng.permutation(list(word)).tolist()
    return "".join(out)


def model_inputs(data: EncodedSplit, rows: np.ndarray, source: np.ndarray) -> dict[str, np.ndarray]:
    """The Keras model's inputs for `rows` whose source ids (hints drawn) are `source`."""
    x = {"source": source, "target_in": data.target_in[rows]}
    if data.lex_bits is not None:
        x["lexicon"] = features(data.lex_bits[rows, : source.shape[1]].astype(np.int32))
    return x


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


def with_hints(data: EncodedSplit, rows: np.ndarray, width: int, *, auto_share: float, rng: np.random.Generator) -> np.ndarray:
    """Source ids for `rows`, cut to `width`, each showing AUTO with probability `auto_share` else its true order."""
    source = data.source[rows, :width].copy()
    auto = rng.random(len(rows)) < auto_share
    source[:, 0] = np.where(auto, data.auto_id, data.true_hint[rows])
    return source
