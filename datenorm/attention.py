"""The six alignment score functions, side by side, written once for any array namespace.

Each function takes `xp`: `keras.ops` when called from the Keras layers (training) and `numpy` when
called from the inference engine, so training and serving share one implementation of the maths.

Shapes: B batch (or batch x beam), L encoder positions, K annotation width (2 x encoder units),
D decoder state width (= K), A attention units.

| name       | score(s, h_i)                      | weights                 |
|------------|------------------------------------|-------------------------|
| additive   | v_aᵀ tanh(W_a s + U_a h_i)         | W (D,A), U (K,A), v (A) |
| dot        | sᵀ h_i                             | -                       |
| general    | sᵀ W_a h_i                         | W (D,K)                 |
| scaled-dot | sᵀ h_i / √K                        | -                       |
| cosine     | β · cos(s, h_i)                    | scale () = β            |
| location   | (W_a s + b)_i, position only       | W (D,P), b (P)          |

Cosine similarity lies in [-1, 1], so a softmax over it is nearly flat; like Graves' content-based
addressing we learn a sharpness β. The location score sees only the decoder state: P is the longest
input the model accepts, and positions past an input's length are masked like padding.
"""

from __future__ import annotations

import math

NEG_INF = -1e9


def weight_shapes(score: str, *, query_dim: int, key_dim: int, attn_units: int, positions: int) -> dict:
    """{weight name: shape} that a score function needs."""
    return {
        "additive": {"W": (query_dim, attn_units), "U": (key_dim, attn_units), "v": (attn_units,)},
        "dot": {},
        "general": {"W": (query_dim, key_dim)},
        "scaled-dot": {},
        "cosine": {"scale": ()},
        "location": {"W": (query_dim, positions), "b": (positions,)},
    }[score]


def prepare_keys(score: str, keys, weights: dict, xp):
    """Key-side work done once per input rather than once per decoder step.

    keys: (B, L, K) annotations -> (B, L, A) for additive, (B, L, D) for general, (B, L, K) otherwise.
    """
    if score == "additive":
        return xp.matmul(keys, weights["U"])
    if score == "general":
        return xp.matmul(keys, xp.transpose(weights["W"]))
    if score == "cosine":
        return keys / (xp.sqrt(xp.sum(keys * keys, axis=-1, keepdims=True)) + 1e-6)
    return keys


def scores(score: str, query, prepared, weights: dict, xp):
    """Alignment scores e_i = score(s, h_i): query (B, D), prepared keys (B, L, ·) -> (B, L)."""
    if score == "additive":
        hidden = xp.tanh(prepared + xp.expand_dims(xp.matmul(query, weights["W"]), 1))
        return xp.matmul(hidden, weights["v"])
    if score == "location":
        length = xp.shape(prepared)[1]
        return (xp.matmul(query, weights["W"]) + weights["b"])[:, :length]
    if score == "cosine":
        query = query / (xp.sqrt(xp.sum(query * query, axis=-1, keepdims=True)) + 1e-6)
    out = xp.squeeze(xp.matmul(prepared, xp.expand_dims(query, -1)), -1)
    if score == "scaled-dot":
        return out / math.sqrt(query.shape[-1])
    if score == "cosine":
        return out * weights["scale"]
    return out


def masked_softmax(logits, mask, xp):
    """Softmax over the last axis that gives padding (mask False) exactly zero weight. (B, L) -> (B, L)."""
    logits = xp.where(mask, logits, NEG_INF)
    logits = logits - xp.max(logits, axis=-1, keepdims=True)
    e = xp.where(mask, xp.exp(logits), 0.0)
    return e / xp.sum(e, axis=-1, keepdims=True)


def context(alpha, keys, xp):
    """c = Σ_i α_i h_i: alpha (B, L), keys (B, L, K) -> (B, K)."""
    return xp.squeeze(xp.matmul(xp.expand_dims(alpha, 1), keys), 1)
