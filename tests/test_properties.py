"""Property tests: random deals and random legal play under every profile and player count.

Each move is checked against rules restated here independently of the engine (which moves
are legal, whose turn follows, what a draw takes), and each hand's end against the scoring
functions. ``test_hands`` lets hypothesis choose the deals and every move, so a failure
shrinks to a short game; ``test_matches`` plays whole matches from a seed, for volume.

A default run plays thousands of hands (the total is printed at the end of the run);
``--hypothesis-profile=deep`` plays many more.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from conftest import HANDS_PLAYED, PROFILE_NAMES, make_ruleset, new_match
from hypothesis import given
from hypothesis import strategies as st

from reference_impl import scoring
from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, Match
from reference_impl.moves import (
    DRAW,
    DRAW_MOVE,
    MUGGINS,
    MUGGINS_MOVE,
    PASS,
    PASS_MOVE,
    PLAY,
    IllegalMove,
    Move,
    Reason,
)
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile, tile_set

# Every profile with each player count it allows, then a few rulesets that change options no
# profile changes (a reserve, one draw a turn, other blocked and lead rules, a fixed number of hands).
VARIANTS: list[tuple[str, dict[str, Any], tuple[int, ...]]] = [
    ("draw", {"draw.reserve": 2}, (2, 3, 4)),
    ("draw-nine", {"draw.mode": "one_then_pass", "draw.reserve": 2}, (2, 4)),
    ("block", {"lead.first_hand": "heaviest_tile", "lead.tie_break": "seat_order", "turn.direction": "ccw",
               "lead.next_hand": "rotate", "lead.after_tie": "same_leader", "score.blocked": "sum_minus_own",
               "score.rounding": "nearest_five_each"}, (3,)),
    ("all-fives", {"layout.spinner": "none", "fives.claims": "auto", "score.blocked": "winner_takes_all",
                   "lead.next_hand": "as_first_hand"}, (2, 4)),
    ("partnership", {"score.out": "all_other_hands", "score.blocked": "winner_takes_all", "match.end": "hands",
                     "match.hands": 5, "lead.after_tie": "as_first_hand"}, (4,)),
    ("block-classic", {"match.end": "qualify_two", "lead.forced_tile": False}, (3,)),
]
CASES = [pytest.param(name, {}, players, id=f"{name}-{players}")
         for name in PROFILE_NAMES for players in make_ruleset(name).players]
CASES += [pytest.param(name, overrides, players, id=f"{name}+variant{index}-{players}")
          for index, (name, overrides, counts) in enumerate(VARIANTS) for players in counts]
STEP_OF = {"cw": 1, "ccw": -1}
TILE = {str(tile): tile for tile in tile_set(12).tiles}  # canonical text -> tile, without parsing

Chooser = Callable[[list[Any]], Any]


def pips_of(tiles: list[str]) -> int:
    return sum(TILE[text].pips for text in tiles)


class HandReferee:
    """Plays one hand of ``match`` with moves picked by ``choose``, checking every step."""

    def __init__(self, match: Match, tiles: list[str], choose: Chooser, probe_illegal: bool) -> None:
        self.match = match
        self.rules: Ruleset = match.rules
        self.step = STEP_OF[self.rules.direction]
        self.tiles = tiles
        self.choose = choose
        self.probe_illegal = probe_illegal

    # -- the deal ------------------------------------------------------------------------

    def deal(self, order: list[str], lots: list[str] | None) -> str:
        """Deal ``order`` (hands in turn, then the boneyard) and check the lead."""
        match, size, players = self.match, self.match.hand_size, self.match.players
        self.hands = [order[i * size:(i + 1) * size] for i in range(players)]
        self.boneyard = order[players * size:]
        first_hand_rule = match.next_leader is None
        previous_leader = match.next_leader
        status = match.deal(self.hands, self.boneyard, lots if first_hand_rule else None)
        if status == REDEAL_NEEDED:
            assert first_hand_rule and self.rules.first_hand_lead in ("highest_double_else_redeal",
                                                                     "holder_of_top_double")
            doubles = [TILE[t] for hand in self.hands for t in hand if TILE[t].is_double]
            top = Tile(self.rules.max_pip, self.rules.max_pip)
            assert not doubles if self.rules.first_hand_lead == "highest_double_else_redeal" else top not in doubles
            return status
        assert status == IN_PROGRESS
        state = match.observe()
        if not first_hand_rule:
            assert state["turn"] == previous_leader
        self._check_lead_moves(state, first_hand_rule)
        return status

    def _check_lead_moves(self, state: dict[str, Any], first_hand_rule: bool) -> None:
        leader = state["turn"]
        leads = {str(m.tile) for m in self.match.legal_moves()}
        hand = set(state["hands"][leader])
        forced = first_hand_rule and self.rules.forced_lead_tile and self.rules.first_hand_lead != "lot"
        if not forced:
            assert leads == hand
            return
        assert len(leads) == 1 and leads <= hand
        lead = TILE[leads.pop()]
        dealt = [TILE[t] for h in self.hands for t in h]
        doubles = [t for t in dealt if t.is_double]
        rule = self.rules.first_hand_lead
        if rule == "holder_of_top_double":
            assert lead == Tile(self.rules.max_pip, self.rules.max_pip)
        elif rule in ("highest_double_else_redeal", "highest_double_else_heaviest_tile") and doubles:
            assert lead.is_double and lead.low == max(t.low for t in doubles)
        else:  # the heaviest tile
            assert lead.pips == max(t.pips for t in dealt)
            if self.rules.tie_break == "higher_half":
                assert lead.high == max(t.high for t in dealt if t.pips == lead.pips)

    # -- the play ------------------------------------------------------------------------

    def play(self) -> dict[str, Any]:
        """Play the hand out; return its result."""
        match = self.match
        drawn = 0
        drew_this_turn = False
        limit = 4 * len(self.tiles) * match.players  # far more moves than any hand can take
        state = match.observe()
        for _ in range(limit):
            if state["status"] != IN_PROGRESS:
                break
            self._check_conservation(state, drawn)
            moves = match.legal_moves()
            self._check_legal_moves(state, moves, drew_this_turn, drawn)
            for move in moves:
                match.check(move)  # every listed move is accepted
            if self.probe_illegal and state["ply"] % 3 == 0:  # every third position, to keep the run short
                self._probe_illegal(state, moves)
            move = self.choose(moves)
            match.apply(move)
            after = match.observe()
            self._check_move(state, move, after, drawn)
            if move.kind == PLAY:
                self._check_line(state, move, after)
            if move.kind == DRAW:
                drawn += 1
                drew_this_turn = True
            elif move.kind != MUGGINS:
                drew_this_turn = False
            state = after
        else:
            pytest.fail(f"the hand did not end within {limit} moves")
        assert match.legal_moves() == []
        self._check_conservation(state, drawn)
        self._check_result(state)
        return state["result"]

    def _check_conservation(self, state: dict[str, Any], drawn: int) -> None:
        line = state["line"]
        on_table = ([line["root"]] if line["root"] else []) + [t for arm in line["arms"].values() for t in arm]
        held = [t for hand in state["hands"] for t in hand]
        every = sorted(on_table + held + self.boneyard[drawn:])
        assert every == sorted(self.tiles), "tiles are not conserved"
        assert state["boneyard_size"] == len(self.boneyard) - drawn
        assert state["hand_sizes"] == [len(hand) for hand in state["hands"]]

    def _check_legal_moves(self, state: dict[str, Any], moves: list[Move], drew: bool, drawn: int) -> None:
        assert moves, "a hand in progress always offers a move"
        assert len(set(moves)) == len(moves)
        rules = self.rules
        hand = state["hands"][state["turn"]]
        plays = {(str(m.tile), m.end) for m in moves if m.kind == PLAY}
        others = sorted(m.kind for m in moves if m.kind != PLAY)
        if state["line"]["root"] is None:
            assert plays <= {(t, None) for t in hand} and plays
            assert others == []
            return
        expected_plays = {(t, end["end"]) for end in state["ends"] for t in hand
                          if end["value"] in (TILE[t].low, TILE[t].high)}
        assert plays == expected_plays
        may_draw = (rules.draw_mode != "none" and state["boneyard_size"] > rules.draw_reserve
                    and not (rules.draw_mode == "one_then_pass" and drew))
        expected_others = ["muggins"] if state["muggins_pending"] else []
        if not (expected_plays and rules.must_play):
            if may_draw:
                expected_others.append("draw")
            if not (may_draw and rules.must_play):
                expected_others.append("pass")
        assert others == sorted(expected_others)
        for move in moves:
            if move.claim is not None:
                assert rules.fives_claims == "muggins" and move.claim > 0 and move.claim % 5 == 0

    def _probe_illegal(self, state: dict[str, Any], moves: list[Move]) -> None:
        """A sample of illegal moves: each is refused and changes nothing."""
        match = self.match
        hand = state["hands"][state["turn"]]
        elsewhere = [t for seat, h in enumerate(state["hands"]) if seat != state["turn"] for t in h]
        probes: list[tuple[Move, set[str]]] = []
        if elsewhere:
            tile = elsewhere[0]
            end = state["ends"][0]["end"] if state["ends"] else None
            probes.append((Move.play(tile, end), {Reason.TILE_NOT_IN_HAND}))
        if state["ends"]:
            for text in hand:
                tile = TILE[text]
                wrong = [e["end"] for e in state["ends"] if e["value"] not in (tile.low, tile.high)]
                if wrong:
                    probes.append((Move.play(tile, wrong[0]), {Reason.DOES_NOT_MATCH}))
                    break
            if hand:
                probes.append((Move.play(hand[0], "nowhere"), {Reason.NO_SUCH_END}))
        offered = {m.kind for m in moves}
        for kind, refusals in ((PASS_MOVE, {Reason.MUST_PLAY, Reason.MUST_DRAW, Reason.CANNOT_PASS}),
                               (DRAW_MOVE, {Reason.MUST_PLAY, Reason.CANNOT_DRAW, Reason.RESERVE_REACHED}),
                               (MUGGINS_MOVE, {Reason.NO_MUGGINS})):
            if kind.kind not in offered:
                probes.append((kind, refusals))
        other_seat = (state["turn"] + 1) % match.players
        probes.append((moves[0], {Reason.NOT_YOUR_TURN}))
        before = state
        for index, (move, reasons) in enumerate(probes):
            seat = other_seat if index == len(probes) - 1 else None
            with pytest.raises(IllegalMove) as caught:
                match.apply(move, seat)
            assert caught.value.reason in reasons, (move, caught.value)
        assert match.observe() == before

    def _check_move(self, before: dict[str, Any], move: Move, after: dict[str, Any], drawn: int) -> None:
        mover = before["turn"]
        side = self.match.side_of[mover]
        credited = 0
        if move.kind == MUGGINS:
            credited = before["muggins_pending"]
        elif move.kind == PLAY and self.rules.fives:
            points = scoring.fives_points(after["count"])
            if self.rules.fives_claims == "auto" or move.claim == points:
                credited = points
            elif after["status"] == IN_PROGRESS:
                assert after["muggins_pending"] == points
        expected = list(before["scores"])
        expected[side] += credited  # in-hand points go to the mover
        if after["status"] in (HAND_OVER, MATCH_OVER) and after["result"]["side"] is not None:
            expected[after["result"]["side"]] += after["result"]["points"]  # the hand's points, to its winner
        assert after["scores"] == expected
        if move.kind == DRAW:
            assert after["hands"][mover] == sorted(before["hands"][mover] + [self.boneyard[drawn]],
                                                   key=TILE.__getitem__)
        if after["status"] == IN_PROGRESS:
            advance = move.kind in (PLAY, PASS)
            assert after["turn"] == ((mover + self.step) % self.match.players if advance else mover)
            if move.kind != MUGGINS:
                assert after["muggins_pending"] == 0 or (move.kind == PLAY and self.rules.fives)

    def _check_line(self, before: dict[str, Any], move: Move, after: dict[str, Any]) -> None:
        """The ends a play leaves, and their count, restated from the tiles on the table."""
        assert move.tile is not None
        tile, line = move.tile, after["line"]
        ends_before = {e["end"]: e["value"] for e in before["ends"]}
        ends_after = {e["end"]: e["value"] for e in after["ends"]}
        if move.end is None:  # the lead: its low half on the left, its high half on the right
            assert ends_after == {"left": tile.low, "right": tile.high}
        else:  # the matched half goes against the line, the other half faces out
            assert ends_after[move.end] == tile.other(ends_before[move.end])
            assert {k: v for k, v in ends_after.items() if k != move.end and k in ends_before} == \
                {k: v for k, v in ends_before.items() if k != move.end}
        spinner = line["spinner"]
        arms = line["arms"]
        doubles = [t for t in [line["root"], *[t for arm in arms.values() for t in arm]] if TILE[t].is_double]
        if self.rules.spinner == "none" or spinner is None:
            assert spinner is None and (self.rules.spinner == "none" or not doubles)
            assert set(ends_after) == {"left", "right"}
        else:  # the first double: its two sides first, then its two ends
            assert spinner in doubles
            if line["root"] == spinner:
                sides_covered = bool(arms.get("left")) and bool(arms.get("right"))
            else:
                arm = next(arm for arm in arms.values() if spinner in arm)
                sides_covered = arm.index(spinner) < len(arm) - 1
            assert set(ends_after) == ({"left", "right", "up", "down"} if sides_covered else {"left", "right"})
            for end in ("up", "down"):
                if end in ends_after and not arms.get(end):
                    assert ends_after[end] == TILE[spinner].low
        # The count: each open end's number, a double at an end counted twice; the spinner's up
        # and down ends only once played on; a lone tile counts its pips.
        count = 0
        for end in after["ends"]:
            arm = arms.get(end["end"], [])
            last = TILE[arm[-1]] if arm else (TILE[line["root"]] if end["end"] in ("left", "right") else None)
            assert end["double"] == (last is not None and last.is_double)
            if last is not None:
                count += end["value"] * (2 if end["double"] else 1)
        if not arms:
            count = TILE[line["root"]].pips
        assert after["count"] == count

    def _check_result(self, state: dict[str, Any]) -> None:
        rules, match = self.rules, self.match
        result = state["result"]
        pips = [pips_of(hand) for hand in state["hands"]]
        assert result["pips"] == pips
        sides = match.sides
        if result["end"] == "out":
            winner = result["winner"]
            assert state["hands"][winner] == []
            assert result["points"] == scoring.going_out_points(pips, sides, winner, rules.out_score, rules.rounding)
            return
        assert result["end"] == "blocked"
        assert all(hand for hand in state["hands"]), "nobody went out"
        assert state["boneyard_size"] <= rules.draw_reserve or rules.draw_mode == "none"
        for hand in state["hands"]:
            for text in hand:
                tile = TILE[text]
                assert not any(e["value"] in (tile.low, tile.high) for e in state["ends"]), "a blocked hand can play"
        totals = scoring.side_pips(pips, sides)
        lightest = min(totals)
        if totals.count(lightest) > 1:
            assert result["tie"] and result["winner"] is None and result["points"] == 0
            if rules.blocked_tie == "redeal":
                assert state["status"] == REDEAL_NEEDED
            else:
                assert state["status"] in (HAND_OVER, MATCH_OVER)
            return
        side = totals.index(lightest)
        assert result["side"] == side and result["winner"] in sides[side]
        assert pips[result["winner"]] == min(pips[seat] for seat in sides[side])
        hands = [[pips[seat] for seat in members] for members in sides]
        assert result["points"] == scoring.blocked_points(totals, side, rules.blocked_score, rules.rounding, hands)


def _lots(rng_or_draw: Callable[[], list[str]], match: Match) -> list[str] | None:
    return rng_or_draw()[:match.players] if match.rules.first_hand_lead == "lot" else None


@pytest.mark.parametrize(("profile", "overrides", "players"), CASES)
@given(data=st.data())
def test_hands(profile: str, overrides: dict[str, Any], players: int, data: st.DataObject, tally: Counter) -> None:
    """Hypothesis deals and picks every move; the illegal-move probes run at every step."""
    match = new_match(profile, players, overrides)
    tiles = [str(t) for t in tile_set(match.rules.max_pip).tiles]
    referee = HandReferee(match, tiles, lambda moves: data.draw(st.sampled_from(moves)), probe_illegal=True)
    for _ in range(2):  # the first two hands of the match: a first-hand lead, then a later one
        while True:
            order = data.draw(st.permutations(tiles))
            if referee.deal(order, _lots(lambda: data.draw(st.permutations(tiles)), match)) == IN_PROGRESS:
                break
            tally["redeals"] += 1
        referee.play()
        tally["hands"] += 1
        if match.status == MATCH_OVER:
            break


MAX_HANDS = 400  # a bound on a match's length, far above what any profile needs


@pytest.mark.parametrize(("profile", "overrides", "players"), CASES)
@given(seed=st.integers(0, 2**32 - 1))
def test_matches(profile: str, overrides: dict[str, Any], players: int, seed: int, tally: Counter) -> None:
    """Whole matches from a seed: every hand refereed, the lead of each hand and the match's end checked."""
    rng = random.Random(seed)
    match = new_match(profile, players, overrides)
    rules = match.rules
    tiles = [str(t) for t in tile_set(rules.max_pip).tiles]

    def shuffled() -> list[str]:
        order = list(tiles)
        rng.shuffle(order)
        return order

    referee = HandReferee(match, tiles, rng.choice, probe_illegal=False)
    totals = [0] * len(match.sides)
    expected_leader: int | None = None  # None: the first-hand rule picks
    for _ in range(MAX_HANDS):
        hands_before = match.hands_played
        if referee.deal(shuffled(), _lots(shuffled, match)) == REDEAL_NEEDED:
            tally["redeals"] += 1
            continue
        if expected_leader is not None:
            assert match.observe()["turn"] == expected_leader
        leader = match.leader
        scores_before = list(match.scores)
        result = referee.play()
        expected_leader = _next_leader(rules, match, leader, result)
        tally["hands"] += 1
        counted = match.status != REDEAL_NEEDED
        assert match.hands_played == hands_before + (1 if counted else 0)
        totals = [t + (s - b) for t, s, b in zip(totals, match.scores, scores_before)]
        if not counted:
            assert result["tie"] and rules.blocked_tie == "redeal"
        if match.status == MATCH_OVER:
            break
    else:
        pytest.fail(f"the match did not end within {MAX_HANDS} hands")
    tally["matches"] += 1
    assert totals == match.scores
    _check_match_end(rules, match)


def _next_leader(rules: Ruleset, match: Match, leader: int, last: dict[str, Any]) -> int | None:
    """Who leads after the hand ``last`` that ``leader`` led; None for the first-hand rule."""
    step = STEP_OF[rules.direction]
    rule = rules.after_tie_lead if last["tie"] else rules.next_hand_lead
    if rule == "as_first_hand":
        return None
    if rule in ("rotate",):
        return (leader + step) % match.players
    if rule == "same_leader":
        return leader
    return last["winner"]


def _check_match_end(rules: Ruleset, match: Match) -> None:
    state = match.observe()
    scores, winners = state["scores"], state["match_result"]["winners"]
    target = rules.target_for(match.players)
    if rules.match_end == "target":
        assert winners == [scores.index(max(scores))] and max(scores) >= target
        assert scores.count(max(scores)) == 1
    elif rules.match_end == "hands":
        assert match.hands_played == rules.hands
        assert winners == [side for side, score in enumerate(scores) if score == max(scores)]
    else:
        assert len(winners) >= 2 and all(scores[side] >= target for side in winners)


@pytest.fixture(scope="session")
def tally(request: pytest.FixtureRequest) -> Counter:
    """Counts the hands the property tests play, for the end-of-run summary."""
    return request.config.stash.setdefault(HANDS_PLAYED, Counter())
