# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-classic" rules for 4 players

  Scenarios for the clauses that hold for block-classic at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-classic-4-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.after-tie.rotate
  Scenario: block-classic at 4 players: the lightest hands tie at 6 pips and nobody wins
    Given the "block-classic" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-4 1-5 3-3 3-5 6-6 |
      | 1    | 0-5 1-1 1-3 2-2 5-5 |
      | 2    | 0-1 0-6 1-4 1-6 2-6 |
      | 3    | 0-2 2-3 2-5 4-4 4-6 |
    When the moves "6-6, pass, 2-6 on the left, 4-6 on the right, 0-4 on the right, 2-2 on the left, 0-6 on the right, 0-2 on the left, pass, 0-5 on the left, 1-6 on the right, 2-5 on the left, 1-5 on the right, 5-5 on the right, pass, 2-3 on the left, 3-5 on the left" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 6, 6, 6 and 8
    And the status is hand_over
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-2 1-2 1-3 2-6 3-5 |
      | 1    | 0-1 0-4 2-3 2-4 3-3 |
      | 2    | 0-5 2-2 3-4 4-4 4-5 |
      | 3    | 0-3 1-5 2-5 3-6 4-6 |
    Then seat 1 is to lead
    And seat 1 may lead any tile
    When the moves "3-3, 3-4 on the left, 0-3 on the right, 0-2 on the right, 0-4 on the left, 2-2 on the right, 2-5 on the right, 3-5 on the right, 2-3 on the right, 0-5 on the left, 1-5 on the left, 1-2 on the left, 2-4 on the right, 4-4 on the right, 4-6 on the right, 2-6 on the left, pass, pass, 3-6 on the right" are played from seat 1
    Then the scores are 0, 0, 0 and 14

  @id:seat-block-classic-4-end-redeal-001 @clause:end.redeal @clause:lead.first-hand.highest-double-else-redeal
  Scenario: block-classic at 4 players: no hand holds the double the lead needs, and the deal is void
    Given the "block-classic" rules for 4 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-4 1-4 1-6 2-3 4-5 |
      | 1    | 0-1 0-5 2-4 3-5 5-6 |
      | 2    | 0-3 1-2 1-5 2-6 4-6 |
      | 3    | 0-6 1-3 2-5 3-4 3-6 |
    Then a redeal is needed
    And the status is redeal_needed

