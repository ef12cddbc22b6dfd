"""What `datenorm translate` does once its arguments are checked: read rows (arguments, text files, stdin; CSV
files in `tables`, Parquet in `parquet`), normalise them, write text/JSONL/CSV, explain (heatmaps, notes), and
decide the exit status (`--fail-on`).

Nothing is lost: every input line becomes exactly one output row, and a line that cannot be decoded
becomes a row with an error instead of stopping the batch. The caller (the CLI) gives the functions that
show progress and notes, so this module needs no terminal library.
"""

from __future__ import annotations

import csv
import json
import sys
from json.encoder import encode_basestring
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from datenorm.errors import DatenormError
from datenorm.readings import ColumnOrder, column_order
from datenorm.serve.api import Normalizer
from datenorm.serve.find import MAX_TEXT_LEN
from datenorm.serve.formats import MIN_ROWS, summarize
from datenorm.serve.frames import COLUMNS
from datenorm.serve.inputs import TOO_LONG, inspect_input, shown
from datenorm.serve.plots import heatmap_name, render_terminal, save_alignment, save_feature_attention
from datenorm.serve.prediction import Prediction
from datenorm.vocab import normalize

Say = Callable[[str], None]  # shows a note to the person running the command (the CLI: on stderr)
Progress = Callable[[int, int], None]  # (rows just done, rows in all)


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


# JSON leaves these unescaped, but readers that split lines as Unicode does (Python's str.splitlines) would cut a
# JSONL row at them.
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})
FAIL_ON = ("never", "null", "error")  # --fail-on: which rows make the exit status 1


def jsonl_line(record: dict) -> str:
    """One JSONL row: UTF-8 as it is, and no character that a Unicode line splitter would cut the row at."""
    return json.dumps(record, ensure_ascii=False).translate(_LINE_BREAKS) + "\n"


def _word(value: str | None) -> str:
    """A reading's ISO date, precision or order as `json.dumps` writes it: an ASCII word, or null."""
    return "null" if value is None else f'"{value}"'


def prediction_line(pred: Prediction) -> str:
    """`jsonl_line(pred.to_dict())`, written field by field: about half the time a row (8 against 18 µs here), which
    `translate --format jsonl` spends on every row; a test holds the two the same."""
    alternatives = ", ".join(f'{{"iso": "{a.iso}", "p": {round(float(a.p), 6)!r}}}' for a in pred.alternatives)
    error = "null" if pred.error is None else encode_basestring(pred.error)
    span = "null" if not pred.span else f"[{pred.span[0]}, {pred.span[1]}]"
    order = pred.order.lower() if pred.order else None
    line = (f'{{"input": {encode_basestring(pred.input)}, "iso": {_word(pred.iso)}, '
            f'"precision": {_word(pred.precision)}, "confidence": {round(float(pred.confidence), 6)!r}, '
            f'"is_date": {round(float(pred.is_date), 6)!r}, "ambiguous": {"true" if pred.ambiguous else "false"}, '
            f'"alternatives": [{alternatives}], "error": {error}, "order": {_word(order)}, "span": {span}}}\n')
    return line if line.isascii() else line.translate(_LINE_BREAKS)


@dataclass
class Rows:
    """Input strings (None where a line could not be decoded: `errors` says why and `shown` what it held)."""

    texts: list[str | None]
    errors: dict[int, str] = field(default_factory=dict)
    shown: dict[int, str] = field(default_factory=dict)


def refused(text: str | None, max_len: int) -> bool:
    """Whether a null row is an error rather than a reading: a line that is not UTF-8, control characters, a text
    too long even to search. A string that is simply no date, and an empty cell (a missing value), are not."""
    if text is None:
        return True
    why = inspect_input(text, max_len)[1]
    if why is None or (why is TOO_LONG and len(text) <= MAX_TEXT_LEN):  # read, or searched for its date
        return False
    return bool(normalize(text))


@dataclass
class Tally:
    """Rows written and the rows that count against the exit status under `fail_on` (see FAIL_ON): null rows,
    or only errors."""

    fail_on: str  # FAIL_ON
    max_len: int  # the model's input length, to tell a row too long to search from one searched
    rows: int = 0
    failed: int = 0

    def add(self, texts: Sequence[str | None], preds: Sequence[Prediction]) -> None:
        self.rows += len(preds)
        if self.fail_on == "null":
            self.failed += sum(p.iso is None for p in preds)
        elif self.fail_on == "error":
            self.failed += sum(p.iso is None and refused(t, self.max_len) for t, p in zip(texts, preds))

    @property
    def status(self) -> int:
        return 1 if self.failed else 0


_UTF16_32 = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")  # byte-order marks of UTF-16 and UTF-32


def check_utf8ish(data: bytes, source) -> bytes:
    """The data less a UTF-8 byte-order mark; a UTF-16 or UTF-32 file (a mark, or NUL bytes in most of it)
    is refused by name, since read as UTF-8 it would be a column of NUL characters."""
    if data.startswith(_UTF16_32) or (data and data.count(0) > len(data) // 4):
        raise DatenormError(f"{source} looks like UTF-16 or UTF-32, not UTF-8; re-encode it, e.g. "
                            f"`iconv -f UTF-16 -t UTF-8 {source} > utf8.txt`")
    return data[3:] if data.startswith(b"\xef\xbb\xbf") else data


def read_lines(source: str | Path) -> Rows:
    """One row per line of a file ('-' for stdin), lines ended by LF, CRLF or CR; invalid UTF-8 on a line
    makes that row an error that still shows what the line held."""
    data = sys.stdin.buffer.read() if str(source) == "-" else Path(source).read_bytes()
    return decode_lines(check_utf8ish(data, "stdin" if str(source) == "-" else source).splitlines())


def decode_lines(lines: Sequence[bytes], first: int = 0) -> Rows:
    """Rows of raw lines (without their ends); `first`: the 0-based line number of the first, for messages."""
    texts, errors, shown = [], {}, {}
    for i, raw in enumerate(lines):
        try:
            texts.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            texts.append(None)
            errors[i] = f"line {first + i + 1} is not valid UTF-8 (byte {exc.start}); re-encode the file as UTF-8"
            shown[i] = raw.decode("utf-8", "backslashreplace")
    return Rows(texts, errors, shown)


def write_rows(out, preds: Sequence[Prediction], fmt: str, *, header: bool = True) -> None:
    """Write one output row per input row, from one Prediction per row (CSV: after a header row, if `header`)."""
    if fmt == "jsonl":
        out.writelines(map(prediction_line, preds))
    elif fmt == "csv":
        writer = csv.writer(out, lineterminator="\n")
        if header:
            writer.writerow(["input", *COLUMNS])
        for r in (p.to_dict() for p in preds):
            writer.writerow([r["input"], *(cell(r[c]) for c in COLUMNS)])
    else:
        out.writelines((p.iso if p.iso is not None else "null") + "\n" for p in preds)


def cell(value) -> str:
    """A reading's value as a CSV cell: empty for None, true/false for booleans."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True)
class TranslateOptions:
    model_path: str | Path | None = None  # a shipped name or a bundle directory
    order: str = "auto"
    locale: str | None = None
    beam: int = 3
    workers: int | None = None
    min_confidence: float | None = None  # None: the model's own threshold
    consistent_order: bool = True
    fmt: str = "text"
    heatmap_dir: Path | None = None
    show: bool = False
    explain: bool = False
    prefix: str = ""  # before the names of the columns added to a CSV or Parquet file ('datenorm_iso')
    delimiter: str | None = None  # a CSV's delimiter; None: sniffed from the file
    keep: tuple[str, ...] | None = None  # the CSV columns passed through (None: all, into CSV output only)
    fail_on: str = "null"  # which rows make the exit status 1 (FAIL_ON)
    formats: bool = True  # repeated input shapes read by formats compiled from the model's attention
    show_format: bool = False  # say which formats read the column, and how many rows each


def run(options: TranslateOptions, *, texts: list[str], input_file: Path | None = None,
        csv_file: Path | None = None, parquet_file: Path | None = None, column: str | None = None,
        output: Path | None = None, say: Say = _stderr, progress: Progress | None = None) -> int:
    """Translate every row and write the results; returns the exit status (0, or 1 when a row counts against
    `options.fail_on`: any null row by default)."""
    if options.fail_on not in FAIL_ON:
        raise DatenormError(f"unknown fail_on {options.fail_on!r}; valid values: {', '.join(FAIL_ON)}")
    normalizer = Normalizer.load(options.model_path, beam=options.beam, min_confidence=options.min_confidence,
                                 workers=options.workers, formats=options.formats)
    status = _translate(normalizer, options, texts=texts, input_file=input_file, csv_file=csv_file,
                        parquet_file=parquet_file, column=column, output=output, say=say, progress=progress)
    if options.show_format:
        show_formats(normalizer, say)
    return status


def show_formats(normalizer: Normalizer, say: Say) -> None:
    """Say which compiled formats read rows, and how many each (`--show-format`)."""
    used = summarize(normalizer.formats_used())
    if not used:
        say("formats: none compiled or shipped read a row (every row was read by the model: no input shape that "
            f"the model's formats.json covers for rows read with no order and no locale, or that repeated {MIN_ROWS} "
            "times, the model unsure of its samples, or formats off)")
        return
    say("formats (rows each read; other rows were read by the model):")
    for rows, description in used:
        say(f"{rows:>10,}  {description}")


def _translate(normalizer: Normalizer, options: TranslateOptions, *, texts: list[str], input_file: Path | None,
               csv_file: Path | None, parquet_file: Path | None, column: str | None, output: Path | None, say: Say,
               progress: Progress | None) -> int:
    explain = options.heatmap_dir is not None or options.show
    if parquet_file:
        from datenorm.serve.parquet import translate_parquet

        if options.fail_on == "error":  # Parquet's reader counts nulls only
            raise DatenormError("--fail-on error does not apply to --parquet; use --fail-on null or never")
        rows, nulls = translate_parquet(normalizer, parquet_file, column, output, order=options.order,
                                        locale=options.locale, consistent_order=options.consistent_order,
                                        prefix=options.prefix, progress=progress, say=say)
        say(f"{rows} rows, {rows - nulls} with a date: {output}")
        return 1 if nulls and options.fail_on == "null" else 0
    if csv_file:
        from datenorm.serve.tables import translate_csv

        return translate_csv(normalizer, options, csv_file, column, output, say=say, progress=progress,
                             explain=explain, explained=lambda p: _explain(p, options, single=len(p) == 1, say=say)
                             ).status
    if input_file and not explain:
        from datenorm.serve.stream import translate_stream

        return translate_stream(normalizer, options, input_file, output, say=say, progress=progress)
    rows = read_lines(input_file) if input_file else Rows(list(texts))
    valid = [t for t in rows.texts if t is not None]
    column = None
    if options.consistent_order and options.order == "auto" and not options.locale:
        column = settle_order(valid, say)
    done = (lambda n: progress(n, len(valid))) if progress else None
    preds = normalizer.normalize_batch(valid, order=options.order, locale=options.locale, column=column,
                                       explain=explain, progress=done)
    results = merge(rows, preds)
    with opened_output(output) as out:
        write_rows(out, results, options.fmt)
    _explain(preds, options, single=len(rows.texts) == 1, say=say)
    tally = Tally(options.fail_on, normalizer.config.max_input_len)
    tally.add(rows.texts, results)
    return tally.status


def run_find(options: TranslateOptions, *, texts: list[str], input_file: Path | None = None,
             output: Path | None = None, say: Say = _stderr) -> int:
    """`datenorm find`: every date inside each text, one output row per input row (text: the ISO dates found,
    '; '-separated, or null; JSONL: {"input", "matches": [...], "error"}). Returns the exit status: 1 when a text
    counts against `options.fail_on` (null: a text without a date; error: a text not read), else 0."""
    from datenorm.serve.find import find_dates

    normalizer = Normalizer.load(options.model_path, beam=options.beam, workers=options.workers)
    rows = read_lines(input_file) if input_file else Rows(list(texts))
    for i, text in enumerate(rows.texts):
        if text is not None and len(text) > MAX_TEXT_LEN:
            rows.errors[i] = f"text is {len(text)} characters long; find reads at most {MAX_TEXT_LEN}"
            rows.shown[i], rows.texts[i] = text[:80] + "…", None
    valid = [t for t in rows.texts if t is not None]
    found = iter(find_dates(normalizer, valid, order=options.order, locale=options.locale))
    results = []
    for i, text in enumerate(rows.texts):
        if text is None:
            results.append({"input": rows.shown.get(i, ""), "matches": [], "error": rows.errors[i]})
        else:
            results.append({"input": text, "matches": [m.to_dict() for m in next(found)], "error": None})
    with opened_output(output) as out:
        for r in results:
            if options.fmt == "jsonl":
                out.write(jsonl_line(r))
            else:
                out.write("; ".join(m["iso"] for m in r["matches"]) or "null")
                out.write("\n")
    for r in results:
        if r["error"]:
            say(f"'{shown(r['input'])}': {r['error']}")
    failed = {"never": False, "null": not all(r["matches"] for r in results),
              "error": any(r["error"] for r in results)}
    return 1 if failed[options.fail_on] else 0


def settle_order(texts: Iterable[str], say: Say) -> ColumnOrder:
    """The column's order from its unambiguous rows (`readings.column_order`), said on stderr."""
    column = column_order(texts)
    evidence = ", ".join(f"{k}={v}" for k, v in sorted(column.evidence.items())) or "no rows"
    say(f"column order: {column.order or 'none (no unambiguous rows)'} (evidence: {evidence})")
    return column


@contextmanager
def opened_output(output: Path | None) -> Iterator:
    """`output` opened for writing, or stdout."""
    if output:
        # surrogateescape gives back the bytes of a CSV's other columns that were not UTF-8, as they were.
        with open(output, "w", encoding="utf-8", errors="surrogateescape", newline="") as out:
            yield out
        return
    if hasattr(sys.stdout, "reconfigure"):  # a terminal or pipe that is not UTF-8 gets escapes, not a crash
        utf8 = (sys.stdout.encoding or "").lower().replace("-", "") == "utf8"
        sys.stdout.reconfigure(errors="surrogateescape" if utf8 else "backslashreplace")
    yield sys.stdout


def merge(rows: Rows, preds: list[Prediction]) -> list[Prediction]:
    """One Prediction per input row, undecodable rows included, in input order."""
    it = iter(preds)
    return [Prediction(input=rows.shown.get(i, ""), error=rows.errors[i], order=None) if text is None else next(it)
            for i, text in enumerate(rows.texts)]


def _explain(preds: list[Prediction], options: TranslateOptions, *, single: bool, say: Say) -> None:
    """Heatmaps, terminal rendering and the human notes that go to stderr."""
    for pred in preds:
        if single or len(preds) <= 20:
            _note(pred, say)
        if pred.attention is None or not pred.output_labels:
            continue
        title = f"{shown(pred.input)} → {pred.iso or 'null'} (confidence {pred.confidence:.3f})"
        others = [a for a in pred.alternatives if a.iso != pred.iso] if pred.ambiguous else []
        if others:
            also = ", ".join(f"{a.iso} p={a.p:.2f}" for a in others)
            title = f"{shown(pred.input)} → {pred.iso or 'null'} (p={pred.confidence:.2f}; also {also})"
        if options.show:
            say(title)
            say(render_terminal(pred.attention, pred.input_labels, pred.output_labels))
        if options.heatmap_dir is not None:
            path = save_alignment(options.heatmap_dir / heatmap_name(pred.input), pred.attention,
                                  pred.input_labels, pred.output_labels, title=title)
            say(f"heatmap: {path}")
            if options.explain and pred.feature_attention is not None:
                path = save_feature_attention(
                    options.heatmap_dir / heatmap_name(pred.input, "-is-date"), pred.feature_attention,
                    pred.input_labels, title=f"{shown(pred.input)}: is a date? p={pred.is_date:.3f}",
                )
                say(f"not-a-date attention: {path}")


def _note(pred: Prediction, say: Say) -> None:
    if pred.error:
        say(f"'{shown(pred.input)}': {pred.error}")
    elif pred.ambiguous:
        others = ", ".join(f"{a.iso} (p={a.p:.2f})" for a in pred.alternatives) or "other orders"
        why = ", the reading that falls on the weekday written" if pred.by_weekday else ""
        say(f"'{shown(pred.input)}' is ambiguous: read as {pred.iso} (p={pred.confidence:.2f}{why}); also {others}. "
            "Pass --order dmy|mdy|ymd or --locale to decide.")
