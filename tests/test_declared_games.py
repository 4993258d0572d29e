"""Engines that declare the game they play: applicability, coverage, verdicts and the contract both ways."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from conformance import exit_codes
import conformance.suite.features as suite
from conformance.suite.applicability import ApplicabilityJudge, written_rules
from conformance.cli import main
from conformance.suite.coverage import clauses_holding
from conformance.engines.under_test import Engine
from conformance.rulebook.declared_games import Declaration, DeclarationError, read_games
from conformance.rulebook.index import condition_holds
from conformance.suite.runner import NOT_JUDGED, EngineHolder, run_suite
from conformance.suite.sweep import OneGameEngine, Substitution
from conformance.engines.transport import InProcessTransport
from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.moves import PLAY, Move
from reference_impl.ruleset import Ruleset

ROOT = Path(__file__).resolve().parents[1]
NODE = f"exec:node {ROOT / 'examples' / 'node-engine' / 'engine.js'}"


def _run(tmp_path: Path, *args: str) -> tuple[int, dict]:
    report = tmp_path / "report.json"
    status = main(["run", "-q", "--no-progress", "--replay", "--report", str(report), *args])
    return status, json.loads(report.read_text(encoding="utf-8")) if report.exists() else {}


# -- reading a declaration ---------------------------------------------------------------------


def test_a_declared_profile_with_a_difference_is_its_variant() -> None:
    (game,) = read_games({"games": [{"profile": "partnership", "players": [4],
                                     "differences": {"score.blocked": "winner_takes_all"}}]})
    assert game.base == "partnership" and game.players == (4,)
    assert game.differences == {"score.blocked": "winner_takes_all"}
    assert game.ruleset["score"]["blocked"] == "winner_takes_all"
    assert game.label == "partnership at 4 players, except score.blocked = winner_takes_all"


def test_a_difference_that_restates_the_profile_is_no_variant() -> None:
    (game,) = read_games({"games": [{"profile": "block", "players": [2], "differences": {"draw.mode": "none"}}]})
    assert game.differences == {}


def test_a_single_number_that_differs_at_any_declared_count_is_the_variant_in_every_label() -> None:
    # Draw deals 7 tiles and plays to 100 at two players, 5 and 61 at three or four.
    (game,) = read_games({"games": [{"profile": "draw", "players": [2, 3, 4],
                                     "differences": {"deal.hand_size": 7, "match.target": 100}}]})
    assert game.differences == {"deal.hand_size": 7, "match.target": 100}
    assert game.label == "draw at 2, 3, 4 players, except deal.hand_size = 7; match.target = 100"
    assert game.to_dict()["variant"] == ["deal.hand_size = 7", "match.target = 100"]
    assert game.ruleset["match"]["target"] == {"2": 100, "3": 100, "4": 100}


def test_a_value_by_count_that_restates_the_profile_at_every_declared_count_is_no_variant() -> None:
    (game,) = read_games({"games": [{"profile": "draw", "players": [3, 4],
                                     "differences": {"match.target": 61, "deal.hand_size": {"3": 5, "4": 5}}}]})
    assert game.differences == {}


def test_a_value_by_count_need_name_only_the_counts_declared() -> None:
    (game,) = read_games({"games": [{"profile": "draw", "players": [2], "differences": {"match.target": {"2": 50}}}]})
    assert game.label == 'draw at 2 players, except match.target = {"2": 50}'
    assert game.ruleset["match"]["target"] == {"2": 50, "3": 61, "4": 61}  # the counts not played keep the profile's
    with pytest.raises(DeclarationError, match=r"capabilities\.games\[0\]: ruleset: match\.target\.3: is missing"):
        read_games({"games": [{"profile": "draw", "players": [2, 3], "differences": {"match.target": {"2": 50}}}]})


@pytest.mark.parametrize(("entry", "words"), [
    ({"profile": "nosuch"}, "there is no profile 'nosuch'"),
    ({"profile": "partnership", "players": [2]}, "capabilities.games[0].players"),
    ({"profile": "block", "differences": {"lead.nosuch": 1}}, "'lead.nosuch' is not a rule option"),
    ({"profile": "block", "differences": {"set.max_pip": 99}}, "capabilities.games[0]: ruleset: set.max_pip"),
    ({"players": [2]}, "name a 'profile' or give a whole 'ruleset'"),
])
def test_a_declaration_that_cannot_be_read_names_the_entry(entry: dict, words: str) -> None:
    with pytest.raises(DeclarationError, match=words.replace("[", r"\[").replace("]", r"\]")):
        read_games({"games": [entry]})


# -- applicability --------------------------------------------------------------------------------


def _scenario(scenario_id: str) -> suite.Scenario:
    return next(scenario for scenario in suite.load() if scenario.id == scenario_id)


def test_a_scenario_applies_under_the_engines_game_when_its_story_holds_there() -> None:
    judge = ApplicabilityJudge(Declaration.from_capabilities({"games": [{"profile": "draw", "players": [2]}]}))
    try:
        decisions = {scenario.id: judge.decide(scenario) for scenario in suite.load()
                     if "line.play.match" in scenario.clauses and written_rules(scenario).players == 2}
    finally:
        judge.close()
    played_under_draw = [scenario_id for scenario_id, decision in decisions.items()
                         if decision.applies and decision.candidate is not None and not decision.candidate.exact]
    assert played_under_draw, decisions


def test_a_scenario_that_needs_another_rule_says_which() -> None:
    # Written for block at 2 players without a forced lead tile: the draw game forces it.
    judge = ApplicabilityJudge(Declaration.from_capabilities({"games": [{"profile": "draw", "players": [2]}]}))
    try:
        scenario = _scenario("lead-any-tile-001#2")
        assert written_rules(scenario).players == 2
        decision = judge.decide(scenario)
    finally:
        judge.close()
    assert not decision.applies
    assert "it needs lead.forced_tile = false (the engine plays true)" in decision.reason


def test_a_scenario_for_another_seating_does_not_apply() -> None:
    judge = ApplicabilityJudge(Declaration.from_capabilities({"games": [{"profile": "block", "players": [4]}]}))
    try:
        decision = judge.decide(_scenario("lead-any-tile-001#2"))
    finally:
        judge.close()
    assert not decision.applies
    assert decision.reason == "it is written for 2 players; the engine plays 4"


def test_the_rulesets_sent_to_a_one_game_engine_are_its_own(tmp_path: Path) -> None:
    declaration = Declaration.from_capabilities({"games": [{"profile": "block", "players": [2]}]})
    judge = ApplicabilityJudge(declaration)
    try:
        sent = [judge.decide(scenario) for scenario in suite.load()]
    finally:
        judge.close()
    rulesets = {json.dumps(decision.ruleset, sort_keys=True) for decision in sent
                if decision.applies and decision.ruleset is not None}
    assert rulesets == {json.dumps(declaration.games[0].ruleset, sort_keys=True)}


# -- conditions and coverage ----------------------------------------------------------------------


@pytest.mark.parametrize(("condition", "values", "holds"), [
    ("`draw.mode = until_playable` or `one_then_pass`, and `turn.must_play = true`",
     {"draw.mode": "one_then_pass", "turn.must_play": True}, True),
    ("`draw.mode = until_playable` or `one_then_pass`, and `turn.must_play = true`",
     {"draw.mode": "one_then_pass", "turn.must_play": False}, False),
    ("`fives.enabled = true` and `layout.spinner = first_double`",
     {"fives.enabled": True, "layout.spinner": "none"}, False),
    ("`teams` is not null", {"teams": [[0, 2], [1, 3]]}, True),
    ("`teams` is not null", {"teams": None}, False),
    ("`draw.mode = none`, or `draw.reserve` is not 0", {"draw.mode": "until_playable", "draw.reserve": 0}, False),
    ("`draw.mode = none`, or `draw.reserve` is not 0", {"draw.mode": "until_playable", "draw.reserve": 2}, True),
    ("`lead.double_order = lowest_first` and `lead.first_hand = highest_double_else_heaviest_tile` or "
     "`highest_double_else_redeal`", {"lead.double_order": "highest_first",
                                      "lead.first_hand": "highest_double_else_redeal"}, False),
    ("`lead.forced_tile = false`; or a leader chosen by lot (`lead.first_hand = lot`), as the last hand's "
     "winner or by rotation (`lead.next_hand = winner` or `rotate`)",
     {"lead.forced_tile": True, "lead.first_hand": "heaviest_tile", "lead.next_hand": "rotate"}, True),
])
def test_applies_when_conditions_are_read_from_their_code_spans(condition: str, values: dict, holds: bool) -> None:
    assert condition_holds(condition, lambda option, test: test(values.get(option))) is holds


def test_team_clauses_hold_only_with_teams() -> None:
    partnership = set(clauses_holding(Declaration.from_capabilities({"games": [{"profile": "partnership"}]})))
    block = set(clauses_holding(Declaration.from_capabilities({"games": [{"profile": "block"}]})))
    assert "end.going-out.partnership" in partnership - block
    assert "score.fives.count" not in partnership | block


@pytest.mark.slow
def test_clauses_coverage_lists_every_profile_and_seating(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["clauses", "--coverage", "--json"]) == exit_codes.OK
    records = json.loads(capsys.readouterr().out)
    seatings = {(record["profile"], record["players"]) for record in records}
    assert ("partnership", 4) in seatings and ("block", 3) in seatings and len(seatings) == 25
    for record in records:
        assert 0 <= record["exercised"] <= record["held"] and record["target"] == 0.95


# -- verdicts ---------------------------------------------------------------------------------------


def test_an_engine_that_declares_nothing_is_not_judged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, report = _run(tmp_path, "--engine", "py:test_declared_games:declares_nothing")
    assert status == exit_codes.INSUFFICIENT_COVERAGE
    assert report["coverage"]["sufficient"] is False and report["declared"]["form"] == "none"
    err = capsys.readouterr().err
    assert "not enough of the suite applies to judge this engine" in err
    assert '"games": [{"profile": "block", "players": [2]}]' in err


def test_an_engine_that_declares_only_options_no_scenario_needs_is_not_judged(tmp_path: Path) -> None:
    status, report = _run(tmp_path, "--engine", "py:test_declared_games:declares_unused_options")
    assert status == exit_codes.INSUFFICIENT_COVERAGE
    assert report["summary"]["applicable"] == 0 or report["coverage"]["sufficient"] is False


def test_the_reference_engine_covers_every_clause(tmp_path: Path) -> None:
    status, report = _run(tmp_path, "-k", "turn_order or turn-order")
    assert status == exit_codes.OK
    assert report["coverage"]["sufficient"] is None  # picked by name: not judged on coverage


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["reference", NODE])
def test_protocol_validation_charges_no_deliberate_request_to_the_engine(tmp_path: Path, engine: str) -> None:
    if engine == NODE and shutil.which("node") is None:
        pytest.skip("node (Node.js 20) is not on PATH")
    plain_status, plain = _run(tmp_path, "--engine", engine)
    status, validated = _run(tmp_path, "--engine", engine, "--validate-protocol")
    assert status == plain_status == exit_codes.OK
    passed = {record["id"] for record in plain["scenarios"] if record["outcome"] == "pass"}
    assert passed == {record["id"] for record in validated["scenarios"] if record["outcome"] == "pass"}
    # Both take positions: every scenario with a judged move passes from the position before it (each position
    # request checked against its schema), but for those that then need seat views the Node example does not
    # offer, and none is declined.
    from_positions = [record for record in validated["scenarios"] if record.get("from_position")]
    assert len(from_positions) > len(passed) / 2
    assert {record["outcome"] for record in from_positions} <= {"pass", "not_applicable"}
    assert all("views" in record["message"] for record in from_positions if record["outcome"] == "not_applicable")
    assert not [record["id"] for record in validated["scenarios"] if record.get("position_declined")]


@pytest.mark.slow
def test_a_difference_at_some_player_counts_only_is_checked_by_scenarios_at_those_counts(tmp_path: Path) -> None:
    # Draw plays to 100 at two players, 61 at three or four; this engine declares 100 at every count but ends
    # a three-player match at 61. Only play found it before: no scenario at three players played to 100.
    status, report = _run(tmp_path, "--engine", "py:test_declared_games:ends_three_player_matches_at_61",
                          "--play-hands", "0")
    assert report["declared"]["games"][0]["variant"] == ["deal.hand_size = 7", "match.target = 100"]
    failed = [record for record in report["scenarios"] if record["outcome"] == "fail"]
    assert status == exit_codes.FAILURES and failed, report["summary"]
    assert {record["id"].split("-declared-")[0] for record in failed} == {"seat-draw-3"}
    assert all("match.end.target" in record["clauses"] for record in failed)


# -- engines for the tests above: py:test_declared_games:<name> ----------------------------------------

from reference_impl.adapter import ReferenceEngine  # noqa: E402


class _Declares(ReferenceEngine):
    capabilities: dict = {}

    def _hello(self, request):  # type: ignore[no-untyped-def]
        reply = super()._hello(request)
        reply["capabilities"] = self.capabilities
        return reply


def declares_nothing() -> ReferenceEngine:
    return type("DeclaresNothing", (_Declares,), {"capabilities": {"options": {}}})()


def declares_unused_options() -> ReferenceEngine:
    return type("DeclaresUnused", (_Declares,), {"capabilities": {"options": {"players": [2], "draw.reserve": [3]}}})()


class _EndsThreePlayerMatchesAt61(Match):
    def __init__(self, rules: Ruleset, players: int) -> None:
        super().__init__(dataclasses.replace(rules, target={**rules.target, 3: 61}), players)


class _EndsThreePlayerMatchesAt61Engine(OneGameEngine):
    def match_for(self, rules: Ruleset, players: int) -> Match:
        return _EndsThreePlayerMatchesAt61(rules, players)


def ends_three_player_matches_at_61() -> OneGameEngine:
    """Declares draw at 2 to 4 players dealing 7 and playing to 100 at every count (the profile's at two
    players only), and ends a three-player match at the profile's 61."""
    return _EndsThreePlayerMatchesAt61Engine({"profile": "draw", "players": [2, 3, 4],
                                              "differences": {"deal.hand_size": 7, "match.target": 100}})


# -- what an outline row checks ----------------------------------------------------------------


def _rows(base_id: str) -> list:
    return [s for s in suite.load() if s.id and s.id.split("#")[0] == base_id]


def test_an_outline_row_checks_the_clause_of_its_own_value_alone() -> None:
    from conformance.suite.applicability import checked_clauses

    rows = _rows("score-blocked-003")
    assert all(set(row.clauses) == {"score.blocked.diff-each", "score.blocked.sum-minus-own",
                                    "score.blocked.winner-takes-all"} for row in rows)
    assert [checked_clauses(row) for row in rows] == [
        ("score.blocked.diff-each",), ("score.blocked.sum-minus-own",), ("score.blocked.winner-takes-all",)]


def test_an_engine_declaring_a_variant_meets_the_row_of_its_value() -> None:
    # OpenSpiel's partnership game scores a block winner-takes-all: the row written so applies to it,
    # the rows of the other values do not.
    declaration = Declaration.from_capabilities({"games": [
        {"profile": "partnership", "players": [4], "differences": {"score.blocked": "winner_takes_all"}}]})
    judge = ApplicabilityJudge(declaration)
    try:
        applies = [judge.decide(row).applies for row in _rows("score-blocked-004")]
    finally:
        judge.close()
    assert applies == [False, False, True]


def test_a_set_up_move_by_another_leader_is_charged_to_the_rule_that_chose_the_leader() -> None:
    # The dominoes package's game, whose next hand the blocker leads when their side won the block (else
    # the player after them), played by an engine that leads it in rotation: a match scenario's moves of
    # the second hand start from another seat.
    differences = (("turn.direction", "cw"), ("score.out", "all_other_hands"), ("score.blocked", "all_pips"),
                   ("lead.next_hand", "blocker"), ("lead.after_tie", "same_leader"))
    rotating = Substitution("partnership", 4, "lead.next_hand", "rotate", differences)
    holder = EngineHolder("rotating")
    holder.engine = Engine("rotating", lambda: InProcessTransport(
        "rotating", lambda: OneGameEngine(rotating.declared(), rotating.played())))
    wanted = [scenario for scenario in suite.load() if scenario.id == "seat-partnership-4-dominoes-pypi-match-carry-001"]
    try:
        (record,) = run_suite(wanted, holder, Declaration.from_capabilities({"games": [rotating.declared()]}))
    finally:
        holder.close()
    # Its first hand is blocked by seat 3, whose side wins it, so seat 3 leads the second: the set-up breaks on
    # that rule, which is failed; the scenario is not judged (re-seating, which moves only the first hand's
    # leader, cannot help).
    assert record.outcome == NOT_JUDGED
    assert record.message.startswith("not judged: blocked by lead.next-hand.blocker")
    assert record.blame == "lead.next-hand.blocker", record.message


class _DoublesTurnRight(Match):
    """Passes the turn to the right (clockwise) after a double, in a game played to the left."""

    def apply(self, move: Move, seat: int | None = None) -> None:
        mover = self.turn
        super().apply(move, seat)
        if move.kind == PLAY and move.tile is not None and move.tile.is_double and self.status is IN_PROGRESS:
            self.turn = (mover + 1) % self.players


class _DoublesTurnRightEngine(OneGameEngine):
    def match_for(self, rules: Ruleset, players: int) -> Match:
        return _DoublesTurnRight(rules, players)


@pytest.mark.parametrize("scenario_id", [
    "end-out-003",  # a table of moves: the engine refuses a set-up move as out of turn
    "seat-partnership-4-match-checked-after-hand-001",  # a list of moves: another seat is to act
])
def test_a_set_up_move_out_of_turn_after_a_play_is_charged_to_the_direction_of_play(scenario_id: str) -> None:
    # The partnership game at 4 players goes to the right; this engine turns left after a double. A
    # scenario whose set-up moves meet a double breaks there, and the rule broken is the direction,
    # as differential play and the referee charge it.
    declared = {"profile": "partnership", "players": [4]}
    holder = EngineHolder("doubles-turn-right")
    holder.engine = Engine("doubles-turn-right", lambda: InProcessTransport(
        "doubles-turn-right", lambda: _DoublesTurnRightEngine(declared)))
    wanted = [scenario for scenario in suite.load() if scenario.id == scenario_id]
    try:
        (record,) = run_suite(wanted, holder, Declaration.from_capabilities({"games": [declared]}))
    finally:
        holder.close()
    assert record.outcome == NOT_JUDGED  # the direction is failed; the scenario judged nothing
    assert record.blame == "turn.direction.ccw", record.message
