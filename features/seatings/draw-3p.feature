# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "draw" rules for 3 players

  Scenarios for the clauses that hold for draw at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-draw-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 3 players: seat 2 goes out and scores 16
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-6 1-1 2-2 2-5                                 |
      | 1        | 0-2 1-2 2-3 2-4 3-5                                 |
      | 2        | 0-3 0-4 0-5 1-6 4-6                                 |
      | boneyard | 2-6 1-5 1-3 3-4 5-5 1-4 5-6 4-5 3-3 4-4 6-6 3-6 0-0 |
    When the moves "2-2, 0-2 on the left, 0-4 on the left, 2-5 on the right, 3-5 on the right, 0-3 on the right, 0-1 on the right, 1-2 on the right, 4-6 on the left, 0-6 on the left, 2-3 on the right, 0-5 on the left, draw, draw, 1-5 on the left, draw, 1-3 on the right, 1-6 on the left" are played from seat 0
    Then seat 2 goes out and wins the hand
    And the pips left are 10, 6 and 0
    And the hand scores 16 points
    And the scores are 0, 0 and 16

  @id:seat-draw-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names
  Scenario: draw at 3 players: the lead 2-2 opens the line
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-6 1-1 2-2 2-5                                 |
      | 1        | 0-2 1-2 2-3 2-4 3-5                                 |
      | 2        | 0-3 0-4 0-5 1-6 4-6                                 |
      | boneyard | 2-6 1-5 1-3 3-4 5-5 1-4 5-6 4-5 3-3 4-4 6-6 3-6 0-0 |
    When the moves "2-2" are played from seat 0
    Then the open ends show 2 and 2
    And the left end shows 2
    And the right end shows 2

  @id:seat-draw-3-line-spinner-none-001 @clause:line.spinner.none @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: draw at 3 players: 0-3 may not be played on an up end that is not open
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-6 1-1 2-2 2-5                                 |
      | 1        | 0-2 1-2 2-3 2-4 3-5                                 |
      | 2        | 0-3 0-4 0-5 1-6 4-6                                 |
      | boneyard | 2-6 1-5 1-3 3-4 5-5 1-4 5-6 4-5 3-3 4-4 6-6 3-6 0-0 |
    When the moves "2-2, 0-2 on the left" are played from seat 0
    And seat 2 tries to play 0-3 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-draw-3-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: draw at 3 players: the lightest hands tie at 13 pips and nobody wins
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-3 1-2 1-5 2-2 5-6                                 |
      | 1        | 0-4 2-4 4-5 5-5 6-6                                 |
      | 2        | 0-6 2-3 2-5 3-3 3-5                                 |
      | boneyard | 0-1 4-6 1-4 3-6 0-5 0-0 2-6 3-4 4-4 0-2 1-6 1-1 1-3 |
    When the moves "6-6, 0-6 on the right, 0-3 on the right, draw, draw, 4-6 on the left, 3-5 on the right, 1-5 on the right, 0-4 on the left, draw, 1-4 on the right, draw, draw, 0-5 on the left, 5-5 on the left, 2-5 on the left, 1-2 on the left, 4-5 on the right, draw, draw, draw, draw, draw, draw, 1-6 on the left, 5-6 on the left, draw, draw" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 13, 13 and 36
    And a redeal is needed
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-2 0-3 2-4 3-3 5-6                                 |
      | 1        | 0-0 0-1 1-3 1-5 3-5                                 |
      | 2        | 2-3 4-4 4-5 4-6 6-6                                 |
      | boneyard | 2-5 1-1 1-4 2-2 3-4 2-6 0-5 1-6 1-2 5-5 0-4 3-6 0-6 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-draw-3-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw at 3 players: seat 1 leads the hand after a hand won by seat 1
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 1-4 2-4 3-5 6-6                                 |
      | 1        | 1-1 2-6 3-4 4-5 5-5                                 |
      | 2        | 0-0 0-4 0-6 1-6 2-2                                 |
      | boneyard | 0-2 4-6 1-2 0-3 3-3 2-5 0-1 4-4 1-5 1-3 3-6 5-6 2-3 |
    When the moves "6-6, 2-6 on the left, 0-6 on the right, 0-5 on the right, 4-5 on the right, 0-4 on the right, 2-4 on the left, 3-4 on the left, 0-0 on the right, 3-5 on the left, 5-5 on the left, draw, 0-2 on the right, draw, draw, 1-2 on the right, 1-1 on the right" are played from seat 0
    Then the scores are 0, 26 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 2-2 3-4 4-5 6-6                                 |
      | 1        | 0-2 0-5 1-3 2-6 5-5                                 |
      | 2        | 0-0 1-1 3-5 3-6 4-6                                 |
      | boneyard | 0-4 2-5 1-2 2-4 1-6 0-6 1-5 5-6 0-3 1-4 2-3 4-4 3-3 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-draw-3-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 3 players: seat 0 goes out with a tile that also blocks the line, and scores 12
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-6 1-2 2-5 2-6 5-6                                 |
      | 1        | 0-0 0-1 1-1 1-6 4-6                                 |
      | 2        | 1-4 1-5 2-2 2-3 6-6                                 |
      | boneyard | 0-4 3-5 3-4 3-6 0-2 0-5 2-4 0-3 5-5 3-3 1-3 4-5 4-4 |
    When the moves "6-6, 2-6 on the left, 1-6 on the right, 1-4 on the right, 2-5 on the left, 4-6 on the right, 1-5 on the left, 1-2 on the left, draw, draw, draw, draw, 3-6 on the right, 2-3 on the left, draw, draw, draw, draw, 0-3 on the left, 3-4 on the right, draw, draw, draw, draw, 4-5 on the right, 0-2 on the left, 3-5 on the right, 3-3 on the right, 2-4 on the left, 0-4 on the left, 1-3 on the right, 0-6 on the left, 1-1 on the right, draw, pass, 5-6 on the left, 0-1 on the right, 5-5 on the left, 0-5 on the right" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 0 and 12
    And the hand scores 12 points
    And the scores are 12, 0 and 0

  @id:seat-draw-3-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 3 players: seat 1 wins the blocked hand and scores 16
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 1-2 1-5 2-2 3-3 4-5                                 |
      | 1        | 0-5 1-1 1-6 3-4 4-4                                 |
      | 2        | 0-3 1-3 2-5 5-5 6-6                                 |
      | boneyard | 1-4 4-6 0-6 3-5 0-2 0-0 0-1 2-6 2-3 3-6 0-4 5-6 2-4 |
    When the moves "6-6, draw, draw, 4-6 on the left, 1-6 on the right, 1-3 on the right, 4-5 on the left, 0-5 on the left, 0-3 on the right, draw, 0-6 on the left, draw, draw, 0-2 on the right, 2-5 on the right, 1-5 on the right, 1-1 on the right, draw, draw, 0-1 on the right, draw, 2-6 on the left, draw, 2-3 on the left, 0-0 on the right, 3-3 on the left, 3-4 on the left, draw, draw, 0-4 on the left, draw, draw" are played from seat 2
    Then the hand is blocked and won by seat 1
    And the pips left are 29, 16 and 19
    And the hand scores 16 points
    And the scores are 0, 16 and 0

  @id:seat-draw-3-score-fives-off-001 @clause:score.fives.off
  Scenario: draw at 3 players: open ends counting 5 score nothing
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-6 1-1 2-2 2-5                                 |
      | 1        | 0-2 1-2 2-3 2-4 3-5                                 |
      | 2        | 0-3 0-4 0-5 1-6 4-6                                 |
      | boneyard | 2-6 1-5 1-3 3-4 5-5 1-4 5-6 4-5 3-3 4-4 6-6 3-6 0-0 |
    When the moves "2-2, 0-2 on the left, 0-4 on the left, 2-5 on the right, 3-5 on the right, 0-3 on the right, 0-1 on the right" are played from seat 0
    Then the count is 5
    And the scores are 0, 0 and 0

  @id:seat-draw-3-match-carry-001 @clause:match.carry
  Scenario: draw at 3 players: the second hand's 19 points are added to the first hand's scores
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 1-4 2-4 3-5 6-6                                 |
      | 1        | 1-1 2-6 3-4 4-5 5-5                                 |
      | 2        | 0-0 0-4 0-6 1-6 2-2                                 |
      | boneyard | 0-2 4-6 1-2 0-3 3-3 2-5 0-1 4-4 1-5 1-3 3-6 5-6 2-3 |
    When the moves "6-6, 2-6 on the left, 0-6 on the right, 0-5 on the right, 4-5 on the right, 0-4 on the right, 2-4 on the left, 3-4 on the left, 0-0 on the right, 3-5 on the left, 5-5 on the left, draw, 0-2 on the right, draw, draw, 1-2 on the right, 1-1 on the right" are played from seat 0
    Then the scores are 0, 26 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 2-2 3-4 4-5 6-6                                 |
      | 1        | 0-2 0-5 1-3 2-6 5-5                                 |
      | 2        | 0-0 1-1 3-5 3-6 4-6                                 |
      | boneyard | 0-4 2-5 1-2 2-4 1-6 0-6 1-5 5-6 0-3 1-4 2-3 4-4 3-3 |
    And the moves "2-6, 3-6 on the right, 3-4 on the right, 0-2 on the left, 4-6 on the right, 6-6 on the right, 0-5 on the left, 3-5 on the left, draw, draw, draw, draw, draw, 1-6 on the right, 1-3 on the left, 1-1 on the left, 0-1 on the right, draw, 0-6 on the right, draw, 1-5 on the left, 2-5 on the left, draw, 5-6 on the right, draw, draw, draw, 2-3 on the left, 4-5 on the right, draw, 4-4 on the right, 0-3 on the left, 0-4 on the right, draw, pass, 0-0 on the right" are played from seat 1
    Then the hand scores 19 points
    And the scores are 0, 26 and 19

  @id:seat-draw-3-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: draw at 3 players: a match played out to 61 is won by seat 2
    Given the "draw" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 0-3 3-3 3-4 6-6                                 |
      | 1        | 0-1 0-6 1-5 2-5 4-5                                 |
      | 2        | 0-0 0-4 1-1 1-2 1-6                                 |
      | boneyard | 2-4 3-6 2-2 4-4 3-5 2-3 1-3 5-5 5-6 0-5 1-4 4-6 2-6 |
    When the moves "6-6, 0-6 on the left, 1-6 on the right, 0-2 on the left, 0-1 on the right, 0-0 on the right, 0-3 on the right, 2-5 on the left, draw, draw, 3-6 on the right, draw, draw, draw, 3-5 on the left, draw, 2-3 on the left, 2-4 on the left, 4-4 on the left, 4-5 on the left, draw, draw, 5-5 on the left, draw, 5-6 on the left, draw, draw, draw, 4-6 on the right, 0-4 on the right, draw, 2-6 on the left, 0-5 on the right, 1-2 on the left, pass, 1-5 on the left" are played from seat 0
    Then the scores are 0, 13 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-2 0-3 1-5 2-3 3-6                                 |
      | 1        | 1-3 1-4 2-4 2-6 3-3                                 |
      | 2        | 0-4 1-1 3-4 3-5 4-5                                 |
      | boneyard | 4-4 5-6 0-0 5-5 2-5 1-2 0-1 2-2 4-6 6-6 0-5 0-6 1-6 |
    And the moves "3-3, 3-5 on the right, 0-3 on the left, draw, draw, 5-6 on the right, 0-4 on the left, 3-6 on the right, 1-3 on the right, 3-4 on the left, 1-5 on the right, draw, draw, 5-5 on the right, 4-5 on the right, 2-3 on the left, 4-4 on the right, draw, 2-5 on the left, draw, draw, draw, draw, 4-6 on the right, 2-6 on the right, draw, draw, 0-5 on the left, 2-2 on the right, 0-0 on the left, draw, 0-6 on the left, 1-2 on the right, 1-4 on the right, 6-6 on the left, draw, 1-6 on the left, 2-4 on the right" are played from seat 1
    Then the scores are 0, 18 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 1-5 2-2 2-3 2-5                                 |
      | 1        | 0-5 1-1 5-5 5-6 6-6                                 |
      | 2        | 0-0 0-1 1-6 2-6 3-3                                 |
      | boneyard | 3-6 2-4 3-5 0-3 1-3 1-4 3-4 0-2 1-2 4-6 0-6 4-5 4-4 |
    And the moves "1-1, 0-1 on the left, 1-5 on the right, 0-5 on the right, 0-0 on the right, 0-4 on the right, draw, draw, 2-4 on the right, 2-6 on the right, draw, draw, 0-3 on the left, 5-6 on the right, 3-3 on the left, 2-5 on the right, 3-6 on the left, 1-6 on the left" are played from seat 1
    Then the scores are 0, 18 and 39
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 1-1 1-4 2-4 3-3 3-5                                 |
      | 1        | 1-2 2-5 2-6 5-6 6-6                                 |
      | 2        | 0-4 1-3 2-3 3-6 4-5                                 |
      | boneyard | 0-3 0-1 2-2 3-4 1-6 0-0 4-4 4-6 0-6 5-5 0-2 1-5 0-5 |
    And the moves "4-5, 1-4 on the left, 5-6 on the right, 3-6 on the right, 3-5 on the right, 1-2 on the left, 2-3 on the left, 3-3 on the left, 2-5 on the right, 1-3 on the left, 1-1 on the left, 2-6 on the right, draw, draw, 0-1 on the left, draw, draw, draw, 1-6 on the right, draw, 0-0 on the left, 0-3 on the left, 3-4 on the left, draw, 4-4 on the left, 0-4 on the left" are played from seat 2
    Then the scores are 0, 18 and 61
    And the match is over, won by seat 2

