"""Heatmap renderings: PNGs for every script without tofu, shape checks, the terminal view, labels."""

from __future__ import annotations

import contextlib
import re
import subprocess
import sys
import warnings

import numpy as np
import pytest

from datenorm.serve import plots as heatmap
from datenorm.serve.plots import display_label, render_terminal, save_alignment, save_feature_attention

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ISO_LABELS = [*"1999-05-03", "</s>"]

SCRIPTS = [
    pytest.param("3rd of May 1999", id="latin"),
    pytest.param("1999年5月3日", id="cjk"),
    pytest.param("٣ مايو ١٩٩٩", id="arabic"),
    pytest.param("३ मई १९९९", id="devanagari"),
]


def _attention(rng, rows: int, cols: int) -> np.ndarray:
    logits = 4.0 * rng.standard_normal((rows, cols))
    weights = np.exp(logits - logits.max(axis=1, keepdims=True))
    return weights / weights.sum(axis=1, keepdims=True)


@pytest.fixture
def rng():
    return np.random.default_rng(0)


@pytest.fixture
def glyph_warnings_are_errors(monkeypatch):
    """Turn the production silencer off so a missing glyph (tofu) fails the test instead of hiding."""
    monkeypatch.setattr(heatmap, "_quiet_missing_glyphs", contextlib.nullcontext)
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=r"Glyph \d+ .*missing from font")
        yield


def _assert_png(path) -> None:
    data = path.read_bytes()
    assert len(data) > len(PNG_SIGNATURE)
    assert data.startswith(PNG_SIGNATURE)


@pytest.mark.parametrize("text", SCRIPTS)
def test_alignment_png_is_written_without_missing_glyphs(tmp_path, rng, glyph_warnings_are_errors, text):
    labels = ["<auto>", *text]
    target = tmp_path / "nested" / "dir" / "alignment.png"
    written = save_alignment(
        target,
        _attention(rng, len(ISO_LABELS), len(labels)),
        labels,
        ISO_LABELS,
        title=f"{text} → 1999-05-03 (confidence 0.998)",
    )
    assert written == target
    _assert_png(target)


@pytest.mark.parametrize("text", SCRIPTS)
def test_feature_attention_png_is_written_without_missing_glyphs(tmp_path, rng, glyph_warnings_are_errors, text):
    labels = ["<auto>", *text]
    weights = _attention(rng, 1, len(labels))[0]
    target = tmp_path / "feature.png"
    assert save_feature_attention(target, weights, labels, title=f"{text}: not a date (0.97)") == target
    _assert_png(target)


def test_longest_input_figure_stays_small(tmp_path, rng):
    labels = ["<auto>", *("on the 3rd of may 1999 " * 3)[:60]]  # 61 positions, the longest the model takes
    path = save_alignment(tmp_path / "long.png", _attention(rng, 11, 61), labels, ISO_LABELS, title="long")
    assert path.stat().st_size < 150_000


@pytest.mark.parametrize(
    "shape, n_inputs, n_outputs, message",
    [
        ((11, 5), 4, 11, "5 columns (encoder positions) but 4 input labels"),
        ((11, 5), 5, 10, "11 rows (decoder steps) but 10 output labels"),
        ((11, 5), 6, 12, "11 rows (decoder steps) but 12 output labels and 5 columns"),
        ((5,), 5, 1, "must be 2-D (T_out, L_in)"),
        ((0, 5), 5, 0, "empty"),
    ],
)
def test_alignment_mismatch_raises_value_error_naming_it(tmp_path, shape, n_inputs, n_outputs, message):
    attention = np.full(shape, 0.2)
    inputs, outputs = ["a"] * n_inputs, ["1"] * n_outputs
    with pytest.raises(ValueError, match=re.escape(message)):
        save_alignment(tmp_path / "x.png", attention, inputs, outputs, title="t")
    with pytest.raises(ValueError, match=re.escape(message)):
        render_terminal(attention, inputs, outputs)
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize(
    "weights, n_inputs, message",
    [
        (np.full(5, 0.2), 4, "5 positions but 4 input labels"),
        (np.full((1, 5), 0.2), 5, "must be 1-D"),
        (np.array([0.5, np.nan]), 2, "NaN"),
    ],
)
def test_feature_attention_mismatch_raises_value_error_naming_it(tmp_path, weights, n_inputs, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        save_feature_attention(tmp_path / "x.png", weights, ["a"] * n_inputs, title="t")


def test_terminal_has_header_plus_one_line_per_output_label():
    attention = np.eye(3, 4)
    text = render_terminal(attention, ["<auto>", "a", "年", " "], ["1", "-", "</s>"])
    lines = text.split("\n")
    assert len(lines) == 1 + 3
    assert lines[1].startswith("1 ") and lines[3].startswith("</s> ")
    assert "年" in lines[0] and "␣" in lines[0]


def test_terminal_shades_by_absolute_weight_with_darkest_block_for_max():
    attention = np.array([[0.0, 1.0, 0.0], [0.1, 0.3, 0.6], [0.8, 0.2, 0.0]])
    rows = render_terminal(attention, ["<auto>", "a", "b"], ["x", "y", "z"]).split("\n")[1:]
    cells = [row[2:] for row in rows]  # row label 'x' plus one separating space
    assert cells == ["  ██  ", "░░▒▒▓▓", "██░░  "]


def test_terminal_columns_line_up_for_wide_and_special_labels():
    labels = ["<auto>", "1", "年", "\x07", "\u093f"]
    text = render_terminal(np.full((1, 5), 0.2), labels, ["1"])
    header, row = text.split("\n")
    assert header == "  <a1 年" + "\ufffd " + "\u25cc\u093f"
    assert row == "1 " + "░░" * 5


@pytest.mark.parametrize(
    "label, shown",
    [
        (" ", "␣"),
        ("\t", "U+0009"),
        ("\x00", "U+0000"),
        ("\u200b", "U+200B"),  # zero-width space: invisible otherwise
        ("\u00a0", "U+00A0"),
        ("<auto>", "<auto>"),
        ("</s>", "</s>"),
        ("a", "a"),
        ("年", "年"),
        ("\u093f", "\u25cc\u093f"),  # a lone combining mark sits on a dotted circle
    ],
)
def test_display_label(label, shown):
    assert display_label(label) == shown


def test_code_point_no_font_covers_has_no_font():
    from matplotlib import font_manager

    dejavu = heatmap._charset(str(font_manager.findfont("DejaVu Sans")), 0)
    assert heatmap._pick_font(ord("a"), [("DejaVu Sans", dejavu)]) == "DejaVu Sans"
    assert heatmap._pick_font(0xE000, [("DejaVu Sans", dejavu)]) is None


def test_pick_font_takes_first_font_in_preference_order():
    fonts = [("Base", {0x61}), ("CJK", {0x5E74, 0x61}), ("Other", {0x5E74})]
    assert heatmap._pick_font(0x61, fonts) == "Base"
    assert heatmap._pick_font(0x5E74, fonts) == "CJK"


def test_label_no_font_covers_is_shown_as_its_code_point(monkeypatch):
    monkeypatch.setattr(heatmap, "_font_for", lambda ch: None if ord(ch) == 0xE000 else "DejaVu Sans")
    assert heatmap._figure_label("\ue000") == "U+E000"
    assert heatmap._figure_label(" ") == "␣"
    assert heatmap._figure_text("x\ue000\ue000y") == "x⟨U+E000 U+E000⟩y"


def test_figure_labels_are_drawable_or_code_points():
    for ch in "1999年5月3日٣ مايو३ मई\ue000":
        shown = heatmap._figure_label(ch)
        assert shown == f"U+{ord(ch):04X}" or all(heatmap._font_for(c) for c in shown)


def test_font_discovery_is_cached():
    assert heatmap._fallback_fonts() is heatmap._fallback_fonts()
    assert heatmap._fallback_fonts()[0].family == heatmap.BASE_FONT


def test_import_does_not_load_matplotlib():
    code = "import sys, datenorm.serve.plots; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
