"""Where the suite's data lives: spec/, features/, schemas/, transcripts/ and sheets/.

An installed wheel carries them as package data under ``conformance/_data``;
an editable install or a source checkout reads them from the repository root
(editable installs do not apply hatchling's force-include).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
_CANDIDATES = (_PACKAGE_DIR / "_data", _PACKAGE_DIR.parent)


def data_path(name: str) -> Path:
    """The folder ``name`` (``"spec"``, ``"features"``, ``"schemas"``, ``"transcripts"`` or ``"sheets"``)."""
    for root in _CANDIDATES:
        path = root / name
        if path.is_dir():
            return path
    raise FileNotFoundError(f"the suite's {name}/ folder is missing from this installation")
