"""The reference handler builds an observation once for each state and hands the same dict out
until the match changes; its readers (differential play, replay, the scenarios) only read it."""

from __future__ import annotations

import copy
from typing import Any

from conformance import exit_codes
from conformance.cli import main
from conformance.engines.under_test import open_engine
from conformance.judging.play import play
from conformance.judging.sessions import ProtocolSession
from conformance.rulebook.index import profile
from reference_impl.adapter import ReferenceEngine
from reference_impl.ruleset import Ruleset

START = {"cmd": "start", "ruleset": profile("block"), "players": 2}
DEAL = {
    "cmd": "deal",
    "hands": [["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6"], ["1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2"]],
    "boneyard": ["2-3", "2-4", "2-5", "2-6", "3-3", "3-4", "3-5", "3-6", "4-4", "4-5", "4-6", "5-5", "5-6", "6-6"],
}


def observed(engine: ReferenceEngine, seat: int | None = None) -> dict[str, Any]:
    request = {"cmd": "observe"} if seat is None else {"cmd": "observe", "seat": seat}
    return engine.handle(request)["state"]


def test_a_refusal_keeps_the_observation_and_a_move_made_builds_a_new_one() -> None:
    engine = ReferenceEngine()
    engine.handle(START)
    engine.handle(DEAL)
    before, view = observed(engine), observed(engine, 1)
    assert engine.handle({"cmd": "apply", "move": {"type": "play", "tile": "6-6"}})["accepted"] is False  # not held
    legal = engine.handle({"cmd": "legal_moves"})["moves"]
    assert observed(engine) is before and observed(engine, 1) is view
    assert view != before and view == engine.match.observe(1)  # type: ignore[union-attr]
    assert engine.handle({"cmd": "apply", "move": legal[0]})["accepted"] is True
    after = observed(engine)
    assert after is not before and after == engine.match.observe()  # type: ignore[union-attr]
    assert after["ply"] == before["ply"] + 1 and before["ply"] == 0  # the old one is as it was handed out
    engine.handle(DEAL)  # refused (a hand is in play): built again all the same
    assert observed(engine) is not after and observed(engine) == after
    engine.handle(START)
    assert observed(engine)["status"] != after["status"]


class Watchful(ReferenceEngine):
    """The reference handler, keeping a copy of each observation it remembers to find any reader
    that changes one while it may be handed out again."""

    changed: list[str] = []

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}

    def handle(self, request: Any) -> dict[str, Any]:
        for state, kept in self.kept.values():
            if state != kept:
                Watchful.changed.append(f"an observation was changed before {request}: {kept} became {state}")
        reply = super().handle(request)
        remembered = {id(state): state for state in self._observed.values()}
        self.kept = {key: self.kept.get(key) or (state, copy.deepcopy(state)) for key, state in remembered.items()}
        return reply


def watchful() -> Watchful:
    return Watchful()


def test_differential_play_replay_and_the_scenarios_only_read_the_observations() -> None:
    Watchful.changed.clear()
    spec = "py:test_adapter_observe:watchful"
    with open_engine(spec) as engine:
        for name, players in (("block", 2), ("all-fives", 3), ("draw", 4)):
            outcome = play(ProtocolSession(engine), Ruleset.from_dict(profile(name)), players, 20, 7, probes=4)
            assert outcome.plies > 100 and not outcome.divergences
    assert main(["run", "--no-progress", "-q", "--engine", spec, "--replay"]) == exit_codes.OK
    assert Watchful.changed == []
