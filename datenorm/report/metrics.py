"""Metrics on labelled predictions: exact match, per-character accuracy, not-a-date precision and
recall, calibration, error types and breakdowns. Pure functions on `Record`s (an expected and a predicted
ISO string, None for "not a date"), so they are testable on hand-made rows."""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Callable, Sequence

from datenorm.dates import parse_iso
from datenorm.dates import language

BIN_EDGES = (0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 1.0)
ERROR_TYPES = ("day/month swap", "year off", "wrong month", "wrong day", "wrong precision", "rejected",
               "hallucinated", "other")  # fmt: skip


@dataclass(frozen=True)
class Record:
    """One labelled row and the model's answer. `expected`/`predicted`: ISO string, or None for "not a date"."""

    input: str
    expected: str | None
    predicted: str | None
    confidence: float = 0.0
    locale: str = ""
    format: str = ""
    order: str = ""  # the labelled field order as written ('' when unknown)
    ambiguous: bool = False
    hint: str = "AUTO"  # the order the model was given

    @property
    def correct(self) -> bool:
        return self.predicted == self.expected


@dataclass(frozen=True)
class Group:
    """Scores of the rows sharing one value of a breakdown key; date_exact is None without date rows."""

    name: str
    rows: int
    dates: int
    exact: float
    date_exact: float | None


@dataclass(frozen=True)
class NotADate:
    """Rejection as a classifier, positive class = "not a date" (predicted None)."""

    non_dates: int
    dates: int
    true_pos: int  # non-dates rejected
    false_pos: int  # dates rejected
    false_neg: int  # non-dates given a date
    precision: float | None
    recall: float | None  # = share of non-dates rejected
    f1: float | None
    dates_rejected: float | None  # share of date rows wrongly rejected


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    count: int
    confidence: float | None  # mean confidence in the bin
    accuracy: float | None


ABSTAIN_AT = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99)  # --min-confidence values the report weighs


@dataclass(frozen=True)
class Abstention:
    """What `--min-confidence threshold` would do to these rows: the share still answered with a date, how
    many of those are right, and the right answers it would turn into nulls (a share of all rows)."""

    threshold: float
    answered: float
    precision: float | None
    right_lost: float


def abstention_curve(records: Sequence[Record], thresholds: Sequence[float] = ABSTAIN_AT) -> list[Abstention]:
    """Precision against coverage as the confidence threshold rises (rows the model left null stay null)."""
    dated = [r for r in records if r.predicted is not None]
    right = sum(r.correct for r in dated)
    out = []
    for t in thresholds:
        kept = [r for r in dated if r.confidence >= t]
        kept_right = sum(r.correct for r in kept)
        out.append(Abstention(t, _share(len(kept), len(records)) or 0.0, _share(kept_right, len(kept)),
                              _share(right - kept_right, len(records)) or 0.0))
    return out


@dataclass(frozen=True)
class HintCheck:
    """Rows an order hint must not change (non-dates, dates whose numerals are not ambiguous), read with it."""

    hint: str
    non_dates: int
    rejected: float | None  # share of the non-dates still rejected
    dates: int
    exact: float | None  # share of the dates still read right


def hint_check(hint: str, records: Sequence[Record]) -> HintCheck:
    """The HintCheck of rows a hint must not change, read with `hint`."""
    non_dates = [r for r in records if r.expected is None]
    dates = [r for r in records if r.expected is not None]
    return HintCheck(hint, len(non_dates), _share(sum(r.predicted is None for r in non_dates), len(non_dates)),
                     len(dates), _share(sum(r.correct for r in dates), len(dates)))


@dataclass
class Metrics:
    rows: int
    dates: int
    exact: float  # all rows; a non-date is right when predicted is None
    date_exact: float | None
    char_accuracy: float
    not_a_date: NotADate
    reliability: list[Bin]
    ece: float | None
    errors: dict[str, int]  # error type -> wrong rows, every ERROR_TYPES key present
    breakdowns: dict[str, list[Group]]
    ambiguous_exact: float | None  # ambiguous date rows as read (with their labelled order when given)
    ambiguous_auto_exact: float | None = None  # the same rows read with AUTO, when they were also read so
    under_hints: list[HintCheck] = field(default_factory=list)  # AUTO, then each stated order
    abstention: list[Abstention] = field(default_factory=list)


def _share(hits: int, total: int) -> float | None:
    return hits / total if total else None


def error_type(expected: str | None, predicted: str | None) -> str | None:
    """Which of ERROR_TYPES a wrong answer is; None when it is right."""
    if predicted == expected:
        return None
    if expected is None:
        return "hallucinated"
    if predicted is None:
        return "rejected"
    want, got = parse_iso(expected), parse_iso(predicted)
    if want is None or got is None:
        return "other"
    if [x is None for x in want] != [x is None for x in got]:
        return "wrong precision"
    if want[2] is not None and got == (want[0], want[2], want[1]):
        return "day/month swap"
    differ = [name for name, a, b in zip(("year", "month", "day"), want, got) if a != b]
    return {("year",): "year off", ("month",): "wrong month", ("day",): "wrong day"}.get(tuple(differ), "other")


def char_accuracy(records: Sequence[Record]) -> float:
    """Matching characters / positions, position-wise over max(len(expected), len(predicted)) per row."""
    hits = total = 0
    for r in records:
        want, got = r.expected or "", r.predicted or ""
        hits += sum(a == b for a, b in zip(want, got))
        total += max(len(want), len(got))
    return hits / total if total else 1.0


def not_a_date_scores(records: Sequence[Record]) -> NotADate:
    """Precision/recall/F1 of returning null, positive class = "not a date"; None where undefined."""
    non_dates = sum(r.expected is None for r in records)
    tp = sum(r.expected is None and r.predicted is None for r in records)
    fp = sum(r.expected is not None and r.predicted is None for r in records)
    fn = non_dates - tp
    precision, recall = _share(tp, tp + fp), _share(tp, non_dates)
    f1 = None if precision is None or recall is None else \
        2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return NotADate(non_dates, len(records) - non_dates, tp, fp, fn, precision, recall, f1,
                    _share(fp, len(records) - non_dates))


def reliability(records: Sequence[Record], edges: Sequence[float] = BIN_EDGES) -> list[Bin]:
    """Confidence bins of the rows that got a date (what a caller sees a confidence for); 1.0 joins the last."""
    members: list[list[Record]] = [[] for _ in edges[1:]]
    for r in records:
        if r.predicted is None:
            continue
        k = next((i for i, high in enumerate(edges[1:]) if r.confidence < high), len(edges) - 2)
        members[k].append(r)
    return [Bin(low, high, len(m), _share(sum(r.confidence for r in m), len(m)),
                _share(sum(r.correct for r in m), len(m))) for low, high, m in zip(edges, edges[1:], members)]


def expected_calibration_error(bins: Sequence[Bin]) -> float | None:
    total = sum(b.count for b in bins)
    return sum(b.count / total * abs(b.accuracy - b.confidence) for b in bins if b.count) if total else None


BREAKDOWNS: dict[str, Callable[[Record], str]] = {
    "format family": lambda r: r.format or "(unknown)",
    "language": lambda r: language(r.locale) if r.locale else "(unknown)",
    "field order": lambda r: r.order or "(none)",
    "ambiguous": lambda r: "ambiguous" if r.ambiguous else "not ambiguous",
    "locale": lambda r: r.locale or "(unknown)",
}


def breakdown(records: Sequence[Record], key: Callable[[Record], str]) -> list[Group]:
    """One Group per value of `key`, largest first."""
    groups: dict[str, list[Record]] = defaultdict(list)
    for r in records:
        groups[key(r)].append(r)
    out = []
    for name, rows in groups.items():
        dates = [r for r in rows if r.expected is not None]
        out.append(Group(name, len(rows), len(dates), sum(r.correct for r in rows) / len(rows),
                         _share(sum(r.correct for r in dates), len(dates))))
    return sorted(out, key=lambda g: (-g.rows, g.name))


def compute_metrics(records: Sequence[Record], *, auto_ambiguous: Sequence[Record] | None = None,
                    under_hints: dict[str, Sequence[Record]] | None = None,
                    abstain_at: Sequence[float] = ABSTAIN_AT) -> Metrics:
    """Every number of the report. auto_ambiguous: the ambiguous date rows read again with AUTO; under_hints:
    {order: the rows an order must not change, read with it} (AUTO first, as the baseline); abstain_at: the
    thresholds the abstention table weighs."""
    dates = [r for r in records if r.expected is not None]
    ambiguous = [r for r in dates if r.ambiguous]
    errors = Counter(error_type(r.expected, r.predicted) for r in records if not r.correct)
    bins = reliability(records)
    return Metrics(
        rows=len(records), dates=len(dates), exact=_share(sum(r.correct for r in records), len(records)) or 0.0,
        date_exact=_share(sum(r.correct for r in dates), len(dates)), char_accuracy=char_accuracy(records),
        not_a_date=not_a_date_scores(records), reliability=bins, ece=expected_calibration_error(bins),
        errors={t: errors[t] for t in ERROR_TYPES},
        breakdowns={key: breakdown(records, by) for key, by in BREAKDOWNS.items()},
        ambiguous_exact=_share(sum(r.correct for r in ambiguous), len(ambiguous)),
        ambiguous_auto_exact=None if auto_ambiguous is None else
        _share(sum(r.correct for r in auto_ambiguous), len(auto_ambiguous)),
        under_hints=[hint_check(hint, rows) for hint, rows in (under_hints or {}).items()],
        abstention=abstention_curve(records, abstain_at),
    )


def worst_cases(records: Sequence[Record], n: int) -> list[int]:
    """Indices of the `n` lowest-confidence wrong answers."""
    wrong = [i for i, r in enumerate(records) if not r.correct]
    return sorted(wrong, key=lambda i: (records[i].confidence, i))[:n]
