"""Synthetic (messy date string, ISO target) pairs from faker + babel, written as train/valid/test CSVs.

Mix of the date rows, by the weights in `FORMAT_FAMILIES` (datenorm/families.py):
  28.5% English messy templates: ordinals, weekdays, abbreviations, clock times, US (MDY) and UK (DMY);
  19%  locale-free numerals and ISO forms (locale 'und');
  23.5% babel CLDR standard formats and skeletons; each row takes its locale half the time from ~40
       major locales (`MAJOR_LOCALES`) and half the time uniformly from every given locale;
   5%  Japanese/Chinese/Korean year-month-day forms, 4% hand-framed major languages ('le 3 mai 1999'),
       1% Roman-numeral months ('3.V.1999');
 3.5%  other year counts and numerals (datenorm/calendars.py): Japanese era, Thai Buddhist and Minguo
       years ('平成31年4月30日', '13 ตุลาคม 2559', '民國108年5月3日'), Chinese numerals ('二〇〇八年八月八日');
  10%  partial dates (month + year, year alone) at their real precision;
 5.5%  dates inside machine text (datenorm/stamps.py): file and folder names ('IMG_20190503_142211.jpg'),
       log timestamps ('[03/May/2019:14:22:01 -0700]'), CJK date-times ('2011年3月11日 14時46分');
`MONTH_END_SHARE` of the dates fall on their month's last day, `LEAP_DAY_SHARE` on 29 February of a leap
year, and `HISTORIC_SHARE` before the range (back to the year 1000, recent centuries likelier). Then
`negative_share` of all rows are non-dates (names, addresses, prices, times, version numbers, hexadecimal ids,
flight numbers, file names without a date ('IMG_4821.JPG'),
days no month has such as '35/02/2019' or 'May 40, 2019', day-month without a year, periods such as
'Q3 2015', 'spring 2015', 'FY2015', '2015-W11', 'the 1990s' or 'next Tuesday'). Held-out
data will mostly be English and major languages, so those are weighted up, while the uniform half of
the CLDR rows still reaches every locale. With `locales=[...]` the locale-dependent families draw
only from those locales: English templates need an en* locale in the list, CJK forms a ja/zh/ko one,
other year counts a ja/th/zh one, hand-framed forms their language; numerals are always drawn.
`FRAME_SHARE` of rows (dates and non-dates) get a label before them or log text after them ('Expires
08/2027', '2016/02/29 23:01:07 [error] 1234#0: ...'), and `MESS_SHARE` odd spacing, stray punctuation or
a case change on top. Two-digit AD years are written only where the pivot rule of datenorm.dates reads
them back, and every input is at most `MAX_INPUT_CHARS` once normalised.

Determinism: rows are made in chunks of `CHUNK` rows, each seeded from (seed, chunk index), so the
output does not depend on the number of workers, and `generate_examples(n)` is a prefix of
`generate_examples(m)` for n < m. Splits: each distinct normalised input belongs to one split, picked
by a stable hash of (seed, input) in proportion to the requested sizes; rows are taken in generation
order and dropped when their split is full or already holds them, so splits are disjoint and free of
duplicates as the model sees them.
"""

from __future__ import annotations

import csv
import difflib
import hashlib
import itertools
import math
import os
import random
import re
import sys
from contextlib import closing
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator, Sequence

import click

from datenorm import formats
from datenorm.dates import days_in_month, is_leap, numeric_readings
from datenorm.errors import ConfigError, DatenormError
from datenorm.families import FORMAT_FAMILIES
from datenorm.formats import Context, build_pools, clock, frame, mess, ordinal
from datenorm.stamps import filename_without_date
from datenorm.vocab import normalize

__all__ = ["Example", "generate_examples", "write_splits", "read_csv", "CSV_HEADER", "FORMAT_FAMILIES"]

CSV_HEADER = ("input", "target", "locale", "format", "order", "ambiguous")
CHUNK = 1000  # rows per seeded chunk; changing it changes every generated set
MAX_INPUT_CHARS = 60  # after vocab.normalize
MESS_SHARE = 0.3
FRAME_SHARE = 0.08  # rows, dates and non-dates alike, with a label before or log text after ('Expires 08/2027')
MONTH_END_SHARE = 0.04  # dates moved to their month's last day (28-31)
LEAP_DAY_SHARE = 0.01  # dates moved to 29 February of a nearby leap year
HISTORIC_SHARE = 0.1  # default share of dates drawn before the range's start, back to HISTORIC_FROM
HISTORIC_FROM = date(1000, 1, 1)  # the decoder writes four-digit years
_MAX_TRIES = 200
_SPLITS = ("train", "valid", "test")


@dataclass(frozen=True, slots=True)
class Example:
    input: str  # as a person wrote it, not normalised
    target: str  # 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY'; '' for a non-date
    locale: str  # CLDR id, 'und' for locale-free forms
    format: str  # a key of FORMAT_FAMILIES, 'none' for non-dates
    order: str  # 'DMY' | 'MDY' | 'YMD' as written; '' for non-dates
    ambiguous: bool  # all-numeric and valid as a different date under another order


@dataclass(frozen=True)
class _Settings:
    locales: tuple[str, ...] | None
    negative_share: float
    start: date
    end: date
    historic_share: float = 0.0


def _check_settings(locales, negative_share, start, end, historic_share: float = 0.0) -> _Settings:
    if locales is not None:
        if isinstance(locales, str):
            locales = [locales]
        locales = tuple(dict.fromkeys(locales))
        if not locales:
            raise ConfigError("locales is empty; pass None for every locale babel knows")
        known = set(formats.all_locales())
        bad = [loc for loc in locales if loc not in known]
        if bad:
            hints = {b: difflib.get_close_matches(str(b).replace("-", "_"), known, n=1) for b in bad}
            did_you_mean = "; ".join(f"{b!r}: did you mean {h[0]!r}?" for b, h in hints.items() if h)
            raise ConfigError(
                f"unknown locale(s) {', '.join(map(repr, bad))}"
                + (f" ({did_you_mean})" if did_you_mean else "")
                + "; valid ids are CLDR identifiers such as 'en_US', 'fr_FR', 'zh_Hans_CN', listed by"
                " `python -c \"import babel.localedata as l; print(sorted(l.locale_identifiers()))\"`"
            )
    for name, share in (("negative_share", negative_share), ("historic_share", historic_share)):
        if not 0.0 <= share <= 1.0:
            raise ConfigError(f"{name} must be within [0, 1], got {share!r}")
    if not (isinstance(start, date) and isinstance(end, date)):
        raise ConfigError(f"start and end must be dates, got {start!r} and {end!r}")
    start, end = date(start.year, start.month, start.day), date(end.year, end.month, end.day)
    if start > end or start.year < 1000:
        raise ConfigError(f"need 1000-01-01 <= start <= end, got start={start} end={end}")
    return _Settings(locales, float(negative_share), start, end, float(historic_share))


def _derive(*parts) -> int:
    return int.from_bytes(hashlib.blake2b(repr(parts).encode(), digest_size=8).digest(), "big")


# --- negatives: strings that are not dates ----------------------------------------------------------

# faker locale -> babel id used as the row's locale
_FAKER_LOCALES = {
    "en_US": "en_US", "en_GB": "en_GB", "fr_FR": "fr_FR", "de_DE": "de_DE", "es_ES": "es_ES", "it_IT": "it_IT",
    "pt_BR": "pt_BR", "nl_NL": "nl_NL", "ru_RU": "ru_RU", "pl_PL": "pl_PL", "tr_TR": "tr_TR", "ja_JP": "ja_JP",
    "zh_CN": "zh_Hans_CN", "ko_KR": "ko_KR",
}  # fmt: skip


@lru_cache(maxsize=None)
def _faker(faker_locale: str, role: str = "negatives"):
    """One Faker per locale and role ('dates' or 'negatives') and process; seeded per chunk, never at import."""
    from faker import Faker  # a training-side dependency: import only when generating

    fake = Faker(faker_locale)
    for provider in fake.get_providers():
        # faker's it_IT address data lists its cities out of a set, in an order that follows PYTHONHASHSEED
        cities = getattr(provider, "cities", None)
        if isinstance(cities, list) and all(isinstance(c, str) for c in cities):
            provider.cities = sorted(cities)
    return fake


@lru_cache(maxsize=None)
def _negative_locales(locales: tuple[str, ...] | None) -> tuple[tuple[str, str], ...]:
    """(faker locale, row locale) pairs allowed for a locale list."""
    if locales is None:
        return tuple(_FAKER_LOCALES.items())
    by_lang = {}
    for loc in locales:
        by_lang.setdefault(formats.language(loc), loc)
    pairs = tuple(
        (fl, bl if bl in locales else by_lang[formats.language(bl)])
        for fl, bl in _FAKER_LOCALES.items()
        if formats.language(bl) in by_lang
    )
    return pairs or (("en_US", "und"),)


class _Negatives:
    """Draws non-dates; Faker instances are seeded from (seed, chunk, locale) on first use in a chunk."""

    def __init__(self, ctx: Context, settings: _Settings, seed_parts: tuple):
        self.ctx, self.rng, self.settings = ctx, ctx.rng, settings
        self.seed_parts, self.seeded = seed_parts, set()
        self.pairs = _negative_locales(settings.locales)

    def faker(self):
        faker_locale, label = self.rng.choice(self.pairs)
        fake = _faker(faker_locale)
        if faker_locale not in self.seeded:
            fake.seed_instance(_derive(*self.seed_parts, faker_locale))
            self.seeded.add(faker_locale)
        return fake, label

    def draw(self) -> tuple[str, str] | None:
        kind = self.rng.choices(_NEGATIVE_NAMES, cum_weights=_NEGATIVE_CUM)[0]
        return getattr(self, kind)()

    def name(self):
        fake, loc = self.faker()
        return fake.name(), loc

    def address(self):
        fake, loc = self.faker()
        return fake.address().replace("\n", ", "), loc

    def phone(self):
        fake, loc = self.faker()
        return fake.phone_number(), loc

    def text(self):
        fake, loc = self.faker()
        pick = self.rng.choice(("sentence", "word", "words", "company", "job", "email", "url", "city", "country"))
        if pick == "sentence":
            return fake.sentence(nb_words=self.rng.randint(2, 7)), loc
        if pick == "words":
            return " ".join(fake.words(self.rng.randint(2, 4))), loc
        return str(getattr(fake, pick)()), loc

    def price(self):
        rng = self.rng
        amount = rng.choice((rng.randint(1, 99), rng.randint(100, 9999), rng.randint(10000, 2000000)))
        amount += rng.randrange(100) / 100
        us, eu = f"{amount:,.2f}", f"{amount:,.2f}".replace(",", " ").replace(".", ",")
        return rng.choice((f"${us}", f"€ {eu}", f"{eu} €", f"£{us}", f"¥{int(amount):,}", f"USD {us}", f"{us} USD",
                           f"Rs. {int(amount):,}", f"CHF {us}", f"{eu} zł", f"${int(amount)}")), "und"  # fmt: skip

    def code(self):
        fake, _ = self.faker()
        pick = self.rng.choice(("isbn13", "isbn10", "ean13", "license_plate", "credit_card_number", "invoice", "uuid",
                                "flight"))
        if pick == "flight":  # 'BA2019' is a flight, not a year
            airline = self.rng.choice(("BA", "LH", "UA", "AF", "DL", "QF", "EK", "KL", "AA", "SQ"))
            label, space = self.rng.choice(("", "Flight ", "flight ")), self.rng.choice(("", " "))
            return f"{label}{airline}{space}{self.rng.randint(1, 9999)}", "und"
        if pick == "invoice":
            return self.rng.choice(("INV-", "Order #", "No. ", "Ref ", "#")) + str(self.rng.randint(100, 10**7)), "und"
        if pick == "uuid":
            return fake.uuid4()[: self.rng.choice((8, 13, 36))], "und"
        return str(getattr(fake, pick)()), "und"

    def number(self):
        rng = self.rng
        digits = rng.choice((3, 5, 6, 7, 8, 9, 10, 12))
        n = rng.randint(10 ** (digits - 1), 10**digits - 1)
        return rng.choice((str(n), f"{n:,}", f"{n / 100:.2f}", f"{rng.randint(1, 999)}.{rng.randint(0, 99)}%",
                           f"-{n}", f"{n:,}".replace(",", "."), f"{n / 1000:.3f}", f"{rng.randint(1, 99)} kg",
                           f"{rng.randint(2, 90)} days", f"{rng.randint(2, 36)} months")), "und"  # fmt: skip

    def time(self):
        rng = self.rng
        words = ("noon", "midnight", "half past ten", "quarter to five", "tonight", "tomorrow morning")
        return rng.choice((clock(rng, zone_share=0.3), "at " + clock(rng, zone_share=0.0),
                           f"{rng.randrange(24)}h{rng.randrange(60):02d}", rng.choice(words))), "und"  # fmt: skip

    def hex(self):
        """Hexadecimal ids, whose digit runs look like years ('a1ea1496', '1103e8c7-13aa'): commit hashes,
        UUIDs and their fragments, colour codes, object ids."""
        fake, _ = self.faker()
        rng = self.rng
        h = fake.uuid4().replace("-", "")
        return rng.choice((h[: rng.randint(7, 12)], fake.uuid4()[: rng.choice((8, 13, 18, 23, 36))], f"#{h[:6]}",
                           f"0x{h[: rng.choice((4, 8))]}", h[:24], f"commit {h[:7]}", h[:8].upper())), "und"  # fmt: skip

    def file(self):
        return filename_without_date(self.rng), "und"

    def version(self):
        fake, _ = self.faker()
        rng = self.rng
        a, b, c = rng.randint(0, 20), rng.randint(0, 40), rng.randint(0, 200)
        # Semantic-versioning pre-releases and builds ('1.0.0-rc.2') have a fourth number a date's day could be.
        kind, dot = rng.choice(("rc", "beta", "alpha", "dev", "pre", "build")), rng.choice((".", "", "-"))
        tag = f"{kind}{dot}{rng.randint(0, 30)}"
        return rng.choice((f"v{a}.{b}.{c}", f"{a}.{b}.{c}", fake.ipv4(), f"Python 3.{b % 14}", f"{a}.{b}",
                           fake.mac_address(), f"version {a}.{b}", f"release-{a}.{b}.{c}", f"{a}.{b}.{c}-{tag}",
                           f"v{a}.{b}.{c}+{tag}", f"{a}.{b}.{c}.{rng.randint(0, 9999)}")), "und"  # fmt: skip

    def impossible(self):
        """A day that no month has, or a month > 12: invalid under every field order.

        Days that only their month lacks ('February 30', '29 Feb 2019') are not made: whether they exist is
        calendar arithmetic, which the decoder's constraint does exactly (a reading that needs a forbidden
        digit is refused at inference), while a not-a-date head taught them learns to doubt every 29 February.
        """
        rng, s = self.rng, self.settings
        year = rng.randint(s.start.year, s.end.year)
        month = rng.randint(1, 12)
        bad_day = rng.randint(32, 45)
        kind = rng.random()
        if kind < 0.4:  # numerals, maybe with a month > 12
            m = str(month) if rng.random() < 0.7 else str(rng.randint(13, 19))
            d, y = str(bad_day), str(year)
            fields = rng.choice(((d, m, y), (m, d, y), (y, m, d), (y, m.zfill(2), d.zfill(2))))
            text = rng.choice(("/", ".", "-")).join(fields)
            return (text, "und") if not numeric_readings(text) else None
        if kind < 0.75 and self.ctx.pools.en:
            names = formats.month_names("en")
            template = rng.choice(("{d} {month} {y}", "{month} {d}, {y}", "{do} of {month} {y}", "{month} {do}, {y}"))
            text = template.format(d=bad_day, do=ordinal(bad_day), month=names[month], y=year)
            return text, rng.choice(self.ctx.pools.en["MDY"])
        return self._impossible_cldr(year, month, bad_day)

    def _impossible_cldr(self, year: int, month: int, bad_day: int):
        loc = self.ctx.pick_locale()
        pat = formats.cldr_pattern(loc, self.rng.choice(("long", "medium", "yMMMd", "yMMMMd")))
        if pat is None or pat.numeric or pat.order is None:
            return None
        text = pat.format(date(year, month, 28), loc)
        text, count = re.subn(r"(?<!\d)28(?!\d)", str(bad_day), text)
        return (text, loc) if count == 1 else None

    def period(self):
        """Spans and relative expressions that name no single day, month or year: seasons, quarters, halves,
        fiscal and school years, ISO weeks, decades, year ranges, 'next Tuesday'."""
        rng, s = self.rng, self.settings
        y = rng.randint(s.start.year, s.end.year)
        yy, q, w = f"{y % 100:02d}", rng.randint(1, 4), rng.randint(1, 53)
        season = rng.choice(_SEASONS)
        return rng.choice((
            f"{season} {y}", f"{season} of {y}", f"{season} '{yy}", f"Q{q} {y}", f"{y} Q{q}", f"Q{q}-{y}",
            f"{q}Q{yy}", f"Q{q} FY{yy}", f"FY{y}", f"FY {y}", f"FY{yy}", f"FY {y}/{(y + 1) % 100:02d}",
            f"H{rng.randint(1, 2)} {y}", f"{y}-W{w:02d}", f"week {w} of {y}", f"{y}W{w:02d}", f"wk {w}, {y}",
            f"the {y // 10 * 10}s", f"{y // 10 * 10 % 100:02d}s", f"early {y // 10 * 10}s", f"{y}-{y + 1}",
            f"{y}/{(y + 1) % 100:02d}", f"{y}–{y + rng.randint(1, 9)}", rng.choice(_RELATIVE),
            f"{ordinal(q)} quarter {y}", f"{ordinal(q)} quarter of {y}", f"{rng.choice(('first', 'second'))} half of {y}",
        )), "und"

    def yearless(self):
        """A day and month without a year: no ISO date to give back, so not a date for the model."""
        rng, s = self.rng, self.settings
        day = date.fromordinal(rng.randint(s.start.toordinal(), s.end.toordinal()))
        if rng.random() < 0.5 and self.ctx.pools.en:
            fields = {"d": day.day, "do": ordinal(day.day), "mon": formats.en_month_name(rng, day.month),
                      "wd": formats.en_day_name(rng, day)}  # fmt: skip
            template = rng.choice(_YEARLESS)
            return template.format(**fields), rng.choice(self.ctx.pools.en["MDY"])
        loc = self.ctx.pick_locale()
        pat = formats.cldr_pattern(loc, rng.choice(("MMMd", "MMMMd", "MMMEd", "MMMMEd")))
        if pat is None or pat.numeric or "y" in pat.letters:
            return None
        return pat.format(day, loc), loc


_SEASONS = ("spring", "summer", "autumn", "fall", "winter", "Spring", "Summer", "Autumn", "Fall", "Winter")
_RELATIVE = ("yesterday", "today", "tomorrow", "next Tuesday", "last Friday", "last week", "next month",
             "3 days ago", "two weeks ago", "in 2 weeks", "tomorrow at 5pm", "end of month", "this weekend",
             "a week from Monday", "the day after tomorrow", "N/A", "TBD", "unknown", "n.d.", "ASAP")  # fmt: skip

_YEARLESS = ("{mon} {do}", "{d} {mon}", "{wd}, {mon} {d}", "the {do} of {mon}", "{mon}", "{wd} {d} {mon}")
_NEGATIVE_KINDS = {  # kind: weight
    "name": 0.09, "address": 0.10, "phone": 0.08, "text": 0.12, "price": 0.08, "code": 0.06, "hex": 0.03,
    "number": 0.08, "time": 0.08, "version": 0.06, "impossible": 0.10, "yearless": 0.06, "period": 0.08, "file": 0.04,
}  # fmt: skip
_NEGATIVE_NAMES = tuple(_NEGATIVE_KINDS)
_NEGATIVE_CUM = tuple(sum(list(_NEGATIVE_KINDS.values())[: i + 1]) for i in range(len(_NEGATIVE_KINDS)))
_BARE_NUMBER = re.compile(r"\W*\d{1,4}\W*")
# What partial_month writes as numerals: '1999.05', '05/1999' (a number 2094.09 or the fiscal year 2011/12 too;
# with a currency or percent sign beside it, it stays a negative).
_MONTH_YEAR_NUMERAL = re.compile(r"[^\w$€£¥%]*(?:(?P<y1>\d{4})\s*[./-]\s*(?P<m1>\d{1,2})|"
                                 r"(?P<m2>\d{1,2})\s*[./-]\s*(?P<y2>\d{4}))[^\w$€£¥%]*")


def _reads_as_date(norm: str) -> bool:
    """Negatives must not be what a date family writes: a bare 1-4 digit number (a year), numerals valid
    under some order, or a month and a year in numerals."""
    if _BARE_NUMBER.fullmatch(norm) or numeric_readings(norm):
        return True
    m = _MONTH_YEAR_NUMERAL.fullmatch(norm)
    return m is not None and 1 <= int(m["m1"] or m["m2"]) <= 12 and int(m["y1"] or m["y2"]) >= 1000


# --- chunks ------------------------------------------------------------------------------------------


@lru_cache(maxsize=None)
def _family_cum(locales: tuple[str, ...] | None) -> tuple[tuple[str, ...], tuple[float, ...]]:
    pools = build_pools(locales)
    names = tuple(n for n, f in FORMAT_FAMILIES.items() if not f.needs or getattr(pools, f.needs))
    weights = [FORMAT_FAMILIES[n].weight for n in names]
    return names, tuple(sum(weights[: i + 1]) for i in range(len(weights)))


def _draw_date(rng: random.Random, dates, s: _Settings) -> date:
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


def _make_chunk(task: tuple[int, int, _Settings]) -> list[tuple]:
    """CHUNK rows as (input, target, locale, format, order, ambiguous, normalised input) tuples."""
    seed, index, s = task
    ctx = Context(random.Random(_derive(seed, index, "rows")), build_pools(s.locales))
    rng = ctx.rng
    dates = _faker("en_US", "dates")
    dates.seed_instance(_derive(seed, index, "dates"))
    negatives = _Negatives(ctx, s, (seed, index))
    names, cum = _family_cum(s.locales)
    rows = []
    for _ in range(CHUNK):
        for _ in range(_MAX_TRIES):
            if rng.random() < s.negative_share:
                made = negatives.draw()
                if made is None:
                    continue
                draft, name = formats.Draft(made[0], "", made[1], ""), "none"
            else:
                name = rng.choices(names, cum_weights=cum)[0]
                draft = FORMAT_FAMILIES[name].build(ctx, _draw_date(rng, dates, s))
                if draft is None:
                    continue
            text = frame(rng, draft.input, MAX_INPUT_CHARS) if rng.random() < FRAME_SHARE else draft.input
            text = mess(rng, text) if rng.random() < MESS_SHARE else text
            norm = normalize(text)
            if not norm or len(norm) > MAX_INPUT_CHARS or "\n" in text or "\r" in text:
                continue
            if name == "none" and _reads_as_date(norm):
                continue
            rows.append((text, draft.target, draft.locale, name, draft.order, draft.ambiguous, norm))
            break
        else:
            raise DatenormError(f"could not draw a row in {_MAX_TRIES} tries; check locales and date range")
    return rows


def _chunks(seed: int, s: _Settings, indices: Iterable[int], workers: int) -> Iterator[list[tuple]]:
    """Chunks in index order, made by a process pool when workers > 1."""
    tasks = ((seed, i, s) for i in indices)
    if workers <= 1:
        yield from map(_make_chunk, tasks)
        return
    import multiprocessing

    with multiprocessing.get_context().Pool(workers) as pool:
        yield from pool.imap(_make_chunk, tasks)


def _workers(workers: int | None) -> int:
    if workers is None:
        return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    if workers < 1:
        raise ConfigError(f"workers must be at least 1, got {workers!r}")
    return workers


def generate_examples(
    n: int,
    *,
    seed: int,
    locales: Sequence[str] | None = None,
    negative_share: float = 0.1,
    start: date = date(1900, 1, 1),
    end: date = date(2099, 12, 31),
    historic_share: float = HISTORIC_SHARE,
    workers: int | None = None,
) -> list[Example]:
    """`n` rows (duplicates possible), the same for a seed whatever `workers` is (default: all CPUs)."""
    if n < 0:
        raise ConfigError(f"n must be >= 0, got {n!r}")
    s = _check_settings(locales, negative_share, start, end, historic_share)
    n_chunks = math.ceil(n / CHUNK)
    workers = min(_workers(workers), n_chunks) if n_chunks > 4 else 1
    out = []
    for chunk in _chunks(seed, s, range(n_chunks), workers):
        out.extend(Example(*row[:6]) for row in chunk[: n - len(out)])
    return out


# --- splits and CSV ---------------------------------------------------------------------------------------


def _split_of(seed: int, norm: str, bounds: tuple[float, float]) -> int:
    u = int.from_bytes(hashlib.blake2b(f"{seed}\x1f{norm}".encode(), digest_size=8).digest(), "big") / 2**64
    return 0 if u < bounds[0] else 1 if u < bounds[1] else 2


def write_splits(
    out_dir: Path,
    *,
    train: int,
    valid: int,
    test: int,
    seed: int,
    locales: Sequence[str] | None = None,
    negative_share: float = 0.1,
    start: date = date(1900, 1, 1),
    end: date = date(2099, 12, 31),
    historic_share: float = HISTORIC_SHARE,
    progress: bool = True,
    workers: int | None = None,
) -> dict[str, Path]:
    """Write out_dir/{train,valid,test}.csv, disjoint on the normalised input; returns their paths."""
    sizes = (train, valid, test)
    if any(not isinstance(k, int) or k < 0 for k in sizes):
        raise ConfigError(f"split sizes must be integers >= 0, got train={train!r} valid={valid!r} test={test!r}")
    s = _check_settings(locales, negative_share, start, end, historic_share)
    workers = _workers(workers)
    total = sum(sizes)
    bounds = (train / total, (train + valid) / total) if total else (1.0, 1.0)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {name: out_dir / f"{name}.csv" for name in _SPLITS}
    tmp = {name: path.with_suffix(".csv.tmp") for name, path in paths.items()}
    files = [open(tmp[name], "w", newline="", encoding="utf-8") for name in _SPLITS]
    try:
        writers = [csv.writer(f, lineterminator="\n") for f in files]
        for w in writers:
            w.writerow(CSV_HEADER)
        seen, filled, drawn = [set(), set(), set()], [0, 0, 0], 0
        limit = 3 * total + 20 * CHUNK  # rows drawn before giving up: ~98% of rows are distinct normally
        stream = _chunks(seed, s, itertools.count() if total else (), workers)
        bar = click.progressbar(length=total, label="generating", file=sys.stderr, hidden=not progress)
        with bar, closing(stream):
            for chunk in stream:
                before = sum(filled)
                for row in chunk:
                    k = _split_of(seed, row[6], bounds)
                    if filled[k] < sizes[k] and row[6] not in seen[k]:
                        seen[k].add(row[6])
                        filled[k] += 1
                        writers[k].writerow(row[:5] + ("true" if row[5] else "false",))
                bar.update(sum(filled) - before)
                drawn += len(chunk)
                if sum(filled) == total:
                    break
                if drawn > limit:
                    raise ConfigError(
                        f"only {sum(filled)} distinct inputs in {drawn} drawn rows for {total} requested;"
                        " widen the date range or locales, or ask for fewer rows"
                    )
    except BaseException:
        for f in files:
            f.close()
        for path in tmp.values():
            path.unlink(missing_ok=True)
        raise
    for f in files:
        f.close()
    for name in _SPLITS:
        os.replace(tmp[name], paths[name])
    return paths


_BOOLS = {"true": True, "false": False, "1": True, "0": False}


def read_csv(path: Path) -> list[Example]:
    """Examples of a CSV written by `write_splits`; a file of another shape raises DatenormError."""
    path = Path(path)
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.reader(f)
        header = tuple(next(reader, ()))
        if header != CSV_HEADER:
            expected = ",".join(CSV_HEADER)
            raise DatenormError(f"{path} is not a datenorm CSV: header {header!r}, expected {expected}")
        out = []
        for line, row in enumerate(reader, start=2):
            if len(row) != len(CSV_HEADER) or row[5].lower() not in _BOOLS:
                raise DatenormError(f"{path}:{line}: expected 6 fields ending in true/false, got {row!r}")
            out.append(Example(row[0], row[1], row[2], row[3], row[4], _BOOLS[row[5].lower()]))
    return out
