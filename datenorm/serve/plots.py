"""Attention heatmaps and the not-a-date head's attention as PNG, their file names, and the bare Agg figure
every datenorm chart is drawn on (`datenorm.report.charts` draws an evaluation report's charts with it).
The terminal view lives in `datenorm.serve.terminal` and is re-exported here.

Inputs come in any script, but the machine drawing them may have nothing beyond matplotlib's bundled
DejaVu fonts. datenorm therefore ships Noto subsets (datenorm/fonts/) holding every character of every
CLDR locale's date words and of the models' vocabularies that DejaVu lacks. Every character in a figure is
drawn with a font whose cmap really has it, or shown as its code point ('U+5E74'); never as an empty box.
Titles with right-to-left inputs are laid out by `datenorm.serve.bidi`.

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
from datenorm.serve.bidi import has_rtl, isolate_title, visual_title
from datenorm.serve.terminal import cells, check_alignment, check_values, codepoint, display_label, render_terminal
from datenorm.vocab import HINT_TOKENS, PAD

__all__ = ["display_label", "heatmap_name", "render_terminal", "save_alignment", "save_feature_attention", "figure"]

BASE_FONT = "DejaVu Sans"  # bundled with matplotlib, so always present
FONTS_DIR = Path(__file__).resolve().parent.parent / "fonts"  # the shipped Noto subsets, see its README
SHIPPED_FONTS = ("Datenorm Noto Sans", "Datenorm Noto Sans CJK")

# Families that add scripts DejaVu lacks, most preferred first; each entry is matched in full against the
# family names matplotlib knows. Only these are read, so discovery stays fast on machines with 1000 fonts.
# The shipped subsets come right after DejaVu: a date then looks the same on every machine, and the
# system's fonts draw only what they lack (Han characters of a non-date, emoji...).
_FALLBACK_PATTERNS = (
    re.escape(BASE_FONT),
    *(re.escape(family) for family in SHIPPED_FONTS),
    r"Noto Sans CJK.*|Source Han Sans.*|Noto Sans (JP|SC|TC|HK|KR)",
    r"Noto Sans.*",
    r"Droid Sans Fallback|WenQuanYi.*|Arial Unicode MS|Nanum ?Gothic.*|Lohit.*",
    r"Microsoft YaHei|Malgun Gothic|Nirmala UI|Leelawadee UI|Segoe UI|Meiryo",
    r"PingFang.*|Hiragino Sans.*|Apple SD Gothic Neo|Kohinoor.*|Thonburi|Geeza Pro",
    r"Unifont.*",  # covers the whole BMP, but as a bitmap look: only when nothing else does
)

STEM_BYTES = 64  # a heatmap file name stays near 80 bytes, far below the 255 every file system allows
_DPI = 110
_CELL_IN = 0.26  # inches per heatmap cell: ~29 px at 110 dpi, room for a 9 pt glyph even at 61 columns
_TICK_PT = 9
_BAR_IN = 0.24  # inches per bar of the --explain chart: room for an 11 pt character label
_BAR_PT = 11
_CMAP = "viridis"  # perceptually uniform and colour-blind safe


def heatmap_name(text: str, suffix: str = "") -> str:
    """A file name for an input's heatmap: readable stem plus a short hash so distinct inputs never clash.

    The stem keeps the input's letters, marks and digits in any script (NFC: '1999年5月3日' -> '1999年5月3日');
    every other run (spaces, punctuation, path separators, controls, characters Windows or macOS refuse)
    becomes one '_'. It is cut to `STEM_BYTES` of UTF-8 between two characters, never inside one.
    """
    text_nfc = unicodedata.normalize("NFC", text.encode("utf-8", "surrogatepass").decode("utf-8", "replace"))
    kept = "".join(c if unicodedata.category(c)[0] in "LMN" else " " for c in text_nfc)
    stem, size = [], 0
    for c in "_".join(kept.split()):
        size += len(c.encode("utf-8"))
        if size > STEM_BYTES:
            if unicodedata.category(c)[0] == "M":
                # Not between a letter and its marks: 'मा' cut after 'म' would name another word.
                while stem and unicodedata.category(stem[-1])[0] == "M":
                    stem.pop()
                stem = stem[:-1]
            break
        stem.append(c)
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{''.join(stem).strip('_') or 'input'}-{digest}{suffix}.png"


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
    weights = check_alignment(attention, input_labels, output_labels)
    t_out, l_in = weights.shape
    x_labels = [_figure_label(label) for label in input_labels]
    y_labels = [_figure_label(label) for label in output_labels]
    title = _title_text(title)
    family = _font_families([*x_labels, *y_labels, title])

    fig, ax = _cell_figure(columns=l_in, rows=t_out, right=0.9)
    image = ax.imshow(weights, cmap=_CMAP, vmin=0.0, vmax=1.0, aspect="auto", interpolation="nearest")
    _label_ticks(ax, "x", x_labels, family)
    _label_ticks(ax, "y", y_labels, family)
    # The columns are the model's positions: a right-to-left input's first letter is the leftmost column.
    rtl = ": logical order, first character left" if has_rtl("".join(input_labels)) else ""
    ax.set_xlabel(f"input (as the model saw it{rtl})")
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
    """Write a PNG bar chart of the not-a-date head's pooling attention, (L_in,) weights summing to 1: one
    horizontal bar per input character, top to bottom in input order, the largest weights written beside
    their bars. The hint token ('<auto>', ...) and padding are left out and the characters' weights rescaled
    to sum to 1 (the title says how much they held); spaces are grey. Creates parent folders; returns `path`."""
    weights = np.asarray(weights, dtype=float)
    if weights.ndim != 1:
        raise DatenormError(f"feature attention must be 1-D (L_in,); got shape {weights.shape}")
    if len(weights) != len(input_labels):
        raise DatenormError(
            f"feature attention has {len(weights)} positions but {len(input_labels)} input labels were given"
        )
    check_values(weights)
    # Hint and padding tokens are no part of the text; '<unk>' is (a character the model does not know).
    keep = [i for i, label in enumerate(input_labels) if label not in (PAD, *HINT_TOKENS)]
    left_out = [input_labels[i] for i in range(len(weights)) if i not in set(keep)]
    if not keep:  # nothing but special tokens: draw them rather than nothing
        keep, left_out = list(range(len(weights))), []
    shown, held = weights[keep], float(weights.sum() - weights[keep].sum())
    note = f"\n{' '.join(dict.fromkeys(left_out))} left out (weight {held:.3f})" if left_out else ""
    if left_out and shown.sum() > 1e-9:
        note, shown = note + "; the rest rescaled to sum to 1", shown / shown.sum()
    labels = [_figure_label(input_labels[i]) for i in keep]
    title = _title_text(title)
    family = _font_families([*labels, title])

    from matplotlib import colormaps

    rows, top = len(shown), max(float(shown.max()), 1e-9)
    fig, ax = _bar_figure(rows)
    colours = colormaps[_CMAP](0.15 + 0.85 * shown / top)
    colours[[input_labels[i].isspace() for i in keep]] = (0.75, 0.75, 0.75, 1.0)  # read, but no letter
    ax.barh(range(rows), shown, height=0.75, color=colours)
    ax.set_ylim(rows - 0.5, -0.5)  # first character on top
    ax.set_xlim(0.0, top * 1.18)
    ax.set_yticks(range(rows), labels, fontfamily=family, fontsize=_BAR_PT, parse_math=False)
    ax.tick_params(axis="y", length=0)
    # The few largest, and any above 10%, get their value: enough to read the chart, not a wall of numbers.
    for i in sorted({*np.argsort(-shown)[:3].tolist(), *np.flatnonzero(shown >= 0.1).tolist()}):
        if shown[i] < 0.005:
            continue  # '0.00' says nothing a missing bar does not
        ax.text(shown[i] + top * 0.015, i, f"{shown[i]:.2f}", va="center", fontsize=_TICK_PT)
    ax.spines[["top", "right"]].set_visible(False)
    spaces = any(input_labels[i].isspace() for i in keep)
    ax.set_xlabel("pooling weight" + (" (grey: spaces)" if spaces else ""))
    ax.set_ylabel("input (first character on top)")
    ax.set_title(title + note, fontfamily=family, fontsize=_TICK_PT + 1, parse_math=False, wrap=True)
    return _save(fig, path)


# Whether matplotlib's figure classes are imported without the property lists of their `set` docstrings: each
# Artist subclass builds one at import (`matplotlib.artist.kwdoc`, a sweep of every setter's docstring), a fifth and
# more of a cold `datenorm translate`'s time with its heatmap. Only the CLI's own process sets it: a library user's
# matplotlib keeps its help text.
LEAN_IMPORT = False


def _figure_classes():
    """(Figure, FigureCanvasAgg), imported leanly when `LEAN_IMPORT` is set and they were not imported yet."""
    import sys

    if LEAN_IMPORT and "matplotlib.figure" not in sys.modules:
        import matplotlib.artist as artist

        kwdoc = getattr(artist, "kwdoc", None)
        if callable(kwdoc):
            artist.kwdoc = lambda _artist: ""
            try:
                import matplotlib.backends.backend_agg  # noqa: F401
                import matplotlib.figure  # noqa: F401
            finally:
                artist.kwdoc = kwdoc
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    return Figure, FigureCanvasAgg


def figure(width: float, height: float, **options):
    """A bare Figure on an Agg canvas: no pyplot, so no global figure registry and no GUI backend."""
    Figure, FigureCanvasAgg = _figure_classes()
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


def _bar_figure(rows: int):
    """A figure for `rows` horizontal bars of `_BAR_IN` each, with room for labels, values and a title."""
    left, right, bottom, top = 0.6, 0.3, 0.6, 0.8
    grid_w, grid_h = 4.0, rows * _BAR_IN
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
            if cells(label) > 2:
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
        return codepoint(label)  # also covers a lone mark: '◌' + 'U+093F' reads worse than 'U+093F'
    return "".join(c if _font_for(c) else codepoint(c) for c in display_label(label))


def _title_text(title: str) -> str:
    """A title as the text engine must get it: undrawable runs as code points, right-to-left parts readable."""
    title = _figure_text(title)
    return isolate_title(title) if _engine_shapes() else visual_title(title)


@lru_cache(maxsize=1)
def _engine_shapes() -> bool:
    """Whether matplotlib lays text out with libraqm (3.11 on): bidi and HarfBuzz shaping of its own.
    Older versions draw code points left to right, one glyph each."""
    import matplotlib

    return tuple(matplotlib.__version_info__[:2]) >= (3, 11)


def _figure_text(text: str) -> str:
    """Free text (a title) with each run of characters no font can draw shown as '⟨U+0E1E U+0E24⟩'."""
    parts, run = [], []
    for c in text + "\n":  # the sentinel flushes a trailing run
        if c != "\n" and not _font_for(c):
            if unicodedata.category(c) != "Cf":  # ZWJ/ZWNJ and friends are invisible by design
                run.append(codepoint(c))
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
    if needed <= {BASE_FONT}:
        return [BASE_FONT]
    return [BASE_FONT] + [f.family for f in _fallback_fonts() if f.family in needed and f.family != BASE_FONT]


@lru_cache(maxsize=8192)
def _font_for(ch: str) -> str | None:
    """Family of the first fallback font whose cmap has `ch`, or None when no installed font draws it."""
    if ch == "\n" or " " <= ch <= "~":
        # DejaVu Sans, first in the fallback order, draws all of printable ASCII: no cmap need be read (which
        # costs a cold `translate "3rd of May 1999"` fontTools' import and a parse of its cmap).
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
    for path in sorted(FONTS_DIR.glob("*.[ot]tf")):
        # Once per process, and only if no font of that family is known (a user may have installed them).
        if not any(f.replace(" ", "") == path.stem.split("-")[0] for f in names):
            manager.addfont(path)
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
