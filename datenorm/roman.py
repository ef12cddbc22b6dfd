"""Roman numerals in dates, as digits before the model reads them: a Roman-numeral year ('Anno MDCCLXXVI' ->
'Anno 1776', 'April MMX' -> 'April 2010'), the day of Latin charters' 'die XV mensis' ('die 15 mensis'), and the old
numeral names of the last four months ('7ber', '8bre', 'Xbris' -> September-December). Exact by rule, like years in
words (`spelled`), and part of `vocab.normalize`, so training, serving and evaluation read the same digits.
"""

from __future__ import annotations

import re

from datenorm.dates import roman_value
from datenorm.spelled import FIRST_YEAR, LAST_YEAR, MONTH_NAMES

# A word of Roman numerals worth 1000-2099, in capitals as inscriptions, title pages and credits write them.
_ROMAN = re.compile(r"(?<![^\W\d_])M{1,2}[MDCLXVI]*(?![^\W\d_])")
# ... written with a dot after each group, as title pages do ('M.DCC.XCIX.')
_DOTTED_ROMAN = re.compile(r"(?<![^\W\d_])M\.(?:[MDCLXVI]{1,4}\.){1,4}(?![^\W\d_])")
_ROMAN_YEAR_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:anno|domini|a\.\s?d\.|ad|©|\(c\)|copyright|jahr|año|ano|année|annee|year)\s*$", re.IGNORECASE)


_WORD_BEFORE = re.compile(r"([^\W\d_]+\.?),?\s+$")
_MONTH_WORDS = frozenset(MONTH_NAMES.split())


# Latin charters' day: 'die XV mensis Iunii' (on the fifteenth day of the month of June)
_LATIN_DAY = re.compile(r"(?<![^\W\d_])(die\s+)([ivxIVX]{1,6})(?=\s+mensis(?![^\W\d_]))", re.IGNORECASE)


def roman_years(text: str) -> str:
    """A text (not yet case-folded) with its Roman-numeral years as digits: 'Anno MDCCLXXVI' -> 'Anno 1776', 'MCMLXXXIV' ->
    '1984'. Only a numeral written the one right way ('MCMXCIX', not 'MIM') and worth 1000-2099 changes, with at least
    five letters or after a word for the year or a month's name ('Anno MMIX', 'A.D. MCMV', 'April MMX'), a title page's
    dots taken out ('M.DCC.XCIX.'): a short one alone is a word or an abbreviation ('MD', 'MIX', 'MDCC' in a list of
    codes). The day of Latin's 'die XV mensis' too ('die 15 mensis'), where nothing but a day can stand. Like years in
    words, exact by rule, so the model reads digits."""
    if "ensis" in text or "ENSIS" in text:
        text = _LATIN_DAY.sub(_latin_day, text)
    if "M" not in text:
        return text
    if "M." in text:
        text = _DOTTED_ROMAN.sub(lambda m: m.group()[:-1].replace(".", "") + ".", text)
    return _ROMAN.sub(lambda m: _roman(text, m), text)


def _latin_day(m: re.Match) -> str:
    value = roman_value(m[2])
    return f"{m[1]}{value}" if value is not None and 1 <= value <= 31 else m.group()


def _roman(text: str, m: re.Match) -> str:
    numeral = m.group()
    value = roman_value(numeral)
    if value is None or not FIRST_YEAR <= value <= LAST_YEAR:
        return numeral
    if len(numeral) >= 5 or _ROMAN_YEAR_BEFORE.search(text[: m.start()]):
        return str(value)
    before = _WORD_BEFORE.search(text[: m.start()])  # a month's name ('April MMX', 'mai MMXIX')
    if before and before.group(1).casefold().rstrip(".") in _MONTH_WORDS:
        return str(value)
    return numeral


# The last four months by their old Roman numbers, as parish registers and letters of the 17th-19th centuries write
# them: '7ber', '8bre', '9bris', 'Xber', '10bre' (septem-, octo-, novem-, decem-ber; 'le 12 8bre 1690', 'sepultus est
# 2. 9bris 1734'). A case-folded text's as English month names, which the model reads in any language's text.
_NUMERAL_MONTH = re.compile(r"(?<![^\W_])(7|8|9|x|10)(?:bre|ber|bris|br)(?![^\W\d_])\.?")
_NUMERAL_MONTHS = {"7": "september", "8": "october", "9": "november", "x": "december", "10": "december"}


def numeral_months(text: str) -> str:
    """A case-folded text with '7ber'-'Xber' (and '8bre', '9bris', '10ber') as the English names of their months."""
    if "b" not in text:
        return text
    return _NUMERAL_MONTH.sub(lambda m: _NUMERAL_MONTHS[m[1]], text)
