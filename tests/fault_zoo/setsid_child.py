"""Plays well, but first starts a child in a session of its own (``setsid``), out of its
process group, and names the child's pid on stderr. The child must not outlive the engine.
"""
import subprocess
import sys

from _keeper import serve

child = subprocess.Popen(
    [sys.executable, "-c", "import time; time.sleep(3600)"],
    start_new_session=True,
    stdout=subprocess.DEVNULL,
    stderr=subprocess.DEVNULL,
)
print(f"child pid {child.pid}", file=sys.stderr, flush=True)
serve()
