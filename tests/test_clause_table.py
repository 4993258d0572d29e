"""The clause table: every clause a judge can name is in the rulebook, and every case has its row."""

from __future__ import annotations

import ast
from pathlib import Path

from conformance.judging import clause_table
import conformance.rulebook.index as rulebook
from reference_impl.moves import Reason
from reference_impl.ruleset import OPTION_BY_ID, Ruleset

ROOT = Path(__file__).resolve().parent.parent


def test_every_clause_the_table_names_is_in_the_rulebook() -> None:
    ids = set(rulebook.load().ids())
    missing = sorted(clause_table.every_clause() - ids)
    assert not missing, f"the clause table names clauses the rulebook lacks: {missing}"


def test_every_refusal_reason_has_its_clause() -> None:
    assert set(clause_table.REFUSALS) == set(Reason)


def test_every_value_of_every_option_the_table_reads_has_its_clause() -> None:
    for option_id, clauses in clause_table.OPTION_CLAUSES.items():
        assert set(clauses) == set(OPTION_BY_ID[option_id].values), option_id


def test_an_option_clause_depends_on_its_option_in_the_rulebook() -> None:
    book = rulebook.load()
    unrelated = [
        (option_id, clause_id)
        for option_id, clauses in clause_table.OPTION_CLAUSES.items()
        for clause_id in clauses.values()
        if option_id not in book.clause(clause_id).options
    ]
    assert not unrelated, f"clauses chosen by an option the rulebook does not tie them to: {unrelated}"


def _string_literals(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_the_judges_name_no_clause_outside_the_table() -> None:
    # A clause id written as a literal in a judge, or in the steps that judge a scenario, would be a second
    # table beside this one.
    ids = set(rulebook.load().ids())
    judging, suite = ROOT / "conformance" / "judging", ROOT / "conformance" / "suite"
    judges = [judging / "referee.py", judging / "replay.py", judging / "walker.py", *sorted((judging / "play").glob("*.py")),
              *(suite / name for name in ("steps.py", "scenario_game.py", "step_clauses.py", "story_trace.py", "runner.py"))]
    for path in judges:
        stray = sorted(_string_literals(path) & ids)
        assert not stray, f"{path.relative_to(ROOT)} writes clause ids itself: {stray}"


def test_points_judged_wrong_name_the_rounding_when_only_the_rounding_is_wrong() -> None:
    """Going out against 12 pips under nearest_five_total scores 10: 12 (unrounded) and 15 (rounded
    up) are the rounding's fault; 20 is the score's."""
    rules = Ruleset.from_dict(rulebook.profile("all-fives-tournament"))
    result = {"end": "out", "winner": 0, "side": 0, "pips": [0, 12]}
    named = {claimed: clause_table.end_points_clause(rules, result, [[0], [1]], claimed, False)
             for claimed in (12, 15, 20)}
    assert named == {12: "score.rounding.nearest-five-total", 15: "score.rounding.nearest-five-total",
                     20: "score.out.opponents-only"}
