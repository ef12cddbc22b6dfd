"""What a pipeline or a scan garbled on a value's way to a date column, undone where it can be undone with certainty:
UTF-8 read as Windows-1252 or Latin-1 ('3 fÃ©vrier 2020', '5 Ð¼Ð°Ñ€Ñ‚Ð° 2021': mojibake) decoded back, HTML or XML
tags around a value ('<td>2021-11-30</td>') taken out, a word broken at a line's end joined ('Decem- ber 3, 1899')
(`ungarbled`: `vocab.normalize` calls it first, on whole values only, so that a window of a longer text that `find`
reads keeps its characters where they are); digits a scan read as letters ('l914', '2lst') as digits
(`ocr_repaired`, on the case-folded text).
"""

from __future__ import annotations

import re

# Windows-1252's characters for the bytes 0x80-0x9F, which Latin-1 gives as C1 controls: a text read as either has
# one of these or a Latin-1 character for each byte of its UTF-8.
_CP1252 = {bytes([b]).decode("cp1252"): b for b in range(0x80, 0xA0) if b not in (0x81, 0x8D, 0x8F, 0x90, 0x9D)}
# A UTF-8 lead byte read as one of these, then a continuation byte read as one of those: the mark of mojibake,
# which a text in a Latin script with its own accents ('Äpfel', 'São') does not make.
_MOJIBAKE = re.compile("[\u00c2-\u00f4][\u0080-\u00bf" + "".join(sorted(_CP1252)) + "]")
# A tag: '<' and a name (or '/' and a name), its attributes (names, each with a value or none), '>'. Not '<2020', '< 5'
# nor a value in angle brackets ('<in 1941>', '<on May 29, 2018>').
_ATTRIBUTE = r"""[A-Za-z_][\w:.-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?"""
_TAG = re.compile(rf"</?[A-Za-z][\w:.-]*(?:\s+{_ATTRIBUTE})*\s*/?>")
# A word broken at a line's end, its second part lower-case ('Decem- ber 3, 1899', 'Décem- bre 1851')
_BROKEN_WORD = re.compile(r"(?<=[^\W\d_]{2})-\s+(?=[^\W\d_A-ZÀ-ÞА-Я]{2})")
_VALUE = re.compile(r"""=\s*(?:"([^"]*\d[^"]*)"|'([^']*\d[^']*)')""")


def ungarbled(text: str) -> str:
    """`text` decoded back from mojibake (when the whole of it decodes as UTF-8), its broken words joined, without tags
    (with only the values of their attributes that hold a number when nothing else does)."""
    if _MOJIBAKE.search(text):
        text = _decoded(text)
    if "- " in text:
        text = _BROKEN_WORD.sub("", text)
    if "<" in text and ">" in text and _TAG.search(text):
        bare = _TAG.sub(" ", text).strip()
        # A value in an attribute ('<time datetime="2022-08-17">', '<date when="1887-06-02"/>') when the text has
        # no number outside its tags
        text = bare if re.search(r"\d", bare) else " ".join(
            v for m in _VALUE.finditer(text) for v in m.groups() if v) or text
    return text


def _decoded(text: str) -> str:
    raw = bytearray()
    for char in text:
        code = ord(char)
        if code < 0x100:
            raw.append(code)
        elif char in _CP1252:
            raw.append(_CP1252[char])
        else:  # a character neither code page has: this text was not read so
            return text
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return text


# A scan's year with a digit read as a letter: 'l914', '2O19', 'I999' (case-folded by then). A four-character
# word of digits and l, i, o with at least two digits, worth 1000-2099 once the letters are digits.
# A year's 's' is its 5 ('194S', '19SO').
_OCR_YEAR = re.compile(r"(?<![^\W_])(?=\d*[lios])[12li][\dlios]{3}(?![^\W_])")  # a letter in it: years skip the call
_OCR_TO_DIGIT = str.maketrans("lio", "110")
_OCR_YEAR_DIGIT = str.maketrans("lios", "1105")


_OCR_HINT = re.compile(r"\d[lios]|[lio]\d")  # a cheap first look: most texts hold no such neighbours
# ... and an ordinal day's ('2lst', 'I8th')
_OCR_ORDINAL = re.compile(r"(?<![^\W_])(?=[li]*\d)(?=\d*[li])[\dli]{1,2}(?=(?:st|nd|rd|th)(?![^\W_]))")


# ... and the fields of a numeric date ('3o/o6/2o21') or a day beside a month's name and a year ('l5 march 1944',
# 'march l5, 1944'), each field with a digit in it
_OCR_FIELD = r"(?=[lio]*\d)[\dlio]"
_OCR_NUMERIC = re.compile(rf"(?<![^\W_])(?:{_OCR_FIELD}{{1,2}}([/.-]){_OCR_FIELD}{{1,2}}\1{_OCR_FIELD}{{4}}|"
                          rf"{_OCR_FIELD}{{4}}([/.-]){_OCR_FIELD}{{1,2}}\2{_OCR_FIELD}{{1,2}})(?![^\W_])")
# 'i' for 1 only where no word stands right before it ('I2 de octubre de 1492'; not 'core i5 laptop 2021' nor 'core
# i5 2020'); 'o' after a digit only in '10.'-'30.' before a word ('3O. April 1945'): NFKC writes the ordinal '1º
# gennaio' as '1o gennaio'.
_OCR_BEFORE = r"(?=\.?(?:\s+de)?\s+[^\W\d_]{3,}\.?,?(?:\s+de)?\s+\d{4}(?!\d))"  # a month's name (or a word) and a year
_OCR_DAY = re.compile(rf"(?<![^\W_])(?:\dl|[lo]\d){_OCR_BEFORE}|(?<![^\W_])(?<![^\W\d_]\s)i\d{_OCR_BEFORE}|"
                      r"(?<![^\W_])[123]o(?=\.\s+(?!de\b)[^\W\d_]{3,}\.?,?\s+\d{4}(?!\d))|"
                      r"(?<=[^\W\d_]{3}\s)(?:\dl|[lo]\d)(?=,?\s+\d{4}(?!\d))")


def ocr_repaired(text: str) -> str:
    """Years, numeric dates and days in which a scan read a digit as a letter ('l914', '3o/o6/2o21', 'l5 march
    1944', '2lst': 'l' and 'i' for 1, 'o' for 0, a year's 's' for 5; a day's 'i', and its 'o' after a digit, stay),
    with those digits; a word of letters alone never changes."""
    if not _OCR_HINT.search(text):
        return text
    text = _OCR_NUMERIC.sub(lambda m: m.group().translate(_OCR_TO_DIGIT), _OCR_YEAR.sub(_ocr_year, text))
    return _OCR_ORDINAL.sub(_ocr_day, _OCR_DAY.sub(_ocr_day, text))


def _ocr_day(match: re.Match) -> str:
    digits = match.group().translate(_OCR_TO_DIGIT)
    return digits if 1 <= int(digits) <= 31 else match.group()


def _ocr_year(match: re.Match) -> str:
    word = match.group()
    digits = word.translate(_OCR_YEAR_DIGIT)
    return digits if sum(c.isdigit() for c in word) >= 2 and 1000 <= int(digits) <= 2099 and word != digits else word
