"""The ``domino-conformance`` command line.

Each subcommand lives in its own module under ``conformance.commands`` and
exposes ``register(subparsers)``, which adds its parser and sets ``handler``
(a function of the parsed arguments returning the exit code).
"""

from __future__ import annotations

import argparse
import difflib
import importlib
import re
import sys
from typing import Any, NoReturn

from . import __version__, exit_codes
from conformance.inputs.terminal import StandardOutputLost, silence_lost_output, visible_output

# The order here is the order ``--help`` lists them.
COMMAND_MODULES = (
    "run",
    "identify",
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
    """An argument parser whose usage errors exit with the documented usage code (4), not 2, that
    takes no option by an abbreviation of its name (``--rep`` is no ``--report``: a later option of that
    prefix would change its meaning), and that suggests the nearest option or choice for a mistyped one."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> tuple[argparse.Namespace, list[str]]:
        self._words = [] if args is None else [str(word) for word in args]
        if self._subcommand and args is not None:
            # An unknown option is named before any complaint it causes (a required option "missing").
            words = list(args)
            options = words[:words.index("--")] if "--" in words else words
            unknown = [word for word in options
                       if word.startswith("--") and word.split("=", 1)[0] not in self._option_string_actions]
            if unknown:
                self.error(f"unrecognized arguments: {' '.join(unknown)}")
        namespace, extras = super().parse_known_args(args, namespace)
        if extras and self._subcommand:
            # Refused here rather than by the top parser, so the suggestion comes from this command's options.
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras

    @property
    def _subcommand(self) -> bool:
        return " " in self.prog

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(exit_codes.USAGE, f"{self.prog}: error: {message}{self._suggestion(message)}\n")

    def _suggestion(self, message: str) -> str:
        """``; did you mean ...?`` for a mistyped option or choice, or nothing."""
        choice = re.search(r"invalid choice: '([^']*)' \(choose from (.*)\)", message)
        if choice:
            wanted, known = choice[1], re.findall(r"'([^']*)'", choice[2])
        elif message.startswith("unrecognized arguments: "):
            words = [word.split("=", 1)[0] for word in message.split(": ", 1)[1].split() if word.startswith("-")]
            if not words:
                return self._as_option("")
            wanted, known = words[0], list(self._option_string_actions)
        else:
            return self._as_option("")
        near = [name for name in known if name.startswith(wanted) and len(wanted) > 2]
        near = near or difflib.get_close_matches(wanted, known, n=1, cutoff=0.6)
        return f"; did you mean {' or '.join(near)}?" if near else ""

    def _as_option(self, none: str) -> str:
        """``; did you mean --profile draw?`` for a word written alone that names a profile, where the command
        takes one by ``--profile`` (``rules draw``); else ``none``."""
        if "--profile" not in self._option_string_actions:
            return none
        from conformance.rulebook.index import profiles

        takes_value = {option for option, action in self._option_string_actions.items() if action.nargs != 0}
        words = getattr(self, "_words", [])
        alone = [word for index, word in enumerate(words)
                 if not word.startswith("-") and (index == 0 or words[index - 1] not in takes_value)]
        named = [word for word in alone if word in profiles()]
        return f"; did you mean --profile {named[0]}?" if named else none


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every subcommand registered, or only ``command`` when it names one.

    Each command's module loads what it needs, so a run loads one command's modules and not all
    (about a fifth of a second less); the list of commands (``--help``, a name mistyped) needs them all.
    """
    parser = _Parser(
        prog="domino-conformance",
        description="Check domino engines against the rulebook's clauses and scenarios.",
    )
    parser.add_argument("--version", action="version", version=f"domino-conformance {__version__}")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in (command,) if command in COMMAND_MODULES else COMMAND_MODULES:
        importlib.import_module(f"conformance.commands.{name}").register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point: parse, dispatch, and turn expected failures into messages."""
    words = sys.argv[1:] if argv is None else argv
    if any(word.startswith(("--jobs", "--dask")) for word in words):
        from conformance.judging.shards import start_early  # loaded by any command that shares out work

        start_early(words)
    try:
        with visible_output():  # an engine's escape sequences show as text; a failed write is said (terminal.py)
            return _dispatch(words)
    except KeyboardInterrupt:
        print("domino-conformance: interrupted", file=sys.stderr)
        return exit_codes.INTERRUPTED
    except StandardOutputLost as lost:
        silence_lost_output()
        if lost.broken_pipe:  # the reader went away (| head): quietly, as command-line tools do
            return exit_codes.BROKEN_PIPE
        print(f"domino-conformance: cannot write standard output: {lost}", file=sys.stderr)
        return exit_codes.USAGE


def _dispatch(words: list[str]) -> int:
    """Parse ``words`` and run the command they name; its exit code."""
    parser = build_parser(words[0] if words else None)
    try:
        args = parser.parse_args(words)
    except SystemExit as leaving:  # --help, or a usage error already explained on stderr
        return leaving.code if isinstance(leaving.code, int) else exit_codes.USAGE
    if not getattr(args, "handler", None):
        parser.print_help()
        return exit_codes.USAGE
    return args.handler(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
