"""The labelled row and its one reader and writer: the generator's CSV splits, and any CSV or JSONL file with
an input column and an expected-ISO column, for training, evaluation and tests alike."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from datenorm.dates import ORDERS, parse_iso
from datenorm.errors import DatenormError
from datenorm.readings import numeric_part

CSV_HEADER = ("input", "target", "locale", "format", "order", "ambiguous")
EXPECTED_COLUMNS = ("target", "expected", "iso")  # looked for in this order when none is named
_BOOLS = {"true": True, "false": False, "1": True, "0": False, "": False}


@dataclass(frozen=True, slots=True)
class Labelled:
    """One labelled row."""

    input: str  # as a person wrote it, not normalised
    target: str  # 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY'; '' for a non-date
    locale: str  # CLDR id, 'und' for locale-free forms, '' when unknown
    format: str  # the generator's format family, 'none' for non-dates, '' when unknown
    order: str  # 'DMY' | 'MDY' | 'YMD' as written; '' for non-dates or when unknown
    ambiguous: bool  # all-numeric and valid as a different date under another order


def csv_cells(row: Labelled) -> tuple[str, ...]:
    """The row as the cells of CSV_HEADER."""
    return (row.input, row.target, row.locale, row.format, row.order, "true" if row.ambiguous else "false")


def read_labelled(path: Path, *, input_column: str = "input", expected_column: str | None = None) -> list[Labelled]:
    """Labelled rows of a generator CSV, or any CSV/JSONL with an input and an expected-ISO column
    (empty or null = not a date); locale, format, order and ambiguous columns are used when present, and a
    file without an ambiguous column gets the flag that `readings` gives its inputs."""
    path = Path(path)
    if not path.is_file():
        raise DatenormError(f"no labelled data at {path}; run `make data` or `datenorm generate --out {path.parent}`")
    text = _utf8(path)
    if path.suffix.lower() == ".jsonl":
        items = list(_jsonl(path, text))
        columns = list(items[0][1]) if items else []
    else:
        reader = csv.DictReader(io.StringIO(text, newline=""))
        items = list(enumerate(reader, start=2))
        columns = list(reader.fieldnames or [])
    found = ", ".join(columns) or "none"
    if input_column not in columns:
        raise DatenormError(f"{path} has no input column {input_column!r} (its columns: {found}); "
                            "pass --input-column NAME")
    expected_column = expected_column or next((c for c in EXPECTED_COLUMNS if c in columns), None)
    if expected_column not in columns:
        looked = expected_column or ", ".join(EXPECTED_COLUMNS)
        raise DatenormError(f"{path} has no expected-ISO column (looked for {looked}; its columns: {found}); "
                            "pass --expected-column NAME")
    out = []
    for line, row in items:
        text, want = row.get(input_column), row.get(expected_column) or ""
        if not isinstance(text, str) or not isinstance(want, str) or (want and parse_iso(want) is None):
            raise DatenormError(f"{path}:{line}: need a string input and an expected ISO date (YYYY, YYYY-MM, "
                                f"YYYY-MM-DD) or empty, got {text!r} -> {want!r}")
        order, flag = str(row.get("order") or "").upper(), row.get("ambiguous")
        if flag is None:  # no such column: what serving itself would flag
            ambiguous = numeric_part(text).ambiguous
        else:
            ambiguous = flag if isinstance(flag, bool) else _BOOLS.get(str(flag).lower())
        if order not in ORDERS + ("",) or ambiguous is None:
            raise DatenormError(f"{path}:{line}: order must be one of {', '.join(ORDERS)} or empty and "
                                f"ambiguous true/false, got {order!r} and {flag!r}")
        out.append(Labelled(text, want, str(row.get("locale") or ""), str(row.get("format") or ""), order, ambiguous))
    return out


def _utf8(path: Path) -> str:
    """The file's text; bytes that are not UTF-8 are named by line, since a bare UnicodeDecodeError gives
    only a byte offset into a file the reader cannot see."""
    raw = path.read_bytes()
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise DatenormError(f"{path}:{line}: not valid UTF-8 (byte {raw[exc.start]:#04x}); re-save the file as "
                            "UTF-8 or fix that line") from None


def _jsonl(path: Path, text: str) -> Iterator[tuple[int, dict]]:
    for line, raw in enumerate(io.StringIO(text), start=1):
        if not raw.strip():
            continue
        try:
            item = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise DatenormError(f"{path}:{line}: not a JSON object ({exc})") from None
        if not isinstance(item, dict):
            raise DatenormError(f"{path}:{line}: expected a JSON object per line, got {type(item).__name__}")
        yield line, item
