"""How long ``identify`` takes, and how many engine requests, for each profile at each seating.

Each seating's engine is the reference engine declaring that profile at that player count and playing it
(``seated_<profile>_<n>``, the profile's hyphens written as underscores), identified with the defaults,
first in-process and then over ``exec:`` (this script serves it: ``python bench/identify_speed.py --serve
NAME``). The cache is a fresh folder for the whole run: the in-process run of a seating decides which
scenarios apply and plays the reference engine's side of them afresh, the ``exec:`` run after it finds
both in the cache, as a second ``identify`` of an engine does.

    python bench/identify_speed.py [--seating block-2p ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

if __name__ == "__main__":
    sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]

from identify_recovery import add_limits

from conformance.engines.under_test import open_engine
from conformance.rulebook.index import profiles
from conformance.suite.identification import identify
from conformance.suite.identified import Limits
from conformance.suite.sweep import OneGameEngine


def seatings() -> list[tuple[str, int]]:
    """Every profile at every player count it allows, as (profile, players)."""
    return [(name, players) for name, data in profiles().items() for players in data["players"]]


def engine_name(profile: str, players: int) -> str:
    return f"seated_{profile.replace('-', '_')}_{players}"


def __getattr__(name: str) -> Any:
    """``seated_<profile>_<n>``: a factory of the engine playing that profile at that seating."""
    for profile, players in seatings():
        if name == engine_name(profile, players):
            return lambda: OneGameEngine({"profile": profile, "players": [players]})
    raise AttributeError(name)


def measure(spec: str, limits: Limits) -> tuple[float, int, str]:
    """(seconds, engine requests, the games found) of one ``identify``."""
    engine = open_engine(spec, timeout=60)
    started = time.perf_counter()
    try:
        found = identify(engine, limits)
    finally:
        engine.close()
    games = "; ".join(f"{entry['profile']} {entry['players']} {entry.get('differences', {})}"
                      for entry in found.games())
    return time.perf_counter() - started, found.requests, games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seating", action="append", default=[], metavar="PROFILE-Np",
                        help="only this seating (repeatable), e.g. block-2p")
    parser.add_argument("--serve", metavar="NAME", help=argparse.SUPPRESS)
    add_limits(parser)
    args = parser.parse_args(argv)
    limits = Limits(args.scenarios, args.hands, args.confirm_hands)
    if args.serve:
        from reference_impl.__main__ import serve

        return serve(engine=__getattr__(args.serve)())
    wanted = [(profile, players) for profile, players in seatings()
              if not args.seating or f"{profile}-{players}p" in args.seating]
    if not wanted:
        parser.error(f"no such seating: {', '.join(args.seating)}")
    here = Path(__file__).resolve()
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        os.environ["DOMINO_CONFORMANCE_CACHE"] = folder
        os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(here.parent), os.environ.get("PYTHONPATH")]))
        sys.path.insert(0, str(here.parent))
        for profile, players in wanted:
            name = engine_name(profile, players)
            in_process = measure(f"py:identify_speed:{name}", limits)
            over_exec = measure(f"exec:{sys.executable} {here} --serve {name}", limits)
            rows.append((profile, players, in_process, over_exec))
            print(f"{profile}-{players}p: in-process {in_process[0]:5.1f} s, {in_process[1]:6d} requests; "
                  f"exec: {over_exec[0]:5.1f} s, {over_exec[1]:6d} requests; found {in_process[2]}", flush=True)
    for label, index in (("in-process", 2), ("exec", 3)):
        seconds = [row[index][0] for row in rows]
        requests = [row[index][1] for row in rows]
        print(f"{label}: {len(rows)} seatings, seconds median {statistics.median(seconds):.1f} "
              f"(min {min(seconds):.1f}, max {max(seconds):.1f}), requests median {statistics.median(requests):.0f} "
              f"(min {min(requests)}, max {max(requests)})")
    wrong = [f"{profile}-{players}p" for profile, players, found, _ in rows
             if found[2] != f"{profile} [{players}] {{}}"]
    if wrong:
        print(f"identified otherwise than declared: {', '.join(wrong)}")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
