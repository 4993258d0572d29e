"""What ``identify`` found, as data: at each seating the game read from the engine's behaviour, each difference
with its evidence, the values that play alike there, what the declaration says otherwise and what no option
explains (``conformance.suite.identification`` finds it; ``schemas/identify.schema.json`` is its JSON form).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reference_impl.ruleset import Ruleset

from conformance.rulebook.declared_games import DeclaredGame, game_entry

#: The defaults of ``identify``: scenarios played on the engine at each seating, hands of its own games,
#: hands of differential play confirming the game found, and the seed of both.
DEFAULT_SCENARIOS = 300
DEFAULT_HANDS = 120
DEFAULT_CONFIRM_HANDS = 40
DEFAULT_SEED = 0


@dataclass(frozen=True)
class Limits:
    """How much ``identify`` asks of the engine at each seating."""

    scenarios: int = DEFAULT_SCENARIOS
    hands: int = DEFAULT_HANDS
    confirm_hands: int = DEFAULT_CONFIRM_HANDS
    seed: int = DEFAULT_SEED



@dataclass(frozen=True)
class Seating:
    """One player count to identify the engine's game at: the ruleset it is sent there, named, and the game
    it declares there (None: it declares none; a bag of values declares the profile it covers)."""

    players: int
    sent: dict[str, Any]
    name: str
    declared: DeclaredGame | None

    @property
    def label(self) -> str:
        return f"{self.name} at {self.players} players"




@dataclass
class Difference:
    """An option the game found plays otherwise than a base (the profile it is written as, or the game the
    engine declares), with the evidence: scenarios that tell the two values apart, and the hands of the
    engine's own games each plays as the engine did."""

    option: str
    value: Any  # at the seating
    base: Any  # the base's value at the seating
    scenarios: list[str]
    hands_agreed: int
    hands_agreed_base: int | None  # None: the base's value makes no game with the rest
    hands: int
    alike: bool = False  # the two values play alike here: the game found keeps the one it started from

    def to_dict(self) -> dict[str, Any]:
        return {"option": self.option, "value": self.value, "base": self.base, "alike": self.alike,
                "scenarios": self.scenarios, "hands": self.hands, "hands_agreed": self.hands_agreed,
                "hands_agreed_base": self.hands_agreed_base}


@dataclass
class Alike:
    """Values of one option that play alike at the seating: nothing asked told them apart."""

    option: str
    values: list[Any]  # the value of the game found first

    def to_dict(self) -> dict[str, Any]:
        return {"option": self.option, "values": self.values}


@dataclass
class Unexplained:
    """A rule on which the engine disagrees with every game tried: a failed clause and its evidence."""

    clause: str | None  # None: the engine failed as a program
    evidence: list[str]
    count: int

    def to_dict(self) -> dict[str, Any]:
        return {"clause": self.clause, "count": self.count, "evidence": self.evidence}


@dataclass
class SeatingIdentity:
    """The game the engine plays at one seating, as its behaviour shows it."""

    seating: Seating
    ruleset: Ruleset  # the game found
    profile: str  # the profile it is written as
    differences: dict[str, Any]  # from ``profile``, as a games entry writes them
    evidence: list[Difference] = field(default_factory=list)
    misdeclared: list[tuple[str, Any, Any]] = field(default_factory=list)  # (option, declared, played)
    alike: list[Alike] = field(default_factory=list)
    unexplained: list[Unexplained] = field(default_factory=list)
    hands: int = 0
    hands_agreed: int = 0
    scenarios: int = 0
    scenarios_agreed: int = 0
    confirmed_hands: int = 0
    divergences: int = 0
    failures: list[str] = field(default_factory=list)
    seconds: float = 0.0
    rulesets_tried: int = 0
    #: Why no game could be read from the engine's behaviour here (None: one was).
    not_identified: str | None = None

    @property
    def players(self) -> int:
        return self.seating.players

    def entry(self) -> dict[str, Any]:
        """The ``capabilities.games`` entry of the game found."""
        return game_entry(self.profile, self.players, self.differences)

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "sent": self.seating.name,
            "declared": None if self.seating.declared is None else self.seating.declared.label,
            "game": None if self.not_identified else self.entry(),
            "not_identified": self.not_identified,
            "differences": [difference.to_dict() for difference in self.evidence],
            "misdeclared": [{"option": option, "declared": declared, "played": played}
                            for option, declared, played in self.misdeclared],
            "alike": [alike.to_dict() for alike in self.alike],
            "unexplained": [unexplained.to_dict() for unexplained in self.unexplained],
            "hands": self.hands, "hands_agreed": self.hands_agreed,
            "scenarios": self.scenarios, "scenarios_agreed": self.scenarios_agreed,
            "confirmed_hands": self.confirmed_hands, "divergences": self.divergences,
            "failures": self.failures, "seconds": round(self.seconds, 3), "rulesets_tried": self.rulesets_tried,
        }


def games_entries(seatings: Sequence[SeatingIdentity]) -> list[dict[str, Any]]:
    """The ``capabilities.games`` entries of what was found: one per game, with every player count that
    plays it (a game that differs by player count gets an entry per count)."""
    entries: list[dict[str, Any]] = []
    for found in seatings:
        if found.not_identified:
            continue
        entry = found.entry()
        same = next((known for known in entries if known["profile"] == entry["profile"]
                     and known.get("differences") == entry.get("differences")), None)
        if same is None:
            entries.append(entry)
        elif found.players not in same["players"]:
            same["players"] = sorted([*same["players"], found.players])
    return entries



def not_identified(seating: Seating, why: str, failures: Sequence[str] = (), seconds: float = 0.0
                   ) -> SeatingIdentity:
    """A seating whose game could not be read from the engine's behaviour, and why."""
    sent = Ruleset.from_dict(seating.sent)
    return SeatingIdentity(seating, sent, seating.name, {}, failures=list(failures), seconds=seconds,
                           not_identified=why)




@dataclass
class Identification:
    """The game an engine plays, at each seating, as its behaviour shows it."""

    engine: Mapping[str, Any]
    declared_form: str  # games, options or none
    seatings: list[SeatingIdentity]
    limits: Limits
    requests: int = 0
    seconds: float = 0.0

    def games(self) -> list[dict[str, Any]]:
        return games_entries(self.seatings)

    @property
    def unexplained(self) -> bool:
        return any(found.unexplained for found in self.seatings)

    @property
    def misdeclared(self) -> bool:
        return any(found.misdeclared for found in self.seatings)

    @property
    def failed(self) -> bool:
        """Whether the engine failed as a program on the way."""
        return any(found.failures or found.not_identified or any(entry.clause is None for entry in found.unexplained)
                   for found in self.seatings)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "domino-conformance-identify/1",
            "engine": dict(self.engine),
            "declared": self.declared_form,
            "games": self.games(),
            "seatings": [found.to_dict() for found in self.seatings],
            "limits": {"scenarios": self.limits.scenarios, "hands": self.limits.hands,
                       "confirm_hands": self.limits.confirm_hands, "seed": self.limits.seed},
            "requests": self.requests,
            "seconds": round(self.seconds, 3),
        }
