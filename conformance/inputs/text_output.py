"""Every file the suite writes (a report, a page, a corpus, a saved scenario, a cache entry), written
whole or not at all: into a temporary file in the same folder, then renamed into place. A reader
never sees half a file, and a write that fails (a read-only folder, a full disk) leaves what was
there before and no temporary file, and raises ``UnwritableOutput`` naming the file and why.

What already stands at the path decides how it is written, here for every writer (``output_target``):

- nothing, or a regular file: the new file takes the name (what was there is kept until then);
- a symbolic link to a regular file: the link is followed, as a shell's ``>`` follows it, and the file
  it names is replaced whole in its own folder (the link stays a link); a link that names nothing is
  refused, never made into a file;
- a named pipe (FIFO), a terminal or the null device, named on purpose (``--out /dev/stdout``,
  ``>(gzip > out.gz)``, ``/dev/null``): written through as it comes, never replaced;
- anything else (a folder, any other device, a socket) is refused and left as it is.

A file the suite keeps for itself in a folder of its own (a cache entry: ``kept_by_suite``) takes its
name whatever stands there, which is renamed over, never followed or written through: a link or a
FIFO planted in the cache is replaced. ``keep_existing`` refuses to replace anything at all
(``play --save`` never overwrites an earlier scenario).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from .text_files import file_kind


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


@dataclass(frozen=True)
class OutputTarget:
    """Where an output goes: ``path`` replaced whole (``stream`` false: the file to write, a link's target
    for a link), or written through as it comes (``stream``: a FIFO, a terminal, the null device)."""

    path: Path
    stream: bool = False


def output_target(path: str | os.PathLike[str]) -> OutputTarget:
    """How an output named ``path`` is written (see the module's docstring); ``UnwritableOutput`` naming
    what stands there when it is refused."""
    path = Path(path)
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        if not path.parent.is_dir():
            raise UnwritableOutput(path, f"no such folder: {path.parent}") from None
        return OutputTarget(path)
    except OSError as error:
        raise UnwritableOutput(path, _reason(error)) from None
    if stat.S_ISREG(mode):
        return OutputTarget(path)
    linked = stat.S_ISLNK(mode)
    try:
        status = os.stat(path)  # through every link
    except OSError as error:
        if linked and error.errno in (errno.ENOENT, errno.ENOTDIR):
            raise UnwritableOutput(path, f"it is a symbolic link to {os.readlink(path)}, which does not exist: "
                                         "name the file to write, or remove the link") from None
        raise UnwritableOutput(path, _reason(error)) from None
    mode = status.st_mode
    through = f"a symbolic link to {file_kind(mode)}" if linked else file_kind(mode)
    if stat.S_ISREG(mode):
        return OutputTarget(Path(os.path.realpath(path)))
    if stat.S_ISFIFO(mode) or (stat.S_ISCHR(mode) and (_is_null_device(status) or _is_terminal(path))):
        return OutputTarget(path, stream=True)
    if stat.S_ISDIR(mode):
        raise UnwritableOutput(path, f"it is {through}, not a file")
    raise UnwritableOutput(path, f"it is {through}, not a regular file, and is left as it is (a named pipe, "
                                 "a terminal or /dev/null is written through)")


@contextmanager
def whole_file(path: str | os.PathLike[str], keep_existing: bool = False, private: bool = False,
               kept_by_suite: bool = False) -> Iterator[TextIO]:
    """A text handle whose content becomes the file at ``path`` when the block ends without an error;
    if the block raises, nothing is written. The file gets the mode the umask gives a new file, or
    0600 when ``private``. A FIFO, a terminal or the null device at ``path`` is written through as the
    block writes (``output_target``): what it wrote before it raised is read already. Raises
    ``UnwritableOutput`` (for the block's own ``OSError`` too, which is a failed write)."""
    path = Path(path)
    if keep_existing or kept_by_suite:
        if not path.parent.is_dir():
            raise UnwritableOutput(path, f"no such folder: {path.parent}")
        target = OutputTarget(path)
    else:
        target = output_target(path)
    if target.stream:
        with _written_through(target.path) as handle:
            yield handle
        return
    destination = target.path
    try:
        descriptor, temporary = tempfile.mkstemp(dir=destination.parent, prefix=f".{destination.name}.",
                                                 suffix=".part")
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
            _publish(temporary, destination, keep_existing)
        except OSError as error:
            if isinstance(error, UnwritableOutput):
                raise
            raise UnwritableOutput(path, _reason(error)) from None
    finally:
        Path(temporary).unlink(missing_ok=True)


def write_whole(path: str | os.PathLike[str], text: str, keep_existing: bool = False, private: bool = False,
                kept_by_suite: bool = False) -> None:
    """Write ``text`` to ``path`` whole or not at all (see ``whole_file``). Raises ``UnwritableOutput``."""
    with whole_file(path, keep_existing, private, kept_by_suite) as handle:
        handle.write(text)


#: Names tried for one set of files before giving up: ``stem``, ``stem-2``, ...
NAMES_TRIED = 1000


def write_new_files(folder: Path, stem: str, texts: Mapping[str, str]) -> tuple[Path, ...]:
    """Write each text of ``texts`` (file suffix -> text) as ``stem`` with that suffix, or ``stem-2``,
    ``stem-3``, ...: the first name under which no file exists yet, each whole, all of them or none.
    Nothing in the folder is replaced, nor written through (a link planted there is a name taken).
    Raises ``UnwritableOutput``."""
    suffixes = list(texts)
    for number in range(1, NAMES_TRIED + 1):
        name = stem if number == 1 else f"{stem}-{number}"
        paths = [folder / f"{name}{suffix}" for suffix in suffixes]
        if any(os.path.lexists(path) for path in paths[1:]):
            continue
        written: list[Path] = []
        try:
            for path, suffix in zip(paths, suffixes):
                write_whole(path, texts[suffix], keep_existing=True)
                written.append(path)
        except UnwritableOutput as error:
            for path in written:
                path.unlink()  # the set is written whole or not at all
            if error.exists:
                continue
            raise
        return tuple(paths)
    first = suffixes[0] if suffixes else ""
    raise UnwritableOutput(folder / f"{stem}{first}", f"{stem}{first} to {stem}-{NAMES_TRIED}{first} are all taken")


@contextmanager
def _written_through(path: Path) -> Iterator[TextIO]:
    """A text handle on the FIFO, terminal or null device at ``path``, written as it comes (a FIFO waits
    for its reader, as a shell's ``>`` does)."""
    flags = os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        handle = os.fdopen(os.open(path, flags), "w", encoding="utf-8", newline="\n")
    except OSError as error:
        raise UnwritableOutput(path, _reason(error)) from None
    try:
        with handle:
            yield handle
    except OSError as error:
        if isinstance(error, UnwritableOutput):
            raise
        raise UnwritableOutput(path, _reason(error)) from None


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


def _is_null_device(status: os.stat_result) -> bool:
    """Whether a character device is the null device (``/dev/null``, or a node made for it elsewhere)."""
    try:
        return status.st_rdev == os.stat(os.devnull).st_rdev
    except OSError:
        return False


def _is_terminal(path: Path) -> bool:
    """Whether the character device at ``path`` is a terminal (opened without becoming the process's
    controlling terminal and without waiting, then closed)."""
    flags = os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError:
        return False
    try:
        return os.isatty(descriptor)
    finally:
        os.close(descriptor)


def _reason(error: OSError) -> str:
    return error.strerror or str(error)


def _umask() -> int:
    """The process's umask (reading it means setting it: set it straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
