"""Steps check what an engine says beyond what it is asked: whose turn each move of a list is
(an engine giving the turn to the wrong seat cannot hide behind a list of moves), and a hand's order."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from conformance.engines.under_test import open_engine
from conformance.engines.transport import SubprocessTransport
from conformance.suite.scenario_game import Game, ScenarioFailure
from conformance.suite.steps import then_hand, when_moves_inline
from reference_impl.adapter import ReferenceEngine

THREE_HANDS = [
    ["6-6", "1-2", "0-0", "1-3", "2-4"],
    ["6-5", "1-1", "0-1", "3-3", "0-3"],
    ["5-4", "2-2", "0-2", "4-4", "0-4"],
]


class WrongTurnEngine(ReferenceEngine):
    """Says the seat after the one to act is to act once the lead is down, and takes any seat's move."""

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply" and self.match is not None:
            request = dict(request, seat=self.match.turn)  # plays for whoever it thinks is to act
        reply = super().handle(request)
        state = reply.get("state")
        if state and state.get("ply", 0) >= 1 and state.get("turn") is not None:
            reply = dict(reply, state=dict(state, turn=(state["turn"] + 1) % 3))
        return reply


def game_of(spec: str) -> Game:
    game = Game(open_engine(spec))
    game.set_rules("block", 3)
    game.deal(THREE_HANDS, None, None)
    return game


def test_the_moves_go_round_in_turn_order_and_a_draw_keeps_the_turn() -> None:
    game = game_of("reference")
    when_moves_inline(game, "6-6, 6-5 on the right, 5-4 on the right", "0")
    assert game.state()["turn"] == 0
    draw = Game(open_engine("reference"))
    draw.set_rules("draw", 2)
    draw.deal([["6-6", "0-3", "0-4", "0-5", "1-4", "1-5", "2-4"],
               ["0-1", "0-2", "1-1", "1-3", "2-2", "2-3", "3-3"]], None, None)
    when_moves_inline(draw, "6-6, draw, draw", "0")  # seat 1 draws 0-0, then 0-6, and keeps the turn
    assert draw.state()["turn"] == 1


def test_a_wrong_first_seat_in_the_scenario_is_caught() -> None:
    with pytest.raises(ScenarioFailure, match="seat 1 should be to act, for the move 6-6; the engine says seat 0"):
        when_moves_inline(game_of("reference"), "6-6, 6-5 on the right", "1")


def test_an_engine_that_gives_the_turn_to_the_wrong_seat_fails_the_step() -> None:
    with pytest.raises(ScenarioFailure, match="seat 1 should be to act, for the move 5-6 on the right; the engine says seat 2"):
        when_moves_inline(game_of("py:test_step_checks:WrongTurnEngine"), "6-6, 6-5 on the right", "0")


def test_a_list_of_moves_is_sent_at_once_to_an_engine_that_pipelines(monkeypatch: pytest.MonkeyPatch) -> None:
    """Over ``exec:``, the turn before each move and the move are written in one go and judged in
    order: one write for the list (cut only after a play on one of two mirror-image ends), not two round trips
    a move; a match's start goes with its deal."""
    sent: list[int] = []
    original = SubprocessTransport.send

    def counting_send(self: SubprocessTransport, messages: Any, timeout: Any) -> None:
        sent.append(len(messages))
        original(self, messages, timeout)

    monkeypatch.setattr(SubprocessTransport, "send", counting_send)
    game = game_of(f"exec:{sys.executable} -m reference_impl")
    try:
        assert sent[-1] == 2  # the match's start and its deal, in one write
        sent.clear()
        when_moves_inline(game, "6-6, 6-5 on the right, 5-4 on the right", "0")
        # Three observations and three moves, in two writes: 6-5 goes on one of two mirror-image ends (the
        # lone 6-6 shows 6 on both), so what follows it waits for its answer (an engine may take it on the
        # other one: scenario_game.on_the_mirror_end).
        assert sent == [4, 2]
        assert game.state()["turn"] == 0 and game.state()["ply"] == 3
        sent.clear()
        # Seat 1 does not hold 0-0: the step fails at that move, whatever was asked after it.
        with pytest.raises(ScenarioFailure, match="seat 1 0-0 on the left: the engine refused a legal move "
                                                  r"\(tile_not_in_hand"):
            when_moves_inline(game, "2-4 on the right, 0-0 on the left, 2-2 on the right", "0")
        # The moves in one write; the refused move's position looked at once (is it a mirror-image end the
        # engine would take the tile on?); then, the step having failed, its story once more in one write, to
        # find where the engine's state first left the rules (nowhere here: the step's own rule stands).
        assert sent == [6, 1, 11] and game.state()["ply"] == 4
    finally:
        game.engine.close()


class ReversedHandsEngine(ReferenceEngine):
    """Lists each hand's tiles in reverse canonical order."""

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        reply = super().handle(request)
        state = reply.get("state")
        if state:
            reply = dict(reply, state=dict(state, hands=[list(reversed(hand)) for hand in state["hands"]]))
        return reply


def test_a_hand_must_be_listed_in_canonical_order() -> None:
    then_hand(game_of("reference"), "0", "0-0 1-2 1-3 2-4 6-6")
    with pytest.raises(ScenarioFailure, match="seat 0 should hold 0-0 1-2 1-3 2-4 6-6, in this order"):
        then_hand(game_of("py:test_step_checks:ReversedHandsEngine"), "0", "0-0 1-2 1-3 2-4 6-6")


class ReadsStringMoves(ReferenceEngine):
    """Takes a move written as a bare string for a move of that kind."""

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply" and isinstance(request.get("move"), str):
            request = dict(request, move={"type": request["move"]})
        return super().handle(request)


class NeedsASeat(ReferenceEngine):
    """Refuses every move sent without a seat."""

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply" and "seat" not in request:
            return {"seq": request["seq"], "accepted": False, "reason": "malformed_move", "message": "no seat"}
        return super().handle(request)


@pytest.mark.parametrize(
    ("engine", "scenario"),
    [("ReadsStringMoves", "move-malformed-003#1"), ("NeedsASeat", "move-without-seat-001")],
)
def test_moves_that_are_not_objects_and_moves_without_a_seat_are_sent(
    engine: str, scenario: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from conformance import exit_codes
    from conformance.cli import main

    spec = f"py:test_step_checks:{engine}"
    assert main(["run", "--no-progress", "--replay", "--id", scenario]) == exit_codes.OK
    assert main(["run", "--no-progress", "--replay", "--engine", spec, "--id", scenario]) == exit_codes.FAILURES
    assert f"FAIL  {scenario}" in capsys.readouterr().out
