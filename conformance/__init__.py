"""domino-conformance: the runner, step library, transports and tools of the domino rules suite."""

__version__ = "0.1.0"
