"""Scenarios for every seating: witnesses found by seeded random play on the reference engine.

An engine that declares one profile at one player count meets the scenarios written for
that seating, and those that still hold there. For every (profile, seating) the profiles
allow, this module finds the clauses that hold but that no applicable scenario exercises,
and writes a scenario for each into ``features/seatings/<profile>-<players>p.feature``.
It then does the same for each declared variant of ``features/seatings/variants.json`` (a
profile at one seating with named differences: the games the published adapters declare),
into ``<profile>-<players>p-<name>.feature``, after every profile's file so that a variant
changes none of them.

A scenario is found by playing seeded random legal hands on the reference engine
(``reference_impl.Match``) under exactly that profile at that seating, until a point in
play shows the clause's own consequence (a recipe below looks for it): a seat unable to
play, a tile offered on an end it does not match, a hand won by going out. The scenario
replays that hand from its explicit deal and states what the reference engine answers
there, in the suite's own step vocabulary. Each scenario is then run on the reference
engine before it is written; one that does not pass is a fault of this module.

Where a recipe can choose, it looks first for a point where the rule's other values would
play differently (a spinner played onto the line rather than led, a match won on the target
exactly, a tie followed by a hand that carrying its points would change): a witness where
every value agrees cannot fail an engine that plays another.

The files are deterministic: a scenario depends only on the profile, the seating, the
clause it is written for and the seed, so regenerating gives the same bytes. Run
``python -m conformance.seatings`` to regenerate every file (it recomputes which clauses
are missing, greedily: a scenario written for one profile often applies to others at
the same seating, and the applicability judge decides it).

Some clauses that hold at a seating have no witness there, and the run names them: the
draw clauses when every tile is dealt (all-fives-tournament at 4 players), a boneyard that
keeps a hand from being blocked when players may draw all of it or every tile is dealt
(``end.blocked.boneyard``), the tie break for the lead when a double or a unique heaviest
tile always decides it, a void deal (``end.redeal``) when the top double is always dealt,
sides level at the target (``match.end.target.level``) when no random match ends so, and
the final of a tournament, which is not played under ``match.end = qualify_two``.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import textwrap
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match

from reference_impl import scoring
from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, Match
from reference_impl.lead import choose_first_leader
from reference_impl.moves import DRAW, INFINITIVE, MUGGINS, PASS, PLAY, SAID, IllegalMove, Move
from reference_impl.ruleset import Ruleset, RulesetError, merge
from reference_impl.result import HandResult
from reference_impl.status import HandEnd, Reason
from reference_impl.tiles import Tile

from conformance.suite.applicability import ApplicabilityJudge, checked_clauses, execute
from conformance.inputs.text_output import write_whole
from conformance.suite.coverage import clauses_holding, profile_seatings
from conformance.engines.under_test import open_engine
from conformance.suite.scenario_game import Game, NotApplicable
from conformance.rulebook.declared_games import Declaration, DeclaredGame, declared_game, describe_value
from conformance.rulebook.index import SuiteError, profiles
from conformance.engines.schemas import explain
from conformance.inputs.strict_json import json_pointer
from conformance.suite.features import Scenario, features_dir, load_from, parse_feature

#: Every seed is derived from this one, the profile, the seating, the clause and the attempt.
SEED = "domino-conformance seatings 1"
#: Random matches played for one clause before it is given up as not witnessed.
ATTEMPTS = 400
#: Random matches played for a clause whose witness is rare (a blocked hand with equal pips).
RARE_ATTEMPTS = 3000
#: Hands dealt at most in one random match (a match to a target of 350 takes many).
MAX_MATCH_HANDS = 60
#: Random whole matches played for one clause (each is many hands long).
MATCH_ATTEMPTS = 30
SEATINGS_FOLDER = "seatings"

LEAD_RULE_CLAUSES = {
    "highest_double_else_heaviest_tile": "lead.first-hand.highest-double-else-heaviest",
    "highest_double_else_redeal": "lead.first-hand.highest-double-else-redeal",
    "heaviest_tile": "lead.first-hand.heaviest-tile",
    "holder_of_top_double": "lead.first-hand.top-double",
    "lot": "lead.first-hand.lot",
}
UNCHANGED = "move.refusal.unchanged"


# -- random play ---------------------------------------------------------------------------


@dataclass
class HandPlay:
    """One hand of a random match: its explicit deal and the moves played, in order."""

    hands: list[list[Tile]]
    boneyard: list[Tile]
    lots: list[Tile] | None
    moves: list[Move] = field(default_factory=list)


@dataclass
class Trace:
    """A random match played on the reference engine, to be searched for witnesses."""

    rules: Ruleset
    players: int
    hands: list[HandPlay] = field(default_factory=list)

    def match_at(self, hand: int, ply: int) -> Match:
        """A fresh reference match replayed to hand ``hand`` after ``ply`` of its moves."""
        match = Match(self.rules, self.players)
        for index, played in enumerate(self.hands[: hand + 1]):
            match.deal(played.hands, played.boneyard, played.lots)
            for move in played.moves if index < hand else played.moves[:ply]:
                match.apply(move)
        return match

    def points(self, hands: int = 1) -> Iterator[tuple[int, int, Match]]:
        """Every point of the first ``hands`` hands (after the deal, after each move), in order.

        The match yielded is shared and moves on: a recipe reads it, and replays with
        ``match_at`` what it wants to change.
        """
        match = Match(self.rules, self.players)
        for index, played in enumerate(self.hands[:hands]):
            match.deal(played.hands, played.boneyard, played.lots)
            yield index, 0, match
            for ply, move in enumerate(played.moves, 1):
                match.apply(move)
                yield index, ply, match


def random_deal(match: Match, rng: random.Random, bias: str | None) -> HandPlay:
    """A shuffled deal for ``match``'s next hand; ``no_doubles`` keeps doubles out of the hands."""
    tiles = list(match.tileset.tiles)
    rng.shuffle(tiles)
    if bias == "no_doubles":
        tiles.sort(key=lambda tile: tile.is_double)  # stable: the shuffle survives within each group
    size, players = match.hand_size, match.players
    hands = [sorted(tiles[seat * size : (seat + 1) * size]) for seat in range(players)]
    lots = None
    if match.rules.first_hand_lead == "lot" and match.next_leader is None:
        lots = rng.sample(list(match.tileset.tiles), players)
    return HandPlay(hands, tiles[players * size :], lots)


def _play_out(match: Match, moves: list[Move], rng: random.Random) -> None:
    """Play random legal moves until the hand ends, recording them."""
    while match.status == IN_PROGRESS:
        move = rng.choice(match.legal_moves())
        moves.append(move)
        match.apply(move)


def _result(match: Match) -> HandResult:
    """The result of the hand that has just ended on ``match``."""
    result = match.hand_result
    assert result is not None, "the hand is over"
    return result


def _blocked_tie(match: Match) -> bool:
    result = match.hand_result
    return result is not None and result.end == HandEnd.BLOCKED and result.winner is None


#: Ends a first hand may be steered to, by playing its last moves again differently.
AIMS: dict[str, Callable[[Match], bool]] = {"blocked_tie": _blocked_tie}
#: How far back, and how many times from each point, the last moves are played again.
ROLLOUT_DEPTH, ROLLOUTS = 12, 10


def _steer(trace: Trace, rng: random.Random, aim: Callable[[Match], bool]) -> Match | None:
    """Play the end of a blocked first hand again until it ends as ``aim`` wants, or None.

    A hand that ended blocked is close to other blocked ends (a tie, say) that random play
    from scratch rarely reaches.
    """
    played = trace.hands[0]
    moves = list(played.moves)
    if _result(trace.match_at(0, len(moves))).end != HandEnd.BLOCKED:
        return None
    for back in range(1, min(ROLLOUT_DEPTH, len(moves) - 1) + 1):
        for _ in range(ROLLOUTS):
            match = trace.match_at(0, len(moves) - back)
            tail: list[Move] = []
            _play_out(match, tail, rng)
            if aim(match):
                played.moves = moves[: len(moves) - back] + tail
                return match
    return None


def play_match(
    rules: Ruleset, players: int, rng: random.Random, hands: int, bias: str | None, aim: str | None = None
) -> Trace:
    """Deal and play up to ``hands`` hands of random legal moves (fewer if the match ends).

    ``aim`` names an end the first hand is steered to (``AIMS``) when it nearly reaches it.
    """
    match = Match(rules, players)
    trace = Trace(rules, players)
    while len(trace.hands) < hands and match.status != MATCH_OVER:
        played = random_deal(match, rng, bias)
        match.deal(played.hands, played.boneyard, played.lots)
        trace.hands.append(played)
        _play_out(match, played.moves, rng)
        if aim is not None and len(trace.hands) == 1 and not AIMS[aim](match):
            match = _steer(trace, rng, AIMS[aim]) or match
    return trace


# -- witnesses -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """A step to write: its kind (given, when, then), its text, and its table if any."""

    kind: str
    text: str
    table: tuple[tuple[str, ...], ...] | None = None


@dataclass(frozen=True)
class Witness:
    """A scenario found in a trace: play up to (hand, ply), then ``steps``."""

    clauses: tuple[str, ...]
    title: str
    hand: int
    ply: int
    steps: tuple[Step, ...]
    dealt: bool = True  # False: the scenario offers its own deal (to be refused)


def _found(clauses: Sequence[str], title: str, hand: int, ply: int, steps: Sequence[Step]) -> Witness:
    """A witness at ``ply`` moves into hand ``hand``."""
    return Witness(tuple(clauses), title, hand, ply, tuple(steps))


@dataclass(frozen=True)
class Recipe:
    """How to find a witness for some clauses: the hands and deal a random match needs,
    and a search of the trace returning the witness (tagged with every clause it shows)."""

    clauses: tuple[str, ...]
    find: Callable[[Trace], Witness | None]
    hands: int = 1
    bias: str | None = None
    attempts: int = ATTEMPTS
    aim: str | None = None


RECIPES: list[Recipe] = []


Finder = Callable[[Trace], "Witness | None"]


def recipe(
    *clauses: str, hands: int = 1, bias: str | None = None, attempts: int = ATTEMPTS, aim: str | None = None
) -> Callable[[Finder], Finder]:
    """Register a search for a witness of ``clauses``."""

    def register(find: Finder) -> Finder:
        RECIPES.append(Recipe(clauses, find, hands, bias, attempts, aim))
        return find

    return register


def _and(values: Sequence[Any]) -> str:
    """``[16, 7, 19]`` -> ``16, 7 and 19``."""
    words = [str(value) for value in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _then(*texts: str) -> list[Step]:
    return [Step("then", text) for text in texts]


def _when(*texts: str) -> list[Step]:
    return [Step("when", text) for text in texts]


def _refusal(match: Match, seat: int, move: Move) -> Reason | None:
    """The reason the reference engine refuses ``move`` by ``seat`` now, or None if legal."""
    try:
        match.check(move, seat)
    except IllegalMove as error:
        return error.reason
    return None


def _refused(seat: int, move: Move, reason: Reason) -> list[Step]:
    return _when(f"seat {seat} tries to {move.words(INFINITIVE)}") + _then(
        f'the move is refused as "{reason}"', "nothing has changed"
    )


def _open_arms(state: dict[str, Any]) -> dict[str, int]:
    return {end["end"]: end["value"] for end in state["ends"]}


def _playable(match: Match, seat: int) -> list[Move]:
    """The plays of ``seat``'s tiles on the open ends (one per tile and end), claims left out."""
    state = match.observe()
    moves = []
    for text in state["hands"][seat]:
        tile = Tile.parse(text)
        for end, value in _open_arms(state).items():
            if value in tile:
                moves.append(Move(PLAY, tile, end))
    return moves


def _last(trace: Trace, hand: int, ply: int) -> Move | None:
    return trace.hands[hand].moves[ply - 1] if ply else None


def _hand_tiles(state: dict[str, Any], seat: int) -> list[Tile]:
    return [Tile.parse(text) for text in state["hands"][seat]]


def _team_step(state: dict[str, Any], winner: int) -> list[str]:
    if len(state["sides"]) == len(state["hands"]):
        return []
    side = next(side for side in state["sides"] if winner in side)
    return [f"the hand is won by the team of seats {_and(side)}"]


def _lead_steps(match: Match) -> list[str]:
    """Who leads, and with what: a forced tile, or any tile."""
    seat = match.turn
    if match.forced_tile is not None:
        return [f"seat {seat} must lead {match.forced_tile}"]
    return [f"seat {seat} is to lead", f"seat {seat} may lead any tile"]


def _lead_clauses(match: Match) -> list[str]:
    return ["lead.forced-tile"] if match.forced_tile is not None else ["lead.any-tile"]


# -- the deal and the lead ---------------------------------------------------------------------


@recipe(
    "lead.first-hand.highest-double-else-heaviest",
    "lead.first-hand.highest-double-else-redeal",
    "lead.first-hand.heaviest-tile",
    "lead.first-hand.top-double",
    "lead.first-hand.lot",
    "deal.lot",
    "lead.forced-tile",
    "lead.any-tile",
)
def first_lead(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != IN_PROGRESS:
        return None
    rule = trace.rules.first_hand_lead
    clauses = [LEAD_RULE_CLAUSES[rule], *_lead_clauses(match)] + (["deal.lot"] if rule == "lot" else [])
    return Witness(
        tuple(clauses), f"seat {match.turn} leads the first hand", 0, 0, tuple(_then(*_lead_steps(match)))
    )


@recipe("lead.tie-break.higher-half", "lead.tie-break.seat-order", bias="no_doubles")
def tie_break(trace: Trace) -> Witness | None:
    played, rules = trace.hands[0], trace.rules
    other = "seat_order" if rules.tie_break == "higher_half" else "higher_half"
    step = 1 if rules.direction == "cw" else -1
    chosen = [
        choose_first_leader(rules.first_hand_lead, played.hands, value, rules.max_pip, step, played.lots)
        for value in (rules.tie_break, other)
    ]
    if None in chosen or chosen[0][0] == chosen[1][0]:  # type: ignore[index]
        return None
    match = trace.match_at(0, 0)
    clauses = (
        "lead.tie-break." + rules.tie_break.replace("_", "-"),
        LEAD_RULE_CLAUSES[rules.first_hand_lead],
    )
    return _found(
        clauses,
        f"equally heavy tiles compete for the lead and seat {match.turn} wins it",
        0,
        0,
        _then(*_lead_steps(match)),
    )


#: The first-hand rules under which the doubles lead in ``lead.double_order``.
DOUBLE_FIRST_RULES = ("highest_double_else_heaviest_tile", "highest_double_else_redeal")


@recipe("lead.double-order.highest-first", "lead.forced-tile")
def highest_double_dealt(trace: Trace) -> Witness | None:
    rules = trace.rules
    if rules.double_order != "highest_first" or rules.first_hand_lead not in DOUBLE_FIRST_RULES:
        return None
    match = trace.match_at(0, 0)
    hands = trace.hands[0].hands
    doubles = sorted(tile for hand in hands for tile in hand if tile.is_double)
    top = Tile(rules.max_pip, rules.max_pip)
    # The top double left undealt and a lower one beside it: the order itself picks the leader.
    if match.status != IN_PROGRESS or len(doubles) < 2 or top in doubles:
        return None
    highest = doubles[-1]
    holder = next(seat for seat, hand in enumerate(hands) if highest in hand)
    if match.turn != holder:
        return None
    return _found(
        ("lead.double-order.highest-first", *_lead_clauses(match)),
        f"{top} is not dealt and seat {holder} leads {highest}, the highest of the doubles "
        f"{_and([str(tile) for tile in doubles])}",
        0,
        0,
        _then(*_lead_steps(match)),
    )


@recipe("lead.forced-tile", "move.refusal.lead-tile-forced", UNCHANGED)
def forced_lead_refused(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != IN_PROGRESS or match.forced_tile is None:
        return None
    others = [tile for tile in _hand_tiles(match.observe(), match.turn) if tile != match.forced_tile]
    if not others:
        return None
    move = Move(PLAY, others[-1])
    reason = _refusal(match, match.turn, move)
    steps = _refused(match.turn, move, reason or "") + _then(*_lead_steps(match))
    return _found(
        ("lead.forced-tile", "move.refusal.lead-tile-forced", UNCHANGED),
        f"seat {match.turn} may not lead {move.tile} instead of {match.forced_tile}",
        0,
        0,
        steps,
    )


@recipe("move.refusal.cannot-pass", "move.refusal.cannot-draw", UNCHANGED)
def before_the_lead(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != IN_PROGRESS:
        return None
    seat = match.turn
    steps = _refused(seat, Move(PASS), _refusal(match, seat, Move(PASS)) or "") + _refused(
        seat, Move(DRAW), _refusal(match, seat, Move(DRAW)) or ""
    )
    return _found(
        ("move.refusal.cannot-pass", "move.refusal.cannot-draw", UNCHANGED),
        f"seat {seat} may neither pass nor draw before leading",
        0,
        0,
        steps,
    )


@recipe("deal.explicit", "deal.seats", "equipment.set.composition", "deal.boneyard")
def dealt_hands(trace: Trace) -> Witness | None:
    state = trace.match_at(0, 0).observe()
    steps = [f'seat {seat} holds "{" ".join(hand)}"' for seat, hand in enumerate(state["hands"])]
    steps.append(f"the boneyard holds {state['boneyard_size']} tiles")
    return _found(
        ("deal.explicit", "deal.seats", "equipment.set.composition", "deal.boneyard"),
        f"each seat holds the tiles dealt to it and the boneyard the other {state['boneyard_size']}",
        0,
        0,
        _then(*steps),
    )


def _deal_table(
    hands: Sequence[Sequence[Any]], boneyard: Sequence[Any] | None = None, lots: Sequence[Any] | None = None
) -> tuple[tuple[str, ...], ...]:
    rows = [("seat", "tiles")] + [(str(seat), " ".join(map(str, hand))) for seat, hand in enumerate(hands)]
    if boneyard:
        rows.append(("boneyard", " ".join(map(str, boneyard))))
    if lots:
        rows.append(("lots", " ".join(map(str, lots))))
    return tuple(rows)


@recipe("deal.concealed")
def seat_views(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        state = match.observe()
        sizes = [len(tiles) for tiles in state["hands"]]
        steps = [f"seat {seat}'s view shows its own hand and no hidden tile" for seat in range(match.players)]
        steps.append(
            f"seat {match.turn}'s view shows hand sizes {_and(sizes)} "
            f"and a boneyard of {state['boneyard_size']} tiles"
        )
        return _found(
            ("deal.concealed",),
            "after the lead each seat sees its own hand and only how many tiles the others hold",
            hand,
            ply,
            _then(*steps),
        )
    return None


def _offered_deal(trace: Trace, hands: list[list[Tile]], clause: str, title: str) -> Witness:
    played = trace.hands[0]
    table = _deal_table(hands, None, played.lots)
    return Witness(
        (clause,),
        title,
        0,
        0,
        (Step("when", "the deal is offered:", table), Step("then", "the deal is refused")),
        dealt=False,
    )


@recipe("deal.hand-size")
def deal_wrong_size(trace: Trace) -> Witness | None:
    hands = [list(hand) for hand in trace.hands[0].hands]
    hands[0].append(hands[-1].pop())
    return _offered_deal(
        trace,
        hands,
        "deal.hand-size",
        f"a deal giving seat 0 {len(hands[0])} tiles and seat {len(hands) - 1} {len(hands[-1])} is refused",
    )


@recipe("deal.complete")
def deal_repeated_tile(trace: Trace) -> Witness | None:
    hands = [list(hand) for hand in trace.hands[0].hands]
    hands[1][0] = hands[0][0]
    return _offered_deal(
        trace, hands, "deal.complete", f"a deal giving {hands[0][0]} to seats 0 and 1 is refused"
    )


# -- turns and refusals in play -------------------------------------------------------------------


def _in_play(trace: Trace, hands: int = 1, after: int = 1) -> Iterator[tuple[int, int, Match]]:
    """The points in play, after at least ``after`` moves of the hand, with a hand in progress."""
    for hand, ply, match in trace.points(hands):
        if ply >= after and match.status == IN_PROGRESS:
            yield hand, ply, match


@recipe("turn.order", "turn.direction.cw", "turn.direction.ccw")
def turn_order(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        last = _last(trace, hand, ply)
        if last is None or last.kind != PLAY:
            continue
        mover = (match.turn - match.step) % match.players
        return _found(
            ("turn.order", "turn.direction." + trace.rules.direction),
            f"after seat {mover} plays, seat {match.turn} is to play",
            hand,
            ply,
            _then(f"seat {match.turn} is to play"),
        )
    return None


@recipe("turn.one-tile", "move.refusal.not-your-turn", UNCHANGED)
def one_tile(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        last = _last(trace, hand, ply)
        if last is None or last.kind != PLAY:
            continue
        mover = (match.turn - match.step) % match.players
        if mover == match.turn:
            continue
        for move in _playable(match, mover):
            reason = _refusal(match, mover, move)
            if reason == Reason.NOT_YOUR_TURN:
                return _found(
                    ("turn.one-tile", "move.refusal.not-your-turn", UNCHANGED),
                    f"seat {mover} may not play {move.tile} straight after its own play",
                    hand,
                    ply,
                    _refused(mover, move, reason),
                )
    return None


@recipe("move.refusal.order")
def refusal_order(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        wrong_seat = (match.turn + match.step) % match.players
        for move in _playable(match, match.turn):
            if _refusal(match, wrong_seat, move) == Reason.NOT_YOUR_TURN:
                return _found(
                    ("move.refusal.order", "move.refusal.not-your-turn"),
                    f"seat {wrong_seat} playing seat {match.turn}'s {move.tile} out of turn is "
                    f"refused as not its turn",
                    hand,
                    ply,
                    _refused(wrong_seat, move, Reason.NOT_YOUR_TURN),
                )
    return None


@recipe("turn.from-hand", "move.refusal.tile-not-in-hand", "game.partnership.no-exchange", UNCHANGED)
def from_hand(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        seat = match.turn
        partners = next(side for side in match.sides if seat in side)
        others = sorted(
            (seat_ for seat_ in range(match.players) if seat_ != seat),
            key=lambda other: other not in partners,
        )  # a partner's tile first
        for other in others:
            state = match.observe()
            ends = _open_arms(state)
            for tile in _hand_tiles(state, other):
                end = next((name for name, value in ends.items() if value in tile), None)
                if end is None:
                    continue
                move = Move(PLAY, tile, end)
                if _refusal(match, seat, move) != Reason.TILE_NOT_IN_HAND:
                    continue
                clauses = ["turn.from-hand", "move.refusal.tile-not-in-hand", UNCHANGED]
                whose = f"seat {other}'s"
                if other in partners:
                    clauses.append("game.partnership.no-exchange")
                    whose = f"its partner's (seat {other})"
                return _found(
                    clauses,
                    f"seat {seat} may not play {tile}, which is {whose}",
                    hand,
                    ply,
                    _refused(seat, move, Reason.TILE_NOT_IN_HAND),
                )
    return None


@recipe("line.play.match", "move.refusal.does-not-match", UNCHANGED)
def does_not_match(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        state = match.observe()
        for tile in _hand_tiles(state, match.turn):
            for end, value in _open_arms(state).items():
                if value in tile:
                    continue
                move = Move(PLAY, tile, end)
                if _refusal(match, match.turn, move) == Reason.DOES_NOT_MATCH:
                    return _found(
                        ("line.play.match", "move.refusal.does-not-match", UNCHANGED),
                        f"{tile} may not be played on the {end} end, which shows {value}",
                        hand,
                        ply,
                        _refused(match.turn, move, Reason.DOES_NOT_MATCH),
                    )
    return None


@recipe("move.refusal.no-such-end", "line.spinner.none", UNCHANGED)
def no_such_end(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        state = match.observe()
        if "up" in _open_arms(state):
            continue
        for move in _playable(match, match.turn):
            up = Move(PLAY, move.tile, "up")
            if _refusal(match, match.turn, up) == Reason.NO_SUCH_END:
                clauses = ["move.refusal.no-such-end", UNCHANGED]
                steps = _refused(match.turn, up, Reason.NO_SUCH_END) + _then("the up end is not open")
                if trace.rules.spinner == "none":
                    clauses.append("line.spinner.none")
                return _found(
                    clauses, f"{move.tile} may not be played on an up end that is not open", hand, ply, steps
                )
    return None


def _first_refused(
    trace: Trace,
    move: Move,
    reason: str,
    clauses: tuple[str, ...],
    title: Callable[[Match], str],
    then: Callable[[Match], list[str]] = lambda match: [],
    when: Callable[[Match], bool] = lambda match: True,
    after: int = 2,
) -> Witness | None:
    """The first point in play (``when`` it holds) where ``move`` by the player to act is
    refused for ``reason``: the refusal, and ``then``'s steps about that point."""
    for hand, ply, match in _in_play(trace, after=after):
        if when(match) and _refusal(match, match.turn, move) == reason:
            steps = _refused(match.turn, move, reason) + _then(*then(match))
            return _found(clauses, title(match), hand, ply, steps)
    return None


@recipe("turn.must-play", "move.refusal.must-play", UNCHANGED)
def must_play(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(PASS),
        Reason.MUST_PLAY,
        ("turn.must-play", "move.refusal.must-play", UNCHANGED),
        lambda match: f"seat {match.turn}, able to play {_playable(match, match.turn)[0].tile}, may not pass",
        lambda match: [f"seat {match.turn} may {_playable(match, match.turn)[0].words(INFINITIVE)}"],
    )


def _stuck(match: Match) -> bool:
    """The player to act holds no tile matching an open end."""
    return not _playable(match, match.turn)


@recipe(
    "turn.pass", "move.kinds", "draw.none", "draw.until-playable.pass-at-reserve", "draw.reserve.never-drawn"
)
def stuck_passes(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        if not _stuck(match) or [move.kind for move in match.legal_moves()] != [PASS]:
            continue
        seat, state = match.turn, match.observe()
        after = trace.match_at(hand, ply)
        after.apply(Move(PASS))
        if after.status != IN_PROGRESS:
            continue
        clauses = ["turn.pass", "move.kinds"]
        steps = _then('the legal moves are "pass"', f"seat {seat} may not draw")
        if trace.rules.draw_mode == "none" and state["boneyard_size"]:
            clauses.append("draw.none")
        if trace.rules.draw_mode != "none":
            clauses += ["draw.until-playable.pass-at-reserve", "draw.reserve.never-drawn"]
            steps += _then(f"the boneyard holds {state['boneyard_size']} tiles")
        steps += _when(f"seat {seat} passes") + _then(f"seat {after.turn} is to play")
        return _found(
            clauses, f"seat {seat} cannot play and passes, and seat {after.turn} is to play", hand, ply, steps
        )
    return None


@recipe("draw.none", "move.refusal.cannot-draw", UNCHANGED)
def no_drawing(trace: Trace) -> Witness | None:
    if trace.rules.draw_mode != "none":
        return None
    return _first_refused(
        trace,
        Move(DRAW),
        Reason.CANNOT_DRAW,
        ("draw.none", "move.refusal.cannot-draw", UNCHANGED),
        lambda match: f"seat {match.turn} cannot play and may not draw from the boneyard",
        lambda match: [
            'the legal moves are "pass"',
            f"the boneyard holds {match.observe()['boneyard_size']} tiles",
        ],
        when=_stuck,
    )


@recipe("move.refusal.reserve-reached", "draw.reserve.never-drawn", UNCHANGED)
def reserve_reached(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(DRAW),
        Reason.RESERVE_REACHED,
        ("move.refusal.reserve-reached", "draw.reserve.never-drawn", UNCHANGED),
        lambda match: (
            f"seat {match.turn} cannot play and may not draw from a boneyard of "
            f"{match.observe()['boneyard_size']}"
        ),
        lambda match: [f"the boneyard holds {match.observe()['boneyard_size']} tiles"],
        when=_stuck,
    )


@recipe("move.refusal.must-draw", UNCHANGED)
def must_draw(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(PASS),
        Reason.MUST_DRAW,
        ("move.refusal.must-draw", UNCHANGED),
        lambda match: f"seat {match.turn} cannot play and may not pass while it may draw",
        lambda match: [f"seat {match.turn} may draw"],
    )


@recipe("draw.until-playable", "draw.order", "deal.boneyard", "turn.one-tile")
def draws_until_playable(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        moves = trace.hands[hand].moves
        if ply >= len(moves) or moves[ply].kind != DRAW:
            continue
        seat = match.turn
        draws = 0
        while ply + draws < len(moves) and moves[ply + draws].kind == DRAW:
            draws += 1
        after = trace.match_at(hand, ply + draws)
        if after.status != IN_PROGRESS or after.turn != seat or not _playable(after, seat):
            continue
        state = after.observe()
        drawn = trace.hands[hand].boneyard[:draws]
        steps = _then('the legal moves are "draw"') + _when(*[f"seat {seat} draws"] * draws)
        steps += _then(
            f'seat {seat} holds "{" ".join(state["hands"][seat])}"',
            f"the boneyard holds {state['boneyard_size']} tiles",
            f"seat {seat} is to play",
            f"seat {seat} may {_playable(after, seat)[-1].words(INFINITIVE)}",
        )
        return _found(
            ("draw.until-playable", "draw.order", "deal.boneyard", "turn.one-tile"),
            f"seat {seat} draws {_and([str(t) for t in drawn])} from the boneyard until a tile fits",
            hand,
            ply,
            steps,
        )
    return None


@recipe("move.refusal.malformed-move", UNCHANGED)
def malformed(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        steps = _when(f'seat {match.turn} tries the move {{"type": "knock"}}') + _then(
            f'the move is refused as "{Reason.MALFORMED_MOVE}"', "nothing has changed"
        )
        return _found(
            ("move.refusal.malformed-move", UNCHANGED), "a move of no known kind is refused", hand, ply, steps
        )
    return None


@recipe("move.refusal.no-muggins", UNCHANGED)
def no_muggins(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(MUGGINS),
        Reason.NO_MUGGINS,
        ("move.refusal.no-muggins", UNCHANGED),
        lambda match: f"seat {match.turn} may not call muggins when no points are left unclaimed",
        after=1,
    )


@recipe("equipment.set.suits")
def suits(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        legal = match.legal_moves()
        if sum(move.kind == PLAY for move in legal) >= 2 and all(move.kind == PLAY for move in legal):
            listed = ", ".join(str(move) for move in legal)
            return _found(
                ("equipment.set.suits",),
                f"seat {match.turn} may play every tile of the open ends' suits it holds",
                hand,
                ply,
                _then(f'the legal moves are "{listed}"'),
            )
    return None


# -- the line --------------------------------------------------------------------------------------


@recipe("line.lead.opens", "line.ends.names", "score.fives.count", "score.fives.count.lead")
def after_the_lead(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 1)
    if match.status != IN_PROGRESS:
        return None
    state = match.observe()
    lead = Tile.parse(state["line"]["root"])
    ends = _open_arms(state)
    clauses = ["line.lead.opens", "line.ends.names"]
    steps = [
        f"the open ends show {_and(sorted(ends.values()))}",
        f"the left end shows {lead.low}",
        f"the right end shows {lead.high}",
    ]
    if trace.rules.fives:
        clauses += ["score.fives.count", "score.fives.count.lead"]
        steps.append(f"the count is {state['count']}")
    return _found(clauses, f"the lead {lead} opens the line", 0, 1, _then(*steps))


def _after_plays(trace: Trace) -> Iterator[tuple[int, int, Match, Move]]:
    """The points in play just after a play on an end."""
    for hand, ply, match in _in_play(trace, after=2):
        last = _last(trace, hand, ply)
        if last is not None and last.kind == PLAY and last.end is not None:
            yield hand, ply, match, last


@recipe("line.play.orientation")
def orientation(trace: Trace) -> Witness | None:
    for hand, ply, match, last in _after_plays(trace):
        assert last.tile is not None and last.end is not None
        if last.tile.is_double:
            continue
        before = _open_arms(trace.match_at(hand, ply - 1).observe())
        shown = _open_arms(match.observe()).get(last.end)
        if before.get(last.end) in last.tile and shown == last.tile.other(before[last.end]):
            return _found(
                ("line.play.orientation",),
                f"{last.tile} played on the {before[last.end]} at the {last.end} end turns it into a {shown}",
                hand,
                ply,
                _then(f"the {last.end} end shows {shown}"),
            )
    return None


@recipe("line.double.across", "line.spinner.none")
def double_across(trace: Trace) -> Witness | None:
    for hand, ply, match, last in _after_plays(trace):
        assert last.tile is not None
        state = match.observe()
        if not last.tile.is_double or state["line"]["spinner"] == str(last.tile):
            continue
        clauses = ["line.double.across"]
        steps = [f"the {last.end} end shows {last.tile.low}"]
        if "up" not in _open_arms(state):
            steps.append("the up end is not open")
        if trace.rules.spinner == "none":
            clauses.append("line.spinner.none")
        return _found(
            clauses,
            f"the double {last.tile} laid across the {last.end} end shows its number",
            hand,
            ply,
            _then(*steps),
        )
    return None


@recipe("line.play.either-end")
def either_end(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        plays = _playable(match, match.turn)
        ends = _open_arms(match.observe())
        for move in plays:
            both = [other for other in plays if other.tile == move.tile]
            if len({ends[other.end] for other in both}) >= 2:  # type: ignore[index]
                steps = [f"seat {match.turn} may {other.words(INFINITIVE)}" for other in both[:2]]
                return _found(
                    ("line.play.either-end",),
                    f"{move.tile} matches the {both[0].end} and {both[1].end} "
                    "ends and may be played on either",
                    hand,
                    ply,
                    _then(*steps),
                )
    return None


# A spinner played onto the line comes first: an engine that lets only a led double spin
# passes a scenario whose spinner was led. Where the first hand's lead is a double whenever
# one is dealt, none is dealt, and the first is drawn and played (the lower recipe is tried first).
@recipe("line.spinner.first-double", "line.spinner.sides-first", bias="no_doubles")
@recipe("line.spinner.first-double", "line.spinner.sides-first")
def spinner_played_on(trace: Trace) -> Witness | None:
    return _first_spinner(trace, played_on=True)


@recipe("line.spinner.first-double", "line.spinner.sides-first")
def spinner_placed(trace: Trace) -> Witness | None:
    return _first_spinner(trace, played_on=False)


def _first_spinner(trace: Trace, played_on: bool) -> Witness | None:
    """The first double becoming the spinner, once it is on the line; ``played_on``: only when
    it was played onto the line, not led."""
    if trace.rules.spinner == "none":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        spinner = match.line.spinner
        if spinner is None:
            continue
        if played_on and spinner == match.line.root:
            return None
        state = match.observe()
        steps = [f"the spinner is {spinner}"]
        clauses = ["line.spinner.first-double"]
        if "up" not in _open_arms(state):
            clauses.append("line.spinner.sides-first")
            steps += ["the up end is not open", "the down end is not open"]
        title = "becomes the spinner" if spinner == match.line.root else "played after the lead, becomes the spinner"
        return _found(clauses, f"the first double, {spinner}, {title}", hand, ply, _then(*steps))
    return None


@recipe("line.spinner.arms")
def spinner_arms(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        state = match.observe()
        ends = _open_arms(state)
        if (
            "up" in ends
            and "down" in ends
            and not state["line"]["arms"].get("up")
            and not state["line"]["arms"].get("down")
        ):
            value = Tile.parse(state["line"]["spinner"]).low
            return _found(
                ("line.spinner.arms",),
                "both sides of the spinner covered, its up and down arms open",
                hand,
                ply,
                _then(f"the up end shows {value}", f"the down end shows {value}"),
            )
    return None


@recipe("equipment.tile.notation")
def notation(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        moves = trace.hands[hand].moves
        if (
            ply >= len(moves)
            or moves[ply].kind != PLAY
            or moves[ply].end is None
            or moves[ply].claim is not None
        ):
            continue
        move = moves[ply]
        assert move.tile is not None
        if move.tile.is_double:
            continue
        after = trace.match_at(hand, ply + 1)
        shown = _open_arms(after.observe()).get(move.end)
        if shown is None:
            continue
        steps = _when(
            f'seat {match.turn} plays the tile written "{move.tile.high}-{move.tile.low}" on the {move.end}'
        )
        steps += _then(
            f"the {move.end} end shows {shown}", "every tile the engine reports is written low half first"
        )
        return _found(
            ("equipment.tile.notation",),
            f"{move.tile} written high half first is the same tile",
            hand,
            ply,
            steps,
        )
    return None


# -- the fives -------------------------------------------------------------------------------------


@recipe("score.fives.count", "score.fives.count.double", "score.fives.count.spinner")
def fives_count(trace: Trace) -> Witness | None:
    if not trace.rules.fives:
        return None
    wanted = ("double", "spinner", "plain")
    for kind in wanted:
        for hand, ply, match, last in _after_plays(trace):
            state = match.observe()
            ends = _open_arms(state)
            spinner = state["line"]["spinner"]
            across = [
                end
                for end in state["ends"]
                if end["double"]
                and (spinner is None or state["line"]["arms"].get(end["end"], [None])[-1] != spinner)
            ]
            spinner_side_open = spinner is not None and "up" not in ends and ply > 1
            found = {
                "double": bool(across) and not spinner_side_open,
                "spinner": spinner_side_open,
                "plain": not across and spinner is None,
            }[kind]
            if not found:
                continue
            clauses = ["score.fives.count"] + ([f"score.fives.count.{kind}"] if kind != "plain" else [])
            return _found(
                clauses,
                f"after {last.tile} the open ends {_and(sorted(ends.values()))} count {state['count']}",
                hand,
                ply,
                _then(f"the open ends show {_and(sorted(ends.values()))}", f"the count is {state['count']}"),
            )
    return None


@recipe("score.fives.multiple", "score.fives.auto", "score.fives.claim")
def fives_scored(trace: Trace) -> Witness | None:
    if not trace.rules.fives:
        return None
    for hand, ply, match, last in _after_plays(trace):
        state = match.observe()
        before = trace.match_at(hand, ply - 1).observe()["scores"]
        if state["count"] % 5 or state["scores"] == before:
            continue
        clauses = ["score.fives.multiple"]
        clauses.append("score.fives.claim" if last.claim is not None else "score.fives.auto")
        return _found(
            clauses,
            f"{last} makes the count {state['count']} and scores it",
            hand,
            ply,
            _then(f"the count is {state['count']}", f"the scores are {_and(state['scores'])}"),
        )
    return None


@recipe("score.fives.muggins", "move.kinds")
def muggins(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        pending = match.muggins_pending
        if not pending:
            continue
        seat = match.turn
        taken = trace.match_at(hand, ply)
        taken.apply(Move(MUGGINS))
        steps = _then(f"{pending} points are waiting for muggins") + _when(f"seat {seat} calls muggins")
        steps += _then(f"the scores are {_and(taken.observe()['scores'])}", f"seat {seat} is to play")
        return _found(
            ("score.fives.muggins", "move.kinds"),
            f"seat {seat} takes the {pending} points left unclaimed with a muggins call",
            hand,
            ply,
            steps,
        )
    return None


@recipe("score.fives.muggins.lapse")
def muggins_lapse(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        pending = match.muggins_pending
        if not pending:
            continue
        lapsed = trace.match_at(hand, ply)
        other = next(
            (
                move
                for move in lapsed.legal_moves()
                if move.kind not in (MUGGINS, DRAW) and move.claim is None
            ),
            None,
        )
        if other is None:
            continue
        lapsed.apply(other)
        if lapsed.status != IN_PROGRESS or lapsed.muggins_pending:
            continue
        steps = _then(f"{pending} points are waiting for muggins") + _when(
            f"seat {match.turn} {other.words(SAID)}"
        )
        steps += _then(
            "0 points are waiting for muggins",
            f"the scores are {_and(lapsed.observe()['scores'])}",
            f"seat {lapsed.turn} may not call muggins",
        )
        return _found(
            ("score.fives.muggins.lapse",),
            f"{pending} unclaimed points lapse when seat {match.turn} makes another move first",
            hand,
            ply,
            steps,
        )
    return None


@recipe("move.refusal.wrong-claim", UNCHANGED)
def wrong_claim(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        for move in match.legal_moves():
            if move.kind == PLAY and move.end is not None and move.claim is not None:
                wrong = move._replace(claim=move.claim + 5)
                if _refusal(match, match.turn, wrong) == Reason.WRONG_CLAIM:
                    return _found(
                        ("move.refusal.wrong-claim", UNCHANGED),
                        f"claiming {wrong.claim} for a play that scores {move.claim} is refused",
                        hand,
                        ply,
                        _refused(match.turn, wrong, Reason.WRONG_CLAIM),
                    )
    return None


@recipe("score.fives.off")
def fives_off(trace: Trace) -> Witness | None:
    if trace.rules.fives:
        return None
    for hand, ply, match, last in _after_plays(trace):
        state = match.observe()
        if state["count"] and state["count"] % 5 == 0:
            return _found(
                ("score.fives.off",),
                f"open ends counting {state['count']} score nothing",
                hand,
                ply,
                _then(f"the count is {state['count']}", f"the scores are {_and(state['scores'])}"),
            )
    return None


# -- the end of a hand, scoring, the match ---------------------------------------------------------


def _finished(trace: Trace, hands: int = 1) -> Iterator[tuple[int, Match]]:
    """Each of the first ``hands`` hands that ended, with the match as it ended."""
    for hand, ply, match in trace.points(hands):
        if ply == len(trace.hands[hand].moves) and match.status in (HAND_OVER, MATCH_OVER, REDEAL_NEEDED):
            yield hand, match


def _pip_clauses(state: dict[str, Any], winner: int | None) -> list[str]:
    """The equipment clauses the pips left show: a hand's pips, a tile's, a double's in full."""
    clauses = ["equipment.hand.pips"]
    left = [Tile.parse(text) for seat, hand in enumerate(state["hands"]) if seat != winner for text in hand]
    if any(not tile.is_double and tile.pips for tile in left):
        clauses.append("equipment.tile.pips")
    if any(tile.is_double and tile.pips for tile in left):
        clauses.append("equipment.tile.double-full")
    return clauses


def _rounding_clauses(rules: Ruleset, exact: int) -> list[str]:
    """The rounding clauses a score shows: only when the exact count is not a multiple of five."""
    if exact % 5 == 0:
        return []
    if rules.rounding == "none":
        return ["score.rounding.none"]
    return ["score.rounding.nearest-five", "score.rounding." + rules.rounding.replace("_", "-")]


def _scored_hand(trace: Trace, hand: int, match: Match) -> tuple[list[str], list[str]] | None:
    """Steps and clauses for a hand that was won: how it ended, the pips left, the points."""
    state = match.observe()
    result = _result(match)
    rules = trace.rules
    winner = result.winner
    if winner is None:
        return None
    pips = list(result.pips)
    team = len(state["sides"]) < match.players
    if result.end == HandEnd.OUT:
        steps = [f"seat {winner} goes out and wins the hand"]
        clauses = ["end.going-out"] + (["end.going-out.partnership"] if team else [])
        clauses.append("score.out." + rules.out_score.replace("_", "-"))
        exact = scoring.going_out_points(pips, match.sides, winner, rules.out_score, "none")
        if (
            team
            and rules.out_score == "opponents_only"
            and not pips[
                next(seat for seat in next(side for side in match.sides if winner in side) if seat != winner)
            ]
        ):
            clauses.remove("score.out.opponents-only")  # the partner holds nothing: it would not show
        if _blocked_now(match):
            clauses.append("end.going-out-precedes-block")
    else:
        steps = [f"the hand is blocked and won by seat {winner}"]
        clauses = [
            "end.blocked",
            "end.blocked.lightest-" + ("team" if team else "hand"),
            "score.blocked." + rules.blocked_score.replace("_", "-"),
        ]
        totals = scoring.side_pips(pips, match.sides)
        hands = [[pips[seat] for seat in side] for side in match.sides]
        exact = scoring.blocked_points(totals, result.side, rules.blocked_score, "none", hands)
        if state["boneyard_size"]:
            clauses.append("end.blocked.boneyard")
            steps.append(f"the boneyard holds {state['boneyard_size']} tiles")
    if team:
        clauses.append("deal.teams.opposite")  # the winning team is named by its two seats, opposite
    steps = steps[:1] + _team_step(state, winner) + steps[1:]
    steps += [
        f"the pips left are {_and(pips)}",
        f"the hand scores {result.points} points",
        f"the scores are {_and(state['scores'])}",
    ]
    clauses += (
        _pip_clauses(state, winner) + _rounding_clauses(rules, exact) + ["score.side", "score.winner-only"]
    )
    return steps, clauses


def _blocked_now(match: Match) -> bool:
    """Whether nobody left could play or draw at the end of the hand (going out that also blocks)."""
    state = match.observe()
    ends = set(_open_arms(state).values())
    rules = match.rules
    if rules.draw_mode != "none" and state["boneyard_size"] > rules.draw_reserve:
        return False
    return not any(ends & set(tile) for hand in state["hands"] for tile in map(Tile.parse, hand))


def _hand_witness(kinds: tuple[HandEnd, ...], require: str | None = None) -> Finder:
    """A search for a hand won by going out or blocked (``kinds``) whose witness shows ``require``."""

    def find(trace: Trace) -> Witness | None:
        for hand, match in _finished(trace):
            result = _result(match)
            if result.end not in kinds or result.winner is None:
                continue
            scored = _scored_hand(trace, hand, match)
            if scored is None:
                continue
            steps, clauses = scored
            if require is not None and require not in clauses:
                continue
            how = "goes out" if result.end == HandEnd.OUT else "wins the blocked hand"
            if "end.going-out-precedes-block" in clauses:
                how = "goes out with a tile that also blocks the line,"
            return _found(
                clauses,
                f"seat {result.winner} {how} and scores {result.points}",
                hand,
                len(trace.hands[hand].moves),
                _then(*steps),
            )
        return None

    return find


recipe(
    "end.going-out",
    "end.going-out.partnership",
    "score.out.all-other-hands",
    "score.out.opponents-only",
    "equipment.hand.pips",
    "equipment.tile.pips",
    "equipment.tile.double-full",
    "score.side",
    "score.winner-only",
    "score.rounding.none",
    "score.rounding.nearest-five",
    "score.rounding.nearest-five-total",
    "score.rounding.nearest-five-each",
    "end.going-out-precedes-block",
)(_hand_witness((HandEnd.OUT,)))
recipe(
    "end.blocked",
    "end.blocked.lightest-hand",
    "end.blocked.lightest-team",
    "score.blocked.diff-each",
    "score.blocked.sum-minus-own",
    "score.blocked.winner-takes-all",
    "end.blocked.boneyard",
    "equipment.hand.pips",
    "equipment.tile.pips",
    "equipment.tile.double-full",
    "score.side",
    "score.winner-only",
    "score.rounding.none",
    "score.rounding.nearest-five",
    "score.rounding.nearest-five-total",
    "score.rounding.nearest-five-each",
    attempts=RARE_ATTEMPTS,
)(_hand_witness((HandEnd.BLOCKED,)))


recipe("end.going-out-precedes-block", attempts=RARE_ATTEMPTS)(
    _hand_witness((HandEnd.OUT,), require="end.going-out-precedes-block")
)


@recipe(
    "end.blocked-tie.redeal",
    "end.blocked-tie.no-score",
    "end.redeal",
    "lead.after-tie.rotate",
    "lead.after-tie.same-leader",
    "lead.after-tie.as-first-hand",
    "lead.any-tile",
    "lead.forced-tile",
    "end.blocked",
    "end.redeal.fives-stand",
    hands=2,
    attempts=RARE_ATTEMPTS,
    aim="blocked_tie",
)
def blocked_tie(trace: Trace) -> Witness | None:
    for hand, match in _finished(trace):
        state = match.observe()
        result = _result(match)
        if result.end != HandEnd.BLOCKED or result.winner is not None or len(trace.hands) < 2:
            continue
        rules = trace.rules
        clauses = ["end.blocked", "end.blocked-tie." + rules.blocked_tie.replace("_", "-")]
        steps = _then("the hand is blocked with no winner", f"the pips left are {_and(result.pips)}")
        if rules.blocked_tie == "redeal":
            clauses.append("end.redeal")
            steps += _then("a redeal is needed")
            if rules.fives and rules.voided_fives == "stand" and any(state["scores"]):
                clauses.append("end.redeal.fives-stand")  # the first hand's in-hand points stand
        else:
            steps += _then(
                f"the status is {state['status']}"
            )
        steps += _then(f"the scores are {_and(state['scores'])}")
        follow = trace.match_at(1, 0)
        shown = rules.after_tie_lead != "as_first_hand" or not _led_as_another_rule_would(trace, follow, None)
        if follow.status == IN_PROGRESS and shown:
            clauses += ["lead.after-tie." + rules.after_tie_lead.replace("_", "-"), *_lead_clauses(follow)]
            played = trace.hands[1]
            steps.append(
                Step(
                    "when",
                    "the next hand is dealt:",
                    _deal_table(played.hands, _drawable(trace, played), played.lots),
                )
            )
            steps += _then(*_lead_steps(follow))
            if rules.blocked_tie == "no_score":
                # Nothing waits for the next hand's winner, who scores its own points: where carrying
                # the tie's points (score.blocked_tie = carry) would add some, the next hand shows it.
                totals, hands = scoring.blocked_counts(result.pips, match.sides)
                if scoring.carried_points(totals, rules.blocked_score, rules.rounding, hands):
                    won = _won_alone(trace, 1)
                    if won is None:
                        continue
                    steps += won
        return _found(
            clauses,
            f"the lightest hands tie at {min(result.pips)} pips and nobody wins",
            hand,
            len(trace.hands[hand].moves),
            steps,
        )
    return None


def _won_alone(trace: Trace, hand: int) -> list[Step] | None:
    """Hand ``hand`` played to its end and the scores after it, if somebody won it and scored."""
    played = trace.hands[hand]
    end = trace.match_at(hand, len(played.moves))
    result = end.hand_result
    if result is None or result.winner is None or not result.points:
        return None
    return _hand_moves(trace, hand, len(played.moves)) + _then(f"the scores are {_and(end.observe()['scores'])}")


@recipe(
    "end.redeal",
    "lead.first-hand.highest-double-else-redeal",
    "lead.first-hand.top-double",
    bias="no_doubles",
)
def void_deal(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != REDEAL_NEEDED:
        return None
    clauses = ("end.redeal", LEAD_RULE_CLAUSES[trace.rules.first_hand_lead])
    return _found(
        clauses,
        "no hand holds the double the lead needs, and the deal is void",
        0,
        0,
        _then("a redeal is needed", f"the status is {REDEAL_NEEDED}"),
    )


@recipe("end.status", "move.refusal.hand-over", UNCHANGED)
def after_the_hand(trace: Trace) -> Witness | None:
    for hand, match in _finished(trace):
        state = match.observe()
        if state["status"] not in (HAND_OVER, MATCH_OVER):
            continue
        seat = state["leader"]
        steps = _then(f"the status is {state['status']}") + _refused(seat, Move(PASS), Reason.HAND_OVER)
        return _found(
            ("end.status", "move.refusal.hand-over", UNCHANGED),
            "once the hand is over no move is accepted",
            hand,
            len(trace.hands[hand].moves),
            steps,
        )
    return None


@recipe(
    "lead.next-hand.winner",
    "lead.next-hand.winner-of-block",
    "lead.next-hand.rotate",
    "lead.next-hand.as-first-hand",
    "lead.any-tile",
    "lead.forced-tile",
    hands=2,
)
def next_leader(trace: Trace) -> Witness | None:
    return _next_leader(trace, blocked=False)


@recipe("lead.next-hand.winner-of-block", "lead.next-hand.winner", "lead.any-tile", hands=2)
def next_leader_after_block(trace: Trace) -> Witness | None:
    return _next_leader(trace, blocked=True)


def _led_as_another_rule_would(trace: Trace, follow: Match, winner: int | None) -> bool:
    """Whether the second hand's leader is who another rule would name: the first hand's winner
    (after a tie, its leader) or, where three seats or more tell them apart, its leader or the
    seat after it. A lead chosen as for the first hand shows only where it differs."""
    first = trace.match_at(0, 0)
    others = {first.turn if winner is None else winner}
    if first.players > 2:
        others |= {first.turn, (first.turn + first.step) % first.players}
    return follow.turn in others


def _next_leader(trace: Trace, blocked: bool) -> Witness | None:
    if len(trace.hands) < 2:
        return None
    first = trace.match_at(0, len(trace.hands[0].moves))
    result = _result(first)
    if result.winner is None or (result.end == HandEnd.BLOCKED) != blocked:
        return None
    follow = trace.match_at(1, 0)
    if follow.status != IN_PROGRESS:
        return None
    rule = trace.rules.next_hand_lead
    if rule == "as_first_hand" and _led_as_another_rule_would(trace, follow, result.winner):
        return None
    clauses = ["lead.next-hand." + rule.replace("_", "-")] + _lead_clauses(follow)
    if blocked and rule == "winner":
        clauses.insert(0, "lead.next-hand.winner-of-block")
    how = "blocked hand" if blocked else "hand"
    return _found(
        clauses,
        f"seat {follow.turn} leads the hand after a {how} won by seat {result.winner}",
        1,
        0,
        _then(*_lead_steps(follow)),
    )


@recipe("match.carry", hands=2)
def carry(trace: Trace) -> Witness | None:
    for hand, match in _finished(trace, hands=2):
        state = match.observe()
        points = _result(match).points
        if (
            hand == 1
            and points
            and any(trace.match_at(0, len(trace.hands[0].moves)).observe()["scores"])
        ):
            return Witness(
                ("match.carry",),
                f"the second hand's {points} points are added to the first hand's scores",
                1,
                len(trace.hands[1].moves),
                tuple(
                    _then(
                        f"the hand scores {points} points",
                        f"the scores are {_and(state['scores'])}",
                    )
                ),
            )
    return None


# A match won on the target exactly comes first: "at least the target" and "past the target"
# end every other match alike. Such an ending is rarer, so more matches are played for it.
@recipe(
    "match.end.target",
    "match.checked-after-hand",
    "match.end.target.level",
    "match.target.by-players",
    "match.target.by-sides",
    hands=MAX_MATCH_HANDS,
    attempts=4 * MATCH_ATTEMPTS,
)
def match_won_on_the_target(trace: Trace) -> Witness | None:
    rules = trace.rules
    if rules.match_end != "target":
        return None
    last = len(trace.hands) - 1
    scores = trace.match_at(last, len(trace.hands[last].moves)).observe()["scores"]
    if max(scores) != rules.target_for(trace.players):
        return None
    return match_played_out(trace)


@recipe(
    "match.end.target",
    "match.checked-after-hand",
    "match.end.qualify-two",
    "match.end.qualify-two.order",
    "tournament.qualifiers",
    "match.end.target.level",
    "match.end.hands",
    "match.target.by-players",
    "match.target.by-sides",
    hands=MAX_MATCH_HANDS,
    attempts=MATCH_ATTEMPTS,
)
def match_played_out(trace: Trace) -> Witness | None:
    last = len(trace.hands) - 1
    match = trace.match_at(last, len(trace.hands[last].moves))
    state = match.observe()
    if state["status"] != MATCH_OVER:
        return None
    rules = trace.rules
    clauses = ["match.end." + rules.match_end.replace("_", "-"), "match.carry", "match.target.by-" + rules.target_by]
    if not rules.fives:
        clauses.append("match.checked-after-hand")
    if rules.match_end == "qualify_two":
        clauses.append("tournament.qualifiers")
    target = rules.target_for(trace.players)
    winners = sorted(seat for side in state["match_result"]["winners"] for seat in match.sides[side])
    previous = [0] * len(match.sides)
    for hand in range(last + 1):
        scores = trace.match_at(hand, len(trace.hands[hand].moves)).observe()["scores"]
        reached = [side for side, score in enumerate(scores) if score >= target and previous[side] < target]
        if rules.match_end == "qualify_two" and len(reached) >= 2:
            clauses.append("match.end.qualify-two.order")
        best = max(scores)
        if rules.match_end == "target" and best >= target and scores.count(best) > 1:
            clauses.append("match.end.target.level")
        previous = scores
    return Witness(
        tuple(clauses),
        f"a match played out to {target} is won by seat{'s' if len(winners) > 1 else ''} {_and(winners)}",
        last,
        len(trace.hands[last].moves),
        tuple(
            _then(
                f"the scores are {_and(state['scores'])}",
                f"the match is over, won by seat{'s' if len(winners) > 1 else ''} {_and(winners)}",
            )
        ),
    )


@recipe("match.checked-after-hand", hands=MAX_MATCH_HANDS, attempts=MATCH_ATTEMPTS)
def target_reached_in_hand(trace: Trace) -> Witness | None:
    if not trace.rules.fives:
        return None
    target = trace.rules.target_for(trace.players)
    for hand, ply, match in _in_play(trace, hands=len(trace.hands), after=1):
        scores = match.observe()["scores"]
        if max(scores) >= target:
            return Witness(
                ("match.checked-after-hand",),
                f"a side reaching {target} during the hand plays it out",
                hand,
                ply,
                tuple(
                    _then(
                        f"the scores are {_and(scores)}",
                        "the hand is not over",
                        "the match is not over",
                        f"seat {match.turn} is to play",
                    )
                ),
            )
    return None


# -- writing ------------------------------------------------------------------------------------------


def _drawable(trace: Trace, played: HandPlay) -> list[Tile] | None:
    """The boneyard row, in draw order, when the rules let it be drawn from."""
    return played.boneyard if trace.rules.draw_mode != "none" and played.boneyard else None


def _hand_moves(trace: Trace, hand: int, count: int) -> list[Step]:
    """The When step playing the first ``count`` moves of a hand."""
    if not count:
        return []
    match = trace.match_at(hand, 0)
    moves = ", ".join(str(move) for move in trace.hands[hand].moves[:count])
    return [Step("when", f'the moves "{moves}" are played from seat {match.turn}')]


def scenario_steps(seating: Seating, trace: Trace, witness: Witness) -> list[Step]:
    """Every step of the scenario: the rules, the deals and moves up to the point, the witness's own."""
    steps = [Step("given", seating.rules_step)]
    if witness.dealt:
        for hand in range(witness.hand + 1):
            played = trace.hands[hand]
            table = _deal_table(played.hands, _drawable(trace, played), played.lots)
            steps.append(
                Step("given", "the deal:", table)
                if hand == 0
                else Step("when", "the next hand is dealt:", table)
            )
            count = len(played.moves) if hand < witness.hand else witness.ply
            steps += _hand_moves(trace, hand, count)
            if hand < witness.hand:
                state = trace.match_at(hand, count).observe()
                steps += _then(f"the scores are {_and(state['scores'])}", "the match is not over")
    return steps + list(witness.steps)


def _render_steps(steps: Sequence[Step]) -> list[str]:
    lines, previous = [], None
    for step in steps:
        keyword = "And" if step.kind == previous else step.kind.capitalize()
        previous = step.kind
        lines.append(f"    {keyword} {step.text}")
        if step.table:
            widths = [max(len(row[column]) for row in step.table) for column in range(len(step.table[0]))]
            for row in step.table:
                lines.append(
                    "      | " + " | ".join(cell.ljust(width) for cell, width in zip(row, widths)) + " |"
                )
    return lines


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


@lru_cache(maxsize=4096)
def random_match(
    seating: Seating, hands: int, bias: str | None, aim: str | None, attempt: int
) -> Trace:
    """The ``attempt``-th seeded random match of a seating (shared by every clause's search)."""
    rng = random.Random(f"{SEED}/{seating.seed_name}/{seating.players}/{hands}/{bias}/{aim}/{attempt}")
    return play_match(seating.ruleset(), seating.players, rng, hands, bias, aim)


def find_witness(seating: Seating, clause: str) -> tuple[Trace, Witness] | None:
    """The first witness of ``clause`` found in the seating's seeded random matches, or None."""
    for candidate in (r for r in RECIPES if clause in r.clauses):
        for attempt in range(candidate.attempts):
            trace = random_match(seating, candidate.hands, candidate.bias, candidate.aim, attempt)
            witness = candidate.find(trace)
            if witness is not None and clause in witness.clauses:
                return trace, witness
    return None


@dataclass(frozen=True)
class Seating:
    """A game the writer writes scenarios for: a profile at one player count, or a declared variant of it
    (``name``, with its ``differences``: option id and value pairs) listed in ``variants.json``."""

    profile: str
    players: int
    differences: tuple[tuple[str, Any], ...] = ()
    name: str = ""
    about: str = ""  # what the variant is: whose game it is
    #: Clauses written for even where another scenario exercises them: ``python -m conformance.suite.sweep`` found
    #: that those scenarios do not tell the variant's value from another.
    witness: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """``block-4p``, or ``partnership-4p-openspiel-team`` for a variant: its file's name."""
        return f"{self.profile}-{self.players}p" + (f"-{self.name}" if self.name else "")

    @property
    def id_prefix(self) -> str:
        """``seat-block-4``, ``seat-partnership-4-openspiel-team``: the start of its scenarios' ids."""
        return f"seat-{self.profile}-{self.players}" + (f"-{self.name}" if self.name else "")

    @property
    def seed_name(self) -> str:
        """The seating's part of its random matches' seeds (a profile's is its name alone)."""
        return f"{self.profile}-{self.name}" if self.name else self.profile

    @property
    def described(self) -> str:
        """``block at 4 players``, ``the openspiel-team variant of partnership at 4 players``."""
        seats = f"{self.profile} at {self.players} players"
        return f"the {self.name} variant of {seats}" if self.name else seats

    @property
    def rules_step(self) -> str:
        """The Given step naming the rules (the variant's differences written out)."""
        text = f'the "{self.profile}" rules for {self.players} players'
        if self.differences:
            text += " with " + ", ".join(describe_value(option, value) for option, value in self.differences)
        return text

    def ruleset(self) -> Ruleset:
        return Ruleset.from_dict(merge(profiles()[self.profile], dict(self.differences)))

    def game(self) -> DeclaredGame:
        """The game an engine declares to meet exactly these rules."""
        return declared_game(self.profile, self.players, dict(self.differences))


def profile_seating(game: DeclaredGame) -> Seating:
    """The seating of a profile's game at one player count."""
    return Seating(str(game.base), game.players[0])


#: The declared variants written for beside the profiles, in the seatings folder.
VARIANTS_FILE = "variants.json"
#: What ``variants.json`` holds; the differences are then read as the profile's ruleset would read them.
VARIANTS_SCHEMA = {
    "type": "object",
    "required": ["variants"],
    "properties": {
        "description": {"type": "string"},
        "variants": {"type": "array", "items": {
            "type": "object",
            "required": ["name", "about", "profile", "players", "differences"],
            "additionalProperties": False,
            "properties": {
                "name": {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"},
                "about": {"type": "string", "minLength": 1},
                "profile": {"type": "string"},
                "players": {"type": "integer"},
                "differences": {"type": "object", "minProperties": 1},
                "witness": {"type": "array", "items": {"type": "string"}},
            },
        }},
    },
}


class VariantsError(Exception):
    """``variants.json`` cannot be read; the message names the file, the place and the fault."""


def read_variants(folder: Path) -> list[Seating]:
    """The variants of ``variants.json`` in ``folder`` (none when there is no such file). Raises ``VariantsError``."""
    path = folder / VARIANTS_FILE
    if not path.exists():
        return []
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise VariantsError(f"{path}: cannot be read as JSON: {error}") from None
    error = best_match(Draft202012Validator(VARIANTS_SCHEMA).iter_errors(document))
    if error is not None:
        raise VariantsError(f"{path}: {json_pointer(error.absolute_path) or '/'}: {explain(error)}")
    out = []
    for at, entry in enumerate(document["variants"]):
        variant = Seating(entry["profile"], entry["players"], tuple(entry["differences"].items()), entry["name"],
                          entry["about"], tuple(entry.get("witness", ())))
        if variant.profile not in profiles():
            raise VariantsError(f"{path}: /variants/{at}/profile: no profile is named {variant.profile!r}")
        try:
            rules = variant.ruleset()
        except RulesetError as fault:
            raise VariantsError(f"{path}: /variants/{at}/differences: {fault}") from None
        if variant.players not in rules.players:
            raise VariantsError(f"{path}: /variants/{at}/players: the variant is played by "
                                f"{', '.join(map(str, rules.players))} players, not {variant.players}")
        out.append(variant)
    return out


@dataclass
class SeatingFile:
    """The scenarios written for one seating, and the clauses left unwitnessed."""

    seating: Seating
    scenarios: list[str] = field(default_factory=list)
    covered: set[str] = field(default_factory=set)
    unwitnessed: list[str] = field(default_factory=list)

    @property
    def path(self) -> str:
        return f"{SEATINGS_FOLDER}/{self.seating.label}.feature"

    def text(self) -> str:
        seating = self.seating
        header = [
            "# Written by `python -m conformance.seatings`; regenerate it rather than edit it.",
            f"Feature: Seatings: {seating.rules_step}",
            "",
        ]
        if seating.name:
            header += textwrap.wrap(
                f"Scenarios for the clauses that hold in {seating.described} and that no other scenario "
                f"exercises there. The variant is {seating.about}. {FOUND_BY}", width=96,
                initial_indent="  ", subsequent_indent="  ",
            )
        else:  # the profiles' files, worded as they always were
            header += [
                f"  Scenarios for the clauses that hold for {seating.described} and that no other scenario",
                "  exercises there. Each was found by playing seeded random legal hands on the reference",
                "  engine under exactly these rules; every expected value (whose turn, the open ends, the",
                "  pips, the scores) is the reference engine's answer at that point.",
            ]
        return "\n".join([*header, ""] + self.scenarios) + "\n"


#: How a scenario of the seatings is found, as a variant's file says it.
FOUND_BY = (
    "Each was found by playing seeded random legal hands on the reference engine under exactly these "
    "rules; every expected value (whose turn, the open ends, the pips, the scores) is the reference "
    "engine's answer at that point."
)


def write_seating(seating: Seating, clauses: Sequence[str], held: Sequence[str]) -> SeatingFile:
    """Scenarios for ``clauses`` (in that order) at one seating; ``held`` limits the tags."""
    out = SeatingFile(seating)
    names: set[str] = set()
    for clause in clauses:
        if clause in out.covered:
            continue
        found = find_witness(seating, clause)
        if found is None:
            out.unwitnessed.append(clause)
            continue
        trace, witness = found
        tags = [clause] + [c for c in dict.fromkeys(witness.clauses) if c != clause and c in held]
        out.covered.update(tags)
        scenario_id = f"{seating.id_prefix}-{_slug(clause)}-001"
        name = f"{seating.described}: {witness.title}"
        if name in names:
            name += f" ({clause})"
        names.add(name)
        lines = [
            "  @id:" + scenario_id + " " + " ".join("@clause:" + tag for tag in tags),
            f"  Scenario: {name}",
        ]
        lines += _render_steps(scenario_steps(seating, trace, witness))
        out.scenarios.append("\n".join(lines) + "\n")
    return out


def written_for(text: str) -> list[str]:
    """The clause each scenario of a seating file was written for (its first ``@clause:`` tag)."""
    return re.findall(r"^  @id:\S+ @clause:(\S+)", text, flags=re.MULTILINE)


# -- checking and regenerating -------------------------------------------------------------------------


class SeatingError(Exception):
    """A written scenario does not pass on the reference engine: a fault of this module."""


def check_on_reference(text: str, file: str) -> list[Scenario]:
    """Parse a seating file and run each of its scenarios on the reference engine."""
    scenarios = parse_feature(text, file)
    engine = open_engine("reference")
    try:
        for scenario in scenarios:
            try:
                execute(scenario, Game(engine))
            except (AssertionError, NotApplicable, SuiteError) as error:
                raise SeatingError(
                    f"{file}:{scenario.line}: {scenario.id} does not pass on the reference engine: {error}"
                ) from None
    finally:
        engine.close()
    return scenarios


def regenerate(
    features: Path, only: str | None = None, log: Callable[[str], None] = print
) -> list[SeatingFile]:
    """Write features/seatings/ again: for each seating, greedily, the missing clauses' witnesses;
    then for each variant of ``variants.json``, those the profiles' seatings left it.

    ``only`` (``block-4p``) writes that file alone, against the rest of the suite as it is.
    """
    folder = features / SEATINGS_FOLDER
    base = [
        scenario
        for scenario in load_from(features)
        if not scenario.file.startswith(SEATINGS_FOLDER + "/")
        or (only is not None and scenario.file != f"{SEATINGS_FOLDER}/{only}.feature")
    ]
    seatings = [profile_seating(game) for game in profile_seatings()]
    variants = read_variants(folder)
    if only is not None:
        seatings = [seating for seating in seatings if seating.label == only]
        variants = [seating for seating in variants if seating.label == only]
    declarations = {seating: Declaration.of_game(seating.game()) for seating in seatings + variants}
    held = {seating: clauses_holding(declaration) for seating, declaration in declarations.items()}
    for variant in variants:
        stray = [clause for clause in variant.witness if clause not in held[variant]]
        if stray:
            raise VariantsError(f"{folder / VARIANTS_FILE}: {variant.name}: its witness list names "
                                f"{', '.join(stray)}, which does not hold in its game")
    judges = {seating: ApplicabilityJudge(declaration) for seating, declaration in declarations.items()}
    exercised: dict[Seating, set[str]] = {}

    def exercise(seating: Seating, scenarios: Iterable[Scenario]) -> None:
        judge = judges[seating]
        exercised.setdefault(seating, set()).update(
            clause for scenario in scenarios if judge.decide(scenario).applies for clause in checked_clauses(scenario)
        )

    def write(seating: Seating) -> tuple[SeatingFile, list[Scenario]]:
        missing = [clause for clause in held[seating] if clause not in exercised[seating] or clause in seating.witness]
        out = write_seating(seating, missing, held[seating])
        random_match.cache_clear()
        path = folder / f"{seating.label}.feature"
        scenarios: list[Scenario] = []
        if out.scenarios:
            text = out.text()
            scenarios = check_on_reference(text, out.path)
            folder.mkdir(exist_ok=True)
            write_whole(path, text)
        elif path.exists():
            path.unlink()
        log(
            f"{out.path}: {len(out.scenarios)} scenarios for {len(missing)} missing clauses"
            + (f"; not witnessed: {', '.join(out.unwitnessed)}" if out.unwitnessed else "")
        )
        return out, scenarios

    try:
        for seating in seatings + variants:
            exercise(seating, base)
        written = []
        pending = list(seatings)
        while pending:
            # The seating missing most goes first: what it gets often serves the others.
            pending.sort(
                key=lambda s: (s.players, -len(set(held[s]) - exercised[s]), s.label)
            )
            seating = pending.pop(0)
            out, scenarios = write(seating)
            for other in pending:
                if other.players == seating.players:
                    exercise(other, scenarios)
            for variant in variants:
                exercise(variant, scenarios)
            written.append(out)
        # The variants come after every profile's seating, so that writing them changes no profile's file.
        for position, variant in enumerate(variants):
            out, scenarios = write(variant)
            for other in variants[position + 1:]:
                exercise(other, scenarios)
            written.append(out)
        return written
    finally:
        for judge in judges.values():
            judge.close()


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m conformance.seatings [--only block-4p] [--features DIR]``."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance.seatings", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--features", type=Path, default=None, help="the features/ folder (default: the suite's)"
    )
    parser.add_argument("--only", help="write one seating's file, e.g. block-4p")
    args = parser.parse_args(argv)
    features = args.features or features_dir()
    if features is None:
        print("seatings: no features/ folder found; pass --features", file=sys.stderr)
        return 2
    try:
        variants = read_variants(features / SEATINGS_FOLDER)
    except VariantsError as error:
        print(f"seatings: {error}", file=sys.stderr)
        return 2
    known = {profile_seating(game).label for game in profile_seatings()} | {variant.label for variant in variants}
    if args.only is not None and args.only not in known:
        print(
            f"seatings: --only {args.only}: no such seating; seatings: {', '.join(sorted(known))}",
            file=sys.stderr,
        )
        return 2
    try:
        regenerate(features, args.only, log=lambda line: print(line, flush=True))
    except VariantsError as error:
        print(f"seatings: {error}", file=sys.stderr)
        return 2
    except SeatingError as error:
        print(f"seatings: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
