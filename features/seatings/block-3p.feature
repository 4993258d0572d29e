# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 3 players

  Scenarios for the clauses that hold for block at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-3-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: block at 3 players: the lightest hands tie at 5 pips and nobody wins
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-5 1-2 3-5 6-6 |
      | 1    | 0-0 0-2 2-3 3-6 5-5 |
      | 2    | 1-4 1-5 3-3 4-5 5-6 |
    When the moves "6-6, 3-6 on the left, 5-6 on the right, 3-5 on the left, 5-5 on the right, 1-5 on the right, 1-2 on the right, 0-2 on the right, 4-5 on the left, 0-1 on the right, pass, 1-4 on the left" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 5, 5 and 6
    And a redeal is needed
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-5 0-6 1-6 3-5 6-6 |
      | 1    | 0-3 0-4 2-2 3-4 4-5 |
      | 2    | 1-4 2-6 4-4 4-6 5-6 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

