"""Recording: the transcript of a match played on the reference engine, written move by move."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, Match
from reference_impl.moves import DRAW, MUGGINS, PLAY, Move
from reference_impl.status import HandEnd
from reference_impl.tiles import Tile

from .model import (
    Deal,
    Event,
    HandRecord,
    HandResult,
    MatchResult,
    RulesetSpec,
    Transcript,
    _sorted_tiles,
    tile_of,
)

# -- recording --------------------------------------------------------------------------


def event_points(match: Match) -> int:
    """What the move just applied scored during the hand (fives counts, muggins).

    The engine adds the end-of-hand points on the move that ends the hand;
    they belong to the hand's result, not to the event, and are taken off.
    """
    scored = match.last_points
    result = match.hand_result
    if match.status != IN_PROGRESS and result is not None and result.winner is not None:
        scored -= result.points
    return scored


def recorded_result(match: Match) -> HandResult:
    """The record of the hand that has just ended on ``match``: its end, winning side, points,
    the totals after it, whether it is void, and (unless it was dealt again) the pips left."""
    result = match.hand_result
    if result is None:  # no hand has ended on this match: nothing to score
        return HandResult(HandEnd.REDEAL, None, 0, list(match.scores), match.hand_void)
    return HandResult(
        result.end,
        result.side,
        result.points,
        list(match.scores),
        match.hand_void,
        None if result.end == HandEnd.REDEAL else list(result.pips),
    )


class Recorder:
    """Writes the transcript of a match played on the reference engine, move by move.

    ``deal`` starts each hand, ``apply`` makes and records a move (with the
    tile a draw took and the points the move scored), ``transcript`` gives
    the record so far (the match ``unfinished`` unless it is over).
    """

    def __init__(
        self,
        match: Match,
        ruleset: RulesetSpec,
        seats: list[dict[str, Any]] | None = None,
        metadata: dict[str, Any] | None = None,
    ) -> None:
        self.match = match
        self.ruleset = ruleset
        self.seats = seats
        self.metadata = metadata
        self.hands: list[HandRecord] = []
        self._events: list[Event] = []
        self._deal: Deal | None = None

    def deal(
        self,
        hands: Sequence[Sequence[Tile | str]],
        boneyard: Sequence[Tile | str],
        lots: Sequence[Tile | str] | None = None,
    ) -> str:
        """Deal a hand; a void deal (no leader) is recorded at once."""
        self._finish_hand()
        match = self.match
        status = match.deal(hands, boneyard, lots)
        self._deal = Deal(
            [_sorted_tiles(tile_of(t) for t in hand) for hand in hands],
            [tile_of(t) for t in boneyard],
            None if lots is None else [tile_of(t) for t in lots],
        )
        self._events = []
        self._leader = None if match.hand_void else match.leader
        if status != IN_PROGRESS:
            self._finish_hand()
        return status

    def apply(self, move: Move) -> None:
        """Make ``move`` for the player to act and record it (``IllegalMove`` if it is illegal)."""
        match = self.match
        seat = match.turn
        if not self._events:  # the leader, as the hand begins: the rules' or one taken since the deal
            self._leader = match.leader
        drawn_before = match.drawn
        match.apply(move, seat)
        tile, tiles = move.tile, None
        if move.kind == DRAW:
            taken = match.drawn_since(drawn_before)
            tile, tiles = (None, taken) if len(taken) > 1 else (taken[0], None)  # several: a draw until one fits
        points = event_points(match) if move.kind in (PLAY, MUGGINS) else 0
        self._events.append(
            Event(seat, move.kind, tile, move.end, move.claim if move.kind == PLAY else None, points or None,
                  tiles=tiles)
        )
        if match.status != IN_PROGRESS:
            self._finish_hand()

    # The recorder is a judge of the walk (``conformance.judging.walker``) that judges nothing: it records.

    def begin(self) -> None:
        """Nothing to record before the first deal."""

    def dealt(self, number: int, hand: Any) -> None:
        """Deal the walk's hand, led by its recorded leader where the rules let the leader be chosen."""
        self.deal(hand.deal.hands, hand.deal.boneyard, hand.deal.lots)
        leader = getattr(hand, "leader", None)
        if leader is not None and leader != self.match.leader and self.match.take_leader(leader):
            self._leader = leader

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """Make and record the walk's move."""
        self.apply(event.move)

    def hand_over(self, number: int, hand: Any, last: Event | None) -> None:
        """The hand was recorded as it ended."""

    def end(self, hands: int) -> None:
        """The match was recorded as it went."""

    def hand_in_progress(self) -> tuple[Deal, list[Event]] | None:
        """The deal and the events so far of the hand being played, or None between hands."""
        return None if self._deal is None else (self._deal, list(self._events))

    def _finish_hand(self) -> None:
        match = self.match
        if self._deal is None or match.status == IN_PROGRESS:
            return
        self.hands.append(HandRecord(self._deal, self._leader, self._events, recorded_result(match)))
        self._deal = None
        self._events = []

    def transcript(self) -> Transcript:
        """The record of the match so far (hands finished; the match over or unfinished)."""
        match = self.match
        over = match.status == MATCH_OVER
        teams = None if match.rules.teams is None else [list(team) for team in match.rules.teams]
        return Transcript(
            ruleset=self.ruleset,
            players=match.players,
            teams=teams,
            hands=list(self.hands),
            result=MatchResult(
                "over" if over else "unfinished",
                list(match.scores),
                match.hands_played,
                sorted(match.winners or []) if over else None,
            ),
            seats=self.seats,
            metadata=self.metadata,
        )
