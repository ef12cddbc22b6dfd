"""`translate --csv` as a pipeline tool: the delimiter sniffed (or given) and written back, the file streamed with
the answers of the whole-file path, key columns kept beside each reading, the exit-status policy (--fail-on),
and an Examples block in every command's --help."""

import csv
import io
import json
import subprocess
import sys

import pytest

from datenorm import cli_support
from datenorm.serve import batch, tables
from datenorm.serve.api import Normalizer
from datenorm.serve.batch import TranslateOptions
from datenorm.serve.prediction import Alternative, Prediction

from conftest import run_cli as run

ADDED = ["iso", "precision", "confidence", "is_date", "ambiguous", "error", "order"]


def write_csv(path, rows, delimiter=","):
    with path.open("w", newline="", encoding="utf-8") as f:
        csv.writer(f, delimiter=delimiter, lineterminator="\n").writerows(rows)
    return path


ROWS = [["id", "when", "note"], ["1", "25/04/2005", "a, b; c | d"], ["2", "May 3, 1999", "x\ty"], ["3", "", ""]]


# --- the delimiter -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("sample, column, expected", [
    ("id;when;note\n1;03/05/1999;x\n", "when", ";"),
    ("id\twhen\n1\t3 May 1999\n", "when", "\t"),
    ("id|when\n1|May 3, 1999\n", "when", "|"),
    ('id,when\n1,"May 3, 1999"\n2,"June 4; 2001"\n3,"a|b"\n', "when", ","),  # separators inside quoted dates
    ("when\n03/05/1999\n1999.05.03\n\"May 3, 1999\"\n", "when", ","),  # one column: nothing to split
    ('"id";"when"\n"1";"3.5.1999"\n', "when", ";"),
    ("id;Datum\n1;3.5.1999\n2;4.5.1999\n", "date", ";"),  # no such column: Sniffer's guess, for the message
    ("", "when", ","),
])
def test_the_delimiter_is_the_one_under_which_the_header_names_the_column(sample, column, expected):
    assert tables.sniff(sample, column) == expected


@pytest.mark.parametrize("delimiter, name", [(";", "semicolon"), ("\t", "tab"), ("|", "pipe")])
def test_other_delimiters_are_sniffed_and_written_back(model_dir, tmp_path, delimiter, name):
    src, out = write_csv(tmp_path / "in.csv", ROWS, delimiter), tmp_path / "out.csv"
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--output", out)
    assert result.exit_code in (0, 1), result.output
    assert f"delimiter: {tables.typed_delimiter(delimiter)} (sniffed" in result.stderr
    with out.open(newline="", encoding="utf-8") as f:
        written = list(csv.reader(f, delimiter=delimiter))
    assert written[0] == ROWS[0] + ADDED
    assert [r[:3] for r in written[1:]] == ROWS[1:]  # separators inside fields came back quoted
    assert delimiter in out.read_text(encoding="utf-8").splitlines()[0]


def test_quoted_comma_dates_in_a_comma_file_are_not_missniffed(model_dir, tmp_path):
    src = write_csv(tmp_path / "in.csv", [["id", "when"], ["1", "May 3, 1999"], ["2", "3.5.1999"], ["3", "03/05/99"]])
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir)
    assert result.exit_code in (0, 1), result.output
    assert "delimiter:" not in result.stderr  # a comma goes unsaid
    written = list(csv.reader(io.StringIO(result.stdout)))
    assert [r[:2] for r in written] == [["id", "when"], ["1", "May 3, 1999"], ["2", "3.5.1999"], ["3", "03/05/99"]]


def test_a_given_delimiter_overrides_the_sniffed_one(model_dir, tmp_path):
    src = tmp_path / "in.csv"
    src.write_text("id|when\n1|3 May 1999;x\n", encoding="utf-8")
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--delimiter", "|")
    assert result.exit_code in (0, 1) and "delimiter:" not in result.stderr
    assert result.stdout.splitlines()[1].startswith("1|3 May 1999;x|")
    semi = write_csv(tmp_path / "semi.csv", ROWS, ";")
    result = run("translate", "--csv", semi, "--column", "when", "--model", model_dir, "--delimiter", "comma")
    assert result.exit_code == 2
    assert "has no column 'when'" in result.output and "pass --delimiter ';'" in result.output


@pytest.mark.parametrize("value, char", [("\\t", "\t"), ("tab", "\t"), ("TAB", "\t"), ("\t", "\t"), (";", ";"),
                                         ("semicolon", ";"), ("pipe", "|"), ("comma", ","), (":", ":")])
def test_delimiter_values(value, char):
    assert cli_support.delimiter_char(value) == char


@pytest.mark.parametrize("value", ["", ";;", '"', "\n", "tabs"])
def test_bad_delimiters_are_usage_errors(value):
    result = run("translate", "--csv", "setup.cfg", "--column", "x", "--delimiter", value)
    assert result.exit_code == 2 and "--delimiter" in result.output


def test_a_column_that_differs_in_case_is_suggested(model_dir, tmp_path):
    src = write_csv(tmp_path / "in.csv", ROWS, ";")
    result = run("translate", "--csv", src, "--column", "When", "--model", model_dir)
    assert result.exit_code == 2 and "id, when, note" in result.output and "--column 'when'" in result.output


# --- streaming -------------------------------------------------------------------------------------------------

RAGGED = (b"id,when,note\n" + b"".join(b"%d,%s,n%d\n" % (i, d, i) for i, d in enumerate(
    [b"25/04/2005", b"03/04/2005", b"3 may 1999", b"", b"\xff bad", b"hello", b"2019-05-03", b"04/05/06"] * 5))
    + b"41,13/01/2000\n42,03/04/2005,n,extra,more\n43\n")


@pytest.mark.parametrize("fmt, keep", [("csv", None), ("jsonl", ("id",)), ("csv", ("note", "id")), ("text", None)])
def test_chunks_give_the_output_of_the_whole_file(model_dir, tmp_path, fmt, keep):
    src = tmp_path / "in.csv"
    src.write_bytes(RAGGED)
    normalizer = Normalizer.load(model_dir, workers=1)
    options = TranslateOptions(fmt=fmt, keep=keep)
    outputs, explained = [], []
    for kwargs in ({"chunk_rows": 4}, {"explain": True, "explained": explained.extend}):  # streamed; whole
        out = tmp_path / f"out{len(outputs)}"
        notes = []
        tally = tables.translate_csv(normalizer, options, src, "when", out, say=notes.append, **kwargs)
        outputs.append(out.read_bytes())
        assert tally.rows == 43 and notes[0].startswith("column order: DMY")
    assert outputs[0] == outputs[1] and len(explained) == 43
    lines = outputs[0].splitlines()
    assert len(lines) == 43 + (fmt == "csv")
    if fmt == "csv" and keep is None:
        assert lines[0] == b"id,when,note,,," + b",".join(c.encode() for c in ADDED)  # widened by the longest row
        assert lines[5].startswith(b"4,\xff bad,n4,,,")  # bytes that are not UTF-8 kept as they were


def test_the_streamed_cli_writes_the_rows_of_the_whole_file_path(model_dir, tmp_path, monkeypatch):
    src = tmp_path / "in.csv"
    src.write_bytes(RAGGED)
    whole = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--workers", 1, "--show")
    monkeypatch.setattr(tables, "CHUNK_ROWS", 3)
    streamed = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--workers", 1)
    assert streamed.stdout == whole.stdout and streamed.exit_code == whole.exit_code == 1
    assert len(streamed.stdout.splitlines()) == 44


def test_a_csv_from_a_pipe_is_read_once_and_kept(model_dir, tmp_path):
    src = write_csv(tmp_path / "in.csv", ROWS, ";")
    done = subprocess.run([sys.executable, "-m", "datenorm", "translate", "--csv", "/dev/stdin", "--column", "when",
                           "--model", str(model_dir), "--workers", "1"], stdin=src.open("rb"), capture_output=True,
                          timeout=120)
    rows = list(csv.reader(io.StringIO(done.stdout.decode()), delimiter=";"))
    assert done.returncode in (0, 1) and [r[:3] for r in rows] == ROWS[:1] + ROWS[1:], done.stderr


# --- --keep ----------------------------------------------------------------------------------------------------

def test_keep_puts_key_columns_into_each_jsonl_row(model_dir, tmp_path):
    src = tmp_path / "in.csv"
    src.write_bytes(b"id,when,note\n17,3 may 1999,x\n\xff18,\xfe,y\n19\n")
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--format", "jsonl",
                 "--keep", "id, note")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [list(r)[:3] for r in rows] == [["id", "note", "input"]] * 3
    assert [(r["id"], r["note"], r["input"]) for r in rows] == [("17", "x", "3 may 1999"), ("\\xff18", "y", "\\xfe"),
                                                                ("19", "", "")]
    plain = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--format", "jsonl")
    assert [list(json.loads(line))[0] for line in plain.stdout.splitlines()] == ["input"] * 3  # as before


def test_keep_chooses_the_columns_written_back_to_csv(model_dir, tmp_path):
    src = write_csv(tmp_path / "in.csv", [["id", "when", "iso"], ["1", "3 may 1999", "old"]])
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--keep", "when,id")
    assert result.stdout.splitlines()[0] == "when,id," + ",".join(ADDED)  # 'iso' not kept: no name taken
    assert result.stdout.splitlines()[1].startswith("3 may 1999,1,")


@pytest.mark.parametrize("keep, fmt, message", [
    ("id,nope", "jsonl", "--keep nope: "),
    ("iso", "jsonl", "JSONL rows have keys of that name"),
    ("iso,when", "csv", "--prefix"),
    (",", "jsonl", "--keep needs column names"),
    ("id", "text", "--format jsonl"),
])
def test_bad_keep_columns_are_clear_errors(model_dir, tmp_path, keep, fmt, message):
    src = write_csv(tmp_path / "in.csv", [["id", "when", "iso"], ["1", "3 may 1999", "old"]])
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--keep", keep, "--format", fmt)
    assert result.exit_code == 2 and message in result.output
    if "nope" in keep:
        assert "its columns are: id, when, iso" in result.output


def test_keep_and_delimiter_need_a_csv(model_dir):
    for option in ("--keep", "--delimiter"):
        result = run("translate", "3 may 1999", option, "id", "--model", model_dir)
        assert result.exit_code == 2 and "only apply with --csv" in result.output


# --- the exit-status policy -------------------------------------------------------------------------------------

@pytest.mark.parametrize("content, statuses", [
    # (file, {--fail-on: status}); a random model reads '3 may 1999' as it likes, so only rows that are null
    # whatever the model says decide: an empty line (null, no error) and lines that cannot be read (errors).
    (b"3 may 1999\n\n", {"never": 0, "null": 1, "error": 0}),
    (b"3 may 1999\n\xff\n", {"never": 0, "null": 1, "error": 1}),
    (b"3 may 1999\nab\x01cd\n", {"never": 0, "null": 1, "error": 1}),  # a control character
    (b"3 may 1999\n" + b"3" * 1001 + b"\n", {"never": 0, "null": 1, "error": 1}),  # too long even to search
])
@pytest.mark.parametrize("source", ["--input", "--csv"])
def test_fail_on_chooses_which_rows_make_the_status_1(model_dir, tmp_path, content, statuses, source):
    path = tmp_path / "in.txt"
    path.write_bytes(content if source == "--input" else b"date\n" + content)
    for policy, status in statuses.items():
        args = ["--column", "date"] if source == "--csv" else []
        result = run("translate", source, path, *args, "--model", model_dir, "--fail-on", policy)
        assert result.exit_code == status, (policy, result.output)
        assert len(result.stdout.splitlines()) == 2 + (source == "--csv")  # every row written either way


def test_fail_on_for_strings_and_find(model_dir):
    assert run("translate", "", "--model", model_dir, "--no-heatmap").exit_code == 1
    assert run("translate", "", "--model", model_dir, "--no-heatmap", "--fail-on", "error").exit_code == 0
    assert run("translate", "", "--model", model_dir, "--no-heatmap", "--fail-on", "never").exit_code == 0
    assert run("find", "no date here", "--model", model_dir, "--fail-on", "error").exit_code == 0
    assert run("find", "no date here", "--model", model_dir, "--fail-on", "never").exit_code == 0
    assert run("find", "x" * 1001, "--model", model_dir, "--fail-on", "error").exit_code == 1
    assert cli_support.FAIL_ON == batch.FAIL_ON


def test_fail_on_error_is_refused_for_parquet(tmp_path):
    result = run("translate", "--parquet", "setup.cfg", "--column", "x", "--output", tmp_path / "o.parquet",
                 "--fail-on", "error")
    assert result.exit_code == 2 and "--fail-on error does not apply to --parquet" in result.output


@pytest.mark.parametrize("text, errored", [
    (None, True), ("", False), ("   ", False), ("hello", False), ("3 may 1999", False), ("a\x01b", True),
    ("x\udcff", True), ("3" * 200, False), ("3" * 1001, True),
])
def test_refused_rows_are_the_ones_never_read(text, errored):
    assert batch.refused(text, 60) is errored


# --- help ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("command", ["generate", "train", "export", "translate", "find", "evaluate"])
def test_every_command_help_has_examples(command):
    result = run(command, "--help")
    assert result.exit_code == 0 and "Examples:" in result.output
    assert f"datenorm {command} " in result.output.split("Examples:")[1]


def test_translate_help_shows_the_table_options():
    text = run("translate", "--help").output
    for phrase in ("--delimiter", "--keep", "--fail-on", "cat dates.txt | datenorm translate --input -", "--parquet"):
        assert phrase in text


def test_an_ambiguous_heatmap_title_lists_the_other_readings(monkeypatch, tmp_path):
    titles = []
    monkeypatch.setattr(batch, "save_alignment", lambda path, *args, title: titles.append(title) or path)
    import numpy as np

    pred = Prediction(input="03/05/1999", iso="1999-05-03", confidence=0.62, ambiguous=True,
                      alternatives=[Alternative("1999-03-05", 0.38)], attention=np.zeros((2, 2)),
                      input_labels=["a", "b"], output_labels=["c", "d"])
    batch._explain([pred], TranslateOptions(heatmap_dir=tmp_path), single=True, say=lambda _: None)
    assert titles == ["03/05/1999 → 1999-05-03 (p=0.62; also 1999-03-05 p=0.38)"]


def test_a_small_csv_still_gets_its_notes(model_dir, tmp_path):
    src = write_csv(tmp_path / "in.csv", [["id", "when"], ["1", "a\x01b"], ["2", "3 may 1999"]])
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir)
    assert "control character U+0001" in result.stderr
