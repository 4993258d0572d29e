"""A text file a user names (a run report, a game sheet), read with one set of messages for
what can go wrong: no such file, a folder, a file that cannot be read, bytes that are not UTF-8."""

from __future__ import annotations

from pathlib import Path


class UnreadableText(ValueError):
    """A text file could not be read; the message says why (without the file's name, which the caller adds)."""


def read_text_file(path: Path | str, kind: str) -> str:
    """The text of the file at ``path`` (a leading byte-order mark dropped); ``kind`` names what it
    should be (``a sheet``) in the message when it is a folder. Raises ``UnreadableText``."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise UnreadableText("no such file") from None
    except IsADirectoryError:
        raise UnreadableText(f"is a folder, not {kind}") from None
    except OSError as error:
        raise UnreadableText(f"cannot be read: {error.strerror or error}") from None
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        raise UnreadableText(f"not UTF-8 text (byte {error.start}: {error.reason})") from None
