"""Parquet in, Parquet out: one column read as dates, every other column passed through, the readings added
as typed columns. The file is streamed in record batches, so memory stays flat in the number of rows.

pyarrow is not a dependency of datenorm (`pip install 'datenorm[parquet]'`); its absence is a message, not an
ImportError traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from datenorm.errors import ConfigError, DatenormError
from datenorm.serve.api import Normalizer
from datenorm.serve.batch import settle_order
from datenorm.serve.frames import COLUMNS, added_names, cell_text

BATCH_ROWS = 65_536  # rows read, read as dates and written at a time


def _pyarrow():
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise ConfigError("Parquet needs pyarrow: pip install 'datenorm[parquet]' (or pip install pyarrow)") from None
    return pa, pq


def _types(pa) -> dict:
    return {"iso": pa.string(), "precision": pa.string(), "confidence": pa.float64(), "is_date": pa.float64(),
            "ambiguous": pa.bool_(), "error": pa.string(), "order": pa.string()}


def _check_column(pa, schema, path: Path, column: str) -> None:
    if column not in schema.names:
        raise DatenormError(f"{path} has no column {column!r}; its columns are: {', '.join(schema.names)}")
    if schema.names.count(column) > 1:
        raise DatenormError(f"{path} has {schema.names.count(column)} columns named {column!r}; rename all but one")
    kind = schema.field(column).type
    if pa.types.is_dictionary(kind):
        kind = kind.value_type
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind) or pa.types.is_integer(kind)):
        raise DatenormError(f"column {column!r} of {path} holds {kind}, not text; datenorm reads dates written as "
                            "text (or as whole numbers such as 20190503)")


def translate_parquet(normalizer: Normalizer, source: Path, column: str, output: Path, *, order: str | None = None,
                      locale: str | None = None, consistent_order: bool = True, prefix: str = "",
                      progress: Callable[[int, int], None] | None = None, say: Callable[[str], None] | None = None,
                      batch_rows: int = BATCH_ROWS) -> tuple[int, int]:
    """Write `output`: `source`'s rows with the readings of `column` added. Returns (rows, rows without a date);
    missing values are null rows with no error, as in `normalize_series`."""
    pa, pq = _pyarrow()
    try:
        reader = pq.ParquetFile(source)
    except (pa.ArrowInvalid, OSError) as exc:
        raise DatenormError(f"{source} is not readable as Parquet ({exc})") from None
    schema = reader.schema_arrow
    _check_column(pa, schema, source, column)
    names = added_names(schema.names, prefix, source)
    settled = None
    if consistent_order and (order or "auto").lower() == "auto" and not locale:
        settled = settle_order((cell_text(v) for b in reader.iter_batches(batch_rows, columns=[column])
                                for v in b.column(0).to_pylist() if v is not None), say or (lambda _: None))
    types = _types(pa)
    out_schema = schema
    for name, c in zip(names, COLUMNS):
        out_schema = out_schema.append(pa.field(name, types[c]))
    total, done, nulls = reader.metadata.num_rows, 0, 0
    at = schema.get_field_index(column)
    with pq.ParquetWriter(output, out_schema) as writer:
        for batch in reader.iter_batches(batch_rows):
            values = batch.column(at).to_pylist()
            texts = [cell_text(v) for v in values if v is not None]
            preds = iter(normalizer.normalize_batch(texts, order=order, locale=locale, column=settled))
            cells = {c: [] for c in COLUMNS}
            for v in values:
                row = next(preds).to_dict() if v is not None else {"ambiguous": False}
                nulls += row.get("iso") is None
                for c in COLUMNS:
                    cells[c].append(row.get(c))
            added = [pa.array(cells[c], type=types[c]) for c in COLUMNS]
            writer.write_batch(pa.RecordBatch.from_arrays([*batch.columns, *added], schema=out_schema))
            done += len(values)
            if progress:
                progress(len(values), total)
    return done, nulls
