"""Where the suite's data lives: spec/, features/, schemas/, transcripts/, sheets/, docs/, examples/ and IMPLEMENTING.md.

An installed wheel carries them as package data under ``conformance/_data``;
an editable install or a source checkout reads them from the repository root
(editable installs do not apply hatchling's force-include).
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent.parent  # the conformance package
_BUNDLED = _PACKAGE_DIR / "_data"
_CANDIDATES = (_BUNDLED, _PACKAGE_DIR.parent)

#: Everything the suite ships beside its code, in the order ``docs`` lists it.
DATA = {
    "IMPLEMENTING.md": "the engine contract: transports, requests and replies, the state, refusals, faults",
    "docs": "reports, exit codes and the compliance matrix",
    "spec": "the rulebook: every clause and option, and the profiles",
    "features": "the scenarios, by chapter, and the step vocabulary (STEPS.md)",
    "schemas": "JSON Schemas of rulesets, transcripts, the engine protocol and reports",
    "transcripts": "recorded matches: a valid corpus, and invalid records with their verdicts",
    "sheets": "game sheets: each rule dispute and worked example, with the ruling it gets",
    "examples": "the Node.js example engine (node-engine/engine.js), the smallest complete engine",
}


def data_path(name: str) -> Path:
    """The folder or file ``name`` (a key of ``DATA``) as installed."""
    for root in _CANDIDATES:
        path = root / name
        if path.exists():
            return path
    raise FileNotFoundError(f"the suite's {name} is missing from this installation")


def is_installed_copy(path: Path) -> bool:
    """Whether ``path`` lies inside an installed package (a wheel's data), where nothing should be written."""
    resolved = path.resolve()
    return _BUNDLED in resolved.parents or resolved == _BUNDLED or "site-packages" in resolved.parts
