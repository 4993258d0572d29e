"""Moves (the rulebook's moves chapter); a refused move raises ``IllegalMove`` with a ``Reason``.

A move is one of four kinds: ``play`` (a tile at a named open end; the lead
has no end), ``draw``, ``pass`` and ``muggins`` (taking a score the previous
player left unclaimed). Moves are small immutable values, so the engine can
hand out prebuilt ones and callers can compare and hash them.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from .status import Reason
from .tiles import Tile, TileError

PLAY, DRAW, PASS, MUGGINS = "play", "draw", "pass", "muggins"
KINDS = (PLAY, DRAW, PASS, MUGGINS)

#: Open ends: the two ends of the line, then the spinner's two ends.
ARMS = ("left", "right", "up", "down")
ARM_INDEX = {name: i for i, name in enumerate(ARMS)}


class IllegalMove(ValueError):
    """A move was refused; the state is exactly as it was before."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(f"{reason}: {message}")
        self.reason = reason
        self.message = message


class Move(NamedTuple):
    """A move. ``end`` is an arm name for plays after the lead, else None.

    ``claim`` is the score the player names with a play under muggins
    claiming (``fives.claims = muggins``); None means nothing is claimed.
    """

    kind: str
    tile: Tile | None = None
    end: str | None = None
    claim: int | None = None

    @classmethod
    def play(cls, tile: Tile | str, end: str | None = None, claim: int | None = None) -> "Move":
        """A play of ``tile`` at ``end`` (None for the lead)."""
        return cls(PLAY, tile if isinstance(tile, Tile) else Tile.parse(tile), end, claim)

    def to_dict(self) -> dict[str, Any]:
        """The protocol form: ``{"type": "play", "tile": "4-6", "end": "left"}``."""
        out: dict[str, Any] = {"type": self.kind}
        if self.kind == PLAY:
            out["tile"] = str(self.tile)
            if self.end is not None:
                out["end"] = self.end
            if self.claim is not None:
                out["claim"] = self.claim
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], max_pip: int = 12) -> "Move":
        """Read the protocol form; raise ``IllegalMove(malformed_move)`` if unreadable."""
        if not isinstance(data, Mapping):
            raise IllegalMove(Reason.MALFORMED_MOVE, f"a move is an object, got {data!r}")
        kind = data.get("type")
        if kind not in KINDS:
            raise IllegalMove(Reason.MALFORMED_MOVE, f"move type {kind!r} is not one of {', '.join(KINDS)}")
        if kind != PLAY:
            return cls(kind)
        try:
            tile = Tile.parse(data.get("tile"), max_pip)  # type: ignore[arg-type]
        except TileError as error:
            raise IllegalMove(Reason.MALFORMED_MOVE, str(error)) from None
        end = data.get("end")
        if end is not None and not isinstance(end, str):
            raise IllegalMove(Reason.MALFORMED_MOVE, f"end must be an end name, got {end!r}")
        claim = data.get("claim")
        if claim is not None and (isinstance(claim, bool) or not isinstance(claim, int) or claim < 0):
            raise IllegalMove(Reason.MALFORMED_MOVE, f"claim must be a whole number of points, got {claim!r}")
        return cls(PLAY, tile, end, claim)

    def __str__(self) -> str:
        if self.kind != PLAY:
            return self.kind
        text = f"{self.tile}" + (f" on {self.end}" if self.end else "")
        return text + (f" claiming {self.claim}" if self.claim is not None else "")


DRAW_MOVE = Move(DRAW)
PASS_MOVE = Move(PASS)
MUGGINS_MOVE = Move(MUGGINS)
