"""What reaches a user's terminal: text from engines and records shown visibly, never obeyed.

An engine's name, version, refusal reasons, messages and stderr are the engine's words; a
clear-screen or a cursor move in them must show as text, not act. ``visible`` is the one
function that makes any text safe to print; every command's standard output and error pass
through it (``visible_output``, installed by the CLI), and the rich consoles of ``run`` and
``clauses`` apply it to every string they print (``console``), so their own colours still work.
A line break in an engine's words would start a line of its making (a forged headline): every line
that quotes them passes through ``visible_line``, which escapes line breaks too.

Standard output is guarded while a command runs: a write to it that fails (a full disk, a file-size
limit, a reader gone away) raises ``StandardOutputLost``, which the CLI turns into its exit code, so
no output is lost without a word.
"""

from __future__ import annotations

import errno
import os
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


#: Line breaks besides the controls ``visible`` escapes: a newline, and the Unicode line and paragraph separators.
_LINE_BREAK = re.compile("[\n\u2028\u2029]")


def visible_line(text: str) -> str:
    """``text`` made ``visible`` and kept to one line: a line break in it is written as its escape too
    (``\\u000a``), so an engine's words (its name, a refusal's or an error's message) cannot print a console
    line of their own making, such as a headline. Every line a command prints with an engine's words in it
    passes through here."""
    shown = visible(text)
    if _LINE_BREAK.search(shown) is None:
        return shown
    return _LINE_BREAK.sub(lambda found: f"\\u{ord(found.group()):04x}", shown)


def counted(count: int, noun: str) -> str:
    """``count`` of ``noun``, its plural where it is not one: ``1 hand``, ``2 hands``."""
    return f"{count} {noun}" + ("" if count == 1 else "s")


def quoted_lines(text: str, prefix: str) -> str:
    """Lines an engine wrote (its stderr, a traceback), each ``visible`` behind ``prefix`` (``"    | "``), so
    that none can pass for a line of the command's own."""
    return "\n".join(prefix + visible(line) for line in text.splitlines())


class StandardOutputLost(BaseException):
    """Standard output could not be written (a full disk, a file-size limit, a reader gone away): the
    command's output is lost, so it cannot go on. A ``BaseException``, as ``KeyboardInterrupt`` is, so
    that no handler of a command's own errors takes it for one; ``error`` is the failed write's."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.error = error

    @property
    def broken_pipe(self) -> bool:
        """Whether the reader went away (``| head``), which command-line tools take quietly."""
        return isinstance(self.error, BrokenPipeError)


class GuardedStream:
    """Standard output whose every failed write raises ``StandardOutputLost``; every other attribute is the
    stream's. The text is written to the stream's bytes until all of it is taken: a buffered stream takes
    part of a large write and drops the rest without an error (a file-size limit reached, say), and the
    text layer above it never looks."""

    def __init__(self, stream: TextIO) -> None:
        self.unguarded = stream
        self._bytes = getattr(stream, "buffer", None)
        self._encoding = getattr(stream, "encoding", None) or "utf-8"
        self._errors = getattr(stream, "errors", None) or "strict"
        self._line_buffered = bool(getattr(stream, "line_buffering", False))
        if self._bytes is not None:
            self.flush()  # what the text layer holds goes first

    def write(self, text: str) -> int:
        try:
            if self._bytes is None:
                return self.unguarded.write(text)
            data = memoryview(text.encode(self._encoding, self._errors))
            while data:
                taken = self._bytes.write(data)
                if not taken:
                    raise OSError(errno.EIO, "standard output took nothing of a write")
                data = data[taken:]
            if self._line_buffered and "\n" in text:
                self._bytes.flush()
            return len(text)
        except OSError as error:
            raise StandardOutputLost(error) from None

    def flush(self) -> None:
        try:
            self.unguarded.flush()
            if self._bytes is not None:
                self._bytes.flush()
        except OSError as error:
            raise StandardOutputLost(error) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self.unguarded, name)


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

    def flush(self) -> None:
        self.unfiltered.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.unfiltered, name)


def unfiltered(stream: Any) -> TextIO:
    """The stream under a ``VisibleStream`` (standard output still guarded), or ``stream`` itself."""
    return stream.unfiltered if isinstance(stream, VisibleStream) else stream


@contextmanager
def visible_output() -> Iterator[None]:
    """Standard output and error written through ``visible`` while the block runs, and standard output
    guarded: a write to it that fails raises ``StandardOutputLost``, and so does the flush at the
    block's end, so no output is lost without a word."""
    saved = sys.stdout, sys.stderr
    sys.stdout = VisibleStream(GuardedStream(_unwrapped(sys.stdout)))
    sys.stderr = VisibleStream(unfiltered(sys.stderr))
    try:
        yield
        sys.stdout.flush()
    finally:
        try:
            sys.stderr.flush()
        except (OSError, ValueError):  # standard error is where failures are said: nothing more to say
            pass
        sys.stdout, sys.stderr = saved


def _unwrapped(stream: Any) -> TextIO:
    stream = unfiltered(stream)
    return stream.unguarded if isinstance(stream, GuardedStream) else stream


def silence_lost_output() -> None:
    """After standard output was lost: send what it still holds to the null device, so the interpreter's
    own flush at exit finds nothing to fail on (and prints no "Exception ignored" of its own)."""
    stream = sys.stdout
    try:
        descriptor = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return  # not a file (a test's capture): nothing is flushed at exit
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, descriptor)
    finally:
        os.close(null)


def console(stderr: bool = False) -> Console:
    """A rich console for standard output (or error), writing past ``visible_output``'s filter
    (its styles are its own) with every string it is given made ``visible`` before rich reads it.
    Print an engine's words with ``markup=False`` or as ``Text(visible(...))``, never as markup."""
    from rich.console import Console  # only the commands that draw tables load rich

    class VisibleConsole(Console):
        def render_str(self, text: str, **options: Any) -> Any:
            return super().render_str(visible(text), **options)

    return VisibleConsole(file=unfiltered(sys.stderr if stderr else sys.stdout), highlight=False)
