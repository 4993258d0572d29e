"""Playing a game sheet on the reference engine: judging what it states, filling in what it leaves out.

``play`` deals each hand of a sheet and makes its moves in order, under the
sheet's rules or with one option changed. What the sheet states (a leader,
the tile a draw took, what a move scored, a hand's result, the match's) is
held to the rules with the referee's clause choices, so the first thing that
breaks a rule is reported as ``SheetProblem``: the sheet's line, what it
says there, and the clause, as ``check`` names it for a transcript. What the
sheet leaves out is taken from the engine, which is how ``to_transcript``
turns a sheet into a transcript.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, DealError, Match
from reference_impl.moves import DRAW, MUGGINS, PLAY, IllegalMove
from reference_impl.result import protocol_form
from reference_impl.ruleset import Ruleset, merge
from reference_impl.status import DealFault
from reference_impl.tiles import Tile

from .clause_table import (
    deal_clause, hand_end_clause, lead_clause, lead_situation, match_end_clause, points_clause,
    refusal_clause,
)
from .referee import Finding, RecordProblem, hand_result_finding, match_result_finding, resolve_ruleset
from .sheet import LISTED, UNKNOWN, Sheet, SheetEvent, SheetHand, render_transcript
from .records.model import Deal, HandRecord, RulesetSpec, Transcript
from .records.recording import Recorder, event_points

#: Deal faults that mean the sheet cannot be played at all under a ruleset (``DealError.reason``).
UNPLAYABLE_DEALS = frozenset({DealFault.PLAYERS, DealFault.HAND_SIZE, DealFault.INCOMPLETE, DealFault.LOTS})


class SheetProblem(Exception):
    """The sheet breaks a rule: ``finding`` names the clause; ``line`` and ``text`` where the sheet says it."""

    def __init__(self, finding: Finding, line: int, text: str) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.line = line
        self.text = text

    @property
    def unplayable(self) -> bool:
        """Whether the ruleset itself, or the sheet's deal or seating under it, cannot be played at all."""
        return self.finding.stage == "ruleset" or self.finding.reason in UNPLAYABLE_DEALS


@dataclass
class Played:
    """A sheet played to its last move: the engine's match, the rules, and the record so far."""

    sheet: Sheet
    rules: Ruleset
    match: Match
    recorder: Recorder
    last_event: SheetEvent | None
    situation: tuple[str, str | None]


def ruleset_spec(sheet: Sheet, changed: dict[str, Any] | None = None) -> RulesetSpec:
    """The sheet's ruleset, with the options in ``changed`` set to other values."""
    spec = sheet.ruleset
    if not changed:
        return spec
    if spec.pinned is not None:
        return RulesetSpec(pinned=merge(spec.pinned, changed))
    return RulesetSpec(profile=spec.profile, overrides={**spec.overrides, **changed})


def play(sheet: Sheet, changed: dict[str, Any] | None = None) -> Played:
    """Play every hand of the sheet; ``SheetProblem`` at the first thing that breaks a rule."""
    spec = ruleset_spec(sheet, changed)
    try:
        rules = resolve_ruleset(spec)
    except RecordProblem as problem:
        raise SheetProblem(problem.finding, sheet.header_line("rules"), "rules") from None
    try:
        match = Match(rules, sheet.players)
    except DealError as error:
        raise SheetProblem(Finding("rules", str(error), clause=deal_clause(error.reason), reason=error.reason),
                           sheet.header_line("players"), "players") from None
    teams = None if rules.teams is None else [list(team) for team in rules.teams]
    if sheet.teams_stated and sheet.teams != teams:
        clause = "deal.teams.opposite" if teams is not None else "score.side"
        raise SheetProblem(Finding("rules", f"the sheet's teams are {sheet.teams}; the rules' are {teams}",
                                   clause=clause, expected=teams, actual=sheet.teams),
                           sheet.header_line("teams"), "teams")
    recorder = Recorder(match, spec, sheet.seats, sheet.metadata)
    last: SheetEvent | None = None
    situation = lead_situation(None)
    for number, hand in enumerate(sheet.hands, 1):
        if match.status == IN_PROGRESS:
            raise SheetProblem(Finding("result", f"hand {number} is dealt while hand {number - 1} is not over: "
                                       f"seat {match.turn} is to act", hand=number - 1, clause="end.status"),
                               hand.line, f"hand {number}")
        if match.status == MATCH_OVER:
            clause = match_end_clause(rules, match.scores, match.target)
            raise SheetProblem(Finding("rules", f"hand {number} is dealt after the match ended (totals "
                                       f"{match.scores} after {match.hands_played} hand(s))", hand=number,
                                       clause=clause), hand.line, f"hand {number}")
        situation = lead_situation(protocol_form(match.hand_result))
        last = _play_hand(match, rules, recorder, hand, number, situation)
    if sheet.match is not None:
        finding = match_result_finding(sheet.match, match.status == MATCH_OVER, match.winners, match.scores,
                                       match.hands_played, len(sheet.hands), rules, match.target)
        if finding is not None:
            raise SheetProblem(finding, sheet.match_line, "match")
    return Played(sheet, rules, match, recorder, last, situation)


def _play_hand(match: Match, rules: Ruleset, recorder: Recorder, hand: SheetHand, number: int,
               situation: tuple[str, str | None]) -> SheetEvent | None:
    boneyard = _boneyard(match, hand, number)
    try:
        recorder.deal(hand.hands, boneyard, hand.lots)
    except DealError as error:
        raise SheetProblem(Finding("rules", f"the deal of hand {number} is not a legal deal: {error}", hand=number,
                                   clause=deal_clause(error.reason), reason=error.reason),
                           hand.line, f"hand {number}") from None
    leader = None if match.hand_void else match.leader
    if hand.leader_stated and hand.leader != leader:
        clause = lead_clause(rules, *situation)
        should = "nobody: the deal is void and is dealt again" if leader is None else f"seat {leader}"
        raise SheetProblem(Finding("rules", f"the sheet has {_seat_or_nobody(hand.leader)} lead hand {number}; "
                                   f"under {clause} the leader is {should}", hand=number, clause=clause,
                                   expected=leader, actual=hand.leader), hand.line, "leader")
    last = None
    for ply, event in enumerate(hand.events, 1):
        _play_event(match, rules, recorder, event, number, ply, stated_points=hand.result is not None)
        last = event
    if hand.result is not None:
        if match.status == IN_PROGRESS:
            # The clause of the end the sheet claims, as the referee names it for a transcript.
            clause = hand_end_clause(hand.result.end, rules)
            raise SheetProblem(Finding("result", f"the sheet ends hand {number} ({hand.result.end!r}); it is not "
                                       f"over: seat {match.turn} is to act", hand=number, clause=clause,
                                       expected=IN_PROGRESS, actual=hand.result.end),
                               hand.result_line, "result")
        finding = hand_result_finding(hand.result, protocol_form(match.hand_result) or {}, match.scores,
                                      match.hand_void, rules, match.sides, number)
        if finding is not None:
            raise SheetProblem(finding, hand.result_line, "result")
    return last


def _play_event(match: Match, rules: Ruleset, recorder: Recorder, event: SheetEvent, hand: int, ply: int,
                stated_points: bool) -> None:
    """Make one move of the sheet, and hold what the sheet states about it to the rules."""
    move = event.move
    described = event.text
    try:
        match.check(move, event.seat)
    except IllegalMove as error:
        raise SheetProblem(Finding("rules", error.message, hand=hand, ply=ply, clause=refusal_clause(error.reason),
                                   reason=error.reason, event=described), event.line, event.text) from None
    if move.kind == DRAW and event.drawn is not None:
        coming = match.tileset.tiles[match.boneyard[match.drawn]]
        if coming != event.drawn:
            raise SheetProblem(Finding("rules", f"the sheet has seat {event.seat} draw {event.drawn}; the next tile "
                                       f"of the boneyard is {coming}", hand=hand, ply=ply, clause="draw.order",
                                       expected=str(coming), actual=str(event.drawn), event=described),
                               event.line, event.text)
    recorder.apply(move)
    scored = event_points(match) if move.kind in (PLAY, MUGGINS) else 0
    if (stated_points or event.points is not None) and (event.points or 0) != (scored or 0):
        raise SheetProblem(Finding("result", f"the sheet scores {event.points or 0} for this move; it scores "
                                   f"{scored or 0}", hand=hand, ply=ply, clause=points_clause(rules, move.kind),
                                   expected=scored, actual=event.points, event=described), event.line, event.text)


def _seat_or_nobody(seat: int | None) -> str:
    return "nobody (a void deal)" if seat is None else f"seat {seat}"


def _boneyard(match: Match, hand: SheetHand, number: int) -> list[Tile]:
    """The boneyard in draw order: as listed; else the draws the sheet names, then the undealt tiles in set order."""
    if hand.boneyard_kind == LISTED:
        assert hand.boneyard is not None
        return hand.boneyard
    dealt = {tile for tiles in hand.hands for tile in tiles}
    named: list[Tile] = []
    if hand.boneyard_kind == UNKNOWN:
        for event in hand.events:
            if event.drawn is None:
                continue
            if event.drawn in dealt or event.drawn in named:
                where = "is dealt" if event.drawn in dealt else "is drawn twice"
                raise SheetProblem(Finding("rules", f"{event.drawn} {where}: it cannot be drawn here", hand=number,
                                           clause="deal.complete"), event.line, event.text)
            named.append(event.drawn)
    rest = [tile for tile in match.tileset.tiles if tile not in dealt and tile not in named]
    return named + rest


# -- to a transcript ----------------------------------------------------------------------------


class ConversionError(ValueError):
    """A sheet cannot be written as a transcript; the message names the sheet's line."""


def to_transcript(sheet: Sheet) -> Transcript:
    """The sheet as a transcript: what it states, kept as written; what it leaves out, from the engine.

    A transcript holds finished hands only, so every hand of the sheet must
    be over; the question and the expectations are not part of a transcript.
    """
    if _complete(sheet):
        return _stated_transcript(sheet)
    try:
        played = play(sheet)
    except SheetProblem as problem:
        raise ConversionError(f"{sheet.source}:{problem.line}: cannot fill in what the sheet leaves out: "
                              f"{problem.finding.message} ({problem.finding.clause})") from None
    if played.match.status == IN_PROGRESS:
        hand = sheet.hands[-1]
        raise ConversionError(f"{sheet.source}:{hand.line}: hand {len(sheet.hands)} is not over (seat "
                              f"{played.match.turn} is to act): a transcript holds finished hands only")
    transcript = played.recorder.transcript()
    for record, hand in zip(transcript.hands, sheet.hands):
        if hand.result is not None:
            record.result = hand.result
            for event, stated in zip(record.events, hand.events):
                event.points = stated.points
    if sheet.match is not None:
        transcript.result = sheet.match
    return transcript


def _complete(sheet: Sheet) -> bool:
    """Whether the sheet states everything a transcript holds, so no play is needed."""
    return sheet.match is not None and all(
        hand.leader_stated and hand.result is not None and hand.boneyard_kind == LISTED
        and all(event.drawn is not None for event in hand.events if event.move.kind == DRAW)
        for hand in sheet.hands
    )


def _stated_transcript(sheet: Sheet) -> Transcript:
    assert sheet.match is not None
    teams = sheet.teams
    if not sheet.teams_stated:
        try:
            rules = resolve_ruleset(sheet.ruleset)
        except RecordProblem as problem:
            raise ConversionError(f"{sheet.source}:1: {problem.finding.message}") from None
        teams = None if rules.teams is None else [list(team) for team in rules.teams]
    hands = []
    for hand in sheet.hands:
        assert hand.result is not None and hand.boneyard is not None
        deal = Deal([sorted(tiles) for tiles in hand.hands], list(hand.boneyard), hand.lots)
        hands.append(HandRecord(deal, hand.leader, [event.as_event() for event in hand.events], hand.result))
    return Transcript(ruleset=sheet.ruleset, players=sheet.players, teams=teams, hands=hands, result=sheet.match,
                      seats=sheet.seats, metadata=sheet.metadata)


def from_transcript(transcript: Transcript) -> str:
    """A transcript as a sheet (stating its teams only when the rules do not imply them)."""
    try:
        rules = resolve_ruleset(transcript.ruleset)
        teams: Any = None if rules.teams is None else [list(team) for team in rules.teams]
    except RecordProblem:
        teams = "unknown"
    return render_transcript(transcript, teams)
