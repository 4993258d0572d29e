"""The run report: its schema, its counts, and what ``run --report`` writes and prints.

The tiny engines here are the reference engine with one behaviour changed,
reachable as ``py:test_report:<factory>`` (pytest puts tests/ on sys.path).
The JUnit and matrix tests use them too.
"""

from __future__ import annotations

import copy
import io
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from pytest_bdd.scenario import make_python_name
from rich.console import Console

from conformance import exit_codes
import conformance.suite.features as suite
from conformance.reports import run_report as report_module
from conformance.inputs import text_output
from conformance.cli import main
from conformance.commands import run as run_command
from conformance.reports.run_report import (
    REPORT_FORMAT,
    SCHEMA_ID,
    ReportError,
    build_report,
    content_digest,
    headline,
    load_report,
    rulebook_identity,
    split_message,
    summarize,
    validate_report,
)
from conformance.rulebook.data_paths import data_path
from reference_impl.adapter import ReferenceEngine, capabilities

SCHEMA_PATH = data_path("schemas") / "report.schema.json"


# -- tiny engines ---------------------------------------------------------------------------


class PassingEngine(ReferenceEngine):
    """Lists a pass among the legal moves even when a tile fits: breaks ``turn.must-play``."""

    def _legal_moves(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._legal_moves(request)
        if reply["turn"] is not None and {"type": "pass"} not in reply["moves"]:
            reply["moves"].append({"type": "pass"})
        return reply


class CrashingEngine(ReferenceEngine):
    """Fails on every ``observe``: every scenario that looks at the game is an error."""

    def _observe(self, request: Mapping[str, Any]) -> dict[str, Any]:
        raise RuntimeError("observe is not written yet")


class NarrowEngine(ReferenceEngine):
    """Declares that players never have to play (``turn.must_play`` false only)."""

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["capabilities"]["options"]["turn.must_play"] = [False]
        return reply


def create_passing_engine() -> PassingEngine:
    """``py:test_report:create_passing_engine``."""
    return PassingEngine()


def create_crashing_engine() -> CrashingEngine:
    """``py:test_report:create_crashing_engine``."""
    return CrashingEngine()


def create_narrow_engine() -> NarrowEngine:
    """``py:test_report:create_narrow_engine``."""
    return NarrowEngine()


PASSING_ENGINE = "py:test_report:create_passing_engine"
CRASHING_ENGINE = "py:test_report:create_crashing_engine"
NARROW_ENGINE = "py:test_report:create_narrow_engine"
#: The clause the passing engine breaks (its scenarios live in features/turns/must-play.feature).
BROKEN_CLAUSE = "turn.must-play"


# -- synthetic reports ------------------------------------------------------------------------


def scenario(
    scenario_id: str, outcome: str, clauses: list[str], message: str = "", **extra: Any
) -> dict[str, Any]:
    """A scenario record as the plugin makes one."""
    return {
        "id": scenario_id,
        "name": f"scenario {scenario_id}",
        "feature": "turns/must-play.feature",
        "line": 12,
        "clauses": clauses,
        "outcome": outcome,
        "message": message,
        "duration": 0.0125,
        **extra,
    }


def make_report(
    records: list[dict[str, Any]], name: str = "test engine", spec: str = "py:x:y"
) -> dict[str, Any]:
    """A report of ``records`` for an engine called ``name``."""
    engine = {
        "spec": spec,
        "name": name,
        "version": "1.2.3",
        "language": "Python 3.11",
        "capabilities": capabilities(),
    }
    return build_report(engine, records, "2026-01-31T09:15:00+00:00", "2026-01-31T09:15:02+00:00", 2.0)


def mixed_records() -> list[dict[str, Any]]:
    """One scenario of every outcome, over two clauses and two chapters."""
    return [
        scenario("a-001", "pass", ["turn.must-play"]),
        scenario(
            "a-002",
            "fail",
            ["turn.must-play"],
            "legal moves: expected 4-6 on the left; the engine lists pass",
        ),
        scenario(
            "b-001",
            "error",
            ["line.lead.opens"],
            "the engine errored on observe: boom",
            stderr="Traceback\nboom",
        ),
        scenario("b-002", "not_applicable", ["line.lead.opens"], "needs turn.must_play = true"),
        scenario("b-003", "skipped", ["line.lead.opens", "turn.must-play"], "deals are not supported"),
    ]


# -- the schema ------------------------------------------------------------------------------


def test_the_schema_is_a_valid_draft_2020_12_schema_with_an_absolute_id() -> None:
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == SCHEMA_ID == "https://domino-conformance.org/schemas/report.schema.json"
    assert schema["properties"]["format"]["const"] == REPORT_FORMAT


def test_a_built_report_validates_and_holds_every_part() -> None:
    report = make_report(mixed_records())
    validate_report(report)
    assert set(report) == {
        "format",
        "suite",
        "rulebook",
        "engine",
        "run",
        "summary",
        "clauses",
        "scenarios",
        "replays",
        "findings",
        "declaration_hints",
    }
    assert report["declaration_hints"] == []  # grouped from the findings' hints: none were sought here
    assert report["rulebook"] == rulebook_identity()
    assert report["rulebook"]["digest"].startswith("sha256:") and report["rulebook"]["clauses"] > 0
    assert report["suite"]["digest"].startswith("sha256:")


def test_the_date_time_format_is_checked() -> None:
    """Without a format helper package jsonschema would wave any string through."""
    report = make_report([scenario("a-001", "pass", ["turn.must-play"])])
    report["run"]["started"] = "yesterday at noon"
    with pytest.raises(ReportError) as caught:
        validate_report(report)
    assert caught.value.pointer == "/run/started"


@pytest.mark.parametrize(
    ("mutate", "pointer", "words"),
    [
        (
            lambda r: r["scenarios"][1].update(outcome="passed"),
            "/scenarios/1/outcome",
            "'passed' is not one of",
        ),
        (lambda r: r["scenarios"][0].pop("clauses"), "/scenarios/0", "'clauses' is a required property"),
        (
            lambda r: r["scenarios"][0].update(clauses=["Turn Must Play"]),
            "/scenarios/0/clauses/0",
            "does not match",
        ),
        (lambda r: r["scenarios"][0].update(duration=-1), "/scenarios/0/duration", "less than the minimum"),
        (lambda r: r["scenarios"][0].update(colour="red"), "/scenarios/0", "'colour' was unexpected"),
        (lambda r: r.pop("rulebook"), "", "'rulebook' is a required property"),
        (lambda r: r["rulebook"].update(digest="md5:00"), "/rulebook/digest", "does not match"),
        (lambda r: r["engine"].pop("name"), "/engine", "'name' is a required property"),
        (lambda r: r["summary"].update(passed=-1), "/summary/passed", "less than the minimum"),
        (
            lambda r: r["clauses"]["turn.must-play"].update(verdict="ok"),
            "/clauses/turn.must-play/verdict",
            "not one of",
        ),
        (
            lambda r: r["replays"].append({"file": "t.json", "verdict": "pass"}),
            "/replays/0",
            "'message' is a required",
        ),
        (
            lambda r: r["replays"].append({"file": "t.json", "verdict": "fail", "message": "", "ply": "7"}),
            "/replays/0/ply",
            "is not of type",
        ),
    ],
)
def test_an_invalid_report_is_refused_at_its_json_pointer(mutate: Any, pointer: str, words: str) -> None:
    report = make_report(mixed_records())
    mutate(report)
    with pytest.raises(ReportError) as caught:
        validate_report(report, "mine.json")
    assert caught.value.pointer == pointer
    assert words in caught.value.problem
    assert str(caught.value).startswith(f"mine.json at {pointer or '/'}: ")


def test_replays_keep_fields_of_their_own() -> None:
    report = make_report([scenario("a-001", "pass", ["turn.must-play"])])
    report["replays"] = [
        {
            "file": "games/one.json",
            "verdict": "fail",
            "message": "ply 7: the engine scored 10",
            "ply": 7,
            "clause": "score.blocked.diff-each",
            "expected": {"0": 10},
            "actual": None,
            "corpus_line": 3,
        }
    ]
    validate_report(report)


@pytest.mark.parametrize(
    ("mutate", "pointer", "words"),
    [
        (lambda r: r["summary"].update(passed=2, total=6), "/summary/total", "the summary says 6"),
        (
            lambda r: r["scenarios"].append(dict(r["scenarios"][0])),
            "/scenarios/5/id",
            "is also used at /scenarios/0",
        ),
        (
            lambda r: r["clauses"]["turn.must-play"]["scenarios"].update({"zz-999": "pass"}),
            "/clauses/turn.must-play/scenarios/zz-999",
            "does not hold",
        ),
        (
            lambda r: r["clauses"]["turn.must-play"]["scenarios"].update({"a-002": "pass"}),
            "/clauses/turn.must-play/scenarios/a-002",
            "the scenario's outcome is 'fail'",
        ),
    ],
)
def test_a_report_that_does_not_add_up_is_refused(mutate: Any, pointer: str, words: str) -> None:
    report = make_report(mixed_records())
    mutate(report)
    with pytest.raises(ReportError) as caught:
        validate_report(report)
    assert caught.value.pointer == pointer
    assert words in caught.value.problem


# -- counts, verdicts and the headline -----------------------------------------------------------


def test_the_score_counts_applicable_scenarios_only() -> None:
    summary = summarize(mixed_records())
    assert {
        key: summary[key]
        for key in ("total", "passed", "failed", "errors", "skipped", "not_applicable", "applicable")
    } == {
        "total": 5,
        "passed": 1,
        "failed": 1,
        "errors": 1,
        "skipped": 1,
        "not_applicable": 1,
        "applicable": 4,
    }
    assert summary["score"] == 0.25
    assert headline(summary) == (
        "1/4 applicable required scenarios passed (25.0%); 1 failed, 1 errors, 1 skipped, 1 not applicable "
        "of 5 scenarios; "
        "optional (SHOULD/MAY): 0/0 passed"
    )


def test_the_headline_score_leaves_optional_scenarios_out() -> None:
    records = make_report([
        scenario("o-001", "pass", ["turn.must-play"]),
        scenario("o-002", "fail", ["move.refusal.order"]),  # a SHOULD clause
        scenario("o-003", "pass", ["lead.any-tile", "lead.forced-tile"]),  # MAY and MUST: required
    ])
    assert [record["level"] for record in records["scenarios"]] == ["must", "should", "must"]
    summary = records["summary"]
    assert summary["required"]["applicable"] == 2 and summary["required"]["score"] == 1.0
    assert summary["failed"] == 1
    assert headline(summary).startswith("2/2 applicable required scenarios passed (100.0%)")
    assert "; optional (SHOULD/MAY): 0/1 passed; clauses: 1 failed (1 by scenarios" in headline(summary)


def test_nothing_applicable_has_no_score_and_no_percentage() -> None:
    summary = summarize([scenario("b-002", "not_applicable", ["line.lead.opens"])])
    assert summary["score"] is None
    assert (
        headline(summary)
        == "0/0 applicable required scenarios passed; 0 failed, 0 errors, 0 skipped, 1 not applicable of 1 "
        "scenarios; "
        "optional (SHOULD/MAY): 0/0 passed"
    )


def test_chapters_are_the_rulebooks_in_reading_order_with_their_titles() -> None:
    summary = summarize(mixed_records())
    assert list(summary["by_chapter"]) == ["line", "turns"]  # line.md comes before turns.md
    assert summary["by_chapter"]["turns"]["title"] == "Turns"
    assert summary["by_chapter"]["turns"]["total"] == 3  # b-003 cites both chapters and counts in both
    unknown = summarize([scenario("x-001", "pass", ["nowhere.to-be.found"]), scenario("x-002", "pass", [])])
    assert unknown["by_chapter"]["nowhere"]["title"] == "nowhere"
    assert unknown["by_chapter"]["(none)"]["total"] == 1


def test_a_clause_takes_the_worst_outcome_of_its_scenarios() -> None:
    clauses = make_report(mixed_records())["clauses"]
    assert clauses["turn.must-play"]["verdict"] == "fail"
    assert clauses["line.lead.opens"]["verdict"] == "error"
    assert clauses["turn.must-play"]["scenarios"] == {"a-001": "pass", "a-002": "fail", "b-003": "skipped"}
    assert clauses["turn.must-play"]["title"] and clauses["turn.must-play"]["level"] == "must"
    only_na = make_report([scenario("b-002", "not_applicable", ["line.lead.opens"])])["clauses"]
    assert only_na["line.lead.opens"]["verdict"] == "not_applicable"


def test_a_failure_message_splits_into_expected_and_actual() -> None:
    assert split_message("spinner: expected 6-6; the engine says none") == (
        "spinner: expected 6-6",
        "the engine says none",
    )
    assert split_message("the engine errored on observe: boom") == ("the engine errored on observe: boom", "")


def test_the_digest_ignores_line_endings_but_not_content(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_bytes(b"one\ntwo\n")
    first = content_digest(tmp_path, "*.md")
    (tmp_path / "a.md").write_bytes(b"one\r\ntwo\r\n")
    assert content_digest(tmp_path, "*.md") == first
    (tmp_path / "a.md").write_bytes(b"one\ntwo!\n")
    assert content_digest(tmp_path, "*.md") != first
    (tmp_path / "a.md").write_bytes(b"one\ntwo\n")
    (tmp_path / "b.md").write_bytes(b"")
    assert content_digest(tmp_path, "*.md") != first


# -- reading a saved report -----------------------------------------------------------------------


def test_load_report_reads_back_what_was_written(tmp_path: Path) -> None:
    report = make_report(mixed_records())
    path = tmp_path / "report.json"
    report_module.write_report(path, report)
    assert load_report(path) == json.loads(json.dumps(report))


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "no such file"),
        (b'{"format": ', "not JSON"),
        (b"\xff\xfe", "not UTF-8"),
        (b"[1, 2]", "not a domino-conformance report"),
        (b'{"format": "bowtie"}', "format 'bowtie'"),
    ],
)
def test_load_report_names_the_file_and_the_problem(
    tmp_path: Path, content: bytes | None, words: str
) -> None:
    path = tmp_path / "in.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(ReportError) as caught:
        load_report(path)
    assert str(path) in str(caught.value) and words in str(caught.value)


def test_an_invalid_report_is_never_written(tmp_path: Path) -> None:
    path = tmp_path / "report.json"
    path.write_text("the previous report\n", encoding="utf-8")
    report = make_report(mixed_records())
    report["scenarios"][0]["outcome"] = "won"
    with pytest.raises(ReportError):
        report_module.write_report(path, report)
    assert path.read_text(encoding="utf-8") == "the previous report\n"
    assert os.listdir(tmp_path) == ["report.json"]


# -- run --report against engines ------------------------------------------------------------------


def run_cli(*args: str) -> int:
    """``domino-conformance run`` without a progress bar."""
    return main(["run", "--no-progress", *args])


def only_clause(clause: str) -> list[str]:
    """``-k`` arguments selecting the scenarios citing ``clause`` (pytest-bdd names each test after its scenario)."""
    names = sorted({make_python_name(s.name) for s in suite.load() if clause in s.clauses})
    assert names, f"the suite has no scenario for {clause}"
    return ["-k", " or ".join(names)]


def test_the_reference_engine_passes_and_its_report_validates(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "reference.json"
    assert run_cli("--report", str(path), *only_clause(BROKEN_CLAUSE)) == exit_codes.OK
    report = load_report(path)  # validates
    summary = report["summary"]
    assert summary["total"] > 0 and summary["passed"] == summary["applicable"] == summary["total"]
    assert report["engine"]["spec"] == "reference" and report["engine"]["capabilities"]["options"]
    assert all(record["outcome"] == "pass" and record["clauses"] for record in report["scenarios"])
    assert set(report["clauses"]) == {
        clause for record in report["scenarios"] for clause in record["clauses"]
    }
    assert capsys.readouterr().out.splitlines()[-1] == headline(summary)


def test_a_faulty_engine_fails_on_its_clause_and_the_console_lists_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "faulty.json"
    status = run_cli("--engine", PASSING_ENGINE, "--report", str(path), *only_clause(BROKEN_CLAUSE))
    assert status == exit_codes.FAILURES
    report = load_report(path)
    assert report["clauses"][BROKEN_CLAUSE]["verdict"] == "fail"
    failed = [record for record in report["scenarios"] if record["outcome"] == "fail"]
    assert failed and report["summary"]["failed"] == len(failed)
    printed = capsys.readouterr().out
    assert printed.splitlines()[-1] == headline(report["summary"])
    out = " ".join(printed.split())  # the console wraps long lines
    shown = failed[: run_command.PROBLEMS_SHOWN]
    for record in shown:
        assert f"FAIL {record['id']} {record['name']}" in out
        assert f"features/{record['feature']}:{record['line']}" in out
    listed = next(record for record in shown if "; the engine " in record["message"])
    expected, actual = split_message(listed["message"])
    assert f"expected {expected}" in out and f"actual {actual}" in out


def test_the_console_lists_the_first_fifty_problems_and_counts_the_rest() -> None:
    records = [
        scenario(f"s-{n:03}", "fail", ["turn.must-play"], f"expected {n}; the engine says {n + 1}")
        for n in range(run_command.PROBLEMS_SHOWN + 7)
    ]
    records.append(
        scenario(
            "t-001",
            "error",
            ["turn.must-play"],
            "the engine errored on observe: boom",
            stderr="\n".join(f"line {n}" for n in range(20)),
        )
    )
    console = Console(file=io.StringIO(), width=100)
    run_command._print_problems(console, make_report(records))
    out = console.file.getvalue()
    assert "FAIL  s-000  scenario s-000" in out and "FAIL  s-049  scenario s-049" in out
    assert "s-050" not in out and "t-001" not in out
    assert out.rstrip().endswith("... and 8 more; the report lists them all")
    errors_first = make_report(records[::-1])
    console = Console(file=io.StringIO(), width=100)
    run_command._print_problems(console, errors_first)
    out = console.file.getvalue()
    assert "ERROR t-001" in out and "line 19" in out and "line 11" not in out  # the end of stderr only


def test_errors_exit_2_and_list_the_engines_message(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "crashing.json"
    assert (
        run_cli("--engine", CRASHING_ENGINE, "--report", str(path), *only_clause(BROKEN_CLAUSE))
        == exit_codes.ERRORS
    )
    report = load_report(path)
    assert report["summary"]["errors"] >= 1
    assert "observe is not written yet" in capsys.readouterr().out


def test_scenarios_an_engine_does_not_support_are_not_applicable_and_do_not_lower_the_score(
    tmp_path: Path,
) -> None:
    path = tmp_path / "narrow.json"
    assert (
        run_cli("--engine", NARROW_ENGINE, "--report", str(path), *only_clause(BROKEN_CLAUSE))
        == exit_codes.OK
    )
    report = load_report(path)
    summary = report["summary"]
    assert summary["not_applicable"] > 0 and summary["failed"] == summary["errors"] == 0
    # Only the rows written for turn.must_play = false apply; the rest do not lower the score.
    applicable = [record for record in report["scenarios"] if record["outcome"] != "not_applicable"]
    assert all(record["id"].startswith("turn-must-play-") and record["outcome"] == "pass" for record in applicable)
    assert summary["score"] in (None, 1.0)
    reasons = {record["message"] for record in report["scenarios"] if record["outcome"] == "not_applicable"}
    assert all(reason for reason in reasons)


def test_a_report_the_schema_refuses_is_a_loud_error_and_is_not_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_report(*args: Any, **kwargs: Any) -> dict[str, Any]:
        report = build_report(*args, **kwargs)
        report["scenarios"][0]["outcome"] = "sort of"
        return report

    monkeypatch.setattr(run_command, "build_report", broken_report)
    path = tmp_path / "report.json"
    assert run_cli("--report", str(path), *only_clause(BROKEN_CLAUSE)) == exit_codes.ENGINE_FAULT
    err = capsys.readouterr().err
    assert "internal error" in err and "/scenarios/0/outcome" in err and "bug" in err
    assert not path.exists()


def test_a_report_that_cannot_be_written_keeps_the_previous_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "report.json"
    path.write_text("the previous report\n", encoding="utf-8")

    def full_disk(source: Any, target: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(text_output.os, "replace", full_disk)
    assert run_cli("--report", str(path), *only_clause(BROKEN_CLAUSE)) == exit_codes.USAGE
    assert f"the report: cannot write {path}: No space left on device" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == "the previous report\n"
    assert sorted(os.listdir(tmp_path)) == ["report.json"]


def test_a_report_with_every_outcome_round_trips_through_json(tmp_path: Path) -> None:
    report = make_report(mixed_records())
    copied = copy.deepcopy(report)
    path = tmp_path / "r.json"
    report_module.write_report(path, report)
    assert report == copied  # writing does not change the report
    assert json.loads(path.read_text(encoding="utf-8")) == copied
