"""Shared fixtures: a tiny config, tiny generated data, and (for the TensorFlow tests) a tiny trained run."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

import numpy as np
import pytest

from datenorm import bundle
from datenorm.config import ModelConfig, TrainConfig
from datenorm.dates import parse_iso
from datenorm.vocab import Vocab, normalize

TINY = dict(embed_dim=8, enc_units=8, attn_units=8, out_embed_dim=4)


def normalizer_script(body: str) -> str:
    """A Python script that builds tiny random-weight Normalizers (`api`, `TINY`, `random_bundle`, `ModelConfig`,
    `Vocab` in scope, eight rows a chunk) and then runs `body`: for tests that need a process of its own."""
    return ("import multiprocessing, os, signal, sys\n"
            f"sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
            "import datenorm.serve.api as api\n"
            "from conftest import TINY, random_bundle\n"
            "from datenorm.config import ModelConfig\n"
            "from datenorm.vocab import Vocab\n"
            "api.CHUNK = 8\n" + body)


def encode(vocab: Vocab, texts, hints=None, max_len: int = 60) -> np.ndarray:
    """(B, L) ids of raw texts, as serving encodes them after normalising (AUTO hints by default)."""
    return vocab.encode_normalized([normalize(t) for t in texts], hints or ["AUTO"] * len(texts), max_len)


def is_valid_iso(text: str) -> bool:
    return parse_iso(text) is not None


@pytest.fixture
def tiny_config() -> ModelConfig:
    return ModelConfig(**TINY)


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(1234)


def random_bundle(config: ModelConfig, vocab: Vocab, seed: int = 0, scale: float = 1.0) -> bundle.Bundle:
    """A bundle of random weights of the right shapes: exercises the engine and decoder without TensorFlow."""
    gen = np.random.default_rng(seed)
    weights = {name: (gen.standard_normal(shape) * scale).astype(np.float32)
               for name, shape in bundle.expected_shapes(config, len(vocab)).items()}
    return bundle.Bundle(config, vocab, weights)


@pytest.fixture(scope="session")
def tiny_data(tmp_path_factory):
    """A few hundred generated rows in en_US/fr_FR/ja_JP, split three ways."""
    from datenorm.generate import write_splits

    out = tmp_path_factory.mktemp("data")
    write_splits(out, train=400, valid=100, test=100, seed=3, locales=["en_US", "fr_FR", "ja_JP"],
                 workers=1)
    return out


@pytest.fixture(scope="session")
def tiny_run(tiny_data, tmp_path_factory):
    """A tiny model trained for two short epochs; its run directory holds checkpoints and a bundle."""
    pytest.importorskip("keras")
    from datenorm.model.train import train

    run_dir = tmp_path_factory.mktemp("runs") / "tiny"
    train(tiny_data, run_dir, model_config=ModelConfig(**TINY),
          train_config=TrainConfig(epochs=2, batch_size=32, learning_rate=1e-2), verbose=0)
    return run_dir


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory):
    """A tiny random-weight bundle saved to disk, for CLI and file tests (a module may define its own)."""
    b = random_bundle(ModelConfig(**TINY), Vocab.build(["0123456789 /-.,:abcdefghijklmnopqrstuvwxyz年月日"]), seed=7)
    return bundle.save_bundle(tmp_path_factory.mktemp("model"), b.weights, b.config, b.vocab)


def run_cli(*args, input=None):
    """`datenorm ARGS` through click's test runner (arguments made strings)."""
    from click.testing import CliRunner

    from datenorm.cli import main

    return CliRunner().invoke(main, [str(a) for a in args], input=input)
