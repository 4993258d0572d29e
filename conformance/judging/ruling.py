"""Rulings: the answer to a game sheet's question, under its rules and under every rulebook that disagrees.

``rule(sheet)`` plays the sheet on the reference engine (``sheet_play``) and
answers its question in words, with the clause and, for a score, the
arithmetic. An earlier move that breaks a rule is itself the ruling, named
as ``check`` names it. Then each rule option of the ruleset model is tried
at each of its other values (the model's values for enumerations and
switches, the values the options chapter documents for the rest): the
options under which the answer changes are the ones the answer depends on,
and each value is reported with its answer, the sources that take it and
the profiles that pin it. Values under which the sheet's own deal or rules
cannot be played (a hand size its deal does not have, lots it does not
give) do not apply to the sheet and are reported as such.

Every answer has a ``summary``: one short line, equal for equal answers,
which the sheet's ``expect`` lines are compared with.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from reference_impl import scoring
from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED
from reference_impl.moves import DRAW, GERUND, MUGGINS, PLAY, IllegalMove, Move
from reference_impl.result import NO_LEADER, HandResult
from reference_impl.ruleset import OPTIONS, Ruleset
from reference_impl.status import HandEnd

import conformance.rulebook.index as rulebook
from .clause_table import (
    lead_clause,
    match_end_clause,
    muggins_open_clause,
    option_clause,
    refusal_clause,
    turn_clause,
)
from .referee import RecordProblem, clause_title, resolve_ruleset
from conformance.records.sheets import END_QUESTION, MOVE_QUESTION, WHAT_NOW, Expectation, Sheet
from .sheet_play import Played, SheetProblem, play, ruleset_spec
from conformance.records.recording import event_points

PROBLEM, NOT_APPLICABLE, NO_QUESTION = "problem", "not_applicable", "no_question"
#: Options a sheet is never replayed under another value of: its tiles are of one set, and with
#: another set "the rest" of the boneyard would be other tiles, a different game rather than a
#: different rulebook.
SAME_EQUIPMENT = frozenset({"set.max_pip"})
MINUS = "\u2212"


@dataclass
class Answer:
    """One answer: ``summary`` (short, comparable), ``words`` (sentences for a reader) and the clauses."""

    kind: str
    summary: str
    words: list[str]
    clauses: list[str] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    #: What another value must change for the answer to depend on it: the summary, but for the end
    #: of a hand what the hand scored rather than the totals (earlier hands' scores move them too).
    key: str = ""

    def __post_init__(self) -> None:
        self.key = self.key or self.summary

    def to_dict(self) -> dict[str, Any]:
        """The answer as JSON data."""
        return {"kind": self.kind, "summary": self.summary, "words": self.words, "clauses": self.clauses,
                "details": self.details}


@dataclass
class ValueRuling:
    """The answer under one value of an option, with who takes that value."""

    value: Any
    answer: Answer
    current: bool
    sources: tuple[str, ...]
    profiles: list[str]

    def to_dict(self) -> dict[str, Any]:
        """The value's ruling as JSON data."""
        return {"value": self.value, "current": self.current, "answer": self.answer.to_dict(),
                "sources": list(self.sources), "profiles": self.profiles}


@dataclass
class OptionRuling:
    """An option the answer depends on, and the answer under each of its values."""

    option: str
    title: str
    values: list[ValueRuling]

    @property
    def dispute(self) -> str | None:
        """The section of spec/disputes.md on the point this option settles, if the sources dispute it."""
        return rulebook.dispute_sections().get(self.option)

    def to_dict(self) -> dict[str, Any]:
        """The option's rulings as JSON data."""
        return {"option": self.option, "title": self.title, "dispute": self.dispute,
                "values": [value.to_dict() for value in self.values]}


@dataclass
class ExpectationCheck:
    """One ``expect`` line of the sheet beside the answer the ruling gives."""

    expectation: Expectation
    actual: str

    #: The sheet's player names, each read as its seat (``Ben`` is ``seat 1``) when answers are compared.
    names: tuple[str, ...] = ()

    @property
    def agrees(self) -> bool:
        """Whether the ruling gives the expected answer (a player named or numbered alike)."""
        return _by_seat(self.actual, self.names) == _by_seat(self.expectation.answer, self.names)

    def to_dict(self) -> dict[str, Any]:
        """The check as JSON data."""
        e = self.expectation
        return {"line": e.line, "option": e.option, "value": e.value, "expected": e.answer, "actual": self.actual,
                "agrees": self.agrees}


@dataclass
class Ruling:
    """The whole ruling on a sheet."""

    sheet: Sheet
    answer: Answer
    options: list[OptionRuling]
    expectations: list[ExpectationCheck]

    @property
    def depends_on(self) -> list[OptionRuling]:
        """The options under another value of which the question gets another answer."""
        return [option for option in self.options
                if any(not value.current and value.answer.kind != NOT_APPLICABLE
                       and value.answer.key != self.answer.key
                       and not breaks_earlier(self.answer, value.answer) for value in option.values)]

    @property
    def breaking(self) -> list[tuple[OptionRuling, ValueRuling]]:
        """The option values under which the sheet's own moves break a rule before the question."""
        return [(option, value) for option in self.options for value in option.values
                if breaks_earlier(self.answer, value.answer)]

    def to_dict(self) -> dict[str, Any]:
        """The ruling as JSON data (the ``--json`` output)."""
        question = self.sheet.question
        return {
            "sheet": self.sheet.source,
            "question": None if question is None else {"line": question.line, "kind": question.kind,
                                                       "text": question.text},
            "answer": self.answer.to_dict(),
            "depends_on": [option.to_dict() for option in self.depends_on],
            "sheet_breaks_under": [{"option": option.option, "value": value.value, "answer": value.answer.to_dict()}
                                   for option, value in self.breaking],
            "expectations": [check.to_dict() for check in self.expectations],
        }


# -- the answer under one ruleset ---------------------------------------------------------------


def answer(sheet: Sheet, changed: dict[str, Any] | None = None) -> Answer:
    """The answer to the sheet's question under its rules, or with the options in ``changed`` set."""
    try:
        played = play(sheet, changed)
    except SheetProblem as problem:
        return _problem_answer(problem, changed)
    question = sheet.question
    plays = [{"line": event.line, "text": event.text, "count": count, "points": points}
             for event, count, points in played.plays]  # before a move question plays its move
    if question is None:
        found = Answer(NO_QUESTION, "no question", ["The sheet asks nothing; its moves are all legal."])
    elif question.kind == MOVE_QUESTION:
        found = _move_answer(played)
    elif question.kind == WHAT_NOW:
        found = _what_now(played)
    else:
        assert question.kind == END_QUESTION
        found = _end_answer(played)
    found.details["plays"] = plays
    return found


def _problem_answer(problem: SheetProblem, changed: dict[str, Any] | None) -> Answer:
    finding = problem.finding
    if changed and problem.unplayable:
        return Answer(NOT_APPLICABLE, "does not apply",
                      [f"The sheet cannot be played under this value: {finding.message}."])
    clause = finding.clause or "the ruleset"
    column = f", column {problem.column}" if problem.column else ""
    where = f"Line {problem.line}{column} ({problem.text})"
    words = [f"{where} breaks {_cite(clause)}. {_sentence(finding.message)}."]
    details = {"line": problem.line, "column": problem.column, "text": problem.text,
               **{k: v for k, v in finding.to_dict().items() if v is not None}}
    return Answer(PROBLEM, f"line {problem.line} breaks {clause}", words,
                  [finding.clause] if finding.clause else [], details)


def _cite(clause: str) -> str:
    """A clause id with its title, for words: ``score.out.all-other-hands — going out scores every other hand``."""
    title = clause_title(clause)
    return f"{clause} — {title[:1].lower() + title[1:]}" if title else clause


def _legal_clause(played: Played, move: Move) -> str:
    """The clause that allows a legal move."""
    rules, match = played.rules, played.match
    if move.kind == PLAY:
        if match.line.size == 0:
            return "lead.forced-tile" if match.forced_tile is not None else "line.lead.opens"
        return "line.play.match"
    if move.kind == MUGGINS:  # after the caller's own draw, the muggins window keeps the score open
        return muggins_open_clause(rules, DRAW if match.drew_this_turn else None)
    if not rules.must_play:
        return "turn.may-hold"
    return option_clause(rules, "draw.mode") if move.kind == DRAW else "turn.pass"


def _move_answer(played: Played) -> Answer:
    question = played.sheet.question
    assert question is not None and question.move is not None and question.seat is not None
    move = question.move
    who = played.sheet.seat_name(question.seat)
    text = f"{who} {move.words(GERUND)}"
    played.match.take_leader(question.seat)  # where the rules leave the choice of leader, the question makes it
    try:
        played.match.check(move, question.seat)
    except IllegalMove as error:
        clause = refusal_clause(error.reason)
        return Answer(MOVE_QUESTION, f"illegal, {clause}",
                      [f"No: {text} is not legal. {_sentence(error.message)} ({_cite(clause)})."],
                      [clause], {"legal": False, "reason": error.reason, "message": error.message})
    clause = _legal_clause(played, move)
    points = 0
    if move.kind in (PLAY, MUGGINS):  # what it scores (a pass or a draw scores nothing; a position may not know the tile drawn)
        played.match.apply(move, question.seat)
        points = event_points(played.match)
    words = [f"Yes: {text} is legal ({_cite(clause)})."]
    summary = "legal"
    clauses = [clause]
    if move.kind == PLAY and not points and played.rules.fives:
        count = played.match.line.count()
        if played.match.muggins_pending:
            words.append(f"It makes the ends count {count} but claims nothing, so its {count} points are left "
                         f"for the next player to take by calling muggins ({_cite('score.fives.claim')}).")
        else:
            words.append(f"It makes the ends count {count}, which scores nothing ({_cite('score.fives.multiple')}).")
    if points:
        count = played.match.line.count()
        scored = "takes the unclaimed" if move.kind == MUGGINS else f"makes the ends count {count} and scores"
        points_clause = "score.fives.muggins" if move.kind == MUGGINS else "score.fives.multiple"
        words.append(f"It {scored} {points} points ({_cite(points_clause)}).")
        summary += f", scores {points}"
        clauses.append(points_clause)
    return Answer(MOVE_QUESTION, summary, words, clauses, {"legal": True, "points": points})


def _sentence(message: str) -> str:
    """A message as a sentence's start: capitalised, without its final full stop."""
    return message[:1].upper() + message[1:].rstrip(".")


def _what_now(played: Played) -> Answer:
    match, rules, sheet = played.match, played.rules, played.sheet
    if match.status == REDEAL_NEEDED:
        return _redeal(played)
    if match.status in (HAND_OVER, MATCH_OVER):
        return _after_hand(played)
    previous: Any = played.last_event.as_event() if played.last_event else None
    if previous is None and match.line.size:  # a position, with tiles laid: the turn has gone round
        previous = PLAY
    clause = turn_clause(rules, match.ply + 1, previous, played.situation)
    if not match.ply and len(match.choosable) > 1:  # the rules leave the choice of leader: any of these
        names, short = ([name(seat) for seat in match.choosable] for name in (sheet.seat_name, partial(_short, sheet)))
        return Answer(WHAT_NOW, f"{', '.join(short[:-1])} or {short[-1]} may lead, any tile",
                      [f"Any of {', '.join(names[:-1])} or {names[-1]} may lead, with any tile of their hand: the "
                       f"rules let the leader be chosen ({_cite(clause)}).", _match_state(played)], [clause],
                      {"turn": None, "leaders": list(match.choosable)})
    moves = [str(move) for move in match.legal_moves()]
    who = sheet.seat_name(match.turn)
    words = [(f"{who} is to {'lead' if match.line.size == 0 else 'act'} ({_cite(clause)}); the legal moves are "
             f"{', '.join(moves)}.")]
    words.append(_match_state(played))
    return Answer(WHAT_NOW, f"{_short(sheet, match.turn)} to act: {', '.join(moves)}", words, [clause],
                  {"turn": match.turn, "legal_moves": moves})


def _redeal(played: Played) -> Answer:
    """The deal is void: dealt again, led as the rules say (after a tied block, by the after-tie rule)."""
    match, clause = played.match, _void_clause(played)
    result = match.hand_result
    lead = lead_clause(played.rules, "after_tie" if result is not None and result.tie else "first")
    if match.next_leader is None:  # a deal void before anyone led, or a tie led again as the first hand
        by = f" ({_cite(lead)})" if lead != clause else ""
        return Answer(WHAT_NOW, "redeal", [f"Nobody leads: the deal is void and is dealt again ({_cite(clause)}); "
                                           f"the first-hand rule picks who leads it{by}."],
                      list(dict.fromkeys([clause, lead])))
    who = played.sheet.seat_name(match.next_leader)
    return Answer(WHAT_NOW, f"redeal, {_short(played.sheet, match.next_leader)} leads it",
                  [f"The deal is void and is dealt again ({_cite(clause)}); {who} leads it ({_cite(lead)})."],
                  [clause, lead])


def _void_clause(played: Played) -> str:
    result = played.match.hand_result
    if result is not None and result.void_reason == NO_LEADER:
        return lead_clause(played.rules, "first")
    return "end.blocked-tie." + played.rules.blocked_tie.replace("_", "-")


def _after_hand(played: Played) -> Answer:
    match = played.match
    if match.status == MATCH_OVER:
        end = _match_end(played)
        return Answer(WHAT_NOW, end[0], end[1], end[2])
    result = match.hand_result
    after = "after_tie" if result is None or result.winner is None else "next"
    clause = lead_clause(played.rules, after, None if result is None else result.end)
    if match.next_leader is None:
        return Answer(WHAT_NOW, "hand over, next hand led by the first-hand rule",
                      [(f"The hand is over; the next hand's leader is chosen as for the first hand "
                       f"({_cite(clause)})."), _match_state(played)], [clause])
    who = played.sheet.seat_name(match.next_leader)
    return Answer(WHAT_NOW, f"hand over, {_short(played.sheet, match.next_leader)} leads next",
                  [f"The hand is over; {who} leads the next hand ({_cite(clause)}).", _match_state(played)],
                  [clause])


def _match_end(played: Played) -> tuple[str, list[str], list[str]]:
    match, rules = played.match, played.rules
    winners = match.winners or []
    clauses = [match_end_clause(rules, match.scores, match.target)]
    if _a_tournament_final(played):
        clauses.insert(0, "tournament.final")
    names = " and ".join(_side_name(played, side) for side in winners)
    return (f"match over, won by {_sides_short(played, winners)}",
            [f"The match is over: {names} won{_totals_words(match.scores)} "
             f"({'; '.join(map(_cite, clauses))})."], clauses)


def _a_tournament_final(played: Played) -> bool:
    """Whether the sheet plays a tournament's final: a profile of qualifying rounds (``match.end = qualify_two``)
    played to its target instead, the reading of "play down to one" the rulebook gives (``tournament.final``)."""
    base = rulebook.profiles().get(played.sheet.ruleset.profile or "")
    return (base is not None and (base.get("match") or {}).get("end") == "qualify_two"
            and played.rules.match_end == "target")


def _side_name(played: Played, side: int) -> str:
    if played.rules.teams is None:
        return played.sheet.seat_name(side)
    return f"team {side} (seats {' and '.join(map(str, played.match.sides[side]))})"


def _sides_short(played: Played, sides: list[int]) -> str:
    if played.rules.teams is not None:
        return " and ".join(f"team {side}" for side in sides)
    return " and ".join(_short(played.sheet, side) for side in sides)


def _short(sheet: Sheet, seat: int) -> str:
    """A seat as a summary names it: the player's name, else ``seat N``."""
    name = sheet.seats[seat].get("name") if sheet.seats and seat < len(sheet.seats) else None
    return name if isinstance(name, str) and name in _names(sheet) else f"seat {seat}"


def _names(sheet: Sheet) -> tuple[str, ...]:
    """The sheet's player names that stand for their seats (one word each), in seat order ('' unnamed)."""
    names = [seat.get("name") if isinstance(seat.get("name"), str) else "" for seat in sheet.seats or []]
    return tuple(name if re.fullmatch(r"[A-Za-z][A-Za-z0-9_'-]*", name or "") else "" for name in names)


def _by_seat(text: str, names: tuple[str, ...]) -> str:
    """An answer with each player's name read as its seat, and spaces aside, for comparing."""
    for seat, name in enumerate(names):
        if name:
            text = re.sub(rf"(?<![\w.-]){re.escape(name)}(?![\w.-])", f"seat {seat}", text)
    return " ".join(text.split())


def _match_state(played: Played) -> str:
    """Whether the match is over, in words: who won it, or the totals and what ends it."""
    match, rules = played.match, played.rules
    if match.status == MATCH_OVER:
        return _match_end(played)[1][0]
    totals = ", ".join(map(str, match.scores))
    if rules.match_end == "hands":
        goal = f"it ends after {rules.hands} hands; {match.hands_played} played"
    elif rules.match_end == "qualify_two":
        goal = f"two sides must reach {match.target}"
    else:
        goal = f"the target is {match.target}"
    return f"The match is not over: totals {totals}; {goal}."


def _totals_words(scores: list[int]) -> str:
    return f" with totals {', '.join(map(str, scores))}"


def _end_answer(played: Played) -> Answer:
    match, rules = played.match, played.rules
    if match.status == IN_PROGRESS:
        who = played.sheet.seat_name(match.turn)
        return Answer(END_QUESTION, f"not over, {_short(played.sheet, match.turn)} to act",
                      [f"The hand is not over: {who} is to act ({_cite('end.status')}).", _match_state(played)],
                      ["end.status"])
    result = match.hand_result
    assert result is not None  # the hand is over
    scores = " ".join(map(str, match.scores))
    if result.end == HandEnd.REDEAL:
        clause = _void_clause(played)
        return Answer(END_QUESTION, "redeal", [f"The deal is void and is dealt again ({_cite(clause)})."],
                      [clause])
    pips = list(result.pips)
    pips_words = "Pips left: " + ", ".join(f"{played.sheet.seat_name(s)} {p}" for s, p in enumerate(pips)) + "."
    if result.winner is None:
        return _tie_answer(played, result, pips_words)
    if result.end == HandEnd.TARGET:
        return _target_answer(played, result)
    side = result.side
    assert side is not None  # somebody won
    winner = _side_name(played, side)
    if result.end == HandEnd.OUT:
        end_clause = "end.going-out.partnership" if rules.teams is not None else "end.going-out"
        opening = f"{played.sheet.seat_name(result.winner)} goes out and wins the hand" + (
            f" for {winner}" if rules.teams is not None else "")
    elif rules.teams is not None and rules.blocked_winner == "lightest_hand":
        end_clause = "end.blocked.lightest-single-hand"
        opening = (f"The hand is blocked; {played.sheet.seat_name(result.winner)} holds the lightest hand "
                   f"and wins it for {winner}")
    else:
        end_clause = "end.blocked.lightest-team" if rules.teams is not None else "end.blocked.lightest-hand"
        opening = f"The hand is blocked; {winner} holds the fewest pips and wins it"
    text, value, clause = score_arithmetic(rules, result, match.sides)
    arithmetic = _sentence(f"{winner} scores {text}" if value == result.points else
                           f"{winner} scores {result.points}")
    bonus_clauses = _bonus_clauses(rules, result)
    cited = "; ".join(_cite(cited) for cited in [clause, *bonus_clauses])
    words = [f"{arithmetic} ({cited}); totals after the hand {', '.join(map(str, match.scores))}.",
             _sentence(f"{opening} ({_cite(end_clause)}). {pips_words}") + "."]
    summary = f"{result.end}, {_sides_short(played, [side])} scores {result.points}, totals {scores}"
    return _with_match_end(played, Answer(
        END_QUESTION, summary, words, [end_clause, clause, *bonus_clauses],
        {"end": result.end, "winner": side, "points": result.points, "pips": pips,
         "scores": list(match.scores), "arithmetic": text}))


def _target_answer(played: Played, result: HandResult) -> Answer:
    """A hand ended by an in-hand score that reaches the target (``match.target_check = at_once``)."""
    clause = "match.target-check.at-once"
    scores = played.match.scores
    words = [_sentence(f"{played.sheet.seat_name(result.winner)} reaches the target during the hand, which "
                       f"ends the hand and the match at once; the hand scores nothing at its end ({_cite(clause)}); "
                       f"totals {', '.join(map(str, scores))}") + "."]
    return _with_match_end(played, Answer(END_QUESTION, f"target, totals {' '.join(map(str, scores))}",
                                          words, [clause]))


def _tie_answer(played: Played, result: HandResult, pips_words: str) -> Answer:
    """A blocked hand whose lightest sides are level: void, or counted with nobody scoring (and a carry)."""
    match = played.match
    clause = _void_clause(played)
    void = result.redeal
    carried = result.carried or 0
    carry_words = f"; {_carry_arithmetic(played, result)}" if carried else ""
    again = "" if match.status == MATCH_OVER else " and is dealt again"
    words = [(f"The hand is void{again}" if void else "Nobody scores, and the hand counts")
             + f": it is blocked and the lightest hands are level{carry_words} ({_cite(clause)}); "
             f"totals after the hand {', '.join(map(str, match.scores))}.", pips_words]
    summary = ("blocked tie, void" if void else
               "blocked tie, nobody scores" + (f", {carried} carried" if carried else ""))
    clauses = [clause]
    if void and played.rules.fives:  # whether the points scored during the hand survive it
        clauses.append("end.redeal.fives-" + played.rules.voided_fives)
    scores = " ".join(map(str, match.scores))
    return _with_match_end(played, Answer(END_QUESTION, f"{summary}, totals {scores}", words, clauses))


def _carry_arithmetic(played: Played, result: HandResult) -> str:
    """What a tied hand carries, written out: ``the hand is worth (12 − 7) + (7 − 7) = 5, which carries to
    the next hand's winner``, twice under ``carry_doubled``, with the points carried before it added."""
    rules, sides = played.rules, played.match.sides
    totals, _ = scoring.blocked_counts(list(result.pips), sides, None, rules.blocked_winner)
    side = totals.index(min(totals))  # every tied side is worth the same (scoring.carried_points)
    seat = min(sides[side], key=lambda member: result.pips[member])
    text, worth, _ = _hand_score_arithmetic(rules, result._replace(winner=seat, side=side, carried=None), sides)
    factor = scoring.CARRY_FACTOR[rules.blocked_tie]
    before = (result.carried or 0) - factor * worth
    words = f"the hand is worth {text}" + (f", and twice that, {factor * worth}," if factor == 2 else ",")
    if before:
        return (f"{words} carries to the next hand's winner with the {before} points carried before: "
                f"{result.carried} points wait for it")
    return f"{words} {'carries' if factor == 2 else 'which carries'} to the next hand's winner"


def _with_match_end(played: Played, answer: Answer) -> Answer:
    """The answer about a hand's end, with the end of the match when the hand ended it, or the words
    that it goes on. Its key is what this hand scored, not the totals (which earlier hands move too)."""
    match = played.match
    scored = " ".join(str(after - before) for after, before in zip(match.scores, played.scores_before))
    key = answer.summary.split(", totals ")[0] + f", the hand scores {scored}"
    if played.match.status != MATCH_OVER:
        return Answer(answer.kind, answer.summary, answer.words + [_match_state(played)], answer.clauses,
                      answer.details, key)
    short, more, clauses = _match_end(played)
    return Answer(answer.kind, f"{answer.summary}, {short}", answer.words + more, answer.clauses + clauses,
                  answer.details, f"{key}, {short}")


# -- the arithmetic of a score ---------------------------------------------------------------------


def score_arithmetic(rules: Ruleset, result: HandResult, sides: list[list[int]]) -> tuple[str, int, str]:
    """A hand's end score written out (``(16 − 7) + (19 − 7) = 21``), its value, and the scoring clause.

    The terms are built as the scoring rule reads, and added by the same
    functions the engine uses (``reference_impl.scoring``); a test checks
    that the value equals the engine's score for every bundled sheet.
    Points carried from tied hands (``score.blocked_tie = carry``) are added next, and the bonuses the hand
    earned (``score.capicu``, ``score.chuchazo``, ``score.first_hands``) last.
    """
    text, value, clause = _hand_score_arithmetic(rules, result, sides)
    carried = result.carried or 0
    if carried:
        value += carried
        text = f"{text} + {carried} carried = {value}"
    for name, bonus in result.bonuses:
        value += bonus
        text = f"{text} + {bonus} for {'winning ' if name.startswith('hand') else 'the '}{name} = {value}"
    return text, value, clause


def _bonus_clauses(rules: Ruleset, result: HandResult) -> list[str]:
    """The clauses of the bonuses a hand earned."""
    options = {"capicú": "score.capicu", "chuchazo": "score.chuchazo"}
    return [option_clause(rules, options.get(name, "score.first_hands")) for name, _ in result.bonuses]


def _hand_score_arithmetic(
    rules: Ruleset, result: HandResult, sides: list[list[int]]
) -> tuple[str, int, str]:
    pips, side, winner = list(result.pips), result.side, result.winner
    assert side is not None and winner is not None  # only a won hand's score is written out
    rounding = rules.rounding
    if result.end == HandEnd.OUT and rules.out_score == "nothing":  # only the points made during the hand
        return "nothing for going out: 0", 0, "score.out.nothing"
    if result.end == HandEnd.OUT:
        own_side = sides[side]
        counted = [pips[seat] for seat in range(len(pips))
                   if seat != winner and (rules.out_score == "all_other_hands" or seat not in own_side)]
        clause = "score.out." + rules.out_score.replace("_", "-")
        return (*_added([str(p) for p in counted], counted, rounding), _with_rounding(clause, rounding))
    totals, hands = scoring.blocked_counts(pips, sides, winner, rules.blocked_winner)
    lightest = totals[side]
    others = [total for i, total in enumerate(totals) if i != side]
    clause = _with_rounding("score.blocked." + rules.blocked_score.replace("_", "-"), rounding)
    if rules.blocked_score == "diff_each":
        terms = [f"({other} {MINUS} {lightest})" for other in others]
        return (*_added(terms, [other - lightest for other in others], rounding), clause)
    if rules.blocked_score == "sum_minus_own":
        if rounding == "nearest_five_each":
            rounded = [scoring.round_to_five(other) for other in others]
            own = scoring.round_to_five(lightest)
            value = sum(rounded) - own
            return ((f"({' + '.join(map(str, rounded))}) {MINUS} {own}, each hand rounded to the nearest five, "
                    f"= {value}"), value, clause)
        grouped = f"({' + '.join(map(str, others))})" if len(others) > 1 else str(others[0])
        return (*_added([f"{grouped} {MINUS} {lightest}"], [sum(others) - lightest], rounding), clause)
    counted = [held for i, members in enumerate(hands)
               if i != side or rules.blocked_score == "all_pips" for held in members]
    return (*_added([str(held) for held in counted], counted, rounding), clause)


def _with_rounding(clause: str, rounding: str) -> str:
    return clause if rounding == "none" else "score.rounding." + rounding.replace("_", "-")


def _added(terms: list[str], values: list[int], rounding: str) -> tuple[str, int]:
    """``a + b = c``, with the rounding ``score.rounding`` asks for; the value by ``scoring.rounded_sum``."""
    value = scoring.rounded_sum(values, rounding)
    plain = " + ".join(terms)
    exact = sum(values)
    if rounding == "nearest_five_each":
        rounded = [scoring.round_to_five(v) for v in values]
        return f"{plain}, each rounded to the nearest five: {' + '.join(map(str, rounded))} = {value}", value
    shown = plain if len(terms) == 1 and terms[0] == str(exact) else f"{plain} = {exact}"
    if rounding == "nearest_five_total":
        return f"{shown}, rounded to the nearest five: {value}", value
    return (shown if shown != str(exact) else str(exact)), value


# -- the options the answer depends on ---------------------------------------------------------------


def _who_takes(book: rulebook.Rulebook | None, option_id: str, value: Any) -> tuple[tuple[str, ...], list[str]]:
    """The sources that take ``value`` and the profiles that pin it, from the options chapter."""
    if book is None:
        return (), []
    try:
        doc = book.option(option_id)
    except KeyError:
        return (), []
    sources: tuple[str, ...] = ()
    for documented in doc.values:
        if documented.value == value:
            sources = documented.sources
    profiles = sorted(name for name, pinned in doc.profiles.items() if pinned == value)
    return sources, profiles


def option_rulings(sheet: Sheet, base: Answer, rules: Ruleset | None,
                   book: rulebook.Rulebook | None) -> list[OptionRuling]:
    """Every option under some other value of which the answer is not the same, with the answer under each value."""
    if rules is None:
        return []
    out = []
    for option in OPTIONS:
        if option.id in SAME_EQUIPMENT:
            continue
        current = rules.value(option.id)
        others = [ValueRuling(value, answer(sheet, {option.id: value}), False, *_who_takes(book, option.id, value))
                  for value in option.alternatives(current)]
        if all(other.answer.kind == NOT_APPLICABLE or other.answer.key == base.key for other in others):
            continue
        title = option.summary
        if book is not None:
            try:
                title = book.option(option.id).title
            except KeyError:
                pass
        values = [ValueRuling(current, base, True, *_who_takes(book, option.id, current)), *others]
        out.append(OptionRuling(option.id, title, values))
    return out


def breaks_earlier(base: Answer, other: Answer) -> bool:
    """Whether, under another value, the sheet's own moves break a rule before its question is reached."""
    return other.kind == PROBLEM and base.kind != PROBLEM


def rule(sheet: Sheet, book: rulebook.Rulebook | None = None) -> Ruling:
    """The ruling on a sheet: its answer, the options it depends on, and its expectations checked."""
    base = answer(sheet)
    options = option_rulings(sheet, base, _rules_of(sheet), book)
    found = {(ruling.option, json.dumps(value.value)): value.answer.summary
             for ruling in options for value in ruling.values}
    checks = []
    names = _names(sheet)
    for expectation in sheet.expectations:
        if expectation.option is None:
            actual = base.summary
        else:
            key = (expectation.option, json.dumps(expectation.value))
            actual = found[key] if key in found else answer(sheet, {expectation.option: expectation.value}).summary
        checks.append(ExpectationCheck(expectation, actual, names))
    return Ruling(sheet, base, options, checks)


def _rules_of(sheet: Sheet) -> Ruleset | None:
    """The sheet's pinned ruleset, or None when its rules cannot be read (the answer says why)."""
    try:
        return resolve_ruleset(ruleset_spec(sheet))
    except RecordProblem:
        return None


# -- printing ----------------------------------------------------------------------------------------


def value_text(value: Any) -> str:
    """An option value as the sheets and the options chapter write it."""
    return value if isinstance(value, str) else json.dumps(value)


def render(ruling: Ruling) -> str:
    """The ruling in words, for a person at the table."""
    sheet = ruling.sheet
    question = sheet.question
    lines = [f"Sheet: {sheet.source}"]
    if question is not None:
        lines.append(f"Question (line {question.line}): ? {question.text}")
    rules_name = sheet.ruleset.profile or "a pinned ruleset"
    overrides = ", ".join(f"{k} = {value_text(v)}" for k, v in sorted(sheet.ruleset.overrides.items()))
    lines += ["", f"Under the sheet's rules ({rules_name}{' with ' + overrides if overrides else ''}):"]
    lines += [f"  {line}" for line in ruling.answer.words]
    plays = ruling.answer.details.get("plays") or []
    if plays:
        lines += ["", "The hand's moves, with the count the ends show after each:"]
        for play in plays:
            scored = f", scores {play['points']}" if play["points"] else ""
            lines.append(f"  line {play['line']}: {play['text']} (count {play['count']}{scored})")
    if ruling.depends_on:
        lines += ["", "The answer depends on:"]
        for option in ruling.depends_on:
            lines += ["", f"  {option.option} — {option.title}"]
            if option.dispute is not None:
                lines.append(f'  (the sources disagree: spec/disputes.md, "{option.dispute}")')
            # Each value's first sentence, unless two of them read the same: then each answer whole.
            firsts = [value.answer.words[0] for value in option.values]
            whole = len(set(firsts)) < len(firsts)
            for value in option.values:
                mark = " (the sheet's rules)" if value.current else ""
                words = " ".join(value.answer.words) if whole else value.answer.words[0]
                lines.append(f"    {value_text(value.value)}{mark}: {words}")
                who = [rulebook.source_title(source) for source in value.sources] + [
                    f"profile {name}" for name in value.profiles]
                if who:
                    lines.append(f"      taken by: {'; '.join(who)}")
    else:
        lines += ["", "No other value of any rule option changes this answer."]
    if ruling.breaking:
        lines += ["", "Under these values the sheet's own moves break a rule before the question:"]
        for option, value in ruling.breaking:
            lines.append(f"  {option.option} = {value_text(value.value)}: {value.answer.summary}")
    if ruling.expectations:
        wrong = [check for check in ruling.expectations if not check.agrees]
        lines += ["", (f"The sheet's expected answers: {len(ruling.expectations) - len(wrong)} of "
                      f"{len(ruling.expectations)} agree.")]
        for check in wrong:
            under = "" if check.expectation.option is None else \
                f" under {check.expectation.option} = {value_text(check.expectation.value)}"
            lines.append(f"  line {check.expectation.line}{under}: expected {check.expectation.answer!r}, "
                         f"the ruling is {check.actual!r}")
    return "\n".join(lines)
