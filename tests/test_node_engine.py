"""The Node.js example engine agrees with the reference engine on everything it declares.

examples/node-engine/engine.js is an independent engine in another language,
written from the rules. Random matches of Block and Draw (and their
double-nine forms, and Draw with a reserve), 2 to 4 players, go through both
engines side by side over the protocol, validated against the schemas: legal
move sets, refusals and their reasons, states and results must be identical.
Free-text messages are not compared.
"""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

import pytest
from conftest import PROFILE_NAMES, load_profile
from protocol_play import SideBySide, by_rules, play_match

from conformance.engines.under_test import open_engine
from conformance.judging.play import game_for_engine, play
from conformance.judging.sessions import ProtocolSession
from reference_impl.ruleset import merge

NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node (Node.js 20) is not on PATH; CI installs it")

ENGINE_JS = Path(__file__).resolve().parent.parent / "examples" / "node-engine" / "engine.js"
NODE_SPEC = f"exec:node {ENGINE_JS}"
SUPPORTED = ("block", "block-nine", "draw", "draw-nine")
# Matches per (profile, players) case; raise it for a deeper run (DOMINO_AGREEMENT_MATCHES=50).
MATCHES_PER_CASE = int(os.environ.get("DOMINO_AGREEMENT_MATCHES", "4"))


@pytest.fixture(scope="module")
def engines():
    pair = [open_engine("reference", validate=True), open_engine(NODE_SPEC, validate=True)]
    yield pair
    for engine in pair:
        engine.close()


def test_the_node_engine_declares_block_and_draw_only(engines) -> None:
    node = engines[1]
    assert node.identity["language"].startswith("Node.js")
    options = node.capabilities["options"]
    assert options["draw.mode"] == ["none", "until_playable"]
    assert options["layout.spinner"] == ["none"]
    assert options["fives.enabled"] == [False]
    assert options["teams"] == [None]


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_it_starts_exactly_the_profiles_it_declares(engines, profile: str) -> None:
    node = engines[1]
    ruleset = load_profile(profile)
    reply = node.request({"cmd": "start", "ruleset": ruleset, "players": ruleset["players"][0]})
    if profile in SUPPORTED:
        assert reply["ok"] is True
    else:
        assert reply["ok"] is False
        assert "this engine does not play" in reply["message"]


@pytest.mark.parametrize(("option", "value"), [("lead.named_double", 7), ("lead.named_double", 6),
                                              ("match.target_check", "at_once"), ("score.capicu", "bonus_100")])
def test_it_refuses_a_value_of_an_option_it_leaves_out(engines, option: str, value: object) -> None:
    """An option the engine does not declare is played at its default: a ruleset that gives it another value (a
    named double, even one the set does not hold) is refused, never played as if it were the default."""
    reply = engines[1].request({"cmd": "start", "ruleset": merge(load_profile("block"), {option: value}), "players": 2})
    assert reply["ok"] is False and f"this engine does not play {option}" in reply["message"], reply


CASES = [(profile, players) for profile in ("block", "draw") for players in (2, 3, 4)] + [
    ("block-nine", 3), ("draw-nine", 4), ("draw-reserve-2", 2), ("draw-reserve-2", 4),
]


def ruleset_for(case: str) -> dict:
    if case == "draw-reserve-2":
        return merge(load_profile("draw"), {"draw.reserve": 2})
    return load_profile(case)


@pytest.mark.parametrize(("case", "players"), CASES)
def test_random_matches_agree_with_the_reference(engines, case: str, players: int) -> None:
    ruleset = ruleset_for(case)
    totals = {"hands": 0, "plies": 0, "probes": 0}
    for seed in range(MATCHES_PER_CASE):
        rng = random.Random(f"node/{case}/{players}/{seed}")
        pair = SideBySide(engines, by_rules, f"{case}, {players} players, seed {seed}")
        for key, value in play_match(pair, ruleset, players, rng).items():
            totals[key] += value
    assert totals["hands"] >= MATCHES_PER_CASE and totals["plies"] > 0 and totals["probes"] > 0


def test_unknown_commands_are_errored_not_fatal(engines) -> None:
    node = engines[1]
    reply = node.request({"cmd": "shuffle"}, validate=False)
    assert reply["errored"] is True and "unknown command" in reply["message"]
    assert node.request({"cmd": "start", "ruleset": load_profile("block"), "players": 2})["ok"] is True


MUTANTS = {
    "blocked hands score the loser's pips": ("sum + (p - lightest)", "sum + p"),
    "a player who can play may also draw": ("if (plays.length) return plays;", "if (plays.length && !this.mayDraw()) return plays;"),
    "with no double dealt, the lightest tile leads": ("pipsOf(tile) > pipsOf(than)", "pipsOf(tile) < pipsOf(than)"),
    "the reserve may be drawn": ("return this.drawing && this.drawsLeft() > this.reserve;",
                                 "return this.drawing && this.drawsLeft() > 0;"),
    "the next seat leads after a win": ("this.nextLeader = winner;", "this.nextLeader = (winner + 1) % this.players;"),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_a_wrong_engine_is_caught(tmp_path: Path, mutant: str) -> None:
    """The side-by-side comparison has teeth: one changed rule in the Node engine is found."""
    from protocol_play import Mismatch

    original, changed = MUTANTS[mutant]
    source = ENGINE_JS.read_text(encoding="utf-8")
    assert source.count(original) == 1
    wrong = tmp_path / "engine.js"
    wrong.write_text(source.replace(original, changed), encoding="utf-8")
    reference, node = open_engine("reference"), open_engine(f"exec:node {wrong}")
    try:
        with pytest.raises(Mismatch):
            for seed in range(40):
                rng = random.Random(f"mutant/{seed}")
                case, players = CASES[seed % len(CASES)]
                play_match(SideBySide([reference, node], by_rules, mutant), ruleset_for(case), players, rng)
    finally:
        reference.close()
        node.close()


@pytest.mark.parametrize("profile", ["block", "draw"])
def test_differential_play_finds_no_divergence_in_two_thousand_hands(profile: str) -> None:
    """Differential play of the Node engine's two games, 2,000 seeded hands each, every probe offered."""
    node = open_engine(NODE_SPEC)
    try:
        rules, players, game = game_for_engine(node.capabilities, profile_name=profile)
        outcome = play(ProtocolSession(node), rules, players, 2000, seed=5, game=game)
    finally:
        node.close()
    assert outcome.hands == 2000 and outcome.plies > 10_000
    assert [found.finding.message for found in outcome.divergences] == [] and outcome.errors == []
