"""Dies by a signal (as a segfaulting native engine would) when asked to apply a move."""
import os
import signal

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "apply":
        os.kill(os.getpid(), signal.SIGKILL)
    return reply


serve(fault)
