"""What every writer of the generator shares: the written date (`Draft`), the random source and locale pools it
draws from (`Context`, `Pools`), a format family's entry in the mix (`FormatFamily`), and faker instances.

A builder takes a `Context` and a date, and returns a `Draft` written at some precision, or None when it
cannot write that date (a two-digit year outside the pivot window, a locale without month names); the
caller then draws again.
"""

from __future__ import annotations

import difflib
import hashlib
import random
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from typing import Callable, Sequence

from datenorm.dates import ORDERS, language, locale_order
from datenorm.errors import ConfigError
from datenorm.locales import all_locales

# Locales that real held-out data mostly comes from; half of the CLDR rows draw from these.
MAJOR_LOCALES = (
    "en_US", "en_GB", "en_CA", "en_AU", "en_IN", "fr_FR", "fr_CA", "de_DE", "de_AT", "de_CH",
    "es_ES", "es_MX", "es_AR", "it_IT", "pt_BR", "pt_PT", "nl_NL", "ru_RU", "uk_UA", "pl_PL",
    "cs_CZ", "sv_SE", "da_DK", "nb_NO", "fi_FI", "tr_TR", "el_GR", "hu_HU", "ro_RO", "ja_JP",
    "zh_Hans_CN", "zh_Hant_TW", "ko_KR", "ar_EG", "he_IL", "hi_IN", "id_ID", "vi_VN", "th_TH", "fa_IR",
)  # fmt: skip
# Default locales of the languages whose own forms the generator writes: Chinese, Japanese and Korean
# year-month-day forms (languages.py, machine_text.py) and hand-framed major languages ('le 3 mai 1999').
CJK_LOCALES = {"ja": ("ja_JP",), "zh": ("zh_Hans_CN", "zh_Hant_TW"), "ko": ("ko_KR",)}
LOCALIZED_LOCALES = {"fr": "fr_FR", "es": "es_ES", "de": "de_DE", "it": "it_IT", "pt": "pt_BR", "nl": "nl_NL",
                     "ru": "ru_RU", "pl": "pl_PL", "tr": "tr_TR", "sv": "sv_SE"}  # fmt: skip


@dataclass(frozen=True)
class Draft:
    """One written date: the text, its ISO target at the written precision, and how it was written."""

    input: str
    target: str
    locale: str
    order: str
    ambiguous: bool = False


@dataclass(frozen=True)
class Pools:
    """The locales each family may use: all given ones, the major ones among them, and per language."""

    all: tuple[str, ...]
    major: tuple[str, ...]
    en: dict[str, tuple[str, ...]]  # template order -> English locales to label it with
    cjk: dict[str, tuple[str, ...]]  # 'ja' / 'zh' / 'ko' -> locales
    localized: dict[str, tuple[str, ...]]  # language of _LOCALIZED -> locales
    calendars: dict[str, tuple[str, ...]]  # 'ja' / 'th' / 'zh' -> locales, for the other year counts (calendars.py)
    languages: dict[str, tuple[str, ...]]  # every language of the given locales -> its locales


@dataclass
class Context:
    """What a builder draws from: one chunk's random source and the locale pools of the run."""

    rng: random.Random
    pools: Pools

    def pick_locale(self) -> str:
        """Half the time one of the major locales, half the time any given locale, uniformly."""
        pool = self.pools.major if self.rng.random() < 0.5 else self.pools.all
        return self.rng.choice(pool)


@dataclass(frozen=True)
class FormatFamily:
    weight: float
    build: Callable[[Context, date], Draft | None]
    description: str
    needs: str = ""  # a Pools field that must be non-empty for the family to be drawn


@lru_cache(maxsize=None)
def build_pools(locales: tuple[str, ...] | None) -> Pools:
    """Locale pools for a (validated) locale list; None means every locale babel knows."""
    given = locales if locales is not None else all_locales()
    given_set = set(given)
    major = tuple(loc for loc in MAJOR_LOCALES if loc in given_set) or given
    by_lang: dict[str, list[str]] = {}
    for loc in given:
        by_lang.setdefault(language(loc), []).append(loc)
    if locales is None:
        en = {"MDY": ("en_US",), "DMY": ("en_GB",), "YMD": ("en_US",)}
        cjk = dict(CJK_LOCALES)
        localized = {lang: (default,) for lang, default in LOCALIZED_LOCALES.items()}
        calendars = {"ja": ("ja_JP",), "th": ("th_TH",), "zh": ("zh_Hant_TW", "zh_Hans_CN")}
    else:
        en_all = tuple(by_lang.get("en", ()))
        en = {o: tuple(x for x in en_all if locale_order(x) == o) or en_all for o in ORDERS} if en_all else {}
        cjk = {lang: tuple(by_lang[lang]) for lang in CJK_LOCALES if lang in by_lang}
        localized = {lang: tuple(by_lang[lang]) for lang in LOCALIZED_LOCALES if lang in by_lang}
        calendars = {lang: tuple(by_lang[lang]) for lang in ("ja", "th", "zh") if lang in by_lang}
    return Pools(all=tuple(given), major=major, en=en, cjk=cjk, localized=localized, calendars=calendars,
                 languages={lang: tuple(locs) for lang, locs in by_lang.items()})


@lru_cache(maxsize=None)
def faker(faker_locale: str, role: str = "negatives"):
    """One Faker per locale and role ('dates' or 'negatives') and process; seeded per chunk, never at import."""
    from faker import Faker  # a training-side dependency: import only when generating

    fake = Faker(faker_locale)
    for provider in fake.get_providers():
        # faker's it_IT address data lists its cities out of a set, in an order that follows PYTHONHASHSEED
        cities = getattr(provider, "cities", None)
        if isinstance(cities, list) and all(isinstance(c, str) for c in cities):
            provider.cities = sorted(cities)
    return fake


HISTORIC_SHARE = 0.1  # default share of dates drawn before the range's start, back to draw.HISTORIC_FROM


@dataclass(frozen=True)
class Settings:
    """What a generation run draws from: locales (None = all), the non-date share, the date range."""

    locales: tuple[str, ...] | None
    negative_share: float
    start: date
    end: date
    historic_share: float = 0.0


def check_settings(locales: Sequence[str] | None = None, negative_share: float = 0.1, start: date = date(1900, 1, 1),
                   end: date = date(2099, 12, 31), historic_share: float = HISTORIC_SHARE) -> Settings:
    """The settings of a run, checked; the defaults of every generator entry point. locales: CLDR ids (None
    for every locale babel knows); negative_share: rows that are not dates; start/end: the main date range;
    historic_share: dates drawn before `start`, back to the year 1000."""
    if locales is not None:
        if isinstance(locales, str):
            locales = [locales]
        locales = tuple(dict.fromkeys(locales))
        if not locales:
            raise ConfigError("locales is empty; pass None for every locale babel knows")
        known = set(all_locales())
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
    return Settings(locales, float(negative_share), start, end, float(historic_share))


def derive(*parts) -> int:
    """A 64-bit seed from any parts (a run's seed, a chunk index, a role): stable across processes."""
    return int.from_bytes(hashlib.blake2b(repr(parts).encode(), digest_size=8).digest(), "big")
