"""How much of an engine's declared game the suite exercises.

The clauses that *hold* for a declaration are the testable clauses whose "Applies when"
condition its game satisfies (for a bag of option values: some declared value satisfies
it). A clause is *exercised* when at least one scenario tagged with it applies. The share
of held clauses exercised is the run's coverage; below the threshold the run's verdict is
"not enough of the suite applies", never green.

``profile_coverage`` computes the same figure for every (profile, seating) the profiles
allow, for ``clauses --coverage`` and the lint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from . import rulebook as rulebook_module
from .applicability import checked_clauses, decide_all
from .games import Declaration, DeclaredGame, declared_game, option_values
from .rulebook import profiles
from .suite import Scenario

#: A run whose coverage of the declared game is below this share is not judged green.
DEFAULT_THRESHOLD = 0.80
#: Every (profile, seating) must reach this share of its clauses with applicable scenarios (lint).
SUITE_TARGET = 0.95


@dataclass(frozen=True)
class Coverage:
    """Clauses holding for a declaration, those exercised, and the share."""

    held: tuple[str, ...]
    exercised: tuple[str, ...]

    @property
    def share(self) -> float:
        return len(self.exercised) / len(self.held) if self.held else 0.0

    @property
    def missing(self) -> tuple[str, ...]:
        exercised = set(self.exercised)
        return tuple(clause for clause in self.held if clause not in exercised)

    def to_dict(self) -> dict[str, Any]:
        return {"held": len(self.held), "exercised": len(self.exercised), "share": round(self.share, 6),
                "missing": list(self.missing)}


def _has_for_bag(declaration: Declaration) -> Callable[[str, Callable[[Any], bool]], bool]:
    def has(option_id: str, test: Callable[[Any], bool]) -> bool:
        allowed = declaration.allowed(option_id)
        if allowed == "*":
            return True
        return isinstance(allowed, list) and any(test(value) for value in allowed)
    return has


def clauses_holding(declaration: Declaration) -> tuple[str, ...]:
    """The testable clauses that hold in the declared game(s), in rulebook order."""
    clauses = [clause for clause in rulebook_module.load().clauses if clause.testable]
    if declaration.games:
        games = [option_values(game.ruleset, n) for game in declaration.games for n in game.players]
        return tuple(clause.id for clause in clauses if any(clause.holds_with(values.get) for values in games))
    if declaration.is_empty:
        return ()
    has = _has_for_bag(declaration)
    return tuple(clause.id for clause in clauses if clause.holds(has))


def coverage_of(declaration: Declaration, applicable: Iterable[Mapping[str, Any]]) -> Coverage:
    """The coverage of a run: ``applicable`` are the records (or scenarios) that applied."""
    held = clauses_holding(declaration)
    tagged = {clause for record in applicable for clause in _clauses(record)}
    return Coverage(held, tuple(clause for clause in held if clause in tagged))


def _clauses(record: Any) -> Iterable[str]:
    """The clauses a record is charged with, or a scenario checks (``checked_clauses``)."""
    return record["clauses"] if isinstance(record, Mapping) else checked_clauses(record)


def profile_seatings() -> list[DeclaredGame]:
    """Every (profile, seating) the profiles allow, as a game an engine could declare."""
    return [declared_game(name, players) for name, data in profiles().items() for players in data["players"]]


def profile_coverage(scenarios: list[Scenario], progress: Callable[[str], None] = lambda _: None,
                     ) -> list[tuple[DeclaredGame, Coverage, int]]:
    """For each (profile, seating): the coverage an engine declaring exactly it would get,
    and how many scenarios would apply; ``progress`` is told each seating as it is decided."""
    out = []
    seatings = profile_seatings()
    for number, game in enumerate(seatings, start=1):
        progress(f"coverage of {game.label} ({number}/{len(seatings)})")
        declaration = Declaration.of_game(game)
        decisions = decide_all(declaration, scenarios)
        applicable = [scenario for scenario, decision in zip(scenarios, decisions) if decision.applies]
        out.append((game, coverage_of(declaration, applicable), len(applicable)))
    return out
