"""Where a failing scenario's engine first left the rules: its story played again, state by state.

A Then step judges the engine at the end of a story of deals and moves the engine accepted. Its answer may
be wrong because of an earlier fault that left no trace the story's own steps looked at: a draw that took
three tiles, a double at an end counted once, a blocked tie given to a seat. The hand then goes on from
another state, and the step's clause is not the rule the engine broke. ``divergence`` plays the story again
on the engine, observing its state after each deal and move, beside the reference engine, and names the
clause of the first field that differs before the step's own point, in the order differential play compares
them (the status, the seat to act, the hand sizes, the boneyard, the open ends, the count, a hand's result,
the scores, the points waiting for muggins), from ``conformance.judging.clause_table``: a compiler reports
an error once, not its cascade. An engine set to positions played only the moves since the last one: they
are played on it again from that position and compared the same way (a hand won by another seat shows
before the next hand's leader it decides), and where none differs, its state now is (``since_position``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from reference_impl.moves import DRAW, MUGGINS, PLAY, IllegalMove
from reference_impl.ruleset import Ruleset
from reference_impl.status import HandEnd, Status

from conformance.engines.client import SkippedReply
from conformance.engines.under_test import EngineError
from conformance.judging.clause_table import (
    FACTS,
    drawn_fact,
    end_points_clause,
    hand_end_clause,
    lead_situation,
    line_count_clauses,
    match_end_clause,
    pending_clause,
    points_clause,
    refusal_clause,
    turn_clause,
    void_clause,
    winner_clause,
)

if TYPE_CHECKING:
    from .scenario_game import Game


class _Situation:
    """Where a point of the story is: the hand's plies so far, the last move's kind, who chose its leader."""

    def __init__(self) -> None:
        self.ply = 0
        self.previous: str | None = None
        self.lead: tuple[str, str | None] = ("first", None)

    def dealt(self, result: Any) -> None:
        self.ply, self.previous, self.lead = 0, None, lead_situation(result if isinstance(result, Mapping) else None)

    def moved(self, kind: Any) -> None:
        self.ply += 1
        self.previous = kind if isinstance(kind, str) else None

    @property
    def led(self) -> bool:
        return self.ply == 1 and self.previous == PLAY



class Earlier(NamedTuple):
    """The first point of a story where the engine left the rules: the clause, and what differed there."""

    clause: str
    account: str


def divergence(game: Game) -> Earlier | None:
    """The first point of ``game``'s story where the engine's state differs from the reference engine's (or
    where the engine accepted a move the rules refuse: that refusal's clause), up to the state the failing step
    looked at; None where none does, or where the story cannot be played again the same way. An engine set to
    positions looks back at what it played since the last one, then at how it stands now (``since_position``)."""
    points = game.retraced()
    earlier = _first_difference(game, points) if points else None
    if earlier is None and game.from_positions:
        return since_position(game)
    return earlier


def _first_difference(game: Game, points: list[Any]) -> Earlier | None:
    """The first of ``points`` (``Game.retraced``'s) where the engine's state differs from the reference
    engine's, or where the engine took a move the rules refuse."""
    rules = game.rules
    situation = _Situation()
    before: Mapping[str, Any] = {}
    for (kind, seat, move), engine_state, reference in points:
        point = "the deal" if kind == "deal" else f"seat {seat}'s {_kind(move)}"
        if isinstance(reference, IllegalMove):
            return Earlier(refusal_clause(reference.reason), f"at {point}: the engine accepted it, the rules refuse "
                                                               f"it ({reference.reason})")
        if kind == "deal":
            situation.dealt(before.get("result"))
        else:
            situation.moved(move.get("type") if isinstance(move, Mapping) else None)
        expected = reference
        clause = state_difference(rules, expected, engine_state, situation, game.cited)
        if clause is not None:
            return Earlier(clause, f"after {point}: {_what_differs(expected, engine_state)}")
        before = expected
    return None


def _kind(move: Any) -> str:
    return str(move.get("type")) if isinstance(move, Mapping) else "move"


#: The fields of a state an account of a difference looks at, in the order ``state_difference`` does.
_ACCOUNTED = ("status", "turn", "hand_sizes", "hands", "boneyard_size", "ends", "count", "result", "scores",
              "muggins_pending")


def _what_differs(expected: Mapping[str, Any], actual: Mapping[str, Any]) -> str:
    """The first field of the engine's state (``actual``) that differs from the rules' (``expected``), both
    values given: two engines that left the rules differently are told apart by it."""
    def seen(state: Mapping[str, Any], field: str) -> Any:
        if field == "hands":
            return _hands(state)
        if field == "ends":
            return sorted(_ends(state.get("ends")), key=repr)
        return state.get(field)

    for field in _ACCOUNTED:
        if seen(actual, field) != seen(expected, field):
            return f"its {field} {seen(actual, field)!r}, the rules' {seen(expected, field)!r}"
    return "its state"


def since_position(game: Game) -> Earlier | None:
    """For an engine set to positions, which played only the moves since the last one (or the story, where it
    stands where the story does): the clause of the first field of its state now that differs from the rules'
    (the reference engine's, played through the story), with what differed; None where they agree or cannot be
    read. A draw that took the wrong tile then names the draw rule, not the legal moves it leaves."""
    reference = game.reference_state()
    if reference is None or game.ruleset is None:
        return None
    attempt = game.last_attempt
    if attempt is not None and attempt.get("at") == len(game.story) and attempt["reply"].get("accepted") is not True:
        actual = game.state_before_attempt  # what a move refused since changed is that refusal's to judge
    else:
        try:
            actual = game.state()
        except (EngineError, SkippedReply):
            return None
    if actual is None:
        return None
    situation = _Situation()
    situation.ply, situation.previous, situation.lead = game.ply, game.last_kind, game.lead_situation
    clause = state_difference(game.rules, reference, actual, situation, game.cited)
    return None if clause is None else Earlier(clause, f"since the position: {_what_differs(reference, actual)}")


def state_difference(rules: Ruleset, expected: Mapping[str, Any], actual: Mapping[str, Any],
                     situation: _Situation, cited: Sequence[str] = ()) -> str | None:
    """The clause of the first field of ``actual`` (the engine's state) that differs from ``expected`` (the
    reference's) at a point of the story; None where they agree. Where two rules count the line, the one
    ``cited`` (the scenario's clauses) names."""
    status = expected.get("status")
    result, actual_result = expected.get("result"), actual.get("result")
    if actual.get("status") != status:
        if isinstance(result, Mapping) and isinstance(actual_result, Mapping):  # both over: how, who, what
            clause = result_difference(rules, result, actual_result, expected.get("sides") or [])
            if clause is not None:
                return clause
            if Status.REDEAL_NEEDED in (status, actual.get("status")):
                return void_clause(rules, result.get("end"))
            if Status.MATCH_OVER in (status, actual.get("status")):  # the hand right: whether the match is over
                scores = [score for score in expected.get("scores") or [] if isinstance(score, int)]
                if actual.get("scores") == expected.get("scores"):
                    return match_end_clause(rules, scores, rules.target.get(len(expected.get("hand_sizes") or []), 0))
                return _field_difference(rules, expected, actual, situation, cited)  # the scores that decide it
        elif Status.IN_PROGRESS in (status, actual.get("status")):
            table = _table_difference(rules, expected, actual, situation, cited)
            if table is not None:  # the hand ended, or went on, on a table the engine laid otherwise
                return table
        ended = result if status != Status.IN_PROGRESS else actual_result
        end = ended.get("end") if isinstance(ended, Mapping) else None
        scores = [score for score in expected.get("scores") or [] if isinstance(score, int)]
        target = rules.target.get(len(expected.get("hand_sizes") or []), 0)
        if end == HandEnd.TARGET and max(scores, default=0) == target:  # reached, not passed: the target's rule
            return match_end_clause(rules, scores, target)
        return hand_end_clause(end, rules)
    return _field_difference(rules, expected, actual, situation, cited)


def _field_difference(rules: Ruleset, expected: Mapping[str, Any], actual: Mapping[str, Any],
                      situation: _Situation, cited: Sequence[str]) -> str | None:
    """``state_difference`` past the status: the seat to act, the tiles, the line, the count, the hand's
    result and the scores."""
    result, actual_result = expected.get("result"), actual.get("result")
    if actual.get("turn") != expected.get("turn"):
        return turn_clause(rules, situation.ply + 1, situation.previous, situation.lead,
                           (len(expected.get("hand_sizes") or []), expected.get("turn"), actual.get("turn")))
    table = _table_difference(rules, expected, actual, situation, cited)
    if table is not None:
        return table
    if isinstance(result, Mapping) and isinstance(actual_result, Mapping):
        clause = result_difference(rules, result, actual_result, expected.get("sides") or [])
        if clause is not None:
            return clause
    if actual.get("scores") != expected.get("scores"):
        if situation.previous in (PLAY, MUGGINS) and rules.fives:
            return FACTS["count_lead"] if situation.led else points_clause(rules, situation.previous)
        return FACTS["scores"]
    if rules.fives_claims == "muggins" and actual.get("muggins_pending", 0) != expected.get("muggins_pending", 0):
        return pending_clause(rules, situation.previous, situation.led, expected.get("muggins_pending", 0),
                              actual.get("muggins_pending", 0))
    return None


def _table_difference(rules: Ruleset, expected: Mapping[str, Any], actual: Mapping[str, Any],
                      situation: _Situation, cited: Sequence[str]) -> str | None:
    """The clause of the first of the tiles held, the boneyard, the line's ends and its count that differs."""
    if actual.get("hand_sizes") != expected.get("hand_sizes") or _hands(actual) != _hands(expected):
        return FACTS[drawn_fact(rules) if situation.previous == DRAW else "hand_sizes"]
    if actual.get("boneyard_size") != expected.get("boneyard_size"):
        return FACTS["boneyard_size"]
    ends, actual_ends = _ends(expected.get("ends")), _ends(actual.get("ends"))
    if ends != actual_ends:
        same_arms = {end for end, _, _ in ends} == {end for end, _, _ in actual_ends}
        return FACTS["ends" if same_arms else "open_arms"]
    if actual.get("count") != expected.get("count"):
        clauses = count_rules(rules, expected, actual.get("count"))
        return next((clause for clause in clauses if clause in cited), clauses[0])
    return None


def result_difference(rules: Ruleset, expected: Mapping[str, Any], actual: Mapping[str, Any],
                      sides: Any) -> str | None:
    """The clause of a hand's result that differs: how it ended, who won it, what it scored (points carried
    from a tie into it are the tie rule's)."""
    end = expected.get("end")
    tie = end == HandEnd.BLOCKED and expected.get("side") is None
    if actual.get("end") != end:
        return end_clause(rules, end, actual.get("end"))
    if actual.get("side") != expected.get("side") or actual.get("winner") != expected.get("winner"):
        return winner_clause(rules, end, tie)
    if bool(actual.get("carried")) != bool(expected.get("carried")):
        return end_points_clause(rules, {**expected, "carried": True}, sides, actual.get("points", 0), tie)
    if actual.get("points") != expected.get("points"):
        return end_points_clause(rules, expected, sides, actual.get("points", 0), tie)
    return None


def count_rules(rules: Ruleset, state: Mapping[str, Any], counted: Any = None) -> tuple[str, ...]:
    """The clauses the count of the line an observation shows rests on, the likeliest first
    (``clause_table.line_count_clauses``); ``counted`` is what an engine counted there, when known."""
    line = state.get("line") if isinstance(state.get("line"), Mapping) else {}
    arms = line.get("arms") if isinstance(line.get("arms"), Mapping) else {}
    root = line.get("root")
    open_ends = []
    for end in state.get("ends") or []:
        if isinstance(end, Mapping):
            tiles = arms.get(end.get("end")) or []
            bare = end.get("end") in ("up", "down")
            open_ends.append((end.get("end"), tiles[-1] if tiles else None if bare else root, bool(end.get("double"))))
    count = state.get("count")
    more = counted > count if isinstance(counted, int) and isinstance(count, int) else None
    size = (root is not None) + sum(len(tiles) for tiles in arms.values() if isinstance(tiles, list))
    return line_count_clauses(rules, open_ends, line.get("spinner"), size, more)


def end_clause(rules: Ruleset, expected: Any, actual: Any) -> str:
    """The clause of a hand the rules end as ``expected`` that the engine ended as ``actual``: a hand blocked by
    the last tile of a hand is the going out's, which comes first."""
    if expected == HandEnd.OUT and actual == HandEnd.BLOCKED:
        return FACTS["out_before_block"]
    return hand_end_clause(expected, rules)


def _hands(state: Mapping[str, Any]) -> list[list[str]] | None:
    """Every hand's tiles, in any order the engine lists them (None: the observation shows no hands)."""
    hands = state.get("hands")
    if not isinstance(hands, list):
        return None
    return [sorted(map(str, hand)) if isinstance(hand, list) else [] for hand in hands]


def _ends(ends: Any) -> set[tuple[Any, Any, bool]]:
    """Open ends as (end, value, double), whatever order the engine lists them in."""
    if not isinstance(ends, list):
        return set()
    return {(end.get("end"), end.get("value"), bool(end.get("double"))) for end in ends if isinstance(end, Mapping)}


__all__ = ["count_rules", "divergence", "end_clause", "result_difference", "state_difference"]

