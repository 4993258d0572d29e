# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives" rules for 2 players

  Scenarios for the clauses that hold for all-fives at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-2-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives at 2 players: seat 1 may play every tile of the open ends' suits it holds
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right, 2-3 on the right" are played from seat 0
    Then the legal moves are "1-5 on the left, 4-5 on the left, 1-2 on the right, 2-4 on the right"

  @id:seat-all-fives-2-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 2 players: seat 1 goes out and scores 10
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right, 2-3 on the right, 2-4 on the right, 1-4 on the right, 1-2 on the right, 2-2 on the right, 4-5 on the left, 0-4 on the left, 1-5 on the up, 1-6 on the up claiming 10, 3-6 on the up, draw, 0-6 on the left, 1-3 on the up" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 10 and 0
    And the hand scores 10 points
    And the scores are 10 and 10

  @id:seat-all-fives-2-equipment-tile-double-full-001 @clause:equipment.tile.double-full @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 2 players: seat 0 goes out and scores 4
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-1 1-4 1-5 1-6 2-5 3-4 5-5                             |
      | 1        | 0-3 0-4 1-2 2-2 2-4 3-5 4-5                             |
      | boneyard | 0-1 3-3 0-2 4-6 5-6 4-4 2-6 6-6 3-6 0-6 0-5 2-3 1-3 0-0 |
    When the moves "5-5 claiming 10, 3-5 on the left, 3-4 on the left, 0-4 on the left claiming 10, 2-5 on the right, 2-4 on the right, 1-5 on the up, 0-3 on the left, 1-4 on the right claiming 5, 1-2 on the up, 1-1 on the right, 4-5 on the down, 1-6 on the right claiming 15" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 4
    And the hand scores 4 points
    And the scores are 34 and 10

  @id:seat-all-fives-2-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives at 2 players: 1-5 matches the left and right ends and may be played on either
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right, 2-3 on the right, 2-4 on the right, 1-4 on the right" are played from seat 0
    Then seat 1 may play 1-5 on the left
    And seat 1 may play 1-5 on the right

  @id:seat-all-fives-2-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.forced-tile
  Scenario: all-fives at 2 players: 6-6 is not dealt and seat 0 leads 5-5, the highest of the doubles 2-2 and 5-5
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    Then seat 0 must lead 5-5

  @id:seat-all-fives-2-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives at 2 players: seat 0 leads the hand after a hand won by seat 0
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 2-4 2-6 3-4 3-5 4-4 4-5                             |
      | 1        | 0-0 1-1 1-3 2-2 2-5 3-6 5-6                             |
      | boneyard | 0-6 6-6 1-6 3-3 2-3 4-6 0-5 1-2 0-1 1-5 0-2 1-4 0-4 5-5 |
    When the moves "4-4, draw, draw, draw, draw, draw, draw, 4-6 on the left, 4-5 on the right, 5-6 on the right, 3-4 on the up claiming 15, 6-6 on the left, 0-3 on the up, 0-0 on the up, 2-4 on the down claiming 20, 1-6 on the right, muggins, 2-6 on the down, 0-6 on the down, draw, 0-5 on the up, 1-3 on the right, muggins, 3-5 on the up" are played from seat 0
    Then the scores are 103 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 1-2 2-3 3-5 3-6 4-6 5-6                             |
      | 1        | 0-1 0-6 1-4 1-6 3-4 4-5 6-6                             |
      | boneyard | 0-0 0-4 0-5 1-5 2-4 5-5 1-3 0-3 2-6 3-3 2-5 1-1 4-4 2-2 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-2-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives at 2 players: seat 1 leads the hand after a blocked hand won by seat 1
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-3 0-4 1-3 1-4 4-4 5-5                             |
      | 1        | 1-1 2-2 2-5 2-6 3-6 4-6 6-6                             |
      | boneyard | 3-4 1-2 5-6 1-5 0-6 2-3 0-0 0-1 3-5 2-4 3-3 1-6 4-5 0-5 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 3-6 on the left, 0-3 on the left claiming 5, 2-6 on the up, 5-5 on the right, 4-6 on the down, 0-4 on the down, 2-2 on the up, 1-2 on the up, 2-5 on the right, 1-3 on the up claiming 5, draw, draw, 0-6 on the down, 0-2 on the left, draw, 2-3 on the up, draw, draw, draw, draw, 2-4 on the right, draw, draw, 1-6 on the down, 1-4 on the right, 1-5 on the right, muggins, 3-5 on the right, 1-1 on the down, 3-4 on the right, draw, 4-5 on the right, 0-1 on the down, draw, 0-5 on the down" are played from seat 1
    Then the scores are 20 and 2
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 1-6 2-2 3-5 4-4 4-5                             |
      | 1        | 0-3 1-1 2-6 3-6 4-6 5-6 6-6                             |
      | boneyard | 1-3 2-5 3-4 3-3 1-2 0-0 0-5 1-4 1-5 2-4 2-3 0-6 0-1 5-5 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-all-fives-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:end.redeal.fives-stand @clause:lead.any-tile
  Scenario: all-fives at 2 players: the lightest hands tie at 12 pips and nobody wins
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-1 1-3 1-4 1-5 1-6 3-3                             |
      | 1        | 0-2 0-3 2-5 2-6 3-6 4-4 4-6                             |
      | boneyard | 5-6 2-2 0-5 4-5 2-3 6-6 1-2 2-4 3-4 0-4 5-5 3-5 0-0 0-6 |
    When the moves "4-4, 1-4 on the right, 4-6 on the left, 1-3 on the right, 3-6 on the left, 3-3 on the right, 0-3 on the right, 0-1 on the right, draw, draw, draw, draw, 4-5 on the down, 1-5 on the right, 2-5 on the right claiming 10, draw, 2-3 on the right, 5-6 on the down, 1-6 on the down, draw, draw, 1-2 on the down, draw, 2-4 on the down claiming 10, draw, 3-4 on the left, draw, 0-4 on the up, 0-2 on the up, draw, draw, 3-5 on the right, 0-5 on the right claiming 10, draw, 0-0 on the right claiming 10, 2-2 on the up, draw, 0-6 on the right, 2-6 on the right" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 12 and 12
    And a redeal is needed
    And the scores are 20 and 20
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 1-2 1-3 1-4 2-4 2-5                             |
      | 1        | 1-1 1-6 2-2 3-3 3-6 4-4 6-6                             |
      | boneyard | 0-4 3-5 5-6 0-0 5-5 2-6 4-6 2-3 0-6 3-4 0-5 1-5 0-3 4-5 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-2-turn-direction-cw-001 @clause:turn.direction.cw @clause:turn.order
  Scenario: all-fives at 2 players: after seat 1 plays, seat 0 is to play
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right" are played from seat 0
    Then seat 0 is to play

  @id:seat-all-fives-2-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: all-fives at 2 players: seat 0 may not play 1-3, which is seat 1's
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right" are played from seat 0
    And seat 0 tries to play 1-3 on the right
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-all-fives-2-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: all-fives at 2 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-1 1-3 1-6 2-5 3-3 3-4 4-4                             |
      | 1        | 0-0 1-4 2-2 2-3 2-6 3-5 4-6                             |
      | boneyard | 5-6 0-6 1-2 6-6 5-5 0-5 1-5 0-3 2-4 0-1 4-5 0-4 0-2 3-6 |
    When the moves "4-4, 1-4 on the right, 1-1 on the right claiming 10, 4-6 on the left, 1-6 on the right, 2-6 on the left, 3-4 on the down, 2-3 on the left, 1-3 on the left claiming 10, 3-5 on the down, 2-5 on the down, 2-2 on the down, draw, 5-6 on the right claiming 10, draw, draw, 1-2 on the left, draw, draw, 5-5 on the right, draw, 0-5 on the right, draw, draw, 0-3 on the right, draw, 2-4 on the down, 3-3 on the right, draw, draw, 4-5 on the down, 1-5 on the down, 0-1 on the down, draw, 0-4 on the down, draw, 0-2 on the left, draw, 3-6 on the right claiming 10, 0-6 on the right" are played from seat 0
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-all-fives-2-move-refusal-does-not-match-001 @clause:move.refusal.does-not-match @clause:line.play.match @clause:move.refusal.unchanged
  Scenario: all-fives at 2 players: 0-4 may not be played on the left end, which shows 5
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right" are played from seat 0
    And seat 0 tries to play 0-4 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-2-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives at 2 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-1 1-3 1-6 2-5 3-3 3-4 4-4                             |
      | 1        | 0-0 1-4 2-2 2-3 2-6 3-5 4-6                             |
      | boneyard | 5-6 0-6 1-2 6-6 5-5 0-5 1-5 0-3 2-4 0-1 4-5 0-4 0-2 3-6 |
    When the moves "4-4, 1-4 on the right, 1-1 on the right claiming 10, 4-6 on the left, 1-6 on the right, 2-6 on the left, 3-4 on the down, 2-3 on the left, 1-3 on the left claiming 10, 3-5 on the down, 2-5 on the down, 2-2 on the down, draw, 5-6 on the right claiming 10, draw, draw, 1-2 on the left, draw, draw, 5-5 on the right, draw, 0-5 on the right, draw, draw, 0-3 on the right, draw, 2-4 on the down, 3-3 on the right, draw, draw, 4-5 on the down, 1-5 on the down, 0-1 on the down, draw, 0-4 on the down, draw, 0-2 on the left, draw, 3-6 on the right claiming 10, 0-6 on the right" are played from seat 0
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-all-fives-2-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 2 players: seat 1 goes out with a tile that also blocks the line, and scores 12
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-1 1-3 1-6 2-5 3-3 3-4 4-4                             |
      | 1        | 0-0 1-4 2-2 2-3 2-6 3-5 4-6                             |
      | boneyard | 5-6 0-6 1-2 6-6 5-5 0-5 1-5 0-3 2-4 0-1 4-5 0-4 0-2 3-6 |
    When the moves "4-4, 1-4 on the right, 1-1 on the right claiming 10, 4-6 on the left, 1-6 on the right, 2-6 on the left, 3-4 on the down, 2-3 on the left, 1-3 on the left claiming 10, 3-5 on the down, 2-5 on the down, 2-2 on the down, draw, 5-6 on the right claiming 10, draw, draw, 1-2 on the left, draw, draw, 5-5 on the right, draw, 0-5 on the right, draw, draw, 0-3 on the right, draw, 2-4 on the down, 3-3 on the right, draw, draw, 4-5 on the down, 1-5 on the down, 0-1 on the down, draw, 0-4 on the down, draw, 0-2 on the left, draw, 3-6 on the right claiming 10, 0-6 on the right, pass, 0-0 on the right" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 12 and 0
    And the hand scores 12 points
    And the scores are 40 and 12

  @id:seat-all-fives-2-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 2 players: seat 0 wins the blocked hand and scores 54
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-5 2-3 3-5 3-6 4-5 5-5                             |
      | 1        | 0-6 1-2 1-4 1-6 2-4 3-3 4-6                             |
      | boneyard | 2-2 2-6 5-6 0-1 1-1 6-6 4-4 0-2 1-3 0-5 0-3 3-4 0-4 2-5 |
    When the moves "5-5, muggins, draw, draw, draw, 5-6 on the left, 3-5 on the right, 2-6 on the left claiming 5, 1-5 on the up, 1-2 on the left claiming 5, 3-6 on the right, 1-6 on the up, 4-5 on the down, 4-6 on the down, draw, 0-1 on the left, 0-6 on the left, draw, draw, 6-6 on the up claiming 30, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the pips left are 7 and 61
    And the hand scores 54 points
    And the scores are 84 and 20

  @id:seat-all-fives-2-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives at 2 players: after 4-5 the open ends 2, 4, 5 and 5 count 8
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 1-6 2-2 2-3 4-6 5-5                             |
      | 1        | 1-2 1-3 1-5 2-4 3-5 3-6 4-5                             |
      | boneyard | 0-6 6-6 0-5 4-4 2-6 1-1 0-2 0-3 3-4 0-0 3-3 2-5 5-6 0-1 |
    When the moves "5-5, 3-5 on the right, 2-3 on the right, 2-4 on the right, 1-4 on the right, 1-2 on the right, 2-2 on the right, 4-5 on the left" are played from seat 0
    Then the open ends show 2, 4, 5 and 5
    And the count is 8

  @id:seat-all-fives-2-match-carry-001 @clause:match.carry
  Scenario: all-fives at 2 players: the second hand's 23 points are added to the first hand's scores
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 2-4 2-6 3-4 3-5 4-4 4-5                             |
      | 1        | 0-0 1-1 1-3 2-2 2-5 3-6 5-6                             |
      | boneyard | 0-6 6-6 1-6 3-3 2-3 4-6 0-5 1-2 0-1 1-5 0-2 1-4 0-4 5-5 |
    When the moves "4-4, draw, draw, draw, draw, draw, draw, 4-6 on the left, 4-5 on the right, 5-6 on the right, 3-4 on the up claiming 15, 6-6 on the left, 0-3 on the up, 0-0 on the up, 2-4 on the down claiming 20, 1-6 on the right, muggins, 2-6 on the down, 0-6 on the down, draw, 0-5 on the up, 1-3 on the right, muggins, 3-5 on the up" are played from seat 0
    Then the scores are 103 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 1-2 2-3 3-5 3-6 4-6 5-6                             |
      | 1        | 0-1 0-6 1-4 1-6 3-4 4-5 6-6                             |
      | boneyard | 0-0 0-4 0-5 1-5 2-4 5-5 1-3 0-3 2-6 3-3 2-5 1-1 4-4 2-2 |
    And the moves "3-5, 3-4 on the left, 5-6 on the right claiming 10, 1-6 on the right claiming 5, 4-6 on the left, 1-4 on the right claiming 10, 3-6 on the left, 4-5 on the right, 2-3 on the left, draw, draw, draw, 0-5 on the right, 1-2 on the left, 0-0 on the right, 0-2 on the right" are played from seat 0
    Then the hand scores 23 points
    And the scores are 136 and 15

  @id:seat-all-fives-2-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives at 2 players: a side reaching 250 during the hand plays it out
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-2 1-3 2-2 3-3 3-4 4-5                             |
      | 1        | 0-2 0-4 1-4 1-6 2-6 3-5 4-6                             |
      | boneyard | 1-1 0-3 1-5 0-1 0-6 2-3 0-0 2-5 6-6 4-4 2-4 3-6 5-6 5-5 |
    When the moves "3-3, 3-5 on the left, 0-5 on the left, 0-4 on the left claiming 10, 1-3 on the right, 1-4 on the right, 3-4 on the up, 4-6 on the left, 4-5 on the up claiming 15, 1-6 on the left, 1-2 on the left, 0-2 on the left, draw, draw, 0-3 on the down, draw, 1-5 on the up, muggins, 1-1 on the up, draw, 0-1 on the up, draw, 0-6 on the up claiming 10, 2-6 on the up" are played from seat 0
    Then the scores are 30 and 14
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 2-3 2-6 3-3 3-4 3-5 4-4 4-6                             |
      | 1        | 0-0 1-2 1-5 1-6 2-5 3-6 5-5                             |
      | boneyard | 1-4 2-2 5-6 0-3 0-6 4-5 6-6 2-4 0-1 0-4 1-1 0-2 1-3 0-5 |
    And the moves "1-2, 2-6 on the right, 1-5 on the left, 3-5 on the left, 3-6 on the left, 4-6 on the right, 1-6 on the left, 4-4 on the right, draw, 1-4 on the right, 3-4 on the down, muggins, draw, draw, draw, 0-3 on the down, draw, 0-6 on the down, 5-6 on the down, draw, 4-5 on the up, 5-5 on the down, draw, draw, draw, 0-1 on the left, 2-5 on the down, 2-4 on the down, muggins, 0-0 on the left, draw, 0-4 on the down, draw, 1-1 on the right, draw, 0-2 on the down, 2-2 on the down" are played from seat 1
    Then the scores are 30 and 52
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-3 0-6 1-2 3-3 3-6 5-5                             |
      | 1        | 0-5 1-1 1-6 2-3 2-5 2-6 3-4                             |
      | boneyard | 0-4 4-5 1-4 3-5 2-2 0-0 5-6 4-6 1-5 4-4 0-1 2-4 6-6 1-3 |
    And the moves "1-6, 1-2 on the left, 2-6 on the left, 3-6 on the right, 3-4 on the right, muggins, 0-6 on the left, 0-5 on the left, 5-5 on the left, 2-5 on the left, 0-2 on the left, draw, 0-4 on the left, draw, 4-5 on the left, draw, 1-4 on the right, draw, 3-5 on the down, 1-1 on the right, muggins, 0-3 on the down, draw, draw, 0-0 on the down, draw, 5-6 on the left, draw, 4-6 on the left, draw, 1-5 on the up, draw, 4-4 on the left, draw, 0-1 on the down, draw, 2-4 on the left, draw, draw, 1-3 on the right, 2-2 on the left, 3-3 on the right, 2-3 on the left" are played from seat 1
    Then the scores are 50 and 64
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 1-2 1-4 3-4 3-5 3-6 6-6                             |
      | 1        | 0-0 0-1 0-5 0-6 2-2 4-4 5-5                             |
      | boneyard | 0-2 0-4 2-3 3-3 2-6 1-5 1-6 1-3 4-5 2-4 2-5 5-6 4-6 1-1 |
    And the moves "5-5, 3-5 on the left, 0-5 on the right, 3-4 on the left, 0-0 on the right, 1-4 on the left, 0-1 on the right, 1-2 on the left, 2-2 on the left claiming 5, draw, 0-2 on the left, 0-6 on the left, 6-6 on the left, draw, draw, draw, draw, 2-6 on the left, draw, 1-5 on the up, 2-3 on the left claiming 5, 3-6 on the left, draw, 1-6 on the right, draw, 1-3 on the up claiming 15, 3-3 on the up, 0-3 on the up" are played from seat 1
    Then the scores are 77 and 74
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-6 2-6 3-3 4-5 4-6 5-5                             |
      | 1        | 0-2 0-6 1-1 1-4 2-3 2-4 5-6                             |
      | boneyard | 1-2 4-4 2-5 3-4 0-1 1-3 1-5 2-2 3-5 0-4 6-6 0-5 3-6 0-3 |
    And the moves "4-6, 1-4 on the left, 1-6 on the left, 0-6 on the left, 2-6 on the right, 2-3 on the right, 3-3 on the right, 0-2 on the left, draw, 1-2 on the left, 1-1 on the left, draw, draw, draw, 3-4 on the right, 2-4 on the right, 2-5 on the right, 5-6 on the right" are played from seat 0
    Then the scores are 77 and 101
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-4 1-1 1-6 2-4 2-6 4-6                             |
      | 1        | 0-0 1-5 2-2 2-3 2-5 5-5 5-6                             |
      | boneyard | 0-3 3-5 3-4 4-4 0-5 1-2 3-6 3-3 0-6 4-5 6-6 0-2 1-3 1-4 |
    And the moves "2-2, 2-6 on the right, 5-6 on the right, 2-4 on the left, 5-5 on the right, 4-6 on the left, 2-3 on the down, 1-6 on the left, 2-5 on the up, 1-1 on the left, 1-5 on the right, 0-1 on the right claiming 10, 0-0 on the right claiming 10" are played from seat 1
    Then the scores are 87 and 115
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-5 0-6 1-4 1-5 2-4 3-6                             |
      | 1        | 2-2 2-6 3-5 4-4 4-5 5-5 6-6                             |
      | boneyard | 0-0 2-3 0-4 3-3 1-6 0-2 1-1 1-3 3-4 0-1 4-6 5-6 2-5 1-2 |
    And the moves "6-6, 3-6 on the right, 3-5 on the right, 0-6 on the left claiming 5, 2-6 on the down, 0-3 on the left, 4-5 on the right, 1-4 on the right, 2-2 on the down, 2-4 on the down, 4-4 on the down, 1-5 on the right, 5-5 on the right" are played from seat 1
    Then the scores are 92 and 120
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-4 0-5 0-6 2-2 2-5 4-4                             |
      | 1        | 1-2 1-3 1-4 1-5 4-5 4-6 5-6                             |
      | boneyard | 6-6 1-6 3-4 1-1 2-6 3-6 0-0 0-3 3-5 2-3 0-2 5-5 2-4 3-3 |
    And the moves "5-6, 0-6 on the right claiming 5, 1-5 on the left, 0-1 on the left, draw, draw, draw, draw, draw, draw, draw, 0-0 on the left, 0-5 on the right claiming 5, 4-5 on the right, 0-4 on the right, draw, 0-3 on the left, draw, 3-5 on the left claiming 5, draw, draw, 0-2 on the down, 2-5 on the down, draw, 5-5 on the down, muggins, draw, draw" are played from seat 1
    Then the scores are 170 and 120
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-6 1-1 2-2 3-5 3-6 6-6                             |
      | 1        | 0-2 1-2 1-4 1-6 2-5 3-3 3-4                             |
      | boneyard | 5-5 4-6 2-3 2-6 0-0 1-3 4-4 0-3 0-1 4-5 1-5 2-4 0-5 5-6 |
    And the moves "0-4, 0-2 on the left, 2-2 on the left, 1-4 on the right, muggins, 1-1 on the right, 1-2 on the left, draw, draw, draw, 2-3 on the down, 1-6 on the left, 6-6 on the left, 3-3 on the down claiming 20, 4-6 on the left, 3-4 on the down, muggins, draw, 2-6 on the up, draw, draw, 1-3 on the right, 3-6 on the right, muggins, draw, 4-4 on the left, 0-6 on the right, 0-0 on the right, draw, 0-3 on the right, draw, draw, 4-5 on the left, 3-5 on the right claiming 20, 2-5 on the right, 5-5 on the left" are played from seat 0
    Then the scores are 206 and 160
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-6 1-2 2-3 2-6 3-3 5-6                             |
      | 1        | 0-5 1-5 3-4 3-5 3-6 5-5 6-6                             |
      | boneyard | 2-4 0-2 0-1 1-3 1-1 4-4 0-4 4-6 1-6 2-2 4-5 2-5 0-3 1-4 |
    And the moves "2-3 claiming 5, 3-6 on the right, 0-6 on the right, 0-5 on the right, 2-6 on the left, 1-5 on the right, 1-2 on the right, 6-6 on the left, 5-6 on the left, 3-5 on the left, muggins, 3-3 on the left, 3-4 on the left, draw, 2-4 on the right, draw, draw, draw, draw, draw, 4-4 on the left, draw, 0-4 on the right, 0-1 on the right, draw, 4-6 on the up, 1-3 on the right, muggins, draw, 1-6 on the down, 1-1 on the down, draw, draw, 4-5 on the left, 5-5 on the left, draw, 2-5 on the left, 0-2 on the left" are played from seat 0
    Then the scores are 231 and 164
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-1 1-2 1-4 3-3 5-6 6-6                             |
      | 1        | 0-4 0-5 1-3 1-5 1-6 2-4 3-5                             |
      | boneyard | 2-5 0-2 5-5 3-4 3-6 4-4 0-6 2-6 2-2 4-5 2-3 0-3 4-6 0-0 |
    And the moves "0-5 claiming 5, 5-6 on the right, 1-6 on the right, 1-2 on the right, 0-4 on the left, 1-4 on the left, 2-4 on the right claiming 5, 1-1 on the left, 1-3 on the left, 3-3 on the left claiming 10, 1-5 on the down, 0-1 on the up claiming 15" are played from seat 1
    Then the scores are 256 and 174
    And the hand is not over
    And the match is not over
    And seat 1 is to play

  @id:seat-all-fives-2-match-end-target-001 @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: all-fives at 2 players: a match played out to 250 is won by seat 0
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-5 1-2 1-3 2-2 2-3 5-5                             |
      | 1        | 0-0 0-1 0-2 2-4 3-3 3-5 6-6                             |
      | boneyard | 5-6 4-4 1-6 1-1 3-4 4-6 4-5 1-4 3-6 0-6 0-4 1-5 2-6 2-5 |
    When the moves "6-6, draw, 5-6 on the left, 3-5 on the left claiming 15, 0-3 on the left, 0-2 on the left, 2-2 on the left, 2-4 on the left, draw, 4-4 on the left claiming 20, draw, 1-6 on the right, 1-2 on the right claiming 10, draw, draw, 3-4 on the left, 2-3 on the left, draw, 4-6 on the up, draw, 4-5 on the up, draw, draw, 3-6 on the down, 0-5 on the up, 0-0 on the up, 1-3 on the down, 0-1 on the up, draw, draw, draw, 1-5 on the up claiming 10, 1-4 on the down, 5-5 on the up, draw, 2-6 on the right, 0-4 on the down, draw, 2-5 on the up claiming 10, 0-6 on the down" are played from seat 1
    Then the scores are 48 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 1-3 1-6 2-2 3-6 4-4 4-5 6-6                             |
      | 1        | 0-4 0-6 1-5 2-3 2-6 3-3 3-5                             |
      | boneyard | 1-2 1-1 0-0 1-4 2-4 3-4 0-1 4-6 0-2 5-5 0-5 2-5 0-3 5-6 |
    And the moves "1-6, 0-6 on the right, 1-3 on the left, 3-3 on the left, 3-6 on the left, 3-5 on the up, 6-6 on the left, 1-5 on the up, draw, 1-2 on the up, 2-6 on the left, 2-2 on the up, 2-3 on the left, draw, draw, 0-0 on the right, 0-4 on the right" are played from seat 0
    Then the scores are 48 and 44
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 1-1 1-5 2-4 3-3 3-5 4-6 6-6                             |
      | 1        | 0-1 0-4 0-5 1-3 1-6 5-5 5-6                             |
      | boneyard | 1-4 3-6 2-6 2-2 0-6 4-5 0-3 0-0 1-2 4-4 2-3 0-2 3-4 2-5 |
    And the moves "0-5 claiming 5, 3-5 on the right, 0-1 on the left, 1-1 on the left claiming 5, 1-3 on the left, 3-3 on the left, 1-6 on the down, 1-5 on the up claiming 20, 5-5 on the up claiming 25, 4-6 on the down, 0-4 on the down, draw, draw, 3-6 on the left, 5-6 on the up" are played from seat 1
    Then the scores are 73 and 97
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-6 2-2 2-6 3-6 4-6 6-6                             |
      | 1        | 0-4 1-1 1-6 3-3 3-4 3-5 5-6                             |
      | boneyard | 1-3 1-2 5-5 4-5 0-5 2-4 4-4 2-5 0-1 0-2 2-3 1-5 0-3 1-4 |
    And the moves "1-1, draw, 1-3 on the right, 1-6 on the left, 2-6 on the left claiming 5, 3-4 on the right, 4-6 on the right, 5-6 on the right, 2-2 on the left, 3-5 on the right, 3-6 on the right, draw, 1-2 on the left, 6-6 on the right, draw, draw, draw, draw, draw, draw, draw, 0-1 on the up, 0-0 on the up, 0-4 on the up, 0-6 on the right" are played from seat 1
    Then the scores are 129 and 97
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 1-2 1-4 2-2 3-5 5-5                             |
      | 1        | 0-6 1-1 1-6 2-4 3-3 3-4 5-6                             |
      | boneyard | 6-6 1-5 0-1 2-3 2-5 4-6 4-5 0-3 2-6 0-0 4-4 1-3 0-5 3-6 |
    And the moves "1-4 claiming 5, 1-6 on the left, muggins, 0-4 on the right, 0-6 on the left, 0-2 on the left, 2-4 on the left, draw, draw, draw, 0-1 on the right claiming 5, 1-1 on the right, 1-2 on the right, 3-4 on the left claiming 5, 1-5 on the down claiming 10, 5-6 on the down, 2-2 on the right, 3-3 on the left" are played from seat 0
    Then the scores are 159 and 132
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-6 2-3 2-4 2-6 3-6                             |
      | 1        | 0-1 0-5 1-3 1-5 2-5 5-5 6-6                             |
      | boneyard | 0-4 1-6 2-2 4-4 3-5 1-1 3-3 0-3 4-5 3-4 5-6 4-6 1-2 1-4 |
    And the moves "6-6, 3-6 on the right claiming 15, 1-3 on the right, 0-6 on the left, 1-5 on the right claiming 5, 0-0 on the left claiming 5, 5-5 on the right, 2-6 on the down, 0-5 on the left, 0-2 on the down claiming 15, 0-1 on the down, draw, draw, 1-6 on the down, 2-5 on the left" are played from seat 1
    Then the scores are 194 and 152
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 2-2 2-3 3-4 5-6 6-6                             |
      | 1        | 0-4 0-6 1-4 2-6 3-5 4-4 4-6                             |
      | boneyard | 2-5 0-3 1-6 1-1 1-3 1-2 3-6 5-5 0-0 1-5 4-5 0-5 3-3 2-4 |
    And the moves "4-4, 3-4 on the right, 3-5 on the right, 5-6 on the right, 2-6 on the right claiming 10, 0-2 on the right, 1-4 on the left, 0-1 on the left, 0-6 on the right, 6-6 on the right, 4-6 on the down, draw, draw, 0-3 on the left, 0-4 on the up" are played from seat 1
    Then the scores are 194 and 178
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 2-3 2-4 2-5 2-6 4-5                             |
      | 1        | 1-2 1-6 3-5 4-4 4-6 5-6 6-6                             |
      | boneyard | 1-4 0-5 0-1 1-3 0-6 3-3 3-6 2-2 1-5 0-0 0-3 3-4 5-5 1-1 |
    And the moves "4-6 claiming 10, 4-5 on the left, 1-6 on the right, 2-5 on the left, 1-2 on the right, 2-6 on the right, 5-6 on the right, 2-4 on the left, 3-5 on the right, 0-4 on the left, draw, draw, 0-5 on the left, 2-3 on the right, draw, draw, draw, draw, draw, draw, 2-2 on the right, 0-2 on the right claiming 5" are played from seat 1
    Then the scores are 250 and 188
    And the match is over, won by seat 0

