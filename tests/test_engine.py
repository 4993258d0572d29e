"""The reference engine, rule by rule: deals, the lead, turns, the line, drawing, the end of
a hand, scoring, All Fives, the end of a match, and refused moves.

Deals are explicit. Many tests use one simple shape: the leader holds the 6-6 and no other
six is dealt, so the lead itself blocks the hand and the pips left are exactly the hands
written in the test ("the lead blocks").
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import pairwise
from typing import Any

import pytest
from conftest import deal, new_match, parse_move, play, rest_of_set

from reference_impl.engine import (
    AWAITING_DEAL,
    HAND_OVER,
    IN_PROGRESS,
    MATCH_OVER,
    REDEAL_NEEDED,
    DealError,
    Match,
)
from reference_impl.moves import DRAW_MOVE, MUGGINS_MOVE, PASS_MOVE, PLAY, IllegalMove, ListedMove, Move, Reason
from reference_impl.tiles import Tile, tile_set


def legal(match: Match) -> list[str]:
    """The legal moves as sorted text (``"6-4 on the right"``, ``"pass"``)."""
    return sorted(str(move) for move in match.legal_moves())


def ends(match: Match) -> list[tuple[str, int]]:
    """The open ends as (end, number shown)."""
    return [(end["end"], end["value"]) for end in match.observe()["ends"]]


def refuse(match: Match, move: Move | str, reason: str, seat: int | None = None) -> IllegalMove:
    """Apply ``move``, expect refusal with ``reason``, and check nothing changed."""
    before, moves_before = match.observe(), match.legal_moves()
    with pytest.raises(IllegalMove) as caught:
        match.apply(parse_move(move) if isinstance(move, str) else move, seat)
    assert caught.value.reason == reason, caught.value
    assert match.observe() == before
    assert match.legal_moves() == moves_before
    return caught.value


# Two-player hands without sixes, for "the lead blocks" deals (the leader adds the 6-6).
TIED_LEADER = ["1-1", "1-2", "1-3", "2-2", "1-4", "2-5"]          # 25 pips
TIED_OTHER = ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "5-5"]    # 25 pips
LIGHT_LEADER = ["0-0", "0-1", "0-2", "0-3", "0-4", "1-1"]         # 12 pips
HEAVY_OTHER = ["1-2", "1-3", "1-4", "2-2", "2-3", "0-5", "1-5"]   # 32 pips
HEAVY_LEADER = ["5-5", "4-5", "4-4", "3-5", "3-4", "2-5"]         # 49 pips
LIGHT_OTHER = ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "1-1"]   # 17 pips


def lead_blocks(match: Match, leader: int, leader_rest: list[str], other: list[str]) -> None:
    """Two players: ``leader`` holds 6-6 + ``leader_rest`` and leads the 6-6, which blocks the hand."""
    hands = [other, other]
    hands[leader] = ["6-6", *leader_rest]
    deal(match, hands)
    assert match.observe()["turn"] == leader
    play(match, "6-6")
    assert match.hand_result is not None and match.hand_result.end == "blocked"


# -- the deal ---------------------------------------------------------------------------

HAND_0 = ["6-6", "5-5", "4-4", "3-3", "2-2", "1-1", "0-0"]
HAND_1 = ["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"]


def test_a_good_deal_starts_the_hand() -> None:
    match = new_match("block", 2)
    assert match.observe()["status"] == AWAITING_DEAL
    assert deal(match, [HAND_0, HAND_1]) == IN_PROGRESS
    state = match.observe()
    assert state["status"] == IN_PROGRESS and state["hand"] == 1
    assert state["hand_sizes"] == [7, 7] and state["boneyard_size"] == 14
    assert state["hands"][1] == sorted(HAND_1)


@pytest.mark.parametrize(("hands", "boneyard", "words", "reason"), [
    ([HAND_0, ["5-5", *HAND_1[1:]]], None, "5-5 is dealt twice: in hand 0 and in hand 1", "incomplete"),
    ([HAND_0, HAND_1], ["6-6"], "6-6 is dealt twice: in hand 0 and in the boneyard", "incomplete"),
    ([HAND_0, HAND_1], "drop 3-4", "the deal is missing 3-4", "incomplete"),
    ([HAND_0[:6], HAND_1], None, "hand 0 holds 6 tiles; the ruleset deals 7", "hand_size"),
    ([HAND_0, HAND_1, ["1-3"] * 7], None, "the deal has 3 hands for 2 players", "players"),
    ([HAND_0], None, "the deal has 1 hands for 2 players", "players"),
    ([HAND_0, ["x-y", *HAND_1[1:]]], None, "hand 1: 'x-y' is not a tile", "incomplete"),
    ([HAND_0, ["7-7", *HAND_1[1:]]], None, "hand 1: '7-7' is not in a double-6 set", "incomplete"),
    ([HAND_0, HAND_1], ["six-four"], "the boneyard: 'six-four' is not a tile", "incomplete"),
    ([HAND_0, [Tile(6, 7), *HAND_1[1:]]], None, "hand 1: 6-7 is not in a double-6 set", "incomplete"),
])
def test_a_bad_deal_is_refused_naming_the_tile_and_the_place(
    hands: list[list[Any]], boneyard: Any, words: str, reason: str
) -> None:
    match = new_match("block", 2)
    rest = rest_of_set(6, HAND_0, HAND_1)
    if boneyard == "drop 3-4":
        boneyard = [tile for tile in rest if tile != "3-4"]
    elif boneyard is None:
        boneyard = rest
    else:
        boneyard = boneyard + rest
    before = match.observe()
    with pytest.raises(DealError) as caught:
        match.deal(hands, boneyard)
    assert words in str(caught.value)
    assert caught.value.reason == reason
    assert match.observe() == before
    assert deal(match, [HAND_0, HAND_1]) == IN_PROGRESS  # the match still takes a good deal


def test_a_deal_is_refused_while_a_hand_is_in_progress() -> None:
    match = new_match("block", 2)
    deal(match, [HAND_0, HAND_1])
    with pytest.raises(DealError, match="only given between hands; the match is in_progress"):
        deal(match, [HAND_0, HAND_1])


def test_a_ruleset_refuses_a_player_count_it_does_not_list() -> None:
    with pytest.raises(DealError, match="played by 4 players, not 2"):
        new_match("partnership", 2)


LOT_HANDS = [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]]


@pytest.mark.parametrize(("lots", "words"), [
    (None, "needs one lot tile for each of 2 seats, got 0"),
    (["6-6"], "needs one lot tile for each of 2 seats, got 1"),
    (["6-6", "6-6"], "6-6 is dealt twice: in the lot of seat 0 and in the lot of seat 1"),
    (["6-6", "9-9"], "the lot of seat 1: '9-9' is not in a double-6 set"),
])
def test_a_lead_by_lot_needs_a_lot_tile_for_every_seat(lots: list[str] | None, words: str) -> None:
    match = new_match("all-fives-tournament", 2)
    with pytest.raises(DealError) as caught:
        deal(match, LOT_HANDS, lots=lots)
    assert words in str(caught.value)
    assert caught.value.reason == "lots"
    assert match.observe()["status"] == AWAITING_DEAL


# -- the first lead -------------------------------------------------------------------------


def first_lead(profile: str, hands: list[list[str]], players: int = 2, overrides: dict[str, Any] | None = None,
               lots: list[str] | None = None) -> Match:
    match = new_match(profile, players, overrides)
    deal(match, hands, lots=lots)
    return match


def test_the_highest_double_dealt_leads_and_must_be_led() -> None:
    # 6-6 is not dealt; seat 1's 5-5 beats seat 0's 4-4 and heavier 6-5.
    match = first_lead("block", [["4-4", "5-6", "0-1", "0-2", "0-3", "1-2", "1-3"],
                                 ["5-5", "0-4", "0-5", "1-4", "1-5", "2-3", "2-4"]])
    assert match.observe()["turn"] == 1
    assert legal(match) == ["5-5"]


def test_any_double_beats_any_other_tile_under_highest_double_rules() -> None:
    # E-10: 0-0 beats 6-5.
    for profile in ("block", "block-classic"):
        match = first_lead(profile, [["0-0", "0-1", "0-2", "0-3", "1-2", "1-3", "1-4"],
                                     ["5-6", "0-4", "0-5", "1-5", "2-3", "2-4", "2-5"]])
        assert match.observe()["turn"] == 0
        assert legal(match) == ["0-0"]


def test_with_no_double_dealt_the_heaviest_tile_leads() -> None:
    match = first_lead("block", [["3-6", "0-1", "0-2", "0-3", "1-2", "1-3", "1-4"],
                                 ["5-6", "0-4", "0-5", "1-5", "2-3", "2-4", "2-5"]])
    assert match.observe()["turn"] == 1
    assert legal(match) == ["5-6"]


def test_heaviest_tile_rule_ranks_6_5_above_5_5() -> None:
    # E-10 under S1's rule: doubles have no priority.
    match = first_lead("block-seven", [["5-5", "0-1", "0-2", "0-3", "1-2", "1-3", "1-4"],
                                       ["5-6", "0-4", "0-5", "1-5", "2-3", "2-4", "2-5"]])
    assert match.observe()["turn"] == 1
    assert legal(match) == ["5-6"]


# Equal heaviest tiles: seat 0's 4-5 and seat 1's 3-6 (9 pips); nothing heavier is dealt.
NINES = [["4-5", "0-1", "0-2", "0-3", "1-2", "1-3", "1-4"], ["3-6", "0-4", "0-5", "1-5", "2-3", "2-4", "0-0"]]


@pytest.mark.parametrize(("tie_break", "seat", "tile"), [("higher_half", 1, "3-6"), ("seat_order", 0, "4-5")])
def test_tie_break_between_equally_heavy_tiles(tie_break: str, seat: int, tile: str) -> None:
    match = first_lead("block-seven", NINES, overrides={"lead.tie_break": tie_break})
    assert match.observe()["turn"] == seat
    assert legal(match) == [tile]


@pytest.mark.parametrize(("direction", "seat"), [("cw", 1), ("ccw", 2)])
def test_seat_order_tie_break_follows_the_direction_of_play(direction: str, seat: int) -> None:
    hands = [["0-1", "0-2", "0-3", "1-2", "1-3", "0-0", "1-1"],
             ["4-5", "0-4", "0-5", "1-4", "1-5", "2-2", "2-3"],
             ["3-6", "2-4", "2-5", "0-6", "1-6", "3-3", "3-4"]]
    match = first_lead("block-seven", hands, 3, {"lead.tie_break": "seat_order", "turn.direction": direction})
    assert match.observe()["turn"] == seat


def test_the_holder_of_the_double_six_leads_it() -> None:
    tiles = [str(t) for t in tile_set(6).tiles]
    hands = [tiles[0:7], tiles[7:14], tiles[14:21], tiles[21:28]]  # 6-6 is the last tile: seat 3
    hands[2], hands[3] = hands[3], hands[2]
    match = first_lead("partnership", hands, 4)
    assert match.observe()["turn"] == 2
    assert legal(match) == ["6-6"]


def test_holder_of_top_double_calls_a_redeal_when_the_double_six_is_not_dealt() -> None:
    match = new_match("block", 2, {"lead.first_hand": "holder_of_top_double"})
    assert deal(match, [TIED_LEADER + ["5-6"], TIED_OTHER]) == REDEAL_NEEDED
    state = match.observe()
    assert state["status"] == REDEAL_NEEDED and state["turn"] is None
    assert state["result"]["end"] == "redeal"
    assert match.legal_moves() == []
    assert state["hand"] == 1 and match.hands_played == 0
    assert deal(match, [TIED_OTHER, ["6-6", *TIED_LEADER]]) == IN_PROGRESS
    assert match.observe()["turn"] == 1 and match.observe()["hand"] == 1


def test_highest_double_else_redeal_with_no_double_dealt() -> None:
    match = new_match("block-classic", 2)
    no_doubles = [["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"], ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"]]
    assert deal(match, no_doubles) == REDEAL_NEEDED
    assert match.observe()["scores"] == [0, 0] and match.hands_played == 0
    assert deal(match, [HAND_0, HAND_1]) == IN_PROGRESS
    assert legal(match) == ["6-6"]


@pytest.mark.parametrize(("lots", "seat"), [
    (["6-5", "3-3"], 1),  # a double beats any other tile
    (["0-0", "6-5"], 0),
    (["6-4", "6-5"], 1),  # else the heaviest
    (["4-5", "3-6"], 1),  # equal weights: the higher half
])
def test_the_lead_by_lot_and_then_any_tile_may_lead(lots: list[str], seat: int) -> None:
    match = first_lead("all-fives-tournament", LOT_HANDS, lots=lots)
    assert match.observe()["turn"] == seat
    assert legal(match) == sorted(LOT_HANDS[seat])  # the lot does not force a tile


def test_a_leader_chosen_by_a_tile_may_lead_anything_when_the_tile_is_not_forced() -> None:
    match = first_lead("block", [HAND_0, HAND_1], overrides={"lead.forced_tile": False})
    assert legal(match) == sorted(HAND_0)
    play(match, "3-3")
    assert ends(match) == [("left", 3), ("right", 3)]


def test_a_forced_lead_tile_refuses_any_other_lead() -> None:
    match = first_lead("block", [HAND_0, HAND_1])
    error = refuse(match, "3-3", Reason.LEAD_TILE_FORCED)
    assert "must lead 6-6" in error.message


# -- turns ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("direction", "step"), [("cw", 1), ("ccw", -1)])
def test_turns_go_round_in_the_direction_of_play(direction: str, step: int) -> None:
    rng = random.Random(7)
    tiles = [str(t) for t in tile_set(6).tiles]
    for _ in range(20):
        rng.shuffle(tiles)
        match = new_match("partnership", 4, {"turn.direction": direction})
        match.deal([tiles[i * 7:(i + 1) * 7] for i in range(4)], [])
        turns = []
        while match.status == IN_PROGRESS:
            turns.append(match.observe()["turn"])
            match.apply(rng.choice(match.legal_moves()))
        assert all(b == (a + step) % 4 for a, b in pairwise(turns)), turns


def test_the_player_after_the_partnership_leader_is_on_the_right() -> None:
    tiles = [str(t) for t in tile_set(6).tiles]
    match = first_lead("partnership", [tiles[21:28], tiles[0:7], tiles[7:14], tiles[14:21]], 4)
    assert match.observe()["turn"] == 0
    play(match, "6-6")
    assert match.observe()["turn"] == 3  # counter-clockwise: seat 0, then seat 3


def test_a_seat_acting_out_of_turn_is_refused() -> None:
    match = first_lead("block", [HAND_0, HAND_1])
    error = refuse(match, "6-6", Reason.NOT_YOUR_TURN, seat=1)
    assert "seat 0's turn" in error.message
    match.apply(parse_move("6-6"), seat=0)
    assert match.observe()["turn"] == 1


# -- the line ---------------------------------------------------------------------------------

LINE_HANDS = [["6-6", "1-4", "0-0", "0-1", "0-2", "0-3", "1-1"], ["4-6", "2-2", "2-3", "3-3", "0-5", "1-5", "2-5"]]


def test_the_non_matching_half_faces_out_after_a_play() -> None:
    # E-03: after 6-6, 6-4 on the right shows 4; then 4-1 on that end shows 1.
    match = first_lead("block", LINE_HANDS)
    play(match, "6-6")
    assert ends(match) == [("left", 6), ("right", 6)]
    play(match, "6-4 right")
    assert ends(match) == [("left", 6), ("right", 4)]
    play(match, "4-1 right")
    assert ends(match) == [("left", 6), ("right", 1)]
    assert match.observe()["line"] == {"root": "6-6", "arms": {"right": ["4-6", "1-4"]}, "spinner": None}


def test_a_play_on_the_left_turns_the_same_way() -> None:
    match = first_lead("block", LINE_HANDS)
    play(match, "6-6, 4-6 left, 1-4 left")
    assert ends(match) == [("left", 1), ("right", 6)]


TWO_WAY_HANDS = [["6-6", "5-6", "0-0", "0-1", "1-1", "0-2", "1-2"], ["3-6", "3-5", "2-2", "2-4", "4-4", "0-4", "1-5"]]


@pytest.mark.parametrize(("end", "after"), [("left", [("left", 5), ("right", 5)]), ("right", [("left", 3), ("right", 3)])])
def test_a_tile_matching_both_ends_is_two_moves(end: str, after: list[tuple[str, int]]) -> None:
    # E-02: ends 3 and 5, tile 3-5.
    match = first_lead("block", TWO_WAY_HANDS)
    play(match, "6-6, 3-6 left, 5-6 right")
    assert ends(match) == [("left", 3), ("right", 5)]
    assert [m for m in legal(match) if m.startswith("3-5")] == ["3-5 on the left", "3-5 on the right"]
    play(match, f"3-5 {end}")
    assert ends(match) == after


def test_a_double_at_an_end_leaves_that_number_open_and_opens_no_arm() -> None:
    hands = [["6-6", "5-6", "2-5", "0-0", "0-1", "1-1", "0-2"], ["3-6", "5-5", "2-2", "2-4", "4-4", "0-4", "1-4"]]
    match = first_lead("block", hands)
    play(match, "6-6, 3-6 left, 5-6 right, 5-5 right")
    state = match.observe()
    assert [(e["end"], e["value"], e["double"]) for e in state["ends"]] == [("left", 3, False), ("right", 5, True)]
    assert legal(match) == ["2-5 on the right"]
    refuse(match, "2-5 up", Reason.NO_SUCH_END)
    play(match, "2-5 right")
    assert ends(match) == [("left", 3), ("right", 2)]


def test_a_tile_that_does_not_match_is_refused_naming_the_end() -> None:
    match = first_lead("block", LINE_HANDS)
    play(match, "6-6, 4-6 right")
    error = refuse(match, "0-1 left", Reason.DOES_NOT_MATCH)
    assert "left end, which shows 6" in error.message


# -- must play, draw and pass ---------------------------------------------------------------


def test_a_player_who_can_play_may_not_pass() -> None:
    match = first_lead("block", LINE_HANDS)
    play(match, "6-6")
    assert "pass" not in legal(match)
    refuse(match, "pass", Reason.MUST_PLAY)


def test_passing_while_able_is_allowed_when_playing_is_not_compulsory() -> None:
    match = first_lead("block", LINE_HANDS, overrides={"turn.must_play": False})
    play(match, "6-6")
    assert legal(match) == ["4-6 on the left", "4-6 on the right", "pass"]
    play(match, "pass")
    assert match.observe()["turn"] == 0


def test_a_player_who_cannot_play_passes_in_block() -> None:
    match = first_lead("block", TWO_WAY_HANDS)
    play(match, "6-6, 3-6 left")
    assert legal(match) == ["5-6 on the right"]
    play(match, "5-6 right")
    play(match, "3-5 left")  # ends 5 | 5: seat 0 holds no five, seat 1 still holds 1-5
    assert legal(match) == ["pass"]
    refuse(match, "draw", Reason.CANNOT_DRAW)
    play(match, "pass")
    assert match.observe()["turn"] == 1


NO_SIX = ["1-1", "1-2", "1-3", "1-4", "1-5", "2-2", "2-3"]
SIXES_AND_BLANKS = ["6-6", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5"]


def test_draw_until_playable_then_play() -> None:
    match = new_match("draw", 2)
    deal(match, [SIXES_AND_BLANKS, NO_SIX], boneyard_top=["2-4", "2-5", "1-6"])
    play(match, "6-6")
    assert legal(match) == ["draw"]
    refuse(match, "pass", Reason.MUST_DRAW)
    play(match, "draw")
    state = match.observe()
    assert state["turn"] == 1 and state["boneyard_size"] == 13 and "2-4" in state["hands"][1]
    assert legal(match) == ["draw"]
    play(match, "draw, draw")
    assert match.observe()["hands"][1] == sorted(NO_SIX + ["2-4", "2-5", "1-6"])
    assert legal(match) == ["1-6 on the left", "1-6 on the right"]  # the drawn tile must be played
    refuse(match, "draw", Reason.MUST_PLAY)
    refuse(match, "pass", Reason.MUST_PLAY)


@pytest.mark.parametrize(("top", "after_draw"), [("2-4", ["pass"]), ("1-6", ["1-6 on the left", "1-6 on the right"])])
def test_draw_one_then_pass(top: str, after_draw: list[str]) -> None:
    match = new_match("draw", 2, {"draw.mode": "one_then_pass"})
    deal(match, [SIXES_AND_BLANKS, NO_SIX], boneyard_top=[top, "2-5"])
    play(match, "6-6")
    assert legal(match) == ["draw"]
    play(match, "draw")
    assert legal(match) == after_draw
    error = refuse(match, "draw", Reason.CANNOT_DRAW)
    assert "only one tile" in error.message


def test_a_player_who_can_play_may_not_draw() -> None:
    match = new_match("draw", 2)
    deal(match, [SIXES_AND_BLANKS, ["1-6", *NO_SIX[1:]]])
    play(match, "6-6")
    assert "draw" not in legal(match)
    refuse(match, "draw", Reason.MUST_PLAY)


def test_a_player_may_draw_while_able_when_playing_is_not_compulsory() -> None:
    match = new_match("draw", 2, {"turn.must_play": False})
    deal(match, [SIXES_AND_BLANKS, ["1-6", *NO_SIX[1:]]])
    play(match, "6-6")
    assert legal(match) == ["1-6 on the left", "1-6 on the right", "draw", "pass"]
    play(match, "draw")
    assert match.observe()["turn"] == 1


def test_the_reserve_is_never_drawn() -> None:
    # Eleven each leave six in the boneyard; with a reserve of two, four may be drawn.
    sixes = ["6-6", "0-6", "1-6", "2-6", "3-6", "4-6", "5-6", "0-0", "0-1", "0-2", "0-3"]
    others = ["1-1", "1-2", "1-3", "1-4", "1-5", "2-2", "2-3", "2-4", "2-5", "3-3", "3-4"]
    match = new_match("draw", 2, {"deal.hand_size": {"2": 11, "3": 5, "4": 5}, "draw.reserve": 2})
    deal(match, [sixes, others])
    play(match, "6-6, draw, draw, draw, draw")
    state = match.observe()
    assert state["boneyard_size"] == 2 and state["turn"] == 1 and state["status"] == IN_PROGRESS
    assert legal(match) == ["pass"]
    error = refuse(match, "draw", Reason.RESERVE_REACHED)
    assert "2 reserved tiles" in error.message
    play(match, "pass")
    assert match.observe()["turn"] == 0


def test_cannot_draw_from_an_empty_boneyard() -> None:
    match = new_match("partnership", 4, {"draw.mode": "until_playable"})
    match.deal([["6-6", "0-6", "1-6", "2-6", "3-6", "4-6", "5-6"],
                ["2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "5-5"],
                ["1-2", "1-3", "1-4", "1-5", "2-2", "2-3", "2-4"],
                ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "1-1"]], [])
    play(match, "6-6")  # seat 3 is next, holds no six, and all 28 tiles are dealt
    assert legal(match) == ["pass"]
    error = refuse(match, "draw", Reason.RESERVE_REACHED)
    assert "boneyard is empty" in error.message


# -- the end of a hand ---------------------------------------------------------------------------


def test_the_lead_can_block_the_hand_at_once() -> None:
    match = new_match("block", 2)
    lead_blocks(match, 0, LIGHT_LEADER, HEAVY_OTHER)
    state = match.observe()
    assert state["status"] == HAND_OVER and state["ply"] == 1 and state["turn"] is None
    assert state["result"]["end"] == "blocked" and state["result"]["pips"] == [12, 32]
    assert match.legal_moves() == []


def test_a_draw_game_blocks_with_the_reserve_left_in_the_boneyard() -> None:
    # E-16: thirteen each leave two tiles, both reserved; the ends close on 6 | 6 while the
    # last two sixes lie in the reserve.
    seat0 = ["6-6", "3-6", "3-4", "4-6", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "1-1", "1-3", "1-4"]
    seat1 = ["1-6", "1-2", "2-6", "1-5", "2-2", "2-3", "2-4", "2-5", "3-3", "3-5", "4-4", "4-5", "5-5"]
    match = new_match("draw", 2, {"deal.hand_size": {"2": 13, "3": 5, "4": 5}, "draw.reserve": 2})
    match.deal([seat0, seat1], ["0-6", "5-6"])
    play(match, "6-6, 1-6 left, 3-6 right, 1-2 left, 3-4 right, 2-6 left")
    assert match.status == IN_PROGRESS
    play(match, "4-6 right")
    state = match.observe()
    assert ends(match) == [("left", 6), ("right", 6)]
    assert state["status"] == HAND_OVER and state["boneyard_size"] == 2
    assert state["result"]["end"] == "blocked"


def test_going_out_takes_precedence_over_the_block_it_makes() -> None:
    # E-07: seat 0 plays its last tile and nobody can play any more. It is a going out, so
    # North-South win, although East-West hold fewer pips (13 against South's 18).
    match = new_match("partnership", 4, {"deal.hand_size": 2})
    deal(match, [["6-6", "0-6"], ["1-1", "1-2"], ["5-5", "4-4"], ["2-2", "1-3"]])
    play(match, "6-6, pass, pass, pass, 0-6 left")
    state = match.observe()
    assert state["result"]["end"] == "out" and state["result"]["winner"] == 0
    assert state["result"]["pips"] == [0, 5, 18, 8]
    assert state["scores"] == [13, 0]


# -- scoring a hand -------------------------------------------------------------------------------

# S2: "In the first hand Alice went out while Ben held nine pips and Cara fourteen, so Alice
# scored 23. The second is the blocked hand above, 21 to Ben. In the third Cara goes out with
# Alice holding five and Ben eleven, so Cara scores 16." Alice, Ben and Cara are seats 0, 1, 2.
# (S2's own blocked example cannot be reached in play, E-01; the second hand here is another
# block that Ben wins by 21.)
S2_HANDS = [
    # hand 1: Alice leads her 1-1 (the highest double dealt) and goes out
    ([["0-2", "1-1", "1-4", "2-6", "4-6"], ["0-0", "0-1", "1-3", "3-4", "3-5"], ["0-6", "1-2", "2-3", "3-6", "5-6"]],
     ("1-1, 1-3 right, 3-6 right, 1-4 left, 3-4 left, 2-3 left, 2-6 left, pass, 0-6 left, 4-6 right, 0-0 left, "
      "pass, 0-2 left"),
     {"end": "out", "winner": 0, "pips": [0, 9, 14], "points": 23}, [23, 0, 0]),
    # hand 2: Alice, the last winner, leads any tile; the line blocks with Ben lightest
    ([["0-3", "1-1", "1-4", "1-5", "6-6"], ["0-0", "0-6", "2-2", "2-4", "4-6"], ["0-4", "1-6", "3-3", "4-4", "4-5"]],
     "0-3, 0-6 left, 1-6 left, 1-4 left, 2-4 left, 3-3 right, pass, 2-2 left",
     {"end": "blocked", "winner": 1, "pips": [20, 10, 21], "points": 21}, [23, 21, 0]),
    # hand 3: Ben leads; Cara goes out
    ([["1-1", "1-2", "1-4", "3-4", "4-6"], ["0-0", "0-6", "2-6", "3-5", "5-6"], ["0-1", "0-2", "0-5", "1-3", "3-6"]],
     ("2-6, 0-2 left, 4-6 right, 0-6 left, 3-6 left, 3-4 right, 3-5 right, 0-5 right, pass, 0-0 right, "
      "0-1 right, 1-4 right, pass, 1-3 left"),
     {"end": "out", "winner": 2, "pips": [5, 11, 0], "points": 16}, [23, 21, 16]),
]


def test_s2_three_hands_to_61() -> None:
    match = new_match("block", 3)
    leaders = []
    for hands, script, result, scores in S2_HANDS:
        deal(match, hands)
        leaders.append(match.observe()["turn"])
        play(match, script)
        state = match.observe()
        assert {key: state["result"][key] for key in result} == result
        assert state["scores"] == scores
        assert state["status"] == HAND_OVER  # nobody has reached 61
    assert leaders == [0, 0, 1]  # the winner of each hand leads the next
    assert match.hands_played == 3
    assert [scores for _, scores in match.hand_results] == [s for *_, s in S2_HANDS]


@pytest.mark.parametrize(("rule", "points"), [("diff_each", 21), ("sum_minus_own", 31), ("winner_takes_all", 41)])
def test_the_blocked_rule_decides_what_the_lightest_hand_scores(rule: str, points: int) -> None:
    match = new_match("block", 3, {"score.blocked": rule, "lead.first_hand": "lot", "lead.forced_tile": False})
    hands, script, _, _ = S2_HANDS[1]
    deal(match, hands, lots=["6-6", "0-0", "0-1"])
    play(match, script)
    assert match.observe()["result"]["pips"] == [20, 10, 21]
    assert match.observe()["scores"] == [0, points, 0]


@pytest.mark.parametrize(("winner_first", "scores"), [(True, [20, 0]), (False, [0, 32])])
def test_the_lightest_hand_wins_a_blocked_hand(winner_first: bool, scores: list[int]) -> None:
    match = new_match("block", 2)
    if winner_first:
        lead_blocks(match, 0, LIGHT_LEADER, HEAVY_OTHER)  # 12 against 32
    else:
        lead_blocks(match, 0, HEAVY_LEADER, LIGHT_OTHER)  # 49 against 17
    assert match.observe()["scores"] == scores
    assert match.observe()["result"]["winner"] == (0 if winner_first else 1)


def test_a_blocked_tie_is_redealt_and_scores_nothing() -> None:
    match = new_match("block", 2)
    lead_blocks(match, 0, TIED_LEADER, TIED_OTHER)
    state = match.observe()
    assert state["status"] == REDEAL_NEEDED
    assert state["result"]["tie"] and state["result"]["redeal"] and state["result"]["winner"] is None
    assert state["scores"] == [0, 0] and state["hand"] == 1 and match.hands_played == 0
    deal(match, [HAND_0, HAND_1])
    assert match.observe()["turn"] == 1  # lead.after_tie = rotate
    assert match.observe()["hand"] == 1  # the redeal replays the first hand


def test_each_kind_of_result_has_its_protocol_form() -> None:
    """``state.result`` is the hand's ``HandResult.to_dict()``: exactly these keys, in this shape."""
    no_leader = new_match("block-classic", 2)
    no_doubles = [["0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-2"], ["1-3", "1-4", "1-5", "1-6", "2-3", "2-4", "2-5"]]
    deal(no_leader, no_doubles)
    assert no_leader.observe()["result"] == {
        "end": "redeal", "reason": "lead", "winner": None, "side": None, "points": 0, "pips": [0, 0],
    }
    tie = new_match("block", 2)
    lead_blocks(tie, 0, TIED_LEADER, TIED_OTHER)
    result = tie.observe()["result"]
    assert set(result) == {"end", "winner", "side", "points", "pips", "tie", "redeal"}
    assert (result["end"], result["winner"], result["tie"], result["redeal"]) == ("blocked", None, True, True)
    carry = new_match("block", 2, {"score.blocked_tie": "carry"})
    lead_blocks(carry, 0, TIED_LEADER, TIED_OTHER)
    assert carry.observe()["result"]["carried"] == 0  # under carry a tie says what waits, even nothing
    out = new_match("block", 3, {"deal.hand_size": 1})
    deal(out, [["6-6"], ["1-2"], ["0-3"]])
    play(out, "6-6")
    assert out.observe()["result"] == {
        "end": "out", "winner": 0, "side": 0, "points": 6, "pips": [0, 3, 3], "tie": False, "redeal": False,
    }
    assert out.hand_result is not None and out.hand_result.to_dict() == out.observe()["result"]
    with pytest.raises(AttributeError):
        out.hand_result.points = 99  # type: ignore[misc]  # a result is a value: it cannot be changed


def test_a_blocked_tie_scores_nothing_and_counts_as_a_hand() -> None:
    match = new_match("block-classic", 2)
    lead_blocks(match, 0, TIED_LEADER, TIED_OTHER)
    state = match.observe()
    assert state["status"] == HAND_OVER and state["result"]["tie"] and not state["result"]["redeal"]
    assert state["scores"] == [0, 0] and match.hands_played == 1
    deal(match, [HAND_0, HAND_1])
    assert match.observe()["hand"] == 2 and match.observe()["turn"] == 1


@pytest.mark.parametrize(("rounding", "points"), [("none", 6), ("nearest_five_total", 5), ("nearest_five_each", 10)])
def test_rounding_the_going_out_score(rounding: str, points: int) -> None:
    # E-19: one tile each; the leader's lead is its last tile. The others hold 3 and 3.
    match = new_match("block", 3, {"deal.hand_size": 1, "score.rounding": rounding})
    deal(match, [["6-6"], ["1-2"], ["0-3"]])
    play(match, "6-6")
    assert match.observe()["result"]["end"] == "out"
    assert match.observe()["scores"] == [points, 0, 0]


@pytest.mark.parametrize(("left", "points"), [(["5-5", "1-1"], 10), (["5-5", "1-2"], 15)])
def test_nearest_five_rounds_12_down_and_13_up(left: list[str], points: int) -> None:
    match = new_match("block", 2, {"deal.hand_size": 2, "score.rounding": "nearest_five_total"})
    deal(match, [["6-6", "0-6"], left])
    play(match, "6-6, pass, 0-6 right")
    assert match.observe()["scores"] == [points, 0]


# E-20, played: seat 0 goes out while its partner (seat 2) holds 20 and the opponents 8 and 10.
E20_DEAL = [["6-6", "0-6", "2-6"], ["0-1", "3-3", "0-2"], ["4-4", "3-5", "2-2"], ["1-6", "5-5", "0-0"]]
E20_SCRIPT = "6-6, 1-6 right, pass, 0-1 right, 0-6 right, pass, pass, pass, 2-6 left"  # seats 0, 3, 2, 1, ...


@pytest.mark.parametrize(("rule", "points"), [("opponents_only", 18), ("all_other_hands", 38)])
def test_e20_a_partnership_going_out_counts_the_opponents_or_everyone(rule: str, points: int) -> None:
    match = new_match("partnership", 4, {"deal.hand_size": 3, "score.out": rule})
    deal(match, E20_DEAL)
    play(match, E20_SCRIPT)
    state = match.observe()
    assert state["result"]["end"] == "out" and state["result"]["winner"] == 0
    assert state["result"]["pips"] == [0, 8, 20, 10]
    assert state["scores"] == [points, 0]


# E-21, played: N 5 and S 20 (25) against E 10 and W 12 (22); the lead of the 6-6 blocks.
E21_DEAL = [["6-6", "1-3", "0-1"], ["4-4", "0-2", "0-0"], ["5-5", "3-4", "1-2"], ["0-5", "2-2", "0-3"]]


@pytest.mark.parametrize(("rule", "points"), [("diff_each", 3), ("winner_takes_all", 25)])
def test_e21_a_blocked_partnership_hand_goes_to_the_lighter_team(rule: str, points: int) -> None:
    match = new_match("partnership", 4, {"deal.hand_size": 3, "score.blocked": rule})
    deal(match, E21_DEAL)
    play(match, "6-6")
    state = match.observe()
    assert state["result"]["end"] == "blocked" and state["result"]["pips"] == [5, 10, 20, 12]
    assert state["result"]["side"] == 1 and state["result"]["winner"] == 1  # East, the lighter of E-W
    assert state["scores"] == [0, points]


def test_a_partnership_blocked_tie_scores_nothing() -> None:
    match = new_match("partnership", 4, {"deal.hand_size": 3})
    deal(match, [["6-6", "1-3", "0-1"], ["4-4", "0-2", "0-0"], ["5-5", "3-4", "1-2"], ["0-5", "2-2", "1-5"]])
    play(match, "6-6")  # 5 + 20 against 10 + 15
    state = match.observe()
    assert state["result"]["tie"] and state["result"]["winner"] is None
    assert state["scores"] == [0, 0] and state["status"] == HAND_OVER  # partnership: no_score


# -- All Fives ---------------------------------------------------------------------------------

FIVES_HANDS = [["5-5", "3-5", "3-3", "1-1", "1-2", "2-2", "4-4"], ["0-5", "2-5", "1-5", "0-0", "0-1", "0-2", "1-4"]]


def test_e05_the_spinner_lifecycle() -> None:
    match = new_match("all-fives", 2, {"fives.claims": "auto"})
    deal(match, FIVES_HANDS)
    steps = [
        # (move, count after it, scores after it, open ends)
        ("5-5", 10, [10, 0], ["left", "right"]),
        ("0-5 left", 10, [10, 10], ["left", "right"]),     # the spinner's open side still counts 10
        ("3-5 right", 3, [10, 10], ["left", "right", "up", "down"]),  # both sides covered
        ("2-5 up", 5, [10, 15], ["left", "right", "up", "down"]),
        ("3-3 right", 8, [10, 15], ["left", "right", "up", "down"]),  # a later double: no new arms
        ("1-5 down", 9, [10, 15], ["left", "right", "up", "down"]),
    ]
    for move, count, scores, open_ends in steps:
        if move == "3-5 right":
            assert legal(match) == ["3-5 on the right"]  # no arm opens before both sides are covered
        play(match, move)
        state = match.observe()
        assert (state["count"], state["scores"], [e["end"] for e in state["ends"]]) == (count, scores, open_ends), move
        assert state["line"]["spinner"] == "5-5"


def test_the_spinner_is_the_first_double_even_when_not_the_lead() -> None:
    match = new_match("all-fives-tournament", 2)
    deal(match, [["3-5", "2-5", "1-1", "1-2", "1-3", "0-0", "0-1"], ["5-5", "4-4", "2-2", "2-3", "2-4", "1-4", "0-2"]],
         lots=["6-6", "0-1"])
    play(match, "3-5, 5-5 right")
    state = match.observe()
    assert state["line"]["spinner"] == "5-5" and state["count"] == 13
    play(match, "2-5 right")  # the spinner's far side is covered: its ends open
    assert [e["end"] for e in match.observe()["ends"]] == ["left", "right", "up", "down"]
    assert ends(match)[2:] == [("up", 5), ("down", 5)]
    assert match.observe()["scores"] == [5, 0]


def test_e04_a_double_at_an_end_counts_both_halves() -> None:
    # No spinner: ends 3 and 5; 5-5 on the 5 makes 3 + 10 = 13, no score; 5-2 on it makes 5.
    match = new_match("all-fives-tournament", 2, {"layout.spinner": "none"})
    deal(match, [["3-5", "2-5", "1-1", "1-2", "1-3", "0-0", "0-1"], ["5-5", "4-4", "2-2", "2-3", "2-4", "1-4", "0-2"]],
         lots=["6-6", "0-1"])
    play(match, "3-5")
    assert match.observe()["count"] == 8
    play(match, "5-5 right")
    assert match.observe()["count"] == 13 and match.observe()["scores"] == [0, 0]
    assert match.observe()["line"]["spinner"] is None
    play(match, "2-5 right")
    assert match.observe()["count"] == 5 and match.observe()["scores"] == [5, 0]


@pytest.mark.parametrize(("tile", "points"), [("5-5", 10), ("4-6", 10), ("0-5", 5), ("1-4", 5), ("2-3", 5),
                                               ("6-6", 0), ("3-3", 0), ("1-6", 0)])
def test_e06_the_lead_scores(tile: str, points: int) -> None:
    others = rest_of_set(6, [tile])[:13]
    match = new_match("all-fives-tournament", 2)
    deal(match, [[tile, *others[:6]], others[6:]], lots=["2-2", "1-1"])
    assert match.observe()["turn"] == 0
    play(match, tile)
    assert match.observe()["scores"] == [points, 0]


def test_fives_scored_on_the_last_tile_and_for_going_out_both_count() -> None:
    # The leader leads its only tile, 5-5: 10 for the count and 3 + 4 = 7 -> 5 for going out.
    match = new_match("all-fives-tournament", 3, {"deal.hand_size": 1})
    deal(match, [["5-5"], ["1-2"], ["0-4"]], lots=["6-6", "0-1", "0-2"])
    play(match, "5-5")
    assert match.observe()["result"]["end"] == "out"
    assert match.observe()["scores"] == [15, 0, 0]


def test_muggins_a_scoring_play_may_claim_its_points() -> None:
    match = new_match("all-fives", 2)
    deal(match, FIVES_HANDS)
    assert legal(match) == ["5-5", "5-5 claiming 10"]
    play(match, "5-5 claim 10")
    assert match.observe()["scores"] == [10, 0] and match.observe()["muggins_pending"] == 0
    assert "muggins" not in legal(match)


def test_muggins_an_unclaimed_score_is_taken_by_the_next_player() -> None:
    match = new_match("all-fives", 2)
    deal(match, FIVES_HANDS)
    play(match, "5-5")
    state = match.observe()
    assert state["scores"] == [0, 0] and state["muggins_pending"] == 10 and state["turn"] == 1
    assert "muggins" in legal(match)
    play(match, "muggins")
    state = match.observe()
    assert state["scores"] == [0, 10] and state["muggins_pending"] == 0
    assert state["turn"] == 1  # calling muggins is not the turn's play
    refuse(match, "muggins", Reason.NO_MUGGINS)
    play(match, "0-5 left claim 10")
    assert match.observe()["scores"] == [0, 20]


def test_muggins_an_unclaimed_score_lapses_after_the_next_move() -> None:
    match = new_match("all-fives", 2)
    deal(match, FIVES_HANDS)
    play(match, "5-5, 0-5 left")  # seat 1 neither takes the 10 nor claims its own 10
    state = match.observe()
    assert state["scores"] == [0, 0] and state["muggins_pending"] == 10
    play(match, "3-5 right")  # seat 0 plays on instead of calling muggins
    assert match.observe()["muggins_pending"] == 0
    refuse(match, "muggins", Reason.NO_MUGGINS)
    assert match.observe()["scores"] == [0, 0]


@pytest.mark.parametrize(("script", "move", "words"), [
    ("", "5-5 claim 5", "scores 10, not 5"),
    ("5-5 claim 10, 0-5 left claim 10", "3-5 right claim 5", "scores 0, not 5"),
])
def test_muggins_a_wrong_claim_is_refused(script: str, move: str, words: str) -> None:
    match = new_match("all-fives", 2)
    deal(match, FIVES_HANDS)
    play(match, script)
    error = refuse(match, move, Reason.WRONG_CLAIM)
    assert words in error.message


# -- the end of the match --------------------------------------------------------------------


def test_the_match_ends_when_a_side_reaches_the_target() -> None:
    match = new_match("block", 2, {"match.target": 20})
    lead_blocks(match, 0, LIGHT_LEADER, HEAVY_OTHER)  # 20 to seat 0
    state = match.observe()
    assert state["status"] == MATCH_OVER
    assert state["match_result"] == {"winners": [0], "scores": [20, 0], "hands": 1}
    assert match.legal_moves() == []
    refuse(match, "pass", Reason.HAND_OVER)
    with pytest.raises(DealError, match="match_over"):
        deal(match, [HAND_0, HAND_1])


def test_below_the_target_the_match_plays_on() -> None:
    match = new_match("block", 2, {"match.target": 21})
    lead_blocks(match, 0, LIGHT_LEADER, HEAVY_OTHER)
    assert match.observe()["status"] == HAND_OVER and match.observe()["match_result"] is None


def test_a_tie_at_the_top_plays_on() -> None:
    rules = {"draw.mode": "none", "layout.spinner": "none", "score.blocked_tie": "no_score", "deal.hand_size": 2,
             "match.end": "target", "match.target": 5}
    match = new_match("all-fives-tournament", 2, rules)
    deal(match, [["0-5", "1-3"], ["0-0", "2-2"]], lots=["6-6", "0-1"])
    play(match, "0-5, 0-0 left")  # 5 each, then the line blocks with 4 pips each: a tie
    state = match.observe()
    assert state["scores"] == [5, 5] and state["result"]["tie"]
    assert state["status"] == HAND_OVER and state["match_result"] is None
    deal(match, [["1-1", "2-3"], ["4-6", "1-2"]])
    assert match.observe()["turn"] == 1  # after a tie the lead rotates
    play(match, "4-6")  # 10 for the lead, and the line blocks: 7 against 3, rounded to 5
    state = match.observe()
    assert state["scores"] == [5, 20] and state["status"] == MATCH_OVER
    assert state["match_result"]["winners"] == [1]


def test_a_fixed_number_of_hands_and_redeals_do_not_count() -> None:
    match = new_match("block", 2, {"match.end": "hands", "match.hands": 2})
    lead_blocks(match, 0, TIED_LEADER, TIED_OTHER)
    assert match.status == REDEAL_NEEDED and match.hands_played == 0
    lead_blocks(match, 1, LIGHT_LEADER, HEAVY_OTHER)  # the lead rotated to seat 1, who wins 20
    assert match.status == HAND_OVER and match.hands_played == 1
    lead_blocks(match, 1, HEAVY_LEADER, LIGHT_OTHER)  # seat 1 leads again as winner; seat 0 wins 32
    state = match.observe()
    assert state["status"] == MATCH_OVER
    assert state["match_result"] == {"winners": [0], "scores": [32, 20], "hands": 2}


def test_a_fixed_number_of_hands_can_end_level() -> None:
    match = new_match("block-classic", 2, {"match.end": "hands", "match.hands": 1})
    lead_blocks(match, 0, TIED_LEADER, TIED_OTHER)
    assert match.observe()["match_result"] == {"winners": [0, 1], "scores": [0, 0], "hands": 1}


def test_qualify_two_plays_on_until_a_second_side_reaches_the_target() -> None:
    match = new_match("block", 3, {"match.end": "qualify_two", "match.target": 10})
    deal(match, [["6-6", "0-0", "0-1", "0-2", "0-3"], ["1-1", "1-2", "1-3", "1-4", "1-5"],
                 ["2-2", "2-3", "2-4", "2-5", "3-3"]])
    play(match, "6-6")
    assert match.observe()["scores"] == [36, 0, 0]
    assert match.status == HAND_OVER and match.qualified == [0]
    deal(match, [["6-6", "2-2", "2-3", "2-4", "2-5"], ["1-1", "1-2", "1-3", "1-4", "1-5"],
                 ["0-0", "0-1", "0-2", "0-3", "3-3"]])
    play(match, "6-6")
    state = match.observe()
    assert state["scores"] == [36, 0, 18]
    assert state["status"] == MATCH_OVER and state["match_result"]["winners"] == [0, 2]


# -- who leads the next hand ------------------------------------------------------------------


def test_the_winner_leads_the_next_hand_with_any_tile() -> None:
    match = new_match("block", 2)
    lead_blocks(match, 0, HEAVY_LEADER, LIGHT_OTHER)  # seat 1 wins
    deal(match, [HAND_1, HAND_0])
    assert match.observe()["turn"] == 1
    assert legal(match) == sorted(HAND_0)  # a free lead: the forced tile is for the first hand


@pytest.mark.parametrize(("direction", "next_leader"), [("ccw", 1), ("cw", 3)])
def test_rotate_passes_the_lead_in_the_direction_of_play(direction: str, next_leader: int) -> None:
    match = new_match("partnership", 4, {"deal.hand_size": 3, "turn.direction": direction})
    hands = [list(hand) for hand in E21_DEAL]
    hands[0], hands[2] = hands[2], hands[0]  # seat 2 holds the 6-6
    deal(match, hands)
    assert match.observe()["turn"] == 2
    play(match, "6-6")
    deal(match, E21_DEAL)
    assert match.observe()["turn"] == next_leader


def test_as_first_hand_applies_the_first_hand_rule_again() -> None:
    match = new_match("block", 2, {"lead.next_hand": "as_first_hand"})
    lead_blocks(match, 0, HEAVY_LEADER, LIGHT_OTHER)  # seat 1 wins
    deal(match, [["5-5", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["3-3", "1-2", "1-3", "1-4", "1-5", "1-6", "2-3"]])
    assert match.observe()["turn"] == 0 and legal(match) == ["5-5"]


@pytest.mark.parametrize(("after_tie", "leader", "forced"), [("rotate", 1, False), ("same_leader", 0, False),
                                                             ("as_first_hand", 1, True)])
def test_the_leader_after_a_tie(after_tie: str, leader: int, forced: bool) -> None:
    match = new_match("block", 2, {"lead.after_tie": after_tie})
    lead_blocks(match, 0, TIED_LEADER, TIED_OTHER)
    deal(match, [HAND_1, HAND_0])  # seat 1 holds the 6-6 this time
    assert match.observe()["turn"] == leader
    assert (legal(match) == ["6-6"]) is forced


# -- refused moves change nothing ---------------------------------------------------------------

def _block_lead() -> Match:
    match = new_match("block", 2)
    deal(match, LINE_HANDS)
    return match


def _block_after_lead() -> Match:
    match = _block_lead()
    play(match, "6-6")
    return match


def _draw_stuck() -> Match:
    match = new_match("draw", 2)
    deal(match, [SIXES_AND_BLANKS, NO_SIX])
    play(match, "6-6")
    return match


def _draw_lead() -> Match:
    match = new_match("draw", 2)
    deal(match, [SIXES_AND_BLANKS, NO_SIX])
    return match


def _one_draw_taken() -> Match:
    match = new_match("draw", 2, {"draw.mode": "one_then_pass"})
    deal(match, [SIXES_AND_BLANKS, NO_SIX], boneyard_top=["2-4"])
    play(match, "6-6, draw")
    return match


def _reserve_reached() -> Match:
    match = new_match("draw", 2, {"deal.hand_size": {"2": 13, "3": 5, "4": 5}, "draw.reserve": 2})
    match.deal([SIXES_AND_BLANKS + ["1-1", "1-2", "1-3", "1-4", "1-5", "2-2"],
                ["2-3", "2-4", "2-5", "3-3", "3-4", "3-5", "4-4", "4-5", "5-5", "0-6", "1-6", "2-6", "3-6"]],
               ["4-6", "5-6"])
    play(match, "6-6, 0-6 left, 0-0 left, 1-6 right, 1-1 right")  # ends 0 | 1: seat 1 holds neither
    return match


def _fives() -> Match:
    match = new_match("all-fives", 2)
    deal(match, FIVES_HANDS)
    return match


def _hand_over() -> Match:
    match = new_match("block", 2)
    lead_blocks(match, 0, LIGHT_LEADER, HEAVY_OTHER)
    return match


REFUSALS: list[tuple[str, Callable[[], Match], Any, int | None]] = [
    (Reason.NOT_YOUR_TURN, _block_lead, "6-6", 1),
    (Reason.TILE_NOT_IN_HAND, _block_lead, "4-6", None),
    (Reason.TILE_NOT_IN_HAND, _block_after_lead, "1-4 right", None),
    (Reason.NO_SUCH_END, _block_lead, "6-6 left", None),
    (Reason.NO_SUCH_END, _block_after_lead, "4-6 up", None),
    (Reason.NO_SUCH_END, _block_after_lead, Move("play", Tile(4, 6), "middle"), None),
    (Reason.NO_SUCH_END, _block_after_lead, Move("play", Tile(4, 6), None), None),
    (Reason.DOES_NOT_MATCH, _block_after_lead, "2-3 left", None),
    (Reason.MUST_PLAY, _block_after_lead, "pass", None),
    (Reason.MUST_DRAW, _draw_stuck, "pass", None),
    (Reason.CANNOT_DRAW, _block_after_lead, "draw", None),
    (Reason.CANNOT_DRAW, _one_draw_taken, "draw", None),
    (Reason.CANNOT_DRAW, _draw_lead, "draw", None),
    (Reason.RESERVE_REACHED, _reserve_reached, "draw", None),
    (Reason.CANNOT_PASS, _block_lead, "pass", None),
    (Reason.LEAD_TILE_FORCED, _block_lead, "0-0", None),
    (Reason.WRONG_CLAIM, _fives, "5-5 claim 5", None),
    (Reason.NO_MUGGINS, _fives, "muggins", None),
    (Reason.NO_MUGGINS, _block_after_lead, "muggins", None),
    (Reason.HAND_OVER, _hand_over, "pass", None),
    (Reason.HAND_OVER, _hand_over, "6-6", None),
    (Reason.MALFORMED_MOVE, _block_after_lead, Move("jump"), None),
    (Reason.MALFORMED_MOVE, _block_after_lead, Move("play", Tile(6, 7), "left"), None),
    (Reason.MALFORMED_MOVE, _block_after_lead, Move("play", None, "left"), None),
]


@pytest.mark.parametrize(("reason", "setup", "move", "seat"), REFUSALS,
                         ids=[f"{case[0]}-{i}" for i, case in enumerate(REFUSALS)])
def test_a_refused_move_names_its_reason_and_changes_nothing(
    reason: str, setup: Callable[[], Match], move: Any, seat: int | None
) -> None:
    match = setup()
    refuse(match, move, reason, seat)


# -- listed moves: taken unjudged only in the state they were listed for ------------------------


def _stale_listed_move() -> tuple[Match, Move]:
    """Seat 1's listed 4-6 on the right, after seat 1 has played 4-6 on the left."""
    match = _block_after_lead()
    stale = next(move for move in match.legal_moves() if move == Move.play("4-6", "right"))
    play(match, "4-6 left")
    return match, stale


def _listed_by_another_match() -> tuple[Match, Move]:
    """The lead listed by a match at its lead, offered to a match past its lead."""
    other = _block_lead()
    (lead,) = other.legal_moves()
    return _block_after_lead(), lead


def _built_by_hand() -> tuple[Match, Move]:
    """A ``ListedMove`` nobody listed: 2-3, which does not match the 6 showing."""
    return _block_after_lead(), ListedMove("play", Tile(2, 3), "left")


def _replaced() -> tuple[Match, Move]:
    """A listed move with its end replaced by one that is not open."""
    match = _block_after_lead()
    return match, match.legal_moves()[0]._replace(end="up")


def _from_the_last_hand() -> tuple[Match, Move]:
    """A lead listed in the last hand, offered after the next deal to a seat that does not hold it."""
    match = _block_lead()
    (lead,) = match.legal_moves()
    play(match, "6-6, 4-6 left, 1-4 left")
    while match.status == IN_PROGRESS:
        match.apply(match.legal_moves()[0])
    deal(match, [LINE_HANDS[1], LINE_HANDS[0]])  # seat 0 leads 4-6 now; 6-6 is seat 1's
    return match, lead


UNLISTED: list[tuple[str, Callable[[], tuple[Match, Move]], str]] = [
    ("stale", _stale_listed_move, Reason.TILE_NOT_IN_HAND),
    ("another match's", _listed_by_another_match, Reason.TILE_NOT_IN_HAND),
    ("built by hand", _built_by_hand, Reason.DOES_NOT_MATCH),
    ("replaced", _replaced, Reason.NO_SUCH_END),
    ("last hand's", _from_the_last_hand, Reason.TILE_NOT_IN_HAND),
]


@pytest.mark.parametrize(("setup", "reason"), [case[1:] for case in UNLISTED], ids=[case[0] for case in UNLISTED])
def test_a_listed_move_not_listed_for_this_state_is_judged_in_full(
    setup: Callable[[], tuple[Match, Move]], reason: str
) -> None:
    match, move = setup()
    assert isinstance(move, ListedMove)
    refuse(match, move, reason)


class _JudgeCounter(Match):
    """A match that counts how often a move is judged in full."""

    judged = 0

    def check(self, move: Move, seat: int | None = None) -> None:
        self.judged += 1
        super().check(move, seat)


def test_a_listed_move_is_taken_unjudged_while_the_state_is_unchanged() -> None:
    match = _JudgeCounter(new_match("block").rules, 2)
    deal(match, LINE_HANDS)
    play(match, "6-6")  # judged: a plain move
    assert match.judged == 1
    first = match.legal_moves()
    assert first == [Move.play("4-6", "left"), Move.play("4-6", "right")]
    second = match.legal_moves()  # listing again changes nothing: a move of either listing is taken
    match.apply(first[1])
    assert match.judged == 1 and ends(match) == [("left", 6), ("right", 4)]
    first.append(ListedMove("play", Tile(1, 2), "left"))  # the caller's list is the caller's
    match.apply(ListedMove("play", Tile(1, 4), "right"))  # built by hand: judged (and legal)
    assert match.judged == 2
    with pytest.raises(IllegalMove):
        match.apply(second[0])  # listed before the state changed: judged, and refused
    assert match.judged == 3


def test_a_listed_move_rebuilt_by_hand_makes_the_same_play() -> None:
    """A ``ListedMove`` equal to one listed, but built by hand, carries no prebuilt effect: the match
    works it out, and the play is the one listed."""
    listed_way, rebuilt_way = _JudgeCounter(new_match("block").rules, 2), _JudgeCounter(new_match("block").rules, 2)
    for match in (listed_way, rebuilt_way):
        deal(match, LINE_HANDS)
        play(match, "6-6")
    listed_way.apply(listed_way.legal_moves()[1])
    rebuilt_way.legal_moves()
    rebuilt_way.apply(ListedMove("play", Tile(4, 6), "right"))
    assert rebuilt_way.judged == listed_way.judged == 1  # equal to a listed move: taken as listed
    assert ends(rebuilt_way) == ends(listed_way) == [("left", 6), ("right", 4)]
    assert rebuilt_way.observe() == listed_way.observe()


def test_every_refusal_reason_is_produced() -> None:
    assert {case[0] for case in REFUSALS} == set(Reason)


def test_the_reserve_reached_setup_is_what_it_claims() -> None:
    match = _reserve_reached()
    state = match.observe()
    assert state["turn"] == 1 and state["boneyard_size"] == 2 and legal(match) == ["pass"]


@pytest.mark.parametrize("data", [
    None, [], {"type": "jump"}, {"type": "play"}, {"type": "play", "tile": "x"}, {"type": "play", "tile": 46},
    {"type": "play", "tile": "4-6", "end": 1}, {"type": "play", "tile": "4-6", "claim": -5},
    {"type": "play", "tile": "4-6", "claim": True}, {"type": "play", "tile": "4-13"},
])
def test_a_malformed_protocol_move_is_refused_as_malformed(data: Any) -> None:
    with pytest.raises(IllegalMove) as caught:
        Move.from_dict(data, max_pip=12)
    assert caught.value.reason == Reason.MALFORMED_MOVE


def test_the_protocol_form_of_moves_round_trips() -> None:
    for move in (Move.play("6-4", "right"), Move.play("5-5"), Move.play("0-5", "up", 10), PASS_MOVE, DRAW_MOVE,
                 MUGGINS_MOVE):
        assert Move.from_dict(move.to_dict()) == move
    assert Move.play("6-4", "right").to_dict() == {"type": "play", "tile": "4-6", "end": "right"}


# -- refusals returned (``Match.refusal``) ----------------------------------------------------------


def _every_move_tried(match: Match) -> list[tuple[Move, int | None]]:
    """Every play of every tile at every end (and the lead), and the other kinds, by the seat to act,
    the next seat and no seat named: legal and illegal alike."""
    ends = [None, "left", "right", "up", "down"]
    moves = [Move(PLAY, tile, end) for tile in match.tileset.tiles for end in ends]
    moves += [PASS_MOVE, DRAW_MOVE, MUGGINS_MOVE, Move("castle")]
    seats: list[int | None] = [None, match.turn, (match.turn + 1) % match.players]
    return [(move, seat) for move in moves for seat in seats]


@pytest.mark.parametrize(("profile", "players"), [("block", 2), ("draw", 3), ("all-fives", 2), ("partnership", 4)])
def test_a_refusal_returned_is_the_one_check_raises_and_changes_nothing(profile: str, players: int) -> None:
    rng = random.Random(f"refusal:{profile}")
    match = new_match(profile, players)
    tiles = list(match.tileset.tiles)
    judged = 0
    while judged < 4000:
        if match.status != "in_progress":
            match = new_match(profile, players)
            rng.shuffle(tiles)
            size = 7 if players <= 4 and profile != "draw" else 5
            hands = [tiles[seat * size:(seat + 1) * size] for seat in range(players)]
            match.deal(hands, tiles[players * size:])
            continue
        before = match.observe()
        for move, seat in _every_move_tried(match):
            refused = match.refusal(move, seat)
            try:
                match.check(move, seat)
            except IllegalMove as raised:
                assert refused is not None and (refused.reason, refused.message) == (raised.reason, raised.message)
            else:
                assert refused is None, (move, seat, refused)
            judged += 1
        assert match.observe() == before
        match.apply(rng.choice(match.legal_moves()))


def test_a_refusal_raised_by_check_leaves_no_cycle_for_the_collector() -> None:
    # ``check`` raises the refusal ``refusal`` returned: held by a local of the frame its traceback holds,
    # it would make a cycle each time, left to the collector (and differential play checks at every ply).
    import gc

    match = new_match()
    deal(match, [HAND_0, HAND_1])
    not_held = Move(PLAY, Tile(0, 1))
    gc.collect()
    for _ in range(100):
        with pytest.raises(IllegalMove):
            match.check(not_held)
    assert gc.collect() == 0
