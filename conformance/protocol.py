"""The engine protocol: its version, its commands, and checks of messages against its schemas.

The schemas live in ``schemas/protocol/`` (one file per command, plus the
shared definitions, the request union and the reply envelope) and refer to
``schemas/ruleset.schema.json`` by its ``$id``. They are loaded into one
``referencing.Registry`` and each validator is built once, on first use.

``check_request`` and ``check_reply`` raise ``ProtocolViolation`` naming the
JSON pointer of the first (most relevant) problem. When ``jsonschema-rs`` is
installed (the ``fast`` extra) it answers "valid?" first, hundreds of times
faster; python-jsonschema, the authority, explains any message it rejects.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any, Iterable, Mapping

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from .resources import data_path

PROTOCOL_VERSION = 1
SCHEMA_ROOT = "https://domino-conformance.org/schemas/"
PROTOCOL_ROOT = SCHEMA_ROOT + "protocol/"
REQUEST_SCHEMA = PROTOCOL_ROOT + "request.schema.json"
REPLY_SCHEMA = PROTOCOL_ROOT + "reply.schema.json"

#: Every command of protocol version 1, in the order a match uses them.
COMMANDS = ("hello", "start", "deal", "legal_moves", "apply", "observe", "stop")


class ProtocolViolation(ValueError):
    """A message breaks the protocol schema. ``pointer`` is the JSON pointer of the problem."""

    def __init__(self, what: str, pointer: str, problem: str) -> None:
        super().__init__(f"{what} breaks the protocol at {pointer or '/'}: {problem}")
        self.what = what
        self.pointer = pointer
        self.problem = problem


@cache
def registry() -> Registry:
    """Every schema under ``schemas/``, keyed by its ``$id``."""
    return Registry().with_resources(
        (uri, Resource.from_contents(contents, default_specification=DRAFT202012))
        for uri, contents in _schema_documents()
    )


@cache
def _schema_documents() -> tuple[tuple[str, Any], ...]:
    documents = []
    for path in sorted(data_path("schemas").rglob("*.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(contents, dict) and "$id" in contents:
            documents.append((contents["$id"], contents))
    return tuple(documents)


@cache
def _validator(ref: str) -> Draft202012Validator:
    return Draft202012Validator({"$ref": ref}, registry=registry())


@cache
def _fast_validator(ref: str, formats: bool = False) -> Any:
    """A jsonschema-rs validator for ``ref`` (checking formats too with ``formats``), or None
    where jsonschema-rs cannot build one: python-jsonschema then answers alone."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    try:
        fast_registry = jsonschema_rs.Registry(list(_schema_documents()))
        return jsonschema_rs.Draft202012Validator({"$ref": ref}, registry=fast_registry, validate_formats=formats)
    except Exception:  # an older jsonschema-rs without registries: use python-jsonschema alone
        return None


def fast_is_valid(ref: str, document: Any, formats: bool = False) -> bool:
    """Whether jsonschema-rs finds ``document`` valid against ``ref``; False when it cannot say
    (the caller then asks python-jsonschema, which also explains the errors)."""
    validator = _fast_validator(ref, formats)
    return validator is not None and validator.is_valid(document)


def _reply_ref(cmd: str | None) -> str:
    if cmd in COMMANDS:
        return f"{PROTOCOL_ROOT}commands/{cmd}.schema.json#/$defs/reply"
    return REPLY_SCHEMA


def request_validator() -> Draft202012Validator:
    """The validator of any request (a tagged union on ``cmd``)."""
    return _validator(REQUEST_SCHEMA)


def reply_validator(cmd: str | None) -> Draft202012Validator:
    """The validator of the reply to ``cmd``; for an unknown command, of the reply envelope only."""
    return _validator(_reply_ref(cmd))


def json_pointer(path: Iterable[Any]) -> str:
    """The RFC 6901 pointer of a path of keys and indexes (``""`` for the whole document)."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


def _describe(error: ValidationError) -> str:
    """A plain account of one schema error (the pointer is given separately)."""
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    title = schema.get("title")
    if error.validator == "not" and error.validator_value == {}:
        return f"{error.instance!r} is not allowed here"
    if error.validator in ("pattern", "oneOf", "anyOf") and title:
        return f"{error.instance!r} is not {title}"
    if error.validator in ("oneOf", "anyOf") and error.context:
        reasons = list(dict.fromkeys(sub.message for sub in error.context))
        return f"{error.instance!r} fits none of the allowed forms: " + "; ".join(reasons)
    return error.message


def _check(ref: str, instance: Any, what: str) -> None:
    fast = _fast_validator(ref)
    if fast is not None and fast.is_valid(instance):
        return
    error = best_match(_validator(ref).iter_errors(instance))
    if error is not None:
        raise ProtocolViolation(what, json_pointer(error.absolute_path), _describe(error))


def check_request(request: Any) -> None:
    """Raise ``ProtocolViolation`` unless ``request`` is a well-formed request."""
    cmd = request.get("cmd") if isinstance(request, Mapping) else None
    _check(REQUEST_SCHEMA, request, f"the {cmd!r} request" if cmd else "the request")


def check_reply(cmd: str | None, reply: Any) -> None:
    """Raise ``ProtocolViolation`` unless ``reply`` is a well-formed reply to a ``cmd`` request."""
    _check(_reply_ref(cmd), reply, f"the reply to {cmd!r}")
