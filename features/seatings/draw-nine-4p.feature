# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "draw-nine" rules for 4 players

  Scenarios for the clauses that hold for draw-nine at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-draw-nine-4-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: draw-nine at 4 players: seat 2 may play every tile of the open ends' suits it holds
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left" are played from seat 2
    Then the legal moves are "1-5 on the left, 2-6 on the right"

  @id:seat-draw-nine-4-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: draw-nine at 4 players: 2-9 written high half first is the same tile
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 0 plays the tile written "9-2" on the right
    Then the right end shows 2
    And every tile the engine reports is written low half first

  @id:seat-draw-nine-4-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 4 players: seat 0 goes out and scores 125
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-0 1-1 1-9 3-7 5-7 6-7 9-9                                                                                 |
      | 1        | 0-6 1-3 2-3 2-5 3-3 4-4 7-9                                                                                 |
      | 2        | 1-6 2-9 3-5 4-6 5-5 6-8 6-9                                                                                 |
      | 3        | 0-2 0-4 0-7 0-8 3-4 4-8 4-9                                                                                 |
      | boneyard | 3-8 8-9 2-7 1-8 7-7 3-6 3-9 0-9 6-6 7-8 0-1 4-5 2-8 1-7 2-2 4-7 5-9 1-5 5-8 2-4 1-4 1-2 0-5 0-3 5-6 2-6 8-8 |
    When the moves "9-9, 7-9 on the right, 2-9 on the left, 0-7 on the right, 0-0 on the right, 2-3 on the left, 3-5 on the left, 0-8 on the right, 5-7 on the left, draw, 3-8 on the right, draw, draw, 2-7 on the left, 0-2 on the left, 3-7 on the right, 0-6 on the left, 4-6 on the left, 3-4 on the left, 6-7 on the right, 3-3 on the left, 1-6 on the right, draw, 1-8 on the right, draw, draw, 3-6 on the left, draw, draw, draw, 6-6 on the left, 6-8 on the left, 4-8 on the right, draw, 7-8 on the left, 4-4 on the right, draw, draw, 4-5 on the right, draw, draw, 1-7 on the left, 1-1 on the left, 2-5 on the right, 0-1 on the left, 0-4 on the left, draw, 2-2 on the right, draw, 4-7 on the left, draw, draw, draw, draw, 2-4 on the right, 4-9 on the right, 7-7 on the left, 0-9 on the right, draw, draw, draw, 0-5 on the right, draw, draw, 5-6 on the right, draw, 2-6 on the right, draw, pass, 1-2 on the right, pass, 1-9 on the right" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 32, 80 and 13
    And the hand scores 125 points
    And the scores are 125, 0, 0 and 0

  @id:seat-draw-nine-4-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names
  Scenario: draw-nine at 4 players: the lead 9-9 opens the line
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9" are played from seat 2
    Then the open ends show 9 and 9
    And the left end shows 9
    And the right end shows 9

  @id:seat-draw-nine-4-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: 0-1 may not be played on the left end, which shows 6
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 0 tries to play 0-1 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-draw-nine-4-line-play-orientation-001 @clause:line.play.orientation
  Scenario: draw-nine at 4 players: 6-9 played on the 9 at the left end turns it into a 6
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    Then the left end shows 6

  @id:seat-draw-nine-4-line-play-either-end-001 @clause:line.play.either-end
  Scenario: draw-nine at 4 players: 0-3 matches the left and right ends and may be played on either
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right" are played from seat 2
    Then seat 1 may play 0-3 on the left
    And seat 1 may play 0-3 on the right

  @id:seat-draw-nine-4-line-double-across-001 @clause:line.double.across @clause:line.spinner.none
  Scenario: draw-nine at 4 players: the double 8-8 laid across the right end shows its number
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left, draw, draw, draw, 0-6 on the left, 0-9 on the right, draw, draw, 6-7 on the left, 7-9 on the left, 5-9 on the right, draw, 2-5 on the right, draw, draw, draw, draw, draw, draw, 2-3 on the right, 3-4 on the right, draw, 0-4 on the right, draw, draw, 0-7 on the right, 7-8 on the right, 8-8 on the right" are played from seat 2
    Then the right end shows 8
    And the up end is not open

  @id:seat-draw-nine-4-deal-seats-001 @clause:deal.seats @clause:deal.explicit @clause:equipment.set.composition @clause:deal.boneyard
  Scenario: draw-nine at 4 players: each seat holds the tiles dealt to it and the boneyard the other 27
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    Then seat 0 holds "0-1 0-2 1-4 2-9 4-7 5-7 7-8"
    And seat 1 holds "0-0 0-3 0-5 3-4 5-6 7-9 8-8"
    And seat 2 holds "1-5 1-7 1-8 2-6 3-3 6-8 9-9"
    And seat 3 holds "0-9 1-1 1-3 2-2 2-4 6-6 6-9"
    And the boneyard holds 27 tiles

  @id:seat-draw-nine-4-deal-concealed-001 @clause:deal.concealed
  Scenario: draw-nine at 4 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9" are played from seat 2
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 2's view shows its own hand and no hidden tile
    And seat 3's view shows its own hand and no hidden tile
    And seat 3's view shows hand sizes 7, 7, 6 and 7 and a boneyard of 27 tiles

  @id:seat-draw-nine-4-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.forced-tile
  Scenario: draw-nine at 4 players: 9-9 is not dealt and seat 0 leads 8-8, the highest of the doubles 4-4, 5-5, 6-6, 7-7 and 8-8
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 2-8 2-9 3-9 4-5 5-5 6-8 8-8                                                                                 |
      | 1        | 0-9 2-3 4-4 5-6 5-8 5-9 7-7                                                                                 |
      | 2        | 0-4 1-3 1-4 2-5 4-6 4-8 5-7                                                                                 |
      | 3        | 0-5 0-6 0-7 1-8 1-9 4-7 6-6                                                                                 |
      | boneyard | 3-6 2-7 1-2 0-3 1-7 3-7 2-4 1-5 0-0 1-6 8-9 1-1 6-7 3-5 3-4 6-9 2-2 0-1 0-8 7-9 7-8 4-9 9-9 0-2 2-6 3-3 3-8 |
    Then seat 0 must lead 8-8

  @id:seat-draw-nine-4-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.highest-double-else-heaviest
  Scenario: draw-nine at 4 players: equally heavy tiles compete for the lead and seat 1 wins it
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 2-3 2-7 4-5 5-6 5-9 6-7 7-8                                                                                 |
      | 1        | 1-3 1-4 1-6 2-6 3-5 4-9 6-9                                                                                 |
      | 2        | 0-3 1-8 2-9 3-6 3-7 3-9 4-8                                                                                 |
      | 3        | 0-2 0-6 0-7 1-5 2-8 3-8 5-8                                                                                 |
      | boneyard | 1-2 2-4 0-9 7-9 2-5 8-9 0-1 0-4 4-7 5-7 3-4 1-7 4-6 0-5 1-9 0-8 6-8 9-9 7-7 1-1 2-2 3-3 5-5 8-8 0-0 4-4 6-6 |
    Then seat 1 must lead 6-9

  @id:seat-draw-nine-4-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: draw-nine at 4 players: the lightest hands tie at 26 pips and nobody wins
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-7 1-1 3-6 4-9 5-8 6-6                                                                                 |
      | 1        | 1-6 1-8 2-4 3-4 5-9 6-9 9-9                                                                                 |
      | 2        | 0-2 0-5 0-8 0-9 2-3 6-8 7-9                                                                                 |
      | 3        | 0-3 0-6 1-7 2-9 3-7 3-9 8-8                                                                                 |
      | boneyard | 5-7 2-6 1-5 1-4 8-9 7-7 5-6 1-9 5-5 4-6 3-5 4-8 0-4 2-8 4-4 2-7 1-3 1-2 4-5 3-8 4-7 3-3 2-5 7-8 0-0 6-7 2-2 |
    When the moves "9-9, 7-9 on the left, 1-7 on the left, 4-9 on the right, 1-8 on the left, 6-8 on the left, 0-6 on the left, 0-1 on the left, 2-4 on the right, 0-2 on the right, 0-3 on the right, 1-1 on the left, 1-6 on the left, 2-3 on the right, 2-9 on the right, 6-6 on the left, 5-9 on the right, 0-5 on the right, draw, draw, 2-6 on the left, 0-7 on the right, draw, draw, draw, draw, 7-7 on the right, draw, draw, draw, draw, draw, draw, draw, draw, 2-8 on the left, 5-7 on the right, 5-8 on the left, 1-5 on the right, 3-5 on the left, 3-9 on the left, draw, draw, draw, 1-3 on the right, 3-4 on the right, 0-9 on the left, draw, draw, 4-5 on the right, draw, draw, draw, draw, 2-5 on the right, draw, draw, 0-0 on the left, 0-4 on the left, 1-2 on the right, 4-7 on the left, 7-8 on the left, 4-8 on the left, draw, draw, pass, 4-4 on the left, 1-4 on the right, 4-6 on the left, 6-7 on the left, 2-7 on the left, pass, pass, 2-2 on the left" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 26, 32, 39 and 26
    And a redeal is needed
    And the scores are 0, 0, 0 and 0
    When the next hand is dealt:
      | seat     | tiles                                                                                                       |
      | 0        | 0-3 2-3 2-5 4-4 5-9 6-6 7-8                                                                                 |
      | 1        | 0-1 1-1 2-4 2-9 3-7 4-9 5-6                                                                                 |
      | 2        | 0-0 0-4 0-7 1-6 4-5 4-7 8-8                                                                                 |
      | 3        | 0-8 0-9 1-4 1-7 5-5 6-7 9-9                                                                                 |
      | boneyard | 3-9 5-8 2-8 4-8 2-6 1-3 1-2 1-5 0-5 2-7 6-8 4-6 0-6 6-9 0-2 3-6 3-3 1-9 8-9 5-7 3-5 1-8 3-4 7-9 7-7 2-2 3-8 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-draw-nine-4-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw-nine at 4 players: seat 0 leads the hand after a hand won by seat 0
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 1-2 1-6 3-9 4-9 6-8 7-9 9-9                                                                                 |
      | 1        | 0-0 0-2 0-7 1-8 3-6 5-8 6-7                                                                                 |
      | 2        | 0-9 1-1 2-4 2-7 3-7 6-6 7-7                                                                                 |
      | 3        | 0-4 0-6 2-2 2-5 5-7 6-9 7-8                                                                                 |
      | boneyard | 2-3 5-9 2-6 4-4 4-5 4-6 0-5 3-4 0-3 5-5 4-8 5-6 3-8 1-4 0-8 1-9 0-1 2-8 3-5 1-7 1-5 2-9 8-8 3-3 1-3 4-7 8-9 |
    When the moves "9-9, draw, draw, 5-9 on the right, 0-9 on the left, 0-6 on the left, 1-6 on the left, 1-8 on the left, draw, draw, draw, 4-5 on the right, 7-8 on the left, 7-9 on the left, draw, 4-6 on the right, 6-6 on the right, 6-9 on the right, 4-9 on the right, draw, draw, 3-4 on the right, 3-7 on the right, 5-7 on the right, 3-9 on the left, 5-8 on the right, draw, 0-3 on the left, 0-4 on the left, 6-8 on the right, 6-7 on the right, 4-4 on the left, draw, draw, 4-8 on the left, draw, draw, 3-8 on the left, 3-6 on the left, 2-6 on the left, 2-2 on the left, 1-2 on the left, 0-7 on the right, 1-1 on the left, draw, 1-4 on the left, draw, 0-8 on the right, draw, draw, draw, 2-8 on the right, 2-4 on the left, 2-5 on the right, 5-6 on the right" are played from seat 0
    Then the scores are 56, 0, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 1-2 2-6 3-6 5-5 6-8 7-9                                                                                 |
      | 1        | 0-2 1-1 3-4 3-7 4-5 5-7 8-8                                                                                 |
      | 2        | 0-7 2-7 2-8 4-7 6-7 6-9 8-9                                                                                 |
      | 3        | 0-0 0-4 2-3 2-9 3-3 3-5 5-6                                                                                 |
      | boneyard | 3-9 4-6 1-9 5-8 1-3 2-4 7-7 1-5 5-9 7-8 4-8 9-9 1-8 0-3 4-9 0-8 0-6 1-4 4-4 2-2 1-6 6-6 3-8 0-5 2-5 0-9 1-7 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-draw-nine-4-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: draw-nine at 4 players: after seat 3 plays, seat 0 is to play
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    Then seat 0 is to play

  @id:seat-draw-nine-4-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 3 may not play 0-9 straight after its own play
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 3 tries to play 0-9 on the right
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-draw-nine-4-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 0 may not play 5-6, which is seat 1's
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 0 tries to play 5-6 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-draw-nine-4-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: draw-nine at 4 players: seat 3 cannot play and passes, and seat 0 is to play
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left, draw, draw, draw, 0-6 on the left, 0-9 on the right, draw, draw, 6-7 on the left, 7-9 on the left, 5-9 on the right, draw, 2-5 on the right, draw, draw, draw, draw, draw, draw, 2-3 on the right, 3-4 on the right, draw, 0-4 on the right, draw, draw, 0-7 on the right, 7-8 on the right, 8-8 on the right, 6-8 on the right, 6-6 on the right, 4-6 on the right, draw, 4-8 on the right, 1-8 on the right, 1-1 on the right, 0-1 on the right, 0-5 on the right, draw, draw, draw, 1-9 on the left, draw, 1-6 on the left, 5-7 on the right, draw, draw, draw, draw, draw, draw, draw, 3-6 on the left, 2-7 on the right, 2-4 on the right, 4-7 on the right, 3-9 on the left, 1-7 on the right" are played from seat 2
    Then the legal moves are "pass"
    And seat 3 may not draw
    And the boneyard holds 0 tiles
    When seat 3 passes
    Then seat 0 is to play

  @id:seat-draw-nine-4-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 0, able to play 2-9, may not pass
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 0 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 0 may play 2-9 on the right

  @id:seat-draw-nine-4-draw-order-001 @clause:draw.order @clause:draw.until-playable @clause:deal.boneyard @clause:turn.one-tile
  Scenario: draw-nine at 4 players: seat 2 draws 2-7, 5-9 and 0-6 from the boneyard until a tile fits
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left" are played from seat 2
    Then the legal moves are "draw"
    When seat 2 draws
    And seat 2 draws
    And seat 2 draws
    Then seat 2 holds "0-6 1-7 1-8 2-6 2-7 3-3 5-9 6-8"
    And the boneyard holds 24 tiles
    And seat 2 is to play
    And seat 2 may play 0-6 on the right

  @id:seat-draw-nine-4-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: draw-nine at 4 players: seat 1 playing seat 0's 2-9 out of turn is refused as not its turn
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 1 tries to play 2-9 on the right
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-draw-nine-4-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: a move of no known kind is refused
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9" are played from seat 2
    And seat 3 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-draw-nine-4-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: once the hand is over no move is accepted
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left, draw, draw, draw, 0-6 on the left, 0-9 on the right, draw, draw, 6-7 on the left, 7-9 on the left, 5-9 on the right, draw, 2-5 on the right, draw, draw, draw, draw, draw, draw, 2-3 on the right, 3-4 on the right, draw, 0-4 on the right, draw, draw, 0-7 on the right, 7-8 on the right, 8-8 on the right, 6-8 on the right, 6-6 on the right, 4-6 on the right, draw, 4-8 on the right, 1-8 on the right, 1-1 on the right, 0-1 on the right, 0-5 on the right, draw, draw, draw, 1-9 on the left, draw, 1-6 on the left, 5-7 on the right, draw, draw, draw, draw, draw, draw, draw, 3-6 on the left, 2-7 on the right, 2-4 on the right, 4-7 on the right, 3-9 on the left, 1-7 on the right, pass, 1-4 on the right, 4-5 on the right, pass, pass, 5-5 on the right, 4-9 on the left, pass, pass, 4-4 on the left, 3-5 on the right, 3-3 on the right, pass, 3-7 on the right, pass, pass, 7-7 on the right" are played from seat 2
    Then the status is hand_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-draw-nine-4-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged @clause:line.spinner.none
  Scenario: draw-nine at 4 players: 2-9 may not be played on an up end that is not open
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left" are played from seat 2
    And seat 0 tries to play 2-9 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-draw-nine-4-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 2 may neither pass nor draw before leading
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When seat 2 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 2 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-draw-nine-4-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 3 cannot play and may not draw from a boneyard of 0
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left, draw, draw, draw, 0-6 on the left, 0-9 on the right, draw, draw, 6-7 on the left, 7-9 on the left, 5-9 on the right, draw, 2-5 on the right, draw, draw, draw, draw, draw, draw, 2-3 on the right, 3-4 on the right, draw, 0-4 on the right, draw, draw, 0-7 on the right, 7-8 on the right, 8-8 on the right, 6-8 on the right, 6-6 on the right, 4-6 on the right, draw, 4-8 on the right, 1-8 on the right, 1-1 on the right, 0-1 on the right, 0-5 on the right, draw, draw, draw, 1-9 on the left, draw, 1-6 on the left, 5-7 on the right, draw, draw, draw, draw, draw, draw, draw, 3-6 on the left, 2-7 on the right, 2-4 on the right, 4-7 on the right, 3-9 on the left, 1-7 on the right" are played from seat 2
    And seat 3 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-draw-nine-4-move-refusal-must-draw-001 @clause:move.refusal.must-draw @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 2 cannot play and may not pass while it may draw
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left" are played from seat 2
    And seat 2 tries to pass
    Then the move is refused as "must_draw"
    And nothing has changed
    And seat 2 may draw

  @id:seat-draw-nine-4-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: draw-nine at 4 players: seat 3 may not call muggins when no points are left unclaimed
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9" are played from seat 2
    And seat 3 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-draw-nine-4-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 4 players: seat 1 goes out with a tile that also blocks the line, and scores 55
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-7 2-3 2-7 3-4 3-9 4-6 9-9                                                                                 |
      | 1        | 1-6 2-5 3-5 3-8 6-9 7-8 8-8                                                                                 |
      | 2        | 1-3 1-7 2-8 2-9 3-3 4-4 5-9                                                                                 |
      | 3        | 0-5 0-6 0-8 2-4 2-6 5-8 8-9                                                                                 |
      | boneyard | 6-8 5-7 2-2 5-6 4-8 0-0 4-5 7-7 0-1 0-4 0-2 1-2 3-7 0-3 1-5 4-9 0-9 6-6 4-7 1-1 5-5 6-7 7-9 1-8 1-9 1-4 3-6 |
    When the moves "9-9, 6-9 on the right, 2-9 on the left, 2-4 on the left, 4-6 on the right, draw, draw, draw, draw, draw, 4-8 on the left, 2-8 on the left, 2-6 on the left, 3-4 on the right, 3-5 on the right, 5-9 on the right, 0-6 on the left, 0-7 on the left, 7-8 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 4-9 on the right, 5-8 on the left, draw, draw, draw, 4-7 on the right, 2-5 on the left, 0-2 on the left, 0-8 on the left, 2-7 on the right, 2-2 on the right, 1-2 on the right, 8-9 on the left, 0-9 on the left, 1-6 on the right, 0-3 on the left, draw, draw, draw, 6-7 on the right, 3-9 on the left, 5-7 on the right, 1-5 on the right, 1-1 on the right, draw, 7-9 on the left, draw, 1-8 on the right, 7-7 on the left, draw, draw, draw, pass, pass, 8-8 on the right, 1-7 on the left, 1-4 on the left, pass, 3-8 on the right, 4-4 on the left, 3-6 on the right, 6-6 on the right, 6-8 on the right, 0-4 on the left, 0-5 on the left, pass, 5-6 on the left" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 5, 0, 30 and 20
    And the hand scores 55 points
    And the scores are 0, 55, 0 and 0

  @id:seat-draw-nine-4-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 4 players: seat 3 wins the blocked hand and scores 58
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left, 0-2 on the right, 0-3 on the left, draw, draw, draw, 0-6 on the left, 0-9 on the right, draw, draw, 6-7 on the left, 7-9 on the left, 5-9 on the right, draw, 2-5 on the right, draw, draw, draw, draw, draw, draw, 2-3 on the right, 3-4 on the right, draw, 0-4 on the right, draw, draw, 0-7 on the right, 7-8 on the right, 8-8 on the right, 6-8 on the right, 6-6 on the right, 4-6 on the right, draw, 4-8 on the right, 1-8 on the right, 1-1 on the right, 0-1 on the right, 0-5 on the right, draw, draw, draw, 1-9 on the left, draw, 1-6 on the left, 5-7 on the right, draw, draw, draw, draw, draw, draw, draw, 3-6 on the left, 2-7 on the right, 2-4 on the right, 4-7 on the right, 3-9 on the left, 1-7 on the right, pass, 1-4 on the right, 4-5 on the right, pass, pass, 5-5 on the right, 4-9 on the left, pass, pass, 4-4 on the left, 3-5 on the right, 3-3 on the right, pass, 3-7 on the right, pass, pass, 7-7 on the right" are played from seat 2
    Then the hand is blocked and won by seat 3
    And the pips left are 19, 30, 21 and 4
    And the hand scores 58 points
    And the scores are 0, 0, 0 and 58

  @id:seat-draw-nine-4-score-fives-off-001 @clause:score.fives.off
  Scenario: draw-nine at 4 players: open ends counting 5 score nothing
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 0-2 1-4 2-9 4-7 5-7 7-8                                                                                 |
      | 1        | 0-0 0-3 0-5 3-4 5-6 7-9 8-8                                                                                 |
      | 2        | 1-5 1-7 1-8 2-6 3-3 6-8 9-9                                                                                 |
      | 3        | 0-9 1-1 1-3 2-2 2-4 6-6 6-9                                                                                 |
      | boneyard | 2-7 5-9 0-6 3-7 6-7 2-5 4-4 5-5 4-6 3-8 0-8 2-3 0-4 7-7 0-7 4-8 2-8 1-2 1-9 1-6 3-9 3-5 4-5 8-9 5-8 4-9 3-6 |
    When the moves "9-9, 6-9 on the left, 2-9 on the right, 5-6 on the left, 1-5 on the left, 1-3 on the left" are played from seat 2
    Then the count is 5
    And the scores are 0, 0, 0 and 0

  @id:seat-draw-nine-4-match-carry-001 @clause:match.carry
  Scenario: draw-nine at 4 players: the second hand's 84 points are added to the first hand's scores
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 1-2 1-6 3-9 4-9 6-8 7-9 9-9                                                                                 |
      | 1        | 0-0 0-2 0-7 1-8 3-6 5-8 6-7                                                                                 |
      | 2        | 0-9 1-1 2-4 2-7 3-7 6-6 7-7                                                                                 |
      | 3        | 0-4 0-6 2-2 2-5 5-7 6-9 7-8                                                                                 |
      | boneyard | 2-3 5-9 2-6 4-4 4-5 4-6 0-5 3-4 0-3 5-5 4-8 5-6 3-8 1-4 0-8 1-9 0-1 2-8 3-5 1-7 1-5 2-9 8-8 3-3 1-3 4-7 8-9 |
    When the moves "9-9, draw, draw, 5-9 on the right, 0-9 on the left, 0-6 on the left, 1-6 on the left, 1-8 on the left, draw, draw, draw, 4-5 on the right, 7-8 on the left, 7-9 on the left, draw, 4-6 on the right, 6-6 on the right, 6-9 on the right, 4-9 on the right, draw, draw, 3-4 on the right, 3-7 on the right, 5-7 on the right, 3-9 on the left, 5-8 on the right, draw, 0-3 on the left, 0-4 on the left, 6-8 on the right, 6-7 on the right, 4-4 on the left, draw, draw, 4-8 on the left, draw, draw, 3-8 on the left, 3-6 on the left, 2-6 on the left, 2-2 on the left, 1-2 on the left, 0-7 on the right, 1-1 on the left, draw, 1-4 on the left, draw, 0-8 on the right, draw, draw, draw, 2-8 on the right, 2-4 on the left, 2-5 on the right, 5-6 on the right" are played from seat 0
    Then the scores are 56, 0, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                       |
      | 0        | 0-1 1-2 2-6 3-6 5-5 6-8 7-9                                                                                 |
      | 1        | 0-2 1-1 3-4 3-7 4-5 5-7 8-8                                                                                 |
      | 2        | 0-7 2-7 2-8 4-7 6-7 6-9 8-9                                                                                 |
      | 3        | 0-0 0-4 2-3 2-9 3-3 3-5 5-6                                                                                 |
      | boneyard | 3-9 4-6 1-9 5-8 1-3 2-4 7-7 1-5 5-9 7-8 4-8 9-9 1-8 0-3 4-9 0-8 0-6 1-4 4-4 2-2 1-6 6-6 3-8 0-5 2-5 0-9 1-7 |
    And the moves "2-6, 0-2 on the left, 6-7 on the right, 0-4 on the left, 7-9 on the right, 4-5 on the left, 6-9 on the right, 5-6 on the right, 5-5 on the right, 5-7 on the right, 2-7 on the right, 2-3 on the right, 3-6 on the right, draw, draw, 4-6 on the right, 4-7 on the right, 3-5 on the left, draw, draw, draw, 1-3 on the left, 3-7 on the right, draw, draw, draw, 1-5 on the left, 3-3 on the right, 5-8 on the left, 3-9 on the right, 8-9 on the right, draw, draw, 7-8 on the left, 6-8 on the right, draw, draw, draw, draw, draw, draw, draw, 0-6 on the right, 0-7 on the left, 0-0 on the right, 0-1 on the left, 0-8 on the right, 2-8 on the right, 2-9 on the right, 1-9 on the left, 4-9 on the right, 2-4 on the right, 5-9 on the left" are played from seat 0
    Then the hand scores 84 points
    And the scores are 56, 0, 0 and 84

  @id:seat-draw-nine-4-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: draw-nine at 4 players: a match played out to 61 is won by seat 2
    Given the "draw-nine" rules for 4 players
    And the deal:
      | seat     | tiles                                                                                                       |
      | 0        | 3-3 3-4 3-9 4-4 4-8 6-7 8-8                                                                                 |
      | 1        | 0-0 0-3 1-1 1-4 2-8 3-5 6-6                                                                                 |
      | 2        | 0-5 0-6 0-8 3-7 5-6 6-8 9-9                                                                                 |
      | 3        | 0-1 1-7 4-6 4-7 6-9 7-7 7-9                                                                                 |
      | boneyard | 7-8 1-3 3-6 5-8 1-6 2-9 1-5 2-4 0-9 1-2 2-2 1-8 2-3 2-5 2-6 0-2 1-9 2-7 4-5 3-8 4-9 5-9 0-7 8-9 0-4 5-5 5-7 |
    When the moves "9-9, 7-9 on the left, 6-7 on the left, 6-6 on the left, 6-8 on the left, 6-9 on the right, 8-8 on the left, 2-8 on the left, 0-6 on the right, 0-1 on the right, draw, draw, 1-3 on the right, 0-3 on the right, 0-5 on the right, draw, draw, 5-8 on the right, 4-8 on the right, 1-4 on the right, draw, 1-6 on the right, 4-6 on the right, 3-4 on the right, 3-5 on the right, 5-6 on the right, 3-6 on the right, 3-3 on the right, draw, 2-9 on the left, 3-7 on the right, 4-7 on the right, 4-4 on the right, draw, draw, 2-4 on the right, draw, 0-9 on the left, draw, 1-2 on the right, draw, draw, 1-8 on the right, 0-0 on the left, 0-8 on the left" are played from seat 2
    Then the scores are 0, 0, 61 and 0
    And the match is over, won by seat 2

