"""Days and years in Russian, Ukrainian and Polish words become digits where the date makes them one."""

import pytest

from datenorm.slavic_numbers import slavic_dates
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, expected", [
    ("третьего мая две тысячи первого года", "3 мая 2001 года"),
    ("москва, двадцать пятое декабря две тысячи двадцатого года", "москва, 25 декабря 2020 года"),
    ("первого сентября тысяча девятьсот девяносто девятого года", "1 сентября 1999 года"),
    ("в две тысячи двадцатом году", "в 2020 году"),
    ("третього травня дві тисячі першого року", "3 травня 2001 року"),
    ("двадцять восьмого червня тисяча дев'ятсот дев'яносто шостого року", "28 червня 1996 року"),
    ("dnia dwudziestego piątego czerwca dwa tysiące dwudziestego trzeciego roku", "dnia 25 czerwca 2023 roku"),
    ("trzeciego maja tysiąc dziewięćset dziewięćdziesiątego dziewiątego roku", "3 maja 1999 roku"),
    ("dne třetího května dva tisíce devatenáct", "dne 3 května 2019"),  # Czech: a cardinal year after the month
    ("narozen patnáctého srpna tisíc devět set osmdesát", "narozen 15 srpna 1980"),  # 'devět set': nine hundred
    ("dana prvog siječnja dvije tisuće trinaeste godine", "dana 1 siječnja 2013 godine"),  # Croatian
    ("трэцяга ліпеня тысяча дзевяцьсот сорак чацвёртага года", "3 ліпеня 1944 года"),  # Belarusian
    ("dana petnaestog siječnja tisuću devetsto devedeset i druge godine", "dana 15 siječnja 1992 godine"),  # 'and'
    ("пятнадцатого февраля две тыщи двадцатого", "15 февраля 2020"),  # colloquial 'тыщи'
    ("v roce devatenáct set šedesát osm", "v roce 1968"), ("у лютому дві тисячі чотирнадцятого", "у лютому 2014"),
])
def test_a_day_and_a_year_in_words_become_digits(text, expected):
    assert slavic_dates(text) == expected


@pytest.mark.parametrize("text", [
    "пятница, 3 мая",  # a weekday that starts like 'пят-'
    "сорок лет", "договор на пять лет",  # counts
    "третий раз", "первого числа",  # ordinals with no month after them
    "две тысячи рублей",  # a thousand's count with no word for the year
    "drugiego dnia", "dvě stě let", "pet godina", "sedam dana",
])
def test_other_number_words_stay(text):
    assert slavic_dates(text) == text


def test_normalize_reads_them_in_any_case():
    assert normalize("Третьего Мая Две Тысячи Первого Года") == "3 мая 2001 года"
