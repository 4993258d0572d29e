"""How long the whole scenario suite takes: from positions and from stories, in-process and over the subprocess
transport, for one game, and for a variant.

Runs ``domino-conformance run`` (scenarios only: no transcript replay, no differential play) against
the reference engine in-process (``reference``) and as a subprocess speaking JSON Lines
(``exec:python -m reference_impl``), each of which takes positions (each scenario played from the
position before its judged step), beside the same engine declaring no positions (bench/story_engine.py:
every scenario played from its story), and in-process declaring one
game only (``partnership`` at 4 players, bench/one_game_engine.py), in turn, and
prints for each the best and median of two times: the wall time of a fresh process, as a
user starts it, and the run's own time as its report gives it (``run.duration``: deciding
what applies and running it, measured inside that process, without interpreter start and
imports). Not-applicable scenarios are decided before anything runs and never run, so the
one-game run should cost about its share of the whole. ``profile`` declares All Fives at 2
players and ``variant`` the same with three differences no shipped scenario file was written
for: its first run writes the scenarios its clauses lack (and keeps them in the cache), its
later runs read them back, and should cost about what the profile's run does.

The runs share one fresh cache folder (``DOMINO_CONFORMANCE_CACHE``). The first run of each
engine compiles the suite and decides applicability from nothing; it is timed and printed
apart ("first run"). The measured runs come after, as an engine author's second and later
runs do, with the decisions remembered (they are kept per declaration and per build of the
code and rulebook).

    python bench/suite_speed.py [--repeat 3] [-k EXPR]

``-k`` runs only the scenarios it matches (as ``run -k`` reads it), each run still deciding what
applies and writing what is missing for the whole suite: to check that the bench runs, not to
measure the suite.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from compiled import compile_project

BENCH = Path(__file__).resolve().parent
ENGINES = {
    "in-process": "reference",
    "in-process, stories": "py:story_engine:create",
    "subprocess": f"exec:{shlex.quote(sys.executable)} -m reference_impl",
    "subprocess, stories": f"exec:{shlex.quote(sys.executable)} {shlex.quote(str(BENCH / 'story_engine.py'))}",
    "one game": "py:one_game_engine:create",
    "profile": "py:one_game_engine:profile",
    "variant": "py:one_game_engine:variant",
}
#: Exit codes of a sound run: everything applicable passed, or (for one game) not enough applied to judge.
SOUND = (0, 5)


def run_once(engine: str, report: Path, cache: Path, keyword: str | None = None) -> tuple[float, float]:
    """Wall seconds of one whole run (of the scenarios ``keyword`` matches, if given) and the run's own seconds
    from its report; fails loudly unless every applicable scenario passed."""
    command = [sys.executable, "-m", "conformance.cli", "run", "--engine", engine, "--replay", "--play-hands", "0",
               "--no-progress", "-q", "--report", str(report), *(["-k", keyword] if keyword else [])]
    started = time.perf_counter()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(BENCH), os.environ.get("PYTHONPATH")])),
               DOMINO_CONFORMANCE_CACHE=str(cache))
    env.pop("CI", None)  # timed as a user's run, which uses the cache (a run in CI decides afresh)
    finished = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - started
    if finished.returncode not in SOUND:
        sys.exit(f"{engine}: exit {finished.returncode}\n{finished.stdout}{finished.stderr}")
    return elapsed, json.loads(report.read_text())["run"]["duration"]


def written_count(report: Path) -> int:
    """The scenarios of a run's report that were written for its declared game."""
    return sum(record["feature"].startswith("written/") for record in json.loads(report.read_text())["scenarios"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per transport (default 3)")
    parser.add_argument("-k", dest="keyword", metavar="EXPR",
                        help="only the scenarios matching EXPR, as run -k reads it (a check that the bench runs)")
    args = parser.parse_args()
    compile_project(BENCH.parent)  # each timed process starts as a user's does, without compiling the suite
    wall: dict[str, list[float]] = {name: [] for name in ENGINES}
    own: dict[str, list[float]] = {name: [] for name in ENGINES}
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder, "cache")
        first = {name: run_once(engine, Path(folder, f"{name}.json"), cache, args.keyword)
                 for name, engine in ENGINES.items()}
        for _ in range(args.repeat):
            for name, engine in ENGINES.items():
                elapsed, duration = run_once(engine, Path(folder, f"{name}.json"), cache, args.keyword)
                wall[name].append(elapsed)
                own[name].append(duration)
        scenarios = json.loads(Path(folder, "in-process.json").read_text())["summary"]["total"]
        from_positions = sum(bool(record.get("from_position"))
                             for record in json.loads(Path(folder, "in-process.json").read_text())["scenarios"])
        one_game = json.loads(Path(folder, "one game.json").read_text())["summary"]
        written = written_count(Path(folder, "variant.json"))
    chosen = f"the scenarios matching -k {args.keyword!r}" if args.keyword else "whole suite"
    print(f"{chosen}: {scenarios} scenarios, {args.repeat} runs each after a first run; seconds per run")
    print(f"  {'engine':<20} {'wall best':>10} {'median':>8} {'run best':>10} {'median':>8} {'first run (wall, run)':>24}")
    for name in ENGINES:
        print(f"  {name:<20} {min(wall[name]):10.2f} {statistics.median(wall[name]):8.2f} "
              f"{min(own[name]):10.2f} {statistics.median(own[name]):8.2f} "
              f"{first[name][0]:14.2f}, {first[name][1]:.2f}")
    print(f"  subprocess / in-process (best): wall {min(wall['subprocess']) / min(wall['in-process']):.2f}x, "
          f"run {min(own['subprocess']) / min(own['in-process']):.2f}x")
    for transport in ("in-process", "subprocess"):
        stories = f"{transport}, stories"
        print(f"  {transport}: from positions / from stories (best): run "
              f"{min(own[transport]) / min(own[stories]):.2f}x, wall {min(wall[transport]) / min(wall[stories]):.2f}x")
    print(f"  from positions: {from_positions} of {scenarios} scenarios (the others are about the deal or the lead)")
    share = one_game["applicable"] / one_game["total"]
    print(f"  one game: {one_game['applicable']} of {one_game['total']} scenarios applied ({share:.1%}); "
          f"one game / in-process (best): run {min(own['one game']) / min(own['in-process']):.2f}x, "
          f"wall {min(wall['one game']) / min(wall['in-process']):.2f}x; "
          f"first runs: run {first['one game'][1] / first['in-process'][1]:.2f}x")
    print(f"  variant: first run (writing {written} scenarios) wall {first['variant'][0]:.2f}, run "
          f"{first['variant'][1]:.2f}; later runs / the profile's (best): run "
          f"{min(own['variant']) / min(own['profile']):.2f}x, wall {min(wall['variant']) / min(wall['profile']):.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
