"""`translate --input FILE|-` as a stream: lines read, translated and written a chunk at a time, so memory
stays flat in the length of the input, and a pipeline that writes a line and waits gets its answer.

A chunk ends when `CHUNK_LINES` lines are waiting or when nothing more is ready to read (the writer is
waiting for answers), and at the end of the input. The column's field order (`--consistent-order`) needs
every row first: a file is read once for it before the stream; stdin is then read whole, as before, unless
an order, a locale or `--no-consistent-order` leaves nothing to settle.
"""

from __future__ import annotations

import os
import re
import select
from collections import OrderedDict
from pathlib import Path
from typing import Iterator, Sequence

from datenorm.readings import ColumnOrder
from datenorm.serve.api import Normalizer
from datenorm.serve.prediction import Prediction
from datenorm.serve.batch import (Progress, Rows, Say, Tally, TranslateOptions, check_utf8ish, decode_lines, merge,
                                  opened_output, read_lines, settle_order, write_rows)

CHUNK_LINES = 8192
SEEN_TEXTS = 1 << 16  # readings kept for values that come again in later chunks
_READ = 1 << 16
_LINE_END = re.compile(rb"\r\n|\r|\n")
_MARKS = (b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")  # UTF-8, -16 and -32 byte-order marks


def _ready(fd: int) -> bool:
    try:
        return bool(select.select([fd], [], [], 0)[0])
    except (OSError, ValueError):  # not selectable here: read on, the chunk ends by size
        return True


def raw_chunks(source: str | Path, *, chunk_lines: int = CHUNK_LINES) -> Iterator[list[bytes]]:
    """Lists of raw lines (ends removed; LF, CRLF or CR, as bytes.splitlines) as they arrive from a file or
    '-' (stdin)."""
    stdin = str(source) == "-"
    fd = 0 if stdin else os.open(source, os.O_RDONLY)
    try:
        pending: list[bytes] = []
        rest, first = b"", True
        while True:
            data = os.read(fd, _READ)
            ended = not data
            if first and data:
                while any(len(data) < len(m) and m.startswith(data) for m in _MARKS):  # a byte-order mark, cut?
                    more = os.read(fd, _READ)
                    if not more:
                        break
                    data += more
                data, first = check_utf8ish(data, "stdin" if stdin else source), False
            if ended:
                last = _LINE_END.split(rest) if rest else []
                pending += last[:-1] if last and last[-1] == b"" else last
                if pending:
                    yield pending
                return
            buffer = rest + data
            hold = buffer.endswith(b"\r")  # half of a CRLF, maybe: decided with the next block
            lines = _LINE_END.split(buffer[:-1] if hold else buffer)
            rest = lines.pop() + (b"\r" if hold else b"")
            pending += lines
            if len(pending) >= chunk_lines or (pending and not _ready(fd)):
                yield pending
                pending = []
    finally:
        if not stdin:
            os.close(fd)


class Readings:
    """Reads a column chunk by chunk, each value once while it is among the last `size` values seen: a column's
    repeated values (a few hundred distinct dates in a million rows) are read once, as in one whole batch."""

    def __init__(self, normalizer: Normalizer, options: TranslateOptions, column: ColumnOrder | None, *,
                 size: int = SEEN_TEXTS):
        self.normalizer, self.options, self.column, self.size = normalizer, options, column, size
        self.seen: OrderedDict[str, Prediction] = OrderedDict()

    def __call__(self, texts: Sequence[str]) -> list[Prediction]:
        seen = self.seen
        new = list(dict.fromkeys(t for t in texts if t not in seen))
        for text, pred in zip(new, self.normalizer.normalize_batch(new, order=self.options.order,
                                                                   locale=self.options.locale, column=self.column)):
            seen[text] = pred
        preds = [seen[t] for t in texts]
        for text in texts:
            seen.move_to_end(text)
        while len(seen) > self.size:
            seen.popitem(last=False)
        return preds


def _decoded(chunks: Iterator[list[bytes]]) -> Iterator[Rows]:
    first = 0
    for chunk in chunks:
        yield decode_lines(chunk, first)
        first += len(chunk)


def translate_stream(normalizer: Normalizer, options: TranslateOptions, source: str | Path, output: Path | None,
                     *, say: Say, progress: Progress | None = None, chunk_lines: int = CHUNK_LINES) -> int:
    """Translate a line stream chunk by chunk: the readings of the whole-input path, written as they go (a
    confidence may differ in its sixth decimal, as the batches are composed differently). Returns the exit
    status (`Tally.status`: 0, or 1 when a row counts against `options.fail_on`)."""
    settle = options.consistent_order and options.order == "auto" and not options.locale
    column, total = None, None
    if str(source) == "-" and settle:
        rows = read_lines(source)  # the order needs the whole column
        column = settle_order([t for t in rows.texts if t is not None], say)
        batches, total = iter([rows]), len(rows.texts)
    else:
        if str(source) != "-" and (settle or progress):  # one pass over a file for its order and length
            lines = 0

            def texts() -> Iterator[str]:
                nonlocal lines
                for rows in _decoded(raw_chunks(source)):
                    lines += len(rows.texts)
                    yield from (t for t in rows.texts if t is not None)

            if settle:
                column = settle_order(texts(), say)
            else:
                for _ in texts():
                    pass
            total = lines
        batches = _decoded(raw_chunks(source, chunk_lines=chunk_lines))
    header, read = True, Readings(normalizer, options, column)
    tally = Tally(options.fail_on, normalizer.config.max_input_len)
    with opened_output(output) as out:
        for rows in batches:
            results = merge(rows, read([t for t in rows.texts if t is not None]))
            write_rows(out, results, options.fmt, header=header)
            out.flush()
            tally.add(rows.texts, results)
            header = False
            if progress and total:
                progress(len(rows.texts), total)
    return tally.status
