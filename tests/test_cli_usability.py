"""What a newcomer meets at the command line: a version, suggestions for a typo, no silent abbreviations,
a report on standard output, and JUnit XML that lists only the tests that were tests."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from conformance import __version__, exit_codes
from conformance.cli import main

ONE_SCENARIO = ["run", "--id", "equipment-range-002#1", "--replay", "--play-hands", "0", "--no-progress"]


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == exit_codes.OK
    assert capsys.readouterr().out.strip() == f"domino-conformance {__version__}"


@pytest.mark.parametrize(("words", "suggestion"), [
    (["run", "--repot", "r.json"], "did you mean --report?"),
    (["check", "--job", "2", "x.json"], "did you mean --jobs?"),
    (["rn"], "did you mean run?"),
    (["rules", "--profile", "block", "--format", "mdd"], "did you mean md?"),
    (["rules", "draw"], "did you mean --profile draw?"),  # a profile named without its option
    (["rules", "--players", "3", "draw"], "did you mean --profile draw?"),
    (["play", "partnership", "--hands", "3"], "did you mean --profile partnership?"),
])
def test_a_mistyped_option_gets_a_suggestion(words: list[str], suggestion: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(words) == exit_codes.USAGE
    assert suggestion in capsys.readouterr().err


def test_an_abbreviated_option_is_not_taken_for_the_whole(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--prof", "block"]) == exit_codes.USAGE
    assert "did you mean --profile?" in capsys.readouterr().err


def test_run_report_dash_writes_the_report_to_standard_output(tmp_path, monkeypatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main([*ONE_SCENARIO, "--report", "-"]) == exit_codes.OK
    captured = capsys.readouterr()
    report = json.loads(captured.out)  # the whole of standard output is the report
    assert [record["id"] for record in report["scenarios"]] == ["equipment-range-002#1"]
    assert "1 passed" in captured.err or "passed" in captured.err  # the summary went to standard error
    assert not (tmp_path / "-").exists()


def _junit_cases(capsys: pytest.CaptureFixture[str], *extra: str) -> list[ET.Element]:
    # A game that few scenarios apply to, so most of the suite is not applicable.
    assert main(["run", "--engine", "py:faulty_engines:partnership_clockwise", "--replay", "--play-hands", "0",
                 "--no-progress", "-k", "lead", "--junit", "-", *extra]) != exit_codes.USAGE
    return list(ET.fromstring(capsys.readouterr().out).iter("testcase"))


def _not_applicable(cases: list[ET.Element]) -> list[ET.Element]:
    """The skipped testcases that say the scenario does not apply (a scenario not judged, blocked by
    another rule's fault, is skipped too, and says so)."""
    return [case for case in cases if (skipped := case.find("skipped")) is not None
            and not skipped.get("message", "").startswith("not judged")]


def test_junit_leaves_out_what_does_not_apply_unless_asked(capsys: pytest.CaptureFixture[str]) -> None:
    default = _junit_cases(capsys)
    assert default and not _not_applicable(default)
    asked = _junit_cases(capsys, "--junit-not-applicable")
    assert len(_not_applicable(asked)) == len(asked) - len(default) > 0
