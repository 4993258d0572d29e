"""Rulesets: every profile is valid, and inconsistent rulesets are refused naming the field."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from conftest import PROFILE_NAMES, load_profile, make_ruleset, new_match
from jsonschema import Draft202012Validator

import conformance.engines.schemas as schemas
from conformance.rulebook.data_paths import data_path
from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER
from reference_impl.ruleset import LATER_OPTIONS, OPTIONS, Ruleset, RulesetError, get_path, merge
from reference_impl.tiles import tile_set

SCHEMA = json.loads((data_path("schemas") / "ruleset.schema.json").read_text(encoding="utf-8"))
RULESET_SCHEMA = schemas.schema(schemas.RULESET_SCHEMA)

EXPECTED_PROFILES = {"all-fives", "all-fives-tournament", "block", "block-classic", "block-nine",
                     "block-seven", "draw", "draw-nine", "partnership"}


def test_the_nine_profiles_are_present() -> None:
    assert EXPECTED_PROFILES <= set(PROFILE_NAMES)


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    Draft202012Validator.check_schema(SCHEMA)


@pytest.mark.parametrize("name", PROFILE_NAMES)
def test_every_profile_validates_against_the_schema(name: str) -> None:
    errors = RULESET_SCHEMA.errors(load_profile(name))
    assert not errors, [error.to_dict() for error in errors]


@pytest.mark.parametrize("name", PROFILE_NAMES)
def test_every_profile_loads_and_pins_every_option(name: str) -> None:
    data = load_profile(name)
    ruleset = Ruleset.from_dict(data)
    assert ruleset.name == name
    for option in OPTIONS:
        get_path(data, option.id)  # raises KeyError if the profile leaves an option out


@pytest.mark.parametrize("name", PROFILE_NAMES)
def test_the_canonical_form_round_trips_and_still_validates(name: str) -> None:
    ruleset = Ruleset.from_dict(load_profile(name))
    canonical = ruleset.to_dict()
    assert not RULESET_SCHEMA.errors(canonical)
    assert Ruleset.from_dict(canonical) == ruleset


@pytest.mark.parametrize("name", PROFILE_NAMES)
def test_every_profile_starts_a_match_for_each_player_count(name: str) -> None:
    ruleset = make_ruleset(name)
    for players in ruleset.players:
        match = new_match(name, players)
        assert match.observe()["status"] == "awaiting_deal"
        assert len(match.observe()["sides"]) == (len(ruleset.teams) if ruleset.teams else players)


# -- inconsistent or malformed rulesets ------------------------------------------------

REFUSED: list[tuple[str, dict[str, Any], str, str]] = [
    # (profile, overrides, field named, words in the message)
    ("block", {"deal.hand_size": {"2": 15, "3": 5, "4": 5}}, "deal.hand_size", "only 28 tiles"),
    ("block", {"deal.hand_size": {"2": 7, "3": 5, "4": 8}}, "deal.hand_size", "4 players x 8 tiles = 32"),
    ("block-nine", {"deal.hand_size": 14}, "deal.hand_size", "only 55 tiles"),
    ("block", {"deal.hand_size": {"2": 7, "3": 5}}, "deal.hand_size.4", "missing"),
    ("block", {"deal.hand_size": {"2": 0, "3": 5, "4": 5}}, "deal.hand_size", "at least 1"),
    ("partnership", {"teams": [[0, 2], [1]]}, "teams", "exactly one team"),
    ("partnership", {"teams": [[0, 1, 2], [3]]}, "teams", "same number of players"),
    ("partnership", {"teams": [[0, 2], [1, 3]], "players": [2, 4]}, "teams", "fixes the player count"),
    ("partnership", {"teams": [[0, 2], [1, 3]], "players": [3], "deal.hand_size": 7, "match.target": 100},
     "teams", "each of the 3 seats"),
    ("partnership", {"teams": [[0, 1, 2, 3]]}, "teams", "at least two teams"),
    ("draw", {"draw.reserve": 15}, "draw.reserve", "more than the 14 tiles"),
    ("draw", {"draw.reserve": 14}, "draw.reserve", "more than the 13 tiles"),  # 3 players leave 13
    ("block", {"match.end": "hands", "match.hands": None}, "match.hands", "must be a number"),
    ("block", {"fives.claims": "muggins"}, "fives.claims", "fives.enabled"),
    ("block", {"turn.direction": "left"}, "turn.direction", "'left' is not one of cw, ccw"),
    ("block", {"score.blocked": "lowest_individual"}, "score.blocked", "is not one of"),
    ("block", {"lead.forced_tile": "yes"}, "lead.forced_tile", "true or false"),
    ("block", {"set.max_pip": 13}, "set.max_pip", "at most 12"),
    ("block", {"set.max_pip": 0}, "set.max_pip", "at least 1"),
    ("block", {"set.max_pip": 6.0}, "set.max_pip", "whole number"),
    ("block", {"players": [1, 2]}, "players", "not a player count"),
    ("block", {"players": [2, 2]}, "players", "twice"),
    ("block", {"players": []}, "players", "non-empty list"),
    ("block", {"match.target": "100"}, "match.target", "a number or an object"),
]


@pytest.mark.parametrize(("profile", "overrides", "field", "words"), REFUSED,
                         ids=[f"{case[2]}-{i}" for i, case in enumerate(REFUSED)])
def test_an_inconsistent_ruleset_is_refused_naming_the_field(
    profile: str, overrides: dict[str, Any], field: str, words: str
) -> None:
    with pytest.raises(RulesetError) as caught:
        Ruleset.from_dict(merge(load_profile(profile), overrides))
    assert caught.value.field == field
    assert words in caught.value.message
    assert str(caught.value).startswith(f"ruleset: {field}: ")


@pytest.mark.parametrize("option_id", [option.id for option in OPTIONS if option.id not in LATER_OPTIONS])
def test_a_missing_option_is_named(option_id: str) -> None:
    data = load_profile("block")
    *groups, last = option_id.split(".")
    node = data
    for part in groups:
        node = node[part]
    del node[last]
    with pytest.raises(RulesetError, match="is missing") as caught:
        Ruleset.from_dict(data)
    assert caught.value.field == option_id
    assert RULESET_SCHEMA.errors(data), "the schema should refuse it too"


@pytest.mark.parametrize(("option_id", "bad"), [
    ("turn.direction", "left"), ("draw.mode", "sometimes"), ("lead.first_hand", "youngest"),
    ("score.rounding", "up"), ("match.end", "never"), ("layout.spinner", "all_doubles"),
])
def test_a_wrong_enum_value_is_refused_by_the_schema_and_the_engine_alike(option_id: str, bad: str) -> None:
    data = merge(load_profile("block"), {option_id: bad})
    assert RULESET_SCHEMA.errors(data)
    with pytest.raises(RulesetError) as caught:
        Ruleset.from_dict(data)
    assert caught.value.field == option_id


def test_a_ruleset_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(RulesetError) as caught:
        Ruleset.from_dict(["block"])  # type: ignore[arg-type]
    assert caught.value.field == "(root)"


def test_a_single_number_hand_size_applies_to_every_player_count() -> None:
    ruleset = make_ruleset("block", {"deal.hand_size": 6})
    assert dict(ruleset.hand_size) == {2: 6, 3: 6, 4: 6}


def test_merge_accepts_dotted_ids_and_nested_objects() -> None:
    data = merge(load_profile("draw"), {"draw.reserve": 2, "score": {"rounding": "nearest_five_each"}})
    ruleset = Ruleset.from_dict(data)
    assert ruleset.draw_reserve == 2
    assert ruleset.rounding == "nearest_five_each"
    assert ruleset.blocked_score == "diff_each"  # the rest of the group is kept


# -- sets up to double-twelve -----------------------------------------------------------


@pytest.mark.parametrize(("max_pip", "players", "hand_size"), [(1, 2, 1), (9, 4, 9), (12, 2, 15), (12, 4, 15)])
def test_a_block_game_plays_to_the_end_with_any_set(max_pip: int, players: int, hand_size: int) -> None:
    match = new_match("block", players, {"set.max_pip": max_pip, "deal.hand_size": hand_size, "players": [players]})
    tiles = list(tile_set(max_pip).tiles)
    rng = random.Random(max_pip * 10 + players)
    hands_played = 0
    while hands_played < 5 and match.status != MATCH_OVER:
        rng.shuffle(tiles)
        hands = [[str(t) for t in tiles[i * hand_size:(i + 1) * hand_size]] for i in range(players)]
        if match.deal(hands, [str(t) for t in tiles[players * hand_size:]]) != IN_PROGRESS:
            continue
        while match.status == IN_PROGRESS:
            match.apply(rng.choice(match.legal_moves()))
        hands_played += 1
        state = match.observe()
        on_table = [state["line"]["root"]] + [t for arm in state["line"]["arms"].values() for t in arm]
        in_hands = [t for hand in state["hands"] for t in hand]
        assert len(on_table) + len(in_hands) == players * hand_size
        assert state["result"]["pips"] == [sum(sum(map(int, t.split("-"))) for t in h) for h in state["hands"]]
    assert match.status in (HAND_OVER, MATCH_OVER)


def test_a_double_twelve_lead_goes_to_the_12_12() -> None:
    match = new_match("block", 2, {"set.max_pip": 12, "deal.hand_size": 15})
    tiles = [str(t) for t in tile_set(12).tiles]
    hands = [tiles[1:16], [tiles[-1]] + tiles[16:30]]  # seat 1 holds 12-12
    match.deal(hands, [tiles[0]] + tiles[30:-1])
    assert match.observe()["turn"] == 1
    assert [str(m) for m in match.legal_moves()] == ["12-12"]


def test_a_target_keyed_by_sides_is_read_for_the_number_of_sides() -> None:
    block = load_profile("block")
    partners = merge(block, {"players": [4], "teams": [[0, 2], [1, 3]], "deal.hand_size": 7})
    assert Ruleset.from_dict(partners).target_for(4) == 100  # two partnerships: the target for two
    by_players = merge(partners, {"match.target_by": "players"})
    assert Ruleset.from_dict(by_players).target_for(4) == 61
    missing = merge(partners, {"match.target": {"4": 61}})
    with pytest.raises(RulesetError, match=r"match.target.2: is missing; the ruleset is played with 2 sides"):
        Ruleset.from_dict(missing)


def test_a_named_double_must_be_in_the_set() -> None:
    with pytest.raises(RulesetError, match="lead.named_double: must be at most 6, got 7"):
        Ruleset.from_dict(merge(load_profile("block"), {"lead.named_double": 7}))
    assert Ruleset.from_dict(merge(load_profile("block"), {"lead.named_double": 0})).named_double == 0


def test_every_individual_profile_scores_as_a_team_when_given_partners() -> None:
    for name in PROFILE_NAMES:
        assert load_profile(name)["score"]["out"] == "opponents_only", name


def test_a_ruleset_pinned_before_the_later_options_still_reads_and_plays_as_it_did() -> None:
    """turn.block_recognised and match.level_at_target came after rulesets were first pinned: one that
    leaves them out is valid and plays a block at once and level leaders on, as every ruleset did then."""
    pinned = make_ruleset("all-fives").to_dict()
    older = json.loads(json.dumps(pinned))
    for option_id in LATER_OPTIONS:
        section, _, key = option_id.partition(".")
        del older[section][key]
    assert not RULESET_SCHEMA.errors(older)
    read = Ruleset.from_dict(older)
    assert read.to_dict() == pinned
    assert (read.block_recognised, read.level_at_target) == ("at_once", "play_on")
    without_others = json.loads(json.dumps(older))
    del without_others["turn"]["must_play"]
    with pytest.raises(RulesetError, match="turn.must_play"):
        Ruleset.from_dict(without_others)
