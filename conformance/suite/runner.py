"""Running scenarios against an engine: one scenario, its outcome, and the record of it.

``domino-conformance run`` drives the suite through ``run_suite``: it reads the compiled
scenarios, decides what applies before anything runs (``conformance.suite.applicability``),
and plays each applicable scenario's steps on the engine. The pytest plugin runs the same
steps through pytest-bdd, for suites that live in a pytest setup; both sort outcomes with
``classify`` and ``set_up_error`` and re-seat with ``play_reseated``, so a scenario ends the same
way under either.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator, NamedTuple

from .applicability import Decision, DecisionTally, checked_clauses, decide_all, execute
from conformance.engines.client import SkippedReply
from conformance.engines.under_test import DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT, Engine, EngineError, open_engine
from .reseating import SeatMap
from .scenario_game import NotApplicable, ScenarioFailure
from conformance.rulebook.declared_games import Declaration
from .features import Scenario, Step
from .vocabulary import STEP_TYPES

PASS, FAIL, ERROR, NOT_APPLICABLE, SKIPPED = "pass", "fail", "error", "not_applicable", "skipped"
#: A scenario whose set-up broke on a rule it does not check: that rule is failed (``blame``), the
#: scenario's own clauses get no verdict from it.
NOT_JUDGED = "not_judged"


@dataclass
class ScenarioRecord:
    """One scenario's outcome, as the report holds it."""

    id: str
    name: str
    feature: str
    line: int
    clauses: list[str]
    outcome: str
    message: str = ""
    duration: float = 0.0
    stderr: str = ""
    tags: list[str] = field(default_factory=list)
    blame: str | None = None  # the clause a failed set-up step rests on, charged instead of ``clauses``
    breaks: str | None = None  # the rule a failing Then step breaks, when not the scenario's own: charged too
    played_under: str | None = None  # the engine's game the scenario was played under, when not its own
    blocked_by: str | None = None  # re-seated: the rule its first playing broke in set-up, failed beside it
    reseated: str | None = None  # re-seated: how the seats were renumbered to play it past ``blocked_by``


    def to_dict(self) -> dict[str, Any]:
        out = {"id": self.id, "name": self.name, "feature": self.feature, "line": self.line,
               "clauses": self.clauses, "outcome": self.outcome, "message": self.message,
               "duration": round(self.duration, 6)}
        if self.stderr:
            out["stderr"] = self.stderr
        if self.blame:
            out["blame"] = self.blame
        if self.breaks:
            out["breaks"] = self.breaks
        if self.played_under:
            out["played_under"] = self.played_under
        if self.blocked_by:
            out["blocked_by"] = self.blocked_by
        if self.reseated:
            out["reseated"] = self.reseated
        return out


def classify(error: BaseException | None) -> tuple[str, str, str]:
    """(outcome, message, stderr) for a scenario that ended with ``error`` (None: it passed)."""
    if error is None:
        return PASS, "", ""
    if isinstance(error, NotApplicable):
        return NOT_APPLICABLE, str(error), ""
    if isinstance(error, SkippedReply):
        return SKIPPED, str(error), ""
    if type(error).__name__ == "Skipped":  # pytest.skip, without importing pytest here
        return SKIPPED, str(error), ""
    if isinstance(error, EngineError):
        return ERROR, str(error), error.stderr
    if isinstance(error, (ScenarioFailure, AssertionError)):
        return FAIL, str(error), ""
    return ERROR, f"{type(error).__name__}: {error}", ""


def set_up_error(outcome: str, message: str, error: BaseException | None, step_kind: str,
                 step_text: str, line: int | None, clauses: Iterable[str] = ()) -> tuple[str, str, str | None]:
    """A failure in a Given or When step is charged to the clause it rests on.

    Returns (outcome, message, blamed clause). A set-up step that breaks on a rule the scenario does not
    check (a set-up move refused, another seat to act) makes it ``not_judged``: that rule is failed, the
    scenario's own clauses get no verdict. One that breaks on a rule the scenario checks is its failure, of
    that rule alone: its other clauses were not reached. One no rule can be named for stays an error. A
    failure in a Then step stays a failure, charged to another rule only when it says so
    (``ScenarioFailure.charged_to``: a listed move that rule forbids) and the scenario's ``clauses`` cite
    none of the rules that forbid it.
    """
    if outcome != FAIL:
        return outcome, message, None
    if step_kind not in ("given", "when"):
        charged = getattr(error, "charged_to", None)
        if set(clauses) & getattr(error, "forbidden_by", frozenset()):
            charged = None  # the scenario is about that rule: its failure is its own
        return outcome, message + (f" (charged to {charged}, the rule that forbids the move listed)"
                                   if charged else ""), charged
    blame = getattr(error, "clause", None)
    where = f"set-up step at line {line}" if line else "set-up step"
    on = f" on {blame}" if blame else ""
    failed = f"{where} ({step_kind.capitalize()} {step_text}) failed{on}: {message}"
    if blame is None:
        return ERROR, failed, None
    if blame in set(clauses):
        return FAIL, failed, blame  # the scenario checks the rule its set-up broke: a verdict on that rule
    return NOT_JUDGED, f"not judged: blocked by {blame}: {failed}", blame


def played_under(decision: Decision | None) -> str | None:
    """The declared game a scenario was played under, when it is not the scenario's own ruleset."""
    candidate = decision.candidate if decision is not None else None
    if candidate is None or candidate.exact or candidate.game is None:
        return None
    return candidate.game.label


class EngineHolder:
    """The session's engine, restarted when it has gone down (crashed, hung, spoke garbage).

    An ``errored`` or ``skipped`` reply leaves the engine up and needs no
    restart; restarts are bounded by the engine, which is abandoned after
    ``max_restarts`` and from then on fails every request at once.
    """

    def __init__(self, spec: str, *, timeout: float | None = DEFAULT_TIMEOUT,
                 max_restarts: int = DEFAULT_MAX_RESTARTS, validate: bool = False) -> None:
        self.spec = spec
        self.options = {"timeout": timeout or None, "max_restarts": max_restarts, "validate": validate}
        self.engine: Engine | None = None

    def get(self) -> Engine:
        if self.engine is None:
            self.engine = open_engine(self.spec, **self.options)  # type: ignore[arg-type]
        elif not self.engine.alive:
            self.engine.restart()
        return self.engine

    def close(self) -> None:
        if self.engine is not None:
            self.engine.close()


def _identity(scenario: Scenario) -> dict[str, Any]:
    return {"id": scenario.id or scenario.name, "name": scenario.name, "feature": scenario.file,
            "line": scenario.line, "clauses": list(checked_clauses(scenario)),
            "tags": [tag.lstrip("@") for tag in scenario.tags if not tag.startswith(("@clause:", "@id:"))]}


def run_scenario(scenario: Scenario, holder: EngineHolder, decision: Decision) -> ScenarioRecord:
    """Play one applicable scenario on the engine and record how it ended (re-seated where a seat map gets
    past what blocked it: ``play_reseated``)."""
    identity = _identity(scenario)
    started = time.perf_counter()
    first = _play(scenario, holder, decision, None, identity["clauses"])
    played, extra = play_reseated(first, scenario, holder, decision, identity["clauses"])
    return ScenarioRecord(outcome=played.outcome, message=played.message, duration=time.perf_counter() - started,
                          stderr=played.stderr, blame=played.blame,
                          breaks=broken_rule(played.outcome, played.error, identity["clauses"]),
                          played_under=played_under(decision), **extra, **identity)


class Played(NamedTuple):
    """How one playing of a scenario's steps ended."""

    outcome: str
    message: str
    stderr: str
    blame: str | None  # the clause it is charged to instead of its own (``set_up_error``)
    error: BaseException | None  # what it ended with (None: it passed)


def play_reseated(first: Played, scenario: Scenario, holder: EngineHolder, decision: Decision,
                  clauses: list[str]) -> tuple[Played, dict[str, Any]]:
    """The playing that decides a scenario's outcome, and what its record adds.

    A first playing whose set-up broke on a fault a seat map gets past (the engine's leader another seat
    than the story's, the engine playing the other way round: ``conformance.suite.reseating``) is played
    again under that map, unless that rule is the only one the scenario checks: then its failure is the
    verdict. When the second playing judges the scenario's clauses, it decides, and the record adds
    ``blocked_by`` (the rule the first playing broke, failed beside the others, whether the scenario cites
    it or not) and ``reseated``; when it gets no further, the first stays, saying so. ``run`` and the pytest
    plugin both end here.
    """
    if getattr(first.error, "chosen", False):
        return _follow_chosen_leader(first, scenario, holder, decision, clauses)
    seat_map = _seat_map_past(first, clauses)
    if seat_map is None:
        return first, {}
    again = _play(scenario, holder, decision, seat_map, clauses)
    if again.outcome not in (PASS, FAIL, ERROR) or again.blame == first.blame:
        return first._replace(message=f"{first.message} (re-seated, it could not be judged either: "
                                      f"{again.message})"), {}
    return again, {"blocked_by": first.blame, "reseated": f"{seat_map.describe()} (first played: {first.message})"}


#: How often a scenario is played again, its seats rotated to the engine's leader, for an engine that chooses
#: its leader (and may choose again each time it is dealt: at random).
FOLLOW_LEADER_TRIES = 8


def _follow_chosen_leader(first: Played, scenario: Scenario, holder: EngineHolder, decision: Decision,
                          clauses: list[str]) -> tuple[Played, dict[str, Any]]:
    """A scenario whose engine led from another seat than the story, one the rules let it choose
    (``lead.first-hand.at-random``, ``lead.next-hand.side-chooses``): no rule is failed for it. The story is
    played again with its seats rotated to the engine's leader, as often as the engine chooses anew; where no
    rotation follows it (a later hand's leader), the story does not apply to the game the engine chose."""
    played = first
    for _ in range(FOLLOW_LEADER_TRIES):
        seat_map = getattr(played.error, "reseat", None)
        if seat_map is None:
            break
        played = _play(scenario, holder, decision, seat_map, clauses)
        if not getattr(played.error, "chosen", False):
            return played, {"reseated": f"{seat_map.describe()}, following the leader the engine chose"}
    return played._replace(outcome=NOT_APPLICABLE, blame=None,
                           message=f"not applicable: the engine chose a leader the rules allow and the story "
                                   f"cannot follow ({first.message})"), {}


def _seat_map_past(first: Played, clauses: list[str]) -> SeatMap | None:
    """The seat map that gets a first playing past the rule its set-up broke, where it leaves a clause to
    judge: not judged (the rule is not the scenario's), or failed on one of several rules it checks."""
    if first.outcome not in (NOT_JUDGED, FAIL) or first.blame is None or not set(clauses) - {first.blame}:
        return None
    return getattr(first.error, "reseat", None)


def _play(scenario: Scenario, holder: EngineHolder, decision: Decision, seat_map: SeatMap | None,
          clauses: list[str]) -> Played:
    """Play the scenario's steps once, re-seated by ``seat_map`` when given."""
    from .scenario_game import Game

    trace: list[Step] = []
    error: BaseException | None = None
    try:
        execute(scenario, Game(holder.get(), play_ruleset=decision.ruleset, seat_map=seat_map), trace)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as raised:  # every other ending is the scenario's outcome
        error = raised
    outcome, message, stderr = classify(error)
    blame = None
    if trace and error is not None:
        kind = "given"
        for step in trace:
            kind = STEP_TYPES.get(step.type, kind)
        outcome, message, blame = set_up_error(outcome, message, error, kind, trace[-1].text, None, clauses)
    return Played(outcome, message, stderr, blame, error)


def broken_rule(outcome: str, error: BaseException | None, clauses: list[str]) -> str | None:
    """The rule a failing Then step says the engine broke, when it is not one the scenario cites: the
    scenario is then charged at that rule's level too (a MUST broken in a MAY scenario is required)."""
    clause = getattr(error, "clause", None) if outcome == FAIL else None
    return clause if clause and clause not in clauses else None


def run_suite(scenarios: Iterable[Scenario], holder: EngineHolder, declaration: Declaration,
              on_record: Callable[[ScenarioRecord], None] | None = None,
              decisions: list[Decision] | None = None, tally: DecisionTally | None = None) -> Iterator[ScenarioRecord]:
    """Decide what applies to what the engine declared (unless ``decisions`` says it, one a scenario;
    ``tally`` counts how each decision was come by), then play it; records come in suite order.

    Scenarios that do not apply are recorded with the reason, without being played; ``tally`` counts
    the decisions remembered from the cache and those made now.
    """
    scenarios = list(scenarios)
    if decisions is None:
        decisions = decide_all(declaration, scenarios, tally)
    for scenario, decision in zip(scenarios, decisions):
        if decision.applies:
            record = run_scenario(scenario, holder, decision)
        else:
            record = ScenarioRecord(outcome=NOT_APPLICABLE, message=decision.reason, **_identity(scenario))
        if on_record is not None:
            on_record(record)
        yield record


__all__ = ["ERROR", "FAIL", "NOT_APPLICABLE", "NOT_JUDGED", "PASS", "SKIPPED", "EngineHolder", "Played",
           "ScenarioRecord", "broken_rule", "classify", "play_reseated", "run_scenario", "run_suite", "set_up_error"]
