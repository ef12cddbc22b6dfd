"""pandas: a Series of date strings in, a DataFrame of readings out, indexed like the input; and the columns
that tables of any kind (pandas, CSV, Parquet) gain.

pandas is not a dependency of datenorm; it is imported when a Series is given, and its absence is a
message, not an ImportError traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from datenorm.errors import ConfigError, DatenormError
from datenorm.readings import column_order

if TYPE_CHECKING:
    from datenorm.serve.api import Normalizer

COLUMNS = ("iso", "precision", "confidence", "is_date", "ambiguous", "error", "order")
_DTYPES = {"confidence": "float64", "is_date": "float64", "ambiguous": "bool"}  # the rest hold str or None


def normalize_series(normalizer: Normalizer, series, *, order: str | None = None, locale: str | None = None,
                     consistent_order: bool = True):
    """A DataFrame indexed like `series` with COLUMNS, one row per value. Missing values (None, NaN, NA, NaT)
    are null rows with no error; equal strings are read once; with no order or locale, the column's
    unambiguous rows settle the order of its ambiguous ones, as `datenorm translate` does for a file
    (`consistent_order=False` reads each row on its own)."""
    try:
        import pandas as pd
    except ImportError:
        raise ConfigError("normalize_series needs pandas: pip install pandas") from None
    if not isinstance(series, pd.Series):
        raise ConfigError(f"normalize_series takes a pandas Series, got {type(series).__name__}; "
                          "for a list of strings use normalize_batch")
    missing = pd.isna(series).to_numpy()
    values = [cell_text(v) for v, gone in zip(series.tolist(), missing) if not gone]
    column = None
    if consistent_order and (order or "auto").lower() == "auto" and not locale:
        column = column_order(values)
    preds = iter(normalizer.normalize_batch(values, order=order, locale=locale, column=column))
    rows = []
    for gone in missing:
        if gone:
            rows.append((None, None, None, None, False, None, None))
        else:
            p = next(preds).to_dict()
            rows.append(tuple(p[c] for c in COLUMNS))
    columns = {name: pd.Series([row[k] for row in rows], index=series.index, dtype=_DTYPES.get(name, object))
               for k, name in enumerate(COLUMNS)}
    return pd.DataFrame(columns, index=series.index)


def empty_frame():
    """An empty DataFrame with the columns and dtypes `normalize_series` gives: the `meta` that Dask's
    `map_partitions` needs to know the result without reading a partition (its RangeIndex stands for any
    index)."""
    try:
        import pandas as pd
    except ImportError:
        raise ConfigError("empty_frame needs pandas: pip install pandas") from None
    return pd.DataFrame({name: pd.Series([], dtype=_DTYPES.get(name, object)) for name in COLUMNS})


def cell_text(value):
    """A cell as the text to read: strings as they are, whole numbers as their digits (20190503 in an integer
    column), anything else as it is (and refused with a reason by the input policy)."""
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return value


def added_names(existing: list[str], prefix: str, source: Path) -> list[str]:
    """The names of the added columns, refused when one is taken already."""
    names = [prefix + c for c in COLUMNS]
    taken = [n for n in names if n in existing]
    if taken:
        raise DatenormError(f"{source} already has column(s) {', '.join(taken)}; pass --prefix (e.g. --prefix "
                            "datenorm_) to name the added columns apart")
    return names
