"""Days and years in words in Russian, Ukrainian and Polish, as digits: 'третьего мая две тысячи первого года' ->
'3 мая 2001 года', 'двадцять восьмого червня тисяча дев'ятсот дев'яносто шостого року' -> '28 червня 1996 року',
'dwudziestego piątego czerwca dwa tysiące dwudziestego trzeciego roku' -> '25 czerwca 2023 roku'.

Deeds, certificates and minutes write a date so: the day an ordinal in the genitive (or the nominative) before its
month's genitive, the year cardinal numbers that end in an ordinal before the word for the year. `spelled` reads the
Romance and Germanic number words, whose years are cardinals; these languages' ordinals carry case endings, so a word
is read as a stem and one of its language's endings. A number is read only where the date makes it one: a day before
a month's name, a year before the word for the year (or right after a month's name); 'пятница' (Friday) and 'сорок
лет' stay.
"""

from __future__ import annotations

import re
from functools import lru_cache

_CARDINALS = {
    # Russian
    "один": 1, "одна": 1, "одно": 1, "два": 2, "две": 2, "три": 3, "четыре": 4, "пять": 5, "шесть": 6, "семь": 7,
    "восемь": 8, "девять": 9, "десять": 10, "одиннадцать": 11, "двенадцать": 12, "тринадцать": 13,
    "четырнадцать": 14, "пятнадцать": 15, "шестнадцать": 16, "семнадцать": 17, "восемнадцать": 18,
    "девятнадцать": 19, "двадцать": 20, "тридцать": 30, "сорок": 40, "пятьдесят": 50, "шестьдесят": 60,
    "семьдесят": 70, "восемьдесят": 80, "девяносто": 90, "сто": 100, "двести": 200, "триста": 300,
    "четыреста": 400, "пятьсот": 500, "шестьсот": 600, "семьсот": 700, "восемьсот": 800, "девятьсот": 900,
    # Ukrainian
    "дві": 2, "чотири": 4, "п'ять": 5, "шість": 6, "сім": 7, "вісім": 8, "дев'ять": 9, "одинадцять": 11,
    "дванадцять": 12, "тринадцять": 13, "чотирнадцять": 14, "п'ятнадцять": 15, "шістнадцять": 16,
    "сімнадцять": 17, "вісімнадцять": 18, "дев'ятнадцять": 19, "двадцять": 20, "тридцять": 30,
    "п'ятдесят": 50, "шістдесят": 60, "сімдесят": 70, "вісімдесят": 80, "дев'яносто": 90, "двісті": 200,
    "чотириста": 400, "п'ятсот": 500, "шістсот": 600, "сімсот": 700, "вісімсот": 800, "дев'ятсот": 900,
    # Polish
    "jeden": 1, "jedna": 1, "dwa": 2, "dwie": 2, "trzy": 3, "cztery": 4, "pięć": 5, "sześć": 6, "siedem": 7,
    "osiem": 8, "dziewięć": 9, "dziesięć": 10, "jedenaście": 11, "dwanaście": 12, "trzynaście": 13,
    "czternaście": 14, "piętnaście": 15, "szesnaście": 16, "siedemnaście": 17, "osiemnaście": 18,
    "dziewiętnaście": 19, "dwadzieścia": 20, "trzydzieści": 30, "czterdzieści": 40, "pięćdziesiąt": 50,
    "sześćdziesiąt": 60, "siedemdziesiąt": 70, "osiemdziesiąt": 80, "dziewięćdziesiąt": 90, "sto": 100,
    "dwieście": 200, "trzysta": 300, "czterysta": 400, "pięćset": 500, "sześćset": 600, "siedemset": 700,
    "osiemset": 800, "dziewięćset": 900,
}  # fmt: skip
_THOUSANDS = {"тысяча", "тысячи", "тысяч", "тисяча", "тисячі", "тисяч", "tysiąc", "tysiące", "tysięcy"}
# Ordinal stems and the endings their language declines them with
_ORDINAL_STEMS = {
    "ru": {"перв": 1, "втор": 2, "трет": 3, "четвёрт": 4, "четверт": 4, "пят": 5, "шест": 6, "седьм": 7, "восьм": 8,
           "девят": 9, "десят": 10, "одиннадцат": 11, "двенадцат": 12, "тринадцат": 13, "четырнадцат": 14,
           "пятнадцат": 15, "шестнадцат": 16, "семнадцат": 17, "восемнадцат": 18, "девятнадцат": 19,
           "двадцат": 20, "тридцат": 30, "сороков": 40, "пятидесят": 50, "шестидесят": 60, "семидесят": 70,
           "восьмидесят": 80, "девяност": 90, "сот": 100, "двухсот": 200, "трёхсот": 300, "трехсот": 300,
           "четырёхсот": 400, "четырехсот": 400, "пятисот": 500, "шестисот": 600, "семисот": 700,
           "восьмисот": 800, "девятисот": 900, "тысячн": 1000, "двухтысячн": 2000},
    "uk": {"перш": 1, "друг": 2, "трет": 3, "четверт": 4, "п'ят": 5, "шост": 6, "сьом": 7, "восьм": 8, "дев'ят": 9,
           "десят": 10, "одинадцят": 11, "дванадцят": 12, "тринадцят": 13, "чотирнадцят": 14, "п'ятнадцят": 15,
           "шістнадцят": 16, "сімнадцят": 17, "вісімнадцят": 18, "дев'ятнадцят": 19, "двадцят": 20,
           "тридцят": 30, "сороков": 40, "п'ятдесят": 50, "шістдесят": 60, "сімдесят": 70, "вісімдесят": 80,
           "дев'яност": 90, "сот": 100, "двохсот": 200, "трьохсот": 300, "чотирьохсот": 400, "п'ятисот": 500,
           "шестисот": 600, "семисот": 700, "восьмисот": 800, "дев'ятисот": 900, "тисячн": 1000,
           "двотисячн": 2000},
    "pl": {"pierwsz": 1, "drug": 2, "trzec": 3, "czwart": 4, "piąt": 5, "szóst": 6, "siódm": 7, "ósm": 8,
           "dziewiąt": 9, "dziesiąt": 10, "jedenast": 11, "dwunast": 12, "trzynast": 13, "czternast": 14,
           "piętnast": 15, "szesnast": 16, "siedemnast": 17, "osiemnast": 18, "dziewiętnast": 19,
           "dwudziest": 20, "trzydziest": 30, "czterdziest": 40, "pięćdziesiąt": 50, "sześćdziesiąt": 60,
           "siedemdziesiąt": 70, "osiemdziesiąt": 80, "dziewięćdziesiąt": 90, "setn": 100, "dwusetn": 200,
           "trzechsetn": 300, "czterechsetn": 400, "pięćsetn": 500, "sześćsetn": 600, "siedemsetn": 700,
           "osiemsetn": 800, "dziewięćsetn": 900, "tysięczn": 1000, "dwutysięczn": 2000},
}  # fmt: skip
_ENDINGS = {
    "ru": ("ый", "ий", "ой", "ого", "его", "ому", "ему", "ым", "им", "ом", "ем", "ая", "яя", "ую", "юю", "ое", "ее",
           "ые", "ие", "ых", "их", "ей", "ьего", "ьему", "ий", "ье", "ья", "ью", "ьи", "ьим", "ьем", "ьей"),
    "uk": ("ий", "ій", "ого", "ього", "ому", "ьому", "им", "ім", "а", "я", "у", "ю", "е", "є", "і", "их", "іх", "ої",
           "ою", "ьої"),
    "pl": ("y", "i", "a", "e", "ego", "iego", "emu", "iemu", "ym", "im", "ej", "iej", "ą", "ią", "ych", "ich"),
}  # fmt: skip
_MONTHS = ("января февраля марта апреля мая июня июля августа сентября октября ноября декабря "
           "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня "
           "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia").split()
_YEAR_WORDS = {"года", "году", "год", "г", "року", "рік", "році", "р", "roku", "rok", "r"}
_WORD = re.compile(r"[^\W\d_]+(?:['’ʼ][^\W\d_]+)?")
_GATE = re.compile("[а-яёіїєґ]|ego\\b|ąc|ęć")  # Cyrillic, or Polish's genitive and number words


@lru_cache(maxsize=8192)
def _number(word: str) -> tuple[int, bool] | None:
    """(value, is ordinal) of a number word, or None; a thousand's word is -1000 (it multiplies)."""
    word = word.replace("’", "'").replace("ʼ", "'")
    if word in _THOUSANDS:
        return -1000, False
    if word in _CARDINALS:
        return _CARDINALS[word], False
    for language, stems in _ORDINAL_STEMS.items():
        for ending in _ENDINGS[language]:
            if word.endswith(ending) and word[: -len(ending)] in stems:
                return stems[word[: -len(ending)]], True
    return None


def _value(numbers: list[tuple[int, bool]]) -> int:
    total = current = 0
    for value, _ in numbers:
        if value == -1000:
            total, current = total + (current or 1) * 1000, 0
        else:
            current += value
    return total + current


def slavic_dates(text: str) -> str:
    """A case-folded text with a day or a year in Russian, Ukrainian or Polish words as digits (see the module)."""
    if not _GATE.search(text):
        return text
    words = list(_WORD.finditer(text))
    out, last, i = [], 0, 0
    while i < len(words):
        j = i
        while j < len(words) and _number(words[j].group()) is not None:
            if j > i and text[words[j - 1].end() : words[j].start()].strip():
                break  # only words joined by spaces make one number
            j += 1
        if j == i:
            i += 1
            continue
        numbers = [_number(w.group()) for w in words[i:j]]
        value = _value(numbers)
        after = words[j].group() if j < len(words) else ""
        before = words[i - 1].group() if i > 0 else ""
        ordinal = numbers[-1][1]
        is_day = ordinal and 1 <= value <= 31 and after in _MONTHS
        is_year = 1000 <= value <= 2099 and (after in _YEAR_WORDS or (before in _MONTHS and ordinal))
        if is_day or is_year:
            out += [text[last : words[i].start()], str(value)]
            last = words[j - 1].end()
        i = j
    return "".join(out) + text[last:]
