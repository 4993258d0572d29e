"""Which scenarios apply to an engine, decided before any of them runs.

A scenario is written under one ruleset for one seating. It applies to an engine that
plays that seating when it can be played under a ruleset the engine declared
(``conformance.rulebook.declared_games``): its own, or, failing that, the engine's game — provided the
scenario still holds there. "Still holds" is decided by playing the scenario on the
reference engine under that ruleset: if the reference engine passes it, every step of
the scenario is a true statement about the engine's game, and the engine is judged by
it; if not, the scenario depends on a rule the engine's game does not have, and it is
not applicable, with the options it depends on as the reason.

So an engine that plays one game meets every scenario whose story holds in that game,
whatever profile it happens to be written under, and is never sent a ruleset it did
not declare (scenarios that offer an invalid ruleset, to be refused, excepted).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any, Callable, Iterable, Mapping, Union

from reference_impl.ruleset import RulesetError

from . import cache
from conformance.engines.under_test import Engine, open_engine
from .scenario_game import NO_VIEWS, Game, NotApplicable, ScenarioFailure
from .step_clauses import JUDGED
from conformance.rulebook.index import SuiteError, pinned_ruleset
from .scenario_text import parse_option_value, parse_overrides
import conformance.rulebook.index as rulebook_module
from conformance.rulebook.declared_games import Candidate, Declaration, describe_value, option_values, with_values
from .features import Scenario, Step
from .vocabulary import STEP_TYPES, find_phrase


@dataclass(frozen=True)
class WrittenRules:
    """The ruleset and seating a scenario is written under, read from its steps."""

    ruleset: dict[str, Any] | None  # None: the scenario starts no valid match
    players: int | None


@lru_cache(maxsize=None)
def written_rules(scenario: Scenario) -> WrittenRules:
    """The last valid ruleset a scenario's Given/When steps set up, with its player count.

    Read once per scenario and process; do not modify the ruleset it returns.
    """
    from . import steps

    ruleset: dict[str, Any] | None = None
    players: int | None = None
    profile_name: str | None = None
    overrides: dict[str, Any] = {}
    keyword = "given"
    for step in scenario.steps:
        keyword = STEP_TYPES.get(step.type, keyword)
        if not step.text.startswith(_RULES_STEP_OPENINGS):
            continue  # a deal, a move or an expectation: no rules are set here
        phrase = find_phrase(keyword, step.text)
        if phrase is None:
            continue
        args = phrase.arguments(step.text)
        if phrase.function in (steps.given_rules, steps.when_offer_rules):
            profile_name, players = args["name"], int(args["players"])
            overrides = parse_overrides(args.get("overrides"))
        elif phrase.function is steps.given_option:
            overrides[args["option"]] = parse_option_value(args["value"])
        else:
            continue
        ruleset = _valid_ruleset(profile_name, json.dumps(overrides, sort_keys=True), players)
    return WrittenRules(ruleset, players)


@lru_cache(maxsize=None)
def checked_clauses(scenario: Scenario) -> tuple[str, ...]:
    """The clauses a scenario checks, and is charged with when it fails: those it is tagged with that
    hold in the game it is written in.

    An outline's Rule tags the clause of every value its rows try, and each row is written under one
    of them: the row of ``score.blocked = winner_takes_all`` checks that clause alone. A scenario keeps
    all its tags when it sets up no valid game, or when none of them holds in its game (a row showing
    where a rule stops, as ``draw.mode = one_then_pass`` beside ``draw.until-playable``); a clause the
    rulebook does not know (``lint`` names it) is kept too.
    """
    written = written_rules(scenario)
    if written.ruleset is None or written.players is None:
        return scenario.clauses
    own = option_values(written.ruleset, written.players)
    known = rulebook_module.load().clauses_by_id
    holding = tuple(clause for clause in scenario.clauses if clause not in known or known[clause].holds_with(own.get))
    return holding or scenario.clauses


@lru_cache(maxsize=None)
def _valid_ruleset(profile_name: str | None, overrides: str, players: int | None) -> dict[str, Any] | None:
    """The profile with its overrides (JSON text, for caching), or None when no engine may accept it
    (a scenario offering it to be refused sends it as written, to every engine)."""
    try:
        ruleset = pinned_ruleset(profile_name, json.loads(overrides))  # type: ignore[arg-type]
    except (SuiteError, RulesetError):
        return None
    return ruleset if players in ruleset["players"] else None


#: How the steps that set up rules begin (given_rules, when_offer_rules, given_option).
_RULES_STEP_OPENINGS = ('the "', "a match is started under ", "the option ")


def execute(scenario: Scenario, game: Game, trace: list[Step] | None = None, passed_over: frozenset[str] = frozenset(),
            going_on: Callable[[Step, Exception], bool] | None = None) -> None:
    """Run a scenario's steps on ``game``, outside pytest; a broken expectation raises.

    Each step is appended to ``trace`` as it starts. Steps of the keywords in ``passed_over`` (``"then"``:
    the checks) are traced but not run. A Then step that raises is the scenario's end, unless ``going_on``
    (given the step and what it raised) is given: the rest of its run of Then steps is then run on the same
    answers (``Game.following``: what they find kept counts, what they find broken may follow from the first
    failure and is not charged), and the steps after it are run where ``going_on`` says to go on; else the
    first failure is raised at the end of the run.
    """
    if not game.offers_views and reads_seat_views(scenario):  # before its story, which a fault may break
        raise NotApplicable(NO_VIEWS)
    keyword = "given"
    failed: Exception | None = None  # a Then step's failure, while the rest of its run of Then steps is run
    going, traced = False, 0
    for step in scenario.steps:
        if trace is not None:
            trace.append(step)
        keyword = STEP_TYPES.get(step.type, keyword)
        if failed is not None and keyword != "then":
            if not going:
                break
            failed, game.following = None, False
        if keyword in passed_over:
            continue
        phrase = find_phrase(keyword, step.text)
        if phrase is None:
            raise SuiteError(f"{scenario.file}:{scenario.line}: no {keyword} step reads {step.text!r}")
        args = phrase.arguments(step.text)
        if phrase.takes_table:
            args["datatable"] = [list(row) for row in step.table or ()]
        try:
            phrase.function(game=game, **args)
        except Exception as raised:  # noqa: BLE001 - handed back as it is unless the caller goes on past it
            if failed is not None:  # found on answers a failure before it in the run already left the rules
                continue
            if keyword != "then" or going_on is None or not _judged(raised):
                raise
            failed, going, game.following = raised, going_on(step, raised), True
            traced = len(trace) if trace is not None else 0
    game.following = False
    if failed is not None and not going:
        if trace is not None:
            del trace[traced:]  # the last step traced is the one that raised
        raise failed


def reads_seat_views(scenario: Scenario) -> bool:
    """Whether a step of ``scenario`` judges a seat's view (a Then step of the ``view`` topic)."""
    keyword = "given"
    for step in scenario.steps:
        keyword = STEP_TYPES.get(step.type, keyword)
        phrase = find_phrase(keyword, step.text) if keyword == "then" else None
        if phrase is not None and "view" in JUDGED.get(phrase.function.__name__, ()):
            return True
    return False


def _judged(raised: Exception) -> bool:
    """Whether a Then step's failure is a judgement of the engine's answer on its clause (not a set-up failure
    the scenario is played again past, re-seated or following a leader the engine chose)."""
    return isinstance(raised, ScenarioFailure) and raised.clause is not None and raised.reseat is None \
        and not raised.chosen


@dataclass(frozen=True)
class Decision:
    """Whether a scenario applies, under which ruleset, and why not when it does not."""

    applies: bool
    reason: str = ""
    ruleset: dict[str, Any] | None = None  # the ruleset to play it under; None: as written
    candidate: Candidate | None = None
    remembered: bool = field(default=False, compare=False)  # read from the cache, not made in this run


@dataclass
class DecisionTally:
    """How a run's decisions were come by: remembered from the cache, or made in this run, and why
    nothing was remembered when the cache is off (``conformance.suite.cache.off_reason``)."""

    remembered: int = 0
    decided: int = 0
    cache_off: str | None = None

    def count(self, decisions: Iterable[Decision]) -> None:
        """Count the decisions of the scenarios a run plays."""
        self.cache_off = cache.off_reason()
        for decision in decisions:
            if decision.remembered:
                self.remembered += 1
            else:
                self.decided += 1

    def to_dict(self) -> dict[str, Any]:
        """The report's ``applicability``: counts, the cache folder, and the entries it refused."""
        directory = cache.folder()
        return {"remembered": self.remembered, "decided": self.decided,
                "cache": None if directory is None else str(directory), "cache_off": self.cache_off,
                "rejected_entries": cache.rejected}


#: Whether a decision that a scenario does not apply searches for the option it needs: for all, none, or those picked.
Reasons = Union[bool, Callable[[Scenario], bool]]


class ApplicabilityJudge:
    """Decides, scenario by scenario, what applies to one declaration.

    The reference engine used to try scenarios under other rulesets is opened on first
    need and shared by every decision. A scenario that does not apply is played again to find the
    option it needs only where ``reasons`` says (for every scenario, or those it picks): without, its
    reason names every option that differs, for callers that count what applies (coverage, the sweep)
    or show only some scenarios (``run -k``); such a decision is never kept in the cache.
    """

    def __init__(self, declaration: Declaration, reasons: Reasons = True) -> None:
        self.declaration = declaration
        self._explains: Callable[[Scenario], bool] = reasons if callable(reasons) else lambda _scenario: reasons
        self._reference: Engine | None = None
        self._remembered = RememberedDecisions(declaration)

    def close(self) -> None:
        if self._reference is not None:
            self._reference.close()
            self._reference = None
        self._remembered.save()

    def decide(self, scenario: Scenario) -> Decision:
        """The scenario's decision: as remembered from an earlier run of the same code, suite and
        declaration, or made now."""
        key = _digest(repr(scenario))
        decision = self._remembered.get(key)
        if decision is None:
            decision = self._decide(scenario)
            if decision.applies or self._explains(scenario):
                self._remembered.put(key, decision)
        return decision

    def _decide(self, scenario: Scenario) -> Decision:
        written = written_rules(scenario)
        if written.ruleset is None or written.players is None:
            return Decision(True)  # every engine must refuse what no ruleset allows
        candidates = self.declaration.candidates(written.ruleset, written.players)
        if not candidates:
            return Decision(False, self.declaration.missing_for(written.ruleset, written.players))
        for candidate in candidates:
            if candidate.exact:
                return Decision(True, ruleset=candidate.ruleset, candidate=candidate)
        for candidate in candidates:
            if self.clauses_hold(scenario, candidate.ruleset, written.players) and self.holds(scenario,
                                                                                             candidate.ruleset):
                return Decision(True, ruleset=candidate.ruleset, candidate=candidate)
        candidate = candidates[0]
        if not self.clauses_hold(scenario, candidate.ruleset, written.players):
            where = candidate.game.label if candidate.game is not None else "the values the engine declares"
            return Decision(False, f"the rule it checks ({', '.join(checked_clauses(scenario))}) does not hold in {where}")
        return Decision(False, self._why_not(scenario, candidate))

    @staticmethod
    def clauses_hold(scenario: Scenario, ruleset: Mapping[str, Any], players: int) -> bool:
        """Whether every clause the scenario checks (``checked_clauses``) holds under ``ruleset``: a
        scenario is never charged to a rule the engine's game does not have."""
        values = option_values(ruleset, players)
        known = rulebook_module.load().clauses_by_id
        return all(known[clause].holds_with(values.get) for clause in checked_clauses(scenario) if clause in known)

    def holds(self, scenario: Scenario, ruleset: Mapping[str, Any]) -> bool:
        """Whether the reference engine passes ``scenario`` played under ``ruleset``."""
        if self._reference is None:
            self._reference = open_engine("reference")
        game = Game(self._reference, play_ruleset=dict(ruleset))
        try:
            execute(scenario, game)
        except ScenarioFailure as failure:
            if not (failure.chosen and failure.reseat is not None):
                return False
            # Another leader than the story's, one the rules let the engine choose: the story holds if it holds
            # with its seats rotated to the reference engine's leader, as it is played for the engine.
            try:
                execute(scenario, Game(self._reference, play_ruleset=dict(ruleset), seat_map=failure.reseat))
            except (AssertionError, NotApplicable, SuiteError):
                return False
        except (AssertionError, NotApplicable, SuiteError):
            return False
        return True

    def _why_not(self, scenario: Scenario, candidate: Candidate) -> str:
        """An option the scenario needs that the engine's game sets otherwise: the first whose value
        as written makes the scenario hold again, among the options its clauses depend on (all the
        options that differ when its clauses name none)."""
        players = written_rules(scenario).players
        known = rulebook_module.load().clauses_by_id
        named = {option for clause in checked_clauses(scenario) if clause in known for option in known[clause].options}
        tried = [change for change in candidate.changed if change[0] in named] or list(candidate.changed)
        where = candidate.game.label if candidate.game is not None else "the values the engine declares"
        for option_id, written_value, played_value in tried if self._explains(scenario) else ():
            restored = with_values(candidate.ruleset, {option_id: written_value}, players)  # type: ignore[arg-type]
            if restored is not None and self.holds(scenario, restored):
                played = describe_value(option_id, played_value).split(" = ", 1)[1]
                needed = describe_value(option_id, written_value)
                return f"it needs {needed} (the engine plays {played}), against {where}"
        changed = ", ".join(describe_value(option_id, value) for option_id, value, _ in candidate.changed)
        return f"it holds under {changed}, not under {where}"


class RememberedDecisions:
    """Decisions kept between runs (``conformance.suite.cache``), one file per declaration.

    A decision depends only on the scenario, the declaration, and the code and rulebook that
    decide it (``cache.code_digest``); all three are in its key, and the file is sealed
    (``cache.read`` rejects an entry edited by anyone else), so a remembered decision is
    the one that would be made again, and an engine run a second time is not made to wait
    for the reference engine to try its scenarios again.
    """

    FORMAT = "domino-conformance-decisions/3"
    KEPT = 16  # declarations remembered; the least recently used are dropped

    def __init__(self, declaration: Declaration) -> None:
        self.declaration = declaration
        directory = cache.folder()
        self.path = directory / "decisions" / f"{self._key(declaration)}.json" if directory else None
        stored = cache.read(self.path, self.FORMAT)
        stored = stored if isinstance(stored, dict) else {}
        # Rulesets are kept once each, by digest: hundreds of decisions share a handful.
        self.rulesets: dict[str, Any] = stored.get("rulesets") if isinstance(stored.get("rulesets"), dict) else {}
        self.decisions: dict[str, Any] = stored.get("decisions") if isinstance(stored.get("decisions"), dict) else {}
        self.changed = False

    @staticmethod
    def _key(declaration: Declaration) -> str:
        games = [asdict(game) for game in declaration.games]
        return _digest([cache.code_digest(), games, dict(declaration.options)])

    def get(self, key: str) -> Decision | None:
        """The decision remembered under a scenario's key (a digest of the scenario), if any."""
        entry = self.decisions.get(key)
        if not isinstance(entry, dict):
            return None
        try:
            candidate = entry["candidate"]
            if candidate is not None:
                game = self.declaration.games[candidate["game"]] if candidate["game"] is not None else None
                candidate = Candidate(self._ruleset(candidate["ruleset"]), game,
                                      tuple(map(tuple, candidate["changed"])))
            return Decision(entry["applies"], entry["reason"], self._ruleset(entry["ruleset"]), candidate, True)
        except (KeyError, IndexError, TypeError):
            return None  # not written by this code: decide again

    def put(self, key: str, decision: Decision) -> None:
        candidate = decision.candidate
        self.decisions[key] = {
            "applies": decision.applies, "reason": decision.reason, "ruleset": self._keep(decision.ruleset),
            "candidate": None if candidate is None else {
                "ruleset": self._keep(candidate.ruleset), "changed": [list(change) for change in candidate.changed],
                "game": next((i for i, game in enumerate(self.declaration.games) if game is candidate.game), None),
            },
        }
        self.changed = True

    def save(self) -> None:
        if self.path is not None and self.changed:
            cache.write(self.path, self.FORMAT, {"rulesets": self.rulesets, "decisions": self.decisions})
            cache.prune(self.path.parent, self.KEPT)
            self.changed = False

    def _keep(self, ruleset: dict[str, Any] | None) -> str | None:
        if ruleset is None:
            return None
        key = _digest(ruleset)
        self.rulesets.setdefault(key, ruleset)
        return key

    def _ruleset(self, key: str | None) -> dict[str, Any] | None:
        return None if key is None else self.rulesets[key]


def _digest(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def decide_all(declaration: Declaration, scenarios: list[Scenario],
               tally: DecisionTally | None = None, reasons: Reasons = True) -> list[Decision]:
    """Each scenario's decision for ``declaration``, in order; ``tally`` counts how each was come by.
    ``reasons`` (False, or which scenarios) narrows the search for the option a scenario that does not apply
    needs, the most of the time deciding takes, to where the reason is read (``ApplicabilityJudge``)."""
    judge = ApplicabilityJudge(declaration, reasons)
    try:
        decisions = [judge.decide(scenario) for scenario in scenarios]
    finally:
        judge.close()
    if tally is not None:
        tally.count(decisions)
    return decisions
