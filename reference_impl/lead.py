"""Who leads: the lead chapter of the rulebook (``lead.first_hand``, ``lead.tie_break``)."""

from __future__ import annotations

from typing import Sequence

from .tiles import Tile


def turn_order(players: int, start: int, step: int) -> list[int]:
    """Seats in playing order from ``start``; ``step`` is +1 (cw) or -1 (ccw)."""
    seats = range(players)
    # Slices of the seats, not a comprehension: this runs at the end of every blocked hand.
    return [*seats[start:], *seats[:start]] if step == 1 else [*seats[start::-1], *seats[:start:-1]]


def seats_after(players: int, step: int) -> tuple[int, ...]:
    """The seat that acts after each seat; ``step`` is +1 (cw) or -1 (ccw)."""
    return tuple((seat + step) % players for seat in range(players))


def _heaviest(candidates: list[tuple[int, Tile]], tie_break: str, order: Sequence[int]) -> tuple[int, Tile]:
    """The heaviest of (seat, tile) candidates; equal weights by ``tie_break``.

    ``higher_half``: 6-3 beats 5-4. ``seat_order``: the seat that comes first
    in turn order from seat 0 (within one hand, the higher half decides).
    """
    heaviest = max(tile.pips for _, tile in candidates)
    tied = [(seat, tile) for seat, tile in candidates if tile.pips == heaviest]
    if tie_break == "seat_order":
        first_seat = min(tied, key=lambda st: order.index(st[0]))[0]
        tied = [(seat, tile) for seat, tile in tied if seat == first_seat]
    return max(tied, key=lambda st: st[1].high)


def _highest_double(candidates: list[tuple[int, Tile]]) -> tuple[int, Tile] | None:
    doubles = [(seat, tile) for seat, tile in candidates if tile.is_double]
    return max(doubles, key=lambda st: st[1].low) if doubles else None


def _first_double(
    candidates: list[tuple[int, Tile]], double_order: str, named_double: int | None
) -> tuple[int, Tile] | None:
    """The double that leads (``lead.named_double`` first, then in ``lead.double_order``)."""
    doubles = [(seat, tile) for seat, tile in candidates if tile.is_double]
    if not doubles:
        return None
    named = [(seat, tile) for seat, tile in doubles if tile.low == named_double]
    if named:
        return named[0]
    if double_order == "lowest_first":
        return min(doubles, key=lambda st: st[1].low)
    return max(doubles, key=lambda st: st[1].low)


def choose_first_leader(
    rule: str,
    hands: Sequence[Sequence[Tile]],
    tie_break: str,
    max_pip: int,
    step: int,
    lots: Sequence[Tile] | None = None,
    double_order: str = "highest_first",
    named_double: int | None = None,
) -> tuple[int, Tile | None] | None:
    """The first-hand leader and the tile that made them leader.

    Returns None when the rule calls for a redeal (no double dealt under
    ``highest_double_else_redeal``; the top double not dealt under
    ``holder_of_top_double``). The tile is None under ``lot``, ``fixed_seat`` and
    ``at_random``: the leader was not chosen by a tile in hand. Under the ``highest_double_*`` rules the
    double that leads is the first in ``double_order``, ``named_double`` before all.
    """
    # Each rule looks at no more than it needs: this runs at the first deal of every match.
    # The player at the dealer's left (seat n - 1 deals), whatever they hold; and where the leader is drawn at
    # random, the seat the reference engine leads from when nobody has chosen (``Match.take_leader``).
    if rule in ("fixed_seat", "at_random"):
        return 0, None
    if rule == "holder_of_top_double":
        top = Tile(max_pip, max_pip)
        for seat, hand in enumerate(hands):
            if top in hand:
                return seat, top
        return None
    order = turn_order(len(hands), 0, step)
    if rule == "lot":
        if lots is None:
            raise ValueError("lead.first_hand = lot needs a lot tile for every seat")
        drawn = list(enumerate(lots))
        best = _highest_double(drawn) or _heaviest(drawn, tie_break, order)
        return best[0], None
    held = [(seat, tile) for seat, hand in enumerate(hands) for tile in hand]
    if rule == "heaviest_tile":
        return _heaviest(held, tie_break, order)
    best_double = _first_double(held, double_order, named_double)
    if best_double is not None:
        return best_double
    if rule == "highest_double_else_redeal":
        return None
    if rule == "highest_double_else_heaviest_tile":
        return _heaviest(held, tie_break, order)
    raise ValueError(f"unknown lead.first_hand value {rule!r}")


def choosable_leaders(lead_rule: str | None, next_hand_rule: str, won_by: Sequence[int] | None,
                      players: int) -> tuple[int, ...]:
    """The seats that may lead a hand whose leader the rules let be chosen: every seat when the first-hand
    rule, ``lead_rule``, draws the leader at random (``lead.first-hand.at-random``); the seats of the side
    that won the last hand, ``won_by``, when the first-hand rule does not pick and ``lead.next_hand =
    winning_side_chooses`` (``lead.next-hand.side-chooses``); else none: the rules fix the leader."""
    if lead_rule == "at_random":
        return tuple(range(players))
    if lead_rule is None and next_hand_rule == "winning_side_chooses" and won_by is not None:
        return tuple(won_by)
    return ()
