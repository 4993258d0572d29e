"""``domino-conformance sheet FILE``: a transcript printed as a game sheet, or a game sheet as a transcript.

A file whose first character is ``{`` holds transcripts (one ``.json``, or
JSON Lines): each is printed as a sheet, sheets separated by a ``---`` line;
with ``--at HAND:PLY`` each sheet starts from the position after PLY moves of
hand HAND. A position file (``"format": "domino-position/1"``) is printed as a
sheet that starts from it. Any other file holds sheets: each is printed as a
canonical transcript, one a line, or, for a sheet that starts from a
position, as that position's file. What the sheet leaves out (leaders, drawn tiles, scores, results) is
filled in by playing it on the reference engine.

Exit codes: 0 converted; 4 the file could not be read, or a sheet cannot be
written as a transcript (the message names the line and column).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
from typing import Any

from .. import exit_codes
from conformance.records.sheets import SEPARATOR, Sheet, SheetError, SheetHand, parse_many, read_text
from conformance.judging.sheet_play import ConversionError, Played, SheetProblem, from_transcript, play, to_transcript
from conformance.judging.sheet_position import NoPosition, position_file, position_file_as_sheet, transcript_at
from ..records.files import InvalidTranscript, UnreadableInput, iter_documents, load
from ..records.model import dumps
from . import arguments
from .clauses import error

EXAMPLES = """\
examples:
  domino-conformance sheet transcripts/valid/worked/s2-three-hands.json     print it as a sheet
  domino-conformance sheet sheets/s2-three-hands.sheet                      print it as a transcript
  domino-conformance sheet transcripts/valid/worked/s2-three-hands.json --at 2:4
                                  a sheet from the position after 4 moves of hand 2, then the rest
  domino-conformance sheet sheets/position-s2-blocked-hand.sheet            the position it starts from, as JSON
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
    parser.add_argument("file", metavar="FILE", help="a transcript (.json, .jsonl), a position file, or a game sheet")
    parser.add_argument("--at", metavar="HAND:PLY", type=_hand_and_ply,
                        help="print the transcript as a sheet that starts from the position of hand HAND after "
                        "PLY moves (from 0), followed by the rest of the game")


def _hand_and_ply(text: str) -> tuple[int, int]:
    """``HAND:PLY`` in ASCII digits (``isdigit`` takes ``²``, which ``int`` does not)."""
    written = re.fullmatch(r"\s*([0-9]{1,9})\s*:\s*([0-9]{1,9})\s*", text)
    if written is None:
        raise argparse.ArgumentTypeError(f"{text!r}: write the hand and the moves made in it as HAND:PLY, e.g. 2:5")
    return int(written[1]), int(written[2])


def run(args: argparse.Namespace) -> int:
    """Convert the file; exit 0, or 4 naming the place of the first thing that cannot be read."""
    try:
        text = read_text(args.file)
        if text.lstrip().startswith("{"):
            output = json_as_sheets(args.file, args.at)
        elif args.at is not None:
            raise ConversionError(f"{args.file}: --at takes a transcript; this is a game sheet")
        else:
            output = "".join(json.dumps(converted, sort_keys=True, ensure_ascii=False) + "\n"
                             if isinstance(converted, dict) else dumps(converted) + "\n"
                             for converted in map(_converted, parse_many(text, args.file)))
    except (UnreadableInput, InvalidTranscript, SheetError, ConversionError, NoPosition) as problem:
        error(str(problem))
        return exit_codes.USAGE
    sys.stdout.write(output)
    return exit_codes.OK


def _converted(sheet: Sheet) -> Any:
    """A sheet as a transcript, or, when it starts from a position, as that position's file."""
    if not sheet.hands or sheet.hands[0].position is None:
        return to_transcript(sheet)
    try:
        played = _position_played(sheet)
    except SheetProblem as problem:
        raise ConversionError(f"{sheet.source}:{problem.line}: {problem.finding.message} "
                              f"({problem.finding.clause})") from None
    return position_file(sheet, played.match, sheet.hands[0].position.number)


def _position_played(sheet: Sheet) -> Played:
    """The sheet's position played alone (what follows it is not part of it); ``SheetProblem`` when it
    cannot arise in play."""
    return play(dataclasses.replace(sheet, hands=[_without_moves(sheet.hands[0])], match=None))


def position_file_text(data: dict[str, Any], path: str) -> str:
    """A position file as a sheet, once the sheet holds as any sheet must: read back by the sheet reader and
    its position played, so ``sheet`` never prints a sheet it would refuse. Raises ``NoPosition``."""
    text = position_file_as_sheet(data, path)
    try:
        for sheet in parse_many(text, path):
            _position_played(sheet)
    except SheetError as problem:
        raise NoPosition(f"{path}: not a position a sheet can state: {problem.message}") from None
    except SheetProblem as problem:
        clause = f" ({problem.finding.clause})" if problem.finding.clause else ""
        raise NoPosition(f"{path}: {problem.finding.message}{clause}") from None
    return text


def _without_moves(hand: SheetHand) -> SheetHand:
    return dataclasses.replace(hand, events=[], result=None)


def json_as_sheets(path: str, at: tuple[int, int] | None) -> str:
    """A position file as a sheet; or every transcript of a file as a sheet (``at``: from the position
    of that hand and ply), separated by ``---`` lines."""
    documents = list(iter_documents(path))
    first = documents[0].data if documents and isinstance(documents[0].data, dict) else {}
    if str(first.get("format", "")).startswith("domino-position"):
        return position_file_text(first, path)
    if at is None:
        return transcripts_as_sheets(path)
    return f"{SEPARATOR}\n".join(transcript_at(load(document), *at) for document in documents)


def transcripts_as_sheets(path: str) -> str:
    """Every transcript of a file as a sheet, separated by ``---`` lines."""
    return f"{SEPARATOR}\n".join(from_transcript(load(document)) for document in iter_documents(path))
