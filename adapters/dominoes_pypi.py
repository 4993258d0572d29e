"""``dominoes`` 6.1.0 (PyPI ``dominoes``, abw333/dominoes) behind the engine protocol.

``py:adapters.dominoes_pypi:create``. The library plays a partnership match: ``Series`` deals
every hand with ``Game.new`` (28 tiles, seven to each of four players, 0 and 2 against 1 and
3), the holder of the starting domino (6-6) plays it himself in the first hand, play goes
clockwise to ``(player + 1) % 4``, a player with no valid move is skipped (the skip is
recorded as ``None`` in ``game.moves``), and ``Series.next_game`` adds each hand's points to
the winning team and names the next hand's first player. Its docstrings (``Game``, ``Series``)
state the rules the adapter declares.

Declared: the ``partnership`` profile at 4 players, except what the library's docstrings say:

- ``turn.direction = cw``: "After the game starts, play proceeds clockwise";
- ``score.out = all_other_hands``: "adding all the values of all the dominoes remaining in
  the hands of the 3 other players";
- ``score.blocked = all_pips``: the library's team with the lower count "earns a number of
  points computed by adding both teams' scores", its own included;
- ``lead.next_hand = blocker``: the ``Series`` docstring gives the next game to the player
  who played their last domino, and after a stuck game to the player who made it stuck if
  that player's team won, else to the player after them, of the other team
  (``Series.next_game``: ``result.player`` or ``next_player(result.player)``; a stuck
  ``Game.make_move`` names as ``result.player`` the player who laid the last tile, since the
  turn comes back to them once every other player is found without a move);
- ``lead.after_tie = same_leader``: after a stuck game with equal team counts, the player
  who started that game starts the next (``self.games[-1].starting_player``).

How each gap is bridged:

- **The deal**: the library shuffles inside ``Game.new`` (``dominoes.game._randomized_hands``).
  While the adapter creates a hand, that one function is replaced by one that returns the
  protocol's deal; everything else (who starts, the opening play) is ``Game.new``'s own code.
- **The opening**: in the first hand ``Game.new`` plays the 6-6 for its holder at once. Until
  the protocol's leader sends that lead, the adapter shows the state before it (the 6-6 in
  hand, an empty line) and lists that play as the leader's only move; any other lead is
  refused with ``lead_tile_forced`` (IMPLEMENTING.md, "An engine that plays the opening tile
  itself").
- **The match**: ``Series`` keeps it. When a hand ends the adapter calls
  ``Series.next_game()`` at once, so the scores, the end of the match and the next hand's
  first player are the library's; the hand it creates is dealt again from the protocol's
  deal (``Game.new(starting_player=...)``, as ``next_game`` called it) when that deal comes.
- **Moves**: a play is ``game.make_move(domino, left)``; the library's exceptions
  (``NoSuchDominoException``, ``EndsMismatchException``, ``GameOverException``) are its
  refusals, and ``make_move`` is transactional. The lead is made on the left, as ``Game.new``
  makes its own. Passes, reasons and turns are bridged as ``adapters.bridge`` says.
- **Results**: ``game.result``: ``won`` tells going out from a stuck hand, the sign of
  ``points`` the team that scored.
- **Positions**: a position of a hand in progress is reached by dealing the hand that leads
  there and replaying its moves through the library (``adapters.replayed_positions``): in a
  first hand the ``Series`` opens it itself; in a later one the ``Series`` is made to stand at
  the position's scores (its ``scores``) with the position's leader to start the next game.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import dominoes
import dominoes.game

from reference_impl.line import LEFT, RIGHT, Line
from reference_impl.moves import Move
from reference_impl.ruleset import Ruleset
from reference_impl.tiles import Tile

from .bridge import Bridge, EngineRefused, HandDriver, HandOutcome, engine_identity
from .replayed_positions import Unreachable

GAME = {"profile": "partnership", "players": [4], "differences": {
    "turn.direction": "cw", "score.out": "all_other_hands", "score.blocked": "all_pips",
    "lead.next_hand": "blocker", "lead.after_tie": "same_leader"}}

_REFUSALS = (dominoes.NoSuchDominoException, dominoes.EndsMismatchException, dominoes.GameOverException)


@contextmanager
def _dealing(hands: list[list[Tile]]) -> Iterator[None]:
    """While it lasts, the library's shuffle deals ``hands`` (seat 0 first)."""
    shuffle = dominoes.game._randomized_hands
    dominoes.game._randomized_hands = lambda: [dominoes.Hand([dominoes.Domino(*tile) for tile in hand])
                                               for hand in hands]
    try:
        yield
    finally:
        dominoes.game._randomized_hands = shuffle


def _tile(domino: Any) -> Tile:
    return Tile.of(domino.first, domino.second)


class DominoesDriver(HandDriver):
    """One ``dominoes.Series``."""

    def __init__(self, rules: Ruleset, players: int) -> None:
        super().__init__(rules, players)
        self.series: Any = None
        self.opening: Tile | None = None  # the lead ``Game.new`` made itself, in the first hand

    @property
    def game(self) -> Any:
        return self.series.games[-1]

    def deal(self, hands: list[list[Tile]], boneyard: list[Tile]) -> int | None:
        with _dealing(hands):
            if self.series is None:
                top = self.rules.max_pip
                self.series = dominoes.Series(target_score=self.rules.target[self.players],
                                              starting_domino=dominoes.Domino(top, top))
                self.opening = Tile(top, top)
            else:
                self.series.games[-1] = dominoes.Game.new(starting_player=self.game.starting_player)
                self.opening = None
        return self.game.starting_player

    def forced_lead(self) -> Tile | None:
        return self.opening

    def resume(self, scores: list[int], hands_played: int, leader: int) -> None:
        if not hands_played:
            if any(scores):
                raise Unreachable("the first hand of a match begins with no points scored")
            self.series = None  # the first hand is the Series' own, opened with the 6-6 by its holder
            return
        top = self.rules.max_pip
        every = [Tile(low, high) for low in range(top + 1) for high in range(low, top + 1)]
        with _dealing([every[seat::self.players] for seat in range(self.players)]):  # any deal: it is replaced
            self.series = dominoes.Series(target_score=self.rules.target[self.players],
                                          starting_domino=dominoes.Domino(top, top))
        self.series.scores = list(scores)  # the library keeps the match as two public scores
        self.game.starting_player = leader  # the next deal is the hand that ``Series.next_game`` would start

    def to_act(self) -> int | None:
        return None if self.game.result is not None else self.game.turn

    def plays(self, line: Line) -> list[Move]:
        if not self.game.board:
            return [Move.play(_tile(domino)) for domino, _ in self.game.valid_moves]
        return [Move.play(_tile(domino), "left" if left else "right") for domino, left in self.game.valid_moves]

    def play(self, seat: int, tile: Tile, end: str | None, line: Line) -> None:
        try:
            self.game.make_move(dominoes.Domino(tile.low, tile.high), end != "right")
        except _REFUSALS as error:
            raise EngineRefused(f"{type(error).__name__}: {error}") from None

    def agrees_with(self, line: Line) -> bool:
        board = self.game.board
        return (len(board) == line.size
                and (board.left_end(), board.right_end()) == (line.end_value[LEFT], line.end_value[RIGHT]))

    def hands(self) -> list[list[Tile]]:
        return [sorted(_tile(domino) for domino in hand) for hand in self.game.hands]

    def boneyard_size(self) -> int:
        return 0

    def outcome(self) -> HandOutcome:
        result = self.game.result
        side: int | None
        if result.won:
            side = next(i for i, members in enumerate(self.sides) if result.player in members)
        else:
            side = None if result.points == 0 else (0 if result.points > 0 else 1)
        return HandOutcome("out" if result.won else "blocked", side, abs(result.points), result.player)

    def count_hand(self, result: dict[str, Any], leader: int) -> None:
        # The next hand's deal is not known yet: the hand next_game creates holds no tiles
        # until the protocol's deal replaces it.
        with _dealing([[] for _ in range(self.players)]):
            self.series.next_game()

    def scores(self) -> list[int]:
        return list(self.series.scores) if self.series else [0, 0]

    def winners(self) -> list[int] | None:
        if self.series is None or not self.series.is_over():
            return None
        best = max(self.series.scores)
        return [side for side, score in enumerate(self.series.scores) if score == best]


def create() -> Bridge:
    """Factory for ``py:adapters.dominoes_pypi:create``."""
    identity = engine_identity("dominoes (abw333)", "dominoes", "https://github.com/abw333/dominoes")
    return Bridge(identity, GAME, DominoesDriver)
