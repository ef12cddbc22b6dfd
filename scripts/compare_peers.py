"""datenorm beside dateparser and dateutil on the same strings: exact match and dates/s.

Three sets from a generated test split (dates only): English rows (locale en* or und), all-locale rows,
and messy English forms (the en_* format families plus the hand-written strings below); and three more,
the date rows of `handwritten.csv`, `handwritten2.csv` and `handwritten3.csv` beside this script: strings in
30, 52 and 58 languages and system formats (logs, e-mail headers, era years, file names) written by hand,
not by the generator, by writers who did not see each other's file (the third saw neither the others nor
the generator, and has no order column: its ambiguous numerals are read with each tool's defaults). Every tool gets the same order
information: an ambiguous numeric row with a labelled order is read with it (datenorm `order=`,
dateparser DATE_ORDER, dateutil dayfirst/yearfirst), every other row with the tool's defaults. A peer's
datetime is compared at the expected precision (year-month for 'YYYY-MM').

    python scripts/compare_peers.py --data data --limit 2000 --markdown reports/peers.md
"""

from __future__ import annotations

import os
import platform
import sys
import time
import warnings
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Callable

import click

from datenorm.dates import precision
from datenorm.errors import DatenormError
from datenorm.labelled import read_labelled
from datenorm.report.evaluate import hints_for, predict
from datenorm.generate.families import FORMAT_FAMILIES

# Families whose inputs are the messy English forms: ordinals, weekdays, clock times, abbreviations.
MESSY_FAMILIES = ("en_ordinal", "en_month_day", "en_day_month", "en_weekday", "en_datetime")
INSTALL_HINT = "pip install -e '.[dev]'"
HANDWRITTEN_SETS = {"hand-written": Path(__file__).with_name("handwritten.csv"),
                    "hand-written 2": Path(__file__).with_name("handwritten2.csv"),
                    "hand-written 3": Path(__file__).with_name("handwritten3.csv")}
WARM_UP = "3rd of May 1999"

# (input, expected ISO, order given to every tool or '' for none); orders only where the string is ambiguous.
HAND_WRITTEN = (
    ("3rd of May 1999", "1999-05-03", ""),
    ("the 21st of June, 2004", "2004-06-21", ""),
    ("Sat 8 Jun 2017", "2017-06-08", ""),  # a Thursday in fact: people get weekdays wrong
    ("le 3 mai 1999", "1999-05-03", ""),
    ("1999年5月3日", "1999-05-03", ""),
    ("03.05.99", "1999-05-03", "DMY"),
    ("May 1999", "1999-05", ""),
    ("in 1999", "1999", ""),
    ("May 3rd, 1999", "1999-05-03", ""),
    ("3rd May '99", "1999-05-03", ""),
    ("Sept. 3 1999", "1999-09-03", ""),
    ("03-May-99", "1999-05-03", ""),
    ("Saturday, June 10, 2017", "2017-06-10", ""),
    ("Tues 4 July 2023", "2023-07-04", ""),
    ("Thurs., Nov. 23rd 2023", "2023-11-23", ""),
    ("May 3, 1999 10:30 PM EST", "1999-05-03", ""),
    ("3 May 1999 14:05:33 +0200", "1999-05-03", ""),
    ("1999-05-03T10:30:00Z", "1999-05-03", ""),
    ("19990503", "1999-05-03", ""),
    ("5/3/1999", "1999-05-03", "MDY"),
    ("3/5/1999", "1999-05-03", "DMY"),
    ("07-04-1976", "1976-07-04", "MDY"),
    ("1999/05/03", "1999-05-03", ""),
    ("31/12/99", "1999-12-31", ""),
    ("12/31/99", "1999-12-31", ""),
    ("on the 1st of January 2000", "2000-01-01", ""),
    ("3 de mayo de 1999", "1999-05-03", ""),
    ("Montag, 3. Mai 1999", "1999-05-03", ""),
    ("3 мая 1999 г.", "1999-05-03", ""),
    ("1999년 5월 3일", "1999-05-03", ""),
    ("1 janvier 2000", "2000-01-01", ""),
    ("mai 1999", "1999-05", ""),
    ("05/1999", "1999-05", ""),
    ("Jan. '05", "2005-01", ""),
    ("FEB 29 2000", "2000-02-29", ""),
    ("29 February 2020", "2020-02-29", ""),
    ("Feb 29, 2024", "2024-02-29", ""),
    ("(12 Oct 1992)", "1992-10-12", ""),
    ("October the 12th, 1992", "1992-10-12", ""),
    ("Wed, 02 Oct 2002 13:00:00 GMT", "2002-10-02", ""),
    ("2 Feb. 2010", "2010-02-02", ""),
    ("1999 May 3", "1999-05-03", ""),
    ("the year 2010", "2010", ""),
    # Added with the generator's historic dates and Roman-numeral months (session 3):
    ("July 4, 1776", "1776-07-04", ""),
    ("14 July 1789", "1789-07-14", ""),
    ("12 February 1809", "1809-02-12", ""),
    ("1850", "1850", ""),
    ("3.V.1999", "1999-05-03", ""),
)


@dataclass(frozen=True)
class Case:
    input: str
    expected: str
    order: str  # '' = no order given


@dataclass(frozen=True)
class Score:
    set: str
    tool: str
    rows: int
    exact: float
    rate: float  # unique strings per second


@dataclass(frozen=True)
class Peer:
    name: str
    settings: str
    parse: Callable[[str, str], datetime | None]  # (text, order or '') -> datetime or None


def load_peers() -> tuple[list[Peer], list[str]]:
    """The importable peers, and a line for each one that is missing."""
    peers, missing = [], []
    try:
        from dateparser.date import DateDataParser
    except ImportError:
        missing.append(f"dateparser is not installed; skipped ({INSTALL_HINT})")
    else:
        # One parser per order, built once: dateparser.parse(settings=...) would build one per call.
        parsers: dict[str, DateDataParser] = {}

        def dateparser_parse(text: str, order: str):
            if order not in parsers:
                parsers[order] = DateDataParser(settings={"DATE_ORDER": order} if order else None)
            return parsers[order].get_date_data(text).date_obj

        peers.append(Peer("dateparser", "defaults (language detection); DATE_ORDER=<order> when given",
                          dateparser_parse))
    try:
        from dateutil import parser as dateutil_parser
    except ImportError:
        missing.append(f"python-dateutil is not installed; skipped ({INSTALL_HINT})")
    else:
        # 'EST', 'CET': dateutil warns that it keeps the calendar date without a zone, which is all we compare.
        warnings.filterwarnings("ignore", category=dateutil_parser.UnknownTimezoneWarning)
        flags = {"": {}, "DMY": {"dayfirst": True}, "MDY": {"dayfirst": False}, "YMD": {"yearfirst": True}}

        def dateutil_parse(text: str, order: str):
            try:
                return dateutil_parser.parse(text, fuzzy=True, **flags[order])
            except (ValueError, OverflowError, TypeError):
                return None

        peers.append(Peer("dateutil", "fuzzy=True; dayfirst (DMY) / yearfirst (YMD) when an order is given",
                          dateutil_parse))
    return peers, missing


def at_precision(value: datetime | None, expected: str) -> str | None:
    """A peer's answer as ISO at the precision of `expected`, so 'May 1999' -> 1999-05 is right."""
    if value is None:
        return None
    size = {"day": 10, "month": 7, "year": 4}[precision(expected)]
    return f"{value.year:04d}-{value.month:02d}-{value.day:02d}"[:size]


def load_sets(data_dir: Path, limit: int) -> dict[str, list[Case]]:
    """Three sets of `limit` date rows each from the test split (the hand-written strings come on top of the
    messy set), and the date rows of each hand-written file."""
    path = Path(data_dir) / "test.csv"
    if not path.is_file():
        raise DatenormError(f"{path} not found; run `make data` or `datenorm generate --out {data_dir}`")
    examples = [ex for ex in read_labelled(path) if ex.target]
    hints = hints_for(examples, order_given=True)
    cases = [Case(ex.input, ex.target, "" if h == "AUTO" else h) for ex, h in zip(examples, hints)]
    missing = [f for f in MESSY_FAMILIES if f not in FORMAT_FAMILIES]
    if missing:
        raise DatenormError(f"format families {missing} are gone from datenorm.generate.families; update MESSY_FAMILIES")
    pick = lambda keep: [c for c, ex in zip(cases, examples) if keep(ex)][:limit]  # noqa: E731
    return {
        "English": pick(lambda ex: ex.locale.startswith("en") or ex.locale == "und"),
        "all locales": pick(lambda ex: True),
        "messy English": pick(lambda ex: ex.format in MESSY_FAMILIES) + [Case(*row) for row in HAND_WRITTEN],
        **{name: [Case(ex.input, ex.target, ex.order) for ex in read_labelled(path) if ex.target]
           for name, path in HANDWRITTEN_SETS.items()},
    }


def score_datenorm(normalizer, cases: list[Case]) -> tuple[float, float]:
    """(exact match, unique strings/s) of datenorm, batched per order as a caller would."""
    jobs = list(dict.fromkeys((c.input, c.order or "AUTO") for c in cases))
    started = time.perf_counter()
    preds = predict(normalizer, [t for t, _ in jobs], [h for _, h in jobs])
    seconds = time.perf_counter() - started
    answers = {job: p.iso for job, p in zip(jobs, preds)}
    hits = sum(answers[(c.input, c.order or "AUTO")] == c.expected for c in cases)
    return hits / len(cases), len(jobs) / max(seconds, 1e-9)


def score_peer(peer: Peer, cases: list[Case]) -> tuple[float, float]:
    """(exact match, unique strings/s) of a peer, one string at a time in this process."""
    jobs = list(dict.fromkeys((c.input, c.order) for c in cases))
    started = time.perf_counter()
    answers = {job: peer.parse(*job) for job in jobs}
    seconds = time.perf_counter() - started
    hits = sum(at_precision(answers[(c.input, c.order)], c.expected) == c.expected for c in cases)
    return hits / len(cases), len(jobs) / max(seconds, 1e-9)


def compare(data_dir: Path, *, limit: int, model: Path | None, echo=click.echo) -> list[Score]:
    """Score datenorm and every importable peer on every set."""
    from datenorm.serve.api import Normalizer

    sets = load_sets(data_dir, limit)
    peers, missing = load_peers()
    for line in missing:
        echo(line, err=True)
    normalizer = Normalizer.load(model)
    # One call each before timing, so lazy set-up (dateparser's language data, caches) is not counted.
    normalizer.normalize_batch([WARM_UP])
    for peer in peers:
        peer.parse(WARM_UP, "")
    scores = []
    for set_name, cases in sets.items():
        if not cases:
            echo(f"{set_name}: no rows in {data_dir}/test.csv; skipped", err=True)
            continue
        scores.append(Score(set_name, "datenorm", len(cases), *score_datenorm(normalizer, cases)))
        for peer in peers:
            scores.append(Score(set_name, peer.name, len(cases), *score_peer(peer, cases)))
            echo(f"{set_name}: {peer.name} done", err=True)
    return scores


def settings_lines() -> list[str]:
    """What each tool was given, for the output."""
    peers, _ = load_peers()
    return ["datenorm: beam 3 (the default); order=<order> when given, else AUTO"] + \
        [f"{p.name}: {p.settings}" for p in peers] + [
        "order given: only on ambiguous numeric rows, with their labelled order (same rows for every tool)",
        "two-digit years are labelled with datenorm's pivot (00-49 -> 20xx, 50-99 -> 19xx); peers use their own",
        "dates/s: unique strings over wall time, one process; datenorm's model load is not counted",
    ]


def text_table(scores: list[Score]) -> str:
    lines = [f"{'set':<15}{'rows':>6}  {'tool':<11}{'exact':>7}{'dates/s':>10}"]
    for s in scores:
        lines.append(f"{s.set:<15}{s.rows:>6}  {s.tool:<11}{100 * s.exact:>6.1f}%{s.rate:>10,.0f}")
    return "\n".join(lines)


def markdown(scores: list[Score], *, command: str) -> str:
    lines = ["| set | rows | tool | exact match | dates/s |", "|---|---:|---|---:|---:|"]
    lines += [f"| {s.set} | {s.rows} | {s.tool} | {100 * s.exact:.1f}% | {s.rate:,.0f} |" for s in scores]
    machine = f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs, {platform.system()}"
    notes = [f"- {line}" for line in settings_lines()]
    return "\n".join([*lines, "", f"`{command}` on {datetime.now():%Y-%m-%d}, {machine}.", "", *notes, ""])


@click.command()
@click.option("--data", "data_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("data"),
              show_default=True, help="Directory holding test.csv (relative to the current directory).")
@click.option("--limit", type=click.IntRange(min=1), default=2000, show_default=True,
              help="Date rows per set (dateparser takes a few ms per string).")
@click.option("--model", type=click.Path(path_type=Path), default=None,
              help="datenorm bundle [default: the shipped model].")
@click.option("--markdown", "markdown_file", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the table as markdown (for the README), with date and machine.")
def main(data_dir, limit, model, markdown_file):
    """Exact match and dates/s of datenorm, dateparser and dateutil on the same strings."""
    try:
        scores = compare(data_dir, limit=limit, model=model)
    except DatenormError as exc:
        raise click.ClickException(str(exc)) from None
    click.echo(text_table(scores))
    click.echo("\n".join(settings_lines()))
    if markdown_file:
        command = " ".join(["python scripts/compare_peers.py", *sys.argv[1:]])
        markdown_file.parent.mkdir(parents=True, exist_ok=True)
        markdown_file.write_text(markdown(scores, command=command), encoding="utf-8")
        click.echo(f"markdown: {markdown_file}")


if __name__ == "__main__":
    main()
