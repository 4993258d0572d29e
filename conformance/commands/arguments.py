"""Argument types shared by the subcommands: a bad value is a usage error (exit 4) before anything starts."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conformance.inputs.text_output import UnwritableOutput, output_target
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
    """A file to write, in a folder that exists (a typo in a folder name is not made into a folder), where
    nothing stands that an output may not replace (``text_output.output_target``: a folder, a device)."""
    path = Path(text)
    try:
        output_target(path)
    except UnwritableOutput as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return path


def output_folder(text: str) -> Path:
    """A folder to write files into: one that exists, or one to make in a folder that exists."""
    path = Path(text)
    if path.is_dir():
        return path
    if os.path.lexists(path):
        raise argparse.ArgumentTypeError(f"cannot write into {text}: it is not a folder")
    if not path.parent.is_dir():
        raise argparse.ArgumentTypeError(f"cannot write into {text}: no such folder: {path.parent}")
    return path


#: The file name that means standard output.
STANDARD_OUTPUT = "-"


def output_file_or_stdout(text: str) -> Path | str:
    """``-`` for standard output, or a file to write as ``output_file`` checks it."""
    return STANDARD_OUTPUT if text == STANDARD_OUTPUT else output_file(text)


class OneOutputEach(argparse.Action):
    """Stores an output's path, refusing one that another output of the command already names
    (``--report x --junit x`` would keep only the last written): a usage error before anything runs."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        named: dict[Any, str] = namespace.__dict__.setdefault("_outputs_named", {})
        if values != STANDARD_OUTPUT:  # two outputs on standard output are each command's to refuse
            identity = _file_identity(values)
            if named.get(identity, option_string) != option_string:
                parser.error(f"{option_string} {values}: {named[identity]} writes that file already; "
                             "give each output a file of its own")
            named[identity] = option_string or self.dest
        setattr(namespace, self.dest, values)


def _file_identity(path: Path) -> Any:
    """What tells two paths of one file apart from two files: the file's device and inode when it exists
    (a link, a hard link), else its absolute path with the links of its folders followed."""
    try:
        status = os.stat(path)
        return status.st_dev, status.st_ino
    except OSError:
        return os.path.realpath(path)


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
