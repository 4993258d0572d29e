"""Says on stderr that it is thinking, then never answers a move."""
import sys
import time

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "apply":
        print("searching the game tree...", file=sys.stderr, flush=True)
        time.sleep(3600)
    return reply


serve(fault)
