"""Differential play and replay use positions: after a divergence, an engine that declares positions is set
to the rules' state, so what follows is judged from where the rules say it stands.

In play the engine is set to the reference's position after a divergence of the state (the reference no
longer takes the engine's state), so a fault that changes the scores is named in each hand it shows in and
the match ends where the rules end it; an engine that refuses a position, or reports it back otherwise
than given, is followed as before for the rest of its match, and the divergence says so once. In replay a
hand after a divergent one starts from the record's position at the end of the hand before it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import position_engines
import pytest

from conformance.engines.under_test import Engine, open_engine
from conformance.engines.transport import InProcessTransport
from conformance.judging.play import PlayOutcome, game_for_engine, play
from conformance.judging.sessions import ProtocolSession
from reference_impl.engine import Match
from reference_impl.position import Position

HANDS = 10


def _played(engine: Engine, hands: int = HANDS) -> PlayOutcome:
    """``hands`` hands of play against ``engine``, in the one game it declares (seed 0)."""
    try:
        rules, players, _ = game_for_engine(engine.capabilities)
        return play(ProtocolSession(engine), rules, players, hands, seed=0)
    finally:
        engine.close()


def _reference_plies(like: str) -> int:
    """The plies of the same games played against the reference engine (the game ``like`` declares)."""
    with open_engine(f"py:position_engines:{like}") as engine:
        rules, players, _ = game_for_engine(engine.capabilities)
    reference = open_engine("reference")
    try:
        return play(ProtocolSession(reference), rules, players, HANDS, seed=0).plies
    finally:
        reference.close()


# -- play: the engine set to the rules' state -------------------------------------------------------------


@pytest.mark.parametrize("name, clause", [
    ("block_three_sum_minus_own_with_positions", "score.blocked.diff-each"),
    ("all_fives_two_double_once_with_positions", "score.fives.count.double"),
])
def test_after_a_divergence_an_engine_that_takes_positions_plays_on_from_the_rules_state(name: str,
                                                                                      clause: str) -> None:
    """A fault that changes the scores, set right after each divergence: the games are the reference's own,
    ply for ply (the matches end where the rules end them, none is cut short), and the fault is named once
    in each hand it shows in, as a fault of its own, never as a consequence of an earlier hand's."""
    outcome = _played(open_engine(f"py:position_engines:{name}"))
    assert outcome.errors == []
    assert outcome.plies == _reference_plies(name)
    assert {found.finding.clause for found in outcome.divergences} == {clause}
    hands = [found.finding.hand for found in outcome.divergences]
    assert len(hands) == len(set(hands)) > 1
    assert all(found.follows is None for found in outcome.divergences)


class _RefusesPositions(position_engines.block_three_sum_minus_own_with_positions):  # type: ignore[name-defined,misc]
    """Declares positions and refuses each, with a reason."""

    def _position(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"ok": False, "message": "this engine is dealt to, never set"}


class _DropsTheBoneyard(position_engines.block_three_sum_minus_own_with_positions):  # type: ignore[name-defined,misc]
    """Takes a position, but leaves its boneyard out."""

    def match_at(self, position: Position) -> Match:
        match = super().match_at(position)
        match.boneyard, match.drawn = [], 0
        return match


@pytest.mark.parametrize("engine_class, said", [
    (_RefusesPositions, "the engine refused the rules' position (this engine is dealt to, never set)"),
    (_DropsTheBoneyard, "the engine took the rules' position otherwise than given (boneyard"),
])
def test_an_engine_that_does_not_take_the_rules_position_is_followed_and_the_divergence_says_so(
    engine_class: type, said: str
) -> None:
    """An engine that declares positions but refuses the rules' one, or reports it back otherwise than given,
    is played as an engine without positions is (the reference takes its state), from there to the end of
    the match; the divergence that prompted the position says so, once a match."""
    outcome = _played(Engine("positions not taken", lambda: InProcessTransport("positions not taken", engine_class)))
    followed = _played(open_engine("py:faulty_engines:block_three_sum_minus_own"))
    assert outcome.plies == followed.plies
    assert [found.finding.hand for found in outcome.divergences] == [found.finding.hand for found in followed.divergences]
    saying = [found for found in outcome.divergences if said in found.finding.message]
    matches = [found.match for found in saying]
    assert matches[:1] == [1] and len(matches) == len(set(matches)), [found.finding.message for found in saying]
    assert all("the reference takes the engine's state" in found.finding.message for found in saying)
