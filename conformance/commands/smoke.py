"""``domino-conformance smoke``: check an engine's adapter before running the suite against it.

A smoke failure means "fix the adapter", not "the rules are wrong": the
engine is started, shakes hands, starts a match of a profile it declares,
takes one deal, lists its moves, makes one, is observed, refuses a malformed
move, answers an unknown command with ``errored`` (and keeps answering), takes
a few positions if it declares them (mid-hand, a seat that cannot play, a match
near its end: each read back, the field it reports otherwise named), and stops.
Every request and reply is checked against the protocol schemas.
Each step prints one line, ``ok`` or ``FAIL`` with what is wrong and what to
fix; the first failure ends the check.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any, Callable

from reference_impl.engine import Match
from reference_impl.moves import INFINITIVE, PLAY, describe_move
from reference_impl.position import Position
from reference_impl.ruleset import OPTIONS, Ruleset
from reference_impl.status import Reason, Status
from reference_impl.tiles import tile_set

from .. import exit_codes
from conformance.engines.under_test import DEFAULT_ENGINE, DEFAULT_TIMEOUT, Engine, EngineError, EngineSpecError, open_engine
import conformance.suite.features as suite
from conformance.suite.applicability import decide_all, reads_seat_views
from conformance.engines.client import ErroredReply, SkippedReply, answer
from conformance.engines.positions import declares_positions, misreadings, position_request, taken_in
from conformance.rulebook.declared_games import Declaration, DeclarationError
from conformance.engines.protocol import ProtocolViolation
from conformance.inputs.terminal import visible_line
from conformance.rulebook.index import SuiteError, profile, profiles
from . import arguments

EXAMPLES = """\
examples:
  domino-conformance smoke --engine 'exec:node my-engine.js'
  domino-conformance smoke --engine 'exec:python -m reference_impl'
  domino-conformance smoke --engine py:my_engine.adapter:create --profile draw

exit codes: 0 the adapter speaks the protocol, 3 a step failed, 4 usage error
"""

# Profiles tried, in this order, when --profile is not given: the simplest first.
PREFERRED_PROFILES = ("block", "draw", "block-nine", "draw-nine", "block-seven", "block-classic", "all-fives",
                      "all-fives-tournament", "partnership")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = arguments.add_command(
        subparsers, "smoke", run,
        help="check an engine's adapter: handshake, one deal, one move, one malformed request",
        description="Check that an engine's adapter speaks the engine protocol, step by step. "
                    "Run it before the suite: a failure here means the adapter needs fixing.",
        examples=EXAMPLES,
    )
    parser.add_argument("--engine", default=DEFAULT_ENGINE,
                        help="'reference' (default), 'py:module:factory' or 'exec:<command line>'")
    parser.add_argument("--profile", metavar="NAME",
                        help="the profile to start (default: the first the engine declares, block first)")
    parser.add_argument("--timeout", type=arguments.seconds, default=DEFAULT_TIMEOUT, metavar="SECONDS",
                        help=f"how long the engine may take to answer one request (default {DEFAULT_TIMEOUT:g})")


class StepFailed(Exception):
    """A smoke step found a problem; ``hint`` says what to fix, ``sent`` what the step sent (for the
    engine's author to try), and ``stderr`` is what the engine wrote (or ``stderr_title`` says it is)."""

    def __init__(self, problem: str, hint: str = "", stderr: str = "", sent: str = "",
                 stderr_title: str = "the engine's stderr ends") -> None:
        super().__init__(problem)
        self.problem = problem
        self.hint = hint
        self.stderr = stderr
        self.sent = sent
        self.stderr_title = stderr_title


class Smoke:
    """The smoke steps against one engine, printing as it goes: ``out`` is given one line at a time, the
    engine's words in it made visible on that one line (a line break in them prints no line of theirs)."""

    def __init__(self, args: argparse.Namespace, out: Callable[[str], None]) -> None:
        self.args = args
        self.out = lambda line: out(visible_line(line))
        self.engine: Engine | None = None
        self.ruleset: dict[str, Any] = {}
        self.profile_name = ""
        self.players = 2
        self.state: dict[str, Any] = {}
        self.moves: list[dict[str, Any]] = []
        self.turn: int | None = None
        self.passed = 0

    # -- plumbing --------------------------------------------------------------

    def ask(self, message: dict[str, Any], *, validate: bool | None = None) -> dict[str, Any]:
        """One request; an engine fault or a reply outside the schema fails the step."""
        assert self.engine is not None
        try:
            reply = self.engine.request(message, validate=validate)
        except EngineError as error:
            sent = json.dumps(dict(message, seq="..."))
            sent = sent if len(sent) <= 300 else sent[:297] + "..."
            raise StepFailed(str(error), _hint_for(error.kind), error.stderr, f"the request was: {sent}") from None
        except ProtocolViolation as violation:  # a request the smoke test built: a bug here
            raise StepFailed(f"internal error: {violation}") from None
        return reply

    def answered(self, reply: dict[str, Any], cmd: str) -> dict[str, Any]:
        """A reply that must be the command's answer, not skipped or errored."""
        try:
            answer(cmd, reply)
        except ErroredReply as error:
            raise StepFailed(f"the engine answered {cmd!r} with errored: {error.detail}",
                             f"the engine could not handle a plain {cmd!r}" + ("" if error.stderr else
                                                                              " (it sent no traceback)"),
                             error.stderr, stderr_title="its traceback") from None
        except SkippedReply as error:
            raise StepFailed(f"the engine skipped {cmd!r}: {error.detail}",
                             f"every engine must answer {cmd!r}; skipped is for scenarios it knowingly cannot play") from None
        return reply

    # -- the steps ---------------------------------------------------------------

    def handshake(self) -> str:
        try:
            self.engine = open_engine(self.args.engine, validate=True, timeout=self.args.timeout or None,
                                      max_restarts=0)
        except EngineError as error:
            raise StepFailed(str(error), _hint_for(error.kind), error.stderr) from None
        identity = self.engine.identity
        return (f"{identity['name']} {identity['version']} ({identity['language']}), "
                f"protocol {self.engine.protocol}")

    def capabilities(self) -> str:
        assert self.engine is not None
        try:
            declaration = Declaration.from_capabilities(self.engine.capabilities)
        except DeclarationError as error:
            raise StepFailed(f"the declared games cannot be read: {error}",
                             "see IMPLEMENTING.md, Declaring your game") from None
        declared = declaration.options
        unknown = sorted(set(declared) - {option.id for option in OPTIONS})
        if unknown:
            self.out(f"  note  the suite has no option {', '.join(unknown)}; "
                     f"check the spelling (options are listed in IMPLEMENTING.md)")
        seatings = declaration.seatings()
        if not seatings:
            raise StepFailed("the engine declares no game and no player count, so no scenario can apply",
                             'declare the game it plays, e.g. "games": [{"profile": "block", "players": [2]}] '
                             "(IMPLEMENTING.md, Declaring your game)")
        names = [self.args.profile] if self.args.profile else [game.base for game in declaration.games
                                                                if game.base] + list(PREFERRED_PROFILES)
        for name in dict.fromkeys(names):
            try:
                ruleset = profile(name)
            except SuiteError as error:
                raise StepFailed(str(error), "give one of the profiles listed in spec/profiles/") from None
            for count in (n for n in ruleset["players"] if n in seatings):
                candidates = [candidate for candidate in declaration.candidates(ruleset, count)
                              if not self.args.profile or candidate.exact
                              or (candidate.game is not None and candidate.game.base == name)]
                if candidates:
                    self.profile_name, self.ruleset, self.players = name, candidates[0].ruleset, count
                    break
            if self.ruleset:
                break
        if not self.ruleset:
            where = ", ".join(map(str, seatings))
            if self.args.profile:
                missing = declaration.unsupported(profile(self.args.profile), profile(self.args.profile)["players"][0])
                raise StepFailed(f"the engine does not declare the profile {self.args.profile}: {'; '.join(missing)}",
                                 "declare it in hello's capabilities, or smoke another profile")
            raise StepFailed(f"the engine declares values that no profile can be played with at {where} players",
                             "declare the game it plays as a profile with its differences "
                             "(IMPLEMENTING.md, Declaring your game)")
        applicable, total = _applicable_scenarios(declaration, self.engine.capabilities.get("views") is True)
        if not applicable:
            raise StepFailed(f"no scenario of the suite applies to what the engine declares (0 of {total})",
                             "declare the game it plays as a profile with its differences "
                             "(IMPLEMENTING.md, Declaring your game)")
        what = ("; ".join(game.label for game in declaration.games) if declaration.games
                else f"{len(declared)} options declared")
        return f"{what}; {applicable} of {total} scenarios apply"

    def start(self) -> str:
        reply = self.answered(self.ask({"cmd": "start", "ruleset": self.ruleset, "players": self.players}), "start")
        if reply["ok"] is not True:
            raise StepFailed(f"the engine refused the {self.profile_name} profile it declares: {reply.get('message')}",
                             "either play every option value declared in hello, or declare fewer")
        return f"{self.profile_name}, {self.players} players"

    def deal(self) -> str:
        request = {"cmd": "deal", **smoke_deal(self.ruleset, self.players)}
        reply = self.answered(self.ask(request), "deal")
        if reply["ok"] is not True:
            raise StepFailed(f"the engine refused a complete, valid deal: {reply.get('message')}",
                             "read hands seat by seat and the boneyard in draw order; every tile appears once",
                             sent=f"the deal was {json.dumps(request)}")
        if reply["status"] != Status.IN_PROGRESS:
            raise StepFailed(f"after the deal the status is {reply['status']!r}, not '{Status.IN_PROGRESS}'",
                             "this deal gives seat 0 the top double, so every lead rule has a leader")
        return Status.IN_PROGRESS

    def legal_moves(self) -> str:
        reply = self.answered(self.ask({"cmd": "legal_moves"}), "legal_moves")
        self.moves, self.turn = reply["moves"], reply["turn"]
        if self.turn is None or not self.moves:
            raise StepFailed(f"a hand is in progress, but legal_moves says turn {self.turn}, "
                             f"moves {json.dumps(self.moves)}",
                             "list every legal move of the player to act, and name that player's seat")
        listed = ", ".join(describe_move(move, INFINITIVE) for move in self.moves[:6]) + (", ..." if len(self.moves) > 6 else "")
        return f"seat {self.turn} to act; {len(self.moves)} move(s): {listed}"

    def apply(self) -> str:
        move = self.moves[0]
        reply = self.answered(self.ask({"cmd": "apply", "move": move, "seat": self.turn}), "apply")
        if reply["accepted"] is not True:
            raise StepFailed(f"the engine refused the first move it listed, {json.dumps(move)}: "
                             f"{reply.get('reason')}: {reply.get('message')}",
                             "apply must accept exactly the moves legal_moves lists, written as listed")
        return f"{describe_move(move, INFINITIVE)} accepted"

    def observe(self) -> str:
        self.state = self.answered(self.ask({"cmd": "observe"}), "observe")["state"]
        if self.state["ply"] != 1:
            raise StepFailed(f"after one move the state says ply {self.state['ply']}",
                             "ply counts the moves applied in the current hand, from 0 at the deal")
        move = self.moves[0]
        if move["type"] == PLAY and self.turn is not None and move["tile"] in self.state["hands"][self.turn]:
            raise StepFailed(f"seat {self.turn} played {move['tile']}, but its hand still holds it",
                             "observe must report the state after the move")
        ends = " ".join(f"{end['end']} {end['value']}" for end in self.state["ends"])
        return f"ply 1, status {self.state['status']}, open ends: {ends or 'none'}"

    def malformed_move(self) -> str:
        before = self.state
        reply = self.answered(self.ask({"cmd": "apply", "move": {"type": "castle"}}, validate=False), "apply")
        if reply["accepted"] is not False or reply.get("reason") != Reason.MALFORMED_MOVE:
            raise StepFailed(f"the move {{\"type\": \"castle\"}} was answered {json.dumps(reply)}",
                             f"refuse a move that cannot be read with accepted: false, reason {Reason.MALFORMED_MOVE}")
        after = self.answered(self.ask({"cmd": "observe"}), "observe")["state"]
        if after != before:
            raise StepFailed("refusing the malformed move changed the state",
                             "a refused move must leave the state exactly as it was")
        return f"refused as {Reason.MALFORMED_MOVE}; the state is unchanged"

    def unknown_command(self) -> str:
        reply = self.ask({"cmd": "shuffle"}, validate=False)
        if not (reply.get("errored") or reply.get("skipped")):
            raise StepFailed(f"the unknown command 'shuffle' was answered {json.dumps(reply)}",
                             "answer a command you do not know with {\"errored\": true, \"message\": ...}")
        self.answered(self.ask({"cmd": "observe"}), "observe")
        return f"errored ({reply.get('message', '')!r}), and it still answers observe"

    def positions(self) -> str:
        assert self.engine is not None
        if not declares_positions(self.engine.capabilities):
            return "not declared (capabilities.positions): every scenario is played from its story"
        rules = Ruleset.from_dict(self.ruleset)
        taken, refused = [], []
        for name, position in smoke_positions(rules, self.players, smoke_deal(self.ruleset, self.players)):
            self.answered(self.ask({"cmd": "start", "ruleset": self.ruleset, "players": self.players}), "start")
            answer = taken_in(self.answered(self.ask(position_request(position)), "position"))
            if answer.refusal is not None:
                refused.append(name)
                self.out(f"  note  the engine refused the position {name}: {answer.refusal}; scenarios judged there are "
                         f"played from their stories")
                continue
            expected = Match.from_position(rules, position).observe()
            wrong = misreadings(expected, answer.state or {})
            if wrong:
                raise StepFailed(f"the position {name}: the engine took it otherwise than given: "
                                 f"{'; '.join(map(str, wrong))}",
                                 "stand exactly where the position says and report it back: every hand, the line, "
                                 "the boneyard, whose turn it is, the leader, the scores and the hands played "
                                 "(IMPLEMENTING.md, position)")
            taken.append(name)
        if not taken:
            raise StepFailed(f"the engine declares positions but refused every one tried ({', '.join(refused)})",
                             "take the positions your game reaches, or leave capabilities.positions out")
        return f"took {', '.join(taken)}" + (f"; refused {', '.join(refused)}" if refused else "")

    def stop(self) -> str:
        self.answered(self.ask({"cmd": "stop"}), "stop")
        assert self.engine is not None
        self.engine.close()
        return "ok"

    STEPS: tuple[tuple[str, str], ...] = (
        ("handshake", "start the engine and shake hands"),
        ("capabilities", "read its capabilities"),
        ("start", "start a match of a declared profile"),
        ("deal", "deal one hand"),
        ("legal_moves", "list the legal moves"),
        ("apply", "apply the first of them"),
        ("observe", "observe the state"),
        ("malformed_move", "refuse a malformed move"),
        ("unknown_command", "answer an unknown command"),
        ("positions", "take positions"),
        ("stop", "stop"),
    )

    def run(self) -> int:
        self.out(f"Smoke test of {self.args.engine}")
        for index, (method, title) in enumerate(self.STEPS):
            try:
                detail = getattr(self, method)()
            except StepFailed as failure:
                self.out(f"  FAIL  {title}: {failure.problem}")
                if failure.sent:
                    self.out(f"        {failure.sent}")
                if failure.hint:
                    self.out(f"        to fix: {failure.hint}")
                if failure.stderr.strip():
                    self.out(f"        {failure.stderr_title}:")
                    for line in failure.stderr.rstrip().splitlines()[-15:]:
                        self.out("        | " + line)
                skipped = [title for _, title in self.STEPS[index + 1:]]
                if skipped:
                    self.out(f"  ...   not run: {'; '.join(skipped)}")
                if self.engine is not None:
                    self.engine.close()
                self.out(f"{self.passed} of {len(self.STEPS)} steps passed: fix the adapter, then run smoke again.")
                return exit_codes.ENGINE_FAULT
            self.passed += 1
            self.out(f"  ok    {title}: {detail}")
        self.out(f"All {len(self.STEPS)} steps passed: the adapter speaks the protocol. "
                 f"Next: domino-conformance run --engine {_quote(self.args.engine)}")
        return exit_codes.OK


def smoke_deal(ruleset: dict[str, Any], players: int) -> dict[str, Any]:
    """A fixed deal in which seat 0 holds the top double, so every lead rule finds a leader."""
    max_pip = ruleset["set"]["max_pip"]
    size = ruleset["deal"]["hand_size"]
    size = size if isinstance(size, int) else size[str(players)]
    tiles = [str(tile) for tile in reversed(tile_set(max_pip).tiles)]  # the top double first
    hands = [tiles[seat::players][:size] for seat in range(players)]
    dealt = {tile for hand in hands for tile in hand}
    deal: dict[str, Any] = {"hands": hands, "boneyard": [tile for tile in tiles if tile not in dealt]}
    if ruleset["lead"]["first_hand"] == "lot":
        deal["lots"] = tiles[:players]
    return deal


def smoke_positions(rules: Ruleset, players: int, deal: dict[str, Any]) -> list[tuple[str, Position]]:
    """A few positions of the smoke test's game, each with its name, reached on the reference engine by
    seeded random play from ``deal``: mid-hand, a seat to act that holds no tile that fits, and the same
    mid-hand position with the match one step from its end."""
    choose = random.Random(0)
    found: dict[str, Position] = {}
    for _ in range(20):  # deals are dealt again until every kind is found (a seat unable to play is not sure)
        match = Match(rules, players)
        if match.deal(deal["hands"], deal["boneyard"], deal.get("lots")) != "in_progress":
            break
        while match.status == "in_progress" and len(found) < 2:
            if match.ply >= 3:
                found.setdefault("mid-hand", match.position())
            if match.line.size and not any(move.kind == PLAY for move in match.legal_moves()):
                found.setdefault("a seat to act that cannot play", match.position())
            match.apply(choose.choice(match.legal_moves()))
        if len(found) == 2:
            break
        tiles = [tile for hand in deal["hands"] for tile in hand] + list(deal["boneyard"])
        choose.shuffle(tiles)
        size = len(deal["hands"][0])
        deal = {**deal, "hands": [tiles[seat * size:(seat + 1) * size] for seat in range(players)],
                "boneyard": tiles[players * size:]}
    if "mid-hand" in found:
        found["mid-hand near the match's end"] = _near_the_end(rules, found["mid-hand"])
    return list(found.items())


def _near_the_end(rules: Ruleset, position: Position) -> Position:
    """``position`` with the match one step from its end: the last hand of a match of hands, else each side
    a point or more short of the target."""
    if rules.match_end == "hands" and rules.hands:
        return position.with_changes(hands_played=rules.hands - 1)
    target = rules.target_for(position.players)
    scores = tuple(max(target - 1 - side, 0) for side in range(len(rules.sides(position.players))))
    return position.with_changes(scores=scores, scores_at_deal=scores, hands_played=3)


def _quote(spec: str) -> str:
    return spec if " " not in spec else f"'{spec}'"


def _hint_for(kind: str) -> str:
    return {
        "start": "check the command line: the program could not be started",
        "exit": "the engine exited: run the command by hand and send it the request shown to see why",
        "crash": "the engine raised an exception: catch it and answer {\"errored\": true, \"message\": ...}",
        "timeout": "answer every request with exactly one line, and flush stdout after each (line-buffered output)",
        "garbage": "write only protocol replies on stdout, one JSON object per line, UTF-8; log to stderr",
        "overlong": "a reply line is over the cap (1 MiB by default): write compact JSON on one line",
        "protocol": "answer each request with one JSON object that echoes its seq",
        "schema": "the reply breaks the protocol schema at the JSON pointer shown (schemas/protocol/)",
        "version": "answer hello with \"protocol\": 1",
        "handshake": "answer hello with protocol, engine {name, version, language} and capabilities",
    }.get(kind, "")


def run(args: argparse.Namespace) -> int:
    """The ``smoke`` subcommand."""
    if args.profile is not None and args.profile not in profiles():
        print(f"domino-conformance smoke: --profile: no profile {args.profile!r}; the profiles are "
              f"{', '.join(sorted(profiles()))}", file=sys.stderr)
        return exit_codes.USAGE
    try:
        return Smoke(args, lambda line: print(line, flush=True)).run()
    except EngineSpecError as error:
        print(f"domino-conformance smoke: --engine: {error}", file=sys.stderr)
        return exit_codes.USAGE


def _applicable_scenarios(declaration: Declaration, views: bool) -> tuple[int, int]:
    """How many of the suite's scenarios apply to ``declaration``, of how many, as ``run`` counts them: one that
    reads a seat's view applies only to an engine that offers ``views``."""
    scenarios = suite.load()
    decisions = decide_all(declaration, scenarios, reasons=False)
    return sum(decision.applies and (views or not reads_seat_views(scenario))
               for scenario, decision in zip(scenarios, decisions)), len(scenarios)
