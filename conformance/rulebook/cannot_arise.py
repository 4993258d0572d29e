"""Clauses that hold in a game but whose situation its rules never let arise, each with the reason.

A clause *holds* in a game when its "Applies when" condition is met. Some that hold still
describe a situation the game's other rules rule out: a tile drawn where every tile is
dealt, two tiles compared by weight for the lead where a double always leads. No scenario
can show them, however long the search; they are listed with the reason, read from the
rules alone, and left out of the share a run's coverage is measured against.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from reference_impl.tiles import set_size

from . import index as rulebook_module
from .declared_games import Declaration, option_values

#: Clauses that need a tile to be drawn.
DRAWING = ("draw.until-playable", "draw.one-then-pass", "draw.order", "move.refusal.must-draw")
#: Clauses that compare two equally heavy tiles for the lead or the lot.
TIE_BREAK = ("lead.tie-break.higher-half", "lead.tie-break.seat-order")
#: First-hand lead rules under which a double always leads, or the deal is void.
DOUBLE_LEADS = ("highest_double_else_redeal", "holder_of_top_double")


def _boneyard(values: Mapping[str, Any]) -> int:
    """The tiles left undealt at the seating."""
    return set_size(values["set.max_pip"]) - values["players"] * values["deal.hand_size"]


def _reasons(values: Mapping[str, Any]) -> dict[str, str]:
    """Every clause the rules at one seating rule out (whether it holds there or not), with the reason."""
    out: dict[str, str] = {}
    boneyard = _boneyard(values)
    every_tile_dealt = (f"every tile is dealt ({values['players']} players x {values['deal.hand_size']} tiles "
                        f"= the double-{values['set.max_pip']} set)")
    if values["draw.mode"] != "none" and boneyard - values["draw.reserve"] <= 0:
        why = every_tile_dealt if boneyard == 0 else f"the boneyard holds only the reserve of {values['draw.reserve']}"
        for clause in DRAWING:
            out[clause] = f"{why}, so no tile is ever drawn"
    if boneyard == 0:
        out["end.blocked.boneyard"] = f"{every_tile_dealt}, so no tile is ever left in the boneyard"
        if values["draw.mode"] != "none":
            out["draw.until-playable.pass-at-reserve"] = f"{every_tile_dealt}, so there is no reserve to reach"
    first = values["lead.first_hand"]
    if first in DOUBLE_LEADS or (first == "highest_double_else_heaviest_tile" and boneyard == 0):
        why = (f"lead.first_hand = {first}: a double leads or the deal is void" if first in DOUBLE_LEADS
               else f"{every_tile_dealt}, so a double is always dealt and leads")
        for clause in TIE_BREAK:
            out[clause] = f"{why}; two tiles are never compared by weight"
    if first in DOUBLE_LEADS and boneyard == 0 and values["score.blocked_tie"] != "redeal":
        out["end.redeal"] = (f"{every_tile_dealt}, so the top double is always in a hand, and a blocked tie "
                             f"is not a redeal (score.blocked_tie = {values['score.blocked_tie']}): no deal is void")
    if values["score.blocked_tie"] != "redeal":
        for clause in ("end.redeal.fives-stand", "end.redeal.fives-cancelled"):
            out[clause] = ("no deal is voided once a tile is played "
                           f"(score.blocked_tie = {values['score.blocked_tie']}), so no in-hand score is ever voided")
    if values["match.target_check"] == "at_once":
        out["match.end.target.level"] = ("match.target_check = at_once: the first side to reach the target during "
                                         "a hand ends the match there, and the end of a hand scores one side only, "
                                         "so no two sides are ever level at the target")
    return out


def cannot_arise_at(ruleset: Mapping[str, Any], players: int) -> dict[str, str]:
    """The clauses whose situation ``ruleset`` never lets arise with ``players`` players, with the reason."""
    return _reasons(option_values(ruleset, players))


def cannot_arise(declaration: Declaration, held: Callable[[str], bool] = lambda clause: True) -> dict[str, str]:
    """The clauses (of those ``held`` keeps) that hold in a declared game but arise in none: at every seating
    where a clause holds, the rules rule it out. Each with a reason (the first seating's). A bag of option
    values is judged by no rule."""
    known = rulebook_module.load().clauses_by_id
    seatings = [(option_values(game.ruleset, players), cannot_arise_at(game.ruleset, players))
                for game in declaration.games for players in game.players]
    out: dict[str, str] = {}
    for clause in dict.fromkeys(clause for _, reasons in seatings for clause in reasons):
        if clause not in known or not held(clause):
            continue
        where = [reasons for values, reasons in seatings if known[clause].holds_with(values.get)]
        if where and all(clause in reasons for reasons in where):
            out[clause] = where[0][clause]
    return out
