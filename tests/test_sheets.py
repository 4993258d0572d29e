"""Game sheets and rulings: the notation, the conversion to and from transcripts, and the bundled sheets."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import conformance.rulebook.index as rulebook
from conformance.cli import main
from conformance.judging.referee import pinned_dict
from conformance.rulebook.data_paths import data_path
from conformance.judging.ruling import END_QUESTION, NOT_APPLICABLE, Ruling, answer, rule, score_arithmetic
from conformance.records.sheets import SheetError, bundled_sheets, parse, parse_many, read_text
from conformance.judging.sheet_play import ConversionError, SheetProblem, from_transcript, play, to_transcript
from conformance.records.files import expand_paths, iter_documents, load
from conformance.records.model import RulesetSpec, canonical_game, dumps
from reference_impl.ruleset import OPTION_BY_ID

SHEETS = data_path("sheets")
VALID = data_path("transcripts") / "valid"
MUST_PLAY = SHEETS / "must-play-pass-while-able.sheet"


def _valid_documents() -> list[tuple[str, int]]:
    return [(str(path), document.index) for path in expand_paths([VALID]) for document in iter_documents(path)]


def _sheet(path: Path) -> object:
    return parse(read_text(str(path)), str(path))


@pytest.fixture(scope="module")
def book() -> rulebook.Rulebook:
    return rulebook.load()


# -- sheets and transcripts ---------------------------------------------------------------------------


@pytest.mark.parametrize(("path", "index"), _valid_documents(), ids=lambda value: str(value).split("/")[-1])
def test_every_valid_transcript_reads_back_from_its_sheet_byte_for_byte(path: str, index: int) -> None:
    transcript = load(list(iter_documents(path))[index])
    [sheet] = parse_many(from_transcript(transcript), path)
    assert dumps(to_transcript(sheet)) == dumps(transcript)


def test_a_pinned_ruleset_and_seats_beyond_names_read_back_alike() -> None:
    transcript = load(next(iter_documents(VALID / "worked" / "s2-muggins.json")))
    transcript.ruleset = RulesetSpec(pinned=pinned_dict(transcript.ruleset))
    transcript.seats = [{"name": "North", "kind": "human"}, {"name": "South", "engine": "x 1.0"}]
    text = from_transcript(transcript)
    assert "\nseats: [" in text and text.startswith("rules: {")
    assert dumps(to_transcript(parse(text, "pinned.sheet"))) == dumps(transcript)


def test_a_sheet_that_leaves_out_leaders_draws_and_results_gives_the_recorded_game() -> None:
    recorded = load(next(iter_documents(VALID / "worked" / "s2-three-hands.json")))
    written = to_transcript(_sheet(SHEETS / "s2-three-hands.sheet"))
    for hand in written.hands:  # the sheet leaves the block game's untouched boneyard as "the rest"
        assert [str(tile) for tile in hand.deal.boneyard] == sorted(map(str, hand.deal.boneyard))
    for written_hand, recorded_hand in zip(written.hands, recorded.hands):
        written_hand.deal.boneyard = recorded_hand.deal.boneyard
    assert canonical_game(written) == canonical_game(recorded)
    assert written.seats == [{"name": "Alice"}, {"name": "Ben"}, {"name": "Cara"}]


UNKNOWN_BONEYARD = """\
rules: draw
players: 2
hand 1
seat 0: 0-0 0-1 0-2 0-3 0-4 0-5 6-6
seat 1: 1-1 1-2 1-3 1-4 1-5 2-2 2-3
boneyard: unknown
seat 0 leads 6-6
seat 1 draws 3-6
seat 1 plays 3-6 on the right
"""


def test_an_unknown_boneyard_puts_the_named_draws_first_then_the_rest_in_set_order() -> None:
    sheet = parse(UNKNOWN_BONEYARD, "unknown.sheet")
    played = play(sheet)
    tiles = played.match.tileset.tiles
    boneyard = [str(tiles[index]) for index in played.match.boneyard]
    assert boneyard[:3] == ["3-6", "0-6", "1-6"]
    assert played.match.turn == 0 and played.match.line.count() == 12 + 3  # the 6-6 at an end counts both halves


def test_the_sheet_command_prints_a_corpus_as_sheets_and_reads_them_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    corpus = VALID / "generated" / "block-3p.jsonl"
    assert main(["sheet", str(corpus)]) == 0
    sheets = tmp_path / "block-3p.sheet"
    sheets.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["sheet", str(sheets)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [dumps(load(document)) for document in iter_documents(corpus)]
    assert len(lines) == 3


def test_a_hand_still_in_play_is_not_a_transcript(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sheet", str(MUST_PLAY)]) == 4
    message = capsys.readouterr().err
    assert f"{MUST_PLAY}:7: hand 1 is not over (seat 1 is to act)" in message
    with pytest.raises(ConversionError):
        to_transcript(_sheet(MUST_PLAY))


# -- reading errors name the line and column ----------------------------------------------------------------


def _edited(old: str, new: str) -> str:
    text = MUST_PLAY.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("old", "new", "line", "column", "words"),
    [
        ("Ben: 1-5 2-6", "Ben: 1-5 2-x", 9, 10, "'2-x' is not a tile"),
        ("Alice plays 1-3 on the right", "Bob plays 1-3 on the right", 20, 1, "'Bob' is not a player"),
        ("Alice plays 1-3 on the right", "Alice plays 1-3 on the rigth", 20, 24, "did you mean 'right'?"),
        ("Alice plays 1-3 on the right", "Alice lead 1-3", 20, 7, "did you mean 'leads'"),
        ("Alice plays 1-3 on the right", "Alice plyas 1-3 on the right", 20, 7, "did you mean 'plays'"),
        ("Alice plays 1-3 on the right", "Alice knock", 20, 7, "did you mean 'knocks'"),
        ("expect: illegal, move.refusal.must-play", "expect: illegal, move.refusal.no-draw", 23, 18,
         "there is no clause 'move.refusal.no-draw'; did you mean move.refusal.cannot-draw"),
        ("Cara: 1-4", "left: 1-4", 10, 1, "'left' is not a player"),
        ("? Ben passes", "? Ben jumps", 22, 7, "'jumps' is not a move"),
        ("rules: block", "rules: blok", 4, 8, "there is no profile 'blok'"),
        ("rules: block", "rules: block\nwith draw.reserv = 2", 5, 6, "did you mean draw.reserve?"),
        ("rules: block", "rules: block\nwith draw.mode = sometimes", 5, 6, "'sometimes' is not one of"),
        ("hand 1", "hand 2", 7, 6, "this is hand 1, not hand 2"),
        ("Cara: 1-4", "seat 7: 1-4", 10, 1, "there is no seat 7"),
        ("Cara plays 1-6 on the right", "Cara plays 1-6 on the right\nboneyard: 0-0", 14, 1,
         "the boneyard line comes before the moves"),
        ("boneyard: the rest", "boneyard: the rest\nboneyard: unknown", 12, 1, "the boneyard is given twice"),
    ],
)
def test_a_typo_is_named_by_line_and_column(old: str, new: str, line: int, column: int, words: str) -> None:
    with pytest.raises(SheetError) as raised:
        parse(_edited(old, new), "typo.sheet")
    assert (raised.value.line, raised.value.column) == (line, column)
    assert words in raised.value.message


def test_ruling_on_a_sheet_with_a_typo_exits_4_naming_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "typo.sheet"
    path.write_text(_edited("Ben: 1-5 2-6", "Ben: 1-5 2-x"), encoding="utf-8")
    assert main(["ruling", str(path)]) == 4
    assert f"{path}:9:10: '2-x' is not a tile" in capsys.readouterr().err
    assert main(["ruling", str(tmp_path / "missing.sheet")]) == 4
    assert "no such file" in capsys.readouterr().err


def test_an_unknown_boneyard_needs_every_draw_to_name_its_tile() -> None:
    text = "rules: draw\nplayers: 2\nhand 1\nseat 0: 0-0\nseat 1: 1-1\nboneyard: unknown\nseat 0 draws\n"
    with pytest.raises(SheetError, match="the boneyard is unknown"):
        parse(text, "draw.sheet")


@given(st.data())
def test_a_damaged_sheet_is_read_or_refused_with_a_place_never_a_traceback(data: st.DataObject) -> None:
    lines = MUST_PLAY.read_text(encoding="utf-8").splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    lines[index] = data.draw(st.sampled_from([
        "", "?", "hand", "seat 1", "seat 1 plays", "Ben: 9-9", "result: out", "match: over", "expect",
        "players: 5", "teams: 0+1", "boneyard: unknown", "lots: 0-0", "leader: Cara", "Ben draws 0-0",
        "Cara plays 1-4 on the up", "with lead.first_hand = lot", "rules: {\"set\": 1}", "metadata: [",
    ]) | st.text(max_size=12))
    ruled_or_refused_with_a_place(lines)


def ruled_or_refused_with_a_place(lines: list[str]) -> Ruling | None:
    """A damaged sheet's ruling, or None when it is refused with a line and a column."""
    try:
        sheet = parse("\n".join(lines), "damaged.sheet")
    except SheetError as error:
        assert error.line >= 1 and error.column >= 1
        return None
    ruling = rule(sheet)
    assert ruling.answer.summary
    return ruling


# -- rulings -------------------------------------------------------------------------------------------------


def test_at_least_25_sheets_ship_with_the_suite() -> None:
    assert len(bundled_sheets()) >= 25


@pytest.mark.parametrize("path", bundled_sheets(), ids=lambda path: path.stem)
def test_every_bundled_sheet_gets_the_ruling_the_rulebook_states(path: Path, book: rulebook.Rulebook) -> None:
    sheet = _sheet(path)
    assert sheet.question is not None, "a bundled sheet asks a question"
    ruling = rule(sheet, book)
    wrong = [check.to_dict() for check in ruling.expectations if not check.agrees]
    assert not wrong
    stated = {(e.option, json.dumps(e.value)) for e in sheet.expectations}
    assert (None, json.dumps(None)) in stated, "the sheet states its answer under its own rules"
    unstated = [f"{option.option} = {json.dumps(value.value)}: {value.answer.summary}"
                for option in ruling.depends_on for value in option.values
                if not value.current and value.answer.kind != NOT_APPLICABLE
                and (option.option, json.dumps(value.value)) not in stated]
    assert not unstated, "every value that changes the answer has its expected answer on the sheet"


def test_every_disputed_option_of_the_model_has_a_sheet() -> None:
    shown = {e.option for path in bundled_sheets() for e in _sheet(path).expectations}
    structural = {"set.max_pip", "players", "match.hands"}  # fixed by the tiles and seats a sheet is written for
    assert set(OPTION_BY_ID) - structural <= shown


def test_a_score_is_written_out_and_adds_up_to_the_engines() -> None:
    checked = 0
    for path in bundled_sheets():
        sheet = _sheet(path)
        if sheet.question is None or sheet.question.kind != END_QUESTION:
            continue
        for option_id in ("score.out", "score.blocked", "score.blocked_winner", "score.rounding"):
            for value in OPTION_BY_ID[option_id].choices:
                try:
                    played = play(sheet, {option_id: value})
                except SheetProblem:
                    continue
                result = played.match.hand_result
                if result is None or result.winner is None:
                    continue
                text, total, _ = score_arithmetic(played.rules, result, played.match.sides)
                assert total == result.points, (path.name, option_id, value, text)
                assert text.endswith(str(total)) or "rounded" in text
                checked += 1
    assert checked >= 30


def test_the_blocked_hand_of_s2_is_21_28_or_35_with_its_arithmetic(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["ruling", str(SHEETS / "s2-blocked-three-players.sheet")]) == 0
    out = capsys.readouterr().out
    assert "Ben (seat 1) scores (16 − 7) + (19 − 7) = 21 (score.blocked.diff-each" in out
    assert "sum_minus_own: Ben (seat 1) scores (16 + 19) − 7 = 28" in out
    assert "winner_takes_all: Ben (seat 1) scores 16 + 19 = 35" in out
    assert "taken by: Players' guide to Block, Draw and All Fives" in out  # a seed by its title


def test_an_illegal_earlier_move_is_the_ruling_with_its_line_and_clause(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", str(SHEETS / "earlier-move-illegal.sheet"), "--json"]) == 0
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["answer"]["summary"] == "line 15 breaks move.refusal.does-not-match"
    assert ruling["answer"]["details"]["text"] == "Cara plays 3-4 on the left"
    assert ruling["answer"]["clauses"] == ["move.refusal.does-not-match"]


def test_a_stated_result_or_draw_that_breaks_the_rules_is_named(book: rulebook.Rulebook) -> None:
    text = (SHEETS / "s2-going-out.sheet").read_text(encoding="utf-8")
    last_move = "Alice plays 0-2 on the left"
    stated = text.replace(last_move, last_move + "\nresult: out, won by seat 0, 30 points, pips 0 9 14, scores 30 0 0")
    line = stated.splitlines().index("result: out, won by seat 0, 30 points, pips 0 9 14, scores 30 0 0") + 1
    ruling = rule(parse(stated, "stated.sheet"), book)
    # every profile pins score.out = opponents_only, which in individual play counts every other hand
    assert ruling.answer.summary == f"line {line} breaks score.out.opponents-only"
    assert "it scores 23" in ruling.answer.words[0]
    right = stated.replace("30 points, pips 0 9 14, scores 30 0 0", "23 points, pips 0 9 14, scores 23 0 0")
    assert rule(parse(right, "stated.sheet"), book).answer.summary == "out, Alice scores 23, totals 23 0 0"
    draws = (SHEETS / "draw-one-then-pass.sheet").read_text(encoding="utf-8").replace("Ben draws 5-5", "Ben draws 0-1")
    assert rule(parse(draws, "draws.sheet"), book).answer.summary == "line 19 breaks draw.order"


def test_ruling_exits_1_when_an_expectation_disagrees(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "wrong.sheet"
    path.write_text(_edited("expect turn.must_play = false: legal", "expect turn.must_play = false: illegal"),
                    encoding="utf-8")
    assert main(["ruling", str(path)]) == 1
    assert "expected 'illegal', the ruling is 'legal'" in capsys.readouterr().out


def test_ruling_json_names_the_options_and_who_takes_each_value(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", str(MUST_PLAY), "--json"]) == 0
    ruling = json.loads(capsys.readouterr().out)
    assert ruling["answer"]["summary"] == "illegal, move.refusal.must-play"
    [option] = ruling["depends_on"]
    assert option["option"] == "turn.must_play"
    values = {value["value"]: value for value in option["values"]}
    assert values[False]["answer"]["summary"] == "legal"
    assert "https://gambiter.com/domino/western/draw.html" in values[False]["sources"]
    assert "block" in values[True]["profiles"]
    assert {"option": "draw.mode", "value": "until_playable"} in [
        {key: entry[key] for key in ("option", "value")} for entry in ruling["sheet_breaks_under"]
    ]


def test_explain_of_a_disputed_option_points_to_its_sheets(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "score.blocked"]) == 0
    out = capsys.readouterr().out
    assert "sheets/s2-blocked-three-players.sheet" in out
    assert main(["explain", "turn.must_play"]) == 0
    assert "sheets/must-play-pass-while-able.sheet" in capsys.readouterr().out


def test_the_disputes_chapter_links_only_sheets_that_exist() -> None:
    text = (data_path("spec") / "disputes.md").read_text(encoding="utf-8")
    linked = set(re.findall(r"\(\.\./sheets/([a-z0-9-]+\.sheet)\)", text))
    assert len(linked) >= 20
    assert linked <= {path.name for path in bundled_sheets()}


def _recorded_faults() -> list[tuple[Path, dict[str, object]]]:
    """The corpus's faulty records that are transcripts (the schema accepts them), with their verdicts."""
    out = []
    for path in sorted((data_path("transcripts") / "invalid").glob("*.expect.json")):
        expected = json.loads(path.read_text(encoding="utf-8"))
        if expected["stage"] != "schema":
            out.append((path.with_name(path.name.replace(".expect.json", ".json")), expected))
    return out


@pytest.mark.parametrize(("path", "expected"), _recorded_faults(), ids=lambda value: getattr(value, "stem", ""))
def test_a_faulty_record_written_as_a_sheet_breaks_the_clause_check_names(
    path: Path, expected: dict[str, object]
) -> None:
    transcript = load(next(iter_documents(path)))
    try:
        sheet = parse(from_transcript(transcript), str(path))
    except SheetError as error:
        assert path.stem == "wrong-player-count", error  # a sheet cannot deal a seat the players line lacks
        return
    ruled = answer(sheet)
    assert ruled.kind == "problem"
    assert ruled.clauses == [expected["clause"]]


@pytest.mark.parametrize(("command", "kind"), [("ruling", "a sheet"), ("junit", "a report file")])
def test_a_folder_or_bytes_that_are_not_utf8_are_named_as_such(
    command: str, kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Sheets and run reports are read by one reader, with the same words for what goes wrong.
    assert main([command, str(tmp_path)]) == 4
    assert f"{tmp_path}: is a folder, not {kind}" in capsys.readouterr().err
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Ben: caf\u00e9".encode("latin-1"))
    assert main([command, str(latin)]) == 4
    assert f"{latin}: not UTF-8 text (byte 8: unexpected end of data)" in capsys.readouterr().err


_TIE_CARRIED_TWICE = """rules: block
with score.blocked_tie = carry_doubled
players: Ann, Bea, Cy

position
Ann: 3-4
Bea: 6-6
Cy: 2-5
line: blocked
carried: 4

? end
"""


def test_the_points_a_tie_carries_are_written_out() -> None:
    ruled = answer(parse(_TIE_CARRIED_TWICE, "tie.sheet"))
    assert ruled.summary == "blocked tie, nobody scores, 14 carried, totals 0 0 0"
    assert ("the hand is worth (12 − 7) + (7 − 7) = 5, and twice that, 10, carries to the next hand's winner with "
            "the 4 points carried before: 14 points wait for it") in ruled.words[0]
    once = answer(parse(_TIE_CARRIED_TWICE.replace("carry_doubled", "carry").replace("carried: 4\n", ""), "t.sheet"))
    assert "the hand is worth (12 − 7) + (7 − 7) = 5, which carries to the next hand's winner" in once.words[0]


def test_a_boneyard_may_name_its_first_tiles_and_leave_the_rest() -> None:
    text = """rules: draw
players: Ann, Bea

hand 1
Ann: 6-6 1-3 1-2 0-3 0-0 2-2 3-3
Bea: 1-1 0-5 2-5 3-5 1-5 0-1 4-5
boneyard: 2-4 5-5 4-6 the rest
Ann leads 6-6
Bea draws
Bea draws
Bea draws

? what now
"""
    assert answer(parse(text, "rest.sheet")).summary == "Bea to act: 4-6 on the left, 4-6 on the right"
    dealt_twice = answer(parse(text.replace("2-4 5-5 4-6 the rest", "2-4 1-1 4-6 the rest"), "rest.sheet"))
    assert dealt_twice.summary == "line 7 breaks deal.complete"
    assert "1-1 is dealt: it cannot be in the boneyard too" in " ".join(dealt_twice.words)


def test_the_end_of_a_tournaments_final_cites_the_final() -> None:
    ruled = answer(parse(read_text(data_path("sheets") / "tournament-final.sheet"), "tournament-final.sheet"))
    assert ruled.summary.endswith("match over, won by Ann")
    assert {"tournament.final", "match.end.target"} <= set(ruled.clauses)
    assert "(tournament.final — the final is played down to one winner; match.end.target" in " ".join(ruled.words)


def test_values_whose_answers_begin_alike_are_printed_whole_and_a_disputed_option_points_to_its_dispute() -> None:
    from conformance.judging.ruling import render

    printed = render(rule(parse(read_text(data_path("sheets") / "position-s2-match-ends.sheet"), "ends.sheet"),
                            rulebook.load()))
    # The same score under every target: only the last sentence tells them apart.
    assert "    100: Cara (seat 2) scores 5 + 11 = 16" in printed
    assert "The match is not over: totals 23, 21, 64; the target is 100." in printed
    assert '  match.target — The target score\n  (the sources disagree: spec/disputes.md, ' \
           '"Targets and the end of the match")' in printed
    # Where every value's first sentence differs, the first sentence is enough.
    assert "    nothing: Cara (seat 2) scores nothing for going out: 0 (score.out.nothing — going out scores no " \
           "points of its own); totals after the hand 23, 21, 48.\n" in printed
