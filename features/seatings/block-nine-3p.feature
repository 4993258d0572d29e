# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-nine" rules for 3 players

  Scenarios for the clauses that hold for block-nine at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-nine-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.all-other-hands @clause:end.going-out-precedes-block @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 3 players: seat 2 goes out and scores 35
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-2 0-3 1-4 1-8 3-6 6-8 |
      | 1    | 0-5 0-8 3-8 4-5 6-6 6-9 8-8 |
      | 2    | 0-9 2-2 2-5 2-8 2-9 5-5 7-9 |
    When the moves "8-8, 2-8 on the left, 1-8 on the right, pass, 2-5 on the left, 1-4 on the right, 4-5 on the right, 5-5 on the right, pass, 0-5 on the right, 0-9 on the right, pass, 6-9 on the right, pass, 6-8 on the right, 0-8 on the right, pass, 0-2 on the right, pass, 2-2 on the right, pass, pass, 2-9 on the right, pass, pass, 7-9 on the right" are played from seat 1
    Then seat 2 goes out and wins the hand
    And the pips left are 12, 23 and 0
    And the hand scores 35 points
    And the scores are 0, 0 and 35

  @id:seat-block-nine-3-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: block-nine at 3 players: the lightest hands tie at 5 pips and nobody wins
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-1 1-2 1-9 3-3 5-5 6-6 8-8 |
      | 1    | 0-2 0-9 2-4 3-6 3-7 4-9 7-9 |
      | 2    | 0-5 1-4 1-5 2-7 3-8 6-9 9-9 |
    When the moves "9-9, 1-9 on the left, 4-9 on the right, 1-5 on the left, 5-5 on the left, 2-4 on the right, 2-7 on the right, pass, 3-7 on the right, 3-8 on the right, 8-8 on the right, pass, 0-5 on the left, pass, 0-9 on the left, 6-9 on the left, 6-6 on the left, 3-6 on the left, pass, 3-3 on the left" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 5, 18 and 5
    And a redeal is needed
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-2 1-5 2-3 2-9 8-8 8-9 |
      | 1    | 0-6 1-2 1-3 3-4 4-8 5-9 7-7 |
      | 2    | 2-5 2-7 3-5 3-7 4-6 5-7 9-9 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-nine-3-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 3 players: seat 1 wins the blocked hand and scores 14
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-9 1-4 1-9 2-6 3-3 3-8 5-7 |
      | 1    | 0-0 0-7 1-3 1-5 1-8 3-4 3-7 |
      | 2    | 0-8 2-5 2-7 3-6 4-9 5-8 7-7 |
    When the moves "7-7, 5-7 on the left, 0-7 on the right, 5-8 on the left, 0-9 on the right, 1-8 on the left, 4-9 on the right, 1-9 on the left, 3-4 on the right, 3-6 on the right, 2-6 on the right, pass, 2-7 on the right, pass, 3-7 on the right, pass, 3-3 on the right, 1-3 on the right, pass, 1-4 on the right" are played from seat 2
    Then the hand is blocked and won by seat 1
    And the boneyard holds 34 tiles
    And the pips left are 11, 6 and 15
    And the hand scores 14 points
    And the scores are 0, 14 and 0

  @id:seat-block-nine-3-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry
  Scenario: block-nine at 3 players: a match played out to 61 is won by seat 0
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-7 1-3 1-8 3-9 4-8 5-6 5-9 |
      | 1    | 0-2 0-8 1-6 3-6 4-4 6-6 9-9 |
      | 2    | 0-1 0-4 0-6 2-7 3-3 3-5 3-7 |
    When the moves "9-9, pass, 5-9 on the left, pass, 3-5 on the left, 1-3 on the left, 1-6 on the left, 0-6 on the left, 3-9 on the right, 3-6 on the right, 0-4 on the left, 4-8 on the left, 0-8 on the left, 0-1 on the left, 5-6 on the right, pass, pass, 1-8 on the left" are played from seat 1
    Then the scores are 33, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-9 1-5 2-8 3-3 4-5 5-5 8-8 |
      | 1    | 0-2 1-3 1-6 3-6 3-8 4-8 8-9 |
      | 2    | 0-1 2-4 2-7 3-4 5-8 5-9 7-9 |
    And the moves "0-9, 0-2 on the left, 5-9 on the right, 1-5 on the right, 1-6 on the right, 2-7 on the left, pass, 3-6 on the right, 7-9 on the left, 3-3 on the right, 8-9 on the left, 5-8 on the left, 4-5 on the left, 3-8 on the right, 2-4 on the left, 2-8 on the right" are played from seat 0
    Then the scores are 33, 0 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-7 2-4 5-8 6-6 6-9 7-7 |
      | 1    | 1-5 2-6 3-5 3-6 3-8 4-6 5-7 |
      | 2    | 0-6 0-7 1-2 2-5 2-9 4-8 8-8 |
    And the moves "2-9, 6-9 on the right, 4-6 on the right, 1-2 on the left, 2-4 on the right, 2-6 on the right, 0-6 on the right, 1-1 on the left, 1-5 on the left, 0-7 on the right, 5-8 on the left, 5-7 on the right, 4-8 on the left, pass, 3-5 on the right, pass, pass, 3-6 on the right, pass, 6-6 on the right" are played from seat 2
    Then the scores are 33, 23 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-5 2-9 4-7 5-6 6-7 8-8 |
      | 1    | 0-3 1-6 2-4 3-4 6-6 7-7 9-9 |
      | 2    | 0-0 0-8 1-3 3-3 3-9 4-6 5-9 |
    And the moves "3-4, 3-3 on the left, 4-7 on the right, 7-7 on the right, 1-3 on the left, 6-7 on the right, 1-6 on the left, 4-6 on the left, 5-6 on the right, 2-4 on the left, 5-9 on the right, 2-9 on the right" are played from seat 1
    Then the scores are 33, 23 and 43
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-8 1-1 1-2 1-9 4-9 6-9 7-7 |
      | 1    | 0-2 2-3 2-8 3-3 3-4 5-5 6-7 |
      | 2    | 0-7 1-5 1-6 2-4 4-7 8-8 9-9 |
    And the moves "2-4, 1-2 on the left, 3-4 on the right, 1-6 on the left, 6-9 on the left, 2-3 on the right, 9-9 on the left, 1-9 on the left, 2-8 on the right, 1-5 on the left, 0-8 on the right, 0-2 on the right, pass, pass, 5-5 on the left" are played from seat 2
    Then the scores are 33, 48 and 43
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-6 0-8 1-5 1-6 4-8 7-9 |
      | 1    | 1-1 1-2 1-4 1-7 3-5 4-6 8-8 |
      | 2    | 0-3 2-9 3-7 4-4 4-5 5-5 5-7 |
    And the moves "1-2, 2-9 on the right, 1-5 on the left, 3-5 on the left, 0-3 on the left, 7-9 on the right, 1-7 on the right, pass, 0-1 on the right, pass, pass, 0-6 on the right, 4-6 on the right, 4-5 on the right, 0-8 on the left, 8-8 on the left, 5-5 on the right, 4-8 on the left, 1-4 on the left, 5-7 on the right, 1-6 on the left" are played from seat 1
    Then the scores are 53, 48 and 43
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-6 0-9 1-4 2-2 4-8 8-9 |
      | 1    | 0-0 0-2 0-4 1-7 2-9 3-5 6-7 |
      | 2    | 1-3 1-8 3-3 3-8 4-9 7-7 9-9 |
    And the moves "0-6, 0-2 on the left, pass, 2-2 on the left, 6-7 on the right, 7-7 on the right, pass, 2-9 on the left, 9-9 on the left, 8-9 on the left, 1-7 on the right, 1-8 on the left, 1-4 on the right, 0-4 on the right, 1-3 on the left, 0-9 on the right, 3-5 on the left, 4-9 on the right, 4-8 on the right, pass, 3-8 on the right, 0-3 on the right" are played from seat 0
    Then the scores are 59, 48 and 43
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 0-9 1-5 1-9 2-8 6-6 |
      | 1    | 0-2 0-6 1-6 2-5 3-3 4-8 6-9 |
      | 2    | 0-8 3-5 3-7 5-5 5-7 7-8 7-9 |
    And the moves "1-9, 6-9 on the right, pass, 6-6 on the right, 1-6 on the left, pass, pass, 0-6 on the right, 0-8 on the right, 2-8 on the right, 0-2 on the right, pass, 0-9 on the right, pass, 7-9 on the right, pass, pass, 3-7 on the right, 0-3 on the right, pass, pass, 0-1 on the right, pass, pass, 1-5 on the right" are played from seat 0
    Then the scores are 129, 48 and 43
    And the match is over, won by seat 0

