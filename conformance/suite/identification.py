"""The game an engine plays, read from its behaviour: ``domino-conformance identify``.

A declaration is only as true as its author's reading of the engine's code. ``identify`` drives the
engine and finds the declared game that explains its behaviour best, at each player count it plays:

1. **The seatings.** The games the engine declares, each at its player counts; for a bag of option values,
   each profile the bag covers; for an engine that declares nothing, each player count whose ``start`` it
   accepts and plays a first hand of (with the first profile, in name order, it plays there). The ruleset found
   there is the one the engine is sent from then on (``Seating.sent``).
2. **What the engine does**, asked once (``conformance.suite.behaviour``): its own games (hands it plays
   by itself, every move chosen at random among the moves it lists) and its outcome on the scenarios that
   apply to the game it is sent.
3. **The search**, on the reference engine alone: every profile at the seating is tried on the engine's
   games, and the one that plays most of them as the engine did is the start; then, one option at a time,
   each other value the rulebook's option table names (``Option.choices``) is tried, the options of the
   rules the disagreeing hands and scenarios name first, and the value that makes the reference engine
   agree with the engine on more hands and scenarios is taken (``Cost``), until no single value does
   better; then each value taken is put back and another tried in its stead. Of values that do as well,
   the one that changes fewest of the rulebook's rules is taken. The engine's games come first (replaying
   them costs little), then its scenarios, which weigh every value taken again.
4. **What cannot be told apart.** Every other value of every option that agrees with the engine exactly
   where the game found does (on every hand, and on every scenario about the option's rules) plays alike
   at this seating, as far as the evidence goes: it is reported as such, not guessed, and the game found
   keeps the profile's value among them, then the declared one.
5. **Confirmation**: seeded differential play of the game found against the engine (sent what it was sent).
   What no option explains (the hands, scenarios and divergences that still disagree) is reported as
   failed clauses, with the evidence.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from reference_impl.ruleset import OPTIONS, Ruleset, option_value_at

import conformance.rulebook.index as rulebook_module
from conformance.engines.under_test import Engine
from conformance.judging.own_games import record_own_games
from conformance.judging.play import play
from conformance.judging.sessions import ProtocolSession
from conformance.rulebook.declared_games import (
    Declaration,
    DeclarationError,
    declared_game,
    differences_from,
    option_values,
    with_values,
)
from conformance.rulebook.index import profiles
from . import features as suite
from .applicability import checked_clauses, decide_all
from .behaviour import (
    Behaviour,
    HandDifference,
    Outcome,
    Reproducer,
    SentRulesetSession,
    observe_scenarios,
    scenario_key,
    steps_of,
)
from .identified import (
    DEFAULT_SEED,
    Alike,
    Difference,
    Identification,
    Limits,
    Seating,
    SeatingIdentity,
    Unexplained,
    not_identified,
)
from .runner import EngineHolder

#: Options whose value the deal fixes: an engine is given each deal, so the player count, the set and the
#: hand size show in no behaviour of its own. They are the seating's, as sent.
FIXED_BY_THE_DEAL = ("players", "set.max_pip", "deal.hand_size")


class Progress(Protocol):
    """Told what ``identify`` is doing: a phase of ``total`` steps (None: not counted), then each step."""

    def phase(self, description: str, total: int | None) -> None: ...

    def advance(self, steps: int = 1) -> None: ...


class _Silent:
    """Progress told to no one."""

    def phase(self, description: str, total: int | None) -> None:
        pass

    def advance(self, steps: int = 1) -> None:
        pass


SILENT: Progress = _Silent()


class IdentifyError(Exception):
    """The engine cannot be identified at all (its declaration cannot be read, it accepts no game)."""


# -- the seatings ------------------------------------------------------------------------------------------


def seatings_of(engine: Engine, session: ProtocolSession) -> tuple[list[Seating], str]:
    """The seatings to identify the engine's game at, and how they were found (``games``, ``options`` or
    ``none``: the player counts whose ``start`` it accepts). ``DeclarationError`` for a declaration that
    cannot be read; ``IdentifyError`` for an engine that accepts no game at all."""
    declaration = Declaration.from_capabilities(engine.capabilities)
    if declaration.games:
        return [Seating(players, game.ruleset, game.base or game.ruleset.get("name") or "ruleset", game)
                for game in declaration.games for players in game.players], "games"
    if not declaration.is_empty:
        found = [Seating(players, ruleset, name, declared_game(name, players))
                 for ruleset, players, name in declaration.seated_games()]
        if not found:
            raise IdentifyError("the option values the engine declares make no profile of the rulebook at any "
                                "player count; declare the game it plays (capabilities.games)")
        return found, "options"
    found = []
    for players in (2, 3, 4):
        for name, data in profiles().items():
            if players in data["players"]:
                pinned = Ruleset.from_dict(data).to_dict()
                # An engine that plays another game may take its start and refuse its deals (another set,
                # another hand size): a seating is a game whose first hand the engine plays through.
                if record_own_games(session, pinned, players, 1, DEFAULT_SEED).hands:
                    found.append(Seating(players, pinned, name, None))
                    break
    if not found:
        raise IdentifyError("the engine declares no game and plays no profile of the rulebook at 2, 3 or 4 "
                            "players (it refuses every start, or the deals that follow)")
    return found, "none"


# -- the search --------------------------------------------------------------------------------------------


Item = tuple[str, Any]  # ("match", its index) or ("scenario", its id)


@dataclass(frozen=True, order=True)
class Cost:
    """How much of the evidence a ruleset plays otherwise than the engine, compared in this order: the
    scenarios it ends otherwise (each about one rule, they are not misled by a fault elsewhere), the hands of
    the engine's games from the first it plays otherwise in each match (a value is taken for making more of
    them agree, or as many), then the steps of those hands (a value that puts a divergence later does better:
    the first of two differences met in every hand is found before the second)."""

    scenarios: int
    hands: int
    steps: int

    def __add__(self, other: Cost) -> Cost:
        return Cost(self.scenarios + other.scenarios, self.hands + other.hands, self.steps + other.steps)

    def __bool__(self) -> bool:
        return bool(self.scenarios or self.hands or self.steps)


NOTHING = Cost(0, 0, 0)
#: How much fewer steps the engine's games must play otherwise, in the search on them alone, for a value that
#: makes no more hands agree to be taken: one that explains a difference met in every hand moves most
#: divergences a long way (the direction of play, the first of two), one that happens to suit a fault a step
#: here and there (a pass allowed where a broken line refuses a play) moves few.
STEPS_GAIN = 0.1


def _less(cost: Cost, gain: float) -> Cost:
    """The bound a cost must be under to do better than ``cost``: fewer scenarios or hands, or as many and
    ``gain`` fewer steps."""
    return Cost(cost.scenarios, cost.hands, cost.steps - int(cost.steps * gain)) if gain else cost


def total(costs: Iterable[Cost]) -> Cost:
    """The costs added up."""
    return sum(costs, NOTHING)
#: The items a candidate is first tried on (matches, for a profile; disagreements, for a value), and how many
#: of the best profiles there are tried on every match.
SAMPLE, SHORTLIST = 4, 2


class _Search:
    """The search for one seating's game, over one behaviour."""

    def __init__(self, reproducer: Reproducer, players: int) -> None:
        self.reproducer = reproducer
        self.players = players
        behaviour = reproducer.behaviour
        matches = behaviour.games.matches if behaviour.games is not None else []
        self.transcripts = matches
        self.match_items: list[Item] = [("match", index) for index in range(len(matches))]
        self.scenario_items: list[Item] = []
        self.tried: set[str] = set()
        known = rulebook_module.load().clauses_by_id
        self.options_of = {clause: known[clause].options for clause in known}
        self.clauses_of = tuple(known.values())
        self.about: dict[str, list[str]] = {}  # option -> the scenarios checking a rule that depends on it

    def add_scenarios(self) -> None:
        """Take the behaviour's scenarios as evidence from now on."""
        behaviour = self.reproducer.behaviour
        self.scenario_items = [("scenario", key) for key in behaviour.scenario_ids()]
        for scenario in behaviour.scenarios:
            for clause in checked_clauses(scenario):
                for option in self.options_of.get(clause, ()):
                    self.about.setdefault(option, []).append(scenario_key(scenario))

    @property
    def items(self) -> list[Item]:
        return self.match_items + self.scenario_items

    def cost(self, ruleset: Ruleset, item: Item) -> Cost:
        """How much of an item the reference engine under ``ruleset`` plays otherwise than the engine. Of a
        match, from its first hand played otherwise on: the hands after it are judged from a history that
        already differs, and are not counted either way."""
        self.tried.add(json.dumps(ruleset.to_dict(), sort_keys=True))
        kind, key = item
        if kind == "scenario":
            return NOTHING if self.reproducer.scenario_agrees(ruleset, key) else Cost(1, 0, 0)
        first = self.first_difference(ruleset, key)
        if first is None:
            return NOTHING
        hands = self.transcripts[key].hands
        if first.hand is None:  # the hands all agree; the match's result does not
            return Cost(0, 1, 1)
        before = sum(len(hand.events) + 1 for hand in hands[:first.hand - 1]) + first.agreed
        return Cost(0, len(hands) - first.hand + 1, steps_of(self.transcripts[key]) - before)

    def first_difference(self, ruleset: Ruleset, key: int) -> HandDifference | None:
        """The first hand of the engine's match ``key`` the reference engine under ``ruleset`` plays otherwise
        (a difference of the match's result last), or None."""
        differences = [difference for difference in self.reproducer.match_differences(ruleset, key)
                       if not difference.not_judged]
        return min(differences, key=lambda difference: (difference.hand is None, difference.hand or 0),
                   default=None)

    def hands_agreed(self, ruleset: Ruleset) -> int:
        """How many hands of the engine's games the reference engine under ``ruleset`` plays as it did, each
        match's up to the first it plays otherwise."""
        agreed = 0
        for _, key in self.match_items:
            first, hands = self.first_difference(ruleset, key), len(self.transcripts[key].hands)
            agreed += hands if first is None or first.hand is None else first.hand - 1
        return agreed

    def costs(self, ruleset: Ruleset, items: Sequence[Item]) -> dict[Item, Cost]:
        return {item: self.cost(ruleset, item) for item in items}

    def cheaper(self, ruleset: Ruleset, order: Sequence[Item], bound: Cost | None) -> Cost | None:
        """The total cost of ``ruleset`` over ``order`` when it is under ``bound`` (None: any); None as soon as
        it is not (a total only grows, item by item)."""
        total = NOTHING
        for item in order:
            total += self.cost(ruleset, item)
            if bound is not None and total >= bound:
                return None
        return total

    def clauses(self, ruleset: Ruleset, item: Item) -> set[str]:
        """The rules an item that plays otherwise under ``ruleset`` names."""
        kind, key = item
        if kind == "match":
            first = self.first_difference(ruleset, key)
            return {first.clause} if first is not None and first.clause else set()
        scenario = self.reproducer.scenario(key)
        named = set(checked_clauses(scenario))
        for outcome in (self.reproducer.behaviour.outcomes[key], self.reproducer.outcome(ruleset, key)):
            if outcome.charged:
                named.add(outcome.charged)
        return named

    def start(self, candidates: Sequence[Ruleset]) -> Ruleset:
        """The candidate that plays most of the engine's games as it did (the first, on a tie): each is tried
        on the first matches, and the best few of those on every match."""
        sample = self.match_items[:SAMPLE]
        ranked = sorted(range(len(candidates)),
                        key=lambda index: (total(self.costs(candidates[index], sample).values()), index))
        best, bound = None, None
        for index in sorted(ranked[:SHORTLIST]):
            cost = self.cheaper(candidates[index], self.match_items, bound)
            if cost is not None:
                best, bound = candidates[index], cost
        return best if best is not None else candidates[ranked[0]]

    def improve(self, best: Ruleset, items: Sequence[Item], on_step: Callable[[], None], gain: float = 0.0,
                origin: Ruleset | None = None) -> Ruleset:
        """``best`` with one value changed at a time while a change makes the reference engine agree with the
        engine on more of ``items``, or on as many and plays otherwise ``gain`` (a share) fewer steps. Where no
        single value does better, each value in which ``best`` differs from ``origin`` (default: ``best``
        itself) is put back and one other changed in its stead (a value taken first for doing as well as
        another, which then needs the first put back)."""
        origin = origin or best
        costs = self.costs(best, items)
        while total(costs.values()):
            found = self._step(best, costs, items, gain, best)
            for option in (option.id for option in OPTIONS if found is None and option.id not in FIXED_BY_THE_DEAL):
                if found is not None:
                    break
                was = origin.value_at(option, self.players)
                if json.dumps(was) != json.dumps(best.value_at(option, self.players)):
                    reverted = with_values(best.to_dict(), {option: was}, self.players)
                    if reverted is not None:
                        found = self._step(best, costs, items, gain, Ruleset.from_dict(reverted))
            if found is None:
                break
            best = found
            costs = self.costs(best, items)
            on_step()
        return best

    def _step(self, best: Ruleset, costs: Mapping[Item, Cost], items: Sequence[Item], gain: float,
              around: Ruleset) -> Ruleset | None:
        """The ruleset one value away from ``around`` that does best, when it does better than ``best`` (whose
        ``costs`` these are). Every value is tried first on a few disagreements of other rules each (and the
        options of the rules they name first); those that do better there are tried on everything."""
        differing = [item for item in items if costs[item]]
        order = differing + [item for item in items if not costs[item]]
        sample, named = self._sample(best, differing)
        sample_cost = _less(total(costs[item] for item in sample), gain)
        alternatives = list(alternatives_of(around, self.players))
        bound, found = _less(total(costs.values()), gain), []
        for group in ([a for a in alternatives if a[0] in named], [a for a in alternatives if a[0] not in named]):
            screened = []
            for _, _, candidate in group:
                cost = self.cheaper(candidate, sample, sample_cost)
                if cost is not None:
                    screened.append((cost, candidate))
            for _, candidate in sorted(screened, key=lambda pair: pair[0]):
                # As good as the best so far is kept too: of those, the one that changes fewest rules wins.
                cost = self.cheaper(candidate, order, bound if not found else found[0][0] + Cost(0, 0, 1))
                if cost is not None:
                    found = [entry for entry in found if entry[0] == cost] + [(cost, candidate)]
                    bound = cost
            if found:
                break  # a value of an option the disagreements name does better: the others are not tried
        if not found:
            return None
        return min(found, key=lambda entry: self.rules_changed(best, entry[1]))[1]

    def rules_changed(self, best: Ruleset, other: Ruleset) -> int:
        """How many of the rulebook's clauses hold under one of two rulesets and not the other: of two values
        the evidence finds alike, the one that changes fewer rules is the smaller claim (a target of 350 rather
        than a match that ends otherwise, where no match reached either)."""
        values = [option_values(ruleset.to_dict(), self.players) for ruleset in (best, other)]
        return sum(clause.holds_with(values[0].get) != clause.holds_with(values[1].get) for clause in self.clauses_of)

    def _sample(self, best: Ruleset, differing: Sequence[Item]) -> tuple[list[Item], set[str]]:
        """A few disagreements, each of other rules than the ones before it (a value that explains a rule's
        disagreements does better on the first of them), scenarios and matches both (a value that moves the
        engine's games' divergences later must not lose a scenario for it); and the options of every rule the
        disagreements name."""
        sample: list[Item] = []
        named: set[str] = set()
        for kind, most in (("scenario", SAMPLE), ("match", SAMPLE // 2)):
            seen: set[frozenset[str]] = set()
            taken = 0
            for item in differing:
                if item[0] != kind:
                    continue
                clauses = frozenset(self.clauses(best, item))
                named |= {option for clause in clauses for option in self.options_of.get(clause, ())}
                if taken < most and (clauses not in seen or not taken):
                    sample.append(item)
                    taken += 1
                seen.add(clauses)
        return sample, named

    def closest(self, best: Ruleset, declared: Ruleset) -> Ruleset:
        """``best`` with each value of ``declared`` that plays alike with the one found."""
        for option in OPTIONS:
            if option.id in FIXED_BY_THE_DEAL:
                continue
            said = declared.value_at(option.id, self.players)
            if json.dumps(said) == json.dumps(best.value_at(option.id, self.players)):
                continue
            changed = with_values(best.to_dict(), {option.id: said}, self.players)
            if changed is not None and self.plays_alike(best, other := Ruleset.from_dict(changed), option.id):
                best = other
        return best

    def plays_alike(self, best: Ruleset, other: Ruleset, option: str) -> bool:
        """Whether nothing asked tells ``other`` from ``best``: every match has as many hands played otherwise,
        and every scenario about ``option``'s rules ends alike."""
        for item in self.match_items:
            if self.cost(other, item) != self.cost(best, item):
                return False
        for key in self.about.get(option, ()):
            if self.cost(other, ("scenario", key)) != self.cost(best, ("scenario", key)):
                return False
        return True


def better_value(reproducer: Reproducer, ruleset: Ruleset, option: str) -> Difference | None:
    """The value of ``option`` that explains the engine's behaviour (``reproducer``'s: its own games, its
    outcomes on scenarios) better than ``ruleset``'s own, with its evidence against it; None when no other
    value does better. Better is what ``identify``'s search takes a value for (``Cost``): fewer scenarios the
    reference engine ends otherwise than the engine, then fewer hands of its games played otherwise, then
    fewer steps; of values that do as well, the first ``Option.choices`` names."""
    players = reproducer.behaviour.players
    search = _Search(reproducer, players)
    search.add_scenarios()
    bound: Cost | None = total(search.costs(ruleset, search.items).values())
    if not bound:
        return None  # the ruleset explains everything: no value can do better
    found = None
    for named, value, candidate in alternatives_of(ruleset, players):
        if named == option:
            cost = search.cheaper(candidate, search.items, bound)
            if cost is not None:
                found, bound = (value, candidate), cost
    if found is None:
        return None
    value, candidate = found
    hands = sum(len(transcript.hands) for transcript in search.transcripts)
    return _evidence(search, candidate, option, value, ruleset.value_at(option, players), hands, alike=False)


def alternatives_of(ruleset: Ruleset, players: int) -> Iterator[tuple[str, Any, Ruleset]]:
    """Each ruleset one option away from ``ruleset`` at ``players``: for every option the deal does not fix,
    every other value its table entry names (``Option.choices``), taken at the seating; (option, value, the
    ruleset). A value that makes no game with the rest is left out."""
    pinned = ruleset.to_dict()
    for option in OPTIONS:
        if option.id in FIXED_BY_THE_DEAL:
            continue
        current = json.dumps(ruleset.value_at(option.id, players))
        seen = {current}
        for choice in option.choices:
            value = option_value_at(option, choice, players, ruleset.value)
            written = json.dumps(value)
            if written in seen:
                continue
            seen.add(written)
            changed = with_values(pinned, {option.id: value}, players)
            if changed is not None:
                yield option.id, value, Ruleset.from_dict(changed)


def _profile_rulesets(players: int) -> list[tuple[str, Ruleset]]:
    return [(name, Ruleset.from_dict(data)) for name, data in profiles().items() if players in data["players"]]


def written_as(ruleset: Ruleset, players: int, prefer: str | None) -> tuple[str, dict[str, Any]]:
    """The profile ``ruleset`` is written as at ``players`` (``prefer`` when it can be, else the one it
    differs least from) and the differences, as a games entry that reads back as the same game."""
    pinned = ruleset.to_dict()
    found = []
    for order, (name, _) in enumerate(_profile_rulesets(players)):
        differences = differences_from(name, pinned, players)
        if differences is None:
            continue
        try:
            declared_game(name, players, differences)
        except DeclarationError:
            continue  # a difference the profile cannot take (teams where it plays several counts)
        found.append((name != prefer, len(differences), order, name, differences))
    if not found:
        raise IdentifyError(f"no profile at {players} players can write the game found")
    _, _, _, name, differences = min(found, key=lambda entry: entry[:3])
    return name, differences


# -- one seating -------------------------------------------------------------------------------------------


def identify_seating(seating: Seating, engine: Engine, holder: EngineHolder, session: ProtocolSession,
                     accepted: Sequence[int], limits: Limits, progress: Progress = SILENT) -> SeatingIdentity:
    """The game the engine plays at ``seating``."""
    started = time.perf_counter()
    players = seating.players
    progress.phase(f"{seating.label}: the engine's own games", limits.hands)
    games = record_own_games(session, seating.sent, players, limits.hands, limits.seed, on_hand=progress.advance)
    if not games.hands:  # nothing to read a game from: the engine failed at every match
        return not_identified(seating, "it played no hand through", games.failures, time.perf_counter() - started)
    behaviour = Behaviour(seating.sent, players, engine.capabilities, games=games)
    reproducer = Reproducer(behaviour, accepted)
    search = _Search(reproducer, players)
    try:
        progress.phase(f"{seating.label}: the profiles and options that play its games", None)
        own = Ruleset.from_dict(seating.sent)
        candidates = [own] + [rules for _, rules in _profile_rulesets(players)
                              if rules.to_dict() != own.to_dict() and not _unplayable(rules, own, players)]
        begin = search.start(candidates)
        best = search.improve(begin, search.match_items, progress.advance, STEPS_GAIN)
        if limits.scenarios:
            chosen, decisions = _scenarios_for(seating, limits.scenarios)
            progress.phase(f"{seating.label}: scenarios", len(chosen))
            observe_scenarios(holder, behaviour, chosen, decisions, progress.advance)
            search.add_scenarios()
            progress.phase(f"{seating.label}: the options its scenarios tell apart", None)
            # The values the engine's games alone chose are weighed again with the scenarios: a fault can make
            # a wrong value fit more of its games, and the scenarios, each about one rule, say otherwise.
            best = min((best, begin), key=lambda rules: total(search.costs(rules, search.items).values()))
            best = search.improve(best, search.items, progress.advance, origin=begin)
        progress.phase(f"{seating.label}: values that play alike", None)
        # Where nothing told two values apart, the game found keeps the profile's (fewer differences to
        # declare), and then the author's word.
        best = search.closest(best, Ruleset.from_dict(profiles()[written_as(best, players, _preferred(seating))[0]]))
        if seating.declared is not None:
            best = search.closest(best, Ruleset.from_dict(seating.declared.ruleset))
        found = _found(seating, best, search, progress)
        found.failures = list(games.failures)
        if limits.confirm_hands:
            progress.phase(f"{seating.label}: differential play", None)
            _confirm(found, engine, seating, best, limits)
    finally:
        reproducer.close()
    found.rulesets_tried = len(search.tried)
    found.seconds = time.perf_counter() - started
    return found


def _preferred(seating: Seating) -> str | None:
    """The profile the game found is written as when it can be: the one the engine declares."""
    return seating.declared.base if seating.declared is not None else None


def _unplayable(rules: Ruleset, sent: Ruleset, players: int) -> bool:
    """Whether a profile cannot play the deals the engine is sent (another set, another hand size)."""
    return rules.max_pip != sent.max_pip or rules.hand_size[players] != sent.hand_size[players]


def _scenarios_for(seating: Seating, limit: int) -> tuple[list[suite.Scenario], list[Any]]:
    """The scenarios that apply to the game the engine is sent, at most ``limit``: those checking a rule
    that depends on an option first (they tell values apart), in the suite's order."""
    game = seating.declared if seating.declared is not None else declared_game(seating.name, seating.players)
    scenarios = suite.load()
    decisions = decide_all(Declaration.of_game(game), scenarios, reasons=False)  # only those that apply are sent
    known = rulebook_module.load().clauses_by_id
    applying = [(scenario, decision) for scenario, decision in zip(scenarios, decisions)
                if decision.applies and decision.ruleset is not None]

    def about_an_option(pair: tuple[suite.Scenario, Any]) -> bool:
        return any(clause in known and known[clause].options for clause in checked_clauses(pair[0]))

    ordered = sorted(applying, key=lambda pair: not about_an_option(pair))[:limit]
    return [scenario for scenario, _ in ordered], [decision for _, decision in ordered]


def _found(seating: Seating, best: Ruleset, search: _Search, progress: Progress) -> SeatingIdentity:
    """What the search found at ``seating``: the game written as a profile, each difference with its evidence,
    the values that play alike, what the declaration says otherwise, and what no option explains."""
    players = seating.players
    profile, differences = written_as(best, players, _preferred(seating))
    found = SeatingIdentity(seating, best, profile, differences)
    costs = search.costs(best, search.items)
    found.hands = sum(len(transcript.hands) for transcript in search.transcripts)
    found.hands_agreed = search.hands_agreed(best)
    found.scenarios = len(search.scenario_items)
    found.scenarios_agreed = sum(1 for item in search.scenario_items if not costs[item])
    for option, _, other in alternatives_of(best, players):
        progress.advance()
        if search.plays_alike(best, other, option):
            known = next((alike for alike in found.alike if alike.option == option), None)
            if known is None:
                found.alike.append(known := Alike(option, [best.value_at(option, players)]))
            known.values.append(other.value_at(option, players))
    alike = {entry.option: [json.dumps(value) for value in entry.values] for entry in found.alike}
    own = Ruleset.from_dict(profiles()[profile])
    declared = Ruleset.from_dict(seating.declared.ruleset) if seating.declared is not None else None
    for option in OPTIONS:
        if option.id in FIXED_BY_THE_DEAL:
            continue
        value = best.value_at(option.id, players)
        against = {json.dumps(base.value_at(option.id, players)): base.value_at(option.id, players)
                   for base in (own, declared) if base is not None}
        against.pop(json.dumps(value), None)
        for written, other in against.items():
            found.evidence.append(_evidence(search, best, option.id, value, other, found.hands,
                                            written in alike.get(option.id, ())))
        if declared is not None:
            said = declared.value_at(option.id, players)
            if json.dumps(said) != json.dumps(value) and json.dumps(said) not in alike.get(option.id, ()):
                found.misdeclared.append((option.id, said, value))
    found.unexplained = _unexplained(search, best, costs)
    return found


def _evidence(search: _Search, best: Ruleset, option: str, value: Any, against: Any, hands: int,
              alike: bool) -> Difference:
    """What tells ``value`` from ``against`` for ``option``: scenarios about its rules that the engine ends as
    under ``value`` and not as under ``against``, and the hands each plays as the engine did."""
    changed = with_values(best.to_dict(), {option: against}, search.players)
    agreed = search.hands_agreed(best)
    if changed is None:
        return Difference(option, value, against, [], agreed, None, hands, alike)
    other = Ruleset.from_dict(changed)
    telling = [key for key in dict.fromkeys(search.about.get(option, ()))
               if not search.cost(best, ("scenario", key)) and search.cost(other, ("scenario", key))][:3]
    return Difference(option, value, against, telling, agreed, search.hands_agreed(other), hands, alike)


def _unexplained(search: _Search, best: Ruleset, costs: Mapping[Item, int]) -> list[Unexplained]:
    """The hands and scenarios the game found still plays otherwise than the engine, by the rule they name."""
    by_clause: dict[str | None, Unexplained] = {}

    def add(clause: str | None, evidence: str) -> None:
        entry = by_clause.setdefault(clause, Unexplained(clause, [], 0))
        entry.count += 1
        if len(entry.evidence) < 3:
            entry.evidence.append(evidence)

    reproducer = search.reproducer
    for kind, key in search.items:
        if not costs[(kind, key)]:
            continue
        if kind == "match":
            # The hands after the first that differs are played from a history that already differs: what
            # they show follows from it, a consequence, not a finding.
            first = search.first_difference(best, key)
            if first is not None:
                where = f"match {key + 1}, " + (f"hand {first.hand}" if first.hand else "its result")
                told = told_of_the_engine(first.message)
                add(first.clause, f"{where}, replayed under the game found: {told}")
            continue
        outcome: Outcome = reproducer.behaviour.outcomes[key]
        clauses = [outcome.charged] if outcome.charged else list(checked_clauses(reproducer.scenario(key)))
        expected = reproducer.outcome(best, key)
        said = outcome.message or outcome.outcome
        add(None if outcome.outcome == "error" else clauses[0] if clauses else None,
            f"scenario {key}: {said}" + ("" if expected.passed else f" (the game found: {expected.message})"))
    return sorted(by_clause.values(), key=lambda entry: (entry.clause is None, -entry.count, entry.clause or ""))


#: Who a replay's account names: the record (here, the engine's own game) and the engine replaying it (here,
#: the reference engine under the game found).
_REPLAY_SUBJECTS = re.compile(r"\b([Tt])he (record|engine)\b")


def told_of_the_engine(message: str) -> str:
    """A replay's account of one of the engine's own games, told of the engine (the replay's record) and of
    the reference engine (the replay's engine, under the game found)."""
    return _REPLAY_SUBJECTS.sub(lambda match: f"{match[1]}he " + ("engine" if match[2] == "record"
                                                                  else "reference engine"), message)


def _confirm(found: SeatingIdentity, engine: Engine, seating: Seating, best: Ruleset, limits: Limits) -> None:
    """Differential play of the game found against the engine, sent what it was sent; each divergence a piece
    of what no option explains."""
    session = SentRulesetSession(engine, seating.sent)
    outcome = play(session, best, seating.players, limits.confirm_hands, limits.seed, game="the game found")
    found.confirmed_hands = outcome.hands
    found.divergences = len(outcome.divergences)
    known = {entry.clause: entry for entry in found.unexplained}
    for divergence in outcome.divergences:
        clause = divergence.finding.clause
        entry = known.get(clause)
        if entry is None:
            entry = known[clause] = Unexplained(clause, [], 0)
            found.unexplained.append(entry)
        entry.count += 1
        if len(entry.evidence) < 3:
            entry.evidence.append(f"differential play, match {divergence.match}: {divergence.finding.message}")
    found.failures += [f"differential play: {error}" for error in outcome.errors]


def identify(engine: Engine, limits: Limits | None = None, progress: Progress = SILENT,
             players: Sequence[int] = ()) -> Identification:
    """The game ``engine`` plays at each seating (only those of ``players``, when given)."""
    limits = limits or Limits()
    started = time.perf_counter()
    session = ProtocolSession(engine)
    holder = EngineHolder(engine.name)
    holder.engine = engine
    seatings, form = seatings_of(engine, session)
    accepted = sorted({seating.players for seating in seatings})
    found = []
    for seating in seatings:
        if players and seating.players not in players:
            continue
        if engine.abandoned:  # restarts used up: every request fails at once
            found.append(not_identified(seating, "the engine was abandoned after its restarts were used up"))
            continue
        found.append(identify_seating(seating, engine, holder, session, accepted, limits, progress))
    identity = {"spec": engine.name, **engine.identity, "capabilities": engine.capabilities}
    return Identification(identity, form, found, limits, engine.requests, time.perf_counter() - started)
