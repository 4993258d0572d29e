"""Throughput of differential play: the reference engine in-process beside it over ``exec:``, in one run.

    python bench/play_speed.py                     # 1000 hands of block for 2 players, each way
    python bench/play_speed.py --hands 300 --profile all-fives --players 3 --probes 0
    python bench/play_speed.py --hands 300 --runs 3    # three rounds, each way in turn; the spread
    git worktree add /tmp/before 9d56bd3 && python bench/play_speed.py --runs 5 --against /tmp/before

With ``--against DIR`` (a checkout of other code, say the code before a change), each run measures
that checkout and this one in turn, each in a fresh process running its own copy of this script
with the same games, and the figures of the two are printed side by side with their ratios: the
two versions share the machine's load minute by minute.

Both sides play the same seeded games against the reference engine with
``conformance.judging.play.play``: ``in-process`` is ``--engine reference`` (the
reference engine's protocol handler called with request dicts), ``exec`` is
``--engine 'exec:python -m reference_impl'`` (the same handler in a
subprocess, JSON Lines over stdin/stdout). A ply is one move made on both
engines, with everything compared before it: the observation, the legal
moves, and ``--probes`` illegal moves offered and refused. The reference
engine declares ``pipelining``, so over ``exec:`` a hand's requests are
written at once and its replies judged as they come, while the engine
answers the rest. Nothing here asserts a time: the
figures are printed (and written as JSON with ``--json``) for the record.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conformance.engines.under_test import open_engine  # noqa: E402 - after the path is set
from conformance.rulebook.index import profile  # noqa: E402
from conformance.judging.play import play  # noqa: E402
from conformance.judging.sessions import ProtocolSession  # noqa: E402
from reference_impl.ruleset import Ruleset  # noqa: E402

ENGINES = {"in-process": "reference", "exec": f"exec:{sys.executable} -m reference_impl"}


def measure(spec: str, rules: Ruleset, players: int, hands: int, seed: int, probes: int) -> dict[str, Any]:
    """Play ``hands`` hands against the engine ``spec``: plies, seconds, and plies per second of the wall
    clock and per CPU second (this process's and, once it has ended, the engine process's)."""
    children = _children_cpu()
    engine = open_engine(spec, timeout=30.0)
    try:
        cpu = time.process_time()
        outcome = play(ProtocolSession(engine), rules, players, hands, seed, probes=probes)
        cpu_seconds = time.process_time() - cpu
    finally:
        engine.close()
    engine_cpu_seconds = _children_cpu() - children  # the subprocess, start-up included; 0 in-process
    return {
        "engine": spec,
        "hands": outcome.hands,
        "plies": outcome.plies,
        "divergences": len(outcome.divergences),
        "seconds": round(outcome.seconds, 2),
        "plies_per_second": round(outcome.plies / outcome.seconds) if outcome.seconds else 0,
        "cpu_seconds_here": round(cpu_seconds, 2),
        "cpu_seconds_engine": round(engine_cpu_seconds, 2),
        "plies_per_cpu_second": round(outcome.plies / (cpu_seconds + engine_cpu_seconds)),
    }


def against(args: argparse.Namespace) -> int:
    """Measure the checkout ``args.against`` and this one in turn, ``args.runs`` times, each run a fresh
    process of its own ``bench/play_speed.py``; print both sides' figures and the ratios of their medians."""
    other = args.against.resolve()
    if not (other / "bench" / "play_speed.py").is_file():
        print(f"play_speed.py: --against {args.against}: no bench/play_speed.py there (give a checkout of the "
              f"project, e.g. made with 'git worktree add')", file=sys.stderr)
        return 2
    trees = {"before": other, "this": ROOT}
    same_games = ["--hands", str(args.hands), "--profile", args.profile, "--players", str(args.players),
                  "--seed", str(args.seed), "--probes", str(args.probes), "--runs", "1"]
    rates: dict[str, dict[str, list[int]]] = {tree: {name: [] for name in ENGINES} for tree in trees}
    figures: dict[str, Any] = {"game": f"{args.profile} for {args.players} players", "probes": args.probes,
                               "seed": args.seed, "before": str(other), "runs": []}
    with tempfile.TemporaryDirectory() as scratch:
        for run in range(1, args.runs + 1):
            figures["runs"].append(measured := {})
            for tree, root in trees.items():
                out = Path(scratch) / f"{tree}-{run}.json"
                print(f"run {run}: {tree} ({root}) ...", file=sys.stderr, flush=True)
                done = subprocess.run([sys.executable, str(root / "bench" / "play_speed.py"), *same_games,
                                       "--json", str(out)], cwd=root, capture_output=True, text=True)
                if done.returncode != 0 or not out.is_file():
                    print(f"play_speed.py: the run in {root} failed (exit {done.returncode}):\n{done.stderr}",
                          file=sys.stderr)
                    return 1
                measured[tree] = json.loads(out.read_text(encoding="utf-8"))["runs"][0]
                for name in ENGINES:
                    rates[tree][name].append(measured[tree][name]["plies_per_second"])
            print(f"run {run}: " + "; ".join(
                f"{name} {measured['before'][name]['plies_per_second']} before, "
                f"{measured['this'][name]['plies_per_second']} this" for name in ENGINES) + " plies/s")
    figures["ratios"] = {}
    for name in ENGINES:
        before, this = rates["before"][name], rates["this"][name]
        ratio = statistics.median(this) / statistics.median(before)
        figures["ratios"][name] = round(ratio, 3)
        print(f"{name:>10}: before {min(before)}–{max(before)}, this {min(this)}–{max(this)} plies/s over "
              f"{args.runs} run(s); median this / before {ratio:.3f}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


def _children_cpu() -> float:
    """CPU seconds used by this process's ended (and waited-for) children."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=1000, help="hands each way (default 1000)")
    parser.add_argument("--profile", default="block", help="the profile played (default block)")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--probes", type=int, default=2, help="illegal moves offered at each ply (default 2)")
    parser.add_argument("--runs", type=int, default=1,
                        help="rounds, each playing in-process then exec, so a shared machine's load falls on both")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="a checkout of other code (with this script), measured beside this one, run by run")
    args = parser.parse_args()
    if args.against is not None:
        return against(args)
    rules = Ruleset.from_dict(profile(args.profile))
    figures: dict[str, Any] = {
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
        "game": f"{args.profile} for {args.players} players",
        "probes": args.probes,
        "seed": args.seed,
        "runs": [],
    }
    for run in range(1, args.runs + 1):
        figures["runs"].append(measured := {})
        for name, spec in ENGINES.items():
            print(f"run {run}: {name} ...", file=sys.stderr, flush=True)
            measured[name] = measure(spec, rules, args.players, args.hands, args.seed, args.probes)
        inside, outside = measured["in-process"]["plies_per_second"], measured["exec"]["plies_per_second"]
        measured["exec_share_of_in_process"] = round(outside / inside, 3) if inside else None
        for name in ENGINES:
            row = measured[name]
            print(f"run {run} {name:>10}: {row['hands']} hands, {row['plies']} plies in {row['seconds']} s: "
                  f"{row['plies_per_second']} plies/s, {row['plies_per_cpu_second']} plies per CPU second "
                  f"({row['divergences']} divergences)")
        print(f"run {run}: exec reaches {measured['exec_share_of_in_process']:.0%} of in-process")
    if args.runs > 1:
        for name in ENGINES:
            rates = [measured[name]["plies_per_second"] for measured in figures["runs"]]
            per_cpu = [measured[name]["plies_per_cpu_second"] for measured in figures["runs"]]
            print(f"{name:>10}: {min(rates)}–{max(rates)} plies/s, {min(per_cpu)}–{max(per_cpu)} plies per CPU second "
                  f"over {args.runs} runs")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
