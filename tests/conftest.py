"""Shared helpers for the project's own tests: profiles, matches, scripted moves.

Hypothesis profiles (choose one with ``--hypothesis-profile=NAME``):

* ``default``: quick enough for every local run;
* ``ci``: derandomized, no example database (loaded automatically when ``CI`` is set);
* ``deep``: many more examples, for a long run before a release.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from conformance.rulebook.data_paths import data_path
from reference_impl.engine import Match
from reference_impl.moves import DRAW_MOVE, MUGGINS_MOVE, PASS_MOVE, Move
from reference_impl.ruleset import Ruleset, merge
from reference_impl.tiles import Tile, tile_set

_SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large]
settings.register_profile("default", max_examples=60, deadline=None, suppress_health_check=_SLOW_OK)
settings.register_profile("ci", max_examples=60, derandomize=True, database=None, deadline=None,
                          print_blob=True, suppress_health_check=_SLOW_OK)
settings.register_profile("deep", max_examples=2000, deadline=None, suppress_health_check=_SLOW_OK)

#: Named after each quiet stretch of a run on several workers: which tests are still running.
pytest_plugins = ["quiet_stretches"]

#: Hands, matches and redeals played by the property tests, reported at the end of the run.
HANDS_PLAYED = pytest.StashKey[Counter]()


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    tally = config.stash.get(HANDS_PLAYED, None)
    if tally:
        terminalreporter.write_line(
            f"property tests: {tally['hands']} hands played ({tally['matches']} whole matches, "
            f"{tally['redeals']} redeals)")


# -- several workers (pytest-xdist; ``python -m pytest`` runs on every core) ------------------------------


#: A fixture made once for the tests of a module (or class): those tests run on one worker, so it is made once.
_SHARED_FIXTURE = re.compile(r"""@pytest\.fixture\([^)]*\bscope\s*=\s*["'](?:module|class|package)["']""")


@cache
def _shares_a_fixture(path: Path) -> bool:
    """Whether the test module at ``path`` defines a fixture of module (or class) scope."""
    try:
        return bool(_SHARED_FIXTURE.search(path.read_text(encoding="utf-8")))
    except OSError:
        return False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The modules that hold slow tests first, the rest after (each module's tests together and in order, so
    a fixture it makes once is made once): on several workers the long tests then start early and the many
    short ones fill the gaps, where slow tests met last would leave one worker running alone at the end."""
    slow_modules = {item.nodeid.split("::", 1)[0] for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: item.nodeid.split("::", 1)[0] not in slow_modules)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Under ``--dist loadscope``, the tests of a module that defines a fixture of module (or class) scope go to
    one worker together (the fixture, a whole run of the suite say, is made once); every other test goes to
    whichever worker is free. Read from the modules' source by the process that shares the tests out, which
    collects none itself, so a new module-scoped fixture needs no list of exceptions. (xdist's own
    ``xdist_group`` marks cannot do it: under pytest 9 the worker's renaming of a node, which they rest on,
    is lost.)"""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling

    root = config.rootpath

    class ModulesSharingAFixture(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if _shares_a_fixture(root / module) else nodeid

    return ModulesSharingAFixture(config, log)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker sends its property tests' tally to the process that prints the summary."""
    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        output["hands_played"] = dict(session.config.stash.get(HANDS_PLAYED, Counter()))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """Add a finished worker's tally of the property tests to the run's."""
    played = getattr(node, "workeroutput", {}).get("hands_played")
    if played:
        node.config.stash.setdefault(HANDS_PLAYED, Counter()).update(played)


PROFILES_DIR = data_path("spec") / "profiles"
PROFILE_NAMES: tuple[str, ...] = tuple(sorted(path.stem for path in PROFILES_DIR.glob("*.json")))


@cache
def _profile_text(name: str) -> str:
    return (PROFILES_DIR / f"{name}.json").read_text(encoding="utf-8")


def load_profile(name: str) -> dict[str, Any]:
    """A fresh copy of the profile ``spec/profiles/<name>.json`` as a dict."""
    return json.loads(_profile_text(name))


def make_ruleset(name: str = "block", overrides: Mapping[str, Any] | None = None) -> Ruleset:
    """The profile ``name`` with ``overrides`` (dotted option ids allowed) applied."""
    return Ruleset.from_dict(merge(load_profile(name), overrides or {}))


def new_match(name: str = "block", players: int = 2, overrides: Mapping[str, Any] | None = None) -> Match:
    """A match of ``players`` under profile ``name`` (plus overrides), awaiting its first deal."""
    return Match(make_ruleset(name, overrides), players)


def rest_of_set(max_pip: int, *used: Iterable[str]) -> list[str]:
    """The tiles of a double-``max_pip`` set not named in ``used``, in canonical order."""
    taken = {Tile.parse(text, max_pip) for group in used for text in group}
    return [str(tile) for tile in tile_set(max_pip).tiles if tile not in taken]


def deal(match: Match, hands: list[list[str]], boneyard_top: Iterable[str] = (),
         lots: list[str] | None = None) -> str:
    """Deal ``hands``; the boneyard is ``boneyard_top`` (drawn first) then every other tile."""
    top = list(boneyard_top)
    boneyard = top + rest_of_set(match.rules.max_pip, top, *hands)
    return match.deal(hands, boneyard, lots)


def parse_move(text: str) -> Move:
    """Read a scripted move: ``pass``, ``draw``, ``muggins``, ``6-6`` (a lead),
    ``6-4 right``, ``5-0 left claim 10`` or ``5-5 claim 10``."""
    words = text.split()
    if words[0] in ("pass", "draw", "muggins"):
        return {"pass": PASS_MOVE, "draw": DRAW_MOVE, "muggins": MUGGINS_MOVE}[words[0]]
    claim = int(words.pop()) if len(words) > 2 and words[-2] == "claim" else None
    if claim is not None:
        words.pop()
    return Move.play(words[0], words[1] if len(words) > 1 else None, claim)


def play(match: Match, script: str) -> None:
    """Apply a comma-separated script of moves (see ``parse_move``), each checked legal."""
    for text in script.split(","):
        if text.strip():
            match.apply(parse_move(text.strip()))
