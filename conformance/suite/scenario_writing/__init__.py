"""Scenarios for every seating: witnesses found by seeded random play on the reference engine.

An engine that declares one profile at one player count meets the scenarios written for
that seating, and those that still hold there. For every (profile, seating) the profiles
allow, this module finds the clauses that hold but that no applicable scenario exercises,
and writes a scenario for each into ``features/seatings/<profile>-<players>p.feature``.
It then does the same for each declared variant of ``features/seatings/variants.json`` (a
profile at one seating with named differences: the games the published adapters declare),
into ``<profile>-<players>p-<name>.feature``, after every profile's file so that a variant
changes none of them.

A scenario is found by playing seeded random legal hands on the reference engine
(``reference_impl.Match``) under exactly that profile at that seating, until a point in
play shows the clause's own consequence (a recipe below looks for it): a seat unable to
play, a tile offered on an end it does not match, a hand won by going out. The scenario
replays that hand from its explicit deal and states what the reference engine answers
there, in the suite's own step vocabulary. Each scenario is then run on the reference
engine before it is written; one that does not pass is a fault of this module.

Where a recipe can choose, it looks first for a point where the rule's other values would
play differently (a spinner played onto the line rather than led, a match won on the target
exactly, a tie followed by a hand that carrying its points would change): a witness where
every value agrees cannot fail an engine that plays another.

The files are deterministic: a scenario depends only on the profile, the seating, the
clause it is written for and the seed, so regenerating gives the same bytes. Run
``python -m conformance.seatings`` to regenerate every file (it recomputes which clauses
are missing, greedily: a scenario written for one profile often applies to others at
the same seating, and the applicability judge decides it).

Some clauses that hold at a seating have no witness there, and the run names them: the
draw clauses when every tile is dealt (all-fives-tournament at 4 players), a boneyard that
keeps a hand from being blocked when players may draw all of it or every tile is dealt
(``end.blocked.boneyard``), the tie break for the lead when a double or a unique heaviest
tile always decides it, a void deal (``end.redeal``) when the top double is always dealt,
sides level at the target (``match.end.target.level``) when no random match ends so, and
the final of a tournament, which is not played under ``match.end = qualify_two``.
"""
