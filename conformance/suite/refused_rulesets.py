"""The rulesets every engine must refuse at ``start``, whatever it declares: one table, read from the
scenarios that offer them (``Then the rules are refused``), from which IMPLEMENTING.md's list is written
(``python -m conformance.suite.refused_rulesets`` rewrites it; tests/test_refused_rulesets.py checks it is current).
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from . import features as suite
from conformance.rulebook.data_paths import data_path, is_installed_copy

OFFER = "a match is started under "
REFUSED = "the rules are refused"
BEGIN = "<!-- refused rulesets: written by python -m conformance.suite.refused_rulesets from the scenarios -->"
END = "<!-- end of refused rulesets -->"


@dataclass(frozen=True)
class RefusedRuleset:
    """A ruleset a scenario offers at ``start`` to be refused, the clause it tests, and the scenario."""

    clause: str
    offer: str  # as the scenario writes it: the "block" rules for 2 players with set.max_pip = 13
    scenario: str


def refused_rulesets(scenarios: list[suite.Scenario] | None = None) -> list[RefusedRuleset]:
    """Every ruleset the suite offers to be refused, in suite order."""
    found = []
    for scenario in suite.load() if scenarios is None else scenarios:
        texts = [step.text for step in scenario.steps]
        if REFUSED not in texts:
            continue
        offer = next(text for text in texts if text.startswith(OFFER))
        found.append(RefusedRuleset(", ".join(scenario.clauses), offer[len(OFFER):], scenario.id or scenario.name))
    return found


def render(rows: list[RefusedRuleset]) -> str:
    """The table IMPLEMENTING.md prints between its markers."""
    lines = [BEGIN, "", "| clause | a `start` of ... | scenario |", "|---|---|---|"]
    escaped_bar = "\\|"  # a bar in a cell would end it
    lines += [f"| `{row.clause}` | {row.offer.replace('|', escaped_bar)} | `{row.scenario}` |" for row in rows]
    return "\n".join([*lines, "", END])


def rewritten(text: str, rows: list[RefusedRuleset]) -> str:
    """``text`` (IMPLEMENTING.md) with the table between its markers written from ``rows``."""
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.DOTALL)
    if not pattern.search(text):
        raise ValueError(f"IMPLEMENTING.md has no {BEGIN!r} ... {END!r} block")
    return pattern.sub(lambda _: render(rows), text)


def main() -> int:
    """Rewrite the table in the source checkout's IMPLEMENTING.md."""
    path: Path = data_path("IMPLEMENTING.md")
    if is_installed_copy(path):
        print(f"{path} is an installed copy: run this in a source checkout", file=sys.stderr)
        return 4
    path.write_text(rewritten(path.read_text(encoding="utf-8"), refused_rulesets()), encoding="utf-8")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
