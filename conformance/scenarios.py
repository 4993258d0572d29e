"""The scenario suite as pytest tests: every ``features/**/*.feature``, bound to the step library.

``domino-conformance run`` runs this module; third parties can run it with
plain pytest (``pytest --pyargs conformance.scenarios --domino-engine ...``)
or import it from a test module of their own (``from conformance.scenarios import *``).
"""

import pytest
from pytest_bdd import scenarios

from conformance.rulebook.data_paths import data_path
from conformance.suite.steps import *  # noqa: F401,F403  (step definitions are fixtures: they must be in this namespace)

# Steps ask for the game fixture at run time, which pytest cannot see at collection: declare it.
pytestmark = pytest.mark.usefixtures("game")

scenarios(str(data_path("features")))
