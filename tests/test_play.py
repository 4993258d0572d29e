"""Differential play: it finds every faulty engine's fault, and the scenario it writes fails that engine."""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import faulty_engines
import pytest
from faulty_engines import FAULTS

from conformance import exit_codes
import conformance.suite.plugin as plugin
import conformance.rulebook.index as rulebook
from conformance.cli import main
from conformance.commands import play as play_command
from conformance.rulebook.declared_games import Declaration
from conformance.engines.under_test import Engine, open_engine
from conformance.judging.play import Found, game_for_clause, game_for_engine, play
from conformance.records.model import dumps
from conformance.judging.sessions import ProtocolSession
from conformance.rulebook.index import profiles
from conformance.judging.play.shrink import completed_transcript, scenario_text, shrink
from conformance.judging.play.hands import RandomChooser
from conformance.engines.transport import InProcessTransport
from reference_impl.adapter import ReferenceEngine
from reference_impl.ruleset import Ruleset, merge

HANDS = 500
_CONDITION = re.compile(r"`([a-z_.]+) = ([a-z0-9_]+)`|`(teams)` is not null")


def _holds(clause_id: str, rules: Ruleset) -> bool:
    """Whether the first condition of a clause's applicability holds under ``rules`` (no condition: it holds)."""
    applies = rulebook.load().clause(clause_id).applies_when
    found = _CONDITION.search(applies or "")
    if found is None:
        return True
    if found.group(3):
        return rules.teams is not None
    value = rules.value(found.group(1))
    return str(value).lower() == found.group(2)


def _games_for(clauses: frozenset[str]) -> list[tuple[Ruleset, int]]:
    """Every (profile, players), those where most of the fault's clauses hold first."""
    games = [(Ruleset.from_dict(data), players) for data in profiles().values()
             for players in Ruleset.from_dict(data).players]
    return sorted(games, key=lambda game: -sum(_holds(clause, game[0]) for clause in clauses))


def _short_matches(rules: Ruleset) -> Ruleset:
    """The same game to a target of 10: many matches end in 500 hands."""
    return Ruleset.from_dict(merge(rules.to_dict(), {"match.target": {str(n): 10 for n in rules.players}}))


def _aimed_at(capabilities: dict, clauses: frozenset[str]) -> list[tuple[Ruleset, int]]:
    """The games ``play --clause`` chooses for each of the fault's clauses."""
    return [game_for_clause(capabilities, clause)[:2] for clause in sorted(clauses)]


def _find(name: str) -> tuple[Found, Ruleset, int, Any] | None:
    engine = open_engine(f"py:faulty_engines:{name}")
    session = ProtocolSession(engine)
    games = _games_for(FAULTS[name].clauses)
    tried: list[tuple[dict, int]] = []
    for rules, players in [*_aimed_at(engine.capabilities, FAULTS[name].clauses), *games[:2],
                           (_short_matches(games[0][0]), games[0][1])]:
        if (rules.to_dict(), players) in tried:
            continue
        tried.append((rules.to_dict(), players))
        outcome = play(session, rules, players, HANDS, seed=11, game=rules.name, max_divergences=1)
        if outcome.divergences:
            return outcome.divergences[0], rules, players, session
    engine.close()
    return None


class _Records:
    def __init__(self) -> None:
        self.records: list[dict[str, Any]] = []

    def pytest_configure(self, config: pytest.Config) -> None:
        config.stash[plugin.RECORD_LISTENERS] = [lambda record: self.records.append(record.to_dict())]


def run_scenarios(folder: Path, engine: str) -> list[dict[str, Any]]:
    """Run the feature files of ``folder`` with the suite's plugin and steps; each scenario's record."""
    module = folder / f"test_{folder.name.replace('-', '_')}.py"
    module.write_text(
        "import pytest\nfrom pytest_bdd import scenarios\nfrom conformance.suite.steps import *  # noqa\n"
        "pytestmark = pytest.mark.usefixtures('game')\nscenarios('.')\n",
        encoding="utf-8",
    )
    collector = _Records()
    pytest.main([str(module), "--domino-engine", engine, "-p", "no:cacheprovider", "-p", "no:terminal",
                 "--rootdir", str(folder), "-c", str(folder / "none.ini")], plugins=[collector])
    return collector.records


def _find_in_declared_game(name: str) -> tuple[Found, Ruleset, int, Any] | None:
    engine = open_engine(f"py:faulty_engines:{name}")
    session = ProtocolSession(engine)
    rules, players, game = game_for_engine(engine.capabilities)
    outcome = play(session, rules, players, HANDS, seed=11, game=game, max_divergences=1)
    if outcome.divergences:
        return outcome.divergences[0], rules, players, session
    engine.close()
    return None


#: Every faulty engine of the test bed: those that play any ruleset, and those that play one declared game.
ALL_FAULTS = {**FAULTS, **getattr(faulty_engines, "SEATED_FAULTS", {})}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ALL_FAULTS))
def test_play_finds_the_fault_and_its_scenario_fails_the_engine_on_that_clause(name: str, tmp_path: Path) -> None:
    found = _find(name) if name in FAULTS else _find_in_declared_game(name)
    assert found is not None, f"{name} ({ALL_FAULTS[name].description}): no divergence in {HANDS} hands"
    divergence, rules, players, session = found
    try:
        reproduction = shrink(session, rules, players, divergence)
    finally:
        session.engine.close()
    assert reproduction is not None
    assert reproduction.plies <= sum(len(moves) for _, moves in divergence.plan)
    folder = tmp_path / name.replace("_", "-")
    folder.mkdir()
    (folder / "found.feature").write_text(scenario_text(reproduction, rules.name, name), encoding="utf-8")
    (folder / "none.ini").write_text("[pytest]\n", encoding="utf-8")

    against_fault = run_scenarios(folder, f"py:faulty_engines:{name}")
    against_reference = run_scenarios(folder, "reference")
    assert [record["outcome"] for record in against_fault] == ["fail"], against_fault
    assert against_fault[0]["clauses"] == [reproduction.clause]
    assert [record["outcome"] for record in against_reference] == ["pass"], against_reference


def _candidate_games(name: str, capabilities: dict) -> list[tuple[Ruleset, int]]:
    """The games a faulty engine is played in to find its fault, in the order ``_find`` tries them."""
    if name not in FAULTS:
        return [game_for_engine(capabilities)[:2]]
    games = _games_for(FAULTS[name].clauses)
    return [*_aimed_at(capabilities, FAULTS[name].clauses), *games[:2], (_short_matches(games[0][0]), games[0][1])]


def _played(spec: str, rules: Ruleset, players: int, hands: int = HANDS) -> dict[str, Any]:
    """What a user reads of play against the engine ``spec``, up to its second divergence."""
    engine = open_engine(spec)
    try:
        outcome = play(ProtocolSession(engine), rules, players, hands, seed=11, max_divergences=2)
    finally:
        engine.close()
    return {"divergences": [found.to_dict() for found in outcome.divergences], "errors": outcome.errors,
            "hands": outcome.hands, "plies": outcome.plies, "matches": outcome.matches}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(ALL_FAULTS))
def test_asking_a_hand_ahead_judges_a_faulty_engine_as_asking_ply_by_ply(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An engine a round trip away is asked a whole hand at once (``ProtocolSession.asks_ahead``); the games,
    and every divergence found in them, are those of asking each ply in turn."""
    spec = f"py:faulty_engines:{name}"
    with open_engine(spec) as engine:
        games = _candidate_games(name, engine.capabilities)
    for rules, players in games:
        ply_by_ply = _played(spec, rules, players)
        if ply_by_ply["divergences"]:
            break
    assert ply_by_ply["divergences"], f"{name}: no divergence in {HANDS} hands"
    with monkeypatch.context() as patched:
        patched.setattr(ProtocolSession, "asks_ahead", property(lambda session: True))
        assert _played(spec, rules, players) == ply_by_ply


@pytest.mark.parametrize("name", ["forgets_to_flip", "refusal_changes_state", "draws_while_able"])
def test_a_faulty_engine_over_exec_is_asked_a_hand_at_once_and_judged_as_in_process(name: str) -> None:
    """Over ``exec:`` (a subprocess that declares ``pipelining``) each hand is asked at once; every
    divergence, and the games, are those found in-process, where each ply is asked in turn."""
    serve = (f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); import faulty_engines; "
             f"from reference_impl.__main__ import serve; sys.exit(serve(engine=faulty_engines.{name}()))")
    engine = open_engine(f"exec:{sys.executable} -c {json.dumps(serve)}")
    try:
        assert engine.round_trips
    finally:
        engine.close()
    rules, players = _candidate_games(name, engine.capabilities)[0]
    over_exec = _played(f"exec:{sys.executable} -c {json.dumps(serve)}", rules, players, 60)
    assert over_exec["divergences"]
    assert over_exec == _played(f"py:faulty_engines:{name}", rules, players, 60)


def test_the_reference_engine_never_diverges_from_itself() -> None:
    engine = open_engine("reference")
    try:
        for data in profiles().values():
            rules = Ruleset.from_dict(data)
            outcome = play(ProtocolSession(engine), rules, rules.players[-1], 40, seed=3)
            assert not outcome.divergences, [found.to_dict() for found in outcome.divergences[:1]]
            assert outcome.plies > 40 * 4
    finally:
        engine.close()


class _MisnamesRefusalsThenCrashes(ReferenceEngine):
    """Refuses an illegal move under a wrong reason, then crashes on the next request."""

    refused = False

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if self.refused:
            raise RuntimeError("lost after a refusal")
        reply = super().handle(request)
        if reply.get("accepted") is False:
            self.refused = True
            reply["reason"] = "hand_over"
        return reply


def test_a_divergence_is_reported_before_a_failure_on_a_later_request_of_the_same_ply() -> None:
    """A ply's requests are sent at once; each answer is still judged as if asked alone, in order: the
    divergence is reported, the failure after it is an engine error with its hand and ply, and the engine
    starts again for the next match."""
    engine = Engine("misnames", lambda: InProcessTransport("misnames", _MisnamesRefusalsThenCrashes))
    try:
        outcome = play(ProtocolSession(engine), Ruleset.from_dict(profiles()["block"]), 2, 2, seed=1)
    finally:
        engine.close()
    assert [error.split(": ")[0] for error in outcome.errors] == ["match 1, hand 1, ply 1", "match 2, hand 2, ply 1"]
    assert len(outcome.divergences) == 2
    assert all("the engine refuses it as 'hand_over'" in found.finding.message for found in outcome.divergences)


def test_the_same_seed_gives_the_same_games() -> None:
    engine = open_engine("py:faulty_engines:never_rounds")
    try:
        rules, players, _ = game_for_engine(engine.capabilities, profile_name="all-fives-tournament")
        first = play(ProtocolSession(engine), rules, players, 30, seed=5)
        again = play(ProtocolSession(engine), rules, players, 30, seed=5)
        other = play(ProtocolSession(engine), rules, players, 30, seed=6)
    finally:
        engine.close()
    assert [f.to_dict() for f in first.divergences] == [f.to_dict() for f in again.divergences]
    assert first.plies == again.plies
    assert [f.to_dict() for f in first.divergences] != [f.to_dict() for f in other.divergences]


def test_play_goes_on_after_a_divergence_and_reports_each_with_hand_ply_and_clause(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    status = main(["play", "--engine", "py:faulty_engines:forgets_to_flip", "--profile", "block",
                   "--players", "2", "--hands", "12", "--seed", "2", "--save", str(tmp_path)])
    out = capsys.readouterr().out
    assert status == exit_codes.FAILURES
    assert out.count("diverged at hand") == 12, out
    assert "line.play.orientation" in out and "ply " in out
    assert "12 hands" in out and "seed 2" in out
    saved = sorted(path.name for path in tmp_path.iterdir())
    assert saved == ["line.play.orientation-match1.feature", "line.play.orientation-match1.json"]
    # The saved transcript is a valid record of the rules, and replaying it finds the fault again.
    record = str(tmp_path / "line.play.orientation-match1.json")
    assert main(["check", record]) == exit_codes.OK
    assert main(["replay", record, "--engine", "py:faulty_engines:forgets_to_flip"]) == exit_codes.FAILURES
    assert "line.play.orientation" in capsys.readouterr().out


def test_play_against_the_reference_exits_0_and_prints_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--hands", "20", "--seed", "9", "--json"]) == exit_codes.OK
    outcome = json.loads(capsys.readouterr().out)
    assert (outcome["hands"], outcome["seed"], outcome["divergences"]) == (20, 9, [])
    assert outcome["plies"] > 0


@pytest.mark.parametrize(
    ("arguments", "needle"),
    [
        (["--hands", "0"], "--hands"),
        (["--profile", "no-such"], "no-such"),
        (["--ruleset", "missing.json"], "missing.json"),
        (["--profile", "block", "--players", "7"], "7"),
        (["--engine", "nonsense"], "--engine"),
    ],
)
def test_bad_input_is_a_usage_error_naming_it(
    arguments: list[str], needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", *arguments]) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert needle in err and "Traceback" not in err


def test_a_bad_ruleset_file_names_the_file_and_the_option(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"profile": "block", "overrides": {"score.blocked": "everything"}}), encoding="utf-8")
    assert main(["play", "--ruleset", str(path), "--hands", "1"]) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert str(path) in err and "score.blocked" in err


def test_a_ruleset_file_is_played_as_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"profile": "block", "overrides": {"turn.direction": "ccw"}}), encoding="utf-8")
    status = main(["play", "--engine", "py:faulty_engines:always_clockwise", "--ruleset", str(path),
                   "--players", "3", "--hands", "5", "--json"])
    outcome = json.loads(capsys.readouterr().out)
    assert status == exit_codes.FAILURES
    assert "turn.direction.ccw" in outcome["clauses"]


def test_the_saved_transcript_is_the_reproduction_played_to_its_end() -> None:
    engine = open_engine("py:faulty_engines:spinner_never_opens")
    try:
        rules, players, _ = game_for_engine(engine.capabilities, profile_name="all-fives-tournament")
        outcome = play(ProtocolSession(engine), rules, players, 50, seed=1)
        reproduction = shrink(ProtocolSession(engine), rules, players, outcome.divergences[0])
    finally:
        engine.close()
    assert reproduction is not None
    transcript = completed_transcript(reproduction)
    assert len(transcript.hands) == len(reproduction.hands)
    assert dumps(transcript).startswith("{")


def test_run_ends_with_differential_play_in_the_report_and_junit(tmp_path: Path) -> None:
    report_path, junit_path = tmp_path / "report.json", tmp_path / "junit.xml"
    status = main(["run", "--engine", "py:faulty_engines:forgets_to_flip", "-q", "--replay", "-k", "line-play",
                   "--play-hands", "5", "--play-seed", "4", "--report", str(report_path), "--junit", str(junit_path)])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert status == exit_codes.FAILURES  # its set-up moves break line orientation: failed, those scenarios not judged
    assert (report["play"]["seed"], report["play"]["hands"]) == (4, 5)
    assert report["play"]["clauses"] == {"line.play.orientation": 5}
    assert report["clauses"]["line.play.orientation"]["play"] == 5
    assert report["clauses"]["line.play.orientation"]["verdict"] == "fail"
    junit = junit_path.read_text(encoding="utf-8")
    assert 'name="differential play"' in junit and "line.play.orientation: " in junit
    page, markdown = tmp_path / "matrix.html", tmp_path / "matrix.md"
    assert main(["matrix", str(report_path), "--html", str(page), "--markdown", str(markdown)]) == exit_codes.OK
    html = page.read_text(encoding="utf-8")
    assert "differential play: 5 hands of" in html and "seed 4: 5 divergence(s)" in html
    assert 'href="#play-1">play: 5 divergence(s)' in html and 'id="play-1"' in html
    assert "play: 5 divergence(s)" in markdown.read_text(encoding="utf-8")


class _DeclaresOwnBag(ReferenceEngine):
    """The reference engine declaring every value it plays but one: each score.out value no profile pins."""

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        options = dict(reply["capabilities"]["options"], **{"score.out": ["all_other_hands"]})
        return dict(reply, capabilities=dict(reply["capabilities"], options=options))


def declares_a_bag_that_is_no_profile() -> ReferenceEngine:
    return _DeclaresOwnBag()


def test_runs_play_phase_plays_a_bag_that_is_no_profile_in_the_nearest_profile() -> None:
    spec = "py:test_play:declares_a_bag_that_is_no_profile"
    engine = open_engine(spec)
    try:
        declaration = Declaration.from_capabilities(engine.capabilities)
    finally:
        engine.close()
    played = play_command.run_phase(spec, {}, declaration, 6, None, 0)
    assert "skipped" not in played and played["hands"] == 6 and played["errors"] == []
    assert [game["players"] for game in played["games"]] == [2, 3, 4]
    assert all(game["game"].endswith(", score.out = all_other_hands") for game in played["games"])


def test_play_plays_every_game_the_engine_declares_at_each_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--engine", "py:variant_faults:all_fives_rounded_at_two_and_three", "--hands", "5",
                 "--seed", "1"]) == exit_codes.OK
    out = capsys.readouterr().out
    assert re.findall(r"^playing (.+) for (\d) players: .*, (\d) hands, seed 1$", out, flags=re.MULTILINE) == [
        ("all-fives", "2", "3"), ("all-fives", "3", "2")]


def test_run_skips_play_with_zero_hands(tmp_path: Path) -> None:
    report_path = tmp_path / "report.json"
    main(["run", "-q", "--replay", "-k", "line-play", "--play-hands", "0", "--report", str(report_path)])
    assert "play" not in json.loads(report_path.read_text(encoding="utf-8"))


def test_an_engine_that_crashes_is_an_error_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    engine = f"exec:{sys.executable} {Path(__file__).parent / 'fault_zoo' / 'crash_on_deal.py'}"
    assert main(["play", "--engine", engine, "--hands", "2"]) == exit_codes.ERRORS
    captured = capsys.readouterr()
    assert "the engine failed" in captured.err and "Traceback" not in captured.err + captured.out
    assert "the engine failed 2 time(s)" in captured.out


def test_play_aimed_at_a_clause_plays_a_game_where_it_holds(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--clause", "end.blocked-tie.carry", "--hands", "20", "--seed", "3"]) == exit_codes.OK
    out = capsys.readouterr().out
    assert "score.blocked_tie = carry" in out.splitlines()[0] and "no divergence" in out


def test_play_aimed_at_an_unknown_clause_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--clause", "no.such-rule", "--hands", "5"]) == exit_codes.USAGE
    assert "no clause 'no.such-rule' in the rulebook" in capsys.readouterr().err


def test_the_chooser_draws_the_numbers_random_draws_so_a_seed_plays_the_same_games() -> None:
    # The chooser draws as randrange and sample do, without their argument checks (it draws at every ply):
    # the same generator gives the same choices as the library's own calls, and is left at the same place.
    for seed in range(200):
        ours, library = random.Random(seed), random.Random(seed)
        chooser = RandomChooser(ours, probes=2)
        for size in range(1, 9):
            assert chooser.move(list(range(size))) == list(range(size))[library.randrange(size)]
            if size > 2:
                assert list(chooser.probes(list(range(size)))) == library.sample(list(range(size)), 2)
        assert ours.random() == library.random()


class _PlaysOnAtTheTarget(faulty_engines._FaultyEngine):
    """Plays a hand on after a side reaches the target (declaring every option value): under
    ``match.target_check = at_once`` the reference engine ends the hand, and the match, at that move."""

    match_class = faulty_engines._TargetMustBePassed
    fault_name = "plays on at the target"


def test_a_scenario_saved_for_a_hand_ended_at_the_target_says_the_match_ended_there(tmp_path: Path) -> None:
    rules = Ruleset.from_dict({**profiles()["all-fives"], "match": {**profiles()["all-fives"]["match"],
                                                                   "target_check": "at_once"}})
    engine = Engine("plays on", lambda: InProcessTransport("plays on", _PlaysOnAtTheTarget))
    session = ProtocolSession(engine)
    try:
        outcome = play(session, rules, 2, 200, seed=0)
        found = next(found for found in outcome.divergences if found.finding.clause == "match.target-check.at-once")
        reproduction = shrink(session, rules, 2, found)
    finally:
        engine.close()
    assert reproduction is not None
    text = scenario_text(reproduction, rules.name, "plays on at the target")
    assert "blocked" not in text
    assert "Then the hand is over\n    And the match is over, won by seat" in text
    (tmp_path / "found.feature").write_text(text, encoding="utf-8")
    (tmp_path / "none.ini").write_text("[pytest]\n", encoding="utf-8")
    assert [record["outcome"] for record in run_scenarios(tmp_path, "reference")] == ["pass"]
    assert [record["outcome"] for record in run_scenarios(tmp_path, "py:test_play:_PlaysOnAtTheTarget")] == ["fail"]


def test_a_ruleset_outside_the_games_an_engine_declares_is_named_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "house.json"
    path.write_text(json.dumps({**profiles()["all-fives"], "name": "all-fives-at-once",
                                "match": {**profiles()["all-fives"]["match"], "target_check": "at_once"}}),
                    encoding="utf-8")
    status = main(["play", "--engine", "py:faulty_engines:all_fives_two_target_must_be_passed", "--ruleset",
                   str(path), "--hands", "1"])
    assert status == exit_codes.USAGE
    assert capsys.readouterr().err.strip() == ("domino-conformance play: the engine does not declare the ruleset "
                                               "'all-fives-at-once' for 2 players (none of its games)")
