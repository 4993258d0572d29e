"""A scenario judges its own clause despite another rule's fault (#30 item 4).

A set-up step that breaks on another rule fails that rule, not the engine as a program: the scenario
is played again re-seated when the engine's leader is the fault (seats rotated) or its direction of
play (seats mirrored), and is otherwise "not judged: blocked by <clause>", exercising nothing. A crash
in a set-up step stays an error.
"""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from typing import Any, Mapping

import pytest

from cascading_engines import seat_zero_leads_winner_takes_all
from conformance import exit_codes
from conformance.cli import main
import conformance.rulebook.index as rulebook
import conformance.suite.plugin as plugin
from conformance.reports.junit import render_junit
from conformance.reports.matrix import build_matrix, render_html
from conformance.reports.run_report import clause_charges, rulebook_identity
from conformance.suite import features
from conformance.suite.applicability import Decision
from conformance.rulebook.declared_games import Declaration
from conformance.suite.runner import FAIL, EngineHolder, Played, ScenarioRecord, play_reseated, run_suite, set_up_error
from conformance.suite.reseating import MIRRORED, ROTATED, SeatMap
from conformance.suite.scenario_game import UNOBSERVED, Game, ScenarioFailure
from conformance.suite.steps import then_refused, then_to_act, then_unchanged, when_attempt
from conformance.engines.under_test import open_engine
from conformance.suite.sweep import OneGameEngine
from reference_impl.engine import Match
from reference_impl.moves import PLAY, IllegalMove, Move, Reason, move_key
from reference_impl.ruleset import Ruleset

FIRST_LEAD = "lead.first-hand.highest-double-else-heaviest"
NEXT_LEAD = "lead.next-hand.winner"


def _run(tmp_path: Path, engine: str, *ids: str) -> tuple[int, dict[str, Any]]:
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", engine, "--report", str(report_path), "-q", "--replay",
                   "--no-cache", *[part for scenario_id in ids for part in ("--id", scenario_id)]])
    return status, json.loads(report_path.read_text(encoding="utf-8"))


def _matrix_page(report: Mapping[str, Any]) -> str:
    """The matrix page of one report; every link to a scenario's details lands on them."""
    page = render_html(build_matrix([report], ["mine.json"], rulebook.load(), rulebook_identity()["digest"]))
    ids = set(re.findall(r'id="([^"]+)"', page))
    assert {target for target in re.findall(r'href="#([^"]+)"', page)} <= ids
    return page


def _records(report: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    return {record["id"]: record for record in report["scenarios"]}


def test_a_scenario_blocked_by_a_wrong_first_leader_is_played_again_re_seated_and_judged_on_its_own_clause(
        tmp_path: Path) -> None:
    # The engine lets seat 0 lead; the story has seat 1 lead. Re-seated, the engine's seat 0 holds seat 1's hand.
    out_scored = "score-out-nothing-block-2p-001#2"  # a clause the engine satisfies
    blocked_scored = "score-blocked-002#1"  # a clause it breaks too (a blocked hand winner-takes-all)
    status, report = _run(tmp_path, "py:cascading_engines:seat_zero_leads_winner_takes_all", out_scored, blocked_scored)
    records = _records(report)
    assert records[out_scored]["outcome"] == "pass"
    assert records[out_scored]["blocked_by"] == FIRST_LEAD
    assert "re-seated: every seat rotated by 1" in records[out_scored]["reseated"]
    assert records[blocked_scored]["outcome"] == "fail"
    assert "the hand should score 12; the engine scores 14" in records[blocked_scored]["message"]
    clauses = report["clauses"]
    assert clauses[FIRST_LEAD]["verdict"] == "fail"  # the lead is failed, by both
    assert clauses[FIRST_LEAD]["scenarios"] == {out_scored: "fail", blocked_scored: "fail"}
    assert clauses["score.out.opponents-only"]["verdict"] == "pass"
    assert clauses["score.blocked.diff-each"]["verdict"] == "fail"
    assert report["summary"]["errors"] == 0 and status == exit_codes.FAILURES
    assert "re-seated: every seat rotated by 1" in _matrix_page(report)  # in the details the lead's cell links to


def test_a_scenario_blocked_by_the_direction_of_play_is_played_again_mirrored_and_judged_on_its_own_clause(
        tmp_path: Path) -> None:
    # The engine plays clockwise in a game played counter-clockwise (partnership, 4 players). Mirrored about the
    # leader, the engine's next seat holds the hand of the story's next seat, and partners stay partners.
    partners_scores = "score-side-001"  # moves sent one by one, the engine's seat to act observed before each
    going_out = "end-out-003"  # a table of moves sent at once: the engine's seat to act not observed
    next_leader = "lead-blocker-partnership-4p-001#2"  # a second hand, led by the seat after the first leader
    direction = "turn-direction-005"  # the direction itself
    status, report = _run(tmp_path, "py:faulty_engines:partnership_clockwise", partners_scores, going_out,
                          next_leader, direction)
    records = _records(report)
    for scenario in (partners_scores, going_out, next_leader):
        assert records[scenario]["outcome"] == "pass", records[scenario]["message"]
        assert records[scenario]["blocked_by"] == "turn.direction.ccw"
        assert "re-seated: seats mirrored (story seat s is engine seat" in records[scenario]["reseated"]
    assert "(story seat s is engine seat (2 - s) mod 4)" in records[partners_scores]["reseated"]  # seat 3 leads
    assert records[direction]["outcome"] == "fail" and "reseated" not in records[direction]
    assert "expected seat 3 to act, but the engine says seat 1" in records[direction]["message"]
    clauses = report["clauses"]
    assert clauses["turn.direction.ccw"]["verdict"] == "fail"
    assert clauses["turn.direction.ccw"]["scenarios"] == {direction: "fail", partners_scores: "fail",
                                                          going_out: "fail", next_leader: "fail"}
    assert {clauses[clause]["verdict"] for clause in ("score.side", "end.going-out.partnership",
                                                      "lead.next-hand.rotate")} == {"pass"}
    assert report["summary"]["not_judged"] == 0 and status == exit_codes.FAILURES


def _partnership_game(*moves: tuple[int, str], engine: str = "reference") -> Game:
    """A partnership game on ``engine``, dealt the set in order (seat 3 holds 6-6 and leads), after ``moves``."""
    game = Game(open_engine(engine))
    game.set_rules("partnership", 4)
    tiles = ["0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1", "1-2", "1-3", "1-4", "1-5", "1-6", "2-2",
             "2-3", "2-4", "2-5", "2-6", "3-3", "3-4", "3-5", "3-6", "4-4", "4-5", "4-6", "5-5", "5-6", "6-6"]
    game.deal([tiles[seat * 7:seat * 7 + 7] for seat in range(4)], [], None)
    for seat, move in moves:
        game.play(seat, Move.parse(move).to_dict())
    return game


def test_a_mirror_is_offered_only_where_it_keeps_the_moves_made_and_brings_this_one_to_its_seat() -> None:
    led = _partnership_game((3, "6-6"))
    # The story gives seat 2 the next move; an engine playing the other way round has seat 0 to act.
    assert led.reseating(2, 0) == SeatMap(4, 2, MIRRORED)  # story seat s is engine seat 2 - s: seat 3 stays
    assert led.reseating(2, UNOBSERVED) == SeatMap(4, 2, MIRRORED)  # not observed: playing under it shows
    assert led.reseating(2, 1) is None  # no mirror about the leader brings seat 2 to seat 1
    assert led.reseating(2, 7) is None and led.reseating(2, None) is None  # no seat of the match
    assert _partnership_game((3, "6-6"), (2, "2-6 on the left")).reseating(1, 3) is None  # seat 2 would move
    assert _partnership_game().reseating(3, 0) == SeatMap(4, 1)  # the lead: the rotation bringing seat 3 to 0
    assert _partnership_game().reseating(3, UNOBSERVED) is None  # a rotation needs the engine's leader
    reseated = Game(open_engine("reference"), seat_map=SeatMap(4, 1))
    reseated.set_rules("partnership", 4)
    assert reseated.reseating(3, 0) is None  # re-seated once already
    last_seat = _partnership_game((3, "6-6"))
    last_seat.override("match.level_at_target", "last_seat")
    assert last_seat.reseating(2, 0) is None  # a rule that reads seat numbers


def test_a_move_tried_by_the_story_s_seat_to_act_is_re_seated_past_a_wrong_direction_and_judged_on_its_clause(
        tmp_path: Path) -> None:
    # After the lead the clockwise engine has another seat to act than the story, and would refuse the move the
    # story's seat to act tries as out of turn, whatever refusal the scenario is about.
    partners_tile = "games-partner-003"  # seat 2 tries its partner's 3-6: tile_not_in_hand
    held_pass = "move-forced-held-004#1"  # seat 3 tries to pass holding a tile that fits: must_play
    status, report = _run(tmp_path, "py:faulty_engines:partnership_clockwise", partners_tile, held_pass)
    records = _records(report)
    for scenario in (partners_tile, held_pass):
        assert records[scenario]["outcome"] == "pass", records[scenario]["message"]
        assert records[scenario]["blocked_by"] == "turn.direction.ccw"
        assert "re-seated: seats mirrored" in records[scenario]["reseated"]
    assert ("first played: not judged: blocked by turn.direction.ccw: set-up step at line 29 (When seat 2 tries to play 3-6 on "
            "the left) failed on turn.direction.ccw: seat 2 should be to act, for the move 3-6 on the left; the "
            "engine says seat 0") in records[partners_tile]["reseated"]
    clauses = report["clauses"]
    assert {clauses[clause]["verdict"] for clause in ("game.partnership.no-exchange", "move.refusal.tile-not-in-hand",
                                                      "move.refusal.must-play", "move.refusal.unchanged")} == {"pass"}
    assert clauses["turn.direction.ccw"]["scenarios"] == {partners_tile: "fail", held_pass: "fail"}
    assert status == exit_codes.FAILURES


def test_a_move_the_story_itself_tries_out_of_turn_is_sent_and_judged_on_either_engine() -> None:
    clockwise = "py:faulty_engines:partnership_clockwise"
    for engine in ("reference", clockwise):
        # Seat 3 led: the story has seat 2 to act, the clockwise engine seat 0; seat 1 is to act in neither order.
        game = _partnership_game((3, "6-6"), engine=engine)
        when_attempt(game, "1", "play 1-6 on the left")
        then_refused(game, "not_your_turn")
        then_unchanged(game)
    when_attempt(reference := _partnership_game((3, "6-6")), "2", "pass")  # seat 2 holds 2-6, which fits
    then_refused(reference, "must_play")
    blocked = _partnership_game((3, "6-6"), engine=clockwise)
    with pytest.raises(ScenarioFailure, match="seat 2 should be to act, for the move pass; the engine says seat 0"
                       ) as raised:
        when_attempt(blocked, "2", "pass")
    assert raised.value.clause == "turn.direction.ccw"
    assert raised.value.reseat == SeatMap(4, 2, MIRRORED)  # the mirror about seat 3 that brings seat 2 to seat 0
    assert blocked.last_attempt is None and blocked.state()["ply"] == 1  # the move was not sent


def test_a_scenario_citing_the_direction_beside_another_rule_is_re_seated_and_judged_on_that_rule(
        tmp_path: Path) -> None:
    # The engine rotates the lead to the next seat in its own order of play, and plays the other way round:
    # the scenario fails the direction, which it cites, and is judged re-seated on the rotation.
    next_leader = "match-nextlead-004"  # cites lead.next-hand.rotate and turn.direction.ccw
    status, report = _run(tmp_path, "py:faulty_engines:partnership_clockwise", next_leader)
    record = _records(report)[next_leader]
    assert record["outcome"] == "pass", record["message"]
    assert record["blocked_by"] == "turn.direction.ccw" and "re-seated: seats mirrored" in record["reseated"]
    assert "first played: set-up step" in record["reseated"] and "failed on turn.direction.ccw" in record["reseated"]
    clauses = report["clauses"]
    assert clauses["lead.next-hand.rotate"]["scenarios"] == {next_leader: "pass"}
    assert clauses["turn.direction.ccw"]["scenarios"] == {next_leader: "fail"}  # failed, not passed re-seated
    assert status == exit_codes.FAILURES


def test_another_seat_to_act_in_a_then_step_is_charged_to_the_rule_that_says_whose_turn_it_is() -> None:
    clockwise = _partnership_game((3, "6-6"), engine="py:faulty_engines:partnership_clockwise")
    with pytest.raises(ScenarioFailure, match="expected seat 2 to act, but the engine says seat 0") as after_a_play:
        then_to_act(clockwise, "2")
    assert after_a_play.value.clause == "turn.direction.ccw"  # as the referee charges it, not turn.order
    seat_zero = _partnership_game(engine="py:faulty_engines:seat_zero_leads")
    with pytest.raises(ScenarioFailure, match="expected seat 3 to act, but the engine says seat 0") as at_the_lead:
        then_to_act(seat_zero, "3")
    # Before the hand's first move, the rule that chose its leader (the scenario's own point, where it cites it).
    assert at_the_lead.value.clause == "lead.first-hand.top-double"


def test_a_set_up_step_broken_on_a_rule_the_scenario_checks_fails_that_rule_alone() -> None:
    direction, rotation = "turn.direction.ccw", "lead.next-hand.rotate"
    mirror = SeatMap(4, 2, MIRRORED)
    broken = ScenarioFailure("seat 2 should be to act", direction, reseat=mirror)
    outcome, message, blame = set_up_error(FAIL, str(broken), broken, "when", "seat 3 leads 6-6", None,
                                           [rotation, direction])
    assert (outcome, blame) == (FAIL, direction) and "failed on turn.direction.ccw" in message
    assert clause_charges({"outcome": outcome, "clauses": [rotation, direction], "blame": blame}) == [
        (direction, "fail")]  # the rotation was not reached
    # Where the scenario checks that rule alone, its failure is the verdict: it is not played again.
    first = Played(outcome, message, "", blame, broken)
    scenario = next(scenario for scenario in features.load() if scenario.id == "turn-direction-005")
    assert play_reseated(first, scenario, EngineHolder("reference"), Decision(True), [direction]) == (first, {})


def test_a_scenario_blocked_where_re_seating_cannot_help_is_not_judged_and_exercises_nothing(tmp_path: Path) -> None:
    # Seat 0 leads every later hand: the second hand's lead breaks lead.next-hand.winner, and rotating
    # the seats, which fixed the first hand's leader, cannot move a later one.
    scenario = "seat-all-fives-2-match-checked-after-hand-001"
    status, report = _run(tmp_path, "py:cascading_engines:later_hands_seat_zero_target_passed", scenario)
    record = _records(report)[scenario]
    assert record["outcome"] == "not_judged"
    assert record["message"].startswith(f"not judged: blocked by {NEXT_LEAD}: set-up step")
    assert record["blame"] == NEXT_LEAD and "reseated" not in record
    assert report["clauses"][NEXT_LEAD]["verdict"] == "fail"
    own = report["clauses"]["match.checked-after-hand"]  # its own clause: cited, applicable, never reached
    assert (own["verdict"], own["scenarios"]) == ("not_judged", {scenario: "not_judged"})
    assert "match.checked-after-hand" in report["coverage"]["missing"]
    assert report["summary"]["not_judged"] == 1 and report["summary"]["errors"] == 0
    assert status == exit_codes.FAILURES
    junit = render_junit(report)
    assert f'<skipped message="not judged: blocked by {NEXT_LEAD}: set-up step' in junit
    page = _matrix_page(report)
    assert "not judged" in page and f"not judged: blocked by {NEXT_LEAD}" in page


def test_a_scenario_that_reads_a_seat_s_view_does_not_apply_to_an_engine_without_views_whatever_blocks_it(
        tmp_path: Path) -> None:
    # Its story draws on the way, and the engine's draws take the boneyard's last tile first: were it played, its
    # set-up would break on draw.order and it would count as not judged, though it can never apply.
    scenario = "deal-concealed-003"
    _, report = _run(tmp_path, "py:faulty_engines:draw_two_draws_from_the_end", scenario)
    record = _records(report)[scenario]
    assert record["outcome"] == "not_applicable", record
    assert record["message"] == "the engine does not offer seat views (capabilities.views)"
    assert report["summary"]["not_judged"] == 0


class _PluginRecords:
    """What the pytest plugin records of each scenario, and how pytest itself reported it."""

    def __init__(self) -> None:
        self.records: dict[str, dict[str, Any]] = {}
        self.reports: dict[str, pytest.TestReport] = {}
        self.last = ""  # the scenario recorded last: the plugin records a scenario just before pytest reports it

    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[plugin.RECORD_LISTENERS] = [self.record]

    def record(self, record: ScenarioRecord) -> None:
        self.records[record.id], self.last = record.to_dict(), record.id

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call":
            self.reports[self.last] = report


@pytest.mark.parametrize(("engine", "names", "judged"), [
    # Blocked by the first leader: a clause the engine plays right, and one it breaks.
    ("py:cascading_engines:seat_zero_leads_winner_takes_all",
     "two_players_2_pips_against_14 or block_2_players_under_scoreout", {"pass", "fail"}),
    # Blocked by the direction: a move tried by the story's seat to act, and a scenario citing the direction.
    ("py:faulty_engines:partnership_clockwise", "tile_from_the_partners_hand or lead_passes_to_the_right", {"pass"}),
    # Not re-seated: a tie given to seat 0 fails the tie rule alone, where the scenario cites five clauses.
    ("py:precision_zoo:blocked_tie_to_seat_zero", "the_lightest_hands_tie_at_5_pips", set()),
])
def test_the_pytest_plugin_re_seats_a_blocked_scenario_as_run_does(tmp_path: Path, engine: str, names: str,
                                                                  judged: set[str]) -> None:
    """And charges each clause as ``run`` does: the same charges, clauses not reached, failing step and
    expected and actual on every record."""
    module = str(importlib.util.find_spec("conformance.scenarios").origin)
    by_pytest = _PluginRecords()
    pytest.main([module, "-p", "no:cacheprovider", "-p", "no:terminal", "--domino-engine", engine, "-k", names,
                 "-c", str(Path(module).with_name("run.ini")), "-o", "python_files=*.py"], plugins=[by_pytest])
    played = {sid: record for sid, record in by_pytest.records.items() if record["outcome"] != "not_applicable"}
    _, report = _run(tmp_path, engine, *played)
    by_run = _records(report)
    keys = ("outcome", "message", "blame", "breaks", "blocked_by", "reseated", "charges", "not_reached", "step",
            "expected", "actual")
    assert {sid: {key: record.get(key) for key in keys} for sid, record in played.items()} == {
        sid: {key: by_run[sid].get(key) for key in keys} for sid in played}
    assert all("charges" in record for record in played.values())
    reseated = {sid: record["outcome"] for sid, record in played.items() if record.get("reseated")}
    assert set(reseated.values()) == judged
    for sid, outcome in reseated.items():  # pytest says what the re-seated playing found, and how it played it
        assert by_pytest.reports[sid].outcome == ("passed" if outcome == "pass" else "failed")
        assert ("domino re-seated", played[sid]["reseated"]) in by_pytest.reports[sid].sections


class _CrashesOnADeal(seat_zero_leads_winner_takes_all):  # type: ignore[misc, valid-type]
    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "deal":
            raise RuntimeError("the engine fell over")
        return super().handle(request)


def crashes_on_a_deal() -> _CrashesOnADeal:
    return _CrashesOnADeal()


def test_a_crash_in_a_set_up_step_is_still_an_error(tmp_path: Path) -> None:
    scenario = "score-out-nothing-block-2p-001#2"
    status, report = _run(tmp_path, "py:test_not_judged:crashes_on_a_deal", scenario)
    record = _records(report)[scenario]
    assert record["outcome"] == "error" and "the engine fell over" in record["message"]
    assert "blame" not in record and "reseated" not in record
    assert status == exit_codes.ERRORS


def test_a_rotation_maps_a_team_game_s_seats_sides_and_scores_to_the_story_s() -> None:
    rotation = SeatMap(4).bringing(story_seat=3, engine_seat=0)  # story seat s is engine seat s+1
    deal = rotation.request({"cmd": "deal", "hands": [["a"], ["b"], ["c"], ["d"]], "boneyard": []})
    assert deal["hands"] == [["d"], ["a"], ["b"], ["c"]]
    assert rotation.request({"cmd": "apply", "seat": 3, "move": {}})["seat"] == 0
    state = rotation.state({"turn": 0, "hands": [["d"], ["a"], ["b"], ["c"]], "sides": [[0, 2], [1, 3]],
                            "scores": [10, 20], "result": {"winner": 1, "side": 1, "pips": [4, 0, 2, 3]}})
    # The engine's side [0, 2] is the story's seats 3 and 1: the story's second side, its score with it.
    assert state["turn"] == 3 and state["hands"] == [["a"], ["b"], ["c"], ["d"]]
    assert state["sides"] == [[0, 2], [1, 3]] and state["scores"] == [20, 10]
    assert state["result"] == {"winner": 0, "side": 0, "pips": [0, 2, 3, 4]}


def test_a_mirror_maps_a_team_game_s_seats_sides_and_scores_to_the_story_s() -> None:
    mirror = SeatMap(4).mirrored_about(1)  # story seat s is engine seat 2 - s: seats 1 and 3 stay, 0 and 2 swap
    assert [mirror.to_engine(seat) for seat in range(4)] == [2, 1, 0, 3]
    deal = mirror.request({"cmd": "deal", "hands": [["a"], ["b"], ["c"], ["d"]], "boneyard": [],
                           "lots": ["w", "x", "y", "z"]})
    assert deal["hands"] == [["c"], ["b"], ["a"], ["d"]] and deal["lots"] == ["y", "x", "w", "z"]
    assert mirror.request({"cmd": "observe", "seat": 0})["seat"] == 2
    assert mirror.reply({"cmd": "legal_moves"}, {"turn": 0, "moves": []})["turn"] == 2
    state = mirror.state({"turn": 2, "leader": 1, "hands": [["c"], ["b"], ["a"], ["d"]], "hand_sizes": [1, 1, 1, 0],
                          "sides": [[1, 3], [0, 2]], "scores": [10, 20],
                          "result": {"winner": 0, "side": 1, "pips": [4, 0, 2, 3]},
                          "match_result": {"winners": [1], "scores": [10, 20], "hands": 1}})
    assert state["turn"] == 0 and state["leader"] == 1 and state["hands"] == [["a"], ["b"], ["c"], ["d"]]
    assert state["hand_sizes"] == [1, 1, 1, 0]
    # The engine's side [0, 2] is the story's seats 2 and 0, its first side: sides and scores in the story's order.
    assert state["sides"] == [[0, 2], [1, 3]] and state["scores"] == [20, 10]
    assert state["result"] == {"winner": 2, "side": 0, "pips": [2, 0, 4, 3]}
    assert state["match_result"] == {"winners": [0], "scores": [20, 10], "hands": 1}


def test_seat_maps_are_rotations_and_mirrors_each_undone_by_its_inverse_keeping_partners() -> None:
    for players in range(1, 7):
        for shift in range(players):
            for sign in (ROTATED, MIRRORED):
                seat_map = SeatMap(players, shift, sign)
                engine_seats = [seat_map.to_engine(seat) for seat in range(players)]
                assert sorted(engine_seats) == list(range(players))  # one engine seat for each story seat
                assert [seat_map.to_story(seat) for seat in engine_seats] == list(range(players))
                assert seat_map.by_story_seat(seat_map.by_engine_seat(list("abcdef"[:players]))) == list(
                    "abcdef"[:players])
                if players % 2 == 0:  # partners sit opposite, and stay so
                    half = players // 2
                    assert all((seat_map.to_engine(seat + half) - seat_map.to_engine(seat)) % players == half
                               for seat in range(half))
    mirror = SeatMap(4, 2, MIRRORED)
    assert [mirror.to_engine(seat) for seat in (0, 1, 2, 3)] == [2, 1, 0, 3]
    # Story order of play 1, 0, 3, 2 (counter-clockwise) is the engine's 1, 2, 3, 0 (clockwise).
    assert [mirror.to_engine(seat) for seat in (1, 0, 3, 2)] == [1, 2, 3, 0]
    assert SeatMap(2, 1, MIRRORED) == SeatMap(2, 1, ROTATED)  # two seats mirrored are two seats rotated
    assert SeatMap(4).mirrored_about(0).mirrored_about(0).is_identity
    assert mirror.to_engine(4) == 4 and mirror.to_engine(True) is True  # no seat of the match: sent as it is
    assert "seats mirrored (story seat s is engine seat (2 - s) mod 4)" in SeatMap(4).mirrored_about(1).describe()
    assert "every seat rotated by 3 (story seat s is engine seat (s + 3) mod 4)" in SeatMap(4, 3).describe()


def test_a_seat_map_is_offered_only_where_the_rules_keep_under_it() -> None:
    teams = {"teams": [[0, 2], [1, 3]]}
    assert SeatMap(4, 1).keeps(teams) and SeatMap(4, 1, MIRRORED).keeps(teams)
    assert not SeatMap(4, 1).keeps({"teams": [[0, 1], [2, 3]]})  # neighbours as partners: rotating splits them
    assert SeatMap(4, 1).keeps({"teams": None}) and not SeatMap(4, 1).keeps({"teams": "[[0, 2]]"})
    assert not SeatMap(4, 1).keeps({"teams": [[[0], 2]], "lead": "seat_order"})  # unreadable: not shown kept
    # A rule that reads seat numbers (the seat first from seat 0, the highest seat) holds only unmapped.
    assert not SeatMap(3, 1).keeps({"lead": {"tie_break": "seat_order"}})
    assert not SeatMap(3, 0, MIRRORED).keeps({"match": {"level_at_target": "last_seat"}})
    assert SeatMap(3).keeps({"match": {"level_at_target": "last_seat"}})


# -- a set-up tile the engine plays on the mirror-image end -------------------------------------------------


class _RefusesTheFirstOfMirrorEnds(Match):
    """Plays a tile on ``right`` (or ``down``) where the two ends of the pair are mirror images, listing it
    there only and refusing ``left`` (or ``up``): one move, as IMPLEMENTING.md lets an engine treat it."""

    def _mirrored(self, move: Move) -> bool:
        return (move.kind == PLAY and move.end in ("left", "up") and self.line.size > 0
                and move_key(move.to_dict(), self.observe()["ends"])
                == move_key({**move.to_dict(), "end": {"left": "right", "up": "down"}[move.end]}, self.observe()["ends"]))

    def refusal(self, move: Move, seat: int | None = None) -> IllegalMove | None:
        refused = super().refusal(move, seat)
        if refused is None and self._mirrored(move):
            return IllegalMove(Reason.NO_SUCH_END, f"{move.end}: this engine plays that tile on the other end")
        return refused

    def legal_moves(self) -> list[Any]:
        return [move for move in super().legal_moves() if not self._mirrored(move)]


class _MirrorEndsEngine(OneGameEngine):
    def match_for(self, rules: Ruleset, players: int) -> Match:
        return _RefusesTheFirstOfMirrorEnds(rules, players)


def partnership_right_of_mirror_ends() -> OneGameEngine:
    return _MirrorEndsEngine({"profile": "partnership", "players": [4]}, name="right of mirror ends")


def test_a_set_up_tile_the_engine_takes_on_the_mirror_image_end_is_played_there_and_the_scenario_judged() -> None:
    # Each story plays a tile on the left of a double lead (or of two ends showing 4): the engine takes it on
    # the right, and the story goes on with that pair of ends named the other way round.
    ids = ["seat-partnership-4-line-play-orientation-001",  # "6-6, 3-6 on the left", then an expectation of ends
           "seat-partnership-4-match-checked-after-hand-001",  # a long list of moves sent at once
           "end-out-003",  # a table of moves
           "games-partner-004"]  # one move alone
    holder = EngineHolder("py:test_not_judged:partnership_right_of_mirror_ends")
    wanted = [scenario for scenario in features.load() if scenario.id in ids]
    try:
        records = run_suite(wanted, holder, Declaration.from_capabilities(holder.get().capabilities))
    finally:
        holder.close()
    assert {record.id: (record.outcome, record.message) for record in records} == dict.fromkeys(ids, ("pass", ""))
