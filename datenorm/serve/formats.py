"""Formats compiled from the model's own attention: a column's repeated input shapes read without the model.

As pandas infers a strptime format from a column's first value and parses the rest in C, a batch groups its
rows by *shape* (the normalised text with every digit made '0': '03/05/1999' and '17/11/2004' share
'00/00/0000'). For a shape with enough rows the model reads a few of them; the alignment of the first tells,
for each ISO character, which input digit it copies (or that it is a constant: the '-', a month read from a
name, a day's padding zero); the others verify that map. Verified, the map reads the rest of the shape's rows;
a row it cannot answer (no valid date, ambiguous numerals, a rule of `decide` against it) goes to the model.

Only shapes the model reads with p >= SURE on every sample are compiled: there a wider beam could change
neither the reading nor its alternatives, so a compiled row gets the answer the model gives it. Its
`confidence` and `is_date` are the lowest of the samples' (the model's own figure for that row would be
higher or equal in almost every case; `Normalizer(formats=False)` reads every row with the model).

A bundle may also ship formats built the same way ahead of time for the commonest shapes of its training data,
each verified on TABLE_SAMPLES rows (`build_table`, scripts/build_formats.py, the bundle's formats.json): a
batch reads rows of those shapes by them from its first row on, when no order and no locale is given.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import lru_cache
from operator import itemgetter
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Sequence

import numpy as np

from datenorm.dates import days_in_month, expand_two_digit_year
from datenorm.readings import NumericPart
from datenorm.serve.decode import Hypothesis
from datenorm.serve.prediction import SURE, Prediction, decide, plain_prediction, rules_silent
from datenorm.vocab import normalize

if TYPE_CHECKING:
    from datenorm.serve.api import Normalizer

MIN_ROWS = 8  # rows of one shape in a batch before a format is worth compiling (SAMPLES are read by the model)
SAMPLES = 3  # rows the model reads per shape: the first gives the map, the others verify it
TABLE_SHAPES = 5000  # shapes a bundle's formats.json covers at most: the commonest of the training data
TABLE_SAMPLES = 12  # rows the model reads to verify each of them
SCAN = 64  # rows of a shape looked through to pick samples whose digits differ
# A copied digit must hold at least this share of the step's strongest attention: a digit that only matches
# by chance (the '5' of '5 may' for May's '05') is far below it.
MIN_SHARE = 0.5
_TO_ZERO = str.maketrans("123456789", "000000000")
_FIELDS = (("%Y", range(0, 4)), ("%m", range(5, 7)), ("%d", range(8, 10)))


def shape_of(norm: str) -> str:
    """The shape of a normalised text: every ASCII digit as '0' (normalisation has made every digit ASCII)."""
    return norm.translate(_TO_ZERO)


@dataclass(frozen=True, slots=True)
class Format:
    """How one shape's ISO reading is built: per ISO character, the input position it copies (an int into the
    normalised text) or the constant character (a str). `century`: the year is the pivot rule's reading of the
    two digits copied to its last two places."""

    shape: str
    ops: tuple[int | str, ...]
    century: bool
    confidence: float  # the lowest of the verifying readings'
    is_date: float  # likewise, P(is a date)
    example: str  # the normalised text of the first sample

    def to_dict(self) -> dict:
        """The entry of a bundle's formats.json (`bundle.save_formats`)."""
        return {"shape": self.shape, "ops": list(self.ops), "century": self.century,
                "confidence": round(self.confidence, 6), "is_date": round(self.is_date, 6), "example": self.example}

    @classmethod
    def from_dict(cls, entry: dict) -> "Format":
        """A Format from an entry that `bundle.load_bundle` has checked."""
        return cls(entry["shape"], tuple(entry["ops"]), entry["century"], entry["confidence"], entry["is_date"],
                   entry["example"])

    def apply(self, norm: str) -> str | None:
        """The ISO reading of a text of this shape, or None when it names no valid date."""
        take, template = _assembler(self.ops)
        iso = template.format(*take(norm))
        if self.century:
            iso = str(expand_two_digit_year(int(iso[2:4])))[:2] + iso[2:]
        year = int(iso[:4])
        if year < 1:
            return None
        if len(iso) >= 7:
            month = int(iso[5:7])
            if not 1 <= month <= 12:
                return None
            if len(iso) == 10 and not 1 <= int(iso[8:10]) <= days_in_month(year, month):
                return None
        return iso

    def year_stands_alone(self) -> bool:
        """Whether the year is copied whole from a four-digit number of its own ('2019' of '03.05.2019', not of
        '20190503' nor a two-digit year): every text it reads then writes its year."""
        ops = self.ops[:4]
        if self.century or len(ops) < 4 or not all(isinstance(op, int) for op in ops):
            return False
        start = ops[0]
        return (ops == tuple(range(start, start + 4)) and self.shape[start : start + 4] == "0000"
                and (start == 0 or self.shape[start - 1] != "0")
                and (start + 4 == len(self.shape) or self.shape[start + 4] != "0"))

    def describe(self) -> str:
        """The format in strptime's terms, on the normalised (case-folded) text: '%d/%m/%Y', '%d mai %Y',
        '%Y%m%d', with '#' for a digit the date does not use (a clock time's)."""
        field_at: dict[int, str] = {}
        for code, places in _FIELDS:
            for place in places:
                if place < len(self.ops) and isinstance(self.ops[place], int):
                    field_at[self.ops[place]] = "%y" if code == "%Y" and self.century else code
        out = []
        for i, ch in enumerate(self.shape):
            if ch != "0":
                out.append("%%" if ch == "%" else ch)
            elif i not in field_at:
                out.append("#")
            elif not (i > 0 and field_at.get(i - 1) == field_at[i]):  # a field's code once per run of its digits
                out.append(field_at[i])
        return "".join(out)

    def constants(self) -> str:
        """The fields the shape itself fixes ('month 05' for 'mai'), as words; '' when none."""
        fixed = [name for name, places in (("year", range(0, 4)), ("month", range(5, 7)), ("day", range(8, 10)))
                 if places.stop <= len(self.ops) and not (name == "year" and self.century)
                 and all(isinstance(self.ops[p], str) for p in places)]
        iso = "".join(op if isinstance(op, str) else "·" for op in self.ops)
        spans = {"year": iso[0:4], "month": iso[5:7], "day": iso[8:10]}
        return ", ".join(f"{name} {spans[name]}" for name in fixed)


@lru_cache(maxsize=1 << 14)
def _assembler(ops: tuple[int | str, ...]) -> tuple[Callable[[str], tuple[str, ...]], str]:
    """(take, template) for a format's ops: `take(norm)` picks the copied characters, `template.format` puts them
    between the constants (a format reads thousands of rows: one C-level call each, not a loop per character)."""
    places = [op for op in ops if isinstance(op, int)]
    take = itemgetter(*places) if len(places) > 1 else (lambda norm: tuple(norm[p] for p in places))
    template = "".join("{}" if isinstance(op, int) else op.replace("{", "{{").replace("}", "}}") for op in ops)
    return take, template


def compile_format(norm: str, iso: str, attention: np.ndarray, *, confidence: float, is_date: float) -> Format | None:
    """The map one reading implies: `attention` (T, 1 + len(norm)) over the hint token and the characters of
    `norm`, T >= len(iso). Each digit of `iso` copies the input position holding the same digit that the step
    attends to most, if that holds MIN_SHARE of the step's strongest weight; otherwise it is a constant."""
    if attention.shape[0] < len(iso) or attention.shape[1] != len(norm) + 1:
        return None
    positions: dict[str, list[int]] = {}
    for j, ch in enumerate(norm):
        if "0" <= ch <= "9":
            positions.setdefault(ch, []).append(j)
    ops: list[int | str] = []
    for t, ch in enumerate(iso):
        candidates = positions.get(ch, []) if ch != "-" else []
        if candidates:
            weights = attention[t, 1:]
            best = max(candidates, key=lambda j: weights[j])
            if weights[best] >= MIN_SHARE * attention[t].max():  # the hint token's weight counts too
                ops.append(best)
                continue
        ops.append(ch)
    century = (len(ops) >= 4 and isinstance(ops[0], str) and isinstance(ops[1], str) and isinstance(ops[2], int)
               and ops[3] == ops[2] + 1)
    if century and str(expand_two_digit_year(int(iso[2:4])))[:2] != iso[:2]:
        century = False  # the model did not follow the pivot rule here: verification decides on the constants
    return Format(shape_of(norm), tuple(ops), century, confidence, is_date, norm)


def verified(samples: list[tuple[str, Prediction]]) -> Format | None:
    """The format a sample's reading implies (the first sample's, else the next's: one digit's attention may rest
    on a twin digit, '13.03.2034'), if the model read every sample (normalised text, its explained Prediction) as
    a date with p >= SURE and the format reads each of them as the model did."""
    if not samples or any(p.iso is None or p.confidence < SURE or p.is_date < SURE or p.attention is None
                          for _, p in samples):
        return None
    confidence, is_date = min(p.confidence for _, p in samples), min(p.is_date for _, p in samples)
    for norm, pred in samples:
        fmt = compile_format(norm, pred.iso, pred.attention, confidence=confidence, is_date=is_date)
        if fmt is not None and all(fmt.apply(n) == p.iso for n, p in samples):
            return fmt
    return None


def read_by_format(fmt: Format, keys: Iterable[tuple[str, str]], texts: Sequence[str],
                   jobs: dict[tuple[str, str], list[int]], numerals: dict[str, NumericPart], *, min_is_date: float,
                   min_confidence: float) -> Iterator[tuple[tuple[str, str], Prediction]]:
    """(job, prediction) for each (normalised text, hint) job of `keys` that `fmt` answers: the rest (no valid date,
    a rule of `decide`'s against it) are left to the model, which says why. `jobs` gives each job's rows (the
    first row's text is the prediction's input)."""
    # Where no rule of decide's can refuse any row of the shape, its rows skip them (the same answers, tested): a
    # row's own numerals still decide.
    plain = (fmt.year_stands_alone() and fmt.is_date >= min_is_date and fmt.confidence >= min_confidence
             and rules_silent(fmt.shape, len(fmt.ops)))
    for key in keys:
        norm, hint = key
        iso = fmt.apply(norm)
        if iso is None:
            continue
        text, numeric = texts[jobs[key][0]], numerals[norm]
        if plain and not numeric.ambiguous and numeric.impossible is None:
            yield key, plain_prediction(text, iso, hint, p_date=fmt.is_date, p=fmt.confidence)
            continue
        pred, _ = decide(text, norm, hint, p_date=fmt.is_date, hyps=[Hypothesis(iso, fmt.confidence, None)],
                         numeric=numeric, min_is_date=min_is_date, min_confidence=min_confidence)
        if pred.iso is not None:
            yield key, pred


def build_table(normalizer: Normalizer, texts: Iterable[str], *, top: int = TABLE_SHAPES,
                samples: int = TABLE_SAMPLES) -> tuple[list[Format], int]:
    """Formats for the `top` most frequent shapes of `texts` (dates) with MIN_ROWS distinct texts or more
    (numerals that are ambiguous with no order given left out), each verified on `samples` of its texts read by
    the model: what a bundle's formats.json ships. Returns (formats, shapes tried)."""
    by_shape: dict[str, list[str]] = {}
    seen: set[str] = set()
    for text in texts:
        norm = normalize(text)
        if norm in seen or not 0 < len(norm) <= normalizer.config.max_input_len:
            continue
        seen.add(norm)
        shape = shape_of(norm)
        if shape != norm and not NumericPart.of(norm).ambiguous:
            by_shape.setdefault(shape, []).append(norm)
    shapes = sorted((s for s, norms in by_shape.items() if len(norms) >= MIN_ROWS),
                    key=lambda s: (-len(by_shape[s]), s))[:top]
    picked = {s: [by_shape[s][i] for i in pick_samples(by_shape[s], samples)] for s in shapes}
    preds = iter(normalizer.normalize_batch([n for s in shapes for n in picked[s]], explain=True))
    table = [fmt for s in shapes if (fmt := verified([(n, next(preds)) for n in picked[s]])) is not None]
    return table, len(shapes)


def pick_samples(norms: list[str], k: int = SAMPLES) -> list[int]:
    """Indices of up to k texts of one shape whose digits differ from each other's the most (among the first
    SCAN), so that a map that only fits by chance is caught by the others."""
    pool = norms[:SCAN]
    picked = [0]
    while len(picked) < min(k, len(pool)):
        def distance(i: int) -> int:
            return min(sum(a != b for a, b in zip(pool[i], pool[p])) for p in picked)

        best = max((i for i in range(len(pool)) if i not in picked), key=distance)
        picked.append(best)
    return picked


class FormatBook:
    """The formats a Normalizer has compiled, and the shapes that would not compile, by (shape, hint, locale),
    over the bundle's own (its formats.json, for rows read with no order and no locale); counts of the rows each
    format read. Safe to share between threads (a lock guards the tables)."""

    def __init__(self, shipped: list[dict] | None = None):
        self._shipped_entries = shipped or []
        self._shipped: dict[str, Format] | None = None  # made on first use: a one-string call never needs it
        self._formats: dict[tuple[str, str, str | None], Format | None] = {}
        self._rows: dict[tuple[str, str, str | None], int] = {}
        self._lock = threading.Lock()

    def __reduce__(self):
        # A copy in another process (a helper, a Dask worker) starts with the bundle's formats alone: a lock does
        # not pickle, and the others are cheap to compile again.
        return (FormatBook, (self._shipped_entries,))

    def get(self, key: tuple[str, str, str | None]) -> Format | None | bool:
        """The Format for a key, None for a shape that would not compile, False when never tried."""
        with self._lock:
            found = self._formats.get(key, False)
            if found is False and key[1] == "AUTO" and key[2] is None:
                if self._shipped is None:
                    self._shipped = {e["shape"]: Format.from_dict(e) for e in self._shipped_entries}
                return self._shipped.get(key[0], False)
            return found

    def put(self, key: tuple[str, str, str | None], fmt: Format | None) -> None:
        with self._lock:
            self._formats[key] = fmt

    def count(self, key: tuple[str, str, str | None], rows: int) -> None:
        with self._lock:
            self._rows[key] = self._rows.get(key, 0) + rows

    def used(self) -> list[tuple[Format, str, str | None, int]]:
        """(format, hint, locale, rows it read) of every format that read a row, most rows first."""
        found = [(self.get(k), k[1], k[2], n) for k, n in list(self._rows.items())]
        return sorted([item for item in found if item[0]], key=lambda item: -item[3])


_WORD = re.compile(r"[^\W\d_]+")


def summarize(used: list[tuple[Format, str, str | None, int]]) -> list[tuple[int, str]]:
    """(rows, description) per format of a column, most rows first, as `translate --show-format` prints them.
    Formats that differ only in the word naming the month are one: '%d %B %Y' with the names seen, e.g.
    '%d %B %Y (%B: janvier, mars)' ('%b' where every name has four letters or fewer)."""
    groups: dict[str, list[tuple[Format, int]]] = {}  # one line per description, whatever order hint it had
    for fmt, _, _, rows in used:
        text = fmt.describe()
        key = _WORD.sub("\0", text) if "month" in fmt.constants() else text
        groups.setdefault(key, []).append((fmt, rows))
    out = []
    for members in groups.values():
        rows = sum(n for _, n in members)
        texts = [fmt.describe() for fmt, _ in members]
        if len(set(texts)) == 1:
            fixed = members[0][0].constants()
            out.append((rows, texts[0] + (f" ({fixed})" if fixed else "")))
            continue
        words = [_WORD.findall(t) for t in texts]
        varying = {i for i in range(len(words[0])) if len({w[i] for w in words}) > 1}
        names = sorted({w[i] for w in words for i in varying}, key=lambda name: min(
            f.ops[5:7] for f, _ in members if name in _WORD.findall(f.describe())))
        parts = iter(range(len(words[0])))
        code = "%b" if all(len(name) <= 4 for name in names) else "%B"  # abbreviations, as strftime has them
        shown = _WORD.sub(lambda m: code if next(parts) in varying else m.group(0), texts[0])
        out.append((rows, f"{shown} ({code}: {', '.join(names)})"))
    return sorted(out, key=lambda item: -item[0])
