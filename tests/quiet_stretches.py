"""A pytest plugin for runs on several workers (pytest-xdist): where nothing has been reported for a while,
one line says which tests are still running and for how long.

On several workers pytest prints a dot a test and no file names, so a test that plays whole runs for a
minute leaves the terminal silent, and a reader cannot tell a slow test from a stuck one. The line is
written by the process that prints the dots, only after ``quiet_stretch`` seconds (the ini option;
60 by default) in which nothing was reported, and again after each further stretch.
"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

#: Seconds without a report before the tests still running are named, as ``-o quiet_stretch=N`` sets it.
DEFAULT_QUIET_SECONDS = 60.0


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini("quiet_stretch", "seconds without a report after which the tests still running are named "
                  "(runs on several workers)", default=str(DEFAULT_QUIET_SECONDS))


@pytest.hookimpl(trylast=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    # Only the process that prints the dots of a run on several workers: the workers print nothing, and a run
    # on one process names each file as it starts it.
    if hasattr(config, "workerinput") or not config.pluginmanager.has_plugin("dsession"):
        return
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None:
        config.pluginmanager.register(_Watch(reporter, float(config.getini("quiet_stretch"))), "quiet-stretches")


class _Watch:
    """Follows which tests are running; a thread names them after each quiet stretch."""

    def __init__(self, reporter: Any, quiet: float) -> None:
        self.reporter = reporter
        self.quiet = quiet
        self.running: dict[str, float] = {}
        self.last_report = time.monotonic()
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._watch, name="quiet-stretches", daemon=True)
        self.thread.start()

    def pytest_runtest_logstart(self, nodeid: str) -> None:
        with self.lock:
            self.running[nodeid] = self.last_report = time.monotonic()

    def pytest_runtest_logreport(self) -> None:
        with self.lock:
            self.last_report = time.monotonic()

    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        with self.lock:
            self.running.pop(nodeid, None)
            self.last_report = time.monotonic()

    def pytest_sessionfinish(self) -> None:
        self.stopped.set()

    def _watch(self) -> None:
        while not self.stopped.wait(min(self.quiet / 4, 5.0)):
            with self.lock:
                now = time.monotonic()
                if now - self.last_report < self.quiet or not self.running:
                    continue
                self.last_report = now  # the next line comes after another quiet stretch
                running = sorted(self.running.items(), key=lambda item: item[1])
            self.reporter.write_line("still running: " + "; ".join(
                f"{nodeid} ({_duration(now - started)})" for nodeid, started in running))


def _duration(seconds: float) -> str:
    """``45 s``, ``3 min 5 s``."""
    minutes, seconds = divmod(int(seconds), 60)
    return f"{minutes} min {seconds} s" if minutes else f"{seconds} s"
