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

REPORT_FORMAT = "domino-conformance-report/1"
SCHEMA_FILE = "schemas/report.schema.json"
OUTCOMES = ("pass", "fail", "error", "not_judged", "not_applicable", "skipped")
#: A clause's verdict is its worst applicable outcome, in this order (a not judged scenario gives its
#: own clauses none: it fails the rule that blocked it, ``clause_charges``).
VERDICT_ORDER = ("error", "fail", "skipped", "pass", "not_applicable")
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
#: The text between what a scenario expected and what the engine did, in the step library's messages.
_ACTUAL_MARKER = "; the engine "


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
    clause = (_clause_index() if index is None else index).get(clause_id)
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
    index = _clause_index()
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


def clause_charges(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(clause, outcome) for each clause a scenario's outcome is charged to, as the runner computed them where
    it ran the scenario (the record's ``charges``: ``conformance.suite.runner.charged``). A clause verdict's
    ``scenarios`` holds these outcomes."""
    if "charges" in record:
        return list(record["charges"].items())
    return _charges_before_steps_judged(record)


def _charges_before_steps_judged(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """The charges of a record from a report written before records carried them: a failing scenario charged
    every clause it cites and the rule its Then step broke (``breaks``); one whose set-up broke, only the
    rule it rests on (``blame``); a re-seated one, the rule that blocked it (``blocked_by``) too."""
    if record.get("blame"):
        clauses = [record["blame"]]
    else:
        clauses = list(record.get("clauses", []))
        if record.get("breaks") and record["breaks"] not in clauses:
            clauses.append(record["breaks"])
    if record["outcome"] == "not_judged":
        return [(clause, "fail") for clause in clauses]
    blocked_by = record.get("blocked_by")
    charges = [(clause, record["outcome"]) for clause in clauses if clause != blocked_by]
    return ([(blocked_by, "fail")] if blocked_by else []) + charges


def clause_verdicts(scenarios: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per clause: its verdict (worst applicable outcome), its title and level, and the scenarios behind it."""
    outcomes: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for record in scenarios:
        for clause, outcome in clause_charges(record):
            outcomes[clause].append((record["id"], outcome))
    index = _clause_index()
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
) -> dict[str, Any]:
    """The whole report for one run; ``declared`` and ``coverage`` say what game was judged, and how much of it;
    ``play`` is the differential phase's outcome, when it ran; ``applicability`` how the decisions of what
    applies were come by (``applicability.DecisionTally``)."""
    index = _clause_index()
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
    _add_judge_verdicts(report["clauses"], "replay", replay_divergences(report["replays"]))
    if play is not None:
        report["play"] = dict(play)
        _add_judge_verdicts(report["clauses"], "play", play.get("clauses", {}))
    report["summary"]["clauses"] = clause_counts(report["clauses"], report["replays"], play)
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


def _add_judge_verdicts(clauses: dict[str, dict[str, Any]], judge: str, counts: Mapping[str, int]) -> None:
    """A clause replay or differential play (``judge``) diverged on fails (an error stays an error)."""
    index = _clause_index()
    for clause_id, count in counts.items():
        entry = clauses.get(clause_id)
        if entry is None:
            entry = clauses[clause_id] = {"verdict": "fail", "scenarios": {}}
            clause = index.get(clause_id)
            if clause is not None:
                entry.update(title=clause.title, level=clause.level, chapter=Path(clause.file).stem)
        if entry["verdict"] != "error":
            entry["verdict"] = "fail"
        entry[judge] = count
    if counts:  # a clause added here goes where the rulebook's order puts it, as in ``clause_verdicts``
        ordered = dict(sorted(clauses.items()))
        clauses.clear()
        clauses.update(ordered)


def clause_counts(clauses: Mapping[str, Mapping[str, Any]], replays: Sequence[Mapping[str, Any]],
                  play: Mapping[str, Any] | None) -> dict[str, int]:
    """The one verdict per clause, counted: clauses failed (by any judge) and errored, the clauses each
    judge failed, and the divergences replay and play found beside them."""
    failed = [entry for entry in clauses.values() if entry["verdict"] == "fail"]
    return {
        "failed": len(failed),
        "errors": sum(1 for entry in clauses.values() if entry["verdict"] == "error"),
        "failed_by_scenarios": sum(1 for entry in failed if "fail" in entry["scenarios"].values()),
        "failed_by_replay": sum(1 for entry in failed if entry.get("replay")),
        "failed_by_play": sum(1 for entry in failed if entry.get("play")),
        "replay_diverged": sum(1 for replay in replays if replay.get("verdict") == "diverged"),
        "play_divergences": len(play.get("divergences", [])) if play else 0,
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


def split_message(message: str) -> tuple[str, str]:
    """(expected, actual) from a step failure message ``"expected X; the engine says Y"``.

    Messages not written that way come back whole as the first part, with
    an empty second part.
    """
    expected, marker, actual = message.partition(_ACTUAL_MARKER)
    if not marker:
        return message, ""
    return expected.strip(), "the engine " + actual.strip()


#: The folder a scenario written at run time for the declared game is filed under (``written/<seating>.feature``).


def feature_location(record: Mapping[str, Any]) -> str:
    """``features/turns/must-play.feature:12``: where a scenario is written (for one written at run time,
    how to keep it)."""
    if record["feature"].startswith(WRITTEN_FOLDER + "/"):
        return f"{record['feature']}:{record['line']} (written for the declared game; run --save-scenarios DIR keeps it)"
    return f"{FEATURES_DIR}/{record['feature']}:{record['line']}"


def problem_details(record: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(label, text) lines explaining a scenario that did not pass: its clauses (for a failure, the one it
    fails and those it never reached), where it is written, expected and actual (or the whole message), and
    the engine's stderr.
    The console listing, JUnit XML and the matrix page all show these."""
    expected, actual = split_message(record["message"])
    if not actual and record.get("expected") is not None and record.get("actual") is not None:
        expected, actual = record["expected"], record["actual"]  # as the failing step said them apart
    lines = [("clauses", ", ".join(record["clauses"]) or "(none)")]
    step = record.get("step") or {}
    if record["outcome"] == "fail" and step.get("clause"):  # the clause it fails; those it never reached
        lines.append(("fails", f"{step['clause']}, at line {step['line']}: {step['kind'].capitalize()} {step['text']}"))
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
            charged = dict(clause_charges(record)).get(clause_id, record["outcome"])
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


def _clause_index() -> dict[str, Any]:
    rulebook = _rulebook()
    return {clause.id: clause for clause in rulebook.clauses} if rulebook is not None else {}
