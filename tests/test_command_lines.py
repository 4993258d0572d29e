"""Command lines a careless user would type: each bad value is a usage error (exit 4) named
before anything starts; what is written respects the umask; a selection that selects nothing
says so; and a failure prints the command that runs it again."""

from __future__ import annotations

import os
import shlex
import stat
import sys
from pathlib import Path

import pytest
from test_report import BROKEN_CLAUSE, PASSING_ENGINE, make_report, mixed_records, only_clause

from conformance import exit_codes
from conformance.cli import main
from conformance.commands.run import rerun_command
from conformance.reports.run_report import write_report
from conformance.inputs.text_output import UnwritableOutput, write_whole

ZOO = Path(__file__).parent / "fault_zoo"


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_written_files_take_the_mode_the_umask_gives(tmp_path: Path, umask: int) -> None:
    previous = os.umask(umask)
    try:
        write_whole(tmp_path / "out.json", "{}\n")
    finally:
        os.umask(previous)
    assert stat.S_IMODE((tmp_path / "out.json").stat().st_mode) == 0o666 & ~umask


def test_a_missing_folder_is_refused_not_made(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "r.json"
    write_report(report, make_report(mixed_records()))
    for args in (["junit", str(report), "--out"], ["matrix", str(report), "--html"], ["run", "--report"]):
        code, _, err = run_cli(capsys, *args, str(tmp_path / "typo" / "out.xml"))
        assert code == exit_codes.USAGE
        assert f"no such folder: {tmp_path / 'typo'}" in err
    assert not (tmp_path / "typo").exists()
    with pytest.raises(UnwritableOutput, match="no such folder"):
        write_whole(tmp_path / "typo" / "x.json", "{}")


@pytest.mark.parametrize(
    "args",
    [
        ["run", "--timeout", "-3"],
        ["run", "--timeout", "nan"],
        ["run", "--max-restarts", "-1"],
        ["replay", "--timeout", "-1", "transcripts/valid"],
        ["smoke", "--timeout", "-0.5"],
    ],
)
def test_a_negative_number_is_a_usage_error(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    code, _, err = run_cli(capsys, *args)
    assert code == exit_codes.USAGE
    assert "is not a number of seconds, 0 or more" in err or "is not a whole number, 0 or more" in err


def test_smoke_refuses_an_unknown_profile_before_starting_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    # an engine that cannot start: had it been started, the exit code would be 3
    code, out, err = run_cli(capsys, "smoke", "--engine", "exec:/nonexistent/engine", "--profile", "nosuch")
    assert code == exit_codes.USAGE
    assert "--profile: no profile 'nosuch'; the profiles are " in err and "block" in err
    assert out == ""


def test_a_selection_that_selects_nothing_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "run", "--no-progress", "--replay", "-k", "zzz")
    assert code == exit_codes.USAGE
    assert "no scenario selected by -k zzz" in err
    assert "0/0" not in out
    code, _, err = run_cli(capsys, "run", "--no-progress", "--replay", "--id", "no-such-scenario-001")
    assert code == exit_codes.USAGE
    assert "no scenario selected by --id no-such-scenario-001" in err


def test_a_failure_prints_the_command_that_runs_it_alone(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "run", "--no-progress", "--replay", "--engine", PASSING_ENGINE,
                           *only_clause(BROKEN_CLAUSE))
    assert code == exit_codes.FAILURES
    rerun = [line.split("again", 1)[1].strip() for line in out.splitlines() if line.strip().startswith("again")]
    assert rerun
    args = shlex.split(rerun[0])
    assert args[:2] == ["domino-conformance", "run"] and "--id" in args
    scenario_id = args[args.index("--id") + 1]
    code, out, _ = run_cli(capsys, *args[1:], "--no-progress")
    assert code == exit_codes.FAILURES
    assert scenario_id in out
    assert out.splitlines()[-1].startswith("0/1 applicable required scenarios passed")


def test_an_outline_row_is_selected_by_the_id_failures_print(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "run", "--no-progress", "--replay", "--id", "equipment-range-002#1")
    assert code == exit_codes.OK
    assert out.splitlines()[-1].startswith("1/1 applicable required scenarios passed")
    code, out, _ = run_cli(capsys, "run", "--no-progress", "--replay", "--id", "equipment-range-002")
    assert code == exit_codes.OK
    assert not out.splitlines()[-1].startswith("1/1 ")


def test_the_rerun_command_quotes_the_engine() -> None:
    spec = f"exec:{sys.executable} {ZOO / 'well_behaved.py'}"
    assert rerun_command(spec, "a-001#2") == f"domino-conformance run --engine {shlex.quote(spec)} --id 'a-001#2' --no-replay"
    assert rerun_command("reference", "a-001") == "domino-conformance run --id a-001 --no-replay"


def test_the_chapter_table_counts_each_scenario_once_in_its_last_row(capsys: pytest.CaptureFixture[str]) -> None:
    # end-redeal-005 cites a clause of "End of hand" and one of "Deal and lead": it is in both rows
    code, out, _ = run_cli(capsys, "run", "--no-progress", "--replay", "--id", "end-redeal-005")
    assert code == exit_codes.OK
    rows = {line.split("│")[0].strip(): line.split("│")[1].strip() for line in out.splitlines() if "│" in line}
    assert rows["End of hand"] == rows["Deal and lead"] == "1"
    assert rows["every scenario, once"] == "1"


def test_a_command_loads_its_own_modules_and_a_mistyped_one_lists_every_command(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import subprocess

    probe = ("import sys; from conformance.cli import build_parser; build_parser('check'); "
             "print(sorted(name for name in sys.modules if name.startswith('conformance.commands.')))")
    loaded = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert "conformance.commands.check" in loaded and "conformance.commands.run'" not in loaded
    code, _out, err = run_cli(capsys, "chek", "game.json")
    assert code == exit_codes.USAGE and "invalid choice: 'chek'" in err
    assert all(f"'{name}'" in err for name in ("run", "check", "replay", "rulebook"))
