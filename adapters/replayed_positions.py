"""Reaching a position by dealing and replaying: a story (a deal and the moves after it) that leads there.

The engines adapted here can only be dealt to and played: none can be set to a position. An adapter
takes a ``position`` request by finding a hand's story that ends at the position, then dealing it to the
engine and playing its moves through the engine's own code (``Bridge._position``). ``story_to`` finds
that story for the games these engines play, in which nobody draws: every tile on the line was played
from the hand of the seat whose turn it was, so the deal is each seat's tiles now with those it played.
The line says the order of each arm's tiles; which seat played which, and where the passes fell, is
searched for: seats take turns from the leader in the declared direction, each seat plays the next tile
of either arm or passes (never while holding, in the hand it has now, a tile that fits), until the
position's ply, with its seat to act. Each story found is played on the reference engine under the
engine's declared rules, and the first it plays to the position, no earlier end of the hand, is the one.

What cannot be reached so is refused with the reason (``Unreachable``): a position with a spinner, a
drawn tile, a hand over, or one no story of the searched size reaches.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

from conformance.engines.positions import misreadings
from reference_impl.engine import Match
from reference_impl.moves import PASS, Move
from reference_impl.position import Position
from reference_impl.ruleset import Ruleset
from reference_impl.status import Status
from reference_impl.tiles import Tile

#: The most partial stories tried for one position: positions the suite sends are reached in a few hundred.
SEARCHED = 20_000


class Unreachable(Exception):
    """A position no story of dealing and playing reaches (the message says why)."""


@dataclass(frozen=True)
class Story:
    """A hand dealt, and the moves after the deal: each with the seat that makes it."""

    hands: list[list[Tile]]
    boneyard: list[Tile]
    moves: list[tuple[int, Move]]


def story_to(rules: Ruleset, position: Position) -> Story:
    """The deal and moves of the hand that lead to ``position`` under ``rules`` (a game without drawing, or
    without a drawn tile yet); ``Unreachable`` where there are none."""
    players = position.players
    if position.status is not Status.IN_PROGRESS:
        raise Unreachable(f"only a hand in progress is reached by dealing and playing, not one whose status is "
                          f"{position.status}")
    if position.spinner is not None or any(position.arms[2:]):
        raise Unreachable("the engine's line has no spinner: its up and down ends never open")
    if not position.boneyard_known:
        raise Unreachable("the boneyard's tiles are needed in draw order")
    size = rules.hand_size[players]
    owed = [size - len(hand) for hand in position.hands]
    laid = len(position.line_tiles())
    if min(owed) < 0 or sum(owed) != laid:
        raise Unreachable("a tile was drawn: the hands and the line are not a deal played on")
    if position.ply < laid:
        raise Unreachable(f"{laid} tiles are on the line after only {position.ply} moves")
    target = Match.from_position(rules, position).observe()
    for moves in _stories(rules, position, owed):
        hands = [list(hand) for hand in position.hands]
        for seat, move in moves:
            if move.kind != PASS:
                hands[seat].append(move.tile)
        story = Story(hands, list(position.boneyard), moves)  # type: ignore[arg-type]
        if _plays_to(rules, position, story, target):
            return story
    raise Unreachable(f"no deal and moves found that reach it ({position.ply} moves, {laid} tiles on the line)")


def _stories(rules: Ruleset, position: Position, owed: list[int]) -> Iterator[list[tuple[int, Move]]]:
    """The orders of play that lay the position's line: each seat in turn plays the next tile of an arm it
    may have played, or passes, until the position's ply with its seat to act; at most ``SEARCHED`` tried."""
    players, step = position.players, 1 if rules.direction == "cw" else -1
    left, right = position.arms[0], position.arms[1]
    plays = [0] * players
    moves: list[tuple[int, Move]] = []
    tried = 0

    def ends(placed_left: int, placed_right: int) -> tuple[int, int]:
        assert position.lead is not None
        low, high = position.lead.low, position.lead.high
        for tile in left[:placed_left]:
            low = tile.other(low)
        for tile in right[:placed_right]:
            high = tile.other(high)
        return low, high

    def search(seat: int, placed_left: int, placed_right: int, led: bool, passes: int) -> Iterator[list[tuple[int, Move]]]:
        nonlocal tried
        tried += 1
        if tried > SEARCHED:
            return
        done = len(moves)
        still = len(left) - placed_left + len(right) - placed_right + (0 if led else 1)
        if done == position.ply:
            if not still and seat == position.turn and passes == position.passes_in_turn:
                yield list(moves)
            return
        if still > position.ply - done:
            return
        options: list[tuple[Move, int, int]] = []
        if not led:
            if seat == position.leader and plays[seat] < owed[seat]:
                options.append((Move.play(position.lead), 0, 0))
        else:
            if placed_left < len(left) and plays[seat] < owed[seat]:
                options.append((Move.play(left[placed_left], "left"), 1, 0))
            if placed_right < len(right) and plays[seat] < owed[seat]:
                options.append((Move.play(right[placed_right], "right"), 0, 1))
            low, high = ends(placed_left, placed_right)
            if not any(low in tile or high in tile for tile in position.hands[seat]):
                options.append((Move(PASS), 0, 0))
        for move, more_left, more_right in options:
            played = move.kind != PASS
            plays[seat] += played
            moves.append((seat, move))
            yield from search((seat + step) % players, placed_left + more_left, placed_right + more_right,
                              True, 0 if played else passes + 1)
            moves.pop()
            plays[seat] -= played

    if position.lead is None:
        if position.ply == 0 and position.turn == position.leader:
            yield []
        return
    yield from search(position.leader, 0, 0, False, 0)


def _plays_to(rules: Ruleset, position: Position, story: Story, target: dict) -> bool:
    """Whether the reference engine, dealt ``story``'s hands with the position's leader (and forced tile)
    to act, takes each of its moves and stands at ``target`` (the position observed) after the last."""
    dealt = Position(hands=tuple(tuple(hand) for hand in story.hands), boneyard=tuple(story.boneyard),
                     turn=position.leader, leader=position.leader, forced_tile=position.forced_tile,
                     scores=position.scores, scores_at_deal=position.scores_at_deal, hands_played=position.hands_played,
                     next_leader=position.next_leader, carried=position.carried)
    match = Match.from_position(rules, dealt)
    for seat, move in story.moves:
        if match.status is not Status.IN_PROGRESS or match.refusal(move, seat) is not None:
            return False
        match.apply(move, seat)
    return not misreadings(target, match.observe())


__all__ = ["SEARCHED", "Story", "Unreachable", "story_to"]
