"""The referee: every invalid record gets exactly its expected verdict and clause; every valid one passes."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.cli import main
from conformance.judging.referee import Referee
from conformance.records.files import expand_paths, iter_documents
from conformance.records.model import Transcript

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "transcripts"
INVALID = sorted((CORPUS / "invalid").glob("*.expect.json"))
VALID_FILES = sorted(expand_paths([CORPUS / "valid"]))
S2 = CORPUS / "valid" / "worked" / "s2-three-hands.json"


@pytest.fixture(scope="module")
def referee() -> Referee:
    return Referee()


def test_the_corpus_is_big_enough() -> None:
    hands = sum(
        len(json.loads(line)["hands"])
        for path in VALID_FILES
        for line in path.read_text(encoding="utf-8").splitlines()
    )
    assert hands >= 200
    assert len(INVALID) >= 30
    profiles = {
        json.loads(line)["ruleset"]["profile"]
        for path in VALID_FILES
        for line in path.read_text(encoding="utf-8").splitlines()
    }
    assert profiles == {path.stem for path in (ROOT / "spec" / "profiles").glob("*.json")}


@pytest.mark.parametrize("expect_path", INVALID, ids=lambda path: path.name.removesuffix(".expect.json"))
def test_every_invalid_record_gets_exactly_its_expected_verdict(referee: Referee, expect_path: Path) -> None:
    expected = json.loads(expect_path.read_text(encoding="utf-8"))
    record = expect_path.with_name(expect_path.name.removesuffix(".expect.json") + ".json")
    documents = list(iter_documents(record))
    assert len(documents) == 1
    verdict = referee.check_document(documents[0])
    assert verdict["verdict"] == expected["verdict"], verdict.get("message")
    for key in ("hand", "ply", "clause", "reason"):
        assert verdict.get(key) == expected.get(key), f"{key}: {verdict.get('message')}"
    for key in ("stage", "pointer"):
        if key in expected:
            assert verdict.get(key) == expected[key], f"{key}: {verdict.get('message')}"
    assert verdict["message"]


@pytest.mark.parametrize("path", VALID_FILES, ids=lambda path: str(path.relative_to(CORPUS)))
def test_every_valid_record_passes_the_referee(referee: Referee, path: Path) -> None:
    for document in iter_documents(path):
        verdict = referee.check_document(document)
        assert verdict["verdict"] == "valid", verdict


def test_the_python_validator_alone_gives_the_same_verdicts() -> None:
    fast, slow = Referee(), Referee(fast=False)
    for expect_path in INVALID[:12]:
        record = expect_path.with_name(expect_path.name.removesuffix(".expect.json") + ".json")
        document = next(iter_documents(record))
        assert fast.check_document(document) == slow.check_document(document)


def test_the_corpus_in_the_repository_is_what_the_builder_writes(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("build_corpus", CORPUS / "build_corpus.py")
    assert spec is not None and spec.loader is not None
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    builder.build(tmp_path)
    built = sorted(path.relative_to(tmp_path) for path in tmp_path.rglob("*") if path.is_file())
    kept = sorted(
        path.relative_to(CORPUS)
        for path in CORPUS.rglob("*")
        if path.is_file() and path.suffix in (".json", ".jsonl")
    )
    assert built == kept
    for relative in built:
        assert (tmp_path / relative).read_bytes() == (CORPUS / relative).read_bytes(), relative


# -- the worked examples say what the seeds say -------------------------------------------------


def worked(name: str) -> Transcript:
    return Transcript.from_dict(json.loads((CORPUS / "valid" / "worked" / f"{name}.json").read_text()))


def test_s2_three_hands_total_23_21_16_playing_to_61() -> None:
    transcript = worked("s2-three-hands")
    assert [hand.result.points for hand in transcript.hands] == [23, 21, 16]
    assert [hand.result.winner for hand in transcript.hands] == [0, 1, 2]
    assert transcript.hands[0].result.pips == [0, 9, 14]
    assert transcript.hands[1].result.end == "blocked"
    assert transcript.hands[1].result.pips == [16, 7, 19]
    assert transcript.hands[2].result.pips == [5, 11, 0]
    assert transcript.result.scores == [23, 21, 16]
    assert transcript.result.status == "unfinished"


@pytest.mark.parametrize(
    "name, points",
    [("s2-three-hands", 21), ("s2-blocked-sum-minus-own", 28), ("s2-blocked-winner-takes-all", 35)],
)
def test_the_reachable_block_scores_as_each_blocked_rule_says(name: str, points: int) -> None:
    assert worked(name).hands[1].result.points == points


def test_a_match_of_three_hands_is_over_and_alice_wins() -> None:
    result = worked("s2-three-hands-fixed-count").result
    assert (result.status, result.winners, result.hands) == ("over", [0], 3)


def test_s3_spinner_counts_10_10_3_4() -> None:
    events = worked("s3-spinner").hands[0].events[:4]
    assert [event.points for event in events] == [10, 10, None, None]


# -- the command ---------------------------------------------------------------------------------


def test_check_exits_0_on_valid_records(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(S2)]) == 0
    out = capsys.readouterr().out
    assert "valid (3 hands" in out


def test_check_exits_1_and_names_hand_ply_and_clause(capsys: pytest.CaptureFixture[str]) -> None:
    path = CORPUS / "invalid" / "pass-while-able.json"
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}: invalid, hand 1, ply 2 (/hands/0/events/1)" in out
    assert "move.refusal.must-play" in out and "seat 1 passes" in out


def test_check_exits_4_on_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["check", str(tmp_path / "missing.json")]) == 4
    assert "missing.json: unreadable: no such file" in capsys.readouterr().out


def test_check_json_writes_one_verdict_a_line_and_keeps_going(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = S2.read_text(encoding="utf-8")
    corpus = tmp_path / "mixed.jsonl"
    corpus.write_text(text + text[:-40] + "\n" + '{"format": 1}\n' + text, encoding="utf-8")
    assert main(["check", "--json", str(corpus)]) == 4
    verdicts = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [v["verdict"] for v in verdicts] == ["valid", "unreadable", "invalid", "valid"]
    assert [v["line"] for v in verdicts] == [1, 2, 3, 4]
    assert verdicts[2]["stage"] == "schema" and verdicts[2]["errors"]


def test_check_a_folder_reports_every_record_and_a_summary(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(CORPUS / "invalid")]) == 1
    out = capsys.readouterr().out
    assert f"{len(INVALID)} transcripts: {len(INVALID)} invalid" in out


def test_check_never_prints_a_traceback_for_garbage(tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_bytes(
        b'{"format":"domino-transcript/1","hands":[[[[[[[[[\n\xff\xfe\n'
        + b"[" * 100_000
        + b"\n"
        + b'{"players": 1e999}\n'
    )
    result = subprocess.run(
        [sys.executable, "-m", "conformance.cli", "check", str(garbage)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert result.returncode == 4
    assert "Traceback" not in result.stdout + result.stderr
    assert f"{garbage}:1:" in result.stdout and f"{garbage}:3" in result.stdout


def test_a_fully_pinned_ruleset_is_judged_like_its_profile(referee: Referee) -> None:
    from conformance.rulebook.index import pinned_ruleset
    from conformance.records.files import Document

    document = json.loads(S2.read_text(encoding="utf-8"))
    document["ruleset"] = pinned_ruleset("block", {})
    assert referee.check_document(Document("pinned.json", 0, None, document))["verdict"] == "valid"
    document["ruleset"]["score"]["blocked"] = "winner_takes_all"
    verdict = referee.check_document(Document("pinned.json", 0, None, document))
    assert (verdict["hand"], verdict["clause"], verdict["expected"]) == (
        2,
        "score.blocked.winner-takes-all",
        35,
    )


def test_an_unknown_profile_or_a_bad_override_is_named(referee: Referee) -> None:
    from conformance.records.files import Document

    document = json.loads(S2.read_text(encoding="utf-8"))
    document["ruleset"] = {"profile": "blok", "overrides": {}}
    verdict = referee.check_document(Document("x.json", 0, None, document))
    assert (verdict["verdict"], verdict["stage"], verdict["pointer"]) == (
        "unreadable",  # it names no game to judge it by
        "ruleset",
        "/ruleset/profile",
    )
    assert "block" in verdict["message"]
    document["ruleset"] = {"profile": "block", "overrides": {"draw.mode": "sometimes"}}
    verdict = referee.check_document(Document("x.json", 0, None, document))
    assert (verdict["stage"], verdict["pointer"]) == ("ruleset", "/ruleset/overrides/draw.mode")


def test_a_folder_without_transcripts_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["check", str(tmp_path)]) == 4
    assert "no transcripts found" in capsys.readouterr().out
