"""``domino-conformance run``: the whole suite against one engine, with a summary and a report."""

from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import time
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from .. import exit_codes, plugin
from . import play as play_command
from ..engines import DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT, EngineError, EngineSpecError, open_engine
from ..replay import iter_replay
from ..resources import data_path
from ..junit import render_junit
from ..report import (
    ReportError,
    build_report,
    headline,
    problem_details,
    report_json,
    validate_report,
    write_atomically,
)

EXAMPLES = """\
examples:
  domino-conformance run                                   the reference engine
  domino-conformance run --engine 'exec:node examples/node-engine/engine.js' --report node.json
  domino-conformance run -k blocked                        only scenarios whose name matches
  domino-conformance run --report r.json --junit junit.xml  a report, and JUnit XML for CI

exit codes: 0 every applicable required scenario passed, 1 failures (or skipped scenarios), 2 errors,
3 engine or protocol fault, 4 usage error (see docs/reports.md)
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "run", help="run the scenario suite against an engine",
        description="Run every scenario against an engine and print a clause-by-clause verdict.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--engine", default=plugin.DEFAULT_ENGINE,
                        help="'reference' (default), 'py:module:factory' or 'exec:<command line>'")
    parser.add_argument("--report", type=Path, metavar="FILE", help="write the JSON report here")
    parser.add_argument("--junit", type=Path, metavar="FILE", help="write JUnit XML for CI here")
    parser.add_argument("-k", dest="keyword", metavar="EXPR", help="only scenarios matching this pytest -k expression")
    parser.add_argument("--replay", nargs="*", type=Path, metavar="PATH",
                        help="transcripts to replay after the scenarios (default: the bundled valid corpus; "
                             "give none to skip the replay)")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"per-request timeout for subprocess engines; 0 waits forever (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--max-restarts", type=int, default=DEFAULT_MAX_RESTARTS, metavar="N",
                        help=f"restarts of a crashed engine before it is abandoned (default {DEFAULT_MAX_RESTARTS})")
    parser.add_argument("--validate-protocol", action="store_true",
                        help="check every request and reply against the protocol schemas")
    parser.add_argument("--play-hands", type=int, default=200, metavar="N",
                        help="hands of differential play against the reference engine at the end (default 200; "
                             "0 skips it)")
    parser.add_argument("--play-seconds", type=float, default=10.0, metavar="SECONDS",
                        help="stop differential play after this long (default 10)")
    parser.add_argument("--play-seed", type=int, metavar="N", help="the seed of differential play (default: random, "
                                                                  "printed)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only the headline")
    parser.set_defaults(handler=run)


class _Collector:
    """A pytest plugin object gathering scenario records and collection errors."""

    def __init__(self, progress: Progress | None) -> None:
        self.records: list[dict[str, Any]] = []
        self.collection_errors: list[str] = []
        self.progress = progress
        self.task = None

    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[plugin.RECORD_LISTENERS] = [self._record]

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collection_errors.append(str(report.longrepr))

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.progress is not None:
            self.task = self.progress.add_task("scenarios", total=len(session.items))

    def _record(self, record: plugin.ScenarioRecord) -> None:
        self.records.append(record.to_dict())
        if self.progress is not None and self.task is not None:
            self.progress.advance(self.task)


def run(args: argparse.Namespace) -> int:
    console = Console(highlight=False)
    errors = Console(stderr=True, highlight=False)
    engine_options = {"timeout": args.timeout or None, "max_restarts": args.max_restarts,
                      "validate": args.validate_protocol}
    try:
        engine = open_engine(args.engine, **engine_options)
    except EngineSpecError as error:
        errors.print(f"domino-conformance run: --engine: {error}")
        return exit_codes.USAGE
    except EngineError as error:
        errors.print(f"domino-conformance run: the engine {args.engine!r} could not be started: {error}")
        if error.stderr:
            errors.print(f"its stderr ended with:\n{error.stderr}")
        return exit_codes.ENGINE_FAULT
    identity = {"spec": args.engine, **engine.identity, "capabilities": engine.capabilities}
    engine.close()

    show_progress = not args.no_progress and not args.quiet and sys.stderr.isatty()
    progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=errors, transient=True) if show_progress else None
    collector = _Collector(progress)
    # The suite module is given to pytest by path: importing it outside pytest cannot bind scenarios.
    suite_module = importlib.util.find_spec("conformance.scenarios").origin  # type: ignore[union-attr]
    pytest_args = [str(suite_module), "--domino-engine", args.engine, "-p", "no:terminal", "-p", "no:cacheprovider",
                   "-c", str(Path(str(suite_module)).with_name("run.ini")), "-o", "python_files=*.py",
                   "--domino-timeout", str(args.timeout), "--domino-max-restarts", str(args.max_restarts)]
    if args.validate_protocol:
        pytest_args.append("--domino-validate-protocol")
    if args.keyword:
        pytest_args += ["-k", args.keyword]
    started, clock = _now(), time.perf_counter()
    if progress is not None:
        with progress:
            status = pytest.main(pytest_args, plugins=[collector])
    else:
        status = pytest.main(pytest_args, plugins=[collector])
    if status in (pytest.ExitCode.INTERNAL_ERROR, pytest.ExitCode.USAGE_ERROR):
        collector.collection_errors.append(f"pytest stopped with {status.name}")
    replay_paths = [data_path("transcripts") / "valid"] if args.replay is None else args.replay
    replays = _replay(args.engine, engine_options, replay_paths, progress) if replay_paths else []
    played = None
    if args.play_hands > 0:
        seed = args.play_seed if args.play_seed is not None else random.randrange(1_000_000)
        played = play_command.run_phase(args.engine, engine_options, args.play_hands, args.play_seconds, seed)
    duration = time.perf_counter() - clock

    report = build_report(identity, collector.records, started, _now(), duration, replays, played)
    try:
        validate_report(report)
    except ReportError as error:
        # The runner built something its own schema refuses: a bug, never the engine's verdict.
        errors.print(f"domino-conformance run: internal error: {error}; this is a bug in domino-conformance, "
                     "and no report was written", markup=False)
        return exit_codes.ENGINE_FAULT
    for path, what, render in ((args.report, "the report", report_json), (args.junit, "the JUnit XML", render_junit)):
        if path is None:
            continue
        try:
            write_atomically(path, render(report))
        except OSError as error:
            errors.print(f"domino-conformance run: cannot write {what} {path}: {error.strerror}", markup=False)
            return exit_codes.USAGE
    if collector.collection_errors:
        errors.print("domino-conformance run: the suite could not be loaded:")
        for message in collector.collection_errors:
            errors.print(message)
        return exit_codes.USAGE
    if played is not None and not args.quiet:
        console.print(play_command.phase_line(played), markup=False, soft_wrap=True)
    _print_summary(console, report, quiet=args.quiet)
    summary = report["summary"]
    replayed = Counter(replay["verdict"] for replay in report["replays"])
    if summary["errors"] or replayed["error"] or (played and played["errors"]):
        return exit_codes.ERRORS
    required = summary["required"]  # a SHOULD or MAY scenario that fails is reported, not fatal
    if required["failed"] or required["skipped"] or replayed["diverged"] or replayed["unreadable"]:
        return exit_codes.FAILURES
    if played and played["divergences"]:
        return exit_codes.FAILURES
    return exit_codes.OK if summary["total"] else exit_codes.USAGE


def _replay(spec: str, options: dict[str, Any], paths: list[Path], progress: Progress | None) -> list[dict[str, Any]]:
    """Replay transcripts against the engine; one verdict per transcript, never raising."""
    try:
        engine = open_engine(spec, **options)
    except EngineError as error:
        return [{"file": str(path), "verdict": "error", "message": f"the engine could not be started: {error}"}
                for path in paths]
    task = progress.add_task("transcripts", total=None) if progress is not None else None
    verdicts = []
    try:
        for verdict in iter_replay(engine, paths):
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
        table = Table(title=f"{engine.get('name', engine['spec'])} {engine.get('version', '')}".strip(),
                      show_edge=False)
        for column in ("chapter", "passed", "failed", "errors", "skipped", "not applicable"):
            table.add_column(column, justify="left" if column == "chapter" else "right")
        for counts in summary["by_chapter"].values():
            table.add_row(counts["title"], str(counts["passed"]), str(counts["failed"]), str(counts["errors"]),
                          str(counts["skipped"]), str(counts["not_applicable"]))
        console.print(table)
        _print_problems(console, report)
    replays = report["replays"]
    if replays:
        counts = Counter(replay["verdict"] for replay in replays)
        console.print(f"transcripts replayed: {len(replays)}; " + ", ".join(
            f"{count} {verdict.replace('_', ' ')}" for verdict, count in sorted(counts.items())), soft_wrap=True)
        for replay in replays:
            if replay["verdict"] in ("diverged", "error", "unreadable"):
                where = f"{replay['file']}" + (f":{replay['line']}" if replay.get("line") else "")
                console.print(f"{replay['verdict'].upper():<9}{where} {replay.get('message', '')}", markup=False)
    console.print(headline(summary), soft_wrap=True)  # one line, whatever the width: CI logs grep for it


#: How many failing scenarios the console lists in full; the report holds them all.
PROBLEMS_SHOWN = 50
_STDERR_LINES = 8


def _print_problems(console: Console, report: dict[str, Any]) -> None:
    """Every failed and errored scenario: id, name, clauses, feature:line, expected and actual."""
    problems = [record for record in report["scenarios"] if record["outcome"] in ("fail", "error")]
    for record in problems[:PROBLEMS_SHOWN]:
        style = "red" if record["outcome"] == "fail" else "magenta"
        heading = Text(f"{record['outcome'].upper():<6}", style=f"bold {style}")
        heading.append(record["id"], style="bold")
        heading.append(f"  {record['name']}")
        console.print(heading)
        grid = Table.grid(padding=(0, 1))
        grid.add_column(width=5, no_wrap=True)
        grid.add_column(width=8, style="dim", no_wrap=True)
        grid.add_column(overflow="fold")
        for label, text in problem_details(record):
            if label == "stderr":
                text = "\n".join(text.splitlines()[-_STDERR_LINES:])
            grid.add_row("", label, Text(text))
        console.print(grid)
    if len(problems) > PROBLEMS_SHOWN:
        console.print(f"... and {len(problems) - PROBLEMS_SHOWN} more; the report lists them all")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")
