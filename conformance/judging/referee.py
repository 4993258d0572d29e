"""The referee: judge a transcript's own claims against the rules, and name the clause broken.

``check_document`` takes one record as read from disk and returns a verdict
dict. It judges in the order a reader would: the bytes (unreadable?), the
shape (the schema, each error with its JSON pointer), the ruleset, then the
record itself, hand by hand and event by event, with the reference engine as
the judge of legality. It stops at the first problem, in record order, and
names it: the hand and ply, what was done, why it is wrong, and the clause
of the rulebook it breaks.

The referee is a judge of the one walk through a match (``conformance.judging.walker``):
``RulesJudge`` holds each claim to the reference engine as the walk reaches
it. Clauses are named through ``conformance.judging.clause_table`` and the result
comparisons (``hand_result_finding``, ``match_result_finding``) are shared
with the replayer and differential play, so each names the same clause for
the same fault.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, DealError, Match
from reference_impl.moves import DRAW, MUGGINS, PLAY, IllegalMove
from reference_impl.result import protocol_form
from reference_impl.ruleset import Ruleset, RulesetError, merge
from reference_impl.status import HandEnd
from reference_impl.tiles import Tile

import conformance.rulebook.index as rulebook
from .clause_table import (
    FACTS,
    HandEnding,
    OPTION_CLAUSES,
    deal_clause,
    drawn_clause,
    end_points_clause,
    hand_end_clause,
    lead_clause,
    lead_situation,
    match_end_clause,
    points_clause,
    refusal_clause,
    result_clause,
    turn_clause,
    void_clause,
    winner_clause,
    winners_clause,
)
from conformance.rulebook.index import SuiteError, profile
from conformance.records.files import Document, schema
from conformance.records.model import Event, HandRecord, HandResult, MatchResult, RulesetSpec, Transcript
from conformance.records.recording import event_points
from .walker import Judge, walk_match

VALID, INVALID, UNREADABLE = "valid", "invalid", "unreadable"

@dataclass(frozen=True, kw_only=True)
class Finding:
    """What a judge found wrong: where, what, why, and the clause it breaks (a judge's record: a value,
    changed only through ``dataclasses.replace``).

    ``stage`` is ``schema``, ``ruleset``, ``record`` (the record contradicts
    itself), ``rules`` (an illegal deal, lead or event), ``result`` (a
    wrong score, winner or end), ``replay`` or ``play`` (an engine's
    observation differs). ``hand`` and ``ply`` count from 1; ``ply``
    is None for problems with a hand as a whole. ``reason`` is the engine's
    refusal reason when the engine refused an event. ``field`` names what was
    compared (``end``, ``points``, ``turn``, ``hand_sizes``, ``legal``...), when a
    judge compared one.
    """

    stage: str
    message: str
    pointer: str = ""
    hand: int | None = None
    ply: int | None = None
    clause: str | None = None
    reason: str | None = None
    expected: Any = None
    actual: Any = None
    event: str | None = None
    field: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """The finding's fields for a verdict dict (the clause's title added)."""
        out = {
            "stage": self.stage,
            "hand": self.hand,
            "ply": self.ply,
            "pointer": self.pointer,
            "clause": self.clause,
            "reason": self.reason,
            "message": self.message,
            "expected": self.expected,
            "actual": self.actual,
            "event": self.event,
        }
        title = clause_title(self.clause)
        if title:
            out["clause_title"] = title
        if self.field is not None:
            out["field"] = self.field
        return out


class RecordProblem(Exception):
    """Raised inside the referee to stop at a finding."""

    def __init__(self, finding: Finding) -> None:
        super().__init__(finding.message)
        self.finding = finding


# -- clauses --------------------------------------------------------------------------


@cache
def clause_title(clause_id: str | None) -> str | None:
    """The clause's title from the rulebook, or None (no clause, or the rulebook lacks it)."""
    if clause_id is None:
        return None
    try:
        return rulebook.load().clause(clause_id).title
    except (KeyError, OSError, rulebook.RulebookError):
        return None  # the tests catch a missing clause; the verdict still prints


#: Ends compared once a hand: an enum's member is slow to look up on its class (tens of nanoseconds).
_BLOCKED, _REDEAL = HandEnd.BLOCKED, HandEnd.REDEAL


def _side_label(rules: Ruleset, side: int | None) -> str:
    if side is None:
        return "nobody"
    if rules.teams is None:
        return f"seat {side}"
    return f"team {side} (seats {', '.join(map(str, rules.teams[side]))})"


def _result_finding(
    hand: int | None, by_engine: bool, claimant: str, charged: Callable[[str, str], str],
    field: str, clause: str, claim: str, truth: str, engine: str, right: Any, recorded: Any,
) -> Finding:
    """A difference in the ``field`` of hand ``hand``'s result (None: the match's): what ``claimant`` claims,
    and what the rules (``truth``) or the engine (``engine``, when it is held to the record) say; the clause
    is ``clause``, or the one ``charged`` names for the field instead."""
    clause = charged(field, clause)
    message = f"{claimant} {claim}; " + (engine if by_engine else truth)
    expected, got = (recorded, right) if by_engine else (right, recorded)
    pointer = f"/result/{field}" if hand is None else f"{_hand_pointer(hand)}/result/{field}"
    return Finding(stage="result", message=message, pointer=pointer, hand=hand, clause=clause, expected=expected,
                   actual=got, field=field)


def _as_named(field: str, clause: str) -> str:
    """The clause a comparison names, unchanged."""
    return clause


def hand_result_finding(
    claimed: HandResult,
    actual: Mapping[str, Any],
    scores: Sequence[int],
    void: bool,
    rules: Ruleset,
    sides: Sequence[Sequence[int]],
    hand: int,
    by_engine: bool = False,
    claimant: str = "the record",
    ending: HandEnding | None = None,
) -> Finding | None:
    """Compare a recorded hand result with the engine's; the first difference, or None.

    ``actual`` is the engine's result (``end``, ``side``, ``points``,
    ``pips``), ``scores`` the totals after the hand, ``void`` whether the
    hand does not count. The referee (``by_engine`` false) holds the record
    to the rules: ``expected`` is the rules' value, ``actual`` the record's.
    The replayer (``by_engine`` true) holds an engine to the record:
    ``expected`` is the record's value, ``actual`` the engine's.
    ``claimant`` names who holds the expected value in the message
    (differential play: the reference engine). ``ending`` is how the hand ended on the
    reference engine, where the clause of a wrong field turns on it (``clause_table.result_clause``).
    """
    end = actual.get("end")
    side = actual.get("side")
    # Clauses are chosen by the true result: the rules' for the referee, the record's for the replayer.
    true_end, true_side = (claimed.end, claimed.winner) if by_engine else (end, side)
    tie = true_end == _BLOCKED and true_side is None

    found = partial(_result_finding, hand, by_engine, claimant, partial(result_clause, rules, ending=ending))
    if claimed.end != end:
        return found(
            "end",
            hand_end_clause(true_end, rules),
            f"says the hand ended {claimed.end!r}",
            f"it ended {end!r}",
            f"the engine says it ended {end!r}",
            end,
            claimed.end,
        )
    if claimed.winner != side:
        pips = actual.get("pips")
        detail = f" (pips {pips})" if end == HandEnd.BLOCKED and pips else ""
        winner = _side_label(rules, side)
        return found(
            "winner",
            winner_clause(rules, end, tie),
            f"gives the hand to {_side_label(rules, claimed.winner)}",
            f"it was won by {winner}{detail}",
            f"the engine gives it to {winner}{detail}",
            side,
            claimed.winner,
        )
    if claimed.void != void:
        word = "void" if void else "not void"
        return found(
            "void",
            void_clause(rules, end),
            f"says the hand is {'void' if claimed.void else 'not void'}",
            f"under these rules it is {word}",
            f"the engine has it {word}",
            void,
            claimed.void,
        )
    pips = actual.get("pips")
    if end != _REDEAL and claimed.pips is not None and list(claimed.pips) != list(pips or []):
        return found(
            "pips",
            FACTS["pips"],
            f"counts the pips left as {claimed.pips}",
            f"the hands hold {pips}",
            f"the engine counts {pips}",
            pips,
            claimed.pips,
        )
    points = actual.get("points", 0)
    if claimed.points != points:
        # The rounding clause is named when the wrong score is the right one unrounded: whose score is wrong
        # depends on who is held to whom.
        clause = end_points_clause(rules, actual, sides, points if by_engine else claimed.points, tie)
        return found(
            "points",
            clause,
            f"scores the hand {claimed.points}",
            f"under {clause} it scores {points}",
            f"the engine scores it {points}",
            points,
            claimed.points,
        )
    if list(claimed.scores) != list(scores):
        return found(
            "scores",
            FACTS["scores"],
            f"gives the totals after hand {hand} as {claimed.scores}",
            f"they are {list(scores)}",
            f"the engine has {list(scores)}",
            list(scores),
            claimed.scores,
        )
    return None


def match_result_finding(
    claimed: MatchResult,
    over: bool,
    winners: Sequence[int] | None,
    scores: Sequence[int],
    hands_counted: int,
    hands_recorded: int,
    rules: Ruleset,
    target: int,
    by_engine: bool = False,
    claimant: str = "the record",
) -> Finding | None:
    """Compare the recorded match result with the engine's; the first difference, or None.

    ``by_engine`` as for ``hand_result_finding``: who is held to whom, and so
    which side of the difference is ``expected``.
    """
    found = partial(_result_finding, None, by_engine, claimant, _as_named)
    totals = list(scores)
    if (claimed.status == "over") != over:
        clause = match_end_clause(rules, scores, target)
        status = "over" if over else "unfinished"
        return found(
            "status",
            clause,
            f"says the match is {claimed.status} after {hands_counted} hand(s) with totals {totals}",
            f"under {clause} it {'is over' if over else 'goes on'}",
            f"the engine has it {status}",
            status,
            claimed.status,
        )
    right_winners = sorted(winners or [])
    if over and sorted(claimed.winners or []) != right_winners:
        clause = winners_clause(rules, right_winners)
        return found(
            "winners",
            clause,
            f"names the winners {claimed.winners} with totals {totals}",
            f"they are {right_winners}",
            f"the engine names {right_winners}",
            right_winners,
            claimed.winners,
        )
    if list(claimed.scores) != totals:
        return found(
            "scores",
            FACTS["scores"],
            f"gives the final totals as {claimed.scores}",
            f"they are {totals}",
            f"the engine has {totals}",
            totals,
            claimed.scores,
        )
    if claimed.hands != hands_counted:
        clause = (
            HandEnd.REDEAL.clause if claimed.hands == hands_recorded else OPTION_CLAUSES["match.end"]["hands"]
        )
        return found(
            "hands",
            clause,
            f"counts {claimed.hands} hand(s)",
            f"{hands_counted} counted (void deals do not count)",
            f"the engine counts {hands_counted}",
            hands_counted,
            claimed.hands,
        )
    return None


# -- the ruleset ----------------------------------------------------------------------


def resolve_ruleset(spec: RulesetSpec) -> Ruleset:
    """The pinned ruleset a record names; ``RecordProblem`` (stage ``ruleset``) if it names none."""
    return _resolve(spec.key(), spec)


_RESOLVED: dict[str, Ruleset | Finding] = {}


def _resolve(key: str, spec: RulesetSpec) -> Ruleset:
    cached = _RESOLVED.get(key)
    if cached is None:
        cached = _resolve_uncached(spec)
        if len(_RESOLVED) < 1024:
            _RESOLVED[key] = cached
    if isinstance(cached, Finding):
        raise RecordProblem(cached)
    return cached


def _resolve_uncached(spec: RulesetSpec) -> Ruleset | Finding:
    if spec.pinned is not None:
        try:
            return Ruleset.from_dict(spec.pinned)
        except RulesetError as error:
            return Finding(stage="ruleset", message=str(error),
                           pointer="/ruleset/" + error.field.replace(".", "/"))
    assert spec.profile is not None
    try:
        base = profile(spec.profile)
    except SuiteError as error:
        return Finding(stage="ruleset", message=str(error), pointer="/ruleset/profile")
    try:
        return Ruleset.from_dict(merge(base, spec.overrides))
    except RulesetError as error:
        pointer = (
            "/ruleset/overrides/" + error.field if error.field in spec.overrides else "/ruleset/overrides"
        )
        return Finding(stage="ruleset", message=f"profile {spec.profile!r} with these overrides: {error}",
                       pointer=pointer)


def pinned_dict(spec: RulesetSpec) -> dict[str, Any]:
    """The fully pinned ruleset of a record, as sent to an engine's ``start``."""
    return resolve_ruleset(spec).to_dict()


# -- judging ----------------------------------------------------------------------------


class Referee:
    """Judges transcripts with the reference engine (or ``rules_judge``). One instance serves a whole corpus.

    ``rules_judge`` makes the judge of the walk for a transcript whose shape and ruleset are good: the
    reference engine's ``RulesJudge`` by default, ``conformance.judging.independent.IndependentJudge`` for the
    independent statement of the rules.
    """

    def __init__(
        self, fast: bool | None = None, rules_judge: Callable[[Transcript], Judge] | None = None
    ) -> None:
        self.schema = schema(fast)
        self.rules_judge = rules_judge or RulesJudge

    def check_document(self, document: Document) -> dict[str, Any]:
        """The verdict on one record as read from disk (never raises for bad input)."""
        verdict = verdict_base(document)
        if document.error is not None:
            error = document.error
            verdict.update(verdict=UNREADABLE, stage="read", message=error.message, line=error.line, column=error.column)
            return verdict
        try:
            errors = self.schema.errors(document.data)
        except RecursionError:
            verdict.update(verdict=UNREADABLE, stage="read", message="not readable: JSON nested too deeply")
            return verdict
        if errors:
            first = errors[0]
            verdict.update(
                verdict=INVALID,
                stage="schema",
                pointer=first.pointer,
                message=first.message,
                errors=[error.to_dict() for error in errors],
                error_count=errors.total,
                more_errors=errors.more,
            )
            return verdict
        try:
            transcript = Transcript.from_dict(document.data)
        except (ValueError, TypeError, KeyError) as error:  # the schema should have caught it; say so plainly
            verdict.update(verdict=INVALID, stage="schema", message=f"not a transcript: {error}")
            return verdict
        return self.check_transcript(transcript, verdict)

    def check_transcript(
        self, transcript: Transcript, verdict: dict[str, Any] | None = None
    ) -> dict[str, Any]:
        """The verdict on a transcript already read."""
        verdict = verdict if verdict is not None else verdict_base(None)
        finding = self.judge(transcript)
        verdict["hands"] = len(transcript.hands)
        verdict["events"] = transcript.event_count()
        if finding is None:
            verdict["verdict"] = VALID
        else:
            # A record naming no game the rulebook has (an unknown profile, an override of no option) cannot be
            # judged at all: unreadable, as for replay, not a record breaking a rule.
            verdict["verdict"] = UNREADABLE if finding.stage == "ruleset" else INVALID
            verdict.update(finding.to_dict())
        return verdict

    def judge(self, transcript: Transcript) -> Finding | None:
        """The first problem of a transcript in record order, or None when it is valid."""
        try:
            walk_match(self.rules_judge(transcript), transcript.hands)
        except RecordProblem as problem:
            return problem.finding
        return None


def verdict_base(document: Document | None) -> dict[str, Any]:
    """A verdict's first fields: where its record was read (none for a record given as a value)."""
    if document is None:
        return {"file": None, "line": None, "index": 0}
    return {"file": document.source, "line": document.line, "index": document.index}


def check_seating(transcript: Transcript, rules: Ruleset) -> None:
    """Raise ``RecordProblem`` unless the record's teams are the ruleset's and it lists one seat a player."""
    teams = None if rules.teams is None else [list(team) for team in rules.teams]
    if transcript.teams != teams:
        raise RecordProblem(
            Finding(
                stage="rules",
                message=f"the record's teams are {transcript.teams}; the ruleset's are {teams}",
                pointer="/teams",
                clause=FACTS["teams"] if teams is not None else FACTS["sides"],
                expected=teams,
                actual=transcript.teams,
            )
        )
    if transcript.seats is not None and len(transcript.seats) != transcript.players:
        raise RecordProblem(
            Finding(
                stage="record",
                message=f"the record lists {len(transcript.seats)} seats for {transcript.players} players",
                pointer="/seats",
            )
        )


class RulesJudge:
    """The referee as a judge of the walk: each of a record's claims against the reference engine's ruling."""

    def __init__(self, transcript: Transcript) -> None:
        self.transcript = transcript
        self.rules = rules = resolve_ruleset(transcript.ruleset)
        try:
            self.match = Match(rules, transcript.players)
        except DealError as error:
            raise RecordProblem(
                Finding(
                    stage="rules",
                    message=str(error),
                    pointer="/players",
                    clause=deal_clause(error.reason),
                    reason=error.reason,
                    expected=list(rules.players),
                    actual=transcript.players,
                )
            ) from None

    def begin(self) -> None:
        """The record's teams and seats must be the ruleset's."""
        check_seating(self.transcript, self.rules)

    def dealt(self, number: int, hand: HandRecord) -> None:
        """The deal must be legal, dealt while the match goes on, and the recorded leader the rules' one."""
        match, rules = self.match, self.rules
        if match.status == MATCH_OVER:
            raise RecordProblem(
                Finding(
                    stage="rules",
                    message=f"hand {number} is dealt after the match ended (totals "
                    f"{match.scores} after {match.hands_played} hand(s))",
                    pointer=_hand_pointer(number),
                    hand=number,
                    clause=match_end_clause(rules, match.scores, match.target),
                )
            )
        previous = match.hand_result  # the last hand's (a value): its end picks this hand's lead rule
        deal = hand.deal
        try:
            match.deal(deal.hands, deal.boneyard, deal.lots)
        except DealError as error:
            raise RecordProblem(
                Finding(
                    stage="rules",
                    message=f"the deal of hand {number} is not a legal deal: {error}",
                    pointer=_hand_pointer(number) + "/deal",
                    hand=number,
                    clause=deal_clause(error.reason),
                    reason=error.reason,
                )
            ) from None
        leader = None if match.hand_void else match.leader
        if hand.leader != leader and not (hand.leader is not None and match.take_leader(hand.leader)):
            clause = lead_clause(rules, *lead_situation(protocol_form(previous)))
            said = "nobody (a void deal)" if hand.leader is None else f"seat {hand.leader}"
            should = "nobody: the deal is void and is dealt again" if leader is None else f"seat {leader}"
            raise RecordProblem(
                Finding(
                    stage="rules",
                    message=f"the record has {said} lead hand {number}; under {clause} the leader is {should}",
                    pointer=_hand_pointer(number) + "/leader",
                    hand=number,
                    clause=clause,
                    expected=leader,
                    actual=hand.leader,
                )
            )

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """The event must be legal, a draw must take the boneyard's next tile, and its points be right."""
        match = self.match
        drawn_before = match.drawn
        try:
            match.apply(event.move, event.seat)
        except IllegalMove as error:
            raise RecordProblem(
                Finding(
                    stage="rules",
                    message=error.message,
                    pointer=_event_pointer(number, ply),
                    hand=number,
                    ply=ply,
                    clause=refusal_clause(error.reason),
                    reason=error.reason,
                    event=event.describe(),
                )
            ) from None
        kind = event.type
        if kind == DRAW:
            drawn = match.drawn_since(drawn_before)
            if drawn != event.drawn:
                raise RecordProblem(drawn_tile_finding(event, drawn, number, ply))
        elif kind == PLAY or kind == MUGGINS:
            scored = event_points(match)
            if (event.points or 0) != scored:
                rules = self.rules
                detail = f"; the ends count {match.line.count()}" if kind == PLAY and rules.fives else ""
                raise RecordProblem(
                    Finding(
                        stage="result",
                        message=f"the record scores {event.points or 0} for this move; it scores {scored}{detail}",
                        pointer=_event_pointer(number, ply) + "/points",
                        hand=number,
                        ply=ply,
                        clause=points_clause(rules, kind),
                        expected=scored or None,
                        actual=event.points,
                        event=event.describe(),
                    )
                )

    def hand_over(self, number: int, hand: HandRecord, last: Event | None) -> None:
        """The hand must be over as the record says, with the result and totals the rules give."""
        match = self.match
        if match.status == IN_PROGRESS:
            claimed_end = hand.result.end
            after = f" after {last.describe()}" if last is not None else ""
            raise RecordProblem(
                Finding(
                    stage="result",
                    message=f"the record ends hand {number}{after} with the hand over "
                    f"({claimed_end!r}); it is not over: seat {match.turn} is to act",
                    pointer=f"{_hand_pointer(number)}/result/end",
                    hand=number,
                    clause=hand_end_clause(claimed_end, self.rules),
                    expected=IN_PROGRESS,
                    actual=claimed_end,
                )
            )
        void = match.hand_void
        finding = hand_result_finding(
            hand.result, protocol_form(match.hand_result) or {}, match.scores, void, self.rules, match.sides,
            number,
        )
        if finding is not None:
            raise RecordProblem(finding)

    def end(self, hands: int) -> None:
        """The match's result must be the one the rules give."""
        match = self.match
        finding = match_result_finding(
            self.transcript.result,
            match.status == MATCH_OVER,
            match.winners,
            match.scores,
            match.hands_played,
            hands,
            self.rules,
            match.target,
        )
        if finding is not None:
            raise RecordProblem(finding)


def _hand_pointer(number: int) -> str:
    """The JSON pointer of hand ``number`` (from 1); built only for a finding."""
    return f"/hands/{number - 1}"


def drawn_tile_finding(event: Event, drawn: tuple[Tile, ...], number: int, ply: int) -> Finding:
    """A draw that names other tiles than the boneyard's next (one, or under ``draw.mode =
    until_playable_one_move`` every tile up to the first that fits): the finding on ``clause_table.drawn_clause``."""
    named = " ".join(map(str, event.drawn or ()))
    taken = " ".join(map(str, drawn))
    return Finding(
        stage="rules",
        message=f"the record has seat {event.seat} draw {named}; the draw takes {taken} from the boneyard",
        pointer=_event_pointer(number, ply) + ("/tiles" if event.tiles is not None else "/tile"),
        hand=number,
        ply=ply,
        clause=drawn_clause(len(drawn), len(event.drawn or ())),
        expected=taken,
        actual=named,
        event=event.describe(),
    )


def _event_pointer(number: int, ply: int) -> str:
    """The JSON pointer of event ``ply`` of hand ``number`` (both from 1); built only for a finding."""
    return f"{_hand_pointer(number)}/events/{ply - 1}"


#: What a verdict dict holds, in the order ``--json`` consumers may rely on.
VERDICT_KEYS = (
    "file",
    "line",
    "index",
    "verdict",
    "stage",
    "hand",
    "ply",
    "pointer",
    "clause",
    "clause_title",
    "reason",
    "message",
    "expected",
    "actual",
    "event",
    "errors",
    "hands",
    "events",
)

__all__ = [
    "INVALID",
    "UNREADABLE",
    "VALID",
    "VERDICT_KEYS",
    "Finding",
    "Referee",
    "RulesJudge",
    "clause_title",
    "event_points",
    "hand_result_finding",
    "lead_clause",
    "lead_situation",
    "match_end_clause",
    "match_result_finding",
    "pinned_dict",
    "points_clause",
    "refusal_clause",
    "resolve_ruleset",
    "turn_clause",
    "verdict_base",
    "winners_clause",
]
