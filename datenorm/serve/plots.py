"""Attention heatmaps as PNG and in the terminal, and the bare Agg figure every datenorm chart is drawn on
(`datenorm.report.charts` draws an evaluation report's charts with it).

Inputs come in any script, but the machine drawing them may have nothing beyond matplotlib's bundled
DejaVu fonts. Every character in a figure is therefore drawn with a font whose cmap really has it, or
shown as its code point ('U+5E74'); never as an empty box.

matplotlib is imported inside the functions: `import datenorm.serve.plots` must stay cheap for the CLI.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
import warnings
from collections.abc import Container, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import numpy as np

from datenorm.errors import DatenormError

__all__ = ["display_label", "heatmap_name", "render_terminal", "save_alignment", "save_feature_attention", "figure"]

BASE_FONT = "DejaVu Sans"  # bundled with matplotlib, so always present
SHADES = " ░▒▓█"
# Absolute weights, like the PNG colour bar (0..1): a diffuse row stays pale instead of being stretched.
_SHADE_EDGES = (0.05, 0.25, 0.5, 0.75)

# Families that add scripts DejaVu lacks, most preferred first; each entry is matched in full against the
# family names matplotlib knows. Only these are read, so discovery stays fast on machines with 1000 fonts.
_FALLBACK_PATTERNS = (
    re.escape(BASE_FONT),
    r"Noto Sans CJK.*|Source Han Sans.*|Noto Sans (JP|SC|TC|HK|KR)",
    r"Noto Sans.*",
    r"Droid Sans Fallback|WenQuanYi.*|Arial Unicode MS|Nanum ?Gothic.*|Lohit.*",
    r"Microsoft YaHei|Malgun Gothic|Nirmala UI|Leelawadee UI|Segoe UI|Meiryo",
    r"PingFang.*|Hiragino Sans.*|Apple SD Gothic Neo|Kohinoor.*|Thonburi|Geeza Pro",
    r"Unifont.*",  # covers the whole BMP, but as a bitmap look: only when nothing else does
)

_DPI = 110
_CELL_IN = 0.26  # inches per heatmap cell: ~29 px at 110 dpi, room for a 9 pt glyph even at 61 columns
_TICK_PT = 9
_CMAP = "viridis"  # perceptually uniform and colour-blind safe


# --------------------------------------------------------------------------------------------- labels


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
        return _codepoint(label)
    if category[0] == "M":
        # A mark needs a base to sit on; U+25CC is the one the Unicode charts use.
        return "\u25cc" + label
    return label


def heatmap_name(text: str, suffix: str = "") -> str:
    """A file name for an input's heatmap: readable stem plus a short hash so distinct inputs never clash."""
    stem = re.sub(r"[^\w]+", "_", text, flags=re.ASCII).strip("_")[:40] or "input"
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{stem}-{digest}{suffix}.png"


def _codepoint(ch: str) -> str:
    return f"U+{ord(ch):04X}"


def _cells(text: str) -> int:
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
    weights = _check_alignment(attention, input_labels, output_labels)
    row_labels = [display_label(label) for label in output_labels]
    width = max(_cells(label) for label in row_labels)
    header = " " * (width + 1) + "".join(_header_cell(label) for label in input_labels)
    lines = [header.rstrip()]
    for label, row in zip(row_labels, weights):
        shades = np.searchsorted(_SHADE_EDGES, row, side="right")
        lines.append(label + " " * (width - _cells(label) + 1) + "".join(SHADES[s] * 2 for s in shades))
    return "\n".join(lines)


def _header_cell(label: str) -> str:
    shown = display_label(label)
    if _cells(shown) > 2:
        # The header has 2 columns per position: '<auto>' → '<a'; an unprintable character → '�'.
        shown = label[:2] if len(label) > 1 else "\ufffd"
    return shown + " " * (2 - _cells(shown))


# -------------------------------------------------------------------------------------------- figures


def save_alignment(
    path: Path,
    attention: np.ndarray,
    input_labels: Sequence[str],
    output_labels: Sequence[str],
    *,
    title: str,
) -> Path:
    """Write a PNG heatmap of a (T_out, L_in) attention matrix (rows sum to 1): input characters along x,
    output characters along y, colour bar on 0..1. Creates parent folders; returns `path`."""
    weights = _check_alignment(attention, input_labels, output_labels)
    t_out, l_in = weights.shape
    x_labels = [_figure_label(label) for label in input_labels]
    y_labels = [_figure_label(label) for label in output_labels]
    title = _figure_text(title)
    family = _font_families([*x_labels, *y_labels, title])

    fig, ax = _cell_figure(columns=l_in, rows=t_out, right=0.9)
    image = ax.imshow(weights, cmap=_CMAP, vmin=0.0, vmax=1.0, aspect="auto", interpolation="nearest")
    _label_ticks(ax, "x", x_labels, family)
    _label_ticks(ax, "y", y_labels, family)
    ax.set_xlabel("input (as the model saw it)")
    ax.set_ylabel("output")
    ax.set_title(title, fontfamily=family, parse_math=False, wrap=True)
    # In inches beside the axes, so the bar is as tall as the grid whatever the input length.
    width, height = fig.get_size_inches()
    left, bottom, grid_w, grid_h = ax.get_position().bounds
    bar = fig.add_axes((left + grid_w + 0.12 / width, bottom, 0.14 / width, grid_h))
    fig.colorbar(image, cax=bar, label="attention weight")
    return _save(fig, path)


def save_feature_attention(
    path: Path, weights: np.ndarray, input_labels: Sequence[str], *, title: str
) -> Path:
    """Write a PNG bar chart of the not-a-date head's pooling attention, (L_in,) weights summing to 1,
    one bar per input character. Creates parent folders; returns `path`."""
    weights = np.asarray(weights, dtype=float)
    if weights.ndim != 1:
        raise DatenormError(f"feature attention must be 1-D (L_in,); got shape {weights.shape}")
    if len(weights) != len(input_labels):
        raise DatenormError(
            f"feature attention has {len(weights)} positions but {len(input_labels)} input labels were given"
        )
    _check_values(weights)
    x_labels = [_figure_label(label) for label in input_labels]
    title = _figure_text(title)
    family = _font_families([*x_labels, title])

    from matplotlib import colormaps

    fig, ax = _cell_figure(columns=len(weights), rows=7, right=0.2)
    top = max(float(weights.max()), 1e-9)
    ax.bar(range(len(weights)), weights, width=0.8, color=colormaps[_CMAP](weights / top))
    ax.set_xlim(-0.5, len(weights) - 0.5)
    ax.set_ylim(0.0, top * 1.1)
    _label_ticks(ax, "x", x_labels, family)
    ax.spines[["top", "right"]].set_visible(False)
    ax.set_ylabel("pooling weight")
    ax.set_title(title, fontfamily=family, parse_math=False, wrap=True)
    return _save(fig, path)


def _check_alignment(attention, input_labels: Sequence[str], output_labels: Sequence[str]) -> np.ndarray:
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
    _check_values(weights)
    return weights


def _check_values(weights: np.ndarray) -> None:
    if weights.size == 0:
        raise DatenormError(f"attention is empty (shape {weights.shape}); there is nothing to draw")
    if not np.isfinite(weights).all():
        raise DatenormError("attention contains NaN or infinite weights")


def figure(width: float, height: float, **options):
    """A bare Figure on an Agg canvas: no pyplot, so no global figure registry and no GUI backend."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=_DPI, **options)
    FigureCanvasAgg(fig)
    return fig


def _cell_figure(*, columns: int, rows: int, right: float):
    """A figure whose single axes is exactly `columns` x `rows` square cells of `_CELL_IN`, with margins
    for tick labels and title; `right` inches are left free (for a colour bar)."""
    left, bottom, top = 0.7, 0.9, 0.6
    grid_w, grid_h = columns * _CELL_IN, rows * _CELL_IN
    width, height = left + grid_w + right, bottom + grid_h + top
    fig = figure(width, height)
    ax = fig.add_axes((left / width, bottom / height, grid_w / width, grid_h / height))
    return fig, ax


def _label_ticks(ax, axis: str, labels: list[str], family: list[str]) -> None:
    set_ticks = ax.set_xticks if axis == "x" else ax.set_yticks
    set_ticks(range(len(labels)), labels, fontfamily=family, fontsize=_TICK_PT, parse_math=False)
    ax.tick_params(axis=axis, length=0)
    if axis == "x":
        # Single characters stay upright to be read; '<auto>' and 'U+5E74' turn so columns stay narrow.
        for text, label in zip(ax.get_xticklabels(), labels):
            if _cells(label) > 2:
                text.set_rotation(90)


def _save(fig, path: Path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with _quiet_missing_glyphs():
        # No 'Software' stamp: the same attention gives the same bytes across matplotlib versions.
        fig.savefig(path, format="png", bbox_inches="tight", pad_inches=0.08, metadata={"Software": None})
    return path


@contextmanager
def _quiet_missing_glyphs() -> Iterator[None]:
    # Every character was already checked against the fonts' cmaps (uncovered ones became 'U+XXXX'), and
    # the tests render all scripts with this switched off; this only keeps a font whose cmap lies from
    # flooding the user's terminal.
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=r"Glyph \d+ .*missing from font")
        yield


# ---------------------------------------------------------------------------------------------- fonts


class _Font(NamedTuple):
    family: str
    path: str
    index: int  # face in a .ttc collection


def _figure_label(label: str) -> str:
    """`display_label`, with any character no available font can draw replaced by 'U+XXXX'."""
    if len(label) == 1 and _font_for(label) is None:
        return _codepoint(label)  # also covers a lone mark: '◌' + 'U+093F' reads worse than 'U+093F'
    return "".join(c if _font_for(c) else _codepoint(c) for c in display_label(label))


def _figure_text(text: str) -> str:
    """Free text (a title) with each run of characters no font can draw shown as '⟨U+0E1E U+0E24⟩'."""
    parts, run = [], []
    for c in text + "\n":  # the sentinel flushes a trailing run
        if c != "\n" and not _font_for(c):
            if unicodedata.category(c) != "Cf":  # ZWJ/ZWNJ and friends are invisible by design
                run.append(_codepoint(c))
            continue
        if run:
            # Spaces inside the run give the title's word wrap places to break.
            parts.append(f"⟨{' '.join(run)}⟩")
            run = []
        parts.append(c)
    return "".join(parts[:-1])


def _font_families(texts: Iterable[str]) -> list[str]:
    """Family list for matplotlib's glyph fallback: DejaVu Sans, then each font first needed by `texts`,
    in preference order, so matplotlib picks for each glyph the very font `_font_for` chose."""
    needed = {_font_for(c) for text in texts for c in text}
    return [BASE_FONT] + [f.family for f in _fallback_fonts() if f.family in needed and f.family != BASE_FONT]


@lru_cache(maxsize=8192)
def _font_for(ch: str) -> str | None:
    """Family of the first fallback font whose cmap has `ch`, or None when no installed font draws it."""
    if ch == "\n":
        return BASE_FONT
    # A generator, so fonts' cmaps are read only until one covers `ch`.
    return _pick_font(ord(ch), ((f.family, _charset(f.path, f.index)) for f in _fallback_fonts()))


def _pick_font(codepoint: int, fonts: Iterable[tuple[str, Container[int]]]) -> str | None:
    """First family in `fonts` (family, code points) that covers `codepoint`; None if none does."""
    return next((family for family, charset in fonts if codepoint in charset), None)


@lru_cache(maxsize=1)
def _fallback_fonts() -> tuple[_Font, ...]:
    """Installed fonts matching `_FALLBACK_PATTERNS`, in preference order, as matplotlib resolves them."""
    from matplotlib import font_manager

    manager = font_manager.fontManager
    names = sorted({entry.name for entry in manager.ttflist})
    fonts: dict[str, _Font] = {}
    for pattern in _FALLBACK_PATTERNS:
        for name in names:
            if name in fonts or not re.fullmatch(pattern, name):
                continue
            try:
                # The file matplotlib itself will open for this family at default weight and style.
                found = manager.findfont(font_manager.FontProperties(family=name), fallback_to_default=False)
            except ValueError:
                continue
            fonts[name] = _Font(name, str(found), getattr(found, "face_index", 0))
    return tuple(fonts.values())


@lru_cache(maxsize=None)
def _charset(path: str, index: int) -> frozenset[int]:
    """Code points in a font's best Unicode cmap; empty for a font that cannot be read."""
    from fontTools.ttLib import TTFont

    try:
        with TTFont(path, fontNumber=index, lazy=True) as font:
            return frozenset(font.getBestCmap() or ())
    except Exception:  # a broken font on the user's machine must cost one fallback, not the heatmap
        return frozenset()
