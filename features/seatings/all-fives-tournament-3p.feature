# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives-tournament" rules for 3 players

  Scenarios for the clauses that hold for all-fives-tournament at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-tournament-3-equipment-set-composition-001 @clause:equipment.set.composition @clause:deal.explicit @clause:deal.seats @clause:deal.boneyard
  Scenario: all-fives-tournament at 3 players: each seat holds the tiles dealt to it and the boneyard the other 7
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    Then seat 0 holds "0-6 1-3 2-4 4-4 4-5 4-6 6-6"
    And seat 1 holds "0-5 1-5 1-6 2-6 3-4 3-5 5-5"
    And seat 2 holds "0-1 0-3 0-4 1-1 2-2 2-5 3-3"
    And the boneyard holds 7 tiles

  @id:seat-all-fives-tournament-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives-tournament at 3 players: seat 0 may play every tile of the open ends' suits it holds
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    Then the legal moves are "0-6 on the left, 2-4 on the right, 4-4 on the right, 4-5 on the right, 4-6 on the right"

  @id:seat-all-fives-tournament-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: all-fives-tournament at 3 players: 4-5 written high half first is the same tile
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 0 plays the tile written "5-4" on the right
    Then the right end shows 5
    And every tile the engine reports is written low half first

  @id:seat-all-fives-tournament-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.all-other-hands @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 3 players: seat 0 goes out and scores 10
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left, draw, 2-3 on the right, 2-5 on the right, 2-4 on the left, 5-5 on the right, 2-2 on the left, 4-6 on the down, 2-6 on the left, draw, draw, 3-6 on the down, 1-3 on the down, 0-5 on the right, 0-1 on the right, 6-6 on the left, 1-6 on the right, 1-1 on the down, 0-6 on the left" are played from seat 1
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 6 and 6
    And the hand scores 10 points
    And the scores are 35, 10 and 20

  @id:seat-all-fives-tournament-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives-tournament at 3 players: the lead 3-4 opens the line
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4" are played from seat 1
    Then the open ends show 3 and 4
    And the left end shows 3
    And the right end shows 4
    And the count is 7

  @id:seat-all-fives-tournament-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: 0-6 may not be played on the right end, which shows 4
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 0 tries to play 0-6 on the right
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-tournament-3-line-play-orientation-001 @clause:line.play.orientation
  Scenario: all-fives-tournament at 3 players: 0-3 played on the 3 at the left end turns it into a 0
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    Then the left end shows 0

  @id:seat-all-fives-tournament-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives-tournament at 3 players: 0-5 matches the left and right ends and may be played on either
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right" are played from seat 1
    Then seat 1 may play 0-5 on the left
    And seat 1 may play 0-5 on the right

  @id:seat-all-fives-tournament-3-line-double-across-001 @clause:line.double.across
  Scenario: all-fives-tournament at 3 players: the double 5-5 laid across the right end shows its number
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left, draw, 2-3 on the right, 2-5 on the right, 2-4 on the left, 5-5 on the right" are played from seat 1
    Then the right end shows 5

  @id:seat-all-fives-tournament-3-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives-tournament at 3 players: the first double, 4-4, becomes the spinner
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left" are played from seat 1
    Then the spinner is 4-4
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-tournament-3-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives-tournament at 3 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left, draw, 2-3 on the right, 2-5 on the right, 2-4 on the left" are played from seat 1
    Then the up end shows 4
    And the down end shows 4

  @id:seat-all-fives-tournament-3-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.lot
  Scenario: all-fives-tournament at 3 players: equally heavy tiles compete for the lead and seat 1 wins it
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-5 1-4 1-6 2-3 2-4 3-4 4-6 |
      | 1        | 0-1 1-2 1-3 1-5 2-6 3-5 5-6 |
      | 2        | 0-2 0-3 0-4 0-6 2-5 3-6 4-5 |
      | boneyard | 4-4 2-2 5-5 3-3 0-0 6-6 1-1 |
      | lots     | 2-4 0-6 2-3                 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-all-fives-tournament-3-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives-tournament at 3 players: seat 2 leads the hand after a hand won by seat 2
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-0 0-1 1-4 2-4 2-5 2-6 6-6 |
      | 1        | 0-2 0-4 1-1 1-5 2-3 3-4 5-6 |
      | 2        | 0-5 0-6 1-2 1-3 3-3 4-4 4-5 |
      | boneyard | 1-6 5-5 3-5 2-2 3-6 4-6 0-3 |
      | lots     | 0-6 1-3 1-5                 |
    When the moves "2-5, 5-6 on the right, 0-6 on the right, 2-6 on the left, 0-2 on the right, 1-2 on the right, 1-4 on the right, 0-4 on the right, 0-5 on the right, 6-6 on the left, 1-5 on the right, 1-3 on the right, draw, 1-6 on the left, 1-1 on the left, 3-3 on the right, 0-1 on the left, 3-4 on the right, 4-5 on the right, 0-0 on the left, draw, 5-5 on the right, draw, 3-5 on the right, draw, draw, 3-6 on the right, draw, 4-6 on the down, 4-4 on the down" are played from seat 0
    Then the scores are 15, 25 and 35
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-6 1-5 1-6 2-3 2-6 3-4 6-6 |
      | 1        | 0-1 0-4 1-1 1-3 3-5 4-6 5-5 |
      | 2        | 0-3 0-5 1-2 1-4 2-4 2-5 3-6 |
      | boneyard | 5-6 0-0 2-2 4-4 3-3 0-2 4-5 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-all-fives-tournament-3-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: all-fives-tournament at 3 players: the lightest hands tie at 10 pips and nobody wins
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-5 1-2 2-6 4-4 4-6 5-6 6-6 |
      | 1        | 0-0 0-1 0-4 2-3 2-4 3-3 3-5 |
      | 2        | 0-2 0-3 1-3 1-4 2-5 3-4 5-5 |
      | boneyard | 4-5 3-6 0-6 2-2 1-1 1-6 1-5 |
      | lots     | 0-4 3-4 3-6                 |
    When the moves "1-4, 1-2 on the left, 2-4 on the right, 0-2 on the right, 2-6 on the left, 0-1 on the right, 1-3 on the right, 4-6 on the left, 2-3 on the right, 3-4 on the left, draw, draw, 3-6 on the left, draw, 0-6 on the left, 0-3 on the left, draw, 2-2 on the right, 3-5 on the left, 2-5 on the left, draw, draw, draw" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 60, 10 and 10
    And a redeal is needed
    And the scores are 0, 0 and 15
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 0-3 1-4 1-5 3-6 4-6 5-5 |
      | 1        | 0-0 0-4 0-6 1-1 1-3 2-3 4-5 |
      | 2        | 0-1 1-2 1-6 2-2 2-6 3-3 6-6 |
      | boneyard | 4-4 2-4 5-6 3-4 2-5 0-5 3-5 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-3-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: all-fives-tournament at 3 players: after seat 2 plays, seat 0 is to play
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    Then seat 0 is to play

  @id:seat-all-fives-tournament-3-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 2 may not play 0-1 straight after its own play
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 2 tries to play 0-1 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-3-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 0 may not play 0-5, which is seat 1's
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 0 tries to play 0-5 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-all-fives-tournament-3-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: all-fives-tournament at 3 players: seat 1 cannot play and passes, and seat 2 is to play
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-2 1-1 1-5 2-2 2-3 2-6 4-6 |
      | 1        | 0-0 0-1 0-4 0-6 1-3 3-3 6-6 |
      | 2        | 1-4 1-6 2-5 3-5 3-6 4-4 5-5 |
      | boneyard | 0-3 1-2 3-4 4-5 2-4 5-6 0-5 |
      | lots     | 1-1 4-5 4-4                 |
    When the moves "3-5, 2-3 on the left, draw, draw, 1-2 on the left, 5-5 on the right, 1-5 on the right, 0-1 on the left, 1-6 on the right, 4-6 on the right, 0-4 on the right, 2-5 on the down, 0-2 on the right, 0-0 on the left, draw, draw, 4-5 on the up, 2-2 on the right, 0-6 on the left, 3-4 on the up, 2-6 on the left, 0-3 on the up, draw, 2-4 on the right, draw, draw, 0-5 on the up" are played from seat 2
    Then the legal moves are "pass"
    And seat 1 may not draw
    And the boneyard holds 0 tiles
    When seat 1 passes
    Then seat 2 is to play

  @id:seat-all-fives-tournament-3-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 0, able to play 0-6, may not pass
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 0 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 0 may play 0-6 on the left

  @id:seat-all-fives-tournament-3-draw-until-playable-001 @clause:draw.until-playable @clause:draw.order @clause:deal.boneyard @clause:turn.one-tile
  Scenario: all-fives-tournament at 3 players: seat 1 draws 2-3 from the boneyard until a tile fits
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left" are played from seat 1
    Then the legal moves are "draw"
    When seat 1 draws
    Then seat 1 holds "0-5 1-5 1-6 2-3 2-6 5-5"
    And the boneyard holds 6 tiles
    And seat 1 is to play
    And seat 1 may play 2-3 on the right

  @id:seat-all-fives-tournament-3-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: all-fives-tournament at 3 players: seat 1 playing seat 0's 0-6 out of turn is refused as not its turn
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 1 tries to play 0-6 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: a move of no known kind is refused
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4" are played from seat 1
    And seat 2 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: once the hand is over no move is accepted
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left, draw, 2-3 on the right, 2-5 on the right, 2-4 on the left, 5-5 on the right, 2-2 on the left, 4-6 on the down, 2-6 on the left, draw, draw, 3-6 on the down, 1-3 on the down, 0-5 on the right, 0-1 on the right, 6-6 on the left, 1-6 on the right, 1-1 on the down, 0-6 on the left" are played from seat 1
    Then the status is hand_over
    When seat 1 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: 0-6 may not be played on an up end that is not open
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left" are played from seat 1
    And seat 0 tries to play 0-6 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-tournament-3-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 1 may neither pass nor draw before leading
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When seat 1 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 1 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 1 cannot play and may not draw from a boneyard of 0
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-2 1-1 1-5 2-2 2-3 2-6 4-6 |
      | 1        | 0-0 0-1 0-4 0-6 1-3 3-3 6-6 |
      | 2        | 1-4 1-6 2-5 3-5 3-6 4-4 5-5 |
      | boneyard | 0-3 1-2 3-4 4-5 2-4 5-6 0-5 |
      | lots     | 1-1 4-5 4-4                 |
    When the moves "3-5, 2-3 on the left, draw, draw, 1-2 on the left, 5-5 on the right, 1-5 on the right, 0-1 on the left, 1-6 on the right, 4-6 on the right, 0-4 on the right, 2-5 on the down, 0-2 on the right, 0-0 on the left, draw, draw, 4-5 on the up, 2-2 on the right, 0-6 on the left, 3-4 on the up, 2-6 on the left, 0-3 on the up, draw, 2-4 on the right, draw, draw, 0-5 on the up" are played from seat 2
    Then the boneyard holds 0 tiles
    When seat 1 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-must-draw-001 @clause:move.refusal.must-draw @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 1 cannot play and may not pass while it may draw
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left" are played from seat 1
    And seat 1 tries to pass
    Then the move is refused as "must_draw"
    And nothing has changed
    And seat 1 may draw

  @id:seat-all-fives-tournament-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 2 may not call muggins when no points are left unclaimed
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4" are played from seat 1
    And seat 2 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-tournament-3-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.all-other-hands @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 3 players: seat 0 goes out and scores 10 (end.going-out-precedes-block)
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-3 0-4 1-2 1-5 4-6 5-5 6-6 |
      | 1        | 0-0 0-1 0-6 2-2 2-6 3-3 3-4 |
      | 2        | 0-2 1-1 2-3 2-4 4-4 4-5 5-6 |
      | boneyard | 0-5 3-5 1-4 2-5 3-6 1-6 1-3 |
      | lots     | 0-5 0-4 2-2                 |
    When the moves "2-4, 4-6 on the right, 2-6 on the left, 5-6 on the right, 1-5 on the right, 0-6 on the left, 1-1 on the right, 0-4 on the left, 3-4 on the left, 2-3 on the left, 1-2 on the right, 2-2 on the right, 0-2 on the right, 0-3 on the right, 0-1 on the down, draw, 0-5 on the down, 5-5 on the down, 3-3 on the right, 4-5 on the down, draw, 3-5 on the right, draw, 1-4 on the down, draw, 2-5 on the left, draw, draw, 1-6 on the down, draw, 1-3 on the up, pass, 6-6 on the down, pass, pass, 3-6 on the down" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 0 and 8
    And the hand scores 10 points
    And the scores are 55, 10 and 10

  @id:seat-all-fives-tournament-3-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.winner-takes-all @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 3 players: seat 2 wins the blocked hand and scores 15
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-4 1-2 1-3 1-5 3-3 5-5 5-6 |
      | 1        | 0-0 0-1 0-2 0-5 3-4 4-4 6-6 |
      | 2        | 0-6 1-1 1-6 2-2 2-3 3-5 4-6 |
      | boneyard | 3-6 2-5 1-4 0-3 2-4 4-5 2-6 |
      | lots     | 2-5 3-6 2-6                 |
    When the moves "3-4, 4-6 on the right, 1-3 on the left, 6-6 on the right, 1-6 on the left, 5-6 on the right, 0-5 on the right, 0-6 on the right, draw, 3-6 on the left, draw, draw, draw, 0-3 on the left, draw, draw, draw, 2-6 on the up, 1-2 on the up, 0-2 on the left, 2-3 on the left, 1-5 on the up, 2-5 on the up, 2-4 on the up, 0-4 on the up, 0-0 on the up, 3-5 on the left, 5-5 on the left, 0-1 on the up, 1-1 on the up, pass, 1-4 on the up, 4-5 on the up" are played from seat 1
    Then the hand is blocked and won by seat 2
    And the pips left are 6, 8 and 4
    And the hand scores 15 points
    And the scores are 0, 20 and 25

  @id:seat-all-fives-tournament-3-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives-tournament at 3 players: after 5-5 the open ends 2, 4, 4 and 5 count 12
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right, 3-5 on the right, 0-4 on the left, 4-4 on the left, draw, 2-3 on the right, 2-5 on the right, 2-4 on the left, 5-5 on the right" are played from seat 1
    Then the open ends show 2, 4, 4 and 5
    And the count is 12

  @id:seat-all-fives-tournament-3-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives-tournament at 3 players: after 2-3 the open ends 2 and 3 count 7
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-2 0-5 0-6 1-2 1-5 2-2 2-4 |
      | 1        | 0-0 0-4 1-1 1-3 4-4 4-5 6-6 |
      | 2        | 1-4 2-6 3-3 3-4 3-6 4-6 5-6 |
      | boneyard | 5-5 3-5 1-6 0-3 0-1 2-3 2-5 |
      | lots     | 1-6 0-3 2-5                 |
    When the moves "2-2, draw, draw, draw, draw, draw, draw, 2-3 on the left" are played from seat 0
    Then the open ends show 2 and 3
    And the count is 7

  @id:seat-all-fives-tournament-3-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.auto
  Scenario: all-fives-tournament at 3 players: 4-5 on the right makes the count 5 and scores it
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-6 1-3 2-4 4-4 4-5 4-6 6-6 |
      | 1        | 0-5 1-5 1-6 2-6 3-4 3-5 5-5 |
      | 2        | 0-1 0-3 0-4 1-1 2-2 2-5 3-3 |
      | boneyard | 2-3 0-0 3-6 5-6 1-4 1-2 0-2 |
      | lots     | 3-4 2-5 2-3                 |
    When the moves "3-4, 0-3 on the left, 4-5 on the right" are played from seat 1
    Then the count is 5
    And the scores are 5, 0 and 0

  @id:seat-all-fives-tournament-3-match-carry-001 @clause:match.carry
  Scenario: all-fives-tournament at 3 players: the second hand's 20 points are added to the first hand's scores
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-0 0-1 1-4 2-4 2-5 2-6 6-6 |
      | 1        | 0-2 0-4 1-1 1-5 2-3 3-4 5-6 |
      | 2        | 0-5 0-6 1-2 1-3 3-3 4-4 4-5 |
      | boneyard | 1-6 5-5 3-5 2-2 3-6 4-6 0-3 |
      | lots     | 0-6 1-3 1-5                 |
    When the moves "2-5, 5-6 on the right, 0-6 on the right, 2-6 on the left, 0-2 on the right, 1-2 on the right, 1-4 on the right, 0-4 on the right, 0-5 on the right, 6-6 on the left, 1-5 on the right, 1-3 on the right, draw, 1-6 on the left, 1-1 on the left, 3-3 on the right, 0-1 on the left, 3-4 on the right, 4-5 on the right, 0-0 on the left, draw, 5-5 on the right, draw, 3-5 on the right, draw, draw, 3-6 on the right, draw, 4-6 on the down, 4-4 on the down" are played from seat 0
    Then the scores are 15, 25 and 35
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-6 1-5 1-6 2-3 2-6 3-4 6-6 |
      | 1        | 0-1 0-4 1-1 1-3 3-5 4-6 5-5 |
      | 2        | 0-3 0-5 1-2 1-4 2-4 2-5 3-6 |
      | boneyard | 5-6 0-0 2-2 4-4 3-3 0-2 4-5 |
    And the moves "1-2, 2-6 on the right, 4-6 on the right, 1-4 on the left, 3-4 on the right, 3-5 on the right, 0-5 on the right, 0-6 on the right, 0-4 on the left, 3-6 on the right, 2-3 on the right, 0-1 on the left, 2-4 on the right, 1-5 on the left, 5-5 on the left, 2-5 on the left, draw, 5-6 on the up, draw, draw, 2-2 on the left, draw, 4-4 on the right, 6-6 on the up, draw, draw, 0-2 on the left, 0-3 on the left" are played from seat 2
    Then the hand scores 20 points
    And the scores are 25, 50 and 60

  @id:seat-all-fives-tournament-3-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives-tournament at 3 players: a side reaching 350 during the hand plays it out
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-4 1-4 2-2 2-6 3-4 4-4 5-6 |
      | 1        | 0-2 0-5 1-1 1-3 1-6 2-5 4-5 |
      | 2        | 0-1 0-3 1-5 2-4 3-5 3-6 6-6 |
      | boneyard | 1-2 0-6 5-5 0-0 3-3 2-3 4-6 |
      | lots     | 3-6 3-5 4-4                 |
    When the moves "1-5, 1-4 on the left, 0-5 on the right, 0-1 on the right, 0-4 on the left, 1-1 on the right, 0-3 on the left, 3-4 on the left, 4-5 on the left, 3-5 on the left, draw, 1-2 on the right, 1-3 on the up, 3-6 on the up, 2-6 on the up, 0-2 on the right, 2-4 on the up, 4-4 on the up, 1-6 on the down, 6-6 on the down" are played from seat 2
    Then the scores are 5, 5 and 35
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 1-1 1-2 2-6 3-5 3-6 5-5 |
      | 1        | 0-1 0-2 0-6 1-3 3-3 4-5 6-6 |
      | 2        | 0-3 0-5 1-5 2-2 2-4 2-5 5-6 |
      | boneyard | 0-4 1-4 4-6 2-3 3-4 1-6 4-4 |
    And the moves "5-6, 3-6 on the right, 1-3 on the right, 1-5 on the right, 3-5 on the left, 3-3 on the left, 0-3 on the left, 5-5 on the right, 0-2 on the left, 2-5 on the right, 1-2 on the right, 0-1 on the right, 2-2 on the left, 0-0 on the right, 0-6 on the right, 2-4 on the left, 2-6 on the right, 4-5 on the left, 0-5 on the left" are played from seat 2
    Then the scores are 15, 15 and 75
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-4 1-1 1-2 1-5 2-2 5-5 6-6 |
      | 1        | 0-2 0-6 1-6 2-3 2-4 2-6 3-3 |
      | 2        | 0-3 0-5 3-5 4-4 4-5 4-6 5-6 |
      | boneyard | 1-4 0-0 2-5 1-3 3-4 3-6 0-1 |
    And the moves "3-5, 1-5 on the right, 3-3 on the left, 0-3 on the left, 0-4 on the left, 2-4 on the left, draw, 1-4 on the right, 2-2 on the left, 2-3 on the left, 4-6 on the right, 6-6 on the right, 2-6 on the right, draw, draw, 2-5 on the right, 5-5 on the right, draw, 1-3 on the left, 5-6 on the right, 1-1 on the left, 1-6 on the left, draw, 3-4 on the up, draw, 3-6 on the left, 0-6 on the right, 4-4 on the up, draw, 0-1 on the right, pass, 4-5 on the up, 1-2 on the right" are played from seat 2
    Then the scores are 50, 20 and 75
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-1 1-1 1-3 1-6 3-4 4-5 4-6 |
      | 1        | 0-0 0-2 1-5 2-3 3-3 3-5 5-5 |
      | 2        | 0-3 1-2 2-2 2-4 2-6 3-6 4-4 |
      | boneyard | 1-4 0-5 6-6 0-6 0-4 2-5 5-6 |
    And the moves "1-1, 1-5 on the left, 1-2 on the right, 1-6 on the down, 3-5 on the left, 3-6 on the left, 4-6 on the left, 2-3 on the right, 2-4 on the left, 1-3 on the right, 0-2 on the left, 2-6 on the down, 0-1 on the left, draw, 1-4 on the right, 2-2 on the down, 3-4 on the right, 3-3 on the right, 0-3 on the right, draw, 0-5 on the right, 5-5 on the right, draw, draw, draw, draw, 2-5 on the down, 4-5 on the right" are played from seat 0
    Then the scores are 100, 35 and 80
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 1-2 2-2 2-4 2-5 3-5 5-6 |
      | 1        | 0-0 0-4 0-5 1-4 2-3 3-3 3-6 |
      | 2        | 0-1 0-2 1-1 1-5 4-5 4-6 6-6 |
      | boneyard | 2-6 3-4 1-3 0-6 4-4 5-5 1-6 |
    And the moves "0-3, 0-0 on the left, 0-2 on the left, 2-5 on the left, 2-3 on the right, 0-1 on the up, 1-2 on the right, 1-4 on the up, 1-5 on the left, 2-4 on the up, 0-5 on the down, 4-5 on the down, 2-2 on the up, 0-4 on the down, 1-1 on the left, draw, 2-6 on the up, 3-6 on the up, draw, 3-4 on the up, draw, 1-3 on the left, 3-3 on the left" are played from seat 0
    Then the scores are 110, 85 and 85
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-4 0-5 1-1 1-2 2-2 2-3 3-5 |
      | 1        | 0-1 0-3 1-3 1-5 2-5 4-5 4-6 |
      | 2        | 0-0 0-2 1-4 3-4 3-6 4-4 5-6 |
      | boneyard | 2-6 2-4 3-3 6-6 5-5 1-6 0-6 |
    And the moves "1-5, 5-6 on the right, 1-1 on the left, 0-1 on the left, 3-6 on the right, 2-3 on the right, 2-5 on the right, 1-4 on the down, 0-4 on the down, 1-3 on the up, 0-0 on the left, 0-5 on the down, 4-5 on the right, 3-4 on the right, 3-5 on the right, 0-3 on the up, 0-2 on the left, 1-2 on the left, draw, draw, draw, draw, draw, 5-5 on the down, draw, 1-6 on the left, draw, 0-6 on the left" are played from seat 1
    Then the scores are 180, 100 and 85
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-4 0-5 1-4 1-5 2-3 3-4 3-5 |
      | 1        | 0-3 1-6 2-4 4-4 4-6 5-6 6-6 |
      | 2        | 0-0 1-1 1-3 2-2 2-5 2-6 3-6 |
      | boneyard | 4-5 5-5 0-1 1-2 0-6 3-3 0-2 |
    And the moves "1-4, 4-4 on the right, 1-3 on the left, 3-4 on the right, 4-6 on the down, 3-6 on the down, 2-3 on the left, 2-4 on the up, 2-5 on the left, 3-5 on the down, 5-6 on the down, 2-2 on the up, 0-5 on the left, 6-6 on the down, 2-6 on the up, 0-4 on the left, 1-6 on the down, 1-1 on the down, 1-5 on the down" are played from seat 0
    Then the scores are 230, 110 and 100
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 1-1 1-5 2-2 2-3 3-4 3-5 |
      | 1        | 0-0 0-1 1-3 1-4 2-5 4-6 5-6 |
      | 2        | 0-2 0-5 1-2 1-6 2-4 2-6 3-6 |
      | boneyard | 6-6 3-3 0-4 4-5 4-4 0-6 5-5 |
    And the moves "2-2, 2-5 on the right, 2-6 on the left, 2-3 on the up, 5-6 on the right, 3-6 on the right, 0-3 on the right, 0-1 on the right, 0-2 on the down, 3-5 on the up, 4-6 on the left, 0-5 on the up, 3-4 on the left, 0-0 on the up, 1-6 on the right, draw, 6-6 on the right, 1-3 on the left, 1-2 on the left, draw, draw, 0-4 on the down, 1-4 on the down" are played from seat 0
    Then the scores are 245, 180 and 115
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-5 0-6 1-2 1-6 3-5 5-6 |
      | 1        | 0-1 0-3 1-5 2-5 2-6 4-4 5-5 |
      | 2        | 1-4 2-4 3-3 3-4 4-5 4-6 6-6 |
      | boneyard | 0-4 3-6 2-2 1-3 1-1 0-2 2-3 |
    And the moves "2-6, 6-6 on the right, 0-6 on the right, 2-5 on the left, 4-6 on the up, 1-6 on the down, 0-1 on the right, 3-4 on the up, 5-6 on the left, 0-3 on the up, 1-4 on the right, 0-0 on the up, 1-5 on the down, 2-4 on the right, 0-5 on the down, draw, 0-4 on the up, 4-5 on the up, 3-5 on the up, draw, 3-6 on the up, draw, 2-2 on the right, 1-2 on the right" are played from seat 1
    Then the scores are 280, 200 and 125
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 1-2 1-5 2-2 2-3 2-5 3-4 5-5 |
      | 1        | 0-0 2-6 3-3 3-5 3-6 4-5 5-6 |
      | 2        | 0-1 0-2 0-4 0-5 1-3 4-4 6-6 |
      | boneyard | 0-3 1-4 0-6 1-6 1-1 4-6 2-4 |
    And the moves "2-2, 2-6 on the left, 6-6 on the left, 2-5 on the right, 4-5 on the right, 4-4 on the right, 1-2 on the up, 5-6 on the left, 0-5 on the left, 3-4 on the right, 3-5 on the right, 0-2 on the left, 1-5 on the right, draw, draw, 1-4 on the right, 0-4 on the right, 2-3 on the down, 3-3 on the down, 0-1 on the up, draw, 0-6 on the right, 0-3 on the down, draw, 1-6 on the right, draw, 1-1 on the right, 0-0 on the down, 1-3 on the right" are played from seat 0
    Then the scores are 280, 210 and 170
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-2 0-3 0-5 2-2 3-6 4-5 |
      | 1        | 0-4 1-1 1-5 2-4 3-4 5-5 6-6 |
      | 2        | 0-6 1-3 1-4 1-6 2-5 3-3 4-6 |
      | boneyard | 2-6 2-3 0-1 4-4 1-2 5-6 3-5 |
    And the moves "4-6, 3-6 on the right, 0-4 on the left, 0-6 on the left, 0-3 on the right, 6-6 on the left, 1-6 on the left, 0-2 on the right, 1-5 on the left, 2-5 on the right, 0-5 on the right, 5-5 on the left, draw, 2-6 on the up, 4-5 on the left, 3-4 on the left, 3-3 on the left, 0-0 on the right, 2-4 on the up, 1-4 on the up, draw, 2-3 on the left, 1-1 on the up" are played from seat 2
    Then the scores are 285, 245 and 190
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-4 0-6 1-2 1-3 1-6 2-5 3-3 |
      | 1        | 0-2 1-4 2-4 4-6 5-5 5-6 6-6 |
      | 2        | 0-0 0-3 2-2 2-6 3-4 3-5 4-4 |
      | boneyard | 2-3 4-5 0-1 1-5 0-5 3-6 1-1 |
    And the moves "0-2, 0-3 on the left, 3-3 on the left, 2-4 on the right, 3-4 on the left, 0-4 on the right, 1-4 on the left, 3-5 on the down, 0-6 on the right, 5-5 on the down, 2-6 on the right, 1-3 on the left, 5-6 on the down, 2-2 on the right, 1-2 on the right, 4-6 on the down, 4-4 on the down, 1-6 on the right, 6-6 on the right" are played from seat 1
    Then the scores are 310, 260 and 195
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-4 0-5 0-6 1-4 3-5 3-6 |
      | 1        | 0-3 1-5 1-6 3-4 4-5 4-6 5-6 |
      | 2        | 0-2 1-2 2-2 2-5 2-6 4-4 6-6 |
      | boneyard | 5-5 1-1 3-3 2-3 1-3 2-4 0-1 |
    And the moves "1-6, 2-6 on the right, 1-4 on the left, 4-5 on the left, 2-5 on the left, draw, draw, draw, draw, 2-3 on the left, 0-3 on the left, 0-2 on the right, 0-6 on the left, 5-6 on the left, draw, draw, draw, 0-1 on the right, 1-1 on the right, 1-5 on the right, 1-2 on the up, 3-5 on the left, 3-4 on the left, 2-2 on the up, 0-4 on the left, pass, 2-4 on the up, 0-5 on the left, 4-6 on the up" are played from seat 1
    Then the scores are 325, 325 and 195
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 1-2 1-4 1-6 2-6 3-3 4-4 5-6 |
      | 1        | 0-0 0-3 0-4 2-2 2-5 3-4 6-6 |
      | 2        | 0-2 0-5 0-6 2-3 3-5 3-6 4-6 |
      | boneyard | 0-1 5-5 4-5 1-3 2-4 1-5 1-1 |
    And the moves "2-5, 0-5 on the right, 2-6 on the left, 0-0 on the right, 3-6 on the left, 3-3 on the left, 0-4 on the right, 0-2 on the up, 4-4 on the right, 3-4 on the left, 0-6 on the down, 1-2 on the up, 6-6 on the down" are played from seat 1
    Then the scores are 325, 360 and 215
    And the hand is not over
    And the match is not over
    And seat 2 is to play

