"""More rules real engines play, now named by options: a leader the engine chooses, a draw that takes tiles
until one fits, the Caribbean bonuses and the muggins window over a whole turn.

An engine that plays one of these values and declares it is judged green by ``run``, set to positions (an
engine that draws its leader at random included: the suite follows its choice, from positions and from
stories); one that declares it and plays the profile's own rule is failed by the scenarios on the value's
clause, from its stories and from positions; the judges follow a leader the rules let be chosen, and a draw
until a tile fits is one move of a record, replayed and compared.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable

import pytest

from conformance import exit_codes
from conformance.cli import main
from conformance.commands.generate import random_matches
from conformance.judging.clause_table import bonus_clause, lead_listing_clause, muggins_open_clause
from conformance.judging.independent import independent_referee
from conformance.judging.referee import Referee
from conformance.judging.replay import replay_corpus
from conformance.records.files import Document
from conformance.records.model import dumps
from conformance.rulebook.declared_games import game_entry
from conformance.rulebook.index import profiles
from conformance.suite.sweep import BY_SCENARIOS, OneGameEngine, Substitution, judge
from conformance.records.model import RulesetSpec
from conformance.records.recording import Recorder
from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.ruleset import Ruleset, get_path, merge
from reference_impl.tiles import tile_set

#: (profile, players, option, value, the value's clause): one seating of each value.
NEW_VALUES = [
    ("block", 3, "lead.first_hand", "at_random", "lead.first-hand.at-random"),
    ("partnership", 4, "lead.next_hand", "winning_side_chooses", "lead.next-hand.side-chooses"),
    ("draw", 3, "draw.mode", "until_playable_one_move", "draw.until-playable.one-move"),
    ("all-fives", 2, "fives.muggins_window", "whole_turn", "score.fives.muggins.whole-turn"),
    ("partnership", 4, "score.capicu", "bonus_100", "score.capicu.bonus"),
    ("block", 2, "score.chuchazo", "bonus_25", "score.chuchazo.bonus"),
    ("block", 2, "score.first_hands", "bonus_100_75_50_25", "score.first-hands.bonus"),
]
#: The faulty engines (``faulty_engines``) that declare each new value and play the profile's own, by value.
DECLARES_AND_PLAYS_THE_PROFILES_OWN = {
    "at_random": "block_three_leads_by_the_double_at_random",
    "winning_side_chooses": "partnership_rotates_where_the_side_chooses",
    "until_playable_one_move": "draw_three_draws_one_tile_a_move",
    "whole_turn": "all_fives_two_muggins_lapses_on_a_draw",
    "bonus_100": "partnership_pays_no_capicu",
    "bonus_25": "partnership_pays_no_chuchazo",
    "bonus_100_75_50_25": "block_two_pays_no_first_hand_bonus",
}


class _ChoosesItsLeader(Match):
    """Takes a leader of its own choice after every deal whose rules leave the choice to it: a seat drawn at
    random (seeded, so a run is the same each time), as an engine that shuffles for its leader would."""

    choices = random.Random(44)

    def deal(self, *args: Any, **kwargs: Any) -> str:
        status = super().deal(*args, **kwargs)
        if self.choosable:
            self.take_leader(self.choices.choice(self.choosable))
        return status


class _Positioned(OneGameEngine):
    """The reference engine playing its declared game, set to positions (``ReferenceEngine.match_at``)."""

    takes_positions = True


class _ChoosingEngine(_Positioned):
    """The reference engine playing its declared game, choosing its leaders itself (a position's too, where
    it stands before a hand's first move and the rules leave the leader to it: ``Match.from_position``)."""

    def match_for(self, rules: Ruleset, players: int) -> Match:
        return _ChoosesItsLeader(rules, players)


class _ChoosingFromStories(_ChoosingEngine):
    """The same, declaring no positions: every scenario is played from its story."""

    takes_positions = False


def _honest(profile: str, players: int, option: str, value: Any,
            chooser: type[OneGameEngine] = _ChoosingEngine) -> Callable[[], OneGameEngine]:
    """An engine that plays ``profile`` with ``option = value`` and declares just that, and positions; where the
    rules let it choose its leader, it chooses one at random (``chooser``)."""
    engine = chooser if option.startswith("lead.") else _Positioned
    return lambda: engine(game_entry(profile, players, {option: value}), name=f"{profile} with {option} = {value}")


for _profile, _players, _option, _value, _clause in NEW_VALUES:
    globals()[f"honest_{_value}"] = _honest(_profile, _players, _option, _value)
honest_at_random_from_stories = _honest("block", 3, "lead.first_hand", "at_random", _ChoosingFromStories)


@pytest.mark.parametrize(("profile", "players", "option", "value", "clause"), NEW_VALUES,
                         ids=[row[3] for row in NEW_VALUES])
def test_an_engine_that_plays_and_declares_the_value_is_judged_green(
    profile: str, players: int, option: str, value: str, clause: str, tmp_path: Path
) -> None:
    report_path = tmp_path / "report.json"
    status = main(["run", "--engine", f"py:test_more_rules_engines_play:honest_{value}", "--report",
                   str(report_path), "-q", "--no-progress", "--play-hands", "30", "--play-seed", "3"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    assert status == exit_codes.OK, {k: v for k, v in report["clauses"].items() if v["verdict"] != "pass"}
    assert f"{option} = {value}" in report["declared"]["games"][0]["variant"]
    assert report["clauses"][clause]["verdict"] == "pass"
    assert any(record.get("from_position") for record in report["scenarios"])


@pytest.mark.parametrize(("profile", "players", "option", "value", "clause"), NEW_VALUES,
                         ids=[row[3] for row in NEW_VALUES])
def test_an_engine_that_declares_the_value_and_plays_the_profiles_own_is_failed_on_its_clause(
    profile: str, players: int, option: str, value: str, clause: str
) -> None:
    own = get_path(profiles()[profile], option)
    row = judge(Substitution(profile, players, option, own, ((option, value),)), play_hands=0)
    assert row["verdict"] == BY_SCENARIOS and clause in row["clauses"], row


@pytest.mark.slow  # a run of each engine's applicable scenarios
@pytest.mark.parametrize(("profile", "players", "option", "value", "clause"), NEW_VALUES,
                         ids=[row[3] for row in NEW_VALUES])
def test_the_faulty_engine_of_each_value_set_to_positions_is_failed_on_its_clause(
    profile: str, players: int, option: str, value: str, clause: str, tmp_path: Path
) -> None:
    """The engine is set to the position before each judged move (scenarios about the lead start from the
    deal), so its own rule met before there (a draw of one tile, a bonus left out of an earlier hand) cannot
    stand in for the value's clause, nor what follows from a hand scored without its bonus (the match left
    unended) for another."""
    report_path = tmp_path / "report.json"
    main(["run", "--engine", f"py:position_engines:{DECLARES_AND_PLAYS_THE_PROFILES_OWN[value]}_with_positions",
          "--report", str(report_path), "-q", "--no-progress", "--play-hands", "0"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    failed = {name for name, verdict in report["clauses"].items() if verdict["verdict"] in ("fail", "error")}
    assert failed == {clause}, failed
    assert not [record["id"] for record in report["scenarios"] if record["outcome"] == "not_judged"]
    assert any(record.get("from_position") for record in report["scenarios"])


def test_an_engine_that_draws_its_leader_at_random_is_followed_not_failed(tmp_path: Path) -> None:
    """Its leaders are other seats than the stories': the scenarios are played again with the seats rotated to
    them, and no rule is failed for it."""
    report_path = tmp_path / "report.json"
    main(["run", "--engine", "py:test_more_rules_engines_play:honest_at_random_from_stories", "--report",
          str(report_path), "-q", "--no-progress", "--play-hands", "0", "-k", "at_random"])
    report = json.loads(report_path.read_text(encoding="utf-8"))
    followed = [record for record in report["scenarios"] if "following the leader the engine chose"
                in record.get("reseated", "")]
    assert followed and all(record["outcome"] == "pass" and not record.get("blocked_by") for record in followed)


def _one_move_draws() -> dict[str, Any]:
    """A random draw-3p match under until_playable_one_move with a draw that took several tiles."""
    for transcript in random_matches("draw", 3, 20, 11, {"draw.mode": "until_playable_one_move"}):
        record = json.loads(dumps(transcript))
        if any(len(event.get("tiles", ())) > 1 for hand in record["hands"] for event in hand["events"]):
            return record
    pytest.fail("no random draw-3p match drew more than one tile in a draw")


def test_a_draw_until_a_tile_fits_is_one_move_of_the_record_and_the_judges_compare_it(tmp_path: Path) -> None:
    record = _one_move_draws()
    for referee in (Referee(), independent_referee()):
        assert referee.check_document(Document("random", 0, None, record))["verdict"] == "valid"
    # Read under the one-tile draw, the record's draw of several tiles names more than the draw takes.
    one_tile = json.loads(json.dumps(record))
    one_tile["ruleset"] = {"profile": "draw"}
    for referee in (Referee(), independent_referee()):
        verdict = referee.check_document(Document("random", 0, None, one_tile))
        assert verdict["clause"] == "draw.until-playable.one-move", verdict
    path = tmp_path / "one-move.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    (verdict,) = replay_corpus("py:faulty_engines:draw_three_draws_one_tile_a_move", [path])
    assert verdict["verdict"] == "diverged" and verdict["clause"] == "draw.until-playable.one-move", verdict
    (verdict,) = replay_corpus("py:test_more_rules_engines_play:honest_until_playable_one_move", [path])
    assert verdict["verdict"] == "agreed", verdict


def _led_by_seat_one(ruleset: dict[str, Any]) -> dict[str, Any]:
    """A one-hand block-3p record under ``lead.first_hand = at_random``, led by seat 1 (the reference engine,
    left to itself, leads from seat 0), with ``ruleset`` written as its rules."""
    rules = Ruleset.from_dict(merge(profiles()["block"], {"lead.first_hand": "at_random"}))
    recorder = Recorder(Match(rules, 3), RulesetSpec.from_dict(ruleset))
    rng = random.Random(5)
    tiles = list(tile_set(6).tiles)
    while True:  # a deal whose highest double seat 1 does not hold: block's own rule lets another seat lead
        rng.shuffle(tiles)
        doubles = [(tile.low, seat) for seat in range(3) for tile in tiles[5 * seat:5 * seat + 5] if tile.is_double]
        if doubles and max(doubles)[1] != 1:
            break
    recorder.deal([tiles[0:5], tiles[5:10], tiles[10:15]], tiles[15:])
    assert recorder.match.take_leader(1)
    while recorder.match.status == IN_PROGRESS:
        recorder.apply(rng.choice(recorder.match.legal_moves()))
    return json.loads(dumps(recorder.transcript()))


def test_the_judges_take_a_recorded_leader_the_rules_let_be_chosen() -> None:
    chosen = _led_by_seat_one({"profile": "block", "overrides": {"lead.first_hand": "at_random"}})
    assert chosen["hands"][0]["leader"] == 1
    for referee in (Referee(), independent_referee()):
        assert referee.check_document(Document("random", 0, None, chosen))["verdict"] == "valid"
    fixed = _led_by_seat_one({"profile": "block"})  # the same game, read under the highest double's lead
    for referee in (Referee(), independent_referee()):
        verdict = referee.check_document(Document("random", 0, None, fixed))
        assert (verdict["pointer"], verdict["clause"]) == ("/hands/0/leader",
                                                           "lead.first-hand.highest-double-else-heaviest"), verdict


def _rules(profile: str, **values: Any) -> Ruleset:
    return Ruleset.from_dict(merge(profiles()[profile], {key.replace("__", "."): value for key, value in values.items()}))


def test_a_hands_points_that_miss_or_add_a_bonus_are_the_bonus_options() -> None:
    paying = _rules("partnership", score__capicu="bonus_100", score__first_hands="bonus_100_75_50_25")
    assert bonus_clause(paying, -100) == "score.capicu.bonus"  # the first option whose bonus is the amount
    assert bonus_clause(paying, -75) == "score.first-hands.bonus"
    assert bonus_clause(paying, -9) is None  # no bonus's amount: the scoring rule's
    plain = _rules("partnership")
    assert bonus_clause(plain, 25) is None  # a bonus paid where none is due names no rule unless cited
    assert bonus_clause(plain, 25, ["score.chuchazo.none"]) == "score.chuchazo.none"
    assert bonus_clause(plain, 0, ["score.capicu.none"]) == "score.capicu.none"  # right points, about the bonus


def test_muggins_after_ones_own_draw_is_the_windows_and_a_drawn_leaders_lead_is_the_draws() -> None:
    whole_turn = _rules("all-fives", fives__claims="muggins", fives__muggins_window="whole_turn")
    assert muggins_open_clause(whole_turn, "draw") == "score.fives.muggins.whole-turn"
    assert muggins_open_clause(whole_turn, "play") == "score.fives.muggins"
    drawn = _rules("block", lead__first_hand="at_random", lead__forced_tile=False)
    assert lead_listing_clause(drawn, ("first", None)) == "lead.first-hand.at-random"
    assert lead_listing_clause(drawn, ("next", "out")) == "lead.any-tile"  # the winner leads the next hand
    assert lead_listing_clause(drawn) == "lead.any-tile"


def test_the_held_out_muggins_question_is_ruled_legal_under_the_whole_turn_by_its_window(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["ruling", str(Path(__file__).resolve().parents[1] / "sheets" / "muggins-after-drawing.sheet")]) == 0
    out = capsys.readouterr().out
    assert "whole_turn: Yes: South (seat 1) calling muggins is legal (score.fives.muggins.whole-turn" in out
    assert "first_move (the sheet's rules): No: South (seat 1) calling muggins is not legal" in out
