"""Days and years in words in the languages `spelled` and `slavic_numbers` do not read, as digits: 'üç mayıs iki bin
on dokuz' -> '3 mayıs 2019', 'kolmas toukokuuta kaksituhattayhdeksäntoista' -> '3. toukokuuta 2019', 'ngày ba tháng năm
năm hai nghìn không trăm mười chín' -> 'ngày 3 tháng 5 năm 2019', 'tahun seribu sembilan ratus delapan puluh empat'
-> 'tahun 1984', 'στις είκοσι πέντε Μαρτίου χίλια οκτακόσια είκοσι ένα' -> 'στις 25 μαρτίου 1821'.

Each language is a table of its number words by kind, its ordinals, the endings they take, its months and the words
that mark a day, a month's number or a year: Europe's in `number_tables`, Asia's and Africa's in `number_tables_world`,
eleven Indic languages' in `number_tables_indic.json` (written by scripts/gen_indic_numbers.py from CLDR's spell-out
rules). One grammar reads them all (`number_grammar`), since the world's number words are built alike: units and
tens added, a word for ten or a hundred multiplying the count before it ('delapan puluh', 'tám mươi',
'kahdeksankymmentä'), a word for a thousand all before it, 'and' between ('osamdeset i četiri', 'optzeci și patru'),
ordinals where the language writes them ('двадесет и четвърти', 'الرابع عشر'). Languages that write a number as one
word ('tuhatyhdeksänsataa', 'ezerkilencszáz') or a date with no space at all (Thai) are cut into those words.

A number is read only where the text makes it a date: a day right before its month's name (a linking word or two
between: 'الثالث من مايو'; after it where the language writes it so: 'május harmadika'), after a word for the day
('ngày', 'tanggal') or before one ('on beşinci günü'); a month's number after its word ('tháng năm'); a year of 1000
to 2099 written in three words and more, or beside a word for the year ('vuonna', 'yılında', 'năm', 'בשנת'), or in two
('iki bin') beside a month; an amount too large for a year is read as no part of one ('दो हज़ार तीन सौ लोग' is no
'2003 सौ'). 'on beş kişi', 'bin on', 'iki bin kişi' and 'dua ribu orang' are no dates and stay as written, and so does
a common short word before a month ('en septembre': Slovenian's one, French's 'in'). Words typed without their accents
are read too ('εικοσι πεντε μαρτιου').
"""

from __future__ import annotations

import json
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from datenorm.number_grammar import HUNDRED, JOIN, ORDINAL, THOUSAND, UNIT, Language, Pieces, value
from datenorm.number_tables import TABLES
from datenorm.number_tables_world import TABLES as WORLD_TABLES

# The Indic languages' tables are data written by scripts/gen_indic_numbers.py
INDIC_TABLES = json.loads(Path(__file__).with_name("number_tables_indic.json").read_text(encoding="utf-8"))
FIRST_YEAR = 1000
_MAX_WORDS = 10  # words in one number: 'хиляда деветстотин осемдесет и четвърта' is six
_LANGUAGES = {code: Language.from_table(code, table)
              for code, table in (TABLES | WORLD_TABLES | INDIC_TABLES).items()}
_TOKEN = re.compile(r"[^\s\-–—,;:!?()\[\]{}\"“”„«»/.·،]+")


def _forms(lang: Language) -> set[str]:
    """Every number word of a language as written alone: its words, and its ordinals."""
    return {*lang.words, *lang.ordinal_forms}


# Which languages a text may write a number in, found word by word with a few set lookups: the word itself, its
# beginning (for languages that glue a number's words: 'kaksi|tuhatta'), or what follows a clitic ('ב|שלושה').
_INDEX: dict[str, set[str]] = {}
_GLUED_INDEX: dict[str, set[str]] = {}
for _lang in _LANGUAGES.values():
    for _form in _forms(_lang):
        _INDEX.setdefault(_form, set()).add(_lang.code)
        if _lang.glued and len(_form) >= 3:
            _GLUED_INDEX.setdefault(_form, set()).add(_lang.code)
_GLUED_LENGTHS = sorted({len(form) for form in _GLUED_INDEX})
_GLUED_STARTS = {form[:3] for form in _GLUED_INDEX}  # (most words start with none: one lookup rules them out)
_CLITICS = {prefix for lang in _LANGUAGES.values() for prefix in lang.prefixes}
# ... or what is left of it without a case ending ('hiru|an', 'doqquz|u')
_ENDINGS = {ending for lang in _LANGUAGES.values() for ending in lang.endings}
_ENDING_LENGTHS = sorted({len(ending) for ending in _ENDINGS})
_SPACELESS = {lang.code: lang for lang in _LANGUAGES.values() if lang.spaceless}
_THAI = re.compile("[\u0e00-\u0e7f]")


def _word(token: str) -> str:
    """A token as the tables write it: Turkish's capital 'İ' case-folds to 'i' and a combining dot ('İki' -> 'i̇ki')."""
    return token.replace("i\u0307", "i") if "\u0307" in token else token


def _languages(text: str) -> set[str]:
    """The codes of the languages whose number words a text may hold."""
    found: set[str] = set()
    for token in _TOKEN.findall(text):
        found |= _token_languages(token)
    if "th" in _SPACELESS and _THAI.search(text):
        found.add("th")
    return found


@lru_cache(maxsize=1 << 15)  # (the same words come in row after row: 4.6-6.1 us of normalize's ~35 a row, now 2.8)
def _token_languages(token: str) -> frozenset[str]:
    """The codes of the languages one of whose number words a token is, glued, with a case ending or a clitic."""
    token = _word(token)
    found: set[str] = set()
    if token in _INDEX:
        found |= _INDEX[token]
    if token[:3] in _GLUED_STARTS:
        for size in _GLUED_LENGTHS:
            if size >= len(token):
                break
            found |= _GLUED_INDEX.get(token[:size], found)
    for size in _ENDING_LENGTHS:
        if size < len(token) and token[-size:] in _ENDINGS and token[:-size] in _INDEX:
            found |= _INDEX[token[:-size]]
    if not token.isascii() and (token[:1] in _CLITICS or token[:2] in _CLITICS):
        found |= _INDEX.get(token[1:], found) | _INDEX.get(token[2:], found)
    return frozenset(found)


# Number words that are common words of the languages that write most texts: alone before a month they are read
# only after a word for the day ('en septembre': Slovenian's one, French's 'in'; 'on may 5': Azerbaijani's ten)
_COMMON_SHORT = frozenset("en on o un se a i e y u an in at to do no so he me we".split())


def _is_month(lang: Language, word: str) -> bool:
    """Whether a word is a month's name (or a form of one: 'toukokuuta', 'maijā'; where the table says so, only the
    name itself: 'जून', not 'जूनियर'), a clitic before it or not ('במאי')."""
    if lang.whole_months:
        return word in lang.months or any(word.startswith(p) and word[len(p):] in lang.months for p in lang.prefixes)
    if any(word.startswith(m) for m in lang.months):
        return True
    return any(word.startswith(p) and any(word.startswith(m, len(p)) for m in lang.months) for p in lang.prefixes)


def _month_after(lang: Language, words: list[str], end: int, joined: list[bool]) -> bool:
    """Whether a month's name follows word end, with at most two linking words between ('الثالث من مايو', 'an tríú lá
    de bhealtaine') and no punctuation ('Lima, mayo de 2019' is no 'lima' (Tagalog's five) of May)."""
    for k in range(end, min(end + 3, len(words))):
        if not joined[k]:
            return False
        if _is_month(lang, words[k]):
            return True
        if words[k] not in lang.links:
            return False
    return False


def _number_at(lang: Language, words: list[str], i: int, joined: list[bool]) -> list[tuple[int, Pieces]]:
    """(end, pieces) of each run of number words from word i on, longest last; a number's words are joined by spaces
    and hyphens only ('நவம்பர் பதினான்கு, ஆயிரத்து…': a day, then a year)."""
    runs: list[tuple[int, Pieces]] = []
    head: Pieces = ()
    for j in range(i, min(len(words), i + _MAX_WORDS)):
        if j > i and not joined[j]:
            break
        last = lang.pieces(words[j], True)
        if last is None:
            break
        runs.append((j + 1, head + last))
        inner = lang.pieces(words[j], False)
        if inner is None:
            break
        head += inner
    return runs


def _read(lang: Language, text: str) -> str:
    """A text with the numbers one language writes in words as digits, where they are a date's day, month or year."""
    tokens = list(_TOKEN.finditer(text))
    words = [_word(t.group()) for t in tokens]
    joined = [k > 0 and not text[tokens[k - 1].end() : t.start()].strip(" -–") for k, t in enumerate(tokens)]
    out, last, i = [], 0, 0
    while i < len(words):
        chosen = _choose(lang, words, i, joined)
        if chosen is None:
            i += 1
            continue
        end, digits = chosen
        if digits is not None:
            out += [text[last : tokens[i].start()], digits]
            last = tokens[end - 1].end()
        i = end
    return "".join(out) + text[last:]


def _choose(lang: Language, words: list[str], i: int, joined: list[bool]) -> tuple[int, str | None] | None:
    """(end, digits) of the longest run of number words from word i on that the words around make a date's day,
    month or year; (end, None) for a number that is none (an amount: 'दो हज़ार तीन सौ लोग' is no '2003 सौ'); None when
    no number starts there."""
    before = words[i - 1] if i else ""
    for end, pieces in reversed(_number_at(lang, words, i, joined)):
        if lang.post_multiply:
            pieces = _multiplier_first(pieces)
        number = value(list(pieces))
        if number is None:
            continue
        after = words[end] if end < len(words) else ""
        ordinal = any(kind == ORDINAL for kind, _ in pieces)
        big = any(kind in (HUNDRED, THOUSAND) for kind, _ in pieces)
        # (a word for two thousand counts as its two: 'இரண்டாயிரத்து இருபது')
        size = len(pieces) + sum(kind == THOUSAND and n > 1000 for kind, n in pieces)
        if before in lang.month_words and 1 <= number <= 12 and not big:
            return end, str(number)
        short = end - i == 1 and words[i] in _COMMON_SHORT
        if 1 <= number <= 31 and not big and (
                (_month_after(lang, words, end, joined) and not short) or before in lang.day_words
                or after in lang.days_after
                or (lang.day_after_month and _is_month(lang, before))):  # (only there: 'كانون الثاني' is a month)
            return end, f"{number}." if ordinal and lang.dot else str(number)
        if all(kind == UNIT for kind, _ in pieces) and len(pieces) == 4 and before not in lang.years_before:
            continue  # a year read digit by digit only after a word for the year ('năm hai không hai bốn'; no phone)
        if FIRST_YEAR <= number <= lang.last_year and (
                (big and size > 2) or before in lang.years_before or after in lang.year_words
                or ((big and size == 2 and (pieces[0][0] != THOUSAND or pieces[0][1] > 1000 or number % 100 == 0))
                    or (ordinal and number % 1000 == 0))  # ('dvehiljadite': the 2000th)
                and (_is_month(lang, before) or _month_after(lang, words, end, joined))):
            dot = (ordinal and lang.dot) or (lang.year_dot and _month_after(lang, words, end, joined))
            return end, f"{number}." if dot else str(number)
        if big and number > 31:  # (no shorter number inside it is read either)
            return end, None
    return None


def _multiplier_first(pieces: Pieces) -> Pieces:
    """Swahili writes a hundred's and a thousand's count after it ('elfu mbili', 'mia tisa'): as the others do."""
    out = list(pieces)
    for k in range(len(out) - 1):
        if out[k][0] in (HUNDRED, THOUSAND) and out[k + 1][0] == UNIT and 1 <= out[k + 1][1] <= 9:
            out[k], out[k + 1] = out[k + 1], out[k]
    return tuple(out)


def _read_spaceless(lang: Language, text: str) -> str:
    """Thai writes a date's words with no space between: each stretch of number words is read as one."""
    return _spaceless_pattern(lang).sub(lambda m: _spaceless(lang, text, m), text)


@lru_cache(maxsize=16)
def _spaceless_pattern(lang: Language) -> re.Pattern:
    """A stretch of a language's number words, the longest first."""
    words = sorted((re.escape(w) for w in lang.words if lang.words[w][0] != JOIN), key=len, reverse=True)
    return re.compile("(?:%s)+" % "|".join(words))


def _spaceless(lang: Language, text: str, m: re.Match) -> str:
    pieces = lang.pieces(m.group(), True)
    number = value(list(pieces)) if pieces else None
    if number is None:
        return m.group()
    before, after = text[: m.start()].rstrip(), text[m.end():].lstrip()
    big = any(k in (HUNDRED, THOUSAND) for k, _ in pieces)
    if 1 <= number <= 31 and not big and (any(after.startswith(x) for x in lang.months)
                                          or any(before.endswith(x) for x in lang.day_words)):
        return f"{number} "
    if FIRST_YEAR <= number <= lang.last_year and big and (
            any(before.endswith(x) for x in lang.year_words) or any(after.startswith(x) for x in lang.year_words)
            or any(before.endswith(x) for x in lang.months)):
        return f" {number}"
    return m.group()


def number_word_dates(text: str) -> str:
    """A case-folded text with the days, months' numbers and years its words write in one of the tables' languages
    as digits (see the module's docstring); other text as it is."""
    found = _languages(text)
    if not found:  # (most texts)
        return text
    for code, lang in _LANGUAGES.items():  # in the tables' order: Macedonian before Bulgarian and Serbian
        if code in found:
            text = _read_spaceless(lang, text) if lang.spaceless else _read(lang, text)
    return text


@lru_cache(maxsize=256)  # (find asks it of one text for each of its windows)
def writes_numbers(text: str) -> bool:
    """Whether a text writes a day or a year in words that `number_word_dates` reads as digits: only then are its
    number words worth looking at one by one (`is_number_word`)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return number_word_dates(folded) != folded


def is_number_word(word: str) -> bool:
    """Whether a word is a number word of one of the tables' languages: `find` reads a window only from a numeral
    on, and a date in words holds none until it is normalised."""
    return bool(_languages(unicodedata.normalize("NFKC", word).casefold()))
