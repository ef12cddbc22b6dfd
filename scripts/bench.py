"""Throughput of datenorm (batch, beam 1 and 3) beside dateparser and dateutil, and the cold start of
`datenorm translate`, checked against the project's goals.

    python scripts/bench.py                 # 10,000 unique strings from data/test.csv
    python scripts/bench.py --n 2000 --peer-n 200 --model checkpoints/datenorm-base
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import click

# A sibling script (run as `python scripts/bench.py`, its folder is on sys.path): the same peers and settings.
from compare_peers import WARM_UP, load_peers

from datenorm.errors import DatenormError

GOAL_RATE = 10_000  # dates/s, batch, default beam
GOAL_SPEEDUP = 10.0  # x dateparser
GOAL_COLD_S = 1.0  # `datenorm translate` in a fresh process
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
        from datenorm.evaluate import read_labelled

        texts = [ex.input for ex in read_labelled(data)]
    else:
        from datenorm.generate import generate_examples

        try:
            texts = [ex.input for ex in generate_examples(n + n // 5 + 100, seed=seed)]
        except ImportError as exc:
            raise DatenormError(f"{data} not found and generating strings needs faker ({exc}); "
                                "pass --data FILE or `pip install -e '.[train]'`") from None
    return list(dict.fromkeys(texts))[:n]


def bench_datenorm(model: Path | None, texts: list[str], beam: int, *, workers: int | None, repeats: int) -> Rate:
    """Median time of `repeats` batch calls (this machine's run-to-run noise is 10-25%)."""
    from datenorm.api import Normalizer

    normalizer = Normalizer.load(model, beam=beam, workers=workers)
    normalizer.normalize_batch([WARM_UP])
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        normalizer.normalize_batch(texts)
        times.append(time.perf_counter() - started)
    processes = "1 process" if normalizer.workers == 1 else f"{normalizer.workers} processes"
    normalizer.close()
    return Rate(f"datenorm beam {beam}, {processes}", len(texts), statistics.median(times))


def bench_peers(texts: list[str]) -> tuple[list[Rate], list[str]]:
    peers, missing = load_peers()
    rates = []
    for peer in peers:
        peer.parse(WARM_UP, "")
        started = time.perf_counter()
        for text in texts:
            peer.parse(text, "")
        rates.append(Rate(peer.name, len(texts), time.perf_counter() - started))
    return rates, missing


def cold_translate(model: Path | None, runs: int) -> tuple[float | None, str]:
    """Median wall time of a fresh `datenorm translate` process, and a note (the failure, if any)."""
    exe = Path(sys.executable).parent / "datenorm"
    if not exe.is_file():
        return None, f"{exe} not found; install the package (pip install -e .)"
    command = [str(exe), "translate", COLD_TEXT, "--no-heatmap"] + (["--model", str(model)] if model else [])
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        if done.returncode not in (0, 1):  # 1 = read as null, still a full run
            return None, f"exit {done.returncode}: {done.stderr.strip().splitlines()[-1:]}"
    return statistics.median(times), f"median of {runs}: {' '.join(f'{t:.2f}' for t in times)} s"


def report(rates: list[Rate], cold: tuple[float | None, str]) -> str:
    """The throughput table and the goals table, as plain text."""
    lines = [f"{'tool':<30}{'strings':>8}{'seconds':>9}{'dates/s':>10}"]
    lines += [f"{r.tool:<30}{r.strings:>8}{r.seconds:>9.2f}{r.per_second:>10,.0f}" for r in rates]
    by_tool = {r.tool: r.per_second for r in rates}
    # The goals are for the default settings: the first row of each beam width.
    default, greedy = (next(r.per_second for r in rates if r.tool.startswith(f"datenorm beam {b},"))
                       for b in (BEAMS[-1], BEAMS[0]))
    goals = [(f"batch >= {GOAL_RATE:,} dates/s (beam 3)", f"{default:,.0f} (beam 1: {greedy:,.0f})",
              default >= GOAL_RATE)]
    if "dateparser" in by_tool:
        speedup = default / by_tool["dateparser"]
        goals.append((f">= {GOAL_SPEEDUP:g}x dateparser (beam 3)", f"{speedup:.1f}x", speedup >= GOAL_SPEEDUP))
    else:
        goals.append((f">= {GOAL_SPEEDUP:g}x dateparser", "dateparser missing", None))
    seconds, note = cold
    goals.append((f"cold translate <= {GOAL_COLD_S:g} s", f"{seconds:.2f} s ({note})" if seconds is not None else note,
                  None if seconds is None else seconds <= GOAL_COLD_S))
    lines += ["", f"{'goal':<34}{'met':<5}measured"]
    lines += [f"{goal:<34}{'?' if met is None else 'yes' if met else 'NO':<5}{value}" for goal, value, met in goals]
    return "\n".join(lines)


@click.command()
@click.option("--n", "n", type=click.IntRange(min=1), default=10_000, show_default=True,
              help="Distinct strings for datenorm's batch runs.")
@click.option("--peer-n", type=click.IntRange(min=1), default=1000, show_default=True,
              help="The first N of those strings for dateparser and dateutil (dateparser takes ms per string).")
@click.option("--model", type=click.Path(path_type=Path), default=None,
              help="datenorm bundle [default: the shipped model].")
@click.option("--data", type=click.Path(dir_okay=False, path_type=Path), default=Path("data/test.csv"),
              show_default=True, help="Where the strings come from (relative to the current directory); when "
                                      "missing they are generated with --seed.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed for generated strings.")
@click.option("--cold-runs", type=click.IntRange(min=1), default=5, show_default=True,
              help="Fresh `datenorm translate` processes to time.")
@click.option("--repeats", type=click.IntRange(min=1), default=5, show_default=True,
              help="Batch calls per datenorm setting; the table shows their median.")
@click.option("--workers", type=click.IntRange(min=1), default=None,
              help="datenorm's processes [default: one per core, at most 8]; beam 3 is also timed on 1 process.")
def main(n, peer_n, model, data, seed, cold_runs, repeats, workers):
    """Dates/s of datenorm, dateparser and dateutil on the same strings, and datenorm's cold start."""
    try:
        texts = bench_strings(data, n, seed=seed)
        source = data if data.is_file() else f"generate_examples(seed={seed})"
        click.echo(f"{len(texts)} distinct strings from {source}", err=True)
        rates = [bench_datenorm(model, texts, beam, workers=workers, repeats=repeats) for beam in BEAMS]
        if not rates[-1].tool.endswith(", 1 process"):
            rates.append(bench_datenorm(model, texts, BEAMS[-1], workers=1, repeats=repeats))
    except DatenormError as exc:
        raise click.ClickException(str(exc)) from None
    peer_rates, missing = bench_peers(texts[:peer_n])
    for line in missing:
        click.echo(line, err=True)
    click.echo(report(rates + peer_rates, cold_translate(model, cold_runs)))


if __name__ == "__main__":
    main()
