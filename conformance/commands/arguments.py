"""Argument types shared by the subcommands: a bad value is a usage error (exit 4) before anything starts."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conformance.judging.shards import DASK_EXTRA, LOCAL_DASK_WORKERS


def seconds(text: str) -> float:
    """A timeout in seconds: a number, 0 or more (0 waits for ever)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value >= 0 or value == float("inf"):  # also refuses NaN
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds, 0 or more")
    return value


def count(text: str) -> int:
    """A whole number, 0 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number, 0 or more")
    return value


def processes(text: str) -> int:
    """A number of worker processes: a whole number, 1 or more."""
    value = count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of processes, 1 or more")
    return value


def add_scale_arguments(parser: argparse.ArgumentParser) -> None:
    """``--jobs N`` and ``--dask ADDRESS``, the same for every command that shares out its work (docs/scale.md)."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--jobs",
        type=processes,
        default=1,
        metavar="N",
        help="share the work among N worker processes (default 1); the output is the same",
    )
    group.add_argument(
        "--dask",
        metavar="ADDRESS",
        help="run the work as tasks on the Dask scheduler at ADDRESS (e.g. tcp://10.0.0.5:8786), or 'local' for "
        f"a {LOCAL_DASK_WORKERS}-worker cluster on this machine; needs {DASK_EXTRA}",
    )


def output_file(text: str) -> Path:
    """A file to write, in a folder that exists (a typo in a folder name is not made into a folder)."""
    path = Path(text)
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"cannot write {text}: no such folder: {path.parent}")
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"cannot write {text}: it is a folder")
    return path


#: The file name that means standard output.
STANDARD_OUTPUT = "-"


def output_file_or_stdout(text: str) -> Path | str:
    """``-`` for standard output, or a file to write as ``output_file`` checks it."""
    return STANDARD_OUTPUT if text == STANDARD_OUTPUT else output_file(text)


def add_not_applicable_argument(parser: argparse.ArgumentParser) -> None:
    """``--junit-not-applicable``: list the scenarios that do not apply as skipped tests in JUnit XML."""
    parser.add_argument("--junit-not-applicable", action="store_true",
                        help="list the scenarios that do not apply to the engine's game as skipped tests in the "
                             "JUnit XML (left out by default: they test nothing the engine plays)")


def add_command(
    subparsers: Any, name: str, handler: Callable[[argparse.Namespace], int], *, help: str, description: str,
    examples: str | None = None,
) -> argparse.ArgumentParser:
    """Add the subcommand ``name``, run by ``handler`` (the parsed arguments -> the exit code);
    ``examples``, when given, are printed after the options as written."""
    layout: dict[str, Any] = {}
    if examples is not None:
        layout = {"epilog": examples, "formatter_class": argparse.RawDescriptionHelpFormatter}
    parser = subparsers.add_parser(name, help=help, description=description, **layout)
    parser.set_defaults(handler=handler)
    return parser
