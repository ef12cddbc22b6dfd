"""Numbers in running text that count rather than date (`find`'s rules, beside `find_rules`): a number alone below
1000 or a round hundred ('for 450 pupils', 'from 1000 guns'), one with a CJK counter after it ('1500余列'), a decimal
('38,5 Prozent'), two digits after a word that names no month ('natt til 14. mars, og 37 personer'), a day or month
written only inside a decimal or a number in thousands ('fell to 3.1% in Sept. 2019'), a year not written in the
span ('2 000 pjesëmarrës') or after a code ('ICE 1024'), and a month written with a day it does not have ('31 April
2023')."""

from __future__ import annotations

import re
from calendar import monthrange

from datenorm.readings import year_word_before
from datenorm.serve.find_rules import year_in
from datenorm.vocab import normalize

# A number alone that running text counts with, not a year: below 1000 ('a school for 450 pupils', '144 people') or a
# round hundred up to 1400 ('1000 guns', '1200 stalls'); a year that small or that round comes with a word for it
_COUNT = re.compile(r"\W*(?:[1-9]\d{0,2}|1[0-4]00)\W*")
# A number that Chinese, Japanese or Korean counts with: a counter word or 'more than' after it ('1500余列', '1968万人次',
# '300명'), or years counted ('約200年ぶり', '200年間')
COUNTED_AFTER = re.compile(r"(?<!\d)\d{3,4}\s?(?:余|多|万|萬|千|人|名|个|個|件|列|台|只|張|张|本|次|枚|頭|匹|棟|軒|歳|岁|세|명|개|"
                           r"원|円|元|年(?:ぶり|間|间|前|後|后|来|來|以上|にわたり|に渡り))")
_ERA_BEFORE = re.compile(r"(?<![^\W\d_])(?:ce|ad|a\.\s?d|c\.\s?e|anno|an|ah|a\.\s?h|n\.\s?chr|j\.-c|m\.\s?s)\.?\s*$")


def counted(text: str, a: int, span: str) -> bool:
    """Whether a year read alone from text[a:] is a number running text counts with (`_COUNT`), with no word for the
    year or era before it ('en el año 711', 'CE 302')."""
    if not _COUNT.fullmatch(normalize(span, in_text=True)):
        return False
    before = normalize(text[max(0, a - 16) : a], in_text=True)
    return not year_word_before(before) and _ERA_BEFORE.search(before) is None


_LINKS = frozenset("de del di du da do des of van von y e et und and".split())


def short_year_after_words(span: str, iso: str, lexicon) -> bool:
    """Whether a reading's year is two digits written only after a word that names no month and links no date ('natt
    til 14. mars, og 37 personer' read as 2037-03-14, 'Op 16 Desember sal 40 kerke' as 2040-12-16: the number counts
    something), and not in full; a two-digit year follows its month or a link ('5 de mayo de 99')."""
    if len(iso) == 4 or year_in(span, iso) is not None:
        return False
    if re.search(rf"[,;]\s*[^\W\d_]{{2,}}\s+'?{iso[2:4]}(?!\d)", span):  # after a comma and a word: ', og 37'
        return True
    norm = normalize(span, in_text=True)
    years = list(re.finditer(rf"(?<![\d.,])'?{iso[2:4]}(?![\d]|[.,]\d)", norm))
    bits = lexicon.char_bits(norm) if lexicon else ()
    for year in years:
        word = re.search(r"(?:^|\s)([^\W\d_]+)\.?,?\s*$", norm[: year.start()])  # (a word, not '24th')
        if word is None or word.group(1) in _LINKS or any(bits[word.start(1) : word.end(1)]):
            return False
    return bool(years)


# A number with a decimal part or in groups of thousands ('3.1%', '2,61 persen', '7,200', '1 250'), which no date's
# day or month is written as (not a day and month, '31.01', nor a day before a year, 'Mar 25,2066')
_QUANTITY_NUMBER = re.compile(r"(?<![\d.,])\d{1,3}(?:,\d{1,2}|\.\d|\.(?:1[3-9]|[2-9]\d)|(?:[ \u00a0\u202f.,]\d{3})+)"
                              r"(?![\d]|[.,]\d)")
_NUMERIC_DATE = re.compile(r"(?<!\d)\d{1,4}([./-])\d{1,2}\1\d{1,4}(?!\d)")


def a_decimal(span: str) -> bool:
    """Whether a span's only numerals are one decimal number ('38,5 Prozent' read as 2038-05, '44,8 βαθμούς' as
    2044-08): no date."""
    norm = normalize(span, in_text=True)
    number = re.fullmatch(r"\D*(\d{1,3}[.,]\d{1,2})\D*", norm)
    return number is not None and not re.search(r"\d[.,]\s?[^\W\d_]{3,}", norm)  # (not '3. Mai': a day and month)


def fields_from_quantities(span: str, iso: str, lexicon) -> str | None:
    """A reading cut to what its span writes when its day (or its month, unnamed) is written only inside a decimal
    number or one in groups of thousands ('fell to 3.1% in Sept. 2019' read as 2019-09-03, 'Desember 2023 tercatat
    2,61 persen' as 2023-12-02, '1897 och har i dag 1 250 medarbetare' as 1897-12-01); None where it is not."""
    if len(iso) < 7:
        return None
    norm = normalize(span, in_text=True)
    quantities = [m.group() for m in _QUANTITY_NUMBER.finditer(norm)]
    if not quantities:
        return None
    dates = " ".join(m.group() for m in _NUMERIC_DATE.finditer(norm))
    rest = _QUANTITY_NUMBER.sub(" ", _NUMERIC_DATE.sub(" ", norm))

    def in_quantity_only(number: int) -> bool:
        plain = (re.search(rf"(?<![\d.,])0?{number}(?![\d]|[.,]\d)", rest)
                 or re.search(rf"(?<!\d)0?{number}(?!\d)", dates))
        return plain is None and any(re.search(rf"(?<!\d){number}(?!\d)", q) for q in quantities)

    month = int(iso[5:7])
    named = lexicon is not None and any(b & 1 << (month - 1) for b in lexicon.char_bits(norm))
    if not named and in_quantity_only(month):
        return iso[:4]
    if len(iso) == 10 and in_quantity_only(int(iso[8:10])):
        return iso[:7]
    return None


# Letters before a number that name a train, a product or a code ('ICE 1024', 'IC 1510', 'TP 1944'), not an era
# (not in a text written in capitals: 'UMWAKA WA 2031')
_CODE_BEFORE = re.compile(r"(?<![^\W\d_])(?<![A-Z]\s)(?!(?:AD|CE|BC|BCE|AH|AM|BP|AC|DC|AUC)\s)[A-Z]{2,4}\s$")


def unwritten_year(text: str, a: int, span: str, iso: str) -> bool:
    """Whether a reading's year is not written in its span: not as a number of four digits (after `normalize`, which
    writes other calendars' years, Roman numerals and numerals in words as such), at either end of a compact run, as
    a year below 1000 is, nor as two digits of their own ("'99", '5 May 99'), but only inside a larger number ('2 000
    pjesëmarrës' read as 2000-05, '240 रन' as 2040); or, for a year read alone, only as two digits ('89. minut'), or
    after a code's capitals ('ICE 1024', 'IC 1510')."""
    norm = normalize(span, in_text=True)
    if re.search(rf"(?<!\d){int(iso[:4]) + 543}(?!\d)", norm):  # a Thai year of the Buddhist era the window cut off
        return False                                              # its word from ('ปี 2540')
    if re.search(rf"(?<!\d){iso[:4]}(?!\d)", norm):
        at = text.find(iso[:4], a)
        return len(iso) == 4 and at >= 0 and _CODE_BEFORE.search(text, max(0, at - 6), at) is not None
    # (at either end of a compact run, '20240312T150000Z', '19441031', or a year below 1000 as written, 'año 711')
    if re.search(rf"(?<!\d){iso[:4]}\d|\d{iso[:4]}(?!\d)", norm) or (
            iso[:4] < "1000" and re.search(rf"(?<!\d){int(iso[:4])}(?!\d)", norm)):
        return False
    two = re.search(rf"(?<![\d,])['’‘]?{iso[2:4]}(?![\d]|,\d)", norm)
    return two is None or (len(iso) == 4 and not two.group().startswith(("'", "’", "‘")))


def impossible_day(text: str, a: int, b: int, iso: str, lexicon) -> bool:
    """Whether a year, or a month and year, were read from text[a:b] that writes them with a day the month does not
    have, there or just before ('dated 31 April 2023', '29 février 2023', '31 июня 2023': no date, which the model
    read as the month, and a window as the year)."""
    if len(iso) == 10 or lexicon is None:
        return False
    year = int(iso[:4])
    norm = normalize(text[max(0, a - 20) : b], in_text=True)
    bits = lexicon.char_bits(norm)
    for m in re.finditer(r"(?<![\d.,])(\d{1,2})(?:st|nd|rd|th|er|e|º)?\.?\s+(?:de\s+|of\s+)?([^\W\d_]+)\.?,?\s+"
                         rf"(?:de\s+)?{year}(?!\d)", norm):
        named = {k + 1 for k in range(12) for bit in bits[m.start(2) : m.end(2)] if bit & 1 << k}
        if len(iso) == 7:
            named &= {int(iso[5:7])}
        if named and all(int(m.group(1)) > monthrange(year, month)[1] for month in named):
            return True
    return False
