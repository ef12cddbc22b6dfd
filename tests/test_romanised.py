"""Chinese, Japanese and Korean dates written in Latin letters (Japan's eras and day words too) are written in their
script before the model reads them; numbers with the same words that are no date stay as written."""

import pytest

from datenorm.romanised import romanised_dates
from datenorm.vocab import normalize


@pytest.mark.parametrize("text, expected", [
    ("2021 nen 3 gatsu 5 nichi", "2021年3月5日"),  # Hepburn romaji
    ("2021-nen 3-gatu 5-niti", "2021年3月5日"),  # Kunrei, hyphenated
    ("1999 nen", "1999年"),
    ("2021 nen 3 gatsu", "2021年3月"),
    ("2021nyeon 3wol 5il", "2021년 3월 5일"),  # Revised Romanisation
    ("2021 nyŏn 3 wŏl 5 il", "2021년 3월 5일"),  # McCune-Reischauer
    ("2021 nian 3 yue 5 ri", "2021年3月5日"),  # pinyin
    ("2021 nián 3 yuè 5 hào", "2021年3月5日"),
    ("3 nen mae", "3 nen mae"),  # 'three years ago': a year alone needs four digits
    ("heisei 3 nen", "平成3年"), ("reiwa 5-nen 4-gatsu 26-nichi", "令和5年4月26日"),  # an era in romaji: its kanji
    ("reiwa gannen 5-gatsu tsuitachi", "令和1年5月1日"), ("2024-nen 6-gatsu yokka", "2024年6月4日"),  # day words
    ("showa 64 nen 1 gatsu 7 nichi", "昭和64年1月7日"), ("reiwa no jidai", "reiwa no jidai"),
    ("3 gatsu 5 nichi", "3 gatsu 5 nichi"),  # no year's word
    ("kenen 2021", "kenen 2021"),
    ("2021 nenki", "2021 nenki"),  # the word must end there
])
def test_romanised_dates(text, expected):
    assert romanised_dates(text) == expected


def test_normalize_reads_them_casefolded_in_either_path():
    assert normalize("2021 Nen 3 Gatsu 5 Nichi") == "2021年3月5日"
    assert normalize("2021 Nián 3 Yuè 5 Rì") == "2021年3月5日"  # not ASCII: the other path
