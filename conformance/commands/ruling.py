"""``domino-conformance ruling SHEET``: settle a rule dispute from a game sheet.

Plays the sheet on the reference engine and answers its question in words
(legal or not and why, who acts and the legal moves, or the result with its
arithmetic), with the clause; then the answer under each value of every rule
option it depends on, with the sources and profiles that take each value.
An earlier move that breaks a rule is itself the ruling.

A file of several sheets (separated by ``---`` lines) is ruled one sheet at a
time, the rulings separated by ``---`` (with ``--json``, one object a line).

Exit codes: 0 answered; 1 the answer differs from one of the sheet's
``expect`` lines; 4 the sheet cannot be read (the message names its line and
column).
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from .. import exit_codes
from ..ruling import render, rule
from ..sheet import SheetError, parse_many, read_text
from ..records.files import UnreadableInput
from . import arguments
from .clauses import LoadFailure, error, load_rulebook

EXAMPLES = """\
examples:
  domino-conformance ruling sheets/s2-blocked-three-players.sheet
  domino-conformance ruling my-game.sheet --json
"""


def register(subparsers: Any) -> None:
    """Add the ``ruling`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "ruling",
        run,
        help="answer a game sheet's question, under its rules and every rulebook that disagrees",
        description="Answer the question a game sheet asks (a move, what now, or the end of the hand) "
        "with the clause and arithmetic, then under each value of every rule option the answer "
        "depends on, with the sources that take each value.",
        examples=EXAMPLES,
    )
    parser.add_argument("sheet", metavar="SHEET", help="a game sheet, or several separated by '---' lines "
                        "(docs/sheets.md)")
    parser.add_argument("--json", action="store_true", help="print the ruling as one JSON object")


def run(args: argparse.Namespace) -> int:
    """Rule on each sheet of the file; exit 0, 1 when an expectation of a sheet disagrees, 4 when one
    cannot be read (then none is ruled)."""
    try:
        book = load_rulebook()
        sheets = parse_many(read_text(args.sheet), args.sheet)
    except (UnreadableInput, SheetError, LoadFailure) as problem:
        error(str(problem))
        return exit_codes.USAGE
    agreed = True
    for number, sheet in enumerate(sheets):
        ruling = rule(sheet, book)
        if args.json:  # one object a sheet, one a line
            print(json.dumps(ruling.to_dict(), ensure_ascii=False, default=str))
        else:
            print(("\n---\n\n" if number else "") + render(ruling))
        agreed = agreed and all(check.agrees for check in ruling.expectations)
    return exit_codes.OK if agreed else exit_codes.FAILURES
