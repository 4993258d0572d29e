"""Transcripts read from files and streams, and written to them.

- **Streaming**: a corpus may be JSON Lines (``.jsonl`` / ``.ndjson``), one
  transcript a line; ``iter_documents`` reads it a line at a time, in
  constant memory, and turns every unreadable line into a located error
  (file, line, column) instead of an exception.

Reading is in three steps, each with its own failure: the bytes
(``UnreadableInput``: missing file, not UTF-8, not JSON, too long, nested too
deep), the shape (``schema().errors``: JSON pointer and message, ranked by
``best_match``), then the model (``Transcript.from_dict`` on a document the
schema accepted).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import conformance.engines.schemas as schemas
from conformance.inputs import strict_json
from conformance.engines.schemas import TRANSCRIPT_SCHEMA as SCHEMA_ID
from conformance.engines.schemas import Schema, SchemaError
from conformance.inputs.text_files import UnreadableText, open_regular_file
from conformance.inputs.text_output import whole_file
from .model import Transcript, dumps

#: The longest record (one JSON Lines line, or one .json file) read; longer ones are refused unread.
MAX_RECORD_BYTES = 16 * 1024 * 1024
#: File names always read as JSON Lines; any other file is told by its content.
JSON_LINES_SUFFIXES = (".jsonl", ".ndjson")
#: Sidecar files in a corpus folder that are not transcripts.
SIDECAR_SUFFIX = ".expect.json"


class UnreadableInput(Exception):
    """An input could not be read as JSON: missing, not UTF-8, not JSON, too long, nested too deep.

    ``source`` is the file, ``line`` the JSON Lines line (1-based) when there
    is one, ``column`` the column of a JSON syntax error.
    """

    def __init__(self, source: str, message: str, line: int | None = None, column: int | None = None) -> None:
        self.source = source
        self.line = line
        self.column = column
        self.message = message
        super().__init__(f"{where(source, line, column)}: {message}")


def where(source: str, line: int | None = None, column: int | None = None, pointer: str | None = None) -> str:
    """``file``, ``file:line``, ``file:line:column`` or ``file:line /json/pointer``."""
    text = source
    if line is not None:
        text += f":{line}"
        if column is not None:
            text += f":{column}"
    if pointer is not None:
        text += f" {pointer or '/'}"
    return text


# -- the schema --------------------------------------------------------------------


def schema(fast: bool | None = None) -> Schema:
    """The shared compiled transcript schema (``fast=None``: jsonschema-rs when installed)."""
    return schemas.schema(SCHEMA_ID, formats=True, fast=fast)


# -- reading ---------------------------------------------------------------------------


@dataclass(slots=True)
class Document:
    """One record read from an input: where it is, and its JSON value or why it is unreadable.

    ``index`` counts records within the file from 0; ``line`` is the JSON
    Lines line (None for a one-document file).
    """

    source: str
    index: int
    line: int | None
    data: Any = None
    error: UnreadableInput | None = None

    def where(self, pointer: str | None = None) -> str:
        """``file:line /pointer`` for messages."""
        return where(self.source, self.line, None, pointer)


def parse_json(text: str | bytes, source: str, line: int | None = None) -> Any:
    """Parse one JSON text; every failure becomes ``UnreadableInput`` naming the place."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise UnreadableInput(
                source, f"not UTF-8 text (byte {error.start}: {error.reason})", line
            ) from None
    text = text.removeprefix("\ufeff")
    try:
        return strict_json.loads(text)
    except json.JSONDecodeError as error:
        # In a JSON Lines record the error's own line is always 1: report the file's line.
        err_line = line if line is not None else error.lineno
        raise UnreadableInput(source, f"not JSON: {error.msg}", err_line, error.colno) from None
    except strict_json.TooDeep:
        raise UnreadableInput(source, "not readable: JSON nested too deeply", line) from None
    except ValueError as error:  # a key twice, NaN/Infinity, numbers with too many digits
        raise UnreadableInput(source, f"not readable: {error}", line) from None


def is_json_lines(path: str | os.PathLike[str]) -> bool:
    """Whether a file is read as JSON Lines whatever it holds (by its suffix)."""
    return str(path).lower().endswith(JSON_LINES_SUFFIXES)


#: The name standing for standard input.
STDIN = "-"
#: The buffer a file is read through. A record is a line of a few KiB: with the default 8 KiB, reading
#: line by line takes a system call or two a line, and a third of the time the reading takes.
READ_BUFFER_BYTES = 1 << 16


def display_name(path: str | os.PathLike[str]) -> str:
    """A file name fit to print: bytes that are not UTF-8 are shown as ``\\xNN`` escapes."""
    return os.fsencode(path).decode("utf-8", errors="backslashreplace")


class _Rewound:
    """A binary stream with lines already read put back in front (standard input cannot seek)."""

    def __init__(self, handle: Any, lines: list[bytes]) -> None:
        self._handle = handle
        self._lines = lines

    def readline(self, limit: int) -> bytes:
        if self._lines:
            return self._lines.pop(0)
        return self._handle.readline(limit)

    def read(self, limit: int) -> bytes:
        head = b"".join(self._lines)
        self._lines = []
        return head + self._handle.read(max(0, limit - len(head)))


def _looks_like_json_lines(first: bytes, second: bytes) -> bool:
    """Whether a file whose first two non-blank lines are these holds one JSON value a line."""
    try:
        json.loads(first)
    except (ValueError, RecursionError):
        return False
    return True


def _open(path: str | os.PathLike[str], source: str) -> Any:
    """The file's binary handle (standard input for ``-``); ``UnreadableInput`` naming why not."""
    if str(path) == STDIN:
        return open(sys.stdin.fileno(), "rb", closefd=False)  # noqa: SIM115 - the caller closes it
    try:
        return open_regular_file(path, "a transcript file")
    except UnreadableText as error:
        raise UnreadableInput(source, error.message) from None


def iter_documents(path: str | os.PathLike[str], max_bytes: int = MAX_RECORD_BYTES) -> Iterator[Document]:
    """Every record of one file (``-``: standard input), in order, each parsed or carrying its ``UnreadableInput``.

    A file holds JSON Lines when its name says so (``.jsonl``, ``.ndjson``)
    or when its first line is a whole JSON value and another line follows;
    else it holds one JSON document. JSON Lines are read a line at a time:
    memory stays bounded by ``max_bytes`` whatever the file's size, and a
    longer line is skipped unread with an error naming it. Blank lines are
    ignored. Only regular files are read (a FIFO could wait for ever). Never raises.
    """
    source = "<stdin>" if str(path) == STDIN else display_name(path)
    try:
        handle = _open(path, source)
    except UnreadableInput as error:
        yield Document(source, 0, None, error=error)
        return
    with handle:
        try:
            first = _next_nonblank(handle, max_bytes)
            whole_line = bool(first) and len(first[-1]) <= max_bytes  # else the rest of that line comes next
            second = _next_nonblank(handle, max_bytes) if whole_line else []
        except OSError as error:
            yield Document(source, 0, None, error=UnreadableInput(source, f"cannot be read: {error}"))
            return
        lines_mode = is_json_lines(source) or (
            bool(second) and _looks_like_json_lines(first[-1], second[-1])
        )
        rewound = _Rewound(handle, first + second)
        del first, second  # the rewound stream holds them now, and lets each go once read
        if lines_mode:
            yield from _iter_lines(rewound, source, max_bytes)
            return
        try:
            text = rewound.read(max_bytes + 1)
            if len(text) > max_bytes:
                raise UnreadableInput(
                    source,
                    f"is more than the {max_bytes} bytes a single transcript may take; "
                    f"write a large corpus as JSON Lines (one transcript a line)",
                )
            if not text.strip():
                raise UnreadableInput(source, "is empty")
            yield Document(source, 0, None, parse_json(text, source))
        except UnreadableInput as error:
            yield Document(source, 0, None, error=error)
        except OSError as error:
            yield Document(source, 0, None, error=UnreadableInput(source, f"cannot be read: {error}"))


def _next_nonblank(handle: Any, max_bytes: int) -> list[bytes]:
    """The lines read up to and including the next non-blank one ([] at the end of the file)."""
    lines = []
    while True:
        line = handle.readline(max_bytes + 1)
        if not line:
            return []
        lines.append(line)
        if line.strip():
            return lines


def _iter_lines(handle: Any, source: str, max_bytes: int, number: int = 0, index: int = 0) -> Iterator[Document]:
    """The records of a JSON Lines stream; ``number`` lines and ``index`` records came before it."""
    while True:
        try:
            raw = handle.readline(max_bytes + 1)
        except OSError as error:
            yield Document(
                source,
                index,
                number + 1,
                error=UnreadableInput(source, f"cannot be read: {error}", number + 1),
            )
            return
        if not raw:
            return
        number += 1
        if len(raw) > max_bytes and not raw.endswith(b"\n"):
            # Skip the rest of the line a chunk at a time: never hold it whole.
            skipped = len(raw)
            while True:
                chunk = handle.readline(1 << 20)
                skipped += len(chunk)
                if not chunk or chunk.endswith(b"\n"):
                    break
            error = UnreadableInput(
                source,
                f"the record is {skipped} bytes long, more than the {max_bytes} "
                f"bytes a transcript may take; skipped unread",
                number,
            )
            yield Document(source, index, number, error=error)
            index += 1
            continue
        if not raw.strip():
            continue
        try:
            yield Document(source, index, number, parse_json(raw, source, number))
        except UnreadableInput as error:
            yield Document(source, index, number, error=error)
        index += 1


def expand_paths(paths: Sequence[str | os.PathLike[str]]) -> Iterator[Path]:
    """Files named, and the transcript files inside folders named (sorted, recursively).

    In a folder, files ending ``.json``, ``.jsonl`` or ``.ndjson`` are
    transcripts, except ``*.expect.json`` sidecars. A path that does not
    exist is passed on, so reading it reports it missing.
    """
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(path.rglob("*")):
                name = child.name.lower()
                if (
                    child.is_file()
                    and name.endswith((".json",) + JSON_LINES_SUFFIXES)
                    and not name.endswith(SIDECAR_SUFFIX)
                ):
                    yield child
        else:
            yield path


class InvalidTranscript(ValueError):
    """A document is JSON but not a transcript; ``errors`` lists the schema errors, most relevant first."""

    def __init__(self, where_: str, errors: list[SchemaError]) -> None:
        self.errors = errors
        first = errors[0]
        super().__init__(f"{where_} {first.pointer or '/'}: {first.message}")


def load(document: Document, fast: bool | None = None) -> Transcript:
    """The transcript in a document; raise ``UnreadableInput`` or ``InvalidTranscript``."""
    if document.error is not None:
        raise document.error
    errors = schema(fast).errors(document.data)
    if errors:
        raise InvalidTranscript(document.where(), errors)
    return Transcript.from_dict(document.data)


def read_transcripts(path: str | os.PathLike[str]) -> Iterator[Transcript]:
    """Every transcript of a file, streamed; the first unreadable or invalid one raises."""
    for document in iter_documents(path):
        yield load(document)


def write_transcripts(transcripts: Iterable[Transcript], path: str | os.PathLike[str]) -> int:
    """Write transcripts in canonical form, one a line, whole or not at all (``UnwritableOutput``); return how
    many were written."""
    count = 0
    with whole_file(path) as out:
        for transcript in transcripts:
            out.write(dumps(transcript) + "\n")
            count += 1
    return count
