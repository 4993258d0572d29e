"""The engine side shared by OpenSpiel's two domino games (``open-spiel`` 2.x, Python games).

OpenSpiel's ``python_team_dominoes`` and ``python_block_dominoes`` (the files
``open_spiel/python/games/team_dominoes.py`` and ``block_dominoes.py``) are one hand of
dominoes each, as a pyspiel game: chance outcomes deal the tiles, then the players' actions
``p<k> tile:(a, b) pip:<edge>`` play a tile against the open end showing ``edge`` (None
for the lead). How this driver reaches each of the protocol's operations:

- **The deal**: a new state applies one chance outcome per tile dealt (``Deal (a, b)``); the
  team game deals round the table (player 0, 1, 2, 3, 0, ...), the block game fills player
  0's hand and then player 1's, leaving 14 tiles in ``state.deck``. The driver applies the
  protocol's tiles in that order, then checks the engine's hands against the deal.
- **The seats**: the engine's player 0 always leads, with any tile, and player k + 1 plays
  after player k. The engine's players carry no seating, so the protocol's seats are its
  players taken from the leader in the declared direction of play: seat = leader + k
  clockwise, leader - k counter-clockwise (mod n). The leader is named by the adapter's
  :class:`~adapters.bridge.MatchLedger` (the first hand by the declared ``lead.first_hand``,
  later hands by ``lead.next_hand``).
- **Legal plays**: ``state.legal_actions()``, read back through ``action_to_string``; an
  action's ``pip`` is a number, so a play on it is listed on each end that shows it.
- **Applying a play**: ``state.apply_action_with_legality_check``, pyspiel's own legality
  check (a ``SpielError`` is the engine's refusal). The games' plain ``apply_action`` makes no
  check at all (see docs/engines.md).
- **Whose turn, passes, the end**: ``current_player()``; the engine skips a player with no
  legal action and ends the hand when a hand is empty or nobody can play.
- **Results**: ``returns()``. The side with the positive return won that many points; all
  zero is a tie. The match is the adapter's (OpenSpiel plays one hand).
- **Positions**: a position of a hand in progress is reached by dealing the hand that leads
  there and replaying its moves through the game (``adapters.replayed_positions``), the ledger
  standing at the position's scores with its leader to lead; the hand's story is searched for,
  and a position no story reaches (a hand already over, say) is refused with the reason.
"""

from __future__ import annotations

import re
from functools import cache, partial
from typing import Any

import open_spiel.python.games  # noqa: F401 - registers the Python games with pyspiel
import pyspiel

from reference_impl.line import Line
from reference_impl.moves import ARMS, Move
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile

from .bridge import AdapterError, Bridge, EngineRefused, HandDriver, HandOutcome, MatchLedger, engine_identity

_ACTION = re.compile(r"p(\d+) tile:\(([\d.]+), ([\d.]+)\) pip:(None|[\d.]+)")
_DEAL = re.compile(r"Deal \(([\d.]+), ([\d.]+)\)")


@cache
def _game(short_name: str) -> Any:
    return pyspiel.load_game(short_name)


@cache
def _action_ids(short_name: str) -> dict[str, int]:
    """Every player action of the game, by its string (``p0 tile:(0.0, 4.0) pip:4.0``)."""
    game = _game(short_name)
    state = game.new_initial_state()
    return {state.action_to_string(0, action): action for action in range(game.num_distinct_actions())}


@cache
def _deal_outcomes(short_name: str) -> dict[Tile, int]:
    """The chance outcome that deals each tile."""
    state = _game(short_name).new_initial_state()
    outcomes = {}
    for outcome, _ in state.chance_outcomes():
        low, high = _DEAL.fullmatch(state.action_to_string(pyspiel.PlayerId.CHANCE, outcome)).groups()  # type: ignore
        outcomes[Tile.of(int(float(low)), int(float(high)))] = outcome
    return outcomes


class OpenSpielDriver(HandDriver):
    """One match of the OpenSpiel game ``short_name``; ``deal_round_robin`` is how the game deals."""

    def __init__(self, rules: Ruleset, players: int, short_name: str, deal_round_robin: bool) -> None:
        super().__init__(rules, players)
        self.short_name = short_name
        self.deal_round_robin = deal_round_robin
        self.ledger = MatchLedger(rules, players)
        self.state: Any = None
        self.rotation = 0  # the seat of the engine's player 0: the leader
        self.last_mover = 0

    def _seat(self, player: int) -> int:
        return (self.rotation + self.step * player) % self.players

    def _player(self, seat: int) -> int:
        return self.step * (seat - self.rotation) % self.players

    def deal(self, hands: list[list[Tile]], boneyard: list[Tile]) -> int | None:
        leader = self.ledger.leader(hands)
        if leader is None:
            return None
        self.rotation = leader
        by_player = [hands[self._seat(player)] for player in range(self.players)]
        size = len(by_player[0])
        if self.deal_round_robin:
            order = [by_player[player][i] for i in range(size) for player in range(self.players)]
        else:
            order = [tile for hand in by_player for tile in hand]
        outcomes = _deal_outcomes(self.short_name)
        self.state = _game(self.short_name).new_initial_state()
        for tile in order:
            self.state.apply_action(outcomes[tile])
        if self.state.is_chance_node() or self.hands() != [sorted(hand) for hand in hands]:
            raise AdapterError(f"the engine did not take the deal: it holds {self.hands()}")
        return leader

    def to_act(self) -> int | None:
        if self.state.is_terminal():
            return None
        return self._seat(self.state.current_player())

    def plays(self, line: Line) -> list[Move]:
        moves = []
        for action in self.state.legal_actions():
            _, low, high, edge = _ACTION.fullmatch(self.state.action_to_string(action)).groups()  # type: ignore
            tile = Tile.of(int(float(low)), int(float(high)))
            if edge == "None":
                moves.append(Move.play(tile))
                continue
            moves.extend(Move.play(tile, ARMS[arm]) for arm, value, _ in line.ends() if value == float(edge))
        return moves

    def play(self, seat: int, tile: Tile, end: str | None, line: Line) -> None:
        edge = None if end is None else float(line.end_value[ARMS.index(end)])
        text = f"p{self._player(seat)} tile:({float(tile.low)}, {float(tile.high)}) pip:{edge}"
        action = _action_ids(self.short_name).get(text)
        if action is None:
            raise EngineRefused(f"OpenSpiel has no action {text!r}")
        try:
            self.state.apply_action_with_legality_check(action)
        except pyspiel.SpielError as error:
            raise EngineRefused(str(error).splitlines()[0]) from None
        self.last_mover = seat

    def agrees_with(self, line: Line) -> bool:
        return sorted(float(value) for _, value, _ in line.ends()) == list(self.state.open_edges)

    def hands(self) -> list[list[Tile]]:
        held = self.state.hands
        return [sorted(Tile.of(int(a), int(b)) for a, b in held[self._player(seat)]) for seat in range(self.players)]

    def boneyard_size(self) -> int:
        return len(self.state.deck)

    def outcome(self) -> HandOutcome:
        returns = self.state.returns()
        end = "out" if any(not hand for hand in self.state.hands) else "blocked"
        for side, members in enumerate(self.sides):
            value = returns[self._player(members[0])]
            if value > 0:
                return HandOutcome(end, side, int(value), self.last_mover)
        return HandOutcome(end, None, 0, self.last_mover)

    def count_hand(self, result: dict[str, Any], leader: int) -> None:
        self.ledger.count_hand(result, leader)

    def resume(self, scores: list[int], hands_played: int, leader: int) -> None:
        self.ledger.resume(scores, leader)  # the match is the adapter's ledger: the game plays one hand

    def scores(self) -> list[int]:
        return list(self.ledger.scores)

    def winners(self) -> list[int] | None:
        return self.ledger.winners



def openspiel_adapter(short_name: str, game: dict[str, Any], deal_round_robin: bool) -> Bridge:
    """The protocol in front of the OpenSpiel game ``short_name``, declaring ``game``."""
    identity = engine_identity(f"OpenSpiel {short_name}", "open-spiel", "https://github.com/google-deepmind/open_spiel")
    return Bridge(identity, game, partial(OpenSpielDriver, short_name=short_name, deal_round_robin=deal_round_robin))
