"""Serve the reference engine over the subprocess transport: JSON Lines on stdin/stdout.

Usage: ``python -m reference_impl`` (one request per line in, one reply per line out).
"""

from __future__ import annotations

import json
import sys

from .adapter import ReferenceEngine


def serve(stdin=sys.stdin, stdout=sys.stdout) -> int:
    """Answer requests until ``stop`` or end of input."""
    engine = ReferenceEngine()
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as error:
            reply = {"errored": True, "message": f"the request is not JSON: {error}"}
        else:
            reply = engine.handle(request)
        stdout.write(json.dumps(reply, separators=(",", ":")) + "\n")
        stdout.flush()
        if isinstance(request, dict) and request.get("cmd") == "stop":
            break
    return 0


if __name__ == "__main__":
    sys.exit(serve())
