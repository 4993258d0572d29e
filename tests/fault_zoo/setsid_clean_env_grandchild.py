"""Plays well, but first starts a grandchild that leaves the engine's session (``setsid``) and
clears its environment, so neither the process group nor the environment's token finds it; the
child between them exits at once. It names the grandchild's pid on stderr. It must not outlive
the engine. With ``ZOO_PID_FILE`` set, it also adds the pid to that file (a command prints no
stderr of an engine that plays well).
"""
import os
import subprocess
import sys

from _keeper import serve

LAUNCHER = """
import subprocess, sys
grandchild = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"], env={},
                              start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(grandchild.pid, flush=True)
"""
launcher = subprocess.run([sys.executable, "-c", LAUNCHER], env={}, capture_output=True, text=True, check=True)
print(f"child pid {launcher.stdout.strip()}", file=sys.stderr, flush=True)
if os.environ.get("ZOO_PID_FILE"):
    with open(os.environ["ZOO_PID_FILE"], "a", encoding="ascii") as pids:
        pids.write(launcher.stdout.strip() + "\n")
serve()
