"""How the suite compares the tiles an engine writes: defined once, used by every check.

Engines may write tiles in either order; the suite compares them in canonical
form. Moves are compared by their identity, ``reference_impl.moves.move_key``
(two plays of one tile on interchangeable ends are one move).
"""

from __future__ import annotations

from typing import Any, Iterable

from reference_impl.tiles import Tile


def canonical_tile(text: Any) -> str:
    """``"6-4"`` -> ``"4-6"``; raise ``TileError`` for anything that is not a tile."""
    return str(Tile.parse(text))


def canonical_tiles(tiles: Iterable[Any]) -> list[str]:
    """A hand or list of tiles in canonical form, sorted."""
    return sorted((canonical_tile(tile) for tile in tiles), key=_tile_order)


def _tile_order(text: str) -> tuple[int, int]:
    low, high = text.split("-")
    return int(low), int(high)
