"""Small frozen settings objects for the model and its training, with dict round-trips and validation."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields

from datenorm.errors import ConfigError

SCORES = ("additive", "dot", "general", "scaled-dot", "cosine", "location")
STRATEGIES = ("default", "mirrored", "multi-worker")
DEFAULT_MAX_INPUT_LEN = 60  # characters after normalisation: what the generator writes and a model reads
MAX_UNITS = 4096  # widest layer a config may ask for
MAX_INPUT_LEN_LIMIT = 1024  # characters: the longest input a model may be built to read
MAX_BEAM = 16  # widest beam: memory grows with it (beam 256 on 3,000 rows took 1.95 GB)
MAX_WORKERS = 8  # processes by default at most: each is an interpreter with its own copy of the model or data


def _check_choice(name: str, value: str, choices: tuple[str, ...]) -> None:
    if not isinstance(value, str) or value not in choices:
        raise ConfigError(f"unknown {name} {value!r}; valid values: {', '.join(choices)}")


def _check_positive(obj, *names: str) -> None:
    for name in names:
        value = getattr(obj, name)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
            raise ConfigError(f"{name} must be positive, got {value!r}")


def _check_sizes(obj, limit: int, *names: str) -> None:
    """Whole numbers from 1 to `limit`: a model size, never a float, a bool or a size no machine can hold."""
    for name in names:
        value = getattr(obj, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= limit:
            raise ConfigError(f"{name} must be a whole number from 1 to {limit}, got {value!r}")


def workers_or_default(workers: int | None) -> int:
    """The process count for parallel work: `workers` checked, or one per core this process may use, at
    most MAX_WORKERS. The one rule for serving's helpers and the generator's pool."""
    if workers is not None:
        if not isinstance(workers, int) or workers < 1:
            raise ConfigError(f"workers must be at least 1, got {workers!r}")
        return workers
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(1, min(MAX_WORKERS, cores))


def _from_dict(cls, data: dict):
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ConfigError(f"unknown {cls.__name__} keys {unknown}; valid keys: {', '.join(sorted(known))}")
    return cls(**data)


@dataclass(frozen=True)
class ModelConfig:
    """Sizes of the network. The decoder state is as wide as an annotation [h_fwd; h_bwd] so that the
    content-based scores (dot, scaled-dot, cosine) compare like with like."""

    score: str = "additive"
    embed_dim: int = 48
    enc_units: int = 64
    attn_units: int = 64
    out_embed_dim: int = 16
    max_input_len: int = DEFAULT_MAX_INPUT_LEN
    lexicon: bool = False  # read each character's month and weekday bits (`datenorm.lexicon`) beside it

    def __post_init__(self):
        _check_choice("score function", self.score, SCORES)
        if not isinstance(self.lexicon, bool):
            raise ConfigError(f"lexicon must be true or false, got {self.lexicon!r}")
        _check_sizes(self, MAX_UNITS, "embed_dim", "enc_units", "attn_units", "out_embed_dim")
        _check_sizes(self, MAX_INPUT_LEN_LIMIT, "max_input_len")

    @property
    def dec_units(self) -> int:
        return 2 * self.enc_units

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "ModelConfig":
        return _from_dict(cls, data)


@dataclass(frozen=True)
class TrainConfig:
    """How a model is trained; `auto_hint_share` is the share of rows shown with the AUTO order hint
    instead of their true order, so the model serves both callers who know the order and those who don't;
    `locale_lexicon_share` is the share of rows whose lexicon bits are narrowed to their locale's language, as a
    caller's `locale` narrows them (`Lexicon.for_locale`), so the model learns to follow narrowed bits;
    `scramble_share` the share of training rows whose one-month words are shuffled (`dataset.scrambled`);
    `decay_epochs` the last epochs over which the learning rate falls along a cosine to 1% of `learning_rate`
    (0: it stays, halved whenever validation exact match stalls for an epoch)."""

    epochs: int = 12
    batch_size: int = 256
    learning_rate: float = 2e-3
    patience: int = 3
    seed: int = 0
    strategy: str = "default"
    auto_hint_share: float = 0.5
    locale_lexicon_share: float = 0.5
    scramble_share: float = 0.05
    not_a_date_weight: float = 1.0
    init_from: str | None = None  # a bundle whose weights and vocabulary the run starts from (fine-tuning)
    decay_epochs: int = 0

    def __post_init__(self):
        _check_choice("strategy", self.strategy, STRATEGIES)
        if not isinstance(self.decay_epochs, int) or self.decay_epochs < 0:
            raise ConfigError(f"decay_epochs must be a whole number of epochs, 0 or more, got {self.decay_epochs!r}")
        _check_positive(self, "epochs", "batch_size", "learning_rate", "patience")
        for name in ("auto_hint_share", "locale_lexicon_share", "scramble_share"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ConfigError(f"{name} must be within [0, 1], got {getattr(self, name)!r}")

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "TrainConfig":
        return _from_dict(cls, data)
