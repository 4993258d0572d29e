"""Closes its stdout when asked to observe, and stays alive without answering."""
import os
import time

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "observe":
        os.close(1)
        time.sleep(3600)
    return reply


serve(fault)
