"""What is kept between runs (the compiled suite, applicability decisions), and why a verdict never
depends on who wrote it.

Every entry lives in one folder: ``$DOMINO_CONFORMANCE_CACHE``, else the user's cache folder
(``$XDG_CACHE_HOME/domino-conformance`` or ``~/.cache/domino-conformance``). Nothing is read or
written when ``DOMINO_CONFORMANCE_CACHE=off``, when ``CI`` is set (a CI cache may be restored from
another branch), or inside ``turned_off`` (``run --no-cache``): everything is decided afresh.

An entry is only ever read back by ``read``, which trusts nothing in the folder:

- it reads a regular file only, never through a symbolic link, and at most ``MAX_ENTRY_BYTES``;
- the entry is sealed: an HMAC-SHA256 of its format, the build it was made by (``code_digest``),
  its name and its data, under a secret key kept *outside* the cache folder (``key_path``), with mode 0600.
  An entry edited, copied from another machine or restored from elsewhere does not match its seal:
  it is rejected (``rejected`` counts them). One made by other code names another build (switching
  between the wheel and a checkout, or editing the code): it is stale, passed over uncounted. Either
  way the caller decides again, exactly as with no cache.

So a cache only ever saves time. ``read`` and ``write`` are the one way in and out for every kind
of entry: a new kind names its own file and format, and is sealed and checked the same way.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from conformance.rulebook.data_paths import data_path
from conformance.inputs.text_files import UnreadableText, open_regular_file
from conformance.inputs.text_output import UnwritableOutput, write_whole

_PACKAGES = ("conformance", "reference_impl")
#: The longest entry read; a longer file (or a device posing as one) is rejected unread.
MAX_ENTRY_BYTES = 64 * 1024 * 1024
_KEY_BYTES = 32

#: Why the cache is off (``turned_off``), if it was turned off.
_turned_off: str | None = None
#: Entries rejected in this process: edited, foreign, not a regular file, too long (not those of another build).
rejected = 0


@contextmanager
def turned_off(reason: str) -> Iterator[None]:
    """Read and write nothing while the block runs (``run --no-cache``); ``reason`` is reported."""
    global _turned_off
    before, _turned_off = _turned_off, reason
    try:
        yield
    finally:
        _turned_off = before


def off_reason() -> str | None:
    """Why nothing is cached (``"CI is set"``), or None when the cache is used."""
    if _turned_off is not None:
        return _turned_off
    if os.environ.get("DOMINO_CONFORMANCE_CACHE") == "off":
        return "DOMINO_CONFORMANCE_CACHE=off"
    if os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no"):
        return "CI is set"
    path = key_path()
    problem = _key(path)[1]
    if problem is not None:  # said, never silent: a run reports why it decided everything afresh
        return f"the cache key {path} cannot be used: {problem}"
    return None


def folder() -> Path | None:
    """The cache folder, or None when caching is off."""
    if off_reason() is not None:
        return None
    configured = os.environ.get("DOMINO_CONFORMANCE_CACHE")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "domino-conformance"


def key_path() -> Path:
    """Where the secret key that seals entries is kept: the user's state folder
    (``$XDG_STATE_HOME/domino-conformance/cache-key`` or ``~/.local/state/...``), never the cache folder,
    so that whatever writes the cache folder cannot forge a seal."""
    base = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(base) / "domino-conformance" / "cache-key"


@lru_cache(maxsize=None)
def _key(path: Path) -> tuple[bytes | None, str | None]:
    """The secret key at ``path`` (made on first use), or why it cannot be used: it cannot be made, or is
    not the user's own private key file. Without a key nothing is cached."""
    problem = "it cannot be read"
    for _ in range(2):
        try:
            with open_regular_file(path, "a key file", follow_symlinks=False) as handle:
                status = os.fstat(handle.fileno())
                key = handle.read(_KEY_BYTES + 1)
        except UnreadableText as unreadable:
            problem = unreadable.message
            try:
                path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
                write_whole(path, secrets.token_hex(_KEY_BYTES // 2), keep_existing=True, private=True)
            except UnwritableOutput as failure:  # another process made it first (read it), or it cannot be made
                problem = problem if failure.exists else f"it cannot be made: {failure.reason}"
            except OSError as failure:
                problem = f"it cannot be made: {failure.strerror or failure}"
            continue
        if hasattr(os, "getuid") and status.st_uid != os.getuid():
            return None, "it belongs to another user; remove it, and a new one is made"
        if status.st_mode & 0o077:
            return None, (f"others may read it (mode {stat.S_IMODE(status.st_mode):04o}): make it private "
                          "(chmod 600), or remove it and a new one is made")
        if len(key) != _KEY_BYTES:
            return None, f"it is not a key of {_KEY_BYTES} characters; remove it, and a new one is made"
        return key, None
    return None, problem


@lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of everything a cached entry rests on: the runner's and the reference engine's
    code, and the rulebook with its profiles. Any change to them makes a new digest, so an entry
    made by other code is never used."""
    digest = hashlib.sha256()
    root = Path(__file__).resolve().parents[2]  # conformance/suite/cache.py -> the folder holding conformance/
    paths = [path for package in _PACKAGES for path in sorted((root / package).rglob("*.py"))]
    try:
        paths += sorted(path for path in data_path("spec").rglob("*") if path.is_file())
    except FileNotFoundError:
        pass
    for path in paths:
        digest.update(path.name.encode("utf-8"))
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _seal(key: bytes, path: Path, format_name: str, build: str, body: bytes) -> str:
    """The entry's HMAC: over its format, build, name (so a sealed entry copied to another name, say
    another declaration's decisions, is refused) and data."""
    name = f"{path.parent.name}/{path.name}"
    message = b"\n".join([format_name.encode("utf-8"), build.encode("ascii"), name.encode("utf-8"), body])
    return hmac.new(key, message, hashlib.sha256).hexdigest()


def read(path: Path | None, format_name: str) -> Any:
    """The data stored at ``path`` under ``format_name`` by this build, or None when absent, off, or rejected
    (edited, of another format or build, not a regular file, a symbolic link, too long)."""
    global rejected
    key = _key(key_path())[0] if path is not None and off_reason() is None else None
    if path is None or key is None:
        return None
    try:
        with open_regular_file(path, "a cache entry", follow_symlinks=False) as handle:
            stored = handle.read(MAX_ENTRY_BYTES + 1)
    except UnreadableText as error:
        if error.message != "no such file":
            rejected += 1
        return None
    except OSError:
        rejected += 1
        return None
    header_line, _, body = stored.partition(b"\n")
    try:
        header = json.loads(header_line)
        if isinstance(header, dict) and header.get("format") == format_name and header.get("build") != code_digest():
            return None  # made by another build (the wheel's, or before an edit): stale, not refused
        expected = _seal(key, path, format_name, code_digest(), body)
        if (len(stored) > MAX_ENTRY_BYTES or not isinstance(header, dict) or header.get("format") != format_name
                or not hmac.compare_digest(str(header.get("seal")), expected)):
            rejected += 1
            return None
        return json.loads(body)
    except (ValueError, RecursionError):
        rejected += 1
        return None


def write(path: Path | None, format_name: str, data: Any) -> None:
    """Store ``data`` at ``path``, sealed, whole or not at all; nothing when caching is off. A cache that
    cannot be written only costs the next run the work."""
    key = _key(key_path())[0] if path is not None and off_reason() is None else None
    if path is None or key is None:
        return
    try:
        body = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
        build = code_digest()
        header = {"format": format_name, "build": build,
                  "seal": _seal(key, path, format_name, build, body.encode("utf-8"))}
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, json.dumps(header) + "\n" + body, kept_by_suite=True)
    except (OSError, TypeError, ValueError):
        pass


def prune(directory: Path, keep: int) -> None:
    """Remove all but the ``keep`` most recently written entries of ``directory``."""
    try:
        entries = sorted(directory.glob("*.json"), key=lambda path: path.lstat().st_mtime, reverse=True)
        for stale in entries[keep:]:
            stale.unlink()
    except OSError:
        pass
