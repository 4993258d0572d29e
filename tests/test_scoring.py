"""The scoring functions, on the worked numbers of the seeds and the research notes (E-01, E-19..E-21)."""

from __future__ import annotations

import pytest

from reference_impl import scoring

INDIVIDUAL_3 = [[0], [1], [2]]
PARTNERS = [[0, 2], [1, 3]]


# S2's worked blocked hand: Alice 6-4 + 3-3 = 16, Ben 5-2 = 7, Cara 6-6 + 4-1 + 2-0 = 19.
# It cannot arise as a real block (E-01), so it is checked here as a scoring case only.
S2_PIPS = [16, 7, 19]


@pytest.mark.parametrize(("rule", "points"), [("diff_each", 21), ("sum_minus_own", 28), ("winner_takes_all", 35)])
def test_s2_worked_blocked_hand(rule: str, points: int) -> None:
    totals = scoring.side_pips(S2_PIPS, INDIVIDUAL_3)
    winner = scoring.blocked_winner(totals)
    assert winner == 1  # Ben, the lightest hand
    assert scoring.blocked_points(totals, winner, rule, "none") == points


def test_a_blocked_tie_has_no_winner_even_when_a_third_hand_is_heavier() -> None:
    assert scoring.blocked_winner([7, 7, 19]) is None
    assert scoring.blocked_winner([9, 7, 7]) is None
    assert scoring.blocked_winner([8, 7, 19]) == 1


def test_going_out_scores_every_other_hand() -> None:
    # S2's first hand: Alice goes out, Ben holds 9 and Cara 14.
    assert scoring.going_out_points([0, 9, 14], INDIVIDUAL_3, 0, "all_other_hands", "none") == 23
    # Its third: Cara goes out, Alice holds 5 and Ben 11.
    assert scoring.going_out_points([5, 11, 0], INDIVIDUAL_3, 2, "all_other_hands", "none") == 16


def test_round_to_five() -> None:
    assert [scoring.round_to_five(n) for n in (0, 1, 2, 3, 4, 5, 12, 13, 22, 23, 168)] == \
        [0, 0, 0, 5, 5, 5, 10, 15, 20, 25, 170]


@pytest.mark.parametrize(("rounding", "points"), [("none", 6), ("nearest_five_total", 5), ("nearest_five_each", 10)])
def test_e19_rounding_the_total_or_each_hand(rounding: str, points: int) -> None:
    # Opponents hold 3 and 3: the total 6 rounds to 5, each 3 rounds to 5.
    assert scoring.going_out_points([0, 3, 3], INDIVIDUAL_3, 0, "all_other_hands", rounding) == points


@pytest.mark.parametrize(("others", "points"), [([12], 10), ([13], 15), ([5, 7], 10), ([6, 7], 15)])
def test_nearest_five_total_rounds_the_sum(others: list[int], points: int) -> None:
    pips = [0, *others]
    sides = [[seat] for seat in range(len(pips))]
    assert scoring.going_out_points(pips, sides, 0, "all_other_hands", "nearest_five_total") == points


# E-20: North (seat 0) goes out; South (seat 2) 20, East (seat 1) 8, West (seat 3) 10.
E20_PIPS = [0, 8, 20, 10]


@pytest.mark.parametrize(("rule", "points"), [("opponents_only", 18), ("all_other_hands", 38)])
def test_e20_partnership_going_out(rule: str, points: int) -> None:
    assert scoring.going_out_points(E20_PIPS, PARTNERS, 0, rule, "none") == points


def test_e20_the_partner_of_the_player_out_never_counts_against_the_team() -> None:
    # However heavy South is, North's going out scores for North-South.
    heavy_partner = [0, 1, 60, 1]
    assert scoring.going_out_points(heavy_partner, PARTNERS, 0, "opponents_only", "none") == 2
    assert scoring.going_out_points(heavy_partner, PARTNERS, 0, "all_other_hands", "none") == 62


# E-21: N 5, S 20 (team 25) against E 10, W 12 (team 22).
E21_PIPS = [5, 10, 20, 12]


@pytest.mark.parametrize(("rule", "points"), [("diff_each", 3), ("sum_minus_own", 3), ("winner_takes_all", 25)])
def test_e21_partnership_blocked_compares_team_totals(rule: str, points: int) -> None:
    totals = scoring.side_pips(E21_PIPS, PARTNERS)
    assert totals == [25, 22]
    assert scoring.blocked_winner(totals) == 1  # East-West, though North holds the lightest hand
    assert scoring.blocked_points(totals, 1, rule, "none") == points


@pytest.mark.parametrize(("rule", "rounding", "points"), [
    ("diff_each", "nearest_five_total", 20),      # 9 + 12 = 21 -> 20
    ("diff_each", "nearest_five_each", 20),       # 10 + 10
    ("sum_minus_own", "nearest_five_total", 30),  # 28 -> 30
    ("sum_minus_own", "nearest_five_each", 30),   # 15 + 20 - 5
    ("winner_takes_all", "nearest_five_total", 35),
    ("winner_takes_all", "nearest_five_each", 35),  # 15 + 20
])
def test_blocked_points_under_rounding(rule: str, rounding: str, points: int) -> None:
    assert scoring.blocked_points(S2_PIPS, 1, rule, rounding) == points


def test_an_unknown_blocked_rule_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown score.blocked"):
        scoring.blocked_points(S2_PIPS, 1, "lowest_individual", "none")


@pytest.mark.parametrize(("count", "points"), [(0, 0), (3, 0), (5, 5), (10, 10), (12, 0), (13, 0), (15, 15), (20, 20)])
def test_fives_scores_a_positive_multiple_of_five(count: int, points: int) -> None:
    assert scoring.fives_points(count) == points


def test_all_pips_counts_the_winners_hand_too() -> None:
    # S2's worked hand: Alice 16, Ben 7, Cara 19; Ben wins the block.
    assert scoring.blocked_points([16, 7, 19], 1, "all_pips", "none") == 42
    assert scoring.blocked_points([16, 7, 19], 1, "all_pips", "nearest_five_total") == 40


def test_the_lightest_single_hand_wins_for_its_team_unless_opponents_share_it() -> None:
    sides = [[0, 2], [1, 3]]
    assert scoring.blocked_winner_by_hand([4, 10, 11, 5], sides) == 0
    assert scoring.blocked_winner_by_hand([4, 4, 11, 5], sides) is None
    assert scoring.blocked_winner_by_hand([4, 10, 4, 5], sides) == 0  # partners level: their team
