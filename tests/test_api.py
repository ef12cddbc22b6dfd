"""The public API: bad input is data, rows in == rows out, repeated strings computed once, the contract."""

import json

import numpy as np
import pytest

from datenorm.serve.api import Normalizer
from datenorm.serve.inputs import inspect_input, resolve_order
from datenorm.serve.prediction import Prediction
from datenorm.config import ModelConfig
from datenorm.errors import ConfigError
from datenorm.readings import numeric_part
from datenorm.vocab import Vocab

from conftest import TINY, encode, normalizer_script, random_bundle

VOCAB = Vocab.build(["0123456789 /-.,:abcdefghijklmnopqrstuvwxyz年月日"])


@pytest.fixture(scope="module")
def normalizer():
    return Normalizer(random_bundle(ModelConfig(**TINY), VOCAB, seed=7), beam=2)


BAD_ROWS = [
    ("", "empty input"),
    ("   \t ", "empty input"),
    ("x" * 1200, "searched for their date up to 1000"),
    ("3 May\x00 1999", "U+0000"),
    ("3 May\x07 1999", "U+0007"),
]


@pytest.mark.parametrize("text, reason", BAD_ROWS)
def test_unreadable_input_is_a_null_row_with_a_reason(normalizer, text, reason):
    pred = normalizer.normalize(text)
    assert pred.iso is None and reason in pred.error


def test_a_batch_never_stops_on_bad_rows_and_keeps_order(normalizer):
    texts = ["1999年5月3日", "", "😀😀", "<b>3 May</b>", "'; DROP TABLE dates; --", "x" * 500, "\x00", "03/04/05"]
    preds = normalizer.normalize_batch(texts)
    assert [p.input for p in preds] == texts
    for p in preds:
        assert p.iso is not None or p.error


def test_repeated_strings_are_computed_once(normalizer, monkeypatch):
    seen = []
    original = normalizer._predict

    def spy(chunk, *settings):
        seen.extend(chunk)
        return original(chunk, *settings)

    monkeypatch.setattr(normalizer, "_predict", spy)
    preds = normalizer.normalize_batch(["3 may 1999"] * 50 + ["4 may 1999"] * 50)
    assert len(preds) == 100
    assert sorted(item[0] for item in seen) == ["3 may 1999", "4 may 1999"]


def test_jsonl_contract(normalizer):
    row = json.loads(json.dumps(normalizer.normalize("3 may 1999").to_dict()))
    assert list(row) == ["input", "iso", "precision", "confidence", "is_date", "ambiguous", "alternatives", "error",
                         "order", "span"]
    assert row["order"] == "auto" and row["span"] is None  # a span only for the one date of a long input
    assert row["iso"] is None or row["precision"] in ("day", "month", "year")
    assert isinstance(row["confidence"], float) and isinstance(row["is_date"], float)
    assert isinstance(row["ambiguous"], bool)
    assert all(set(a) == {"iso", "p"} for a in row["alternatives"])


@pytest.mark.parametrize("order", ["dmy", "mdy", "ymd"])
def test_an_order_only_reaches_rows_whose_numerals_it_decides(order):
    """Any model, even an untrained one: rows without ambiguous numerals are read as with no order."""
    norm = Normalizer(random_bundle(ModelConfig(**TINY), VOCAB, seed=5, scale=3.0), beam=2, min_is_date=0.0)
    texts = ["3 may 1999", "25/04/2005", "v2.3.11", "john", "1999年5月3日", "2019", "03/04/05", "03/04/2005"]
    plain, stated = norm.normalize_batch(texts), norm.normalize_batch(texts, order=order)
    for text, a, b in zip(texts, plain, stated):
        decided = text in ("03/04/05", "03/04/2005") and order.upper() in numeric_part(text).readings
        assert b.order == (order.upper() if decided else "AUTO"), text
        if not decided:
            assert b.to_dict() == a.to_dict(), text


def test_ambiguous_numeric_dates_are_flagged_only_without_an_order(normalizer):
    assert normalizer.normalize("03/04/05").ambiguous
    assert not normalizer.normalize("03/04/05", order="dmy").ambiguous
    assert not normalizer.normalize("25/04/2005").ambiguous


def test_alternatives_of_numerals_are_readings_of_some_field_order(normalizer):
    readings = {"2005-04-03", "2005-03-04", "2003-04-05"}
    for text in ("03/04/05", "03.04.05 10:30", "3 4 05"):
        pred = normalizer.normalize(text)
        assert {a.iso for a in pred.alternatives} <= readings, (text, pred.alternatives)


def test_min_confidence_turns_weak_readings_into_nulls(monkeypatch):
    import datenorm.serve.prediction as prediction

    monkeypatch.setattr(prediction, "year_written", lambda norm, year, day=None: True)  # random weights read any year
    strict = Normalizer(random_bundle(ModelConfig(**TINY), VOCAB, seed=7), min_confidence=1.0, min_is_date=0.0)
    pred = strict.normalize("3 may 1999")
    assert pred.iso is None and "confidence" in pred.error


@pytest.mark.parametrize("order, locale, hint", [(None, None, "AUTO"), ("dmy", None, "DMY"), ("auto", "en_US", "MDY"),
                                                 (None, "fr_FR", "DMY"), ("ymd", "en_US", "YMD")])
def test_order_resolution(order, locale, hint):
    assert resolve_order(order, locale) == hint


def test_bad_order_lists_the_valid_values():
    with pytest.raises(ConfigError, match="auto, dmy, mdy, ymd"):
        resolve_order("dym", None)


def test_impossible_numeric_date_is_a_null_row(normalizer):
    pred = normalizer.normalize("31/02/2019")
    assert pred.iso is None and "no field order" in pred.error


def test_inspect_input_gives_ordinary_text_back_normalised():
    assert inspect_input("3rd of  May 1999", 60) == ("3rd of may 1999", None)


def test_prediction_carries_its_attention_when_asked(normalizer):
    pred = normalizer.normalize("3 may 1999", explain=True)
    assert pred.attention.shape == (len(pred.output_labels), len(pred.input_labels))
    np.testing.assert_allclose(pred.attention.sum(axis=1), 1.0, atol=1e-5)
    assert isinstance(pred, Prediction)


def test_widening_only_unsure_rows_gives_the_full_beams_answers(monkeypatch):
    import datenorm.serve.prediction as prediction
    from datenorm.serve.decode import beam_search

    monkeypatch.setattr(prediction, "IMPOSSIBLE", 1.01)  # random weights want forbidden digits; compare the readings
    monkeypatch.setattr(prediction, "year_written", lambda norm, year, day=None: True)  # and read years nobody wrote
    norm = Normalizer(random_bundle(ModelConfig(**TINY), VOCAB, seed=1, scale=4.0), beam=3, min_is_date=0.0)
    texts = ["3 may 1999", "03/04/05", "1999年5月3日", "12 12 2012", "x 1", "2019", "may 1999", "5 jun 2001"]
    preds = norm.normalize_batch(texts)
    # Both paths are taken: some greedy readings are sure enough, the others are widened.
    assert any(p.confidence >= 0.99 for p in preds) and any(p.confidence < 0.99 for p in preds)
    enc = norm.engine.encode(encode(VOCAB, texts, ["AUTO"] * len(texts), 60))
    full = beam_search(norm.engine, enc, width=3)
    for pred, hyps in zip(preds, full):
        assert pred.error is None
        assert pred.iso == hyps[0].iso
        assert abs(pred.confidence - hyps[0].p) < 1e-5
        if pred.ambiguous or len(hyps) > 1:
            supported = set(numeric_part(pred.input).readings.values())
            assert [a.iso for a in pred.alternatives] == [h.iso for h in hyps[1:] if h.p >= 0.01
                                                          and (not supported or h.iso in supported)]


def test_helper_processes_give_the_answers_of_one_process(monkeypatch):
    import multiprocessing

    import datenorm.serve.api as api

    monkeypatch.setattr(api, "CHUNK", 16)  # many chunks, so the helpers really share the work
    bundle = random_bundle(ModelConfig(**TINY), VOCAB, seed=3)
    rng = np.random.default_rng(0)
    texts = ["".join(rng.choice(list("0123456789 /-.abcmayjun年月日"), rng.integers(1, 25))) for _ in range(300)]
    serial = Normalizer(bundle, beam=3, workers=1).normalize_batch(texts)
    with Normalizer(bundle, beam=3, workers=3) as shared:
        parallel = shared.normalize_batch(texts)
        helpers = multiprocessing.active_children()
        assert len(helpers) == 2
    assert [p.to_dict() for p in parallel] == [p.to_dict() for p in serial]
    assert not any(process.is_alive() for process in helpers)  # closing the normalizer stopped them


def test_spawned_helpers_give_the_same_answers(monkeypatch):
    """Off Linux, helpers start as fresh interpreters that unpickle the model."""
    import multiprocessing

    import datenorm.serve.api as api
    import datenorm.serve.pool as helpers

    monkeypatch.setattr(api, "CHUNK", 8)
    monkeypatch.setattr(helpers, "_context", lambda: multiprocessing.get_context("spawn"))
    bundle = random_bundle(ModelConfig(**TINY), VOCAB, seed=4)
    texts = [f"{d} may {1990 + d}" for d in range(1, 29)] + ["03/04/05", "x", ""]
    serial = Normalizer(bundle, beam=2, workers=1).normalize_batch(texts)
    with Normalizer(bundle, beam=2, workers=2) as spawned:
        assert [p.to_dict() for p in spawned.normalize_batch(texts)] == [p.to_dict() for p in serial]
        assert not spawned._helpers.broken  # the helper unpickled the model and handed back its first chunk


def test_a_script_with_two_normalizers_and_no_main_guard_runs_and_exits(tmp_path):
    """The second pool starts beside the first pool's thread; its helpers must not re-run the script."""
    import subprocess
    import sys

    script = tmp_path / "two.py"
    script.write_text(normalizer_script(
        "vocab = Vocab.build(['0123456789 may'])\n"
        "texts = [f'{d} may {1990 + d}' for d in range(1, 29)]\n"
        "kept = []\n"
        "for seed in (1, 2):\n"
        "    kept.append(api.Normalizer(random_bundle(ModelConfig(**TINY), vocab, seed=seed), workers=2))\n"
        "    print(len(kept[-1].normalize_batch(texts)))\n"),
        encoding="utf-8",
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["28", "28"]


def test_workers_must_be_positive():
    with pytest.raises(ConfigError, match="workers"):
        Normalizer(random_bundle(ModelConfig(**TINY), VOCAB), workers=0)


def test_explaining_changes_no_answer(normalizer):
    texts = ["3 may 1999", "03/04/05", "x 1", "john", "1999年5月3日", "31/02/2019", "2019"]
    plain = normalizer.normalize_batch(texts)
    explained = normalizer.normalize_batch(texts, explain=True)
    assert [p.to_dict() for p in explained] == [p.to_dict() for p in plain]


def test_unsure_ambiguous_numerals_are_a_null_that_says_how_to_decide_them():
    from datenorm.readings import NumericPart
    from datenorm.serve.decode import Hypothesis
    from datenorm.serve.prediction import decide

    norm = "03/04/05"
    hyps = [Hypothesis("2005-04-03", 0.43, None), Hypothesis("2005-03-04", 0.41, None)]
    pred, _ = decide(norm, norm, "AUTO", p_date=1.0, hyps=hyps, numeric=NumericPart.of(norm), min_is_date=0.5,
                     min_confidence=0.55)
    assert pred.iso is None and pred.ambiguous
    assert "2003-04-05, 2005-03-04, 2005-04-03" in pred.error and "--order dmy|mdy|ymd" in pred.error


def test_an_hour_read_as_a_two_digit_year_is_no_year():
    from datenorm.serve.prediction import hour_read_as_year

    assert hour_read_as_year("rendez-vous le 14 juillet à 10 h", "2010-07-14") == "10 h"
    assert hour_read_as_year("le 14 juillet 10 à 10 h", "2010-07-14") is None  # the year 10 is written too
    assert hour_read_as_year("3 may 2019 10h", "2010-05-03") is None  # a four-digit year stands there
