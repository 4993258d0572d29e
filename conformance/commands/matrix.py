"""``domino-conformance matrix``: a compliance matrix (clauses x engines) from run reports."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from conformance import exit_codes
import conformance.rulebook.index as rulebook
from . import arguments
from conformance.reports.matrix import build_matrix, render_html, render_markdown
from conformance.reports.run_report import ReportError, load_report, rulebook_identity
from conformance.inputs.text_output import UnwritableOutput, write_whole

EXAMPLES = """\
examples:
  domino-conformance run --report reference.json
  domino-conformance run --engine 'exec:./my-engine' --report mine.json
  domino-conformance matrix reference.json mine.json --html matrix.html
  domino-conformance matrix *.json --markdown matrix.md
  domino-conformance matrix mine.json >> "$GITHUB_STEP_SUMMARY"      Markdown on standard output
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``matrix`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "matrix",
        run,
        help="a compliance matrix of clauses x engines, from run reports",
        description="Render run reports (one per engine) as a compliance matrix: one row per rulebook clause, "
        "grouped by chapter, one column per engine, each cell the clause's verdict. The HTML page "
        "is self-contained: it loads nothing from anywhere. With neither --html nor --markdown, "
        "Markdown goes to standard output.",
        examples=EXAMPLES,
    )
    parser.add_argument(
        "reports",
        nargs="+",
        type=Path,
        metavar="REPORT.json",
        help="reports written by 'run --report', one column each, in this order",
    )
    parser.add_argument("--html", type=arguments.output_file, action=arguments.OneOutputEach, metavar="FILE",
                        help="write the HTML page here")
    parser.add_argument("--markdown", type=arguments.output_file, action=arguments.OneOutputEach, metavar="FILE",
                        help="write the Markdown here")


def _fail(message: str) -> int:
    print(f"domino-conformance matrix: {message}", file=sys.stderr)
    return exit_codes.USAGE


def run(args: argparse.Namespace) -> int:
    """Read and validate every report, then write each output; nothing is written if an input is bad."""
    reports = []
    for path in args.reports:
        try:
            reports.append(load_report(path))
        except ReportError as error:
            return _fail(str(error))
    try:
        book = rulebook.load()
    except (rulebook.RulebookError, OSError) as error:
        return _fail(f"the rulebook cannot be read: {error}")
    matrix = build_matrix(reports, [str(path) for path in args.reports], book, rulebook_identity()["digest"])
    if args.html is None and args.markdown is None:
        sys.stdout.write(render_markdown(matrix))
        return exit_codes.OK
    outputs = [
        (path, render(matrix))
        for path, render in ((args.html, render_html), (args.markdown, render_markdown))
        if path is not None
    ]
    for path, text in outputs:
        try:
            write_whole(path, text)
        except UnwritableOutput as error:
            return _fail(str(error))
    return exit_codes.OK
