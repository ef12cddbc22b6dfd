"""Bundles describe themselves: the token lists are written down and checked, old bundles still load, one
table names every weight. TensorFlow-free: random weights of the right shapes."""

from __future__ import annotations

import json
import re

import pytest

from datenorm import bundle
from datenorm.config import ModelConfig
from datenorm.errors import ModelLoadError
from datenorm.vocab import HINT_TOKENS, TOKENS, Vocab

from conftest import TINY, random_bundle

VOCAB = Vocab.build(["0123456789 /-.may"])


@pytest.fixture
def saved(tmp_path):
    b = random_bundle(ModelConfig(**TINY), VOCAB)
    return bundle.save_bundle(tmp_path / "b", b.weights, b.config, b.vocab)


def _rewrite(directory, change) -> None:
    path = directory / bundle.BUNDLE_JSON
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(json.dumps(doc), encoding="utf-8")


def test_a_bundle_writes_its_token_lists_down(saved):
    doc = json.loads((saved / bundle.BUNDLE_JSON).read_text(encoding="utf-8"))
    assert doc["version"] == bundle.VERSION and doc["tokens"] == TOKENS
    assert bundle.load_bundle(saved).vocab == VOCAB


def test_a_version_1_bundle_without_token_lists_still_loads(saved):
    def to_v1(doc):
        doc["version"] = 1
        del doc["tokens"]

    _rewrite(saved, to_v1)
    assert bundle.load_bundle(saved).vocab == VOCAB


@pytest.mark.parametrize("key, value", [
    ("hint_tokens", ["<auto>", "<ymd>", "<mdy>", "<dmy>"]),
    ("output_tokens", list("0123456789-") + ["<pad>", "<s>", "</s>"]),
    ("input_specials", ["<unk>", "<pad>"]),
])
def test_other_token_lists_are_refused_by_name(saved, key, value):
    _rewrite(saved, lambda doc: doc["tokens"].__setitem__(key, value))
    with pytest.raises(ModelLoadError, match=key):
        bundle.load_bundle(saved)


def test_a_version_2_bundle_without_token_lists_is_refused(saved):
    _rewrite(saved, lambda doc: doc.pop("tokens"))
    with pytest.raises(ModelLoadError, match="token lists"):
        bundle.load_bundle(saved)


def test_hint_ids_come_from_the_vocabulary():
    assert [VOCAB.hint_id(h) for h in ("auto", "DMY", "mdy", None)] == [
        VOCAB.index[HINT_TOKENS[0]], VOCAB.index[HINT_TOKENS[1]], VOCAB.index[HINT_TOKENS[2]], VOCAB.index["<auto>"]]


@pytest.mark.parametrize("score", ["additive", "general", "location", "cosine"])
def test_one_table_gives_every_weight_a_shape_and_a_place_in_the_keras_model(score):
    config = ModelConfig(score=score, **TINY)
    specs = bundle.weight_specs(config, 30)
    assert {name: spec.shape for name, spec in specs.items()} == bundle.expected_shapes(config, 30)
    assert len({spec.path for spec in specs.values()}) == len(specs)  # no two names share a variable
    assert all(spec.path[0] in ("enc_embed", "encoder_bilstm", "decoder", "not_a_date") for spec in specs.values())


# --- hostile or broken bundles: one row each, one clear message, no traceback --------------------------------


def _npz(path, arrays: dict) -> None:
    import numpy as np

    np.savez(path, **arrays)


def _weights(saved):
    import numpy as np

    with np.load(saved / bundle.BUNDLE_WEIGHTS) as npz:
        return {k: npz[k] for k in npz.files}


BROKEN = {  # case: (change to the saved bundle, words the message must hold)
    "npy named npz": (lambda d, w: __import__("numpy").save(d / "x.npy", w["enc_embed"]) or
                      (d / "x.npy").replace(d / bundle.BUNDLE_WEIGHTS), "not an .npz archive"),
    "extra member": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS, {**w, "big": __import__("numpy").zeros(10)}),
                     "unexpected ['big.npy']"),
    "missing member": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS, {k: v for k, v in w.items() if k != "dec/bias"}),
                       "missing ['dec/bias']"),
    "int64 weights": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS, {**w, "dec/bias": w["dec/bias"].astype("int64")}),
                      "expected floats"),
    "string weights": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS, {**w, "dec/bias": w["dec/bias"].astype(str)}),
                       "dec/bias"),
    "complex weights": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS,
                                          {**w, "dec/bias": w["dec/bias"].astype("complex64")}), "expected floats"),
    "NaN weights": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS, {**w, "dec/bias": w["dec/bias"] * float("nan")}),
                    "NaN"),
    "wrong shape": (lambda d, w: _npz(d / bundle.BUNDLE_WEIGHTS, {**w, "dec/bias": w["dec/bias"][:3]}),
                    "expected floats"),
    "float units": (lambda d, w: _rewrite(d, lambda doc: doc["model"].__setitem__("enc_units", 8.0)), "enc_units"),
    "bool length": (lambda d, w: _rewrite(d, lambda doc: doc["model"].__setitem__("max_input_len", True)),
                    "max_input_len"),
    "huge length": (lambda d, w: _rewrite(d, lambda doc: doc["model"].__setitem__("max_input_len", 10**9)),
                    "max_input_len"),
    "deep json": (lambda d, w: (d / bundle.BUNDLE_JSON).write_text("[" * 100_000 + "]" * 100_000), "not readable JSON"),
    "list vocab": (lambda d, w: _rewrite(d, lambda doc: doc["vocab"].__setitem__("chars", ["ab", "c"])), "vocab"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_bundle_is_one_clear_message(saved, case):
    change, words = BROKEN[case]
    change(saved, _weights(saved))
    with pytest.raises(ModelLoadError, match=re.escape(words)):
        bundle.load_bundle(saved)


def test_float64_weights_are_read_as_float32(saved):
    import numpy as np

    _npz(saved / bundle.BUNDLE_WEIGHTS, {k: v.astype(np.float64) for k, v in _weights(saved).items()})
    assert {w.dtype for w in bundle.load_bundle(saved).weights.values()} == {np.dtype(np.float32)}
