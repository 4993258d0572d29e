"""The reference engine declaring one game only: ``partnership`` at 4 players.

For bench/suite_speed.py: a run against it meets only the scenarios that apply to that
game, as an engine built for one game would. ``py:one_game_engine:create`` with bench/
on ``PYTHONPATH``.
"""

from __future__ import annotations

from conformance.suite.sweep import OneGameEngine

GAME = {"profile": "partnership", "players": [4]}


class _WithoutViews(OneGameEngine):
    views = False


def create() -> OneGameEngine:
    return _WithoutViews(GAME)
