"""``domino-conformance generate``: record random games of the reference engine as transcripts.

The game is a profile (``--profile``) or a ruleset file (``--ruleset``), such
as the one an engine declares.

Deterministic for a seed: one ``random.Random(seed)`` shuffles every deal
(and draws the lots) and picks each move among the legal ones. The output
is JSON Lines, one transcript per match; ``--hands`` counts hands over all
matches, so the last match may be left unfinished.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Iterator, Mapping
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from reference_impl import __version__
from reference_impl.engine import DealError, Match
from reference_impl.ruleset import Ruleset, RulesetError, merge

from .. import exit_codes
from ..rulebook import SuiteError, profile
from ..play import GameChoiceError, RandomChooser, random_hands, read_ruleset
from ..transcript import Recorder, RulesetSpec, Transcript, dumps
from ..walker import walk_match

GENERATOR_NAME = "domino-conformance generate"


def register(subparsers: Any) -> None:
    """Add the ``generate`` subcommand."""
    parser = subparsers.add_parser(
        "generate",
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
    parser.add_argument("--out", type=Path, metavar="FILE", help="write here instead of standard output")
    parser.set_defaults(handler=run)


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
    rules = Ruleset.from_dict(merge(profile(profile_name), overrides or {}))
    spec = RulesetSpec.from_dict({"profile": profile_name, "overrides": dict(overrides or {})})
    return ruleset_matches(rules, spec, profile_name, players, hands, seed)


def ruleset_matches(
    rules: Ruleset, spec: RulesetSpec, name: str, players: int, hands: int, seed: int
) -> Iterator[Transcript]:
    """Transcripts of random matches of ``rules`` (written in the records as ``spec``; ``name`` names the games).

    Raises ``DealError`` for a player count the ruleset does not allow.
    """
    Match(rules, players)  # refuse a bad player count before any output
    return _matches(rules, spec, name, players, hands, seed)


def _matches(
    rules: Ruleset, spec: RulesetSpec, name: str, players: int, hands: int, seed: int
) -> Iterator[Transcript]:
    rng = random.Random(seed)
    remaining = hands
    number = 0
    while remaining > 0:
        number += 1
        metadata = {
            "generator": {"name": GENERATOR_NAME, "version": __version__, "seed": seed},
            "game_id": f"{name}-{players}p-seed{seed}-match{number}",
        }
        recorder = Recorder(Match(rules, players), spec, metadata=metadata)
        remaining -= play_random_match(recorder, rng, remaining)
        yield recorder.transcript()


def play_random_match(recorder: Recorder, rng: random.Random, max_hands: int) -> int:
    """Deal and play random hands until the match ends or ``max_hands`` are recorded; return the count."""
    hands = random_hands(recorder.match, rng, max_hands, RandomChooser(rng, probes=0))
    return walk_match(recorder, hands)


def run(args: argparse.Namespace) -> int:
    """Write the transcripts; each line is flushed as soon as its match is recorded."""
    if args.hands < 1:
        print("domino-conformance generate: --hands must be at least 1", file=sys.stderr)
        return exit_codes.USAGE
    try:
        if args.ruleset is not None:
            pinned = read_ruleset(args.ruleset)
            rules = Ruleset.from_dict(pinned)
            name = rules.name or args.ruleset.stem
            matches = ruleset_matches(rules, RulesetSpec(pinned=pinned), name, args.players, args.hands, args.seed)
        else:
            matches = random_matches(args.profile, args.players, args.hands, args.seed)
        target = (
            open(args.out, "w", encoding="utf-8", newline="\n")  # noqa: SIM115 - closed by the with below
            if args.out
            else nullcontext(sys.stdout)
        )
    except GameChoiceError as error:
        print(f"domino-conformance generate: --ruleset {error}", file=sys.stderr)
        return exit_codes.USAGE
    except (SuiteError, RulesetError, DealError) as error:
        print(f"domino-conformance generate: {error}", file=sys.stderr)
        return exit_codes.USAGE
    except OSError as error:
        print(f"domino-conformance generate: --out {args.out}: {error.strerror or error}", file=sys.stderr)
        return exit_codes.USAGE
    count = 0
    with target as out:
        for transcript in matches:
            out.write(dumps(transcript) + "\n")
            out.flush()
            count += 1
    if args.out:
        print(f"wrote {count} transcript(s), {args.hands} hand(s), to {args.out}", file=sys.stderr)
    return exit_codes.OK
