"""The step vocabulary: every phrase bound in ``conformance.steps``, for docs and lint.

``features/STEPS.md`` is rendered from here (and checked against it by the
lint), so the page and the bound phrases cannot drift apart.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable

STEPS_PAGE_TITLE = "# The step vocabulary"
#: Gherkin step types (as the compiled pickles name them) -> the step keyword they bind to.
STEP_TYPES = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass(frozen=True)
class StepPhrase:
    """One bound step: its keyword, its pattern, and the example from its docstring."""

    keyword: str
    pattern: str
    example: str
    takes_table: bool
    parser: object
    function: Callable[..., Any]

    def matches(self, text: str) -> bool:
        """Whether ``text`` (a step without its keyword) is this phrase."""
        return bool(self.parser.is_matching(text))  # type: ignore[attr-defined]

    def arguments(self, text: str) -> dict[str, Any]:
        """The phrase's named arguments as they stand in ``text``."""
        return dict(self.parser.parse_arguments(text) or {})  # type: ignore[attr-defined]


@lru_cache(maxsize=1)
def step_phrases() -> tuple[StepPhrase, ...]:
    """Every step bound in ``conformance.steps``, in source order."""
    from pytest_bdd.steps import step_function_context_registry

    from . import steps

    phrases = []
    for name, fixture in vars(steps).items():
        if not name.startswith("pytestbdd_stepdef_"):
            continue
        unwrap = getattr(fixture, "_get_wrapped_function", None)
        marker = unwrap() if unwrap else getattr(fixture, "__wrapped__", fixture)
        context = step_function_context_registry[marker]
        regex = getattr(context.parser, "regex", None)
        pattern = regex.pattern if regex is not None else context.parser.name
        function = context.step_func
        example = inspect.getdoc(function) or ""
        takes_table = "datatable" in inspect.signature(function).parameters
        phrases.append(StepPhrase(str(context.type), pattern, example, takes_table, context.parser, function))
    return tuple(phrases)


def find_phrase(keyword: str, text: str) -> StepPhrase | None:
    """The phrase a step of type ``keyword`` ("given", "when", "then") matches, if any."""
    return next((p for p in step_phrases() if p.keyword == keyword and p.matches(text)), None)


def render_markdown() -> str:
    """features/STEPS.md: every phrase with its pattern and an example."""
    lines = [
        STEPS_PAGE_TITLE,
        "",
        "Every step a scenario may use. A step that matches none of these is a lint error,",
        "never an engine failure. Tiles are written `a-b` in either order; ends are `left`,",
        "`right`, `up` and `down`, or `the N end` for the open end showing N. Seats are",
        "numbered clockwise from 0. This page is generated from the step library",
        "(`conformance/steps.py`) by `domino-conformance lint --write-steps`.",
        "",
    ]
    for keyword in ("given", "when", "then"):
        lines += [f"## {keyword.capitalize()}", ""]
        for phrase in step_phrases():
            if phrase.keyword != keyword:
                continue
            lines.append(f"- `{phrase.pattern}`" + (" (followed by a table)" if phrase.takes_table else ""))
            for example_line in phrase.example.splitlines():
                lines.append(f"  {example_line}".rstrip())
        lines.append("")
    return "\n".join(lines) + SEATINGS_SECTION


#: The closing section of features/STEPS.md: the generated scenarios of features/seatings/.
SEATINGS_SECTION = """
## Scenarios for every seating

An engine declares the game it plays: a profile at some player counts. So that an engine
playing any (profile, seating) the profiles allow meets scenarios for the clauses that hold
there, `features/seatings/<profile>-<players>p.feature` holds a scenario for each clause
that no other scenario exercises at that seating. They are written by
`python -m conformance.seatings`, in the steps above and nothing else: the rules with no
overrides, the whole deal (with a `boneyard` row in draw order when the rules let it be
drawn from), the moves leading to the situation, and Then steps stating what the clause
governs there (whose turn, the open ends, the refusal and its reason, the result and the
scores).

Each was found by playing seeded random legal hands on the reference engine under exactly
that profile at that seating, and every expected value is the reference engine's answer at
that point; each scenario is run on the reference engine before it is written. The files
are deterministic: regenerating them gives the same bytes (a test checks one of them). They
are reviewed and checked in like every other feature file; regenerate them after a change to
the suite, the rulebook or the profiles (`python -m conformance.seatings --only block-4p`
writes one seating's file).
"""
