"""Finding a witness: every registered search tried over a seating's seeded random matches."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Callable

from . import hand_end_recipes, play_recipes  # noqa: F401  (importing them registers their searches)
from .seating import Seating
from .trace import Trace, play_match
from .witness import RECIPES, SEED, Witness


@lru_cache(maxsize=4096)
def random_match(
    seating: Seating, hands: int, bias: str | None, aim: str | None, attempt: int
) -> Trace:
    """The ``attempt``-th seeded random match of a seating (shared by every clause's search)."""
    rng = random.Random(f"{SEED}/{seating.seed_name}/{seating.players}/{hands}/{bias}/{aim}/{attempt}")
    return play_match(seating.ruleset(), seating.players, rng, hands, bias, aim)


#: Whether a witness found for a clause will do (``find_witness``): the clause, the match, the witness.
Acceptance = Callable[[str, Trace, Witness], bool]


def find_witness(seating: Seating, clause: str, accept: Acceptance | None = None) -> tuple[Trace, Witness] | None:
    """The first witness of ``clause`` found in the seating's seeded random matches (and that ``accept``
    takes, if given), or None."""
    for candidate in (r for r in RECIPES if clause in r.clauses):
        for attempt in range(candidate.attempts):
            trace = random_match(seating, candidate.hands, candidate.bias, candidate.aim, attempt)
            witness = candidate.find(trace)
            if witness is not None and clause in witness.clauses and (accept is None or accept(clause, trace, witness)):
                return trace, witness
    return None
