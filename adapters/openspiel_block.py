"""OpenSpiel's ``python_block_dominoes`` (``open-spiel`` 2.0.2) behind the engine protocol.

``py:adapters.openspiel_block:create``. The game (``open_spiel/python/games/block_dominoes.py``,
after Wikipedia's "Blocking game") deals seven tiles to each of two players and leaves 14 in
the deck, never drawn; a player with no legal action is skipped; the hand ends when a hand is
empty or neither player can play, and ``returns()`` pays the player with fewer pips the other
player's pips (all of them, also on a block); equal pips pay nobody.

Declared: the ``block`` profile at 2 players, except what the code plays otherwise:

- ``lead.forced_tile = false``: the leader may lead any tile of its hand;
- ``score.blocked = winner_takes_all``: the lighter hand scores all the other hand's pips;
- ``score.blocked_tie = no_score``: equal pips score nothing, and the hand counts.

How each gap is bridged is in ``adapters.openspiel`` (the deal, the seats, the legality
check) and ``adapters.bridge`` (passes, refusal reasons, the match ledger).
"""

from __future__ import annotations

from .bridge import Bridge
from .openspiel import openspiel_adapter

GAME = {"profile": "block", "players": [2], "differences": {
    "lead.forced_tile": False, "score.blocked": "winner_takes_all", "score.blocked_tie": "no_score"}}


def create() -> Bridge:
    """Factory for ``py:adapters.openspiel_block:create``: the game fills player 0's hand, then player 1's."""
    return openspiel_adapter("python_block_dominoes", GAME, deal_round_robin=False)
