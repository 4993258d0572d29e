"""How much of a random declared game the suite covers once ``run`` writes the scenarios it lacks.

Draws seeded random declared games (a profile at one of its seatings, with one to four
differences drawn from the values the rulebook allows, map-valued ones included), and for
each does what ``domino-conformance run`` does before it plays anything: decides which
shipped scenarios apply, writes scenarios for the clauses of the game none of them
exercises (``conformance.suite.scenario_writing.for_declaration``, nothing cached), and measures
the coverage of the clauses that hold (those whose situation cannot arise are left out,
with their reasons). Every written scenario is checked on the reference engine as it is
written; one it does not pass is counted as refused.

    python bench/variant_coverage.py [--games 200] [--seed 1] [--verbose]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Any

import conformance.suite.features as suite
from conformance.suite.applicability import decide_all
from conformance.suite.coverage import coverage_of
from conformance.rulebook.declared_games import Declaration, DeclarationError, DeclaredGame, declared_game
from conformance.rulebook.index import profiles
from conformance.suite.scenario_writing.for_declaration import write_for
from reference_impl.ruleset import OPTIONS, Option
from reference_impl.tiles import set_size

#: The share of the clauses that hold a declared game must reach.
TARGET = 0.95
#: Values drawn for the options that take a number (the rulebook allows any at or above the minimum).
TARGETS = (30, 50, 100, 150, 250)
SETS = (4, 5, 6, 7, 8, 9)


def _value(option: Option, rng: random.Random, players: int, max_pip: int) -> Any:
    """A value of ``option`` the rulebook allows, drawn at random (the caller checks it makes a valid game)."""
    if option.id == "teams":
        return rng.choice([None, [[0, 2], [1, 3]], [[0, 1], [2, 3]]]) if players == 4 else None
    if option.is_choice:
        return rng.choice(option.choices)
    if option.id == "set.max_pip":
        return rng.choice(SETS)
    if option.id == "deal.hand_size":
        size = set_size(max_pip)
        return {str(n): rng.randint(3, max(3, min(9, size // n - 1))) for n in (2, 3, 4)}
    if option.id == "match.target":
        if rng.random() < 0.5:
            return rng.choice(TARGETS)
        return {str(n): rng.choice(TARGETS) for n in (2, 3, 4)}
    if option.id == "draw.reserve":
        return rng.randint(0, 3)
    if option.id == "lead.named_double":
        return rng.choice([None, *range(max_pip + 1)])
    if option.id == "match.hands":
        return rng.randint(1, 6)
    raise ValueError(f"no values drawn for {option.id}")


def random_game(rng: random.Random) -> DeclaredGame:
    """A profile at one of its seatings with one to four differences, each a value the rulebook allows."""
    choosable = [option for option in OPTIONS if option.id != "players"]
    while True:
        profile = rng.choice(sorted(profiles()))
        players = rng.choice(profiles()[profile]["players"])
        count = rng.randint(1, 4)
        options = rng.sample(choosable, count)
        max_pip = profiles()[profile]["set"]["max_pip"]
        differences: dict[str, Any] = {}
        for option in sorted(options, key=lambda option: option.id != "set.max_pip"):  # the set first
            differences[option.id] = _value(option, rng, players, max_pip)
            if option.id == "set.max_pip":
                max_pip = differences[option.id]
        try:
            game = declared_game(profile, players, differences)
        except DeclarationError:
            continue
        if len(game.differences) == count:  # a value equal to the profile's is no difference
            return game


@dataclass
class Measured:
    """One declared game's figures."""

    game: DeclaredGame
    held: int
    shipped: int  # clauses exercised by shipped scenarios
    exercised: int  # with the written ones
    written: int
    refused: int
    cannot_arise: int
    missing: tuple[str, ...]
    seconds: float

    @property
    def share(self) -> float:
        return self.exercised / self.held if self.held else 1.0


def measure(game: DeclaredGame, scenarios: list[suite.Scenario]) -> Measured:
    """The coverage of ``game`` by the shipped scenarios, and with those written for it."""
    started = time.perf_counter()
    declaration = Declaration.of_game(game)
    applicable = [scenario for scenario, decision in zip(scenarios, decide_all(declaration, scenarios))
                  if decision.applies]
    before = coverage_of(declaration, applicable)
    written = write_for(declaration, before.missing)
    extra = written.scenarios
    applicable += [scenario for scenario, decision in zip(extra, decide_all(declaration, extra)) if decision.applies]
    after = coverage_of(declaration, applicable)
    return Measured(game, len(after.held), len(before.exercised), len(after.exercised), len(extra),
                    len(written.refused), len(after.cannot_arise), after.missing, time.perf_counter() - started)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="random declared games (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the games drawn (default 1)")
    parser.add_argument("--verbose", action="store_true", help="a line for every game")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error(f"--games {args.games}: at least one game")
    rng = random.Random(f"variant coverage {args.seed}")
    scenarios = suite.load()
    results = []
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault("DOMINO_CONFORMANCE_CACHE", folder)  # decisions kept for this run only
        for _ in range(args.games):
            result = measure(random_game(rng), scenarios)
            results.append(result)
            if len(results) % 25 == 0 and not args.verbose:  # a long run says how far it is
                print(f"  ... {len(results)} games, {sum(r.share < TARGET for r in results)} below {TARGET:.0%}, "
                      f"{sum(r.refused for r in results)} refused", flush=True)
            if args.verbose or result.share < TARGET or result.refused:
                print(f"  {result.share:6.1%} {result.exercised}/{result.held} (shipped {result.shipped}), "
                      f"{result.written} written, {result.refused} refused, {result.cannot_arise} cannot arise, "
                      f"{result.seconds:.1f}s: {result.game.label}"
                      + (f"; missing {', '.join(result.missing)}" if result.missing else ""), flush=True)
    shares = [result.share for result in results]
    below = sum(share < TARGET for share in shares)
    print(f"{len(results)} declared games (seed {args.seed}): coverage of the clauses that hold "
          f"min {min(shares):.1%}, median {statistics.median(shares):.1%}, mean {statistics.mean(shares):.1%}; "
          f"{below} below {TARGET:.0%}; shipped scenarios alone: mean "
          f"{statistics.mean(r.shipped / r.held if r.held else 1.0 for r in results):.1%}")
    print(f"scenarios written: {sum(r.written for r in results)}, refused by the reference engine: "
          f"{sum(r.refused for r in results)}; clauses that cannot arise: {sum(r.cannot_arise for r in results)}; "
          f"seconds per game: median {statistics.median(r.seconds for r in results):.1f}, "
          f"max {max(r.seconds for r in results):.1f}")
    return 0 if not below and not any(r.refused for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
