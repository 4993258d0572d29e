# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives" rules for 4 players

  Scenarios for the clauses that hold for all-fives at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-4-equipment-set-composition-001 @clause:equipment.set.composition @clause:deal.explicit @clause:deal.seats @clause:deal.boneyard
  Scenario: all-fives at 4 players: each seat holds the tiles dealt to it and the boneyard the other 8
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    Then seat 0 holds "0-2 0-5 1-6 2-2 4-4"
    And seat 1 holds "0-3 1-5 3-4 3-5 5-5"
    And seat 2 holds "1-2 1-4 2-5 2-6 4-6"
    And seat 3 holds "0-1 3-6 4-5 5-6 6-6"
    And the boneyard holds 8 tiles

  @id:seat-all-fives-4-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives at 4 players: seat 2 may play every tile of the open ends' suits it holds
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left" are played from seat 3
    Then the legal moves are "2-5 on the left, 2-6 on the right, 4-6 on the right"

  @id:seat-all-fives-4-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: all-fives at 4 players: 1-5 written high half first is the same tile
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    And seat 1 plays the tile written "5-1" on the left
    Then the left end shows 5
    And every tile the engine reports is written low half first

  @id:seat-all-fives-4-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 4 players: seat 3 goes out and scores 25
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10, draw, 0-6 on the down claiming 10, 4-6 on the left, 3-6 on the up, 4-4 on the left, 0-3 on the down, 1-4 on the left, 0-1 on the left, 0-2 on the left, 3-5 on the down, 2-5 on the left, 4-5 on the down" are played from seat 3
    Then seat 3 goes out and wins the hand
    And the pips left are 5, 17, 3 and 0
    And the hand scores 25 points
    And the scores are 10, 10, 0 and 25

  @id:seat-all-fives-4-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives at 4 players: the lead 6-6 opens the line
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6" are played from seat 3
    Then the open ends show 6 and 6
    And the left end shows 6
    And the right end shows 6
    And the count is 12

  @id:seat-all-fives-4-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: 0-3 may not be played on the left end, which shows 1
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    And seat 1 tries to play 0-3 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-4-line-play-orientation-001 @clause:line.play.orientation
  Scenario: all-fives at 4 players: 1-6 played on the 6 at the left end turns it into a 1
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    Then the left end shows 1

  @id:seat-all-fives-4-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives at 4 players: 5-6 matches the left and up ends and may be played on either
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right" are played from seat 3
    Then seat 3 may play 5-6 on the left
    And seat 3 may play 5-6 on the up

  @id:seat-all-fives-4-line-double-across-001 @clause:line.double.across
  Scenario: all-fives at 4 players: the double 2-2 laid across the right end shows its number
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10" are played from seat 3
    Then the right end shows 2

  @id:seat-all-fives-4-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives at 4 players: the first double, 2-2, played after the lead, becomes the spinner
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-4 0-5 1-5 1-6 4-6             |
      | 1        | 1-2 2-5 2-6 3-6 5-6             |
      | 2        | 0-1 0-2 0-3 2-3 4-5             |
      | 3        | 0-6 1-3 1-4 3-4 3-5             |
      | boneyard | 2-4 5-5 0-0 2-2 3-3 1-1 6-6 4-4 |
    When the moves "5-6, 4-5 on the left claiming 10, 3-4 on the left, 1-6 on the right, 1-2 on the right claiming 5, 0-2 on the right, 1-3 on the left, 0-4 on the right, draw, 2-4 on the right, 2-3 on the right, 1-4 on the left, 4-6 on the left, 2-6 on the left claiming 5, 0-3 on the right, 0-6 on the right, draw, draw, draw, 2-2 on the left" are played from seat 1
    Then the spinner is 2-2
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-4-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives at 4 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right" are played from seat 3
    Then the up end shows 6
    And the down end shows 6

  @id:seat-all-fives-4-deal-concealed-001 @clause:deal.concealed
  Scenario: all-fives at 4 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6" are played from seat 3
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 2's view shows its own hand and no hidden tile
    And seat 3's view shows its own hand and no hidden tile
    And seat 0's view shows hand sizes 5, 5, 5 and 4 and a boneyard of 8 tiles

  @id:seat-all-fives-4-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.forced-tile
  Scenario: all-fives at 4 players: 6-6 is not dealt and seat 2 leads 5-5, the highest of the doubles 1-1, 2-2, 4-4 and 5-5
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-4 1-2 2-5 2-6 4-5             |
      | 1        | 0-1 0-5 1-1 1-4 5-6             |
      | 2        | 0-3 1-5 2-2 4-6 5-5             |
      | 3        | 0-2 2-3 3-5 3-6 4-4             |
      | boneyard | 3-3 3-4 0-0 1-3 1-6 6-6 2-4 0-6 |
    Then seat 2 must lead 5-5

  @id:seat-all-fives-4-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:end.redeal.fives-stand @clause:lead.after-tie.rotate
  Scenario: all-fives at 4 players: the lightest hands tie at 6 pips and nobody wins
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-6 2-4 2-6 3-5 4-6             |
      | 1        | 1-1 1-4 2-2 3-3 3-6             |
      | 2        | 0-0 1-5 2-3 3-4 6-6             |
      | 3        | 0-4 0-5 1-3 2-5 5-5             |
      | boneyard | 0-3 0-1 5-6 1-6 1-2 4-5 4-4 0-2 |
    When the moves "6-6, draw, draw, draw, 5-6 on the right, 3-5 on the right, 3-6 on the right, draw, 1-6 on the right, 1-3 on the right, 2-6 on the left, 2-2 on the left, 2-3 on the right, 2-5 on the right, 4-6 on the down, 1-4 on the down claiming 10, 1-5 on the right, 0-1 on the down claiming 5, 0-6 on the down, 1-1 on the right, draw, 1-2 on the left, draw, draw, draw" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 6, 6, 7 and 41
    And a redeal is needed
    And the scores are 0, 10, 0 and 5
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-0 0-1 2-6 3-5 6-6             |
      | 1        | 0-4 1-5 2-4 2-5 4-4             |
      | 2        | 1-2 1-3 2-2 3-6 5-6             |
      | 3        | 0-3 1-1 1-6 4-5 5-5             |
      | boneyard | 0-2 3-4 2-3 1-4 0-5 0-6 4-6 3-3 |
    Then seat 3 is to lead
    And seat 3 may lead any tile

  @id:seat-all-fives-4-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives at 4 players: seat 2 leads the hand after a hand won by seat 2
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-3 1-3 2-2 2-5 3-6             |
      | 1        | 1-5 2-6 3-4 4-4 5-5             |
      | 2        | 0-0 0-2 1-1 3-5 5-6             |
      | 3        | 0-5 1-2 1-4 1-6 3-3             |
      | boneyard | 0-4 6-6 4-5 4-6 0-1 2-4 0-6 2-3 |
    When the moves "5-5, 5-6 on the right, 0-5 on the left, 0-3 on the left, 2-6 on the right claiming 5, 0-2 on the right, 3-3 on the left, 2-5 on the up, 1-5 on the down, 1-1 on the down, 1-4 on the down, 3-6 on the left, 3-4 on the down, 0-0 on the right, 1-2 on the up claiming 10, 1-3 on the up, draw, 0-4 on the right, 3-5 on the down" are played from seat 1
    Then the scores are 0, 5, 19 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-6 2-2 2-5 3-6 4-5             |
      | 1        | 0-4 1-1 1-3 1-6 2-4             |
      | 2        | 1-5 3-4 3-5 5-5 5-6             |
      | 3        | 0-5 1-4 2-3 2-6 4-6             |
      | boneyard | 1-2 4-4 3-3 0-0 0-2 0-3 0-1 6-6 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-all-fives-4-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: all-fives at 4 players: after seat 0 plays, seat 1 is to play
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    Then seat 1 is to play

  @id:seat-all-fives-4-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 1 may not play 3-5 straight after its own play
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left" are played from seat 3
    And seat 1 tries to play 3-5 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-4-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 1 may not play 1-2, which is seat 2's
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    And seat 1 tries to play 1-2 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-all-fives-4-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: all-fives at 4 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-3 0-4 1-1 1-6 2-6             |
      | 1        | 1-3 2-2 2-3 3-3 5-6             |
      | 2        | 1-2 1-5 3-4 4-5 6-6             |
      | 3        | 0-0 0-2 0-5 2-4 4-4             |
      | boneyard | 2-5 3-5 0-1 1-4 0-6 3-6 5-5 4-6 |
    When the moves "6-6, draw, draw, draw, draw, draw, 0-6 on the left, 0-3 on the left, 3-3 on the left, 3-4 on the left, 4-4 on the left claiming 20, 2-6 on the right claiming 10, 5-6 on the up, muggins, 1-5 on the up, 2-4 on the right, 1-6 on the up, draw, 3-6 on the up, muggins, 4-5 on the right, 3-5 on the up, 0-4 on the left claiming 10, draw, 5-5 on the up, draw, 4-6 on the down, 2-5 on the up" are played from seat 2
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-all-fives-4-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 1, able to play 1-5, may not pass
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    And seat 1 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 1 may play 1-5 on the left

  @id:seat-all-fives-4-draw-order-001 @clause:draw.order @clause:draw.until-playable @clause:deal.boneyard @clause:turn.one-tile
  Scenario: all-fives at 4 players: seat 1 draws 0-6 from the boneyard until a tile fits
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10" are played from seat 3
    Then the legal moves are "draw"
    When seat 1 draws
    Then seat 1 holds "0-3 0-6 3-4 3-5 5-5"
    And the boneyard holds 7 tiles
    And seat 1 is to play
    And seat 1 may play 0-6 on the down

  @id:seat-all-fives-4-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: all-fives at 4 players: seat 2 playing seat 1's 1-5 out of turn is refused as not its turn
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    And seat 2 tries to play 1-5 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-4-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: a move of no known kind is refused
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6" are played from seat 3
    And seat 0 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-all-fives-4-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: once the hand is over no move is accepted
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10, draw, 0-6 on the down claiming 10, 4-6 on the left, 3-6 on the up, 4-4 on the left, 0-3 on the down, 1-4 on the left, 0-1 on the left, 0-2 on the left, 3-5 on the down, 2-5 on the left, 4-5 on the down" are played from seat 3
    Then the status is hand_over
    When seat 3 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-all-fives-4-move-refusal-lead-tile-forced-001 @clause:move.refusal.lead-tile-forced @clause:lead.forced-tile @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 3 may not lead 5-6 instead of 6-6
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When seat 3 tries to lead 5-6
    Then the move is refused as "lead_tile_forced"
    And nothing has changed
    And seat 3 must lead 6-6

  @id:seat-all-fives-4-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: 1-5 may not be played on an up end that is not open
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left" are played from seat 3
    And seat 1 tries to play 1-5 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-4-move-refusal-wrong-claim-001 @clause:move.refusal.wrong-claim @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: claiming 15 for a play that scores 10 is refused
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right" are played from seat 3
    And seat 3 tries to play 3-6 on the up claiming 15
    Then the move is refused as "wrong_claim"
    And nothing has changed

  @id:seat-all-fives-4-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 3 may neither pass nor draw before leading
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When seat 3 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 3 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-all-fives-4-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-3 0-4 1-1 1-6 2-6             |
      | 1        | 1-3 2-2 2-3 3-3 5-6             |
      | 2        | 1-2 1-5 3-4 4-5 6-6             |
      | 3        | 0-0 0-2 0-5 2-4 4-4             |
      | boneyard | 2-5 3-5 0-1 1-4 0-6 3-6 5-5 4-6 |
    When the moves "6-6, draw, draw, draw, draw, draw, 0-6 on the left, 0-3 on the left, 3-3 on the left, 3-4 on the left, 4-4 on the left claiming 20, 2-6 on the right claiming 10, 5-6 on the up, muggins, 1-5 on the up, 2-4 on the right, 1-6 on the up, draw, 3-6 on the up, muggins, 4-5 on the right, 3-5 on the up, 0-4 on the left claiming 10, draw, 5-5 on the up, draw, 4-6 on the down, 2-5 on the up" are played from seat 2
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-all-fives-4-move-refusal-must-draw-001 @clause:move.refusal.must-draw @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 1 cannot play and may not pass while it may draw
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10" are played from seat 3
    And seat 1 tries to pass
    Then the move is refused as "must_draw"
    And nothing has changed
    And seat 1 may draw

  @id:seat-all-fives-4-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives at 4 players: seat 0 may not call muggins when no points are left unclaimed
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6" are played from seat 3
    And seat 0 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-4-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 4 players: seat 2 goes out with a tile that also blocks the line, and scores 44
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-5 1-6 2-3 3-5 6-6             |
      | 1        | 0-3 0-6 1-2 1-5 4-6             |
      | 2        | 2-6 3-4 4-4 4-5 5-6             |
      | 3        | 0-0 0-4 1-4 2-2 2-4             |
      | boneyard | 2-5 5-5 0-2 1-1 3-6 0-1 3-3 1-3 |
    When the moves "6-6, 0-6 on the right, 5-6 on the left claiming 5, 0-4 on the right, 1-6 on the up claiming 10, 1-5 on the up, 2-6 on the down, 2-4 on the right, 2-3 on the down, 1-2 on the right, 3-4 on the down, muggins, 1-4 on the right, 3-5 on the left, 4-6 on the down, 4-5 on the up, draw, draw, draw, draw, draw, 3-6 on the left, draw, draw, draw, pass, pass, 4-4 on the up" are played from seat 0
    Then seat 2 goes out and wins the hand
    And the pips left are 16, 3, 0 and 25
    And the hand scores 44 points
    And the scores are 10, 0, 49 and 15

  @id:seat-all-fives-4-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 4 players: seat 3 wins the blocked hand and scores 16
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-4 1-3 1-4 1-6 3-3             |
      | 1        | 2-4 3-5 3-6 4-5 5-6             |
      | 2        | 0-3 1-1 1-5 3-4 4-4             |
      | 3        | 0-6 1-2 2-2 2-6 4-6             |
      | boneyard | 6-6 0-1 2-5 2-3 0-0 0-2 5-5 0-5 |
    When the moves "4-4, 4-6 on the left, 1-4 on the right, 2-4 on the down, 1-1 on the right, 1-2 on the right, 1-6 on the left claiming 5, 4-5 on the up, muggins, 1-5 on the left, 2-2 on the right, draw, draw, draw, 2-5 on the right, 3-5 on the right, 0-3 on the right, 2-6 on the down, 0-1 on the right, 5-6 on the down, draw, draw, draw, draw, 5-5 on the left, draw, 0-5 on the up, 0-4 on the up, pass, 3-4 on the up, pass, 1-3 on the up" are played from seat 2
    Then the hand is blocked and won by seat 3
    And the pips left are 18, 9, 7 and 6
    And the hand scores 16 points
    And the scores are 5, 0, 10 and 16

  @id:seat-all-fives-4-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives at 4 players: after 2-2 the open ends 2, 6, 6 and 6 count 10
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10" are played from seat 3
    Then the open ends show 2, 6, 6 and 6
    And the count is 10

  @id:seat-all-fives-4-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives at 4 players: after 3-5 the open ends 3 and 5 count 13
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-6 1-4 2-4 4-4 5-5             |
      | 1        | 0-1 2-3 2-6 3-4 3-5             |
      | 2        | 0-0 0-2 0-3 0-4 0-5             |
      | 3        | 1-1 1-2 1-5 2-5 3-6             |
      | boneyard | 4-6 2-2 1-3 1-6 4-5 3-3 5-6 6-6 |
    When the moves "5-5, 3-5 on the left" are played from seat 0
    Then the open ends show 3 and 5
    And the count is 13

  @id:seat-all-fives-4-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.claim
  Scenario: all-fives at 4 players: 2-2 on the right claiming 10 makes the count 10 and scores it
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10" are played from seat 3
    Then the count is 10
    And the scores are 10, 0, 0 and 0

  @id:seat-all-fives-4-score-fives-muggins-001 @clause:score.fives.muggins @clause:move.kinds
  Scenario: all-fives at 4 players: seat 1 takes the 15 points left unclaimed with a muggins call
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-6 2-2 4-4             |
      | 1        | 0-3 1-5 3-4 3-5 5-5             |
      | 2        | 1-2 1-4 2-5 2-6 4-6             |
      | 3        | 0-1 3-6 4-5 5-6 6-6             |
      | boneyard | 0-6 0-0 0-4 2-3 1-3 3-3 2-4 1-1 |
    When the moves "6-6, 1-6 on the left, 1-5 on the left, 2-6 on the right, 5-6 on the left, 2-2 on the right claiming 10, draw, 0-6 on the down claiming 10, 4-6 on the left, 3-6 on the up, 4-4 on the left" are played from seat 3
    Then 15 points are waiting for muggins
    When seat 1 calls muggins
    Then the scores are 10, 25, 0 and 0
    And seat 1 is to play

  @id:seat-all-fives-4-match-carry-001 @clause:match.carry
  Scenario: all-fives at 4 players: the second hand's 13 points are added to the first hand's scores
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-3 1-3 2-2 2-5 3-6             |
      | 1        | 1-5 2-6 3-4 4-4 5-5             |
      | 2        | 0-0 0-2 1-1 3-5 5-6             |
      | 3        | 0-5 1-2 1-4 1-6 3-3             |
      | boneyard | 0-4 6-6 4-5 4-6 0-1 2-4 0-6 2-3 |
    When the moves "5-5, 5-6 on the right, 0-5 on the left, 0-3 on the left, 2-6 on the right claiming 5, 0-2 on the right, 3-3 on the left, 2-5 on the up, 1-5 on the down, 1-1 on the down, 1-4 on the down, 3-6 on the left, 3-4 on the down, 0-0 on the right, 1-2 on the up claiming 10, 1-3 on the up, draw, 0-4 on the right, 3-5 on the down" are played from seat 1
    Then the scores are 0, 5, 19 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-6 2-2 2-5 3-6 4-5             |
      | 1        | 0-4 1-1 1-3 1-6 2-4             |
      | 2        | 1-5 3-4 3-5 5-5 5-6             |
      | 3        | 0-5 1-4 2-3 2-6 4-6             |
      | boneyard | 1-2 4-4 3-3 0-0 0-2 0-3 0-1 6-6 |
    And the moves "5-5 claiming 10, 0-5 on the right claiming 10, 4-5 on the left, 0-4 on the left, 1-5 on the down, 1-4 on the down, 0-6 on the right claiming 10, 1-6 on the right claiming 5, 3-5 on the up, 4-6 on the down claiming 10, 3-6 on the up, 1-1 on the right, 5-6 on the up, 2-6 on the down, 2-5 on the up, 2-4 on the down, 3-4 on the down" are played from seat 2
    Then the hand scores 13 points
    And the scores are 10, 10, 42 and 30

  @id:seat-all-fives-4-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives at 4 players: a side reaching 250 during the hand plays it out
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 1-2 3-3 3-6 5-5 5-6             |
      | 1        | 0-2 0-6 1-3 1-5 4-4             |
      | 2        | 0-0 0-1 1-6 2-2 4-5             |
      | 3        | 0-5 1-4 2-3 2-5 2-6             |
      | boneyard | 3-4 2-4 6-6 1-1 3-5 0-3 0-4 4-6 |
    When the moves "5-5, 1-5 on the right, 1-6 on the right, 2-5 on the left, 5-6 on the down, 0-6 on the down, 2-2 on the left claiming 10, 0-5 on the up, 3-6 on the right, 1-3 on the right, 0-1 on the right, 2-3 on the left, 3-3 on the left, 0-2 on the right, 0-0 on the up, 2-6 on the right, draw, 3-4 on the left claiming 10, 4-4 on the left" are played from seat 0
    Then the scores are 10, 17, 10 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-3 0-6 1-4 2-4 2-6             |
      | 1        | 1-3 2-5 3-5 4-4 5-6             |
      | 2        | 0-4 1-5 2-2 5-5 6-6             |
      | 3        | 0-1 1-1 1-2 3-3 4-5             |
      | boneyard | 0-0 0-5 1-6 2-3 4-6 0-2 3-6 3-4 |
    And the moves "4-4, 0-4 on the left, 0-1 on the left, 2-4 on the right, 2-5 on the right, 1-5 on the left, 4-5 on the up, muggins, 1-4 on the down, 5-6 on the right, 5-5 on the left, 1-1 on the down, 2-6 on the right, 1-3 on the down, 2-2 on the right, 3-3 on the down, 0-3 on the down, 3-5 on the up" are played from seat 1
    Then the scores are 25, 38, 10 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-2 1-3 2-2 5-5 6-6             |
      | 1        | 1-4 3-5 4-5 4-6 5-6             |
      | 2        | 0-0 0-1 0-6 1-1 2-6             |
      | 3        | 0-5 1-5 1-6 2-5 3-4             |
      | boneyard | 3-3 1-2 0-3 2-4 2-3 3-6 4-4 0-4 |
    And the moves "1-4, muggins, 0-1 on the left, 3-4 on the right, 0-2 on the left, muggins, 3-5 on the right, 2-6 on the left, 0-5 on the right, 6-6 on the left, 4-6 on the left, 0-6 on the right, 1-6 on the up, 1-3 on the up, 4-5 on the left, draw, 3-3 on the up, 1-5 on the left, draw, 1-2 on the left, 5-6 on the right" are played from seat 1
    Then the scores are 25, 66, 15 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-3 1-4 4-5             |
      | 1        | 0-1 0-4 1-1 1-2 4-6             |
      | 2        | 2-2 2-3 3-3 3-4 3-6             |
      | 3        | 0-0 0-6 2-4 3-5 4-4             |
      | boneyard | 1-5 5-5 2-5 2-6 5-6 0-3 1-6 6-6 |
    And the moves "1-1, draw, 1-5 on the left, 3-5 on the left, 1-3 on the right, 0-1 on the up, 3-4 on the right, 2-4 on the right, 0-5 on the up, muggins, 1-2 on the down, 2-3 on the right, draw, 5-5 on the up, 0-2 on the down, 0-4 on the down claiming 20, 3-6 on the right, 4-4 on the down, 4-5 on the down, 4-6 on the right" are played from seat 1
    Then the scores are 25, 117, 15 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 1-1 1-5 2-2 3-3 3-6             |
      | 1        | 0-5 1-4 2-6 5-5 6-6             |
      | 2        | 2-3 2-4 3-4 4-6 5-6             |
      | 3        | 0-0 0-1 0-2 1-2 3-5             |
      | boneyard | 4-5 0-4 4-4 1-6 1-3 2-5 0-3 0-6 |
    And the moves "2-6, 2-4 on the left, muggins, draw, 4-5 on the left, 1-5 on the left, 1-4 on the left claiming 10, 3-4 on the left, 3-5 on the left, 3-6 on the right, 5-5 on the left, 2-3 on the right, 1-2 on the right, 1-1 on the right, 0-5 on the left, 5-6 on the down, 0-1 on the left, draw, draw, draw, 1-6 on the right, 6-6 on the right" are played from seat 1
    Then the scores are 25, 161, 15 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-6 1-3 1-4 1-6 3-3             |
      | 1        | 2-2 2-3 2-5 3-4 3-5             |
      | 2        | 1-5 2-6 3-6 5-5 6-6             |
      | 3        | 0-0 0-1 0-4 2-4 4-5             |
      | boneyard | 4-4 0-5 1-2 0-3 5-6 1-1 0-2 4-6 |
    And the moves "2-3, 2-6 on the left, draw, draw, draw, draw, 0-3 on the right, 0-6 on the right, draw, 5-6 on the right, 1-5 on the right, 1-2 on the right, 1-6 on the left, 2-2 on the right claiming 5, draw, 1-1 on the left, 2-4 on the right, 1-4 on the left, 2-5 on the up, 5-5 on the up, 4-4 on the right, draw, 0-2 on the down, 3-4 on the right, 3-6 on the right, 0-0 on the down claiming 20, draw, 4-6 on the left, 3-5 on the up claiming 15" are played from seat 1
    Then the scores are 25, 222, 15 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-2 0-5 1-4 3-6 6-6             |
      | 1        | 0-0 0-1 0-6 1-6 4-4             |
      | 2        | 0-3 1-5 2-4 2-6 3-3             |
      | 3        | 1-1 3-5 4-5 4-6 5-6             |
      | boneyard | 2-3 2-5 3-4 2-2 5-5 1-3 1-2 0-4 |
    And the moves "0-6, 2-6 on the right, draw, 2-3 on the right, 0-2 on the left claiming 5, draw, 2-5 on the left, 3-3 on the right, 5-6 on the left, 3-6 on the right, 1-6 on the left, 1-5 on the left, 4-5 on the left claiming 10, 1-4 on the left, 0-1 on the left, 0-3 on the down, 4-6 on the right, 0-5 on the down, 4-4 on the right, 2-4 on the right" are played from seat 1
    Then the scores are 30, 222, 37 and 40
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-5 1-3 1-5 2-4 5-6             |
      | 1        | 0-4 1-6 2-6 3-3 4-4             |
      | 2        | 0-2 2-2 3-5 3-6 6-6             |
      | 3        | 0-0 0-3 0-6 1-1 1-4             |
      | boneyard | 1-2 0-1 2-5 4-5 2-3 3-4 5-5 4-6 |
    And the moves "3-5, 0-3 on the left claiming 5, 5-6 on the right, 0-4 on the left claiming 10, 6-6 on the right, 0-6 on the right, 0-5 on the right, 1-6 on the up claiming 10, 3-6 on the down, 1-4 on the left claiming 10, 1-5 on the up, 3-3 on the down, draw, 1-2 on the left, draw, draw, 2-5 on the right, 2-4 on the left, 4-4 on the left, 2-2 on the right, draw, 4-5 on the left claiming 20, 1-3 on the down claiming 15" are played from seat 2
    Then the scores are 58, 242, 37 and 75
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-0 1-3 2-2 4-6 6-6             |
      | 1        | 0-2 1-2 2-4 2-6 3-3             |
      | 2        | 1-4 1-6 3-6 4-4 4-5             |
      | 3        | 0-4 1-5 2-5 3-5 5-5             |
      | boneyard | 0-5 0-6 0-1 5-6 3-4 1-1 2-3 0-3 |
    And the moves "2-2, 2-6 on the right claiming 10" are played from seat 0
    Then the scores are 58, 252, 37 and 75
    And the hand is not over
    And the match is not over
    And seat 2 is to play

  @id:seat-all-fives-4-match-end-target-001 @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: all-fives at 4 players: a match played out to 250 is won by seat 3
    Given the "all-fives" rules for 4 players
    And the deal:
      | seat     | tiles                           |
      | 0        | 0-0 0-1 2-4 2-6 3-5             |
      | 1        | 2-2 2-5 3-6 4-4 5-5             |
      | 2        | 1-2 1-4 3-4 4-5 6-6             |
      | 3        | 0-5 1-1 1-5 1-6 2-3             |
      | boneyard | 4-6 0-4 5-6 0-2 0-3 3-3 1-3 0-6 |
    When the moves "6-6, 1-6 on the left, 0-1 on the left, 3-6 on the right, 3-4 on the right, 0-5 on the left, 2-6 on the down, 2-2 on the down, 1-2 on the down claiming 10, 1-5 on the down, 3-5 on the left, 5-5 on the down, 1-4 on the right, 2-3 on the left, 2-4 on the left, muggins, 4-4 on the left, 4-5 on the left" are played from seat 2
    Then the scores are 0, 15, 19 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-3 1-5 4-4 5-6 6-6             |
      | 1        | 0-0 0-2 0-4 1-2 1-4             |
      | 2        | 0-1 0-6 2-2 2-6 3-4             |
      | 3        | 1-6 2-5 3-6 4-5 5-5             |
      | boneyard | 4-6 3-5 1-1 0-5 2-3 3-3 2-4 1-3 |
    And the moves "0-6, 3-6 on the right, 0-3 on the right, 0-2 on the left, 0-1 on the right, 1-6 on the right, 6-6 on the right, 1-2 on the left, 2-6 on the right, 2-5 on the right, 5-6 on the down, 1-4 on the left, 3-4 on the left, 4-5 on the down, 4-4 on the down, 0-4 on the down, draw, 4-6 on the up, 5-5 on the right" are played from seat 2
    Then the scores are 0, 15, 19 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-0 0-1 2-2 2-4 4-4             |
      | 1        | 0-2 1-4 1-6 3-5 4-6             |
      | 2        | 0-4 0-6 2-3 3-6 5-5             |
      | 3        | 0-5 1-2 1-5 2-5 6-6             |
      | boneyard | 1-1 0-3 2-6 5-6 4-5 3-4 1-3 3-3 |
    And the moves "0-5, 0-0 on the left, 0-2 on the left, 5-5 on the right, 2-5 on the left claiming 15, 0-1 on the up, 3-5 on the left, 0-4 on the down, 1-5 on the up, 4-4 on the down, 1-4 on the down, 3-6 on the left, 1-2 on the down, 2-4 on the down, 1-6 on the left, muggins, draw, 1-1 on the left, draw, draw, draw, 5-6 on the right, draw, 4-5 on the down, 4-6 on the right" are played from seat 3
    Then the scores are 0, 53, 39 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-2 0-3 0-6 1-2 4-5             |
      | 1        | 1-1 1-4 2-4 3-6 4-6             |
      | 2        | 1-5 2-2 3-4 5-5 5-6             |
      | 3        | 0-4 0-5 2-3 2-6 3-5             |
      | boneyard | 1-3 1-6 0-0 0-1 4-4 6-6 2-5 3-3 |
    And the moves "1-4 claiming 5, 3-4 on the right, 3-5 on the right, 1-2 on the left, 2-4 on the left, 5-6 on the right, 2-6 on the right, 4-5 on the left, draw, draw, draw, draw, draw, draw, draw, 2-5 on the right claiming 10, 1-5 on the right, 0-5 on the left, 0-3 on the left, 1-1 on the right, muggins, draw, 3-3 on the left, 2-3 on the left, 0-2 on the left, 0-1 on the right, pass, 0-4 on the left" are played from seat 1
    Then the scores are 0, 68, 44 and 95
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-3 2-2 2-3 2-6 3-3             |
      | 1        | 0-4 1-2 1-6 4-4 6-6             |
      | 2        | 0-6 1-3 2-4 5-5 5-6             |
      | 3        | 0-5 1-5 2-5 3-4 4-6             |
      | boneyard | 1-1 0-2 0-1 1-4 4-5 3-6 3-5 0-0 |
    And the moves "4-6, 2-6 on the right, 1-2 on the right claiming 5, 2-4 on the left, 1-5 on the right, 2-2 on the left, draw, draw, 0-2 on the left claiming 5, 5-5 on the right, 0-5 on the left claiming 15, 2-3 on the up, draw, draw, draw, 4-5 on the right, 1-3 on the up, 2-5 on the left, draw, draw, draw, pass, 1-6 on the up, 5-6 on the up, 3-4 on the right claiming 10" are played from seat 3
    Then the scores are 0, 78, 44 and 184
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-4 3-3 3-5 4-4 6-6             |
      | 1        | 0-0 2-5 3-6 4-5 5-6             |
      | 2        | 0-1 0-3 1-2 2-3 2-6             |
      | 3        | 0-2 2-2 3-4 4-6 5-5             |
      | boneyard | 1-1 0-6 1-3 2-4 1-4 1-5 0-5 1-6 |
    And the moves "0-2, 0-4 on the left, 4-5 on the left, 1-2 on the right, 5-5 on the left, 3-5 on the left, 5-6 on the down claiming 10, 2-6 on the down, 3-4 on the left, 4-4 on the left, 2-5 on the up, 2-3 on the up, 2-2 on the down, 3-3 on the up, 3-6 on the up, 0-1 on the right, 4-6 on the up" are played from seat 3
    Then the scores are 0, 88, 44 and 199
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 1-1 1-5 1-6 2-3 2-5             |
      | 1        | 0-5 3-3 3-5 4-4 5-5             |
      | 2        | 0-1 0-2 1-3 3-6 4-6             |
      | 3        | 0-3 1-2 2-4 5-6 6-6             |
      | boneyard | 1-4 2-2 4-5 0-6 2-6 0-0 0-4 3-4 |
    And the moves "6-6, 1-6 on the right, draw, 1-4 on the right, 4-6 on the right, 5-6 on the left, 2-5 on the left, draw, 2-2 on the left, 3-6 on the up, 1-2 on the left, 1-5 on the left, 5-5 on the left, 1-3 on the up, draw, 4-5 on the left, 1-1 on the up, 4-4 on the left, 0-1 on the up, 0-3 on the up, 2-3 on the up" are played from seat 3
    Then the scores are 27, 88, 44 and 199
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 2-2 3-3 3-4 3-5 5-6             |
      | 1        | 0-2 1-1 1-6 5-5 6-6             |
      | 2        | 0-1 0-4 1-2 1-3 1-4             |
      | 3        | 1-5 2-3 2-6 4-4 4-5             |
      | boneyard | 0-5 4-6 3-6 0-6 0-3 2-5 2-4 0-0 |
    And the moves "3-4, draw, draw, 4-6 on the right, 1-3 on the left, 2-6 on the right, 2-2 on the right, 1-6 on the left claiming 10, 1-2 on the right, 2-3 on the down, 3-5 on the down, 0-5 on the down, 1-4 on the right claiming 10, 4-4 on the right, 5-6 on the left, 0-2 on the down, 0-4 on the right, 1-5 on the left, draw, draw, 0-6 on the right, 6-6 on the right claiming 15, 0-1 on the left" are played from seat 0
    Then the scores are 27, 113, 90 and 199
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 0-1 0-2 2-6 4-5 6-6             |
      | 1        | 0-4 1-2 1-5 2-3 4-6             |
      | 2        | 0-0 0-5 2-4 3-4 3-5             |
      | 3        | 1-3 1-4 1-6 2-2 3-3             |
      | boneyard | 4-4 3-6 0-3 0-6 1-1 5-6 2-5 5-5 |
    And the moves "2-4, 2-2 on the left, 2-6 on the left claiming 10, 4-6 on the right, draw, draw, 3-6 on the right, 1-6 on the left, 0-2 on the down, 1-5 on the left, 0-0 on the down, 1-3 on the right, 0-1 on the down, 1-2 on the down, 0-5 on the left, 1-4 on the right, 4-5 on the right, 2-3 on the up, 3-5 on the right, 3-3 on the right" are played from seat 2
    Then the scores are 37, 113, 90 and 230
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                           |
      | 0        | 1-2 1-3 1-4 3-3 4-5             |
      | 1        | 0-5 0-6 1-5 2-6 3-6             |
      | 2        | 0-1 0-2 1-1 3-4 5-6             |
      | 3        | 1-6 2-5 3-5 4-4 4-6             |
      | boneyard | 2-3 5-5 0-3 0-0 0-4 2-2 6-6 2-4 |
    And the moves "4-4, 4-5 on the right, 1-5 on the right, 3-4 on the left, 4-6 on the down claiming 10, 1-3 on the left, 3-6 on the down claiming 5, 0-1 on the right, 1-6 on the left, 3-3 on the down, 0-6 on the right, 5-6 on the left, 3-5 on the down, 1-4 on the up, 2-6 on the right, 0-2 on the right, 2-5 on the down" are played from seat 3
    Then the scores are 37, 118, 90 and 250
    And the match is over, won by seat 3

