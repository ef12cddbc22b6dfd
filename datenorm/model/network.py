"""build_model(config, vocab_size) -> a trainable Keras model; its metrics; weight export for serving."""

from __future__ import annotations

import keras
import numpy as np
from keras import layers, ops

from datenorm.bundle import weight_specs
from datenorm.config import ModelConfig
from datenorm.lexicon import FEATURES as LEXICON_FEATURES
from datenorm.model.layers import AttentionDecoder, NotADateHead
from datenorm.vocab import MAX_ISO_LEN, OUTPUT_TOKENS, PAD_ID

TARGET_LEN = MAX_ISO_LEN + 1


def build_model(config: ModelConfig, vocab_size: int, *, with_attention: bool = False) -> keras.Model:
    """Encoder (embedding -> BiLSTM), attention decoder and not-a-date head as one functional model.

    Inputs: {"source": (B, L) int32, hint first, PAD=0 right padding; "target_in": (B, T) int32, SOS first}, and
    with config.lexicon {"lexicon": (B, L, 26) float32 indicators of `datenorm.lexicon`}, added to the character
    embedding through a projection that starts at zero (a model given the channel first reads as without it).
    Outputs: {"chars": (B, T, V_out) logits, "is_date": (B, 1) probability}, plus with `with_attention`
    {"attention": (B, T, L), "feature_attention": (B, L)}; both variants share one weight layout.
    """
    enc_in = keras.Input(shape=(None,), dtype="int32", name="source")
    dec_in = keras.Input(shape=(TARGET_LEN,), dtype="int32", name="target_in")
    inputs = {"source": enc_in, "target_in": dec_in}
    embedded = layers.Embedding(vocab_size, config.embed_dim, name="enc_embed")(enc_in)
    if config.lexicon:
        inputs["lexicon"] = keras.Input(shape=(None, LEXICON_FEATURES), dtype="float32", name="lexicon")
        lexical = layers.Dense(config.embed_dim, use_bias=False, kernel_initializer="zeros",
                               name="lex_proj")(inputs["lexicon"])
        embedded = layers.Add(name="enc_inputs")([embedded, lexical])
    annotations = layers.Bidirectional(
        layers.LSTM(config.enc_units, return_sequences=True), merge_mode="concat", name="encoder_bilstm"
    )(embedded, mask=ops.not_equal(enc_in, PAD_ID))
    decoder = AttentionDecoder(
        score=config.score, units=config.dec_units, attn_units=config.attn_units,
        out_embed_dim=config.out_embed_dim, out_vocab=len(OUTPUT_TOKENS),
        positions=config.max_input_len + 1, name="decoder",
    )
    logits, alignment = decoder(dec_in, annotations, enc_in)
    is_date, beta = NotADateHead(attn_units=config.attn_units, name="not_a_date")(annotations, enc_in)
    outputs = {"chars": layers.Identity(name="chars")(logits), "is_date": layers.Identity(name="is_date")(is_date)}
    if with_attention:
        outputs["attention"] = layers.Identity(name="attention")(alignment)
        outputs["feature_attention"] = layers.Identity(name="feature_attention")(beta)
    return keras.Model(inputs, outputs, name="datenorm")


@keras.saving.register_keras_serializable(package="datenorm")
class ExactMatch(keras.metrics.Metric):
    """Share of date rows whose every target character is predicted (teacher forced); non-dates skipped."""

    def __init__(self, name="exact_match", **kwargs):
        super().__init__(name=name, **kwargs)
        self.hits = self.add_variable(shape=(), initializer="zeros", name="hits")
        self.rows = self.add_variable(shape=(), initializer="zeros", name="rows")

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = ops.cast(y_true, "int32")
        pad = ops.equal(y_true, PAD_ID)
        ok = ops.logical_or(ops.equal(ops.cast(ops.argmax(y_pred, -1), "int32"), y_true), pad)
        is_row = ops.logical_not(ops.all(pad, axis=-1))
        self.hits.assign_add(ops.sum(ops.cast(ops.logical_and(ops.all(ok, axis=-1), is_row), "float32")))
        self.rows.assign_add(ops.sum(ops.cast(is_row, "float32")))

    def result(self):
        return ops.divide_no_nan(self.hits, self.rows)

    def reset_state(self):
        self.hits.assign(0.0)
        self.rows.assign(0.0)


@keras.saving.register_keras_serializable(package="datenorm")
class TokenAccuracy(keras.metrics.Metric):
    """Per-character accuracy over non-PAD target positions."""

    def __init__(self, name="token_accuracy", **kwargs):
        super().__init__(name=name, **kwargs)
        self.hits = self.add_variable(shape=(), initializer="zeros", name="hits")
        self.count = self.add_variable(shape=(), initializer="zeros", name="count")

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = ops.cast(y_true, "int32")
        real = ops.not_equal(y_true, PAD_ID)
        ok = ops.logical_and(ops.equal(ops.cast(ops.argmax(y_pred, -1), "int32"), y_true), real)
        self.hits.assign_add(ops.sum(ops.cast(ok, "float32")))
        self.count.assign_add(ops.sum(ops.cast(real, "float32")))

    def result(self):
        return ops.divide_no_nan(self.hits, self.count)

    def reset_state(self):
        self.hits.assign(0.0)
        self.count.assign(0.0)


def compile_model(model: keras.Model, *, learning_rate: float, not_a_date_weight: float) -> None:
    """Masked character loss (PAD ignored, so non-dates add no decoder loss) plus the not-a-date loss."""
    model.compile(
        optimizer=keras.optimizers.Adam(learning_rate, clipnorm=1.0),
        loss={
            "chars": keras.losses.SparseCategoricalCrossentropy(from_logits=True, ignore_class=PAD_ID),
            "is_date": keras.losses.BinaryCrossentropy(),
        },
        loss_weights={"chars": 1.0, "is_date": not_a_date_weight},
        metrics={
            "chars": [TokenAccuracy(), ExactMatch()],
            "is_date": [keras.metrics.BinaryAccuracy(name="accuracy")],
        },
    )


def _weight_variables(model: keras.Model, config: ModelConfig, vocab_size: int) -> dict:
    """{bundle weight name: Keras variable}, found by the paths of `bundle.weight_specs`, never by position."""
    out = {}
    for name, spec in weight_specs(config, vocab_size).items():
        node = model.get_layer(spec.path[0])
        for step in spec.path[1:]:
            node = node[step] if isinstance(node, dict) else getattr(node, step)
        out[name] = node
    return out


def export_weights(model: keras.Model, config: ModelConfig, vocab_size: int) -> dict[str, np.ndarray]:
    """Named float32 arrays the numpy engine needs."""
    return {k: np.asarray(keras.ops.convert_to_numpy(v), dtype=np.float32)
            for k, v in _weight_variables(model, config, vocab_size).items()}


def import_weights(model: keras.Model, weights: dict[str, np.ndarray], config: ModelConfig, vocab_size: int) -> None:
    """Set a built model's weights from bundle arrays (the inverse of `export_weights`), e.g. to fine-tune."""
    for name, variable in _weight_variables(model, config, vocab_size).items():
        variable.assign(weights[name])
