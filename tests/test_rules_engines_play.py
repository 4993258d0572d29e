"""Rules real engines play that options now name (issue #32): each can be declared and is judged on it.

An engine that plays one of these values and declares it is judged green by ``run``; one that
plays it without declaring it is failed on its clause (the sweep, tests/test_sweep.py, and the
faulty engines of tests/faulty_engines.py); a block after a round of passes keeps every pass of
that round as a move of the hand, which the judges compare.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.commands.generate import random_matches
from conformance.rulebook.declared_games import game_entry
from conformance.judging.independent import independent_referee
from conformance.records.files import Document
from conformance.records.model import dumps
from conformance.judging.referee import Referee
from conformance.judging.replay import replay_corpus
from conformance.rulebook.index import profiles
from conformance.suite.sweep import BY_SCENARIOS, OneGameEngine, Substitution, judge
from conformance.suite.sweep import main as sweep_main
from reference_impl.ruleset import get_path

#: Level leaders meet the target only in a quick game: its scenarios play all-fives at 3 players to 25.
QUICK_GAME = {"match.target": 25}

#: (profile, players, option, value, the value's clause, other declared differences): one seating of each value.
NEW_VALUES = [
    ("block", 3, "lead.first_hand", "fixed_seat", "lead.first-hand.fixed-seat", {}),
    ("block", 3, "turn.block_recognised", "round_of_passes", "end.blocked.round-of-passes", {}),
    ("partnership", 4, "lead.next_hand", "blocker", "lead.next-hand.blocker", {}),
    ("all-fives", 3, "match.level_at_target", "last_seat", "match.end.target.level-last-seat", QUICK_GAME),
    ("all-fives", 3, "match.level_at_target", "shared", "match.end.target.level-shared", QUICK_GAME),
    ("all-fives", 2, "score.out", "nothing", "score.out.nothing", {}),
    ("block", 3, "score.blocked_tie", "carry_doubled", "end.blocked-tie.carry-doubled", {}),
]


def _honest(profile: str, players: int, differences: dict[str, Any]) -> Callable[[], OneGameEngine]:
    """An engine that plays ``profile`` with ``differences`` and declares just that."""
    return lambda: OneGameEngine(game_entry(profile, players, differences), name=f"{profile} with {differences}")


for _profile, _players, _option, _value, _clause, _others in NEW_VALUES:
    globals()[f"honest_{_value}"] = _honest(_profile, _players, {_option: _value, **_others})


@pytest.mark.parametrize(("profile", "players", "option", "value", "clause", "others"), NEW_VALUES,
                         ids=[row[3] for row in NEW_VALUES])
def test_an_engine_that_plays_and_declares_the_value_is_judged_green(
    profile: str, players: int, option: str, value: str, clause: str, others: dict[str, Any], tmp_path: Path
) -> None:
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", f"py:test_rules_engines_play:honest_{value}", "--report", str(report_path),
                   "-q", "--no-progress", "--play-hands", "40", "--play-seed", "3"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert status == exit_codes.OK, {k: v for k, v in report["clauses"].items() if v["verdict"] != "pass"}
    assert f"{option} = {value}" in report["declared"]["games"][0]["variant"]


@pytest.mark.parametrize(("profile", "players", "option", "value", "clause", "others"), NEW_VALUES,
                         ids=[row[3] for row in NEW_VALUES])
def test_an_engine_that_declares_the_value_and_plays_the_profiles_own_is_failed_on_its_clause(
    profile: str, players: int, option: str, value: str, clause: str, others: dict[str, Any]
) -> None:
    own = get_path(profiles()[profile], option)
    row = judge(Substitution(profile, players, option, own, ((option, value), *others.items())), play_hands=0)
    assert row["verdict"] == BY_SCENARIOS and clause in row["clauses"], row


def _blocked_hand_after_passes() -> tuple[dict[str, Any], int]:
    """A random block-3p match under round_of_passes with a hand that ends blocked, and that hand's index."""
    for transcript in random_matches("block", 3, 60, 7, {"turn.block_recognised": "round_of_passes"}):
        record = json.loads(dumps(transcript))
        for index, hand in enumerate(record["hands"]):
            if hand["result"]["end"] == "blocked" and hand["result"]["winner"] is not None:
                return record, index
    pytest.fail("no random block-3p hand blocked in 60 hands")


def test_every_pass_of_the_round_is_a_move_of_the_hand_and_the_judges_compare_it(tmp_path: Path) -> None:
    record, index = _blocked_hand_after_passes()
    events = record["hands"][index]["events"]
    assert [event["type"] for event in events[-3:]] == ["pass", "pass", "pass"]
    assert len({event["seat"] for event in events[-3:]}) == 3  # each player once, in turn
    for referee in (Referee(), independent_referee()):
        assert referee.check_document(Document("random", 0, None, record))["verdict"] == "valid"

    # Read under at_once the record's knocks are moves of a finished hand.
    at_once = json.loads(json.dumps(record))
    at_once["ruleset"] = {"profile": "block"}
    for referee in (Referee(), independent_referee()):
        verdict = referee.check_document(Document("random", 0, None, at_once))
        assert verdict["clause"] == "move.refusal.hand-over", verdict
        assert verdict["pointer"] == f"/hands/{index}/events/{len(events) - 3}"

    # An engine that declares the round of passes and ends the hand at once diverges on its clause.
    path = tmp_path / "passes.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    (verdict,) = replay_corpus("py:faulty_engines:block_three_ends_block_at_once", [path])
    assert verdict["verdict"] == "diverged" and verdict["clause"] == "end.blocked.round-of-passes", verdict
    (verdict,) = replay_corpus("py:test_rules_engines_play:honest_round_of_passes", [path])
    assert verdict["verdict"] == "agreed", verdict


def test_the_sweep_can_be_narrowed_to_one_value(capsys: pytest.CaptureFixture[str]) -> None:
    code = sweep_main(["--seating", "block-3p", "--value", "turn.block_recognised=round_of_passes",
                       "--value", "score.out=nothing", "--play-hands", "0"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[0] == "2 engines, each playing one option value other than its declared game's"
    assert 'turn.block_recognised = "round_of_passes": scenarios' in out and 'score.out = "nothing": scenarios' in out
    with pytest.raises(SystemExit) as stopped:
        sweep_main(["--value", "turn.block_recognised"])
    assert stopped.value.code == 2
