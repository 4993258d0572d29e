"""``python -m conformance.sweep``: the option sweep, kept at this name for the command line.

The sweep lives in ``conformance.suite.sweep``; this module runs it.
"""

import sys

from conformance.suite.sweep import main

if __name__ == "__main__":
    sys.exit(main())
