"""Answers legal_moves with a well-formed JSON line of 3 MiB, over the line cap."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "legal_moves":
        reply["padding"] = "x" * (3 << 20)
    return reply


serve(fault)
