"""Heatmap renderings: PNGs for every script without tofu (with only DejaVu Sans and the shipped fonts), shape
checks, the terminal view, labels, file names, right-to-left titles and the --explain chart."""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
import unicodedata
import warnings
from pathlib import Path

import numpy as np
import pytest

from datenorm.serve import bidi
from datenorm.serve import plots as heatmap
from datenorm.serve.plots import (display_label, heatmap_name, render_terminal, save_alignment,
                                  save_feature_attention)

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ISO_LABELS = [*"1999-05-03", "</s>"]
MODELS = Path(heatmap.__file__).resolve().parent.parent / "models"

SCRIPTS = [
    pytest.param("3rd of May 1999", id="latin"),
    pytest.param("1999年5月3日", id="chinese"),
    pytest.param("1999年5月3日(月曜日) 令和元年", id="japanese"),
    pytest.param("1999년 5월 3일 월요일", id="korean"),
    pytest.param("3 พฤษภาคม 2542", id="thai"),
    pytest.param("٣ مايو ١٩٩٩", id="arabic"),
    pytest.param("ہفتہ ۳ مئی ۱۹۹۹", id="urdu"),
    pytest.param("3 במאי 1999", id="hebrew"),
    pytest.param("3 мая 1999 г.", id="cyrillic"),
    pytest.param("३ मई १९९९ सोमवार", id="devanagari"),
    pytest.param("3 მაისი 1999", id="georgian"),
    pytest.param("ጉንበት 3, 1999", id="ethiopic"),  # Tigrinya, as CLDR writes it
    pytest.param("ថ្ងៃទី ៣ ខែឧសភា ១៩៩៩", id="khmer"),
    pytest.param("3 ພຶດສະພາ 1999", id="lao"),
    pytest.param("၁၉၉၉ မေ ၃", id="myanmar"),
    pytest.param("৩ মে ১৯৯৯", id="bengali"),
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


@pytest.fixture
def bare_machine(monkeypatch):
    """Only DejaVu Sans (bundled with matplotlib) and the shipped fonts: a machine with no fonts of its own."""
    shipped = (heatmap.BASE_FONT, *heatmap.SHIPPED_FONTS)
    fonts = tuple(f for f in heatmap._fallback_fonts() if f.family in shipped)
    monkeypatch.setattr(heatmap, "_fallback_fonts", lambda: fonts)
    heatmap._font_for.cache_clear()
    yield
    heatmap._font_for.cache_clear()


def _assert_png(path) -> None:
    data = path.read_bytes()
    assert len(data) > len(PNG_SIGNATURE)
    assert data.startswith(PNG_SIGNATURE)


@pytest.mark.parametrize("text", SCRIPTS)
def test_alignment_png_is_written_without_missing_glyphs(tmp_path, rng, bare_machine, glyph_warnings_are_errors,
                                                         text):
    labels = ["<auto>", *text]
    title = f"{text} → 1999-05-03 (confidence 0.998)"
    assert "U+" not in heatmap._title_text(title)
    assert not [label for label in labels if heatmap._figure_label(label).startswith("U+")]
    target = tmp_path / "nested" / "dir" / "alignment.png"
    written = save_alignment(target, _attention(rng, len(ISO_LABELS), len(labels)), labels, ISO_LABELS, title=title)
    assert written == target
    _assert_png(target)


@pytest.mark.parametrize("text", SCRIPTS)
def test_feature_attention_png_is_written_without_missing_glyphs(tmp_path, rng, bare_machine,
                                                                 glyph_warnings_are_errors, text):
    labels = ["<auto>", *text]
    weights = _attention(rng, 1, len(labels))[0]
    target = tmp_path / "feature.png"
    assert save_feature_attention(target, weights, labels, title=f"{text}: is a date? p=0.970") == target
    _assert_png(target)


@pytest.mark.parametrize("text", ["٣ مايو ١٩٩٩", "ہفتہ ۳ مئی ۱۹۹۹", "3 במאי 1999"])
def test_right_to_left_title_draws_without_a_shaping_text_engine(tmp_path, rng, bare_machine,
                                                                 glyph_warnings_are_errors, monkeypatch, text):
    """matplotlib < 3.11 draws code points one by one: the title is reordered and Arabic letters get
    presentation forms, every one of which a shipped font or DejaVu has."""
    monkeypatch.setattr(heatmap, "_engine_shapes", lambda: False)
    title = heatmap._title_text(f"{text} → 1999-05-03")
    assert not [c for c in title if heatmap._font_for(c) is None]
    labels = ["<auto>", *text]
    save_alignment(tmp_path / "a.png", _attention(rng, 11, len(labels)), labels, ISO_LABELS, title=title)
    _assert_png(tmp_path / "a.png")


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


# ----------------------------------------------------------------------------------------- shipped fonts


def test_shipped_fonts_come_right_after_dejavu_with_their_license():
    families = [f.family for f in heatmap._fallback_fonts()]
    assert families[: 1 + len(heatmap.SHIPPED_FONTS)] == [heatmap.BASE_FONT, *heatmap.SHIPPED_FONTS]
    shipped = {f.family: Path(f.path) for f in heatmap._fallback_fonts() if f.family in heatmap.SHIPPED_FONTS}
    assert all(path.parent == heatmap.FONTS_DIR for path in shipped.values())
    assert "SIL OPEN FONT LICENSE Version 1.1" in (heatmap.FONTS_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert sum(path.stat().st_size for path in shipped.values()) < 2_000_000


@pytest.mark.parametrize("ch, font", [
    ("年", "Datenorm Noto Sans CJK"), ("월", "Datenorm Noto Sans CJK"), ("曜", "Datenorm Noto Sans CJK"),
    ("ก", "Datenorm Noto Sans"), ("अ", "Datenorm Noto Sans"), ("ክ", "Datenorm Noto Sans"),
    ("ខ", "Datenorm Noto Sans"), ("မ", "Datenorm Noto Sans"), ("ہ", "Datenorm Noto Sans"),
    ("ش", "DejaVu Sans"), ("א", "DejaVu Sans"), ("ა", "DejaVu Sans"), ("я", "DejaVu Sans"), ("ລ", "DejaVu Sans"),
])
def test_shipped_fonts_draw_what_dejavu_lacks(bare_machine, ch, font):
    assert heatmap._font_for(ch) == font


@pytest.mark.parametrize("model", sorted(p.name for p in MODELS.iterdir() if (p / "model.json").exists()))
def test_every_character_a_shipped_model_reads_is_drawn_on_a_bare_machine(bare_machine, model):
    chars = json.loads((MODELS / model / "model.json").read_text(encoding="utf-8"))["vocab"]["chars"]
    visible = [c for c in chars if unicodedata.category(c)[0] not in "CZ"]
    assert not [f"U+{ord(c):04X}" for c in visible if heatmap._font_for(c) is None]


LOCALES = ["ja", "zh", "zh_Hant", "ko", "th", "ar", "fa", "ur", "ps", "he", "yi", "ru", "uk", "el", "hy", "ka",
           "hi", "mr", "ne", "bn", "as", "pa", "gu", "or", "ta", "te", "kn", "ml", "si", "my", "km", "lo", "bo",
           "am", "ti", "mn", "chr", "ckb", "sd", "dz", "ks"]


def test_every_month_and_weekday_name_is_drawn_on_a_bare_machine(bare_machine):
    from babel import Locale

    missing = set()
    for ident in LOCALES:
        locale = Locale.parse(ident)
        for names in (locale.months, locale.days):
            for context in names.values():
                for width in context.values():
                    missing.update(c for name in width.values() for c in name
                                   if unicodedata.category(c)[0] not in "CZ" and heatmap._font_for(c) is None)
    assert not missing


# -------------------------------------------------------------------------------------------- file names


@pytest.mark.parametrize("text, stem", [
    ("1999年5月3日", "1999年5月3日"),
    ("3rd of May 1999", "3rd_of_May_1999"),
    ("3 مايو 1999", "3_مايو_1999"),
    ("३ मई १९९९", "३_मई_१९९९"),  # vowel signs (marks) stay with their letters
    ("e\u0301te\u0301", "été"),  # NFC
    ('a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j"),  # separators and Windows' reserved punctuation
    ("\x00tab\there\x7f\u200b", "tab_here"),  # controls and invisible characters
    ("../..", "input"),
    ("", "input"),
])
def test_heatmap_name_keeps_letters_of_any_script_and_drops_unsafe_characters(text, stem):
    name = heatmap_name(text)
    assert re.fullmatch(re.escape(stem) + r"-[0-9a-f]{8}\.png", name)
    assert heatmap_name(text, "-is-date") == name.replace(".png", "-is-date.png")


@pytest.mark.parametrize("text", ["मार्च" * 30, "年" * 100, "ab\u0301" * 40, "a" * 63 + "b\u0301"])
def test_heatmap_name_is_capped_in_bytes_without_splitting_a_letter_from_its_marks(text):
    stem = heatmap_name(text).rsplit("-", 1)[0]
    assert len(stem.encode("utf-8")) <= heatmap.STEM_BYTES
    assert text.startswith(stem)
    assert unicodedata.category(text[len(stem)])[0] != "M"


def test_heatmap_names_of_inputs_with_the_same_stem_differ():
    assert heatmap_name("3/5/1999") != heatmap_name("3-5-1999")
    assert heatmap_name("3/5/1999").split("-")[0] == heatmap_name("3-5-1999").split("-")[0] == "3_5_1999"


# ------------------------------------------------------------------------------------ right-to-left titles


@pytest.mark.parametrize("text, rtl, shown", [
    ("3 مايو 1999", True, "1999 ويام 3"),  # numbers keep their order, the words run right to left
    ("٣ مايو ١٩٩٩", True, "١٩٩٩ ويام ٣"),
    ("3 במאי 1999", True, "1999 יאמב 3"),
    ("יום ב׳, 3 במאי 1999", True, "1999 יאמב 3 ,׳ב םוי"),
    ("الاثنين (3 مايو)", True, "(ويام 3) نينثالا"),  # brackets mirror
    ("12.05.1999 אייר", True, "רייא 12.05.1999"),  # a date's separators stay inside the number
    ("May مايو 3", False, "May 3 ويام"),  # a number after Arabic letters joins their run
    ("3rd of May", False, "3rd of May"),
    ("شَهْر", True, "رهْشَ"),  # marks stay after the letter they sit on
])
def test_visual_order_of_a_line(text, rtl, shown):
    assert bidi.visual(text, rtl=rtl) == shown


@pytest.mark.parametrize("title, parts", [
    ("3 مايو 1999 → 1999-05-03 (confidence 0.998)",
     [("3 مايو 1999", True), (" → 1999-05-03 (confidence 0.998)", False)]),
    ("التاريخ: 3 مايو: is a date? p=0.900", [("التاريخ: 3 مايو", True), (": is a date? p=0.900", False)]),
    ("3 May 1999 → 1999-05-03", [("3 May 1999 → 1999-05-03", False)]),
    ("3/5/1999 → null", [("3/5/1999 → null", False)]),
])
def test_title_is_cut_into_right_to_left_and_left_to_right_parts(title, parts):
    assert bidi.title_parts(title) == parts


def test_title_for_a_shaping_engine_isolates_the_right_to_left_input():
    assert bidi.isolate_title("3 May → 1999-05-03") == "3 May → 1999-05-03"
    assert (bidi.isolate_title("3 במאי 1999 → 1999-05-03")
            == "\u200e\u20673 במאי 1999\u2069 → 1999-05-03")


def test_title_for_an_engine_without_bidi_is_in_display_order_with_arabic_forms():
    shown = bidi.visual_title("3 مايو 1999 → 1999-05-03 (confidence 0.998)")
    assert shown == "1999 \ufeee\ufef3\ufe8e\ufee3 3 → 1999-05-03 (confidence 0.998)"  # و ي ا م, shaped


@pytest.mark.parametrize("text, forms", [
    ("محمد", ["MEEM INITIAL", "HAH MEDIAL", "MEEM MEDIAL", "DAL FINAL"]),
    ("لا", ["LAM WITH ALEF ISOLATED"]),
    ("سلام", ["SEEN INITIAL", "LAM WITH ALEF FINAL", "MEEM ISOLATED"]),
    ("ہفتہ", ["HEH GOAL INITIAL", "FEH MEDIAL", "TEH MEDIAL", "HEH GOAL FINAL"]),
    ("دار", ["DAL ISOLATED", "ALEF ISOLATED", "REH ISOLATED"]),  # right-joining letters do not join forward
])
def test_arabic_letters_get_their_contextual_forms(text, forms):
    names = [unicodedata.name(c).removeprefix("ARABIC LETTER ").removeprefix("ARABIC LIGATURE ")
             .removesuffix(" FORM") for c in bidi.shape_arabic(text)]
    assert names == forms


def test_alignment_x_label_says_right_to_left_input_runs_in_logical_order(tmp_path, rng, monkeypatch):
    figures = []
    monkeypatch.setattr(heatmap, "_save", lambda fig, path: figures.append(fig) or path)
    for text in ("3 במאי 1999", "3 May 1999"):
        labels = ["<auto>", *text]
        save_alignment(tmp_path / "a.png", _attention(rng, 11, len(labels)), labels, ISO_LABELS, title=text)
    rtl, ltr = (fig.axes[0].get_xlabel() for fig in figures)
    assert "logical order" in rtl and "logical order" not in ltr


# ------------------------------------------------------------------------------------ the --explain chart


def test_explain_chart_leaves_the_hint_token_out_and_rescales(tmp_path, monkeypatch):
    figures = []
    monkeypatch.setattr(heatmap, "_save", lambda fig, path: figures.append(fig) or path)
    labels = ["<auto>", *"3 may"]
    weights = np.array([0.5, 0.15, 0.1, 0.2, 0.03, 0.02])
    save_feature_attention(tmp_path / "f.png", weights, labels, title="3 may: is a date? p=0.990")
    ax = figures[0].axes[0]
    widths = [bar.get_width() for bar in ax.patches]
    assert widths == pytest.approx([0.3, 0.2, 0.4, 0.06, 0.04])
    assert [t.get_text() for t in ax.get_yticklabels()] == ["3", "␣", "m", "a", "y"]
    assert "<auto> left out (weight 0.500)" in ax.get_title()
    assert sorted(t.get_text() for t in ax.texts) == ["0.20", "0.30", "0.40"]  # the top three, not all five


def test_explain_chart_of_special_tokens_only_still_draws(tmp_path):
    path = save_feature_attention(tmp_path / "f.png", np.array([1.0]), ["<auto>"], title="t")
    _assert_png(path)


def test_explain_chart_of_the_longest_input_is_written(tmp_path, rng):
    labels = ["<auto>", *("on the 3rd of may 1999 " * 3)[:60]]
    path = save_feature_attention(tmp_path / "f.png", _attention(rng, 1, 61)[0], labels, title="long: is a date?")
    _assert_png(path)
    assert path.stat().st_size < 150_000


def test_explain_chart_keeps_unknown_characters_and_drops_only_hint_and_padding(tmp_path, monkeypatch):
    figures = []
    monkeypatch.setattr(heatmap, "_save", lambda fig, path: figures.append(fig) or path)
    labels = ["<dmy>", "3", "<unk>", "x", "<pad>"]
    save_feature_attention(tmp_path / "f.png", np.array([0.2, 0.2, 0.4, 0.2, 0.0]), labels, title="t")
    ax = figures[0].axes[0]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["3", "<unk>", "x"]
    assert "<dmy> <pad> left out (weight 0.200); the rest rescaled" in ax.get_title()


def test_the_wheel_carries_the_shipped_fonts_and_their_license():
    """setup.cfg's package data names every file of datenorm/fonts (tests/test_wheel.py builds the wheel)."""
    import configparser
    from fnmatch import fnmatch

    config = configparser.ConfigParser()
    config.read(heatmap.FONTS_DIR.parent.parent / "setup.cfg", encoding="utf-8")
    patterns = [p.strip() for p in config["options.package_data"]["datenorm"].replace("\n", ",").split(",")]
    files = [p.relative_to(heatmap.FONTS_DIR.parent).as_posix() for p in heatmap.FONTS_DIR.iterdir()]
    assert {"fonts/OFL.txt", "fonts/README.md"} <= set(files)
    assert [f for f in files if not any(fnmatch(f, p) for p in patterns)] == []


def test_a_lean_import_draws_the_same_heatmap_and_leaves_matplotlib_as_it_was(tmp_path):
    # In a fresh process (this one has imported matplotlib already): the CLI's lean import skips the property lists
    # of the artists' `set` docstrings, restores matplotlib's kwdoc, and the PNG is the plain import's, byte for byte.
    script = (
        "import sys\n"
        "from pathlib import Path\n"
        "import numpy as np\n"
        "from datenorm.serve import plots\n"
        "plots.LEAN_IMPORT = sys.argv[1] == 'lean'\n"
        "w = np.full((3, 4), 1 / 4, np.float32)\n"
        "plots.save_alignment(Path(sys.argv[2]), w, list('3 ma'), list('199'), title='3 ma')\n"
        "import matplotlib.artist, matplotlib.lines\n"
        "assert matplotlib.artist.kwdoc.__name__ == 'kwdoc'\n"
        "print('Properties:' in (matplotlib.lines.Line2D.set.__doc__ or ''))\n"
    )
    outputs = {}
    for mode in ("lean", "plain"):
        done = subprocess.run([sys.executable, "-c", script, mode, str(tmp_path / f"{mode}.png")], capture_output=True,
                              text=True, check=True)
        outputs[mode] = done.stdout.strip()
    assert outputs == {"lean": "False", "plain": "True"}
    assert (tmp_path / "lean.png").read_bytes() == (tmp_path / "plain.png").read_bytes()
