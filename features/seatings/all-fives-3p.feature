# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives" rules for 3 players

  Scenarios for the clauses that hold for all-fives at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives at 3 players: seat 0 may play every tile of the open ends' suits it holds
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw" are played from seat 2
    Then the legal moves are "2-6 on the left, 2-6 on the right"

  @id:seat-all-fives-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: all-fives at 3 players: 2-6 written high half first is the same tile
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 plays the tile written "6-2" on the left
    Then the left end shows 2
    And every tile the engine reports is written low half first

  @id:seat-all-fives-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.all-other-hands @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 3 players: seat 2 goes out and scores 35
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 4-6 on the up, 0-0 on the left claiming 5, 4-4 on the up, 1-4 on the up, 1-5 on the up, 3-5 on the up, 0-4 on the left" are played from seat 2
    Then seat 2 goes out and wins the hand
    And the pips left are 31, 4 and 0
    And the hand scores 35 points
    And the scores are 5, 0 and 35

  @id:seat-all-fives-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives at 3 players: the lead 6-6 opens the line
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6" are played from seat 2
    Then the open ends show 6 and 6
    And the left end shows 6
    And the right end shows 6
    And the count is 12

  @id:seat-all-fives-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: 0-0 may not be played on the left end, which shows 6
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw" are played from seat 2
    And seat 0 tries to play 0-0 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives at 3 players: 0-1 matches the left and right ends and may be played on either
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 4-6 on the up" are played from seat 2
    Then seat 0 may play 0-1 on the left
    And seat 0 may play 0-1 on the right

  @id:seat-all-fives-3-line-double-across-001 @clause:line.double.across
  Scenario: all-fives at 3 players: the double 0-0 laid across the left end shows its number
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 4-6 on the up, 0-0 on the left claiming 5" are played from seat 2
    Then the left end shows 0

  @id:seat-all-fives-3-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives at 3 players: the first double, 6-6, becomes the spinner
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6" are played from seat 2
    Then the spinner is 6-6
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-3-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives at 3 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right" are played from seat 2
    Then the up end shows 6
    And the down end shows 6

  @id:seat-all-fives-3-deal-explicit-001 @clause:deal.explicit @clause:deal.seats @clause:equipment.set.composition @clause:deal.boneyard
  Scenario: all-fives at 3 players: each seat holds the tiles dealt to it and the boneyard the other 13
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    Then seat 0 holds "0-0 0-1 1-2 3-3 5-5"
    And seat 1 holds "1-3 2-2 2-5 3-5 4-4"
    And seat 2 holds "0-4 1-4 3-6 4-6 6-6"
    And the boneyard holds 13 tiles

  @id:seat-all-fives-3-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.highest-double-else-heaviest
  Scenario: all-fives at 3 players: equally heavy tiles compete for the lead and seat 2 wins it
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 0-3 0-4 2-3 3-5                                 |
      | 1        | 0-6 1-3 1-5 2-4 4-5                                 |
      | 2        | 1-2 1-6 2-5 3-4 3-6                                 |
      | boneyard | 2-6 4-6 0-1 1-4 0-5 5-6 0-0 2-2 5-5 3-3 4-4 1-1 6-6 |
    Then seat 2 must lead 3-6

  @id:seat-all-fives-3-lead-forced-tile-001 @clause:lead.forced-tile @clause:lead.first-hand.highest-double-else-heaviest
  Scenario: all-fives at 3 players: seat 2 leads the first hand
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    Then seat 2 must lead 6-6

  @id:seat-all-fives-3-lead-any-tile-001 @clause:lead.any-tile @clause:lead.next-hand.winner
  Scenario: all-fives at 3 players: seat 2 leads the hand after a hand won by seat 2
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-2 0-6 1-2 5-6                                 |
      | 1        | 0-0 0-5 1-5 4-5 5-5                                 |
      | 2        | 1-4 1-6 2-2 2-6 3-5                                 |
      | boneyard | 0-3 2-3 2-5 3-4 2-4 1-1 3-3 6-6 4-6 4-4 0-4 1-3 3-6 |
    When the moves "5-5, 3-5 on the left, 5-6 on the right, 1-5 on the up, 1-6 on the up claiming 15, 0-6 on the right, 0-5 on the down, 2-6 on the up claiming 5, 0-2 on the down, 0-0 on the right, 2-2 on the down, 1-2 on the up, draw, 0-3 on the left claiming 5, 1-4 on the up" are played from seat 1
    Then the scores are 0, 5 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 2-2 2-3 2-4 3-3 6-6                                 |
      | 1        | 0-1 0-4 0-6 3-4 4-6                                 |
      | 2        | 0-2 0-3 3-5 4-4 5-5                                 |
      | boneyard | 1-5 1-3 4-5 1-1 3-6 0-0 0-5 5-6 2-6 1-4 2-5 1-2 1-6 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-all-fives-3-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives at 3 players: seat 1 leads the hand after a blocked hand won by seat 1
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-6 1-4 4-4 4-6 6-6                                 |
      | 1        | 0-1 0-4 1-1 1-5 2-3                                 |
      | 2        | 0-3 1-3 3-3 3-6 5-5                                 |
      | boneyard | 4-5 3-4 1-6 2-4 3-5 2-2 0-5 2-6 1-2 2-5 0-2 0-0 5-6 |
    When the moves "6-6, draw, draw, draw, 1-6 on the right, 1-3 on the right, muggins, 0-6 on the left, 2-3 on the right, 0-3 on the left claiming 5, 4-6 on the down, 4-5 on the down claiming 10, 3-6 on the left, draw, 2-4 on the right, 3-4 on the right, 3-3 on the right, draw, 3-5 on the down, muggins, draw, draw, draw, 2-6 on the up, draw, 1-2 on the up, 1-4 on the up, 0-4 on the up, draw, draw, 0-2 on the up, draw, draw, 5-6 on the left, 1-5 on the left, 2-5 on the up claiming 15, pass, 0-5 on the up claiming 10, pass, 0-0 on the up claiming 10, 0-1 on the left" are played from seat 0
    Then the scores are 25, 40 and 20
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 1-2 1-4 2-3 6-6                                 |
      | 1        | 0-0 0-2 1-6 4-6 5-5                                 |
      | 2        | 1-1 1-5 2-5 2-6 3-5                                 |
      | boneyard | 2-2 4-5 0-5 3-6 3-3 4-4 0-1 0-6 1-3 3-4 5-6 0-4 2-4 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-all-fives-3-draw-until-playable-001 @clause:draw.until-playable @clause:draw.order @clause:deal.boneyard @clause:turn.one-tile
  Scenario: all-fives at 3 players: seat 0 draws 2-4, 2-3, 0-5, 1-5 and 2-6 from the boneyard until a tile fits
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6" are played from seat 2
    Then the legal moves are "draw"
    When seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    Then seat 0 holds "0-0 0-1 0-5 1-2 1-5 2-3 2-4 2-6 3-3 5-5"
    And the boneyard holds 8 tiles
    And seat 0 is to play
    And seat 0 may play 2-6 on the right

  @id:seat-all-fives-3-draw-until-playable-pass-at-reserve-001 @clause:draw.until-playable.pass-at-reserve @clause:turn.pass @clause:move.kinds @clause:draw.reserve.never-drawn
  Scenario: all-fives at 3 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 0-4 2-4 3-3 3-6                                 |
      | 1        | 0-3 0-6 1-3 1-5 3-4                                 |
      | 2        | 0-0 1-2 3-5 4-4 5-5                                 |
      | boneyard | 4-6 2-2 2-3 2-6 4-5 0-5 2-5 6-6 1-4 5-6 1-1 0-1 1-6 |
    When the moves "5-5, draw, draw, draw, draw, draw, 4-5 on the left, 1-5 on the right, 3-5 on the up, 2-3 on the up, 3-4 on the left, 1-2 on the right, 2-2 on the up, 0-3 on the left, 0-0 on the left, 0-2 on the up, 0-6 on the up, draw, 0-5 on the left, 2-6 on the up, draw, 2-5 on the down, draw, draw, draw, 5-6 on the left, 2-4 on the down, draw, draw, draw, 1-6 on the left, 1-4 on the down" are played from seat 2
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
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 4-6 on the up, 0-0 on the left claiming 5, 4-4 on the up, 1-4 on the up, 1-5 on the up, 3-5 on the up, 0-4 on the left" are played from seat 2
    Then the status is hand_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-all-fives-3-move-refusal-lead-tile-forced-001 @clause:move.refusal.lead-tile-forced @clause:lead.forced-tile @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 2 may not lead 4-6 instead of 6-6
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When seat 2 tries to lead 4-6
    Then the move is refused as "lead_tile_forced"
    And nothing has changed
    And seat 2 must lead 6-6

  @id:seat-all-fives-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: 2-6 may not be played on an up end that is not open
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 tries to play 2-6 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-3-move-refusal-wrong-claim-001 @clause:move.refusal.wrong-claim @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: claiming 10 for a play that scores 5 is refused
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left" are played from seat 2
    And seat 1 tries to play 3-5 on the right claiming 10
    Then the move is refused as "wrong_claim"
    And nothing has changed

  @id:seat-all-fives-3-move-refusal-must-play-001 @clause:move.refusal.must-play @clause:turn.must-play @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 0, able to play 2-6, may not pass
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 0 may play 2-6 on the left

  @id:seat-all-fives-3-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 2 may neither pass nor draw before leading
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
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
      | 0        | 0-2 0-4 2-4 3-3 3-6                                 |
      | 1        | 0-3 0-6 1-3 1-5 3-4                                 |
      | 2        | 0-0 1-2 3-5 4-4 5-5                                 |
      | boneyard | 4-6 2-2 2-3 2-6 4-5 0-5 2-5 6-6 1-4 5-6 1-1 0-1 1-6 |
    When the moves "5-5, draw, draw, draw, draw, draw, 4-5 on the left, 1-5 on the right, 3-5 on the up, 2-3 on the up, 3-4 on the left, 1-2 on the right, 2-2 on the up, 0-3 on the left, 0-0 on the left, 0-2 on the up, 0-6 on the up, draw, 0-5 on the left, 2-6 on the up, draw, 2-5 on the down, draw, draw, draw, 5-6 on the left, 2-4 on the down, draw, draw, draw, 1-6 on the left, 1-4 on the down" are played from seat 2
    Then the boneyard holds 0 tiles
    When seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed

  @id:seat-all-fives-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives at 3 players: seat 0 may not call muggins when no points are left unclaimed
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6" are played from seat 2
    And seat 0 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-3-end-blocked-001 @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives at 3 players: seat 0 wins the blocked hand and scores 35
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 1-1 1-3 1-5 2-4                                 |
      | 1        | 2-6 4-5 4-6 5-5 5-6                                 |
      | 2        | 1-2 2-2 3-3 3-4 4-4                                 |
      | boneyard | 0-6 3-6 2-5 0-3 6-6 0-4 1-6 3-5 0-5 1-4 0-0 2-3 0-2 |
    When the moves "5-5 claiming 10, draw, draw, draw, 2-5 on the left, 1-5 on the right, 5-6 on the up, 2-2 on the left, 1-3 on the right, 4-6 on the up, 3-4 on the up claiming 10, 2-4 on the left, 4-5 on the left, 3-3 on the right, draw, 0-3 on the right, draw, draw, 0-4 on the right, 4-4 on the right, draw, draw, 3-5 on the up, draw, 0-5 on the up, 0-6 on the up, 1-6 on the up, draw, 1-4 on the up, draw, draw, draw" are played from seat 1
    Then the hand is blocked and won by seat 0
    And the pips left are 3, 20 and 19
    And the hand scores 35 points
    And the scores are 35, 10 and 10

  @id:seat-all-fives-3-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives at 3 players: after 0-0 the open ends 0, 1, 4 and 6 count 5
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 4-6 on the up, 0-0 on the left claiming 5" are played from seat 2
    Then the open ends show 0, 1, 4 and 6
    And the count is 5

  @id:seat-all-fives-3-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives at 3 players: after 0-3 the open ends 0 and 3 count 6
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-3 2-2 2-5 4-6                                 |
      | 1        | 0-5 0-6 3-6 4-5 5-6                                 |
      | 2        | 0-2 1-1 1-2 1-4 3-3                                 |
      | boneyard | 6-6 4-4 1-6 1-3 1-5 3-5 2-3 2-6 2-4 0-0 3-4 5-5 0-4 |
    When the moves "3-3, 0-3 on the right" are played from seat 2
    Then the open ends show 0 and 3
    And the count is 6

  @id:seat-all-fives-3-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.claim
  Scenario: all-fives at 3 players: 0-0 on the left claiming 5 makes the count 5 and scores it
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-0 0-1 1-2 3-3 5-5                                 |
      | 1        | 1-3 2-2 2-5 3-5 4-4                                 |
      | 2        | 0-4 1-4 3-6 4-6 6-6                                 |
      | boneyard | 2-4 2-3 0-5 1-5 2-6 4-5 3-4 0-6 5-6 1-6 1-1 0-2 0-3 |
    When the moves "6-6, draw, draw, draw, draw, draw, 2-6 on the left, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 4-6 on the up, 0-0 on the left claiming 5" are played from seat 2
    Then the count is 5
    And the scores are 5, 0 and 0

  @id:seat-all-fives-3-score-fives-muggins-lapse-001 @clause:score.fives.muggins.lapse
  Scenario: all-fives at 3 players: 5 unclaimed points lapse when seat 1 makes another move first
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-5 1-2 1-6 2-3 4-4                                 |
      | 1        | 0-2 1-4 2-5 3-6 4-6                                 |
      | 2        | 0-6 2-4 2-6 3-3 6-6                                 |
      | boneyard | 0-0 3-5 1-1 4-5 1-3 0-3 2-2 5-6 3-4 0-4 0-1 1-5 5-5 |
    When the moves "6-6, 1-6 on the left, 1-4 on the left, 2-6 on the right, 1-2 on the right" are played from seat 2
    Then 5 points are waiting for muggins
    When seat 1 plays 4-6 on the left
    Then 0 points are waiting for muggins
    And the scores are 0, 0 and 0
    And seat 2 may not call muggins

  @id:seat-all-fives-3-match-carry-001 @clause:match.carry
  Scenario: all-fives at 3 players: the second hand's 35 points are added to the first hand's scores
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-1 0-2 0-6 1-2 5-6                                 |
      | 1        | 0-0 0-5 1-5 4-5 5-5                                 |
      | 2        | 1-4 1-6 2-2 2-6 3-5                                 |
      | boneyard | 0-3 2-3 2-5 3-4 2-4 1-1 3-3 6-6 4-6 4-4 0-4 1-3 3-6 |
    When the moves "5-5, 3-5 on the left, 5-6 on the right, 1-5 on the up, 1-6 on the up claiming 15, 0-6 on the right, 0-5 on the down, 2-6 on the up claiming 5, 0-2 on the down, 0-0 on the right, 2-2 on the down, 1-2 on the up, draw, 0-3 on the left claiming 5, 1-4 on the up" are played from seat 1
    Then the scores are 0, 5 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 2-2 2-3 2-4 3-3 6-6                                 |
      | 1        | 0-1 0-4 0-6 3-4 4-6                                 |
      | 2        | 0-2 0-3 3-5 4-4 5-5                                 |
      | boneyard | 1-5 1-3 4-5 1-1 3-6 0-0 0-5 5-6 2-6 1-4 2-5 1-2 1-6 |
    And the moves "0-2, 2-4 on the right, 0-6 on the left claiming 10, 4-4 on the right, 6-6 on the left, 4-6 on the left, draw, draw, draw, 4-5 on the right, draw, draw, draw, draw, 0-5 on the right, 3-4 on the up, 0-3 on the right claiming 10, 3-6 on the up, 0-4 on the down, 3-5 on the right, muggins, 0-0 on the down claiming 15, 0-1 on the down" are played from seat 2
    Then the hand scores 35 points
    And the scores are 30, 50 and 40

  @id:seat-all-fives-3-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives at 3 players: a side reaching 250 during the hand plays it out
    Given the "all-fives" rules for 3 players
    And the deal:
      | seat     | tiles                                               |
      | 0        | 0-2 2-6 3-4 3-6 4-5                                 |
      | 1        | 0-1 1-3 1-6 2-3 2-5                                 |
      | 2        | 0-0 1-2 2-2 3-3 4-4                                 |
      | boneyard | 0-4 4-6 6-6 5-6 5-5 1-5 3-5 0-6 1-4 0-3 0-5 2-4 1-1 |
    When the moves "4-4, 4-5 on the left, 2-5 on the left claiming 10, 1-2 on the left, 3-4 on the right, 1-3 on the left, 3-3 on the right, 3-6 on the left, 1-6 on the left, draw, 0-4 on the up, 0-2 on the up, 2-3 on the up, muggins, draw, 4-6 on the down, 2-6 on the down" are played from seat 2
    Then the scores are 5, 10 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-5 2-4 3-3 5-5                                 |
      | 1        | 1-2 1-3 1-6 4-6 6-6                                 |
      | 2        | 0-4 2-2 2-3 3-6 4-4                                 |
      | boneyard | 1-5 1-4 0-0 4-5 1-1 0-3 2-6 0-2 5-6 2-5 0-6 3-5 3-4 |
    And the moves "0-5 claiming 5, draw, 1-5 on the right, 0-4 on the left claiming 5, 0-1 on the right, 4-6 on the left, 3-6 on the left, 3-3 on the left, 1-3 on the left, 2-3 on the up, 2-4 on the up, 1-2 on the left, 2-2 on the left, draw, 1-4 on the up, 1-6 on the up, muggins, draw, 0-0 on the right, draw, draw, draw, 0-3 on the down, muggins, 6-6 on the up" are played from seat 0
    Then the scores are 10, 50 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 1-1 1-4 2-3 2-4 3-4                                 |
      | 1        | 0-0 0-1 2-5 3-5 5-6                                 |
      | 2        | 0-4 0-5 1-2 1-3 1-6                                 |
      | boneyard | 0-3 6-6 4-5 2-6 1-5 0-2 5-5 0-6 4-4 4-6 3-6 2-2 3-3 |
    And the moves "0-1, 0-4 on the left claiming 5, 1-4 on the left, draw, draw, draw, draw, draw, 1-5 on the left, 1-6 on the right, draw, draw, 5-5 on the left, 5-6 on the left, 0-5 on the up, 0-2 on the up, 2-6 on the right claiming 10, 1-2 on the right, 2-4 on the up, 4-5 on the up, 1-3 on the right" are played from seat 1
    Then the scores are 10, 60 and 75
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 1-1 1-4 2-3 3-4                                 |
      | 1        | 1-2 2-2 2-4 4-4 6-6                                 |
      | 2        | 0-5 2-6 3-5 4-5 4-6                                 |
      | boneyard | 0-2 0-3 1-6 0-0 3-3 3-6 0-6 5-6 1-3 5-5 0-4 2-5 1-5 |
    And the moves "2-6, 2-3 on the left, 6-6 on the right, 4-6 on the right, 1-4 on the right, 1-2 on the right, muggins, 3-5 on the left, draw, 0-2 on the right claiming 5, draw, 0-3 on the right, 4-5 on the left, 3-4 on the right, 4-4 on the right, draw, 1-6 on the up, 0-1 on the up, 2-4 on the left claiming 10, 0-5 on the up" are played from seat 2
    Then the scores are 15, 70 and 85
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 1-5 1-6 2-5 3-3 4-4                                 |
      | 1        | 0-1 1-3 1-4 2-4 2-6                                 |
      | 2        | 0-2 0-6 1-1 4-5 4-6                                 |
      | boneyard | 0-3 1-2 3-6 5-5 6-6 3-5 2-3 0-5 2-2 0-0 5-6 0-4 3-4 |
    And the moves "4-6, muggins, 1-6 on the right, 1-4 on the left, 1-1 on the left, 1-5 on the right, 1-3 on the left, 4-5 on the right, 4-4 on the right, 2-4 on the right claiming 5, 0-2 on the right, 3-3 on the left, 0-1 on the right, draw, 0-3 on the left, draw, 1-2 on the down, 2-6 on the down" are played from seat 2
    Then the scores are 25, 90 and 85
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 2-2 2-4 2-5 4-5                                 |
      | 1        | 0-3 0-5 1-6 3-3 4-4                                 |
      | 2        | 0-4 0-6 1-1 1-5 4-6                                 |
      | boneyard | 3-6 0-2 1-4 3-4 6-6 1-2 5-5 2-6 1-3 5-6 0-1 3-5 2-3 |
    And the moves "1-6, 0-6 on the right, 0-0 on the right, 0-5 on the right, 1-5 on the left, 2-5 on the left, 0-3 on the down claiming 10, 0-4 on the up, 4-5 on the up claiming 15, 3-3 on the down, draw, 3-6 on the down, 2-2 on the left, draw, 0-2 on the left, 4-6 on the down, 2-4 on the down" are played from seat 1
    Then the scores are 50, 100 and 85
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 0-5 1-5 2-3 3-4                                 |
      | 1        | 0-2 1-1 2-2 2-6 4-5                                 |
      | 2        | 0-1 0-6 2-4 3-5 5-6                                 |
      | boneyard | 2-5 1-2 3-6 5-5 0-3 3-3 4-6 6-6 1-6 1-4 0-0 4-4 1-3 |
    And the moves "2-3 claiming 5, 0-2 on the left, 0-6 on the left, 3-4 on the right claiming 10, 4-5 on the right, 5-6 on the right, draw, draw, draw, 3-6 on the right, 2-6 on the left claiming 5, 2-4 on the left, 0-4 on the left, draw, draw, 0-3 on the left, 3-5 on the right, 2-5 on the right, 2-2 on the right, draw, 3-3 on the left claiming 10, 1-2 on the right, 1-1 on the right, 0-1 on the right" are played from seat 0
    Then the scores are 65, 105 and 115
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-4 1-1 1-4 2-4                                 |
      | 1        | 0-3 1-6 2-5 2-6 3-3                                 |
      | 2        | 0-6 1-3 3-5 4-5 6-6                                 |
      | boneyard | 4-4 2-2 4-6 5-6 0-5 1-5 2-3 0-0 1-2 5-5 3-4 0-2 3-6 |
    And the moves "0-6, 0-4 on the left, 1-6 on the right, 1-3 on the right, 2-4 on the left claiming 5, 2-6 on the left, 3-5 on the right, draw, draw, draw, 4-6 on the left, 2-5 on the right, 4-5 on the left, 2-2 on the right, draw, 5-6 on the left, 6-6 on the left" are played from seat 2
    Then the scores are 70, 105 and 140
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-3 1-6 2-3 3-6 5-5                                 |
      | 1        | 1-2 1-5 2-2 2-5 3-5                                 |
      | 2        | 0-6 2-4 3-3 3-4 4-6                                 |
      | boneyard | 0-2 4-5 0-0 2-6 1-4 0-1 0-5 4-4 1-3 6-6 1-1 5-6 0-4 |
    And the moves "2-4, 2-3 on the left, 3-5 on the left, 3-4 on the right, 0-3 on the right claiming 5, 1-5 on the left, 0-6 on the right, 3-6 on the right, 1-2 on the left claiming 5, 3-3 on the right, draw, 0-2 on the left, draw, draw, 0-0 on the left, draw, draw, draw, 0-1 on the left, 1-6 on the left, draw, draw, draw, 1-3 on the right, 4-6 on the left claiming 5, draw, draw, 1-1 on the right, 4-4 on the left claiming 10, 1-4 on the right, draw, draw, 0-4 on the left, 0-5 on the left, pass, 5-5 on the left, 4-5 on the left" are played from seat 2
    Then the scores are 75, 120 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-2 0-5 1-2 3-6 6-6                                 |
      | 1        | 0-3 0-6 2-2 3-4 3-5                                 |
      | 2        | 0-0 1-5 2-4 2-5 3-3                                 |
      | boneyard | 2-6 4-4 1-3 1-1 5-5 0-1 0-4 1-4 2-3 1-6 4-5 4-6 5-6 |
    And the moves "0-0, 0-5 on the left, 0-6 on the right, 1-5 on the left, 1-2 on the left, 2-2 on the left, 2-5 on the left, 6-6 on the right, 3-5 on the left claiming 15, 3-3 on the left, 3-6 on the left, 0-3 on the down, draw, 2-6 on the right, 0-2 on the right" are played from seat 2
    Then the scores are 90, 135 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-4 2-4 3-3 4-5                                 |
      | 1        | 0-2 1-6 2-5 2-6 3-5                                 |
      | 2        | 0-0 0-6 1-5 4-4 6-6                                 |
      | boneyard | 1-3 1-4 0-3 0-5 3-6 5-5 1-2 3-4 5-6 2-3 1-1 4-6 2-2 |
    And the moves "0-1, 1-6 on the right, 0-0 on the left, 0-4 on the left, 0-2 on the down, 0-6 on the right, 4-5 on the left, 3-5 on the left claiming 5, draw, 1-3 on the left, 2-4 on the down claiming 5, draw, 1-4 on the left, 4-4 on the down, draw, 0-3 on the right claiming 15, draw, 0-5 on the up claiming 20, 1-5 on the up, 3-3 on the right" are played from seat 0
    Then the scores are 135, 160 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-3 2-2 2-3 6-6                                 |
      | 1        | 1-6 3-3 3-5 4-5 4-6                                 |
      | 2        | 0-0 1-3 1-5 2-5 3-6                                 |
      | boneyard | 1-4 3-4 0-4 2-6 0-6 2-4 5-5 1-2 4-4 1-1 0-2 0-5 5-6 |
    And the moves "6-6, 1-6 on the left, 1-3 on the left, 0-3 on the left, 4-6 on the right, 3-6 on the up, 0-1 on the left, 3-3 on the up, 1-5 on the left, 2-3 on the up, 4-5 on the left claiming 10, 2-5 on the up, draw, 1-4 on the right claiming 10, 3-5 on the up" are played from seat 0
    Then the scores are 145, 175 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-4 0-6 2-2 2-5 3-5                                 |
      | 1        | 1-1 2-4 3-3 5-5 5-6                                 |
      | 2        | 1-2 1-3 1-5 1-6 3-4                                 |
      | boneyard | 2-6 0-5 0-3 0-2 4-5 0-0 6-6 2-3 1-4 3-6 4-4 0-1 4-6 |
    And the moves "5-6, 1-5 on the left, 0-6 on the right, 1-1 on the left, 1-2 on the left, 0-4 on the right, 2-4 on the left, 1-3 on the down, 3-5 on the down, 5-5 on the down, 3-4 on the right, 2-5 on the down, 3-3 on the right" are played from seat 1
    Then the scores are 145, 185 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 1-5 1-6 2-3 3-5 4-6                                 |
      | 1        | 0-3 2-4 3-3 4-5 6-6                                 |
      | 2        | 0-2 0-4 2-2 3-4 5-6                                 |
      | boneyard | 1-1 0-6 2-6 5-5 0-5 1-4 4-4 0-1 1-3 3-6 2-5 1-2 0-0 |
    And the moves "0-3, 0-2 on the left, 2-3 on the left, 3-3 on the right, 3-4 on the left claiming 10, 4-6 on the left, 6-6 on the left, 5-6 on the left, 3-5 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, 1-3 on the right, draw, 3-6 on the up, 1-5 on the right, 2-6 on the up, muggins, 2-2 on the up, draw, 2-5 on the up, 0-5 on the right, 0-4 on the right" are played from seat 1
    Then the scores are 145, 185 and 240
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-1 0-3 1-6 2-3 2-5                                 |
      | 1        | 0-2 1-2 4-5 5-5 6-6                                 |
      | 2        | 0-6 1-4 2-4 2-6 3-3                                 |
      | boneyard | 0-5 5-6 3-5 0-0 1-1 1-3 4-6 2-2 1-5 3-6 4-4 3-4 0-4 |
    And the moves "3-3, 0-3 on the right, 0-2 on the right, 2-4 on the right, 2-3 on the left, 1-2 on the left claiming 5, 1-4 on the right, 0-1 on the right, draw, 0-5 on the right, draw, 5-6 on the right, 1-6 on the right, draw, 3-5 on the up, draw, draw, 1-1 on the left, 2-5 on the up" are played from seat 2
    Then the scores are 190, 190 and 240
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 0-4 0-6 1-5 3-6                                 |
      | 1        | 1-1 1-4 1-6 2-4 5-6                                 |
      | 2        | 0-2 1-3 2-6 3-3 3-4                                 |
      | boneyard | 6-6 5-5 0-3 2-5 4-6 3-5 4-5 2-2 4-4 1-2 2-3 0-1 0-5 |
    And the moves "1-5, 1-1 on the left, 1-3 on the left, 3-6 on the left, 1-4 on the down claiming 15, 3-4 on the down, 0-6 on the left, 5-6 on the right, 3-3 on the down, 0-0 on the left, 1-6 on the up, 0-2 on the left, draw, 6-6 on the up, 2-4 on the left" are played from seat 0
    Then the scores are 190, 215 and 240
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                               |
      | 0        | 0-0 0-3 1-1 3-5 6-6                                 |
      | 1        | 0-2 1-3 2-4 2-6 4-6                                 |
      | 2        | 0-1 1-4 3-3 3-6 4-5                                 |
      | boneyard | 2-3 0-6 1-6 5-6 3-4 2-5 5-5 1-5 4-4 0-5 2-2 0-4 1-2 |
    And the moves "2-4, 4-5 on the right, 3-5 on the right claiming 5, 0-2 on the left, 3-6 on the right, 0-3 on the left, 1-3 on the left, 1-4 on the left claiming 10" are played from seat 1
    Then the scores are 195, 215 and 250
    And the hand is not over
    And the match is not over
    And seat 0 is to play

