"""The run report: every scenario's outcome, per-clause verdicts and the summary.

A report is plain data (``schemas/report.schema.json``); the console
summary, JUnit XML and the compliance matrix are all rendered from it.
The headline score counts applicable scenarios only and always travels
with its counts.
"""

from __future__ import annotations

import platform
from collections import Counter, defaultdict
from typing import Any, Iterable, Mapping

from . import __version__

REPORT_FORMAT = "domino-conformance-report/1"
OUTCOMES = ("pass", "fail", "error", "not_applicable", "skipped")
#: A clause's verdict is its worst applicable outcome, in this order.
VERDICT_ORDER = ("error", "fail", "skipped", "pass", "not_applicable")


def chapter_of(clause_id: str) -> str:
    """A clause's chapter: the first part of its id (``score`` for ``score.blocked.diff-each``)."""
    return clause_id.split(".", 1)[0]


def summarize(scenarios: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """Counts by outcome, overall and by chapter, and the headline score."""
    records = list(scenarios)
    counts = Counter(record["outcome"] for record in records)
    by_chapter: dict[str, Counter[str]] = defaultdict(Counter)
    for record in records:
        chapters = {chapter_of(clause) for clause in record.get("clauses", [])} or {"(none)"}
        for chapter in chapters:
            by_chapter[chapter][record["outcome"]] += 1
    return {
        **_counts(counts),
        "by_chapter": {chapter: _counts(by_chapter[chapter]) for chapter in sorted(by_chapter)},
    }


def _counts(counts: Mapping[str, int]) -> dict[str, Any]:
    applicable = counts.get("pass", 0) + counts.get("fail", 0) + counts.get("error", 0) + counts.get("skipped", 0)
    return {
        "total": sum(counts.values()),
        "passed": counts.get("pass", 0),
        "failed": counts.get("fail", 0),
        "errors": counts.get("error", 0),
        "skipped": counts.get("skipped", 0),
        "not_applicable": counts.get("not_applicable", 0),
        "applicable": applicable,
        "score": round(counts.get("pass", 0) / applicable, 6) if applicable else None,
    }


def clause_verdicts(scenarios: Iterable[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per clause: its verdict (worst applicable outcome) and the scenarios behind it."""
    outcomes: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for record in scenarios:
        for clause in record.get("clauses", []):
            outcomes[clause].append((record["id"], record["outcome"]))
    verdicts = {}
    for clause in sorted(outcomes):
        seen = {outcome for _, outcome in outcomes[clause]}
        verdict = next(outcome for outcome in VERDICT_ORDER if outcome in seen)
        verdicts[clause] = {
            "verdict": verdict,
            "scenarios": {scenario_id: outcome for scenario_id, outcome in outcomes[clause]},
        }
    return verdicts


def build_report(
    engine: Mapping[str, Any],
    scenarios: list[Mapping[str, Any]],
    started: str,
    finished: str,
    duration: float,
    replays: list[Mapping[str, Any]] | None = None,
) -> dict[str, Any]:
    """The whole report for one run."""
    return {
        "format": REPORT_FORMAT,
        "suite": {"name": "domino-conformance", "version": __version__},
        "engine": dict(engine),
        "run": {"started": started, "finished": finished, "duration": round(duration, 3),
                "python": platform.python_version(), "platform": platform.platform()},
        "summary": summarize(scenarios),
        "clauses": clause_verdicts(scenarios),
        "scenarios": [dict(record) for record in scenarios],
        "replays": [dict(replay) for replay in (replays or [])],
    }


def headline(summary: Mapping[str, Any]) -> str:
    """``312/312 applicable scenarios passed (100.0%); 0 failed, 0 errors, 14 not applicable``."""
    applicable = summary["applicable"]
    percent = f" ({100 * summary['passed'] / applicable:.1f}%)" if applicable else ""
    return (f"{summary['passed']}/{applicable} applicable scenarios passed{percent}; "
            f"{summary['failed']} failed, {summary['errors']} errors, {summary['skipped']} skipped, "
            f"{summary['not_applicable']} not applicable")
