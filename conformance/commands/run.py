"""``domino-conformance run``: the whole suite against one engine, with a summary and a report."""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from collections.abc import Callable, Mapping
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from conformance import exit_codes
from conformance.inputs import terminal
import conformance.suite.cache as cache
from conformance.suite.applicability import DecisionTally
import conformance.suite.features as suite
from conformance.suite.applicability import Decision, Reasons, decide_all
from conformance.suite.coverage import DEFAULT_THRESHOLD, clauses_holding, coverage_of, judged_coverage, missing_by_count
from conformance.rulebook.declared_games import Declaration, DeclarationError
from . import arguments
from . import play as play_command
from conformance.engines.under_test import (
    DEFAULT_ENGINE,
    DEFAULT_MAX_RESTARTS,
    DEFAULT_TIMEOUT,
    Engine,
    EngineError,
    EngineSpecError,
    open_engine,
)
from conformance.judging.replay import iter_replay
from conformance.reports.declaration_hints import declaration_details, heading_text
from conformance.reports.findings import headline_lines, scenario_command
from conformance.rulebook.data_paths import data_path
from conformance.suite.runner import EngineHolder, run_suite
from conformance.suite.scenario_writing.for_declaration import WrittenScenarios, scenarios_for
from conformance.reports.verdict import RunEvidence, findings as run_findings
from conformance.reports.junit import render_junit
from conformance.reports.run_report import (
    ReportError,
    build_report,
    coverage_line,
    finding_details,
    headline,
    problem_details,
    report_findings,
    report_json,
    validate_report,
)
from conformance.inputs.text_output import UnwritableOutput, write_whole

EXAMPLES = """\
examples:
  domino-conformance run                                   the reference engine
  domino-conformance run --engine 'exec:node my-engine.js' --report node.json
  domino-conformance run -k blocked                        only scenarios whose name matches
  domino-conformance run --report r.json --junit junit.xml  a report, and JUnit XML for CI
  domino-conformance run --engine 'exec:./my-engine' --save-scenarios kept/
                                                           keep the scenarios written for the declared game

exit codes: 0 every applicable required scenario passed and replay and play agreed, 1 failures (a
required scenario failed or was skipped, or replay or play diverged), 2 errors, 3 engine or protocol
fault, 4 usage error, 5 too little of the declared game judged; when several apply the first in the
order 3, 4, 2, 1, 5 wins, and too little coverage is always reported (see docs/reports.md)
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = arguments.add_command(
        subparsers, "run", run,
        help="run the scenario suite against an engine",
        description="Run every scenario against an engine and print a clause-by-clause verdict.",
        examples=EXAMPLES,
    )
    parser.add_argument("--engine", default=DEFAULT_ENGINE,
                        help="'reference' (default), 'py:module:factory' or 'exec:<command line>'")
    parser.add_argument("--report", type=arguments.output_file_or_stdout, action=arguments.OneOutputEach, metavar="FILE",
                        help="write the JSON report here ('-': standard output, the summary going to standard error)")
    parser.add_argument("--junit", type=arguments.output_file_or_stdout, action=arguments.OneOutputEach, metavar="FILE",
                        help="write JUnit XML for CI here ('-': standard output)")
    arguments.add_not_applicable_argument(parser)
    parser.add_argument("-k", dest="keyword", metavar="EXPR",
                        help="only scenarios matching this expression, as pytest's -k reads it: words matched "
                             "against each scenario's id, name, feature file and clauses, with and, or, not")
    parser.add_argument("--id", dest="ids", action="append", metavar="SCENARIO_ID",
                        help="only this scenario (as failures name it, e.g. equipment-range-002#1; "
                             "without #N every row of an outline); repeatable")
    parser.add_argument("--features", type=Path, metavar="DIR",
                        help="play the scenarios of the .feature files under DIR instead of the installed suite "
                             "(a folder --save-scenarios, --reproductions or play --save wrote)")
    replay = parser.add_mutually_exclusive_group()
    replay.add_argument("--replay", nargs="*", type=Path, metavar="PATH",
                        help="transcripts to replay after the scenarios (default: the bundled valid corpus; "
                             "give none to skip the replay, as --no-replay does)")
    replay.add_argument("--no-replay", dest="replay", action="store_const", const=[],
                        help="replay no transcript after the scenarios")
    parser.add_argument("--timeout", type=arguments.seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"per-request timeout for subprocess engines; 0 waits forever (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--max-restarts", type=arguments.count, default=DEFAULT_MAX_RESTARTS, metavar="N",
                        help=f"restarts of a crashed engine before it is abandoned (default {DEFAULT_MAX_RESTARTS})")
    parser.add_argument("--validate-protocol", action="store_true",
                        help="check every request and reply against the protocol schemas")
    parser.add_argument("--play-hands", type=int, metavar="N",
                        help="hands of differential play against the reference engine at the end (default 200, "
                             "or 0 when scenarios are picked with -k or --id; 0 skips it)")
    parser.add_argument("--play-seconds", type=float, default=10.0, metavar="SECONDS",
                        help="stop differential play after this long (default 10)")
    parser.add_argument("--play-seed", type=int, default=DEFAULT_PLAY_SEED, metavar="N",
                        help=f"the seed of differential play (default {DEFAULT_PLAY_SEED}, so two runs play the same "
                             "games; printed)")
    parser.add_argument("--min-coverage", type=_share, default=DEFAULT_THRESHOLD, metavar="SHARE",
                        help="the share of the declared game's clauses that the run's judges must reach "
                             f"for a verdict (default {DEFAULT_THRESHOLD:g}); below it the run exits 5")
    parser.add_argument("--save-scenarios", type=arguments.output_folder, metavar="DIR",
                        help="save the scenarios written for the declared game (for clauses no shipped scenario "
                             "exercises in it) into DIR, as ordinary .feature files")
    parser.add_argument("--reproductions", type=Path, metavar="DIR",
                        help="where to write the scenario and transcript shrunk from play for a fault play alone "
                             "found (default: beside the --report file, as REPORT-reproductions/; without one, a "
                             "new folder in the system's temporary folder; the console names it)")
    parser.add_argument("--no-cache", action="store_true",
                        help="decide afresh what applies, and read and write nothing in the cache (as when CI is set)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the headline")


def run(args: argparse.Namespace) -> int:
    """Run the suite (with ``--no-cache``, deciding everything afresh); the exit code of docs/reports.md."""
    if not args.no_cache:
        return _run(args)
    with cache.turned_off("--no-cache"):
        return _run(args)


class _Stop(Exception):
    """The run cannot go on: what to say on standard error, and the exit code."""

    def __init__(self, code: int, message: str, detail: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.detail = detail


def _run(args: argparse.Namespace) -> int:
    errors = terminal.console(stderr=True)
    try:
        if args.report == args.junit == arguments.STANDARD_OUTPUT:
            raise _Stop(exit_codes.USAGE, "--report - and --junit - cannot both write standard output")
        engine_options = {"timeout": args.timeout or None, "max_restarts": args.max_restarts,
                          "validate": args.validate_protocol}
        try:
            engine = open_engine(args.engine, **engine_options)
        except EngineSpecError as error:
            raise _Stop(exit_codes.USAGE, f"--engine: {error}") from None
        except EngineError as error:
            raise _Stop(exit_codes.ENGINE_FAULT, f"the engine {args.engine!r} could not be started: {error}",
                        f"its stderr ended with:\n{terminal.quoted_lines(error.stderr, '  | ')}" if error.stderr
                        else "") from None
        with engine:  # the scenarios, and the findings' reproductions and hints, are played on the engine that shook hands
            return _judge(args, engine, engine_options, errors)
    except _Stop as stop:
        errors.print(terminal.visible_line(f"domino-conformance run: {stop.message}"), markup=False, soft_wrap=True)
        if stop.detail:
            errors.print(stop.detail, markup=False)
        return stop.code


def _judge(args: argparse.Namespace, engine: Engine, engine_options: dict[str, Any], errors: Console) -> int:
    """Judge the engine by the scenarios, replay and play; write the report and the JUnit XML; the exit code."""
    # With a document on standard output, the summary goes to standard error, so the output stays one document.
    console = errors if arguments.STANDARD_OUTPUT in (args.report, args.junit) else terminal.console()
    identity = {"spec": args.engine, **engine.identity, "capabilities": engine.capabilities}
    try:
        declaration = Declaration.from_capabilities(engine.capabilities)
    except DeclarationError as error:
        raise _Stop(exit_codes.ENGINE_FAULT, f"the engine's hello declares a game that cannot be read: {error}") from None
    show_progress = not args.no_progress and not args.quiet and sys.stderr.isatty()
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=errors, transient=True) if show_progress else None
    # The run's time counts deciding what applies and writing what is missing, as well as playing it.
    started, clock = _now(), time.perf_counter()
    scenarios, decisions, tally = _chosen(args, declaration, errors)
    holder = EngineHolder(args.engine, **engine_options)
    holder.engine = engine  # the scenarios go on with the engine that shook hands (restarted in place)
    try:
        if progress is not None:
            with progress:
                task = progress.add_task("scenarios", total=len(scenarios))
                records = [record.to_dict() for record in run_suite(
                    scenarios, holder, declaration, on_record=lambda _: progress.advance(task), decisions=decisions)]
        else:
            records = [record.to_dict() for record in run_suite(scenarios, holder, declaration, decisions=decisions)]
    except EngineError as error:
        raise _Stop(exit_codes.ENGINE_FAULT, f"the engine {args.engine!r} could not be started: {error}") from None
    replay_paths = [data_path("transcripts") / "valid"] if args.replay is None else args.replay
    replayed_clauses: set[str] = set()
    replays = (_replay(args.engine, engine_options, replay_paths, progress, declaration, replayed_clauses)
               if replay_paths else [])
    played, outcomes = None, []
    if args.play_hands is None:
        args.play_hands = 0 if (args.keyword or args.ids or args.features) else DEFAULT_PLAY_HANDS
    if args.play_hands > 0:
        played, outcomes = play_command.play_phase(args.engine, engine_options, declaration, args.play_hands,
                                                   args.play_seconds, args.play_seed)
    found = run_findings(RunEvidence(
        engine=engine, spec=args.engine, scenarios=scenarios, decisions=decisions, records=records, replays=replays,
        play=played, outcomes=outcomes, reproductions=lambda: _reproductions_folder(args)))
    duration = time.perf_counter() - clock
    coverage = _coverage(declaration, records, replayed_clauses, played, args.min_coverage,
                         judged=not (args.keyword or args.ids or args.features))
    report = build_report(identity, records, started, _now(), duration, replays,
                          declared=_declared(declaration), coverage=coverage, play=played,
                          applicability=tally.to_dict(), findings=found)
    try:
        validate_report(report)
    except ReportError as error:
        # The runner built something its own schema refuses: a bug, never the engine's verdict.
        raise _Stop(exit_codes.ENGINE_FAULT, f"internal error: {error}; this is a bug in domino-conformance, "
                                             "and no report was written") from None
    _write_outputs(args, report)
    if played is not None and not args.quiet:
        console.print(play_command.phase_line(played), markup=False, soft_wrap=True)
    _print_summary(console, report, quiet=args.quiet)
    code = exit_code(report)
    if coverage["sufficient"] is False:  # said whatever else the run found: a verdict on too little is no verdict
        _print_insufficient(errors, declaration, coverage, code, report["scenarios"])
    return code


def _chosen(args: argparse.Namespace, declaration: Declaration, errors: Console
            ) -> tuple[list[suite.Scenario], list[Decision], DecisionTally]:
    """The scenarios to play (those ``-k`` and ``--id`` pick, with those written for the declared game, saved
    where ``--save-scenarios`` says), each one's decision, and how the decisions were come by."""
    try:
        picked = picker(args.keyword) if args.keyword else lambda _scenario: True
        wanted = (lambda scenario: picked(scenario) and _named(scenario, args.ids)) if args.ids else picked
        # A reason a scenario does not apply is searched for only where the run shows it: in those picked.
        if args.features is None:
            scenarios, decisions, written = _with_written(declaration, suite.load(), errors, args.quiet, wanted)
        elif not args.features.is_dir():
            raise _Stop(exit_codes.USAGE, f"--features {args.features}: not a folder")
        else:  # scenarios a user keeps: played as written, none written beside them
            scenarios = suite.load_from(args.features)
            decisions, written = decide_all(declaration, scenarios, reasons=wanted), WrittenScenarios()
        chosen = [scenario for scenario in scenarios if wanted(scenario)]
    except suite.FeatureFileError as error:
        raise _Stop(exit_codes.USAGE, f"the suite could not be loaded: {error}") from None
    except ValueError as error:
        raise _Stop(exit_codes.USAGE, f"-k: {error}") from None
    if len(chosen) < len(scenarios):
        decision_of = {id(scenario): decision for scenario, decision in zip(scenarios, decisions)}
        scenarios, decisions = chosen, [decision_of[id(scenario)] for scenario in chosen]
    tally = DecisionTally()
    tally.count(decisions)
    if args.save_scenarios is not None and written.files:
        try:
            saved = written.save(args.save_scenarios)
        except UnwritableOutput as error:
            raise _Stop(exit_codes.USAGE, f"--save-scenarios: {error}") from None
        if not args.quiet:
            errors.print(f"scenarios written for the declared game saved: {', '.join(map(str, saved))}",
                         markup=False, soft_wrap=True)
    if not scenarios:
        picked = " and ".join(f"{flag} {value}" for flag, value in (("-k", args.keyword), ("--id", ", ".join(args.ids or ())))
                              if value)
        raise _Stop(exit_codes.USAGE, f"no scenario selected{' by ' + picked if picked else ''}; "
                                      "'domino-conformance clauses' lists the clauses, and failures print their scenario ids")
    return scenarios, decisions, tally


def _write_outputs(args: argparse.Namespace, report: dict[str, Any]) -> None:
    """Write the report and the JUnit XML where asked (``-``: standard output)."""
    def junit(report: dict[str, Any]) -> str:
        return render_junit(report, args.junit_not_applicable)

    for path, what, render in ((args.report, "the report", report_json), (args.junit, "the JUnit XML", junit)):
        if path is None:
            continue
        if path == arguments.STANDARD_OUTPUT:
            sys.stdout.write(render(report))
            sys.stdout.flush()
            continue
        try:
            write_whole(path, render(report))
        except UnwritableOutput as error:
            raise _Stop(exit_codes.USAGE, f"{what}: {error}") from None


def _reproductions_folder(args: argparse.Namespace) -> Path:
    """Where ``run`` writes the scenarios it shrinks from play: ``--reproductions DIR``; else beside the
    report (``my.json``: ``my-reproductions/``); else a new folder in the system's temporary folder. Never
    the current folder unasked; the console names it."""
    if args.reproductions is not None:
        return Path(args.reproductions)
    if args.report not in (None, arguments.STANDARD_OUTPUT):
        report = Path(args.report)
        return report.with_name(f"{report.stem}-reproductions")
    return Path(tempfile.mkdtemp(prefix="domino-conformance-reproductions-"))


def exit_code(report: dict[str, Any]) -> int:
    """The run's exit code from its report; when several apply, errors (2) come before failures (1),
    and both before too little coverage (5) (docs/reports.md, Exit codes)."""
    summary = report["summary"]
    replayed = Counter(replay["verdict"] for replay in report["replays"])
    played = report.get("play")
    if summary["errors"] or replayed["error"] or (played and played["errors"]):
        return exit_codes.ERRORS
    required = summary["required"]  # a SHOULD or MAY scenario that fails is reported, not fatal
    if required["failed"] or required["skipped"] or replayed["unreadable"]:
        return exit_codes.FAILURES
    # A fault of a MUST rule, whichever judge saw it: a scenario (the rule its failing step judged, or a set-up
    # step broke, whatever the scenario's own level), a replayed hand, play.
    if any(finding["level"] == "must" for finding in report_findings(report)):
        return exit_codes.FAILURES
    if not summary["total"]:
        return exit_codes.USAGE
    if report["coverage"]["sufficient"] is False:
        return exit_codes.INSUFFICIENT_COVERAGE
    return exit_codes.OK


#: Hands of differential play at the end of a whole run, shared among the games and seatings declared.
DEFAULT_PLAY_HANDS = 200
#: The seed of differential play when none is asked: a run plays the same games every time.
DEFAULT_PLAY_SEED = 0


def _share(text: str) -> float:
    """A share between 0 and 1 (``0.8``), or a percentage (``80%``)."""
    try:
        value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a share (0.8) or a percentage (80%)") from None
    if not 0 <= value <= 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not between 0 and 1 (0% and 100%)")
    return value


def _with_written(declaration: Declaration, scenarios: list[suite.Scenario], errors: Console, quiet: bool,
                  reasons: Reasons = True) -> tuple[list[suite.Scenario], list[Decision], WrittenScenarios]:
    """The suite with the scenarios written for the clauses of the declared game no scenario of it
    exercises (``conformance.suite.scenario_writing.for_declaration``), and each one's decision (the reason
    a scenario does not apply searched for where ``reasons`` says)."""
    decisions = decide_all(declaration, scenarios, reasons=reasons)
    if declaration.is_empty:
        return scenarios, decisions, WrittenScenarios()
    applicable = [scenario for scenario, decision in zip(scenarios, decisions) if decision.applies]
    missing = coverage_of(declaration, applicable).missing
    # A difference from the profile at some player counts only is checked at those counts.
    by_count = missing_by_count(declaration, applicable)

    def writing() -> None:
        if not quiet:
            at_counts = "".join(f"; {len(clauses)} have none at {count} players, where the declared game differs"
                                for count, clauses in by_count.items())
            errors.print(f"{len(missing)} clauses of the declared game have no applicable scenario{at_counts}: "
                         "writing scenarios for them (kept in the cache for the next run)", markup=False, soft_wrap=True)

    try:
        written = scenarios_for(declaration, missing, on_write=writing, by_count=by_count)
    except Exception as error:  # noqa: BLE001  (a fault of the writer must not cost the engine its run)
        errors.print(f"domino-conformance run: internal error while writing scenarios for the declared game: "
                     f"{type(error).__name__}: {error}; this is a bug in domino-conformance, and the run goes on "
                     "without them", markup=False, soft_wrap=True)
        return scenarios, decisions, WrittenScenarios()
    extra = written.scenarios
    if extra and not quiet:
        errors.print(f"scenarios written for the declared game: {len(extra)}"
                     + (" (from the cache)" if written.from_cache else "")
                     + (f"; no witness found for {', '.join(written.unwitnessed)}" if written.unwitnessed else ""),
                     markup=False, soft_wrap=True)
    for scenario_id, why in written.refused:  # never the engine's fault: the writer's
        errors.print(f"domino-conformance run: a scenario written for the declared game ({scenario_id}) does not "
                     f"pass on the reference engine and was left out; this is a bug in domino-conformance: {why}",
                     markup=False, soft_wrap=True)
    return scenarios + extra, decisions + decide_all(declaration, extra, reasons=reasons), written


def _declared(declaration: Declaration) -> dict[str, Any]:
    form = "games" if declaration.games else ("none" if declaration.is_empty else "options")
    return {"form": form, "games": [game.to_dict() for game in declaration.games]}


def _coverage(declaration: Declaration, records: list[dict[str, Any]], replayed: set[str],
              played: dict[str, Any] | None, threshold: float, judged: bool) -> dict[str, Any]:
    """The run's coverage of the declared game, by what each judge reached; not judged when scenarios
    were picked by name."""
    applicable = [record for record in records if record["outcome"] != "not_applicable"]
    coverage = judged_coverage(declaration, records, replayed, (played or {}).get("compared", ()))
    sufficient = (bool(coverage.held) and coverage.share >= threshold) if judged else None
    return {**coverage.to_dict(), "threshold": threshold, "sufficient": sufficient,
            "scenarios_applicable": len(applicable), "scenarios_total": len(records)}


def _print_insufficient(errors: Console, declaration: Declaration, coverage: dict[str, Any], code: int,
                        records: list[dict[str, Any]]) -> None:
    """Say that the engine was not judged, and what it would have to declare to be; where the exit code
    says something else first (failures, say), that fixing it will not make the run green; where a fault
    found kept scenarios from their own steps, that fixing it is what raises the coverage."""
    errors.print("domino-conformance run: not enough of the suite applies to judge this engine: "
                 + coverage_line(coverage) + "."
                 + (f" The run exits {code} for what it found; without that it would exit "
                    f"{exit_codes.INSUFFICIENT_COVERAGE}, not 0." if code != exit_codes.INSUFFICIENT_COVERAGE else ""),
                 markup=False, soft_wrap=True)
    if declaration.is_empty or not clauses_holding(declaration):
        errors.print("The engine declares no game the suite can test. Declare the game it plays in its hello "
                     'reply, e.g. "capabilities": {"games": [{"profile": "block", "players": [2]}]}, naming '
                     "any rule it plays differently under \"differences\" (IMPLEMENTING.md, Declaring your "
                     "game).", markup=False, soft_wrap=True)
        return
    if not declaration.games:
        errors.print("Declare the game the engine plays rather than option values: a profile, its player counts "
                      "and its differences (IMPLEMENTING.md, Declaring your game); the suite then plays every "
                      "scenario whose story holds in that game.", markup=False, soft_wrap=True)
    blocked = [record for record in records if record["outcome"] == "not_judged"]
    blocking = Counter(clause for record in blocked for clause, outcome in (record.get("charges") or {}).items()
                       if outcome == "fail")
    if blocking:
        errors.print(f"{len(blocked)} scenarios were not judged: a fault found here "
                     f"({', '.join(clause for clause, _ in blocking.most_common())}) broke their set-up before "
                     "their own step. Fixing it lets them judge their clauses and raises the coverage; declaring "
                     "another game will not.", markup=False, soft_wrap=True)
    missing = coverage["missing"]
    errors.print(f"Clauses of the declared game no judge reached ({len(missing)}): "
                 + ", ".join(missing[:12]) + (" ... (the report's coverage.missing lists all)" if len(missing) > 12
                                              else ""), markup=False, soft_wrap=True)


def _replay(spec: str, options: dict[str, Any], paths: list[Path], progress: Progress | None,
            declaration: Declaration, compared: set[str]) -> list[dict[str, Any]]:
    """Replay transcripts against the engine; one verdict per transcript, never raising; the clauses
    the engine was compared on are added to ``compared``."""
    try:
        engine = open_engine(spec, **options)
    except EngineError as error:
        return [{"file": str(path), "verdict": "error", "message": f"the engine could not be started: {error}"}
                for path in paths]
    task = progress.add_task("transcripts", total=None) if progress is not None else None
    verdicts = []
    try:
        for verdict in iter_replay(engine, paths, compared=compared, declaration=declaration):
            verdict.setdefault("message", "")
            verdicts.append(verdict)
            if progress is not None and task is not None:
                progress.advance(task)
    finally:
        engine.close()
    return verdicts


def _print_summary(console: Console, report: dict[str, Any], quiet: bool) -> None:
    summary = report["summary"]
    engine = report["engine"]
    if not quiet:
        title = f"{engine.get('name', engine['spec'])} {engine.get('version', '')}".strip()
        table = Table(title=Text(terminal.visible_line(title)), caption=CHAPTER_ROWS,
                      show_edge=False)  # the engine's words, never markup
        columns = ("passed", "failed", "errors", "skipped", *(("not_judged",) if summary.get("not_judged") else ()),
                   "not_applicable")
        for column in ("chapter", *columns):
            table.add_column(column.replace("_", " "), justify="left" if column == "chapter" else "right")
        for counts in summary["by_chapter"].values():
            table.add_row(counts["title"], *(str(counts.get(column, 0)) for column in columns))
        # A scenario citing clauses of two chapters is in both rows: the total says how many there are.
        table.add_section()
        table.add_row("every scenario, once", *(str(summary[column]) for column in columns))
        console.print(table)
        _print_problems(console, report)
    replays = report["replays"]
    if replays:
        counts = Counter(replay["verdict"] for replay in replays)
        console.print(f"transcripts replayed: {len(replays)}; " + ", ".join(
            f"{count} {verdict.replace('_', ' ')}" for verdict, count in sorted(counts.items())), soft_wrap=True,
            markup=False)
        for replay in replays:
            if replay["verdict"] in ("diverged", "error", "unreadable"):
                where = f"{replay['file']}" + (f":{replay['line']}" if replay.get("line") else "")
                console.print(terminal.visible_line(f"{replay['verdict'].upper():<9}{where} {replay.get('message', '')}"),
                              markup=False)
    declared = report.get("declared") or {}
    for game in declared.get("games", []):
        variant = "; ".join(game["variant"]) or "none"
        console.print(terminal.visible_line(f"declared game: {game['label']} (variant: {variant})"), markup=False,
                      soft_wrap=True)
    if report.get("coverage"):
        console.print(coverage_line(report["coverage"]), markup=False, soft_wrap=True)
    if report.get("applicability") and not quiet:
        console.print(applicability_line(report["applicability"]), markup=False, soft_wrap=True)
    findings = report_findings(report)
    if not quiet:
        _print_findings(console, findings)
        _print_declaration_hints(console, report.get("declaration_hints", []), findings)
    for line in headline_lines(findings):
        console.print(line, markup=False, soft_wrap=True)
    console.print(headline(summary), soft_wrap=True)  # one line, whatever the width: CI logs grep for it


def _print_details(console: Console, heading: Text, details: list[tuple[str, str]], width: int) -> None:
    """A heading, then its (label, text) lines indented beneath it, labels ``width`` wide, texts folded."""
    console.print(heading)
    grid = Table.grid(padding=(0, 1))
    grid.add_column(width=5, no_wrap=True)
    grid.add_column(width=width, style="dim", no_wrap=True)
    grid.add_column(overflow="fold")
    for label, text in details:
        # The engine's words show on their line; its stderr keeps its lines, in the grid's column.
        grid.add_row("", label, Text(terminal.visible(text) if label == "stderr" else terminal.visible_line(text)))
    console.print(grid)


def _print_findings(console: Console, findings: list[Mapping[str, Any]]) -> None:
    """Each finding: its clause and what differs, expected and actual, its evidence, where it was seen, how to
    see it again, and the hint of an option that explains it."""
    for number, finding in enumerate(findings, 1):
        heading = Text(f"FINDING {number} ", style="bold red")
        heading.append(finding["clause"], style="bold")
        heading.append(f"  {finding['what']}")
        _print_details(console, heading, finding_details(finding), 9)
        reproduction = finding.get("reproduction")
        if reproduction:  # never wrapped, so it can be copied whole
            console.print(f"      again     {reproduction['command']}", soft_wrap=True, markup=False, style="dim")


def _print_declaration_hints(console: Console, entries: list[Mapping[str, Any]],
                             findings: list[Mapping[str, Any]]) -> None:
    """Each option whose other value explains findings at a seating: the value declared there, the value the
    engine plays with the findings it explains (by their number above), and the command that reads its game."""
    numbers = {finding["id"]: number for number, finding in enumerate(findings, 1)}
    for entry in entries:
        heading = Text("DECLARATION ", style="bold yellow")
        heading.append(entry["option"], style="bold")
        heading.append(f"  {heading_text(entry)}")
        _print_details(console, heading, declaration_details(entry, numbers), 9)
        # Never wrapped, so it can be copied whole.
        console.print(f"      identify  {entry['command']}", soft_wrap=True, markup=False, style="dim")


#: What the console's chapter rows count: the report's ``summary.by_chapter`` counts the same way.
CHAPTER_ROWS = ("each chapter's row counts the scenarios citing its clauses, so a scenario citing two chapters "
                "is in both rows; the last row counts every scenario once")


def applicability_line(applicability: dict[str, Any]) -> str:
    """Where the run's decisions of what applies came from: the cache, or made now (and why)."""
    counts = applicability
    total = counts["remembered"] + counts["decided"]
    if counts["cache"] is None:
        return f"applicability: {total} decisions made afresh ({counts['cache_off']}; nothing read from the cache)"
    line = (f"applicability: {counts['remembered']} of {total} decisions remembered from the cache "
            f"{counts['cache']}, {counts['decided']} made now")
    if counts["rejected_entries"]:
        line += f"; {counts['rejected_entries']} cache entries refused (edited, foreign or not a file) and made again"
    return line + "; --no-cache decides afresh"


#: How many failing scenarios the console lists in full; the report holds them all.
PROBLEMS_SHOWN = 50
_STDERR_LINES = 8


def _print_problems(console: Console, report: dict[str, Any]) -> None:
    """Every failed, errored and not judged scenario: id, name, clauses, feature:line, expected and actual."""
    problems = [record for record in report["scenarios"] if record["outcome"] in ("fail", "error", "not_judged")]
    for record in problems[:PROBLEMS_SHOWN]:
        style = {"fail": "red", "error": "magenta"}.get(record["outcome"], "yellow")
        label = "NOT JUDGED" if record["outcome"] == "not_judged" else record["outcome"].upper()
        heading = Text(f"{label:<6}" if len(label) < 6 else label + " ", style=f"bold {style}")
        heading.append(record["id"], style="bold")
        heading.append(f"  {terminal.visible(record['name'])}")
        details = [(label, "\n".join(text.splitlines()[-_STDERR_LINES:]) if label == "stderr" else text)
                   for label, text in problem_details(record)]
        _print_details(console, heading, details, 8)
        # Never wrapped, so it can be copied whole.
        console.print(f"      again    {rerun_command(report['engine']['spec'], record['id'])}",
                      soft_wrap=True, markup=False, style="dim")
    if len(problems) > PROBLEMS_SHOWN:
        console.print(f"... and {len(problems) - PROBLEMS_SHOWN} more; the report lists them all", markup=False)


#: The command that runs one scenario again against the same engine (a finding's reproduction, as the
#: console's failures give it).
rerun_command = scenario_command


def _named(scenario: suite.Scenario, ids: list[str]) -> bool:
    """Whether ``--id`` names the scenario: its id, or (for an outline row) its outline's bare id."""
    return scenario.id is not None and (scenario.id in ids or scenario.id.partition("#")[0] in ids)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def picker(expression: str) -> Callable[[suite.Scenario], bool]:
    """Whether a ``-k`` expression picks a scenario, as pytest's -k reads one: words joined by
    ``and``, ``or``, ``not`` and parentheses, each word matched case-insensitively as part of
    a scenario's id, name (also as pytest-bdd spells its test: ``with_turnmust_play__true``),
    feature file or clause ids."""
    from pytest_bdd.scenario import make_python_name

    tokens = re.findall(r"\(|\)|[^\s()]+", expression)
    if not tokens:
        raise ValueError("an empty expression selects nothing")
    python = " ".join(token if token in ("and", "or", "not", "(", ")") else f"_matches({token!r})"
                      for token in tokens)
    try:
        code = compile(python, "<-k expression>", "eval")
    except SyntaxError:
        raise ValueError(f"{expression!r} is not an expression of words, and, or, not and parentheses") from None

    def picked(scenario: suite.Scenario) -> bool:
        haystack = " ".join([scenario.id or "", scenario.name, make_python_name(scenario.name), scenario.file,
                             *scenario.clauses]).lower()
        return bool(eval(code, {"__builtins__": {}}, {"_matches": lambda word: word.lower() in haystack}))

    return picked
