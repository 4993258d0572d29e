"""Findings: each fault named once, on its clause, with every judge's evidence; the same findings in the
console, the JSON report, the JUnit XML and the matrix."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import conformance.rulebook.index as rulebook
from conformance import exit_codes
from conformance.cli import main
from conformance.judging.play.divergences import Expectation, MatchFindings
from conformance.judging.referee import Finding
from conformance.reports.findings import difference_kind, findings_of, headline_lines, what_differs, with_reproductions
from conformance.reports.junit import finding_case_name, render_junit
from conformance.reports.matrix import build_matrix
from conformance.reports.run_report import build_report, clause_index, load_report, rulebook_identity, validate_report
from reference_impl.adapter import capabilities
from test_report import scenario
import faulty_engines
import precision_zoo

ENGINE = {"spec": "py:x:y", "name": "e", "version": "1", "language": "Python 3.11", "capabilities": capabilities()}


def _divergence(hand: int, ply: int | None, clause: str, field: str, expected: Any, actual: Any,
                **extra: Any) -> dict[str, Any]:
    return {"hand": hand, "ply": ply, "clause": clause, "field": field, "expected": expected, "actual": actual,
            "message": f"{field} differs", "match": 1, "game": "all-fives", "players": 2, **extra}


def _play(*divergences: dict[str, Any]) -> dict[str, Any]:
    clauses: dict[str, int] = {}
    for divergence in divergences:
        clauses[divergence["clause"]] = clauses.get(divergence["clause"], 0) + 1
    return {"game": "all-fives", "players": 2, "seed": 0, "hands": 10, "plies": 100, "seconds": 0.1,
            "clauses": clauses, "divergences": list(divergences), "errors": []}


def test_a_kind_of_difference_reads_alike_wherever_the_fault_shows() -> None:
    assert difference_kind("count", 15, 9) == difference_kind("count", 10, 5) == "fewer"
    assert difference_kind("scores", [0, 15], [0, 20]) == "more"
    assert difference_kind("points", 15, 14, "score.rounding.nearest-five-total") == "rounded otherwise"
    assert difference_kind("status", "in_progress", "hand_over") == difference_kind("status", "in_progress",
                                                                                      "redeal_needed")
    assert difference_kind("end", "out", "blocked") == "out -> blocked"
    assert difference_kind("legal", ["seat 0 plays 4-6"], ["seat 0 plays 4-6", "seat 0 passes"]) == "extra"
    # Replay knows the one move the record makes: the engine's list leaves it out, whatever else it holds.
    assert difference_kind("legal", "4-6 on the right", ["4-6 on the left"]) == "missing"
    assert difference_kind("turn", 2, 0) == difference_kind("turn", 1, 3) == "other"


def test_an_illegal_deal_or_move_taken_reads_as_what_the_engine_did() -> None:
    assert what_differs("deal_refused", difference_kind("deal_refused", "refused", "accepted")) == \
        "the engine accepts a deal the rules refuse"
    assert what_differs("refused", difference_kind("refused", "must_play", "accepted")) == \
        "the engine accepts a move the rules refuse (as must_play)"
    assert what_differs("end", "out -> blocked") == "how the hand ended: the rules give out, the engine blocked"


def test_each_fault_is_one_finding_and_two_faults_on_one_clause_are_two() -> None:
    play = _play(
        _divergence(1, 5, "score.fives.count", "count", 10, 5),
        _divergence(2, 7, "score.fives.count", "count", 15, 10, match=2),  # the same fault again
        _divergence(3, 4, "score.fives.count", "count", 5, 10, match=3),  # another: a count too high
    )
    found = findings_of([], [], play, clause_index())
    assert [(finding.id, len(finding.evidence)) for finding in found] == [
        ("score.fives.count/count/fewer", 2), ("score.fives.count/count/more", 1)]
    assert found[0].matches == ["all-fives for 2 players, match 1", "all-fives for 2 players, match 2"]


def test_a_divergence_after_the_engine_s_state_differs_is_a_consequence_not_a_finding() -> None:
    play = _play(
        _divergence(1, 5, "draw.order", "hands", ["1-2"], ["1-2", "3-4"]),
        _divergence(1, 9, "score.out.opponents-only", "points", 10, 14, follows={"hand": 1, "ply": 5, "clause": "draw.order"}),
    )
    (finding,) = findings_of([], [], play, clause_index())
    assert finding.clause == "draw.order" and len(finding.consequences) == 1
    assert "(+1 consequence)" in finding.line()
    report = build_report(ENGINE, [], "2026-01-31T09:15:00+00:00", "2026-01-31T09:15:02+00:00", 1.0, [], play=play)
    validate_report(report)
    assert report["clauses"]["draw.order"]["verdict"] == "fail"
    # Play diverged on it, after the state already differed: no verdict, and not a failure.
    assert report["clauses"]["score.out.opponents-only"]["verdict"] == "not_judged"
    assert report["clauses"]["score.out.opponents-only"]["play"] == 1


def _finding(hand: int, ply: int | None, clause: str, field: str) -> Finding:
    return Finding(stage="play", message=f"{field} differs", hand=hand, ply=ply, clause=clause, field=field)


def test_a_wrong_leader_after_a_hand_scored_otherwise_is_a_fault_of_its_own() -> None:
    """A hand's points that differ leave who leads the next hand as the rules give it: a wrong leader
    there is a second fault; after a hand won by another seat, it follows from the first."""
    found = MatchFindings(1)
    found.add(_finding(1, None, "score.blocked.diff-each", "points"), Expectation(kind="hand_end"), list)
    found.add(_finding(2, 1, "lead.next-hand.winner-of-block", "turn"), Expectation(kind="turn"), list)
    assert [item.follows for item in found.found] == [None, None]
    found = MatchFindings(1)
    found.add(_finding(1, None, "end.blocked.lightest-hand", "winner"), Expectation(kind="hand_end"), list)
    found.add(_finding(2, 1, "lead.next-hand.winner-of-block", "turn"), Expectation(kind="turn"), list)
    assert found.found[1].follows == (1, None, "end.blocked.lightest-hand")
    found = MatchFindings(1)  # a hand ended early: what the next leader may lead follows from it
    found.add(_finding(1, 15, "end.blocked.round-of-passes", "status"), Expectation(kind="status"), list)
    found.add(_finding(2, 1, "move.refusal.lead-tile-forced", "legal"), Expectation(kind="legal"), list)
    assert found.found[1].follows == (1, 15, "end.blocked.round-of-passes")
    found = MatchFindings(1)  # whether the match goes on follows from the scores whatever they are
    found.add(_finding(1, None, "score.blocked.diff-each", "points"), Expectation(kind="hand_end"), list)
    found.add(_finding(2, None, "match.end.target", "status"), Expectation(kind="status"), list)
    assert found.found[1].follows == (1, None, "score.blocked.diff-each")


def test_a_clause_whose_scenarios_failed_only_because_of_another_fault_is_not_failed() -> None:
    """A scenario whose story showed the count wrong before its Then step (its record charges the count's
    clause: ``runner.charged``) is evidence of the count's fault; the scoring clause it cites is not failed by it."""
    failed_step = {"kind": "then", "line": 14, "text": "the scores are 10 and 0", "clause": "score.fives.count.double"}
    records = [scenario("s-001", "fail", ["score.out.opponents-only"], "the scores should be 10 and 0; the engine has [5, 0]",
                        charges={"score.fives.count.double": "fail"}, not_reached=["score.out.opponents-only"],
                        step=failed_step, breaks="score.fives.count.double", expected="10 and 0", actual="[5, 0]"),
               scenario("s-002", "pass", ["score.out.opponents-only"], charges={"score.out.opponents-only": "pass"})]
    (finding,) = findings_of(records, [], None, clause_index())
    assert (finding.clause, finding.to_dict()["consequences"]["scenarios"]) == ("score.fives.count.double", ["s-001"])
    assert (finding.first.expected, finding.first.actual) == ("10 and 0", "the engine has [5, 0]")
    report = build_report(ENGINE, records, "2026-01-31T09:15:00+00:00", "2026-01-31T09:15:02+00:00", 1.0, [],
                          findings=[finding])
    validate_report(report)
    assert report["clauses"]["score.out.opponents-only"]["verdict"] == "pass"
    assert report["clauses"]["score.fives.count.double"]["findings"] == [finding.id]
    assert report["summary"]["clauses"]["findings"] == 1


def test_a_finding_is_seen_again_by_a_scenario_written_about_its_clause() -> None:
    """Of the scenarios that fail on a clause, the reproduction runs one that cites it, not the first of them (a
    scenario about who leads after a block that fails on the block's winner on the way)."""
    step = {"kind": "then", "line": 20, "text": "seat 1 wins the hand", "clause": "end.blocked.lightest-hand"}
    records = [scenario(f"s-00{number}", "fail", cited, "the winner should be seat 1; the engine has seat 0",
                        charges={"end.blocked.lightest-hand": "fail"}, step=step)
               for number, cited in ((1, ["lead.next-hand.winner-of-block"]), (2, ["end.blocked.lightest-hand"]))]
    (finding,) = with_reproductions(findings_of(records, [], None, clause_index()), "py:x:y")
    assert finding.reproduction is not None and finding.reproduction.scenario == "s-002"
    assert finding.reproduction.command == "domino-conformance run --engine py:x:y --id s-002 --no-replay"


class _MiscountingClaimer(faulty_engines._OneGameEngine):
    """All Fives for two, counting nothing for a double across an end, and claiming by that count."""

    match_class = type("MiscountingClaimerMatch", (precision_zoo.ClaimsByItsOwnCount,
                                                   precision_zoo._DoubleAtAnEndUncounted), {})
    fault_name = "miscounting claimer"
    declared = {"profile": "all-fives", "players": [2]}


miscounting_claimer = _MiscountingClaimer


def test_claims_listed_and_refused_by_a_miscount_are_the_count_s_fault_not_the_rules_of_legal_moves(
        tmp_path: Path) -> None:
    """An engine that claims what its own wrong count gives lists plays claiming other points than the rules, lists
    none where its count gives none, and refuses the rules' claims as wrong: each is its count's fault (a list
    without any claim, once the engine is seen to claim), never the matching of tiles, the refusal of a wrong
    claim or the claims' own rule, which it keeps."""
    report_path = tmp_path / "report.json"
    main(["run", "--engine", "py:test_findings:miscounting_claimer", "--report", str(report_path), "-q",
          "--no-progress", "--play-hands", "30", "--play-seconds", "3600"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failed = {clause for clause, entry in report["clauses"].items() if entry["verdict"] in ("fail", "error")}
    # Not the matching of tiles, the refusal of a wrong claim or the claims' own rule: it keeps them.
    assert failed == {"score.fives.count.double"}, failed
    (count,) = report["findings"]
    assert count["counts"]["scenarios"] > 0 and count["counts"]["play"] > 0


def test_a_report_written_before_findings_is_read_with_its_findings_grouped(tmp_path: Path) -> None:
    records = [scenario("s-001", "fail", ["turn.must-play"], "legal moves: expected 4-6; the engine lists pass")]
    report = build_report(ENGINE, records, "2026-01-31T09:15:00+00:00", "2026-01-31T09:15:02+00:00", 1.0, [])
    del report["findings"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(report), encoding="utf-8")
    matrix = build_matrix([load_report(path)], [str(path)], rulebook.load(), rulebook_identity()["digest"])
    (column,) = matrix.columns
    assert [finding["clause"] for finding in column.findings] == ["turn.must-play"]


# -- every output gives the same findings ------------------------------------------------------------------


@pytest.fixture(scope="module")
def faulty_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One run of an engine with one fault seen by scenarios, replay and play: its exit code, console, report
    and JUnit XML."""
    folder = tmp_path_factory.mktemp("run")
    report, junit = folder / "report.json", folder / "junit.xml"
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["run", "--engine", "py:faulty_engines:block_three_sum_minus_own", "--no-progress",
                       "--play-hands", "12", "--report", str(report), "--junit", str(junit)])
    return {"status": status, "console": out.getvalue(), "report": load_report(report),
            "junit": ET.parse(junit).getroot()}


@pytest.mark.slow
def test_console_json_junit_and_matrix_give_the_same_findings(faulty_run: dict[str, Any]) -> None:
    report = faulty_run["report"]
    findings = report["findings"]
    assert findings and faulty_run["status"] == exit_codes.FAILURES
    # The console: the headline's findings, one a line, then the counts.
    lines = faulty_run["console"].splitlines()
    start = lines.index(headline_lines(findings)[0])
    assert lines[start:start + len(findings) + 1] == headline_lines(findings)
    # JUnit: one failing testcase a finding, named by its clause and where it was seen.
    cases = [case for case in faulty_run["junit"].iter("testcase") if case.get("classname") == "findings"]
    assert [case.get("name") for case in cases] == [finding_case_name(finding) for finding in findings]
    assert all(case.find("failure") is not None for case in cases)
    assert all(finding["clause"] in name and finding["seen_at"] in name
               for finding, name in zip(findings, (case.get("name") for case in cases)))
    # The matrix: a cell fails exactly where a finding names its clause.
    matrix = build_matrix([report], ["report.json"], rulebook.load(), rulebook_identity()["digest"])
    failed = {row.id for chapter in matrix.chapters for row in chapter.rows if row.cells[0].verdict == "fail"}
    assert failed == {finding["clause"] for finding in findings}
    assert {clause for clause, entry in report["clauses"].items() if entry["verdict"] == "fail"} == failed
    # Each finding has a reproduction, and this fault another value of one option explains.
    assert all(finding["reproduction"]["command"].startswith("domino-conformance ") for finding in findings)
    assert [finding["hint"] and finding["hint"]["option"] for finding in findings] == ["score.blocked"]


@pytest.mark.slow
def test_a_play_divergence_names_its_seating_and_match_in_the_junit_xml(faulty_run: dict[str, Any]) -> None:
    (finding,) = faulty_run["report"]["findings"]
    assert finding["counts"]["play"] and finding["matches"]
    assert finding["seen_at"] == finding["matches"][0]
    assert finding["seen_at"].startswith("block for 3 players, match ")
    render = render_junit(faulty_run["report"])
    assert f"({finding['seen_at']})" in render


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["reference", "exec:node examples/node-engine/engine.js"])
def test_the_reference_engine_and_the_node_example_have_no_findings(engine: str, tmp_path: Path) -> None:
    import shutil

    if engine.startswith("exec:node") and shutil.which("node") is None:
        pytest.skip("node is not installed")
    report = tmp_path / "report.json"
    root = Path(__file__).resolve().parent.parent
    status = main(["run", "--engine", engine.replace("examples/", f"{root}/examples/"), "--no-progress", "-q",
                   "--play-hands", "20", "--report", str(report)])
    loaded = load_report(report)
    assert loaded["findings"] == [] and status == exit_codes.OK, [f["line"] for f in loaded["findings"]]


# -- reproductions -----------------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_fault_play_alone_saw_is_written_as_a_scenario_into_a_folder_run_names(tmp_path: Path) -> None:
    """Listing moves once a hand is over: the one scenario picked does not meet it, differential play does.
    ``run`` shrinks it and writes the scenario and its transcript beside the report, and the finding's
    command runs that scenario."""
    import contextlib
    import io

    report = tmp_path / "mine.json"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["run", "--engine", "py:faulty_engines:lists_moves_after_the_hand", "--id", "line-spinner-001",
              "--play-hands", "6", "--no-progress", "--report", str(report)])
    (finding,) = [finding for finding in load_report(report)["findings"] if finding["clause"] == "move.refusal.hand-over"]
    assert finding["counts"] == {"scenarios": 0, "replayed": 0, "play": finding["counts"]["play"]} and finding["counts"]["play"]
    reproduction = finding["reproduction"]
    folder = tmp_path / "mine-reproductions"
    assert Path(reproduction["feature"]).parent == folder and Path(reproduction["transcript"]).is_file()
    assert "@clause:move.refusal.hand-over" in Path(reproduction["feature"]).read_text(encoding="utf-8")
    assert reproduction["command"] == ("domino-conformance run --engine py:faulty_engines:lists_moves_after_the_hand "
                                       f"--features {folder} --id {reproduction['scenario']} --no-replay")
    assert reproduction["command"] in out.getvalue()
    again = tmp_path / "again.json"
    status = main([*reproduction["command"].split()[1:], "--report", str(again), "-q"])
    assert status == exit_codes.FAILURES  # the scenario shows the fault again
    (shown,) = load_report(again)["findings"]
    assert shown["clause"] == "move.refusal.hand-over"


def test_a_play_divergence_prints_the_command_that_plays_it_again_and_saves_it(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--engine", "py:faulty_engines:forgets_to_flip", "--hands", "1"])
    printed = capsys.readouterr().out
    assert "diverged at match 1, hand 1, ply " in printed
    again = next(line.split("again:", 1)[1].strip() for line in printed.splitlines() if "again:" in line)
    # The declared game it diverged in, alone: its hands are not shared with the engine's other games.
    assert again == ("domino-conformance play --engine py:faulty_engines:forgets_to_flip --profile all-fives-tournament "
                     "--players 2 --seed 0 --hands 1 --save play-reproductions")
    saved = tmp_path / "saved"
    assert main([*again.split()[1:-1], str(saved)]) == exit_codes.FAILURES
    assert sorted(path.suffix for path in saved.iterdir()) == [".feature", ".json"]
