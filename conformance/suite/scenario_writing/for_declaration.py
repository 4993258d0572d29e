"""Scenarios written at run time for the game an engine declares.

When clauses that hold in an engine's declared game have no applicable scenario, ``run``
asks this module for them: it writes them as ``python -m conformance.seatings`` writes the
seatings (seeded play on the reference engine under the engine's own ruleset, at each
seating it declares), checks each on the reference engine (one it does not pass is left
out, and its clause named as not witnessed), and keeps them in the cache, per declaration
and build of the suite, so a second run reads them back. Their ids depend only on the
declared game and the clause (``seat-<profile>-<players>-declared-<digest>-<clause>-001``).

An engine that declares a bag of option values gets, at each of its seatings, the profile
nearest to what it declares (each value it does not declare replaced by one it does), and,
for a clause that holds only under another declared value, that game with the value changed.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Sequence

from reference_impl.ruleset import Ruleset, RulesetError, merge

import conformance.suite.cache as cache
from conformance.inputs.text_output import UnwritableOutput, write_new_files
import conformance.rulebook.index as rulebook_module
from conformance.suite.applicability import checked_clauses
from conformance.suite.coverage import clauses_holding
from conformance.rulebook.declared_games import Declaration, DeclaredGame, differences_from, option_values, with_values
from conformance.rulebook.index import profiles
from conformance.suite.features import WRITTEN_FOLDER, FeatureFileError, Scenario, parse_feature
from conformance.engines.under_test import open_engine
from conformance.rulebook.index import SuiteError
from conformance.suite.applicability import execute
from conformance.suite.scenario_game import Game, NotApplicable
from .search import Acceptance, random_match
from .seating import DECLARED, Seating
from .trace import Trace
from .witness import Witness
from .writer import SeatingFile, reference_failures, witness_scenario, write_seating

#: The first line of a written file.
WRITTEN_BY = ("# Written by `domino-conformance run` for the game an engine declares; "
              "keep it as it is, or run again to write it again.")
CACHE_FORMAT = "domino-conformance-written-scenarios/1"
#: Declarations whose written scenarios are kept; the least recently written are dropped.
KEPT = 16


@dataclass
class WrittenScenarios:
    """The scenarios written for a declaration: the files' text, parsed, and what found no witness."""

    files: dict[str, str] = field(default_factory=dict)  # file name (written/<seating>.feature) -> text
    unwitnessed: list[str] = field(default_factory=list)
    #: Scenarios written but left out because the reference engine did not pass them: id, and why.
    refused: list[tuple[str, str]] = field(default_factory=list)
    from_cache: bool = False

    @property
    def scenarios(self) -> list[Scenario]:
        return [scenario for name, text in self.files.items() for scenario in parse_feature(text, name)]

    def save(self, folder: Path) -> list[Path]:
        """Write each file into ``folder`` (made if missing; its parent must exist) as an ordinary feature
        file, under a name no file there has yet (``stem-2.feature`` after ``stem.feature``) unless the same
        text is there already; the paths saved. Raises ``UnwritableOutput``."""
        try:
            folder.mkdir(exist_ok=True)
        except OSError as error:
            raise UnwritableOutput(folder, error.strerror or str(error)) from None
        paths = []
        for name, text in self.files.items():
            path = folder / Path(name).name
            if not _saved_already(path, text):
                path, = write_new_files(folder, path.stem, {path.suffix: text})
            paths.append(path)
        return paths


def _saved_already(path: Path, text: str) -> bool:
    """Whether ``path`` is a regular file (not a link) holding ``text``: a scenario saved by an earlier run."""
    data = text.encode("utf-8")
    try:
        return (not path.is_symlink() and path.is_file() and path.stat().st_size == len(data)
                and path.read_bytes() == data)
    except OSError:
        return False


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode("utf-8")).hexdigest()


def _declared_seating(profile: str, players: int, differences: Mapping[str, Any], about: str) -> Seating:
    """The seating of ``profile`` at ``players`` with ``differences``, named by a digest of them."""
    items = tuple(sorted(differences.items()))
    name = DECLARED + _digest([profile, players, items])[:8]
    return Seating(profile, players, items, name, about)


def _differences(profile: str, ruleset: Mapping[str, Any], players: int) -> dict[str, Any] | None:
    """The option values by which ``ruleset`` at ``players`` differs from ``profile`` (None: the profile
    is not played by that many). A value given by player count is written whole, as the ruleset has it."""
    differences = differences_from(profile, ruleset, players)
    if differences is None:
        return None
    base = profiles()[profile]
    for pinned in (differences, {**differences, "players": [players]}):  # teams, say, fix the player count
        try:
            Ruleset.from_dict(merge(base, pinned))
            return pinned
        except RulesetError:
            continue
    return None


def _nearest(ruleset: Mapping[str, Any], players: int, about: str) -> Seating | None:
    """The seating writing ``ruleset`` at ``players`` as the profile it differs least from."""
    found = [(len(differences), name, differences) for name in sorted(profiles())
             if (differences := _differences(name, ruleset, players)) is not None]
    if not found:
        return None
    _, name, differences = min(found, key=lambda item: (item[0], item[1]))
    return _declared_seating(name, players, differences, about)


def seating_of(game: DeclaredGame, players: int) -> Seating | None:
    """The seating a declared game is written at with ``players``: its profile (for a whole ruleset, the
    profile nearest to it) with the options it plays otherwise."""
    about = f"the game an engine declares ({game.label})"
    if game.base is not None:
        differences = _differences(game.base, game.ruleset, players)
        return None if differences is None else _declared_seating(game.base, players, differences, about)
    return _nearest(game.ruleset, players, about)


def _bag_seatings(declaration: Declaration, players: int) -> list[Seating]:
    """For a bag of option values: each profile at ``players`` with the values it is not declared to play
    replaced by declared ones, nearest first."""
    about = "a game of the option values an engine declares"
    found: dict[Seating, int] = {}
    for name in sorted(profiles()):
        for candidate in declaration.candidates(profiles()[name], players):
            differences = _differences(name, candidate.ruleset, players)
            if differences is not None:
                found.setdefault(_declared_seating(name, players, differences, about), len(candidate.changed))
    return sorted(found, key=lambda seating: (found[seating], seating.label))


def _one_value_more(declaration: Declaration, seating: Seating, clause_options: Sequence[str]) -> Iterator[Seating]:
    """``seating`` with one more option set to another value the bag declares (options of a clause)."""
    base = seating.ruleset().to_dict()
    for option in clause_options:
        allowed = declaration.allowed(option)
        for value in allowed if isinstance(allowed, list) else ():
            ruleset = with_values(base, {option: value}, seating.players)
            differences = _differences(seating.profile, ruleset, seating.players) if ruleset is not None else None
            if differences is not None and declaration.candidates(ruleset, seating.players):  # type: ignore[arg-type]
                yield _declared_seating(seating.profile, seating.players, differences, seating.about)


def seatings_for(declaration: Declaration) -> list[Seating]:
    """The seatings scenarios are written at for ``declaration``, in the order they are tried."""
    if declaration.games:
        found = [seating_of(game, players) for game in declaration.games for players in game.players]
        return list(dict.fromkeys(seating for seating in found if seating is not None))
    return [seating for players in declaration.seatings() for seating in _bag_seatings(declaration, players)]


def _holds(clause: str, seating: Seating) -> bool:
    values = option_values(seating.ruleset().to_dict(), seating.players)
    return rulebook_module.load().clauses_by_id[clause].holds_with(values.get)


def write_for(declaration: Declaration, missing: Sequence[str],
              log: Callable[[str], None] | None = None,
              by_count: Mapping[int, Sequence[str]] | None = None) -> WrittenScenarios:
    """Scenarios for the ``missing`` clauses of ``declaration``, and for the clauses ``by_count`` names at
    the player counts it names them (``coverage.missing_by_count``), each checked on the reference engine."""
    known = rulebook_module.load().clauses_by_id
    left = [clause for clause in missing if clause in known]
    left_at = {count: [clause for clause in clauses if clause in known] for count, clauses in (by_count or {}).items()}
    out = WrittenScenarios()
    seatings = seatings_for(declaration)
    tried: set[Seating] = set()
    while (left or any(left_at.values())) and seatings:
        seating = seatings.pop(0)
        if seating in tried:
            continue
        tried.add(seating)
        wanted = list(dict.fromkeys([*left, *left_at.get(seating.players, ())]))
        here = [clause for clause in wanted if _holds(clause, seating)]
        if not here:
            continue
        bound = [clause for clause in left_at.get(seating.players, ()) if clause in here]
        written = _write_seating(seating, here, out.refused, _telling_apart(seating, bound))
        random_match.cache_clear()  # the matches of one seating serve no other
        if written.scenarios:
            out.files[written.path] = written.text()
            covered = {clause for scenario in parse_feature(out.files[written.path], written.path)
                       for clause in checked_clauses(scenario)}
            left = [clause for clause in left if clause not in covered]
            if seating.players in left_at:
                left_at[seating.players] = [clause for clause in left_at[seating.players] if clause not in covered]
        if log is not None:
            log(f"{written.path}: {len(written.scenarios)} scenarios written for {seating.described}")
        if not declaration.games and not seatings:
            # A bag of values: a clause that holds under none of its games so far may hold with one value changed.
            seatings += [extra for clause in left for extra in _one_value_more(declaration, seating, known[clause].options)
                         if extra not in tried and _holds(clause, extra)]
    out.unwitnessed = list(dict.fromkeys([*left, *(f"{clause} at {count} players" for count, clauses in left_at.items()
                                                   for clause in clauses)]))
    return out


def _write_seating(seating: Seating, clauses: Sequence[str], refused: list[tuple[str, str]],
                   accept: Acceptance | None = None) -> SeatingFile:
    """A seating's file of scenarios for ``clauses``, without those the reference engine does not pass
    (added to ``refused``)."""
    held = clauses_holding(Declaration.of_game(seating.game()))
    written = write_seating(seating, clauses, held, accept)
    written.written_by, written.folder = WRITTEN_BY, WRITTEN_FOLDER
    if written.scenarios:
        for scenario, why in reference_failures(parse_feature(written.text(), written.path)):
            written.drop(str(scenario.id))
            refused.append((str(scenario.id), why))
    return written


def _telling_apart(seating: Seating, clauses: Sequence[str]) -> Acceptance | None:
    """For ``clauses`` written at the seating because the declared game differs there from its profile: only
    a witness that the profile's own values would fail will do (a match the profile's target of 61 would end
    as the declared 100 does tells an engine that plays 61 nothing)."""
    if not clauses:
        return None
    known = rulebook_module.load().clauses_by_id
    played = seating.ruleset().to_dict()
    own, values = option_values(profiles()[seating.profile], seating.players), option_values(played, seating.players)

    def accept(clause: str, trace: Trace, witness: Witness) -> bool:
        if clause not in clauses:
            return True
        restored = with_values(played, {option: own[option] for option in known[clause].options
                                        if option in own and own[option] != values[option]}, seating.players)
        if restored is None or restored == played:
            return True
        engine = open_engine("reference")
        try:
            execute(witness_scenario(seating, trace, witness, clause), Game(engine, play_ruleset=restored))
        except (AssertionError, NotApplicable, SuiteError):
            return True
        finally:
            engine.close()
        return False

    return accept


def _cache_path(declaration: Declaration, missing: Sequence[str],
                by_count: Mapping[int, Sequence[str]]) -> Path | None:
    directory = cache.folder()
    if directory is None:
        return None
    key = _digest([cache.code_digest(), [asdict(game) for game in declaration.games], dict(declaration.options),
                   list(missing), {str(count): list(clauses) for count, clauses in by_count.items()}])
    return directory / "written" / f"{key[:32]}.json"


def scenarios_for(declaration: Declaration, missing: Sequence[str], on_write: Callable[[], None] | None = None,
                  log: Callable[[str], None] | None = None,
                  by_count: Mapping[int, Sequence[str]] | None = None) -> WrittenScenarios:
    """The scenarios for the ``missing`` clauses of ``declaration`` (and for those ``by_count`` names at a
    player count): as kept from an earlier run of the same code and suite, or written now (and kept;
    ``on_write`` is told first)."""
    by_count = {count: clauses for count, clauses in (by_count or {}).items() if clauses}
    if not missing and not by_count:
        return WrittenScenarios()
    path = _cache_path(declaration, missing, by_count)
    stored = cache.read(path, CACHE_FORMAT)
    if isinstance(stored, dict) and isinstance(stored.get("files"), dict) and isinstance(stored.get("unwitnessed"), list):
        kept = WrittenScenarios(dict(stored["files"]), list(stored["unwitnessed"]), from_cache=True)
        try:
            kept.scenarios  # noqa: B018  (a kept file that no longer parses is written again)
            return kept
        except (FeatureFileError, TypeError, AttributeError):
            pass
    if on_write is not None:
        on_write()
    written = write_for(declaration, missing, log, by_count)
    if path is not None:
        cache.write(path, CACHE_FORMAT, {"files": written.files, "unwitnessed": written.unwitnessed})
        cache.prune(path.parent, KEPT)
    return written
