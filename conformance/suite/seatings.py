"""``python -m conformance.seatings``: write features/seatings/ again (``conformance.suite.scenario_writing``).

The writer itself lives in ``conformance.suite.scenario_writing``; this module keeps the
command's name and the names earlier code imported from here.
"""

from __future__ import annotations

import sys

from conformance.suite.scenario_writing.search import find_witness, random_match
from conformance.suite.scenario_writing.seating import SEATINGS_FOLDER, Seating, profile_seating
from conformance.suite.scenario_writing.seatings import VARIANTS_FILE, VariantsError, main, read_variants, regenerate
from conformance.suite.scenario_writing.writer import SeatingError, SeatingFile, check_on_reference, write_seating, written_for

__all__ = ["SEATINGS_FOLDER", "VARIANTS_FILE", "Seating", "SeatingError", "SeatingFile", "VariantsError",
           "check_on_reference", "find_witness", "main", "profile_seating", "random_match", "read_variants",
           "regenerate", "write_seating", "written_for"]

if __name__ == "__main__":
    sys.exit(main())
