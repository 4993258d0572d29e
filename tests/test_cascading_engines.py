"""Engines with several faults, the first hiding the others from a suite that stops at it
(``tests/cascading_engines.py``): play goes on past each divergence and names every fault, and no
engine of the fault zoo or the faulty engines makes ``play`` or ``replay`` print a traceback."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import cascading_engines
import faulty_engines
from cascading_engines import CASCADES
from conformance.cli import main
from conformance.engines.under_test import open_engine
from conformance.judging.play import game_for_engine, play
from conformance.judging.sessions import ProtocolSession

HANDS = 200
ZOO = Path(__file__).parent / "fault_zoo"


def _played(spec: str, hands: int = HANDS):
    engine = open_engine(spec)
    try:
        rules, players, _ = game_for_engine(engine.capabilities)
        return play(ProtocolSession(engine), rules, players, hands, seed=0), rules, players
    finally:
        engine.close()


@pytest.mark.parametrize("name", sorted(CASCADES))
def test_play_names_every_planted_fault_and_compares_the_plies_of_the_reference(name: str) -> None:
    outcome, rules, players = _played(f"py:cascading_engines:{name}")
    found = outcome.clauses()
    assert set(CASCADES[name].clauses) <= set(found), found
    assert outcome.errors == []
    reference = open_engine("reference")
    try:
        reference_plies = play(ProtocolSession(reference), rules, players, HANDS, seed=0).plies
    finally:
        reference.close()
    assert outcome.plies >= 0.9 * reference_plies


def test_a_mirror_play_listed_at_the_other_end_is_sent_there_and_never_charged() -> None:
    outcome, _, _ = _played("py:cascading_engines:mirrors_seat_zero_lead_never_scores")
    messages = [found.finding.message for found in outcome.divergences]
    assert not [message for message in messages if "at the other end here" in message]
    assert not [message for message in messages if "is legal; the engine refuses it" in message]


def test_an_engine_that_errors_on_an_illegal_deal_is_charged_to_the_deal_rule_and_played_on() -> None:
    outcome, _, _ = _played("py:cascading_engines:errors_on_a_tile_twice_seat_zero_winner_takes_all", 30)
    deal = [found for found in outcome.divergences if found.finding.clause == "deal.complete"]
    assert len(deal) == 1 and "errors instead of refusing it" in deal[0].finding.message
    assert outcome.withdrawn == {"a tile dealt twice": "deal.complete"}
    assert outcome.errors == [] and outcome.hands == 30 and outcome.plies > 30 * 8


def test_over_exec_a_cascading_engine_is_judged_as_in_process() -> None:
    name = "errors_on_a_tile_twice_seat_zero_winner_takes_all"
    in_process, _, _ = _played(f"py:cascading_engines:{name}", 40)
    over_exec, _, _ = _played(cascading_engines.spec(name), 40)
    assert [found.to_dict() for found in over_exec.divergences] == [found.to_dict() for found in in_process.divergences]
    assert (over_exec.plies, over_exec.hands) == (in_process.plies, in_process.hands)


@pytest.fixture(scope="module")
def tiny_corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("corpus") / "block.jsonl"
    assert main(["generate", "--profile", "block", "--players", "2", "--hands", "2", "--seed", "1",
                 "--out", str(path)]) == 0
    return path


def _engines() -> list[str]:
    arguments = {"deeply_nested": " observe"}  # the command it answers too deeply nested
    zoo = [f"exec:{sys.executable} {path}{arguments.get(path.stem, '')}" for path in sorted(ZOO.glob("*.py"))
           if not path.name.startswith("_")]
    faulty = [f"py:faulty_engines:{name}" for name in sorted({*faulty_engines.FAULTS, *faulty_engines.SEATED_FAULTS})]
    return zoo + faulty + [f"py:cascading_engines:{name}" for name in sorted(CASCADES)]


def test_no_engine_makes_play_or_replay_print_a_traceback(tiny_corpus: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every engine of the fault zoo (over exec), every faulty and cascading engine: one hand of play and
    a two-hand record replayed; each ends with an exit code of the table and words, never a traceback."""
    for spec in _engines():
        for command in (["play", "--hands", "1"], ["replay", str(tiny_corpus)]):
            status = main([*command, "--engine", spec, "--timeout", "0.5"])
            out, err = capsys.readouterr()
            assert status in (0, 1, 2, 3, 4), (spec, command, status)
            assert "Traceback" not in out + err, (spec, command, out + err)
