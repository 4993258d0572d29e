"""Catches its own faults and says so: every request after the handshake answers errored."""
from _keeper import serve


def fault(request, reply):
    if request["cmd"] not in ("hello", "stop"):
        return {"seq": request["seq"], "errored": True, "message": "not implemented yet",
                "traceback": "engine.cpp:42: todo"}
    return reply


serve(fault)
