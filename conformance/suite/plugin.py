"""The pytest plugin: runs the scenarios against the engine chosen with ``--domino-engine``.

Installed with the package (entry point ``pytest11``), so any pytest run in
the environment knows the option; its names are all prefixed ``domino``.
It maps the scenarios' ``@clause:`` and ``@id:`` tags to markers, provides
the ``game`` fixture, and sorts each scenario's outcome into pass, fail,
error, not judged (its set-up broke on another rule), not applicable or
skipped. A scenario not judged where a seat map gets past its block is played
again re-seated by the runner's own code (``runner.play_reseated``), so its
outcome, ``blocked_by`` and ``reseated`` are those ``run`` gives. For an engine
that declares positions, the ``game`` fixture has the reference engine tell the
story up to each judged step and sets the engine to the position there
(``from_position``), as ``run`` does; a scenario whose position the engine declines is played from its
story by the runner's own code. An engine that crashed is restarted before the
next scenario.
"""

from __future__ import annotations

import time
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import pytest

from . import features as suite
from .applicability import ApplicabilityJudge, Decision, checked_clauses
from conformance.engines.under_test import DEFAULT_ENGINE, DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT, EngineError, EngineSpecError
from .from_position import PositionDeclined, plan_for, save_plans
from .scenario_game import Game
from conformance.rulebook.declared_games import Declaration, DeclarationError
from .runner import (
    FAIL,
    NOT_APPLICABLE,
    PASS,
    SKIPPED,
    EngineHolder,
    Played,
    ScenarioRecord,
    classify,
    ended,
    play_from_position,
    play_from_story,
    play_reseated,
    scenario_record,
)

TAG_MARKERS = {"clause": "domino_clause", "id": "domino_id"}


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("domino-conformance")
    group.addoption(
        "--domino-engine",
        action="store",
        default=DEFAULT_ENGINE,
        metavar="ENGINE",
        help="engine under test: 'reference', 'py:module:factory' or 'exec:<command line>' (default: reference)",
    )
    group.addoption("--domino-timeout", type=float, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                    help=f"per-request timeout for subprocess engines; 0 waits forever (default: {DEFAULT_TIMEOUT:g})")
    group.addoption("--domino-max-restarts", type=int, default=DEFAULT_MAX_RESTARTS, metavar="N",
                    help=f"restarts of a crashed engine before it is abandoned (default: {DEFAULT_MAX_RESTARTS})")
    group.addoption("--domino-validate-protocol", action="store_true",
                    help="check every request and reply against the protocol schemas")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "domino_clause(id): the rulebook clause a scenario checks")
    config.addinivalue_line("markers", "domino_id(id): a scenario's stable id")
    config.addinivalue_line("markers", "domino_tag(tag): any other scenario tag")


def pytest_bdd_apply_tag(tag: str, function: Any) -> bool:
    """``@clause:x`` and ``@id:x`` become markers with the id as argument."""
    name, sep, value = tag.partition(":")
    if sep and name in TAG_MARKERS:
        getattr(pytest.mark, TAG_MARKERS[name])(value)(function)
    else:
        pytest.mark.domino_tag(tag)(function)
    return True


# -- the engine under test ------------------------------------------------------------------


def engine_holder(config: pytest.Config) -> EngineHolder:
    """The session's engine holder, made on first use (collection or the first scenario)."""
    holder = config.stash.get(_HOLDER, None)
    if holder is None:
        holder = EngineHolder(
            config.getoption("--domino-engine"),
            timeout=config.getoption("--domino-timeout"),
            max_restarts=config.getoption("--domino-max-restarts"),
            validate=config.getoption("--domino-validate-protocol"),
        )
        config.stash[_HOLDER] = holder
    return holder


_HOLDER = pytest.StashKey[EngineHolder]()
#: The decision taken for a scenario item at collection.
DECISION = pytest.StashKey[Decision]()


@pytest.fixture(scope="session")
def domino_engine_holder(request: pytest.FixtureRequest) -> Iterator[EngineHolder]:
    """The engine named by ``--domino-engine``, shared by every scenario of the session."""
    holder = engine_holder(request.config)
    yield holder
    holder.close()


@pytest.fixture
def game(request: pytest.FixtureRequest, domino_engine_holder: EngineHolder) -> Game:
    """A fresh scenario game on the engine under test, under the ruleset decided at collection; for an engine
    that declares positions, playing from the position before each judged step (``from_position``)."""
    decision = request.node.stash.get(DECISION, None)
    try:
        engine = domino_engine_holder.get()
    except EngineSpecError as error:
        raise pytest.UsageError(str(error)) from None
    scenario = _compiled_by_id().get(scenario_identity(request.node)["id"]) if is_scenario(request.node) else None
    plan = plan_for(scenario, engine, decision or Decision(True)) if scenario is not None else None
    cited = scenario_identity(request.node)["clauses"]
    if plan is None:
        return Game(engine, play_ruleset=decision.ruleset if decision else None, cited=cited)
    request.node.stash[_PLAN] = plan
    steps = request.node.stash[_STEPS] = []
    return Game(engine, play_ruleset=decision.ruleset if decision else None,
                client=plan.client(engine, lambda: len(steps) - 1), cited=cited)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Keep the plans of the scenarios played from positions for the next session (``from_position``)."""
    save_plans()


#: The plan of a scenario played from positions, and the steps run so far (their count says which step is
#: running).
_PLAN = pytest.StashKey[Any]()
_STEPS = pytest.StashKey[list]()


def pytest_bdd_before_step(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                           step_func: Any) -> None:
    """Count the steps of a scenario played from positions: the told story is kept by step."""
    steps = request.node.stash.get(_STEPS, None)
    if steps is not None:
        steps.append(step)


# -- applicability, decided before anything runs ---------------------------------------------


@pytest.hookimpl(trylast=True)  # after -k and -m have deselected what the user did not ask for
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Decide each scenario's applicability; what does not apply is reported, never run."""
    scenario_items = [item for item in items if is_scenario(item)]
    if not scenario_items:
        return
    try:
        engine = engine_holder(config).get()
        declaration = Declaration.from_capabilities(engine.capabilities)
    except (EngineError, EngineSpecError):
        return  # the first scenario meets the same fault and reports it as its error
    except DeclarationError as error:
        raise pytest.UsageError(f"the engine's declared games cannot be read: {error}") from None
    compiled = _compiled_by_id()
    judge = ApplicabilityJudge(declaration)
    deselected = []
    try:
        for item in scenario_items:
            identity = scenario_identity(item)
            scenario = compiled.get(identity["id"])
            decision = judge.decide(scenario) if scenario is not None else Decision(True)
            item.stash[DECISION] = decision
            if not decision.applies:
                deselected.append(item)
                _emit(config, item, ScenarioRecord.not_applicable(decision.reason, identity))
    finally:
        judge.close()
    if deselected:
        config.hook.pytest_deselected(items=deselected)
        dropped = {id(item) for item in deselected}
        items[:] = [item for item in items if id(item) not in dropped]


def pytest_bdd_step_error(request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any,
                          step_func: Any, step_func_args: Any, exception: Exception) -> None:
    """Remember which step failed: a failing Given or When step is a set-up error."""
    request.node.stash[_FAILED_STEP] = step


_FAILED_STEP = pytest.StashKey[Any]()


# -- outcomes -------------------------------------------------------------------------------


def is_scenario(item: pytest.Item) -> bool:
    """Whether a pytest item is a bound scenario (not one of the project's own tests)."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    return getattr(item, "obj", None) in scenario_wrapper_template_registry


def scenario_identity(item: pytest.Item) -> dict[str, Any]:
    """The scenario behind a pytest item: id, name, feature file, line, clauses, tags."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    template = scenario_wrapper_template_registry.get(getattr(item, "obj", None))
    ids = [marker.args[0] for marker in item.iter_markers("domino_id")]
    tags = sorted(marker.args[0] for marker in item.iter_markers("domino_tag"))
    scenario_id = ids[0] if ids else item.name
    callspec = getattr(item, "callspec", None)
    example: dict[str, str] = {}
    if callspec is not None and "_pytest_bdd_example" in callspec.indices:
        scenario_id += f"#{callspec.indices['_pytest_bdd_example'] + 1}"
        example = callspec.params.get("_pytest_bdd_example") or {}
    compiled = _compiled_by_id().get(scenario_id)
    if compiled is not None:  # charged as ``run`` charges it: the clauses it checks in its own game, in its order
        clauses = list(checked_clauses(compiled))
    else:  # a scenario of the user's own feature files: its tags
        clauses = sorted({marker.args[0] for marker in item.iter_markers("domino_clause")})
    feature = name = ""
    line = 0
    if template is not None:
        feature = Path(template.feature.rel_filename).as_posix()
        name, line = template.name, template.line_number
        for placeholder, value in example.items():  # an outline row reads with its own values
            name = name.replace(f"<{placeholder}>", str(value))
    return {"id": scenario_id, "name": name or item.name, "feature": feature, "line": line,
            "clauses": clauses, "tags": tags}


@lru_cache(maxsize=1)
def _compiled_by_id() -> dict[str, suite.Scenario]:
    """The suite's scenarios by id (an outline row's id ends in ``#N``)."""
    return {scenario.id: scenario for scenario in suite.load() if scenario.id}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if not is_scenario(item):
        return
    if call.when == "call" or (call.when == "setup" and report.outcome != "passed"):
        error = call.excinfo.value if call.excinfo is not None else None
        identity = scenario_identity(item)
        step = item.stash.get(_FAILED_STEP, None)
        game = item.funcargs.get("game") if isinstance(getattr(item, "funcargs", None), dict) else None
        # A scenario that broke outside its steps (its engine would not start) ended at no step.
        first = ended(classify(error), error, step.type if step is not None else "",
                      step.name if step is not None else "", step.line_number if step is not None else None,
                      tuple(game.checks) if isinstance(game, Game) else (), identity["clauses"])
        kind, message = first.outcome, first.message
        if kind in (NOT_APPLICABLE, SKIPPED) and report.outcome == "failed":
            # Shown as skipped by pytest; counted apart from failures by the report.
            report.outcome = "skipped"
            label = "not applicable" if kind == NOT_APPLICABLE else "skipped by the engine"
            report.longrepr = (str(item.path), item.location[1] or 0, f"{label}: {message}")
        started = time.perf_counter()
        played, reseated = _reseated(item, first, identity)
        if reseated.get("reseated"):
            _report_played_again(report, played, "domino re-seated", reseated["reseated"])
        elif reseated.get("position_declined"):
            _report_played_again(report, played, "domino played from its story", reseated["position_declined"])
        record = scenario_record(identity, played, report.duration + time.perf_counter() - started,
                                 item.stash.get(DECISION, None), reseated)
        _emit(item.config, item, record)


def _reseated(item: pytest.Item, first: Played, identity: dict[str, Any]) -> tuple[Played, dict[str, Any]]:
    """The playing that decides the scenario, as ``run`` decides it: a scenario not judged where a seat map
    gets past its block is played again under it (``runner.play_reseated``). A scenario of the user's own
    feature files, which the runner cannot play, stays as pytest-bdd played it."""
    scenario = _compiled_by_id().get(identity["id"])
    if scenario is None:
        return first, {}
    decision = item.stash.get(DECISION, None) or Decision(True)
    plan = item.stash.get(_PLAN, None)
    if isinstance(first.error, PositionDeclined):  # played again from its story, as ``run`` plays it
        played, extra = play_from_story(scenario, engine_holder(item.config), decision, identity["clauses"])
        return played, {"position_declined": str(first.error), **extra}
    if plan is not None and plan.where() is not None:
        if first.outcome == FAIL and first.step is not None and first.step.kind == "then":
            # pytest-bdd ends a scenario at its first failed step: ``run`` goes on past it, and so does this
            played, extra = play_from_position(scenario, engine_holder(item.config), decision, identity["clauses"])
            if played is not None and extra.get("from_position"):
                return played, extra
        return first, {"from_position": plan.where()}
    return play_reseated(first, scenario, engine_holder(item.config), decision, identity["clauses"])


def _report_played_again(report: pytest.TestReport, played: Played, title: str, why: str) -> None:
    """Give pytest the outcome of the scenario played again (re-seated, or from its story) in place of the
    first playing's, with a section ``title`` saying ``why``."""
    report.outcome = "passed" if played.outcome == PASS else "failed"
    report.longrepr = None if played.outcome == PASS else played.message
    report.sections.append((title, why))


def _emit(config: pytest.Config, item: pytest.Item, record: ScenarioRecord) -> None:
    """Hand a finished (or not applicable) scenario's record to the listeners."""
    item.user_properties.append(("scenario_id", record.id))
    for clause in record.clauses:
        item.user_properties.append(("clause", clause))
    for listener in config.stash.get(RECORD_LISTENERS, []):
        listener(record)


#: Callables given each ``ScenarioRecord`` as it finishes (the run command's report).
RECORD_LISTENERS = pytest.StashKey[list]()
