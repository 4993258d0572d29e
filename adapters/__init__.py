"""Adapters: the engine protocol in front of engines people use (see adapters/README.md)."""
