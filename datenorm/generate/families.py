"""The generator's mix: every format family, its weight among the date rows, what it writes, and the locale
pool it needs. The builders live beside this module, one module per kind of writing: `english.py`,
`numerals.py`, `cldr.py`, `languages.py`, `partial.py`, `calendars.py` (other year counts) and
`machine_text.py` (dates inside file names, log lines and CJK date-times), `references.py` (citations),
`romanised.py` (other scripts' month names in Latin letters)."""

from __future__ import annotations

from datenorm.generate.calendars import chinese_numerals, early_year, era_year, hijri_beside
from datenorm.generate.cldr import cldr_datetime, cldr_names, cldr_skeleton, cldr_standard
from datenorm.generate.context import FormatFamily
from datenorm.generate.inflected import month_in
from datenorm.generate.everyday import dateparser_names, everyday_names
from datenorm.generate.english import en_datetime, en_day_month, en_month_day, en_ordinal, en_weekday
from datenorm.generate.languages import cjk, localized
from datenorm.generate.machine_text import cjk_datetime, filename, log_stamp
from datenorm.generate.field_words import field_words
from datenorm.generate.named_days import named_day
from datenorm.generate.numerals import compact, iso, iso_datetime, numeric, roman
from datenorm.generate.partial import partial_month, partial_year, year_beside_words, year_words
from datenorm.generate.references import reference
from datenorm.generate.romanised import romanised_names

FORMAT_FAMILIES: dict[str, FormatFamily] = {
    # name: FormatFamily(weight, builder, what it writes, pool it needs)
    "en_ordinal": FormatFamily(0.049, en_ordinal, "'3rd of May 1999', 'May 3rd, 1999', \"3rd May '99\"", "en"),
    "en_month_day": FormatFamily(0.049, en_month_day, "US order: 'May 3, 1999', 'Sept. 3 1999', 'May-03-1999'", "en"),
    "en_day_month": FormatFamily(0.044, en_day_month, "UK order: '3 May 1999', '03-May-99', '03/May/1999'", "en"),
    "en_weekday": FormatFamily(0.047, en_weekday, "'Sat 8 Jun 2017', 'Saturday, June 8, 2017'", "en"),
    "en_datetime": FormatFamily(0.039, en_datetime, "'May 3, 1999 10:30 PM EST', '3 May 1999 14:05:33 +0200'", "en"),
    "numeric": FormatFamily(0.07, numeric, "'03/05/1999', '3.5.99', \"5-3-'99\": DMY/MDY/YMD, / . - or space", ""),
    "iso": FormatFamily(0.027, iso, "'1999-05-03'", ""),
    "iso_datetime": FormatFamily(0.035, iso_datetime, "'1999-05-03T10:30:00Z', '1999-05-03 10:30:00+02:00'", ""),
    "compact": FormatFamily(0.027, compact, "'19990503', '19990503T1030'", ""),
    "cldr_standard": FormatFamily(0.074, cldr_standard, "babel short/medium/long/full format of a locale", "all"),
    "cldr_skeleton": FormatFamily(0.072, cldr_skeleton, "babel skeletons yMd, yMMMd, yMMMEd, yMMMMEEEEd...", "all"),
    "cldr_names": FormatFamily(0.064, cldr_names, "month names of any locale, drawn uniformly: format and stand-alone, "
                                                 "wide and abbreviated ('siječanj 1996', '3. siječnja 1996')", "all"),
    "cldr_datetime": FormatFamily(0.03, cldr_datetime, "a locale's date with its clock time or hours: '5.7.2018 "
                                                         "5.45 ip.', '3 mai 1999 à 17:45', '14.03.2023, 10:00–10:30 "
                                                         "Uhr'", "all"),
    "cjk": FormatFamily(0.05, cjk, "'1999年5月3日(月)', '1999년 5월 3일', '１９９９年５月３日'", "cjk"),
    "roman": FormatFamily(0.01, roman, "'3.V.1999', '3 V 1999', 'XII.1850': Roman-numeral months", ""),
    "localized": FormatFamily(0.035, localized, "'le 3 mai 1999', '3 de mayo de 1999', '3. Mai 1999'", "localized"),
    "partial_month": FormatFamily(0.065, partial_month, "'May 1999', 'mai 1999', '1999年5月', '05/1999'", ""),
    "month_in": FormatFamily(0.015, month_in, "'in <month> <year>' with the case it takes: 'v březnu 2015', "
                                              "'в мае 2015 года', 'toukokuussa 2015'; the genitive CLDR lacks "
                                              "after a day: '20. октобра 2004.'", "languages"),
    "year_words": FormatFamily(0.015, year_words, "a year with its words in forty languages: 'vuonna 1952', "
                                                 "'năm 1975', '2020年に', or as about right: 'omkring 1995', "
                                                 "'1995年頃' -> YYYY", "languages"),
    "field_words": FormatFamily(0.014, field_words, "the words for day, month and year around the fields: 'ngày 2 "
                                "tháng 9 năm 1945', '2015-yil 3-oktabr', 'ខែវិច្ឆិកា ឆ្នាំ1953'", "languages"),
    "everyday_names": FormatFamily(0.016, everyday_names, "month names CLDR lacks: '03. Mrz 2020', '5 fév 2019', "
                                   "'17 tháng Tám 2022', 'Agt 1999' (generate/everyday.py)", "languages"),
    "romanised_names": FormatFamily(0.006, romanised_names, "month names of Cyrillic, Greek, Georgian and Armenian "
                                    "locales in Latin letters: '16 lypnia 1990', '5 marta 2020', '3 Dekemvriou 1999' "
                                    "(generate/romanised.py)", "languages"),
    "dateparser_names": FormatFamily(0.005, dateparser_names, "month names of dateparser's translation data that CLDR "
                                     "lacks: '3 tammik 2019', '12 มค 2020', '5 לינואר 2021' (generate/dateparser_months"
                                     ".py)", "languages"),
    "named_day": FormatFamily(0.005, named_day, "named days of a fixed date: 'Christmas 2019', 'Silvester 1999', "
                              "'2008年元旦' (generate/named_days.py has the list)", "languages"),
    "year_beside_words": FormatFamily(0.012, year_beside_words, "a year beside words that name no month, in any "
                                      "locale's language: 'Kenya 1994', '1994 ኢትዮጵያ' -> YYYY", ""),
    "partial_year": FormatFamily(0.018, partial_year, "'1999', 'in 1999', '1999年', 'w 1999 roku', 'Anno MCMXCIX' "
                                 "-> YYYY", ""),
    "era_year": FormatFamily(0.025, era_year, "'平成31年4月30日', 'H31.4.30', '13 ตุลาคม 2559', '民國108年5月3日'",
                             "calendars"),
    "chinese_numerals": FormatFamily(0.01, chinese_numerals, "'二〇〇八年八月八日', '一九九七年七月一日'", "calendars"),
    "hijri_beside": FormatFamily(0.003, hijri_beside, "a Gregorian date beside its Hijri one: '14 رمضان 1444هـ "
                                                      "الموافق 5 أبريل 2023م', '1 Muharram 1445 H / 19 Juli 2023'",
                                 "languages"),
    "early_year": FormatFamily(0.006, early_year, "years 1-999 with an era or in full: 'AD 247', '85 n. Chr.', "
                                                  "'0099-01-01'", ""),
    "filename": FormatFamily(0.025, filename, "'IMG_20190503_142211.jpg', 'report_2019-05-03.pdf', 'Invoice_Mar2019"
                                              ".pdf'", ""),
    "log_stamp": FormatFamily(0.02, log_stamp, "'[03/May/2019:14:22:01 -0700]', '2019-05-03 14:22:01,123 INFO'", ""),
    "cjk_datetime": FormatFamily(0.01, cjk_datetime, "'2011年3月11日 14時46分', '2019년 5월 3일 오후 2시 30분'", "cjk"),
    "reference": FormatFamily(0.008, reference, "a citation's year: 'Lancet 1998; 351: 637–41', 'Phys. Rev. Lett. "
                              "96, 010401 (2006)', 'Том 31, № 5, 2015' -> YYYY (generate/references.py)", ""),
}
