# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-classic" rules for 2 players

  Scenarios for the clauses that hold for block-classic at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-classic-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.any-tile
  Scenario: block-classic at 2 players: the lightest hands tie at 8 pips and nobody wins
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-4 1-2 1-4 3-4 3-6 4-4 6-6 |
      | 1    | 0-0 0-3 1-5 1-6 2-4 2-6 3-3 |
    When the moves "6-6, 1-6 on the right, 3-6 on the left, 1-5 on the right, 3-4 on the left, 2-4 on the left, 1-2 on the left, pass, 1-4 on the left, pass, 0-4 on the left, 0-0 on the left, pass, 0-3 on the left, pass, 3-3 on the left" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 8 and 8
    And the status is hand_over
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 0-4 1-3 1-5 2-6 6-6 |
      | 1    | 0-5 1-1 1-2 1-4 2-3 4-4 5-5 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

