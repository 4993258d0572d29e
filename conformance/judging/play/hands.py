"""What differential play walks: hands whose deals are random (or given) and whose moves are chosen,
one by one, among the reference engine's legal moves as the walk asks for them; the illegal moves
(probes) offered on the way, and the illegal deal offered before each deal.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, Match
from reference_impl.moves import Move
from reference_impl.tiles import Tile

from conformance.records.model import Deal, Event

#: A hand longer than this is a runaway (an engine that never ends a hand); it is cut short.
MAX_PLIES = 2000



@dataclass
class PlannedHand:
    """A hand to walk: its deal, and its events, chosen one by one as the walk asks."""

    deal: Deal
    events: Iterable[Event]


class Probe(NamedTuple):
    """An illegal move offered to both engines: who offers it, the move, and what makes it illegal.
    (A named tuple: several are built at every ply.)"""

    seat: int
    move: Move
    what: str


class Chooser(Protocol):
    """Chooses each move among the legal ones, and the illegal moves to offer before it."""

    def start_hand(self) -> None:
        """The next hand of the match starts."""

    def move(self, moves: Sequence[Move]) -> Move:
        """The move to make."""

    def probes(self, candidates: Sequence[Probe]) -> Sequence[Probe]:
        """The illegal moves to offer."""

    def offers(self, what: str) -> bool:
        """Whether to offer the illegal deal ``what`` names before each hand's deal."""

    def snapshot(self) -> Any:
        """Where the chooser stands (what ``restore`` takes), to choose again from a ply."""

    def restore(self, snapshot: Any) -> None:
        """Stand where ``snapshot`` was taken."""


class RandomChooser:
    """Random legal moves, and a random sample of ``probes`` illegal moves at each ply.

    With ``restorable``, each hand's choices are counted (the size of what each was drawn from), so
    that the chooser can be put back to any point of the hand (``restore``) without keeping the
    generator's state at every ply: a hand asked ahead is planned again from a ply, rarely, and
    chosen at every ply. Without it (nothing is asked ahead) nothing is kept: the generator's state
    is 625 numbers, dearer to copy at each hand than the hand's choices.
    """

    def __init__(self, rng: random.Random, probes: int = 2, restorable: bool = True) -> None:
        self.rng = rng
        self.count = probes
        self.restorable = restorable
        self._hand_state: Any = None
        self._drawn: list[int] = []  # this hand's draws: a move among n (n >= 0), a sample of n probes (-n)

    def start_hand(self) -> None:
        """Keep where the generator stands, to put it back within the hand (``restore``)."""
        if self.restorable:
            self._hand_state = self.rng.getstate()
        self._drawn.clear()

    def move(self, moves: Sequence[Move]) -> Move:
        """A legal move at random."""
        self._drawn.append(len(moves))
        return moves[_below(self.rng.getrandbits, len(moves))]

    def probes(self, candidates: Sequence[Probe]) -> Sequence[Probe]:
        """A random sample of the illegal moves."""
        if len(candidates) <= self.count:
            return candidates
        self._drawn.append(-len(candidates))
        return _sample(self.rng, candidates, self.count)

    def offers(self, what: str) -> bool:
        """Illegal deals are offered whenever illegal moves are."""
        return self.count > 0

    def snapshot(self) -> Any:
        """How many draws the hand has made."""
        return len(self._drawn)

    def restore(self, snapshot: Any) -> None:
        """The generator put back to after the hand's first ``snapshot`` draws: the hand's start again,
        and those draws made again (a draw uses the generator by the size drawn from alone)."""
        if not self.restorable:
            raise AssertionError("a chooser made without restorable cannot be put back")
        rng = self.rng
        rng.setstate(self._hand_state)
        del self._drawn[snapshot:]
        for size in self._drawn:
            if size >= 0:
                _below(rng.getrandbits, size)
            else:
                _sample(rng, range(-size), self.count)


# The chooser draws at every ply, so it draws as ``random.Random`` does inside ``randrange`` and ``sample``
# (the same numbers taken from the generator: the same games), without their checks of arguments that
# here are always a positive size and a short list.


def _below(getrandbits: Callable[[int], int], size: int) -> int:
    """A number from 0 to ``size`` - 1, drawn as ``random.Random.randrange(size)`` draws it."""
    bits = size.bit_length()
    drawn = getrandbits(bits)
    while drawn >= size:
        drawn = getrandbits(bits)
    return drawn


def _sample(rng: random.Random, population: Sequence[Any], count: int) -> list[Any]:
    """``count`` items of ``population`` (21 or fewer), drawn as ``random.Random.sample`` draws them."""
    pool = list(population)
    size = len(pool)
    getrandbits = rng.getrandbits
    chosen = []
    for drawn in range(count):
        index = _below(getrandbits, size - drawn)
        chosen.append(pool[index])
        pool[index] = pool[size - drawn - 1]  # the last of those not drawn fills the place of the one drawn
    return chosen


class ScriptedChooser:
    """The moves written for each hand (None: the first legal move), then the first legal move.

    The illegal moves offered are every one of the kinds named in ``probes``
    (``Probe.what``), so a reproduction does not hang on a random sample.
    """

    def __init__(self, scripts: Sequence[Sequence[Move | None]], probes: Iterable[str] = ()) -> None:
        self.scripts = scripts
        self.probe_kinds = frozenset(probes)
        self.script: Sequence[Move | None] = ()
        self.hand = -1
        self.ply = 0

    def start_hand(self) -> None:
        """Follow the next hand's script."""
        self.hand += 1
        self.script = self.scripts[self.hand] if self.hand < len(self.scripts) else ()
        self.ply = 0

    def move(self, moves: Sequence[Move]) -> Move:
        """The scripted move when it is legal, else the first legal move."""
        wanted = self.script[self.ply] if self.ply < len(self.script) else None
        self.ply += 1
        return wanted if wanted is not None and wanted in moves else moves[0]

    def probes(self, candidates: Sequence[Probe]) -> Sequence[Probe]:
        """Every illegal move of the kinds named."""
        return [probe for probe in candidates if probe.what in self.probe_kinds]

    def offers(self, what: str) -> bool:
        """An illegal deal of the kind named."""
        return what in self.probe_kinds

    def snapshot(self) -> Any:
        """The hand and ply of the script reached."""
        return self.hand, self.script, self.ply

    def restore(self, snapshot: Any) -> None:
        """The script followed from where ``snapshot`` was taken."""
        self.hand, self.script, self.ply = snapshot


class ChosenAhead:
    """The moves of a hand chosen before the walk reaches them (``DifferentialJudge`` asks a hand ahead),
    handed out in turn as the walk asks for them: the choosing was done, on ``chooser``, when the hand
    was planned."""

    def __init__(self, chooser: Chooser) -> None:
        self.chooser = chooser
        self.moves: deque[Move] = deque()
        #: The rest of the hand is chosen as the walk goes (its plan was dropped), on ``chooser``.
        self.live = False

    def start_hand(self) -> None:
        """Nothing to do: the hand was started on ``chooser`` when it was planned."""

    def move(self, moves: Sequence[Move]) -> Move:
        """The next move planned; it is one of ``moves``, the same listing the plan chose it from."""
        if self.live:
            return self.chooser.move(moves)
        move = self.moves.popleft()
        assert move in moves, f"the move planned, {move}, is not legal in the walk"
        return move

    def probes(self, candidates: Sequence[Probe]) -> Sequence[Probe]:
        """The walk offers the probes planned with each move (``DifferentialJudge.step``), not these."""
        raise AssertionError("the probes of a hand asked ahead were planned with its moves")

    def offers(self, what: str) -> bool:
        """As ``chooser`` offers."""
        return self.chooser.offers(what)

    def snapshot(self) -> Any:
        """The walk never chooses again on a hand asked ahead: ``DifferentialJudge`` plans it again."""
        raise AssertionError("a hand asked ahead is planned again, not chosen again")

    def restore(self, snapshot: Any) -> None:
        """As ``snapshot``."""
        raise AssertionError("a hand asked ahead is planned again, not chosen again")


def chosen_events(
    match: Match, chooser: Chooser, listed: Callable[[list[Move]], None] | None = None
) -> Iterator[Event]:
    """The events of the hand in play on ``match``, each chosen among its legal moves as the walk asks for it.

    ``listed`` is given each list of legal moves before the choice. A hand
    longer than ``MAX_PLIES`` is cut short.
    """
    chooser.start_hand()
    ply = 0
    while match.status == IN_PROGRESS and ply < MAX_PLIES:
        moves = match.legal_moves()
        if listed is not None:
            listed(moves)
        move = chooser.move(moves)
        ply += 1
        yield Event(match.turn, move.kind, move.tile, move.end, move.claim)


def random_hands(
    match: Match,
    rng: random.Random,
    limit: int,
    chooser: Chooser,
    listed: Callable[[list[Move]], None] | None = None,
    first: int = 1,
    doubleless: bool = False,
) -> Iterator[PlannedHand]:
    """Random deals, each played by ``chooser``, until the match ends or ``limit`` hands are dealt.
    With ``doubleless``, some deals keep the doubles out of the hands (``DOUBLELESS_EVERY``):
    those whose place in the schedule, counted from ``first`` for the first, falls on it."""
    tiles = list(match.tileset.tiles)
    for number in range(first, first + limit):
        if match.status == MATCH_OVER:
            return
        first_rule = match.next_leader is None  # the first hand's lead rule decides who leads
        deal = random_deal(match, rng, tiles)
        if doubleless and number % (DOUBLELESS_EVERY // 4 if first_rule else DOUBLELESS_EVERY) == 0:
            deal = doubles_to_boneyard(deal)
        yield PlannedHand(deal, chosen_events(match, chooser, listed))


#: In differential play, every so many hands the deal keeps the doubles out of the hands, as far
#: as the boneyard takes them, and four times as often while the first hand's lead rule is in
#: force: the rules differ most where nobody holds a double (the lead's fallback, a redeal), and
#: a random deal of two hands of seven holds none once in about three hundred.
DOUBLELESS_EVERY = 16


#: The illegal deal offered before each hand's deal: ``tile_twice``.
TILE_TWICE = "a tile dealt twice"


def tile_twice(deal: Deal) -> Deal:
    """The deal with the last seat's last tile replaced by the first seat's first: that tile is dealt
    twice and the one replaced is nowhere (``deal.complete``)."""
    hands = [list(hand) for hand in deal.hands]
    hands[-1][-1] = hands[0][0]
    return Deal(hands, list(deal.boneyard), deal.lots)


def hands_key(hands: Any) -> Any:
    """A view's hands, each as a sorted list of tile texts (None for a hidden hand), for comparison."""
    if not isinstance(hands, list):
        return hands
    return [sorted(map(str, hand)) if isinstance(hand, list) else hand for hand in hands]


def doubles_to_boneyard(deal: Deal) -> Deal:
    """The deal with each double in a hand swapped for a boneyard tile that is not a double, while any is left."""
    hands = [list(hand) for hand in deal.hands]
    boneyard = list(deal.boneyard)
    spare = [index for index, tile in enumerate(boneyard) if not tile.is_double]
    for hand in hands:
        for position, tile in enumerate(hand):
            if tile.is_double and spare:
                index = spare.pop()
                hand[position], boneyard[index] = boneyard[index], tile
    return Deal(hands, boneyard, deal.lots)


def planned_hands(
    match: Match, deals: Iterable[Deal], chooser: Chooser, listed: Callable[[list[Move]], None] | None = None
) -> Iterator[PlannedHand]:
    """The given deals in order, each played by ``chooser``, while the match goes on."""
    for deal in deals:
        if match.status == MATCH_OVER:
            return
        yield PlannedHand(deal, chosen_events(match, chooser, listed))


def random_deal(match: Match, rng: random.Random, tiles: list[Tile]) -> Deal:
    """A deal for the match's next hand, ``tiles`` shuffled in place (lots drawn when the lead is by lot).

    ``tiles`` is the set, kept by the caller from hand to hand: each shuffle starts from the last.
    """
    needs_lots = match.rules.first_hand_lead == "lot" and match.next_leader is None
    lots = rng.sample(tiles, match.players) if needs_lots else None
    rng.shuffle(tiles)
    size = match.hand_size
    hands = [tiles[seat * size : (seat + 1) * size] for seat in range(match.players)]
    return Deal(hands, tiles[match.players * size :], lots)

