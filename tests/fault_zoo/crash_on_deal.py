"""Crashes with an uncaught exception (a traceback on stderr) when asked to deal."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "deal":
        raise RuntimeError("deal: the boneyard fell off the table")
    return reply


serve(fault)
