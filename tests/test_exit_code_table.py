"""One table documents every command's exit codes: every command has a column, every code a row."""

from __future__ import annotations

import re
from pathlib import Path

from conformance import exit_codes
from conformance.cli import COMMAND_MODULES

REPORTS = Path(__file__).resolve().parent.parent / "docs" / "reports.md"


def exit_code_table() -> list[list[str]]:
    section = REPORTS.read_text(encoding="utf-8").split("## Exit codes", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows if not set(row) <= set("|-")]


def test_every_command_has_a_column_and_every_code_a_row() -> None:
    header, *rows = exit_code_table()
    documented = {name for cell in header[1:] for name in re.findall(r"`([a-z]+)`", cell)}
    assert documented == set(COMMAND_MODULES)
    codes = {int(row[0]) for row in rows}
    defined = {value for name, value in vars(exit_codes).items() if name.isupper() and isinstance(value, int)}
    assert codes == defined
    assert all(len(row) == len(header) for row in rows)
