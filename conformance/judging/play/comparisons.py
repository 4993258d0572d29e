"""What differential play compares where the two engines should agree: the state before each move (status,
whose turn, hand sizes, boneyard, open ends, count, scores, a score waiting for muggins, a drawn tile), the
legal moves (as a set, mirror ends merged as ``moves.move_set`` says), a seat's view after the deal, and
what is left once a hand is over. A mixin of ``play.DifferentialJudge``: each difference is reported
through the judge (``_diverge_on``), on the clause ``conformance.judging.clause_table`` names for it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.moves import (
    DRAW,
    MUGGINS,
    PLAY,
    IllegalMove,
    Move,
    describe_move,
    move_set,
    written_key,
    written_key_of,
)
from reference_impl.ruleset import Ruleset

from .. import clause_table
from ..clause_table import hand_end_clause, listing_clause, points_clause, refusal_clause, turn_clause
from conformance.engines.client import MalformedReply
from .divergences import Expectation
from .hands import hands_key
from conformance.records.model import Event

REFERENCE = "the reference engine"


class Comparisons:
    """The comparisons of ``DifferentialJudge`` (which provides what is declared here)."""

    match: Match
    rules: Ruleset
    situation: tuple[str, str | None]
    _moves: list[Move]

    if TYPE_CHECKING:
        def _diverge(self, message: str, clause: str, expectation: Expectation, **where: Any) -> None: ...

        def _diverge_on(self, message: str, clause: str, expectation: Expectation, **where: Any) -> None: ...

    def _compare_view(self, number: int, seat: int, view: Mapping[str, Any]) -> None:
        """Seat ``seat``'s view (the engine's, ``view``) shows its own hand and no other (``deal.concealed``).
        Each hand of a match shows another seat's view, by its place in the match, so that the match is
        judged the same wherever it is played."""
        expected = self.match.observe(seat).get("hands")
        actual = view.get("hands")
        if hands_key(actual) != hands_key(expected):
            self._diverge_on(
                f"after the deal of hand {number}, seat {seat}'s view shows hands {actual!r}; "
                f"{REFERENCE}'s shows {expected!r}",
                clause_table.FACTS["concealed"],
                Expectation("view", seat=seat),
                hand=number,
                expected=expected,
                actual=actual,
            )

    def _compare_after_hand(self, state: Mapping[str, Any], listed: list[Any], number: int, last: Event | None) -> None:
        """Once a hand is over, no score waits for muggins and no move is legal (``listed``)."""
        pending, actual = self.match.muggins_pending, state.get("muggins_pending", 0)
        self.compared.add(clause_table.FACTS["moves_after_hand"])
        if self.rules.fives_claims == "muggins":
            self.compared.add(clause_table.FACTS["muggins_lapsed"])
        if self.rules.fives_claims == "muggins" and actual != pending:
            self._diverge(
                f"after hand {number} ended {REFERENCE} has {pending} points waiting for muggins; the engine has {actual!r}",
                clause_table.FACTS["muggins_lapsed"],
                Expectation("muggins", pending),
                hand=number,
                event=last,
                expected=pending,
                actual=actual,
            )
        if listed:
            shown = [describe_move(move) for move in listed]  # what cannot be read is shown as written
            self._diverge_on(
                f"after hand {number} ended the engine lists {', '.join(shown)}; no move is legal",
                clause_table.FACTS["moves_after_hand"],
                Expectation("legal", []),
                hand=number,
                event=last,
                expected=[],
                actual=shown,
            )

    def _compare_state(
        self, state: Mapping[str, Any], number: int, ply: int, event: Event, previous: Event | None
    ) -> bool:
        """Whether the engine's state before ``event`` is the reference's; the first field that differs is
        reported (what follows from it is not reported again)."""
        try:
            self._compare_fields(state, number, ply, event, previous)
        except _Differs:
            return False
        return True

    def _compare_fields(
        self, state: Mapping[str, Any], number: int, ply: int, event: Event, previous: Event | None
    ) -> None:
        match, rules = self.match, self.rules
        previous_kind = previous.type if previous is not None else None
        differs = self._state_differs
        status = state.get("status")
        if status != IN_PROGRESS:
            result = state.get("result") or {}
            end = result.get("end") if isinstance(result, Mapping) else None
            differs(number, ply, event, "the status", hand_end_clause(end, self.rules), Expectation("status", IN_PROGRESS),
                    IN_PROGRESS, status)
        if state.get("turn") != match.turn:
            differs(number, ply, event, "the seat to act", turn_clause(rules, ply, previous_kind, self.situation),
                    Expectation("turn", match.turn), match.turn, state.get("turn"))
        sizes = [hand.bit_count() for hand in match.hands]
        actual_sizes = state.get("hand_sizes")
        if actual_sizes != sizes:
            seat = _first_difference(sizes, actual_sizes)
            fact = clause_table.drawn_fact(rules) if previous_kind == DRAW else "hand_sizes"
            differs(number, ply, event, "hand sizes", clause_table.FACTS[fact],
                    Expectation("hand_sizes", sizes[seat], seat), sizes, actual_sizes)
        boneyard = len(match.boneyard) - match.drawn
        if state.get("boneyard_size") != boneyard:
            differs(number, ply, event, "a boneyard of", clause_table.FACTS["boneyard_size"],
                    Expectation("boneyard", boneyard), boneyard, state.get("boneyard_size"))
        ends = match.open_ends()
        actual_ends = state.get("ends")
        # Ends written in the protocol's order are equal as lists; only others need sorting to compare.
        if actual_ends != ends and _ends_key(actual_ends) != _ends_key(ends):
            names = sorted(end["end"] for end in ends)
            actual_names = sorted(end.get("end") for end in actual_ends or [] if isinstance(end, Mapping))
            fact = "open_arms" if names != actual_names else "ends"
            differs(number, ply, event, "the open ends", clause_table.FACTS[fact], Expectation("ends", ends),
                    _ends_text(ends), _ends_text(actual_ends))
        count = match.line.count() if match.line.size else 0
        if state.get("count") != count:  # part of the state whatever the rules, 0 before the lead
            differs(number, ply, event, "a count of", self._count_clause(), Expectation("count", count), count,
                    state.get("count"))
        scores = list(match.scores)
        if state.get("scores") != scores:
            if previous_kind in (PLAY, MUGGINS):
                led = previous_kind == PLAY and match.line.size == 1
                clause = clause_table.FACTS["count_lead"] if led else points_clause(rules, previous_kind)
            else:
                clause = clause_table.FACTS["scores"]
            differs(number, ply, event, "the scores", clause, Expectation("scores", scores), scores,
                    state.get("scores"))
        if rules.fives_claims == "muggins" and state.get("muggins_pending", 0) != match.muggins_pending:
            differs(number, ply, event, "points waiting for muggins", clause_table.FACTS["muggins_pending"],
                    Expectation("muggins", match.muggins_pending), match.muggins_pending,
                    state.get("muggins_pending"))
        if previous_kind == DRAW:
            held = [str(tile) for tile in match.tileset.tiles_of(match.hands[previous.seat])]  # type: ignore[union-attr]
            engine_hands = state.get("hands")
            seat = previous.seat  # type: ignore[union-attr]
            actual = engine_hands[seat] if isinstance(engine_hands, list) and seat < len(engine_hands) else None
            if not isinstance(actual, list) or sorted(map(str, actual)) != sorted(held):
                differs(number, ply, event, f"seat {seat} holding", clause_table.FACTS[clause_table.drawn_fact(rules)],
                        Expectation("hands", held, seat), held, actual)

    def _count_clause(self) -> str:
        """The clause of the line's count as it lies now."""
        if not self.rules.fives:
            return clause_table.FACTS["count_without_fives"]
        doubled = any(double for _, _, double in self.match.line.ends())
        return clause_table.FACTS["count_double" if doubled else "count"]

    def _state_differs(
        self, number: int, ply: int, event: Event, what: str, clause: str, expectation: Expectation, expected: Any,
        actual: Any,
    ) -> None:
        """Report ``what`` in the state before ``event`` differing (a method, not a closure in
        ``_compare_state``: a closure would cost its cells at every ply)."""
        differs = "" if repr(expected) != repr(actual) else \
            f" (the same text, of another type: {type(expected).__name__} and {type(actual).__name__})"
        self._diverge_on(
            f"before {event.describe()}: {REFERENCE} has {what} {expected!r}; the engine has {actual!r}{differs}",
            clause,
            expectation,
            hand=number,
            ply=ply,
            event=event,
            expected=expected,
            actual=actual,
        )
        raise _Differs

    def _compare_moves(
        self, state: Mapping[str, Any], engine_moves: list[Any], number: int, ply: int, event: Event
    ) -> None:
        # The common case first: the engine lists exactly the reference's moves, written as it writes them.
        try:
            if {written_key(move) for move in engine_moves} == {written_key_of(move) for move in self._moves}:
                return
        except (AttributeError, TypeError):  # a listed move that is not an object: the full comparison says so
            pass
        expected_moves = [move.to_dict() for move in self._moves]
        ends = state.get("ends") or []
        expected = move_set(expected_moves, ends)
        try:
            actual = move_set(engine_moves, ends)
        except Exception as error:  # noqa: BLE001 - an unreadable listed move is the engine's fault
            raise MalformedReply("legal_moves", f"legal_moves listed a move that cannot be read: {error}") from None
        if actual == expected:
            return
        extra = sorted(actual - expected, key=repr)
        missing = sorted(expected - actual, key=repr)
        # A legal move left out names the rule that makes it legal; only a list with nothing missing is judged
        # by why the rules refuse what it adds (a pass listed beside the draw the rules require is the draw's).
        if missing:
            clause = listing_clause(self.rules, missing[0][0])
        else:
            offered = next(move for move in engine_moves if move_set([move], ends) == {extra[0]})
            clause = self._refusal_of(offered)
        shown = {
            "missing": [describe_move(move) for move in expected_moves if move_set([move], ends) <= set(missing)],
            "not allowed": [describe_move(move) for move in engine_moves if move_set([move], ends) <= set(extra)],
        }
        self._diverge_on(
            f"before {event.describe()}: the legal moves differ: "
            + "; ".join(f"{key} {', '.join(value)}" for key, value in shown.items() if value),
            clause,
            Expectation("legal", expected_moves, self.match.turn),
            hand=number,
            ply=ply,
            event=event,
            expected=[describe_move(move) for move in expected_moves],
            actual=[describe_move(move) for move in engine_moves],
        )

    def _refusal_of(self, move_dict: Mapping[str, Any]) -> str:
        """The clause the reference engine refuses a listed move under."""
        try:
            move = Move.from_dict(move_dict, self.rules.max_pip)
            self.match.check(move, self.match.turn)
        except IllegalMove as error:
            return refusal_clause(error.reason)
        except (ValueError, TypeError, KeyError):
            return clause_table.FACTS["unknown_refusal"]
        return listing_clause(self.rules, str(move_dict.get("type")))


class _Differs(Exception):
    """A field of the engine's state differs (reported): the rest of the observation is not compared."""


def _first_difference(expected: Sequence[Any], actual: Any) -> int:
    if not isinstance(actual, list):
        return 0
    return next((i for i, (a, b) in enumerate(zip(expected, actual)) if a != b), 0)


def _ends_key(ends: Any) -> Any:
    if not isinstance(ends, list):
        return ends
    try:
        return sorted((end.get("end"), end.get("value"), bool(end.get("double", False))) for end in ends)
    except (AttributeError, TypeError):
        return repr(ends)


def _ends_text(ends: Any) -> str:
    """Open ends in words, every field that is compared shown (``left 3, right 6 (double)``), so two
    ends that differ never read alike."""
    if not isinstance(ends, list):
        return repr(ends)
    return ", ".join(
        f"{end.get('end')} {end.get('value')!r}" + (" (double)" if end.get("double") else "")
        + ("" if isinstance(end.get("double", False), bool) else f" (double: {end.get('double')!r})")
        for end in ends if isinstance(end, Mapping)
    ) or "none"


