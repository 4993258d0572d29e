"""What is kept between runs: the compiled suite and applicability decisions.

Both live in one folder: ``$DOMINO_CONFORMANCE_CACHE``, else the user's cache folder
(``$XDG_CACHE_HOME/domino-conformance`` or ``~/.cache/domino-conformance``);
``DOMINO_CONFORMANCE_CACHE=off`` keeps nothing. Every entry is checked before use
(its format, and the digest of what it was computed from), and a cache that cannot be
read or written is simply not used: it only ever saves time.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from conformance.rulebook.data_paths import data_path

_PACKAGES = ("conformance", "reference_impl")


def folder() -> Path | None:
    """The cache folder, or None when caching is off."""
    configured = os.environ.get("DOMINO_CONFORMANCE_CACHE")
    if configured == "off":
        return None
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "domino-conformance"


@lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of everything a decision rests on: the runner's and the reference engine's
    code, and the rulebook with its profiles. Any change to them makes a new digest, so a
    decision made by other code is never reused."""
    digest = hashlib.sha256()
    root = Path(__file__).resolve().parent.parent
    paths = [path for package in _PACKAGES for path in sorted((root / package).rglob("*.py"))]
    try:
        paths += sorted(path for path in data_path("spec").rglob("*") if path.is_file())
    except FileNotFoundError:
        pass
    for path in paths:
        digest.update(path.name.encode("utf-8"))
        digest.update(path.read_bytes())
    return digest.hexdigest()


def read(path: Path | None, format_name: str) -> Any:
    """The data stored at ``path`` under ``format_name``, or None when absent, unreadable or of
    another format."""
    if path is None:
        return None
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(stored, dict) or stored.get("format") != format_name:
        return None
    return stored.get("data")


def write(path: Path, format_name: str, data: Any) -> None:
    """Store ``data`` at ``path`` whole or not at all (a temporary file renamed into place)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}")
        temporary.write_text(json.dumps({"format": format_name, "data": data}), encoding="utf-8")
        os.replace(temporary, path)
    except (OSError, TypeError, ValueError):
        pass  # a cache that cannot be written only costs the next run the work


def prune(directory: Path, keep: int) -> None:
    """Remove all but the ``keep`` most recently written files of ``directory``."""
    try:
        entries = sorted(directory.glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)
        for stale in entries[keep:]:
            stale.unlink()
    except OSError:
        pass
