"""One verdict per clause from every judge, coverage by what a judge reached, and a run that
plays the same games twice (issue #31, items 2 to 5)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

import pytest
from faulty_engines import _FaultyEngine
from test_report import scenario

from conformance import exit_codes
import conformance.rulebook.index as rulebook_module
from conformance.cli import main
from conformance.commands import play as play_command
from conformance.suite.coverage import judged_coverage
from conformance.rulebook.declared_games import Declaration
from conformance.reports.junit import render_junit
from conformance.reports.matrix import build_matrix, render_html
from conformance.reports.run_report import build_report, headline, load_report, rulebook_identity, validate_report
from reference_impl.adapter import capabilities
from reference_impl.engine import Match
from reference_impl.moves import Move

#: An engine that leaves a muggins score waiting after it is taken (so it could be taken again).
MUGGINS_TWICE = "py:test_verdict:create_muggins_paid_twice"
#: An engine that lets a player pass while holding a tile that fits (differential play finds it at once).
PASSES_WHILE_ABLE = "py:faulty_engines:passes_while_able"


class MugginsPaidTwice(Match):
    def apply(self, move: Move, seat: int | None = None) -> None:
        waiting = self.muggins_pending
        super().apply(move, seat)
        if move.kind == "muggins":
            self.muggins_pending = waiting


class MugginsPaidTwiceEngine(_FaultyEngine):
    match_class = MugginsPaidTwice
    fault_name = "muggins paid twice"


def create_muggins_paid_twice() -> MugginsPaidTwiceEngine:
    """``py:test_verdict:create_muggins_paid_twice``."""
    return MugginsPaidTwiceEngine()


def test_a_must_broken_inside_a_may_scenario_fails_the_run(tmp_path: Path) -> None:
    report_path = tmp_path / "r.json"
    status = main(["run", "--no-progress", "-q", "--engine", MUGGINS_TWICE, "--id", "fives-muggins-001",
                   "--replay", "--report", str(report_path)])
    report = load_report(report_path)
    (record,) = report["scenarios"]
    assert record["outcome"] == "fail" and record["breaks"] == "move.refusal.no-muggins"
    assert record["level"] == "must"  # score.fives.muggins is a MAY clause; the rule broken is a MUST
    # The story shows the fault before the Then step does: the points taken still wait after the muggins call,
    # so they could be taken again. The scenario is that rule's evidence, its own clause not reached.
    (finding,) = report["findings"]
    assert finding["clause"] == "move.refusal.no-muggins" and finding["evidence"]["scenarios"] == [record["id"]]
    assert finding["consequences"]["scenarios"] == [record["id"]]
    assert report["clauses"]["move.refusal.no-muggins"]["verdict"] == "fail"
    assert record["charges"]["move.refusal.no-muggins"] == "fail"
    assert status == exit_codes.FAILURES


def test_coverage_counts_only_what_a_judge_reached() -> None:
    declaration = Declaration.from_capabilities({"games": [{"profile": "block", "players": [2]}]})
    records = [  # as ``run`` records them, with their charges (runner.charged)
        {"clauses": ["turn.must-play"], "outcome": "pass", "charges": {"turn.must-play": "pass"}},
        {"clauses": ["line.play.match"], "outcome": "fail", "charges": {"line.play.match": "fail"}},
        # The engine crashed: nothing was judged.
        {"clauses": ["lead.any-tile"], "outcome": "error", "charges": {"lead.any-tile": "error"}},
        # Its set-up broke on another rule: it judged nothing.
        {"clauses": ["turn.one-tile"], "outcome": "not_judged", "blame": "turn.order", "charges": {"turn.order": "fail"}},
        {"clauses": ["turn.pass"], "outcome": "skipped", "charges": {"turn.pass": "skipped"}},
        # Its set-up broke on a rule it checks: that rule was judged, the other never reached.
        {"clauses": ["end.going-out", "score.blocked.diff-each"], "outcome": "fail", "blame": "end.going-out",
         "charges": {"end.going-out": "fail"}, "not_reached": ["score.blocked.diff-each"]},
    ]
    coverage = judged_coverage(declaration, records, replayed={"draw.order", "no.such-clause"},
                               played={"turn.pass", "line.play.match"})
    assert set(coverage.exercised) == {"turn.must-play", "line.play.match", "turn.pass", "draw.order",
                                       "end.going-out"} & set(coverage.held)
    assert "score.blocked.diff-each" in coverage.held and "score.blocked.diff-each" not in coverage.exercised
    judged = coverage.to_dict()
    assert judged["by_judge"]["scenarios"] == 3
    assert judged["judged_by"]["line.play.match"] == ["scenarios", "play"]
    assert judged["judged_by"].get("lead.any-tile", []) == []
    assert judged["exercised"] == len(coverage.exercised) and "lead.any-tile" in judged["missing"]


def test_the_play_phase_is_the_same_twice_and_plays_every_declared_seating() -> None:
    declaration = Declaration.from_capabilities(
        {"games": [{"profile": "block", "players": [2, 3]}, {"profile": "partnership", "players": [4]}]})
    runs = [play_command.run_phase("reference", {}, declaration, 6, None, 0) for _ in range(2)]
    for run in runs:
        run.pop("seconds")
    assert runs[0] == runs[1]
    assert [(game["game"], game["players"], game["hands"]) for game in runs[0]["games"]] == [
        ("block", 2, 2), ("block", 3, 2), ("partnership", 4, 2)]
    assert "line.play.match" in runs[0]["compared"] and runs[0]["seed"] == 0
    assert runs[0]["asked"] == runs[0]["hands"] == 6 and "stopped" not in play_command.phase_line(runs[0])
    cut = play_command.run_phase("reference", {}, declaration, 6, 0.0, 0)  # no time at all: no hand
    assert "stopped by --play-seconds after 0 of 6 hands" in play_command.phase_line(cut)


def _numbers(text: str) -> list[int]:
    return [int(number) for number in re.findall(r"\d+", text)]


@pytest.fixture(scope="module")
def diverging_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One run of an engine whose chosen scenario passes but whose play diverges: every output of it."""
    folder = tmp_path_factory.mktemp("diverging")
    report_path, junit_path = folder / "r.json", folder / "j.xml"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["run", "--no-progress", "--engine", PASSES_WHILE_ABLE, "--id", "equipment-range-001",
                       "--replay", "--play-hands", "12", "--play-seconds", "60", "--report", str(report_path),
                       "--junit", str(junit_path)])
    report = load_report(report_path)
    return {"status": status, "console": out.getvalue(), "report": report,
            "junit": ET.fromstring(junit_path.read_text(encoding="utf-8")),
            "matrix": render_html(build_matrix([report], [str(report_path)], rulebook_module.load(),
                                               rulebook_identity()["digest"]))}


def test_scenarios_passing_and_play_diverging_exits_1_with_the_failed_clauses_shown(
        diverging_run: dict[str, Any]) -> None:
    report, junit = diverging_run["report"], diverging_run["junit"]
    assert {record["outcome"] for record in report["scenarios"]} == {"pass"}
    assert diverging_run["status"] == exit_codes.FAILURES
    failed = sorted(clause for clause, entry in report["clauses"].items() if entry["verdict"] == "fail")
    assert failed and failed == sorted(report["play"]["clauses"])
    headline = diverging_run["console"].strip().splitlines()[-1]
    assert f"clauses: {len(failed)} failed (0 by scenarios, 0 by replay, {len(failed)} by play)" in headline
    assert int(junit.get("failures")) == len(failed)  # the root counts play's failing testcases
    failing = {prop.get("value") for case in junit.iter("testcase") if case.find("failure") is not None
               for prop in case.iter("property") if prop.get("name") == "clause"}
    assert sorted(failing) == failed


def test_every_count_agrees_across_console_report_junit_and_matrix(diverging_run: dict[str, Any]) -> None:
    report, junit, console = diverging_run["report"], diverging_run["junit"], diverging_run["console"]
    summary = report["summary"]
    headline = console.strip().splitlines()[-1]
    assert (f"{summary['failed']} failed, {summary['errors']} errors, {summary['skipped']} skipped, "
            f"{summary['not_applicable']} not applicable of {summary['total']} scenarios") in headline
    every = next(line for line in console.splitlines() if "every scenario, once" in line)
    assert _numbers(every) == [summary[key] for key in ("passed", "failed", "errors", "skipped", "not_applicable")]
    features = [suite for suite in junit.findall("testsuite") if suite.get("name", "").startswith("features")]
    assert sum(int(suite.get("tests")) for suite in features) == summary["total"]
    assert int(junit.get("tests")) == sum(int(suite.get("tests")) for suite in junit.findall("testsuite"))
    matrix = diverging_run["matrix"]
    for label, key in (("failed", "failed"), ("not applicable", "not_applicable"), ("scenarios", "total")):
        assert f"<li>{label} <b>{summary[key]}</b></li>" in matrix
    assert f"clauses: {summary['clauses']['failed']} fail," in matrix  # the card's clause verdicts
    coverage = report["coverage"]
    assert coverage["exercised"] == sum(1 for judges in coverage["judged_by"].values() if judges)
    assert f"{coverage['exercised']}/{coverage['held']} clauses" in console


def test_the_readme_says_how_many_clauses_are_testable() -> None:
    clauses = rulebook_module.load().clauses
    testable = sum(1 for clause in clauses if clause.testable)
    readme = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    assert f"{len(clauses)} clauses ({testable} testable" in readme


def test_too_little_judged_is_said_even_when_the_run_errored(capsys: pytest.CaptureFixture[str]) -> None:
    """Nearly every scenario of an engine that fails on ``observe`` errors before its Then steps: those
    judged nothing, so they do not count for coverage, and the run says so beside its errors."""
    status = main(["run", "--no-progress", "-q", "--engine", "py:test_report:create_crashing_engine", "--replay",
                   "--play-hands", "0"])
    err = capsys.readouterr().err
    assert status == exit_codes.ERRORS  # errors come before too little coverage
    assert "not enough of the suite applies to judge this engine: coverage: " in err
    assert "below the 80% needed to judge the engine" in err
    assert "The run exits 2 for what it found; without that it would exit 5, not 0." in err


def test_too_little_judged_because_of_a_fault_says_the_fault_not_the_declaration(
        capsys: pytest.CaptureFixture[str]) -> None:
    """An engine whose draws take the boneyard's last tile first breaks the set-up of every scenario that draws
    on the way to its step: too little is judged, and the run says that fixing the fault, not declaring another
    game, is what raises the coverage."""
    status = main(["run", "--no-progress", "-q", "--engine", "py:faulty_engines:draw_two_draws_from_the_end",
                   "--play-hands", "0"])
    err = capsys.readouterr().err
    assert status == exit_codes.FAILURES
    assert "not enough of the suite applies to judge this engine" in err
    blocked = re.search(r"(\d+) scenarios were not judged: a fault found here \(([^)]*)\)", err)
    assert blocked is not None, err
    assert int(blocked[1]) > 0 and "draw.order" in blocked[2].split(", ")
    assert "declaring another game will not" in err


def test_a_clause_replay_diverged_on_fails_in_the_report_the_junit_xml_and_the_matrix() -> None:
    replays = [
        {"file": "a.json", "verdict": "agreed", "message": ""},
        {"file": "b.json", "verdict": "diverged", "clause": "line.play.orientation", "hand": 1, "ply": 3,
         "message": "before seat 0 plays 0-5 on the left: the ends differ"},
    ]
    report = build_report({"spec": "py:x:y", "name": "e", "version": "1", "language": "Python 3.11",
                           "capabilities": capabilities()},
                          [scenario("o-001", "pass", ["line.play.orientation"])], "2026-01-31T09:15:00+00:00",
                          "2026-01-31T09:15:02+00:00", 2.0, replays)
    validate_report(report)
    entry = report["clauses"]["line.play.orientation"]
    assert entry["verdict"] == "fail" and entry["replay"] == 1 and entry["scenarios"] == {"o-001": "pass"}
    assert "clauses: 1 failed (0 by scenarios, 1 by replay, 0 by play); replay: 1 transcript(s) diverged" in (
        headline(report["summary"]))
    junit = ET.fromstring(render_junit(report))
    # The scenario, what replay replayed, and the finding on the clause replay failed.
    assert (junit.get("tests"), junit.get("failures")) == ("3", "1")
    matrix = render_html(build_matrix([report], ["r.json"], rulebook_module.load(), rulebook_identity()["digest"]))
    assert "replay: 1 divergence(s)" in matrix
