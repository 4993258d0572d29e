"""Starts the reply to observe, then exits in the middle of the line."""
import sys

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "observe":
        sys.stdout.buffer.write(b'{"state": {"status": "in_pro')
        sys.stdout.buffer.flush()
        raise SystemExit(1)
    return reply


serve(fault)
