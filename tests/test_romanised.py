"""Chinese, Japanese and Korean dates written in Latin letters (Japan's eras and day words too) are written in their
script before the model reads them; numbers with the same words that are no date stay as written."""

import pytest

import json
from pathlib import Path

from datenorm.romanised import romanised_dates, romanised_months, romanised_words
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
    ("showa 64 nen 1 gatsu 7 nichi", "昭和64年1月7日"), ("showa 64年1月7日", "昭和64年1月7日"), ("reiwa no jidai", "reiwa no jidai"),
    ("3 gatsu 5 nichi", "3 gatsu 5 nichi"),  # no year's word
    ("kenen 2021", "kenen 2021"),
    ("2021 nenki", "2021 nenki"),  # the word must end there
])
def test_romanised_dates(text, expected):
    assert romanised_dates(text) == expected


def test_normalize_reads_them_casefolded_in_either_path():
    assert normalize("2021 Nen 3 Gatsu 5 Nichi") == "2021年3月5日"
    assert normalize("2021 Nián 3 Yuè 5 Rì") == "2021年3月5日"  # not ASCII: the other path


@pytest.mark.parametrize("text, expected", [
    ("24 serpnya 1991 roku", "24 серпня 1991 roku"), ("19 veresnia 2022", "19 вересня 2022"),  # Ukrainian, either way
    ("9 traunia 2020", "9 траўня 2020"), ("16 jeltoqsan 1991", "16 желтоқсан 1991"),  # Belarusian, Kazakh
    ("3 dekemvriou 1999", "3 δεκεμβρίου 1999"), ("5 ivnisi 2020", "5 ივნისი 2020"),  # Greek, Georgian
    ("september 2020", "september 2020"), ("5 marti 2021", "5 marti 2021"),  # a Latin name, or a weekday there
    ("sent 3 may 2020", "sent 3 may 2020"), ("serpnya", "serpnya"),  # short spellings; no number beside it
    ("wan thi 5 minakhom 2564", "wan thi 5 มีนาคม 2564"), ("van thi 2 thanvaa 1975", "van thi 2 ທັນວາ 1975"),  # Thai, Lao
    ("thngai ti 5 khae mina chhnam 2021", "thngai ti 5 khae មីនា chhnam 2021"),  # Khmer: short, after 'month'
    ("khae makara chhnam 2024", "khae មករា chhnam 2024"), ("2021 khu-hnit mat-la 4 yet", "2021 khu-hnit မတ် 4 yet"),
    ("kanun el tani 2024", "كانون الثاني 2024"), ("17 tishrin el awwal 2019", "17 تشرين الأول 2019"),  # the Levant
    ("khlass dyal ghusht 2023", "khlass dyal غشت 2023"), ("12 sitambar 2023", "12 सितंबर 2023"),  # Morocco, Hindi
    ("5 mina 2021", "5 មីនា 2021"), ("mina 2021", "mina 2021"), ("5 mina", "5 mina"),  # short: between two numbers
    ("kanun el tani", "kanun el tani"),  # no number beside it
])
def test_romanised_month_names_beside_a_number_are_written_in_their_script(text, expected):
    assert romanised_months(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("pho so 2563", "พ.ศ. 2563"), ("nai pi 2024", "ใน ปี 2024"), ("29 pi 2068", "29 pi 2068"),  # Thai's era and year
    ("2021 ony 7 sariin 11", "2021 оны 7 сарын 11"), ("2024 ony 1-r sar", "2024 оны 1 сар"),  # Mongolian
    ("nowruz 1 farvardin 1400", "nowruz 2021-03-21"), ("1 hamal 1400", "2021-03-21"),  # Solar Hijri
    ("31 esfand 1400", "31 esfand 1400"),  # a day its month lacks in a common year
    ("tir 2020", "tir 2020"),
])
def test_romanised_words(text, expected):
    assert romanised_words(text) == expected


def test_the_romanised_table_holds_lowercase_spellings_of_names_in_other_scripts():
    table = json.loads((Path(__file__).parents[1] / "datenorm" / "romanised_months.json").read_text(encoding="utf-8"))
    assert len(table) > 500
    # words of five letters or more; the hand-written table's shorter ones and phrases are read only in a date's place
    assert all(key == key.casefold() and (len(key) >= 5 or key.isalpha()) for key in table)
    assert all(word.isalpha() for key in table for word in key.replace("-", " ").split())
    assert not any(c.isascii() for name in table.values() for c in name if c.isalpha())
