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

import re
from dataclasses import dataclass
from typing import Any

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, DealError, Match
from reference_impl.moves import DRAW, MUGGINS, PLAY, IllegalMove
from reference_impl.result import protocol_form
from reference_impl.ruleset import Ruleset, merge
from reference_impl.status import DealFault
from reference_impl.tiles import Tile

from .clause_table import (
    deal_clause, drawn_clause, hand_end_clause, lead_clause, lead_situation, match_end_clause, points_clause,
    refusal_clause,
)
from .referee import Finding, RecordProblem, hand_result_finding, match_result_finding, resolve_ruleset
from conformance.records.sheets import LISTED, UNKNOWN, Sheet, SheetEvent, SheetHand, render_transcript
from conformance.judging.sheet_position import PositionProblem
from conformance.judging.sheet_position import start as start_position
from conformance.records.model import Deal, HandRecord, RulesetSpec, Transcript
from conformance.records.recording import Recorder, event_points

#: Deal faults that mean the sheet cannot be played at all under a ruleset (``DealError.reason``).
UNPLAYABLE_DEALS = frozenset({DealFault.PLAYERS, DealFault.HAND_SIZE, DealFault.INCOMPLETE, DealFault.LOTS})


class SheetProblem(Exception):
    """The sheet breaks a rule: ``finding`` names the clause; ``line`` and ``text`` where the sheet says it."""

    def __init__(self, finding: Finding, line: int, text: str, column: int | None = None) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.line = line
        self.text = text
        self.column = column

    @property
    def unplayable(self) -> bool:
        """Whether the ruleset itself, or the sheet's deal or seating under it, cannot be played at all."""
        return (self.finding.stage == "ruleset" or self.finding.reason in UNPLAYABLE_DEALS
                or self.text == "position")  # a position the ruleset's play cannot reach


@dataclass
class Played:
    """A sheet played to its last move: the engine's match, the rules, and the record so far."""

    sheet: Sheet
    rules: Ruleset
    match: Match
    recorder: Recorder
    last_event: SheetEvent | None
    situation: tuple[str, str | None]
    #: The last hand's moves as played: each with the count the ends show after it and what it scored.
    plays: list[tuple[SheetEvent, int, int]]
    #: The scores when the last hand began (its deal, or its position).
    scores_before: list[int]


def ruleset_spec(sheet: Sheet, changed: dict[str, Any] | None = None) -> RulesetSpec:
    """The sheet's ruleset: its teams when it states them (on any profile that allows them: the
    seating and the teams become overrides), with the options in ``changed`` set to other values."""
    spec = sheet.ruleset
    overrides = dict(stated_teams(sheet))
    overrides.update(changed or {})
    if not overrides:
        return spec
    if spec.pinned is not None:
        return RulesetSpec(pinned=merge(spec.pinned, overrides))
    return RulesetSpec(profile=spec.profile, overrides={**spec.overrides, **overrides})


def stated_teams(sheet: Sheet) -> dict[str, Any]:
    """The overrides a ``teams:`` line makes: the seating it is for, and the teams."""
    if not sheet.teams_stated:
        return {}
    return {"players": [sheet.players], "teams": sheet.teams}


def _opposite(teams: list[list[int]]) -> bool:
    """Whether partners sit apart, the teams taking turns round the table (seat s in team s mod k)."""
    count = len(teams)
    return all(len({seat % count for seat in team}) == 1 for team in teams)


def play(sheet: Sheet, changed: dict[str, Any] | None = None) -> Played:
    """Play every hand of the sheet; ``SheetProblem`` at the first thing that breaks a rule."""
    if sheet.teams_stated and sheet.teams is not None and not _opposite(sheet.teams):
        raise SheetProblem(Finding(
            stage="rules", message=f"the sheet's teams are {sheet.teams}: partners sit opposite, the "
            "teams taking turns round the table (teams: 0+2, 1+3)",
            clause="deal.teams.opposite", actual=sheet.teams),
            sheet.header_line("teams"), "teams", sheet.header_columns.get("teams"))
    if sheet.teams_stated and changed and {"teams", "players"} & set(changed):
        raise SheetProblem(Finding(stage="ruleset", message="the sheet states its teams and seating"),
                           sheet.header_line("teams"), "teams")
    spec = ruleset_spec(sheet, changed)
    try:
        rules = resolve_ruleset(spec)
    except RecordProblem as problem:
        key = "teams" if sheet.teams_stated and problem.finding.pointer.lstrip("/").split("/")[-1:] == ["teams"] \
            else "rules"
        raise SheetProblem(problem.finding, sheet.header_line(key), key) from None
    try:
        match = Match(rules, sheet.players)
    except DealError as error:
        raise SheetProblem(Finding(
            stage="rules", message=str(error), clause=deal_clause(error.reason), reason=error.reason),
            sheet.header_line("players"), "players") from None
    recorder = Recorder(match, spec, sheet.seats, sheet.metadata)
    last: SheetEvent | None = None
    situation = lead_situation(None)
    first = sheet.hands[0].position.number if sheet.hands and sheet.hands[0].position else 1
    plays: list[tuple[SheetEvent, int, int]] = []
    scores_before = list(match.scores)
    for number, hand in enumerate(sheet.hands, first):
        plays = []
        if hand.position is not None:
            try:
                match = recorder.match = start_position(sheet, hand, rules)
            except PositionProblem as problem:
                raise SheetProblem(problem.finding(number), problem.line, "position", problem.column) from None
            scores_before = list(match.scores_at_deal)  # as stated: the position may have ended its hand
            last = _play_moves(match, rules, recorder, hand, number, plays)
            continue
        scores_before = list(match.scores)
        if match.status == IN_PROGRESS:
            raise SheetProblem(Finding(
                stage="result", message=f"hand {number} is dealt while hand {number - 1} is not over: "
                f"seat {match.turn} is to act", hand=number - 1, clause="end.status"),
                hand.line, f"hand {number}")
        if match.status == MATCH_OVER:
            clause = match_end_clause(rules, match.scores, match.target)
            raise SheetProblem(Finding(
                stage="rules", message=f"hand {number} is dealt after the match ended (totals "
                f"{match.scores} after {match.hands_played} hand(s))", hand=number,
                clause=clause), hand.line, f"hand {number}")
        situation = lead_situation(protocol_form(match.hand_result))
        last = _play_hand(match, rules, recorder, hand, number, situation, plays, sheet.seat_name)
    if sheet.match is not None:
        finding = match_result_finding(sheet.match, match.status == MATCH_OVER, match.winners, match.scores,
                                       match.hands_played, first - 1 + len(sheet.hands), rules, match.target)
        if finding is not None:
            raise SheetProblem(finding, sheet.match_line, "match")
    return Played(sheet, rules, match, recorder, last, situation, plays, scores_before)


def _play_hand(match: Match, rules: Ruleset, recorder: Recorder, hand: SheetHand, number: int,
               situation: tuple[str, str | None], plays: list[tuple[SheetEvent, int, int]],
               sheet_name: Any = "seat {}".format) -> SheetEvent | None:
    boneyard = _boneyard(match, hand, number)
    try:
        recorder.deal(hand.hands, boneyard, hand.lots)
    except DealError as error:
        line, column = _deal_fault_place(match, hand, error)
        said = re.sub(r"\bhand (\d+)\b", lambda seat: sheet_name(int(seat[1])), str(error))  # as the sheet names seats
        raise SheetProblem(Finding(
            stage="rules", message=f"the deal of hand {number} is not a legal deal: {said}", hand=number,
            clause=deal_clause(error.reason), reason=error.reason),
            line, f"hand {number}", column) from None
    # Where the rules let the leader be chosen, the sheet's leader is the one chosen: stated, or the first mover.
    named = hand.leader if hand.leader_stated else hand.events[0].seat if hand.events else None
    if named is not None and named != match.leader:
        match.take_leader(named)
    leader = None if match.hand_void else match.leader
    if hand.leader_stated and hand.leader != leader:
        clause = lead_clause(rules, *situation)
        should = "nobody: the deal is void and is dealt again" if leader is None else f"seat {leader}"
        raise SheetProblem(Finding(
            stage="rules", message=f"the sheet has {_seat_or_nobody(hand.leader)} lead hand {number}; "
            f"under {clause} the leader is {should}", hand=number, clause=clause,
            expected=leader, actual=hand.leader), hand.line, "leader")
    return _play_moves(match, rules, recorder, hand, number, plays)


def _deal_fault_place(match: Match, hand: SheetHand, error: DealError) -> tuple[int, int]:
    """The line and column of what makes a deal illegal: the seat's line of a hand of the wrong size,
    the tile that is twice or not of the set, the boneyard line where a tile is missing."""
    size = match.hand_size
    if error.reason == DealFault.HAND_SIZE:
        for seat, tiles in enumerate(hand.hands):
            if len(tiles) != size and seat < len(hand.seat_places):
                place = hand.seat_places[seat]
                return place.line, place.of_tile(size) if len(tiles) > size else place.column
    if error.reason == DealFault.INCOMPLETE:
        seen: set[Tile] = set()
        listed = [(tiles, place) for tiles, place in zip(hand.hands, hand.seat_places)]
        if hand.boneyard is not None and hand.boneyard_place is not None:
            listed.append((hand.boneyard, hand.boneyard_place))
        for tiles, place in listed:
            for index, tile in enumerate(tiles):
                if tile in seen or tile not in match.tileset.index:
                    return place.line, place.of_tile(index)
                seen.add(tile)
        if hand.boneyard_place is not None:  # a tile missing from a listed boneyard
            return hand.boneyard_place.line, hand.boneyard_place.column
    return hand.line, 1  # the hand as a whole: too few or too many hands, lots missing


def _play_moves(match: Match, rules: Ruleset, recorder: Recorder, hand: SheetHand, number: int,
                plays: list[tuple[SheetEvent, int, int]]) -> SheetEvent | None:
    """Make a hand's moves (noting in ``plays`` each one's count and points), then hold its stated
    result to the rules."""
    last = None
    for ply, event in enumerate(hand.events, 1):
        scored = _play_event(match, rules, recorder, event, number, ply, stated_points=hand.result is not None)
        plays.append((event, match.line.count() if match.line.size else 0, scored))
        last = event
    if hand.result is not None:
        if match.status == IN_PROGRESS:
            # The clause of the end the sheet claims, as the referee names it for a transcript.
            clause = hand_end_clause(hand.result.end, rules)
            raise SheetProblem(Finding(
                stage="result", message=f"the sheet ends hand {number} ({hand.result.end!r}); it is not "
                f"over: seat {match.turn} is to act", hand=number, clause=clause,
                expected=IN_PROGRESS, actual=hand.result.end),
                hand.result_line, "result")
        finding = hand_result_finding(hand.result, protocol_form(match.hand_result) or {}, match.scores,
                                      match.hand_void, rules, match.sides, number)
        if finding is not None:
            raise SheetProblem(finding, hand.result_line, "result")
    return last


def _play_event(match: Match, rules: Ruleset, recorder: Recorder, event: SheetEvent, hand: int, ply: int,
                stated_points: bool) -> int:
    """Make one move of the sheet, and hold what the sheet states about it to the rules; what it scored."""
    move = event.move
    described = event.text
    try:
        match.check(move, event.seat)
    except IllegalMove as error:
        raise SheetProblem(Finding(
            stage="rules", message=error.message, hand=hand, ply=ply, clause=refusal_clause(error.reason),
            reason=error.reason, event=described), event.line, event.text) from None
    if move.kind == DRAW and match.boneyard[match.drawn] < 0:  # a position that gives the boneyard's size only
        raise SheetProblem(Finding(
            stage="rules", message="the position gives only the boneyard's size, so the tile drawn is not "
            "known: list the boneyard in draw order ('boneyard: 2-5 0-3 ...'), or name the "
            "tile drawn ('draws 2-5') with 'boneyard: unknown'", hand=hand, ply=ply,
            clause="draw.order", event=described), event.line, event.text)
    drawn_before = match.drawn
    recorder.apply(move)
    if move.kind == DRAW and event.drawn is not None:
        taken = match.drawn_since(drawn_before)
        if taken != event.drawn:
            named, took = " ".join(map(str, event.drawn)), " ".join(map(str, taken))
            clause = drawn_clause(len(taken), len(event.drawn))
            raise SheetProblem(Finding(
                stage="rules", message=f"the sheet has seat {event.seat} draw {named}; the draw takes {took} "
                "from the boneyard", hand=hand, ply=ply, clause=clause, expected=took, actual=named,
                event=described), event.line, event.text)
    scored = event_points(match) if move.kind in (PLAY, MUGGINS) else 0
    if (stated_points or event.points is not None) and (event.points or 0) != (scored or 0):
        raise SheetProblem(Finding(
            stage="result", message=f"the sheet scores {event.points or 0} for this move; it scores "
            f"{scored or 0}", hand=hand, ply=ply, clause=points_clause(rules, move.kind),
            expected=scored, actual=event.points, event=described), event.line, event.text)
    return scored or 0


def _seat_or_nobody(seat: int | None) -> str:
    return "nobody (a void deal)" if seat is None else f"seat {seat}"


def _boneyard(match: Match, hand: SheetHand, number: int) -> list[Tile]:
    """The boneyard in draw order: as listed; else the draws the sheet names, then the undealt tiles in set order."""
    if hand.boneyard_kind == LISTED:
        assert hand.boneyard is not None
        return hand.boneyard
    dealt = {tile for tiles in hand.hands for tile in tiles}
    named: list[Tile] = []
    place = hand.boneyard_place
    for index, tile in enumerate(hand.boneyard or ()):  # "boneyard: 2-5 4-4 the rest": these first
        if tile in dealt or tile in named:
            where = "is dealt" if tile in dealt else "is listed twice"
            raise SheetProblem(Finding(stage="rules", message=f"{tile} {where}: it cannot be in the boneyard too",
                                       hand=number, clause="deal.complete"), place.line if place else 0,
                               f"boneyard: {tile}", place.of_tile(index) if place else None)
        named.append(tile)
    if hand.boneyard_kind == UNKNOWN:
        for event in hand.events:
            for tile in event.drawn or ():
                if tile in dealt or tile in named:
                    where = "is dealt" if tile in dealt else "is drawn twice"
                    raise SheetProblem(Finding(
                        stage="rules", message=f"{tile} {where}: it cannot be drawn here", hand=number,
                        clause="deal.complete"), event.line, event.text)
                named.append(tile)
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
