"""The reference engine: a match of dominoes played exactly by a pinned ruleset.

``Match`` is given each deal (it never shuffles), lists the legal moves of
the player to act, applies moves, and reports the state, each hand's result
and the match result. Illegal moves raise ``IllegalMove`` with a reason code
and leave the state untouched: every check runs before anything changes.

Hands are bit sets over the set's tile indices (see ``tiles.TileSet``), so
"which tiles can this player play?" is one AND per open end.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from . import scoring
from .lead import choose_first_leader, choosable_leaders, seats_after, turn_order
from .line import LEFT, RIGHT, TWO_ENDS, Line
from .moves import ARM_INDEX, ARMS, DRAW, MUGGINS, PASS, PLAY
from .moves import IllegalMove, ListedMove, Move, Reason
from .position import Position, PositionError
from .result import NO_LEADER, HandResult, protocol_form
from .ruleset import Ruleset
from .set_moves import LISTED_DRAW, LISTED_MUGGINS, LISTED_PASS, PASS_ALONE, set_moves
from .status import DealFault, HandEnd, Status
from .tiles import Tile, TileError, by_bytes, tile_set

# The engine's short names for the statuses.
AWAITING_DEAL = Status.AWAITING_DEAL
IN_PROGRESS = Status.IN_PROGRESS
REDEAL_NEEDED = Status.REDEAL_NEEDED
HAND_OVER = Status.HAND_OVER
MATCH_OVER = Status.MATCH_OVER
# How hands end, looked up once: an enum member read through its class costs a call.
ENDED_OUT, ENDED_BLOCKED, ENDED_AT_TARGET = HandEnd.OUT, HandEnd.BLOCKED, HandEnd.TARGET


class DealError(ValueError):
    """A deal does not fit the ruleset; the message names the seat and tile.

    ``reason``, a ``DealFault``, says which rule it breaks (``reason.clause``).
    """

    def __init__(self, message: str, reason: DealFault = DealFault.INCOMPLETE) -> None:
        super().__init__(message)
        self.reason = reason


class Match:
    """One match: hands dealt in turn until the match ends."""

    # Slots: CPython keeps an instance's attributes in a shared-keys dict only up to 30 of them;
    # past that every attribute read on the hot path goes through a dict lookup.
    __slots__ = (
        "rules", "players", "tileset", "sides", "side_of", "step", "next_seat", "hand_size", "target",
        "scores", "hands_played", "hand_results", "qualified", "winners", "carried", "status", "next_leader",
        "hands", "boneyard", "drawn", "line", "turn", "leader", "forced_tile", "drew_this_turn",
        "passes_in_turn", "muggins_pending", "ply", "hand_result", "scores_at_deal", "void_counted",
        "last_points", "held", "last_to_play", "_listed", "_set_moves", "_plays_at", "_plays_left", "_plays_right",
        "_leads", "_lead_bytes", "_suit_mask", "_must_play", "_fives", "_claims", "_draws", "_plain_listing",
        "_pass_alone", "_bit_of", "_block_at_once", "choosable", "_out_bonuses", "_claim_survives_draw",
        "_draws_until_fit",
    )

    def __init__(self, ruleset: Ruleset, players: int) -> None:
        if players not in ruleset.players:
            raise DealError(f"players: {ruleset.name or 'this ruleset'} is played by "
                            f"{', '.join(map(str, ruleset.players))} players, not {players}", DealFault.PLAYERS)
        self.rules = ruleset
        self.players = players
        self.tileset = tile_set(ruleset.max_pip)
        self.sides = ruleset.sides(players)
        self.side_of = [0] * players
        for index, side in enumerate(self.sides):
            for seat in side:
                self.side_of[seat] = index
        self.step = 1 if ruleset.direction == "cw" else -1
        #: The seat that acts after each seat, in the direction of play.
        self.next_seat = seats_after(players, self.step)
        self.hand_size = ruleset.hand_size[players]
        self.target = ruleset.target_for(players)
        self.scores = [0] * len(self.sides)
        self.hands_played = 0
        # Each counted hand's result and the totals after it.
        self.hand_results: list[tuple[HandResult, list[int]]] = []
        self.qualified: list[int] = []
        self.winners: list[int] | None = None
        self.carried = 0  # points of tied hands waiting for the next hand's winner (score.blocked_tie = carry)
        self.status = AWAITING_DEAL
        self.next_leader: int | None = None  # None: the first-hand rule picks
        # Per-hand state, set by deal().
        self.hands: list[int] = [0] * players
        self.boneyard: list[int] = []
        self.drawn = 0
        self.line = Line(self.tileset, ruleset.spinner)
        self.turn = 0
        self.leader = 0
        self.forced_tile: Tile | None = None
        self.drew_this_turn = False
        self.passes_in_turn = 0  # passes since the last play or draw
        self.muggins_pending = 0
        self.ply = 0
        self.hand_result: HandResult | None = None
        self.scores_at_deal = list(self.scores)  # restored when a hand is voided under fives.voided = cancelled
        self.void_counted = False  # the last voided hand counted toward match.hands
        self.last_points = 0
        self.held = 0  # every tile in some player's hand: a bit set, for block detection
        self.last_to_play = 0  # the seat that laid the hand's last tile: the blocker (lead.next_hand = blocker)
        self.choosable: tuple[int, ...] = ()  # who may lead the hand just dealt, if it may be chosen (take_leader)
        # The moves last listed for the current state (see ``ListedMove``); None once the state changes.
        self._listed: tuple[ListedMove, ...] | None = None
        moves = set_moves(ruleset.max_pip)
        self._set_moves, self._plays_at, self._leads = moves, moves.plays_at, moves.leads
        self._plays_left, self._plays_right = moves.plays_at[LEFT], moves.plays_at[RIGHT]
        self._lead_bytes = moves.lead_bytes
        self._suit_mask = self.tileset.suit_mask
        # Rule options read on every move, looked up once (the hot path reads plain attributes).
        self._must_play = ruleset.must_play
        self._fives = ruleset.fives
        self._claims = ruleset.fives_claims == "muggins"
        self._draws = ruleset.draw_mode != "none"
        # The hand ends at the move that blocks it; else only a round of passes ends it (turn.block_recognised).
        self._block_at_once = ruleset.block_recognised == "at_once"
        self._out_bonuses = ruleset.capicu != "none" or ruleset.chuchazo != "none"  # by the tile that goes out
        self._claim_survives_draw = ruleset.muggins_window == "whole_turn"  # muggins after one's draws too
        self._draws_until_fit = ruleset.draw_mode == "until_playable_one_move"  # one draw, tiles until one fits
        # A player who can play must, and no play is claimed: when some tile fits, its plays are all.
        self._plain_listing = ruleset.must_play and not self._claims
        # ... and nobody draws: when no tile fits, a pass is the only move.
        self._pass_alone = self._plain_listing and not self._draws
        self._bit_of = self.tileset.bit_of

    # -- dealing -------------------------------------------------------------

    def deal(
        self,
        hands: Sequence[Sequence[Tile | str]],
        boneyard: Sequence[Tile | str] = (),
        lots: Sequence[Tile | str] | None = None,
    ) -> str:
        """Start a hand with an explicit deal; returns the new status.

        The deal must hold every tile of the set exactly once; the boneyard is
        in draw order. ``lots`` (one tile per seat) are needed when the lead
        is drawn by lot. Raises ``DealError`` naming what is wrong.
        """
        if self.status not in (AWAITING_DEAL, HAND_OVER, REDEAL_NEEDED):
            raise DealError(f"a deal is only given between hands; the match is {self.status}", DealFault.TIMING)
        read = self._read_deal(hands, boneyard)
        if read is None:  # something is wrong with the deal: find it and name it
            parsed_hands, parsed_boneyard = self._check_deal(hands, boneyard)
            # Maps, not comprehensions: a comprehension reading ``self`` makes every deal build cells.
            tileset = self.tileset
            read = [*map(tileset.mask_of, parsed_hands)], [*map(tileset.index.__getitem__, parsed_boneyard)]
        lead_rule = self._lead_rule_now()
        parsed_lots = self._check_lots(lots) if lead_rule == "lot" else None
        self.choosable = self._choosable_leaders(lead_rule, self.hand_result)
        self.hands, self.boneyard = read
        self._listed = None
        self.held = sum(self.hands)  # the hands hold distinct tiles
        self.drawn = 0
        self.line = Line(self.tileset, self.rules.spinner)
        self.drew_this_turn = False
        self.passes_in_turn = 0
        self.muggins_pending = 0
        self.ply = 0
        self.last_to_play = 0
        self.hand_result = None
        self.scores_at_deal = list(self.scores)
        self.void_counted = False
        self.last_points = 0
        self.forced_tile = None
        if lead_rule is not None:
            rules = self.rules
            chosen = choose_first_leader(
                lead_rule, [*map(self.tileset.tiles_of, self.hands)],
                rules.tie_break, rules.max_pip, self.step, parsed_lots, rules.double_order, rules.named_double,
            )
            if chosen is None:
                self.hand_result = HandResult.void_deal(NO_LEADER, self.players)
                self._void_hand()
                return self.status
            self.leader, tile = chosen
            if tile is not None and self.rules.forced_lead_tile:
                self.forced_tile = tile
        else:
            assert self.next_leader is not None
            self.leader = self.next_leader
        self.turn = self.leader
        self.status = IN_PROGRESS
        return self.status

    def check_deal(
        self,
        hands: Sequence[Sequence[Tile | str]],
        boneyard: Sequence[Tile | str] | None = None,
        lots: Sequence[Tile | str] | None = None,
    ) -> None:
        """Raise ``DealError`` if a deal does not fit this match; change nothing.

        A boneyard left out is taken to be every undealt tile; lots are
        checked when given.
        """
        if boneyard is None:
            try:
                dealt = {tile if isinstance(tile, Tile) else self.tileset.parse(tile) for hand in hands for tile in hand}
            except TileError as error:
                raise DealError(str(error)) from None
            boneyard = [tile for tile in self.tileset.tiles if tile not in dealt]
        self._check_deal(hands, boneyard)
        if lots is not None:
            self._check_lots(lots)

    def _read_deal(
        self, hands: Sequence[Sequence[Tile | str]], boneyard: Sequence[Tile | str]
    ) -> tuple[list[int], list[int]] | None:
        """The deal as hand bit sets and boneyard indices, if it is plainly good: the right
        number of hands of the right size, and every tile of the set exactly once, each given as
        a ``Tile`` or in canonical text. Otherwise None, and ``_check_deal`` names the fault."""
        tileset = self.tileset
        if len(hands) != self.players:
            return None
        bit_of = self._bit_of.__getitem__
        masks = []
        try:
            for hand in hands:  # a loop, not a comprehension: this runs at every deal
                if len(hand) != self.hand_size:
                    return None
                masks.append(sum(map(bit_of, hand)))
            indices = [*map(tileset.index_of.__getitem__, boneyard)]
            undealt = sum(map(bit_of, boneyard))
        except (KeyError, TypeError):  # a tile not of this set, not canonical, or not a tile
            return None
        if len(indices) + self.hand_size * self.players != len(tileset.tiles):
            return None
        # As many distinct bits as the set has tiles add up to the full set only when no bit
        # comes twice (a repeat carries into another bit): so each tile exactly once, and each
        # hand's sum is its bit set.
        if sum(masks) + undealt != tileset.full_mask:
            return None
        return masks, indices

    def _lead_rule_now(self) -> str | None:
        """The first-hand rule when it picks this hand's leader, else None."""
        return self.rules.first_hand_lead if self.next_leader is None else None

    def _choosable_leaders(self, lead_rule: str | None, last: HandResult | None) -> tuple[int, ...]:
        """The seats the rules let lead the hand being dealt, where they let the leader be chosen."""
        won_by = None if last is None or last.side is None else self.sides[last.side]
        return choosable_leaders(lead_rule, self.rules.next_hand_lead, won_by, self.players)

    def take_leader(self, seat: int) -> bool:
        """Let ``seat`` lead the hand just dealt, before its first move, where its rules let the leader be
        chosen and allow that seat (``choosable``): the leader an engine chose, or a record names, taken
        after the deal as a lot would be. True if taken; False, changing nothing, otherwise."""
        if self.status is not IN_PROGRESS or self.ply or seat not in self.choosable:
            return False
        self.leader = self.turn = seat
        self.forced_tile = None  # a chosen leader was chosen by no tile
        self._listed = None
        return True

    def _check_deal(
        self, hands: Sequence[Sequence[Tile | str]], boneyard: Sequence[Tile | str]
    ) -> tuple[list[list[Tile]], list[Tile]]:
        if len(hands) != self.players:
            raise DealError(f"the deal has {len(hands)} hands for {self.players} players", DealFault.PLAYERS)
        seen: dict[Tile, str] = {}
        parsed_hands = []
        for seat, hand in enumerate(hands):
            if len(hand) != self.hand_size:
                raise DealError(f"hand {seat} holds {len(hand)} tiles; the ruleset deals {self.hand_size} "
                                f"to each of {self.players} players", DealFault.HAND_SIZE)
            parsed_hands.append([self._place(tile, f"hand {seat}", seen) for tile in hand])
        parsed_boneyard = [self._place(tile, "the boneyard", seen) for tile in boneyard]
        missing = [str(tile) for tile in self.tileset.tiles if tile not in seen]
        if missing:
            raise DealError(f"the deal is missing {', '.join(missing)}: every tile of the "
                            f"double-{self.rules.max_pip} set is dealt or in the boneyard exactly once")
        return parsed_hands, parsed_boneyard

    def _place(self, tile: Tile | str, place: str, seen: dict[Tile, str]) -> Tile:
        try:
            parsed = tile if isinstance(tile, Tile) else self.tileset.parse(tile)
        except TileError as error:
            raise DealError(f"{place}: {error}") from None
        if parsed not in self.tileset.index:
            raise DealError(f"{place}: {parsed} is not in a double-{self.rules.max_pip} set")
        if parsed in seen:
            raise DealError(f"{parsed} is dealt twice: in {seen[parsed]} and in {place}")
        seen[parsed] = place
        return parsed

    def _check_lots(self, lots: Sequence[Tile | str] | None) -> list[Tile]:
        if lots is None or len(lots) != self.players:
            raise DealError(f"the lead is drawn by lot: the deal needs one lot tile for each of "
                            f"{self.players} seats, got {0 if lots is None else len(lots)}", DealFault.LOTS)
        seen: dict[Tile, str] = {}
        try:
            return [self._place(tile, f"the lot of seat {seat}", seen) for seat, tile in enumerate(lots)]
        except DealError as error:
            raise DealError(str(error), DealFault.LOTS) from None

    # -- positions -------------------------------------------------------------

    def position(self) -> Position:
        """Where the match stands now, as a ``Position``: ``from_position`` plays on from it."""
        tiles = self.tileset.tiles
        left = self.boneyard[self.drawn:]
        line = self.line
        return Position(
            hands=tuple(tuple(self.tileset.tiles_of(hand)) for hand in self.hands),
            lead=line.root, arms=tuple(tuple(arm) for arm in line.arms), spinner=line.spinner,
            boneyard=len(left) if left and left[0] < 0 else tuple(tiles[index] for index in left),
            status=self.status, turn=self.turn, leader=self.leader, forced_tile=self.forced_tile, ply=self.ply,
            passes_in_turn=self.passes_in_turn, drew_this_turn=self.drew_this_turn,
            muggins_pending=self.muggins_pending, scores=tuple(self.scores),
            scores_at_deal=tuple(self.scores_at_deal), last_points=self.last_points,
            last_to_play=self.last_to_play, hand_result=self.hand_result,
            hands_played=self.hands_played, next_leader=self.next_leader, carried=self.carried,
            qualified=tuple(self.qualified), winners=None if self.winners is None else tuple(self.winners),
            void_counted=self.void_counted,
            history=tuple((result, tuple(scores)) for result, scores in self.hand_results),
        )

    @classmethod
    def from_position(cls, ruleset: Ruleset, position: Position) -> "Match":
        """A match that stands at ``position`` and plays on from it exactly as if its moves had been
        played. Raises ``DealError`` for a seating the ruleset does not play and ``PositionError`` for
        a position that does not hold together (a tile twice or missing, a line that does not join,
        a seat or a score of the wrong number)."""
        match = cls(ruleset, position.players)
        players, tileset = match.players, match.tileset
        for name in ("turn", "leader") + (() if position.next_leader is None else ("next_leader",)):
            if not 0 <= getattr(position, name) < players:
                raise PositionError(name, f"seat {getattr(position, name)} is not a seat of {players} players")
        scores = position.scores or (0,) * len(match.sides)
        for name, values in (("scores", scores), ("scores_at_deal", position.scores_at_deal or scores)):
            if len(values) != len(match.sides):
                raise PositionError(name, f"{len(values)} scores for {len(match.sides)} sides")
        seen: dict[Tile, str] = {}
        places = [(f"hand {seat}", hand) for seat, hand in enumerate(position.hands)]
        places.append(("the line", position.line_tiles()))
        if position.boneyard_known:
            places.append(("the boneyard", position.boneyard))  # type: ignore[arg-type]
        for place, held in places:
            for tile in held:
                if tile not in tileset.index:
                    raise PositionError(place, f"{tile} is not in a double-{ruleset.max_pip} set")
                if tile in seen:
                    raise PositionError(place, f"{tile} is twice: in {seen[tile]} and in {place}")
                seen[tile] = place
        unplaced = [tile for tile in tileset.tiles if tile not in seen]
        if position.boneyard_known and unplaced:
            raise PositionError("boneyard", f"{', '.join(map(str, unplaced))} is in no hand, not on the line "
                                            f"and not in the boneyard: every tile of the set is somewhere")
        if not position.boneyard_known and position.boneyard_size != len(unplaced):
            raise PositionError("boneyard", f"the boneyard holds the {len(unplaced)} tiles in no hand and not on "
                                            f"the line, not {position.boneyard_size}")
        match.line = Line.laid(tileset, ruleset.spinner, position.lead, position.arms, position.spinner)
        match.hands = [tileset.mask_of(hand) for hand in position.hands]
        match.held = sum(match.hands)
        match.boneyard = ([tileset.index[tile] for tile in position.boneyard]  # type: ignore[union-attr]
                          if position.boneyard_known else [-1] * position.boneyard_size)
        match.drawn = 0
        try:
            match.status = Status(position.status)  # the engine tells statuses apart by identity
        except ValueError:
            raise PositionError("status", f"{position.status!r} is not a status") from None
        match.turn, match.leader, match.forced_tile = position.turn, position.leader, position.forced_tile
        match.ply, match.passes_in_turn, match.drew_this_turn = position.ply, position.passes_in_turn, position.drew_this_turn
        match.muggins_pending, match.last_points = position.muggins_pending, position.last_points
        if not 0 <= position.last_to_play < players:
            raise PositionError("last_to_play", f"seat {position.last_to_play} is not a seat of {players} players")
        match.last_to_play = position.last_to_play
        match.scores = list(scores)
        match.scores_at_deal = list(position.scores_at_deal or scores)
        match.hand_result = position.hand_result
        match.hands_played, match.next_leader, match.carried = position.hands_played, position.next_leader, position.carried
        match.qualified = list(position.qualified)
        match.winners = None if position.winners is None else list(position.winners)
        match.void_counted = position.void_counted
        match.hand_results = [(result, list(totals)) for result, totals in position.history]
        if match.status is IN_PROGRESS and not match.ply:  # a hand not begun: its leader may still be chosen
            last = match.hand_results[-1][0] if match.hand_results else None
            match.choosable = match._choosable_leaders(match._lead_rule_now(), last)
        return match

    def end_if_over(self) -> bool:
        """End the hand in progress if where it stands has ended it already: a seat holds no tile (it
        went out) or the line is blocked; True if it did. A match started from a position taken at the
        moment a hand ended (a game sheet's, which gives no seat to act) ends the hand this way."""
        if self.status is not IN_PROGRESS:
            return False
        gone_out = [seat for seat, hand in enumerate(self.hands) if not hand]
        if gone_out:
            self._end_out(gone_out[0])
        elif self.line.size and (self._blocked() or self.passes_in_turn >= self.players):
            self._end_blocked()
        else:
            return False
        self._listed = None
        return True

    # -- moves ---------------------------------------------------------------

    def legal_moves(self) -> list[ListedMove]:
        """Every legal move of the player to act; empty only when no hand is in progress.

        ``apply`` takes a move of this listing without judging it again while the state is
        unchanged (see ``ListedMove``).
        """
        if self.status is not IN_PROGRESS:  # the statuses are enum members: the same object or not
            return []
        hand = self.hands[self.turn]
        line = self.line
        if line.size:
            # The plays of the tiles that fit each open end, looked up by the bit set of those tiles.
            suit_mask, end_value = self._suit_mask, line.end_value
            try:
                if line.open_arms is TWO_ENDS:  # no spinner open: the common line, unrolled
                    plays = (self._plays_left[hand & suit_mask[end_value[LEFT]]]
                             + self._plays_right[hand & suit_mask[end_value[RIGHT]]])
                else:
                    plays = ()
                    plays_at = self._plays_at
                    for arm in line.open_arms:
                        plays += plays_at[arm][hand & suit_mask[end_value[arm]]]
            except KeyError:  # tiles fitting an end in a way not met before: their plays are built once
                plays = self._plays_built(hand)
            if plays and self._plain_listing:  # a play fits, nothing is claimed: the plays are the list
                self._listed = plays
                return [*plays]  # the caller's list may be changed; the listing may not
            if not plays and self._pass_alone:  # nothing fits, nothing may be drawn or claimed: a pass
                self._listed = PASS_ALONE
                return [LISTED_PASS]
            moves = [*plays]
            can_play = bool(moves)
            if self.muggins_pending:
                moves.insert(0, LISTED_MUGGINS)
            if self._claims:
                moves = self._with_claims(moves)
            if not (can_play and self._must_play):
                if self._draws and self._may_draw():
                    moves.append(LISTED_DRAW)
                    if can_play or not self._must_play:  # else a player who cannot play draws before passing
                        moves.append(LISTED_PASS)
                else:
                    moves.append(LISTED_PASS)
        else:
            if self.forced_tile is not None:
                moves = [self._leads[self.tileset.index[self.forced_tile]]]
            else:
                moves = by_bytes(self._lead_bytes, hand)
            if self._claims:
                moves = self._with_claims(moves)
        self._listed = tuple(moves)  # the caller's list may be changed; this copy may not
        return moves

    def _plays_built(self, hand: int) -> tuple[ListedMove, ...]:
        """The plays of ``hand`` on the open ends, those not listed before built and remembered."""
        plays_of, line, suit_mask = self._set_moves.plays_of, self.line, self._suit_mask
        return tuple(move for arm in line.open_arms
                     for move in plays_of(arm, hand & suit_mask[line.end_value[arm]]))

    def _may_draw(self) -> bool:
        """Whether the boneyard may be drawn from now (mode, reserve, one draw per turn)."""
        if self.rules.draw_mode == "one_then_pass" and self.drew_this_turn:
            return False
        return self._may_draw_later()

    def _with_claims(self, moves: list[ListedMove]) -> list[ListedMove]:
        """Under muggins claiming, a scoring play may be made claiming its points or not."""
        out = []
        for move in moves:
            out.append(move)
            if move.kind == PLAY:
                points = scoring.fives_points(self._count_after(move))
                if points:
                    claiming = ListedMove(PLAY, move.tile, move.end, points)
                    claiming.effect = move.effect
                    out.append(claiming)
        return out

    def _count_after(self, move: Move) -> int:
        return self.line_after(move).count()

    def line_after(self, move: Move, line: Line | None = None) -> Line:
        """The line as the play ``move`` leaves it, laid on ``line`` (a copy of this match's by default): a look
        ahead that changes nothing here."""
        line = self.line.copy() if line is None else line
        assert move.tile is not None
        if line.size == 0:
            line.lead(move.tile, *move.tile)
        else:
            line.play(move.tile, ARM_INDEX[move.end], *move.tile)  # type: ignore[index]
        return line

    def check(self, move: Move, seat: int | None = None) -> None:
        """Raise ``IllegalMove`` if ``move`` is not legal now; change nothing."""
        refused = self.refusal(move, seat)
        if refused is not None:
            try:
                raise refused
            finally:  # else this frame, held by the refusal's traceback, holds the refusal: a cycle a check
                refused = None

    def refusal(self, move: Move, seat: int | None = None) -> IllegalMove | None:
        """Why the rules refuse ``move`` now (the ``IllegalMove`` ``check`` raises), or None when it is legal;
        changes nothing. Returned, not raised: differential play asks it of several illegal moves a ply, and
        raising costs three times the judging. (A subclass that judges moves its own way overrides ``check``;
        its callers ask ``check``.)"""
        if self.status is not IN_PROGRESS:  # the statuses are enum members: the same object or not
            return IllegalMove(Reason.HAND_OVER, f"no hand is in progress (status {self.status})")
        turn = self.turn
        if seat is not None and seat != turn:
            return IllegalMove(Reason.NOT_YOUR_TURN, f"it is seat {turn}'s turn, not seat {seat}'s")
        kind = move.kind
        if kind != PLAY:
            return self._other_refusal(kind)
        # A play, the most common move, is judged here: a call more would cost a tenth of the check.
        tile = move.tile
        # ``bit_of`` knows tiles by their text too, and a plain tuple equals a tile: only a tile is looked up.
        bit = self._bit_of.get(tile) if isinstance(tile, Tile) else None
        if bit is None:
            return IllegalMove(Reason.MALFORMED_MOVE, f"{tile!r} is not a tile of this set")
        if not self.hands[turn] & bit:
            return IllegalMove(Reason.TILE_NOT_IN_HAND, f"seat {turn} does not hold {tile}")
        line = self.line
        if line.size:
            arm = ARM_INDEX.get(move.end)  # type: ignore[arg-type]
            if arm is None or arm not in line.open_arms:
                open_names = ", ".join(ARMS[a] for a in line.open_arms)
                return IllegalMove(Reason.NO_SUCH_END, f"{move.end!r} is not an open end (open: {open_names})")
            value = line.end_value[arm]
            if value not in tile:  # a tile is its two halves
                return IllegalMove(Reason.DOES_NOT_MATCH,
                                   f"{tile} does not match the {move.end} end, which shows {value}")
        else:
            if move.end is not None:
                return IllegalMove(Reason.NO_SUCH_END, "the lead is laid on an empty table: it names no end")
            if self.forced_tile is not None and tile != self.forced_tile:
                return IllegalMove(Reason.LEAD_TILE_FORCED, f"the leader must lead {self.forced_tile}")
        if self._claims and move.claim is not None:
            points = scoring.fives_points(self._count_after(move))
            if move.claim != points:
                return IllegalMove(Reason.WRONG_CLAIM, f"the play scores {points}, not {move.claim}")
        return None

    def _other_refusal(self, kind: str) -> IllegalMove | None:
        """Why the rules refuse a move other than a play (a pass, a draw, muggins) of the player to act."""
        if kind == PASS:
            return self._pass_refusal()
        if kind == DRAW:
            return self._draw_refusal()
        if kind == MUGGINS:
            if not self.muggins_pending:
                return IllegalMove(Reason.NO_MUGGINS, "there is no unclaimed score to take")
            return None
        return IllegalMove(Reason.MALFORMED_MOVE, f"unknown move type {kind!r}")

    def _playable(self) -> int:
        """The player to act's tiles that fit an open end (all of them before the lead)."""
        hand = self.hands[self.turn]
        return hand & self.line.fits() if self.line.size else hand

    def _pass_refusal(self) -> IllegalMove | None:
        if self.line.size == 0:
            return IllegalMove(Reason.CANNOT_PASS, "the leader must lead")
        if self.rules.must_play:
            if self._playable():
                return IllegalMove(Reason.MUST_PLAY, f"seat {self.turn} holds a tile that fits and must play it")
            if self._may_draw():
                return IllegalMove(Reason.MUST_DRAW, f"seat {self.turn} cannot play and must draw from the boneyard")
        return None

    def _draw_refusal(self) -> IllegalMove | None:
        rules = self.rules
        if rules.draw_mode == "none":
            return IllegalMove(Reason.CANNOT_DRAW, "this ruleset has no drawing: a player who cannot play passes")
        if self.line.size == 0:
            return IllegalMove(Reason.CANNOT_DRAW, "the leader must lead")
        if rules.draw_mode == "one_then_pass" and self.drew_this_turn:
            return IllegalMove(Reason.CANNOT_DRAW, "only one tile may be drawn in a turn")
        left = len(self.boneyard) - self.drawn
        if left <= rules.draw_reserve:
            return IllegalMove(Reason.RESERVE_REACHED, "the boneyard is empty" if not left else
                               f"only the {left} reserved tiles are left; they may not be drawn")
        if rules.must_play and self._playable():
            return IllegalMove(Reason.MUST_PLAY, f"seat {self.turn} holds a tile that fits and must play it")
        return None

    def apply(self, move: Move, seat: int | None = None, judged: bool = False) -> None:
        """Make ``move`` for the player to act (or check it is ``seat``'s turn).

        A ``ListedMove`` among the moves listed for the current state was judged when it was
        listed; every other move is judged in full here, and refused with the state untouched,
        unless ``judged``: the caller has just had ``refusal`` find it legal in this very state.
        """
        listed = self._listed
        if (listed is None or move.__class__ is not ListedMove or move not in listed
                or (seat is not None and seat != self.turn)):
            if not judged:
                self.check(move, seat)
            effect = self._set_moves.effect_of(move)
        else:
            effect = move.effect  # type: ignore[attr-defined]
            if effect is None:  # a listed move built by hand
                effect = self._set_moves.effect_of(move)
        if not effect:  # a pass, a draw, muggins
            self._apply_other(move.kind)
            return
        self._listed = None
        self.ply += 1
        self.last_points = 0
        # A play, the most common move, is made here: a call more would cost a tenth of the move.
        bit, arm, tile, low, high = effect
        turn = self.turn
        self.muggins_pending = 0
        hand = self.hands[turn] = self.hands[turn] ^ bit  # the tile is held: it was judged
        self.held ^= bit
        line = self.line
        # What going out with this tile earns, read from the open ends before it (score.capicu, score.chuchazo).
        bonuses = scoring.going_out_bonuses(self.rules.capicu, self.rules.chuchazo, low, high, () if arm is None else [
            line.end_value[end] for end in line.open_arms]) if not hand and self._out_bonuses else ()
        fitting = line.lead(tile, low, high) if arm is None else line.play(tile, arm, low, high)
        self.last_to_play = turn
        if self._fives:
            self._score_fives(move)
            if self.last_points and self._end_if_target_reached():
                return
        if not hand:  # going out comes first, even when the same tile blocks the line
            self._end_out(turn, bonuses)
            return
        if self._block_at_once and not self.held & fitting and not self._may_draw_later():  # ``_blocked``
            self._end_blocked()
            return
        self.passes_in_turn = 0
        self.drew_this_turn = False
        self.turn = self.next_seat[turn]

    def _apply_other(self, kind: str) -> None:
        """Make a pass, a draw or muggins, judged already, for the player to act."""
        if kind == DRAW and self.boneyard[self.drawn] < 0:  # a position that gave the boneyard's size only
            raise PositionError("boneyard", "the position gives only the boneyard's size, so which tile "
                                            "is drawn is not known: give its tiles in draw order")
        self._listed = None
        self.ply += 1
        self.last_points = 0
        turn = self.turn
        if kind == PASS:
            self.muggins_pending = 0
            self.passes_in_turn += 1
            if self.passes_in_turn == self.players:  # everybody knocked in turn: the line is blocked
                self._end_blocked()
                return
        elif kind == DRAW:
            if not self._claim_survives_draw:
                self.muggins_pending = 0
            self.passes_in_turn = 0
            bit = self._take_tile(turn)
            if self._draws_until_fit:  # one draw goes on until the tile taken fits, or only the reserve is left
                fitting = self.line.fits()
                while not bit & fitting and self._may_draw_later():
                    bit = self._take_tile(turn)
            self.drew_this_turn = True
            if self._block_at_once and self._blocked():
                self._end_blocked()
            return
        else:  # muggins: the player to act takes the score the last play left unclaimed
            self._score(turn, self.muggins_pending)
            self.muggins_pending = 0
            self._end_if_target_reached()
            return
        self.drew_this_turn = False
        self.turn = self.next_seat[turn]

    def _take_tile(self, seat: int) -> int:
        """Move the boneyard's next tile into ``seat``'s hand; its bit."""
        bit = 1 << self.boneyard[self.drawn]
        self.hands[seat] |= bit
        self.held |= bit
        self.drawn += 1
        return bit

    def _score_fives(self, move: Move) -> None:
        points = scoring.fives_points(self.line.count())
        if not points:
            return
        if self.rules.fives_claims == "auto" or move.claim == points:
            self._score(self.turn, points)
        else:
            self.muggins_pending = points

    def _score(self, seat: int, points: int) -> None:
        self.scores[self.side_of[seat]] += points
        self.last_points += points

    def _end_if_target_reached(self) -> bool:
        """Under ``match.target_check = at_once``, end the hand and the match as soon as an
        in-hand score decides it; True if it did."""
        rules = self.rules
        if (rules.target_check != "at_once" or rules.match_end == "hands"
                or self._update_qualifiers_and_winners() is None):
            return False
        self.muggins_pending = 0
        scorer = self.turn
        self.hand_result = HandResult(ENDED_AT_TARGET, scorer, self.side_of[scorer], 0, tuple(self.pips()))
        self._count_hand()
        return True

    def _blocked(self, fitting: int | None = None) -> bool:
        """No player can play, and nobody may draw: the hand is blocked. ``fitting`` is
        ``line.fits()`` when the caller has it already."""
        if fitting is None:
            fitting = self.line.fits()
        return not self.held & fitting and not self._may_draw_later()  # no tile in any hand fits

    def _may_draw_later(self) -> bool:
        """Whether a tile may yet be drawn from the boneyard (mode and reserve)."""
        return self._draws and len(self.boneyard) - self.drawn > self.rules.draw_reserve

    # -- derived questions, answered for the judges ------------------------------

    @property
    def boneyard_left(self) -> int:
        """The tiles left in the boneyard (the reserve, never drawn, among them)."""
        return len(self.boneyard) - self.drawn

    def drawn_since(self, drawn_before: int) -> tuple[Tile, ...]:
        """The tiles drawn, in order, since ``drawn`` stood at ``drawn_before`` (several for a draw that takes
        tiles until one fits)."""
        return tuple(self.tileset.tiles[index] for index in self.boneyard[drawn_before:self.drawn])

    def is_blocked(self) -> bool:
        """Whether no tile held fits an open end and nobody may draw: the line is blocked (a hand whose
        last tile went out may have left it blocked too)."""
        return self._blocked()

    # -- the end of a hand -----------------------------------------------------

    def pips(self) -> list[int]:
        """Pips left in each seat's hand."""
        return [*map(self.tileset.pips_of, self.hands)]

    def _end_out(self, winner: int, bonuses: tuple[tuple[str, int], ...] = ()) -> None:
        self.muggins_pending = 0  # a score left unclaimed by the last play lapses with the hand
        pips = self.pips()
        rules = self.rules
        points = scoring.going_out_points(pips, self.sides, winner, rules.out_score, rules.rounding)
        self._finish_hand(ENDED_OUT, winner, points, pips, bonuses)

    def _end_blocked(self) -> None:
        self.muggins_pending = 0  # a score left unclaimed by the last play lapses with the hand
        rules = self.rules
        pips = self.pips()
        totals, hands = scoring.blocked_counts(pips, self.sides)
        if rules.blocked_winner == "lightest_hand":
            side = scoring.blocked_winner_by_hand(pips, self.sides)
        else:
            side = scoring.blocked_winner(totals)
        if side is None:
            self._finish_tie(pips, totals, hands)
            return
        # The side's lightest hand wins; between equal hands, the first in turn order from the leader.
        members = self.sides[side]
        winner = -1
        for seat in turn_order(self.players, self.leader, self.step):
            if seat in members and (winner < 0 or pips[seat] < pips[winner]):
                winner = seat
        if rules.blocked_winner == "lightest_hand":  # the winner's hand alone stands for the side
            totals, hands = scoring.blocked_counts(pips, self.sides, winner, rules.blocked_winner)
        points = scoring.blocked_points(totals, side, rules.blocked_score, rules.rounding, hands)
        self._finish_hand(ENDED_BLOCKED, winner, points, pips)

    def _finish_tie(self, pips: list[int], totals: list[int], hands: list[list[int]]) -> None:
        rules = self.rules
        self.next_leader = self._next_leader(rules.after_tie_lead, None)
        redeal = rules.blocked_tie == "redeal"
        carried = None
        if rules.blocked_tie in scoring.CARRY_FACTOR:  # carried once, or doubled (carry_doubled)
            self.carried += scoring.CARRY_FACTOR[rules.blocked_tie] * scoring.carried_points(
                totals, rules.blocked_score, rules.rounding, hands)
            carried = self.carried
        self.hand_result = HandResult(ENDED_BLOCKED, None, None, 0, tuple(pips), tie=True, redeal=redeal,
                                      carried=carried)
        if redeal:
            self._void_hand()
            return
        self._count_hand()

    def _void_hand(self) -> None:
        """The hand is void: dealt again, its in-hand scores cancelled or standing
        (``fives.voided``), counted toward ``match.hands`` or not (``match.count_void_hands``)."""
        rules = self.rules
        if rules.voided_fives == "cancelled":
            self.scores = list(self.scores_at_deal)
        self.status = REDEAL_NEEDED
        if rules.count_void_hands and rules.match_end == "hands":
            self.void_counted = True
            self._count_hand()
            if self.status == HAND_OVER:
                self.status = REDEAL_NEEDED

    def _finish_hand(self, end: HandEnd, winner: int, points: int, pips: list[int],
                     bonuses: tuple[tuple[str, int], ...] = ()) -> None:
        side = self.side_of[winner]
        carried, self.carried = self.carried, 0
        points += carried  # the points of tied hands before it go to this hand's winner
        bonuses += scoring.first_hands_bonus(self.rules.first_hands, self.hands_played + 1)
        points += sum(bonus for _, bonus in bonuses)
        self._score(winner, points)
        self.next_leader = self._next_leader(self.rules.next_hand_lead, winner, end)
        self.hand_result = HandResult(end, winner, side, points, tuple(pips), False, False, carried or None,
                                      bonuses=bonuses)
        self._count_hand()

    def _next_leader(self, rule: str, winner: int | None, end: HandEnd | None = None) -> int | None:
        """Who leads the next hand under ``rule`` (``lead.next_hand``, or ``lead.after_tie`` when the
        hand was tied and nobody won it); None: the first-hand rule picks again."""
        if rule in ("winner", "winning_side_chooses") and winner is not None:  # the side chooses its winner,
            return winner  # unless another of its seats is chosen at the deal (``take_leader``)
        if rule == "blocker" and winner is not None:
            if end is not ENDED_BLOCKED:  # a hand won by going out: its winner leads
                return winner
            # The blocker leads if their side won the block, else the player after them.
            blocker = self.last_to_play
            return blocker if self.side_of[blocker] == self.side_of[winner] else self.next_seat[blocker]
        if rule == "rotate":
            return self.next_seat[self.leader]
        if rule == "left":
            return (self.leader + 1) % self.players
        if rule == "same_leader":
            return self.leader
        if rule == "as_first_hand":
            return None
        raise ValueError(f"no next leader under {rule!r}" + ("" if winner is not None else " after a tie"))

    def _count_hand(self) -> None:
        """A hand that counts is over: record it and see whether the match ends."""
        assert self.hand_result is not None
        self.hands_played += 1
        self.hand_results.append((self.hand_result, list(self.scores)))
        self.winners = self._update_qualifiers_and_winners()
        self.status = MATCH_OVER if self.winners is not None else HAND_OVER

    def _update_qualifiers_and_winners(self) -> list[int] | None:
        """The winning sides if the match is over, else None (``match.end``).

        Under ``match.end = qualify_two`` it first adds the sides that reached the
        target to ``self.qualified``, so it changes the state it reads.
        """
        scores, rules = self.scores, self.rules
        best = max(scores)
        if rules.match_end == "target":  # the best total at the target or past it
            if best < self.target:
                return None
            if scores.count(best) == 1:
                return [scores.index(best)]
            return _level_leaders_win(rules.level_at_target, _sides_with(scores, best))
        if rules.match_end == "hands":
            return _sides_with(scores, best) if self.hands_played >= (rules.hands or 0) else None
        return self._qualify_two()

    def _qualify_two(self) -> list[int] | None:
        """``match.end = qualify_two``: sides reaching the target qualify, higher totals first, until two
        have; a side level with the last to qualify qualifies with it."""
        scores = self.scores
        reached = sorted((side for side, score in enumerate(scores)
                          if score >= self.target and side not in self.qualified),
                         key=lambda side: -scores[side])
        for side in reached:
            if len(self.qualified) >= 2 and scores[side] < scores[self.qualified[-1]]:
                break
            self.qualified.append(side)
        return list(self.qualified) if len(self.qualified) >= 2 else None

    @property
    def hand_void(self) -> bool:
        """Whether the hand last dealt is void (``end.redeal``): to be dealt again, or counted toward
        ``match.hands`` (``match.count_void_hands``), when it may be the match's last."""
        return self.status == REDEAL_NEEDED or self.void_counted

    # -- observation -------------------------------------------------------------

    def open_ends(self) -> list[dict[str, Any]]:
        """The line's open ends as an observation gives them (``ends``): each end's name, the number it shows
        and whether a double lies across it."""
        return [{"end": ARMS[arm], "value": value, "double": double} for arm, value, double in self.line.ends()]

    def observe(self, seat: int | None = None) -> dict[str, Any]:
        """The whole state as protocol data (canonical tiles, sorted hands); with ``seat``,
        that seat's view: its own hand only, every other hand hidden (``deal.concealed``).
        The boneyard shows only its size either way."""
        line = self.line
        tileset = self.tileset
        names_of = tileset.names_of
        name_of = tileset.name_of
        status = self.status
        in_progress = status == IN_PROGRESS
        hands: list[list[str] | None] = (
            [*map(names_of, self.hands)] if seat is None else _seen_by(self.hands, seat, names_of))
        result = self.hand_result
        winners = self.winners
        state: dict[str, Any] = {
            "status": status,
            "hand": self.hands_played
            + (1 if in_progress or (status == REDEAL_NEEDED and not self.void_counted) else 0),
            "turn": self.turn if in_progress else None,
            "leader": self.leader,
            "ply": self.ply,
            "ends": self.open_ends(),
            "line": {
                "root": None if line.root is None else name_of[line.root],
                "arms": _arms_named(line.arms, name_of),
                "spinner": None if line.spinner is None else name_of[line.spinner],
            },
            "count": line.count() if line.size else 0,
            "hands": hands,
            "hand_sizes": [hand.bit_count() for hand in self.hands],
            "boneyard_size": self.boneyard_left,
            "scores": list(self.scores),
            "sides": [list(side) for side in self.sides],
            "muggins_pending": self.muggins_pending,
            "result": None if result is None else protocol_form(result),
            "match_result": None if winners is None else {
                "winners": list(winners), "scores": list(self.scores), "hands": self.hands_played,
            },
        }
        if seat is not None:
            state["view"] = seat
        return state


def _seen_by(hands: list[int], seat: int, names_of: Callable[[int], list[str]]) -> list[list[str] | None]:
    """The hands as ``seat`` sees them: its own, named, every other hidden (None)."""
    return [names_of(held) if held_by == seat else None for held_by, held in enumerate(hands)]


def _arms_named(arms: list[list[Tile]], name_of: dict[Tile, str]) -> dict[str, list[str]]:
    """The line's arms that hold tiles, by name, their tiles in canonical text."""
    named = {}
    for arm, tiles in enumerate(arms):
        if tiles:
            named[ARMS[arm]] = [*map(name_of.__getitem__, tiles)]
    return named


def _level_leaders_win(rule: str, leaders: list[int]) -> list[int] | None:
    """Who wins when ``leaders`` (sides in order) share the best total at the target
    (``match.level_at_target``): nobody yet (another hand), the last of them, or all of them."""
    if rule == "shared":
        return leaders
    if rule == "last_seat":
        return leaders[-1:]
    return None


def _sides_with(scores: list[int], total: int) -> list[int]:
    """The sides whose score is ``total``."""
    return [side for side, score in enumerate(scores) if score == total]
