"""What an engine should show before a move, and the first field in which it shows something else.

Replay and differential play compare an engine's observation with the same
fields in the same order: the status, the seat to act, the hand sizes, the
boneyard, the open ends, the count, the scores, a score waiting for muggins,
and after a draw the hand that drew. ``expected_state`` reads them from the
reference engine's match (play's own, or the one replay follows a record
with); ``first_difference`` names the first that differs, with the clause
``conformance.judging.clause_table`` gives it, so both judges charge the same
wrong state to the same rule. A field the judge does not know (``None``) is
not compared. ``hand_ending`` says, from the same match, how a hand ended where
the clause of a wrong result turns on it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.line import UP, Line
from reference_impl.moves import ARMS, DRAW, MUGGINS, PLAY, Move
from reference_impl.ruleset import Ruleset
from reference_impl.status import HandEnd
from reference_impl.tiles import TileError

from . import clause_table
from .clause_table import HandEnding, hand_end_clause, points_clause, turn_clause
from conformance.engines.compare import canonical_tile


class Drawn(NamedTuple):
    """After a draw: the seat that drew, and what it must hold (every tile, or at least the one drawn)."""

    seat: int
    tiles: tuple[str, ...]
    whole_hand: bool


class ExpectedState(NamedTuple):
    """What the engine's observation must show before a move (``None``: not known, not compared). A named
    tuple, not a dataclass: play builds one at every ply."""

    turn: int
    hand_sizes: tuple[int, ...]
    boneyard: int
    scores: tuple[int, ...]
    ends: tuple[Mapping[str, Any], ...] | None = None
    count: int | None = None
    #: The points waiting for muggins, where the rules claim scores with muggins.
    muggins_pending: int | None = None
    #: Tiles laid on the line: one just after the lead (whose count the lead's clause governs).
    line_size: int | None = None
    #: The line's open ends as ``clause_table.line_count_clauses`` reads them, and its spinner.
    open_ends: tuple[tuple[str, Any, bool], ...] = ()
    spinner: Any = None
    drawn: Drawn | None = None


@dataclass(frozen=True, kw_only=True)
class StateDifference:
    """The first field of an observation that is not what was expected: the field (as the steps name it),
    its words, the clause it is charged to, both values as shown, and for a Then step what it checks
    (``value``, of ``seat`` where the field is one seat's)."""

    field: str
    what: str
    clause: str
    expected: Any
    actual: Any
    value: Any = None
    seat: int | None = None

    def text(self) -> str:
        """``hand sizes [7, 7]; the engine has [7, 9]``: the expected value, then the engine's."""
        alike = "" if repr(self.expected) != repr(self.actual) else \
            f" (the same text, of another type: {type(self.expected).__name__} and {type(self.actual).__name__})"
        return f"{self.what} {self.expected!r}; the engine has {self.actual!r}{alike}"


def expected_state(match: Match, drawn_by: int | None = None) -> ExpectedState:
    """What the reference engine's ``match`` shows before its next move; ``drawn_by`` is the seat that
    drew last, when the last move was a draw (its hand is compared whole)."""
    line = match.line
    held = None
    if drawn_by is not None:
        held = Drawn(seat=drawn_by, tiles=tuple(sorted(map(str, match.tileset.tiles_of(match.hands[drawn_by])))),
                     whole_hand=True)
    return ExpectedState(
        turn=match.turn,
        hand_sizes=tuple(hand.bit_count() for hand in match.hands),
        boneyard=match.boneyard_left,
        scores=tuple(match.scores),
        ends=tuple({"end": ARMS[arm], "value": value, "double": double} for arm, value, double in line.ends()),
        count=line.count() if line.size else 0,  # part of the state whatever the rules, 0 before the lead
        muggins_pending=match.muggins_pending if match.rules.fives_claims == "muggins" else None,
        line_size=line.size,
        open_ends=_open_ends(line),
        spinner=line.spinner,
        drawn=held,
    )


def first_difference(
    expected: ExpectedState, state: Mapping[str, Any], rules: Ruleset, ply: int, previous_kind: str | None,
    situation: tuple[str, str | None],
) -> StateDifference | None:
    """The first field of the engine's observation ``state`` that is not ``expected``, before the move at
    ``ply`` (from 1) of a hand whose lead rule is ``situation``, the move before being of ``previous_kind``;
    None when every known field agrees."""
    status = state.get("status")
    if status != IN_PROGRESS:
        result = state.get("result")
        end = result.get("end") if isinstance(result, Mapping) else None
        return StateDifference(field="status", what="the status", clause=hand_end_clause(end, rules),
                               expected=IN_PROGRESS, actual=status, value=IN_PROGRESS)
    turn = state.get("turn")
    if turn != expected.turn:
        return StateDifference(field="turn", what="the seat to act",
                               clause=turn_clause(rules, ply, previous_kind, situation,
                                                  (len(expected.hand_sizes), expected.turn, turn)),
                               expected=expected.turn, actual=turn, value=expected.turn)
    sizes = list(expected.hand_sizes)
    actual_sizes = state.get("hand_sizes")
    if actual_sizes != sizes:
        seat = _first_unequal(sizes, actual_sizes)
        fact = clause_table.drawn_fact(rules) if previous_kind == DRAW else "hand_sizes"
        return StateDifference(field="hand_sizes", what="hand sizes", clause=clause_table.FACTS[fact],
                               expected=sizes, actual=actual_sizes, value=sizes[seat], seat=seat)
    boneyard = state.get("boneyard_size")
    if boneyard != expected.boneyard:
        return StateDifference(field="boneyard", what="a boneyard of", clause=clause_table.FACTS["boneyard_size"],
                               expected=expected.boneyard, actual=boneyard, value=expected.boneyard)
    if expected.ends is not None:
        ends, actual_ends = list(expected.ends), state.get("ends")
        # Ends written in the protocol's order are equal as lists; only others need sorting to compare.
        if actual_ends != ends and _ends_key(actual_ends) != _ends_key(ends):
            names = sorted(end["end"] for end in ends)
            actual_names = sorted(end.get("end") for end in actual_ends or [] if isinstance(end, Mapping))
            fact = "open_arms" if names != actual_names else "ends"
            return StateDifference(field="ends", what="the open ends", clause=clause_table.FACTS[fact],
                                   expected=ends_text(ends), actual=ends_text(actual_ends), value=ends)
    if expected.count is not None and state.get("count") != expected.count:
        counted = state.get("count")
        more = counted > expected.count if isinstance(counted, int) else None
        clauses = clause_table.line_count_clauses(rules, expected.open_ends, expected.spinner, expected.line_size or 0,
                                                  more)
        return StateDifference(field="count", what="a count of", clause=clauses[0],
                               expected=expected.count, actual=state.get("count"), value=expected.count)
    scores = list(expected.scores)
    if state.get("scores") != scores:
        if previous_kind in (PLAY, MUGGINS):
            led = previous_kind == PLAY and expected.line_size == 1
            clause = clause_table.FACTS["count_lead"] if led else points_clause(rules, previous_kind)
        else:
            clause = clause_table.FACTS["scores"]
        return StateDifference(field="scores", what="the scores", clause=clause, expected=scores,
                               actual=state.get("scores"), value=scores)
    pending = state.get("muggins_pending", 0)
    if expected.muggins_pending is not None and pending != expected.muggins_pending:
        return StateDifference(field="muggins", what="points waiting for muggins",
                               clause=clause_table.pending_clause(
                                   rules, previous_kind, previous_kind == PLAY and expected.line_size == 1,
                                   expected.muggins_pending, pending),
                               expected=expected.muggins_pending,
                               actual=state.get("muggins_pending"), value=expected.muggins_pending)
    drawn = expected.drawn
    if drawn is not None:
        hands = state.get("hands")
        held = hands[drawn.seat] if isinstance(hands, list) and drawn.seat < len(hands) else None
        if not _holds(held, drawn):
            shown = list(drawn.tiles) if drawn.whole_hand else drawn.tiles[0]
            return StateDifference(field="hands", what=f"seat {drawn.seat} holding",
                                   clause=clause_table.FACTS[clause_table.drawn_fact(rules)],
                                   expected=shown, actual=held, value=list(drawn.tiles), seat=drawn.seat)
    return None


# -- claims: what a play scores is the count of the line it leaves ------------------------------------------


class ClaimDifference(NamedTuple):
    """Two lists of legal moves that differ only in the claims of plays both hold unclaimed: the first such
    play (its ``moves.move_key`` identity without a claim), what the engine claims for it (a claim is the count
    of the line the play leaves: None where it claims nothing, a count that is no multiple of five), and whether
    the engine lists no claim at all (``none_listed``: where it is not known to claim elsewhere, leaving every
    claim out is the claims' rule, not a count)."""

    play: tuple[Any, ...]
    engine_claim: int | None
    none_listed: bool


def claim_difference(expected: set[tuple[Any, ...]], listed: set[tuple[Any, ...]],
                     claims_elsewhere: bool = False) -> ClaimDifference | None:
    """How two lists of legal moves (``moves.move_key`` identities: the rules' ``expected``, an engine's
    ``listed``) differ, where they differ only in the claims of plays both hold unclaimed: such a difference is
    the engine's count of the line the play leaves (``count_clause_after``), not a rule of which moves are
    legal. ``claims_elsewhere``: the engine is known to list claims (in other lists). None otherwise."""
    differing = sorted(expected ^ listed, key=repr)
    if not differing or any(key[0] != PLAY or key[3] is None for key in differing):
        return None
    unclaimed = [key[:3] + (None,) for key in differing]
    if any(key not in expected or key not in listed for key in unclaimed):
        return None
    play = unclaimed[0]
    engine_claim = max((key[3] for key in listed if key[:3] == play[:3] and isinstance(key[3], int)), default=None)
    none_listed = not claims_elsewhere and all(key[0] != PLAY or key[3] is None for key in listed)
    return ClaimDifference(play, engine_claim, none_listed)


def count_clause_after(match: Match, move: Move, counted: int | None = None) -> str:
    """The clause the count of the line rests on once the legal play ``move`` is made on ``match`` (looked ahead,
    its claim aside), the likeliest of ``clause_table.line_count_clauses`` (``counted``: what the engine counted
    there, where known)."""
    line = match.line_after(move)
    counted_more = None if counted is None else counted > line.count()
    return clause_table.line_count_clauses(match.rules, _open_ends(line), line.spinner, line.size, counted_more)[0]


def _open_ends(line: Line) -> tuple[tuple[str, Any, bool], ...]:
    """The open ends of ``line`` as ``clause_table.line_count_clauses`` reads them: each arm's name, the tile at
    its end (None for a bare up or down arm) and whether it is a double."""
    return tuple((ARMS[arm], line.arms[arm][-1] if line.arms[arm] else None if arm >= UP else line.root,
                  line.double_at(arm)) for arm in line.open_arms)


def _holds(held: Any, drawn: Drawn) -> bool:
    """Whether the hand an engine shows (``held``) is what ``drawn`` asks: every tile, or the one drawn."""
    if not isinstance(held, list):
        return False
    try:
        shown = sorted(canonical_tile(tile) for tile in held)
    except (TileError, TypeError, AttributeError):
        return False
    return shown == sorted(drawn.tiles) if drawn.whole_hand else set(drawn.tiles) <= set(shown)


def _first_unequal(expected: Sequence[Any], actual: Any) -> int:
    """The first seat whose value differs (0 when ``actual`` is no list)."""
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


def ends_text(ends: Any) -> str:
    """Open ends in words, every field that is compared shown (``left 3, right 6 (double)``), so two
    ends that differ never read alike."""
    if not isinstance(ends, list):
        return repr(ends)
    return ", ".join(
        f"{end.get('end')} {end.get('value')!r}" + (" (double)" if end.get("double") else "")
        + ("" if isinstance(end.get("double", False), bool) else f" (double: {end.get('double')!r})")
        for end in ends if isinstance(end, Mapping)
    ) or "none"


def hand_ending(match: Match, state: Mapping[str, Any], last_kind: str | None) -> HandEnding:
    """How the hand just over ended on the reference engine's ``match``, where the clause of a wrong result
    turns on it (``clause_table.result_clause``); ``state`` is the engine's observation then, ``last_kind``
    the kind of the hand's last move."""
    result, line = match.hand_result, match.line
    last_count = None
    counted = state.get("count")
    if last_kind == PLAY and match.rules.fives and counted != line.count():
        last_count = clause_table.line_count_clauses(
            match.rules, _open_ends(line), line.spinner, line.size,
            counted > line.count() if isinstance(counted, int) else None)[0]
    return HandEnding(went_out_blocked=result is not None and result.end == HandEnd.OUT and match.is_blocked(),
                      carried=result is not None and bool(result.carried), last_count=last_count)
