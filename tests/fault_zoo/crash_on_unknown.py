"""Well behaved until it meets a command it does not know: then it crashes."""
from _keeper import serve

KNOWN = {"hello", "start", "deal", "legal_moves", "apply", "observe", "stop"}


def fault(request, reply):
    if request.get("cmd") not in KNOWN:
        raise KeyError(request.get("cmd"))
    return reply


serve(fault)
