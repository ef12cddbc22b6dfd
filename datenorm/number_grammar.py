"""A language's number words, compiled from its table (`number_tables`), and the one grammar that reads a run of
them as a number: units and tens added ('seksen dört'), a unit and 'and' before a ten ('četiri|in|osemdeset'), a word
for ten or a hundred multiplying the count before it ('delapan puluh', 'sembilan ratus'), a word for a thousand all
before it, four digits read one by one ('hai không hai bốn'). `number_words` finds the runs in a text and decides
which are a date's day, month or year.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

LAST_YEAR = 2099
# Kinds of number word
UNIT, TEN, TEEN, HUNDRED, THOUSAND, JOIN, ORDINAL = range(7)
Pieces = tuple[tuple[int, int], ...]  # a number's words as (kind, value)


@dataclass
class Language:
    """One language's table, compiled: every number word with its kind and value, and the words around dates."""

    code: str
    words: dict[str, tuple[int, int]] = field(default_factory=dict)  # word -> (kind, value)
    ordinal_stems: dict[str, int] = field(default_factory=dict)
    ordinal_endings: tuple[str, ...] = ("",)
    ordinal_forms: dict[str, int] = field(default_factory=dict)
    endings: tuple[str, ...] = ()
    prefixes: tuple[str, ...] = ()
    months: tuple[str, ...] = ()
    year_words: frozenset[str] = frozenset()
    years_before: frozenset[str] = frozenset()
    whole_months: bool = False
    day_words: frozenset[str] = frozenset()
    month_words: frozenset[str] = frozenset()
    links: frozenset[str] = frozenset()
    days_after: frozenset[str] = frozenset()
    post_multiply: bool = False
    day_after_month: bool = False
    glued: bool = False
    spaceless: bool = False
    dot: bool = False
    year_dot: bool = False
    last_year: int = LAST_YEAR
    longest: int = 0

    @classmethod
    def from_table(cls, code: str, table: dict[str, str]) -> "Language":
        def pairs(key: str) -> dict[str, int]:
            out = {}
            for item in table.get(key, "").split():
                word, _, value = item.rpartition(":")
                out[word] = int(value)
            return out

        table = {key: unicodedata.normalize("NFKC", text).casefold() for key, text in table.items()}
        lang = cls(code)
        for key, kind in (("cardinals", UNIT), ("tens", TEN), ("teens", TEEN), ("hundreds", HUNDRED)):
            lang.words |= {w: (kind, v) for w, v in pairs(key).items()}
        lang.words |= {w: (THOUSAND, 1000 * int(n or 1)) for w, _, n in
                       (item.partition(":") for item in table.get("thousands", "").split())}
        lang.words |= {w: (JOIN, 0) for w in table.get("joins", "").split()}
        lang.ordinal_stems = pairs("ordinals")
        lang.ordinal_endings = ("", *table.get("ordinal_endings", "").split())
        # People type these words without their accents too ('εικοσι πεντε', 'dvacateho', 'uc mayis')
        lang.words |= {bare: kind for word, kind in list(lang.words.items())
                       if (bare := plain(word)) != word and bare not in lang.words}
        lang.ordinal_stems |= {bare: n for stem, n in list(lang.ordinal_stems.items())
                               if (bare := plain(stem)) != stem and bare not in lang.ordinal_stems}
        lang.ordinal_endings = tuple(dict.fromkeys(
            [*lang.ordinal_endings, *map(plain, lang.ordinal_endings)]))
        lang.ordinal_forms = {stem + ending: n for stem, n in lang.ordinal_stems.items()
                              for ending in lang.ordinal_endings}
        lang.endings = tuple(sorted(table.get("endings", "").split(), key=len, reverse=True))
        lang.prefixes = tuple(table.get("prefixes", "").split())
        lang.months = tuple(dict.fromkeys(m for month in table.get("months", "").split()
                                          for m in (month, plain(month))))
        lang.year_words = _with_plain(table.get("year_words", ""))
        lang.years_before = lang.year_words | _with_plain(table.get("years_before", ""))
        lang.whole_months = table.get("whole_months") == "yes"
        lang.day_words = _with_plain(table.get("day_words", ""))
        lang.month_words = _with_plain(table.get("month_words", ""))
        lang.links = _with_plain(table.get("links", ""))
        lang.days_after = _with_plain(table.get("days_after", ""))
        lang.post_multiply = table.get("post_multiply") == "yes"
        lang.day_after_month = table.get("day_after_month") == "yes"
        lang.glued = table.get("glued") == "yes" or table.get("spaceless") == "yes"
        lang.spaceless = table.get("spaceless") == "yes"
        lang.dot = table.get("dot") == "yes"
        lang.year_dot = table.get("year_dot") == "yes"
        lang.last_year = int(table.get("last_year", LAST_YEAR))
        lang.longest = max(map(len, [*lang.words, *lang.ordinal_stems]), default=0) + max(
            map(len, lang.ordinal_endings), default=0)
        return lang

    def ordinal(self, word: str) -> int | None:
        """The number an ordinal names ('kolmas' 3, 'трећег' 3), or None."""
        return self.ordinal_forms.get(word)

    @lru_cache(maxsize=8192)
    def pieces(self, word: str, last: bool = True) -> Pieces | None:
        """The number words a word is made of, as (kind, value); None when it is not all number words. Only the last
        word of a number may carry a case ending ('ezerkilencszáznyolcvannégy|ben')."""
        if word in self.words:
            return (self.words[word],)
        if (value := self.ordinal(word)) is not None:  # (Arabic's ordinal comes first: 'الرابع عشر')
            return ((ORDINAL, value),)
        if self.glued and (found := self._glued(word, last)) is not None:  # ('տասն|ինը' before 'տասնին|ը')
            return found
        if last:
            for ending in self.endings:
                if word.endswith(ending) and len(word) > len(ending):
                    found = self.pieces(word[: -len(ending)], True)
                    if found is not None:
                        return found
        for prefix in self.prefixes:  # ('ו|תשע', 'و|ال|عشرين')
            if word.startswith(prefix) and len(word) > len(prefix):
                rest = self.pieces(word[len(prefix):], last)
                if rest is not None:
                    return ((JOIN, 0), *rest) if self.words.get(prefix, (None,))[0] == JOIN else rest
        return None

    def _glued(self, word: str, last: bool) -> Pieces | None:
        """A word cut into number words, the longest first ('kaksi|tuhatta|yhdeksän|toista'); None when it is none."""
        for size in range(min(len(word) - 1, self.longest), 0, -1):
            head = self.words.get(word[:size])
            if head is None and word[:size] in self.ordinal_forms:  # 'kahdeskymmenes|neljäs'
                head = (ORDINAL, self.ordinal_forms[word[:size]])
            if head is not None:  # (a run that starts with 'and' is no number: `value`)
                rest = self.pieces(word[size:], last)
                if rest is not None:
                    return (head, *rest)
        return None

    def __hash__(self) -> int:
        return hash(self.code)


def _with_plain(words: str) -> frozenset[str]:
    """A table's words, and each as typed without its accents ('ngay', 'thang', 'nam')."""
    return frozenset(w for word in words.split() for w in (word, plain(word)))


def plain(word: str, scripts_below: str = "\u0530") -> str:
    """A word without its diacritics, as typed on a keyboard without them ('εικοσι' for 'είκοσι', 'uc' for 'üç'), when
    it starts below `scripts_below` (Latin, Greek and Cyrillic; Latin alone with 'ɐ', so that 'й' keeps its breve); the
    marks of other scripts are letters of their words ('മേയ്' is no 'മേയ', which 'മേയർ', mayor, starts with)."""
    if word[:1] >= scripts_below:
        return word
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


def value(pieces: list[tuple[int, int]]) -> int | None:
    """The number a run of number words says, or None when they make no number: tens before units ('seksen dört'), a
    unit and 'and' before a ten ('four-and-eighty'), a word for ten or a hundred multiplying the count before it, a
    thousand all before it; four single digits are a year read digit by digit ('hai không hai bốn')."""
    if not pieces or pieces[0][0] == JOIN or pieces[-1][0] == JOIN:
        return None
    if len(pieces) == 4 and all(k == UNIT and v <= 9 for k, v in pieces) and pieces[0][1] in (1, 2):
        return int("".join(str(v) for _, v in pieces))
    total = hundreds = 0
    small: int | None = None
    joined = False
    for kind, number in pieces:
        if kind == JOIN:
            joined = True
            continue
        if kind in (UNIT, ORDINAL):
            if small is None:
                small = number
            elif small >= 10 and small % 10 == 0 and number < 10 and small < 100:
                small += number
            elif joined and ((small < 10 and number >= 20 and number % 10 == 0) or (small < 20 and number == 20)):
                small += number  # 'četiri|in|osemdeset', 'أربعة و ثمانين', Welsh 'degfed ar hugain' (10 on 20)
            elif small in (20, 40, 60, 80) and 10 <= number <= 19:
                small += number  # twenty and ten, twenty and eleven: Basque, Georgian ('hogeita hamar')
            else:
                return None
        elif kind == TEN:  # (alone, the word is ten: Thai's)
            if small is not None and not 1 <= small <= 9:
                return None
            small = (small or 0) + 10 if joined else 10 * (small or 1)  # (Welsh 'unfed ar ddeg': one on ten, 11)
        elif kind == TEEN:  # (alone, ten: Hebrew's and Arabic's)
            if small is not None and not 1 <= small <= 9:
                return None
            small = 10 + (small or 0)
        elif kind == HUNDRED:
            if hundreds:
                return None
            if number == 100:
                hundreds += (1 if small is None else small) * 100
            elif small is None:
                hundreds += number
            else:
                return None
            small = None
        elif kind == THOUSAND:
            if total or (number > 1000 and (small is not None or hundreds)):  # ('ஒன்று இரண்டாயிரத்து': a day, a year)
                return None
            count = 1 if small is None and not hundreds else hundreds + (small or 0)
            total = count * number  # (a word for two thousand: 'ألفين', 'אלפיים')
            hundreds, small = 0, None
        joined = False
    return total + hundreds + (small or 0)
