"""Keras 3 layers of the model: the attention decoder and the not-a-date head.

Written with `keras.ops` so they run on any Keras backend (TensorFlow here, JAX on a lent GPU). The
score maths lives in `attention.py`, shared with the numpy inference engine.
"""

from __future__ import annotations

import keras
from keras import layers, ops

from datenorm import attention


@keras.saving.register_keras_serializable(package="datenorm")
class AttentionDecoder(layers.Layer):
    """Bahdanau-style decoder: s_t = LSTM(s_{t-1}, [emb(y_{t-1}); c_t]), c_t = Σ_i α_{t,i} h_i,
    α_t = softmax_i score(s_{t-1}, h_i); logits_t = W_o [s_t; c_t].

    call(dec_tokens (B, T) int, annotations (B, L, K), enc_tokens (B, L) int)
      -> logits (B, T, V), attention (B, T, L)
    """

    def __init__(self, *, score, units, attn_units, out_embed_dim, out_vocab, positions, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self.score = score
        self.units = units
        self.attn_units = attn_units
        self.out_embed_dim = out_embed_dim
        self.out_vocab = out_vocab
        self.positions = positions
        self.embed = layers.Embedding(out_vocab, out_embed_dim, name="out_embed")
        self.cell = layers.LSTMCell(units, name="cell")
        # Bahdanau's s_0 = tanh(W_s h←_1): the backward state that has read the whole input.
        self.init_state = layers.Dense(units, activation="tanh", name="init_state")
        self.project = layers.Dense(out_vocab, name="project")

    def build(self, dec_tokens_shape, annotations_shape, enc_tokens_shape):
        key_dim = self.units
        self.embed.build((None,))
        self.cell.build((None, self.out_embed_dim + key_dim))
        self.init_state.build((None, key_dim // 2))
        self.project.build((None, self.units + key_dim))
        shapes = attention.weight_shapes(
            self.score, query_dim=self.units, key_dim=key_dim, attn_units=self.attn_units, positions=self.positions
        )
        self.score_weights = {
            name: self.add_weight(
                shape=shape,
                name=f"score_{name}",
                initializer=keras.initializers.Constant(5.0) if name == "scale" else
                ("zeros" if name == "b" else "glorot_uniform"),
            )
            for name, shape in shapes.items()
        }

    def initial_state(self, annotations):
        half = self.units // 2
        s0 = self.init_state(annotations[:, 0, half:])
        return [s0, ops.zeros_like(s0)]

    def call(self, dec_tokens, annotations, enc_tokens):
        mask = ops.not_equal(enc_tokens, 0)
        weights = {k: ops.convert_to_tensor(v) for k, v in self.score_weights.items()}
        prepared = attention.prepare_keys(self.score, annotations, weights, ops)
        state = self.initial_state(annotations)
        embedded = self.embed(dec_tokens)
        logits, alphas = [], []
        for t in range(dec_tokens.shape[1]):
            e = attention.scores(self.score, state[0], prepared, weights, ops)
            alpha = attention.masked_softmax(e, mask, ops)
            ctx = attention.context(alpha, annotations, ops)
            out, state = self.cell(ops.concatenate([embedded[:, t], ctx], axis=-1), state)
            logits.append(self.project(ops.concatenate([out, ctx], axis=-1)))
            alphas.append(alpha)
        return ops.stack(logits, axis=1), ops.stack(alphas, axis=1)

    def compute_mask(self, *args, **kwargs):
        # Padding is handled explicitly from the token ids; the outputs carry no mask of their own.
        return None

    def get_config(self):
        config = super().get_config()
        config.update(
            score=self.score, units=self.units, attn_units=self.attn_units, out_embed_dim=self.out_embed_dim,
            out_vocab=self.out_vocab, positions=self.positions,
        )
        return config


@keras.saving.register_keras_serializable(package="datenorm")
class NotADateHead(layers.Layer):
    """Feature attention over the annotations, then a sigmoid 'is this a date at all' unit.

    β = softmax_i(vᵀ tanh(W h_i)) (padding masked), p = σ(wᵀ Σ_i β_i h_i + b).
    call(annotations (B, L, K), enc_tokens (B, L)) -> p (B, 1), β (B, L)
    """

    def __init__(self, *, attn_units, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self.attn_units = attn_units
        self.hidden = layers.Dense(attn_units, activation="tanh", name="hidden")
        self.score = layers.Dense(1, use_bias=False, name="score")
        self.out = layers.Dense(1, activation="sigmoid", name="out")

    def build(self, annotations_shape, enc_tokens_shape):
        key_dim = annotations_shape[-1]
        self.hidden.build((None, key_dim))
        self.score.build((None, self.attn_units))
        self.out.build((None, key_dim))

    def call(self, annotations, enc_tokens):
        mask = ops.not_equal(enc_tokens, 0)
        e = ops.squeeze(self.score(self.hidden(annotations)), -1)
        beta = attention.masked_softmax(e, mask, ops)
        pooled = attention.context(beta, annotations, ops)
        return self.out(pooled), beta

    def compute_mask(self, *args, **kwargs):
        # Padding is handled explicitly from the token ids; the outputs carry no mask of their own.
        return None

    def get_config(self):
        config = super().get_config()
        config.update(attn_units=self.attn_units)
        return config
