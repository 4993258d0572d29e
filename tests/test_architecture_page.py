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
    modules = {path.name for path in (ROOT / "conformance").glob("*.py") if path.name != "__init__.py"}
    missing = sorted(name for name in modules if name not in PAGE)
    assert not missing, f"docs/architecture.md does not say where these live: {missing}"
