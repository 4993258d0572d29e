"""The step library: every phrase a scenario may use, bound with pytest-bdd.

The phrases are documented with examples in features/STEPS.md; a phrase
not bound here is a lint error, never an engine failure. Steps speak the
domain (rules, deals, moves, results); the protocol calls and every
comparison stay in ``conformance.suite.scenario_game`` and ``conformance.engines.compare``.
"""

from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers, then, when

from reference_impl.moves import (
    INFINITIVE,
    PASS,
    PHRASE_PATTERNS,
    PLAY,
    SAID,
    Move,
    describe_key,
    describe_move,
    move_set,
    parse_move_list,
    parse_phrase,
    play_as_written,
)
from reference_impl.ruleset import OPTION_BY_ID, Ruleset, RulesetError, merge
from reference_impl.status import HandEnd, Reason, Status
from reference_impl.tiles import TileError

from conformance.engines.client import OBSERVE_REQUEST, apply_request
from conformance.engines.compare import canonical_tile, canonical_tiles
from conformance.judging.clause_table import (
    FACTS, HAND_ENDS, lead_listing_clause, listing_clause, points_clause, refusal_clause,
)
from conformance.judging.expected_state import claim_difference
from . import step_clauses
from .scenario_game import Game, NotApplicable, ScenarioFailure
from .step_clauses import judges
from conformance.rulebook.declared_games import unsupported_options
from conformance.rulebook.index import SuiteError, profile
from .scenario_text import OPTION_PHRASE, RULES_PHRASE, parse_deal_table, parse_option_value, parse_overrides

# -- helpers -------------------------------------------------------------------------


def _numbers(text: str) -> list[int]:
    """``"16, 7 and 19"`` -> ``[16, 7, 19]`` (pips, scores, seats)."""
    return [int(part) for part in text.replace(" and ", ",").split(",") if part.strip()]


def _read_deal(game: Game, datatable: list[list[str]]) -> None:
    game.deal(*parse_deal_table(datatable))


def _move_in(game: Game, phrase: str, form: str) -> Move:
    """The move a step writes; 'on the 6 end' is named by the open ends the engine reports."""
    move, end_value = parse_phrase(phrase, form)
    if end_value is None:
        return move
    ends = game.state().get("ends", [])
    matching = [end["end"] for end in ends if int(end["value"]) == end_value]
    if not matching:
        raise ScenarioFailure(f"no open end shows {end_value}; the open ends are {_ends_text(ends)}", FACTS["ends"],
                              expected=f"an open end showing {end_value}", actual=_ends_text(ends))
    return move._replace(end=matching[0])


def _ends_text(ends: list[dict[str, Any]]) -> str:
    return ", ".join(f"{end['end']} {end['value']}" for end in ends) or "none"


def _moves_text(keys: set[tuple[Any, ...]]) -> str:
    return ", ".join(sorted(describe_key(key) for key in keys)) or "none"


def _legal_keys(game: Game) -> tuple[set[tuple[Any, ...]], dict[str, Any]]:
    state = game.state()
    game.listed = game.legal_moves()
    return move_set(game.listed, state.get("ends", [])), state


def _plain(keys: set[tuple[Any, ...]]) -> set[tuple[Any, ...]]:
    """Move identities without their claims (a claim on the lead does not make another tile legal)."""
    return {key[:3] + (None,) for key in keys}


def _judge_listing(game: Game, topic: str, state: dict[str, Any], listed: set[tuple[Any, ...]],
                   expected: set[tuple[Any, ...]], message: str, plain: bool = False) -> None:
    """Judge that the engine lists ``expected`` (the ``listed`` identities, ``_plain`` ones when ``plain``). A legal
    move left out is charged to the rule that makes it legal; a list that only adds moves to the rule that
    makes the first of them illegal, as differential play charges it (``step_clauses.listing``): one wrong
    pass is one fault, wherever a scenario meets it."""
    if listed == expected:
        game.judge(topic, _listing_kept(game, topic, expected), True, message)
        return
    _to_the_story_seat(game, state)
    ends = state.get("ends", [])
    claimed = None if plain else claim_difference(expected, listed)
    if claimed is not None:  # the same plays claiming other points: the engine counts the line they leave otherwise
        _, tile, end, _ = claimed.play
        clause = points_clause(game.rules, PLAY) if claimed.none_listed else \
            game.count_clause_after({"type": PLAY, "tile": tile, "end": end.split("|")[0]}, claimed.engine_claim)
        if clause is not None:
            game.judge(topic, clause, False, message, _moves_text(expected), _moves_text(listed))
            return
    keys_of = (lambda move: _plain(move_set([move], ends))) if plain else (lambda move: move_set([move], ends))
    added = [move for move in game.listed if keys_of(move) & (listed - expected)]
    missing = [key[0] for key in sorted(expected - listed, key=repr)]
    clause = step_clauses.listing(game, missing, added, lead=topic == "lead")
    # A leader who may lead the tile the lead rule chose, and others beside it, keeps the rules that chose it
    # (a tie break, a double order, a later hand led as the first): what is broken is the tile's being forced.
    finer = topic != "lead" or bool(missing)
    game.judge(topic, clause, False, message, _moves_text(expected), _moves_text(listed), finer=finer)


def _to_the_story_seat(game: Game, state: dict[str, Any]) -> None:
    """Before a wrong list is charged to a rule of legal moves: where the engine has another seat to act than
    the story has reached (the reference engine's, played through it), the list is that other seat's, and the
    fault is whose turn it is (``_to_act``)."""
    reference = game.reference_state()
    if reference is not None and reference.get("turn") is not None and reference.get("turn") != state.get("turn"):
        _to_act(game, int(reference["turn"]))


def _listing_kept(game: Game, topic: str, expected: set[tuple[Any, ...]]) -> str:
    """The rule a right list of legal moves keeps: what may be led, or what makes its first move legal."""
    if topic == "lead":
        return lead_listing_clause(game.rules, game.lead_situation)
    kinds = sorted(key[0] for key in expected)
    return listing_clause(game.rules, kinds[0]) if kinds else FACTS["pass_listed"]


def _to_act(game: Game, seat: int) -> dict[str, Any]:
    """The engine's state, once it has ``seat`` to act. Another seat to act breaks the rule that says whose
    turn it is (``step_clauses.turn``, as the referee charges it): before the hand's first move the rule that
    chose its leader, after a play or a pass the direction of play, after a draw the draw rule; a hand the
    engine has ended, the rule that ends it so."""
    state = game.state()
    topic, clause = step_clauses.turn(game, state, seat)
    kept = state.get("turn") == seat
    seen = f"seat {state.get('turn')} (status {state.get('status')})"
    message = f"expected seat {seat} to act, but the engine says {seen}"
    if not kept and game.leader_by_choice(state.get("turn")):  # a leader the engine may choose: followed
        raise game.out_of_turn(message, seat, state.get("turn"))
    # A leader no value of the lead's finer options gives is the lead rule's fault, whatever finer rule is cited.
    finer = kept or topic != "lead_turn" or step_clauses.lead_by_finer_rule(game, state.get("turn"))
    game.judge(topic, clause, kept, message, f"seat {seat} to act", seen, finer=finer)
    return state


# -- Given: the rules and the deal -----------------------------------------------------


@given(parsers.re(RULES_PHRASE))
def given_rules(game: Game, name: str, players: str, overrides: str | None) -> None:
    """Given the "block" rules for 3 players [with score.blocked = sum_minus_own]."""
    game.set_rules(name, int(players), parse_overrides(overrides))


@given(parsers.re(OPTION_PHRASE))
def given_option(game: Game, option: str, value: str) -> None:
    """Given the option draw.reserve is 2."""
    game.override(option, parse_option_value(value))


@given("the deal:")
def given_deal(game: Game, datatable: list[list[str]]) -> None:
    """Given the deal: a table of seat | tiles rows, optionally boneyard and lots rows."""
    _read_deal(game, datatable)


@when("the next hand is dealt:")
def when_next_deal(game: Game, datatable: list[list[str]]) -> None:
    """When the next hand is dealt: (the same table as the deal)."""
    _read_deal(game, datatable)


# -- When: moves ---------------------------------------------------------------------------

@when(parsers.re(r"seat (?P<seat>\d+) (?P<move>" + PHRASE_PATTERNS[SAID] + ")"))
def when_move(game: Game, seat: str, move: str) -> None:
    """When seat 1 plays 6-4 on the right / on the 6 end / passes / draws / calls muggins."""
    game.play(int(seat), _move_in(game, move, SAID).to_dict())


@when(parsers.re(r"seat (?P<seat>\d+) tries to (?P<move>" + PHRASE_PATTERNS[INFINITIVE] + ")"))
def when_attempt(game: Game, seat: str, move: str) -> None:
    """When seat 1 tries to pass / tries to play 6-4 on the left: the move may be refused."""
    game.attempt(int(seat), _move_in(game, move, INFINITIVE).to_dict())


@when("these moves are played:")
def when_moves_table(game: Game, datatable: list[list[str]]) -> None:
    """When these moves are played: a table of seat | move rows, in order."""
    rows = datatable[1:] if datatable and datatable[0][0].strip().lower() == "seat" else datatable
    moves = [(int(seat_text), Move.parse(move_text).to_dict()) for seat_text, move_text in rows]
    if game.draws_several():  # how many of the story's draws one draw takes shows only in its reply
        for seat, move in moves:
            game.play(seat, move)
        return
    # Sent at once, judged in order as if each had been sent alone (see ``when_moves_inline``).
    answers = game.call_many([apply_request(seat, move) for seat, move in moves])
    for seat, move in moves:
        game.played(seat, move, answers.next())


@when(parsers.re(r'the moves "(?P<moves>[^"]*)" are played from seat (?P<seat>\d+)'))
def when_moves_inline(game: Game, moves: str, seat: str) -> None:
    """When the moves "6-4 on the right, pass, 4-1 on the right" are played from seat 1 (in turn order).

    Each move must be the turn of the seat the rules give it: after a play or
    a pass the next seat in the direction of play, after a draw or a muggins
    call the same seat again.
    """
    assert game.ruleset is not None and game.players is not None
    step = 1 if game.rules.direction == "cw" else -1
    mover = int(seat)
    planned = []
    for move in parse_move_list(moves):
        planned.append((mover, move))
        if move.kind in (PLAY, PASS):
            mover = (mover + step) % game.players
    if game.draws_several():  # how many of the story's draws one draw takes shows only in its reply
        for mover, move in planned:
            game.play_in_turn(mover, move.to_dict())
        return
    # Whose turn it is before each move, and the move: asked at once (one round trip to an engine that
    # declares pipelining, not two a move) and judged in order, exactly as if each had been asked alone.
    # What was asked after the first failure is read and not judged: the scenario fails there.
    answers = game.call_many([request for mover, move in planned
                              for request in (OBSERVE_REQUEST, apply_request(mover, move.to_dict()))])
    for mover, move in planned:
        # A set-up move out of turn breaks the rule that says whose turn it is (or the hand's end), whatever
        # the scenario checks: before the lead the rule that chose the leader, after a play the direction.
        game.expect_to_act(mover, answers.state().get("turn"), str(move))
        game.played(mover, move.to_dict(), answers.next())


# -- Then: whose turn, legal moves ----------------------------------------------------------


@then(parsers.re(r"seat (?P<seat>\d+) is to (?:play|lead|act)"))
@judges("lead_turn", "play_turn", "draw_turn", "hand_end")
def then_to_act(game: Game, seat: str) -> None:
    """Then seat 1 is to play."""
    _to_act(game, int(seat))


@then(parsers.re(r"seat (?P<seat>\d+) must lead (?P<tile>\d+-\d+)"))
@judges("lead_turn", "hand_end", "lead")
def then_must_lead(game: Game, seat: str, tile: str) -> None:
    """Then seat 0 must lead 6-6: the only legal move is leading that tile."""
    _to_act(game, int(seat))
    keys, state = _legal_keys(game)
    expected = {Move.play(tile).key()}
    _judge_listing(game, "lead", state, _plain(keys), expected,
                   f"seat {seat} should have to lead {canonical_tile(tile)}; the engine allows {_moves_text(keys)}",
                   plain=True)


@then(parsers.re(r"seat (?P<seat>\d+) may lead any tile"))
@judges("lead_turn", "hand_end", "lead")
def then_free_lead(game: Game, seat: str) -> None:
    """Then seat 0 may lead any tile: every tile in hand is a legal lead."""
    state = _to_act(game, int(seat))
    keys, _ = _legal_keys(game)
    hand = state["hands"][int(seat)]
    expected = {Move.play(tile).key() for tile in hand}
    _judge_listing(game, "lead", state, _plain(keys), expected,
                   f"seat {seat} should be free to lead any of {', '.join(canonical_tiles(hand))}; "
                   f"the engine allows {_moves_text(keys)}", plain=True)


@then(parsers.re(r'the legal moves are "(?P<moves>[^"]*)"'))
@judges("legal_moves")
def then_legal_moves(game: Game, moves: str) -> None:
    """Then the legal moves are "6-4 on the left, 6-4 on the right, pass"."""
    keys, state = _legal_keys(game)
    expected = {move.key(state.get("ends", [])) for move in parse_move_list(moves)}
    _judge_listing(game, "legal_moves", state, keys, expected,
                   f"legal moves: expected {_moves_text(expected)}; the engine lists {_moves_text(keys)}"
                   + _difference(expected, keys))


def _difference(expected: set[tuple[Any, ...]], actual: set[tuple[Any, ...]]) -> str:
    parts = []
    if expected - actual:
        parts.append(f"missing {_moves_text(expected - actual)}")
    if actual - expected:
        parts.append(f"not allowed {_moves_text(actual - expected)}")
    return " (" + "; ".join(parts) + ")" if parts else ""


@then(parsers.re(r"seat (?P<seat>\d+) (?P<modal>may|may not) (?P<move>" + PHRASE_PATTERNS[INFINITIVE] + ")"))
@judges("lead_turn", "play_turn", "draw_turn", "hand_end", "line", "legal_moves")
def then_may(game: Game, seat: str, modal: str, move: str) -> None:
    """Then seat 1 may play 6-4 on the left / may not pass / may draw."""
    _to_act(game, int(seat))
    wanted = _move_in(game, move, INFINITIVE)
    keys, state = _legal_keys(game)
    wanted_key = wanted.key(state.get("ends", []))
    if modal == "may":
        listed, expected = keys & {wanted_key}, {wanted_key}
        unclaimed = wanted_key[:3] + (None,) if wanted_key[0] == PLAY else None
        if not listed and unclaimed in keys:  # the play listed claiming other points: judged as the claims it lists
            listed = {key for key in keys if key[:3] == wanted_key[:3]}
            expected = {wanted_key, unclaimed}
        _judge_listing(game, "legal_moves", state, listed, expected,
                       f"seat {seat} should be allowed to {wanted}; the engine allows {_moves_text(keys)}")
    else:
        _judge_listing(game, "legal_moves", state, keys & {wanted_key}, set(),
                       f"seat {seat} must not be allowed to {wanted}, but the engine lists it")


# -- Then: refusals -------------------------------------------------------------------------


@then(parsers.re(r'the move is refused as "(?P<reason>[a-z_]+)"'))
@judges("refusal")
def then_refused(game: Game, reason: str) -> None:
    """Then the move is refused as "must_play"."""
    attempt = game.last_attempt
    if attempt is None:
        raise SuiteError("'the move is refused' follows a 'tries to' step")
    reply = attempt["reply"]
    what = _attempted(attempt)
    clause = refusal_clause(reason)
    # A move taken after a hand the engine itself showed over breaks the refusal, not the rule that ended it.
    over = reason == Reason.HAND_OVER and (game.state_before_attempt or {}).get("status") not in (None, Status.IN_PROGRESS)
    game.judge("refusal", clause, reply.get("accepted") is False,
               f"{what} should be refused as {reason}, but the engine accepted it", f"refused as {reason}", "accepted",
               finer=not over)
    game.judge("refusal", clause, reply.get("reason") == reason,
               f"{what} should be refused as {reason}; the engine refused it as {reply.get('reason')!r} "
               f"({reply.get('message', '')})", f"refused as {reason}", f"refused as {reply.get('reason')!r}")


@then("the move is accepted")
@judges("legal_moves")
def then_accepted(game: Game) -> None:
    """Then the move is accepted."""
    attempt = game.last_attempt
    if attempt is None:
        raise SuiteError("'the move is accepted' follows a 'tries to' step")
    reply = attempt["reply"]
    accepted = reply.get("accepted") is True
    clause = (listing_clause(game.rules, step_clauses.attempted_kind(attempt["move"])) if accepted else
              game.refused_move_clause(str(reply.get("reason")), attempt["move"])
              or listing_clause(game.rules, step_clauses.attempted_kind(attempt["move"])))
    game.judge("legal_moves", clause, accepted,
               f"{_attempted(attempt)} should be accepted; the engine refused it ({reply.get('reason')})",
               "accepted", f"refused as {reply.get('reason')!r}")


def _attempted(attempt: dict[str, Any]) -> str:
    """The move tried, said of its seat: in the move lists' words, or as written when it cannot be read."""
    return f"seat {attempt['seat']} {attempt.get('written') or describe_move(attempt['move'])}"


@then("nothing has changed")
@judges("unchanged")
def then_unchanged(game: Game) -> None:
    """Then nothing has changed: the state equals the state before the refused move."""
    before = game.state_before_attempt
    if before is None:
        raise SuiteError("'nothing has changed' follows a 'tries to' step")
    after = game.state()
    changed = sorted(key for key in set(before) | set(after) if before.get(key) != after.get(key))
    game.judge("unchanged", FACTS["refusal_unchanged"], not changed,
               f"a refused move changed the state: {', '.join(changed)}", "nothing changed",
               f"changed: {', '.join(changed)}")


# -- Then: the table -----------------------------------------------------------------------


@then(parsers.re(r"the open ends show (?P<values>[\d, and]+)"))
@judges("line")
def then_ends_show(game: Game, values: str) -> None:
    """Then the open ends show 6 and 4 (in any order)."""
    ends = game.state().get("ends", [])
    actual = sorted(int(end["value"]) for end in ends)
    game.judge("line", FACTS["ends"], actual == sorted(_numbers(values)),
               f"open ends: expected {values}; the engine shows {_ends_text(ends)}", values, _ends_text(ends))


@then(parsers.re(r"the (?P<end>left|right|up|down) end shows (?P<value>\d+)"))
@judges("line")
def then_end_shows(game: Game, end: str, value: str) -> None:
    """Then the right end shows 4."""
    ends = {e["end"]: e for e in game.state().get("ends", [])}
    shown = _ends_text(list(ends.values()))
    game.judge("line", FACTS["open_arms"], end in ends,
               f"the {end} end should be open; the open ends are {shown}", f"the {end} end open", shown)
    game.judge("line", FACTS["ends"], int(ends[end]["value"]) == int(value),
               f"the {end} end should show {value}; it shows {ends[end]['value']}", value, ends[end]["value"])


@then(parsers.re(r"the (?P<end>up|down) end is not open"))
@judges("line")
def then_end_closed(game: Game, end: str) -> None:
    """Then the up end is not open (the spinner's ends are closed)."""
    ends = game.state().get("ends", [])
    game.judge("line", FACTS["open_arms"], all(e["end"] != end for e in ends),
               f"the {end} end should not be open yet; open: {_ends_text(ends)}", f"the {end} end closed",
               _ends_text(ends))


@then(parsers.re(r"the spinner is (?P<tile>\d+-\d+|none)"))
@judges("line")
def then_spinner(game: Game, tile: str) -> None:
    """Then the spinner is 5-5 / Then the spinner is none."""
    actual = game.state().get("line", {}).get("spinner")
    expected = None if tile == "none" else canonical_tile(tile)
    game.judge("line", FACTS["spinner"], actual == expected,
               f"spinner: expected {expected or 'none'}; the engine says {actual or 'none'}", expected or "none",
               actual or "none")


@then(parsers.re(r"the count is (?P<count>\d+)"))
@judges("count")
def then_count(game: Game, count: str) -> None:
    """Then the count is 13 (the open ends added up, doubles counted twice)."""
    state = game.state()
    actual = state.get("count")
    game.judge("count", step_clauses.count(game, state, actual), actual == int(count),
               f"the count of the open ends should be {count}; the engine says {actual}", count, actual)


@then(parsers.re(r"seat (?P<seat>\d+) holds (?P<count>\d+) tiles?"))
@judges("hands")
def then_hand_size(game: Game, seat: str, count: str) -> None:
    """Then seat 1 holds 6 tiles."""
    sizes = game.state().get("hand_sizes", [])
    actual = sizes[int(seat)] if int(seat) < len(sizes) else None
    game.judge("hands", step_clauses.held(game), actual == int(count),
               f"seat {seat} should hold {count} tiles; the engine says {actual}", count, actual)


@then(parsers.re(r'seat (?P<seat>\d+) holds "(?P<tiles>[^"]*)"'))
@judges("hands")
def then_hand(game: Game, seat: str, tiles: str) -> None:
    """Then seat 1 holds "2-3 4-4" (the engine lists a hand in canonical order)."""
    hands = game.state().get("hands", [])
    actual = [canonical_tile(tile) for tile in hands[int(seat)]] if int(seat) < len(hands) else None
    expected = canonical_tiles(tiles.split())
    game.judge("hands", step_clauses.held(game), actual == expected,
               f"seat {seat} should hold {' '.join(expected)}, in this order; the engine says {actual}",
               " ".join(expected), actual)


@then(parsers.re(r"the boneyard holds (?P<count>\d+) tiles?"))
@judges("hands")
def then_boneyard(game: Game, count: str) -> None:
    """Then the boneyard holds 2 tiles."""
    actual = game.state().get("boneyard_size")
    game.judge("hands", FACTS["boneyard_size"] if game.drew_this_hand else FACTS["deal_boneyard"],
               actual == int(count), f"the boneyard should hold {count} tiles; the engine says {actual}", count, actual)


def _tiles_in(value: Any) -> set[str]:
    """Every tile written anywhere in an observation (hands, line, results), canonical."""
    if isinstance(value, dict):
        return set().union(*map(_tiles_in, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(_tiles_in, value)) if value else set()
    if isinstance(value, str):
        try:
            return {canonical_tile(value)}
        except TileError:
            return set()
    return set()


@then(parsers.re(r"seat (?P<seat>\d+)'s view shows its own hand and no hidden tile"))
@judges("view")
def then_view_concealed(game: Game, seat: str) -> None:
    """Then seat 1's view shows its own hand and no hidden tile (observe for one seat)."""
    view, whole = game.state(int(seat)), game.state()
    own, hands = whole["hands"][int(seat)], view.get("hands") or []

    def judge(kept: bool, message: str) -> None:
        game.judge("view", FACTS["concealed"], kept, message)

    judge(view.get("view") == int(seat), f"seat {seat}'s view should say whose it is; it says {view.get('view')!r}")
    seen = hands[int(seat)] if int(seat) < len(hands) else None
    judge(canonical_tiles(seen or []) == canonical_tiles(own),
          f"seat {seat}'s view should show its hand {' '.join(own)}; it shows {seen}")
    shown = [other for other, hand in enumerate(hands) if other != int(seat) and hand is not None]
    judge(not shown, f"seat {seat}'s view should hide every other hand; it shows seat(s) {shown}")
    public = {canonical_tile(tile) for tile in own} | _tiles_in(whole.get("line"))
    hidden = sorted(_tiles_in(view) - public)
    judge(not hidden, f"seat {seat}'s view shows tiles it may not see: {' '.join(hidden)}")


@then(parsers.re(r"seat (?P<seat>\d+)'s view shows hand sizes (?P<sizes>[\d, and]+) and a boneyard of "
                 r"(?P<boneyard>\d+) tiles?"))
@judges("view")
def then_view_sizes(game: Game, seat: str, sizes: str, boneyard: str) -> None:
    """Then seat 1's view shows hand sizes 4, 5 and 5 and a boneyard of 13 tiles."""
    view = game.state(int(seat))
    game.judge("view", FACTS["concealed"], view.get("hand_sizes") == _numbers(sizes),
               f"seat {seat}'s view should show hand sizes {sizes}; it shows {view.get('hand_sizes')}", sizes,
               view.get("hand_sizes"))
    game.judge("view", FACTS["concealed"], view.get("boneyard_size") == int(boneyard),
               f"seat {seat}'s view should show a boneyard of {boneyard}; it shows {view.get('boneyard_size')}",
               boneyard, view.get("boneyard_size"))


# -- Then: hands, scores, matches -------------------------------------------------------------


def _result(game: Game) -> tuple[dict[str, Any], dict[str, Any]]:
    """The engine's result of the hand and its state; a hand not over fails on the rule that ends it here."""
    state = game.state()
    result = state.get("result")
    game.judge("hand_end", step_clauses.due_end(game), isinstance(result, dict),
               f"the hand should be over with a result; the engine's status is {state.get('status')} with no result",
               "the hand over", f"status {state.get('status')}")
    return result, state  # type: ignore[return-value]


def _judge_end(game: Game, state: dict[str, Any], result: dict[str, Any], end: str, winner: Any, message: str) -> None:
    """Judge that the hand ended as ``end`` (``out`` or ``blocked``) and was won by ``winner`` (None: nobody),
    each on its own rule: the end's, then the winner's."""
    actual = f"{_result_text(result)}"
    game.judge("hand_end", step_clauses.end_as(game, end, result.get("end")), result.get("end") == end, message,
               end, actual)
    # Who wins a hand gone out is going out's own rule: a finer one the scenario cites (going out on the
    # blocking tile) says how the hand ended, judged above.
    game.judge("winner", step_clauses.winner(game, end, winner is None), result.get("winner") == winner, message,
               f"{end}, won by " + ("nobody" if winner is None else f"seat {winner}"), actual,
               finer=end != HandEnd.OUT)


@then(parsers.re(r"seat (?P<seat>\d+) goes out and wins the hand"))
@judges("hand_end", "winner")
def then_went_out(game: Game, seat: str) -> None:
    """Then seat 1 goes out and wins the hand."""
    result, state = _result(game)
    _judge_end(game, state, result, HandEnd.OUT, int(seat),
               f"seat {seat} should have gone out and won; the engine's result is {_result_text(result)}")


@then(parsers.re(r"the hand is blocked and won by seat (?P<seat>\d+)"))
@judges("hand_end", "winner")
def then_blocked_won(game: Game, seat: str) -> None:
    """Then the hand is blocked and won by seat 1."""
    result, state = _result(game)
    _judge_end(game, state, result, HandEnd.BLOCKED, int(seat),
               f"the hand should be blocked and won by seat {seat}; the engine's result is {_result_text(result)}")


@then("the hand is blocked with no winner")
@judges("hand_end", "winner")
def then_blocked_tie(game: Game) -> None:
    """Then the hand is blocked with no winner (the lightest hands are equal, and the result says tie: true)."""
    result, state = _result(game)
    message = (f"the hand should be blocked with no winner, a tie (tie: true); the engine's result is "
               f"{_result_text(result)}, tie: {json.dumps(result['tie']) if 'tie' in result else 'not reported'}")
    _judge_end(game, state, result, HandEnd.BLOCKED, None, message)
    game.judge("winner", step_clauses.winner(game, HandEnd.BLOCKED, True), result.get("tie") is True, message,
               "tie: true", f"tie: {json.dumps(result['tie']) if 'tie' in result else 'not reported'}")


@then(parsers.re(r"the hand is won by the team of seats? (?P<seats>[\d, and]+)"))
@judges("hand_end", "winner")
def then_team_won(game: Game, seats: str) -> None:
    """Then the hand is won by the team of seats 0 and 2."""
    result, state = _result(game)
    side = result.get("side")
    sides = state.get("sides", [])
    actual = sides[side] if isinstance(side, int) and side < len(sides) else None
    game.judge("winner", step_clauses.winner(game, result.get("end"), False),
               actual is not None and sorted(actual) == sorted(_numbers(seats)),
               f"the team of seats {seats} should win the hand; the engine's result is {_result_text(result)}",
               f"the team of seats {seats}", _result_text(result))


@then(parsers.re(r"the hand scores (?P<points>\d+) points?"))
@judges("hand_end", "points")
def then_hand_points(game: Game, points: str) -> None:
    """Then the hand scores 21 points (for its winner, at the end of the hand)."""
    result, state = _result(game)
    game.judge("points", step_clauses.end_points(game, result, state), result.get("points") == int(points),
               f"the hand should score {points}; the engine scores {result.get('points')} ({_result_text(result)})",
               points, result.get("points"))


@then(parsers.re(r"the pips left are (?P<pips>[\d, and]+)"))
@judges("hand_end", "pips")
def then_pips(game: Game, pips: str) -> None:
    """Then the pips left are 16, 7 and 19 (seat by seat)."""
    result, _ = _result(game)
    game.judge("pips", FACTS["pips"], result.get("pips") == _numbers(pips),
               f"pips left should be {pips}; the engine counts {result.get('pips')}", pips, result.get("pips"))


def _judge_scores(game: Game, state: dict[str, Any], kept: bool, message: str, expected: Any, actual: Any) -> None:
    """Judge the scores by the rule of what scored last (``step_clauses.scores``); where they are wrong because
    of an earlier point of the story, ``Game.judge`` names that point's rule."""
    game.judge("points", step_clauses.scores(game, state), kept, message, expected, actual)


@then(parsers.re(r"the scores are (?P<scores>[\d, and]+)"))
@judges("points")
def then_scores(game: Game, scores: str) -> None:
    """Then the scores are 23, 21 and 16 (side by side: seats, or teams in order)."""
    state = game.state()
    actual = state.get("scores")
    _judge_scores(game, state, actual == _numbers(scores), f"the scores should be {scores}; the engine has {actual}",
                  scores, actual)


@then(parsers.re(r"the score of seat (?P<seat>\d+) is (?P<points>\d+)"))
@judges("points")
def then_seat_score(game: Game, seat: str, points: str) -> None:
    """Then the score of seat 2 is 18 (its team's score in partnership play)."""
    state = game.state()
    sides = state.get("sides", [])
    side = next((i for i, members in enumerate(sides) if int(seat) in members), None)
    scores = state.get("scores", [])
    actual = scores[side] if side is not None and side < len(scores) else None
    _judge_scores(game, state, actual == int(points), f"seat {seat}'s score should be {points}; the engine has {actual}",
                  points, actual)


@then(parsers.re(r"a redeal is needed"))
@judges("hand_end")
def then_redeal(game: Game) -> None:
    """Then a redeal is needed (the hand is void and dealt again)."""
    state = game.state()
    status = state.get("status")
    game.judge("hand_end", step_clauses.redeal(game), status == Status.REDEAL_NEEDED,
               f"a redeal should be needed; the engine's status is {status}", Status.REDEAL_NEEDED, status)


@then(parsers.re(r"the hand is (?P<negated>not )?over"))
@judges("hand_end")
def then_hand_over(game: Game, negated: str | None) -> None:
    """Then the hand is over / Then the hand is not over."""
    state = game.state()
    status = state.get("status")
    over = status in (Status.HAND_OVER, Status.MATCH_OVER)
    # A hand ended too early is judged by the rule the engine ended it under; one not ended, by the rule that ends it.
    clause = step_clauses.ended(game, state) if over else step_clauses.due_end(game)
    game.judge("hand_end", clause, over != bool(negated),
               f"the hand should {'not ' if negated else ''}be over; the engine's status is {status}",
               "the hand " + ("not over" if negated else "over"), f"status {status}")


@then(parsers.re(r"the match is over, won by seats? (?P<seats>[\d, and]+)"))
@judges("match")
def then_match_won(game: Game, seats: str) -> None:
    """Then the match is over, won by seat 0 (or by seats 0 and 2, a team; or two qualifiers)."""
    state = game.state()
    match_result = state.get("match_result")
    over = state.get("status") == Status.MATCH_OVER and isinstance(match_result, dict)
    scored = None if over else step_clauses.scored_otherwise(game, state)  # the match unended by a hand's points
    game.judge("story" if scored else "match", scored or step_clauses.match_over(game, state), over,
               f"the match should be over; the engine's status is {state.get('status')}", Status.MATCH_OVER,
               state.get("status"))
    sides = state.get("sides", [])
    winners = sorted(seat for side in match_result.get("winners", []) for seat in sides[side])  # type: ignore[union-attr]
    game.judge("match", step_clauses.match_winners(game, list(match_result.get("winners", []))),  # type: ignore[union-attr]
               winners == sorted(_numbers(seats)),
               f"the match should be won by seats {seats}; the engine names seats {winners}", f"seats {seats}",
               f"seats {winners}")


@then("the match is not over")
@judges("match")
def then_match_not_over(game: Game) -> None:
    """Then the match is not over."""
    state = game.state()
    status = state.get("status")
    game.judge("match", step_clauses.match_over(game, state), status != Status.MATCH_OVER,
               "the match should go on, but the engine says it is over", "the match going on", status)


@then(parsers.re(r"(?P<points>\d+) points? (?:is|are) waiting for muggins"))
@judges("muggins")
def then_muggins_pending(game: Game, points: str) -> None:
    """Then 10 points are waiting for muggins (an unclaimed score the next player may take)."""
    actual = game.state().get("muggins_pending")
    game.judge("muggins", step_clauses.muggins(game, int(points), actual), actual == int(points),
               f"{points} unclaimed points should wait for muggins; the engine has {actual}", points, actual)


def _result_text(result: dict[str, Any]) -> str:
    winner = result.get("winner")
    who = "nobody" if winner is None else f"seat {winner}"
    return f"{result.get('end')}, won by {who}, {result.get('points')} points, pips {result.get('pips')}"


# -- Steps for the equipment, deal and lead, turns, draw and moves chapters --------------------
#
# Rulesets and deals the engine must refuse, tiles sent exactly as a scenario writes them
# (either order, for equipment.tile.notation), moves that cannot be read (malformed_move),
# and the check that an engine writes every tile canonically.

def _offer(game: Game, what: str, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
    """Send a request the engine may refuse, and remember its answer for the Then steps.

    A ``deliberate`` request breaks the protocol's schema on purpose (a ruleset no engine
    may accept): protocol validation does not charge it to the engine.
    """
    reply = game.call(request, deliberate=deliberate)
    game.offered = {"what": what, "reply": reply, "request": request}
    if request.get("cmd") == "deal" and reply.get("ok") is True:
        game.dealt(request)
    return reply


def _offered(game: Game, kind: str) -> dict[str, Any]:
    offered = game.offered
    if offered is None or not offered["what"].startswith(kind):
        raise SuiteError(f"'the {kind} is refused/accepted' follows a step that offers {kind}")
    return offered


@when(parsers.re("a match is started under " + RULES_PHRASE))
def when_offer_rules(game: Game, name: str, players: str, overrides: str | None) -> None:
    """When a match is started under the "block" rules for 3 players [with set.max_pip = 13]: the engine may refuse.

    A ruleset the rulebook allows, for a player count it lists, is only sent to an engine
    that declared its option values (otherwise the scenario is not applicable); anything
    else is sent as written, to be refused.
    """
    count = int(players)
    options = parse_overrides(overrides)
    ruleset: dict[str, Any] = merge(profile(name), options)
    try:
        checked: Ruleset | None = Ruleset.from_dict(ruleset)
    except RulesetError:
        checked = None
    deliberate = checked is None or count not in checked.players
    if not deliberate:
        ruleset = game.play_ruleset or checked.to_dict()  # type: ignore[union-attr]
        missing = [] if game.play_ruleset else unsupported_options(ruleset, count, game.engine.capabilities)
        if missing:
            raise NotApplicable("the engine does not declare " + "; ".join(missing))
    elif not game.engine.capabilities.get("games"):
        # An engine that predates an option plays it at its default and cannot be asked to refuse it
        # (an engine declaring a game knows every option its profile pins).
        declared = game.engine.capabilities.get("options") or {}
        unknown = [option for option in options if option in OPTION_BY_ID
                   and OPTION_BY_ID[option].has_default and option not in declared]
        if unknown:
            raise NotApplicable("the engine does not declare " + ", ".join(unknown))
    reply = _offer(game, f"rules: the {name!r} rules for {count} players"
                         + (f" with {overrides}" if overrides else ""),
                   {"cmd": "start", "ruleset": ruleset, "players": count}, deliberate=deliberate)
    if reply.get("ok") is True and checked is not None:
        game.profile_name, game.players, game.overrides = name, count, options
        game.ruleset, game.started = ruleset, True


@then(parsers.re(r"the (?P<kind>rules|deal) (?:is|are) (?P<verdict>refused|accepted)"))
@judges("offer")
def then_offer_verdict(game: Game, kind: str, verdict: str) -> None:
    """Then the rules are refused / the deal is refused / the rules are accepted / the deal is accepted."""
    offered = _offered(game, kind)
    reply = offered["reply"]
    what = offered["what"].partition(": ")[2]
    clause = step_clauses.offered(game, kind, offered["request"])
    if verdict == "refused":
        game.judge("offer", clause, reply.get("ok") is False, f"the engine should refuse {what}, but it accepted it",
                   "refused", "accepted")
    else:
        game.judge("offer", clause, reply.get("ok") is True,
                   f"the engine should accept {what}; it refused it: {reply.get('message', reply)}", "accepted",
                   f"refused: {reply.get('message', reply)}")


@when("the deal is offered:")
def when_offer_deal(game: Game, datatable: list[list[str]]) -> None:
    """When the deal is offered: the table of the deal, tiles sent exactly as written; the engine may refuse it.

    Without a boneyard row the tiles of the set that no hand names form the boneyard,
    in canonical order.
    """
    _offer(game, "deal: the deal", game.deal_request(*parse_deal_table(datatable, canonical=False)), deliberate=True)


@when(parsers.re(r"(?:seat (?P<seat>\d+)|the player to act) tries the move "
                 r'(?P<text>\{.*\}|\[.*\]|".*"|null|true|false|-?[0-9][0-9.]*)'))
def when_attempt_raw(game: Game, seat: str | None, text: str) -> None:
    """When seat 1 tries the move {"type": "knock"}: the move is sent exactly as written (any JSON value).

    "the player to act tries the move ..." sends it without a seat, for whoever is to act.
    """
    try:
        move = json.loads(text)
    except json.JSONDecodeError as error:
        raise SuiteError(f"{text!r} is not a JSON move: {error}") from None
    game.attempt(None if seat is None else int(seat), move, deliberate=True)
    if game.last_attempt is not None:
        # A move that cannot be read cannot be described as one: report it as written.
        game.last_attempt["written"] = text


@when(parsers.re(r'seat (?P<seat>\d+) (?P<verb>plays|leads|tries to play|tries to lead) the tile written '
                 r'"(?P<text>[^"]*)"(?: on the (?P<end>left|right|up|down)(?: end)?)?'))
def when_play_as_written(game: Game, seat: str, verb: str, text: str, end: str | None) -> None:
    """When seat 1 plays the tile written "6-4" on the left: the tile is sent as written, not in canonical form."""
    move = play_as_written(text, end)
    if verb.startswith("tries"):
        game.attempt(int(seat), move)
    else:
        game.play(int(seat), move)


@then("every tile the engine reports is written low half first")
@judges("notation")
def then_canonical_tiles(game: Game) -> None:
    """Then every tile the engine reports is written low half first (hands, line, legal moves)."""
    state = game.state()
    line = state.get("line") or {}
    written: list[tuple[str, Any]] = []
    for seat, hand in enumerate(state.get("hands") or []):
        written += [(f"seat {seat}'s hand", tile) for tile in hand]
    written += [("the line's lead", line.get("root")), ("the spinner", line.get("spinner"))]
    for arm, tiles in (line.get("arms") or {}).items():
        written += [(f"the {arm} arm", tile) for tile in tiles]
    if state.get("status") == Status.IN_PROGRESS:
        written += [("the legal moves", move.get("tile")) for move in game.legal_moves() if move.get("tile")]
    wrong = []
    for place, tile in written:
        if tile is None and place in ("the line's lead", "the spinner"):
            continue
        try:
            canonical = canonical_tile(tile)
        except (TileError, TypeError):
            canonical = None
        if canonical != tile:
            wrong.append(f"{place}: {tile!r}" + (f" (write {canonical})" if canonical else ""))
    game.judge("notation", FACTS["notation"], not wrong, "tiles not written low half first: " + "; ".join(wrong),
               "every tile low half first", "; ".join(wrong))


# -- Steps for the line, end of hand, scoring, match, tournament and game chapters -------------
#
# The exact status of play (end.status): the other steps ask whether a hand or the match is
# over; this one names the status, awaiting_deal included.

@then(parsers.re(r"the status is (?P<status>" + "|".join(Status) + ")"))
@judges("hand_end")
def then_status(game: Game, status: str) -> None:
    """Then the status is hand_over (one of awaiting_deal, in_progress, redeal_needed, hand_over, match_over)."""
    state = game.state()
    actual = state.get("status")
    scored = None if actual == status else step_clauses.scored_otherwise(game, state)  # the match's end missed
    game.judge("story" if scored else "hand_end", scored or HAND_ENDS[None], actual == status,
               f"the status should be {status}; the engine's status is {actual}", status, actual)
