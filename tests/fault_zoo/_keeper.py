"""The fault zoo's keeper: a well-behaved engine (the reference engine over JSON Lines)
with one fault injected by each zoo script.

A zoo script calls ``serve(fault)``. ``fault(request, reply)`` sees each request and the
reply the reference engine would give, and returns what to write instead: a dict (sent as
one JSON line), raw bytes (sent as they are), or None (nothing is sent). It may also
misbehave on its own: raise, sleep, exit, write to stderr.
"""

from __future__ import annotations

import json
import sys
from typing import Any, Callable

from reference_impl.adapter import ReferenceEngine

Fault = Callable[[dict[str, Any], dict[str, Any]], Any]


def serve(fault: Fault | None = None) -> None:
    """Answer requests on stdin until ``stop`` or end of input, through ``fault``."""
    engine = ReferenceEngine()
    engine.takes_positions = False  # each scenario reaches the injected fault through its whole story
    out = sys.stdout.buffer
    for line in sys.stdin.buffer:
        request = json.loads(line)
        reply: Any = engine.handle(request)
        if fault is not None:
            reply = fault(request, reply)
        if reply is not None:
            out.write(reply if isinstance(reply, bytes) else json.dumps(reply).encode() + b"\n")
            out.flush()
        if request.get("cmd") == "stop":
            break
