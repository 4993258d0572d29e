"""After a divergence, the reference side of differential play takes the engine's state and plays on.

The engine's full observation is read as a ``Position`` (``reference_impl.position``), with what an
observation does not carry (the next leader, carried points, the passes this turn, ...) taken from the
reference's own position, and the reference match is set to stand there. The comparison then goes on
from the next ply, so a fault met later in the hand, or in a later hand, is judged on its own and not
hidden by the first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference_impl.engine import DealError, Match
from reference_impl.position import Position, PositionError
from reference_impl.tiles import Tile


class CannotFollow(Exception):
    """The engine's match cannot be followed any further (its state cannot be taken, or it cannot be
    brought back): the match ends there; what was found is already reported."""


def engine_position(match: Match, state: Mapping[str, Any], boneyard: list[Tile]) -> Position:
    """The position the engine's full observation ``state`` shows, what it does not carry taken from
    ``match``; ``boneyard`` is the hand's deal's boneyard, in draw order. ``CannotFollow`` when the
    observation cannot be read as a position (a field missing, a tile twice)."""
    try:
        return Position.from_observation(state, boneyard, like=match.position(), max_pip=match.rules.max_pip)
    except (PositionError, KeyError, TypeError, ValueError) as error:
        raise CannotFollow(f"the engine's state cannot be taken as a position: {error}") from None


def take_position(match: Match, position: Position) -> None:
    """Set ``match`` to stand at ``position``, in place (the walk's hands hold this very match).
    ``CannotFollow`` when the position does not hold together under the match's rules."""
    try:
        taken = Match.from_position(match.rules, position)
    except (PositionError, DealError, KeyError, TypeError, ValueError) as error:
        raise CannotFollow(f"the engine's state cannot be taken: {error}") from None
    for cls in type(taken).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if not slot.startswith("__") and hasattr(taken, slot):
                setattr(match, slot, getattr(taken, slot))


def take_engine_state(match: Match, state: Mapping[str, Any], boneyard: list[Tile]) -> bool:
    """Take the engine's state ``state`` on ``match`` where the two differ; whether anything was taken
    (False: the engine's state reads as the reference's own, a difference in what it shows only).

    What the rules in play do not judge is kept as the reference has it (points waiting for muggins
    where nobody claims them). A leader taken before the lead leads freely, unless it holds the tile
    the reference would have had led."""
    own = match.position()
    position = engine_position(match, state, boneyard)
    if match.rules.fives_claims != "muggins":
        position = position.with_changes(muggins_pending=own.muggins_pending)
    if position.line_tiles() == [] and position.turn != own.turn and position.forced_tile is not None \
            and position.forced_tile not in position.hands[position.turn]:
        position = position.with_changes(forced_tile=None)
    if position == own:
        return False
    take_position(match, position)
    return True
