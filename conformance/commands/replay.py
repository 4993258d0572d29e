"""``domino-conformance replay``: feed transcripts to an engine and compare every observation.

Each transcript's deals and moves go to the engine over the engine protocol
(the reference engine by default). Before every event the engine's state is
compared with the record (status, turn, hand sizes, boneyard size, scores),
the recorded move must be among the engine's legal moves and be accepted,
and each hand's and the match's result must agree. Every divergent hand is
reported (each later hand judged from its recorded deal), the first with the
transcript, hand, ply, expected, actual and the clause. ``--ruleset FILE``
replays every record under that ruleset instead of its own.

Exit codes (the table in docs/reports.md): 0 every transcript agrees (or is not applicable to the engine);
1 a transcript diverges; 2 the engine failed during a replay; 3 the engine
could not be started; 4 an input is not a readable, valid transcript.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import exit_codes
from conformance.engines.under_test import EngineError, EngineSpecError, open_engine
from conformance.judging.play import GameChoiceError, read_ruleset
from conformance.judging.replay import AGREED, Replayer
from conformance.judging.sessions import DirectSession
from ..records.files import Document
from conformance.inputs.terminal import quoted_lines, visible_line
from . import arguments
from .check import add_input_arguments, judge_inputs

EXAMPLES = """\
examples:
  domino-conformance replay transcripts/valid
  domino-conformance replay corpus.jsonl --engine 'exec:node my-engine.js'
"""


def register(subparsers: Any) -> None:
    """Add the ``replay`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "replay",
        run,
        help="replay transcripts against an engine and report the first divergence",
        description="Replay transcripts (one JSON document a file, or JSON Lines with one a line; folders are "
        "searched; '-' is standard input) against "
        "an engine over the engine protocol, comparing every observation and result with the record.",
        examples=EXAMPLES,
    )
    parser.add_argument(
        "--engine",
        default="reference",
        help="'reference' (default), 'py:module:factory' or 'exec:<command line>'",
    )
    parser.add_argument(
        "--timeout",
        type=arguments.seconds,
        default=None,
        metavar="SECONDS",
        help="per-request timeout for a subprocess engine",
    )
    parser.add_argument(
        "--validate-protocol",
        action="store_true",
        help="check every request and reply against the protocol schemas",
    )
    parser.add_argument(
        "--direct",
        action="store_true",
        help="with the reference engine only: ask its Match directly instead of over the protocol "
        "(several times faster, for large corpora)",
    )
    parser.add_argument(
        "--ruleset",
        type=Path,
        metavar="FILE",
        help="replay every record under this ruleset file instead of its own (say, the one the engine declares)",
    )
    add_input_arguments(parser)
    parser.add_argument("-v", "--verbose", action="store_true", help="also list every transcript that agrees")


def run(args: argparse.Namespace) -> int:
    """Replay every transcript named; see the module docstring for the exit codes."""
    fast = False if args.no_fast else None
    try:
        ruleset = read_ruleset(args.ruleset) if args.ruleset is not None else None
    except GameChoiceError as error:
        print(f"domino-conformance replay: --ruleset {error}", file=sys.stderr)
        return exit_codes.USAGE
    if args.direct and args.engine != "reference":
        print("domino-conformance replay: --direct drives the reference engine only; drop --engine", file=sys.stderr)
        return exit_codes.USAGE
    options: dict[str, Any] = {"validate": args.validate_protocol}
    if args.timeout is not None:
        options["timeout"] = args.timeout
    recipe = ReplayerRecipe(args.engine, tuple(sorted(options.items())), args.direct, fast, ruleset)
    try:
        replay_document, close = recipe.open()
    except EngineSpecError as error:
        print(f"domino-conformance replay: --engine: {error}", file=sys.stderr)
        return exit_codes.USAGE
    except EngineError as error:
        print(visible_line(f"domino-conformance replay: the engine {args.engine!r} could not be started: {error}"),
              file=sys.stderr)
        if getattr(error, "stderr", ""):
            print(f"its stderr ended with:\n{quoted_lines(error.stderr, '  | ')}", file=sys.stderr)
        return exit_codes.ENGINE_FAULT
    try:
        return judge_inputs(args, replay_document, AGREED, recipe)
    finally:
        close()


@dataclass(frozen=True)
class ReplayerRecipe:
    """How a worker opens the engine and the replayer ``replay`` judges with (see ``shards.Recipe``)."""

    engine: str
    options: tuple[tuple[str, Any], ...]
    direct: bool
    fast: bool | None
    ruleset: dict[str, Any] | None

    def open(self) -> tuple[Callable[[Document], dict[str, Any]], Callable[[], None]]:
        """The replay of one record, and how to close the engine; raises ``EngineError`` as ``open_engine``."""
        if self.direct:
            return Replayer(DirectSession(), self.fast, self.ruleset).replay_document, lambda: None
        engine = open_engine(self.engine, **dict(self.options))
        return Replayer(engine, self.fast, self.ruleset).replay_document, engine.close
