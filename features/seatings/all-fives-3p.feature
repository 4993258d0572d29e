# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives" rules for 3 players

  Scenarios for the clauses that hold for all-fives at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives at 3 players: seat 1 may play every tile of the open ends' suits it holds
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    Then the legal moves are "0-2 on the left, 3-5 on the right"

  @id:seat-all-fives-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: all-fives at 3 players: 3-5 written high half first is the same tile
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    And seat 1 plays the tile written "5-3" on the right
    Then the right end shows 3
    And every tile the engine reports is written low half first

  @id:seat-all-fives-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 3 players: seat 1 goes out and scores 11
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10, 3-5 on the right, 0-0 on the left, 0-6 on the left, 3-6 on the left, 1-3 on the right, 1-2 on the right, 2-6 on the right, draw, 1-6 on the right, draw, 1-4 on the right, 2-3 on the left, 0-4 on the right, 2-4 on the left, 0-2 on the right" are played from seat 2
    Then seat 1 goes out and wins the hand
    And the pips left are 10, 0 and 1
    And the hand scores 11 points
    And the scores are 10, 11 and 0

  @id:seat-all-fives-3-equipment-tile-double-full-001 @clause:equipment.tile.double-full @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 3 players: seat 1 goes out and scores 16
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-4 1-1 3-6 4-4 5-6                                 |
      | 1        | 0-1 0-6 1-5 4-6 5-5                                 |
      | 2        | 0-0 0-3 2-4 4-5 6-6                                 |
      | boneyard | 1-2 2-6 2-3 3-3 0-5 1-6 1-3 0-2 3-4 1-4 2-5 3-5 2-2 |
    When the moves "6-6, 3-6 on the right, 0-6 on the left, 0-3 on the left, 5-6 on the up, 4-6 on the down claiming 15, 4-5 on the up, 0-4 on the up, muggins, 0-1 on the up, 2-4 on the down, 1-1 on the up, muggins, 1-5 on the up, draw, 1-2 on the down, draw, draw, 2-3 on the left, 5-5 on the up" are played from seat 2
    Then seat 1 goes out and wins the hand
    And the pips left are 16, 0 and 0
    And the hand scores 16 points
    And the scores are 0, 51 and 0

  @id:seat-all-fives-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives at 3 players: the lead 5-5 opens the line
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5" are played from seat 2
    Then the open ends show 5 and 5
    And the left end shows 5
    And the right end shows 5
    And the count is 10

  @id:seat-all-fives-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: 0-2 may not be played on the right end, which shows 5
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    And seat 1 tries to play 0-2 on the right
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives at 3 players: 3-6 matches the left and right ends and may be played on either
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10, 3-5 on the right, 0-0 on the left, 0-6 on the left" are played from seat 2
    Then seat 1 may play 3-6 on the left
    And seat 1 may play 3-6 on the right

  @id:seat-all-fives-3-line-double-across-001 @clause:line.double.across
  Scenario: all-fives at 3 players: the double 0-0 laid across the left end shows its number
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10, 3-5 on the right, 0-0 on the left" are played from seat 2
    Then the left end shows 0

  @id:seat-all-fives-3-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives at 3 players: the first double, 2-2, played after the lead, becomes the spinner
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 1-2 1-4 2-3 5-6                                 |
      | 1        | 0-5 1-5 2-4 2-5 3-6                                 |
      | 2        | 0-1 0-3 0-4 0-6 3-4                                 |
      | boneyard | 3-5 2-6 4-6 1-6 1-3 4-5 3-3 2-2 0-0 5-5 1-1 4-4 6-6 |
    When the moves "5-6, 2-5 on the left, 0-6 on the right, 2-3 on the left, 3-6 on the left, 0-4 on the right, muggins, 1-4 on the right, 1-5 on the right, draw, 3-5 on the right, draw, 2-6 on the left claiming 5, 2-4 on the left, 3-4 on the right, draw, 4-6 on the left, muggins, draw, 1-6 on the left, muggins, 0-1 on the left, 0-2 on the left, draw, draw, 4-5 on the right, draw, draw, 2-2 on the left" are played from seat 0
    Then the spinner is 2-2
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-3-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives at 3 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10, 3-5 on the right" are played from seat 2
    Then the up end shows 5
    And the down end shows 5

  @id:seat-all-fives-3-deal-explicit-001 @clause:deal.explicit @clause:deal.seats @clause:equipment.set.composition @clause:deal.boneyard
  Scenario: all-fives at 3 players: each seat holds the tiles dealt to it and the boneyard the other 13
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    Then seat 0 holds "0-5 0-6 1-2 2-4 4-6"
    And seat 1 holds "0-2 2-3 2-6 3-5 3-6"
    And seat 2 holds "0-0 0-1 0-4 1-3 5-5"
    And the boneyard holds 13 tiles

  @id:seat-all-fives-3-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.forced-tile
  Scenario: all-fives at 3 players: 6-6 is not dealt and seat 2 leads 5-5, the highest of the doubles 0-0 and 5-5
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    Then seat 2 must lead 5-5

  @id:seat-all-fives-3-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.highest-double-else-heaviest
  Scenario: all-fives at 3 players: equally heavy tiles compete for the lead and seat 2 wins it
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 1-3 1-5 1-6 2-4 3-5                                 |
      | 1        | 0-4 0-6 1-4 2-5 4-5                                 |
      | 2        | 0-2 0-3 2-6 3-4 3-6                                 |
      | boneyard | 4-6 1-2 0-5 0-1 5-6 2-3 2-2 1-1 4-4 3-3 6-6 0-0 5-5 |
    Then seat 2 must lead 3-6

  @id:seat-all-fives-3-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:end.redeal.fives-stand @clause:lead.after-tie.rotate
  Scenario: all-fives at 3 players: the lightest hands tie at 5 pips and nobody wins
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-3 0-4 0-6 1-6                                 |
      | 1        | 0-0 0-2 2-4 3-6 4-5                                 |
      | 2        | 1-1 1-2 2-5 3-3 5-6                                 |
      | boneyard | 1-5 4-6 1-3 4-4 5-5 0-5 3-4 3-5 2-2 2-3 1-4 2-6 6-6 |
    When the moves "3-3, 0-3 on the left, 0-0 on the left, draw, draw, draw, 1-3 on the right, 1-6 on the right, 3-6 on the right, draw, draw, draw, 0-5 on the left, draw, 3-4 on the down, 2-4 on the down, 5-5 on the left, muggins, draw, 3-5 on the left, 0-2 on the down, draw, draw, 2-3 on the left, 0-6 on the down, draw, draw, 2-6 on the left claiming 15, 5-6 on the down, draw, 6-6 on the left, muggins, 4-5 on the down, 4-6 on the down" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 5, 5 and 30
    And a redeal is needed
    And the scores are 15, 35 and 0
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 1-2 1-3 2-6 3-4                                 |
      | 1        | 0-5 1-1 2-4 3-6 4-6                                 |
      | 2        | 0-0 0-2 0-4 2-2 5-6                                 |
      | boneyard | 1-6 3-5 0-6 4-5 4-4 0-1 6-6 2-3 3-3 1-5 1-4 2-5 5-5 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-3-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives at 3 players: seat 0 leads the hand after a hand won by seat 0
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-4 1-2 2-3 4-4 6-6                                 |
      | 1        | 0-0 0-1 1-1 2-2 3-6                                 |
      | 2        | 0-3 1-4 1-6 5-5 5-6                                 |
      | boneyard | 2-6 3-5 2-5 0-2 1-3 4-5 3-4 2-4 1-5 0-5 3-3 4-6 0-6 |
    When the moves "6-6, 3-6 on the right, 5-6 on the left, 2-3 on the right, 2-2 on the right, 1-6 on the up, muggins, 1-2 on the right, 0-1 on the right, 1-4 on the up, 4-4 on the up, 0-0 on the right, 5-5 on the left, 0-4 on the right" are played from seat 0
    Then the scores are 15, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 0-2 2-3 4-4 5-6                                 |
      | 1        | 2-4 2-5 2-6 3-3 4-5                                 |
      | 2        | 0-1 0-5 1-2 2-2 5-5                                 |
      | boneyard | 0-4 6-6 1-4 1-6 0-3 1-3 1-5 4-6 3-6 3-4 3-5 0-6 1-1 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-3-draw-until-playable-pass-at-reserve-001 @clause:draw.until-playable.pass-at-reserve @clause:turn.pass @clause:move.kinds @clause:draw.reserve.never-drawn
  Scenario: all-fives at 3 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 0-4 0-5 1-4 1-5                                 |
      | 1        | 0-6 2-3 3-6 4-6 5-6                                 |
      | 2        | 1-6 2-2 2-6 4-4 6-6                                 |
      | boneyard | 3-4 0-3 0-0 1-1 1-3 2-5 5-5 2-4 3-5 4-5 1-2 0-1 3-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-all-fives-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: once the hand is over no move is accepted
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10, 3-5 on the right, 0-0 on the left, 0-6 on the left, 3-6 on the left, 1-3 on the right, 1-2 on the right, 2-6 on the right, draw, 1-6 on the right, draw, 1-4 on the right, 2-3 on the left, 0-4 on the right, 2-4 on the left, 0-2 on the right" are played from seat 2
    Then the status is hand_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-all-fives-3-move-refusal-lead-tile-forced-001 @clause:move.refusal.lead-tile-forced @clause:lead.forced-tile @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 2 may not lead 1-3 instead of 5-5
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When seat 2 tries to lead 1-3
    Then the move is refused as "lead_tile_forced"
    And nothing has changed
    And seat 2 must lead 5-5

  @id:seat-all-fives-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: 0-2 may not be played on an up end that is not open
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    And seat 1 tries to play 0-2 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-3-move-refusal-wrong-claim-001 @clause:move.refusal.wrong-claim @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: claiming 15 for a play that scores 10 is refused
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5" are played from seat 2
    And seat 0 tries to play 0-5 on the left claiming 15
    Then the move is refused as "wrong_claim"
    And nothing has changed

  @id:seat-all-fives-3-move-refusal-must-play-001 @clause:move.refusal.must-play @clause:turn.must-play @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 1, able to play 0-2, may not pass
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    And seat 1 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 1 may play 0-2 on the left

  @id:seat-all-fives-3-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 2 may neither pass nor draw before leading
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When seat 2 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 2 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-all-fives-3-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 0-4 0-5 1-4 1-5                                 |
      | 1        | 0-6 2-3 3-6 4-6 5-6                                 |
      | 2        | 1-6 2-2 2-6 4-4 6-6                                 |
      | boneyard | 3-4 0-3 0-0 1-1 1-3 2-5 5-5 2-4 3-5 4-5 1-2 0-1 3-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-all-fives-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 1 may not call muggins when no points are left unclaimed
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    And seat 1 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-3-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 3 players: seat 0 goes out with a tile that also blocks the line, and scores 6
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 2-5 3-4 3-6 5-6                                 |
      | 1        | 0-2 0-3 1-3 4-5 5-5                                 |
      | 2        | 2-3 2-4 3-3 3-5 4-4                                 |
      | boneyard | 0-0 1-5 1-1 0-6 4-6 2-6 1-6 2-2 6-6 1-2 0-5 0-4 1-4 |
    When the moves "5-5 claiming 10, 3-5 on the right, 3-6 on the right, 4-5 on the left, 4-4 on the left, 2-5 on the down, 0-2 on the down, 2-4 on the left, 0-1 on the down, 1-3 on the down, 2-3 on the down, 5-6 on the right, draw, draw, 1-5 on the right, muggins, draw, 1-1 on the right, draw, draw, draw, 2-6 on the left claiming 10, draw, 1-6 on the left claiming 5, draw, 2-2 on the down, draw, draw, 1-2 on the right, draw, 0-5 on the up, draw, 0-4 on the up, 3-4 on the up claiming 10, 0-3 on the up, draw, 1-4 on the left claiming 10, 0-6 on the up, pass, pass, 6-6 on the up, pass, pass, 4-6 on the left" are played from seat 1
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 0 and 6
    And the hand scores 6 points
    And the scores are 26, 15 and 15

  @id:seat-all-fives-3-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 3 players: seat 0 wins the blocked hand and scores 26
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 0-5 3-3 4-6                                 |
      | 1        | 1-2 1-3 1-6 3-6 5-5                                 |
      | 2        | 0-3 1-1 1-4 2-2 3-4                                 |
      | boneyard | 2-4 2-3 6-6 1-5 4-5 2-6 0-6 3-5 0-2 5-6 0-4 4-4 2-5 |
    When the moves "5-5, muggins, draw, draw, draw, draw, 1-5 on the left, 0-1 on the left claiming 10, draw, 4-5 on the right, 2-4 on the right, 0-5 on the left, 1-2 on the right, 1-4 on the right, 4-6 on the right, 1-6 on the right, 1-1 on the right, draw, draw, draw, 3-5 on the down, 1-3 on the down, draw, draw, 5-6 on the left, 2-6 on the left, muggins, draw, draw, draw, 2-5 on the up, 2-3 on the up, 3-3 on the up, 3-6 on the up, 0-2 on the left, 0-6 on the left claiming 15, pass, 6-6 on the left" are played from seat 1
    Then the hand is blocked and won by seat 0
    And the pips left are 0, 12 and 14
    And the hand scores 26 points
    And the scores are 51, 5 and 10

  @id:seat-all-fives-3-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives at 3 players: after 0-0 the open ends 0, 3, 5 and 5 count 3
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10, 3-5 on the right, 0-0 on the left" are played from seat 2
    Then the open ends show 0, 3, 5 and 5
    And the count is 3

  @id:seat-all-fives-3-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives at 3 players: after 2-4 the open ends 2 and 4 count 10
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-3 1-4 2-5 2-6 4-4                                 |
      | 1        | 0-1 1-5 2-3 2-4 5-6                                 |
      | 2        | 0-6 1-1 1-2 1-6 3-5                                 |
      | boneyard | 5-5 4-5 0-5 2-2 3-6 3-4 4-6 0-2 1-3 6-6 0-0 3-3 0-4 |
    When the moves "4-4, 2-4 on the left" are played from seat 0
    Then the open ends show 2 and 4
    And the count is 10

  @id:seat-all-fives-3-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.claim
  Scenario: all-fives at 3 players: 0-5 on the left claiming 10 makes the count 10 and scores it
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 0-6 1-2 2-4 4-6                                 |
      | 1        | 0-2 2-3 2-6 3-5 3-6                                 |
      | 2        | 0-0 0-1 0-4 1-3 5-5                                 |
      | boneyard | 1-6 1-4 1-1 2-5 1-5 0-3 6-6 3-4 4-5 5-6 2-2 4-4 3-3 |
    When the moves "5-5, 0-5 on the left claiming 10" are played from seat 2
    Then the count is 10
    And the scores are 10, 0 and 0

  @id:seat-all-fives-3-match-carry-001 @clause:match.carry
  Scenario: all-fives at 3 players: the second hand's 9 points are added to the first hand's scores
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-4 1-2 2-3 4-4 6-6                                 |
      | 1        | 0-0 0-1 1-1 2-2 3-6                                 |
      | 2        | 0-3 1-4 1-6 5-5 5-6                                 |
      | boneyard | 2-6 3-5 2-5 0-2 1-3 4-5 3-4 2-4 1-5 0-5 3-3 4-6 0-6 |
    When the moves "6-6, 3-6 on the right, 5-6 on the left, 2-3 on the right, 2-2 on the right, 1-6 on the up, muggins, 1-2 on the right, 0-1 on the right, 1-4 on the up, 4-4 on the up, 0-0 on the right, 5-5 on the left, 0-4 on the right" are played from seat 0
    Then the scores are 15, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 0-2 2-3 4-4 5-6                                 |
      | 1        | 2-4 2-5 2-6 3-3 4-5                                 |
      | 2        | 0-1 0-5 1-2 2-2 5-5                                 |
      | boneyard | 0-4 6-6 1-4 1-6 0-3 1-3 1-5 4-6 3-6 3-4 3-5 0-6 1-1 |
    And the moves "4-4, 4-5 on the left, 0-5 on the left, 0-0 on the left, 2-4 on the right, 2-2 on the right, 2-3 on the right, 3-3 on the right, 0-1 on the left, draw, 0-4 on the down, draw, draw, 1-4 on the left, muggins, draw, draw, 0-3 on the down, draw, 1-3 on the down, draw, 1-5 on the down claiming 15, 5-5 on the down claiming 20, 5-6 on the down, 6-6 on the down, 1-6 on the down, draw, 4-6 on the up, 2-6 on the up, 1-2 on the up" are played from seat 0
    Then the hand scores 9 points
    And the scores are 15, 15 and 39

  @id:seat-all-fives-3-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives at 3 players: a side reaching 250 during the hand plays it out
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 1-4 2-6 3-3 5-5                                 |
      | 1        | 0-0 1-2 2-4 3-6 6-6                                 |
      | 2        | 0-2 0-4 2-3 4-5 5-6                                 |
      | boneyard | 2-2 0-6 4-6 4-4 3-5 3-4 1-5 1-1 0-1 1-6 1-3 2-5 0-3 |
    When the moves "6-6, 5-6 on the left, 2-6 on the right, 3-6 on the up, 4-5 on the left, 3-3 on the up, 2-4 on the left, 0-2 on the left, 0-5 on the left, 1-2 on the right, 2-3 on the up, 1-4 on the right, draw, 2-2 on the up, 0-4 on the right" are played from seat 1
    Then the scores are 0, 0 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-6 1-4 1-5 4-4                                 |
      | 1        | 0-3 0-4 3-3 5-5 6-6                                 |
      | 2        | 0-2 2-2 2-3 2-4 3-6                                 |
      | boneyard | 1-2 0-0 3-4 5-6 2-5 1-1 3-5 1-3 0-5 2-6 4-6 4-5 1-6 |
    And the moves "0-2, 0-1 on the left, draw, 1-2 on the left, 2-3 on the right claiming 5, draw, draw, 3-4 on the right, 0-4 on the right, 2-4 on the left, 4-4 on the left, 0-3 on the right, 3-6 on the right, 1-4 on the left, 6-6 on the right, draw, 5-6 on the right, 1-5 on the left, muggins, 5-5 on the right, draw, 2-5 on the right, draw, draw, 3-5 on the left claiming 5, 3-3 on the left" are played from seat 2
    Then the scores are 5, 22 and 15
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-5 2-2 3-3 3-4 3-6                                 |
      | 1        | 0-0 1-2 1-3 1-6 2-3                                 |
      | 2        | 0-3 0-6 1-4 4-6 5-6                                 |
      | boneyard | 2-6 2-5 4-5 2-4 5-5 6-6 4-4 0-4 0-2 3-5 1-1 1-5 0-1 |
    And the moves "1-6, 1-4 on the left, 3-6 on the right, 1-3 on the right claiming 5, 4-6 on the left, draw, 2-6 on the left, 2-3 on the left, 0-3 on the left, 0-5 on the left, 1-2 on the right, 5-6 on the left, 2-2 on the right claiming 10, draw, 2-5 on the right, 0-6 on the left claiming 5" are played from seat 1
    Then the scores are 15, 27 and 33
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-3 3-4 4-4 4-5                                 |
      | 1        | 0-5 1-2 1-5 1-6 6-6                                 |
      | 2        | 0-0 0-6 1-3 2-3 4-6                                 |
      | boneyard | 1-4 2-4 5-6 2-6 2-2 0-4 1-1 3-5 2-5 5-5 0-2 3-6 3-3 |
    And the moves "4-6, 4-4 on the left, 6-6 on the right, 0-6 on the right, 3-4 on the left, 0-5 on the right, 1-3 on the left, 4-5 on the down, 1-5 on the left, draw, 1-4 on the up, 0-1 on the up, draw, draw, 5-6 on the right, 0-0 on the up, 0-3 on the up" are played from seat 2
    Then the scores are 36, 27 and 33
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 1-2 1-6 4-4 4-5 5-5                                 |
      | 1        | 0-2 2-4 3-4 3-6 6-6                                 |
      | 2        | 0-3 1-3 3-5 4-6 5-6                                 |
      | boneyard | 2-2 2-6 0-5 0-0 2-5 3-3 0-4 2-3 1-5 0-6 0-1 1-4 1-1 |
    And the moves "1-2, 0-2 on the right, 0-3 on the right, 1-6 on the left, 6-6 on the left, 5-6 on the left, 5-5 on the left, 3-6 on the down, 3-5 on the right, 4-5 on the right, 2-4 on the right claiming 15, 4-6 on the up, 4-4 on the up" are played from seat 0
    Then the scores are 47, 42 and 33
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-2 0-5 1-6 2-4 6-6                                 |
      | 1        | 0-4 0-6 1-3 1-4 2-3                                 |
      | 2        | 0-3 2-2 2-5 3-3 3-4                                 |
      | boneyard | 5-6 1-1 4-6 1-2 0-0 1-5 5-5 0-1 4-5 3-6 2-6 3-5 4-4 |
    And the moves "0-5, 0-6 on the left, 2-5 on the right, 2-4 on the right, 1-4 on the right, draw, 5-6 on the left, 1-6 on the right, draw, draw, 4-6 on the right, 3-4 on the right, draw, draw, draw, 1-5 on the left, 1-3 on the right, draw, draw, 0-1 on the left, 0-0 on the left, 0-4 on the left claiming 5, 0-3 on the up, 0-2 on the down, muggins, 2-3 on the up, 2-2 on the up, 1-2 on the right, draw, 4-5 on the left, 5-5 on the left, draw, draw, 2-6 on the up, muggins, draw, 3-5 on the left, 3-3 on the left" are played from seat 0
    Then the scores are 47, 77 and 56
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-2 0-4 3-6 4-4 5-6                                 |
      | 1        | 1-6 2-3 2-4 2-6 3-3                                 |
      | 2        | 0-3 1-4 1-5 4-6 5-5                                 |
      | boneyard | 1-1 1-3 4-5 3-4 2-2 1-2 0-0 3-5 0-1 0-5 6-6 2-5 0-6 |
    And the moves "5-5 claiming 10, 5-6 on the left, 2-6 on the left, 1-5 on the right, 0-2 on the left, 1-6 on the right, 4-6 on the right, 0-4 on the left, 2-4 on the left, 1-4 on the right, draw, 1-1 on the right, 2-3 on the left claiming 5, 0-3 on the left" are played from seat 2
    Then the scores are 47, 82 and 89
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 0-5 0-6 2-2 3-5                                 |
      | 1        | 1-2 1-6 2-5 2-6 4-4                                 |
      | 2        | 0-2 1-1 2-4 3-4 5-6                                 |
      | boneyard | 4-5 0-3 6-6 2-3 5-5 1-4 3-3 3-6 0-0 4-6 0-1 1-5 1-3 |
    And the moves "1-1, draw, draw, draw, draw, draw, draw, 1-4 on the left, 1-6 on the right, 2-4 on the left, 0-6 on the right, 2-5 on the left, 0-2 on the right, 5-5 on the left, 1-2 on the right, 5-6 on the left, 6-6 on the left, 2-6 on the left, draw, draw, draw, draw, draw, 0-1 on the up, 0-5 on the up, draw, 1-5 on the down, draw, 1-3 on the right, muggins, 3-5 on the up, pass, 3-6 on the right, 2-3 on the up, pass, 4-6 on the right, 2-2 on the left, muggins, 4-4 on the right" are played from seat 2
    Then the scores are 62, 126 and 89
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-6 1-1 1-3 5-5                                 |
      | 1        | 0-3 0-4 2-2 2-3 3-4                                 |
      | 2        | 0-5 1-2 2-6 4-5 6-6                                 |
      | boneyard | 0-0 1-4 4-6 3-6 5-6 3-5 1-6 3-3 2-4 0-2 4-4 1-5 2-5 |
    And the moves "2-3 claiming 5, 1-2 on the left, 1-1 on the left, muggins, 3-4 on the right, 4-5 on the right, 5-5 on the right, draw, draw, 1-4 on the left, 0-5 on the right, 0-1 on the right, 0-4 on the left, draw, draw, draw, draw, draw, 1-6 on the right, 0-6 on the left, draw, draw, draw, draw, draw, 1-5 on the down, 3-5 on the down claiming 15, 1-3 on the down" are played from seat 1
    Then the scores are 141, 136 and 104
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 0-5 1-4 1-6 5-5                                 |
      | 1        | 0-6 1-3 1-5 4-4 4-6                                 |
      | 2        | 0-3 2-3 2-6 3-5 4-5                                 |
      | boneyard | 5-6 1-1 0-1 6-6 0-2 2-5 2-4 0-4 3-3 2-2 3-4 3-6 1-2 |
    And the moves "0-5 claiming 5, 0-6 on the left, 4-5 on the right, 1-4 on the right, 1-5 on the right, 2-6 on the left, 5-5 on the right, draw, 5-6 on the right, 3-5 on the down, 1-6 on the right, 1-3 on the down, 2-3 on the left claiming 5, draw, 1-1 on the right, draw, 0-1 on the right, 0-3 on the left" are played from seat 0
    Then the scores are 146, 136 and 127
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 4-4 4-5 4-6 6-6                                 |
      | 1        | 0-5 2-2 2-4 3-5 3-6                                 |
      | 2        | 0-3 1-2 1-4 2-5 5-6                                 |
      | boneyard | 0-6 0-2 2-3 5-5 3-3 1-6 3-4 0-1 0-0 1-5 1-3 1-1 2-6 |
    And the moves "0-3, 0-4 on the left, 3-6 on the right claiming 10, 1-4 on the left, 6-6 on the right, draw, 0-6 on the right, 1-2 on the left, 4-6 on the down, 0-5 on the right, 5-6 on the up, 4-4 on the down claiming 20, 2-2 on the left, 2-5 on the right" are played from seat 2
    Then the scores are 166, 146 and 150
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 2-3 2-6 4-6 5-5                                 |
      | 1        | 0-1 0-2 1-3 1-5 3-6                                 |
      | 2        | 0-4 1-1 2-4 4-4 4-5                                 |
      | boneyard | 1-4 5-6 0-5 6-6 3-5 1-2 2-2 0-6 2-5 0-0 1-6 3-3 3-4 |
    And the moves "1-1, draw, 1-4 on the left, 0-1 on the right, 4-4 on the left, 4-6 on the left, 1-5 on the up, 4-5 on the up, muggins, 2-6 on the left, 0-2 on the right, 0-4 on the up, 2-3 on the right, muggins, 1-3 on the right, 2-4 on the left" are played from seat 2
    Then the scores are 176, 151 and 172
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 2-2 2-3 2-4 5-5 5-6                                 |
      | 1        | 0-1 0-2 1-3 2-5 2-6                                 |
      | 2        | 0-6 1-1 1-2 1-5 3-6                                 |
      | boneyard | 1-6 0-3 3-3 1-4 4-5 0-4 0-0 6-6 4-4 3-4 4-6 3-5 0-5 |
    And the moves "1-1, draw, 1-6 on the left, 0-1 on the right, 1-5 on the down, 5-5 on the down, 2-5 on the down, 1-2 on the down, 5-6 on the left, 1-3 on the down, 3-6 on the down, draw, 0-3 on the right, 2-6 on the down, draw, 3-3 on the right, 2-3 on the right, 0-2 on the right" are played from seat 2
    Then the scores are 176, 167 and 172
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 0-5 1-4 2-3 4-5                                 |
      | 1        | 0-3 1-5 2-6 4-4 5-6                                 |
      | 2        | 1-6 2-4 3-4 3-6 6-6                                 |
      | boneyard | 1-3 2-5 3-5 4-6 0-2 0-6 1-2 0-1 5-5 2-2 3-3 1-1 0-0 |
    And the moves "2-6, 2-4 on the left, muggins, 0-4 on the left, 0-3 on the left, 3-6 on the left, draw, draw, draw, draw, 4-6 on the left claiming 10, 5-6 on the right, 3-4 on the left, 3-5 on the left, muggins, 1-5 on the right, 1-6 on the right, 2-5 on the left, draw, 0-2 on the left, 6-6 on the right" are played from seat 1
    Then the scores are 196, 177 and 208
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 0-2 2-2 2-5 4-5                                 |
      | 1        | 0-4 1-2 3-4 4-6 5-6                                 |
      | 2        | 0-1 1-1 3-3 3-6 5-5                                 |
      | boneyard | 2-3 0-5 2-6 1-5 2-4 3-5 0-3 1-6 0-6 1-3 4-4 6-6 1-4 |
    And the moves "3-3, draw, 2-3 on the right, 1-2 on the right, 3-6 on the left, draw, draw, 2-6 on the left, 3-4 on the down, 0-1 on the right, 0-5 on the right, 0-4 on the down, 5-5 on the right, 2-2 on the left, 5-6 on the right, draw, draw, 2-4 on the left claiming 10, 0-2 on the down, 4-6 on the left" are played from seat 2
    Then the scores are 196, 201 and 218
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 1-6 2-6 3-3 4-6                                 |
      | 1        | 0-0 1-2 3-4 3-5 3-6                                 |
      | 2        | 1-1 1-3 2-2 5-5 6-6                                 |
      | boneyard | 2-3 2-4 0-5 2-5 0-3 4-4 0-4 0-2 1-4 4-5 1-5 5-6 0-6 |
    And the moves "3-5, 5-5 on the right, 3-3 on the left, 3-6 on the left, 6-6 on the left, 4-6 on the left, 3-4 on the left, 1-3 on the left, 0-1 on the left claiming 10, 0-0 on the left claiming 10, draw, draw, draw, 0-5 on the right, draw, 2-5 on the down, 1-2 on the down" are played from seat 1
    Then the scores are 206, 243 and 218
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-6 1-4 3-4 3-5 3-6                                 |
      | 1        | 0-1 0-5 1-1 1-5 5-6                                 |
      | 2        | 1-3 2-4 2-5 4-4 5-5                                 |
      | boneyard | 4-6 0-4 2-2 0-3 2-3 0-2 3-3 4-5 0-0 6-6 1-6 1-2 2-6 |
    And the moves "0-5 claiming 5, 2-5 on the right, 0-6 on the left, 5-6 on the left, 5-5 on the left, 3-5 on the left, 1-5 on the up, 2-4 on the right, 1-4 on the up, draw, 4-6 on the up, 4-4 on the right, 3-4 on the left, draw, 0-4 on the right claiming 10" are played from seat 1
    Then the scores are 206, 258 and 218
    And the hand is not over
    And the match is not over
    And seat 2 is to play

  @id:seat-all-fives-3-match-target-by-players-001 @clause:match.target.by-players @clause:match.end.target @clause:match.carry
  Scenario: all-fives at 3 players: a match played out to 250 is won by seat 1
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-3 1-1 1-4 2-5 4-4                                 |
      | 1        | 0-1 0-4 1-2 2-2 5-5                                 |
      | 2        | 0-2 3-4 4-5 4-6 5-6                                 |
      | boneyard | 2-4 2-6 1-5 0-6 1-6 3-3 2-3 6-6 3-5 3-6 1-3 0-5 0-0 |
    When the moves "5-5 claiming 10, 5-6 on the left, 2-5 on the right, 2-2 on the right, 4-6 on the left, 1-4 on the left, 1-2 on the right, 4-5 on the up, 4-4 on the up, 0-4 on the up, 0-2 on the up, 1-1 on the left claiming 5, 0-1 on the left" are played from seat 1
    Then the scores are 5, 20 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 1-6 2-6 3-3 3-6                                 |
      | 1        | 0-6 1-3 1-4 2-4 4-6                                 |
      | 2        | 0-0 0-1 0-2 3-4 5-6                                 |
      | boneyard | 6-6 0-5 0-3 4-4 5-5 1-1 2-5 1-2 3-5 2-3 1-5 2-2 4-5 |
    And the moves "4-6, 3-4 on the left, 2-6 on the right, muggins, 1-3 on the left, 0-2 on the right, 1-6 on the left, 0-6 on the left, 0-1 on the right, 0-4 on the left, 2-4 on the left, draw, draw, draw, draw, draw, draw, 1-1 on the right, draw, 2-5 on the left, 1-4 on the right" are played from seat 1
    Then the scores are 5, 89 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 2-4 2-6 3-5 6-6                                 |
      | 1        | 0-6 1-2 1-3 4-4 4-6                                 |
      | 2        | 0-0 0-5 1-4 3-3 3-4                                 |
      | boneyard | 2-2 1-6 1-5 2-3 5-6 0-2 4-5 0-3 2-5 1-1 5-5 3-6 0-1 |
    And the moves "4-4, 1-4 on the right, 2-4 on the left, 1-3 on the right claiming 5, 3-3 on the right, 2-6 on the left, 4-6 on the down, 3-4 on the up, 6-6 on the down, 0-6 on the down claiming 15, 0-5 on the down, 3-5 on the up, draw, draw, 1-6 on the left, draw, 1-5 on the left, draw, 2-3 on the right, 2-2 on the right, draw, 5-6 on the left claiming 20, draw, 0-2 on the right, draw, 4-5 on the up, 0-0 on the right" are played from seat 1
    Then the scores are 5, 109 and 27
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 1-1 1-2 1-6 2-3 3-5                                 |
      | 1        | 0-2 0-4 1-5 2-6 5-6                                 |
      | 2        | 0-0 2-4 4-6 5-5 6-6                                 |
      | boneyard | 1-3 0-1 0-5 0-3 3-3 4-5 1-4 3-6 2-2 0-6 3-4 2-5 4-4 |
    And the moves "4-6 claiming 10, 1-6 on the right claiming 5, 0-4 on the left, 0-0 on the left, 1-2 on the right, 0-2 on the left, 2-4 on the left, 2-3 on the right, draw, 1-3 on the right, draw, 0-1 on the down, 1-1 on the right, 1-5 on the right claiming 10, 5-5 on the right claiming 15, 3-5 on the right" are played from seat 2
    Then the scores are 41, 119 and 52
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-6 1-4 3-6 4-5 5-6                                 |
      | 1        | 0-3 0-4 1-2 1-6 2-4                                 |
      | 2        | 0-5 1-5 2-2 2-6 6-6                                 |
      | boneyard | 2-5 2-3 0-0 4-4 5-5 3-4 1-1 3-3 4-6 3-5 0-2 1-3 0-1 |
    And the moves "0-6, 0-4 on the left claiming 10, 6-6 on the right, 1-4 on the left, 1-6 on the left, 2-6 on the left, 3-6 on the right, 2-4 on the left, draw, draw, 2-3 on the right, 4-5 on the left, 1-2 on the right, 1-5 on the right claiming 10, 5-6 on the down" are played from seat 0
    Then the scores are 60, 129 and 62
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 1-2 1-6 3-3 3-6                                 |
      | 1        | 2-6 3-4 4-6 5-5 6-6                                 |
      | 2        | 0-6 1-5 2-2 2-3 2-5                                 |
      | boneyard | 4-4 1-3 1-4 2-4 0-5 3-5 4-5 0-0 0-1 5-6 0-4 0-2 1-1 |
    And the moves "0-3, 3-4 on the right, 0-6 on the left claiming 10, 1-6 on the left, 4-6 on the right, 1-5 on the left, 3-6 on the right, 5-5 on the left, 2-5 on the left, muggins, 1-2 on the left, draw, draw, 1-3 on the right, draw, 1-4 on the left claiming 5, draw, 2-4 on the left, 2-6 on the left, draw, 0-5 on the down, draw, 3-5 on the up, muggins, 6-6 on the left, 2-3 on the up, muggins, draw, draw, 0-0 on the down claiming 15, draw, 0-1 on the down, 2-2 on the up" are played from seat 0
    Then the scores are 95, 139 and 100
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-2 0-5 2-4 4-5 6-6                                 |
      | 1        | 2-5 3-3 3-4 4-4 5-6                                 |
      | 2        | 0-1 1-2 1-3 2-6 3-6                                 |
      | boneyard | 0-0 4-6 1-6 0-6 0-3 2-2 2-3 1-4 1-1 0-4 3-5 5-5 1-5 |
    And the moves "3-6, 6-6 on the right, 5-6 on the right, 2-6 on the up claiming 10, 0-5 on the right claiming 5, 3-4 on the left, 1-2 on the up, 0-2 on the right, 2-5 on the right, 1-3 on the up, 2-4 on the left claiming 10, 3-3 on the up, draw, draw, 4-6 on the down, 4-5 on the right" are played from seat 2
    Then the scores are 119, 139 and 110
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 0-5 1-2 4-5 4-6                                 |
      | 1        | 0-1 0-3 2-4 3-5 4-4                                 |
      | 2        | 1-4 1-6 3-4 3-6 5-5                                 |
      | boneyard | 1-1 0-2 2-5 0-0 2-6 5-6 3-3 6-6 1-3 0-6 1-5 2-2 2-3 |
    And the moves "0-5, 3-5 on the right, 3-4 on the right, 4-5 on the right, 0-3 on the left, 3-6 on the left, 4-6 on the left, 4-4 on the left, 5-5 on the right, 0-4 on the left claiming 10, 0-1 on the left, 1-4 on the left, draw, draw, draw, 2-5 on the right, 2-4 on the left" are played from seat 0
    Then the scores are 129, 153 and 110
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 1-5 1-6 3-4 4-4                                 |
      | 1        | 0-2 1-1 1-2 2-4 2-5                                 |
      | 2        | 0-3 3-3 3-5 4-5 5-6                                 |
      | boneyard | 0-5 0-4 2-6 1-4 3-6 0-6 2-2 4-6 6-6 1-3 2-3 5-5 0-0 |
    And the moves "2-5, 3-5 on the right, 3-4 on the right, 2-4 on the left, 4-5 on the left, 1-5 on the left claiming 5, 1-2 on the left, draw, draw, 0-4 on the right, 0-1 on the right, 0-2 on the left, 0-5 on the left, 1-6 on the right, draw, 2-6 on the right, 5-6 on the left, draw, draw, 3-6 on the left, draw, draw, 2-2 on the right, 0-3 on the left, draw, draw, draw, draw, 2-3 on the right, 0-6 on the left, 3-3 on the right" are played from seat 1
    Then the scores are 134, 153 and 151
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 0-5 1-5 2-6 3-6                                 |
      | 1        | 0-0 0-1 1-6 4-5 6-6                                 |
      | 2        | 1-4 2-2 2-4 3-4 5-6                                 |
      | boneyard | 5-5 0-6 3-5 0-2 1-2 4-6 1-1 2-5 2-3 4-4 0-3 1-3 3-3 |
    And the moves "2-2, 2-6 on the left, 6-6 on the left, 5-6 on the left, 1-5 on the left, 1-6 on the left claiming 10, 2-4 on the right, muggins, 3-6 on the left, 4-5 on the right, 3-4 on the left, 0-4 on the left claiming 5, 0-0 on the left claiming 5, draw, 5-5 on the right, 0-5 on the left" are played from seat 2
    Then the scores are 155, 168 and 151
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-6 1-6 2-4 2-6 6-6                                 |
      | 1        | 0-4 1-3 2-2 2-3 3-3                                 |
      | 2        | 0-3 1-5 2-5 4-6 5-6                                 |
      | boneyard | 1-4 4-5 0-5 3-5 0-1 0-2 3-4 1-1 5-5 4-4 3-6 1-2 0-0 |
    And the moves "2-6, 2-2 on the left, 5-6 on the right, 2-4 on the left, 2-3 on the up, 1-5 on the right, 1-6 on the right, 3-3 on the up, 4-6 on the left, 6-6 on the left, 1-3 on the up, 2-5 on the down, 0-6 on the left" are played from seat 0
    Then the scores are 162, 168 and 151
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 2-2 2-4 2-5 2-6                                 |
      | 1        | 0-0 0-1 5-5 5-6 6-6                                 |
      | 2        | 0-4 1-5 3-4 3-5 4-5                                 |
      | boneyard | 1-1 0-6 0-2 2-3 3-3 1-2 1-6 0-5 4-4 1-4 4-6 1-3 3-6 |
    And the moves "0-3, 0-0 on the left, 3-5 on the right, muggins, 2-5 on the right, 0-1 on the left, 0-4 on the up, 2-2 on the right, draw, 1-1 on the left claiming 10, 3-4 on the up, 2-4 on the right, draw, 0-6 on the down claiming 15, 1-5 on the left, 2-6 on the down" are played from seat 0
    Then the scores are 209, 193 and 151
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 1-3 2-5 4-4 6-6                                 |
      | 1        | 0-1 0-2 2-2 4-5 5-6                                 |
      | 2        | 0-4 0-6 1-4 2-6 3-3                                 |
      | boneyard | 5-5 1-2 1-5 0-5 2-4 4-6 1-6 3-5 2-3 3-6 0-0 3-4 1-1 |
    And the moves "1-3, 0-1 on the left, 0-6 on the left, 6-6 on the left, 5-6 on the left, 2-6 on the up, 2-5 on the left, 0-2 on the left, muggins, 3-3 on the right, 0-3 on the left, 2-2 on the up, draw, draw, 1-2 on the up claiming 10, draw, 1-5 on the up, 4-5 on the up" are played from seat 0
    Then the scores are 209, 220 and 166
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 1-4 1-5 2-4 4-5                                 |
      | 1        | 1-1 1-2 3-4 4-6 6-6                                 |
      | 2        | 0-6 1-6 2-6 3-6 5-5                                 |
      | boneyard | 2-5 3-3 4-4 2-2 0-3 0-2 5-6 0-4 1-3 0-5 2-3 0-1 3-5 |
    And the moves "4-6 claiming 10, 1-6 on the right claiming 5, 1-4 on the left, 1-2 on the right, 2-6 on the right, 1-5 on the left, 6-6 on the right, 5-5 on the left, 4-5 on the left, 3-4 on the left claiming 15, 3-6 on the right, draw, draw, 3-3 on the right, draw, draw, draw, 0-3 on the right, 0-6 on the right" are played from seat 1
    Then the scores are 209, 245 and 198
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 0-6 2-2 4-5 6-6                                 |
      | 1        | 0-4 1-1 1-4 1-5 3-6                                 |
      | 2        | 0-2 1-2 2-5 3-4 4-6                                 |
      | boneyard | 2-4 3-3 3-5 2-3 0-1 2-6 4-4 0-0 0-5 5-6 5-5 1-6 1-3 |
    And the moves "1-2, 2-2 on the right, muggins, 1-1 on the left, 2-5 on the right, 4-5 on the right, 1-4 on the left, 0-2 on the up, 0-6 on the up, 3-6 on the up, 3-4 on the left, 0-3 on the up, 0-4 on the right, draw, 2-4 on the down, draw, 3-3 on the left, draw, 3-5 on the left, 4-6 on the down" are played from seat 2
    Then the scores are 209, 250 and 216
    And the match is over, won by seat 1

