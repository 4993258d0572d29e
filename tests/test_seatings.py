"""The seating scenarios: the checked-in files are what the writer writes, and it checks them."""

from __future__ import annotations

import pytest

from conformance import seatings
from conformance.coverage import clauses_holding, profile_seatings
from conformance.games import Declaration
from conformance.resources import data_path

#: A small seating file, quick to write again.
SMALL = ("block-nine", 4)


def _held(profile: str, players: int) -> tuple[str, ...]:
    game = next(game for game in profile_seatings() if game.base == profile and game.players == (players,))
    return clauses_holding(Declaration.of_game(game))


def _checked_in(profile: str, players: int) -> str:
    return (data_path("features") / seatings.SEATINGS_FOLDER / f"{profile}-{players}p.feature").read_text(
        encoding="utf-8"
    )


def test_writing_a_seating_again_gives_the_checked_in_file_byte_for_byte() -> None:
    profile, players = SMALL
    text = _checked_in(profile, players)
    clauses = seatings.written_for(text)
    assert clauses, "the file names the clause each scenario is written for"
    written = seatings.write_seating(profile, players, clauses, _held(profile, players))
    assert written.unwitnessed == []
    assert written.text() == text


def test_every_scenario_is_written_for_a_clause_that_holds_at_its_seating() -> None:
    for path in sorted((data_path("features") / seatings.SEATINGS_FOLDER).glob("*.feature")):
        profile, _, players = path.stem.rpartition("-")
        held = set(_held(profile, int(players.rstrip("p"))))
        stray = [
            clause for clause in seatings.written_for(path.read_text(encoding="utf-8")) if clause not in held
        ]
        assert not stray, f"{path.name}: written for clauses that do not hold there: {stray}"


def test_a_wrong_expectation_is_caught_before_the_file_is_written() -> None:
    profile, players = SMALL
    text = _checked_in(profile, players)
    line = next(line for line in text.splitlines() if "the scores are " in line)
    wrong = text.replace(line, line.rsplit(" ", 1)[0] + " 999", 1)
    with pytest.raises(seatings.SeatingError, match="does not pass on the reference engine"):
        seatings.check_on_reference(wrong, "seatings/wrong.feature")


def test_an_unknown_seating_is_named_and_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert seatings.main(["--only", "block-5p"]) == 2
    error = capsys.readouterr().err
    assert "block-5p" in error and "block-4p" in error
