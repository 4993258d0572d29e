"""The ``domino-conformance`` subcommands, one module a command, each registered by ``arguments.add_command``."""
