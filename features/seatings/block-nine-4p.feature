# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-nine" rules for 4 players

  Scenarios for the clauses that hold for block-nine at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-nine-4-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: block-nine at 4 players: the lightest hands tie at 4 pips and nobody wins
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-5 1-3 1-6 3-3 4-8 6-7 8-8 |
      | 1    | 0-7 1-2 1-8 2-7 3-4 3-6 6-6 |
      | 2    | 0-3 0-4 5-8 6-9 7-8 7-9 8-9 |
      | 3    | 0-6 1-4 2-2 2-3 2-4 3-7 3-9 |
    When the moves "8-8, 1-8 on the right, 7-8 on the left, 1-4 on the right, 6-7 on the left, 3-4 on the right, 0-3 on the right, 0-6 on the left, 0-5 on the right, 0-7 on the left, 5-8 on the right, 3-7 on the left, 1-3 on the left, 1-2 on the left, 8-9 on the right, 2-4 on the left, 4-8 on the left, pass, 7-9 on the right, pass, pass, 2-7 on the right, pass, 2-3 on the right, 3-3 on the right, 3-6 on the right, 6-9 on the right, 3-9 on the right" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 7, 12, 4 and 4
    And a redeal is needed
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-1 1-6 1-8 2-5 3-8 5-5 |
      | 1    | 2-4 2-6 2-9 3-6 4-7 4-9 5-9 |
      | 2    | 1-3 3-4 3-9 6-8 7-8 7-9 8-8 |
      | 3    | 1-4 1-7 3-3 3-5 5-7 6-6 7-7 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-block-nine-4-draw-none-001 @clause:draw.none @clause:turn.pass @clause:move.kinds
  Scenario: block-nine at 4 players: seat 3 cannot play and passes, and seat 0 is to play
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 1-3 1-7 1-9 2-3 3-8 5-5 |
      | 1    | 2-2 2-4 2-9 3-5 5-9 6-9 9-9 |
      | 2    | 0-7 1-1 1-5 2-8 3-4 3-7 4-7 |
      | 3    | 0-0 0-5 0-6 1-8 2-5 3-6 5-6 |
    When the moves "9-9, pass" are played from seat 1
    Then the legal moves are "pass"
    And seat 3 may not draw
    When seat 3 passes
    Then seat 0 is to play

  @id:seat-block-nine-4-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 4 players: seat 3 wins the blocked hand and scores 13
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-7 2-4 2-5 3-3 4-9 5-8 |
      | 1    | 2-2 2-9 4-5 5-5 5-7 5-9 6-9 |
      | 2    | 0-8 1-5 1-9 2-8 3-6 5-6 7-9 |
      | 3    | 0-2 0-7 1-8 3-4 3-5 4-8 9-9 |
    When the moves "9-9, 4-9 on the right, 5-9 on the left, 1-5 on the left, 4-8 on the right, 5-8 on the right, 4-5 on the right, 1-9 on the left, 3-4 on the right, 3-3 on the right, 2-9 on the left, 3-6 on the right, 0-2 on the left, 0-1 on the left, 6-9 on the right, 7-9 on the right, 0-7 on the right, 1-7 on the left, 5-7 on the left, 5-6 on the left, pass, pass, pass, 0-8 on the right, 1-8 on the right" are played from seat 3
    Then the hand is blocked and won by seat 3
    And the boneyard holds 27 tiles
    And the pips left are 13, 14, 10 and 8
    And the hand scores 13 points
    And the scores are 0, 0, 0 and 13

  @id:seat-block-nine-4-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry
  Scenario: block-nine at 4 players: a match played out to 61 is won by seat 0
    Given the "block-nine" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 2-2 3-9 4-9 5-6 6-6 6-7 6-8 |
      | 1    | 0-2 0-7 3-5 5-8 5-9 7-8 8-8 |
      | 2    | 0-0 0-1 0-5 0-6 1-7 5-5 7-7 |
      | 3    | 0-3 1-9 2-6 2-7 2-9 4-7 7-9 |
    When the moves "8-8, pass, pass, 6-8 on the left, 7-8 on the right, 0-6 on the left, 2-7 on the right, 2-2 on the right, 0-2 on the right, 0-1 on the right, 1-9 on the right, 4-9 on the right, 0-7 on the left, 1-7 on the left, 4-7 on the right, 6-7 on the right, pass, pass, 2-6 on the right, pass, pass, pass, 2-9 on the right, 3-9 on the right, 3-5 on the right, 5-5 on the right, pass, 5-6 on the right, pass, pass, pass, 6-6 on the right" are played from seat 1
    Then the scores are 65, 0, 0 and 0
    And the match is over, won by seat 0

