"""Dates inside longer text: windows of whole words, spans from attention, one match per date, the CLI's
`find`, and `translate` reading the one date of a long input instead of refusing it."""

import json
from dataclasses import replace

import numpy as np
import pytest
from click.testing import CliRunner

from datenorm import bundle
from datenorm.cli import main
from datenorm.config import ModelConfig
from datenorm.errors import ConfigError
from datenorm.serve.api import Normalizer
from datenorm.serve import find as find_module
from datenorm.serve.find import (MAX_TEXT_LEN, Match, _collapsed_offsets, _one_per_date, _span_in_window, find_dates,
                                  windows)
from datenorm.serve.prediction import Prediction
from datenorm.vocab import Vocab, normalize

from conftest import TINY, random_bundle

TEXT = "The contract signed on 3 March 2015 expires on 2020-12-31, unless renewed by version 2.3.1 of it."


@pytest.fixture(scope="module")
def tiny():
    b = random_bundle(ModelConfig(**TINY), Vocab.build(["0123456789 /-.,:abcdefghijklmnopqrstuvwxyz年月日"]), seed=7)
    return b


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory, tiny):
    return bundle.save_bundle(tmp_path_factory.mktemp("model"), tiny.weights, tiny.config, tiny.vocab)


def test_windows_are_whole_words_that_fit_and_cover_every_word():
    spans = windows(TEXT, 30)
    assert all(len(normalize(TEXT[s:e])) <= 30 for s, e in spans)
    words = [w for w in TEXT.split()]
    assert all(TEXT[s:e].split()[0] in words and TEXT[s:e].split()[-1] in words for s, e in spans)
    assert all((s == 0 or TEXT[s - 1] == " ") and (e == len(TEXT) or TEXT[e] == " ") for s, e in spans)
    covered = {k for s, e in spans for k in range(s, e)}
    assert all(k in covered for k, c in enumerate(TEXT) if c != " ")
    # words far before any numeral start no window
    far = "one two three four five six seven eight nine 1999"
    assert min(s for s, _ in windows(far, 30)) == far.index("five") and windows("no numeral here at all", 30) == []
    assert windows("1" * 100, 30) == [(0, 30)]  # a word longer than a window is cut, once
    # a log's key=value field ends a window too: it is never part of the date before it
    log = "-- Mar 25,2066 status=200"
    assert (0, log.index(" status")) in windows(log, 60)
    # the first words a numeral must be among are the caller's to say (find: three for a full-width window)
    assert min(s for s, _ in windows(far, 60, 3)) == far.index("eight")
    # a date in words holds no digit until it is normalised: its number words count as numerals, in a text that
    # writes a year or a day so (and only there: 'one of them' alone starts no window)
    deed = "Saturday, the eighteenth of June, two thousand twenty-two, at four o'clock in the afternoon"
    assert min(s for s, _ in windows(deed, 30)) == 0 and windows("one of them said so", 30) == []
    # ... and never inside one: a window cut after 'two thousand' read the year as 2000, as surely as the window that
    # read 'two thousand and nineteen'
    notary = "On the twenty-first day of March, two thousand and nineteen, before me, the undersigned notary public"
    assert all(not notary[:e].endswith("thousand") for _, e in windows(notary, 30) + windows(notary, 60))
    assert any(notary[s:e].endswith("nineteen,") for s, e in windows(notary, 30))
    # a window ends at the last whole word that fits, measured after normalisation ('Ⅻ' is 'xii' once normalised)
    roman = "Ⅻ " * 9 + "2019"
    assert all(len(normalize(roman[s:e])) <= 12 for s, e in windows(roman, 12))
    assert max(len(normalize(roman[s:e])) for s, e in windows(roman, 12)) >= 10


def test_windows_also_end_before_a_word_that_joins_two_dates_and_split_cjk_and_fields():
    text = "Ada Lovelace (10 December 1815 – 27 November 1852) was an English mathematician"
    assert (text.index("Ada"), text.index(" –")) in windows(text, 60)
    cjk = "山田氏は1968年生まれで、1991年4月に入社。"
    assert any(cjk[s:e].lstrip("、").startswith("1991年4月") for s, e in windows(cjk, 12))
    csv_line = "month,units 2023-01,EMEA,1204 2023-02,EMEA,1187"
    assert any(csv_line[s:e].startswith("2023-02,") for s, e in windows(csv_line, 12))
    # 'から' (two words there), '至', and a tilde glued to the second date join two CJK dates
    for span in ("2024年3月1日から2024年3月15日まで", "2024年3月1日至2024年3月15日", "2024年3月1日~2024年3月15日"):
        assert (0, span.index("日") + 1) in windows(span, 40), span
    # no window starts at the dash (it reads as no date, and would leave out the windows inside it)
    assert not any(text[s:e].startswith("–") for s, e in windows(text, 60))


def test_both_dates_of_a_range_are_read_whole():
    norm = Normalizer.load("base", workers=1)
    texts = ["Mary Anning (21 May 1799 – 9 March 1847) was an English fossil collector, dealer and palaeontologist.",
             "Ada Lovelace (10 December 1815 – 27 November 1852) was an English mathematician and writer."]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [["1799-05-21", "1847-03-09"], ["1815-12-10", "1852-11-27"]]


def _match(start, end, iso, confidence):
    return Match(start, end, "", iso, "day", confidence, False, Prediction(input=""))


def test_overlapping_readings_are_one_date_the_most_precise_sure_one():
    kept = _one_per_date([_match(10, 20, "2019", 0.99), _match(5, 20, "2019-04-09", 0.97),
                          _match(30, 40, "2020-12-31", 0.95), _match(35, 45, "2020-12", 0.7)])
    assert [m.iso for m in kept] == ["2019-04-09", "2020-12-31"]


def test_find_gives_spans_inside_the_text_and_never_refuses_for_length(tiny):
    normalizer = Normalizer(tiny, workers=1)
    for text in (TEXT, "x " * 400, "short"):
        for m in normalizer.find(text):
            assert 0 <= m.start < m.end <= len(text) and text[m.start : m.end] == m.text and m.iso
    with pytest.raises(Exception, match="at most 1000"):
        normalizer.find("x" * (MAX_TEXT_LEN + 1))


def test_translate_reads_a_long_input_or_says_why_not(tiny):
    normalizer = Normalizer(tiny, workers=1)
    long_text, too_long = TEXT + " " + "padding " * 10, "y " * 600
    pred, refused = normalizer.normalize_batch([long_text, too_long])
    assert pred.input == long_text and (pred.iso is not None) == (pred.span is not None)
    assert pred.iso is not None or ("no date found" in pred.error or "dates in one text" in pred.error)
    assert refused.iso is None and "searched for their date up to 1000" in refused.error
    assert set(pred.to_dict()) >= {"input", "iso", "span", "error"}


def test_a_long_text_that_writes_its_one_date_twice_reads_it_and_two_dates_are_refused():
    text = "r1234 | jdoe | 2023-03-14 09:41:07 +0100 (Tue, 14 Mar 2023) | 2 lines"
    twice = [replace(_match(15, 25, "2023-03-14", 0.99), prediction=Prediction(input="", iso="2023-03-14")),
             _match(47, 58, "2023-03-14", 0.98)]
    pred = find_module.read_long(text, twice)
    assert pred.iso == "2023-03-14" and pred.span == (15, 25) and pred.input == text
    pred = find_module.read_long(text, [twice[0], _match(47, 58, "2023-03-15", 0.98)])
    assert pred.iso is None and "2 dates in one text" in pred.error


def test_find_command_writes_one_row_per_text(model_dir, tmp_path):
    src = tmp_path / "texts.txt"
    src.write_text(f"{TEXT}\nnothing here\n{'z' * 1200}\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["find", "--input", str(src), "--model", str(model_dir), "--format", "jsonl"])
    assert result.exit_code in (0, 1), result.output
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == 3 and rows[0]["input"] == TEXT and rows[2]["error"].startswith("text is 1200 characters")
    for m in rows[0]["matches"]:
        assert TEXT[m["start"] : m["end"]] == m["text"] and set(m) == {"start", "end", "text", "iso", "precision",
                                                                        "confidence", "ambiguous"}
    usage = CliRunner().invoke(main, ["find"])
    assert usage.exit_code == 2 and "one of them" in usage.output


def test_windows_read_as_no_date_are_not_decoded_and_find_the_same(monkeypatch):
    """find keeps attention only for windows read as dates: the others are never decoded, and nothing found
    changes."""
    from datenorm.serve import api

    norm = Normalizer.load("base", workers=1)
    text = "Invoice 4471 of 3 March 2015, version 2.3.1, paid on 2015-04-02 by card ending 9912."
    decoded = []
    original = api.beam_search

    def counting(engine, enc, **kwargs):
        decoded.append(enc.mask.shape[0])
        return original(engine, enc, **kwargs)

    read = []
    original_read = find_module._read_windows

    def reading(normalizer, texts, jobs, *args, **kwargs):
        read.extend(jobs)
        return original_read(normalizer, texts, jobs, *args, **kwargs)

    monkeypatch.setattr(api, "beam_search", counting)
    monkeypatch.setattr(find_module, "_read_windows", reading)
    found = [(m.text, m.iso) for m in norm.find(text)]
    lean = sum(decoded)
    decoded.clear()
    every = norm.normalize_batch([text[s:e] for _, s, e in read], explain=True)
    assert found == [("3 March 2015", "2015-03-03"), ("2015-04-02", "2015-04-02")]
    assert lean < sum(decoded) and all(p.attention is not None for p in every)


def test_windows_split_fields_keep_thousands_and_stop_at_a_line_end():
    csv_line = "100234,ACME GmbH,2024-01-15,2024-01-18,1249.90 paid 1,249.90 and 3,5 %"
    starts = {s for s, _ in windows(csv_line, 30)}
    assert {csv_line.index("2024-01-15"), csv_line.index("2024-01-18")} <= starts
    # a numeric date is also read alone: two dates in one window read as a span, no date
    assert (csv_line.index("2024-01-15"), csv_line.index("2024-01-18")) in windows(csv_line, 30)
    assert csv_line.index("249.90") not in starts and csv_line.index("5 %") not in starts
    lines = "Invoice 2023-118 total 45.00\n2023-08-21 paid\n## [1.4.0] - 2019-02-15"
    spans = windows(lines, 60)
    assert all("\n" not in lines[s:e] for s, e in spans)
    # a numeric date at a line's end gets a window of its own, though the line's first window holds it
    assert (lines.index("2019-02-15"), len(lines)) in spans


def test_find_reads_the_second_date_of_a_window_and_leaves_named_versions():
    norm = Normalizer.load("base", workers=1)
    texts = ["Счёт № 148 от 15.11.2023, оплатить до 25.11.2023. Сумма 12 000 руб.",
             "laskun päiväys: 3.4.2024, eräpäivä: 17.4.2024, viitenumero: 12345 67890",
             "Tested with Python 3.11.4 and 3.12.0 on both machines. Appeal (Case No. 2017/03/118) dismissed.",
             "Ticket #2023-118 is still open; order #20190503 too. Wi-Fi: pizza2020. Family-run since the 1990s.",
             "INSERT INTO orders VALUES (88123, 5521, 149.00, '2020-02-29');",
             # a number after a compound word for one, a door's code, a path longer than a window
             "hiermit kündige ich meinen Vertrag (Kundennr. 4711-2023) fristgerecht. Code porte : 1987B.",
             "Restored from /var/backups/db/prod_2023-08-14_0300.sql.gz (3.2 GB) onto staging-db-02"]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [["2023-11-15", "2023-11-25"], ["2024-04-03", "2024-04-17"], [], [], ["2020-02-29"], [],
                     ["2023-08-14"]]
    # a date in words, inside a text longer than the model reads at once
    deed = "IN TESTIMONY WHEREOF, I have hereunto set my hand this twentieth day of July, nineteen hundred sixty-nine"
    assert [m.iso for m in find_dates(norm, [deed])[0]] == ["1969-07-20"]


def test_many_texts_are_shared_between_processes_with_the_same_matches():
    """With several workers each process finds the dates of a share of the texts (its window cutting and rules too);
    the matches are those one process finds (confidences to the sums' last bits)."""
    texts = ["Счёт № 148 от 15.11.2023, оплатить до 25.11.2023.", "Tested with Python 3.11.4 on both machines.",
             "会期は2024年3月1日から2024年3月15日まで", "The contract signed on 3 March 2015 expires on 2020-12-31.",
             "no date here at all", "laskun päiväys: 3.4.2024, eräpäivä: 17.4.2024"] * 3
    one = find_dates(Normalizer.load("base", workers=1), texts)
    with Normalizer.load("base", workers=2) as shared:
        both = find_dates(shared, texts)
    assert len(texts) >= find_module._SHARED_FROM
    spans = [[(m.start, m.end, m.iso) for m in ms] for ms in one]
    assert [[(m.start, m.end, m.iso) for m in ms] for ms in both] == spans
    assert [m.iso for m in both[0]] == ["2023-11-15", "2023-11-25"] and both[4] == []
    assert max(abs(a.confidence - b.confidence) for x, y in zip(one, both) for a, b in zip(x, y)) < 1e-4


def test_find_reads_two_dates_of_a_text_without_spaces():
    norm = Normalizer.load("base", workers=1)
    found = find_dates(norm, ["1947年に京都で生まれ、1970年5月に東京大学を卒業した。", "会期は2024年3月1日から2024年3月15日まで",
                              "契約期間：令和5年4月1日から令和6年3月31日まで"])
    assert [m.iso for m in found[0]] == ["1947", "1970-05"]
    assert [[m.iso for m in matches] for matches in found[1:]] == [["2024-03-01", "2024-03-15"],
                                                                   ["2023-04-01", "2024-03-31"]]  # were no date


def test_a_year_alone_is_the_word_that_writes_it():
    """The attention of a year's first digits may rest on another year of the window ('19' of both): the span is
    the word with the reading's number nearest to where its last digit looked."""
    window = "born in 1956 in Dayton, he joined NASA in 1984 and"
    pred = Prediction(input=window, iso="1984", precision="year")
    pred.input_labels, pred.output_labels = ["<auto>", *normalize(window)], ["1", "9", "8", "4", "</s>"]
    looks = [window.index("19"), window.index("95"), window.index("984"), window.index("84") + 1, len(window) - 1]
    pred.attention = np.eye(len(window) + 1, dtype=np.float32)[[k + 1 for k in looks]]
    start, end = _span_in_window(pred, window)
    assert window[start:end] == "1984"


def test_a_year_the_words_before_it_make_no_date_is_no_match(monkeypatch):
    """The window that starts at a year cannot see a season, quarter or decade word before it: the year is read
    again with one or two words before it. Years that those words leave a year stay."""
    norm = Normalizer.load("base", workers=1)
    texts = ["Rechnung vom hösten 2089 Danke!", "The report from foråret 2015. Call me if anything changes.",
             "Pago recibido el 7,917,973 3rd quarter 2021 Por favor confirme.",
             "Signé le 2065-06-08. foråret 2015 Cordialement.", "Er zog 1962 nach Berlin und blieb dort bis 1975."]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [[], [], [], ["2065-06-08"], ["1962", "1975"]]
    # without the second reading, windows that start at the year read some of them
    monkeypatch.setattr(find_module, "_without_unmade", lambda normalizer, texts, found, *a, **k: found)
    assert sum(len(matches) for matches in find_dates(norm, texts)[:4]) > 1


def test_an_italian_year_after_a_place_stays_a_year():
    found = find_dates(Normalizer.load("base", workers=1), ["Nata a Roma nel 1938, la scrittrice visse a Milano."])
    assert [m.iso for m in found[0]] == ["1938"]


def test_a_month_and_year_beside_a_day_no_month_has_is_no_match():
    """A window cut after an impossible day's number, or before the year after a two-digit one, reads a month and
    year; read again with that number or year, the model is sure there is no date. Real days, and a month beside
    another date's numerals, stay."""
    norm = Normalizer.load("base", workers=1)
    texts = ["Rechnung vom 32 December 2034 Danke!", "Firmado el 40th of August 2066. Por favor confirme.",
             "le 09-December-1949 February 41, 1924 ; échéance", "Due 3 December 2034, then again in May 2035.",
             "Signé le 2014-04-13 mars 2020 Cordialement."]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found[:3] == [[], [], ["1949-12-09"]]
    assert found[3] == ["2034-12-03", "2035-05"]
    assert "2020-03" in found[4]
    # the rule itself, on the readings a window cut after the day's number gives (a model may not make them)
    cut = [(texts[0], "December 2034", "2034-12"), (texts[1], "August 2066", "2066-08"), (texts[3], "May 2035", "2035-05")]
    found = [[Match(t.index(span), t.index(span) + len(span), span, iso, "month", 0.99, False, Prediction(input=span))]
             for t, span, iso in cut]
    kept = find_module._without_unmade(norm, [t for t, _, _ in cut], found, {}, order=None, locale=None)
    assert [[m.iso for m in matches] for matches in kept] == [[], [], ["2035-05"]]


def test_a_month_read_from_a_short_lowercase_word_is_the_year_alone():
    """'me' is May in Samoan and a word of English: after a year in running text the year stands alone; a
    short month name as a date writes it ('28 Me 1940') stays."""
    norm = Normalizer.load("base", workers=1)
    texts = ["We met in 2015. Let me know if you need anything.", "Fanau i le Aso Gafua, 28 Me 1940 i Apia."]
    found = [[(m.text, m.iso, m.precision) for m in matches] for matches in find_dates(norm, texts)]
    assert found == [[("2015", "2015", "year")], [("28 Me 1940", "1940-05-28", "day")]]



def test_a_three_letter_month_name_with_words_between_it_and_the_numbers_is_a_word():
    """'was' is February in Old Prussian: 'was closed in 2017' is the year; a three-letter name beside a numeral,
    or joined to it by 'de' or 'of', stays a month ('12 de dez. de 1967', 'payroll_mar_1965.csv')."""
    from datenorm.serve.find_rules import short_word_month

    lexicon = Normalizer.load("base", workers=1).bundle.lexicon
    words = ["was closed in 2017", "It was in 2017", "1889, was closed"]
    months = ["15 mar 2020", "jan-2019", "12 de dez. de 1967", "payroll_mar_1965.csv", "dec of 2019", "Mar 2017"]
    assert all(short_word_month(s, lexicon) for s in words)
    assert not any(short_word_month(s, lexicon) for s in months)
    text = "The bridge, built between 1883 and 1889, was closed in 2017 for repairs."
    assert [(m.text, m.iso) for m in Normalizer.load("base", workers=1).find(text)] == [
        ("1883", "1883"), ("1889", "1889"), ("2017", "2017")]


def test_identifier_codes_and_json_numbers_are_no_dates_and_the_words_beside_them_are_read():
    """'INV-2024-0611' is an invoice's number, '"latency_ms":1834' a JSON number (a date there is a quoted
    string); the date after a code in the same window is still found. Hebrew's prefixes ('ל-') are no code."""
    norm = Normalizer.load("base", workers=1)
    texts = ["Subject: Your invoice INV-2024-0611 for May 2024", '{"attempt":5,"latency_ms":1834}',
             '{"date": "2019-05-03"}', "הפגישה נקבעה ל-2024-01-18 בשעה 09:30.",
             "Kode produk 2024-IDN-07, berat 1,2 kg. Dikirim 3 Mei 2024."]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [["2024-05"], [], ["2019-05-03"], ["2024-01-18"], ["2024-05-03"]]


def test_a_day_read_from_a_number_words_after_the_year_is_dropped_and_urls_hold_no_part_dates():
    from datenorm.serve import find_rules

    lexicon = Normalizer.load("base", workers=1).bundle.lexicon
    span = "May 1975, where she worked for the next 23"
    assert span[: find_rules.day_after_words(span, "1975-05-23", lexicon)] == "May 1975"
    for span, iso in (("1936 και πέθανε στην Αθήνα στις 4 Μαρτίου", "1936-03-04"),  # the month after the day
                      ("2015 tháng 3 ngày 23", "2015-03-23"), ("23 May 1975", "1975-05-23"),
                      ("1996 оны арван нэгдүгээр сарын 29", "1996-11-29")):
        assert find_rules.day_after_words(span, iso, lexicon) is None, span
    text = "from https://doi.org/10.1175/JCLI-D-17 and https://example.com/2019/05/03/story"
    assert find_rules.in_url(text, text.index("10.1175"), text.index("/JCLI"), "1175-10")
    assert not find_rules.in_url(text, text.index("2019"), text.index("/story"), "2019-05-03")
    norm = Normalizer.load("base", workers=1)
    found = find_dates(norm, ["She joined the BBC in May 1975, where she worked for the next 23 years.", text])
    assert [[m.iso for m in matches] for matches in found] == [["1975-05"], ["2019-05-03"]]


def test_a_month_read_words_after_the_year_that_starts_a_span_is_the_next_dates():
    from datenorm.serve import find_rules

    lexicon = Normalizer.load("base", workers=1).bundle.lexicon
    for span, iso in (("1961 dan pindah ke Jakarta pada Januari", "1961-01"), ("1940 tại Huế, tháng 5", "1940-05"),
                      ("1936 και πέθανε στην Αθήνα στις 4 Μαρτίου", "1936-03-04")):
        assert span[: find_rules.month_after_words(span, iso, lexicon)] == span[:4], span
    for span, iso in (("May 1975, where she worked for the next 23", "1975-05-23"), ("2015 tháng 3 ngày 23", "2015-03-23"),
                      ("1999, in March", "1999-03"), ("2019-05-03", "2019-05-03")):
        assert find_rules.month_after_words(span, iso, lexicon) is None, span
    text = "Ia lahir di Bandung pada tahun 1961 lalu pindah ke Jakarta pada Januari 1985 untuk bekerja."
    found = find_dates(Normalizer.load("base", workers=1), [text])[0]
    assert [m.iso for m in found] == ["1961", "1985-01"]


def test_an_indonesian_and_after_a_year_names_no_month():
    text = "Ia lahir di Bandung pada tahun 1961 dan pindah ke Jakarta pada Januari 1985 untuk bekerja."
    assert [m.iso for m in find_dates(Normalizer.load("base", workers=1), [text])[0]] == ["1961", "1985-01"]


def test_serials_decades_hours_and_phone_numbers_in_text_are_no_dates():
    from datenorm.serve import find_rules

    for text, span, iso in (("Refund job failed for batch 2023-118 (retry 3)", "2023-118", "2023-04-28"),
                            ("Faktura 2025-0031, forfallsdato 27.05.2025", "2025-0031", "2025-03-31"),
                            ("Fakturanr. 2023-4417. Beløb", "2023-4417", "2023"),
                            ("Ordernr 55012-2024. Tack", "55012-2024", "2024-12"),
                            ("by the 1920s it was used as an antenna", "1920s", "1920-02"),
                            ("vi har åbent 8.30-16.00 alle hverdage", "8.30-16.00", "2016-08-30"),
                            ("Ring på 33 12 05 44 eller skriv", "12 05 44", "2044-05-12"),
                            ("Tél. : 06 12 34 56 78", "06 12 34", "2034-12-06"),
                            # an identifier's long number, or a compact date and a number that is no clock time
                            ("订单 20240618001 支付超时", "20240618001", "2024-06-18"),
                            ("MRN 20240315-77, room 4/12B", "20240315-77", "2024-03-15"),
                            ("Sipariş no: TR-20241125-553.", "TR-20241125-553", "2024-11-25"),
                            ("存储2048GB。", "2048GB", "2048"),
                            # a decade named before its year
                            ("σε κτίριο της δεκαετίας του 1960. Τιμή", "1960", "1960"),
                            ("un edificio de la década de 1960", "1960", "1960")):
        start = text.index(span)
        assert find_rules.not_a_date_in_text(text, start, start + len(span), iso), text
    for text, span, iso in (("03.05.2019 14.30 Uhr", "03.05.2019", "2019-05-03"),
                            ("Apr 22 09:27:20 2077 601 620 906 OK", "Apr 22 09:27:20 2077", "2077-04-22"),
                            ("Updated 2058-08-31T17:32:19-05:00", "2058-08-31T17:32:19-05:00", "2058-08-31"),
                            ("on 12 05 2044 at noon", "12 05 2044", "2044-05-12"),
                            ("years 2015-2024 of it", "2015-2024", "2015"),
                            ("Screenshot_20230815-1422.png", "20230815-1422", "2023-08-15"),
                            ("exported 202308151422 ok", "202308151422", "2023-08-15"),
                            ("民國113年1月5日院授人培字第1130000001號", "民國113年1月5日院授人培字第1130000001號", "2024-01-05")):
        start = text.index(span)
        assert not find_rules.not_a_date_in_text(text, start, start + len(span), iso), text


def test_amounts_and_a_clock_times_numbers_are_no_years():
    from datenorm.serve import find_rules

    lexicon = Normalizer.load("base", workers=1).bundle.lexicon
    for text, span in (("Билеты по 1500 ₽, ряд 12", "1500"), ("сума 1250 грн.", "1250"), ("总价2019元，含税", "2019"),
                       ("Model X, 1200 W, 2.0 L", "1200"), ("was $1999, now less", "1999"),
                       ("billetter 1500 kr. stykket", "1500")):
        start = text.index(span)
        assert find_rules.quantity(text, start, start + len(span), span), text
    for text, span in (("2004 m. kovo 29 d.", "2004"), ("w 2022 r. w Krakowie", "2022"), ("in 1999 we moved", "1999"),
                       ("2019元旦", "2019"), ("896 Kr. u.", "896"), ("in 1944 W. Churchill", "1944"),
                       ("1864 Ft. Sumter", "1864")):
        start = text.index(span)
        assert not find_rules.quantity(text, start, start + len(span), span.zfill(4)), text
    assert find_rules.year_from_a_time("12. maj kl. 18.00", "2018-05-12", lexicon)
    assert find_rules.year_from_a_time("3. Juni, um 10 Uhr? Raum 2.14", "2014-06-03", lexicon)
    for span, iso in (("3 Jun 14 10:30", "2014-06-03"), ("12. maj 2018 kl. 18.00", "2018-05-12"),
                      ("05.18", "2018-05"), ("12.05.18 10.30", "2018-05-12")):
        assert not find_rules.year_from_a_time(span, iso, lexicon), span
    texts = ["Kampen endte 2-1 til FCK. Næste kamp er søndag den 12. maj kl. 18.00 i Parken.",
             "Встреча в 18:30 у метро. Билеты по 1500 ₽, ряд 12, место 7."]
    assert find_dates(Normalizer.load("base", workers=1), texts) == [[], []]


def test_two_dates_of_a_clause_of_chinese_or_japanese_are_read_apart():
    from datenorm.serve import find_rules

    assert find_rules.two_years("2008年7月に着工し、2012年5月22") and not find_rules.two_years("2019年5月3日")
    texts = ["東京スカイツリーは2008年7月に着工し、2012年5月22日に開業した。高さは634メートルである。"]
    found = find_dates(Normalizer.load("base", workers=1), texts)[0]
    assert [(m.text, m.iso) for m in found] == [("2008年7月", "2008-07"), ("2012年5月22日", "2012-05-22")]


def test_a_texts_unambiguous_numerals_settle_the_order_of_its_ambiguous_ones():
    norm = Normalizer.load("base", workers=1)
    text = "Pt seen 09/14/2023 for f/u of HTN. Last A1c 6.1% on 06/02/2023. Continue lisinopril 10 mg."
    found = find_dates(norm, [text, "Viewing on 05/06/2024; tenancy from 01/07/2024."])
    assert [(m.iso, m.ambiguous) for m in found[0]] == [("2023-09-14", False), ("2023-06-02", False)]
    assert all(m.ambiguous for m in found[1])  # nothing in the text settles it
    assert [m.iso for m in find_dates(norm, [text], order="dmy")[0]] == ["2023-09-14", "2023-02-06"]


def test_where_no_date_settles_them_the_texts_words_may():
    from datenorm.serve.find_rules import order_of_words

    assert order_of_words("Paciente de 67 años, ingresó el 04/07/2024") == "DMY"
    assert order_of_words("Facture du 03/04/2023, réglée en €") == "DMY"
    assert order_of_words("the warranty ran out 3/2/22 and the repair is $489") == "MDY"
    assert order_of_words("Viewing on 05/06/2024; tenancy from 01/07/2024.") is None  # English, no dollar
    norm = Normalizer.load("base", workers=1)
    found = find_dates(norm, ["Paciente de 67 años, ingresó el 04/07/2024 por dolor torácico. Alta el 09/07/2024.",
                              "lol the warranty on my fridge ran out 3/2/22 and the compressor died 3/9/22, $489",
                              "La réunion est reportée au sat, 4/5/2098! À bientôt."])
    assert [[(m.iso, m.ambiguous) for m in matches] for matches in found] == [
        [("2024-07-04", False), ("2024-07-09", False)], [("2022-03-02", False), ("2022-03-09", False)],
        [("2098-04-05", True)]]  # a weekday beside the numerals comes first (Saturday); the model's reading stays


def test_windows_are_read_greedily_and_each_match_as_the_full_beam_reads_its_window(monkeypatch):
    """The windows are read with a beam of one; every date kept is read again from its window with the
    Normalizer's beam, so its reading, confidence and alternatives are the ones `translate` gives that window."""
    from datenorm.serve import api

    norm = Normalizer.load("base", workers=1)
    text = "Meeting on 03/04/05 moved; contract of 3 March 2015 renewed, invoice paid 2015-04-02."
    widths = []
    original = api.beam_search

    def recording(engine, enc, *, width, **kwargs):
        widths.append(width)
        return original(engine, enc, width=width, **kwargs)

    monkeypatch.setattr(api, "beam_search", recording)
    found = norm.find(text)
    assert [m.text for m in found] == ["03/04/05", "3 March 2015", "2015-04-02"]
    assert 3 in widths and widths.count(3) < widths.count(1)
    for m in found:
        again = norm.normalize_batch([m.prediction.input], explain=True)[0]
        # (the same sums in batches of other sizes: equal to float rounding)
        assert (m.iso, m.ambiguous) == (again.iso, again.ambiguous) and m.confidence == pytest.approx(again.confidence, rel=1e-4)
        assert [a.iso for a in m.prediction.alternatives] == [a.iso for a in again.alternatives]
        assert [a.p for a in m.prediction.alternatives] == pytest.approx([a.p for a in again.alternatives], rel=1e-4)
    with pytest.raises(ConfigError, match="beam width"):
        norm.normalize_batch(["3 March 2015"], beam=0)


def test_a_span_whose_numerals_stand_words_apart_is_no_date():
    """Two words or more that name nothing between a span's numerals: several numbers read as one date; a date's
    own short words and names, and a path or file name (one word), are not."""
    from datenorm.serve.find_rules import scattered

    norm = Normalizer.load("base", workers=1)
    lexicon = norm.bundle.lexicon
    assert scattered("4.5/5 by 2,031 reviewers. Model HX-2020", lexicon)
    assert scattered("11 noiembrie 2024, ora 10:30. Raportul pentru octombrie 2024", lexicon)
    assert not any(scattered(s, lexicon) for s in (
        "3 de mayo de 2020", "Monday, 3 March 2020", "15 تشرين الأول 2019", "blog/2019/08/27/release-notes-v4-2/",
        "the 5th day of November, 2019"))
    text = "Vă confirm întâlnirea de luni, 11 noiembrie 2024, ora 10:30. Raportul pentru octombrie 2024 este atașat."
    assert [(m.text, m.iso) for m in norm.find(text)] == [("11 noiembrie 2024", "2024-11-11"),
                                                          ("octombrie 2024", "2024-10")]


def test_a_windows_characters_line_up_with_its_normalised_text_less_a_dash_at_its_edge():
    # normalize drops a lone dash or tilde at either end: the window's offsets must drop it too, or the reading's
    # span is the whole window ('(2/9/1945 –' from a range, which the span then held)
    for window in ("(2/9/1945  –", "– 3 May 2021", "3 May 2021 ~", "a – b", "12.5.2020"):
        offsets = _collapsed_offsets(window)
        assert len(offsets) == len(normalize(window)), window
        assert "".join(window[k] for k in offsets).casefold() == normalize(window), window


def test_counts_file_references_and_two_digit_counts_are_no_dates_in_running_text():
    """A number alone below 1000 or a round hundred to 1400 counts something ('for 450 pupils', 'from 1000 guns')
    unless a word for the year or an era stands before it; a number sign before or between numerals makes them a
    number ('Az. 2 BvR 1234/14', 'carrera 8 n.º 10-65'); two digits after a comma and a word are no year."""
    norm = Normalizer.load("base", workers=1)
    texts = ["Kommunestyret vedtok 12.06.2019 å bygge en ny skole for 450 elever til en pris av 310 millioner kroner.",
             "9 мая 1945 года в 2 часа 10 минут ночи по радио объявили о капитуляции, а вечером салют дали из 1000 орудий.",
             "La batalla de Guadalete tuvo lugar en el año 711 y supuso el inicio de la conquista musulmana.",
             "Mit Urteil vom 3. Mai 2016 (Az. 2 BvR 1234/14) hob das Gericht die Entscheidung auf und verwies die Sache.",
             "El lunes 7 de agosto de 2023 se posesionaron 18 nuevos concejales en el recinto de la carrera 8 n.º 10-65.",
             "Aksjonen ble gjennomført natt til 14. mars, og 37 personer ble pågrepet på 6 adresser i Oslo."]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [["2019-06-12"], ["1945-05-09"], ["0711"], ["2016-05-03"], ["2023-08-07"], []]


def test_a_long_texts_one_date_that_ends_a_span_is_no_date():
    norm = Normalizer.load("base", workers=1)
    texts = ["The war lasted from 1861 to 1865 and cost an estimated 620,000 lives, roughly 2 percent of the population.",
             "El torneo se disputará del 3 al 9 de junio de 2024 en 6 sedes, con 16 selecciones y 31 partidos.",
             "Le 14 juillet 1789, rue Saint-Antoine, la foule prit la Bastille et libéra sept prisonniers."]
    preds = norm.normalize_batch(texts)
    assert [p.iso for p in preds] == [None, None, "1789-07-14"]
    assert preds[0].error == "not a date: '1861 to 1865' is a span of two years"
    assert "a span of days" in preds[1].error


def test_a_day_counted_after_the_year_or_unwritten_in_cjk_is_left_out():
    """'Im März 2020 mussten 3 der 5 Filialen schließen': the 3 counts branches, so the month and year stand; a CJK
    year and month with no day written stay a month ('2011年3月の震災' was read as 2011-03-01). A month named after
    its year keeps the words between it and the day ('2021eko martxoaren 5a')."""
    norm = Normalizer.load("base", workers=1, min_confidence=0.0)
    texts = ["Im März 2020 mussten 3 der 5 Filialen schließen", "2011年3月の震災", "2021eko martxoaren 5a",
             "2011年3月5日", "May 2020, Tuesday 3"]
    assert [p.iso for p in norm.normalize_batch(texts)] == [
        "2020-03", "2011-03", "2021-03-05", "2011-03-05", "2020-05-03"]


def test_a_decimal_a_thousands_group_or_a_counter_is_no_part_of_a_date_in_running_text():
    """'fell to 3.1% in Sept. 2019' was read as 2019-09-03, '38,5 Prozent' as 2038-05, '1500余列' as 1500, 'Do 1 ao
    15 de agosto haberá 45 concertos' as 2045-08-15; a long text's one date keeps the fields find's rules leave it."""
    norm = Normalizer.load("base", workers=1, min_confidence=0.0)
    texts = ["Unemployment in the county fell to 3.1% in Sept. 2019, down 0.4 points, with 212,000 people in work.",
             "Im März 2020 sank der Umsatz der 212 Filialen um 38,5 Prozent auf 1,07 Milliarden Euro.",
             "2023年10月1日，国庆假期首日全国铁路发送旅客1968万人次，其中加开列车1500余列。",
             "Do 1 ao 15 de agosto haberá 45 concertos e 12 mercados en 9 concellos, con entrada de 5 euros.",
             "A KSH szerint 2023 januárjában 25,7 százalék volt az infláció, az élelmiszerek ára pedig 44,8 százalékkal nőtt.",
             "We received your payment on 1964-06-22T12:57, then again Oct 24th '17 Apt. 1191 Call me if anything changes."]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [["2019-09"], ["2020-03"], ["2023-10-01"], [], ["2023-01"], ["1964-06-22", "2017-10-24"]]
    assert norm.normalize(texts[4]).iso == "2023-01"


def test_an_impossible_day_a_code_before_a_number_and_a_year_not_written_make_no_date_in_running_text():
    """'dated 31 April 2023' was read as 2023-04, 'ICE 1024' as the year 1024, '2 000 pjesëmarrës' as 2000-05; compact
    runs ('20240312T150000Z') and years below 1000 ('en el año 711') are written years."""
    norm = Normalizer.load("base", workers=1, min_confidence=0.0)
    texts = ["The invoice is dated 31 April 2023 and lists 6 items totalling €1,245.80, payable within 30 days.",
             "Der ICE 1024 nach Hamburg fiel am 05.06.2023 wegen einer Oberleitungsstörung bei Kilometer 112,4 aus.",
             "Më 28 nëntor, parada do të nisë në orën 11:00 me 2 000 pjesëmarrës dhe 30 automjete ushtarake.",
             "Wrote crash dump to /tmp/crash_report_20240311T101500Z.txt (pid 9921, signal 11)",
             "La batalla de Guadalete tuvo lugar en el año 711 y supuso el inicio de la conquista musulmana.",
             "明仁天皇は平成31年4月30日に退位し、江戸時代後期の光格天皇以来、約200年ぶりの譲位として大きく報じられた。"]
    found = [[m.iso for m in matches] for matches in find_dates(norm, texts)]
    assert found == [[], ["2023-06-05"], [], ["2024-03-11"], ["0711"], ["2019-04-30"]]
