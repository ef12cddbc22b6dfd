"""Choose a model's default --min-confidence from held-out files: the smallest threshold at which answered rows
are right at least --precision of the time in every file, unless that costs more than --max-loss of a file's
rows in right answers (then the largest threshold within that loss in every file). Prints the
precision/coverage table of each file; --write stores the choice in the bundle's model.json, which serving
then uses by default.

    python scripts/calibrate.py --model datenorm/models/base data/valid.csv scripts/handwritten.csv \
        scripts/handwritten2.csv scripts/handwritten3.csv --write
    python scripts/calibrate.py --model datenorm/models/base data/test.csv scripts/handwritten4.csv  # report only
"""

from __future__ import annotations

from pathlib import Path

import click

from datenorm import bundle
from datenorm.labelled import read_labelled
from datenorm.report.evaluate import hints_for, predict
from datenorm.serve.api import Normalizer

GRID = [i / 100 for i in range(100)]


def outcomes(normalizer: Normalizer, path: Path) -> tuple[list[tuple[float, bool]], int]:
    """(confidence, right) of every row that got a date with no threshold (rows that got none add nothing),
    and the number of rows."""
    rows = read_labelled(path)
    preds = predict(normalizer, [r.input for r in rows], hints_for(rows, order_given=True))
    return [(p.confidence, p.iso == r.target) for r, p in zip(rows, preds) if p.iso is not None], len(rows)


def curve(answers: list[tuple[float, bool]], total: int) -> list[tuple[float, float, float, float]]:
    """(threshold, share of rows answered, precision of the answered, right answers lost as a share of rows)."""
    right_at_zero = sum(ok for _, ok in answers)
    out = []
    for t in GRID:
        kept = [ok for p, ok in answers if p >= t]
        right = sum(kept)
        out.append((t, len(kept) / total, right / max(len(kept), 1), (right_at_zero - right) / total))
    return out


def choose(tables, *, precision: float, max_loss: float) -> float:
    """The threshold the rule above picks, given each file's `curve`."""
    within = [i for i in range(len(GRID)) if all(table[i][3] <= max_loss for table in tables)]
    for i in within:
        if all(table[i][2] >= precision for table in tables):
            return GRID[i]
    return GRID[within[-1]]


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--model", default="base", show_default=True, help="A shipped model's name or a bundle directory.")
@click.option("--precision", default=0.995, show_default=True, help="Wanted share of answered rows that are right.")
@click.option("--max-loss", default=0.005, show_default=True, help="Most right answers to give up, as a share of rows.")
@click.option("--write", is_flag=True, help="Store the threshold chosen on these files in the bundle's model.json.")
def main(files, model, precision, max_loss, write):
    # Every row's own confidence, not a compiled format's (the lowest of its samples'): the threshold is the
    # model's.
    normalizer = Normalizer.load(model, min_confidence=0.0, formats=False)
    current = normalizer.bundle.min_confidence  # the bundle's threshold now: its rows are shown too
    tables = {}
    for path in files:
        answers, total = outcomes(normalizer, path)
        tables[path] = (curve(answers, total), total)
    chosen = choose([table for table, _ in tables.values()], precision=precision, max_loss=max_loss)
    for path, (table, total) in tables.items():
        t = choose([table], precision=precision, max_loss=max_loss)
        click.echo(f"\n{path} ({total} rows): threshold by this file alone {t:.2f}")
        click.echo("threshold  answered  precision  right lost")
        for row in table:
            if row[0] in (0.0, 0.2, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, t, chosen, current):
                click.echo(f"{row[0]:9.2f}  {row[1]:8.1%}  {row[2]:9.2%}  {row[3]:10.2%}")
    click.echo(f"\nchosen on {len(files)} file(s): --min-confidence {chosen:.2f}")
    if write:
        bundle.write_min_confidence(bundle.resolve(model), chosen)
        click.echo(f"written to {bundle.resolve(model) / bundle.BUNDLE_JSON}")


if __name__ == "__main__":
    main()
