"""The `datenorm` command: argument checks, then one call each. Nothing heavy is imported here, so
`datenorm --help` and `datenorm translate` start fast; TensorFlow loads only for train/export."""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

import click

from datenorm import __version__
from datenorm.cli_support import (FAIL_ON, Terminated, delimiter_char, examples, keep_names, missing_extra,
                                  quiet_closed_pipe, terminate_as_interrupt, translate_problem)
from datenorm.config import MAX_BEAM, SCORES, STRATEGIES, ModelConfig, TrainConfig
from datenorm.errors import DatenormError

PROGRESS_FROM = 2000  # rows to translate; smaller batches finish before a bar would help
# Exit statuses, each with one meaning, so a script can tell a finished run from a failed one.
EXIT_OK, EXIT_SOME_NULL, EXIT_USAGE, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130  # 143 SIGTERM, 141 a closed pipe


class UsageProblem(click.ClickException):
    """A bad option value or a missing/corrupt model: exit code 2, like click's own usage errors."""

    exit_code = 2


class _Progress:
    """A click progress bar on stderr, opened at the first report of `progress(n, total)` when the total
    is at least `minimum` rows; `close()` finishes it. What the library functions take as their callback."""

    def __init__(self, label: str, *, minimum: int = 0):
        self.label, self.minimum, self.bar = label, minimum, None

    def __call__(self, n: int, total: int) -> None:
        if self.bar is None:
            if total < self.minimum:
                return
            self.bar = click.progressbar(length=total, label=self.label, file=sys.stderr)
            self.bar.__enter__()
        self.bar.update(n)

    def __enter__(self) -> "_Progress":
        return self

    def __exit__(self, *exc) -> None:
        if self.bar is not None:
            self.bar.__exit__(*exc)


def _require_training_extra(command: str, *modules: str) -> None:
    if problem := missing_extra(command, *modules):
        raise UsageProblem(problem)


def _date(ctx, param, value):
    try:
        return None if value is None else date.fromisoformat(value)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a YYYY-MM-DD date") from None


def _say(message: str) -> None:
    click.echo(message, err=True)


def _exit_with(work) -> None:
    """Run a batch command's work and exit with its status (a closed pipe quietly, a known problem: 2)."""
    try:
        code = work()
    except BrokenPipeError:
        quiet_closed_pipe()
    except (DatenormError, OSError) as exc:
        raise UsageProblem(str(exc)) from None
    sys.exit(code)


class _Commands(click.Group):
    """The command group, giving a crash and an interrupt statuses of their own (click gives both 1, the
    status `translate` uses for "some rows are null")."""

    def invoke(self, ctx):
        try:
            with terminate_as_interrupt():
                return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM as cli_support.Terminated
            click.echo(exc.said if isinstance(exc, Terminated) else "interrupted", err=True)
            sys.exit(exc.status if isinstance(exc, Terminated) else EXIT_INTERRUPTED)
        except BrokenPipeError:
            quiet_closed_pipe()
        except Exception as exc:  # a bug: say so, in one line, with what to report
            click.echo(f"internal error: {type(exc).__name__}: {exc} (datenorm {__version__}; please report it with "
                       "the command that caused it)", err=True)
            sys.exit(EXIT_INTERNAL)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="datenorm")
def main():
    """Messy human-written dates in any language -> ISO-8601, with an attention heatmap for each answer.

    Exit status: 0 done, 1 done but some rows are null (translate, find; --fail-on chooses), 2 a usage error or
    an unusable model, 3 an internal error, 130 interrupted (Ctrl-C), 143 terminated (SIGTERM; both write the
    rows done whole), 141 the reader of the output went away (`| head`).
    """


@main.command(short_help="Write synthetic labelled train/valid/test CSV splits.", epilog=examples("generate"))
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("data"),
              show_default=True, help="Directory for train.csv, valid.csv and test.csv.")
@click.option("--train", "n_train", type=click.IntRange(min=0), default=400_000, show_default=True,
              help="Rows in the training split.")
@click.option("--valid", "n_valid", type=click.IntRange(min=0), default=5_000, show_default=True,
              help="Rows in the validation split.")
@click.option("--test", "n_test", type=click.IntRange(min=0), default=20_000, show_default=True,
              help="Rows in the test split.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed; the same seed gives the same files.")
@click.option("--locales", default="all", show_default=True,
              help="Comma-separated CLDR locales (e.g. en_US,fr_FR,ja_JP) or 'all' for every locale babel knows.")
@click.option("--negative-share", type=click.FloatRange(0, 0.9), default=0.1, show_default=True,
              help="Share of rows that are not dates (names, prices, impossible dates...) with an empty target.")
@click.option("--start", callback=_date, default="1900-01-01", show_default=True,
              help="Start of the main date range (see --historic-share).")
@click.option("--end", callback=_date, default="2099-12-31", show_default=True, help="Latest date drawn.")
@click.option("--historic-share", type=click.FloatRange(0, 1), default=0.1, show_default=True,
              help="Share of dates drawn before --start, back to the year 1000 (recent centuries likelier).")
@click.option("--workers", type=click.IntRange(min=1), default=None, help="Processes (default: all cores).")
def generate(out_dir, n_train, n_valid, n_test, seed, locales, negative_share, start, end, historic_share, workers):
    """Write synthetic labelled splits (input,target,locale,format,order,ambiguous) as UTF-8 CSV."""
    _require_training_extra("generate", "faker")
    from datenorm.generate import write_splits

    chosen = None if locales.strip().lower() == "all" else [x.strip() for x in locales.split(",") if x.strip()]
    try:
        with _Progress("generating") as progress:
            paths = write_splits(out_dir, train=n_train, valid=n_valid, test=n_test, seed=seed, locales=chosen,
                                 negative_share=negative_share, start=start, end=end,
                                 historic_share=historic_share, workers=workers, progress=progress)
    except DatenormError as exc:
        raise UsageProblem(str(exc)) from None
    for name, path in paths.items():
        click.echo(f"{name}: {path}")


@main.command(short_help="Train the BiLSTM + attention model and export its bundle.", epilog=examples("train"))
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("data"),
              show_default=True, help="Directory with train.csv and valid.csv (from `datenorm generate`).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("checkpoints"),
              show_default=True, help="Parent directory of run directories.")
@click.option("--run", "run_name", default=None,
              help="Run directory name under --out (default: the score function). Rerunning the same command "
                   "resumes an interrupted run.")
@click.option("--score", type=click.Choice(SCORES), default=ModelConfig.score, show_default=True,
              help="Alignment score function of the decoder's attention.")
@click.option("--epochs", type=click.IntRange(min=1), default=TrainConfig.epochs, show_default=True,
              help="Maximum epochs (early stopping may end sooner).")
@click.option("--batch-size", type=click.IntRange(min=1), default=TrainConfig.batch_size, show_default=True,
              help="Rows per batch.")
@click.option("--units", type=click.IntRange(min=1), default=ModelConfig.enc_units, show_default=True,
              help="LSTM units per encoder direction (the decoder has twice as many).")
@click.option("--attn-units", type=click.IntRange(min=1), default=ModelConfig.attn_units, show_default=True,
              help="Width of the additive score's tanh layer and of the not-a-date head.")
@click.option("--learning-rate", type=click.FloatRange(min=0, min_open=True), default=TrainConfig.learning_rate,
              show_default=True, help="Adam learning rate.")
@click.option("--patience", type=click.IntRange(min=1), default=TrainConfig.patience, show_default=True,
              help="Epochs without a better validation exact match before stopping.")
@click.option("--decay-epochs", type=click.IntRange(min=0), default=TrainConfig.decay_epochs, show_default=True,
              help="Lower the learning rate along a cosine to 1% over the last N epochs (0: halve it on plateaus).")
@click.option("--seed", type=int, default=TrainConfig.seed, show_default=True, help="Seed for weights and batches.")
@click.option("--strategy", type=click.Choice(STRATEGIES), default="default", show_default=True,
              help="tf.distribute strategy: mirrored = all local GPUs; multi-worker = the cluster in TF_CONFIG.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Use only the first N rows of each split.")
@click.option("--init-from", type=str, default=None,
              help="Fine-tune: start from this bundle's weights and vocabulary, a shipped model's name (base, fast) "
                   "or a bundle directory (its sizes and score replace --units, --attn-units and --score); "
                   "characters new in the data join the vocabulary.")
@click.option("--lexicon/--no-lexicon", default=None,
              help="Read each character's month and weekday bits from a table of every CLDR locale's names beside "
                   "it [default: on for a new model; with --init-from, as that model does; --lexicon adds the "
                   "channel to a model without one, starting at zero].")
def train(data_dir, out_dir, run_name, score, epochs, batch_size, units, attn_units, learning_rate, patience,
          decay_epochs, seed, strategy, limit, init_from, lexicon):
    """Train the BiLSTM + attention model; keeps the best checkpoint and exports a serving bundle."""
    _require_training_extra("train", "keras")  # and a backend for it: TensorFlow here, JAX on a lent GPU
    for name in ("train.csv", "valid.csv"):
        if not (data_dir / name).is_file():
            raise UsageProblem(f"{data_dir / name} not found; run `make data` or `datenorm generate --out {data_dir}`")
    from datenorm.model.train import model_config_for, train as run_training

    try:
        model_config = model_config_for(init_from, lexicon=lexicon, score=score, enc_units=units, attn_units=attn_units)
        train_config = TrainConfig(epochs=epochs, batch_size=batch_size, learning_rate=learning_rate,
                                   patience=patience, seed=seed, strategy=strategy, decay_epochs=decay_epochs,
                                   init_from=str(init_from) if init_from else None)
        bundle_dir = run_training(data_dir, out_dir / (run_name or score), model_config=model_config,
                                  train_config=train_config, limit=limit)
    except DatenormError as exc:
        raise UsageProblem(str(exc)) from None
    click.echo(f"bundle: {bundle_dir}")


@main.command(short_help="Export a training run to a TensorFlow-free serving bundle.", epilog=examples("export"))
@click.argument("run_dir", type=click.Path(file_okay=False, exists=True, path_type=Path))
@click.option("--which", type=click.Choice(["best", "last"]), default="best", show_default=True,
              help="Which checkpoint of the run to export.")
def export(run_dir, which):
    """Export a training run's weights to RUN_DIR/bundle (model.json + weights.npz) for TensorFlow-free serving."""
    _require_training_extra("export", "keras")
    from datenorm.model.train import export as export_run

    try:
        click.echo(export_run(run_dir, which=which))
    except (DatenormError, FileNotFoundError) as exc:
        raise UsageProblem(str(exc)) from None


# Options that `translate` and `find` share.
_INPUT = click.option("--input", "input_file", type=click.Path(allow_dash=True, dir_okay=False, path_type=Path),
                      default=None, help="Text file with one input per line; '-' reads stdin.")
_WORKERS = click.option("--workers", type=click.IntRange(min=1), default=None,
                        help="Processes for batch input, this one included [default: one per core, at most 8].")
_ORDER = click.option("--order", type=click.Choice(["auto", "dmy", "mdy", "ymd"], case_sensitive=False), default="auto",
                      show_default=True, help="Field order of ambiguous numeric dates ('03/04/05'); other rows are "
                                              "read as without one. auto lets the model (and the column) decide.")
_LOCALE = click.option("--locale", default=None,
                       help="CLDR locale whose field order decides ambiguous numeric dates, e.g. fr_FR or en_US.")
_FAIL_ON = click.option("--fail-on", type=click.Choice(FAIL_ON), default="null", show_default=True, help=
    "Which rows make the exit status 1 (every row is written either way): null = a row with no date, errors "
         "included; error = only a row that could not be read (not UTF-8, too long to search; for translate also "
         "control characters), not one that is simply no date or an empty cell; never = 0 once the run finished.")


@main.command(short_help="Translate dates to ISO-8601 (with heatmaps).", epilog=examples("translate"))
@click.argument("texts", nargs=-1)
@click.option("--model", "model_path", type=str, default=None,
              help="A shipped model, base (the default: the most accurate) or fast (smaller: faster batches, a "
                   "little less accurate), or a bundle directory (model.json + weights.npz) or run directory.")
@_INPUT
@click.option("--csv", "csv_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="CSV file to read; written back with added columns (needs --column).")
@click.option("--parquet", "parquet_file", type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
              help="Parquet file to read, streamed in batches; written to --output with added columns (needs "
                   "--column and the pyarrow package: pip install 'datenorm[parquet]').")
@click.option("--column", default=None, help="Column of --csv or --parquet holding the dates.")
@click.option("--delimiter", default=None,
              help="Delimiter of --csv: one character, or tab (also '\\t'), comma, semicolon, pipe [default: sniffed "
                   "from the header, among , ; tab |]. The CSV is written back with it.")
@click.option("--keep", default=None,
              help="Comma-separated columns of --csv to pass through, to join results back: into each JSONL row "
                   "({\"id\": ..., \"input\": ..., \"iso\": ...}), or, with --format csv, as the only columns "
                   "written before the added ones [default: none in JSONL, every column in CSV].")
@click.option("--prefix", default="", help="Put before the names of the columns added to --csv or --parquet "
                                           "(e.g. datenorm_ gives datenorm_iso); needed when a name is taken.")
@click.option("--format", "fmt", type=click.Choice(["text", "jsonl", "csv"]), default=None,
              help="Output format [default: csv for --csv, else text: one ISO date (or null) per line].")
@click.option("--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write results here instead of stdout.")
@_ORDER
@_LOCALE
@click.option("--consistent-order/--no-consistent-order", default=True, show_default=True,
              help="For files: settle one field order from the column's unambiguous rows and read the "
                   "ambiguous rows with it.")
@click.option("--beam", type=click.IntRange(1, MAX_BEAM), default=3, show_default=True,
              help="Beam width (1 = greedy); wider beams give more alternatives.")
@_WORKERS
@click.option("--min-confidence", type=click.FloatRange(0, 1), default=None,
              help="Below this confidence the result is null with a reason [default: the model's own threshold, "
                   "chosen on held-out data (its model card says which); 0 gives every reading].")
@click.option("--heatmap-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where alignment heatmaps go [default: heatmaps/ for strings given as arguments; batch "
                   "input writes heatmaps only when this is set].")
@click.option("--no-heatmap", is_flag=True, help="Write no heatmap.")
@click.option("--show", is_flag=True, help="Draw the alignment in the terminal with shaded blocks (on stderr).")
@click.option("--explain", is_flag=True, help="Also plot the not-a-date head's attention over the characters.")
@click.option("--formats/--no-formats", default=True, show_default=True, help="Read common and repeated input "
              "shapes ('00/00/0000') with formats compiled from the model's attention (README: Formats).")
@click.option("--show-format", is_flag=True, help="Say on stderr which formats read how many rows ('%d/%m/%Y').")
@_FAIL_ON
def translate(texts, model_path, input_file, csv_file, parquet_file, column, delimiter, keep, prefix, fmt, output,
              order, locale, consistent_order, beam, workers, min_confidence, heatmap_dir, no_heatmap, show, explain,
              formats, show_format, fail_on):
    """Read dates and print ISO-8601, e.g. `datenorm translate "3rd of May 1999"` -> 1999-05-03.

    --csv: the delimiter is sniffed from the header (said on stderr when not a comma), and the file is streamed.

    Exit status: 0 done, 1 some rows null or errored (see --fail-on; all rows still written), 2 usage errors
    or an unusable model, 3 an internal error, 130 interrupted, 143 terminated, 141 the reader went away
    (`| head`), quietly.
    """
    keep = keep_names(keep)
    problem = translate_problem(texts=texts, input_file=input_file, csv_file=csv_file, parquet_file=parquet_file,
                                column=column, prefix=prefix, fmt=fmt, output=output, delimiter=delimiter, keep=keep,
                                fail_on=fail_on, heatmap_dir=heatmap_dir, show=show, explain=explain)
    if problem:
        raise click.UsageError(problem)
    from datenorm.serve import plots
    from datenorm.serve.batch import TranslateOptions, run

    plots.LEAN_IMPORT = True  # this process ends with the command: matplotlib's help texts are not needed
    options = TranslateOptions(
        model_path=model_path, order=order, locale=locale, beam=beam, workers=workers, min_confidence=min_confidence,
        consistent_order=consistent_order and not texts, fmt=fmt or ("csv" if csv_file else "text"),
        heatmap_dir=None if no_heatmap else (heatmap_dir or (Path("heatmaps") if texts else None)),
        show=show, explain=explain, prefix=prefix, keep=keep, fail_on=fail_on, formats=formats,
        show_format=show_format,
        delimiter=delimiter_char(delimiter) if delimiter is not None else None,
    )

    def translate_all() -> int:
        with _Progress("translating", minimum=PROGRESS_FROM) as progress:
            return run(options, texts=list(texts), input_file=input_file, csv_file=csv_file,
                       parquet_file=parquet_file, column=column, output=output, say=_say, progress=progress)

    _exit_with(translate_all)


@main.command(short_help="Find the dates inside longer texts (log lines, e-mails, notes).", epilog=examples("find"))
@click.argument("texts", nargs=-1)
@_INPUT
@click.option("--model", "model_path", default=None, help="A shipped model (base, fast) or a bundle directory.")
@click.option("--format", "fmt", type=click.Choice(["text", "jsonl"]), default="text", show_default=True,
              help="text: the ISO dates found in each text, '; '-separated (null for none); jsonl: each with its "
                   "span (start, end), the text there, precision, confidence and ambiguity.")
@click.option("--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write results here instead of stdout.")
@_ORDER
@_LOCALE
@_WORKERS
@_FAIL_ON
def find(texts, input_file, model_path, fmt, output, order, locale, workers, fail_on):
    """Every date inside each text (up to 1,000 characters), in order: `datenorm find "signed 3 March 2015,
    expires 2020-12-31"` -> 2015-03-03; 2020-12-31.

    Times, versions and prices are not dates. Exit status: 0 a date in every text, 1 not (see --fail-on: for a
    null, a text with no date; for an error, a text not read: not UTF-8 or too long), 2 usage errors.
    """
    if bool(texts) == bool(input_file):
        raise click.UsageError("give texts as arguments, or --input FILE/- (one of them)")
    from datenorm.serve.batch import TranslateOptions, run_find

    options = TranslateOptions(model_path=model_path, order=order, locale=locale, workers=workers, fmt=fmt,
                               fail_on=fail_on)
    _exit_with(lambda: run_find(options, texts=list(texts), input_file=input_file, output=output, say=_say))


@main.command(short_help="Score a model on labelled data and write a report.", epilog=examples("evaluate"))
@click.argument("data", type=click.Path(exists=True, dir_okay=False, path_type=Path), required=False)
@click.option("--cldr", is_flag=True,
              help="Instead of DATA: CLDR's own date formats of every locale babel knows, every month (full, long, "
                   "medium, short; format and stand-alone month names, wide and abbreviated; with a weekday).")
@click.option("--seed", type=int, default=0, show_default=True, help="With --cldr: seed of the days and years drawn.")
@click.option("--locales", default=None, help="With --cldr: only these comma-separated locales (e.g. fi,hr_HR) "
                                              "[default: all].")
@click.option("--model", "model_path", type=str, default=None,
              help="A shipped model (base, fast) or a bundle or run directory [default: base].")
@click.option("--name", default=None, help="Report name: it is written to REPORTS_DIR/NAME/ [default: DATA's file "
                                          "name without extension, or cldr].")
@click.option("--reports-dir", type=click.Path(file_okay=False, path_type=Path), default=Path("reports"),
              show_default=True, help="Parent directory of reports (relative to the current directory).")
@click.option("--no-order", is_flag=True,
              help="Read ambiguous numeric rows with AUTO too, instead of with their labelled order.")
@click.option("--locale-given", is_flag=True, help="Read each row with its labelled locale as --locale gives it "
                                                   "(its language's month names, its order).")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="Evaluate only the first N rows.")
@click.option("--input-column", default="input", show_default=True, help="Column (or JSONL key) of the input text.")
@click.option("--expected-column", default=None,
              help="Column of the expected ISO date, empty for a non-date [default: the first of target, expected, iso].")
@click.option("--worst", type=click.IntRange(min=0), default=20, show_default=True,
              help="Heatmaps of this many lowest-confidence wrong answers.")
@click.option("--beam", type=click.IntRange(1, MAX_BEAM), default=3, show_default=True, help="Beam width (1 = greedy).")
def evaluate(data, cldr, seed, locales, model_path, name, reports_dir, no_order, locale_given, limit, input_column,
             expected_column, worst, beam):
    """Score a model on a labelled CSV/JSONL (e.g. data/test.csv), or with --cldr on CLDR's own formats of every
    locale, and write REPORTS_DIR/NAME/report.md.

    Prints a summary and the report's path. Other files than generator splits need an input column and an
    expected-ISO column. `--cldr` is the coverage measure: overall, per form and per language, weakest listed."""
    if bool(data) == cldr:
        raise click.UsageError("give DATA (a labelled CSV or JSONL file) or --cldr, one of them")
    if locales and not cldr:
        raise click.UsageError("--locales only applies with --cldr")
    chosen = [x.strip() for x in locales.split(",") if x.strip()] if locales else None
    name = name if name is not None else ("cldr" if cldr else data.stem)
    if not name or Path(name).name != name or name in (".", ".."):
        raise UsageProblem(f"--name {name!r} must be a plain directory name such as 'test'")
    from datenorm.report.evaluate import evaluate as run_evaluation

    try:
        with _Progress("evaluating") as progress:
            report = run_evaluation(model_path, data, name=name, reports_dir=reports_dir, order_given=not no_order,
                                    worst=worst, limit=limit, input_column=input_column,
                                    expected_column=expected_column, beam=beam, cldr_seed=seed if cldr else None,
                                    cldr_locales=chosen, locale_given=locale_given, progress=progress)
    except (DatenormError, OSError) as exc:
        raise UsageProblem(str(exc)) from None
    click.echo(report.summary_table())
    click.echo(f"report: {report.path}")
