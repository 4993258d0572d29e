"""Engines under test, reached through the engine protocol.

An engine is named on the command line:

- ``reference``: the reference engine, in-process;
- ``py:module:factory``: any Python object with ``handle(request) -> reply``,
  built by calling ``factory()``, in-process;
- ``exec:<command line>``: any program speaking JSON Lines on stdin/stdout,
  e.g. ``exec:node examples/node-engine/engine.js`` or
  ``exec:python -m reference_impl``. The command line is split like a POSIX
  shell would (``shlex``) but no shell runs it.

Every engine answers the same request dicts (``schemas/protocol/``).
``Engine.request`` adds the sequence number and checks that the reply echoes
it; with ``validate=True`` it also checks every request and reply against
the schemas; without it, ``observe`` replies are still checked for shape
(``SHAPE_CHECKED``; not the reference engine's, whose shape the project's tests check).
``Engine.request_many`` sends several requests, at once to an engine declaring ``pipelining``.
It raises ``EngineError`` when the engine fails as a program
(crash, hang, garbage, wrong version) rather than answering; ``skipped`` and
``errored`` replies are ordinary answers, returned to the caller.
``Engine.restart`` starts a failed engine again, a bounded number of times.
"""

from __future__ import annotations

import importlib
import os
import shlex
import sys
import traceback
from typing import Any, Callable, Iterable, Iterator, Mapping, NoReturn, Sequence

from . import protocol
from .protocol import PROTOCOL_VERSION, ProtocolViolation
from .transport import (
    DEFAULT_MAX_LINE,
    DEFAULT_STDERR_LIMIT,
    DEFAULT_TIMEOUT,
    EngineError,
    InProcessTransport,
    RepeatedReply,
    SubprocessTransport,
)

__all__ = [
    "DEFAULT_ENGINE", "DEFAULT_MAX_RESTARTS", "DEFAULT_TIMEOUT", "PROTOCOL_VERSION", "REFERENCE", "Engine", "EngineError",
    "EngineSpecError", "ProtocolViolation", "open_engine",
]

#: The engine ``run``, ``smoke`` and the pytest plugin check when none is named.
DEFAULT_ENGINE = "reference"
DEFAULT_MAX_RESTARTS = 3
#: Replies checked for shape even outside validating mode: every judge reads the state, and a
#: state of the wrong shape is the engine's protocol fault, not a divergence in the game.
#: The reference engine is spared this check (``open_engine``): its replies are the rules' first
#: statement, checked against the schemas in validating mode by the project's own tests
#: (``tests/test_engines_agreement.py`` plays it in validating mode over random games), and the
#: check is a tenth of the time of a ply of differential play against it.
SHAPE_CHECKED = frozenset({"observe"})
#: What the name ``reference`` stands for.
REFERENCE = "py:reference_impl.adapter:create"

Transport = InProcessTransport | SubprocessTransport


class EngineSpecError(ValueError):
    """An ``--engine`` value could not be understood or loaded."""


class Engine:
    """A connected engine: identity and capabilities from the handshake, then requests.

    ``open_transport`` starts the engine (again, on ``restart``). The
    handshake runs at once and raises ``EngineError`` if the engine does not
    answer it, answers it with ``skipped``/``errored``, or speaks another
    protocol version.
    """

    def __init__(
        self,
        name: str,
        open_transport: Callable[[], Transport],
        *,
        timeout: float | None = DEFAULT_TIMEOUT,
        validate: bool = False,
        max_restarts: int = DEFAULT_MAX_RESTARTS,
        shape_checked: frozenset[str] = SHAPE_CHECKED,
    ) -> None:
        self.name = name
        self.timeout = timeout
        self.validate = validate
        self.shape_checked = shape_checked
        self.max_restarts = max_restarts
        self.restarts = 0
        self.identity: dict[str, Any] = {}
        self.capabilities: dict[str, Any] = {}
        self.protocol: int | None = None
        self._open_transport = open_transport
        self._transport: Transport | None = None
        self._abandoned: str | None = None
        self._stopped = False  # a stop request has been sent on this connection
        self._seq = 0
        #: For each command, the last reply that passed the shape check: a ``RepeatedReply`` of it passes too.
        self._shape_passed: dict[str, dict[str, Any]] = {}
        self._connect()

    # -- connection ---------------------------------------------------------------

    def _connect(self) -> None:
        self._stopped = False
        self._transport = self._open_transport()
        try:
            hello = self.request({"cmd": "hello", "protocol": PROTOCOL_VERSION})
            if hello.get("skipped") or hello.get("errored"):
                self._give_up(f"{self.name} refused the handshake: {hello.get('message', '(no message)')}",
                              "handshake")
            if hello.get("protocol") != PROTOCOL_VERSION:
                self._give_up(f"{self.name} speaks protocol {hello.get('protocol')!r}; "
                              f"this runner speaks protocol {PROTOCOL_VERSION}", "version")
            if not self.validate:  # the handshake is always checked: everything else rests on it
                try:
                    protocol.check_reply("hello", hello)
                except ProtocolViolation as violation:
                    self._give_up(f"{self.name}: {violation}", "schema")
        except EngineError:
            self._transport.abort("failed the handshake")
            raise
        self.protocol = hello["protocol"]
        self.identity = dict(hello["engine"])
        self.capabilities = dict(hello["capabilities"])

    def _give_up(self, message: str, kind: str) -> None:
        stderr = self.stderr
        if self._transport is not None:
            self._transport.abort(message)
        raise EngineError(message, stderr=stderr, kind=kind)

    @property
    def alive(self) -> bool:
        """Whether the engine can take a request now (it has not failed, been abandoned or closed)."""
        return self._abandoned is None and self._transport is not None and self._transport.alive

    @property
    def abandoned(self) -> bool:
        """Whether the engine has used up its restarts."""
        return self._abandoned is not None

    @property
    def round_trips(self) -> bool:
        """Whether requests sent together cost one round trip to another process rather than one each:
        the engine runs as a subprocess and declares ``pipelining``. Only then is it worth asking
        ahead, all at once, what follows from the reference engine alone."""
        return isinstance(self._transport, SubprocessTransport) and self.capabilities.get("pipelining") is True

    @property
    def requests(self) -> int:
        """The requests sent to the engine so far, over every restart (the handshakes and stops included)."""
        return self._seq

    @property
    def pid(self) -> int | None:
        """The engine's process id (subprocess engines), else None."""
        return getattr(self._transport, "pid", None)

    @property
    def stderr(self) -> str:
        """The end of what the engine has written on stderr (subprocess engines only)."""
        return self._transport.stderr_tail() if self._transport is not None else ""

    def restart(self) -> None:
        """Start the engine afresh (a new process or object) and shake hands again.

        Raises ``EngineError`` when the restarts are used up; from then on
        every request fails at once with the same "abandoned" error.
        """
        if self._abandoned is not None:
            raise EngineError(self._abandoned, kind="abandoned")
        if self._transport is not None:
            self._transport.close(None if self._stopped else self._stop_request())
            self._transport = None
        if self.restarts >= self.max_restarts:
            self._abandoned = f"{self.name}: abandoned after {self.restarts} restarts"
            raise EngineError(self._abandoned, kind="abandoned")
        self.restarts += 1
        self._connect()

    def close(self) -> None:
        """Tell the engine to stop (unless it has been told), and end its process."""
        if self._transport is not None:
            self._transport.close(None if self._stopped else self._stop_request())
            self._stopped = True

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _stop_request(self) -> dict[str, Any]:
        self._seq += 1
        return {"cmd": "stop", "seq": self._seq}

    # -- requests -------------------------------------------------------------------

    def request(
        self, message: Mapping[str, Any], *, timeout: float | None = None, validate: bool | None = None,
        deliberate: bool = False,
    ) -> dict[str, Any]:
        """Send one request (``seq`` is added) and return the engine's reply.

        ``timeout`` overrides the engine's per-request timeout; ``validate``
        overrides the engine's validating mode for this request (``False``
        sends a request and takes its reply unchecked; ``deliberate`` sends a request
        that breaks the schema on purpose, to be refused, and still checks the reply). A request that
        breaks the schema raises ``ProtocolViolation`` (the caller's mistake);
        a reply that breaks it, or does not echo ``seq``, raises ``EngineError``.
        """
        transport = self._connected()
        check = self.validate if validate is None else validate
        outgoing = self._outgoing([message], check and not deliberate)[0]
        reply = transport.exchange(outgoing, self.timeout if timeout is None else timeout)
        return self._checked(outgoing, reply, check)

    def request_many(self, messages: Sequence[Mapping[str, Any]]) -> tuple[list[dict[str, Any]], EngineError | None]:
        """Send several requests and read their replies in order: at once (one round trip) when the
        engine declares ``pipelining``, else each after the reply before.

        Each reply is checked as ``request`` checks it. Returns the replies up
        to the first failure, and that failure (None when every reply came):
        the caller judges the replies before it as if they had been asked one
        by one, then raises it. A ``ProtocolViolation`` (a request of ours that
        breaks the schema) is raised before anything is sent.
        """
        if self.round_trips:
            return until_failure(self.send_many(messages))
        transport = self._connected()
        outgoing = self._outgoing(messages, self.validate)
        raw, failure = transport.exchange_many(outgoing, self.timeout)
        replies: list[dict[str, Any]] = []
        for request, reply in zip(outgoing, raw):
            try:
                replies.append(self._checked(request, reply, self.validate))
            except EngineError as error:
                return replies, error
        return replies, failure

    def send_many(self, messages: Sequence[Mapping[str, Any]]) -> Iterator[dict[str, Any] | EngineError]:
        """Send several requests; their replies in order, each checked as ``request`` checks it. From
        the first failure on, every item is that failure; every item must be taken, so that the
        stream stays in step. To an engine that declares ``pipelining`` in another process the
        requests are written now and each reply read only when the iterator reaches it, so that the
        engine answers the later ones while the caller judges the earlier; any other engine is asked
        as ``request_many`` asks it, each after the reply before, now. A ``ProtocolViolation`` (a
        request of ours that breaks the schema) is raised before anything is sent.
        """
        if not self.round_trips:
            replies, failure = self.request_many(messages)
            return iter([*replies, *[failure] * (len(messages) - len(replies))])  # type: ignore[list-item]
        transport = self._connected()
        assert isinstance(transport, SubprocessTransport)
        outgoing = self._outgoing(messages, self.validate)
        try:
            if outgoing:
                transport.send(outgoing, self.timeout)
        except EngineError as failure:
            return iter([failure] * len(outgoing))
        return self._replies_read(transport, outgoing)

    def _replies_read(
        self, transport: SubprocessTransport, outgoing: list[dict[str, Any]]
    ) -> Iterator[dict[str, Any] | EngineError]:
        """``send_many``'s replies, read one at a time. After a failure the replies still owed are read
        and dropped, so the stream stays in step, unless the engine can no longer answer."""
        failure: EngineError | None = None
        reading = True
        for request in outgoing:
            reply = None
            if reading:
                try:
                    reply = transport.receive(request.get("cmd"), self.timeout)
                except EngineError as error:
                    failure, reading = failure or error, False
            if failure is None:
                try:
                    yield self._checked(request, reply, self.validate)
                    continue
                except EngineError as error:
                    failure = error
                    reading = self.alive  # a reply out of step ends the engine: nothing more can be read
            yield failure

    def _connected(self) -> Transport:
        """The transport to send on; ``EngineError`` once the engine is abandoned or closed."""
        if self._abandoned is not None:
            raise EngineError(self._abandoned, kind="abandoned")
        if self._transport is None:
            raise EngineError(f"{self.name} is closed", kind="dead")
        return self._transport

    def _outgoing(self, messages: Sequence[Mapping[str, Any]], check: bool) -> list[dict[str, Any]]:
        """The requests as sent: each with its ``seq`` added, checked against the schema when ``check``."""
        outgoing = []
        for message in messages:
            self._seq = seq = self._seq + 1
            request = dict(message, seq=seq)
            if check:
                protocol.check_request(request)
            if request.get("cmd") == "stop":
                self._stopped = True
            outgoing.append(request)
        return outgoing

    def _checked(self, request: Mapping[str, Any], reply: Any, check: bool) -> dict[str, Any]:
        """``reply`` once it is an object echoing the request's ``seq`` and, when ``check`` (or for the
        commands of ``shape_checked``), of the reply schema's shape; else ``EngineError``."""
        cmd, seq = request.get("cmd"), request["seq"]
        if not isinstance(reply, dict):
            self._out_of_step(f"answered {cmd!r} with {_json_type(reply)}, not a JSON object")
        if reply.get("seq") != seq:
            if "seq" not in reply:
                self._out_of_step(f"answered {cmd!r} (seq {seq}) without echoing seq")
            self._out_of_step(f"answered {cmd!r} (seq {seq}) with seq {reply.get('seq')!r}")
        if check:
            self._check_shape(cmd, reply, lax=False)
        elif cmd in self.shape_checked:
            # A reply the same as one that passed but for its seq (which matched) passes: it is not checked again.
            original = reply.original if reply.__class__ is RepeatedReply else reply
            if original is not self._shape_passed.get(cmd):
                self._check_shape(cmd, reply, lax=True)
                self._shape_passed[cmd] = original
        return reply

    def _check_shape(self, cmd: str, reply: dict[str, Any], lax: bool) -> None:
        """``EngineError`` unless ``reply`` has the reply schema's shape (``lax``: the shape alone)."""
        try:
            protocol.check_reply(cmd, reply, lax=lax)
        except ProtocolViolation as violation:
            raise EngineError(f"{self.name}: {violation}", stderr=self.stderr, kind="schema") from None

    def _out_of_step(self, what: str) -> NoReturn:
        """A reply that cannot belong to the request: the stream is out of step, so the engine is done."""
        message = f"{self.name} {what}"
        stderr = self.stderr
        assert self._transport is not None
        self._transport.abort(message)
        raise EngineError(message, stderr=stderr, kind="protocol")


def until_failure(items: Iterable[dict[str, Any] | EngineError]) -> tuple[list[dict[str, Any]], EngineError | None]:
    """The replies before the first failure, and that failure (None when there is none). Every item
    is taken, so that a stream of replies stays in step."""
    replies: list[dict[str, Any]] = []
    failure: EngineError | None = None
    for item in items:
        if failure is None:
            if isinstance(item, EngineError):
                failure = item
            else:
                replies.append(item)
    return replies, failure


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, (list, tuple)):
        return "an array"
    return f"a {type(value).__name__}"


def _python_factory(spec: str) -> Callable[[], Any]:
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise EngineSpecError(f"py:{spec}: write a Python engine as py:module:factory")
    # Found as ``python -m`` finds it: the current folder too (after the installed packages, which it cannot
    # shadow), so an engine's own file runs from where its author stands.
    if os.getcwd() not in sys.path:
        sys.path.append(os.getcwd())
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise EngineSpecError(f"py:{spec}: cannot import {module_name}: {error}") from None
    except (Exception, SystemExit) as error:  # the engine's own code failed as it was read: it cannot start
        raise EngineError(f"py:{spec}: importing {module_name} raised {type(error).__name__}: {error}"
                          f"{_where_raised(error)}", kind="start") from None
    factory = getattr(module, attribute, None)
    if not callable(factory):
        raise EngineSpecError(f"py:{spec}: {module_name} has no callable {attribute}")
    return factory


def _where_raised(error: BaseException) -> str:
    """`` (at engine.py:12)``: the line an error was raised at, or of the code a syntax error is in."""
    if isinstance(error, SyntaxError) and error.filename:
        return f" (at {error.filename}:{error.lineno})"
    frames = traceback.extract_tb(error.__traceback__)
    return f" (at {frames[-1].filename}:{frames[-1].lineno})" if frames else ""


def open_engine(
    spec: str,
    *,
    validate: bool = False,
    timeout: float | None = DEFAULT_TIMEOUT,
    max_restarts: int = DEFAULT_MAX_RESTARTS,
    max_line: int = DEFAULT_MAX_LINE,
    stderr_limit: int = DEFAULT_STDERR_LIMIT,
    cwd: str | None = None,
) -> Engine:
    """Connect to the engine named by ``spec`` and shake hands.

    ``validate`` checks every request and reply against the protocol schemas
    (``--validate-protocol``). ``timeout`` is the per-request timeout in
    seconds for subprocess engines (``None`` or 0: wait forever);
    ``max_restarts`` bounds ``Engine.restart``; ``max_line`` caps a reply
    line in bytes; ``stderr_limit`` is how much of the end of stderr is kept.
    Raises ``EngineSpecError`` for a spec that names no engine, and
    ``EngineError`` for an engine that cannot be started or fails the handshake.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise EngineSpecError("no engine given: use 'reference', 'py:module:factory' or 'exec:<command line>'")
    spec = spec.strip()
    name = spec
    if spec == "reference":
        spec = REFERENCE
    if spec.startswith("py:"):
        factory = _python_factory(spec[3:])

        def open_transport() -> Transport:
            return InProcessTransport(name, factory)

    elif spec.startswith("exec:"):
        try:
            argv = shlex.split(spec[5:])
        except ValueError as error:
            raise EngineSpecError(f"{spec}: cannot split the command line: {error}") from None
        if not argv:
            raise EngineSpecError(f"{spec}: give the command after 'exec:', e.g. 'exec:python -m reference_impl'")

        def open_transport() -> Transport:
            return SubprocessTransport(name, argv, cwd=cwd, max_line=max_line, stderr_limit=stderr_limit)

    else:
        raise EngineSpecError(f"{spec!r} is not an engine: use 'reference', 'py:module:factory' or 'exec:<command line>'")
    shape_checked = frozenset() if spec == REFERENCE else SHAPE_CHECKED
    return Engine(name, open_transport, timeout=timeout, validate=validate, max_restarts=max_restarts,
                  shape_checked=shape_checked)
