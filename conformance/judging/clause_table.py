"""The one table from what happens in a hand to the clause of the rulebook it is judged by.

Every judge of a hand (the referee's ``check``, ``replay`` and differential
``play``) names clauses through this module only. The ids are written out in
full, never built from strings, so ``tests/test_clause_table.py`` can hold
every one of them against the rulebook, and every value of every option
these rules depend on has its row.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from reference_impl import scoring
from reference_impl.moves import DRAW, MUGGINS, PLAY
from reference_impl.ruleset import Ruleset
from reference_impl.status import DealFault, HandEnd, Reason

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
    "count_lead": "score.fives.count.lead",
    "muggins_pending": "score.fives.muggins",
    "muggins_lapsed": "score.fives.muggins.lapse",  # with the hand
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
}


def drawn_fact(rules: Ruleset) -> str:
    """The fact a draw's tiles are judged by: each draw's one tile (``draw.order``), or one draw's every tile
    up to the first that fits (``draw.until-playable.one-move``)."""
    return "drawn_tiles" if rules.draw_mode == "until_playable_one_move" else "drawn_tile"


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


def lead_situation(previous: Mapping[str, Any] | None) -> tuple[str, str | None]:
    """Which lead rule picks the next hand's leader, from the last hand's result."""
    if previous is None or previous.get("end") == HandEnd.REDEAL:
        return "first", None
    if previous.get("winner") is None:
        return "after_tie", previous.get("end")
    return "next", previous.get("end")


def turn_clause(rules: Ruleset, ply: int, previous_kind: str | None, situation: tuple[str, str | None]) -> str:
    """The clause that says whose turn it is at ``ply`` (1-based), after a move of ``previous_kind``."""
    if ply == 1 or previous_kind is None:
        return lead_clause(rules, *situation)
    if previous_kind == DRAW:
        return option_clause(rules, "draw.mode")
    return option_clause(rules, "turn.direction")


def points_clause(rules: Ruleset, kind: str) -> str:
    """The clause that fixes what a move of ``kind`` scores during the hand."""
    if kind == MUGGINS:
        return FACTS["points_muggins"]
    if not rules.fives:
        return FACTS["points_fives_off"]
    if rules.fives_claims == "muggins":
        return FACTS["points_claimed"]
    return FACTS["points_counted"]


def listing_clause(rules: Ruleset, kind: str) -> str:
    """The clause that makes a move of ``kind`` legal, for a move an engine leaves out of its list."""
    if kind == PLAY:
        return FACTS["play_listed"]
    if kind == DRAW:
        return option_clause(rules, "draw.mode")
    if kind == MUGGINS:
        return FACTS["points_muggins"]
    return FACTS["pass_listed"]


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
    bonus = _bonus_missed(rules, claimed - result.get("points", claimed))
    if bonus is not None:
        return option_clause(rules, bonus)
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


def _bonus_missed(rules: Ruleset, difference: int) -> str | None:
    """The bonus option whose bonus the points judged wrong miss, or have where none is due: one the rules
    pay whose amount is the ``difference`` (``score.capicu``, ``score.chuchazo``, ``score.first_hands``)."""
    for option_id, amounts in (("score.capicu", (scoring.BONUS_POINTS[rules.capicu],)),
                               ("score.chuchazo", (scoring.BONUS_POINTS[rules.chuchazo],)),
                               ("score.first_hands", scoring.FIRST_HANDS_BONUSES[rules.first_hands])):
        if difference and abs(difference) in amounts:
            return option_id
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


def every_clause() -> set[str]:
    """Every clause id this table can name."""
    named = set(REFUSALS.values()) | set(DEAL_FAULTS.values()) | set(HAND_ENDS.values()) | set(FACTS.values())
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
