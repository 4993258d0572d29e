"""Every file a user names (a transcript, a game sheet, a ruleset, a run report), opened and read
one way, with one set of messages for what can go wrong: no such file, a folder, a named pipe or a
device (which could block for ever or never end), a file too long, bytes that are not UTF-8, JSON
that is malformed, nested too deeply or holds an integer too long to read.

The cache (``conformance.suite.cache``) reads its entries through the same functions, refusing symbolic
links as well.
"""

from __future__ import annotations

import errno
import json
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

from . import strict_json

#: The longest file read whole (a sheet, a ruleset, a report); a corpus is streamed a record at a time.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: The deepest nesting of arrays and objects read from a file a person writes (a ruleset is 3 deep).
MAX_JSON_DEPTH = 64


class UnreadableText(ValueError):
    """A file could not be read; the message says why (without the file's name, which the caller adds).

    ``line`` and ``column`` are the place in the file, when the fault has one.
    """

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column

    def located(self, source: str) -> str:
        """``source:line:column: message``, as far as the place is known."""
        place = source + "".join(f":{part}" for part in (self.line, self.column) if part is not None)
        return f"{place}: {self.message}"


def open_regular_file(path: str | os.PathLike[str], kind: str, follow_symlinks: bool = True) -> BinaryIO:
    """The file at ``path`` opened for binary reading, when it is a regular file; ``kind`` names what it should
    be (``a sheet``) in the message. A FIFO is opened without waiting for a writer and refused, like a
    device or a socket; with ``follow_symlinks=False`` a symbolic link is refused too. Raises
    ``UnreadableText``."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOCTTY", 0)
    if not follow_symlinks:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        raise UnreadableText("no such file") from None
    except IsADirectoryError:
        raise UnreadableText(f"is a folder, not {kind}") from None
    except OSError as error:
        if error.errno == errno.ELOOP and not follow_symlinks:
            raise UnreadableText(f"is a symbolic link, not {kind}") from None
        raise UnreadableText(f"cannot be read: {error.strerror or error}") from None
    try:
        mode = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(mode):
            raise UnreadableText(f"is a folder, not {kind}")
        if not stat.S_ISREG(mode):
            # Reading a FIFO or a device could wait for ever or never end.
            raise UnreadableText(f"is {file_kind(mode)}, not a regular file: name {kind}")
        os.set_blocking(descriptor, True)
        return os.fdopen(descriptor, "rb", buffering=1 << 16)
    except BaseException:
        os.close(descriptor)
        raise


def file_kind(mode: int) -> str:
    """What a file that is not a regular file is, in words (``a named pipe (FIFO)``)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "not a file"


def read_file_bytes(path: str | os.PathLike[str], kind: str, max_bytes: int = MAX_FILE_BYTES,
                    follow_symlinks: bool = True) -> bytes:
    """The bytes of the regular file at ``path``, refused unread past ``max_bytes``. Raises ``UnreadableText``."""
    with open_regular_file(path, kind, follow_symlinks) as handle:
        try:
            data = handle.read(max_bytes + 1)
        except OSError as error:
            raise UnreadableText(f"cannot be read: {error.strerror or error}") from None
    if len(data) > max_bytes:
        raise UnreadableText(f"is longer than the {max_bytes} bytes {kind} may take")
    return data


def read_text_file(path: Path | str, kind: str, max_bytes: int = MAX_FILE_BYTES) -> str:
    """The text of the file at ``path`` (a leading byte-order mark dropped); ``kind`` names what it
    should be (``a sheet``) in the message. Raises ``UnreadableText``."""
    return decode_text(read_file_bytes(path, kind, max_bytes))


def decode_text(data: bytes) -> str:
    """UTF-8 bytes as text, a leading byte-order mark dropped. Raises ``UnreadableText``."""
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise UnreadableText(f"not UTF-8 text (byte {error.start}: {error.reason})") from None


def parse_json_text(text: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """A JSON text read strictly (``strict_json``): a key twice, NaN, nesting deeper than ``max_depth`` and
    integers too long to read are refused. Raises ``UnreadableText``, with the line and column of a syntax
    error."""
    try:
        return strict_json.loads(text, max_depth=max_depth)
    except json.JSONDecodeError as error:
        raise UnreadableText(f"not JSON: {error.msg}", error.lineno, error.colno) from None
    except strict_json.DuplicateKey as error:
        raise UnreadableText(f"not readable: {error}") from None
    except strict_json.TooDeep:
        raise UnreadableText(f"not readable: arrays and objects nested more than {max_depth} deep") from None
    except ValueError as error:  # NaN or Infinity, or an integer of more digits than Python reads
        raise UnreadableText(f"not readable: {error}") from None


def read_json_file(path: str | os.PathLike[str], kind: str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """The JSON value of the file at ``path``, read and parsed strictly. Raises ``UnreadableText``."""
    return parse_json_text(read_text_file(path, kind), max_depth)
