"""What a run records of each scenario: ids and names as a reader of the report sees them."""

from __future__ import annotations

import json
from pathlib import Path

from conformance.cli import main


def test_outline_rows_are_named_with_their_own_values(tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    assert main(["run", "-q", "--no-progress", "--replay", "-k", "reserve", "--report", str(report_path)]) == 0
    rows = [record for record in json.loads(report_path.read_text())["scenarios"] if "#" in record["id"]]
    assert rows, "the selection should hold Scenario Outline rows"
    assert all("<" not in record["name"] for record in rows), [record["name"] for record in rows]
    assert len({record["name"] for record in rows}) > 1  # rows of one outline read differently
