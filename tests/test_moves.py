"""The Move module: one grammar for a move's words in every form, its protocol form and its identity."""

from __future__ import annotations

import re

import pytest

from reference_impl.moves import (
    GERUND,
    INFINITIVE,
    NOUN,
    PHRASE_PATTERNS,
    SAID,
    Move,
    MoveTextError,
    describe_key,
    describe_move,
    move_key,
    parse_move_list,
    parse_phrase,
    parse_sheet_move,
    play_as_written,
)
from reference_impl.tiles import Tile

MOVES = [Move.play("6-6"), Move.play("4-6", "left"), Move.play("0-5", "up", 10), Move("pass"), Move("draw"),
         Move("muggins")]


@pytest.mark.parametrize("form", [NOUN, SAID, INFINITIVE, GERUND])
@pytest.mark.parametrize("move", MOVES, ids=str)
def test_every_form_reads_back_what_it_writes(move: Move, form: str) -> None:
    text = move.words(form)
    assert parse_phrase(text, form) == (move, None)
    assert re.fullmatch(PHRASE_PATTERNS[form], text)  # the steps embed the same grammar


def test_the_words_of_each_form() -> None:
    play = Move.play("6-4", "left", 10)
    assert [play.words(form) for form in (NOUN, SAID, INFINITIVE, GERUND)] == [
        "4-6 on the left claiming 10", "plays 4-6 on the left claiming 10", "play 4-6 on the left claiming 10",
        "playing 4-6 on the left claiming 10"]
    assert [Move.play("6-6").words(form) for form in (SAID, INFINITIVE)] == ["leads 6-6", "lead 6-6"]
    assert Move("draw").words(SAID, drawn=Tile(2, 5)) == "draws 2-5"
    assert Move("muggins").words(INFINITIVE) == "call muggins"


def test_an_end_named_by_its_number_is_handed_back() -> None:
    assert parse_phrase("plays 6 - 4 on the 6 end", SAID) == (Move.play("4-6"), 6)
    with pytest.raises(MoveTextError, match="name the end"):
        Move.parse("6-4 on the 6 end")


def test_text_that_is_not_a_move_is_refused_naming_it() -> None:
    with pytest.raises(MoveTextError, match=r"'6-4 sideways' is not a move: write 'pass'"):
        Move.parse("6-4 sideways")
    with pytest.raises(MoveTextError, match="not in a double-6 set"):
        Move.parse("6-7 on the left", max_pip=6)
    assert parse_move_list("6-4 on the left, pass,") == [Move.play("4-6", "left"), Move("pass")]


def test_a_protocol_move_is_described_even_when_it_cannot_be_read() -> None:
    assert describe_move({"type": "play", "tile": "6-4", "end": "right"}) == "4-6 on the right"
    assert describe_move({"type": "play", "tile": "six-four"}) == "'six-four'"
    assert describe_move({"type": "castle"}) == "castle"
    assert describe_move(["pass"]) == "['pass']"


def test_plays_on_mirror_ends_showing_the_same_number_are_one_move() -> None:
    ends = [{"end": "left", "value": 4}, {"end": "right", "value": 4}]
    left = move_key({"type": "play", "tile": "6-4", "end": "left"}, ends)
    assert left == Move.play("4-6", "right").key(ends)
    assert describe_key(left) == "4-6 on the left|right"
    assert left != Move.play("4-6", "right").key([{"end": "left", "value": 4}, {"end": "right", "value": 6}])


def test_a_scoresheet_writes_moves_laxly() -> None:
    assert parse_sheet_move("knocks") == (Move("pass"), None)
    assert parse_sheet_move("draws 2-5") == (Move("draw"), "2-5")
    assert parse_sheet_move("calls muggins") == (Move("muggins"), None)
    assert parse_sheet_move(" 6-4 on the left ") == (Move.play("4-6", "left"), None)
    with pytest.raises(MoveTextError) as raised:
        parse_sheet_move("plays 1-3 on the rigth")
    assert raised.value.part == "rigth" and "did you mean 'right'?" in str(raised.value)


def test_a_protocol_move_is_described_in_any_form() -> None:
    assert describe_move({"type": "play", "tile": "6-6"}, INFINITIVE) == "lead 6-6"
    assert describe_move({"type": "play", "tile": "4-6", "end": "up"}, SAID) == "plays 4-6 on the up"
    assert describe_move({"type": "muggins"}, INFINITIVE) == "call muggins"


def test_a_tile_sent_as_written_is_not_put_in_canonical_form() -> None:
    assert play_as_written("6-4", "left") == {"type": "play", "tile": "6-4", "end": "left"}
    assert play_as_written(" 4 - 6") == {"type": "play", "tile": " 4 - 6"}  # a lead names no end
    assert Move.from_dict(play_as_written("6-4", "left")) == Move.play("4-6", "left")
