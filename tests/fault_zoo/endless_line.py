"""Answers legal_moves with a line that never ends: bytes, forever, with no newline."""
import sys

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "legal_moves":
        chunk = b"x" * 65536
        while True:
            sys.stdout.buffer.write(chunk)
    return reply


serve(fault)
