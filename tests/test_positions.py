"""The position request, and scenarios played from the position before their judged step.

An engine that declares ``capabilities.positions`` stands at the position it is given and answers with
its observation, or refuses with a reason. ``run`` and the pytest plugin then set it to the position
just before the move whose effect a scenario judges (``conformance.suite.from_position``): scenarios
about the deal or the lead start from the deal, a declined position sends the scenario back to its
story, and a later judged move starts from the story's position only while the engine stands there.
"""

from __future__ import annotations

import importlib.util
import json
import random
from pathlib import Path
from typing import Any, Mapping

import pytest
from conftest import load_profile

import conformance.engines.protocol as protocol
import conformance.suite.plugin as plugin
import conformance.suite.features as features
from conformance import exit_codes
from conformance.cli import main
from conformance.engines.positions import misreadings, position_request, taken_in
from conformance.engines.under_test import open_engine
from conformance.suite.applicability import Decision, decide_all
import conformance.suite.from_position as from_position
from conformance.suite.from_position import Judged, RememberedPlans, plan_for, save_plans
from conformance.engines.schemas import REPORT_SCHEMA, schema
from conformance.reports.findings import findings_of
from conformance.rulebook.declared_games import Declaration
from conformance.suite.runner import EngineHolder, ScenarioRecord, run_scenario
from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import Match
from reference_impl.ruleset import Ruleset

REFERENCE_WITHOUT_POSITIONS = "py:position_engines:never_set"


def _played(profile: str, players: int, moves: int) -> tuple[dict[str, Any], Match]:
    """A match of ``profile`` with ``moves`` moves of its first hand played, the hand still going on (seeded
    deals and moves)."""
    ruleset = load_profile(profile)
    rules = Ruleset.from_dict(ruleset)
    for seed in range(100):
        choose = random.Random(seed)
        match = Match(rules, players)
        tiles = [str(tile) for tile in match.tileset.tiles]
        choose.shuffle(tiles)
        size = match.hand_size
        if match.deal([tiles[seat * size:(seat + 1) * size] for seat in range(players)], tiles[players * size:]) \
                != "in_progress":
            continue
        while match.status == "in_progress" and match.ply < moves:
            match.apply(choose.choice(match.legal_moves()))
        if match.status == "in_progress":
            return ruleset, match
    raise AssertionError(f"no {profile} hand lasts {moves} moves")


def _engine_at(ruleset: Mapping[str, Any], players: int, position: Any) -> tuple[ReferenceEngine, dict[str, Any]]:
    engine = ReferenceEngine()
    assert engine.handle({"cmd": "start", "ruleset": ruleset, "players": players, "seq": 1})["ok"] is True
    request = dict(position if "cmd" in position else {"cmd": "position", "position": position}, seq=2)
    return engine, engine.handle(request)


@pytest.mark.parametrize(("profile", "players", "moves"), [("block", 2, 5), ("draw", 3, 9), ("all-fives", 2, 6),
                                                           ("partnership", 4, 7)])
def test_the_reference_engine_stands_at_a_position_and_plays_on_from_it(profile: str, players: int,
                                                                       moves: int) -> None:
    ruleset, match = _played(profile, players, moves)
    request = position_request(match.position())
    protocol.check_request(dict(request, seq=1))
    engine, reply = _engine_at(ruleset, players, request)
    protocol.check_reply("position", reply)
    taken = taken_in(reply)
    assert taken.refusal is None and taken.state == match.observe()
    assert misreadings(match.observe(), taken.state) == []
    listed = engine.handle({"cmd": "legal_moves", "seq": 3})["moves"]
    assert listed == [move.to_dict() for move in match.legal_moves()]
    move = match.legal_moves()[-1]
    assert engine.handle({"cmd": "apply", "move": move.to_dict(), "seq": 4})["accepted"] is True
    match.apply(move)
    assert engine.handle({"cmd": "observe", "seq": 5})["state"] == match.observe()


def test_a_position_that_does_not_hold_together_is_refused_with_its_reason_and_changes_nothing() -> None:
    ruleset, match = _played("block", 2, 3)
    form = position_request(match.position())["position"]
    before = match.observe()
    wrong = {
        "a tile twice": ({"hands": [form["hands"][0], form["hands"][0]]}, "is twice"),
        "three hands for two": ({"hands": form["hands"] + [[]]}, "3 hands for a match of 2 players"),
        "a seat of no one": ({"turn": 5}, "seat 5 is not a seat of 2 players"),
        "a spinner in Block": ({"line": dict(form["line"], spinner=form["line"]["root"])}, "has none"),
        "a boneyard's size alone": ({"boneyard": len(form["boneyard"])}, "draw order"),
    }
    for what, (changes, reason) in wrong.items():
        engine, _ = _engine_at(ruleset, 2, form)
        reply = engine.handle({"cmd": "position", "position": dict(form, **changes), "seq": 3})
        assert reply["ok"] is False and reason in reply["message"], (what, reply)
        assert engine.handle({"cmd": "observe", "seq": 4})["state"] == before, what


def test_a_position_is_reported_back_field_by_field() -> None:
    _, match = _played("draw", 2, 4)
    expected = match.observe()
    observed = dict(expected, turn=1 - expected["turn"], boneyard_size=0, hands=[list(reversed(hand)) for hand
                                                                                in expected["hands"]])
    assert [(wrong.field, wrong.observed_as) for wrong in misreadings(expected, observed)] == [
        ("turn", "turn"), ("boneyard", "boneyard_size")]  # a hand listed in another order is the same hand
    assert str(misreadings(expected, observed)[1]) == (f"boneyard (the observation's boneyard_size): the position "
                                                        f"gives {expected['boneyard_size']}; the engine's observation "
                                                        f"says 0")


# -- the judged move -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def scenarios() -> dict[str, features.Scenario]:
    return {scenario.id: scenario for scenario in features.load() if scenario.id}


@pytest.fixture(scope="module")
def reference():
    engine = open_engine("reference")
    yield engine
    engine.close()


def test_the_judged_move_is_the_last_move_sent_before_a_then_step(scenarios, reference) -> None:
    # When seat 0 leads 6-6 / And seat 1 tries to play 4-6: the tried move, and the observation it makes first.
    tried = plan_for(scenarios["move-no-such-end-001#1"], reference, Decision(True))
    assert tried is not None and tried.judged == (Judged(0, 3, 0, "And seat 1 tries to play 4-6"),)
    # When the moves "6-6" are played from seat 1: the move, and the observation of whose turn it is before it.
    alone = plan_for(scenarios["seat-block-2-deal-concealed-001"], reference, Decision(True))
    assert alone is not None and [(judged.step, judged.ordinal) for judged in alone.judged] == [(2, 0)]
    # Two hands, each checked: the last of each hand's moves (nine, then seventeen: an observation and a move
    # each), the second told from the step after the first Then steps.
    twice = plan_for(scenarios["end-carry-doubled-block-3p-001#1"], reference, Decision(True))
    assert twice is not None
    assert [(judged.told_from, judged.step, judged.ordinal) for judged in twice.judged] == [(0, 2, 16), (4, 5, 32)]


def test_a_plan_is_kept_between_runs_and_one_edited_is_found_again(tmp_path: Path, monkeypatch, scenarios,
                                                                    reference) -> None:
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", str(tmp_path))
    monkeypatch.delenv("CI", raising=False)
    scenario = scenarios["end-carry-doubled-block-3p-001#1"]
    found = plan_for(scenario, reference, Decision(True))
    save_plans()
    RememberedPlans._open.clear()
    monkeypatch.setattr(from_position, "_judged_moves", lambda *_: pytest.fail("found again, not remembered"))
    remembered = plan_for(scenario, reference, Decision(True))
    assert remembered is not None and found is not None and remembered.judged == found.judged
    RememberedPlans._open.clear()
    [entry] = (tmp_path / "positions").glob("*.json")
    entry.write_text(entry.read_text(encoding="utf-8").replace('"And the moves', '"And also the moves'),
                     encoding="utf-8")
    monkeypatch.setattr(from_position, "_judged_moves", lambda *_: found.judged[:1])
    assert plan_for(scenario, reference, Decision(True)).judged == found.judged[:1]  # the edited entry: found again
    RememberedPlans._open.clear()


@pytest.mark.parametrize("scenario_id", [
    "lead-highest-double-001#1",  # Then seat 1 must lead 6-6: the deal's lead, before any move
    "move-hand-over-005",  # a lead tried before any deal: nothing comes before it
    "deal-explicit-001",  # the deal alone
])
def test_a_scenario_about_the_deal_or_the_lead_starts_from_the_deal(scenarios, reference, scenario_id: str) -> None:
    assert plan_for(scenarios[scenario_id], reference, Decision(True)) is None


# -- run -----------------------------------------------------------------------------------------------


def _run(tmp_path: Path, engine: str, *ids: str) -> tuple[int, dict[str, dict[str, Any]]]:
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", engine, "--report", str(report_path), "-q", "--play-hands", "0",
                   "--no-cache", *[part for scenario_id in ids for part in ("--id", scenario_id)]])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    return status, {record["id"]: record for record in report["scenarios"]}


CHOSEN = ("move-no-such-end-001#1", "end-carry-doubled-block-3p-001#1", "lead-highest-double-001#1", "score-side-001")


def test_run_plays_the_reference_engine_from_positions_and_reports_which(tmp_path: Path) -> None:
    status, records = _run(tmp_path, "reference", *CHOSEN)
    assert status == exit_codes.OK
    assert {sid: record["outcome"] for sid, record in records.items()} == dict.fromkeys(CHOSEN, "pass")
    assert records["move-no-such-end-001#1"]["from_position"] == (
        "the position before 'And seat 1 tries to play 4-6' (hand 1, ply 1, seat 1 to act)")
    assert records["end-carry-doubled-block-3p-001#1"]["from_position"].endswith("; and again before 1 later judged step")
    assert "from_position" not in records["lead-highest-double-001#1"]  # about the lead: from the deal
    assert not any("position_declined" in record for record in records.values())
    _, without = _run(tmp_path, REFERENCE_WITHOUT_POSITIONS, *CHOSEN)
    assert {sid: record["outcome"] for sid, record in without.items()} == dict.fromkeys(CHOSEN, "pass")
    assert not any("from_position" in record for record in without.values())  # never sent a position


def test_a_later_judged_move_is_played_from_the_engine_s_own_state_where_it_stands_elsewhere(tmp_path: Path) -> None:
    # The engine carries a tie's points once where it declares them carried doubled. The first Then step checks
    # only that the hand is tied; the engine then stands elsewhere (its result carries 3, the story's 6), so
    # the next hand is played on from its own state, and the points it scores show the fault.
    status, records = _run(tmp_path, "py:position_engines:block_three_carries_ties_once_with_positions",
                           "end-carry-doubled-block-3p-001#1")
    record = records["end-carry-doubled-block-3p-001#1"]
    assert record["outcome"] == "fail" and "the hand should score 16; the engine scores 13" in record["message"]
    assert "again" not in record["from_position"]  # the first judged move only, from a position
    assert status == exit_codes.FAILURES


#: A match of 22 hands, its scores checked after each: a side reaching the target in the middle of the last hand
#: plays it out (``match.checked-after-hand``: the last Then steps).
HANDS_TO_THE_TARGET = "seat-all-fives-2-out-nothing-match-checked-after-hand-001"


def test_after_a_failed_judged_step_each_later_one_is_judged_from_the_rules_position(scenarios) -> None:
    # The engine scores a hand's going out where the game scores none: the scores after the first hand fail
    # on score.out.nothing. The engine is then set to the rules' position before each later hand's last move:
    # each hand that goes out fails on that clause again (the engine's own fault, not the first one's
    # consequence: its scores there are the rules' plus that hand's pips), and the last hand's checks, that
    # the match goes on past the target until the hand ends, are judged and pass.
    holder = EngineHolder("py:position_engines:all_fives_two_going_out_scores_pips_with_positions")
    try:
        scenario = scenarios[HANDS_TO_THE_TARGET]
        [decision] = decide_all(Declaration.from_capabilities(holder.get().capabilities), [scenario])
        record = run_scenario(scenario, holder, decision).to_dict()
    finally:
        holder.close()
    assert schema(REPORT_SCHEMA + "#/$defs/scenario").first_error(record) is None
    assert record["outcome"] == "fail" and record["step"]["line"] == 81
    assert record["message"] == "the scores should be 0 and 5; the engine has [2, 5]"
    assert record["charges"] == {"match.checked-after-hand": "pass", "score.out.nothing": "fail"}
    assert "not_reached" not in record
    later = record["later_failures"]
    assert len(later) == 21 and {failure["step"]["clause"] for failure in later} == {"score.out.nothing"}
    assert later[0] == {"step": {"kind": "then", "line": 89, "text": "the scores are 5 and 10",
                                 "clause": "score.out.nothing"},
                        "message": "the scores should be 5 and 10; the engine has [5, 20]", "expected": "5 and 10",
                        "actual": "[5, 20]"}
    [finding] = findings_of([record], [], None)  # one fault, named once, in its first failure's words
    assert finding.clause == "score.out.nothing" and finding.first.expected == "0 and 5"


def _nothing_won_for_nothing(scenario: features.Scenario) -> dict[str, Any]:
    holder = EngineHolder("py:position_engines:nothing_won_for_nothing")
    try:
        [decision] = decide_all(Declaration.from_capabilities(holder.get().capabilities), [scenario])
        return run_scenario(scenario, holder, decision).to_dict()
    finally:
        holder.close()


def test_a_step_from_a_position_is_charged_to_what_the_engine_got_wrong_since_it(scenarios) -> None:
    # The engine gives a hand gone out for no points to nobody, so its next leader is the one after the last.
    # The scenario's judged step is the next hand's leader; the hand was played on the engine from the position
    # set before its last moves: the fault lies there (who won the hand), not in the next-hand lead rule.
    record = _nothing_won_for_nothing(scenarios["end-outblock-003"])
    assert record["outcome"] == "fail" and "from_position" in record
    assert record["charges"] == {"end.going-out": "fail"}, record
    assert "the engine left the rules earlier in the story, after seat 1's play: its result" in record["message"]


def test_a_hand_gone_out_on_the_blocking_tile_and_won_by_nobody_breaks_going_out_not_its_precedence(
        scenarios) -> None:
    # The scenario cites going out on the blocking tile; the engine ends the hand as going out (that rule kept)
    # and gives it to nobody: who wins a hand gone out is going out's own rule. The Then step after it, judged
    # on the same answers, finds the hand's 0 points kept.
    record = _nothing_won_for_nothing(scenarios["end-outblock-002"])
    assert record["charges"] == {"end.going-out-precedes-block": "pass", "end.going-out": "fail",
                                 "score.out.opponents-only": "pass"}, record


@pytest.mark.parametrize(("engine", "declined"), [
    ("py:position_engines:refuses_every_position", "the engine refused the position before 'And seat 1 tries to "
                                                   "play 4-6' (hand 1, ply 1, seat 1 to act): this engine is dealt "
                                                   "to, never set"),
    ("py:position_engines:wrong_seat_to_act", "otherwise than given: turn: the position gives 1; the engine's "
                                              "observation says 0"),
])
def test_a_position_the_engine_declines_sends_the_scenario_back_to_its_story(tmp_path: Path, engine: str,
                                                                             declined: str) -> None:
    status, records = _run(tmp_path, engine, "move-no-such-end-001#1")
    record = records["move-no-such-end-001#1"]
    assert record["outcome"] == "pass" and "from_position" not in record
    assert declined in record["position_declined"]
    assert status == exit_codes.OK


# -- smoke ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("engine", "field"), [
    ("wrong_seat_to_act", "turn: the position gives 1; the engine's observation says 0"),
    ("drops_the_boneyard", "boneyard (the observation's boneyard_size): the position gives 14; the engine's "
                           "observation says 0"),
])
def test_smoke_names_the_field_an_engine_takes_wrongly(capsys: pytest.CaptureFixture[str], engine: str,
                                                       field: str) -> None:
    status = main(["smoke", "--engine", f"py:position_engines:{engine}"])
    out = capsys.readouterr().out
    assert status == exit_codes.ENGINE_FAULT
    assert f"FAIL  take positions: the position mid-hand: the engine took it otherwise than given: {field}" in out


def test_smoke_sets_a_few_positions_of_an_engine_that_declares_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["smoke", "--engine", "reference", "--profile", "all-fives"]) == exit_codes.OK
    assert ("ok    take positions: took mid-hand, a seat to act that cannot play, mid-hand near the match's end"
            in capsys.readouterr().out)
    assert main(["smoke", "--engine", REFERENCE_WITHOUT_POSITIONS]) == exit_codes.OK
    assert "ok    take positions: not declared (capabilities.positions)" in capsys.readouterr().out


# -- the pytest plugin -----------------------------------------------------------------------------------


class _PluginRecords:
    def __init__(self) -> None:
        self.records: dict[str, dict[str, Any]] = {}

    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[plugin.RECORD_LISTENERS] = [self.record]

    def record(self, record: ScenarioRecord) -> None:
        self.records[record.id] = record.to_dict()


@pytest.mark.parametrize("engine", ["py:position_engines:block_three_carries_ties_once_with_positions",
                                    "py:position_engines:refuses_every_position"])
def test_the_pytest_plugin_plays_from_positions_as_run_does(tmp_path: Path, engine: str) -> None:
    module = str(importlib.util.find_spec("conformance.scenarios").origin)
    by_pytest = _PluginRecords()
    pytest.main([module, "-p", "no:cacheprovider", "-p", "no:terminal", "--domino-engine", engine,
                 "-k", "test_block_3_players_under_scoreblocked_tie or test_after_the_lead_a_play_of_the_46",
                 "-c", str(Path(module).with_name("run.ini")),
                 "-o", "python_files=*.py"], plugins=[by_pytest])
    played = {sid: record for sid, record in by_pytest.records.items() if record["outcome"] != "not_applicable"}
    assert played
    _, by_run = _run(tmp_path, engine, *played)
    keys = ("outcome", "message", "blame", "from_position", "position_declined")
    assert {sid: {key: record.get(key) for key in keys} for sid, record in played.items()} == {
        sid: {key: by_run[sid].get(key) for key in keys} for sid in played}
    assert any(record.get("from_position") or record.get("position_declined") for record in played.values())
