"""The searches for witnesses of the deal, the lead, turns and refusals, the line and the fives."""

from __future__ import annotations

from typing import Callable, Iterator

from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.lead import choose_first_leader
from reference_impl.moves import DRAW, INFINITIVE, MUGGINS, PASS, PLAY, SAID, Move
from reference_impl.status import Reason
from reference_impl.tiles import Tile

from .trace import Trace
from .witness import (
    LEAD_RULE_CLAUSES, UNCHANGED, Step, Witness, _and, _deal_table, _found, _hand_tiles, _last, _lead_clauses,
    _lead_steps, _open_arms, _playable, _refusal, _refused, _then, _when, recipe,
)


# -- the deal and the lead ---------------------------------------------------------------------


@recipe(
    "lead.first-hand.highest-double-else-heaviest",
    "lead.first-hand.highest-double-else-redeal",
    "lead.first-hand.heaviest-tile",
    "lead.first-hand.top-double",
    "lead.first-hand.lot",
    "lead.first-hand.at-random",
    "deal.lot",
    "lead.forced-tile",
    "lead.any-tile",
)
def first_lead(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != IN_PROGRESS:
        return None
    rule = trace.rules.first_hand_lead
    clauses = [LEAD_RULE_CLAUSES[rule], *_lead_clauses(match)] + (["deal.lot"] if rule == "lot" else [])
    return Witness(
        tuple(clauses), f"seat {match.turn} leads the first hand", 0, 0, tuple(_then(*_lead_steps(match)))
    )


@recipe("lead.tie-break.higher-half", "lead.tie-break.seat-order", bias="no_doubles")
def tie_break(trace: Trace) -> Witness | None:
    played, rules = trace.hands[0], trace.rules
    other = "seat_order" if rules.tie_break == "higher_half" else "higher_half"
    step = 1 if rules.direction == "cw" else -1
    chosen = [
        choose_first_leader(rules.first_hand_lead, played.hands, value, rules.max_pip, step, played.lots)
        for value in (rules.tie_break, other)
    ]
    if None in chosen or chosen[0][0] == chosen[1][0]:  # type: ignore[index]
        return None
    match = trace.match_at(0, 0)
    clauses = (
        "lead.tie-break." + rules.tie_break.replace("_", "-"),
        LEAD_RULE_CLAUSES[rules.first_hand_lead],
    )
    return _found(
        clauses,
        f"equally heavy tiles compete for the lead and seat {match.turn} wins it",
        0,
        0,
        _then(*_lead_steps(match)),
    )


#: The first-hand rules under which the doubles lead in ``lead.double_order``.
DOUBLE_FIRST_RULES = ("highest_double_else_heaviest_tile", "highest_double_else_redeal")


@recipe("lead.double-order.highest-first", "lead.forced-tile")
def highest_double_dealt(trace: Trace) -> Witness | None:
    rules = trace.rules
    if rules.double_order != "highest_first" or rules.first_hand_lead not in DOUBLE_FIRST_RULES:
        return None
    match = trace.match_at(0, 0)
    hands = trace.hands[0].hands
    doubles = sorted(tile for hand in hands for tile in hand if tile.is_double)
    top = Tile(rules.max_pip, rules.max_pip)
    # The top double left undealt and a lower one beside it: the order itself picks the leader.
    if match.status != IN_PROGRESS or len(doubles) < 2 or top in doubles:
        return None
    highest = doubles[-1]
    holder = next(seat for seat, hand in enumerate(hands) if highest in hand)
    if match.turn != holder:
        return None
    return _found(
        ("lead.double-order.highest-first", *_lead_clauses(match)),
        f"{top} is not dealt and seat {holder} leads {highest}, the highest of the doubles "
        f"{_and([str(tile) for tile in doubles])}",
        0,
        0,
        _then(*_lead_steps(match)),
    )


@recipe("lead.forced-tile", "move.refusal.lead-tile-forced", UNCHANGED)
def forced_lead_refused(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != IN_PROGRESS or match.forced_tile is None:
        return None
    others = [tile for tile in _hand_tiles(match.observe(), match.turn) if tile != match.forced_tile]
    if not others:
        return None
    move = Move(PLAY, others[-1])
    reason = _refusal(match, match.turn, move)
    steps = _refused(match.turn, move, reason or "") + _then(*_lead_steps(match))
    return _found(
        ("lead.forced-tile", "move.refusal.lead-tile-forced", UNCHANGED),
        f"seat {match.turn} may not lead {move.tile} instead of {match.forced_tile}",
        0,
        0,
        steps,
    )


@recipe("move.refusal.cannot-pass", "move.refusal.cannot-draw", UNCHANGED)
def before_the_lead(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 0)
    if match.status != IN_PROGRESS:
        return None
    seat = match.turn
    steps = _refused(seat, Move(PASS), _refusal(match, seat, Move(PASS)) or "") + _refused(
        seat, Move(DRAW), _refusal(match, seat, Move(DRAW)) or ""
    )
    return _found(
        ("move.refusal.cannot-pass", "move.refusal.cannot-draw", UNCHANGED),
        f"seat {seat} may neither pass nor draw before leading",
        0,
        0,
        steps,
    )


@recipe("deal.explicit", "deal.seats", "equipment.set.composition", "deal.boneyard")
def dealt_hands(trace: Trace) -> Witness | None:
    state = trace.match_at(0, 0).observe()
    steps = [f'seat {seat} holds "{" ".join(hand)}"' for seat, hand in enumerate(state["hands"])]
    steps.append(f"the boneyard holds {state['boneyard_size']} tiles")
    return _found(
        ("deal.explicit", "deal.seats", "equipment.set.composition", "deal.boneyard"),
        f"each seat holds the tiles dealt to it and the boneyard the other {state['boneyard_size']}",
        0,
        0,
        _then(*steps),
    )


@recipe("deal.concealed")
def seat_views(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        state = match.observe()
        sizes = [len(tiles) for tiles in state["hands"]]
        steps = [f"seat {seat}'s view shows its own hand and no hidden tile" for seat in range(match.players)]
        steps.append(
            f"seat {match.turn}'s view shows hand sizes {_and(sizes)} "
            f"and a boneyard of {state['boneyard_size']} tiles"
        )
        return _found(
            ("deal.concealed",),
            "after the lead each seat sees its own hand and only how many tiles the others hold",
            hand, ply,
            _then(*steps),
        )
    return None


def _offered_deal(trace: Trace, hands: list[list[Tile]], clause: str, title: str) -> Witness:
    played = trace.hands[0]
    table = _deal_table(hands, None, played.lots)
    return Witness(
        (clause,),
        title,
        0,
        0,
        (Step("when", "the deal is offered:", table), Step("then", "the deal is refused")),
        dealt=False,
    )


@recipe("deal.hand-size")
def deal_wrong_size(trace: Trace) -> Witness | None:
    hands = [list(hand) for hand in trace.hands[0].hands]
    hands[0].append(hands[-1].pop())
    return _offered_deal(
        trace,
        hands,
        "deal.hand-size",
        f"a deal giving seat 0 {len(hands[0])} tiles and seat {len(hands) - 1} {len(hands[-1])} is refused",
    )


@recipe("deal.complete")
def deal_repeated_tile(trace: Trace) -> Witness | None:
    hands = [list(hand) for hand in trace.hands[0].hands]
    hands[1][0] = hands[0][0]
    return _offered_deal(
        trace, hands, "deal.complete", f"a deal giving {hands[0][0]} to seats 0 and 1 is refused"
    )


# -- turns and refusals in play -------------------------------------------------------------------


def _in_play(trace: Trace, hands: int = 1, after: int = 1) -> Iterator[tuple[int, int, Match]]:
    """The points in play, after at least ``after`` moves of the hand, with a hand in progress."""
    for hand, ply, match in trace.points(hands):
        if ply >= after and match.status == IN_PROGRESS:
            yield hand, ply, match


@recipe("turn.order", "turn.direction.cw", "turn.direction.ccw")
def turn_order(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        last = _last(trace, hand, ply)
        if last is None or last.kind != PLAY:
            continue
        mover = (match.turn - match.step) % match.players
        return _found(
            ("turn.order", "turn.direction." + trace.rules.direction),
            f"after seat {mover} plays, seat {match.turn} is to play",
            hand, ply,
            _then(f"seat {match.turn} is to play"),
        )
    return None


@recipe("turn.one-tile", "move.refusal.not-your-turn", UNCHANGED)
def one_tile(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        last = _last(trace, hand, ply)
        if last is None or last.kind != PLAY:
            continue
        mover = (match.turn - match.step) % match.players
        if mover == match.turn:
            continue
        for move in _playable(match, mover):
            reason = _refusal(match, mover, move)
            if reason == Reason.NOT_YOUR_TURN:
                return _found(
                    ("turn.one-tile", "move.refusal.not-your-turn", UNCHANGED),
                    f"seat {mover} may not play {move.tile} straight after its own play",
                    hand, ply,
                    _refused(mover, move, reason),
                )
    return None


@recipe("move.refusal.order")
def refusal_order(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        wrong_seat = (match.turn + match.step) % match.players
        for move in _playable(match, match.turn):
            if _refusal(match, wrong_seat, move) == Reason.NOT_YOUR_TURN:
                return _found(
                    ("move.refusal.order", "move.refusal.not-your-turn"),
                    f"seat {wrong_seat} playing seat {match.turn}'s {move.tile} out of turn is "
                    f"refused as not its turn",
                    hand, ply,
                    _refused(wrong_seat, move, Reason.NOT_YOUR_TURN),
                )
    return None


@recipe("turn.from-hand", "move.refusal.tile-not-in-hand", "game.partnership.no-exchange", UNCHANGED)
def from_hand(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        seat = match.turn
        partners = next(side for side in match.sides if seat in side)
        others = sorted(
            (seat_ for seat_ in range(match.players) if seat_ != seat),
            key=lambda other: other not in partners,
        )  # a partner's tile first
        for other in others:
            state = match.observe()
            ends = _open_arms(state)
            for tile in _hand_tiles(state, other):
                end = next((name for name, value in ends.items() if value in tile), None)
                if end is None:
                    continue
                move = Move(PLAY, tile, end)
                if _refusal(match, seat, move) != Reason.TILE_NOT_IN_HAND:
                    continue
                clauses = ["turn.from-hand", "move.refusal.tile-not-in-hand", UNCHANGED]
                whose = f"seat {other}'s"
                if other in partners:
                    clauses.append("game.partnership.no-exchange")
                    whose = f"its partner's (seat {other})"
                return _found(
                    clauses,
                    f"seat {seat} may not play {tile}, which is {whose}",
                    hand, ply,
                    _refused(seat, move, Reason.TILE_NOT_IN_HAND),
                )
    return None


@recipe("line.play.match", "move.refusal.does-not-match", UNCHANGED)
def does_not_match(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        state = match.observe()
        for tile in _hand_tiles(state, match.turn):
            for end, value in _open_arms(state).items():
                if value in tile:
                    continue
                move = Move(PLAY, tile, end)
                if _refusal(match, match.turn, move) == Reason.DOES_NOT_MATCH:
                    return _found(
                        ("line.play.match", "move.refusal.does-not-match", UNCHANGED),
                        f"{tile} may not be played on the {end} end, which shows {value}",
                        hand, ply,
                        _refused(match.turn, move, Reason.DOES_NOT_MATCH),
                    )
    return None


@recipe("move.refusal.no-such-end", "line.spinner.none", UNCHANGED)
def no_such_end(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        state = match.observe()
        if "up" in _open_arms(state):
            continue
        for move in _playable(match, match.turn):
            up = Move(PLAY, move.tile, "up")
            if _refusal(match, match.turn, up) == Reason.NO_SUCH_END:
                clauses = ["move.refusal.no-such-end", UNCHANGED]
                steps = _refused(match.turn, up, Reason.NO_SUCH_END) + _then("the up end is not open")
                if trace.rules.spinner == "none":
                    clauses.append("line.spinner.none")
                return _found(
                    clauses, f"{move.tile} may not be played on an up end that is not open", hand, ply, steps
                )
    return None


def _first_refused(
    trace: Trace,
    move: Move,
    reason: str,
    clauses: tuple[str, ...],
    title: Callable[[Match], str],
    then: Callable[[Match], list[str]] = lambda match: [],
    when: Callable[[Match], bool] = lambda match: True,
    after: int = 2,
) -> Witness | None:
    """The first point in play (``when`` it holds) where ``move`` by the player to act is
    refused for ``reason``: the refusal, and ``then``'s steps about that point."""
    for hand, ply, match in _in_play(trace, after=after):
        if when(match) and _refusal(match, match.turn, move) == reason:
            steps = _refused(match.turn, move, reason) + _then(*then(match))
            return _found(clauses, title(match), hand, ply, steps)
    return None


@recipe("turn.must-play", "move.refusal.must-play", UNCHANGED)
def must_play(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(PASS),
        Reason.MUST_PLAY,
        ("turn.must-play", "move.refusal.must-play", UNCHANGED),
        lambda match: f"seat {match.turn}, able to play {_playable(match, match.turn)[0].tile}, may not pass",
        lambda match: [f"seat {match.turn} may {_playable(match, match.turn)[0].words(INFINITIVE)}"],
    )


def _stuck(match: Match) -> bool:
    """The player to act holds no tile matching an open end."""
    return not _playable(match, match.turn)


@recipe(
    "turn.pass", "move.kinds", "draw.none", "draw.until-playable.pass-at-reserve", "draw.reserve.never-drawn"
)
def stuck_passes(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        if not _stuck(match) or [move.kind for move in match.legal_moves()] != [PASS]:
            continue
        seat, state = match.turn, match.observe()
        after = trace.match_at(hand, ply)
        after.apply(Move(PASS))
        if after.status != IN_PROGRESS:
            continue
        clauses = ["turn.pass", "move.kinds"]
        steps = _then('the legal moves are "pass"', f"seat {seat} may not draw")
        if trace.rules.draw_mode == "none" and state["boneyard_size"]:
            clauses.append("draw.none")
        if trace.rules.draw_mode != "none":
            clauses += ["draw.until-playable.pass-at-reserve", "draw.reserve.never-drawn"]
            steps += _then(f"the boneyard holds {state['boneyard_size']} tiles")
        steps += _when(f"seat {seat} passes") + _then(f"seat {after.turn} is to play")
        return _found(
            clauses, f"seat {seat} cannot play and passes, and seat {after.turn} is to play", hand, ply, steps
        )
    return None


@recipe("draw.none", "move.refusal.cannot-draw", UNCHANGED)
def no_drawing(trace: Trace) -> Witness | None:
    if trace.rules.draw_mode != "none":
        return None
    return _first_refused(
        trace,
        Move(DRAW),
        Reason.CANNOT_DRAW,
        ("draw.none", "move.refusal.cannot-draw", UNCHANGED),
        lambda match: f"seat {match.turn} cannot play and may not draw from the boneyard",
        lambda match: [
            'the legal moves are "pass"',
            f"the boneyard holds {match.observe()['boneyard_size']} tiles",
        ],
        when=_stuck,
    )


@recipe("move.refusal.reserve-reached", "draw.reserve.never-drawn", UNCHANGED)
def reserve_reached(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(DRAW),
        Reason.RESERVE_REACHED,
        ("move.refusal.reserve-reached", "draw.reserve.never-drawn", UNCHANGED),
        lambda match: (
            f"seat {match.turn} cannot play and may not draw from a boneyard of "
            f"{match.observe()['boneyard_size']}"
        ),
        lambda match: [f"the boneyard holds {match.observe()['boneyard_size']} tiles"],
        when=_stuck,
    )


@recipe("move.refusal.must-draw", UNCHANGED)
def must_draw(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(PASS),
        Reason.MUST_DRAW,
        ("move.refusal.must-draw", UNCHANGED),
        lambda match: f"seat {match.turn} cannot play and may not pass while it may draw",
        lambda match: [f"seat {match.turn} may draw"],
    )


@recipe("draw.until-playable", "draw.order", "deal.boneyard", "turn.one-tile")
def draws_until_playable(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        moves = trace.hands[hand].moves
        if ply >= len(moves) or moves[ply].kind != DRAW:
            continue
        seat = match.turn
        draws = 0
        while ply + draws < len(moves) and moves[ply + draws].kind == DRAW:
            draws += 1
        after = trace.match_at(hand, ply + draws)
        if after.status != IN_PROGRESS or after.turn != seat or not _playable(after, seat):
            continue
        state = after.observe()
        drawn = trace.hands[hand].boneyard[:draws]
        listed = ", ".join(str(move) for move in match.legal_moves())  # "draw", and "pass" without must-play
        steps = _then(f'the legal moves are "{listed}"') + _when(*[f"seat {seat} draws"] * draws)
        steps += _then(
            f'seat {seat} holds "{" ".join(state["hands"][seat])}"',
            f"the boneyard holds {state['boneyard_size']} tiles",
            f"seat {seat} is to play",
            f"seat {seat} may {_playable(after, seat)[-1].words(INFINITIVE)}",
        )
        return _found(
            ("draw.until-playable", "draw.order", "deal.boneyard", "turn.one-tile"),
            f"seat {seat} draws {_and([str(t) for t in drawn])} from the boneyard until a tile fits",
            hand, ply, steps,
        )
    return None


@recipe("draw.until-playable.one-move", "draw.order", "deal.boneyard")
def draws_until_a_tile_fits_at_once(trace: Trace) -> Witness | None:
    if trace.rules.draw_mode != "until_playable_one_move":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        moves = trace.hands[hand].moves
        if ply >= len(moves) or moves[ply].kind != DRAW:
            continue
        seat, held = match.turn, match.hands[match.turn].bit_count()
        after = trace.match_at(hand, ply + 1)
        taken = after.hands[seat].bit_count() - held
        if after.status != IN_PROGRESS or after.turn != seat or taken < 2:
            continue  # one tile taken shows nothing a single draw would not
        state = after.observe()
        steps = _when(f"seat {seat} draws") + _then(
            f'seat {seat} holds "{" ".join(state["hands"][seat])}"',
            f"the boneyard holds {state['boneyard_size']} tiles",
            f"seat {seat} is to play",
        )
        return _found(("draw.until-playable.one-move", "draw.order", "deal.boneyard"),
                      f"seat {seat}'s one draw takes {taken} tiles, up to the first that fits", hand, ply, steps)
    return None


@recipe("score.fives.muggins.whole-turn")
def muggins_after_a_draw(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins" or trace.rules.muggins_window != "whole_turn":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        pending = match.muggins_pending
        if not pending or Move(DRAW) not in match.legal_moves():
            continue
        seat, drawn = match.turn, trace.match_at(hand, ply)
        drawn.apply(Move(DRAW))
        if drawn.status != IN_PROGRESS or drawn.turn != seat:
            continue
        steps = _then(f"{pending} points are waiting for muggins") + _when(f"seat {seat} draws")
        steps += _then(f"{pending} points are waiting for muggins", f"seat {seat} may call muggins")
        return _found(("score.fives.muggins.whole-turn",),
                      f"seat {seat} may still take the {pending} unclaimed points after drawing", hand, ply, steps)
    return None


@recipe("move.refusal.malformed-move", UNCHANGED)
def malformed(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        steps = _when(f'seat {match.turn} tries the move {{"type": "knock"}}') + _then(
            f'the move is refused as "{Reason.MALFORMED_MOVE}"', "nothing has changed"
        )
        return _found(
            ("move.refusal.malformed-move", UNCHANGED), "a move of no known kind is refused", hand, ply, steps
        )
    return None


@recipe("move.refusal.no-muggins", UNCHANGED)
def no_muggins(trace: Trace) -> Witness | None:
    return _first_refused(
        trace,
        Move(MUGGINS),
        Reason.NO_MUGGINS,
        ("move.refusal.no-muggins", UNCHANGED),
        lambda match: f"seat {match.turn} may not call muggins when no points are left unclaimed",
        after=1,
    )


@recipe("equipment.set.suits")
def suits(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        legal = match.legal_moves()
        # Without must-play a pass (and a draw) is always among them: the plays are what the rule lists.
        only_plays = all(move.kind == PLAY for move in legal) or not trace.rules.must_play
        if sum(move.kind == PLAY for move in legal) >= 2 and only_plays:
            listed = ", ".join(str(move) for move in legal)
            return _found(
                ("equipment.set.suits",),
                f"seat {match.turn} may play every tile of the open ends' suits it holds",
                hand, ply,
                _then(f'the legal moves are "{listed}"'),
            )
    return None


# -- the line --------------------------------------------------------------------------------------


@recipe("line.lead.opens", "line.ends.names", "score.fives.count", "score.fives.count.lead")
def after_the_lead(trace: Trace) -> Witness | None:
    match = trace.match_at(0, 1)
    if match.status != IN_PROGRESS:
        return None
    state = match.observe()
    lead = Tile.parse(state["line"]["root"])
    ends = _open_arms(state)
    clauses = ["line.lead.opens", "line.ends.names"]
    steps = [
        f"the open ends show {_and(sorted(ends.values()))}",
        f"the left end shows {lead.low}",
        f"the right end shows {lead.high}",
    ]
    if trace.rules.fives:
        clauses += ["score.fives.count", "score.fives.count.lead"]
        steps.append(f"the count is {state['count']}")
    return _found(clauses, f"the lead {lead} opens the line", 0, 1, _then(*steps))


def _after_plays(trace: Trace) -> Iterator[tuple[int, int, Match, Move]]:
    """The points in play just after a play on an end."""
    for hand, ply, match in _in_play(trace, after=2):
        last = _last(trace, hand, ply)
        if last is not None and last.kind == PLAY and last.end is not None:
            yield hand, ply, match, last


@recipe("line.play.orientation")
def orientation(trace: Trace) -> Witness | None:
    for hand, ply, match, last in _after_plays(trace):
        assert last.tile is not None and last.end is not None
        if last.tile.is_double:
            continue
        before = _open_arms(trace.match_at(hand, ply - 1).observe())
        shown = _open_arms(match.observe()).get(last.end)
        if before.get(last.end) in last.tile and shown == last.tile.other(before[last.end]):
            return _found(
                ("line.play.orientation",),
                f"{last.tile} played on the {before[last.end]} at the {last.end} end turns it into a {shown}",
                hand, ply,
                _then(f"the {last.end} end shows {shown}"),
            )
    return None


@recipe("line.double.across", "line.spinner.none")
def double_across(trace: Trace) -> Witness | None:
    for hand, ply, match, last in _after_plays(trace):
        assert last.tile is not None
        state = match.observe()
        if not last.tile.is_double or state["line"]["spinner"] == str(last.tile):
            continue
        clauses = ["line.double.across"]
        steps = [f"the {last.end} end shows {last.tile.low}"]
        if "up" not in _open_arms(state):
            steps.append("the up end is not open")
        if trace.rules.spinner == "none":
            clauses.append("line.spinner.none")
        return _found(
            clauses,
            f"the double {last.tile} laid across the {last.end} end shows its number",
            hand, ply,
            _then(*steps),
        )
    return None


@recipe("line.play.either-end")
def either_end(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        plays = _playable(match, match.turn)
        ends = _open_arms(match.observe())
        for move in plays:
            both = [other for other in plays if other.tile == move.tile]
            if len({ends[other.end] for other in both}) >= 2:  # type: ignore[index]
                steps = [f"seat {match.turn} may {other.words(INFINITIVE)}" for other in both[:2]]
                return _found(
                    ("line.play.either-end",),
                    f"{move.tile} matches the {both[0].end} and {both[1].end} "
                    "ends and may be played on either",
                    hand, ply,
                    _then(*steps),
                )
    return None


# A spinner played onto the line comes first: an engine that lets only a led double spin
# passes a scenario whose spinner was led. Where the first hand's lead is a double whenever
# one is dealt, none is dealt, and the first is drawn and played (the lower recipe is tried first).
@recipe("line.spinner.first-double", "line.spinner.sides-first", bias="no_doubles")
@recipe("line.spinner.first-double", "line.spinner.sides-first")
def spinner_played_on(trace: Trace) -> Witness | None:
    return _first_spinner(trace, played_on=True)


@recipe("line.spinner.first-double", "line.spinner.sides-first")
def spinner_placed(trace: Trace) -> Witness | None:
    return _first_spinner(trace, played_on=False)


def _first_spinner(trace: Trace, played_on: bool) -> Witness | None:
    """The first double becoming the spinner, once it is on the line; ``played_on``: only when
    it was played onto the line, not led."""
    if trace.rules.spinner == "none":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        spinner = match.line.spinner
        if spinner is None:
            continue
        if played_on and spinner == match.line.root:
            return None
        state = match.observe()
        steps = [f"the spinner is {spinner}"]
        clauses = ["line.spinner.first-double"]
        if "up" not in _open_arms(state):
            clauses.append("line.spinner.sides-first")
            steps += ["the up end is not open", "the down end is not open"]
        title = "becomes the spinner" if spinner == match.line.root else "played after the lead, becomes the spinner"
        return _found(clauses, f"the first double, {spinner}, {title}", hand, ply, _then(*steps))
    return None


@recipe("line.spinner.arms")
def spinner_arms(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=1):
        state = match.observe()
        ends = _open_arms(state)
        if (
            "up" in ends
            and "down" in ends
            and not state["line"]["arms"].get("up")
            and not state["line"]["arms"].get("down")
        ):
            value = Tile.parse(state["line"]["spinner"]).low
            return _found(
                ("line.spinner.arms",),
                "both sides of the spinner covered, its up and down arms open",
                hand, ply,
                _then(f"the up end shows {value}", f"the down end shows {value}"),
            )
    return None


@recipe("equipment.tile.notation")
def notation(trace: Trace) -> Witness | None:
    for hand, ply, match in _in_play(trace, after=2):
        moves = trace.hands[hand].moves
        if (
            ply >= len(moves)
            or moves[ply].kind != PLAY
            or moves[ply].end is None
            or moves[ply].claim is not None
        ):
            continue
        move = moves[ply]
        assert move.tile is not None
        if move.tile.is_double:
            continue
        after = trace.match_at(hand, ply + 1)
        shown = _open_arms(after.observe()).get(move.end)
        if shown is None:
            continue
        steps = _when(
            f'seat {match.turn} plays the tile written "{move.tile.high}-{move.tile.low}" on the {move.end}'
        )
        steps += _then(
            f"the {move.end} end shows {shown}", "every tile the engine reports is written low half first"
        )
        return _found(
            ("equipment.tile.notation",),
            f"{move.tile} written high half first is the same tile",
            hand, ply, steps,
        )
    return None


# -- the fives -------------------------------------------------------------------------------------


@recipe("score.fives.count", "score.fives.count.double", "score.fives.count.spinner")
def fives_count(trace: Trace) -> Witness | None:
    if not trace.rules.fives:
        return None
    wanted = ("double", "spinner", "plain")
    for kind in wanted:
        for hand, ply, match, last in _after_plays(trace):
            state = match.observe()
            ends = _open_arms(state)
            spinner = state["line"]["spinner"]
            across = [
                end
                for end in state["ends"]
                if end["double"]
                and (spinner is None or state["line"]["arms"].get(end["end"], [None])[-1] != spinner)
            ]
            spinner_side_open = spinner is not None and "up" not in ends and ply > 1
            found = {
                "double": bool(across) and not spinner_side_open,
                "spinner": spinner_side_open,
                "plain": not across and spinner is None,
            }[kind]
            if not found:
                continue
            clauses = ["score.fives.count"] + ([f"score.fives.count.{kind}"] if kind != "plain" else [])
            return _found(
                clauses,
                f"after {last.tile} the open ends {_and(sorted(ends.values()))} count {state['count']}",
                hand, ply,
                _then(f"the open ends show {_and(sorted(ends.values()))}", f"the count is {state['count']}"),
            )
    return None


@recipe("score.fives.multiple", "score.fives.auto", "score.fives.claim")
def fives_scored(trace: Trace) -> Witness | None:
    if not trace.rules.fives:
        return None
    for hand, ply, match, last in _after_plays(trace):
        state = match.observe()
        before = trace.match_at(hand, ply - 1).observe()["scores"]
        if state["count"] % 5 or state["scores"] == before:
            continue
        clauses = ["score.fives.multiple"]
        clauses.append("score.fives.claim" if last.claim is not None else "score.fives.auto")
        return _found(
            clauses,
            f"{last} makes the count {state['count']} and scores it",
            hand, ply,
            _then(f"the count is {state['count']}", f"the scores are {_and(state['scores'])}"),
        )
    return None


@recipe("score.fives.muggins", "move.kinds")
def muggins(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        pending = match.muggins_pending
        if not pending:
            continue
        seat = match.turn
        taken = trace.match_at(hand, ply)
        taken.apply(Move(MUGGINS))
        steps = _then(f"{pending} points are waiting for muggins") + _when(f"seat {seat} calls muggins")
        steps += _then(f"the scores are {_and(taken.observe()['scores'])}", f"seat {seat} is to play")
        return _found(
            ("score.fives.muggins", "move.kinds"),
            f"seat {seat} takes the {pending} points left unclaimed with a muggins call",
            hand, ply, steps,
        )
    return None


@recipe("score.fives.muggins.lapse")
def muggins_lapse(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        pending = match.muggins_pending
        if not pending:
            continue
        lapsed = trace.match_at(hand, ply)
        other = next(
            (
                move
                for move in lapsed.legal_moves()
                if move.kind not in (MUGGINS, DRAW) and move.claim is None
            ),
            None,
        )
        if other is None:
            continue
        lapsed.apply(other)
        if lapsed.status != IN_PROGRESS or lapsed.muggins_pending:
            continue
        steps = _then(f"{pending} points are waiting for muggins") + _when(
            f"seat {match.turn} {other.words(SAID)}"
        )
        steps += _then(
            "0 points are waiting for muggins",
            f"the scores are {_and(lapsed.observe()['scores'])}",
            f"seat {lapsed.turn} may not call muggins",
        )
        return _found(
            ("score.fives.muggins.lapse",),
            f"{pending} unclaimed points lapse when seat {match.turn} makes another move first",
            hand, ply, steps,
        )
    return None


@recipe("move.refusal.wrong-claim", UNCHANGED)
def wrong_claim(trace: Trace) -> Witness | None:
    if trace.rules.fives_claims != "muggins":
        return None
    for hand, ply, match in _in_play(trace, after=1):
        for move in match.legal_moves():
            if move.kind == PLAY and move.end is not None and move.claim is not None:
                wrong = move._replace(claim=move.claim + 5)
                if _refusal(match, match.turn, wrong) == Reason.WRONG_CLAIM:
                    return _found(
                        ("move.refusal.wrong-claim", UNCHANGED),
                        f"claiming {wrong.claim} for a play that scores {move.claim} is refused",
                        hand, ply,
                        _refused(match.turn, wrong, Reason.WRONG_CLAIM),
                    )
    return None


@recipe("score.fives.off")
def fives_off(trace: Trace) -> Witness | None:
    if trace.rules.fives:
        return None
    for hand, ply, match, last in _after_plays(trace):
        state = match.observe()
        if state["count"] and state["count"] % 5 == 0:
            return _found(
                ("score.fives.off",),
                f"open ends counting {state['count']} score nothing",
                hand, ply,
                _then(f"the count is {state['count']}", f"the scores are {_and(state['scores'])}"),
            )
    return None


@recipe("turn.may-hold")
def may_hold(trace: Trace) -> Witness | None:
    if trace.rules.must_play:
        return None
    for hand, ply, match in _in_play(trace, after=1):
        seat = match.turn
        if not _playable(match, seat):
            continue
        after = trace.match_at(hand, ply)
        after.apply(Move(PASS))
        if after.status != IN_PROGRESS:
            continue
        held = len(match.observe()["hands"][seat])
        return _found(
            ("turn.may-hold",),
            f"seat {seat} passes while holding a tile that fits",
            hand, ply,
            _when(f"seat {seat} tries to pass")
            + _then("the move is accepted", f"seat {after.turn} is to play", f"seat {seat} holds {held} tiles"),
        )
    return None
