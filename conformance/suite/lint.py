"""The suite's own lint: what must hold before a scenario can judge an engine.

Checks every feature file: it parses; every scenario has a well-formed,
unique, never-retired ``@id``; every ``@clause`` tag names a clause of the
rulebook; every clause is covered; every step is a phrase of the step
vocabulary; scenario names are unique; every deal is a valid deal of its
ruleset (hand sizes, every tile of the set once); features/STEPS.md is
current. A problem found here is the suite's fault, never an engine's.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

from reference_impl.engine import DealError, Match
from reference_impl.ruleset import Ruleset, RulesetError

import conformance.rulebook.index as rulebook_module
from . import features as suite_module
from .applicability import checked_clauses
from conformance.rulebook.index import SuiteError, pinned_ruleset
from .scenario_text import OPTION_PHRASE, RULES_PHRASE, parse_deal_table, parse_option_value, parse_overrides
from .vocabulary import STEP_TYPES, find_phrase, render_markdown

SCENARIO_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_RULES_STEP = re.compile(RULES_PHRASE)
_OPTION_STEP = re.compile(OPTION_PHRASE)
_DEAL_STEPS = ("the deal:", "the next hand is dealt:")


@dataclass(frozen=True, order=True)
class Problem:
    """One lint finding, located in a file."""

    file: str
    line: int
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.code}: {self.message}"


def lint(features_dir: Path, rulebook: rulebook_module.Rulebook,
         coverage_target: float | None = None, progress: Callable[[str], None] = lambda _: None) -> list[Problem]:
    """Every problem in the features under ``features_dir`` against ``rulebook``.

    With ``coverage_target``, every (profile, seating) the profiles allow must have
    applicable scenarios for that share of the clauses that hold there. ``progress`` is told
    each stage as it starts (the coverage stage takes the longest, a line per seating).
    """
    progress(f"reading the features in {features_dir}")
    try:
        scenarios = suite_module.load_from(features_dir)
    except suite_module.FeatureFileError as error:
        return [Problem(error.file, error.line or 0, "parse-error", error.message)]
    progress(f"checking the ids, clauses, names, steps and deals of {len(scenarios)} scenarios")
    problems: list[Problem] = []
    problems += _check_ids(scenarios, _retired_ids(features_dir))
    problems += _check_clauses(scenarios, rulebook)
    problems += _check_names(scenarios)
    for scenario in scenarios:
        problems += _check_steps(scenario)
        problems += _check_deals(scenario)
    problems += _check_steps_page(features_dir)
    if coverage_target is not None and not problems:
        problems += _check_coverage(scenarios, coverage_target, progress)
    return sorted(set(problems))


def _check_coverage(scenarios: list[suite_module.Scenario], target: float,
                    progress: Callable[[str], None]) -> Iterable[Problem]:
    from .coverage import profile_coverage

    for game, coverage, _ in profile_coverage(scenarios, progress):
        if coverage.share < target:
            missing = ", ".join(coverage.missing)
            yield Problem(f"spec/profiles/{game.base}.json", 1, "low-coverage",
                          f"{game.label}: {len(coverage.exercised)}/{len(coverage.held)} clauses that hold there "
                          f"have an applicable scenario ({coverage.share:.1%}, below {target:.0%}); missing: "
                          f"{missing}")


def _retired_ids(features_dir: Path) -> frozenset[str]:
    path = features_dir / "retired-ids.txt"
    if not path.is_file():
        return frozenset()
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def _check_ids(scenarios: Sequence[suite_module.Scenario], retired: frozenset[str]) -> Iterable[Problem]:
    seen: dict[str, suite_module.Scenario] = {}
    # The rows of one outline share their id before "#"; a plain scenario may not have it too,
    # or --id and every report line naming it would mean both.
    by_base: dict[str, suite_module.Scenario] = {}
    for scenario in scenarios:
        if scenario.id is None:
            yield Problem(scenario.file, scenario.line, "missing-id", f"scenario {scenario.name!r} has no @id: tag")
            continue
        base = scenario.id.split("#", 1)[0]
        if not SCENARIO_ID.match(base):
            yield Problem(scenario.file, scenario.line, "bad-id",
                          f"@id:{base} is not lowercase words, digits and hyphens (e.g. lead-first-hand-003)")
        if base in retired:
            yield Problem(scenario.file, scenario.line, "retired-id", f"@id:{base} is retired and may not be reused")
        ids = [tag for tag in scenario.tags if tag.startswith(suite_module.ID_TAG)]
        if len(ids) > 1:
            yield Problem(scenario.file, scenario.line, "several-ids", f"scenario carries {len(ids)} @id: tags")
        owner = by_base.setdefault(base, scenario)
        if scenario.id in seen or (owner.outline_row is None) != (scenario.outline_row is None):
            first = seen.get(scenario.id, owner)
            yield Problem(scenario.file, scenario.line, "duplicate-id",
                          f"@id:{base} is also used at {first.file}:{first.line}")
        else:
            seen[scenario.id] = scenario


def _check_clauses(scenarios: Sequence[suite_module.Scenario], rulebook: rulebook_module.Rulebook) -> Iterable[Problem]:
    known = set(rulebook.ids())
    covered: set[str] = set()
    for scenario in scenarios:
        if not scenario.clauses:
            yield Problem(scenario.file, scenario.line, "missing-clause",
                          f"scenario {scenario.id or scenario.name!r} has no @clause: tag")
        for clause in scenario.clauses:
            if clause not in known:
                yield Problem(scenario.file, scenario.line, "unknown-clause",
                              f"@clause:{clause} is not a clause of the rulebook{_nearest(clause, known)}")
        covered.update(checked_clauses(scenario))
    for clause in rulebook.clauses:
        if clause.id not in covered and clause.testable:
            yield Problem(f"spec/{clause.file}", clause.line, "uncovered-clause",
                          f"clause {clause.id} ({clause.level}) has no scenario written in a game where it holds")


def _nearest(word: str, known: Iterable[str]) -> str:
    import difflib

    close = difflib.get_close_matches(word, list(known), n=3)
    return f"; did you mean {', '.join(close)}?" if close else ""


def _check_names(scenarios: Sequence[suite_module.Scenario]) -> Iterable[Problem]:
    # pytest-bdd silently keeps one of two same-named scenarios; outline rows share their name.
    first_seen: dict[str, suite_module.Scenario] = {}
    for scenario in scenarios:
        if scenario.outline_row not in (None, 1):
            continue
        key = scenario.name.strip().lower()
        if key in first_seen:
            other = first_seen[key]
            yield Problem(scenario.file, scenario.line, "duplicate-name",
                          f"scenario name {scenario.name!r} is also used at {other.file}:{other.line}")
        else:
            first_seen[key] = scenario


def _check_steps(scenario: suite_module.Scenario) -> Iterable[Problem]:
    keyword = "given"
    for step in scenario.steps:
        keyword = STEP_TYPES.get(step.type, keyword)
        if find_phrase(keyword, step.text) is None:
            yield Problem(scenario.file, scenario.line, "undefined-step",
                          f"{scenario.id or scenario.name}: no {keyword} step reads {step.text!r} "
                          f"(see features/STEPS.md)")


def _check_deals(scenario: suite_module.Scenario) -> Iterable[Problem]:
    """Each deal must fit the scenario's ruleset; the engine's own deal check decides."""
    profile_name, players, overrides = None, None, {}
    for step in scenario.steps:
        rules = _RULES_STEP.fullmatch(step.text)
        option = _OPTION_STEP.fullmatch(step.text)
        try:
            if rules:
                profile_name, players = rules["name"], int(rules["players"])
                overrides = parse_overrides(rules["overrides"])
            elif option:
                overrides[option["option"]] = parse_option_value(option["value"])
            elif step.text in _DEAL_STEPS:
                if profile_name is None or players is None:
                    yield Problem(scenario.file, scenario.line, "deal-before-rules",
                                  f"{scenario.id}: a deal is given before the rules")
                    continue
                ruleset = Ruleset.from_dict(pinned_ruleset(profile_name, overrides))
                hands, boneyard, lots = parse_deal_table(step.table or ())
                match = Match(ruleset, players)
                match.check_deal(hands, boneyard, lots)
        except (SuiteError, RulesetError, DealError) as error:
            yield Problem(scenario.file, scenario.line, "bad-deal", f"{scenario.id}: {error}")


def _check_steps_page(features_dir: Path) -> Iterable[Problem]:
    page = features_dir / "STEPS.md"
    current = page.read_text(encoding="utf-8") if page.is_file() else ""
    if current != render_markdown():
        yield Problem("features/STEPS.md", 1, "stale-steps-page",
                      "the step vocabulary page is out of date: run 'domino-conformance lint --write-steps'")


def summary(problems: Sequence[Problem]) -> str:
    """``3 problems: 2 undefined-step, 1 bad-deal``."""
    if not problems:
        return "no problems"
    counts = Counter(problem.code for problem in problems)
    return f"{len(problems)} problem{'s' if len(problems) != 1 else ''}: " + ", ".join(
        f"{count} {code}" for code, count in counts.most_common())
