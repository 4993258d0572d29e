"""Property tests: random deals and random legal play under every profile and player count.

The reference engine plays; the independent statement of the rules (``conformance.judging.independent``)
follows in lock step as a judge of the same walk. At every ply the engine's list of legal moves,
turn, scores and unclaimed points must be the independent judge's; at sampled plies its whole
observation (hands, boneyard, open ends, count) must be the judge's state too, and illegal moves
must be refused for the reason the judge gives, leaving the engine unchanged; every deal's
leader, move's points, hand's result and the match's end must pass the judge. ``test_hands``
lets hypothesis choose the deals and every move, so a failure shrinks to a short game;
``test_matches`` plays whole matches from a seed, for volume.

A default run plays thousands of hands (the total is printed at the end of the run);
``--hypothesis-profile=deep`` plays many more.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest
from conftest import HANDS_PLAYED, PROFILE_NAMES, make_ruleset, new_match
from hypothesis import given
from hypothesis import strategies as st

from conformance.judging.independent import IndependentJudge, Refused, Table
from conformance.judging.play import PlannedHand, chosen_events
from conformance.judging.referee import RecordProblem
from conformance.records.model import Deal, Event, HandRecord, RulesetSpec
from conformance.records.recording import Recorder
from conformance.judging.walker import walk_match
from reference_impl.engine import MATCH_OVER, REDEAL_NEEDED, Match
from reference_impl.moves import IllegalMove, Move
from reference_impl.tiles import Tile

# Every profile with each player count it allows, then a few rulesets that change options no
# profile changes (a reserve, one draw a turn, other blocked and lead rules, a fixed number of hands).
VARIANTS: list[tuple[str, dict[str, Any], tuple[int, ...]]] = [
    ("draw", {"draw.reserve": 2}, (2, 3, 4)),
    ("draw-nine", {"draw.mode": "one_then_pass", "draw.reserve": 2}, (2, 4)),
    ("block", {"lead.first_hand": "heaviest_tile", "lead.tie_break": "seat_order", "turn.direction": "ccw",
               "lead.next_hand": "rotate", "lead.after_tie": "same_leader", "score.blocked": "sum_minus_own",
               "score.rounding": "nearest_five_each"}, (3,)),
    ("all-fives", {"layout.spinner": "none", "fives.claims": "auto", "score.blocked": "winner_takes_all",
                   "lead.next_hand": "as_first_hand"}, (2, 4)),
    ("partnership", {"score.out": "all_other_hands", "score.blocked": "winner_takes_all", "match.end": "hands",
                     "match.hands": 5, "lead.after_tie": "as_first_hand"}, (4,)),
    ("block-classic", {"match.end": "qualify_two", "lead.forced_tile": False}, (3,)),
    ("all-fives", {"turn.must_play": False, "match.target_check": "at_once", "score.blocked_tie": "carry",
                   "lead.next_hand": "left", "lead.double_order": "lowest_first"}, (3,)),
    ("draw", {"lead.first_hand": "highest_double_else_redeal", "lead.named_double": 3,
              "fives.voided": "cancelled", "match.end": "hands", "match.hands": 4,
              "match.count_void_hands": True,
              "score.blocked": "all_pips", "score.blocked_winner": "lightest_hand"}, (2,)),
]
CASES = [pytest.param(name, {}, players, id=f"{name}-{players}")
         for name in PROFILE_NAMES for players in make_ruleset(name).players]
CASES += [pytest.param(name, overrides, players, id=f"{name}+variant{index}-{players}")
          for index, (name, overrides, counts) in enumerate(VARIANTS) for players in counts]
MAX_HANDS = 400  # a bound on a match's length, far above what any profile needs

Choose = Callable[[Sequence[Move]], Move]


def as_event(seat: int, move: Move) -> Event:
    return Event(seat, move.kind, move.tile, move.end, move.claim)


def as_move(event: Event) -> Move:
    return Move(event.type, event.tile, event.end, event.claim)


class Lockstep:
    """A judge of the walk that records each move on the engine and holds it to the independent judge."""

    def __init__(self, match: Match, spec: RulesetSpec) -> None:
        self.match = match
        self.recorder = Recorder(match, spec)
        self.independent: IndependentJudge | None = None

    @property
    def table(self) -> Table:
        assert self.independent is not None
        return self.independent.table

    def begin(self) -> None:
        self.independent = IndependentJudge(self.recorder.transcript())
        self.independent.begin()

    def dealt(self, number: int, hand: PlannedHand) -> None:
        self.recorder.dealt(number, hand)
        leader = None if self.match.status == REDEAL_NEEDED else self.match.leader
        dealt = HandRecord(hand.deal, leader, [], None)  # type: ignore[arg-type]  # no result yet
        self._judged(lambda judge: judge.dealt(number, dealt))

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        self.recorder.step(number, ply, event, previous)
        in_progress = self.recorder.hand_in_progress()
        recorded = in_progress[1][-1] if in_progress is not None else self.recorder.hands[-1].events[-1]
        self._judged(lambda judge: judge.step(number, ply, recorded, previous))

    def hand_over(self, number: int, hand: PlannedHand, last: Event | None) -> None:
        self._judged(lambda judge: judge.hand_over(number, self.recorder.hands[-1], last))

    def end(self, hands: int) -> None:
        assert self.independent is not None
        self.independent.transcript = self.recorder.transcript()  # the match's result, now that it is known
        self._judged(lambda judge: judge.end(hands))

    def _judged(self, check: Callable[[IndependentJudge], None]) -> None:
        assert self.independent is not None
        try:
            check(self.independent)
        except RecordProblem as problem:
            pytest.fail(f"the engine breaks {problem.finding.clause}: {problem.finding.to_dict()}")


class CheckedChoice:
    """Chooses each move with ``choose``, after holding the engine's position to the independent judge's."""

    def __init__(self, lockstep: Lockstep, choose: Choose, probe: Callable[[], bool]) -> None:
        self.lockstep = lockstep
        self.choose = choose
        self.probe = probe

    def start_hand(self) -> None:
        """Nothing carries over from hand to hand."""

    def move(self, moves: Sequence[Move]) -> Move:
        match, table = self.lockstep.match, self.lockstep.table
        legal = [as_move(event) for event in table.legal_moves()]
        assert len(moves) == len(legal) and set(moves) == set(legal), "the legal moves are not the rules'"
        assert (match.turn, match.scores) == (table.turn, table.scores)
        assert match.muggins_pending == table.unclaimed
        if self.probe():  # the whole position, and illegal moves offered (observing costs: not at every ply)
            state = match.observe()
            self._same_position(state, table)
            self._probe_illegal(state, table)
        return self.choose(moves)

    @staticmethod
    def _same_position(state: dict[str, Any], table: Table) -> None:
        assert state["turn"] == table.turn
        held = [sorted(str(tile) for tile in hand) for hand in table.held]
        assert [sorted(hand) for hand in state["hands"]] == held
        assert state["boneyard_size"] == len(table.boneyard)
        assert [(end["end"], end["value"], end["double"]) for end in state["ends"]] == table.layout.ends()
        assert state["count"] == table.layout.count()
        assert state["scores"] == table.scores
        assert state["muggins_pending"] == table.unclaimed

    def probes(self, candidates: Sequence[Any]) -> Sequence[Any]:
        return ()

    def _probe_illegal(self, state: dict[str, Any], table: Table) -> None:
        """Illegal moves: the engine refuses each for the rules' reason and changes nothing."""
        match, seat = self.lockstep.match, table.turn
        held = sorted(table.held[seat])
        others = [tile for held_by, hand in enumerate(table.held) if held_by != seat for tile in sorted(hand)]
        ends = [None, "left", "right", "up", "down", "nowhere"]
        candidates = [Event(seat, kind) for kind in ("pass", "draw", "muggins")]
        candidates += [Event(seat, "play", held[index % len(held)], end, 5 if index % 2 else None)
                       for index, end in enumerate(ends)]
        candidates += [Event(seat, "play", tile, "left") for tile in others[:1]]
        candidates.append(Event((seat + 1) % match.players, "pass"))
        refused = 0
        for event in candidates:
            try:
                table.check_move(event)
                continue
            except Refused as rules:
                reason = rules.reason
            try:
                match.apply(as_move(event), event.seat)
            except IllegalMove as refusal:
                assert refusal.reason == reason, (event.describe(), refusal)
            else:
                pytest.fail(f"the engine accepts an illegal move ({reason}): {event.describe()}")
            refused += 1
        assert refused, "some move is always illegal"
        assert match.observe() == state


def play_match(
    profile: str, overrides: dict[str, Any], players: int, deals: Iterator[list[Tile]], choose: Choose,
    probe: Callable[[], bool], limit: int, tally: Counter,
) -> Match:
    """Walk a match on the engine with the independent judge in lock step; deals are shuffled sets."""
    match = new_match(profile, players, overrides)
    lockstep = Lockstep(match, RulesetSpec(profile=profile, overrides=dict(overrides)))
    chooser = CheckedChoice(lockstep, choose, probe)
    size = match.hand_size
    lots_needed = match.rules.first_hand_lead == "lot"

    def hands() -> Iterator[PlannedHand]:
        for _ in range(limit):
            if match.status == MATCH_OVER:
                return
            order = next(deals)
            lots = next(deals)[:players] if lots_needed and match.next_leader is None else None
            held = [sorted(order[seat * size:(seat + 1) * size]) for seat in range(players)]
            deal = Deal(held, order[players * size:], lots)
            yield PlannedHand(deal, chosen_events(match, chooser))  # type: ignore[arg-type]
            tally["redeals" if match.status == REDEAL_NEEDED else "hands"] += 1

    walk_match(lockstep, hands())
    return match


@pytest.mark.parametrize(("profile", "overrides", "players"), CASES)
@given(data=st.data())
def test_hands(
    profile: str, overrides: dict[str, Any], players: int, data: st.DataObject, tally: Counter
) -> None:
    """Hypothesis deals and picks every move."""
    tiles = sorted(new_match(profile, players, overrides).tileset.tiles)

    def deals() -> Iterator[list[Tile]]:
        while True:
            yield data.draw(st.permutations(tiles))

    # The first hands of the match: a first-hand lead, then a later one (void deals are dealt again).
    # Illegal moves are probed at every third position, to keep the run short.
    plies = iter(range(10**6))
    play_match(profile, overrides, players, deals(), lambda moves: data.draw(st.sampled_from(moves)),
               lambda: next(plies) % 3 == 0, 3, tally)


@pytest.mark.parametrize(("profile", "overrides", "players"), CASES)
@given(seed=st.integers(0, 2**32 - 1))
def test_matches(profile: str, overrides: dict[str, Any], players: int, seed: int, tally: Counter) -> None:
    """Whole matches from a seed, every ply held to the independent judge, one in ten probed."""
    rng = random.Random(seed)
    tiles = sorted(new_match(profile, players, overrides).tileset.tiles)

    def deals() -> Iterator[list[Tile]]:
        while True:
            order = list(tiles)
            rng.shuffle(order)
            yield order

    def one_in_ten() -> bool:
        return rng.random() < 0.1

    match = play_match(profile, overrides, players, deals(), rng.choice, one_in_ten, MAX_HANDS, tally)
    assert match.status == MATCH_OVER, f"the match did not end within {MAX_HANDS} hands"
    tally["matches"] += 1


def test_the_lockstep_catches_an_engine_that_breaks_a_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """The independent judge is not a rubber stamp: an engine that scores going out wrongly fails."""
    import reference_impl.scoring as scoring

    monkeypatch.setattr(scoring, "going_out_points", lambda *args: 1)
    rng = random.Random(3)
    tiles = sorted(new_match("block", 2, {}).tileset.tiles)

    def deals() -> Iterator[list[Tile]]:
        while True:
            order = list(tiles)
            rng.shuffle(order)
            yield order

    with pytest.raises(pytest.fail.Exception, match="score.out.opponents-only"):
        play_match("block", {}, 2, deals(), rng.choice, lambda: False, 20, Counter())


@pytest.fixture(scope="session")
def tally(request: pytest.FixtureRequest) -> Counter:
    """Counts the hands the property tests play, for the end-of-run summary."""
    return request.config.stash.setdefault(HANDS_PLAYED, Counter())
