"""Differential play: random games in lock step on an engine and on the reference engine.

Each hand is dealt at random and given to both engines; at every ply the
move is chosen among the reference engine's legal moves, and before it is
made both engines are compared: the state (status, whose turn, hand sizes,
boneyard, open ends, count, scores, a score waiting for muggins), the legal
moves (as a set, mirror ends merged as ``moves.move_set`` says), and a
sample of illegal moves offered to both (out of turn, a tile not held, a
tile that fits no end, a pass or a draw the rules refuse, a wrong claim, a
muggins with nothing to take), each of which must be refused for the same
reason and leave the state unchanged. At each hand's end the result and
totals are compared, and at the match's end its result.

``DifferentialJudge`` is a judge of the one walk (``conformance.judging.walker``);
the clause of every divergence comes from ``conformance.judging.clause_table``. A
divergence ends its match (the engine's state is no longer the reference's);
play goes on with a new match, so one early fault hides nothing after it.
The same seed gives the same games.
"""

from __future__ import annotations

import itertools
import os
import random
import re
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from reference_impl.engine import IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED, DealError, Match
from reference_impl.moves import (
    ARMS,
    DRAW,
    DRAW_MOVE,
    MUGGINS,
    MUGGINS_MOVE,
    PASS_MOVE,
    PLAY,
    IllegalMove,
    Move,
    describe_move,
    move_set,
    written_key,
    written_key_of,
)
from reference_impl.result import protocol_form
from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError
from reference_impl.status import HandEnd
from reference_impl.tiles import Tile

from . import clause_table
import conformance.rulebook.index as rulebook
from .clause_table import (
    hand_end_clause,
    hand_result_clauses,
    lead_situation,
    listing_clause,
    match_end_clause,
    match_result_clauses,
    option_clause,
    ply_clauses,
    points_clause,
    refusal_clause,
    turn_clause,
)
from conformance.engines.client import LEGAL_MOVES_REQUEST, OBSERVE_REQUEST, Answers, MalformedReply, apply_request, observe_request
from conformance.engines.under_test import EngineError
from conformance.rulebook.declared_games import (
    DeclarationError,
    DeclaredGame,
    describe_value,
    option_values,
    read_games,
    unsupported_options,
    with_values,
)
from .referee import Finding, RecordProblem, hand_result_finding, match_result_finding, resolve_ruleset
from .replay import ProtocolSession, deal_outcome, deal_request, move_outcome
from conformance.rulebook.index import SuiteError, profile, profiles
from conformance.records.model import Deal, Event, MatchResult, RulesetSpec, Transcript
from conformance.records.recording import Recorder, recorded_result
from conformance.inputs.text_files import UnreadableText, read_json_file
from .walker import walk_match

STAGE = "play"
REFERENCE = "the reference engine"
#: A hand longer than this is a runaway (an engine that never ends a hand); it is cut short.
MAX_PLIES = 2000


# -- the game to play -----------------------------------------------------------------------------------


class GameChoiceError(ValueError):
    """No game can be played with this engine as asked; the message says why."""


def game_for_engine(
    capabilities: Mapping[str, Any],
    players: int | None = None,
    profile_name: str | None = None,
    ruleset: Mapping[str, Any] | None = None,
) -> tuple[Ruleset, int, str]:
    """The game to play with an engine: (pinned ruleset, players, what to call it).

    A ruleset or profile named is played as named; otherwise the first game
    the engine declares (``capabilities.games``) at its first player count
    (or at ``players``); for an engine declaring option values only, the
    first profile, in the rulebook's order, at the first player count whose
    every option value it declares.
    """
    if ruleset is not None or profile_name is not None:
        try:
            rules = Ruleset.from_dict(ruleset if ruleset is not None else profile(profile_name or ""))
        except (RulesetError, SuiteError) as error:
            raise GameChoiceError(f"the ruleset: {error}") from None
        counts = [players] if players is not None else list(rules.players)
        if players is not None and players not in rules.players:
            raise GameChoiceError(
                f"{rules.name or 'the ruleset'} is played by {', '.join(map(str, rules.players))} players, not {players}"
            )
        pinned = rules.to_dict()
        for count in counts:
            if not unsupported_options(pinned, count, capabilities):
                return rules, count, rules.name or profile_name or "ruleset"
        missing = unsupported_options(pinned, counts[0], capabilities)
        raise GameChoiceError(f"the engine does not declare {'; '.join(missing)}")
    for game, count in _declared_seatings(capabilities):
        if players is None or count == players:
            return Ruleset.from_dict(game.ruleset), count, _game_name(game)
    for name, data in profiles().items():
        rules = Ruleset.from_dict(data)
        for count in rules.players:
            if players is not None and count != players:
                continue
            if not unsupported_options(rules.to_dict(), count, capabilities):
                return rules, count, name
    raise GameChoiceError("the engine declares no profile of the rulebook at any player count it plays")


def _declared_seatings(capabilities: Mapping[str, Any]) -> Iterator[tuple[DeclaredGame, int]]:
    """Each game the engine declares, at each player count it plays it, in the order declared."""
    try:
        declared = read_games(capabilities)
    except DeclarationError as error:
        raise GameChoiceError(str(error)) from None
    for game in declared:
        for count in game.players:
            yield game, count


def _game_name(game: DeclaredGame) -> str:
    return game.base or game.ruleset.get("name") or "ruleset"


def game_for_clause(
    capabilities: Mapping[str, Any], clause_id: str, players: int | None = None, base: str | None = None
) -> tuple[Ruleset, int, str]:
    """A game the engine plays in which the clause ``clause_id`` holds, to aim play at that rule.

    The first game the engine declares in which it holds; else the first profile (or the
    profile ``base``), in the rulebook's order, in which it holds or can be made to hold by
    changing the fewest of the options its applicability names, provided the engine
    declares the result.
    """
    try:
        clause = rulebook.load().clause(clause_id)
    except KeyError:
        raise GameChoiceError(f"no clause {clause_id!r} in the rulebook ('domino-conformance clauses' lists them)") from None
    for game, count in _declared_seatings(capabilities):
        if (base is None or game.base == base) and (players is None or count == players) \
                and clause.holds_with(option_values(game.ruleset, count).get):
            return Ruleset.from_dict(game.ruleset), count, _game_name(game)
    known = profiles()
    if base is not None and base not in known:
        raise GameChoiceError(f"no profile {base!r}; the profiles are {', '.join(known)}")
    best: tuple[int, dict[str, Any], int, str, dict[str, Any]] | None = None
    for name, data in known.items() if base is None else [(base, known[base])]:
        pinned = Ruleset.from_dict(data).to_dict()
        for count in pinned["players"]:
            if players is not None and count != players:
                continue
            for changes in _changes_for(clause, option_values(pinned, count)):
                if best is not None and len(changes) >= best[0]:
                    break
                ruleset = with_values(pinned, changes, count) if changes else pinned
                if ruleset is not None and not unsupported_options(ruleset, count, capabilities):
                    best = (len(changes), ruleset, count, name, changes)
                    break
    if best is not None:
        _, ruleset, count, name, changes = best
        return Ruleset.from_dict(ruleset), count, name + "".join(f", {describe_value(k, v)}" for k, v in changes.items())
    where = f" based on {base}" if base is not None else ""
    raise GameChoiceError(f"the engine declares no game{where} in which {clause_id} holds")


def _changes_for(clause: rulebook.Clause, values: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Option changes under which ``clause`` holds in a game of ``values``, fewest first (none
    when it holds already); the values tried are those the rulebook documents or a profile pins."""
    asked: list[str] = []

    def record(option_id: str, test: Callable[[Any], bool]) -> bool:
        if option_id not in asked:
            asked.append(option_id)
        return test(values.get(option_id))

    if clause.holds(record):
        yield {}
        return
    named = asked + [option_id for option_id in clause.options if option_id not in asked]
    choices = {option_id: _documented_values(option_id) for option_id in named if option_id in values}
    for size in range(1, len(choices) + 1):
        for options in itertools.combinations(choices, size):
            for picked in itertools.product(*(choices[option_id] for option_id in options)):
                changes = dict(zip(options, picked))
                if clause.holds_with(lambda option_id: changes.get(option_id, values.get(option_id))):
                    yield changes


def _documented_values(option_id: str) -> list[Any]:
    """The values the rulebook documents for an option, those the profiles pin, and for a
    number documented by a range ("1 or more") a small value inside it, its least plus four:
    a match of a fixed number of hands, say, then has room for a voided hand among them."""
    try:
        option = rulebook.load().option(option_id)
    except KeyError:
        return []
    found: list[Any] = []
    for value in [row.value for row in option.values] + list(option.profiles.values()):
        if isinstance(value, str) and option.kind not in ("enum", "bool"):
            least = re.match(r"\d+", value)
            if least is None:
                continue
            value = int(least.group()) + 4
        if value not in found:
            found.append(value)
    return found


def read_ruleset(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A ruleset file (a pinned ruleset, or ``{"profile": ..., "overrides": ...}``), pinned and checked.

    Raises ``GameChoiceError`` naming the file, the place (line and column,
    or JSON pointer) and what is wrong.
    """
    try:
        data = read_json_file(path, "a ruleset file")
    except UnreadableText as error:
        raise GameChoiceError(error.located(str(path))) from None
    if not isinstance(data, dict):
        raise GameChoiceError(f"{path}: a ruleset is a JSON object, not {type(data).__name__}")
    try:
        return resolve_ruleset(RulesetSpec.from_dict(data)).to_dict()
    except RecordProblem as problem:
        where = problem.finding.pointer.removeprefix("/ruleset") or "/"
        raise GameChoiceError(f"{path} {where}: {problem.finding.message}") from None


# -- what the walk is given: hands whose moves are chosen as they are asked for --------------------------


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


class RandomChooser:
    """Random legal moves, and a random sample of ``probes`` illegal moves at each ply."""

    def __init__(self, rng: random.Random, probes: int = 2) -> None:
        self.rng = rng
        self.count = probes

    def start_hand(self) -> None:
        """Nothing to do: every choice is random."""

    def move(self, moves: Sequence[Move]) -> Move:
        """A legal move at random."""
        return moves[self.rng.randrange(len(moves))]

    def probes(self, candidates: Sequence[Probe]) -> Sequence[Probe]:
        """A random sample of the illegal moves."""
        if len(candidates) <= self.count:
            return candidates
        return self.rng.sample(list(candidates), self.count)

    def offers(self, what: str) -> bool:
        """Illegal deals are offered whenever illegal moves are."""
        return self.count > 0


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


class ChosenAhead:
    """The moves of a hand chosen before the walk reaches them (``DifferentialJudge`` asks a hand ahead),
    handed out in turn as the walk asks for them: the choosing was done, on ``chooser``, when the hand
    was planned."""

    def __init__(self, chooser: Chooser) -> None:
        self.chooser = chooser
        self.moves: deque[Move] = deque()

    def start_hand(self) -> None:
        """Nothing to do: the hand was started on ``chooser`` when it was planned."""

    def move(self, moves: Sequence[Move]) -> Move:
        """The next move planned; it is one of ``moves``, the same listing the plan chose it from."""
        move = self.moves.popleft()
        assert move in moves, f"the move planned, {move}, is not legal in the walk"
        return move

    def probes(self, candidates: Sequence[Probe]) -> Sequence[Probe]:
        """The walk offers the probes planned with each move (``DifferentialJudge.step``), not these."""
        raise AssertionError("the probes of a hand asked ahead were planned with its moves")

    def offers(self, what: str) -> bool:
        """As ``chooser`` offers."""
        return self.chooser.offers(what)


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


def _hands_key(hands: Any) -> Any:
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


# -- a divergence, and what a scenario must expect to show it ---------------------------------------------


@dataclass(frozen=True)
class Expectation:
    """What the reference engine shows where the engine diverged, for a scenario's Then steps.

    ``kind`` names the observation (``turn``, ``status``, ``hand_sizes``,
    ``boneyard``, ``ends``, ``count``, ``scores``, ``muggins``, ``hands``,
    ``legal``, ``refused``, ``unchanged``, ``accepted``, ``hand_end``,
    ``match_end``, ``view``, ``deal_refused``); ``seat`` and ``move`` say who tried what, ``value`` the
    reference's value and ``detail`` anything more the step needs.
    """

    kind: str
    value: Any = None
    seat: int | None = None
    move: Move | None = None
    detail: Mapping[str, Any] = field(default_factory=dict)


class PlayDivergence(Exception):
    """The engine and the reference engine differ; the finding and what the reference shows."""

    def __init__(self, finding: Finding, expectation: Expectation) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.expectation = expectation


@dataclass
class Found:
    """A divergence found in play, with the hands that led to it (deals and moves)."""

    finding: Finding
    expectation: Expectation
    plan: list[tuple[Deal, list[Move]]]
    match: int

    def to_dict(self) -> dict[str, Any]:
        """The divergence for reports: the finding's fields and the match it was found in."""
        return dict(self.finding.to_dict(), match=self.match)


# -- the judge ---------------------------------------------------------------------------------------------


class DifferentialJudge:
    """Differential play as a judge of the walk: the engine against the reference engine, ply by ply.

    What the engine is asked follows from the reference engine alone. So when
    a round trip to the engine costs more than the asking (a subprocess that
    declares ``pipelining``: ``ProtocolSession.asks_ahead``), a whole hand is asked at
    once, as it is dealt: a second reference match, the planner, plays the hand
    ahead with the same chooser (the same random choices, in the same order),
    and the walk then judges each ply on the answers already come, exactly as
    if each ply had been asked alone. A divergence still ends the match there.
    """

    def __init__(
        self,
        session: ProtocolSession,
        rules: Ruleset,
        players: int,
        chooser: Chooser,
    ) -> None:
        self.session = session
        self.rules = rules
        self.players = players
        self.chooser = chooser
        self.pinned = rules.to_dict()
        self.recorder = Recorder(Match(rules, players), RulesetSpec(pinned=self.pinned))
        self.match = self.recorder.match
        #: Asking a hand ahead: the planner, the chooser the walk takes the planned moves from, and
        #: the probes planned for each ply.
        self._planner = Match(rules, players) if session.asks_ahead else None
        self._walk_chooser: Chooser = chooser if self._planner is None else ChosenAhead(chooser)
        self._planned_probes: deque[list[tuple[Probe, str]]] = deque()
        self.hands_dealt = 0
        self.plies = 0
        #: Every clause this judge compared the engine on (the run's coverage by play counts them), and the
        #: kinds of ply whose clauses are in it already.
        self.compared: set[str] = set()
        self._ply_keys: set[tuple[Any, ...]] = set()
        self.situation: tuple[str, str | None] = ("first", None)
        self._moves: list[Move] = []
        #: Each seat's probes that carry no tile (the same at every ply): a pass, a draw, muggins.
        self._tileless_probes = [
            (Probe(seat, PASS_MOVE, "a pass"), Probe(seat, DRAW_MOVE, "a draw"),
             Probe(seat, MUGGINS_MOVE, "muggins"))
            for seat in range(players)
        ]

    # -- the hands to walk -----------------------------------------------------------------------------

    def random_hands(self, rng: random.Random, limit: int, first: int = 1) -> Iterator[PlannedHand]:
        """Random hands until the match ends or ``limit`` hands are dealt; the doubleless deals' schedule
        counts from ``first`` (``play_match`` gives the match's number, so a match is the same wherever
        it is played)."""
        return random_hands(self.match, rng, limit, self._walk_chooser, self._listed, first, doubleless=True)

    def planned_hands(self, deals: Iterable[Deal]) -> Iterator[PlannedHand]:
        """The given deals, in order, while the match goes on."""
        return planned_hands(self.match, deals, self._walk_chooser, self._listed)

    def _listed(self, moves: list[Move]) -> None:
        self._moves = moves

    # -- the walk's questions ----------------------------------------------------------------------------

    def begin(self) -> None:
        """Start the match on the engine; its sides must be the reference's."""
        self.session.recover()  # whatever a walk before this one left: answers not taken, an engine that failed
        refused = self.session.start(self.pinned, self.players)
        if refused is not None:
            self._diverge(
                f"the engine refused the ruleset: {refused}",
                clause_table.FACTS["rules_refused"],
                Expectation("rules"),
            )
        sides = [list(side) for side in self.match.sides]
        engine_sides = self.session.state().get("sides")
        if engine_sides != sides:
            fact = "teams" if self.rules.teams is not None else "sides"
            self._diverge(
                f"the sides are {sides}; the engine's are {engine_sides}",
                clause_table.FACTS[fact],
                Expectation("sides", sides),
                expected=sides,
                actual=engine_sides,
            )

    def dealt(self, number: int, hand: PlannedHand) -> None:
        """Give the deal to both; the engine's status and leader must be the reference's."""
        self.hands_dealt += 1
        self.situation = lead_situation(protocol_form(self.match.hand_result))
        status = self.recorder.deal(hand.deal.hands, hand.deal.boneyard, hand.deal.lots)
        # What the engine is asked follows from the reference alone: asked at once (see ``step``).
        bad = tile_twice(hand.deal) if self.chooser.offers(TILE_TWICE) else None
        viewer = (self.hands_dealt - 1) % self.players  # each hand shows another seat's view (``_compare_view``)
        compare_view = status == IN_PROGRESS and self.session.capabilities.get("views") is True
        requests = [deal_request(hand.deal)] if bad is None else [deal_request(bad), deal_request(hand.deal)]
        if status == IN_PROGRESS:
            requests += [OBSERVE_REQUEST, observe_request(viewer)] if compare_view else [OBSERVE_REQUEST]
        if self._planner is not None:
            self._ask_ahead(hand.deal, requests)
        answers = self.session.call_many(requests)
        if bad is not None:
            self._judge_bad_deal(number, hand.deal, bad, answers)
        engine_status, refused = deal_outcome(answers.next())
        clause = turn_clause(self.rules, 1, None, self.situation)
        self.compared.update((clause_table.FACTS["deal_refused"], clause))
        if bad is not None:
            self.compared.add(clause_table.FACTS["deal_incomplete"])
        if compare_view:
            self.compared.add(clause_table.FACTS["concealed"])
        if refused is not None:
            self._diverge(
                f"the engine refused the deal of hand {number}: {refused}",
                clause_table.FACTS["deal_refused"],
                Expectation("status", status),
                hand=number,
            )
        if engine_status != status:
            self._diverge(
                f"after the deal of hand {number} the engine's status is {engine_status!r}; "
                f"{REFERENCE}'s is {status!r}",
                hand_end_clause(HandEnd.REDEAL) if REDEAL_NEEDED in (status, engine_status) else clause,
                Expectation("status", status),
                hand=number,
                expected=status,
                actual=engine_status,
            )
        if status == IN_PROGRESS:
            leader = answers.state().get("turn")
            if leader != self.match.turn:
                self._diverge(
                    f"seat {self.match.turn} leads hand {number}; the engine has seat {leader!r} to act",
                    clause,
                    Expectation("turn", self.match.turn),
                    hand=number,
                    ply=1,
                    expected=self.match.turn,
                    actual=leader,
                )
            if compare_view:
                self._compare_view(number, viewer, answers.state())

    def _ask_ahead(self, deal: Deal, deal_requests: list[dict[str, Any]]) -> None:
        """Play the hand on the planner, choosing as the walk will, and ask the engine at once all that
        the walk will ask of it in the hand (``ProtocolSession.ask_ahead``), from ``deal_requests`` on."""
        planner, chooser = self._planner, self.chooser
        assert planner is not None
        if planner.deal(deal.hands, deal.boneyard, deal.lots) != self.match.status:
            raise AssertionError("the planner's deal is not the walk's")
        chooser.start_hand()
        requests = list(deal_requests)
        planned_moves = []
        while planner.status == IN_PROGRESS and len(planned_moves) < MAX_PLIES:  # as ``chosen_events`` walks
            moves = planner.legal_moves()
            move = chooser.move(moves)
            probes = self._chosen_probes(planner, moves, move)
            requests += _ply_requests(planner.turn, move, probes)
            planned_moves.append(move)
            self._planned_probes.append(probes)
            planner.apply(move)
        if planner.status != IN_PROGRESS:
            requests += HAND_OVER_REQUESTS
        self.session.ask_ahead(requests)
        assert isinstance(self._walk_chooser, ChosenAhead)
        self._walk_chooser.moves.extend(planned_moves)

    def _judge_bad_deal(self, number: int, deal: Deal, bad: Deal, answers: Answers) -> None:
        """Before the hand's deal, the same deal with one tile given twice and another left out
        (``bad``): it must be refused (and, being refused, change nothing)."""
        if deal_outcome(answers.next())[1] is None:
            self._diverge(
                f"the deal of hand {number} with {bad.hands[-1][-1]} dealt twice and "
                f"{deal.hands[-1][-1]} nowhere is refused by {REFERENCE}; the engine accepts it",
                clause_table.FACTS["deal_incomplete"],
                Expectation("deal_refused", detail={"what": TILE_TWICE, "deal": bad}),
                hand=number,
                expected="refused",
                actual="accepted",
            )

    def _compare_view(self, number: int, seat: int, view: Mapping[str, Any]) -> None:
        """Seat ``seat``'s view (the engine's, ``view``) shows its own hand and no other (``deal.concealed``).
        Each hand of a match shows another seat's view, by its place in the match, so that the match is
        judged the same wherever it is played."""
        expected = self.match.observe(seat).get("hands")
        actual = view.get("hands")
        if _hands_key(actual) != _hands_key(expected):
            self._diverge(
                f"after the deal of hand {number}, seat {seat}'s view shows hands {actual!r}; "
                f"{REFERENCE}'s shows {expected!r}",
                clause_table.FACTS["concealed"],
                Expectation("view", seat=seat),
                hand=number,
                expected=expected,
                actual=actual,
            )

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """Compare state, legal moves and refusals before the move; make it on both.

        What the engine is asked at a ply follows from the reference alone, so it is asked all at
        once (``Client.call_many``: one round trip, not seven, to an engine that declares
        ``pipelining``), or was asked with the whole hand (``_ask_ahead``), and the answers are
        judged in the order asked, exactly as if each had been asked alone. After a divergence the
        rest was asked all the same; the match ends there.
        """
        match = self.match
        move = event.move
        if self._planner is None:
            probes = self._chosen_probes(match, self._moves, move)
        else:
            probes = self._planned_probes.popleft()
        answers = self.session.call_many(_ply_requests(event.seat, move, probes))
        state = answers.state()
        previous_kind = previous.type if previous is not None else None
        key = (ply == 1, previous_kind, move.kind, self.situation)
        if key not in self._ply_keys:
            self._ply_keys.add(key)
            self.compared.update(ply_clauses(self.rules, ply, previous_kind, self.situation, move.kind))
        self._compare_state(state, number, ply, event, previous)
        self._compare_moves(state, answers.legal_moves(), number, ply, event)
        self._judge_probes(state, probes, answers, number, ply, event)
        accepted, reason, message = move_outcome(answers.next())
        if not accepted:
            self._diverge(
                f"{event.describe()} is legal; the engine refuses it ({reason}: {message})",
                listing_clause(self.rules, move.kind),
                Expectation("accepted", seat=event.seat, move=move),
                hand=number,
                ply=ply,
                event=event,
                expected="accepted",
                actual=reason,
            )
        self.recorder.apply(move)
        if move.kind == DRAW:
            event.tile = match.tileset.tiles[match.boneyard[match.drawn - 1]]
        self.plies += 1

    def hand_over(self, number: int, hand: PlannedHand, last: Event | None) -> None:
        """The engine's hand must be over too, with the reference's result and totals."""
        match = self.match
        if match.status == IN_PROGRESS:  # cut short at MAX_PLIES: nothing more to judge here
            return
        answers = self.session.call_many(HAND_OVER_REQUESTS)
        state = answers.state()
        status = state.get("status")
        reference_result = recorded_result(match)
        end = reference_result.end
        result = protocol_form(match.hand_result) or {}
        self.compared.update(hand_result_clauses(self.rules, result, match.sides))
        self.compared.add(match_end_clause(self.rules, match.scores, match.target))
        engine_result = state.get("result")
        if status == IN_PROGRESS or not isinstance(engine_result, Mapping):
            in_play = status == IN_PROGRESS
            self._diverge(
                f"hand {number} is over ({end!r}); "
                + (f"the engine has seat {state.get('turn')} still to act" if in_play
                   else "the engine's state gives no result"),
                hand_end_clause(end, self.rules),
                Expectation("hand_end", result, detail={"field": "end"}),
                hand=number,
                event=last,
                expected=end,
                actual=IN_PROGRESS if in_play else engine_result,
            )
        finding = hand_result_finding(
            reference_result,
            engine_result,
            list(state.get("scores") or []),
            status == REDEAL_NEEDED,
            self.rules,
            match.sides,
            number,
            by_engine=True,
            claimant=REFERENCE,
        )
        if finding is not None:
            field_name = finding.pointer.rsplit("/", 1)[-1]
            if field_name == "end" and end == HandEnd.OUT and _line_blocked(match):
                finding.clause = clause_table.FACTS["out_before_block"]  # the last tile went out and blocked
            elif field_name == "points" and match.hand_result is not None and match.hand_result.carried:
                finding.clause = option_clause(self.rules, "score.blocked_tie")  # tied hands' points carried in
            detail = {"field": field_name, "scores": list(match.scores), "sides": [list(s) for s in match.sides]}
            self._raise(finding, Expectation("hand_end", result, detail=detail))
        over = match.status == MATCH_OVER
        if (status == MATCH_OVER) != over:
            self._diverge(
                f"after hand {number} with totals {list(match.scores)} the match is "
                f"{'over' if over else 'not over'}; the engine has it {status!r}",
                match_end_clause(self.rules, match.scores, match.target),
                self._match_expectation(),
                hand=number,
                expected=MATCH_OVER if over else match.status,
                actual=status,
            )
        self._compare_after_hand(state, answers, number, last)

    def _compare_after_hand(self, state: Mapping[str, Any], answers: Answers, number: int, last: Event | None) -> None:
        """Once a hand is over, no score waits for muggins and no move is legal (the next of ``answers``)."""
        pending, actual = self.match.muggins_pending, state.get("muggins_pending", 0)
        self.compared.add(clause_table.FACTS["moves_after_hand"])
        if self.rules.fives_claims == "muggins":
            self.compared.add(clause_table.FACTS["muggins_lapsed"])
        if self.rules.fives_claims == "muggins" and actual != pending:
            self._diverge(
                f"after hand {number} ended {REFERENCE} has {pending} points waiting for muggins; the engine has {actual!r}",
                clause_table.FACTS["muggins_lapsed"],
                Expectation("muggins", pending),
                hand=number,
                event=last,
                expected=pending,
                actual=actual,
            )
        listed = answers.legal_moves()
        if listed:
            shown = [describe_move(move) for move in listed]  # what cannot be read is shown as written
            self._diverge(
                f"after hand {number} ended the engine lists {', '.join(shown)}; no move is legal",
                clause_table.FACTS["moves_after_hand"],
                Expectation("legal", []),
                hand=number,
                event=last,
                expected=[],
                actual=shown,
            )

    def _match_expectation(self) -> Expectation:
        match = self.match
        winners = [seat for side in match.winners or [] for seat in match.sides[side]]
        return Expectation("match_end", match.status == MATCH_OVER, detail={"seats": sorted(winners)})

    def end(self, hands: int) -> None:
        """The engine's match must be over when the reference's is, with the same result."""
        match = self.match
        state = self.session.state()
        over = match.status == MATCH_OVER
        if not over and state.get("status") != MATCH_OVER:
            return  # the hands ran out before the match ended, on both
        match_result = state.get("match_result") or {}
        if over:
            self.compared.update(match_result_clauses(self.rules, match.scores, match.target, match.winners or []))
        reference = MatchResult(
            "over" if over else "unfinished",
            list(match.scores),
            match.hands_played,
            sorted(match.winners or []) if over else None,
        )
        finding = match_result_finding(
            reference,
            state.get("status") == MATCH_OVER,
            match_result.get("winners"),
            list(state.get("scores") or []),
            int(match_result.get("hands", match.hands_played)) if isinstance(match_result, Mapping) else 0,
            hands,
            self.rules,
            match.target,
            by_engine=True,
            claimant=REFERENCE,
        )
        if finding is not None:
            self._raise(finding, self._match_expectation())

    # -- comparisons ---------------------------------------------------------------------------------------

    def _compare_state(
        self, state: Mapping[str, Any], number: int, ply: int, event: Event, previous: Event | None
    ) -> None:
        match, rules = self.match, self.rules
        previous_kind = previous.type if previous is not None else None
        differs = self._state_differs
        status = state.get("status")
        if status != IN_PROGRESS:
            result = state.get("result") or {}
            end = result.get("end") if isinstance(result, Mapping) else None
            differs(number, ply, event, "the status", hand_end_clause(end, self.rules), Expectation("status", IN_PROGRESS),
                    IN_PROGRESS, status)
        if state.get("turn") != match.turn:
            differs(number, ply, event, "the seat to act", turn_clause(rules, ply, previous_kind, self.situation),
                    Expectation("turn", match.turn), match.turn, state.get("turn"))
        sizes = [hand.bit_count() for hand in match.hands]
        actual_sizes = state.get("hand_sizes")
        if actual_sizes != sizes:
            seat = _first_difference(sizes, actual_sizes)
            fact = "drawn_tile" if previous_kind == DRAW else "hand_sizes"
            differs(number, ply, event, "hand sizes", clause_table.FACTS[fact],
                    Expectation("hand_sizes", sizes[seat], seat), sizes, actual_sizes)
        boneyard = len(match.boneyard) - match.drawn
        if state.get("boneyard_size") != boneyard:
            differs(number, ply, event, "a boneyard of", clause_table.FACTS["boneyard_size"],
                    Expectation("boneyard", boneyard), boneyard, state.get("boneyard_size"))
        ends = [{"end": ARMS[arm], "value": value, "double": double} for arm, value, double in match.line.ends()]
        actual_ends = state.get("ends")
        # Ends written in the protocol's order are equal as lists; only others need sorting to compare.
        if actual_ends != ends and _ends_key(actual_ends) != _ends_key(ends):
            names = sorted(end["end"] for end in ends)
            actual_names = sorted(end.get("end") for end in actual_ends or [] if isinstance(end, Mapping))
            fact = "open_arms" if names != actual_names else "ends"
            differs(number, ply, event, "the open ends", clause_table.FACTS[fact], Expectation("ends", ends),
                    _ends_text(ends), _ends_text(actual_ends))
        count = match.line.count() if match.line.size else 0
        if state.get("count") != count:  # part of the state whatever the rules, 0 before the lead
            if not rules.fives:
                fact = "count_without_fives"
            else:
                fact = "count_double" if any(end["double"] for end in ends) else "count"
            differs(number, ply, event, "a count of", clause_table.FACTS[fact], Expectation("count", count), count,
                    state.get("count"))
        scores = list(match.scores)
        if state.get("scores") != scores:
            if previous_kind in (PLAY, MUGGINS):
                led = previous_kind == PLAY and match.line.size == 1
                clause = clause_table.FACTS["count_lead"] if led else points_clause(rules, previous_kind)
            else:
                clause = clause_table.FACTS["scores"]
            differs(number, ply, event, "the scores", clause, Expectation("scores", scores), scores,
                    state.get("scores"))
        if rules.fives_claims == "muggins" and state.get("muggins_pending", 0) != match.muggins_pending:
            differs(number, ply, event, "points waiting for muggins", clause_table.FACTS["muggins_pending"],
                    Expectation("muggins", match.muggins_pending), match.muggins_pending,
                    state.get("muggins_pending"))
        if previous_kind == DRAW:
            held = [str(tile) for tile in match.tileset.tiles_of(match.hands[previous.seat])]  # type: ignore[union-attr]
            engine_hands = state.get("hands")
            seat = previous.seat  # type: ignore[union-attr]
            actual = engine_hands[seat] if isinstance(engine_hands, list) and seat < len(engine_hands) else None
            if not isinstance(actual, list) or sorted(map(str, actual)) != sorted(held):
                differs(number, ply, event, f"seat {seat} holding", clause_table.FACTS["drawn_tile"],
                        Expectation("hands", held, seat), held, actual)

    def _state_differs(
        self, number: int, ply: int, event: Event, what: str, clause: str, expectation: Expectation, expected: Any,
        actual: Any,
    ) -> None:
        """Report ``what`` in the state before ``event`` differing (a method, not a closure in
        ``_compare_state``: a closure would cost its cells at every ply)."""
        self._diverge(
            f"before {event.describe()}: {REFERENCE} has {what} {expected!r}; the engine has {actual!r}",
            clause,
            expectation,
            hand=number,
            ply=ply,
            event=event,
            expected=expected,
            actual=actual,
        )

    def _compare_moves(
        self, state: Mapping[str, Any], engine_moves: list[Any], number: int, ply: int, event: Event
    ) -> None:
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
        if missing:
            clause = listing_clause(self.rules, missing[0][0])
        else:
            offered = next(move for move in engine_moves if move_set([move], ends) == {extra[0]})
            clause = self._refusal_of(offered)
        shown = {
            "missing": [describe_move(move) for move in expected_moves if move_set([move], ends) <= set(missing)],
            "not allowed": [describe_move(move) for move in engine_moves if move_set([move], ends) <= set(extra)],
        }
        self._diverge(
            f"before {event.describe()}: the legal moves differ: "
            + "; ".join(f"{key} {', '.join(value)}" for key, value in shown.items() if value),
            clause,
            Expectation("legal", expected_moves, self.match.turn),
            hand=number,
            ply=ply,
            event=event,
            expected=[describe_move(move) for move in expected_moves],
            actual=[describe_move(move) for move in engine_moves],
        )

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

    def _chosen_probes(self, match: Match, moves: Sequence[Move], move: Move) -> list[tuple[Probe, str]]:
        """The illegal moves to offer before ``move`` is made on ``match`` (its legal moves ``moves``), each
        with the reason the rules refuse it."""
        chosen = []
        for probe in self.chooser.probes(self._candidates(match, moves, move)):  # a loop: no cell a ply
            reason = _refusal_reason(match, probe)
            if reason is not None:
                chosen.append((probe, reason))
        return chosen

    def _judge_probes(
        self,
        state: Mapping[str, Any],
        probes: Sequence[tuple[Probe, str]],
        answers: Answers,
        number: int,
        ply: int,
        event: Event,
    ) -> None:
        """Each probe must be refused for the rules' reason, and the state observed after it be ``state``."""
        for probe, reason in probes:
            self.compared.update((refusal_clause(reason), clause_table.FACTS["refusal_unchanged"]))
            accepted, engine_reason, message = move_outcome(answers.next())
            if accepted or engine_reason != reason:
                what = _probe_text(probe)
                got = "accepts it" if accepted else f"refuses it as {engine_reason!r} ({message})"
                self._diverge(
                    f"before {event.describe()}: {what} is refused as {reason!r}; the engine {got}",
                    refusal_clause(reason),
                    Expectation("refused", reason, probe.seat, probe.move, {"what": probe.what}),
                    hand=number,
                    ply=ply,
                    event=event,
                    expected=reason,
                    actual="accepted" if accepted else engine_reason,
                )
            after = answers.state()
            if after != state:
                what = _probe_text(probe)
                changed = _changed_keys(state, after)
                self._diverge(
                    f"before {event.describe()}: refusing {what} changed the engine's state: {', '.join(changed)}",
                    clause_table.FACTS["refusal_unchanged"],
                    Expectation("unchanged", reason, probe.seat, probe.move, {"what": probe.what}),
                    hand=number,
                    ply=ply,
                    event=event,
                    expected="unchanged",
                    actual=changed,
                )

    def _candidates(self, match: Match, moves: Sequence[Move], move: Move) -> list[Probe]:
        """Illegal moves of each kind the rules refuse on ``match`` (its legal moves ``moves``), for the
        player to act (or the next one, who offers ``move``, the one to be made)."""
        seat = match.turn
        hand = match.hands[seat]
        tiles = match.tileset.tiles
        line = match.line
        end = ARMS[line.open_arms[0]] if line.size else None  # the tiles offered go on the first open end
        out = [Probe((seat + 1) % match.players, move, "out of turn")] if match.players > 1 else []
        not_held = match.tileset.full_mask & ~hand
        if not_held:
            out.append(Probe(seat, Move(PLAY, tiles[_lowest(not_held)], end), "a tile not held"))
        if line.size:
            misfit = hand & ~line.fits()
            if misfit:
                out.append(Probe(seat, Move(PLAY, tiles[_lowest(misfit)], end), "no match"))
        out += self._tileless_probes[seat]
        if self.rules.fives_claims == "muggins":
            scoring = next((listed for listed in moves if listed.claim), None)
            if scoring is not None:
                out.append(Probe(seat, scoring._replace(claim=scoring.claim + 5), "a wrong claim"))
        return out

    # -- divergences --------------------------------------------------------------------------------------

    def _diverge(
        self,
        message: str,
        clause: str,
        expectation: Expectation,
        *,
        hand: int | None = None,
        ply: int | None = None,
        event: Event | None = None,
        expected: Any = None,
        actual: Any = None,
    ) -> None:
        finding = Finding(
            STAGE,
            message,
            "",
            hand,
            ply,
            clause,
            expected=expected,
            actual=actual,
            event=None if event is None else event.describe(),
        )
        self._raise(finding, expectation)

    def _raise(self, finding: Finding, expectation: Expectation) -> None:
        finding.stage = STAGE
        raise PlayDivergence(finding, expectation)

    def played(self) -> list[tuple[Deal, list[Event]]]:
        """The match's hands so far as (deal, events recorded), the hand in progress last."""
        hands = [(hand.deal, list(hand.events)) for hand in self.recorder.hands]
        current = self.recorder.hand_in_progress()
        if current is not None:
            hands.append(current)
        return hands

    def plan(self) -> list[tuple[Deal, list[Move]]]:
        """The match's hands so far as (deal, moves made)."""
        return [(deal, [event.move for event in events]) for deal, events in self.played()]

    def transcript(self) -> Transcript:
        """The record of the match so far, as the reference engine played it."""
        return self.recorder.transcript()


#: What ``hand_over`` asks once a hand is over.
HAND_OVER_REQUESTS: list[dict[str, Any]] = [OBSERVE_REQUEST, LEGAL_MOVES_REQUEST]


def _ply_requests(seat: int, move: Move, probes: Sequence[tuple[Probe, str]]) -> list[dict[str, Any]]:
    """What a ply asks the engine: the state, the legal moves, each probe and the state after it, the move."""
    requests: list[dict[str, Any]] = [OBSERVE_REQUEST, LEGAL_MOVES_REQUEST]
    for probe, _ in probes:
        # Observed after each refusal: two changes (the turn passed on twice) can look like none.
        requests += [apply_request(probe.seat, probe.move.to_dict()), OBSERVE_REQUEST]
    requests.append(apply_request(seat, move.to_dict()))
    return requests


def _refusal_reason(match: Match, probe: Probe) -> str | None:
    """Why the rules refuse the probe on ``match``, or None when it is legal after all."""
    try:
        match.check(probe.move, probe.seat)
    except IllegalMove as error:
        return error.reason
    return None


def _changed_keys(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """The keys whose values differ between two observations, sorted."""
    return sorted(key for key in set(before) | set(after) if before.get(key) != after.get(key))


def _probe_text(probe: Probe) -> str:
    """A probe in a finding's words: ``seat 1 passes (a pass)``."""
    return f"seat {probe.seat} {probe.move} ({probe.what})"


def _lowest(mask: int) -> int:
    """The index of the lowest tile in a non-empty bit set."""
    return (mask & -mask).bit_length() - 1


def _line_blocked(match: Match) -> bool:
    """Whether no tile held fits an open end and nobody may draw: a hand that went out was blocked too."""
    rules = match.rules
    if rules.draw_mode != "none" and len(match.boneyard) - match.drawn > rules.draw_reserve:
        return False
    ends = {value for _, value, _ in match.line.ends()}
    return not any(
        tile.low in ends or tile.high in ends for hand in match.hands for tile in match.tileset.tiles_of(hand)
    )


def _first_difference(expected: Sequence[Any], actual: Any) -> int:
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


def _ends_text(ends: Any) -> str:
    if not isinstance(ends, list):
        return repr(ends)
    return ", ".join(
        f"{end.get('end')} {end.get('value')}" for end in ends if isinstance(end, Mapping)
    ) or "none"


# -- playing many hands ----------------------------------------------------------------------------------


@dataclass
class PlayOutcome:
    """What a differential run did and found."""

    game: str
    players: int
    seed: int
    rules: Ruleset | None = None
    hands: int = 0
    plies: int = 0
    matches: int = 0
    seconds: float = 0.0
    divergences: list[Found] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    #: Every clause the engine was compared on (a clause diverged on among them).
    compared: set[str] = field(default_factory=set)

    def add(self, played: MatchPlayed, on_divergence: Callable[[Found], None] | None = None) -> bool:
        """Count one match in; False when play must stop (the engine is gone, or failed 10 times)."""
        if played.found is not None:
            self.divergences.append(played.found)
            if on_divergence is not None:
                on_divergence(played.found)
        self.hands += played.hands
        self.compared |= played.compared
        if played.error is not None:
            self.errors.append(played.error)
            if played.abandoned or len(self.errors) >= 10:
                return False
        self.plies += played.plies
        return True

    def clauses(self) -> dict[str, int]:
        """Divergences counted by clause."""
        counts: dict[str, int] = {}
        for found in self.divergences:
            clause = found.finding.clause or ""
            counts[clause] = counts.get(clause, 0) + 1
        return counts


@dataclass
class MatchPlayed:
    """One match of differential play: hands dealt (at least 1), plies, and what ended it early, if anything.

    ``abandoned`` says the engine could not be started again after its failure.
    """

    number: int
    hands: int
    plies: int
    found: Found | None = None
    error: str | None = None
    abandoned: bool = False
    compared: frozenset[str] = frozenset()


def play_match(
    session: ProtocolSession,
    rules: Ruleset,
    players: int,
    seed: int,
    number: int,
    first: int,
    limit: int,
    probes: int = 2,
) -> MatchPlayed:
    """Match ``number`` of a run: its hands numbered from ``first``, at most ``limit`` of them.

    Each match has its own seed (``seed:number``), so match ``number`` is the
    same game whatever was played before it and wherever it is played; only
    the hand numbers in its messages depend on ``first``.
    """
    rng = random.Random(f"{seed}:{number}")
    judge = DifferentialJudge(session, rules, players, RandomChooser(rng, probes))
    found = error = None
    abandoned = False
    try:
        # The doubleless deals are scheduled by the match's number, not by the hands before it.
        walk_match(judge, judge.random_hands(rng, limit, number), first=first)
    except PlayDivergence as divergence:
        found = Found(divergence.finding, divergence.expectation, judge.plan(), number)
        # The rest of the ply was asked all the same (``DifferentialJudge.step``): should that have
        # ended the engine, it starts again for the next match, as after a failure.
        session.recover()
    except EngineError as failure:
        error = f"match {number}, hand {first - 1 + judge.hands_dealt}: {failure}"
        session.recover()
        abandoned = bool(getattr(session.engine, "abandoned", False))
    if found is not None and found.finding.clause:
        judge.compared.add(found.finding.clause)
    return MatchPlayed(number, max(judge.hands_dealt, 1), judge.plies, found, error, abandoned,
                       frozenset(judge.compared))


def play(
    session: ProtocolSession,
    rules: Ruleset,
    players: int,
    hands: int,
    seed: int,
    *,
    game: str = "",
    probes: int = 2,
    seconds: float | None = None,
    on_divergence: Callable[[Found], None] | None = None,
    max_divergences: int | None = None,
) -> PlayOutcome:
    """Play ``hands`` random hands in lock step; every divergence found.

    Stops early after ``seconds``, or once ``max_divergences`` are found.
    """
    outcome = PlayOutcome(game or rules.name or "ruleset", players, seed, rules)
    clock = time.perf_counter()
    deadline = None if seconds is None else clock + seconds
    while outcome.hands < hands and (deadline is None or time.perf_counter() < deadline):
        if max_divergences is not None and len(outcome.divergences) >= max_divergences:
            break
        outcome.matches += 1
        played = play_match(session, rules, players, seed, outcome.matches, outcome.hands + 1,
                            hands - outcome.hands, probes)
        if not outcome.add(played, on_divergence):
            break
    outcome.seconds = time.perf_counter() - clock
    return outcome


def replay_plan(
    session: ProtocolSession,
    rules: Ruleset,
    players: int,
    plan: Sequence[tuple[Deal, Sequence[Move | None]]],
    probes: Iterable[str] = (),
) -> tuple[DifferentialJudge, PlayDivergence | None]:
    """Play the planned hands in lock step, offering every illegal move of the kinds ``probes`` names;
    the judge, and the first divergence or None."""
    judge = DifferentialJudge(session, rules, players, ScriptedChooser([moves for _, moves in plan], probes))
    try:
        walk_match(judge, judge.planned_hands(deal for deal, _ in plan))
    except PlayDivergence as divergence:
        return judge, divergence
    except DealError:  # a deal that needs lots it lacks, once the hands before it are left out
        pass
    return judge, None


def pinned_overrides(rules: Ruleset, base: Ruleset) -> dict[str, Any]:
    """The options whose values differ between ``rules`` and ``base``, in the rulebook's order."""
    return {
        option.id: rules.value(option.id)
        for option in OPTIONS
        if option.id != "players" and rules.value(option.id) != base.value(option.id)
    }
