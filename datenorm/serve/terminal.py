"""The attention matrix checked and drawn as text (`datenorm translate --show`), and how a label looks
wherever a person reads it: space as '␣', invisible characters as 'U+XXXX', a lone mark on a dotted circle.
`datenorm.serve.plots` draws the same labels in PNGs.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

import numpy as np

from datenorm.errors import DatenormError

__all__ = ["SHADES", "cells", "check_alignment", "check_values", "codepoint", "display_label", "render_terminal"]

SHADES = " ░▒▓█"
# Absolute weights, like the PNG colour bar (0..1): a diffuse row stays pale instead of being stretched.
_SHADE_EDGES = (0.05, 0.25, 0.5, 0.75)


def display_label(label: str) -> str:
    """What a label looks like on screen: space → '␣', invisible characters → 'U+XXXX', a lone combining
    mark on a dotted circle ('◌ि'); special tokens ('<auto>', '</s>') and everything else as given."""
    if len(label) != 1:
        return label
    if label == " ":
        return "␣"
    category = unicodedata.category(label)
    # Private use (Co) is left to the font check: it is visible wherever a font defines it.
    if (category[0] == "C" and category != "Co") or category[0] == "Z":
        return codepoint(label)
    if category[0] == "M":
        # A mark needs a base to sit on; U+25CC is the one the Unicode charts use.
        return "\u25cc" + label
    return label


def codepoint(ch: str) -> str:
    """'U+5E74' for '年'."""
    return f"U+{ord(ch):04X}"


def cells(text: str) -> int:
    """Terminal columns `text` takes: wide East Asian characters 2, non-spacing marks 0."""
    return sum(
        0 if unicodedata.category(c) in ("Mn", "Me") else 2 if unicodedata.east_asian_width(c) in "WF" else 1
        for c in text
    )


# ------------------------------------------------------------------------------------------- terminal


def render_terminal(attention: np.ndarray, input_labels: Sequence[str], output_labels: Sequence[str]) -> str:
    """Shaded-block rendering of a (T_out, L_in) attention matrix for `datenorm translate --show`.

    One header line of input labels (2 columns each), then one line per output label; weights map to
    ' ░▒▓█' on an absolute scale (≥ 0.75 is '█'). Plain text, no colour codes.
    """
    weights = check_alignment(attention, input_labels, output_labels)
    row_labels = [display_label(label) for label in output_labels]
    width = max(cells(label) for label in row_labels)
    header = " " * (width + 1) + "".join(_header_cell(label) for label in input_labels)
    lines = [header.rstrip()]
    for label, row in zip(row_labels, weights):
        shades = np.searchsorted(_SHADE_EDGES, row, side="right")
        lines.append(label + " " * (width - cells(label) + 1) + "".join(SHADES[s] * 2 for s in shades))
    return "\n".join(lines)


def _header_cell(label: str) -> str:
    shown = display_label(label)
    if cells(shown) > 2:
        # The header has 2 columns per position: '<auto>' → '<a'; an unprintable character → '�'.
        shown = label[:2] if len(label) > 1 else "\ufffd"
    return shown + " " * (2 - cells(shown))


# ---------------------------------------------------------------------------------------------- checks


def check_alignment(attention, input_labels: Sequence[str], output_labels: Sequence[str]) -> np.ndarray:
    """`attention` as a float (T_out, L_in) array, or a DatenormError naming every mismatch with the labels."""
    weights = np.asarray(attention, dtype=float)
    if weights.ndim != 2:
        raise DatenormError(f"attention must be 2-D (T_out, L_in); got shape {weights.shape}")
    t_out, l_in = weights.shape
    problems = []
    if len(output_labels) != t_out:
        problems.append(f"{t_out} rows (decoder steps) but {len(output_labels)} output labels")
    if len(input_labels) != l_in:
        problems.append(f"{l_in} columns (encoder positions) but {len(input_labels)} input labels")
    if problems:
        raise DatenormError(f"attention of shape {weights.shape} has " + " and ".join(problems))
    check_values(weights)
    return weights


def check_values(weights: np.ndarray) -> None:
    """Refuse an empty array or one with NaN or infinite weights: there would be nothing true to draw."""
    if weights.size == 0:
        raise DatenormError(f"attention is empty (shape {weights.shape}); there is nothing to draw")
    if not np.isfinite(weights).all():
        raise DatenormError("attention contains NaN or infinite weights")
