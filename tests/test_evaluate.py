"""Evaluation: metrics on hand-made predictions, labelled-file reading, and a tiny end-to-end report."""

from __future__ import annotations

import csv

import pytest
from click.testing import CliRunner

from datenorm.serve.prediction import Prediction
from datenorm.bundle import save_bundle
from datenorm.cli import main
from datenorm.config import ModelConfig
from datenorm.report.evaluate import evaluate, hints_for, predict
from datenorm.report.metrics import (ERROR_TYPES, Record, abstention_curve, char_accuracy, compute_metrics, error_type, hint_check,
                              expected_calibration_error, not_a_date_scores, reliability, worst_cases)
from datenorm.labelled import CSV_HEADER, Labelled as Example
from datenorm.vocab import Vocab

from conftest import random_bundle

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
ROWS = [  # input, target, locale, format, order, ambiguous
    ("3rd of May 1999", "1999-05-03", "en_US", "en_ordinal", "DMY", "false"),
    ("03/05/1999", "1999-05-03", "und", "numeric", "DMY", "true"),
    ("05/03/1999", "1999-05-03", "und", "numeric", "MDY", "true"),
    ("le 3 mai 1999", "1999-05-03", "fr_FR", "localized", "DMY", "false"),
    ("Sat 8 Jun 2017", "2017-06-08", "en_GB", "en_weekday", "DMY", "false"),
    ("May 1999", "1999-05", "en_US", "partial_month", "MDY", "false"),
    ("1999年5月3日", "1999-05-03", "ja_JP", "cjk", "YMD", "false"),
    ("John Smith", "", "en_US", "none", "", "false"),
    ("31/02/2019", "", "und", "none", "", "false"),
]


def tiny_bundle(directory):
    """A bundle with random weights and tiny sizes: wrong answers, but every code path runs, in milliseconds."""
    b = random_bundle(ModelConfig(embed_dim=4, enc_units=4, attn_units=4, out_embed_dim=4),
                      Vocab.build(["0123456789 -/.,'abcdefghijklmnopqrstuvwxyz年月日"]), scale=0.5)
    return save_bundle(directory, b.weights, b.config, b.vocab, meta={"note": "random weights for tests"})


def write_split(path, rows=ROWS):
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_HEADER)
        writer.writerows(rows)
    return path


def rec(expected, predicted, confidence=0.9, **fields):
    return Record("x", expected, predicted, confidence, **fields)


# --------------------------------------------------------------------------------------------- metrics


@pytest.mark.parametrize(
    "expected, predicted, kind",
    [
        ("1999-05-03", "1999-05-03", None),
        (None, None, None),
        ("1999-05-03", "1999-03-05", "day/month swap"),
        ("1999-05-03", "2099-05-03", "year off"),
        ("1999-05-03", "1999-06-03", "wrong month"),
        ("1999-05-03", "1999-05-04", "wrong day"),
        ("1999-05-03", "1999-05", "wrong precision"),
        ("1999", "1999-01-01", "wrong precision"),
        ("1999-05-03", None, "rejected"),
        (None, "1999-05-03", "hallucinated"),
        ("1999-05-03", "2000-03-05", "other"),
        ("1999-05", "1999-06", "wrong month"),
        ("1999-05-05", "1999-05-05", None),
    ],
)
def test_error_type_names_each_kind_of_mistake(expected, predicted, kind):
    assert error_type(expected, predicted) == kind


@pytest.mark.parametrize(
    "expected, predicted, accuracy",
    [
        ("1999-05-03", "1999-05-03", 1.0),
        ("1999-05-03", "1999-05-04", 0.9),
        ("1999-05-03", "1999-05", 0.7),  # over the longer of the two
        ("1999", None, 0.0),
        (None, "1999", 0.0),
        (None, None, 1.0),  # a rejected non-date has no positions to get wrong
    ],
)
def test_char_accuracy_is_position_wise_over_the_longer_string(expected, predicted, accuracy):
    assert char_accuracy([rec(expected, predicted)]) == pytest.approx(accuracy)


def test_not_a_date_scores_take_null_as_the_positive_class():
    records = [rec(None, None), rec(None, None), rec(None, "1999"), rec("1999", None), rec("1999", "1999"),
               rec("2000", "2000")]
    s = not_a_date_scores(records)
    assert (s.non_dates, s.dates, s.true_pos, s.false_pos, s.false_neg) == (3, 3, 2, 1, 1)
    assert s.precision == pytest.approx(2 / 3) and s.recall == pytest.approx(2 / 3)
    assert s.f1 == pytest.approx(2 / 3)
    assert s.dates_rejected == pytest.approx(1 / 3)


def test_not_a_date_scores_are_undefined_without_the_class():
    s = not_a_date_scores([rec("1999", "1999")])
    assert s.precision is None and s.recall is None and s.f1 is None and s.dates_rejected == 0.0


def test_reliability_bins_rows_that_got_a_date_and_ece_weighs_their_gaps():
    records = [rec("1999", "2000", 0.3), rec("1999", "1999", 0.96), rec("1999", "1999", 1.0),
               rec("1999", "1999", 0.99), rec(None, None, 0.1)]  # the rejected row has no bin
    bins = reliability(records)
    assert [b.count for b in bins] == [1, 0, 0, 0, 0, 1, 2]
    assert bins[-1].confidence == pytest.approx(0.995) and bins[-1].accuracy == 1.0
    assert bins[1].confidence is None and bins[1].accuracy is None
    assert expected_calibration_error(bins) == pytest.approx((0.3 + 0.04 + 2 * 0.005) / 4)


def test_compute_metrics_scores_dates_and_non_dates_and_breaks_down_by_label():
    records = [
        rec("1999-05-03", "1999-05-03", locale="en_US", format="en_ordinal", order="DMY"),
        rec("1999-05-03", "1999-03-05", locale="en_GB", format="numeric", order="DMY", ambiguous=True, hint="DMY"),
        rec("1999-05-03", "1999-05-03", locale="fr_FR", format="localized", order="DMY"),
        rec(None, None, locale="en_US", format="none"),
    ]
    auto = [rec("1999-05-03", "1999-05-03", ambiguous=True)]
    m = compute_metrics(records, auto_ambiguous=auto)
    assert (m.rows, m.dates, m.exact, m.date_exact) == (4, 3, 0.75, pytest.approx(2 / 3))
    assert m.errors == {t: int(t == "day/month swap") for t in ERROR_TYPES}
    assert (m.ambiguous_exact, m.ambiguous_auto_exact) == (0.0, 1.0)
    language = {g.name: g for g in m.breakdowns["language"]}
    en = language["en"]
    assert (en.rows, en.dates, en.exact, en.date_exact) == (3, 2, 2 / 3, 0.5)
    assert [g.name for g in m.breakdowns["field order"]] == ["DMY", "(none)"]
    assert {g.name for g in m.breakdowns["format family"]} == {"en_ordinal", "numeric", "localized", "none"}
    assert {g.name: g.date_exact for g in m.breakdowns["ambiguous"]} == {"ambiguous": 0.0, "not ambiguous": 1.0}


def test_hint_check_counts_non_dates_kept_null_and_dates_kept_right():
    rows = [rec(None, None), rec(None, "2001-01-01"), rec("1999-05-03", "1999-05-03"), rec("1999-05-03", "1999-03-05")]
    check = hint_check("DMY", rows)
    assert (check.hint, check.non_dates, check.rejected, check.dates, check.exact) == ("DMY", 2, 0.5, 2, 0.5)


def test_worst_cases_are_the_lowest_confidence_wrong_answers():
    records = [rec("1999", "1999", 0.01), rec("1999", "2000", 0.5), rec("1999", None, 0.2), rec(None, "1999", 0.9)]
    assert worst_cases(records, 2) == [2, 1]
    assert worst_cases(records, 10) == [2, 1, 3]


# ------------------------------------------------------------------------------------------------ input


def test_ambiguous_rows_get_their_labelled_order_only_when_asked():
    examples = [Example(*r[:5], r[5] == "true") for r in ROWS[:4]]
    assert hints_for(examples, order_given=True) == ["AUTO", "DMY", "MDY", "AUTO"]
    assert hints_for(examples, order_given=False) == ["AUTO"] * 4


class FakeNormalizer:
    """Records each normalize_batch call; answers every row with its order so grouping shows in the output."""

    def __init__(self):
        self.calls = []

    def normalize_batch(self, texts, *, order=None, locale=None, explain=False, progress=None):
        self.calls.append((list(texts), order) if locale is None else (list(texts), order, locale))
        return [Prediction(input=t, iso=None, order=order, error=order) for t in texts]


def test_predict_batches_per_order_and_keeps_input_order():
    fake = FakeNormalizer()
    preds = predict(fake, ["a", "b", "c", "d"], ["AUTO", "DMY", "AUTO", "MDY"])
    assert [(p.input, p.order) for p in preds] == [("a", "AUTO"), ("b", "DMY"), ("c", "AUTO"), ("d", "MDY")]
    assert sorted(fake.calls) == [(["a", "c"], "AUTO"), (["b"], "DMY"), (["d"], "MDY")]


def test_predict_with_locales_reads_each_row_with_its_own_locale():
    fake = FakeNormalizer()
    preds = predict(fake, ["a", "b", "c"], ["AUTO"] * 3, locales=["hr", None, "hr"])
    assert [p.input for p in preds] == ["a", "b", "c"]
    assert sorted(fake.calls, key=len) == [(["b"], "AUTO"), (["a", "c"], "AUTO", "hr")]


# ------------------------------------------------------------------------------------------- end to end


def test_evaluate_writes_a_report_with_plots_and_heatmaps(tmp_path):
    model = tiny_bundle(tmp_path / "model")
    report = evaluate(model, write_split(tmp_path / "test.csv"), name="tiny", reports_dir=tmp_path / "reports",
                      worst=2)
    assert report.path == tmp_path / "reports" / "tiny" / "report.md"
    m = report.metrics
    assert (m.rows, m.dates, m.not_a_date.non_dates) == (len(ROWS), len(ROWS) - 2, 2)
    assert m.ambiguous_auto_exact is not None and len(report.records) == len(ROWS)
    assert [r.hint for r in report.records[:3]] == ["AUTO", "DMY", "MDY"]
    assert set(report.plots) == {"accuracy", "errors", "reliability"}
    for path in [*report.plots.values(), *report.heatmaps]:
        assert path.read_bytes()[:8] == PNG_SIGNATURE
    assert 1 <= len(report.heatmaps) <= len(report.worst) <= 2
    text = report.path.read_text(encoding="utf-8")
    # Non-dates and unambiguous dates under each stated order; 7 rows of ROWS (the 2 ambiguous ones left out).
    assert [(c.hint, c.non_dates + c.dates) for c in m.under_hints] == [(h, 7) for h in ("AUTO", "DMY", "MDY", "YMD")]
    for heading in ("## Summary", "## Not a date", "## Under each stated order", "## Calibration", "## Abstention",
                    "## Error types",
                    "### By language",
                    "### By format family", "### By field order", "lowest-confidence wrong answers"):
        assert heading in text
    assert f"datenorm evaluate {tmp_path / 'test.csv'} --name tiny --model {model}" in text
    assert "random weights for tests" in text  # the model's meta
    assert (tmp_path / "reports" / "tiny" / "breakdowns.csv").is_file()
    assert "exact match, date rows" in report.summary_table()


def test_evaluate_command_prints_the_summary_and_report_path(tmp_path):
    model = tiny_bundle(tmp_path / "model")
    data = write_split(tmp_path / "test.csv")
    result = CliRunner().invoke(main, ["evaluate", str(data), "--model", str(model), "--reports-dir",
                                       str(tmp_path / "r"), "--worst", "0", "--limit", "4", "--no-order"])
    assert result.exit_code == 0, result.output
    assert "exact match, all rows" in result.output
    assert f"report: {tmp_path / 'r' / 'test' / 'report.md'}" in result.output
    assert "AUTO on every row" in (tmp_path / "r" / "test" / "report.md").read_text(encoding="utf-8")


def test_evaluate_command_exits_2_naming_the_missing_column(tmp_path):
    data = tmp_path / "plain.csv"
    data.write_text("text,iso\nx,1999\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["evaluate", str(data), "--model", str(tiny_bundle(tmp_path / "m"))])
    assert result.exit_code == 2
    assert "--input-column" in result.output and "text, iso" in result.output


def test_the_abstention_curve_trades_answered_rows_for_right_ones():
    rows = [rec("1999-05-03", "1999-05-03", 0.99), rec("1999-05-03", "1999-05-03", 0.6),
            rec("1999-05-03", "1999-03-05", 0.55), rec(None, None, 0.9)]
    curve = {a.threshold: a for a in abstention_curve(rows, (0.0, 0.58, 0.995))}
    assert (curve[0.0].answered, curve[0.0].precision, curve[0.0].right_lost) == (0.75, 2 / 3, 0.0)
    assert (curve[0.58].answered, curve[0.58].precision, curve[0.58].right_lost) == (0.5, 1.0, 0.0)
    assert (curve[0.995].answered, curve[0.995].precision, curve[0.995].right_lost) == (0.0, None, 0.5)
