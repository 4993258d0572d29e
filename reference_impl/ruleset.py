"""The ruleset model: every point on which the rule sources disagree, pinned.

A ruleset is a JSON object of option groups (``set``, ``deal``, ``draw``,
``lead``, ``turn``, ``layout``, ``fives``, ``score``, ``match``) plus
``players`` and ``teams``. Each option has a dotted id (``lead.first_hand``)
used alike by the rulebook's options chapter, the JSON Schema, scenario tags
and engine capabilities. ``OPTIONS`` below is the one table of them.

This module checks what a JSON Schema cannot: that the options are
consistent with one another (hands that fit in the set, teams that fit the
players). Shape and value checks live in ``schemas/ruleset.schema.json``;
they are repeated here, briefly, so that the dependency-free engine refuses
a bad ruleset on its own.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .tiles import MAX_SUPPORTED_PIP, set_size

RULESET_FORMAT = "domino-ruleset/1"
MIN_PLAYERS, MAX_PLAYERS = 2, 4


@dataclass(frozen=True)
class Option:
    """One rule option: its dotted id, its allowed values, and its meaning."""

    id: str
    kind: str  # "enum", "bool", "int", "int_by_players", "players", "teams"
    summary: str
    values: tuple[str, ...] = ()
    minimum: int | None = None
    #: For an option added after engines were written: the value that plays as they did before
    #: it existed, taken as supported by an engine that does not declare the option.
    default: Any = None
    has_default: bool = False


def _later(option: Option, default: Any) -> Option:
    """``option`` with the value an engine that predates it is taken to play."""
    return Option(option.id, option.kind, option.summary, option.values, option.minimum, default, True)


OPTIONS: tuple[Option, ...] = (
    Option("set.max_pip", "int", "Highest number on a tile: 6 for double-six, 9 for double-nine.", minimum=1),
    Option("players", "players", "The player counts the ruleset may be played with (2 to 4)."),
    Option("teams", "teams", "null for individual play, or the partnerships as lists of seats."),
    Option("deal.hand_size", "int_by_players", "Tiles dealt to each player, by player count.", minimum=1),
    Option("draw.mode", "enum", "What a player who cannot play does with the boneyard.",
           ("none", "until_playable", "one_then_pass")),
    Option("draw.reserve", "int", "Boneyard tiles that may never be drawn.", minimum=0),
    Option("lead.first_hand", "enum", "Who leads the first hand, and with what.",
           ("highest_double_else_heaviest_tile", "highest_double_else_redeal", "heaviest_tile",
            "holder_of_top_double", "lot", "fixed_seat")),
    Option("lead.tie_break", "enum", "How two equally heavy tiles are ranked, for the lead and the lot.",
           ("higher_half", "seat_order")),
    Option("lead.forced_tile", "bool", "Whether a leader chosen by a tile must lead that tile."),
    _later(Option("lead.double_order", "enum", "Which double is sought first when a double leads.",
                  ("highest_first", "lowest_first")), "highest_first"),
    _later(Option("lead.named_double", "int", "A double sought before all others for the lead (null: none).",
                  minimum=0), None),
    Option("lead.next_hand", "enum", "Who leads each later hand.",
           ("winner", "rotate", "left", "as_first_hand", "blocker")),
    Option("lead.after_tie", "enum", "Who leads after a hand that nobody won.",
           ("rotate", "same_leader", "as_first_hand")),
    Option("turn.direction", "enum", "Direction of play: cw (to the left) or ccw (to the right).",
           ("cw", "ccw")),
    Option("turn.must_play", "bool", "Whether a player holding a playable tile must play."),
    _later(Option("turn.block_recognised", "enum",
                  "Whether a blocked hand ends at the blocking move or after a round of passes.",
                  ("at_once", "round_of_passes")), "at_once"),
    Option("layout.spinner", "enum", "Whether the first double played opens four arms.",
           ("none", "first_double")),
    Option("fives.enabled", "bool", "Whether open ends adding to a multiple of five score during the hand."),
    Option("fives.claims", "enum", "How in-hand scores are taken: counted, or claimed with muggins.",
           ("auto", "muggins")),
    _later(Option("fives.voided", "enum", "Whether in-hand scores of a hand later voided stand.",
                  ("stand", "cancelled")), "stand"),
    Option("score.out", "enum", "Whose pips the player who goes out scores.",
           ("all_other_hands", "opponents_only", "nothing")),
    Option("score.blocked", "enum", "What the winner of a blocked hand scores.",
           ("diff_each", "sum_minus_own", "winner_takes_all", "all_pips")),
    _later(Option("score.blocked_winner", "enum", "Who wins a blocked hand: the lightest side, or the lightest hand.",
                  ("lightest_side", "lightest_hand")), "lightest_side"),
    Option("score.blocked_tie", "enum", "What happens when the lightest hands of a blocked hand are equal.",
           ("redeal", "no_score", "carry", "carry_doubled")),
    Option("score.rounding", "enum", "Rounding of the end-of-hand score to a multiple of five.",
           ("none", "nearest_five_total", "nearest_five_each")),
    Option("match.end", "enum", "When the match ends.", ("target", "hands", "qualify_two")),
    Option("match.target", "int_by_players", "The target score, by player count or by number of sides.", minimum=1),
    _later(Option("match.target_by", "enum", "Whether match.target is keyed by the player count or the number of sides.",
                  ("players", "sides")), "players"),
    _later(Option("match.target_check", "enum", "Whether reaching the target during a hand ends the match at once.",
                  ("end_of_hand", "at_once")), "end_of_hand"),
    _later(Option("match.level_at_target", "enum",
                  "What decides when the leaders are level at or past the target: play on, the last seat, or shared.",
                  ("play_on", "last_seat", "shared")), "play_on"),
    Option("match.hands", "int", "The number of hands, when the match is a fixed number of hands.", minimum=1),
    _later(Option("match.count_void_hands", "bool", "Whether a voided hand counts toward match.hands."), False),
)

OPTION_BY_ID: dict[str, Option] = {option.id: option for option in OPTIONS}
#: Options added after rulesets and records were first pinned: one left out of a ruleset takes the value
#: that plays as every ruleset did before it existed (its ``default``), so a ruleset pinned then still reads.
LATER_OPTIONS = {option_id: OPTION_BY_ID[option_id].default
                 for option_id in ("turn.block_recognised", "match.level_at_target")}


class RulesetError(ValueError):
    """A ruleset is malformed or inconsistent. ``field`` names the option."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"ruleset: {field}: {message}")
        self.field = field
        self.message = message


def _players_key(count: int) -> str:
    return str(count)


@dataclass(frozen=True)
class Ruleset:
    """A fully pinned ruleset. Build it with ``Ruleset.from_dict``."""

    name: str
    max_pip: int
    players: tuple[int, ...]
    teams: tuple[tuple[int, ...], ...] | None
    hand_size: Mapping[int, int]
    draw_mode: str
    draw_reserve: int
    first_hand_lead: str
    tie_break: str
    forced_lead_tile: bool
    double_order: str
    named_double: int | None
    next_hand_lead: str
    after_tie_lead: str
    direction: str
    must_play: bool
    block_recognised: str
    spinner: str
    fives: bool
    fives_claims: str
    voided_fives: str
    out_score: str
    blocked_score: str
    blocked_winner: str
    blocked_tie: str
    rounding: str
    match_end: str
    target: Mapping[int, int]
    target_by: str
    target_check: str
    level_at_target: str
    hands: int | None
    count_void_hands: bool
    title: str = ""
    sources: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)

    # -- reading -----------------------------------------------------------

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Ruleset":
        """Read a pinned ruleset; raise ``RulesetError`` naming the first bad field."""
        if not isinstance(data, Mapping):
            raise RulesetError("(root)", "a ruleset is a JSON object")
        reader = _Reader(data)
        max_pip = reader.int("set.max_pip", maximum=MAX_SUPPORTED_PIP)
        players = reader.players()
        teams = reader.teams(players)
        target_by = reader.enum("match.target_by")
        ruleset = cls(
            name=str(data.get("name", "")),
            title=str(data.get("title", "")),
            sources=tuple(str(s) for s in data.get("sources", ())),
            max_pip=max_pip,
            players=players,
            teams=teams,
            hand_size=reader.by_players("deal.hand_size", players),
            draw_mode=reader.enum("draw.mode"),
            draw_reserve=reader.int("draw.reserve"),
            first_hand_lead=reader.enum("lead.first_hand"),
            tie_break=reader.enum("lead.tie_break"),
            forced_lead_tile=reader.bool("lead.forced_tile"),
            double_order=reader.enum("lead.double_order"),
            named_double=reader.optional_int("lead.named_double", maximum=max_pip),
            next_hand_lead=reader.enum("lead.next_hand"),
            after_tie_lead=reader.enum("lead.after_tie"),
            direction=reader.enum("turn.direction"),
            must_play=reader.bool("turn.must_play"),
            block_recognised=reader.enum("turn.block_recognised"),
            spinner=reader.enum("layout.spinner"),
            fives=reader.bool("fives.enabled"),
            fives_claims=reader.enum("fives.claims"),
            voided_fives=reader.enum("fives.voided"),
            out_score=reader.enum("score.out"),
            blocked_score=reader.enum("score.blocked"),
            blocked_winner=reader.enum("score.blocked_winner"),
            blocked_tie=reader.enum("score.blocked_tie"),
            rounding=reader.enum("score.rounding"),
            match_end=reader.enum("match.end"),
            target=reader.by_players("match.target", _target_keys(players, teams, target_by),
                                     "sides" if target_by == "sides" else "players"),
            target_by=target_by,
            target_check=reader.enum("match.target_check"),
            level_at_target=reader.enum("match.level_at_target"),
            hands=reader.optional_int("match.hands"),
            count_void_hands=reader.bool("match.count_void_hands"),
        )
        ruleset._check_consistency()
        return ruleset

    def _check_consistency(self) -> None:
        size = set_size(self.max_pip)
        for count in self.players:
            needed = count * self.hand_size[count]
            if needed > size:
                raise RulesetError(
                    "deal.hand_size",
                    f"{count} players x {self.hand_size[count]} tiles = {needed}, "
                    f"but a double-{self.max_pip} set has only {size} tiles",
                )
            if self.draw_mode != "none" and self.draw_reserve > size - needed:
                raise RulesetError(
                    "draw.reserve",
                    f"a reserve of {self.draw_reserve} is more than the {size - needed} tiles "
                    f"left in the boneyard with {count} players",
                )
        if self.match_end == "hands" and self.hands is None:
            raise RulesetError("match.hands", "match.end is 'hands', so match.hands must be a number")
        if self.fives_claims == "muggins" and not self.fives:
            raise RulesetError("fives.claims", "muggins claims need fives.enabled = true")

    # -- questions the engine asks ------------------------------------------

    def sides(self, players: int) -> list[list[int]]:
        """The scoring sides: the teams, or one side per seat."""
        if self.teams is not None:
            return [list(team) for team in self.teams]
        return [[seat] for seat in range(players)]

    def target_for(self, players: int) -> int:
        """The target score with ``players`` players: keyed by players or by sides (``match.target_by``)."""
        return self.target[_target_keys((players,), self.teams, self.target_by)[0]]

    def to_dict(self) -> dict[str, Any]:
        """The canonical JSON form of this ruleset (round-trips through ``from_dict``)."""
        out: dict[str, Any] = {"format": RULESET_FORMAT}
        if self.name:
            out["name"] = self.name
        if self.title:
            out["title"] = self.title
        if self.sources:
            out["sources"] = list(self.sources)
        for option in OPTIONS:
            _set_path(out, option.id, self.value(option.id))
        return out

    def value(self, option_id: str) -> Any:
        """The JSON value this ruleset pins for ``option_id``."""
        attribute = _ATTRIBUTE_OF[option_id]
        value = getattr(self, attribute)
        if option_id == "players":
            return list(value)
        if option_id == "teams":
            return None if value is None else [list(team) for team in value]
        if isinstance(value, Mapping):
            return {_players_key(k): v for k, v in sorted(value.items())}
        return value


_ATTRIBUTE_OF = {
    "set.max_pip": "max_pip",
    "players": "players",
    "teams": "teams",
    "deal.hand_size": "hand_size",
    "draw.mode": "draw_mode",
    "draw.reserve": "draw_reserve",
    "lead.first_hand": "first_hand_lead",
    "lead.tie_break": "tie_break",
    "lead.forced_tile": "forced_lead_tile",
    "lead.double_order": "double_order",
    "lead.named_double": "named_double",
    "lead.next_hand": "next_hand_lead",
    "lead.after_tie": "after_tie_lead",
    "turn.direction": "direction",
    "turn.must_play": "must_play",
    "turn.block_recognised": "block_recognised",
    "layout.spinner": "spinner",
    "fives.enabled": "fives",
    "fives.claims": "fives_claims",
    "fives.voided": "voided_fives",
    "score.out": "out_score",
    "score.blocked": "blocked_score",
    "score.blocked_winner": "blocked_winner",
    "score.blocked_tie": "blocked_tie",
    "score.rounding": "rounding",
    "match.end": "match_end",
    "match.target": "target",
    "match.target_by": "target_by",
    "match.target_check": "target_check",
    "match.level_at_target": "level_at_target",
    "match.hands": "hands",
    "match.count_void_hands": "count_void_hands",
}
assert set(_ATTRIBUTE_OF) == set(OPTION_BY_ID), "every option needs a Ruleset attribute"


def _target_keys(players: tuple[int, ...], teams: tuple[tuple[int, ...], ...] | None, target_by: str) -> tuple[int, ...]:
    """The counts ``match.target`` is keyed by: the player counts, or the numbers of sides they make."""
    if target_by == "players":
        return players
    return tuple(len(teams) if teams is not None else count for count in players)


def get_path(data: Mapping[str, Any], option_id: str) -> Any:
    """Look up a dotted option id in a nested ruleset; ``KeyError`` if absent."""
    node: Any = data
    for part in option_id.split("."):
        if not isinstance(node, Mapping) or part not in node:
            raise KeyError(option_id)
        node = node[part]
    return node


def _set_path(data: dict[str, Any], option_id: str, value: Any) -> None:
    *groups, last = option_id.split(".")
    node = data
    for part in groups:
        node = node.setdefault(part, {})
    node[last] = value


def merge(base: Mapping[str, Any], overrides: Mapping[str, Any]) -> dict[str, Any]:
    """A ruleset with ``overrides`` applied: nested objects merge, values replace.

    Overrides may also use dotted ids as keys (``{"draw.reserve": 2}``). Every override must name
    a rule option (``check_overrides``): an override of nothing raises ``RulesetError``.
    """
    check_overrides(overrides)
    return _merged(base, overrides)


def check_overrides(overrides: Mapping[str, Any], prefix: str = "") -> None:
    """Raise ``RulesetError`` (``field``: the override's dotted path) for the first override that names no
    rule option: every reader of overrides (records, ruleset files, sheets, scenarios) refuses a typo the same
    way, instead of playing the profile as if it had not been written."""
    for key, value in overrides.items():
        path = f"{prefix}{key}"
        if path in OPTION_BY_ID:
            continue
        if isinstance(value, Mapping) and any(option.startswith(path + ".") for option in OPTION_BY_ID):
            check_overrides(value, path + ".")
            continue
        nearest = difflib.get_close_matches(path, list(OPTION_BY_ID), n=1)
        hint = f"did you mean {nearest[0]}?" if nearest else "spec/options.md lists them"
        raise RulesetError(path, f"there is no rule option {path!r}; {hint}")


def _merged(base: Mapping[str, Any], overrides: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {k: (dict(v) if isinstance(v, Mapping) else v) for k, v in base.items()}
    for key, value in overrides.items():
        if "." in key and key in OPTION_BY_ID:
            _set_path(out, key, value)
        elif isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merged(out[key], value)
        else:
            out[key] = value
    return out


class _Reader:
    """Reads options out of a nested ruleset, naming the field on any error."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def raw(self, option_id: str) -> Any:
        try:
            return get_path(self.data, option_id)
        except KeyError:
            if option_id in LATER_OPTIONS:
                return LATER_OPTIONS[option_id]
            raise RulesetError(option_id, "is missing; a ruleset pins every option") from None

    def enum(self, option_id: str) -> str:
        value = self.raw(option_id)
        allowed = OPTION_BY_ID[option_id].values
        if value not in allowed:
            raise RulesetError(option_id, f"{value!r} is not one of {', '.join(allowed)}")
        return value

    def bool(self, option_id: str) -> bool:
        value = self.raw(option_id)
        if not isinstance(value, bool):
            raise RulesetError(option_id, f"must be true or false, got {value!r}")
        return value

    def _check_int(self, option_id: str, value: Any, maximum: int | None = None) -> int:
        minimum = OPTION_BY_ID[option_id].minimum or 0
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesetError(option_id, f"must be a whole number, got {value!r}")
        if value < minimum:
            raise RulesetError(option_id, f"must be at least {minimum}, got {value}")
        if maximum is not None and value > maximum:
            raise RulesetError(option_id, f"must be at most {maximum}, got {value}")
        return value

    def int(self, option_id: str, maximum: int | None = None) -> int:
        return self._check_int(option_id, self.raw(option_id), maximum)

    def optional_int(self, option_id: str, maximum: int | None = None) -> int | None:
        value = self.raw(option_id)
        return None if value is None else self._check_int(option_id, value, maximum)

    def players(self) -> tuple[int, ...]:
        value = self.raw("players")
        if not isinstance(value, list) or not value:
            raise RulesetError("players", f"must be a non-empty list of player counts, got {value!r}")
        for count in value:
            if isinstance(count, bool) or not isinstance(count, int) or not MIN_PLAYERS <= count <= MAX_PLAYERS:
                raise RulesetError("players", f"{count!r} is not a player count from {MIN_PLAYERS} to {MAX_PLAYERS}")
        if len(set(value)) != len(value):
            raise RulesetError("players", f"lists a player count twice: {value}")
        return tuple(sorted(value))

    def teams(self, players: tuple[int, ...]) -> tuple[tuple[int, ...], ...] | None:
        value = self.raw("teams")
        if value is None:
            return None
        if not isinstance(value, list) or len(value) < 2 or not all(isinstance(t, list) and t for t in value):
            raise RulesetError("teams", f"must be null or a list of at least two teams of seats, got {value!r}")
        seats = [seat for team in value for seat in team]
        if len(players) != 1:
            raise RulesetError("teams", f"a team layout fixes the player count, but players lists {list(players)}")
        count = players[0]
        if sorted(seats) != list(range(count)):
            raise RulesetError("teams", f"{value} does not place each of the {count} seats in exactly one team")
        if len({len(team) for team in value}) != 1:
            raise RulesetError("teams", f"{value}: every team must have the same number of players")
        return tuple(tuple(team) for team in value)

    def by_players(self, option_id: str, players: tuple[int, ...], counted: str = "players") -> dict[int, int]:
        """An option keyed by count: ``players`` lists the counts (of ``counted``) it must give a value for."""
        value = self.raw(option_id)
        if not isinstance(value, Mapping):
            if isinstance(value, int) and not isinstance(value, bool):
                value = {_players_key(count): value for count in players}
            else:
                raise RulesetError(option_id, f"must be a number or an object keyed by player count, got {value!r}")
        out = {}
        for count in players:
            key = _players_key(count)
            if key not in value:
                raise RulesetError(f"{option_id}.{key}", f"is missing; the ruleset is played with {count} {counted}")
            out[count] = self._check_int(option_id, value[key])
        return out
