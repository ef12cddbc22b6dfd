"""Days and years in words in the tables' languages become digits where the date makes them one, and only there."""

import pytest

from datenorm.number_tables import TABLES
from datenorm.number_words import Language, is_number_word, number_word_dates, value, writes_numbers
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, expected", [
    ("üç mayıs iki bin on dokuz", "3 mayıs 2019"),
    ("bin dokuz yüz seksen dört yılında", "1984 yılında"),
    ("kolmas toukokuuta kaksituhattayhdeksäntoista", "3. toukokuuta 2019"),  # glued words, an ordinal with a dot
    ("vuonna tuhatyhdeksänsataakahdeksankymmentäneljä", "vuonna 1984"),
    ("kahdeskymmenesneljäs joulukuuta 2024", "24. joulukuuta 2024"),  # a glued ordinal
    ("ngày ba tháng năm năm hai nghìn không trăm mười chín", "ngày 3 tháng 5 năm 2019"),  # 'năm': five and year
    ("ngày mười lăm tháng sáu năm hai không hai bốn", "ngày 15 tháng 6 năm 2024"),  # a year digit by digit
    ("tahun seribu sembilan ratus delapan puluh empat", "tahun 1984"),
    ("στις τρεις μαΐου του δύο χιλιάδες δεκαεννιά", "στις 3 μαΐου του 2019"),
    ("εικοσι πεντε μαρτιου 2021", "25 μαρτιου 2021"),  # typed without accents
    ("kétezer-tizenkilenc május harmadika", "2019. május 3."),  # the day after its month
    ("în o mie nouă sute optzeci și patru", "în 1984"),
    ("на двадесет и четвърти май две хиляди и двадесета", "на 24 май 2020"),  # an ordinal ends the year
    ("hiljadu devetsto osamdeset četvrte", "1984."),
    ("tretieho mája dvetisíc devätnásť", "3. mája 2019"),
    ("leta tisoč devetsto štiriinosemdeset", "leta 1984"),  # 'štiri|in|osemdeset': four-and-eighty
    ("בשלושה במאי אלפיים ותשע עשרה", "3 במאי 2019"),  # clitics; a word for two thousand
    ("في الخامس والعشرين من يناير 2011", "في 25 من يناير 2011"),
    ("في السادس من أكتوبر عام ألف وتسعمائة وثلاثة وسبعين", "في 6 من أكتوبر عام 1973"),
    ("سی و یکم دسامبر هزار و نهصد و نود و نه", "31 دسامبر 1999"),
    ("วันที่สามพฤษภาคมสองพันห้าร้อยหกสิบสอง", "วันที่3 พฤษภาคม 2562"),  # no spaces; a Buddhist year
])
def test_a_day_and_a_year_in_words_become_digits(text, expected):
    assert number_word_dates(text.casefold()) == expected.casefold()  # (it reads case-folded text: final sigma)


@pytest.mark.parametrize("text", [
    "put it in the bin on monday", "on bir kişi",  # Turkish ten and a thousand as English words
    "iki bin kişi", "dua ribu orang", "bin on",  # counts of a thousand, no year
    "pet dana", "sto ljudi", "dva pet",
    "ba người", "hai nghìn đồng",
])
def test_other_number_words_stay(text):
    assert number_word_dates(text) == text


@pytest.mark.parametrize("words, expected", [
    ("bin dokuz yüz seksen dört", 1984), ("sembilan belas", 19), ("delapan puluh empat", 84),
    ("hai không hai bốn", 2024), ("hogeita hamar", 30),
])
def test_the_grammar_reads_the_number(words, expected):
    lang = Language.from_table("x", {"cardinals": "bir:1 dört:4 dokuz:9 seksen:80 sembilan:9 delapan:8 empat:4"
                                                  " hai:2 không:0 bốn:4 hogeita:20 hamar:10",
                                     "hundreds": "yüz:100", "thousands": "bin", "teens": "belas:10",
                                     "tens": "puluh:10"})
    pieces = [p for w in words.split() for p in lang.pieces(w)]
    assert value(pieces) == expected


@pytest.mark.parametrize("words", [("seksen", "dört", "dört"), ("dört", "seksen")])  # a unit twice; no 'and'
def test_ill_formed_numbers_are_none(words):
    lang = Language.from_table("x", TABLES["tr"])
    assert value([p for w in words for p in lang.pieces(w)]) is None


def test_every_table_compiles_and_names_its_months():
    for code, table in TABLES.items():
        lang = Language.from_table(code, table)
        assert lang.words, code
        assert len(table.get("months", "").split()) >= 12 or lang.month_words, code


def test_normalize_reads_them_and_find_sees_them():
    assert normalize("Üç Mayıs İki Bin On Dokuz") == "3 mayıs 2019"
    assert writes_numbers("Üç Mayıs İki Bin On Dokuz") and not writes_numbers("dua ribu orang")
    assert is_number_word("Dokuz") and not is_number_word("Mayıs")
