"""What a witness is, how a search for one is registered, and the helpers every search shares."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from reference_impl.engine import Match
from reference_impl.moves import INFINITIVE, PLAY, IllegalMove, Move
from reference_impl.status import Reason
from reference_impl.tiles import Tile

from .trace import HandPlay, Trace


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

LEAD_RULE_CLAUSES = {
    "highest_double_else_heaviest_tile": "lead.first-hand.highest-double-else-heaviest",
    "highest_double_else_redeal": "lead.first-hand.highest-double-else-redeal",
    "heaviest_tile": "lead.first-hand.heaviest-tile",
    "holder_of_top_double": "lead.first-hand.top-double",
    "lot": "lead.first-hand.lot",
    "at_random": "lead.first-hand.at-random",
}
UNCHANGED = "move.refusal.unchanged"


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


def _deal_table(
    hands: Sequence[Sequence[Any]], boneyard: Sequence[Any] | None = None, lots: Sequence[Any] | None = None
) -> tuple[tuple[str, ...], ...]:
    rows = [("seat", "tiles")] + [(str(seat), " ".join(map(str, hand))) for seat, hand in enumerate(hands)]
    if boneyard:
        rows.append(("boneyard", " ".join(map(str, boneyard))))
    if lots:
        rows.append(("lots", " ".join(map(str, lots))))
    return tuple(rows)


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
