"""What is kept between runs: a remembered decision is the one that would be made again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import conformance.suite.features as suite
from conformance.suite.applicability import RememberedDecisions, decide_all
from conformance.rulebook.declared_games import Declaration

PARTNERSHIP = Declaration.from_capabilities({"games": [{"profile": "partnership", "players": [4]}]})
VARIANT = Declaration.from_capabilities(
    {"games": [{"profile": "partnership", "players": [4], "differences": {"score.blocked": "winner_takes_all"}}]})


@pytest.fixture
def cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", str(tmp_path))
    return tmp_path


def _decision_files(folder: Path) -> list[Path]:
    return sorted((folder / "decisions").glob("*.json"))


def test_remembered_decisions_equal_the_decisions_made_afresh(cache_folder: Path, monkeypatch) -> None:
    scenarios = suite.load()
    made = decide_all(VARIANT, scenarios)
    assert len(_decision_files(cache_folder)) == 1
    remembered = decide_all(VARIANT, scenarios)
    assert remembered == made
    assert sum(decision.applies for decision in made) > 20  # the declared game met scenarios of other profiles
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", "off")
    assert decide_all(VARIANT, scenarios) == made


def test_a_remembered_decision_is_not_decided_again(cache_folder: Path, monkeypatch) -> None:
    scenarios = suite.load()[:40]
    decide_all(PARTNERSHIP, scenarios)
    calls = []
    original = RememberedDecisions.put
    monkeypatch.setattr(RememberedDecisions, "put", lambda self, *args: calls.append(args) or original(self, *args))
    decide_all(PARTNERSHIP, scenarios)
    assert calls == []


def test_each_declaration_is_remembered_apart(cache_folder: Path) -> None:
    scenarios = suite.load()[:40]
    decide_all(PARTNERSHIP, scenarios)
    decide_all(VARIANT, scenarios)
    assert len(_decision_files(cache_folder)) == 2


@pytest.mark.parametrize("damage", ["{not json", json.dumps({"format": "another", "data": {}}),
                                    json.dumps({"format": RememberedDecisions.FORMAT,
                                                "data": {"rulesets": {}, "decisions": "wrong"}})])
def test_a_damaged_cache_is_decided_again(cache_folder: Path, damage: str) -> None:
    scenarios = suite.load()[:60]
    made = decide_all(VARIANT, scenarios)
    (path,) = _decision_files(cache_folder)
    path.write_text(damage, encoding="utf-8")
    assert decide_all(VARIANT, scenarios) == made
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == RememberedDecisions.FORMAT


def test_a_decision_whose_entry_was_tampered_with_is_decided_again(cache_folder: Path) -> None:
    scenarios = suite.load()[:60]
    made = decide_all(VARIANT, scenarios)
    (path,) = _decision_files(cache_folder)
    stored = json.loads(path.read_text(encoding="utf-8"))
    for entry in stored["data"]["decisions"].values():
        entry.pop("applies")
    path.write_text(json.dumps(stored), encoding="utf-8")
    assert decide_all(VARIANT, scenarios) == made
