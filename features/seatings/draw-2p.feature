# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "draw" rules for 2 players

  Scenarios for the clauses that hold for draw at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-draw-2-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 2 players: seat 0 goes out and scores 13
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-4 1-5 4-4 4-5 4-6 5-6                             |
      | 1        | 0-2 0-5 0-6 1-3 2-2 3-3 5-5                             |
      | boneyard | 1-6 3-6 1-4 0-0 6-6 3-5 2-6 3-4 2-3 1-2 2-4 1-1 2-5 0-3 |
    When the moves "5-5, 4-5 on the right, 0-5 on the left, 0-1 on the left, 1-3 on the left, 4-4 on the right, 3-3 on the left, 4-6 on the right, 0-6 on the right, 0-4 on the right, draw, draw, 3-6 on the left, 5-6 on the left, draw, 1-4 on the right, 1-5 on the right" are played from seat 1
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 13
    And the hand scores 13 points
    And the scores are 13 and 0

  @id:seat-draw-2-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw at 2 players: seat 1 leads the hand after a hand won by seat 1
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-3 1-4 2-3 2-4 5-5 6-6                             |
      | 1        | 0-1 0-3 1-2 1-6 2-6 3-5 4-5                             |
      | boneyard | 4-6 2-5 4-4 0-2 5-6 0-6 3-4 3-6 0-5 0-4 2-2 1-5 1-1 3-3 |
    When the moves "6-6, 1-6 on the left, 1-3 on the left, 2-6 on the right, 2-3 on the right, 3-5 on the left, 5-5 on the left, 0-3 on the right, 0-0 on the right, 0-1 on the right, 1-4 on the right, 4-5 on the right, draw, draw, 2-5 on the right, 1-2 on the right" are played from seat 0
    Then the scores are 0 and 16
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-4 2-2 2-5 3-6 5-6 6-6                             |
      | 1        | 0-4 1-1 1-3 2-3 2-4 3-3 4-6                             |
      | boneyard | 1-5 2-6 4-4 3-4 0-1 5-5 0-2 1-2 4-5 0-6 0-3 1-6 0-5 3-5 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-draw-2-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw at 2 players: seat 0 leads the hand after a blocked hand won by seat 0
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 0-3 1-5 1-6 2-4 3-3                             |
      | 1        | 0-6 1-2 2-2 2-6 4-6 5-6 6-6                             |
      | boneyard | 1-3 3-4 2-5 4-5 3-6 0-5 1-4 3-5 4-4 2-3 0-4 5-5 1-1 0-0 |
    When the moves "6-6, 1-6 on the right, 0-6 on the left, 0-2 on the left, 2-6 on the left, 0-1 on the right, 5-6 on the left, 1-5 on the left, 1-2 on the left, 2-4 on the left, 4-6 on the left, 0-3 on the right, draw, 1-3 on the right, draw, draw, draw, draw, 3-6 on the left, draw, draw, 1-4 on the right, 3-4 on the left, draw, draw, 4-4 on the left, 4-5 on the right, 0-5 on the right, draw, draw, 0-4 on the right, draw, draw, draw" are played from seat 1
    Then the scores are 6 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-6 2-3 2-6 3-6 5-5 5-6                             |
      | 1        | 0-4 0-5 1-1 1-4 2-2 3-4 4-4                             |
      | boneyard | 0-2 6-6 4-5 3-3 4-6 1-6 2-4 1-5 2-5 1-2 0-1 0-3 1-3 3-5 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-draw-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: draw at 2 players: the lightest hands tie at 10 pips and nobody wins
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-2 2-2 4-5 5-5 5-6                             |
      | 1        | 1-3 1-4 1-6 2-3 2-6 3-5 6-6                             |
      | boneyard | 0-3 0-4 1-1 2-5 3-3 0-5 4-6 1-2 4-4 3-4 1-5 0-6 2-4 3-6 |
    When the moves "6-6, 5-6 on the left, 2-6 on the right, 2-2 on the right, 3-5 on the left, 0-2 on the right, 2-3 on the left, 0-1 on the right, 1-4 on the right, 4-5 on the right, draw, draw, draw, draw, 2-5 on the right, draw, draw, draw, draw, 1-2 on the left, 1-3 on the left, 3-3 on the left, 0-3 on the left, 0-5 on the left, draw, draw, draw, 1-5 on the left, draw, draw, 2-4 on the right, 3-4 on the right, draw, 3-6 on the right, 1-6 on the left, 0-6 on the right, 0-4 on the right, 4-6 on the right" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 10 and 10
    And a redeal is needed
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 1-1 1-2 1-4 4-6 5-6                             |
      | 1        | 0-1 0-3 0-5 3-3 3-6 4-4 6-6                             |
      | boneyard | 3-4 1-3 2-5 1-5 5-5 0-6 3-5 2-4 4-5 2-3 2-6 0-0 2-2 1-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-draw-2-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: draw at 2 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-3 2-3 2-6 3-5 4-6 5-5                             |
      | 1        | 0-0 0-4 0-6 2-5 3-4 4-4 5-6                             |
      | boneyard | 1-5 3-6 3-3 2-4 0-2 4-5 1-2 1-1 6-6 1-4 1-6 0-3 2-2 0-5 |
    When the moves "5-5, 5-6 on the right, 3-5 on the left, 0-6 on the right, 0-1 on the right, 3-4 on the left, 4-6 on the left, draw, 1-5 on the right, 2-6 on the left, 2-5 on the left, draw, draw, draw, draw, draw, 4-5 on the right, 4-4 on the right, 2-4 on the right, draw, 1-2 on the right, 1-3 on the right, draw, draw, draw, draw, draw, 0-3 on the right, 0-2 on the right, draw, 2-2 on the right, 2-3 on the right, draw, 0-5 on the left, 3-6 on the right, 1-6 on the right" are played from seat 0
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-draw-2-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: draw at 2 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-3 2-3 2-6 3-5 4-6 5-5                             |
      | 1        | 0-0 0-4 0-6 2-5 3-4 4-4 5-6                             |
      | boneyard | 1-5 3-6 3-3 2-4 0-2 4-5 1-2 1-1 6-6 1-4 1-6 0-3 2-2 0-5 |
    When the moves "5-5, 5-6 on the right, 3-5 on the left, 0-6 on the right, 0-1 on the right, 3-4 on the left, 4-6 on the left, draw, 1-5 on the right, 2-6 on the left, 2-5 on the left, draw, draw, draw, draw, draw, 4-5 on the right, 4-4 on the right, 2-4 on the right, draw, 1-2 on the right, 1-3 on the right, draw, draw, draw, draw, draw, 0-3 on the right, 0-2 on the right, draw, 2-2 on the right, 2-3 on the right, draw, 0-5 on the left, 3-6 on the right, 1-6 on the right" are played from seat 0
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-draw-2-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 2 players: seat 1 goes out with a tile that also blocks the line, and scores 14
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-4 1-6 2-5 2-6 3-3 5-6 6-6                             |
      | 1        | 0-1 0-2 0-4 1-1 1-5 4-4 4-6                             |
      | boneyard | 5-5 2-2 4-5 0-0 2-4 2-3 1-3 0-5 3-5 3-4 0-3 1-2 0-6 3-6 |
    When the moves "6-6, 4-6 on the right, 1-6 on the left, 4-4 on the right, 1-4 on the right, 0-1 on the left, draw, draw, draw, draw, 0-0 on the left, 1-1 on the right, draw, draw, draw, 1-3 on the right, 0-4 on the left, 4-5 on the left, 1-5 on the left, 3-3 on the right, draw, draw, 3-5 on the right, 5-6 on the right, draw, draw, draw, 1-2 on the left, 2-6 on the left, draw, 0-6 on the right, draw, 3-6 on the left, 0-5 on the right, 2-3 on the left, 0-2 on the left, 2-5 on the right, 0-3 on the left, 2-4 on the right, 3-4 on the left" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 14 and 0
    And the hand scores 14 points
    And the scores are 0 and 14

  @id:seat-draw-2-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 2 players: seat 0 wins the blocked hand and scores 8
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-3 2-3 2-6 3-5 4-6 5-5                             |
      | 1        | 0-0 0-4 0-6 2-5 3-4 4-4 5-6                             |
      | boneyard | 1-5 3-6 3-3 2-4 0-2 4-5 1-2 1-1 6-6 1-4 1-6 0-3 2-2 0-5 |
    When the moves "5-5, 5-6 on the right, 3-5 on the left, 0-6 on the right, 0-1 on the right, 3-4 on the left, 4-6 on the left, draw, 1-5 on the right, 2-6 on the left, 2-5 on the left, draw, draw, draw, draw, draw, 4-5 on the right, 4-4 on the right, 2-4 on the right, draw, 1-2 on the right, 1-3 on the right, draw, draw, draw, draw, draw, 0-3 on the right, 0-2 on the right, draw, 2-2 on the right, 2-3 on the right, draw, 0-5 on the left, 3-6 on the right, 1-6 on the right, pass, 0-0 on the left, pass, 1-4 on the right, pass, 0-4 on the left" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the pips left are 6 and 14
    And the hand scores 8 points
    And the scores are 8 and 0

  @id:seat-draw-2-match-carry-001 @clause:match.carry
  Scenario: draw at 2 players: the second hand's 38 points are added to the first hand's scores
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-3 1-4 2-3 2-4 5-5 6-6                             |
      | 1        | 0-1 0-3 1-2 1-6 2-6 3-5 4-5                             |
      | boneyard | 4-6 2-5 4-4 0-2 5-6 0-6 3-4 3-6 0-5 0-4 2-2 1-5 1-1 3-3 |
    When the moves "6-6, 1-6 on the left, 1-3 on the left, 2-6 on the right, 2-3 on the right, 3-5 on the left, 5-5 on the left, 0-3 on the right, 0-0 on the right, 0-1 on the right, 1-4 on the right, 4-5 on the right, draw, draw, 2-5 on the right, 1-2 on the right" are played from seat 0
    Then the scores are 0 and 16
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-4 2-2 2-5 3-6 5-6 6-6                             |
      | 1        | 0-4 1-1 1-3 2-3 2-4 3-3 4-6                             |
      | boneyard | 1-5 2-6 4-4 3-4 0-1 5-5 0-2 1-2 4-5 0-6 0-3 1-6 0-5 3-5 |
    And the moves "1-3, 1-4 on the left, 2-3 on the right, 2-5 on the right, 4-6 on the left, 5-6 on the left, draw, 1-5 on the left, draw, draw, draw, draw, 0-1 on the left, 0-4 on the left, 3-4 on the left, 3-3 on the left, 3-6 on the left, draw, 5-5 on the right, 2-6 on the left, 2-4 on the left, 4-4 on the left, draw, draw, draw, 4-5 on the right, draw, draw, draw, draw, draw" are played from seat 1
    Then the hand scores 38 points
    And the scores are 0 and 54

  @id:seat-draw-2-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: draw at 2 players: a match played out to 100 is won by seat 1
    Given the "draw" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-4 0-6 1-4 1-5 2-2 5-6                             |
      | 1        | 0-5 1-2 2-5 3-3 3-5 3-6 6-6                             |
      | boneyard | 4-5 4-6 2-3 5-5 3-4 2-4 2-6 0-1 4-4 1-1 0-3 0-2 1-3 1-6 |
    When the moves "6-6, 5-6 on the right, 3-6 on the left, 1-5 on the right, 1-2 on the right, 2-2 on the right, 2-5 on the right, draw, 4-5 on the right, 3-5 on the left, 1-4 on the right, 0-5 on the left, 0-4 on the left, draw, 4-6 on the left, 0-6 on the left, draw, draw, draw, draw, draw, draw, 0-1 on the left, draw, draw, 1-1 on the right, draw, draw, draw, 1-3 on the right, draw, 1-6 on the left, 2-3 on the right, pass, 0-2 on the right, 0-0 on the right, 0-3 on the right, pass, 3-4 on the right, 4-4 on the right" are played from seat 1
    Then the scores are 30 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 2-2 3-5 3-6 4-4 5-5 5-6                             |
      | 1        | 0-3 1-1 1-2 2-4 2-6 3-4 4-6                             |
      | boneyard | 0-5 4-5 0-4 0-0 1-6 3-3 0-1 6-6 0-6 1-4 1-3 2-3 1-5 2-5 |
    And the moves "5-6, 2-6 on the right, 5-5 on the left, 2-4 on the right, 3-5 on the left, 4-6 on the right, 3-6 on the left, draw, draw, draw, draw, draw, 1-6 on the right, draw, draw, 0-1 on the right, 0-3 on the right, 3-3 on the right, 3-4 on the right, 4-4 on the right, 4-5 on the right, draw, 6-6 on the left, 0-5 on the right, 0-2 on the right, 1-2 on the right, draw, 0-6 on the left, 0-4 on the left, draw, 1-4 on the left, 1-1 on the right, draw, 1-3 on the left, draw, 2-3 on the left, 2-2 on the left" are played from seat 0
    Then the scores are 30 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-5 1-2 2-3 2-5 5-5                             |
      | 1        | 0-1 0-3 0-6 1-1 1-5 3-3 4-5                             |
      | boneyard | 0-4 4-4 1-6 3-5 2-2 1-3 1-4 3-6 5-6 2-4 4-6 2-6 3-4 6-6 |
    And the moves "0-2, 0-6 on the left, 2-3 on the right, 3-3 on the right, draw, draw, draw, 1-6 on the left, 0-1 on the left, 0-5 on the left, 4-5 on the left, 0-4 on the left, 0-3 on the left, draw, 3-5 on the left, 1-5 on the left, 1-2 on the left, draw, 2-2 on the left, 2-5 on the left, draw, 1-3 on the right, 5-5 on the left, 1-1 on the right" are played from seat 0
    Then the scores are 30 and 8
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 1-2 1-6 2-4 2-6 4-4 5-6                             |
      | 1        | 1-1 1-4 2-3 2-5 3-3 3-4 5-5                             |
      | boneyard | 0-1 0-6 3-5 2-2 0-4 0-0 0-3 3-6 0-5 4-6 6-6 4-5 1-5 1-3 |
    And the moves "2-3, 2-6 on the left, 3-4 on the right, 2-4 on the right, 2-5 on the right, 5-6 on the left, 5-5 on the left, draw, draw, draw, 3-5 on the left, 3-3 on the left, draw, draw, draw, draw, 0-3 on the left, draw, draw, 0-5 on the right, 0-6 on the right, 3-6 on the right, 0-2 on the left, draw, draw, draw, draw, draw, 1-3 on the right, 2-2 on the left, 1-1 on the right, 1-2 on the left, 1-4 on the left, 0-1 on the right, 4-6 on the left, 1-6 on the left, 1-5 on the left, 0-0 on the right, 4-5 on the left, 0-4 on the right, pass, 4-4 on the left" are played from seat 1
    Then the scores are 42 and 8
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-5 2-5 3-3 3-6 4-4 5-5                             |
      | 1        | 0-1 1-3 1-4 1-5 2-4 3-4 3-5                             |
      | boneyard | 2-2 2-6 1-2 1-1 4-5 2-3 0-3 0-6 6-6 5-6 0-4 1-6 0-2 4-6 |
    And the moves "0-0, 0-1 on the right, 0-5 on the left, 1-3 on the right, 2-5 on the left, 3-4 on the right, 4-4 on the right, 2-4 on the left, draw, draw, draw, draw, draw, 4-5 on the right, 1-4 on the left, 1-2 on the left, 3-5 on the right, 3-6 on the right, draw, 2-3 on the left, 3-3 on the left, draw, 0-3 on the left, 2-6 on the right, draw, 0-6 on the left, 2-2 on the right, draw, 6-6 on the left, draw, 5-6 on the left, 1-5 on the left" are played from seat 0
    Then the scores are 42 and 20
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-3 0-5 1-2 2-5 4-5                             |
      | 1        | 0-4 1-1 1-3 1-6 2-2 2-6 4-4                             |
      | boneyard | 0-6 3-4 3-3 5-6 6-6 4-6 5-5 0-2 1-5 3-6 3-5 2-3 1-4 2-4 |
    And the moves "1-1, 1-2 on the left, 1-3 on the right, 2-5 on the left, draw, draw, 3-4 on the right, 0-5 on the left, 4-4 on the right, 0-0 on the left, 0-4 on the right, 0-3 on the left, 0-6 on the right, draw, 3-3 on the left, 1-6 on the right, 0-1 on the right, draw, draw, draw, draw, draw, 0-2 on the right, draw, draw, 3-6 on the left, 5-6 on the left, 4-5 on the left, 2-6 on the right, draw, draw, draw, 1-4 on the left, 4-6 on the right, 1-5 on the left, 5-5 on the left, 3-5 on the left, draw, 2-4 on the right, 2-3 on the left" are played from seat 1
    Then the scores are 58 and 20
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-1 2-3 2-5 3-3 3-4 5-5                             |
      | 1        | 0-1 0-2 0-4 0-6 1-6 4-5 6-6                             |
      | boneyard | 3-5 0-0 0-3 1-2 1-5 5-6 4-6 2-2 2-4 1-4 2-6 1-3 4-4 3-6 |
    And the moves "1-1, 1-6 on the left, draw, draw, draw, draw, 1-2 on the right, 6-6 on the left, 2-5 on the right, 4-5 on the right, 3-4 on the right, 0-6 on the left, 0-0 on the left, 0-4 on the left, 2-3 on the right, 0-2 on the right, 0-5 on the right, draw, 1-5 on the right, draw, draw, 4-6 on the left, 0-1 on the right" are played from seat 0
    Then the scores are 58 and 58
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-3 2-5 3-4 3-5 3-6 5-5                             |
      | 1        | 0-1 1-1 1-2 1-4 2-4 3-3 4-5                             |
      | boneyard | 0-4 4-4 2-3 6-6 0-3 1-6 1-5 4-6 0-2 2-6 2-2 5-6 0-0 0-6 |
    And the moves "3-3, 3-5 on the left, 4-5 on the left, 3-4 on the left, draw, draw, draw, 2-3 on the left, 1-3 on the right, 1-4 on the right, 2-5 on the left, 4-4 on the right, 0-5 on the left, 2-4 on the right, draw, draw, 0-3 on the left, 1-2 on the right, 3-6 on the left, 1-1 on the right, 6-6 on the left, 0-1 on the right, draw, 1-6 on the left, 0-4 on the right" are played from seat 1
    Then the scores are 58 and 68
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-6 1-1 2-2 2-4 4-5 5-6                             |
      | 1        | 0-4 1-3 2-6 3-4 4-4 4-6 5-5                             |
      | boneyard | 6-6 1-4 3-6 3-5 0-5 0-2 1-6 2-5 0-3 0-0 1-5 1-2 2-3 3-3 |
    And the moves "3-4, 2-4 on the right, 1-3 on the left, 1-1 on the left, 2-6 on the right, 0-6 on the right, 0-4 on the right, 4-5 on the right, 5-5 on the right, 0-1 on the left, draw, draw, draw, draw, 3-5 on the right, draw, 0-5 on the left, 3-6 on the right, 5-6 on the left, 4-6 on the left, draw, draw, 1-6 on the right, 1-4 on the left, draw, draw, draw, draw, 1-5 on the left, draw, 1-2 on the right, 0-2 on the right, draw, draw, pass, 2-5 on the left, 2-3 on the left, 0-3 on the right, 3-3 on the right" are played from seat 1
    Then the scores are 74 and 68
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-5 1-2 2-2 2-4 3-5                             |
      | 1        | 0-2 0-6 1-1 1-5 1-6 3-6 5-5                             |
      | boneyard | 6-6 2-6 2-3 0-4 1-3 4-6 3-3 4-4 0-3 4-5 3-4 5-6 1-4 2-5 |
    And the moves "0-1, 0-2 on the left, 2-2 on the left, 1-1 on the right, 1-2 on the left, 1-6 on the right, draw, 6-6 on the right, 1-5 on the left, 0-5 on the left, 0-6 on the left, draw, 2-6 on the left, 3-6 on the right, 3-5 on the right, 5-5 on the right" are played from seat 0
    Then the scores are 74 and 74
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 0-6 1-6 2-5 4-5 5-6                             |
      | 1        | 0-3 0-4 1-1 1-2 1-3 3-4 3-5                             |
      | boneyard | 5-5 2-4 1-4 2-2 0-0 4-4 1-5 4-6 2-6 2-3 3-6 6-6 3-3 0-5 |
    And the moves "3-5, 4-5 on the right, 1-3 on the left, 0-1 on the left, 3-4 on the right, 0-6 on the left, 0-3 on the right, 5-6 on the left, 0-4 on the right, 2-5 on the left, 1-2 on the left, 1-6 on the left, draw, draw, 2-4 on the right, 0-2 on the right" are played from seat 1
    Then the scores are 86 and 74
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-4 2-5 3-3 3-5 3-6 5-6                             |
      | 1        | 0-2 0-3 1-2 2-2 3-4 5-5 6-6                             |
      | boneyard | 0-4 0-6 1-1 4-5 0-5 2-6 2-4 2-3 1-6 4-6 1-5 0-0 4-4 1-3 |
    And the moves "1-4, 3-4 on the right, 3-3 on the right, 1-2 on the left, 3-6 on the right, 0-2 on the left, 0-1 on the left, 6-6 on the right, 5-6 on the right, 5-5 on the right, 3-5 on the right, 0-3 on the right, draw, 0-4 on the right, draw, draw, 1-1 on the left, draw, 4-5 on the right, draw, 0-5 on the right, draw, draw, draw, draw, 1-6 on the left, 0-6 on the left, draw, draw, draw, 0-0 on the right, draw, draw" are played from seat 0
    Then the scores are 86 and 100
    And the match is over, won by seat 1

