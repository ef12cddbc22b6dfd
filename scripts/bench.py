"""Throughput of datenorm (batch, beam 1 and 3; through the API and through the CLI) beside dateparser and
dateutil, as ratios from one run, and the cold start of `datenorm translate` with and without its heatmap,
checked against the project's goals; then the same on one column of common formats (where compiled formats
read most rows), and how often formats give the model's own answer on the test split.

    python scripts/bench.py                 # both shipped models on 10,000 unique strings from data/test.csv
    python scripts/bench.py --n 2000 --peer-n 200 --model base --model checkpoints/finetune/bundle
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import click

# A sibling script (run as `python scripts/bench.py`, its folder is on sys.path): the same peers and settings.
from compare_peers import WARM_UP, load_peers

from datenorm.bundle import SHIPPED_MODELS
from datenorm.errors import DatenormError

GOAL_RATE = 10_000  # dates/s, batch, default beam
GOAL_SPEEDUP = 10.0  # x dateparser
GOAL_COLD_S = 0.3  # `datenorm translate --no-heatmap` in a fresh process
GOAL_COLD_HEATMAP_S = 1.0  # `datenorm translate` with its heatmap, as the README's first example runs it
GOAL_VS_DATEUTIL = 1.0  # x python-dateutil's parser, in-process, on the same strings
BEAMS = (1, 3)
COLD_TEXT = "3rd of May 1999"


@dataclass(frozen=True)
class Rate:
    tool: str
    strings: int
    seconds: float

    @property
    def per_second(self) -> float:
        return self.strings / max(self.seconds, 1e-9)


def bench_strings(data: Path, n: int, *, seed: int) -> list[str]:
    """`n` distinct inputs: from a generated split when there is one, else freshly generated (needs faker)."""
    if Path(data).is_file():
        from datenorm.labelled import read_labelled

        texts = [ex.input for ex in read_labelled(data)]
    else:
        from datenorm.generate import generate_examples

        try:
            texts = [ex.input for ex in generate_examples(n + n // 5 + 100, seed=seed)]
        except ImportError as exc:
            raise DatenormError(f"{data} not found and generating strings needs faker ({exc}); "
                                "pass --data FILE or `pip install -e '.[train]'`") from None
    return list(dict.fromkeys(texts))[:n]


# A column as data engineers meet it: one date per row in a few common formats (the README's figures).
COLUMN_PATTERNS = ("%d %B %Y", "%b %d, %Y", "%Y-%m-%d", "%d.%m.%Y", "%m/%d/%y")


def column_strings(n: int, *, seed: int) -> list[str]:
    """`n` distinct dates of 1950-2049 written in COLUMN_PATTERNS, one pattern drawn per row."""
    import random
    from datetime import date, timedelta

    rng = random.Random(seed)
    out: dict[str, None] = {}
    while len(out) < n:
        day = date(1950, 1, 1) + timedelta(days=rng.randrange(36500))
        out[day.strftime(rng.choice(COLUMN_PATTERNS))] = None
    return list(out)


def format_parity(model: str, texts: list[str]) -> tuple[int, int, int]:
    """(rows read alike with and without formats, rows, rows formats read): the same batch both ways."""
    from datenorm.serve.api import Normalizer

    with Normalizer.load(model) as fast, Normalizer.load(model, formats=False) as plain:
        got, want = fast.normalize_batch(texts), plain.normalize_batch(texts)
        by_formats = sum(rows for *_, rows in fast.formats_used())
    same = sum(a.iso == b.iso and (a.error is None) == (b.error is None) for a, b in zip(got, want))
    return same, len(texts), by_formats


def bench_datenorm(model: str, texts: list[str], beam: int, *, workers: int | None, repeats: int) -> Rate:
    """Median time of `repeats` batch calls (this machine's run-to-run noise is 10-25%); model: a shipped
    model's name or a bundle path.

    Each call starts with an empty normalisation cache, as a new batch of unique strings would (helper
    processes get the texts normalised).
    """
    from datenorm import vocab
    from datenorm.serve.api import Normalizer

    normalizer = Normalizer.load(model, beam=beam, workers=workers)
    normalizer.normalize_batch([WARM_UP])
    times = []
    for _ in range(repeats):
        vocab.normalize.cache_clear()
        normalizer.clear_formats()  # compiled anew in each call, as in a new process
        started = time.perf_counter()
        normalizer.normalize_batch(texts)
        times.append(time.perf_counter() - started)
    processes = "1 process" if normalizer.workers == 1 else f"{normalizer.workers} processes"
    normalizer.close()
    return Rate(f"datenorm {model} beam {beam}, {processes}", len(texts), statistics.median(times))


PEER_REPEAT_S = 2.0  # a peer whose pass over the strings takes less is timed over several passes, as datenorm is


def bench_peers(texts: list[str], repeats: int = 5) -> tuple[list[Rate], list[str]]:
    """Each peer's median time over up to `repeats` passes (one pass for a slow peer: dateparser's takes ~20 s). One
    pass of dateutil over 1,000 strings lasts 0.08 s, where a moment of the machine's noise moved the ratio 2x."""
    peers, missing = load_peers()
    rates = []
    for peer in peers:
        peer.parse(WARM_UP, "")
        times: list[float] = []
        while len(times) < repeats and (not times or sum(times) < PEER_REPEAT_S):
            started = time.perf_counter()
            for text in texts:
                peer.parse(text, "")
            times.append(time.perf_counter() - started)
        rates.append(Rate(peer.name, len(texts), statistics.median(times)))
    return rates, missing


def _datenorm_exe() -> Path:
    return Path(sys.executable).parent / "datenorm"


def cold_translate(model: str | None, runs: int, *, heatmap: bool) -> tuple[float | None, str]:
    """Median wall time of a fresh `datenorm translate` process, and a note (the failure, if any). The modules'
    bytecode is cached as `pip install` leaves it: an untimed first run writes it where PYTHONDONTWRITEBYTECODE
    would have every run compile the package again (0.61 against 0.33 s on this project's machine), which no
    installed copy does."""
    exe = _datenorm_exe()
    if not exe.is_file():
        return None, f"{exe} not found; install the package (pip install -e .)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        shown = ["--heatmap-dir", tmp] if heatmap else ["--no-heatmap"]
        command = [str(exe), "translate", COLD_TEXT, *shown] + (["--model", str(model)] if model else [])
        subprocess.run(command, capture_output=True, text=True, env=env)
        for _ in range(runs):
            started = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True, env=env)
            times.append(time.perf_counter() - started)
            if done.returncode not in (0, 1):  # 1 = read as null, still a full run
                return None, f"exit {done.returncode}: {done.stderr.strip().splitlines()[-1:]}"
    return statistics.median(times), f"median of {runs}: {' '.join(f'{t:.2f}' for t in times)} s"


def bench_cli(model: str, texts: list[str], *, workers: int | None, repeats: int) -> Rate | None:
    """`datenorm translate --input FILE --format jsonl` on the strings, less the same command's time on one
    string (start-up, model load): the CLI's batch throughput, median of `repeats` runs; None when that
    leaves under 50 ms, or under a quarter of the start-up, to time (too few strings)."""
    exe = _datenorm_exe()
    if not exe.is_file():
        return None
    extra = ["--model", model] + (["--workers", str(workers)] if workers else [])
    with tempfile.TemporaryDirectory() as tmp:
        many, one = Path(tmp) / "many.txt", Path(tmp) / "one.txt"
        many.write_text("".join(t.replace("\r", " ").replace("\n", " ") + "\n" for t in texts), encoding="utf-8")
        one.write_text(COLD_TEXT + "\n", encoding="utf-8")

        def timed(path: Path) -> float:
            started = time.perf_counter()
            subprocess.run([str(exe), "translate", "--input", str(path), "--format", "jsonl", "--output",
                            str(Path(tmp) / "out.jsonl"), *extra], capture_output=True, check=False)
            return time.perf_counter() - started

        runs = [(timed(many), timed(one)) for _ in range(repeats)]
    seconds = statistics.median(a - b for a, b in runs)
    start_up = statistics.median(b for _, b in runs)
    # With a few strings the difference is start-up noise, possibly negative, and on a busy machine that noise
    # grows with the start-up itself: no rate rather than a wild one.
    timed_enough = seconds > max(0.05, 0.25 * start_up)
    return Rate(f"datenorm {model} CLI, beam 3 (less start-up)", len(texts), seconds) if timed_enough else None


def report(rates: list[Rate], models: list[str], cold: tuple[float | None, str],
           cold_heatmap: tuple[float | None, str]) -> str:
    """The throughput table and the goals table (for each model), as plain text."""
    width = max(30, max(len(r.tool) for r in rates) + 2)
    lines = [f"{'tool':<{width}}{'strings':>8}{'seconds':>9}{'dates/s':>10}"]
    lines += [f"{r.tool:<{width}}{r.strings:>8}{r.seconds:>9.2f}{r.per_second:>10,.0f}" for r in rates]
    by_tool = {r.tool: r.per_second for r in rates}
    goals = []
    for model in models:
        # The goals are for the default settings: the first row of each beam width.
        default, greedy = (next(r.per_second for r in rates if r.tool.startswith(f"datenorm {model} beam {b},"))
                           for b in (BEAMS[-1], BEAMS[0]))
        goals.append((f"batch >= {GOAL_RATE:,} dates/s ({model}, beam 3)", f"{default:,.0f} (beam 1: {greedy:,.0f})",
                      default >= GOAL_RATE))
        if "dateparser" in by_tool:
            speedup = default / by_tool["dateparser"]
            goals.append((f">= {GOAL_SPEEDUP:g}x dateparser ({model}, beam 3)", f"{speedup:.1f}x",
                          speedup >= GOAL_SPEEDUP))
        else:
            goals.append((f">= {GOAL_SPEEDUP:g}x dateparser ({model})", "dateparser missing", None))
        dateutil = by_tool.get("dateutil")
        cli = next((r.per_second for r in rates if r.tool.startswith(f"datenorm {model} CLI")), None)
        for way, rate in (("API", default), ("CLI", cli)):
            if dateutil is None or rate is None:
                goals.append((f">= {GOAL_VS_DATEUTIL:g}x dateutil ({model}, {way}, beam 3)",
                              "not measured (too few strings for the CLI, or a peer missing)", None))
            else:
                goals.append((f">= {GOAL_VS_DATEUTIL:g}x dateutil ({model}, {way}, beam 3)",
                              f"{rate / dateutil:.2f}x ({rate:,.0f} vs {dateutil:,.0f}/s)",
                              rate / dateutil >= GOAL_VS_DATEUTIL))
    for (seconds, note), goal, what in ((cold, GOAL_COLD_S, "--no-heatmap"), (cold_heatmap, GOAL_COLD_HEATMAP_S,
                                                                           "with its heatmap")):
        goals.append((f"cold translate {what} <= {goal:g} s", f"{seconds:.2f} s ({note})" if seconds is not None
                      else note, None if seconds is None else seconds <= goal))
    goal_width = max(len(goal) for goal, _, _ in goals) + 2
    lines += ["", f"{'goal':<{goal_width}}{'met':<5}measured"]
    lines += [f"{goal:<{goal_width}}{'?' if met is None else 'yes' if met else 'NO':<5}{value}"
              for goal, value, met in goals]
    return "\n".join(lines)


def report_column(rates: list[Rate], models: list[str]) -> str:
    """The column's throughput table and its ratios to dateutil."""
    width = max(30, max(len(r.tool) for r in rates) + 2)
    lines = [f"{r.tool:<{width}}{r.strings:>8}{r.seconds:>9.2f}{r.per_second:>10,.0f}" for r in rates]
    dateutil = next((r.per_second for r in rates if r.tool == "dateutil"), None)
    for model in models:
        for way, prefix in (("API", f"datenorm {model} beam"), ("CLI", f"datenorm {model} CLI")):
            rate = next((r.per_second for r in rates if r.tool.startswith(prefix)), None)
            if rate is not None and dateutil:
                met = "yes" if rate / dateutil >= GOAL_VS_DATEUTIL else "NO"
                lines.append(f">= {GOAL_VS_DATEUTIL:g}x dateutil ({model}, {way}, column): {met} "
                             f"{rate / dateutil:.2f}x ({rate:,.0f} vs {dateutil:,.0f}/s)")
    return "\n".join(lines)


@click.command()
@click.option("--n", "n", type=click.IntRange(min=1), default=10_000, show_default=True,
              help="Distinct strings for datenorm's batch runs.")
@click.option("--peer-n", type=click.IntRange(min=1), default=1000, show_default=True,
              help="The first N of those strings for dateparser and dateutil (dateparser takes ms per string).")
@click.option("--model", "models", multiple=True,
              help="A shipped model's name or a bundle directory; repeat to time several [default: every "
                   "shipped model: base, fast].")
@click.option("--data", type=click.Path(dir_okay=False, path_type=Path), default=Path("data/test.csv"),
              show_default=True, help="Where the strings come from (relative to the current directory); when "
                                      "missing they are generated with --seed.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for generated strings.")
@click.option("--cold-runs", type=click.IntRange(min=1), default=5, show_default=True,
              help="Fresh `datenorm translate` processes to time.")
@click.option("--repeats", type=click.IntRange(min=1), default=5, show_default=True,
              help="Batch calls per datenorm setting, and passes per peer while they last under 2 s; the "
                   "table shows their median.")
@click.option("--workers", type=click.IntRange(min=1), default=None,
              help="datenorm's processes [default: one per core, at most 8]; beam 3 is also timed on 1 process.")
def main(n, peer_n, models, data, seed, cold_runs, repeats, workers):
    """Dates/s of datenorm (each model; API and CLI), dateparser and dateutil on the same strings, their
    ratios, and datenorm's cold start with and without a heatmap (with the first model)."""
    models = list(models or SHIPPED_MODELS)
    try:
        texts = bench_strings(data, n, seed=seed)
        source = data if data.is_file() else f"generate_examples(seed={seed})"
        click.echo(f"{len(texts)} distinct strings from {source}", err=True)
        # The peers and the cold starts first, on a machine at rest: on this 2-core VM a single-core process ran at
        # about 60% of its speed for a while after datenorm's two-process runs (dateutil 12,368/s right after them,
        # 20,161 before, 20,100 after a one-process run), which flattered every ratio.
        peer_rates, missing = bench_peers(texts[:peer_n], repeats)
        column = column_strings(n, seed=seed)
        column_peers = bench_peers(column[:peer_n], repeats)[0]
        cold = [cold_translate(models[0], cold_runs, heatmap=heatmap) for heatmap in (False, True)]
        rates = []
        for model in models:
            rates += [bench_datenorm(model, texts, beam, workers=workers, repeats=repeats) for beam in BEAMS]
            if not rates[-1].tool.endswith(", 1 process"):
                rates.append(bench_datenorm(model, texts, BEAMS[-1], workers=1, repeats=repeats))
            cli = bench_cli(model, texts, workers=workers, repeats=min(repeats, 3))
            rates += [cli] if cli else []
    except DatenormError as exc:
        raise click.ClickException(str(exc)) from None
    for line in missing:
        click.echo(line, err=True)
    click.echo(report(rates + peer_rates, models, *cold))
    column_rates = []
    for model in models:
        column_rates.append(bench_datenorm(model, column, BEAMS[-1], workers=workers, repeats=repeats))
        cli = bench_cli(model, column, workers=workers, repeats=min(repeats, 3))
        column_rates += [cli] if cli else []
    column_rates += column_peers
    click.echo(f"\n{len(column)} distinct dates in one column, one of {', '.join(COLUMN_PATTERNS)} per row:")
    click.echo(report_column(column_rates, models))
    for model in models:
        same, rows, by_formats = format_parity(model, texts)
        click.echo(f"formats ({model}, {source}): {by_formats:,} of {rows:,} rows read by compiled formats; "
                   f"answers the same as without formats on {same:,} ({100 * same / rows:.2f}%)")


if __name__ == "__main__":
    main()
