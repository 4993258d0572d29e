"""The reference engine declaring one game only: ``partnership`` at 4 players.

For bench/suite_speed.py: a run against it meets only the scenarios that apply to that
game, as an engine built for one game would. ``py:one_game_engine:create`` with bench/
on ``PYTHONPATH``.
"""

from __future__ import annotations

from typing import Any, Mapping

from reference_impl.adapter import ReferenceEngine

GAME = {"profile": "partnership", "players": [4]}


class OneGameEngine(ReferenceEngine):
    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        reply["capabilities"] = {"games": [GAME]}
        return reply


def create() -> OneGameEngine:
    return OneGameEngine()
