"""Declaration hints: where the engine's behaviour fits another value of an option than it declares, the run
says so beside the findings (the findings' hints grouped per option and seating), with the identify command."""

from __future__ import annotations

import contextlib
import io
import shlex
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from conformance import exit_codes
from conformance.cli import build_parser, main
from conformance.reports.declaration_hints import declaration_hints
from conformance.reports.findings import Finding, Hint, HintSeating, findings_of
from conformance.reports.junit import render_junit
from conformance.reports.run_report import build_report, clause_index, load_report, validate_report
from conformance.suite.hints import Evidence, explaining_value
from reference_impl.adapter import capabilities
from test_report import scenario

ENGINE = {"spec": "exec:./my engine", "name": "e", "version": "1", "language": "Python 3.11",
          "capabilities": capabilities()}


def _findings(*clauses: str) -> list[Finding]:
    """One finding on each of ``clauses``, from a failed scenario each."""
    records = [scenario(f"s-{number:03}", "fail", [clause], "expected 4-6; the engine lists pass")
               for number, clause in enumerate(clauses, 1)]
    found = findings_of(records, [], None, clause_index())
    return sorted(found, key=lambda finding: clauses.index(finding.clause))


def _hinted(finding: Finding, option: str, value: Any, *seatings: tuple[str, int, Any]) -> Finding:
    hint = Hint(option=option, value=value, agreed=3, of=3,
                seatings=tuple(HintSeating(game=game, players=players, declared=declared)
                               for game, players, declared in seatings))
    return replace(finding, hint=hint, hint_sought=True)


def test_hints_of_one_option_at_one_seating_are_one_entry_naming_both_values_and_the_identify_command() -> None:
    first, second, third = _findings("turn.must-play", "move.refusal.must-play", "end.blocked")
    hinted = [_hinted(first, "turn.must_play", False, ("block", 2, True)),
              _hinted(second, "turn.must_play", False, ("block", 2, True)),
              replace(third, hint=None, hint_sought=True)]
    (entry,) = declaration_hints(hinted, ENGINE["spec"])
    assert (entry.option, entry.seating, entry.declared) == ("turn.must_play", "block for 2 players", True)
    assert [(played.value, [explained.clause for explained in played.findings]) for played in entry.plays] == [
        (False, ["turn.must-play", "move.refusal.must-play"])]
    # The engine as the run was given it, quoted for a shell as the findings' other commands are.
    assert entry.command == "domino-conformance identify --engine 'exec:./my engine' --players 2"
    assert "declares turn.must_play = true and plays false" in entry.text()


def test_findings_that_two_values_of_one_option_explain_give_both() -> None:
    first, second = _findings("lead.next-hand.blocker", "lead.next-hand.winner")
    hinted = [_hinted(first, "lead.next_hand", "winner", ("partnership", 4, "blocker")),
              _hinted(second, "lead.next_hand", "rotate", ("partnership", 4, "blocker"))]
    (entry,) = declaration_hints(hinted, "reference")
    assert [played.value for played in entry.plays] == ["winner", "rotate"]
    assert "plays winner (explains" in entry.text() and " or rotate (explains" in entry.text()
    assert "the findings disagree" in entry.text()
    assert entry.command == "domino-conformance identify --players 4"


def test_each_seating_is_an_entry_and_one_where_the_engine_declares_the_value_is_none() -> None:
    (finding,) = _findings("score.out.opponents-only")
    hinted = [_hinted(finding, "score.out", "all_other_hands", ("block", 2, "opponents_only"),
                      ("block", 3, "all_other_hands"), ("draw", 3, "opponents_only"))]
    assert [(entry.seating, entry.declared) for entry in declaration_hints(hinted, "reference")] == [
        ("block for 2 players", "opponents_only"), ("draw for 3 players", "opponents_only")]


def test_the_report_holds_the_entries_its_schema_describes_and_junit_carries_them() -> None:
    (finding,) = _findings("turn.must-play")
    report = build_report(ENGINE, [], "2026-01-31T09:15:00+00:00", "2026-01-31T09:15:02+00:00", 1.0, [],
                          findings=[_hinted(finding, "turn.must_play", False, ("block", 2, True))])
    validate_report(report)
    (entry,) = report["declaration_hints"]
    assert entry["plays"] == [{"value": False, "findings": [
        {"id": finding.id, "clause": "turn.must-play", "agreed": 3, "of": 3}]}]
    suite = next(suite for suite in ET.fromstring(render_junit(report).split("\n", 1)[1]).iter("testsuite")
                 if suite.get("name") == "findings")
    assert [prop.get("value") for prop in suite.iter("property") if prop.get("name") == "declaration"] == [
        entry["text"]]
    # No hint, no entry: the key holds an empty list, and JUnit says nothing of the declaration.
    plain = build_report(ENGINE, [], "2026-01-31T09:15:00+00:00", "2026-01-31T09:15:02+00:00", 1.0, [],
                         findings=[replace(finding, hint=None, hint_sought=True)])
    validate_report(plain)
    assert plain["declaration_hints"] == []
    assert 'name="declaration"' not in render_junit(plain)


# -- whole runs ----------------------------------------------------------------------------------------------


def _run(folder: Path, engine: str, *picked: str) -> dict[str, Any]:
    """One run of a faulty engine on the scenarios ``picked`` (``-k``) and a few hands of play, no replay: its
    exit code, console, report and JUnit XML."""
    report, junit = folder / "report.json", folder / "junit.xml"
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["run", "--engine", engine, "--no-progress", "--replay", "--play-hands", "10", *picked,
                       "--report", str(report), "--junit", str(junit)])
    return {"status": status, "console": out.getvalue(), "report": load_report(report),
            "junit": ET.parse(junit).getroot()}


#: Plays ``turn.must_play = false`` (a pass while it holds a tile that fits) where it declares block at 2 players.
MISDECLARED = "py:faulty_engines:block_two_passes_while_able"


@pytest.fixture(scope="module")
def misdeclared_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return _run(tmp_path_factory.mktemp("misdeclared"), MISDECLARED, "-k", "turn.must-play")


@pytest.mark.slow
def test_a_run_says_the_engine_plays_another_value_than_it_declares_with_the_identify_command(
        misdeclared_run: dict[str, Any]) -> None:
    report, console = misdeclared_run["report"], misdeclared_run["console"]
    assert misdeclared_run["status"] == exit_codes.FAILURES and report["findings"]
    (entry,) = report["declaration_hints"]
    assert (entry["option"], entry["seating"], entry["declared"]) == ("turn.must_play", "block for 2 players", True)
    assert [played["value"] for played in entry["plays"]] == [False]
    assert {item["id"] for item in entry["plays"][0]["findings"]} == {
        finding["id"] for finding in report["findings"] if finding.get("hint")}
    # The console: its own section after the findings and before the headline, naming the option, both values,
    # the findings by number, and the identify command whole.
    lines = console.splitlines()
    heading = next(number for number, line in enumerate(lines) if line.startswith("DECLARATION "))
    assert max(number for number, line in enumerate(lines) if line.startswith("FINDING ")) < heading
    assert heading < lines.index(f"{len(report['findings'])} finding{'s' if len(report['findings']) > 1 else ''}:")
    assert lines[heading] == "DECLARATION turn.must_play  at block for 2 players, declared true"
    section = "\n".join(lines[heading:heading + 5])
    assert "plays     false: finding 1 " in section
    command = next(line for line in lines[heading:] if line.startswith("      identify  "))[len("      identify  "):]
    assert command == entry["command"]
    # The command is the identify command for the engine the run judged, at the seating's player count.
    words = shlex.split(command)
    assert words[0] == "domino-conformance"
    args = build_parser("identify").parse_args(words[1:])
    assert (args.command, args.engine, args.players) == ("identify", MISDECLARED, [2])
    # JUnit: the findings' testsuite carries it as a property.
    suite = next(suite for suite in misdeclared_run["junit"].iter("testsuite") if suite.get("name") == "findings")
    assert [prop.get("value") for prop in suite.iter("property") if prop.get("name") == "declaration"] == [
        entry["text"]]


@pytest.mark.slow
def test_a_run_whose_findings_no_option_explains_says_nothing_of_the_declaration(tmp_path: Path) -> None:
    run = _run(tmp_path, "py:faulty_engines:block_two_refusal_changes_state", "-k", "move.refusal.unchanged")
    report = run["report"]
    assert report["findings"] and all("hint" in finding and finding["hint"] is None
                                      for finding in report["findings"])
    assert report["declaration_hints"] == []
    assert "DECLARATION" not in run["console"] and "identify" not in run["console"]
    assert not [prop for prop in run["junit"].iter("property") if prop.get("name") == "declaration"]


class _ShownUnder(Evidence):
    """A piece of evidence the reference engine shows exactly under the option values named (an engine under
    changes is named after them)."""

    def __init__(self, *values: str, but: bool = False) -> None:
        self.values, self.but = values, but

    def shown_by(self, engine: Any) -> bool:
        named = any(value in engine.name for value in self.values)
        return not named if self.but else named


def test_a_value_that_fits_the_failures_but_not_what_the_engine_kept_is_no_hint() -> None:
    """Failures the reference engine shows under match.end = qualify_two alone, where the engine passed the
    scenarios of that option's rules, which the reference engine under qualify_two fails: a coincidence on
    the failures, not the game the engine plays."""
    failures = [_ShownUnder('match.end = "qualify_two"')]
    explained = explaining_value(failures)
    assert explained is not None and (explained.option, explained.value) == ("match.end", "qualify_two")
    kept = {"match.end": [_ShownUnder('match.end = "qualify_two"', but=True)]}
    assert explaining_value(failures, kept=lambda option: kept.get(option, [])) is None
