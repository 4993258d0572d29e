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
from .from_position import Plan, PositionDeclined, StoryClient, plan_for, save_plans
from .reseating import SeatMap
from .scenario_game import Check, Game, NotApplicable, ScenarioFailure
from conformance.rulebook.declared_games import Declaration
from .features import Scenario, Step
from .vocabulary import STEP_TYPES

PASS, FAIL, ERROR, NOT_APPLICABLE, SKIPPED = "pass", "fail", "error", "not_applicable", "skipped"
#: A scenario whose set-up broke on a rule it does not check: that rule is failed (``blame``), the
#: scenario's own clauses get no verdict from it.
NOT_JUDGED = "not_judged"


@dataclass(frozen=True)
class FailedStep:
    """The step a scenario ended at: its kind (given, when, then), line (0: not known), text, and the clause it
    judged (a Then step's, ``Game.judge``) or rests on (a set-up step's); None where no rule can be named."""

    kind: str
    line: int
    text: str
    clause: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "line": self.line, "text": self.text}
        if self.clause is not None:
            out["clause"] = self.clause
        return out


@dataclass(frozen=True)
class LaterFailure:
    """A judged step that failed after the scenario's first failure, played from the position the rules give
    before it (``from_position``): the step, with the clause it judged, and what it said, expected and found."""

    step: FailedStep
    message: str
    expected: str | None = None
    actual: str | None = None

    @classmethod
    def of(cls, step: Step, error: ScenarioFailure) -> "LaterFailure":
        return cls(FailedStep("then", step.line or 0, step.text, error.clause), str(error), error.expected, error.actual)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"step": self.step.to_dict(), "message": self.message}
        if self.expected is not None:
            out["expected"] = self.expected
        if self.actual is not None:
            out["actual"] = self.actual
        return out


@dataclass
class ScenarioRecord:
    """One scenario's outcome, as the report holds it, with the clauses it is charged to (``charges``)."""

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
    from_position: str | None = None  # played from the position before its judged step (``from_position``)
    position_declined: str | None = None  # played from its story though the engine declares positions: why
    # Clause -> the outcome the scenario charges it with (``charges``), computed once where it is run; and the
    # clauses it cites that it never reached (its failure, or a broken set-up, came first).
    charges: dict[str, str] = field(default_factory=dict)
    not_reached: list[str] = field(default_factory=list)
    step: FailedStep | None = None  # the step it failed, errored or was blocked at
    expected: str | None = None  # what that step expected, and what the engine did, where the step says them apart
    actual: str | None = None
    # Played from positions, the judged steps that failed after ``step``, each from the rules' position.
    later_failures: list[LaterFailure] = field(default_factory=list)

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
        if self.from_position:
            out["from_position"] = self.from_position
        if self.position_declined:
            out["position_declined"] = self.position_declined
        out["charges"] = dict(self.charges)
        if self.not_reached:
            out["not_reached"] = list(self.not_reached)
        if self.step is not None:
            out["step"] = self.step.to_dict()
        if self.expected is not None:
            out["expected"] = self.expected
        if self.actual is not None:
            out["actual"] = self.actual
        if self.later_failures:
            out["later_failures"] = [failure.to_dict() for failure in self.later_failures]
        return out

    @classmethod
    def not_applicable(cls, reason: str, identity: dict[str, Any]) -> ScenarioRecord:
        """A scenario that does not apply, recorded with the reason, unplayed."""
        return cls(outcome=NOT_APPLICABLE, message=reason, charges=dict.fromkeys(identity["clauses"], NOT_APPLICABLE),
                   **identity)


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
    failure in a Then step stays a failure, of the clause that step judged (``charged``).
    """
    if outcome != FAIL or step_kind not in ("given", "when"):
        return outcome, message, None
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
    """Play one applicable scenario on the engine and record how it ended: from the position before its
    judged step where the engine takes it (``play_from_position``), else from its story, re-seated where a
    seat map gets past what blocked it (``play_reseated``)."""
    identity = _identity(scenario)
    started = time.perf_counter()
    played, extra = play_from_position(scenario, holder, decision, identity["clauses"])
    if played is None:
        played, reseated = play_from_story(scenario, holder, decision, identity["clauses"])
        extra.update(reseated)
    return scenario_record(identity, played, time.perf_counter() - started, decision, extra)


class Played(NamedTuple):
    """How one playing of a scenario's steps ended."""

    outcome: str
    message: str
    stderr: str
    blame: str | None  # the clause it is charged to instead of its own (``set_up_error``)
    error: BaseException | None  # what it ended with (None: it passed)
    checks: tuple[Check, ...] = ()  # every judgement its Then steps made, in order
    step: FailedStep | None = None  # the step it ended at, when it did not pass
    later_failures: tuple[LaterFailure, ...] = ()  # judged steps that failed after it (played from positions)


def scenario_record(identity: dict[str, Any], played: Played, duration: float, decision: Decision | None,
                    extra: dict[str, Any]) -> ScenarioRecord:
    """The record of a scenario played (``extra``: ``blocked_by`` and ``reseated`` of a re-seated playing), with
    the clauses it is charged to: ``run`` and the pytest plugin both record a scenario here."""
    cited = identity["clauses"]
    charges = charged(played, cited, extra.get("blocked_by"))
    error = played.error
    return ScenarioRecord(outcome=played.outcome, message=played.message, duration=duration, stderr=played.stderr,
                          blame=played.blame, breaks=broken_rule(played.outcome, played.step, cited),
                          played_under=played_under(decision), charges=charges,
                          not_reached=[clause for clause in cited if clause not in charges], step=played.step,
                          expected=getattr(error, "expected", None), actual=getattr(error, "actual", None),
                          later_failures=list(played.later_failures), **extra, **identity)


def charged(played: Played, cited: list[str], blocked_by: str | None = None) -> dict[str, str]:
    """Clause -> the outcome a scenario's playing charges it with: the evidence about that clause alone.

    A scenario that passed passes every clause it cites. One that failed fails the clause its failing step
    judged (a Then step's, or the rule a broken set-up step rests on: ``blame``) and those of the judged steps
    that failed after it (``later_failures``: played from positions, it goes on past a failed judged step),
    passes the clauses it cites that its other Then steps judged and the engine kept, and charges the others
    nothing: they were not reached. One not judged fails the rule that blocked it, and charges its own clauses nothing. A re-seated playing's rule
    that blocked its first playing (``blocked_by``) is failed beside the rest. An error, a skip or a scenario
    that does not apply charges every clause it cites with that outcome.
    """
    if played.outcome in (FAIL, NOT_JUDGED):
        failed = played.step.clause if played.step is not None else None
        if failed is None:  # a failure no step named a rule for: the scenario's own
            charges = dict.fromkeys(cited, FAIL)
        else:  # a scenario not judged judged nothing of its own: what its steps saw before is not its verdict
            failing = [failed, *(later.step.clause for later in played.later_failures if later.step.clause)]
            kept = {check.clause for check in played.checks if check.kept} - set(failing)
            charges = {clause: PASS for clause in cited if clause in kept and played.outcome == FAIL}
            charges.update(dict.fromkeys(failing, FAIL))
    else:
        charges = dict.fromkeys(cited, played.outcome)
    if blocked_by:
        charges = {blocked_by: FAIL, **{clause: outcome for clause, outcome in charges.items() if clause != blocked_by}}
    return charges


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


def play_from_position(scenario: Scenario, holder: EngineHolder, decision: Decision,
                       clauses: list[str]) -> tuple[Played | None, dict[str, Any]]:
    """The playing of a scenario from the position before each judged step, and what its record adds
    (``from_position``); None where it is played from its story: the engine declares no positions, the
    scenario is about the deal or the lead, or the engine did not take a position (``position_declined``)."""
    try:
        plan = plan_for(scenario, holder.get(), decision)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as raised:  # the engine could not be started: the scenario's outcome
        outcome, message, stderr = classify(raised)
        return Played(outcome, message, stderr, None, raised), {}
    if plan is None:
        return None, {}
    played = _play(scenario, holder, decision, None, clauses, plan)
    if isinstance(played.error, PositionDeclined):
        return None, {"position_declined": str(played.error)}
    if plan.where() is None:  # it ended before a position was set: played from its story, re-seated if that helps
        return play_reseated(played, scenario, holder, decision, clauses)
    return played, {"from_position": plan.where()}


def play_from_story(scenario: Scenario, holder: EngineHolder, decision: Decision,
                    clauses: list[str]) -> tuple[Played, dict[str, Any]]:
    """The playing of a scenario from its story, re-seated where a seat map gets past what blocked it
    (``play_reseated``), and what its record adds."""
    first = _play(scenario, holder, decision, None, clauses)
    return play_reseated(first, scenario, holder, decision, clauses)


def _play(scenario: Scenario, holder: EngineHolder, decision: Decision, seat_map: SeatMap | None,
          clauses: list[str], plan: Plan | None = None) -> Played:
    """Play the scenario's steps once, re-seated by ``seat_map`` when given, from the positions of ``plan``
    when given: then a judged step that fails is gone on past, the engine set to the rules' position before
    the next judged move (``StoryClient.resume``), and the scenario ends at its first failure, with the
    judged steps that failed after it."""
    trace: list[Step] = []
    error: BaseException | None = None
    game: Game | None = None
    failures: list[tuple[Step, ScenarioFailure]] = []
    client: StoryClient | None = None

    def going_on(step: Step, raised: Exception) -> bool:
        """Whether to go on past a Then step that raised: a judged step that failed on its clause, on an engine
        set to a position that can be set to the next one. Every failed judged step is kept from the first one
        gone on past on."""
        if client is None or not isinstance(raised, ScenarioFailure) or raised.clause is None:
            return False
        resumable = client.resumable()
        failures.append((step, raised))
        if resumable:
            client.resume()
        return resumable

    try:
        engine = holder.get()
        # The story told by the reference engine up to each judged move, the engine set to the position there.
        client = plan.client(engine, lambda: len(trace) - 1) if plan is not None else None
        game = Game(engine, play_ruleset=decision.ruleset, seat_map=seat_map, client=client, cited=clauses)
        execute(scenario, game, trace, going_on=going_on)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as raised:  # every other ending is the scenario's outcome
        error = raised
    checks = tuple(game.checks) if game is not None else ()
    if failures:  # it ends at its first failure; an ending after it that is no judged step's follows from it
        (first, failed), later = failures[0], failures[1:]
        return ended(classify(failed), failed, "then", first.text, first.line, checks, clauses)._replace(
            later_failures=tuple(LaterFailure.of(step, raised) for step, raised in later))
    last = trace[-1] if trace and error is not None else None
    return ended(classify(error), error, _kind_at(trace), last.text if last else "", last.line if last else None,
                 checks, clauses)


def _kind_at(trace: list[Step]) -> str:
    """The kind (given, when, then) of the last step of ``trace``: an And or But step is of the kind before it."""
    kind = "given"
    for step in trace:
        kind = STEP_TYPES.get(step.type, kind)
    return kind


def ended(classified: tuple[str, str, str], error: BaseException | None, kind: str, text: str, line: int | None,
          checks: tuple[Check, ...], clauses: list[str]) -> Played:
    """How a playing ended, from the error it ended with (``classify``) and the step it ended at (``kind``,
    ``text`` and ``line``; empty when it passed): a broken set-up step is charged to the rule it rests on
    (``set_up_error``), a failing Then step to the clause it judged."""
    outcome, message, stderr = classified
    if error is None:
        return Played(outcome, message, stderr, None, None, checks)
    outcome, message, blame = set_up_error(outcome, message, error, kind, text, line, clauses)
    judged = blame if kind in ("given", "when") else getattr(error, "clause", None)
    step = FailedStep(kind, line or 0, text, judged if outcome in (FAIL, NOT_JUDGED) else None) if text else None
    return Played(outcome, message, stderr, blame, error, checks, step)


def broken_rule(outcome: str, step: FailedStep | None, clauses: list[str]) -> str | None:
    """The rule a failing Then step judged, when it is not one the scenario cites: the scenario is then
    charged at that rule's level (a MUST broken in a MAY scenario is required)."""
    clause = step.clause if outcome == FAIL and step is not None and step.kind == "then" else None
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
            record = ScenarioRecord.not_applicable(decision.reason, _identity(scenario))
        if on_record is not None:
            on_record(record)
        yield record
    save_plans()


__all__ = ["ERROR", "FAIL", "NOT_APPLICABLE", "NOT_JUDGED", "PASS", "SKIPPED", "EngineHolder", "FailedStep", "Played",
           "ScenarioRecord", "broken_rule", "charged", "classify", "ended", "play_from_position", "play_from_story",
           "play_reseated", "run_scenario", "run_suite", "scenario_record", "set_up_error"]
