"""The charts of an evaluation report: exact match by format family and language, error types, and
reliability (accuracy against confidence)."""

from __future__ import annotations

from pathlib import Path

from datenorm.serve.plots import figure


def _save_chart(fig, path: Path) -> Path:
    fig.savefig(path, format="png", metadata={"Software": None})
    return path


def plot_accuracy(metrics, path: Path, *, top: int = 15) -> Path:
    """Exact match on date rows by format family and for the `top` largest languages, as bar charts."""
    panels = [(key, [g for g in metrics.breakdowns[key] if g.date_exact is not None][:top])
              for key in ("format family", "language")]
    fig = figure(10, 0.5 + 0.28 * max(len(groups) for _, groups in panels), layout="constrained")
    for ax, (key, groups) in zip(fig.subplots(1, 2), panels):
        ax.barh([f"{g.name} ({g.dates})" for g in groups], [100 * g.date_exact for g in groups], color="#3b75af")
        ax.invert_yaxis()
        ax.set_xlim(0, 100)
        ax.set_xlabel("exact match on date rows (%)")
        ax.set_title(f"by {key}" + (f" (top {top})" if key == "language" else ""))
    return _save_chart(fig, path)


def plot_errors(metrics, path: Path) -> Path:
    fig = figure(7, 3.2, layout="constrained")
    ax = fig.subplots()
    ax.barh(list(metrics.errors), list(metrics.errors.values()), color="#c44e52")
    ax.invert_yaxis()
    ax.set_xlabel("wrong rows")
    ax.set_title("error types")
    return _save_chart(fig, path)


def plot_reliability(metrics, path: Path) -> Path:
    """Accuracy against mean confidence per bin; the diagonal is perfect calibration."""
    bins = [b for b in metrics.reliability if b.count]
    fig = figure(5, 5, layout="constrained")
    ax = fig.subplots()
    ax.plot([0, 1], [0, 1], ls="--", color="grey", lw=1)
    ax.plot([b.confidence for b in bins], [b.accuracy for b in bins], marker="o", color="#3b75af")
    for b in bins:
        ax.annotate(str(b.count), (b.confidence, b.accuracy), textcoords="offset points", xytext=(5, 3), fontsize=8)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel("mean confidence")
    ax.set_ylabel("accuracy")
    ax.set_title("reliability (ECE " + ("–" if metrics.ece is None else f"{metrics.ece:.3f}") + ")")
    return _save_chart(fig, path)
