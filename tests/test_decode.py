"""Constrained beam search: only valid calendar dates come out, whatever the weights say."""

from datetime import date

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from datenorm.config import ModelConfig

from datenorm.serve.decode import _TOKEN_DIGIT, allowed, allowed_batch, beam_search, forced
from datenorm.serve.engine import Engine
from datenorm.vocab import OUTPUT_INDEX, PAD_ID, Vocab

from conftest import TINY, encode, is_valid_iso, random_bundle

VOCAB = Vocab.build(["0123456789 /-.,:abcdefghijklmnopqrstuvwxyz年月日"])
CONFIG = ModelConfig(**TINY)
# Large random weights make confident, arbitrary logits: the constraint has to do all the work.
ENGINES = [Engine(random_bundle(CONFIG, VOCAB, seed=s, scale=3.0).weights, CONFIG) for s in range(4)]


@pytest.mark.parametrize("prefix, ok, not_ok", [
    ("", "10", ""), ("000", "1", "0"), ("1999", "-", "0"), ("1999-", "01", "2"), ("1999-1", "012", "3"), ("1999-0", "19", "0"),
    ("2019-02-", "012", "3"), ("2019-02-2", "8", "9"), ("2020-02-2", "9", ""), ("2019-04-3", "0", "1"),
    ("2019-05-3", "01", "2"),
])
def test_allowed_tokens(prefix, ok, not_ok):
    mask = allowed(prefix)
    assert all(mask[OUTPUT_INDEX[c]] for c in ok)
    assert not any(mask[OUTPUT_INDEX[c]] for c in not_ok)


@settings(max_examples=2000, deadline=None)
@given(text=st.text(alphabet="0123456789 /-.,:abcxyz年月日", min_size=1, max_size=30),
       engine=st.integers(0, len(ENGINES) - 1), width=st.integers(1, 3), hint=st.sampled_from(["AUTO", "DMY", "YMD"]))
def test_decoding_never_yields_an_invalid_date(text, engine, width, hint):
    eng = ENGINES[engine]
    enc = eng.encode(encode(VOCAB, [text], [hint], CONFIG.max_input_len))
    hyps = beam_search(eng, enc, width=width)[0]
    assert hyps, "every input gets at least one reading"
    for h in hyps:
        assert is_valid_iso(h.iso), h.iso
        assert 0.0 < h.p <= 1.0
        assert h.attention.shape == (len(h.iso) + 1, enc.mask.shape[1])


def test_beam_returns_distinct_readings_best_first(rng):
    eng = ENGINES[0]
    texts = ["3 may 1999", "03/04/05", "1999年5月"]
    enc = eng.encode(encode(VOCAB, texts, ["AUTO"] * 3, CONFIG.max_input_len))
    for hyps in beam_search(eng, enc, width=4):
        ps = [h.p for h in hyps]
        assert ps == sorted(ps, reverse=True)
        assert len({h.iso for h in hyps}) == len(hyps)
        assert sum(ps) <= 1.0 + 1e-6


@pytest.mark.parametrize("engine", ENGINES[:2])
def test_forcing_a_reading_the_beam_found_gives_its_probability_and_attention(engine):
    texts = ["3 may 1999", "03/04/05", "1999年5月", "x"]
    enc = engine.encode(encode(VOCAB, texts, ["AUTO"] * 4, CONFIG.max_input_len))
    for row, hyps in enumerate(beam_search(engine, enc, width=3)):
        made = forced(engine, enc.take(np.array([row] * len(hyps))), [h.iso for h in hyps])
        for hyp, again in zip(hyps, made):
            assert again.iso == hyp.iso and again.p == pytest.approx(hyp.p, rel=1e-4, abs=1e-9)
            np.testing.assert_allclose(again.attention, hyp.attention, atol=1e-5)


def test_greedy_is_beam_of_width_one_and_batching_does_not_change_answers():
    eng = ENGINES[1]
    texts = ["3 may 1999", "1 2 3", "x", "2019年"]
    batch = beam_search(eng, eng.encode(encode(VOCAB, texts, ["AUTO"] * 4, 60)), width=1)
    for text, hyps in zip(texts, batch):
        alone = beam_search(eng, eng.encode(encode(VOCAB, [text], ["AUTO"], 60)), width=1)[0]
        assert hyps[0].iso == alone[0].iso
        assert abs(hyps[0].p - alone[0].p) < 1e-5


@settings(max_examples=500, deadline=None)
@given(days=st.lists(st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31)), min_size=1, max_size=8),
       t=st.integers(0, 10))
def test_batched_constraint_is_the_per_prefix_one(days, t):
    prefixes = [d.isoformat()[:t] for d in days]
    out = np.full((len(days), 10), PAD_ID)
    for i, prefix in enumerate(prefixes):
        out[i, :t] = [OUTPUT_INDEX[ch] for ch in prefix]
    np.testing.assert_array_equal(allowed_batch(_TOKEN_DIGIT[out], t), np.stack([allowed(p) for p in prefixes]))


def test_years_run_from_0001_and_year_0000_is_never_written():
    assert allowed("")[OUTPUT_INDEX["0"]] and allowed("00")[OUTPUT_INDEX["0"]]
    assert not allowed("000")[OUTPUT_INDEX["0"]] and allowed("000")[OUTPUT_INDEX["1"]]
    out = np.full((2, 10), PAD_ID)
    out[0, :3], out[1, :3] = [OUTPUT_INDEX["0"]] * 3, [OUTPUT_INDEX[c] for c in "010"]
    masks = allowed_batch(_TOKEN_DIGIT[out], 3)
    assert not masks[0, OUTPUT_INDEX["0"]] and masks[1, OUTPUT_INDEX["0"]]


def test_factored_additive_score_equals_the_direct_one():
    """The engine takes exp of the key half of the additive score once per input when the weights allow it."""
    weights = random_bundle(CONFIG, VOCAB, seed=7, scale=0.5).weights
    factored, direct = Engine(weights, CONFIG), Engine(weights, CONFIG)
    direct.factored = False
    assert factored.factored
    ids = encode(VOCAB, ["3 may 1999", "03/04/05", "1999年5月", "x"], ["AUTO"] * 4, 60)
    a, b = factored.encode(ids), direct.encode(ids)
    tokens = np.full(4, 1)
    (lp_a, _, alpha_a), (lp_b, _, alpha_b) = (eng.step(tokens, eng.initial_state(enc), enc)
                                             for eng, enc in ((factored, a), (direct, b)))
    np.testing.assert_allclose(alpha_a, alpha_b, atol=1e-6)
    np.testing.assert_allclose(lp_a, lp_b, atol=1e-5)


class _Wants:
    """An engine stand-in whose every step prefers `first`, then `second`: what a model does on '30 February'."""

    def __init__(self, first: str, second: str, mass: float):
        probs = np.full(len(OUTPUT_INDEX), (1.0 - mass - 0.2) / (len(OUTPUT_INDEX) - 2))
        probs[OUTPUT_INDEX[first]], probs[OUTPUT_INDEX[second]] = mass, 0.2
        self.log_probs = np.log(probs)

    def initial_state(self, enc):
        return np.zeros((len(enc.mask), 1)), np.zeros((len(enc.mask), 1))

    def step(self, tokens, state, enc):
        return np.tile(self.log_probs, (len(tokens), 1)), state, np.ones_like(enc.mask, float) / enc.mask.shape[1]


@pytest.mark.parametrize("width", [1, 2])
def test_mass_on_digits_the_calendar_forbids_is_reported(width):
    enc = ENGINES[0].encode(encode(VOCAB, ["x"], ["AUTO"], 60))
    best = beam_search(_Wants("9", "-", mass=0.7), enc, width=width, keep_attention=False)[0][0]
    # Year 9999 is fine; a month cannot start with 2-9, so the 0.7 on '9' and the rest on 2-8 are blocked there.
    rest = 0.1 / (len(OUTPUT_INDEX) - 2)
    assert best.iso.startswith("9999-") and abs(best.blocked - (0.7 + 7 * rest)) < 1e-6 and best.wanted == "9999-9"
    fine = beam_search(_Wants("1", "-", mass=0.7), enc, width=width, keep_attention=False)[0][0]
    assert fine.blocked < 0.2
