"""An engine's words (name, version, refusal reasons and messages) reach a user's screen and files as
text: escape sequences show, never act, and never make a feature file say more than it should."""

from __future__ import annotations

from pathlib import Path

import pytest

from conformance.cli import main
from conformance.judging.play.shrink import _wrap, one_line
from conformance.suite.features import parse_feature
from conformance.inputs.terminal import visible

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = "py:faulty_engines:HostileWords"
TRANSCRIPT = str(ROOT / "transcripts" / "valid" / "worked" / "s2-muggins.json")
# Raw, these clear the screen, set the window title, or (C1) start a control sequence.
RAW = ("\x1b", "\x07", "\x9b", "\u202e")

COMMANDS = {
    "smoke": ["smoke", "--engine", HOSTILE],
    "run": ["run", "--engine", HOSTILE, "-k", "lead.first-hand.highest-double", "--replay", TRANSCRIPT,
            "--play-hands", "1", "--no-progress"],
    "play": ["play", "--engine", HOSTILE, "--hands", "1"],
    "replay": ["replay", "--engine", HOSTILE, TRANSCRIPT],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_escape_sequences_from_an_engine_show_as_text(command: str, capsys, monkeypatch) -> None:
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", "off")
    code = main(COMMANDS[command])
    captured = capsys.readouterr()
    shown = captured.out + captured.err
    assert code != 0
    assert not [raw for raw in RAW if raw in shown], shown
    assert "\\u001b[2J" in shown  # the engine's words are there, visibly
    if command in ("run", "smoke"):
        assert "hostile" in shown
    if command == "run":
        assert "[bold red]boom[/bold red]" in shown  # read as text, not as rich markup


def test_visible_keeps_text_and_lines_but_escapes_controls() -> None:
    assert visible("plain 6-6\n\tok") == "plain 6-6\n\tok"
    assert visible("a\x1b[2Jb\rc\x9bd") == "a\\u001b[2Jb\\u000dc\\u009bd"


def test_a_saved_scenario_says_only_what_play_found(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("DOMINO_CONFORMANCE_CACHE", "off")
    main(["play", "--engine", HOSTILE, "--hands", "1", "--save", str(tmp_path)])
    capsys.readouterr()
    features = sorted(tmp_path.glob("*.feature"))  # one a clause play diverged on
    assert features
    for feature in features:
        text = feature.read_text(encoding="utf-8")
        assert not [raw for raw in RAW if raw in text]
        [scenario] = parse_feature(text, feature.name)  # the engine's "\n@tag Scenario: x" made no scenario
        assert [tag for tag in scenario.tags if not tag.startswith(("@clause:", "@id:"))] == []
        assert scenario.steps[0].text.startswith('the "')  # the description ended where play's steps begin
        assert not any(line.lstrip().startswith("@tag") for line in text.splitlines())


def test_no_wrapped_line_begins_with_a_word_gherkin_reads() -> None:
    message = "x" * 95 + " @tag " + "y" * 95 + " Scenario: z " + "w" * 95 + " Given the deal " + "v" * 95 + " | 1 |"
    lines = _wrap(one_line(message))
    assert len(lines) > 1
    firsts = [line.split()[0] for line in lines]
    assert not [word for word in firsts if word[0] in "@#|" or word.rstrip(":") in ("Scenario", "Given")], lines
    assert "@tag" in " ".join(lines) and "Given" in " ".join(lines)  # kept, inside a line
    assert one_line("a\nb\u2028c\x1b") == "a b c\\u001b"
