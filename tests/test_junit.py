"""JUnit XML: the Ant shape CI reporters read, with the scenario's clauses, place and engine as properties."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from test_report import BROKEN_CLAUSE, PASSING_ENGINE, make_report, mixed_records, only_clause, scenario

from conformance import exit_codes
from conformance.cli import main
from conformance.reports.junit import render_junit
from conformance.reports.run_report import load_report, write_report

#: The attributes Jenkins, GitLab and the GitHub test-report actions read (Ant's JUnit task writes them all).
SUITE_ATTRIBUTES = {"name", "tests", "failures", "errors", "skipped", "time", "timestamp"}
CASE_ATTRIBUTES = {"classname", "name", "time", "file", "line"}


def parse(text: str) -> ET.Element:
    assert text.startswith('<?xml version="1.0" encoding="UTF-8"?>\n')
    return ET.fromstring(text.encode("utf-8"))


def properties(element: ET.Element) -> list[tuple[str, str]]:
    holder = element.find("properties")
    assert holder is not None, f"<{element.tag} name={element.get('name')!r}> has no <properties>"
    return [(prop.get("name", ""), prop.get("value", "")) for prop in holder.findall("property")]


def case(root: ET.Element, scenario_id: str) -> ET.Element:
    found = [element for element in root.iter("testcase") if ("scenario", scenario_id) in properties(element)]
    assert len(found) == 1, f"{len(found)} testcases for {scenario_id}"
    return found[0]


def test_one_testsuite_per_feature_file_with_ant_counts() -> None:
    records = mixed_records() + [
        dict(scenario("c-001", "pass", ["line.lead.opens"]), feature="line/lead.feature", line=9)
    ]
    root = parse(render_junit(make_report(records), include_not_applicable=True))
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors"), root.get("skipped")) == (
        "6",
        "1",
        "1",
        "2",
    )
    suites = root.findall("testsuite")
    assert [suite.get("name") for suite in suites] == [
        "features/line/lead.feature",
        "features/turns/must-play.feature",
    ]
    for suite in suites:
        assert SUITE_ATTRIBUTES <= set(suite.attrib)
        assert int(suite.get("tests", "")) == len(suite.findall("testcase"))
    turns = suites[1]
    assert (turns.get("tests"), turns.get("failures"), turns.get("errors"), turns.get("skipped")) == (
        "5",
        "1",
        "1",
        "2",
    )
    assert turns.get("timestamp") == "2026-01-31T09:15:00"  # Ant's form: UTC, no zone
    assert ("engine", "test engine 1.2.3") in properties(turns)
    assert ("feature", "features/turns/must-play.feature") in properties(turns)
    assert {name for name, _ in properties(turns)} >= {
        "engine.spec",
        "suite.version",
        "suite.digest",
        "rulebook.digest",
    }


def test_each_testcase_names_its_scenario_clauses_feature_line_and_engine() -> None:
    records = mixed_records()
    root = parse(render_junit(make_report(records)))
    skipped = case(root, "b-003")
    assert CASE_ATTRIBUTES <= set(skipped.attrib)
    assert skipped.get("classname") == "turns.must-play"
    assert skipped.get("name") == "b-003 scenario b-003"
    assert (skipped.get("file"), skipped.get("line"), skipped.get("time")) == (
        "features/turns/must-play.feature",
        "12",
        "0.013",
    )
    assert properties(skipped) == [
        ("scenario", "b-003"),
        ("clause", "line.lead.opens"),
        ("clause", "turn.must-play"),
        ("feature", "features/turns/must-play.feature"),
        ("line", "12"),
        ("engine", "test engine 1.2.3"),
    ]


def test_a_scenario_that_does_not_apply_is_no_test_unless_asked() -> None:
    root = parse(render_junit(make_report(mixed_records())))
    assert [element for element in root.iter("testcase") if ("scenario", "b-002") in properties(element)] == []
    assert (root.get("tests"), root.get("skipped")) == ("4", "1")  # b-003, skipped by the engine, stays


def test_outcomes_become_failure_error_and_skipped_with_the_reason() -> None:
    root = parse(render_junit(make_report(mixed_records()), include_not_applicable=True))
    assert list(case(root, "a-001")) == [case(root, "a-001").find("properties")]  # a pass holds nothing else

    failure = case(root, "a-002").find("failure")
    assert failure is not None and failure.get("type") == "fail"
    assert failure.get("message") == "legal moves: expected 4-6 on the left; the engine lists pass"
    assert "expected: legal moves: expected 4-6 on the left" in failure.text
    assert "actual:   the engine lists pass" in failure.text
    assert "at:       features/turns/must-play.feature:12" in failure.text

    error = case(root, "b-001").find("error")
    assert error is not None and error.get("message") == "the engine errored on observe: boom"
    assert case(root, "b-001").findtext("system-err") == "Traceback\nboom"

    not_applicable = case(root, "b-002").find("skipped")
    assert not_applicable is not None
    assert not_applicable.get("message") == "not applicable: needs turn.must_play = true"
    skipped = case(root, "b-003").find("skipped")
    assert skipped is not None and skipped.get("message") == "skipped by the engine: deals are not supported"


def test_characters_xml_cannot_carry_are_replaced_not_fatal() -> None:
    garbage = "the engine said \x00\x07\x1b[31m and \ud800 and fine ünïcödé ✓"
    records = [scenario("a-001", "error", ["turn.must-play"], garbage, stderr="\x00" * 3 + "tail")]
    root = parse(render_junit(make_report(records)))  # parses: the document is well-formed
    error = case(root, "a-001").find("error")
    assert error is not None
    assert error.get("message") == "the engine said \ufffd\ufffd\ufffd[31m and \ufffd and fine ünïcödé ✓"
    assert case(root, "a-001").findtext("system-err") == "\ufffd\ufffd\ufffdtail"


def test_a_report_with_no_scenarios_is_still_a_document() -> None:
    root = parse(render_junit(make_report([])))
    assert root.tag == "testsuites" and root.get("tests") == "0" and root.findall("testsuite") == []


def test_run_junit_and_the_junit_command_write_the_same_xml(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report_path, direct, rendered = (
        tmp_path / "r.json",
        tmp_path / "direct.xml",
        tmp_path / "later" / "rendered.xml",
    )
    rendered.parent.mkdir()
    status = main(
        [
            "run",
            "--no-progress",
            "-q",
            "--engine",
            PASSING_ENGINE,
            "--report",
            str(report_path),
            "--junit",
            str(direct),
            *only_clause(BROKEN_CLAUSE),
        ]
    )
    assert status == exit_codes.FAILURES
    assert main(["junit", str(report_path), "--out", str(rendered)]) == exit_codes.OK
    assert rendered.read_text(encoding="utf-8") == direct.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["junit", str(report_path)]) == exit_codes.OK
    assert capsys.readouterr().out == direct.read_text(encoding="utf-8")

    root = parse(direct.read_text(encoding="utf-8"))
    report = load_report(report_path)
    features = [suite for suite in root.findall("testsuite") if suite.get("name", "").startswith("features")]
    assert sum(int(suite.get("tests", "")) for suite in features) == report["summary"]["total"]
    assert sum(int(suite.get("failures", "")) for suite in features) == report["summary"]["failed"] > 0
    for total in ("tests", "failures", "errors", "skipped"):  # the root counts replay's testsuite too
        assert int(root.get(total, "")) == sum(int(suite.get(total, "")) for suite in root.findall("testsuite"))
    assert any(BROKEN_CLAUSE in record["clauses"] for record in report["scenarios"] if record["outcome"] == "fail")
    for record in report["scenarios"]:
        element = case(root, record["id"])
        assert [("clause", clause) for clause in record["clauses"]] == [
            item for item in properties(element) if item[0] == "clause"]
        assert element.get("file") == f"features/{record['feature']}" and element.get("line") == str(
            record["line"]
        )
        assert (element.find("failure") is not None) == (record["outcome"] == "fail")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "no such file"),
        ("not json at all", "not JSON"),
        (
            '{"format": "domino-conformance-report/1", "scenarios": []}',
            "at /: 'suite' is a required property",
        ),
    ],
)
def test_the_junit_command_refuses_bad_input_and_keeps_the_old_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str | None, words: str
) -> None:
    source, out = tmp_path / "report.json", tmp_path / "junit.xml"
    if content is not None:
        source.write_text(content, encoding="utf-8")
    out.write_text("<old/>", encoding="utf-8")
    assert main(["junit", str(source), "--out", str(out)]) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert err.startswith(f"domino-conformance junit: {source}") and words in err
    assert "Traceback" not in err
    assert out.read_text(encoding="utf-8") == "<old/>"


def test_the_junit_command_reads_a_saved_report(tmp_path: Path) -> None:
    source, out = tmp_path / "report.json", tmp_path / "junit.xml"
    write_report(source, make_report(mixed_records()))
    assert main(["junit", str(source), "--out", str(out)]) == exit_codes.OK
    assert parse(out.read_text(encoding="utf-8")).get("tests") == "4"  # the one not applicable left out
    assert main(["junit", str(source), "--out", str(out), "--junit-not-applicable"]) == exit_codes.OK
    assert parse(out.read_text(encoding="utf-8")).get("tests") == "5"
    assert json.loads(source.read_text(encoding="utf-8"))["summary"]["total"] == 5


def test_too_little_of_the_declared_game_judged_fails_a_testcase_beside_the_failures() -> None:
    report = make_report(mixed_records())
    report["coverage"] = {"held": 10, "exercised": 6, "share": 0.6, "missing": ["lead.forced-tile", "end.redeal"],
                          "threshold": 0.8, "sufficient": False, "scenarios_applicable": 4, "scenarios_total": 5}
    root = parse(render_junit(report))
    (suite,) = [suite for suite in root.findall("testsuite") if suite.get("name") == "coverage"]
    (failure,) = [element.find("failure") for element in suite.iter("testcase")]
    assert failure is not None and "6/10 clauses of the declared game exercised" in failure.get("message", "")
    assert "below the 80% needed to judge the engine" in failure.get("message", "")
    assert "lead.forced-tile, end.redeal" in (failure.text or "")
    assert root.get("failures") == str(sum(int(s.get("failures", "0")) for s in root.findall("testsuite")))
    report["coverage"]["sufficient"] = True
    assert "coverage" not in {suite.get("name") for suite in parse(render_junit(report)).findall("testsuite")}
