"""Hebrew-calendar dates as Gregorian ones: 'ה' באייר תש"ח' -> '1948-05-14', 'ט"ו בשבט התשפ"ד' -> '2024-01-25',
'14 Nisan 5784' -> '2024-04-22'.

Israeli documents, tombstones, genealogies and Jewish community papers date by the Hebrew calendar, with the
day and year in Hebrew numerals (letters summed: ה=5, ט"ו=15, תש"ח=708, the thousands, 5, left out or written
ה'). Its arithmetic is exact (the molad and the postponements of Rosh Hashanah, after Dershowitz and Reingold's
*Calendrical Calculations*), so `vocab.normalize` converts such a date by rule, as it does Solar Hijri dates,
and the model reads an ISO date. A plain 'Adar' in a leap year (Adar I or Adar II?), a day the month lacks and
a month without its day stay as written.
"""

from __future__ import annotations

import re
from datetime import date

_EPOCH = -1373427  # date.toordinal() of 1 Tishri AM 1 (7 October 3761 BCE, proleptic Julian)
_FIRST, _LAST = date(1, 1, 1).toordinal(), date(2099, 12, 31).toordinal()


def _leap(year: int) -> bool:
    return (7 * year + 1) % 19 < 7


def _elapsed(year: int) -> int:
    """Days from the epoch to the molad of Tishri of `year`, moved off Sunday, Wednesday and Friday."""
    months = (235 * year - 234) // 19
    day = 29 * months + (12084 + 13753 * months) // 25920
    return day + 1 if (3 * (day + 1)) % 7 < 3 else day


def _new_year(year: int) -> int:
    """The ordinal of 1 Tishri, after the postponements that keep every year 353-355 or 383-385 days long."""
    before, this, after = _elapsed(year - 1), _elapsed(year), _elapsed(year + 1)
    return _EPOCH + this + (2 if after - this == 356 else 1 if this - before == 382 else 0)


def _month_days(year: int, month: int) -> int:
    """Months are numbered from Nisan (1) as in the Torah: Tishri is 7, Adar (Adar I in a leap year) 12,
    Adar II 13. Heshvan has 30 days only in 'complete' years (355, 385), Kislev 29 only in 'deficient' ones."""
    if month in (2, 4, 6, 10, 13) or (month == 12 and not _leap(year)):
        return 29
    length = _new_year(year + 1) - _new_year(year)
    if (month == 8 and length % 10 != 5) or (month == 9 and length % 10 == 3):
        return 29
    return 30


def hebrew_date(year: int, month: int, day: int) -> date | None:
    """The Gregorian date of a Hebrew one (AM year, month numbered from Nisan); None for a day the month lacks,
    Adar II in a common year, or a date outside 0001-2099."""
    last_month = 13 if _leap(year) else 12
    if not (1 <= month <= last_month and 1 <= day <= _month_days(year, month) and 3762 <= year <= 5860):
        return None
    months = list(range(7, last_month + 1)) + list(range(1, 7))  # the year starts in Tishri
    ordinal = _new_year(year) + day - 1 + sum(_month_days(year, m) for m in months[: months.index(month)])
    return date.fromordinal(ordinal) if _FIRST <= ordinal <= _LAST else None


# Month names as written in Hebrew and in the common transliterations ('_' a space); 0: Adar, whose number
# needs the year.
_MONTHS = {
    1: "ניסן nisan nissan",
    2: "אייר איר iyar iyyar",
    3: "סיון סיוון sivan siwan",
    4: "תמוז tammuz tamuz",
    5: "מנחם-אב מנחם_אב אב menachem-av menachem_av av ab",
    6: "אלול elul",
    7: "תשרי tishrei tishri tishre",
    8: "מרחשוון מרחשון חשוון חשון marcheshvan marheshvan cheshvan heshvan hesvan",
    9: "כסלו כסליו kislev kislew",
    10: "טבת tevet teves tebet",
    11: "שבט shevat shvat sh'vat shebat",
    12: "אדר-א אדר_א' אדר_א׳ אדר_א אדר_ראשון adar-i adar_i adar_1 adar_aleph adar_rishon",
    13: "אדר-ב אדר_ב' אדר_ב׳ אדר_ב אדר_שני adar-ii adar_ii adar_2 adar_bet adar_beth adar_sheni",
    0: "אדר adar",
}
_MONTH = {name.replace("_", " "): m for m, names in _MONTHS.items() for name in names.split()}
_MONTH_PATTERN = "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(_MONTH, key=len, reverse=True))

_LETTER_VALUES = dict(zip("אבגדהוזחטיכלמנסעפצקרשת", (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80,
                                                    90, 100, 200, 300, 400))) | dict(zip("ךםןףץ", (20, 40, 50, 80, 90)))
_MARKS = "'\"׳״`’”"  # geresh and gershayim, and the quotes typed for them
_NUMBER = rf"[א-ת][א-ת{_MARKS}]{{0,5}}"  # 'ה'', 'ט"ו', 'תש"ח', 'תשפ״ד': a word of letters and marks
_DAY = rf"(\d{{1,2}}|{_NUMBER})"
_YEAR = rf"(?:(?:ב?שנת|year)\s+)?(?:ה[{_MARKS}]?\s?)?(5\d{{3}}|{_NUMBER})"
_HEBREW = re.compile(rf"(?<![\w{_MARKS}]){_DAY}\s+(?:ב-?|ל-?)?({_MONTH_PATTERN})\s*,?\s+{_YEAR}(?![\w{_MARKS}])")
_LATIN = re.compile(rf"(?<!\w)(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+|be-?|b'|b-)?({_MONTH_PATTERN}),?\s+(5\d{{3}})(?!\w)"
                    rf"|(?<!\w)({_MONTH_PATTERN})\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(5\d{{3}})(?!\w)")
_HEBREW_LETTER = re.compile("[א-ת]")
_PREPOSITIONS = "בלהומ"  # in, to, the, and, from: joined to the word they precede
_YEAR_DIGITS = re.compile(r"(?<!\d)5[0-8]\d\d(?!\d)")


def _number(text: str) -> int:
    """A number in digits or in Hebrew letters, marks ignored ('ט"ו' -> 15, 'תש"ח' -> 708); letters are written
    from the largest value down, so a word that is not is read after its one-letter preposition ('בי"ז', 'on the
    17th', -> 17), or as 0 (no number)."""
    if text.isdigit():
        return int(text)
    values = [_LETTER_VALUES[c] for c in text if c in _LETTER_VALUES]
    if any(a < b for a, b in zip(values, values[1:])) and text[0] in _PREPOSITIONS:
        values = values[1:]
    return 0 if any(a < b for a, b in zip(values, values[1:])) else sum(values)


def _convert(day: str, month: str, year: str, whole: str) -> str:
    number = _MONTH[re.sub(r"\s+", " ", month)]
    am = _number(year)
    if am < 100:  # a year in letters has its hundreds (ת, ש...): 'זה אב טוב' ('this is a good father') is no date
        return whole
    am += 5000 if am < 1000 else 0
    if number == 0:  # Adar: the twelfth month in a common year; in a leap year, Adar I or Adar II?
        number = 0 if _leap(am) else 12
    found = hebrew_date(am, number, _number(day)) if number else None
    return found.isoformat() if found else whole


def hebrew_dates(text: str) -> str:
    """A normalised (case-folded, ASCII-digit) text with its Hebrew-calendar dates written as Gregorian ISO
    dates: a day, a Hebrew month's name and an AM year, in Hebrew letters or digits or transliterated
    ('14 nisan 5784', 'nisan 14, 5784'); anything else unchanged."""
    if _HEBREW_LETTER.search(text):
        text = _HEBREW.sub(lambda m: _convert(m[1], m[2], m[3], m[0]), text)
    if " 5" in text and _YEAR_DIGITS.search(text):  # the year follows the day or month
        text = _LATIN.sub(lambda m: _convert(m[1] or m[5], m[2] or m[4], m[3] or m[6], m[0]), text)
    return text
