"""Position files read by ``sheet`` are held to what a sheet can state, with bounds, before anything is
built: a seat, a player count or a hand out of range is refused with its JSON pointer (never an
IndexError, never memory grown without end), and what ``sheet`` prints from a position file its own
reader takes back. A position whose scores the rules could not reach is refused under every scoring:
under All Fives, a score past the target by more than the hand's plays can score."""

from __future__ import annotations

import copy
import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.records.sheets import bundled_sheets

ROOT = Path(__file__).resolve().parent.parent
MUGGINS = ROOT / "sheets" / "position-s2-muggins.sheet"


@pytest.fixture(scope="module")
def position_file(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The position file ``sheet`` writes for the All Fives muggins sheet (two players, Ben to act)."""
    folder = tmp_path_factory.mktemp("position")
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "sheet", str(MUGGINS)], capture_output=True,
                          text=True, cwd=ROOT, check=True)
    (folder / "position.json").write_text(done.stdout, encoding="utf-8")
    return json.loads(done.stdout)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split("/")
        for part in parents:
            data = data[part]
        data[last] = value
    return change


#: (the change, the JSON pointer named, or None where the sheet's own rule is named instead)
HOSTILE: dict[str, tuple[Callable[[dict[str, Any]], None], str | None]] = {
    "players 0": (_set("players", 0), "/players"),
    "players 1": (_set("players", 1), "/players"),
    "players 5": (_set("players", 5), "/players"),
    "players as text": (_set("players", "2"), "/players"),
    "players true": (_set("players", True), "/players"),
    "players ten million": (_set("players", 10 ** 7), "/players"),
    "leader past the seats": (_set("position/leader", 2), "/position/leader"),
    "leader -1": (_set("position/leader", -1), "/position/leader"),
    "leader null": (_set("position/leader", None), "/position/leader"),
    "turn past the seats": (_set("position/turn", 7), "/position/turn"),
    "turn -3": (_set("position/turn", -3), "/position/turn"),
    "turn as text": (_set("position/turn", "x"), "/position/turn"),
    "three seats' tiles": (lambda data: data["position"]["hands"].append([]), "/position/hands"),
    "one seat's tiles": (lambda data: data["position"]["hands"].pop(), "/position/hands"),
    "a million tiles": (_set("position/hands", [["0-0"] * 10 ** 6, []]), "/position/hands/0"),
    "hand 0": (_set("hand", 0), "/hand"),
    "hand -1": (_set("hand", -1), "/hand"),
    "five seats": (_set("seats", [{"name": f"P{seat}"} for seat in range(5)]), "/seats"),
    "seats as text": (_set("seats", ["Ann", "Ben"]), "/seats"),
    "teams of no seat": (_set("teams", [[5]]), "/teams"),
    "an unknown profile": (_set("ruleset", {"profile": "blok", "overrides": {}}), "/ruleset/profile"),
    "an override of no option": (_set("ruleset", {"profile": "all-fives", "overrides": {"no.such": 1}}),
                                 "/ruleset/overrides/no.such"),
    "a bad option value": (_set("ruleset", {"profile": "all-fives", "overrides": {"draw.mode": "sometimes"}}),
                           "/ruleset/overrides/draw.mode"),
    "a negative score": (_set("position/scores", [-5, 0]), "/position/scores/0"),
    "a score as text": (_set("position/scores", ["a", 0]), "/position/scores/0"),
    "carried -1": (_set("position/carried", -1), "/position/carried"),
    "a boneyard of a billion": (_set("position/boneyard", 10 ** 9), "/position/boneyard"),
    "a tile twice": (lambda data: data["position"]["hands"][0].append("3-6"), None),
    "three scores": (_set("position/scores", [1, 2, 3]), None),
    "unclaimed points no play left": (_set("position/muggins_pending", 7), None),
    "99 passes": (_set("position/passes_in_turn", 99), None),
    "teams of one seat each side": (_set("teams", [[0, 1]]), None),
    "scores past the target": (_set("position/scores", [1_000_000, 5]), None),
}


@pytest.mark.parametrize("case", HOSTILE, ids=HOSTILE.keys())
def test_a_hostile_position_file_is_refused_with_its_place(position_file: dict[str, Any], case: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    change, pointer = HOSTILE[case]
    data = copy.deepcopy(position_file)
    change(data)
    path = tmp_path / "hostile.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["sheet", str(path)]) == exit_codes.USAGE
    captured = capsys.readouterr()
    assert captured.out == "" and "Traceback" not in captured.err
    assert (f"{path} at {pointer}: " if pointer else f"{path}: ") in captured.err, captured.err


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))  # what a billion seats would need ends here


def test_a_billion_players_is_refused_before_anything_is_built(position_file: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "billion.json"
    path.write_text(json.dumps(dict(position_file, players=10 ** 9)), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "conformance.cli", "sheet", str(path)], capture_output=True, check=False,
                          text=True, cwd=ROOT, preexec_fn=_limited, timeout=300,
                          env={**os.environ, "DOMINO_CONFORMANCE_CACHE": "off"})
    assert done.returncode == exit_codes.USAGE, done.stderr
    assert f"{path} at /players: the ruleset is played by 2, 3, 4 players, not 1000000000" in done.stderr


TOLERATED = {  # parts of a position a sheet does not state: the sheet is written without them
    "next leader past the seats": _set("position/next_leader", 9),
    "qualified as text": _set("position/qualified", "ab"),
    "the file as written": lambda data: None,
}


@pytest.mark.parametrize("case", TOLERATED, ids=TOLERATED.keys())
def test_what_sheet_prints_from_a_position_file_its_reader_takes_back(position_file: dict[str, Any], case: str,
                                                                      tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    data = copy.deepcopy(position_file)
    TOLERATED[case](data)
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["sheet", str(path)]) == exit_codes.OK
    printed = tmp_path / "position.sheet"
    printed.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["sheet", str(printed)]) == exit_codes.OK, capsys.readouterr().err


@pytest.mark.parametrize("sheet", [path for path in bundled_sheets() if path.name.startswith("position-s2-muggins")
                                   or path.name.startswith("position-s2-match")], ids=lambda path: path.stem)
def test_a_bundled_position_goes_to_a_file_and_back(sheet: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sheet", str(sheet)]) == exit_codes.OK
    path = tmp_path / "position.json"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["sheet", str(path)]) == exit_codes.OK, capsys.readouterr().err


def _muggins_with(tmp_path: Path, profile: str, scores: str) -> Path:
    text = MUGGINS.read_text(encoding="utf-8").replace("rules: all-fives", f"rules: {profile}")
    if profile == "block":
        text = text.replace("unclaimed: 10\n", "")
    path = tmp_path / f"{profile}.sheet"
    path.write_text(text.replace("turn: Ben\n", f"turn: Ben\nscores: {scores}\n"), encoding="utf-8")
    return path


@pytest.mark.parametrize("profile", ["all-fives", "block"])
def test_scores_past_the_target_before_the_hand_are_refused_under_any_scoring(profile: str, tmp_path: Path,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", str(_muggins_with(tmp_path, profile, "1000000 5"))]) == exit_codes.FAILURES
    out = " ".join(capsys.readouterr().out.split())
    assert "breaks match.end.target" in out and "at totals 1000000 5 the match was over" in out, out


def test_a_fives_score_past_the_target_by_what_the_hand_scored_stands(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """All Fives checks the target at a hand's end: two tiles laid score up to 90, so 255 (the target 250)
    may have been 165 at the deal."""
    assert main(["ruling", str(_muggins_with(tmp_path, "all-fives", "255 5"))]) == exit_codes.OK
    out = capsys.readouterr().out
    assert "Yes: Ben (seat 1) calling muggins is legal" in out, out


@pytest.mark.parametrize("at", ["²:1", "2:¹", "٣:1", "2:-1", "2", ":", "99999999999999999999:1"])
def test_a_hand_and_ply_not_written_in_digits_is_a_usage_error_that_names_no_function(
        at: str, capsys: pytest.CaptureFixture[str]) -> None:
    transcript = str(ROOT / "transcripts" / "valid" / "worked" / "s2-three-hands.json")
    assert main(["sheet", transcript, "--at", at]) == exit_codes.USAGE
    err = capsys.readouterr().err
    assert f"argument --at: {at!r}: write the hand and the moves made in it as HAND:PLY, e.g. 2:5" in err, err
    assert "_hand_and_ply" not in err
