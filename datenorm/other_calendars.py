"""Dates of calendars datenorm does not convert: the Islamic (Hijri) calendar (also in Latin letters), Nepal's
Bikram Sambat, the Bengali calendar and the Ethiopian one, and Solar Hijri months and years without their day.
Their month names, written beside a number, make a string no Gregorian date: read by the model, '٢٣ رجب ١٤٤٢هـ'
became 1442-03-23 and '२०७७ फागुन २३' 2077-12-23, dates that never were. Whole Solar Hijri,
Hebrew and French Republican dates are converted instead (`dates.solar_hijri_dates`, `hebrew`, `republican`).

Lunar months drift against the Gregorian year, and the tabular Hijri calendar differs from the sighted one by
a day or two, so no conversion is attempted: saying there is no Gregorian date is the honest answer.
"""

from __future__ import annotations

import re

from datenorm.dates import SOLAR_HIJRI_MONTH

# In Arabic script, as Arabic, Urdu, Persian and Malay (Jawi) write them, with the usual spellings of alif and
# ya; 'ربيع' (spring) and 'جمادى' need their second word.
_HIJRI = ("محرم", "صفر", "ربيع الأول", "ربيع الاول", "ربيع الآخر", "ربيع الاخر", "ربيع الثاني", "جمادى الأولى",
          "جمادى الاولى", "جمادى الآخرة", "جمادى الاخرة", "جمادى الثانية", "جمادي الأولى", "جمادي الاولى",
          "جمادي الآخرة", "جمادي الاخرة", "جمادي الثانية", "رجب", "شعبان", "رمضان", "شوال", "ذو القعدة", "ذي القعدة",
          "ذو الحجة", "ذي الحجة",
          # ... and as Urdu writes them, with its heh and yeh ('ذوالحجہ', 'ربیع الاول')
          "ذوالحجہ", "ذوالحجة", "ذی الحجہ", "ذوالقعدہ", "ذیقعدہ", "ربیع الاول", "ربیع الثانی", "جمادی الاول",
          "جمادی الثانی", "جمادی الاولیٰ", "جمادی الاخریٰ")
# Nepal's Bikram Sambat and India's traditional months in Devanagari, and the Bengali calendar's months.
_DEVANAGARI = ("बैशाख वैशाख जेठ जेष्ठ ज्येष्ठ असार आषाढ साउन श्रावण भदौ भाद्र भाद्रपद असोज आश्विन कात्तिक कार्तिक "
               "मंसिर मार्ग मार्गशीर्ष पुस पौष माघ फागुन फाल्गुन चैत चैत्र").split()
_BENGALI = "বৈশাখ জ্যৈষ্ঠ আষাঢ় শ্রাবণ ভাদ্র আশ্বিন কার্তিক অগ্রহায়ণ পৌষ মাঘ ফাল্গুন চৈত্র".split()
# The Ethiopian calendar's months as Amharic writes them (Amharic writes Gregorian months as 'ጃንዋሪ'...); those
# Tigrinya also gives to Gregorian months, or spells with a letter of the same sound, are left out: 'መጋቢት' is
# its March, and Eritrea writes May 'ግንቦት' ('24 ግንቦት 1991', a hand-written file's), December 'ታሕሳስ'.
_ETHIOPIAN = "ጥቅምት ጥር የካቲት ሰኔ ሐምሌ ሃምሌ ነሐሴ ነሃሴ ጳጉሜ ጳጉሜን".split()
# Year markers: the Hijri year's 'هـ' (also 'ه' and Urdu's 'ھ'), Bikram Sambat's 'वि.सं.', the Bengali era's, and
# the Ethiopian calendar's 'ዓ.ም.' (year of mercy) after a year or month without its day, which falls across two
# Gregorian ones (a whole date with it is converted: `ethiopian`). Not 'ዓ/ም', with which CLDR writes Gregorian
# years in Ge'ez and Tigre.
_MARKERS = ("هـ", "ه", "ھ", "هجری", "هجري", "شمسی", "خورشیدی", "वि.सं.", "वि. सं.", "बि.सं.", "বঙ্গাব্দ", "ዓ.ም", "ዓ. ም")

# The Hijri months as English, Indonesian, Malay and Turkish write them in Latin letters ('1 Muharram 1443 H',
# '15 Ramadhan 1445 AH'), and the year's marker after its number: 'AH', 'A.H.', Indonesia's 'H'.
_HIJRI_LATIN = ("muharram", "muharrem", "safar", "rabi al-awwal", "rabi' al-awwal", "rabiʻ al-awwal", "rabiul awal",
                "rabiul awwal", "rabi ul awal", "rabi al-thani", "rabi' al-thani", "rabi al-akhir", "rabiul akhir",
                "rabi ul akhir", "jumada al-awwal", "jumada al-ula", "jumada al-ula", "jumadil awal", "jumadil ula",
                "jumada al-thani", "jumada al-akhirah", "jumada al-akhira", "jumadil akhir", "jumadil tsani", "rajab",
                "sha'ban", "shaʻban", "shaban", "syaban", "sya'ban", "ramadan", "ramadhan", "ramazan", "shawwal",
                "syawal", "syawwal", "şevval", "dhu al-qadah", "dhu al-qa'dah", "dhul qadah", "dhul qa'dah",
                "zulkaidah", "dzulqa'dah", "dhu al-hijjah", "dhul hijjah", "dhul-hijjah", "zulhijah", "zulhijjah",
                "dzulhijjah", "safer", "rebiülevvel", "rebiülahir", "cemaziyelevvel", "cemaziyelahir", "recep", "şaban",
                "zilkade", "zilhicce")  # fmt: skip
_HIJRI_LATIN_NAMES = "|".join(map(re.escape, sorted(_HIJRI_LATIN, key=len, reverse=True)))
# ... and a month with a year of the Hijri era's last six centuries and no day ('Ramadan 1445', 'Muharram 1446').
_LATIN_BESIDE = re.compile(rf"\d+[\s,-]*(?:{_HIJRI_LATIN_NAMES})(?![^\W\d_])[\s,-]*\d{{3,4}}"
                           rf"|(?<![\w.])\d{{3,4}}\s?(?:a\.h\.|ah|h)(?![\w.])"
                           rf"|(?<![^\W\d_])(?:{_HIJRI_LATIN_NAMES})(?![^\W\d_])[\s,-]*1[0-5]\d\d(?!\d)")
# A year-first numeric date or year and month before the Hijri year's marker: '١٤٤٥/٠٩/١٥ هـ', '1399/12 ه.ش'
_MARKED_DATE = re.compile(r"\d{3,4}[/.-]\d{1,2}(?:[/.-]\d{1,2})?\s?(?:هـ|ه|ھ)(?![^\W\d_])")

_NAMES = "|".join(map(re.escape, sorted((*_HIJRI, *_DEVANAGARI, *_BENGALI, *_ETHIOPIAN), key=len, reverse=True)))
# A month name, as a whole word, with a number right before or after it (a space, a comma or '-' between).
# A letter, or a vowel sign or other mark of these scripts, which \w leaves out: 'पुस' is no word of 'पुसु'.
_LETTER = "(?:[^\\W\\d_]|[\u0600-\u06ff\u0900-\u09ff\u1200-\u137f])"
_BESIDE = re.compile(rf"\d+[\s,-]*(?:{_NAMES})(?!{_LETTER})|(?<!{_LETTER})(?:{_NAMES})[\s,-]*\d+")
_MARKED_YEAR = re.compile(rf"\d{{3,4}}\s?(?:{'|'.join(map(re.escape, _MARKERS))})(?!{_LETTER})")
# ... or before it: 'विक्रम संवत 2081', 'संवत् २०८०', 'वि.सं. 2080' (a year alone of the Bikram Sambat, which spans two
# Gregorian ones)
_MARKER_BEFORE = re.compile(r"(?<!{_LETTER})(?:(?:विक्रम\s+)?संवत्?|(?:वि|बि)\.\s?सं\.)\s*\d{3,4}(?!\d)".replace(
    "{_LETTER}", _LETTER))
# A Solar Hijri month with its year and no day ('فروردین 1403', 'حمل 1402'), which spans two Gregorian months (its
# whole dates are converted: `dates.solar_hijri_dates`).
_SOLAR_MONTH_YEAR = re.compile(rf"(?<!{_LETTER})(?:{'|'.join(sorted(SOLAR_HIJRI_MONTH, key=len, reverse=True))})"
                               rf"(?!{_LETTER})\s*(?:ماه\s+)?(?:سال\s+)?1[2-4]\d\d(?!\d)")
_NUMBER_AFTER = re.compile(r"(?:[\s,-]*\d+)?")
_SCRIPTS = re.compile("[\u0600-\u06ff\u0900-\u09ff\u1200-\u137f]")  # Arabic, Devanagari, Bengali, Ethiopic


# A Hijri date with its Gregorian one, as Arabic newspapers and Saudi documents date themselves ('الأربعاء 14 رمضان
# 1444هـ الموافق 5 أبريل 2023م', '1444/09/15هـ الموافق 2023/04/06م', '5 أبريل 2023م، 14 رمضان 1444هـ'): the Hijri
# date, its marker and the word 'corresponding to' (الموافق) are dropped when a year marked Gregorian (م) is written
# too, so that the model reads the Gregorian date alone. Three blind files wrote one; base read none of them.
_HIJRI_NAMES = "|".join(map(re.escape, sorted(_HIJRI, key=len, reverse=True)))
_HIJRI_DATE = (rf"(?:\d{{1,2}}\s*(?:{_HIJRI_NAMES})\s*\d{{3,4}}|\d{{3,4}}/\d{{1,2}}/\d{{1,2}})"
               r"\s?(?:هـ|ه|ھ)(?![^\W\d_])\.?")
# ('بمطابق', 'مطابق': Urdu's and Persian's 'corresponding to')
_CORRESPONDING_WORD = r"(?:الموافق|بمطابق|مطابق)\s*(?::\s*|لـ?\s*)?"
_CORRESPONDING = rf"\s*(?:[-/،,|]\s*)?(?:{_CORRESPONDING_WORD})?"
_HIJRI_FIRST = re.compile(_HIJRI_DATE + _CORRESPONDING)
_HIJRI_AFTER = re.compile(r"(?:(?<=\dم)|(?<=\d م))" + _CORRESPONDING + _HIJRI_DATE)  # (after a year's م, not a word's)
# ... and after a Gregorian date and 'corresponding to', where the Hijri date may go without its marker
# ('الأربعاء 19 يوليو 2023 الموافق 1 محرم 1445')
_HIJRI_AFTER_WORD = re.compile(rf"(?<=\d)\s*[،,]?\s*{_CORRESPONDING_WORD}(?:\d{{1,2}}\s*(?:{_HIJRI_NAMES})\s*\d{{3,4}}"
                               r"|\d{3,4}/\d{1,2}/\d{1,2})(?:\s?(?:هـ|ه|ھ)(?![^\W\d_])\.?)?")
# (Urdu marks a Gregorian year with 'ء')
_GREGORIAN_YEAR = re.compile(r"\d{4}(?:/\d{1,2}/\d{1,2})?\s?[مء](?![^\W\d_])")
_CORRESPONDING_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)")  # what is left of a date after 'corresponding to' is dropped


def without_hijri_beside_gregorian(text: str) -> str:
    """`text` (ASCII digits) without a Hijri date that a Gregorian one marked 'م' stands beside, or one that 'corresponding
    to' (الموافق) follows ('13 شوال 1444 هـ الموافق 3 مايو 2023', as news sites stamp their pages)."""
    gregorian = (_GREGORIAN_YEAR if _GREGORIAN_YEAR.search(text)
                 else _CORRESPONDING_YEAR if "الموافق" in text or "مطابق" in text else None)
    if gregorian is None:
        return text
    dropped = _HIJRI_FIRST.sub("", _HIJRI_AFTER_WORD.sub("", _HIJRI_AFTER.sub("", text)))
    return dropped if dropped != text and gregorian.search(dropped) else text


# A date of another calendar with the Gregorian one in brackets, or the other way round ('वि.सं. २०८० वैशाख १ (१४ अप्रिल
# २०२३)', '۱۴۰۳/۰۱/۰۱ (۲۰۲۴/۰۳/۲۰)' once its digits are ASCII, '14 April 2023 (वि.सं. 2080 वैशाख 1)'): the part with the
# other calendar's date goes, so that the model reads the Gregorian one alone (base refused the whole text).
_BRACKETED = re.compile(r"\s*[(\[]([^()\[\]]*\d{4}[^()\[\]]*)[)\]]\s*")


# A Hijri date in Latin letters beside its Gregorian one, as Turkish, Malay and Indonesian papers date themselves ('16
# şevval 1397 / 30 eylül 1977', '1 ramadhan 1444h bersamaan 23 mac 2023', '5 juni 2013 (26 rajab 1434 h)'): the Hijri
# date and what joins it go, so that the model reads the Gregorian one alone (base read a third of them as no date).
_LATIN_HIJRI_DATE = re.compile(rf"(?:\d{{1,2}}\s+)?(?:{_HIJRI_LATIN_NAMES})(?![^\W\d_])\s*1[2-5]\d\d(?:\s?(?:a\.h\.|ah|h))?"
                               r"(?![\w.])")
_JOINS = r"(?:/|-|–|,|bersamaan)"  # what joins a Hijri date to its Gregorian one ('bersamaan': Malay's 'coinciding')
_AD_YEAR = re.compile(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)")  # a Gregorian year of the data
_HIJRI_YEAR = re.compile(r"(?<!\d)1[2-5]\d\d(?!\d)")


def without_latin_hijri_beside_gregorian(norm: str) -> str:
    """A case-folded text with its one Hijri date in Latin letters dropped when a Gregorian year (1600-2099) is written
    beside it, with the word or mark that joins them."""
    if not (_HIJRI_YEAR.search(norm) and _AD_YEAR.search(norm)):  # (most texts: two cheap searches)
        return norm
    dates = list(_LATIN_HIJRI_DATE.finditer(norm))
    if len(dates) != 1:
        return norm
    m = dates[0]
    before, after = norm[: m.start()], norm[m.end() :]
    if before.rstrip().endswith("(") and after.lstrip().startswith(")"):  # '(26 rajab 1434 h)'
        before, after = before.rstrip()[:-1], after.lstrip()[1:]
    elif _AD_YEAR.search(after):  # the Hijri date first: what joins it follows it ('… ah (24 may 2081)')
        after = re.sub(rf"^\s*{_JOINS}\s*", " ", after)
        after = re.sub(r"^\s*\(([^()]*)\)", r" \1", after)
    else:
        before = re.sub(rf"\s*{_JOINS}?\s*$", " ", before)
    if not _AD_YEAR.search(before + " " + after):
        return norm
    return re.sub(r"\s+", " ", before + " " + after).strip()


# ... or after a comma ('ঢাকা, শনিবার, ১৬ ডিসেম্বর ২০২৩, ১ পৌষ ১৪৩০', a Bangladeshi paper's dateline)
_COMMA = re.compile(r"\s*[,،]\s*")


def without_other_calendar_beside_gregorian(norm: str) -> str:
    """A normalised text (ASCII digits, case-folded) with one part in brackets: the part, inside or outside the
    brackets, that writes a date of another calendar dropped when the other writes a four-digit year and none; or,
    with no brackets, the one part between commas that writes one, when the others write a four-digit year and
    another number, and none.""" 
    brackets = list(_BRACKETED.finditer(norm))
    if not brackets and ("," in norm or "،" in norm) and _SCRIPTS.search(norm):
        parts = _COMMA.split(norm)
        other = [k for k, part in enumerate(parts) if other_calendar(part) is not None]
        rest = ", ".join(part for k, part in enumerate(parts) if k not in other)
        return (rest if len(other) == 1 and re.search(r"\d{4}", rest) and len(re.findall(r"\d+", rest)) > 1
                and other_calendar(rest) is None else norm)
    if len(brackets) != 1:
        return norm
    inner, outer = brackets[0].group(1).strip(), (norm[: brackets[0].start()] + " " + norm[brackets[0].end() :]).strip()
    inner_other, outer_other = other_calendar(inner) is not None, other_calendar(outer) is not None
    if outer_other and not inner_other:
        return inner
    if inner_other and not outer_other and re.search(r"\d{4}", outer):
        return outer
    return norm


def other_calendar(norm: str, iso: str | None = None) -> str | None:
    """What in a normalised text writes a date of a calendar datenorm does not convert (a month name beside a
    number, or a year with its era's marker), else None. With a reading: None also when its year and day are
    written outside all of them, a Gregorian date given beside the other calendar's ('14 رمضان 1444هـ الموافق 5
    أبريل 2023م', '1 Muharram 1445 H / 19 Juli 2023'; not when the day is the other calendar's, 2023-04-14)."""
    if not _SCRIPTS.search(norm):
        found = list(_LATIN_BESIDE.finditer(norm))
    else:
        patterns = (_BESIDE, _MARKED_YEAR, _MARKED_DATE, _SOLAR_MONTH_YEAR, _MARKER_BEFORE)
        found = [m for pattern in patterns for m in pattern.finditer(norm)]
    if not found:
        return None
    if iso is not None:
        rest = list(norm)
        for m in found:  # with a number right after it: its year ('23 رجب 1442')
            end = m.end() + len(_NUMBER_AFTER.match(norm, m.end()).group())
            rest[m.start() : end] = " " * (end - m.start())
        outside = "".join(rest)
        if all(re.search(rf"(?<!\d)0?{int(n)}(?!\d)", outside) for n in (iso[:4], iso[8:]) if n):
            return None
    return min(found, key=lambda m: m.start()).group()
