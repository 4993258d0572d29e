"""Engines under test, reached through the engine protocol.

An engine is named on the command line:

- ``reference``: the reference engine, in-process;
- ``py:module:factory``: any Python object with ``handle(request) -> reply``,
  built by calling ``factory()``, in-process;

Every engine answers the same request dicts (``schemas/protocol/``).
``Engine.request`` adds the sequence number, and raises ``EngineError`` when
the engine fails as a program (crash, hang, garbage) rather than answering.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping

PROTOCOL_VERSION = 1


class EngineError(Exception):
    """The engine failed as a program: it crashed, hung or answered outside the protocol."""

    def __init__(self, message: str, stderr: str = "") -> None:
        super().__init__(message)
        self.stderr = stderr


class EngineSpecError(ValueError):
    """An ``--engine`` value could not be understood or loaded."""


class Engine:
    """A connected engine: identity and capabilities from the handshake, then requests."""

    def __init__(self, name: str, connect: Callable[[], Callable[[dict[str, Any]], dict[str, Any]]]) -> None:
        self.name = name
        self._connect = connect
        self._send = connect()
        self._seq = 0
        self.restarts = 0
        hello = self.request({"cmd": "hello", "protocol": PROTOCOL_VERSION})
        if hello.get("protocol") != PROTOCOL_VERSION:
            raise EngineError(f"{name} speaks protocol {hello.get('protocol')!r}; this runner speaks {PROTOCOL_VERSION}")
        self.identity: dict[str, Any] = dict(hello.get("engine") or {})
        self.capabilities: dict[str, Any] = dict(hello.get("capabilities") or {})

    def request(self, message: Mapping[str, Any]) -> dict[str, Any]:
        """Send one request and return the engine's reply."""
        self._seq += 1
        reply = self._send(dict(message, seq=self._seq))
        if not isinstance(reply, dict):
            raise EngineError(f"{self.name} answered {type(reply).__name__}, not a JSON object")
        return reply

    def close(self) -> None:
        """Tell the engine to stop."""
        try:
            self.request({"cmd": "stop"})
        except EngineError:
            pass


def _python_factory(spec: str) -> Callable[[], Any]:
    module_name, _, attribute = spec.partition(":")
    if not module_name or not attribute:
        raise EngineSpecError(f"py:{spec}: write a Python engine as py:module:factory")
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise EngineSpecError(f"py:{spec}: cannot import {module_name}: {error}") from None
    factory = getattr(module, attribute, None)
    if not callable(factory):
        raise EngineSpecError(f"py:{spec}: {module_name} has no callable {attribute}")
    return factory


def open_engine(spec: str) -> Engine:
    """Connect to the engine named by ``spec`` and shake hands."""
    if spec == "reference":
        spec = "py:reference_impl.adapter:create"
    if spec.startswith("py:"):
        factory = _python_factory(spec[3:])

        def connect() -> Callable[[dict[str, Any]], dict[str, Any]]:
            return factory().handle

        return Engine(spec, connect)
    raise EngineSpecError(f"{spec!r} is not an engine: use 'reference', 'py:module:factory' or 'exec:<command>'")
