"""`datenorm find` beside dateparser's `search_dates` on texts with known dates: span precision, recall and F1,
ISO exact match of the dates found, and texts/s, in one run.

    python scripts/find_eval.py                                   # the generated set + the hand-written sets
    python scripts/find_eval.py --generated 300 --model checkpoints/finetune/bundle   # + 300 of today's generator

The generated set is `find_generated.jsonl`: 500 texts the generator of 5da9c15 wrote (seed 101, unseen in
training), kept as a file so that its figures stay comparable while the generator grows (a text drawn anew changes
with every family added, and so did F1 by up to 0.005). `--generated N` also draws N texts from today's generator.

A found date counts when its span overlaps a written date's span not yet counted (one to one, in text
order); its ISO reading is then compared at the written precision. dateparser returns datetimes, so it is
compared at the written date's precision (its invented day of a month-only date is not held against it).

A text marked "full_dates_only" lists only dates with a day, month and year (find_handwritten3.jsonl and
find_handwritten4.jsonl were written so): there datenorm's year- and month-precision finds are left out before
counting, and dateparser is asked for dates with all three parts (its REQUIRE_PARTS setting).

Each tool reads a set's first WARM_UP texts once before it is timed on the whole set, so that neither its
start-up (datenorm's helper processes and tables, dateparser's language data) counts as reading.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import click

# Each written blind from a brief and scored before it guided any change to find: the first guided changes since.
WARM_UP = 5  # texts each tool reads before it is timed, so that neither start-up counts
GENERATED = Path(__file__).with_name("find_generated.jsonl")
HANDWRITTEN = tuple(Path(__file__).with_name(f"find_handwritten{n}.jsonl")
                    for n in ("", "2", "3", "4", "5", "6", "7", "8", "9"))
FULL_PARTS = {"REQUIRE_PARTS": ["day", "month", "year"]}


@dataclass
class Score:
    tool: str
    texts: int
    gold: int = 0
    found: int = 0
    hits: int = 0  # found spans overlapping a written date
    exact: int = 0  # of those, the right ISO reading
    seconds: float = 0.0

    def line(self) -> str:
        p = self.hits / self.found if self.found else 1.0
        r = self.hits / self.gold if self.gold else 1.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        em = self.exact / self.hits if self.hits else 0.0
        rate = self.texts / max(self.seconds, 1e-9)
        return f"{self.tool:<34}{self.texts:>6}{self.gold:>6}{p:>8.3f}{r:>8.3f}{f1:>8.3f}{em:>9.1%}{rate:>10,.1f}"


def _count(score: Score, gold: list[dict], found: list[tuple[int, int, str]]) -> None:
    score.gold += len(gold)
    score.found += len(found)
    free = list(gold)
    for start, end, iso in found:
        hit = next((g for g in free if start < g["end"] and g["start"] < end), None)
        if hit is not None:
            free.remove(hit)
            score.hits += 1
            score.exact += iso[: len(hit["iso"])] == hit["iso"] and len(iso) >= len(hit["iso"])


def _with_spans(item: dict) -> list[dict]:
    """Gold dates with (start, end): given, or the n-th occurrence of their text in order."""
    out, pos = [], 0
    for d in item["dates"]:
        if "start" in d:
            out.append(d)
            continue
        start = item["text"].find(d["text"], pos)
        start = start if start >= 0 else item["text"].find(d["text"])
        out.append({**d, "start": start, "end": start + len(d["text"])})
        pos = start + len(d["text"])
    return out


def score_datenorm(normalizer, items: list[dict], name: str) -> Score:
    from datenorm.serve.find import find_dates

    score = Score(name, len(items))
    find_dates(normalizer, [it["text"] for it in items[:WARM_UP]])  # helper processes started, tables loaded
    started = time.perf_counter()
    found = find_dates(normalizer, [it["text"] for it in items])
    score.seconds = time.perf_counter() - started
    for item, matches in zip(items, found):
        full = item.get("full_dates_only", False)
        _count(score, _with_spans(item), [(m.start, m.end, m.iso) for m in matches
                                          if not full or m.precision == "day"])
    return score


def score_dateparser(items: list[dict]) -> Score | None:
    try:
        from dateparser.search import search_dates
    except ImportError:
        return None
    score = Score("dateparser search_dates", len(items))
    for item in items[:WARM_UP]:  # its language data loaded, as datenorm's tables are
        search_dates(item["text"], settings=FULL_PARTS if item.get("full_dates_only") else None)
    results = []
    started = time.perf_counter()
    for item in items:
        results.append(search_dates(item["text"], settings=FULL_PARTS if item.get("full_dates_only") else None)
                       or [])
    score.seconds = time.perf_counter() - started
    for item, hits in zip(items, results):
        found, pos = [], 0
        for sub, when in hits:
            start = item["text"].find(sub, pos)
            if start < 0:
                continue
            found.append((start, start + len(sub), when.date().isoformat()))
            pos = start + len(sub)
        _count(score, _with_spans(item), found)
    return score


@click.command()
@click.option("--model", "models", multiple=True, help="Shipped model or bundle directory; repeat for several "
                                                       "[default: base].")
@click.option("--generated-set/--no-generated-set", default=True, show_default=True,
              help=f"Score the generated set kept in {GENERATED.name}.")
@click.option("--generated", type=click.IntRange(min=0), default=0, show_default=True,
              help="Also this many texts of today's generator (seed 101, unseen in training).")
@click.option("--handwritten", type=click.Path(dir_okay=False, path_type=Path), multiple=True, default=HANDWRITTEN,
              show_default=True, help="JSONL of {text, dates: [{text, iso}]}; skipped when missing; repeat for several.")
@click.option("--peer/--no-peer", default=True, show_default=True, help="Also score dateparser's search_dates.")
@click.option("--workers", type=click.IntRange(min=1), default=None, help="datenorm's processes.")
def main(models, generated_set, generated, handwritten, peer, workers):
    """Span P/R/F1, ISO exact match and texts/s of `find` (and of dateparser) on each set."""
    from datenorm.serve.api import Normalizer

    sets = []
    if generated_set and GENERATED.is_file():
        items = [json.loads(line) for line in GENERATED.read_text(encoding="utf-8").splitlines() if line.strip()]
        sets.append((f"generated ({GENERATED.name}: {len(items)} of the generator of 5da9c15)", items))
    if generated:
        from datenorm.generate.texts import framed_texts

        sets.append((f"generated ({generated} of today's generator)", framed_texts(generated, seed=101)))
    for path in handwritten:
        if path.is_file():
            items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
            sets.append((f"hand-written ({path.name})", items))
    header = f"{'tool':<34}{'texts':>6}{'dates':>6}{'P':>8}{'R':>8}{'F1':>8}{'ISO EM':>9}{'texts/s':>10}"
    for title, items in sets:
        click.echo(f"\n{title}\n{header}")
        for model in models or ("base",):
            normalizer = Normalizer.load(model, workers=workers)
            click.echo(score_datenorm(normalizer, items, f"datenorm find ({model})").line())
            normalizer.close()
        if peer:
            peer_score = score_dateparser(items)
            click.echo(peer_score.line() if peer_score else "dateparser not installed")


if __name__ == "__main__":
    main()
