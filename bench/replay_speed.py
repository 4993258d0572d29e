"""Throughput of ``check`` (the referee) and ``replay`` on a large JSON Lines corpus, streamed.

    python bench/replay_speed.py                      # 100,000 hands, every phase
    python bench/replay_speed.py --hands 20000 --phases check-fast replay

The corpus (generated once with ``generate``'s random games, a mix of every
profile and player count, and kept at ``--corpus``) is read a line at a
time. Each phase runs in a fresh process, so its peak resident memory is its
own, and reports events per second (an event is a play, pass, draw or
muggins call) with schema validation included:

- ``check-fast``: the referee with jsonschema-rs validating each record;
- ``check-python``: the referee with python-jsonschema only (slow: by default
  on the first ``--python-hands`` hands);
- ``replay-direct``: ``replay --direct``: the reference engine's ``Match``
  asked directly (legal moves, apply, the observed fields), jsonschema-rs
  validating;
- ``replay``: the reference engine in-process, over the engine protocol
  (observe, legal_moves and apply for every event), jsonschema-rs validating;
- ``replay-exec``: the same over ``exec:`` (``python -m reference_impl`` in a
  subprocess, which declares ``pipelining``: each hand's questions are asked at
  once); by default on the hands ``replay`` replays, CPU per second of this process;
- ``check-fast-small``: the referee on the first tenth of the corpus, to
  show that memory does not grow with the corpus.

Nothing here asserts a time: the figures are printed (and written as JSON
with ``--json``) for the record.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

#: (profile, players, share of the hands): every profile, the common player counts.
MIX = (
    ("block", 2, 1),
    ("block", 3, 1),
    ("block", 4, 1),
    ("block-classic", 4, 1),
    ("block-seven", 3, 1),
    ("block-nine", 4, 1),
    ("draw", 2, 1),
    ("draw", 4, 1),
    ("draw-nine", 3, 1),
    ("partnership", 4, 1),
    ("all-fives", 2, 1),
    ("all-fives", 4, 1),
    ("all-fives-tournament", 3, 1),
)
PHASES = ("check-fast", "check-python", "replay-direct", "replay", "replay-exec", "check-fast-small")


def build_corpus(path: Path, hands: int, seed: int) -> dict[str, Any]:
    """Write ``hands`` hands of random games (the MIX), one match per line, streamed to disk."""
    from conformance.commands.generate import random_matches
    from conformance.records.model import dumps

    shares = sum(share for _, _, share in MIX)
    started = time.perf_counter()
    written = events = 0
    tmp = path.with_suffix(".partial")
    with open(tmp, "w", encoding="utf-8") as out:
        for number, (name, players, share) in enumerate(MIX):
            quota = hands * share // shares + (hands % shares if number == len(MIX) - 1 else 0)
            for transcript in random_matches(name, players, quota, seed + number):
                out.write(dumps(transcript) + "\n")
                written += len(transcript.hands)
                events += transcript.event_count()
    tmp.replace(path)
    return {
        "hands": written,
        "events": events,
        "bytes": path.stat().st_size,
        "seconds": round(time.perf_counter() - started, 2),
    }


def run_phase(phase: str, corpus: Path, limit_hands: int | None) -> dict[str, Any]:
    """Run one phase in this process; return its figures."""
    from conformance.records.files import iter_documents

    if phase.startswith("check"):
        from conformance.judging.referee import Referee

        judge = Referee(fast=False if phase == "check-python" else None).check_document
        good = "valid"
    else:
        from conformance.engines.under_test import open_engine
        from conformance.judging.replay import Replayer

        if phase == "replay-direct":
            replayer = Replayer.direct()
        else:
            replayer = Replayer(open_engine("reference" if phase == "replay" else f"exec:{sys.executable} -m reference_impl"))
        judge = replayer.replay_document
        good = "agreed"
    records = hands = events = bad = 0
    started = time.perf_counter()
    cpu = time.process_time()
    for document in iter_documents(corpus):
        verdict = judge(document)
        records += 1
        hands += verdict.get("hands", 0)
        events += verdict.get("events", 0)
        bad += verdict["verdict"] != good
        if limit_hands is not None and hands >= limit_hands:
            break
    seconds = time.perf_counter() - started
    cpu_seconds = time.process_time() - cpu
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {
        "phase": phase,
        "records": records,
        "hands": hands,
        "events": events,
        "not_good": bad,
        "seconds": round(seconds, 2),
        "events_per_second": round(events / seconds),
        "events_per_cpu_second": round(events / cpu_seconds),
        "peak_rss_mib": round(peak_kib / 1024, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--hands", type=int, default=100_000, help="hands in the corpus (default 100000)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument(
        "--corpus", type=Path, help="corpus file (built if missing; default in the temp folder)"
    )
    parser.add_argument("--phases", nargs="+", choices=PHASES, default=list(PHASES))
    parser.add_argument(
        "--python-hands",
        type=int,
        default=5_000,
        help="hands for the python-jsonschema phase (default 5000; 0: the whole corpus)",
    )
    parser.add_argument("--replay-hands", type=int, default=0, help="hands for the replay phases (0: all)")
    parser.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")
    parser.add_argument("--phase", help=argparse.SUPPRESS)
    parser.add_argument("--limit-hands", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    corpus = args.corpus or Path(tempfile.gettempdir()) / f"domino-bench-{args.hands}-{args.seed}.jsonl"

    if args.phase:  # a child process: one phase, figures on stdout
        print(json.dumps(run_phase(args.phase, corpus, args.limit_hands)))
        return 0

    figures: dict[str, Any] = {"python": sys.version.split()[0], "cpus": os.cpu_count()}
    try:
        import jsonschema_rs

        figures["jsonschema_rs"] = getattr(jsonschema_rs, "__version__", "installed")
    except ImportError:
        figures["jsonschema_rs"] = None
    if not corpus.exists():
        print(f"building {corpus} ({args.hands} hands) ...", file=sys.stderr, flush=True)
        figures["corpus"] = build_corpus(corpus, args.hands, args.seed)
    else:
        figures["corpus"] = {"bytes": corpus.stat().st_size, "reused": True}
    figures["corpus"]["path"] = str(corpus)
    limits = {
        "check-python": args.python_hands or None,
        "replay": args.replay_hands or None,
        "replay-exec": args.replay_hands or None,
        "check-fast-small": max(1, args.hands // 10),
    }
    for phase in args.phases:
        print(f"{phase} ...", file=sys.stderr, flush=True)
        command = [
            sys.executable,
            __file__,
            "--phase",
            phase,
            "--corpus",
            str(corpus),
            "--hands",
            str(args.hands),
        ]
        if limits.get(phase):
            command += ["--limit-hands", str(limits[phase])]
        result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False)
        if result.returncode != 0:
            print(result.stderr, file=sys.stderr)
            return 1
        figures[phase] = json.loads(result.stdout.splitlines()[-1])
        row = figures[phase]
        print(
            f"{phase:17} {row['hands']:>7} hands {row['events']:>9} events {row['seconds']:>8.2f} s "
            f"{row['events_per_second']:>9} events/s ({row['events_per_cpu_second']} per CPU second) "
            f"peak RSS {row['peak_rss_mib']} MiB, {row['not_good']} not valid/agreed",
            flush=True,
        )
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
