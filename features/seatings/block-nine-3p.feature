# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-nine" rules for 3 players

  Scenarios for the clauses that hold for block-nine at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-nine-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: block-nine at 3 players: seat 1 may play every tile of the open ends' suits it holds
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    Then the legal moves are "3-8 on the left, 6-8 on the left, 7-8 on the left, 3-8 on the right, 6-8 on the right, 7-8 on the right"

  @id:seat-block-nine-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: block-nine at 3 players: 7-8 written high half first is the same tile
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    And seat 1 plays the tile written "8-7" on the right
    Then the right end shows 7
    And every tile the engine reports is written low half first

  @id:seat-block-nine-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: block-nine at 3 players: 0-3 may not be played on the left end, which shows 8
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    And seat 1 tries to play 0-3 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-block-nine-3-line-play-orientation-001 @clause:line.play.orientation
  Scenario: block-nine at 3 players: 7-8 played on the 8 at the right end turns it into a 7
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right" are played from seat 2
    Then the right end shows 7

  @id:seat-block-nine-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: block-nine at 3 players: 0-8 matches the left and right ends and may be played on either
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-6 1-3 3-4 6-8 7-9 8-8 9-9 |
      | 1    | 0-3 0-8 2-8 4-6 4-9 5-7 8-9 |
      | 2    | 0-2 0-4 0-9 1-4 1-7 2-9 4-7 |
    When the moves "9-9, 8-9 on the left, 0-9 on the right, 8-8 on the left" are played from seat 0
    Then seat 1 may play 0-8 on the left
    And seat 1 may play 0-8 on the right

  @id:seat-block-nine-3-line-double-across-001 @clause:line.double.across @clause:line.spinner.none
  Scenario: block-nine at 3 players: the double 2-2 laid across the right end shows its number
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-9 3-6 5-8 5-9 6-9 9-9 |
      | 1    | 1-3 1-8 2-2 2-8 3-8 4-8 8-9 |
      | 2    | 1-2 1-7 2-3 2-5 4-6 4-9 6-8 |
    When the moves "9-9, 8-9 on the right, 4-9 on the left, 5-8 on the right, 4-8 on the left, 6-8 on the left, 6-9 on the left, pass, 2-5 on the right, 5-9 on the left, 2-2 on the right" are played from seat 0
    Then the right end shows 2
    And the up end is not open

  @id:seat-block-nine-3-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: block-nine at 3 players: the lightest hands tie at 16 pips and nobody wins
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-4 0-6 0-7 1-2 1-3 2-9 7-9 |
      | 1    | 0-1 0-2 0-5 4-8 5-6 5-7 9-9 |
      | 2    | 0-9 1-4 1-5 1-8 4-6 7-7 8-8 |
    When the moves "9-9, 0-9 on the left, 0-7 on the left, 5-7 on the left, 1-5 on the left, 2-9 on the right, 0-2 on the right, 1-8 on the left, 0-4 on the right, 4-8 on the left, 1-4 on the left, 1-2 on the left, pass, 4-6 on the right, 0-6 on the right, 0-1 on the right, pass, 1-3 on the right" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 16, 16 and 30
    And a redeal is needed
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 1-8 2-9 3-3 4-4 4-9 8-8 |
      | 1    | 2-7 2-8 3-5 5-6 6-9 7-9 9-9 |
      | 2    | 1-5 2-2 3-6 3-7 5-5 6-6 6-8 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-block-nine-3-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: block-nine at 3 players: seat 0 leads the hand after a hand won by seat 0
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-6 2-3 2-4 2-5 2-6 3-3 7-9 |
      | 1    | 0-8 1-3 1-9 2-2 3-4 4-9 8-9 |
      | 2    | 0-9 1-2 1-5 1-7 2-7 3-8 7-8 |
    When the moves "3-3, 3-4 on the right, 3-8 on the left, 2-4 on the right, 0-8 on the left, 1-2 on the right, 0-6 on the left, 1-3 on the right, pass, 2-3 on the right, 2-2 on the right, 2-7 on the right, 7-9 on the right, 1-9 on the right, 1-7 on the right, 2-6 on the left, pass, 7-8 on the right, 2-5 on the left" are played from seat 0
    Then the scores are 45, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-4 0-6 1-1 1-8 3-9 4-5 |
      | 1    | 0-1 0-9 2-3 2-8 3-6 4-6 6-9 |
      | 2    | 0-3 0-8 1-9 3-3 4-4 5-9 8-8 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-nine-3-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: block-nine at 3 players: after seat 1 plays, seat 2 is to play
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right" are played from seat 2
    Then seat 2 is to play

  @id:seat-block-nine-3-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: block-nine at 3 players: seat 1 may not play 3-8 straight after its own play
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right" are played from seat 2
    And seat 1 tries to play 3-8 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-block-nine-3-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: block-nine at 3 players: seat 1 may not play 8-9, which is seat 2's
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    And seat 1 tries to play 8-9 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-block-nine-3-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.none
  Scenario: block-nine at 3 players: seat 2 cannot play and passes, and seat 0 is to play
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right, 8-9 on the left, 4-9 on the left, 3-4 on the left, 4-7 on the right, 4-6 on the right, 0-3 on the left" are played from seat 2
    Then the legal moves are "pass"
    And seat 2 may not draw
    When seat 2 passes
    Then seat 0 is to play

  @id:seat-block-nine-3-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: block-nine at 3 players: seat 1, able to play 3-8, may not pass
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    And seat 1 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 1 may play 3-8 on the left

  @id:seat-block-nine-3-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: block-nine at 3 players: seat 2 playing seat 1's 3-8 out of turn is refused as not its turn
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    And seat 2 tries to play 3-8 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-block-nine-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: block-nine at 3 players: once the hand is over no move is accepted
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right, 8-9 on the left, 4-9 on the left, 3-4 on the left, 4-7 on the right, 4-6 on the right, 0-3 on the left, pass, 0-1 on the left, 6-8 on the right, 1-2 on the left, 0-2 on the left, 3-8 on the right, pass, 0-0 on the left" are played from seat 2
    Then the status is hand_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-block-nine-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged @clause:line.spinner.none
  Scenario: block-nine at 3 players: 3-8 may not be played on an up end that is not open
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass" are played from seat 2
    And seat 1 tries to play 3-8 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-block-nine-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: block-nine at 3 players: seat 0 may not call muggins when no points are left unclaimed
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8" are played from seat 2
    And seat 0 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-block-nine-3-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-nine at 3 players: seat 0 wins the blocked hand and scores 33
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right, 8-9 on the left, 4-9 on the left, 3-4 on the left, 4-7 on the right, 4-6 on the right, 0-3 on the left, pass, 0-1 on the left, 6-8 on the right, 1-2 on the left, 0-2 on the left, 3-8 on the right, pass, 0-0 on the left" are played from seat 2
    Then the hand is blocked and won by seat 0
    And the boneyard holds 34 tiles
    And the pips left are 12, 19 and 38
    And the hand scores 33 points
    And the scores are 33, 0 and 0

  @id:seat-block-nine-3-score-fives-off-001 @clause:score.fives.off
  Scenario: block-nine at 3 players: open ends counting 10 score nothing
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-2 1-1 1-9 4-6 4-9 |
      | 1    | 0-3 1-4 3-4 3-8 6-8 7-7 7-8 |
      | 2    | 1-2 4-4 4-7 5-9 7-9 8-8 8-9 |
    When the moves "8-8, pass, 7-8 on the right, 8-9 on the left, 4-9 on the left, 3-4 on the left" are played from seat 2
    Then the count is 10
    And the scores are 0, 0 and 0

  @id:seat-block-nine-3-match-carry-001 @clause:match.carry
  Scenario: block-nine at 3 players: the second hand's 52 points are added to the first hand's scores
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-3 1-8 2-4 3-7 3-9 5-9 |
      | 1    | 0-1 0-5 1-4 2-5 4-5 5-6 7-8 |
      | 2    | 0-4 2-7 3-6 4-4 4-6 6-9 8-8 |
    When the moves "8-8, 1-8 on the right, 1-4 on the right, 4-4 on the right, 2-4 on the right, 7-8 on the left, 2-7 on the left, 0-2 on the right, 0-5 on the right, pass, 5-9 on the right, 2-5 on the left, 6-9 on the right, pass, 5-6 on the left, 4-6 on the right, pass, 4-5 on the right, 3-6 on the left, 3-7 on the left" are played from seat 2
    Then the scores are 0, 17 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-8 2-2 2-6 3-5 6-8 |
      | 1    | 0-1 1-3 1-7 3-6 3-9 4-5 4-8 |
      | 2    | 0-8 0-9 2-3 2-5 2-7 6-6 7-8 |
    And the moves "3-6, 6-6 on the right, 0-3 on the left, 0-1 on the left, pass, 1-8 on the left, 4-8 on the left, pass, 2-6 on the right, 4-5 on the left, 2-7 on the right, 3-5 on the left, 1-7 on the right, 2-3 on the left, 2-2 on the left, 1-3 on the right, 2-5 on the left, pass, 3-9 on the right" are played from seat 1
    Then the hand scores 52 points
    And the scores are 0, 69 and 0

  @id:seat-block-nine-3-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: block-nine at 3 players: a match played out to 61 is won by seat 0
    Given the "block-nine" rules for 3 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-8 1-9 3-6 3-7 4-9 5-6 6-8 |
      | 1    | 1-4 1-8 3-3 3-5 5-7 8-9 9-9 |
      | 2    | 0-0 0-3 0-7 2-7 3-9 6-9 7-9 |
    When the moves "9-9, 3-9 on the left, 3-7 on the left, 8-9 on the right, 2-7 on the left, 6-8 on the right, pass, 6-9 on the right, 4-9 on the right, 1-4 on the right, pass, 1-9 on the right, pass, 7-9 on the right, pass, 5-7 on the right, pass, 5-6 on the right, pass, pass, 3-6 on the right, 3-5 on the right" are played from seat 1
    Then the scores are 9, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 2-4 2-8 3-3 3-7 5-6 6-7 7-9 |
      | 1    | 0-9 1-1 1-6 2-5 2-7 5-7 5-9 |
      | 2    | 0-3 0-5 1-5 2-3 3-5 8-9 9-9 |
    And the moves "5-6, 5-7 on the left, pass, 6-7 on the left, 1-6 on the left, 1-5 on the left, pass, 2-5 on the left, 2-3 on the left, 3-7 on the left, 2-7 on the left, pass, 2-8 on the left, pass, 8-9 on the left, 7-9 on the left" are played from seat 0
    Then the scores are 44, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-9 2-7 4-8 4-9 5-5 8-9 |
      | 1    | 0-1 1-2 1-6 2-6 5-8 6-8 9-9 |
      | 2    | 1-4 2-3 2-8 3-7 3-9 4-6 6-9 |
    And the moves "2-7, 2-6 on the left, 6-9 on the left, 8-9 on the left, 6-8 on the left, 4-6 on the left, 4-8 on the left, 5-8 on the left, 3-7 on the right, 5-5 on the left, pass, 3-9 on the right, 4-9 on the right, pass, 1-4 on the right, 1-1 on the right, 1-6 on the right" are played from seat 0
    Then the scores are 61, 0 and 0
    And the match is over, won by seat 0

