"""``check`` and ``replay`` on one process, on ``--jobs 2`` and on 2-worker Dask clusters.

    python bench/scale.py                                  # check 200,000 hands, replay 40,000
    python bench/scale.py --check-hands 20000 --replay-hands 4000 --json scale.json
    python bench/scale.py --modes 1 jobs --commands check

Each command reads a corpus written by ``generate`` (block, 3 players, kept
in the temporary folder and reused by later runs) and is timed, in the same
run, end to end as a user runs it (a fresh ``domino-conformance`` process:
start-up, loading the suite, starting the workers or the cluster, judging,
writing every verdict as JSON Lines), in each mode:

- ``1``: one process;
- ``jobs``: ``--jobs 2``;
- ``dask``: ``--dask local``, which starts a 2-worker cluster for the run and
  stops it after (its start-up is in the time);
- ``cluster``: ``--dask ADDRESS`` on a 2-worker cluster (single-threaded
  workers, as ``--dask local`` starts) that this script started beforehand,
  as a user points the command at a cluster already running. It is timed
  twice: ``cluster`` is the first run on the fresh cluster (its workers load
  the suite), ``cluster-again`` the next (the workers kept what they built).

The outputs must be identical byte for byte (the script exits 1 if they are
not); the speed-ups over one process are printed, and written as JSON with
``--json``.

The figures are only as good as the machine is quiet. ``--repeat N`` times
every mode N times, in rounds (each round every mode once, so that a passing
load weighs on all of them alike), and prints each mode's median, its spread
(fastest and slowest) and the speed-up of medians. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from compiled import compile_project

ROOT = Path(__file__).resolve().parent.parent
PROFILE, PLAYERS = "block", 3
#: The command line of each mode, after the command and its input (``cluster``: the address is added).
MODES = {"1": [], "jobs": ["--jobs", "2"], "dask": ["--dask", "local"], "cluster": ["--dask"]}
#: Workers of the cluster started for the ``cluster`` mode, one thread each (as ``--dask local``).
CLUSTER_WORKERS = 2


def cli(*argv: str) -> list[str]:
    """The ``domino-conformance`` command line, run by this Python."""
    return [sys.executable, "-c", "import sys; from conformance.cli import main; sys.exit(main())", *argv]


def corpus_for(hands: int, seed: int, folder: Path) -> Path:
    """The corpus of ``hands`` hands, generated once (with ``--jobs 2``) and then reused."""
    path = folder / f"domino-scale-{PROFILE}-{PLAYERS}p-{hands}-seed{seed}.jsonl"
    if not path.exists():
        print(f"generating {path} ({hands} hands) ...", file=sys.stderr, flush=True)
        partial = path.with_suffix(".partial")
        subprocess.run(cli("generate", "--profile", PROFILE, "--players", str(PLAYERS), "--hands", str(hands),
                           "--seed", str(seed), "--out", str(partial), "--jobs", "2"), check=True, cwd=ROOT)
        partial.replace(path)
    return path


def timed(argv: list[str], out: Path) -> dict[str, Any]:
    """Run one command line, its verdicts written to ``out``: wall seconds, exit code, output digest."""
    with out.open("wb") as sink:
        clock = time.perf_counter()
        result = subprocess.run(argv, stdout=sink, stderr=subprocess.PIPE, cwd=ROOT, check=False)
        seconds = time.perf_counter() - clock
    if result.returncode != 0:
        sys.stderr.write(result.stderr.decode("utf-8", "replace"))
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    return {"seconds": round(seconds, 2), "exit": result.returncode, "sha256": digest,
            "records": sum(1 for _ in out.open("rb"))}


def count(text: str) -> int:
    """A number of runs, 1 or more (for ``--repeat``)."""
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a number of runs (1 or more): {text!r}")
    return int(text)


def summary(timings: list[dict[str, Any]]) -> dict[str, Any]:
    """One mode's runs: the median time, the fastest and slowest, every time; one output if all agreed."""
    seconds = [timing["seconds"] for timing in timings]
    outputs = {(timing["sha256"], timing["exit"], timing["records"]) for timing in timings}
    # Outputs that differ between runs of one mode are no output at all: they match nothing.
    sha256, code, records = outputs.pop() if len(outputs) == 1 else (None, None, 0)
    return {"seconds": round(statistics.median(seconds), 2), "fastest": min(seconds), "slowest": max(seconds),
            "runs": seconds, "exit": code, "sha256": sha256, "records": records}


@contextlib.contextmanager
def running_cluster(wanted: bool) -> Any:
    """The scheduler address of a 2-worker Dask cluster started here (None when not ``wanted``)."""
    if not wanted:
        yield None
        return
    import logging

    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=CLUSTER_WORKERS, threads_per_worker=1, processes=True, dashboard_address=None,
                      silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
        client.wait_for_workers(CLUSTER_WORKERS)
        yield cluster.scheduler_address


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    # One process takes about 25 s for each on an idle core: long enough that the fixed costs are small.
    parser.add_argument("--check-hands", type=int, default=200_000, help="hands in check's corpus (default 200000)")
    parser.add_argument("--replay-hands", type=int, default=40_000, help="hands in replay's corpus (default 40000)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--commands", nargs="+", choices=("check", "replay"), default=["check", "replay"])
    parser.add_argument("--modes", nargs="+", choices=tuple(MODES), default=list(MODES),
                        help="1: one process; jobs: --jobs 2; dask: --dask local; "
                        "cluster: --dask ADDRESS on a cluster started beforehand (default: all four)")
    parser.add_argument("--folder", type=Path, default=Path(tempfile.gettempdir()),
                        help="where the corpora are kept (default: the temporary folder)")
    parser.add_argument("--repeat", type=count, default=1, metavar="N",
                        help="time every mode N times, in rounds, and give medians and spreads (default 1)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")
    args = parser.parse_args()
    compile_project(ROOT)  # each timed process starts as a user's does, without compiling the suite

    figures: dict[str, Any] = {"python": sys.version.split()[0], "cpus": os.cpu_count(),
                               "load_average_before": [round(load, 2) for load in os.getloadavg()]}
    same = True
    corpora = {command: corpus_for(args.check_hands if command == "check" else args.replay_hands, args.seed,
                                   args.folder) for command in args.commands}
    with tempfile.TemporaryDirectory() as scratch:
        for command, corpus in corpora.items():
            runs: dict[str, list[dict[str, Any]]] = {}
            for _round in range(args.repeat):
                for mode in args.modes:
                    # The cluster runs only while it is timed: its idle scheduler and workers would take CPU
                    # from the other modes.
                    with running_cluster(mode == "cluster") as address:
                        scale = MODES[mode] + ([address] if mode == "cluster" else [])
                        argv = cli(command, str(corpus), "--json", *scale)
                        for name in (mode, f"{mode}-again") if mode == "cluster" else (mode,):
                            print(f"{command} {' '.join(scale) or '(one process)'} ...", file=sys.stderr,
                                  flush=True)
                            out = Path(scratch) / f"{command}-{name}.jsonl"
                            runs.setdefault(name, []).append(timed(argv, out))
            rows = {name: summary(timings) for name, timings in runs.items()}
            base = rows.get("1")
            for mode, row in rows.items():
                if base is not None:
                    row["speedup"] = round(base["seconds"] / row["seconds"], 2)
                    row["identical"] = row["sha256"] is not None and (row["sha256"], row["exit"]) == (
                        base["sha256"], base["exit"])
                    same = same and row["identical"]
                spread = f" ({row['fastest']:.2f}-{row['slowest']:.2f})" if args.repeat > 1 else ""
                print(f"{command:7} {mode:13} {row['seconds']:>8.2f} s{spread}  "
                      f"{row['records']} records, exit {row['exit']}"
                      + (f"  x{row['speedup']:.2f}, identical: {row['identical']}" if base else ""),
                      flush=True)
            hands = args.check_hands if command == "check" else args.replay_hands
            figures[command] = {"hands": hands, "corpus": str(corpus), "bytes": corpus.stat().st_size, **rows}
    figures["load_average_after"] = [round(load, 2) for load in os.getloadavg()]
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    if not same:
        print("the outputs differ from one process's", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
