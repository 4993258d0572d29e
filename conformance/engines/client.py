"""The protocol client: an engine's answers to the suite's questions, every bad reply one family of exceptions.

The transport (``conformance.engines.under_test``) delivers one reply per request and
raises ``EngineError`` when the engine fails as a program. An ``errored`` or
``skipped`` reply, or one that lacks what its command must answer, is the
engine answering badly: ``BadReply`` and its kinds, raised here alone, so the
scenarios, replay, play and the smoke test read engines alike.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from .under_test import Engine, EngineError


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


def observe_request(seat: int | None = None) -> dict[str, Any]:
    """The ``observe`` request; with ``seat``, for that seat's view."""
    return dict(OBSERVE_REQUEST) if seat is None else {"cmd": "observe", "seat": seat}


def apply_request(seat: int | None, move: Any) -> dict[str, Any]:
    """The ``apply`` request of ``move`` (``seat`` None: for the player to act)."""
    return {"cmd": "apply", "move": move} if seat is None else {"cmd": "apply", "seat": seat, "move": move}


#: The ``legal_moves`` request and the ``observe`` request of the whole state (never changed:
#: ``Engine.request`` sends a copy with ``seq`` added).
LEGAL_MOVES_REQUEST: dict[str, Any] = {"cmd": "legal_moves"}
OBSERVE_REQUEST: dict[str, Any] = {"cmd": "observe"}


def state_in(reply: Mapping[str, Any]) -> dict[str, Any]:
    """The state an ``observe`` reply carries; ``MalformedReply`` when it carries none."""
    state = reply.get("state")
    if not isinstance(state, dict):
        raise MalformedReply("observe", f"observe answered without a state object: {reply}")
    return state


def moves_in(reply: Mapping[str, Any]) -> list[Any]:
    """The moves a ``legal_moves`` reply lists; ``MalformedReply`` when it has no list."""
    moves = reply.get("moves")
    if not isinstance(moves, list):
        raise MalformedReply("legal_moves", f"legal_moves answered without a moves list: {reply}")
    return moves


def applied_in(reply: dict[str, Any]) -> dict[str, Any]:
    """An ``apply`` reply, once it says whether the move was accepted; ``MalformedReply`` when it does not."""
    if "accepted" not in reply:
        raise MalformedReply("apply", f"apply answered without 'accepted': {reply}")
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

    def call_many(self, requests: Sequence[Mapping[str, Any]]) -> Answers:
        """Several requests sent at once (``Engine.request_many``); their answers, read in order."""
        replies, failure = self.engine.request_many(requests)
        return Answers(requests, replies, failure)

    def state(self, seat: int | None = None) -> dict[str, Any]:
        """The engine's observation; with ``seat``, that seat's view."""
        return state_in(self.call(observe_request(seat)))

    def legal_moves(self) -> list[Any]:
        """The moves the engine lists for the player to act, as listed."""
        return moves_in(self.call(LEGAL_MOVES_REQUEST))

    def apply(self, seat: int | None, move: Any, deliberate: bool = False) -> dict[str, Any]:
        """Apply ``move`` (``seat`` None: for the player to act); the reply says whether it was accepted."""
        return applied_in(self.call(apply_request(seat, move), deliberate=deliberate))


class Answers:
    """The answers to requests sent at once, read one by one in the order asked.

    Reading an answer raises what asking for it alone would have raised: a bad
    reply (``BadReply``), or, past the last reply that came, the engine's
    failure. So a caller judges what came before a failure before meeting it.
    """

    def __init__(
        self,
        requests: Sequence[Mapping[str, Any]],
        replies: Sequence[dict[str, Any]],
        failure: EngineError | None,
    ) -> None:
        self._requests = requests
        self._replies = replies
        self._failure = failure
        self._next = 0

    def next(self) -> dict[str, Any]:
        """The next answer."""
        index = self._next
        try:
            reply = self._replies[index]
        except IndexError:
            if self._failure is None:
                raise IndexError(f"only {len(self._replies)} requests were sent") from None
            raise self._failure from None
        self._next = index + 1
        if "skipped" in reply or "errored" in reply:  # perhaps not the answer: ``answer`` raises what it is
            answer(str(self._requests[index].get("cmd")), reply)
        return reply

    def translated(self, requests: Sequence[Mapping[str, Any]],
                   translate: Callable[[Mapping[str, Any], dict[str, Any]], dict[str, Any]]) -> "Answers":
        """These answers as answers to ``requests`` (one a request sent, in order), each reply put through
        ``translate(request, reply)``: a client between the caller and the engine renames what it must."""
        replies = [translate(request, reply) for request, reply in zip(requests, self._replies)]
        return Answers(requests, replies, self._failure)

    def state(self) -> dict[str, Any]:
        """The next answer, to an ``observe`` request."""
        return state_in(self.next())

    def legal_moves(self) -> list[Any]:
        """The next answer, to a ``legal_moves`` request."""
        return moves_in(self.next())

    def apply(self) -> dict[str, Any]:
        """The next answer, to an ``apply`` request."""
        return applied_in(self.next())
