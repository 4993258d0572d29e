"""conformance/ is in layers, and every import points down: a package reads only those below it.

The order is docs/architecture.md's: inputs, rulebook, engines, records, judging, suite,
reports, commands. A module may import its own package and any package below it, never one
above; a function-level import counts the same as one at the top of the file.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "conformance"

#: Bottom first. The package's own top-level modules: exit codes and the version are read by
#: every layer; the command line, the pytest module and the ``python -m`` aliases sit on top.
LAYERS = ["inputs", "rulebook", "engines", "records", "judging", "suite", "reports", "commands"]
TOP_LEVEL = {"__init__": -1, "exit_codes": -1, "cli": len(LAYERS), "scenarios": len(LAYERS),
             "seatings": len(LAYERS), "sweep": len(LAYERS)}


def _layer(module: str) -> int:
    """The layer of a dotted module name inside ``conformance``."""
    parts = module.split(".")
    assert parts[0] == "conformance"
    if len(parts) == 1:
        return -1
    name = parts[1]
    if name in LAYERS:
        return LAYERS.index(name)
    assert name in TOP_LEVEL, f"conformance.{name} is in no layer: add it to docs/architecture.md and here"
    return TOP_LEVEL[name]


def _module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, root: Path = ROOT) -> list[tuple[int, str]]:
    """Every ``conformance`` module the file imports, with its line, relative imports resolved (``root``: the
    folder holding ``conformance/``)."""
    here = _module_name(path, root).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            # `from conformance import judging` names a package by its imported name
            found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names
                      if target == "conformance" and alias.name in LAYERS]
    return [(line, name) for line, name in found if name == "conformance" or name.startswith("conformance.")]


MODULES = sorted(path for path in PACKAGE.rglob("*.py") if "_data" not in path.parts)


def test_the_layers_are_the_packages() -> None:
    packages = {path.name for path in PACKAGE.iterdir() if (path / "__init__.py").exists()}
    assert packages == set(LAYERS)
    own = {path.stem for path in PACKAGE.glob("*.py")}
    assert own == set(TOP_LEVEL), "a module of its own beside the packages: place it in a layer"


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_import_points_down(path: Path) -> None:
    own = _layer(_module_name(path))
    upward = [f"line {line}: {name}" for line, name in _imports(path) if _layer(name) > own]
    assert not upward, f"{path.relative_to(ROOT)} (layer {own}) imports from a layer above it: {upward}"


def test_an_import_that_points_up_is_caught(tmp_path: Path) -> None:
    """The check itself bites: a rulebook module importing the judges is reported."""
    # Beside a copy of the package's layout, never inside the package (which other tests read meanwhile).
    fake = tmp_path / "conformance" / "rulebook" / "_layer_probe.py"
    fake.parent.mkdir(parents=True)
    fake.write_text("from conformance.judging import referee\nfrom ..suite import steps\n", encoding="utf-8")
    names = [name for _, name in _imports(fake, tmp_path)]
    assert names == ["conformance.judging", "conformance.suite"]
    assert all(_layer(name) > _layer(_module_name(fake, tmp_path)) for name in names)


def test_no_module_is_over_a_thousand_lines() -> None:
    long = {str(path.relative_to(ROOT)): n for path in [*MODULES, *sorted((ROOT / "reference_impl").glob("*.py"))]
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 1000}
    assert not long, f"split these by what they do: {long}"
