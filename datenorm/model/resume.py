"""Resuming a killed training run exactly: the resume points written while it trains (`ResumePoints`), where a
rerun begins (`resume_point`), and the run's log.csv read and trimmed for it."""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import json
import os
from pathlib import Path

import keras
import numpy as np

from datenorm import bundle
from datenorm.errors import ModelLoadError

MONITOR = "val_chars_exact_match"
RESUME_STATE = "state.json"  # in backup/: the resume point (see ResumePoints)
LEGACY_STATE, LEGACY_WEIGHTS = "training_metadata.json", "latest.weights.h5"  # Keras BackupAndRestore's, used before


def log_rows(run_dir: Path) -> tuple[list[str], list[dict]]:
    """log.csv's columns and its whole rows, one per epoch (the last wins), by epoch. A line torn by a kill, or
    one without a whole epoch number, is skipped: it describes no finished epoch."""
    log = run_dir / bundle.LOG
    if not log.is_file():
        return [], []
    with log.open(newline="") as f:
        reader = csv.DictReader(f)
        by_epoch = {}
        for row in reader:
            if None not in row and None not in row.values() and row.get("epoch", "").isdigit():
                by_epoch[int(row["epoch"])] = row
        return list(reader.fieldnames or []), [by_epoch[e] for e in sorted(by_epoch)]


def best_so_far(run_dir: Path) -> float | None:
    values = []
    for row in log_rows(run_dir)[1]:
        with contextlib.suppress(ValueError):  # CSVLogger writes NA for a figure an epoch lacked
            values.append(float(row.get(MONITOR) or "nan"))
    values = [v for v in values if v == v]  # NaN is no score
    return max(values) if values else None


def keep_log_before(run_dir: Path, epoch: int) -> None:
    """Rewrite log.csv with one row for each epoch before `epoch`: a resumed run replays from `epoch`, and
    CSVLogger appends, so a replayed epoch would otherwise be logged twice."""
    log = run_dir / bundle.LOG
    columns, rows = log_rows(run_dir)
    rows = [r for r in rows if int(r["epoch"]) < epoch]
    if not rows:
        log.unlink(missing_ok=True)  # CSVLogger then writes a header of its own
        return
    part = log.with_name(log.name + ".part")
    with part.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns)
        writer.writeheader()
        writer.writerows(rows)
    os.replace(part, log)  # atomically: a kill now leaves the old log or the new one, never half of it


def unreadable(path: Path, run_dir: Path, exc: Exception) -> ModelLoadError:
    if path.parent.name == bundle.BACKUP_DIR:
        fix = (f"Delete {path.parent} and train again: the run then goes on after its last finished epoch "
               "(from scratch if none finished)")
    else:
        fix = f"Delete it and {run_dir / bundle.LOG} and train again: the run then starts from scratch"
    return ModelLoadError(f"the resume point {path} of {run_dir} could not be read ({type(exc).__name__}: {exc}); "
                          f"a kill while it was written leaves it truncated. {fix}")


@dataclasses.dataclass
class ResumePoint:
    """Where a run (re)starts: an epoch, how many of its batches are done, the weights to load (with the
    optimizer's state: its step count, moments and learning rate) and the counters of the callbacks that keep
    state across epochs (see `ResumePoints`)."""

    epoch: int = 0
    batch: int = 0
    weights: Path | None = None
    counters: dict = dataclasses.field(default_factory=dict)
    stopped: bool = False  # early stopping ended the run (killed before it was marked finished)


def resume_point(run_dir: Path) -> ResumePoint:
    """The resume point `ResumePoints` left in backup/; else the epoch a Keras BackupAndRestore backup names (what
    runs of earlier versions leave: that epoch is replayed from its start); else the epoch after the last one
    log.csv holds, from the weights it ended with; else the start."""
    backup = run_dir / bundle.BACKUP_DIR
    state, legacy = backup / RESUME_STATE, backup / LEGACY_STATE
    try:
        if state.exists():
            saved = json.loads(state.read_text())
            return ResumePoint(int(saved["epoch"]), int(saved["batch"]), backup / str(saved["weights"]),
                               dict(saved["counters"]), bool(saved["stopped"]))
        if legacy.exists():
            weights = backup / LEGACY_WEIGHTS
            return ResumePoint(int(json.loads(legacy.read_text())["epoch"]), 0, weights if weights.exists() else None)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise unreadable(state if state.exists() else legacy, run_dir, exc) from None
    epochs = [int(r["epoch"]) for r in log_rows(run_dir)[1]]
    if epochs and (run_dir / bundle.LAST_WEIGHTS).is_file():
        return ResumePoint(max(epochs) + 1, 0, run_dir / bundle.LAST_WEIGHTS)
    return ResumePoint()


# What each stateful callback carries from epoch to epoch (and resets in its own on_train_begin).
_COUNTERS = {"plateau": ("best", "wait", "cooldown_counter"), "early": ("best", "wait", "best_epoch", "stopped_epoch"),
             "best": ("best",)}


def _plain(value):
    """A counter as JSON writes it back exactly (numpy scalars become Python's; floats keep all their bits)."""
    return value.item() if isinstance(value, np.generic) else value


class ResumePoints(keras.callbacks.Callback):
    """Writes the run's resume point every `every` batches and at each epoch's end: the weights with the optimizer's
    state, the epoch and its batches done, and the counters of `stateful` (the learning-rate plateau, early
    stopping, the best checkpoint). Listed after those, so an epoch's point holds what they made of it, and so its
    on_train_begin gives them back the counters their own on_train_begin resets. Each file is written aside and
    renamed into place, the state last: a kill at any moment leaves the previous point or the new one whole."""

    def __init__(self, run_dir: Path, *, every: int, steps: int, stateful: dict, point: ResumePoint):
        super().__init__()
        self.dir, self.every, self.steps, self.stateful = run_dir / bundle.BACKUP_DIR, every, steps, stateful
        self.counters, self.epoch, self.skip, self.since = point.counters, point.epoch, point.batch, 0

    def on_train_begin(self, logs=None):
        for name, callback in self.stateful.items():
            for attr, value in self.counters.get(name, {}).items():
                setattr(callback, attr, value)

    def on_epoch_begin(self, epoch, logs=None):
        self.epoch = epoch

    def on_train_batch_end(self, batch, logs=None):
        self.since += 1
        done = self.skip + batch + 1
        if self.since >= self.every and done < self.steps:  # the epoch's last batch: on_epoch_end saves next
            self._save(self.epoch, done)

    def on_epoch_end(self, epoch, logs=None):
        self.skip = 0
        self.counters = {name: {attr: _plain(getattr(callback, attr)) for attr in _COUNTERS[name]}
                         for name, callback in self.stateful.items()}
        self._save(epoch + 1, 0)

    def _save(self, epoch: int, batch: int) -> None:
        self.since = 0
        self.dir.mkdir(parents=True, exist_ok=True)
        name = f"epoch{epoch}-batch{batch}.weights.h5"
        part = self.dir / f"{name[:-len('.weights.h5')]}.part.weights.h5"  # Keras wants the .weights.h5 ending
        self.model.save_weights(part, overwrite=True)
        os.replace(part, self.dir / name)
        state = self.dir / (RESUME_STATE + ".part")
        state.write_text(json.dumps({"epoch": epoch, "batch": batch, "weights": name, "counters": self.counters,
                                     "stopped": bool(self.model.stop_training)}))
        os.replace(state, self.dir / RESUME_STATE)
        for old in self.dir.glob("*.weights.h5"):
            if old.name != name:
                old.unlink(missing_ok=True)
