"""The ruleset model: every point on which the rule sources disagree, pinned.

A ruleset is a JSON object of option groups (``set``, ``deal``, ``draw``,
``lead``, ``turn``, ``layout``, ``fives``, ``score``, ``match``) plus
``players`` and ``teams``. Each option has a dotted id (``lead.first_hand``)
used alike by the rulebook's options chapter, the JSON Schema, scenario tags
and engine capabilities. ``OPTIONS`` below is the one table of them: each entry
declares what everything else derives from (the ``Ruleset`` attribute, how it is read and
checked, its value at a player count, the default of an option added later, and the
values a tool tries in its place). To add an option, add its entry and its ``Ruleset``
field; spec/options.md and the schema state it too (tests hold the three together).

This module checks what a JSON Schema cannot: that the options are
consistent with one another (hands that fit in the set, teams that fit the
players). Shape and value checks live in ``schemas/ruleset.schema.json``;
they are repeated here, briefly, so that the dependency-free engine refuses
a bad ruleset on its own.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from .tiles import MAX_SUPPORTED_PIP, set_size

RULESET_FORMAT = "domino-ruleset/1"
MIN_PLAYERS, MAX_PLAYERS = 2, 4


#: The kinds of option whose every value can be named (a tool may try each in turn).
CHOICE_KINDS = ("enum", "bool")


@dataclass(frozen=True)
class Option:
    """One rule option, declared once: reading and checking it, its ``Ruleset`` attribute, its canonical
    JSON, its value at a player count, the value an older engine is taken to play, and the values a tool
    tries in its place all derive from this entry."""

    id: str  # the dotted path into a ruleset file: ``draw.mode`` is ``{"draw": {"mode": ...}}``
    attribute: str  # the ``Ruleset`` field that holds the value read
    kind: str  # "enum", "bool", "int", "int_by_players", "players", "teams"
    summary: str
    values: tuple[str, ...] = ()  # an enum's allowed values, in the rulebook's order
    minimum: int | None = None  # a number's least allowed value (0 when None)
    #: A number's greatest allowed value: a number, or the id of the option whose value bounds it.
    maximum: int | str | None = None
    nullable: bool = False  # a number that may be null ("none")
    #: An ``int_by_players`` map keyed by the count this enum option names (``players``, or ``sides``: the
    #: number of sides the teams make); None: keyed by the player count.
    keyed_by: str | None = None
    #: For an option that is not a choice: the values spec/options.md's rows give (the sources' and the
    #: profiles'), in its order; any other value the reader accepts may be pinned too. Shared: copy to change.
    examples: tuple[Any, ...] = field(default=(), compare=False)
    #: For an option added after engines were written: the value that plays as they did before it
    #: existed, taken as supported by an engine that does not declare the option (``has_default``).
    default: Any = None
    has_default: bool = False
    #: For an option added after rulesets and records were first pinned: a ruleset may leave it out,
    #: and then plays ``default``, as every ruleset did before the option existed.
    may_be_left_out: bool = False

    @property
    def is_choice(self) -> bool:
        """Whether every value of the option can be named (an enum or a bool)."""
        return self.kind in CHOICE_KINDS

    @property
    def choices(self) -> tuple[Any, ...]:
        """The values a tool tries for this option: every allowed value of a choice (an enum's in the
        rulebook's order, a bool's true then false); for a number, a map or the seats, the ``examples``."""
        if self.kind == "bool":
            return (True, False)
        return self.values if self.kind == "enum" else self.examples

    def alternatives(self, value: Any) -> tuple[Any, ...]:
        """Every other value of this option than ``value`` (its JSON value), from ``choices``: what an
        engine reading this one rule differently may play."""
        return tuple(choice for choice in self.choices if choice != value)

    def reads_first(self) -> tuple[str, ...]:
        """The options whose values reading this one needs."""
        if self.kind == "teams":
            return ("players",)
        if self.kind == "int_by_players":
            return ("players", "teams") + ((self.keyed_by,) if self.keyed_by else ())
        return (self.maximum,) if isinstance(self.maximum, str) else ()


def _later(option: Option, default: Any, may_be_left_out: bool = False) -> Option:
    """``option``, added after engines were written, with the value an engine that predates it is taken to
    play; ``may_be_left_out`` when it came after rulesets were first pinned too."""
    return replace(option, default=default, has_default=True, may_be_left_out=may_be_left_out)


OPTIONS: tuple[Option, ...] = (
    Option("set.max_pip", "max_pip", "int", "Highest number on a tile: 6 for double-six, 9 for double-nine.",
           minimum=1, maximum=MAX_SUPPORTED_PIP, examples=(6, 9)),
    Option("players", "players", "players", "The player counts the ruleset may be played with (2 to 4).",
           examples=([2, 3, 4], [4])),
    Option("teams", "teams", "teams", "null for individual play, or the partnerships as lists of seats.",
           examples=(None, [[0, 2], [1, 3]])),
    Option("deal.hand_size", "hand_size", "int_by_players", "Tiles dealt to each player, by player count.",
           minimum=1, examples=({"2": 7, "3": 5, "4": 5}, {"2": 7, "3": 7, "4": 7}, {"4": 7})),
    Option("draw.mode", "draw_mode", "enum", "What a player who cannot play does with the boneyard.",
           ("none", "until_playable", "one_then_pass", "until_playable_one_move")),
    Option("draw.reserve", "draw_reserve", "int", "Boneyard tiles that may never be drawn.",
           minimum=0, examples=(0, 2)),
    Option("lead.first_hand", "first_hand_lead", "enum", "Who leads the first hand, and with what.",
           ("highest_double_else_heaviest_tile", "highest_double_else_redeal", "heaviest_tile",
            "holder_of_top_double", "lot", "fixed_seat", "at_random")),
    Option("lead.tie_break", "tie_break", "enum", "How two equally heavy tiles are ranked, for the lead and the lot.",
           ("higher_half", "seat_order")),
    Option("lead.forced_tile", "forced_lead_tile", "bool", "Whether a leader chosen by a tile must lead that tile."),
    _later(Option("lead.double_order", "double_order", "enum", "Which double is sought first when a double leads.",
                  ("highest_first", "lowest_first")), "highest_first"),
    _later(Option("lead.named_double", "named_double", "int",
                  "A double sought before all others for the lead (null: none).",
                  minimum=0, maximum="set.max_pip", nullable=True, examples=(None,)), None),
    Option("lead.next_hand", "next_hand_lead", "enum", "Who leads each later hand.",
           ("winner", "rotate", "left", "as_first_hand", "blocker", "winning_side_chooses")),
    Option("lead.after_tie", "after_tie_lead", "enum", "Who leads after a hand that nobody won.",
           ("rotate", "same_leader", "as_first_hand")),
    Option("turn.direction", "direction", "enum", "Direction of play: cw (to the left) or ccw (to the right).",
           ("cw", "ccw")),
    Option("turn.must_play", "must_play", "bool", "Whether a player holding a playable tile must play."),
    _later(Option("turn.block_recognised", "block_recognised", "enum",
                  "Whether a blocked hand ends at the blocking move or after a round of passes.",
                  ("at_once", "round_of_passes")), "at_once", may_be_left_out=True),
    Option("layout.spinner", "spinner", "enum", "Whether the first double played opens four arms.",
           ("none", "first_double")),
    Option("fives.enabled", "fives", "bool", "Whether open ends adding to a multiple of five score during the hand."),
    Option("fives.claims", "fives_claims", "enum", "How in-hand scores are taken: counted, or claimed with muggins.",
           ("auto", "muggins")),
    _later(Option("fives.voided", "voided_fives", "enum", "Whether in-hand scores of a hand later voided stand.",
                  ("stand", "cancelled")), "stand"),
    _later(Option("fives.muggins_window", "muggins_window", "enum",
                  "How long the next player may take an unclaimed score.",
                  ("first_move", "whole_turn")), "first_move", may_be_left_out=True),
    Option("score.out", "out_score", "enum", "Whose pips the player who goes out scores.",
           ("all_other_hands", "opponents_only", "nothing")),
    Option("score.blocked", "blocked_score", "enum", "What the winner of a blocked hand scores.",
           ("diff_each", "sum_minus_own", "winner_takes_all", "all_pips")),
    _later(Option("score.blocked_winner", "blocked_winner", "enum",
                  "Who wins a blocked hand: the lightest side, or the lightest hand.",
                  ("lightest_side", "lightest_hand")), "lightest_side"),
    Option("score.blocked_tie", "blocked_tie", "enum",
           "What happens when the lightest hands of a blocked hand are equal.",
           ("redeal", "no_score", "carry", "carry_doubled")),
    Option("score.rounding", "rounding", "enum", "Rounding of the end-of-hand score to a multiple of five.",
           ("none", "nearest_five_total", "nearest_five_each")),
    _later(Option("score.capicu", "capicu", "enum", "The bonus for going out with a tile that fits both ends.",
                  ("none", "bonus_25", "bonus_100")), "none", may_be_left_out=True),
    _later(Option("score.chuchazo", "chuchazo", "enum", "The bonus for going out with the double blank.",
                  ("none", "bonus_25", "bonus_100")), "none", may_be_left_out=True),
    _later(Option("score.first_hands", "first_hands", "enum", "Bonuses for the winners of a match's first four hands.",
                  ("none", "bonus_100_75_50_25")), "none", may_be_left_out=True),
    Option("match.end", "match_end", "enum", "When the match ends.", ("target", "hands", "qualify_two")),
    Option("match.target", "target", "int_by_players",
           "The target score, by player count or by number of sides.", minimum=1, keyed_by="match.target_by",
           examples=({"2": 100, "3": 61, "4": 61}, 100, 250, 350)),
    _later(Option("match.target_by", "target_by", "enum",
                  "Whether match.target is keyed by the player count or the number of sides.",
                  ("players", "sides")), "players"),
    _later(Option("match.target_check", "target_check", "enum",
                  "Whether reaching the target during a hand ends the match at once.",
                  ("end_of_hand", "at_once")), "end_of_hand"),
    _later(Option("match.level_at_target", "level_at_target", "enum",
                  "What decides when the leaders are level at or past the target: play on, the last seat, or shared.",
                  ("play_on", "last_seat", "shared")), "play_on", may_be_left_out=True),
    Option("match.hands", "hands", "int", "The number of hands, when the match is a fixed number of hands.",
           minimum=1, nullable=True, examples=(None,)),
    _later(Option("match.count_void_hands", "count_void_hands", "bool",
                  "Whether a voided hand counts toward match.hands."), False),
)

OPTION_BY_ID: dict[str, Option] = {option.id: option for option in OPTIONS}
#: The options a ruleset may leave out (``Option.may_be_left_out``), with the value each then plays.
LATER_OPTIONS = {option.id: option.default for option in OPTIONS if option.may_be_left_out}
#: The order ``Ruleset.from_dict`` reads the options in, so the first bad one is named: those another
#: option's reading needs, then the rest, each group in the table's order.
_NEEDED = {needed for option in OPTIONS for needed in option.reads_first()}
_READING_ORDER = tuple(sorted(OPTIONS, key=lambda option: option.id not in _NEEDED))


def count_key(players: int, teams: Any, counted: Any) -> int:
    """The count a by-count map is read at with ``players`` players: ``players``, or the number of sides
    the ``teams`` make when ``counted`` is ``"sides"`` (``match.target_by``)."""
    return len(teams) if counted == "sides" and teams else players


def option_value_at(option: Option, value: Any, players: int, value_of: Callable[[str], Any]) -> Any:
    """``value``, the JSON value of ``option``, as ``players`` players play it: ``players`` is the count
    itself, a by-count map gives its entry for the count (None when it has none), any other value is
    itself. ``value_of`` gives another option's JSON value (None when absent): the ruleset need not be
    valid."""
    if option.kind == "players":
        return players
    if option.kind == "int_by_players" and isinstance(value, Mapping):
        counted = value_of(option.keyed_by) if option.keyed_by else "players"
        return value.get(str(count_key(players, value_of("teams"), counted)))
    return value


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
    muggins_window: str
    out_score: str
    blocked_score: str
    blocked_winner: str
    blocked_tie: str
    rounding: str
    capicu: str
    chuchazo: str
    first_hands: str
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
        ruleset = cls(
            name=str(data.get("name", "")),
            title=str(data.get("title", "")),
            sources=tuple(str(s) for s in data.get("sources", ())),
            **{option.attribute: reader.value(option) for option in _READING_ORDER},
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
        return self.value_at("match.target", players)

    def value_at(self, option_id: str, players: int) -> Any:
        """The JSON value of ``option_id`` as ``players`` players play it (``option_value_at``)."""
        return option_value_at(OPTION_BY_ID[option_id], self.value(option_id), players, self.value)

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
        option = OPTION_BY_ID[option_id]
        value = getattr(self, option.attribute)
        if option.kind == "players":
            return list(value)
        if option.kind == "teams":
            return None if value is None else [list(team) for team in value]
        if option.kind == "int_by_players":
            return {_players_key(k): v for k, v in sorted(value.items())}
        return value


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
    """Reads options out of a nested ruleset, each by its kind, naming the field on any error."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data
        self.read: dict[str, Any] = {}

    def value(self, option: Option) -> Any:
        """The checked value of ``option``, read once (the options its reading needs first)."""
        if option.id not in self.read:
            readers = {"enum": self.enum, "bool": self.bool, "int": self.int, "int_by_players": self.by_players,
                       "players": self.players, "teams": self.teams}
            self.read[option.id] = readers[option.kind](option)
        return self.read[option.id]

    def raw(self, option: Option) -> Any:
        try:
            return get_path(self.data, option.id)
        except KeyError:
            if option.may_be_left_out:
                return option.default
            raise RulesetError(option.id, "is missing; a ruleset pins every option") from None

    def enum(self, option: Option) -> str:
        value = self.raw(option)
        if value not in option.values:
            raise RulesetError(option.id, f"{value!r} is not one of {', '.join(option.values)}")
        return value

    def bool(self, option: Option) -> bool:
        value = self.raw(option)
        if not isinstance(value, bool):
            raise RulesetError(option.id, f"must be true or false, got {value!r}")
        return value

    def int(self, option: Option) -> int | None:
        value = self.raw(option)
        if value is None and option.nullable:
            return None
        maximum = self.value(OPTION_BY_ID[option.maximum]) if isinstance(option.maximum, str) else option.maximum
        return self._check_int(option, value, maximum)

    def _check_int(self, option: Option, value: Any, maximum: int | None = None) -> int:
        minimum = option.minimum or 0
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesetError(option.id, f"must be a whole number, got {value!r}")
        if value < minimum:
            raise RulesetError(option.id, f"must be at least {minimum}, got {value}")
        if maximum is not None and value > maximum:
            raise RulesetError(option.id, f"must be at most {maximum}, got {value}")
        return value

    def players(self, option: Option) -> tuple[int, ...]:
        value = self.raw(option)
        if not isinstance(value, list) or not value:
            raise RulesetError("players", f"must be a non-empty list of player counts, got {value!r}")
        for count in value:
            if isinstance(count, bool) or not isinstance(count, int) or not MIN_PLAYERS <= count <= MAX_PLAYERS:
                raise RulesetError("players", f"{count!r} is not a player count from {MIN_PLAYERS} to {MAX_PLAYERS}")
        if len(set(value)) != len(value):
            raise RulesetError("players", f"lists a player count twice: {value}")
        return tuple(sorted(value))

    def teams(self, option: Option) -> tuple[tuple[int, ...], ...] | None:
        players = self.value(OPTION_BY_ID["players"])
        value = self.raw(option)
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

    def by_players(self, option: Option) -> dict[int, int]:
        """A map keyed by count: one number for every count the ruleset is played with (the player counts,
        or the numbers of sides they make: ``Option.keyed_by``), or a single number for them all."""
        counted = self.value(OPTION_BY_ID[option.keyed_by]) if option.keyed_by else "players"
        teams = self.value(OPTION_BY_ID["teams"])
        counts = tuple(count_key(players, teams, counted) for players in self.value(OPTION_BY_ID["players"]))
        value = self.raw(option)
        if not isinstance(value, Mapping):
            if isinstance(value, int) and not isinstance(value, bool):
                value = {_players_key(count): value for count in counts}
            else:
                raise RulesetError(option.id, f"must be a number or an object keyed by player count, got {value!r}")
        out = {}
        for count in counts:
            key = _players_key(count)
            if key not in value:
                raise RulesetError(f"{option.id}.{key}", f"is missing; the ruleset is played with {count} {counted}")
            out[count] = self._check_int(option, value[key])
        return out
