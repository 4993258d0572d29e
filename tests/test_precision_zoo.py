"""The precision zoo (``tests/precision_zoo.py``): the default ``run``'s findings are each engine's planted
faults, one to one, each on its clause, and no clause the engine keeps is failed.

A failing scenario fails the clause its failing step judged, where the engine's state first differed. The
findings gather every judge's evidence (a scenario, a replayed hand, differential play), a divergence after
the engine's state already differed counted as a consequence of the earlier one, never a finding of its own.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from conformance import exit_codes
from conformance.cli import main
from precision_zoo import ZOO, spec

#: Hands of differential play each run plays: enough to meet every planted fault play catches, few enough to
#: keep the zoo cheap.
PLAY_HANDS = 30


def _failed(report: dict[str, Any]) -> dict[str, set[str]]:
    """The clauses the run failed, by judge: scenarios (a scenario charged the clause with a failure or an
    error), replay and play (divergences on it), and any judge."""
    clauses = report["clauses"]
    return {
        "any": {clause for clause, entry in clauses.items() if entry["verdict"] in ("fail", "error")},
        "scenarios": {clause for clause, entry in clauses.items()
                      if {"fail", "error"} & set(entry["scenarios"].values())},
        "replay": {clause for clause, entry in clauses.items() if entry.get("replay")},
        "play": {clause for clause, entry in clauses.items() if entry.get("play")},
    }


def test_the_zoo_holds_twenty_engines_of_every_kind_the_verdict_must_be_precise_on() -> None:
    assert len(ZOO) >= 20
    assert all(1 <= len(entry.planted) <= 3 for entry in ZOO.values())
    assert sum(entry.transport == "exec" for entry in ZOO.values()) >= 4
    assert sum(len(entry.game["players"]) > 1 for entry in ZOO.values()) >= 3  # several seatings
    assert sum("differences" in entry.game for entry in ZOO.values()) >= 3  # variants
    assert sum(len(entry.planted) > 1 for entry in ZOO.values()) >= 5  # a first fault before the others
    assert any(sum(fault.hint is not None for fault in entry.planted) > 1 for entry in ZOO.values())  # two values
    # The faults the verdict was least precise on.
    for name in ("draw_takes_until_it_fits", "fives_double_at_an_end_uncounted", "leaders_pass_refused_as_must_play",
                 "block_won_by_the_heaviest", "blocked_tie_to_seat_zero", "winner_takes_all_at_four",
                 "seat_zero_leads_after_going_out", "checks_no_deal"):
        assert name in ZOO, name


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ZOO))
def test_the_default_run_fails_each_planted_fault_on_its_clause_and_nothing_the_engine_keeps(
        name: str, tmp_path: Path) -> None:
    entry = ZOO[name]
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", spec(name), "--report", str(report_path), "-q", "--no-progress",
                   "--play-hands", str(PLAY_HANDS), "--play-seconds", "3600"])  # the hands bound play, not the clock
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert report["engine"]["name"] == f"zoo engine: {name}"
    assert status == exit_codes.FAILURES, status
    failed = _failed(report)
    by_scenarios = {fault.clause for fault in entry.planted if fault.by_scenarios}
    assert failed["scenarios"] == by_scenarios, (
        f"scenarios failed {sorted(failed['scenarios'])}; the planted faults they catch are {sorted(by_scenarios)}")
    found = [finding["clause"] for finding in report["findings"]]
    assert sorted(found) == sorted(entry.clauses), (  # one finding a planted fault, each on its clause
        f"findings {[finding['id'] for finding in report['findings']]}; planted {sorted(entry.clauses)}")
    assert failed["any"] == entry.clauses, f"failed {sorted(failed['any'])}; planted {sorted(entry.clauses)}"
    # A fault that is another value of one option is hinted so, though another fault shows on the same hands.
    hints = {finding["clause"]: finding["hint"] and (finding["hint"]["option"], finding["hint"]["value"])
             for finding in report["findings"]}
    for fault in entry.planted:
        if fault.hint is not None:
            assert hints[fault.clause] == fault.hint, (fault.clause, hints[fault.clause])
    crashed = [record["id"] for record in report["scenarios"] if record["outcome"] == "error"]
    assert not crashed, crashed
