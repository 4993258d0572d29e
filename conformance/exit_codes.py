"""Exit codes shared by every subcommand (documented in the README)."""

OK = 0  #: everything applicable passed / the record is valid
FAILURES = 1  #: at least one scenario failed / the record breaks a rule
ERRORS = 2  #: at least one scenario errored (the engine crashed, hung or answered garbage)
ENGINE_FAULT = 3  #: the engine could not be started or failed its handshake
USAGE = 4  #: the command line or an input file could not be used
INSUFFICIENT_COVERAGE = 5  #: too little of the suite applies to the engine's declared game to judge it
INTERRUPTED = 130  #: interrupted (128 + SIGINT)
BROKEN_PIPE = 141  #: the reader of standard output went away (``| head``): 128 + SIGPIPE, said by no message
