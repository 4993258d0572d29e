"""The reference engine behind the engine protocol: one request dict in, one reply dict out.

The same dicts travel in-process and, as JSON Lines, over a subprocess's
stdin/stdout (``python -m reference_impl``). The protocol is defined by
``schemas/protocol/`` and IMPLEMENTING.md; this module is the reference
answer to it.
"""

from __future__ import annotations

import sys
import traceback
from typing import Any, Callable, Mapping

from . import __version__
from .engine import DealError, Match
from .moves import IllegalMove, Move
from .ruleset import OPTIONS, Ruleset, RulesetError

PROTOCOL_VERSION = 1


def capabilities() -> dict[str, Any]:
    """Everything the reference engine supports: every value of every option."""
    options: dict[str, Any] = {}
    for option in OPTIONS:
        if option.kind == "enum":
            options[option.id] = list(option.values)
        elif option.kind == "bool":
            options[option.id] = [False, True]
        else:
            options[option.id] = "*"
    return {"options": options}


class ReferenceEngine:
    """Answers protocol requests with the reference engine (one match at a time)."""

    def __init__(self) -> None:
        self.match: Match | None = None
        self._commands: dict[str, Callable[[Mapping[str, Any]], dict[str, Any]]] = {
            "hello": self._hello,
            "start": self._start,
            "deal": self._deal,
            "legal_moves": self._legal_moves,
            "apply": self._apply,
            "observe": self._observe,
            "stop": self._stop,
        }

    def handle(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Answer one request. Never raises: a fault becomes an ``errored`` reply."""
        seq = request.get("seq") if isinstance(request, Mapping) else None
        try:
            if not isinstance(request, Mapping):
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
            "capabilities": capabilities(),
        }

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        try:
            ruleset = Ruleset.from_dict(request.get("ruleset"))  # type: ignore[arg-type]
            self.match = Match(ruleset, request.get("players"))  # type: ignore[arg-type]
        except (RulesetError, DealError) as error:
            return {"ok": False, "message": str(error)}
        return {"ok": True}

    def _deal(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self._match()
        try:
            status = match.deal(request.get("hands", []), request.get("boneyard", []), request.get("lots"))
        except DealError as error:
            return {"ok": False, "message": str(error)}
        return {"ok": True, "status": status}

    def _legal_moves(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self._match()
        return {"turn": match.turn if match.status == "in_progress" else None,
                "moves": [move.to_dict() for move in match.legal_moves()]}

    def _apply(self, request: Mapping[str, Any]) -> dict[str, Any]:
        match = self._match()
        try:
            move = Move.from_dict(request.get("move"), match.rules.max_pip)  # type: ignore[arg-type]
            match.apply(move, request.get("seat"))
        except IllegalMove as error:
            return {"accepted": False, "reason": error.reason, "message": error.message}
        return {"accepted": True, "status": match.status}

    def _observe(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"state": self._match().observe()}

    def _stop(self, request: Mapping[str, Any]) -> dict[str, Any]:
        self.match = None
        return {"ok": True}


class _BadRequest(Exception):
    """A request the protocol does not allow (unknown command, no match yet)."""


def create() -> ReferenceEngine:
    """Factory used by ``py:reference_impl.adapter:create`` and the name ``reference``."""
    return ReferenceEngine()
