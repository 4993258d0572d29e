"""How often ``identify`` recovers a hidden game from an engine's behaviour alone.

Draws seeded hidden games (tests/identify_engines.py: the reference engine playing a profile at one
seating with one to four differences, declaring nothing or a game one or two options away; every third
over ``exec:``), runs ``identify`` on each with its defaults, and grades each option the deal does not
fix: recovered when the game found plays the hidden value, or names it among the values that play alike
at the seating. Prints a line a game, and the share of options recovered over all of them, and of the
options the engine plays otherwise than the game it starts from (what it declares, or its profile).

    python bench/identify_recovery.py [--games 30] [--seed 1] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from identify_engines import DRAWN, HiddenGame, hidden_games, recovered  # noqa: E402

from conformance.engines.under_test import open_engine  # noqa: E402
from conformance.rulebook.index import profiles  # noqa: E402
from conformance.suite.identification import identify
from conformance.suite.identified import Limits  # noqa: E402
from reference_impl.ruleset import Ruleset  # noqa: E402


def measure(game: HiddenGame, limits: Limits = Limits()) -> dict[str, Any]:
    """Identify one hidden game; its grades, time and requests."""
    engine = open_engine(game.spec(), timeout=60)
    started = time.perf_counter()
    try:
        found = identify(engine, limits)
    finally:
        engine.close()
    seconds = time.perf_counter() - started
    seating = next(entry for entry in found.seatings if entry.players == game.players)
    grades = recovered(game, seating.to_dict())
    start = Ruleset.from_dict(game.declared and _declared_ruleset(game) or profiles()[game.profile])
    played = game.played()
    changed = [option.id for option in DRAWN if json.dumps(start.value_at(option.id, game.players))
               != json.dumps(played.value_at(option.id, game.players))]
    return {"game": game.describe(), "grades": grades, "changed": changed, "seconds": seconds,
            "requests": found.requests, "seatings": [entry.players for entry in found.seatings],
            "found": seating.entry(), "unexplained": [entry.clause for entry in seating.unexplained]}


def add_limits(parser: argparse.ArgumentParser) -> None:
    """``identify``'s limits, its defaults by default (smaller for a quick run)."""
    defaults = Limits()
    parser.add_argument("--hands", type=int, default=defaults.hands, help="hands of each engine's own games")
    parser.add_argument("--scenarios", type=int, default=defaults.scenarios, help="scenarios played on each engine")
    parser.add_argument("--confirm-hands", type=int, default=defaults.confirm_hands,
                        help="hands of differential play confirming each game found")


def _declared_ruleset(game: HiddenGame) -> dict[str, Any]:
    from conformance.rulebook.declared_games import declared_game

    assert game.declared is not None
    return declared_game(game.declared["profile"], game.players, game.declared.get("differences")).ruleset


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="hidden games (default 30)")
    parser.add_argument("--seed", type=int, default=1, help="the seed of the games drawn (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="games identified at once (default 1)")
    add_limits(parser)
    args = parser.parse_args(argv)
    games = hidden_games(args.games, args.seed)
    limits = Limits(args.scenarios, args.hands, args.confirm_hands)
    with tempfile.TemporaryDirectory() as folder:
        os.environ.setdefault("DOMINO_CONFORMANCE_CACHE", folder)  # decisions kept for this run only
        if args.jobs > 1:
            with ProcessPoolExecutor(args.jobs) as pool:
                results = list(pool.map(measure, games, [limits] * len(games)))
        else:
            results = []
            for game in games:
                results.append(measure(game, limits))
                print(f"  ... {game.name}: {results[-1]['seconds']:.1f} s", flush=True)
    total = right = changed_total = changed_right = 0
    for game, result in zip(games, results):
        grades = result["grades"]
        wrong = [option for option, ok in grades.items() if not ok]
        total += len(grades)
        right += len(grades) - len(wrong)
        changed_total += len(result["changed"])
        changed_right += sum(1 for option in result["changed"] if grades[option])
        extra = f"; unexplained {', '.join(map(str, result['unexplained']))}" if result["unexplained"] else ""
        print(f"{len(grades) - len(wrong):2d}/{len(grades)} {result['seconds']:5.1f}s "
              f"{result['requests']:6d} requests {game.name}: {result['game']}"
              + (f"; MISSED {', '.join(wrong)}" if wrong else "") + f"; found {json.dumps(result['found'])}{extra}", flush=True)
    seconds = [result["seconds"] for result in results]
    print(f"{len(games)} hidden games (seed {args.seed}): {right}/{total} options recovered ({right / total:.1%}); "
          f"of the options played otherwise than the game started from, {changed_right}/{changed_total} "
          f"({changed_right / max(changed_total, 1):.1%}); seconds per game median "
          f"{statistics.median(seconds):.1f}, "
          f"max {max(seconds):.1f}")
    return 0 if right / total >= 0.95 else 1


if __name__ == "__main__":
    sys.exit(main())
