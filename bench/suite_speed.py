"""How long the whole scenario suite takes: in-process, over the subprocess transport, and for one game.

Runs ``domino-conformance run`` (scenarios only: no transcript replay, no differential play) against
the reference engine in-process (``reference``), as a subprocess speaking
JSON Lines (``exec:python -m reference_impl``), and in-process declaring one
game only (``partnership`` at 4 players, bench/one_game_engine.py), in turn, and
prints the best and median wall time of each, their ratios, and the share of
scenarios that applied. Each run is a fresh process, as a user would start it:
not-applicable scenarios are decided before anything runs, so the one-game run
should cost about its share of the whole.

    python bench/suite_speed.py [--repeat 3]
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

BENCH = Path(__file__).resolve().parent
ENGINES = {
    "in-process": "reference",
    "subprocess": f"exec:{shlex.quote(sys.executable)} -m reference_impl",
    "one game": "py:one_game_engine:create",
}
#: Exit codes of a sound run: everything applicable passed, or (for one game) not enough applied to judge.
SOUND = (0, 5)


def run_once(engine: str, report: Path) -> float:
    """Wall seconds for one whole run; fails loudly unless every applicable scenario passed."""
    command = [sys.executable, "-m", "conformance.cli", "run", "--engine", engine, "--replay", "--play-hands", "0",
               "--no-progress", "-q", "--report", str(report)]
    started = time.perf_counter()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(BENCH), os.environ.get("PYTHONPATH")])))
    finished = subprocess.run(command, capture_output=True, text=True, env=env)
    elapsed = time.perf_counter() - started
    if finished.returncode not in SOUND:
        sys.exit(f"{engine}: exit {finished.returncode}\n{finished.stdout}{finished.stderr}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs per transport (default 3)")
    args = parser.parse_args()
    times: dict[str, list[float]] = {name: [] for name in ENGINES}
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.repeat):
            for name, engine in ENGINES.items():
                times[name].append(run_once(engine, Path(folder, f"{name}.json")))
        scenarios = json.loads(Path(folder, "in-process.json").read_text())["summary"]["total"]
        one_game = json.loads(Path(folder, "one game.json").read_text())["summary"]
    print(f"whole suite: {scenarios} scenarios, {args.repeat} runs each, wall seconds per run "
          "(process start included)")
    for name, values in times.items():
        print(f"  {name:<11} best {min(values):6.2f} s   median {statistics.median(values):6.2f} s")
    ratio = min(times["subprocess"]) / min(times["in-process"])
    print(f"  subprocess / in-process (best): {ratio:.2f}x")
    share = one_game["applicable"] / one_game["total"]
    print(f"  one game: {one_game['applicable']} of {one_game['total']} scenarios applied ({share:.1%}); "
          f"one game / in-process (best): {min(times['one game']) / min(times['in-process']):.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
