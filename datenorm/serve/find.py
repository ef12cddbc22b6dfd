"""Dates inside longer text: windows of whole words slide over the text, the model reads each one, and the
attention of each reading says where in its window the date is written.

A window is the longest run of whole words from a word on that fits the model's input length (and, so
that two dates close together are also seen apart, half of it), so a date is never cut inside a word,
and some window holds each date whole. Readings of windows whose spans
overlap name one date: the most precise sure one stands for it (a window cut after '9, 2019' may read
only '2019'). Times, versions, prices and the like are left alone by the model's own not-a-date head.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Sequence

import numpy as np

from datenorm.errors import ConfigError
from datenorm.serve.prediction import Prediction
from datenorm.vocab import normalize

if TYPE_CHECKING:
    from datenorm.serve.api import Normalizer

MAX_TEXT_LEN = 1000  # characters of a text searched; longer texts are refused with a reason
MIN_CONFIDENCE = 0.6  # a window's reading below this is no match
_WORD = re.compile(r"\S+")
_SURE = 0.9
_LEADING, _TRAILING = "([{<\"'«“", ",;:!?)]}>\"'»”."


@dataclass(frozen=True)
class Match:
    """A date found in a text: `text[start:end]` is where it is written; the rest as in a Prediction."""

    start: int
    end: int
    text: str
    iso: str
    precision: str
    confidence: float
    ambiguous: bool
    prediction: Prediction  # the window's own reading, with its attention when explained

    def to_dict(self) -> dict:
        return {"start": self.start, "end": self.end, "text": self.text, "iso": self.iso,
                "precision": self.precision, "confidence": round(float(self.confidence), 6),
                "ambiguous": self.ambiguous}


def windows(text: str, width: int) -> list[tuple[int, int]]:
    """(start, end) of the longest run of whole words from each word on that normalises to at most `width`
    characters; a word longer than that alone is cut to `width`. Windows inside the previous one are left out."""
    words = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    out: list[tuple[int, int]] = []
    for i, (start, _) in enumerate(words):
        end = None
        for _, word_end in words[i:]:
            if len(normalize(text[start:word_end])) > width:
                break
            end = word_end
        if end is None:  # one word longer than a window: as much of it as normalises to `width` or fewer
            end = start + width
            while end > start + 1 and len(normalize(text[start:end])) > width:
                end -= 1
        span = (start, end)
        if not out or span[1] > out[-1][1]:
            out.append(span)
    return out


def _collapsed_offsets(window: str) -> list[int]:
    """The offset in `window` of each character of the window with whitespace runs made one space and the
    ends stripped, as `normalize` leaves them."""
    offsets, last_space = [], True
    for k, c in enumerate(window):
        if c.isspace():
            if not last_space:
                offsets.append(k)
            last_space = True
        else:
            offsets.append(k)
            last_space = False
    return offsets[:-1] if offsets and window[offsets[-1]].isspace() else offsets


def _span_in_window(pred: Prediction, window: str) -> tuple[int, int]:
    """Where in `window` the reading was read from: the words holding the input characters that the output's
    digits attend to most; the whole window when its normalised text does not line up with it (NFKC or case
    folding changed its length)."""
    offsets = _collapsed_offsets(window)
    steps = [t for t, c in enumerate(pred.output_labels) if c.isdigit()]
    if pred.attention is None or not steps or len(pred.input_labels) - 1 != len(offsets):
        return 0, len(window)
    looked = [offsets[k] for k in np.argmax(pred.attention[steps, 1:], axis=1)]
    words = [(m.start(), m.end()) for m in _WORD.finditer(window)]
    start = next(s for s, e in words if e > min(looked))
    end = next(e for s, e in reversed(words) if s <= max(looked))
    # Sentence punctuation and brackets around the words are not part of the date ('(2020-12-31),').
    while end - start > 1 and window[end - 1] in _TRAILING:
        end -= 1
    while end - start > 1 and window[start] in _LEADING:
        start += 1
    return start, end


def find_dates(normalizer: Normalizer, texts: Sequence[str], *, order: str | None = None,
               locale: str | None = None) -> list[list[Match]]:
    """Every date written in each text, in the order they appear (see the module's docstring)."""
    width = normalizer.config.max_input_len
    jobs: list[tuple[int, int, int]] = []  # (text index, window start, window end)
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise ConfigError(f"find takes strings, got {type(text).__name__} at position {i}")
        if len(text) > MAX_TEXT_LEN:
            raise ConfigError(f"text {i} is {len(text)} characters long; find reads at most {MAX_TEXT_LEN}")
        spans = {span for w in (width, width // 2) for span in windows(text, w)}
        jobs += [(i, s, e) for s, e in sorted(spans)]
    preds = normalizer.normalize_batch([texts[i][s:e] for i, s, e in jobs], order=order, locale=locale,
                                       explain=True, search_long=False)
    found: list[list[Match]] = [[] for _ in texts]
    for (i, s, e), pred in zip(jobs, preds):
        if pred.iso is None or pred.confidence < MIN_CONFIDENCE:
            continue
        a, b = _span_in_window(pred, texts[i][s:e])
        found[i].append(Match(s + a, s + b, texts[i][s + a : s + b], pred.iso, pred.precision, pred.confidence,
                              pred.ambiguous, pred))
    return [_one_per_date(matches) for matches in found]


def _one_per_date(matches: list[Match]) -> list[Match]:
    """Of readings whose spans overlap, the most precise sure one (then the surest); in text order."""
    best: list[Match] = []
    for m in sorted(matches, key=lambda m: (m.confidence >= _SURE, len(m.iso), m.confidence), reverse=True):
        if all(m.end <= k.start or m.start >= k.end for k in best):
            best.append(m)
    return sorted(best, key=lambda m: m.start)


def read_long(text: str, matches: list[Match]) -> Prediction:
    """A long text's Prediction for `translate`: its one date, or a null saying there were none or several."""
    if len(matches) == 1:
        m = matches[0]
        return replace(m.prediction, input=text, span=(m.start, m.end))
    if not matches:
        return Prediction(input=text, error=f"no date found in {len(text)} characters", order=None)
    listed = ", ".join(f"{m.iso} ({m.text!r} at {m.start})" for m in matches)
    return Prediction(input=text, error=f"{len(matches)} dates in one text: {listed}; use `datenorm find` "
                                        "to get each", order=None)
