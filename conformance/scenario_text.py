"""Scenario text: option values, option overrides and deal tables as scenarios write them.

The step library and the lint read a scenario's Given steps through these
functions; a text that cannot be read raises ``SuiteError`` (the scenario is wrong).
"""

from __future__ import annotations

import json
from typing import Any, Sequence

from reference_impl.tiles import TileError

from . import strict_json
from .compare import canonical_tile
from .rulebook import SuiteError
from .text_input import MAX_JSON_DEPTH

#: The rules a scenario is played under, as its Given step writes them (the step library binds it;
#: the lint reads it to check the deal against the rules).
RULES_PHRASE = r'the "(?P<name>[a-z0-9-]+)" rules for (?P<players>\d+) players(?: with (?P<overrides>.+))?'
#: One more option pinned, as a Given step writes it.
OPTION_PHRASE = r'the option "?(?P<option>[a-z_.]+)"? is (?P<value>.+)'


def parse_option_value(text: str) -> Any:
    """An option value as a scenario or a sheet writes it: JSON if it reads as JSON, else a bare word.
    JSON that cannot be read whole (a key twice, nested too deeply, an integer too long) raises ``SuiteError``."""
    try:
        return strict_json.loads(text, max_depth=MAX_JSON_DEPTH)
    except json.JSONDecodeError:
        return text.strip()
    except ValueError as error:  # strict_json.TooDeep, DuplicateKey, NaN, an integer of too many digits
        raise SuiteError(f"the value {text.strip()[:40]!r} cannot be read: {error}") from None


def parse_overrides(text: str | None) -> dict[str, Any]:
    """``"score.blocked = sum_minus_own, draw.reserve = 2"`` -> ``{option id: value}``."""
    out: dict[str, Any] = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        option, sep, value = part.partition("=")
        if not sep:
            raise SuiteError(f"{part.strip()!r}: write an option override as 'option.id = value'")
        out[option.strip()] = parse_option_value(value)
    return out


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
