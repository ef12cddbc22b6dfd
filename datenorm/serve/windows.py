"""Where `find` reads a text: its words, the windows of whole words the model reads, and the windows beside a date
found, where a second date would be (the module docstring of `find` says why each is cut where it is)."""

from __future__ import annotations

import bisect
import itertools
import re
from typing import Sequence

from datenorm import number_words
from datenorm.spelled import is_number_word, writes_numbers
from datenorm.vocab import normalize

# A word: each Han or kana character or CJK punctuation mark alone (Chinese and Japanese leave no spaces between
# words), else a run without spaces cut after a semicolon or after a comma that does not start a thousands group
# or a decimal's digits ('14,000', '3,5'), so that fields of a CSV line or a log record start words of their own
# ('2023-01,EMEA,1204', '..931;14.02.2023;', 'GmbH,2024-01-15,2024-01-18,1249.90').
_CJK = "\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_WORD = re.compile(rf"[{_CJK}]|(?:[^\s;,{_CJK}]|,(?=\d{{3}}(?!\d)|\d{{1,2}}(?![\d/.:-])|\s))+[;,]?|[;,]")
# Words that join two dates into a span ('10 December 1815 – 27 November 1852'), the clause marks of Chinese and
# Japanese, whose texts hold no spaces to cut at ('2008年7月に着工し、2012年5月22日に開業した'), 'から' (two words there)
# and a tilde or dash glued to the next date ('令和5年4月1日から令和6年3月31日まで', '2024年3月1日至2024年3月15日' were read
# as one span, no date): a window also ends before one, so that the first date is read without the second.
_RANGE_WORDS = frozenset(("-", "–", "—", "~", "～", "〜", "to", "bis", "au", "al", "till", "until", "至", "到"))
_CLAUSE_MARKS = frozenset("、，。；：！？")
_DASHES = frozenset(w for w in _RANGE_WORDS if not w.isalpha())  # no window starts at one: it reads as no date
# A log's key=value field ('status=200', 'id=4411') is never part of a date, and the model read the date before one
# with its number ('Mar 25,2066 status=200' as no date, 'Agosto 1963 status=200' as the year 200): a window also ends
# before one.
_FIELD = re.compile(r"[^\W\d][\w.-]*=\S*")
_GLUED_RANGE = "~～〜–—"
# What a window's first few words must hold for the window to be read: a numeral (dates have a year), in
# digits of any script or as a Chinese numeral; later windows start nearer to it.
NUMERAL = re.compile("[\\d〇○零一二三四五六七八九十]")
LEAD_WORDS = 6
# ... and for a window of the full width, in its first three: one that starts further before a date holds what follows
# the date too, whose numbers it read into it ('febrero de 2024, que se situó en 2,76' as 2076-02-02), while the
# half-width windows that start there end near the date. On find's ten evaluation sets the same F1 within 0.002 (the
# generated set's ISO exact match 97.7 -> 98.0%), tighter spans, and 9% fewer windows to read.
FULL_LEAD_WORDS = 3
# ... and for one of half the width, in its first five: a numeral in its sixth word stands at its end, cut from what
# follows; the window that starts a word later reads it. On find's ten sets 3.4% fewer windows, one date of 639 fewer
# found in the generated set, one false find fewer in the eighth hand-written file, the other eight the same.
HALF_LEAD_WORDS = 5
# A word written like a numeric date ('2019-02-15', '04/27/2023', '[15.11.2023]') also starts a window at the end
# of a line or text, which the window before it, reading more words, may have read as something else.
_NUMERIC_DATE = re.compile(r"\W?\d{1,4}([-./])\d{1,2}\1\d{1,4}(?!\d)\W*")


def numerals(text: str, words: Sequence[tuple[int, int]], in_words: list[bool] | None = None) -> list[bool]:
    """Whether each (start, end) word of a text holds a numeral: a digit, a Chinese numeral, or, in a text that may
    write a year in words, a number word ('the eighteenth of June, two thousand twenty-two' holds no digit until it
    is normalised, and no window of it was read). in_words: `_number_words` of the same words, when known."""
    in_words = _number_words(text, words) if in_words is None else in_words
    return [w or NUMERAL.search(text, s, e) is not None for (s, e), w in zip(words, in_words)]


def _number_words(text: str, words: Sequence[tuple[int, int]]) -> list[bool]:
    """Whether each word is a number in words, with no digit (all False in a text that writes none)."""
    out = [False] * len(words)
    for writes, is_number in ((writes_numbers, is_number_word),
                              (number_words.writes_numbers, number_words.is_number_word)):
        if writes(text):
            out = [n or (not any(c.isdigit() for c in text[s:e]) and is_number(text[s:e]))
                   for n, (s, e) in zip(out, words)]
    return out


def _before_number(text: str, words: Sequence[tuple[int, int]], in_words: list[bool], i: int, k: int,
                   last: int) -> int:
    """The last word of a window from word i whose words up to k fit: k, unless the number in words that word k
    ends goes on after it (next, or after a short joining word: 'two thousand | and nineteen'), then the word
    before that number. A window cut inside a number read part of it as the whole ('On the twenty-first day of
    March, two thousand' as 2000-03-21, as sure as the window that read 'two thousand and nineteen')."""
    def joining(n: int) -> bool:  # a short word that joins two number words ('and', 'et', 'und')
        word = text[slice(*words[n])]
        return len(word) <= 3 and word.isalpha()

    nxt = k + 1
    if not in_words[nxt] and nxt < last and joining(nxt) and in_words[nxt + 1]:
        nxt += 1
    if not in_words[nxt]:
        return k
    j = k
    while j > i and (in_words[j - 1] or (j - 1 > i and in_words[j - 2] and joining(j - 1))) \
            and text[words[j - 1][1] - 1].isalpha():
        j -= 1
    return j - 1 if j > i else k


def word_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every word of a text, as `_WORD` cuts them."""
    return [(m.start(), m.end()) for m in _WORD.finditer(text)]


def windows(text: str, width: int, lead: int = LEAD_WORDS) -> list[tuple[int, int]]:
    """(start, end) of the longest run of whole words from each word on that normalises to at most `width`
    characters, and of the run up to a word that joins two dates ('–', 'to') or a log's key=value field; a word
    longer than a window alone is cut to `width`. Windows inside the previous one are left out unless they start
    with a numeric date, which is also a window alone; those whose first `lead` words hold no numeral are not read."""
    words = word_spans(text)
    in_words = _number_words(text, words)
    numeral = numerals(text, words, in_words)
    # Words hold no whitespace and only whitespace stands between them, so a run's length with its spaces collapsed
    # comes from these sums; `normalize` is then asked only near where that length reaches the width, not after
    # every word (it was a fifth of find's time).
    line = list(itertools.accumulate((text.count("\n", words[k - 1][1], s) if k else 0
                                      for k, (s, _) in enumerate(words))))
    spaced = list(itertools.accumulate((bool(k) and s > words[k - 1][1] for k, (s, _) in enumerate(words)),
                                       initial=0))
    gaps = list(itertools.accumulate((s - words[k - 1][1] if k else 0 for k, (s, _) in enumerate(words)), initial=0))
    out: list[tuple[int, int]] = []
    cut: list[tuple[int, int]] = []
    for i, (start, first_end) in enumerate(words):
        if text[start:first_end] in _DASHES or not any(numeral[i : i + lead]):
            continue
        last = bisect.bisect_right(line, line[i], i) - 1  # the line's last word

        def fits(k: int) -> bool:
            return len(normalize(text[start : words[k][1]], in_text=True)) <= width

        # the collapsed length of words i..k: the span less each gap's whitespace beyond one space
        k = bisect.bisect_right(range(i, last + 1), width,
                                key=lambda k: words[k][1] - start - (gaps[k + 1] - gaps[i + 1])
                                + (spaced[k + 1] - spaced[i + 1])) - 1 + i
        k = max(k, i)
        if fits(k):
            while k < last and fits(k + 1):
                k += 1
        else:
            while k > i and not fits(k):
                k -= 1
        if k > i and k < last and in_words[k] and text[words[k][1] - 1].isalpha():
            k = _before_number(text, words, in_words, i, k, last)
        end = words[k][1] if k > i or fits(i) else None
        before_range = None
        for j in range(i + 1, k + 1 if end is not None else i + 1):
            word = text[words[j][0] : words[j][1]]
            if word.casefold() in _RANGE_WORDS or word in _CLAUSE_MARKS or word[0] in _GLUED_RANGE \
                    or text.startswith("から", words[j][0]) or _FIELD.fullmatch(word):
                before_range = words[j - 1][1]
                break
        if end is None:  # one word longer than a window: as much of it as normalises to `width` or fewer
            end = start + width
            while end > start + 1 and len(normalize(text[start:end], in_text=True)) > width:
                end -= 1
            # nor through a number that is not all it holds ('…prod_2023-08-14_0300…' cut at '-1' read 2023-08-01)
            run = end
            while run > start and text[run - 1].isdigit():
                run -= 1
            if run > start and end < len(text) and text[end].isdigit():
                end = run
        if not out or end > out[-1][1] or _NUMERIC_DATE.match(text, start, words[i][1]):
            out.append((start, end))
        if before_range:
            cut.append((start, before_range))
        if _NUMERIC_DATE.fullmatch(text, start, words[i][1]):
            # alone too: the model reads two dates in one window as a span, no date ('2024-01-15,2024-01-18')
            cut.append((start, words[i][1]))
    return sorted(set(out + cut))


def beside(text: str, words: list[tuple[int, int]], start: int, end: int,
           widths: Sequence[int]) -> list[tuple[int, int]]:
    """For each width, the window of whole words that starts right after a match's span (start, end) and the one that
    ends right before it (each as long as fits the width on the match's line) where they hold a numeral (the one
    after, in its first words): where a second date in the window that found this one would be."""
    after = (w for w in itertools.islice(words, bisect.bisect_left(words, (end,)), None)
             if text[slice(*w)] not in _DASHES)
    last = bisect.bisect_right(words, (start, start))  # words starting before the match
    last -= bool(last and words[last - 1][1] > start)  # less the one it starts inside ('(2020-12-31)')
    before = reversed(words[:last])
    out = []
    for run, forward in ((after, True), (before, False)):
        fitting = []  # the words nearest the match, as many as fit the widest window, and each span's length
        for s, e in run:
            if not fitting:
                nearest = (s, e)
            span = (nearest[0], e) if forward else (s, nearest[1])
            if "\n" in text[span[0] : span[1]] or (size := len(normalize(text[slice(*span)], in_text=True))) > max(widths):
                break
            fitting.append((span, size))
        for width in widths:
            taken = [span for span, _ in itertools.takewhile(lambda fit: fit[1] <= width, fitting)]
            if taken and any(numerals(text, [taken[min(len(taken), LEAD_WORDS) - 1] if forward else taken[-1]])):
                out.append(taken[-1])
    return out
