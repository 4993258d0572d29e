"""Scenario text: option values, option overrides and deal tables as scenarios write them.

The step library and the lint read a scenario's Given steps through these
functions; a text that cannot be read raises ``SuiteError`` (the scenario is wrong).
"""

from __future__ import annotations

from typing import Any, Sequence

from reference_impl.tiles import TileError

from conformance.engines.compare import canonical_tile
from conformance.rulebook.index import SuiteError, parse_option_value

#: The rules a scenario is played under, as its Given step writes them (the step library binds it;
#: the lint reads it to check the deal against the rules).
RULES_PHRASE = r'the "(?P<name>[a-z0-9-]+)" rules for (?P<players>\d+) players(?: with (?P<overrides>.+))?'
#: One more option pinned, as a Given step writes it.
OPTION_PHRASE = r'the option "?(?P<option>[a-z_.]+)"? is (?P<value>.+)'


def parse_overrides(text: str | None) -> dict[str, Any]:
    """``"score.blocked = sum_minus_own, draw.reserve = 2"`` -> ``{option id: value}``; a value may be any
    JSON (``match.target = {"2": 100, "3": 50}``, ``teams = [[0, 2], [1, 3]]``)."""
    out: dict[str, Any] = {}
    for part in _top_level_parts(text or ""):
        if not part.strip():
            continue
        option, sep, value = part.partition("=")
        if not sep:
            raise SuiteError(f"{part.strip()!r}: write an option override as 'option.id = value'")
        out[option.strip()] = parse_option_value(value)
    return out


def _top_level_parts(text: str) -> list[str]:
    """``text`` split at the commas that are not inside a JSON list, object or string."""
    parts, depth, quoted, start = [], 0, False, 0
    for at, char in enumerate(text):
        if char == '"' and (at == 0 or text[at - 1] != "\\"):
            quoted = not quoted
        elif not quoted and char in "[{":
            depth += 1
        elif not quoted and char in "]}":
            depth -= 1
        elif not quoted and depth == 0 and char == ",":
            parts.append(text[start:at])
            start = at + 1
    return parts + [text[start:]]


def parse_deal_table(
    rows: Sequence[Sequence[str]], canonical: bool = True
) -> tuple[list[list[str]], list[str] | None, list[str] | None]:
    """A deal table (``seat | tiles`` rows, optional ``boneyard`` and ``lots`` rows) -> hands, boneyard, lots.

    Tiles are put in canonical form, or with ``canonical=False`` kept exactly as written
    (for deals an engine is meant to refuse).
    """
    cells = [[cell.strip() for cell in row] for row in rows]
    if cells and cells[0] and cells[0][0].lower() == "seat":
        cells = cells[1:]
    hands: dict[int, list[str]] = {}
    boneyard = lots = None
    for row in cells:
        if len(row) != 2:
            raise SuiteError(f"deal row {row}: a deal row has two cells, a label and the tiles")
        label, tiles_text = row
        try:
            tiles = [canonical_tile(tile) if canonical else tile for tile in tiles_text.split()]
        except TileError as error:
            raise SuiteError(f"deal row {label!r}: {error}") from None
        if label == "boneyard":
            boneyard = tiles
        elif label == "lots":
            lots = tiles
        elif label.isdigit():
            hands[int(label)] = tiles
        else:
            raise SuiteError(f"deal row {label!r}: label a row with a seat number, 'boneyard' or 'lots'")
    if sorted(hands) != list(range(len(hands))):
        raise SuiteError(f"the deal must list seats 0 to {len(hands) - 1}, got {sorted(hands)}")
    return [hands[seat] for seat in range(len(hands))], boneyard, lots
