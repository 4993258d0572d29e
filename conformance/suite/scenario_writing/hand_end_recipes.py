"""The searches for witnesses of a hand's end, its score, the next hand and the match's end."""

from __future__ import annotations

from typing import Any, Iterator

from reference_impl import scoring
from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, Match
from reference_impl.moves import PASS, Move
from reference_impl.ruleset import Ruleset
from reference_impl.status import HandEnd, Reason
from reference_impl.tiles import Tile

from conformance.judging.clause_table import option_clause
from .play_recipes import _in_play
from .trace import Trace, _result
from .witness import (
    LEAD_RULE_CLAUSES, MATCH_ATTEMPTS, MAX_MATCH_HANDS, RARE_ATTEMPTS, UNCHANGED, Finder, Step, Witness, _and,
    _deal_table, _drawable, _found, _hand_moves, _lead_clauses, _lead_steps, _open_arms, _playable, _refused,
    _team_step, _then, _when, recipe,
)


# -- the end of a hand, scoring, the match ---------------------------------------------------------


def _finished(trace: Trace, hands: int = 1) -> Iterator[tuple[int, Match]]:
    """Each of the first ``hands`` hands that ended, with the match as it ended."""
    for hand, ply, match in trace.points(hands):
        if ply == len(trace.hands[hand].moves) and match.status in (HAND_OVER, MATCH_OVER, REDEAL_NEEDED):
            yield hand, match


def _pip_clauses(state: dict[str, Any], winner: int | None) -> list[str]:
    """The equipment clauses the pips left show: a hand's pips, a tile's, a double's in full."""
    clauses = ["equipment.hand.pips"]
    left = [Tile.parse(text) for seat, hand in enumerate(state["hands"]) if seat != winner for text in hand]
    if any(not tile.is_double and tile.pips for tile in left):
        clauses.append("equipment.tile.pips")
    if any(tile.is_double and tile.pips for tile in left):
        clauses.append("equipment.tile.double-full")
    return clauses


def _rounding_clauses(rules: Ruleset, exact: int) -> list[str]:
    """The rounding clauses a score shows: only when the exact count is not a multiple of five."""
    if exact % 5 == 0:
        return []
    if rules.rounding == "none":
        return ["score.rounding.none"]
    return ["score.rounding.nearest-five", "score.rounding." + rules.rounding.replace("_", "-")]


def _scored_hand(trace: Trace, hand: int, match: Match) -> tuple[list[str], list[str]] | None:
    """Steps and clauses for a hand that was won: how it ended, the pips left, the points."""
    state = match.observe()
    result = _result(match)
    rules = trace.rules
    winner = result.winner
    if winner is None:
        return None
    pips = list(result.pips)
    team = len(state["sides"]) < match.players
    if result.end == HandEnd.OUT:
        steps = [f"seat {winner} goes out and wins the hand"]
        clauses = ["end.going-out"] + (["end.going-out.partnership"] if team else [])
        clauses.append("score.out." + rules.out_score.replace("_", "-"))
        exact = scoring.going_out_points(pips, match.sides, winner, rules.out_score, "none")
        if (
            team
            and rules.out_score == "opponents_only"
            and not pips[
                next(seat for seat in next(side for side in match.sides if winner in side) if seat != winner)
            ]
        ):
            clauses.remove("score.out.opponents-only")  # the partner holds nothing: it would not show
        if _blocked_now(match):
            clauses.append("end.going-out-precedes-block")
    else:
        steps = [f"the hand is blocked and won by seat {winner}"]
        clauses = [
            "end.blocked",
            "end.blocked.lightest-" + ("team" if team else "hand"),
            "score.blocked." + rules.blocked_score.replace("_", "-"),
        ]
        totals = scoring.side_pips(pips, match.sides)
        hands = [[pips[seat] for seat in side] for side in match.sides]
        exact = scoring.blocked_points(totals, result.side, rules.blocked_score, "none", hands)
        if state["boneyard_size"]:
            clauses.append("end.blocked.boneyard")
            steps.append(f"the boneyard holds {state['boneyard_size']} tiles")
    if team:
        clauses.append("deal.teams.opposite")  # the winning team is named by its two seats, opposite
    steps = steps[:1] + _team_step(state, winner) + steps[1:]
    steps += [
        f"the pips left are {_and(pips)}",
        f"the hand scores {result.points} points",
        f"the scores are {_and(state['scores'])}",
    ]
    clauses += (
        _pip_clauses(state, winner) + _rounding_clauses(rules, exact) + ["score.side", "score.winner-only"]
    )
    return steps, clauses


def _bonus_clauses(trace: Trace, hand: int, match: Match) -> list[str]:
    """The clauses of the bonuses a won hand shows, paid or not: winning the match's first hand
    (``score.first_hands``), going out with a capicú (``score.capicu``) or the double blank
    (``score.chuchazo``)."""
    rules = trace.rules
    clauses = [option_clause(rules, "score.first_hands")] if match.hands_played == 1 else []
    moves = trace.hands[hand].moves
    last, before = moves[-1], trace.match_at(hand, len(moves) - 1)
    if _result(match).end != HandEnd.OUT or last.tile is None:
        return clauses
    ends = [] if last.end is None else [before.line.end_value[arm] for arm in before.line.open_arms]
    shown = dict(scoring.going_out_bonuses("bonus_100", "bonus_100", last.tile.low, last.tile.high, ends))
    return clauses + [option_clause(rules, option) for name, option in
                      (("capicú", "score.capicu"), ("chuchazo", "score.chuchazo")) if name in shown]


def _blocked_now(match: Match) -> bool:
    """Whether nobody left could play or draw at the end of the hand (going out that also blocks)."""
    state = match.observe()
    ends = set(_open_arms(state).values())
    rules = match.rules
    if rules.draw_mode != "none" and state["boneyard_size"] > rules.draw_reserve:
        return False
    return not any(ends & set(tile) for hand in state["hands"] for tile in map(Tile.parse, hand))


def _hand_witness(kinds: tuple[HandEnd, ...], *require: str, bonuses: bool = False) -> Finder:
    """A search for a hand won by going out or blocked (``kinds``) whose witness shows one of ``require``
    (with ``bonuses``, the bonuses it earns or would earn too: ``_bonus_clauses``)."""

    def find(trace: Trace) -> Witness | None:
        for hand, match in _finished(trace):
            result = _result(match)
            if result.end not in kinds or result.winner is None:
                continue
            scored = _scored_hand(trace, hand, match)
            if scored is None:
                continue
            steps, clauses = scored
            if bonuses:
                clauses = clauses + _bonus_clauses(trace, hand, match)
            if require and not set(require) & set(clauses):
                continue
            how = "goes out" if result.end == HandEnd.OUT else "wins the blocked hand"
            if "end.going-out-precedes-block" in clauses:
                how = "goes out with a tile that also blocks the line,"
            return _found(
                clauses,
                f"seat {result.winner} {how} and scores {result.points}",
                hand,
                len(trace.hands[hand].moves),
                _then(*steps),
            )
        return None

    return find


#: What any hand's end shows, however it ended: the pips counted and the points scored.
_HAND_SCORED = (
    "equipment.hand.pips",
    "equipment.tile.pips",
    "equipment.tile.double-full",
    "score.side",
    "score.winner-only",
    "score.rounding.none",
    "score.rounding.nearest-five",
    "score.rounding.nearest-five-total",
    "score.rounding.nearest-five-each",
)

recipe(
    "end.going-out",
    "end.going-out.partnership",
    "score.out.all-other-hands",
    "score.out.opponents-only",
    *_HAND_SCORED,
    "end.going-out-precedes-block",
)(_hand_witness((HandEnd.OUT,)))
recipe(
    "end.blocked",
    "end.blocked.lightest-hand",
    "end.blocked.lightest-team",
    "score.blocked.diff-each",
    "score.blocked.sum-minus-own",
    "score.blocked.winner-takes-all",
    "end.blocked.boneyard",
    *_HAND_SCORED,
    attempts=RARE_ATTEMPTS,
)(_hand_witness((HandEnd.BLOCKED,)))


recipe("end.going-out-precedes-block", attempts=RARE_ATTEMPTS)(
    _hand_witness((HandEnd.OUT,), "end.going-out-precedes-block")
)
recipe("score.first-hands.none", "score.first-hands.bonus")(
    _hand_witness((HandEnd.OUT, HandEnd.BLOCKED), "score.first-hands.none", "score.first-hands.bonus", bonuses=True)
)
recipe("score.capicu.none", "score.capicu.bonus", attempts=RARE_ATTEMPTS)(
    _hand_witness((HandEnd.OUT,), "score.capicu.none", "score.capicu.bonus", bonuses=True)
)
recipe("score.chuchazo.none", "score.chuchazo.bonus", attempts=RARE_ATTEMPTS)(
    _hand_witness((HandEnd.OUT,), "score.chuchazo.none", "score.chuchazo.bonus", bonuses=True)
)


@recipe(
    "end.blocked-tie.redeal",
    "end.blocked-tie.no-score",
    "end.redeal",
    "lead.after-tie.rotate",
    "lead.after-tie.same-leader",
    "lead.after-tie.as-first-hand",
    "lead.any-tile",
    "lead.forced-tile",
    "end.blocked",
    "end.redeal.fives-stand",
    hands=2,
    attempts=RARE_ATTEMPTS,
    aim="blocked_tie",
)
def blocked_tie(trace: Trace) -> Witness | None:
    for hand, match in _finished(trace):
        state = match.observe()
        result = _result(match)
        if result.end != HandEnd.BLOCKED or result.winner is not None or len(trace.hands) < 2:
            continue
        rules = trace.rules
        clauses = ["end.blocked", "end.blocked-tie." + rules.blocked_tie.replace("_", "-")]
        steps = _then("the hand is blocked with no winner", f"the pips left are {_and(result.pips)}")
        if rules.blocked_tie == "redeal":
            clauses.append("end.redeal")
            steps += _then("a redeal is needed")
            if rules.fives and rules.voided_fives == "stand" and any(state["scores"]):
                clauses.append("end.redeal.fives-stand")  # the first hand's in-hand points stand
        else:
            steps += _then(
                f"the status is {state['status']}"
            )
        steps += _then(f"the scores are {_and(state['scores'])}")
        follow = trace.match_at(1, 0)
        shown = rules.after_tie_lead != "as_first_hand" or not _led_as_another_rule_would(trace, follow, None)
        if follow.status == IN_PROGRESS and shown:
            clauses += ["lead.after-tie." + rules.after_tie_lead.replace("_", "-"), *_lead_clauses(follow)]
            played = trace.hands[1]
            steps.append(
                Step(
                    "when",
                    "the next hand is dealt:",
                    _deal_table(played.hands, _drawable(trace, played), played.lots),
                )
            )
            steps += _then(*_lead_steps(follow))
            if rules.blocked_tie == "no_score":
                # Nothing waits for the next hand's winner, who scores its own points: where carrying
                # the tie's points (score.blocked_tie = carry) would add some, the next hand shows it.
                totals, hands = scoring.blocked_counts(result.pips, match.sides)
                if scoring.carried_points(totals, rules.blocked_score, rules.rounding, hands):
                    won = _won_alone(trace, 1)
                    if won is None:
                        continue
                    steps += won
        return _found(
            clauses,
            f"the lightest hands tie at {min(result.pips)} pips and nobody wins",
            hand,
            len(trace.hands[hand].moves),
            steps,
        )
    return None


def _won_alone(trace: Trace, hand: int) -> list[Step] | None:
    """Hand ``hand`` played to its end and the scores after it, if somebody won it and scored."""
    played = trace.hands[hand]
    end = trace.match_at(hand, len(played.moves))
    result = end.hand_result
    if result is None or result.winner is None or not result.points:
        return None
    return _hand_moves(trace, hand, len(played.moves)) + _then(f"the scores are {_and(end.observe()['scores'])}")


@recipe(
    "end.redeal",
    "lead.first-hand.highest-double-else-redeal",
    "lead.first-hand.top-double",
    bias="no_doubles",
)
def void_deal(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != REDEAL_NEEDED:
        return None
    clauses = ("end.redeal", LEAD_RULE_CLAUSES[trace.rules.first_hand_lead])
    return _found(
        clauses,
        "no hand holds the double the lead needs, and the deal is void",
        0,
        0,
        _then("a redeal is needed", f"the status is {REDEAL_NEEDED}"),
    )


@recipe("end.status", "move.refusal.hand-over", UNCHANGED)
def after_the_hand(trace: Trace) -> Witness | None:
    for hand, match in _finished(trace):
        state = match.observe()
        if state["status"] not in (HAND_OVER, MATCH_OVER):
            continue
        seat = state["leader"]
        steps = _then(f"the status is {state['status']}") + _refused(seat, Move(PASS), Reason.HAND_OVER)
        return _found(
            ("end.status", "move.refusal.hand-over", UNCHANGED),
            "once the hand is over no move is accepted",
            hand,
            len(trace.hands[hand].moves),
            steps,
        )
    return None


@recipe(
    "lead.next-hand.winner",
    "lead.next-hand.winner-of-block",
    "lead.next-hand.rotate",
    "lead.next-hand.as-first-hand",
    "lead.next-hand.side-chooses",
    "lead.any-tile",
    "lead.forced-tile",
    hands=2,
)
def next_leader(trace: Trace) -> Witness | None:
    return _next_leader(trace, blocked=False)


@recipe("lead.next-hand.winner-of-block", "lead.next-hand.winner", "lead.any-tile", hands=2)
def next_leader_after_block(trace: Trace) -> Witness | None:
    return _next_leader(trace, blocked=True)


def _led_as_another_rule_would(trace: Trace, follow: Match, winner: int | None) -> bool:
    """Whether the second hand's leader is who another rule would name: the first hand's winner
    (after a tie, its leader) or, where three seats or more tell them apart, its leader or the
    seat after it. A lead chosen as for the first hand shows only where it differs."""
    first = trace.match_at(0, 0)
    others = {first.turn if winner is None else winner}
    if first.players > 2:
        others |= {first.turn, (first.turn + first.step) % first.players}
    return follow.turn in others


def _next_leader(trace: Trace, blocked: bool) -> Witness | None:
    if len(trace.hands) < 2:
        return None
    first = trace.match_at(0, len(trace.hands[0].moves))
    result = _result(first)
    if result.winner is None or (result.end == HandEnd.BLOCKED) != blocked:
        return None
    follow = trace.match_at(1, 0)
    if follow.status != IN_PROGRESS:
        return None
    rule = trace.rules.next_hand_lead
    if rule == "as_first_hand" and _led_as_another_rule_would(trace, follow, result.winner):
        return None
    clauses = [option_clause(trace.rules, "lead.next_hand")] + _lead_clauses(follow)
    if blocked and rule == "winner":
        clauses.insert(0, "lead.next-hand.winner-of-block")
    how = "blocked hand" if blocked else "hand"
    return _found(
        clauses,
        f"seat {follow.turn} leads the hand after a {how} won by seat {result.winner}",
        1,
        0,
        _then(*_lead_steps(follow)),
    )


@recipe("match.carry", hands=2)
def carry(trace: Trace) -> Witness | None:
    for hand, match in _finished(trace, hands=2):
        state = match.observe()
        points = _result(match).points
        if (
            hand == 1
            and points
            and any(trace.match_at(0, len(trace.hands[0].moves)).observe()["scores"])
        ):
            return Witness(
                ("match.carry",),
                f"the second hand's {points} points are added to the first hand's scores",
                1,
                len(trace.hands[1].moves),
                tuple(
                    _then(
                        f"the hand scores {points} points",
                        f"the scores are {_and(state['scores'])}",
                    )
                ),
            )
    return None


# A match won on the target exactly comes first: "at least the target" and "past the target"
# end every other match alike. Such an ending is rarer, so more matches are played for it.
@recipe(
    "match.end.target",
    "match.checked-after-hand",
    "match.end.target.level",
    "match.target.by-players",
    "match.target.by-sides",
    hands=MAX_MATCH_HANDS,
    attempts=4 * MATCH_ATTEMPTS,
)
def match_won_on_the_target(trace: Trace) -> Witness | None:
    rules = trace.rules
    if rules.match_end != "target":
        return None
    last = len(trace.hands) - 1
    scores = trace.match_at(last, len(trace.hands[last].moves)).observe()["scores"]
    if max(scores) != rules.target_for(trace.players):
        return None
    return match_played_out(trace)


@recipe(
    "match.end.target",
    "match.checked-after-hand",
    "match.end.qualify-two",
    "match.end.qualify-two.order",
    "tournament.qualifiers",
    "match.end.target.level",
    "match.end.hands",
    "match.target.by-players",
    "match.target.by-sides",
    hands=MAX_MATCH_HANDS,
    attempts=MATCH_ATTEMPTS,
)
def match_played_out(trace: Trace) -> Witness | None:
    last = len(trace.hands) - 1
    match = trace.match_at(last, len(trace.hands[last].moves))
    state = match.observe()
    if state["status"] != MATCH_OVER:
        return None
    rules = trace.rules
    clauses = ["match.end." + rules.match_end.replace("_", "-"), "match.carry", "match.target.by-" + rules.target_by]
    if not rules.fives:
        clauses.append("match.checked-after-hand")
    if rules.match_end == "qualify_two":
        clauses.append("tournament.qualifiers")
    target = rules.target_for(trace.players)
    winners = sorted(seat for side in state["match_result"]["winners"] for seat in match.sides[side])
    previous = [0] * len(match.sides)
    for hand in range(last + 1):
        scores = trace.match_at(hand, len(trace.hands[hand].moves)).observe()["scores"]
        reached = [side for side, score in enumerate(scores) if score >= target and previous[side] < target]
        if rules.match_end == "qualify_two" and len(reached) >= 2:
            clauses.append("match.end.qualify-two.order")
        best = max(scores)
        if rules.match_end == "target" and best >= target and scores.count(best) > 1:
            clauses.append("match.end.target.level")
        previous = scores
    return Witness(
        tuple(clauses),
        f"a match played out to {target} is won by seat{'s' if len(winners) > 1 else ''} {_and(winners)}",
        last,
        len(trace.hands[last].moves),
        tuple(
            _then(
                f"the scores are {_and(state['scores'])}",
                f"the match is over, won by seat{'s' if len(winners) > 1 else ''} {_and(winners)}",
            )
        ),
    )


@recipe("match.checked-after-hand", hands=MAX_MATCH_HANDS, attempts=MATCH_ATTEMPTS)
def target_reached_in_hand(trace: Trace) -> Witness | None:
    if not trace.rules.fives:
        return None
    target = trace.rules.target_for(trace.players)
    for hand, ply, match in _in_play(trace, hands=len(trace.hands), after=1):
        scores = match.observe()["scores"]
        if max(scores) >= target:
            return Witness(
                ("match.checked-after-hand",),
                f"a side reaching {target} during the hand plays it out",
                hand, ply,
                tuple(
                    _then(
                        f"the scores are {_and(scores)}",
                        "the hand is not over",
                        "the match is not over",
                        f"seat {match.turn} is to play",
                    )
                ),
            )
    return None


@recipe("end.blocked.all-passed")
def all_passed(trace: Trace) -> Witness | None:
    """A hand blocked by a round of passes though one of the passers could have played."""
    if trace.rules.must_play:
        return None
    players = trace.players
    for hand, match in _finished(trace):
        result = _result(match)
        moves = trace.hands[hand].moves
        start = len(moves) - players
        if result.end != HandEnd.BLOCKED or result.winner is None or start < 1:
            continue
        if any(move.kind != PASS for move in moves[start:]):
            continue
        passers = [trace.match_at(hand, start + count) for count in range(players)]
        if not any(_playable(point, point.turn) for point in passers):
            continue
        return _found(
            ("end.blocked.all-passed",),
            f"every seat passes in turn though a tile fits, and seat {result.winner} wins the blocked hand",
            hand,
            start,
            _when(*[f"seat {point.turn} passes" for point in passers])
            + _then(f"the hand is blocked and won by seat {result.winner}"),
        )
    return None
