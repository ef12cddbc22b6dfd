"""Formats compiled from the model's attention: the map from one reading, its checks, and the shipped model's
answers with and without them."""

from __future__ import annotations

import pickle
import random
from datetime import date, timedelta

import numpy as np
import pytest

from conftest import run_cli
from datenorm.serve.api import Normalizer
from datenorm.serve.formats import MIN_ROWS, Format, compile_format, pick_samples, shape_of, summarize


def attention_on(norm: str, iso: str, sources: list[int | None]) -> np.ndarray:
    """An alignment (len(iso) + 1, 1 + len(norm)) whose step t looks at input position sources[t] (None: the
    hint token, as the model does for a constant)."""
    out = np.full((len(iso) + 1, len(norm) + 1), 0.01, np.float32)
    out[:, 0] = 1.0
    for t, j in enumerate(sources):
        if j is not None:  # a constant's step looks at the hint token and at nothing in particular
            out[t, j + 1] = 1.0
    return out


def test_a_numeric_reading_compiles_to_copies_and_constants():
    norm, iso = "17/05/1999", "1999-05-17"
    fmt = compile_format(norm, iso, attention_on(norm, iso, [6, 7, 8, 9, None, 3, 4, None, 0, 1]),
                         confidence=0.999, is_date=1.0)
    assert fmt.ops == (6, 7, 8, 9, "-", 3, 4, "-", 0, 1) and not fmt.century
    assert fmt.apply("28/11/2004") == "2004-11-28"
    assert fmt.apply("31/02/2004") is None  # no such day: the model gets the row
    assert fmt.describe() == "%d/%m/%Y"


def test_a_digit_that_matches_only_by_chance_is_a_constant():
    """'5 may 1999': May's '5' is no copy of the day's '5', since the step attends to the name."""
    norm, iso = "5 may 1999", "1999-05-05"
    sources = [6, 7, 8, 9, None, 2, 3, None, None, 0]
    fmt = compile_format(norm, iso, attention_on(norm, iso, sources), confidence=1.0, is_date=1.0)
    assert fmt.ops[5:7] == ("0", "5") and fmt.ops[9] == 0
    assert fmt.apply("7 may 2001") == "2001-05-07"
    assert fmt.describe() == "%d may %Y" and fmt.constants() == "month 05"


@pytest.mark.parametrize("norm, iso, sources, expected", [
    ("17.05.99", "1999-05-17", [None, None, 6, 7, None, 3, 4, None, 0, 1],
     {"17.05.49": "2049-05-17", "17.05.50": "1950-05-17"}),
    # a two-digit year inside a run of digits
    ("990517", "1999-05-17", [None, None, 0, 1, None, 2, 3, None, 4, 5],
     {"340703": "2034-07-03", "480524": "2048-05-24"}),
])
def test_two_digit_years_follow_the_pivot_rule(norm, iso, sources, expected):
    fmt = compile_format(norm, iso, attention_on(norm, iso, sources), confidence=1.0, is_date=1.0)
    assert fmt.century
    for text, want in expected.items():
        assert fmt.apply(text) == want


def test_samples_differ_in_their_digits():
    norms = ["01.01.2000", "01.01.2001", "01.01.2002", "28.12.1975", "02.01.2000"]
    assert pick_samples(norms, 2) == [0, 3]
    assert shape_of("28.12.1975") == "00.00.0000"


def test_month_names_of_one_frame_are_summed_up_as_one_format():
    def named(name: str, month: str) -> Format:  # '%d <name> %Y'
        year = len(name) + 3
        return Format(f"0 {name} 0000", (year, year + 1, year + 2, year + 3, "-", "0", month, "-", "0", 0), False,
                      1.0, 1.0, "")

    assert named("mars", "3").describe() == "%d mars %Y"
    rows = summarize([(named("janvier", "1"), "AUTO", None, 5), (named("mars", "3"), "AUTO", None, 7)])
    assert rows == [(12, "%d %B %Y (%B: janvier, mars)")]


def column(pattern: str, n: int, seed: int = 0) -> list[str]:
    """n distinct dates written with strftime's `pattern`, days 13-28 (no day/month ambiguity)."""
    rng = random.Random(seed)
    out = set()
    while len(out) < n:
        day = date(1950, 1, 13) + timedelta(days=rng.randrange(36500))
        if 13 <= day.day <= 28:
            out.add(day.strftime(pattern))
    return sorted(out)


@pytest.fixture(scope="module")
def shipped():
    return Normalizer.load("base", workers=1), Normalizer.load("base", workers=1, formats=False)


def test_the_shipped_model_gives_the_same_dates_with_formats(shipped):
    with_formats, without = shipped
    texts = column("%d/%m/%Y", 60) + column("%d %B %Y", 60, seed=1) + ["03/04/05", "not a date", "12.13.2020"]
    got, want = with_formats.normalize_batch(texts), without.normalize_batch(texts)
    assert [p.iso for p in got] == [p.iso for p in want]
    assert [p.error is None for p in got] == [p.error is None for p in want]
    used = {fmt.describe(): rows for fmt, _, _, rows in with_formats.formats_used()}
    assert used.get("%d/%m/%Y", 0) >= 60 - 3  # all but the samples the model read itself
    ambiguous = got[-3]
    assert ambiguous.ambiguous and ambiguous.alternatives  # the model's own reading, with its alternatives
    for pred in got:
        assert pred.attention is None


def test_explained_rows_are_read_by_the_model(shipped):
    with_formats, _ = shipped
    texts = column("%Y-%m-%d", MIN_ROWS * 2, seed=2)
    preds = with_formats.normalize_batch(texts, explain=True)
    assert all(p.attention is not None and p.attention.shape[1] == len(p.input_labels) for p in preds)


def test_a_pickled_normalizer_starts_with_no_formats(shipped):
    with_formats, _ = shipped
    with_formats.normalize_batch(column("%d.%m.%Y", MIN_ROWS * 2, seed=3))
    revived = pickle.loads(pickle.dumps(with_formats))
    assert with_formats.formats_used() and not revived.formats_used()
    assert revived.normalize("17.05.1999").iso == "1999-05-17"


def test_show_format_names_the_column_format(tmp_path):
    path = tmp_path / "dates.txt"
    path.write_text("\n".join(column("%d.%m.%Y", 40, seed=4)) + "\n", encoding="utf-8")
    result = run_cli("translate", "--input", path, "--show-format", "--workers", 1)
    assert result.exit_code == 0, result.output
    assert "%d.%m.%Y" in result.stderr
    off = run_cli("translate", "--input", path, "--show-format", "--no-formats", "--workers", 1)
    assert off.exit_code == 0 and "none compiled or shipped" in off.stderr
    assert off.stdout == result.stdout


def test_one_format_read_under_two_hints_is_one_line():
    fmt = Format("00/00/0000", (6, 7, 8, 9, "-", 3, 4, "-", 0, 1), False, 1.0, 1.0, "")
    assert summarize([(fmt, "AUTO", None, 6), (fmt, "DMY", None, 4)]) == [(10, "%d/%m/%Y")]


@pytest.fixture(scope="module")
def base_copy(tmp_path_factory):
    """The shipped base bundle copied where a formats.json may be written, without the shipped one."""
    import shutil

    from datenorm.bundle import SHIPPED

    directory = tmp_path_factory.mktemp("base")
    for name in ("model.json", "weights.npz"):
        shutil.copy(SHIPPED / name, directory / name)
    return directory


def test_a_bundle_ships_formats_built_from_its_own_readings(base_copy):
    from datenorm.bundle import load_bundle, save_formats
    from datenorm.serve.formats import build_table

    texts = column("%d.%m.%Y", 30, seed=5) + column("%Y-%m-%d", 30, seed=6) + ["12/04/2001"] * 3
    table, tried = build_table(Normalizer.load(base_copy, workers=1, formats=False), texts, samples=6)
    assert tried == 2 and {fmt.describe() for fmt in table} == {"%d.%m.%Y", "%Y-%m-%d"}
    save_formats(base_copy, [fmt.to_dict() for fmt in table])
    assert len(load_bundle(base_copy).formats) == 2
    shipped = Normalizer.load(base_copy, workers=1)
    fresh = column("%d.%m.%Y", MIN_ROWS - 1, seed=7)  # too few to compile in the batch: read by the shipped one
    got = shipped.normalize_batch(fresh)
    assert sum(rows for *_, rows in shipped.formats_used()) == len(fresh)
    assert [p.iso for p in got] == [p.iso for p in Normalizer.load(base_copy, formats=False).normalize_batch(fresh)]
    # With an order or a locale the model's readings may differ: the bundle's formats are not used.
    shipped.clear_formats()
    shipped.normalize_batch(fresh, locale="de_DE")
    assert not shipped.formats_used()


@pytest.mark.parametrize("tamper, message", [
    (lambda doc: doc["formats"][0]["ops"].__setitem__(0, 2), "neither a digit of its shape"),
    (lambda doc: doc["formats"][0].__setitem__("confidence", 1.5), "not a number from 0 to 1"),
    (lambda doc: doc.__setitem__("weights_sha256", "0" * 64), "built for other weights"),
    (lambda doc: doc.__setitem__("format", "something else"), "not a datenorm formats file"),
])
def test_a_broken_formats_file_is_refused_with_the_fix(tmp_path, base_copy, tamper, message):
    import json
    import shutil

    from datenorm.bundle import load_bundle, save_formats
    from datenorm.errors import ModelLoadError

    directory = tmp_path / "bundle"
    shutil.copytree(base_copy, directory)
    fmt = Format("00.00.0000", (6, 7, 8, 9, "-", 3, 4, "-", 0, 1), False, 1.0, 1.0, "17.05.1999")
    path = save_formats(directory, [fmt.to_dict()])
    assert load_bundle(directory).formats == [fmt.to_dict()]
    doc = json.loads(path.read_text(encoding="utf-8"))
    tamper(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(ModelLoadError, match=message) as error:
        load_bundle(directory)
    assert "build_formats.py" in str(error.value)


def test_rows_of_shapes_no_rule_can_refuse_get_what_decide_gives():
    """The format path's shortcut (`rules_silent`, `plain_prediction`) against `decide` itself, on texts of every
    shape base ships a format for, with their digits drawn at random."""
    from datenorm.bundle import load_bundle
    from datenorm.readings import NumericPart
    from datenorm.serve.decode import Hypothesis
    from datenorm.serve.prediction import decide, plain_prediction, rules_silent

    rng = random.Random(7)
    formats = [Format.from_dict(entry) for entry in load_bundle("base").formats]
    checked = 0
    for fmt in formats:
        if not (fmt.year_stands_alone() and rules_silent(fmt.shape, len(fmt.ops))):
            continue
        for _ in range(3):
            norm = "".join(str(rng.randrange(10)) if ch == "0" else ch for ch in fmt.shape)
            iso, numeric = fmt.apply(norm), NumericPart.of(norm)
            if iso is None or numeric.ambiguous or numeric.impossible is not None:
                continue
            want, _ = decide(norm, norm, "AUTO", p_date=fmt.is_date, hyps=[Hypothesis(iso, fmt.confidence, None)],
                             numeric=numeric, min_is_date=0.5, min_confidence=0.0)
            assert plain_prediction(norm, iso, "AUTO", p_date=fmt.is_date, p=fmt.confidence) == want, norm
            checked += 1
    assert checked > 3000


@pytest.mark.parametrize("shape, iso_len", [
    ("00 bc 0000", 10), ("公元前0000年", 4), ("00 ramadhan 0000 ah", 10), ("version 00.0.0", 10), ("00.0.0.000", 10),
    ("christmas 0000", 10), ("0000 ኢትዮጵያ", 4),
])
def test_shapes_where_a_rule_may_refuse_keep_the_rules(shape, iso_len):
    from datenorm.serve.prediction import rules_silent

    assert rules_silent(shape, iso_len) is (shape == "0000 ኢትዮጵያ")
