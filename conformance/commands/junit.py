"""``domino-conformance junit``: JUnit XML for CI, rendered from a saved run report."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import exit_codes
from . import arguments
from conformance.reports.junit import render_junit, write_junit
from conformance.reports.run_report import ReportError, load_report
from conformance.inputs.text_output import UnwritableOutput

EXAMPLES = """\
examples:
  domino-conformance run --engine 'exec:./my-engine' --report report.json
  domino-conformance junit report.json --out junit.xml
  (domino-conformance run --junit junit.xml writes the same file straight away)
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the ``junit`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "junit",
        run,
        help="render a run report as JUnit XML for CI",
        description="Render a saved run report as JUnit XML: one testsuite per feature file, one testcase "
        "per scenario, with clause ids, scenario id, feature file and line, and the engine as "
        "properties.",
        examples=EXAMPLES,
    )
    parser.add_argument("report", type=Path, metavar="REPORT.json", help="a report written by 'run --report'")
    parser.add_argument(
        "--out", type=arguments.output_file, metavar="FILE", help="write the XML here (default: standard output)"
    )
    arguments.add_not_applicable_argument(parser)


def run(args: argparse.Namespace) -> int:
    """Read, validate and render the report; exit 4 if it cannot be used."""
    try:
        report = load_report(args.report)
    except ReportError as error:
        print(f"domino-conformance junit: {error}", file=sys.stderr)
        return exit_codes.USAGE
    if args.out is None:
        sys.stdout.write(render_junit(report, args.junit_not_applicable))
        return exit_codes.OK
    try:
        write_junit(args.out, report, args.junit_not_applicable)
    except UnwritableOutput as error:
        print(f"domino-conformance junit: {error}", file=sys.stderr)
        return exit_codes.USAGE
    return exit_codes.OK
