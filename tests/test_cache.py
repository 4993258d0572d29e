"""What is kept between runs: a remembered decision is the one that would be made again, and a cache
written by anyone else (edited, copied, a symbolic link to a device) never changes a verdict."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

import conformance.suite.features as suite
from conformance.suite.applicability import RememberedDecisions, decide_all
from conformance.rulebook.declared_games import Declaration
from conformance import exit_codes
import conformance.suite.cache as cache
from conformance.cli import main

PARTNERSHIP = Declaration.from_capabilities({"games": [{"profile": "partnership", "players": [4]}]})
VARIANT = Declaration.from_capabilities(
    {"games": [{"profile": "partnership", "players": [4], "differences": {"score.blocked": "winner_takes_all"}}]})


@pytest.fixture
def cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh cache folder, and a fresh key outside it; CI unset, so the cache is used."""
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.delenv("CI", raising=False)
    return tmp_path / "cache"


def _entry(path: Path) -> tuple[str, Any]:
    """A cache file's header line and its data."""
    header, _, body = path.read_text(encoding="utf-8").partition("\n")
    return header, json.loads(body)


def _rewrite(path: Path, header: str, data: Any) -> None:
    """What anyone who can write the cache folder can do: new data under the old header and seal."""
    path.write_text(header + "\n" + json.dumps(data), encoding="utf-8")


def _decision_files(folder: Path) -> list[Path]:
    return sorted((folder / "decisions").glob("*.json"))


@pytest.mark.slow
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
    again = decide_all(VARIANT, scenarios)
    assert again == made and not any(decision.remembered for decision in again)
    assert json.loads(_entry(path)[0])["format"] == RememberedDecisions.FORMAT


def test_a_decision_whose_entry_was_tampered_with_is_decided_again(cache_folder: Path) -> None:
    scenarios = suite.load()[:60]
    made = decide_all(VARIANT, scenarios)
    (path,) = _decision_files(cache_folder)
    header, stored = _entry(path)
    for entry in stored["decisions"].values():
        entry.pop("applies")
    _rewrite(path, header, stored)
    assert decide_all(VARIANT, scenarios) == made


def test_decisions_marked_not_applicable_by_hand_are_decided_again(cache_folder: Path) -> None:
    scenarios = suite.load()[:60]
    made = decide_all(VARIANT, scenarios)
    assert any(decision.applies for decision in made)
    (path,) = _decision_files(cache_folder)
    header, stored = _entry(path)
    for entry in stored["decisions"].values():
        entry.update(applies=False, reason="edited", ruleset=None, candidate=None)
    _rewrite(path, header, stored)
    rejected = cache.rejected
    again = decide_all(VARIANT, scenarios)
    assert again == made and not any(decision.remembered for decision in again)
    assert cache.rejected == rejected + 1


def test_a_sealed_entry_copied_under_another_name_is_refused(cache_folder: Path) -> None:
    scenarios = suite.load()[:60]
    made = decide_all(VARIANT, scenarios)
    (variant,) = _decision_files(cache_folder)
    decide_all(PARTNERSHIP, scenarios)
    (partnership,) = [path for path in _decision_files(cache_folder) if path != variant]
    # The partnership's decisions, sealed, put where the variant's are kept: not the variant's.
    variant.write_bytes(partnership.read_bytes())
    again = decide_all(VARIANT, scenarios)
    assert again == made and not any(decision.remembered for decision in again)


def test_an_entry_sealed_under_another_key_is_refused(cache_folder: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    scenarios = suite.load()[:20]
    decide_all(PARTNERSHIP, scenarios)
    assert all(decision.remembered for decision in decide_all(PARTNERSHIP, scenarios))
    # The same folder on another machine (or restored from elsewhere): its key is not this one.
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "elsewhere"))
    assert not any(decision.remembered for decision in decide_all(PARTNERSHIP, scenarios))


def test_an_entry_of_another_build_is_passed_over_and_not_called_refused(cache_folder: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # The wheel and a checkout (or the code before an edit) are two builds sharing one cache folder.
    entry = cache_folder / "kind" / "entry.json"
    cache.write(entry, "a kind/1", {"answer": 42})
    assert cache.read(entry, "a kind/1") == {"answer": 42}
    rejected = cache.rejected
    with monkeypatch.context() as patched:
        patched.setattr(cache, "code_digest", lambda: "another build")
        assert cache.read(entry, "a kind/1") is None
    assert cache.rejected == rejected
    header, _ = _entry(entry)
    _rewrite(entry, header, {"answer": 43})  # edited under this build's header: refused
    assert cache.read(entry, "a kind/1") is None and cache.rejected == rejected + 1


def test_the_key_is_kept_private_outside_the_cache_folder(cache_folder: Path) -> None:
    decide_all(PARTNERSHIP, suite.load()[:5])
    key = cache.key_path()
    assert cache_folder not in key.parents
    assert key.stat().st_mode & 0o777 == 0o600 and len(key.read_bytes()) == 32


# -- a whole run: a tampered cache never changes a verdict ------------------------------------------

FAULTY = "py:faulty_engines:partnership_forgets_to_flip"


def _run(tmp_path: Path, name: str, *extra: str) -> tuple[int, dict[str, Any]]:
    """A run of an engine that fails a rule of the line, on the 156 scenarios of the line (7 apply)."""
    report = tmp_path / f"{name}.json"
    code = main(["run", "--engine", FAULTY, "-k", "line", "--replay", "--play-hands", "0", "--no-progress", "-q",
                 "--report", str(report), *extra])
    return code, json.loads(report.read_text(encoding="utf-8"))


def _outcomes(report: dict[str, Any]) -> list[tuple[str, str, str]]:
    return [(record["id"], record["outcome"], record["message"]) for record in report["scenarios"]]


def _edit_decisions(folder: Path) -> None:
    for path in _decision_files(folder):
        header, stored = _entry(path)
        for entry in stored["decisions"].values():
            entry.update(applies=False, reason="marked not applicable by hand", ruleset=None, candidate=None)
        _rewrite(path, header, stored)


def _edit_steps(folder: Path) -> None:
    header, stored = _entry(folder / "suite.json")
    for entry in stored.values():
        for scenario in entry["scenarios"]:
            scenario["steps"] = [step for step in scenario["steps"] if step["type"] != "Outcome"]
    _rewrite(folder / "suite.json", header, stored)


def _point_at_devices(folder: Path) -> None:
    (folder / "suite.json").unlink()
    (folder / "suite.json").symlink_to("/dev/zero")
    for path in _decision_files(folder):
        path.unlink()
        os.mkfifo(path)


TAMPERINGS = {"decisions marked not applicable": _edit_decisions, "compiled steps edited": _edit_steps,
              "a link to /dev/zero and a FIFO": _point_at_devices}


@pytest.mark.slow
def test_a_tampered_cache_never_changes_a_run(cache_folder: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(suite, "_load_cached", _uncached_load)
    afresh_code, afresh = _run(tmp_path, "afresh", "--no-cache")
    assert afresh_code == exit_codes.FAILURES and afresh["summary"]["failed"] > 0
    assert afresh["applicability"]["cache_off"] == "--no-cache" and afresh["applicability"]["remembered"] == 0
    assert not _decision_files(cache_folder)  # --no-cache wrote nothing either
    _run(tmp_path, "first")
    remembered_code, remembered = _run(tmp_path, "remembered")
    assert remembered["applicability"]["remembered"] == len(remembered["scenarios"])
    assert (remembered_code, _outcomes(remembered)) == (afresh_code, _outcomes(afresh))
    shutil.copytree(cache_folder, tmp_path / "good")
    for name, tamper in TAMPERINGS.items():
        shutil.rmtree(cache_folder)
        shutil.copytree(tmp_path / "good", cache_folder)
        tamper(cache_folder)
        rejected = cache.rejected
        code, tampered = _run(tmp_path, "tampered")
        assert (code, _outcomes(tampered)) == (afresh_code, _outcomes(afresh)), name
        assert tampered["applicability"]["rejected_entries"] > rejected, name


def _uncached_load() -> tuple[suite.Scenario, ...]:
    """The suite read through its cache on every call, as a new process would."""
    folder = suite.features_dir()
    assert folder is not None
    return tuple(suite.load_from(folder, suite.cache_path()))


@pytest.mark.parametrize("setting", [("CI", "true"), ("DOMINO_CONFORMANCE_CACHE", "off")])
def test_a_run_in_ci_decides_afresh_and_says_so(cache_folder: Path, tmp_path: Path, setting: tuple[str, str],
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    _run(tmp_path, "first")
    assert _decision_files(cache_folder)
    monkeypatch.setenv(*setting)
    _, report = _run(tmp_path, "in-ci")
    applicability = report["applicability"]
    assert applicability["remembered"] == 0 and applicability["cache"] is None
    assert applicability["cache_off"] == ("CI is set" if setting[0] == "CI" else "DOMINO_CONFORMANCE_CACHE=off")


def test_a_cached_entry_is_read_through_no_link_and_within_bounds(cache_folder: Path, tmp_path: Path) -> None:
    cache_folder.mkdir(parents=True)
    target = tmp_path / "elsewhere.json"
    cache.write(target, "test-format/1", {"a": 1})
    assert cache.read(target, "test-format/1") == {"a": 1}
    (cache_folder / "linked.json").symlink_to(target)
    assert cache.read(cache_folder / "linked.json", "test-format/1") is None
    (cache_folder / "zero.json").symlink_to("/dev/zero")
    assert cache.read(cache_folder / "zero.json", "test-format/1") is None
    assert cache.read(target, "another-format/1") is None
