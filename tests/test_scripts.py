"""scripts/compare_peers.py and scripts/bench.py on tiny inputs: the rows they print, not their timings."""

from __future__ import annotations

import csv
import importlib
import re
import sys
from datetime import datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

from datenorm.bundle import save_bundle
from datenorm.config import ModelConfig

from datenorm.labelled import CSV_HEADER, read_labelled
from datenorm.readings import is_ambiguous, numeric_part, numeric_readings
from datenorm.vocab import Vocab, normalize

from conftest import is_valid_iso, random_bundle

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"
ROWS = [  # input, target, locale, format, order, ambiguous
    ("3rd of May 1999", "1999-05-03", "en_US", "en_ordinal", "DMY", "false"),
    ("03/05/1999", "1999-05-03", "und", "numeric", "DMY", "true"),
    ("Sat 10 Jun 2017", "2017-06-10", "en_GB", "en_weekday", "DMY", "false"),
    ("le 3 mai 1999", "1999-05-03", "fr_FR", "localized", "DMY", "false"),
    ("May 1999", "1999-05", "en_US", "partial_month", "MDY", "false"),
    ("John Smith", "", "en_US", "none", "", "false"),
]


@pytest.fixture
def scripts(monkeypatch):
    """The two scripts as modules, imported the way `python scripts/x.py` finds its sibling."""
    monkeypatch.syspath_prepend(str(SCRIPTS))
    for name in ("compare_peers", "bench"):
        sys.modules.pop(name, None)
    return importlib.import_module("compare_peers"), importlib.import_module("bench")


@pytest.fixture
def model(tmp_path):
    b = random_bundle(ModelConfig(embed_dim=4, enc_units=4, attn_units=4, out_embed_dim=4),
                      Vocab.build(["0123456789 -/.,'abcdefghijklmnopqrstuvwxyz"]), scale=0.5)
    return save_bundle(tmp_path / "model", b.weights, b.config, b.vocab)


@pytest.fixture
def data_dir(tmp_path):
    with open(tmp_path / "test.csv", "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_HEADER)
        writer.writerows(ROWS)
    return tmp_path


def test_hand_written_strings_have_valid_answers_and_orders_only_where_ambiguous(scripts):
    compare_peers, _ = scripts
    assert len(compare_peers.HAND_WRITTEN) >= 40
    for text, expected, order in compare_peers.HAND_WRITTEN:
        assert is_valid_iso(expected), text
        assert bool(order) == is_ambiguous(numeric_readings(normalize(text))), text


@pytest.mark.parametrize("name", ["hand-written", "hand-written 2"])
def test_the_hand_written_files_have_valid_answers_and_orders_only_where_needed(scripts, name):
    rows = read_labelled(scripts[0].HANDWRITTEN_SETS[name])
    assert len(rows) >= 300 and len({r.format for r in rows}) >= 30
    for row in rows:
        assert not row.target or is_valid_iso(row.target), row
        # Orders only on dates whose numerals read as two dates ('DOB: 03/05/1999'), as the API sees them.
        assert bool(row.order) == (bool(row.target) and numeric_part(row.input).ambiguous), row


@pytest.mark.parametrize(
    "value, expected, iso",
    [
        (datetime(1999, 5, 3, 10, 30), "1999-05-03", "1999-05-03"),
        (datetime(1999, 5, 23), "1999-05", "1999-05"),  # 'May 1999': the peer fills in today's day
        (datetime(1999, 11, 23), "1999", "1999"),
        (None, "1999", None),
    ],
)
def test_peer_answers_are_compared_at_the_expected_precision(scripts, value, expected, iso):
    assert scripts[0].at_precision(value, expected) == iso


def test_a_missing_peer_is_reported_with_the_install_command(scripts, monkeypatch):
    compare_peers, _ = scripts
    monkeypatch.setitem(sys.modules, "dateparser.date", None)  # makes `import dateparser.date` fail
    peers, missing = compare_peers.load_peers()
    assert "dateparser" not in [p.name for p in peers]
    assert missing == ["dateparser is not installed; skipped (pip install -e '.[dev]')"]


def test_compare_peers_prints_every_set_and_tool_and_writes_markdown(scripts, monkeypatch, model, data_dir, tmp_path):
    compare_peers, _ = scripts
    monkeypatch.setattr(compare_peers, "HAND_WRITTEN", compare_peers.HAND_WRITTEN[:2])
    small = tmp_path / "handwritten.csv"
    small.write_text("input,target,format\n3 mai 1999,1999-05-03,fr\nN/A,,negative\n", encoding="utf-8")
    monkeypatch.setattr(compare_peers, "HANDWRITTEN_SETS", {"hand-written": small})
    tools = ["datenorm"] + [p.name for p in compare_peers.load_peers()[0]]
    out = tmp_path / "peers.md"
    result = CliRunner().invoke(compare_peers.main, ["--data", str(data_dir), "--limit", "3", "--model", str(model),
                                                     "--markdown", str(out)])
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.output.splitlines()]
    for set_name, size in (("English", 3), ("all locales", 3), ("messy English", 2 + 2), ("hand-written", 1)):
        for tool in tools:
            assert [*set_name.split(), str(size), tool] in [r[: len(set_name.split()) + 2] for r in rows]
    assert "DATE_ORDER" in result.output and "dayfirst" in result.output
    markdown = out.read_text(encoding="utf-8")
    assert "| set | rows | tool | exact match | dates/s |" in markdown
    assert "| messy English | 4 | datenorm |" in markdown and "CPUs" in markdown


def test_compare_peers_says_how_to_get_test_data(scripts, tmp_path):
    result = CliRunner().invoke(scripts[0].main, ["--data", str(tmp_path / "nothing")])
    assert result.exit_code == 1 and "datenorm generate" in result.output


def test_bench_prints_rates_and_goals(scripts, model, data_dir):
    _, bench = scripts
    result = CliRunner().invoke(bench.main, ["--n", "5", "--peer-n", "2", "--model", str(model), "--data",
                                             str(data_dir / "test.csv"), "--cold-runs", "1", "--repeats", "2",
                                             "--workers", "2"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    for setting in ("beam 1, 2 processes", "beam 3, 2 processes", "beam 3, 1 process"):
        row = next(line for line in lines if line.startswith(f"datenorm {model} {setting}"))
        strings, seconds, rate = row.split()[-3:]
        assert strings == "5" and float(rate.replace(",", "")) > 0, result.output
    assert any(line.startswith(f"batch >= 10,000 dates/s ({model}, beam 3)") for line in lines)
    assert any(line.startswith(f">= 10x dateparser ({model}") for line in lines)
    assert any(line.startswith(f">= 1x dateutil ({model}, API, beam 3)") and "x (" in line for line in lines)
    # Five strings leave next to nothing to time once the CLI's start-up is subtracted: on a quiet machine that is
    # said ("not measured"); on a busy one the start-up's own noise may still leave a time, which is then a ratio.
    cli = next(line for line in lines if line.startswith(f">= 1x dateutil ({model}, CLI, beam 3)"))
    assert "not measured" in cli or re.search(r"\d+\.\d\dx \(", cli), cli
    for goal in ("cold translate --no-heatmap <= 0.3 s", "cold translate with its heatmap <= 1 s"):
        assert "median of 1" in next(line for line in lines if line.startswith(goal)), result.output


def test_find_eval_scores_both_tools_on_texts_with_known_dates(model, tmp_path, monkeypatch):
    import json

    monkeypatch.syspath_prepend(str(SCRIPTS))
    find_eval = importlib.import_module("find_eval")
    texts = tmp_path / "texts.jsonl"
    texts.write_text("\n".join(json.dumps(item) for item in [
        {"text": "Signed on 3 March 2015, due 2020-12-31.", "dates": [{"text": "3 March 2015", "iso": "2015-03-03"},
                                                                   {"text": "2020-12-31", "iso": "2020-12-31"}]},
        {"text": "version 2.3.1 at 10:30", "dates": []}]), encoding="utf-8")
    result = CliRunner().invoke(find_eval.main, ["--model", str(model), "--no-generated-set", "--generated", "5",
                                                 "--handwritten", str(texts), "--workers", "1"])
    assert result.exit_code == 0, result.output
    rows = [line for line in result.output.splitlines() if line.startswith(("datenorm find", "dateparser"))]
    assert len(rows) == 4  # both tools on both sets
    texts_counts = [line.split()[-7] for line in rows]
    assert texts_counts == ["5", "5", "2", "2"], rows
    kept = [json.loads(line) for line in find_eval.GENERATED.read_text(encoding="utf-8").splitlines()]
    assert len(kept) == 500 and all(d["text"] == item["text"][d["start"]:d["end"]] for item in kept for d in item["dates"])


def test_find_eval_leaves_out_partial_finds_where_a_text_lists_full_dates_only(monkeypatch):
    from datenorm.serve import find
    from datenorm.serve.prediction import Prediction

    monkeypatch.syspath_prepend(str(SCRIPTS))
    find_eval = importlib.import_module("find_eval")
    text = "Built in 1999, opened 3 May 2001."
    found = [find.Match(9, 13, "1999", "1999", "year", 0.99, False, Prediction(input="")),
             find.Match(22, 32, "3 May 2001", "2001-05-03", "day", 0.99, False, Prediction(input=""))]
    monkeypatch.setattr(find, "find_dates", lambda normalizer, texts: [found for _ in texts])
    gold = [{"text": "3 May 2001", "iso": "2001-05-03"}]
    full = find_eval.score_datenorm(None, [{"text": text, "dates": gold, "full_dates_only": True}], "x")
    every = find_eval.score_datenorm(None, [{"text": text, "dates": gold}], "x")
    assert (full.found, full.hits, full.exact) == (1, 1, 1) and (every.found, every.hits) == (2, 1)


def test_generated_texts_know_where_their_dates_are():
    from datenorm.generate.texts import framed_texts

    items = framed_texts(40, seed=3)
    assert len(items) == 40 and any(not it["dates"] for it in items) and any(len(it["dates"]) > 1 for it in items)
    for it in items:
        assert all(it["text"][d["start"] : d["end"]] == d["text"] and d["iso"] for d in it["dates"])


def test_generated_texts_leave_out_dates_written_twice():
    """'17 Mar 1996 (1996-03-17)' is one date to translate, two to find: such rows are no date of a text."""
    from datenorm.generate.texts import _twin, framed_texts

    assert _twin("17 Mar 1996 (1996-03-17)", "1996-03-17") and _twin("(1946-06-14) June 14, 46", "1946-06-14")
    assert not _twin("Expires 2019-05-03", "2019-05-03") and not _twin("3 May 2019", "2019-05-03")
    items = framed_texts(300, seed=5)
    assert not any(_twin(d["text"], d["iso"]) for it in items for d in it["dates"] if len(d["iso"]) == 10)


def test_calibrate_picks_the_rule_s_threshold_and_writes_it_to_the_bundle(model, data_dir, monkeypatch):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    sys.modules.pop("calibrate", None)
    calibrate = importlib.import_module("calibrate")
    # 100 rows: 96 right answers at 0.9, 4 wrong ones at 0.3 -> 0.31 gives 100% precision and loses no right one.
    table = calibrate.curve([(0.9, True)] * 96 + [(0.3, False)] * 4, 100)
    assert calibrate.choose([table], precision=0.995, max_loss=0.005) == 0.31
    # Right answers below every wrong one: no threshold reaches the precision within the loss, so the largest
    # within the loss wins.
    low = calibrate.curve([(0.2, True)] * 2 + [(0.5, False)] * 2 + [(0.9, True)] * 96, 100)
    assert calibrate.choose([table, low], precision=0.995, max_loss=0.005) == 0.2
    result = CliRunner().invoke(calibrate.main, ["--model", str(model), str(data_dir / "test.csv"), "--write"])
    assert result.exit_code == 0, result.output
    from datenorm.bundle import load_bundle

    chosen = float(result.output.rsplit("--min-confidence ", 1)[1].split()[0])
    assert load_bundle(model).min_confidence == chosen


def test_the_committed_dateparser_table_is_what_the_extraction_script_writes(monkeypatch):
    dateparser = pytest.importorskip("dateparser")
    import importlib.util

    import babel
    from dateparser.data import date_translation_data

    from datenorm.generate.dateparser_months import DATEPARSER_MONTHS, SOURCES
    from datenorm.generate.lexicon import build_lexicon

    assert sum(len(n) for m in DATEPARSER_MONTHS.values() for n in m.values()) >= 150
    if SOURCES == {"dateparser": dateparser.__version__, "babel": babel.__version__}:
        # the same sources: the same table
        monkeypatch.syspath_prepend(str(SCRIPTS))
        sys.modules.pop("extract_dateparser_months", None)
        extract = importlib.import_module("extract_dateparser_months").extract
        assert {lang: {m: tuple(names) for m, names in months.items()} for lang, months in extract().items()} \
            == DATEPARSER_MONTHS
    elif dateparser.__version__ == SOURCES["dateparser"]:
        # another babel: the names still come from dateparser's data, each under its month
        months = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                  "november", "december")
        for lang, table in DATEPARSER_MONTHS.items():
            modules = [importlib.import_module(f"{date_translation_data.__name__}.{name}").info
                       for name in (lang, f"{lang}-Latn", f"{lang}-Cyrl", f"{lang}-Hans")
                       if importlib.util.find_spec(f"{date_translation_data.__name__}.{name}")]
            for month, names in table.items():
                assert all(any(n in info.get(months[month - 1], []) for info in modules) for n in names), (lang, names)
    # and the lexicon built with it reads each name as its month
    lexicon = build_lexicon()
    for months in DATEPARSER_MONTHS.values():
        for month, names in months.items():
            for name in names:
                norm = normalize(name)
                first = next(k for k, c in enumerate(norm) if c.isalpha())  # (Hawaiian's "'apelila")
                assert lexicon.char_bits(norm)[first] & (1 << (month - 1)), name


def test_the_wrap_probe_counts_the_dates_each_wrapping_turns_wrong(tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(SCRIPTS))
    sys.modules.pop("wrap_probe", None)
    probe = importlib.import_module("wrap_probe")
    path = tmp_path / "few.csv"
    with path.open("w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([CSV_HEADER, *ROWS])
    result = CliRunner().invoke(probe.main, ["--n", "4", str(path)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("base: 4 of the ")
    counts = {line[14:38].strip(): int(line[:5]) for line in lines[1:]}
    assert set(counts) == set(probe.WRAPPINGS) and all(0 <= c <= 4 for c in counts.values())
    assert counts["&nbsp;"] == counts["«…»"] == counts["zero-width space"] == 0  # normalisation removes them
