"""A declaration has a stated bound and no repeats: a game listed again is one game (its player counts
together), and a hello listing more games, or more values of one option, than a declaration may is
refused as a handshake that cannot be read, before anything runs."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.rulebook.data_paths import data_path
from conformance.rulebook.declared_games import (
    MAX_DECLARED_GAMES,
    MAX_DECLARED_VALUES,
    Declaration,
    DeclarationError,
    declared_game,
    read_games,
)
from reference_impl.adapter import ReferenceEngine

BLOCK_FOR_TWO = {"profile": "block", "players": [2]}


def test_a_game_listed_again_is_one_game_with_the_player_counts_of_both() -> None:
    games = read_games({"games": [BLOCK_FOR_TWO] * MAX_DECLARED_GAMES})
    assert len(games) == 1 and games[0] == declared_game("block", 2)
    games = read_games({"games": [{"profile": "block", "players": [3]}, BLOCK_FOR_TWO,
                                  {"profile": "draw", "players": [2]}, {"profile": "block", "players": [4, 3]}]})
    assert [(game.base, game.players) for game in games] == [("block", (2, 3, 4)), ("draw", (2,))]


def test_the_same_ruleset_reached_from_another_profile_is_one_game() -> None:
    block = declared_game("block", 2)
    whole = {"ruleset": block.ruleset, "players": [2]}
    assert read_games({"games": [BLOCK_FOR_TWO, whole]}) == (block,)


def test_more_games_or_values_than_a_declaration_lists_are_refused_naming_the_bound() -> None:
    with pytest.raises(DeclarationError, match=rf"{MAX_DECLARED_GAMES + 1} games listed; a declaration lists at "
                                               rf"most {MAX_DECLARED_GAMES}"):
        read_games({"games": [BLOCK_FOR_TWO] * (MAX_DECLARED_GAMES + 1)})
    targets = list(range(1, MAX_DECLARED_VALUES + 2))
    with pytest.raises(DeclarationError, match=rf"capabilities.options.match.target: {len(targets)} values listed"):
        Declaration.from_capabilities({"options": {"match.target": targets}})


def test_the_protocol_schema_states_the_same_bounds() -> None:
    definitions = json.loads((data_path("schemas") / "protocol" / "definitions.schema.json").read_text())["$defs"]
    assert definitions["capabilities"]["properties"]["games"]["maxItems"] == MAX_DECLARED_GAMES
    assert definitions["optionValues"]["oneOf"][1]["maxItems"] == MAX_DECLARED_VALUES


class DeclaresBlockThousandsOfTimes(ReferenceEngine):
    """The reference engine declaring two-player Block four thousand times over."""

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["capabilities"] = {"games": [BLOCK_FOR_TWO] * 4000}
        return reply


def test_a_hello_listing_thousands_of_games_is_refused_before_anything_runs(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["run", "--engine", "py:test_declaration_bounds:DeclaresBlockThousandsOfTimes", "--replay",
                 "--play-hands", "0", "--no-progress"])
    captured = capsys.readouterr()
    assert code == exit_codes.ENGINE_FAULT
    # The handshake is checked against the protocol schema, which states the bound.
    assert ("the reply to 'hello' breaks the protocol at /capabilities/games: 4000 items, more than the 64 it may "
            "list") in " ".join(captured.err.split())
    assert "scenarios" not in captured.out  # refused before any scenario ran


class DeclaresNoSuchProfile(ReferenceEngine):
    """The reference engine declaring a profile the rulebook has not."""

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["capabilities"] = {"games": [{"profile": "nope", "players": [2]}]}
        return reply


@pytest.mark.parametrize("command", [["run", "--replay", "--play-hands", "0", "--no-progress"], ["play", "--hands", "1"]])
def test_a_declared_game_that_cannot_be_read_is_the_engine_s_fault(
        command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """As ``run`` does, ``play`` says the engine's hello is at fault (3), not the command line (4)."""
    code = main([command[0], "--engine", "py:test_declaration_bounds:DeclaresNoSuchProfile", *command[1:]])
    assert code == exit_codes.ENGINE_FAULT
    assert "the engine's hello declares a game that cannot be read: capabilities.games[0].profile: there is no " \
           "profile 'nope'" in capsys.readouterr().err
