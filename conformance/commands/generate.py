"""``domino-conformance generate``: record random games of the reference engine as transcripts.

The game is a profile (``--profile``) or a ruleset file (``--ruleset``), such
as the one an engine declares.

Deterministic for a seed: match ``n`` has its own ``random.Random(f"{seed}:{n}")``,
which shuffles every deal (and draws the lots) and picks each move among
the legal ones, so a match is the same game however the work is shared out
(``--jobs``, ``--dask``). The output is JSON Lines, one transcript per match;
``--hands`` counts hands over all matches, so the last match may be left
unfinished.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterable, Iterator, Mapping
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reference_impl import __version__
from reference_impl.engine import DealError, Match
from reference_impl.ruleset import Ruleset, RulesetError, merge

from conformance import exit_codes
from conformance.judging import shards
from conformance.rulebook.index import SuiteError, profile
from conformance.judging.play import GameChoiceError, RandomChooser, random_hands, read_ruleset
from ..records.model import RulesetSpec, Transcript, dumps
from ..records.recording import Recorder
from conformance.judging.walker import walk_match
from conformance.inputs.text_output import UnwritableOutput, whole_file
from . import arguments

GENERATOR_NAME = "domino-conformance generate"


def register(subparsers: Any) -> None:
    """Add the ``generate`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "generate",
        run,
        help="record random games of the reference engine as transcripts (JSON Lines)",
        description="Play random legal games on the reference engine and write their transcripts, one "
        "match per line. The same seed gives the same file.",
    )
    game = parser.add_mutually_exclusive_group(required=True)
    game.add_argument("--profile", help="a profile of spec/profiles/ (e.g. block, all-fives)")
    game.add_argument(
        "--ruleset", type=Path, metavar="FILE", help="a ruleset file: a pinned ruleset, or a profile and overrides"
    )
    parser.add_argument("--players", type=int, required=True, help="number of players (2 to 4)")
    parser.add_argument("--hands", type=int, required=True, help="hands to record in all, over every match")
    parser.add_argument("--seed", type=int, default=0, help="the random seed (default 0)")
    parser.add_argument("--out", type=arguments.output_file, metavar="FILE", help="write here instead of standard output")
    arguments.add_scale_arguments(parser)


def random_matches(
    profile_name: str,
    players: int,
    hands: int,
    seed: int,
    overrides: Mapping[str, Any] | None = None,
) -> Iterator[Transcript]:
    """Transcripts of random matches of a profile, ``hands`` hands in all (void deals included).

    Raises ``SuiteError`` for an unknown profile, ``RulesetError`` for bad
    overrides and ``DealError`` for a player count the ruleset does not allow.
    """
    return profile_corpus(profile_name, players, seed, overrides).matches(hands)


def ruleset_matches(
    rules: Ruleset, spec: RulesetSpec, name: str, players: int, hands: int, seed: int
) -> Iterator[Transcript]:
    """Transcripts of random matches of ``rules`` (written in the records as ``spec``; ``name`` names the games).

    Raises ``DealError`` for a player count the ruleset does not allow.
    """
    return RandomCorpus(rules, spec, name, players, seed).checked().matches(hands)


def profile_corpus(
    profile_name: str, players: int, seed: int, overrides: Mapping[str, Any] | None = None
) -> RandomCorpus:
    """The random matches of a profile (with ``overrides``); raises as ``random_matches``."""
    rules = Ruleset.from_dict(merge(profile(profile_name), overrides or {}))
    spec = RulesetSpec.from_dict({"profile": profile_name, "overrides": dict(overrides or {})})
    return RandomCorpus(rules, spec, profile_name, players, seed).checked()


@dataclass(frozen=True)
class RandomCorpus:
    """The random matches of one game and seed, any one of them recorded on demand (picklable, for workers).

    Each match has its own generator, seeded ``seed:number``, so match
    ``number`` is the same game whatever came before it and wherever it is
    recorded; cut at ``limit`` hands, it is the first hands of the whole match.
    """

    rules: Ruleset
    spec: RulesetSpec
    name: str
    players: int
    seed: int

    def checked(self) -> RandomCorpus:
        """This corpus, once its player count is known to be allowed (else ``DealError``, before any output)."""
        Match(self.rules, self.players)
        return self

    def record(self, number: int, limit: int) -> tuple[int, Transcript]:
        """Match ``number``, at most ``limit`` hands: the hands recorded, and its transcript."""
        rng = random.Random(f"{self.seed}:{number}")
        metadata = {
            "generator": {"name": GENERATOR_NAME, "version": __version__, "seed": self.seed},
            "game_id": f"{self.name}-{self.players}p-seed{self.seed}-match{number}",
        }
        recorder = Recorder(Match(self.rules, self.players), self.spec, metadata=metadata)
        return play_random_match(recorder, rng, limit), recorder.transcript()

    def matches(self, hands: int) -> Iterator[Transcript]:
        """Matches 1, 2, ... in order, ``hands`` hands in all: the last one cut short if need be."""
        left = hands
        number = 0
        while left > 0:
            number += 1
            recorded, transcript = self.record(number, left)
            left -= recorded
            yield transcript


#: Matches a worker records to a task: a match takes milliseconds, a task's round trip about one.
MATCHES_PER_TASK = 64


@dataclass(frozen=True)
class RecordMatches:
    """A worker's task: matches of a corpus, each recorded whole (up to the corpus's hands) and written out."""

    corpus: RandomCorpus
    hands: int

    def __call__(self, numbers: range) -> list[tuple[int, str]]:
        return [(recorded, dumps(transcript))
                for recorded, transcript in (self.corpus.record(number, self.hands) for number in numbers)]


def lines_in_shards(corpus: RandomCorpus, hands: int, workers: shards.Workers) -> Iterator[str]:
    """The lines ``corpus.matches(hands)`` writes, the matches recorded ahead by ``workers``.

    The last match, which may have to be cut at the hands left, is recorded here.
    """
    left = hands
    for number, recorded in shards.matches_in_order(RecordMatches(corpus, hands), workers, MATCHES_PER_TASK,
                                                    "generate"):
        if recorded is None or recorded[0] > left:
            count, transcript = corpus.record(number, left)
            recorded = count, dumps(transcript)
        yield recorded[1]
        left -= recorded[0]
        if left <= 0:
            return


def play_random_match(recorder: Recorder, rng: random.Random, max_hands: int) -> int:
    """Deal and play random hands until the match ends or ``max_hands`` are recorded; return the count."""
    hands = random_hands(recorder.match, rng, max_hands, RandomChooser(rng, probes=0))
    return walk_match(recorder, hands)


def run(args: argparse.Namespace) -> int:
    """Write the transcripts: to standard output a line as soon as its match is recorded, to ``--out`` whole."""
    if args.hands < 1:
        print("domino-conformance generate: --hands must be at least 1", file=sys.stderr)
        return exit_codes.USAGE
    try:
        if args.ruleset is not None:
            pinned = read_ruleset(args.ruleset)
            rules = Ruleset.from_dict(pinned)
            name = rules.name or args.ruleset.stem
            corpus = RandomCorpus(rules, RulesetSpec(pinned=pinned), name, args.players, args.seed).checked()
        else:
            corpus = profile_corpus(args.profile, args.players, args.seed)
        workers = shards.open_workers(args)
    except GameChoiceError as error:
        print(f"domino-conformance generate: --ruleset {error}", file=sys.stderr)
        return exit_codes.USAGE
    except (SuiteError, RulesetError, DealError, shards.ScaleError) as error:
        print(f"domino-conformance generate: {error}", file=sys.stderr)
        return exit_codes.USAGE
    try:
        lines = (
            (dumps(transcript) for transcript in corpus.matches(args.hands))
            if workers is None
            else lines_in_shards(corpus, args.hands, workers)
        )
        return _write(args, lines)
    finally:
        if workers is not None:
            workers.close()


def _write(args: argparse.Namespace, lines: Iterable[str]) -> int:
    """Standard output gets each line as soon as its match is recorded; ``--out`` gets the whole corpus or,
    when it cannot be written (a full disk), nothing."""
    count = 0
    try:
        with whole_file(args.out) if args.out else nullcontext(sys.stdout) as out:
            for line in lines:
                out.write(line + "\n")
                if not args.out:
                    out.flush()
                count += 1
    except UnwritableOutput as error:
        print(f"domino-conformance generate: --out: {error}", file=sys.stderr)
        return exit_codes.USAGE
    if args.out:
        print(f"wrote {count} transcript(s), {args.hands} hand(s), to {args.out}", file=sys.stderr)
    return exit_codes.OK
