"""OpenSpiel's ``python_team_dominoes`` (``open-spiel`` 2.0.2) behind the engine protocol.

``py:adapters.openspiel_team:create``. The game (``open_spiel/python/games/team_dominoes.py``,
"Dominoes (4 players)", after Wikipedia's Latin American version) deals all 28 tiles, seven to
each of four players, partners opposite (players 0 and 2 against 1 and 3); play goes 0, 1, 2,
3 (its code names no direction, so the adapter seats the players counter-clockwise, as the
profile plays); a player with no legal action is skipped; the hand ends when a player's hand is empty or
nobody can play, and ``returns()`` pays the team with fewer pips the other team's pips.

Declared: the ``partnership`` profile at 4 players, except what the code plays otherwise:

- ``lead.forced_tile = false``: the leader may lead any tile of its hand;
- ``score.blocked = winner_takes_all``: the lighter team scores all the other team's pips.

How each gap is bridged is in ``adapters.openspiel`` (the deal, the seats, the legality
check) and ``adapters.bridge`` (passes, refusal reasons, the match ledger).
"""

from __future__ import annotations

from .bridge import Bridge
from .openspiel import openspiel_adapter

GAME = {"profile": "partnership", "players": [4], "differences": {
    "lead.forced_tile": False, "score.blocked": "winner_takes_all"}}


def create() -> Bridge:
    """Factory for ``py:adapters.openspiel_team:create``: the game deals round the table."""
    return openspiel_adapter("python_team_dominoes", GAME, deal_round_robin=True)
