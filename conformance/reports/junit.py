"""JUnit XML from a run report, in the Ant shape CI test reporters read.

One ``<testsuite>`` per feature file, one ``<testcase>`` per scenario. A
failed scenario carries ``<failure>``, an errored one ``<error>``, and a
skipped one ``<skipped>`` with the reason. A scenario not judged (its set-up broke on another rule)
is a ``<skipped>`` saying "not judged: blocked by <clause>": it checked nothing, and the rule that blocked
it is failed by its own scenarios (and the run's exit code). A scenario that does not apply to
the engine's game is no test of it and is left out, unless asked for
(``include_not_applicable``: then a ``<skipped>`` saying why). The findings have a testsuite
of their own (when there are any), a failing testcase for each, named by its clause, what differs and where it was
seen (a seating and match of differential play, a scenario, a replayed hand), with the command
that shows it again; where another value of an option explains some of them, the testsuite carries a
``declaration`` property saying so, with the ``identify`` command to run. Replay and differential play have a testsuite each, for what is not a
finding: a transcript that could not be read, the engine failing as a program. A run that judged too
little of the declared game has a testsuite with one failing testcase saying so, whatever else failed.
The root's totals count every testsuite, so a CI that reads only the root fails an engine any judge
failed, or that too little of the suite judged. Each testcase
names its feature file and line (``file``/``line`` attributes, as pytest
writes them) and carries the scenario id, its clauses, the feature and the
engine as ``<properties>``, so a CI page can be traced back to the
rulebook. JUnit XML has no official schema: this follows what Jenkins,
GitLab and the GitHub test-report actions accept.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

from .run_report import FEATURES_DIR, coverage_line, engine_label, finding_details, problem_details, report_findings
from conformance.inputs.text_output import write_whole

#: Characters XML 1.0 cannot carry, even escaped (an engine's stderr may hold any of them).
_NOT_XML = re.compile("[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
#: A report outcome's JUnit element and the word it is counted under.
_ELEMENTS = {"fail": "failure", "error": "error", "skipped": "skipped", "not_judged": "skipped",
             "not_applicable": "skipped"}


def _text(value: Any) -> str:
    """``value`` as text XML can hold: characters XML forbids become U+FFFD."""
    return _NOT_XML.sub("\ufffd", str(value))


def _seconds(value: float) -> str:
    return f"{value:.3f}"


def _properties(parent: ET.Element, pairs: list[tuple[str, Any]]) -> None:
    properties = ET.SubElement(parent, "properties")
    for name, value in pairs:
        ET.SubElement(properties, "property", name=name, value=_text(value))


def _testcase(
    suite: ET.Element, record: Mapping[str, Any], feature_path: str, classname: str, engine: str
) -> None:
    case = ET.SubElement(
        suite,
        "testcase",
        classname=_text(classname),
        name=_text(f"{record['id']} {record['name']}"),
        file=_text(feature_path),
        line=str(record["line"]),
        time=_seconds(record["duration"]),
    )
    _properties(
        case,
        [
            ("scenario", record["id"]),
            *(("clause", clause) for clause in record["clauses"]),
            ("feature", feature_path),
            ("line", record["line"]),
            ("engine", engine),
        ],
    )
    outcome = record["outcome"]
    if outcome in ("fail", "error"):
        first_line = record["message"].splitlines()[0] if record["message"] else outcome
        element = ET.SubElement(case, _ELEMENTS[outcome], message=_text(first_line), type=outcome)
        details = [("scenario", f"{record['id']} {record['name']}"), *problem_details(record)]
        element.text = _text(
            "\n".join(f"{label + ':':<10}{text}" for label, text in details if label != "stderr")
        )
    elif outcome == "not_judged":  # its message reads "not judged: blocked by <clause>: ..."
        ET.SubElement(case, "skipped", message=_text(record["message"]), type=outcome)
    elif outcome in ("skipped", "not_applicable"):
        label = "not applicable" if outcome == "not_applicable" else "skipped by the engine"
        reason = f"{label}: {record['message']}" if record["message"] else label
        ET.SubElement(case, "skipped", message=_text(reason), type=outcome)
    if record.get("stderr"):
        ET.SubElement(case, "system-err").text = _text(record["stderr"])


def _ant_timestamp(moment: str) -> str:
    """An ISO 8601 time as Ant writes it: UTC, without a zone (``2026-01-31T09:15:00``)."""
    parsed = datetime.fromisoformat(moment)
    if parsed.tzinfo is not None:
        parsed = parsed.astimezone(UTC).replace(tzinfo=None)
    return parsed.isoformat(timespec="seconds")


def _counts(records: list[Mapping[str, Any]]) -> dict[str, str]:
    words: defaultdict[str, int] = defaultdict(int)
    for record in records:
        words[_ELEMENTS.get(record["outcome"], "passed")] += 1
    return {
        "tests": str(len(records)),
        "failures": str(words["failure"]),
        "errors": str(words["error"]),
        "skipped": str(words["skipped"]),
        "time": _seconds(sum(record["duration"] for record in records)),
    }


def render_junit(report: Mapping[str, Any], include_not_applicable: bool = False) -> str:
    """The report as a JUnit XML document (text, with its XML declaration); scenarios that do not
    apply are listed as skipped tests only when ``include_not_applicable``."""
    engine = report["engine"]
    label = engine_label(engine)
    listed = [record for record in report["scenarios"]
              if include_not_applicable or record["outcome"] != "not_applicable"]
    by_feature: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for record in listed:
        by_feature[record["feature"]].append(record)
    root = ET.Element("testsuites", {"name": _text(f"domino-conformance: {label}")})
    for feature in sorted(by_feature):
        records = by_feature[feature]
        feature_path = f"{FEATURES_DIR}/{feature}" if feature else FEATURES_DIR
        classname = Path(feature).with_suffix("").as_posix().replace("/", ".") or "features"
        attributes = {"name": _text(feature_path), **_counts(records)}
        suite = ET.SubElement(
            root, "testsuite", attributes, timestamp=_ant_timestamp(report["run"]["started"])
        )
        _properties(
            suite,
            [
                ("engine", label),
                ("engine.spec", engine["spec"]),
                ("feature", feature_path),
                ("suite.version", report["suite"]["version"]),
                ("suite.digest", report["suite"]["digest"]),
                ("rulebook.digest", report["rulebook"]["digest"]),
            ],
        )
        for record in records:
            _testcase(suite, record, feature_path, classname, label)
    findings = report_findings(report)
    if findings:
        _findings_suite(root, findings, report.get("declaration_hints", []), label, report["run"]["started"])
    if report.get("replays"):
        _replay_suite(root, report["replays"], label, report["run"]["started"])
    if report.get("play"):
        _play_suite(root, report["play"], label, report["run"]["started"])
    if (report.get("coverage") or {}).get("sufficient") is False:
        _coverage_suite(root, report["coverage"], label, report["run"]["started"])
    for total in ("tests", "failures", "errors", "skipped"):  # every testsuite's, play's and replay's too
        root.set(total, str(sum(int(suite.get(total, "0")) for suite in root.iter("testsuite"))))
    root.set("time", _seconds(sum(float(suite.get("time", "0")) for suite in root.iter("testsuite"))))
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def finding_case_name(finding: Mapping[str, Any]) -> str:
    """A finding's testcase name: its clause, what differs, and where it was seen (``draw for 4 players,
    match 3``, a scenario, a replayed hand)."""
    return f"{finding['clause']}: {finding['what']} ({finding['seen_at']})"


def _findings_suite(root: ET.Element, findings: list[Mapping[str, Any]], declaration_hints: list[Mapping[str, Any]],
                    engine: str, started: str) -> None:
    """The findings as one testsuite, a failing testcase for each; a ``declaration`` property for each option
    whose other value explains some of them at a seating (the report's ``declaration_hints``)."""
    suite = ET.SubElement(root, "testsuite", name="findings", tests=str(len(findings)),
                          failures=str(len(findings)), errors="0", skipped="0", time="0.000",
                          timestamp=_ant_timestamp(started))
    _properties(suite, [("engine", engine), ("findings", len(findings)),
                        *(("declaration", entry["text"]) for entry in declaration_hints)])
    for finding in findings:
        case = ET.SubElement(suite, "testcase", classname="findings", name=_text(finding_case_name(finding)),
                             time="0.000")
        _properties(case, [("finding", finding["id"]), ("clause", finding["clause"]),
                           *(("seating", seating) for seating in finding["seatings"]), ("engine", engine)])
        failure = ET.SubElement(case, "failure", message=_text(finding["line"]), type="fail")
        details = finding_details(finding)
        reproduction = finding.get("reproduction")
        if reproduction:
            details.append(("again", reproduction["command"]))
        failure.text = _text("\n".join(f"{label + ':':<10}{text}" for label, text in details))


def _play_suite(root: ET.Element, play: Mapping[str, Any], engine: str, started: str) -> None:
    """The differential phase as one testsuite: what it played (its divergences are in the findings), and the
    engine's first failure as a program, if it failed."""
    errors = 1 if play.get("errors") else 0
    suite = ET.SubElement(
        root,
        "testsuite",
        name="differential play",
        tests=str(1 + errors),
        failures="0",
        errors=str(errors),
        skipped="1" if play.get("skipped") else "0",
        time=_seconds(play.get("seconds", 0.0)),
        timestamp=_ant_timestamp(started),
    )
    _properties(suite, [("engine", engine), ("game", play.get("game", "")), ("players", play.get("players", 0)),
                        ("seed", play.get("seed", "")), ("hands", play.get("hands", 0))])
    games = play.get("games") or [play]
    seatings = ", ".join(f"{game.get('game')} for {game.get('players')} players" for game in games)
    played = f"{play.get('hands', 0)} hands of {seatings or 'no game'}, seed {play.get('seed')}"
    case = ET.SubElement(suite, "testcase", classname="play", name=_text(f"played: {played}"), time="0.000")
    if play.get("skipped"):
        ET.SubElement(case, "skipped", message=_text(play["skipped"]), type="skipped")
    for error in play.get("errors", [])[:1]:
        case = ET.SubElement(suite, "testcase", classname="play", name=_text(f"engine failure: {played}"),
                             time="0.000")
        ET.SubElement(case, "error", message=_text(error), type="error")


def _coverage_suite(root: ET.Element, coverage: Mapping[str, Any], engine: str, started: str) -> None:
    """Too little of the declared game judged, as a testsuite of one failing testcase: a CI page shows it
    beside any failures, as the console does (the exit code can say only one of them)."""
    suite = ET.SubElement(root, "testsuite", name="coverage", tests="1", failures="1", errors="0", skipped="0",
                          time="0.000", timestamp=_ant_timestamp(started))
    _properties(suite, [("engine", engine), ("threshold", coverage["threshold"])])
    case = ET.SubElement(suite, "testcase", classname="coverage",
                         name="not enough of the suite applies to judge this engine", time="0.000")
    missing = coverage.get("missing") or []
    failure = ET.SubElement(case, "failure", type="fail", message=_text(coverage_line(coverage)))
    failure.text = _text(f"clauses of the declared game no judge reached ({len(missing)}): " + ", ".join(missing))


def _replay_suite(root: ET.Element, replays: list[Mapping[str, Any]], engine: str, started: str) -> None:
    """Replay as one testsuite: what it replayed (its divergences are in the findings), and a testcase per
    transcript that could not be read (a failure) or that the engine failed on (an error)."""
    failed = [replay for replay in replays if replay.get("verdict") in ("error", "unreadable")]
    errors = sum(1 for replay in failed if replay["verdict"] == "error")
    suite = ET.SubElement(root, "testsuite", name="replay", tests=str(1 + len(failed)),
                          failures=str(len(failed) - errors), errors=str(errors), skipped="0", time="0.000",
                          timestamp=_ant_timestamp(started))
    _properties(suite, [("engine", engine), ("transcripts", len(replays))])
    diverged = sum(1 for replay in replays if replay.get("verdict") == "diverged")
    case = ET.SubElement(suite, "testcase", classname="replay",
                         name=_text(f"replayed: {len(replays)} transcripts, {diverged} diverged"), time="0.000")
    _properties(case, [("engine", engine)])
    for replay in failed:
        case = ET.SubElement(suite, "testcase", classname="replay", name=_text(f"{replay['verdict']}: {replay['file']}"),
                             time="0.000")
        _properties(case, [("transcript", replay["file"]), ("engine", engine)])
        element = "error" if replay["verdict"] == "error" else "failure"
        ET.SubElement(case, element, message=_text(replay.get("message", "")), type=replay["verdict"])


def write_junit(path: Path, report: Mapping[str, Any], include_not_applicable: bool = False) -> None:
    """Write the report's JUnit XML to ``path`` whole or not at all; ``UnwritableOutput`` when it cannot be."""
    write_whole(path, render_junit(report, include_not_applicable))
