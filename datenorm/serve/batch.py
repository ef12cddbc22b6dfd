"""What `datenorm translate` does once its arguments are checked: read rows (arguments, text files, stdin, CSV
columns), normalise them, write text/JSONL/CSV, and explain (heatmaps, notes).

Nothing is lost: every input line becomes exactly one output row, and a line that cannot be decoded
becomes a row with an error instead of stopping the batch. The caller (the CLI) gives the functions that
show progress and notes, so this module needs no terminal library.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

from datenorm.errors import DatenormError
from datenorm.readings import column_order
from datenorm.serve.api import Normalizer
from datenorm.serve.plots import heatmap_name, render_terminal, save_alignment, save_feature_attention
from datenorm.serve.prediction import Prediction

Say = Callable[[str], None]  # shows a note to the person running the command (the CLI: on stderr)
Progress = Callable[[int, int], None]  # (rows just done, rows in all)


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


OUTPUT_COLUMNS = ("iso", "precision", "confidence", "is_date", "ambiguous", "error", "order")


@dataclass
class Rows:
    """Input strings (None where a line could not be decoded, with the reason in `errors`)."""

    texts: list[str | None]
    errors: dict[int, str] = field(default_factory=dict)
    csv_header: list[str] | None = None
    csv_records: list[list[str]] | None = None
    column: int | None = None


def read_lines(source: str | Path) -> Rows:
    """One row per line of a file ('-' for stdin); invalid UTF-8 on a line makes that row an error."""
    data = sys.stdin.buffer.read() if str(source) == "-" else Path(source).read_bytes()
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    texts, errors = [], {}
    for i, raw in enumerate(lines):
        raw = raw[:-1] if raw.endswith(b"\r") else raw
        try:
            texts.append(raw.decode("utf-8"))
        except UnicodeDecodeError as exc:
            texts.append(None)
            errors[i] = f"line {i + 1} is not valid UTF-8 (byte {exc.start}); re-encode the file as UTF-8"
    if texts and texts[0] and texts[0].startswith("\ufeff"):
        texts[0] = texts[0][1:]
    return Rows(texts, errors)


def read_csv_column(path: Path, column: str) -> Rows:
    """The values of one column of a UTF-8 CSV, keeping every record to write back with added columns."""
    text = Path(path).read_bytes().decode("utf-8-sig", errors="replace")
    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader)
    except StopIteration:
        raise ValueError(f"{path} is empty; expected a header row naming column {column!r}") from None
    if column not in header:
        raise ValueError(f"{path} has no column {column!r}; its columns are: {', '.join(header)}")
    idx = header.index(column)
    records = list(reader)
    texts = [r[idx] if idx < len(r) else "" for r in records]
    errors = {i: "not valid UTF-8; re-encode the file as UTF-8" for i, t in enumerate(texts) if "\ufffd" in t}
    return Rows([None if i in errors else t for i, t in enumerate(texts)], errors, header, records, idx)


def write_rows(out, rows: Rows, preds: Sequence[Prediction], fmt: str) -> None:
    """Write one output row per input row, from one Prediction per row."""
    results = [p.to_dict() for p in preds]
    if fmt == "jsonl":
        for r in results:
            out.write(json.dumps(r, ensure_ascii=False) + "\n")
    elif fmt == "csv":
        writer = csv.writer(out, lineterminator="\n")
        if rows.csv_header is not None:
            writer.writerow(rows.csv_header + [c for c in OUTPUT_COLUMNS])
            for record, r in zip(rows.csv_records, results):
                writer.writerow(record + [_cell(r[c]) for c in OUTPUT_COLUMNS])
        else:
            writer.writerow(["input", *OUTPUT_COLUMNS])
            for r in results:
                writer.writerow([r["input"], *(_cell(r[c]) for c in OUTPUT_COLUMNS)])
    else:
        for r in results:
            out.write((r["iso"] if r["iso"] is not None else "null") + "\n")


def _cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True)
class TranslateOptions:
    model_path: Path | None = None
    order: str = "auto"
    locale: str | None = None
    beam: int = 3
    workers: int | None = None
    min_confidence: float = 0.0
    consistent_order: bool = True
    fmt: str = "text"
    heatmap_dir: Path | None = None
    show: bool = False
    explain: bool = False


def run(options: TranslateOptions, *, texts: list[str], input_file: Path | None = None,
        csv_file: Path | None = None, column: str | None = None, output: Path | None = None, say: Say = _stderr,
        progress: Progress | None = None) -> int:
    """Translate every row and write the results; returns the exit status (0 all translated, 1 some null)."""
    normalizer = Normalizer.load(options.model_path, beam=options.beam, min_confidence=options.min_confidence,
                                 workers=options.workers)
    if csv_file:
        try:
            rows = read_csv_column(csv_file, column)
        except ValueError as exc:
            raise DatenormError(str(exc)) from None
    elif input_file:
        rows = read_lines(input_file)
    else:
        rows = Rows(list(texts))
    valid = [t for t in rows.texts if t is not None]
    explain = options.heatmap_dir is not None or options.show
    column = None
    if options.consistent_order and options.order == "auto" and not options.locale:
        column = column_order(valid)
        settled = column.order or "none (no unambiguous rows)"
        evidence = ", ".join(f"{k}={v}" for k, v in sorted(column.evidence.items())) or "no rows"
        say(f"column order: {settled} (evidence: {evidence})")
    done = (lambda n: progress(n, len(valid))) if progress else None
    preds = normalizer.normalize_batch(valid, order=options.order, locale=options.locale, column=column,
                                       explain=explain, progress=done)
    results = _merge(rows, preds)
    if output:
        with open(output, "w", encoding="utf-8", newline="") as out:
            write_rows(out, rows, results, options.fmt)
    else:
        write_rows(sys.stdout, rows, results, options.fmt)
    _explain(preds, options, single=len(rows.texts) == 1, say=say)
    return 0 if all(p.iso is not None for p in results) else 1


def _merge(rows: Rows, preds: list[Prediction]) -> list[Prediction]:
    """One Prediction per input row, undecodable rows included, in input order."""
    it = iter(preds)
    return [Prediction(input="", error=rows.errors[i], order=None) if text is None else next(it)
            for i, text in enumerate(rows.texts)]


def _explain(preds: list[Prediction], options: TranslateOptions, *, single: bool, say: Say) -> None:
    """Heatmaps, terminal rendering and the human notes that go to stderr."""
    for pred in preds:
        if single or len(preds) <= 20:
            _note(pred, say)
        if pred.attention is None or not pred.output_labels:
            continue
        title = f"{pred.input} → {pred.iso or 'null'} (confidence {pred.confidence:.3f})"
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
                    pred.input_labels, title=f"{pred.input}: is a date? p={pred.is_date:.3f}",
                )
                say(f"not-a-date attention: {path}")


def _note(pred: Prediction, say: Say) -> None:
    if pred.error:
        say(f"{pred.input!r}: {pred.error}")
    elif pred.ambiguous:
        others = ", ".join(f"{a.iso} (p={a.p:.2f})" for a in pred.alternatives) or "other orders"
        why = ", the reading that falls on the weekday written" if pred.by_weekday else ""
        say(f"{pred.input!r} is ambiguous: read as {pred.iso} (p={pred.confidence:.2f}{why}); also {others}. "
            "Pass --order dmy|mdy|ymd or --locale to decide.")
