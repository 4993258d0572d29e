"""Answers observe with someone else's sequence number."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "observe":
        reply["seq"] = request["seq"] + 1000
    return reply


serve(fault)
