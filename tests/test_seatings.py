"""The seating scenarios: the checked-in files are what the writer writes, and it checks them."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

import conformance.suite.seatings as seatings
from conformance.suite.coverage import clauses_holding, profile_seatings
from conformance.rulebook.declared_games import Declaration
from conformance.rulebook.data_paths import data_path

FOLDER = data_path("features") / seatings.SEATINGS_FOLDER
#: A small seating file, quick to write again.
SMALL = seatings.Seating("block-nine", 4)
#: The published adapters, each declaring the game it plays as ``GAME``.
ADAPTERS = Path(__file__).resolve().parent.parent / "adapters"


def _every_seating() -> list[seatings.Seating]:
    return [seatings.profile_seating(game) for game in profile_seatings()] + seatings.read_variants(FOLDER)


def _held(seating: seatings.Seating) -> tuple[str, ...]:
    return clauses_holding(Declaration.of_game(seating.game()))


def _checked_in(seating: seatings.Seating) -> str:
    return (FOLDER / f"{seating.label}.feature").read_text(encoding="utf-8")


@pytest.mark.parametrize("seating", [SMALL, seatings.read_variants(FOLDER)[0]], ids=lambda seating: seating.label)
def test_writing_a_seating_again_gives_the_checked_in_file_byte_for_byte(seating: seatings.Seating) -> None:
    text = _checked_in(seating)
    clauses = seatings.written_for(text)
    assert clauses, "the file names the clause each scenario is written for"
    written = seatings.write_seating(seating, clauses, _held(seating))
    assert written.unwitnessed == []
    assert written.text() == text


def test_every_scenario_is_written_for_a_clause_that_holds_at_its_seating() -> None:
    by_file = {f"{seating.label}.feature": seating for seating in _every_seating()}
    for path in sorted(FOLDER.glob("*.feature")):
        assert path.name in by_file, f"{path.name}: no profile seating or variant of variants.json writes it"
        held = set(_held(by_file[path.name]))
        stray = [
            clause for clause in seatings.written_for(path.read_text(encoding="utf-8")) if clause not in held
        ]
        assert not stray, f"{path.name}: written for clauses that do not hold there: {stray}"


def _declared_game(adapter: Path) -> dict[str, object]:
    """An adapter's ``GAME``, read from its source (importing it needs the engine it adapts)."""
    for node in ast.parse(adapter.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(getattr(target, "id", None) == "GAME" for target in node.targets):
            return dict(ast.literal_eval(node.value))
    raise AssertionError(f"{adapter.name} declares no GAME")


def test_every_published_adapters_game_has_a_seating_of_its_own() -> None:
    adapters = sorted(path for path in ADAPTERS.glob("*.py") if "\nGAME = " in path.read_text(encoding="utf-8"))
    assert len(adapters) == 3
    variants = {
        (variant.profile, variant.players, tuple(sorted(variant.differences))): variant
        for variant in seatings.read_variants(FOLDER)
    }
    for adapter in adapters:
        game = _declared_game(adapter)
        (players,) = game["players"]  # type: ignore[misc]
        key = (game["profile"], players, tuple(sorted(game["differences"].items())))  # type: ignore[union-attr]
        assert key in variants, f"{adapter.name}: its game is not among the variants of variants.json"
        assert f"adapters/{adapter.name}" in variants[key].about


def test_a_wrong_expectation_is_caught_before_the_file_is_written() -> None:
    text = _checked_in(SMALL)
    line = next(line for line in text.splitlines() if "the scores are " in line)
    wrong = text.replace(line, line.rsplit(" ", 1)[0] + " 999", 1)
    with pytest.raises(seatings.SeatingError, match="does not pass on the reference engine"):
        seatings.check_on_reference(wrong, "seatings/wrong.feature")


def test_an_unknown_seating_is_named_and_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert seatings.main(["--only", "block-5p"]) == 2
    error = capsys.readouterr().err
    assert "block-5p" in error and "block-4p" in error


TEAM_GAME = {"name": "team", "about": "a test's game", "profile": "partnership", "players": 4,
             "differences": {"lead.forced_tile": False}}


@pytest.mark.parametrize(("variant", "named"), [
    ({k: v for k, v in TEAM_GAME.items() if k != "about"}, "/variants/0: 'about' is a required property"),
    (dict(TEAM_GAME, differences={"score.blocked": "double_or_nothing"}), "/variants/0/differences: ruleset: score.blocked"),
    (dict(TEAM_GAME, players=3), "/variants/0/players: the variant is played by 4 players, not 3"),
    (dict(TEAM_GAME, witness=["draw.until-playable"]), "team: its witness list names draw.until-playable, which does not hold"),
], ids=["missing-key", "bad-value", "bad-seating", "witness-not-held"])
def test_a_faulty_variant_is_named_and_nothing_is_written(variant: dict[str, object], named: str, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / seatings.SEATINGS_FOLDER
    folder.mkdir()
    (folder / seatings.VARIANTS_FILE).write_text(json.dumps({"variants": [variant]}), encoding="utf-8")
    assert seatings.main(["--features", str(tmp_path), "--only", "partnership-4p-team"]) == 2
    error = capsys.readouterr().err
    assert str(folder / seatings.VARIANTS_FILE) in error and named in error, error
    assert "Traceback" not in error
    assert sorted(path.name for path in folder.iterdir()) == [seatings.VARIANTS_FILE]
