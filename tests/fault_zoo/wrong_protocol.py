"""Speaks protocol version 2."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "hello":
        reply["protocol"] = 2
    return reply


serve(fault)
