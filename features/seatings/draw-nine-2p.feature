# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "draw-nine" rules for 2 players

  Scenarios for the clauses that hold for draw-nine at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-draw-nine-2-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 2 players: seat 1 goes out and scores 5
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    When the moves "7-7, 1-7 on the right, 0-1 on the right, 7-9 on the left, 5-9 on the left, 0-2 on the right, 0-5 on the left, 2-8 on the right, draw, 0-9 on the left, draw, draw, 5-8 on the right, draw, 9-9 on the left, 5-7 on the right, draw, 4-9 on the left, 6-7 on the right, 3-4 on the left, 3-3 on the left, 1-3 on the left, 1-6 on the right" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 5 and 0
    And the hand scores 5 points
    And the scores are 0 and 5

  @id:seat-draw-nine-2-equipment-tile-double-full-001 @clause:equipment.tile.double-full @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 2 players: seat 1 goes out and scores 15
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 1-1 1-5 2-2 2-3 3-6 6-7                                                                                                                                         |
      | 1        | 0-2 0-8 1-7 3-4 4-8 4-9 7-9                                                                                                                                         |
      | boneyard | 2-7 3-3 7-7 8-9 6-9 6-6 5-6 1-2 5-8 1-3 4-7 4-4 1-9 7-8 3-8 5-9 0-3 2-8 6-8 5-5 4-6 2-4 0-0 3-9 0-6 0-5 1-6 9-9 8-8 3-7 1-8 0-9 4-5 2-9 5-7 1-4 0-4 2-5 2-6 0-7 3-5 |
    When the moves "2-2, 0-2 on the left, 2-3 on the right, 0-8 on the left, 3-6 on the right, 4-8 on the left, 6-7 on the right, 7-9 on the right, draw, draw, draw, draw, 8-9 on the right, 4-9 on the left, draw, 6-9 on the left, draw, 6-6 on the left, draw, 5-6 on the left, draw, draw, 5-8 on the right, 1-5 on the right, 1-2 on the right, 2-7 on the right, 1-7 on the right, 1-1 on the right, draw, 1-3 on the right, 3-3 on the right, 3-4 on the right" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 15 and 0
    And the hand scores 15 points
    And the scores are 0 and 15

  @id:seat-draw-nine-2-deal-seats-001 @clause:deal.seats @clause:deal.explicit @clause:equipment.set.composition @clause:deal.boneyard
  Scenario: draw-nine at 2 players: each seat holds the tiles dealt to it and the boneyard the other 41
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    Then seat 0 holds "0-1 0-5 1-3 1-4 3-4 5-9 7-7"
    And seat 1 holds "0-2 1-6 1-7 2-8 3-3 6-7 7-9"
    And the boneyard holds 41 tiles

  @id:seat-draw-nine-2-deal-concealed-001 @clause:deal.concealed
  Scenario: draw-nine at 2 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    When the moves "7-7" are played from seat 0
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 1's view shows hand sizes 6 and 7 and a boneyard of 41 tiles

  @id:seat-draw-nine-2-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.forced-tile
  Scenario: draw-nine at 2 players: 9-9 is not dealt and seat 0 leads 7-7, the highest of the doubles 3-3 and 7-7
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    Then seat 0 must lead 7-7

  @id:seat-draw-nine-2-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw-nine at 2 players: seat 0 leads the hand after a hand won by seat 0
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-2 0-9 1-3 1-8 2-3 2-6 5-8                                                                                                                                         |
      | 1        | 0-8 1-9 2-7 2-9 4-4 4-5 5-9                                                                                                                                         |
      | boneyard | 5-6 1-2 7-8 2-5 2-4 0-1 1-5 3-7 3-5 1-6 0-3 7-7 0-5 4-9 0-0 1-4 6-8 3-8 7-9 9-9 6-7 2-8 4-6 2-2 6-6 4-7 4-8 6-9 1-1 8-8 5-7 0-6 0-7 3-6 5-5 3-3 1-7 3-9 0-4 3-4 8-9 |
    When the moves "4-4, draw, draw, draw, draw, draw, 2-4 on the right, 2-7 on the right, 7-8 on the right, 4-5 on the left, 5-8 on the right, 5-9 on the right, 5-6 on the left, 1-9 on the right, 1-3 on the right, draw, draw, draw, 3-7 on the right, 2-6 on the left, 2-9 on the left, 0-9 on the left, 0-1 on the left, 1-8 on the left, 0-8 on the left, 0-2 on the left, draw, draw, draw, draw, 7-7 on the right, 1-2 on the left, 1-5 on the left, 2-5 on the left, draw, draw, draw, draw, draw, draw, draw, 7-9 on the right, 2-3 on the left" are played from seat 1
    Then the scores are 66 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 1-7 1-9 2-6 3-3 3-7 4-5 6-7                                                                                                                                         |
      | 1        | 0-2 0-4 0-8 4-4 4-6 5-9 7-7                                                                                                                                         |
      | boneyard | 5-8 9-9 8-9 1-8 3-8 1-1 6-8 1-6 1-2 0-9 7-8 2-8 8-8 2-9 1-4 5-7 0-5 0-6 0-1 1-5 3-6 0-0 0-3 7-9 6-6 0-7 2-7 2-5 5-5 3-4 4-9 6-9 2-4 3-9 5-6 2-2 3-5 2-3 4-7 4-8 1-3 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-draw-nine-2-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: draw-nine at 2 players: seat 0 leads the hand after a blocked hand won by seat 0
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-6 0-8 0-9 1-1 3-4 6-6                                                                                                                                         |
      | 1        | 1-9 2-6 2-7 3-3 3-5 3-7 6-9                                                                                                                                         |
      | boneyard | 5-9 1-3 3-6 4-7 7-9 0-7 6-8 2-8 3-8 8-9 5-7 8-8 5-5 4-8 7-8 2-3 5-6 2-2 7-7 2-9 5-8 0-2 3-9 6-7 1-2 4-5 4-6 1-4 4-4 1-5 2-5 0-4 0-5 1-8 0-3 9-9 2-4 1-6 4-9 0-0 1-7 |
    When the moves "6-6, 6-9 on the left, 0-9 on the left, 2-6 on the right, 0-1 on the left, 1-9 on the left, draw, 5-9 on the left, 3-5 on the left, 3-4 on the left, 2-7 on the right, draw, draw, draw, 4-7 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 4-8 on the left, 0-8 on the left, 0-7 on the left, draw, 7-8 on the left, 3-8 on the left, 1-3 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 1-2 on the left, draw, 4-5 on the right, 0-2 on the left, 0-6 on the left, 5-6 on the left, draw, draw, draw, draw, 1-5 on the left, 5-8 on the right, 1-4 on the left, 2-8 on the right, 4-4 on the left, 2-3 on the right, 3-6 on the right, 6-8 on the right, 4-6 on the left, 8-9 on the right, draw, draw, draw, draw, draw, draw, 9-9 on the right, 3-9 on the right, 0-3 on the right, 6-7 on the left, 0-4 on the right, 5-7 on the left, 2-5 on the left, 2-9 on the left, draw, 2-4 on the right, 7-9 on the left, draw, draw, draw, draw, 1-7 on the left, 2-2 on the right, 1-8 on the left, 8-8 on the left" are played from seat 0
    Then the scores are 13 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 2-9 3-4 3-5 4-5 5-8 5-9                                                                                                                                         |
      | 1        | 1-8 2-8 4-4 4-6 4-7 4-8 8-9                                                                                                                                         |
      | boneyard | 1-1 7-7 5-6 3-8 2-4 1-5 6-6 8-8 1-7 3-7 0-8 0-0 1-9 2-5 0-5 0-2 5-7 3-6 7-9 9-9 1-3 0-4 2-2 3-9 5-5 0-6 7-8 2-6 0-9 2-3 2-7 1-2 0-3 1-4 4-9 6-8 0-7 3-3 6-7 6-9 1-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-draw-nine-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.any-tile
  Scenario: draw-nine at 2 players: the lightest hands tie at 35 pips and nobody wins
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-6 1-9 4-9 5-5 6-6 6-7 9-9                                                                                                                                         |
      | 1        | 0-3 0-4 2-5 2-8 4-7 7-9 8-8                                                                                                                                         |
      | boneyard | 3-9 0-7 5-8 0-5 4-6 4-4 5-7 3-6 0-8 0-9 3-8 1-7 0-2 1-5 1-3 1-6 6-9 3-5 1-4 2-3 6-8 2-9 1-1 3-4 5-6 0-0 8-9 1-2 7-7 4-8 2-4 2-6 4-5 2-2 1-8 5-9 3-7 0-1 2-7 7-8 3-3 |
    When the moves "9-9, 7-9 on the left, 4-9 on the right, 0-4 on the right, 0-6 on the right, 4-7 on the left, 6-6 on the right, draw, draw, draw, draw, draw, 4-6 on the left, 6-7 on the left, 0-7 on the left, draw, draw, draw, 3-6 on the right, 0-3 on the left, draw, draw, draw, 3-8 on the left, 5-8 on the left, 5-7 on the left, 3-9 on the right, 1-9 on the right, draw, 1-7 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 7-7 on the left, draw, draw, draw, draw, draw, draw, draw, draw, 3-7 on the left, 3-4 on the left, 2-4 on the left, 0-2 on the left, 0-5 on the left, 5-6 on the left, 2-6 on the left, 2-3 on the left, draw, draw, 2-7 on the right, 2-9 on the right, 5-9 on the right, 3-5 on the right, draw, draw, 3-3 on the left, 1-3 on the right, 1-8 on the right, 8-9 on the right, pass, 6-9 on the right, pass, 6-8 on the right, 8-8 on the right, 0-8 on the right, 0-1 on the right, 1-4 on the right, 4-8 on the right, pass, 2-8 on the right, 1-2 on the right, pass, 1-6 on the right" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 35 and 35
    And a redeal is needed
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-9 2-8 4-6 4-7 4-9 5-6 6-7                                                                                                                                         |
      | 1        | 0-3 1-5 2-3 2-9 3-3 3-8 7-7                                                                                                                                         |
      | boneyard | 2-5 1-9 0-7 3-6 6-8 5-5 4-8 3-7 1-1 8-8 0-1 1-6 2-6 5-7 6-9 9-9 7-8 3-5 5-9 1-4 8-9 7-9 2-4 0-0 2-7 0-2 1-8 1-2 5-8 0-6 1-3 3-9 0-8 0-4 4-4 2-2 1-7 4-5 3-4 6-6 0-5 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-draw-nine-2-turn-direction-cw-001 @clause:turn.direction.cw @clause:turn.order
  Scenario: draw-nine at 2 players: after seat 1 plays, seat 0 is to play
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    When the moves "7-7, 1-7 on the right" are played from seat 0
    Then seat 0 is to play

  @id:seat-draw-nine-2-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: draw-nine at 2 players: seat 1 may not play 1-6 straight after its own play
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    When the moves "7-7, 1-7 on the right" are played from seat 0
    And seat 1 tries to play 1-6 on the right
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-draw-nine-2-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: draw-nine at 2 players: seat 0 may not play 1-6, which is seat 1's
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    When the moves "7-7, 1-7 on the right" are played from seat 0
    And seat 0 tries to play 1-6 on the right
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-draw-nine-2-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: draw-nine at 2 players: seat 1 cannot play and passes, and seat 0 is to play
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-0 1-4 4-4 4-9 5-6 5-9 6-9                                                                                                                                         |
      | 1        | 0-9 1-3 1-6 2-4 2-5 3-9 6-8                                                                                                                                         |
      | boneyard | 3-6 8-8 1-7 1-1 3-3 2-6 2-3 4-8 8-9 1-2 5-5 7-7 0-4 0-6 5-8 7-9 0-1 5-7 6-6 7-8 0-7 3-7 6-7 0-8 4-6 1-9 9-9 1-5 1-8 3-4 4-5 2-2 2-7 0-3 3-5 0-2 0-5 2-9 4-7 2-8 3-8 |
    When the moves "4-4, 2-4 on the left, 1-4 on the right, 2-5 on the left, 5-9 on the left, 1-3 on the right, 6-9 on the left, 1-6 on the left, draw, 3-6 on the right, 6-8 on the right, draw, 8-8 on the right, draw, 1-7 on the left, draw, draw, draw, draw, draw, 4-8 on the right, draw, draw, draw, draw, 7-7 on the left, 4-9 on the right, 8-9 on the right, draw, draw, draw, 5-8 on the right, 5-5 on the right, 5-6 on the right, draw, 7-9 on the left, 0-6 on the right, 3-9 on the left, 0-4 on the right, draw, draw, draw, draw, draw, draw, 3-7 on the left, draw, 6-7 on the left, 6-6 on the left, 2-6 on the left, 1-2 on the left, 1-1 on the left, 0-1 on the left, 0-0 on the left, 0-9 on the left, draw, draw, 4-6 on the right, draw, 1-9 on the left, draw, draw, 1-5 on the left, 5-7 on the left, draw, draw, draw, draw, draw, 2-7 on the left, draw, draw, draw, 0-2 on the left, 0-8 on the left, 7-8 on the left, draw, draw, draw, 4-7 on the left, draw, draw" are played from seat 0
    Then the legal moves are "pass"
    And seat 1 may not draw
    And the boneyard holds 0 tiles
    When seat 1 passes
    Then seat 0 is to play

  @id:seat-draw-nine-2-move-refusal-does-not-match-001 @clause:move.refusal.does-not-match @clause:line.play.match @clause:move.refusal.unchanged
  Scenario: draw-nine at 2 players: 0-1 may not be played on the left end, which shows 7
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-5 1-3 1-4 3-4 5-9 7-7                                                                                                                                         |
      | 1        | 0-2 1-6 1-7 2-8 3-3 6-7 7-9                                                                                                                                         |
      | boneyard | 0-9 5-7 5-8 9-9 4-9 6-8 6-9 1-5 6-6 4-7 3-6 2-6 5-6 3-5 1-2 0-8 0-6 8-8 4-8 4-6 1-8 0-0 2-2 5-5 3-9 0-7 0-4 1-1 3-8 2-4 1-9 0-3 7-8 2-3 2-7 2-5 4-5 3-7 8-9 4-4 2-9 |
    When the moves "7-7, 1-7 on the right" are played from seat 0
    And seat 0 tries to play 0-1 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-draw-nine-2-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: draw-nine at 2 players: seat 1 cannot play and may not draw from a boneyard of 0
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-0 1-4 4-4 4-9 5-6 5-9 6-9                                                                                                                                         |
      | 1        | 0-9 1-3 1-6 2-4 2-5 3-9 6-8                                                                                                                                         |
      | boneyard | 3-6 8-8 1-7 1-1 3-3 2-6 2-3 4-8 8-9 1-2 5-5 7-7 0-4 0-6 5-8 7-9 0-1 5-7 6-6 7-8 0-7 3-7 6-7 0-8 4-6 1-9 9-9 1-5 1-8 3-4 4-5 2-2 2-7 0-3 3-5 0-2 0-5 2-9 4-7 2-8 3-8 |
    When the moves "4-4, 2-4 on the left, 1-4 on the right, 2-5 on the left, 5-9 on the left, 1-3 on the right, 6-9 on the left, 1-6 on the left, draw, 3-6 on the right, 6-8 on the right, draw, 8-8 on the right, draw, 1-7 on the left, draw, draw, draw, draw, draw, 4-8 on the right, draw, draw, draw, draw, 7-7 on the left, 4-9 on the right, 8-9 on the right, draw, draw, draw, 5-8 on the right, 5-5 on the right, 5-6 on the right, draw, 7-9 on the left, 0-6 on the right, 3-9 on the left, 0-4 on the right, draw, draw, draw, draw, draw, draw, 3-7 on the left, draw, 6-7 on the left, 6-6 on the left, 2-6 on the left, 1-2 on the left, 1-1 on the left, 0-1 on the left, 0-0 on the left, 0-9 on the left, draw, draw, 4-6 on the right, draw, 1-9 on the left, draw, draw, 1-5 on the left, 5-7 on the left, draw, draw, draw, draw, draw, 2-7 on the left, draw, draw, draw, 0-2 on the left, 0-8 on the left, 7-8 on the left, draw, draw, draw, 4-7 on the left, draw, draw" are played from seat 0
    And seat 1 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-draw-nine-2-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 2 players: seat 0 goes out with a tile that also blocks the line, and scores 100
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-3 0-5 0-7 1-6 3-5 6-8 7-9                                                                                                                                         |
      | 1        | 0-6 0-9 1-7 4-6 6-9 7-8 9-9                                                                                                                                         |
      | boneyard | 7-7 4-5 2-8 3-3 3-4 1-3 0-8 2-9 4-4 0-2 3-8 4-8 5-6 0-1 2-7 1-1 6-6 5-5 4-9 2-6 1-2 1-5 0-4 8-9 3-6 3-7 2-2 5-8 2-3 2-5 1-4 8-8 3-9 5-7 5-9 0-0 2-4 4-7 1-9 6-7 1-8 |
    When the moves "9-9, 7-9 on the left, 0-9 on the right, 0-5 on the right, 1-7 on the left, 3-5 on the right, draw, draw, draw, draw, 3-3 on the right, 0-3 on the right, 0-6 on the right, 1-6 on the right, draw, draw, 1-3 on the left, draw, draw, draw, draw, draw, 3-8 on the left, 7-8 on the left, 0-7 on the left, draw, draw, draw, 0-1 on the left, draw, draw, 1-1 on the right, draw, draw, draw, draw, draw, 1-2 on the left, 2-9 on the left, 4-9 on the left, 4-4 on the left, 4-5 on the left, draw, 1-5 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, 1-4 on the left, draw, draw, draw, draw, draw, draw, 2-4 on the left, 2-2 on the left, 0-2 on the left, 0-4 on the left, draw, 4-7 on the left, 7-7 on the left, 2-7 on the left, 2-5 on the left, 5-7 on the left, 3-7 on the left, 3-9 on the left, 8-9 on the left, 8-8 on the left, 2-8 on the left, draw, 1-9 on the right, 2-6 on the left, 6-8 on the left, 6-9 on the right, 0-8 on the left, 5-6 on the right, 5-9 on the right, draw, draw, pass, 0-0 on the left" are played from seat 1
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 100
    And the hand scores 100 points
    And the scores are 100 and 0

  @id:seat-draw-nine-2-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: draw-nine at 2 players: seat 1 wins the blocked hand and scores 26
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-0 1-4 4-4 4-9 5-6 5-9 6-9                                                                                                                                         |
      | 1        | 0-9 1-3 1-6 2-4 2-5 3-9 6-8                                                                                                                                         |
      | boneyard | 3-6 8-8 1-7 1-1 3-3 2-6 2-3 4-8 8-9 1-2 5-5 7-7 0-4 0-6 5-8 7-9 0-1 5-7 6-6 7-8 0-7 3-7 6-7 0-8 4-6 1-9 9-9 1-5 1-8 3-4 4-5 2-2 2-7 0-3 3-5 0-2 0-5 2-9 4-7 2-8 3-8 |
    When the moves "4-4, 2-4 on the left, 1-4 on the right, 2-5 on the left, 5-9 on the left, 1-3 on the right, 6-9 on the left, 1-6 on the left, draw, 3-6 on the right, 6-8 on the right, draw, 8-8 on the right, draw, 1-7 on the left, draw, draw, draw, draw, draw, 4-8 on the right, draw, draw, draw, draw, 7-7 on the left, 4-9 on the right, 8-9 on the right, draw, draw, draw, 5-8 on the right, 5-5 on the right, 5-6 on the right, draw, 7-9 on the left, 0-6 on the right, 3-9 on the left, 0-4 on the right, draw, draw, draw, draw, draw, draw, 3-7 on the left, draw, 6-7 on the left, 6-6 on the left, 2-6 on the left, 1-2 on the left, 1-1 on the left, 0-1 on the left, 0-0 on the left, 0-9 on the left, draw, draw, 4-6 on the right, draw, 1-9 on the left, draw, draw, 1-5 on the left, 5-7 on the left, draw, draw, draw, draw, draw, 2-7 on the left, draw, draw, draw, 0-2 on the left, 0-8 on the left, 7-8 on the left, draw, draw, draw, 4-7 on the left, draw, draw, pass, 4-5 on the left, 3-5 on the left, 3-3 on the left, 0-3 on the left, 0-5 on the left" are played from seat 0
    Then the hand is blocked and won by seat 1
    And the pips left are 54 and 28
    And the hand scores 26 points
    And the scores are 0 and 26

  @id:seat-draw-nine-2-match-carry-001 @clause:match.carry
  Scenario: draw-nine at 2 players: the second hand's 65 points are added to the first hand's scores
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 0-6 0-8 0-9 1-1 3-4 6-6                                                                                                                                         |
      | 1        | 1-9 2-6 2-7 3-3 3-5 3-7 6-9                                                                                                                                         |
      | boneyard | 5-9 1-3 3-6 4-7 7-9 0-7 6-8 2-8 3-8 8-9 5-7 8-8 5-5 4-8 7-8 2-3 5-6 2-2 7-7 2-9 5-8 0-2 3-9 6-7 1-2 4-5 4-6 1-4 4-4 1-5 2-5 0-4 0-5 1-8 0-3 9-9 2-4 1-6 4-9 0-0 1-7 |
    When the moves "6-6, 6-9 on the left, 0-9 on the left, 2-6 on the right, 0-1 on the left, 1-9 on the left, draw, 5-9 on the left, 3-5 on the left, 3-4 on the left, 2-7 on the right, draw, draw, draw, 4-7 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 4-8 on the left, 0-8 on the left, 0-7 on the left, draw, 7-8 on the left, 3-8 on the left, 1-3 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 1-2 on the left, draw, 4-5 on the right, 0-2 on the left, 0-6 on the left, 5-6 on the left, draw, draw, draw, draw, 1-5 on the left, 5-8 on the right, 1-4 on the left, 2-8 on the right, 4-4 on the left, 2-3 on the right, 3-6 on the right, 6-8 on the right, 4-6 on the left, 8-9 on the right, draw, draw, draw, draw, draw, draw, 9-9 on the right, 3-9 on the right, 0-3 on the right, 6-7 on the left, 0-4 on the right, 5-7 on the left, 2-5 on the left, 2-9 on the left, draw, 2-4 on the right, 7-9 on the left, draw, draw, draw, draw, 1-7 on the left, 2-2 on the right, 1-8 on the left, 8-8 on the left" are played from seat 0
    Then the scores are 13 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-1 2-9 3-4 3-5 4-5 5-8 5-9                                                                                                                                         |
      | 1        | 1-8 2-8 4-4 4-6 4-7 4-8 8-9                                                                                                                                         |
      | boneyard | 1-1 7-7 5-6 3-8 2-4 1-5 6-6 8-8 1-7 3-7 0-8 0-0 1-9 2-5 0-5 0-2 5-7 3-6 7-9 9-9 1-3 0-4 2-2 3-9 5-5 0-6 7-8 2-6 0-9 2-3 2-7 1-2 0-3 1-4 4-9 6-8 0-7 3-3 6-7 6-9 1-6 |
    And the moves "3-5, draw, draw, draw, 5-6 on the right, 3-4 on the left, 4-6 on the left, draw, draw, draw, draw, 6-6 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 3-6 on the right, 3-8 on the right, 2-8 on the right, 2-4 on the right, 4-4 on the right, 4-5 on the right, 5-7 on the right, draw, 7-9 on the right, 8-9 on the right, 5-8 on the right, 0-5 on the right, 0-1 on the right, 1-9 on the right, 2-9 on the right, 2-5 on the right, 1-5 on the right, 1-7 on the right, draw, draw, draw, draw, draw, draw, draw, 0-6 on the left, 0-0 on the left, 0-4 on the left, 7-7 on the right, draw, 7-8 on the right, 4-8 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, 6-8 on the right, 8-8 on the left, 2-6 on the right, 1-8 on the left, 2-7 on the right, 3-7 on the right, 1-4 on the left, 4-7 on the left, 1-3 on the right, 1-1 on the right, 1-2 on the right, 0-2 on the right, 0-9 on the right, draw, 0-7 on the left, 5-9 on the right, 0-8 on the left" are played from seat 0
    Then the hand scores 65 points
    And the scores are 13 and 65

  @id:seat-draw-nine-2-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: draw-nine at 2 players: a match played out to 100 is won by seat 1
    Given the "draw-nine" rules for 2 players
    And the deal:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-8 3-6 4-4 4-5 5-7 6-6 8-9                                                                                                                                         |
      | 1        | 2-2 2-3 2-5 2-8 4-9 5-5 6-7                                                                                                                                         |
      | boneyard | 5-9 5-6 5-8 8-8 3-7 3-3 1-7 6-8 2-6 1-1 1-9 1-8 7-8 2-7 1-2 1-5 9-9 0-3 0-6 3-5 6-9 0-0 0-9 1-6 1-4 3-4 1-3 2-4 0-4 3-8 7-7 0-1 2-9 3-9 0-7 4-7 4-6 0-5 7-9 4-8 0-2 |
    When the moves "6-6, 6-7 on the left, 3-6 on the right, 2-3 on the right, 5-7 on the left, 2-8 on the right, 4-5 on the left, 4-9 on the left, 0-8 on the right, draw, 5-9 on the left, draw, 5-6 on the left, draw, draw, draw, draw, draw, draw, 6-8 on the left, 8-9 on the left, draw, draw, draw, 1-9 on the left, draw, 1-8 on the left, 5-8 on the left, draw, draw, draw, draw, 1-5 on the left, 1-7 on the left, 2-7 on the left, 2-6 on the left, draw, draw, 0-3 on the right, 3-7 on the right, 7-8 on the right, 8-8 on the right, draw, 0-6 on the left, draw, draw, draw, 0-0 on the left, draw, 0-9 on the left, 6-9 on the left, draw, 1-6 on the left, 1-1 on the left, 1-2 on the left, 2-5 on the left, draw, draw, draw, draw, draw, draw, 3-8 on the right, 3-5 on the left, 3-4 on the left, 3-3 on the right, 0-4 on the left, draw, draw, 0-1 on the left, 1-3 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, pass, 1-4 on the left, 4-6 on the left" are played from seat 0
    Then the scores are 72 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 0-0 0-1 0-4 1-5 2-8 4-5 5-6                                                                                                                                         |
      | 1        | 0-7 0-8 1-8 1-9 2-9 4-4 4-7                                                                                                                                         |
      | boneyard | 8-8 3-8 0-5 6-7 0-9 3-4 2-3 1-6 1-1 3-6 9-9 0-3 4-8 7-8 3-5 3-9 2-2 7-9 4-9 5-7 4-6 3-3 0-2 2-7 5-8 2-5 8-9 0-6 6-9 3-7 2-6 5-5 1-4 6-6 1-2 5-9 1-7 2-4 6-8 7-7 1-3 |
    And the moves "0-1, 0-7 on the left, 1-5 on the right, 4-7 on the left, 4-5 on the right, 4-4 on the left, 0-4 on the right, 0-8 on the right, 2-8 on the right, 2-9 on the right, draw, draw, draw, draw, draw, 0-9 on the right, draw, 3-4 on the left, 0-5 on the right, draw, 2-3 on the left, 5-6 on the right, draw, 1-6 on the right, draw, 1-1 on the right, 1-8 on the right, 3-8 on the right, draw, 3-6 on the right, 6-7 on the right, draw, draw, draw, draw, 7-8 on the right, 8-8 on the right, 4-8 on the right, draw, draw, draw, 2-2 on the left, draw, draw, 4-9 on the right, 3-9 on the right, 0-3 on the right, 0-0 on the right, draw, draw, draw, draw, 0-2 on the left, draw, draw, draw, draw, draw, 0-6 on the right, 4-6 on the right, draw, draw, draw, draw, draw, 1-4 on the right, 1-9 on the right, 6-9 on the right, draw, 6-6 on the right, 2-6 on the right, draw, 1-2 on the right, draw, draw, 1-7 on the right, 5-7 on the right, 2-5 on the right, draw, 2-4 on the right, draw, draw, draw" are played from seat 0
    Then the scores are 72 and 73
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                                                                                                                               |
      | 0        | 2-2 3-3 3-5 4-4 5-8 6-6 7-7                                                                                                                                         |
      | 1        | 0-3 0-6 4-8 5-9 6-7 8-9 9-9                                                                                                                                         |
      | boneyard | 4-6 7-8 3-9 0-2 2-3 0-1 3-6 5-5 3-4 2-4 6-8 2-9 4-7 2-6 0-0 7-9 2-8 8-8 5-7 3-7 1-5 1-8 1-1 1-7 0-7 3-8 4-5 0-8 1-9 1-6 2-5 2-7 4-9 1-2 1-4 0-4 5-6 6-9 1-3 0-5 0-9 |
    And the moves "0-6, 6-6 on the right, 0-3 on the left, 3-3 on the left, 6-7 on the right, 3-5 on the left, 5-9 on the left, 7-7 on the right, 9-9 on the left, draw, draw, 7-8 on the right, 4-8 on the right, 4-4 on the right, 8-9 on the left" are played from seat 1
    Then the scores are 72 and 100
    And the match is over, won by seat 1

