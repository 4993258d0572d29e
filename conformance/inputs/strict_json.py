"""Reading JSON strictly, for every JSON text the suite is given.

Python's ``json`` lets the last of two equal keys in an object win, so a
record's ``"format": "nope"`` could hide behind a good one; here a key
twice in one object is an error naming the key and the object's JSON
pointer. NaN and Infinity are refused (they are not JSON), and nesting
deeper than a bound is refused before parsing, so no input can exhaust the
parser's recursion or a reader's.

Most texts are read by orjson, several times faster than ``json``, which
keeps the last of two equal keys without a word; its reading is taken only
when it provably lost no key (see ``_read_fast``), else the text is read
again by ``json`` with a hook that finds the key given twice.
"""

from __future__ import annotations

import json
import re
import sys
from itertools import accumulate
from typing import Any, Iterable

import orjson


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
    if max_depth is not None and text.count("[") + text.count("{") > max_depth and depth(text) > max_depth:
        raise TooDeep(f"nested more than {max_depth} levels deep")
    value = _read_fast(text)
    if value is not _UNSURE:
        return value
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
    except ValueError as error:
        digits = _TOO_MANY_DIGITS.search(str(error))
        if digits is None:
            raise
        raise ValueError(f"an integer of {digits[1]} digits, more than the {sys.get_int_max_str_digits()} "
                         "a number may have") from None
    if duplicated:
        raise _first_duplicate(value)
    return value


#: How Python words an integer too long to read (``sys.get_int_max_str_digits``).
_TOO_MANY_DIGITS = re.compile(r"integer string conversion: value has (\d+) digits")
_UNSURE: Any = object()
#: Digits all read as 0, so that one ``find`` spots a run of them.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"0" * 9)
#: orjson reads integers past 64 bits (19 digits and more) as floats; ``json`` keeps them whole.
_LONG_NUMBER = b"0" * 19


def _read_fast(text: str) -> Any:
    """orjson's reading of ``text`` when it is certainly ``json``'s; ``_UNSURE`` when that is not certain.

    When orjson's compact re-writing of what it read is the text itself, the text holds exactly
    what orjson read: a key given twice would have been written once, an integer past 64 bits as a
    float. Compact records (as ``generate`` and the recorder write them) are proved so with one
    comparison, and no count. Otherwise, without a backslash in the text, every string reads as
    written, so the colons of the re-writing are the colons inside strings plus one a key; a key
    given twice is dropped with its value, and the re-writing then has fewer colons than the text.
    Equal counts prove no key was lost. Texts with escapes or numbers of 19 digits and more, and
    anything orjson refuses (bad JSON, NaN, deep nesting), are left to ``json``, which words the error.
    """
    try:
        raw = text.encode()
        value = orjson.loads(raw)
        rewritten = orjson.dumps(value)
        if rewritten == raw.strip():
            return value
        if b"\\" in raw or _LONG_NUMBER in raw.translate(_DIGITS_AS_ZERO):
            return _UNSURE
        if rewritten.count(b":") != raw.count(b":"):
            return _UNSURE
    except (UnicodeEncodeError, orjson.JSONDecodeError, orjson.JSONEncodeError):
        return _UNSURE
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


def depth(text: str) -> int:
    """The deepest nesting of brackets in ``text``, outside strings (of a JSON text, or of a line holding one)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(1 if char in "[{" else -1 for char in brackets), default=0)


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
