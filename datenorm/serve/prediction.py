"""What reading one input gives back, and the rules that turn the model's outputs (P(is a date), the beam's
readings, the numerals' readings) into it: a date, or a null with the reason."""

from __future__ import annotations

import re

from dataclasses import dataclass, field, replace
from datetime import date
from functools import lru_cache
from typing import Sequence

import numpy as np

from datenorm.named_days import may_name_day, named_day_problem
from datenorm.other_calendars import other_calendar
from datenorm.addresses import house_number
from datenorm.numbered import code_and_name, may_write_version, number_reading
from datenorm.readings import NumericPart, bc_era, may_write_bc, weekday_fit, year_written
from datenorm.serve.decode import Hypothesis
from datenorm.serve.find_rules import day_after_words
from datenorm.spans import two_dates
from datenorm.vocab import MAX_ISO_LEN

_CJK = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")  # kana, Han, Hangul
SURE = 0.99  # greedy confidence above which a wider beam cannot change the answer or its alternatives
MIN_ALTERNATIVE = 1.0 - SURE  # alternatives below this probability are not listed
# A reading is refused as impossible ('29 Feb 2019', '31 April') when at some step the model put at least this
# much probability on digits the calendar forbids. Valid dates stay far below it: `datenorm evaluate` counts
# any refused valid date among "dates wrongly rejected".
IMPOSSIBLE = 0.5
_PRECISION = {10: "day", 7: "month", 4: "year"}  # by length of a valid ISO date


@dataclass(slots=True)
class Alternative:
    iso: str
    p: float


@dataclass(slots=True)
class Prediction:
    """One input's reading. `iso` is None when the input is not a date or could not be read (`error` says
    why). `order` is the hint it was read with (None for a row that was never read, such as an undecodable
    line). When explained: `attention` (T, L) over `output_labels` x `input_labels`, and the not-a-date
    head's `feature_attention` (L,); otherwise these are empty."""

    input: str
    iso: str | None = None
    precision: str | None = None
    confidence: float = 0.0
    is_date: float = 0.0
    ambiguous: bool = False
    alternatives: list[Alternative] = field(default_factory=list)
    error: str | None = None
    order: str | None = "AUTO"
    by_weekday: bool = False  # decided by the weekday written beside it (ambiguous numerals, a doubtful name)
    span: tuple[int, int] | None = None  # in a long input, where its one date is written (input[start:end])
    input_labels: list[str] = field(default_factory=list)
    output_labels: list[str] = field(default_factory=list)
    attention: np.ndarray | None = None
    feature_attention: np.ndarray | None = None

    def __repr__(self) -> str:
        shown = self.iso if self.iso is not None else f"null ({self.error})"
        return f"Prediction({self.input!r} -> {shown}, confidence={self.confidence:.3f})"

    def to_date(self) -> date | None:
        """The reading as a datetime.date; None for a null and for a month or year alone, which name no day
        (use `iso` and `precision` for those, or pandas.to_datetime(..., format="ISO8601"))."""
        return date.fromisoformat(self.iso) if self.precision == "day" else None

    def to_dict(self) -> dict:
        """The whole JSONL row, as `datenorm translate --format jsonl` writes it."""
        return {
            "input": self.input, "iso": self.iso, "precision": self.precision,
            "confidence": round(float(self.confidence), 6), "is_date": round(float(self.is_date), 6),
            "ambiguous": self.ambiguous,
            "alternatives": [{"iso": a.iso, "p": round(float(a.p), 6)} for a in self.alternatives],
            "error": self.error, "order": self.order.lower() if self.order else None,
            "span": list(self.span) if self.span else None,
        }


def decide(text: str, norm: str, hint: str, *, p_date: float, hyps: Sequence[Hypothesis], numeric: NumericPart,
           min_is_date: float, min_confidence: float, in_text: bool = False) -> tuple[Prediction, Hypothesis | None]:
    """The Prediction for one read input (`norm`: its normalised text), and the hypothesis it reports (None when
    there is none). in_text: the input is a window of a longer text (`numbered.number_reading`)."""
    pred = Prediction(input=text, is_date=p_date, order=hint)
    best = hyps[0] if hyps else None
    fit = candidates = None
    if best is not None and hint == "AUTO" and numeric.ambiguous:
        # No order was given, but a written weekday can still tell the field orders apart.
        readings = set(numeric.readings.values())
        candidates = [h for h in hyps if h.iso in readings]
        fit = weekday_fit(norm, [h.iso for h in candidates])
        by_weekday = next((h for h in candidates if h.iso == fit), None) if fit else None
        pred.by_weekday = by_weekday is not None and by_weekday is not best
        # (a reading no field order gives, the model misled by the words around the numerals, yields to the best one
        # that an order gives: 'Appt 3/8/24 @ 10:30am' was read 2024-04-08)
        best = by_weekday or (best if best.iso in readings or not candidates else candidates[0])
        if by_weekday is None and "YMD" in numeric.readings and _CJK.search(text):
            # Chinese, Japanese and Korean write the year first, two-digit years too ('賞味期限 25.08.31', a
            # best-before date, was read day-first): their script settles the order as a stated one would.
            fit = numeric.readings["YMD"]
            best = next((h for h in candidates if h.iso == fit), best)
    elif best is not None and len(hyps) > 1 and len(best.iso) == 10 and not numeric.readings:
        # A name the model was unsure of ('listopada': October in Croatian, November in Polish) is settled by the
        # weekday written beside it, when the reading it gave falls on another day and one it weighed falls there.
        candidates = [h for h in hyps if h.p >= MIN_ALTERNATIVE]
        if weekday_fit(norm, [best.iso]) is None and (fit := weekday_fit(norm, [h.iso for h in candidates])):
            best = next(h for h in candidates if h.iso == fit)
            pred.by_weekday = True
    elif best is not None and numeric.ambiguous and hint in numeric.readings:
        # A stated order decides the numerals even where the model, distracted by the words around them, weighed
        # another order's reading higher ('Invoice date: 07/01/2019' under MDY), or a day no order reads ('Week
        # ending 03/02/2024' read 2024-02-02 under DMY: its confidence is then the little it gave the readings).
        candidates = [h for h in hyps if h.iso in numeric.readings.values()]
        fit = numeric.readings[hint]
        best = next((h for h in candidates if h.iso == fit), best)
    if best is not None:
        pred.confidence = best.p
        if fit and best.iso == fit:
            # The weekday or the stated order settles what the model was unsure of: its confidence is in the
            # readings it weighed together, of which the weekday or the order leaves one.
            pred.confidence = min(1.0, sum(h.p for h in candidates))
    pred.ambiguous = hint == "AUTO" and numeric.ambiguous
    if pred.ambiguous or len(hyps) > 1:
        # For numerals, only what some field order reads is an alternative ('2003-04-03' is none of 03/04/05).
        supported = set(numeric.readings.values())
        pred.alternatives = [Alternative(h.iso, h.p) for h in hyps if h is not best
                             and h.p >= MIN_ALTERNATIVE and (not supported or h.iso in supported)]
    impossible = numeric.impossible
    if impossible is not None:
        pred.error = f"not a date: no field order (DMY, MDY, YMD) makes {impossible!r} a real date"
        pred.confidence = 1.0
    elif p_date < min_is_date:
        pred.error = f"not a date (is_date {p_date:.3f} < {min_is_date})"
        pred.confidence = 1.0 - p_date  # the confidence of what is reported: that it is not a date
    elif best is not None and best.blocked >= IMPOSSIBLE and not numeric.readings:
        # (Numerals that some field order reads as a real date are not refused: there the forbidden mass
        # is the model weighing another order's reading, e.g. '10/2/30' read year-first.)
        wanted = best.wanted + ("" if len(best.wanted) == MAX_ISO_LEN else "…")
        pred.error = f"not a real date: it reads as {wanted}, which the calendar does not have"
        pred.confidence = best.blocked
    elif best is None:
        pred.error = "no valid reading"
    elif (era := bc_era(norm, int(best.iso[:4]))) is not None:
        pred.error = f"not a date: {era!r} is a year before the common era"
        pred.confidence = 1.0
    elif (other := other_calendar(norm, best.iso)) is not None:
        pred.error = (f"not a Gregorian date: {other!r} is a date of another calendar (Hijri, Solar Hijri, Bikram "
                      "Sambat, Bengali, Ethiopian)")
        pred.confidence = 1.0
    elif not year_written(norm, int(best.iso[:4]), int(best.iso[8:]) if len(best.iso) == 10 else None):
        pred.error = (f"no year it can read: it reads {best.iso[:4]}, which the text does not write (years run "
                      "from 1 to 9999)")
    elif (problem := named_day_problem(norm, best.iso)) is not None:
        pred.error = f"not the day it names: {problem}"
    elif (number := number_reading(norm, best.iso, in_text=in_text)) is not None:
        pred.error = f"not a date: {number[0]!r} is {number[1]}"
        pred.confidence = 1.0
    # Two dates as written ('2023-118' would be one once normalised) and still two once normalised (a Solar Hijri date
    # and its Gregorian one, '۱۴۰۳/۰۱/۰۱ (۲۰۲۴/۰۳/۲۰)', are then one date twice).
    elif not in_text and (pair := two_dates(text)) is not None and two_dates(norm) is not None:
        pred.error = f"not one date: {pair[0]!r} and {pair[1]!r} are two (a span or a pair): give each its own row"
        pred.confidence = 1.0
    elif (coded := code_and_name(text, best.iso)) is not None:
        pred.error = f"not a date: {coded!r} is a number with a code and a name (a postcode and town, a car's model)"
        pred.confidence = 1.0
    elif (street := house_number(text, best.iso)) is not None:
        pred.error = f"not a date: {street!r} is a house number and its street"
        pred.confidence = 1.0
    elif (number := day_read_twice(norm, best.iso)) is not None:
        pred.error = (f"no year: {number!r} is the day, which the model read as a two-digit year too; a year "
                      "written beside it is read")
    elif (number := day_or_short_year(norm, best.iso)) is not None:
        pred.error = (f"no year: {number!r} beside the month may be its day as well as a two-digit year; a year "
                      f"written in full ({best.iso[:4]}) or as '{number} is read")
    elif (hour := hour_read_as_year(norm, best.iso)) is not None:
        pred.error = f"no year: {hour!r} is an hour of the clock, which the model read as a two-digit year"
    elif pred.confidence < min_confidence:
        pred.error = (f"confidence {pred.confidence:.3f} below the minimum {min_confidence:g} (--min-confidence 0 gives every "
                      "reading)")
        if pred.ambiguous:  # the model weighed the field orders' readings: an order, not a lower bar, settles them
            readings = ", ".join(sorted(set(numeric.readings.values())))
            pred.error += f"; its numerals read as {readings} by field order: --order dmy|mdy|ymd or --locale decides"
    else:
        pred.iso = best.iso
        pred.precision = _PRECISION[len(best.iso)]  # the decoder only ends on a valid date
    return pred, best


# A month in Roman numerals ('VI 1987', 'xii.1850'), which the lexicon does not hold
_ROMAN_MONTH = re.compile(r"(?<![^\W\d_])(?:i{1,3}|iv|vi{0,3}|ix|xi{0,2})(?![^\W\d_])")


def cut_to(pred: Prediction, iso: str, precision: str) -> Prediction:
    """`pred` read only as far as `iso`, a shorter reading (its year, or its year and month), its explanation cut to
    match and no alternatives left."""
    explained = {"output_labels": pred.output_labels[: len(iso)], "attention": pred.attention[: len(iso)]} \
        if pred.attention is not None else {}
    return replace(pred, iso=iso, precision=precision, alternatives=[], **explained)


def year_alone(pred: Prediction, norm: str, lexicon) -> Prediction:
    """A month and year read from a text whose one number is the year and which names no month (`Lexicon
    .names_no_month`: 'Jahrgang 1994' read as 1994-01, 'Matriek 2007' as 2007-03, 'Урожай 2023 р.' as 2023-01; the
    model filled in a month from a word it did not know) as the year alone; any other prediction as it is."""
    if (pred.iso is None or len(pred.iso) != 7 or lexicon is None or _DIGIT_RUNS.findall(norm) != [pred.iso[:4]]
            or _ROMAN_MONTH.search(norm) or not lexicon.names_no_month(norm)):
        return pred
    return cut_to(pred, pred.iso[:4], "year")


def day_apart(pred: Prediction, norm: str, lexicon) -> Prediction:
    """A reading whose month is named before its year and whose day is a number written after the year with a word
    between that names no month or weekday and is no word for the year ('Im März 2020 mussten 3 der 5 Filialen
    schließen' read as 2020-03-03: the number counts something; `find_rules.day_after_words`) as its month and year;
    any other prediction as it is. (Where the month's name follows the year, words between them and the day are the
    date's own: '2021eko martxoaren 5a', '1918 թվականի մայիսի 28'.)"""
    if pred.iso is None or len(pred.iso) != 10 or lexicon is None:
        return pred
    year = re.search(rf"(?<!\d){pred.iso[:4]}(?!\d)", norm)
    month_bit = 1 << (int(pred.iso[5:7]) - 1)
    if year is None or not any(b & month_bit for b in lexicon.char_bits(norm[: year.start()])) or day_after_words(
            pred.input, pred.iso, lexicon, words_between=1) is None:
        return pred
    return cut_to(pred, pred.iso[:7], "month")


# A Chinese, Japanese or Korean year and month with no day written: no number after the month's mark, none before a
# day's ('2011年3月の震災' was read as 2011-03-01)
_CJK_MONTH = re.compile(r"\d\s*[年년]\s*\d{1,2}\s*[月월]")
_CJK_DAY = re.compile(r"[月월]\s*\d|\d\s*[日号號일]")


def cjk_day_unwritten(pred: Prediction, norm: str) -> Prediction:
    """A reading with a day of a text that writes a year and month the Chinese, Japanese or Korean way and no day
    (`_CJK_DAY`) as its month and year; any other prediction as it is."""
    if pred.iso is None or len(pred.iso) != 10 or not _CJK_MONTH.search(norm) or _CJK_DAY.search(norm):
        return pred
    return cut_to(pred, pred.iso[:7], "month")


def month_span(pred: Prediction, norm: str, lexicon) -> Prediction:
    """No date for a reading whose month is one of two different months a text names joined by a slash or a dash
    ('May/June 2022', 'Nov/Dec 2021': a span of months, as every labelled file marks one; the model read one of
    them)."""
    if pred.iso is None or len(pred.iso) < 7 or lexicon is None or (
            span := lexicon.month_span(norm, int(pred.iso[5:7]))) is None:
        return pred
    return replace(pred, iso=None, precision=None, confidence=1.0, alternatives=[],
                   error=f"not a date: {span!r} is a span of months")


@lru_cache(maxsize=1 << 13)
def rules_silent(shape: str, iso_len: int) -> bool:
    """Whether no rule of `decide` on a text's words can refuse a reading of `iso_len` characters of any text of
    this shape (its digits all '0') whose year is a four-digit number of its own there (so the year is written,
    and no lone number is a day that `day_or_short_year` could take for a year): no era before the common era, no
    other calendar's month or marker, no named day, no version number or address. Then a unique, possible
    reading of such a text is decided by its confidence and P(date) alone (`plain_prediction`)."""
    return not (may_write_bc(shape) or other_calendar(shape) is not None or (iso_len > 4 and may_name_day(shape))
                or may_write_version(shape))


def plain_prediction(text: str, iso: str, hint: str, *, p_date: float, p: float) -> Prediction:
    """What `decide` gives for one reading `iso` with probability p of a text whose numerals are unambiguous and
    possible, when `rules_silent` holds for its shape and p_date and p pass the thresholds."""
    return Prediction(input=text, iso=iso, precision=_PRECISION[len(iso)], confidence=p, is_date=p_date, order=hint)


# Readings with no year written: a month's one number that may be its day ('march 15'), or a day read as its
# two-digit year too. The one numeral of a text, of one or two digits, standing after a space or at the start
# ('march 15', 'dec 31'); after '-', '/', '.' or an apostrophe ('mar-15', "mar '15") it is a two-digit year as
# spreadsheets write it.
_DAY_OR_YEAR = re.compile(r"(?:^|(?<=\s))(\d{1,2})(?!\d)")
_DIGIT_RUNS = re.compile(r"\d+")
_CLOCK_TIME = re.compile(r"(?<![\d:.])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])")


def day_read_twice(norm: str, iso: str) -> str | None:
    """The numeral of a text that a full-date reading took for both its day and its two-digit year, when it is the
    text's only numeral but for clock times ('Thu Sep 25 10:36:28' read as 2025-09-25: a date with no year)."""
    if len(iso) != 10 or iso[2:4] != iso[8:]:
        return None
    runs = _DIGIT_RUNS.findall(_CLOCK_TIME.sub(" ", norm))
    return runs[0] if len(runs) == 1 and len(runs[0]) <= 2 and int(runs[0]) == int(iso[8:]) else None


def day_or_short_year(norm: str, iso: str) -> str | None:
    """The number of a month-and-year reading that may as well be a day of that month with no year ('march 15',
    'dec 31' read as 2015-03, 2031-12): the text's only numeral but for a clock time, up to 31, written apart from
    the name. None when the reading is no such month or the number can only be a year ('agosto 99', 'mar-15',
    "mar '15")."""
    if len(iso) != 7:
        return None
    norm = _CLOCK_TIME.sub(" ", norm)  # a clock time is no year ('aug 14 09:23', a log's stamp)
    if len(runs := _DIGIT_RUNS.findall(norm)) != 1 or int(runs[0]) > 31:
        return None
    m = _DAY_OR_YEAR.search(norm)
    return m.group(1) if m and m.group(1) == runs[0] and int(m.group(1)) == int(iso[2:4]) else None




# An hour with its word ('à 10 h', '14 Uhr', '10 o'clock', '10時'), which names no year.
_HOUR = re.compile(r"(?<![\d.:/-])(\d{1,2})\s?(?:h|heures?|uhr|hrs?|o'?clock|ч|時|시|giờ|óra|godz)(?![^\W\d_]|\d)")
_FOUR_DIGITS = re.compile(r"(?<!\d)\d{4}(?!\d)")


def hour_read_as_year(norm: str, iso: str) -> str | None:
    """The hour of a text with no four-digit number that a reading took for its two-digit year ('Rendez-vous le 14
    juillet à 10 h' read as 2010-07-14), if any."""
    if _FOUR_DIGITS.search(norm):
        return None
    year = int(iso[2:4])
    hours = [m for m in _HOUR.finditer(norm) if int(m.group(1)) == year]
    # (not where the number stands elsewhere too: 'le 14 juillet 10 à 10 h' writes the year 10)
    others = [n for n in _DIGIT_RUNS.finditer(norm) if int(n.group()) == year and not any(h.start() == n.start() for h in hours)]
    return hours[0].group() if hours and not others else None

