"""Proof that the suite bites: each faulty engine fails the suite, on the clause it breaks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance import exit_codes
from conformance.cli import main
from faulty_engines import FAULTS


def test_there_are_at_least_twelve_faulty_engines() -> None:
    assert len(FAULTS) >= 12


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_the_suite_catches_the_faulty_engine_on_its_clause(name: str, tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", f"py:faulty_engines:{name}", "--report", str(report_path), "-q", "--replay"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failing = {clause for clause, verdict in report["clauses"].items() if verdict["verdict"] == "fail"}
    fault = FAULTS[name]
    assert report["engine"]["name"] == f"faulty engine: {name}"
    assert status == exit_codes.FAILURES, f"{name} ({fault.description}) passed the suite"
    assert report["summary"]["errors"] == 0, "a faulty rule is a failure, not an error"
    assert fault.clauses & failing, (
        f"{name} ({fault.description}) was not caught on {sorted(fault.clauses)}; it failed {sorted(failing)}"
    )
