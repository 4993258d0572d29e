# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-seven" rules for 3 players

  Scenarios for the clauses that hold for block-seven at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-seven-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: block-seven at 3 players: seat 2 may play every tile of the open ends' suits it holds
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    Then the legal moves are "3-4 on the left, 4-6 on the left, 3-6 on the right, 4-6 on the right"

  @id:seat-block-seven-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: block-seven at 3 players: 4-6 written high half first is the same tile
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 2 plays the tile written "6-4" on the left
    Then the left end shows 6
    And every tile the engine reports is written low half first

  @id:seat-block-seven-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:end.going-out-precedes-block @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-seven at 3 players: seat 1 goes out with a tile that also blocks the line, and scores 17
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-2 0-5 1-1 1-3 2-3 2-6 |
      | 1    | 1-4 1-5 1-6 3-5 4-5 5-5 6-6 |
      | 2    | 0-3 0-6 1-2 2-5 3-3 4-6 5-6 |
    When the moves "6-6, 4-6 on the right, 2-6 on the left, 1-4 on the right, 2-5 on the left, 0-5 on the left, 1-6 on the right, 0-6 on the left, pass, pass, 5-6 on the left, pass, 5-5 on the left, pass, pass, 1-5 on the left, 1-2 on the left, 2-3 on the left, 3-5 on the left, pass, pass, 4-5 on the left" are played from seat 1
    Then seat 1 goes out and wins the hand
    And the pips left are 8, 0 and 9
    And the hand scores 17 points
    And the scores are 0, 17 and 0

  @id:seat-block-seven-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names
  Scenario: block-seven at 3 players: the lead 5-6 opens the line
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6" are played from seat 0
    Then the open ends show 5 and 6
    And the left end shows 5
    And the right end shows 6

  @id:seat-block-seven-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: 0-1 may not be played on the left end, which shows 4
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 2 tries to play 0-1 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-block-seven-3-line-play-orientation-001 @clause:line.play.orientation
  Scenario: block-seven at 3 players: 4-5 played on the 5 at the left end turns it into a 4
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    Then the left end shows 4

  @id:seat-block-seven-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: block-seven at 3 players: 4-6 matches the left and right ends and may be played on either
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    Then seat 2 may play 4-6 on the left
    And seat 2 may play 4-6 on the right

  @id:seat-block-seven-3-line-double-across-001 @clause:line.double.across @clause:line.spinner.none
  Scenario: block-seven at 3 players: the double 5-5 laid across the left end shows its number
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left, 4-6 on the left, 2-6 on the left, pass, 3-6 on the right, 2-5 on the left, 5-5 on the left" are played from seat 0
    Then the left end shows 5
    And the up end is not open

  @id:seat-block-seven-3-deal-concealed-001 @clause:deal.concealed
  Scenario: block-seven at 3 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6" are played from seat 0
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 2's view shows its own hand and no hidden tile
    And seat 1's view shows hand sizes 6, 7 and 7 and a boneyard of 7 tiles

  @id:seat-block-seven-3-lead-forced-tile-001 @clause:lead.forced-tile @clause:lead.first-hand.heaviest-tile
  Scenario: block-seven at 3 players: seat 0 leads the first hand
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    Then seat 0 must lead 5-6

  @id:seat-block-seven-3-lead-after-tie-as-first-hand-001 @clause:lead.after-tie.as-first-hand @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.forced-tile
  Scenario: block-seven at 3 players: the lightest hands tie at 2 pips and nobody wins
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-4 0-6 1-1 3-5 3-6 4-4 4-6 |
      | 1    | 1-2 1-3 1-6 2-2 2-5 4-5 6-6 |
      | 2    | 0-0 0-2 1-4 1-5 2-4 3-4 5-6 |
    When the moves "6-6, 5-6 on the left, 0-6 on the right, 4-5 on the left, 0-0 on the right, 4-4 on the left, pass, 3-4 on the left, 0-4 on the right, 1-3 on the left, 1-5 on the left, 4-6 on the right, 1-6 on the right, 1-4 on the right, 3-5 on the left, pass, 2-4 on the right, 3-6 on the left, 2-5 on the right" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 2, 7 and 2
    And the status is hand_over
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 1-1 2-6 3-3 3-4 3-6 6-6 |
      | 1    | 0-2 0-4 0-6 1-3 2-2 2-3 4-4 |
      | 2    | 0-3 1-4 1-5 2-5 3-5 4-5 5-6 |
    Then seat 0 must lead 6-6
    When the moves "6-6, 0-6 on the left, 5-6 on the right, 0-5 on the right, 0-4 on the right, 0-3 on the left, 3-4 on the right, 2-3 on the left, 2-5 on the left, 3-6 on the right, pass, 3-5 on the left, 3-3 on the left, 1-3 on the left, 1-4 on the left, 2-6 on the right, 0-2 on the right, 4-5 on the left, pass, pass, 1-5 on the left" are played from seat 0
    Then the scores are 0, 0 and 14

  @id:seat-block-seven-3-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: block-seven at 3 players: after seat 1 plays, seat 2 is to play
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    Then seat 2 is to play

  @id:seat-block-seven-3-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: seat 1 may not play 0-4 straight after its own play
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 1 tries to play 0-4 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-block-seven-3-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: seat 2 may not play 2-6, which is seat 0's
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 2 tries to play 2-6 on the right
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-block-seven-3-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.none
  Scenario: block-seven at 3 players: seat 1 cannot play and passes, and seat 2 is to play
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left, 4-6 on the left, 2-6 on the left" are played from seat 0
    Then the legal moves are "pass"
    And seat 1 may not draw
    When seat 1 passes
    Then seat 2 is to play

  @id:seat-block-seven-3-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: seat 2, able to play 3-4, may not pass
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 2 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 2 may play 3-4 on the left

  @id:seat-block-seven-3-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: block-seven at 3 players: seat 0 playing seat 2's 3-4 out of turn is refused as not its turn
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 0 tries to play 3-4 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-block-seven-3-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: a move of no known kind is refused
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6" are played from seat 0
    And seat 1 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-block-seven-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: once the hand is over no move is accepted
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left, 4-6 on the left, 2-6 on the left, pass, 3-6 on the right, 2-5 on the left, 5-5 on the left, 1-5 on the left, 3-3 on the right, 1-1 on the left, 1-2 on the left, 2-3 on the left, 1-3 on the left, 3-4 on the right, 4-4 on the right, 1-4 on the left, pass, pass, 0-4 on the left, 0-1 on the left" are played from seat 0
    Then the status is hand_over
    When seat 0 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-block-seven-3-move-refusal-lead-tile-forced-001 @clause:move.refusal.lead-tile-forced @clause:lead.forced-tile @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: seat 0 may not lead 4-4 instead of 5-6
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When seat 0 tries to lead 4-4
    Then the move is refused as "lead_tile_forced"
    And nothing has changed
    And seat 0 must lead 5-6

  @id:seat-block-seven-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged @clause:line.spinner.none
  Scenario: block-seven at 3 players: 3-4 may not be played on an up end that is not open
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    And seat 2 tries to play 3-4 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-block-seven-3-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: seat 0 may neither pass nor draw before leading
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When seat 0 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 0 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-block-seven-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: block-seven at 3 players: seat 1 may not call muggins when no points are left unclaimed
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6" are played from seat 0
    And seat 1 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-block-seven-3-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-seven at 3 players: seat 0 wins the blocked hand and scores 7
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left, 4-6 on the left, 2-6 on the left, pass, 3-6 on the right, 2-5 on the left, 5-5 on the left, 1-5 on the left, 3-3 on the right, 1-1 on the left, 1-2 on the left, 2-3 on the left, 1-3 on the left, 3-4 on the right, 4-4 on the right, 1-4 on the left, pass, pass, 0-4 on the left, 0-1 on the left" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the boneyard holds 7 tiles
    And the pips left are 0, 5 and 2
    And the hand scores 7 points
    And the scores are 7, 0 and 0

  @id:seat-block-seven-3-score-fives-off-001 @clause:score.fives.off
  Scenario: block-seven at 3 players: open ends counting 10 score nothing
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 2-3 2-5 2-6 3-3 4-4 5-6 |
      | 1    | 0-4 0-5 1-1 1-3 1-4 4-5 5-5 |
      | 2    | 0-1 0-2 1-2 1-5 3-4 3-6 4-6 |
    When the moves "5-6, 4-5 on the left" are played from seat 0
    Then the count is 10
    And the scores are 0, 0 and 0

  @id:seat-block-seven-3-match-carry-001 @clause:match.carry
  Scenario: block-seven at 3 players: the second hand's 16 points are added to the first hand's scores
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-1 1-6 2-5 2-6 3-4 5-6 |
      | 1    | 0-5 0-6 1-2 1-3 3-6 4-4 4-5 |
      | 2    | 0-0 0-3 1-5 2-3 3-3 3-5 4-6 |
    When the moves "5-6, 4-5 on the left, 4-6 on the right, 3-4 on the left, 1-3 on the left, 1-5 on the left, 2-5 on the left, 4-4 on the right, 2-3 on the left, pass, 3-6 on the left, pass, 2-6 on the left, 1-2 on the left, pass, 1-6 on the left, 0-6 on the left, 0-3 on the left, pass, pass, 3-3 on the left, pass, pass, 3-5 on the left, pass, 0-5 on the left" are played from seat 0
    Then the scores are 0, 3 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 1-1 1-4 3-3 3-5 4-5 5-6 |
      | 1    | 0-2 0-4 2-2 2-3 2-5 2-6 3-6 |
      | 2    | 0-1 0-3 0-6 1-5 1-6 2-4 4-6 |
    And the moves "5-6, 3-6 on the right, 0-3 on the right, 3-5 on the left, 0-4 on the right, 4-6 on the right, 3-3 on the left, 2-3 on the left, 2-4 on the left, 1-4 on the left, 2-6 on the right, 1-5 on the left, 4-5 on the left, 0-2 on the right, 0-6 on the right, pass, pass, 1-6 on the right, 1-1 on the right, pass, 0-1 on the right" are played from seat 0
    Then the hand scores 16 points
    And the scores are 0, 3 and 16

  @id:seat-block-seven-3-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: block-seven at 3 players: a match played out to 100 is won by seat 1
    Given the "block-seven" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 1-3 1-4 2-4 2-6 3-3 3-4 |
      | 1    | 0-0 0-4 0-6 1-5 2-2 2-3 6-6 |
      | 2    | 0-2 0-5 1-6 2-5 4-4 4-5 5-6 |
    When the moves "6-6, 1-6 on the right, 1-4 on the right, 0-4 on the right, 0-2 on the right, 2-4 on the right, 0-6 on the left, 4-4 on the right, 3-4 on the right, 0-0 on the left, 0-5 on the left, 3-3 on the right, 2-3 on the right, 2-5 on the left, 2-6 on the right, 2-2 on the left, 5-6 on the right, pass, 1-5 on the right" are played from seat 1
    Then the scores are 0, 16 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-2 2-2 2-3 3-6 4-5 5-5 |
      | 1    | 0-0 0-1 1-4 1-5 1-6 2-5 3-3 |
      | 2    | 0-2 0-3 0-6 1-3 3-4 5-6 6-6 |
    And the moves "6-6, 3-6 on the left, 3-3 on the left, 0-3 on the left, pass, 1-6 on the right, 1-3 on the right, 2-3 on the right, 2-5 on the right, 0-6 on the left, 4-5 on the right, 1-4 on the right, 5-6 on the left, 5-5 on the left, 1-5 on the left, pass, 1-2 on the right, 0-1 on the left, 0-2 on the left, 2-2 on the left" are played from seat 2
    Then the scores are 0, 25 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-3 0-6 1-1 1-5 1-6 2-4 |
      | 1    | 0-4 1-4 2-2 2-6 3-4 3-5 4-4 |
      | 2    | 0-1 1-2 2-5 3-6 4-5 5-5 5-6 |
    And the moves "5-6, 0-6 on the right, 3-5 on the left, 0-1 on the right, 1-1 on the right, 3-4 on the left, 1-2 on the right, 2-4 on the right, 1-4 on the left, 4-5 on the right, 1-6 on the left, 2-6 on the left, 5-5 on the right, 1-5 on the right, 2-2 on the left, 2-5 on the left" are played from seat 2
    Then the scores are 11, 25 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-5 0-6 1-3 1-6 5-5 5-6 |
      | 1    | 1-4 2-3 2-4 3-5 4-4 4-6 6-6 |
      | 2    | 0-0 0-1 1-1 1-2 2-2 3-3 3-6 |
    And the moves "6-6, 3-6 on the right, 1-6 on the left, 3-5 on the right, 1-2 on the left, 5-5 on the right, 2-4 on the left, pass, 0-5 on the right, 4-6 on the left, 0-0 on the right, 5-6 on the left, pass, 0-1 on the right, 1-3 on the right, 2-3 on the right, 2-2 on the right, 0-2 on the right, pass, pass, 0-6 on the right" are played from seat 1
    Then the scores are 32, 25 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-6 1-2 2-3 2-6 3-4 3-6 |
      | 1    | 0-3 0-4 1-1 1-6 4-5 5-5 6-6 |
      | 2    | 0-0 2-4 2-5 3-3 3-5 4-4 4-6 |
    And the moves "6-6, 4-6 on the left, 3-6 on the right, 4-5 on the left, 2-5 on the left, 2-3 on the right, pass, 2-4 on the left, 2-6 on the right, 1-6 on the right, 4-4 on the left, 3-4 on the left, 1-1 on the right, 3-5 on the left, 0-1 on the right, 0-4 on the right, pass, pass, 5-5 on the left" are played from seat 1
    Then the scores are 32, 34 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 1-1 1-3 2-2 2-3 3-3 4-5 |
      | 1    | 0-0 0-2 0-3 0-4 1-5 4-6 5-5 |
      | 2    | 0-5 1-2 1-6 3-4 3-5 3-6 6-6 |
    And the moves "6-6, pass, 4-6 on the right, 1-6 on the left, 1-3 on the left, 0-4 on the right, 0-5 on the right, 3-3 on the left, 5-5 on the right, 3-4 on the left, 4-5 on the right" are played from seat 2
    Then the scores are 32, 44 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-6 2-4 2-6 4-4 4-5 4-6 |
      | 1    | 0-1 0-2 0-5 1-2 2-5 3-3 3-5 |
      | 2    | 0-4 1-4 1-6 2-2 2-3 5-6 6-6 |
    And the moves "6-6, 0-6 on the right, 0-1 on the right, 1-6 on the left, pass, 1-2 on the right, 1-4 on the left, 4-5 on the left, 0-2 on the right, 0-4 on the right, 2-4 on the right, 2-5 on the right, 5-6 on the right, 4-6 on the right, 3-5 on the left, 2-3 on the left, 2-6 on the left, pass, pass, 4-4 on the right" are played from seat 2
    Then the scores are 41, 44 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 0-4 1-2 2-2 3-3 4-5 |
      | 1    | 0-0 1-4 1-5 3-6 4-6 5-5 5-6 |
      | 2    | 0-6 1-3 2-4 2-5 2-6 4-4 6-6 |
    And the moves "6-6, pass, 3-6 on the left, 0-6 on the right, 0-3 on the right, pass, 1-3 on the left, 1-2 on the left, pass, 2-4 on the left, 0-4 on the left, 0-0 on the left, pass, 3-3 on the right, pass, pass, 0-1 on the left, 1-5 on the left, 2-5 on the left, 2-2 on the left, pass, 2-6 on the left, pass, 4-6 on the left, 4-4 on the left" are played from seat 2
    Then the scores are 41, 44 and 35
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-3 0-4 1-4 2-4 3-6 4-6 |
      | 1    | 0-1 0-2 0-5 0-6 1-5 2-6 5-5 |
      | 2    | 2-2 2-5 3-3 3-4 3-5 5-6 6-6 |
    And the moves "6-6, 3-6 on the right, 0-6 on the left, 3-5 on the right, 0-0 on the left, 0-1 on the left, 2-5 on the right, 2-4 on the right, 1-5 on the left, 3-4 on the right, 0-3 on the right, 0-2 on the right, 5-6 on the left, 4-6 on the left, 2-6 on the right, pass, 0-4 on the left, 0-5 on the left, pass, pass, 5-5 on the left" are played from seat 2
    Then the scores are 41, 59 and 35
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 1-1 1-3 1-5 2-4 5-6 |
      | 1    | 0-2 0-6 2-3 2-5 2-6 3-6 4-6 |
      | 2    | 0-5 1-2 2-2 3-3 3-4 5-5 6-6 |
    And the moves "6-6, 5-6 on the left, 4-6 on the right, 3-4 on the right, 1-5 on the left, 3-6 on the right, 1-2 on the left, 2-4 on the left, 0-6 on the right, 0-5 on the right, pass, 2-5 on the right, 2-2 on the right, pass, 2-3 on the right, 3-3 on the right, 1-3 on the right, pass, pass, 0-1 on the right, 0-2 on the right, pass, pass, 2-6 on the right" are played from seat 2
    Then the scores are 41, 74 and 35
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-6 1-5 2-5 3-6 4-5 5-5 |
      | 1    | 0-5 2-3 2-6 3-3 3-4 4-4 4-6 |
      | 2    | 0-0 0-1 0-3 1-1 2-2 2-4 3-5 |
    And the moves "4-6, 2-4 on the left, 0-6 on the right, 2-6 on the left, 0-1 on the right, 1-5 on the right, 0-5 on the right, 0-0 on the right, 0-2 on the right, 2-3 on the right, 3-5 on the right, 2-5 on the right, pass, 2-2 on the right, 3-6 on the left, 3-3 on the left, 0-3 on the left" are played from seat 1
    Then the scores are 41, 74 and 65
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-4 1-5 2-3 2-4 2-6 4-4 |
      | 1    | 0-0 0-3 2-2 3-4 3-5 3-6 4-6 |
      | 2    | 0-2 1-1 1-3 1-6 2-5 4-5 6-6 |
    And the moves "6-6, 2-6 on the right, 4-6 on the left, 4-5 on the left, 2-3 on the right, 3-5 on the right, 2-5 on the right, 2-4 on the right, 3-4 on the right, 1-3 on the right, 1-5 on the left, pass, 1-1 on the right, 0-1 on the left, 0-3 on the left, 1-6 on the right, pass, 3-6 on the left" are played from seat 2
    Then the scores are 41, 74 and 77
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-4 1-6 2-2 2-4 3-4 3-5 |
      | 1    | 0-2 0-5 0-6 1-3 2-5 2-6 5-5 |
      | 2    | 0-0 0-4 2-3 3-3 4-5 4-6 5-6 |
    And the moves "5-6, 3-5 on the left, 0-6 on the right, 0-4 on the right, 3-4 on the right, 1-3 on the right, 3-3 on the left, 1-6 on the right, 2-6 on the right, 2-3 on the left, 2-2 on the right, 2-5 on the right, 4-5 on the right, 1-4 on the right, 0-2 on the left, 0-0 on the left, 1-1 on the right, 0-5 on the left, pass, pass, 5-5 on the left" are played from seat 2
    Then the scores are 41, 90 and 77
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 1-6 2-3 2-4 2-6 4-5 4-6 |
      | 1    | 1-2 1-4 2-5 3-4 3-6 4-4 6-6 |
      | 2    | 0-1 0-5 1-1 1-5 3-3 5-5 5-6 |
    And the moves "6-6, 5-6 on the left, 4-5 on the left, 3-4 on the left, 3-3 on the left, 2-6 on the right, 1-2 on the right, 1-1 on the right, 1-6 on the right, 3-6 on the left, pass, 4-6 on the right, 1-4 on the right, 1-5 on the right, pass, 2-5 on the right, pass, 2-3 on the right" are played from seat 1
    Then the scores are 41, 100 and 77
    And the match is over, won by seat 1

