"""Faulty engines with two or three faults each, where the first fault met hides the others from a suite
that stops at it: a wrong first leader before a wrong blocked score, a block seen only after a round of
passes before a wrong tie, an engine that takes any deal before anything else.

Each is reachable in-process as ``py:cascading_engines:<name>`` (this folder on ``sys.path``, as pytest
puts it) or over the subprocess transport as ``exec:python tests/cascading_engines.py <name>``.
``CASCADES`` says, for each, the clauses of its planted faults (every one must be named by
``domino-conformance run``), what it declares (a game, or the low-level bag of option values), how it
is reached by default, and, for one, a behaviour the contract allows that must never be charged.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

if __name__ == "__main__":  # served over exec: the suite and the reference engine are beside this folder
    sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]

import faulty_engines as faults
from conformance.rulebook.declared_games import option_values
from conformance.rulebook.index import profile
from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.moves import ARMS, PLAY, IllegalMove, Move, Reason
from reference_impl.ruleset import Ruleset


# -- faults of their own ----------------------------------------------------------------------


class _SeatZeroLeadsLaterHands(Match):
    """Lets seat 0 lead every hand after the first, whoever won the last."""

    def deal(self, hands: Any, boneyard: Any = (), lots: Any = None) -> str:
        later = self.next_leader is not None
        status = super().deal(hands, boneyard, lots)
        if status == IN_PROGRESS and later:
            self.leader = self.turn = 0
            self.forced_tile = None
        return status


class _BlockSeenAfterPasses(Match):
    """Sees a blocked line only once every player has passed in turn, as many engines written to play do."""

    def _end_blocked(self) -> None:
        if self.passes_in_turn >= self.players or self.status != IN_PROGRESS:
            super()._end_blocked()
            return
        # Not yet: the turn goes on, and each player must knock before the hand ends.
        self.passes_in_turn = 0
        self.drew_this_turn = False
        self.turn = self.next_seat[self.turn]


class _PlaysMirrorsAtTheOtherEnd(Match):
    """Lists a tile that fits two ends showing the same number at the last of them only, and refuses it
    at the first: the two are one move, so listing either is correct (IMPLEMENTING.md)."""

    def _mirrored_first(self) -> set[Move]:
        """The plays hidden (claims left out): of each tile's mirror plays (one move, as the runner counts
        them), those at the first end."""
        ends = [{"end": ARMS[arm], "value": value, "double": double} for arm, value, double in self.line.ends()]
        plays = [move._replace(claim=None) for move in Match.legal_moves(self) if move.kind == PLAY and move.end]
        last_end = {move.key(ends): move.end for move in plays}  # mirror plays share a key (``moves.move_key``)
        return {move for move in plays if move.end != last_end[move.key(ends)]}

    def legal_moves(self) -> list[Move]:
        moves = super().legal_moves()
        if self.status != IN_PROGRESS:
            return moves
        hidden = self._mirrored_first()
        return [move for move in moves if move._replace(claim=None) not in hidden] if hidden else moves

    def check(self, move: Move, seat: int | None = None) -> None:
        super().check(move, seat)
        if move.kind == PLAY and move._replace(claim=None) in self._mirrored_first():
            raise IllegalMove(Reason.DOES_NOT_MATCH, f"{move.tile} is played at the other end here")

    def apply(self, move: Move, seat: int | None = None) -> None:
        self.check(move, seat)
        super().apply(move, seat)


class _ErrorsOnATileTwice(ReferenceEngine):
    """Answers ``errored`` to a deal that holds a tile twice (its own tile set raises), as the
    ``dominoes`` package does; every other request as the engine it wraps."""

    match_class: type[Match] = Match

    def _deal(self, request: Mapping[str, Any]) -> dict[str, Any]:
        tiles = [str(tile) for hand in request.get("hands", []) for tile in hand] + list(request.get("boneyard", []))
        canonical = ["-".join(sorted(tile.split("-"), key=int)) for tile in tiles if "-" in tile]
        if len(set(canonical)) != len(canonical):
            raise LookupError("NoSuchDominoException: a domino is dealt twice")
        return super()._deal(request)


# -- the engines ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cascade:
    """A faulty engine with several faults: what it declares, its faults, how it is reached by default."""

    name: str
    description: str
    clauses: tuple[str, ...]  # one clause per planted fault, the first fault met first
    profile: str
    players: int
    faults: tuple[type[Match], ...]
    bag: bool = False  # declares the low-level bag of option values, not a game
    transport: str = "py"  # how the tests reach it: "py" (in-process) or "exec" (a subprocess)
    allowed: tuple[str, ...] = ()  # behaviours the contract allows: never charged
    wrapper: type[ReferenceEngine] | None = None
    bag_differences: Mapping[str, Any] = field(default_factory=dict)


CASCADES: dict[str, Cascade] = {}


def _cascade(cascade: Cascade) -> None:
    CASCADES[cascade.name] = cascade


_cascade(Cascade("seat_zero_leads_winner_takes_all", "lets seat 0 lead the first hand, and scores a blocked "
                 "hand winner-takes-all", ("lead.first-hand.highest-double-else-heaviest", "score.blocked.diff-each"),
                 "block", 2, (faults.SeatZeroLeads, faults.BlockedWinnerTakesAll)))
_cascade(Cascade("seat_zero_leads_tie_to_first_seat", "lets seat 0 lead the first hand, and gives a blocked tie "
                 "to the first lightest seat", ("lead.first-hand.highest-double-else-heaviest", "end.blocked-tie.redeal"),
                 "block", 3, (faults.SeatZeroLeads, faults.TieGoesToFirstSeat)))
_cascade(Cascade("seat_zero_leads_lists_after_the_hand", "lets seat 0 lead the first hand, and lists moves once "
                 "the hand is over", ("lead.first-hand.highest-double-else-heaviest", "move.refusal.hand-over"),
                 "block", 2, (faults.SeatZeroLeads, faults.ListsMovesAfterTheHand), transport="exec"))
_cascade(Cascade("seat_zero_leads_partner_counted", "lets seat 0 lead the first hand, and counts the partner's "
                 "pips when a player goes out", ("lead.first-hand.top-double", "score.out.opponents-only"),
                 "partnership", 4, (faults.SeatZeroLeads, faults._PartnerCounted), transport="exec"))
_cascade(Cascade("seat_zero_late_block_winner_takes_all", "lets seat 0 lead the first hand, sees a block only "
                 "after a round of passes, and scores a blocked hand winner-takes-all",
                 ("lead.first-hand.highest-double-else-heaviest", "end.blocked", "score.blocked.diff-each"),
                 "block", 2, (faults.SeatZeroLeads, _BlockSeenAfterPasses, faults.BlockedWinnerTakesAll)))
_cascade(Cascade("later_hands_seat_zero_target_passed", "lets seat 0 lead every later hand, and ends the match "
                 "only when the target is passed", ("lead.next-hand.winner", "match.end.target"),
                 "all-fives", 2, (_SeatZeroLeadsLaterHands, faults._TargetMustBePassed)))
_cascade(Cascade("any_deal_clockwise_winner_takes_all", "takes a deal with a tile twice, plays clockwise, and "
                 "scores a blocked hand winner-takes-all",
                 ("deal.complete", "turn.direction.ccw", "score.blocked.diff-each"),
                 "partnership", 4, (faults.CountsTheDealOnly, faults.AlwaysClockwise, faults.BlockedWinnerTakesAll),
                 transport="exec"))
_cascade(Cascade("errors_on_a_tile_twice_seat_zero_winner_takes_all", "errors on a deal with a tile twice, lets "
                 "seat 0 lead the first hand, and scores a blocked hand winner-takes-all",
                 ("deal.complete", "lead.first-hand.highest-double-else-heaviest", "score.blocked.diff-each"),
                 "block", 2, (faults.SeatZeroLeads, faults.BlockedWinnerTakesAll), transport="exec",
                 wrapper=_ErrorsOnATileTwice))
_cascade(Cascade("mirrors_seat_zero_lead_never_scores", "plays a mirror tile at the other end, lets seat 0 "
                 "lead the first hand, and never scores the lead's count",
                 ("lead.first-hand.highest-double-else-heaviest", "score.fives.count.lead"),
                 "all-fives", 2, (_PlaysMirrorsAtTheOtherEnd, faults.SeatZeroLeads, faults.LeadNeverScores),
                 allowed=("listing a mirror play at the other end",)))
_cascade(Cascade("bag_seat_zero_never_rounds", "declares a bag of option values; lets seat 0 lead the first hand, "
                 "and never rounds the end-of-hand score",
                 ("lead.first-hand.lot", "score.rounding.nearest-five-total"),
                 "all-fives-tournament", 2, (faults.SeatZeroLeads, faults.NeverRounds), bag=True,
                 bag_differences={"match.target": 200}))
_cascade(Cascade("bag_clockwise_winner_takes_all", "declares a bag of option values; plays clockwise, and scores "
                 "a blocked hand winner-takes-all", ("turn.direction.ccw", "score.blocked.diff-each"),
                 "partnership", 4, (faults.AlwaysClockwise, faults.BlockedWinnerTakesAll), bag=True,
                 bag_differences={"match.target": 50}))
_cascade(Cascade("bag_seat_zero_late_block_winner_takes_all", "declares a bag of option values; lets seat 0 lead "
                 "the first hand, sees a block only after a round of passes, and scores a blocked hand winner-takes-all",
                 ("lead.first-hand.highest-double-else-heaviest", "end.blocked", "score.blocked.diff-each"),
                 "block", 2, (faults.SeatZeroLeads, _BlockSeenAfterPasses, faults.BlockedWinnerTakesAll), bag=True,
                 transport="exec",
                 bag_differences={"match.target": 150}))


# -- factories: py:cascading_engines:<name> ---------------------------------------------------------


def _declared_game(cascade: Cascade) -> dict[str, Any]:
    return {"profile": cascade.profile, "players": [cascade.players]}


def _bag(cascade: Cascade) -> dict[str, Any]:
    """Every option at the one value the engine plays: the profile's, but for ``bag_differences``."""
    values = option_values(Ruleset.from_dict(profile(cascade.profile)).to_dict(), cascade.players)
    values.update(cascade.bag_differences)
    return {option_id: [value] for option_id, value in values.items()}


def _engine_class(cascade: Cascade) -> type[ReferenceEngine]:
    match_class = type(f"{cascade.name.title().replace('_', '')}Match", cascade.faults, {})
    name = f"cascading engine: {cascade.name}"
    if cascade.bag:
        bag = _bag(cascade)
        base: type[ReferenceEngine] = cascade.wrapper or faults._FaultyEngine  # plays the ruleset it is sent

        def hello(self: ReferenceEngine, request: Mapping[str, Any]) -> dict[str, Any]:
            reply = ReferenceEngine._hello(self, request)
            reply["engine"] = dict(reply["engine"], name=name)
            reply["capabilities"] = {"options": bag, "views": True}
            return reply

        def start(self: ReferenceEngine, request: Mapping[str, Any]) -> dict[str, Any]:
            reply = ReferenceEngine._start(self, request)
            if reply.get("ok") and self.match is not None:
                self.match = match_class(self.match.rules, self.match.players)
            return reply

        return type(f"{match_class.__name__}Engine", (base,), {"_hello": hello, "_start": start})
    bases: tuple[type, ...] = (faults._OneGameEngine,) if cascade.wrapper is None else (
        faults._OneGameEngine, cascade.wrapper)
    return type(f"{match_class.__name__}Engine", bases,
                {"match_class": match_class, "fault_name": cascade.name, "declared": _declared_game(cascade)})


for _cascade_entry in CASCADES.values():
    globals()[_cascade_entry.name] = _engine_class(_cascade_entry)


def spec(name: str) -> str:
    """The engine spec that reaches ``name`` the way ``CASCADES`` says."""
    if CASCADES[name].transport == "exec":
        return f"exec:{sys.executable} {Path(__file__).resolve()} {name}"
    return f"py:cascading_engines:{name}"


if __name__ == "__main__":
    from reference_impl.__main__ import serve

    sys.exit(serve(engine=globals()[sys.argv[1]]()))
