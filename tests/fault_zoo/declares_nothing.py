"""Plays correctly but declares no option values at all in its handshake."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "hello":
        reply["capabilities"] = {"options": {}}
    return reply


serve(fault)
