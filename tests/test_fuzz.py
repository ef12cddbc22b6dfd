"""A seeded fuzz over 10,000+ strings from every Unicode plane: surrogates, controls, private use, unassigned
code points, huge strings, invalid UTF-8 in files. Nothing raises, rows in == rows out, every row is a valid
date or a null with a reason, and every row is valid JSON."""

from __future__ import annotations

import json
import random

import pytest
from click.testing import CliRunner

from datenorm import bundle
from datenorm.cli import main
from datenorm.config import ModelConfig
from datenorm.dates import parse_iso
from datenorm.serve.api import Normalizer
from datenorm.vocab import Vocab

from conftest import TINY, random_bundle

SEED = 20261123
SEEDS = ("3 May 1999", "03/04/05", "1999年5月3日", "le 3 mai 1999", "2019-05-03T10:30:00Z", "May 1999")


def _code_point(rng: random.Random) -> str:
    plane = rng.choice((0, 0, 0, 1, 2, 3, 14, 15, 16))
    low = rng.choice((0, 0x80, 0xD800, 0xE000, 0xFFF0)) if plane == 0 and rng.random() < 0.3 else 0
    return chr(plane * 0x10000 + rng.randrange(low, 0x10000))


def fuzz_strings(n: int, seed: int = SEED) -> list[str]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        kind = rng.random()
        if kind < 0.5:
            text = "".join(_code_point(rng) for _ in range(rng.randint(0, 80)))
        elif kind < 0.8:  # a date with odd characters put into it
            text = list(rng.choice(SEEDS))
            for _ in range(rng.randint(1, 4)):
                text.insert(rng.randint(0, len(text)), _code_point(rng))
            text = "".join(text)
        elif kind < 0.95:  # controls, whitespace and format characters
            text = "".join(rng.choice("\x00\x01\t\n\r\x0b\x0c\x1b\x7f\x85\u200b\u200e\u202e\u2028\ufeff \ufffd")
                           for _ in range(rng.randint(0, 12)))
        else:
            text = rng.choice(SEEDS) * rng.randint(100, 20_000)  # up to ~400,000 characters
        out.append(text)
    return out


@pytest.fixture(scope="module")
def normalizer():
    vocab = Vocab.build(["0123456789 /-.,:'abcdefghijklmnopqrstuvwxyz年月日"])
    return Normalizer(random_bundle(ModelConfig(**TINY), vocab, seed=11), beam=3, min_is_date=0.0, workers=1)


def _check(pred) -> None:
    row = pred.to_dict()
    json.dumps(row, ensure_ascii=False, allow_nan=False).encode("utf-8")  # valid JSON, encodable
    if pred.iso is not None:
        assert parse_iso(pred.iso) is not None and pred.error is None, row
    else:
        assert pred.error, row


def test_ten_thousand_strings_from_every_plane_give_a_row_each(normalizer):
    texts = fuzz_strings(10_000)
    preds = normalizer.normalize_batch(texts)
    assert len(preds) == len(texts)
    for pred in preds:
        _check(pred)
    assert sum(p.error is not None and "not valid Unicode" in p.error for p in preds) > 100  # surrogates were met


def test_the_same_strings_from_a_file_through_the_command_line(normalizer, tmp_path):
    rng = random.Random(SEED + 1)
    lines = [t.encode("utf-8", "surrogatepass") for t in fuzz_strings(2_000, SEED + 2)]
    lines += [bytes(rng.randrange(256) for _ in range(rng.randint(1, 30))) for _ in range(500)]  # not UTF-8
    data = b"\n".join(lines) + b"\n"
    path = tmp_path / "fuzz.txt"
    path.write_bytes(data)
    model = bundle.save_bundle(tmp_path / "model", normalizer.bundle.weights, normalizer.config, normalizer.vocab)
    result = CliRunner().invoke(main, ["translate", "--input", str(path), "--model", str(model), "--format", "jsonl",
                                       "--workers", "1"])
    assert result.exit_code in (0, 1), result.output[-2000:]
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(rows) == len(data.splitlines())
    assert all((r["iso"] is None) == bool(r["error"]) for r in rows)


def test_a_rerun_gives_the_same_bytes(normalizer):
    texts = fuzz_strings(1_000, SEED + 3)
    first = [json.dumps(p.to_dict(), ensure_ascii=False) for p in normalizer.normalize_batch(texts)]
    assert first == [json.dumps(p.to_dict(), ensure_ascii=False) for p in normalizer.normalize_batch(texts)]
