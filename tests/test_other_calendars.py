"""Dates of calendars datenorm does not convert are no Gregorian dates: a reading of one is refused."""

import pytest

from datenorm.other_calendars import other_calendar
from datenorm.vocab import normalize


@pytest.mark.parametrize("text", [
    "٢٣ رجب ١٤٤٢هـ", "٥ ربيع الأول ١٤٤٥", "15 Ramadan 1445 هـ", "١٤٤٢هـ",  # Hijri: a month name or the year's marker
    "२०७७ फागुन २३", "२०७२ असोज ३", "१५ साउन २०८०",  # Bikram Sambat
    "২৩ ফাল্গুন ১৪২৭", "১ বৈশাখ ১৪৩০",  # the Bengali calendar
    "ጥቅምት 2015", "1 ሰኔ 2013", "12 የካቲት 2010",  # the Ethiopian calendar's months as Amharic writes them
    "1959 ዓ.ም.", "በ2009 ዓ.ም.", "ሐምሌ 2016 ዓ.ም.",  # an Ethiopian year or month alone, with its era's marker
    "1 Muharram 1443 H", "15 Ramadhan 1445 AH", "10 Dhul Hijjah 1444", "1445 A.H.", "١٤٤٥/٠٩/١٥ هـ",  # Hijri, Latin
    "Ramadan 1445", "Muharram 1446",  # ... a month and a Hijri year
    "١٤٤٥/٠٩/٣٠", "٣٠/٠٩/١٤٤٥", "تاريخ الاستحقاق (هجري): 1445/09/30",  # Hijri numerals: Arabic-Indic digits, or said
    "विक्रम संवत 2081", "संवत् २०८०", "वि.सं. 2080",  # a Bikram Sambat year after its era's name
    # Solar Hijri months and years without a day, each two Gregorian ones: by name, by marker, in Persian digits
    "فروردین ۱۴۰۳", "حمل 1402", "مهر ماه ۱۳۹۹", "۱۴۰۲ هجری شمسی", "1402 ه.ش", "۱۴۰۲", "سال ۱۴۰۲", "۱۳۹۹/۱۲",
])
def test_a_date_of_another_calendar_is_found(text):
    assert other_calendar(normalize(text)) is not None


@pytest.mark.parametrize("text", [
    "15 مارس 2021", "7 أغسطس 2020", "۱۷ اسفند ۱۳۹۹",  # Gregorian in Arabic; Solar Hijri, converted by rule
    "۱۴۰۲/۰۵/۱۲", "۲۰۲۳", "تیر 2020", "1402",  # a whole Solar Hijri date; Gregorian years, ASCII 1402 the AD year
    "१५ अगस्त २०२१", "১৫ আগস্ট ২০২১", "3 पुसु 1974",  # Gregorian in Hindi, Bengali, Bodo ('पुसु' is no 'पुस')
    "رمضان كريم", "جمادى 5",  # a month name without a number; 'جمادى' without its second word
    "3 May 2021", "Ramadan 2024", "1 Rajab Street", "2019 H1", "1443 Hz", "Flight AH 1443", "15 Syawal",
    "15 መጋቢት 2021", "7 ጥሪ 2021", "ማርች 7 2021", "23 ዲሴምበር 1986 ዓ/ም", "24 ግንቦት 1991",  # Tigrinya, Amharic, Tigre, Eritrea: Gregorian
])
def test_gregorian_dates_and_other_words_are_not(text):
    assert other_calendar(normalize(text)) is None


@pytest.mark.parametrize("text, iso, found", [
    ("الأربعاء 14 رمضان 1444هـ الموافق 5 أبريل 2023م", "2023-04-05", None),  # a Gregorian date given beside it
    ("1 Muharram 1445 H / 19 Juli 2023", "2023-07-19", None),
    # its day is the Hijri date's (with 'م' after the Gregorian year, or 'الموافق' before it, normalize drops the Hijri date)
    ("الأربعاء 14 رمضان 1444هـ / 5 أبريل 2023", "2023-04-14", "14 رمضان"),
    ("23 رجب 1442", "1442-07-23", "23 رجب"),  # the year after the month is the Hijri date's
    ("1 Muharram 1445 H / 19 Juli", "1445-07-19", "1 muharram 1445"),  # (with '2023' normalize drops the Hijri date)
])
def test_a_reading_written_beside_another_calendars_date_is_not_refused(text, iso, found):
    assert other_calendar(normalize(text), iso) == found


def test_a_reading_of_another_calendars_date_is_refused():
    from datenorm.serve.api import Normalizer

    preds = Normalizer.load("base", workers=1).normalize_batch(["٢٣ رجب ١٤٤٢هـ", "२०७७ फागुन २३", "15 مارس 2021",
                                                                "فروردین ۱۴۰۳", "۱۴۰۲/۰۵/۱۲"])
    assert [p.iso for p in preds] == [None, None, "2021-03-15", None, "2023-08-03"]
    assert "another calendar" in preds[1].error  # (the model itself reads the Hijri date as no date)
    assert "another calendar" in preds[3].error  # (the model reads Farvardin 1403 as the AD year 1403)


@pytest.mark.parametrize("text, iso", [
    ("መስከረም 1 ቀን 2016 ዓ.ም.", "2023-09-12"),  # Ethiopian New Year after a leap year (Pagume 6, 2015)
    ("23 የካቲት 1888 ዓ.ም.", "1896-03-01"),  # the battle of Adwa
    ("ታኅሣሥ 29 ቀን 2012 ዓ.ም.", "2020-01-08"), ("ጳጉሜን 6 2015 ዓ.ም.", "2023-09-11"), ("Meskerem 1, 2016 E.C.", "2023-09-12"),
    ("ጥር ፲፩ ቀን ፳፻፲፮ ዓ.ም.", "2024-01-20"), ("ግንቦት ፳ ቀን ፲፱፻፹፫ ዓ.ም.", "1991-05-28"),  # in Ge'ez numerals
])
def test_an_ethiopian_date_with_its_era_marker_is_converted(text, iso):
    assert normalize(text) == iso


def test_an_ethiopian_day_that_does_not_exist_or_a_date_without_the_marker_stays_as_written():
    from datenorm.ethiopian import ethiopian_date

    assert ethiopian_date(2016, 13, 6) is None and ethiopian_date(2015, 13, 6).isoformat() == "2023-09-11"
    assert normalize("ጳጉሜን 6 2016 ዓ.ም.") == "ጳጉሜን 6 2016 ዓ.ም." and normalize("መስከረም 1, 2016") == "መስከረም 1, 2016"


@pytest.mark.parametrize("text, expected", [
    ("الأربعاء 14 رمضان 1444هـ الموافق 5 أبريل 2023م", "الأربعاء 5 أبريل 2023م"),
    ("1444/09/15هـ الموافق 2023/04/06م", "2023/04/06م"),
    ("5 أبريل 2023م الموافق 14 رمضان 1444هـ", "5 أبريل 2023م"),
    ("الأربعاء 5 أبريل 2023 م، 14 رمضان 1444 هـ", "الأربعاء 5 أبريل 2023 م"),
    ("14 رمضان 1444هـ - 5 أبريل 2023م", "5 أبريل 2023م"),
    ("14 رمضان 1444هـ", "14 رمضان 1444هـ"),  # no Gregorian date beside it: refused as another calendar's
    ("1444/09/15هـ / 2023/04/06", "1444/09/15هـ / 2023/04/06"),  # nor a Gregorian one unmarked ...
    ("1444/09/15هـ الموافق 2023/04/06", "2023/04/06"),  # ... unless 'corresponding to' (الموافق) says it is the other
    ("آخر تحديث: الأربعاء 13 شوال 1444 هـ الموافق 3 مايو 2023", "آخر تحديث: الأربعاء 3 مايو 2023"),
    ("توفي يوم 15 رمضان 1445 هـ الموافق 25 مارس 2024", "توفي يوم 25 مارس 2024"),  # ('يوم' ends in م: no year's marker)
    ("الأربعاء 19 يوليو 2023 الموافق 1 محرم 1445", "الأربعاء 19 يوليو 2023"),  # after it, without its marker
    ("10 ذوالحجہ 1445ھ بمطابق 17 جون 2024ء", "17 جون 2024ء"),  # Urdu: its heh, 'corresponding to', its 'ء'
])
def test_a_hijri_date_beside_its_gregorian_one_is_dropped(text, expected):
    from datenorm.other_calendars import without_hijri_beside_gregorian

    assert without_hijri_beside_gregorian(text) == expected


def test_geez_numerals_are_their_numbers():
    from datenorm.ethiopian import geez_numerals

    assert geez_numerals("፳፻፲፮ ፲፱፻፺፱ ፲፩ ፻ ፼ ፪፻፭") == "2016 1999 11 100 10000 205"


@pytest.mark.parametrize("text, expected", [
    ("वि.सं. २०८० वैशाख १ (१४ अप्रिल २०२३)", "14 अप्रिल 2023"),  # Bikram Sambat, its Gregorian date in brackets
    ("14 April 2023 (वि.सं. 2080 वैशाख 1)", "14 april 2023"), ("26 ocak 1902 (16 şevval 1319)", "26 ocak 1902"),
    ("۱۴۰۳/۰۱/۰۱ (۲۰۲۴/۰۳/۲۰)", "2024-03-20 (2024/03/20)"),  # (converted: one date twice)
    ("Montag (3. Mai 2021)", "montag (3. mai 2021)"), ("ул. Ленина (д. 2021)", "ул. ленина (д. 2021)"),
    ("ঢাকা, শনিবার, ১৬ ডিসেম্বর ২০২৩, ১ পৌষ ১৪৩০", "ঢাকা, শনিবার, 16 ডিসেম্বর 2023"),  # ... or after a comma
    ("कार्तिक 15, 2080", "कार्तिक 15, 2080"),  # the rest a year alone: no Gregorian date beside it
])
def test_another_calendars_date_beside_a_gregorian_one_in_brackets_or_commas_is_dropped(text, expected):
    assert normalize(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("16 Şevval 1397 / 30 Eylül 1977", "30 eylül 1977"), ("1 Ramadhan 1444H bersamaan 23 Mac 2023", "23 mac 2023"),
    ("5 Juni 2013 (26 Rajab 1434 H)", "5 juni 2013"), ("15 Sha'ban 1504 AH (24 May 2081)", "24 may 2081"),
    ("Tuesday, 2 July 1918 / 23 Ramadan 1336 AH", "tuesday, 2 july 1918"),
    ("1 Muharram 1443 H", "1 muharram 1443 h"),  # alone it stays, and is no Gregorian date
])
def test_a_hijri_date_in_latin_letters_beside_a_gregorian_one_is_dropped(text, expected):
    assert normalize(text) == expected


def test_a_lifes_two_years_after_its_star_and_cross_are_two_dates():
    from datenorm.spans import two_dates

    assert two_dates("* 1820 in ulm, † 1885 in bern") == ("1820", "1885")
    assert two_dates("* 3. mai 1820 in ulm") is None and two_dates("† 1885") is None
