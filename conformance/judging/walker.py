"""The one walk through a match: each deal, each move, each hand's end, the match's end.

``walk_match`` steps through the hands it is given and asks a ``Judge`` at
every step. The referee (``check``: a record's claims against the rules), the
independent judge (``check --independent``: the same claims against the rules
stated apart from the reference engine), the replayer (``replay``: an engine
against a record) and differential play (``play``: an engine against the
reference engine, on random games) are judges of this walk; none of them
loops over a hand's events itself.

A hand is anything with a ``deal`` and ``events``: a recorded ``HandRecord``,
or a hand of a random game whose events are chosen one at a time as the walk
asks for them (so each choice sees the state the previous move left).
A judge stops the walk by raising.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from conformance.records.model import Deal, Event


class Hand(Protocol):
    """A hand to walk: its deal and its events in order."""

    @property
    def deal(self) -> Deal: ...

    @property
    def events(self) -> Iterable[Event]: ...


class Judge(Protocol):
    """What the walk asks at each step; each method may raise to stop the walk."""

    def begin(self) -> None:
        """The match starts."""

    def dealt(self, number: int, hand: Hand) -> None:
        """Hand ``number`` (from 1) has been given its deal."""

    def step(self, number: int, ply: int, event: Event, previous: Event | None) -> None:
        """``event`` is the move at ``ply`` (from 1) of hand ``number``; ``previous`` the one before."""

    def hand_over(self, number: int, hand: Hand, last: Event | None) -> None:
        """Hand ``number`` has no more events; ``last`` is its last event."""

    def end(self, hands: int) -> None:
        """The match has no more hands; ``hands`` were walked."""


def walk_hand(judge: Judge, number: int, hand: Hand) -> None:
    """Walk one hand: its deal, each event, its end."""
    judge.dealt(number, hand)
    step = judge.step  # looked up once a hand, not once an event
    previous: Event | None = None
    for ply, event in enumerate(hand.events, 1):
        step(number, ply, event, previous)
        previous = event
    judge.hand_over(number, hand, previous)


def walk_match(judge: Judge, hands: Iterable[Hand], first: int = 1) -> int:
    """Walk a match: ``begin``, every hand (numbered from ``first``), ``end``; return the hands walked."""
    judge.begin()
    walked = 0
    for number, hand in enumerate(hands, first):
        walk_hand(judge, number, hand)
        walked += 1
    judge.end(walked)
    return walked
