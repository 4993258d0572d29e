"""``domino-conformance docs``: the engine contract and the documentation bundled with the suite,
and where its data (spec/, features/, schemas/, transcripts/) is installed.

Messages and reports name the suite's files relative to its root (``spec/moves.md``,
``features/turns/order.feature:12``); this command says where that root is, in a source
checkout or an installed wheel alike, and prints the documents a wheel carries.
"""

from __future__ import annotations

import argparse
import sys
from importlib import metadata
from typing import Any

from .. import exit_codes
from ..resources import DATA, data_path
from . import arguments

#: The documents ``docs TOPIC`` prints, and the file each one is.
TOPICS = {
    "architecture": "docs/architecture.md",
    "implementing": "IMPLEMENTING.md",
    "reports": "docs/reports.md",
    "scale": "docs/scale.md",
    "sheets": "docs/sheets.md",
    "steps": "features/STEPS.md",
}

EXAMPLES = """\
examples:
  domino-conformance docs                    where everything is, and the project's links
  domino-conformance docs implementing       the engine contract (IMPLEMENTING.md)
  domino-conformance docs sheets             game sheets, positions and rulings
  domino-conformance docs reports | less     reports and exit codes
  domino-conformance docs --path spec        the installed spec/ folder, for scripts
"""


def register(subparsers: Any) -> None:
    """Add the ``docs`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "docs",
        run,
        help="print the engine contract and the bundled docs, and say where the suite's data is",
        description="Print a document bundled with the suite, or list where the suite's data and documents "
        "are installed, with the project's links.",
        examples=EXAMPLES,
    )
    parser.add_argument("topic", nargs="?", type=_topic, choices=sorted(TOPICS),
                        help="the document to print (any case: IMPLEMENTING, sheets.md)")
    parser.add_argument("--path", choices=sorted(DATA), metavar="NAME",
                        help=f"print only where NAME is installed ({', '.join(DATA)})")


def _topic(name: str) -> str:
    """A topic named in any case, with or without its file's suffix (``IMPLEMENTING.md`` is ``implementing``)."""
    lowered = name.lower()
    return lowered[:-3] if lowered.endswith(".md") else lowered


def _path(relative: str) -> Any:
    head, _, rest = relative.partition("/")
    path = data_path(head)
    return path / rest if rest else path


def run(args: argparse.Namespace) -> int:
    """Print a topic, one path, or the whole list."""
    try:
        if args.path:
            print(data_path(args.path))
            return exit_codes.OK
        if args.topic:
            sys.stdout.write(_path(TOPICS[args.topic]).read_text(encoding="utf-8"))
            return exit_codes.OK
        root = data_path("spec").parent
    except FileNotFoundError as error:
        print(f"domino-conformance docs: {error}; reinstall the package", file=sys.stderr)
        return exit_codes.USAGE
    print(f"The suite's files (spec/, features/, ... as messages and reports name them) are in {root}")
    width = max(len(name) for name in DATA)
    for name, what in DATA.items():
        print(f"  {name + ('/' if name != 'IMPLEMENTING.md' else ''):<{width + 1}}  {what}")
    print("\nRead one: " + ", ".join(f"domino-conformance docs {topic}" for topic in TOPICS))
    links = _project_urls()
    if links:
        print("\nLinks:")
        for label, url in links:
            print(f"  {label}: {url}")
    return exit_codes.OK


def _project_urls() -> list[tuple[str, str]]:
    """The ``Project-URL`` entries of the installed distribution's metadata."""
    try:
        entries = metadata.metadata("domino-conformance").get_all("Project-URL") or []
    except metadata.PackageNotFoundError:
        return []
    return [tuple(part.strip() for part in entry.split(",", 1)) for entry in entries if "," in entry]  # type: ignore[misc]
