"""French Republican dates as Gregorian ones: '18 brumaire an VIII' -> '1799-11-09', '9 thermidor an II' ->
'1794-07-27', 'le 1er vendémiaire an 3' -> 'le 1794-09-22'.

France's civil records, laws and newspapers from late 1793 to 1805 are dated so; genealogists and archives
read them every day. The year (I to XIV) began on the autumn equinox, whose day the decrees fixed, and its
twelve months have 30 days each, so the conversion is exact by table; `vocab.normalize` does it, as it does
other calendars, and the model reads an ISO date. The five or six closing days (sansculottides) and a month
without its day stay as written.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

from datenorm.dates import roman_value

# 1 Vendémiaire of each year, an I to an XIV (the years after the sextile years III, VII and XI start a day later).
_NEW_YEAR = {1: date(1792, 9, 22), 2: date(1793, 9, 22), 3: date(1794, 9, 22), 4: date(1795, 9, 23),
             5: date(1796, 9, 22), 6: date(1797, 9, 22), 7: date(1798, 9, 22), 8: date(1799, 9, 23),
             9: date(1800, 9, 23), 10: date(1801, 9, 23), 11: date(1802, 9, 23), 12: date(1803, 9, 24),
             13: date(1804, 9, 23), 14: date(1805, 9, 23)}  # fmt: skip
_MONTHS = ("vendémiaire", "brumaire", "frimaire", "nivôse", "pluviôse", "ventôse", "germinal", "floréal",
           "prairial", "messidor", "thermidor", "fructidor")
_PLAIN = str.maketrans("éô", "eo")
_MONTH = {name: m for m, month in enumerate(_MONTHS) for name in (month, month.translate(_PLAIN))}
_DATE = re.compile(rf"(?<!\w)(1er|\d{{1,2}})\s+({'|'.join(sorted(_MONTH, key=len, reverse=True))})"
                   r"\s+(?:de\s+l['’]\s*)?an\s+([ivx]{1,5}|\d{1,2})(?![\w-])")


def republican_date(year: int, month: int, day: int) -> date | None:
    """The Gregorian date of a Republican one (year 1-14, month 1-12, day 1-30), None outside them."""
    if year not in _NEW_YEAR or not (1 <= month <= 12 and 1 <= day <= 30):
        return None
    return _NEW_YEAR[year] + timedelta(days=30 * (month - 1) + day - 1)


def _convert(m: re.Match) -> str:
    year = int(m[3]) if m[3].isdigit() else roman_value(m[3])
    found = republican_date(year or 0, _MONTH[m[2]] + 1, 1 if m[1] == "1er" else int(m[1]))
    return found.isoformat() if found else m.group()


def republican_dates(text: str) -> str:
    """A case-folded text with its French Republican dates (a day, a month of the calendar, 'an' and a year
    in Roman or Arabic numerals) written as Gregorian ISO dates; anything else unchanged."""
    return _DATE.sub(_convert, text) if "an " in text else text
