"""Random playouts: how many hands a second the reference engine plays, beside other engines.

Each hand is a fresh deal (a shuffle of the whole set) played to its end by uniformly random
legal moves from ``random.Random(seed)``, each picked as ``moves[floor(random() * len(moves))]``
(uniform to within one part in 2**53): a third of what ``random.choice`` costs, so that less
of each move's time is the benchmark's own. The reference engine plays the named profile; when
the optional packages are installed (``pip install -e ".[bench]"``) the same number of
4-player partnership Block hands is also played by the PyPI package ``dominoes`` (abw333)
and by OpenSpiel's ``python_team_dominoes``, and the ratios are printed.

    python bench/playouts.py --profile partnership --players 4 --hands 20000 --seed 1

The engines take turns in ``--rounds`` rounds (each plays its share of the hands in every
round), so a change in the load of a shared machine falls on all of them alike; the ratios are
printed over the whole run and as the spread of the rounds' ratios. Before the rounds each
engine plays ``--warmup`` hands untimed.

The engines do not play identical rules (``dominoes`` and OpenSpiel skip passes instead of
asking for them, OpenSpiel lets any tile lead and ignores who went out), but each plays
complete 4-player Block hands from a fresh random deal, which is the work compared.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from collections.abc import Callable
from math import floor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, Match
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import tile_set


class Timing:
    """Hands and moves played in a measured stretch of time."""

    def __init__(self, name: str, hands: int, moves: int, seconds: float) -> None:
        self.name, self.hands, self.moves, self.seconds = name, hands, moves, seconds

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds

    def __add__(self, other: "Timing") -> "Timing":
        return Timing(self.name, self.hands + other.hands, self.moves + other.moves, self.seconds + other.seconds)

    def line(self) -> str:
        return (f"{self.name:<38} {self.hands:>8} hands {self.seconds:>8.2f} s "
                f"{self.hands_per_second:>10,.0f} hands/s {self.moves_per_second:>12,.0f} moves/s")


def load_ruleset(profile: str) -> Ruleset:
    """A profile from spec/profiles/ by name, or a ruleset file by path."""
    path = Path(profile)
    if not path.is_file():
        path = ROOT / "spec" / "profiles" / f"{profile}.json"
    return Ruleset.from_dict(json.loads(path.read_text(encoding="utf-8")))


def reference_playouts(ruleset: Ruleset, players: int, hands: int, seed: int) -> Timing:
    """``hands`` random hands of the reference engine. A match is reused across hands until it ends."""
    rng = random.Random(seed)
    tiles = list(tile_set(ruleset.max_pip).tiles)
    size = ruleset.hand_size[players]
    lot = ruleset.first_hand_lead == "lot"
    random_, shuffle = rng.random, rng.shuffle
    # Where each hand and the boneyard lie in the shuffled set, cut once rather than worked out every deal.
    hand_cuts = [slice(seat * size, (seat + 1) * size) for seat in range(players)]
    boneyard_cut = slice(players * size, None)
    played = moves = 0
    match = Match(ruleset, players)
    start = time.perf_counter()
    while played < hands:
        if match.status is MATCH_OVER:
            match = Match(ruleset, players)
        shuffle(tiles)
        lots = rng.sample(tiles, players) if lot and match.next_leader is None else None
        if match.deal([*map(tiles.__getitem__, hand_cuts)], tiles[boneyard_cut], lots) is not IN_PROGRESS:
            continue  # a redeal: no double dealt, or the top double not dealt
        apply, legal_moves = match.apply, match.legal_moves
        while match.status is IN_PROGRESS:  # the statuses are enum members: the same object or not
            legal = legal_moves()
            apply(legal[floor(random_() * len(legal))])
        moves += match.ply
        played += 1
    return Timing(f"reference ({ruleset.name}, {players}p)", played, moves, time.perf_counter() - start)


def dominoes_playouts(hands: int, seed: int) -> Timing:
    """``hands`` random 4-player partnership hands of abw333's ``dominoes`` (the 6-6 holder leads it)."""
    import dominoes  # type: ignore[import-not-found]

    rng = random.Random(seed)
    random.seed(seed)  # dominoes shuffles its deal with the module-level generator
    double_six = dominoes.Domino(6, 6)
    random_ = rng.random
    moves = 0
    start = time.perf_counter()
    for _ in range(hands):
        game = dominoes.Game.new(starting_domino=double_six)
        while game.result is None:
            valid = game.valid_moves
            game.make_move(*valid[floor(random_() * len(valid))])
        moves += len(game.moves)  # the lead, the plays and the passes (None) it made for a player who could not play
    return Timing("dominoes 6.1.0 (abw333)", hands, moves, time.perf_counter() - start)


def open_spiel_playouts(hands: int, seed: int) -> Timing:
    """``hands`` random hands of OpenSpiel's python_team_dominoes, chance outcomes applied for the deal."""
    import open_spiel.python.games  # type: ignore[import-not-found]  # noqa: F401  (registers the game)
    import pyspiel  # type: ignore[import-not-found]

    rng = random.Random(seed)
    game = pyspiel.load_game("python_team_dominoes")
    random_ = rng.random
    moves = 0
    start = time.perf_counter()
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[floor(random_() * len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[floor(random_() * len(actions))])
                moves += 1
    return Timing(f"open_spiel {_version('open_spiel')}", hands, moves, time.perf_counter() - start)


def _version(package: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package.replace("_", "-"))
    except PackageNotFoundError:
        return "?"


def _available(name: str, module: str) -> bool:
    from importlib.util import find_spec

    if find_spec(module) is None:
        print(f"{name:<38} skipped: {module} is not installed (pip install -e \".[bench]\")")
        return False
    return True


def interleaved(engines: dict[str, Callable[[int, int], Timing]], hands: int, rounds: int, seed: int,
                warmup: int = 0) -> dict[str, list[Timing]]:
    """Each engine's timings, round by round: in every round each engine plays its share of the
    hands (seeded by the round), one engine after another. First each plays ``warmup`` hands
    untimed (seeded apart from the rounds), so that no engine's round includes building what it
    builds once: caches, lazily imported modules."""
    if warmup:
        for run in engines.values():
            run(warmup, seed - 1)
    timings: dict[str, list[Timing]] = {label: [] for label in engines}
    for round_number in range(rounds):
        share = hands // rounds + (1 if round_number < hands % rounds else 0)
        for label, run in engines.items():
            timings[label].append(run(share, seed + round_number))
    return timings


def _total(timings: list[Timing]) -> Timing:
    total = timings[0]
    for timing in timings[1:]:
        total = total + timing
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--profile", default="partnership", help="profile name or ruleset file (default: partnership)")
    parser.add_argument("--players", type=int, default=4, help="player count (default: 4)")
    parser.add_argument("--hands", type=int, default=20000, help="hands per engine (default: 20000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default: 1)")
    parser.add_argument("--reference-only", action="store_true", help="measure the reference engine alone")
    parser.add_argument("--rounds", type=int, default=20, help="rounds the engines take turns in (default: 20)")
    parser.add_argument("--warmup", type=int, default=1000,
                        help="hands each engine plays untimed before the rounds (default: 1000)")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.hands < args.rounds:
        parser.error(f"--rounds must be from 1 to --hands ({args.hands}), got {args.rounds}")
    if args.warmup < 0:
        parser.error(f"--warmup must be 0 or more, got {args.warmup}")

    ruleset = load_ruleset(args.profile)
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.hands} hands per engine "
          f"in {args.rounds} rounds after {args.warmup} untimed, seed {args.seed}")
    engines: dict[str, Callable[[int, int], Timing]] = {
        "reference": lambda hands, seed: reference_playouts(ruleset, args.players, hands, seed),
    }
    if not args.reference_only:
        if _available("dominoes", "dominoes"):
            engines["dominoes"] = dominoes_playouts
        if _available("open_spiel", "pyspiel"):
            engines["open_spiel"] = open_spiel_playouts
    timings = interleaved(engines, args.hands, args.rounds, args.seed, args.warmup)
    reference = _total(timings["reference"])
    for label in engines:
        print(_total(timings[label]).line())
    for label in engines:
        if label == "reference":
            continue
        other = _total(timings[label])
        by_round = [mine.hands_per_second / theirs.hands_per_second
                    for mine, theirs in zip(timings["reference"], timings[label])]
        print(f"{'reference/' + label:<38} {reference.hands_per_second / other.hands_per_second:>6.2f}x hands/s "
              f"(rounds {min(by_round):.2f}x - {max(by_round):.2f}x)")
    if (args.profile, args.players) != ("partnership", 4) and len(engines) > 1:
        print("note: the other engines play 4-player partnership Block; compare with --profile partnership")
    return 0


if __name__ == "__main__":
    sys.exit(main())
