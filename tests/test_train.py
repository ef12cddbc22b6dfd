"""Model, training, resume, export and the numpy engine's parity with Keras (tiny models, few steps)."""

import csv
import json
import math
import signal
import shutil

import numpy as np
import pytest

keras = pytest.importorskip("keras")

from datenorm import bundle  # noqa: E402
from datenorm.serve.api import Normalizer  # noqa: E402
from datenorm.config import SCORES, ModelConfig, TrainConfig  # noqa: E402
from datenorm.model.dataset import encode_split, load_split  # noqa: E402
from datenorm.serve.decode import allowed, beam_search  # noqa: E402
from datenorm.serve.engine import Engine  # noqa: E402
from datenorm.errors import ConfigError, DatenormError, ModelLoadError  # noqa: E402
from datenorm.model.network import build_model, compile_model, export_weights  # noqa: E402
from datenorm.model.train import FINISHED, train  # noqa: E402
from datenorm.model.resume import best_so_far as _best_so_far  # noqa: E402
from datenorm.vocab import OUTPUT_TOKENS, Vocab  # noqa: E402

from conftest import TINY, encode  # noqa: E402


def _batch(data_dir, vocab, n=64):
    enc = encode_split(load_split(data_dir / "train.csv"), vocab, max_len=60)
    width = int(enc.lengths[:n].max())
    x = {"source": enc.source[:n, :width], "target_in": enc.target_in[:n]}
    y = {"chars": enc.target_out[:n], "is_date": enc.is_date[:n, None]}
    return x, y


def test_untrained_loss_is_about_log_vocab_and_falls_with_training(tiny_data):
    vocab = Vocab.build(load_split(tiny_data / "train.csv").inputs)
    keras.utils.set_random_seed(0)
    model = build_model(ModelConfig(**TINY), len(vocab))
    compile_model(model, learning_rate=2e-2, not_a_date_weight=1.0)
    x, y = _batch(tiny_data, vocab)
    first = model.evaluate(x, y, verbose=0, return_dict=True)["chars_loss"]
    assert abs(first - math.log(len(OUTPUT_TOKENS))) < 0.3
    for _ in range(15):
        model.train_on_batch(x, y)
    assert model.evaluate(x, y, verbose=0, return_dict=True)["chars_loss"] < first - 0.5


@pytest.mark.parametrize("score", SCORES)
def test_engine_matches_keras_on_500_inputs(score, tiny_data):
    """Same decoded outputs and the same per-step probabilities (1e-4) for every score function."""
    split = load_split(tiny_data / "train.csv")
    vocab = Vocab.build(split.inputs)
    config = ModelConfig(score=score, **TINY)
    keras.utils.set_random_seed(1)
    model = build_model(config, len(vocab), with_attention=True)
    engine = Engine(export_weights(model, config, len(vocab)), config)
    texts = (split.inputs * 2)[:500]
    hints = ["AUTO", "DMY", "MDY", "YMD"] * 125
    ids = encode(vocab, texts, hints, config.max_input_len)
    enc = engine.encode(ids)
    hyps = [h[0] for h in beam_search(engine, enc, width=1)]
    # Feed the engine's answers back as teacher-forced decoder input and compare step by step.
    target_in = np.zeros((len(texts), 11), np.int32)
    target_in[:, 0] = 1
    for i, h in enumerate(hyps):
        for t, ch in enumerate(h.iso):
            target_in[i, t + 1] = OUTPUT_TOKENS.index(ch)
    out = model({"source": ids, "target_in": target_in})
    log_probs = np.asarray(keras.ops.log_softmax(out["chars"], axis=-1))
    alignment = np.asarray(out["attention"])
    for i, h in enumerate(hyps):
        steps = list(h.iso) + ["</s>"]
        prefix, p = "", 1.0
        for t, token in enumerate(steps):
            mask = allowed(prefix)
            lp = np.where(mask, log_probs[i, t], -np.inf)
            lp -= np.logaddexp.reduce(lp)
            # The engine's token is Keras's most likely one; an untrained model can tie two exactly.
            assert lp[OUTPUT_TOKENS.index(token)] >= lp.max() - 1e-5
            p *= math.exp(lp[OUTPUT_TOKENS.index(token)])
            prefix += token if token != "</s>" else ""
        assert abs(p - h.p) < 1e-4
        np.testing.assert_allclose(h.attention, alignment[i, : len(steps)], atol=1e-4)
    p_date, beta = engine.not_a_date(enc)
    np.testing.assert_allclose(p_date, np.asarray(out["is_date"])[:, 0], atol=1e-4)
    np.testing.assert_allclose(beta, np.asarray(out["feature_attention"]), atol=1e-4)


def test_engine_matches_keras_with_the_lexicon_channel(tiny_data):
    """The lexicon's bits enter the numpy encoder as they enter Keras's: same annotations, same is-date."""
    from datenorm.generate.lexicon import build_lexicon
    from datenorm.lexicon import features

    split = load_split(tiny_data / "train.csv")
    vocab = Vocab.build(split.inputs)
    lexicon = build_lexicon()
    config = ModelConfig(**TINY, lexicon=True)
    keras.utils.set_random_seed(2)
    model = build_model(config, len(vocab), with_attention=True)
    model.get_layer("lex_proj").kernel.assign(np.random.default_rng(2).standard_normal((26, TINY["embed_dim"])))
    engine = Engine(export_weights(model, config, len(vocab)), config)
    texts = split.inputs[:200]
    norms = [n for n in split.norms[:200]]
    ids = encode(vocab, texts)
    bits = lexicon.encode_normalized(norms, config.max_input_len)
    assert bits.any()
    enc = engine.encode(ids, bits)
    out = model({"source": ids, "target_in": np.ones((len(texts), 11), np.int32),
                 "lexicon": features(bits)})
    p_date, beta = engine.not_a_date(enc)
    np.testing.assert_allclose(p_date, np.asarray(out["is_date"])[:, 0], atol=1e-4)
    np.testing.assert_allclose(beta, np.asarray(out["feature_attention"]), atol=1e-4)
    log_probs, _, alpha = engine.step(np.ones(len(texts), np.int32), engine.initial_state(enc), enc)
    np.testing.assert_allclose(alpha, np.asarray(out["attention"])[:, 0], atol=1e-4)


def test_fine_tuning_can_add_the_lexicon_and_starts_out_reading_as_before(tiny_run, tiny_data, tmp_path):
    start = bundle.load_bundle(tiny_run)
    config = ModelConfig(**{**start.config.to_dict(), "lexicon": True})
    run = train(tiny_data, tmp_path / "lex", model_config=config, verbose=0,
                train_config=TrainConfig(epochs=1, batch_size=32, learning_rate=1e-9, init_from=str(tiny_run)))
    grown = bundle.load_bundle(run)
    assert grown.config.lexicon and len(grown.lexicon) > 5000
    texts = load_split(tiny_data / "test.csv").inputs[:50]
    before = Normalizer(start, workers=1).normalize_batch(texts)
    after = Normalizer(grown, workers=1).normalize_batch(texts)
    assert [p.iso for p in after] == [p.iso for p in before]


def test_training_writes_checkpoints_log_and_a_loadable_bundle(tiny_run):
    for name in (bundle.BEST_WEIGHTS, bundle.LAST_WEIGHTS, bundle.LOG, bundle.RUN_CONFIG):
        assert (tiny_run / name).is_file(), name
    with (tiny_run / bundle.LOG).open() as f:
        rows = list(csv.DictReader(f))
    assert [int(r["epoch"]) for r in rows] == [0, 1]
    assert {"val_chars_exact_match", "val_is_date_accuracy", "chars_token_accuracy"} <= set(rows[0])
    loaded = bundle.load_bundle(tiny_run)
    assert loaded.config.enc_units == TINY["enc_units"]


def test_saved_weights_and_bundle_give_identical_predictions(tiny_run, tiny_data):
    model_config, _, vocab, _ = bundle.load_run_config(tiny_run)
    model = build_model(model_config, len(vocab), with_attention=True)
    model.load_weights(tiny_run / bundle.BEST_WEIGHTS)
    x, _ = _batch(tiny_data, vocab, n=32)
    before = np.asarray(model(x)["chars"])
    again = build_model(model_config, len(vocab), with_attention=True)
    again.load_weights(tiny_run / bundle.BEST_WEIGHTS)
    np.testing.assert_array_equal(before, np.asarray(again(x)["chars"]))
    loaded = bundle.load_bundle(tiny_run)
    for name, array in export_weights(model, model_config, len(vocab)).items():
        np.testing.assert_array_equal(array, loaded.weights[name])


def test_order_hint_is_wired_through_to_the_output(tiny_run):
    loaded = bundle.load_bundle(tiny_run)
    engine = Engine(loaded.weights, loaded.config)
    ids = encode(loaded.vocab, ["03/04/2005"] * 3, ["DMY", "MDY", "YMD"], 60)
    assert len({row[0] for row in ids}) == 3
    enc = engine.encode(ids)
    log_probs, _, _ = engine.step(np.full(3, 1), engine.initial_state(enc), enc)
    assert not np.allclose(log_probs[0], log_probs[1])


class _Interrupt(keras.callbacks.Callback):
    def __init__(self, epoch, batch):
        super().__init__()
        self.at = (epoch, batch)
        self.epoch = 0

    def on_epoch_begin(self, epoch, logs=None):
        self.epoch = epoch

    def on_train_batch_end(self, batch, logs=None):
        if (self.epoch, batch) == self.at:
            raise KeyboardInterrupt("simulated kill")


KILLS = dict(model_config=ModelConfig(**TINY), train_config=TrainConfig(epochs=3, batch_size=32, learning_rate=1e-2),
             verbose=0, backup_every=3)


@pytest.fixture(scope="module")
def uninterrupted(tiny_data, tmp_path_factory):
    """The weights a 3-epoch tiny run ends with when nothing stops it."""
    run = tmp_path_factory.mktemp("runs") / "whole"
    seen = _Batches()
    train(tiny_data, run, extra_callbacks=[seen], **KILLS)
    return run, seen.per_epoch[0]


class _Batches(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.per_epoch = {}

    def on_epoch_begin(self, epoch, logs=None):
        self.epoch = epoch

    def on_train_batch_end(self, batch, logs=None):
        self.per_epoch[self.epoch] = batch + 1


def _same_run(run, whole):
    """Bit-identical weights (best, last and the bundle's) and the same logged epochs as the run `whole`."""
    for name in (bundle.BEST_WEIGHTS, bundle.LAST_WEIGHTS):
        a, b = (build_model(ModelConfig(**TINY), len(bundle.load_run_config(r)[2])) for r in (run, whole))
        a.load_weights(run / name)
        b.load_weights(whole / name)
        for got, want in zip(a.get_weights(), b.get_weights()):
            np.testing.assert_array_equal(got, want)
    got, want = (np.load(r / bundle.BUNDLE_DIR / "weights.npz") for r in (run, whole))
    assert sorted(got.files) == sorted(want.files)
    for key in want.files:
        np.testing.assert_array_equal(got[key], want[key])
    assert _logged_epochs(run) == _logged_epochs(whole) == [0, 1, 2]
    assert not (run / bundle.BACKUP_DIR).exists() and (run / FINISHED).is_file()


def test_a_run_killed_at_several_points_ends_bit_identical_to_an_uninterrupted_one(tiny_data, tmp_path, uninterrupted):
    """Killed before its first resume point, right after one, between two, and in the last epoch's last batch
    (each time resumed with the same command): data order, hint draws, optimizer and learning-rate state and the
    callbacks' counters all come back, so the weights end exactly as the uninterrupted run's."""
    whole, steps = uninterrupted
    assert steps > 10
    run = tmp_path / "run"
    # Keras counts the batches of a resumed epoch from 0: (1, 7) after a resume at batch 3 of epoch 1 is its 11th.
    for kill in [(0, 1), (1, 2), (1, 7), (2, steps - 1)]:
        with pytest.raises(KeyboardInterrupt):
            train(tiny_data, run, extra_callbacks=[_Interrupt(*kill)], **KILLS)
        assert (run / bundle.BACKUP_DIR / "state.json").is_file() == (kill != (0, 1))
    state = json.loads((run / bundle.BACKUP_DIR / "state.json").read_text())
    assert state["epoch"] == 2 and 0 < state["batch"] < steps
    seen = _FirstEpoch()
    train(tiny_data, run, extra_callbacks=[seen], **KILLS)
    assert seen.epochs == [2]  # it went on inside the last epoch
    _same_run(run, whole)


def test_a_run_killed_with_sigkill_resumes_to_bit_identical_weights(tiny_data, tmp_path, uninterrupted):
    """A real SIGKILL (no Python clean-up at all) in the middle of epoch 1, then the same command again."""
    import subprocess
    import sys

    run = tmp_path / "run"
    script = (
        "import os, signal, keras\n"
        "from datenorm.config import ModelConfig, TrainConfig\n"
        "from datenorm.model.train import train\n"
        "class Kill(keras.callbacks.Callback):\n"
        "    def on_epoch_begin(self, epoch, logs=None): self.epoch = epoch\n"
        "    def on_train_batch_end(self, batch, logs=None):\n"
        "        if (self.epoch, batch) == (1, 5): os.kill(os.getpid(), signal.SIGKILL)\n"
        f"train({str(tiny_data)!r}, {str(run)!r}, model_config=ModelConfig(embed_dim=8, enc_units=8, attn_units=8,"
        " out_embed_dim=4), train_config=TrainConfig(epochs=3, batch_size=32, learning_rate=1e-2), verbose=0,"
        " backup_every=3, extra_callbacks=[Kill()])\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == -signal.SIGKILL, done.stderr[-2000:]
    assert json.loads((run / bundle.BACKUP_DIR / "state.json").read_text())["epoch"] == 1
    train(tiny_data, run, **KILLS)
    _same_run(run, uninterrupted[0])


class _Rates(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.rates = []

    def on_train_batch_end(self, batch, logs=None):
        self.rates.append(float(self.model.optimizer.learning_rate))


def test_a_decaying_run_follows_its_cosine_and_resumes_onto_it_bit_identical(tiny_data, tmp_path):
    """--decay-epochs 2 of 3: epoch 0 at the peak, then a fall to 1% of it; killed inside the fall and resumed,
    the run ends with the weights of one that was not."""
    settings = dict(KILLS, train_config=TrainConfig(epochs=3, batch_size=32, learning_rate=1e-2, decay_epochs=2),
                    limit=160)
    whole, rates = tmp_path / "whole", _Rates()
    train(tiny_data, whole, extra_callbacks=[rates], **settings)
    steps = len(rates.rates) // 3
    assert rates.rates[:steps] == [pytest.approx(1e-2)] * steps
    falling = rates.rates[steps:]
    # ... to one step above the floor (1% of the peak) along a half cosine over the fall's steps, however many batches
    # the generated rows' lengths make
    assert all(a > b for a, b in zip(falling, falling[1:])) and 1e-4 <= falling[-1] < 1e-3
    assert falling[-1] == pytest.approx(1e-2 * (0.01 + 0.99 * 0.5 * (1 - math.cos(math.pi / len(falling)))))
    run = tmp_path / "run"
    with pytest.raises(KeyboardInterrupt):
        train(tiny_data, run, extra_callbacks=[_Interrupt(1, 2)], **settings)
    resumed = _Rates()
    train(tiny_data, run, extra_callbacks=[resumed], **settings)
    assert resumed.rates == pytest.approx(rates.rates[-len(resumed.rates):])
    _same_run(run, whole)


def _logged_epochs(run):
    with (run / bundle.LOG).open() as f:
        return [int(r["epoch"]) for r in csv.DictReader(f)]


def _killed_in_second_epoch(data, run):
    """A tiny run killed at the first batch of its second epoch (epoch 1), with a backup made in the run."""
    settings = dict(model_config=ModelConfig(**TINY), train_config=TrainConfig(epochs=2, batch_size=32), verbose=0,
                    backup_every=2, limit=96)
    with pytest.raises(KeyboardInterrupt):
        train(data, run, extra_callbacks=[_Interrupt(1, 0)], **settings)
    assert _logged_epochs(run) == [0]
    return settings


class _FirstEpoch(keras.callbacks.Callback):
    def __init__(self):
        super().__init__()
        self.epochs = []

    def on_epoch_begin(self, epoch, logs=None):
        self.epochs.append(epoch)


@pytest.mark.parametrize("backup", ["state", "keras"])
def test_a_resumed_run_that_replays_an_epoch_logs_it_once(tiny_data, tmp_path, backup):
    """As a kill after epoch 0's log row but before its resume point leaves a run: the point is inside epoch 0.
    `keras` is the backup Keras's BackupAndRestore left in runs of earlier versions (epoch 0, from its start)."""
    run = tmp_path / "run"
    settings = _killed_in_second_epoch(tiny_data, run)
    point = run / bundle.BACKUP_DIR / "state.json"
    state = json.loads(point.read_text())
    if backup == "state":
        point.write_text(json.dumps({**state, "epoch": 0, "batch": 1}))
    else:
        (run / bundle.BACKUP_DIR / state["weights"]).rename(run / bundle.BACKUP_DIR / "latest.weights.h5")
        point.unlink()
        (run / bundle.BACKUP_DIR / "training_metadata.json").write_text('{"epoch": 0, "batch": 1}')
    with (run / bundle.LOG).open("a") as f:
        f.write("1,0.5")  # a line torn by the kill
    seen = _FirstEpoch()
    train(tiny_data, run, extra_callbacks=[seen], **settings)
    assert seen.epochs == [0, 1] and _logged_epochs(run) == [0, 1]


def test_a_run_early_stopping_ended_is_not_trained_on_when_killed_before_it_was_marked_finished(tiny_data, tmp_path):
    run = tmp_path / "run"
    settings = _killed_in_second_epoch(tiny_data, run)
    point = run / bundle.BACKUP_DIR / "state.json"
    point.write_text(json.dumps({**json.loads(point.read_text()), "stopped": True}))
    seen = _FirstEpoch()
    train(tiny_data, run, extra_callbacks=[seen], **settings)
    assert seen.epochs == [] and (run / FINISHED).is_file() and _logged_epochs(run) == [0]


def test_best_so_far_skips_na_and_torn_rows_of_the_log(tmp_path):
    (tmp_path / bundle.LOG).write_text("epoch,val_chars_exact_match,loss\n0,0.25,1.0\n1,NA,0.9\n2,,0.8\n"
                                       "x,0.99,0.7\n3,0.5")
    assert _best_so_far(tmp_path) == 0.25


def test_an_unreadable_backup_says_to_delete_it_and_the_run_then_goes_on_after_its_last_epoch(tiny_data, tmp_path):
    run = tmp_path / "run"
    settings = _killed_in_second_epoch(tiny_data, run)
    backup = run / bundle.BACKUP_DIR
    weights = json.loads((backup / "state.json").read_text())["weights"]
    (backup / weights).write_bytes(b"\x89HDF\r\n truncated")
    with pytest.raises(ModelLoadError, match=rf"{weights} of .* could not be read.*Delete {backup} and"):
        train(tiny_data, run, **settings)
    (backup / "state.json").write_text('{"epoch": ')
    with pytest.raises(ModelLoadError, match=r"state.json of .* could not be read.*Delete "):
        train(tiny_data, run, **settings)
    shutil.rmtree(backup)
    seen = _FirstEpoch()
    train(tiny_data, run, extra_callbacks=[seen], **settings)
    assert seen.epochs == [1] and _logged_epochs(run) == [0, 1]


def test_a_finished_run_whose_bundle_was_deleted_is_exported_again_not_retrained(tiny_run, tiny_data, tmp_path):
    run = tmp_path / "run"
    shutil.copytree(tiny_run, run)
    assert (run / FINISHED).is_file()
    before = bundle.load_bundle(run)
    shutil.rmtree(run / bundle.BUNDLE_DIR)
    log = (run / bundle.LOG).read_text()
    seen = _FirstEpoch()
    out = train(tiny_data, run, model_config=ModelConfig(**TINY), verbose=0, extra_callbacks=[seen],
                train_config=TrainConfig(epochs=2, batch_size=32, learning_rate=1e-2))
    assert seen.epochs == [] and (run / bundle.LOG).read_text() == log
    for name, array in bundle.load_bundle(out).weights.items():
        np.testing.assert_array_equal(array, before.weights[name])


@pytest.mark.parametrize("split", ["train", "valid"])
def test_an_empty_split_is_refused_before_any_model_is_built(tiny_data, tmp_path, split):
    data = tmp_path / "data"
    shutil.copytree(tiny_data, data)
    (data / f"{split}.csv").write_text("input,target,locale,format,order,ambiguous\n", encoding="utf-8")
    with pytest.raises(DatenormError, match=rf"{split}.csv has no rows; regenerate it with `datenorm generate"):
        train(data, tmp_path / "run", model_config=ModelConfig(**TINY), train_config=TrainConfig(epochs=1),
              verbose=0)
    assert not (tmp_path / "run").exists()


def test_a_split_that_is_not_utf8_is_refused_naming_the_line(tiny_data, tmp_path):
    data = tmp_path / "data"
    shutil.copytree(tiny_data, data)
    with (data / "valid.csv").open("ab") as f:
        f.write(b"Ma\xff 1999,1999-05,und,x,,false\n")
    lines = (data / "valid.csv").read_bytes().count(b"\n")
    with pytest.raises(DatenormError, match=rf"valid.csv:{lines}: not valid UTF-8"):
        train(data, tmp_path / "run", model_config=ModelConfig(**TINY), train_config=TrainConfig(epochs=1),
              verbose=0)


def test_mismatched_bundles_fail_loading_with_a_clear_error(tiny_run, tmp_path):
    loaded = bundle.load_bundle(tiny_run)
    other = ModelConfig(**{**TINY, "score": "general"})
    with pytest.raises(ModelLoadError, match="dec/score/W"):
        bundle.save_bundle(tmp_path / "b", loaded.weights, other, loaded.vocab)
    small_vocab = Vocab(loaded.vocab.chars[:-1])
    with pytest.raises(ModelLoadError, match="enc_embed"):
        bundle.save_bundle(tmp_path / "c", loaded.weights, loaded.config, small_vocab)
    corrupt = tmp_path / "corrupt"
    corrupt.mkdir()
    (corrupt / bundle.BUNDLE_JSON).write_text("{not json")
    (corrupt / bundle.BUNDLE_WEIGHTS).write_bytes(b"nope")
    with pytest.raises(ModelLoadError, match=str(corrupt)):
        bundle.load_bundle(corrupt)
    with pytest.raises(ModelLoadError, match="no model at"):
        bundle.load_bundle(tmp_path / "missing")


def test_fine_tuning_starts_from_the_bundle_weights_and_vocabulary(tiny_run, tiny_data, tmp_path):
    start = bundle.load_bundle(tiny_run)
    run_dir = tmp_path / "tuned"
    # A vanishing learning rate leaves the weights where they started: the bundle's.
    tune = TrainConfig(epochs=1, batch_size=32, learning_rate=1e-12, init_from=str(tiny_run / "bundle"))
    out = train(tiny_data, run_dir, model_config=start.config, train_config=tune, verbose=0, limit=64)
    tuned = bundle.load_bundle(out)
    assert tuned.vocab == start.vocab
    for name, array in start.weights.items():
        np.testing.assert_allclose(tuned.weights[name], array, atol=1e-6, err_msg=name)


def test_fine_tuning_grows_the_vocabulary_by_new_characters_without_changing_any_reading(tiny_run, tiny_data,
                                                                                         tmp_path):
    start = bundle.load_bundle(tiny_run)
    data = tmp_path / "data"
    shutil.copytree(tiny_data, data)
    new_chars = "ᚠᚢ"  # runes: in no tiny vocabulary, and left alone by normalisation
    assert not set(new_chars) & set(start.vocab.chars)
    with (data / "train.csv").open("a", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows([["ᚠ 1 May 2019", "2019-05-01", "und", "runes", "DMY", "false"],
                                ["ᚢ 3 May 2019", "2019-05-03", "und", "runes", "DMY", "false"]] * 2)
    tune = TrainConfig(epochs=1, batch_size=32, learning_rate=1e-12, init_from=str(tiny_run / "bundle"))
    tuned = bundle.load_bundle(train(data, tmp_path / "tuned", model_config=start.config, train_config=tune,
                                     verbose=0, limit=64))
    # Old ids keep their characters; the new ones come last.
    assert tuned.vocab.chars[: len(start.vocab.chars)] == start.vocab.chars
    assert set(new_chars) <= set(tuned.vocab.chars[len(start.vocab.chars):])
    # A new character starts as the bundle read it, as UNK: the tuned model reads every input as before.
    texts = ["ᚠ 1 May 2019", "3 May 1999", "ᚢ"]
    before = Normalizer(start, workers=1).normalize_batch(texts)
    after = Normalizer(tuned, workers=1).normalize_batch(texts)
    for b, a in zip(before, after):
        assert (a.iso, a.error) == (b.iso, b.error)
        assert a.is_date == pytest.approx(b.is_date, abs=1e-5)
    assert "ᚠ" in tuned.vocab.index


def test_fine_tuning_refuses_other_sizes(tiny_run, tiny_data, tmp_path):
    other = ModelConfig(**{**TINY, "enc_units": 6})
    with pytest.raises(ConfigError, match="other sizes"):
        train(tiny_data, tmp_path / "x", model_config=other,
              train_config=TrainConfig(epochs=1, init_from=str(tiny_run / "bundle")), verbose=0)
