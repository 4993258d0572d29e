"""Differential play and replay use positions: after a divergence, an engine that declares positions is set
to the rules' state, so what follows is judged from where the rules say it stands.

In play the engine is set to the reference's position after a divergence of the state (the reference no
longer takes the engine's state), so a fault that changes the scores is named in each hand it shows in and
the match ends where the rules end it; an engine that refuses a position, or reports it back otherwise
than given, is followed as before for the rest of its match, and the divergence says so once. In replay a
hand after a divergent one starts from the record's position at the end of the hand before it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import position_engines
import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.engines.transport import InProcessTransport
from conformance.engines.under_test import Engine, open_engine
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


def test_a_move_refused_where_the_engine_shows_other_ends_is_played_past_from_the_rules_position() -> None:
    """An engine that does not flip a tile laid shows other open ends and refuses a move the rules allow there:
    it is set to where the reference stands after the move, and the match goes on as the rules play it (it
    no longer ends at the first refusal); the fault is named once in each hand, what follows from it counted
    under it."""
    name = "partnership_forgets_to_flip_with_positions"
    outcome = _played(open_engine(f"py:position_engines:{name}"))
    assert outcome.plies == _reference_plies(name)
    own = [found for found in outcome.divergences if found.follows is None]
    assert {found.finding.clause for found in own} == {"line.play.orientation"}
    assert sorted(found.finding.hand for found in own) == list(range(1, HANDS + 1))


def test_over_exec_an_engine_set_to_positions_is_asked_a_hand_at_once_and_judged_as_in_process() -> None:
    """Over ``exec:`` (a subprocess that declares ``pipelining``) each hand is asked at once; an engine set to
    the rules' position part-way through a hand is asked the rest of it again from there, and plays the
    reference's games, with every divergence found in-process."""
    name = "all_fives_two_double_once_with_positions"
    serve = (f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); import position_engines; "
             f"from reference_impl.__main__ import serve; sys.exit(serve(engine=position_engines.{name}()))")
    over_exec = _played(open_engine(f"exec:{sys.executable} -c {json.dumps(serve)}"))
    in_process = _played(open_engine(f"py:position_engines:{name}"))
    assert over_exec.plies == in_process.plies == _reference_plies(name)
    assert [found.to_dict() for found in over_exec.divergences] == [found.to_dict() for found in in_process.divergences]


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


# -- replay: a hand after a divergent one starts from the record's position ---------------------------------


@pytest.fixture(scope="module")
def block_for_three(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two matches of Block for three players, recorded by the reference engine."""
    out = tmp_path_factory.mktemp("records") / "block-3.jsonl"
    assert main(["generate", "--profile", "block", "--players", "3", "--hands", "12", "--seed", "4",
                 "--out", str(out)]) == exit_codes.OK
    return out


def _replayed(record: Path, engine: str, capsys: pytest.CaptureFixture[str]) -> list[dict[str, Any]]:
    main(["replay", str(record), "--engine", engine, "--json"])
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_replay_starts_each_hand_after_a_divergent_one_from_the_record_s_position(
    block_for_three: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A blocked hand scored wrongly leaves the engine's totals elsewhere than the record's: started again
    from its own state, the engine ends its match early, refuses a later deal and leads a later hand by
    the first hand's rule, so those hands are charged to the deal or not judged. Set to the record's
    position at the end of each divergent hand, every later hand is judged, and the fault is named in each
    hand it shows in, on its own clause; the verdict says which hands started from a position. The same
    engine refusing positions is replayed as it is without them."""
    verdicts = _replayed(block_for_three, "py:position_engines:block_three_sum_minus_own_with_positions", capsys)
    assert [verdict["verdict"] for verdict in verdicts] == ["diverged", "diverged"]
    for verdict in verdicts:
        divergences = verdict.get("divergences", [verdict])
        assert {divergence["clause"] for divergence in divergences} == {"score.blocked.diff-each"}
        assert "not_judged" not in verdict
        hands = [divergence["hand"] for divergence in divergences]
        assert verdict["from_position"] == [hand + 1 for hand in hands if hand < verdict["hands"]]
    refusing = _replayed(block_for_three, "py:test_play_replay_positions:sum_minus_own_refusing_positions", capsys)
    assert refusing == _replayed(block_for_three, "py:faulty_engines:block_three_sum_minus_own", capsys)
    assert refusing != verdicts


sum_minus_own_refusing_positions = _RefusesPositions
