"""Observes a state whose ``sides`` is a string instead of a list of seat lists."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "observe" and "state" in reply:
        reply["state"]["sides"] = "north-south"
    return reply


serve(fault)
