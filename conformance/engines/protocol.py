"""The engine protocol: its version, its commands, and checks of messages against its schemas.

The schemas live in ``schemas/protocol/`` (one file per command, plus the
shared definitions, the request union and the reply envelope) and are
checked through ``conformance.engines.schemas``.

``check_request`` and ``check_reply`` raise ``ProtocolViolation`` naming the
JSON pointer of the first (most relevant) problem. ``check_reply(..., lax=True)``
checks the shape alone: tiles an engine writes may then take the lax form
runners write (``'6-4'``, spaces), as the suite's comparisons read either.
"""

from __future__ import annotations

from typing import Any, Mapping

from .schemas import PROTOCOL_ROOT, schema

PROTOCOL_VERSION = 1
REQUEST_SCHEMA = PROTOCOL_ROOT + "request.schema.json"
REPLY_SCHEMA = PROTOCOL_ROOT + "reply.schema.json"

#: Every command of protocol version 1, in the order a match uses them (``position`` only for an engine
#: that declares ``capabilities.positions``, in place of a deal and the moves after it).
COMMANDS = ("hello", "start", "position", "deal", "legal_moves", "apply", "observe", "stop")


class ProtocolViolation(ValueError):
    """A message breaks the protocol schema. ``pointer`` is the JSON pointer of the problem."""

    def __init__(self, what: str, pointer: str, problem: str) -> None:
        super().__init__(f"{what} breaks the protocol at {pointer or '/'}: {problem}")
        self.what = what
        self.pointer = pointer
        self.problem = problem


def _reply_ref(cmd: str | None) -> str:
    if cmd in COMMANDS:
        return f"{PROTOCOL_ROOT}commands/{cmd}.schema.json#/$defs/reply"
    return REPLY_SCHEMA


def _check(ref: str, instance: Any, what: str, lax: bool = False) -> None:
    error = schema(ref, lax=lax).first_error(instance)
    if error is not None:
        raise ProtocolViolation(what, error.pointer, error.message)


def check_request(request: Any) -> None:
    """Raise ``ProtocolViolation`` unless ``request`` is a well-formed request."""
    cmd = request.get("cmd") if isinstance(request, Mapping) else None
    _check(REQUEST_SCHEMA, request, f"the {cmd!r} request" if cmd else "the request")


def check_reply(cmd: str | None, reply: Any, lax: bool = False) -> None:
    """Raise ``ProtocolViolation`` unless ``reply`` is a well-formed reply to a ``cmd`` request.

    ``lax`` accepts tiles in either order and with spaces where the schema asks for canonical ones.
    """
    _check(_reply_ref(cmd), reply, f"the reply to {cmd!r}", lax)
