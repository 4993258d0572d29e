"""``domino-conformance play``: random games in lock step on an engine and on the reference engine.

Plays every game the engine declares, at each of its player counts, the
``--hands`` hands shared among them (or the profile or ruleset named). Every move is chosen at random among the reference
engine's legal moves, illegal moves are offered on the way, and at every
ply the two engines are compared; each divergence is reported with its
hand, ply, clause, expected and actual, once per clause per hand (with how often it
recurred there). Play goes on past a divergence: in the same hand where the
two engines' states still agree, else in a new match from the next hand; an
illegal deal or move the engine takes is reported and not offered again; an
engine that fails as a program is played on from the next hand, up to
``ERROR_BUDGET`` failures.
With ``--save DIR`` the first divergence on each clause is shrunk to the
shortest reproduction found and written as a ready-to-run scenario
(``.feature``) and as a transcript (``.json``), each whole, under a name no
file in the folder has yet (``stem-2`` after ``stem``).

Exit codes: 0 no divergence; 1 a divergence; 2 the engine failed; 3 the
engine could not be started or declares a game that cannot be read; 4 a usage
error (bad option, ruleset file or folder, or a file --save cannot write).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from reference_impl.ruleset import Ruleset

from conformance import exit_codes
from conformance.judging import shards
from conformance.engines.under_test import EngineError, EngineSpecError, open_engine
from conformance.rulebook.declared_games import Declaration, DeclarationError
from conformance.rulebook.index import profiles
from conformance.judging.play import (
    ERROR_BUDGET,
    Found,
    GameChoiceError,
    MatchPlayed,
    PlayOutcome,
    game_for_clause,
    games_for_engine,
    play,
    play_match,
    read_ruleset,
)
from conformance.judging.sessions import ProtocolSession
from conformance.judging.play.shrink import WRITABLE, write_reproduction
from conformance.inputs.terminal import visible_line
from conformance.inputs.text_output import UnwritableOutput
from . import arguments

EXAMPLES = """\
examples:
  domino-conformance play --engine 'exec:node my-engine.js' --hands 2000 --seed 7
  domino-conformance play --engine py:my_engine:create --profile partnership --hands 500 --save found/
  domino-conformance play --ruleset house.json --players 3 --hands 100
  domino-conformance play --engine py:my_engine:create --clause end.blocked-tie.carry --hands 2000
"""


def register(subparsers: Any) -> None:
    """Add the ``play`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "play",
        run,
        help="differential play: random games on an engine and the reference engine, compared ply by ply",
        description="Play random games of the engine's declared game in lock step on the engine and on the "
        "reference engine, offering illegal moves on the way, and report every divergence with its clause.",
        examples=EXAMPLES,
    )
    parser.add_argument("--seed", type=int, default=0, help="the random seed (default 0): the same seed, the same games")
    parser.add_argument("--probes", type=int, default=2, metavar="N",
                        help="illegal moves offered at each ply (default 2; 0 offers none)")
    parser.add_argument("--engine", default="reference",
                        help="'reference' (default), 'py:module:factory' or 'exec:<command line>'")
    game = parser.add_mutually_exclusive_group()
    game.add_argument("--profile", help="play this profile (default: every game the engine declares, at each of its "
                      "player counts, sharing the hands)")
    game.add_argument("--ruleset", type=Path, metavar="FILE", help="play this ruleset file")
    parser.add_argument("--clause", metavar="ID",
                        help="aim at one rule: play a game the engine declares in which this clause holds, else "
                        "a profile (the one --profile names, if any) with the fewest options changed to make it hold")
    parser.add_argument("--players", type=int, help="number of players (default: each count the engine declares; "
                        "for a profile or ruleset named, the first the engine plays)")
    parser.add_argument("--hands", type=int, default=500, help="hands to play in all (default 500)")
    parser.add_argument("--save", type=arguments.output_folder, metavar="DIR",
                        help="shrink the first divergence on each clause; write its scenario and transcript here")
    parser.add_argument("--timeout", type=float, default=None, metavar="SECONDS",
                        help="per-request timeout for a subprocess engine")
    parser.add_argument("--seconds", "--play-seconds", type=arguments.seconds, default=None, metavar="SECONDS",
                        help="stop after this long, whatever --hands asks (default and 0: no limit; run's --play-seconds)")
    parser.add_argument("--json", action="store_true", help="print the outcome as one JSON object")
    arguments.add_scale_arguments(parser)


def run(args: argparse.Namespace) -> int:
    """Play, print every divergence and the summary; see the module docstring for the exit codes."""
    if args.hands < 1 or args.probes < 0:
        return _usage("--hands must be at least 1 and --probes at least 0")
    try:
        ruleset = read_ruleset(args.ruleset) if args.ruleset else None
    except GameChoiceError as error:
        return _usage(f"--ruleset {error}")
    if args.save is not None:
        try:
            args.save.mkdir(exist_ok=True)
            with tempfile.TemporaryFile(dir=args.save):
                pass  # a folder that cannot be written is said before the games, not after
        except OSError as error:
            return _usage(f"--save {args.save}: cannot write there: {error.strerror or error}")
    recipe = EngineRecipe(args.engine, () if args.timeout is None else (("timeout", args.timeout),))
    try:
        session, close = recipe.open()
    except EngineSpecError as error:
        return _usage(f"--engine: {error}")
    except EngineError as error:
        print(visible_line(f"domino-conformance play: the engine {args.engine!r} could not be started: {error}"),
              file=sys.stderr)
        return exit_codes.ENGINE_FAULT
    try:
        workers = shards.open_workers(args)
    except shards.ScaleError as error:
        close()
        return _usage(str(error))
    try:
        return _play(args, session, recipe, workers, ruleset)
    finally:
        if workers is not None:
            workers.close()
        close()


def _usage(message: str) -> int:
    print(f"domino-conformance play: {message}", file=sys.stderr)
    return exit_codes.USAGE


def _play(
    args: argparse.Namespace,
    session: ProtocolSession,
    recipe: EngineRecipe,
    workers: shards.Workers | None,
    ruleset: dict[str, Any] | None,
) -> int:
    engine = session.engine
    try:
        if args.clause is not None:
            if ruleset is not None:
                return _usage("--clause takes a profile as its base, not a ruleset file")
            games = [game_for_clause(engine.capabilities, args.clause, args.players, args.profile)]
        else:
            games = games_for_engine(engine.capabilities, args.players, args.profile, ruleset)
    except GameChoiceError as error:
        return _usage(f"--clause {error}" if args.clause is not None else str(error))
    except DeclarationError as error:
        print(visible_line(f"domino-conformance play: the engine's hello declares a game that cannot be read: {error}"),
              file=sys.stderr)
        return exit_codes.ENGINE_FAULT
    engine_name = engine.identity.get("name") or args.engine
    out = sys.stdout
    outcomes: list[PlayOutcome] = []
    saved: list[str] = []
    # Every game the engine declares, at every player count, shares the hands and the time (as run's play
    # phase does).
    seconds = args.seconds / len(games) if args.seconds else None
    for index, (rules, players, game) in enumerate(games):
        hands = args.hands // len(games) + (1 if index < args.hands % len(games) else 0)
        if hands == 0:
            break
        if not args.json:
            out.write(visible_line(f"playing {game} for {players} players: {engine_name} against the reference "
                                   f"engine, {hands} hands, seed {args.seed}") + "\n")
            out.flush()

        def report(found: Found, game: str = game, players: int = players) -> None:
            if not args.json:
                again = again_command(args, game, players, found.finding.hand or 1) if not args.save else None
                out.write(render_divergence(found, again) + "\n")
                out.flush()

        if workers is None:
            outcome = play(session, rules, players, hands, args.seed, game=game, probes=args.probes,
                           seconds=seconds, on_divergence=report)
        else:
            work = PlayMatches(recipe, rules, players, args.seed, hands, args.probes)
            outcome = play_in_shards(session, work, workers, game, report, seconds)
        outcomes.append(outcome)
        try:
            written = save_reproductions(session, outcome, args.save, str(engine_name)) if args.save else []
        except UnwritableOutput as error:
            out.write(summary_line(outcome, hands) + "\n")
            return _usage(f"--save: {error}; the divergences above were not saved")
        saved += written
        if not args.json:
            for path in written:
                out.write(f"wrote {path}\n")
            out.write(summary_line(outcome, hands) + "\n")
        if outcome.errors and getattr(engine, "abandoned", False):
            break
    if args.json:
        out.write(json.dumps(dict(phase_dict(outcomes, args.seed), saved=saved), ensure_ascii=False, default=str)
                  + "\n")
    errors = [error for outcome in outcomes for error in outcome.errors]
    for error in errors:
        print(visible_line(f"domino-conformance play: the engine failed: {error}"), file=sys.stderr)
    if errors:
        return exit_codes.ERRORS
    return exit_codes.FAILURES if any(outcome.divergences for outcome in outcomes) else exit_codes.OK


@dataclass(frozen=True)
class EngineRecipe:
    """How a worker opens its own engine for play (see ``shards.Recipe``); raises as ``open_engine``."""

    engine: str
    options: tuple[tuple[str, Any], ...] = ()

    def open(self) -> tuple[ProtocolSession, Callable[[], None]]:
        """A protocol session on a new engine, and how to close it."""
        engine = open_engine(self.engine, **dict(self.options))
        return ProtocolSession(engine), engine.close


#: Matches a worker plays to a task: enough that a task outweighs its overhead, few enough to share out.
MATCHES_PER_TASK = 4


@dataclass(frozen=True)
class PlayMatches:
    """A worker's task: matches of a run, each played on the worker's own engine, hands numbered from 1."""

    recipe: EngineRecipe
    rules: Ruleset
    players: int
    seed: int
    hands: int
    probes: int

    def __call__(self, numbers: range) -> list[MatchPlayed]:
        session = shards.opened(self.recipe)
        return [play_match(session, self.rules, self.players, self.seed, number, 1, self.hands, self.probes)
                for number in numbers]


def play_in_shards(
    session: ProtocolSession,
    work: PlayMatches,
    workers: shards.Workers,
    game: str,
    on_divergence: Callable[[Found], None],
    seconds: float | None = None,
) -> PlayOutcome:
    """What ``play`` finds, the matches played ahead by ``workers``, counted in in match order.

    Each match has its own seed, so a worker plays the same game one process
    would. A match that ended early on the worker (a divergence, an engine
    failure: their messages name hands by number), found anything, or ran
    past the hands left is played again here, numbered and cut as one
    process plays it; so is every match once a kind of probe is withdrawn.
    """
    outcome = PlayOutcome(game or work.rules.name or "ruleset", work.players, work.seed, work.rules)
    clock = time.perf_counter()
    for number, played in shards.matches_in_order(work, workers, MATCHES_PER_TASK, "play"):
        if seconds is not None and time.perf_counter() - clock >= seconds:
            break
        left = work.hands - outcome.hands
        # A worker offers every kind of probe: once one is withdrawn here, the matches are played here.
        if played is None or played.ended_early or played.found or played.hands > left or outcome.withdrawn:
            played = play_match(session, work.rules, work.players, work.seed, number, outcome.hands + 1, left,
                                work.probes, outcome.withdrawn)
        outcome.matches = number
        if not outcome.add(played, on_divergence) or outcome.hands >= work.hands:
            break
    outcome.seconds = time.perf_counter() - clock
    return outcome


def render_divergence(found: Found, again: str | None = None) -> str:
    """One divergence in words: where (match, hand, ply), the clause, what differs, and ``again``, the
    command that plays it again and saves it shrunk, when given."""
    finding = found.finding
    where = f"match {found.match}, hand {finding.hand}" + (f", ply {finding.ply}" if finding.ply else "")
    lines = [f"diverged at {where}: {finding.clause}"]
    if finding.event:
        lines.append(f"  event:    {finding.event}")
    lines.append(f"  problem:  {finding.message}")
    if found.recurred:
        lines.append(f"  recurred: {found.recurred} more time(s) in this hand")
    if found.follows is not None:
        hand, _, clause = found.follows
        when = "earlier in this hand" if hand == finding.hand else f"in hand {hand}"
        lines.append(f"  follows:  the divergence on {clause} {when} (the engine's state already differed)")
    if again:
        lines.append(f"  again:    {again}")
    return "\n".join(map(visible_line, lines))  # the engine's words in a message print no line of their own


#: Where the command a divergence prints saves what it shrinks (a folder the user names in the command).
AGAIN_FOLDER = "play-reproductions"


def again_command(args: argparse.Namespace, game: str, players: int, hands: int) -> str:
    """The ``play`` command that plays ``game`` for ``players`` again up to hand ``hands`` and saves each
    first divergence shrunk to a scenario (``--save``)."""
    import shlex

    parts = ["domino-conformance play"]
    if args.engine != "reference":
        parts.append(f"--engine {shlex.quote(args.engine)}")
    chosen = [(flag, value) for flag, value in (("--profile", args.profile), ("--ruleset", args.ruleset),
                                                ("--clause", args.clause)) if value is not None]
    if not chosen and game in profiles():
        chosen = [("--profile", game)]  # one of the declared games: that one alone, its hands unshared
    parts += [f"{flag} {shlex.quote(str(value))}" for flag, value in chosen]
    parts.append(f"--players {players} --seed {args.seed} --hands {hands}")
    if args.probes != 2:
        parts.append(f"--probes {args.probes}")
    return " ".join(parts) + f" --save {shlex.quote(str(args.save or AGAIN_FOLDER))}"


def summary_line(outcome: PlayOutcome, asked: int | None = None) -> str:
    """``500 hands, 11234 plies in 3.1 s (3620 plies/s): 2 divergences (line.play.orientation 2)``; with
    ``asked``, the hands asked for, said when a time limit played fewer."""
    rate = outcome.plies / outcome.seconds if outcome.seconds else 0.0
    head = (f"{outcome.hands} hands, {outcome.plies} plies in {outcome.seconds:.1f} s ({rate:.0f} plies/s), "
            f"seed {outcome.seed}")
    if asked is not None and outcome.hands < asked and not outcome.errors and not outcome.divergences:
        head += f"; stopped by --seconds after {outcome.hands} of {asked} hands"
    failed = _failures_text(len(outcome.errors)) + _withdrawn_text(outcome.withdrawn)
    if not outcome.divergences:
        return head + ": no divergence" + failed
    clauses = ", ".join(f"{clause} {count}" for clause, count in sorted(outcome.clauses().items()))
    return head + f": {len(outcome.divergences)} divergence(s) ({clauses})" + failed


def _failures_text(failures: int) -> str:
    """The engine's failures, beside the budget play stops at."""
    if not failures:
        return ""
    stopped = ", so play stopped" if failures >= ERROR_BUDGET else ""
    return f"; the engine failed {failures} time(s) (play goes on from the next hand up to {ERROR_BUDGET}{stopped})"


def _withdrawn_text(withdrawn: dict[str, str]) -> str:
    """The kinds of probe no longer offered, each with the clause it diverged on."""
    if not withdrawn:
        return ""
    return "; no longer offered, once diverged on: " + ", ".join(
        f"{what} ({clause})" for what, clause in sorted(withdrawn.items()))


def save_reproductions(session: ProtocolSession, outcome: PlayOutcome, folder: Path, engine_name: str) -> list[str]:
    """Shrink the first divergence on each clause; write its scenario and transcript; the paths written.

    A divergence before any deal (the engine refuses the ruleset, or seats other sides) is reported
    but has no scenario: the suite's own scenarios on starting a match cover it.
    """
    written: list[str] = []
    seen: set[str] = set()
    assert outcome.rules is not None
    for found in outcome.divergences:
        clause = found.finding.clause or ""
        if clause in seen or found.expectation.kind not in WRITABLE:
            continue
        seen.add(clause)
        try:
            written += map(str, write_reproduction(session, outcome, found, folder, engine_name))
        except ValueError as error:  # a divergence the step vocabulary cannot state: reported, not written
            print(visible_line(f"domino-conformance play: no scenario for {clause}: {error}"), file=sys.stderr)
    return written


def run_phase(
    spec: str, options: dict[str, Any], declaration: Declaration, hands: int, seconds: float | None, seed: int,
    probes: int = 2,
) -> dict[str, Any]:
    """The differential phase of ``run`` as report data (``play_phase``'s first part)."""
    return play_phase(spec, options, declaration, hands, seconds, seed, probes)[0]


def play_phase(
    spec: str, options: dict[str, Any], declaration: Declaration, hands: int, seconds: float | None, seed: int,
    probes: int = 2,
) -> tuple[dict[str, Any], list[PlayOutcome]]:
    """The differential phase of ``run``: ``hands`` shared among every game and seating the engine
    declares (``declaration``, read once by ``run``), each played from ``seed``; the outcome as report
    data (never raises for the engine's faults), and each seating's outcome, its divergences with the
    hands that led to them. ``seconds`` is shared out alike, the time left going to the seatings still
    to play."""
    empty = {"game": "", "players": 0, "seed": seed, "hands": 0, "plies": 0, "seconds": 0.0, "clauses": {},
             "divergences": [], "errors": [], "games": [], "compared": [], "error_budget": ERROR_BUDGET,
             "withdrawn": {}}
    seated = declaration.seated_games()
    if not seated:
        return dict(empty, skipped="the engine declares no profile of the rulebook at any player count it plays"), []
    try:
        engine = open_engine(spec, **options)
    except EngineError as error:
        return dict(empty, errors=[f"the engine could not be started: {error}"]), []
    session = ProtocolSession(engine)
    outcomes: list[PlayOutcome] = []
    clock = time.perf_counter()
    with engine:
        for index, (pinned, players, name) in enumerate(seated):
            share = hands // len(seated) + (1 if index < hands % len(seated) else 0)
            if share == 0:
                break
            left = None if seconds is None else max(seconds - (time.perf_counter() - clock), 0.0)
            outcome = play(session, Ruleset.from_dict(pinned), players, share, seed, game=name, probes=probes,
                           seconds=None if left is None else left / (len(seated) - index))
            outcomes.append(outcome)
            if outcome.errors and getattr(engine, "abandoned", False):
                break
    return dict(phase_dict(outcomes, seed), asked=hands), outcomes


def phase_dict(outcomes: list[PlayOutcome], seed: int) -> dict[str, Any]:
    """Several games' outcomes as one: totals, divergences (each naming its game) and every game played."""
    clauses: dict[str, int] = {}
    for outcome in outcomes:
        for clause, count in outcome.clauses().items():
            clauses[clause] = clauses.get(clause, 0) + count
    first = outcomes[0] if outcomes else None
    return {
        "game": first.game if first else "",
        "players": first.players if first else 0,
        "seed": seed,
        "hands": sum(outcome.hands for outcome in outcomes),
        "plies": sum(outcome.plies for outcome in outcomes),
        "seconds": round(sum(outcome.seconds for outcome in outcomes), 3),
        "clauses": dict(sorted(clauses.items())),
        "divergences": [dict(found.to_dict(), game=outcome.game, players=outcome.players)
                        for outcome in outcomes for found in outcome.divergences],
        "errors": [error for outcome in outcomes for error in outcome.errors],
        "games": [{"game": outcome.game, "players": outcome.players, "hands": outcome.hands,
                   "plies": outcome.plies, "divergences": len(outcome.divergences)} for outcome in outcomes],
        "compared": sorted(set().union(*(outcome.compared for outcome in outcomes))),
        "error_budget": ERROR_BUDGET,
        "withdrawn": {what: clause for outcome in outcomes for what, clause in outcome.withdrawn.items()},
    }


def phase_line(play_report: dict[str, Any]) -> str:
    """The differential phase in one line, its seed included so it can be played again."""
    if play_report.get("skipped"):
        return f"differential play: skipped ({play_report['skipped']})"
    games = play_report.get("games") or [play_report]
    seatings = [visible_line(f"{game['game']} for {game['players']}") for game in games]  # a declared name
    where = (f"{seatings[0]} players" if len(games) == 1 else
             f"{len(games)} games and seatings ({', '.join(seatings[:3])}{', ...' if len(games) > 3 else ''})")
    head = (f"differential play: {play_report['hands']} hands of {where}, {play_report['plies']} plies, "
            f"seed {play_report['seed']} (--play-seed N plays others)")
    if play_report.get("asked", 0) > play_report["hands"] and not play_report["errors"]:
        # The same seed plays the same hands; only a time limit makes two runs play fewer or more of them.
        head += f"; stopped by --play-seconds after {play_report['hands']} of {play_report['asked']} hands"
    tail = _withdrawn_text(play_report.get("withdrawn") or {})
    if play_report["errors"]:
        first = visible_line(play_report["errors"][0])  # the engine's words: no line of their own
        tail = _failures_text(len(play_report["errors"])) + f" (first: {first})" + tail
    if not play_report["divergences"]:
        return head + ": no divergence" + tail
    clauses = ", ".join(f"{clause} {count}" for clause, count in sorted(play_report["clauses"].items()))
    return head + f": {len(play_report['divergences'])} divergence(s) ({clauses})" + tail

