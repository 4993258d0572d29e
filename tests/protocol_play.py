"""Play random matches through two engines side by side, over the protocol, and compare.

Used by the transport tests (the reference engine in-process against itself
as a subprocess) and the Node engine test (an independent engine against the
reference). Every request goes to both engines; ``Mismatch`` is raised at
the first reply that differs, naming the profile, seed, ply and both replies.

Besides the random legal move, each ply tries a few illegal moves that break
exactly one rule (``probes``), so refusals and their reasons are compared
too, and the state after them shows that a refusal changed nothing.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable, Sequence

from conformance.engines.under_test import Engine
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import tile_set

Normalise = Callable[[str, dict[str, Any]], Any]

# Reply fields the protocol lets an engine leave out (``drawn`` is required only under
# draw.mode = until_playable_one_move): compared only where every engine sends them.
OPTIONAL_FIELDS = {"apply": ("drawn",)}


class Mismatch(AssertionError):
    """Two engines answered one request differently."""


def exact(cmd: str, reply: dict[str, Any]) -> Any:
    """Replies compared as they are (but for ``seq``, which each connection numbers itself)."""
    return {key: value for key, value in reply.items() if key != "seq"}


def by_rules(cmd: str, reply: dict[str, Any]) -> Any:
    """Replies compared on what the rules decide: messages are free text, move lists are sets."""
    out = {key: value for key, value in reply.items() if key not in ("seq", "message", "traceback")}
    if cmd == "legal_moves" and isinstance(out.get("moves"), list):
        out["moves"] = sorted(json.dumps(move, sort_keys=True) for move in out["moves"])
    return out


def random_deal(rng: random.Random, ruleset: dict[str, Any], players: int,
                no_doubles: bool = False) -> dict[str, Any]:
    """A shuffled deal: every hand, the boneyard in draw order, and lots when the lead is by lot.

    With ``no_doubles`` (when the set allows it) every double goes to the boneyard, so the
    rules for a deal without doubles (the heaviest tile leads, or a redeal) are exercised.
    """
    rules = Ruleset.from_dict(ruleset)
    size = rules.hand_size[players]
    tiles = [str(tile) for tile in tile_set(rules.max_pip).tiles]
    singles = [tile for tile in tiles if tile.split("-")[0] != tile.split("-")[1]]
    if no_doubles and len(singles) >= players * size:
        rng.shuffle(singles)
        dealt = singles[:players * size]
        rest = [tile for tile in tiles if tile not in dealt]
        rng.shuffle(rest)
        tiles = dealt + rest
    else:
        rng.shuffle(tiles)
    deal: dict[str, Any] = {
        "hands": [tiles[seat * size:(seat + 1) * size] for seat in range(players)],
        "boneyard": tiles[players * size:],
    }
    if rules.first_hand_lead == "lot":
        lots = [str(tile) for tile in tile_set(rules.max_pip).tiles]
        rng.shuffle(lots)
        deal["lots"] = lots[:players]
    return deal


class SideBySide:
    """Two engines fed the same requests; every pair of replies must agree."""

    def __init__(self, engines: Sequence[Engine], normalise: Normalise, label: str) -> None:
        self.engines = list(engines)
        self.normalise = normalise
        self.label = label
        self.ply = 0
        self.requests = 0

    def ask(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message`` to both engines; return the first engine's reply once they agree."""
        replies = [engine.request(message) for engine in self.engines]
        self.requests += len(replies)
        cmd = message["cmd"]
        optional = [key for key in OPTIONAL_FIELDS.get(cmd, ()) if not all(key in reply for reply in replies)]
        first, *others = [self.normalise(cmd, {key: value for key, value in reply.items() if key not in optional})
                          for reply in replies]
        for engine, other in zip(self.engines[1:], others):
            if other != first:
                raise Mismatch(
                    f"{self.label}, ply {self.ply}: {cmd} {json.dumps(message, sort_keys=True)}\n"
                    f"  {self.engines[0].name}: {json.dumps(first, sort_keys=True)}\n"
                    f"  {engine.name}: {json.dumps(other, sort_keys=True)}"
                )
        return replies[0]


def probes(state: dict[str, Any], moves: list[dict[str, Any]], ruleset: dict[str, Any],
           rng: random.Random) -> list[tuple[dict[str, Any], str]]:
    """Illegal moves for the position, each breaking exactly one rule, with the reason expected."""
    rules = Ruleset.from_dict(ruleset)
    seat = state["turn"]
    players = len(state["hands"])
    hand = state["hands"][seat]
    others = [tile for s, tiles in enumerate(state["hands"]) if s != seat for tile in tiles]
    open_values = {end["value"] for end in state["ends"]}
    plays = [move for move in moves if move["type"] == "play"]
    can_play = bool(plays) and bool(state["ends"])
    may_draw = rules.draw_mode != "none" and state["boneyard_size"] > rules.draw_reserve
    too_high = f"{rules.max_pip + 1}-{rules.max_pip + 1}"
    out: list[tuple[dict[str, Any], str]] = [
        ({"type": "fly"}, "malformed_move"),
        ({"type": "play", "tile": too_high}, "malformed_move"),
        ({"type": "play", "tile": "x"}, "malformed_move"),
    ]
    if not state["muggins_pending"]:
        out.append(({"type": "muggins"}, "no_muggins"))
    if moves:
        out.append(({"seat": (seat + 1) % players, **moves[0]}, "not_your_turn"))
    if others:
        out.append(({"type": "play", "tile": rng.choice(others), **({"end": "left"} if state["ends"] else {})},
                    "tile_not_in_hand"))
    if not state["ends"]:  # the lead
        out.append(({"type": "pass"}, "cannot_pass"))
        out.append(({"type": "draw"}, "cannot_draw"))
        if len(plays) == 1 and len(hand) > 1:  # a forced lead
            forced = plays[0]["tile"]
            out.append(({"type": "play", "tile": rng.choice([t for t in hand if t != forced])}, "lead_tile_forced"))
            out.append(({"type": "play", "tile": forced, "end": "left"}, "no_such_end"))
    else:
        unfit = [t for t in hand if not {int(n) for n in t.split("-")} & open_values]
        if unfit:
            out.append(({"type": "play", "tile": rng.choice(unfit), "end": rng.choice(["left", "right"])},
                        "does_not_match"))
        if rules.spinner == "none" and hand:
            out.append(({"type": "play", "tile": rng.choice(hand), "end": "up"}, "no_such_end"))
        if can_play:
            out.append(({"type": "pass"}, "must_play"))
        elif may_draw:
            out.append(({"type": "pass"}, "must_draw"))
        elif rules.draw_mode == "none":
            out.append(({"type": "draw"}, "cannot_draw"))
        else:
            out.append(({"type": "draw"}, "reserve_reached"))
    return out


def play_match(
    pair: SideBySide,
    ruleset: dict[str, Any],
    players: int,
    rng: random.Random,
    *,
    probes_per_ply: int = 2,
    max_hands: int = 40,
) -> dict[str, int]:
    """Play one match to its end (or ``max_hands`` deals) through both engines; return counts."""
    counts = {"hands": 0, "plies": 0, "probes": 0}
    started = pair.ask({"cmd": "start", "ruleset": ruleset, "players": players})
    assert started.get("ok") is True, started
    for _ in range(max_hands):
        dealt = pair.ask({"cmd": "deal", **random_deal(rng, ruleset, players, no_doubles=rng.random() < 0.25)})
        assert dealt.get("ok") is True, dealt
        counts["hands"] += 1
        pair.ply = 0
        while True:
            legal = pair.ask({"cmd": "legal_moves"})
            state = pair.ask({"cmd": "observe"})["state"]
            if state["status"] != "in_progress":
                break
            moves = legal["moves"]
            chosen = probes(state, moves, ruleset, rng)
            for move, reason in rng.sample(chosen, min(probes_per_ply, len(chosen))):
                seat = move.pop("seat", None)
                request = {"cmd": "apply", "move": move, **({} if seat is None else {"seat": seat})}
                refused = pair.ask(request)
                assert refused.get("accepted") is False and refused.get("reason") == reason, (request, refused)
                counts["probes"] += 1
            if probes_per_ply:
                after = pair.ask({"cmd": "observe"})["state"]
                assert after == state, "a refused move changed the state"
                if rng.random() < 0.05:  # a deal in the middle of a hand is refused
                    refused = pair.ask({"cmd": "deal", **random_deal(rng, ruleset, players)})
                    assert refused.get("ok") is False, refused
            move = rng.choice(moves)
            applied = pair.ask({"cmd": "apply", "move": move, "seat": state["turn"]})
            assert applied.get("accepted") is True, (move, applied)
            pair.ply += 1
            counts["plies"] += 1
        if probes_per_ply:
            late = pair.ask({"cmd": "apply", "move": {"type": "pass"}})
            assert late.get("reason") == "hand_over", late
        if state["status"] == "match_over":
            break
    return counts
