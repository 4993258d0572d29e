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


def test_run_and_plain_pytest_judge_a_faulty_engine_alike(tmp_path: Path) -> None:
    """`run` plays the steps itself; the pytest plugin plays them through pytest-bdd: the same records."""
    import importlib.util

    import pytest

    import conformance.suite.plugin as plugin

    engine = "py:faulty_engines:always_clockwise"
    report_path = tmp_path / "report.json"
    main(["run", "-q", "--no-progress", "--replay", "--engine", engine, "-k", "turn", "--report", str(report_path)])
    by_run = {record["id"]: (record["outcome"], record.get("blocked_by"))
              for record in json.loads(report_path.read_text())["scenarios"]}

    by_pytest: dict[str, tuple[str, str | None]] = {}

    class Listener:
        def pytest_configure(self, config: pytest.Config) -> None:
            config.stash[plugin.RECORD_LISTENERS] = [
                lambda record: by_pytest.__setitem__(record.id, (record.outcome, record.blocked_by))]

    module = importlib.util.find_spec("conformance.scenarios").origin
    pytest.main([str(module), "-p", "no:cacheprovider", "-p", "no:terminal", "--domino-engine", engine, "-k", "turn",
                 "-c", str(Path(str(module)).with_name("run.ini")), "-o", "python_files=*.py"],
                plugins=[Listener()])
    common = set(by_run) & set(by_pytest)
    assert len(common) > 20 and "fail" in {outcome for outcome, _ in by_run.values()}
    # Set-up moves out of turn, played again with the seats mirrored: judged, the direction failed beside them.
    assert ("pass", "turn.direction.ccw") in set(by_run.values())
    assert {sid: (by_run[sid], by_pytest[sid]) for sid in common if by_run[sid] != by_pytest[sid]} == {}
