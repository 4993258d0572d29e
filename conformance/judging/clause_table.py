"""The one table from what happens in a hand to the clause of the rulebook it is judged by.

Every judge of a hand (the referee's ``check``, ``replay`` and differential
``play``) names clauses through this module only. The ids are written out in
full, never built from strings, so ``tests/test_clause_table.py`` can hold
every one of them against the rulebook, and every value of every option
these rules depend on has its row.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from reference_impl import scoring
from reference_impl.moves import DRAW, MUGGINS, PLAY
from reference_impl.ruleset import Ruleset
from reference_impl.status import DealFault, HandEnd, Reason, Status

#: A refusal reason (``apply``'s ``reason``) -> the clause that requires it.
REFUSALS: Mapping[str, str] = {reason: reason.clause for reason in Reason}

#: A ``DealError`` reason -> the clause the deal breaks.
DEAL_FAULTS: Mapping[str, str] = {fault: fault.clause for fault in DealFault}

#: How a hand ended (``result.end``) -> the clause that ends a hand that way.
HAND_ENDS: Mapping[str | None, str] = {
    **{end: end.clause for end in HandEnd},
    None: "end.status",  # still in progress, or an end the rulebook does not know
}

#: The option values that choose a clause, option by option: ``OPTION_CLAUSES[option][value]``.
OPTION_CLAUSES: Mapping[str, Mapping[Any, str]] = {
    "lead.first_hand": {
        "highest_double_else_heaviest_tile": "lead.first-hand.highest-double-else-heaviest",
        "highest_double_else_redeal": "lead.first-hand.highest-double-else-redeal",
        "heaviest_tile": "lead.first-hand.heaviest-tile",
        "holder_of_top_double": "lead.first-hand.top-double",
        "lot": "lead.first-hand.lot",
        "fixed_seat": "lead.first-hand.fixed-seat",
        "at_random": "lead.first-hand.at-random",
    },
    "lead.next_hand": {
        "winner": "lead.next-hand.winner",
        "rotate": "lead.next-hand.rotate",
        "left": "lead.next-hand.left",
        "as_first_hand": "lead.next-hand.as-first-hand",
        "blocker": "lead.next-hand.blocker",
        "winning_side_chooses": "lead.next-hand.side-chooses",
    },
    "lead.after_tie": {
        "rotate": "lead.after-tie.rotate",
        "same_leader": "lead.after-tie.same-leader",
        "as_first_hand": "lead.after-tie.as-first-hand",
    },
    "draw.mode": {
        "none": "draw.none",
        "until_playable": "draw.until-playable",
        "one_then_pass": "draw.one-then-pass",
        "until_playable_one_move": "draw.until-playable.one-move",
    },
    "turn.direction": {"cw": "turn.direction.cw", "ccw": "turn.direction.ccw"},
    "turn.block_recognised": {"at_once": "end.blocked", "round_of_passes": "end.blocked.round-of-passes"},
    "score.out": {
        "all_other_hands": "score.out.all-other-hands",
        "opponents_only": "score.out.opponents-only",
        "nothing": "score.out.nothing",
    },
    "score.blocked": {
        "diff_each": "score.blocked.diff-each",
        "sum_minus_own": "score.blocked.sum-minus-own",
        "winner_takes_all": "score.blocked.winner-takes-all",
        "all_pips": "score.blocked.all-pips",
    },
    "score.blocked_tie": {
        "redeal": "end.blocked-tie.redeal",
        "no_score": "end.blocked-tie.no-score",
        "carry": "end.blocked-tie.carry",
        "carry_doubled": "end.blocked-tie.carry-doubled",
    },
    "fives.muggins_window": {
        "first_move": "score.fives.muggins.lapse",
        "whole_turn": "score.fives.muggins.whole-turn",
    },
    "score.capicu": {"none": "score.capicu.none", "bonus_25": "score.capicu.bonus", "bonus_100": "score.capicu.bonus"},
    "score.chuchazo": {
        "none": "score.chuchazo.none", "bonus_25": "score.chuchazo.bonus", "bonus_100": "score.chuchazo.bonus",
    },
    "score.first_hands": {"none": "score.first-hands.none", "bonus_100_75_50_25": "score.first-hands.bonus"},
    "score.rounding": {
        "none": "score.rounding.none",
        "nearest_five_total": "score.rounding.nearest-five-total",
        "nearest_five_each": "score.rounding.nearest-five-each",
    },
    "match.end": {
        "target": "match.end.target",
        "hands": "match.end.hands",
        "qualify_two": "match.end.qualify-two",
    },
    "match.level_at_target": {
        "play_on": "match.end.target.level",
        "last_seat": "match.end.target.level-last-seat",
        "shared": "match.end.target.level-shared",
    },
}

#: Observations and facts of a hand that one clause governs whatever the options.
FACTS: Mapping[str, str] = {
    "winner_of_block_leads": "lead.next-hand.winner-of-block",
    "drawn_tile": "draw.order",
    "drawn_tiles": "draw.until-playable.one-move",  # how many tiles one draw takes
    "boneyard_size": "draw.order",
    "hand_sizes": "turn.one-tile",
    "pips": "equipment.hand.pips",
    "scores": "match.carry",
    "teams": "deal.teams.opposite",
    "sides": "score.side",
    "deal_refused": "deal.explicit",
    "deal_incomplete": "deal.complete",
    "concealed": "deal.concealed",
    "rules_refused": "deal.players",
    "play_listed": "line.play.match",
    "pass_listed": "turn.pass",
    "unknown_refusal": "move.kinds",
    "ends": "line.play.orientation",
    "open_arms": "line.spinner.arms",
    "count": "score.fives.count",
    "count_without_fives": "score.fives.off",  # the count is reported all the same
    "count_double": "score.fives.count.double",
    "count_spinner": "score.fives.count.spinner",
    "count_lead": "score.fives.count.lead",
    "muggins_pending": "score.fives.muggins",
    "muggins_lapsed": "score.fives.muggins.lapse",  # with the hand, or at the next player's other move
    "moves_after_hand": "move.refusal.hand-over",
    "refusal_unchanged": "move.refusal.unchanged",
    "out_before_block": "end.going-out-precedes-block",
    "winner_out": "end.going-out",
    "winner_out_partnership": "end.going-out.partnership",
    "winner_blocked": "end.blocked.lightest-hand",
    "winner_blocked_team": "end.blocked.lightest-team",
    "winner_blocked_single_hand": "end.blocked.lightest-single-hand",
    "points_muggins": "score.fives.muggins",
    "points_fives_off": "score.fives.off",
    "points_claimed": "score.fives.claim",
    "points_counted": "score.fives.multiple",
    "match_hands_shared": "match.end.hands.shared",
    "match_qualify_order": "match.end.qualify-two.order",
    "spinner": "line.spinner.first-double",
    "notation": "equipment.tile.notation",
    "deal_boneyard": "deal.boneyard",
    "set_range": "equipment.set.range",
}


def drawn_fact(rules: Ruleset) -> str:
    """The fact a draw's tiles are judged by: each draw's one tile (``draw.order``), or one draw's every tile
    up to the first that fits (``draw.until-playable.one-move``)."""
    return "drawn_tiles" if rules.draw_mode == "until_playable_one_move" else "drawn_tile"


def drawn_clause(taken: int, named: int) -> str:
    """The clause of a draw that names other tiles than the boneyard gives (``taken`` of them, ``named``
    named): too few or too many are the rule of how many tiles one draw takes; else the boneyard's order."""
    return FACTS["drawn_tile" if taken == named else "drawn_tiles"]


def option_clause(rules: Ruleset, option_id: str) -> str:
    """The clause for the value ``rules`` gives ``option_id`` (``score.blocked`` -> ``score.blocked.diff-each``)."""
    return OPTION_CLAUSES[option_id][rules.value(option_id)]


def refusal_clause(reason: str) -> str:
    """``must_play`` -> ``move.refusal.must-play``; an unknown reason -> ``move.kinds``."""
    return REFUSALS.get(reason, FACTS["unknown_refusal"])


def deal_clause(reason: str) -> str:
    """The clause a refused deal breaks, from the ``DealError`` reason."""
    return DEAL_FAULTS.get(reason, DealFault.INCOMPLETE.clause)


def hand_end_clause(end: Any, rules: Ruleset | None = None) -> str:
    """The clause that ends a hand as ``end`` says (``out``, ``blocked``, ``redeal``; else ``end.status``).

    Given the ruleset, a block is charged to the rule that says when it ends the hand
    (``turn.block_recognised``: at the blocking move, or after a round of passes)."""
    if end == HandEnd.BLOCKED and rules is not None:
        return option_clause(rules, "turn.block_recognised")
    return HAND_ENDS.get(end if end in HAND_ENDS else None, HAND_ENDS[None])


def lead_clause(rules: Ruleset, situation: str, previous_end: str | None = None) -> str:
    """The clause that chooses a hand's leader.

    ``situation``: ``first`` (the first-hand rule applies), ``next`` (after
    a hand somebody won) or ``after_tie`` (after a hand nobody won).
    """
    if situation == "after_tie":
        return option_clause(rules, "lead.after_tie")
    if situation == "next":
        if rules.next_hand_lead == "winner" and previous_end == HandEnd.BLOCKED:
            return FACTS["winner_of_block_leads"]
        return option_clause(rules, "lead.next_hand")
    return option_clause(rules, "lead.first_hand")


#: The rules that choose a hand's leader (``lead_clause``).
LEAD_RULES = frozenset((*OPTION_CLAUSES["lead.first_hand"].values(), *OPTION_CLAUSES["lead.next_hand"].values(),
                        *OPTION_CLAUSES["lead.after_tie"].values(), FACTS["winner_of_block_leads"]))


def lead_situation(previous: Mapping[str, Any] | None) -> tuple[str, str | None]:
    """Which lead rule picks the next hand's leader, from the last hand's result."""
    if previous is None or previous.get("end") == HandEnd.REDEAL:
        return "first", None
    if previous.get("winner") is None:
        return "after_tie", previous.get("end")
    return "next", previous.get("end")


def turn_clause(rules: Ruleset, ply: int, previous_kind: str | None, situation: tuple[str, str | None],
                seats: tuple[int, Any, Any] | None = None) -> str:
    """The clause that says whose turn it is at ``ply`` (1-based), after a move of ``previous_kind``. Given
    ``seats`` (the players, the rules' seat to act and the engine's), a hand led by the seat that passing the
    lead round the other way gives is the direction of play's fault: passing it round is right."""
    if ply == 1 or previous_kind is None:
        clause = lead_clause(rules, *situation)
        if clause in _LEAD_ROUND and seats is not None and _round_the_other_way(rules, *seats):
            return option_clause(rules, "turn.direction")
        return clause
    if previous_kind == DRAW:
        return option_clause(rules, "draw.mode")
    return option_clause(rules, "turn.direction")


#: The lead rules that pass the lead round to the next seat in the direction of play.
_LEAD_ROUND = frozenset((OPTION_CLAUSES["lead.next_hand"]["rotate"], OPTION_CLAUSES["lead.after_tie"]["rotate"]))


def _round_the_other_way(rules: Ruleset, players: int, rules_seat: Any, engine_seat: Any) -> bool:
    """Whether ``engine_seat`` is the seat after the last leader the other way round the table, where
    ``rules_seat`` is the one after it in the direction of play (the two differ at three players or more)."""
    step = 1 if rules.direction == "cw" else -1
    return (isinstance(rules_seat, int) and isinstance(engine_seat, int) and players > 2
            and engine_seat == (rules_seat - 2 * step) % players)


def dealt_clause(rules: Ruleset, situation: tuple[str, str | None], expected: str) -> str:
    """The clause of a status after a deal other than ``expected``: the rule that makes the deal void, where
    the engine plays a hand the rules void; else the lead rule, which says who leads (or, finding nobody,
    that the deal is void)."""
    if expected == Status.REDEAL_NEEDED:
        return HandEnd.REDEAL.clause
    return lead_clause(rules, *situation)


def points_clause(rules: Ruleset, kind: str) -> str:
    """The clause that fixes what a move of ``kind`` scores during the hand."""
    if kind == MUGGINS:
        return FACTS["points_muggins"]
    if not rules.fives:
        return FACTS["points_fives_off"]
    if rules.fives_claims == "muggins":
        return FACTS["points_claimed"]
    return FACTS["points_counted"]


def pending_clause(rules: Ruleset, previous: str | None, led: bool, expected: int, actual: Any) -> str:
    """The clause of points waiting for muggins that differ (``expected``, the engine's ``actual``), after a
    move of kind ``previous`` (``led``: the hand's lead): fewer than a play left unclaimed are that play's
    score (the lead's count, a claim short of it); more left waiting after a muggins call took them could be
    taken again, which the rules refuse; more after any other move should have lapsed; kept or lapsed through
    the seat's own draw, the muggins window's."""
    if previous == DRAW:
        return muggins_open_clause(rules, DRAW)
    if isinstance(actual, int) and actual > expected:
        return REFUSALS[Reason.NO_MUGGINS] if previous == MUGGINS else FACTS["muggins_lapsed"]
    if previous == PLAY:
        return FACTS["count_lead"] if led else points_clause(rules, PLAY)
    return FACTS["muggins_pending"]


def listing_clause(rules: Ruleset, kind: str) -> str:
    """The clause that makes a move of ``kind`` legal, for a move an engine leaves out of its list."""
    if kind == PLAY:
        return FACTS["play_listed"]
    if kind == DRAW:
        return option_clause(rules, "draw.mode")
    if kind == MUGGINS:
        return FACTS["points_muggins"]
    return FACTS["pass_listed"]


def muggins_open_clause(rules: Ruleset, previous_kind: str | None) -> str:
    """The clause of an unclaimed score open to muggins (listed as a move, or waiting) after a move of
    ``previous_kind``: after the seat's own draw the muggins window (``fives.muggins_window``: lapsed at the
    draw, or open all the turn), else the muggins rule."""
    if previous_kind == DRAW and rules.fives_claims == "muggins":
        return option_clause(rules, "fives.muggins_window")
    return FACTS["points_muggins"]


def winner_clause(rules: Ruleset, end: Any, tie: bool) -> str:
    """The clause that names a hand's winner."""
    if end == HandEnd.OUT:
        return FACTS["winner_out_partnership"] if rules.teams is not None else FACTS["winner_out"]
    if tie:
        return option_clause(rules, "score.blocked_tie")
    if rules.teams is None:
        return FACTS["winner_blocked"]
    if rules.blocked_winner == "lightest_hand":
        return FACTS["winner_blocked_single_hand"]
    return FACTS["winner_blocked_team"]


def void_clause(rules: Ruleset, end: Any) -> str:
    """The clause that makes a hand void (a redeal) or not."""
    return HandEnd.REDEAL.clause if end == HandEnd.REDEAL else option_clause(rules, "score.blocked_tie")


def end_points_clause(
    rules: Ruleset, result: Mapping[str, Any], sides: Sequence[Sequence[int]], claimed: int, tie: bool
) -> str:
    """The scoring clause for a hand's end points; the rounding clause when only the rounding is wrong."""
    end = result.get("end")
    if tie or result.get("carried"):
        return option_clause(rules, "score.blocked_tie")
    if end == HandEnd.REDEAL:
        return HandEnd.REDEAL.clause
    bonus = bonus_clause(rules, claimed - result.get("points", claimed))
    if bonus is not None:
        return bonus
    pips = list(result.get("pips") or [])
    winner, side = result.get("winner"), result.get("side")
    whole = len(pips) == sum(map(len, sides))
    if end == HandEnd.OUT:
        if (
            rules.rounding != "none"
            and winner is not None
            and whole
            and _rounded_otherwise(claimed, scoring.going_out_points(pips, sides, winner, rules.out_score, "none"))
        ):
            return option_clause(rules, "score.rounding")
        return option_clause(rules, "score.out")
    if rules.rounding != "none" and side is not None and whole:
        totals = scoring.side_pips(pips, sides)
        if _rounded_otherwise(claimed, scoring.blocked_points(totals, side, rules.blocked_score, "none")):
            return option_clause(rules, "score.rounding")
    return option_clause(rules, "score.blocked")


@dataclass(frozen=True, kw_only=True)
class HandEnding:
    """What the reference engine's match shows at a hand's end that the clause of a wrong result turns on:
    the last tile went out and blocked the line as well; the hand's points carry tied hands' points in; the
    engine shows the last play's count otherwise (``last_count``: that count's clause), with no ply after it
    to show it but the totals."""

    went_out_blocked: bool = False
    carried: bool = False
    last_count: str | None = None


def result_clause(rules: Ruleset, field: str, clause: str, ending: HandEnding | None) -> str:
    """The clause a wrong ``field`` of a hand's result is charged to: ``clause`` (the one its comparison
    names), unless how the hand ended says the fault lies before it (``HandEnding``)."""
    if ending is None:
        return clause
    if field == "end" and ending.went_out_blocked:
        return FACTS["out_before_block"]  # going out ends the hand before the block it makes
    if field == "points" and ending.carried:
        return option_clause(rules, "score.blocked_tie")  # tied hands' points carried in
    if field == "scores" and ending.last_count is not None:
        return ending.last_count
    return clause


#: The options whose bonuses a hand's points may include.
BONUS_OPTIONS = ("score.capicu", "score.chuchazo", "score.first_hands")


def _bonus_amounts(option_id: str, value: Any) -> tuple[int, ...]:
    """What a bonus option's ``value`` may add to a hand's points."""
    if option_id == "score.first_hands":
        return scoring.FIRST_HANDS_BONUSES[value]
    return (scoring.BONUS_POINTS[value],) if scoring.BONUS_POINTS[value] else ()


def bonus_clause(rules: Ruleset, difference: int, cited: Sequence[str] = ()) -> str | None:
    """The clause of the bonus option a hand's points judged wrong by ``difference`` (the points given less
    the points due) miss, or add: one whose bonus the rules pay is that amount (``score.capicu``,
    ``score.chuchazo``, ``score.first_hands``); else one the scenario ``cited`` (its value's clause), whose
    values pay that amount, or, with points right, whose clause it cites: the hand is about that bonus."""
    for option_id in BONUS_OPTIONS:
        if difference and abs(difference) in _bonus_amounts(option_id, rules.value(option_id)):
            return option_clause(rules, option_id)
    for option_id in BONUS_OPTIONS:
        clause = option_clause(rules, option_id)
        amounts = {amount for value in OPTION_CLAUSES[option_id] for amount in _bonus_amounts(option_id, value)}
        if clause in cited and (not difference or abs(difference) in amounts):
            return clause
    return None


def _rounded_otherwise(claimed: int, unrounded: int) -> bool:
    """Whether points judged wrong are the unrounded points, or a multiple of five as near to them as
    rounding goes: the count was right and only its rounding was not."""
    return claimed == unrounded or (claimed % 5 == 0 and abs(claimed - unrounded) < 5)


def match_end_clause(rules: Ruleset, scores: Sequence[int], target: int) -> str:
    """The clause that decides whether the match is over."""
    if rules.match_end == "target":
        best = max(scores) if scores else 0
        if best >= target and list(scores).count(best) > 1:
            return option_clause(rules, "match.level_at_target")
    return option_clause(rules, "match.end")


def winners_clause(rules: Ruleset, winners: Sequence[int]) -> str:
    """The clause that names the match's winners."""
    if rules.match_end == "hands" and len(winners) > 1:
        return FACTS["match_hands_shared"]
    if rules.match_end == "qualify_two":
        return FACTS["match_qualify_order"]
    if rules.match_end == "target" and len(winners) > 1:
        return option_clause(rules, "match.level_at_target")
    return option_clause(rules, "match.end")


def count_clauses(rules: Ruleset, *, led: bool = False, doubled: bool = False, spinner_side: bool = False,
                  bare_arm: bool = False, counted_more: bool | None = None) -> tuple[str, ...]:
    """The clauses the line's count rests on as it lies, the likeliest first: the lead's count; a double (not
    the spinner) across an open end; the spinner, with a side of it open (a double at an end too) or an arm of
    it bare; else the count of the open ends (reported, and scoring nothing, where fives are off). Where an
    engine counted more (``counted_more`` True) than a line with a bare arm counts, that arm counted early is
    the spinner's rule alone; where it counted less (False), a bare arm, which counts nothing, explains
    nothing, and a spinner lying across an end is first a double at an end."""
    if not rules.fives:
        return (FACTS["count_without_fives"],)
    if led:
        return (FACTS["count_lead"],)
    clauses = [FACTS["count_double"]] if doubled else []
    if spinner_side:  # counted less, the spinner across an end lost a half as any double there would
        clauses += [FACTS["count_double"], FACTS["count_spinner"]] if counted_more is False else \
            [FACTS["count_spinner"], FACTS["count_double"]]
    if bare_arm and counted_more:  # more counted where an arm lies bare: that arm counted before its time
        return (FACTS["count_spinner"],)
    if bare_arm and counted_more is None:
        clauses.append(FACTS["count_spinner"])
    return tuple(dict.fromkeys(clauses)) or (FACTS["count"],)


def line_count_clauses(rules: Ruleset, open_ends: Iterable[tuple[str, Any, bool]], spinner: Any, size: int,
                       counted_more: bool | None = None) -> tuple[str, ...]:
    """``count_clauses`` for a line as it lies: its ``open_ends``, each as (the arm's name, the tile at its end,
    None for a bare up or down arm, and whether that tile is a double), its ``spinner`` (None without one) and
    the tiles laid (``size``). Tiles are compared with one another only, so any one form of them serves."""
    doubled = spinner_side = bare_arm = False
    for arm, at_end, double in open_ends:
        if arm in ("up", "down") and at_end is None:
            bare_arm = bare_arm or spinner is not None
        elif double:
            if spinner is not None and at_end == spinner:
                spinner_side = True
            else:
                doubled = True
    return count_clauses(rules, led=size == 1, doubled=doubled, spinner_side=spinner_side, bare_arm=bare_arm,
                         counted_more=counted_more)


#: The rule of the turn behind a refusal, by its reason: a move listed that the rules refuse so is forbidden by it
#: as much as by the refusal's clause (an option id stands for the clause of its value).
_FORBIDDING: Mapping[str, tuple[str, ...]] = {
    Reason.MUST_PLAY: ("turn.must-play",),
    Reason.MUST_DRAW: ("draw.mode",),
    Reason.CANNOT_DRAW: ("draw.mode",),
    Reason.RESERVE_REACHED: ("draw.reserve.never-drawn",),
    Reason.LEAD_TILE_FORCED: ("lead.forced-tile",),
}


def forbidding_clauses(rules: Ruleset, reason: str) -> frozenset[str]:
    """Every clause that forbids a move the rules refuse for ``reason``: the refusal's, and the rule of the turn
    behind it (a scenario about either fails on such a move listed)."""
    behind = (option_clause(rules, rule) if rule in OPTION_CLAUSES else rule for rule in _FORBIDDING.get(reason, ()))
    return frozenset((refusal_clause(reason), *behind))


def lead_listing_clause(rules: Ruleset, situation: tuple[str, str | None] | None = None) -> str:
    """The clause that says which tiles the leader may lead: the one tile that made them leader, or any. In
    the lead ``situation`` (``lead_situation``) of a leader drawn at random, whom no tile chose, or of a later
    hand led as the first, whose tile chose the leader only by that rule, the lead rule itself."""
    if situation is not None and lead_clause(rules, *situation) in _LEAD_RULES_THAT_CHOOSE_THE_TILE:
        return lead_clause(rules, *situation)
    return LEAD_FORCED if rules.forced_lead_tile else LEAD_ANY


def refused_move_clause(rules: Ruleset, reason: str, kind: str) -> str | None:
    """The clause an engine breaks by refusing, for ``reason``, a move of ``kind`` the rules allow (a move a
    scenario's story plays); None where the reason names no rule the move could break (out of turn: whose
    turn it is, ``turn_clause``). A claim refused as wrong is judged by the count (``count_clauses``, which
    the caller knows from the line after the move)."""
    if reason == Reason.LEAD_TILE_FORCED:
        return lead_listing_clause(rules)
    if reason in (Reason.MUST_PLAY, Reason.MUST_DRAW, Reason.CANNOT_PASS, Reason.CANNOT_DRAW):
        return listing_clause(rules, kind)
    return _REFUSED_MOVES.get(reason)


#: The rule a legal move refused for a reason breaks, where it is the same whatever the rules.
_REFUSED_MOVES: Mapping[str, str] = {
    Reason.HAND_OVER: "end.status",
    Reason.TILE_NOT_IN_HAND: "turn.from-hand",
    Reason.NO_SUCH_END: "line.ends.names",
    Reason.DOES_NOT_MATCH: "line.play.match",
    Reason.RESERVE_REACHED: "draw.reserve.never-drawn",
    Reason.WRONG_CLAIM: "score.fives.claim",
    Reason.NO_MUGGINS: "score.fives.muggins",
    Reason.MALFORMED_MOVE: "move.kinds",
}

LEAD_FORCED = "lead.forced-tile"
LEAD_ANY = "lead.any-tile"
#: Lead rules that decide, beside the leader, what the leader may lead at the hands they govern.
_LEAD_RULES_THAT_CHOOSE_THE_TILE = frozenset((OPTION_CLAUSES["lead.first_hand"]["at_random"],
                                              OPTION_CLAUSES["lead.next_hand"]["as_first_hand"],
                                              OPTION_CLAUSES["lead.after_tie"]["as_first_hand"]))


# -- what a scenario's Then step judges ------------------------------------------------------------------
#
# A Then step checks one thing at a time (whose turn it is, the legal moves, who won the hand, the scores ...),
# and the table above names the clause for the situation. ``TOPICS`` says which clauses each kind of check may
# name. A scenario may cite a finer clause of the same point that the situation cannot tell (which double is
# highest, which tiles a set's suits match, how the spinner's sides open), and then its step judges that one
# (``step_clause``): ``FINER`` holds those points. Clauses the situation tells apart (the values of one option:
# a tie redealt or scored nothing) are never taken for one another.

_FIRST_LEAD = ("lead.first-hand.highest-double-else-heaviest", "lead.first-hand.highest-double-else-redeal",
               "lead.first-hand.heaviest-tile", "lead.first-hand.top-double", "lead.first-hand.lot",
               "lead.first-hand.fixed-seat", "lead.first-hand.at-random")
_LEAD_DETAIL = ("lead.double-order.highest-first", "lead.double-order.lowest-first", "lead.named-double",
                "lead.tie-break.higher-half", "lead.tie-break.seat-order")
_DRAW = ("draw.none", "draw.until-playable", "draw.until-playable.pass-at-reserve", "draw.one-then-pass",
         "draw.until-playable.one-move", "draw.reserve.never-drawn", "draw.order", "move.refusal.must-draw",
         "move.refusal.cannot-draw", "move.refusal.reserve-reached")
_LINE = ("line.play.match", "line.play.either-end", "line.play.orientation", "line.double.across",
         "line.spinner.none", "line.spinner.first-double", "line.spinner.sides-first", "line.spinner.arms",
         "line.ends.names", "line.lead.opens", "equipment.set.suits", "equipment.tile.double-full")
_PASS = ("turn.pass", "turn.must-play", "turn.may-hold", "move.refusal.must-play", "move.refusal.cannot-pass",
         "move.refusal.must-draw", "move.kinds", "draw.none")
_HANDS = ("turn.one-tile", "turn.from-hand", "deal.hand-size", "deal.boneyard", "deal.complete",
          "equipment.set.composition")
_LEAD_TILE = (*_LEAD_DETAIL, LEAD_FORCED, LEAD_ANY, "move.refusal.lead-tile-forced", "line.lead.opens",
              "equipment.set.composition", "deal.hand-size", "deal.boneyard", "lead.next-hand.as-first-hand",
              "lead.after-tie.as-first-hand")
_BLOCK_END = ("end.blocked", "end.blocked.round-of-passes", "end.blocked.all-passed", "end.blocked.boneyard")
_OUT_END = ("end.going-out", "end.going-out.partnership", "end.going-out-precedes-block")
_REDEAL = ("end.redeal", "lead.first-hand.highest-double-else-redeal", "lead.first-hand.top-double",
           "lead.double-order.lowest-first", "lead.next-hand.as-first-hand", "end.blocked-tie.redeal")
_COUNTS = ("score.fives.off", "score.fives.count", "score.fives.count.double", "score.fives.count.spinner",
           "score.fives.count.lead")
_CLAIMS = ("score.fives.multiple", "score.fives.auto", "score.fives.claim", "score.fives.muggins",
           *OPTION_CLAUSES["fives.muggins_window"].values())
_BONUSES = tuple(clause for option_id in BONUS_OPTIONS
                 for clause in dict.fromkeys(OPTION_CLAUSES[option_id].values()))
_TARGET = ("match.end.target", "match.checked-after-hand", "match.target-check.at-once", "match.target.by-players",
           "match.target.by-sides")
_HANDS_PLAYED = ("match.end.hands", "match.end.hands.void-uncounted", "match.end.hands.void-counted",
                 "match.end.hands.shared")
_QUALIFY = ("match.end.qualify-two", "match.end.qualify-two.order", "tournament.qualifiers")
_OFFER = ("deal.players", "deal.seats", "deal.teams.opposite", "deal.explicit", "deal.hand-size", "deal.boneyard",
          "deal.complete", "deal.lot", "equipment.set.composition", "equipment.set.range", "lead.named-double")
#: The rules a refusal for a reason rests on beside the refusal's own clause (its order among reasons too).
_REFUSED_FOR: Mapping[str, tuple[str, ...]] = {
    Reason.NOT_YOUR_TURN: ("turn.order", "turn.one-tile"),
    Reason.TILE_NOT_IN_HAND: ("turn.from-hand", "game.partnership.no-exchange"),
    Reason.NO_SUCH_END: ("line.ends.names", "line.spinner.sides-first", "line.spinner.arms"),
    Reason.DOES_NOT_MATCH: ("line.play.match", "equipment.set.suits"),
    Reason.MUST_PLAY: ("turn.must-play",),
    Reason.MUST_DRAW: _DRAW,
    Reason.CANNOT_DRAW: _DRAW,
    Reason.RESERVE_REACHED: _DRAW,
    Reason.CANNOT_PASS: (),
    Reason.LEAD_TILE_FORCED: (LEAD_FORCED,),
    Reason.WRONG_CLAIM: ("score.fives.claim",),
    Reason.NO_MUGGINS: ("score.fives.muggins",),
    Reason.HAND_OVER: ("end.status", "end.going-out", "end.blocked"),
    Reason.MALFORMED_MOVE: ("move.kinds",),
}
_REFUSED = tuple(clause for reason, related in _REFUSED_FOR.items()
                 for clause in (reason.clause, "move.refusal.order", *related))

#: The points a scenario may cite a finer clause of, each with every clause of it: a check the situation names
#: by one of them judges the one the scenario cites instead, where it cites exactly one.
FINER: tuple[frozenset[str], ...] = (
    # Who leads by the first hand's rule: the double order, a named double, the tie break, the lots drawn.
    *(frozenset((lead, *_LEAD_DETAIL)) for lead in (*_FIRST_LEAD, "lead.next-hand.as-first-hand",
                                                    "lead.after-tie.as-first-hand")),
    frozenset(("lead.first-hand.lot", "deal.lot")),
    frozenset(_LEAD_TILE) - {LEAD_ANY},  # what the leader must lead (a free lead is another value of it)
    frozenset(_LINE), frozenset(_PASS), frozenset(_HANDS),  # what makes a move legal; what a hand holds
    frozenset(_BLOCK_END), frozenset(_OUT_END), frozenset(_REDEAL),  # how a hand ends
    frozenset(("end.going-out", "end.going-out.partnership", "deal.teams.opposite")),  # who wins it
    frozenset(("end.blocked.lightest-team", "end.blocked.lightest-single-hand", "deal.teams.opposite")),
    frozenset(("match.carry", "end.redeal.fives-stand", "end.redeal.fives-cancelled")),  # scores carried
    frozenset(_TARGET), frozenset(_HANDS_PLAYED), frozenset(_QUALIFY), frozenset(_OFFER),  # the match; offers
)

_CHECKS: Mapping[str, frozenset[str]] = {
    # Who is to act: before the hand's first move the rule that chose the leader ...
    "lead_turn": frozenset((*_FIRST_LEAD, *_LEAD_DETAIL, *OPTION_CLAUSES["lead.next_hand"].values(),
                            FACTS["winner_of_block_leads"], *OPTION_CLAUSES["lead.after_tie"].values(), "deal.lot",
                            *OPTION_CLAUSES["turn.direction"].values())),  # the lead passed round the other way
    "play_turn": frozenset(("turn.order", *OPTION_CLAUSES["turn.direction"].values())),  # ... after a play or pass
    "draw_turn": frozenset(_DRAW),  # ... after a draw
    "lead": frozenset((*_LEAD_TILE, *_FIRST_LEAD, *_PASS, *_DRAW, *_REFUSED)),  # what the leader may lead
    "legal_moves": frozenset((*_LINE, *_PASS, *_DRAW, *_LEAD_TILE, *_CLAIMS, *_COUNTS, *_REFUSED, "end.status")),
    "refusal": frozenset(_REFUSED),  # why a move is refused
    "unchanged": frozenset((FACTS["refusal_unchanged"],)),
    "line": frozenset(_LINE),  # the open ends, the spinner
    "count": frozenset(_COUNTS),
    "hands": frozenset((*_HANDS, *_DRAW)),  # who holds how many tiles, the boneyard
    "view": frozenset((FACTS["concealed"],)),
    # How the hand ended, who won it, what it scores, the scores.
    "hand_end": frozenset(("end.status", HandEnd.TARGET.clause, *_BLOCK_END, *_OUT_END, *_REDEAL,
                           *OPTION_CLAUSES["score.blocked_tie"].values())),
    "winner": frozenset((*_OUT_END, *OPTION_CLAUSES["score.blocked_tie"].values(), "end.blocked.lightest-hand",
                         "end.blocked.lightest-team", "end.blocked.lightest-single-hand", "deal.teams.opposite")),
    "pips": frozenset((FACTS["pips"],)),
    "points": frozenset((*OPTION_CLAUSES["score.out"].values(), *OPTION_CLAUSES["score.blocked"].values(),
                         *OPTION_CLAUSES["score.rounding"].values(), *OPTION_CLAUSES["score.blocked_tie"].values(),
                         HandEnd.REDEAL.clause, *_COUNTS, *_CLAIMS, "match.carry", "end.redeal.fives-stand",
                         "end.redeal.fives-cancelled", *_BONUSES)),
    "muggins": frozenset((*_CLAIMS, "score.fives.count.lead", REFUSALS[Reason.NO_MUGGINS])),
    "match": frozenset((*_TARGET, *_HANDS_PLAYED, *_QUALIFY, *OPTION_CLAUSES["match.level_at_target"].values())),
    "offer": frozenset((*_OFFER, DealFault.TIMING.clause)),  # rules and deals offered, to be refused or accepted
    "notation": frozenset((FACTS["notation"],)),
}
#: The points a refusal's reason rests on (a check of ``refusal`` only): the reason's clause, the order among
#: reasons, and the rules that make the move illegal.
FINER_REFUSALS: tuple[frozenset[str], ...] = tuple(
    frozenset((reason.clause, "move.refusal.order", *related)) for reason, related in _REFUSED_FOR.items())

#: Each kind of check a Then step makes -> every clause it may judge (a check failed because the engine's state
#: already differed earlier in the story, ``story``, may judge any rule).
TOPICS: Mapping[str, frozenset[str]] = {
    **_CHECKS, "story": frozenset().union(*_CHECKS.values(), FACTS.values(), REFUSALS.values())}


def topic_clauses(topic: str) -> frozenset[str]:
    """Every clause a check of ``topic`` may judge."""
    return TOPICS[topic]


def step_clause(candidate: str, cited: Sequence[str], topic: str = "") -> str:
    """The clause a scenario's check of ``topic`` judges: ``candidate`` (the table's clause for the situation)
    where the scenario cites it; else the one clause of the candidate's point (``FINER``, and for a refusal
    ``FINER_REFUSALS``) the scenario cites, where it cites exactly one (a finer rule than the situation tells:
    which double is highest, which tiles a set's suits match); else ``candidate``, a rule the scenario does
    not cite."""
    if candidate in cited:
        return candidate
    points = (*FINER, *FINER_REFUSALS) if topic == "refusal" else FINER
    point = frozenset().union(*(group for group in points if candidate in group))
    own = [clause for clause in dict.fromkeys(cited) if clause in point]
    return own[0] if len(own) == 1 else candidate


def every_clause() -> set[str]:
    """Every clause id this table can name."""
    named = set(REFUSALS.values()) | set(DEAL_FAULTS.values()) | set(HAND_ENDS.values()) | set(FACTS.values())
    named |= set(_REFUSED_MOVES.values()) | {LEAD_FORCED, LEAD_ANY}
    named |= {rule for rules in _FORBIDDING.values() for rule in rules if rule not in OPTION_CLAUSES}
    for clauses in TOPICS.values():
        named |= clauses
    for clauses in OPTION_CLAUSES.values():
        named |= set(clauses.values())
    return named


# -- what a judge compared (coverage counts the clauses a judge reached) ---------------------------------


def ply_clauses(
    rules: Ruleset, ply: int, previous_kind: str | None, situation: tuple[str, str | None], kind: str
) -> tuple[str, ...]:
    """The clauses replay and play compare before a move of ``kind`` at ``ply``: whose turn it is, the
    hand sizes, the boneyard, the scores, and the rule that makes the move legal."""
    scores = points_clause(rules, previous_kind) if previous_kind in (PLAY, MUGGINS) else FACTS["scores"]
    sizes = FACTS[drawn_fact(rules)] if previous_kind == DRAW else FACTS["hand_sizes"]
    return (turn_clause(rules, ply, previous_kind, situation), sizes, FACTS["boneyard_size"], scores,
            listing_clause(rules, kind))


def hand_result_clauses(rules: Ruleset, result: Mapping[str, Any], sides: Sequence[Sequence[int]]) -> tuple[str, ...]:
    """The clauses ``referee.hand_result_finding`` compares for a hand that ended with ``result``
    (the end, the winner, void or not, the pips, the points, the totals)."""
    end, side = result.get("end"), result.get("side")
    tie = end == HandEnd.BLOCKED and side is None
    clauses = [hand_end_clause(end, rules), winner_clause(rules, end, tie), void_clause(rules, end),
               end_points_clause(rules, result, sides, result.get("points", 0), tie), FACTS["scores"]]
    if end != HandEnd.REDEAL:
        clauses.append(FACTS["pips"])
    return tuple(clauses)


def match_result_clauses(rules: Ruleset, scores: Sequence[int], target: int, winners: Sequence[int]) -> tuple[str, ...]:
    """The clauses ``referee.match_result_finding`` compares for a match over with ``winners``."""
    return (match_end_clause(rules, scores, target), winners_clause(rules, winners), FACTS["scores"])
