"""What the `datenorm` command line needs that is not click: the argument checks that weigh options against each
other, each command's examples (shown at the end of its --help) and the quiet exit of a closed pipe. Imported by
cli.py alone, and importing nothing heavy (click included), so that each command in cli.py stays a page."""

from __future__ import annotations

import contextlib
import os
import signal
import sys

EXIT_CLOSED_PIPE = 141  # as Unix tools stop on SIGPIPE
FAIL_ON = ("never", "null", "error")  # the choices of --fail-on (serve.batch.FAIL_ON decides with them)
_DELIMITER_NAMES = {"tab": "\t", "\\t": "\t", "comma": ",", "semicolon": ";", "pipe": "|"}

# Each command's --help ends with these. They run as written, in this order (generate writes small/, which train
# reads and export exports), given `make data` for data/ and your own files for the rest (orders.csv with
# columns id and shipped, export.csv separated by semicolons with a column Datum, and so on).
EXAMPLES = {
    "generate": """
  datenorm generate                   # data/train.csv, valid.csv, test.csv: 400,000/5,000/20,000 rows
  datenorm generate --out small --train 2000 --valid 200 --test 200 --locales en_US,fr_FR,ja_JP""",
    "train": """
  datenorm train --data small --run quick --epochs 1 --units 16 --attn-units 16   # checkpoints/quick/bundle
  datenorm train --data small --run tuned --init-from fast --epochs 1 --learning-rate 3e-4
  datenorm train        # make train: data/ -> checkpoints/additive/ (hours on a CPU; rerun to resume)""",
    "export": """
  datenorm export checkpoints/quick   # then: datenorm translate --model checkpoints/quick/bundle ...
  datenorm export checkpoints/quick --which last""",
    "translate": """
  datenorm translate "03/04/05" --order mdy --no-heatmap
  cat dates.txt | datenorm translate --input - --format jsonl
  datenorm translate --csv orders.csv --column shipped --output orders_iso.csv
  datenorm translate --csv orders.csv --column shipped --keep id --format jsonl > shipped.jsonl
  datenorm translate --csv export.csv --column Datum --delimiter ';'    # usually sniffed
  datenorm translate --parquet orders.parquet --column shipped --output orders_iso.parquet
  datenorm translate --input dates.txt --fail-on error > iso.txt        # 1 only for unreadable rows""",
    "find": """
  datenorm find "signed 3 March 2015, expires 2020-12-31"     # 2015-03-03; 2020-12-31
  datenorm find --input mails.txt --format jsonl              # each date with its span and confidence
  grep -h ERROR app.log | datenorm find --input - --order dmy --fail-on error""",
    "evaluate": """
  datenorm evaluate data/test.csv --model fast --limit 2000    # reports/test/report.md
  datenorm evaluate scripts/handwritten.csv --worst 5
  datenorm evaluate --cldr --locales fi,hr_HR --name cldr-fi-hr
  datenorm evaluate --cldr --locale-given --name cldr_locale   # each string read with its own --locale""",
}


def examples(command: str) -> str:
    """The Examples block of a command's --help (click keeps a paragraph after \\b as it is written)."""
    return "\b\nExamples:" + EXAMPLES[command]


def missing_extra(command: str, *modules: str) -> str | None:
    """The install line when a training-side package is missing (pip install datenorm gives only what serving
    needs), else None."""
    from importlib.util import find_spec

    missing = [m for m in modules if find_spec(m) is None]
    if not missing:
        return None
    return (f"`datenorm {command}` needs {', '.join(missing)}, part of the training extra: "
            "pip install 'datenorm[train]' (or `make install` in a clone)")


def quiet_closed_pipe() -> None:
    """The reader of stdout went away (`| head`): stop quietly with SIGPIPE's status, as Unix tools do; stdout
    goes to /dev/null first, so Python's last flush at exit cannot raise again."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    sys.exit(EXIT_CLOSED_PIPE)


def delimiter_char(value: str) -> str:
    """`--delimiter`'s value as the one character it stands for: itself, or by name tab ('\\t' as typed too),
    comma, semicolon or pipe. ValueError says what is wrong."""
    char = _DELIMITER_NAMES.get(value.lower(), value)
    if len(char) != 1 or char in '"\r\n':
        raise ValueError(f"--delimiter {value!r} is not a delimiter: give one character such as ';' or '|', or one "
                         f"of {', '.join(_DELIMITER_NAMES)}")
    return char


def keep_names(value: str | None) -> tuple[str, ...] | None:
    """`--keep id,name` as the column names ('id', 'name'); None when not given."""
    if value is None:
        return None
    return tuple(name.strip() for name in value.split(",") if name.strip())


def translate_problem(*, texts, input_file, csv_file, parquet_file, column, prefix, fmt, output, delimiter, keep,
                      fail_on, heatmap_dir, show, explain) -> str | None:
    """What is wrong with this combination of `translate`'s arguments, or None when nothing is."""
    if sum(bool(x) for x in (texts, input_file, csv_file, parquet_file)) != 1:
        return ("give strings as arguments, or --input FILE/-, or --csv FILE --column NAME, or --parquet FILE "
                "--column NAME --output FILE (one of them)")
    table = "--csv" if csv_file else "--parquet" if parquet_file else None
    if table and not column:
        return f"{table} needs --column NAME naming the column that holds the dates"
    if (column or prefix) and not table:
        return "--column and --prefix only apply with --csv FILE or --parquet FILE"
    if (delimiter is not None or keep is not None) and not csv_file:
        return "--delimiter and --keep only apply with --csv FILE"
    if delimiter is not None:
        try:
            delimiter_char(delimiter)
        except ValueError as exc:
            return str(exc)
    if keep is not None and not keep:
        return "--keep needs column names, comma-separated (e.g. --keep id or --keep id,name)"
    if keep and fmt not in ("jsonl", "csv", None):
        return "--keep puts columns beside each reading: use it with --format jsonl (or csv), not text"
    if parquet_file and not output:
        return "--parquet needs --output FILE.parquet (Parquet is not written to a terminal)"
    if parquet_file and (fmt or heatmap_dir or show or explain):
        return "--parquet writes Parquet: --format, --heatmap-dir, --show and --explain do not apply"
    if parquet_file and fail_on == "error":
        return "--fail-on error does not apply to --parquet (its rows are counted as null or not): use null or never"
    return None



class Terminated(KeyboardInterrupt):
    """SIGTERM (a scheduler or `kill` stopping the run), raised where the program stands, as Ctrl-C's
    KeyboardInterrupt is: the rows done so far are written whole and the helper processes stop."""

    said, status = "terminated", 143  # 128 + SIGTERM's number, as shells report a process it ended


def _terminate(signum, frame):
    raise Terminated()


@contextlib.contextmanager
def terminate_as_interrupt():
    """SIGTERM handled as Ctrl-C is for the duration (then the previous handler again); a no-op off the main
    thread, where Python cannot set handlers."""
    try:
        previous = signal.signal(signal.SIGTERM, _terminate)
    except ValueError:
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
