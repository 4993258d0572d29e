"""What differential play compares where the two engines should agree: the state before each move (status,
whose turn, hand sizes, boneyard, open ends, count, scores, a score waiting for muggins, a drawn tile), the
legal moves (as a set, mirror ends merged as ``moves.move_set`` says), a seat's view after the deal, and
what is left once a hand is over. A mixin of ``play.DifferentialJudge``: each difference is reported
through the judge (``_diverge_on``), on the clause ``conformance.judging.clause_table`` names for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from reference_impl.engine import Match
from reference_impl.moves import (
    DRAW,
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
from ..clause_table import listing_clause, points_clause, refusal_clause
from conformance.engines.client import MalformedReply
from ..expected_state import claim_difference, count_clause_after, expected_state, first_difference
from .divergences import Expectation, MatchFindings
from ..sessions import ProtocolSession
from .hands import hands_key
from conformance.records.model import Event

REFERENCE = "the reference engine"


class Comparisons:
    """The comparisons of ``DifferentialJudge`` (which provides what is declared here)."""

    match: Match
    rules: Ruleset
    situation: tuple[str, str | None]
    _moves: list[Move]
    _claims_unresolved: list[tuple[int, str]]
    findings: MatchFindings
    go_on: bool
    session: ProtocolSession

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
                Expectation(kind="view", seat=seat),
                hand=number,
                expected=expected,
                actual=actual,
                field="view",
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
                Expectation(kind="muggins", value=pending),
                hand=number,
                event=last,
                expected=pending,
                actual=actual,
                field="muggins",
            )
        if listed:
            shown = [describe_move(move) for move in listed]  # what cannot be read is shown as written
            self._diverge_on(
                f"after hand {number} ended the engine lists {', '.join(shown)}; no move is legal",
                clause_table.FACTS["moves_after_hand"],
                Expectation(kind="legal", value=[]),
                hand=number,
                event=last,
                expected=[],
                actual=shown,
                field="legal",
            )

    def _compare_state(
        self, state: Mapping[str, Any], number: int, ply: int, event: Event, previous: Event | None
    ) -> bool:
        """Whether the engine's state before ``event`` is the reference's; the first field that differs is
        reported (what follows from it is not reported again)."""
        previous_kind = previous.type if previous is not None else None
        drawn_by = previous.seat if previous is not None and previous_kind == DRAW else None
        difference = first_difference(expected_state(self.match, drawn_by), state, self.rules, ply, previous_kind,
                                      self.situation)
        if difference is None:
            return True
        self._diverge_on(
            f"before {event.describe()}: {REFERENCE} has {difference.text()}",
            difference.clause,
            Expectation(kind=difference.field, value=difference.value, seat=difference.seat),
            hand=number,
            ply=ply,
            event=event,
            expected=difference.expected,
            actual=difference.actual,
            field=difference.field,
        )
        return False

    def _compare_moves(
        self, state: Mapping[str, Any], engine_moves: list[Any], number: int, ply: int, event: Event
    ) -> None:
        if not self.session.claims_seen and any(isinstance(move, Mapping) and move.get("claim") is not None
                                                for move in engine_moves):
            self._claims_seen()
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
        claimed = claim_difference(expected, actual, self.session.claims_seen)
        if claimed is not None and claimed.none_listed:
            clause = points_clause(self.rules, PLAY)  # no claim listed at all: the claims' own rule, for now
            if self.go_on:
                self._claims_unresolved.append((number, self._count_clause_after(claimed.play, ends)))
        elif claimed is not None:  # the same plays claiming other points: the engine counts the line otherwise
            clause = self._count_clause_after(claimed.play, ends, claimed.engine_claim)
        elif missing:
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
            Expectation(kind="legal", value=expected_moves, seat=self.match.turn),
            hand=number,
            ply=ply,
            event=event,
            expected=[describe_move(move) for move in expected_moves],
            actual=[describe_move(move) for move in engine_moves],
            field="legal",
        )

    def _claims_seen(self) -> None:
        """The engine is seen to claim: the lists without any claim it gave before in this match were its count."""
        self.session.claims_seen = True
        for hand, count_clause in self._claims_unresolved:
            self.findings.relabel(hand, points_clause(self.rules, PLAY), count_clause)
        self._claims_unresolved.clear()

    def _count_clause_after(self, play: tuple[Any, ...], ends: Any, counted: int | None = None) -> str:
        """The count's clause of the line the legal play with identity ``play`` (its claim left out) leaves, where
        the engine counted ``counted`` (if known)."""
        move = next(move for move in self._moves if move.kind == PLAY and move.claim is None
                    and move_set([move.to_dict()], ends) == {play})
        return count_clause_after(self.match, move, counted)

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
