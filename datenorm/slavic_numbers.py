"""Days and years in words in Russian, Ukrainian, Belarusian, Polish, Czech and Croatian, as digits: 'третьего мая две
тысячи первого года' -> '3 мая 2001 года', 'двадцять восьмого червня тисяча дев'ятсот дев'яносто шостого року' -> '28
червня 1996 року', 'dwudziestego piątego czerwca dwa tysiące dwudziestego trzeciego roku' -> '25 czerwca 2023 roku',
'dne třetího května dva tisíce devatenáct' -> 'dne 3 května 2019'.

Deeds, certificates and minutes write a date so: the day an ordinal in the genitive (or the nominative) before its
month's genitive, the year cardinal numbers that end in an ordinal before the word for the year. `spelled` reads the
Romance and Germanic number words, whose years are cardinals; these languages' ordinals carry case endings, so a word
is read as a stem and one of its language's endings. A number is read only where the date makes it one: a day before
a month's name, a year before the word for the year (or right after a month's name: an ordinal, or Czech's cardinal
of two words and more); 'пятница' (Friday) and 'сорок лет' stay.
"""

from __future__ import annotations

import re
from functools import lru_cache

from datenorm.number_grammar import plain

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
    # Czech (its hundreds are two words: 'devět set')
    "jedno": 1, "dva": 2, "dvě": 2, "tři": 3, "čtyři": 4, "pět": 5, "šest": 6, "sedm": 7, "osm": 8, "devět": 9,
    "deset": 10,
    "jedenáct": 11, "dvanáct": 12, "třináct": 13, "čtrnáct": 14, "patnáct": 15, "šestnáct": 16, "sedmnáct": 17,
    "osmnáct": 18, "devatenáct": 19, "dvacet": 20, "třicet": 30, "čtyřicet": 40, "padesát": 50, "šedesát": 60,
    "sedmdesát": 70, "osmdesát": 80, "devadesát": 90, "stě": 100, "sta": 100, "set": 100,
    # Croatian
    "jedan": 1, "dvije": 2, "četiri": 4, "pet": 5, "šest": 6, "sedam": 7, "osam": 8, "devet": 9,
    "jedanaest": 11, "dvanaest": 12, "trinaest": 13, "četrnaest": 14, "petnaest": 15, "šesnaest": 16,
    "sedamnaest": 17, "osamnaest": 18, "devetnaest": 19, "dvadeset": 20, "trideset": 30, "četrdeset": 40,
    "pedeset": 50, "šezdeset": 60, "sedamdeset": 70, "osamdeset": 80, "devedeset": 90, "dvjesto": 200, "tristo": 300,
    "četiristo": 400, "petsto": 500, "šesto": 600, "sedamsto": 700, "osamsto": 800, "devetsto": 900,
    # Belarusian
    "адзін": 1, "адна": 1, "дзве": 2, "тры": 3, "чатыры": 4, "пяць": 5, "шэсць": 6, "сем": 7, "восем": 8,
    "дзевяць": 9, "сорак": 40,
    "дзесяць": 10, "адзінаццаць": 11, "дванаццаць": 12, "трынаццаць": 13, "чатырнаццаць": 14, "пятнаццаць": 15,
    "шаснаццаць": 16, "сямнаццаць": 17, "васямнаццаць": 18, "дзевятнаццаць": 19, "дваццаць": 20, "трыццаць": 30,
    "пяцьдзесят": 50, "шэсцьдзесят": 60, "семдзесят": 70, "восемдзесят": 80, "дзевяноста": 90, "дзвесце": 200,
    "трыста": 300, "чатырыста": 400, "пяцьсот": 500, "шэсцьсот": 600, "семсот": 700, "васямсот": 800,
    "дзевяцьсот": 900,
}  # fmt: skip
# Hundreds written as a count and a word for them: Czech's 'dvě stě', 'devět set'
_HUNDREDS = {"stě", "sta", "set"}
_JOINS = {"i", "и"}  # 'and' between a number's words ('dvije tisuće i prve', 'две тысячи и первого')
_THOUSANDS = {"тысяча", "тысячи", "тысяч", "тысячы", "тыща", "тыщи", "тыщ",
              "тисяча", "тисячі", "тисяч", "tysiąc", "tysiące", "tysięcy", "tisíc",
              "tisíce", "tisuću", "tisuća", "tisuće"}  # (Serbian's 'hiljade', 'хиљаде': `number_words`)
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
           "двотисячн": 2000, "двохтисячн": 2000},
    "pl": {"pierwsz": 1, "drug": 2, "trzec": 3, "czwart": 4, "piąt": 5, "szóst": 6, "siódm": 7, "ósm": 8,
           "dziewiąt": 9, "dziesiąt": 10, "jedenast": 11, "dwunast": 12, "trzynast": 13, "czternast": 14,
           "piętnast": 15, "szesnast": 16, "siedemnast": 17, "osiemnast": 18, "dziewiętnast": 19,
           "dwudziest": 20, "trzydziest": 30, "czterdziest": 40, "pięćdziesiąt": 50, "sześćdziesiąt": 60,
           "siedemdziesiąt": 70, "osiemdziesiąt": 80, "dziewięćdziesiąt": 90, "setn": 100, "dwusetn": 200,
           "trzechsetn": 300, "czterechsetn": 400, "pięćsetn": 500, "sześćsetn": 600, "siedemsetn": 700,
           "osiemsetn": 800, "dziewięćsetn": 900, "tysięczn": 1000, "dwutysięczn": 2000},
    "cs": {"prvn": 1, "druh": 2, "třet": 3, "čtvrt": 4, "pát": 5, "šest": 6, "sedm": 7, "osm": 8, "devát": 9,
           "desát": 10, "jedenáct": 11, "dvanáct": 12, "třináct": 13, "čtrnáct": 14, "patnáct": 15, "šestnáct": 16,
           "sedmnáct": 17, "osmnáct": 18, "devatenáct": 19, "dvacát": 20, "třicát": 30, "čtyřicát": 40,
           "padesát": 50, "šedesát": 60, "sedmdesát": 70, "osmdesát": 80, "devadesát": 90},
    "hr": {"prv": 1, "drug": 2, "treć": 3, "četvrt": 4, "pet": 5, "šest": 6, "sedm": 7, "osm": 8, "devet": 9,
           "deset": 10, "jedanaest": 11, "dvanaest": 12, "trinaest": 13, "četrnaest": 14, "petnaest": 15,
           "šesnaest": 16, "sedamnaest": 17, "osamnaest": 18, "devetnaest": 19, "dvadeset": 20, "trideset": 30,
           "četrdeset": 40, "pedeset": 50, "šezdeset": 60, "sedamdeset": 70, "osamdeset": 80, "devedeset": 90},
    "be": {"перш": 1, "друг": 2, "трэц": 3, "чацвёрт": 4, "чацверт": 4, "пят": 5, "шост": 6, "сём": 7, "восьм": 8,
           "дзявят": 9, "дзясят": 10, "адзінаццат": 11, "дванаццат": 12, "трынаццат": 13, "чатырнаццат": 14,
           "пятнаццат": 15, "шаснаццат": 16, "сямнаццат": 17, "васямнаццат": 18, "дзевятнаццат": 19,
           "дваццат": 20, "трыццат": 30, "саракав": 40, "пяцідзясят": 50, "шасцідзясят": 60, "сямідзясят": 70,
           "васьмідзясят": 80, "дзевяност": 90, "сот": 100, "тысячн": 1000, "двухтысячн": 2000},
}  # fmt: skip
_ENDINGS = {
    "ru": ("ый", "ий", "ой", "ого", "его", "ому", "ему", "ым", "им", "ом", "ем", "ая", "яя", "ую", "юю", "ое", "ее",
           "ые", "ие", "ых", "их", "ей", "ьего", "ьему", "ий", "ье", "ья", "ью", "ьи", "ьим", "ьем", "ьей"),
    "uk": ("ий", "ій", "ого", "ього", "ому", "ьому", "им", "ім", "а", "я", "у", "ю", "е", "є", "і", "их", "іх", "ої",
           "ою", "ьої"),
    "pl": ("y", "i", "a", "e", "ego", "iego", "emu", "iemu", "ym", "im", "ej", "iej", "ą", "ią", "ych", "ich"),
    "cs": ("ý", "ého", "ému", "ém", "ým", "á", "é", "ou", "í", "ího", "ímu", "ím"),
    "hr": ("i", "og", "oga", "om", "ome", "a", "e", "u", "oj", "ih", "im", "eg", "ega", "em", "emu"),
    "be": ("ы", "і", "ая", "яя", "ое", "ае", "ага", "яга", "аму", "яму", "ым", "ім", "ой", "ай", "ую", "юю", "ых",
           "іх"),
}  # fmt: skip
_MONTHS = ("января февраля марта апреля мая июня июля августа сентября октября ноября декабря "
           "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня "
           "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia "
           "ledna února března dubna května června července srpna září října listopadu prosince "
           "siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna studenoga studenog prosinca "
           "студзеня лютага сакавіка красавіка мая чэрвеня ліпеня жніўня верасня кастрычніка лістапада снежня").split()
_YEAR_WORDS = {"года", "году", "годзе", "год", "г",
               "року", "рік", "році", "р", "roku", "rok", "r", "godine", "godina", "g"}
# Words before a year ('в году', 'v roce') and months in the locative ('в мае', 'у лютому', 'v lednu', 'w maju', 'u
# siječnju'), after which a year in cardinal words of two and more is read too
_BEFORE_YEAR = {"году", "році", "roku", "roce", "godine", "godini"}
_IN_MONTH = set("""январе феврале марте апреле мае июне июле августе сентябре октябре ноябре декабре
    січні лютому березні квітні травні червні липні серпні вересні жовтні листопаді грудні
    styczniu lutym marcu kwietniu maju czerwcu lipcu sierpniu wrześniu październiku listopadzie grudniu
    lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu listopadu prosinci
    siječnju veljači ožujku travnju svibnju lipnju srpnju kolovozu rujnu listopadu studenome prosincu""".split())


def _plain(word: str) -> str:
    """A Latin-script word without its diacritics ('pierwszego wrzesnia tysiac dziewiecset', 'dvacateho prvniho srpna');
    Cyrillic words as they are."""
    return plain(word, scripts_below="\u0250")


_CARDINALS |= {_plain(w): n for w, n in list(_CARDINALS.items()) if _plain(w) not in _CARDINALS}
_THOUSANDS |= {_plain(w) for w in _THOUSANDS}
for _language in ("pl", "cs", "hr"):
    _ORDINAL_STEMS[_language] |= {_plain(w): n for w, n in list(_ORDINAL_STEMS[_language].items())}
    _ENDINGS[_language] = tuple(dict.fromkeys([*_ENDINGS[_language], *map(_plain, _ENDINGS[_language])]))
_MONTHS = tuple(dict.fromkeys([*_MONTHS, *map(_plain, _MONTHS)]))
_WORD = re.compile(r"[^\W\d_]+(?:['’ʼ][^\W\d_]+)?")
_GATE = re.compile("[а-яёіїєґ]|ego\\b|ąc|ęć|tisíc|tisuć|ího\\b|ého\\b|og\\b|oga\\b|\\bset\\b|eho\\b|iho\\b|tysi|tisic")
# (Cyrillic, or the Latin-script languages' genitives and words for a thousand or, Czech, a hundred)


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


def _value(words: list[str], numbers: list[tuple[int, bool]]) -> int:
    total = current = 0
    for word, (value, _) in zip(words, numbers):
        if value == -1000:
            total, current = total + (current or 1) * 1000, 0
        elif word in _HUNDREDS and 0 < current % 100 < 20:  # 'devět set', 'devatenáct set': the count before, times 100
            current = current - current % 100 + current % 100 * 100
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
        while j < len(words) and (_number(words[j].group()) is not None or (
                j > i and words[j].group() in _JOINS and j + 1 < len(words) and _number(words[j + 1].group()))):
            if j > i and text[words[j - 1].end() : words[j].start()].strip():
                break  # only words joined by spaces make one number
            j += 1
        if j == i:
            i += 1
            continue
        run = [w.group() for w in words[i:j] if w.group() not in _JOINS]  # ('devedeset i druge': ninety-two)
        numbers = [_number(w) for w in run]
        value = _value(run, numbers)
        after = words[j].group() if j < len(words) else ""
        before = words[i - 1].group() if i > 0 else ""
        ordinal = numbers[-1][1]
        is_day = ordinal and 1 <= value <= 31 and after in _MONTHS
        # (after a month, Czech writes a cardinal year: 'třetího května dva tisíce devatenáct')
        is_year = 1000 <= value <= 2099 and (after in _YEAR_WORDS or (before in _MONTHS and (ordinal or j - i > 1))
                                             or (before in _BEFORE_YEAR | _IN_MONTH and (j - i > 1 or ordinal)))
        if is_day or is_year:
            out += [text[last : words[i].start()], str(value)]
            last = words[j - 1].end()
        i = j
    return "".join(out) + text[last:]
