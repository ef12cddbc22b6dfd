"""`translate --input` as a stream: lines split as bytes.splitlines does across any block boundary, chunks
written as they go with the same rows as the whole-input path, and stdin answered line by line."""

import json
import select
import subprocess
import sys

import pytest

from datenorm.readings import column_order
from datenorm.serve import stream
from datenorm.serve.api import Normalizer
from datenorm.serve.batch import TranslateOptions

LINES = [b"25/04/2005", b"03/04/2005", b"3 may 1999", b"", b"\xff bad", b"hello", b"2019-05-03", b"04/05/06"] * 7


@pytest.mark.parametrize("data", [b"a\nb\n", b"a\r\nb", b"a\rb\r", b"a\r\r", b"\n\nx", b"x\r\n\r\ny", b"\xef\xbb\xbfa\nb"])
@pytest.mark.parametrize("block", [1, 2, 1 << 16])
def test_lines_split_as_splitlines_across_any_block(tmp_path, monkeypatch, data, block):
    path = tmp_path / "in.txt"
    path.write_bytes(data)
    monkeypatch.setattr(stream, "_READ", block)
    expected = data.removeprefix(b"\xef\xbb\xbf").splitlines()
    assert [line for chunk in stream.raw_chunks(path, chunk_lines=2) for line in chunk] == expected


def test_chunks_give_the_rows_of_the_whole_input_in_order(model_dir, tmp_path):
    path, out = tmp_path / "in.txt", tmp_path / "out.jsonl"
    path.write_bytes(b"\r\n".join(LINES))
    normalizer = Normalizer.load(model_dir, workers=1)
    options = TranslateOptions(fmt="jsonl")
    notes = []
    status = stream.translate_stream(normalizer, options, path, out, say=notes.append, chunk_lines=5)
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == len(LINES) and status in (0, 1)
    texts = [line.decode() for line in LINES if not line.startswith(b"\xff")]
    whole = iter(normalizer.normalize_batch(texts, column=column_order(texts)))
    for line, row in zip(LINES, rows):
        if line.startswith(b"\xff"):
            assert row["iso"] is None and "not valid UTF-8" in row["error"]
        else:
            assert row == next(whole).to_dict()
    assert notes and notes[0].startswith("column order: DMY")


def test_stdin_is_answered_line_by_line_when_no_order_is_to_be_settled(model_dir):
    proc = subprocess.Popen([sys.executable, "-m", "datenorm", "translate", "--input", "-", "--model", str(model_dir),
                             "--order", "dmy", "--workers", "1"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    try:
        answers = []
        for line in (b"25/04/2005\n", b"hello\n"):
            proc.stdin.write(line)
            proc.stdin.flush()
            ready, _, _ = select.select([proc.stdout], [], [], 60)
            assert ready, "no answer before end of input"
            answers.append(proc.stdout.readline().strip())
        proc.stdin.close()
        assert proc.wait(timeout=60) in (0, 1) and len(answers) == 2 and proc.stdout.read() == b""
    finally:
        proc.kill()


def test_jsonl_rows_are_written_as_json_dumps_writes_them():
    from datenorm.serve.batch import jsonl_line, prediction_line

    normalizer = Normalizer.load("base", workers=1)
    texts = ["3 May 1999", "03/04/05", "hello", "x" * 70 + " 3 May 1999 and 4 June 2001", "note " * 15 + "3 May 1999", "line\u2028break 1999",
             '"quoted" \\ 1999-05-03', "\x85 5.6.2001", "١٢ مارس ٢٠٢٠", "", "31/02/2020", "bad \udcff byte"]
    preds = normalizer.normalize_batch(texts) + normalizer.normalize_batch(["03/04/05"], order="dmy")
    assert any(p.alternatives for p in preds) and any(p.error for p in preds) and any(p.span for p in preds)
    for pred in preds:
        line = prediction_line(pred)
        assert line == jsonl_line(pred.to_dict()) and len(line.splitlines()) == 1
        assert json.loads(line) == json.loads(json.dumps(pred.to_dict()))
