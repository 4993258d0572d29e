"""The reference engine behind the engine protocol: one request dict in, one reply dict out.

The same dicts travel in-process and, as JSON Lines, over a subprocess's
stdin/stdout (``python -m reference_impl``). The protocol is defined by
``schemas/protocol/`` and IMPLEMENTING.md; this module is the reference
answer to it.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Mapping
from typing import Any

from . import __version__
from .engine import DealError, Match
from .moves import DRAW, IllegalMove, Move
from .position import Position, PositionError
from .ruleset import OPTIONS, Ruleset, RulesetError
from .status import Status

PROTOCOL_VERSION = 1


def capabilities() -> dict[str, Any]:
    """Everything the reference engine supports: every value of every option, seat views,
    pipelining (``python -m reference_impl`` reads one line at a time and answers each in turn),
    and positions (``Match.from_position``)."""
    options: dict[str, Any] = {}
    for option in OPTIONS:
        if option.kind == "enum":
            options[option.id] = list(option.values)
        elif option.kind == "bool":
            options[option.id] = [False, True]
        else:
            options[option.id] = "*"
    return {"options": options, "views": True, "pipelining": True, "positions": True}


class ReferenceEngine:
    """Answers protocol requests with the reference engine (one match at a time).

    An observation is built once for each state and view, and remembered until the match
    changes: a refused move changes nothing, so the observations before and after each
    refusal (differential play asks for both) are one. Every ``observe`` reply hands out the
    remembered dict itself: its readers take it as read-only (``tests/test_adapter_observe.py``
    holds differential play, replay and the scenarios to that).

    ``position`` stands the match at a position: ``match_at`` builds a match of the same kind and
    rules standing there. A subclass that plays a match of its own kind whose ``from_position``
    would not keep it (``takes_positions`` False) leaves ``positions`` out of its handshake.
    """

    #: Whether ``hello`` declares ``capabilities.positions``.
    takes_positions = True

    def __init__(self) -> None:
        self.match: Match | None = None
        #: The rules the match was started under, as ``start`` read them (a match of another kind may
        #: play them its own way: ``match_at`` builds it from these, as ``start`` built it).
        self.rules: Ruleset | None = None
        #: The observations built since the match last changed, by seat (None: the whole state).
        self._observed: dict[int | None, dict[str, Any]] = {}
        self._commands: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
            "hello": self._hello,
            "start": self._start,
            "position": self._position,
            "deal": self._deal,
            "legal_moves": self._legal_moves,
            "apply": self._apply,
            "observe": self._observe,
            "stop": self._stop,
        }

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Answer one request. Never raises: a fault becomes an ``errored`` reply."""
        # Every request the runner sends is a dict: testing that first spares the generic Mapping
        # check, which costs as much as answering a legal_moves request.
        is_mapping = type(request) is dict or isinstance(request, Mapping)
        seq = request.get("seq") if is_mapping else None
        try:
            if not is_mapping:
                raise _BadRequest("a request is a JSON object")
            command = self._commands.get(request.get("cmd"))  # type: ignore[arg-type]
            if command is None:
                raise _BadRequest(f"unknown command {request.get('cmd')!r}")
            reply = command(request)
        except _BadRequest as error:
            reply = {"errored": True, "message": str(error)}
        except Exception as error:  # the protocol carries every fault as data
            reply = {"errored": True, "message": f"{type(error).__name__}: {error}",
                     "traceback": traceback.format_exc()}
        if seq is not None:
            reply["seq"] = seq
        return reply

    def _match(self) -> Match:
        if self.match is None:
            raise _BadRequest("no match has been started: send 'start' first")
        return self.match

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "protocol": PROTOCOL_VERSION,
            "engine": {"name": "domino-conformance reference engine", "version": __version__,
                       "language": f"Python {sys.version_info.major}.{sys.version_info.minor}"},
            "capabilities": self._capabilities(),
        }

    def _capabilities(self) -> dict[str, Any]:
        declared = capabilities()
        if not self.takes_positions:
            del declared["positions"]
        return declared

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        players = request.get("players")
        if isinstance(players, bool) or not isinstance(players, int):
            raise _BadRequest(f"start: players must be a whole number of seats, got {players!r}")
        self._observed.clear()
        try:
            ruleset = Ruleset.from_dict(request.get("ruleset"))  # type: ignore[arg-type]
            self.match = Match(ruleset, players)
        except (RulesetError, DealError) as error:
            return {"ok": False, "message": str(error)}
        self.rules = ruleset
        return {"ok": True}

    def _position(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self._match()
        self._observed.clear()
        try:
            position = Position.from_dict(request.get("position"), match.rules.max_pip)  # type: ignore[arg-type]
            if position.players != match.players:
                raise PositionError("hands", f"{position.players} hands for a match of {match.players} players")
            if not position.boneyard_known:
                raise PositionError("boneyard", "give the boneyard's tiles in draw order")
            self.match = self.match_at(position)
        except (PositionError, DealError, TypeError, ValueError) as error:
            return {"ok": False, "message": f"position: {error}"}
        return {"ok": True, "state": self.match.observe()}

    def match_at(self, position: Position) -> Match:
        """A match of the kind and rules of the one started, standing at ``position``; ``PositionError``
        for a position that does not hold together."""
        match = self._match()
        return type(match).from_position(self.rules or match.rules, position)

    def _deal(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self._match()
        hands, boneyard, lots = request.get("hands"), request.get("boneyard"), request.get("lots")
        if not isinstance(hands, list) or not all(isinstance(hand, list) for hand in hands):
            raise _BadRequest(f"deal: hands must be a list of lists of tiles, got {hands!r}")
        if not isinstance(boneyard, list):
            raise _BadRequest(f"deal: boneyard must be a list of tiles, got {boneyard!r}")
        if lots is not None and not isinstance(lots, list):
            raise _BadRequest(f"deal: lots must be a list of tiles, got {lots!r}")
        self._observed.clear()  # a refused deal may have ended a hand's wait for one: build afresh
        try:
            status = match.deal(hands, boneyard, lots)
        except DealError as error:
            return {"ok": False, "message": str(error)}
        return {"ok": True, "status": status}

    def _legal_moves(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self.match or self._match()
        return {"turn": match.turn if match.status == Status.IN_PROGRESS else None,
                "moves": [move.to_dict() for move in match.legal_moves()]}

    def _apply(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self.match or self._match()
        seat = request.get("seat")
        if seat is not None and not _is_seat_number(seat):
            raise _BadRequest(f"apply: seat must be a seat number, got {seat!r}")
        try:
            move = Move.from_dict(request.get("move"), match.rules.max_pip)  # type: ignore[arg-type]
        except IllegalMove as error:
            return _refused(error)
        # Judged before it is made: a refusal returned costs a third of one raised. (The class's own rules
        # only: a variant of them judges its moves in ``apply``.)
        judged = match.__class__ is Match
        refused = match.refusal(move, seat) if judged else None
        if refused is not None:  # the match is as it was, and so are its observations
            return _refused(refused)
        drawn_before = match.drawn
        try:
            if judged:
                match.apply(move, seat, judged=True)
            else:
                match.apply(move, seat)
        except IllegalMove as error:
            return _refused(error)
        except Exception:
            self._observed.clear()  # a fault part way through the move: nothing remembered can be trusted
            raise
        self._observed.clear()
        if move.kind == DRAW:  # the tiles the draw took, in order (several under until_playable_one_move)
            return {"accepted": True, "status": match.status,
                    "drawn": [str(tile) for tile in match.drawn_since(drawn_before)]}
        return {"accepted": True, "status": match.status}

    def _observe(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self.match or self._match()
        seat = request.get("seat")
        if seat is not None and (not _is_seat_number(seat) or not 0 <= seat < match.players):
            raise _BadRequest(f"observe: seat must be a seat from 0 to {match.players - 1}, got {seat!r}")
        if match.__class__ is not Match:  # a variant of the rules may not keep a refusal from changing the match
            return {"state": match.observe(seat)}
        state = self._observed.get(seat)
        if state is None:
            state = self._observed[seat] = match.observe(seat)
        return {"state": state}

    def _stop(self, request: Mapping[str, Any]) -> dict[str, Any]:
        self._observed.clear()
        self.match = None
        return {"ok": True}


def _refused(error: IllegalMove) -> dict[str, Any]:
    """The reply to a move the rules refuse."""
    return {"accepted": False, "reason": error.reason, "message": error.message}


def _is_seat_number(seat: Any) -> bool:
    """Whether ``seat`` is a whole number (an int, almost always: tested first; a bool is not one)."""
    return type(seat) is int or (isinstance(seat, int) and not isinstance(seat, bool))


class _BadRequest(Exception):
    """A request the protocol does not allow (unknown command, no match yet)."""


def create() -> ReferenceEngine:
    """Factory used by ``py:reference_impl.adapter:create`` and the name ``reference``."""
    return ReferenceEngine()
