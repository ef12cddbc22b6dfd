"""Dask: a DataFrame column read partition by partition on a local cluster of worker processes, each with
one Normalizer (the shipped model, loaded once per process): the recipe the README gives."""

from __future__ import annotations

import logging
import multiprocessing

import pytest

import datenorm
from datenorm.serve.frames import empty_frame

distributed = pytest.importorskip("distributed")
dd = pytest.importorskip("dask.dataframe")
pd = pytest.importorskip("pandas")

# Day-first numerals (two decide the order, one is ambiguous), words, other languages, no dates, and nulls.
VALUES = ["25/04/2005", "03/04/2005", "May 1999", "not a date", None, "3rd of May 1999", "13/01/2001",
          "le 3 mai 1999", "1999年5月3日", "2019-02-31", "", "12/11/10", float("nan"), "20190503", "Q3"]
ROWS = 300
PARTITIONS = 4
TIMEOUT = 120  # seconds for any one step against the cluster: a stuck worker fails the test, not the run


def worker_state():
    """On a worker: whether its process is daemonic, and whether it has loaded the shipped model."""
    import datenorm.serve.api as api

    return multiprocessing.current_process().daemon, api._default is not None


def small_chunks():
    """On a worker: eight rows a chunk, so that a partition's batch spans several chunks and the Normalizer
    would start helper processes if a daemonic worker let it."""
    import datenorm.serve.api as api

    api.CHUNK = 8


def test_a_column_mapped_on_a_local_cluster_equals_each_partition_read_here():
    frame = pd.DataFrame({"id": range(ROWS), "when": [VALUES[i % len(VALUES)] for i in range(ROWS)]})
    column = dd.from_pandas(frame, npartitions=PARTITIONS)["when"]
    assert column.npartitions >= 3
    pieces = [column.partitions[i].compute(scheduler="sync") for i in range(column.npartitions)]
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=logging.ERROR, death_timeout=TIMEOUT) as cluster, \
            distributed.Client(cluster, timeout=TIMEOUT) as client:
        assert all(daemon for daemon, _ in client.run(worker_state).values())  # no children allowed there
        client.run(small_chunks)
        readings = column.map_partitions(datenorm.normalize_series, meta=empty_frame())
        result = client.compute(readings).result(timeout=TIMEOUT)
        # One order for the whole column: settled on a sample first, then given to every partition.
        settled = datenorm.column_order(column.dropna().head(100, npartitions=-1).tolist()).order
        ordered = client.compute(column.map_partitions(datenorm.normalize_series, order=settled,
                                                       meta=empty_frame())).result(timeout=TIMEOUT)
        loaded = [model for _, model in client.run(worker_state).values()]
    assert 1 <= sum(loaded) <= 2  # the shipped model, loaded once in each worker that read a partition
    # Every row, in order, with the dtypes `meta` promised; each partition as it reads here (the column order
    # of ambiguous numerals is settled per partition, in both).
    assert len(result) == ROWS and result.index.equals(frame.index)
    assert result.dtypes.equals(empty_frame().dtypes)
    pd.testing.assert_frame_equal(result, pd.concat([datenorm.normalize_series(piece) for piece in pieces]))
    assert result["iso"].notna().sum() > ROWS // 2 and result["iso"].iloc[0] == "2005-04-25"
    assert settled == "DMY"
    pd.testing.assert_frame_equal(ordered, pd.concat([datenorm.normalize_series(piece, order=settled)
                                                      for piece in pieces]))
    assert set(ordered.loc[frame["when"] == "03/04/2005", "iso"]) == {"2005-04-03"}
    assert set(ordered.loc[frame["when"] == "03/04/2005", "order"]) == {"dmy"}
