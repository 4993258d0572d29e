"""Every file the suite writes (a report, a page, a corpus, a saved scenario, a cache entry), written
whole or not at all: into a temporary file in the same folder, then renamed into place. A reader
never sees half a file, and a write that fails (a read-only folder, a full disk) leaves what was
there before and no temporary file, and raises ``UnwritableOutput`` naming the file and why.

The rename replaces the name, never what a symbolic link there points to; ``keep_existing``
refuses to replace anything at all (``play --save`` never overwrites an earlier scenario).
"""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO


class UnwritableOutput(OSError):
    """A file could not be written; the message names the file and the reason. ``exists`` is true when
    the file was left alone because something already had its name (``keep_existing``)."""

    def __init__(self, path: str | os.PathLike[str], reason: str, exists: bool = False) -> None:
        super().__init__(f"cannot write {os.fspath(path)}: {reason}")
        self.path = Path(path)
        self.reason = reason
        self.exists = exists

    def __str__(self) -> str:
        return str(self.args[0])


@contextmanager
def whole_file(path: str | os.PathLike[str], keep_existing: bool = False, private: bool = False) -> Iterator[TextIO]:
    """A text handle whose content becomes the file at ``path`` when the block ends without an error;
    if the block raises, nothing is written. The file gets the mode the umask gives a new file, or
    0600 when ``private``. Raises ``UnwritableOutput`` (for the block's own ``OSError`` too, which is
    a failed write)."""
    path = Path(path)
    if not path.parent.is_dir():
        raise UnwritableOutput(path, f"no such folder: {path.parent}")
    try:
        descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    except OSError as error:
        raise UnwritableOutput(path, _reason(error)) from None
    handle = os.fdopen(descriptor, "w", encoding="utf-8", newline="\n")
    try:
        try:
            with handle:
                if not private:
                    os.fchmod(descriptor, 0o666 & ~_umask())  # mkstemp makes 0600, whatever the umask
                yield handle
                handle.flush()
                os.fsync(handle.fileno())
            _publish(temporary, path, keep_existing)
        except OSError as error:
            if isinstance(error, UnwritableOutput):
                raise
            raise UnwritableOutput(path, _reason(error)) from None
    finally:
        Path(temporary).unlink(missing_ok=True)


def write_whole(path: str | os.PathLike[str], text: str, keep_existing: bool = False, private: bool = False) -> None:
    """Write ``text`` to ``path`` whole or not at all (see ``whole_file``). Raises ``UnwritableOutput``."""
    with whole_file(path, keep_existing, private) as handle:
        handle.write(text)


def _publish(temporary: str, path: Path, keep_existing: bool) -> None:
    """Give the finished temporary file its name: replacing what had it, or only if nothing had it."""
    if not keep_existing:
        os.replace(temporary, path)
        return
    try:
        os.link(temporary, path, follow_symlinks=False)  # fails if the name is taken, even by a dangling link
    except FileExistsError:
        raise UnwritableOutput(path, "a file of that name is already there", exists=True) from None
    except OSError as error:
        if error.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV):
            raise
        # A file system without hard links: check, then rename (a race with another writer is left open).
        if os.path.lexists(path):
            raise UnwritableOutput(path, "a file of that name is already there", exists=True) from None
        os.replace(temporary, path)


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _umask() -> int:
    """The process's umask (reading it means setting it: set it straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
