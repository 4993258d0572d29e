"""A divergence found in play, shrunk to the shortest reproduction and written as a ready scenario.

``shrink`` takes the hands that led to a divergence (deals and moves) and
looks, greedily, for fewer hands, fewer moves before the divergence, moves
that are simply each player's first legal move, and a boneyard in plain
order, keeping each change only while the engine still diverges on the
same clause (when the divergence is a refusal, every illegal move of its
kind is offered at every ply, so a reproduction does not hang on a random
sample). ``scenario_text`` writes the result in
the suite's own step vocabulary (features/STEPS.md), tagged with the clause;
dropped into a features folder it fails the engine on that clause and passes
the reference engine. ``completed_transcript`` records the reproduction as
the reference engine plays it to the hand's end, for ``replay``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reference_impl.engine import Match
from reference_impl.moves import INFINITIVE, Move, describe_move
from reference_impl.ruleset import Ruleset
from reference_impl.status import HandEnd

from .divergences import PlayOutcome
from .judge import (
    Expectation,
    Found,
    PlayDivergence,
    ScriptedChooser,
    pinned_overrides,
    planned_hands,
    replay_plan,
)
from ..sessions import ProtocolSession
from conformance.rulebook.index import profile, profiles
from conformance.records.model import Deal, Event, RulesetSpec, Transcript, dumps
from conformance.inputs.text_output import write_new_files
from conformance.records.recording import Recorder
from conformance.inputs.terminal import visible
from ..walker import walk_match

Plan = list[tuple[Deal, list[Move | None]]]


@dataclass
class Reproduction:
    """The shortest reproduction found: the hands played to the divergence, and the divergence."""

    rules: Ruleset
    players: int
    hands: list[tuple[Deal, list[Event]]]
    divergence: PlayDivergence
    attempts: int

    @property
    def clause(self) -> str:
        """The clause the engine breaks."""
        return self.divergence.finding.clause or ""

    @property
    def plies(self) -> int:
        """Moves made before the divergence, over every hand."""
        return sum(len(events) for _, events in self.hands)


def shrink(
    session: ProtocolSession, rules: Ruleset, players: int, found: Found, budget: int = 150
) -> Reproduction | None:
    """The shortest reproduction of ``found`` this greedy search reaches within ``budget`` replays.

    None when the divergence does not reproduce at all (an engine that
    behaves differently on the same moves: its fault is not in the rules).
    """
    attempts = 0
    expectation = found.expectation
    probes = [expectation.detail.get("what", "")] if expectation.kind in ("refused", "unchanged", "deal_refused") else []

    def attempt(plan: Plan) -> tuple[list[tuple[Deal, list[Event]]], PlayDivergence] | None:
        nonlocal attempts
        attempts += 1
        judge, divergence = replay_plan(session, rules, players, plan, probes)
        if divergence is None or divergence.finding.clause != clause:
            return None
        return judge.played(), divergence

    clause = found.finding.clause
    plan: Plan = [(deal, list(moves)) for deal, moves in found.plan]
    first = attempt(plan)
    if first is None:  # offering every illegal move of the kind may meet another divergence first: shrink that
        judge, divergence = replay_plan(session, rules, players, plan, probes)
        if divergence is None:
            return None
        clause = divergence.finding.clause
        first = judge.played(), divergence
    best_plan, (best_hands, best_divergence) = plan, first
    best_key = _key(best_plan, best_hands)

    def better(candidate: Plan) -> bool:
        nonlocal best_plan, best_hands, best_divergence, best_key
        if attempts >= budget:
            return False
        result = attempt(candidate)
        if result is None:
            return False
        key = _key(candidate, result[0])
        if key >= best_key:
            return False
        best_plan, (best_hands, best_divergence), best_key = candidate, result, key
        return True

    improved = True
    while improved and attempts < budget:
        improved = False
        # Fewer hands: the diverging hand alone first, then dropping earlier hands one by one.
        for start in range(len(best_plan) - 1, 0, -1):
            if better([(deal, list(moves)) for deal, moves in best_plan[start:]]):
                improved = True
                break
        # Simpler moves: each one the player's first legal move, from the start of the hand.
        for hand_index in range(len(best_plan)):
            for ply in range(len(best_hands[hand_index][1]) if hand_index < len(best_hands) else 0):
                moves = best_plan[hand_index][1]
                if ply >= len(moves) or moves[ply] is None:
                    continue
                trial = [(deal, list(ms)) for deal, ms in best_plan]
                trial[hand_index][1][ply] = None
                improved = better(trial) or improved
        # A plain deal: the boneyard in the set's order.
        for hand_index, (deal, moves) in enumerate(best_plan):
            ordered = sorted(deal.boneyard)
            if ordered != deal.boneyard:
                trial = [(d, list(ms)) for d, ms in best_plan]
                trial[hand_index] = (Deal(deal.hands, ordered, deal.lots), list(moves))
                improved = better(trial) or improved
    return Reproduction(rules, players, best_hands, best_divergence, attempts)


def _key(plan: Plan, played: Sequence[tuple[Deal, Sequence[Event]]]) -> tuple[int, int, int, int]:
    """Smaller is simpler: hands, moves before the divergence, moves chosen other than the first legal one,
    boneyards out of the set's order."""
    plies = sum(len(moves) for _, moves in played)
    chosen = sum(
        1 for (_, planned), (_, made) in zip(plan, played) for move in planned[: len(made)] if move is not None
    )
    unsorted = sum(1 for deal, _ in played if list(deal.boneyard) != sorted(deal.boneyard))
    return len(played), plies, chosen, unsorted


# -- the scenario ----------------------------------------------------------------------------------------


def base_profile(rules: Ruleset) -> str:
    """The profile a ruleset is written against: its own name when that is a profile, else the closest one."""
    known = profiles()
    if rules.name in known:
        return rules.name
    return min(known, key=lambda name: len(pinned_overrides(rules, Ruleset.from_dict(known[name]))))


def scenario_id(text: str, clause: str) -> str:
    """A stable id for a written scenario: the clause and a digest of its steps."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    return f"play-{clause.replace('.', '-')}-{digest}"


def _table(rows: Sequence[Sequence[str]], indent: str) -> list[str]:
    widths = [max(len(row[column]) for row in rows) for column in range(len(rows[0]))]
    return [indent + "| " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths)) + " |" for row in rows]


def _deal_rows(deal: Deal) -> list[list[str]]:
    rows = [["seat", "tiles"]]
    rows += [[str(seat), " ".join(str(tile) for tile in sorted(hand))] for seat, hand in enumerate(deal.hands)]
    if deal.boneyard:
        rows.append(["boneyard", " ".join(str(tile) for tile in deal.boneyard)])
    if deal.lots is not None:
        rows.append(["lots", " ".join(str(tile) for tile in deal.lots)])
    return rows


def _numbers(values: Sequence[int]) -> str:
    words = [str(value) for value in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


#: The kinds of divergence a scenario can show (a refused ruleset or other sides need no deal to show).
WRITABLE = frozenset({"turn", "status", "hand_sizes", "boneyard", "hands", "ends", "count", "scores", "muggins",
                      "legal", "refused", "unchanged", "accepted", "hand_end", "match_end", "view", "deal_refused"})


def then_steps(expectation: Expectation) -> list[str]:
    """The steps that check what the reference engine shows where the engine diverged."""
    kind, value, seat, move = expectation.kind, expectation.value, expectation.seat, expectation.move
    if kind == "turn":
        return [f"Then seat {value} is to act"]
    if kind == "status":
        return [f"Then the status is {value}"]
    if kind == "hand_sizes":
        return [f"Then seat {seat} holds {value} tile{'s' if value != 1 else ''}"]
    if kind == "boneyard":
        return [f"Then the boneyard holds {value} tile{'s' if value != 1 else ''}"]
    if kind == "hands":
        return [f'Then seat {seat} holds "{" ".join(value)}"']
    if kind == "ends":
        if not value:
            raise ValueError("no step says that no end is open")
        return [f"Then the open ends show {_numbers(sorted(end['value'] for end in value))}"] + [
            f"And the {end['end']} end shows {end['value']}" for end in value
        ]
    if kind == "count":
        return [f"Then the count is {value}"]
    if kind == "scores":
        return [f"Then the scores are {_numbers(value)}"]
    if kind == "view":
        return [f"Then seat {seat}'s view shows its own hand and no hidden tile"]
    if kind == "deal_refused":
        return ["When the deal is offered:", *_table(_deal_rows(expectation.detail["deal"]), "  "),
                "Then the deal is refused"]
    if kind == "muggins":
        return [f"Then {value} point{'s are' if value != 1 else ' is'} waiting for muggins"]
    if kind == "legal":
        listed = f'the legal moves are "{", ".join(describe_move(m) for m in value)}"'
        # Whose moves they are: where the rules let the engine choose its leader, the scenario follows it there.
        return [f"Then {listed}"] if seat is None else [f"Then seat {seat} is to act", f"And {listed}"]
    if kind in ("refused", "unchanged") and move is not None:
        steps = [f"When seat {seat} tries to {move.words(INFINITIVE)}", f'Then the move is refused as "{value}"']
        return steps + (["And nothing has changed"] if kind == "unchanged" else [])
    if kind == "accepted" and move is not None:
        return [f"When seat {seat} tries to {move.words(INFINITIVE)}", "Then the move is accepted"]
    if kind == "hand_end":
        return _hand_end_steps(value, expectation.detail)
    if kind == "match_end":
        if value:
            seats = expectation.detail.get("seats") or []
            return [f"Then the match is over, won by seat{'s' if len(seats) > 1 else ''} {_numbers(seats)}"]
        return ["Then the match is not over"]
    raise ValueError(f"no step checks a divergence of kind {kind!r}")


def _hand_end_steps(result: dict[str, Any], detail: Any) -> list[str]:
    field = detail.get("field")
    end, winner = result.get("end"), result.get("winner")
    if end == HandEnd.REDEAL:
        outcome = "Then a redeal is needed"
        if field == "end":  # the status alone does not show the result a void hand still has
            points = result.get("points", 0)
            return [outcome, f"And the hand scores {points} point{'s' if points != 1 else ''}"]
    elif end == HandEnd.OUT:
        outcome = f"Then seat {winner} goes out and wins the hand"
    elif end == HandEnd.TARGET:  # the match ended in the hand, at the move that reached its target
        sides, side = detail.get("sides"), result.get("side")
        seats = sides[side] if isinstance(sides, list) and isinstance(side, int) and side < len(sides) else [winner]
        steps = ["Then the hand is over",
                 f"And the match is over, won by seat{'s' if len(seats) > 1 else ''} {_numbers(seats)}"]
        if field == "scores":
            steps.append(f"And the scores are {_numbers(detail.get('scores') or [0])}")
        return steps
    elif winner is None:
        outcome = "Then the hand is blocked with no winner"
    else:
        outcome = f"Then the hand is blocked and won by seat {winner}"
    if field == "pips":
        return [outcome, f"And the pips left are {_numbers(result.get('pips') or [0])}"]
    if field == "points":
        return [outcome, f"And the hand scores {result.get('points', 0)} point{'s' if result.get('points') != 1 else ''}"]
    if field == "scores":
        return [outcome, f"And the scores are {_numbers(detail.get('scores') or [0])}"]
    return [outcome]


def _led_as_the_reference_leads(reproduction: Reproduction) -> Reproduction:
    """The reproduction with its seats rotated so that its first hand is led from the seat the reference
    engine leads from, where the engine led from another one the rules let it choose (``lead.first_hand =
    at_random``): a story the reference engine plays as written. The seats are turned round the table only
    where the sides stay as they were numbered (individual play, or partners moved together)."""
    deal, events = reproduction.hands[0]
    expectation = reproduction.divergence.expectation
    led = events[0].seat if events else expectation.seat if reproduction.divergence.finding.hand == 1 else None
    players, rules = reproduction.players, reproduction.rules
    match = Match(rules, players)
    match.deal(deal.hands, deal.boneyard, deal.lots)
    shift = (match.leader - led) % players if led is not None and led in match.choosable else 0
    if not shift or (rules.teams is not None and shift % len(rules.teams)):
        return reproduction

    def seat(value: Any) -> Any:
        return (value + shift) % players if isinstance(value, int) and not isinstance(value, bool) else value

    def by_seat(values: Any) -> Any:  # a list held seat by seat (in individual play, side by side too)
        if not isinstance(values, list) or len(values) != players:
            return values
        return [values[(index - shift) % players] for index in range(players)]

    sides_are_seats = rules.teams is None
    value, detail = expectation.value, dict(expectation.detail)
    if expectation.kind == "turn":
        value = seat(value)
    elif expectation.kind == "scores" and sides_are_seats:
        value = by_seat(value)
    elif expectation.kind == "hand_end" and isinstance(value, dict):
        value = dict(value, winner=seat(value.get("winner")), pips=by_seat(value.get("pips")),
                     side=seat(value.get("side")) if sides_are_seats else value.get("side"))
    if sides_are_seats and "scores" in detail:
        detail["scores"] = by_seat(detail["scores"])
    if "seats" in detail:
        detail["seats"] = sorted(seat(each) for each in detail["seats"])
    rotated = Expectation(kind=expectation.kind, value=value, seat=seat(expectation.seat), move=expectation.move,
                          detail=detail)
    hands = [(Deal(by_seat(hand_deal.hands), hand_deal.boneyard, by_seat(hand_deal.lots)),
              [Event(seat(event.seat), event.type, event.tile, event.end, event.claim, event.points, tiles=event.tiles)
               for event in hand_events]) for hand_deal, hand_events in reproduction.hands]
    divergence = PlayDivergence(reproduction.divergence.finding, rotated)
    return Reproduction(rules, players, hands, divergence, reproduction.attempts)


def scenario_text(reproduction: Reproduction, game: str, engine_name: str, seed: int | None = None) -> str:
    """The reproduction as a feature file of one scenario, ready to run with ``domino-conformance run``."""
    reproduction = _led_as_the_reference_leads(reproduction)
    rules, divergence = reproduction.rules, reproduction.divergence
    finding = divergence.finding
    base = base_profile(rules)
    overrides = pinned_overrides(rules, Ruleset.from_dict(profile(base)))
    # Values written without a comma go on the rules line, set together (one may need another, as
    # match.end = hands needs match.hands); the rest (lists, maps) each on a step of its own.
    inline = {option: json.dumps(value) for option, value in overrides.items() if "," not in json.dumps(value)}
    together = f" with {', '.join(f'{option} = {value}' for option, value in inline.items())}" if inline else ""
    body: list[str] = [f'Given the "{base}" rules for {reproduction.players} players{together}']
    body += [f"And the option {option} is {json.dumps(value)}" for option, value in overrides.items()
             if option not in inline]
    hands = reproduction.hands
    if divergence.expectation.kind == "deal_refused":
        hands = hands[:-1]  # the hand whose deal was offered spoilt first: its Then steps offer that deal
    for index, (deal, events) in enumerate(hands):
        body.append("And the deal:" if index == 0 else "When the next hand is dealt:")
        body += _table(_deal_rows(deal), "  ")
        if events:
            body.append("When these moves are played:")
            rows = [["seat", "move"]] + [[str(event.seat), str(event.move)] for event in events]
            body += _table(rows, "  ")
    body += then_steps(divergence.expectation)
    steps_text = "\n".join(body)
    ident = scenario_id(steps_text, reproduction.clause)
    where = f"hand {finding.hand}" + (f", ply {finding.ply}" if finding.ply else "")
    found_by = f"{one_line(engine_name)}, {game} for {reproduction.players} players" + (
        f", seed {seed}" if seed is not None else "")
    lines = [
        f"# Written by domino-conformance play: {found_by}; found at {where}, shrunk in {reproduction.attempts} replays.",
        f"Feature: Differential play: {reproduction.clause}",
        "",
        f"  @clause:{reproduction.clause} @id:{ident}",
        f"  Scenario: {_title(one_line(finding.message))}",
        *[f"    {line}" for line in _wrap("Found by differential play: " + one_line(finding.message))],
        *[f"    {line}" for line in body],
    ]
    return "\n".join(lines) + "\n"


def _title(message: str) -> str:
    text = message.split(": ", 1)[-1] if message.startswith("before ") else message
    return (text[:97] + "...") if len(text) > 100 else text


def one_line(text: str) -> str:
    """Text an engine gave (its name, a refusal's message) as one line of a feature file: every run of
    whitespace a space (a line break would start a tag, step or Scenario line), controls ``visible``."""
    return visible(" ".join(text.split()))


#: Words that make a line of a feature file something other than description: tags, comments, tables,
#: doc strings and the keywords of Gherkin's blocks and steps.
_GHERKIN_WORDS = frozenset({"Feature", "Rule", "Background", "Scenario", "Example", "Examples", "Scenarios",
                            "Given", "When", "Then", "And", "But", "*"})


def _may_start_a_line(word: str) -> bool:
    """Whether a description line may begin with ``word`` and still be read as description."""
    return not word.startswith(("@", "#", "|", '"""', "```")) and word.rstrip(":") not in _GHERKIN_WORDS


def _wrap(text: str, width: int = 100) -> list[str]:
    """``text`` in lines of about ``width``, none of them beginning with a word Gherkin would read as more
    than description (such a word stays on the line before)."""
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width and _may_start_a_line(word):
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


def completed_transcript(reproduction: Reproduction, metadata: dict[str, Any] | None = None) -> Transcript:
    """The reproduction as the reference engine records it, its last hand played on to its end."""
    rules = reproduction.rules
    recorder = Recorder(Match(rules, reproduction.players), RulesetSpec(pinned=rules.to_dict()), metadata=metadata)
    chooser = ScriptedChooser([[event.move for event in events] for _, events in reproduction.hands])
    walk_match(recorder, planned_hands(recorder.match, (deal for deal, _ in reproduction.hands), chooser))
    return recorder.transcript()


def write_reproduction(session: ProtocolSession, outcome: PlayOutcome, found: Found, folder: Path,
                       engine_name: str, same_clause: bool = False) -> tuple[Path, Path] | tuple[()]:
    """Shrink ``found`` (a divergence of ``outcome``'s play) and write its scenario and transcript into
    ``folder`` (``save_new_pair``): the two paths, or none when it does not reproduce (or, with
    ``same_clause``, reproduces only as a divergence on another clause). ``ValueError`` when the step
    vocabulary cannot state it; ``UnwritableOutput`` when the folder cannot be written."""
    assert outcome.rules is not None
    reproduction = shrink(session, outcome.rules, outcome.players, found)
    if reproduction is None or (same_clause and reproduction.clause != found.finding.clause):
        return ()
    text = scenario_text(reproduction, outcome.game, engine_name, outcome.seed)
    metadata = {"generator": {"name": "domino-conformance play", "seed": outcome.seed},
                "game_id": f"play-{outcome.game}-{outcome.players}p-seed{outcome.seed}-match{found.match}"}
    record = dumps(completed_transcript(reproduction, metadata)) + "\n"
    return save_new_pair(folder, f"{reproduction.clause}-match{found.match}", text, record)


def save_new_pair(folder: Path, stem: str, feature_text: str, record_text: str) -> tuple[Path, Path]:
    """Write a scenario and its transcript as ``stem.feature`` and ``stem.json``, or ``stem-2``, ``stem-3``, ...:
    the first name under which neither file exists (``write_new_files``). Raises ``UnwritableOutput``."""
    feature, record = write_new_files(folder, stem, {".feature": feature_text, ".json": record_text})
    return feature, record
