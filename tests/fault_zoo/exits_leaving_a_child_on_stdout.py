"""Starts a child that inherits its stdout, then exits without answering ``start``.

The child keeps the pipe open, so the runner never sees end of file: it must
still see that the engine has ended, and end the child too.
"""
import subprocess
import sys

from _keeper import serve


def fault(request, reply):
    if request["cmd"] == "start":
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
        print(f"child pid {child.pid}", file=sys.stderr, flush=True)
        raise SystemExit(3)
    return reply


serve(fault)
