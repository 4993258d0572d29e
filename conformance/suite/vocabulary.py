"""The step vocabulary: every phrase bound in ``conformance.suite.steps``, for docs and lint.

``features/STEPS.md`` is rendered from here (and checked against it by the
lint), so the page and the bound phrases cannot drift apart.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from functools import lru_cache
from re import _constants as sre  # the parsed form of a pattern: read to write its template
from re import _parser as sre_parse
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

    @property
    def template(self) -> str:
        """The phrase as a rules writer reads it (see ``template``)."""
        return template(self.pattern)

    def matches(self, text: str) -> bool:
        """Whether ``text`` (a step without its keyword) is this phrase."""
        return bool(self.parser.is_matching(text))  # type: ignore[attr-defined]

    def arguments(self, text: str) -> dict[str, Any]:
        """The phrase's named arguments as they stand in ``text``."""
        return dict(self.parser.parse_arguments(text) or {})  # type: ignore[attr-defined]


@lru_cache(maxsize=1)
def step_phrases() -> tuple[StepPhrase, ...]:
    """Every step bound in ``conformance.suite.steps``, in source order."""
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


def template(pattern: str) -> str:
    """A step's pattern as a rules writer reads it: ``<seat>`` for a value the step names,
    ``[ with <overrides>]`` for an optional part, ``(rules|deal)`` for a choice of words.

    ``seat (?P<seat>\\d+) tries to (?P<move>...)`` reads ``seat <seat> tries to <move>``.
    """
    parsed = sre_parse.parse(pattern)
    names = {number: name for name, number in parsed.state.groupdict.items()}
    return _template(list(parsed), names, top=True)


def _template(items: list[Any], names: dict[int, str], top: bool = False) -> str:
    out = []
    for op, value in items:
        if op is sre.LITERAL:
            out.append(chr(value))
        elif op is sre.SUBPATTERN and value[0] in names:
            words = _words(list(value[3]))
            if words is None:
                out.append(f"<{names[value[0]]}>")
            else:
                out.append(words[0] if len(words) == 1 else "(" + "|".join(words) + ")")
        elif op is sre.SUBPATTERN:
            out.append(_template(list(value[3]), names))
        elif op is sre.BRANCH:
            choices = "|".join(_template(list(branch), names) for branch in value[1])
            out.append(choices if top and len(items) == 1 else f"({choices})")
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            low, high, inner = value
            text = _template(list(inner), names)
            out.append(f"[{text}]" if (low, high) == (0, 1) else text)
        elif op in (sre.IN, sre.ANY, sre.NOT_LITERAL):
            out.append("…")
    return "".join(out)


def _words(items: list[Any], limit: int = 12) -> list[str] | None:
    """Every text a group matches when it is a few fixed words (``may|may not``), else None."""
    texts = [""]
    for op, value in items:
        if op is sre.LITERAL:
            choices = [chr(value)]
        elif op is sre.BRANCH:
            found = [_words(list(branch), limit) for branch in value[1]]
            if any(choice is None for choice in found):
                return None
            choices = [text for choice in found for text in choice or ()]
        elif op is sre.SUBPATTERN:
            choices = _words(list(value[3]), limit)  # type: ignore[assignment]
        elif op is sre.MAX_REPEAT and value[:2] == (0, 1):
            inner = _words(list(value[2]), limit)
            choices = None if inner is None else ["", *inner]  # type: ignore[assignment]
        else:
            return None
        if choices is None:
            return None
        texts = [text + choice for text in texts for choice in choices]
        if len(texts) > limit:
            return None
    return texts


def find_phrase(keyword: str, text: str) -> StepPhrase | None:
    """The phrase a step of type ``keyword`` ("given", "when", "then") matches, if any."""
    return next((p for p in step_phrases() if p.keyword == keyword and p.matches(text)), None)


def render_markdown() -> str:
    """features/STEPS.md: every phrase as a template, with an example."""
    lines = [
        STEPS_PAGE_TITLE,
        "",
        "Every step a scenario may use. A step that matches none of these is a lint error,",
        "never an engine failure. Tiles are written `a-b` in either order; ends are `left`,",
        "`right`, `up` and `down`, or `the N end` for the open end showing N. Seats are",
        "numbered clockwise from 0. This page is generated from the step library",
        "(`conformance/suite/steps.py`) by `domino-conformance lint --write-steps`.",
        "",
        "In the templates, `<seat>` stands for a value the step names, `[...]` for a part that",
        "may be left out and `(a|b)` for a choice of words. A `<move>` is written as a seat does",
        "it after `seat N` (`passes`, `draws`, `calls muggins`, `leads 6-6`, `plays 6-4 on the",
        "left`, `plays 6-4 on the 6 end`, optionally `claiming 10`), and as an infinitive after",
        "`tries to` and `may` (`pass`, `draw`, `call muggins`, `lead 6-6`, `play 6-4 on the",
        "left`). A list of `<moves>` writes each move as a move list does (`6-4 on the left`,",
        "`6-6`, `pass`, `draw`, `muggins`), separated by commas.",
        "",
    ]
    for keyword in ("given", "when", "then"):
        lines += [f"## {keyword.capitalize()}", ""]
        for phrase in step_phrases():
            if phrase.keyword != keyword:
                continue
            lines.append(f"- `{phrase.template}`" + (" (followed by a table)" if phrase.takes_table else ""))
            for example_line in phrase.example.splitlines():
                lines.append(f"  {example_line}".rstrip())
        lines.append("")
    return "\n".join(lines) + SEATINGS_SECTION


#: The closing sections of features/STEPS.md: the generated scenarios of features/seatings/, and the
#: option sweep that checks them.
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
are deterministic: regenerating them gives the same bytes (a test checks two of them). They
are reviewed and checked in like every other feature file; regenerate them after a change to
the suite, the rulebook or the profiles (`python -m conformance.seatings --only block-4p`
writes one seating's file).

The same is done for the declared variants listed in `features/seatings/variants.json`: the
games the published adapters declare (OpenSpiel's two games and the `dominoes` package's),
each a profile at one seating with named differences. After every profile's file, each gets
`<profile>-<players>p-<name>.feature`, its Given step naming its differences
(`the "partnership" rules for 4 players with lead.forced_tile = false, ...`), for the clauses
that hold in that game and that no scenario applying to it exercises. A variant's `witness`
list names clauses written for even though another scenario exercises them, where the sweep
below found that those scenarios do not tell the variant's value from another (a tie that
scores nothing looks the same as one carried until the next hand ends). Any other declared
game is written for at run time: `domino-conformance run` writes, with the same writer, the
scenarios its clauses lack (files `written/<profile>-<players>p-declared-<digest>.feature`,
kept in the cache; `run --save-scenarios DIR` saves them).

## Does the suite tell every option value apart?

A clause counts as covered at a seating once a scenario that applies there exercises it. That
does not prove the scenario would notice an engine that reads the clause's option another way.
`python -m conformance.sweep` checks that it would. For every profile at every seating, and
every value of every `enum` or `bool` option other than the profile's own, it builds an engine
that declares the profile's game but plays that one value. It then judges each engine as `run`
does, by the scenarios that apply and, where they pass it, by differential play, and prints one
line per engine:

- `scenarios`: a required scenario failed it (or any scenario errored), so `run` fails it even
  with `--play-hands 0`;
- `GAP, told apart only by differential play`: every scenario passed it. The suite needs a
  scenario at that seating for the clauses named. Add one by hand, or add a witness to
  `conformance/suite/scenario_writing/`; for a declared variant, list it in `variants.json` (with the
  clause in its `witness` list when a scenario exercises the clause already);
- `alike in N hands`: nothing told the values apart. At that seating they play alike
  (`score.out = all_other_hands` where every other hand is an opponent's, `fives.voided` in a
  game without fives, `match.count_void_hands` in a match played to a target), or they differ
  too rarely to meet in N hands.

It exits 1 when it finds a gap. Run it after adding an option, a value or a profile, and after
regenerating the seatings. `--seating block-2p` and `--option score.blocked` (an id or a
prefix) narrow it, `--value turn.block_recognised=round_of_passes` (repeatable) keeps the engines
playing that value alone, `--out FILE` keeps every row as JSON Lines, and `--jobs 2` shares the
engines among processes. `--except score.blocked=winner_takes_all` (repeatable) sweeps a variant:
each engine declares its profile with those differences, as an engine author's engine does. The whole sweep judges 802 engines in about 6 minutes with
`--jobs 2`: 622 are failed by the scenarios, none is a gap, and 180 play alike in 300 hands.
The nine values of a leader the engine chooses, a draw that takes tiles until one fits, the
Caribbean bonuses and the muggins window over a whole turn, swept with `--value` at every
seating, give 225 engines in about 23 minutes with one process: 181 are failed by the scenarios,
none is a gap, and 44 play alike (the muggins window where nobody calls muggins, the winning
side's choice where each side is one player, a draw until one fits where the deal leaves nothing to draw).
`--variants` sweeps the declared variants of `variants.json` instead, each at its own seating:
the three published adapters' games have no gap either (they had 3, 3 and 16 before their files
were written; a test sweeps each at 100 hands).
"""
