"""Answers legal_moves with a bare JSON array instead of a reply object."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "legal_moves":
        return reply["moves"]
    return reply


serve(fault)
