"""Train all six alignment score functions under one common small budget and tabulate them.

    python scripts/compare_scores.py --data data/ship --rows 40000 --epochs 2

Writes reports/score_functions.md: exact match (greedy, constrained, on held-out test rows), parameter
count and seconds per epoch for each score function.
"""

from __future__ import annotations

import argparse
import csv
import platform
import shutil
import time
from pathlib import Path

from datenorm.serve.api import Normalizer
from datenorm.bundle import LOG
from datenorm.config import SCORES, ModelConfig, TrainConfig
from datenorm.model.dataset import load_split
from datenorm.model.train import train


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=Path("data"), help="Directory with train/valid/test.csv.")
    parser.add_argument("--rows", type=int, default=40_000, help="Training rows per model (common budget).")
    parser.add_argument("--epochs", type=int, default=2, help="Epochs per model (common budget).")
    parser.add_argument("--test-rows", type=int, default=2000, help="Held-out rows scored per model.")
    parser.add_argument("--runs", type=Path, default=Path("checkpoints/scores"), help="Where the runs go.")
    parser.add_argument("--out", type=Path, default=Path("reports/score_functions.md"), help="Markdown table.")
    parser.add_argument("--scores", default=",".join(SCORES), help="Comma-separated subset of score functions.")
    args = parser.parse_args()

    test = load_split(args.data / "test.csv")
    texts, targets = test.inputs[: args.test_rows], test.targets[: args.test_rows]
    rows = []
    for score in args.scores.split(","):
        run_dir = args.runs / score
        shutil.rmtree(run_dir, ignore_errors=True)  # a fresh run each time: the budget must be the same for all
        start = time.perf_counter()
        bundle_dir = train(args.data, run_dir, model_config=ModelConfig(score=score),
                           train_config=TrainConfig(epochs=args.epochs, patience=args.epochs), limit=args.rows,
                           verbose=2)
        wall = time.perf_counter() - start
        with (run_dir / LOG).open() as f:
            log = list(csv.DictReader(f))
        epoch_seconds = sum(float(r["epoch_seconds"]) for r in log) / len(log)
        normalizer = Normalizer.load(bundle_dir, beam=1)
        preds = normalizer.normalize_batch(texts)
        hits = sum((p.iso or "") == t for p, t in zip(preds, targets))
        date_rows = [(p, t) for p, t in zip(preds, targets) if t]
        date_hits = sum(p.iso == t for p, t in date_rows)
        params = sum(w.size for w in normalizer.bundle.weights.values())
        rows.append((score, hits / len(texts), date_hits / len(date_rows), float(log[-1]["val_chars_exact_match"]),
                     params, epoch_seconds, wall))
        print(f"{score}: exact {hits / len(texts):.4f}, dates {date_hits / len(date_rows):.4f}, "
              f"{epoch_seconds:.0f} s/epoch", flush=True)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    lines = [
        "# Alignment score functions on the date task",
        "",
        f"Common budget: {args.rows:,} training rows from `{args.data}`, {args.epochs} epochs, default sizes "
        f"({ModelConfig().enc_units} units per encoder direction), batch {TrainConfig().batch_size}. Exact match is "
        f"greedy constrained decoding with the AUTO hint on the first {len(texts):,} rows of `{args.data}/test.csv` "
        "(dates and non-dates; a non-date is right when rejected).",
        "",
        f"Measured {time.strftime('%Y-%m-%d')} on {platform.machine()} ({platform.processor() or 'cpu'}), "
        "while other jobs shared the 2 cores; seconds are comparable within this table only.",
        "",
        "| score | exact match (all) | exact match (dates) | val exact (teacher forced) | parameters | s/epoch |",
        "|---|---|---|---|---|---|",
    ]
    for score, em, em_dates, val, params, sec, _ in rows:
        lines.append(f"| {score} | {em:.4f} | {em_dates:.4f} | {val:.4f} | {params:,} | {sec:.0f} |")
    lines += ["", f"Reproduce: `python scripts/compare_scores.py --data {args.data} --rows {args.rows} "
              f"--epochs {args.epochs} --test-rows {args.test_rows}`", ""]
    args.out.write_text("\n".join(lines), encoding="utf-8")
    print(args.out)


if __name__ == "__main__":
    main()
