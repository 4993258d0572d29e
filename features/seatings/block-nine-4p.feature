# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-nine" rules for 4 players

  Scenarios for the clauses that hold for block-nine at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-nine-4-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: block-nine at 4 players: the lightest hands tie at 8 pips and nobody wins
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-7 1-5 3-6 4-7 4-9 7-9 9-9 |
      | 1    | 0-2 1-2 2-6 3-5 3-7 6-9 8-9 |
      | 2    | 0-3 0-9 2-3 4-5 5-8 6-7 8-8 |
      | 3    | 0-6 1-7 2-9 3-3 3-4 5-9 7-7 |
    When the moves "9-9, 6-9 on the left, 0-9 on the right, 0-6 on the left, 0-7 on the left, 0-2 on the right, 2-3 on the right, 7-7 on the left, 4-7 on the left, 3-7 on the right, 6-7 on the right, 3-4 on the left, 3-6 on the right, 3-5 on the right, 5-8 on the right, 3-3 on the left, pass, 8-9 on the right, 0-3 on the left, 5-9 on the right, 1-5 on the right, 1-2 on the right, pass, 2-9 on the right, 4-9 on the right, pass, 4-5 on the right" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 16, 8, 16 and 8
    And a redeal is needed
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 0-8 0-9 1-5 4-4 5-8 7-8 |
      | 1    | 3-3 3-5 4-6 4-8 4-9 5-5 5-9 |
      | 2    | 0-3 1-2 2-5 2-7 5-7 6-8 8-8 |
      | 3    | 0-0 0-4 2-3 2-8 3-8 4-5 6-7 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-block-nine-4-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: block-nine at 4 players: seat 3 leads the hand after a hand won by seat 3
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-4 2-4 3-4 3-7 4-7 4-9 |
      | 1    | 0-4 2-9 3-6 4-4 4-8 6-9 9-9 |
      | 2    | 1-1 1-3 1-5 2-2 6-6 6-8 7-9 |
      | 3    | 0-0 0-5 0-7 1-6 2-8 6-7 7-7 |
    When the moves "9-9, 7-9 on the left, 7-7 on the left, 4-7 on the left, 4-8 on the left, 6-8 on the left, 6-7 on the left, 4-9 on the right, 4-4 on the right, pass, 0-7 on the left, 0-2 on the left, 0-4 on the right, 2-2 on the left, 0-0 on the right, 2-4 on the left, pass, pass, 0-5 on the right, 1-4 on the left, pass, 1-3 on the left, pass, 3-4 on the left, pass, 1-5 on the right, 1-6 on the right, pass, 6-9 on the right, pass, pass, pass, 2-9 on the right, pass, 2-8 on the right" are played from seat 1
    Then the scores are 0, 0, 0 and 33
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-4 1-5 3-5 4-4 5-9 7-7 8-8 |
      | 1    | 0-9 2-3 2-6 3-3 3-4 6-8 9-9 |
      | 2    | 0-5 1-2 2-5 3-8 4-5 4-6 5-8 |
      | 3    | 1-1 1-6 1-8 1-9 2-9 3-6 4-8 |
    Then seat 3 is to lead
    And seat 3 may lead any tile

  @id:seat-block-nine-4-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 4 players: seat 3 wins the blocked hand and scores 53
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-9 1-6 1-8 1-9 4-6 6-8 7-8 |
      | 1    | 0-6 3-3 3-4 3-9 4-9 5-9 6-6 |
      | 2    | 0-3 3-5 4-5 5-6 7-7 8-8 9-9 |
      | 3    | 0-0 0-7 2-2 2-4 2-8 3-7 4-7 |
    When the moves "9-9, pass, 0-9 on the left, 4-9 on the right, 4-5 on the right, 0-0 on the left, pass, 5-9 on the right, 0-3 on the left, 3-7 on the left, 7-8 on the left, 3-9 on the right, 8-8 on the left, 2-8 on the left, pass, 3-4 on the right, pass, 2-4 on the right, pass, pass, pass, 2-2 on the left" are played from seat 2
    Then the hand is blocked and won by seat 3
    And the boneyard holds 27 tiles
    And the pips left are 50, 24, 33 and 18
    And the hand scores 53 points
    And the scores are 0, 0, 0 and 53

  @id:seat-block-nine-4-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: block-nine at 4 players: a match played out to 61 is won by seat 3
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-6 0-9 3-5 3-8 4-5 8-8 9-9 |
      | 1    | 0-5 2-4 2-5 2-7 3-4 5-5 7-9 |
      | 2    | 0-7 1-3 1-6 1-7 3-6 5-7 7-8 |
      | 3    | 0-2 0-4 1-1 2-9 3-7 5-8 8-9 |
    When the moves "9-9, 7-9 on the left, 0-7 on the left, 0-4 on the left, 0-9 on the right, 0-5 on the right, 5-7 on the right, 3-7 on the right, 4-5 on the left, 5-5 on the left, 1-3 on the right, 1-1 on the right, 3-5 on the left, 3-4 on the left, 1-6 on the right, pass, 0-6 on the right, 2-4 on the left, pass, 2-9 on the left, pass, pass, pass, 8-9 on the left, 8-8 on the left, pass, 7-8 on the left, 0-2 on the right, pass, 2-7 on the right, 1-7 on the right" are played from seat 0
    Then the scores are 0, 12, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-7 0-8 1-1 2-2 2-4 2-8 6-7 |
      | 1    | 2-6 2-9 3-5 3-6 4-7 4-8 7-8 |
      | 2    | 0-5 1-4 1-7 2-7 3-3 5-7 5-9 |
      | 3    | 0-2 0-4 1-6 3-7 6-6 6-8 9-9 |
    And the moves "3-6, 3-3 on the left, 1-6 on the right, 1-1 on the right, 3-5 on the left, 5-9 on the left, 9-9 on the left, pass, 2-9 on the left, 2-7 on the left, 3-7 on the left, pass, pass, 1-7 on the right, pass, 6-7 on the right, 2-6 on the right, pass, 0-2 on the right, 0-7 on the right, 7-8 on the right, pass, 6-8 on the right, pass, pass, pass, 6-6 on the right" are played from seat 1
    Then the scores are 0, 12, 0 and 61
    And the match is over, won by seat 3

