"""The clause each check of the step library judges, from the scenario's situation.

Every Then step of ``conformance.suite.steps`` judges its expectations through ``Game.judge``, each on a
topic of ``clause_table.TOPICS`` with the clause this module names for the situation: the rule of whose
turn it is now, the rule that ends the hand as it ended, the scoring rule of the hand's end, the listing
rule of a move left out, the refusal reason's clause. The names come from
``conformance.judging.clause_table``, as replay and differential play name theirs. ``JUDGED`` says which
topics each Then step judges: a Then step not in it is a defect (``tests/test_step_clauses.py``).

Where the engine's answer is wrong because its state already differed earlier in the story (a draw that took
three tiles, a double counted as nothing), ``Game.judge`` names that point's rule instead
(``conformance.suite.story_trace``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from reference_impl.engine import DealError, Match
from reference_impl.moves import DRAW, MUGGINS, PLAY
from reference_impl.lead import choose_first_leader
from reference_impl.ruleset import OPTION_BY_ID, Ruleset, RulesetError
from reference_impl.status import HandEnd, Status
from reference_impl.tiles import TileError, tile_set

from conformance.judging.clause_table import (
    FACTS,
    TOPICS,
    bonus_clause,
    deal_clause,
    drawn_fact,
    end_points_clause,
    hand_end_clause,
    lead_listing_clause,
    listing_clause,
    match_end_clause,
    muggins_open_clause,
    option_clause,
    pending_clause,
    points_clause,
    winner_clause,
    winners_clause,
)

from .story_trace import count_rules, end_clause

if TYPE_CHECKING:
    from .scenario_game import Game

Step = TypeVar("Step", bound=Callable[..., Any])

#: Every Then step, by its function's name -> the topics it judges (``clause_table.TOPICS``).
JUDGED: dict[str, tuple[str, ...]] = {}

OVER = (Status.HAND_OVER, Status.MATCH_OVER)


def judges(*topics: str) -> Callable[[Step], Step]:
    """Declare the topics a Then step judges (each check names its clause through ``Game.judge``)."""
    unknown = [topic for topic in topics if topic not in TOPICS]
    if unknown or not topics:
        raise ValueError(f"a Then step judges topics of clause_table.TOPICS, not {unknown or 'none'}")

    def declare(step: Step) -> Step:
        JUDGED[step.__name__] = topics
        return step
    return declare


# -- whose turn, the hand's end ---------------------------------------------------------------------------


def turn(game: Game, state: Mapping[str, Any], seat: int | None = None) -> tuple[str, str]:
    """(topic, clause) of the seat to act (``seat``, where the step names it): before the hand's first move
    the rule that chose its leader; after it, a hand the engine has ended is judged by the rule that ends it
    so, else after a play or a pass the direction, after a draw the draw rule (``Game.turn_clause``)."""
    if game.ply == 0:  # a hand voided, or never begun, before its lead is the lead rule's to judge
        return "lead_turn", game.turn_clause(seat, state.get("turn"))
    if state.get("status") != Status.IN_PROGRESS:
        return "hand_end", ended(game, state)
    return ("draw_turn" if game.last_kind == DRAW else "play_turn"), game.turn_clause()


def ended(game: Game, state: Mapping[str, Any]) -> str:
    """The clause of the hand's end as the engine ended it (out, blocked, voided; else ``end.status``)."""
    result = state.get("result")
    return hand_end_clause(result.get("end") if isinstance(result, Mapping) else None, game.rules)


def due_end(game: Game) -> str:
    """The clause of the hand's end as the rules end it here (the reference engine's result)."""
    reference = game.reference_state()
    result = (reference or {}).get("result")
    if not isinstance(result, Mapping) and reference is not None and reference.get("status") == Status.REDEAL_NEEDED:
        return HandEnd.REDEAL.clause
    return hand_end_clause(result.get("end") if isinstance(result, Mapping) else None, game.rules)


def end_as(game: Game, expected: str, actual: Any) -> str:
    """The clause of a hand the rules end as ``expected`` (``out`` or ``blocked``) that the engine ended as
    ``actual`` (``story_trace.end_clause``)."""
    return end_clause(game.rules, expected, actual)


def winner(game: Game, end: Any, tie: bool) -> str:
    """The clause that names the winner of a hand ended as ``end`` (``tie``: blocked, nobody won)."""
    return winner_clause(game.rules, end, tie)


def redeal(game: Game) -> str:
    """The clause that voids the hand: a blocked tie voided under ``score.blocked_tie``, else the redeal rule
    of the deal or the lead."""
    reference = game.reference_state() or {}
    result = reference.get("result")
    if isinstance(result, Mapping) and result.get("end") == HandEnd.BLOCKED:
        return option_clause(game.rules, "score.blocked_tie")
    if game.ply == 0 and game.lead_situation[0] == "first" and game.rules.first_hand_lead == "highest_double_else_redeal":
        return option_clause(game.rules, "lead.first_hand")
    return HandEnd.REDEAL.clause


# -- the legal moves --------------------------------------------------------------------------------------


def listing(game: Game, missing_kinds: list[str], added: list[dict[str, Any]], lead: bool = False) -> str:
    """The clause of a wrong list of legal moves: a legal move left out names the rule that makes it legal
    (for a lead, the rule of what may be led); a list that only adds moves names the rule the reference
    engine refuses the first of them under (``Game.listing_fault``), or the one of them the scenario cites."""
    if missing_kinds and lead:
        return lead_listing_clause(game.rules, game.lead_situation)
    if missing_kinds and missing_kinds[0] == MUGGINS:  # muggins left out: after the seat drew, its window
        return muggins_open_clause(game.rules, game.last_kind)
    if missing_kinds:
        return listing_clause(game.rules, missing_kinds[0])
    charged, forbidden_by = game.listing_fault(added)
    own = [clause for clause in game.cited if clause in forbidden_by]
    if charged in own:
        return charged
    if own:
        return own[0]  # the scenario is about a rule that forbids the move: its failure is its own
    if charged is not None:
        return charged
    kind = str(added[0].get("type")) if added else PLAY
    return lead_listing_clause(game.rules, game.lead_situation) if lead else listing_clause(game.rules, kind)


# -- the table, the hands ------------------------------------------------------------------------------------


def count(game: Game, state: Mapping[str, Any], counted: Any = None) -> str:
    """The clause of the line's count as it lies (the lead, a double at an end, the spinner), read from the
    reference engine's line where it can play the story, else from ``state``: where two rules count the line
    (the spinner with a side open is a double at an end too), the one the scenario cites."""
    clauses = count_rules(game.rules, game.reference_state() or state, counted)
    return next((clause for clause in clauses if clause in game.cited), clauses[0])


def held(game: Game) -> str:
    """The clause of how many tiles a seat holds (or the boneyard): a draw takes exactly one tile, from the
    front of the boneyard; else each play takes one tile from a hand."""
    return FACTS[drawn_fact(game.rules)] if game.drew_this_hand else FACTS["hand_sizes"]


# -- points and scores ------------------------------------------------------------------------------------


def scores(game: Game, state: Mapping[str, Any]) -> str:
    """The clause of the scores now: after a hand's end the scoring rule of its end, after a play that
    scores the count, else the carrying of the scores from hand to hand."""
    rules = game.rules
    result = state.get("result")
    if game.ply and isinstance(result, Mapping) and state.get("status") in OVER:
        return end_points(game, result, state)
    if game.ply and game.last_kind in (PLAY, MUGGINS) and rules.fives:
        if game.last_kind == PLAY and game.ply == 1:
            return FACTS["count_lead"]
        return points_clause(rules, game.last_kind)
    return FACTS["scores"]


def end_points(game: Game, result: Mapping[str, Any], state: Mapping[str, Any]) -> str:
    """The scoring clause of a hand's end points (``clause_table.end_points_clause``): where the hand ended as
    the rules end it (the reference engine's result, played through the story), points that miss or add a
    bonus are the bonus option's (``clause_table.bonus_clause``), as are, in a scenario about a bonus, points
    that are right."""
    tie = result.get("end") == HandEnd.BLOCKED and result.get("side") is None
    due = (game.reference_state() or {}).get("result")
    if isinstance(due, Mapping) and (due.get("end"), due.get("winner")) == (result.get("end"), result.get("winner")):
        points = result.get("points")
        difference = points - due.get("points", points) if isinstance(points, int) else 0
        bonus = bonus_clause(game.rules, difference, game.cited)
        if bonus is not None:
            return bonus
    return end_points_clause(game.rules, result, state.get("sides") or [], result.get("points", 0), tie)


def scored_otherwise(game: Game, state: Mapping[str, Any]) -> str | None:
    """The scoring clause of a hand the engine ended as the rules end it (the reference engine's result) but
    scored otherwise (a bonus left out): its status and whether its match is over follow from those points, so
    a check of them is that clause's. None where the points agree, or the hands ended otherwise."""
    result, due = state.get("result"), (game.reference_state() or {}).get("result")
    if not (isinstance(result, Mapping) and isinstance(due, Mapping)) or result.get("points") == due.get("points"):
        return None
    if (due.get("end"), due.get("winner")) != (result.get("end"), result.get("winner")):
        return None
    return end_points(game, result, state)


def match_over(game: Game, state: Mapping[str, Any]) -> str:
    """The clause that decides whether the match is over, at the scores the engine has."""
    rules = game.rules
    scores_now = [score for score in state.get("scores") or [] if isinstance(score, int)]
    return match_end_clause(rules, scores_now, rules.target.get(game.players or 0, 0))


def match_winners(game: Game, winners: list[int]) -> str:
    """The clause that names the match's winners."""
    return winners_clause(game.rules, winners)


def muggins(game: Game, expected: int, actual: Any) -> str:
    """The clause of the points waiting for muggins (``clause_table.pending_clause``): points that differ from
    those the last move leaves waiting are that move's to judge."""
    if actual == expected:
        return FACTS["muggins_pending"]
    return pending_clause(game.rules, game.last_kind, game.ply == 1 and game.last_kind == PLAY, expected, actual)


def lead_by_finer_rule(game: Game, seat: Any) -> bool:
    """Whether ``seat``, the engine's leader of the hand just dealt, is the leader the first hand's rule gives
    under another value of one of its finer options (the double order, a named double, the tie break): then a
    scenario citing that finer rule judges it; else the lead rule itself is broken. True where the situation is
    not a first-hand lead, or the deal cannot be read."""
    rules = game.rules
    deals = [request for kind, request, _ in game.story if kind == "deal"]
    rule = rules.first_hand_lead
    if not deals or game.lead_situation[0] != "first" and not (
            game.lead_situation[0] == "next" and rules.next_hand_lead == "as_first_hand"):
        return True
    deal = deals[-1]
    try:
        tileset = tile_set(rules.max_pip)
        hands = [[tileset.parse(str(tile)) for tile in hand] for hand in deal["hands"]]
        lots = [tileset.parse(str(tile)) for tile in deal["lots"]] if deal.get("lots") else None
    except (TileError, KeyError, TypeError):
        return True
    step = 1 if rules.direction == "cw" else -1
    variants = [(tie_break, rules.double_order, rules.named_double) for tie_break in _values("lead.tie_break")]
    variants += [(rules.tie_break, order, rules.named_double) for order in _values("lead.double_order")]
    variants += [(rules.tie_break, rules.double_order, named) for named in (None, *range(rules.max_pip + 1))]
    for tie_break, order, named in variants:
        try:
            chosen = choose_first_leader(rule, hands, tie_break, rules.max_pip, step, lots, order, named)
        except ValueError:
            continue
        if chosen is not None and chosen[0] == seat and (tie_break, order, named) != (
                rules.tie_break, rules.double_order, rules.named_double):
            return True
    return False


def _values(option_id: str) -> tuple[Any, ...]:
    return OPTION_BY_ID[option_id].values


def offered(game: Game, kind: str, request: Mapping[str, Any]) -> str:
    """The clause of rules or a deal offered to the engine: the rule the reference engine refuses them under,
    or, for what it accepts, the rule that says an engine plays the rules and deals it is given."""
    if kind == "rules":
        try:
            Ruleset.from_dict(request.get("ruleset"))
        except RulesetError as error:
            return FACTS["set_range"] if error.field == "set.max_pip" else FACTS["rules_refused"]
        return FACTS["rules_refused"]
    try:
        Match(game.rules, game.players or 2).check_deal(request.get("hands") or [], request.get("boneyard"),
                                                        request.get("lots"))
    except DealError as error:
        return deal_clause(error.reason)
    except (TileError, ValueError, TypeError, KeyError):
        return FACTS["deal_incomplete"]
    return FACTS["deal_refused"]


def attempted_kind(move: Any) -> str:
    """The kind of a move tried (``play`` where it cannot be read)."""
    kind = move.get("type") if isinstance(move, Mapping) else None
    return kind if isinstance(kind, str) else PLAY


__all__ = ["JUDGED", "attempted_kind", "count", "due_end", "end_as", "end_points", "ended", "held", "judges",
           "lead_by_finer_rule", "listing", "match_over", "match_winners", "muggins", "offered", "redeal",
           "scored_otherwise", "scores", "turn", "winner"]
