"""Faulty engines that take positions: each scenario starts just before its judged step, so a fault in
the story (the deal's leader, a draw on the way, a count) no longer keeps a scenario from its clause.

``with_positions`` is the thin wrapper: a faulty, cascading or variant-fault engine of this folder,
declaring ``capabilities.positions`` and taking a position as the reference engine does (its own kind
of match, built from the rules it plays, standing there). ``POSITIONED`` names the wrapped engines the
tests run, each with the clauses of its planted faults; ``py:position_engines:<name>`` reaches one (this
folder on ``sys.path``, as pytest puts it), as do the three engines written here, each with several
faults of the kind that cascade through a story:

- ``random_leader_block``: Block at 2 whose leader is drawn at random each hand, and which takes a lead
  naming an end, starts the line again with a play naming no end, and takes moves after the hand,
  scoring it twice;
- ``draw_until_fits_at_once``: Draw at 2 whose draw takes tiles until one fits, in one move, and which
  gives a blocked tie to the first of the lightest seats;
- ``all_fives_double_once``: All Fives at 2 that counts a double at an end once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping

import cascading_engines
import faulty_engines
import variant_faults
from faulty_engines import DoubleCountsOnce, TieGoesToFirstSeat, _OneGameEngine
from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import ENDED_OUT, HAND_OVER, IN_PROGRESS, Match
from reference_impl.line import Line
from reference_impl.moves import DRAW, PLAY, IllegalMove, Move
from reference_impl.position import Position
from reference_impl.status import HandEnd


def with_positions(engine_class: type[ReferenceEngine]) -> type[ReferenceEngine]:
    """``engine_class``, declaring positions: the reference engine's protocol handler takes them
    (``ReferenceEngine.match_at``: the engine's own kind of match, from the rules it plays)."""
    return type(f"{engine_class.__name__}WithPositions", (engine_class,), {"takes_positions": True})


# -- three engines whose faults cascade through a story ---------------------------------------------------


class _RandomLeader(Match):
    """Draws each hand's leader at random (a seeded draw: the same match draws the same leaders), who may
    lead any tile."""

    def __init__(self, ruleset: Any, players: int) -> None:
        super().__init__(ruleset, players)
        self.draws = random.Random(f"leaders of {players}")

    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        status = super().deal(hands, boneyard, lots)
        if status == IN_PROGRESS:
            self.leader = self.turn = self.draws.randrange(self.players)
            self.forced_tile = None
        return status


class _LeadNamingAnEnd(Match):
    """Takes a lead that names an end, as if it named none."""

    def refusal(self, move: Move, seat: int | None = None) -> IllegalMove | None:
        return super().refusal(self._unnamed(move), seat)

    def apply(self, move: Move, seat: int | None = None, judged: bool = False) -> None:
        super().apply(self._unnamed(move), seat)

    def _unnamed(self, move: Move) -> Move:
        if move.kind == PLAY and move.end is not None and self.line.size == 0 and self.status == IN_PROGRESS:
            return Move(PLAY, move.tile, None, move.claim)
        return move


class _PlayNamingNoEndStartsAgain(Match):
    """After the lead, takes a play that names no end as a new lead: the line starts again from it."""

    def refusal(self, move: Move, seat: int | None = None) -> IllegalMove | None:
        if self._starts_again(move):
            saved, self.line = self.line, Line(self.tileset, self.rules.spinner)
            try:
                return super().refusal(move, seat)
            finally:
                self.line = saved
        return super().refusal(move, seat)

    def apply(self, move: Move, seat: int | None = None, judged: bool = False) -> None:
        if self._starts_again(move) and self.refusal(move, seat) is None:
            self.line = Line(self.tileset, self.rules.spinner)
        super().apply(move, seat)

    def _starts_again(self, move: Move) -> bool:
        return move.kind == PLAY and move.end is None and self.line.size > 0 and self.status == IN_PROGRESS


class _MovesAfterTheHand(Match):
    """Takes a move after the hand is over, for the seat that sends it, and scores the hand again."""

    def refusal(self, move: Move, seat: int | None = None) -> IllegalMove | None:
        if self.status is not HAND_OVER:
            return super().refusal(move, seat)
        status, turn, self.status = self.status, self.turn, IN_PROGRESS
        self.turn = self.turn if seat is None else seat
        try:
            return super().refusal(move, seat)
        finally:
            self.status, self.turn = status, turn

    def apply(self, move: Move, seat: int | None = None, judged: bool = False) -> None:
        result = self.hand_result
        if self.status is not HAND_OVER or result is None:
            super().apply(move, seat)
            return
        self.check(move, seat)
        self.status, self.turn = IN_PROGRESS, self.turn if seat is None else seat
        try:
            super().apply(move, seat)
        finally:
            self.status, self.hand_result = HAND_OVER, result
        if result.winner is not None:
            self._score(result.winner, result.points)  # the hand is scored a second time


class _DrawsUntilItFitsAtOnce(Match):
    """Draws until a tile fits (or only the reserve is left) in one move, not one tile a move."""

    def _apply_other(self, kind: str) -> None:
        super()._apply_other(kind)
        while (kind == DRAW and self.status == IN_PROGRESS and not self._playable()
               and len(self.boneyard) - self.drawn > self.rules.draw_reserve):
            super()._apply_other(kind)


class _NothingWonForNothing(Match):
    """A hand gone out for no points is won by nobody, and its leader leads on in turn (as OpenSpiel's Block
    game pays nothing to a player who goes out against a hand of no pips)."""

    def _finish_hand(self, end: HandEnd, winner: int, points: int, pips: list[int],
                     bonuses: tuple[tuple[str, int], ...] = ()) -> None:
        super()._finish_hand(end, winner, points, pips, bonuses)
        result = self.hand_result
        if end is ENDED_OUT and result is not None and result.points == 0:
            self.hand_result = result._replace(winner=None, side=None)
            self.next_leader = self.next_seat[self.leader]


def _one_game(name: str, game: dict[str, Any], *faults: type[Match]) -> type[ReferenceEngine]:
    match_class = type(f"{name.title().replace('_', '')}Match", faults, {})
    return with_positions(type(f"{match_class.__name__}Engine", (_OneGameEngine,),
                               {"match_class": match_class, "fault_name": name, "declared": game}))


random_leader_block = _one_game("random_leader_block", {"profile": "block", "players": [2]}, _RandomLeader,
                                _LeadNamingAnEnd, _PlayNamingNoEndStartsAgain, _MovesAfterTheHand)
draw_until_fits_at_once = _one_game("draw_until_fits_at_once", {"profile": "draw", "players": [2]},
                                    _DrawsUntilItFitsAtOnce, TieGoesToFirstSeat)
nothing_won_for_nothing = _one_game("nothing_won_for_nothing", {"profile": "block", "players": [2]},
                                   _NothingWonForNothing)
all_fives_double_once = _one_game("all_fives_double_once", {"profile": "all-fives", "players": [2]},
                                  DoubleCountsOnce)


@dataclass(frozen=True)
class Planted:
    """An engine that takes positions, and its planted faults: for each, the clauses that name it (any one
    of them, as ``faulty_engines.SEATED_FAULTS`` lists a fault's)."""

    name: str
    faults: tuple[frozenset[str], ...]

    def unnamed(self, failed: set[str]) -> list[frozenset[str]]:
        """The planted faults that no clause of ``failed`` names."""
        return [fault for fault in self.faults if not fault & failed]


def _each(*clauses: str) -> tuple[frozenset[str], ...]:
    return tuple(frozenset({clause}) for clause in clauses)


#: The three engines above, each fault's clause.
CASCADING = {
    "random_leader_block": Planted("random_leader_block", _each(
        "lead.first-hand.highest-double-else-heaviest", "lead.next-hand.winner", "move.refusal.no-such-end",
        "move.refusal.hand-over")),
    # A draw that takes several tiles: named by the draw rule where the seat to act shows it, by the draw order
    # (the one tile a draw takes) where the tiles held after it do, as in a story (precision_zoo's
    # draw_takes_until_it_fits).
    "draw_until_fits_at_once": Planted("draw_until_fits_at_once", (
        frozenset({"draw.until-playable", "draw.order"}), frozenset({"end.blocked-tie.redeal"}))),
    "all_fives_double_once": Planted("all_fives_double_once", _each("score.fives.count.double")),
}


# -- engines that take positions wrongly, or not at all --------------------------------------------------


class _WrongSeatToAct(ReferenceEngine):
    """Takes a position, but with the seat after the one it gives to act."""

    def match_at(self, position: Position) -> Match:
        match = super().match_at(position)
        match.turn = match.next_seat[match.turn]
        return match


class _DropsTheBoneyard(ReferenceEngine):
    """Takes a position, but leaves its boneyard out."""

    def match_at(self, position: Position) -> Match:
        match = super().match_at(position)
        match.boneyard, match.drawn = [], 0
        return match


class _RefusesEveryPosition(ReferenceEngine):
    """Declares positions, and refuses each one it is given, with a reason."""

    def _position(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"ok": False, "message": "this engine is dealt to, never set"}


class _NeverSet(ReferenceEngine):
    """The reference engine without positions: a ``position`` request would be a fault of the runner's."""

    takes_positions = False

    def _position(self, request: Mapping[str, Any]) -> dict[str, Any]:
        raise AssertionError("a position was sent to an engine that does not declare positions")


wrong_seat_to_act, drops_the_boneyard, refuses_every_position = _WrongSeatToAct, _DropsTheBoneyard, _RefusesEveryPosition
never_set = _NeverSet


# -- the faulty, cascading and variant-fault engines, wrapped ----------------------------------------------

#: Wrapped engines: the seated faulty engines, the variant faults and the cascading engines that declare a
#: game, each with the clauses of its planted faults.
POSITIONED: dict[str, Planted] = {}


def _wrap(name: str, engine_class: type[ReferenceEngine], faults: tuple[frozenset[str], ...]) -> None:
    wrapped = f"{name}_with_positions"
    globals()[wrapped] = with_positions(engine_class)
    POSITIONED[wrapped] = Planted(wrapped, faults)


for _seated in faulty_engines.SEATED_FAULTS.values():
    _wrap(_seated.name, getattr(faulty_engines, _seated.name), (_seated.clauses,))
for _variant in variant_faults.VARIANT_FAULTS.values():
    _wrap(_variant.name, getattr(variant_faults, _variant.name), _each(_variant.clause))
for _cascade in cascading_engines.CASCADES.values():
    if not _cascade.bag:
        _wrap(_cascade.name, getattr(cascading_engines, _cascade.name), _each(*_cascade.clauses))
