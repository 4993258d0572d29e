"""Engines under test: the protocol and its schemas, the transports, the client that reads every answer, how answers are compared."""
