"""Ethiopian calendar dates as Gregorian ones: 'መስከረም 1 ቀን 2016 ዓ.ም.' -> '2023-09-12', '23 የካቲት 1888 ዓ.ም.'
-> '1896-03-01', 'Meskerem 1, 2016 E.C.' -> '2023-09-12', with Ge'ez numerals too ('ጥር ፲፩ ቀን ፳፻፲፮ ዓ.ም.' ->
'2024-01-20').

Ethiopia dates its letters, laws and papers in its own calendar, and says so with the era's marker after the
year, 'ዓ.ም.' (ዓመተ ምሕረት, 'year of mercy'; 'E.C.' in English). Twelve months of 30 days and a thirteenth of five or
six, a leap year every fourth year without exception: the conversion is exact arithmetic on day numbers, so
`vocab.normalize` does it, as it does other calendars, and the model reads an ISO date. Without the marker the
names stay as written (Eritrea's Tigrinya gives the same names to the Gregorian months: 'መስከረም 1, 2016' is
September there), and so does a month or year alone, which falls across two Gregorian ones.
"""

from __future__ import annotations

import re
from datetime import date

# 1 Meskerem of year 1 is 27 August 8 (proleptic Gregorian); year y starts 365 (y - 1) + y // 4 days after it, the
# years before a leap year (y % 4 == 3) having six days in their thirteenth month. Day numbers are date.toordinal's.
_EPOCH = date(8, 8, 27).toordinal() - 1
_MONTHS = (
    "መስከረም meskerem", "ጥቅምት tikimt tikemet tiqimt", "ኅዳር ህዳር ሕዳር hidar hedar", "ታኅሣሥ ታህሳስ ታኅሳስ tahsas tahesas",
    "ጥር tir ter", "የካቲት yekatit yekatit", "መጋቢት megabit megabit", "ሚያዝያ miyazya miazia miyaziya",
    "ግንቦት ginbot genbot", "ሰኔ sene", "ሐምሌ ሃምሌ hamle hamle", "ነሐሴ ነሃሴ nehase nehasse", "ጳጉሜ ጳጉሜን pagume pagumen",
)  # fmt: skip
_MONTH = {name: m for m, names in enumerate(_MONTHS, 1) for name in names.split()}
_NAME = "|".join(sorted(map(re.escape, _MONTH), key=len, reverse=True))
_ERA = r"(?:ዓ\.?\s?ም\.?|e\.?\s?c\.?)"
_LATIN_ERA = re.compile(r"\de\.?\s?c\b|\se\.?\s?c\b")  # 'E.C.' after a year: most texts need no more search
_DATE = re.compile(rf"(?<![^\W\d_])(?:(\d{{1,2}})\s+({_NAME})|({_NAME})\s+(\d{{1,2}}))"  # day and month, either way
                   rf"(?:\s*(?:ቀን|,))?\s+(\d{{4}})\s*{_ERA}(?![^\W\d_])")


def ethiopian_date(year: int, month: int, day: int) -> date | None:
    """The Gregorian date of an Ethiopian one (month 1-13, day 1-30; the thirteenth month has 5 days, 6 in the
    year before a leap year's), None when there is no such day."""
    last = 30 if month <= 12 else 6 if year % 4 == 3 else 5
    if not (1 <= month <= 13 and 1 <= day <= last and year >= 1):
        return None
    return date.fromordinal(_EPOCH + 365 * (year - 1) + year // 4 + 30 * (month - 1) + day)


def _convert(m: re.Match) -> str:
    day, name = (m[1], m[2]) if m[1] else (m[4], m[3])
    found = ethiopian_date(int(m[5]), _MONTH[name], int(day))
    return found.isoformat() if found else m.group()


def ethiopian_dates(text: str) -> str:
    """A case-folded text with its Ethiopian dates (a day, a month of the calendar, a year and the era's marker)
    written as Gregorian ISO dates; anything else unchanged."""
    return _DATE.sub(_convert, text) if "ም" in text or _LATIN_ERA.search(text) else text


# Ge'ez numerals, as formal Amharic and Tigrinya write a date ('ጥር ፲፩ ቀን ፳፻፲፮ ዓ.ም.'): units ፩-፱ and tens ፲-፺ are
# added, ፻ multiplies what stands before it by a hundred (፳፻፲፮ is 20 x 100 + 16) and ፼ by ten thousand. They are no
# decimal digits (Unicode's category No), so `vocab.normalize` writes them in ASCII digits here.
_GEEZ_VALUE = {chr(0x1369 + k): k + 1 for k in range(9)} | {chr(0x1372 + k): 10 * (k + 1) for k in range(9)}
_GEEZ = re.compile("[\u1369-\u137c]+")


def _geez_value(numeral: str) -> int:
    total = current = 0
    for char in numeral:
        if char == "\u137b":  # ፻
            total += (current or 1) * 100
            current = 0
        elif char == "\u137c":  # ፼
            total = (total + current or 1) * 10_000
            current = 0
        else:
            current += _GEEZ_VALUE[char]
    return total + current


def geez_numerals(text: str) -> str:
    """A text with each run of Ge'ez numerals as its number in ASCII digits ('፳፻፲፮' -> '2016')."""
    return _GEEZ.sub(lambda m: str(_geez_value(m.group())), text)
