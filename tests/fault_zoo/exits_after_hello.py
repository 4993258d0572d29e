"""Answers the handshake and then exits quietly, before the first real request."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "start":
        raise SystemExit(0)
    return reply


serve(fault)
