"""The committed models (base and fast): they load with the base install (numpy only) and read a dozen
fixed dates."""

from pathlib import Path

import pytest

from datenorm.bundle import SHIPPED, SHIPPED_MODELS, resolve
from datenorm.readings import numeric_part
from datenorm.serve.api import Normalizer


@pytest.fixture(scope="module", params=sorted(SHIPPED_MODELS))
def shipped(request):
    return Normalizer.load(request.param)


@pytest.mark.parametrize("name", sorted(SHIPPED_MODELS))
def test_shipped_bundle_is_committed_and_small(name):
    directory = SHIPPED_MODELS[name]
    size = sum(p.stat().st_size for p in directory.iterdir())
    assert (directory / "model.json").is_file() and (directory / "MODEL_CARD.md").is_file()
    assert size < 8 * 2**20


def test_shipped_models_load_by_name(tmp_path, monkeypatch):
    assert resolve(None) == resolve("base") == SHIPPED
    assert resolve("fast") == SHIPPED_MODELS["fast"]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "fast").mkdir()
    assert resolve("fast") == SHIPPED_MODELS["fast"]  # a folder of that name does not shadow the shipped model
    assert resolve("./fast") == Path("fast") and resolve(Path("fast")) == Path("fast")


@pytest.mark.parametrize("text, order, iso", [
    ("3rd of May 1999", None, "1999-05-03"),
    ("the 21st of June, 2004", None, "2004-06-21"),
    ("Sat 8 Jun 2017", None, "2017-06-08"),
    ("le 3 mai 1999", None, "1999-05-03"),
    ("3 de mayo de 1999", None, "1999-05-03"),
    ("3. Mai 1999", None, "1999-05-03"),
    ("1999年5月3日", None, "1999-05-03"),
    ("1999년 5월 3일", None, "1999-05-03"),
    ("03.05.99", "dmy", "1999-05-03"),
    ("2004-06-21T10:30:00Z", None, "2004-06-21"),
    ("May 1999", None, "1999-05"),
    ("in 1999", None, "1999"),
    ("29 February 2020", None, "2020-02-29"),
    ("Feb 29, 2024", None, "2024-02-29"),
])
def test_shipped_model_reads_fixed_examples(shipped, text, order, iso):
    assert shipped.normalize(text, order=order).iso == iso


@pytest.mark.parametrize("text", ["John Smith", "31/02/2019"])
def test_shipped_model_rejects_non_dates(shipped, text):
    pred = shipped.normalize(text)
    assert pred.iso is None and pred.error


@pytest.mark.parametrize("order, iso", [("dmy", "2005-04-03"), ("mdy", "2005-03-04"), ("ymd", "2003-04-05")])
def test_order_changes_an_ambiguous_reading(shipped, order, iso):
    assert shipped.normalize("03/04/05", order=order).iso == iso
    assert shipped.normalize("03/04/05").ambiguous


@pytest.mark.parametrize("text, wanted", [("Feb 29 2019", "2019-02-29"), ("31 April 2020", "2020-04-31"),
                                          ("le 31 juin 2015", "2015-06-31")])
def test_shipped_model_refuses_days_the_calendar_lacks(shipped, text, wanted):
    pred = shipped.normalize(text)
    assert pred.iso is None and "not a real date" in pred.error and wanted in pred.error


@pytest.mark.parametrize("text, dashed, iso", [("March 15", "March-15", "2015-03"), ("Dec 31", "Dec-31", "2031-12"),
                                               ("mars 12", "mars-12", "2012-03")])
def test_a_month_and_a_number_that_may_be_its_day_is_no_month_and_year(shipped, text, dashed, iso):
    """'Dec 31' may be a day without its year; 'Dec-31', as spreadsheets write a month and year, may not."""
    pred = shipped.normalize(text)
    assert pred.iso is None and pred.error, pred
    assert shipped.normalize(dashed).iso == iso


@pytest.mark.parametrize("text, iso", [("Jahrgang 1994", "1994"), ("Урожай 2023 р.", "2023"), ("March 2020", "2020-03"),
                                       ("VI 1987", "1987-06")])
def test_a_month_the_text_does_not_name_is_left_out(shipped, text, iso):
    pred = shipped.normalize(text, explain=True)
    assert pred.iso in (iso, None) and (pred.iso is not None or "confidence" in pred.error)  # (fast is less sure)
    assert pred.attention is None or pred.attention.shape[0] == len(pred.output_labels)


@pytest.mark.parametrize("text", ["May/June 2022", "Nov/Dec 2021", "Juli/August 2020"])
def test_a_span_of_months_is_no_date(shipped, text):
    pred = shipped.normalize(text)
    assert pred.iso is None and "span of months" in pred.error


@pytest.mark.parametrize("text", ["Invoice date: 07/01/2019", "Barcelona, 12/07/2016", "Tanggal: 12-05-2018"])
def test_a_stated_order_decides_numerals_among_words(shipped, text):
    """Words around the numerals may pull the model to another order's reading; the stated order still decides."""
    for order in ("dmy", "mdy"):
        pred = shipped.normalize(text, order=order)
        assert pred.iso == numeric_part(text).readings[order.upper()], (order, pred)


@pytest.mark.parametrize("name", sorted(SHIPPED_MODELS))
def test_a_stated_order_never_gives_a_day_no_order_reads(name):
    """base read 'Week ending 03/02/2024' under DMY as 2024-02-02, no reading of its numerals; the stated
    order's reading is what a model may answer (at the confidence it gave that reading)."""
    with Normalizer.load(name, min_confidence=0) as every_reading:
        for text, numerals in (("Week ending 03/02/2024", "03/02/2024"), ("Appt 3/8/24 @ 10:30am", "3/8/24")):
            readings = numeric_part(numerals).readings
            for order in ("dmy", "mdy"):
                pred = every_reading.normalize(text, order=order)
                assert pred.iso == readings[order.upper()], (order, pred)
            assert every_reading.normalize(text).iso in readings.values()  # unstated: one of them ('2024-04-08' was)


@pytest.mark.parametrize("text, iso", [("DOB (MM/DD/YYYY): 04/07/1985", "1985-04-07"),
                                       ("né le 04/07/1985 (jj/mm/aaaa)", "1985-07-04")])
def test_a_format_spelled_out_in_the_text_decides_its_numerals(shipped, text, iso):
    pred = shipped.normalize(text)
    assert (pred.iso, pred.ambiguous) == (iso, False)
    assert shipped.normalize_batch([text, "04/07/1985"])[0].iso == iso


@pytest.mark.parametrize("text, iso", [("Mon, 8/7/1922", "1922-08-07"), ("Sat, 8/7/1922", "1922-07-08")])
def test_a_weekday_decides_an_ambiguous_numeral(shipped, text, iso):
    pred = shipped.normalize(text)
    assert pred.iso == iso and pred.ambiguous
    assert [a.iso for a in pred.alternatives] == [d for d in ("1922-07-08", "1922-08-07") if d != iso]


def test_chinese_japanese_and_korean_text_reads_ambiguous_numerals_year_first():
    base = Normalizer.load("base")  # (fast reads this text as no date at all)
    pred = base.normalize("賞味期限 25.08.31")  # a best-before date: day-first would be 2031-08-25
    assert (pred.iso, pred.ambiguous, [a.iso for a in pred.alternatives]) == ("2025-08-31", True, ["2031-08-25"])
    assert base.normalize("賞味期限 25.08.31", order="DMY").iso == "2031-08-25"  # a stated order still decides


def test_numerals_that_some_order_reads_are_not_refused(shipped):
    # The model weighs the year-first reading '2010-02-30' here; the day-first one is a real date. (Read at
    # threshold 0: the day-first and month-first readings split the confidence, which may fall below the
    # default threshold; that null would say so, not call the date impossible.)
    pred = Normalizer(shipped.bundle, min_confidence=0).normalize("10/2/30")
    assert pred.error is None and pred.iso in {"2030-02-10", "2030-10-02"}
    assert "not a real date" not in (shipped.normalize("10/2/30").error or "")


NON_DATES = ["hello world", "not a date", "v2.10.3", "John Smith", "$1,299.00", "192.168.1.20", "Q3 2015",
             "+44 20 7946 0958", "ISBN 978-3-16-148410-0", "10:30 PM", "v2.3.11", "release-12.2.83",
             "tél. 06 12 34 56 78", "8.3.51.9040", "next Tuesday", "IMG_4821.JPG", "version 10.2.3", "iOS 16.4.1",
             "Python 3.11.7"]
HINTS = [dict(order="dmy"), dict(order="mdy"), dict(order="ymd"), dict(locale="fr_FR"), dict(locale="en_US"),
         dict(locale="ja_JP"), dict(locale="hu_HU")]


@pytest.mark.parametrize("hint", HINTS, ids=lambda h: "-".join(h.values()))
def test_a_stated_order_never_makes_a_date_of_a_non_date(shipped, hint):
    """Whatever the model makes of a non-date on its own (base reads the phone number as 1978-12-06), a stated
    order adds no date to it: no numerals of these strings are ambiguous dates standing on their own."""
    plain = shipped.normalize_batch(NON_DATES)
    stated = shipped.normalize_batch(NON_DATES, **hint)
    assert [p.to_dict() for p in stated] == [p.to_dict() for p in plain]
    assert sum(p.iso is None for p in plain) >= len(NON_DATES) - 1


@pytest.mark.parametrize("hint", HINTS, ids=lambda h: "-".join(h.values()))
def test_a_stated_order_reads_unambiguous_dates_as_without_one(shipped, hint):
    texts = ["3rd of May 1999", "25/04/2005", "2005-04-03", "le 3 mai 1999", "May 1999", "19990503", "1999年5月3日"]
    plain = shipped.normalize_batch(texts)
    stated = shipped.normalize_batch(texts, **hint)
    if "order" in hint:
        assert [p.to_dict() for p in stated] == [p.to_dict() for p in plain]
    else:  # a locale also narrows its language's month names: the same readings, a confidence may move
        def reading(p):
            return p.iso, p.precision, p.ambiguous, p.error, p.order

        assert [reading(p) for p in stated] == [reading(p) for p in plain]


def test_a_year_the_model_cannot_write_is_a_null_not_a_nearby_year(shipped):
    pred = shipped.normalize("1 Jan 10000")
    assert pred.iso is None and pred.error


def test_year_one_is_read_as_year_one_or_not_at_all(shipped):
    pred = shipped.normalize("1 January 0001")
    assert pred.iso in (None, "0001-01-01")


@pytest.mark.parametrize("text, dates", [
    ("The contract signed on 3 March 2015 expires on 2020-12-31, unless renewed by version 2.3.1.",
     [("3 March 2015", "2015-03-03"), ("2020-12-31", "2020-12-31")]),
    ("On Tue, Apr 9, 2019 at 3:42 PM John Smith <john@example.com> wrote:", [("Apr 9, 2019", "2019-04-09")]),
    ("Le contrat signé le 3 mars 2015 expire le 31 décembre 2020 ; merci de le renouveler.",
     [("3 mars 2015", "2015-03-03"), ("31 décembre 2020", "2020-12-31")]),
    ("Nothing to see here: version 10.2.3, price $19.99, call 555-0123 and room 12 at 10:30 please.", []),
    ('127.0.0.1 - frank [10/Oct/2000:13:55:36 -0700] "GET /apache_pb.gif HTTP/1.0" 200 2326',  # no year 127
     [("10/Oct/2000:13:55:36", "2000-10-10")]),
])
def test_dates_are_found_inside_longer_text_with_their_spans(shipped, text, dates):
    assert [(m.text, m.iso) for m in shipped.find(text)] == dates


@pytest.mark.parametrize("name", sorted(SHIPPED_MODELS))
def test_the_default_threshold_is_the_one_the_model_card_states(name):
    """Serving abstains below the bundle's calibrated threshold unless told otherwise; the card says which."""
    norm = Normalizer.load(name)
    card = (SHIPPED_MODELS[name] / "MODEL_CARD.md").read_text(encoding="utf-8")
    assert norm.min_confidence == norm.bundle.min_confidence
    assert f"default `--min-confidence` {norm.min_confidence:g}" in card
    assert Normalizer.load(name, min_confidence=0.0).min_confidence == 0.0


@pytest.mark.parametrize("text, iso", [("Christmas 2019", "2019-12-25"), ("New Year's Day 2020", "2020-01-01"),
                                       ("Halloween 2019", "2019-10-31"), ("Silvester 1999", "1999-12-31"),
                                       ("Easter 2020", "2020"), ("Thanksgiving 2019", "2019")])
def test_a_named_day_is_read_as_itself_or_not_at_all(shipped, text, iso):
    pred = Normalizer(shipped.bundle, min_confidence=0).normalize(text)
    assert pred.iso in (None, iso, iso[:4]), pred
