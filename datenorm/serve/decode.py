"""Beam search (greedy is width 1) constrained so that only valid calendar dates come out.

At every step the tokens that cannot continue a valid ISO date (YYYY, YYYY-MM or YYYY-MM-DD, month
01-12, a day that exists in that month, 29 February only in leap years) get zero probability, and the
rest are renormalised, so `p` is the model's probability of a reading among the valid ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from datenorm.dates import days_in_month
from datenorm.serve.engine import EncoderOutput, Engine
from datenorm.vocab import EOS, EOS_ID, MAX_ISO_LEN, OUTPUT_INDEX, OUTPUT_TOKENS, PAD_ID, SOS_ID

_DIGIT = {str(d): OUTPUT_INDEX[str(d)] for d in range(10)}
_DASH = OUTPUT_INDEX["-"]


def _mask(tokens) -> np.ndarray:
    m = np.zeros(len(OUTPUT_TOKENS), bool)
    for t in tokens:
        m[t] = True
    return m


def _digits(chars: str) -> list[int]:
    return [_DIGIT[c] for c in chars]


@lru_cache(maxsize=None)
def allowed(prefix: str) -> np.ndarray:
    """Boolean mask (V,) of the tokens that may follow `prefix` on the way to a valid ISO date.

    Years run 0001-9999; after a year or a month the output may end (a partial date).
    """
    n = len(prefix)
    if n == 3 and prefix == "000":
        return _mask(_digits("123456789"))
    if n < 4:
        return _mask(_digits("0123456789"))
    if n in (4, 7):
        return _mask([EOS_ID, _DASH])
    if n == 5:
        return _mask(_digits("01"))
    if n == 6:
        return _mask(_digits("123456789" if prefix[5] == "0" else "012"))
    year, month = int(prefix[:4]), int(prefix[5:7])
    last = days_in_month(year, month)
    if n == 8:
        return _mask(_digits("012" + ("3" if last >= 30 else "")))
    if n == 9:
        tens = int(prefix[8])
        units = [u for u in range(10) if 1 <= tens * 10 + u <= last]
        return _mask(_digits("".join(map(str, units))))
    return _mask([EOS_ID])


# Output characters by token id; the special tokens map to NUL, which a fixed-width string view drops.
_CHARS = np.array([t if len(t) == 1 else "" for t in OUTPUT_TOKENS], "<U1")
_DIGIT_IDS = np.array(_digits("0123456789"))
_TOKEN_DIGIT = np.full(len(OUTPUT_TOKENS), -1)
_TOKEN_DIGIT[_DIGIT_IDS] = np.arange(10)
# Steps at which the calendar, not the format, rules out digits: a year's last digit (no year 0000), both
# month digits, both day digits.
_CALENDAR_STEPS = (3, 5, 6, 8, 9)
WANTED_FROM = 0.05  # blocked mass below which no one asks what the model wanted: no string is built
_MONTH_DAYS = np.array([0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])


def allowed_batch(digits: np.ndarray, t: int) -> np.ndarray:
    """`allowed` for n prefixes of the same length t at once: digits (n, >= t) int, the value of each
    output digit so far (anything at the dashes) -> (n, V) bool."""
    n = digits.shape[0]
    if t not in (3, 6, 8, 9):
        return np.broadcast_to(allowed("1999-01-01"[:t]), (n, len(OUTPUT_TOKENS)))
    masks = np.zeros((n, len(OUTPUT_TOKENS)), bool)
    if t == 3:
        masks[:, _DIGIT_IDS] = (np.arange(10) >= 1) | digits[:, :3].any(axis=1, keepdims=True)
        return masks
    if t == 6:
        masks[:, _DIGIT_IDS] = np.where(digits[:, 5:6] == 0, np.arange(10) >= 1, np.arange(10) <= 2)
        return masks
    year = digits[:, 0] * 1000 + digits[:, 1] * 100 + digits[:, 2] * 10 + digits[:, 3]
    month = digits[:, 5] * 10 + digits[:, 6]
    leap = (year % 4 == 0) & ((year % 100 != 0) | (year % 400 == 0))
    last = _MONTH_DAYS[month] + ((month == 2) & leap)
    if t == 8:
        masks[:, _DIGIT_IDS] = np.arange(10) <= np.where(last >= 30, 3, 2)[:, None]
    else:
        day = digits[:, 8:9] * 10 + np.arange(10)
        masks[:, _DIGIT_IDS] = (day >= 1) & (day <= last[:, None])
    return masks


@dataclass(slots=True)
class Hypothesis:
    """One reading: ISO text, its probability, and the attention of each output step over the input."""

    iso: str
    p: float
    attention: np.ndarray | None  # (T, L): T = len(iso) + 1 (the end token); None unless kept
    # The most probability the model gave, at one step, to digits the calendar forbids there (a 9 after
    # '2019-02-2'), and the prefix it wanted then ('2019-02-29', spelled out from WANTED_FROM on).
    blocked: float = 0.0
    wanted: str = ""

    @property
    def output_labels(self) -> list[str]:
        return list(self.iso) + [EOS]


def beam_search(engine: Engine, enc: EncoderOutput, *, width: int = 1, keep_attention: bool = True) -> list[list[Hypothesis]]:
    """Top `width` valid readings per row, best first: enc holds B rows -> B lists of Hypothesis.

    keep_attention=False leaves Hypothesis.attention None and skips the last step when the end token is
    the only one allowed (a full date), which changes no reading or probability.
    """
    batch, length = enc.mask.shape
    n = batch * width
    enc_rep = enc.take(np.repeat(np.arange(batch), width)) if width > 1 else enc
    state = engine.initial_state(enc_rep)
    # Only the first beam of each row is live at the start, so the row's beams do not start as copies.
    score = np.where(np.arange(n) % width == 0, 0.0, -np.inf)
    tokens = np.full(n, SOS_ID)
    # Every unfinished hypothesis has emitted exactly t tokens before step t; `out` holds them.
    out = np.full((n, MAX_ISO_LEN), PAD_ID)
    done = np.zeros(n, bool)
    alphas, parents = [], []  # per step: attention (n, L) and the hypothesis each one extended
    blocked = np.zeros(n)
    wanted = np.zeros((n, 2), int)  # (step, digit token) of each hypothesis' largest blocked mass
    for t in range(MAX_ISO_LEN + 1):
        if t == MAX_ISO_LEN and not keep_attention:
            done[:] = np.isfinite(score)  # the end token is the only one left, with probability 1
            break
        log_probs, state, alpha = engine.step(tokens, state, enc_rep)
        allowed_now = allowed_batch(_TOKEN_DIGIT[out], t)
        if t in _CALENDAR_STEPS:
            forbidden = np.where(allowed_now[:, _DIGIT_IDS] | done[:, None], 0.0, np.exp(log_probs[:, _DIGIT_IDS]))
            step_blocked, step_wanted = forbidden.sum(axis=-1), _DIGIT_IDS[forbidden.argmax(axis=-1)]
        # Finished rows are masked below; letting every token through keeps their normaliser finite.
        lp = np.where(allowed_now | done[:, None], log_probs, -np.inf)
        top_lp = lp.max(axis=-1, keepdims=True)  # finite: every row allows a token
        lp = lp - (top_lp + np.log(np.exp(lp - top_lp).sum(axis=-1, keepdims=True)))
        # A finished hypothesis carries on unchanged through PAD at no cost.
        lp[done] = -np.inf
        lp[done, PAD_ID] = 0.0
        total = (score[:, None] + lp).reshape(batch, -1)
        if width == 1:
            top = np.argmax(total, axis=-1)[:, None]
        else:
            top = np.argsort(-total, axis=-1, kind="stable")[:, :width]
        parent = (np.arange(batch)[:, None] * width + top // lp.shape[1]).ravel()
        token = (top % lp.shape[1]).ravel()
        score = total[np.arange(batch)[:, None], top].ravel()
        if keep_attention:
            alphas.append(alpha)
            parents.append(parent)
        if t in _CALENDAR_STEPS:
            worse = step_blocked[parent] > blocked[parent]
            blocked = np.where(worse, step_blocked[parent], blocked[parent])
            wanted = np.where(worse[:, None], np.stack([np.full(n, t), step_wanted[parent]], axis=1), wanted[parent])
        elif width > 1:
            blocked, wanted = blocked[parent], wanted[parent]
        if width > 1:
            out, done, state = out[parent], done[parent], tuple(a[parent] for a in state)
        if t < MAX_ISO_LEN:
            out[:, t] = np.where(done, PAD_ID, token)
        done = done | (token == EOS_ID)
        tokens = token
        if done.all():
            break
    history = _backtrack(alphas, parents, n, length) if keep_attention else None
    isos = _CHARS[out].view(f"<U{MAX_ISO_LEN}").ravel().tolist()
    probs = np.exp(score).tolist()
    keep = (np.isfinite(score) & done).tolist()
    mass = blocked.tolist()
    hyps = [[Hypothesis(isos[i], probs[i], None if history is None else history[i, : len(isos[i]) + 1], mass[i])
             for i in range(row * width, (row + 1) * width) if keep[i]]
            for row in range(batch)]
    for i in np.flatnonzero(blocked >= WANTED_FROM).tolist():
        if keep[i]:
            hyp = hyps[i // width][sum(keep[i - i % width : i])]
            hyp.wanted = isos[i][: wanted[i, 0]] + OUTPUT_TOKENS[wanted[i, 1]]
    return hyps


def forced(engine: Engine, enc: EncoderOutput, isos: list[str], *, keep_attention: bool = True) -> list[Hypothesis]:
    """The model made to write the given reading of each row (teacher forcing): its probability among the valid
    readings, as `beam_search` counts it, and the attention of each step. For a reading the beam did not reach,
    such as the one a stated field order asks of ambiguous numerals."""
    n = len(isos)
    tokens = [[OUTPUT_INDEX[c] for c in iso] + [EOS_ID] for iso in isos]
    state = engine.initial_state(enc)
    previous = np.full(n, SOS_ID)
    score, alphas = np.zeros(n), []
    for t in range(max(map(len, tokens))):
        log_probs, state, alpha = engine.step(previous, state, enc)
        alphas.append(alpha)
        for row, want in enumerate(tokens):
            if t < len(want):
                lp = np.where(allowed(isos[row][:t]), log_probs[row], -np.inf)
                score[row] += lp[want[t]] - np.logaddexp.reduce(lp)
        previous = np.array([want[min(t, len(want) - 1)] for want in tokens])
    return [Hypothesis(iso, float(np.exp(score[row])),
                       np.stack([a[row] for a in alphas[: len(tokens[row])]]) if keep_attention else None)
            for row, iso in enumerate(isos)]


def _backtrack(alphas: list[np.ndarray], parents: list[np.ndarray], n: int, length: int) -> np.ndarray:
    """(n, T, L) attention of each final hypothesis, following parent links back from the last step."""
    history = np.zeros((n, len(alphas), length), np.float32)
    line = np.arange(n)
    for t in range(len(alphas) - 1, -1, -1):
        line = parents[t][line]
        history[:, t] = alphas[t][line]
    return history


def add_stated_readings(engine: Engine, enc: EncoderOutput, hints: list[str], numeric: list,
                        beams: list[list[Hypothesis]], *, keep_attention: bool) -> None:
    """Adds to the hypotheses of each row read with a stated order (`hints`, one per row of `enc`; `numeric`, their
    `readings.NumericPart`s) the reading that order gives its numerals, where the model read them otherwise and its
    beam never reached it (`decide` then takes it)."""
    rows, isos = [], []
    for i, hint in enumerate(hints):
        stated = numeric[i].readings.get(hint) if hint != "AUTO" and numeric[i].ambiguous else None
        if stated and beams[i] and stated not in {h.iso for h in beams[i]}:
            rows.append(i)
            isos.append(stated)
    if rows:
        for i, hyp in zip(rows, forced(engine, enc.take(np.array(rows)), isos, keep_attention=keep_attention)):
            beams[i].append(hyp)
