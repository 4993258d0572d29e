"""Seeded random play on the reference engine: the matches a witness is searched for in."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Iterator

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, Match
from reference_impl.moves import Move
from reference_impl.result import HandResult
from reference_impl.ruleset import Ruleset
from reference_impl.status import HandEnd
from reference_impl.tiles import Tile


# -- random play ---------------------------------------------------------------------------


@dataclass
class HandPlay:
    """One hand of a random match: its explicit deal and the moves played, in order."""

    hands: list[list[Tile]]
    boneyard: list[Tile]
    lots: list[Tile] | None
    moves: list[Move] = field(default_factory=list)


@dataclass
class Trace:
    """A random match played on the reference engine, to be searched for witnesses."""

    rules: Ruleset
    players: int
    hands: list[HandPlay] = field(default_factory=list)

    def match_at(self, hand: int, ply: int) -> Match:
        """A fresh reference match replayed to hand ``hand`` after ``ply`` of its moves."""
        match = Match(self.rules, self.players)
        for index, played in enumerate(self.hands[: hand + 1]):
            match.deal(played.hands, played.boneyard, played.lots)
            for move in played.moves if index < hand else played.moves[:ply]:
                match.apply(move)
        return match

    def points(self, hands: int = 1) -> Iterator[tuple[int, int, Match]]:
        """Every point of the first ``hands`` hands (after the deal, after each move), in order.

        The match yielded is shared and moves on: a recipe reads it, and replays with
        ``match_at`` what it wants to change.
        """
        match = Match(self.rules, self.players)
        for index, played in enumerate(self.hands[:hands]):
            match.deal(played.hands, played.boneyard, played.lots)
            yield index, 0, match
            for ply, move in enumerate(played.moves, 1):
                match.apply(move)
                yield index, ply, match


def random_deal(match: Match, rng: random.Random, bias: str | None) -> HandPlay:
    """A shuffled deal for ``match``'s next hand; ``no_doubles`` keeps doubles out of the hands."""
    tiles = list(match.tileset.tiles)
    rng.shuffle(tiles)
    if bias == "no_doubles":
        tiles.sort(key=lambda tile: tile.is_double)  # stable: the shuffle survives within each group
    size, players = match.hand_size, match.players
    hands = [sorted(tiles[seat * size : (seat + 1) * size]) for seat in range(players)]
    lots = None
    if match.rules.first_hand_lead == "lot" and match.next_leader is None:
        lots = rng.sample(list(match.tileset.tiles), players)
    return HandPlay(hands, tiles[players * size :], lots)


def _play_out(match: Match, moves: list[Move], rng: random.Random) -> None:
    """Play random legal moves until the hand ends, recording them."""
    while match.status == IN_PROGRESS:
        move = rng.choice(match.legal_moves())
        moves.append(move)
        match.apply(move)


def _result(match: Match) -> HandResult:
    """The result of the hand that has just ended on ``match``."""
    result = match.hand_result
    assert result is not None, "the hand is over"
    return result


def _blocked_tie(match: Match) -> bool:
    result = match.hand_result
    return result is not None and result.end == HandEnd.BLOCKED and result.winner is None


#: Ends a first hand may be steered to, by playing its last moves again differently.
AIMS: dict[str, Callable[[Match], bool]] = {"blocked_tie": _blocked_tie}
#: How far back, and how many times from each point, the last moves are played again.
ROLLOUT_DEPTH, ROLLOUTS = 12, 10


def _steer(trace: Trace, rng: random.Random, aim: Callable[[Match], bool]) -> Match | None:
    """Play the end of a blocked first hand again until it ends as ``aim`` wants, or None.

    A hand that ended blocked is close to other blocked ends (a tie, say) that random play
    from scratch rarely reaches.
    """
    played = trace.hands[0]
    moves = list(played.moves)
    if _result(trace.match_at(0, len(moves))).end != HandEnd.BLOCKED:
        return None
    for back in range(1, min(ROLLOUT_DEPTH, len(moves) - 1) + 1):
        for _ in range(ROLLOUTS):
            match = trace.match_at(0, len(moves) - back)
            tail: list[Move] = []
            _play_out(match, tail, rng)
            if aim(match):
                played.moves = moves[: len(moves) - back] + tail
                return match
    return None


def play_match(
    rules: Ruleset, players: int, rng: random.Random, hands: int, bias: str | None, aim: str | None = None
) -> Trace:
    """Deal and play up to ``hands`` hands of random legal moves (fewer if the match ends).

    ``aim`` names an end the first hand is steered to (``AIMS``) when it nearly reaches it.
    """
    match = Match(rules, players)
    trace = Trace(rules, players)
    while len(trace.hands) < hands and match.status != MATCH_OVER:
        played = random_deal(match, rng, bias)
        match.deal(played.hands, played.boneyard, played.lots)
        trace.hands.append(played)
        _play_out(match, played.moves, rng)
        if aim is not None and len(trace.hands) == 1 and not AIMS[aim](match):
            match = _steer(trace, rng, AIMS[aim]) or match
    return trace
