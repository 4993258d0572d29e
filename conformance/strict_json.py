"""Reading JSON strictly, for every JSON text the suite is given.

Python's ``json`` lets the last of two equal keys in an object win, so a
record's ``"format": "nope"`` could hide behind a good one; here a key
twice in one object is an error naming the key and the object's JSON
pointer. NaN and Infinity are refused (they are not JSON), and nesting
deeper than a bound is refused before parsing, so no input can exhaust the
parser's recursion or a reader's.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any, Iterable


def json_pointer(path: Iterable[Any]) -> str:
    """The RFC 6901 pointer of a path of keys and indexes (``""`` for the whole document)."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in path)


class DuplicateKey(ValueError):
    """An object holds one key twice. ``key`` is the key, ``pointer`` the object's JSON pointer."""

    def __init__(self, key: str, pointer: str) -> None:
        super().__init__(f"the key {key!r} appears twice in the object at {pointer or '/'}")
        self.key = key
        self.pointer = pointer


class TooDeep(ValueError):
    """Arrays and objects nested deeper than the reader accepts."""


class _Duplicated(dict[str, Any]):
    """An object read with a key twice; ``duplicate`` is the first key repeated."""

    duplicate = ""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def loads(text: str, max_depth: int | None = None) -> Any:
    """Parse ``text``; raise ``json.JSONDecodeError``, ``DuplicateKey``, ``TooDeep`` or ``ValueError``."""
    if max_depth is not None and text.count("[") + text.count("{") > max_depth and _depth(text) > max_depth:
        raise TooDeep(f"nested more than {max_depth} levels deep")
    duplicated = False

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal duplicated
        value = dict(pairs)
        if len(value) == len(pairs):
            return value
        seen: set[str] = set()
        marked = _Duplicated(value)
        marked.duplicate = next(key for key, _ in pairs if key in seen or seen.add(key))  # type: ignore[func-returns-value]
        duplicated = True
        return marked

    try:
        value = json.loads(text, object_pairs_hook=unique, parse_constant=_reject_constant)
    except RecursionError:
        raise TooDeep("nested too deeply to read") from None
    if duplicated:
        raise _first_duplicate(value)
    return value


def _first_duplicate(document: Any) -> DuplicateKey:
    """The first object, in document order, read with a key twice."""
    stack: list[tuple[Any, tuple[Any, ...]]] = [(document, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, _Duplicated):
            return DuplicateKey(value.duplicate, json_pointer(path))
        children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
        stack.extend(reversed([(child, (*path, key)) for key, child in children]))
    raise AssertionError("a duplicate key was seen but not found")  # pragma: no cover


def _depth(text: str) -> int:
    """The deepest nesting of brackets in ``text``, outside strings."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(1 if char in "[{" else -1 for char in brackets), default=0)


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
