"""The pytest plugin: runs the scenarios against the engine chosen with ``--domino-engine``.

Installed with the package (entry point ``pytest11``), so any pytest run in
the environment knows the option; its names are all prefixed ``domino``.
It maps the scenarios' ``@clause:`` and ``@id:`` tags to markers, provides
the ``game`` fixture, and sorts each scenario's outcome into pass, fail,
error, not applicable or skipped. An engine that crashed is restarted
before the next scenario.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

import pytest

from .engines import DEFAULT_MAX_RESTARTS, DEFAULT_TIMEOUT, Engine, EngineError, EngineSpecError, open_engine
from .game import EngineSkipped, Game, NotApplicable, ScenarioFailure

DEFAULT_ENGINE = "reference"
TAG_MARKERS = {"clause": "domino_clause", "id": "domino_id"}

PASS, FAIL, ERROR, NOT_APPLICABLE, SKIPPED = "pass", "fail", "error", "not_applicable", "skipped"


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


class EngineHolder:
    """The session's engine, restarted when it has gone down (crashed, hung, spoke garbage).

    An ``errored`` or ``skipped`` reply leaves the engine up and needs no
    restart; restarts are bounded by the engine, which is abandoned after
    ``max_restarts`` and from then on fails every request at once.
    """

    def __init__(self, spec: str, *, timeout: float, max_restarts: int, validate: bool) -> None:
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


@pytest.fixture(scope="session")
def domino_engine_holder(request: pytest.FixtureRequest) -> Iterator[EngineHolder]:
    """The engine named by ``--domino-engine``, shared by every scenario of the session."""
    config = request.config
    holder = EngineHolder(
        config.getoption("--domino-engine"),
        timeout=config.getoption("--domino-timeout"),
        max_restarts=config.getoption("--domino-max-restarts"),
        validate=config.getoption("--domino-validate-protocol"),
    )
    yield holder
    holder.close()


@pytest.fixture
def game(domino_engine_holder: EngineHolder) -> Game:
    """A fresh scenario game on the engine under test."""
    try:
        return Game(domino_engine_holder.get())
    except EngineSpecError as error:
        raise pytest.UsageError(str(error)) from None


# -- outcomes -------------------------------------------------------------------------------


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

    def to_dict(self) -> dict[str, Any]:
        out = {"id": self.id, "name": self.name, "feature": self.feature, "line": self.line,
               "clauses": self.clauses, "outcome": self.outcome, "message": self.message,
               "duration": round(self.duration, 6)}
        if self.stderr:
            out["stderr"] = self.stderr
        return out


def is_scenario(item: pytest.Item) -> bool:
    """Whether a pytest item is a bound scenario (not one of the project's own tests)."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    return getattr(item, "obj", None) in scenario_wrapper_template_registry


def scenario_identity(item: pytest.Item) -> dict[str, Any]:
    """The scenario behind a pytest item: id, name, feature file, line, clauses, tags."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    template = scenario_wrapper_template_registry.get(getattr(item, "obj", None))
    ids = [marker.args[0] for marker in item.iter_markers("domino_id")]
    clauses = sorted({marker.args[0] for marker in item.iter_markers("domino_clause")})
    tags = sorted(marker.args[0] for marker in item.iter_markers("domino_tag"))
    scenario_id = ids[0] if ids else item.name
    callspec = getattr(item, "callspec", None)
    example: dict[str, str] = {}
    if callspec is not None and "_pytest_bdd_example" in callspec.indices:
        scenario_id += f"#{callspec.indices['_pytest_bdd_example'] + 1}"
        example = callspec.params.get("_pytest_bdd_example") or {}
    feature = name = ""
    line = 0
    if template is not None:
        feature = Path(template.feature.rel_filename).as_posix()
        name, line = template.name, template.line_number
        for placeholder, value in example.items():  # an outline row reads with its own values
            name = name.replace(f"<{placeholder}>", str(value))
    return {"id": scenario_id, "name": name or item.name, "feature": feature, "line": line,
            "clauses": clauses, "tags": tags}


def classify(excinfo: pytest.ExceptionInfo[BaseException] | None) -> tuple[str, str, str]:
    """(outcome, message, stderr) for a finished scenario."""
    if excinfo is None:
        return PASS, "", ""
    error = excinfo.value
    if isinstance(error, NotApplicable):
        return NOT_APPLICABLE, str(error), ""
    if isinstance(error, EngineSkipped):
        return SKIPPED, str(error), ""
    if isinstance(error, pytest.skip.Exception):
        return SKIPPED, str(error), ""
    if isinstance(error, EngineError):
        return ERROR, str(error), error.stderr
    if isinstance(error, (ScenarioFailure, AssertionError)):
        return FAIL, str(error), ""
    return ERROR, f"{type(error).__name__}: {error}", ""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report: pytest.TestReport = outcome.get_result()
    if not is_scenario(item):
        return
    if call.when == "call" or (call.when == "setup" and report.outcome != "passed"):
        kind, message, stderr = classify(call.excinfo)
        if kind in (NOT_APPLICABLE, SKIPPED) and report.outcome == "failed":
            # Shown as skipped by pytest; counted apart from failures by the report.
            report.outcome = "skipped"
            label = "not applicable" if kind == NOT_APPLICABLE else "skipped by the engine"
            report.longrepr = (str(item.path), item.location[1] or 0, f"{label}: {message}")
        identity = scenario_identity(item)
        record = ScenarioRecord(outcome=kind, message=message, duration=report.duration, stderr=stderr, **identity)
        item.user_properties.append(("scenario_id", record.id))
        for clause in record.clauses:
            item.user_properties.append(("clause", clause))
        for listener in item.config.stash.get(RECORD_LISTENERS, []):
            listener(record)


#: Callables given each ``ScenarioRecord`` as it finishes (the run command's report).
RECORD_LISTENERS = pytest.StashKey[list]()
