"""``domino-conformance diff A B``: what differs between two rulesets, clause by clause."""

from __future__ import annotations

import argparse
import json
from typing import Any

from .. import exit_codes
from conformance.reports.pages import render_diff_text
from conformance.rulebook.ruleset_rules import RulesetSource, diff, load_named
from . import arguments
from .clauses import LoadFailure, error, load_rulebook


def register(subparsers: Any) -> None:
    """Add the ``diff`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "diff",
        run,
        help="show what differs between two rulesets (profiles or files)",
        description="Compare two rulesets, each a profile name or a ruleset file: the options "
        "they pin differently, each value in words, then every clause of the rulebook that holds "
        "in one only or holds in both under different values, with the options behind it.",
    )
    parser.add_argument("a", metavar="A", help="a profile name or a ruleset file")
    parser.add_argument("b", metavar="B", help="a profile name or a ruleset file")
    parser.add_argument("--json", action="store_true", help="print the differences as JSON")


def run(args: argparse.Namespace) -> int:
    """Print the differences; exit OK whether or not there are any, USAGE for a bad input."""
    try:
        book = load_rulebook()
        result = diff(book, load_named(args.a), load_named(args.b))
    except (LoadFailure, RulesetSource) as failure:
        error(str(failure))
        return exit_codes.USAGE
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(render_diff_text(result), end="")
    return exit_codes.OK
