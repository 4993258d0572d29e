"""Scoring rules: the scoring chapter of the rulebook, one function per rule.

These functions take plain numbers (pips per seat, sides as lists of seats)
and know nothing of the engine's state, so a referee, a test or another
engine can call them directly.
"""

from __future__ import annotations

from typing import Sequence

# These run once a hand in every playout: plain loops, not generators or comprehensions, which
# cost a function call each in CPython 3.11.


def round_to_five(points: int) -> int:
    """Nearest multiple of five (``score.rounding``): 12 -> 10, 13 -> 15.

    Counts are whole numbers, so no value sits halfway: a remainder of 0-2
    rounds down and 3-4 rounds up.
    """
    return (points + 2) // 5 * 5


def rounded_sum(terms: Sequence[int], rounding: str) -> int:
    """Add ``terms`` under a ``score.rounding`` value."""
    if rounding == "nearest_five_each":
        total = 0
        for term in terms:
            total += round_to_five(term)
        return total
    total = sum(terms)
    return round_to_five(total) if rounding == "nearest_five_total" else total


def going_out_points(
    pips: Sequence[int], sides: Sequence[Sequence[int]], winner: int, out_score: str, rounding: str
) -> int:
    """Points for the side of ``winner``, who went out (``score.out``).

    ``all_other_hands`` counts every other hand, a partner's included;
    ``opponents_only`` leaves out the hands of the winner's own side;
    ``nothing`` scores no end-of-hand points (only what was made during the hand).
    """
    if out_score == "nothing":
        return 0
    left_out = (winner,) if out_score == "all_other_hands" else side_of(sides, winner)
    counted = []
    for seat, held in enumerate(pips):
        if seat not in left_out:
            counted.append(held)
    return rounded_sum(counted, rounding)


def side_of(sides: Sequence[Sequence[int]], seat: int) -> Sequence[int]:
    """The side (its seats) that ``seat`` plays on."""
    for side in sides:
        if seat in side:
            return side
    raise ValueError(f"seat {seat} is on none of the sides {sides}")


def side_pips(pips: Sequence[int], sides: Sequence[Sequence[int]]) -> list[int]:
    """Each side's pips: a team counts its partners' hands together."""
    totals = []
    for side in sides:
        total = 0
        for seat in side:
            total += pips[seat]
        totals.append(total)
    return totals


def blocked_counts(
    pips: Sequence[int], sides: Sequence[Sequence[int]], winner: int | None = None, blocked_winner: str = "lightest_side"
) -> tuple[list[int], list[list[int]]]:
    """Each side's pips and its hands' pips, as ``score.blocked`` counts them.

    Under ``score.blocked_winner = lightest_hand`` the hand of ``winner`` (a
    seat) alone stands for its side: the partner's pips are not counted.
    """
    totals = side_pips(pips, sides)
    hands = []
    for members in sides:
        hands.append([*map(pips.__getitem__, members)])
    if winner is not None and blocked_winner == "lightest_hand":
        side = sides.index(side_of(sides, winner))
        totals[side], hands[side] = pips[winner], [pips[winner]]
    return totals, hands


def blocked_winner(totals: Sequence[int]) -> int | None:
    """The side with the fewest pips, or None when the lightest are equal."""
    lightest = min(totals)
    return totals.index(lightest) if totals.count(lightest) == 1 else None


def blocked_points(
    totals: Sequence[int],
    winner: int,
    blocked_score: str,
    rounding: str,
    hands: Sequence[Sequence[int]] | None = None,
) -> int:
    """Points for side ``winner`` of a blocked hand (``score.blocked``).

    ``totals`` are the sides' pips; ``hands`` the pips of each side's hands
    (a team's partners apart; by default one hand a side), which
    ``winner_takes_all`` rounds one by one under ``nearest_five_each``.
    ``all_pips`` counts every hand left on the table, the winner's included.
    With S2's worked hand (7 against 16 and 19): diff_each 21,
    sum_minus_own 28, winner_takes_all 35, all_pips 42.
    """
    own = totals[winner]
    others = [*totals[:winner], *totals[winner + 1:]]
    if blocked_score == "diff_each":
        differences = []
        for other in others:
            differences.append(other - own)
        return rounded_sum(differences, rounding)
    if blocked_score == "sum_minus_own":
        if rounding == "nearest_five_each":
            return sum(round_to_five(other) for other in others) - round_to_five(own)
        return rounded_sum([sum(others) - own], rounding)
    if blocked_score == "all_pips":
        side_hands = hands if hands is not None else [[total] for total in totals]
        return rounded_sum([hand for side in side_hands for hand in side], rounding)
    if blocked_score == "winner_takes_all":
        side_hands = hands if hands is not None else [[total] for total in totals]
        return rounded_sum([hand for i, side in enumerate(side_hands) if i != winner for hand in side], rounding)
    raise ValueError(f"unknown score.blocked value {blocked_score!r}")


def carried_points(
    totals: Sequence[int], blocked_score: str, rounding: str, hands: Sequence[Sequence[int]] | None = None
) -> int:
    """What a tied blocked hand is worth, carried to the next hand's winner (``score.blocked_tie =
    carry``): the formula gives every tied side the same points, so one tied side's."""
    return blocked_points(totals, totals.index(min(totals)), blocked_score, rounding, hands)


#: How many times a tied hand's points are carried, by ``score.blocked_tie`` (the values that carry).
CARRY_FACTOR = {"carry": 1, "carry_doubled": 2}


def blocked_winner_by_hand(pips: Sequence[int], sides: Sequence[Sequence[int]]) -> int | None:
    """The side holding the single lightest hand (``score.blocked_winner = lightest_hand``),
    or None when the lightest hands belong to different sides."""
    lightest = min(pips)
    holders = {sides.index(side_of(sides, seat)) for seat, held in enumerate(pips) if held == lightest}
    return holders.pop() if len(holders) == 1 else None


def fives_points(count: int) -> int:
    """In-hand points for an end count (``fives.enabled``): the count if a positive multiple of five."""
    return count if count > 0 and count % 5 == 0 else 0


#: The points a going-out bonus adds, by its value (``score.capicu``, ``score.chuchazo``).
BONUS_POINTS = {"none": 0, "bonus_25": 25, "bonus_100": 100}
#: The bonuses of a match's first hands, by ``score.first_hands``: the n-th counted hand's is the n-th.
FIRST_HANDS_BONUSES: dict[str, tuple[int, ...]] = {"none": (), "bonus_100_75_50_25": (100, 75, 50, 25)}


def is_capicu(low: int, high: int, ends: Sequence[int]) -> bool:
    """Whether going out with the tile ``low``-``high`` on a line whose open ends show ``ends`` is a capicú
    (``score.capicu.bonus``): two open ends showing different numbers, and the tile's halves are those two."""
    return len(ends) == 2 and ends[0] != ends[1] and {low, high} == {ends[0], ends[1]}


def going_out_bonuses(capicu: str, chuchazo: str, low: int, high: int,
                      ends: Sequence[int]) -> tuple[tuple[str, int], ...]:
    """The bonuses, named, of going out with ``low``-``high`` onto a line whose open ends show ``ends`` (none
    for the lead), under ``score.capicu`` and ``score.chuchazo``: a capicú (``score.capicu.bonus``), a
    chuchazo, the double blank (``score.chuchazo.bonus``)."""
    out = []
    if capicu != "none" and is_capicu(low, high, ends):
        out.append(("capicú", BONUS_POINTS[capicu]))
    if chuchazo != "none" and low == high == 0:
        out.append(("chuchazo", BONUS_POINTS[chuchazo]))
    return tuple(out)


def first_hands_bonus(rule: str, number: int) -> tuple[tuple[str, int], ...]:
    """The bonus, named, for winning the match's ``number``-th counted hand (from 1) under
    ``score.first_hands``; none after the first hands."""
    bonuses = FIRST_HANDS_BONUSES[rule]
    return ((f"hand {number}", bonuses[number - 1]),) if 0 < number <= len(bonuses) else ()
