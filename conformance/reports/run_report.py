"""The run report: every scenario's outcome, per-clause verdicts and the summary.

A report is plain data, described by ``schemas/report.schema.json``; the
console summary, JUnit XML and the compliance matrix are all rendered from
it, so any of them can be made again from a saved report. The headline
score counts applicable scenarios only and always travels with its counts.

``validate_report`` checks a report against the schema and against itself
(the summary must add up to the scenarios); ``load_report`` reads one from a
file and names the file and the JSON pointer of anything wrong with it.
"""

from __future__ import annotations

import hashlib
import json
import platform
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from conformance import __version__
from conformance.inputs import strict_json
from conformance.rulebook.data_paths import data_path
from conformance.engines.schemas import REPORT_SCHEMA as SCHEMA_ID
from conformance.engines.schemas import schema
from conformance.inputs.strict_json import json_pointer
from conformance.inputs.text_files import UnreadableText, read_text_file
from conformance.rulebook.index import scenario_level
from conformance.suite.features import WRITTEN_FOLDER
from conformance.inputs.text_output import write_whole
from .declaration_hints import declaration_hints
from .findings import Finding, clause_charges, clauses_found, findings_of, split_message, with_reproductions

REPORT_FORMAT = "domino-conformance-report/1"
SCHEMA_FILE = "schemas/report.schema.json"
OUTCOMES = ("pass", "fail", "error", "not_judged", "not_applicable", "skipped")
#: A clause's verdict is its worst applicable outcome, in this order (a not judged scenario gives its
#: own clauses none: it fails the rule that blocked it, ``clause_charges``).
VERDICT_ORDER = ("error", "fail", "skipped", "pass", "not_judged", "not_applicable")
#: The summary's counters, by the outcome each one counts.
COUNTERS = {
    "pass": "passed",
    "fail": "failed",
    "error": "errors",
    "skipped": "skipped",
    "not_judged": "not_judged",
    "not_applicable": "not_applicable",
}
#: The folder a report's feature paths are relative to, as a repository checkout lays it out.
FEATURES_DIR = "features"


class ReportError(ValueError):
    """A report that cannot be used: unreadable, not JSON, or not a valid report.

    ``source`` names the input (a file name, or "the report"), ``pointer`` is
    the JSON pointer of the problem ("" for the whole document) and
    ``problem`` says what is wrong there.
    """

    def __init__(self, source: str, problem: str, pointer: str | None = None) -> None:
        where = f" at {pointer or '/'}" if pointer is not None else ""
        super().__init__(f"{source}{where}: {problem}")
        self.source = source
        self.pointer = pointer
        self.problem = problem


# -- building ---------------------------------------------------------------------------


def chapter_of(clause_id: str, index: Mapping[str, Any] | None = None) -> str:
    """A clause's chapter: the stem of its rulebook file (``turns`` for ``turn.must-play``).

    A clause the rulebook does not know (a report from another rulebook, a
    mistyped tag) falls back to the first part of its id. ``index`` is the
    rulebook's clauses by id, when the caller already holds it.
    """
    clause = (clause_index() if index is None else index).get(clause_id)
    return Path(clause.file).stem if clause is not None else clause_id.split(".", 1)[0]


def chapter_titles() -> dict[str, str]:
    """Every rulebook chapter's title by its file stem, in reading order."""
    rulebook = _rulebook()
    return {Path(file).stem: title for file, title in rulebook.chapters} if rulebook is not None else {}


def summarize(scenarios: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts by outcome, overall, for required (MUST) scenarios, by rulebook chapter (a scenario citing
    clauses of two chapters counts in each); the headline score."""
    records = list(scenarios)
    counts = Counter(record["outcome"] for record in records)
    required = Counter(record["outcome"] for record in records if record.get("level", "must") == "must")
    by_chapter: dict[str, Counter[str]] = defaultdict(Counter)
    index = clause_index()
    for record in records:
        chapters = {chapter_of(clause, index) for clause in record.get("clauses", [])} or {"(none)"}
        for chapter in chapters:
            by_chapter[chapter][record["outcome"]] += 1
    titles = chapter_titles()
    order = {stem: index for index, stem in enumerate(titles)}
    ordered = sorted(by_chapter, key=lambda chapter: (order.get(chapter, len(order)), chapter))
    return {
        **_counts(counts),
        "required": _counts(required),
        "by_chapter": {
            chapter: {"title": titles.get(chapter, chapter), **_counts(by_chapter[chapter])}
            for chapter in ordered
        },
    }


def _counts(counts: Mapping[str, int]) -> dict[str, Any]:
    applicable = sum(counts.get(outcome, 0) for outcome in OUTCOMES if outcome != "not_applicable")
    return {
        "total": sum(counts.values()),
        **{counter: counts.get(outcome, 0) for outcome, counter in COUNTERS.items()},
        "applicable": applicable,
        "score": round(counts.get("pass", 0) / applicable, 6) if applicable else None,
    }


def clause_outcomes(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(clause, outcome) for each clause a scenario's record speaks of: what it charges (``clause_charges``), and
    each clause it cites but never reached, a fault coming first (``not_reached``), as not judged by it."""
    charges = clause_charges(record)
    charged = {clause for clause, _ in charges}
    return charges + [(clause, "not_judged") for clause in record.get("not_reached") or () if clause not in charged]


def clause_verdicts(scenarios: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per clause: its verdict (worst applicable outcome), its title and level, and the scenarios behind it. A
    clause a scenario cites but never reached (``not_reached``: a fault came first) is not judged by it: a
    clause only such scenarios and inapplicable ones cite is ``not_judged``, not ``not_applicable``."""
    outcomes: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for record in scenarios:
        for clause, outcome in clause_outcomes(record):
            outcomes[clause].append((record["id"], outcome))
    index = clause_index()
    verdicts = {}
    for clause_id in sorted(outcomes):
        seen = {outcome for _, outcome in outcomes[clause_id]}
        entry: dict[str, Any] = {"verdict": next(outcome for outcome in VERDICT_ORDER if outcome in seen)}
        clause = index.get(clause_id)
        if clause is not None:
            entry.update(title=clause.title, level=clause.level, chapter=Path(clause.file).stem)
        entry["scenarios"] = {scenario_id: outcome for scenario_id, outcome in outcomes[clause_id]}
        verdicts[clause_id] = entry
    return verdicts


def content_digest(root: Path, pattern: str) -> str:
    """``sha256:<hex>`` over every file under ``root`` matching ``pattern``: their
    paths and contents, in path order, with line endings made ``\\n`` so a
    Windows checkout gives the same digest."""
    digest = hashlib.sha256()
    for path in sorted(root.glob(pattern), key=lambda p: p.relative_to(root).as_posix()):
        if not path.is_file():
            continue
        content = path.read_bytes().replace(b"\r\n", b"\n")
        name = path.relative_to(root).as_posix().encode("utf-8")
        digest.update(b"%d:%s%d:" % (len(name), name, len(content)))
        digest.update(content)
    return "sha256:" + digest.hexdigest()


@cache
def suite_identity() -> dict[str, Any]:
    """The suite (features/) this runner carries: name, version and digest."""
    return {
        "name": "domino-conformance",
        "version": __version__,
        "digest": content_digest(data_path("features"), "**/*.feature"),
    }


@cache
def rulebook_identity() -> dict[str, Any]:
    """The rulebook (spec/) this runner carries: version, digest over every file of spec/, clause count."""
    rulebook = _rulebook()
    return {
        "version": __version__,
        "digest": content_digest(data_path("spec"), "**/*"),
        "clauses": len(rulebook.clauses) if rulebook is not None else 0,
    }


def build_report(
    engine: Mapping[str, Any],
    scenarios: Sequence[Mapping[str, Any]],
    started: str,
    finished: str,
    duration: float,
    replays: Sequence[Mapping[str, Any]] | None = None,
    declared: Mapping[str, Any] | None = None,
    coverage: Mapping[str, Any] | None = None,
    play: Mapping[str, Any] | None = None,
    applicability: Mapping[str, Any] | None = None,
    findings: Sequence[Finding] | None = None,
) -> dict[str, Any]:
    """The whole report for one run; ``declared`` and ``coverage`` say what game was judged, and how much of it;
    ``play`` is the differential phase's outcome, when it ran; ``applicability`` how the decisions of what
    applies were come by (``applicability.DecisionTally``); ``findings`` the faults found (``run`` gives them
    with their reproductions and hints; else they are grouped here from the scenarios, replays and play), their
    hints grouped per option and seating in ``declaration_hints``."""
    index = clause_index()
    # A scenario is required when a clause it cites, or the rule its failing step breaks, is a MUST.
    records = [dict(record, level=scenario_level([*record.get("clauses", []), *filter(None, [record.get("breaks")])],
                                                 index))
               for record in scenarios]
    scenarios = records
    report = {
        "format": REPORT_FORMAT,
        "suite": dict(suite_identity()),  # copies: the identities are cached
        "rulebook": dict(rulebook_identity()),
        "engine": dict(engine),
        "run": {
            "started": started,
            "finished": finished,
            "duration": round(duration, 3),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "summary": summarize(scenarios),
        "clauses": clause_verdicts(scenarios),
        "scenarios": records,
        "replays": [dict(replay) for replay in (replays or [])],
        **({"declared": dict(declared)} if declared is not None else {}),
        **({"coverage": dict(coverage)} if coverage is not None else {}),
        **({"applicability": dict(applicability)} if applicability is not None else {}),
    }
    if play is not None:
        report["play"] = dict(play)
    if findings is None:
        findings = with_reproductions(findings_of(records, report["replays"], play, index), engine["spec"])
    report["findings"] = [finding.to_dict() for finding in findings]
    report["declaration_hints"] = [hint.to_dict() for hint in declaration_hints(findings, engine["spec"])]
    judge_verdicts(report["clauses"], report["findings"], replay_divergences(report["replays"]),
                   (play or {}).get("clauses", {}))
    report["summary"]["clauses"] = clause_counts(report["clauses"], report["replays"], play, report["findings"])
    return report


def replay_divergences(replays: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Divergences replay found, counted by clause: every divergent hand of every diverged transcript."""
    counts: Counter[str] = Counter()
    for replay in replays:
        if replay.get("verdict") != "diverged":
            continue
        for divergence in replay.get("divergences") or [replay]:
            if divergence.get("clause"):
                counts[divergence["clause"]] += 1
    return dict(sorted(counts.items()))


def report_findings(report: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """A report's findings: as it holds them, or, for a report written before findings, grouped now from its
    scenarios, replays and play (without hints: they need the engine's run)."""
    if "findings" in report:
        return list(report["findings"])
    grouped = findings_of(report["scenarios"], report.get("replays", []), report.get("play"), clause_index())
    return [finding.to_dict() for finding in with_reproductions(grouped, report["engine"]["spec"])]


def found_verdict(entry: Mapping[str, Any], findings: Sequence[str]) -> str:
    """A clause's verdict given the ids of the findings on it: fail when there are any (an error stays an
    error); else the verdict of its scenarios with their failures left out, those failures following from
    faults on other clauses (none left: not judged)."""
    verdict = entry["verdict"]
    if findings:
        return verdict if verdict == "error" else "fail"
    if verdict != "fail":
        return verdict
    kept = {outcome for outcome in entry["scenarios"].values() if outcome not in ("fail", "not_judged")}
    return next((outcome for outcome in VERDICT_ORDER if outcome in kept), "not_judged")


def judge_verdicts(clauses: dict[str, dict[str, Any]], findings: Sequence[Mapping[str, Any]],
                   replayed: Mapping[str, int], played: Mapping[str, int]) -> None:
    """Each clause's verdict from the findings: a clause a finding names fails (an error stays an error), with
    the ids of its findings; one that only failed scenarios cite, their failures charged to findings on other
    clauses (they follow from those faults), keeps the verdict of its other scenarios (none: not judged).
    The divergences replay and play found on each clause are counted beside it."""
    index = clause_index()
    found = clauses_found(findings)
    for clause_id in set(found) | set(replayed) | set(played):
        if clause_id not in clauses:  # judged by replay or play alone: failed by a finding, or following another's
            clauses[clause_id] = {"verdict": "not_judged", "scenarios": {}}
            clause = index.get(clause_id)
            if clause is not None:
                clauses[clause_id].update(title=clause.title, level=clause.level, chapter=Path(clause.file).stem)
    for clause_id, entry in clauses.items():
        entry["verdict"] = found_verdict(entry, found.get(clause_id, ()))
        if clause_id in found:
            entry["findings"] = found[clause_id]
        for judge, counts in (("replay", replayed), ("play", played)):
            if counts.get(clause_id):
                entry[judge] = counts[clause_id]
    ordered = dict(sorted(clauses.items()))  # a clause added here goes where the rulebook's order puts it
    clauses.clear()
    clauses.update(ordered)


def clause_counts(clauses: Mapping[str, Mapping[str, Any]], replays: Sequence[Mapping[str, Any]],
                  play: Mapping[str, Any] | None, findings: Sequence[Mapping[str, Any]] = ()) -> dict[str, int]:
    """The one verdict per clause, counted: clauses failed (a finding names them) and errored, the failed
    clauses each judge gave evidence on, the divergences replay and play found, and the findings."""
    failed = [clause for clause, entry in clauses.items() if entry["verdict"] == "fail"]
    by_judge = {judge: {finding["clause"] for finding in findings if finding["counts"][judge]}
                for judge in ("scenarios", "replayed", "play")}
    return {
        "failed": len(failed),
        "errors": sum(1 for entry in clauses.values() if entry["verdict"] == "error"),
        "failed_by_scenarios": sum(1 for clause in failed if clause in by_judge["scenarios"]),
        "failed_by_replay": sum(1 for clause in failed if clause in by_judge["replayed"]),
        "failed_by_play": sum(1 for clause in failed if clause in by_judge["play"]),
        "replay_diverged": sum(1 for replay in replays if replay.get("verdict") == "diverged"),
        "play_divergences": len(play.get("divergences", [])) if play else 0,
        "findings": len(findings),
    }


def percent(summary: Mapping[str, Any]) -> str:
    """The score as a percentage (``97.5%``); empty when nothing was applicable."""
    return f"{100 * summary['passed'] / summary['applicable']:.1f}%" if summary["applicable"] else ""


def coverage_line(coverage: Mapping[str, Any]) -> str:
    """``coverage: 66/70 clauses of the declared game exercised (94.3%; by scenarios 64, by replay 40,
    by play 52), 301 of 563 scenarios applicable``."""
    share = f"{100 * coverage['share']:.1f}%"
    judges = coverage.get("by_judge")
    if judges:
        share += "; " + ", ".join(f"by {judge} {count}" for judge, count in judges.items())
    line = (f"coverage: {coverage['exercised']}/{coverage['held']} clauses of the declared game exercised "
            f"({share}), {coverage['scenarios_applicable']} of {coverage['scenarios_total']} scenarios applicable")
    if coverage.get("sufficient") is False:
        line += f"; below the {100 * coverage['threshold']:.0f}% needed to judge the engine"
    elif coverage.get("sufficient") is None and "sufficient" in coverage:
        line += " (scenarios picked by name: the coverage of the whole game is not judged)"
    return line


def headline(summary: Mapping[str, Any]) -> str:
    """The headline: required scenarios passed of those applicable, every scenario's count beside it,
    and the one verdict per clause that scenarios, replay and play add up to.

    ``540/542 applicable required scenarios passed (99.6%); 2 failed, 0 errors, 0 skipped,
    14 not applicable of 577 scenarios; optional (SHOULD/MAY): 21/21 passed; clauses: 3 failed
    (2 by scenarios, 0 by replay, 1 by play); play: 4 divergence(s)`` (play's and replay's
    divergences are named when there are any).
    The counts after the score are of every scenario, as the console's table and the matrix count
    them. A summary without a ``required`` block (an older report) counts every scenario; one
    without ``clauses`` leaves the clauses out.
    """
    required = summary.get("required", summary)
    score = f" ({percent(required)})" if required["applicable"] else ""
    line = (
        f"{required['passed']}/{required['applicable']} applicable required scenarios passed{score}; "
        f"{summary['failed']} failed, {summary['errors']} errors, {summary['skipped']} skipped, "
        + (f"{summary['not_judged']} not judged (blocked by another rule's fault), "
           if summary.get("not_judged") else "")
        + f"{summary['not_applicable']} not applicable of {summary['total']} scenarios"
    )
    if "required" in summary:
        optional_passed = summary["passed"] - required["passed"]
        optional_applicable = summary["applicable"] - required["applicable"]
        line += f"; optional (SHOULD/MAY): {optional_passed}/{optional_applicable} passed"
    clauses = summary.get("clauses")
    if clauses:
        line += f"; clauses: {clauses['failed']} failed"
        if clauses["failed"]:
            line += (f" ({clauses['failed_by_scenarios']} by scenarios, {clauses['failed_by_replay']} by replay, "
                     f"{clauses['failed_by_play']} by play)")
        if clauses["errors"]:
            line += f", {clauses['errors']} errors"
        if clauses["play_divergences"]:
            line += f"; play: {clauses['play_divergences']} divergence(s)"
        if clauses["replay_diverged"]:
            line += f"; replay: {clauses['replay_diverged']} transcript(s) diverged"
    return line


def engine_label(engine: Mapping[str, Any]) -> str:
    """``name version`` of an engine as a report records it (its spec when it gave no name)."""
    return f"{engine.get('name') or engine.get('spec', '?')} {engine.get('version', '')}".strip()


def _failed_step_text(step: Mapping[str, Any]) -> str:
    """A failed step in words: ``turn.order, at line 12: Then seat 1 is to play``."""
    return f"{step['clause']}, at line {step['line']}: {step['kind'].capitalize()} {step['text']}"


def feature_location(record: Mapping[str, Any]) -> str:
    """``features/turns/must-play.feature:12``: where a scenario is written (for one written at run time,
    how to keep it)."""
    if record["feature"].startswith(WRITTEN_FOLDER + "/"):
        return f"{record['feature']}:{record['line']} (written for the declared game; run --save-scenarios DIR keeps it)"
    return f"{FEATURES_DIR}/{record['feature']}:{record['line']}"


def problem_details(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(label, text) lines explaining a scenario that did not pass: its clauses (for a failure, the one it
    fails, those its judged steps failed after it where it went on from positions, and those it never
    reached), where it is written, expected and actual (or the whole message), and
    the engine's stderr.
    The console listing, JUnit XML and the matrix page all show these."""
    expected, actual = split_message(record["message"])
    if not actual and record.get("expected") is not None and record.get("actual") is not None:
        expected, actual = record["expected"], record["actual"]  # as the failing step said them apart
    lines = [("clauses", ", ".join(record["clauses"]) or "(none)")]
    step = record.get("step") or {}
    if record["outcome"] == "fail" and step.get("clause"):  # the clause it fails; those it never reached
        lines.append(("fails", _failed_step_text(step)))
        for later in record.get("later_failures") or []:  # judged on, from the rules' position, after the first
            lines.append(("also fails", _failed_step_text(later["step"]) + f" ({later['message']})"))
        if record.get("not_reached"):
            lines.append(("unjudged", ", ".join(record["not_reached"])))
    lines.append(("at", feature_location(record)))
    if record["outcome"] == "not_judged":  # the set-up's message as it is: what it expected is not the point
        lines += [("blocked", f"by {record.get('blame')}, failed"), ("message", record["message"])]
    elif actual:
        lines += [("expected", expected), ("actual", actual)]
    else:
        lines.append(("message", record["message"] or "(no message)"))
    if record.get("reseated"):
        lines.append(("reseated", record["reseated"]))
    if record.get("from_position"):
        lines.append(("from", record["from_position"]))
    if record.get("position_declined"):
        lines.append(("position", f"declined: {record['position_declined']}"))
    if record.get("stderr"):
        lines.append(("stderr", record["stderr"].rstrip()))
    return lines


def finding_details(finding: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(label, text) lines explaining a finding: expected and actual, its evidence, where it was seen, what
    followed from it, and the hint; the console, JUnit XML and the matrix page all show these."""
    lines = [("expected", finding["expected"]), ("actual", finding["actual"] or "(see the scenario)"),
             ("evidence", finding["line"].rsplit("; ", 1)[-1]), ("seen at", finding["seen_at"])]
    if len(finding["seatings"]) > 1:
        lines.append(("seatings", ", ".join(finding["seatings"])))
    followed = finding["consequences"]["scenarios"]
    if followed:
        lines.append(("follows", f"{len(followed)} scenario(s) about other rules meet it in their story and fail "
                                 "on it before their own step: "
                                 + ", ".join(followed[:5]) + (" ..." if len(followed) > 5 else "")))
    hint = finding.get("hint")
    if hint:
        lines.append(("hint", hint["text"]))
    elif "hint" in finding:
        lines.append(("hint", "no other value of one option explains it"))
    return lines


# -- checking and reading ------------------------------------------------------------------


def validate_report(report: Any, source: str = "the report") -> None:
    """Raise ``ReportError`` (naming ``source`` and a JSON pointer) unless ``report`` is a
    valid report: it fits the schema, its summary adds up to its scenarios, scenario ids
    are unique, and every clause verdict names scenarios the report holds."""
    error = schema(SCHEMA_ID, formats=True).first_error(report)
    if error is not None:
        raise ReportError(source, f"{error.message} (by {SCHEMA_FILE})", error.pointer)
    scenarios = report["scenarios"]
    seen: dict[str, int] = {}
    for index, record in enumerate(scenarios):
        if record["id"] in seen:
            raise ReportError(
                source,
                f"scenario id {record['id']!r} is also used at /scenarios/{seen[record['id']]}",
                f"/scenarios/{index}/id",
            )
        seen[record["id"]] = index
    counts = _counts(Counter(record["outcome"] for record in scenarios))
    for key in ("total", *COUNTERS.values(), "applicable"):
        if report["summary"][key] != counts[key]:
            raise ReportError(
                source,
                f"the summary says {report['summary'][key]} but the scenarios add up to {counts[key]}",
                f"/summary/{key}",
            )
    for clause_id, verdict in report["clauses"].items():
        for scenario_id, outcome in verdict["scenarios"].items():
            pointer = json_pointer(["clauses", clause_id, "scenarios", scenario_id])
            if scenario_id not in seen:
                raise ReportError(
                    source,
                    f"clause {clause_id} names scenario {scenario_id!r}, which the report does not hold",
                    pointer,
                )
            record = scenarios[seen[scenario_id]]
            charged = dict(clause_outcomes(record)).get(clause_id, record["outcome"])
            if charged != outcome:
                raise ReportError(
                    source,
                    f"says {outcome!r} but the scenario's outcome is {record['outcome']!r}"
                    + (f", charged to {clause_id} as {charged!r}" if charged != record["outcome"] else ""),
                    pointer,
                )


def load_report(path: Path | str) -> dict[str, Any]:
    """Read and validate the report at ``path``; ``ReportError`` names the file and what is wrong."""
    source = str(path)
    try:
        text = read_text_file(path, "a report file")
    except UnreadableText as error:
        raise ReportError(source, str(error)) from None
    try:
        report = strict_json.loads(text)
    except json.JSONDecodeError as error:
        raise ReportError(f"{source}:{error.lineno}:{error.colno}", f"not JSON: {error.msg}") from None
    except strict_json.DuplicateKey as error:
        raise ReportError(source, f"not readable: the key {error.key!r} appears twice", error.pointer) from None
    except ValueError as error:  # nested too deeply, NaN or Infinity
        raise ReportError(source, f"not readable: {error}") from None
    if not isinstance(report, dict) or report.get("format") != REPORT_FORMAT:
        found = report.get("format") if isinstance(report, dict) else None
        problem = (
            f"not a domino-conformance report (format {found!r}, expected {REPORT_FORMAT!r})"
            if found is not None
            else f'not a domino-conformance report (no "format": {REPORT_FORMAT!r})'
        )
        raise ReportError(source, problem, "/format" if isinstance(report, dict) else "")
    validate_report(report, source)
    return report


# -- writing ----------------------------------------------------------------------------


def report_json(report: Mapping[str, Any]) -> str:
    """The report as the JSON text ``run --report`` writes."""
    return json.dumps(report, indent=2, ensure_ascii=False) + "\n"


def write_report(path: Path, report: Mapping[str, Any]) -> None:
    """Validate ``report`` and write it as JSON, whole or not at all. An invalid report raises ``ReportError`` and
    writes nothing; a file that cannot be written raises ``UnwritableOutput``."""
    validate_report(report)
    write_whole(path, report_json(report))


# -- the rulebook, tolerated missing -----------------------------------------------------------


def _rulebook() -> Any:
    """The rulebook, or None when it cannot be read: a report is still written, with
    chapters taken from clause ids (the `clauses` command names the rulebook's fault)."""
    import conformance.rulebook.index as rulebook

    try:
        return rulebook.load()
    except (rulebook.RulebookError, OSError):
        return None


def clause_index() -> dict[str, Any]:
    """The rulebook's clauses by id (none when the rulebook cannot be read)."""
    rulebook = _rulebook()
    return {clause.id: clause for clause in rulebook.clauses} if rulebook is not None else {}
