"""Answers the command named by its argument with JSON nested 100,000 levels deep."""
import sys

from _keeper import serve

DEPTH = 100_000


def fault(request, reply):
    if request["cmd"] == sys.argv[1]:
        return b'{"seq": %d, "state": ' % request["seq"] + b"[" * DEPTH + b"]" * DEPTH + b"}\n"
    return reply


serve(fault)
