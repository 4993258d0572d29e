"""How the suite compares what an engine says: defined once, used by every check.

Engines may write tiles in either order and list moves in any order; two
plays of the same tile on two ends that are interchangeable are one move.
Every comparison of tiles, moves, ends and results in the runner, the
replayer and the referee goes through these functions.
"""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping, Sequence

from reference_impl.tiles import Tile, TileError

#: Ends that mirror each other: the line's two ends, and the spinner's two ends.
MIRROR_PAIRS = {"left": "left|right", "right": "left|right", "up": "up|down", "down": "up|down"}


def canonical_tile(text: Any) -> str:
    """``"6-4"`` -> ``"4-6"``; raise ``TileError`` for anything that is not a tile."""
    return str(Tile.parse(text))


def canonical_tiles(tiles: Iterable[Any]) -> list[str]:
    """A hand or list of tiles in canonical form, sorted."""
    return sorted((canonical_tile(tile) for tile in tiles), key=_tile_order)


def _tile_order(text: str) -> tuple[int, int]:
    low, high = text.split("-")
    return int(low), int(high)


def end_signature(ends: Sequence[Mapping[str, Any]]) -> dict[str, tuple[int, bool]]:
    """Each open end's (number shown, is a double) from a state's ``ends``."""
    return {end["end"]: (int(end["value"]), bool(end.get("double", False))) for end in ends}


def move_key(move: Mapping[str, Any], ends: Sequence[Mapping[str, Any]] = ()) -> tuple[Any, ...]:
    """A hashable identity for ``move``, equal for equivalent moves.

    Two plays of one tile are the same move when their ends are a mirror
    pair (left/right or up/down) showing the same number, both doubles or
    both not: the table that results is the same.
    """
    kind = move.get("type")
    if kind != "play":
        return (kind,)
    tile = canonical_tile(move.get("tile"))
    end = move.get("end")
    if end is not None:
        signature = end_signature(ends)
        mirror = MIRROR_PAIRS.get(end)
        if mirror is not None:
            other = next(name for name in mirror.split("|") if name != end)
            if end in signature and signature.get(other) == signature[end]:
                end = mirror
    return ("play", tile, end, move.get("claim"))


def move_set(moves: Iterable[Mapping[str, Any]], ends: Sequence[Mapping[str, Any]] = ()) -> set[tuple[Any, ...]]:
    """The moves as a set of identities (duplicates and mirror moves merged)."""
    return {move_key(move, ends) for move in moves}


def describe_move(move: Mapping[str, Any]) -> str:
    """A move in the words the scenarios use: ``6-4 on the right``, ``pass``."""
    if not isinstance(move, Mapping):
        return repr(move)
    kind = move.get("type")
    if kind != "play":
        return str(kind)
    try:
        text = canonical_tile(move.get("tile"))
    except TileError:
        text = repr(move.get("tile"))  # an unreadable tile is shown as it was written
    if move.get("end"):
        text += f" on the {move['end']}"
    if move.get("claim") is not None:
        text += f" claiming {move['claim']}"
    return text


def describe_key(key: tuple[Any, ...]) -> str:
    """A move identity in scenario words (a mirror pair reads ``left|right``)."""
    if key[0] != "play":
        return str(key[0])
    _, tile, end, claim = key
    text = tile + (f" on the {end}" if end else "")
    return text + (f" claiming {claim}" if claim is not None else "")


_MOVE_TEXT = re.compile(
    r"^\s*(?:(?P<simple>pass|draw|muggins)"
    r"|(?P<tile>\d+\s*-\s*\d+)(?:\s+on\s+the\s+(?P<end>left|right|up|down)(?:\s+end)?)?"
    r"(?:\s+claiming\s+(?P<claim>\d+))?)\s*$"
)


class MoveTextError(ValueError):
    """A move written in a scenario or transcript could not be read."""


def parse_move(text: str) -> dict[str, Any]:
    """Read ``6-4 on the right``, ``5-5`` (a lead), ``pass``, ``draw``, ``muggins``."""
    match = _MOVE_TEXT.match(text)
    if not match:
        raise MoveTextError(
            f"{text!r} is not a move: write 'pass', 'draw', 'muggins', a tile to lead ('6-6'), "
            f"or a tile and an end ('6-4 on the right', optionally 'claiming 10')"
        )
    if match["simple"]:
        return {"type": match["simple"]}
    try:
        move: dict[str, Any] = {"type": "play", "tile": canonical_tile(match["tile"].replace(" ", ""))}
    except TileError as error:
        raise MoveTextError(str(error)) from None
    if match["end"]:
        move["end"] = match["end"]
    if match["claim"]:
        move["claim"] = int(match["claim"])
    return move


def parse_move_list(text: str) -> list[dict[str, Any]]:
    """Read a comma-separated list of moves (``"6-4 on the left, pass"``)."""
    return [parse_move(part) for part in text.split(",") if part.strip()]
