"""Answers start twice: the second copy arrives as the reply to the next request."""
import json

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "start":
        return (json.dumps(reply) + "\n").encode() * 2
    return reply


serve(fault)
