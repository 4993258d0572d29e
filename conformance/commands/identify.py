"""``domino-conformance identify``: the game an engine plays, read from its behaviour.

Drives the engine at each seating it plays (the games it declares; for one that declares nothing, each
player count whose start and first hand it takes), and finds the declared game that explains its
behaviour best (``conformance.suite.identification``). Prints that game as a ``games`` entry ready to paste
into ``hello``, each difference with its evidence, the values it could not tell apart at a seating (they
play alike there), and what no option explains, as failed clauses with their evidence; ``--json`` prints
the same as one JSON document (``schemas/identify.schema.json``).

Exit codes: 0 a game explains everything the engine did, and it is the game it declares (or it declares
none); 1 it plays otherwise than it declares, or something no option explains; 2 the engine failed as a
program on the way (a crash, a hang, garbage); 3 the engine could not be started, failed its handshake, or
declares a game that cannot be read; 4 a usage error.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from conformance import exit_codes
from conformance.inputs import terminal
import conformance.suite.cache as cache
from conformance.engines.under_test import (
    DEFAULT_ENGINE,
    DEFAULT_MAX_RESTARTS,
    DEFAULT_TIMEOUT,
    EngineError,
    EngineSpecError,
    open_engine,
)
from conformance.engines.schemas import IDENTIFY_SCHEMA, schema
from conformance.reports.findings import run_command
from conformance.rulebook.declared_games import DeclarationError, describe_value
from conformance.suite.identification import IdentifyError, identify
from conformance.suite.identified import (
    DEFAULT_CONFIRM_HANDS,
    DEFAULT_HANDS,
    DEFAULT_SCENARIOS,
    DEFAULT_SEED,
    Identification,
    Limits,
    SeatingIdentity,
)
from . import arguments

EXAMPLES = """\
examples:
  domino-conformance identify --engine 'exec:node my-engine.js'
  domino-conformance identify --engine py:my_package.adapter:create --json > identified.json
  domino-conformance identify --engine 'exec:./my-engine' --players 4 --hands 300 --seed 7

exit codes: 0 a game explains the engine's behaviour and it is the game declared (or none is), 1 it plays
otherwise than it declares or something no option explains, 2 the engine failed as a program on the way,
3 the engine could not be started or declares a game that cannot be read, 4 usage error (docs/reports.md)
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = arguments.add_command(
        subparsers, "identify", run,
        help="the game an engine plays, read from its behaviour",
        description="Drive an engine and find the declared game that explains its behaviour best: a profile, "
                    "the player counts it plays and its differences, each with its evidence; ready to paste "
                    "into hello's capabilities.games.",
        examples=EXAMPLES,
    )
    parser.add_argument("--engine", default=DEFAULT_ENGINE,
                        help="'reference' (default), 'py:module:factory' or 'exec:<command line>'")
    parser.add_argument("--players", type=_player_count, action="append", metavar="N",
                        help="only this player count (repeatable; default: every count the engine plays)")
    parser.add_argument("--scenarios", type=arguments.count, default=DEFAULT_SCENARIOS, metavar="N",
                        help=f"scenarios played on the engine at each seating (default {DEFAULT_SCENARIOS}; those "
                             "checking a rule that depends on an option first)")
    parser.add_argument("--hands", type=_at_least_one, default=DEFAULT_HANDS, metavar="N",
                        help=f"hands of the engine's own games at each seating (default {DEFAULT_HANDS})")
    parser.add_argument("--confirm-hands", type=arguments.count, default=DEFAULT_CONFIRM_HANDS, metavar="N",
                        help="hands of differential play confirming the game found at each seating (default "
                             f"{DEFAULT_CONFIRM_HANDS}; 0 skips it)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED,
                        help=f"the seed of the engine's games and of differential play (default {DEFAULT_SEED})")
    parser.add_argument("--json", action="store_true",
                        help="print the result as one JSON document (schemas/identify.schema.json)")
    parser.add_argument("--timeout", type=arguments.seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="per-request timeout for subprocess engines; 0 waits forever "
                             f"(default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--max-restarts", type=arguments.count, default=DEFAULT_MAX_RESTARTS, metavar="N",
                        help="restarts of a crashed engine before it is abandoned "
                             f"(default {DEFAULT_MAX_RESTARTS})")
    parser.add_argument("--no-cache", action="store_true",
                        help="decide afresh which scenarios apply, and read and write nothing in the cache")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def _player_count(text: str) -> int:
    value = arguments.count(text)
    if not 2 <= value <= 4:
        raise argparse.ArgumentTypeError(f"{text!r} is not a player count from 2 to 4")
    return value


def _at_least_one(text: str) -> int:
    value = arguments.count(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number, 1 or more")
    return value


def run(args: argparse.Namespace) -> int:
    """Identify the engine's game; the exit code of the module docstring."""
    if not args.no_cache:
        return _identify(args)
    with cache.turned_off("--no-cache"):
        return _identify(args)


def _identify(args: argparse.Namespace) -> int:
    errors = terminal.console(stderr=True)
    try:
        engine = open_engine(args.engine, timeout=args.timeout or None, max_restarts=args.max_restarts)
    except EngineSpecError as error:
        errors.print(f"domino-conformance identify: --engine: {error}", markup=False, soft_wrap=True)
        return exit_codes.USAGE
    except EngineError as error:
        errors.print(f"domino-conformance identify: the engine {args.engine!r} could not be started: {error}",
                     markup=False, soft_wrap=True)
        if error.stderr:
            errors.print(f"its stderr ended with:\n{error.stderr}", markup=False)
        return exit_codes.ENGINE_FAULT
    limits = Limits(args.scenarios, args.hands, args.confirm_hands, args.seed)
    progress = _Progress(errors) if not args.no_progress and not args.json and sys.stderr.isatty() else None
    try:
        if progress is not None:
            with progress.bar:
                found = identify(engine, limits, progress, players=args.players or ())
        else:
            found = identify(engine, limits, players=args.players or ())
    except DeclarationError as error:
        errors.print("domino-conformance identify: the engine's hello declares a game that cannot be read: "
                     f"{error}", markup=False, soft_wrap=True)
        return exit_codes.ENGINE_FAULT
    except IdentifyError as error:
        errors.print(f"domino-conformance identify: {error}", markup=False, soft_wrap=True)
        return exit_codes.FAILURES
    finally:
        engine.close()
    if not found.seatings:
        errors.print(f"domino-conformance identify: the engine plays none of the player counts asked "
                     f"({', '.join(map(str, args.players or ()))})", markup=False)
        return exit_codes.USAGE
    document = found.to_dict()
    error = schema(IDENTIFY_SCHEMA).first_error(document)
    if error is not None:  # a bug, never the engine's verdict
        errors.print(f"domino-conformance identify: internal error: the result breaks schemas/identify.schema.json "
                     f"at {error.pointer}: {error.message}; this is a bug in domino-conformance", markup=False)
        return exit_codes.ENGINE_FAULT
    if args.json:
        sys.stdout.write(json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    else:
        console = terminal.console()
        for line in report_lines(found, args.engine):
            console.print(line, markup=False, soft_wrap=True)
    return exit_code(found)


def exit_code(found: Identification) -> int:
    """2 when the engine failed as a program, else 1 when it plays otherwise than it declares or something no
    option explains, else 0."""
    if found.failed:
        return exit_codes.ERRORS
    if found.misdeclared or found.unexplained:
        return exit_codes.FAILURES
    return exit_codes.OK


class _Progress:
    """``identify``'s progress on a terminal, as ``run`` shows its own: a bar for each counted phase."""

    def __init__(self, console: Any) -> None:
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        self.bar = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                            TimeElapsedColumn(), console=console, transient=True)
        self.task: Any = None

    def phase(self, description: str, total: int | None) -> None:
        if self.task is not None:
            self.bar.remove_task(self.task)
        self.task = self.bar.add_task(description, total=total)

    def advance(self, steps: int = 1) -> None:
        if self.task is not None:
            self.bar.advance(self.task, steps)


# -- the text report ---------------------------------------------------------------------------------------


def report_lines(found: Identification, spec: str) -> list[str]:
    """What ``identify`` prints: each seating's game with its evidence, then the games entry to declare."""
    engine = found.engine
    lines = [f"{engine.get('name', spec)} {engine.get('version', '')}".strip()
             + f" declares {_declared_words(found.declared_form)}"]
    for seating in found.seatings:
        lines += [""] + _seating_lines(seating)
    if not found.games():
        lines += ["", "No game could be read from the engine's behaviour."]
    else:
        games = json.dumps({"games": found.games()}, ensure_ascii=False)
        lines += ["", "Declare it in hello's capabilities (IMPLEMENTING.md, Declaring your game):", f"  {games}"]
    if found.games() and (found.misdeclared or found.unexplained):
        lines.append(f"then judge that game: {run_command(spec)}")
    limits = found.limits
    lines.append(f"identified in {found.seconds:.1f} s with {terminal.counted(found.requests, 'engine request')} "
                 f"(at each seating: {terminal.counted(limits.hands, 'hand')} of its own games, up to "
                 f"{terminal.counted(limits.scenarios, 'scenario')}, {terminal.counted(limits.confirm_hands, 'hand')} "
                 f"of differential play; seed {limits.seed})")
    return [terminal.visible(line) for line in lines]


def _declared_words(form: str) -> str:
    return {"games": "its games", "options": "a bag of option values", "none": "no game"}[form]


def _value(option: str, value: Any) -> str:
    return describe_value(option, value).split(" = ", 1)[1]


def _seating_lines(found: SeatingIdentity) -> list[str]:
    seating = found.seating
    if found.not_identified:
        return [f"{seating.label}: NOT IDENTIFIED: {found.not_identified}"] + _failure_lines(found)
    declared = (seating.declared.label if seating.declared is not None
                else f"nothing (its games were started as {seating.name})")
    entry = found.entry()
    written = "; ".join(describe_value(option, value) for option, value in entry.get("differences", {}).items())
    lines = [f"{found.players} players: {found.profile}" + (f", except {written}" if written else ""),
             f"  declared: {declared}"]
    for option, declared_value, played in found.misdeclared:
        lines.append(f"  PLAYS OTHERWISE: {option}: declares {_value(option, declared_value)}, plays "
                     f"{_value(option, played)}")
    for difference in found.evidence:
        base = _value(difference.option, difference.base)
        head = f"  {describe_value(difference.option, difference.value)} (not {base})"
        if difference.alike:
            lines.append(f"{head}: plays alike with {base} here")
            continue
        told = f"scenarios {', '.join(difference.scenarios)}" if difference.scenarios else "no scenario about it"
        hands = f"{difference.hands_agreed} of {terminal.counted(difference.hands, 'hand')} agree"
        if difference.hands_agreed_base is not None:
            hands += f" ({difference.hands_agreed_base} with {base})"
        lines.append(f"{head}: {told}; {hands}")
    if found.alike:
        lines.append(f"  could not tell apart at {found.players} players (they play alike here; the entry keeps the "
                     "first):")
        lines += [f"    {alike.option}: " + ", ".join(_value(alike.option, value) for value in alike.values)
                  for alike in found.alike]
    for unexplained in found.unexplained:
        lines.append(f"  NO OPTION EXPLAINS {unexplained.clause} ({unexplained.count}):" if unexplained.clause
                     else f"  THE ENGINE FAILED AS A PROGRAM ({unexplained.count}):")
        lines += [f"    {evidence}" for evidence in unexplained.evidence]
    lines += _failure_lines(found)
    lines.append(f"  evidence: {terminal.counted(found.hands, 'hand')} of its own games ({found.hands_agreed} agree), "
                 f"{terminal.counted(found.scenarios, 'scenario')} ({found.scenarios_agreed} agree), differential play "
                 f"{terminal.counted(found.confirmed_hands, 'hand')} "
                 f"({terminal.counted(found.divergences, 'divergence')}); "
                 f"{terminal.counted(found.rulesets_tried, 'ruleset')} tried, {found.seconds:.1f} s")
    return lines


def _failure_lines(found: SeatingIdentity) -> list[str]:
    """Where the engine failed as a program at a seating (each a match and hand, or differential play)."""
    if not found.failures:
        return []
    return [f"  the engine failed ({len(found.failures)}):"] + [f"    {failure}" for failure in found.failures]
