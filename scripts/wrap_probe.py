"""A metamorphic probe: hand-written dates a model reads right, each written again inside the marks, labels and
characters real texts put around dates (a label set off by an en dash, HTML's '&nbsp;', quotation marks of other
scripts, a zero-width space...), with the same order hint; prints how many of them each wrapping turns wrong.
A wrapping that turns many wrong is a gap in the generator or in normalisation, not a quirk of one string.

    python scripts/wrap_probe.py                       # base, 400 rows of the hand-written files, seed 0
    python scripts/wrap_probe.py --model checkpoints/ship27/bundle --n 1000
"""

from __future__ import annotations

import random
from pathlib import Path

import click

from datenorm.labelled import read_labelled
from datenorm.report.evaluate import hints_for, predict
from datenorm.serve.api import Normalizer

SCRIPTS = Path(__file__).parent
MAX_LEN = 40  # room for the longest wrapping within the model's input length

# name -> how it writes a date; each seen around dates in scraped pages, documents or chat
WRAPPINGS = {
    "label – date": lambda t: "Ticket – " + t, "label — date": lambda t: "Ticket — " + t,
    "label | date": lambda t: "Home | " + t, "label: date": lambda t: "Date: " + t, "label · date": lambda t: "News · " + t,
    "date – note": lambda t: t + " – Berlin", "date | note": lambda t: t + " | Berlin", "– date": lambda t: "– " + t,
    "label ~ date": lambda t: "Ticket ~ " + t, "date ~": lambda t: t + " ~",
    "no-break spaces": lambda t: t.replace(" ", "\u00a0"), "narrow no-break spaces": lambda t: t.replace(" ", "\u202f"),
    "&nbsp;": lambda t: t.replace(" ", "&nbsp;", 1), "zero-width space": lambda t: t.replace(" ", " \u200b"),
    "tabs": lambda t: t.replace(" ", "\t"), "double spaces": lambda t: t.replace(" ", "  "),
    "“…”": lambda t: "“" + t + "”", "«…»": lambda t: "«" + t + "»", "「…」": lambda t: "「" + t + "」",
    "(…)": lambda t: "(" + t + ")", "**…**": lambda t: "**" + t + "**", "<time>…</time>": lambda t: f"<time>{t}</time>",
    "trailing '.'": lambda t: t + ".", "trailing ';'": lambda t: t + ";", "trailing '…'": lambda t: t + "…",
    "emoji before": lambda t: "📅 " + t, "emoji after": lambda t: t + " 🎉", "bullet": lambda t: "• " + t,
    "arrow": lambda t: "→ " + t, "BOM": lambda t: "\ufeff" + t, "right-to-left mark": lambda t: "\u200f" + t,
    "upper case": str.upper, "lower case": str.lower, "clock time after": lambda t: t + " at 10:30",
    "in a sentence": lambda t: "The meeting is on " + t + ", please come.",
}


@click.command()
@click.option("--model", default="base", show_default=True, help="A shipped model's name or a bundle's folder.")
@click.option("--n", "count", default=400, show_default=True, help="Rows to draw from those the model reads right.")
@click.option("--seed", default=0, show_default=True)
@click.option("--examples", default=2, show_default=True, help="Rows turned wrong shown per wrapping.")
@click.argument("files", nargs=-1, type=click.Path(exists=True, dir_okay=False, path_type=Path))
def main(model: str, count: int, seed: int, examples: int, files: tuple[Path, ...]) -> None:
    """Wrap the dates of FILES (labelled CSVs; default: scripts/handwritten*.csv) that MODEL reads right."""
    normalizer = Normalizer.load(model, min_confidence=0.0)
    rows = [r for path in (files or sorted(SCRIPTS.glob("handwritten*.csv"))) for r in read_labelled(path)]
    rows = [r for r in rows if r.target and len(r.input) <= MAX_LEN]
    hints = hints_for(rows, order_given=True)
    preds = predict(normalizer, [r.input for r in rows], hints)
    right = [(r, h) for r, h, p in zip(rows, hints, preds) if p.iso == r.target]
    drawn = random.Random(seed).sample(right, min(count, len(right)))
    click.echo(f"{model}: {len(drawn)} of the {len(right)} labelled dates it reads right "
               f"({len(rows)} of at most {MAX_LEN} characters), each wrapped {len(WRAPPINGS)} ways")
    results = []
    for name, wrap in WRAPPINGS.items():
        texts = [wrap(r.input) for r, _ in drawn]
        wrapped = predict(normalizer, texts, [h for _, h in drawn])
        wrong = [(t, r.target, p.iso) for t, (r, _), p in zip(texts, drawn, wrapped) if p.iso != r.target]
        results.append((len(wrong), name, wrong))
    for wrong_count, name, wrong in sorted(results, key=lambda x: -x[0]):
        shown = "; ".join(f"{t!r} -> {iso} (want {target})" for t, target, iso in wrong[:examples])
        click.echo(f"{wrong_count:5d} {100 * wrong_count / len(drawn):5.1f}%  {name:24s} {shown}")


if __name__ == "__main__":
    main()
