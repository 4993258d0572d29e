"""The engine protocol in front of an engine that was written to play, not to be tested.

Each adapter of this package pairs a :class:`Bridge` (the protocol side, shared) with a
:class:`HandDriver` (the engine side: one small class per engine that only forwards to the
engine's own code). The bridge fills the gaps IMPLEMENTING.md lists under "Engines not
built like this one", the same way for every engine, and never judges a move itself:

- **Passes.** The engines skip a player who cannot play. After every play the bridge
  compares the seat that should act next with the seat the engine chose; each seat the
  engine skipped is offered one ``pass`` as its only legal move, and applying it moves the
  protocol's turn on. The engine has no pass of its own, so a pass by a seat it did not
  skip is refused (``cannot_pass`` before the lead, ``must_play`` after).
- **Refusal reasons.** The engines refuse a move with an exception or not at all, and give
  no reason. When the engine refuses, the bridge names the reason from the engine's own
  answers (its hands, its legal plays, its ends) in the rulebook's order
  (``move.refusal.order``).
- **Notation.** A move the engine's notation cannot write at all (a malformed move, a lead
  that names an end, a play naming an end that is not open, a draw or a muggins call in a
  game without them) never reaches the engine, and is refused with the reason it breaks.
- **Turns.** With ``seat``, a move by a seat other than the one to act is refused with
  ``not_your_turn``: the engines' moves carry no seat, or one they check.
- **Deals and rulesets.** The engines shuffle for themselves; the bridge takes the
  protocol's deal, checks that it fits the ruleset with the reference engine's deal checker
  (the engine never sees a deal it could refuse), and the driver imposes it on the engine.
  ``start`` accepts only the game the adapter declares (and refuses rulesets no engine may
  accept).
- **The line's names.** The bridge keeps a record of the line in the protocol's terms (the
  reference engine's ``Line``, used as a record only: it judges nothing), so that ``left``
  and ``right`` keep their names; each driver checks after every play that the engine's
  own open ends agree with it.
- **Positions.** The engines cannot be set to a position, only dealt to and played. The
  bridge takes a ``position`` by finding a deal and the moves that lead there
  (``adapters.replayed_positions``), resuming the match at the position's scores with its
  leader to lead (``HandDriver.resume``), and dealing and playing that story through its own
  requests, so the engine's own code reaches the position; a position it cannot reach so, or
  that the engine reaches otherwise, is refused with the reason, and the match stays as it was.

Everything else (which plays are legal, whose turn it is, when the hand ends, how it
scores) is read from the engine.
"""

from __future__ import annotations

import abc
import sys
import traceback
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from conformance.engines.positions import misreadings
from conformance.rulebook.declared_games import DeclaredGame, option_values, read_games
from reference_impl.engine import DealError, Match
from reference_impl.lead import choose_first_leader
from reference_impl.line import Line
from reference_impl.moves import ARM_INDEX, ARMS, DRAW, MUGGINS, PASS, PLAY, IllegalMove, Move, Reason
from reference_impl.position import Position, PositionError
from reference_impl.ruleset import Ruleset, RulesetError
from reference_impl.tiles import Tile, tile_set

from .replayed_positions import Unreachable, story_to

PROTOCOL_VERSION = 1

AWAITING_DEAL, IN_PROGRESS, REDEAL_NEEDED = "awaiting_deal", "in_progress", "redeal_needed"
HAND_OVER, MATCH_OVER = "hand_over", "match_over"


class EngineRefused(Exception):
    """The engine would not make a move (it raised, or its own legality check failed)."""


class AdapterError(Exception):
    """The engine and the adapter's record of it disagree: a fault of the adapter, reported as ``errored``."""


@dataclass
class HandOutcome:
    """How the engine ended a hand, in its own terms: which side it paid, and how much.

    ``side`` is None when the engine paid nobody (a tie). ``mover`` is the seat that made
    the last play.
    """

    end: str  # "out" or "blocked"
    side: int | None
    points: int
    mover: int


class HandDriver(abc.ABC):
    """One engine, one match: the engine side of an adapter. Every method asks the engine."""

    def __init__(self, rules: Ruleset, players: int) -> None:
        self.rules = rules
        self.players = players
        self.sides = rules.sides(players)
        self.step = 1 if rules.direction == "cw" else -1  # the seat after seat s is s + step

    @abc.abstractmethod
    def deal(self, hands: list[list[Tile]], boneyard: list[Tile]) -> int | None:
        """Impose a deal on the engine and return the seat that leads (None: the deal is void)."""

    @abc.abstractmethod
    def to_act(self) -> int | None:
        """The seat the engine lets act, or None when its hand is over."""

    @abc.abstractmethod
    def plays(self, line: Line) -> list[Move]:
        """The engine's legal plays for the seat it lets act, as protocol moves."""

    @abc.abstractmethod
    def play(self, seat: int, tile: Tile, end: str | None, line: Line) -> None:
        """Make the play on the engine; raise ``EngineRefused`` if the engine will not."""

    @abc.abstractmethod
    def agrees_with(self, line: Line) -> bool:
        """Whether the engine's own open ends are those of the adapter's record of the line."""

    @abc.abstractmethod
    def hands(self) -> list[list[Tile]]:
        """Each seat's tiles as the engine holds them."""

    @abc.abstractmethod
    def boneyard_size(self) -> int:
        """Tiles the engine left undealt."""

    @abc.abstractmethod
    def outcome(self) -> HandOutcome:
        """How the engine ended the hand (called once its hand is over)."""

    @abc.abstractmethod
    def count_hand(self, result: dict[str, Any], leader: int) -> None:
        """Record a finished hand in the match (the engine's, or the adapter's ledger)."""

    @abc.abstractmethod
    def scores(self) -> list[int]:
        """Each side's match score."""

    @abc.abstractmethod
    def winners(self) -> list[int] | None:
        """The sides that won the match, or None while it goes on."""

    def forced_lead(self) -> Tile | None:
        """The tile the engine plays as the lead itself, if it does (else any lead is the engine's to judge)."""
        return None

    @abc.abstractmethod
    def resume(self, scores: list[int], hands_played: int, leader: int) -> None:
        """Stand the match where a position's hand begins: ``scores`` by side, ``hands_played`` hands counted,
        ``leader`` to lead the next deal; ``Unreachable`` where the engine cannot be brought there."""


class Bridge:
    """Answers protocol requests for one engine, through a :class:`HandDriver`."""

    def __init__(self, engine: Mapping[str, Any], game: Mapping[str, Any],
                 driver_class: Callable[[Ruleset, int], HandDriver]) -> None:
        self.engine_identity = dict(engine)
        self.game_entry = dict(game)
        self.declared: DeclaredGame = read_games({"games": [self.game_entry]})[0]
        self.driver_class = driver_class
        self.driver: HandDriver | None = None
        self.status = AWAITING_DEAL
        self._reset_hand()
        self.hands_counted = 0
        self._commands: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
            "hello": self._hello, "start": self._start, "position": self._position, "deal": self._deal,
            "legal_moves": self._legal_moves, "apply": self._apply, "observe": self._observe, "stop": self._stop,
        }

    def _reset_hand(self) -> None:
        self.line = Line(tile_set(6), "none")  # a record only; the engines adapted here play double-six, no spinner
        self.turn: int | None = None  # the protocol's seat to act; may trail the engine's by skipped seats
        self.leader = 0
        self.ply = 0
        self.result: dict[str, Any] | None = None
        self.lead_made = False

    # -- requests ------------------------------------------------------------------------

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Answer one request. Never raises: a fault becomes an ``errored`` reply."""
        seq = request.get("seq") if isinstance(request, Mapping) else None
        try:
            name = request.get("cmd") if isinstance(request, Mapping) else None
            command = self._commands.get(name) if isinstance(name, str) else None
            if command is None:
                reply: dict[str, Any] = {"errored": True, "message": f"unknown request {request!r}"}
            else:
                reply = command(request)
        except Exception as error:  # noqa: BLE001 - the protocol carries every fault as data
            reply = {"errored": True, "message": f"{type(error).__name__}: {error}",
                     "traceback": traceback.format_exc()}
        if seq is not None:
            reply["seq"] = seq
        return reply

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"protocol": PROTOCOL_VERSION, "engine": self.engine_identity,
                "capabilities": {"games": [self.game_entry], "positions": True}}

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        players = request.get("players")
        try:
            rules = Ruleset.from_dict(request.get("ruleset"))  # type: ignore[arg-type]
        except (RulesetError, TypeError, AttributeError) as error:
            return {"ok": False, "message": f"start: {error}"}
        if isinstance(players, bool) or not isinstance(players, int) or players not in rules.players:
            return {"ok": False, "message": f"start: the ruleset is played by {list(rules.players)} players, "
                                            f"not {players!r}"}
        if players not in self.declared.players or (
                option_values(rules.to_dict(), players) != option_values(self.declared.ruleset, players)):
            return {"ok": False, "message": f"start: this engine plays only {self.declared.label}"}
        self.driver = self.driver_class(rules, players)
        self.status = AWAITING_DEAL
        self.hands_counted = 0
        self._reset_hand()
        return {"ok": True}

    def _deal(self, request: Mapping[str, Any]) -> dict[str, Any]:
        driver = self._driver()
        if self.status not in (AWAITING_DEAL, HAND_OVER, REDEAL_NEEDED):
            return {"ok": False, "message": f"deal: a deal is given between hands; the hand is {self.status}"}
        hands, boneyard = request.get("hands"), request.get("boneyard")
        try:
            Match(driver.rules, driver.players).check_deal(hands, boneyard, request.get("lots"))  # type: ignore
        except (DealError, TypeError) as error:
            return {"ok": False, "message": f"deal: {error}"}
        parse = tile_set(driver.rules.max_pip).parse
        leader = driver.deal([[parse(t) for t in hand] for hand in hands],  # type: ignore[union-attr]
                             [parse(t) for t in boneyard])  # type: ignore[union-attr]
        self._reset_hand()
        if leader is None:
            self.status = REDEAL_NEEDED
            self.result = {"end": "redeal", "winner": None, "side": None, "points": 0,
                           "pips": [0] * driver.players}
        else:
            self.status = IN_PROGRESS
            self.leader = self.turn = leader
        return {"ok": True, "status": self.status}

    def _position(self, request: Mapping[str, Any]) -> dict[str, Any]:
        driver = self._driver()
        saved = dict(self.__dict__)  # a refused position leaves the match as it was: the replay makes new objects
        try:
            position = Position.from_dict(request.get("position"), driver.rules.max_pip)  # type: ignore[arg-type]
            if position.players != driver.players:
                raise Unreachable(f"{position.players} hands for a match of {driver.players} players")
            return {"ok": True, "state": self._replayed_to(position)}
        except (Unreachable, PositionError) as refused:
            self.__dict__.clear()
            self.__dict__.update(saved)
            return {"ok": False, "message": f"position: {refused}"}

    def _replayed_to(self, position: Position) -> dict[str, Any]:
        """Deal and play through the engine the story that leads to ``position``; the engine's observation
        there. ``Unreachable`` where the engine does not take the story's deal or moves, or ends elsewhere."""
        rules, players = self._driver().rules, self._driver().players
        story = story_to(rules, position)
        self.driver = self.driver_class(rules, players)
        self.driver.resume(list(position.scores), position.hands_played, position.leader)
        self.status, self.hands_counted = AWAITING_DEAL, position.hands_played
        dealt = self._deal({"hands": [[str(tile) for tile in hand] for hand in story.hands],
                            "boneyard": [str(tile) for tile in story.boneyard]})
        if dealt.get("ok") is not True or self.leader != position.leader:
            raise Unreachable(f"the engine does not take the deal that leads there with seat {position.leader} to "
                              f"lead: {dealt.get('message') or f'seat {self.leader} leads it'}")
        for seat, move in story.moves:
            applied = self._apply({"move": move.to_dict(), "seat": seat})
            if applied.get("accepted") is not True:
                raise Unreachable(f"on the way there the engine refuses seat {seat}'s {move}: "
                                  f"{applied.get('reason')}: {applied.get('message')}")
        state = self._observe({})["state"]
        wrong = misreadings(Match.from_position(rules, position).observe(), state)
        if wrong:
            raise Unreachable("the engine's own play of the moves that lead there ends elsewhere: "
                              + "; ".join(map(str, wrong)))
        return state

    def _legal_moves(self, request: Mapping[str, Any]) -> dict[str, Any]:
        driver = self._driver()
        if self.status != IN_PROGRESS:
            return {"turn": None, "moves": []}
        forced = self._forced_lead_pending()
        if forced is not None:
            return {"turn": self.turn, "moves": [Move.play(forced).to_dict()]}
        if self._skipped():
            return {"turn": self.turn, "moves": [{"type": PASS}]}
        return {"turn": self.turn, "moves": [move.to_dict() for move in driver.plays(self.line)]}

    def _apply(self, request: Mapping[str, Any]) -> dict[str, Any]:
        driver = self._driver()
        seat = request.get("seat")
        try:
            move = Move.from_dict(request.get("move"), driver.rules.max_pip)  # type: ignore[arg-type]
            if self.status != IN_PROGRESS:
                raise IllegalMove(Reason.HAND_OVER, f"no hand is in progress (the status is {self.status})")
            if seat is not None and seat != self.turn:
                raise IllegalMove(Reason.NOT_YOUR_TURN, f"it is seat {self.turn}'s turn, not seat {seat}'s")
            assert self.turn is not None
            if move.kind == PLAY:
                self._play(self.turn, move)
            elif move.kind == PASS:
                self._pass(self.turn)
            elif move.kind == DRAW:
                raise IllegalMove(Reason.CANNOT_DRAW, "the engine has no draw: its boneyard is out of play")
            else:
                assert move.kind == MUGGINS
                raise IllegalMove(Reason.NO_MUGGINS, "the engine has no in-hand scores to take")
        except IllegalMove as refusal:
            return {"accepted": False, "reason": refusal.reason, "message": refusal.message}
        return {"accepted": True, "status": self.status}

    def _observe(self, request: Mapping[str, Any]) -> dict[str, Any]:
        driver = self.driver
        if driver is None or self.status == AWAITING_DEAL:
            players = driver.players if driver else 0
            sides = [list(side) for side in driver.sides] if driver else []
            return {"state": {"status": AWAITING_DEAL, "hand": 0, "turn": None, "leader": 0, "ply": 0, "ends": [],
                              "line": {"root": None, "arms": {}, "spinner": None}, "count": 0,
                              "hands": [[] for _ in range(players)], "hand_sizes": [0] * players,
                              "boneyard_size": 0, "scores": [0] * len(sides), "sides": sides,
                              "muggins_pending": 0, "result": None, "match_result": None}}
        hands = self._hands_shown()
        line = self.line
        winners = driver.winners()
        return {"state": {
            "status": self.status,
            "hand": self.hands_counted + (1 if self.status in (IN_PROGRESS, REDEAL_NEEDED) else 0),
            "turn": self.turn if self.status == IN_PROGRESS else None,
            "leader": self.leader,
            "ply": self.ply,
            "ends": [{"end": ARMS[arm], "value": value, "double": double} for arm, value, double in line.ends()],
            "line": {"root": None if line.root is None else str(line.root),
                     "arms": {ARMS[arm]: [str(t) for t in line.arms[arm]] for arm in range(4) if line.arms[arm]},
                     "spinner": None},
            "count": line.count() if line.size else 0,
            "hands": [[str(tile) for tile in sorted(hand)] for hand in hands],
            "hand_sizes": [len(hand) for hand in hands],
            "boneyard_size": driver.boneyard_size(),
            "scores": driver.scores(),
            "sides": [list(side) for side in driver.sides],
            "muggins_pending": 0,
            "result": self.result,
            "match_result": None if winners is None else {
                "winners": winners, "scores": driver.scores(), "hands": self.hands_counted},
        }}

    def _stop(self, request: Mapping[str, Any]) -> dict[str, Any]:
        self.driver = None
        return {"ok": True}

    # -- moves ---------------------------------------------------------------------------

    def _driver(self) -> HandDriver:
        if self.driver is None:
            raise RuntimeError("no match has been started: send 'start' first")
        return self.driver

    def _forced_lead_pending(self) -> Tile | None:
        """The lead the engine made itself, while the protocol's leader has not yet sent it."""
        if self.status != IN_PROGRESS or self.lead_made:
            return None
        return self._driver().forced_lead()

    def _skipped(self) -> bool:
        """Whether the engine has already passed over the protocol's seat to act."""
        return (self.status == IN_PROGRESS and self._forced_lead_pending() is None
                and self._driver().to_act() != self.turn)

    def _hands_shown(self) -> list[list[Tile]]:
        """The engine's hands; before the lead, the forced lead the engine made itself is still in hand."""
        hands = self._driver().hands()
        forced = self._forced_lead_pending()
        if forced is not None:
            hands[self.leader] = [*hands[self.leader], forced]
        return hands

    def _play(self, seat: int, move: Move) -> None:
        driver = self._driver()
        tile = move.tile
        assert tile is not None
        lead = self.line.size == 0
        expressible = move.end is None if lead else move.end in ("left", "right")
        forced = self._forced_lead_pending()
        if self._skipped() or not expressible or (forced is not None and tile != forced):
            raise self._refusal(seat, move, "the engine has no such play")
        if forced is None:
            try:
                driver.play(seat, tile, move.end, self.line)
            except EngineRefused as error:
                raise self._refusal(seat, move, str(error)) from None
        if lead:
            self.line.lead(tile, *tile)
            self.lead_made = True
        else:
            self.line.play(tile, ARM_INDEX[move.end], *tile)  # type: ignore[index]
        if not driver.agrees_with(self.line):
            raise AdapterError(f"after {move} the engine's open ends differ from the adapter's record of the line")
        self.ply += 1
        self._after_move(seat)

    def _pass(self, seat: int) -> None:
        if not self._skipped():
            if self.line.size == 0:
                raise IllegalMove(Reason.CANNOT_PASS, "the leader leads; the engine has no pass before the lead")
            raise IllegalMove(Reason.MUST_PLAY, f"the engine lets seat {seat} play, and has no pass for it")
        self.ply += 1
        self._after_move(seat)

    def _after_move(self, seat: int) -> None:
        driver = self._driver()
        self.turn = (seat + driver.step) % driver.players
        if driver.to_act() is None:
            self._finish_hand()

    def _refusal(self, seat: int, move: Move, engine_message: str) -> IllegalMove:
        """Name the reason of a play the engine refused, from the engine's own answers."""
        tile = move.tile
        assert tile is not None
        if tile not in self._hands_shown()[seat]:
            return IllegalMove(Reason.TILE_NOT_IN_HAND, f"seat {seat} does not hold {tile}")
        if self.line.size == 0:
            if move.end is not None:
                return IllegalMove(Reason.NO_SUCH_END, "the lead names no end")
            forced = self._forced_lead_pending()
            if forced is not None and tile != forced:
                return IllegalMove(Reason.LEAD_TILE_FORCED, f"the engine leads {forced} itself")
        elif move.end not in ("left", "right"):
            return IllegalMove(Reason.NO_SUCH_END, f"the open ends are left and right, not {move.end!r}")
        else:
            value = self.line.end_value[ARM_INDEX[move.end]]
            if value not in tile:
                return IllegalMove(Reason.DOES_NOT_MATCH, f"{tile} does not match the {move.end} end ({value})")
        return IllegalMove(Reason.DOES_NOT_MATCH, f"the engine refused {move}: {engine_message}")

    # -- the end of a hand -----------------------------------------------------------------

    def _finish_hand(self) -> None:
        driver = self._driver()
        outcome = driver.outcome()
        hands = driver.hands()
        pips = [sum(tile.pips for tile in hand) for hand in hands]
        self.turn = None
        self.result = {"end": outcome.end, "winner": self._winner(outcome, pips), "side": outcome.side,
                       "points": outcome.points, "pips": pips,
                       "tie": outcome.side is None and outcome.end == "blocked", "redeal": False}
        driver.count_hand(self.result, self.leader)
        self.hands_counted += 1
        self.status = MATCH_OVER if driver.winners() is not None else HAND_OVER

    def _winner(self, outcome: HandOutcome, pips: Sequence[int]) -> int | None:
        """The seat the protocol names as the hand's winner, on the side the engine paid.

        The engines name a side, not a seat: the winner is the player who went out when
        the engine paid that player's side, else the lightest hand of the side it paid
        (first in turn order from the leader on equal pips).
        """
        if outcome.side is None:
            return None
        members = self._driver().sides[outcome.side]
        if outcome.end == "out" and outcome.mover in members:
            return outcome.mover
        driver = self._driver()
        return min(members, key=lambda seat: (pips[seat], driver.step * (seat - self.leader) % driver.players))


class MatchLedger:
    """The match, kept by the adapter for an engine that plays one hand and keeps no score.

    It adds each hand's points as the engine paid them to that side's score, names the next
    hand's leader by ``lead.next_hand`` and ``lead.after_tie`` (the first hand's by
    ``lead.first_hand``, with the reference engine's lead chooser), and ends the match by
    ``match.end = target``. These are the adapter's rules, not the engine's: verdicts on
    the ``lead.first-hand.*``, ``lead.next-hand.*`` and ``match.*`` clauses judge this ledger.
    """

    def __init__(self, rules: Ruleset, players: int) -> None:
        if rules.match_end != "target":
            raise AdapterError(f"the ledger keeps matches played to a target, not match.end = {rules.match_end}")
        self.rules = rules
        self.players = players
        self.step = 1 if rules.direction == "cw" else -1
        self.scores = [0] * len(rules.sides(players))
        self.next_leader: int | None = None  # None: the first-hand rule picks
        self.winners: list[int] | None = None

    def leader(self, hands: Sequence[Sequence[Tile]]) -> int | None:
        """The seat that leads a hand of ``hands``; None when the first-hand rule voids the deal."""
        if self.next_leader is not None:
            return self.next_leader
        rules = self.rules
        chosen = choose_first_leader(rules.first_hand_lead, hands, rules.tie_break, rules.max_pip, self.step)
        return None if chosen is None else chosen[0]

    def count_hand(self, result: Mapping[str, Any], leader: int) -> None:
        """Score a finished hand, name the next leader, and see whether the match is over."""
        rules = self.rules
        if result["side"] is not None:
            self.scores[result["side"]] += result["points"]
        after = (leader + self.step) % self.players
        if result["winner"] is None:
            self.next_leader = {"rotate": after, "same_leader": leader, "as_first_hand": None}[rules.after_tie_lead]
        else:
            self.next_leader = {"winner": result["winner"], "rotate": after,
                                "as_first_hand": None}[rules.next_hand_lead]
        best = max(self.scores)
        leading = [side for side, score in enumerate(self.scores) if score == best]
        if best >= rules.target[self.players] and len(leading) == 1:
            self.winners = leading

    def resume(self, scores: list[int], leader: int) -> None:
        """Stand the match at ``scores``, with ``leader`` to lead the next hand (the match not over)."""
        self.scores, self.next_leader, self.winners = list(scores), leader, None


def engine_identity(name: str, distribution: str, homepage: str) -> dict[str, Any]:
    """The ``hello`` identity of an adapted engine: its name, its installed version, and the adapter."""
    from importlib.metadata import version

    return {"name": name, "version": version(distribution),
            "language": f"Python {sys.version_info.major}.{sys.version_info.minor}", "homepage": homepage}
