"""Positions on game sheets: the checker, rulings from a position, and the notation's frictions gone.

A referee writes where a hand stands, not the whole hand. Every `? end` question of the bundled
sheets is asked again from its position alone and must get the same ruling; 002's three-player
blocked example is refused as a position play cannot reach, and the same counts on a position that
can arise score 21, 28 and 35 under the three blocked-hand formulas.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conformance.cli import main
from conformance.records.files import expand_paths, iter_documents, load
from conformance.rulebook.data_paths import data_path
from conformance.judging.ruling import END_QUESTION, NOT_APPLICABLE, PROBLEM, answer, rule
from conformance.records.sheets import SheetError, bundled_sheets, parse, read_text
from test_sheets import ruled_or_refused_with_a_place
from conformance.judging.sheet_play import play
from conformance.judging.sheet_position import at_hand_end, position_lines, transcript_at
from reference_impl.engine import IN_PROGRESS

SHEETS = data_path("sheets")
VALID = data_path("transcripts") / "valid"


def _sheet_text(path: Path) -> str:
    return read_text(str(path))


def _header(text: str) -> list[str]:
    """A sheet's lines before its first hand: its rules, players and teams, comments included."""
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.strip().startswith(("hand", "position")))
    return lines[:first]


def position_alone(text: str, source: str) -> str:
    """The sheet's question asked from the position its last hand reaches, with no hand before it and
    no move: the moment the hand ended (or where it stands, if it is not over)."""
    sheet = parse(text, source)
    played = play(sheet)
    labels = [seat["name"] for seat in sheet.seats] if sheet.seats else [f"seat {s}" for s in range(sheet.players)]
    number = (sheet.hands[0].position.number if sheet.hands[0].position else 1) + len(sheet.hands) - 1
    moves: list[str] = []
    if played.match.status == IN_PROGRESS:
        position = played.match.position()
    else:
        last = sheet.hands[-1]
        shortened = dataclasses.replace(sheet, hands=[*sheet.hands[:-1], dataclasses.replace(last, events=last.events[:-1],
                                                                                              result=None)],
                                        match=None)
        position = at_hand_end(play(shortened).match.position(), played.match)
        if any(answer(sheet, {option: "bonus_100"}).summary != answer(sheet).summary
               for option in ("score.capicu", "score.chuchazo")):
            # Which tile went out, and onto which ends, a position at the hand's end does not say: the
            # position is taken before that last move, and the move is stated after it.
            position, moves = play(shortened).match.position(), [last.events[-1].text]
    question = [line for line in text.splitlines() if line.strip().startswith(("?", "expect"))]
    return "\n".join([*_header(text), "", *position_lines(position, labels, number), *moves, "", *question]) + "\n"


def _end_sheets() -> list[Path]:
    return [path for path in bundled_sheets()
            if (sheet := parse(_sheet_text(path), str(path))).question is not None
            and sheet.question.kind == END_QUESTION and answer(sheet).kind != PROBLEM
            and sheet.hands[-1].events]  # a sheet that states its position already asks from it


@pytest.mark.parametrize("path", _end_sheets(), ids=lambda path: path.stem)
def test_every_end_question_gets_the_same_ruling_from_its_position_alone(path: Path) -> None:
    original = rule(parse(_sheet_text(path), str(path)))
    alone_text = position_alone(_sheet_text(path), str(path))
    alone = rule(parse(alone_text, f"{path.stem}-position.sheet"))
    assert alone.answer.summary == original.answer.summary, alone_text
    assert alone.answer.words[:2] == original.answer.words[:2]
    # Under each value of a rule of the hand's end the sheet expects an answer for, the hand scores
    # alike (earlier hands, which the position leaves out, may move the totals). Other options change
    # what the moves before the position did, which a position has fixed.
    for ours in alone.expectations:
        option = ours.expectation.option
        if option is None:
            assert ours.agrees, (alone_text, ours.to_dict())
            continue
        if not option.startswith(("score.", "match.")):
            continue
        mine = answer(alone.sheet, {option: ours.expectation.value})
        other = answer(original.sheet, {option: ours.expectation.value})
        if PROBLEM in (mine.kind, other.kind) or NOT_APPLICABLE in (mine.kind, other.kind):
            continue
        assert _scored(mine.key) == _scored(other.key), (option, ours.expectation.value, alone_text)


def _scored(key: str) -> str:
    """An end answer's key without the points of the whole hand and the match's end: a position has
    counted what its moves scored during the hand (All Fives) and fixed the totals of earlier hands,
    which the option may change; so only what the hand's end scores is compared."""
    return re.sub(r", the hand scores [\d ]+.*", "", key)


def test_most_end_questions_of_the_bundled_sheets_are_asked_from_a_position() -> None:
    assert len(_end_sheets()) >= 12


# -- 002's blocked hand -------------------------------------------------------------------------------

S2_AS_WRITTEN = """\
# 002: "the line blocks with everybody holding something": Alice 6-4 and 3-3, Ben 5-2,
# Cara 6-6, 4-1 and 2-0.
rules: block
players: Alice, Ben, Cara

position
Alice: 6-4 3-3
Ben: 5-2
Cara: 6-6 4-1 2-0
line: blocked

? end
"""


def test_002s_blocked_example_as_written_is_a_position_that_cannot_arise() -> None:
    ruled = rule(parse(S2_AS_WRITTEN, "s2.sheet"))
    assert ruled.answer.summary == "line 10 breaks end.blocked"
    assert ruled.answer.details["column"] == 7
    assert "between them the hands hold every number from 0 to 6" in ruled.answer.words[0]


def test_the_same_counts_on_a_position_that_can_arise_score_21_28_or_35(capsys: pytest.CaptureFixture[str]) -> None:
    possible = SHEETS / "position-s2-blocked-hand.sheet"
    assert main(["ruling", str(possible)]) == 0
    out = capsys.readouterr().out
    assert "Ben (seat 1) scores (16 − 7) + (19 − 7) = 21 (score.blocked.diff-each" in out
    assert "sum_minus_own: Ben (seat 1) scores (16 + 19) − 7 = 28" in out
    assert "winner_takes_all: Ben (seat 1) scores 16 + 19 = 35" in out
    assert "The match is not over: totals 0, 21, 0; the target is 61." in out


# -- what makes a position impossible ------------------------------------------------------------------

BLOCK_POSITION = """\
rules: block
players: Alice, Ben, Cara

position
Alice: 4-6 3-3
Ben: 2-5 0-1
Cara: 6-6 3-4
line: 1-2
left: 1-5 5-5 5-6 1-6
right: 2-2 2-4 0-4 0-2
turn: Alice
"""


def test_a_position_that_holds_together_is_ruled() -> None:
    assert answer(parse(BLOCK_POSITION + "\n? what now\n", "p.sheet")).summary == "Alice to act: pass"
    assert answer(parse(BLOCK_POSITION.replace("turn: Alice", "turn: Ben") + "\n? what now\n", "p.sheet")).summary \
        == "Ben to act: 0-1 on the left, 2-5 on the right"


@pytest.mark.parametrize(
    ("old", "new", "clause", "line", "column", "words"),
    [
        ("Cara: 6-6 3-4", "Cara: 6-6 3-3", "deal.complete", 7, 11, "3-3 is in Alice (seat 0) and in Cara (seat 2)"),
        ("Cara: 6-6 3-4", "Cara: 6-6 3-4 0-0 0-3 3-5 3-6", "deal.hand-size", 7, 27, "holds 6 tiles"),
        ("right: 2-2 2-4 0-4 0-2", "right: 2-2 2-4 0-3 0-2", "line.play.match", 10, 16,
         "0-3 does not join the end showing 4"),
        ("left: 1-5 5-5 5-6 1-6", "left: 1-5 5-5 5-6", "deal.boneyard", 4, 1, "the boneyard holds 14 tiles, but a "
         "deal of 5 to each of 3 players leaves 13"),
        ("turn: Alice", "turn: Alice\ncount: 5", "score.fives.count", 12, 8, "the ends count 3, not 5"),
        ("turn: Alice", "turn: Alice\nscores: 70 0 0", "match.end.target", 12, 9, "the match was over"),
        ("turn: Alice", "turn: Alice\nscores: 12 0 0", "score.rounding.nearest-five-total", 13, 9,
         "12 is not a multiple of five"),
        ("turn: Alice", "turn: Alice\npasses: 3", "end.blocked.all-passed", 12, 9, "3 passes in a row"),
    ],
)
def test_a_position_play_cannot_reach_is_named_with_its_rule_line_and_column(
    old: str, new: str, clause: str, line: int, column: int, words: str
) -> None:
    text = BLOCK_POSITION.replace(old, new)
    if clause.startswith("score.rounding"):
        text = text.replace("rules: block", "rules: block\nwith score.rounding = nearest_five_total")
    ruled = answer(parse(text + "\n? what now\n", "p.sheet"))
    assert ruled.kind == PROBLEM and ruled.clauses == [clause], ruled.words
    assert (ruled.details["line"], ruled.details["column"]) == (line, column)
    assert words in ruled.words[0]


def test_a_position_that_says_nobody_is_to_act_must_be_the_end_of_its_hand() -> None:
    text = BLOCK_POSITION.replace("turn: Alice\n", "") + "\n? end\n"
    ruled = answer(parse(text, "p.sheet"))
    assert ruled.summary == "line 8 breaks end.blocked"
    assert "Ben (seat 1) holds 0-1, which fits the left end (1)" in ruled.words[0]
    blocked = BLOCK_POSITION.replace("Ben: 2-5 0-1", "Ben: 3-5 0-0")
    assert answer(parse(blocked.replace("turn: Alice\n", "") + "\n? end\n", "p.sheet")).summary == \
        "blocked, Ben scores 19, totals 0 19 0"
    over = answer(parse(blocked + "\n? end\n", "p.sheet"))
    assert over.summary == "line 11 breaks end.status", over.words
    assert "the line is blocked" in over.words[0]


def test_a_position_before_the_first_lead_is_led_by_the_first_hand_rule() -> None:
    text = ("rules: block\nplayers: Alice, Ben\n\nposition\nAlice: 0-0 0-1 0-2 0-3 0-4 0-5 0-6\n"
            "Ben: 1-1 1-2 1-3 1-4 1-5 1-6 6-6\nturn: Alice\n\n? what now\n")
    ruled = answer(parse(text, "p.sheet"))
    assert ruled.clauses == ["lead.first-hand.highest-double-else-heaviest"] and "led by Ben (seat 1)" in ruled.words[0]
    assert answer(parse(text.replace("turn: Alice", "turn: Ben"), "p.sheet")).summary == "Ben to act: 6-6"


def test_a_draw_from_a_boneyard_given_by_its_size_is_refused_with_its_line() -> None:
    text = ("rules: draw\nplayers: Alice, Ben\n\nposition\nAlice: 0-0 0-1 0-2 0-3 0-4 0-5 0-6\n"
            "Ben: 1-1 1-2 1-3 1-4 1-5 2-2\nline: 6-6\nleader: Ben\nturn: Alice\nboneyard: 14\n"
            "Alice plays 0-6 on the left\nBen draws\n\n? what now\n")
    ruled = answer(parse(text, "p.sheet"))
    assert ruled.summary == "line 12 breaks draw.order"
    assert "only the boneyard's size" in ruled.words[0]


# -- rulings read at a glance --------------------------------------------------------------------------


def test_a_ruling_names_players_gives_each_plays_count_and_says_whether_the_match_is_over(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["ruling", str(SHEETS / "s2-three-hands.sheet"), "--json"]) == 0
    ruled = json.loads(capsys.readouterr().out)
    assert ruled["answer"]["summary"].startswith("out, Cara scores 16")
    assert "The match is not over: totals 23, 21, 16; the target is 61." in ruled["answer"]["words"]
    plays = ruled["answer"]["details"]["plays"]
    assert plays[0]["text"] == "Ben leads 5-6" and plays[0]["count"] == 11
    # The blocked formula moves hand 2's score, not this hand's: it is not something this answer depends on.
    assert "score.blocked" not in [option["option"] for option in ruled["depends_on"]]


def test_a_play_that_scores_nothing_gives_its_count() -> None:
    text = ("rules: all-fives\nplayers: Alice, Ben\n\nposition\nAlice: 0-1 2-3 4-4 5-6 0-6 1-1\n"
            "Ben: 1-2 1-3 2-2 2-4 3-3 3-4 3-6\nline: 5-5\nleader: Ben\nturn: Alice\nscores: 0 10\n\n"
            "? Alice plays 5-6 on the left\n")
    ruled = answer(parse(text, "p.sheet"))
    assert ruled.summary == "legal"
    assert "It makes the ends count 16, which scores nothing" in " ".join(ruled.words)  # 6, and 5-5 counted twice


def test_teams_written_on_a_profile_without_them_make_a_partnership() -> None:
    text = ("rules: block\nplayers: Ann, Bo, Cy, Di\nteams: 0+2, 1+3\n\nposition\nAnn: 4-6\nBo: 5-5 6-6\n"
            "Cy:\nDi: 3-3\nline: unknown\n\n? end\n")
    ruled = answer(parse(text, "p.sheet"))
    assert ruled.summary == "out, team 0 scores 28, totals 28 0", ruled.words
    opposite = answer(parse(text.replace("teams: 0+2, 1+3", "teams: 0+1, 2+3"), "p.sheet"))
    assert opposite.summary == "line 3 breaks deal.teams.opposite"


def test_a_file_of_several_sheets_is_ruled_one_by_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = _sheet_text(SHEETS / "must-play-pass-while-able.sheet")
    second = _sheet_text(SHEETS / "position-s2-blocked-hand.sheet")
    both = tmp_path / "two.sheet"
    both.write_text(first + "\n---\n" + second, encoding="utf-8")
    assert main(["ruling", str(both), "--json"]) == 0
    rulings = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["answer"]["summary"] for r in rulings] == [
        "illegal, move.refusal.must-play", "blocked, Ben scores 21, totals 0 21 0"]
    both.write_text(first + "\n---\n" + second.replace("totals 0 21 0", "totals 0 20 0"), encoding="utf-8")
    assert main(["ruling", str(both)]) == 1
    assert "\n---\n" in capsys.readouterr().out


@pytest.mark.parametrize("name", ["sheets", "SHEETS", "IMPLEMENTING", "Implementing.md"])
def test_docs_names_are_read_in_any_case_and_include_sheets(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["docs", name]) == 0
    assert capsys.readouterr().out.startswith(("# Game sheets", "# Implementing"))


def test_a_deal_fault_has_a_column(tmp_path: Path) -> None:
    text = _sheet_text(SHEETS / "must-play-pass-while-able.sheet").replace("Ben: 1-5 2-6", "Ben: 1-5 6-7")
    ruled = answer(parse(text, "deal.sheet"))
    assert ruled.summary == "line 9 breaks deal.complete"
    assert ruled.details["column"] == 10
    short = _sheet_text(SHEETS / "must-play-pass-while-able.sheet").replace("Ben: 1-5 2-6", "Ben: 2-6")
    assert answer(parse(short, "deal.sheet")).details["column"] == 6


# -- a transcript's ply as a position, and back -----------------------------------------------------------


def _transcripts() -> list[tuple[str, int]]:
    return [(str(path), document.index) for path in expand_paths([VALID / "worked"]) for document in
            iter_documents(path)]


@pytest.mark.parametrize(("path", "index"), _transcripts(), ids=lambda value: str(value).split("/")[-1])
def test_a_transcript_from_a_position_plays_on_to_the_same_results(path: str, index: int) -> None:
    transcript = load(list(iter_documents(path))[index])
    rng = random.Random(path)
    playable = [number for number, hand in enumerate(transcript.hands, 1) if hand.events]
    hand = rng.choice(playable)
    ply = rng.randrange(len(transcript.hands[hand - 1].events))
    text = transcript_at(transcript, hand, ply)
    sheet = parse(text, f"{path}@{hand}:{ply}")
    # Every result and the match's, as the transcript states them, hold from the position on.
    assert answer(sheet).kind != PROBLEM, (text, answer(sheet).words)


def test_a_position_sheet_converts_to_a_position_file_and_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    transcript = VALID / "worked" / "s2-three-hands.json"
    assert main(["sheet", str(transcript), "--at", "2:4"]) == 0
    at = capsys.readouterr().out
    assert "position of hand 2\n" in at and "turn: Ben\n" in at and "scores: 23 0 0\n" in at
    alone = tmp_path / "at.sheet"
    alone.write_text(at.split("\nBen plays")[0] + "\n", encoding="utf-8")
    assert main(["sheet", str(alone)]) == 0
    as_file = tmp_path / "at.json"
    as_file.write_text(capsys.readouterr().out, encoding="utf-8")
    assert json.loads(as_file.read_text())["format"] == "domino-position/1"
    assert main(["sheet", str(as_file)]) == 0
    back = capsys.readouterr().out
    assert back.split("\n\n", 1)[1] == alone.read_text().split("\n\n", 1)[1]
    assert main(["sheet", str(transcript), "--at", "9:0"]) == 4
    assert "there is no hand 9" in capsys.readouterr().err


def test_a_position_may_only_start_a_sheet() -> None:
    text = _sheet_text(SHEETS / "must-play-pass-while-able.sheet").replace("\n? Ben passes", "\nposition\n? Ben passes")
    with pytest.raises(SheetError, match="a position starts the sheet's play"):
        parse(text, "late.sheet")


def test_the_referees_trial_in_the_docs_is_what_ruling_prints(capsys: pytest.CaptureFixture[str]) -> None:
    page = (data_path("docs") / "sheets.md").read_text(encoding="utf-8")
    trial = page.split("## A referee's trial", 1)[1].split("\n## ", 1)[0]
    shown = re.findall(r"```console\n\$ domino-conformance ruling (\S+)\n(.*?)```", trial, re.S)
    assert {path for path, _ in shown} >= {f"sheets/position-{name}.sheet" for name in (
        "s2-blocked-hand", "draw-stuck-player", "s0-partnership-blocked", "s2-six-and-four")}
    for path, printed in shown:
        main(["ruling", str(data_path("sheets") / Path(path).name)])
        out = capsys.readouterr().out.replace(str(data_path("sheets")), "sheets")
        assert printed.strip() == "\n".join(line for line in out.splitlines() if "taken by" not in line).strip()


@given(st.data())
def test_a_damaged_position_is_read_or_refused_with_a_place_never_a_traceback(data: st.DataObject) -> None:
    lines = (BLOCK_POSITION + "\n? end\n").splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    lines[index] = data.draw(st.sampled_from([
        "", "position", "position of hand 0", "position of hand 3", "line:", "line: blocked", "line: unknown",
        "line: 6-6 5-5", "left:", "up: 6-6", "spinner: 1-2", "spinner: 6-6", "turn: seat 9", "turn: Cara",
        "scores: 5", "scores: x", "count: 9", "carried: 5", "unclaimed: 10", "passes: 2", "boneyard: 3",
        "boneyard: 0-0 0-3", "boneyard: unknown", "leader: nobody", "lots: 0-0 1-1 2-2", "Ben:", "Ben: 9-9",
        "Alice draws", "Alice passes", "Cara plays 3-4 on the left", "result: blocked, scores 0 0 0",
    ]) | st.text(max_size=12))
    ruled = ruled_or_refused_with_a_place(lines)
    if ruled is not None and ruled.answer.kind == PROBLEM:
        assert ruled.answer.details["line"] >= 1


def test_a_line_the_parity_of_its_halves_rules_out_is_refused_with_the_reason_and_a_way_out() -> None:
    # The line would hold 0-0, 0-4, 0-5 and 0-6: five halves showing 0, so one end shows 0, which Ann can match.
    text = """rules: block
players: Ann, Bea

position
Ann: 0-1
Bea: 0-2
boneyard: 0-3 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 2-4 2-5 2-6 3-3 3-4
line: blocked

? end
"""
    ruled = answer(parse(text, "parity.sheet"))
    assert ruled.kind == PROBLEM and ruled.summary == "line 8 breaks end.blocked"
    words = " ".join(ruled.words)
    assert "the line would hold an odd number of halves showing 0, so an open end shows it" in words
    assert "give the boneyard by its size (boneyard: N)" in words and "line: unknown" in words
