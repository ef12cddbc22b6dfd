"""Build a bundle's formats.json: formats compiled from the model's attention for the commonest input shapes of
its training data, each verified on rows the model reads (`datenorm.serve.formats.build_table`); a batch then
reads rows of those shapes without the model from its first row on. Prints how many shapes compiled and how
many rows of the data they cover.

    python scripts/build_formats.py --model datenorm/models/base --data data/ship/train.csv
"""

from __future__ import annotations

import time
from pathlib import Path

import click

from datenorm.bundle import resolve, save_formats
from datenorm.errors import DatenormError
from datenorm.labelled import read_labelled
from datenorm.serve.api import Normalizer
from datenorm.serve.formats import TABLE_SAMPLES, TABLE_SHAPES, build_table, shape_of
from datenorm.vocab import normalize


@click.command()
@click.option("--model", default="base", show_default=True, help="A shipped model's name or a bundle directory.")
@click.option("--data", type=click.Path(exists=True, dir_okay=False, path_type=Path), required=True,
              help="Labelled rows whose date inputs give the shapes (the model's training split).")
@click.option("--top", type=click.IntRange(min=1), default=TABLE_SHAPES, show_default=True,
              help="Shapes to try, commonest first.")
@click.option("--samples", type=click.IntRange(min=2), default=TABLE_SAMPLES, show_default=True,
              help="Rows the model reads to verify each shape's format.")
def main(model, data, top, samples):
    """Write MODEL's formats.json from the shapes of DATA."""
    try:
        directory = resolve(model)
        rows = read_labelled(data)
        # Dates only: a shape's non-dates (impossible days such as '2019-13-45') would fail its verification, and
        # a format refuses such rows anyway (they name no valid date).
        texts = [row.input for row in rows if row.target]
        # The table is built for these weights alone: read with the model (any formats.json there is ignored).
        normalizer = Normalizer.load(directory, formats=False)
        normalizer.bundle.formats = []
        started = time.perf_counter()
        table, tried = build_table(normalizer, texts, top=top, samples=samples)
        path = save_formats(directory, [fmt.to_dict() for fmt in table])
    except DatenormError as exc:
        raise click.ClickException(str(exc)) from None
    shapes = {fmt.shape for fmt in table}
    covered = sum(shape_of(normalize(row.input)) in shapes for row in rows)
    click.echo(f"{path}: {len(table):,} of {tried:,} shapes compiled and verified on {samples} rows each "
               f"({time.perf_counter() - started:.0f} s); their shapes hold {covered:,} of {len(rows):,} rows "
               f"({covered / max(1, len(rows)):.1%}) of {data}")


if __name__ == "__main__":
    main()
