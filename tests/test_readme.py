"""README's figures are what the project holds and what its commands print."""

from __future__ import annotations

import re
from pathlib import Path

import conformance.suite.features as suite
from conformance.records.sheets import bundled_sheets

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")


def test_the_readme_counts_the_scenarios_and_the_sheets() -> None:
    assert f"| {len(suite.load()):,} scenarios;" in README
    sheets = list(bundled_sheets())
    positions = [path for path in sheets if re.search(r"^position", path.read_text(encoding="utf-8"), re.MULTILINE)]
    assert f"| {len(sheets)} game sheets: " in README
    assert f"({len(positions)} of them stated as positions)" in README
