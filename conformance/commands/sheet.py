"""``domino-conformance sheet FILE``: a transcript printed as a game sheet, or a game sheet as a transcript.

A file whose first character is ``{`` holds transcripts (one ``.json``, or
JSON Lines): each is printed as a sheet, sheets separated by a ``---`` line.
Any other file holds sheets: each is printed as a canonical transcript, one
a line. What the sheet leaves out (leaders, drawn tiles, scores, results) is
filled in by playing it on the reference engine.

Exit codes: 0 converted; 4 the file could not be read, or a sheet cannot be
written as a transcript (the message names the line and column).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .. import exit_codes
from conformance.records.sheets import SEPARATOR, SheetError, parse_many, read_text
from conformance.judging.sheet_play import ConversionError, from_transcript, to_transcript
from ..records.files import InvalidTranscript, UnreadableInput, iter_documents, load
from ..records.model import dumps
from . import arguments
from .clauses import error

EXAMPLES = """\
examples:
  domino-conformance sheet transcripts/valid/worked/s2-three-hands.json     print it as a sheet
  domino-conformance sheet sheets/s2-three-hands.sheet                      print it as a transcript
"""


def register(subparsers: Any) -> None:
    """Add the ``sheet`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "sheet",
        run,
        help="print a transcript as a game sheet, or a game sheet as a transcript",
        description="Convert between transcripts (JSON) and game sheets (plain text, docs/sheets.md). "
        "The direction follows the file: JSON is printed as sheets, sheets as canonical transcripts.",
        examples=EXAMPLES,
    )
    parser.add_argument("file", metavar="FILE", help="a transcript (.json, .jsonl) or a game sheet")


def run(args: argparse.Namespace) -> int:
    """Convert the file; exit 0, or 4 naming the place of the first thing that cannot be read."""
    try:
        text = read_text(args.file)
        if text.lstrip().startswith("{"):
            output = transcripts_as_sheets(args.file)
        else:
            output = "".join(dumps(to_transcript(sheet)) + "\n" for sheet in parse_many(text, args.file))
    except (UnreadableInput, InvalidTranscript, SheetError, ConversionError) as problem:
        error(str(problem))
        return exit_codes.USAGE
    sys.stdout.write(output)
    return exit_codes.OK


def transcripts_as_sheets(path: str) -> str:
    """Every transcript of a file as a sheet, separated by ``---`` lines."""
    return f"{SEPARATOR}\n".join(from_transcript(load(document)) for document in iter_documents(path))
