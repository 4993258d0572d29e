"""``domino-conformance lint``: check the suite itself (ids, clause tags, coverage, steps, deals)."""

from __future__ import annotations

import argparse
import sys

from conformance import exit_codes
import conformance.suite.lint as lint
import conformance.rulebook.index as rulebook_module
from conformance.suite.coverage import SUITE_TARGET
from conformance.rulebook.data_paths import data_path, is_installed_copy
from conformance.suite.vocabulary import render_markdown
from conformance.inputs.text_output import UnwritableOutput, write_whole
from . import arguments


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = arguments.add_command(
        subparsers, "lint", run,
        help="check the suite: ids, clause tags, coverage, steps, deals, coverage of every seating",
        description="Check every scenario of the suite against the rulebook and the step vocabulary.",
    )
    parser.add_argument("--write-steps", action="store_true",
                        help="rewrite features/STEPS.md from the step library first")


def run(args: argparse.Namespace) -> int:
    features = data_path("features")
    if args.write_steps:
        if is_installed_copy(features):
            print(f"domino-conformance lint: --write-steps rewrites the suite's own features/STEPS.md, "
                  f"and {features} is an installed copy: run it in a source checkout", file=sys.stderr)
            return exit_codes.USAGE
        try:
            write_whole(features / "STEPS.md", render_markdown())
        except UnwritableOutput as error:
            print(f"domino-conformance lint: --write-steps: {error}", file=sys.stderr)
            return exit_codes.USAGE
    try:
        book = rulebook_module.load()
    except rulebook_module.RulebookError as error:
        print(f"domino-conformance lint: the rulebook cannot be read: {error}", file=sys.stderr)
        return exit_codes.USAGE
    # A whole lint takes minutes on a slow machine: say what it is doing, on standard error.
    problems = lint.lint(features, book, coverage_target=SUITE_TARGET,
                         progress=lambda stage: print(f"lint: {stage}", file=sys.stderr, flush=True))
    for problem in problems:
        print(problem)
    print(lint.summary(problems))
    return exit_codes.FAILURES if problems else exit_codes.OK
