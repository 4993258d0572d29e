# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-nine" rules for 2 players

  Scenarios for the clauses that hold for block-nine at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-nine-2-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 2 players: seat 0 wins the blocked hand and scores 1
    Given the "block-nine" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-7 3-7 3-8 7-9 8-9 9-9 |
      | 1    | 0-0 0-7 2-3 5-8 5-9 6-6 6-7 |
    When the moves "9-9, 5-9 on the left, 8-9 on the right, 5-8 on the left, 3-8 on the left, 2-3 on the left, 0-2 on the left, 0-0 on the left, pass, 0-7 on the left, 3-7 on the left" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the boneyard holds 41 tiles
    And the pips left are 24 and 25
    And the hand scores 1 points
    And the scores are 1 and 0

