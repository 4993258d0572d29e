"""Where each adapted engine deviates from the rulebook: the findings, checked by hand.

Every finding was read against the engine's installed source before it was written down,
and says which of :data:`KINDS` it is. ``python -m adapters.verdicts`` renders them into
docs/engines.md beside the verdicts it measures, and fails when a run shows a deviation no
finding explains or a finding its reproductions no longer show; tests/test_adapters.py
reproduces each one against the real package.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pytest_bdd.scenario import make_python_name

import conformance.suite.features as suite

REPRODUCTIONS = Path(__file__).parent / "reproductions"

KINDS = {
    "breaks-own-rules": "breaks the rules of the game the engine's own documentation names",
    "unnamed-variant": "the engine's documented rule, which no rule option names yet",
    "listing": "a difference in how legal moves are listed, harmless under the engine's own rules",
}


@dataclass(frozen=True)
class Finding:
    """One deviation of one engine, with its minimal reproductions."""

    engine: str  # the adapter module in this package
    title: str
    clauses: tuple[str, ...]  # the clauses a run charges with it
    kind: str  # a key of KINDS
    source: str  # where the engine's code does it
    detail: str  # what happens, stated fairly
    scenarios: tuple[str, ...] = ()  # scenario ids that fail on it
    transcript: str | None = None  # a one-hand transcript in adapters/reproductions/ that diverges on it

    @property
    def transcript_path(self) -> Path | None:
        """The reproduction transcript's path, if the finding has one."""
        return None if self.transcript is None else REPRODUCTIONS / self.transcript

    def keyword(self, first_only: bool = False) -> str:
        """A ``run -k`` expression selecting the finding's scenarios (pytest-bdd names a test after its scenario)."""
        chosen = self.scenarios[:1] if first_only else self.scenarios
        return " or ".join(_test_names()[scenario_id] for scenario_id in chosen)


@lru_cache(maxsize=1)
def _test_names() -> dict[str, str]:
    return {scenario.id: make_python_name(scenario.name) for scenario in suite.load() if scenario.id}


FINDINGS: tuple[Finding, ...] = (
    Finding(
        engine="openspiel_team",
        title="A team whose player goes out can lose the hand",
        # Only the rule broken: the scores and the matches that part from the reference engine's after it are
        # counted under it by every judge, never failed on their own rules.
        clauses=("end.going-out.partnership",),
        kind="breaks-own-rules",
        source="open_spiel/python/games/team_dominoes.py, DominoesState.returns(): it compares the two teams' "
               "pip totals whether or not a hand is empty",
        detail="When a player plays their last tile, `returns()` pays the team with fewer pips, so a player who "
               "goes out while their partner holds more pips than both opponents together loses the hand for "
               "their team (and equal totals pay nobody). The module's docstring names the Latin American "
               "partnership game, in which the team of the player who goes out wins the hand; the code and its "
               "tests say nothing of going out.",
        scenarios=("end-out-004", "end-out-003", "score-side-001", "games-partner-005",
                   "seat-partnership-4-openspiel-team-match-carry-001"),
        transcript="openspiel-team-going-out.json",
    ),
    Finding(
        engine="openspiel_block",
        title="Going out against a hand of 0 pips wins nothing",
        clauses=("end.going-out",),
        kind="breaks-own-rules",
        source="open_spiel/python/games/block_dominoes.py, BlockDominoesState.returns(): equal pip totals "
               "return [0, 0], whether or not a hand is empty",
        detail="The same comparison as the team game, with two players: it can only show when the player left "
               "holds nothing but the 0-0, so both hands count 0 and the hand is scored as a tie: nobody wins and "
               "nobody leads as the winner. In the Block game the module's docstring names, the player who goes "
               "out wins the hand.",
        scenarios=("end-outblock-002", "end-outblock-003"),
        transcript="openspiel-block-going-out.json",
    ),
    Finding(
        engine="dominoes_pypi",
        title="A play on either of two ends showing the same number is listed once",
        clauses=("line.play.match",),
        kind="listing",
        source="dominoes/game.py, Game._update_valid_moves(): \"do not double count moves if both of the "
               "board's ends have the same value\"",
        detail="When both ends show the same number and the tile at one of them is a double, `valid_moves` lists "
               "the play on the left only; `make_move` accepts it on the right as well. The suite counts the two "
               "plays as one move only when the ends are mirror images (both doubles or both not), because a "
               "double at an end changes the count under fives scoring; in the library's game nothing is "
               "counted, so the two plays lead to the same game. The replay charges the missing listing to "
               "`line.play.match`.",
        transcript="dominoes-same-number-ends.json",
    ),
)


_PLAIN_APPLY = (
    "The games' own `apply_action` makes no legality check: an action of another player is made for the "
    "player to act (on player 0's turn, player 1's `p1 tile:(0.0, 4.0) pip:None` plays player 0's 0-4), and "
    "a tile not held raises `ValueError` after the move is written into `actions_history`. pyspiel's "
    "`apply_action_with_legality_check` refuses both and changes nothing; the adapters use it, so the suite "
    "judges the checked path (tests/test_adapters.py shows the plain one)."
)
_NO_LEAD_RULE = (
    "The game has no rule for who leads or what: its player 0 leads, with any tile. The adapter's ledger "
    "names the leader by the declared `lead.*` options and seats the players from it, so the verdicts on "
    "`lead.first-hand.*`, `lead.next-hand.*`, `lead.after-tie.*` and `match.*` judge the adapter "
    "(adapters/README.md)."
)

#: What reading the engines' source showed beyond the suite's reach, published with the findings.
NOTES: dict[str, tuple[str, ...]] = {
    "openspiel_team": (_PLAIN_APPLY, _NO_LEAD_RULE),
    "openspiel_block": (_PLAIN_APPLY, _NO_LEAD_RULE),
    "dominoes_pypi": (
        ("The library plays this one game only: four players in two teams, a double-six set, all of it dealt. "
        "The target of a `Series` is a parameter (200 by default); the adapter passes the ruleset's."),
        ("`make_move` takes no player: a move is always the move of the player whose turn it is, so "
        "`not_your_turn` is the adapter's answer to a move sent for another seat."),
    ),
}


def findings_of(engine: str) -> list[Finding]:
    """The findings on one adapter module, in the order they are published."""
    return [finding for finding in FINDINGS if finding.engine == engine]
