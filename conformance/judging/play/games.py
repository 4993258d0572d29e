"""The game differential play plays with an engine: the one it declares, a profile or ruleset named, or
one aimed at a clause; and a ruleset file read for ``play --ruleset``.

An engine that declares its game (``capabilities.games``) is played in it; one that declares the
low-level bag of option values is played in each profile as applicability reads the bag: every
option the profile pins that the bag lacks taken at its first declared value.
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError

import conformance.rulebook.index as rulebook
from conformance.rulebook.declared_games import (
    Declaration,
    DeclaredGame,
    describe_value,
    option_values,
    read_games,
    unsupported_options,
    with_values,
)
from ..referee import RecordProblem, resolve_ruleset
from conformance.inputs.text_files import UnreadableText, read_json_file
from conformance.records.model import RulesetSpec
from conformance.rulebook.index import SuiteError, profile, profiles


# -- the game to play -----------------------------------------------------------------------------------


class GameChoiceError(ValueError):
    """No game can be played with this engine as asked; the message says why."""


def game_for_engine(
    capabilities: Mapping[str, Any],
    players: int | None = None,
    profile_name: str | None = None,
    ruleset: Mapping[str, Any] | None = None,
) -> tuple[Ruleset, int, str]:
    """The game to play with an engine: (pinned ruleset, players, what to call it): the first of
    ``games_for_engine``."""
    return games_for_engine(capabilities, players, profile_name, ruleset)[0]


def games_for_engine(
    capabilities: Mapping[str, Any],
    players: int | None = None,
    profile_name: str | None = None,
    ruleset: Mapping[str, Any] | None = None,
) -> list[tuple[Ruleset, int, str]]:
    """The games to play with an engine, each (pinned ruleset, players, what to call it).

    A ruleset or profile named is played as named, at the first player count the engine declares
    for it (or at ``players``); otherwise every game the engine declares (``capabilities.games``)
    at each of its player counts (or at ``players``); for an engine declaring option values only
    (the bag), the first of ``Declaration.seated_games``: the first profile, in the rulebook's
    order, whose every option value it declares, else the profile it plays with the fewest options
    changed. A declaration that cannot be read raises ``DeclarationError`` (the engine's fault, not
    the caller's choice).
    """
    if ruleset is not None or profile_name is not None:
        try:
            rules = Ruleset.from_dict(ruleset if ruleset is not None else profile(profile_name or ""))
        except (RulesetError, SuiteError) as error:
            raise GameChoiceError(f"the ruleset: {error}") from None
        counts = [players] if players is not None else list(rules.players)
        if players is not None and players not in rules.players:
            raise GameChoiceError(
                f"{rules.name or 'the ruleset'} is played by {', '.join(map(str, rules.players))} players, not {players}"
            )
        pinned = rules.to_dict()
        for count in counts:
            if not unsupported_options(pinned, count, capabilities):
                return [(rules, count, rules.name or profile_name or "ruleset")]
        missing = unsupported_options(pinned, counts[0], capabilities)
        raise GameChoiceError(f"the engine does not declare {'; '.join(missing)}")
    declaration = Declaration.from_capabilities(capabilities)
    seated = [(Ruleset.from_dict(pinned), count, name) for pinned, count, name in declaration.seated_games()
              if players is None or count == players]
    if seated:
        return seated if declaration.games else seated[:1]
    raise GameChoiceError("the engine declares no profile of the rulebook at any player count it plays, "
                          "nor a value of every option one needs")


def _declared_seatings(capabilities: Mapping[str, Any]) -> Iterator[tuple[DeclaredGame, int]]:
    """Each game the engine declares, at each player count it plays it, in the order declared."""
    for game in read_games(capabilities):
        for count in game.players:
            yield game, count


def _game_name(game: DeclaredGame) -> str:
    return game.base or game.ruleset.get("name") or "ruleset"


def game_for_clause(
    capabilities: Mapping[str, Any], clause_id: str, players: int | None = None, base: str | None = None
) -> tuple[Ruleset, int, str]:
    """A game the engine plays in which the clause ``clause_id`` holds, to aim play at that rule.

    The first game the engine declares in which it holds; else the first profile (or the
    profile ``base``), in the rulebook's order, in which it holds or can be made to hold by
    changing the fewest of the options its applicability names, provided the engine
    declares the result.
    """
    try:
        clause = rulebook.load().clause(clause_id)
    except KeyError:
        raise GameChoiceError(f"no clause {clause_id!r} in the rulebook ('domino-conformance clauses' lists them)") from None
    for game, count in _declared_seatings(capabilities):
        if (base is None or game.base == base) and (players is None or count == players) \
                and clause.holds_with(option_values(game.ruleset, count).get):
            return Ruleset.from_dict(game.ruleset), count, _game_name(game)
    known = profiles()
    if base is not None and base not in known:
        raise GameChoiceError(f"no profile {base!r}; the profiles are {', '.join(known)}")
    best: tuple[int, dict[str, Any], int, str, dict[str, Any]] | None = None
    for name, data in known.items() if base is None else [(base, known[base])]:
        pinned = Ruleset.from_dict(data).to_dict()
        for count in pinned["players"]:
            if players is not None and count != players:
                continue
            for changes in _changes_for(clause, option_values(pinned, count)):
                if best is not None and len(changes) >= best[0]:
                    break
                ruleset = with_values(pinned, changes, count) if changes else pinned
                if ruleset is not None and not unsupported_options(ruleset, count, capabilities):
                    best = (len(changes), ruleset, count, name, changes)
                    break
    if best is not None:
        _, ruleset, count, name, changes = best
        return Ruleset.from_dict(ruleset), count, name + "".join(f", {describe_value(k, v)}" for k, v in changes.items())
    where = f" based on {base}" if base is not None else ""
    raise GameChoiceError(f"the engine declares no game{where} in which {clause_id} holds")


def _changes_for(clause: rulebook.Clause, values: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Option changes under which ``clause`` holds in a game of ``values``, fewest first (none
    when it holds already); the values tried are those the rulebook documents or a profile pins."""
    asked: list[str] = []

    def record(option_id: str, test: Callable[[Any], bool]) -> bool:
        if option_id not in asked:
            asked.append(option_id)
        return test(values.get(option_id))

    if clause.holds(record):
        yield {}
        return
    named = asked + [option_id for option_id in clause.options if option_id not in asked]
    choices = {option_id: _documented_values(option_id) for option_id in named if option_id in values}
    for size in range(1, len(choices) + 1):
        for options in itertools.combinations(choices, size):
            for picked in itertools.product(*(choices[option_id] for option_id in options)):
                changes = dict(zip(options, picked))
                if clause.holds_with(lambda option_id: changes.get(option_id, values.get(option_id))):
                    yield changes


def _documented_values(option_id: str) -> list[Any]:
    """The values the rulebook documents for an option, those the profiles pin, and for a
    number documented by a range ("1 or more") a small value inside it, its least plus four:
    a match of a fixed number of hands, say, then has room for a voided hand among them."""
    try:
        option = rulebook.load().option(option_id)
    except KeyError:
        return []
    found: list[Any] = []
    for value in [row.value for row in option.values] + list(option.profiles.values()):
        if isinstance(value, str) and option.kind not in ("enum", "bool"):
            least = re.match(r"\d+", value)
            if least is None:
                continue
            value = int(least.group()) + 4
        if value not in found:
            found.append(value)
    return found


def read_ruleset(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A ruleset file (a pinned ruleset, or ``{"profile": ..., "overrides": ...}``), pinned and checked.

    Raises ``GameChoiceError`` naming the file, the place (line and column,
    or JSON pointer) and what is wrong.
    """
    try:
        data = read_json_file(path, "a ruleset file")
    except UnreadableText as error:
        raise GameChoiceError(error.located(str(path))) from None
    if not isinstance(data, dict):
        raise GameChoiceError(f"{path}: a ruleset is a JSON object, not {type(data).__name__}")
    try:
        return resolve_ruleset(RulesetSpec.from_dict(data)).to_dict()
    except RecordProblem as problem:
        where = problem.finding.pointer.removeprefix("/ruleset") or "/"
        raise GameChoiceError(f"{path} {where}: {problem.finding.message}") from None


def pinned_overrides(rules: Ruleset, base: Ruleset) -> dict[str, Any]:
    """The options whose values differ between ``rules`` and ``base``, in the rulebook's order."""
    return {
        option.id: rules.value(option.id)
        for option in OPTIONS
        if option.id != "players" and rules.value(option.id) != base.value(option.id)
    }
