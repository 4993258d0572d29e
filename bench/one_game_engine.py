"""The reference engine declaring one game only: ``partnership`` at 4 players (``create``), All Fives
at 2 players (``profile``), or a variant of it no shipped scenario file was written for (``variant``).

For bench/suite_speed.py: a run against it meets only the scenarios that apply to that
game, as an engine built for one game would; the variant's first run writes the scenarios
its clauses lack. ``py:one_game_engine:create`` with bench/ on ``PYTHONPATH``.
"""

from __future__ import annotations

from conformance.suite.sweep import OneGameEngine

GAME = {"profile": "partnership", "players": [4]}
PROFILE = {"profile": "all-fives", "players": [2]}
VARIANT = {"profile": "all-fives", "players": [2], "differences": {
    "score.rounding": "nearest_five_total", "score.blocked_tie": "no_score", "match.target": {"2": 150, "3": 150, "4": 150}}}


class _WithoutViews(OneGameEngine):
    views = False


def create() -> OneGameEngine:
    return _WithoutViews(GAME)


def profile() -> OneGameEngine:
    return _WithoutViews(PROFILE)


def variant() -> OneGameEngine:
    return _WithoutViews(VARIANT)
