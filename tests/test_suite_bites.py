"""Proof that the suite bites: each faulty engine fails the suite, on the clause it breaks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Mapping

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.judging.clause_table import OPTION_CLAUSES
from conformance.rulebook.declared_games import Declaration
from conformance.rulebook.index import profiles
from conformance.suite import features
from conformance.suite.runner import EngineHolder, run_suite
from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import Match
from faulty_engines import FAULTS, SEATED_FAULTS
from reference_impl.ruleset import get_path


def _caught(report: dict) -> set[str]:
    """The clauses the run charged with a failure, or with a set-up step that broke on them."""
    return {clause for clause, verdict in report["clauses"].items() if verdict["verdict"] in ("fail", "error")}


def _crashes(report: dict) -> list[str]:
    """Errors that are not a set-up step breaking a rule: the engine crashing or misspeaking."""
    return [record["id"] for record in report["scenarios"]
            if record["outcome"] == "error" and not record["message"].startswith("set-up step")]


def test_there_are_at_least_twelve_faulty_engines() -> None:
    assert len(FAULTS) >= 12


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_the_suite_catches_the_faulty_engine_on_its_clause(name: str, tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", f"py:faulty_engines:{name}", "--report", str(report_path), "-q", "--replay"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failing = _caught(report)
    fault = FAULTS[name]
    assert report["engine"]["name"] == f"faulty engine: {name}"
    assert status in (exit_codes.FAILURES, exit_codes.ERRORS), f"{name} ({fault.description}) passed the suite"
    assert not _crashes(report), "a faulty rule is a failure (or a set-up step that broke), never a crash"
    assert fault.clauses & failing, (
        f"{name} ({fault.description}) was not caught on {sorted(fault.clauses)}; it failed {sorted(failing)}"
    )


def test_a_move_listed_after_an_offered_deal_is_charged_to_the_rule_that_forbids_it(tmp_path: Path) -> None:
    # The deal is offered as written, high half first; the reference engine plays the story from it too, and
    # refuses the tile the engine lists beside the forced 6-6 as the forced lead's rule does.
    report_path = tmp_path / "report.json"
    main(["run", "--engine", "py:faulty_engines:seat_zero_leads", "--report", str(report_path), "-q", "--replay",
          "--no-cache", "--id", "equipment-notation-001"])
    record = json.loads(report_path.read_text(encoding="utf-8"))["scenarios"][0]
    assert record["outcome"] == "fail" and record["step"]["clause"] == "move.refusal.lead-tile-forced", record
    assert record["charges"]["move.refusal.lead-tile-forced"] == "fail" and record["breaks"] == "move.refusal.lead-tile-forced"


def test_there_are_at_least_twelve_engines_that_play_one_game() -> None:
    assert len(SEATED_FAULTS) >= 12
    for fault in SEATED_FAULTS.values():
        assert len(fault.game["players"]) == 1 and len(fault.game.get("differences", {})) <= 1


@pytest.mark.parametrize("name", sorted(SEATED_FAULTS))
def test_an_engine_that_plays_one_game_is_caught_on_the_rule_it_breaks(name: str, tmp_path: Path) -> None:
    """By the scenarios and the transcripts alone: differential play, which finds every fault too
    (tests/test_play.py), is left out, so that a rule only play can catch shows here."""
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", f"py:faulty_engines:{name}", "--report", str(report_path), "-q",
                   "--play-hands", "0"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    fault = SEATED_FAULTS[name]
    caught = _caught(report)
    assert status in (exit_codes.FAILURES, exit_codes.ERRORS), f"{name} ({fault.description}) was judged green"
    assert not _crashes(report)
    assert fault.clauses & caught, (
        f"{name} ({fault.description}) was not caught on {sorted(fault.clauses)}; it failed {sorted(caught)}")
    declared = report["declared"]["games"]
    differences = fault.game.get("differences", {})
    assert [game["variant"] for game in declared] == [[f"{k} = {json.dumps(v) if not isinstance(v, str) else v}"
                                                        for k, v in differences.items()]]
    # The declared difference is the engine's variant: the clause of the profile's own value,
    # which the engine does not play, is never failed.
    profile = profiles()[fault.game["profile"]]
    for option, value in differences.items():
        replaced = OPTION_CLAUSES.get(option, {}).get(get_path(profile, option))
        if replaced is not None:
            assert report["clauses"].get(replaced, {}).get("verdict") != "fail", replaced


def test_a_listed_illegal_move_is_charged_to_the_rule_that_forbids_it(tmp_path: Path) -> None:
    """An engine that lists a pass while it holds a tile that fits breaks one rule: the scenarios of the
    equipment, matching and either-end clauses that meet that pass do not fail those clauses."""
    unrelated = ["equipment.set.suits", "line.play.match", "line.play.either-end", "line.spinner.none"]
    report_path = tmp_path / "report.json"
    main(["run", "--engine", "py:faulty_engines:passes_while_able", "--report", str(report_path), "-q",
          "--replay", "--play-hands", "0", "-k", " or ".join([*unrelated, "turn.must-play"])])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failed = [record for record in report["scenarios"] if record["outcome"] == "fail"]
    assert [record for record in failed if set(record["clauses"]) & set(unrelated)]  # they met the pass ...
    caught = _caught(report)
    assert not caught & set(unrelated), sorted(caught)  # ... and were charged to the rule it breaks
    assert "move.refusal.must-play" in caught
    charged = [record for record in failed if set(record["clauses"]) & set(unrelated)]
    assert charged and all(record["step"]["clause"] == "move.refusal.must-play" for record in charged)
    assert all(record["charges"].get(clause) != "fail" for record in charged for clause in unrelated)



# -- checks a mutant of the reference engine once passed: each mutant fails its scenario ---------------------


class _ReportsNoTie(Match):
    def observe(self, seat: int | None = None) -> dict[str, Any]:
        state = super().observe(seat)
        result = state.get("result")
        if result and result.get("tie"):
            state["result"] = dict(result, tie=False)
        return state


class ReportsNoTie(ReferenceEngine):
    """Reports a blocked tie with ``tie: false``."""

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._start(request)
        if reply.get("ok") and self.match is not None:
            self.match = _ReportsNoTie(self.match.rules, self.match.players)
        return reply


class FillsItsBoneyardAtStart(ReferenceEngine):
    """Reports the whole set in the boneyard before the first deal."""

    def _observe(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._observe(request)
        state = reply["state"]
        if state["status"] == "awaiting_deal":
            reply = {"state": dict(state, boneyard_size=len(self._match().tileset.tiles))}
        return reply


class DealsInTheMiddleOfAHand(ReferenceEngine):
    """Takes a deal at any moment, starting the hand again."""

    def _deal(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self._match()
        if match.status == "in_progress":
            self.match = Match(match.rules, match.players)
        return super()._deal(request)


class PlaysWithTooFewTiles(ReferenceEngine):
    """Accepts a ruleset whose hands need more tiles than its set holds."""

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._start(request)
        if reply.get("ok") is False and "but a double-" in str(reply.get("message")):
            return {"ok": True}
        return reply


@pytest.mark.parametrize(("mutant", "scenario_ids"), [
    (ReportsNoTie, ["end-tie-001"]),
    (FillsItsBoneyardAtStart, ["end-status-007"]),
    (DealsInTheMiddleOfAHand, ["end-status-008"]),
    (PlaysWithTooFewTiles, ["deal-hand-size-006"]),
])
def test_a_mutant_of_the_reference_engine_fails_the_scenario_that_checks_what_it_breaks(
        mutant: type[ReferenceEngine], scenario_ids: list[str]) -> None:
    holder = EngineHolder(f"py:test_suite_bites:{mutant.__name__}")
    wanted = [scenario for scenario in features.load() if scenario.id in scenario_ids]
    try:
        records = run_suite(wanted, holder, Declaration.from_capabilities(holder.get().capabilities))
    finally:
        holder.close()
    assert [(record.id, record.outcome) for record in records] == [(sid, "fail") for sid in scenario_ids], [
        record.message for record in records]
