"""train(...) -> run directory: fit the model on generator splits, keep the best by validation exact
match, resume after interruption, and export the inference bundle at the end."""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import shutil
import time
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import keras  # noqa: E402  (after the log level, so TensorFlow's start-up noise stays quiet)
import numpy as np  # noqa: E402

from datenorm import bundle
from datenorm.config import ModelConfig, TrainConfig
from datenorm.model.dataset import (EncodedSplit, Split, bucket_batches, encode_split, load_split, model_inputs,
                                    with_hints)
from datenorm.errors import ConfigError
from datenorm.lexicon import FEATURES as LEXICON_FEATURES, Lexicon
from datenorm.model.resume import MONITOR, ResumePoints, best_so_far, keep_log_before, resume_point, unreadable
from datenorm.vocab import INPUT_SPECIALS, UNK, Vocab

BACKUP_EVERY = 200  # batches: a kill loses at most this much of an epoch's work
FINISHED = "finished"  # written when fit ends (last epoch or early stop): a lost bundle is re-exported, not retrained


class Batches:
    """Length-bucketed batches. Pass k of a shuffled split (epoch k of a run) has its own seeded order and its own
    draw of the rows that show the AUTO hint, so a resumed run sees the very batches an uninterrupted one would."""

    def __init__(self, data: EncodedSplit, *, batch_size: int, auto_share: float, seed: int, shuffle: bool):
        self.data, self.batch_size, self.auto_share, self.seed, self.shuffle = data, batch_size, auto_share, seed, shuffle
        self.steps = len(bucket_batches(data.lengths, batch_size, np.random.default_rng(0)))

    def one_pass(self, pass_id: int, skip: int = 0):
        """The batches of pass `pass_id`, after its first `skip` (whose hint draws are still made, so the rest
        come out as in a whole pass)."""
        rng = np.random.default_rng([self.seed, pass_id if self.shuffle else 0])
        d = self.data
        for k, (width, rows) in enumerate(bucket_batches(d.lengths, self.batch_size, rng)):
            source = with_hints(d, rows, width, auto_share=self.auto_share, rng=rng)
            if k >= skip:
                yield (model_inputs(d, rows, source), {"chars": d.target_out[rows], "is_date": d.is_date[rows, None]})

    def stream(self, first_pass: int = 0, skip: int = 0):
        """Pass `first_pass` from batch `skip` on, then every later pass, endlessly. The pass numbers are fixed
        here rather than counted as passes begin, since a prefetching reader starts the next pass early."""
        yield from self.one_pass(first_pass, skip)
        for pass_id in itertools.count(first_pass + 1):
            yield from self.one_pass(pass_id)

    def as_dataset(self, first_pass: int = 0, skip: int = 0):
        """`stream` for `fit` (with steps_per_epoch = self.steps): tf.data on TensorFlow, whose spec must leave
        the batch and width dimensions open; the plain generator on other backends."""
        if keras.backend.backend() != "tensorflow":
            return self.stream(first_pass, skip)
        import tensorflow as tf

        steps = self.data.target_in.shape[1]
        inputs = {"source": tf.TensorSpec((None, None), tf.int32), "target_in": tf.TensorSpec((None, steps), tf.int32)}
        if self.data.lex_bits is not None:
            inputs["lexicon"] = tf.TensorSpec((None, None, LEXICON_FEATURES), tf.float32)
        spec = (inputs, {"chars": tf.TensorSpec((None, steps), tf.int32), "is_date": tf.TensorSpec((None, 1), tf.float32)})
        return tf.data.Dataset.from_generator(lambda: self.stream(first_pass, skip),
                                              output_signature=spec).prefetch(4)


def _strategy(name: str):
    if name == "default":
        return None
    import tensorflow as tf

    if name == "mirrored":
        return tf.distribute.MirroredStrategy()
    # Reads the cluster from TF_CONFIG; every worker runs the same `datenorm train` command.
    return tf.distribute.MultiWorkerMirroredStrategy()


def model_config_for(init_from: str | None, *, lexicon: bool | None, **sizes) -> ModelConfig:
    """A run's model settings: a fine-tuned bundle's own (with the lexicon channel added or not, when `lexicon`
    says), else `sizes` with the channel unless `lexicon` is False."""
    if init_from:
        config = bundle.load_bundle(init_from).config
        return config if lexicon is None else dataclasses.replace(config, lexicon=lexicon)
    return ModelConfig(**sizes, lexicon=lexicon is not False)


def _initial_bundle(path: str, model_config: ModelConfig) -> bundle.Bundle:
    """The bundle a fine-tuning run starts from; its sizes must be the run's (a run may add the lexicon
    channel to a model without one: see `start_weights`)."""
    start = bundle.load_bundle(path)
    if dataclasses.replace(start.config, lexicon=model_config.lexicon) != model_config or (
            start.config.lexicon and not model_config.lexicon):
        raise ConfigError(f"{path} holds a model of other sizes ({start.config}) than this run's ({model_config}); "
                          "fine-tune with the bundle's own settings (the CLI takes them from --init-from)")
    return start


def grown_weights(weights: dict[str, np.ndarray], vocab_size: int) -> dict[str, np.ndarray]:
    """A bundle's weights with the input embedding grown to `vocab_size` rows. The new rows copy the UNK row:
    the bundle read those characters as UNK, so the grown model starts out reading every input as before."""
    embed = weights["enc_embed"]
    if embed.shape[0] == vocab_size:
        return weights
    unk = np.repeat(embed[INPUT_SPECIALS.index(UNK)][None, :], vocab_size - embed.shape[0], axis=0)
    return {**weights, "enc_embed": np.concatenate([embed, unk])}


def start_weights(start: bundle.Bundle, model_config: ModelConfig, vocab_size: int) -> dict[str, np.ndarray]:
    """The weights a fine-tuning run starts from: the bundle's, grown to the vocabulary (`grown_weights`), and a
    zero lexicon projection when the run adds that channel, so the model starts out reading as the bundle did."""
    weights = grown_weights(start.weights, vocab_size)
    if model_config.lexicon and "enc_lex" not in weights:
        weights = {**weights, "enc_lex": np.zeros((LEXICON_FEATURES, model_config.embed_dim), np.float32)}
    return weights


def prepare_run(run_dir: Path, train_split: Split, model_config: ModelConfig, train_config: TrainConfig, *,
                data_dir: Path, start: bundle.Bundle | None = None) -> tuple[Vocab, Lexicon | None]:
    """Create the run directory, or check that an existing one was started with these settings. A new run
    takes the vocabulary of `start` (the bundle it fine-tunes) when given, grown by the characters the
    training split adds (see `grown_weights`), else builds one from that split. A model that reads the lexicon
    gets one built from CLDR now (`generate.lexicon`), stored with the run: a fine-tuned model learns the names
    the generator it trains on knows, not those of the start's day."""
    run_dir.mkdir(parents=True, exist_ok=True)
    if (run_dir / bundle.RUN_CONFIG).is_file():
        return _same_settings(run_dir, model_config, train_config), bundle.load_run_lexicon(run_dir)
    norms = train_split.norms
    vocab = (start.vocab.extended(norms, min_count=2, normalized=True) if start
             else Vocab.build(norms, min_count=2, normalized=True))
    lexicon = None
    if model_config.lexicon:
        from datenorm.generate.lexicon import build_lexicon

        lexicon = build_lexicon()
    bundle.save_run_config(run_dir, model=model_config, train=train_config, vocab=vocab, data=str(data_dir),
                           lexicon=lexicon)
    return vocab, lexicon


def _same_settings(run_dir: Path, model_config: ModelConfig, train_config: TrainConfig) -> Vocab:
    """The vocabulary of an existing run, after checking that it was started with these settings."""
    old_model, old_train, vocab, _ = bundle.load_run_config(run_dir)
    if (old_model, old_train) != (model_config, train_config):
        raise ConfigError(
            f"{run_dir} was started with other settings ({old_model}, {old_train}); "
            "resume with the same options or pass another --run name"
        )
    return vocab


def load_splits(data_dir: Path) -> dict[str, Split]:
    """The train and valid splits, refused when either has no rows: a model fitted on nothing, or validated on
    nothing, fails late and obscurely (or keeps no best checkpoint at all)."""
    loaded = {name: load_split(data_dir / f"{name}.csv") for name in ("train", "valid")}
    for name, split in loaded.items():
        if not len(split):
            raise ConfigError(f"{data_dir / f'{name}.csv'} has no rows; regenerate it with `datenorm generate --out "
                              f"{data_dir}` or pass --data DIR with a non-empty {name}.csv")
    return loaded


def _reexport(run_dir: Path, model_config: ModelConfig, train_config: TrainConfig) -> Path:
    """The bundle of a finished run whose bundle is gone, exported again from its weights: training it again
    would only repeat the epochs it ran."""
    _same_settings(run_dir, model_config, train_config)
    if not any((run_dir / name).is_file() for name in (bundle.BEST_WEIGHTS, bundle.LAST_WEIGHTS)):
        raise ConfigError(f"{run_dir} finished training but its weights ({bundle.BEST_WEIGHTS}, "
                          f"{bundle.LAST_WEIGHTS}) are gone; pass another --run name to train again")
    return export(run_dir)


def train(data_dir: Path, run_dir: Path, *, model_config: ModelConfig, train_config: TrainConfig,
          verbose: int | str = "auto", limit: int | None = None, backup_every: int = BACKUP_EVERY,
          extra_callbacks: list | None = None) -> Path:
    """Train (or resume) a run in `run_dir` on `data_dir`/{train,valid}.csv; returns the bundle directory.
    A finished run whose bundle was deleted gets it exported again, without training.

    `limit` caps the rows read from each split (for tests and quick trials); `backup_every` is how many
    batches pass between resume points.
    """
    from datenorm.model.network import build_model, compile_model, import_weights

    data_dir, run_dir = Path(data_dir), Path(run_dir)
    if (run_dir / bundle.BUNDLE_DIR / bundle.BUNDLE_JSON).is_file() and not (run_dir / bundle.BACKUP_DIR).exists():
        raise ConfigError(f"{run_dir} has finished training (its bundle is {run_dir / bundle.BUNDLE_DIR}); "
                          "pass another --run name to train again")
    if (run_dir / FINISHED).is_file() and (run_dir / bundle.RUN_CONFIG).is_file():
        return _reexport(run_dir, model_config, train_config)
    start = _initial_bundle(train_config.init_from, model_config) if train_config.init_from else None
    loaded = load_splits(data_dir)
    vocab, lexicon = prepare_run(run_dir, loaded["train"], model_config, train_config, data_dir=data_dir, start=start)
    splits = {name: encode_split(split.head(limit), vocab, max_len=model_config.max_input_len, lexicon=lexicon,
                                 locale_share=train_config.locale_lexicon_share, seed=train_config.seed + k,
                                 scramble_share=train_config.scramble_share if name == "train" else 0.0)
              for k, (name, split) in enumerate(loaded.items())}
    for name, encoded in splits.items():
        if not len(encoded.lengths):
            raise ConfigError(f"none of the rows of {data_dir / f'{name}.csv'} is {model_config.max_input_len} "
                              "characters or shorter (the model's longest input); regenerate the data")
    keras.utils.set_random_seed(train_config.seed)
    tc = train_config
    train_batches = Batches(splits["train"], batch_size=tc.batch_size, auto_share=tc.auto_hint_share,
                            seed=tc.seed, shuffle=True)
    valid_batches = Batches(splits["valid"], batch_size=tc.batch_size, auto_share=tc.auto_hint_share,
                            seed=tc.seed + 1, shuffle=False)

    strategy = _strategy(tc.strategy)
    scope = strategy.scope() if strategy else contextlib.nullcontext()
    point = resume_point(run_dir)
    keep_log_before(run_dir, point.epoch)
    with scope:
        model = build_model(model_config, len(vocab))
        if start:
            import_weights(model, start_weights(start, model_config, len(vocab)), model_config, len(vocab))
        compile_model(model, learning_rate=tc.learning_rate, not_a_date_weight=tc.not_a_date_weight)
        if point.weights is not None:
            try:
                model.optimizer.build(model.trainable_variables)  # so the file's optimizer state loads too
                model.load_weights(point.weights)
            except (OSError, ValueError) as exc:
                raise unreadable(point.weights, run_dir, exc) from None

    best = keras.callbacks.ModelCheckpoint(run_dir / bundle.BEST_WEIGHTS, monitor=MONITOR, mode="max",
                                           save_best_only=True, save_weights_only=True)
    previous_best = best_so_far(run_dir)
    if previous_best is not None:
        best.best = previous_best  # a resumed run must not overwrite a better checkpoint with a worse one
    plateau = keras.callbacks.ReduceLROnPlateau(monitor=MONITOR, mode="max", factor=0.5, patience=1, min_lr=1e-5)
    # A decay replaces the plateau: its rate is a function of the optimizer's step count alone, which the resume
    # point restores, so a resumed run follows it exactly.
    steps = train_batches.steps
    schedule = (_CosineDecay(tc.learning_rate, first=max(tc.epochs - tc.decay_epochs, 0) * steps, last=tc.epochs * steps)
                if tc.decay_epochs else plateau)
    early = keras.callbacks.EarlyStopping(monitor=MONITOR, mode="max", patience=tc.patience)
    callbacks = [
        _Timer(),  # first, so the loggers below see its figures
        best,
        keras.callbacks.ModelCheckpoint(run_dir / bundle.LAST_WEIGHTS, save_weights_only=True),
        keras.callbacks.CSVLogger(run_dir / bundle.LOG, append=True),
        schedule,
        early,
        ResumePoints(run_dir, every=backup_every, steps=train_batches.steps, point=point,
                      stateful={"plateau": plateau, "early": early, "best": best}),
        *(extra_callbacks or []),
    ]

    def fit(epoch: int, until: int, skip: int = 0) -> None:
        model.fit(train_batches.as_dataset(epoch, skip), steps_per_epoch=train_batches.steps - skip,
                  validation_data=valid_batches.as_dataset(), validation_steps=valid_batches.steps,
                  initial_epoch=epoch, epochs=until, callbacks=callbacks, verbose=verbose, shuffle=False)

    epoch = point.epoch if not point.stopped else tc.epochs
    if point.batch and epoch < tc.epochs:
        # The interrupted epoch's remaining batches first (Keras has no starting batch), then whole epochs: the
        # weights end bit-identical to an uninterrupted run's; the log's training figures for that one epoch
        # cover its remaining batches only.
        fit(epoch, epoch + 1, skip=point.batch)
        epoch += 1
    if epoch < tc.epochs and not model.stop_training:
        fit(epoch, tc.epochs)
    # Marked before the backup goes, so no kill can leave a run with neither.
    (run_dir / FINISHED).write_text(time.strftime("%Y-%m-%d %H:%M:%S\n"))
    shutil.rmtree(run_dir / bundle.BACKUP_DIR, ignore_errors=True)
    return export(run_dir, model=model)


def export(run_dir: Path, *, model=None, which: str = "best") -> Path:
    """Write `run_dir`/bundle from the best (or last) Keras weights of a run; returns the bundle dir."""
    run_dir = Path(run_dir)
    model_config, train_config, vocab, data = bundle.load_run_config(run_dir)
    weights_file = run_dir / (bundle.BEST_WEIGHTS if which == "best" else bundle.LAST_WEIGHTS)
    if not weights_file.is_file():
        weights_file = run_dir / bundle.LAST_WEIGHTS
    if not weights_file.is_file():
        raise FileNotFoundError(f"no trained weights in {run_dir}; run `datenorm train` first")
    from datenorm.model.network import build_model, export_weights

    if model is None:
        model = build_model(model_config, len(vocab))
    model.load_weights(weights_file)
    meta = {"trained_on": data, "train": train_config.to_dict(), "weights": weights_file.name,
            "best_val_exact_match": best_so_far(run_dir), "exported": time.strftime("%Y-%m-%d %H:%M:%S")}
    weights = export_weights(model, model_config, len(vocab))
    return bundle.save_bundle(run_dir / bundle.BUNDLE_DIR, weights, model_config, vocab, meta,
                              lexicon=bundle.load_run_lexicon(run_dir))


class _CosineDecay(keras.callbacks.Callback):
    """Keeps the optimizer's learning rate at `peak` until step `first`, then lowers it along a half cosine to
    `floor` × `peak` at step `last`. Weights taken at a high learning rate wander from run to run; ending low
    settles them."""

    def __init__(self, peak: float, *, first: int, last: int, floor: float = 0.01):
        super().__init__()
        self.peak, self.first, self.last, self.floor = peak, first, max(last, first + 1), floor

    def rate(self, step: int) -> float:
        done = min(max(step - self.first, 0) / (self.last - self.first), 1.0)
        return self.peak * (self.floor + (1 - self.floor) * 0.5 * (1 + np.cos(np.pi * done)))

    def on_train_batch_begin(self, batch, logs=None):
        self.model.optimizer.learning_rate = self.rate(int(self.model.optimizer.iterations))


class _Timer(keras.callbacks.Callback):
    """Adds seconds per epoch and steps per second to the epoch logs (so log.csv records speed)."""

    def on_epoch_begin(self, epoch, logs=None):
        self.start = time.perf_counter()
        self.steps = 0

    def on_train_batch_end(self, batch, logs=None):
        self.steps += 1

    def on_epoch_end(self, epoch, logs=None):
        seconds = time.perf_counter() - self.start
        if logs is not None:
            logs["epoch_seconds"] = round(seconds, 1)
            logs["steps_per_second"] = round(self.steps / max(seconds, 1e-9), 2)
