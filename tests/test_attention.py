"""Every score function gives attention rows that sum to 1 and put zero weight on padding."""

import numpy as np
import pytest

from datenorm import attention
from datenorm.config import SCORES


@pytest.mark.parametrize("score", SCORES)
def test_rows_sum_to_one_with_zero_on_padding(score, rng):
    batch, length, k = 4, 7, 6
    keys = rng.standard_normal((batch, length, k)).astype(np.float32)
    query = rng.standard_normal((batch, k)).astype(np.float32)
    shapes = attention.weight_shapes(score, query_dim=k, key_dim=k, attn_units=5, positions=10)
    weights = {n: rng.standard_normal(s).astype(np.float32) for n, s in shapes.items()}
    lengths = np.array([7, 5, 3, 1])
    mask = np.arange(length)[None, :] < lengths[:, None]
    prepared = attention.prepare_keys(score, keys, weights, np)
    alpha = attention.masked_softmax(attention.scores(score, query, prepared, weights, np), mask, np)
    assert alpha.shape == (batch, length)
    np.testing.assert_allclose(alpha.sum(axis=-1), 1.0, atol=1e-6)
    assert (alpha[~mask] == 0.0).all()
    assert (alpha[mask] > 0.0).all()


def test_context_is_the_weighted_sum_of_annotations(rng):
    keys = rng.standard_normal((2, 3, 4))
    alpha = np.array([[1.0, 0, 0], [0.5, 0.5, 0]])
    ctx = attention.context(alpha, keys, np)
    np.testing.assert_allclose(ctx[0], keys[0, 0])
    np.testing.assert_allclose(ctx[1], (keys[1, 0] + keys[1, 1]) / 2)
