"""The wheel carries its models: built here, installed without dependencies or extras into a folder of its own,
it translates from another directory with no clone and no make."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    pytest.importorskip("setuptools")
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--quiet", "-w",
                    str(out), str(ROOT)], check=True, timeout=300, cwd=out)
    (built,) = out.glob("datenorm-*.whl")
    return built


def test_the_wheel_holds_both_models_their_cards_the_license_and_py_typed(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for model in ("base", "fast"):
        for part in ("model.json", "weights.npz", "MODEL_CARD.md"):
            assert f"datenorm/models/{model}/{part}" in names
        if (ROOT / "datenorm" / "models" / model / "formats.json").is_file():  # a model's own formats go with it
            assert f"datenorm/models/{model}/formats.json" in names
    assert "datenorm/py.typed" in names
    assert any(name.endswith(".dist-info/LICENSE") or "/licenses/LICENSE" in name for name in names)
    assert not any(name.startswith(("tests/", "scripts/", "checkpoints/")) for name in names)


def test_the_installed_wheel_translates_from_anywhere(wheel, tmp_path):
    target, elsewhere = tmp_path / "site", tmp_path / "elsewhere"
    elsewhere.mkdir()
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(target),
                    str(wheel)], check=True, timeout=300)
    # Only the installed copy of datenorm may be found: not the clone, whatever the current path holds.
    code = ("import sys; sys.path = [p for p in sys.path if 'datenorm' not in p and p not in ('', '.')]; "
            f"sys.path.insert(0, {str(target)!r}); import datenorm; assert datenorm.__file__.startswith({str(target)!r}); "
            "from datenorm.cli import main; sys.argv = ['datenorm', 'translate', '3rd of May 1999', '--model', 'fast', "
            "'--no-heatmap']; main()")
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=elsewhere,
                          env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1999-05-03"
