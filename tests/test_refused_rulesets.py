"""IMPLEMENTING.md tells an engine author what the scenarios expect, from the scenarios themselves."""

from __future__ import annotations

import conformance.suite.features as suite
from conformance.suite.refused_rulesets import refused_rulesets, rewritten
from conformance.rulebook.data_paths import data_path

CONTRACT = data_path("IMPLEMENTING.md").read_text(encoding="utf-8")


def test_the_rulesets_every_engine_must_refuse_are_listed_from_the_scenarios() -> None:
    rows = refused_rulesets(suite.load())
    assert {row.clause for row in rows} >= {"equipment.set.range", "deal.players", "lead.named-double"}
    assert rewritten(CONTRACT, rows) == CONTRACT, "run python -m conformance.suite.refused_rulesets"
    assert "lead.named_double = 7" in CONTRACT


def test_the_contract_says_what_the_scenarios_judge() -> None:
    # Each sentence answers a question the suite's verdict depends on and an author once had to guess.
    for said in ('not a JSON object at all (`"pass"`, `[]`, `null`, `7`)',  # refused as malformed_move
                 "with no reserve (`draw.reserve = 0`), draws from an empty boneyard",  # reserve_reached
                 "is refused even by a game without claims",  # a claim of the wrong kind
                 "`winners` are sides",
                 "domino-conformance rules --profile block --players 2"):
        assert said in CONTRACT
    assert "not a move, but a request the protocol does not allow" not in CONTRACT
