"""``domino-conformance explain <id>``: one clause or rule option, in full."""

from __future__ import annotations

import argparse
import difflib
import json
from typing import Any

from .. import exit_codes
from conformance.rulebook.index import Clause, OptionDoc, Rulebook, cited_by_title, profiles, source_title
from conformance.records.sheets import SheetError, sheets_for_option
from ..records.files import UnreadableInput
from conformance.rulebook.ruleset_rules import profiles_where_clause_holds
from . import arguments
from .clauses import LoadFailure, error, load_rulebook, scenarios_by_clause


def register(subparsers: Any) -> None:
    """Add the ``explain`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "explain",
        run,
        help="show one clause or rule option in full",
        description="Show a clause's text, level, sources, the options that touch it (with "
        "each profile's value) and the scenarios that test it; or a rule option's values, "
        "meanings, sources and profile values.",
    )
    parser.add_argument("id", metavar="ID", help="a clause id (turn.must-play) or an option id (score.blocked)")


def run(args: argparse.Namespace) -> int:
    """Explain the clause or option named; exit USAGE with suggestions if there is none."""
    try:
        book = load_rulebook()
    except LoadFailure as failure:
        error(str(failure))
        return exit_codes.USAGE
    wanted = args.id.strip()
    clause_ids = book.ids()
    option_ids = [option.id for option in book.options]
    try:
        if wanted in clause_ids:
            print(explain_clause(book, book.clause(wanted), scenarios_by_clause().get(wanted, [])))
            return exit_codes.OK
        if wanted in option_ids:
            print(explain_option(book, book.option(wanted)))
            return exit_codes.OK
    except LoadFailure as failure:
        error(str(failure))
        return exit_codes.USAGE
    nearest = difflib.get_close_matches(wanted, clause_ids + option_ids, n=5, cutoff=0.5)
    if not nearest:
        prefix = wanted.split(".", 1)[0]
        nearest = [i for i in clause_ids + option_ids if i.split(".", 1)[0] == prefix][:5]
    hint = f"; did you mean {', '.join(nearest)}?" if nearest else "; `domino-conformance clauses` lists them all"
    error(f"no clause or rule option is called {wanted!r}{hint}")
    return exit_codes.USAGE


def _value_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def _profile_values(option_id: str) -> list[tuple[str, Any]]:
    from reference_impl.ruleset import get_path

    out = []
    for name, data in sorted(profiles().items()):
        try:
            out.append((name, get_path(data, option_id)))
        except KeyError:
            out.append((name, "(not set)"))
    return out


def explain_clause(book: Rulebook, clause: Clause, scenarios: list[str]) -> str:
    """The full text of a clause, with its options' profile values and its scenarios."""
    lines = [
        f"{clause.id} — {clause.title}",
        f"Level: {clause.level.upper()}",
        f"Chapter: {clause.chapter} (spec/{clause.file}, line {clause.line})",
    ]
    if clause.applies_when:
        lines.append(f"Applies when: {clause.applies_when.replace('`', '')}")
    holds = profiles_where_clause_holds(clause)
    lines.append(f"Holds in: {', '.join(holds) if holds else 'no profile (a ruleset must change an option)'}")
    lines += ["", cited_by_title(clause.text).replace("`", ""), "", "Sources:"]
    lines += [f"  {source_title(source)}" for source in clause.sources]
    if clause.options:
        lines += ["", "Options:"]
        for option_id in clause.options:
            values = ", ".join(f"{name} = {_value_text(value)}" for name, value in _profile_values(option_id))
            lines.append(f"  {option_id}: {values}")
    lines += ["", "Scenarios:"]
    lines += [f"  {scenario}" for scenario in scenarios] or ["  (none yet)"]
    return "\n".join(lines)


def explain_option(book: Rulebook, option: OptionDoc) -> str:
    """An option's values, meanings, sources, clauses and profile values."""
    lines = [
        f"{option.id} — {option.title} (rule option, {option.kind})",
        f"Documented in spec/{option.file}, line {option.line}",
        "",
        cited_by_title(option.text).replace("`", ""),
        "",
        "Values:",
    ]
    for value in option.values:
        lines.append(f"  {value.label.replace('`', '')}: {value.meaning}")
        lines += [f"      source: {source_title(source)}" for source in value.sources]
    lines += ["", "Profiles:"]
    lines += [f"  {name}: {_value_text(value)}" for name, value in _profile_values(option.id)]
    clauses = book.clauses_for_option(option.id)
    lines += ["", "Clauses:"]
    lines += [f"  {clause.id} — {clause.title}" for clause in clauses] or ["  (none)"]
    try:
        sheets = sheets_for_option(option.id)
    except (SheetError, UnreadableInput) as problem:
        raise LoadFailure(f"the bundled game sheets cannot be read: {problem}") from None
    if sheets:
        lines += ["", "Game sheets that show the dispute (domino-conformance ruling <sheet>):"]
        lines += [f"  sheets/{path.name}" for path in sheets]
    return "\n".join(lines)
