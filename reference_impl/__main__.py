"""Serve the reference engine over the subprocess transport: JSON Lines on stdin/stdout.

Usage: ``python -m reference_impl`` (one request per line in, one reply per
line out, until ``stop`` or the end of input). The runner reaches it as
``--engine "exec:python -m reference_impl"``; it answers exactly as the
in-process engine (``--engine reference``) does.
"""

from __future__ import annotations

import json
import sys
from typing import IO, Any, Iterable

from .adapter import ReferenceEngine


def serve(stdin: Iterable[Any] | None = None, stdout: IO[str] | None = None) -> int:
    """Answer requests until ``stop`` or end of input; lines may be text or bytes."""
    source = sys.stdin.buffer if stdin is None else stdin
    sink = sys.stdout if stdout is None else stdout
    engine = ReferenceEngine()
    for line in source:
        if not line.strip():
            continue
        request: Any = None
        try:
            request = json.loads(line)
        except ValueError as error:  # not JSON, or not UTF-8
            reply = {"errored": True, "message": f"the request is not a JSON object: {error}"}
        else:
            reply = engine.handle(request)
        sink.write(json.dumps(reply, separators=(",", ":")) + "\n")
        sink.flush()
        if isinstance(request, dict) and request.get("cmd") == "stop":
            break
    return 0


if __name__ == "__main__":
    sys.exit(serve())
