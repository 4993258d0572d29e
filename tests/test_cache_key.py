"""A cache key that cannot be used (readable by others, not the user's, a link, not a key, impossible to
make) turns the cache off with a word: why, and which file, in the run's console and its report."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.suite import cache

KEY = "0123456789abcdef" * 2  # a key's 32 characters


@pytest.fixture
def state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder and a state folder of the test's own; CI unset, so the cache would be used."""
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.delenv("CI", raising=False)
    (tmp_path / "state").mkdir()
    return tmp_path / "state"


def _key_file(state: Path, mode: int = 0o600, text: str = KEY) -> Path:
    (state / "domino-conformance").mkdir()
    key = state / "domino-conformance" / "cache-key"
    key.write_text(text, encoding="utf-8")
    key.chmod(mode)
    return key


def _readable_by_others(state: Path) -> str:
    _key_file(state, mode=0o644)
    return "others may read it (mode 0644): make it private (chmod 600), or remove it and a new one is made"


def _not_a_key(state: Path) -> str:
    _key_file(state, text="short")
    return "it is not a key of 32 characters; remove it, and a new one is made"


def _a_link(state: Path) -> str:
    (state / "domino-conformance").mkdir()
    (state / "elsewhere").write_text(KEY, encoding="utf-8")
    (state / "domino-conformance" / "cache-key").symlink_to(state / "elsewhere")
    return "is a symbolic link, not a key file"


def _cannot_be_made(state: Path) -> str:
    (state / "domino-conformance").write_text("a file where the folder should be", encoding="utf-8")
    return "it cannot be made"


UNUSABLE: dict[str, Callable[[Path], str]] = {
    "readable by others": _readable_by_others,
    "not a key": _not_a_key,
    "a symbolic link": _a_link,
    "cannot be made": _cannot_be_made,
}


@pytest.mark.parametrize("case", UNUSABLE)
def test_an_unusable_key_turns_the_cache_off_saying_why(state: Path, case: str) -> None:
    why = UNUSABLE[case](state)
    reason = cache.off_reason()
    assert reason is not None and reason.startswith(f"the cache key {cache.key_path()} cannot be used: ")
    assert why in reason, reason
    assert cache.folder() is None


def test_a_private_key_keeps_the_cache_on(state: Path) -> None:
    _key_file(state)
    assert cache.off_reason() is None and cache.folder() is not None


def test_a_run_says_the_cache_was_off_and_why(state: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    why = _readable_by_others(state)
    report = tmp_path / "report.json"
    assert main(["run", "--id", "fives-off-001", "--replay", "--play-hands", "0", "--no-progress",
                 "--report", str(report)]) == exit_codes.OK
    out = " ".join(capsys.readouterr().out.split())
    applicability = json.loads(report.read_text(encoding="utf-8"))["applicability"]
    assert applicability["cache"] is None and why in applicability["cache_off"]
    assert f"made afresh (the cache key {cache.key_path()} cannot be used: {why}" in out, out
    assert not os.path.exists(tmp_path / "cache" / "decisions")  # nothing written under a key others may read
