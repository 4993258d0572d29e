"""``domino-conformance rules``: the complete rules of one ruleset, as a referee hands them to the table."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .. import exit_codes
from conformance.reports.pages import render_rules_html, render_rules_markdown
from conformance.rulebook.ruleset_rules import RulesetSource, load_named, rules_of
from . import arguments
from .clauses import LoadFailure, emit, error, load_rulebook


def register(subparsers: Any) -> None:
    """Add the ``rules`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "rules",
        run,
        help="print the complete rules of a profile or ruleset file",
        description="Print every clause that holds under a ruleset, in the rulebook's order, "
        "with its option values in plain words, examples, and each rule's id and sources as "
        "notes: Markdown, or one self-contained printable HTML page.",
    )
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--profile", metavar="P", help="a profile of spec/profiles/ (e.g. block)")
    which.add_argument("--ruleset", metavar="FILE", type=Path,
                       help="a ruleset file: a whole ruleset, or {\"profile\": ..., \"overrides\": {...}}")
    parser.add_argument("--players", metavar="N", type=int, help="the rules for this number of players")
    parser.add_argument("--format", choices=("md", "html"), default="md", help="md (default) or html")
    parser.add_argument("--out", metavar="FILE", type=arguments.output_file, help="write here instead of standard output")


def run(args: argparse.Namespace) -> int:
    """Print (or write) the rules; exit USAGE naming the input when it cannot be used."""
    try:
        book = load_rulebook()
        if args.profile is not None:
            named = load_named(args.profile)
            if named.label != args.profile:
                raise RulesetSource(f"there is no profile {args.profile!r}")
        else:
            if not args.ruleset.exists():
                raise RulesetSource(f"{args.ruleset}: no such ruleset file")
            named = load_named(str(args.ruleset))
        document = rules_of(book, named, args.players)
    except (LoadFailure, RulesetSource) as failure:
        error(str(failure))
        return exit_codes.USAGE
    render = render_rules_html if args.format == "html" else render_rules_markdown
    return emit(render(document), args.out)
