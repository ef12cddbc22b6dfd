"""CLDR coverage: CLDR's own formats of every locale as labelled rows, scored by `datenorm evaluate --cldr`."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from datenorm.cli import main
from datenorm.errors import ConfigError
from datenorm.report.coverage import FORMS, cldr_rows

from conftest import is_valid_iso
from test_evaluate import tiny_bundle


def test_every_month_in_every_form_with_targets_at_the_written_precision():
    rows = cldr_rows(seed=1, locales=["fr_FR", "ja_JP", "fi"])
    assert len(rows) == 3 * 12 * len(FORMS)
    for row in rows:
        assert is_valid_iso(row.target) and len(row.target) == (7 if "stand-alone" in row.format else 10), row
    months = {row.target[5:7] for row in rows if row.locale == "fi"}
    assert months == {f"{m:02d}" for m in range(1, 13)}
    french = {row.input for row in rows if row.locale == "fr_FR" and row.format.startswith("stand-alone wide")}
    assert any(text.startswith("octobre ") for text in french)  # CLDR's stand-alone names, lower-case in French


def test_a_locales_rows_do_not_depend_on_the_others_asked_for():
    alone = cldr_rows(seed=3, locales=["hr_HR"])
    assert [r for r in cldr_rows(seed=3, locales=["de", "hr_HR"]) if r.locale == "hr_HR"] == alone
    assert cldr_rows(seed=4, locales=["hr_HR"]) != alone


def test_short_numerals_carry_the_locales_order_where_ambiguous():
    rows = [r for r in cldr_rows(seed=0, locales=["en_US"]) if r.format == "short"]
    assert all(r.order == "MDY" for r in rows) and any(r.ambiguous for r in rows)


def test_an_unknown_locale_is_named():
    with pytest.raises(ConfigError, match="'xx_YY'"):
        cldr_rows(locales=["xx_YY"])


def test_evaluate_cldr_on_a_tiny_model_writes_the_coverage_report(tmp_path):
    model = tiny_bundle(tmp_path / "model")
    result = CliRunner().invoke(main, ["evaluate", "--cldr", "--locales", "fr_FR,fi", "--model", str(model),
                                       "--reports-dir", str(tmp_path / "r"), "--worst", "1"])
    assert result.exit_code == 0, result.output
    assert "languages below 98%" in result.output
    text = (tmp_path / "r" / "cldr" / "report.md").read_text(encoding="utf-8")
    assert "CLDR coverage, seed 0: fr_FR, fi" in text and "## Weakest languages" in text
    assert "datenorm evaluate --cldr --seed 0 --locales fr_FR,fi --name cldr" in text
    for form in FORMS:
        assert f"| {form.name} | 24 |" in text


def test_evaluate_needs_data_or_cldr_but_not_both(tmp_path):
    data = tmp_path / "x.csv"
    data.write_text("input,target\n3 May 1999,1999-05-03\n", encoding="utf-8")
    for args, message in ((["evaluate"], "or --cldr"), (["evaluate", "--cldr", str(data)], "or --cldr"),
                          (["evaluate", "--locales", "fi", str(data)], "--locales only applies with --cldr")):
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 2 and message in result.output, args


def test_numerals_are_labelled_with_the_order_their_pattern_writes():
    # Balochi (Latin) writes its abbreviated skeleton 'MM,dd,y' month first though its short format is 'd/M/yy'
    rows = [r for r in cldr_rows(seed=0, locales=["bal_Latn"]) if r.format.startswith("format abbreviated")]
    assert rows and all(r.order == "MDY" for r in rows)
    for r in rows:
        month, day, year = r.input.split(",")
        assert r.target == f"{year}-{month}-{day}"
    assert {r.order for r in cldr_rows(seed=0, locales=["bal_Latn"]) if r.format == "short"} == {"DMY"}


def test_a_locales_own_numbered_month_names_are_scored_but_roots_stand_ins_are_not():
    rof = {r.input.split(" ")[0] for r in cldr_rows(seed=0, locales=["rof"]) if r.format.startswith("stand-alone abb")}
    assert rof == {f"M{m}" for m in range(1, 13)}  # Rombo's abbreviations, M10-M12 included
    assert not any(r.input.startswith("M0") for r in cldr_rows(seed=0, locales=["ann"]))  # root's 'M01'...
