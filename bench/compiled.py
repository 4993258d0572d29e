"""The project's modules compiled to bytecode before a benchmark times fresh processes.

Installing a wheel compiles its modules, and Python caches what it imports; but where
``PYTHONDONTWRITEBYTECODE`` is set (some containers and CI images set it) nothing is cached, and
every process the benchmark starts would compile the whole suite again before doing any work.
Writing the bytecode once makes each timed start-up a user's start-up, whatever that setting.
"""

from __future__ import annotations

import compileall
from pathlib import Path

PACKAGES = ("conformance", "reference_impl")


def compile_project(root: Path) -> None:
    """Write the bytecode of the project's packages under ``root`` (Python reads it even where it
    would not write it)."""
    for package in PACKAGES:
        compileall.compile_dir(root / package, quiet=1)
