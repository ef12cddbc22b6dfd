"""The lexicon channel: month and weekday bits per character, their bundle form, and the engine reading them."""

import json

import numpy as np
import pytest

from datenorm import bundle
from datenorm.config import ModelConfig
from datenorm.errors import ModelLoadError
from datenorm.lexicon import FEATURES, NAME_BITS, WEEKDAY_BIT, Lexicon, features, phrase_key
from datenorm.serve.api import Normalizer
from datenorm.serve.engine import Engine
from datenorm.vocab import Vocab, normalize

from conftest import TINY, encode, random_bundle

LEX = Lexicon({"listopad": (1 << 9) | (1 << 10), "mai": 1 << 4, "dwe mar abich": 1 << 4, "mar": 1 << 2,
               "lokakuu": 1 << 9, "sat": 1 << WEEKDAY_BIT},
              {"hr": {"listopad": 1 << 9}, "pl": {"listopad": 1 << 10}})


def _bits(text: str) -> list[int]:
    return list(LEX.char_bits(normalize(text)))


@pytest.mark.parametrize("text, word, bits", [
    ("listopad 2015", "listopad", (1 << 9) | (1 << 10)),  # Croatian October, Polish and Czech November
    ("le 3 MAI 1999", "mai", 1 << 4),  # case-folded like the model's input
    ("Sat 8 May", "sat", 1 << WEEKDAY_BIT),
    ("lokakuussa 2015", "lokakuussa", (1 << 9) << NAME_BITS),  # a name inside a longer word: the second group
])
def test_a_words_characters_carry_what_it_names(text, word, bits):
    norm = normalize(text)
    start = norm.index(word)
    got = _bits(text)
    assert got[start : start + len(word)] == [bits] * len(word)
    assert not any(got[:start]) and not any(got[start + len(word) :][1:])


def test_a_phrase_of_several_words_marks_its_spaces_too_and_its_words_keep_their_own_bits():
    got = _bits("Dwe mar Abich 2013")
    assert got[:13] == [1 << 4] * 4 + [(1 << 4) | (1 << 2)] * 3 + [1 << 4] * 6
    assert not any(got[13:])


@pytest.mark.parametrize("text", ["hello world", "marmalade", "2019-05-03", "", "maio"])
def test_words_that_name_nothing_get_no_bits(text):
    assert not any(_bits(text))


def test_bits_line_up_with_the_vocabularys_ids():
    texts = ["3 mai 1999", "listopad 2015", "x" * 70 + " mai"]
    norms = [normalize(t) for t in texts]
    ids = Vocab.build(texts).encode_normalized(norms, ["AUTO"] * 3, 60)
    bits = LEX.encode_normalized(norms, 60)
    assert bits.shape == ids.shape
    assert not bits[:, 0].any()  # the hint's position
    assert bits[0, 1 + norms[0].index("mai")] == 1 << 4
    assert not bits[2].any()  # cut at 60 characters, as the ids are


def test_features_unpack_every_bit():
    f = features(np.array([[0, 1 | (1 << (FEATURES - 1))]], np.int32))
    assert f.shape == (1, 2, FEATURES)
    assert f[0, 0].sum() == 0 and f[0, 1, 0] == 1 and f[0, 1, -1] == 1 and f[0, 1].sum() == 2


@pytest.mark.parametrize("doc", [
    None, {"features": 12, "phrases": {}}, {"features": NAME_BITS, "phrases": []},
    {"features": NAME_BITS, "phrases": {"mai": 0}}, {"features": NAME_BITS, "phrases": {"mai": 1 << NAME_BITS}},
    {"features": NAME_BITS, "phrases": {"mai": True}}, {"features": NAME_BITS, "phrases": {"mai.": 1}},
    {"features": NAME_BITS, "phrases": {"mai": "1"}},
])
def test_a_broken_lexicon_is_refused_by_name(doc):
    with pytest.raises(ModelLoadError, match="lexicon"):
        Lexicon.from_dict(doc, where="model.json")


@pytest.mark.parametrize("locale, bits", [
    ("hr", 1 << 9), ("hr_HR", 1 << 9), ("hr-BA", 1 << 9), ("pl", 1 << 10), ("PL_pl", 1 << 10),
    ("cs", (1 << 9) | (1 << 10)), (None, (1 << 9) | (1 << 10)), ("", (1 << 9) | (1 << 10)),
])
def test_a_locale_narrows_its_languages_names_and_leaves_the_rest(locale, bits):
    narrowed = LEX.for_locale(locale)
    got = narrowed.char_bits(normalize("listopadu 2015, mai"))  # a name inside a longer word narrows too
    assert got[0] == bits << NAME_BITS and got[-1] == 1 << 4
    assert narrowed.char_bits(normalize("listopad")) == (bits,) * 8


# Names only a stated locale gives bits (a newer CLDR's short ones): Mara's 'hmy' (February) and 'php' (November),
# and a weekday of theirs; 'naw' is a trained language's November and Mara's January.
NEW = Lexicon({"naw": 1 << 10, "sat": 1 << WEEKDAY_BIT},
              {"mrh": {"hmy": 1 << 1, "php": 1 << 10, "naw": 1, "hrh": 1 << WEEKDAY_BIT}})


@pytest.mark.parametrize("text, word, bits", [
    ("2003 Hmy 15", "hmy", 1 << 1), ("15 Hmy 2003", "hmy", 1 << 1), ("Php 15, 2024", "php", 1 << 10),
    ("2024 Hmy 23, Hrh", "hmy", 1 << 1), ("Sat, 3 php 2024", "php", 1 << 10),  # a weekday beside the date
    ("PHP 2,024.00", "php", 0), ("PHP 2024", "php", 0), ("hmy 15", "hmy", 0),  # no day and year around it
    ("2003 Hmy 15 kg", "hmy", 0), ("Hmy 2003 15 20", "hmy", 0), ("12345 Hmy 15", "hmy", 0),
    ("1986 Naw 15", "naw", 1 << 10),  # a name of the whole table keeps its bits
])
def test_a_name_only_a_locale_knows_counts_between_a_day_and_a_year(text, word, bits):
    norm = normalize(text)
    start = norm.index(word)
    assert NEW.char_bits(norm)[start : start + len(word)] == (bits,) * len(word)
    assert NEW.for_locale("mrh").char_bits(normalize("hmy 2003"))[0] == 1 << 1  # the stated locale: anywhere


MONTHS = Lexicon({"februar": 1 << 1, "december": 1 << 11, "mai": 1 << 4, "here": 1 << 9})


@pytest.mark.parametrize("text, none", [
    ("Jahrgang 1994", True), ("Matriek 2007", True), ("Урожай 2023", True),  # no month named
    ("Feburar 2020", False), ("Decemeber 2015", False), ("mai 2020", False),  # misspelt, or a name
    ("started here in 2016", False),  # a word the table has as a month somewhere
    ("मे 2008", False), ("Ap̌ri 2046", False),  # another script, or a mark on a letter: names the table may miss
])
def test_a_text_names_no_month_unless_a_word_is_a_name_or_one_misspelt(text, none):
    assert MONTHS.names_no_month(normalize(text)) is none


SPANS = Lexicon({"may": 1 << 4, "june": 1 << 5, "mar": 1 << 2, "mars": 1 << 2, "su": 1 << 0, "id": 1 << 1})


@pytest.mark.parametrize("text, month, span", [
    ("May/June 2022", 6, "may/june"), ("may - june 2022", 5, "may - june"),
    ("May/June 2022", 3, None),  # the reading's month is neither
    ("14 MAR/MARS 2029", 3, None),  # the same month twice: a bilingual passport's
    ("host su - id00", 1, None),  # names of three letters or more only
])
def test_two_months_joined_by_a_slash_or_a_dash_are_a_span(text, month, span):
    assert SPANS.month_span(normalize(text), month) == span


def test_a_lexicon_with_languages_goes_through_its_bundle_form():
    doc = json.loads(json.dumps(LEX.to_dict()))
    assert Lexicon.from_dict(doc) == LEX
    assert "languages" not in Lexicon({"mai": 1 << 4}).to_dict()  # bundles without them read as before


@pytest.mark.parametrize("languages", [
    [], {"hr": []}, {"croatian": {"listopad": 1 << 9}},
    {"hr": {"listopad": 0}}, {"hr": {"listopad": True}}, {"hr": {"siječanj": 1 << NAME_BITS}},  # empty, too wide
    {"hr": {"Siječanj 1.": 1}},  # a name of its own must be a phrase key too
])
def test_a_broken_language_table_is_refused_by_name(languages):
    with pytest.raises(ModelLoadError, match="lexicon"):
        Lexicon.from_dict({**LEX.to_dict(), "languages": languages}, where="model.json")


def test_phrase_keys_are_letter_runs():
    assert phrase_key(normalize("janv.")) == "janv"
    assert phrase_key(normalize("Dwe  mar-Abich")) == "dwe mar abich"


def _lexicon_bundle(tmp_path, seed=3):
    config = ModelConfig(**TINY, lexicon=True)
    vocab = Vocab.build(["0123456789 /-.abcdefghijklmnopqrstuvwxyz"])
    b = random_bundle(config, vocab, seed=seed)
    return bundle.save_bundle(tmp_path / "lex", b.weights, config, vocab, lexicon=LEX)


def test_a_bundle_carries_its_lexicon_and_loading_checks_it(tmp_path):
    directory = _lexicon_bundle(tmp_path)
    loaded = bundle.load_bundle(directory)
    assert loaded.lexicon == LEX and loaded.config.lexicon
    doc = json.loads((directory / bundle.BUNDLE_JSON).read_text())
    del doc["lexicon"]
    (directory / bundle.BUNDLE_JSON).write_text(json.dumps(doc))
    with pytest.raises(ModelLoadError, match="lexicon"):
        bundle.load_bundle(directory)
    doc["lexicon"], doc["model"]["lexicon"] = LEX.to_dict(), False
    (directory / bundle.BUNDLE_JSON).write_text(json.dumps(doc))
    with pytest.raises(ModelLoadError, match="lexicon"):
        bundle.load_bundle(directory)


def test_the_engine_reads_the_bits_and_a_zero_projection_reads_as_without_them(tmp_path):
    loaded = bundle.load_bundle(_lexicon_bundle(tmp_path))
    texts = ["3 mai 1999", "listopad 2015", "mai"]
    norms = [normalize(t) for t in texts]
    ids = encode(loaded.vocab, texts)
    bits = loaded.lexicon.encode_normalized(norms, 60)
    engine = Engine(loaded.weights, loaded.config)
    with_bits, without = engine.encode(ids, bits).annotations, engine.encode(ids).annotations
    assert not np.allclose(with_bits, without)
    zero = Engine({**loaded.weights, "enc_lex": np.zeros_like(loaded.weights["enc_lex"])}, loaded.config)
    np.testing.assert_array_equal(zero.encode(ids, bits).annotations, without)
    # The Normalizer gives each row its bits: a row alone reads as within a batch.
    norm = Normalizer(loaded, workers=1)
    batch = norm.normalize_batch(texts)
    assert [norm.normalize(t).confidence for t in texts] == pytest.approx([p.confidence for p in batch], abs=1e-5)
    # A caller's locale reaches the engine as narrowed bits: 'listopad' reads differently for hr than for pl.
    hr, pl = (norm.normalize("listopad 2015", locale=loc, explain=False) for loc in ("hr", "pl"))
    assert (hr.iso, hr.confidence) != (pl.iso, pl.confidence)
    assert norm.normalize("3 mai 1999", locale="hr").confidence == pytest.approx(batch[0].confidence, abs=1e-5)


def test_a_bundle_states_its_default_threshold_and_a_bad_one_is_refused(tmp_path):
    directory = _lexicon_bundle(tmp_path)
    assert Normalizer(bundle.load_bundle(directory)).min_confidence == 0.0
    bundle.write_min_confidence(directory, 0.4)
    loaded = bundle.load_bundle(directory)
    assert loaded.min_confidence == 0.4 and Normalizer(loaded).min_confidence == 0.4
    assert Normalizer(loaded, min_confidence=0.0).min_confidence == 0.0
    doc = json.loads((directory / bundle.BUNDLE_JSON).read_text())
    doc["serving"] = {"min_confidence": 2}
    (directory / bundle.BUNDLE_JSON).write_text(json.dumps(doc))
    with pytest.raises(ModelLoadError, match="min_confidence"):
        bundle.load_bundle(directory)


def test_training_rows_get_their_locales_narrowed_bits_at_the_configured_share():
    from datenorm.model.dataset import Split, encode_split

    texts = ["listopad 2015"] * 3
    split = Split(texts, [normalize(t) for t in texts], ["2015-10", "2015-11", "2015-11"], ["", "", ""],
                  ["hr_HR", "pl", "und"])
    vocab = Vocab.build(texts)
    word = slice(1, 1 + len("listopad"))
    everywhere = (1 << 9) | (1 << 10)
    narrowed = encode_split(split, vocab, max_len=20, lexicon=LEX, locale_share=1.0).lex_bits[:, word]
    assert [set(row) for row in narrowed.tolist()] == [{1 << 9}, {1 << 10}, {everywhere}]
    whole = encode_split(split, vocab, max_len=20, lexicon=LEX, locale_share=0.0).lex_bits[:, word]
    assert (whole == everywhere).all()


def test_scrambling_shuffles_only_words_that_name_one_month_and_keeps_their_bits():
    from datenorm.model.dataset import Split, encode_split, scrambled

    norm = normalize("lokakuussa 3 mai listopad 2015")
    out = scrambled(norm, LEX.char_bits(norm), np.random.default_rng(1))
    assert len(out) == len(norm) and sorted(out) == sorted(norm)
    assert out[:10] != norm[:10]  # 'lokakuussa': one month inside a longer word
    assert out[11:] == norm[11:].replace("mai", out[13:16])  # 'listopad' names two months: kept as written
    texts = [norm] * 4
    split = Split(texts, texts, ["2015-10"] * 4, [""] * 4, ["fi"] * 4)
    vocab = Vocab.build(texts)
    plain = encode_split(split, vocab, max_len=40, lexicon=LEX)
    mixed = encode_split(split, vocab, max_len=40, lexicon=LEX, scramble_share=1.0)
    np.testing.assert_array_equal(plain.lex_bits, mixed.lex_bits)
    assert (plain.source[:, :11] != mixed.source[:, :11]).any(axis=1).all()
    np.testing.assert_array_equal(plain.source[:, 17:], mixed.source[:, 17:])


def test_a_lexicon_survives_pickling_with_its_memo():
    """A Normalizer goes to Dask workers and spawned helpers pickled: the lexicon's memo must not stop it."""
    import pickle

    lexicon = Lexicon({"may": 1 << 4, "listopad": (1 << 9) | (1 << 10)}, {"hr": {"listopad": 1 << 9}})
    before = lexicon.char_bits("3 listopad 1999")
    copy = pickle.loads(pickle.dumps(lexicon))
    assert copy == lexicon and copy.char_bits("3 listopad 1999") == before
    assert copy.for_locale("hr_HR").char_bits("listopad") != before[2:10]
    assert pickle.loads(pickle.dumps(Normalizer.load("base", workers=1))).normalize("3 may 1999").iso == "1999-05-03"


@pytest.mark.parametrize("text, shared", [
    ("listopad 2015", True),  # October in Croatian, November in Polish
    ("LISTOPAD 2015", True),
    ("3 mai 1999", False),
    ("Dwe mar Abich 2013", False),  # the longest phrase names May alone; its word 'mar' is not read alone
    ("lokakuussa 2015", False),  # a name inside a word is not a name of the table
    ("hello 2015", False),
])
def test_a_name_of_several_months_is_told_from_a_name_of_one(text, shared):
    assert LEX.names_several_months(normalize(text)) is shared


def test_cldr_coverage_splits_off_the_rows_whose_names_other_languages_give_another_month(tmp_path):
    from click.testing import CliRunner

    from datenorm.cli import main

    model = _lexicon_bundle(tmp_path)
    result = CliRunner().invoke(main, ["evaluate", "--cldr", "--locales", "pl,hr", "--model", str(model),
                                       "--reports-dir", str(tmp_path / "r"), "--worst", "0"])
    assert result.exit_code == 0, result.output
    assert "on names of one month" in result.output
    text = (tmp_path / "r" / "cldr" / "report.md").read_text(encoding="utf-8")
    # Polish and Croatian stand-alone 'listopad 2049' (in LEX, naming two months) are the shared rows
    assert "| shared names | exact, the rest |" in text and "| hr | 108 | 0.0% | 0.0% | 1 | 0.0% |" in text
    assert "A month name of 2 rows names another month in another language" in text


@pytest.mark.parametrize("text, word, month", [
    ("1996 оны арван нэгдүгээр сарын 29", "арван", 11),  # CLDR's own "MMMM'ын'": the first word names November alone
    ("2011ko urriaren 20an", "urriaren", 10),  # Basque's "MMMM'ren'"
    ("1 июни соли 2022", "июни", 6),  # the Tajik izafa people write
])
def test_the_built_lexicon_reads_month_names_with_the_suffixes_their_patterns_glue_on(text, word, month):
    from datenorm.generate.lexicon import build_lexicon

    norm = normalize(text)
    start = norm.index(word)
    assert build_lexicon().char_bits(norm)[start] & ((1 << 12) - 1) == 1 << (month - 1)


@pytest.mark.parametrize("text, word, month", [
    ("16 lypnia 1990", "lypnia", 7),  # Ukrainian 'липня' in Latin letters
    ("16 zheltoqsan 1991", "zheltoqsan", 12),  # Kazakh 'желтоқсан'
    ("3 dekemvriou 1999", "dekemvriou", 12),  # Greek 'Δεκεμβρίου'
    ("12 ianvari 2001", "ianvari", 1),  # Georgian 'იანვარი'
])
def test_the_built_lexicon_reads_other_scripts_month_names_in_latin_letters(text, word, month):
    """Alone (beside a number `vocab.normalize` writes them in their script: `romanised.romanised_months`)."""
    from datenorm.generate.lexicon import build_lexicon

    assert word in text and normalize(word) == word
    assert build_lexicon().char_bits(word)[0] & ((1 << 12) - 1) == 1 << (month - 1)


def test_extending_a_trained_lexicon_adds_new_names_and_leaves_its_phrases_and_common_short_words_alone():
    from datenorm.generate.lexicon import extend_lexicon

    built = Lexicon({"listopad": 1 << 10, "mai": 1 << 4, "тыгъэгъазэм": 1 << 11, "zheltoqsan": 1 << 11,
                     "age": 1 << 6, "sent": 1 << 8, "kĩhu": 1 << 2, "naw": 1},
                    {"ady": {"тыгъэгъазэм": 1 << 11}, "kk": {"zheltoqsan": 1 << 11}, "pl": {"listopad": 1 << 10}})
    extended, added, local = extend_lexicon(LEX, built, {"mrh": {"naw": 1, "mar": 1 << 2, "mai": 1 << 11},
                                                         "xx": {"age": 1 << 6}, "pl": {"listopad": 1 << 10}})
    assert (added, local) == (3, 3)
    # A phrase the model was trained with keeps its bits ('listopad' stays October or November) ...
    assert {k: extended.phrases[k] for k in LEX.phrases} == LEX.phrases
    assert extended.languages["pl"] == LEX.languages["pl"]
    # ... a new locale's name reads as its month, and a short ASCII word stays no name ('Age 34' is no July) ...
    assert extended.phrases["тыгъэгъазэм"] == 1 << 11 and extended.phrases["kĩhu"] == 1 << 2
    assert "age" not in extended.phrases and "sent" not in extended.phrases
    assert extended.char_bits(normalize("тыгъэгъазэм 2009"))[0] == 1 << 11
    assert extended.char_bits(normalize("Age 34"))[0] == 0 and extended.char_bits(normalize("Naw 1981"))[0] == 0
    # ... but its own language's, where the locale is stated.
    assert extended.for_locale("mrh").char_bits(normalize("Naw 1981"))[0] == 1
    # A new locale reads a trained phrase as it names it ('mai' is December there); where a trained language names it
    # as the table does ('mar'), or narrows it already ('listopad' in Polish), nothing is added.
    assert extended.languages["mrh"] == {"naw": 1, "mai": 1 << 11}
    # A narrowing that equals the phrase's bits is no narrowing: the language tables stay minimal.
    assert "ady" not in extended.languages
    assert Lexicon.from_dict(json.loads(json.dumps(extended.to_dict()))) == extended  # as a bundle carries it
