"""After a divergence of the state, differential play brings the two sides together again, one of two ways.

**Set the engine** (``Resync`` for an engine that declares ``capabilities.positions``): the engine is
sent the reference's ``Position`` (``engines.positions.position_request``) and stands where the rules
say it should, so every ply after the divergence judges it from the rules' state, and a fault that
changes the scores is named in each hand it shows in, not carried into the match's end.

**Follow the engine** (every other engine, and one that refuses a position or reports it back
otherwise than given, for the rest of its match): the engine's full observation is read as a
``Position`` (``reference_impl.position``), with what an observation does not carry (the next leader,
carried points, the passes this turn, ...) taken from the reference's own position, and the reference
match is set to stand there.

Either way the comparison goes on from there, so a fault met later in the hand, or in a later hand, is
judged on its own and not hidden by the first.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from conformance.engines.positions import declares_positions, misreadings, position_request
from reference_impl.engine import DealError, Match
from reference_impl.position import Position, PositionError
from reference_impl.tiles import Tile

from ..sessions import ProtocolSession


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


def engine_stands_at(match: Match, state: Mapping[str, Any], boneyard: list[Tile]) -> Position | None:
    """The position the engine's state ``state`` shows, where it is not ``match``'s own; None where it
    reads as the reference's (a difference in what it shows only). ``CannotFollow`` when it cannot be read.

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
    return None if position == own else position


def take_engine_state(match: Match, state: Mapping[str, Any], boneyard: list[Tile]) -> bool:
    """Take the engine's state ``state`` on ``match`` where the two differ; whether anything was taken
    (False: the engine's state reads as the reference's own, a difference in what it shows only)."""
    position = engine_stands_at(match, state, boneyard)
    if position is None:
        return False
    take_position(match, position)
    return True


@dataclass(frozen=True)
class Resynced:
    """How the two sides stand after ``Resync.after_divergence``: the engine set to the reference's
    position (``engine_set``: its observation ``state``, and the ``request`` that set it), or the
    reference moved to the engine's state (``reference_moved``), or neither (they stood alike already: a
    difference in what the engine shows only). ``brought_back``: the engine misread a position and was
    brought back to where it stood before it (what it was asked since must be asked again)."""

    engine_set: bool = False
    reference_moved: bool = False
    state: Mapping[str, Any] | None = None
    request: Mapping[str, Any] | None = None
    brought_back: bool = False


ALIKE = Resynced()


class Resync:
    """The one choice of what differential play does after a divergence of the state: set the engine to
    the reference's position, while it declares positions and takes them as given, else follow it.

    The first position the engine refuses, or reports back otherwise than given
    (``engines.positions.misreadings``), turns this match to following the engine; ``fell_back`` says why,
    for the divergence that prompted it to say once."""

    def __init__(self, session: ProtocolSession) -> None:
        self.session = session
        self.sets_engine = declares_positions(session.capabilities)
        self.fell_back: str | None = None

    def after_divergence(self, match: Match, state: Mapping[str, Any], boneyard: list[Tile],
                         bring_back: Callable[[], Any]) -> Resynced:
        """Bring the engine (whose observation is ``state``) and ``match`` to one state where they differ:
        the engine set to ``match``'s position, or ``match`` to the engine's. ``bring_back`` starts the
        engine's match again and gives it what it took (``DifferentialJudge._bring_back``), should it take a
        position wrongly. ``CannotFollow`` when neither can be done."""
        try:
            if engine_stands_at(match, state, boneyard) is None:
                return ALIKE
        except CannotFollow:
            if not self.sets_engine:
                raise  # a state that cannot be read cannot be followed; the engine can still be set
        if self.sets_engine:
            set_at = self.set_engine(match, bring_back)
            if set_at.engine_set:
                return set_at
            brought_back = set_at.brought_back
        else:
            brought_back = False
        return Resynced(reference_moved=take_engine_state(match, state, boneyard), brought_back=brought_back)

    def set_engine(self, match: Match, bring_back: Callable[[], Any]) -> Resynced:
        """Set the engine to ``match``'s position (``engine_set``), where it takes it as given; else this
        match follows the engine from now on (``fell_back`` says why), and an engine that took the position
        otherwise than given is brought back with ``bring_back`` (``brought_back``)."""
        if not self.sets_engine:
            return ALIKE
        expected, position = match.observe(), match.position()
        self.session.recover()  # what was asked ahead from the engine's own state: read and dropped
        self.sets_engine = False  # unless it takes this position as given
        taken = self.session.position(position)
        if taken.refusal is not None:
            self.fell_back = f"the engine refused the rules' position ({taken.refusal})"
            return ALIKE
        wrong = misreadings(expected, taken.state or {})
        if wrong:
            self.fell_back = f"the engine took the rules' position otherwise than given ({'; '.join(map(str, wrong))})"
            bring_back()
            return Resynced(brought_back=True)
        self.sets_engine = True
        return Resynced(engine_set=True, state=taken.state, request=position_request(position))
