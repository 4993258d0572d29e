"""docs/architecture.md stays true: every path it names exists, and every module of conformance/ is named."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")


def test_every_path_the_page_names_exists() -> None:
    named = set(re.findall(r"`((?:conformance|reference_impl|adapters|spec|docs|tests)/[\w./*-]*)`", PAGE))
    assert len(named) > 20
    missing = sorted(path for path in named if not list(ROOT.glob(path.rstrip("/"))))
    assert not missing, f"docs/architecture.md names paths that do not exist: {missing}"


def test_every_conformance_module_is_on_the_page() -> None:
    modules = {path.relative_to(ROOT / "conformance") for path in (ROOT / "conformance").rglob("*.py")
               if path.name != "__init__.py" and "_data" not in path.parts
               and "commands" not in path.parts}  # one module a command, named as the command is
    assert len(modules) > 40
    missing = sorted(str(module) for module in modules if module.name not in PAGE)
    assert not missing, f"docs/architecture.md does not say where these live: {missing}"


def test_every_package_is_on_the_page() -> None:
    packages = {path.name for path in (ROOT / "conformance").iterdir() if (path / "__init__.py").exists()}
    missing = sorted(name for name in packages if f"`conformance/{name}/`" not in PAGE)
    assert not missing, f"docs/architecture.md does not name these packages: {missing}"
