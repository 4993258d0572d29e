"""Replay: feed transcripts to an engine over the protocol and compare every observation.

For each transcript the replayer starts a match with the record's pinned
ruleset, gives each hand's deal, and before every event observes the state
and compares it with what the record implies: the status, whose turn it is,
each hand's size, the boneyard's size and the scores. It asks for the legal
moves and checks the recorded move is among them (``compare.move_set``: the
suite's one comparison of moves), applies it, and at the end of each hand
and of the match compares the result. The first difference is the verdict:
transcript, hand, ply, expected, actual, and the clause concerned (chosen as
the referee chooses it, ``conformance.referee``).

The replayer trusts the transcript: run ``check`` first on records of
unknown quality. Verdicts: ``agreed``, ``diverged``, ``error`` (the engine
failed as a program), ``not_applicable`` (the engine does not declare the
ruleset's options), ``unreadable`` (the input is not a valid transcript).
"""

from __future__ import annotations

import os
from typing import Any, Iterable, Iterator, Mapping, Sequence

from reference_impl.moves import DRAW, MUGGINS, PLAY
from reference_impl.ruleset import Ruleset

from .compare import canonical_tile, describe_move, move_key, move_set
from .engines import Engine, EngineError, open_engine
from .game import unsupported_options
from .referee import (
    Finding,
    RecordProblem,
    clause_title,
    hand_result_finding,
    lead_situation,
    match_result_finding,
    points_clause,
    refusal_clause,
    resolve_ruleset,
    turn_clause,
)
from .transcript import Document, Event, HandRecord, InvalidTranscript, Transcript, expand_paths, iter_documents, load

AGREED, DIVERGED, ERROR, NOT_APPLICABLE, UNREADABLE = "agreed", "diverged", "error", "not_applicable", "unreadable"


class Divergence(Exception):
    """The engine's observation differs from the record's; carries the finding."""

    def __init__(self, finding: Finding) -> None:
        super().__init__(finding.message)
        self.finding = finding


class EngineFailure(Exception):
    """The engine answered ``errored`` or outside the protocol during a replay."""


class Replayer:
    """Replays transcripts against one connected engine."""

    def __init__(self, engine: Engine, fast: bool | None = None) -> None:
        self.engine = engine
        self.fast = fast

    # -- verdicts ---------------------------------------------------------------------

    def replay_document(self, document: Document) -> dict[str, Any]:
        """The verdict on one record as read from disk (never raises for bad input or a failing engine)."""
        verdict: dict[str, Any] = {"file": document.source, "line": document.line, "index": document.index}
        try:
            transcript = load(document, self.fast)
        except InvalidTranscript as error:
            first = error.errors[0]
            verdict.update(verdict=UNREADABLE, stage="schema", pointer=first.pointer,
                           message=f"not a valid transcript: {first.message} (run 'domino-conformance check')")
            return verdict
        except Exception as error:  # UnreadableInput, or a document the model cannot take
            verdict.update(verdict=UNREADABLE, stage="read", message=getattr(error, "message", str(error)))
            return verdict
        return self.replay_transcript(transcript, verdict)

    def replay_transcript(self, transcript: Transcript, verdict: dict[str, Any] | None = None) -> dict[str, Any]:
        """The verdict on one transcript."""
        verdict = verdict if verdict is not None else {"file": None, "line": None, "index": 0}
        verdict.update(hands=len(transcript.hands), events=transcript.event_count())
        try:
            self._replay(transcript)
        except Divergence as divergence:
            verdict["verdict"] = DIVERGED
            verdict.update(divergence.finding.to_dict())
            return verdict
        except RecordProblem as problem:  # the record's ruleset cannot be resolved
            verdict["verdict"] = UNREADABLE
            verdict.update(problem.finding.to_dict())
            return verdict
        except _NotApplicable as gap:
            verdict.update(verdict=NOT_APPLICABLE, message=str(gap))
            return verdict
        except (EngineError, EngineFailure) as error:
            verdict.update(verdict=ERROR, message=str(error))
            self._recover()
            return verdict
        except Exception as error:  # noqa: BLE001 - a bug here must not end a corpus run
            verdict.update(verdict=ERROR, message=f"internal error while replaying: {type(error).__name__}: {error}")
            self._recover()
            return verdict
        verdict["verdict"] = AGREED
        return verdict

    def _recover(self) -> None:
        """After an engine failure, start it again for the next transcript (if restarts remain)."""
        try:
            if not self.engine.alive:
                self.engine.restart()
        except EngineError:
            pass

    # -- protocol -----------------------------------------------------------------------

    def _call(self, request: dict[str, Any]) -> dict[str, Any]:
        reply = self.engine.request(request)
        if reply.get("errored"):
            raise EngineFailure(f"the engine errored on {request['cmd']!r}: {reply.get('message', '(no message)')}")
        if reply.get("skipped"):
            raise _NotApplicable(f"the engine skipped {request['cmd']!r}: {reply.get('message', '(no message)')}")
        return reply

    def _state(self) -> dict[str, Any]:
        state = self._call({"cmd": "observe"}).get("state")
        if not isinstance(state, dict):
            raise EngineFailure("observe answered without a state object")
        return state

    # -- the replay ----------------------------------------------------------------------

    def _replay(self, transcript: Transcript) -> None:
        rules = resolve_ruleset(transcript.ruleset)
        if transcript.players not in rules.players:
            raise RecordProblem(Finding("ruleset", f"the record's ruleset is played by "
                                                   f"{', '.join(map(str, rules.players))} players, not "
                                                   f"{transcript.players} (run 'domino-conformance check')",
                                        "/players", clause="deal.players"))
        pinned = rules.to_dict()
        missing = unsupported_options(pinned, transcript.players, self.engine.capabilities)
        if missing:
            raise _NotApplicable("the engine does not declare " + "; ".join(missing))
        reply = self._call({"cmd": "start", "ruleset": pinned, "players": transcript.players})
        if reply.get("ok") is not True:
            raise Divergence(Finding("replay", f"the engine refused the record's ruleset: "
                                               f"{reply.get('message', reply)}", "/ruleset", clause="deal.players"))
        sides = rules.sides(transcript.players)
        side_of = {seat: index for index, side in enumerate(sides) for seat in side}
        recorded_sides = transcript.teams or [[seat] for seat in range(transcript.players)]
        engine_sides = self._state().get("sides")
        if engine_sides != recorded_sides:
            clause = "deal.teams.opposite" if rules.teams is not None else "score.side"
            raise Divergence(Finding("replay", f"the record's sides are {recorded_sides}; the engine's are "
                                               f"{engine_sides}", "/teams", clause=clause,
                                     expected=recorded_sides, actual=engine_sides))
        scores = [0] * len(sides)
        previous_result: Mapping[str, Any] | None = None
        counted = 0
        state: dict[str, Any] | None = None
        for number, hand in enumerate(transcript.hands, 1):
            state = self._replay_hand(rules, sides, side_of, scores, hand, number, previous_result)
            previous_result = state.get("result") or {}
            scores = list(hand.result.scores)
            if not hand.result.void:
                counted += 1
        if state is None:
            state = self._state()
        match_result = state.get("match_result") or {}
        over = state.get("status") == "match_over"
        finding = match_result_finding(transcript.result, over, match_result.get("winners"),
                                       list(state.get("scores") or []), counted, len(transcript.hands), rules,
                                       rules.target[transcript.players])
        if finding is not None:
            finding.stage = "replay"
            raise Divergence(finding)

    def _replay_hand(
        self,
        rules: Ruleset,
        sides: list[list[int]],
        side_of: dict[int, int],
        scores: list[int],
        hand: HandRecord,
        number: int,
        previous_result: Mapping[str, Any] | None,
    ) -> dict[str, Any]:
        base = f"/hands/{number - 1}"
        deal = hand.deal
        request: dict[str, Any] = {
            "cmd": "deal",
            "hands": [[str(tile) for tile in tiles] for tiles in deal.hands],
            "boneyard": [str(tile) for tile in deal.boneyard],
        }
        if deal.lots is not None:
            request["lots"] = [str(tile) for tile in deal.lots]
        reply = self._call(request)
        if reply.get("ok") is not True:
            raise Divergence(Finding("replay", f"the engine refused the deal of hand {number}: "
                                               f"{reply.get('message', reply)}", base + "/deal", number, None,
                                     "deal.explicit"))
        situation = lead_situation(previous_result)
        expected_status = "redeal_needed" if hand.leader is None else "in_progress"
        if reply.get("status") != expected_status:
            clause = turn_clause(rules, 1, None, situation)
            raise Divergence(Finding("replay", f"after the deal of hand {number} the engine's status is "
                                               f"{reply.get('status')!r}; the record has "
                                               f"{'a void deal' if hand.leader is None else 'the hand played'}",
                                     base + "/leader", number, None, clause,
                                     expected=expected_status, actual=reply.get("status")))
        sizes = [len(tiles) for tiles in deal.hands]
        boneyard = len(deal.boneyard)
        scores = list(scores)
        previous: Event | None = None
        for ply, event in enumerate(hand.events, 1):
            state = self._state()
            if ply == 1 and state.get("leader") != hand.leader:
                raise Divergence(Finding("replay", f"the record has seat {hand.leader} lead hand {number}; the "
                                                   f"engine has seat {state.get('leader')!r}", base + "/leader",
                                         number, None, turn_clause(rules, 1, None, situation),
                                         expected=hand.leader, actual=state.get("leader")))
            self._compare(state, rules, number, ply, event, previous, situation, sizes, boneyard, scores)
            self._play(state, rules, number, ply, event)
            seat = event.seat
            if event.type == PLAY:
                sizes[seat] -= 1
            elif event.type == DRAW:
                sizes[seat] += 1
                boneyard -= 1
            if event.points:
                scores[side_of[seat]] += event.points
            previous = event
        state = self._state()
        status = state.get("status")
        if status == "in_progress":
            clause = {"out": "end.going-out", "blocked": "end.blocked"}.get(hand.result.end, "end.status")
            raise Divergence(Finding("replay", f"the record ends hand {number} ({hand.result.end!r}); the engine "
                                               f"has seat {state.get('turn')} still to act", base + "/result/end",
                                     number, None, clause, expected=hand.result.end, actual="in_progress"))
        if previous is not None and previous.type == DRAW:
            self._check_drawn(state, number, len(hand.events), previous)
        result = state.get("result")
        if not isinstance(result, dict):
            raise EngineFailure(f"after hand {number} ended, observe gave no result")
        void = status == "redeal_needed"
        finding = hand_result_finding(hand.result, result, list(state.get("scores") or []), void, rules, sides,
                                      number)
        if finding is not None:
            finding.stage = "replay"
            raise Divergence(finding)
        return state

    def _compare(
        self,
        state: Mapping[str, Any],
        rules: Ruleset,
        number: int,
        ply: int,
        event: Event,
        previous: Event | None,
        situation: tuple[str, str | None],
        sizes: list[int],
        boneyard: int,
        scores: list[int],
    ) -> None:
        """Compare the engine's state before ``event`` with what the record implies."""
        pointer = f"/hands/{number - 1}/events/{ply - 1}"

        def diverge(what: str, clause: str, expected: Any, actual: Any) -> Divergence:
            after = f" after {previous.describe()}" if previous is not None else " at the start of the hand"
            return Divergence(Finding("replay", f"before {event.describe()}{after}: the record implies {what} "
                                                f"{expected!r}; the engine has {actual!r}", pointer, number, ply,
                                      clause, expected=expected, actual=actual, event=event.describe()))

        status = state.get("status")
        if status != "in_progress":
            result = state.get("result") or {}
            clause = {"out": "end.going-out", "blocked": "end.blocked"}.get(result.get("end"), "end.status")
            raise diverge("status", clause, "in_progress", status)
        if state.get("turn") != event.seat:
            raise diverge("the seat to act", turn_clause(rules, ply, previous, situation), event.seat,
                          state.get("turn"))
        if previous is not None and previous.type == DRAW:
            self._check_drawn(state, number, ply - 1, previous)
        if state.get("hand_sizes") != sizes:
            clause = "draw.order" if previous is not None and previous.type == DRAW else "turn.one-tile"
            raise diverge("hand sizes", clause, list(sizes), state.get("hand_sizes"))
        if state.get("boneyard_size") != boneyard:
            raise diverge("the boneyard size", "draw.order", boneyard, state.get("boneyard_size"))
        if state.get("scores") != scores:
            clause = points_clause(rules, previous) if previous is not None and previous.type in (PLAY, MUGGINS) \
                else "match.carry"
            raise diverge("scores", clause, list(scores), state.get("scores"))

    def _check_drawn(self, state: Mapping[str, Any], number: int, ply: int, event: Event) -> None:
        hands = state.get("hands") or []
        held = hands[event.seat] if isinstance(hands, list) and event.seat < len(hands) else []
        try:
            holds = str(event.tile) in {canonical_tile(tile) for tile in held}
        except Exception:  # noqa: BLE001 - a garbled hand is a divergence, shown as it is
            holds = False
        if not holds:
            raise Divergence(Finding("replay", f"after {event.describe()}: the engine's hand for seat {event.seat} "
                                               f"does not hold {event.tile}", f"/hands/{number - 1}/events/{ply - 1}",
                                     number, ply, "draw.order", expected=str(event.tile), actual=held,
                                     event=event.describe()))

    def _play(self, state: Mapping[str, Any], rules: Ruleset, number: int, ply: int, event: Event) -> None:
        """Check the recorded move is listed as legal, then apply it."""
        pointer = f"/hands/{number - 1}/events/{ply - 1}"
        move = event.move.to_dict()
        moves = self._call({"cmd": "legal_moves"}).get("moves")
        if not isinstance(moves, list):
            raise EngineFailure("legal_moves answered without a moves list")
        ends = state.get("ends") or []
        try:
            listed = move_key(move, ends) in move_set(moves, ends)
        except Exception as error:  # noqa: BLE001 - an unreadable listed move is the engine's fault
            raise EngineFailure(f"legal_moves listed a move that cannot be read: {error}") from None
        reply = self._call({"cmd": "apply", "seat": event.seat, "move": move})
        accepted = reply.get("accepted")
        if not listed or accepted is not True:
            if accepted is not True:
                reason = str(reply.get("reason"))
                clause = refusal_clause(reason) if reason != "None" else "move.kinds"
                why = f"the engine refuses it ({reason}: {reply.get('message', '')})"
            else:
                reason = None
                clause = _listing_clause(rules, event)
                why = "the engine accepts it but does not list it among the legal moves"
            shown = ", ".join(describe_move(m) for m in moves[:20] if isinstance(m, dict)) or "none"
            raise Divergence(Finding("replay", f"{event.describe()}: {why}; its legal moves: {shown}", pointer,
                                     number, ply, clause, reason, expected=move, actual=moves,
                                     event=event.describe()))


class _NotApplicable(Exception):
    """The engine does not support what the transcript needs."""


def _listing_clause(rules: Ruleset, event: Event) -> str:
    if event.type == PLAY:
        return "line.play.match"
    if event.type == DRAW:
        return "draw." + rules.draw_mode.replace("_", "-")
    if event.type == MUGGINS:
        return "score.fives.muggins"
    return "turn.pass"


# -- corpora ------------------------------------------------------------------------------


def iter_replay(engine: Engine, paths: Sequence[str | os.PathLike[str]], fast: bool | None = None
                ) -> Iterator[dict[str, Any]]:
    """Replay every transcript in ``paths`` (files or folders), yielding each verdict as it is made."""
    replayer = Replayer(engine, fast)
    for path in expand_paths(paths):
        for document in iter_documents(path):
            yield replayer.replay_document(document)


def replay_corpus(engine_spec: str, paths: Iterable[str | os.PathLike[str]], fast: bool | None = None
                  ) -> list[dict[str, Any]]:
    """Replay a corpus against the engine named by ``engine_spec``; one verdict dict per transcript.

    Each dict has ``file``, ``line`` (JSON Lines line, or None), ``index``
    (the record's position in its file), ``verdict`` (``agreed``,
    ``diverged``, ``error``, ``not_applicable``, ``unreadable``), and for a
    divergence ``hand``, ``ply`` (1-based; ``ply`` None for a hand's deal or
    result), ``pointer`` (into the transcript), ``expected``, ``actual``,
    ``clause``, ``clause_title``, ``reason`` and ``message``. Raises
    ``EngineSpecError``/``EngineError`` only if the engine cannot be started.
    """
    engine = open_engine(engine_spec)
    try:
        return list(iter_replay(engine, list(paths), fast))
    finally:
        engine.close()


def summarize(verdicts: Iterable[Mapping[str, Any]]) -> dict[str, int]:
    """Counts of each verdict."""
    counts: dict[str, int] = {}
    for verdict in verdicts:
        counts[verdict["verdict"]] = counts.get(verdict["verdict"], 0) + 1
    return counts


__all__ = [
    "AGREED", "DIVERGED", "ERROR", "NOT_APPLICABLE", "UNREADABLE", "Replayer", "iter_replay", "replay_corpus",
    "summarize", "clause_title",
]
