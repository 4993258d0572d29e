"""The whole scenario suite, run in-process against the engine given by --domino-engine (default: reference)."""

from conformance.scenarios import *  # noqa: F401,F403
