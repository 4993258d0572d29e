"""One scenario's game, driven through the engine protocol.

The step library builds a ``Game`` from the scenario's Given steps (ruleset,
players, deal), sends moves, and asks for observations. A wrong answer from
the engine raises ``ScenarioFailure`` (the scenario *failed*); a crash, hang
or protocol fault raises ``EngineError`` (the scenario is an *error*), an
``errored`` or malformed reply its kind ``client.BadReply``, and a ``skipped``
reply ``client.SkippedReply`` (the scenario is *skipped*); a ruleset the engine
did not declare raises ``NotApplicable``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, Sequence

from reference_impl.engine import DealError, Match
from reference_impl.moves import DRAW, PLAY, IllegalMove, Move, describe_move, move_key
from reference_impl.ruleset import Ruleset
from reference_impl.status import Reason
from reference_impl.tiles import TileError, tile_set

from conformance.judging.clause_table import (
    FACTS,
    HAND_ENDS,
    forbidding_clauses,
    lead_situation,
    refusal_clause,
    refused_move_clause,
    step_clause,
    topic_clauses,
    turn_clause,
)
from conformance.engines.client import OBSERVE_REQUEST, Answers, Client, apply_request
from conformance.engines.compare import canonical_tile
from conformance.engines.under_test import Engine, EngineError
from conformance.rulebook.declared_games import unsupported_options
from conformance.rulebook.index import SuiteError, pinned_ruleset
from .mirrored_ends import MIRROR, AnswersInParts, MirroredEnds, MirroredEndsClient
from .reseating import ReseatedClient, SeatMap
from .story_trace import Earlier, count_rules, divergence


class ScenarioFailure(AssertionError):
    """The engine answered, and its answer breaks the scenario's expectation.

    ``clause`` names the rule the answer breaks: for a Then step the clause it judged
    (``Game.judge``), for a set-up step the rule the step rests on (a set-up move refused,
    another seat to act), which the scenario is then charged to. ``expected`` and ``actual``
    say what the step expected and what the engine did, where the step can say them apart.
    """

    def __init__(self, message: str, clause: str | None = None, reseat: SeatMap | None = None,
                 expected: str | None = None, actual: str | None = None, chosen: bool = False) -> None:
        super().__init__(message)
        self.clause = clause
        # The engine's seat to act is a leader the rules let it choose (lead.first_hand = at_random,
        # lead.next_hand = winning_side_chooses): no fault; the story is followed to it (``runner``).
        self.chosen = chosen
        # When a set-up move was refused because the engine has another seat to act, and renumbering the
        # seats gets past it: the seat map to play the scenario again under (``conformance.suite.reseating``).
        self.reseat = reseat
        self.expected = expected
        self.actual = actual


class FollowsFailure(Exception):
    """A Then step after a failed one of the same run of Then steps found the engine's answer otherwise than
    the rules give: not charged, as it may follow from the failure before it (``Game.following``)."""


@dataclass(frozen=True)
class Check:
    """One judgement of a Then step: the topic and clause it checked, and whether the engine kept it."""

    topic: str
    clause: str
    kept: bool


#: The engine's seat to act, where it could not be observed at the ply of the move it refused.
UNOBSERVED = object()


#: Why a scenario that reads a seat's view does not apply to an engine that offers none.
NO_VIEWS = "the engine does not offer seat views (capabilities.views)"


class NotApplicable(Exception):
    """The scenario needs a rule option value the engine did not declare."""


def earlier_in_the_story(message: str, earlier: Earlier) -> str:
    """A step's failure that follows from an earlier point where the engine left the rules, saying where."""
    return f"{message} (the engine left the rules earlier in the story, {earlier.account})"


def _may_mirror(move: Any) -> bool:
    """Whether ``move`` plays a tile on a named end that has a mirror image (``MIRROR``)."""
    return isinstance(move, Mapping) and move.get("type") == PLAY and move.get("end") in MIRROR


def _on_a_mirror_end(move: Any, ends: list[Mapping[str, Any]]) -> bool:
    """Whether ``move`` plays a tile on one of two mirror-image ``ends``: the same move on the other one."""
    if not _may_mirror(move):
        return False
    return move_key(move, ends) == move_key({**move, "end": MIRROR[move["end"]]}, ends)



def read_rules(ruleset: Mapping[str, Any]) -> Ruleset:
    """``Ruleset.from_dict(ruleset)``, read once a process for each ruleset: a scenario's steps ask for its
    rules at every move, and reading them is a thousand times the cost of this lookup."""
    return _read_rules(json.dumps(ruleset, sort_keys=True))


@lru_cache(maxsize=256)
def _read_rules(text: str) -> Ruleset:
    return Ruleset.from_dict(json.loads(text))


def _played_on(match: Match, story: Sequence[tuple[str, Any, Any]]) -> Match | None:
    """``match`` once it has played ``story`` (deals and moves, in the story's seats); None where it refuses
    part of it."""
    try:
        for kind, first, second in story:
            if kind == "deal":
                match.deal(first["hands"], first["boneyard"], first.get("lots"))
            else:
                match.apply(Move.from_dict(second, match.rules.max_pip), first)
    except (DealError, IllegalMove, TileError, ValueError, TypeError, KeyError):
        return None
    return match


class Game:
    """A scenario's match against one engine."""

    def __init__(self, engine: Engine, play_ruleset: Mapping[str, Any] | None = None,
                 seat_map: SeatMap | None = None, client: Client | None = None,
                 cited: Sequence[str] = ()) -> None:
        self.engine = engine
        # The clauses the scenario checks: a step judges the one of its topic the scenario cites (``judge``).
        self.cited = tuple(cited)
        self.checks: list[Check] = []  # every judgement of the scenario's Then steps, in order
        # A Then step of the run of Then steps one failed in: judged on the same answers, what it finds kept counts,
        # and what it finds broken is not charged (``FollowsFailure``).
        self.following = False
        # Re-seated, the engine's seats are the story's renumbered; the steps keep speaking the story's.
        self.seat_map = seat_map
        # ``client``: another way to the engine (the story told up to a position: ``from_position``).
        # A set-up tile the engine plays on the mirror image of the story's end renames that pair of ends.
        self.mirrored = MirroredEnds()
        self.client = MirroredEndsClient(
            client or (ReseatedClient(engine, seat_map) if seat_map is not None else Client(engine)), self.mirrored)
        # Set to positions, the engine did not play the story before a judged move: there is no earlier
        # point of its own to look back at (``retraced``).
        self.from_positions = client is not None
        self.positions = client  # where set to positions, what looks back at the points since (``retraced``)
        # The ruleset the scenario is played under when it is not its own (the engine's
        # declared game), as decided before the scenario ran.
        self.play_ruleset = dict(play_ruleset) if play_ruleset is not None else None
        self.profile_name: str | None = None
        self.overrides: dict[str, Any] = {}
        self.players: int | None = None
        self.ruleset: dict[str, Any] | None = None
        self.started = False
        self.last_attempt: dict[str, Any] | None = None
        self.state_before_attempt: dict[str, Any] | None = None
        self.offered: dict[str, Any] | None = None  # rules or a deal the engine may refuse, and its reply
        # Which lead rule chose the leader of the hand dealt last (``clause_table.lead_situation``).
        self.lead_situation: tuple[str, str | None] = ("first", None)
        # The moves the engine accepted in the hand dealt last, and the kind of the last one: with the
        # lead situation, which rule says whose turn it is now (``turn_clause``).
        self.ply = 0
        self.last_kind: str | None = None
        self.drew_this_hand = False  # a draw among them: tiles held since are the draw's to judge
        # Every deal given and move accepted, in order: the scenario's story, which the reference engine can
        # play to the same position to say which rule a listed move breaks (``listing_fault``).
        self.story: list[tuple[str, Any, Any]] = []
        # The reference engine played through the story, and what it has played (``_reference_through_story``).
        self._reference: Match | None = None
        self._reference_log: list[tuple[str, Any, Any]] = []
        self.listed: list[dict[str, Any]] = []  # the moves the engine listed when last asked
        # Under draw.mode = until_playable_one_move one draw takes every tile up to the first that fits: the
        # seat of the engine's last draw and how many of the tiles it took the story has yet to draw one by one.
        self.drawn_ahead: tuple[Any, int] = (None, 0)

    # -- judging -----------------------------------------------------------------

    def judge(self, topic: str, candidate: str, kept: bool, message: str = "", expected: Any = None,
              actual: Any = None, finer: bool = True) -> str:
        """Record one judgement of a Then step on ``topic`` (a topic of ``clause_table.TOPICS``, which must hold
        ``candidate``), and fail the scenario unless the engine ``kept`` the rule: the clause judged is
        ``candidate``, the table's clause for the situation, or the finer clause of its point the scenario cites
        (``clause_table.step_clause``). A failure that follows from an earlier point of the story where the
        engine's state already differed (``story_trace.divergence``: a draw that took three tiles) is judged
        on that difference's clause. ``finer`` False: the engine's answer shows the situation's rule itself
        broken, not a finer one the scenario cites."""
        if self.following and not kept:
            raise FollowsFailure(message)
        earlier = divergence(self) if not kept else None
        if earlier is not None and earlier.clause != candidate:
            topic, candidate = "story", earlier.clause
            message = earlier_in_the_story(message, earlier)
        if candidate not in topic_clauses(topic):
            raise SuiteError(f"the step library judges {candidate} as a check of {topic}, which does not judge it")
        # A difference earlier in the story is its own point: no finer clause the scenario cites is about it.
        clause = step_clause(candidate, self.cited, topic) if finer and topic != "story" else candidate
        self.checks.append(Check(topic, clause, kept))
        if not kept:
            raise ScenarioFailure(message, clause, expected=None if expected is None else str(expected),
                                  actual=None if actual is None else str(actual))
        return clause

    @property
    def rules(self) -> Ruleset:
        """The scenario's rules, read."""
        if self.ruleset is None:
            raise SuiteError("a scenario gives its rules before it is judged")
        return read_rules(self.ruleset)

    # -- set-up ----------------------------------------------------------------

    def set_rules(self, profile_name: str, players: int, overrides: Mapping[str, Any] | None = None) -> None:
        """Choose the profile, player count and option overrides."""
        self.profile_name = profile_name
        self.players = players
        self.overrides = dict(overrides or {})
        self.ruleset = pinned_ruleset(profile_name, self.overrides)
        if self.play_ruleset is not None:
            self.ruleset = self.play_ruleset

    def override(self, option_id: str, value: Any) -> None:
        """Pin one more option."""
        if self.profile_name is None or self.players is None:
            raise SuiteError("the rules must be given before an option is changed")
        self.set_rules(self.profile_name, self.players, dict(self.overrides, **{option_id: value}))

    def start(self) -> None:
        """Start the match on the engine, unless the engine did not declare the ruleset's options."""
        self._started(self.call(self._start_request()))

    def _start_request(self) -> dict[str, Any]:
        """The ``start`` request of the scenario's rules; ``NotApplicable`` when the engine did not declare
        their options (decided before anything is sent)."""
        if self.ruleset is None or self.players is None:
            raise SuiteError("a scenario gives its rules before its deal")
        if self.play_ruleset is None:
            missing = unsupported_options(self.ruleset, self.players, self.engine.capabilities)
            if missing:
                raise NotApplicable("the engine does not declare " + "; ".join(missing))
        return {"cmd": "start", "ruleset": self.ruleset, "players": self.players}

    def _started(self, reply: Mapping[str, Any]) -> None:
        """Judge the engine's reply to ``start``: a refusal of the scenario's valid rules fails it."""
        if reply.get("ok") is not True:
            raise ScenarioFailure(f"the engine refused a valid ruleset: {reply.get('message', reply)}")
        self.started = True

    def deal_request(self, hands: list[list[str]], boneyard: list[str] | None,
                     lots: list[str] | None) -> dict[str, Any]:
        """The ``deal`` request, starting the match first if need be (see ``_deal_of``)."""
        if not self.started:
            self.start()
        return self._deal_of(hands, boneyard, lots)

    def _deal_of(self, hands: list[list[str]], boneyard: list[str] | None,
                 lots: list[str] | None) -> dict[str, Any]:
        """The ``deal`` request. Without a boneyard, the tiles of the set that no hand holds form it, in
        canonical order (a tile no set holds is left for the engine to refuse)."""
        assert self.ruleset is not None
        if boneyard is None:
            dealt = set()
            for tile in (tile for hand in hands for tile in hand):
                try:
                    dealt.add(canonical_tile(tile))
                except TileError:
                    pass
            tiles = tile_set(self.ruleset["set"]["max_pip"]).tiles
            boneyard = [str(tile) for tile in tiles if str(tile) not in dealt]
        request: dict[str, Any] = {"cmd": "deal", "hands": hands, "boneyard": boneyard}
        if lots is not None:
            request["lots"] = lots
        return request

    def deal(self, hands: list[list[str]], boneyard: list[str] | None, lots: list[str] | None) -> str:
        """Give a deal the scenario holds valid; a refusal fails the scenario. A match not started yet
        is started in the same write (one round trip to an engine that declares ``pipelining``), its
        reply judged first."""
        starting = not self.started
        # A match under way is observed first: the last hand's result says which rule picks the next leader.
        requests = [self._start_request()] if starting else [OBSERVE_REQUEST]
        requests.append(self._deal_of(hands, boneyard, lots))
        answers = self.call_many(requests)
        if starting:
            self._started(answers.next())
        else:
            self.lead_situation = lead_situation(answers.state().get("result"))
        reply = answers.next()
        if reply.get("ok") is not True:
            raise self.set_up_failure(f"the engine refused a valid deal: {reply.get('message', reply)}",
                                      FACTS["deal_refused"], "accepted", f"refused: {reply.get('message', reply)}")
        self.dealt(requests[-1])
        return str(reply.get("status"))

    def turn_clause(self, story_seat: Any = None, engine_seat: Any = None) -> str:
        """The clause that says whose turn it is now, under the scenario's rules: before the hand's first
        move the rule that chose its leader, after a play or a pass the direction of play, after a draw
        the draw rule (``clause_table.turn_clause``, as the referee and differential play charge it), told
        the story's seat to act and the engine's where both are known."""
        assert self.ruleset is not None
        seats = None
        if isinstance(story_seat, int) and isinstance(engine_seat, int):
            seats = (self.players or 0, story_seat, engine_seat)
        return turn_clause(self.rules, self.ply + 1, self.last_kind, self.lead_situation, seats)

    def expect_to_act(self, seat: int, turn: Any, move: str) -> None:
        """Fail unless the engine's seat to act, ``turn``, is ``seat``, whom the story gives ``move`` now: a
        hand the engine has ended breaks ``end.status``, another seat to act the rule of whose turn it is
        (``out_of_turn``, with the seat map that gets past it where one does)."""
        if turn is None:
            raise self.set_up_failure(f"the hand ended before seat {seat} {move} could be played", HAND_ENDS[None],
                                      f"seat {seat} to act", "the hand over")
        if turn != seat:
            raise self.out_of_turn(f"seat {seat} should be to act, for the move {move}; "
                                   f"the engine says seat {turn}", seat, turn)

    def out_of_turn(self, message: str, story_seat: int, engine_seat: Any) -> ScenarioFailure:
        """The failure of a move the story gives ``story_seat`` while the engine has ``engine_seat`` to act
        (``UNOBSERVED``: not known), charged to the rule that says whose turn it is, with the seat map that
        gets past it where one does (``reseating``)."""
        if engine_seat is not UNOBSERVED and self.leader_by_choice(engine_seat):
            # No fault: the story is followed to the leader the engine chose (``runner``), so no earlier point of
            # the story (the reference engine's own leader) is looked back on either.
            return ScenarioFailure(message + " (a leader the rules let the engine choose)", self.turn_clause(),
                                   reseat=self.reseating(story_seat, engine_seat, chosen=True), chosen=True)
        seen = "not observed" if engine_seat is UNOBSERVED else f"seat {engine_seat}"
        return self.set_up_failure(message, self.turn_clause(story_seat, engine_seat), f"seat {story_seat} to act", seen,
                                   reseat=self.reseating(story_seat, engine_seat))

    def set_up_failure(self, message: str, clause: str | None, expected: str | None = None,
                       actual: str | None = None, reseat: SeatMap | None = None) -> ScenarioFailure:
        """The failure of a set-up step that broke on ``clause`` (the rule it rests on). Where the engine's state
        already differed from the rules' at an earlier point of the story (``story_trace.divergence``: a score
        counted wrong, so a muggins call finds nothing to take), the step broke on that point's rule instead,
        which no seat map gets past."""
        earlier = divergence(self)
        if earlier is not None and earlier.clause != clause:
            return ScenarioFailure(earlier_in_the_story(message, earlier), earlier.clause, expected=expected,
                                   actual=actual)
        return ScenarioFailure(message, clause, reseat=reseat, expected=expected, actual=actual)

    def leader_by_choice(self, engine_seat: Any) -> bool:
        """Whether ``engine_seat``, before the hand's first move, is a leader the rules let the engine choose
        (``lead.first-hand.at-random``, ``lead.next-hand.side-chooses``), as the reference engine, played
        through the story to here, allows (``Match.choosable``)."""
        if self.ply or type(engine_seat) is not int:
            return False
        match = self._story_on_reference()
        return match is not None and engine_seat in match.choosable

    def reseating(self, story_seat: int, engine_seat: Any, chosen: bool = False) -> SeatMap | None:
        """The seat map under which the engine's seat to act, ``engine_seat``, is the story's ``story_seat``,
        every move so far kept at the seat that made it: at the match's first move, the rotation that gives
        the engine's leader the story's leader's hand; later in a hand, the mirror about its leader that
        turns the engine's order of play into the story's. Where the engine's seat to act was not observed,
        a mirror that moves this move is offered, and playing under it shows whether it fits. None where no
        map fits, where the rules do not keep under it (``SeatMap.keeps``), or where the scenario is
        re-seated already (once: ``blocked_by`` names the one rule that blocked it). A leader the engine chose
        (``chosen``) is followed however often the scenario is re-seated: the rotation is from the story's seats
        to the engine's own."""
        if (self.seat_map is not None and not chosen) or self.players is None or self.ruleset is None:
            return None
        if chosen and self.seat_map is not None:
            engine_seat = self.seat_map.to_engine(engine_seat)  # the engine's own seat, not the story's name of it
        observed = engine_seat is not UNOBSERVED
        if observed and (type(engine_seat) is not int or not 0 <= engine_seat < self.players):
            return None
        unmapped = SeatMap(self.players)
        movers = [seat for kind, seat, _ in self.story if kind == "move"]
        seat_map = None
        if self.ply == 0:
            first_hand = sum(1 for kind, _, _ in self.story if kind == "deal") == 1
            if observed and first_hand:
                seat_map = unmapped.bringing(story_seat, engine_seat)
        elif len(movers) >= self.ply and all(type(seat) is int for seat in movers):
            seat_map = unmapped.mirrored_about(movers[-self.ply])  # the hand's leader stays where it is
            moved_to = seat_map.to_engine(story_seat)
            moves_kept = all(seat_map.to_engine(seat) == seat for seat in movers)
            brought = moved_to != story_seat and (moved_to == engine_seat or not observed)
            if not (moves_kept and brought):
                seat_map = None  # the mirror would move a move already made, or not bring this one to its seat
        if seat_map is None or (seat_map.is_identity and not chosen) or not seat_map.keeps(self.ruleset):
            return None  # (a chosen leader may bring the story's own seats back: played again as written)
        return seat_map

    def dealt(self, request: dict[str, Any]) -> None:
        """The engine accepted the deal ``request``: a new hand of the story, no move of it made yet."""
        self.ply, self.last_kind, self.drew_this_hand = 0, None, False
        self.mirrored.clear()
        self.drawn_ahead = (None, 0)
        self.story.append(("deal", request, None))

    def _accepted(self, seat: Any, move: Any, reply: Mapping[str, Any] | None = None) -> None:
        """Count a move the engine accepted in this hand (``reply``: its answer, which lists a draw's tiles)."""
        self.ply += 1
        self.last_kind = move.get("type") if isinstance(move, dict) else None
        self.drew_this_hand = self.drew_this_hand or self.last_kind == DRAW
        self.story.append(("move", seat, move))
        self.drawn_ahead = (None, 0)
        if self.last_kind == "draw" and self.draws_several():
            drawn = reply.get("drawn") if reply is not None else None
            if not isinstance(drawn, list) or not drawn:
                raise ScenarioFailure(f"seat {seat} drew, and the engine's reply lists no tiles drawn ({reply}): "
                                      "one draw takes tiles until one fits, and says which", FACTS["drawn_tiles"])
            self.drawn_ahead = (seat, len(drawn) - 1)

    # -- a draw that takes several tiles ------------------------------------------------

    def draws_several(self) -> bool:
        """Whether one draw move takes every tile up to the first that fits (``draw.mode =
        until_playable_one_move``): then a story's run of single draws by one seat is one move."""
        draw = self.ruleset.get("draw") if self.ruleset is not None else None
        return isinstance(draw, Mapping) and draw.get("mode") == "until_playable_one_move"

    def drawn_already(self, seat: Any, move: Any) -> bool:
        """Whether the story's draw ``move`` by ``seat`` is one the engine's last draw took already (one draw
        that took several tiles stands for the story's run of single draws); if so, it is counted off."""
        drawer, ahead = self.drawn_ahead
        if not (ahead and seat == drawer and isinstance(move, Mapping) and move.get("type") == "draw"):
            return False
        self.drawn_ahead = (drawer, ahead - 1)
        return True

    def listing_fault(self, listed: list[dict[str, Any]]) -> tuple[str | None, frozenset[str]]:
        """The clause that makes a move the engine lists illegal here, and every clause that forbids it: the
        reference engine, played through the scenario's story to this position, refuses the first of
        ``listed`` it refuses; the refusal's clause is charged (``clause_table.refusal_clause``, as
        differential play charges it), and the rule of the turn behind that refusal forbids it too
        (``clause_table.forbidding_clauses``). None when the reference engine refuses none of them, or the story cannot
        be played on it."""
        match = self._story_on_reference()
        if match is None:
            return None, frozenset()
        rules = match.rules
        for move in listed:
            try:
                match.check(Move.from_dict(move, rules.max_pip), match.turn)
            except IllegalMove as refused:
                return refusal_clause(refused.reason), forbidding_clauses(rules, refused.reason)
            except (TileError, ValueError, TypeError, KeyError):
                continue
        return None, frozenset()

    def retraced(self) -> list[tuple[tuple[str, Any, Any], dict[str, Any], dict[str, Any] | IllegalMove]] | None:
        """The scenario's story played again on the engine from a new match, its state observed after each deal and
        move (one round trip to an engine that declares ``pipelining``), beside the reference engine's state
        there, in the story's seats; where the reference engine refuses a move the engine accepted, its refusal,
        and the story stops. None where there is no earlier point to look at, or the engine does not take the
        story again as it did (a refusal, a reply without a state)."""
        if self.from_positions:  # the engine played only what followed the last position it was set to
            since = getattr(self.positions, "retraced", None)
            return since() if since is not None else None
        if len(self.story) < 2 or self.ruleset is None or self.players is None:
            return None
        rules = self.rules
        reference = Match(rules, self.players)
        requests: list[dict[str, Any]] = [self._start_request()]
        for kind, first, second in self.story:
            requests += [first if kind == "deal" else apply_request(first, second), OBSERVE_REQUEST]
        points: list[tuple[tuple[str, Any, Any], dict[str, Any], dict[str, Any] | IllegalMove]] = []
        try:
            answers = self.call_many(requests)
            answers.next()
            for kind, first, second in self.story:
                reply = answers.next()
                if reply.get("ok", reply.get("accepted")) is not True:
                    return None
                state = answers.state()
                try:
                    if kind == "deal":
                        reference.deal(first["hands"], first["boneyard"], first.get("lots"))
                    else:
                        reference.apply(Move.from_dict(second, rules.max_pip), first)
                except IllegalMove as refused:
                    points.append(((kind, first, second), state, refused))
                    return points
                points.append(((kind, first, second), state, reference.observe()))
        except (EngineError, ScenarioFailure, DealError, TileError, ValueError, TypeError, KeyError):
            return None  # the story cannot be played again as it was: the step's own clause stands
        return points

    def story_turn(self) -> int | None:
        """The seat the story has to act now, as the reference engine plays it; None where no seat is to act
        there, or where the reference engine cannot play the story."""
        match = self._story_on_reference()
        return match.observe().get("turn") if match is not None else None

    def _story_on_reference(self) -> Match | None:
        """The reference engine played through the scenario's story to this position, in the story's seats, a
        new match the caller may play on; None where it refuses part of the story (the engine accepted what the
        rules refuse: judged where it happened) or the scenario has given no rules yet."""
        if self.ruleset is None or self.players is None:
            return None
        return _played_on(Match(self.rules, self.players), self.story)

    def _reference_through_story(self) -> Match | None:
        """As ``_story_on_reference``, but the one match this game keeps, brought up to the story by its moves
        since (the story only grows): asked before every batch of moves, a story replayed from its deal each
        time was a fifth of a run. Its log says what it has played, so that moves played on it ahead of the
        story (``_parts_at_mirror_ends``) are kept when the story takes them as they were sent."""
        if self.ruleset is None or self.players is None:
            return None
        log = self._reference_log
        if self._reference is None or self._reference.rules is not self.rules or self.story[:len(log)] != log:
            self._reference, self._reference_log = Match(self.rules, self.players), []
        self._reference = _played_on(self._reference, self.story[len(self._reference_log):])
        self._reference_log = list(self.story) if self._reference is not None else []
        return self._reference

    # -- protocol --------------------------------------------------------------

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        """One request and its answer (see ``Client.call``)."""
        return self.client.call(request, deliberate=deliberate)

    def call_many(self, requests: list[dict[str, Any]]) -> Answers:
        """Several requests sent at once, their answers read in order (see ``Client.call_many``): one
        round trip to an engine that declares ``pipelining``, not one a request. Requests after a set-up play
        on one of two mirror-image ends are sent once its answer is read: should the engine refuse it, it is
        played on the other end first (``on_the_mirror_end``)."""
        parts = self._parts_at_mirror_ends(requests)
        if len(parts) == 1:
            return self.client.call_many(requests)
        return AnswersInParts(self.client, parts)

    def _parts_at_mirror_ends(self, requests: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
        """``requests`` cut after each play the story makes on one of two mirror-image ends, as the reference
        engine plays the story on (whole, where it cannot)."""
        match = self._reference_through_story()
        parts: list[list[dict[str, Any]]] = [[]]
        for request in requests:
            parts[-1].append(request)
            if match is None or request.get("cmd") != "apply":
                continue
            move = request.get("move")
            try:
                if _may_mirror(move) and _on_a_mirror_end(move, match.open_ends()):
                    parts.append([])
                self._reference_log.append(("move", request.get("seat"), move))  # ahead of the story
                match.apply(Move.from_dict(move, match.rules.max_pip), request.get("seat"))
            except (DealError, IllegalMove, TileError, ValueError, TypeError, KeyError, AttributeError):
                match = self._reference = None  # the story goes where the rules do not: the rest is sent as it is
        return [part for part in parts if part]

    @property
    def offers_views(self) -> bool:
        """Whether the engine offers seat views (``capabilities.views``)."""
        return self.engine.capabilities.get("views") is True

    def state(self, seat: int | None = None) -> dict[str, Any]:
        """The engine's full observation; with ``seat``, that seat's view, which an engine
        that does not offer views (``capabilities.views``) makes the scenario not applicable."""
        if seat is not None and not self.offers_views:
            raise NotApplicable(NO_VIEWS)
        return self.client.state(seat)

    def legal_moves(self) -> list[dict[str, Any]]:
        """The moves the engine lists for the player to act."""
        return self.client.legal_moves()

    def attempt(self, seat: int | None, move: Any, deliberate: bool = False) -> dict[str, Any]:
        """Send a move that may be refused; remember the reply and the state before it.

        ``seat`` None sends the move without a seat, for the player to act. A
        ``deliberate`` move breaks the protocol's schema on purpose (it cannot be read).
        """
        self.state_before_attempt = self.state()
        if self.drawn_already(seat, move):  # the engine's draw took this tile too: nothing more to send
            self.last_attempt = {"seat": seat, "move": move,
                                 "reply": {"accepted": True, "status": self.state_before_attempt.get("status")}}
            return self.last_attempt["reply"]
        turn = self.state_before_attempt.get("turn")
        # Tried by the story's seat to act while the engine has another, the move would be refused as out of
        # turn, whatever the scenario checks: that is the fault of the rule of whose turn it is, not of the
        # refusal the scenario is about. A move the story itself tries out of turn is judged as it is sent.
        if seat is not None and turn != seat and self.story_turn() == seat:
            self.expect_to_act(seat, turn, describe_move(move))
        reply = self.client.apply(seat, move, deliberate=deliberate)
        mover = self.state_before_attempt.get("turn") if seat is None else seat
        # ``at``: the story's length when it was tried; the story grows by it only where it is accepted.
        self.last_attempt = {"seat": mover, "move": move, "reply": reply, "at": len(self.story)}
        if reply.get("accepted") is True:
            self._accepted(mover, move, reply)
        return reply

    def play(self, seat: int, move: dict[str, Any]) -> None:
        """Send a move the scenario says is legal; a refusal fails the scenario."""
        if not self.drawn_already(seat, move):
            self.played(seat, move, self.call(apply_request(seat, move)))

    def play_in_turn(self, seat: int, move: dict[str, Any]) -> None:
        """Send a set-up move the story gives ``seat``, after checking it is that seat's turn (``expect_to_act``)."""
        if not self.drawn_already(seat, move):
            self.expect_to_act(seat, self.state().get("turn"), describe_move(move))
            self.played(seat, move, self.call(apply_request(seat, move)))

    def played(self, seat: int, move: dict[str, Any], reply: Mapping[str, Any]) -> None:
        """Judge the engine's reply to a move the scenario says is legal: a refusal fails the scenario, unless
        the engine takes the same tile on the mirror-image end (one move: ``on_the_mirror_end``)."""
        if reply.get("accepted") is not True:
            reply = self.on_the_mirror_end(seat, move) or reply
        if reply.get("accepted") is not True:
            reason = str(reply.get("reason"))
            message = (f"seat {seat} {describe_move(move)}: the engine refused a legal move "
                       f"({reply.get('reason', '?')}: {reply.get('message', '')})")
            if reason == Reason.NOT_YOUR_TURN:
                raise self.out_of_turn(message, seat, self._turn_at_this_ply())
            raise self.set_up_failure(message, self.refused_move_clause(reason, move), "accepted",
                                      f"refused as {reply.get('reason')!r}")
        self._accepted(seat, move, reply)

    def refused_move_clause(self, reason: str, move: Mapping[str, Any]) -> str | None:
        """The rule the engine breaks by refusing ``move``, a move of the story, for ``reason``
        (``clause_table.refused_move_clause``): a claim refused as wrong is the engine's count, judged on the
        line as the move leaves it on the reference engine (a double at an end, the spinner, the lead)."""
        if reason == Reason.WRONG_CLAIM:
            clause = self.count_clause_after(move)
            if clause is not None:
                return clause
        return refused_move_clause(self.rules, reason, str(move.get("type")))

    def count_clause_after(self, move: Mapping[str, Any], counted: int | None = None) -> str | None:
        """The count's clause of the line ``move`` (a play of the story) leaves on the reference engine, where two
        rules count it the one the scenario cites (``counted``: what the engine counted there, where known); None
        where the reference engine cannot make it. A claim refused as wrong, or listed otherwise, is the engine's
        count."""
        after = self.reference_state_after(move)
        if after is None:
            return None
        clauses = count_rules(self.rules, after, counted)
        return next((clause for clause in clauses if clause in self.cited), clauses[0])

    def reference_state_after(self, move: Mapping[str, Any]) -> dict[str, Any] | None:
        """The reference engine's observation once, played through the story, it plays ``move`` (its claim left
        out); None where it cannot."""
        match = self._story_on_reference()
        if match is None or move.get("type") != PLAY:
            return None
        try:
            match.apply(Move.from_dict(dict(move, claim=None), match.rules.max_pip), match.turn)
        except (IllegalMove, TileError, ValueError, TypeError, KeyError):
            return None
        return match.observe()

    def reference_state(self) -> dict[str, Any] | None:
        """The reference engine's observation at this point of the story, in the story's seats; None where it
        cannot play the story."""
        match = self._reference_through_story()
        return match.observe() if match is not None else None

    def on_the_mirror_end(self, seat: int, move: dict[str, Any]) -> Mapping[str, Any] | None:
        """The engine's reply to a refused set-up play sent again on the mirror-image end, where that end is one
        (the same number, both doubles or both not: IMPLEMENTING.md lets an engine refuse either) and the engine
        takes it; that pair of ends is then named the other way round for the rest of the hand. None otherwise."""
        state = self.state()
        try:
            if state.get("ply") != self.ply or not _on_a_mirror_end(move, state.get("ends") or []):
                return None  # not the position the story is at, or no mirror image there
        except (TileError, ValueError, TypeError, KeyError, AttributeError):
            return None
        self.mirrored.swap(move["end"])
        reply = self.call(apply_request(seat, move))
        if reply.get("accepted") is not True:
            self.mirrored.swap(move["end"])
            return None
        return reply

    def _turn_at_this_ply(self) -> Any:
        """The seat the engine has to act, for re-seating past a move it refused as out of turn: ``UNOBSERVED``
        when it has taken moves since (moves sent at once after the refused one may fit its order of play),
        so its seat to act is no longer this ply's. Not asked once the scenario is re-seated."""
        if self.seat_map is not None and self.ply:
            return UNOBSERVED  # re-seated already: no other map is offered (but a leader chosen again is followed)
        state = self.state()
        return state.get("turn") if state.get("ply") == self.ply else UNOBSERVED
