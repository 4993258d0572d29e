"""Faulty engines that each declare a variant two or three options away from every profile.

Each plays its declared game with one planted fault in a clause that no shipped scenario
reaches under that variant (going out, a blocked hand, a tie, the match's end): only the
scenarios ``run`` writes for the declared game can fail it. Reachable as
``py:variant_faults:<name>`` with tests/ on ``sys.path`` (pytest puts it there).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from faulty_engines import (
    BlockBeforeGoingOut,
    NeverRounds,
    TieGoesToFirstSeat,
    WinnerAlwaysLeadsNext,
    _OneGameEngine,
    _RuleSubstitution,
    _TargetMustBePassed,
)
from conformance.suite.sweep import OneGameEngine
from reference_impl.engine import Match
from reference_impl.ruleset import Ruleset


@dataclass(frozen=True)
class VariantFault:
    """An engine declaring ``game`` (a ``capabilities.games`` entry), faulty in ``clause`` alone."""

    name: str
    game: dict[str, Any]
    description: str
    clause: str
    match_class: type[Match]


VARIANT_FAULTS: dict[str, VariantFault] = {}


class _SumMinusOwnAsWinnerTakesAll(_RuleSubstitution):
    """Scores a blocked hand winner-takes-all, whatever ``score.blocked`` says."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, blocked_score="winner_takes_all")


class _PlaysOneHandMore(_RuleSubstitution):
    """Plays one hand more than ``match.hands`` says."""

    def substitute(self, rules: Ruleset) -> Ruleset:
        return dataclasses.replace(rules, hands=(rules.hands or 0) + 1)


def _variant(name: str, profile: str, players: int, differences: dict[str, Any], match_class: type[Match],
             description: str, clause: str) -> None:
    game = {"profile": profile, "players": [players], "differences": differences}
    VARIANT_FAULTS[name] = VariantFault(name, game, description, clause, match_class)


_variant("draw_three_to_fifty", "draw", 3,
         {"score.blocked": "winner_takes_all", "match.target": {"2": 50, "3": 50, "4": 50}},
         _TargetMustBePassed, "ends the match only when a side passes the target", "match.end.target")
_variant("fives_all_hands_no_score_tie", "all-fives", 2,
         {"score.out": "all_other_hands", "score.blocked_tie": "no_score"},
         TieGoesToFirstSeat, "gives a blocked tie to the first of the lightest seats", "end.blocked-tie.no-score")
_variant("draw_rounded_each", "draw", 2, {"score.rounding": "nearest_five_each", "score.out": "all_other_hands"},
         NeverRounds, "never rounds the end-of-hand score", "score.rounding.nearest-five-each")
_variant("block_nine_lightest_hand", "block-nine", 3,
         {"score.blocked_winner": "lightest_hand", "score.blocked": "sum_minus_own", "lead.next_hand": "rotate"},
         _SumMinusOwnAsWinnerTakesAll, "scores a blocked hand winner-takes-all", "score.blocked.sum-minus-own")
_variant("draw_two_all_hands_to_thirty", "draw", 2,
         {"score.out": "all_other_hands", "match.target": {"2": 30, "3": 30, "4": 30}, "draw.reserve": 2},
         BlockBeforeGoingOut, "scores a hand blocked by a player's last tile as a block",
         "end.going-out-precedes-block")
_variant("fives_three_at_once", "all-fives", 3, {"match.target_check": "at_once", "score.out": "all_other_hands"},
         _TargetMustBePassed, "ends the match only when a side passes the target", "match.end.target")
_variant("seven_three_hands", "block-seven", 2, {"match.end": "hands", "match.hands": 3},
         _PlaysOneHandMore, "plays a fourth hand of a three-hand match", "match.end.hands")
_variant("draw_three_rotating_no_score", "draw", 3, {"lead.next_hand": "rotate", "score.blocked_tie": "no_score"},
         WinnerAlwaysLeadsNext, "lets the winner lead the next hand", "lead.next-hand.rotate")
_variant("fives_three_all_hands_no_score_tie", "all-fives", 3,
         {"score.out": "all_other_hands", "score.blocked_tie": "no_score"},
         TieGoesToFirstSeat, "gives a blocked tie to the first of the lightest seats", "end.blocked-tie.no-score")
_variant("draw_four_all_hands_no_score_tie", "draw", 4, {"score.out": "all_other_hands", "score.blocked_tie": "no_score"},
         TieGoesToFirstSeat, "gives a blocked tie to the first of the lightest seats", "end.blocked-tie.no-score")
_variant("tournament_two_to_the_target", "all-fives-tournament", 2,
         {"match.end": "target", "score.blocked_tie": "no_score"},
         _TargetMustBePassed, "ends the match only when a side passes the target", "match.end.target")


def all_fives_rounded_at_two_and_three() -> OneGameEngine:
    """All Fives at 2 and 3 players with the end-of-hand score rounded to the nearest five, played right."""
    return OneGameEngine({"profile": "all-fives", "players": [2, 3],
                          "differences": {"score.rounding": "nearest_five_total"}})


def all_fives_rounded() -> OneGameEngine:
    """All Fives at 2 players with the end-of-hand score rounded to the nearest five, played right: one
    option away from a profile."""
    return OneGameEngine({"profile": "all-fives", "players": [2], "differences": {"score.rounding": "nearest_five_total"}})


for _fault in VARIANT_FAULTS.values():
    globals()[_fault.name] = type(
        f"{_fault.match_class.__name__.lstrip('_')}VariantEngine", (_OneGameEngine,),
        {"match_class": _fault.match_class, "fault_name": _fault.name, "declared": _fault.game})
