# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 2 players

  Scenarios for the clauses that hold for block at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: block at 2 players: the lightest hands tie at 5 pips and nobody wins
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 1-3 1-4 3-5 5-6 6-6 |
      | 1    | 0-3 0-5 1-2 1-6 2-2 2-3 3-6 |
    When the moves "6-6, 3-6 on the right, 1-3 on the right, 1-2 on the right, 5-6 on the left, 2-2 on the right, 3-5 on the left, 0-3 on the left, 0-1 on the left, 1-6 on the left, pass, 2-3 on the right" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 5 and 5
    And a redeal is needed
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-5 1-1 2-2 3-3 5-5 6-6 |
      | 1    | 0-1 1-5 2-4 2-6 3-4 3-5 4-6 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

