"""pandas: a Series in, a DataFrame indexed like it out; missing values are nulls without an error; the column's
order is settled as the CLI settles a file's."""

from __future__ import annotations

import datetime

import pytest

from datenorm.errors import ConfigError
from datenorm.serve.api import Normalizer
from datenorm.serve.frames import COLUMNS, empty_frame

pd = pytest.importorskip("pandas")


@pytest.fixture(scope="module")
def base():
    return Normalizer.load("base", workers=1)


def test_a_filtered_string_indexed_series_keeps_its_index_and_length(base):
    series = pd.Series(["3 May 1999", "junk", "le 3 mai 1999", "May 1999"], index=["a", "b", "c", "d"])[["a", "c", "d"]]
    frame = base.normalize_series(series)
    assert list(frame.index) == ["a", "c", "d"] and list(frame.columns) == list(COLUMNS)
    assert list(frame["iso"]) == ["1999-05-03", "1999-05-03", "1999-05"]
    assert list(frame["precision"]) == ["day", "day", "month"]
    assert frame["confidence"].dtype == "float64" and frame["ambiguous"].dtype == bool


def test_missing_values_are_null_rows_without_an_error(base):
    frame = base.normalize_series(pd.Series(["3 May 1999", None, float("nan"), pd.NA, pd.NaT], dtype=object))
    assert frame["iso"].tolist()[0] == "1999-05-03"
    assert frame["iso"].iloc[1:].isna().all() and frame["error"].iloc[1:].isna().all()


def test_whole_numbers_are_read_as_their_digits(base):
    assert base.normalize_series(pd.Series([19990503]))["iso"].tolist() == ["1999-05-03"]


def test_the_api_settles_a_columns_order_as_the_cli_does(base):
    series = pd.Series(["25/04/2005", "13/01/2001", "03/04/2005"])
    settled = base.normalize_series(series)
    assert settled["iso"].iloc[2] == "2005-04-03" and settled["order"].iloc[2] == "dmy"
    alone = base.normalize_series(series, consistent_order=False)
    assert alone["order"].iloc[2] == "auto" and bool(alone["ambiguous"].iloc[2])


def test_partial_dates_parse_with_iso8601_in_pandas(base):
    iso = base.normalize_series(pd.Series(["3 May 1999", "May 1999", "in 1999"]))["iso"]
    parsed = pd.to_datetime(iso, format="ISO8601")
    assert list(parsed) == [pd.Timestamp("1999-05-03"), pd.Timestamp("1999-05-01"), pd.Timestamp("1999-01-01")]


def test_a_list_is_refused_with_the_method_to_use(base):
    with pytest.raises(ConfigError, match="normalize_batch"):
        base.normalize_series(["3 May 1999"])


def test_to_date_and_a_short_repr(base):
    day, month = base.normalize_batch(["3 May 1999", "May 1999"])
    assert day.to_date() == datetime.date(1999, 5, 3) and month.to_date() is None
    assert repr(day).startswith("Prediction('3 May 1999' -> 1999-05-03, confidence=")


def test_the_empty_frame_has_the_columns_and_dtypes_of_a_result(base):
    """Dask's `meta`: it must match what every partition gives, missing values and all."""
    frame = base.normalize_series(pd.Series(["3 May 1999", None, "junk"], index=[10, 11, 12]))
    meta = empty_frame()
    assert meta.empty and list(meta.columns) == list(COLUMNS)
    assert meta.dtypes.equals(frame.dtypes) and meta.index.dtype == frame.index.dtype
