"""Writes 16 MiB of logging to stderr on every start, then answers correctly."""
import sys

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "start":
        line = b"debug: considering every tile again\n"
        for _ in range((16 << 20) // len(line)):
            sys.stderr.buffer.write(line)
        sys.stderr.buffer.write(b"debug: done\n")
        sys.stderr.buffer.flush()
    return reply


serve(fault)
