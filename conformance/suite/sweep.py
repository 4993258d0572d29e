"""The option sweep: does the suite tell every rule option's values apart, at every seating?

For each profile at each player count it allows, and each ``enum`` or ``bool``
option, every other value of the option is tried in turn: the reference engine
plays the game with that one value changed while declaring the profile's own
game, as an engine author's engine would that read one rule differently. The
sweep then judges that engine as ``run`` would, by the scenarios that apply to
the declared game and by differential play, and says what told it apart:

- ``scenarios``: an applicable scenario failed it (the clauses are named);
- ``play_only``: every scenario passed it, and only differential play found the
  difference. This is a gap in the scenarios: an engine that reads the rule that
  way is judged green by a run without differential play (``--play-hands 0``);
- ``alike``: nothing found a difference in the hands played. At that seating
  the two values play alike (a rounding rule where every count is a multiple of
  five), or they differ too rarely to be met in those hands.

The sweep exits 1 when it finds a gap, so a rules writer who adds an option or
a value sees at once whether the scenarios tell it apart. A whole sweep judges
802 engines (about 6 minutes on two cores with ``--jobs 2``).

    python -m conformance.sweep --jobs 2 --out sweep.jsonl
    python -m conformance.sweep --seating block-2p --option score.blocked_tie --play-hands 300
    python -m conformance.sweep --value turn.block_recognised=round_of_passes --value score.out=nothing
    python -m conformance.sweep --seating partnership-4p --except score.blocked=winner_takes_all
    python -m conformance.sweep --variants --jobs 2
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from reference_impl.adapter import ReferenceEngine
from reference_impl.engine import Match
from reference_impl.ruleset import OPTION_BY_ID, OPTIONS, Ruleset, RulesetError, merge

from conformance.judging import shards
from . import features as suite
from .applicability import Decision, decide_all
from .features import Scenario
from .coverage import profile_seatings
from conformance.engines.under_test import Engine
from conformance.rulebook.declared_games import Declaration, game_entry, read_games
from conformance.judging.play import game_for_engine, play
from conformance.judging.sessions import ProtocolSession
from conformance.rulebook.index import profiles
from conformance.rulebook.index import scenario_level
from .scenario_text import parse_option_value
from .seatings import SEATINGS_FOLDER, Seating, VariantsError, profile_seating, read_variants
from .runner import ERROR, FAIL, NOT_APPLICABLE, NOT_JUDGED, SKIPPED, EngineHolder, run_suite
from conformance.engines.transport import InProcessTransport

#: What told a substituted value apart from the declared one.
BY_SCENARIOS, BY_PLAY_ONLY, ALIKE = "scenarios", "play_only", "alike"
#: Hands of differential play each substituted engine is played (``--play-hands``) and the seed.
DEFAULT_PLAY_HANDS = 300
DEFAULT_PLAY_SEED = 5


@dataclass(frozen=True)
class Substitution:
    """One engine of the sweep: ``profile`` at ``players`` declared (with the variant's ``differences``,
    as option id and value pairs), ``option`` played as ``value``."""

    profile: str
    players: int
    option: str
    value: Any
    differences: tuple[tuple[str, Any], ...] = ()

    @property
    def seating(self) -> str:
        """``block-4p``, or ``block-4p except score.blocked = winner_takes_all`` for a variant."""
        variant = ", ".join(f"{option} = {json.dumps(value)}" for option, value in self.differences)
        return f"{self.profile}-{self.players}p" + (f" except {variant}" if variant else "")

    def declared(self) -> dict[str, Any]:
        """The game the engine declares (``capabilities.games``)."""
        return game_entry(self.profile, self.players, dict(self.differences))

    def played(self) -> Ruleset:
        """The ruleset the engine plays: the declared game with the one value changed."""
        return Ruleset.from_dict(merge(profiles()[self.profile], {**dict(self.differences), self.option: self.value}))


class OneGameEngine(ReferenceEngine):
    """The reference engine declaring one game (a profile at some player counts), and playing ``played``
    whatever ruleset ``start`` sends: the sweep's engine, and the pattern of the test bed's one-game engines."""

    #: Whether it declares seat views (``observe`` with a seat), as the reference engine does.
    views = True
    #: Whether it declares positions: not by default, so that the sweep plays every scenario from its story.
    takes_positions = False

    def __init__(self, declared: Mapping[str, Any], played: Ruleset | None = None, name: str = "") -> None:
        super().__init__()
        self.declared = dict(declared)
        self.played = played
        self.name = name

    def _hello(self, request: Mapping[str, Any]) -> dict[str, Any]:
        reply = super()._hello(request)
        if self.name:
            reply["engine"] = dict(reply["engine"], name=self.name)
        reply["capabilities"] = {"games": [self.declared], **({"views": True} if self.views else {}),
                                 **({"positions": True} if self.takes_positions else {})}
        return reply

    def _start(self, request: Mapping[str, Any]) -> dict[str, Any]:
        players = request.get("players")
        if players not in self.declared["players"]:
            return {"ok": False, "message": f"this engine plays {self.declared['players']} players only"}
        reply = super()._start(request)  # refuses a ruleset that cannot be read
        if reply.get("ok"):
            self.rules = self.played or self.declared_ruleset()
            self.match = self.match_for(self.rules, players)
        return reply

    def declared_ruleset(self) -> Ruleset:
        """The ruleset of the declared game."""
        return Ruleset.from_dict(read_games({"games": [self.declared]})[0].ruleset)

    def match_for(self, rules: Ruleset, players: int) -> Match:
        """The match the engine plays (a subclass may play a faulty one)."""
        return Match(rules, players)


def substitutions(seatings: Sequence[str] = (), options: Sequence[str] = (),
                  differences: Mapping[str, Any] | None = None) -> list[Substitution]:
    """Every substitution of the sweep, in the order of the profiles, seatings and options; ``seatings``
    (``block-2p``) and ``options`` (ids, or their prefixes: ``score.blocked``) narrow it. With
    ``differences`` (option id -> value) each engine declares that variant of its profile, at the
    seatings where the variant is a game the profile's players can play."""
    variant = tuple((differences or {}).items())
    out = []
    for seating in _seatings():
        profile, players = seating.profile, seating.players
        if seatings and seating.label not in seatings:
            continue
        try:
            own = Ruleset.from_dict(merge(profiles()[profile], dict(variant)))
        except RulesetError:
            continue  # the variant is no game under this profile
        if players not in own.players:
            continue
        for option in OPTIONS:  # the choices: numbers and maps have no named "other value"
            if not option.is_choice or (options and not _named(option.id, options)):
                continue
            for value in option.alternatives(own.value(option.id)):
                substitution = Substitution(profile, players, option.id, value, variant)
                try:
                    if substitution.players in substitution.played().players:
                        out.append(substitution)
                except RulesetError:
                    continue  # the value does not go with the rest of the profile (match.end = hands, no match.hands)
    return out


def variant_substitutions(options: Sequence[str] = (), names: Sequence[str] = ()) -> list[Substitution]:
    """The sweep of the declared variants of the suite's ``seatings/variants.json`` (the games the
    published adapters declare), each at its own seating; ``names`` narrows it."""
    features = suite.features_dir()
    variants = read_variants(features / SEATINGS_FOLDER) if features is not None else []
    return [
        substitution
        for variant in variants
        if not names or variant.name in names
        for substitution in substitutions([Seating(variant.profile, variant.players).label], options,
                                          dict(variant.differences))
    ]


def _seatings() -> list[Seating]:
    """Every profile at every player count it allows."""
    return [profile_seating(game) for game in profile_seatings()]


def _named(option_id: str, wanted: Sequence[str]) -> bool:
    return any(option_id == name or option_id.startswith(name.rstrip(".") + ".") for name in wanted)


def judge(substitution: Substitution, play_hands: int = DEFAULT_PLAY_HANDS, seed: int = DEFAULT_PLAY_SEED
          ) -> dict[str, Any]:
    """Judge one substituted engine by the scenarios and, where they pass it, by differential play (an engine the
    scenarios fail is no gap, whatever play would find: its row's ``play`` is None); its row of the sweep."""
    name = f"{substitution.seating} playing {substitution.option} = {json.dumps(substitution.value)}"

    def build() -> OneGameEngine:
        return OneGameEngine(substitution.declared(), substitution.played(), name)

    engine = Engine(name, lambda: InProcessTransport(name, build))
    holder = EngineHolder(name)
    holder.engine = engine
    try:
        scenarios = suite.load()
        declaration = Declaration.from_capabilities(engine.capabilities)
        decisions = list(_decisions(json.dumps(substitution.declared(), sort_keys=True), tuple(scenarios)))
        records = list(run_suite(scenarios, holder, declaration, decisions=decisions))
        # What makes ``run`` exit non-zero: an error anywhere, a required (MUST) scenario failed or skipped, a
        # rule broken in a set-up step (a scenario not judged, or played again re-seated).
        failed = [record for record in records if record.outcome in (ERROR, NOT_JUDGED) or record.blocked_by
                  or (record.outcome in (FAIL, SKIPPED) and scenario_level(record.clauses) == "must")]
        played = None
        if play_hands and not failed:  # the declared game, chosen as ``run``'s differential phase chooses it
            rules, players, game = game_for_engine(engine.capabilities)
            played = play(ProtocolSession(engine), rules, players, play_hands, seed, game=game)
    finally:
        holder.close()
    play_clauses = played.clauses() if played is not None else {}
    verdict = BY_SCENARIOS if failed else BY_PLAY_ONLY if play_clauses or (played and played.errors) else ALIKE
    return {
        "seating": substitution.seating, "option": substitution.option, "value": substitution.value,
        "verdict": verdict, "scenarios_failed": len(failed), "first_failed": [record.id for record in failed[:3]],
        "clauses": sorted({clause for record in failed for clause in record.clauses}),
        "applicable": sum(1 for record in records if record.outcome != NOT_APPLICABLE),
        "play": {"hands": played.hands, "clauses": play_clauses} if played is not None else None,
    }


@lru_cache(maxsize=16)
def _decisions(declared: str, scenarios: tuple[Scenario, ...]) -> tuple[Decision, ...]:
    """Which of ``scenarios`` apply to the game ``declared`` (its ``capabilities.games`` entry as JSON), decided
    once per process: every engine of a seating declares the same game, and a decision rests on the declaration
    and the scenarios alone. (The cache keeps decisions between runs only where it is on: never in CI.)"""
    declaration = Declaration.from_capabilities({"games": [json.loads(declared)]})
    return tuple(decide_all(declaration, list(scenarios), reasons=False))  # a row counts what applies, no reasons


def sweep(wanted: Iterable[Substitution], jobs: int, play_hands: int, seed: int) -> Iterator[dict[str, Any]]:
    """The rows of the sweep, in order; ``jobs`` worker processes share the engines out."""
    work = _Judge(play_hands, seed)
    if jobs <= 1:
        yield from map(work, wanted)
        return
    workers = shards.ProcessWorkers(jobs)
    try:
        for substitution, row in shards.in_order(wanted, work, workers):
            if isinstance(row, shards.WorkerFailure):
                raise SweepError(f"{substitution.seating} {substitution.option} = {substitution.value!r}: "
                                 f"the worker failed ({row.message})")
            yield row
    finally:
        workers.close()


class SweepError(Exception):
    """The sweep could not judge an engine."""


@dataclass(frozen=True)
class _Judge:
    """``judge`` with the sweep's settings: picklable, for worker processes."""

    play_hands: int
    seed: int

    def __call__(self, substitution: Substitution) -> dict[str, Any]:
        return judge(substitution, self.play_hands, self.seed)


def summary_line(row: Mapping[str, Any]) -> str:
    """One row as the sweep prints it."""
    value = json.dumps(row["value"])
    head = f"{row['seating']:<30} {row['option']} = {value}"
    if row["verdict"] == BY_SCENARIOS:
        return f"{head}: scenarios ({row['scenarios_failed']} failed, e.g. {row['first_failed'][0]})"
    if row["verdict"] == BY_PLAY_ONLY:
        named = ", ".join(f"{clause} {count}" for clause, count in sorted(row["play"]["clauses"].items()))
        return f"{head}: GAP, told apart only by differential play ({named or 'the engine failed'})"
    hands = row["play"]["hands"] if row["play"] else 0
    return f"{head}: alike in {hands} hands"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m conformance.sweep [--seating block-2p] [--option draw.mode] [--jobs 2] [--out FILE]``."""
    parser = argparse.ArgumentParser(prog="python -m conformance.sweep", description=__doc__.splitlines()[0])
    parser.add_argument("--seating", action="append", default=[], metavar="PROFILE-Np",
                        help="only this seating, e.g. block-2p (repeatable; default: every profile's every seating)")
    parser.add_argument("--option", action="append", default=[], metavar="ID",
                        help="only this option, or the options under this prefix, e.g. score.blocked (repeatable)")
    parser.add_argument("--value", dest="values", action="append", default=[], metavar="OPTION=VALUE",
                        help="only the engines that play this value of its option (repeatable), e.g. "
                             "turn.block_recognised=round_of_passes; the value is JSON or a bare word")
    parser.add_argument("--except", dest="differences", action="append", default=[], metavar="OPTION=VALUE",
                        help="each engine declares this variant of its profile (repeatable), e.g. "
                             "score.blocked=winner_takes_all; the value is JSON or a bare word")
    parser.add_argument("--variants", action="store_true",
                        help="sweep the declared variants of features/seatings/variants.json (the published "
                             "adapters' games) instead of the profiles")
    parser.add_argument("--play-hands", type=int, default=DEFAULT_PLAY_HANDS, metavar="N",
                        help=f"hands of differential play for each engine (default {DEFAULT_PLAY_HANDS}; 0: scenarios alone)")
    parser.add_argument("--seed", type=int, default=DEFAULT_PLAY_SEED, help="the seed of differential play")
    parser.add_argument("--jobs", type=int, default=1, metavar="N", help="worker processes (default 1)")
    parser.add_argument("--out", type=Path, metavar="FILE", help="also write each row as a JSON line here")
    args = parser.parse_args(argv)
    known = {seating.label for seating in _seatings()}
    unknown = [seating for seating in args.seating if seating not in known]
    if unknown:
        parser.error(f"--seating {unknown[0]}: no such seating; seatings: {', '.join(sorted(known))}")
    swept_ids = [option.id for option in OPTIONS if option.is_choice]
    for name in args.option:
        if not any(_named(option_id, [name]) for option_id in swept_ids):
            parser.error(f"--option {name}: no enum or bool option is named so; options: {', '.join(swept_ids)}")
    if args.jobs < 1 or args.play_hands < 0:
        parser.error("--jobs must be at least 1 and --play-hands at least 0")
    differences = {}
    for written in args.differences:
        option_id, sep, value = written.partition("=")
        if not sep or option_id.strip() not in OPTION_BY_ID:
            parser.error(f"--except {written}: write a rule option and its value, e.g. score.blocked=winner_takes_all")
        differences[option_id.strip()] = parse_option_value(value)
    played = set()
    for written in args.values:
        option_id, sep, value = written.partition("=")
        if not sep or option_id.strip() not in swept_ids:
            parser.error(f"--value {written}: write an enum or bool option and one of its values, "
                         "e.g. turn.block_recognised=round_of_passes")
        played.add((option_id.strip(), json.dumps(parse_option_value(value))))
    if args.variants and (differences or args.seating):
        parser.error("--variants sweeps the games variants.json lists; leave out --seating and --except")
    try:
        wanted = variant_substitutions(args.option) if args.variants else substitutions(args.seating, args.option,
                                                                                          differences)
    except VariantsError as error:
        parser.error(str(error))
    if played:
        wanted = [substitution for substitution in wanted
                  if (substitution.option, json.dumps(substitution.value)) in played]
    if not wanted:
        parser.error("nothing to sweep: " + ("no seating plays that variant" if differences else "no such option here"))
    print(f"{len(wanted)} engines, each playing one option value other than its declared game's", flush=True)
    counts = {BY_SCENARIOS: 0, BY_PLAY_ONLY: 0, ALIKE: 0}
    out = args.out.open("w", encoding="utf-8") if args.out else None
    try:
        for row in sweep(wanted, args.jobs, args.play_hands, args.seed):
            counts[row["verdict"]] += 1
            print(summary_line(row), flush=True)
            if out is not None:
                out.write(json.dumps(row) + "\n")
                out.flush()  # a sweep stopped part-way keeps every row it judged
    except SweepError as error:
        print(f"sweep: {error}", file=sys.stderr)
        return 2
    finally:
        if out is not None:
            out.close()
    print(f"{len(wanted)} engines: {counts[BY_SCENARIOS]} failed by scenarios, {counts[BY_PLAY_ONLY]} told apart "
          f"only by differential play (gaps), {counts[ALIKE]} alike in the hands played", flush=True)
    return 1 if counts[BY_PLAY_ONLY] else 0


if __name__ == "__main__":
    sys.exit(main())
