"""The forward pass in numpy, mirroring layers.py one function per layer, so serving needs no TensorFlow.

Shapes: B rows, L encoder positions, K = 2 x encoder units (annotation width = decoder width D),
V output tokens. Score maths is shared with training through `attention.py`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from datenorm import attention
from datenorm.config import ModelConfig


def _sigmoid(x):
    return 0.5 * (np.tanh(0.5 * x) + 1.0)  # overflow-free and exactly the logistic function


@lru_cache(maxsize=8)
def _gate_scale(units: int) -> np.ndarray:
    # sigmoid(x) = (tanh(x / 2) + 1) / 2, so one tanh over all four gates serves i, f, o and g alike.
    scale = np.full(4 * units, 0.5, np.float32)
    scale[2 * units : 3 * units] = 1.0
    return scale


def lstm_step(x_proj, h, c, recurrent):
    """One Keras LSTM step (gates i, f, c, o) given x_proj = x W + b: (B, 4U) -> new h, c (B, U)."""
    units = h.shape[-1]
    t = np.tanh((x_proj + h @ recurrent) * _gate_scale(units))
    i, f, o = (0.5 * t[:, k * units : (k + 1) * units] + 0.5 for k in (0, 1, 3))
    c = f * c + i * t[:, 2 * units : 3 * units]
    return o * np.tanh(c), c


def lstm_sequence(x_proj, recurrent):
    """An LSTM over time-major, left-aligned projected inputs x W + b: (L, B, 4U) -> (B, L, U).

    No mask is needed: padding sits after every row's last token, so it never reaches a state that a
    valid position reads (the backward direction is run on per-row reversed inputs, see `encode`).
    """
    length, batch, _ = x_proj.shape
    units = recurrent.shape[0]
    h = np.zeros((batch, units), np.float32)
    c = np.zeros((batch, units), np.float32)
    out = np.empty((length, batch, units), np.float32)
    for t in range(length):
        h, c = lstm_step(x_proj[t], h, c, recurrent)
        out[t] = h
    return out.transpose(1, 0, 2)


def reverse_valid(ids: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """Index (B, L) that reverses each row's first `length` positions and leaves padding in place."""
    pos = np.arange(ids.shape[1])[None, :]
    return np.where(pos < lengths[:, None], lengths[:, None] - 1 - pos, pos)


@dataclass
class Encoded:
    """What the decoder reads for a batch: annotations (B, L, K), their mask (B, L), prepared keys."""

    annotations: np.ndarray
    mask: np.ndarray
    prepared: np.ndarray

    def take(self, rows: np.ndarray) -> "Encoded":
        return Encoded(self.annotations[rows], self.mask[rows], self.prepared[rows])


class Engine:
    """Numpy model: encode, not-a-date head, initial decoder state, one decoder step."""

    def __init__(self, weights: dict[str, np.ndarray], config: ModelConfig):
        self.w = weights
        self.config = config
        self.score_weights = {
            name.split("/")[-1]: array for name, array in weights.items() if name.startswith("dec/score/")
        }
        # emb(x) W + b is the same for every occurrence of a character: one table row per character.
        self.enc_proj = {d: weights["enc_embed"] @ weights[f"enc_{d}/kernel"] + weights[f"enc_{d}/bias"]
                         for d in ("fwd", "bwd")}
        # [emb(y); c] W + b == (emb W_y + b)[y] + c W_c: the token half becomes a table lookup.
        embed_dim = weights["dec/out_embed"].shape[1]
        self.token_proj = weights["dec/out_embed"] @ weights["dec/kernel"][:embed_dim] + weights["dec/bias"]
        self.context_kernel = np.ascontiguousarray(weights["dec/kernel"][embed_dim:])

    def encode(self, ids: np.ndarray) -> Encoded:
        """ids (B, L) int, PAD=0 right padding -> annotations [h_fwd; h_bwd] (B, L, K)."""
        w = self.w
        mask = ids != 0
        fwd = lstm_sequence(self.enc_proj["fwd"][ids.T], w["enc_fwd/recurrent"])
        rev = reverse_valid(ids, mask.sum(axis=1))
        rows = np.arange(ids.shape[0])[:, None]
        bwd = lstm_sequence(self.enc_proj["bwd"][ids[rows, rev].T], w["enc_bwd/recurrent"])[rows, rev]
        annotations = np.concatenate([fwd, bwd], axis=-1) * mask[..., None]
        prepared = attention.prepare_keys(self.config.score, annotations, self.score_weights, np)
        return Encoded(annotations, mask, prepared)

    def not_a_date(self, enc: Encoded) -> tuple[np.ndarray, np.ndarray]:
        """P(is a date) (B,) and the feature attention β (B, L) that pooled the annotations."""
        w = self.w
        hidden = np.tanh(enc.annotations @ w["nad/hidden/kernel"] + w["nad/hidden/bias"])
        beta = attention.masked_softmax((hidden @ w["nad/score/kernel"])[..., 0], enc.mask, np)
        pooled = attention.context(beta, enc.annotations, np)
        p = _sigmoid(pooled @ w["nad/out/kernel"] + w["nad/out/bias"])[:, 0]
        return p, beta

    def initial_state(self, enc: Encoded) -> tuple[np.ndarray, np.ndarray]:
        half = self.config.enc_units
        s0 = np.tanh(enc.annotations[:, 0, half:] @ self.w["dec/init/kernel"] + self.w["dec/init/bias"])
        return s0, np.zeros_like(s0)

    def step(self, tokens: np.ndarray, state: tuple[np.ndarray, np.ndarray], enc: Encoded):
        """One decoder step for N hypotheses: previous tokens (N,) -> log-probs (N, V), new state, α (N, L)."""
        w = self.w
        s, c = state
        e = attention.scores(self.config.score, s, enc.prepared, self.score_weights, np)
        alpha = attention.masked_softmax(e, enc.mask, np)
        ctx = attention.context(alpha, enc.annotations, np)
        s, c = lstm_step(self.token_proj[tokens] + ctx @ self.context_kernel, s, c, w["dec/recurrent"])
        logits = np.concatenate([s, ctx], axis=-1) @ w["dec/project/kernel"] + w["dec/project/bias"]
        logits = logits - logits.max(axis=-1, keepdims=True)
        log_probs = logits - np.log(np.exp(logits).sum(axis=-1, keepdims=True))
        return log_probs, (s, c), alpha
