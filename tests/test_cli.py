"""The command line: help, exit codes, files full of bad lines, CSV round trips, heatmaps, no TensorFlow."""

import csv
import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from datenorm.cli import main

from conftest import run_cli as run


def test_help_lists_every_command():
    result = run("--help")
    assert result.exit_code == 0
    for command in ("generate", "train", "export", "translate"):
        assert command in result.output


@pytest.mark.parametrize("command", ["generate", "train", "export", "translate"])
def test_every_option_has_help(command):
    cmd = main.commands[command]
    for param in cmd.params:
        if param.param_type_name == "option" and param.name != "help":
            assert param.help, f"{command} --{param.name} has no help text"
    assert cmd.get_short_help_str()


def test_cli_path_does_not_import_tensorflow(model_dir):
    code = (
        "import sys; from click.testing import CliRunner; from datenorm.cli import main; "
        f"r = CliRunner().invoke(main, ['translate', '3 may 1999', '--model', {str(model_dir)!r}, '--no-heatmap']); "
        "print(r.exit_code in (0, 1), 'tensorflow' in sys.modules, 'keras' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["True", "False", "False"]


def test_translate_prints_one_line_per_argument_and_exit_code(model_dir, tmp_path):
    result = run("translate", "3 may 1999", "", "--model", model_dir, "--no-heatmap")
    lines = result.stdout.splitlines()
    assert len(lines) == 2 and lines[1] == "null"
    assert result.exit_code == 1  # the empty string is a null row


def test_heatmap_is_written_for_a_single_string(model_dir, tmp_path):
    result = run("translate", "1999年5月3日", "--model", model_dir, "--heatmap-dir", tmp_path / "hm", "--explain")
    pngs = sorted((tmp_path / "hm").glob("*.png"))
    assert len(pngs) == 2  # alignment + not-a-date attention
    assert all(p.stat().st_size > 1000 and p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)
    assert "heatmap:" in result.stderr


def test_show_draws_in_the_terminal(model_dir):
    result = run("translate", "3 may 1999", "--model", model_dir, "--no-heatmap", "--show")
    lines = result.stderr.splitlines()
    header = next(i for i, line in enumerate(lines) if "m a y" in line)
    assert lines[header + 1 :][-1].startswith("</s>")
    assert any(ch in result.stderr for ch in "░▒▓█")


def test_a_file_full_of_bad_lines_keeps_rows_in_equal_rows_out(model_dir, tmp_path):
    lines = [b"3 may 1999", b"", b"\xff\xfe broken", b"\x00", "😀".encode(), b"<script>alert(1)</script>",
             b"x" * 300, "1999年5月".encode(), b"SELECT * FROM t"]
    path = tmp_path / "in.txt"
    path.write_bytes(b"\n".join(lines) + b"\n")
    result = run("translate", "--input", path, "--model", model_dir, "--format", "jsonl")
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == len(lines)
    assert "UTF-8" in rows[2]["error"] and rows[2]["iso"] is None
    assert rows[0]["input"] == "3 may 1999"
    assert result.exit_code == 1


def test_stdin_input(model_dir):
    result = run("translate", "--input", "-", "--model", model_dir, "--format", "jsonl", input="3 may 1999\n1999\n")
    assert len(result.stdout.splitlines()) == 2


def test_csv_is_written_back_with_added_columns(model_dir, tmp_path):
    src = tmp_path / "in.csv"
    with src.open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["id", "when", "note"])
        w.writerows([[1, "25/04/2005", 'a "quoted", note'], [2, "03/04/2005", "日本語"], [3, "", ""]])
    out = tmp_path / "out.csv"
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir, "--output", out)
    with out.open(newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [r["id"] for r in rows] == ["1", "2", "3"]
    assert rows[0]["note"] == 'a "quoted", note' and rows[1]["note"] == "日本語"
    assert {"iso", "precision", "confidence", "is_date", "ambiguous", "error"} <= set(rows[0])
    assert "column order: DMY" in result.stderr


@pytest.mark.parametrize("args, message", [
    (["translate"], "one of them"),
    (["translate", "x", "--input", "-"], "one of them"),
    (["translate", "--csv", "setup.cfg"], "--column"),
    (["translate", "x", "--order", "dym"], "dym"),
])
def test_usage_errors_exit_2(args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert message in result.output


def test_missing_model_is_one_clear_message(tmp_path):
    result = run("translate", "3 may 1999", "--model", tmp_path / "nowhere")
    assert result.exit_code == 2
    assert "no model at" in result.output and "make data train" in result.output
    assert "Traceback" not in result.output


def test_missing_csv_column_names_the_columns(model_dir, tmp_path):
    src = tmp_path / "in.csv"
    src.write_text("a,b\n1,2\n")
    result = run("translate", "--csv", src, "--column", "when", "--model", model_dir)
    assert result.exit_code == 2 and "a, b" in result.output


def test_generate_writes_three_splits(tmp_path):
    result = run("generate", "--out", tmp_path, "--train", 50, "--valid", 10, "--test", 10, "--locales", "en_US,de_DE",
                 "--workers", 1)
    assert result.exit_code == 0, result.output
    for name in ("train", "valid", "test"):
        assert (tmp_path / f"{name}.csv").is_file()


def test_generate_rejects_unknown_locales(tmp_path):
    result = run("generate", "--out", tmp_path, "--train", 5, "--locales", "en_US,xx_NOPE")
    assert result.exit_code == 2 and "xx_NOPE" in result.output


# --- bad files: each case of the robustness issue, one row ----------------------------------------------------

BAD_CSV = [  # (file bytes, exit status with a random model, what stdout or stderr must hold)
    (b'date,note\n3 may 1999,a,extra\n04/05/2001\n5 may 2001,y\n', 1, "3 may 1999,a,extra,"),  # ragged rows
    (b'date,note\n3 may 1999,a\n"unterminated,x\n5 may 2001,y\n', 2, "unterminated quote"),
    (b'date,date\n1,2\n', 2, "2 columns named 'date'"),
    (b'date,note\n3 may 1999,caf\xe9\n\xff 4 may,ok\n', 1, "byte 0xFF, which is not UTF-8"),
    (b'date\n' + b'3' * 200_000 + b'\n3 may 1999\n', 1, "searched for their date up to 1000"),  # > csv's field limit
    ('date\n3 may 1999\n'.encode("utf-16"), 2, "UTF-16"),
]


@pytest.mark.parametrize("content, status, message", BAD_CSV)
def test_bad_csv_files_give_every_row_or_one_clear_message(model_dir, tmp_path, content, status, message):
    path = tmp_path / "in.csv"
    path.write_bytes(content)
    result = run("translate", "--csv", path, "--column", "date", "--model", model_dir)
    assert result.exit_code == status, result.output
    assert message in result.stdout + result.stderr
    if status != 2:
        limit = csv.field_size_limit(2**31 - 1)
        rows = list(csv.reader(result.stdout.splitlines()))
        csv.field_size_limit(limit)
        assert len({len(r) for r in rows}) == 1  # the added columns stay aligned
        assert len(rows) - 1 == content.count(b"\n") - 1


def test_other_columns_keep_their_bytes_when_written_back(model_dir, tmp_path):
    path, out = tmp_path / "in.csv", tmp_path / "out.csv"
    path.write_bytes(b"date,note\n3 may 1999,caf\xe9\n\xff 4 may,\xfe ok\n")
    run("translate", "--csv", path, "--column", "date", "--model", model_dir, "--output", out)
    written = out.read_bytes().splitlines()
    assert written[1].startswith(b"3 may 1999,caf\xe9,") and written[2].startswith(b"\xff 4 may,\xfe ok,")


@pytest.mark.parametrize("ending", [b"\r", b"\r\n", b"\n"])
def test_every_line_ending_gives_one_row_per_line(model_dir, tmp_path, ending):
    path = tmp_path / "in.txt"
    path.write_bytes(ending.join([b"3 may 1999", b"4 may 1999", b"5 may 1999"]) + ending)
    assert len(run("translate", "--input", path, "--model", model_dir).stdout.splitlines()) == 3


def test_rows_that_are_not_utf8_keep_their_text_in_jsonl(model_dir, tmp_path):
    path = tmp_path / "in.txt"
    path.write_bytes(b"3 may 1999\n\xff\xfe broken\n")
    rows = [json.loads(line) for line in run("translate", "--input", path, "--model", model_dir,
                                             "--format", "jsonl").stdout.splitlines()]
    assert rows[1]["input"] == "\\xff\\xfe broken" and "UTF-8" in rows[1]["error"]


def test_a_genuine_replacement_character_is_no_error(model_dir, tmp_path):
    path = tmp_path / "in.csv"
    path.write_bytes("date\n\ufffd 3 may 1999\n".encode())
    out = run("translate", "--csv", path, "--column", "date", "--model", model_dir, "--format", "jsonl").stdout
    assert json.loads(out.splitlines()[0])["error"] is None or "UTF-8" not in json.loads(out.splitlines()[0])["error"]


def test_a_lone_surrogate_in_a_batch_is_one_null_row(model_dir):
    from datenorm.serve.api import Normalizer

    preds = Normalizer.load(model_dir).normalize_batch(["3 may 1999", "\ud800", "x\udcff"])
    assert len(preds) == 3 and preds[1].iso is None and "U+D800" in preds[1].error
    assert preds[2].input == "x\\xff" and "0xFF" in preds[2].error
    json.dumps([p.to_dict() for p in preds]).encode("utf-8")  # printable and encodable


def test_bad_bytes_on_the_command_line_and_an_ascii_terminal_still_give_every_row(model_dir):
    """In a real process: argv that is not UTF-8, and stdout that only takes ASCII."""
    code = ("import sys; from datenorm.cli import main; "
            f"sys.argv = ['datenorm', 'translate', '--model', {str(model_dir)!r}, '--format', 'jsonl', "
            "'--no-heatmap', '3 may 1999', '1999年5月', b'\\xff'.decode('utf-8', 'surrogateescape')]; main()")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=120,
                          env={**__import__("os").environ, "PYTHONIOENCODING": "ascii"})
    rows = [json.loads(line) for line in done.stdout.decode("ascii").splitlines()]
    assert [r["input"] for r in rows] == ["3 may 1999", "1999年5月", "\\xff"]
    assert done.returncode == 1


def test_an_internal_error_has_its_own_status(model_dir, monkeypatch):
    import datenorm.serve.batch as batch

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(batch, "write_rows", broken)
    result = run("translate", "3 may 1999", "--model", model_dir, "--no-heatmap")
    assert result.exit_code == 3 and "internal error: RuntimeError: boom" in result.stderr


def test_a_reader_that_goes_away_ends_the_run_quietly(model_dir, tmp_path):
    """`datenorm translate --input big.txt | head -1`: no 'Broken pipe' message, the status of SIGPIPE."""
    src = tmp_path / "in.txt"
    src.write_text("3 may 1999\n" * 20000, encoding="utf-8")
    cmd = (f"{sys.executable} -m datenorm translate --input {src} --model {model_dir} --workers 1 | head -1; "
           "echo status=${PIPESTATUS[0]}")
    done = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, timeout=120)
    assert done.stdout.splitlines()[-1] == "status=141", done
    assert "Broken pipe" not in done.stderr and "Error" not in done.stderr and "Traceback" not in done.stderr


def test_notes_and_titles_quote_an_input_cut_short_and_without_its_bidi_controls(model_dir, tmp_path):
    from datenorm.serve.inputs import shown

    assert shown("3 May 1999 \u202e 9991") == "3 May 1999 \\u202e 9991"  # an override cannot turn the line
    assert shown("x" * 5000) == "x" * 80 + "… (5,000 characters)"
    assert shown("سه\u200cشنبه") == "سه\u200cشنبه"  # joiners are part of the writing, kept
    huge = "date: " + "x" * 5000
    result = CliRunner().invoke(main, ["translate", "--model", str(model_dir), "--show", "--no-heatmap", huge,
                                       "3 may 1999 \u202e"])
    assert "x" * 81 not in result.output and "\u202e" not in result.output.replace(result.stdout, "")
    assert "… (5,006 characters)" in result.output


def test_a_beam_wider_than_the_bound_is_a_usage_error(model_dir):
    result = run("translate", "--model", model_dir, "--beam", 17, "3 may 1999")
    assert result.exit_code == 2 and "--beam" in result.output


@pytest.mark.parametrize("bom", [True, False])
def test_a_utf16_input_file_is_refused_by_name(model_dir, tmp_path, bom):
    path = tmp_path / "dates.txt"
    path.write_bytes(("\ufeff" if bom else "").encode("utf-16-le") + "3 may 1999\n4 may 1999\n".encode("utf-16-le"))
    result = run("translate", "--model", model_dir, "--input", path)
    assert result.exit_code == 2 and "UTF-16" in result.output and "iconv" in result.output


@pytest.mark.parametrize("sig, status, said", [("SIGINT", 130, "interrupted"), ("SIGTERM", 143, "terminated")])
def test_ctrl_c_or_sigterm_exit_with_the_rows_done_so_far_written_whole_and_no_helper_left(model_dir, tmp_path, sig,
                                                                                          status, said):
    import os
    import signal
    import time

    # enough rows (half a million) that the run is still going when its first rows are written, however fast
    months = ("May", "june", "3", "Okt", "Feb", "mars", "10", "Dez", "April", "sept", "7", "janv", "Nov", "1", "Aug",
              "oct")
    texts = [f"{d} {m} {y}" for y in range(1000, 2100) for m in months for d in range(1, 29)]
    (tmp_path / "in.txt").write_text("\n".join(texts) + "\n")
    out = tmp_path / "out.txt"
    # A shell's background job (`make test &`, nohup) starts with SIGINT ignored, which Python then leaves so: the
    # run gets the default disposition back, as a terminal's Ctrl-C finds it.
    p = subprocess.Popen([sys.executable, "-m", "datenorm", "translate", "--model", str(model_dir), "--input",
                          str(tmp_path / "in.txt"), "--output", str(out), "--workers", "2"],
                         stderr=subprocess.PIPE, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.default_int_handler))
    deadline = time.monotonic() + 120
    while (not out.exists() or out.stat().st_size == 0) and p.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    children = [int(c) for c in open(f"/proc/{p.pid}/task/{p.pid}/children").read().split()]
    assert p.poll() is None, "the run ended before it could be interrupted; give it more rows"
    p.send_signal(getattr(signal, sig))
    stderr = p.communicate(timeout=60)[1]
    assert p.returncode == status and stderr.rstrip().endswith(said), stderr[-500:]
    written = out.read_text()
    assert written.endswith("\n") and 0 < written.count("\n") < len(texts)
    deadline = time.monotonic() + 10
    while any(os.path.exists(f"/proc/{c}") for c in children) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert children and not any(os.path.exists(f"/proc/{c}") for c in children)
