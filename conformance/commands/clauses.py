"""``domino-conformance clauses``: every clause of the rulebook, with the scenarios that test it."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from conformance import exit_codes
import conformance.rulebook.index as rulebook
import conformance.suite.features as suite
from conformance.rulebook.index import Clause
from conformance.inputs.text_output import UnwritableOutput, write_whole
from conformance.inputs import terminal
from . import arguments


class LoadFailure(Exception):
    """The rulebook or the suite could not be read; the message says where."""


def load_rulebook() -> rulebook.Rulebook:
    """The rulebook, or ``LoadFailure`` naming the bad file and line."""
    try:
        return rulebook.load()
    except (rulebook.RulebookError, FileNotFoundError) as error:
        raise LoadFailure(f"the rulebook cannot be read: {error}") from None


def scenarios_by_clause() -> dict[str, list[str]]:
    """Clause id -> scenario ids, or ``LoadFailure`` naming the bad feature file."""
    try:
        return suite.scenarios_by_clause()
    except suite.FeatureFileError as error:
        raise LoadFailure(f"the suite cannot be read: {error}") from None


def error(message: str) -> None:
    """Print ``message`` to stderr as the command line's error."""
    print(f"domino-conformance: {message}", file=sys.stderr)


def emit(text: str, out: Path | None) -> int:
    """Print ``text``, or write it to ``out`` whole or not at all; the exit code (USAGE naming a file that
    cannot be written)."""
    if out is None:
        print(text, end="")
        return exit_codes.OK
    try:
        write_whole(out, text)
    except UnwritableOutput as failure:
        error(str(failure))
        return exit_codes.USAGE
    return exit_codes.OK


def register(subparsers: Any) -> None:
    """Add the ``clauses`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "clauses",
        run,
        help="list every clause of the rulebook",
        description="List every clause of the rulebook: id, title, level, sources and the "
        "scenarios that test it.",
    )
    parser.add_argument("--json", action="store_true", help="print a JSON array for tools")
    parser.add_argument("--coverage", action="store_true",
                        help="for each profile and seating it allows: how many of the clauses that hold there "
                             "have a scenario that applies to an engine declaring exactly that game")


def clause_record(clause: Clause, scenarios: list[str]) -> dict[str, Any]:
    """A clause as the JSON listing gives it."""
    return {
        "id": clause.id,
        "title": clause.title,
        "level": clause.level,
        "chapter": clause.chapter,
        "file": f"spec/{clause.file}",
        "line": clause.line,
        "applies_when": clause.applies_when,
        "sources": list(clause.sources),
        "options": list(clause.options),
        "scenarios": scenarios,
    }


def coverage_records() -> list[dict[str, Any]]:
    """Per (profile, seating): the clauses that hold, those exercised, the share and what is missing."""
    from conformance.suite.coverage import SUITE_TARGET, profile_coverage

    try:
        scenarios = suite.load()
    except suite.FeatureFileError as failure:
        raise LoadFailure(f"the suite cannot be read: {failure}") from None
    return [{"profile": game.base, "players": game.players[0], "teams": game.ruleset.get("teams") is not None,
             "scenarios_applicable": applicable, **coverage.to_dict(), "target": SUITE_TARGET}
            for game, coverage, applicable in profile_coverage(scenarios)]


def _run_coverage(as_json: bool) -> int:
    try:
        records = coverage_records()
    except LoadFailure as failure:
        error(str(failure))
        return exit_codes.USAGE
    if as_json:
        json.dump(records, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
        return exit_codes.OK
    print("profile               players  clauses exercised / holding  share   scenarios")
    for record in records:
        seating = f"{record['players']}" + (" (teams)" if record["teams"] else "")
        flag = "" if record["share"] >= record["target"] else f"   below {record['target']:.0%}"
        print(f"{record['profile']:<22}{seating:<9}{record['exercised']:>17} / {record['held']:<9}"
              f"{record['share']:>7.1%}{record['scenarios_applicable']:>11}{flag}")
    return exit_codes.OK


def run(args: argparse.Namespace) -> int:
    """Print the clause list; exit USAGE if the rulebook or the suite cannot be read."""
    if args.coverage:
        return _run_coverage(args.json)
    try:
        book = load_rulebook()
        covering = scenarios_by_clause()
    except LoadFailure as failure:
        error(str(failure))
        return exit_codes.USAGE
    records = [clause_record(clause, covering.get(clause.id, [])) for clause in book.clauses]
    if args.json:
        json.dump(records, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    elif sys.stdout.isatty():
        _print_table(records)
    else:
        for record in records:
            sources = ", ".join(_short_source(s) for s in record["sources"])
            scenarios = ", ".join(record["scenarios"]) or "-"
            print(f"{record['id']}\t{record['level'].upper()}\t{record['title']}\t{sources}\t{scenarios}")
    return exit_codes.OK


def _short_source(source: str) -> str:
    """A seed by its title; a URL without its scheme."""
    return rulebook.source_title(source).split("://", 1)[-1]


def _compact_source(source: str) -> str:
    """For the table: a seed by its title, a URL by its host."""
    if "://" not in source:
        return rulebook.source_title(source)
    host = source.split("://", 1)[1].split("/", 1)[0]
    return host.removeprefix("www.")


def _print_table(records: list[dict[str, Any]]) -> None:
    from rich.table import Table

    table = Table(title=f"{len(records)} clauses", expand=True)
    table.add_column("Clause", style="bold", overflow="fold", ratio=3)
    table.add_column("Level", width=6)
    table.add_column("Title", ratio=3)
    table.add_column("Sources", ratio=2)
    table.add_column("Scenarios", justify="right", width=9)
    for record in records:
        table.add_row(
            record["id"],
            record["level"].upper(),
            record["title"],
            "; ".join(dict.fromkeys(_compact_source(s) for s in record["sources"])),
            str(len(record["scenarios"])) if record["scenarios"] else "[red]none[/red]",
        )
    terminal.console().print(table)
