"""The pytest plugin: ``--domino-engine`` chooses the engine the scenarios run against."""

from __future__ import annotations

import pytest

DEFAULT_ENGINE = "reference"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("domino-conformance")
    group.addoption(
        "--domino-engine",
        action="store",
        default=DEFAULT_ENGINE,
        metavar="ENGINE",
        help="engine under test: 'reference', 'py:module:factory' or 'exec:<command line>' (default: reference)",
    )
