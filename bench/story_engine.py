"""The reference engine without ``capabilities.positions``: every scenario is played from its story.

For bench/suite_speed.py, beside the reference engine (which takes positions): the same engine, the
suite played the other way. ``py:story_engine:create`` with bench/ on ``PYTHONPATH``, or over the
subprocess transport ``exec:python bench/story_engine.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __name__ == "__main__":  # served over exec: the reference engine is beside this folder
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from reference_impl.adapter import ReferenceEngine


class StoryEngine(ReferenceEngine):
    """Declares everything the reference engine does but positions."""

    takes_positions = False


def create() -> StoryEngine:
    return StoryEngine()


if __name__ == "__main__":
    from reference_impl.__main__ import serve

    sys.exit(serve(engine=StoryEngine()))
