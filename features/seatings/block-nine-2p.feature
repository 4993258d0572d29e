# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-nine" rules for 2 players

  Scenarios for the clauses that hold for block-nine at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-nine-2-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 2 players: seat 1 wins the blocked hand and scores 26
    Given the "block-nine" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-7 1-8 5-8 7-8 8-8 8-9 |
      | 1    | 0-5 1-6 3-7 4-4 4-8 6-6 7-7 |
    When the moves "8-8, 4-8 on the left, 1-8 on the right, 1-6 on the right, pass, 4-4 on the left, pass, 6-6 on the right" are played from seat 0
    Then the hand is blocked and won by seat 1
    And the boneyard holds 41 tiles
    And the pips left are 55 and 29
    And the hand scores 26 points
    And the scores are 0 and 26

