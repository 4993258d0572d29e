"""The protocol client: an engine's answers to the suite's questions, every bad reply one family of exceptions.

The transport (``conformance.engines``) delivers one reply per request and
raises ``EngineError`` when the engine fails as a program. An ``errored`` or
``skipped`` reply, or one that lacks what its command must answer, is the
engine answering badly: ``BadReply`` and its kinds, raised here alone, so the
scenarios, replay, play and the smoke test read engines alike.
"""

from __future__ import annotations

from typing import Any, Mapping

from .engines import Engine, EngineError


class BadReply(EngineError):
    """The engine answered ``cmd``, but not with its answer. ``detail`` is the engine's message
    or what the reply lacks; the engine's traceback, if it sent one, is kept as ``stderr``."""

    kind_of_reply = "bad_reply"

    def __init__(self, cmd: str, message: str, detail: str, traceback: str = "") -> None:
        super().__init__(message, stderr=traceback, kind=self.kind_of_reply)
        self.cmd = cmd
        self.detail = detail


class ErroredReply(BadReply):
    """The engine answered ``errored``: it could not carry out the command."""

    kind_of_reply = "errored"

    def __init__(self, cmd: str, detail: str, traceback: str = "") -> None:
        super().__init__(cmd, f"the engine errored on {cmd}: {detail}", detail, traceback)


class SkippedReply(BadReply):
    """The engine answered ``skipped``: a gap it knows of, not a fault."""

    kind_of_reply = "skipped"

    def __init__(self, cmd: str, detail: str) -> None:
        super().__init__(cmd, detail or "skipped by the engine", detail)


class MalformedReply(BadReply):
    """A reply lacks what the protocol requires of its command's answer."""

    kind_of_reply = "malformed"

    def __init__(self, cmd: str, detail: str) -> None:
        super().__init__(cmd, detail, detail)


def answer(cmd: str, reply: Mapping[str, Any]) -> Mapping[str, Any]:
    """``reply`` if it answers ``cmd``; ``ErroredReply`` or ``SkippedReply`` if it does not."""
    if reply.get("skipped"):
        raise SkippedReply(cmd, str(reply.get("message", "")))
    if reply.get("errored"):
        raise ErroredReply(cmd, str(reply.get("message", "")), str(reply.get("traceback", "")))
    return reply


class Client:
    """One engine, asked through the protocol's request dicts (in-process or subprocess)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    @property
    def capabilities(self) -> Mapping[str, Any]:
        """What the engine declared in the handshake."""
        return self.engine.capabilities

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        """One request and its answer. A ``deliberate`` request breaks the protocol on purpose,
        for the engine to refuse."""
        reply = self.engine.request(request, deliberate=deliberate)
        answer(str(request.get("cmd")), reply)
        return reply

    def state(self, seat: int | None = None) -> dict[str, Any]:
        """The engine's observation; with ``seat``, that seat's view."""
        request: dict[str, Any] = {"cmd": "observe"}
        if seat is not None:
            request["seat"] = seat
        reply = self.call(request)
        state = reply.get("state")
        if not isinstance(state, dict):
            raise MalformedReply("observe", f"observe answered without a state object: {reply}")
        return state

    def legal_moves(self) -> list[Any]:
        """The moves the engine lists for the player to act, as listed."""
        reply = self.call({"cmd": "legal_moves"})
        moves = reply.get("moves")
        if not isinstance(moves, list):
            raise MalformedReply("legal_moves", f"legal_moves answered without a moves list: {reply}")
        return moves

    def apply(self, seat: int | None, move: Any, deliberate: bool = False) -> dict[str, Any]:
        """Apply ``move`` (``seat`` None: for the player to act); the reply says whether it was accepted."""
        request = {"cmd": "apply", "move": move} if seat is None else {"cmd": "apply", "seat": seat, "move": move}
        reply = self.call(request, deliberate=deliberate)
        if "accepted" not in reply:
            raise MalformedReply("apply", f"apply answered without 'accepted': {reply}")
        return reply
