"""Writing a witness as scenario text, a seating's file of them, and checking it on the reference engine."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from typing import Sequence

from conformance.suite.applicability import execute
from conformance.engines.under_test import open_engine
from conformance.suite.scenario_game import Game, NotApplicable
from conformance.rulebook.index import SuiteError
from conformance.suite.features import Scenario, parse_feature
from .search import Acceptance, find_witness
from .seating import SEATINGS_FOLDER, Seating
from .trace import Trace
from .witness import Step, Witness, _and, _deal_table, _drawable, _hand_moves, _then


# -- writing ------------------------------------------------------------------------------------------


def scenario_steps(seating: Seating, trace: Trace, witness: Witness) -> list[Step]:
    """Every step of the scenario: the rules, the deals and moves up to the point, the witness's own."""
    steps = [Step("given", seating.rules_step)]
    if witness.dealt:
        for hand in range(witness.hand + 1):
            played = trace.hands[hand]
            table = _deal_table(played.hands, _drawable(trace, played), played.lots)
            steps.append(
                Step("given", "the deal:", table)
                if hand == 0
                else Step("when", "the next hand is dealt:", table)
            )
            count = len(played.moves) if hand < witness.hand else witness.ply
            steps += _hand_moves(trace, hand, count)
            if hand < witness.hand:
                state = trace.match_at(hand, count).observe()
                steps += _then(f"the scores are {_and(state['scores'])}", "the match is not over")
    return steps + list(witness.steps)


def _render_steps(steps: Sequence[Step]) -> list[str]:
    lines, previous = [], None
    for step in steps:
        keyword = "And" if step.kind == previous else step.kind.capitalize()
        previous = step.kind
        lines.append(f"    {keyword} {step.text}")
        if step.table:
            widths = [max(len(row[column]) for row in step.table) for column in range(len(step.table[0]))]
            for row in step.table:
                lines.append(
                    "      | " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths)) + " |"
                )
    return lines


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


@dataclass
class SeatingFile:
    """The scenarios written for one seating, and the clauses left unwitnessed."""

    seating: Seating
    scenarios: list[str] = field(default_factory=list)
    covered: set[str] = field(default_factory=set)
    unwitnessed: list[str] = field(default_factory=list)
    #: The file's first line: who wrote it.
    written_by: str = "# Written by `python -m conformance.seatings`; regenerate it rather than edit it."
    folder: str = SEATINGS_FOLDER

    @property
    def path(self) -> str:
        return f"{self.folder}/{self.seating.label}.feature"

    def drop(self, scenario_id: str) -> None:
        """Leave out the scenario ``scenario_id`` (its clause is then unwitnessed)."""
        for text in self.scenarios:
            if text.startswith(f"  @id:{scenario_id} "):
                self.scenarios.remove(text)
                self.unwitnessed += written_for(text)
                return

    def text(self) -> str:
        seating = self.seating
        header = [
            self.written_by,
            f"Feature: Seatings: {seating.rules_step}",
            "",
        ]
        if seating.name:
            header += textwrap.wrap(
                f"Scenarios for the clauses that hold in {seating.described} and that no other scenario "
                f"exercises there. The variant is {seating.about}. {FOUND_BY}", width=96,
                initial_indent="  ", subsequent_indent="  ",
            )
        else:  # the profiles' files, worded as they always were
            header += [
                f"  Scenarios for the clauses that hold for {seating.described} and that no other scenario",
                "  exercises there. Each was found by playing seeded random legal hands on the reference",
                "  engine under exactly these rules; every expected value (whose turn, the open ends, the",
                "  pips, the scores) is the reference engine's answer at that point.",
            ]
        return "\n".join([*header, ""] + self.scenarios) + "\n"


#: How a scenario of the seatings is found, as a variant's file says it.
FOUND_BY = (
    "Each was found by playing seeded random legal hands on the reference engine under exactly these "
    "rules; every expected value (whose turn, the open ends, the pips, the scores) is the reference "
    "engine's answer at that point."
)


def write_seating(seating: Seating, clauses: Sequence[str], held: Sequence[str],
                  accept: Acceptance | None = None) -> SeatingFile:
    """Scenarios for ``clauses`` (in that order) at one seating; ``held`` limits the tags; ``accept``, if
    given, says which witnesses will do."""
    out = SeatingFile(seating)
    names: set[str] = set()
    for clause in clauses:
        if clause in out.covered:
            continue
        found = find_witness(seating, clause, accept)
        if found is None:
            out.unwitnessed.append(clause)
            continue
        trace, witness = found
        tags = [clause] + [c for c in dict.fromkeys(witness.clauses) if c != clause and c in held]
        out.covered.update(tags)
        name = f"{seating.described}: {witness.title}"
        if name in names:
            name += f" ({clause})"
        names.add(name)
        out.scenarios.append(_scenario_text(seating, trace, witness, f"{seating.id_prefix}-{_slug(clause)}-001",
                                            name, tags))
    return out


def _scenario_text(seating: Seating, trace: Trace, witness: Witness, scenario_id: str, name: str,
                   tags: Sequence[str]) -> str:
    lines = [
        "  @id:" + scenario_id + " " + " ".join("@clause:" + tag for tag in tags),
        f"  Scenario: {name}",
    ]
    return "\n".join(lines + _render_steps(scenario_steps(seating, trace, witness))) + "\n"


def witness_scenario(seating: Seating, trace: Trace, witness: Witness, clause: str) -> Scenario:
    """The scenario a witness of ``clause`` would be written as, parsed (to try it before it is written)."""
    text = f"Feature: {seating.rules_step}\n\n" + _scenario_text(seating, trace, witness, "witness", witness.title,
                                                                  [clause])
    return parse_feature(text, f"{seating.label}.feature")[0]


def written_for(text: str) -> list[str]:
    """The clause each scenario of a seating file was written for (its first ``@clause:`` tag)."""
    return re.findall(r"^  @id:\S+ @clause:(\S+)", text, flags=re.MULTILINE)


# -- checking and regenerating -------------------------------------------------------------------------


class SeatingError(Exception):
    """A written scenario does not pass on the reference engine: a fault of this module."""


def check_on_reference(text: str, file: str) -> list[Scenario]:
    """Parse a seating file and run each of its scenarios on the reference engine; raise ``SeatingError``
    on the first that does not pass."""
    scenarios = parse_feature(text, file)
    for scenario, error in reference_failures(scenarios, stop=True):
        raise SeatingError(f"{file}:{scenario.line}: {scenario.id} does not pass on the reference engine: {error}")
    return scenarios


def reference_failures(scenarios: Sequence[Scenario], stop: bool = False) -> list[tuple[Scenario, str]]:
    """Each scenario the reference engine does not pass, with why (only the first with ``stop``)."""
    failures: list[tuple[Scenario, str]] = []
    engine = open_engine("reference")
    try:
        for scenario in scenarios:
            try:
                execute(scenario, Game(engine))
            except (AssertionError, NotApplicable, SuiteError) as error:
                failures.append((scenario, str(error)))
                if stop:
                    break
    finally:
        engine.close()
    return failures
