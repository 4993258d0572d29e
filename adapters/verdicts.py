"""Publish the verdicts on the adapted engines: docs/engines.md and the compliance matrix.

    pip install -e ".[engines]"
    python -m adapters.verdicts                 # from the repository root: docs/engines.md, docs/engines-matrix.html
    python -m adapters.verdicts --hands 400 --seed 7 --work build/verdicts

For each engine it runs the commands of :func:`phases`: today ``domino-conformance run``,
every scenario that holds in the engine's declared game, with ``--replay`` of random
matches the reference engine recorded under that game (plus the reproductions under
adapters/reproductions/); and for each adapter ``domino-conformance identify``, the game read
from its behaviour, set beside the one it declares. Differential play becomes one more command there. The reference
engine and the Node example are run beside them, with the bundled corpus, so that the
matrix shows all five.

The findings published are those of ``adapters.findings``, each checked by hand; this
script checks them against the run. It exits 1 when a run shows a deviation that no finding
explains (a new engine version, or an adapter's mistake: look before you write it down),
when a finding's reproductions no longer show it, or when ``identify`` reads from an adapter's
behaviour a game other than the one it declares; the pages are written either way.
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import importlib.util
import sys
from contextlib import redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conformance.cli import main as conformance_main
from conformance.commands.generate import random_matches
from conformance.reports.run_report import ReportError, load_report
from conformance.records.model import dumps

from .findings import KINDS, NOTES, Finding, findings_of

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Subject:
    """An engine the verdicts cover: its name for files, its ``--engine`` spec, its adapter module."""

    key: str
    spec: str
    adapter: str | None = None  # a module of this package; None for the project's own engines

    def game(self) -> dict[str, Any] | None:
        """The game the adapter declares (None for the project's own engines)."""
        if self.adapter is None:
            return None
        return importlib.import_module(f"adapters.{self.adapter}").GAME  # type: ignore[no-any-return]


SUBJECTS = (
    Subject("reference", "reference"),
    Subject("node-example", "exec:node examples/node-engine/engine.js"),
    Subject("openspiel-team", "py:adapters.openspiel_team:create", "openspiel_team"),
    Subject("openspiel-block", "py:adapters.openspiel_block:create", "openspiel_block"),
    Subject("dominoes", "py:adapters.dominoes_pypi:create", "dominoes_pypi"),
)


def record_matches(game: dict[str, Any], hands: int, seed: int, path: Path) -> Path:
    """Random matches of ``game`` recorded by the reference engine, ``hands`` hands in all, as JSON Lines."""
    with path.open("w", encoding="utf-8", newline="\n") as out:
        for transcript in random_matches(game["profile"], game["players"][0], hands, seed, game["differences"]):
            out.write(dumps(transcript) + "\n")
    return path


def phases(subject: Subject, work: Path, hands: int, seed: int) -> list[list[str]]:
    """The commands that judge one engine; each writes what it found into the engine's report."""
    report = str(work / f"{subject.key}.json")
    game = subject.game()
    if game is None:
        replay: list[str] = []  # the bundled valid corpus
    else:
        recorded = record_matches(game, hands, seed, work / f"{subject.key}-matches.jsonl")
        # Relative to the repository root (main() runs from there), so that the pages name the same
        # files whichever checkout wrote them.
        reproductions = [str(f.transcript_path.relative_to(ROOT)) for f in findings_of(subject.adapter or "")
                         if f.transcript_path is not None]
        replay = ["--replay", str(recorded), *reproductions]
    return [["run", "--engine", subject.spec, "--report", report, "-q", "--no-progress", *replay]]


def identified(subject: Subject, work: Path) -> dict[str, Any] | None:
    """What ``domino-conformance identify`` reads from an adapted engine's behaviour (kept beside its report);
    None for the project's own engines."""
    if subject.adapter is None:
        return None
    printed = io.StringIO()
    with redirect_stdout(printed):
        status = conformance_main(["identify", "--engine", subject.spec, "--json", "--no-progress"])
    print(f"{subject.key}: domino-conformance identify exited {status}", file=sys.stderr)
    (work / f"{subject.key}-identify.json").write_text(printed.getvalue(), encoding="utf-8")
    return json.loads(printed.getvalue()) if printed.getvalue() else None


@dataclass
class Verdict:
    """One engine's measured verdict, set against its published findings."""

    subject: Subject
    report: dict[str, Any]
    findings: list[Finding]
    identified: dict[str, Any] | None = None

    def misdeclared(self) -> list[str]:
        """What ``identify`` read from the engine's behaviour that its declaration says otherwise."""
        if self.identified is None:
            return []
        return [f"{row['option']}: declares {json.dumps(row['declared'])}, plays {json.dumps(row['played'])}"
                for seating in self.identified["seatings"] for row in seating["misdeclared"]]

    def failed_scenarios(self) -> list[dict[str, Any]]:
        return [s for s in self.report["scenarios"] if s["outcome"] in ("fail", "error", "not_judged")]

    def diverged(self) -> list[dict[str, Any]]:
        return [r for r in self.report.get("replays") or [] if r["verdict"] not in ("agreed", "not_applicable")]

    def run_findings(self) -> list[dict[str, Any]]:
        """The faults the run found, each once (the report's ``findings``)."""
        return list(self.report.get("findings") or [])

    def deviating_clauses(self) -> set[str]:
        """The clauses the run's findings name, and a replay that could not be read or errored."""
        clauses = {finding["clause"] for finding in self.run_findings()}
        return clauses | {f"(replay {r['verdict']})" for r in self.diverged() if r["verdict"] != "diverged"}

    def unexplained(self) -> list[str]:
        """Clauses this run charged that no finding explains."""
        explained = {clause for finding in self.findings for clause in finding.clauses}
        return sorted(self.deviating_clauses() - explained)

    def shown(self, finding: Finding) -> tuple[list[str], list[str]]:
        """Which of a finding's scenarios failed, and which of its transcripts diverged on its clauses."""
        failed = {s["id"] for s in self.failed_scenarios()}
        scenarios = [sid for sid in finding.scenarios if sid in failed]
        transcripts = [Path(r["file"]).name for r in self.diverged()
                       if finding.transcript and Path(r["file"]).name == finding.transcript
                       and r.get("clause") in finding.clauses]
        return scenarios, transcripts

    def unshown(self) -> list[Finding]:
        """Findings whose reproductions did not reproduce them in this run."""
        missing = []
        for finding in self.findings:
            scenarios, transcripts = self.shown(finding)
            if len(scenarios) < len(finding.scenarios) or (finding.transcript and not transcripts):
                missing.append(finding)
        return missing


def _agreed(report: dict[str, Any]) -> str:
    """``12/12``: transcripts agreed of those replayed (the ones outside the engine's game are not)."""
    replayed = [r for r in report.get("replays") or [] if r["verdict"] != "not_applicable"]
    return f"{sum(1 for r in replayed if r['verdict'] == 'agreed')}/{len(replayed)}"


def render_markdown(verdicts: list[Verdict], hands: int, seed: int) -> str:
    """docs/engines.md."""
    first = verdicts[0].report
    lines = [
        "# Verdicts on the engines people use",
        "",
        "<!-- Written by `python -m adapters.verdicts`; edit adapters/findings.py, not this page. -->",
        "",
        (f"domino-conformance {first['suite']['version']}, rulebook {first['rulebook']['digest'][:19]}… "
        f"({first['rulebook']['clauses']} clauses). Each engine was run on every scenario that holds in the "
        f"game it declares, and replayed {hands} hands of random matches that the reference engine recorded "
        f"under that game (seed {seed}), with the findings' reproductions; the project's own engines replay "
        "the bundled corpus. Side by side, clause by clause: [the compliance matrix](engines-matrix.html). "
        "How each engine is adapted, and what the adapters bridge: "
        "[adapters/README.md](../adapters/README.md). Each run ends with `run`'s differential play (its "
        "hands shared among the games and seatings the engine declares, seed 0); a clause has one verdict "
        "from the scenarios, the replays and play, in the matrix as in each report. The replayed "
        "transcripts' verdicts are in the table below and in each engine's section."),
        "",
        "| engine | declared game | scenarios passed | coverage of its game | transcripts agreed | findings of the run |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for verdict in verdicts:
        report, engine = verdict.report, verdict.report["engine"]
        required = report["summary"]["required"]
        coverage = report.get("coverage") or {}
        games = "; ".join(game["label"] for game in report["declared"].get("games", [])) or "option values"
        share = f"{coverage['exercised']}/{coverage['held']} clauses" if coverage else "—"
        lines.append(f"| {engine['name']} {engine['version']} | {games} | {required['passed']}/"
                     f"{required['applicable']} | {share} | {_agreed(report)} "
                     f"| {len(verdict.run_findings())} |")
    for verdict in verdicts:
        if verdict.subject.adapter is not None:
            lines += _engine_section(verdict)
    lines += ["", "## What the findings are", ""]
    lines += [f"- **{title}**: {meaning}." for title, meaning in _kind_titles().items()]
    lines.append("")
    return "\n".join(lines)


def _kind_titles() -> dict[str, str]:
    return {key.replace("-", " "): meaning for key, meaning in KINDS.items()}


def _engine_section(verdict: Verdict) -> list[str]:
    report, engine = verdict.report, verdict.report["engine"]
    game = report["declared"]["games"][0]
    coverage = report["coverage"]
    required = report["summary"]["required"]
    module = f"adapters/{verdict.subject.adapter}.py"
    lines = [
        "", f"## {engine['name']} {engine['version']}", "",
        f"- Adapter: [`{module}`](../{module}), `--engine {verdict.subject.spec}`",
        f"- Declared game: {game['label']}",
        f"- Variant (its declared differences, never failed): {', '.join(game['variant']) or 'none'}",
        f"- Scenarios: {required['passed']} of {required['applicable']} applicable required scenarios passed; "
        f"{coverage['scenarios_applicable']} of {coverage['scenarios_total']} scenarios hold in its game, "
        f"exercising {coverage['exercised']} of its {coverage['held']} clauses "
        f"({100 * coverage['share']:.1f} %"
        + ("" if coverage["sufficient"] else f", below the {100 * coverage['threshold']:.0f} % a verdict needs")
        + ")",
    ]
    lines.append(f"- Transcripts agreed: {_agreed(report)}")
    if verdict.identified is not None:
        games = json.dumps(verdict.identified["games"], ensure_ascii=False)
        wrong = verdict.misdeclared()
        lines.append(f"- Read from its behaviour (`domino-conformance identify --engine {verdict.subject.spec}`): "
                     f"`{games}`, " + ("the game it declares" if not wrong else
                                       "where it declares otherwise: " + "; ".join(wrong)))
    notes = NOTES.get(verdict.subject.adapter or "", ())
    if notes:
        lines += ["", "Read in its source, beyond what a run can see:", ""]
        lines += [f"- {note}" for note in notes]
    found = verdict.run_findings()
    lines += ["", f"The run's findings ({len(found)}), as `domino-conformance run` prints them:" if found
              else "The run found nothing."]
    if found:
        lines.append("")
    for number, finding in enumerate(found, 1):
        lines.append(f"{number}. {finding['line']}")
        if finding.get("hint"):
            lines.append(f"   - hint: {finding['hint']['text']}")
        if finding.get("reproduction"):
            lines.append(f"   - again: `{finding['reproduction']['command']}`")
    if found:
        lines += ["", "Each checked by hand against the engine's source:"]
    if not verdict.findings:
        lines += ["", "No deviation found."]
    for number, finding in enumerate(verdict.findings, 1):
        scenarios, transcripts = verdict.shown(finding)
        lines += ["", f"### {number}. {finding.title}", "",
                  f"- Clauses: {', '.join(f'`{c}`' for c in finding.clauses)}",
                  f"- Kind: {KINDS[finding.kind]}",
                  f"- In the engine's source: {finding.source}"]
        if finding.scenarios:
            shown = ", ".join(f"`{sid}`" for sid in finding.scenarios)
            lines.append(f"- Scenarios: {shown} ({len(scenarios)} failed in this run); "
                         f"`domino-conformance run --engine {verdict.subject.spec} -k {finding.keyword(first_only=True)}`")
        if finding.transcript:
            path = f"adapters/reproductions/{finding.transcript}"
            lines.append(f"- Transcript: [`{path}`](../{path}) (one hand; "
                         f"{'diverged' if transcripts else 'did not diverge'} in this run); "
                         f"`domino-conformance replay {path} --engine {verdict.subject.spec}`")
        lines += ["", finding.detail]
    return lines


def main(argv: list[str] | None = None) -> int:
    """Run every engine, write the pages, and check the findings; see the module docstring."""
    parser = argparse.ArgumentParser(prog="python -m adapters.verdicts", description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=Path("build/verdicts"),
                        help="where the reports and recorded matches go (default build/verdicts)")
    parser.add_argument("--docs", type=Path, default=Path("docs"), help="where the pages go (default docs)")
    parser.add_argument("--hands", type=int, default=200, help="hands of random matches replayed per engine")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the recorded matches")
    args = parser.parse_args(argv)
    if Path.cwd().resolve() != ROOT:
        parser.error(f"run it from the repository root, {ROOT}: the Node example and the pages' links are relative")
    missing = [name for name in ("pyspiel", "dominoes") if importlib.util.find_spec(name) is None]
    if missing:
        parser.error(f"{' and '.join(missing)} cannot be imported: install the engines with pip install -e '.[engines]'")
    args.work.mkdir(parents=True, exist_ok=True)
    args.docs.mkdir(parents=True, exist_ok=True)
    verdicts = []
    for subject in SUBJECTS:
        for command in phases(subject, args.work, args.hands, args.seed):
            status = conformance_main(command)
            print(f"{subject.key}: domino-conformance {command[0]} exited {status}", file=sys.stderr)
        try:
            report = load_report(args.work / f"{subject.key}.json")
        except ReportError as error:
            print(f"python -m adapters.verdicts: {subject.spec} left no report: {error}", file=sys.stderr)
            return 1
        verdicts.append(Verdict(subject, report, findings_of(subject.adapter or ""), identified(subject, args.work)))
    pages = args.docs / "engines.md", args.docs / "engines-matrix.html"
    pages[0].write_text(render_markdown(verdicts, args.hands, args.seed), encoding="utf-8")
    conformance_main(["matrix", *(str(args.work / f"{s.key}.json") for s in SUBJECTS), "--html", str(pages[1])])
    problems = []
    for verdict in verdicts:
        name = verdict.report["engine"]["name"]
        problems += [f"{name}: {clause} deviates, and no finding explains it" for clause in verdict.unexplained()]
        problems += [f"{name}: the finding {f.title!r} was not reproduced" for f in verdict.unshown()]
        problems += [f"{name}: identify reads another game from its behaviour: {wrong}" for wrong in verdict.misdeclared()]
    for problem in problems:
        print(f"python -m adapters.verdicts: {problem}", file=sys.stderr)
    print(f"wrote {pages[0]} and {pages[1]}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
