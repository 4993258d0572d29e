"""``domino-conformance identify``: the game an engine plays, read from its behaviour.

Hidden-game engines (tests/identify_engines.py) declare nothing or a game one or two options away from the
one they play; ``identify`` must recover their games (a few here; bench/identify_recovery.py draws thirty
and more). A faulty engine's game is its declared one, its fault left as a failed clause. An engine that
misbehaves as a program gets the exit codes of docs/reports.md, never a traceback.
"""

from __future__ import annotations

import dataclasses
import io
import json
import sys
from collections.abc import Mapping
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

import faulty_engines
from faulty_engines import SEATED_FAULTS
from identify_engines import DRAWN, HiddenGame, hidden_game, recovered
from conformance import exit_codes
from conformance.cli import main
from conformance.engines.schemas import IDENTIFY_SCHEMA, TRANSCRIPT_SCHEMA, schema
from conformance.engines.transport import InProcessTransport
from conformance.engines.under_test import Engine
from conformance.judging.own_games import record_own_games
from conformance.judging.referee import Referee
from conformance.records.model import RulesetSpec
from conformance.judging.sessions import ProtocolSession
from conformance.rulebook.declared_games import declared_game, read_games
from conformance.suite.behaviour import Behaviour, Reproducer, without_engine_words
from conformance.suite.identification import alternatives_of, better_value, told_of_the_engine
from conformance.suite.identification import identify as identify_engine
from conformance.suite.sweep import OneGameEngine
from reference_impl.adapter import ReferenceEngine
from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError, merge
from conformance.rulebook.index import profiles

ZOO = Path(__file__).resolve().parent / "fault_zoo"


def identify(*args: str) -> tuple[int, str, str]:
    """``domino-conformance identify`` without a progress bar: (exit code, standard output, standard error)."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["identify", "--no-progress", *args])
    return code, out.getvalue(), err.getvalue()


# -- hidden games ------------------------------------------------------------------------------------------

#: Hidden games of seed 1 (tests/identify_engines.py): wrong by an option it declares (in-process), nothing
#: declared over exec:, nothing declared with a spinner at four players, and a declared game one value off.
HIDDEN = (hidden_game(1, 1), hidden_game(1, 2), hidden_game(1, 3), hidden_game(1, 7))


@pytest.fixture(scope="module")
def identified() -> list[tuple[HiddenGame, int, dict[str, Any]]]:
    """Each hidden game identified once, by the command, as JSON."""
    out = []
    for game in HIDDEN:
        code, text, err = identify("--engine", game.spec(), "--json")
        assert text, err
        out.append((game, code, json.loads(text)))
    return out


@pytest.mark.slow
def test_identify_recovers_hidden_games(identified: list[tuple[HiddenGame, int, dict[str, Any]]]) -> None:
    grades: dict[str, bool] = {}
    for game, _, document in identified:
        assert [seating["players"] for seating in document["seatings"]] == [game.players], game.describe()
        for option, right in recovered(game, document["seatings"][0]).items():
            grades[f"{game.name} {option}"] = right
    missed = [name for name, right in grades.items() if not right]
    assert len(missed) <= 0.05 * len(grades), missed


@pytest.mark.slow
def test_identify_json_fits_its_schema_and_its_games_read_back(
        identified: list[tuple[HiddenGame, int, dict[str, Any]]]) -> None:
    for game, _, document in identified:
        assert schema(IDENTIFY_SCHEMA).first_error(document) is None
        games = read_games({"games": document["games"]})  # ready to paste into hello
        assert [count for found in games for count in found.players] == [game.players]
        assert document["requests"] > 0 and document["seatings"][0]["hands"] == document["limits"]["hands"]


@pytest.mark.slow
def test_identify_says_what_a_declaration_gets_wrong(identified: list[tuple[HiddenGame, int, dict[str, Any]]]
                                                     ) -> None:
    """Exactly the options declared otherwise than played are named, but those whose declared value plays
    alike with the played one at the seating; the exit code says so."""
    told = 0
    for game, code, document in identified:
        seating = document["seatings"][0]
        if game.declared is None:
            assert seating["declared"] is None and seating["misdeclared"] == []
            continue
        played, said = game.played(), Ruleset.from_dict(declared_game(
            game.declared["profile"], game.players, game.declared.get("differences")).ruleset)
        alike = {row["option"]: {json.dumps(value) for value in row["values"]} for row in seating["alike"]}
        wrong = {option.id for option in DRAWN
                 if json.dumps(said.value_at(option.id, game.players)) not in
                 {json.dumps(played.value_at(option.id, game.players)), *alike.get(option.id, ())}}
        assert {row["option"] for row in seating["misdeclared"]} == wrong, game.describe()
        for row in seating["misdeclared"]:
            assert json.dumps(row["played"]) == json.dumps(played.value_at(row["option"], game.players))
        assert code == (exit_codes.FAILURES if wrong or seating["unexplained"] else exit_codes.OK)
        told += len(wrong)
    assert told  # one of the games declares a value that does not play alike


# -- a fault no option explains ----------------------------------------------------------------------------


@pytest.mark.slow
def test_a_fault_no_option_explains_is_left_on_its_clause() -> None:
    code, text, _ = identify("--engine", "py:faulty_engines:block_two_refusal_changes_state", "--hands", "60",
                             "--confirm-hands", "20")
    assert code == exit_codes.FAILURES
    assert '{"games": [{"profile": "block", "players": [2], "differences": {"lead.forced_tile": false}}]}' in text
    assert "PLAYS OTHERWISE" not in text  # the game it declares is the game it plays
    assert "NO OPTION EXPLAINS move.refusal.unchanged" in text


@pytest.mark.slow
@pytest.mark.parametrize("name", ["draw_two_draws_from_the_end", "all_fives_two_double_once",
                                  "block_four_block_before_going_out", "draw_two_turn_ends_on_draw",
                                  "block_three_blocked_leader_leads_next", "all_fives_two_only_a_led_double_spins"])
def test_a_faulty_engine_plays_the_game_it_was_built_on(name: str) -> None:
    """One planted fault that no option explains: the game found is the one declared, the fault a failed
    clause (SEATED_FAULTS names the clauses that must catch it)."""
    fault = SEATED_FAULTS[name]
    found = identify_engine(Engine(name, lambda: InProcessTransport(name, getattr(faulty_engines, name))))
    seating, = found.seatings
    assert seating.entry()["profile"] == fault.game["profile"]
    assert not seating.misdeclared, seating.misdeclared
    assert {entry.clause for entry in seating.unexplained} & fault.clauses


@pytest.mark.slow
@pytest.mark.parametrize(("name", "option", "played"), [
    ("partnership_seat_zero_leads", "lead.first_hand", "fixed_seat"),
    ("block_three_sum_minus_own", "score.blocked", "sum_minus_own"),
])
def test_a_rule_an_option_names_is_read_as_that_option(name: str, option: str, played: Any) -> None:
    """A fault that is another value of an option (the engine plays another rule than it declares) is read as
    that value, and nothing is left unexplained."""
    found = identify_engine(Engine(name, lambda: InProcessTransport(name, getattr(faulty_engines, name))))
    seating, = found.seatings
    assert [(row[0], row[2]) for row in seating.misdeclared] == [(option, played)]
    assert not seating.unexplained


# -- what the engine is asked ------------------------------------------------------------------------------


def test_an_engines_own_games_are_valid_records_of_the_game_it_plays() -> None:
    played = Ruleset.from_dict(merge(profiles()["draw"], {"lead.next_hand": "rotate", "score.out": "nothing"}))
    engine = Engine("one game", lambda: InProcessTransport("one game", lambda: OneGameEngine(
        {"profile": "draw", "players": [3]}, played)))
    sent = Ruleset.from_dict(profiles()["draw"]).to_dict()
    games = record_own_games(ProtocolSession(engine), sent, 3, 12, seed=4)
    assert games.hands == 12 and not games.failures
    referee, valid = Referee(), []
    for transcript in games.matches:
        assert schema(TRANSCRIPT_SCHEMA).first_error(transcript.to_dict()) is None
        # The engine's own game is a valid record of the rules it plays, whatever it was sent.
        as_played = dataclasses.replace(transcript, ruleset=RulesetSpec(pinned=played.to_dict()))
        assert referee.check_transcript(as_played)["verdict"] == "valid"
        valid.append(referee.check_transcript(transcript)["verdict"] == "valid")
    assert not all(valid)  # and not one of the rules it was sent


def test_the_value_that_explains_an_engine_better_is_named_with_its_evidence() -> None:
    """``better_value``, the judgement a declaration's hints call: the value the engine plays, not the one it
    was sent, and nothing for an option where the value sent does as well."""
    played = Ruleset.from_dict(merge(profiles()["draw"], {"score.out": "nothing"}))
    engine = Engine("one game", lambda: InProcessTransport("one game", lambda: OneGameEngine(
        {"profile": "draw", "players": [3]}, played)))
    sent = Ruleset.from_dict(profiles()["draw"])
    games = record_own_games(ProtocolSession(engine), sent.to_dict(), 3, 8, seed=4)
    reproducer = Reproducer(Behaviour(sent.to_dict(), 3, engine.capabilities, games=games), [3])
    try:
        found = better_value(reproducer, sent, "score.out")
        assert found is not None
        assert (found.option, found.value, found.base) == ("score.out", "nothing", "opponents_only")
        assert found.hands_agreed_base is not None and found.hands_agreed > found.hands_agreed_base
        assert better_value(reproducer, sent, "turn.direction") is None
        assert better_value(reproducer, played, "score.out") is None
    finally:
        reproducer.close()


def test_a_replay_of_the_engines_own_game_is_told_of_the_engine() -> None:
    said = told_of_the_engine("the record gives the hand to nobody; the engine gives it to seat 0")
    assert said == "the engine gives the hand to nobody; the reference engine gives it to seat 0"
    assert told_of_the_engine("The record's result; the recorded move") == "The engine's result; the recorded move"


class _FailsAfterMoves(ReferenceEngine):
    """The reference engine that raises on every move after the first ``moves`` (restarted, still)."""

    def __init__(self, moves: list[int]) -> None:
        super().__init__()
        self.moves = moves

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply":
            self.moves[0] -= 1
            if self.moves[0] < 0:
                raise ZeroDivisionError("the tally overflowed")
        return super().handle(request)


def test_an_engine_that_fails_mid_way_has_the_hands_it_played_through_recorded() -> None:
    moves = [60]
    engine = Engine("fails", lambda: InProcessTransport("fails", lambda: _FailsAfterMoves(moves)))
    sent = Ruleset.from_dict(profiles()["all-fives"]).to_dict()
    games = record_own_games(ProtocolSession(engine), sent, 2, 40, seed=4)
    assert 0 < games.hands < 40 and len(games.failures) >= 3
    assert all("ZeroDivisionError" in failure or "abandoned" in failure for failure in games.failures)
    last = games.matches[-1]
    # A match the engine failed in is unfinished, at the totals of the last hand it played through.
    assert last.result.status == "unfinished" and last.result.scores == last.hands[-1].result.scores


def test_the_engines_own_words_are_left_out_of_its_behaviour() -> None:
    said = without_engine_words("seat 1 2-5 on the left: the engine refused a legal move (does_not_match: "
                                "the left end shows 3)")
    assert said == "seat 1 2-5 on the left: the engine refused a legal move (does_not_match)"
    assert without_engine_words("the engine refused a valid deal: boneyard!") == "the engine refused a valid deal"


def test_the_values_tried_are_the_option_tables() -> None:
    """Every value of every option that makes a game in place of a profile's own is tried at that seating, so
    a value added to the option table is tried too; the seating's player count, set and hand size are not."""
    for name, data in profiles().items():
        for players in data["players"]:
            own = Ruleset.from_dict(data)
            tried = {(option, json.dumps(value)) for option, value, _ in alternatives_of(own, players)}
            assert not {option for option, _ in tried} & {"players", "set.max_pip", "deal.hand_size"}
            for option in OPTIONS:
                if option.id in ("players", "set.max_pip", "deal.hand_size"):
                    continue
                for choice in option.choices:
                    try:
                        changed = Ruleset.from_dict(merge(data, {option.id: choice}))
                    except RulesetError:
                        continue  # no game with the rest (match.end = hands needs match.hands)
                    value = changed.value_at(option.id, players)
                    if players in changed.players and json.dumps(value) != json.dumps(own.value_at(option.id, players)):
                        assert (option.id, json.dumps(value)) in tried, (name, players, option.id, value)


# -- engines that misbehave as programs --------------------------------------------------------------------


def test_an_engine_that_cannot_start_exits_3(tmp_path: Path) -> None:
    code, text, err = identify("--engine", f"exec:{sys.executable} {ZOO / 'wrong_protocol.py'}")
    assert code == exit_codes.ENGINE_FAULT and not text
    assert "could not be started" in err and "Traceback" not in err


@pytest.mark.parametrize("args", [("--players", "5"), ("--hands", "0"), ("--engine", "nowhere:engine")])
def test_usage_errors_exit_4(args: tuple[str, ...]) -> None:
    code, _, err = identify(*args)
    assert code == exit_codes.USAGE and "Traceback" not in err


def test_an_engine_that_crashes_is_not_identified_and_exits_2() -> None:
    code, text, err = identify("--engine", f"exec:{sys.executable} {ZOO / 'crash_on_deal.py'}", "--players", "2",
                               "--max-restarts", "1", "--timeout", "20")
    assert code == exit_codes.ERRORS, err
    assert "at 2 players: NOT IDENTIFIED" in text and "No game could be read" in text
    assert "the engine failed (" in text and "the engine failed: " not in text
    assert "Traceback" not in text + err
