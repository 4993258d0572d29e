"""The ``domino-conformance`` command line.

Each subcommand lives in its own module under ``conformance.commands`` and
exposes ``register(subparsers)``, which adds its parser and sets ``handler``
(a function of the parsed arguments returning the exit code).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import NoReturn

from . import exit_codes
from .terminal import visible_output

# The order here is the order ``--help`` lists them.
COMMAND_MODULES = (
    "run",
    "smoke",
    "lint",
    "clauses",
    "explain",
    "check",
    "replay",
    "generate",
    "play",
    "junit",
    "matrix",
    "sheet",
    "ruling",
    "docs",
    "rules",
    "diff",
    "rulebook",
)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors exit with the documented usage code (4), not 2."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(exit_codes.USAGE, f"{self.prog}: error: {message}\n")


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered, or only ``command`` when it names one.

    Each command's module loads what it needs, so a run loads one command's modules and not all
    (about a fifth of a second less); the list of commands (``--help``, a name mistyped) needs them all.
    """
    parser = _Parser(
        prog="domino-conformance",
        description="Check domino engines against the rulebook's clauses and scenarios.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in (command,) if command in COMMAND_MODULES else COMMAND_MODULES:
        importlib.import_module(f"conformance.commands.{name}").register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point: parse, dispatch, and turn expected failures into messages."""
    words = sys.argv[1:] if argv is None else argv
    if any(word.startswith(("--jobs", "--dask")) for word in words):
        from .shards import start_early  # loaded by any command that shares out work

        start_early(words)
    parser = build_parser(words[0] if words else None)
    try:
        args = parser.parse_args(words)
    except SystemExit as leaving:  # --help, or a usage error already explained on stderr
        return leaving.code if isinstance(leaving.code, int) else exit_codes.USAGE
    if not getattr(args, "handler", None):
        parser.print_help()
        return exit_codes.USAGE
    try:
        with visible_output():  # an engine's escape sequences show as text (terminal.py)
            return args.handler(args)
    except KeyboardInterrupt:
        print("domino-conformance: interrupted", file=sys.stderr)
        return exit_codes.INTERRUPTED
    except BrokenPipeError:
        return exit_codes.OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
