"""Answers observe with a line that is not JSON."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "observe":
        return b"state: in progress, seat 1 to play\n"
    return reply


serve(fault)
