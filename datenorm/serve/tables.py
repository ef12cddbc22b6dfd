"""CSV files for `datenorm translate --csv`: the delimiter sniffed from the header (or given), the file read twice
as a stream (once for its shape and its column's field order, once to translate and write a chunk at a time, so
memory stays flat in the number of rows), and the rows written back as CSV, or as JSONL or text with the columns
asked for kept beside each reading.

Bytes that are not UTF-8 travel through unchanged (surrogate escapes) to a written-back CSV; a value of the date
column that holds some is an error row. Rows shorter than the header are padded; a row longer than the header
widens the header with unnamed columns, so the added columns stay aligned.
"""

from __future__ import annotations

import csv
import io
import os
import stat
from collections import Counter
from contextlib import closing, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Callable, Iterator, Sequence

from datenorm.errors import DatenormError
from datenorm.readings import ColumnOrder
from datenorm.serve.api import Normalizer
from datenorm.serve.batch import (Progress, Say, Tally, TranslateOptions, cell, check_utf8ish, jsonl_line,
                                  opened_output, settle_order)
from datenorm.serve.frames import COLUMNS, added_names
from datenorm.serve.inputs import displayable
from datenorm.serve.prediction import Prediction
from datenorm.serve.stream import Readings

CHUNK_ROWS = 8192  # rows read, translated and written at a time
SAMPLE_BYTES = 1 << 16  # the start of a file, which its delimiter is sniffed from
DELIMITERS = ",;\t|"  # the delimiters sniffed; --delimiter takes any other
RECORD_KEYS = tuple(Prediction(input="").to_dict())  # a JSONL row's own keys, which no kept column may take


def typed_delimiter(delimiter: str) -> str:
    """A delimiter as a person would type it after --delimiter."""
    return "tab" if delimiter == "\t" else repr(delimiter)


def sniff(sample: str, column: str) -> str:
    """The delimiter of a CSV from its first lines: the one under which the header row names `column` (of several,
    the one that splits the header into the most fields; ',' among equals), else csv.Sniffer's guess among
    DELIMITERS, else ','. The header comes first because Sniffer alone misreads one-column files and rows of
    dates such as "May 3, 1999" or 03/05/1999."""
    headers = {}
    for d in DELIMITERS:
        try:
            headers[d] = next(csv.reader(io.StringIO(sample, newline=""), delimiter=d), [])
        except csv.Error:
            continue
    naming = [d for d in DELIMITERS if column in headers.get(d, ())]
    if naming:
        return max(naming, key=lambda d: len(headers[d]))  # max keeps the first of equals: ','
    lines = sample.splitlines(keepends=True)
    try:
        return csv.Sniffer().sniff("".join(lines[:-1] or lines), delimiters=DELIMITERS).delimiter
    except csv.Error:
        return ","


@contextmanager
def _long_fields() -> Iterator[None]:
    """A long field is a row to refuse with a reason, not a reason to stop."""
    limit = csv.field_size_limit()
    csv.field_size_limit(2**31 - 1)
    try:
        yield
    finally:
        csv.field_size_limit(limit)


def _opener(path: Path) -> Callable[[], BinaryIO]:
    """Opens the file's bytes, as often as asked: a pipe or device (`--csv /dev/stdin`) is kept in memory."""
    if stat.S_ISREG(os.stat(path).st_mode):
        return lambda: open(path, "rb")
    data = Path(path).read_bytes()
    return lambda: io.BytesIO(data)


def _records(opener: Callable[[], BinaryIO], path: Path, delimiter: str) -> Iterator[list[str]]:
    """The file's records, the header first, as csv.reader reads them; bad quoting stops with the line."""
    with opener() as raw:
        text = io.TextIOWrapper(raw, encoding="utf-8-sig", errors="surrogateescape", newline="")
        reader = csv.reader(text, delimiter=delimiter, strict=True)
        try:
            yield from reader
        except csv.Error as exc:
            fix = ("an unterminated quote swallows the rest of the file: close it or remove it"
                   if "end of data" in str(exc) else "check the quotes on or before that line")
            raise DatenormError(f"{path}:{reader.line_num}: not readable as CSV ({exc}); {fix}") from None


def _place(header: list[str], name: str, path: Path, delimiter: str, *, option: str) -> int:
    """Where the column `name` is; a missing or repeated name stops with the columns seen and a way out."""
    places = [i for i, h in enumerate(header) if h == name]
    if len(places) == 1:
        return places[0]
    if places:
        raise DatenormError(f"{path} has {len(places)} columns named {name!r} (columns "
                            f"{', '.join(str(i + 1) for i in places)}); rename all but one")
    tips = [f"did you mean {option} {h!r}?" for h in header if h.strip().casefold() == name.strip().casefold()]
    if len(header) == 1:
        seps = Counter(c for c in header[0] if c in DELIMITERS and c != delimiter)
        if seps:
            other = seps.most_common(1)[0][0]
            tips.append(f"read with delimiter {typed_delimiter(delimiter)} the header is one field: if the file is separated "
                        f"by {typed_delimiter(other)}, pass --delimiter {typed_delimiter(other)}")
    raise DatenormError(("" if option == "--column" else f"{option} {name}: ")
                        + f"{path} has no column {name!r}; its columns are: {', '.join(header)}"
                        + "".join(f"; {t}" for t in tips))


@dataclass
class Table:
    """A CSV file as its first pass found it: its delimiter, its header (widened to its widest row), where its
    dates are, how many rows it has, the columns passed through (by position) and its column's field order."""

    path: Path
    delimiter: str
    header: list[str]
    at: int
    rows: int
    kept: list[int]
    order: ColumnOrder | None
    opener: Callable[[], BinaryIO]

    def chunks(self, size: int | None = CHUNK_ROWS) -> Iterator[list[list[str]]]:
        """The rows after the header, `size` at a time (None: all at once), each padded to the header's width."""
        width, chunk = len(self.header), []
        with closing(_records(self.opener, self.path, self.delimiter)) as records:
            next(records, None)
            for record in records:
                chunk.append(record + [""] * (width - len(record)) if len(record) < width else record)
                if size and len(chunk) >= size:
                    yield chunk
                    chunk = []
        if chunk:
            yield chunk


def read_table(path: Path, column: str, *, delimiter: str | None = None, keep: Sequence[str] | None = None,
               fmt: str = "csv", prefix: str = "", settle: bool = False, say: Say) -> Table:
    """The first pass over a CSV: its delimiter (sniffed when None, and said when not ','), the columns named
    checked (`column`, `keep`; the added names against the columns written), its rows counted and, when `settle`,
    its column's field order settled (said too)."""
    opener = _opener(path)
    with opener() as raw:
        sample = check_utf8ish(raw.read(SAMPLE_BYTES), path).decode("utf-8", "surrogateescape")
    if delimiter is None:
        delimiter = sniff(sample, column)
        if delimiter != ",":
            say(f"delimiter: {typed_delimiter(delimiter)} (sniffed; --delimiter to choose another)")
    with closing(_records(opener, path, delimiter)) as records:
        return _first_pass(records, Path(path), column, delimiter=delimiter, keep=keep, fmt=fmt, prefix=prefix,
                           settle=settle, say=say, opener=opener)


def _first_pass(records: Iterator[list[str]], path: Path, column: str, *, delimiter: str,
                keep: Sequence[str] | None, fmt: str, prefix: str, settle: bool, say: Say,
                opener: Callable[[], BinaryIO]) -> Table:
    header = next(records, None)
    if header is None:
        raise DatenormError(f"{path} is empty; expected a header row naming column {column!r}")
    at = _place(header, column, path, delimiter, option="--column")
    kept = [_place(header, name, path, delimiter, option="--keep") for name in keep or ()]
    if fmt == "csv":
        added_names([header[i] for i in kept] if keep else header, prefix, path)
    elif kept:
        clash = [header[i] for i in kept if header[i] in RECORD_KEYS]
        if clash:
            raise DatenormError(f"--keep {', '.join(clash)}: JSONL rows have keys of that name already "
                                f"({', '.join(RECORD_KEYS)}); use --format csv with --prefix to keep such a column")
    rows, width = 0, len(header)

    def values() -> Iterator[str]:
        nonlocal rows, width
        for record in records:
            rows, width = rows + 1, max(width, len(record))
            yield record[at] if at < len(record) else ""

    order = settle_order(values(), say) if settle else None
    for _ in values():  # the rest, when not settling (the order reads them all)
        pass
    header = header + [""] * (width - len(header))
    if fmt == "csv" and not keep:
        kept = list(range(width))
    return Table(path, delimiter, header, at, rows, kept, order, opener)


class _Writer:
    """Writes a CSV's rows with their readings: as CSV (the columns kept, then the readings), JSONL (the columns
    kept, then the reading's own keys) or text (the ISO date or null)."""

    def __init__(self, out, table: Table, fmt: str, prefix: str):
        self.out, self.fmt, self.kept = out, fmt, table.kept
        self.names = [table.header[i] for i in table.kept]
        if fmt == "csv":
            self.csv = csv.writer(out, delimiter=table.delimiter, lineterminator="\n")
            self.csv.writerow(self.names + [prefix + c for c in COLUMNS])

    def write(self, records: list[list[str]], preds: Sequence[Prediction]) -> None:
        done: dict[int, list[str] | str] = {}  # a chunk's repeated readings become cells (or JSON) once
        if self.fmt == "csv":
            for record, pred in zip(records, preds):
                added = done.get(id(pred))
                if added is None:
                    r = pred.to_dict()
                    added = done[id(pred)] = [cell(r[c]) for c in COLUMNS]
                self.csv.writerow([record[i] for i in self.kept] + added)
        elif self.fmt == "jsonl":
            for record, pred in zip(records, preds):
                line = done.get(id(pred))
                if line is None:
                    line = done[id(pred)] = jsonl_line(pred.to_dict())
                if self.kept:  # one object: the kept columns' keys, then the reading's
                    kept = {name: displayable(record[i]) for name, i in zip(self.names, self.kept)}
                    line = jsonl_line(kept)[:-2] + ", " + line[1:]
                self.out.write(line)
        else:
            self.out.writelines((p.iso if p.iso is not None else "null") + "\n" for p in preds)


def translate_csv(normalizer: Normalizer, options: TranslateOptions, path: Path, column: str, output: Path | None,
                  *, say: Say, progress: Progress | None = None, explain: bool = False,
                  explained: Callable[[list[Prediction]], None] | None = None,
                  chunk_rows: int | None = None) -> Tally:
    """Translate the column `column` of a CSV and write its rows with the readings (`options.fmt`, `.delimiter`,
    `.keep`, `.prefix`), `chunk_rows` rows at a time (default CHUNK_ROWS). A file of one chunk, or one to
    `explain` (attention kept for heatmaps), is read whole, and its readings go to `explained` once the rows are
    written (heatmaps, and the notes on a few rows). Returns the Tally that gives the exit status."""
    settle = options.consistent_order and options.order == "auto" and not options.locale
    size = chunk_rows or CHUNK_ROWS
    with _long_fields():
        table = read_table(path, column, delimiter=options.delimiter, keep=options.keep, fmt=options.fmt,
                           prefix=options.prefix, settle=settle, say=say)
        tally = Tally(options.fail_on, normalizer.config.max_input_len)
        whole, read, readings = explain or table.rows <= size, Readings(normalizer, options, table.order), []
        with opened_output(output) as out:
            writer = _Writer(out, table, options.fmt, options.prefix)
            for records in table.chunks(None if whole else size):
                texts = [r[table.at] for r in records]
                if whole:
                    readings = preds = normalizer.normalize_batch(
                        texts, order=options.order, locale=options.locale, column=table.order, explain=explain,
                        progress=(lambda n: progress(n, table.rows)) if progress else None)
                else:
                    preds = read(texts)
                    if progress:
                        progress(len(records), table.rows)
                writer.write(records, preds)
                out.flush()
                tally.add(texts, preds)
    if whole and explained:
        explained(readings)
    return tally
