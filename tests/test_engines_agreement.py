"""The reference engine answers the same over both transports: in-process and as a subprocess.

Random matches of every profile, 2 to 4 players as the profile allows, go
through ``reference`` (in-process) and ``exec:python -m reference_impl``
side by side; every reply, messages included, must be identical.
"""

from __future__ import annotations

import random
import shlex
import sys

import pytest
from conftest import PROFILE_NAMES, load_profile
from protocol_play import SideBySide, exact, play_match

from conformance.engines.under_test import open_engine

SUBPROCESS = f"exec:{shlex.quote(sys.executable)} -m reference_impl"


@pytest.fixture(scope="module")
def both():
    engines = [open_engine("reference", validate=True), open_engine(SUBPROCESS, validate=True)]
    yield engines
    for engine in engines:
        engine.close()


def test_the_handshakes_agree(both) -> None:
    in_process, subprocess = both
    assert in_process.identity == subprocess.identity
    assert in_process.capabilities == subprocess.capabilities


@pytest.mark.parametrize("profile", PROFILE_NAMES)
def test_random_matches_agree_reply_for_reply(both, profile: str) -> None:
    ruleset = load_profile(profile)
    totals = {"hands": 0, "plies": 0, "probes": 0}
    for seed in range(3):
        rng = random.Random(f"{profile}/{seed}")
        players = rng.choice(ruleset["players"])
        pair = SideBySide(both, exact, f"{profile}, {players} players, seed {seed}")
        for key, value in play_match(pair, ruleset, players, rng, max_hands=6).items():
            totals[key] += value
    assert totals["plies"] > 0 and totals["probes"] > 0


def test_malformed_requests_get_the_same_errored_replies(both) -> None:
    pair = SideBySide(both, exact, "malformed requests")
    for message in ({"cmd": "shuffle"}, {"cmd": "apply", "move": {"type": "pass"}, "seat": "north"},
                    {"cmd": "deal", "hands": "7 each"}):
        replies = [engine.request(message, validate=False) for engine in both]
        assert replies[0]["errored"] is True
        assert exact("", replies[0]) == exact("", replies[1])
    assert pair.ask({"cmd": "start", "ruleset": load_profile("partnership"), "players": 2})["ok"] is False
