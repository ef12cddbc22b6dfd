"""The labelled row's one reader: generator splits, other CSV files, JSONL; errors that name the fix."""

import json

import pytest

from datenorm.errors import DatenormError
from datenorm.labelled import Labelled as Example
from datenorm.labelled import read_labelled

from test_evaluate import ROWS, write_split


def test_read_labelled_reads_a_generator_split(tmp_path):
    examples = read_labelled(write_split(tmp_path / "test.csv"))
    assert examples[1] == Example("03/05/1999", "1999-05-03", "und", "numeric", "DMY", True)
    assert examples[-1].target == "" and len(examples) == len(ROWS)


def test_read_labelled_finds_the_expected_column_of_other_files(tmp_path):
    path = tmp_path / "mine.csv"
    path.write_text("text,iso,note\n3rd of May 1999,1999-05-03,a\nhello,,b\n03/04/2005,2005-04-03,c\n",
                    encoding="utf-8")
    examples = read_labelled(path, input_column="text")
    assert [(e.input, e.target) for e in examples] == [("3rd of May 1999", "1999-05-03"), ("hello", ""),
                                                        ("03/04/2005", "2005-04-03")]
    assert [e.ambiguous for e in examples] == [False, False, True]  # no column: what the API would flag


def test_read_labelled_reads_jsonl_with_null_for_non_dates(tmp_path):
    path = tmp_path / "rows.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in [
        {"input": "1999年5月3日", "expected": "1999-05-03", "locale": "ja_JP"},
        {"input": "a name", "expected": None}]) + "\n", encoding="utf-8")
    examples = read_labelled(path)
    assert [(e.input, e.target, e.locale) for e in examples] == [("1999年5月3日", "1999-05-03", "ja_JP"),
                                                                  ("a name", "", "")]


@pytest.mark.parametrize(
    "content, kwargs, message",
    [
        ("text,target\nx,1999\n", {}, r"no input column 'input' \(its columns: text, target\); pass --input-column"),
        ("input,answer\nx,1999\n", {}, r"no expected-ISO column .*target, expected, iso.*pass --expected-column"),
        ("input,target\nx,1999\n", {"expected_column": "answer"}, r"looked for answer"),
        ("input,target\nx,May 1999\n", {}, r"test.csv:2: .*expected ISO date"),
    ],
)
def test_read_labelled_names_what_is_wrong_and_the_flag_to_pass(tmp_path, content, kwargs, message):
    path = tmp_path / "test.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DatenormError, match=message):
        read_labelled(path, **kwargs)


@pytest.mark.parametrize("name, content, line", [
    ("valid.csv", b"input,target\n3 May 1999,1999-05-03\nMa\xffi 1999,1999-05\n", 3),
    ("rows.jsonl", b'{"input": "3 May 1999", "expected": "1999-05-03"}\n{"input": "Ma\xff 1999"}\n', 2),
])
def test_read_labelled_names_the_line_of_bytes_that_are_not_utf8(tmp_path, name, content, line):
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(DatenormError, match=rf"{name}:{line}: not valid UTF-8 \(byte 0xff\); re-save"):
        read_labelled(path)


# --------------------------------------------------------------------------------------------- model runs
