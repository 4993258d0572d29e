"""Every Then step judges one clause at a time, named for the situation, and a scenario's outcome is charged to
the evidence about each clause alone: the failing step's clause fails, the clauses earlier steps judged pass,
the rest are not reached (docs/reports.md, A clause's verdict)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from conformance.cli import main
from conformance.judging.clause_table import FINER, TOPICS, step_clause, topic_clauses
from conformance.reports.run_report import clause_charges, clause_verdicts
from conformance.suite import step_clauses
from conformance.suite.runner import ERROR, FAIL, NOT_JUDGED, PASS, FailedStep, Played, charged
from conformance.suite.scenario_game import Check, Game, ScenarioFailure
from conformance.suite.steps import then_blocked_tie, then_to_act
from conformance.suite.vocabulary import step_phrases
from conformance.engines.under_test import open_engine
import conformance.rulebook.index as rulebook
from reference_impl.moves import Move


def test_every_then_step_says_which_topics_it_judges() -> None:
    """A new Then step must say what it checks (``@judges``), or it could fail no clause but the scenario's."""
    then_steps = {phrase.function.__name__ for phrase in step_phrases() if phrase.keyword == "then"}
    assert then_steps, "no Then step found"
    undeclared = sorted(then_steps - set(step_clauses.JUDGED))
    assert not undeclared, f"Then steps that do not say the clause they judge (@judges): {undeclared}"
    assert all(set(topics) <= set(TOPICS) for topics in step_clauses.JUDGED.values())


def test_a_then_step_declared_without_a_topic_is_refused() -> None:
    with pytest.raises(ValueError, match="a Then step judges topics"):
        step_clauses.judges()
    with pytest.raises(ValueError, match="not .*'the weather'"):
        step_clauses.judges("the weather")


def test_every_clause_a_topic_may_judge_is_in_the_rulebook() -> None:
    ids = set(rulebook.load().ids())
    for topic in TOPICS:
        assert topic_clauses(topic) <= ids, (topic, sorted(topic_clauses(topic) - ids))
    assert all(point <= ids for point in FINER)


def test_a_check_names_the_clause_the_situation_gives_or_the_finer_one_the_scenario_cites() -> None:
    # The situation's clause, cited: it.
    assert step_clause("end.blocked-tie.redeal", ["end.blocked", "end.blocked-tie.redeal"]) == "end.blocked-tie.redeal"
    # Not cited, and the scenario cites one finer clause of its point: that one (which double is highest).
    assert step_clause("lead.first-hand.highest-double-else-heaviest",
                       ["lead.double-order.highest-first"]) == "lead.double-order.highest-first"
    # A clause of another point is never taken for it: the blocked hand's score in a scenario about the lead.
    assert step_clause("score.blocked.diff-each", ["lead.next-hand.winner", "lead.any-tile"]) == "score.blocked.diff-each"
    # The winner of a block is not the block: a scenario citing end.blocked does not fail it for a wrong winner.
    assert step_clause("end.blocked.lightest-hand", ["end.blocked", "lead.any-tile"]) == "end.blocked.lightest-hand"
    # A general rule the situation's clause says more about is not judged in its place.
    assert step_clause("score.fives.count.double", ["score.fives.count"]) == "score.fives.count.double"
    assert step_clause("turn.direction.ccw", ["turn.order"]) == "turn.direction.ccw"
    # Two finer clauses cited: the situation's clause stands.
    assert step_clause("lead.first-hand.highest-double-else-heaviest",
                       ["lead.tie-break.higher-half", "lead.double-order.highest-first"]) == (
        "lead.first-hand.highest-double-else-heaviest")


def _game(engine: str, cited: list[str]) -> Game:
    """A block game for 2 on ``engine`` that ends blocked at 5 pips each (the seatings' tie), ``cited`` its
    scenario's clauses."""
    game = Game(open_engine(engine), cited=cited)
    game.set_rules("block", 2)
    game.deal([["0-0", "0-1", "1-3", "1-4", "3-5", "5-6", "6-6"], ["0-3", "0-5", "1-2", "1-6", "2-2", "2-3", "3-6"]],
              None, None)
    for seat, move in [(0, "6-6"), (1, "3-6 on the right"), (0, "1-3 on the right"), (1, "1-2 on the right"),
                       (0, "5-6 on the left"), (1, "2-2 on the right"), (0, "3-5 on the left"), (1, "0-3 on the left"),
                       (0, "0-1 on the left"), (1, "1-6 on the left"), (0, "pass"), (1, "2-3 on the right")]:
        game.play(seat, Move.parse(move).to_dict())
    return game


def test_a_tie_given_to_a_seat_fails_the_tie_rule_and_passes_the_block_it_judged_first() -> None:
    cited = ["lead.after-tie.rotate", "end.blocked", "end.blocked-tie.redeal", "end.redeal", "lead.any-tile"]
    game = _game("py:precision_zoo:blocked_tie_to_seat_zero", cited)
    with pytest.raises(ScenarioFailure, match="the hand should be blocked with no winner") as failed:
        then_blocked_tie(game)
    assert failed.value.clause == "end.blocked-tie.redeal"
    assert (failed.value.expected, failed.value.actual) == ("blocked, won by nobody", "blocked, won by seat 0, 0 points, pips [5, 5]")
    # The hand is over, and blocked (end.blocked, judged twice: over with a result, and how it ended); its winner.
    assert game.checks == [Check("hand_end", "end.blocked", True), Check("hand_end", "end.blocked", True),
                           Check("winner", "end.blocked-tie.redeal", False)]
    played = Played(FAIL, str(failed.value), "", None, failed.value, tuple(game.checks),
                    FailedStep("then", 46, "the hand is blocked with no winner", failed.value.clause))
    assert charged(played, cited) == {"end.blocked": PASS, "end.blocked-tie.redeal": FAIL}


def test_another_seat_to_act_at_the_lead_fails_the_lead_rule_of_the_situation() -> None:
    game = Game(open_engine("py:faulty_engines:seat_zero_leads"), cited=["lead.first-hand.highest-double-else-heaviest"])
    game.set_rules("block", 2)
    game.deal([["0-0", "0-1", "1-3", "1-4", "3-5", "5-6", "2-2"], ["0-3", "0-5", "1-2", "1-6", "6-6", "2-3", "3-6"]],
              None, None)
    with pytest.raises(ScenarioFailure) as failed:
        then_to_act(game, "1")
    assert failed.value.clause == "lead.first-hand.highest-double-else-heaviest"


def _played(outcome: str, checks: tuple[Check, ...] = (), clause: str | None = None, kind: str = "then") -> Played:
    step = FailedStep(kind, 12, "a step", clause) if outcome != PASS else None
    return Played(outcome, "", "", clause if kind != "then" else None, None, checks, step)


def test_a_scenario_charges_each_clause_with_the_evidence_about_it_alone() -> None:
    cited = ["lead.next-hand.winner", "score.blocked.diff-each", "lead.any-tile"]
    assert charged(_played(PASS), cited) == dict.fromkeys(cited, PASS)
    kept = (Check("points", "score.blocked.diff-each", True),)
    assert charged(_played(FAIL, kept, "lead.next-hand.winner"), cited) == {
        "score.blocked.diff-each": PASS, "lead.next-hand.winner": FAIL}  # lead.any-tile: not reached
    # A step that judged a rule the scenario does not cite fails that rule alone.
    assert charged(_played(FAIL, (), "score.blocked.winner-takes-all"), cited) == {
        "score.blocked.winner-takes-all": FAIL}
    # Not judged: the rule that blocked it fails; what its steps passed before is not its verdict.
    assert charged(_played(NOT_JUDGED, kept, "turn.direction.ccw", kind="when"), cited) == {"turn.direction.ccw": FAIL}
    # Re-seated past a wrong leader: that rule fails beside the re-seated playing's charges.
    assert charged(_played(PASS), cited, blocked_by="lead.first-hand.top-double") == {
        "lead.first-hand.top-double": FAIL, **dict.fromkeys(cited, PASS)}
    assert charged(_played(ERROR), cited) == dict.fromkeys(cited, ERROR)


def test_a_report_written_before_charges_is_charged_as_it_was_written() -> None:
    old = [{"id": "a", "clauses": ["x.one", "x.two"], "outcome": "fail", "breaks": "x.three"},
           {"id": "b", "clauses": ["x.one"], "outcome": "not_judged", "blame": "x.four"},
           {"id": "c", "clauses": ["x.two"], "outcome": "pass", "blocked_by": "x.four"}]
    assert clause_charges(old[0]) == [("x.one", "fail"), ("x.two", "fail"), ("x.three", "fail")]
    verdicts = clause_verdicts(old)
    assert {clause: entry["verdict"] for clause, entry in verdicts.items()} == {
        "x.four": "fail", "x.one": "fail", "x.three": "fail", "x.two": "fail"}
    new = dict(old[0], charges={"x.two": "pass", "x.three": "fail"}, not_reached=["x.one"])
    assert clause_charges(new) == [("x.two", "pass"), ("x.three", "fail")]


@pytest.fixture(scope="module")
def tie_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("tie") / "report.json"
    main(["run", "--engine", "py:precision_zoo:blocked_tie_to_seat_zero", "-q", "--replay", "--no-progress",
          "--report", str(path), "--id", "seat-block-2-lead-after-tie-rotate-001", "--id", "end-blocked-tie-001"])
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_record_carries_its_charges_the_failing_step_and_what_it_expected(tie_report: dict[str, Any]) -> None:
    record = next(record for record in tie_report["scenarios"] if record["id"] == "seat-block-2-lead-after-tie-rotate-001")
    assert record["outcome"] == "fail"
    assert record["charges"] == {"end.blocked": "pass", "end.blocked-tie.redeal": "fail"}
    assert record["not_reached"] == ["lead.after-tie.rotate", "end.redeal", "lead.any-tile"]
    assert record["step"] == {"kind": "then", "line": 46, "text": "the hand is blocked with no winner",
                              "clause": "end.blocked-tie.redeal"}
    assert (record["expected"], record["actual"]) == ("blocked, won by nobody", "blocked, won by seat 0, 0 points, pips [5, 5]")
    clauses = tie_report["clauses"]
    assert clauses["end.blocked-tie.redeal"]["verdict"] == "fail"
    for kept in ("lead.after-tie.rotate", "end.redeal", "lead.any-tile"):  # not reached: not judged by it
        assert clauses[kept]["scenarios"][record["id"]] == "not_judged", kept
        assert clauses[kept]["verdict"] != "fail", kept
    assert clauses["end.blocked"]["scenarios"][record["id"]] == "pass"
