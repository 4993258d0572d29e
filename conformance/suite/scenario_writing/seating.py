"""A game scenarios are written for: a profile at one player count, or a declared variant of it."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from reference_impl.ruleset import Ruleset, merge

from conformance.rulebook.declared_games import DeclaredGame, declared_game, describe_value
from conformance.rulebook.index import profiles

#: The folder of features/ the seatings' files are written to.
SEATINGS_FOLDER = "seatings"
#: How the name of a seating written for an engine's declared game begins (``declared-<digest>``).
DECLARED = "declared-"


@dataclass(frozen=True)
class Seating:
    """A game the writer writes scenarios for: a profile at one player count, or a declared variant of it
    (``name``, with its ``differences``: option id and value pairs) listed in ``variants.json``."""

    profile: str
    players: int
    differences: tuple[tuple[str, Any], ...] = ()
    name: str = ""
    about: str = ""  # what the variant is: whose game it is
    #: Clauses written for even where another scenario exercises them: ``python -m conformance.sweep`` found
    #: that those scenarios do not tell the variant's value from another.
    witness: tuple[str, ...] = ()

    def __hash__(self) -> int:
        # The differences may hold lists (``teams``) and objects (a value by player count): hashed as JSON text.
        return hash((self.profile, self.players, json.dumps(self.differences, sort_keys=True), self.name))

    @property
    def label(self) -> str:
        """``block-4p``, or ``partnership-4p-openspiel-team`` for a variant: its file's name."""
        return f"{self.profile}-{self.players}p" + (f"-{self.name}" if self.name else "")

    @property
    def id_prefix(self) -> str:
        """``seat-block-4``, ``seat-partnership-4-openspiel-team``: the start of its scenarios' ids."""
        return f"seat-{self.profile}-{self.players}" + (f"-{self.name}" if self.name else "")

    @property
    def seed_name(self) -> str:
        """The seating's part of its random matches' seeds (a profile's is its name alone)."""
        return f"{self.profile}-{self.name}" if self.name else self.profile

    @property
    def described(self) -> str:
        """``block at 4 players``, ``the openspiel-team variant of partnership at 4 players``."""
        seats = f"{self.profile} at {self.players} players"
        if self.name.startswith(DECLARED):
            return f"{seats} as an engine declares it"
        return f"the {self.name} variant of {seats}" if self.name else seats

    @property
    def rules_step(self) -> str:
        """The Given step naming the rules, with the variant's differences written out (any JSON value)."""
        text = f'the "{self.profile}" rules for {self.players} players'
        if self.differences:
            text += " with " + ", ".join(describe_value(option, value) for option, value in self.differences)
        return text

    def ruleset(self) -> Ruleset:
        return Ruleset.from_dict(merge(profiles()[self.profile], dict(self.differences)))

    def game(self) -> DeclaredGame:
        """The game an engine declares to meet exactly these rules."""
        return declared_game(self.profile, self.players, dict(self.differences))


def profile_seating(game: DeclaredGame) -> Seating:
    """The seating of a profile's game at one player count."""
    return Seating(str(game.base), game.players[0])
