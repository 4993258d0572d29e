"""The game an engine declares it plays, and the ruleset each scenario is played under.

An engine declares what it plays in its ``hello`` capabilities, in one of two forms:

- ``games``: a list of games, each a named profile (``{"profile": "partnership",
  "players": [4], "differences": {"score.blocked": "winner_takes_all"}}``) or a whole
  pinned ruleset (``{"ruleset": {...}, "players": [2]}``). The differences are the
  engine's *variant*: reported as such, never as failures.
- ``options``: a bag of supported values per rule option (the low-level form).

A scenario is written under one ruleset (a profile, a player count, a few pinned
options). ``Declaration.candidates`` says under which rulesets an engine could play it:
the written one when the engine supports it, else the engine's own game (or the written
ruleset with unsupported values replaced by supported ones). Whether the scenario still
holds under a candidate is for ``conformance.suite.applicability`` to decide.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from reference_impl.ruleset import (
    OPTION_BY_ID,
    OPTIONS,
    Ruleset,
    RulesetError,
    get_path,
    merge,
    option_value_at,
)

from .index import profiles


class DeclarationError(ValueError):
    """An engine's declared games cannot be read. The message names the entry and field."""


#: The most games one declaration lists, and the most values it lists for one rule option. An engine plays
#: a few of either; what it lists is resolved before every scenario, so a hello listing thousands would
#: only cost the run its time (the protocol schema says the same: ``maxItems``).
MAX_DECLARED_GAMES = 64
MAX_DECLARED_VALUES = 64


def option_values(ruleset: Mapping[str, Any], players: int) -> dict[str, Any]:
    """The value of every rule option of ``ruleset`` as played by ``players`` players.

    Options given by count (``deal.hand_size``, ``match.target``) are read at that count, as
    ``Ruleset.value_at`` reads them; ``players`` itself is the count. The ruleset need not be valid:
    an option it leaves out is None.
    """

    def pinned(option_id: str) -> Any:
        try:
            return get_path(ruleset, option_id)
        except KeyError:
            return None

    return {option.id: option_value_at(option, pinned(option.id), players, pinned) for option in OPTIONS}


def describe_value(option_id: str, value: Any) -> str:
    """``score.blocked = winner_takes_all``."""
    return f"{option_id} = {value_words(value)}"


def value_words(value: Any) -> str:
    """An option's value as a declaration writes it: a word as it is (``winner_takes_all``), else its JSON
    (``false``, ``[5, 10]``)."""
    return value if isinstance(value, str) else json.dumps(value)


@dataclass(frozen=True)
class DeclaredGame:
    """One game an engine plays: a pinned ruleset, the player counts, and its variant."""

    ruleset: dict[str, Any]
    players: tuple[int, ...]
    base: str | None = None  # the profile it is based on, if any
    differences: dict[str, Any] = field(default_factory=dict)  # option id -> value, against ``base``

    @property
    def name(self) -> str:
        """The game's name in a seating (``block for 2 players``): its profile's, else its ruleset's."""
        return self.base or self.ruleset.get("name") or "ruleset"

    @property
    def label(self) -> str:
        """``partnership at 4 players, except score.blocked = winner_takes_all``."""
        name = self.base or self.ruleset.get("name") or "a ruleset of its own"
        seats = ", ".join(str(n) for n in self.players)
        text = f"{name} at {seats} players"
        if self.differences:
            text += ", except " + "; ".join(describe_value(k, v) for k, v in self.differences.items())
        return text

    def to_dict(self) -> dict[str, Any]:
        """The game as a report records it."""
        return {"base": self.base, "name": self.ruleset.get("name", ""), "players": list(self.players),
                "variant": [describe_value(k, v) for k, v in self.differences.items()], "label": self.label}


def differences_from(profile: str, ruleset: Mapping[str, Any], players: int) -> dict[str, Any] | None:
    """The option values by which ``ruleset`` at ``players`` differs from ``profile``, as a game's
    ``differences`` write them (None: the profile is not played by that many). A value given by player
    count is written whole, as the ruleset has it."""
    base = profiles()[profile]
    if players not in base["players"]:
        return None
    own, played = option_values(base, players), option_values(ruleset, players)
    return {option: get_path(ruleset, option) if OPTION_BY_ID[option].kind == "int_by_players" else played[option]
            for option in own if option != "players" and own[option] != played[option]}


def game_entry(profile: str, players: int, differences: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The ``capabilities.games`` entry of ``profile`` at ``players``, with ``differences`` (option id -> value)."""
    entry: dict[str, Any] = {"profile": profile, "players": [players]}
    if differences:
        entry["differences"] = dict(differences)
    return entry


def declared_game(profile: str, players: int, differences: Mapping[str, Any] | None = None) -> DeclaredGame:
    """The game an engine declares with ``game_entry(profile, players, differences)``."""
    return read_games({"games": [game_entry(profile, players, differences)]})[0]


def read_games(capabilities: Mapping[str, Any]) -> tuple[DeclaredGame, ...]:
    """The games declared in ``capabilities["games"]`` (empty when the engine declares none)."""
    entries = capabilities.get("games")
    if entries is None:
        return ()
    if not isinstance(entries, list):
        raise DeclarationError("capabilities.games: a list of games is expected")
    if len(entries) > MAX_DECLARED_GAMES:
        raise DeclarationError(f"capabilities.games: {len(entries)} games listed; a declaration lists at most "
                               f"{MAX_DECLARED_GAMES} (one game played at several player counts is one entry, "
                               "its counts listed under 'players')")
    return _merged(_read_game(entry, f"capabilities.games[{index}]") for index, entry in enumerate(entries))


def _merged(games: Iterable[DeclaredGame]) -> tuple[DeclaredGame, ...]:
    """The games, each ruleset once: a game listed again (as written, or as the same ruleset reached from
    another profile) adds its player counts to the first listing, in the order first listed."""
    merged: dict[str, DeclaredGame] = {}
    for game in games:
        key = json.dumps(game.ruleset, sort_keys=True)
        first = merged.get(key)
        merged[key] = game if first is None else replace(
            first, players=tuple(sorted(set(first.players) | set(game.players))))
    return tuple(merged.values())


def _read_game(entry: Any, where: str) -> DeclaredGame:
    if not isinstance(entry, Mapping):
        raise DeclarationError(f"{where}: a game is an object with 'profile' or 'ruleset'")
    differences = entry.get("differences") or {}
    if not isinstance(differences, Mapping):
        raise DeclarationError(f"{where}.differences: an object of option id -> value is expected")
    for option_id in differences:
        if option_id not in OPTION_BY_ID or option_id == "players":
            raise DeclarationError(f"{where}.differences: {option_id!r} is not a rule option "
                                   f"(spec/options.md lists them)")
    base = entry.get("profile")
    if base is not None:
        known = profiles()
        if base not in known:
            raise DeclarationError(f"{where}.profile: there is no profile {base!r}; "
                                   f"profiles: {', '.join(sorted(known))}")
        base_data = known[base]
    elif isinstance(entry.get("ruleset"), Mapping):
        base_data = entry["ruleset"]
    else:
        raise DeclarationError(f"{where}: name a 'profile' or give a whole 'ruleset'")
    try:
        ruleset = Ruleset.from_dict(merge(base_data, _by_count_completed(base_data, differences)))
        players = entry.get("players", list(ruleset.players))
        if (not isinstance(players, list) or not players
                or not all(isinstance(n, int) and n in ruleset.players for n in players)):
            raise DeclarationError(f"{where}.players: a list of player counts the ruleset allows "
                                   f"({', '.join(map(str, ruleset.players))}) is expected, got {players!r}")
        # A value given by player count must be given at every count declared (the others keep the base's).
        Ruleset.from_dict({**merge(base_data, differences), "players": players})
    except RulesetError as error:
        raise DeclarationError(f"{where}: {error}") from None
    # A declared difference that restates the profile's own value at every count declared is not a variant;
    # one that differs at any of them is, written whole ("match.target = 100" where 100 is the profile's
    # target at two players but not at three).
    if base is not None:
        own = [option_values(profiles()[base], count) for count in players]
        played = [option_values(ruleset.to_dict(), count) for count in players]
        differences = {option_id: value for option_id, value in differences.items()
                       if any(mine.get(option_id) != theirs.get(option_id) for mine, theirs in zip(own, played))}
    return DeclaredGame(ruleset.to_dict(), tuple(sorted(set(players))), base, dict(differences))


def _by_count_completed(base: Mapping[str, Any], differences: Mapping[str, Any]) -> dict[str, Any]:
    """``differences`` with each value given by player count as a partial map (``{"2": 50}``) completed by
    the base's values at the counts it leaves out, so it need name only the counts the engine plays."""
    try:
        pinned = Ruleset.from_dict(base).to_dict()
    except RulesetError:
        return dict(differences)  # the base itself is refused: said where the ruleset is read
    out = dict(differences)
    for option_id, value in differences.items():
        if OPTION_BY_ID[option_id].kind == "int_by_players" and isinstance(value, Mapping):
            out[option_id] = {**get_path(pinned, option_id), **value}
    return out


@dataclass(frozen=True)
class Candidate:
    """A ruleset under which a scenario could be played on the engine.

    ``exact`` says it is the scenario's own ruleset; otherwise ``changed`` lists the
    options whose values differ from it, as (option id, written value, played value).
    """

    ruleset: dict[str, Any]
    game: DeclaredGame | None
    changed: tuple[tuple[str, Any, Any], ...]

    @property
    def exact(self) -> bool:
        return not self.changed


@dataclass(frozen=True)
class Declaration:
    """What an engine declared: its games, or a bag of option values."""

    games: tuple[DeclaredGame, ...]
    options: Mapping[str, Any]

    @classmethod
    def from_capabilities(cls, capabilities: Mapping[str, Any]) -> "Declaration":
        options = capabilities.get("options") or {}
        options = options if isinstance(options, Mapping) else {}
        for option_id, values in options.items():
            if isinstance(values, list) and len(values) > MAX_DECLARED_VALUES:
                raise DeclarationError(f"capabilities.options.{option_id}: {len(values)} values listed; a declaration "
                                       f"lists at most {MAX_DECLARED_VALUES} values of one option (\"*\" for any value)")
        return cls(read_games(capabilities), options)

    @classmethod
    def of_game(cls, game: DeclaredGame) -> "Declaration":
        return cls((game,), {})

    @property
    def is_empty(self) -> bool:
        return not self.games and not any(self.options.values())

    def seatings(self) -> tuple[int, ...]:
        """The player counts the engine plays."""
        if self.games:
            return tuple(sorted({n for game in self.games for n in game.players}))
        return tuple(n for n in (2, 3, 4) if self.supports("players", n))

    def seated_games(self) -> list[tuple[dict[str, Any], int, str]]:
        """Every game the engine plays at every player count it plays it: (pinned ruleset, players,
        name), in the order declared; for a bag of option values, each profile at each player count
        whose every value the bag declares, in the rulebook's order, and at a count where the bag
        declares no profile whole, the profile it plays with the fewest options changed (each option
        it lacks at its first declared value, as ``candidates`` reads the bag), named with the changes."""
        if self.games:
            return [(game.ruleset, count, game.name) for game in self.games for count in game.players]
        seated = []
        for name, data in profiles().items():
            pinned = Ruleset.from_dict(data).to_dict()
            seated += [(pinned, count, name) for count in data["players"] if not self.unsupported(pinned, count)]
        for count in self.seatings():
            if all(players != count for _, players, _ in seated):
                seated += self._nearest_profile(count)
        return seated

    def _nearest_profile(self, players: int) -> list[tuple[dict[str, Any], int, str]]:
        """The profile the bag plays at ``players`` with the fewest options changed, as ``seated_games``
        lists it (none when no profile can be made one the bag declares)."""
        best: tuple[int, dict[str, Any], str] | None = None
        for name, data in profiles().items():
            for candidate in self.candidates(Ruleset.from_dict(data).to_dict(), players):
                if best is not None and len(candidate.changed) >= best[0]:
                    continue
                try:
                    pinned = Ruleset.from_dict(candidate.ruleset).to_dict()
                except RulesetError:
                    continue
                if players in pinned["players"] and not self.unsupported(pinned, players):
                    changed = "".join(f", {describe_value(option_id, value)}" for option_id, _, value in candidate.changed)
                    best = (len(candidate.changed), pinned, name + changed)
        return [] if best is None else [(best[1], players, best[2])]

    def allowed(self, option_id: str) -> Any:
        """The values the low-level form declares for ``option_id``: a list, ``"*"``, or None.

        An option added to the rulebook after the engine was written is taken at its default,
        the value that plays as before it existed.
        """
        option = OPTION_BY_ID.get(option_id)
        default = [option.default] if option is not None and option.has_default else None
        return self.options.get(option_id, default)

    def supports(self, option_id: str, value: Any) -> bool:
        """Whether the low-level form declares ``value`` for ``option_id``."""
        allowed = self.allowed(option_id)
        return allowed == "*" or (isinstance(allowed, list) and any(same_value(value, a) for a in allowed))

    def unsupported(self, ruleset: Mapping[str, Any], players: int) -> list[str]:
        """The option values of ``ruleset`` at ``players`` that the engine does not play."""
        if self.games:
            if any(_distance(ruleset, game.ruleset, players) == [] for game in self.games
                   if players in game.players):
                return []
            # Read after "the engine does not declare", as the option values of the other form are.
            return [f"the ruleset {ruleset.get('name', '')!r} for {players} players (none of its games)"]
        values = option_values(ruleset, players)
        return [describe_value(k, v) for k, v in values.items() if not self.supports(k, v)]

    def candidates(self, written: Mapping[str, Any], players: int) -> list[Candidate]:
        """The rulesets to try for a scenario written under ``written`` for ``players``, best first."""
        if self.games:
            found = [Candidate(game.ruleset, game, tuple(_distance(written, game.ruleset, players)))
                     for game in self.games if players in game.players]
            return sorted(found, key=lambda candidate: len(candidate.changed))
        if not self.supports("players", players):
            return []
        values = option_values(written, players)
        changes: dict[str, Any] = {}
        for option_id, value in values.items():
            if option_id == "players" or self.supports(option_id, value):
                continue
            allowed = self.allowed(option_id)
            if not isinstance(allowed, list) or not allowed:
                return []
            changes[option_id] = allowed[0]
        ruleset = with_values(written, changes, players) if changes else dict(written)
        if ruleset is None:
            return []
        return [Candidate(ruleset, None, tuple((k, values[k], v) for k, v in changes.items()))]

    def missing_for(self, written: Mapping[str, Any], players: int) -> str:
        """Why no candidate exists: the seating or the option values not declared."""
        if players not in self.seatings():
            plays = ", ".join(map(str, self.seatings())) or "no player count"
            return f"it is written for {players} players; the engine plays {plays}"
        values = option_values(written, players)
        missing = [describe_value(k, v) for k, v in values.items()
                   if k != "players" and not self.allowed(k)]
        return "the engine declares no value for " + "; ".join(missing)


def with_values(ruleset: Mapping[str, Any], values: Mapping[str, Any], players: int) -> dict[str, Any] | None:
    """``ruleset`` with ``values`` (option id -> value, as played by ``players``) pinned, in
    canonical form; None when the result is not a valid ruleset."""
    overrides = {option_id: ({**get_path(ruleset, option_id), str(players): value}
                             if OPTION_BY_ID[option_id].kind == "int_by_players" else value)
                 for option_id, value in values.items()}
    try:
        return Ruleset.from_dict(merge(ruleset, overrides)).to_dict()
    except RulesetError:
        return None


def same_value(a: Any, b: Any) -> bool:
    """Equal values of the same JSON type (so ``true`` is not ``1``)."""
    return type(a) is type(b) and a == b


def _distance(written: Mapping[str, Any], played: Mapping[str, Any], players: int) -> list[tuple[str, Any, Any]]:
    """The options whose values differ between two rulesets at ``players``."""
    a, b = option_values(written, players), option_values(played, players)
    return [(k, a[k], b[k]) for k in a if k != "players" and not same_value(a[k], b[k])]


def unsupported_options(ruleset: Mapping[str, Any], players: int, capabilities: Mapping[str, Any]) -> list[str]:
    """What of ``ruleset`` at ``players`` the engine's declared capabilities do not cover.

    An engine declaring games covers a ruleset equal to one of them; one declaring option
    values covers a ruleset whose every value it lists (or ``"*"``).
    """
    return Declaration.from_capabilities(capabilities).unsupported(ruleset, players)
