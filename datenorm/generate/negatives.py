"""Strings that are not dates, as the generator's negatives: names, addresses, phone numbers, prices, codes,
hexadecimal ids, numbers, times, versions, file names without a date, days no month has, days and months
without a year, periods ('Q3 2015', 'spring 2015', 'the 1990s', 'next Tuesday', '3e kwartaal 2024'), spans of
two dates ('15.–20. März 2024', '2024-03-15/2024-03-20', 'du 3 au 5 mai 2021') and streets named for a date
('Via XX Settembre 14')."""

from __future__ import annotations

import random
import re
from datetime import date
from functools import lru_cache

from babel.dates import format_interval

from datenorm.dates import language, roman_numeral
from datenorm.generate.cldr import cldr_pattern
from datenorm.locales import babel_locale, month_names
from datenorm.generate.context import Context, Settings, derive, faker
from datenorm.generate.english import clock, en_day_name, en_month_name, ordinal
from datenorm.generate.machine_text import filename_without_date, record_without_date, syslog_line
from datenorm.generate.negative_words import (AIRLINES, COUNTED, DATE_STREETS, DIM_UNITS, DURATIONS, GAME_WORDS,
                                              LOCAL_PERIODS, NUMBER_LABELS, RANGES, RELATIVE, ROMAN, ROMAN_NAMES,
                                              SCORE_WORDS, SEASONS, UNITS, VERSION_WORDS, YEARLESS, labelled_postcode,
                                              postcode_town, product_with_year)
from datenorm.readings import numeric_readings

# faker locale -> babel id used as the row's locale
_FAKER_LOCALES = {
    "en_US": "en_US", "en_GB": "en_GB", "fr_FR": "fr_FR", "de_DE": "de_DE", "es_ES": "es_ES", "it_IT": "it_IT",
    "pt_BR": "pt_BR", "nl_NL": "nl_NL", "ru_RU": "ru_RU", "pl_PL": "pl_PL", "tr_TR": "tr_TR", "ja_JP": "ja_JP",
    "zh_CN": "zh_Hans_CN", "ko_KR": "ko_KR",
}  # fmt: skip


@lru_cache(maxsize=None)
def _negative_locales(locales: tuple[str, ...] | None) -> tuple[tuple[str, str], ...]:
    """(faker locale, row locale) pairs allowed for a locale list."""
    if locales is None:
        return tuple(_FAKER_LOCALES.items())
    by_lang = {}
    for loc in locales:
        by_lang.setdefault(language(loc), loc)
    pairs = tuple(
        (fl, bl if bl in locales else by_lang[language(bl)])
        for fl, bl in _FAKER_LOCALES.items()
        if language(bl) in by_lang
    )
    return pairs or (("en_US", "und"),)


class Negatives:
    """Draws non-dates; Faker instances are seeded from (seed, chunk, locale) on first use in a chunk."""

    def __init__(self, ctx: Context, settings: Settings, seed_parts: tuple):
        self.ctx, self.rng, self.settings = ctx, ctx.rng, settings
        self.seed_parts, self.seeded = seed_parts, set()
        self.pairs = _negative_locales(settings.locales)

    def faker(self):
        faker_locale, label = self.rng.choice(self.pairs)
        fake = faker(faker_locale)
        if faker_locale not in self.seeded:
            fake.seed_instance(derive(*self.seed_parts, faker_locale))
            self.seeded.add(faker_locale)
        return fake, label

    def draw(self) -> tuple[str, str] | None:
        kind = self.rng.choices(_NEGATIVE_NAMES, cum_weights=_NEGATIVE_CUM)[0]
        return getattr(self, kind)()

    def name(self):
        fake, loc = self.faker()
        return fake.name(), loc

    def address(self):
        """An address: some on a street named for a date ('ul. 3 Maja 15'), some a postcode and town alone."""
        if self.rng.random() < 0.125 and (street := self._date_street()) is not None:
            return street
        fake, loc = self.faker()
        if self.rng.random() < 0.15 and (town := postcode_town(self.rng, fake)) is not None:
            return town, loc
        if self.rng.random() < 0.1 and (code := labelled_postcode(self.rng, fake, loc)) is not None:
            return code, loc
        return fake.address().replace("\n", ", "), loc

    def _date_street(self) -> tuple[str, str] | None:
        rng = self.rng
        langs = sorted(lang for lang in DATE_STREETS if lang in self.ctx.pools.languages)
        if not langs:
            return None
        lang = rng.choice(langs)
        locale_id = rng.choice(self.ctx.pools.languages[lang])
        day, name = rng.randint(1, 28), month_names(locale_id)[rng.randint(1, 12)].title()
        text = rng.choice(DATE_STREETS[lang]).format(d=day, r=ROMAN[day - 1], M=name, n=rng.randint(1, 250),
                                                     z=f"{rng.randint(10000, 99999)}")
        return text, locale_id

    def phone(self):
        fake, loc = self.faker()
        return fake.phone_number(), loc

    def text(self):
        if self.rng.random() < 0.08:  # Roman numerals that name no year: 'Louis XIV', 'Super Bowl LVIII'
            return self.rng.choice(ROMAN_NAMES).format(r=roman_numeral(self.rng.randint(1, 60))), "und"
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
                                "flight", "card"))
        if pick == "card":  # a card or account number in groups of four ('4111 1111 1111 1111' was 1111-11-01)
            groups = [f"{self.rng.randrange(10_000):04d}" for _ in range(self.rng.choice((4, 4, 5, 6)))]
            return self.rng.choice((" ", " ", "-")).join(groups), "und"
        if pick == "flight":  # 'BA2019' is a flight, not a year
            label, space = self.rng.choice(("", "Flight ", "flight ")), self.rng.choice(("", " "))
            return f"{label}{self.rng.choice(AIRLINES)}{space}{self.rng.randint(1, 9999)}", "und"
        if pick == "invoice":
            return self.rng.choice(("INV-", "Order #", "No. ", "Ref ", "#")) + str(self.rng.randint(100, 10**7)), "und"
        if pick == "uuid":
            return fake.uuid4()[: self.rng.choice((8, 13, 36))], "und"
        try:
            return str(getattr(fake, pick)()), "und"
        except Exception:  # faker's ISBN rules lack some registrants ('9900003 not found'): another draw
            return None

    def number(self):
        rng = self.rng
        if rng.random() < 0.25:
            return self._labelled_number(), "und"
        digits = rng.choice((3, 5, 6, 7, 8, 9, 10, 12))
        n = rng.randint(10 ** (digits - 1), 10**digits - 1)
        return rng.choice((str(n), f"{n:,}", f"{n / 100:.2f}", f"{rng.randint(1, 999)}.{rng.randint(0, 99)}%",
                           f"-{n}", f"{n:,}".replace(",", "."), f"{n / 1000:.3f}", f"{rng.randint(1, 99)} kg",
                           f"{rng.randint(2, 90)} days", f"{rng.randint(2, 36)} months")), "und"  # fmt: skip

    def _labelled_number(self) -> str:
        """A number after the word for what it counts, often as big as a year ('Room 1204', 'Seite 1850'), or a
        duration of two units ('2 hours 15 minutes', which was read as 2015-02-02)."""
        rng = self.rng
        if rng.random() < 0.4:
            (big, small), a = rng.choice(DURATIONS), rng.randint(1, 23)
            return rng.choice((f"{a} {big} {rng.randint(1, 59)} {small}", f"{a} {big}, {rng.randint(1, 59)} {small}",
                               f"{a} {big} and {rng.randint(1, 59)} {small}"))
        n = rng.choice((rng.randint(1000, 2100), rng.randint(100, 9999)))
        return rng.choice(NUMBER_LABELS).format(n=n)

    def measure(self):
        """Quantities and scores whose numbers could be a year's last digits or a day and month: '55 mph',
        '10/10 would recommend', '4.5/5 stars', '24/7'."""
        rng = self.rng
        n = rng.choice((rng.randint(1, 99), rng.randint(1, 99), rng.randint(100, 999)))
        unit = rng.choice(UNITS)
        out_of = rng.choice((5, 10, 10, 100))
        score = rng.randint(0, out_of)
        if rng.random() < 0.2:  # a count as big as a year: '2019 units', '1000 Mbps'
            return f"{rng.randint(1000, 2100)}{rng.choice((' ', ' ', ''))}{rng.choice(COUNTED)}", "und"
        return rng.choice((f"{n} {unit}", f"{n}{unit}", f"{n} {unit}", f"{score}/{out_of}",
                           f"{score}/{out_of} {rng.choice(SCORE_WORDS)}", f"rated {score}/{out_of}",
                           f"{score} out of {out_of}", f"{rng.randint(1, 4)}.{rng.randint(0, 9)}/5 stars",
                           rng.choice(("24/7", "50/50", "9/11 Commission report", "20/20 vision", "365 days a year")),
                           f"{rng.randint(4, 6)}'{rng.randint(0, 11)}\"", f"{rng.randint(4, 6)}′{rng.randint(0, 11)}″",
                           f"{rng.randint(4, 6)} ft {rng.randint(0, 11)} in",
                           # dimensions: '30 x 20 x 15 cm' was read as 2030-10-02
                           f"{rng.randint(1, 99)} x {rng.randint(1, 99)} x {rng.randint(1, 99)} {rng.choice(DIM_UNITS)}",
                           f"{rng.randint(1, 99)}×{rng.randint(1, 99)}×{rng.randint(1, 99)} {rng.choice(DIM_UNITS)}",
                           f"{rng.randint(1, 99)} x {rng.randint(1, 99)} {rng.choice(DIM_UNITS)}",
                           # scores of a game: 'Final score: 21-14' was read as 2014-12-21
                           f"{rng.choice(GAME_WORDS)} {rng.randint(0, 40)}-{rng.randint(0, 40)}",
                           f"{rng.randint(0, 9)}:{rng.randint(0, 9)} {rng.choice(('FT', 'HT', 'n.V.', 'a.e.t.'))}",
                           f"{rng.choice((1920, 1280, 2560, 3840))}x{rng.choice((1080, 720, 1440, 2160))}",
                           )), "und"  # fmt: skip

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
        # 'version' before a dotted triple ('iOS 16.4.1' was yy.m.d); a year naming software or a car's model
        named = f"{rng.choice(VERSION_WORDS)} {a}.{b}.{c}"
        return rng.choice((f"v{a}.{b}.{c}", f"{a}.{b}.{c}", fake.ipv4(), f"Python 3.{b % 14}", f"{a}.{b}",
                           fake.mac_address(), f"version {a}.{b}", f"release-{a}.{b}.{c}", f"{a}.{b}.{c}-{tag}",
                           f"v{a}.{b}.{c}+{tag}", f"{a}.{b}.{c}.{rng.randint(0, 9999)}")
                          + (named, product_with_year(rng)) * 2), "und"  # fmt: skip

    def impossible(self):
        """A day that no month has, or a month > 12: invalid under every field order.

        Days that only their month lacks ('February 30', '29 Feb 2019') are not made: whether they exist is
        calendar arithmetic, which the decoder's constraint does exactly (a reading that needs a forbidden
        digit is refused at inference), while a not-a-date head taught them learns to doubt every 29 February."""
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
            names = month_names("en")
            template = rng.choice(("{d} {month} {y}", "{month} {d}, {y}", "{do} of {month} {y}", "{month} {do}, {y}"))
            text = template.format(d=bad_day, do=ordinal(bad_day), month=names[month], y=year)
            return text, rng.choice(self.ctx.pools.en["MDY"])
        return self._impossible_cldr(year, month, bad_day)

    def _impossible_cldr(self, year: int, month: int, bad_day: int):
        loc = self.ctx.pick_locale()
        pat = cldr_pattern(loc, self.rng.choice(("long", "medium", "yMMMd", "yMMMMd")))
        if pat is None or pat.numeric or pat.order is None:
            return None
        text = pat.format(date(year, month, 28), loc)
        text, count = re.subn(r"(?<!\d)28(?!\d)", str(bad_day), text)
        return (text, loc) if count == 1 else None

    def period(self):
        """Spans and relative expressions that name no single day, month or year: seasons, quarters, halves,
        fiscal and school years, ISO weeks, decades, year ranges, 'next Tuesday'; seasons, quarters and decades in
        other languages too ('printemps 2020', '3. Quartal 2020', '2021年第三季度', "anni '80", '昭和50年代')."""
        rng, s = self.rng, self.settings
        y = rng.randint(s.start.year, s.end.year)
        langs = sorted(lang for lang in LOCAL_PERIODS if lang in self.ctx.pools.languages)
        if rng.random() < 0.15:
            quarter = self._cldr_quarter(y)
            if quarter is not None:
                return quarter
        if langs and rng.random() < 0.4:
            lang = rng.choice(langs)
            decade = y // 10 * 10
            text = rng.choice(LOCAL_PERIODS[lang]).format(y=y, q=rng.randint(1, 4), D=decade, d=f"{decade % 100:02d}",
                                                          s=rng.choice((20, 30, 40, 50, 60)), t=rng.choice((10, 20)),
                                                          w=rng.randint(1, 53), y1=y + 1, yy1=f"{(y + 1) % 100:02d}")
            return text, rng.choice(self.ctx.pools.languages[lang])
        yy, q, w = f"{y % 100:02d}", rng.randint(1, 4), rng.randint(1, 53)
        season = rng.choice(SEASONS)
        return rng.choice((
            f"{season} {y}", f"{season} of {y}", f"{season} '{yy}", f"Q{q} {y}", f"{y} Q{q}", f"Q{q}-{y}",
            f"{q}Q{yy}", f"Q{q} FY{yy}", f"FY{y}", f"FY {y}", f"FY{yy}", f"FY {y}/{(y + 1) % 100:02d}",
            f"H{rng.randint(1, 2)} {y}", f"{y}-W{w:02d}", f"week {w} of {y}", f"{y}W{w:02d}", f"wk {w}, {y}",
            f"the {y // 10 * 10}s", f"{y // 10 * 10 % 100:02d}s", f"early {y // 10 * 10}s", f"{y}-{y + 1}",
            f"{y}/{(y + 1) % 100:02d}", f"{y}–{y + rng.randint(1, 9)}", rng.choice(RELATIVE),
            f"between {y} and {y + rng.randint(1, 9)}", f"from {y} to {y + rng.randint(1, 9)}",
            f"{season} {y} semester",
            f"{ordinal(q)} quarter {y}", f"{ordinal(q)} quarter of {y}", f"{rng.choice(('first', 'second'))} half of {y}",
            f"{y}/{(y + 1) % 100:02d} season", f"the {y}/{(y + 1) % 100:02d} season", f"season {y}/{(y + 1) % 100:02d}", f"{y}-{(y + 1) % 100:02d} season", f"{y}/{y + 1} academic year", f"school year {y}/{(y + 1) % 100:02d}",  # ('2021/22 season' was read as a date)
        )), "und"

    def _cldr_quarter(self, y: int) -> tuple[str, str] | None:
        """A quarter as a locale names it ('3e kwartaal 2024', 'الربع الأول 2024', '2024 第1四半期'), or None."""
        rng = self.rng
        loc = self.ctx.pick_locale()
        try:
            context, width = rng.choice(("format", "stand-alone")), rng.choice(("wide", "abbreviated"))
            names = babel_locale(loc).quarters[context][width]
            name = names[rng.randint(1, 4)]
        except (AttributeError, KeyError, TypeError):  # a minor locale without quarter names
            return None
        return rng.choice((f"{name} {y}", f"{y} {name}", f"{name}, {y}", f"{name} {y}.")), loc

    def interval(self):
        """Two dates as one span, which no single ISO date gives back: CLDR's interval formats in any locale
        ('15.–20. März 2024', 'Mar 15 – May 2, 2024', '2024年3月15日～20日', 'mars – mai 2024') and ISO intervals
        and ranges as written by hand ('2024-03-15/2024-03-20', 'Jan–Mar 2024', 'from 3 to 5 May 2024')."""
        rng, s = self.rng, self.settings
        start = date.fromordinal(rng.randint(s.start.toordinal(), s.end.toordinal() - 400))
        by_month = rng.random() < 0.35
        end = date.fromordinal(start.toordinal() + (rng.randint(32, 300) if by_month else rng.randint(1, 60)))
        if end.year != start.year:
            end = date(start.year, 12, rng.randint(start.day, 31) if start.month == 12 else 31)
            if by_month and end.month == start.month or end == start:
                return None
        if rng.random() < 0.3 and self.ctx.pools.en:
            a, b = (en_month_name(rng, start.month), en_month_name(rng, end.month))
            dash = rng.choice(("–", "-", " - ", " – ", " to "))
            text = rng.choice((
                f"{a}{dash}{b} {start.year}", f"{start.isoformat()}/{end.isoformat()}",
                f"{start.isoformat()}{dash}{end.isoformat()}", f"from {start.day} {a} to {end.day} {b} {end.year}",
                f"{a} {start.day}{dash}{b} {end.day}, {end.year}", f"between {a} and {b} {end.year}",
                f"{start:%d.%m.%Y}{dash}{end:%d.%m.%Y}", f"{start:%m/%d/%Y}{dash}{end:%m/%d/%Y}",
                # ISO 8601 intervals of date-times, with a duration, repeated: a period, no date
                f"{start.isoformat()}T{rng.randrange(24):02d}:{rng.randrange(60):02d}:00Z/"
                f"{end.isoformat()}T{rng.randrange(24):02d}:{rng.randrange(60):02d}:00Z",
                f"{start.isoformat()}T{rng.randrange(24):02d}:00:00/P{rng.randint(1, 9)}{rng.choice('YMDW')}",
                f"R{rng.randint(1, 12)}/{start.isoformat()}T{rng.randrange(24):02d}:{rng.randrange(60):02d}:00Z/"
                f"P{rng.randint(1, 5)}Y{rng.randint(1, 11)}M{rng.randint(1, 28)}DT{rng.randint(1, 23)}H",
                f"P{rng.randint(1, 30)}D/{end.isoformat()}",
            ) if by_month or start.month != end.month else (
                f"{start.day}{dash}{end.day} {a} {start.year}", f"{a} {start.day}{dash}{end.day}, {start.year}",
                f"{start.isoformat()}/{end.isoformat()}", f"{start.isoformat()}/{end.day:02d}",
                f"{start.isoformat()}{dash}{end.isoformat()}", f"from {start.day} to {end.day} {a} {start.year}",
            ))  # fmt: skip
            return text, rng.choice(self.ctx.pools.en["MDY"])
        langs = sorted(lang for lang in RANGES if lang in self.ctx.pools.languages)
        if langs and rng.random() < 0.3:
            lang = rng.choice(langs)
            loc = rng.choice(self.ctx.pools.languages[lang])
            names = month_names(loc)
            text = rng.choice(RANGES[lang][0 if by_month or start.month != end.month else 1]).format(
                d1=start.day, d2=end.day, m=names[end.month], m1=names[start.month], m2=names[end.month], y=end.year)
            return text, loc
        loc = self.ctx.pick_locale()
        skeleton = rng.choice(("yMMMM", "yMMM", "yM") if by_month else ("yMMMd", "yMMMEd", "yMMMMd", "yMd"))
        try:
            text = format_interval(start, end, skeleton, locale=loc)
            single = format_interval(start, start, skeleton, locale=loc)
        except (KeyError, ValueError):
            return None
        return (text, loc) if text != single else None

    def syslog(self):
        return syslog_line(self.rng), "und"

    def record(self):
        """A data record without a date (`machine_text.record_without_date`): its locale's when it holds names."""
        fake, loc = self.faker()
        text, has_names = record_without_date(self.rng, fake)
        return text, loc if has_names else "und"

    def yearless(self):
        """A day and month without a year: no ISO date to give back, so not a date for the model."""
        rng, s = self.rng, self.settings
        day = date.fromordinal(rng.randint(s.start.toordinal(), s.end.toordinal()))
        if rng.random() < 0.15:  # '12/31', '31.12.': a run taught 'exp. 08/27' read '12/31' as 2031-12
            d, m = day.day, day.month
            return rng.choice((f"{m}/{d}", f"{m:02d}/{d:02d}", f"{d}.{m}.", f"{d:02d}.{m:02d}.", f"{d}/{m}")), "und"
        if rng.random() < 0.5 and self.ctx.pools.en:
            fields = {"d": day.day, "do": ordinal(day.day), "mon": en_month_name(rng, day.month),
                      "wd": en_day_name(rng, day)}  # fmt: skip
            template = rng.choice(YEARLESS)
            return template.format(**fields), rng.choice(self.ctx.pools.en["MDY"])
        loc = self.ctx.pick_locale()
        pat = cldr_pattern(loc, rng.choice(("MMMd", "MMMMd", "MMMEd", "MMMMEd")))
        if pat is None or pat.numeric or "y" in pat.letters:
            return None
        return pat.format(day, loc), loc


NEGATIVE_KINDS = {  # kind: weight
    "name": 0.09, "address": 0.10, "phone": 0.08, "text": 0.12, "price": 0.08, "code": 0.06, "hex": 0.03,
    "number": 0.08, "measure": 0.03, "time": 0.07, "version": 0.06, "impossible": 0.10, "yearless": 0.05,
    "period": 0.08, "file": 0.04, "syslog": 0.02, "interval": 0.04, "record": 0.03,
}  # fmt: skip
_NEGATIVE_NAMES = tuple(NEGATIVE_KINDS)
_NEGATIVE_CUM = tuple(sum(list(NEGATIVE_KINDS.values())[: i + 1]) for i in range(len(NEGATIVE_KINDS)))
_BARE_NUMBER = re.compile(r"\W*\d{1,4}\W*")
# What partial_month writes as numerals: '1999.05', '05/1999' (a number 2094.09 or the fiscal year 2011/12 too;
# with a currency or percent sign beside it, it stays a negative).
_MONTH_YEAR_NUMERAL = re.compile(r"[^\w$€£¥%]*(?:(?P<y1>\d{4})\s*[./-]\s*(?P<m1>\d{1,2})|"
                                 r"(?P<m2>\d{1,2})\s*[./-]\s*(?P<y2>\d{4}))[^\w$€£¥%]*")


def reads_as_date(norm: str) -> bool:
    """Negatives must not be what a date family writes: a bare 1-4 digit number (a year), numerals valid
    under some order, or a month and a year in numerals."""
    if _BARE_NUMBER.fullmatch(norm) or numeric_readings(norm):
        return True
    m = _MONTH_YEAR_NUMERAL.fullmatch(norm)
    return m is not None and 1 <= int(m["m1"] or m["m2"]) <= 12 and int(m["y1"] or m["y2"]) >= 1000
