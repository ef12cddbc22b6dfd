"""What by rule makes a window's reading of `find` no match, or less than it read: the span's own words and
the text just before it (`serve.find` reads the windows; these judge one reading's span); and how a text's own
numeric dates settle the order of its ambiguous ones."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from datenorm.lexicon import MONTH_BITS, NAME_BITS
from datenorm.addresses import house_number
from datenorm.numbered import AMOUNT, code_and_name, compact_ids, number_reading, version_reading
from datenorm.readings import YEAR_WORDS, NumericPart, weekday_fit
from datenorm.vocab import normalize

if TYPE_CHECKING:
    from datenorm.serve.find import Match

_VERSION_REACH = 24  # characters before a span where a version's name ('version', 'Python', 'iOS') is looked for
# What makes the numerals after it a number, never a date: 'order #20190503', 'Ticket #2023-118', '№ 0321'.
# A compound word ending in 'nr' or 'nummer' names a number too ('Fakturanr. 2023-4417', 'Ordernr 55012-2024',
# 'Rechnungsnummer 2021-0042').
# ... and German's file reference ('Az. 2 BvR 1234/14'), Spanish's and Portuguese's 'n.º'
_NUMBER_SIGN = re.compile(r"(?:#|№|\bno\.|\b[^\W\d_]*nr\.?|\b[^\W\d_]*nummer:?|\bn°|\bn\.?º|\baz\.)\s?(?=\d)",
                          re.IGNORECASE)
# A number sign between a span's numerals: a Colombian address's 'carrera 8 n.º 10-65' (street 8, house 10-65)
_SIGN_BETWEEN = re.compile(r"(?<=\d)\s(?:n\.?º|nº|n°|no\.|#)\s?\d", re.IGNORECASE)
_MONTH_MASK = (1 << MONTH_BITS) - 1  # the lexicon's bits that name a month
_CODE = re.compile(r"(?P<letters>[A-ZΑ-Ω]{1,5})[-/]\d")
_CODE_AFTER = re.compile(r"(?<!\d)\d{4}-(?P<letters>[A-ZΑ-Ω]{2,5})(?![^\W\d_])")
_JSON_KEY = re.compile(r'"\s*:\s*$')


def bare_number(span: str, lexicon) -> bool:
    """Whether a span's only numeral is one or two digits with no month or weekday name beside it ('10', 'du
    23', 'gate 4'): in running text that is a count, a day or an hour, never a year that the reading could
    stand on ("May '99" and '3.5.99' have a name or more numerals)."""
    norm = normalize(span, in_text=True)
    runs = re.findall(r"\d+", norm)
    if len(runs) != 1 or len(runs[0]) > 2:
        return False
    bits = lexicon.char_bits(norm) if lexicon else ()
    return not any(any(bits[m.start() : m.end()]) for m in re.finditer(r"[^\W\d_]{3,}", norm))


def short_word_month(span: str, lexicon) -> bool:
    """Whether a span's only month names are words of one or two letters written in lower case ('2015. Call me':
    'Me' is May in Samoan, 'me' a word of English), or of three with words between them and every numeral ('was
    closed in 2017': 'was' is February in Old Prussian): in running text such a word is a word, not a month. A
    three-letter name beside a numeral ('15 mar 2020', 'jan-2019') stays a month."""
    if lexicon is None:
        return False
    norm = normalize(span, in_text=True)
    bits = lexicon.char_bits(norm)
    named = [w for w in re.finditer(r"[^\W\d_]+", norm) if any(b & _MONTH_MASK for b in bits[w.start() : w.end()])]
    names = {w.group() for w in named}
    return bool(named) and all(len(w.group()) <= 2 or (len(w.group()) == 3 and not _beside_numeral(norm, w))
                               for w in named) and all(
        w.islower() for w in re.findall(r"[^\W\d_]+", span) if w.casefold() in names)


def _beside_numeral(norm: str, word: re.Match) -> bool:
    # (a comma before the name ends a clause: '1889, was closed'; 'of' and 'de' join a day or year to its month:
    # '12 de dez. de 1967', not 'in': 'was in 2017')
    return bool(_NUMERAL_BEFORE.search(norm[: word.start()]) or _NUMERAL_AFTER.match(norm[word.end() :]))


_LINK = r"(?:(?:de|del|di|da|do|du|des|of|van|von)\s+)?"
_NUMERAL_BEFORE = re.compile(rf"\d[\s./'_-]*{_LINK}$")
_NUMERAL_AFTER = re.compile(rf"[\s.,/'_-]*{_LINK}\d")


def after_version(text: str, start: int, end: int, iso: str) -> bool:
    """Whether a reading is a version number named just before its span, which the window read without its name
    ('Python 3.11.4': the window that starts at '3.11.4' cannot see the word that makes it a version)."""
    return version_reading(normalize(text[max(0, start - _VERSION_REACH) : end], in_text=True), iso, in_text=True) is not None


def code_or_json_number(text: str, start: int, span: str, lexicon) -> bool:
    """Whether a span is an identifier's code ('INV-2024-0611', 'FV/2024/03/117', 'Α-1042', '2024-IDN-07': capitals
    that name no month, 'MAR-15', joined to numerals) or a JSON number (after '":', where a date would be a quoted
    string)."""
    for code in (_CODE.match(span), _CODE_AFTER.search(span)):
        if code and not (lexicon and any(lexicon.char_bits(normalize(code["letters"], in_text=True)))):
            return True
    first = _first_digit(span)
    return first is not None and _JSON_KEY.search(text, max(0, start + first - 4), start + first) is not None


def after_number_sign(text: str, start: int, span: str) -> bool:
    """Whether the first numeral of a span follows a sign that makes it a number ('order #20190503'), or one stands
    between its numerals ('8 n.º 10-65')."""
    first = _first_digit(span)
    return first is not None and (_NUMBER_SIGN.search(text, max(0, start + first - 5), start + first + 1) is not None
                                  or _SIGN_BETWEEN.search(span) is not None)


def _first_digit(span: str) -> int | None:
    return next((k for k, c in enumerate(span) if c.isdigit()), None)


# What a date's numerals in running text are not: an ISO ordinal date's look-alike, a year and a serial number
# ('batch 2023-118', 'Ordernr 2024-118', 'Faktura 2025-0031', 'Fakturanr. 2023-4417': no month, day or year after the
# dash; 'Ordernr 55012-2024'; not a compact date and its time, 'Screenshot_20230815-1422'), which `normalize` would
# turn into a calendar date or the model read as month and day; a decade ('the 1920s', 'la década de 1960'); a range
# of clock times ('8.30-16.00'); a phone number in groups ('06 12 34 56 78', '0532 123 45 67').
_SERIAL = re.compile(r"(?<![\d-])(?:\d{4}-(?:0?\d{3}|[3-9]\d{3})|\d{5,7}-\d{4}|\d{9,}-\d{4})(?![\d-])")
_DECADE = re.compile(r"(?<!\d)(\d{3}0)(?:s|'s|er|-luvulla|-е|年代)(?![^\W\d_])")
# ... or named before its first year ('la década de 1960', 'δεκαετία του 1960', 'les années 1930', 'gli anni 1970')
_DECADE_BEFORE = re.compile(r"(?:\bdécadas?|\bdecad[ae]|\bdecenni[oa]|\bdécennie|δεκαετί\w*|\bannées|\banni|\bjaren)"
                            r"(?:\s+(?:de|del|dos|das|des|dei|degli|του|of|the))*\s*$")
_HOURS = re.compile(r"(?<![\d.:T])\d{1,2}[.:]\d{2}\s*[-–]\s*\d{1,2}[.:]\d{2}(?![\d.:])")
_GROUPS = re.compile(r"(?<!\d)(?<!\d\.)\d{2,4}([ .])\d{2,4}(?:\1\d{2,4}){2,}(?!\d|\.\d)")
# An identifier's long number that a reading's year was taken from: a run of nine digits or more that is no compact
# date-time ('20240520001'; twelve and fourteen digits are 'yyyymmddhhmm(ss)'), or a compact date with a number after
# its dash (`numbered.compact_ids`: 'MRN 20240315-77', 'TR-20241125-553').
_LONG_RUN = re.compile(r"(?<!\d)\d{9,}(?!\d)")
_STAMP_DIGITS = (12, 14)


# A number as big as a year with a unit after it counts something ('1200 W', '45 000 km'); with a currency's sign or
# name beside it it is an amount (`numbered`: '1500 ₽', '2019元', '$1999'). 'W' and 'Ft' with a dot are initials and
# abbreviations ('in 1944 W. Churchill', '1864 Ft. Sumter').
_UNIT_AFTER = re.compile(r"\s?(?:%|(?:kWh|kW|km|kg|MB|GB|TB|mAh|Mbps|rpm)(?![^\W\d_])|(?:W|Ft)(?![^\W\d_]|\.))")
_AMOUNT_REACH = 8  # characters after a year where a currency's name ends ('1250 грн.')
_NAME_REACH = 24  # ... and where a postcode's town or a car's model ('1012 AB Amsterdam') is written


def quantity(text: str, start: int, end: int, iso: str) -> bool:
    """Whether a year read alone (text[start:end]) is an amount: a unit right after it, or a currency's sign or name
    beside it."""
    if len(iso) != 4:
        return False
    number = number_reading(normalize(text[max(0, start - 2) : end + _AMOUNT_REACH], in_text=True), iso)
    # (the unit may be in the span, glued to the year: '2048GB')
    ends = [end] + [start + m.end() for m in re.finditer(rf"(?<!\d){iso}(?!\d)", text[start:end])]
    return any(_UNIT_AFTER.match(text, e) for e in ends) or (number is not None and number[1] == AMOUNT)


def not_a_date_in_text(text: str, start: int, end: int, iso: str) -> bool:
    """Whether the numerals a reading's span (text[start:end]) holds are a serial number beside a year, an amount
    (`quantity`), a postcode or a car's year (`numbered.code_and_name`), a house number before its street
    (`addresses.house_number`, from the year's number: 'Visit us at 1847 Route 9'), a decade, an identifier's number,
    a range of clock times or part of a phone number written in groups (at least four, one separator, eight digits
    or more, the year not one of them)."""
    span = text[start:end]
    if quantity(text, start, end, iso) or _HOURS.search(span):
        return True
    if code_and_name(text[max(0, start - 2) : end + _NAME_REACH], iso[:4]):  # '70-3, 1012 AB Amsterdam'
        return True
    number = re.search(rf"(?<!\d){iso[:4].lstrip('0')}(?!\d)", span)
    if number and house_number(text[start + number.start() : end + _NAME_REACH], iso):
        return True
    if any(m.start() < end and m.end() > start  # (a year read alone beside its number too)
           for m in _SERIAL.finditer(text, max(0, start - 5), end + 5)):
        return True
    if any(m.group(1) == iso[:4] for m in _DECADE.finditer(span.casefold())) or (
            iso[3] == "0" and (year := re.search(rf"(?<!\d){iso[:4]}(?!\d)", span)) is not None
            and _DECADE_BEFORE.search(text[max(0, start + year.start() - 24) : start + year.start()].casefold())):
        return True
    if any(len(m.group()) not in _STAMP_DIGITS and iso[:4] in m.group() for m in _LONG_RUN.finditer(span)) or any(
            iso[:4] in code for code in compact_ids(span)):
        return True
    # (A run that holds the reading's year, from 1000 on, as a number of four digits is a year and the numbers
    # after it.)
    offset = max(0, start - 16)
    return any(sum(c.isdigit() for c in m.group()) >= 8 and m.start() < end - offset and m.end() > start - offset
               and (iso < "1" or iso[:4] not in re.split(r"[ .]", m.group()))
               for m in _GROUPS.finditer(text[offset : end + 16]))


# A clock time or a number of two groups ('kl. 18.00', 'Raum 2.14'): a day and month with no year beside one were
# read with the time as their year ('12. maj kl. 18.00' as 2018-05-12, '3. Juni, um 10 Uhr? Raum 2.14' as 2014).
_CLOCK_LIKE = re.compile(r"(?<![\d.:])(\d{1,2})[.:](\d{2})(?![\d.:])")


def year_from_a_time(span: str, iso: str, lexicon) -> bool:
    """Whether a full date read from a month's name took its year from a time or a number of two groups in its
    span ('18.00'), the year's digits written nowhere else in it."""
    if len(iso) != 10 or lexicon is None:
        return False
    norm = normalize(span, in_text=True)
    if iso[:4] in norm or not any(b & _MONTH_MASK for b in lexicon.char_bits(norm)):
        return False
    year = int(iso[2:4])
    rest = _CLOCK_LIKE.sub(" ", norm)
    return (any(year in (int(a), int(b)) for a, b in _CLOCK_LIKE.findall(norm))
            and all(int(n) != year for n in re.findall(r"\d+", rest)))


def two_years(span: str) -> bool:
    """Whether a span writes two different years (1000-2999): two dates read as one ('2008年7月に着工し、2012年5月22'
    read as 2008-07-22), which the shorter windows read apart."""
    years = {run for run in re.findall(r"(?<!\d)[12]\d{3}(?!\d)", normalize(span, in_text=True))}
    return len(years) > 1


_LONG_WORD = re.compile(r"\W*[^\W\d_]{4,}\W*")


def scattered(span: str, lexicon) -> bool:
    """Whether a span's numerals stand apart, with two words or more between them that name no month or weekday
    ('4.5/5 by 2,031 reviewers. Model HX-2020' read as 2020-05-04, 'ora 10:30. Raportul pentru octombrie'): fields
    of several numbers read as one date; a date's own words between its numbers are short or names ('3 de mayo de
    2020', 'Monday, 3 March 2020'), and a path or a file name is one word ('blog/2019/08/27/release-notes-v4-2')."""
    norm = normalize(span, in_text=True)
    words = list(re.finditer(r"\S+", norm))
    numbered = [k for k, w in enumerate(words) if any(c.isdigit() for c in w.group())]
    if len(numbered) < 2:
        return False
    bits = lexicon.char_bits(norm) if lexicon else ()  # in context: names of several words ('تشرين الأول')
    between = [w for w in words[numbered[0] + 1 : numbered[-1]] if _LONG_WORD.fullmatch(w.group())]
    return sum(not any(bits[w.start() : w.end()]) for w in between) >= 2


def year_in(span: str, iso: str) -> re.Match | None:
    """Where a reading's year stands in its span as a number of its own."""
    return re.search(rf"(?<!\d){iso[:4]}(?!\d)", span)


# Words that go with a year and may stand between it and a day written after it ('2023-cü il mayın 17-də', 'the
# year 2020 on its 3rd', '1996 оны арван нэгдүгээр сарын 29'): Turkic's year word and ordinal endings, Turkish's and
# Mongolian's words for the month, besides the words for the year `readings` knows
_YEAR_WORDS_AFTER = YEAR_WORDS | {
    "il", "ili", "yil", "yili", "yıl", "yılı", "yılının", "жыл", "жылы", "cü", "ci", "cı", "cu", "inci", "ıncı", "uncu",
    "üncü", "nci", "ncı", "ncu", "ncü", "ay", "ayı", "ayının", "он", "оны", "сар", "сарын"}


def day_after_words(span: str, iso: str, lexicon, *, words_between: int = 3) -> int | None:
    """Where to end a span read as a day whose number stands after the year with `words_between` words or more between
    that name no month or weekday and are no word for the year or month, no numeral between, and no month's name
    after it ('May 1975, where she worked for the next 23': the 23 counts years): the end of the year, whose month
    and year stand; None where the day is written with the date."""
    year = year_in(span, iso)
    days = [m for m in re.finditer(r"(?<!\d)\d{1,2}(?!\d)", span) if int(m.group()) == int(iso[8:10])]
    if year is None or not days or days[0].start() < year.end():
        return None
    between = span[year.end() : days[0].start()]
    norm = normalize(between, in_text=True)
    bits = lexicon.char_bits(norm) if lexicon else ()
    words = [w for w in re.finditer(r"[^\W\d_]{2,}", norm) if not any(bits[w.start() : w.end()])
             and w.group() not in _YEAR_WORDS_AFTER]  # (nor a weekday's name: 'May 2020, Tuesday 3')
    after = normalize(span[days[0].end() :], in_text=True)
    named_after = lexicon and any(b & (_MONTH_MASK | _MONTH_MASK << NAME_BITS) for b in lexicon.char_bits(after))
    return year.end() if len(words) >= words_between and not re.search(r"\d", between) and not named_after else None


def month_after_words(span: str, iso: str, lexicon) -> int | None:
    """Where to end a span that starts with its reading's year and reads a month (and day) from a name or numeral
    three words or more after it ('1961 dan pindah ke Jakarta pada Januari', '1940 tại Huế, tháng 5': the month is
    the next date's): the end of the year, which stands alone; None where the month is written with the year."""
    year = year_in(span, iso)
    if year is None or re.search(r"[^\W_]", span[: year.start()]):
        return None
    rest = normalize(span[year.end() :], in_text=True)
    month = int(iso[5:7])
    bits = lexicon.char_bits(rest) if lexicon else ()
    # Where the reading's month is written: its name, or its number (a word naming another month, Indonesian 'dan'
    # April somewhere, is just a word here)
    named = next((k for k in range(len(bits)) if bits[k] & 1 << (month - 1)), None)
    number = next((m.start() for m in re.finditer(r"\d+", rest) if int(m.group()) == month), None)
    first = min((k for k in (named, number) if k is not None), default=None)
    if first is None:
        return None
    words = re.findall(r"[^\W\d_]{2,}", rest[:first])
    return year.end() if len(words) >= 3 else None


def in_url(text: str, start: int, end: int, iso: str) -> bool:
    """Whether a reading stands inside a web address and is not a whole date of its path ('doi.org/10.1175' read
    as October 1175; '/2019/05/03/' stays)."""
    token_start = max(text.rfind(c, 0, start) for c in " \n\t<(\"'") + 1
    token = text[token_start:end]
    return ("://" in token or token.startswith("www.")) and not (len(iso) == 10 and iso[:4] in text[start:end])


def in_the_texts_order(matches: list[Match], text: str) -> list[Match]:
    """A text's ambiguous numerals read day- or month-first as its other numeric dates are, where they allow only
    one of the two ('seen 09/14/2023 ... A1c on 06/02/2023': June 2), when no order was given; unchanged where
    none or both do. (A year-first date says nothing of the others: ISO dates stand beside local ones.) Where none
    does, the text's words may (`order_of_words`)."""
    numerals = [NumericPart.of(normalize(m.text, in_text=True)) for m in matches]
    settled = {next(iter(n.readings)) for n in numerals if len(n.readings) == 1 and not n.joined} - {"YMD"}
    if not settled and any(n.ambiguous for n in numerals) and (by_words := order_of_words(text)):
        settled = {by_words}
    if len(settled) != 1:
        return matches
    order = settled.pop()
    out = []
    for m, n in zip(matches, numerals):
        # (a weekday written beside the numerals settles them first: 'sat, 4/5/2098' in a French text is April 5)
        if (m.ambiguous and n.ambiguous and order in n.readings
                and weekday_fit(normalize(text[max(0, m.start - 16) : m.end + 12], in_text=True), list(n.readings.values())) is None):
            iso = n.readings[order]
            readings = set(n.readings.values())
            # Its confidence is in the readings it weighed together, of which the order leaves one (as `decide`).
            p = m.confidence + sum(a.p for a in m.prediction.alternatives if a.iso in readings and a.iso != m.iso)
            p = min(1.0, p)
            m = replace(m, iso=iso, confidence=p, ambiguous=False,
                        prediction=replace(m.prediction, iso=iso, confidence=p, ambiguous=False, alternatives=[]))
        out.append(m)
    return out


# Words common in running text of languages that write numerals day-first (Spanish, Portuguese, French, Italian,
# German, Dutch, the Slavic and Nordic languages, Turkish, Greek), none an English word; and of English, which the
# United States writes month-first: with a dollar sign and none of the others, an English text is read so.
_DAY_FIRST_WORDS = frozenset(
    "de la el los las del que y en por para con le les du des est une und der die das ist mit von il di che è un"
    " os em não uma het een op voor и в на не что с по і та що w z się nie że je se na že ve bir ile için και το της"
    " του och att för med og af til ikke".split())
_ENGLISH_WORDS = frozenset("the and of to for with on at from by this that was is are be".split())


def order_of_words(text: str) -> str | None:
    """The field order a text's words suggest for its ambiguous numerals: 'DMY' where words of a language that
    writes day-first stand in it, or a pound or euro sign; 'MDY' for English words with a dollar sign; else None."""
    words = set(re.findall(r"[^\W\d_]+", text.casefold()))
    if words & _DAY_FIRST_WORDS or "£" in text or "€" in text:
        return "DMY"
    return "MDY" if "$" in text and len(words & _ENGLISH_WORDS) >= 2 else None


# A day's number ('32', '40th', '41.') before a month and year: words that can make a month and year no date
# ('32 December 2034').
_DAY_WORD = re.compile(r"\W*\d{1,2}(?:st|nd|rd|th|er|e|º|ª)?\.?\W*", re.IGNORECASE)
_LINK_LEN = 3  # the longest word between a day and its month ('of', 'de', 'du')


def day_before(text: str, before: list[tuple[int, int]], lexicon, *, year_alone: bool) -> int | None:
    """Where the number of a day stands before a month's name ('32 December', '40th of August'), given the words
    before a match, nearest first: the match starts at the month, or for a year read alone, just after it."""
    if year_alone:
        if not before or lexicon is None or not any(lexicon.char_bits(normalize(text[slice(*before[0])], in_text=True))):
            return None
        before = before[1:]
    for s, e in before[:2]:
        if _DAY_WORD.fullmatch(text, s, e):
            return s
        if e - s > _LINK_LEN:
            return None
    return None
