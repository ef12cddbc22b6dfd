"""What encyclopedias and labels write beside a date about it, not part of it, taken out before a text is read: the age
at a death in brackets ('17 de abril de 2014 (87 años)', '10 Kasım 1938 (57 yaşında)') or after it ('died Jan. 5, 1888,
aged 60 years'), the Julian (Old Style) day beside the Gregorian one ('17 (29) января 1860', '26 мая (6 июня) 1799', '4
January 1643 [O.S. 25 December 1642]'), the word for 'about' before a year alone ('omkring 1520', 'ok. 1540', 'ок. 1650
г.', '~1850'), an issue's number before its month ('Issue 42, May 2023'), a journal's volume and pages after its year
('Lancet 1998; 351: 637–41'), a label or headline set off by a dash ('Bern, 2. März 2023 – Medienmitteilung'), a book's
place and publisher before its year ('London: Faber and Faber, 1963'), a specimen label's collector and determiner
('3.IX.54 leg. Franz'), an e-mail address, an amount, a count grouped in thousands and a phone number beside a date; a
month's two-digit year after 'valid until' is written in full ('Válido até 12/25'), and a year's digits that a
cataloguer supplied in brackets as the year ('[18]95').

The model read the age as the year's last digits ('2014 (87 años)' as 2017), the two days of a double date as one,
and a year after a word it had not learnt as no date. Texts are normalised (case-folded, ASCII digits) when they get
here (`vocab.normalize`); a text without a bracket, a tilde or a digit after a space passes untouched.
"""

from __future__ import annotations

import re

from datenorm.codes import PHONE
from datenorm.dates import expand_two_digit_year

# Years of the Julian calendar's lag behind the Gregorian one, in days: 10 from 1582, 13 from 1900 to 2099.
_LAG = range(10, 14)
_MONTH_DAYS = (28, 29, 30, 31)

# '(87 años)', '(aged 84)', '(47 років)', '(57 yaşında)', '(84 ans)', '(77 лет)', '(享年84歳)': an age beside a date.
_AGE_WORDS = (r"years?(?: old)?|yrs?|años|anos|ans|jahre[n]?|anni|jaar|år|ár|lat|let|года?|лет|років|роки|рік|гадоў|"
              r"години|godina|godine|metai|metų|gadi|vuotta|éves(?:en)?|yaşında|yaş|ετών|χρονών|سنة|عاما|ساله|साल|वर्ष|"
              r"বছর|வயது|ans?|urte|mlynedd|bliana|岁|歳|세")
_AGE = re.compile(rf"\s*[(\[]\s*(?:(?:aged|age|享年)\s*\d{{1,3}}\s*(?:{_AGE_WORDS})?|\d{{1,3}}\s*(?:{_AGE_WORDS}))"
                  r"\s*[)\]](?=\s|,|;|\.|$)")
# A year's digits that a cataloguer supplied in brackets ('[18]95?', '19[0]5', '[1]912'): the year as written
_SUPPLIED = re.compile(r"(?<![\d\]])(\d{0,3})\[(\d{1,3})\](\d{0,3})(?![\d\[])")


def _supplied(m: re.Match) -> str:
    return "".join(m.groups()) if len("".join(m.groups())) == 4 else m.group()


# ... and one after the date without brackets, ending the text ('died Jan. 5, 1888, aged 60 years', 'gest. 3. März
# 1901 im Alter von 72 Jahren', 'décédé le 3 mars 1901, âgé de 72 ans')
_AGE_AFTER = re.compile(r"(?<=\d),?\s(?:aged\s\d{1,3}\s?(?:years?|yrs?|y)?|im alter von \d{1,3} jahren|"
                        r"âgée? de \d{1,3} ans)\.?$")
_AGE_HINT = re.compile(r"[(\[]\s*(?:aged|age|享年)?\s*\d{1,3}\s*[^\d\s)\]]*\s*[)\]]")

# 'D1 (D2) month': the Julian day, then the Gregorian one in brackets, of one month.
_DAY_PAIR = re.compile(r"(?<![\d.,/:-])(\d{1,2})\.?\s*\((\d{1,2})\.?\)(?=\s*[^\W\d_])")
# 'D1 month1 (D2 month2) year': both days with their months, the Gregorian in brackets (a month later or the same).
_DATE_PAIR = re.compile(r"(?<![\d.,/:-])(\d{1,2})\.?\s+([^\W\d_]+\.?)\s*\((\d{1,2})\.?\s+([^\W\d_]+\.?)\)(?=\s*,?\s*\d{4})")
# '[O.S. 25 December 1642]', '(o.s. 25 dec.)', '(ст. ст. 1 марта)', '(по ст. ст. …)': the Julian date in brackets beside
# the Gregorian one.
_OLD_STYLE = re.compile(r"\s*[(\[]\s*(?:o\.\s?s\.|old style|ст\.\s?ст\.|по ст\.\s?ст\.|по старому стилю|s\.\s?st\.)"
                        r"[^()\[\]]{0,30}[)\]]")

# The word for 'about' before a year in some thirty languages; abbreviations with their dot ('c.', 'ok.', 'kb.')
# Not 'about' and 'around' in English, which count as much as they date ('about 1500 people').
_ABOUT = (r"c\.|ca\.|cca\.?|circa|approx\.|aprox\.|approximately|aproximadamente|about|around|roughly|~|≈|um|etwa|"
          r"ungefähr|zirka|vers|environ|hacia|alrededor de|cerca de|por volta de|körülbelül|"
          r"intorno al|omkring|cirka|noin|umbes|apie|kb\.|kolem|okolo|okoli|oko|около|ок\.|близько|бл\.|примерно в?|"
          r"około|ok\.|în jurul anului|περίπου το|γύρω στο|حوالي عام|حوالي|حدود سال|लगभग|khoảng năm|khoảng|sekitar tahun|"
          r"sekitar|kira-kira tahun|yaklaşık|cap al|omstreeks|ongeveer|rundt|ungefär|περ\.|abt\.?")
# ... when the year ends the text, or a word for 'year' or an era does ('ок. 1650 г.', 'apie 1530 m.'; not 'um 1500 Stück').
# (in a whole value, after a word or two of a register's too: 'ur. ok. 1790', 'nascido cerca de 1780')
_ABOUT_YEAR = re.compile(rf"^(?P<lead>(?:[^\W\d_]{{1,9}}\.?\s){{0,2}})(?:{_ABOUT})\s?(?=[12]\d{{3}}(?:\s?(?:г|год|года|р|рік|року|r|rok|roku|m|metais|gadā|år|"
                         r"árið|jaar|jahr|yılı|a\.?\s?d|ce|e\.?\s?kr|n\.?\s?chr)\.?)?\s*$)")


# A GEDCOM line's level and tag before its date, and its 'estimated' and 'calculated' ('2 DATE 12 MAR 1845', '2 DATE
# EST 1820'), as genealogy exports write them: the model read the level as a day ('est' alone is Cornish's August)
_GEDCOM = re.compile(r"^\d{1,2}\s+date\s+(?:(?:est|cal)\s+(?=\d{4}$))?")


# An issue's number before its month and year ('Issue 42, May 2023', 'Nummer 14, april 2020', '№ 20, червень 2017',
# 'العدد 5213 - فبراير 2022'; NFKC writes '№' as 'No'), which the model took for the day, and Korean's issue '호' after
# its month ('2019년 8월호').
_ISSUE = re.compile(r"(?<![^\W\d_])(?:issue|iss\.|no\.?|nr\.?|nummer|number|heft|ausgabe|numéro|n°|número|núm\.|edição|"
                    r"edición|numero|номер|випуск|выпуск|вып\.|अंक|العدد|sayı|szám|číslo)\s?\d[\d.,]*\s*[,–—-]\s*"
                    r"(?=[^\W\d_][^\d]*\d{4})")
_KOREAN_ISSUE = re.compile(r"(\d{1,2}\s?월)호")
# A journal citation's volume, issue and pages after its date, as medicine cites ('Lancet 1998; 351: 637–41', 'N Engl J
# Med 2002 Jul 25;347(4):284-7'): the model read the whole as no date.
_VOLUME_PAGES = re.compile(r"((?:1[5-9]|20)\d\d(?:\s[^\W\d_]{3}(?:\s\d{1,2})?)?)\s?;\s?\d+\s?(?:\(\s?[\d–-]+\s?\))?\s?:\s?"
                           r"[a-z]?\d+(?:\s?[-–]\s?[a-z]?\d+)?(?!\d)")
# A card's or a document's month and two-digit year after the words for 'valid until' ('Válido até 12/25', 'Ważna do
# 09/25', 'Срок действия карты 11/27'): the year is written in full so that the model reads the month and year it
# reads after 'valid thru' in English ('12/25' alone stays as ambiguous as it is).
_VALID_UNTIL = re.compile(r"(?<![^\W\d_])(?:válid[oa] até|válid[oa] hasta|vàlida fins al|valable jusqu'(?:au|à)|"
                          r"valido fino a|ważn[ay] do|platn[áý] do|platí do|kehtib kuni|voimassa|galioja iki|derīga līdz|"
                          r"érvényes|geldig tot|gyldig til|giltig till|срок действия(?: карты)?|действительн[аo] до|"
                          r"дійсн[аи] до|geçerlilik|son kullanma|vto\.?|venc\.?)\s?:?\s?(0[1-9]|1[0-2])\s?/\s?(\d{2})(?![\d/.-])")
# An e-mail address beside a mail's date ('Ahmet <ahmet@example.com.tr>, 4 Ara 2018', '…님이 작성:'), and an amount in
# a currency with its cents beside a statement's date ('31/12/2019 CB CARREFOUR 12,40 €'), which made the model see
# no date; only where a four-digit number stays.
_MAIL = re.compile(r"\s*<?[\w.+-]+@[\w-]+(?:\.[\w-]+)+>?")
# ... and a count or price grouped in thousands ('Posts: 4,512', '$12,500 OBO': its digits were read as the day), and a
# phone number after its word ('Tel. 079 123 45 67, Inserat vom 3.5.2021').
_THOUSANDS = re.compile(r"\s*\$?(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d.,]?\d)")
_AMOUNT = r"(?<![\d.,])\d{1,3}(?:[ .,]\d{3})*[.,]\d{2}(?![\d.,/-]\d|\d)"
_CENTS = re.compile(rf"\s*(?:[$€£¥₽₹₺]\s?{_AMOUNT}|{_AMOUNT}\s?(?:[$€£¥₽₹₺]|(?:eur|usd|gbp|chf|руб|zł|kč|kr)(?![^\W\d_])))")
# A label or headline set off by a spaced dash ('Bern, 2. März 2023 – Medienmitteilung', 'Comunicato stampa – Milano,
# 11 aprile 2018'): when one part alone has digits, and they write a whole date (a day, a word and a year, or numerals),
# the others go; the model read the whole as no date. Not the end of a span ('1 Aug 2017 – present').
_DASHED = re.compile(r"\s[-–—]\s")
_WHOLE_DATE = re.compile(r"(?<!\d)(?:\d{1,2}\.?\s(?:de\s)?[^\W\d_]{3,}\.?,?\s(?:de\s)?\d{4}|[^\W\d_]{3,}\.?\s\d{1,2},?\s\d{4}|"
                         r"\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|"
                         r"\d{4}\.?\s(?:m\.\s)?[^\W\d_]{3,}\.?\s\d{1,2})(?!\d)")  # (year first: '2024. augusztus 20.')
_MONTH_YEAR = re.compile(r"(?<![\d.])[^\s\d.,;:/-]{3,}\.?,?\s(?:de\s)?\d{4}(?!\d)")  # (marks too: 'मार्च 2023')
# A book's imprint, its place and publisher before the year it was printed ('London: Faber and Faber, 1963.', '2. Aufl.
# – München : Hanser, 1998', an edition before a dash): the model read a publisher's name before a year as no date.
# So is its printer after the words for 'printed for', 'by' ('Printed for J. Johnson, 1798.').
_PRINTED = r"printed (?:for|by)|gedruckt (?:bei|von)|imprimé (?:chez|par)|impreso (?:por|en)|stampato (?:da|per)"
_IMPRINT = re.compile(rf"^(?:.*\s[-–—]\s)?(?:[^\W\d_][^:\d]{{0,40}}?\s?:\s?|(?:{_PRINTED})\s)[^\W\d_][^:\d]{{0,60}}?,\s?"
                      r"(?=(?:1[5-9]|20)\d\d\.?$)")
# A specimen label's credits beside its date: who collected it (leg., coll.), named it (det.) or confirmed the name
# ('3.IX.54 leg. Franz', 'det. 1994', 'leg. Müller 12.VI.87'), up to the next number: the model read 'det' as December
# and a two-digit year beside a name as no date.
_CREDIT = re.compile(r"(?<![^\W\d_])(?:leg|det|coll|conf)\.\s?[^\d]*?(?=\s\d|$)")
# A printed field's number before its date, as driving licences number them ('3. 12.08.1974', '4a. 12.03.2015', '4b EXP
# 09/28/2029', '3 DOB 09/28/1985'): the model read the number as the day, or the whole as no date.
_FIELD_NUMBER = re.compile(r"^\d{1,2}[a-d]?\.?\s(?=(?:(?:dob|doi|doe|exp|iss|date|issued|expires)\.?:?\s)?"
                           r"\d{1,2}([./-])\d{1,2}\1\d{2,4}(?![\d./-]))")
# The words for 'the present' that end a span ('1 Aug 2017 – present'; also `spans.TO_PRESENT`'s).
PRESENT_WORDS = (r"present|now|today|current|ongoing|heute|jetzt|aujourd'hui|présent|actuel|actualidad|presente|hoy|"
                 r"oggi|nu|nå|nyt|idag|obecnie|dziś|dzisiaj|сейчас|настоящее время|наст\.?\s?вр\.?|н\.\s?в\.?|"
                 r"теперішній час|nay|sekarang|至今|现在|現在|현재|günümüz|bugün|jelenleg|současnost|dosud")
_SPAN_END = re.compile(rf"(?<![^\W\d_])(?:{PRESENT_WORDS})(?![^\W\d_])")


def without_asides(text: str, *, in_text: bool = False) -> str:
    """A normalised text without the age, the Julian date and the 'about' word beside its date, a GEDCOM line's level
    and tag, an issue's number before it and a citation's volume and pages after it, a card's two-digit year after
    'valid until' in full and a cataloguer's supplied digits in the year (see the module); and, for a whole value (not `in_text`, a window of a
    longer text that `find` reads, whose span must stay the date's own), without an e-mail address, an amount, a count,
    a phone number, a printed field's number, a specimen label's credits, a book's place and publisher or a label set
    off by a dash beside it."""
    if "[" in text and "]" in text:
        text = _SUPPLIED.sub(_supplied, text)
    if "(" in text or "[" in text:
        if _AGE_HINT.search(text):
            text = _AGE.sub("", text)
        text = _DAY_PAIR.sub(_gregorian_day, text)
        text = _DATE_PAIR.sub(_gregorian_date, text)
        if "s" in text or "ст" in text:
            text = _OLD_STYLE.sub("", text)
    if ("aged" in text or "alter" in text or "âg" in text) and (age := _AGE_AFTER.search(text)):
        text = text[: age.start()]
    if "des herrn" in text or "our lord" in text:  # 'im Jahre des Herrn 1815', 'in the year of our Lord 1607': the
        text = text.replace("jahre des herrn", "jahre").replace("year of our lord", "year")  # model read a month there
    if "date" in text and not in_text:
        text = _GEDCOM.sub("", text)
    if (about := _ABOUT_YEAR.match(text)) and not (in_text and about.group("lead")):  # (a window's span stays put)
        text = text[about.end():]
    if _ISSUE.search(text) and len(re.findall(r"\d+", without := _ISSUE.sub("", text))) == 1:
        text = without  # (not when other numbers stay: 'vol. 359, no. 4, November 1923' cites a volume too)
    if "호" in text:
        text = _KOREAN_ISSUE.sub(r"\1", text)
    if ";" in text and ":" in text:
        text = _VOLUME_PAGES.sub(r"\1", text)
    if "/" in text and _VALID_UNTIL.search(text):
        text = _VALID_UNTIL.sub(lambda m: f"{m.group()[: m.start(2) - m.start()]}{expand_two_digit_year(int(m.group(2)))}", text)
    return text.strip() if in_text else _without_clutter(text)


_FOUR_DIGITS = re.compile(r"\d{4}")


def _without_clutter(text: str) -> str:
    # Each goes only where a four-digit number stays (an amount alone, '12,40 €', is left as it is).
    if "@" in text:
        text = _if_a_year_stays(text, _MAIL.sub("", text))
    if _CENTS.search(text):
        text = _if_a_year_stays(text, _CENTS.sub("", text))
    if "," in text and _THOUSANDS.search(text):
        text = _if_a_year_stays(text, _THOUSANDS.sub("", text))
    if phone := PHONE.search(text):
        text = _if_a_year_stays(text, text[: phone.start()] + text[phone.end() :])
    if text[:1].isdigit() and (number := _FIELD_NUMBER.match(text)):
        text = text[number.end():]
    if "." in text and _CREDIT.search(text) and re.search(r"\d", without := _CREDIT.sub("", text)):
        text = without
    if (":" in text or "print" in text or "druckt" in text or "impr" in text or "stampato" in text) and (
            imprint := _IMPRINT.match(text)):
        text = text[imprint.end():]
    if " - " in text or " – " in text or " — " in text:
        parts = _DASHED.split(text)
        numbered = [part for part in parts if any(c.isdigit() for c in part)]
        # (a word and a year beside a label of two words or more too: 'Bulletin de paie – février 2023'; beside one
        # word, that word might have been a month: 'Mai – Juni 2023')
        if len(numbered) == 1 < len(parts) and not _SPAN_END.search(text) and (
                _WHOLE_DATE.search(numbered[0]) or (_MONTH_YEAR.search(numbered[0]) and all(
                    len(part.split()) >= 2 for part in parts if part is not numbered[0]))):
            text = numbered[0]
    return text.strip()


def _if_a_year_stays(text: str, without: str) -> str:
    return without if _FOUR_DIGITS.search(without) else text


def _gregorian_day(m: re.Match) -> str:
    julian, gregorian = int(m.group(1)), int(m.group(2))
    return m.group(2) if gregorian - julian in _LAG else m.group(0)


def _gregorian_date(m: re.Match) -> str:
    julian, gregorian = int(m.group(1)), int(m.group(3))
    same_month = m.group(2).rstrip(".") == m.group(4).rstrip(".")
    lag = {gregorian - julian} if same_month else {gregorian + days - julian for days in _MONTH_DAYS}
    return f"{m.group(3)} {m.group(4)}" if lag & set(_LAG) else m.group(0)
