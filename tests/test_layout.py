"""The architecture, read from the imports: wings import only downward, the translate path stays light,
click and matplotlib stay at the edges, and no module owns two things."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "datenorm"
WINGS = ("generate", "model", "serve", "report")
MAX_LINES = 400  # past this a module owns two concerns (../shared/STYLE.md)


def _modules() -> dict[str, Path]:
    """{dotted module name: path} of every module in the package."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _imports(path: Path) -> set[str]:
    """Every module an import statement names, at any depth (lazy imports inside functions too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _wing(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in WINGS else None


MODULES = _modules()
ENTRY_POINTS = ("datenorm", "datenorm.__main__", "datenorm.cli")  # `python -m datenorm` runs the CLI


@pytest.mark.parametrize("module", [m for m in MODULES if _wing(m) in ("serve", "report")])
def test_serving_and_reports_never_import_the_generator_or_the_model(module):
    bad = {name for name in _imports(MODULES[module]) if _wing(name) in ("generate", "model")}
    assert not bad, f"{module} imports {sorted(bad)}"


@pytest.mark.parametrize("module", [m for m in MODULES if _wing(m) is None and m not in ENTRY_POINTS])
def test_shared_rules_import_no_wing(module):
    """vocab, dates, readings, labelled, bundle... stand below every wing."""
    bad = {name for name in _imports(MODULES[module]) if _wing(name) or name == "datenorm.cli"}
    assert not bad, f"{module} imports {sorted(bad)}"


@pytest.mark.parametrize("module", [m for m in MODULES if _wing(m) in ("generate", "model", "serve")])
def test_wings_below_reports_never_import_reports(module):
    bad = {name for name in _imports(MODULES[module]) if _wing(name) == "report"}
    assert not bad, f"{module} imports {sorted(bad)}"


def test_nothing_imports_the_cli():
    assert not [m for m, path in MODULES.items() if m not in ENTRY_POINTS and "datenorm.cli" in _imports(path)]


@pytest.mark.parametrize("library, allowed", [
    ("click", {"datenorm.cli"}),
    ("matplotlib", {"datenorm.serve.plots"}),
    ("faker", {"datenorm.generate.context"}),
    ("keras", {"datenorm.model.layers", "datenorm.model.network", "datenorm.model.resume", "datenorm.model.train"}),
    ("tensorflow", {"datenorm.model.train"}),
])
def test_heavy_libraries_stay_in_their_modules(library, allowed):
    users = {m for m, path in MODULES.items()
             if any(name == library or name.startswith(library + ".") for name in _imports(path))}
    assert users <= allowed, f"{library} is imported by {sorted(users - allowed)}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_owns_two_concerns(module):
    lines = len(MODULES[module].read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{module} has {lines} lines"


def test_the_translate_path_imports_no_training_library_and_no_click():
    """What `Normalizer.load().normalize(...)` and the translate job load, in a fresh interpreter."""
    code = ("import sys, datenorm, datenorm.serve.api, datenorm.serve.batch, datenorm.serve.plots\n"
            "datenorm.Normalizer\n"
            "print(sorted(m for m in ('tensorflow', 'keras', 'faker', 'click', 'matplotlib') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"
