"""``play`` counts hands from 1 in every message, a failure before the first deal included, and stops
after ``--seconds`` (run's ``--play-seconds``) whatever ``--hands`` asks, saying so."""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from typing import Any

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.judging.play import judge
from reference_impl.adapter import ReferenceEngine


class ErrsOnStart(ReferenceEngine):
    """The reference engine answering every ``start`` as errored: it fails before any hand is dealt."""

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        return {"errored": True, "message": "cannot start"}


def test_a_failure_before_the_first_deal_is_in_hand_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--engine", "py:test_play_bounds:ErrsOnStart", "--hands", "2"]) == exit_codes.ERRORS
    failures = [line for line in capsys.readouterr().err.splitlines() if "the engine failed" in line]
    assert [re.search(r"match \d+, hand \d+", line)[0] for line in failures] == ["match 1, hand 1", "match 2, hand 2"]


@pytest.mark.parametrize("flag", ["--seconds", "--play-seconds"])
def test_play_stops_after_its_seconds_and_says_so(flag: str, capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    ticks = itertools.count()
    monkeypatch.setattr(judge.time, "perf_counter", lambda: float(next(ticks)))  # a clock a second a reading
    assert main(["play", "--hands", "1000", flag, "3"]) == exit_codes.OK
    summary = capsys.readouterr().out.splitlines()[-1]
    played = int(summary.split(" hands,")[0])
    assert 0 < played < 1000
    assert f"stopped by --seconds after {played} of 1000 hands" in summary
