"""What `datenorm translate` does once its arguments are checked: read rows, normalise, write, explain."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import click

from datenorm.api import Normalizer, Prediction, column_order
from datenorm.errors import DatenormError
from datenorm.rows import Rows, heatmap_name, read_csv_column, read_lines, write_rows

PROGRESS_FROM = 2000  # rows; smaller batches finish before a bar would help


@dataclass(frozen=True)
class TranslateOptions:
    model_path: Path | None = None
    order: str = "auto"
    locale: str | None = None
    beam: int = 3
    workers: int | None = None
    min_confidence: float = 0.0
    consistent_order: bool = True
    fmt: str = "text"
    heatmap_dir: Path | None = None
    show: bool = False
    explain: bool = False


def run(options: TranslateOptions, *, texts: list[str], input_file: Path | None = None,
        csv_file: Path | None = None, column: str | None = None, output: Path | None = None) -> int:
    """Translate every row and write the results; returns the exit status (0 all translated, 1 some null)."""
    normalizer = Normalizer.load(options.model_path, beam=options.beam, min_confidence=options.min_confidence,
                                 workers=options.workers)
    if csv_file:
        try:
            rows = read_csv_column(csv_file, column)
        except ValueError as exc:
            raise DatenormError(str(exc)) from None
    elif input_file:
        rows = read_lines(input_file)
    else:
        rows = Rows(list(texts))
    valid = [t for t in rows.texts if t is not None]
    explain = options.heatmap_dir is not None or options.show
    column = None
    if options.consistent_order and options.order == "auto" and not options.locale:
        column = column_order(valid)
        settled = column.order or "none (no unambiguous rows)"
        evidence = ", ".join(f"{k}={v}" for k, v in sorted(column.evidence.items())) or "no rows"
        click.echo(f"column order: {settled} (evidence: {evidence})", err=True)
    with _progress(len(valid)) as bar:
        preds = normalizer.normalize_batch(valid, order=options.order, locale=options.locale, column=column,
                                           explain=explain, progress=bar.update)
    results = _merge(rows, preds)
    if output:
        with open(output, "w", encoding="utf-8", newline="") as out:
            write_rows(out, rows, results, options.fmt)
    else:
        write_rows(sys.stdout, rows, results, options.fmt)
    _explain(preds, options, single=len(rows.texts) == 1)
    return 0 if all(r["iso"] is not None for r in results) else 1


def _merge(rows: Rows, preds: list[Prediction]) -> list[dict]:
    """One result dict per input row, undecodable rows included, in input order."""
    it = iter(preds)
    results = []
    for i, text in enumerate(rows.texts):
        if text is None:
            results.append(Prediction(input="", error=rows.errors[i]).to_dict() | {"order": None})
        else:
            pred = next(it)
            results.append(pred.to_dict() | {"order": pred.order.lower()})
    return results


def _explain(preds: list[Prediction], options: TranslateOptions, *, single: bool) -> None:
    """Heatmaps, terminal rendering and the human notes that go to stderr."""
    for pred in preds:
        if single or len(preds) <= 20:
            _note(pred)
        if pred.attention is None or not pred.output_labels:
            continue
        title = f"{pred.input} → {pred.iso or 'null'} (confidence {pred.confidence:.3f})"
        if options.show:
            from datenorm.heatmap import render_terminal

            click.echo(title, err=True)
            click.echo(render_terminal(pred.attention, pred.input_labels, pred.output_labels), err=True)
        if options.heatmap_dir is not None:
            from datenorm.heatmap import save_alignment, save_feature_attention

            path = save_alignment(options.heatmap_dir / heatmap_name(pred.input), pred.attention,
                                  pred.input_labels, pred.output_labels, title=title)
            click.echo(f"heatmap: {path}", err=True)
            if options.explain and pred.feature_attention is not None:
                path = save_feature_attention(
                    options.heatmap_dir / heatmap_name(pred.input, "-is-date"), pred.feature_attention,
                    pred.input_labels, title=f"{pred.input}: is a date? p={pred.is_date:.3f}",
                )
                click.echo(f"not-a-date attention: {path}", err=True)


def _note(pred: Prediction) -> None:
    if pred.error:
        click.echo(f"{pred.input!r}: {pred.error}", err=True)
    elif pred.ambiguous:
        others = ", ".join(f"{a.iso} (p={a.p:.2f})" for a in pred.alternatives) or "other orders"
        why = ", the reading that falls on the weekday written" if pred.by_weekday else ""
        click.echo(f"{pred.input!r} is ambiguous: read as {pred.iso} (p={pred.confidence:.2f}{why}); also {others}. "
                   "Pass --order dmy|mdy|ymd or --locale to decide.", err=True)


class _progress:
    """A click progress bar on stderr for large batches; a no-op otherwise."""

    def __init__(self, total: int):
        self.bar = click.progressbar(length=total, file=sys.stderr, label="translating") \
            if total >= PROGRESS_FROM else None

    def __enter__(self):
        if self.bar is not None:
            self.bar.__enter__()
        return self

    def update(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.__exit__(*exc)
        return False
