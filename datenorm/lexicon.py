"""The lexicon channel: for each character of a normalised text, which months (and whether a weekday) the
words it belongs to can name in CLDR and curated data ('listopad': October in Croatian, November in Polish).
A word that is no name itself but begins or ends with one of four letters or more gets the name's bits in a
second group: inflections CLDR lacks ('lokakuussa' holds 'lokakuu'), names glued to a word in scripts
without spaces ('ខែវិច្ឆិកា' ends with 'វិច្ឆិកា').

A model reads these bits beside the characters, so a month name seen a handful of times in training (a rare
locale's) is read from the table rather than memorised. A stated locale narrows the bits of the names its
language has to what they name there (`Lexicon.for_locale`): 'listopad' is then October alone for Croatian,
and 'Jan' is June for Sesotho. Training, serving and evaluation take the bits from
here; the table itself travels in the bundle (`generate.lexicon` builds it from babel at training time).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Mapping, Sequence

import numpy as np

from datenorm.errors import ModelLoadError

MONTH_BITS = 12  # bit m-1: the phrase can name month m
WEEKDAY_BIT = 12  # the phrase can name a day of the week
NAME_BITS = MONTH_BITS + 1  # what a phrase of the table can name: a month, a weekday
FEATURES = 2 * NAME_BITS  # per character: what its phrase names, then what a name inside its word names
MIN_PARTIAL = 4  # letters of a name found at the start or end of a longer word
MAX_PHRASES = 500_000
MAX_LANGUAGES = 2_000
_LANGUAGE = re.compile(r"[a-z]{2,3}")
MAX_WORDS = 8  # words in a phrase: the longest CLDR month names have seven ("mwedi wa nnyano na nnyano na u")

# Runs of letters: digits, punctuation, spaces and combining marks end a word. Keys and texts are cut the
# same way, so a name split at a mark (Thai vowel signs) is looked up as the same run of pieces.
_WORD = re.compile(r"[^\W\d_]+")


def words(norm: str) -> list[tuple[int, int, str]]:
    """(start, end, word) of each letter run of a normalised text."""
    return [(m.start(), m.end(), m.group()) for m in _WORD.finditer(norm)]


# What `phrase_key` leaves: letter runs joined by one space (checked at every load, for each of thousands of keys)
_KEY = re.compile(r"(?:[^\W\d_]+(?: [^\W\d_]+)*)?")


def phrase_key(norm: str) -> str:
    """The lookup key of a normalised name: its letter runs joined by one space ('janv.' -> 'janv')."""
    return " ".join(w for _, _, w in words(norm))


def language_of(locale: str) -> str:
    """The language subtag of a locale id, as the lexicon keys its narrowed tables: 'hr_HR', 'hr-HR' -> 'hr'."""
    return re.split(r"[-_@.]", locale.strip(), maxsplit=1)[0].lower()


class Lexicon:
    """Phrase (letter runs joined by spaces) -> bit set over NAME_BITS; `languages`: per language, the phrases
    that name otherwise there than in the whole table, with what they name there: mostly less (a subset of the
    phrase's own bits: 'listopad' is October alone in Croatian), but a model's lexicon extended after training also
    gives a newer CLDR's short names only there, common words elsewhere ('naw', Mara's January, is November's
    abbreviation in a language the model was trained with; `generate.lexicon.extend_lexicon`)."""

    def __init__(self, phrases: Mapping[str, int], languages: Mapping[str, Mapping[str, int]] | None = None):
        self.phrases = dict(phrases)
        self.languages = {lang: dict(table) for lang, table in (languages or {}).items()}
        self._narrowed: dict[str, Lexicon] = {}
        self.max_words = max((p.count(" ") + 1 for p in self.phrases), default=1)
        # First words of phrases of several words: only these start a longer look-up.
        self._starts = {p.split(" ", 1)[0] for p in self.phrases if " " in p}
        self._between = _between_day_and_year(self.phrases, self.languages)
        self._weekdays = {key: bits for table in self.languages.values() for key, bits in table.items()
                          if bits >> WEEKDAY_BIT & 1}
        self._bits = lru_cache(maxsize=1 << 16)(self._char_bits)
        self._month_words: dict[str, list[str]] | None = None  # month names by first letter (`names_no_month`)

    def __getstate__(self) -> dict:
        # The memo wraps a bound method, which does not pickle (a Dask worker or a spawned helper gets a copy):
        # a copy makes its own.
        return {k: v for k, v in self.__dict__.items() if k != "_bits"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._bits = lru_cache(maxsize=1 << 16)(self._char_bits)

    def __len__(self) -> int:
        return len(self.phrases)

    def __eq__(self, other) -> bool:
        return isinstance(other, Lexicon) and self.phrases == other.phrases and self.languages == other.languages

    def for_locale(self, locale: str | None) -> "Lexicon":
        """The lexicon a text said to be in `locale` is read with: its language's names narrowed to what they
        name in that language, every other phrase as in the whole table (itself when nothing narrows)."""
        table = self.languages.get(language_of(locale)) if locale else None
        if not table:
            return self
        narrowed = self._narrowed.get(language_of(locale))
        if narrowed is None:
            narrowed = self._narrowed[language_of(locale)] = Lexicon({**self.phrases, **table})
        return narrowed

    def _phrases_at(self, runs: list[tuple[int, int, str]], i: int) -> list[tuple[int, int]]:
        """(words, bits) of each phrase of the table that starts at word i of `runs`, shortest first."""
        word = runs[i][2]
        longest = min(self.max_words, len(runs) - i) if word in self._starts else 1
        found = ((n, self.phrases.get(word if n == 1 else " ".join(w for _, _, w in runs[i : i + n])))
                 for n in range(1, longest + 1))
        return [(n, bits) for n, bits in found if bits]

    def _char_bits(self, norm: str) -> tuple[int, ...]:
        runs = words(norm)
        bits = [0] * len(norm)
        for i, (start, end, word) in enumerate(runs):
            for n, found in self._phrases_at(runs, i):
                for k in range(start, runs[i + n - 1][1]):
                    bits[k] |= found
            if word in self._between and not bits[start] and _DAY_NAME_YEAR.fullmatch(
                    self._shape(norm[:start]) + "M" + self._shape(norm[end:])):
                for k in range(start, end):
                    bits[k] = self._between[word]
            if not bits[start] and len(word) > MIN_PARTIAL:
                found = self._inside(word)
                for k in range(start, start + len(word)):
                    bits[k] |= found << NAME_BITS
        return tuple(bits)

    def _shape(self, text: str) -> str:
        """A text's shape around a word: day and year numerals (D: one or two digits, Y: four), weekday names (W),
        separators (one space each); anything else is '?', which leaves no day-name-year shape."""
        out = []
        for piece in _SHAPE_CUT.findall(text):
            if piece.isdigit():
                out.append("D" if len(piece) <= 2 else "Y" if len(piece) == 4 else "?")
            elif not piece.strip(_SEPARATORS):
                out.append(" ")
            else:
                weekday = (self.phrases.get(piece, 0) | self._weekdays.get(piece, 0)) >> WEEKDAY_BIT & 1
                out.append("W" if weekday else "?")
        return "".join(out)

    def names_no_month(self, norm: str) -> bool:
        """Whether a normalised text written in Latin, Greek or Cyrillic letters names no month: no phrase of the
        table names one there, nor is a word one letter from such a name (two for longer ones: 'feburar',
        'decemeber' are February and December misspelt). In other scripts, and where a mark stands on a letter, the
        table misses names (a mark ends its words: Laz's 'ap̌ri'), so there they may be named."""
        if any((c.isalpha() and c >= "\u0530") or unicodedata.combining(c) for c in norm):
            return False
        if any(b & _MONTHS or (b >> NAME_BITS) & _MONTHS for b in self.char_bits(norm)):
            return False
        return not any(self._near_a_month(word) for _, _, word in words(norm) if len(word) >= 3)

    def _near_a_month(self, word: str) -> bool:
        if self._month_words is None:
            self._month_words = {}
            for phrase, bits in self.phrases.items():
                if " " not in phrase and len(phrase) >= 3 and bits & _MONTHS:
                    self._month_words.setdefault(phrase[0], []).append(phrase)
        most = 1 if len(word) <= 5 else 2
        return any(abs(len(name) - len(word)) <= most and _distance(word, name, most) <= most
                   for name in self._month_words.get(word[0], ()))

    def month_span(self, norm: str, month: int) -> str | None:
        """Two names of different months joined by a slash or a dash, one of them `month` ('may/june', 'jan-feb',
        'juli–august'): a span of months, as the text's words; None if there is none. The same month twice
        ('mar/mars', a bilingual passport's) is one; names of three letters or more only."""
        runs = [run for run in words(norm) if run[1] - run[0] >= 3]
        bits = self.char_bits(norm)
        for (a, b, _), (c, d, _) in zip(runs, runs[1:]):
            first, second = bits[a] & _MONTHS, bits[c] & _MONTHS
            if (first and second and not first & second and (first | second) >> (month - 1) & 1
                    and _SPAN_MARK.fullmatch(norm[b:c])):
                return norm[a:d]
        return None

    def names_several_months(self, norm: str) -> bool:
        """Whether a name in a normalised text (the longest phrase of the table at each word) names different
        months in different languages ('may': May in English, November in Basaa; 'listopad'), so that only a
        stated locale can say which it is."""
        runs = words(norm)
        for i in range(len(runs)):
            found = self._phrases_at(runs, i)
            months = found[-1][1] & ((1 << MONTH_BITS) - 1) if found else 0
            if months & (months - 1):
                return True
        return False

    def _inside(self, word: str) -> int:
        """The bits of the longest name (one word, MIN_PARTIAL letters or more) that begins or ends `word`."""
        for size in range(len(word) - 1, MIN_PARTIAL - 1, -1):
            found = self.phrases.get(word[:size], 0) | self.phrases.get(word[-size:], 0)
            if found:
                return found
        return 0

    def char_bits(self, norm: str) -> tuple[int, ...]:
        """One bit set per character of a normalised text (0 where its word names nothing)."""
        return self._bits(norm)

    def encode_normalized(self, norms: Sequence[str], max_len: int) -> np.ndarray:
        """(B, L) int32 bit sets aligned with `Vocab.encode_normalized` of the same texts: 0 at the hint's
        position and at padding, then one per character (texts cut at `max_len` characters alike)."""
        width = min(max((len(n) for n in norms), default=0), max_len) + 1
        out = np.zeros((len(norms), width), np.int32)
        for row, norm in enumerate(norms):
            bits = self.char_bits(norm)[:max_len]
            if any(bits):
                out[row, 1 : len(bits) + 1] = bits
        return out

    def to_dict(self) -> dict:
        doc = {"features": NAME_BITS, "phrases": self.phrases}
        if self.languages:
            doc["languages"] = self.languages
        return doc

    @classmethod
    def from_dict(cls, data, *, where="lexicon") -> "Lexicon":
        """A lexicon from its bundle form, validated: any problem raises ModelLoadError naming `where`."""
        if not isinstance(data, dict) or data.get("features") != NAME_BITS:
            raise ModelLoadError(f"{where}: a lexicon must be {{'features': {NAME_BITS}, 'phrases': {{...}}}}")
        phrases = data.get("phrases")
        if not isinstance(phrases, dict) or len(phrases) > MAX_PHRASES:
            raise ModelLoadError(f"{where}: lexicon phrases must be an object of at most {MAX_PHRASES} entries")
        for key, bits in phrases.items():
            if (isinstance(bits, bool) or not isinstance(bits, int) or not 0 < bits < 1 << NAME_BITS
                    or not isinstance(key, str) or not _KEY.fullmatch(key) or key.count(" ") >= MAX_WORDS):
                raise ModelLoadError(f"{where}: invalid lexicon entry {key[:40]!r}: {bits!r} (needs a phrase of "
                                     f"letter runs and a bit set from 1 to {(1 << NAME_BITS) - 1})")
        languages = data.get("languages", {})
        if not isinstance(languages, dict) or len(languages) > MAX_LANGUAGES:
            raise ModelLoadError(f"{where}: lexicon languages must be an object of at most {MAX_LANGUAGES} entries")
        for lang, table in languages.items():
            if not isinstance(lang, str) or not _LANGUAGE.fullmatch(lang) or not isinstance(table, dict):
                raise ModelLoadError(f"{where}: lexicon language {str(lang)[:20]!r} must be a 2-3 letter language "
                                     "code with an object of phrases")
            for key, bits in table.items():
                if isinstance(bits, bool) or not isinstance(bits, int) or not 0 < bits < 1 << NAME_BITS \
                        or not isinstance(key, str) or not _KEY.fullmatch(key) or key.count(" ") >= MAX_WORDS:
                    raise ModelLoadError(f"{where}: lexicon language {lang!r}: invalid entry {key[:40]!r}: {bits!r} "
                                         f"(needs a phrase of letter runs and a bit set from 1 to "
                                         f"{(1 << NAME_BITS) - 1})")
        return cls(phrases, languages)


_MONTHS = (1 << MONTH_BITS) - 1
_SPAN_MARK = re.compile(r"\.?\s?[/–—-]\s?")  # between two months' names: 'may/june', 'sept.–oct.', 'jan - feb'


def _distance(a: str, b: str, most: int) -> int:
    """Levenshtein distance of a and b, or most + 1 once it is sure to pass `most`."""
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i]
        for j, cb in enumerate(b, start=1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > most:
            return most + 1
        previous = current
    return previous[-1]


def _between_day_and_year(phrases: Mapping[str, int], languages: Mapping[str, Mapping[str, int]]) -> dict[str, int]:
    """The one-word names that only a stated locale gives bits (`extend_lexicon`'s short new names: Mara's 'hmy',
    Laz's 'mbul', Kikuyu's 'mga'), each naming one month wherever a language has it: word -> that month's bit.
    Alone such a word is as often a common word ('PHP 2024' is an amount, 'mga' is Tagalog's plural), but between
    a day and a year ('2003 Hmy 15', '9 MGA 1957') nothing but a month stands there."""
    months: dict[str, set[int]] = {}
    for table in languages.values():
        for key, bits in table.items():
            if " " not in key and not phrases.get(key):
                months.setdefault(key, set()).add(bits & ((1 << MONTH_BITS) - 1))
    return {key: m.pop() for key, m in months.items() if len(m) == 1 and (b := next(iter(m))) and not b & (b - 1)}


_SEPARATORS = " .,/-"
_SHAPE_CUT = re.compile(r"\d+|[\s.,/-]+|[^\W\d_]+|.")
# The word (M) between a day and a year, a weekday before or after them at most.
_DAY_NAME_YEAR = re.compile(r" *(?:W +)?(?:D +M +Y|Y +M +D|M +D +Y)(?: +W)? *")


def features(bits: np.ndarray) -> np.ndarray:
    """Bit sets (...,) -> float32 indicators (..., FEATURES): what the Keras model's lexicon input takes."""
    return ((bits[..., None] >> np.arange(FEATURES)) & 1).astype(np.float32)
