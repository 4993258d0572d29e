"""Ignores SIGTERM, answers ``stop`` and then goes on running instead of exiting."""
import signal
import time

from _keeper import serve

signal.signal(signal.SIGTERM, signal.SIG_IGN)


def fault(request, reply):
    if request["cmd"] == "stop":
        print(f'{{"ok": true, "seq": {request["seq"]}}}', flush=True)
        while True:
            time.sleep(3600)
    return reply


serve(fault)
