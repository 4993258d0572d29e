"""``domino-conformance rulebook``: the whole rulebook as one self-contained HTML page."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from conformance import exit_codes
import conformance.suite.features as suite
from conformance.reports.pages import render_rulebook_html
from . import arguments
from .clauses import LoadFailure, emit, error, load_rulebook

#: Where the page shipped with the package lives, beside the chapters it is made from.
SHIPPED_PAGE = Path("spec") / "rulebook.html"


def register(subparsers: Any) -> None:
    """Add the ``rulebook`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "rulebook",
        run,
        help="make the rulebook page: every clause, its scenarios beside it",
        description="Render the whole rulebook (spec/) as one self-contained HTML page: a clause "
        "per anchor with its level, options, sources and the profiles in which it holds, the "
        "scenarios that test it linked from it, then the rule options, the sources and every scenario. "
        "The package ships this page as rulebook.html in its spec folder "
        "('domino-conformance docs --path spec' says where).",
    )
    parser.add_argument("--out", metavar="FILE", type=arguments.output_file, help="write here instead of standard output")


def run(args: argparse.Namespace) -> int:
    """Render the page; exit USAGE naming the file that cannot be read or written."""
    try:
        book = load_rulebook()
        scenarios = suite.load()
    except LoadFailure as failure:
        error(str(failure))
        return exit_codes.USAGE
    except suite.FeatureFileError as failure:
        error(f"the suite cannot be read: {failure}")
        return exit_codes.USAGE
    return emit(render_rulebook_html(book, scenarios), args.out)
