"""Days and years in words in the tables' languages become digits where the date makes them one, and only there."""

import unicodedata

import pytest

from datenorm.number_grammar import Language, value
from datenorm.number_tables import TABLES
from datenorm.number_words import _LANGUAGES, is_number_word, number_word_dates, writes_numbers
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


@pytest.mark.parametrize("text, expected", [  # (the tables helpers wrote, each checked by examples like these)
    ("yr ail o Ionawr dwy fil ac ugain", "yr 2 o ionawr 2020"), ("yr unfed ar ddeg o Dachwedd", "yr 11 o dachwedd"),
    ("бір мың тоғыз жүз тоқсан бірінші жылы", "1991 жылы"), ("две илјади и десет година", "2010 година"),
    ("më 15 korrik dy mijë e dhjetë", "më 15 korrik 2010"), ("kovo vienuoliktoji", "kovo 11"),
    ("du tūkstančiai devynioliktųjų metų gegužės trečiąją", "2019 metų gegužės 3"),
    ("trīsdesmit pirmajā decembrī", "31. decembrī"), ("mayın on doqquzu", "mayın 19"),
    ("kolmas mai kaks tuhat üheksateist", "3. mai 2019"), ("bi mila eta hemeretziko maiatzaren hiruan",
                                                           "2019 maiatzaren 3"),
    ("tarehe tatu Mei mwaka elfu mbili kumi na tisa", "tarehe 3 mei mwaka 2019"),  # 'elfu mbili': two thousand
    ("तीन मई दो हज़ार उन्नीस", "3 मई 2019"), ("सव्वीस जानेवारी दोन हजार वीस", "26 जानेवारी 2020"),
    ("ಎರಡು ಸಾವಿರದ ಹತ್ತೊಂಬತ್ತರಲ್ಲಿ", "2019"), ("ஆயிரத்து தொள்ளாயிரத்து எண்பத்து நான்கு", "1984"),
    ("anno domini millesimo quadringentesimo nonagesimo secundo", "anno domini 1492"),  # Latin's ordinal years
    ("decimo octavo die octobris 1756", "18 die octobris 1756"),
    ("die vigesima prima maii 1790", "die 21 maii 1790"),  # the feminine too
    ("prima di maggio 2020", "prima di maggio 2020"),  # Italian's 'before', by no Latin month
    ("ஜனவரி இருபத்தாறு 1950", "ஜனவரி 26 1950"),  # Tamil: the month first
    ("ngay hai muoi tu thang muoi hai nam 2019", "ngay 24 thang 12 nam 2019"),  # Vietnamese without its accents
    ("năm hai ngàn lẻ tám", "năm 2008"), ("ensimmäisenä toukokuuta 2021", "1. toukokuuta 2021"),
    ("rojen tretjega decembra tisoč osemsto", "rojen 3. decembra 1800"),  # a thousand and hundreds: two words
    ("wieħed u għoxrin ta' Settembru 1964", "21 ta' settembru 1964"), ("koowda Luulyo 1960", "1 luulyo 1960"),
    ("ranar goma sha biyu ga watan Yuni, shekara ta dubu biyu da ashirin da biyu",
     "ranar 12 ga watan yuni, shekara ta 2022"),  # Hausa: a thousand's count after it
    ("отуз биринчи август миң тогуз жүз токсон биринчи жыл", "31 август 1991 жыл"),  # Kyrgyz
    ("двадесет петог марта две хиљаде двадесет прве године", "25. марта 2021. године"),  # Serbian, not Slavic's
    ("petog oktobra dve hiljade dvadeset prve godine", "5. oktobra 2021. godine"),
    ("بتاريخ الثالث والعشرين من يوليو سنة ألف وتسعمائة واثنتين وخمسين", "بتاريخ 23 من يوليو سنة 1952"),
])
def test_the_other_tables_read_their_languages(text, expected):
    folded = unicodedata.normalize("NFKC", text).casefold()
    assert number_word_dates(folded) == unicodedata.normalize("NFKC", expected).casefold()


@pytest.mark.parametrize("text", [
    "दो हज़ार तीन सौ लोग", "iki bin üç yüz kişi", "երեք հազար հինգ հարյուր դրամ",  # amounts, no year inside them
    "तीन जूनियर खिलाड़ी", "दो हज़ार साल पहले",  # 'जून' starts 'जूनियर'; two thousand years ago
    "lima, mayo de 2019", "see you on may 5", "en septembre 1995",
    "put it in the bin on monday", "on bir kişi",  # Turkish ten and a thousand as English words
    "iki bin kişi", "dua ribu orang", "bin on",  # counts of a thousand, no year
    "pet dana", "sto ljudi", "dva pet",
    "ba người", "hai nghìn đồng", "gọi cho tôi số không chín một hai ba bốn năm sáu bảy",  # a phone number "sex et triginta homines", "tres sorores",
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
    assert len(_LANGUAGES) >= 40
    for code, lang in _LANGUAGES.items():
        assert lang.words, code
        # (Mongolian's months are ordinals before 'сар': its table reads days after 'сарын' and years alone)
        assert len(lang.months) >= 12 or lang.month_words or code == "mn", code


def test_normalize_reads_them_and_find_sees_them():
    assert normalize("Üç Mayıs İki Bin On Dokuz") == "3 mayıs 2019"
    assert writes_numbers("Üç Mayıs İki Bin On Dokuz") and not writes_numbers("dua ribu orang")
    assert is_number_word("Dokuz") and not is_number_word("Mayıs")
