"""Moves and the reasons a move is refused (the rulebook's moves chapter).

A move is one of four kinds: ``play`` (a tile at a named open end; the lead
has no end), ``draw``, ``pass`` and ``muggins`` (taking a score the previous
player left unclaimed). Moves are small immutable values, so the engine can
hand out prebuilt ones and callers can compare and hash them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from .tiles import Tile, TileError

PLAY, DRAW, PASS, MUGGINS = "play", "draw", "pass", "muggins"
KINDS = (PLAY, DRAW, PASS, MUGGINS)

#: Open ends: the two ends of the line, then the spinner's two ends.
ARMS = ("left", "right", "up", "down")
ARM_INDEX = {name: i for i, name in enumerate(ARMS)}


class Reason:
    """The fixed vocabulary of refusal reasons (spec: moves chapter)."""

    NOT_YOUR_TURN = "not_your_turn"
    TILE_NOT_IN_HAND = "tile_not_in_hand"
    NO_SUCH_END = "no_such_end"
    DOES_NOT_MATCH = "does_not_match"
    MUST_PLAY = "must_play"
    MUST_DRAW = "must_draw"
    CANNOT_DRAW = "cannot_draw"
    RESERVE_REACHED = "reserve_reached"
    CANNOT_PASS = "cannot_pass"
    LEAD_TILE_FORCED = "lead_tile_forced"
    WRONG_CLAIM = "wrong_claim"
    NO_MUGGINS = "no_muggins"
    HAND_OVER = "hand_over"
    MALFORMED_MOVE = "malformed_move"

    ALL = (
        NOT_YOUR_TURN, TILE_NOT_IN_HAND, NO_SUCH_END, DOES_NOT_MATCH, MUST_PLAY, MUST_DRAW,
        CANNOT_DRAW, RESERVE_REACHED, CANNOT_PASS, LEAD_TILE_FORCED, WRONG_CLAIM, NO_MUGGINS,
        HAND_OVER, MALFORMED_MOVE,
    )


class IllegalMove(ValueError):
    """A move was refused; the state is exactly as it was before."""

    def __init__(self, reason: str, message: str) -> None:
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


class ListedMove(Move):
    """A move as ``Match.legal_moves`` listed it, stamped with the state it was listed for.

    ``Match.apply`` takes a listed move whose stamp is the stamp of the match's current state
    without judging it again: it was judged when it was listed. Any other move is judged in
    full: a plain ``Move``, a ``ListedMove`` built or ``_replace``-d by hand (no stamp), one
    listed before the state changed or by another match (an old or foreign stamp). The stamp
    is set by ``legal_moves`` alone; it is not part of the move's value, so a listed move
    equals, and hashes as, the plain ``Move`` of the same play.
    """

    stamp: object | None = None


DRAW_MOVE = Move(DRAW)
PASS_MOVE = Move(PASS)
MUGGINS_MOVE = Move(MUGGINS)
