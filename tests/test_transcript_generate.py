"""``generate``: random games of the reference engine, deterministic for a seed, valid by construction."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conformance.cli import main
from conformance.commands.generate import random_matches
from conformance.judging.referee import Referee
from conformance.records.files import iter_documents

PROFILES = [
    path.stem
    for path in sorted((Path(__file__).resolve().parent.parent / "spec" / "profiles").glob("*.json"))
]


def test_the_same_seed_writes_the_same_bytes(tmp_path: Path) -> None:
    first, second, other = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    for path, seed in ((first, 7), (second, 7), (other, 8)):
        assert (
            main(
                [
                    "generate",
                    "--profile",
                    "draw",
                    "--players",
                    "3",
                    "--hands",
                    "12",
                    "--seed",
                    str(seed),
                    "--out",
                    str(path),
                ]
            )
            == 0
        )
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes() != other.read_bytes()


def test_hands_are_counted_over_every_match_and_the_last_match_may_be_unfinished(tmp_path: Path) -> None:
    path = tmp_path / "nine.jsonl"
    assert (
        main(
            [
                "generate",
                "--profile",
                "draw-nine",
                "--players",
                "3",
                "--hands",
                "9",
                "--seed",
                "1",
                "--out",
                str(path),
            ]
        )
        == 0
    )
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert sum(len(record["hands"]) for record in records) == 9
    assert all(record["result"]["status"] == "over" for record in records[:-1])
    assert all(record["metadata"]["generator"]["seed"] == 1 for record in records)


@pytest.mark.parametrize("profile", PROFILES)
def test_every_profile_generates_records_the_referee_accepts(profile: str) -> None:
    players = 4 if profile == "partnership" else 3
    referee = Referee()
    for transcript in random_matches(profile, players, 6, 99):
        verdict = referee.check_transcript(transcript)
        assert verdict["verdict"] == "valid", verdict


def test_generate_to_standard_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["generate", "--profile", "block", "--players", "2", "--hands", "2", "--seed", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines and all(json.loads(line)["format"] == "domino-transcript/1" for line in lines)


@pytest.mark.parametrize(
    "argv, words",
    [
        (["--profile", "nope", "--players", "2", "--hands", "2"], "no profile 'nope'"),
        (["--profile", "partnership", "--players", "3", "--hands", "2"], "not 3"),
        (["--profile", "block", "--players", "2", "--hands", "0"], "at least 1"),
    ],
)
def test_bad_arguments_are_usage_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: str
) -> None:
    assert main(["generate", *argv]) == 4
    assert words in capsys.readouterr().err


def test_check_refuses_a_record_over_the_size_limit(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "one.jsonl"
    assert (
        main(
            [
                "generate",
                "--profile",
                "block",
                "--players",
                "2",
                "--hands",
                "3",
                "--seed",
                "3",
                "--out",
                str(path),
            ]
        )
        == 0
    )
    capsys.readouterr()
    assert main(["check", "--max-record-size", "1000", str(path)]) == 4
    assert "more than the 1000 bytes" in capsys.readouterr().out
    assert all(document.error is None for document in iter_documents(path))
