"""Every variant the rule options name can be written, played, checked and printed.

For each variant: a ruleset (a profile with the option changed) that the reference engine
plays through random matches, whose records the referee finds valid; the rules printed for it
hold the variant's clause, and the profile's own rules do not.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

import conformance.rulebook.index as rulebook
from conformance.commands.generate import random_matches
from conformance.judging.referee import Referee
from conformance.rulebook.ruleset_rules import NamedRuleset, rules_of
from conformance.records.files import Document
from conformance.records.model import dumps
from reference_impl.ruleset import Ruleset, merge

BOOK = rulebook.load()

VARIANTS: list[tuple[str, int, dict[str, Any], str]] = [
    ("block", 3, {"lead.double_order": "lowest_first"}, "lead.double-order.lowest-first"),
    ("block", 3, {"lead.named_double": 3}, "lead.named-double"),
    ("partnership", 4, {"lead.next_hand": "left"}, "lead.next-hand.left"),
    ("block", 3, {"score.blocked": "all_pips"}, "score.blocked.all-pips"),
    ("partnership", 4, {"score.blocked_winner": "lightest_hand"}, "end.blocked.lightest-single-hand"),
    ("block", 3, {"score.blocked_tie": "carry"}, "end.blocked-tie.carry"),
    ("all-fives", 3, {"fives.voided": "cancelled", "draw.mode": "none"}, "end.redeal.fives-cancelled"),
    ("all-fives", 2, {"match.target_check": "at_once", "match.target": 60, "fives.claims": "auto"},
     "match.target-check.at-once"),
    ("block", 3, {"match.end": "hands", "match.hands": 4, "match.count_void_hands": True},
     "match.end.hands.void-counted"),
    ("partnership", 4, {"match.target_by": "sides", "match.target": {"2": 100}}, "match.target.by-sides"),
    ("block", 3, {"lead.first_hand": "fixed_seat"}, "lead.first-hand.fixed-seat"),
    ("block", 3, {"turn.block_recognised": "round_of_passes"}, "end.blocked.round-of-passes"),
    ("partnership", 4, {"lead.next_hand": "blocker"}, "lead.next-hand.blocker"),
    ("all-fives", 2, {"match.level_at_target": "last_seat", "match.target": 60}, "match.end.target.level-last-seat"),
    ("all-fives", 3, {"match.level_at_target": "shared", "match.target": 60}, "match.end.target.level-shared"),
    ("all-fives", 2, {"score.out": "nothing"}, "score.out.nothing"),
    ("block", 3, {"score.blocked_tie": "carry_doubled"}, "end.blocked-tie.carry-doubled"),
]


def named(profile_name: str, overrides: dict[str, Any]) -> NamedRuleset:
    data = merge(rulebook.profiles()[profile_name], overrides)
    return NamedRuleset(profile_name, profile_name, "", (), Ruleset.from_dict(data), data)


@pytest.mark.parametrize(("profile_name", "players", "overrides", "clause"), VARIANTS,
                         ids=[variant[3] for variant in VARIANTS])
def test_the_variant_is_played_checked_and_printed(profile_name: str, players: int,
                                                    overrides: dict[str, Any], clause: str) -> None:
    referee = Referee()
    hands = 0
    for number, transcript in enumerate(random_matches(profile_name, players, 40, 11, overrides)):
        record = json.loads(dumps(transcript))
        hands += len(record["hands"])
        verdict = referee.check_document(Document("random", number, None, record))
        assert verdict["verdict"] == "valid", verdict
    assert hands >= 40
    assert clause in rules_of(BOOK, named(profile_name, overrides), players).clause_ids()
    assert clause not in rules_of(BOOK, named(profile_name, {}), players).clause_ids()


def test_a_tie_carried_forward_is_checked_by_the_referee() -> None:
    """A record that drops the carried points from the next winner's score breaks the carry rule."""
    overrides = {"score.blocked_tie": "carry"}
    for transcript in random_matches("block", 3, 300, 3, overrides):  # ties are rare: about 1 hand in 40
        record = json.loads(dumps(transcript))
        carried = [i for i, hand in enumerate(record["hands"]) if hand["result"]["winner"] is None
                   and i + 1 < len(record["hands"])]
        if not carried:
            continue
        after = record["hands"][carried[0] + 1]["result"]
        after["points"] -= 1
        verdict = Referee().check_document(Document("random", 0, None, record))
        assert verdict["verdict"] == "invalid"
        assert verdict["clause"] == "end.blocked-tie.carry" and verdict["pointer"].endswith("/result/points")
        return
    pytest.fail("no random match had a tie followed by another hand")
