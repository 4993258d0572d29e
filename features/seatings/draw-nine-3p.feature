# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "draw-nine" rules for 3 players

  Scenarios for the clauses that hold for draw-nine at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-draw-nine-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: draw-nine at 3 players: seat 0 may play every tile of the open ends' suits it holds
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    Then the legal moves are "3-6 on the left, 3-6 on the right"

  @id:seat-draw-nine-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: draw-nine at 3 players: 3-6 written high half first is the same tile
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 plays the tile written "6-3" on the right
    Then the right end shows 6
    And every tile the engine reports is written low half first

  @id:seat-draw-nine-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 3 players: seat 2 goes out and scores 114
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, draw, draw, 1-6 on the right, 1-1 on the right, 1-2 on the right, 0-2 on the right, 0-9 on the right, 8-9 on the right, 2-8 on the right, 2-5 on the right, 5-9 on the right, 1-9 on the right, draw, draw, draw, 2-3 on the left, 1-8 on the right, draw, 4-8 on the right, 4-6 on the right, 6-9 on the right, draw, draw, draw, 2-4 on the left, 4-9 on the right, 0-4 on the left, 0-6 on the left, 6-6 on the left, 4-7 on the right, 5-7 on the right, 6-7 on the left, 5-8 on the right, draw, draw, draw, 3-8 on the right, 2-7 on the left" are played from seat 2
    Then seat 2 goes out and wins the hand
    And the pips left are 66, 48 and 0
    And the hand scores 114 points
    And the scores are 0, 0 and 114

  @id:seat-draw-nine-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names
  Scenario: draw-nine at 3 players: the lead 3-3 opens the line
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3" are played from seat 2
    Then the open ends show 3 and 3
    And the left end shows 3
    And the right end shows 3

  @id:seat-draw-nine-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: 0-4 may not be played on the left end, which shows 3
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw" are played from seat 2
    And seat 0 tries to play 0-4 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-draw-nine-3-line-play-orientation-001 @clause:line.play.orientation
  Scenario: draw-nine at 3 players: 3-6 played on the 3 at the right end turns it into a 6
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right" are played from seat 2
    Then the right end shows 6

  @id:seat-draw-nine-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: draw-nine at 3 players: 4-9 matches the left and right ends and may be played on either
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, draw, draw, 1-6 on the right, 1-1 on the right, 1-2 on the right, 0-2 on the right, 0-9 on the right, 8-9 on the right, 2-8 on the right, 2-5 on the right, 5-9 on the right, 1-9 on the right, draw, draw, draw, 2-3 on the left, 1-8 on the right, draw, 4-8 on the right, 4-6 on the right, 6-9 on the right, draw, draw, draw, 2-4 on the left" are played from seat 2
    Then seat 2 may play 4-9 on the left
    And seat 2 may play 4-9 on the right

  @id:seat-draw-nine-3-line-double-across-001 @clause:line.double.across @clause:line.spinner.none
  Scenario: draw-nine at 3 players: the double 1-1 laid across the right end shows its number
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, draw, draw, 1-6 on the right, 1-1 on the right" are played from seat 2
    Then the right end shows 1
    And the up end is not open

  @id:seat-draw-nine-3-deal-seats-001 @clause:deal.seats @clause:deal.explicit @clause:equipment.set.composition @clause:deal.boneyard
  Scenario: draw-nine at 3 players: each seat holds the tiles dealt to it and the boneyard the other 34
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    Then seat 0 holds "0-4 0-7 1-2 4-7 5-9 6-8 7-9"
    And seat 1 holds "0-1 0-2 1-4 1-5 1-9 4-5 5-7"
    And seat 2 holds "0-9 1-1 2-5 2-7 3-3 4-6 4-9"
    And the boneyard holds 34 tiles

  @id:seat-draw-nine-3-deal-concealed-001 @clause:deal.concealed
  Scenario: draw-nine at 3 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3" are played from seat 2
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 2's view shows its own hand and no hidden tile
    And seat 0's view shows hand sizes 7, 7 and 6 and a boneyard of 34 tiles

  @id:seat-draw-nine-3-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.forced-tile
  Scenario: draw-nine at 3 players: 9-9 is not dealt and seat 2 leads 3-3, the highest of the doubles 1-1 and 3-3
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    Then seat 2 must lead 3-3

  @id:seat-draw-nine-3-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.highest-double-else-heaviest
  Scenario: draw-nine at 3 players: equally heavy tiles compete for the lead and seat 1 wins it
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-5 0-8 2-8 2-9 3-9 5-7 7-8                                                                                                             |
      | 1        | 0-2 0-4 1-2 2-4 5-9 6-7 6-9                                                                                                             |
      | 2        | 0-3 1-8 2-3 2-7 3-7 4-8 6-8                                                                                                             |
      | boneyard | 0-7 4-6 3-6 1-7 1-6 4-7 1-5 3-8 1-9 8-9 7-9 1-3 4-5 4-9 3-5 5-8 1-4 5-6 0-9 2-6 0-6 2-5 3-4 0-1 4-4 7-7 9-9 1-1 3-3 8-8 5-5 6-6 2-2 0-0 |
    Then seat 1 must lead 6-9

  @id:seat-draw-nine-3-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: draw-nine at 3 players: the lightest hands tie at 11 pips and nobody wins
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-7 2-3 2-5 2-6 7-9 8-8 8-9                                                                                                             |
      | 1        | 1-1 3-9 4-5 4-6 4-8 5-7 7-7                                                                                                             |
      | 2        | 0-2 0-6 1-4 3-4 3-6 4-9 5-8                                                                                                             |
      | boneyard | 0-4 1-2 0-3 1-3 5-6 6-7 1-7 3-3 0-9 0-1 5-5 0-0 3-5 9-9 7-8 2-4 1-5 2-2 1-6 1-8 1-9 6-9 2-7 3-7 0-5 4-4 0-8 5-9 2-9 4-7 2-8 3-8 6-6 6-8 |
    When the moves "8-8, 4-8 on the right, 4-9 on the right, 8-9 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 7-8 on the left, 5-8 on the right, 7-9 on the left, 5-5 on the right, draw, draw, 1-5 on the right, draw, draw, 1-6 on the right, 4-6 on the right, 2-4 on the right, 2-3 on the right, 1-3 on the right, 1-4 on the right, draw, draw, 1-9 on the left, 0-4 on the right, 0-6 on the right, 1-8 on the left, 5-6 on the right, draw, draw, draw, draw, 0-5 on the right, 0-7 on the right, 6-7 on the right, 6-9 on the right, draw, draw, 0-8 on the left, 0-3 on the left, 3-6 on the left, 2-6 on the left, 3-9 on the right, 2-7 on the left, draw, draw, draw, 4-7 on the left, 4-5 on the left, 3-4 on the right, 5-9 on the left, 9-9 on the left, draw, draw, draw, draw, pass, 4-4 on the right, 0-9 on the left, 0-2 on the left, 2-2 on the left, 1-2 on the left, pass, pass, 1-1 on the left, pass, pass, 1-7 on the left, 3-7 on the left, pass, 3-5 on the left, pass, 2-5 on the left, pass, 2-8 on the left, pass, pass, 6-8 on the left, pass, pass, 6-6 on the left" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 11, 33 and 11
    And a redeal is needed
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                   |
      | 0        | 2-7 3-4 3-9 6-8 7-8 7-9 8-9                                                                                                             |
      | 1        | 0-2 0-4 0-9 3-3 4-7 5-7 5-9                                                                                                             |
      | 2        | 0-7 0-8 1-4 1-6 2-5 3-8 4-9                                                                                                             |
      | boneyard | 1-5 4-6 2-9 1-9 3-5 2-8 0-3 6-6 1-3 8-8 3-6 0-5 6-9 4-4 9-9 1-7 1-1 2-4 2-2 5-8 0-0 6-7 2-3 0-1 1-2 4-8 0-6 7-7 5-6 4-5 2-6 1-8 5-5 3-7 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-draw-nine-3-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw-nine at 3 players: seat 2 leads the hand after a hand won by seat 2
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-2 1-2 1-7 2-6 2-8 5-9 6-9                                                                                                             |
      | 1        | 0-1 0-6 0-8 1-6 1-9 4-9 5-5                                                                                                             |
      | 2        | 0-0 0-9 3-3 3-6 4-4 4-7 9-9                                                                                                             |
      | boneyard | 2-2 8-8 1-4 3-5 6-6 2-4 2-3 7-7 1-8 7-9 0-3 0-5 3-4 2-5 3-8 0-4 8-9 7-8 4-5 3-7 5-8 2-7 1-1 6-8 1-3 4-6 4-8 1-5 6-7 5-6 2-9 0-7 3-9 5-7 |
    When the moves "9-9, 5-9 on the right, 1-9 on the left, draw, draw, draw, 1-4 on the left, draw, 3-5 on the right, 4-9 on the left, 0-9 on the left, 0-2 on the left, draw, draw, 2-4 on the left, 4-4 on the left, draw, 2-3 on the right, draw, draw, draw, draw, draw, draw, 3-4 on the left, 3-3 on the left, 2-6 on the right, 6-6 on the right, 3-6 on the right, draw, draw, 3-8 on the right, 1-8 on the right, draw, draw, draw, draw, draw, 3-7 on the left, 1-7 on the right, 7-9 on the right, 8-9 on the right, 2-8 on the right, 7-7 on the left, 7-8 on the left, 2-5 on the right, 0-5 on the right, 0-0 on the right, draw, 5-8 on the left, 0-8 on the right, 8-8 on the right, draw, draw, draw, 6-8 on the right, 0-6 on the right, 0-4 on the right, draw, draw, 4-6 on the right, 1-6 on the right, 4-5 on the left, 1-3 on the right, 0-3 on the right, 4-7 on the left, 2-7 on the left, 0-1 on the right, 2-2 on the left" are played from seat 2
    Then the scores are 0, 0 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-7 1-9 2-4 6-6 6-7 7-7 7-9                                                                                                             |
      | 1        | 1-6 1-8 2-3 2-7 2-9 8-8 9-9                                                                                                             |
      | 2        | 0-0 0-9 1-3 1-5 3-5 3-8 4-6                                                                                                             |
      | boneyard | 6-8 2-2 3-3 4-7 0-5 7-8 3-6 2-8 2-6 5-8 1-2 6-9 0-1 0-2 1-1 5-7 5-6 3-7 0-6 8-9 2-5 4-8 4-5 3-4 1-4 4-9 3-9 5-5 4-4 0-3 0-4 5-9 1-7 0-8 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-draw-nine-3-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: draw-nine at 3 players: after seat 0 plays, seat 1 is to play
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right" are played from seat 2
    Then seat 1 is to play

  @id:seat-draw-nine-3-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 0 may not play 6-8 straight after its own play
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right" are played from seat 2
    And seat 0 tries to play 6-8 on the right
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-draw-nine-3-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 1 may not play 6-8, which is seat 0's
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right" are played from seat 2
    And seat 1 tries to play 6-8 on the right
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-draw-nine-3-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: draw-nine at 3 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-7 2-4 3-7 4-7 4-9 6-8 6-9                                                                                                             |
      | 1        | 0-0 0-8 1-9 2-3 3-6 5-5 5-7                                                                                                             |
      | 2        | 0-1 1-2 1-3 3-8 4-5 4-6 6-7                                                                                                             |
      | boneyard | 8-9 1-5 2-6 1-6 3-5 7-9 4-4 3-4 0-6 1-7 0-9 0-5 5-9 2-9 2-2 7-8 0-3 1-4 0-4 0-2 2-8 2-5 2-7 3-9 9-9 5-6 8-8 3-3 4-8 7-7 1-8 1-1 6-6 5-8 |
    When the moves "5-5, 4-5 on the right, 4-7 on the right, 5-7 on the right, draw, draw, 1-5 on the right, draw, draw, 1-6 on the right, 3-6 on the right, 1-3 on the right, draw, 3-5 on the left, 1-9 on the right, 8-9 on the right, 6-8 on the right, 2-3 on the left, 6-7 on the right, 2-4 on the left, draw, 7-9 on the right, 4-6 on the left, 2-6 on the left, draw, draw, draw, draw, draw, 0-9 on the right, 1-2 on the left, 0-7 on the right, 1-7 on the left, draw, draw, draw, draw, draw, 7-8 on the right, 3-7 on the left, 3-4 on the left, 3-8 on the right, 4-9 on the left, draw, 0-3 on the right, 2-9 on the left, draw, draw, 0-4 on the right, 4-4 on the right, 2-2 on the left, 1-4 on the right, draw, 0-2 on the left, 0-1 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 1
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-draw-nine-3-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 0, able to play 3-6, may not pass
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 0 may play 3-6 on the left

  @id:seat-draw-nine-3-draw-order-001 @clause:draw.order @clause:draw.until-playable @clause:deal.boneyard @clause:turn.one-tile
  Scenario: draw-nine at 3 players: seat 0 draws 5-5, 8-9, 7-7, 6-9, 0-5, 1-8, 5-8 and 3-6 from the boneyard until a tile fits
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3" are played from seat 2
    Then the legal moves are "draw"
    When seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    And seat 0 draws
    Then seat 0 holds "0-4 0-5 0-7 1-2 1-8 3-6 4-7 5-5 5-8 5-9 6-8 6-9 7-7 7-9 8-9"
    And the boneyard holds 26 tiles
    And seat 0 is to play
    And seat 0 may play 3-6 on the right

  @id:seat-draw-nine-3-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: draw-nine at 3 players: seat 1 playing seat 0's 3-6 out of turn is refused as not its turn
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    And seat 1 tries to play 3-6 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-draw-nine-3-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: a move of no known kind is refused
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3" are played from seat 2
    And seat 0 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-draw-nine-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: once the hand is over no move is accepted
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, draw, draw, 1-6 on the right, 1-1 on the right, 1-2 on the right, 0-2 on the right, 0-9 on the right, 8-9 on the right, 2-8 on the right, 2-5 on the right, 5-9 on the right, 1-9 on the right, draw, draw, draw, 2-3 on the left, 1-8 on the right, draw, 4-8 on the right, 4-6 on the right, 6-9 on the right, draw, draw, draw, 2-4 on the left, 4-9 on the right, 0-4 on the left, 0-6 on the left, 6-6 on the left, 4-7 on the right, 5-7 on the right, 6-7 on the left, 5-8 on the right, draw, draw, draw, 3-8 on the right, 2-7 on the left" are played from seat 2
    Then the status is match_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-draw-nine-3-move-refusal-lead-tile-forced-001 @clause:move.refusal.lead-tile-forced @clause:lead.forced-tile @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 2 may not lead 4-9 instead of 3-3
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When seat 2 tries to lead 4-9
    Then the move is refused as "lead_tile_forced"
    And nothing has changed
    And seat 2 must lead 3-3

  @id:seat-draw-nine-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged @clause:line.spinner.none
  Scenario: draw-nine at 3 players: 3-6 may not be played on an up end that is not open
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 2
    And seat 0 tries to play 3-6 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-draw-nine-3-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 2 may neither pass nor draw before leading
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When seat 2 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 2 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-draw-nine-3-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-7 2-4 3-7 4-7 4-9 6-8 6-9                                                                                                             |
      | 1        | 0-0 0-8 1-9 2-3 3-6 5-5 5-7                                                                                                             |
      | 2        | 0-1 1-2 1-3 3-8 4-5 4-6 6-7                                                                                                             |
      | boneyard | 8-9 1-5 2-6 1-6 3-5 7-9 4-4 3-4 0-6 1-7 0-9 0-5 5-9 2-9 2-2 7-8 0-3 1-4 0-4 0-2 2-8 2-5 2-7 3-9 9-9 5-6 8-8 3-3 4-8 7-7 1-8 1-1 6-6 5-8 |
    When the moves "5-5, 4-5 on the right, 4-7 on the right, 5-7 on the right, draw, draw, 1-5 on the right, draw, draw, 1-6 on the right, 3-6 on the right, 1-3 on the right, draw, 3-5 on the left, 1-9 on the right, 8-9 on the right, 6-8 on the right, 2-3 on the left, 6-7 on the right, 2-4 on the left, draw, 7-9 on the right, 4-6 on the left, 2-6 on the left, draw, draw, draw, draw, draw, 0-9 on the right, 1-2 on the left, 0-7 on the right, 1-7 on the left, draw, draw, draw, draw, draw, 7-8 on the right, 3-7 on the left, 3-4 on the left, 3-8 on the right, 4-9 on the left, draw, 0-3 on the right, 2-9 on the left, draw, draw, 0-4 on the right, 4-4 on the right, 2-2 on the left, 1-4 on the right, draw, 0-2 on the left, 0-1 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 1
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-draw-nine-3-move-refusal-must-draw-001 @clause:move.refusal.must-draw @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 0 cannot play and may not pass while it may draw
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw" are played from seat 2
    And seat 0 tries to pass
    Then the move is refused as "must_draw"
    And nothing has changed
    And seat 0 may draw

  @id:seat-draw-nine-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: draw-nine at 3 players: seat 0 may not call muggins when no points are left unclaimed
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3" are played from seat 2
    And seat 0 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-draw-nine-3-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 3 players: seat 2 goes out with a tile that also blocks the line, and scores 48
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-3 1-2 1-7 2-7 4-6 6-6 9-9                                                                                                             |
      | 1        | 0-4 0-9 2-2 2-6 3-4 5-5 7-7                                                                                                             |
      | 2        | 1-4 1-6 3-7 4-7 4-9 6-8 7-8                                                                                                             |
      | boneyard | 2-4 2-3 0-1 1-5 8-9 3-3 5-8 8-8 3-6 5-7 0-2 2-5 3-5 4-4 3-9 0-5 1-9 1-3 0-6 6-9 7-9 5-6 2-9 0-8 1-1 3-8 0-0 5-9 2-8 4-5 6-7 1-8 4-8 0-7 |
    When the moves "9-9, 0-9 on the right, 4-9 on the left, 4-6 on the left, 2-6 on the left, draw, 2-4 on the left, 0-3 on the right, 3-4 on the right, 1-4 on the left, 1-7 on the left, 7-7 on the left, 4-7 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 4-4 on the right, 0-4 on the right, draw, draw, 0-5 on the right, 1-5 on the right, draw, 1-9 on the right, 3-9 on the right, 3-6 on the right, draw, draw, 0-6 on the right, draw, draw, draw, draw, draw, 0-8 on the right, 8-9 on the right, draw, draw, draw, draw, 5-9 on the right, 5-6 on the right, 6-6 on the right, draw, draw, 4-5 on the left, 6-9 on the right, 5-8 on the left, 2-8 on the left, 7-9 on the right, 5-7 on the right, 2-2 on the left, 2-9 on the left, 2-5 on the right, draw, draw, draw, draw, pass, pass, 0-2 on the right, 0-0 on the right, pass, 0-1 on the right, 1-3 on the right, 3-7 on the right, 2-7 on the right, pass, pass, 2-3 on the right, 3-8 on the right, 7-8 on the right, pass, 6-7 on the right, 6-8 on the right, 8-8 on the right, 1-8 on the right, 1-6 on the right" are played from seat 0
    Then seat 2 goes out and wins the hand
    And the pips left are 17, 31 and 0
    And the hand scores 48 points
    And the scores are 0, 0 and 48

  @id:seat-draw-nine-3-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 3 players: seat 0 wins the blocked hand and scores 67
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-2 1-1 1-4 1-5 3-3 5-9 8-8                                                                                                             |
      | 1        | 0-0 0-1 0-9 1-2 2-6 2-9 5-6                                                                                                             |
      | 2        | 0-3 1-6 1-7 2-8 3-9 5-8 6-8                                                                                                             |
      | boneyard | 0-7 8-9 1-3 0-4 6-7 3-5 2-5 1-8 5-5 2-3 4-7 3-8 3-6 0-8 4-6 9-9 3-7 4-5 0-6 4-9 2-4 7-7 0-5 6-9 3-4 1-9 6-6 2-2 5-7 7-9 2-7 4-8 4-4 7-8 |
    When the moves "8-8, draw, draw, 8-9 on the left, 5-8 on the right, 1-5 on the right, 1-2 on the right, 2-8 on the right, 5-9 on the left, 5-6 on the left, 6-8 on the left, draw, draw, draw, draw, draw, draw, 1-8 on the right, 0-1 on the right, 0-3 on the right, 3-3 on the right, draw, draw, 2-3 on the right, draw, draw, 3-8 on the left, 1-3 on the left, 2-6 on the right, 1-6 on the left, 6-7 on the right, 0-7 on the right, draw, 3-6 on the left, 0-4 on the right, draw, draw, 4-6 on the right, 3-9 on the left, draw, 9-9 on the left, 2-9 on the left, draw, draw, draw, 0-6 on the right, 0-2 on the left, 0-9 on the left, draw, 4-9 on the left, 1-4 on the left, 0-0 on the right, 1-7 on the left, draw, draw, 7-7 on the left, 0-8 on the right, 4-7 on the left, 2-4 on the left, draw, draw, draw, draw, draw, draw, 2-2 on the left, draw, draw, draw, 2-7 on the left, draw, 4-8 on the right, 3-4 on the right, 3-7 on the left, 3-5 on the left, 5-5 on the left, 4-5 on the left, draw, 4-4 on the left, draw" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the pips left are 9, 57 and 28
    And the hand scores 67 points
    And the scores are 67, 0 and 0

  @id:seat-draw-nine-3-score-fives-off-001 @clause:score.fives.off
  Scenario: draw-nine at 3 players: open ends counting 15 score nothing
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-4 0-7 1-2 4-7 5-9 6-8 7-9                                                                                                             |
      | 1        | 0-1 0-2 1-4 1-5 1-9 4-5 5-7                                                                                                             |
      | 2        | 0-9 1-1 2-5 2-7 3-3 4-6 4-9                                                                                                             |
      | boneyard | 5-5 8-9 7-7 6-9 0-5 1-8 5-8 3-6 2-8 1-6 6-7 6-6 2-3 4-8 0-6 3-5 2-4 2-9 2-6 3-8 7-8 3-4 4-4 1-3 0-0 5-6 2-2 1-7 3-7 9-9 0-3 0-8 8-8 3-9 |
    When the moves "3-3, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, draw, draw, 1-6 on the right, 1-1 on the right, 1-2 on the right, 0-2 on the right, 0-9 on the right" are played from seat 2
    Then the count is 15
    And the scores are 0, 0 and 0

  @id:seat-draw-nine-3-match-carry-001 @clause:match.carry
  Scenario: draw-nine at 3 players: the second hand's 179 points are added to the first hand's scores
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-2 1-2 1-7 2-6 2-8 5-9 6-9                                                                                                             |
      | 1        | 0-1 0-6 0-8 1-6 1-9 4-9 5-5                                                                                                             |
      | 2        | 0-0 0-9 3-3 3-6 4-4 4-7 9-9                                                                                                             |
      | boneyard | 2-2 8-8 1-4 3-5 6-6 2-4 2-3 7-7 1-8 7-9 0-3 0-5 3-4 2-5 3-8 0-4 8-9 7-8 4-5 3-7 5-8 2-7 1-1 6-8 1-3 4-6 4-8 1-5 6-7 5-6 2-9 0-7 3-9 5-7 |
    When the moves "9-9, 5-9 on the right, 1-9 on the left, draw, draw, draw, 1-4 on the left, draw, 3-5 on the right, 4-9 on the left, 0-9 on the left, 0-2 on the left, draw, draw, 2-4 on the left, 4-4 on the left, draw, 2-3 on the right, draw, draw, draw, draw, draw, draw, 3-4 on the left, 3-3 on the left, 2-6 on the right, 6-6 on the right, 3-6 on the right, draw, draw, 3-8 on the right, 1-8 on the right, draw, draw, draw, draw, draw, 3-7 on the left, 1-7 on the right, 7-9 on the right, 8-9 on the right, 2-8 on the right, 7-7 on the left, 7-8 on the left, 2-5 on the right, 0-5 on the right, 0-0 on the right, draw, 5-8 on the left, 0-8 on the right, 8-8 on the right, draw, draw, draw, 6-8 on the right, 0-6 on the right, 0-4 on the right, draw, draw, 4-6 on the right, 1-6 on the right, 4-5 on the left, 1-3 on the right, 0-3 on the right, 4-7 on the left, 2-7 on the left, 0-1 on the right, 2-2 on the left" are played from seat 2
    Then the scores are 0, 0 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-7 1-9 2-4 6-6 6-7 7-7 7-9                                                                                                             |
      | 1        | 1-6 1-8 2-3 2-7 2-9 8-8 9-9                                                                                                             |
      | 2        | 0-0 0-9 1-3 1-5 3-5 3-8 4-6                                                                                                             |
      | boneyard | 6-8 2-2 3-3 4-7 0-5 7-8 3-6 2-8 2-6 5-8 1-2 6-9 0-1 0-2 1-1 5-7 5-6 3-7 0-6 8-9 2-5 4-8 4-5 3-4 1-4 4-9 3-9 5-5 4-4 0-3 0-4 5-9 1-7 0-8 |
    And the moves "0-0, 0-7 on the left, 2-7 on the left, 0-9 on the right, 1-9 on the right, 2-3 on the left, 3-5 on the left, draw, draw, draw, draw, draw, 0-5 on the left, 1-8 on the right, 3-8 on the right, 3-3 on the right, draw, draw, 3-6 on the right, 4-6 on the right, 4-7 on the right, 7-8 on the right, draw, 2-8 on the right, 2-4 on the right, draw, draw, draw, draw, draw, 0-1 on the left, 1-5 on the left, draw, draw, draw, 5-7 on the left, draw, draw, 3-7 on the left, 1-3 on the left" are played from seat 2
    Then the hand scores 179 points
    And the scores are 0, 0 and 209

  @id:seat-draw-nine-3-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: draw-nine at 3 players: a match played out to 61 is won by seat 0
    Given the "draw-nine" rules for 3 players
    And the deal:
      | seat     | tiles                                                                                                                                   |
      | 0        | 0-9 1-2 1-8 3-9 5-5 6-9 7-7                                                                                                             |
      | 1        | 0-2 1-3 2-5 3-3 3-7 4-7 6-6                                                                                                             |
      | 2        | 0-3 0-6 1-7 2-4 2-9 4-6 9-9                                                                                                             |
      | boneyard | 4-9 3-8 5-7 0-4 5-8 0-0 2-2 5-6 1-1 5-9 1-4 0-8 2-8 6-8 0-5 0-1 7-9 4-5 1-6 3-5 4-8 3-6 8-9 0-7 2-3 8-8 2-6 1-9 4-4 3-4 7-8 6-7 1-5 2-7 |
    When the moves "9-9, 0-9 on the left, 0-2 on the left, 2-4 on the left, 3-9 on the right, 1-3 on the right, 1-7 on the right, 7-7 on the right, 3-7 on the right, 4-6 on the left, 6-9 on the left, 3-3 on the right, 2-9 on the left, 1-2 on the left, draw, draw, 3-8 on the right, draw, draw, draw, 5-8 on the right, 5-5 on the right, 2-5 on the right, draw, draw, 2-2 on the right, 1-8 on the left" are played from seat 2
    Then the scores are 61, 0 and 0
    And the match is over, won by seat 0

