"""How much of an engine's declared game the suite exercises.

The clauses that *hold* for a declaration are the testable clauses whose "Applies when"
condition its game satisfies (for a bag of option values: some declared value satisfies
it), but for those whose situation the game's rules never let arise (``conformance.rulebook.cannot_arise``):
those are listed with the reason and left out of the share. In a run, a clause is *exercised*
when a judge reached it: a scenario citing it got to its Then steps (it passed or failed,
re-seated or not; one not judged or errored in its set-up judged nothing), or replay or
differential play compared the engine on it (``judged_coverage``). The share of held clauses exercised, by any judge, is the run's
coverage; below the threshold the run's verdict is "not enough of the suite applies", never
green. Before a run (the lint, ``clauses --coverage``) a clause counts as exercised when a
scenario citing it applies.

``profile_coverage`` computes the same figure for every (profile, seating) the profiles
allow, for ``clauses --coverage`` and the lint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

import conformance.rulebook.index as rulebook_module
from .applicability import checked_clauses, decide_all, written_rules
from conformance.rulebook.cannot_arise import cannot_arise, cannot_arise_at
from conformance.rulebook.declared_games import Declaration, DeclaredGame, declared_game, option_values
from conformance.rulebook.index import profiles
from .features import Scenario

#: A run whose coverage of the declared game is below this share is not judged green.
DEFAULT_THRESHOLD = 0.80
#: Every (profile, seating) must reach this share of its clauses with applicable scenarios (lint).
SUITE_TARGET = 0.95


#: The judges of a run, in the order the report names them.
JUDGES = ("scenarios", "replay", "play")
#: Scenario outcomes that reached the scenario's Then steps: a verdict on its clauses.
JUDGED_OUTCOMES = ("pass", "fail")  # not "not_judged": a set-up broken on another rule judged nothing


@dataclass(frozen=True)
class Coverage:
    """Clauses holding for a declaration, those exercised (by any judge), and the share; ``by_judge``
    gives the clauses each judge of a run reached (empty before a run)."""

    held: tuple[str, ...]
    exercised: tuple[str, ...]
    by_judge: tuple[tuple[str, frozenset[str]], ...] = ()
    #: Clauses that hold but cannot arise in the game, with the reason; not in ``held``.
    cannot_arise: tuple[tuple[str, str], ...] = ()

    @property
    def share(self) -> float:
        return len(self.exercised) / len(self.held) if self.held else 0.0

    @property
    def missing(self) -> tuple[str, ...]:
        exercised = set(self.exercised)
        return tuple(clause for clause in self.held if clause not in exercised)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"held": len(self.held), "exercised": len(self.exercised),
                               "share": round(self.share, 6), "missing": list(self.missing)}
        if self.by_judge:
            judges = dict(self.by_judge)
            out["by_judge"] = {judge: len(judges[judge]) for judge in JUDGES}
            out["judged_by"] = {clause: [judge for judge in JUDGES if clause in judges[judge]]
                                for clause in self.held}
        if self.cannot_arise:
            out["cannot_arise"] = dict(self.cannot_arise)
        return out


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
    ruled_out = cannot_arise(declaration, held.__contains__)
    held = tuple(clause for clause in held if clause not in ruled_out)
    tagged = {clause for record in applicable for clause in _clauses(record)}
    return Coverage(held, tuple(clause for clause in held if clause in tagged), cannot_arise=tuple(ruled_out.items()))


def judged_coverage(declaration: Declaration, records: Iterable[Mapping[str, Any]],
                    replayed: Iterable[str] = (), played: Iterable[str] = ()) -> Coverage:
    """The coverage of a run by what its judges reached: the clauses of the scenarios that got to
    their Then steps (``records``, as the report holds them), and the clauses replay (``replayed``)
    and differential play (``played``) compared the engine on."""
    held = clauses_holding(declaration)
    ruled_out = cannot_arise(declaration, set(held).__contains__)
    held = tuple(clause for clause in held if clause not in ruled_out)
    holding = set(held)
    reached = {clause for record in records for clause in _reached(record)}
    judges = {"scenarios": reached & holding, "replay": set(replayed) & holding, "play": set(played) & holding}
    union = set().union(*judges.values())
    return Coverage(held, tuple(clause for clause in held if clause in union),
                    by_judge=tuple((judge, frozenset(judges[judge])) for judge in JUDGES),
                    cannot_arise=tuple(ruled_out.items()))


def count_bound_clauses(declaration: Declaration) -> dict[int, tuple[str, ...]]:
    """The clauses to be exercised at a given player count, by count: those of an option that a declared game
    sets otherwise than its profile at some of its counts only (``match.target = 100`` in the draw game,
    whose target at two players is 100 already, but 61 at three or four). A scenario at another count says
    nothing about them: the difference matters only where it is one."""
    known = rulebook_module.load().clauses_by_id
    out: dict[int, list[str]] = {}
    for game in declaration.games:
        if game.base is None:
            continue
        differing = {count: _options_differing(profiles()[game.base], game.ruleset, count) for count in game.players}
        everywhere = set.intersection(*differing.values())
        for count, options in differing.items():
            bound = options - everywhere
            if not bound:
                continue
            values = option_values(game.ruleset, count)
            ruled_out = cannot_arise_at(game.ruleset, count)
            clauses = out.setdefault(count, [])
            clauses += [clause.id for clause in known.values()
                        if clause.testable and bound & set(clause.options) and clause.holds_with(values.get)
                        and clause.id not in ruled_out and clause.id not in clauses]
    return {count: tuple(clauses) for count, clauses in sorted(out.items()) if clauses}


def _options_differing(profile: Mapping[str, Any], ruleset: Mapping[str, Any], players: int) -> set[str]:
    own, played = option_values(profile, players), option_values(ruleset, players)
    return {option for option in own if option != "players" and own[option] != played[option]}


def missing_by_count(declaration: Declaration, applicable: Iterable[Scenario]) -> dict[int, tuple[str, ...]]:
    """Of ``count_bound_clauses``, those no ``applicable`` scenario written at that count checks, by count."""
    needed = count_bound_clauses(declaration)
    if not needed:
        return {}
    checked: dict[int | None, set[str]] = {}
    for scenario in applicable:
        checked.setdefault(written_rules(scenario).players, set()).update(checked_clauses(scenario))
    missing = {count: tuple(clause for clause in clauses if clause not in checked.get(count, set()))
               for count, clauses in needed.items()}
    return {count: clauses for count, clauses in missing.items() if clauses}


def _reached(record: Mapping[str, Any]) -> list[str]:
    """The clauses a scenario's record shows it judged: none unless it got a verdict (a scenario not judged,
    errored or skipped judged nothing); else those it charged with a pass or a failure (``charges``: its
    failing step's, those its earlier steps passed; not those it never reached)."""
    if record["outcome"] not in JUDGED_OUTCOMES:
        return []
    return [clause for clause, outcome in record.get("charges", {}).items() if outcome in JUDGED_OUTCOMES]


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
        decisions = decide_all(declaration, scenarios, reasons=False)  # only what applies is counted
        applicable = [scenario for scenario, decision in zip(scenarios, decisions) if decision.applies]
        out.append((game, coverage_of(declaration, applicable), len(applicable)))
    return out
