"""Rows in and out of `datenorm translate`: arguments, text files, stdin, CSV columns; text/JSONL/CSV.

Nothing is lost: every input line becomes exactly one output row, and a line that cannot be decoded
becomes a row with an error instead of stopping the batch.
"""

from __future__ import annotations

import csv
import hashlib
import io
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Sequence

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


def heatmap_name(text: str, suffix: str = "") -> str:
    """A file name for an input's heatmap: readable stem plus a short hash so distinct inputs never clash."""
    stem = re.sub(r"[^\w]+", "_", text, flags=re.ASCII).strip("_")[:40] or "input"
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{stem}-{digest}{suffix}.png"


def write_rows(out, rows: Rows, results: Sequence[dict], fmt: str) -> None:
    """Write one output row per input row; `results` are Prediction.to_dict() objects (plus 'order')."""
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
