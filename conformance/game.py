"""One scenario's game, driven through the engine protocol.

The step library builds a ``Game`` from the scenario's Given steps (ruleset,
players, deal), sends moves, and asks for observations. A wrong answer from
the engine raises ``ScenarioFailure`` (the scenario *failed*); a crash, hang
or protocol fault raises ``EngineError`` or ``EngineFault`` (the scenario is
an *error*); a ruleset the engine did not declare raises ``NotApplicable``.
"""

from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from reference_impl.moves import describe_move
from reference_impl.ruleset import Ruleset, RulesetError, merge
from reference_impl.status import Reason
from reference_impl.tiles import TileError, tile_set

from .compare import canonical_tile
from .engines import Engine, EngineError
from .games import Declaration
from .rulebook import profiles


class ScenarioFailure(AssertionError):
    """The engine answered, and its answer breaks the scenario's expectation.

    ``clause`` names the rule the answer breaks when it is not the scenario's own (a
    set-up move refused, another seat to act): a failure in a set-up step is charged to it.
    """

    def __init__(self, message: str, clause: str | None = None) -> None:
        super().__init__(message)
        self.clause = clause


#: The clause a set-up move rests on, by the reason an engine gave for refusing it.
REFUSAL_BLAME = {
    Reason.NOT_YOUR_TURN: "turn.order",
    Reason.HAND_OVER: "end.status",
    Reason.TILE_NOT_IN_HAND: "turn.from-hand",
    Reason.LEAD_TILE_FORCED: "lead.any-tile",
    Reason.NO_SUCH_END: "line.ends.names",
    Reason.DOES_NOT_MATCH: "line.play.match",
    Reason.MUST_PLAY: "turn.may-hold",
    Reason.CANNOT_DRAW: "draw.until-playable",
    Reason.RESERVE_REACHED: "draw.reserve.never-drawn",
    Reason.WRONG_CLAIM: "score.fives.claim",
    Reason.NO_MUGGINS: "score.fives.muggins",
    Reason.MALFORMED_MOVE: "move.kinds",
}


class EngineFault(EngineError):
    """The engine answered ``errored``, or a reply lacks what the protocol requires."""


class EngineSkipped(Exception):
    """The engine answered ``skipped``: a gap it knows of."""


class NotApplicable(Exception):
    """The scenario needs a rule option value the engine did not declare."""


class SuiteError(Exception):
    """The scenario itself is wrong (unknown profile, bad ruleset, unreadable deal)."""


def parse_option_value(text: str) -> Any:
    """An option value as a scenario writes it: JSON if it reads as JSON, else a bare word."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text.strip()


def parse_overrides(text: str | None) -> dict[str, Any]:
    """``"score.blocked = sum_minus_own, draw.reserve = 2"`` -> ``{option id: value}``."""
    out: dict[str, Any] = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        option, sep, value = part.partition("=")
        if not sep:
            raise SuiteError(f"{part.strip()!r}: write an option override as 'option.id = value'")
        out[option.strip()] = parse_option_value(value)
    return out


def parse_deal_table(
    rows: Sequence[Sequence[str]], canonical: bool = True
) -> tuple[list[list[str]], list[str] | None, list[str] | None]:
    """A deal table (``seat | tiles`` rows, optional ``boneyard`` and ``lots`` rows) -> hands, boneyard, lots.

    Tiles are put in canonical form, or with ``canonical=False`` kept exactly as written
    (for deals an engine is meant to refuse).
    """
    cells = [[cell.strip() for cell in row] for row in rows]
    if cells and cells[0] and cells[0][0].lower() == "seat":
        cells = cells[1:]
    hands: dict[int, list[str]] = {}
    boneyard = lots = None
    for row in cells:
        if len(row) != 2:
            raise SuiteError(f"deal row {row}: a deal row has two cells, a label and the tiles")
        label, tiles_text = row
        try:
            tiles = [canonical_tile(tile) if canonical else tile for tile in tiles_text.split()]
        except TileError as error:
            raise SuiteError(f"deal row {label!r}: {error}") from None
        if label == "boneyard":
            boneyard = tiles
        elif label == "lots":
            lots = tiles
        elif label.isdigit():
            hands[int(label)] = tiles
        else:
            raise SuiteError(f"deal row {label!r}: label a row with a seat number, 'boneyard' or 'lots'")
    if sorted(hands) != list(range(len(hands))):
        raise SuiteError(f"the deal must list seats 0 to {len(hands) - 1}, got {sorted(hands)}")
    return [hands[seat] for seat in range(len(hands))], boneyard, lots


def profile(name: str) -> dict[str, Any]:
    """The named profile's ruleset, from spec/profiles/."""
    known = profiles()
    if name not in known:
        raise SuiteError(f"there is no profile {name!r}; profiles: {', '.join(sorted(known))}")
    return known[name]


def pinned_ruleset(profile_name: str, overrides: Mapping[str, Any]) -> dict[str, Any]:
    """A profile with overrides applied, checked and written in canonical form."""
    try:
        return Ruleset.from_dict(merge(profile(profile_name), overrides)).to_dict()
    except RulesetError as error:
        raise SuiteError(f"profile {profile_name!r} with {dict(overrides)}: {error}") from None


def unsupported_options(ruleset: Mapping[str, Any], players: int, capabilities: Mapping[str, Any]) -> list[str]:
    """What of ``ruleset`` at ``players`` the engine's declared capabilities do not cover.

    An engine declaring games covers a ruleset equal to one of them; one declaring option
    values covers a ruleset whose every value it lists (or ``"*"``).
    """
    return Declaration.from_capabilities(capabilities).unsupported(ruleset, players)


class Game:
    """A scenario's match against one engine."""

    def __init__(self, engine: Engine, play_ruleset: Mapping[str, Any] | None = None) -> None:
        self.engine = engine
        # The ruleset the scenario is played under when it is not its own (the engine's
        # declared game), as decided before the scenario ran.
        self.play_ruleset = dict(play_ruleset) if play_ruleset is not None else None
        self.profile_name: str | None = None
        self.overrides: dict[str, Any] = {}
        self.players: int | None = None
        self.ruleset: dict[str, Any] | None = None
        self.started = False
        self.last_attempt: dict[str, Any] | None = None
        self.state_before_attempt: dict[str, Any] | None = None
        self.offered: dict[str, Any] | None = None  # rules or a deal the engine may refuse, and its reply

    # -- set-up ----------------------------------------------------------------

    def set_rules(self, profile_name: str, players: int, overrides: Mapping[str, Any] | None = None) -> None:
        """Choose the profile, player count and option overrides."""
        self.profile_name = profile_name
        self.players = players
        self.overrides = dict(overrides or {})
        self.ruleset = pinned_ruleset(profile_name, self.overrides)
        if self.play_ruleset is not None:
            self.ruleset = self.play_ruleset

    def override(self, option_id: str, value: Any) -> None:
        """Pin one more option."""
        if self.profile_name is None or self.players is None:
            raise SuiteError("the rules must be given before an option is changed")
        self.set_rules(self.profile_name, self.players, dict(self.overrides, **{option_id: value}))

    def start(self) -> None:
        """Start the match on the engine, unless the engine did not declare the ruleset's options."""
        if self.ruleset is None or self.players is None:
            raise SuiteError("a scenario gives its rules before its deal")
        if self.play_ruleset is None:
            missing = unsupported_options(self.ruleset, self.players, self.engine.capabilities)
            if missing:
                raise NotApplicable("the engine does not declare " + "; ".join(missing))
        reply = self.call({"cmd": "start", "ruleset": self.ruleset, "players": self.players})
        if reply.get("ok") is not True:
            raise ScenarioFailure(f"the engine refused a valid ruleset: {reply.get('message', reply)}")
        self.started = True

    def deal_request(self, hands: list[list[str]], boneyard: list[str] | None,
                     lots: list[str] | None) -> dict[str, Any]:
        """The ``deal`` request, starting the match first if need be.

        Without a boneyard, the tiles of the set that no hand holds form it, in
        canonical order (a tile no set holds is left for the engine to refuse).
        """
        if not self.started:
            self.start()
        assert self.ruleset is not None
        if boneyard is None:
            dealt = set()
            for tile in (tile for hand in hands for tile in hand):
                try:
                    dealt.add(canonical_tile(tile))
                except TileError:
                    pass
            tiles = tile_set(self.ruleset["set"]["max_pip"]).tiles
            boneyard = [str(tile) for tile in tiles if str(tile) not in dealt]
        request: dict[str, Any] = {"cmd": "deal", "hands": hands, "boneyard": boneyard}
        if lots is not None:
            request["lots"] = lots
        return request

    def deal(self, hands: list[list[str]], boneyard: list[str] | None, lots: list[str] | None) -> str:
        """Give a deal the scenario holds valid; a refusal fails the scenario."""
        reply = self.call(self.deal_request(hands, boneyard, lots))
        if reply.get("ok") is not True:
            raise ScenarioFailure(f"the engine refused a valid deal: {reply.get('message', reply)}", "deal.explicit")
        return str(reply.get("status"))

    # -- protocol --------------------------------------------------------------

    def call(self, request: dict[str, Any], deliberate: bool = False) -> dict[str, Any]:
        """One request; ``errored`` and ``skipped`` replies become exceptions.

        A ``deliberate`` request breaks the protocol on purpose, for the engine to refuse.
        """
        reply = self.engine.request(request, deliberate=deliberate)
        if reply.get("skipped"):
            raise EngineSkipped(str(reply.get("message", "skipped by the engine")))
        if reply.get("errored"):
            detail = reply.get("message", "")
            raise EngineFault(f"the engine errored on {request['cmd']}: {detail}", reply.get("traceback", ""))
        return reply

    def state(self, seat: int | None = None) -> dict[str, Any]:
        """The engine's full observation; with ``seat``, that seat's view, which an engine
        that does not offer views (``capabilities.views``) makes the scenario not applicable."""
        request: dict[str, Any] = {"cmd": "observe"}
        if seat is not None:
            if self.engine.capabilities.get("views") is not True:
                raise NotApplicable("the engine does not offer seat views (capabilities.views)")
            request["seat"] = seat
        reply = self.call(request)
        state = reply.get("state")
        if not isinstance(state, dict):
            raise EngineFault(f"observe answered without a state object: {reply}")
        return state

    def legal_moves(self) -> list[dict[str, Any]]:
        """The moves the engine lists for the player to act."""
        reply = self.call({"cmd": "legal_moves"})
        moves = reply.get("moves")
        if not isinstance(moves, list):
            raise EngineFault(f"legal_moves answered without a moves list: {reply}")
        return moves

    def attempt(self, seat: int | None, move: Any, deliberate: bool = False) -> dict[str, Any]:
        """Send a move that may be refused; remember the reply and the state before it.

        ``seat`` None sends the move without a seat, for the player to act. A
        ``deliberate`` move breaks the protocol's schema on purpose (it cannot be read).
        """
        self.state_before_attempt = self.state()
        request = {"cmd": "apply", "move": move} if seat is None else {"cmd": "apply", "seat": seat, "move": move}
        reply = self.call(request, deliberate=deliberate)
        if "accepted" not in reply:
            raise EngineFault(f"apply answered without 'accepted': {reply}")
        mover = self.state_before_attempt.get("turn") if seat is None else seat
        self.last_attempt = {"seat": mover, "move": move, "reply": reply}
        return reply

    def play(self, seat: int, move: dict[str, Any]) -> None:
        """Send a move the scenario says is legal; a refusal fails the scenario."""
        reply = self.call({"cmd": "apply", "seat": seat, "move": move})
        if reply.get("accepted") is not True:
            raise ScenarioFailure(
                f"seat {seat} {describe_move(move)}: the engine refused a legal move "
                f"({reply.get('reason', '?')}: {reply.get('message', '')})",
                REFUSAL_BLAME.get(str(reply.get("reason"))),
            )
