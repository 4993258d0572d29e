"""Engines whose game ``identify`` must read from their behaviour.

Each is the reference engine behind the protocol, playing one hidden game: a profile at one seating with
one to four differences, each value drawn from those the rule option table names (``Option.choices``;
the options the deal fixes are the seating's). It declares nothing (``"options": {}``), or a game one or
two options away from the one it plays; it plays its own game whatever ruleset ``start`` sends, and
refuses other player counts. ``hidden_games(count, seed)`` draws them; each is reachable in-process as
``py:identify_engines:<name>`` (this folder on ``sys.path``, as pytest puts it) or over the subprocess
transport as ``exec:python tests/identify_engines.py <name>``, as ``HiddenGame.spec`` says.

``recovered`` grades what ``identify`` found: each option is recovered when the game found plays the
hidden value at the seating, or names it among the values that play alike there.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

if __name__ == "__main__":  # served over exec: the suite and the reference engine are beside this folder
    sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]

from conformance.rulebook.declared_games import DeclarationError, declared_game, game_entry
from conformance.rulebook.index import profiles
from conformance.suite.identification import FIXED_BY_THE_DEAL
from conformance.suite.sweep import OneGameEngine
from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError, merge

#: The options a hidden game may differ in: every option the deal does not fix.
DRAWN = tuple(option for option in OPTIONS if option.id not in FIXED_BY_THE_DEAL)


@dataclass(frozen=True)
class HiddenGame:
    """A hidden game: ``profile`` at ``players`` with ``differences`` (option id -> value), declaring
    ``declared`` (a ``capabilities.games`` entry; None: nothing), reached in-process or over ``exec``."""

    name: str
    profile: str
    players: int
    differences: Mapping[str, Any]
    declared: Mapping[str, Any] | None
    transport: str

    def played(self) -> Ruleset:
        """The ruleset the engine plays."""
        return Ruleset.from_dict(merge(profiles()[self.profile], dict(self.differences)))

    def spec(self) -> str:
        """The ``--engine`` value that reaches it."""
        if self.transport == "exec":
            return f"exec:{sys.executable} {Path(__file__).resolve()} {self.name}"
        return f"py:identify_engines:{self.name}"

    def describe(self) -> str:
        played = ", ".join(f"{option} = {json.dumps(value)}" for option, value in self.differences.items())
        declared = "nothing" if self.declared is None else declared_game(
            self.declared["profile"], self.players, self.declared.get("differences")).label
        return f"{self.profile} at {self.players} players, except {played}; declares {declared} ({self.transport})"


class HiddenGameEngine(OneGameEngine):
    """The reference engine playing a hidden game and declaring what ``HiddenGame.declared`` says."""

    def __init__(self, game: HiddenGame) -> None:
        super().__init__({"players": [game.players]}, game.played(), name=f"hidden game {game.name}")
        self.game = game

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        games = {"games": [dict(self.game.declared)]} if self.game.declared is not None else {"options": {}}
        reply["capabilities"] = {**games, "views": True}
        return reply


def _other_value(rng: random.Random, option_id: str, ruleset: Mapping[str, Any], players: int) -> dict | None:
    """``ruleset`` with another value of ``option_id`` at ``players``, drawn from the option's choices; None
    when no other value makes a game there."""
    option = next(option for option in DRAWN if option.id == option_id)
    current = Ruleset.from_dict(ruleset).value_at(option_id, players)
    choices = [choice for choice in option.choices if json.dumps(choice) != json.dumps(current)]
    rng.shuffle(choices)
    for choice in choices:
        try:
            changed = Ruleset.from_dict(merge(ruleset, {option_id: choice}))
        except RulesetError:
            continue
        if players in changed.players and json.dumps(changed.value_at(option_id, players)) != json.dumps(current):
            return changed.to_dict()
    return None


def _differences(profile: str, ruleset: Mapping[str, Any], players: int) -> dict[str, Any]:
    base, played = Ruleset.from_dict(profiles()[profile]), Ruleset.from_dict(ruleset)
    return {option.id: played.value(option.id) for option in DRAWN
            if json.dumps(base.value_at(option.id, players)) != json.dumps(played.value_at(option.id, players))}


def hidden_game(seed: int, index: int) -> HiddenGame:
    """The ``index``-th hidden game of ``seed``: the same game every time."""
    rng = random.Random(f"hidden game {seed}:{index}")
    while True:
        profile = rng.choice(sorted(profiles()))
        players = rng.choice(profiles()[profile]["players"])
        ruleset: dict[str, Any] | None = Ruleset.from_dict(profiles()[profile]).to_dict()
        for option in rng.sample(DRAWN, rng.randint(1, 4)):
            ruleset = _other_value(rng, option.id, ruleset, players) or ruleset  # type: ignore[arg-type]
        differences = _differences(profile, ruleset, players)  # type: ignore[arg-type]
        if not differences:
            continue
        declared = None
        if rng.random() < 0.5:  # a game one or two options away from the one it plays
            wrong: dict[str, Any] | None = ruleset
            for option in rng.sample(DRAWN, rng.randint(1, 2)):
                wrong = _other_value(rng, option.id, wrong, players) or wrong  # type: ignore[arg-type]
            said = _differences(profile, wrong, players)  # type: ignore[arg-type]
            try:
                declared_game(profile, players, said)
            except DeclarationError:
                continue
            if said == differences:
                continue
            declared = game_entry(profile, players, said)
        transport = "exec" if index % 3 == 2 else "py"
        return HiddenGame(f"game_{seed}_{index}", profile, players, differences, declared, transport)


def hidden_games(count: int, seed: int = 1) -> list[HiddenGame]:
    """``count`` hidden games of ``seed``."""
    return [hidden_game(seed, index) for index in range(count)]


def recovered(game: HiddenGame, found: Mapping[str, Any]) -> dict[str, bool]:
    """For each option the deal does not fix: whether ``identify`` recovered the hidden value. ``found`` is the
    seating's result (``SeatingIdentity.to_dict()``, as ``--json`` prints it): the option is recovered when the
    game found plays the hidden value there, or names it among the values that play alike there."""
    played = game.played()
    entry = found["game"]
    if entry is None:
        return {option.id: False for option in DRAWN}
    identified = Ruleset.from_dict(declared_game(entry["profile"], game.players, entry.get("differences")).ruleset)
    alike = {row["option"]: {json.dumps(value) for value in row["values"]} for row in found["alike"]}
    return {option.id: json.dumps(played.value_at(option.id, game.players))
            in {json.dumps(identified.value_at(option.id, game.players)), *alike.get(option.id, ())}
            for option in DRAWN}


def __getattr__(name: str) -> Any:
    """``game_<seed>_<index>``: a factory of that hidden game's engine (``py:identify_engines:<name>``)."""
    parts = name.split("_")
    if len(parts) == 3 and parts[0] == "game" and parts[1].isdigit() and parts[2].isdigit():
        game = hidden_game(int(parts[1]), int(parts[2]))
        return lambda: HiddenGameEngine(game)
    raise AttributeError(name)


if __name__ == "__main__":
    from reference_impl.__main__ import serve

    sys.exit(serve(engine=__getattr__(sys.argv[1])()))
