"""Dates inside longer text: windows of whole words slide over the text, the model reads each one, and the attention of
each reading says where in its window the date is written.

A window is the longest run of whole words of one line from a word on that fits the model's input length (and, so that
two dates close together are also seen apart, half of it), so a date is never cut inside a word, and some window holds
each date whole (a word longer than a window is cut, but not through a number: '…/prod_2023-08-14_0300.sql.gz'); a
window also ends before a word that joins two dates ('–', 'から'), before a Chinese or Japanese clause mark ('、') and
before a log's key=value field ('status=200'), and only windows with a numeral in their first words (three of a
full-width one, five of a half-width one; not at a range's dash) are read, with a beam of one (each date kept is read
again with the Normalizer's beam where that could differ). Readings of windows whose spans overlap name one date: the
most precise sure one stands for it (a window cut after '9, 2019' may read only '2019'). A window holding two dates
reads one of them: the words just after and just before each date found are read again as windows of their own, until no
new date turns up; so are a window's later words when it reads as a date too unsure to be one (a code and a date
together). Times, versions, prices and the like are left alone by the model's own not-a-date head, and by rule no match
is a version named just before the window ('Python 3.11.4'), a lone one- or two-digit number without a month's name,
numerals no field order reads as a date ('Case No. 2018/04/117'), numerals after a number sign ('order #20190503',
'Fakturanr. 2023-4417') or a year glued to letters ('pizza2020', '1990s', '1984B'), an identifier's code
('INV-2024-0611') or a JSON number ('"latency_ms":1834'), a span with two years or with numerals two words apart (two
dates read as one), a year and a serial number ('batch 2023-118'), a year with a currency or unit beside it ('1500 ₽'),
a count (a number alone below 1000, or a round hundred up to 1400: 'for 450 pupils', 'from 1000 guns'; two digits
read as a year after a comma and a word: '14. mars, og 37 personer'), a decade, a range of clock times, a phone
number in groups, or a clock time read as a month's year ('12. maj kl. 18.00')
(`find_rules`); with no order given, a text's other numeric dates read day- or month-first settle its ambiguous ones, as
a column's do (where none does, its words may: Spanish ones day-first, English ones beside a dollar sign month-first); a
month read from a short lower-case word ('2015. Let me know'), or from a three-letter one with words between it and the
numbers ('was closed in 2017'), leaves the year alone. A year or a month and year read alone is read once more with the
word or two before it, which the window that starts there cannot see, and with a day no month has before it or a year
after it ('32 December 2034', 'February 41, 1924'), and dropped where the model is then sure there is no date ('foråret
2015', 'Q3 2021', 'les années 1930').
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Sequence

import numpy as np

from datenorm.errors import ConfigError
from datenorm.numbered import span_reading
from datenorm.readings import NumericPart
from datenorm.serve import find_counts as counts, find_rules as rules
from datenorm.serve.inputs import resolve_order
from datenorm.serve.prediction import SURE as GREEDY_SURE, Prediction, cut_to
from datenorm.serve.windows import FULL_LEAD_WORDS, HALF_LEAD_WORDS, beside, numerals, windows, word_spans
from datenorm.vocab import edge_marks, normalize

if TYPE_CHECKING:
    from datenorm.serve.api import Normalizer

MAX_TEXT_LEN = 1000  # characters of a text searched; longer texts are refused with a reason
MIN_CONFIDENCE = 0.6  # a window's reading below this is no match
_SURE = 0.9
# Windows are read greedily and the matches kept read again with the Normalizer's beam where it could differ
# (`_in_full_beam`): on every evaluation set the same dates as reading every window with the beam, about 5% faster.
_WINDOW_BEAM = 1
_UNMAKE = 0.01  # is_date below which the words beside a year or month read alone make it no date
# A year after a month whose year has two digits: a word that can make a month and year no date ('February 41, 1924'),
# as a day's number before it can (`find_rules.day_before`).
_YEAR_WORD = re.compile(r"\W*\d{4}\W*")
# Texts from which a Normalizer with several workers gives each process a share of them (`_shared`), and how many
# at a time (about 450 windows: one engine call a round)
_SHARED_FROM, _SHARED_CHUNK = 8, 32
_ROUNDS = 3  # rounds of reading the windows beside newly found dates: each can find the next of several
# A year glued to Latin letters is part of a word ('pizza2020', 'INV2021', a door's code '1984B') or a decade
# ('1990s'); not a lower-case letter after it, which tells apart one author's works of a year ('Smith 2019a').
_GLUED_YEAR = re.compile(r"[A-Za-z]\d{4}(?!\d)|(?<!\d)\d{4}s\b|(?<!\d)\d{4}[A-Z](?![^\W\d_])")
_LEAD_WORD = re.compile(r"[a-zà-ÿ]{1,2}")  # 'le', 'am', 'el', 'on', 'du', 'à'
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


def _cut(words: dict[int, list[tuple[int, int]]], texts: Sequence[str], i: int) -> list[tuple[int, int]]:
    """Text i's words, cut once."""
    if i not in words:
        words[i] = word_spans(texts[i])
    return words[i]


_KEPT = re.compile(r"\S|(?<=\S)\s")  # a character `normalize` keeps: any but a space, and a run's first space


def _collapsed_offsets(window: str) -> list[int]:
    """The offset in `window` of each character of the window with whitespace runs made one space and the
    ends stripped, less a lone dash or tilde at either end, as `normalize` leaves them."""
    offsets = [m.start() for m in _KEPT.finditer(window)]
    if offsets and window[offsets[-1]].isspace():
        offsets.pop()
    start, cut = edge_marks("".join(" " if window[k].isspace() else window[k] for k in offsets))
    return offsets[start : len(offsets) - cut]


def _span_in_window(pred: Prediction, window: str) -> tuple[int, int]:
    """Where in `window` the reading was read from: the words holding the input characters that the output's
    digits attend to most; the whole window when its normalised text does not line up with it (NFKC or case
    folding changed its length)."""
    offsets = _collapsed_offsets(window)
    steps = [t for t, c in enumerate(pred.output_labels) if c.isdigit()]
    if pred.attention is None or not steps or len(pred.input_labels) - 1 != len(offsets):
        return _trimmed(window, 0, len(window))
    looked = [offsets[k] for k in np.argmax(pred.attention[steps, 1:], axis=1)]
    words = word_spans(window)
    start = next(s for s, e in words if e > min(looked))
    end = next(e for s, e in reversed(words) if s <= max(looked))
    if len(pred.iso) == 4:
        # A year alone is one word: where two years stand in the span ('born 1956 in Dayton, joined NASA in 1984'),
        # the one the reading's last digit looked at, or nearest to it, with the reading's number.
        years = [(s, e) for s, e in words if start <= s and e <= end
                 and any(int(run) == int(pred.iso) for run in re.findall(r"\d{4}", window[s:e]))]
        if years:
            start, end = min(years, key=lambda w: 0 if w[0] <= looked[-1] < w[1] else min(abs(w[0] - looked[-1]),
                                                                                          abs(w[1] - looked[-1])))
    # An article or preposition of one or two lower-case letters that the digits' attention took in is not part of
    # the date ('le 3 mars 2015', 'am 3. März'): the span starts at the word after it.
    inside = [(s, e) for s, e in words if start <= s and e <= end]
    while len(inside) > 1 and _LEAD_WORD.fullmatch(window, *inside[0]):
        inside.pop(0)
        start = inside[0][0]
    # A Chinese or Japanese field's character after its number is part of the date, though the digits' attention
    # ends on the number ('2008年7' is '2008年7月').
    if end < len(window) and window[end] in "年月日号號" and window[end - 1].isdigit():
        end += 1
    return _trimmed(window, start, end)


def _trimmed(window: str, start: int, end: int) -> tuple[int, int]:
    """The span less the sentence punctuation and brackets around its words, which are not part of the date
    ('(2020-12-31),')."""
    while end - start > 1 and window[end - 1] in _TRAILING:
        end -= 1
    while end - start > 1 and window[start] in _LEADING:
        start += 1
    return start, end


def find_dates(normalizer: Normalizer, texts: Sequence[str], *, order: str | None = None,
               locale: str | None = None) -> list[list[Match]]:
    """Every date written in each text, in the order they appear (see the module's docstring)."""
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise ConfigError(f"find takes strings, got {type(text).__name__} at position {i}")
        if len(text) > MAX_TEXT_LEN:
            raise ConfigError(f"text {i} is {len(text)} characters long; find reads at most {MAX_TEXT_LEN}")
    if normalizer.workers > 1 and len(texts) >= _SHARED_FROM:
        return _shared(normalizer, texts, order=order, locale=locale)
    width = normalizer.config.max_input_len
    jobs: list[tuple[int, int, int]] = []  # (text index, window start, window end)
    for i, text in enumerate(texts):
        spans = {*windows(text, width, FULL_LEAD_WORDS), *windows(text, width // 2, HALF_LEAD_WORDS)}
        jobs += [(i, s, e) for s, e in sorted(spans)]
    found: list[list[Match]] = [[] for _ in texts]
    read = set(jobs)
    words: dict[int, list[tuple[int, int]]] = {}  # of the texts with a date or an unsure window, cut once
    for _ in range(_ROUNDS):
        new, later = _read_windows(normalizer, texts, jobs, found, words, order=order, locale=locale)
        spans = {(m_i, m.start, m.end) for m_i, m in new}  # windows that read one date have one span's neighbours
        jobs = sorted(({(m_i, s, e) for m_i, start, end in spans
                        for s, e in beside(texts[m_i], _cut(words, texts, m_i), start, end, (width, width // 2))}
                       | later) - read)
        read.update(jobs)
        if not jobs:
            break
    kept = _in_full_beam(normalizer, [_one_per_date(matches) for matches in found], order=order, locale=locale)
    if resolve_order(order, locale) == "AUTO":
        kept = [rules.in_the_texts_order(matches, text) for matches, text in zip(kept, texts)]
    return _without_unmade(normalizer, texts, kept, words, order=order, locale=locale)


def _shared(normalizer: Normalizer, texts: Sequence[str], *, order: str | None,
            locale: str | None) -> list[list[Match]]:
    """`find_dates` of many texts, a share of them in each process (`Normalizer._job`): find's own work around the
    model (cutting windows, judging spans) is then shared too, where the model's batches alone left it to one."""
    size = max(1, min(_SHARED_CHUNK, -(-len(texts) // (2 * normalizer.workers))))
    chunks = [(list(texts[start : start + size]), order, locale) for start in range(0, len(texts), size)]
    found: list = [None] * len(chunks)
    for index, matches in normalizer._map(chunks, "find"):
        found[index] = matches
    return [m for chunk in found for m in chunk]


def _in_full_beam(normalizer: Normalizer, found: list[list[Match]], *, order: str | None,
                  locale: str | None) -> list[list[Match]]:
    """The matches read again from their windows with the Normalizer's own beam, as `translate` reads a text: their
    readings, confidences and alternatives then are the beam's; one the beam reads as no date is dropped. A match
    whose reading a rule cut ('2015. Let me know' to its year) stays as it is."""
    # Not read again: a greedy reading >= GREEDY_SURE, the beam's too (it widens only below, or for a stated order).
    hinted = resolve_order(order, locale) != "AUTO"
    todo = [(i, k) for i, matches in enumerate(found) for k, m in enumerate(matches)
            if m.iso == m.prediction.iso and (hinted or m.prediction.confidence < GREEDY_SURE)]
    if normalizer.beam == _WINDOW_BEAM or not todo:
        return found
    preds = normalizer.normalize_batch([found[i][k].prediction.input for i, k in todo], order=order, locale=locale,
                                       explain=True, search_long=False, explain_nulls=False, in_text=True)
    out = [list(matches) for matches in found]
    for (i, k), pred in zip(todo, preds):
        m = found[i][k]
        out[i][k] = None if pred.iso is None or pred.confidence < MIN_CONFIDENCE else replace(
            m, iso=pred.iso, precision=pred.precision, confidence=pred.confidence, ambiguous=pred.ambiguous,
            prediction=pred)
    return [[m for m in matches if m is not None] for matches in out]


def _without_unmade(normalizer: Normalizer, texts: Sequence[str], found: list[list[Match]],
                    words: dict[int, list[tuple[int, int]]], *, order: str | None,
                    locale: str | None) -> list[list[Match]]:
    """`found` less the readings that the words beside them make no date, which the windows that found them could
    not see whole:
    - a year read alone, after words that make it none ('foråret 2015', 'Q3 2021', 'les années 1930'): read again
      with the word before it, and with the two before it. The model must be sure there (is_date below _UNMAKE),
      and for two words already doubtful with one (below _SURE), since a few short phrases of a name and a year
      read as no date ('Roma nel 1938');
    - a month and year, or a year after a month's name, beside a day no month has ('32 December 2034', '40th of
      August 2066', '44 березня 2040', 'February 41, 1924': a window cut after the day's number, or before the year
      after a two-digit one): read again with that day (and a short word between) or with that year, where the
      model must be sure."""
    width = normalizer.config.max_input_len
    checks: list[tuple[int, Match, int, int, bool]] = []  # (text index, match, span read again, with a day or year)
    for i, matches in enumerate(found):
        text = texts[i]
        for m in matches:
            if len(m.iso) not in (4, 7):
                continue
            cut = _cut(words, texts, i)
            before = [(s, e) for s, e in cut if e <= m.start][-3:][::-1]
            spans = [(s, m.end, False) for s, _ in before[:2]]
            day = rules.day_before(text, before, normalizer.bundle.lexicon, year_alone=len(m.iso) == 4)
            spans += [(day, m.end, True)] if day is not None else []
            after = next(((s, e) for s, e in cut if s >= m.end), None)
            if len(m.iso) == 7 and after and not re.search(r"\d{4}", m.text) and _YEAR_WORD.fullmatch(text, *after):
                spans.append((m.start, after[1], True))
            checks += [(i, m, s, e, beside) for s, e, beside in spans
                       if "\n" not in text[s:e] and len(normalize(text[s:e], in_text=True)) <= width]
    if not checks:
        return found
    preds = normalizer.normalize_batch([texts[i][s:e] for i, _, s, e, _ in checks], order=order, locale=locale,
                                       search_long=False, in_text=True)
    p_words: dict[tuple[int, int], list[float]] = {}  # a year's: the one word's, then the two words'
    unmade = set()
    for (i, m, _, _, beside), pred in zip(checks, preds):
        if beside:
            if pred.is_date < _UNMAKE:
                unmade.add((i, m.start))
        else:
            p_words.setdefault((i, m.start), []).append(pred.is_date)
    unmade.update(key for key, p in p_words.items()
                  if p[0] < _UNMAKE or (len(p) > 1 and p[0] < _SURE and p[1] < _UNMAKE))
    return [[m for m in matches if (i, m.start) not in unmade] for i, matches in enumerate(found)]


def _read_windows(normalizer: Normalizer, texts: Sequence[str], jobs: list[tuple[int, int, int]],
                  found: list[list[Match]], words: dict[int, list[tuple[int, int]]], *, order: str | None,
                  locale: str | None) -> tuple[list[tuple[int, Match]], set[tuple[int, int, int]]]:
    """Read each (text index, start, end) window, add its date to `found`; return the new (text index, match) and
    the windows from each later word (with a numeral in its first three words, as a full-width window's) of those
    read as a date too unsure to be one ('invoice INV-2024-0611 for May 2024')."""
    # Only windows read as dates need their attention (for the span): the rest are not decoded.
    preds = normalizer.normalize_batch([texts[i][s:e] for i, s, e in jobs], order=order, locale=locale,
                                       explain=True, search_long=False, explain_nulls=False, in_text=True,
                                       beam=_WINDOW_BEAM)
    lexicon = normalizer.bundle.lexicon
    new, later = [], set()
    judged: dict[tuple[int, int, int, str], tuple[int, int, str, bool] | None] = {}  # windows often read one date
    for (i, s, e), pred in zip(jobs, preds):
        if pred.iso is None or pred.confidence < MIN_CONFIDENCE:
            if pred.is_date >= normalizer.min_is_date and pred.confidence < max(MIN_CONFIDENCE, normalizer.min_confidence):
                inside = [w for w in _cut(words, texts, i) if s < w[0] and w[1] <= e]
                later.update((i, a, e) for k, (a, _) in enumerate(inside)
                             if any(numerals(texts[i], inside[k : k + FULL_LEAD_WORDS])))
            continue
        a, b = _span_in_window(pred, texts[i][s:e])
        key = (i, s + a, s + b, pred.iso)
        if key not in judged:
            judged[key] = _judged(texts[i], s + a, s + b, pred.iso, lexicon)
        if judged[key] is None:
            continue
        start, end, iso, code = judged[key]
        precision = pred.precision if iso == pred.iso else "month" if len(iso) == 7 else "year"
        match = Match(start, end, texts[i][start:end], iso, precision, pred.confidence, pred.ambiguous, pred)
        if not code:
            found[i].append(match)
        new.append((i, match))  # (a code is no date, but the words beside it are read as a found date's are)
    return new, later


def _judged(text: str, a: int, b: int, iso: str, lexicon) -> tuple[int, int, str, bool] | None:
    """A window's reading `iso` of `text[a:b]` as find's rules leave it: (start, end, reading, whether the span is a
    code, which is no date though the words beside it are read as a found date's are); None when the rules make it
    no match."""
    span = text[a:b]
    pred_iso = iso
    short_month = len(iso) > 4 and rules.short_word_month(span, lexicon)
    if short_month and (year := rules.year_in(span, iso)):
        # 'in 2015. Let me know': the year stands, the month ('me', May in Samoan) was a word
        a, b, iso, short_month = a + year.start(), a + year.end(), iso[:4], False
        span = text[a:b]
    if len(iso) > 4 and (cut := rules.month_after_words(span, iso, lexicon)) is not None:
        b, iso = a + cut, iso[:4]
        span = text[a:b]
    if len(iso) == 10 and (cut := rules.day_after_words(span, iso, lexicon)) is not None:
        b, iso = a + cut, iso[:7]
        span = text[a:b]
    if (fewer := counts.fields_from_quantities(span, iso, lexicon)) is not None:
        if len(fewer) == 4 and rules.year_in(span, fewer) is None:  # a year left that is not written in full
            return None
        iso = fewer
    if (rules.bare_number(span, lexicon) or rules.two_years(span) or rules.scattered(span, lexicon)
            or counts.short_year_after_words(span, iso, lexicon) or counts.a_decimal(span)
            or (len(iso) == 4 and counts.COUNTED_AFTER.search(text, a, b + 6))
            or rules.not_a_date_in_text(text, a, b, iso)
            or rules.after_version(text, a, b, pred_iso)
            or rules.in_url(text, a, b, iso) or rules.year_from_a_time(span, iso, lexicon)
            or NumericPart.of(normalize(span, in_text=True)).impossible is not None  # 'Case No. 2018/04/117' read as 04-11
            or rules.after_number_sign(text, a, span) or (len(iso) == 4 and _GLUED_YEAR.search(span))
            or (len(iso) == 4 and iso < "1000" and re.fullmatch(r"\W*0\d{3}\W*", span))  # a receipt's '0034'
            or (len(iso) == 4 and counts.counted(text, a, span))
            or counts.unwritten_year(text, a, span, iso) or counts.impossible_day(text, a, b, iso, lexicon)
            or short_month):
        return None
    return a, b, iso, rules.code_or_json_number(text, a, span, lexicon)


def _one_per_date(matches: list[Match]) -> list[Match]:
    """Of readings whose spans overlap, the most precise sure one (then the surest); in text order."""
    best: list[Match] = []
    for m in sorted(matches, key=lambda m: (m.confidence >= _SURE, len(m.iso), m.confidence), reverse=True):
        if all(m.end <= k.start or m.start >= k.end for k in best):
            best.append(m)
    return sorted(best, key=lambda m: m.start)


def read_long(text: str, matches: list[Match]) -> Prediction:
    """A long text's Prediction for `translate`: its one date (written once, or more often alike: '2023-03-14
    09:41 (Tue, 14 Mar 2023)'), or a null saying there were none or several, or that the one is an end of a span
    (`numbered.span_reading`)."""
    if len(matches) == 1 or len({m.iso for m in matches}) == 1:
        m = matches[0]
        # ... unless it is one end of a span the text writes ('The war lasted from 1861 to 1865 and cost…': find
        # reports the first year, whose window reads it alone, as a date of the text)
        if (span := span_reading(normalize(text, in_text=True), m.iso)) is not None:
            return Prediction(input=text, error=f"not a date: {span[0]!r} is {span[1]}", order=None)
        pred = replace(m.prediction, input=text, span=(m.start, m.end))
        if m.iso == pred.iso:
            return pred
        # find's rules cut the window's reading ('2023 januárjában 25,7 százalék': the day was a decimal's)
        return cut_to(pred, m.iso, m.precision)
    if not matches:
        return Prediction(input=text, error=f"no date found in {len(text)} characters", order=None)
    listed = ", ".join(f"{m.iso} ({m.text!r} at {m.start})" for m in matches)
    return Prediction(input=text, error=f"{len(matches)} dates in one text: {listed}; use `datenorm find` "
                                        "to get each", order=None)
