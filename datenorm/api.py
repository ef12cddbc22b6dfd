"""The public API: Normalizer.load().normalize(text) and normalize_batch(texts), returning Predictions.

Unparseable input is data: a Prediction with iso=None and an `error` reason. Misuse (an unknown order,
a bad model path) raises a DatenormError subclass.
"""

from __future__ import annotations

import copy
import os
import re
import weakref
from collections import Counter
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from datetime import date
from pathlib import Path
from typing import Callable, Iterable, Sequence

import numpy as np

from datenorm import bundle as bundle_io
from datenorm.dates import locale_order, numeric_readings
from datenorm.decode import Hypothesis, beam_search
from datenorm.engine import Encoded, Engine
from datenorm.errors import ConfigError
from datenorm.vocab import HINTS, MAX_ISO_LEN
from datenorm.vocab import normalize as normalize_text

_NUMERIC_DATE = re.compile(r"\d{1,4}\s*([./\-])\s*\d{1,2}\s*\1\s*\d{1,4}|\b\d{1,4} \d{1,2} \d{1,4}\b|\b\d{6}\b|\b\d{8}\b")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")  # Unicode category Cc, less tab/newlines
_CLOCK = re.compile(r"t?\d{1,2}:\d\d(:\d\d(\.\d+)?)?\s*(am|pm|z|utc|gmt)?")
SURE = 0.99  # greedy confidence above which a wider beam cannot change the answer or its alternatives
MIN_ALTERNATIVE = 1.0 - SURE  # alternatives below this probability are not listed
# A reading is refused as impossible ('29 Feb 2019', '31 April') when at some step the model put at least this
# much probability on digits the calendar forbids. Valid dates stay far below it: `datenorm evaluate` counts
# any refused valid date among "dates wrongly rejected".
IMPOSSIBLE = 0.5
CHUNK = 512  # rows per engine call: big enough for BLAS to pay off, small enough to stay in cache
MAX_WORKERS = 8  # processes by default at most: each is an interpreter with its own copy of the model


_PRECISION = {10: "day", 7: "month", 4: "year"}  # by length of a valid ISO date
_WEEKDAYS = {"mon": 0, "monday": 0, "tue": 1, "tues": 1, "tuesday": 1, "wed": 2, "wednesday": 2, "thu": 3,
             "thur": 3, "thurs": 3, "thursday": 3, "fri": 4, "friday": 4, "sat": 5, "saturday": 5, "sun": 6,
             "sunday": 6}  # fmt: skip
_WEEKDAY = re.compile(r"\b(" + "|".join(sorted(_WEEKDAYS, key=len, reverse=True)) + r")\b")


def weekday_choice(text: str, hyps: Sequence[Hypothesis]) -> Hypothesis | None:
    """The one reading among `hyps` whose weekday is the (English) weekday written in `text`, if exactly one
    weekday is written and exactly one reading falls on it: 'Mon, 8/7/1922' can only be 7 August 1922."""
    named = {_WEEKDAYS[m] for m in _WEEKDAY.findall(text.casefold())}
    if len(named) != 1:
        return None
    day = named.pop()
    fits = [h for h in hyps if len(h.iso) == 10 and date.fromisoformat(h.iso).weekday() == day]
    return fits[0] if len(fits) == 1 else None


@dataclass(slots=True)
class Alternative:
    iso: str
    p: float


@dataclass(slots=True)
class Prediction:
    """One input's reading. `iso` is None when the input is not a date or could not be read (`error` says
    why). When explained: `attention` (T, L) over `output_labels` x `input_labels`, and the not-a-date
    head's `feature_attention` (L,); otherwise these are empty."""

    input: str
    iso: str | None = None
    precision: str | None = None
    confidence: float = 0.0
    is_date: float = 0.0
    ambiguous: bool = False
    alternatives: list[Alternative] = field(default_factory=list)
    error: str | None = None
    order: str = "AUTO"
    by_weekday: bool = False  # an ambiguous numeral decided by the weekday written beside it
    input_labels: list[str] = field(default_factory=list)
    output_labels: list[str] = field(default_factory=list)
    attention: np.ndarray | None = None
    feature_attention: np.ndarray | None = None

    def to_dict(self) -> dict:
        """The JSONL contract."""
        return {
            "input": self.input, "iso": self.iso, "precision": self.precision,
            "confidence": round(float(self.confidence), 6), "is_date": round(float(self.is_date), 6),
            "ambiguous": self.ambiguous,
            "alternatives": [{"iso": a.iso, "p": round(float(a.p), 6)} for a in self.alternatives],
            "error": self.error,
        }


@dataclass
class ColumnOrder:
    """The order a column's unambiguous rows settled on, and how many rows gave evidence for each."""

    order: str | None
    evidence: dict[str, int]


@dataclass(frozen=True)
class NumericPart:
    """The all-numeric date inside a normalised text, if any, and its {order: iso} readings."""

    text: str | None
    readings: dict[str, str]
    words_beside: bool

    @classmethod
    def of(cls, norm: str) -> "NumericPart":
        m = _NUMERIC_DATE.search(norm)
        if m is None:
            return cls(None, {}, True)
        readings = numeric_readings(m.group(0))
        rest = "" if readings else _CLOCK.sub(" ", norm[: m.start()] + " " + norm[m.end() :])
        return cls(m.group(0), readings, any(c.isalpha() for c in rest))

    @property
    def ambiguous(self) -> bool:
        return len(set(self.readings.values())) > 1

    @property
    def impossible(self) -> str | None:
        """The numeric date when no field order reads it as a real date and no words stand beside it."""
        return self.text if self.text is not None and not self.readings and not self.words_beside else None


def numeric_part_readings(text: str) -> dict[str, str]:
    """{order: iso} readings of the all-numeric date inside a text ('03/04/05 10:30' -> its three readings)."""
    return NumericPart.of(normalize_text(text)).readings


def impossible_numeric_date(text: str) -> str | None:
    """The numeric date that a text consists of ('31/02/2019', '2019-13-45 10:30') when no field order
    reads it as a real date; None otherwise. Text with words beside the numbers is left to the model."""
    return NumericPart.of(normalize_text(text)).impossible


def column_order(texts: Iterable[str]) -> ColumnOrder:
    """Settle a column's field order from its rows that admit exactly one (a day above 12, a year first)."""
    evidence = Counter()
    for text in texts:
        if not isinstance(text, str):
            continue
        readings = numeric_part_readings(text)
        if len(readings) == 1:
            evidence[next(iter(readings))] += 1
    order = evidence.most_common(1)[0][0] if evidence else None
    return ColumnOrder(order, dict(evidence))


def check_input(text: str, max_len: int) -> str | None:
    """Why `text` cannot be read at all (None when it can): empty, too long, control characters."""
    if not isinstance(text, str):
        return f"input must be a string, got {type(text).__name__}"
    bad = _CONTROL.search(text)
    if bad is not None:
        return f"input contains control character U+{ord(bad.group()):04X}; remove it"
    norm = normalize_text(text)
    if not norm:
        return "empty input"
    if len(norm) > max_len:
        return f"input is {len(norm)} characters long after normalisation; the model reads at most {max_len}"
    return None


def resolve_order(order: str | None, locale: str | None) -> str:
    """The hint for a call: an explicit order, else the locale's CLDR order, else AUTO."""
    if locale and (order or "auto").upper() == "AUTO":
        return locale_order(locale)
    key = (order or "auto").upper()
    if key not in HINTS:
        raise ConfigError(f"unknown order {order!r}; valid values: {', '.join(h.lower() for h in HINTS)}")
    return key


def default_workers() -> int:
    """One process per core this process may use, at most MAX_WORKERS."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(MAX_WORKERS, cores))


class Normalizer:
    """A loaded model with the numpy engine; cheap to call many times."""

    def __init__(self, bundle: bundle_io.Bundle, *, beam: int = 3, min_confidence: float = 0.0,
                 min_is_date: float = 0.5, workers: int | None = None):
        """workers: processes for batch work, this one included (default: one per core, at most MAX_WORKERS;
        1 = no helpers). Helpers start with the first batch of several chunks; `close()` stops them."""
        if beam < 1:
            raise ConfigError(f"beam width must be at least 1, got {beam}")
        if workers is not None and workers < 1:
            raise ConfigError(f"workers must be at least 1, got {workers}")
        for name, value in (("min_confidence", min_confidence), ("min_is_date", min_is_date)):
            if not 0.0 <= value <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {value!r}")
        self.bundle = bundle
        self.vocab = bundle.vocab
        self.config = bundle.config
        self.engine = Engine(bundle.weights, bundle.config)
        self.beam = beam
        self.min_confidence = min_confidence
        self.min_is_date = min_is_date
        self.workers = workers or default_workers()
        self._helpers = None  # datenorm.helpers.Helpers, from the first batch of several chunks on
        self._finalizer = None

    @classmethod
    def load(cls, path: str | Path | None = None, **options) -> "Normalizer":
        """Load a bundle (default: the shipped model) and validate it; see bundle.load_bundle."""
        return cls(bundle_io.load_bundle(Path(path) if path else None), **options)

    def normalize(self, text: str, *, order: str | None = None, locale: str | None = None,
                  explain: bool = True) -> Prediction:
        """Read one string. order: 'auto'|'dmy'|'mdy'|'ymd'; locale (e.g. 'fr_FR') gives an order via CLDR."""
        return self.normalize_batch([text], order=order, locale=locale, explain=explain)[0]

    def normalize_batch(self, texts: Sequence[str], *, order: str | None = None, locale: str | None = None,
                        column: ColumnOrder | None = None, explain: bool = False,
                        progress: Callable[[int], None] | None = None) -> list[Prediction]:
        """Read many strings; rows out == rows in, in order. Equal strings (after normalisation) are computed once.

        column: a `column_order(texts)` result; its order is used for the ambiguous rows when no order or
        locale is given. explain: keep attention matrices on each Prediction. progress(n) is called as rows
        are done.
        """
        hint = resolve_order(order, locale)
        column_hint = column.order if column is not None and hint == "AUTO" else None
        jobs: dict[tuple[str, str], list[int]] = {}
        out: list[Prediction | None] = [None] * len(texts)
        for i, text in enumerate(texts):
            error = check_input(text, self.config.max_input_len)
            if error is not None:
                out[i] = Prediction(input=text if isinstance(text, str) else repr(text), error=error, order=hint)
                continue
            row_hint = hint
            if column_hint:
                readings = numeric_part_readings(text)
                if len(set(readings.values())) > 1 and column_hint in readings:
                    row_hint = column_hint
            jobs.setdefault((normalize_text(text), row_hint), []).append(i)
        if progress and len(texts) > sum(map(len, jobs.values())):
            progress(len(texts) - sum(map(len, jobs.values())))
        for (_, row_hint), rows, pred in self._run(jobs, texts, explain=explain):
            for i in rows:
                # Rows that differ only in case, width or digits share a prediction but keep their own input.
                out[i] = pred if texts[i] == pred.input else replace(pred, input=texts[i])
            if progress:
                progress(len(rows))
        return out

    def _run(self, jobs: dict[tuple[str, str], list[int]], texts: Sequence[str], *, explain: bool):
        """Yield (job, rows, prediction) for each distinct (normalised text, hint), a chunk at a time."""
        keys = sorted(jobs, key=lambda k: len(k[0]))  # chunks of similar length waste little on padding
        items = [(texts[jobs[k][0]], k[0], k[1]) for k in keys]
        chunks = [(items[start : start + CHUNK], explain) for start in range(0, len(items), CHUNK)]
        for index, preds in self._map(chunks):
            for key, pred in zip(keys[index * CHUNK :], preds):
                yield key, jobs[key], pred

    def _map(self, chunks: list[tuple[list, bool]]):
        """Yield (index, `_predict(*chunks[index])`) for every chunk, with helper processes when there are
        several chunks and workers to spare."""
        if len(chunks) == 1:
            yield 0, self._predict(*chunks[0])
            return
        from datenorm.helpers import Helpers, one_blas_thread  # multiprocessing: not on a one-string call's path

        # One BLAS thread per process: each process has a core, and `workers` then means cores whatever its
        # value, with the same sums (to the last bit) in every setting.
        with one_blas_thread() or nullcontext():
            if self.workers == 1:
                for index, chunk in enumerate(chunks):
                    yield index, self._predict(*chunk)
                return
            if self._helpers is None:
                # The helpers serve a copy without the pool, so the pool does not keep this object alive and its
                # processes stop when it is collected.
                self._helpers = Helpers(copy.copy(self)._predict, self.workers - 1)
                self._finalizer = weakref.finalize(self, self._helpers.close)
            yield from self._helpers.imap(chunks)

    def close(self) -> None:
        """Stop the helper processes of batch work, if any were started (they also stop at exit)."""
        if self._helpers is not None:
            self._finalizer()
            self._helpers = None

    def __enter__(self) -> "Normalizer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __getstate__(self) -> dict:
        # What a helper serves (copied, or pickled for a spawned one): the model and settings, not the pool.
        return {**self.__dict__, "_helpers": None, "_finalizer": None}

    def _predict(self, chunk: list[tuple[str, str, str]], explain: bool) -> list[Prediction]:
        """Predictions for (text, normalised text, hint) triples."""
        hints = [h for _, _, h in chunk]
        ids = self.vocab.encode_normalized([norm for _, norm, _ in chunk], hints, self.config.max_input_len)
        enc = self.engine.encode(ids)
        p_date, beta = self.engine.not_a_date(enc)
        p_date = p_date.tolist()
        numeric = [NumericPart.of(norm) for _, norm, _ in chunk]
        dates = [p_date[i] >= self.min_is_date and numeric[i].impossible is None for i in range(len(chunk))]
        # Rows that will be reported as no date need no reading, unless one is to be explained.
        readable = [i for i in range(len(chunk)) if explain or dates[i]]
        beams: list[list[Hypothesis]] = [[] for _ in chunk]
        self._decode(enc, readable, beams, width=1, explain=explain)
        if self.beam > 1:
            # A greedy reading with p >= SURE leaves under 1 - SURE for every other reading together, so a
            # wider beam could neither beat it nor find an alternative worth listing: only the rest are read
            # again, with the full beam, from the encoding already made.
            unsure = [i for i in readable if dates[i] and (not beams[i] or beams[i][0].p < SURE)]
            self._decode(enc, unsure, beams, width=self.beam, explain=explain)
        lengths = enc.mask.sum(axis=1).tolist()
        return [self._prediction(text, hint, p_date[i], beams[i], numeric[i], beta[i, : lengths[i]], explain)
                for i, (text, _, hint) in enumerate(chunk)]

    def _decode(self, enc: Encoded, rows: list[int], beams: list[list[Hypothesis]], *, width: int,
                explain: bool) -> None:
        """Beam search over the given rows of `enc`, storing each row's hypotheses in `beams`."""
        if not rows:
            return
        sub = enc if len(rows) == enc.mask.shape[0] else enc.take(np.array(rows))
        for i, hyps in zip(rows, beam_search(self.engine, sub, width=width, keep_attention=explain)):
            beams[i] = hyps

    def _prediction(self, text: str, hint: str, p_date: float, hyps: list[Hypothesis], numeric: NumericPart, beta,
                    explain: bool) -> Prediction:
        pred = Prediction(input=text, is_date=p_date, order=hint)
        if explain:
            pred.input_labels = self.vocab.labels(text, hint)
            pred.feature_attention = beta
        best = hyps[0] if hyps else None
        if best is not None and hint == "AUTO" and numeric.ambiguous:
            # No order was given, but a written weekday can still tell the field orders apart.
            readings = set(numeric.readings.values())
            by_weekday = weekday_choice(text, [h for h in hyps if h.iso in readings])
            pred.by_weekday = by_weekday is not None and by_weekday is not best
            best = by_weekday or best
        if best is not None:
            pred.confidence = best.p
            if explain:
                pred.output_labels = best.output_labels
                pred.attention = best.attention[:, : len(pred.input_labels)]
        pred.ambiguous = hint == "AUTO" and numeric.ambiguous
        if pred.ambiguous or len(hyps) > 1:
            # For numerals, only what some field order reads is an alternative ('2003-04-03' is none of 03/04/05).
            supported = set(numeric.readings.values())
            pred.alternatives = [Alternative(h.iso, h.p) for h in hyps if h is not best
                                 and h.p >= MIN_ALTERNATIVE and (not supported or h.iso in supported)]
        impossible = numeric.impossible
        if impossible is not None:
            pred.error = f"not a date: no field order (DMY, MDY, YMD) makes {impossible!r} a real date"
            pred.confidence = 1.0
        elif p_date < self.min_is_date:
            pred.error = f"not a date (is_date {p_date:.3f} < {self.min_is_date})"
            pred.confidence = 1.0 - p_date  # the confidence of what is reported: that it is not a date
        elif best is not None and best.blocked >= IMPOSSIBLE and not numeric.readings:
            # (Numerals that some field order reads as a real date are not refused: there the forbidden mass
            # is the model weighing another order's reading, e.g. '10/2/30' read year-first.)
            wanted = best.wanted + ("" if len(best.wanted) == MAX_ISO_LEN else "…")
            pred.error = f"not a real date: it reads as {wanted}, which the calendar does not have"
            pred.confidence = best.blocked
        elif best is None:
            pred.error = "no valid reading"
        elif best.p < self.min_confidence:
            pred.error = f"confidence {best.p:.3f} below --min-confidence {self.min_confidence}"
        else:
            pred.iso = best.iso
            pred.precision = _PRECISION[len(best.iso)]  # the decoder only ends on a valid date
        return pred


_default: Normalizer | None = None


def normalize(text: str, **kwargs) -> Prediction:
    """One-off convenience: the shipped model, loaded once per process."""
    global _default
    if _default is None:
        _default = Normalizer.load()
    return _default.normalize(text, **kwargs)
