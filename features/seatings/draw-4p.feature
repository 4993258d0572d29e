# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "draw" rules for 4 players

  Scenarios for the clauses that hold for draw at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-draw-4-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 4 players: seat 3 goes out and scores 52
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 5-5 on the right, 0-5 on the right, 0-6 on the right, draw, draw, draw, draw, 3-6 on the right, 3-3 on the right, 2-6 on the left, 0-3 on the right, 2-3 on the left, 0-1 on the right, draw, 1-6 on the right, 3-5 on the left, 1-5 on the left, pass, 4-6 on the right, 4-5 on the right" are played from seat 3
    Then seat 3 goes out and wins the hand
    And the pips left are 37, 8, 7 and 0
    And the hand scores 52 points
    And the scores are 0, 0, 0 and 52

  @id:seat-draw-4-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names
  Scenario: draw at 4 players: the lead 6-6 opens the line
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6" are played from seat 3
    Then the open ends show 6 and 6
    And the left end shows 6
    And the right end shows 6

  @id:seat-draw-4-line-play-either-end-001 @clause:line.play.either-end
  Scenario: draw at 4 players: 0-6 matches the left and right ends and may be played on either
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 5-5 on the right, 0-5 on the right" are played from seat 3
    Then seat 3 may play 0-6 on the left
    And seat 3 may play 0-6 on the right

  @id:seat-draw-4-line-spinner-none-001 @clause:line.spinner.none @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: draw at 4 players: 5-6 may not be played on an up end that is not open
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw" are played from seat 3
    And seat 0 tries to play 5-6 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-draw-4-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: draw at 4 players: the lightest hands tie at 2 pips and nobody wins
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-3 1-5 2-6 3-4 3-5             |
      | 1        | 0-0 0-3 1-1 4-6 6-6             |
      | 2        | 0-1 0-2 2-3 2-4 4-5             |
      | 3        | 0-4 0-5 0-6 2-2 3-6             |
      | boneyard | 3-3 1-6 5-6 5-5 4-4 1-4 2-5 1-2 |
    When the moves "6-6, draw, draw, 1-6 on the left, 3-6 on the right, 1-3 on the left, 0-3 on the right, 0-1 on the right, draw, draw, draw, draw, 1-4 on the right, 3-5 on the left, 4-6 on the right, 4-5 on the left, 0-6 on the right, 3-4 on the left, 0-0 on the right, 3-3 on the left, 0-4 on the right, draw, draw, pass, pass, 2-4 on the right, 2-2 on the right, 2-5 on the right, pass, 2-3 on the left, 5-6 on the right, 2-6 on the left" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 9, 2, 2 and 23
    And a redeal is needed
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-0 0-5 0-6 3-4 5-5             |
      | 1        | 0-3 0-4 1-1 1-3 2-2             |
      | 2        | 1-2 1-5 1-6 2-4 6-6             |
      | 3        | 0-1 1-4 2-6 3-5 5-6             |
      | boneyard | 2-5 4-5 3-3 3-6 2-3 4-4 0-2 4-6 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-draw-4-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw at 4 players: seat 2 leads the hand after a hand won by seat 2
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-0 0-6 2-3 3-5 4-4             |
      | 1        | 1-1 1-5 2-4 3-3 5-6             |
      | 2        | 0-3 0-4 2-2 3-4 5-5             |
      | 3        | 0-1 1-2 1-3 1-4 1-6             |
      | boneyard | 2-5 6-6 0-2 2-6 0-5 3-6 4-6 4-5 |
    When the moves "5-5, draw, 2-5 on the left, 3-5 on the right, 2-4 on the left, 3-4 on the right, 1-4 on the right, 4-4 on the left, 1-1 on the right, 0-4 on the left, 1-6 on the right, 0-6 on the left, 5-6 on the right, draw, 6-6 on the left, draw, draw, 2-6 on the left, 2-3 on the left, 1-5 on the right, 0-3 on the left, 0-2 on the left, draw, draw, draw, draw, pass, pass, 2-2 on the left" are played from seat 2
    Then the scores are 0, 0, 47 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-0 0-6 1-3 1-4 4-6             |
      | 1        | 1-2 2-6 3-6 4-4 5-5             |
      | 2        | 1-1 2-4 4-5 5-6 6-6             |
      | 3        | 0-2 0-4 1-5 2-3 3-4             |
      | boneyard | 3-5 0-5 3-3 2-2 2-5 1-6 0-1 0-3 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-draw-4-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: draw at 4 players: seat 1 cannot play and passes, and seat 2 is to play
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 5-5 on the right, 0-5 on the right, 0-6 on the right, draw, draw, draw, draw, 3-6 on the right, 3-3 on the right, 2-6 on the left, 0-3 on the right, 2-3 on the left, 0-1 on the right, draw, 1-6 on the right, 3-5 on the left, 1-5 on the left" are played from seat 3
    Then the legal moves are "pass"
    And seat 1 may not draw
    And the boneyard holds 0 tiles
    When seat 1 passes
    Then seat 2 is to play

  @id:seat-draw-4-draw-order-001 @clause:draw.order @clause:draw.until-playable @clause:deal.boneyard @clause:turn.one-tile
  Scenario: draw at 4 players: seat 0 draws 4-4, 1-4 and 5-6 from the boneyard until a tile fits
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6" are played from seat 3
    Then the legal moves are "draw"
    When seat 0 draws
    And seat 0 draws
    And seat 0 draws
    Then seat 0 holds "1-2 1-3 1-4 2-3 2-4 3-4 4-4 5-6"
    And the boneyard holds 5 tiles
    And seat 0 is to play
    And seat 0 may play 5-6 on the right

  @id:seat-draw-4-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: draw at 4 players: once the hand is over no move is accepted
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 5-5 on the right, 0-5 on the right, 0-6 on the right, draw, draw, draw, draw, 3-6 on the right, 3-3 on the right, 2-6 on the left, 0-3 on the right, 2-3 on the left, 0-1 on the right, draw, 1-6 on the right, 3-5 on the left, 1-5 on the left, pass, 4-6 on the right, 4-5 on the right" are played from seat 3
    Then the status is hand_over
    When seat 3 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-draw-4-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: draw at 4 players: seat 1 cannot play and may not draw from a boneyard of 0
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 5-5 on the right, 0-5 on the right, 0-6 on the right, draw, draw, draw, draw, 3-6 on the right, 3-3 on the right, 2-6 on the left, 0-3 on the right, 2-3 on the left, 0-1 on the right, draw, 1-6 on the right, 3-5 on the left, 1-5 on the left" are played from seat 3
    And seat 1 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-draw-4-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 4 players: seat 3 goes out with a tile that also blocks the line, and scores 28
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-6 3-4 3-6 4-6 6-6             |
      | 1        | 0-2 0-6 1-5 2-3 5-6             |
      | 2        | 0-3 0-5 2-5 2-6 4-4             |
      | 3        | 0-0 0-4 2-2 2-4 4-5             |
      | boneyard | 3-5 5-5 1-1 1-3 1-2 3-3 1-4 0-1 |
    When the moves "6-6, 5-6 on the right, 2-5 on the right, 2-2 on the right, 1-6 on the left, 0-2 on the right, 0-5 on the right, 4-5 on the right, 4-6 on the right, 0-6 on the right, 0-3 on the right, draw, 3-5 on the right, draw, 5-5 on the right, 1-5 on the right, draw, 1-1 on the left, draw, 1-3 on the right, 3-4 on the right, draw, 1-2 on the left, 4-4 on the right, 2-4 on the left, draw, draw, 1-4 on the left, draw, 0-1 on the left, pass, 0-0 on the left, pass, pass, pass, 0-4 on the right" are played from seat 0
    Then seat 3 goes out and wins the hand
    And the pips left are 15, 5, 8 and 0
    And the hand scores 28 points
    And the scores are 0, 0, 0 and 28

  @id:seat-draw-4-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw at 4 players: seat 3 wins the blocked hand and scores 68
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-5 1-3 2-4 3-5 3-6             |
      | 1        | 0-3 0-4 4-4 4-6 5-6             |
      | 2        | 1-1 1-4 1-6 2-3 2-6             |
      | 3        | 0-1 1-2 2-2 3-4 5-5             |
      | boneyard | 2-5 0-6 1-5 4-5 6-6 3-3 0-2 0-0 |
    When the moves "5-5, 3-5 on the right, 5-6 on the left, 2-3 on the right, 1-2 on the right, 3-6 on the left, 0-3 on the left, 1-1 on the right, 0-1 on the left, 1-3 on the left, draw, draw, draw, 1-5 on the right, draw, 4-5 on the right, 3-4 on the right, draw, draw, 3-3 on the right, draw, draw" are played from seat 3
    Then the hand is blocked and won by seat 3
    And the pips left are 23, 37, 20 and 4
    And the hand scores 68 points
    And the scores are 0, 0, 0 and 68

  @id:seat-draw-4-score-fives-off-001 @clause:score.fives.off
  Scenario: draw at 4 players: open ends counting 15 score nothing
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 2-3 2-4 3-4             |
      | 1        | 0-1 0-4 2-2 3-3 5-5             |
      | 2        | 0-0 0-5 2-5 2-6 4-6             |
      | 3        | 0-3 0-6 3-5 4-5 6-6             |
      | boneyard | 4-4 1-4 5-6 0-2 1-1 1-5 3-6 1-6 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 5-5 on the right, 0-5 on the right, 0-6 on the right, draw, draw, draw, draw, 3-6 on the right" are played from seat 3
    Then the count is 15
    And the scores are 0, 0, 0 and 0

  @id:seat-draw-4-match-carry-001 @clause:match.carry
  Scenario: draw at 4 players: the second hand's 48 points are added to the first hand's scores
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-4 0-5 1-2 2-4 4-5             |
      | 1        | 0-2 2-2 2-6 3-5 5-5             |
      | 2        | 0-1 3-6 4-4 4-6 5-6             |
      | 3        | 0-0 1-1 1-5 2-3 2-5             |
      | boneyard | 3-3 1-6 1-4 1-3 6-6 0-3 0-6 3-4 |
    When the moves "5-5, 5-6 on the right, 1-5 on the left, 1-2 on the left, 2-2 on the left, 3-6 on the right, 2-5 on the left, 0-5 on the left, 0-2 on the left, draw, 3-3 on the right, 2-3 on the left, draw, draw, draw, 1-3 on the left, 3-5 on the right, 0-1 on the left, 0-0 on the left, 4-5 on the right, draw, draw, 0-3 on the left, 4-6 on the right, draw, 0-6 on the right, 0-4 on the right, draw, 3-4 on the right" are played from seat 1
    Then the scores are 0, 0, 0 and 40
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-6 1-5 2-3 2-6 3-3             |
      | 1        | 0-0 0-1 1-6 4-4 6-6             |
      | 2        | 0-5 1-2 1-3 2-2 2-5             |
      | 3        | 0-3 3-6 4-5 5-5 5-6             |
      | boneyard | 0-2 1-1 4-6 2-4 1-4 3-5 3-4 0-4 |
    And the moves "0-3, 3-3 on the right, 0-1 on the left, 1-2 on the left, 3-6 on the right, 2-3 on the left, 6-6 on the right, 1-3 on the left, 5-6 on the right, 1-5 on the left, draw, draw, draw, draw, draw, draw, 3-5 on the right, 0-5 on the left, draw, 3-4 on the right, 0-6 on the left, 2-4 on the right, 2-5 on the right, 4-5 on the right, 2-6 on the left" are played from seat 3
    Then the hand scores 48 points
    And the scores are 48, 0, 0 and 40

  @id:seat-draw-4-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: draw at 4 players: a match played out to 61 is won by seat 0
    Given the "draw" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-0 0-5 1-2 2-4 4-4             |
      | 1        | 1-1 2-5 2-6 3-4 5-6             |
      | 2        | 0-2 0-4 2-2 3-6 6-6             |
      | 3        | 0-1 0-3 0-6 1-3 2-3             |
      | boneyard | 4-6 1-6 5-5 1-5 4-5 3-3 1-4 3-5 |
    When the moves "6-6, 0-6 on the left, 0-0 on the left, 5-6 on the right, 0-2 on the left, 2-3 on the left, 0-5 on the right, 3-4 on the left, 0-4 on the right, draw, 4-6 on the left, 2-4 on the right, 2-6 on the left, 2-2 on the right, draw, draw, draw, draw, draw, draw, draw, pass, 1-2 on the left, 2-5 on the right, pass, 4-5 on the right, 4-4 on the right" are played from seat 2
    Then the scores are 61, 0, 0 and 0
    And the match is over, won by seat 0

