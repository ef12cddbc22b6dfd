"""Parquet in and out through `datenorm translate --parquet`: columns passed through, typed readings added,
batches streamed in order, the same answers as for a list of strings, and clear refusals."""

import pytest

from datenorm.serve.api import Normalizer
from datenorm.serve.parquet import translate_parquet

from conftest import run_cli as run

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

WHEN = ["25/04/2005", None, "03/04/2005", "hello", "1999年5月3日", "3 may 1999", "03/04/2005"]


@pytest.fixture
def table_file(tmp_path):
    path = tmp_path / "in.parquet"
    ids = list(range(len(WHEN)))
    pq.write_table(pa.table({"id": ids, "when": WHEN, "note": [f"n{i}" for i in ids]}), path)
    return path


def test_parquet_is_written_back_with_typed_columns_in_order(model_dir, table_file, tmp_path):
    out = tmp_path / "out.parquet"
    result = run("translate", "--parquet", table_file, "--column", "when", "--model", model_dir, "--output", out)
    assert result.exit_code in (0, 1), result.output
    table = pq.read_table(out)
    assert table.column_names == ["id", "when", "note", "iso", "precision", "confidence", "is_date", "ambiguous",
                                  "error", "order"]
    assert table.schema.field("confidence").type == pa.float64() and table.schema.field("ambiguous").type == pa.bool_()
    assert table.column("id").to_pylist() == list(range(len(WHEN))) and table.column("when").to_pylist() == WHEN
    rows = table.to_pylist()
    assert rows[1]["iso"] is None and rows[1]["error"] is None  # a missing value is a null row, not an error
    # the same answers as the API gives a list of the same strings, with the column's order settled the same way
    normalizer = Normalizer.load(model_dir, workers=1)
    texts = [w for w in WHEN if w is not None]
    from datenorm.readings import column_order

    expected = normalizer.normalize_batch(texts, column=column_order(texts))
    assert [r["iso"] for r in rows if r["when"] is not None] == [p.iso for p in expected]
    assert "column order: DMY" in result.stderr


def test_small_batches_give_the_same_file(model_dir, table_file, tmp_path):
    normalizer = Normalizer.load(model_dir, workers=1)
    one, many = tmp_path / "one.parquet", tmp_path / "many.parquet"
    assert translate_parquet(normalizer, table_file, "when", one) == translate_parquet(
        normalizer, table_file, "when", many, batch_rows=2)
    assert pq.read_table(one).equals(pq.read_table(many))


@pytest.mark.parametrize("extra, message", [
    (["--column", "nope", "--output", "OUT"], "its columns are: id, when, note"),
    (["--column", "when"], "--output"),
    (["--column", "when", "--output", "OUT", "--format", "csv"], "do not apply"),
    (["--output", "OUT"], "--column"),
])
def test_parquet_usage_is_checked(model_dir, table_file, tmp_path, extra, message):
    args = [tmp_path / "o.parquet" if a == "OUT" else a for a in extra]
    result = run("translate", "--parquet", table_file, "--model", model_dir, *args)
    assert result.exit_code == 2 and message in result.output and "Traceback" not in result.output


def test_a_column_of_whole_numbers_is_read_as_their_digits(model_dir, tmp_path):
    src, out = tmp_path / "n.parquet", tmp_path / "o.parquet"
    pq.write_table(pa.table({"n": pa.array([20190503, None], pa.int64())}), src)
    result = run("translate", "--parquet", src, "--column", "n", "--model", model_dir, "--output", out)
    assert result.exit_code in (0, 1) and pq.read_table(out).column("n").to_pylist() == [20190503, None]


def test_a_column_that_is_not_text_is_refused_by_its_type(model_dir, tmp_path):
    src = tmp_path / "t.parquet"
    pq.write_table(pa.table({"t": pa.array([1.5])}), src)
    result = run("translate", "--parquet", src, "--column", "t", "--model", model_dir, "--output", tmp_path / "o")
    assert result.exit_code == 2 and "holds double, not text" in result.output


def test_added_columns_never_collide(model_dir, tmp_path):
    src = tmp_path / "clash.parquet"
    pq.write_table(pa.table({"when": ["3 may 1999"], "iso": ["mine"]}), src)
    out = tmp_path / "out.parquet"
    result = run("translate", "--parquet", src, "--column", "when", "--model", model_dir, "--output", out)
    assert result.exit_code == 2 and "--prefix" in result.output and not out.exists()
    result = run("translate", "--parquet", src, "--column", "when", "--prefix", "dn_", "--model", model_dir,
                 "--output", out)
    assert result.exit_code in (0, 1) and pq.read_table(out).column("iso").to_pylist() == ["mine"]
    assert "dn_iso" in pq.read_table(out).column_names


def test_a_file_that_is_not_parquet_is_one_clear_message(model_dir, tmp_path):
    src = tmp_path / "x.parquet"
    src.write_text("a,b\n1,2\n")
    result = run("translate", "--parquet", src, "--column", "a", "--model", model_dir, "--output", tmp_path / "o")
    assert result.exit_code == 2 and "not readable as Parquet" in result.output


def test_csv_columns_collide_no_more(model_dir, tmp_path):
    src = tmp_path / "in.csv"
    src.write_text("when,order\n25/04/2005,7\n", encoding="utf-8")
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir)
    assert result.exit_code == 2 and "already has column(s) order" in result.output
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--prefix", "datenorm_")
    assert result.exit_code in (0, 1)
    assert result.stdout.splitlines()[0] == ("when,order,datenorm_iso,datenorm_precision,datenorm_confidence,"
                                             "datenorm_is_date,datenorm_ambiguous,datenorm_error,datenorm_order")
