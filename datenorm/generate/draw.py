"""Chunked, seeded drawing of labelled rows: a date from faker (with the calendar's edges and earlier
centuries weighted up) written by a format family drawn by weight, or a non-date; then framing and mess.

Rows are made in chunks of `CHUNK` rows, each seeded from (seed, chunk index), so the output does not
depend on the number of workers, and `generate_examples(n)` is a prefix of `generate_examples(m)` for n < m.
"""

from __future__ import annotations

import math
import random
import signal
from datetime import date
from functools import lru_cache
from typing import Iterable, Iterator

from datenorm.config import DEFAULT_MAX_INPUT_LEN, workers_or_default
from datenorm.dates import days_in_month, is_leap, language
from datenorm.errors import ConfigError, DatenormError
from datenorm.generate.context import Context, Draft, Settings, build_pools, check_settings, derive, faker
from datenorm.generate.families import FORMAT_FAMILIES
from datenorm.generate.negatives import Negatives, reads_as_date
from datenorm.generate.lexicon import build_lexicon
from datenorm.generate.noise import OWN_WORDS, frame, mess, misspell, ocr_slip, strip_marks, twin
from datenorm.labelled import Labelled
from datenorm.lexicon import phrase_key
from datenorm.vocab import normalize

CHUNK = 1000  # rows per seeded chunk; changing it changes every generated set
MAX_INPUT_CHARS = DEFAULT_MAX_INPUT_LEN  # after vocab.normalize
MESS_SHARE = 0.3
BARE_SHARE = 0.06  # rows with accented letters written without their accents
SLIP_SHARE = 0.03  # rows with a typing slip in a word ('Febuary 14, 2018')
OCR_SHARE = 0.01  # rows with a letter read as a digit ('Ju1y 14, 1789')
TWIN_SHARE = 0.005  # full dates with their ISO form beside them ('(1946-06-14) June 14, 1946')
FRAME_SHARE = 0.08  # rows, dates and non-dates alike, with a label before or log text after ('Expires 08/2027')
# Ambiguous numerals of a language with words of its own in `noise.OWN_WORDS` are framed more often, mostly with
# those words (`noise.OWN_WORDS_SHARE`): about one in five of them ('Facture du 03/04/2023').
OWN_FRAME_SHARE = 0.25
MONTH_END_SHARE = 0.04  # dates moved to their month's last day (28-31)
LEAP_DAY_SHARE = 0.01  # dates moved to 29 February of a nearby leap year
HISTORIC_FROM = date(1000, 1, 1)  # the decoder writes four-digit years
_MAX_TRIES = 200


@lru_cache(maxsize=None)
def _family_cum(locales: tuple[str, ...] | None) -> tuple[tuple[str, ...], tuple[float, ...]]:
    pools = build_pools(locales)
    names = tuple(n for n, f in FORMAT_FAMILIES.items() if not f.needs or getattr(pools, f.needs))
    weights = [FORMAT_FAMILIES[n].weight for n in names]
    return names, tuple(sum(weights[: i + 1]) for i in range(len(weights)))


def _draw_date(rng: random.Random, dates, s: Settings) -> date:
    """A date from faker, uniform over the range, except that a share are moved to their month's last day
    and a share to 29 February of a leap year: uniform dates show those calendar edges too rarely to learn.
    A share comes from the centuries before the range (recent ones likelier): without them the model read
    '12 February 1809' as 1909 and '4 July 1776' as no date at all."""
    if s.start > HISTORIC_FROM and rng.random() < s.historic_share:
        back = (s.start.toordinal() - HISTORIC_FROM.toordinal()) * rng.random() ** 2
        day = date.fromordinal(s.start.toordinal() - 1 - int(back))
    else:
        day = dates.date_between_dates(s.start, s.end)
    roll = rng.random()
    if roll < LEAP_DAY_SHARE:
        low = min(day, s.start)  # a historic date's leap day may fall before the range too
        leap_years = [y for y in range(day.year - 8, day.year + 9) if is_leap(y) and low <= date(y, 2, 29) <= s.end]
        return date(rng.choice(leap_years), 2, 29) if leap_years else day
    if roll < LEAP_DAY_SHARE + MONTH_END_SHARE:
        return day.replace(day=days_in_month(day.year, day.month))
    return day


def _names_the_same(word: str, slipped: str) -> bool:
    """Whether a slip leaves what a word names as it was: a name misspelled stays its month (or weekday), a
    word that names none still names none ('Juno' is no slip of 'Junio' to teach)."""
    phrases = build_lexicon().phrases
    bits = phrases.get(phrase_key(normalize(slipped)))
    return bits is None or bits == phrases.get(phrase_key(normalize(word)))


def _make_chunk(task: tuple[int, int, Settings]) -> list[tuple]:
    """CHUNK rows as (input, target, locale, format, order, ambiguous, normalised input) tuples."""
    seed, index, s = task
    ctx = Context(random.Random(derive(seed, index, "rows")), build_pools(s.locales))
    rng = ctx.rng
    dates = faker("en_US", "dates")
    dates.seed_instance(derive(seed, index, "dates"))
    negatives = Negatives(ctx, s, (seed, index))
    names, cum = _family_cum(s.locales)
    rows = []
    for _ in range(CHUNK):
        for _ in range(_MAX_TRIES):
            if rng.random() < s.negative_share:
                made = negatives.draw()
                if made is None:
                    continue
                draft, name = Draft(made[0], "", made[1], ""), "none"
            else:
                name = rng.choices(names, cum_weights=cum)[0]
                if name == "early_year" and not s.historic_share:
                    continue  # its years (1-999) lie before any range; they come with the historic dates
                draft = FORMAT_FAMILIES[name].build(ctx, _draw_date(rng, dates, s))
                if draft is None or (not s.historic_share and int(draft.target[:4]) < s.start.year):
                    continue  # (year_words' years before 1000 too)
            text = draft.input
            if len(draft.target) == 10 and rng.random() < TWIN_SHARE:
                text = twin(rng, text, draft.target)
            own = language(draft.locale) if draft.ambiguous else None
            if rng.random() < (OWN_FRAME_SHARE if own in OWN_WORDS else FRAME_SHARE):
                text = frame(rng, text, MAX_INPUT_CHARS, own)
            text = mess(rng, text) if rng.random() < MESS_SHARE else text
            text = strip_marks(text) if not text.isascii() and rng.random() < BARE_SHARE else text
            text = misspell(rng, text, _names_the_same) if rng.random() < SLIP_SHARE else text
            text = ocr_slip(rng, text) if rng.random() < OCR_SHARE else text
            norm = normalize(text)
            if not norm or len(norm) > MAX_INPUT_CHARS or "\n" in text or "\r" in text:
                continue
            if name == "none" and reads_as_date(norm):
                continue
            rows.append((text, draft.target, draft.locale, name, draft.order, draft.ambiguous, norm))
            break
        else:
            raise DatenormError(f"could not draw a row in {_MAX_TRIES} tries; check locales and date range")
    return rows


def chunks(seed: int, s: Settings, indices: Iterable[int], workers: int) -> Iterator[list[tuple]]:
    """Chunks in index order, made by a process pool when workers > 1."""
    tasks = ((seed, i, s) for i in indices)
    if workers <= 1:
        yield from map(_make_chunk, tasks)
        return
    import multiprocessing

    with multiprocessing.get_context().Pool(workers, initializer=_quiet_helper) as pool:
        yield from pool.imap(_make_chunk, tasks)


def _quiet_helper() -> None:
    """A helper leaves Ctrl-C to the parent and ends on SIGTERM at once: it inherits the parent's handlers,
    which raise where it stands, and the pool's own shutdown (SIGTERM) would print each helper's traceback."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def generate_examples(n: int, *, seed: int, workers: int | None = None, **settings) -> list[Labelled]:
    """`n` rows (duplicates possible), the same for a seed whatever `workers` is (default: one per core).
    settings: locales, negative_share, start, end, historic_share (see `context.check_settings`)."""
    if n < 0:
        raise ConfigError(f"n must be >= 0, got {n!r}")
    s = check_settings(**settings)
    n_chunks = math.ceil(n / CHUNK)
    workers = min(workers_or_default(workers), n_chunks) if n_chunks > 4 else 1
    out = []
    for chunk in chunks(seed, s, range(n_chunks), workers):
        out.extend(Labelled(*row[:6]) for row in chunk[: n - len(out)])
    return out
