"""The benchmarks still run, at a tiny size, and print what the README's figures are read from.

Nothing here times anything (these machines are noisy): a benchmark that no longer runs, whose
engines stop playing whole hands, or whose modes stop giving the same output byte for byte
fails here, instead of on the day somebody sets out to measure.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from identify_engines import DRAWN

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench"


def bench(script: str, *argv: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """``python bench/<script> argv...`` as a user runs it, from the project's folder."""
    return subprocess.run([sys.executable, str(BENCH / script), *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout)


def installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


@pytest.mark.parametrize(("profile", "players"), [("partnership", 4), ("all-fives", 2), ("draw", 3)])
def test_playouts_play_whole_hands_of_the_profile(profile: str, players: int) -> None:
    done = bench("playouts.py", "--profile", profile, "--players", str(players), "--hands", "40",
                 "--rounds", "2", "--warmup", "3", "--reference-only")
    assert done.returncode == 0, done.stderr
    assert "40 hands per engine in 2 rounds after 3 untimed" in done.stdout
    line = re.search(rf"reference \({re.escape(profile)}, {players}p\)\s+40 hands .* ([\d,]+) moves/s", done.stdout)
    assert line, done.stdout
    assert int(line.group(1).replace(",", "")) > 0


@pytest.mark.skipif(not installed("dominoes"), reason='dominoes is not installed (pip install -e ".[bench]")')
def test_playouts_set_the_reference_engine_beside_dominoes_in_one_run() -> None:
    done = bench("playouts.py", "--hands", "30", "--rounds", "2", "--warmup", "2")
    assert done.returncode == 0, done.stderr
    assert re.search(r"dominoes 6\.1\.0 \(abw333\)\s+30 hands", done.stdout), done.stdout
    assert re.search(r"reference/dominoes\s+\d+\.\d\dx hands/s \(rounds \d+\.\d\dx - \d+\.\d\dx\)", done.stdout)


@pytest.mark.skipif(not installed("dominoes"), reason='dominoes is not installed (pip install -e ".[bench]")')
def test_dominoes_moves_are_counted_from_its_own_move_list() -> None:
    """Every hand lays at least seven tiles (one player's whole hand, or a whole suit before a
    block), so a loop that counts its moves from ``game.moves`` counts at least that many."""
    sys.path.insert(0, str(BENCH))
    try:
        import playouts
    finally:
        sys.path.remove(str(BENCH))
    timing = playouts.dominoes_playouts(20, 7)
    assert timing.hands == 20
    assert timing.moves >= 7 * 20


@pytest.mark.parametrize(("argv", "message"), [
    (["--warmup", "-1"], "--warmup must be 0 or more, got -1"),
    (["--rounds", "0"], "--rounds must be from 1 to --hands (20000), got 0"),
])
def test_playouts_refuse_a_bad_count(argv: list[str], message: str) -> None:
    done = bench("playouts.py", "--reference-only", *argv)
    assert done.returncode == 2
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_scale_gives_the_same_output_with_two_jobs(tmp_path: Path) -> None:
    figures = tmp_path / "scale.json"
    done = bench("scale.py", "--check-hands", "300", "--replay-hands", "60", "--modes", "1", "jobs",
                 "--folder", str(tmp_path), "--json", str(figures))
    assert done.returncode == 0, done.stdout + done.stderr
    result = json.loads(figures.read_text(encoding="utf-8"))
    for command in ("check", "replay"):
        one, jobs = result[command]["1"], result[command]["jobs"]
        assert one["exit"] == jobs["exit"] == 0
        assert one["records"] > 0
        assert jobs["identical"] and jobs["sha256"] == one["sha256"]


def test_replay_speed_checks_and_replays_the_corpus_with_nothing_refused(tmp_path: Path) -> None:
    done = bench("replay_speed.py", "--hands", "60", "--corpus", str(tmp_path / "corpus.jsonl"),
                 "--phases", "check-fast", "replay-direct", "replay")
    assert done.returncode == 0, done.stdout + done.stderr
    for phase in ("check-fast", "replay-direct", "replay"):
        assert re.search(rf"^{phase}\s+\d+ hands\s+\d+ events .* 0 not valid/agreed$", done.stdout, re.M), done.stdout


def test_play_speed_finds_no_divergence_either_way() -> None:
    done = bench("play_speed.py", "--hands", "10", "--runs", "1")
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"in-process: 10 hands, \d+ plies .*\(0 divergences\)", done.stdout), done.stdout
    assert re.search(r"exec: 10 hands, \d+ plies .*\(0 divergences\)", done.stdout), done.stdout


def test_suite_speed_runs_the_suite_three_ways() -> None:
    # The scenarios of one rule (90, some written for the variant): each run still decides what applies and
    # writes what is missing for the whole suite, and every line below is printed; the whole suite is for measuring.
    done = bench("suite_speed.py", "--repeat", "1", "-k", "blocked-tie", timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    for engine in ("in-process", "in-process, stories", "subprocess", "subprocess, stories", "one game", "profile",
                   "variant"):
        assert re.search(rf"^\s+{engine}\s+\d", done.stdout, re.M), done.stdout
    for transport in ("in-process", "subprocess"):
        assert re.search(rf"{transport}: from positions / from stories \(best\): run \d", done.stdout), done.stdout
    assert re.search(r"from positions: [1-9]\d* of \d+ scenarios", done.stdout), done.stdout
    assert re.search(r"one game: \d+ of \d+ scenarios applied", done.stdout)
    assert re.search(r"variant: first run \(writing [1-9]\d* scenarios\).* later runs / the profile's", done.stdout), \
        done.stdout


def test_variant_coverage_covers_random_declared_games_with_scenarios_the_reference_engine_passes() -> None:
    done = bench("variant_coverage.py", "--games", "3", "--seed", "7", "--verbose")
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^3 declared games \(seed 7\): .* 0 below 95%", done.stdout, re.M), done.stdout
    assert re.search(r"scenarios written: [1-9]\d*, refused by the reference engine: 0;", done.stdout), done.stdout


def test_play_speed_against_another_checkout_prints_both_sides_and_their_ratios(tmp_path: Path) -> None:
    # This checkout measured against itself: the mode's plumbing, not a figure.
    figures = tmp_path / "against.json"
    done = bench("play_speed.py", "--hands", "5", "--runs", "1", "--against", str(ROOT), "--json", str(figures))
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^run 1: in-process \d+ before, \d+ this; exec \d+ before, \d+ this plies/s$", done.stdout, re.M)
    assert re.search(r"in-process: before \d+–\d+, this \d+–\d+ plies/s over 1 run\(s\); median this / before "
                     r"\d\.\d{3}", done.stdout), done.stdout
    assert set(json.loads(figures.read_text())["ratios"]) == {"in-process", "exec"}
    missing = bench("play_speed.py", "--against", str(tmp_path))
    assert missing.returncode == 2 and "no bench/play_speed.py there" in missing.stderr


@pytest.mark.slow
def test_identify_recovery_grades_every_option_of_a_hidden_game() -> None:
    done = bench("identify_recovery.py", "--games", "1", "--hands", "16", "--scenarios", "20",
                 "--confirm-hands", "0", timeout=900)
    assert done.returncode in (0, 1), done.stderr
    graded = len(DRAWN)  # every option the deal does not fix
    assert re.search(rf"^\d+/{graded} +\d+\.\d+s +\d+ requests game_1_0: ", done.stdout, re.MULTILINE), done.stdout
    assert re.search(rf"1 hidden games \(seed 1\): \d+/{graded} options recovered \(\d+\.\d%\)", done.stdout)


@pytest.mark.slow
def test_identify_speed_times_a_seating_in_process_and_over_exec() -> None:
    done = bench("identify_speed.py", "--seating", "block-2p", "--hands", "16", "--scenarios", "20",
                 "--confirm-hands", "0", timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"block-2p: in-process +\d+\.\d s, +\d+ requests; exec: +\d+\.\d s, +\d+ requests; "
                     r"found block \[2\] \{\}", done.stdout), done.stdout
