"""The forward pass in numpy, mirroring layers.py one function per layer, so serving needs no TensorFlow.

Shapes: B rows, L encoder positions, K = 2 x encoder units (annotation width = decoder width D),
V output tokens, A attention units. Score maths is shared with training through `attention.py`.

Speed: on CPUs without wide vector units `np.tanh` costs about twice `np.exp`, and the gates and the
additive score are almost all of the work, so every sigmoid and tanh here is the logistic function
1 / (1 + exp(z)) of a pre-activation whose weights were scaled at load time (`_logistic_scale`):
σ(x) = 1 / (1 + exp(-x)) and tanh(x) = 2 σ(2x) - 1. The results are the same functions; the parity test
against Keras holds them to 1e-4.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from datenorm import attention
from datenorm.config import ModelConfig


_EXP_SAFE = 80.0  # |x| below which float32 exp(x) is a normal number with room for a product


def _logistic_(z: np.ndarray) -> np.ndarray:
    """In place: z -> 1 / (1 + exp(z)). Overflow gives exactly 0, the right limit."""
    np.exp(z, out=z)
    z += 1.0
    return np.divide(1.0, z, out=z)


def _logistic_scale(units: int) -> tuple[np.ndarray, np.ndarray]:
    """(scale, numerator) per gate column, Keras order i, f, c, o: σ(x) = 1 / (1 + exp(-x)) for i, f, o and
    tanh(x) = 2 / (1 + exp(-2x)) - 1 for the candidate c."""
    scale = np.full(4 * units, -1.0, np.float32)
    scale[2 * units : 3 * units] = -2.0
    return scale, -scale


def lstm_cell(gates, c, numerator, out=None):
    """The elementwise half of a Keras LSTM step (gates i, f, c, o): scaled pre-activations gates (B, 4U),
    overwritten, and the cell c (B, U) -> new h (written to `out` when given), new c."""
    units = c.shape[-1]
    np.exp(gates, out=gates)
    gates += 1.0
    np.divide(numerator, gates, out=gates)
    i, f, g, o = (gates[:, k * units : (k + 1) * units] for k in range(4))
    g -= 1.0
    g *= i
    c = f * c
    c += g
    t = c * np.float32(-2.0)
    np.exp(t, out=t)
    t += 1.0
    np.divide(2.0, t, out=t)
    t -= 1.0
    return np.multiply(t, o, out=out), c


def lstm_sequence(table, ids, recurrent, numerator):
    """An LSTM over left-aligned token ids (B, L) whose scaled pre-activations are rows of `table` (V, 4U)
    -> states (B, L, U).

    No mask is needed: padding sits after every row's last token, so it never reaches a state that a
    valid position reads (the backward direction is run on per-row reversed inputs, see `encode`).
    Each step looks up its own (B, 4U) rows, which stay in cache, rather than all L at once.
    """
    batch, length = ids.shape
    units = recurrent.shape[0]
    steps = np.ascontiguousarray(ids.T)
    h = np.zeros((batch, units), np.float32)
    c = np.zeros((batch, units), np.float32)
    out = np.empty((length, batch, units), np.float32)
    gates = np.empty((batch, 4 * units), np.float32)
    for t in range(length):
        np.matmul(h, recurrent, out=gates)
        gates += table[steps[t]]
        h, c = lstm_cell(gates, c, numerator, out[t])
    return out.transpose(1, 0, 2)


def reverse_valid(ids: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Index (B, L) that reverses each row's first `length` positions and leaves padding in place."""
    pos = np.arange(ids.shape[1])[None, :]
    return np.where(pos < lengths[:, None], lengths[:, None] - 1 - pos, pos)


@dataclass
class EncoderOutput:
    """What the decoder reads for a batch: annotations (B, L, K), their mask (B, L), prepared keys."""

    annotations: np.ndarray
    mask: np.ndarray
    prepared: np.ndarray

    def take(self, rows: np.ndarray) -> "EncoderOutput":
        return EncoderOutput(self.annotations[rows], self.mask[rows], self.prepared[rows])


class Engine:
    """Numpy model: encode, not-a-date head, initial decoder state, one decoder step."""

    def __init__(self, weights: dict[str, np.ndarray], config: ModelConfig):
        self.w = weights
        self.config = config
        self.score_weights = {
            name.split("/")[-1]: array for name, array in weights.items() if name.startswith("dec/score/")
        }
        enc_scale, self.enc_numerator = _logistic_scale(config.enc_units)
        dec_scale, self.dec_numerator = _logistic_scale(weights["dec/recurrent"].shape[0])
        # emb(x) W + b is the same for every occurrence of a character: one table row per character.
        self.enc_proj = {d: (weights["enc_embed"] @ weights[f"enc_{d}/kernel"] + weights[f"enc_{d}/bias"]) * enc_scale
                         for d in ("fwd", "bwd")}
        self.enc_recurrent = {d: weights[f"enc_{d}/recurrent"] * enc_scale for d in ("fwd", "bwd")}
        # The lexicon's indicators f (26,) enter as f W_lex, which the kernel maps to f (W_lex W) per direction.
        self.lex_proj = ({d: weights["enc_lex"] @ weights[f"enc_{d}/kernel"] * enc_scale for d in ("fwd", "bwd")}
                         if "enc_lex" in weights else None)
        # [emb(y); c] W + b == (emb W_y + b)[y] + c W_c: the token half becomes a table lookup.
        embed_dim = weights["dec/out_embed"].shape[1]
        token_proj = weights["dec/out_embed"] @ weights["dec/kernel"][:embed_dim] + weights["dec/bias"]
        self.token_proj = token_proj * dec_scale
        # The decoder state is kept as one row [c_t; s_t] (see `step`): the context and recurrent kernels are
        # stacked so the gates are one matrix product, and the output projection's rows are put in that order.
        self.dec_kernel = np.ascontiguousarray(
            np.concatenate([weights["dec/kernel"][embed_dim:], weights["dec/recurrent"]]) * dec_scale)
        units = weights["dec/recurrent"].shape[0]
        project = weights["dec/project/kernel"]
        self.project = np.ascontiguousarray(np.concatenate([project[units:], project[:units]]))
        self.nad_hidden = {"W": weights["nad/hidden/kernel"] * np.float32(-2.0),
                           "b": weights["nad/hidden/bias"] * np.float32(-2.0),
                           "v": weights["nad/score/kernel"][:, 0] * np.float32(2.0)}
        if config.score == "additive":
            # v·tanh(u) = 2 v·logistic(-2u) - Σv; the constant shifts every score alike, so softmax drops it.
            sw = self.score_weights
            self.additive = {"W": sw["W"] * np.float32(-2.0), "v": sw["v"] * np.float32(2.0)}
            # With u = W s + U h, exp(-2u) = exp(-2 U h) * exp(-2 W s): the big (B, L, A) factor is taken once
            # per input and each step takes exp over (B, A) only. States lie in (-1, 1), so |2 U h| is at most
            # twice U's largest column L1 norm; below 80 neither factor over- or underflows float32 (a product
            # that does gives the right limit, 0 or 1).
            bound = 2.0 * max(np.abs(sw["U"]).sum(axis=0).max(), np.abs(sw["W"]).sum(axis=0).max())
            self.factored = bool(bound < _EXP_SAFE)

    def _input_tables(self, ids: np.ndarray, lex_bits: np.ndarray | None):
        """({direction: pre-activation table (K, 4U)}, ids (B, L) into it). Without the lexicon channel (or
        without a named month in the batch) the tables are the characters' and the ids the input's; with it,
        each distinct (character, bit set) pair of the batch gets one row, so a step still looks up one row."""
        if self.lex_proj is None or lex_bits is None or not lex_bits.any():
            return self.enc_proj, ids
        pairs, inverse = np.unique(ids.astype(np.int64) << 32 | lex_bits.astype(np.int64), return_inverse=True)
        chars, bits = pairs >> 32, pairs & 0xFFFFFFFF
        indicators = ((bits[:, None] >> np.arange(self.lex_proj["fwd"].shape[0])) & 1).astype(np.float32)
        tables = {d: self.enc_proj[d][chars] + indicators @ proj for d, proj in self.lex_proj.items()}
        return tables, inverse.reshape(ids.shape).astype(np.int32)

    def encode(self, ids: np.ndarray, lex_bits: np.ndarray | None = None) -> EncoderOutput:
        """ids (B, L) int, PAD=0 right padding, and lexicon bit sets (B, L) for a model that reads them ->
        annotations [h_fwd; h_bwd] (B, L, K).

        Annotations at padding positions are finite but not zero: every reader weighs them by a masked
        softmax, which gives them exactly zero weight.
        """
        mask = ids != 0
        units = self.config.enc_units
        annotations = np.empty(ids.shape + (2 * units,), np.float32)
        tables, steps = self._input_tables(ids, lex_bits)
        with np.errstate(over="ignore"):
            annotations[..., :units] = lstm_sequence(tables["fwd"], steps, self.enc_recurrent["fwd"],
                                                     self.enc_numerator)
            rev = reverse_valid(ids, mask.sum(axis=1))
            rows = np.arange(ids.shape[0])[:, None]
            annotations[..., units:] = lstm_sequence(tables["bwd"], steps[rows, rev], self.enc_recurrent["bwd"],
                                                     self.enc_numerator)[rows, rev]
        prepared = attention.prepare_keys(self.config.score, annotations, self.score_weights, np)
        if self.config.score == "additive":
            prepared *= np.float32(-2.0)
            if self.factored:
                np.exp(prepared, out=prepared)
        return EncoderOutput(annotations, mask, prepared)

    def not_a_date(self, enc: EncoderOutput) -> tuple[np.ndarray, np.ndarray]:
        """P(is a date) (B,) and the feature attention β (B, L) that pooled the annotations."""
        w = self.w
        # vᵀ tanh(u) less the constant Σv, as for the additive score: softmax is blind to the shift.
        with np.errstate(over="ignore"):
            hidden = _logistic_(enc.annotations @ self.nad_hidden["W"] + self.nad_hidden["b"])
        beta = attention.masked_softmax(hidden @ self.nad_hidden["v"], enc.mask, np)
        pooled = attention.context(beta, enc.annotations, np)
        with np.errstate(over="ignore"):
            p = _logistic_(-(pooled @ w["nad/out/kernel"] + w["nad/out/bias"]))[:, 0]
        return p, beta

    def initial_state(self, enc: EncoderOutput) -> tuple[np.ndarray, np.ndarray]:
        """([c_0; s_0] (B, K + D) with a zero context, LSTM cell (B, D)): the state `step` carries."""
        half = self.config.enc_units
        s0 = np.tanh(enc.annotations[:, 0, half:] @ self.w["dec/init/kernel"] + self.w["dec/init/bias"])
        keys = enc.annotations.shape[-1]
        row = np.zeros((s0.shape[0], keys + s0.shape[1]), np.float32)
        row[:, keys:] = s0
        return row, np.zeros_like(s0)

    def _scores(self, s: np.ndarray, enc: EncoderOutput) -> np.ndarray:
        if self.config.score != "additive":
            return attention.scores(self.config.score, s, enc.prepared, self.score_weights, np)
        # attention.scores' additive score less the row constant Σv, from keys prepared as -2 U h (or its exp).
        query = s @ self.additive["W"]
        if self.factored:
            hidden = enc.prepared * np.exp(query)[:, None, :]
            hidden += 1.0
            return np.divide(1.0, hidden, out=hidden) @ self.additive["v"]
        return _logistic_(enc.prepared + query[:, None, :]) @ self.additive["v"]

    def step(self, tokens: np.ndarray, state: tuple[np.ndarray, np.ndarray], enc: EncoderOutput):
        """One decoder step for N hypotheses: previous tokens (N,), state ([c_{t-1}; s_{t-1}], cell) ->
        log-probs (N, V), state ([c_t; s_t], cell), α (N, L).

        s_t = LSTM(s_{t-1}, [emb(y_{t-1}); c_t]) with c_t = Σ α_i h_i, α from s_{t-1}; logits from [s_t; c_t].
        """
        row, cell = state
        keys = enc.annotations.shape[-1]
        new = np.empty_like(row)
        new[:, keys:] = row[:, keys:]
        with np.errstate(over="ignore"):
            alpha = attention.masked_softmax(self._scores(row[:, keys:], enc), enc.mask, np)
            new[:, :keys] = attention.context(alpha, enc.annotations, np)
            gates = new @ self.dec_kernel
            gates += self.token_proj[tokens]
            _, cell = lstm_cell(gates, cell, self.dec_numerator, out=new[:, keys:])
        logits = new @ self.project
        logits += self.w["dec/project/bias"]
        logits -= logits.max(axis=-1, keepdims=True)
        log_probs = logits - np.log(np.exp(logits).sum(axis=-1, keepdims=True))
        return log_probs, (new, cell), alpha
