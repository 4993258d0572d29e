"""Where a failed scenario's story first went wrong: the fault its failure follows from.

A scenario checks one thing at its Then steps; an engine whose state went wrong earlier in the story (a
count that missed a double, a hand that drew too many tiles) fails those steps too, on a rule it keeps.
``story_fault`` plays the scenario's story again on the engine in lock step with the reference engine,
as differential play compares a hand (``conformance.judging.expected_state``: the same fields, the same
clauses), and returns the first divergence of the engine's state along it, or at its end: the fault the
scenario's failure shows. A story whose state never differs shows nothing more than its failing step.
Only the failed scenarios are played again, once each.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from reference_impl.engine import DealError
from reference_impl.moves import DRAW, Move
from reference_impl.ruleset import Ruleset, RulesetError

from conformance.engines.under_test import Engine, EngineError
from conformance.judging.expected_state import expected_state, first_difference
from conformance.judging.play.adoption import CannotFollow
from conformance.judging.play.divergences import Expectation, PlayDivergence, changes_state
from conformance.judging.play.hands import ScriptedChooser
from conformance.judging.play.judge import DifferentialJudge
from conformance.judging.referee import Finding
from conformance.judging.sessions import ProtocolSession
from conformance.judging.walker import walk_match
from conformance.records.model import Deal
from .applicability import Decision, execute
from .features import Scenario
from .scenario_game import Game


@dataclass(frozen=True, kw_only=True)
class StoryFault:
    """The first divergence of the engine's state along a scenario's story (``finding``: its clause, the field,
    what each side had); ``at_end`` when it shows only after the story's last move, where the Then steps look."""

    finding: Finding
    at_end: bool


class _StoryOver(Exception):
    """The story's last hand has no move left: the walk stops where the scenario's Then steps look."""


class _StoryChooser(ScriptedChooser):
    """The story's moves, hand by hand; past the last one of the last hand, the walk stops."""

    def move(self, moves: Sequence[Move]) -> Move:
        if self.hand >= len(self.scripts) - 1 and self.ply >= len(self.script):
            raise _StoryOver
        return super().move(moves)


class _StoryJudge(DifferentialJudge):
    """Differential play's judge, stopping at the first divergence of the engine's state: the fault sought."""

    def _note(self, finding: Finding, expectation: Expectation) -> None:
        super()._note(finding, expectation)
        if changes_state(finding):
            raise PlayDivergence(finding, expectation)


class _PlyByPly(ProtocolSession):
    """A session that asks each ply as it comes: a story's plies are not known ahead of its end."""

    @property
    def asks_ahead(self) -> bool:
        return False


def story_faults(scenarios: Sequence[Scenario], records: Sequence[Mapping[str, Any]], decisions: Sequence[Decision],
                 engine: Engine) -> dict[str, StoryFault]:
    """The fault each scenario that failed shows, by scenario id (those whose story shows none left out):
    ``scenarios``, their ``records`` and ``decisions`` in the same order."""
    faults = {}
    for scenario, record, decision in zip(scenarios, records, decisions):
        if record["outcome"] not in ("fail", "not_judged") or record.get("reseated"):
            continue  # a scenario re-seated plays its story in other seats: its first playing blamed the rule
        try:
            if not engine.alive:
                engine.restart()  # a scenario before it left the engine down, as the runner finds it
            fault = story_fault(scenario, engine, decision)
        except Exception:  # noqa: BLE001 - a story that cannot be played again shows nothing more
            continue
        if fault is not None:
            faults[record["id"]] = fault
    return faults


def story_fault(scenario: Scenario, engine: Engine, decision: Decision) -> StoryFault | None:
    """The fault a failed scenario's failure follows from: its story played again on ``engine`` (under the
    ruleset ``decision`` plays it under) and judged ply by ply against the reference engine; None when the
    story cannot be played again or its state never differs."""
    game = Game(engine, play_ruleset=decision.ruleset)
    try:
        execute(scenario, game, [])
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException:  # noqa: BLE001 - the failure is what is expected: the story up to it is what counts
        pass
    if game.ruleset is None or game.players is None:
        return None
    try:
        rules = Ruleset.from_dict(game.ruleset)
    except RulesetError:
        return None
    plan = _plan(game.story, rules.max_pip)
    return _walk(_PlyByPly(engine), rules, game.players, plan) if plan else None


def _plan(story: Sequence[tuple[str, Any, Any]], max_pip: int) -> list[tuple[Deal, list[Move]]]:
    """A story's deals and moves (as the protocol writes them) as hands of moves; none when one cannot be read."""
    plan: list[tuple[Deal, list[Move]]] = []
    try:
        for kind, first, second in story:
            if kind == "deal":
                plan.append((Deal.from_dict(first), []))
            elif kind == "move" and plan:
                plan[-1][1].append(Move.from_dict(second, max_pip))
    except (KeyError, TypeError, ValueError):
        return []
    return plan


def _walk(session: ProtocolSession, rules: Ruleset, players: int, plan: list[tuple[Deal, list[Move]]]
          ) -> StoryFault | None:
    """The first divergence of the engine's state, playing ``plan`` in lock step; then the state after it."""
    judge = _StoryJudge(session, rules, players, _StoryChooser([moves for _, moves in plan]))
    over = False
    try:
        walk_match(judge, judge.planned_hands(deal for deal, _ in plan))
    except _StoryOver:
        over = True
    except (PlayDivergence, CannotFollow, DealError, EngineError):
        pass
    for found in judge.findings.found:
        if changes_state(found.finding):
            return StoryFault(finding=found.finding, at_end=False)
    if not over:
        return None
    return _at_end(session, judge, rules)


def _at_end(session: ProtocolSession, judge: DifferentialJudge, rules: Ruleset) -> StoryFault | None:
    """The engine's state after the story's last move, where the Then steps look, against the reference's."""
    hands = judge.played()
    events = hands[-1][1] if hands else []
    last = events[-1] if events else None
    try:
        state: Mapping[str, Any] = session.state()
    except EngineError:
        return None
    drawn_by = last.seat if last is not None and last.type == DRAW else None
    difference = first_difference(expected_state(judge.match, drawn_by), state, rules, len(events) + 1,
                                  None if last is None else last.type, judge.situation)
    if difference is None:
        return None
    after = f"after {last.describe()}" if last is not None else "after the deal"
    finding = Finding(stage="play", message=f"{after}: the reference engine has {difference.text()}",
                      hand=len(hands), ply=len(events) + 1, clause=difference.clause, expected=difference.expected,
                      actual=difference.actual, field=difference.field)
    return StoryFault(finding=finding, at_end=True)
