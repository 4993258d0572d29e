"""Serve the reference engine over the subprocess transport: JSON Lines on stdin/stdout.

Usage: ``python -m reference_impl`` (one request per line in, one reply per
line out, until ``stop`` or the end of input). The runner reaches it as
``--engine "exec:python -m reference_impl"``; it answers exactly as the
in-process engine (``--engine reference``) does.

Requests that arrive together (a runner that pipelines writes a whole hand's
requests at once) are answered in order and their replies written eight at a
time: a batch costs a write for every eight lines, not one a line, and the
runner reads the first replies while the rest are being answered.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from typing import IO, Any, Iterable

from .adapter import ReferenceEngine

try:  # not a dependency: where it is installed (beside the conformance suite), replies are written with it
    import orjson
except ImportError:  # pragma: no cover - the reference engine runs on the standard library alone
    orjson = None


def _compact_encoder() -> Callable[[Any], str]:
    """``json.JSONEncoder(separators=(",", ":")).encode``, with json's C encoder built once rather than
    at every call, as ``encode`` builds it (where the interpreter has one)."""
    encoder = json.JSONEncoder(separators=(",", ":"))
    make = getattr(json.encoder, "c_make_encoder", None)
    if make is None:
        return encoder.encode
    # The arguments ``JSONEncoder.iterencode`` gives it, but for the markers of the search for cycles:
    # a reply holds none, and a dict of markers kept from reply to reply would outlive an error.
    try:
        iterencode = make(None, encoder.default, json.encoder.encode_basestring_ascii, None, ":", ",",
                          False, False, True)
        "".join(iterencode({"a": [1, None, True]}, 0))
    except TypeError:  # a private function: another interpreter may take other arguments
        return encoder.encode
    return lambda value: "".join(iterencode(value, 0))


_encode_with_json = _compact_encoder()


def _encode(value: Any) -> str:
    """A reply as compact JSON, ASCII only (other characters escaped), as ``_encode_with_json`` writes it.

    orjson writes the same text five times faster for what replies hold (dicts, lists, strings, whole
    numbers, flags and null; never a float, which it writes otherwise): it writes anything but ASCII,
    and DEL, unescaped, so such a reply, or one orjson refuses, is left to json.
    """
    if orjson is not None:
        try:
            data = orjson.dumps(value)
        except orjson.JSONEncodeError:
            return _encode_with_json(value)
        if data.isascii() and b"\x7f" not in data:
            return data.decode("ascii")
    return _encode_with_json(value)


#: The scanner ``json.loads`` reads a value with, once the text's encoding and whitespace are seen to.
_scan = json.JSONDecoder().scan_once
_CHUNK = 64 << 10


def serve(stdin: Iterable[Any] | None = None, stdout: IO[str] | None = None, engine: Any = None) -> int:
    """Answer requests until ``stop`` or end of input; lines may be text or bytes. ``engine`` (a
    ``ReferenceEngine`` unless given) is any object with ``handle(request) -> reply``."""
    batches = _stdin_batches() if stdin is None else ([line] for line in stdin)
    sink = sys.stdout if stdout is None else stdout
    engine = ReferenceEngine() if engine is None else engine
    encode = _ReplyEncoder()
    for batch in batches:
        replies: list[str] = []
        stopped = False
        for line in batch:
            if not line.strip():
                continue
            request: Any = None
            try:
                request = _read_request(line)
            except ValueError as error:  # not JSON, or not UTF-8
                reply = {"errored": True, "message": f"the request is not a JSON object: {error}"}
            else:
                reply = engine.handle(request)
            replies.append(encode(reply) + "\n")
            if isinstance(request, dict) and request.get("cmd") == "stop":
                stopped = True
                break
            if len(replies) == _REPLIES_A_WRITE:  # the runner reads these while the rest are answered
                _write(sink, replies)
        if replies:
            _write(sink, replies)
        if stopped:
            break
    return 0


#: Replies written together: a runner that sends a whole hand at once judges the first while the
#: engine answers the rest, and a write is a system call however stdout is buffered.
_REPLIES_A_WRITE = 8


def _write(sink: IO[str], replies: list[str]) -> None:
    """Write and flush ``replies`` in one write, and empty the list."""
    sink.write("".join(replies))
    sink.flush()
    replies.clear()


def _read_request(line: bytes | str) -> Any:
    """``json.loads(line)``. A line of UTF-8 that is one JSON value from its first character to its last,
    as a runner writes it, is read by the scanner alone: ``json.loads``' search for another encoding
    and for whitespace at either end finds nothing there. Any other line is ``json.loads``' to read."""
    try:
        text = line.decode("utf-8") if isinstance(line, bytes) else line
        value, end = _scan(text, 0)
        if end == len(text):
            return value
    except (UnicodeDecodeError, StopIteration, ValueError):
        pass
    return json.loads(line)


class _ReplyEncoder:
    """Replies as JSON text. The handler hands out one observation until the match changes (before
    and after each refused move): its text is written once and reused while it is the same dict."""

    def __init__(self) -> None:
        self._state: Any = None  # held, so that no other dict can take its id
        self._text = ""

    def __call__(self, reply: dict[str, Any]) -> str:
        state = reply.get("state")
        if state is None or len(reply) != 2 or "seq" not in reply:
            return _encode(reply)
        if state is not self._state:
            self._state, self._text = state, _encode(state)
        return f'{{"state":{self._text},"seq":{_encode(reply["seq"])}}}'  # the handler's order: state, seq


def _stdin_batches() -> Iterator[list[bytes]]:
    """The lines of stdin, in batches: every complete line that one read brings (a last line
    without its newline comes at the end of input)."""
    descriptor = sys.stdin.buffer.fileno()
    pending = b""
    while True:
        chunk = os.read(descriptor, _CHUNK)
        if not chunk:
            if pending:
                yield [pending]
            return
        lines = (pending + chunk).split(b"\n")
        pending = lines.pop()
        if lines:
            yield lines


if __name__ == "__main__":
    sys.exit(serve())
