"""Build the transcript corpus: ``python transcripts/build_corpus.py [OUTPUT_FOLDER]``.

Writes, under the output folder (default: this folder):

- ``valid/worked/*.json``: hand-written records of the seeds' worked examples,
  played move by move on the reference engine;
- ``valid/generated/*.jsonl``: random games of every profile (``generate``);
- ``invalid/*.json`` with ``*.expect.json`` sidecars: valid records broken
  one defect at a time, each with the verdict, hand, ply and clause the
  referee must give. The expectations are written here by hand: they state
  what each defect breaks, and the tests hold the referee to them;
- ``lax/*.json``: valid records written the lax way (tiles high half first,
  indented, keys in another order), whose canonical export is their twin in
  ``valid/worked``.

The output is deterministic: running the script again rewrites the same
bytes (a test checks the corpus in the repository is up to date).
"""

from __future__ import annotations

import copy
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from conformance.commands.generate import random_matches
from conformance.rulebook.index import profile
from conformance.records.model import RulesetSpec, Transcript, canonical_json, dumps
from conformance.records.recording import Recorder
from reference_impl.engine import IN_PROGRESS, Match
from reference_impl.moves import Move
from reference_impl.ruleset import Ruleset, merge
from reference_impl.tiles import Tile, tile_set

HERE = Path(__file__).resolve().parent
S0, S1, S2, S3 = (
    "000_e83ffa1a128ffb53.txt",
    "001_f9d507fd1d39d63a.txt",
    "002_8169e803ed32f12f.txt",
    "003_74d0364e3f2e1e10.txt",
)


# -- playing scripted hands ---------------------------------------------------------------


def new_recorder(
    profile_name: str,
    players: int,
    overrides: dict[str, Any] | None = None,
    names: list[str] | None = None,
    **metadata: Any,
) -> Recorder:
    """A recorder for a match of ``profile_name`` (plus overrides)."""
    rules = Ruleset.from_dict(merge(profile(profile_name), overrides or {}))
    spec = RulesetSpec.from_dict({"profile": profile_name, "overrides": overrides or {}})
    seats = [{"name": name} for name in names] if names else None
    return Recorder(Match(rules, players), spec, seats=seats, metadata=metadata or None)


def rest_of_set(max_pip: int, *used: list[str]) -> list[str]:
    """The set's tiles not named in ``used``, in set order."""
    taken = {Tile.parse(text) for group in used for text in group}
    return [str(tile) for tile in tile_set(max_pip).tiles if tile not in taken]


def play_hand(
    recorder: Recorder,
    hands: list[list[str]],
    moves: str,
    boneyard: list[str] | None = None,
    lots: list[str] | None = None,
    finish: bool = False,
) -> None:
    """Deal ``hands`` (boneyard: the rest of the set, or as given) and play ``moves``.

    ``moves`` are in the scenarios' words, comma-separated, each for the
    player to act. With ``finish`` the hand is then played out by a fixed
    policy: the legal move that scores most (claims made), else the first.
    """
    max_pip = recorder.match.rules.max_pip
    if boneyard is None:
        boneyard = rest_of_set(max_pip, *hands)
    recorder.deal(hands, boneyard, lots)
    for text in moves.split(","):
        if text.strip():
            recorder.apply(Move.parse(text.strip(), max_pip))
    while finish and recorder.match.status == IN_PROGRESS:
        legal = recorder.match.legal_moves()
        recorder.apply(max(legal, key=lambda move: move.claim or 0))
    if not finish and recorder.match.status == IN_PROGRESS:
        raise AssertionError(f"the scripted hand is not over: {moves}")


# -- the worked examples --------------------------------------------------------------------


def s2_three_hands(overrides: dict[str, Any] | None = None, title: str = "") -> Transcript:
    """S2's three hands: Alice 23, Ben 21, Cara 16, playing to 61.

    The seed's blocked hand (Alice 6-4 + 3-3, Ben 5-2, Cara 6-6 + 4-1 + 2-0)
    cannot be reached: between them the hands hold every number, so some
    end always fits (rules research E-01). Hand 2 here is a reachable block
    with the same pip counts, 16, 7 and 19, Ben left with 5-2 and Cara with
    the 6-6, so it scores as the seed says: (16 - 7) + (19 - 7) = 21.
    """
    recorder = new_recorder(
        "block",
        3,
        overrides,
        names=["Alice", "Ben", "Cara"],
        event=title or "Worked example: three hands of Block",
        source=S2,
    )
    # Hand 1: the highest double dealt is 1-1 (the 6-6 lies in the boneyard), so Alice leads it.
    # Alice goes out; Ben holds 0-1 and 3-5 (9), Cara 5-6 and 1-2 (14): Alice scores 23.
    play_hand(
        recorder,
        [
            ["1-1", "2-6", "4-6", "1-4", "0-2"],
            ["1-3", "0-0", "0-1", "3-4", "3-5"],
            ["5-6", "0-6", "2-3", "1-2", "3-6"],
        ],
        "1-1, 1-3 on the right, 3-6 on the right, 1-4 on the left, 3-4 on the left, 2-3 on the left, "
        "2-6 on the left, pass, 0-6 on the left, 4-6 on the right, 0-0 on the left, pass, 0-2 on the left",
        boneyard=["2-5", "4-4", "3-3", "4-5", "2-4", "1-6", "0-5", "5-5", "0-3", "2-2", "1-5", "0-4", "6-6"],
    )
    # Hand 2: Alice, the winner, leads. The ends close on 3 and 4, which nobody holds: blocked.
    # Alice 1-1, 2-6, 0-6 (16); Ben 2-5 (7); Cara 1-6, 0-0, 6-6 (19): Ben scores 9 + 12 = 21.
    play_hand(
        recorder,
        [
            ["0-5", "1-1", "2-3", "2-6", "0-6"],
            ["3-3", "4-4", "0-2", "1-3", "2-5"],
            ["1-6", "0-0", "1-4", "6-6", "3-5"],
        ],
        "0-5, 0-2 on the left, 3-5 on the right, 2-3 on the left, 3-3 on the left, pass, pass, "
        "1-3 on the right, 1-4 on the right, pass, 4-4 on the right",
        boneyard=["3-4", "4-6", "1-2", "0-4", "5-5", "5-6", "0-1", "4-5", "2-4", "2-2", "3-6", "1-5", "0-3"],
    )
    # Hand 3: Ben, the winner, leads. Cara goes out with Alice holding 5 and Ben 11: Cara scores 16.
    play_hand(
        recorder,
        [
            ["1-2", "5-5", "0-5", "2-5", "1-5"],
            ["4-4", "5-6", "4-5", "0-3", "2-3"],
            ["3-6", "1-4", "2-6", "0-1", "1-1"],
        ],
        "5-6, 3-6 on the right, 5-5 on the left, 4-5 on the left, 1-4 on the left, 1-5 on the left, "
        "2-3 on the right, 2-6 on the right, 2-5 on the left, pass, pass, 1-2 on the left, pass, "
        "1-1 on the left, pass, pass, 0-1 on the left",
        boneyard=["3-5", "2-4", "0-6", "3-3", "0-4", "4-6", "0-2", "0-0", "3-4", "1-6", "2-2", "1-3", "6-6"],
    )
    return recorder.transcript()


def s3_spinner_hand() -> Transcript:
    """S3's All Fives: the spinner's count, hand by hand (spec: score.fives.count.spinner).

    Lots 4-4 and 2-3: seat 0 leads, and may lead any tile. Lead 5-5: 10.
    0-5 on one side: 0 + 10 = 10. 3-5 on the other side: 0 + 3 = 3. 1-5 on
    up: 0 + 3 + 1 = 4. Then the hand is played out.
    """
    recorder = new_recorder(
        "all-fives-tournament",
        2,
        names=["North", "South"],
        event="Worked example: the spinner's count (All Fives)",
        source=S3,
    )
    play_hand(
        recorder,
        [
            ["5-5", "3-5", "6-6", "2-4", "1-2", "0-3", "4-6"],
            ["0-5", "1-5", "2-6", "3-3", "0-0", "1-4", "2-2"],
        ],
        "5-5, 0-5 on the left, 3-5 on the right, 1-5 on the up",
        lots=["4-4", "2-3"],
        finish=True,
    )
    return recorder.transcript()


def s3_double_at_an_end() -> Transcript:
    """A double at an end counts both halves (rules research E-04), under S3's tournament rules.

    Lead 3-5 (8). 5-5 on the 5: the first double is the spinner, its open
    side counts both halves: 3 + 10 = 13, nothing scores. 2-5 on it: 3 + 2 = 5,
    scoring 5. Then the hand is played out.
    """
    recorder = new_recorder(
        "all-fives-tournament",
        2,
        names=["North", "South"],
        event="Worked example: a double at an end (All Fives)",
        source=S3,
    )
    play_hand(
        recorder,
        [
            ["3-5", "2-5", "6-6", "1-4", "0-2", "3-6", "1-1"],
            ["5-5", "0-4", "2-6", "4-4", "1-3", "0-6", "2-2"],
        ],
        "3-5, 5-5 on the right, 2-5 on the right",
        lots=["6-6", "0-1"],
        finish=True,
    )
    return recorder.transcript()


def s2_muggins_hand() -> Transcript:
    """S2's All Fives with muggins claims: a score left unclaimed is taken by the next player.

    Seat 0 holds the highest double, 5-5, leads it and claims 10. Seat 1
    plays 0-5 without claiming the 10 it makes; seat 0 calls muggins and
    takes them, then plays on. The hand is then played out (claims made).
    """
    recorder = new_recorder(
        "all-fives", 2, names=["North", "South"], event="Worked example: muggins (All Fives)", source=S2
    )
    play_hand(
        recorder,
        [
            ["5-5", "3-5", "2-4", "1-2", "0-3", "4-6", "1-1"],
            ["0-5", "1-5", "2-6", "3-3", "0-0", "1-4", "2-2"],
        ],
        "5-5 claiming 10, 0-5 on the left, muggins, 3-5 on the right",
        finish=True,
    )
    return recorder.transcript()


def worked_examples() -> dict[str, Transcript]:
    """Every hand-written record, by file stem."""
    return {
        "s2-three-hands": s2_three_hands(),
        "s2-three-hands-fixed-count": s2_three_hands(
            {"match.end": "hands", "match.hands": 3},
            "Worked example: three hands of Block, as a match of three hands",
        ),
        "s2-blocked-sum-minus-own": s2_three_hands(
            {"score.blocked": "sum_minus_own"},
            "Worked example: three hands of Block, a block scored (16 + 19) - 7 = 28",
        ),
        "s2-blocked-winner-takes-all": s2_three_hands(
            {"score.blocked": "winner_takes_all"},
            "Worked example: three hands of Block, a block scored 16 + 19 = 35",
        ),
        "s3-spinner": s3_spinner_hand(),
        "s3-double-at-an-end": s3_double_at_an_end(),
        "s2-muggins": s2_muggins_hand(),
    }


# -- generated games ----------------------------------------------------------------------------

#: (file stem, profile, players, hands, seed, overrides): every profile, several player counts.
GENERATED: tuple[tuple[str, str, int, int, int, dict[str, Any]], ...] = (
    ("block-2p", "block", 2, 25, 102, {}),
    ("block-3p", "block", 3, 20, 102, {}),
    ("block-4p", "block", 4, 12, 103, {}),
    ("block-classic-4p", "block-classic", 4, 20, 104, {}),
    ("block-seven-3p", "block-seven", 3, 20, 105, {}),
    ("block-nine-4p", "block-nine", 4, 20, 106, {}),
    ("draw-2p", "draw", 2, 16, 107, {}),
    ("draw-3p-reserve-2", "draw", 3, 12, 111, {"draw.reserve": 2}),
    ("draw-nine-3p", "draw-nine", 3, 20, 109, {}),
    ("partnership-4p", "partnership", 4, 25, 110, {}),
    ("all-fives-2p", "all-fives", 2, 12, 111, {}),
    ("all-fives-4p", "all-fives", 4, 12, 112, {}),
    ("all-fives-tournament-3p", "all-fives-tournament", 3, 20, 113, {}),
)


def generated() -> dict[str, list[Transcript]]:
    """Every generated file's transcripts, by file stem."""
    return {
        stem: list(random_matches(name, players, hands, seed, overrides))
        for stem, name, players, hands, seed, overrides in GENERATED
    }


# -- invalid records ----------------------------------------------------------------------------


def positions(document: dict[str, Any]) -> Iterator[tuple[int, int, Match, dict[str, Any]]]:
    """Every event of a valid record with the reference engine's state just before it.

    Yields (hand index, event index, match, event); the match is shared and
    moves on, so a caller must use it before asking for the next position.
    """
    transcript = Transcript.from_dict(document)
    rules = Ruleset.from_dict(merge(profile(transcript.ruleset.profile or ""), transcript.ruleset.overrides))
    match = Match(rules, transcript.players)
    for h, hand in enumerate(transcript.hands):
        match.deal(hand.deal.hands, hand.deal.boneyard, hand.deal.lots)
        for p, event in enumerate(hand.events):
            yield h, p, match, document["hands"][h]["events"][p]
            match.apply(event.move, event.seat)


def first_position(
    document: dict[str, Any], wanted: Callable[[Match, dict[str, Any]], bool]
) -> tuple[int, int]:
    """The first (hand index, event index) whose state and event satisfy ``wanted``."""
    for h, p, match, event in positions(document):
        if wanted(match, event):
            return h, p
    raise AssertionError("no position fits")


def can_play(match: Match) -> bool:
    """Whether the player to act holds a tile that fits an open end."""
    return match.line.size > 0 and match._playable() != 0


Case = tuple[str, str, dict[str, Any], dict[str, Any]]


def invalid_cases(worked: dict[str, Transcript], games: dict[str, list[Transcript]]) -> list[Case]:
    """(name, description, document, expectation) for every invalid record."""

    def doc(transcript: Transcript) -> dict[str, Any]:
        return json.loads(dumps(transcript))

    s2 = doc(worked["s2-three-hands"])
    s2_fixed = doc(worked["s2-three-hands-fixed-count"])
    muggins = doc(worked["s2-muggins"])
    spinner = doc(worked["s3-spinner"])
    draw = doc(games["draw-2p"][0])
    reserve = doc(games["draw-3p-reserve-2"][0])
    partnership = doc(games["partnership-4p"][0])
    block_over = next(doc(t) for t in games["block-2p"] if t.result.status == "over")
    tournament = doc(games["all-fives-tournament-3p"][0])
    cases: list[Case] = []

    def case(
        name: str,
        description: str,
        base: dict[str, Any],
        change: Callable[[dict[str, Any]], None],
        **expect: Any,
    ) -> None:
        document = copy.deepcopy(base)
        change(document)
        cases.append((name, description, document, {"verdict": "invalid", **expect}))

    def events(document: dict[str, Any], h: int) -> list[dict[str, Any]]:
        return document["hands"][h]["events"]

    # -- illegal moves ---------------------------------------------------------------------
    h, p = first_position(s2, lambda m, e: e["type"] == "play" and m.line.size > 0)
    case(
        "play-out-of-turn",
        "Seat 2 plays when it is seat 1's turn.",
        s2,
        lambda d: events(d, h)[p].update(seat=(events(d, h)[p]["seat"] + 1) % 3),
        stage="rules",
        hand=h + 1,
        ply=p + 1,
        clause="move.refusal.not-your-turn",
        reason="not_your_turn",
    )

    def pass_instead(d: dict[str, Any]) -> None:
        events(d, h)[p] = {"seat": events(d, h)[p]["seat"], "type": "pass"}

    case(
        "pass-while-able",
        "Ben passes holding 1-3, which fits the 1 of the lead (Block: a player able to play must play).",
        s2,
        pass_instead,
        stage="rules",
        hand=h + 1,
        ply=p + 1,
        clause="move.refusal.must-play",
        reason="must_play",
    )

    def other_players_tile(d: dict[str, Any]) -> None:
        # Ben plays Cara's 3-6? It must fit an end and not be Ben's: the lead 1-1 shows 1; Cara holds no 1.
        events(d, 0)[1].update(tile="1-2", end="right")  # 1-2 lies in Cara's hand in hand 1

    case(
        "tile-not-in-hand",
        "Ben plays 1-2, which is in Cara's hand.",
        s2,
        other_players_tile,
        stage="rules",
        hand=1,
        ply=2,
        clause="move.refusal.tile-not-in-hand",
        reason="tile_not_in_hand",
    )

    case(
        "wrong-end",
        "Cara plays 3-6 on the left, which shows 1.",
        s2,
        lambda d: events(d, 0)[2].update(end="left"),
        stage="rules",
        hand=1,
        ply=3,
        clause="move.refusal.does-not-match",
        reason="does_not_match",
    )

    case(
        "no-such-end",
        "Ben plays on the 'up' end, which Block (no spinner) never opens.",
        s2,
        lambda d: events(d, 0)[1].update(end="up"),
        stage="rules",
        hand=1,
        ply=2,
        clause="move.refusal.no-such-end",
        reason="no_such_end",
    )

    case(
        "lead-names-an-end",
        "The lead is recorded on the left end of an empty table.",
        s2,
        lambda d: events(d, 0)[0].update(end="left"),
        stage="rules",
        hand=1,
        ply=1,
        clause="move.refusal.no-such-end",
        reason="no_such_end",
    )

    case(
        "wrong-forced-lead-tile",
        "Alice holds the highest double dealt, 1-1, but leads 2-6.",
        s2,
        lambda d: events(d, 0)[0].update(tile="2-6"),
        stage="rules",
        hand=1,
        ply=1,
        clause="move.refusal.lead-tile-forced",
        reason="lead_tile_forced",
    )

    case(
        "pass-on-the-lead",
        "Alice passes instead of leading.",
        s2,
        lambda d: events(d, 0).__setitem__(0, {"seat": 0, "type": "pass"}),
        stage="rules",
        hand=1,
        ply=1,
        clause="move.refusal.cannot-pass",
        reason="cannot_pass",
    )

    case(
        "draw-in-block",
        "Ben draws from the boneyard in Block, where it is never touched.",
        s2,
        lambda d: events(d, 0)[7].update(type="draw", tile="2-5"),
        stage="rules",
        hand=1,
        ply=8,
        clause="move.refusal.cannot-draw",
        reason="cannot_draw",
    )

    case(
        "move-after-going-out",
        "After Alice goes out, Ben still plays.",
        s2,
        lambda d: events(d, 0).append({"seat": 1, "type": "play", "tile": "0-1", "end": "left"}),
        stage="rules",
        hand=1,
        ply=14,
        clause="move.refusal.hand-over",
        reason="hand_over",
    )

    # Draw games: drawing while able, passing instead of drawing, the wrong tile drawn, the reserve.
    h, p = first_position(
        draw,
        lambda m, e: (
            e["type"] == "play" and m.line.size > 0 and m.legal_moves() and len(m.boneyard) - m.drawn > 0
        ),
    )
    bone = draw["hands"][h]["deal"]["boneyard"]

    def draw_while_able(d: dict[str, Any]) -> None:
        drawn = sum(1 for e in events(d, h)[:p] if e["type"] == "draw")
        events(d, h).insert(p, {"seat": events(d, h)[p]["seat"], "type": "draw", "tile": bone[drawn]})

    case(
        "draw-while-able",
        "A player holding a tile that fits draws instead of playing.",
        draw,
        draw_while_able,
        stage="rules",
        hand=h + 1,
        ply=p + 1,
        clause="move.refusal.must-play",
        reason="must_play",
    )

    h, p = first_position(draw, lambda m, e: e["type"] == "draw")
    case(
        "pass-instead-of-drawing",
        "A player who cannot play passes while the boneyard still has tiles.",
        draw,
        lambda d: events(d, h).__setitem__(p, {"seat": events(d, h)[p]["seat"], "type": "pass"}),
        stage="rules",
        hand=h + 1,
        ply=p + 1,
        clause="move.refusal.must-draw",
        reason="must_draw",
    )

    def wrong_tile(d: dict[str, Any]) -> None:
        drawn = sum(1 for e in events(d, h)[:p] if e["type"] == "draw")
        events(d, h)[p]["tile"] = d["hands"][h]["deal"]["boneyard"][drawn + 1]

    case(
        "drew-the-wrong-tile",
        "A draw records the second tile of the boneyard, not the first.",
        draw,
        wrong_tile,
        stage="rules",
        hand=h + 1,
        ply=p + 1,
        clause="draw.order",
    )

    h, p = first_position(
        reserve, lambda m, e: e["type"] == "pass" and len(m.boneyard) - m.drawn == 2 and not can_play(m)
    )

    def into_reserve(d: dict[str, Any]) -> None:
        drawn = sum(1 for hand in [d["hands"][h]] for e in hand["events"][:p] if e["type"] == "draw")
        tile = d["hands"][h]["deal"]["boneyard"][drawn]
        events(d, h)[p] = {"seat": events(d, h)[p]["seat"], "type": "draw", "tile": tile}

    case(
        "draw-into-the-reserve",
        "With two tiles left and a reserve of two, a stuck player draws one.",
        reserve,
        into_reserve,
        stage="rules",
        hand=h + 1,
        ply=p + 1,
        clause="move.refusal.reserve-reached",
        reason="reserve_reached",
    )

    # Muggins claims.
    case(
        "wrong-claim",
        "The leader of 5-5 claims 15; the lead counts 10.",
        muggins,
        lambda d: events(d, 0)[0].update(claim=15, points=15),
        stage="rules",
        hand=1,
        ply=1,
        clause="move.refusal.wrong-claim",
        reason="wrong_claim",
    )

    case(
        "muggins-with-nothing-unclaimed",
        "South calls muggins after North claimed the lead's 10.",
        muggins,
        lambda d: events(d, 0).insert(1, {"seat": 1, "type": "muggins", "points": 10}),
        stage="rules",
        hand=1,
        ply=2,
        clause="move.refusal.no-muggins",
        reason="no_muggins",
    )

    case(
        "points-without-a-claim",
        "South's 0-5 makes 10 but claims nothing; the record scores it anyway.",
        muggins,
        lambda d: events(d, 0)[1].update(points=10),
        stage="result",
        hand=1,
        ply=2,
        clause="score.fives.claim",
    )

    case(
        "muggins-wrong-points",
        "North's muggins call takes 15; 10 were left unclaimed.",
        muggins,
        lambda d: events(d, 0)[2].update(points=15),
        stage="result",
        hand=1,
        ply=3,
        clause="score.fives.muggins",
    )

    # In-hand counts scored automatically (S3).
    case(
        "wrong-fives-count",
        "South's 0-5 on the left is recorded as scoring 5; the count is 0 + 10 = 10.",
        spinner,
        lambda d: events(d, 0)[1].update(points=5),
        stage="result",
        hand=1,
        ply=2,
        clause="score.fives.multiple",
    )

    case(
        "fives-count-not-a-multiple",
        "North's 3-5 makes a count of 3, but the record scores it 5.",
        spinner,
        lambda d: events(d, 0)[2].update(points=5),
        stage="result",
        hand=1,
        ply=3,
        clause="score.fives.multiple",
    )

    case(
        "fives-in-block",
        "A Block play is recorded as scoring 10; Block has no scoring during the hand.",
        s2,
        lambda d: events(d, 0)[3].update(points=10),
        stage="result",
        hand=1,
        ply=4,
        clause="score.fives.off",
    )

    # -- deals and leads ---------------------------------------------------------------------
    def duplicate(d: dict[str, Any]) -> None:
        d["hands"][1]["deal"]["boneyard"][0] = "1-1"  # 1-1 is also in Alice's hand

    case(
        "deal-duplicate-tile",
        "The boneyard of hand 2 holds 1-1, which Alice also holds.",
        s2,
        duplicate,
        stage="rules",
        hand=2,
        clause="deal.complete",
        reason="incomplete",
    )

    case(
        "deal-missing-tile",
        "The boneyard of hand 2 lacks 3-4: the deal is not the whole set.",
        s2,
        lambda d: d["hands"][1]["deal"]["boneyard"].remove("3-4"),
        stage="rules",
        hand=2,
        clause="deal.complete",
        reason="incomplete",
    )

    case(
        "deal-tile-outside-the-set",
        "The boneyard of hand 1 holds 7-7, which a double-six set lacks.",
        s2,
        lambda d: d["hands"][0]["deal"]["boneyard"].__setitem__(0, "7-7"),
        stage="rules",
        hand=1,
        clause="deal.complete",
        reason="incomplete",
    )

    def short_hand(d: dict[str, Any]) -> None:
        tile = d["hands"][0]["deal"]["hands"][2].pop()
        d["hands"][0]["deal"]["boneyard"].append(tile)

    case(
        "deal-wrong-hand-size",
        "Cara is dealt four tiles; three players get five each.",
        s2,
        short_hand,
        stage="rules",
        hand=1,
        clause="deal.hand-size",
        reason="hand_size",
    )

    case(
        "wrong-leader",
        "Hand 1 is recorded as led by Ben; Alice holds the highest double dealt.",
        s2,
        lambda d: d["hands"][0].update(leader=1),
        stage="rules",
        hand=1,
        clause="lead.first-hand.highest-double-else-heaviest",
    )

    case(
        "wrong-leader-next-hand",
        "Hand 3 is recorded as led by Alice; Ben won hand 2, a block, and leads.",
        s2,
        lambda d: d["hands"][2].update(leader=0),
        stage="rules",
        hand=3,
        clause="lead.next-hand.winner-of-block",
    )

    def duplicate_lot(d: dict[str, Any]) -> None:
        d["hands"][0]["deal"]["lots"] = ["4-4", "4-4"]

    case(
        "lots-repeat-a-tile",
        "Both seats are recorded drawing 4-4 as their lot.",
        spinner,
        duplicate_lot,
        stage="rules",
        hand=1,
        clause="deal.lot",
        reason="lots",
    )

    case(
        "wrong-teams",
        "The partnership record pairs seats 0 and 1; partners sit opposite.",
        partnership,
        lambda d: d.update(teams=[[0, 1], [2, 3]]),
        stage="rules",
        clause="deal.teams.opposite",
    )

    case(
        "wrong-player-count",
        "A partnership match recorded with two players.",
        partnership,
        lambda d: d.update(players=2),
        stage="rules",
        clause="deal.players",
        reason="players",
    )

    # -- results -----------------------------------------------------------------------------
    case(
        "wrong-score-going-out",
        "Alice goes out against 9 and 14 but is recorded scoring 14.",
        s2,
        lambda d: d["hands"][0]["result"].update(points=14),
        stage="result",
        hand=1,
        clause="score.out.opponents-only",
    )

    case(
        "wrong-score-blocked",
        "Ben's block is scored 28 (the others' pips less his own once); Block scores "
        "the difference from each other hand, 21.",
        s2,
        lambda d: d["hands"][1]["result"].update(points=28),
        stage="result",
        hand=2,
        clause="score.blocked.diff-each",
    )

    case(
        "wrong-winner-blocked",
        "The block is given to Alice (16); Ben's 7 is the lightest hand.",
        s2,
        lambda d: d["hands"][1]["result"].update(winner=0),
        stage="result",
        hand=2,
        clause="end.blocked.lightest-hand",
    )

    case(
        "wrong-pips",
        "Cara's pips after the block are recorded as 18; 1-6, 0-0 and 6-6 make 19.",
        s2,
        lambda d: d["hands"][1]["result"]["pips"].__setitem__(2, 18),
        stage="result",
        hand=2,
        clause="equipment.hand.pips",
    )

    case(
        "wrong-end-kind",
        "Hand 1 is recorded as blocked; Alice went out.",
        s2,
        lambda d: d["hands"][0]["result"].update(end="blocked"),
        stage="result",
        hand=1,
        clause="end.going-out",
    )

    case(
        "hand-not-finished",
        "The record stops hand 1 one move before Alice goes out, yet gives its result.",
        s2,
        lambda d: events(d, 0).pop(),
        stage="result",
        hand=1,
        clause="end.going-out",
    )

    case(
        "wrong-totals-after-a-hand",
        "The totals after hand 2 leave out Alice's 23.",
        s2,
        lambda d: d["hands"][1]["result"].update(scores=[0, 21, 0]),
        stage="result",
        hand=2,
        clause="match.carry",
    )

    case(
        "game-over-before-the-target",
        "The record ends the match at 23, 21 and 16, short of 61.",
        s2,
        lambda d: d["result"].update(status="over", winners=[0]),
        stage="result",
        clause="match.end.target",
    )

    case(
        "wrong-hands-count",
        "The match of three hands is recorded as four.",
        s2_fixed,
        lambda d: d["result"].update(hands=4),
        stage="result",
        clause="match.end.hands",
    )

    case(
        "game-not-over-at-the-target",
        "A side reaches 100 but the record says the match goes on.",
        block_over,
        lambda d: (d["result"].update(status="unfinished"), d["result"].pop("winners")),
        stage="result",
        clause="match.end.target",
    )

    case(
        "wrong-match-winner",
        "The match is given to the side that did not reach the target.",
        block_over,
        lambda d: d["result"].update(winners=[1 - d["result"]["winners"][0]]),
        stage="result",
        clause="match.end.target",
    )

    def hand_after_the_end(d: dict[str, Any]) -> None:
        d["hands"].append(copy.deepcopy(d["hands"][-1]))

    case(
        "hand-after-the-match-ended",
        "Another hand is dealt after a side reached the target.",
        block_over,
        hand_after_the_end,
        stage="rules",
        hand=len(block_over["hands"]) + 1,
        clause="match.end.target",
    )

    def unrounded(d: dict[str, Any]) -> None:
        for hand in d["hands"]:
            result = hand["result"]
            if result["winner"] is not None and result["points"] % 5 == 0:
                pips = result["pips"]
                raw = sum(pips) - pips[result["winner"]] if result["end"] == "out" else None
                if raw is not None and raw % 5:
                    result["points"] = raw
                    return
        raise AssertionError("no hand to unround")

    tournament_hand = next(
        i
        for i, hand in enumerate(tournament["hands"])
        if hand["result"]["end"] == "out"
        and (sum(hand["result"]["pips"]) - hand["result"]["pips"][hand["result"]["winner"]]) % 5
    )
    case(
        "score-not-rounded",
        "A tournament hand's going-out score is recorded unrounded; S3 rounds it to the nearest five.",
        tournament,
        unrounded,
        stage="result",
        hand=tournament_hand + 1,
        clause="score.rounding.nearest-five-total",
    )

    # -- the schema ------------------------------------------------------------------------
    case(
        "schema-not-a-tile",
        "A play names the tile '6-x'.",
        s2,
        lambda d: events(d, 0)[1].update(tile="6-x"),
        stage="schema",
        pointer="/hands/0/events/1/tile",
    )

    case(
        "schema-seat-as-text",
        'A seat is written as the text "1".',
        s2,
        lambda d: events(d, 0)[1].update(seat="1"),
        stage="schema",
        pointer="/hands/0/events/1/seat",
    )

    case(
        "schema-no-result",
        "The match result is missing.",
        s2,
        lambda d: d.pop("result"),
        stage="schema",
        pointer="",
    )

    case(
        "schema-draw-without-tile",
        "A draw does not say which tile was drawn.",
        draw,
        lambda d: next(e for hand in d["hands"] for e in hand["events"] if e["type"] == "draw").pop("tile"),
        stage="schema",
    )

    case(
        "schema-unknown-format",
        "The format is domino-transcript/9.",
        s2,
        lambda d: d.update(format="domino-transcript/9"),
        stage="schema",
        pointer="/format",
    )
    return cases


# -- writing ----------------------------------------------------------------------------------


def lax_copy(document: Any) -> Any:
    """The same record written laxly: tiles high half first with spaces, keys reversed."""
    if isinstance(document, dict):
        return {key: lax_copy(document[key]) for key in reversed(list(document))}
    if isinstance(document, list):
        return [lax_copy(item) for item in document]
    if isinstance(document, str) and len(document) <= 5 and "-" in document:
        low, _, high = document.partition("-")
        if low.isdigit() and high.isdigit():
            return f"{high} - {low}"
    return document


def build(out: Path) -> dict[str, int]:
    """Write the whole corpus under ``out``; return counts for a summary."""
    worked = worked_examples()
    games = generated()
    (out / "valid" / "worked").mkdir(parents=True, exist_ok=True)
    (out / "valid" / "generated").mkdir(parents=True, exist_ok=True)
    (out / "invalid").mkdir(parents=True, exist_ok=True)
    (out / "lax").mkdir(parents=True, exist_ok=True)
    hands = 0
    for stem, transcript in worked.items():
        (out / "valid" / "worked" / f"{stem}.json").write_text(dumps(transcript) + "\n", encoding="utf-8")
        hands += len(transcript.hands)
    for stem, transcripts in games.items():
        text = "".join(dumps(transcript) + "\n" for transcript in transcripts)
        (out / "valid" / "generated" / f"{stem}.jsonl").write_text(text, encoding="utf-8")
        hands += sum(len(transcript.hands) for transcript in transcripts)
    cases = invalid_cases(worked, games)
    for name, description, document, expect in cases:
        (out / "invalid" / f"{name}.json").write_text(canonical_json(document) + "\n", encoding="utf-8")
        sidecar = {"description": description, **expect}
        (out / "invalid" / f"{name}.expect.json").write_text(
            json.dumps(sidecar, indent=2) + "\n", encoding="utf-8"
        )
    lax = lax_copy(json.loads(dumps(worked["s2-three-hands"])))
    (out / "lax" / "s2-three-hands.json").write_text(json.dumps(lax, indent=2) + "\n", encoding="utf-8")
    return {"valid hands": hands, "invalid cases": len(cases)}


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    print(build(target))
