"""Differential play: an engine played in lock step with the reference engine on random games.

The package reads as the parts of one judge: ``judge`` (the judge of the walk and ``play``),
``games`` (the games an engine is played in), ``hands`` (random hands and the chooser),
``comparisons`` (what is compared at a ply), ``probes`` (illegal moves and deals offered),
``adoption`` (past a divergence, the engine set to the reference's position, or the reference taking the engine's state), ``divergences`` (what was
found) and ``shrink`` (a divergence cut down to a scenario). Its public names are those of ``judge``.
"""

from .judge import *  # noqa: F403  (the judge's public names, as its ``__all__`` lists them)
from .judge import __all__  # noqa: F401
