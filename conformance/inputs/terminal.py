"""What reaches a user's terminal: text from engines and records shown visibly, never obeyed.

An engine's name, version, refusal reasons, messages and stderr are the engine's words; a
clear-screen or a cursor move in them must show as text, not act. ``visible`` is the one
function that makes any text safe to print; every command's standard output and error pass
through it (``visible_output``, installed by the CLI), and the rich consoles of ``run`` and
``clauses`` apply it to every string they print (``console``), so their own colours still work.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, TextIO

if TYPE_CHECKING:
    from rich.console import Console

#: C0 controls but newline and tab, DEL, C1 controls (``\x9b`` is a CSI on some terminals), and the
#: Unicode bidirectional overrides that reorder what a reader sees.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def visible(text: str) -> str:
    """``text`` with every control character written as its escape (``\\u001b``), which reads the
    same in plain text and inside a JSON string; newlines and tabs are kept."""
    if _CONTROL.search(text) is None:
        return text
    return _CONTROL.sub(lambda found: f"\\u{ord(found.group()):04x}", text)


class VisibleStream:
    """A text stream that writes everything through ``visible``; every other attribute is the stream's."""

    def __init__(self, stream: TextIO) -> None:
        self.unfiltered = stream

    def write(self, text: str) -> int:
        self.unfiltered.write(visible(text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.unfiltered, name)


def unfiltered(stream: Any) -> TextIO:
    """The stream under a ``VisibleStream``, or ``stream`` itself."""
    return stream.unfiltered if isinstance(stream, VisibleStream) else stream


@contextmanager
def visible_output() -> Iterator[None]:
    """Standard output and error written through ``visible`` while the block runs."""
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = VisibleStream(unfiltered(sys.stdout)), VisibleStream(unfiltered(sys.stderr))
    try:
        yield
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):  # a closed pipe is the caller's to report
                pass
        sys.stdout, sys.stderr = saved


def console(stderr: bool = False) -> Console:
    """A rich console for standard output (or error), writing past ``visible_output``'s filter
    (its styles are its own) with every string it is given made ``visible`` before rich reads it.
    Print an engine's words with ``markup=False`` or as ``Text(visible(...))``, never as markup."""
    from rich.console import Console  # only the commands that draw tables load rich

    class VisibleConsole(Console):
        def render_str(self, text: str, **options: Any) -> Any:
            return super().render_str(visible(text), **options)

    return VisibleConsole(file=unfiltered(sys.stderr if stderr else sys.stdout), highlight=False)
