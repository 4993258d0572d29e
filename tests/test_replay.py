"""Replay: the valid corpus agrees with the reference engine; a faulty engine is caught and named."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance.cli import main
from conformance.engines.under_test import Engine, open_engine
from conformance.judging.referee import Referee
from conformance.judging.replay import Replayer, replay_corpus, summarize
from conformance.judging.sessions import ProtocolSession
from conformance.records.files import iter_documents
from reference_impl.adapter import ReferenceEngine

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "transcripts"
S2 = CORPUS / "valid" / "worked" / "s2-three-hands.json"
INVALID = sorted((CORPUS / "invalid").glob("*.expect.json"))


def test_the_valid_corpus_replays_without_a_divergence() -> None:
    verdicts = replay_corpus("reference", [CORPUS / "valid"])
    assert summarize(verdicts) == {"agreed": len(verdicts)}
    assert len(verdicts) > 30
    first = verdicts[0]
    assert {"file", "line", "index", "verdict", "hands", "events"} <= set(first)


def test_the_lax_twin_replays_too() -> None:
    assert summarize(replay_corpus("reference", [CORPUS / "lax"])) == {"agreed": 1}


@pytest.mark.parametrize("expect_path", INVALID, ids=lambda path: path.name.removesuffix(".expect.json"))
def test_no_invalid_record_replays_cleanly(expect_path: Path) -> None:
    """A record the referee refuses never 'agrees' with the reference engine.

    Faults in the match result, and illegal moves, are named by the same clause as the referee's.
    """
    expected = json.loads(expect_path.read_text(encoding="utf-8"))
    record = expect_path.with_name(expect_path.name.removesuffix(".expect.json") + ".json")
    (verdict,) = replay_corpus("reference", [record])
    assert verdict["verdict"] in ("diverged", "unreadable"), verdict
    if (
        expected.get("stage") == "result"
        and verdict["verdict"] == "diverged"
        and expected.get("hand") is None
    ):
        assert verdict["clause"] == expected["clause"]
    if expected.get("reason") not in (None, "hand_over", "not_your_turn") and expected.get("ply"):
        assert (verdict["hand"], verdict["ply"], verdict["clause"]) == (
            expected["hand"],
            expected["ply"],
            expected["clause"],
        )


# -- engines that get something wrong ------------------------------------------------------------


class BlockedScoresAll(ReferenceEngine):
    """Scores every block as 'winner takes all', whatever the ruleset says."""

    def handle(self, request: Any) -> dict[str, Any]:
        reply = super().handle(request)
        if request.get("cmd") == "observe":
            state = reply["state"]
            result = state.get("result")
            if result and result.get("end") == "blocked" and result.get("side") is not None:
                extra = sum(result["pips"]) - result["pips"][result["winner"]] - result["points"]
                scores = list(state["scores"])
                scores[result["side"]] += extra
                # Changed copies: the observation handed out is the reference handler's, read-only.
                reply = dict(reply, state=dict(state, scores=scores, result=dict(result, points=result["points"] + extra)))
        return reply


class ForgetsToDraw(ReferenceEngine):
    """Lists no draw among the legal moves."""

    def handle(self, request: Any) -> dict[str, Any]:
        reply = super().handle(request)
        if request.get("cmd") == "legal_moves":
            reply["moves"] = [move for move in reply["moves"] if move["type"] != "draw"]
        return reply


class CrashesOnTheFifthApply(ReferenceEngine):
    """Raises while answering its fifth apply."""

    applies = 0

    def handle(self, request: Any) -> dict[str, Any]:
        if request.get("cmd") == "apply":
            CrashesOnTheFifthApply.applies += 1
            if CrashesOnTheFifthApply.applies == 5:
                raise RuntimeError("boom")
        return super().handle(request)


def blocked_scores_all() -> BlockedScoresAll:
    return BlockedScoresAll()


def forgets_to_draw() -> ForgetsToDraw:
    return ForgetsToDraw()


def crashes() -> CrashesOnTheFifthApply:
    return CrashesOnTheFifthApply()


def test_a_wrong_blocked_score_is_the_first_divergence_with_its_clause() -> None:
    (verdict,) = replay_corpus("py:test_replay:blocked_scores_all", [S2])
    assert verdict["verdict"] == "diverged"
    assert (verdict["hand"], verdict["ply"], verdict["pointer"]) == (2, None, "/hands/1/result/points")
    assert (verdict["expected"], verdict["actual"]) == (21, 35)  # the record's 21, the engine's 35
    assert "the engine scores it 35" in verdict["message"]
    assert verdict["clause"] == "score.blocked.diff-each"


def test_a_missing_legal_move_is_named_with_hand_ply_and_the_listed_moves() -> None:
    path = CORPUS / "valid" / "generated" / "draw-2p.jsonl"
    verdicts = replay_corpus("py:test_replay:forgets_to_draw", [path])
    diverged = [v for v in verdicts if v["verdict"] == "diverged"]
    assert diverged
    verdict = diverged[0]
    assert verdict["clause"] == "draw.until-playable"
    # What was expected and found, as differential play has them: the move made, or the engine's refusal.
    assert "draws" in verdict["event"] and (verdict["field"], verdict["expected"]) in (
        ("accepted", "accepted"), ("legal", "draw"))
    document = next(iter_documents(path))
    event = document.data["hands"][verdict["hand"] - 1]["events"][verdict["ply"] - 1]
    assert event["type"] == "draw"


def test_an_engine_crash_is_an_error_and_the_next_transcript_still_runs() -> None:
    CrashesOnTheFifthApply.applies = 0
    engine = open_engine("py:test_replay:crashes")
    replayer = Replayer(engine)
    documents = list(iter_documents(S2)) * 2
    verdicts = [replayer.replay_document(document) for document in documents]
    assert [v["verdict"] for v in verdicts] == ["error", "agreed"]
    assert "boom" in verdicts[0]["message"]


def test_the_replay_and_the_referee_agree_on_which_records_are_good() -> None:
    referee = Referee()
    engine = open_engine("reference")
    replayer = Replayer(engine)
    for path in sorted((CORPUS / "valid" / "worked").glob("*.json")):
        document = next(iter_documents(path))
        assert referee.check_document(document)["verdict"] == "valid"
        assert replayer.replay_document(document)["verdict"] == "agreed"


# -- the command ------------------------------------------------------------------------------------


def test_replay_exits_0_when_all_agree(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(CORPUS / "valid" / "worked")]) == 0
    assert "agreed" in capsys.readouterr().out


def test_replay_exits_1_on_a_divergence_and_reports_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--engine", "py:test_replay:blocked_scores_all", str(S2)]) == 1
    out = capsys.readouterr().out
    assert f"{S2}: diverged, hand 2 (/hands/1/result/points)" in out
    assert "score.blocked.diff-each" in out


def test_replay_exits_2_on_an_engine_error(capsys: pytest.CaptureFixture[str]) -> None:
    CrashesOnTheFifthApply.applies = 0
    assert main(["replay", "--engine", "py:test_replay:crashes", str(S2)]) == 2
    assert "boom" in capsys.readouterr().out


def test_replay_exits_3_when_the_engine_cannot_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--engine", "exec:/nonexistent/engine", str(S2)]) == 3
    assert "could not be started" in capsys.readouterr().err


def test_replay_exits_4_on_unreadable_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(S2.read_text(encoding="utf-8") + "{oops\n", encoding="utf-8")
    assert main(["replay", "--json", str(bad)]) == 4
    verdicts = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [v["verdict"] for v in verdicts] == ["agreed", "unreadable"]
    assert verdicts[1]["line"] == 2


def test_replay_refuses_a_schema_invalid_record_as_unreadable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(CORPUS / "invalid" / "schema-not-a-tile.json")]) == 4
    assert "/hands/0/events/1/tile" in capsys.readouterr().out


# -- the direct session gives the protocol's verdicts, faster ----------------------------------------


def test_direct_and_protocol_replays_give_the_same_verdicts() -> None:
    protocol = Replayer(open_engine("reference"))
    direct = Replayer.direct()
    keys = ("verdict", "stage", "hand", "ply", "pointer", "clause", "reason", "expected")
    paths = sorted((CORPUS / "invalid").glob("*.json"))
    paths = [path for path in paths if not path.name.endswith(".expect.json")] + [S2]
    for path in paths:
        for document in iter_documents(path):
            by_protocol, by_direct = protocol.replay_document(document), direct.replay_document(document)
            assert {k: by_protocol.get(k) for k in keys} == {k: by_direct.get(k) for k in keys}, path.name


def test_replay_direct_on_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--direct", str(CORPUS / "valid")]) == 0
    assert "agreed" in capsys.readouterr().out
    assert main(["replay", "--direct", "--engine", "exec:some-engine", str(S2)]) == 4


def _zoo(name: str, *args: str) -> str:
    import shlex
    import sys

    script = ROOT / "tests" / "fault_zoo" / f"{name}.py"
    return "exec:" + " ".join(shlex.quote(part) for part in (sys.executable, str(script), *args))


def test_a_state_of_the_wrong_shape_is_an_engine_error_not_a_divergence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--engine", _zoo("wrong_shape_state"), str(S2)]) == 2
    out = capsys.readouterr().out
    assert "the reply to 'observe' breaks the protocol at /state/sides" in out
    assert "diverged" not in out


def test_a_handshake_nested_too_deeply_cannot_start_the_engine(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "--engine", _zoo("deeply_nested", "hello"), str(S2)]) == 3
    captured = capsys.readouterr()
    assert "answered 'hello' with a line that is not JSON (nested more than 64 levels deep)" in captured.err
    assert "Traceback" not in captured.err + captured.out


# -- every divergent hand, and another ruleset ---------------------------------------------------


def _generated(tmp_path: Path, *arguments: str) -> Path:
    out = tmp_path / "games.jsonl"
    assert main(["generate", *arguments, "--out", str(out)]) == 0
    return out


def test_replay_reports_every_divergent_hand_not_only_the_first(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    games = _generated(tmp_path, "--profile", "all-fives-tournament", "--players", "2", "--hands", "8", "--seed", "4")
    status = main(["replay", str(games), "--engine", "py:faulty_engines:never_rounds", "--json"])
    verdicts = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert status == 1
    diverged = [verdict for verdict in verdicts if verdict["verdict"] == "diverged"]
    hands = [later["hand"] for verdict in diverged for later in verdict.get("divergences", [verdict])]
    assert len(hands) > len(diverged), "only the first divergent hand of each match was reported"
    clauses = {later["clause"] for verdict in diverged for later in verdict.get("divergences", [verdict])}
    assert clauses == {"score.rounding.nearest-five-total"}


def test_generate_and_replay_take_a_ruleset_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    house = tmp_path / "house.json"
    house.write_text(json.dumps({"profile": "block", "overrides": {"turn.direction": "ccw"}}), encoding="utf-8")
    games = _generated(tmp_path, "--ruleset", str(house), "--players", "3", "--hands", "4", "--seed", "1")
    record = json.loads(games.read_text(encoding="utf-8").splitlines()[0])
    assert record["ruleset"]["turn"]["direction"] == "ccw"
    assert main(["check", str(games)]) == 0
    assert main(["replay", str(games), "--engine", "py:faulty_engines:always_clockwise"]) == 1
    assert "turn.direction.ccw" in capsys.readouterr().out
    clockwise = tmp_path / "cw.json"
    clockwise.write_text(json.dumps({"profile": "block"}), encoding="utf-8")
    # The same games replayed under clockwise rules: seat order no longer matches the record's moves.
    assert main(["replay", str(games), "--ruleset", str(clockwise)]) == 1


def test_a_bad_ruleset_file_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["generate", "--ruleset", str(bad), "--players", "2", "--hands", "1"]) == 4
    assert main(["replay", "transcripts/valid", "--ruleset", str(bad)]) == 4
    err = capsys.readouterr().err
    assert err.count(str(bad)) == 2 and "Traceback" not in err


# -- a hand asked at once gives the verdicts of a hand asked event by event ---------------------------


def _every_verdict(spec: str) -> list[dict[str, Any]]:
    """Each record of the corpus (valid and invalid) replayed against ``spec``: what a user reads of it."""
    paths = [CORPUS / "valid", *sorted(path for path in (CORPUS / "invalid").glob("*.json")
                                       if not path.name.endswith(".expect.json"))]
    verdicts = replay_corpus(spec, paths)
    return [{key: value for key, value in verdict.items() if key != "message" or verdict["verdict"] != "error"}
            for verdict in verdicts]


@pytest.mark.parametrize("fault", ["blocked_winner_takes_all", "draws_while_able", "forgets_to_flip",
                                   "refusal_changes_state", "muggins_survives_a_pass", "counts_void_hands"])
def test_asking_a_hand_ahead_gives_the_verdicts_of_asking_event_by_event(
    fault: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An engine a round trip away is asked each hand's questions at once (``ProtocolSession.asks_ahead``): a
    faulty engine's verdicts on every record, its divergent hands and the hands after them, are those
    of asking each question in turn."""
    event_by_event = _every_verdict(f"py:faulty_engines:{fault}")
    assert any(verdict["verdict"] == "diverged" for verdict in event_by_event[:60])
    monkeypatch.setattr(ProtocolSession, "asks_ahead", property(lambda session: True))
    assert _every_verdict(f"py:faulty_engines:{fault}") == event_by_event


def test_replay_over_exec_asks_a_hand_at_once_and_gives_the_in_process_verdicts() -> None:
    """Over ``exec:`` an engine that declares ``pipelining`` is asked a hand at once."""
    serve = (f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r}); import faulty_engines; "
             "from reference_impl.__main__ import serve; sys.exit(serve(engine=faulty_engines.forgets_to_flip()))")
    spec = f"exec:{sys.executable} -c {json.dumps(serve)}"
    with open_engine(spec) as engine:
        assert engine.round_trips
    assert _every_verdict(spec) == _every_verdict("py:faulty_engines:forgets_to_flip")
    assert _every_verdict(f"exec:{sys.executable} -m reference_impl") == _every_verdict("reference")


def test_a_hand_asked_ahead_is_one_round_trip(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asked ahead, a transcript that agrees costs one batch a hand, besides the start, the sides and
    the match's end: nothing of a hand is asked on its own."""
    monkeypatch.setattr(ProtocolSession, "asks_ahead", property(lambda session: True))
    asked: list[str] = []
    request, send_many = Engine.request, Engine.send_many
    monkeypatch.setattr(Engine, "request", lambda engine, message, **options: (
        asked.append(str(message["cmd"])), request(engine, message, **options))[1])
    monkeypatch.setattr(Engine, "send_many", lambda engine, messages: (
        asked.append("batch"), send_many(engine, messages))[1])
    documents = [document for path in sorted((CORPUS / "valid" / "worked").glob("*.json"))
                 for document in iter_documents(path)]
    engine = open_engine("reference")
    replayer = Replayer(engine)
    asked.clear()  # the handshake
    verdicts = [replayer.replay_document(document) for document in documents]
    engine.close()
    assert {verdict["verdict"] for verdict in verdicts} == {"agreed"}
    hands = sum(verdict["hands"] for verdict in verdicts)
    assert asked.count("batch") == hands
    assert sorted(set(asked) - {"batch"}) == ["observe", "start"]
    assert asked.count("start") == len(documents) and asked.count("observe") == 2 * len(documents)


@pytest.mark.parametrize(("engine", "record", "clause", "field"), [
    # The count is not in a record: replay once charged the wrong totals to the claim of the play after it.
    ("double_counts_once", "s3-double-at-an-end.json", "score.fives.count.double", "count"),
    # Nor are the ends: replay once charged the move the wrong line refused to the rule of matching.
    ("forgets_to_flip", "s3-spinner.json", "line.play.orientation", "ends"),
    ("spinner_never_opens", "s3-spinner.json", "line.spinner.arms", "ends"),
])
def test_replay_charges_a_wrong_state_to_the_clause_differential_play_names(
    engine: str, record: str, clause: str, field: str
) -> None:
    """Where the engine's state differs, replay compares it with the state the reference engine reaches
    following the record, field by field as play does (``expected_state``): the same rule for the same fault."""
    (verdict,) = replay_corpus(f"py:faulty_engines:{engine}", [CORPUS / "valid" / "worked" / record])
    assert (verdict["verdict"], verdict["clause"], verdict["field"]) == ("diverged", clause, field), verdict
    found = _play_clauses(engine)
    assert clause in found, found


def _play_clauses(engine: str) -> set[str]:
    """The clauses differential play names for ``engine`` in a few hands of a fives game with a spinner."""
    from conformance.judging.play import play
    from conformance.rulebook.index import profile
    from reference_impl.ruleset import Ruleset

    session = ProtocolSession(open_engine(f"py:faulty_engines:{engine}"))
    outcome = play(session, Ruleset.from_dict(profile("all-fives")), 2, 12, 0)
    return set(outcome.clauses())


def test_replay_charges_a_going_out_that_blocks_as_play_does() -> None:
    """A last tile that goes out and blocks the line is going out: replay names the rule that says so
    (once it named the end of a hand that went out), as differential play does."""
    verdicts = replay_corpus("py:faulty_engines:block_before_going_out",
                             [CORPUS / "valid" / "generated" / "block-4p.jsonl"])
    clauses = {verdict.get("clause") for verdict in verdicts if verdict["verdict"] == "diverged"}
    assert clauses == {"end.going-out-precedes-block"}, clauses
