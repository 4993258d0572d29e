"""Answers observe with bytes that are not UTF-8."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "observe":
        return b'{"state": "\xff\xfe"}\n'
    return reply


serve(fault)
