"""An engine's own games: seeded deals, every move chosen at random among the moves the engine itself
lists, each match recorded as a transcript of what the engine did.

Differential play chooses among the reference engine's moves and lets the reference take the engine's
state after a divergence, so what the engine is asked depends on the reference engine's ruleset. Here
what the engine is asked depends on the engine alone (and the seed): one recording, made once, can be
replayed on the reference engine under any number of rulesets (``conformance.judging.replay`` with a
``DirectSession``), each replay saying which hands that ruleset plays as the engine did. ``identify``
reads an engine's game so, asking the engine nothing more for each ruleset it tries.

A move the engine lists but will not read or take, or a failure of the engine as a program, ends that
match's recording: the hands finished before it are kept, and the failure is said (``OwnGames.failures``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from reference_impl.engine import HAND_OVER, IN_PROGRESS, MATCH_OVER, REDEAL_NEEDED
from reference_impl.moves import DRAW, PLAY, IllegalMove, Move
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile, TileError, tile_set

from conformance.engines.client import BadReply
from conformance.engines.compare import canonical_tile
from conformance.engines.under_test import EngineError
from conformance.records.model import Deal, Event, HandRecord, HandResult, MatchResult, RulesetSpec, Transcript
from .play.hands import MAX_PLIES, doubles_to_boneyard
from .sessions import ProtocolSession

#: The most hands one recorded match runs to, when the match does not end before: enough for later hands'
#: leads and carried scores to show, few enough that a budget of hands holds many first hands; and every
#: so many matches, a long one, for a match's end under a high target or its own way of ending to show.
HANDS_PER_MATCH = 4
LONG_MATCH_EVERY, LONG_MATCH_HANDS = 4, 16
#: Every so many matches the first deal keeps the doubles out of the hands, as far as the boneyard takes
#: them: the lead's rules differ most where nobody holds a double.
DOUBLELESS_EVERY = 3
#: Matches in a row in which the engine plays no hand through (it crashed, it refuses the deals) before its
#: games are recorded no further.
BARREN_MATCHES = 3


class _MatchEnded(Exception):
    """The engine's match cannot be recorded further; the reason."""


@dataclass
class OwnGames:
    """What an engine played by itself: one transcript a match, and the failures that ended a recording."""

    ruleset: dict[str, Any]  # the ruleset sent to the engine
    players: int
    matches: list[Transcript] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def hands(self) -> int:
        """The hands recorded, every match together."""
        return sum(len(match.hands) for match in self.matches)


def record_own_games(session: ProtocolSession, ruleset: Mapping[str, Any], players: int, hands: int, seed: int,
                     hands_per_match: int = HANDS_PER_MATCH, on_hand: Callable[[], None] | None = None) -> OwnGames:
    """Up to ``hands`` hands of the engine's own play under ``ruleset`` (a pinned ruleset, sent as it is), in
    matches of at most ``hands_per_match`` hands (every ``LONG_MATCH_EVERY``-th, ``LONG_MATCH_HANDS``), each
    match seeded by ``seed`` and its number; ``on_hand`` is told of each hand recorded."""
    rules = Ruleset.from_dict(ruleset)
    played = OwnGames(dict(ruleset), players)
    number = barren = 0
    while played.hands < hands:
        number += 1
        recorder = _OwnMatch(session, rules, dict(ruleset), players, random.Random(f"own games {seed}:{number}"),
                             doubleless=number % DOUBLELESS_EVERY == 0, on_hand=on_hand)
        longest = LONG_MATCH_HANDS if number % LONG_MATCH_EVERY == 0 else hands_per_match
        try:
            recorder.play(min(longest, hands - played.hands))
        except _MatchEnded as ended:
            played.failures.append(f"match {number}, hand {len(recorder.hands) + 1}: {ended}")
            session.recover()
        if recorder.hands:
            played.matches.append(recorder.transcript())
            barren = 0
        else:
            barren += 1
            if barren == BARREN_MATCHES:
                break  # the engine no longer plays a hand through: more matches would only fail the same way
    return played


class _OwnMatch:
    """One match of the engine's own play, recorded hand by hand."""

    def __init__(self, session: ProtocolSession, rules: Ruleset, pinned: dict[str, Any], players: int,
                 rng: random.Random, doubleless: bool, on_hand: Callable[[], None] | None = None) -> None:
        self.session = session
        self.rules = rules
        self.pinned = pinned
        self.players = players
        self.rng = rng
        self.doubleless = doubleless
        self.on_hand = on_hand
        self.tiles = list(tile_set(rules.max_pip).tiles)
        self.hands: list[HandRecord] = []
        self.sides: list[list[int]] = []
        self.over: Mapping[str, Any] | None = None
        self.scores: list[int] = []

    def play(self, limit: int) -> None:
        """Start the match and record its hands until it is over or ``limit`` hands are played."""
        refused = self._ask(self.session.start, self.pinned, self.players)
        if refused is not None:
            raise _MatchEnded(f"the engine refused the ruleset: {refused}")
        state = self._ask(self.session.state)
        self.sides = [list(side) for side in state.get("sides") or [[seat] for seat in range(self.players)]]
        self.scores = [0] * len(self.sides)
        while len(self.hands) < limit and self.over is None:
            self._hand()

    def _ask(self, question: Callable[..., Any], *arguments: Any) -> Any:
        """``question(*arguments)`` asked of the engine; its failure as a program ends the match's recording."""
        try:
            return question(*arguments)
        except (EngineError, BadReply) as failure:
            raise _MatchEnded(str(failure)) from None  # it names the engine

    def _deal(self) -> Deal:
        rng, tiles = self.rng, self.tiles
        lots = rng.sample(tiles, self.players)  # given with every deal: an engine that leads by lot needs them
        rng.shuffle(tiles)
        size = self.rules.hand_size[self.players]
        deal = Deal([tiles[seat * size:(seat + 1) * size] for seat in range(self.players)],
                    tiles[self.players * size:], lots)
        return doubles_to_boneyard(deal) if self.doubleless and not self.hands else deal

    def _hand(self) -> None:
        deal = self._deal()
        status, refused = self._ask(self.session.deal, deal)
        if refused is not None:
            raise _MatchEnded(f"the engine refused the deal of hand {len(self.hands) + 1}: {refused}")
        state = self._ask(self.session.state)
        leader = state.get("turn") if status == IN_PROGRESS else None
        held = self._held(state)
        events: list[Event] = []
        while state.get("status") == IN_PROGRESS and len(events) < MAX_PLIES:
            seat = state.get("turn")
            if not isinstance(seat, int) or not 0 <= seat < self.players:
                raise _MatchEnded(f"the engine has {seat!r} to act")
            listed = self._ask(self.session.legal_moves)
            if not listed:
                raise _MatchEnded(f"the engine lists no legal move for seat {seat}, its hand in progress")
            chosen = listed[self.rng.randrange(len(listed))]
            try:
                move = Move.from_dict(chosen, self.rules.max_pip)
            except (IllegalMove, TypeError, AttributeError) as error:
                raise _MatchEnded(f"the engine lists a move that cannot be read, {chosen!r}: {error}") from None
            accepted, reason, message = self._ask(self.session.apply, seat, move)
            if not accepted:
                raise _MatchEnded(f"the engine refuses seat {seat}'s move {move}, which it listed: "
                                  f"{reason}: {message}")
            before = self.scores
            state = self._ask(self.session.state)
            after = self._held(state)
            tile = move.tile
            if move.kind == DRAW:
                gained = [drawn for drawn in after[seat] - held[seat]]
                tile = gained[0] if len(gained) == 1 else None
                if tile is None:
                    raise _MatchEnded(f"seat {seat} drew, and its hand shows {len(gained)} new tiles")
            held = after
            events.append(Event(seat, move.kind, tile, move.end, move.claim if move.kind == PLAY else None,
                                self._in_hand_points(state, before, seat) or None))
        if state.get("status") == IN_PROGRESS:
            raise _MatchEnded(f"the hand is still in progress after {MAX_PLIES} moves")
        self.hands.append(HandRecord(deal, leader, events, self._result(state)))
        if self.on_hand is not None:
            self.on_hand()
        if state.get("status") == MATCH_OVER:
            self.over = state.get("match_result") or {}

    def _held(self, state: Mapping[str, Any]) -> list[set[Tile]]:
        """Each seat's tiles as the engine's state shows them."""
        hands = state.get("hands")
        if not isinstance(hands, list) or len(hands) != self.players:
            raise _MatchEnded(f"the engine's state shows no hand for each of the {self.players} seats")
        parse = tile_set(self.rules.max_pip).parse
        try:
            return [{parse(canonical_tile(tile)) for tile in hand} for hand in hands]
        except (TileError, TypeError) as error:
            raise _MatchEnded(f"the engine's state shows a tile that cannot be read: {error}") from None

    def _in_hand_points(self, state: Mapping[str, Any], before: Sequence[int], seat: int) -> int:
        """What the move just made scored during the hand, from the engine's totals before and after it; the
        points of the hand's end, on the move that ends it, are taken off (they are the result's)."""
        scores = state.get("scores")
        if not isinstance(scores, list) or len(scores) != len(self.sides):
            raise _MatchEnded(f"the engine's state shows the scores {scores!r} for {len(self.sides)} sides")
        self.scores = list(scores)
        side = next(index for index, members in enumerate(self.sides) if seat in members)
        scored = scores[side] - before[side]
        result = state.get("result")
        if state.get("status") != IN_PROGRESS and isinstance(result, Mapping) and result.get("side") == side:
            scored -= result.get("points") or 0
        return scored

    def _result(self, state: Mapping[str, Any]) -> HandResult:
        result = state.get("result")
        if not isinstance(result, Mapping):
            raise _MatchEnded(f"the hand is {state.get('status')}, and the engine's state shows no result")
        status = state.get("status")
        if status not in (HAND_OVER, MATCH_OVER, REDEAL_NEEDED):
            raise _MatchEnded(f"the hand ended with the status {status!r}")
        pips = result.get("pips")
        dealt_again = result.get("end") == "redeal" or not isinstance(pips, list)
        return HandResult(str(result.get("end")), result.get("side"), result.get("points") or 0, list(self.scores),
                          status == REDEAL_NEEDED, None if dealt_again else list(pips))

    def transcript(self) -> Transcript:
        over = self.over
        teams = self.sides if any(len(side) > 1 for side in self.sides) else None  # the engine's, not the ruleset's
        counted = sum(1 for hand in self.hands if not hand.result.void)
        if over is not None:
            result = MatchResult("over", list(self.scores), int(over.get("hands") or counted),
                                 sorted(over.get("winners") or []))
        else:
            # The totals after the last hand played through: a hand the engine failed in may have scored already.
            totals = self.hands[-1].result.scores if self.hands else self.scores
            result = MatchResult("unfinished", list(totals), counted)
        return Transcript(RulesetSpec(pinned=self.pinned), self.players, teams, list(self.hands), result)
