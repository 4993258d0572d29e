"""``python -m conformance.seatings``: the seatings writer, kept at this name for the command line.

The writer lives in ``conformance.suite.seatings``; this module runs it.
"""

import sys

from conformance.suite.seatings import main

if __name__ == "__main__":
    sys.exit(main())
