# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 4 players

  Scenarios for the clauses that hold for block at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-4-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: block at 4 players: the lightest hands tie at 6 pips and nobody wins
    Given the "block" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 1-1 2-2 3-3 3-4 3-5 |
      | 1    | 0-5 2-5 4-4 5-6 6-6 |
      | 2    | 0-0 0-6 1-5 2-4 4-6 |
      | 3    | 0-2 1-2 1-4 1-6 5-5 |
    When the moves "6-6, 4-6 on the right, 1-6 on the left, 3-4 on the right, pass, 1-5 on the left, 5-5 on the left, 3-3 on the right, 5-6 on the left, 0-6 on the left, 0-2 on the left, 3-5 on the right, 2-5 on the left, pass, pass, pass, 0-5 on the left, 0-0 on the left" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 6, 8, 6 and 8
    And a redeal is needed
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-2 1-5 2-2 4-4 5-6 |
      | 1    | 1-1 1-4 3-5 3-6 6-6 |
      | 2    | 0-2 0-3 0-5 3-4 5-5 |
      | 3    | 0-0 0-1 0-6 1-3 4-5 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

