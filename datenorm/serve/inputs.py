"""The input policy of serving: which strings are read at all, and with which order hint."""

from __future__ import annotations

import re

from datenorm.dates import locale_order
from datenorm.errors import ConfigError
from datenorm.vocab import HINTS, normalize

_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")  # Unicode category Cc, less tab/newlines
# Lone surrogates are no characters: Python lets them into a str (a file read with surrogateescape, a bad
# argument on the command line) but no encoder takes them out again.
_SURROGATE = re.compile("[\ud800-\udfff]")
_JOINERS = "\u200c\u200d"  # invisible, but part of how Persian, Indic scripts and emoji are written


TOO_LONG = "longer than the model reads at once"  # such inputs are searched for the date inside (serve/find.py)


def inspect_input(text: str, max_len: int, *, in_text: bool = False) -> tuple[str | None, str | None]:
    """(normalised text, None) for a string the model can read, or (None, why not): not a string, control
    characters, empty, or (None, TOO_LONG) when longer than `max_len` once normalised (as a window of a longer text
    when `in_text`: `vocab.normalize`)."""
    if not isinstance(text, str):
        return None, f"input must be a string, got {type(text).__name__}"
    bad = _CONTROL.search(text)
    if bad is not None:
        return None, f"input contains control character U+{ord(bad.group()):04X}; remove it"
    bad = _SURROGATE.search(text)
    if bad is not None:
        code = ord(bad.group())
        if 0xDC80 <= code <= 0xDCFF:  # how Python carries a byte that was not UTF-8 (surrogateescape)
            return None, f"input holds the byte 0x{code - 0xDC00:02X}, which is not UTF-8; re-encode it as UTF-8"
        return None, f"input is not valid Unicode (lone surrogate U+{code:04X}); remove it"
    norm = normalize(text, in_text=in_text)
    if not norm:
        return None, "empty input"
    if len(norm) > max_len:
        return None, TOO_LONG
    return norm, None


def displayable(text: str) -> str:
    """`text` with every lone surrogate written out ('\\xff' for a byte that was not UTF-8, '\\ud800' otherwise),
    so that it can be printed and encoded: how a row that is not valid Unicode shows its input."""
    def show(match: re.Match) -> str:
        code = ord(match.group())
        return f"\\x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else f"\\u{code:04x}"

    return _SURROGATE.sub(show, text)


SHOWN_CHARS = 80  # of an input quoted in a note or a title


def shown(text: str, limit: int = SHOWN_CHARS) -> str:
    """How a note on stderr or a heatmap title quotes an input: cut after `limit` characters ('… (N
    characters)'), with controls and invisible format characters written as escapes, so that a bidi override
    cannot turn the rest of the line around and a huge line is not echoed whole."""
    cut = text if len(text) <= limit else text[:limit]
    out = "".join(c if c.isprintable() or c in _JOINERS else f"\\u{ord(c):04x}" for c in displayable(cut))
    return out if cut is text else f"{out}… ({len(text):,} characters)"


def resolve_order(order: str | None, locale: str | None) -> str:
    """The hint for a call: an explicit order, else the locale's CLDR order, else AUTO."""
    if locale and (order or "auto").upper() == "AUTO":
        return locale_order(locale)
    key = (order or "auto").upper()
    if key not in HINTS:
        raise ConfigError(f"unknown order {order!r}; valid values: {', '.join(h.lower() for h in HINTS)}")
    return key
