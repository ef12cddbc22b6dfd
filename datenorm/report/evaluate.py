"""evaluate(): read a labelled CSV/JSONL, run a model, and write reports/<name>/ (report.md,
breakdowns.csv, plots, heatmaps of the worst answers). The metrics themselves live in `metrics.py`, the
figures in `serve/plots.py`."""

from __future__ import annotations

import csv
import json
import os
import platform
import shlex
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Callable, Sequence

from datenorm.dates import ORDERS, language
from datenorm.errors import DatenormError
from datenorm.labelled import Labelled, read_labelled
from datenorm.readings import numeric_part
from datenorm.report.metrics import ABSTAIN_AT, Metrics, Record, compute_metrics, worst_cases
from datenorm.serve.api import Normalizer
from datenorm.report.charts import plot_accuracy, plot_errors, plot_reliability
from datenorm.serve.plots import heatmap_name, save_alignment
from datenorm.serve.prediction import Prediction
from datenorm.vocab import normalize

__all__ = ["Report", "Case", "predict", "evaluate"]

TABLE_ROWS = 40  # per breakdown in report.md; breakdowns.csv has them all
STATED_ORDERS = ("DMY", "MDY", "YMD")  # each is checked on the rows it must not change
LANGUAGE_FLOOR = 0.98  # the every-language goal: no language below this exact match
MIN_LANGUAGE_ROWS = 20  # languages with fewer rows are too small to rank


# ------------------------------------------------------------------------------------------ model runs


def hints_for(examples: Sequence[Labelled], *, order_given: bool) -> list[str]:
    """The order each row is read with: its labelled order for an ambiguous row when given, else AUTO."""
    return [ex.order if order_given and ex.ambiguous and ex.order in ORDERS else "AUTO" for ex in examples]


def predict(normalizer: Normalizer, texts: Sequence[str], hints: Sequence[str], *, explain: bool = False,
            progress: Callable[[int], None] | None = None,
            locales: Sequence[str | None] | None = None) -> list[Prediction]:
    """Predictions for texts[i] read with hints[i] (and locales[i] as the caller's locale, when given): one
    normalize_batch per distinct pair, in input order."""
    groups: dict[tuple[str, str | None], list[int]] = defaultdict(list)
    for i, hint in enumerate(hints):
        groups[hint, locales[i] if locales else None].append(i)
    out = [None] * len(texts)
    for (hint, locale), rows in groups.items():
        preds = normalizer.normalize_batch([texts[i] for i in rows], order=hint, locale=locale, explain=explain,
                                           progress=progress)
        for i, pred in zip(rows, preds):
            out[i] = pred
    return out


def to_records(examples: Sequence[Labelled], preds: Sequence[Prediction], hints: Sequence[str]) -> list[Record]:
    return [Record(ex.input, ex.target or None, p.iso, float(p.confidence), ex.locale, ex.format, ex.order,
                   ex.ambiguous, hint) for ex, p, hint in zip(examples, preds, hints)]


@dataclass(frozen=True)
class Case:
    """One of the worst answers, with its alignment heatmap (None when the model produced no output)."""

    record: Record
    heatmap: Path | None


@dataclass
class Report:
    """What `evaluate` computed and wrote; `plots` maps a plot's name to its PNG."""

    name: str
    path: Path  # report.md
    metrics: Metrics
    records: list[Record]
    plots: dict[str, Path] = field(default_factory=dict)
    worst: list[Case] = field(default_factory=list)
    seconds: float = 0.0
    default_min_confidence: float = 0.0  # the model's own threshold: what callers get by default
    # CLDR coverage only: per language, (rows whose month name names another month in another language, the
    # other rows, those of them read right). Without a stated locale no reader can tell those names apart.
    shared_names: dict[str, tuple[int, int, int]] | None = None

    @property
    def heatmaps(self) -> list[Path]:
        return [case.heatmap for case in self.worst if case.heatmap is not None]

    def summary_rows(self) -> list[tuple[str, str]]:
        m, nad = self.metrics, self.metrics.not_a_date
        given = sum(r.hint != "AUTO" for r in self.records)
        return [
            ("rows", f"{m.rows} ({m.dates} dates, {m.rows - m.dates} non-dates)"),
            ("exact match, all rows", _pct(m.exact)),
            ("exact match, date rows", _pct(m.date_exact)),
            ("per-character accuracy", _pct(m.char_accuracy)),
            ("ambiguous, order given", _pct(m.ambiguous_exact) if given else "– (no order given)"),
            ("ambiguous, AUTO", _pct(m.ambiguous_auto_exact)),
            ("non-dates rejected", _pct(nad.recall)),
            ("  under DMY / MDY / YMD", " / ".join(_pct(c.rejected) for c in m.under_hints if c.hint != "AUTO") or "–"),
            ("dates wrongly rejected", _pct(nad.dates_rejected)),
            ("not-a-date P / R / F1", f"{_num(nad.precision)} / {_num(nad.recall)} / {_num(nad.f1)}"),
            (f"languages below {LANGUAGE_FLOOR:.0%}", f"{len(self.weak_languages())} of {len(self.ranked_languages())} "
                                                      f"(with {MIN_LANGUAGE_ROWS}+ rows)"),
            *([("  on names of one month", f"{len(self.weak_on_own_names())} (rows whose month name no other language "
                                           "gives another month)")] if self.shared_names else []),
            ("ECE", _num(m.ece)),
        ]

    def ranked_languages(self) -> list:
        """Language groups big enough to rank, weakest first."""
        groups = [g for g in self.metrics.breakdowns["language"] if g.rows >= MIN_LANGUAGE_ROWS]
        return sorted(groups, key=lambda g: (g.exact, -g.rows, g.name))

    def weak_languages(self) -> list:
        return [g for g in self.ranked_languages() if g.exact < LANGUAGE_FLOOR]

    def weak_on_own_names(self) -> list[str]:
        """Languages below the floor on their rows whose month names name one month in every language."""
        return sorted(lang for lang, (_, rest, right) in (self.shared_names or {}).items()
                      if rest >= MIN_LANGUAGE_ROWS and right < LANGUAGE_FLOOR * rest)

    def summary_table(self) -> str:
        """The short plain-text summary `datenorm evaluate` prints."""
        return "\n".join(f"{k:<26}{v}" for k, v in self.summary_rows())


def _shared_names(normalizer: Normalizer, records: Sequence[Record]) -> dict[str, tuple[int, int, int]] | None:
    """Per language: rows whose month name names several months across languages (the model's lexicon
    says which), the other rows, and how many of those are right; None for a model without a lexicon."""
    lexicon = normalizer.bundle.lexicon
    if lexicon is None:
        return None
    counts: dict[str, list[int]] = {}
    for r in records:
        c = counts.setdefault(language(r.locale) if r.locale else "(unknown)", [0, 0, 0])
        if lexicon.names_several_months(normalize(r.input)):
            c[0] += 1
        else:
            c[1] += 1
            c[2] += r.correct
    return {lang: (a, b, k) for lang, (a, b, k) in counts.items()}


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def _num(x: float | None) -> str:
    return "–" if x is None else f"{x:.3f}"


def evaluate(model_path: str | Path | None, data: Path | None, *, name: str, reports_dir: Path = Path("reports"),
             order_given: bool = True, worst: int = 20, limit: int | None = None, input_column: str = "input",
             expected_column: str | None = None, beam: int = 3, cldr_seed: int | None = None,
             cldr_locales: Sequence[str] | None = None, locale_given: bool = False,
             progress: Callable[[int, int], None] | None = None) -> Report:
    """Score a model (model_path None: the shipped one) on labelled rows, those of `data` or, with `cldr_seed`,
    CLDR's own formats of every locale (or of `cldr_locales`: `coverage.cldr_rows`); write
    reports_dir/name/report.md.

    Ambiguous rows are read with their labelled order when `order_given` (the product's promise), and
    the ambiguous date rows are read once more with AUTO to report that separately. The other rows (non-dates,
    unambiguous dates) are read once more under each stated order, which must change none of them.
    `locale_given`: each row is read with its labelled locale as the caller's `locale` (its order for
    ambiguous numerals with no labelled order, its language's month names). progress(n, total) is called as model runs are done.
    """
    if not name or Path(name).name != name or name in (".", ".."):
        raise DatenormError(f"report name {name!r} must be a plain directory name such as 'test'")
    if cldr_seed is not None:
        from datenorm.report.coverage import FORMS, cldr_rows

        examples = cldr_rows(seed=cldr_seed, locales=cldr_locales)[:limit]
        which = ", ".join(cldr_locales) if cldr_locales else "every locale babel knows"
        source = (f"CLDR coverage, seed {cldr_seed}: {which}, every month, in {len(FORMS)} forms "
                  f"({', '.join(f.name for f in FORMS)})")
    else:
        examples = read_labelled(data, input_column=input_column, expected_column=expected_column)[:limit]
        source = f"`{data}`"
    if not examples:
        raise DatenormError(f"{data} has no rows to evaluate")
    # Every reading, so the abstention table can weigh each threshold; its row at the model's own threshold
    # (the default --min-confidence) is what callers get.
    normalizer = Normalizer.load(model_path, beam=beam, min_confidence=0.0)
    texts = [ex.input for ex in examples]
    hints = hints_for(examples, order_given=order_given)
    ambiguous = [i for i, ex in enumerate(examples) if ex.target and ex.ambiguous]
    again = [i for i in ambiguous if hints[i] != "AUTO"]
    # The rows a stated order must not change: non-dates, and dates whose numerals no order decides.
    steady = [i for i, ex in enumerate(examples)
              if not (ex.target and (ex.ambiguous or numeric_part(ex.input).ambiguous))]
    started = time.perf_counter()
    total = len(set(zip(texts, hints))) + len(again) + len(STATED_ORDERS) * len(steady)
    done = (lambda n: progress(n, total)) if progress else None
    locales = [ex.locale if ex.locale not in ("", "und") else None for ex in examples] if locale_given else None
    records = to_records(examples, predict(normalizer, texts, hints, progress=done, locales=locales), hints)
    rerun = normalizer.normalize_batch([texts[i] for i in again], progress=done)
    seconds = time.perf_counter() - started
    auto = dict(zip(again, to_records([examples[i] for i in again], rerun, ["AUTO"] * len(again))))
    steady_rows = [examples[i] for i in steady]
    under_hints = {"AUTO": [records[i] for i in steady if records[i].hint == "AUTO"]} | {
        hint: to_records(steady_rows, normalizer.normalize_batch([ex.input for ex in steady_rows], order=hint,
                                                                 progress=done), [hint] * len(steady))
        for hint in STATED_ORDERS}
    default_threshold = normalizer.bundle.min_confidence
    metrics = compute_metrics(records, auto_ambiguous=[auto.get(i, records[i]) for i in ambiguous],
                              under_hints=under_hints, abstain_at=sorted(set(ABSTAIN_AT) | {default_threshold}))

    out_dir = Path(reports_dir) / name
    out_dir.mkdir(parents=True, exist_ok=True)
    report = Report(name, out_dir / "report.md", metrics, records, seconds=seconds,
                    default_min_confidence=default_threshold,
                    shared_names=_shared_names(normalizer, records) if cldr_seed is not None else None)
    report.plots = {"accuracy": plot_accuracy(metrics, out_dir / "accuracy.png"),
                    "errors": plot_errors(metrics, out_dir / "errors.png"),
                    "reliability": plot_reliability(metrics, out_dir / "reliability.png")}
    report.worst = _explain_worst(normalizer, records, worst_cases(records, worst), out_dir / "worst")
    _write_breakdowns(metrics, out_dir / "breakdowns.csv")
    command = _command(model_path, data, name=name, reports_dir=reports_dir, order_given=order_given, worst=worst,
                       limit=limit, input_column=input_column, expected_column=expected_column, beam=beam,
                       cldr_seed=cldr_seed, cldr_locales=cldr_locales, locale_given=locale_given)
    report.path.write_text(_markdown(report, normalizer.bundle, source=source, command=command,
                                     locale_given=locale_given), encoding="utf-8")
    return report


def _explain_worst(normalizer: Normalizer, records: Sequence[Record], chosen: Sequence[int], out_dir: Path) -> list[Case]:
    """Heatmaps of the chosen rows; only these are run again with explain=True, which keeps evaluation fast."""
    rows = [records[i] for i in chosen]
    preds = predict(normalizer, [r.input for r in rows], [r.hint for r in rows], explain=True)
    cases = []
    for rank, (r, pred) in enumerate(zip(rows, preds), start=1):
        path = None
        if pred.attention is not None and pred.output_labels:
            title = (f"{r.input} → {r.predicted or 'null'} (expected {r.expected or 'null'}, "
                     f"confidence {r.confidence:.3f})")
            path = save_alignment(out_dir / f"{rank:02d}-{heatmap_name(r.input)}", pred.attention,
                                  pred.input_labels, pred.output_labels, title=title)
        cases.append(Case(r, path))
    return cases


# ----------------------------------------------------------------------------------------------- output


def _command(model_path, data, **options) -> str:
    """The `datenorm evaluate` command line equivalent to these arguments."""
    defaults = {"reports_dir": Path("reports"), "order_given": True, "worst": 20, "limit": None,
                "input_column": "input", "expected_column": None, "beam": 3, "locale_given": False}
    seed, locales = options.pop("cldr_seed"), options.pop("cldr_locales")
    source = [str(data)] if seed is None else ["--cldr", "--seed", str(seed)] + (
        ["--locales", ",".join(locales)] if locales else [])
    words = ["datenorm", "evaluate", *source, "--name", options.pop("name")]
    if model_path is not None:
        words += ["--model", str(model_path)]
    for key, value in options.items():
        if value != defaults[key]:
            words += (["--no-order"] if key == "order_given" else ["--locale-given"] if key == "locale_given"
                      else [f"--{key.replace('_', '-')}", str(value)])
    return shlex.join(words)


def _write_breakdowns(metrics: Metrics, path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f, lineterminator="\n")
        writer.writerow(["breakdown", "group", "rows", "dates", "exact", "date_exact"])
        for key, groups in metrics.breakdowns.items():
            for g in groups:
                writer.writerow([key, g.name, g.rows, g.dates, f"{g.exact:.4f}",
                                 "" if g.date_exact is None else f"{g.date_exact:.4f}"])


def _table(header: Sequence[str], rows: Sequence[Sequence]) -> list[str]:
    def cell(value) -> str:
        return str(value).replace("|", "\\|").replace("\n", " ")

    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(cell(v) for v in row) + " |" for row in rows), ""]


def _markdown(report: Report, bundle, *, source: str, command: str, locale_given: bool = False) -> str:
    m, nad = report.metrics, report.metrics.not_a_date
    given = Counter(r.hint for r in report.records if r.hint != "AUTO")
    counts = ", ".join(f"{k} {v}" for k, v in sorted(given.items()))
    orders = f"labelled order given on {given.total()} ambiguous rows ({counts}), AUTO elsewhere" if given \
        else "AUTO on every row"
    lines = [f"# datenorm evaluation: {report.name}", "",
             f"- command: `{command}`", f"- data: {source} ({m.rows} rows)",
             f"- model: `{bundle.path}` {json.dumps(bundle.config.to_dict())}",
             f"- model meta: `{json.dumps(bundle.meta, ensure_ascii=False)}`",
             f"- order: {orders}",
             f"- locale: {'each row its own, as `--locale` gives it' if locale_given else 'none given'}",
             f"- date: {datetime.now().isoformat(timespec='seconds')}",
             f"- machine: {platform.platform()}, {platform.processor() or platform.machine()}, "
             f"{os.cpu_count()} CPUs, Python {platform.python_version()}",
             f"- time: {report.seconds:.1f} s for the model runs ({m.rows / max(report.seconds, 1e-9):.0f} rows/s)",
             "", "## Summary", ""]
    lines += _table(["metric", "value"], report.summary_rows())
    lines += ["## Not a date", "", "Positive class: not a date (the model returned null).", ""]
    lines += _table(["non-dates", "rejected", "dates rejected", "non-dates given a date", "precision", "recall", "F1"],
                    [[nad.non_dates, nad.true_pos, nad.false_pos, nad.false_neg, _num(nad.precision),
                      _num(nad.recall), _num(nad.f1)]])
    lines += ["## Under each stated order", "",
              "Non-dates and dates whose numerals are not ambiguous, read again with each order a caller may state "
              "(`--order`, or a `--locale`'s order): the hint decides ambiguous numerals only, so none of these "
              "rows should change.", ""]
    lines += _table(["order", "non-dates", "rejected", "dates", "read right"],
                    [[c.hint, c.non_dates, _pct(c.rejected), c.dates, _pct(c.exact)] for c in m.under_hints])
    lines += ["## Calibration", "", f"Rows that got a date, binned by their confidence. ECE = {_num(m.ece)}.", ""]
    lines += _table(["confidence", "rows", "mean confidence", "accuracy"],
                    [[f"{b.low:g}–{b.high:g}", b.count, _num(b.confidence), _pct(b.accuracy)] for b in m.reliability])
    lines += ["![reliability](reliability.png)", "", "## Abstention", "",
              "What `--min-confidence T` would do: rows still answered with a date, how many of those are right, "
              "and right answers turned into nulls (points of all rows). The model's own nulls stay null. The figures "
              "above read every row (T = 0); this model's default threshold is "
              f"{report.default_min_confidence:g}.", ""]
    lines += _table(["T", "answered", "right of answered", "right answers lost"],
                    [[f"{a.threshold:g}", _pct(a.answered), _pct(a.precision) if a.precision is None else
                      f"{100 * a.precision:.2f}%", f"{100 * a.right_lost:.2f}"] for a in m.abstention])
    lines += ["## Error types", ""]
    lines += _table(["type", "rows"], list(m.errors.items())) + ["![errors](errors.png)", ""]
    lines += ["## Weakest languages", "", f"Languages with {MIN_LANGUAGE_ROWS} rows or more, weakest first; "
              f"{len(report.weak_languages())} of {len(report.ranked_languages())} below {LANGUAGE_FLOOR:.0%}.", ""]
    shared = report.shared_names
    if shared:
        lines += [f"A month name of {sum(s[0] for s in shared.values())} rows names another month in another "
                  "language ('may': May in English, November in Basaa; 'listopad': October in Croatian, November in "
                  "Polish); only a stated locale (`--locale-given`) settles those. Languages below "
                  f"{LANGUAGE_FLOOR:.0%} on their other rows: {', '.join(report.weak_on_own_names()) or 'none'}.", ""]
    lines += _table(["language", "rows", "exact", "exact (dates)"] + (["shared names", "exact, the rest"] if shared
                                                                      else []),
                    [[g.name, g.rows, _pct(g.exact), _pct(g.date_exact)]
                     + ([shared[g.name][0], _pct(shared[g.name][2] / shared[g.name][1] if shared[g.name][1] else None)]
                        if shared and g.name in shared else [])
                     for g in report.ranked_languages()[:TABLE_ROWS]])
    lines += ["## Breakdowns", "", "![accuracy](accuracy.png)", ""]
    for key, groups in m.breakdowns.items():
        lines += [f"### By {key}", ""]
        lines += _table([key, "rows", "dates", "exact", "exact (dates)"],
                        [[g.name, g.rows, g.dates, _pct(g.exact), _pct(g.date_exact)] for g in groups[:TABLE_ROWS]])
        if len(groups) > TABLE_ROWS:
            lines += [f"{len(groups) - TABLE_ROWS} smaller groups are in breakdowns.csv.", ""]
    lines += [f"## The {len(report.worst)} lowest-confidence wrong answers", ""]
    lines += _table(["#", "input", "expected", "predicted", "order given", "confidence", "heatmap"],
                    [[k, f"`{c.record.input}`", c.record.expected or "null", c.record.predicted or "null",
                      c.record.hint, f"{c.record.confidence:.3f}",
                      f"[png](worst/{c.heatmap.name})" if c.heatmap else "–"]
                     for k, c in enumerate(report.worst, start=1)])
    return "\n".join(lines)
