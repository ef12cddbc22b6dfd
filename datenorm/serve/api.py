"""The public API: Normalizer.load().normalize(text) and normalize_batch(texts), returning Predictions.

Unparseable input is data: a Prediction with iso=None and an `error` reason. Misuse (an unknown order,
a bad model path) raises a DatenormError subclass.
"""

from __future__ import annotations

import copy
import weakref
from dataclasses import replace
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from datenorm import bundle as bundle_io
from datenorm.config import MAX_BEAM, workers_or_default
from datenorm.errors import ConfigError
from datenorm.readings import ColumnOrder, NumericPart, stated_order
from datenorm.serve.decode import Hypothesis, add_stated_readings, beam_search
from datenorm.serve.engine import EncoderOutput, Engine
from datenorm.serve.find import MAX_TEXT_LEN, Match, find_dates, read_long
from datenorm.serve.formats import Format, FormatBook, MIN_ROWS, pick_samples, read_by_format, shape_of, verified
from datenorm.serve.inputs import TOO_LONG, displayable, inspect_input, resolve_order
from datenorm.serve.prediction import (SURE, Prediction, cjk_day_unwritten, day_apart, decide, month_span,
                                       year_alone)

CHUNK = 512  # rows per engine call: big enough for BLAS to pay off, small enough to stay in cache


class Normalizer:
    """A loaded model with the numpy engine; cheap to call many times.

    Threads: one Normalizer may be called from several threads at once (Dask's threaded scheduler does). The
    numpy engine keeps no per-call state on the object (weights, tables and caches are only read or are
    thread-safe memos; each call's arrays are its own), so work done in the calling thread runs side by side;
    concurrent calls are serialised on the helper pool, which is started once. Inside a daemonic process (a
    Dask or multiprocessing.Pool worker), which may not have children, batches are read in-process, as with
    workers=1.
    """

    def __init__(self, bundle: bundle_io.Bundle, *, beam: int = 3, min_confidence: float | None = None,
                 min_is_date: float = 0.5, workers: int | None = None, formats: bool = True):
        """min_confidence: readings less sure than this are nulls with a reason (default: the bundle's own
        threshold, chosen on held-out data; 0 gives every reading). workers: processes for batch work, this one
        included (default: one per core, at most config.MAX_WORKERS; 1 = no helpers). Helpers start with the
        first batch of several chunks; `close()` stops them. formats: a batch's repeated input shapes are read
        by formats compiled from the model's attention (`datenorm.serve.formats`); False reads every row with
        the model."""
        if min_confidence is None:
            min_confidence = bundle.min_confidence
        if isinstance(beam, bool) or not isinstance(beam, int) or not 1 <= beam <= MAX_BEAM:
            raise ConfigError(f"beam width must be a whole number from 1 to {MAX_BEAM}, got {beam!r}")
        workers = workers_or_default(workers)
        for name, value in (("min_confidence", min_confidence), ("min_is_date", min_is_date)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {value!r}")
        self.bundle = bundle
        self.vocab = bundle.vocab
        self.config = bundle.config
        self.engine = Engine(bundle.weights, bundle.config)
        self.beam = beam
        self.min_confidence = min_confidence
        self.min_is_date = min_is_date
        self.workers = workers
        self.formats = formats
        self._book = FormatBook(bundle.formats)
        self._helpers = None  # datenorm.serve.pool.Helpers, from the first batch of several chunks on
        self._finalizer = None
        # `_pool_lock` (a pool.PoolLock) guards the helpers; the first batch that may use them adds it (`_map`),
        # so that only such a batch imports multiprocessing.

    @classmethod
    def load(cls, path: str | Path | None = None, **options) -> "Normalizer":
        """Load a bundle and validate it: a shipped model's name ('base', the default, or 'fast'), or a bundle or
        run directory (a str that is a shipped name means that model; pass './fast' or a Path for a folder)."""
        return cls(bundle_io.load_bundle(path or None), **options)

    def normalize(self, text: str, *, order: str | None = None, locale: str | None = None,
                  explain: bool = True) -> Prediction:
        """Read one string. order: 'auto'|'dmy'|'mdy'|'ymd' for ambiguous numerals; locale (e.g. 'fr_FR') gives
        that order via CLDR, and its language's month names are read as they name there ('listopad' is
        October with 'hr', November with 'pl')."""
        return self.normalize_batch([text], order=order, locale=locale, explain=explain)[0]

    def normalize_batch(self, texts: Sequence[str], *, order: str | None = None, locale: str | None = None,
                        column: ColumnOrder | None = None, explain: bool = False,
                        progress: Callable[[int], None] | None = None, search_long: bool = True,
                        explain_nulls: bool = True, beam: int | None = None, in_text: bool = False) -> list[Prediction]:
        """Read many strings; rows out == rows in, in order. Equal strings (after normalisation) are computed once.

        order, locale: the field order of ambiguous numerals ('03/04/05'); rows whose numerals that order does
        not decide are read as without it (`Prediction.order` says how each row was read). A locale also reads
        the month and weekday names of its language as they name there (with a model that reads the lexicon). column: a
        `column_order(texts)` result, used likewise when no order or locale is given. explain: keep attention
        matrices on each Prediction (explain_nulls=False: only on rows read as dates; the others, which need no
        reading, are not decoded). progress(n) is called as rows are done. Rows longer than the model reads at
        once are searched for the one date inside (`find`), up to 1,000 characters (search_long=False: refused).
        beam: this call's beam width (default: the Normalizer's). in_text: the strings are windows of a longer text
        (`find`), where two years are two dates ('from 1850 to 1855', refused as a span by default) and a number beside
        the reading is judged by find's own rules.
        """
        if beam is not None and (isinstance(beam, bool) or not isinstance(beam, int) or not 1 <= beam <= MAX_BEAM):
            raise ConfigError(f"beam width must be a whole number from 1 to {MAX_BEAM}, got {beam!r}")
        hint = resolve_order(order, locale)
        column_hint = column.order if column is not None and hint == "AUTO" else None
        jobs: dict[tuple[str, str], list[int]] = {}
        numerals: dict[str, NumericPart] = {}
        out: list[Prediction | None] = [None] * len(texts)
        long_rows: list[int] = []
        for i, text in enumerate(texts):
            norm, error = inspect_input(text, self.config.max_input_len, in_text=in_text)
            if error is TOO_LONG and search_long and len(text) <= MAX_TEXT_LEN:
                long_rows.append(i)  # read below, window by window, for the one date inside
                continue
            if error is TOO_LONG:
                error = (f"input is {len(text)} characters long; inputs longer than the model reads at once "
                         f"({self.config.max_input_len}) are searched for their date up to {MAX_TEXT_LEN}")
            if error is not None:
                out[i] = Prediction(input=displayable(text) if isinstance(text, str) else repr(text), error=error,
                                    order=hint)
                continue
            # A stated order (or the column's) decides between the readings of ambiguous numerals and nothing
            # else: every other row is read as if no order were given, so an order never makes a date of a
            # string that is none. (With no order the numerals are read later, in the helper processes.)
            # A format spelled out in the text ('DOB (MM/DD/YYYY): 04/07/1985') states the order as a caller would.
            wanted = (column_hint or hint) if (column_hint or hint) != "AUTO" else stated_order(norm) or "AUTO"
            row_hint = "AUTO"
            if wanted != "AUTO":
                numeric = numerals.get(norm)
                if numeric is None:
                    numeric = numerals[norm] = NumericPart.of(norm)
                row_hint = wanted if numeric.ambiguous and wanted in numeric.readings else "AUTO"
            jobs.setdefault((norm, row_hint), []).append(i)
        if progress and len(texts) > sum(map(len, jobs.values())):
            progress(len(texts) - sum(map(len, jobs.values())))
        if self.formats and not explain and not in_text:  # (a format's rules are those of a value, not of text)
            self._read_by_formats(jobs, texts, numerals, out, locale=locale, progress=progress)
        for (_, row_hint), rows, pred in self._run(jobs, texts, numerals, explain=explain, locale=locale,
                                                   read_nulls=explain and explain_nulls, beam=beam, in_text=in_text):
            _fill(out, texts, rows, pred)
            if progress:
                progress(len(rows))
        if long_rows:
            found = find_dates(self, [texts[i] for i in long_rows], order=order, locale=locale)
            for i, matches in zip(long_rows, found):
                out[i] = read_long(texts[i], matches)
                if not explain:
                    out[i] = replace(out[i], attention=None, feature_attention=None, input_labels=[],
                                     output_labels=[])
            if progress:
                progress(len(long_rows))
        return out

    def _read_by_formats(self, jobs: dict[tuple[str, str], list[int]], texts: Sequence[str],
                         numerals: dict[str, NumericPart], out: list, *, locale: str | None,
                         progress: Callable[[int], None] | None) -> None:
        """Read the jobs whose shape has a compiled format (compiling one for each shape with MIN_ROWS jobs that
        has none yet) into `out`, and take them out of `jobs`; the rest stay for the model."""
        groups: dict[tuple[str, str], list[tuple[str, str]]] = {}
        for key in jobs:
            norm, hint = key
            shape = shape_of(norm)
            if shape == norm:  # no digit: nothing to copy, and equal texts are read once already
                continue
            numeric = numerals.get(norm)
            if numeric is None:
                numeric = numerals[norm] = NumericPart.of(norm)
            if hint == "AUTO" and numeric.ambiguous:  # the model weighs the orders: its alternatives are wanted
                continue
            groups.setdefault((shape, hint), []).append(key)
        compiled: dict[tuple[str, str, str | None], list[tuple[str, str]]] = {}
        fresh: dict[tuple[str, str, str | None], list[tuple[str, str]]] = {}
        for (shape, hint), keys in groups.items():
            book_key = (shape, hint, locale)
            known = self._book.get(book_key)
            if known:
                compiled[book_key] = keys
            elif known is False and len(keys) >= MIN_ROWS:
                fresh[book_key] = keys
        if fresh:
            samples = {book_key: [keys[i] for i in pick_samples([k[0] for k in keys])]
                       for book_key, keys in fresh.items()}
            read = {}
            # Rows are given out inside the loop, as in normalize_batch: a progress callback runs while the batch
            # holds the helpers.
            for key, rows, pred in self._run({k: jobs[k] for keys in samples.values() for k in keys}, texts,
                                             numerals, explain=True, locale=locale):
                read[key] = pred
                _fill(out, texts, rows, replace(pred, attention=None, feature_attention=None, input_labels=[],
                                                output_labels=[]))
                if progress:
                    progress(len(rows))
            for book_key, keys in samples.items():
                fmt = verified([(key[0], read[key]) for key in keys])
                self._book.put(book_key, fmt)
                if fmt is not None:
                    compiled[book_key] = [k for k in fresh[book_key] if k not in keys]
            for key in read:
                del jobs[key]
        for book_key, keys in compiled.items():
            done = 0
            for key, pred in read_by_format(self._book.get(book_key), keys, texts, jobs, numerals,
                                            min_is_date=self.min_is_date, min_confidence=self.min_confidence):
                rows = jobs.pop(key)
                _fill(out, texts, rows, pred)
                done += len(rows)
            self._book.count(book_key, done)
            if progress and done:
                progress(done)

    def clear_formats(self) -> None:
        """Forget the formats compiled here (and the shapes that would not compile), as a new process would start:
        the bundle's own remain."""
        self._book = FormatBook(self.bundle.formats)

    def formats_used(self) -> list[tuple[Format, str, str | None, int]]:
        """(format, hint, locale, rows read) of every compiled format that has read rows, most rows first;
        `Format.describe()` gives it in strptime's terms."""
        return self._book.used()

    def find(self, text: str, *, order: str | None = None, locale: str | None = None) -> list[Match]:
        """Every date written in a text of up to 1,000 characters, in order: each a `Match` with its span
        (`text[m.start:m.end]`), ISO reading, precision, confidence and ambiguity; [] when there is none."""
        return find_dates(self, [text], order=order, locale=locale)[0]

    def _run(self, jobs: dict[tuple[str, str], list[int]], texts: Sequence[str], numerals: dict[str, NumericPart], *,
             explain: bool, locale: str | None = None, read_nulls: bool | None = None, beam: int | None = None,
             in_text: bool = False):
        """Yield (job, rows, prediction) for each distinct (normalised text, hint), a chunk at a time; the month
        and weekday names of `locale`'s language are read as they name there."""
        keys = sorted(jobs, key=lambda k: len(k[0]))  # chunks of similar length waste little on padding
        items = [(texts[jobs[k][0]], k[0], k[1], numerals.get(k[0])) for k in keys]
        chunks = [(items[start : start + CHUNK], explain, locale, read_nulls, beam, in_text)
                  for start in range(0, len(items), CHUNK)]
        for index, preds in self._map(chunks):
            for key, pred in zip(keys[index * CHUNK :], preds):
                yield key, jobs[key], pred

    def _map(self, chunks: list[tuple], kind: str = "predict"):
        """Yield (index, `self._job(kind, *chunks[index])`) for every chunk (by default `_predict`'s arguments), with
        helper processes when there are several chunks, workers to spare and a process that may have children."""
        jobs = [(kind, *chunk) for chunk in chunks]
        if len(jobs) == 1:
            yield 0, self._job(*jobs[0])
            return
        # multiprocessing: not on a one-string call's path
        from datenorm.serve.pool import Helpers, PoolLock, may_start_helpers, one_blas_thread

        # One BLAS thread per process: each process has a core, and `workers` then means cores whatever its
        # value, with the same sums (to the last bit) in every setting.
        with one_blas_thread():
            # setdefault is one step under the GIL: threads that get here together get the same lock.
            lock = self.__dict__.setdefault("_pool_lock", PoolLock())
            # A call from inside this thread's own batch (a progress callback) would wait for itself.
            if self.workers == 1 or not may_start_helpers() or lock.held_here():
                for index, job in enumerate(jobs):
                    yield index, self._job(*job)
                return
            with lock:  # until the last chunk is handed back or the batch is abandoned
                if self._helpers is None:
                    # The helpers serve a copy without the pool, so the pool does not keep this object alive and
                    # its processes stop when it is collected.
                    self._helpers = Helpers(copy.copy(self)._job, self.workers - 1)
                    self._finalizer = weakref.finalize(self, self._helpers.close)
                yield from self._helpers.imap(jobs)

    def _job(self, kind: str, *args):
        """One job of a batch, in this process or a helper: a chunk of rows read (`_predict`), or the dates of some
        texts found (`find_dates`, by a copy that reads them in its own process)."""
        if kind == "find":
            alone = copy.copy(self)
            alone.workers = 1
            texts, order, locale = args
            return find_dates(alone, texts, order=order, locale=locale)
        return self._predict(*args)

    def normalize_series(self, series, *, order: str | None = None, locale: str | None = None,
                         consistent_order: bool = True):
        """Read a pandas Series: a DataFrame indexed like it with iso, precision, confidence, is_date, ambiguous,
        error and order; missing values are null rows without an error; see `frames.normalize_series`."""
        from datenorm.serve.frames import normalize_series

        return normalize_series(self, series, order=order, locale=locale, consistent_order=consistent_order)

    def close(self) -> None:
        """Stop the helper processes of batch work, if any were started (they also stop at exit), once a batch
        that another thread reads with them is done."""
        lock = self.__dict__.get("_pool_lock")
        if lock is None:  # no batch could have started helpers
            return
        if lock.held_here():
            raise ConfigError("close() was called inside this Normalizer's own batch (from a progress callback); "
                              "close it once the batch is done")
        with lock:
            if self._helpers is not None:
                self._finalizer()
                self._helpers = None

    def __enter__(self) -> "Normalizer":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __getstate__(self) -> dict:
        # What a helper serves (copied, or pickled for a spawned one): the model and settings, not the pool nor
        # its lock (a lock does not pickle; a copy that batches makes its own).
        state = {**self.__dict__, "_helpers": None, "_finalizer": None}
        state.pop("_pool_lock", None)
        return state

    def _predict(self, chunk: list[tuple[str, str, str, NumericPart | None]], explain: bool,
                 locale: str | None = None, read_nulls: bool | None = None,
                 beam: int | None = None, in_text: bool = False) -> list[Prediction]:
        """Predictions for (text, normalised text, hint, its numerals if already read) items, their names read as
        `locale` has them (`Lexicon.for_locale`), with a beam `beam` wide (default: the Normalizer's)."""
        beam = beam or self.beam
        hints = [item[2] for item in chunk]
        norms = [item[1] for item in chunk]
        ids = self.vocab.encode_normalized(norms, hints, self.config.max_input_len)
        lexicon = self.bundle.lexicon.for_locale(locale) if self.bundle.lexicon else None
        enc = self.engine.encode(ids, lexicon.encode_normalized(norms, self.config.max_input_len) if lexicon else None)
        p_date, beta = self.engine.not_a_date(enc)
        p_date = p_date.tolist()
        numeric = [item[3] or NumericPart.of(item[1]) for item in chunk]
        dates = [p_date[i] >= self.min_is_date and numeric[i].impossible is None for i in range(len(chunk))]
        # Rows that will be reported as no date need no reading, unless one is to be explained.
        read_nulls = explain if read_nulls is None else read_nulls
        readable = [i for i in range(len(chunk)) if read_nulls or dates[i]]
        beams: list[list[Hypothesis]] = [[] for _ in chunk]
        self._decode(enc, readable, beams, width=1, explain=explain)
        if beam > 1:
            # A greedy reading with p >= SURE leaves under 1 - SURE for every other reading together, so a
            # wider beam could neither beat it nor find an alternative worth listing: only the rest are read
            # again, with the full beam, from the encoding already made.
            # So is a row whose stated order reads its numerals otherwise than the greedy reading: `decide` takes
            # the stated order's reading from the beam.
            unsure = [i for i in readable if dates[i] and (not beams[i] or beams[i][0].p < SURE or (
                hints[i] != "AUTO" and numeric[i].readings.get(hints[i], beams[i][0].iso) != beams[i][0].iso))]
            self._decode(enc, unsure, beams, width=beam, explain=explain)
        add_stated_readings(self.engine, enc, hints, numeric, beams, keep_attention=explain)
        lengths = enc.mask.sum(axis=1).tolist()
        preds = []
        for i, (text, norm, hint, _) in enumerate(chunk):
            pred, best = decide(text, norm, hint, p_date=p_date[i], hyps=beams[i], numeric=numeric[i],
                                min_is_date=self.min_is_date, min_confidence=self.min_confidence, in_text=in_text)
            if explain:
                pred.input_labels = self.vocab.labels_normalized(norm, hint)
                pred.feature_attention = beta[i, : lengths[i]]
                if best is not None:
                    pred.output_labels = best.output_labels
                    pred.attention = best.attention[:, : len(pred.input_labels)]
            pred = day_apart(month_span(year_alone(pred, norm, lexicon), norm, lexicon), norm, lexicon)
            preds.append(cjk_day_unwritten(pred, norm))
        return preds

    def _decode(self, enc: EncoderOutput, rows: list[int], beams: list[list[Hypothesis]], *, width: int,
                explain: bool) -> None:
        """Beam search over the given rows of `enc`, storing each row's hypotheses in `beams`."""
        if not rows:
            return
        sub = enc if len(rows) == enc.mask.shape[0] else enc.take(np.array(rows))
        for i, hyps in zip(rows, beam_search(self.engine, sub, width=width, keep_attention=explain)):
            beams[i] = hyps


def _fill(out: list, texts: Sequence[str], rows: list[int], pred: Prediction) -> None:
    """Give `pred` to every row of `rows`; rows that differ from its input only in case, width or digits' script
    keep their own input."""
    for i in rows:
        out[i] = pred if texts[i] == pred.input else replace(pred, input=texts[i])


_default: Normalizer | None = None


def _shipped() -> Normalizer:
    global _default
    if _default is None:
        _default = Normalizer.load()
    return _default


def normalize(text: str, **kwargs) -> Prediction:
    """One-off convenience: the shipped model, loaded once per process."""
    return _shipped().normalize(text, **kwargs)


def normalize_series(series, **kwargs):
    """`Normalizer.normalize_series` with the shipped model, loaded once per process."""
    return _shipped().normalize_series(series, **kwargs)
