# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives-tournament" rules for 2 players

  Scenarios for the clauses that hold for all-fives-tournament at 2 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-tournament-2-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives-tournament at 2 players: seat 0 may play every tile of the open ends' suits it holds
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    Then the legal moves are "2-6 on the right, 4-6 on the right"

  @id:seat-all-fives-tournament-2-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 2 players: seat 1 goes out and scores 10
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right, draw, draw, draw, 2-5 on the right, 0-2 on the up, 0-3 on the up, 2-4 on the down, 4-4 on the down, 1-6 on the left, 3-5 on the up, 5-5 on the up, 0-4 on the down, draw, draw, 6-6 on the left, 0-0 on the down, draw, 3-6 on the left, 3-3 on the left, 1-3 on the left, draw, 1-1 on the left, 1-4 on the left" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 10 and 0
    And the hand scores 10 points
    And the scores are 0 and 15

  @id:seat-all-fives-tournament-2-equipment-tile-double-full-001 @clause:equipment.tile.double-full @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 2 players: seat 1 goes out and scores 25
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-5 0-6 1-1 1-2 5-6 6-6                             |
      | 1        | 0-0 1-4 2-5 2-6 3-5 3-6 4-6                             |
      | boneyard | 5-5 2-3 3-3 2-2 4-5 0-4 1-3 4-4 0-2 2-4 3-4 1-5 0-1 1-6 |
      | lots     | 1-5 3-3                                                 |
    When the moves "2-5, 0-5 on the right, 0-0 on the right, 0-3 on the right, 3-5 on the right, 0-6 on the down, 4-6 on the down, 5-6 on the right, 3-6 on the right, 1-2 on the left, 1-4 on the left, draw, draw, 2-3 on the right, 2-6 on the right" are played from seat 1
    Then seat 1 goes out and wins the hand
    And the pips left are 24 and 0
    And the hand scores 25 points
    And the scores are 15 and 25

  @id:seat-all-fives-tournament-2-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives-tournament at 2 players: the lead 0-6 opens the line
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6" are played from seat 0
    Then the open ends show 0 and 6
    And the left end shows 0
    And the right end shows 6
    And the count is 6

  @id:seat-all-fives-tournament-2-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: 0-0 may not be played on the left end, which shows 1
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    And seat 0 tries to play 0-0 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-tournament-2-line-play-orientation-001 @clause:line.play.orientation
  Scenario: all-fives-tournament at 2 players: 0-1 played on the 0 at the left end turns it into a 1
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    Then the left end shows 1

  @id:seat-all-fives-tournament-2-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives-tournament at 2 players: 1-3 matches the left and up ends and may be played on either
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right, draw, draw, draw, 2-5 on the right, 0-2 on the up, 0-3 on the up" are played from seat 0
    Then seat 1 may play 1-3 on the left
    And seat 1 may play 1-3 on the up

  @id:seat-all-fives-tournament-2-line-double-across-001 @clause:line.double.across
  Scenario: all-fives-tournament at 2 players: the double 4-4 laid across the down end shows its number
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right, draw, draw, draw, 2-5 on the right, 0-2 on the up, 0-3 on the up, 2-4 on the down, 4-4 on the down" are played from seat 0
    Then the down end shows 4

  @id:seat-all-fives-tournament-2-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives-tournament at 2 players: the first double, 2-2, played after the lead, becomes the spinner
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right" are played from seat 0
    Then the spinner is 2-2
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-tournament-2-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives-tournament at 2 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right, draw, draw, draw, 2-5 on the right" are played from seat 0
    Then the up end shows 2
    And the down end shows 2

  @id:seat-all-fives-tournament-2-deal-seats-001 @clause:deal.seats @clause:deal.explicit @clause:equipment.set.composition @clause:deal.boneyard
  Scenario: all-fives-tournament at 2 players: each seat holds the tiles dealt to it and the boneyard the other 14
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    Then seat 0 holds "0-0 0-3 0-4 0-6 2-6 3-3 4-6"
    And seat 1 holds "0-1 0-2 1-3 1-6 2-2 2-4 5-5"
    And the boneyard holds 14 tiles

  @id:seat-all-fives-tournament-2-deal-concealed-001 @clause:deal.concealed
  Scenario: all-fives-tournament at 2 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6" are played from seat 0
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 1's view shows hand sizes 6 and 7 and a boneyard of 14 tiles

  @id:seat-all-fives-tournament-2-deal-lot-001 @clause:deal.lot @clause:lead.first-hand.lot @clause:lead.any-tile
  Scenario: all-fives-tournament at 2 players: seat 0 leads the first hand
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-2-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.lot
  Scenario: all-fives-tournament at 2 players: equally heavy tiles compete for the lead and seat 1 wins it
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-6 1-2 1-4 1-5 3-4 3-5                             |
      | 1        | 0-1 1-3 2-3 3-6 4-5 4-6 5-6                             |
      | boneyard | 0-3 1-6 0-2 2-6 0-5 2-5 2-4 4-4 0-0 1-1 5-5 6-6 2-2 3-3 |
      | lots     | 2-3 0-5                                                 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-all-fives-tournament-2-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives-tournament at 2 players: seat 0 leads the hand after a hand won by seat 0
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-3 1-6 2-5 2-6 3-3 5-5                             |
      | 1        | 1-1 1-2 1-4 2-2 3-5 5-6 6-6                             |
      | boneyard | 0-1 2-4 3-4 0-4 4-6 4-4 4-5 3-6 0-3 1-5 0-6 0-5 0-2 2-3 |
      | lots     | 3-5 2-3                                                 |
    When the moves "2-6, 5-6 on the right, 2-5 on the left, 3-5 on the left, 3-3 on the left, draw, draw, draw, 3-4 on the left, 1-3 on the up, 2-4 on the left, 5-5 on the right, 1-2 on the left, 1-6 on the up, 6-6 on the up, draw, draw, 4-6 on the up, 0-1 on the left, 0-0 on the left, 1-4 on the up, 0-4 on the left" are played from seat 0
    Then the scores are 55 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-6 1-2 1-3 2-2 4-6 5-6                             |
      | 1        | 0-3 0-5 1-1 1-4 1-6 3-4 6-6                             |
      | boneyard | 1-5 3-6 2-4 4-4 0-0 2-6 3-3 5-5 2-5 4-5 0-2 3-5 2-3 0-1 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-2-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives-tournament at 2 players: seat 0 leads the hand after a blocked hand won by seat 0
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 2-4 3-4 3-5 4-5 4-6 5-5 5-6                             |
      | 1        | 0-0 0-3 0-4 1-5 1-6 2-5 3-6                             |
      | boneyard | 0-5 3-3 2-3 0-1 0-2 1-2 0-6 6-6 1-1 1-3 2-6 2-2 4-4 1-4 |
      | lots     | 5-5 2-6                                                 |
    When the moves "2-4, 2-5 on the left, 3-5 on the left, 3-6 on the left, 5-6 on the left, 1-5 on the left, 4-6 on the right, 1-6 on the right, draw, draw, draw, draw, 0-1 on the left, 0-3 on the left, 3-4 on the left, 0-4 on the left, 0-5 on the left, draw, draw, 1-2 on the right, 2-3 on the right, draw, draw, draw, draw, 1-3 on the right, 5-5 on the left, 1-1 on the right, 4-5 on the left, draw, draw, draw, 4-4 on the left, draw, 1-4 on the left" are played from seat 0
    Then the scores are 35 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-1 1-5 2-6 4-4 4-6 5-5                             |
      | 1        | 0-5 0-6 1-2 3-4 3-5 4-5 6-6                             |
      | boneyard | 1-6 3-3 2-2 0-2 0-1 2-3 0-0 1-3 0-3 1-4 3-6 2-5 2-4 5-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-2-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:end.redeal.fives-stand @clause:lead.any-tile
  Scenario: all-fives-tournament at 2 players: the lightest hands tie at 6 pips and nobody wins
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-3 2-3 3-3 4-4 4-5 4-6 6-6                             |
      | 1        | 0-0 0-1 0-5 1-2 1-6 2-6 3-5                             |
      | boneyard | 1-4 5-6 2-2 0-6 0-4 2-4 3-4 0-3 1-5 3-6 2-5 0-2 5-5 1-1 |
      | lots     | 1-6 2-5                                                 |
    When the moves "1-3, 1-6 on the left, 6-6 on the left, 2-6 on the left, 4-6 on the down, 1-2 on the left, 4-5 on the down, 3-5 on the right, draw, 1-4 on the left, 0-5 on the down, 4-4 on the left, 0-1 on the down, draw, 5-6 on the up, draw, draw, draw, 0-4 on the left, draw, draw, draw, 0-3 on the left, draw, 1-5 on the down, 3-4 on the left, draw, draw, 2-5 on the up, 2-3 on the up, 3-6 on the up, 2-4 on the left, 0-6 on the up, draw, 0-2 on the left, 0-0 on the left, draw, 5-5 on the down, draw" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 6 and 6
    And a redeal is needed
    And the scores are 40 and 35
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-5 0-6 1-2 1-4 2-5                             |
      | 1        | 0-2 1-5 2-2 2-3 3-4 3-5 4-4                             |
      | boneyard | 4-6 2-6 4-5 5-6 3-3 5-5 0-3 0-4 1-3 1-6 2-4 3-6 6-6 1-1 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-all-fives-tournament-2-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: all-fives-tournament at 2 players: after seat 1 plays, seat 0 is to play
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    Then seat 0 is to play

  @id:seat-all-fives-tournament-2-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 1 may not play 1-3 straight after its own play
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    And seat 1 tries to play 1-3 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-2-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 0 may not play 1-3, which is seat 1's
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    And seat 0 tries to play 1-3 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-all-fives-tournament-2-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: all-fives-tournament at 2 players: seat 1 cannot play and passes, and seat 0 is to play
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-2 2-6 3-6 4-6 5-6 6-6                             |
      | 1        | 0-2 0-6 1-1 1-5 1-6 2-3 3-5                             |
      | boneyard | 0-1 0-0 4-4 3-3 1-3 1-4 3-4 2-2 4-5 2-5 5-5 0-5 2-4 0-3 |
      | lots     | 1-4 0-5                                                 |
    When the moves "1-5, 5-6 on the right, 1-6 on the right, 1-2 on the left, 0-2 on the left, 0-4 on the left, 1-1 on the right, 4-6 on the left, 0-6 on the left, draw, 0-1 on the left, draw, draw, draw, draw, 1-3 on the right, 3-6 on the right, draw, 1-4 on the down, 2-6 on the right, 2-3 on the right, draw, 3-4 on the right, 4-4 on the down, draw, draw, 4-5 on the right, 3-5 on the right, draw, draw, draw, draw, 2-4 on the down, 3-3 on the right, 2-2 on the down, draw, 0-3 on the right, 0-5 on the right" are played from seat 1
    Then the legal moves are "pass"
    And seat 1 may not draw
    And the boneyard holds 0 tiles
    When seat 1 passes
    Then seat 0 is to play

  @id:seat-all-fives-tournament-2-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 0, able to play 2-6, may not pass
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    And seat 0 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 0 may play 2-6 on the right

  @id:seat-all-fives-tournament-2-draw-order-001 @clause:draw.order @clause:draw.until-playable @clause:deal.boneyard @clause:turn.one-tile
  Scenario: all-fives-tournament at 2 players: seat 0 draws 3-5, 4-4 and 2-5 from the boneyard until a tile fits
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right" are played from seat 0
    Then the legal moves are "draw"
    When seat 0 draws
    And seat 0 draws
    And seat 0 draws
    Then seat 0 holds "0-0 0-3 0-4 2-5 3-3 3-5 4-4 4-6"
    And the boneyard holds 11 tiles
    And seat 0 is to play
    And seat 0 may play 2-5 on the right

  @id:seat-all-fives-tournament-2-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: all-fives-tournament at 2 players: seat 1 playing seat 0's 2-6 out of turn is refused as not its turn
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    And seat 1 tries to play 2-6 on the right
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-2-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: a move of no known kind is refused
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6" are played from seat 0
    And seat 1 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-all-fives-tournament-2-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: 2-6 may not be played on an up end that is not open
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left" are played from seat 0
    And seat 0 tries to play 2-6 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-tournament-2-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 0 may neither pass nor draw before leading
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When seat 0 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 0 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-all-fives-tournament-2-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 1 cannot play and may not draw from a boneyard of 0
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-2 2-6 3-6 4-6 5-6 6-6                             |
      | 1        | 0-2 0-6 1-1 1-5 1-6 2-3 3-5                             |
      | boneyard | 0-1 0-0 4-4 3-3 1-3 1-4 3-4 2-2 4-5 2-5 5-5 0-5 2-4 0-3 |
      | lots     | 1-4 0-5                                                 |
    When the moves "1-5, 5-6 on the right, 1-6 on the right, 1-2 on the left, 0-2 on the left, 0-4 on the left, 1-1 on the right, 4-6 on the left, 0-6 on the left, draw, 0-1 on the left, draw, draw, draw, draw, 1-3 on the right, 3-6 on the right, draw, 1-4 on the down, 2-6 on the right, 2-3 on the right, draw, 3-4 on the right, 4-4 on the down, draw, draw, 4-5 on the right, 3-5 on the right, draw, draw, draw, draw, 2-4 on the down, 3-3 on the right, 2-2 on the down, draw, 0-3 on the right, 0-5 on the right" are played from seat 1
    And seat 1 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-all-fives-tournament-2-move-refusal-must-draw-001 @clause:move.refusal.must-draw @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 0 cannot play and may not pass while it may draw
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right" are played from seat 0
    And seat 0 tries to pass
    Then the move is refused as "must_draw"
    And nothing has changed
    And seat 0 may draw

  @id:seat-all-fives-tournament-2-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 2 players: seat 1 may not call muggins when no points are left unclaimed
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6" are played from seat 0
    And seat 1 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-tournament-2-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 2 players: seat 0 goes out with a tile that also blocks the line, and scores 10
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-4 1-4 2-4 2-5 2-6 5-6                             |
      | 1        | 3-3 3-4 3-6 4-5 4-6 5-5 6-6                             |
      | boneyard | 0-5 2-2 0-6 1-3 4-4 2-3 3-5 0-2 1-6 1-2 0-3 1-1 1-5 0-0 |
      | lots     | 1-2 3-4                                                 |
    When the moves "5-5, 2-5 on the right, 4-5 on the left, 0-4 on the left, draw, 0-5 on the left, 5-6 on the left, 4-6 on the left, 2-4 on the left, draw, 2-2 on the left, 2-6 on the left, 3-6 on the left, draw, draw, 1-3 on the left, draw, draw, 2-3 on the right, 1-4 on the left, 3-4 on the left, draw, 3-5 on the right, 3-3 on the left, draw, draw, draw, draw, 0-3 on the left, draw, draw, 1-5 on the up, 1-6 on the up, 6-6 on the up, 0-2 on the left, draw, pass, 1-2 on the left, 1-1 on the left, 0-6 on the up, 0-0 on the up, 0-1 on the up" are played from seat 1
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 8
    And the hand scores 10 points
    And the scores are 15 and 15

  @id:seat-all-fives-tournament-2-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.winner-takes-all @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 2 players: seat 1 wins the blocked hand and scores 20
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-2 2-6 3-6 4-6 5-6 6-6                             |
      | 1        | 0-2 0-6 1-1 1-5 1-6 2-3 3-5                             |
      | boneyard | 0-1 0-0 4-4 3-3 1-3 1-4 3-4 2-2 4-5 2-5 5-5 0-5 2-4 0-3 |
      | lots     | 1-4 0-5                                                 |
    When the moves "1-5, 5-6 on the right, 1-6 on the right, 1-2 on the left, 0-2 on the left, 0-4 on the left, 1-1 on the right, 4-6 on the left, 0-6 on the left, draw, 0-1 on the left, draw, draw, draw, draw, 1-3 on the right, 3-6 on the right, draw, 1-4 on the down, 2-6 on the right, 2-3 on the right, draw, 3-4 on the right, 4-4 on the down, draw, draw, 4-5 on the right, 3-5 on the right, draw, draw, draw, draw, 2-4 on the down, 3-3 on the right, 2-2 on the down, draw, 0-3 on the right, 0-5 on the right, pass, 2-5 on the right" are played from seat 1
    Then the hand is blocked and won by seat 1
    And the pips left are 22 and 0
    And the hand scores 20 points
    And the scores are 15 and 25

  @id:seat-all-fives-tournament-2-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives-tournament at 2 players: after 4-4 the open ends 1, 3, 4 and 5 count 17
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right, draw, draw, draw, 2-5 on the right, 0-2 on the up, 0-3 on the up, 2-4 on the down, 4-4 on the down" are played from seat 0
    Then the open ends show 1, 3, 4 and 5
    And the count is 17

  @id:seat-all-fives-tournament-2-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives-tournament at 2 players: after 1-1 the open ends 0 and 1 count 2
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-1 1-4 1-6 2-5 3-4 3-5 5-6                             |
      | 1        | 0-1 0-3 1-2 1-3 1-5 2-3 2-6                             |
      | boneyard | 0-5 4-4 4-6 0-2 4-5 6-6 2-2 3-3 0-0 0-4 0-6 3-6 2-4 5-5 |
      | lots     | 0-3 5-6                                                 |
    When the moves "0-1, 1-1 on the right" are played from seat 1
    Then the open ends show 0 and 1
    And the count is 2

  @id:seat-all-fives-tournament-2-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.auto
  Scenario: all-fives-tournament at 2 players: 2-2 on the right makes the count 5 and scores it
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 2-6 3-3 4-6                             |
      | 1        | 0-1 0-2 1-3 1-6 2-2 2-4 5-5                             |
      | boneyard | 3-5 4-4 2-5 1-4 6-6 3-6 1-1 1-2 5-6 2-3 3-4 0-5 4-5 1-5 |
      | lots     | 3-6 0-4                                                 |
    When the moves "0-6, 0-1 on the left, 2-6 on the right, 2-2 on the right" are played from seat 0
    Then the count is 5
    And the scores are 0 and 5

  @id:seat-all-fives-tournament-2-match-carry-001 @clause:match.carry
  Scenario: all-fives-tournament at 2 players: the second hand's 5 points are added to the first hand's scores
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 1-3 1-6 2-5 2-6 3-3 5-5                             |
      | 1        | 1-1 1-2 1-4 2-2 3-5 5-6 6-6                             |
      | boneyard | 0-1 2-4 3-4 0-4 4-6 4-4 4-5 3-6 0-3 1-5 0-6 0-5 0-2 2-3 |
      | lots     | 3-5 2-3                                                 |
    When the moves "2-6, 5-6 on the right, 2-5 on the left, 3-5 on the left, 3-3 on the left, draw, draw, draw, 3-4 on the left, 1-3 on the up, 2-4 on the left, 5-5 on the right, 1-2 on the left, 1-6 on the up, 6-6 on the up, draw, draw, 4-6 on the up, 0-1 on the left, 0-0 on the left, 1-4 on the up, 0-4 on the left" are played from seat 0
    Then the scores are 55 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-6 1-2 1-3 2-2 4-6 5-6                             |
      | 1        | 0-3 0-5 1-1 1-4 1-6 3-4 6-6                             |
      | boneyard | 1-5 3-6 2-4 4-4 0-0 2-6 3-3 5-5 2-5 4-5 0-2 3-5 2-3 0-1 |
    And the moves "1-2, 1-1 on the left, 1-3 on the left, 3-4 on the left, 4-6 on the left, 6-6 on the left, 2-2 on the right, 1-4 on the up, 0-6 on the left, 1-6 on the down, 5-6 on the down, 0-5 on the left, 0-4 on the up" are played from seat 0
    Then the hand scores 5 points
    And the scores are 65 and 20

  @id:seat-all-fives-tournament-2-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives-tournament at 2 players: a side reaching 350 during the hand plays it out
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-4 2-2 2-4 4-4 4-5 6-6                             |
      | 1        | 0-0 0-2 0-5 0-6 1-1 2-6 3-3                             |
      | boneyard | 2-5 3-4 5-6 1-2 3-6 0-1 1-4 4-6 1-5 3-5 1-3 1-6 5-5 2-3 |
      | lots     | 1-1 2-2                                                 |
    When the moves "3-3, 0-3 on the left, 0-6 on the left, 6-6 on the left, 2-6 on the left, 2-2 on the left, 0-2 on the left, 0-4 on the left, draw, draw, 3-4 on the left, draw, draw, draw, 3-6 on the left, draw, draw, draw, 4-6 on the left, 4-4 on the left, 1-4 on the left, 1-2 on the left, 2-5 on the left, 5-6 on the left, draw, draw, 3-5 on the right, 4-5 on the right, draw, 1-3 on the down, 2-4 on the right" are played from seat 1
    Then the scores are 45 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-6 1-1 1-6 2-2 3-6 4-6                             |
      | 1        | 1-3 3-4 3-5 4-5 5-5 5-6 6-6                             |
      | boneyard | 0-4 3-3 1-5 2-4 1-2 1-4 2-5 2-6 0-5 2-3 0-3 4-4 0-0 0-2 |
    And the moves "0-1, 1-3 on the right, 3-6 on the right, 6-6 on the right, 1-6 on the right, 5-6 on the down, 0-6 on the left, 5-5 on the down, 4-6 on the left, 4-5 on the down, 1-1 on the right, 3-4 on the left, draw, 0-4 on the down, 3-5 on the left" are played from seat 0
    Then the scores are 75 and 15
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 2-2 2-6 3-4 4-6 5-5 5-6                             |
      | 1        | 0-0 0-1 0-6 1-1 1-2 2-3 3-6                             |
      | boneyard | 1-5 6-6 2-4 0-3 4-4 1-4 3-5 2-5 4-5 1-3 1-6 0-5 3-3 0-4 |
    And the moves "0-0, 0-2 on the right, 1-2 on the right, draw, 1-5 on the right, 0-1 on the left, 5-6 on the right, 0-6 on the down, 4-6 on the down, 1-1 on the left, 3-4 on the down, 2-3 on the down, 2-2 on the down, 3-6 on the right" are played from seat 1
    Then the scores are 80 and 45
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 2-6 3-6 4-4 4-6 5-5                             |
      | 1        | 0-0 0-3 1-2 2-2 3-3 3-4 3-5                             |
      | boneyard | 1-5 5-6 1-1 1-6 2-5 1-3 0-1 0-6 2-3 4-5 0-2 0-5 6-6 2-4 |
    And the moves "2-2, 2-6 on the right, 1-2 on the left, 3-6 on the right, 3-4 on the right, 0-4 on the right, 0-3 on the right, 1-4 on the left, 3-3 on the right, 4-4 on the left, 3-5 on the right, 5-5 on the right, draw, 1-5 on the right, 4-6 on the left" are played from seat 1
    Then the scores are 90 and 60
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-2 1-5 2-4 3-3 4-6 5-5                             |
      | 1        | 0-1 0-5 2-3 2-5 2-6 3-6 4-5                             |
      | boneyard | 0-6 6-6 1-3 1-1 0-2 4-4 0-0 2-2 3-5 3-4 1-6 0-3 1-4 5-6 |
    And the moves "0-4, 0-1 on the left, 1-5 on the left, 4-5 on the left, 4-6 on the left, 2-6 on the left, 2-4 on the left, draw, draw, draw, draw, draw, draw, 4-4 on the right, draw, draw, draw, draw, 3-4 on the right, 2-3 on the right, 1-2 on the right, 1-1 on the right, draw, 1-6 on the right, 3-6 on the right, 3-3 on the right, 1-3 on the right, draw, draw, 1-4 on the right, draw" are played from seat 0
    Then the scores are 170 and 70
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-3 0-5 4-6 5-5 5-6                             |
      | 1        | 1-3 2-2 2-5 3-3 3-5 4-4 4-5                             |
      | boneyard | 3-6 1-5 3-4 0-2 2-6 2-4 6-6 1-1 1-2 1-6 0-6 1-4 0-4 2-3 |
    And the moves "0-5, 2-5 on the right, 0-1 on the left, 1-3 on the left, 0-3 on the left, 2-2 on the right, 0-0 on the left, draw, draw, draw, draw, 0-2 on the left, draw, 2-6 on the right, 3-6 on the right, draw, 2-4 on the down, 3-4 on the right, 4-6 on the right, 4-4 on the down, 5-6 on the right, 4-5 on the right, draw, draw, draw, 1-2 on the left, 1-5 on the left, 5-5 on the left, 3-5 on the left, draw, draw, draw, 1-4 on the down, 3-3 on the left" are played from seat 0
    Then the scores are 190 and 130
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-5 0-6 1-1 2-4 4-5 6-6                             |
      | 1        | 0-0 1-4 2-2 3-3 3-4 4-4 4-6                             |
      | boneyard | 0-2 0-3 3-6 2-3 1-2 2-6 0-4 5-6 1-3 3-5 2-5 1-6 5-5 1-5 |
    And the moves "0-0, 0-1 on the right, 1-4 on the right, 0-5 on the left, 4-4 on the right, 0-6 on the up, 4-6 on the up, 4-5 on the left, 3-4 on the up, 2-4 on the left, 2-2 on the left, draw, 0-2 on the left, 3-3 on the up" are played from seat 1
    Then the scores are 190 and 175
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-4 1-5 2-4 4-4 4-6 5-5                             |
      | 1        | 0-2 0-5 1-2 1-3 2-2 3-5 4-5                             |
      | boneyard | 0-3 1-1 0-0 2-5 3-4 0-6 0-4 2-3 6-6 3-6 5-6 1-6 2-6 3-3 |
    And the moves "1-3, 0-1 on the left, 3-5 on the right, 5-5 on the right, 0-5 on the right, 1-5 on the up, 0-2 on the right, 2-4 on the right, 1-2 on the up, 4-4 on the right, 2-2 on the up, 1-4 on the right, 4-5 on the down" are played from seat 1
    Then the scores are 220 and 190
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 1-4 2-5 2-6 3-3 6-6                             |
      | 1        | 0-1 1-5 2-2 3-6 4-5 5-5 5-6                             |
      | boneyard | 1-1 0-3 3-4 0-0 1-2 1-6 4-6 1-3 3-5 2-3 2-4 4-4 0-5 0-6 |
    And the moves "1-5, 2-5 on the right, 0-1 on the left, 0-2 on the right, draw, draw, 0-3 on the left, 3-3 on the left, 3-6 on the left, 6-6 on the left, 5-6 on the left, 0-4 on the right, 4-5 on the right, draw, 3-4 on the up, 5-5 on the left, 1-4 on the up, 1-1 on the up, draw, draw, 1-2 on the up, 2-2 on the up" are played from seat 1
    Then the scores are 220 and 215
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 0-5 0-6 2-3 3-5 4-5                             |
      | 1        | 0-0 0-1 1-3 1-6 2-4 3-4 6-6                             |
      | boneyard | 5-5 4-4 2-6 1-1 0-3 3-3 2-5 4-6 5-6 1-4 1-5 1-2 3-6 2-2 |
    And the moves "1-3, 2-3 on the right, 1-6 on the left, 0-6 on the left, 2-4 on the right, 0-2 on the left, 3-4 on the right, 3-5 on the right, draw, 5-5 on the right, 0-5 on the right, 0-0 on the right, 4-5 on the up, 0-1 on the right, 0-4 on the up" are played from seat 1
    Then the scores are 230 and 220
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 2-4 2-5 4-5 4-6 5-6 6-6                             |
      | 1        | 0-0 0-4 0-6 2-2 3-5 4-4 5-5                             |
      | boneyard | 0-5 2-3 1-4 1-6 0-1 0-3 1-3 3-6 1-5 2-6 3-3 1-1 3-4 1-2 |
    And the moves "4-5, 0-4 on the left, 2-5 on the right, 0-0 on the left, 2-4 on the right, 4-4 on the right, 4-6 on the right, 0-6 on the left, 5-6 on the right, 5-5 on the right, 0-2 on the down, 3-5 on the right, 6-6 on the left" are played from seat 0
    Then the scores are 235 and 225
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-5 1-5 2-4 2-6 4-4 5-5                             |
      | 1        | 0-0 0-6 1-3 1-4 2-5 3-4 4-6                             |
      | boneyard | 1-1 2-2 3-6 3-3 0-1 2-3 0-2 1-6 1-2 4-5 5-6 6-6 3-5 0-3 |
    And the moves "2-4, 2-5 on the left, 0-4 on the right, 0-0 on the right, 0-5 on the right, 0-6 on the down, 5-5 on the left, 4-6 on the down, 1-5 on the right, 1-4 on the down, draw, 1-1 on the down, 1-3 on the right, draw, draw, 3-6 on the right, draw, draw, 0-1 on the up, 2-6 on the right, draw, 2-3 on the right, draw, draw, 1-6 on the up, 3-3 on the right, draw, 1-2 on the down, 3-4 on the right" are played from seat 0
    Then the scores are 280 and 260
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 1-2 1-5 2-4 4-4 4-6 5-6                             |
      | 1        | 0-2 0-5 2-5 3-3 3-4 4-5 5-5                             |
      | boneyard | 3-6 2-2 1-4 1-1 6-6 1-3 0-0 0-4 2-3 2-6 0-1 3-5 0-6 1-6 |
    And the moves "0-5, 1-5 on the right, 0-2 on the left, 1-2 on the left, draw, draw, draw, 1-4 on the left, 4-4 on the left, 4-5 on the left, 2-4 on the up, 5-5 on the left, 4-6 on the down, 3-6 on the down, 5-6 on the left, 3-3 on the down, 0-3 on the down" are played from seat 1
    Then the scores are 300 and 285
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 0-6 1-3 4-4 4-5 6-6                             |
      | 1        | 0-3 0-5 1-1 1-2 3-5 4-6 5-5                             |
      | boneyard | 0-1 3-3 3-6 5-6 3-4 0-0 2-4 2-5 1-5 1-4 2-6 1-6 2-2 2-3 |
    And the moves "0-4, 0-3 on the left, 1-3 on the left, 4-6 on the right, 6-6 on the right, 1-1 on the left, 0-6 on the right, 1-2 on the left, 0-2 on the right, draw, draw, draw, 3-6 on the down, draw, 5-6 on the up, 3-5 on the down, 4-5 on the up, 5-5 on the down, 4-4 on the up" are played from seat 0
    Then the scores are 315 and 285
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-4 0-5 3-3 4-5 5-5                             |
      | 1        | 0-1 0-3 0-6 1-2 1-4 1-6 2-2                             |
      | boneyard | 2-6 6-6 2-3 2-5 5-6 1-5 1-3 4-4 3-6 1-1 3-5 3-4 4-6 2-4 |
    And the moves "3-3, 0-3 on the left, 0-5 on the left, draw, draw, draw, 2-3 on the right, 4-5 on the left, 2-2 on the right, 0-4 on the left, 1-2 on the right, 0-0 on the left, 1-4 on the right, 0-2 on the left, 2-6 on the left, draw, draw, 5-6 on the left, draw, 1-5 on the left, draw, 1-3 on the down, 0-1 on the left, draw, 4-4 on the right, 0-6 on the left, draw, 3-6 on the up, 6-6 on the up, draw, 1-1 on the down, 1-6 on the up" are played from seat 0
    Then the scores are 315 and 335
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-3 1-6 2-2 4-4 5-5 5-6                             |
      | 1        | 0-1 0-3 0-4 1-1 1-5 3-5 4-6                             |
      | boneyard | 1-4 3-6 2-3 0-2 6-6 0-6 2-5 3-3 4-5 2-4 0-0 1-2 3-4 2-6 |
    And the moves "0-1, 1-3 on the right, 0-3 on the left, draw, draw, 3-6 on the right, 4-6 on the right, 4-4 on the right, 0-4 on the right, 1-4 on the down, 3-5 on the left, 0-5 on the left, 1-1 on the down, 1-6 on the down, draw, draw, 0-2 on the left, 5-6 on the down, 1-5 on the down, 2-2 on the left, 2-3 on the left" are played from seat 1
    Then the scores are 320 and 345
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 1-3 1-4 1-6 2-3 3-3 3-6 4-6                             |
      | 1        | 0-2 0-3 0-5 1-5 2-4 2-6 4-5                             |
      | boneyard | 0-1 3-4 1-2 5-6 2-5 0-0 0-6 2-2 4-4 5-5 3-5 0-4 6-6 1-1 |
    And the moves "1-5, 1-3 on the left, 0-5 on the right, 3-3 on the left, 0-3 on the left, 3-6 on the down, 0-2 on the right, 2-3 on the right, 2-6 on the down" are played from seat 1
    Then the scores are 320 and 350
    And the hand is not over
    And the match is not over
    And seat 0 is to play

  @id:seat-all-fives-tournament-2-match-target-by-players-001 @clause:match.target.by-players @clause:match.end.qualify-two @clause:match.carry @clause:tournament.qualifiers
  Scenario: all-fives-tournament at 2 players: a match played out to 350 is won by seats 0 and 1
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-4 2-2 2-4 4-4 4-5 6-6                             |
      | 1        | 0-0 0-2 0-5 0-6 1-1 2-6 3-3                             |
      | boneyard | 2-5 3-4 5-6 1-2 3-6 0-1 1-4 4-6 1-5 3-5 1-3 1-6 5-5 2-3 |
      | lots     | 1-1 2-2                                                 |
    When the moves "3-3, 0-3 on the left, 0-6 on the left, 6-6 on the left, 2-6 on the left, 2-2 on the left, 0-2 on the left, 0-4 on the left, draw, draw, 3-4 on the left, draw, draw, draw, 3-6 on the left, draw, draw, draw, 4-6 on the left, 4-4 on the left, 1-4 on the left, 1-2 on the left, 2-5 on the left, 5-6 on the left, draw, draw, 3-5 on the right, 4-5 on the right, draw, 1-3 on the down, 2-4 on the right" are played from seat 1
    Then the scores are 45 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-6 1-1 1-6 2-2 3-6 4-6                             |
      | 1        | 1-3 3-4 3-5 4-5 5-5 5-6 6-6                             |
      | boneyard | 0-4 3-3 1-5 2-4 1-2 1-4 2-5 2-6 0-5 2-3 0-3 4-4 0-0 0-2 |
    And the moves "0-1, 1-3 on the right, 3-6 on the right, 6-6 on the right, 1-6 on the right, 5-6 on the down, 0-6 on the left, 5-5 on the down, 4-6 on the left, 4-5 on the down, 1-1 on the right, 3-4 on the left, draw, 0-4 on the down, 3-5 on the left" are played from seat 0
    Then the scores are 75 and 15
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 2-2 2-6 3-4 4-6 5-5 5-6                             |
      | 1        | 0-0 0-1 0-6 1-1 1-2 2-3 3-6                             |
      | boneyard | 1-5 6-6 2-4 0-3 4-4 1-4 3-5 2-5 4-5 1-3 1-6 0-5 3-3 0-4 |
    And the moves "0-0, 0-2 on the right, 1-2 on the right, draw, 1-5 on the right, 0-1 on the left, 5-6 on the right, 0-6 on the down, 4-6 on the down, 1-1 on the left, 3-4 on the down, 2-3 on the down, 2-2 on the down, 3-6 on the right" are played from seat 1
    Then the scores are 80 and 45
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-4 2-6 3-6 4-4 4-6 5-5                             |
      | 1        | 0-0 0-3 1-2 2-2 3-3 3-4 3-5                             |
      | boneyard | 1-5 5-6 1-1 1-6 2-5 1-3 0-1 0-6 2-3 4-5 0-2 0-5 6-6 2-4 |
    And the moves "2-2, 2-6 on the right, 1-2 on the left, 3-6 on the right, 3-4 on the right, 0-4 on the right, 0-3 on the right, 1-4 on the left, 3-3 on the right, 4-4 on the left, 3-5 on the right, 5-5 on the right, draw, 1-5 on the right, 4-6 on the left" are played from seat 1
    Then the scores are 90 and 60
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-2 1-5 2-4 3-3 4-6 5-5                             |
      | 1        | 0-1 0-5 2-3 2-5 2-6 3-6 4-5                             |
      | boneyard | 0-6 6-6 1-3 1-1 0-2 4-4 0-0 2-2 3-5 3-4 1-6 0-3 1-4 5-6 |
    And the moves "0-4, 0-1 on the left, 1-5 on the left, 4-5 on the left, 4-6 on the left, 2-6 on the left, 2-4 on the left, draw, draw, draw, draw, draw, draw, 4-4 on the right, draw, draw, draw, draw, 3-4 on the right, 2-3 on the right, 1-2 on the right, 1-1 on the right, draw, 1-6 on the right, 3-6 on the right, 3-3 on the right, 1-3 on the right, draw, draw, 1-4 on the right, draw" are played from seat 0
    Then the scores are 170 and 70
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-3 0-5 4-6 5-5 5-6                             |
      | 1        | 1-3 2-2 2-5 3-3 3-5 4-4 4-5                             |
      | boneyard | 3-6 1-5 3-4 0-2 2-6 2-4 6-6 1-1 1-2 1-6 0-6 1-4 0-4 2-3 |
    And the moves "0-5, 2-5 on the right, 0-1 on the left, 1-3 on the left, 0-3 on the left, 2-2 on the right, 0-0 on the left, draw, draw, draw, draw, 0-2 on the left, draw, 2-6 on the right, 3-6 on the right, draw, 2-4 on the down, 3-4 on the right, 4-6 on the right, 4-4 on the down, 5-6 on the right, 4-5 on the right, draw, draw, draw, 1-2 on the left, 1-5 on the left, 5-5 on the left, 3-5 on the left, draw, draw, draw, 1-4 on the down, 3-3 on the left" are played from seat 0
    Then the scores are 190 and 130
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-5 0-6 1-1 2-4 4-5 6-6                             |
      | 1        | 0-0 1-4 2-2 3-3 3-4 4-4 4-6                             |
      | boneyard | 0-2 0-3 3-6 2-3 1-2 2-6 0-4 5-6 1-3 3-5 2-5 1-6 5-5 1-5 |
    And the moves "0-0, 0-1 on the right, 1-4 on the right, 0-5 on the left, 4-4 on the right, 0-6 on the up, 4-6 on the up, 4-5 on the left, 3-4 on the up, 2-4 on the left, 2-2 on the left, draw, 0-2 on the left, 3-3 on the up" are played from seat 1
    Then the scores are 190 and 175
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-4 1-5 2-4 4-4 4-6 5-5                             |
      | 1        | 0-2 0-5 1-2 1-3 2-2 3-5 4-5                             |
      | boneyard | 0-3 1-1 0-0 2-5 3-4 0-6 0-4 2-3 6-6 3-6 5-6 1-6 2-6 3-3 |
    And the moves "1-3, 0-1 on the left, 3-5 on the right, 5-5 on the right, 0-5 on the right, 1-5 on the up, 0-2 on the right, 2-4 on the right, 1-2 on the up, 4-4 on the right, 2-2 on the up, 1-4 on the right, 4-5 on the down" are played from seat 1
    Then the scores are 220 and 190
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 1-4 2-5 2-6 3-3 6-6                             |
      | 1        | 0-1 1-5 2-2 3-6 4-5 5-5 5-6                             |
      | boneyard | 1-1 0-3 3-4 0-0 1-2 1-6 4-6 1-3 3-5 2-3 2-4 4-4 0-5 0-6 |
    And the moves "1-5, 2-5 on the right, 0-1 on the left, 0-2 on the right, draw, draw, 0-3 on the left, 3-3 on the left, 3-6 on the left, 6-6 on the left, 5-6 on the left, 0-4 on the right, 4-5 on the right, draw, 3-4 on the up, 5-5 on the left, 1-4 on the up, 1-1 on the up, draw, draw, 1-2 on the up, 2-2 on the up" are played from seat 1
    Then the scores are 220 and 215
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 0-5 0-6 2-3 3-5 4-5                             |
      | 1        | 0-0 0-1 1-3 1-6 2-4 3-4 6-6                             |
      | boneyard | 5-5 4-4 2-6 1-1 0-3 3-3 2-5 4-6 5-6 1-4 1-5 1-2 3-6 2-2 |
    And the moves "1-3, 2-3 on the right, 1-6 on the left, 0-6 on the left, 2-4 on the right, 0-2 on the left, 3-4 on the right, 3-5 on the right, draw, 5-5 on the right, 0-5 on the right, 0-0 on the right, 4-5 on the up, 0-1 on the right, 0-4 on the up" are played from seat 1
    Then the scores are 230 and 220
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 2-4 2-5 4-5 4-6 5-6 6-6                             |
      | 1        | 0-0 0-4 0-6 2-2 3-5 4-4 5-5                             |
      | boneyard | 0-5 2-3 1-4 1-6 0-1 0-3 1-3 3-6 1-5 2-6 3-3 1-1 3-4 1-2 |
    And the moves "4-5, 0-4 on the left, 2-5 on the right, 0-0 on the left, 2-4 on the right, 4-4 on the right, 4-6 on the right, 0-6 on the left, 5-6 on the right, 5-5 on the right, 0-2 on the down, 3-5 on the right, 6-6 on the left" are played from seat 0
    Then the scores are 235 and 225
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-5 1-5 2-4 2-6 4-4 5-5                             |
      | 1        | 0-0 0-6 1-3 1-4 2-5 3-4 4-6                             |
      | boneyard | 1-1 2-2 3-6 3-3 0-1 2-3 0-2 1-6 1-2 4-5 5-6 6-6 3-5 0-3 |
    And the moves "2-4, 2-5 on the left, 0-4 on the right, 0-0 on the right, 0-5 on the right, 0-6 on the down, 5-5 on the left, 4-6 on the down, 1-5 on the right, 1-4 on the down, draw, 1-1 on the down, 1-3 on the right, draw, draw, 3-6 on the right, draw, draw, 0-1 on the up, 2-6 on the right, draw, 2-3 on the right, draw, draw, 1-6 on the up, 3-3 on the right, draw, 1-2 on the down, 3-4 on the right" are played from seat 0
    Then the scores are 280 and 260
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 1-2 1-5 2-4 4-4 4-6 5-6                             |
      | 1        | 0-2 0-5 2-5 3-3 3-4 4-5 5-5                             |
      | boneyard | 3-6 2-2 1-4 1-1 6-6 1-3 0-0 0-4 2-3 2-6 0-1 3-5 0-6 1-6 |
    And the moves "0-5, 1-5 on the right, 0-2 on the left, 1-2 on the left, draw, draw, draw, 1-4 on the left, 4-4 on the left, 4-5 on the left, 2-4 on the up, 5-5 on the left, 4-6 on the down, 3-6 on the down, 5-6 on the left, 3-3 on the down, 0-3 on the down" are played from seat 1
    Then the scores are 300 and 285
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 0-6 1-3 4-4 4-5 6-6                             |
      | 1        | 0-3 0-5 1-1 1-2 3-5 4-6 5-5                             |
      | boneyard | 0-1 3-3 3-6 5-6 3-4 0-0 2-4 2-5 1-5 1-4 2-6 1-6 2-2 2-3 |
    And the moves "0-4, 0-3 on the left, 1-3 on the left, 4-6 on the right, 6-6 on the right, 1-1 on the left, 0-6 on the right, 1-2 on the left, 0-2 on the right, draw, draw, draw, 3-6 on the down, draw, 5-6 on the up, 3-5 on the down, 4-5 on the up, 5-5 on the down, 4-4 on the up" are played from seat 0
    Then the scores are 315 and 285
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-4 0-5 3-3 4-5 5-5                             |
      | 1        | 0-1 0-3 0-6 1-2 1-4 1-6 2-2                             |
      | boneyard | 2-6 6-6 2-3 2-5 5-6 1-5 1-3 4-4 3-6 1-1 3-5 3-4 4-6 2-4 |
    And the moves "3-3, 0-3 on the left, 0-5 on the left, draw, draw, draw, 2-3 on the right, 4-5 on the left, 2-2 on the right, 0-4 on the left, 1-2 on the right, 0-0 on the left, 1-4 on the right, 0-2 on the left, 2-6 on the left, draw, draw, 5-6 on the left, draw, 1-5 on the left, draw, 1-3 on the down, 0-1 on the left, draw, 4-4 on the right, 0-6 on the left, draw, 3-6 on the up, 6-6 on the up, draw, 1-1 on the down, 1-6 on the up" are played from seat 0
    Then the scores are 315 and 335
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-3 1-6 2-2 4-4 5-5 5-6                             |
      | 1        | 0-1 0-3 0-4 1-1 1-5 3-5 4-6                             |
      | boneyard | 1-4 3-6 2-3 0-2 6-6 0-6 2-5 3-3 4-5 2-4 0-0 1-2 3-4 2-6 |
    And the moves "0-1, 1-3 on the right, 0-3 on the left, draw, draw, 3-6 on the right, 4-6 on the right, 4-4 on the right, 0-4 on the right, 1-4 on the down, 3-5 on the left, 0-5 on the left, 1-1 on the down, 1-6 on the down, draw, draw, 0-2 on the left, 5-6 on the down, 1-5 on the down, 2-2 on the left, 2-3 on the left" are played from seat 1
    Then the scores are 320 and 345
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 1-3 1-4 1-6 2-3 3-3 3-6 4-6                             |
      | 1        | 0-2 0-3 0-5 1-5 2-4 2-6 4-5                             |
      | boneyard | 0-1 3-4 1-2 5-6 2-5 0-0 0-6 2-2 4-4 5-5 3-5 0-4 6-6 1-1 |
    And the moves "1-5, 1-3 on the left, 0-5 on the right, 3-3 on the left, 0-3 on the left, 3-6 on the down, 0-2 on the right, 2-3 on the right, 2-6 on the down, draw, 0-1 on the left, 2-4 on the down, 1-4 on the left, 4-5 on the down" are played from seat 1
    Then the scores are 320 and 365
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-3 1-5 3-3 3-5 3-6 5-6                             |
      | 1        | 0-0 1-1 1-4 2-2 3-4 4-6 6-6                             |
      | boneyard | 2-4 0-3 0-4 2-6 1-2 0-6 5-5 4-5 0-2 4-4 2-5 0-1 1-6 2-3 |
    And the moves "0-0, 0-5 on the right, draw, draw, 0-3 on the left, 5-6 on the right, 6-6 on the right, 1-3 on the left, 1-4 on the left, 3-6 on the right, 2-4 on the left, 3-5 on the right, 2-2 on the left, 1-5 on the right, 1-1 on the right, draw, 0-4 on the down, 3-4 on the down, 3-3 on the down" are played from seat 1
    Then the scores are 350 and 385
    And the match is over, won by seats 0 and 1

  @id:seat-all-fives-tournament-2-match-end-qualify-two-order-001 @clause:match.end.qualify-two.order @clause:match.end.qualify-two @clause:match.carry @clause:match.target.by-players @clause:tournament.qualifiers
  Scenario: all-fives-tournament at 2 players: a match played out to 350 is won by seats 0 and 1 (match.end.qualify-two.order)
    Given the "all-fives-tournament" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-6 1-4 1-5 2-3 4-5 5-5                             |
      | 1        | 2-6 3-3 3-4 3-5 3-6 5-6 6-6                             |
      | boneyard | 0-3 0-5 2-4 0-0 1-2 2-5 0-1 4-6 1-3 1-6 4-4 1-1 2-2 0-4 |
      | lots     | 4-6 5-6                                                 |
    When the moves "5-6, 0-6 on the right, 3-5 on the left, 2-3 on the left, 2-6 on the left, 0-2 on the right, 6-6 on the left, draw, draw, draw, 2-4 on the right, 3-6 on the left, 1-4 on the right, 3-4 on the left, 4-5 on the left, draw, draw, 1-2 on the right, 0-5 on the left, 0-0 on the left, 0-3 on the left, 3-3 on the left" are played from seat 1
    Then the scores are 10 and 20
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 1-1 1-5 3-5 3-6 4-5 5-5                             |
      | 1        | 0-0 0-1 0-6 1-2 2-4 2-6 5-6                             |
      | boneyard | 2-2 0-5 2-3 0-4 1-4 1-3 0-3 6-6 4-6 3-4 2-5 4-4 1-6 3-3 |
    And the moves "2-6, 0-2 on the left, 0-0 on the left, 3-6 on the right, 0-1 on the left, 1-1 on the left, 0-6 on the up, 3-5 on the right, 1-2 on the left, 1-5 on the right, 2-4 on the left, 4-5 on the left, 5-6 on the left" are played from seat 1
    Then the scores are 15 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-4 0-6 1-4 1-6 2-3 5-5                             |
      | 1        | 0-1 2-2 2-5 3-5 4-4 5-6 6-6                             |
      | boneyard | 1-5 4-5 2-4 3-6 1-3 4-6 0-5 0-0 3-4 3-3 0-2 2-6 1-2 1-1 |
    And the moves "6-6, 0-6 on the right, 0-1 on the right, 1-6 on the left, 5-6 on the up, 1-4 on the right, 2-5 on the up, 2-3 on the up, 4-4 on the right, 0-3 on the up, draw, 1-5 on the left, 0-4 on the right, 3-5 on the left, draw, draw, draw, 3-6 on the left, draw, draw, 4-6 on the left, 4-5 on the left, draw, 0-5 on the up, 5-5 on the up, draw, 0-0 on the right, draw, draw, draw, 0-2 on the right, 2-2 on the right, 2-4 on the right, draw, 2-6 on the down, 3-4 on the right, 1-3 on the right" are played from seat 1
    Then the scores are 70 and 60
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-6 1-1 2-6 3-4 3-5                             |
      | 1        | 0-3 0-4 1-2 2-5 3-6 4-4 5-5                             |
      | boneyard | 3-3 2-4 2-3 2-2 4-6 1-6 1-5 6-6 1-4 0-5 4-5 5-6 0-1 1-3 |
    And the moves "5-5, 3-5 on the left, 3-6 on the left, 0-6 on the left, 0-3 on the left, 3-4 on the left, 0-4 on the left, 0-0 on the left, 2-5 on the right, 0-2 on the left, 1-2 on the right, 1-1 on the right, draw, draw, 2-4 on the left, draw, draw, draw, 4-6 on the left, draw, 1-6 on the left, draw, 1-5 on the up, draw, draw, 1-4 on the left, draw, 0-5 on the down, 4-4 on the left, draw, 4-5 on the left, draw, 5-6 on the left, 2-6 on the left, draw, 0-1 on the down, 2-3 on the left, 3-3 on the left, draw, 1-3 on the left" are played from seat 1
    Then the scores are 110 and 90
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 1-4 1-6 2-4 2-5 6-6                             |
      | 1        | 0-1 0-5 1-5 2-2 3-3 4-4 4-6                             |
      | boneyard | 2-6 1-2 3-4 1-1 0-4 4-5 1-3 5-6 0-6 5-5 2-3 0-3 3-6 3-5 |
    And the moves "0-0, 0-5 on the left, 2-5 on the left, 0-1 on the right, 0-2 on the down, 1-5 on the right, 2-4 on the left, 4-4 on the left, 1-4 on the left, 2-2 on the down, 1-6 on the left, 4-6 on the left, draw, 2-6 on the down, draw, draw, 3-4 on the left, 6-6 on the down" are played from seat 0
    Then the scores are 175 and 120
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-6 1-6 2-6 3-4 3-6 4-4 5-6                             |
      | 1        | 0-1 1-1 1-2 2-3 3-5 4-6 5-5                             |
      | boneyard | 0-5 3-3 1-4 2-4 0-4 2-2 0-2 4-5 2-5 1-5 0-0 0-3 1-3 6-6 |
    And the moves "0-6, 4-6 on the right, 3-4 on the right, 0-1 on the left, 1-6 on the left, 3-5 on the right, 2-6 on the left, 1-2 on the left, 5-6 on the right, 1-1 on the left, 3-6 on the right, 2-3 on the right, draw, draw, draw, 1-4 on the left, draw, 2-4 on the left, draw, draw, 2-2 on the right, draw, 0-2 on the right, 0-4 on the right, draw, 4-5 on the right, 0-5 on the right, draw, 2-5 on the left, draw, 1-5 on the left, draw, 0-0 on the right, draw, 0-3 on the right, draw, 1-3 on the left, 3-3 on the right, draw" are played from seat 0
    Then the scores are 200 and 125
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 1-2 1-4 1-5 3-6 4-6                             |
      | 1        | 0-5 1-1 1-3 2-2 2-6 3-3 3-4                             |
      | boneyard | 0-4 4-4 2-3 4-5 5-5 2-4 0-3 1-6 3-5 5-6 6-6 0-6 2-5 0-1 |
    And the moves "1-2, 1-1 on the left, 0-2 on the right, 1-3 on the left, 0-0 on the right, 3-4 on the left, 1-4 on the left, 0-5 on the right, 1-5 on the down, draw, draw, draw, draw, 4-5 on the down, 4-6 on the down, 2-6 on the down, draw, 5-5 on the right, 2-3 on the down, 3-6 on the down" are played from seat 0
    Then the scores are 220 and 135
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-3 1-1 1-2 3-3 3-5 5-6                             |
      | 1        | 0-0 0-6 1-6 2-2 2-6 3-4 4-4                             |
      | boneyard | 0-1 4-6 4-5 6-6 2-3 1-5 2-4 3-6 1-4 5-5 1-3 2-5 0-5 0-4 |
    And the moves "3-5, 3-4 on the left, 5-6 on the right, 2-6 on the right, 0-2 on the right, 4-4 on the left, 0-3 on the right, draw, draw, 4-6 on the left, 3-3 on the right, 0-6 on the left, draw, 4-5 on the down, 0-1 on the left, 1-1 on the left, 1-6 on the left, draw, 6-6 on the left, draw, 2-3 on the right, 1-2 on the right" are played from seat 0
    Then the scores are 235 and 135
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-3 1-5 2-3 3-3 3-5 4-4                             |
      | 1        | 0-2 0-3 2-4 2-5 3-4 4-5 4-6                             |
      | boneyard | 5-5 3-6 0-1 6-6 2-6 5-6 1-2 0-0 0-6 1-6 1-1 1-4 2-2 0-4 |
    And the moves "0-5, 4-5 on the right, 4-4 on the right, 3-4 on the right, 3-5 on the right, 2-5 on the right, 2-3 on the right, 0-3 on the right, draw, draw, draw, 0-1 on the left, 0-2 on the right, 1-5 on the left, 4-6 on the down, 3-6 on the down, 2-4 on the right" are played from seat 0
    Then the scores are 255 and 155
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 0-6 1-1 1-2 2-4 4-4 4-6                             |
      | 1        | 0-0 0-3 1-5 2-2 3-5 3-6 4-5                             |
      | boneyard | 5-5 1-4 3-4 0-1 1-6 1-3 6-6 0-2 2-5 3-3 5-6 2-6 2-3 0-4 |
    And the moves "4-5, 4-6 on the left, 1-5 on the right, 1-1 on the right, 3-6 on the left, 1-2 on the right, 0-3 on the left, 0-5 on the left, 2-2 on the right, 2-4 on the right, 3-5 on the left, 4-4 on the right, draw, draw, 1-4 on the up, draw, 3-4 on the left, draw, 0-1 on the down, 0-6 on the down" are played from seat 1
    Then the scores are 270 and 175
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 0-6 1-3 1-6 2-2 2-6 4-5                             |
      | 1        | 0-1 1-1 1-2 1-4 1-5 3-6 5-6                             |
      | boneyard | 2-4 3-3 4-6 0-4 4-4 5-5 3-4 2-5 3-5 0-2 6-6 2-3 0-0 0-3 |
    And the moves "1-6, 1-4 on the left, 0-6 on the right, 0-1 on the right, 4-5 on the left, 1-5 on the left, 1-3 on the right, 1-1 on the left, draw, draw, 3-3 on the right, 3-6 on the right, 2-6 on the right, 1-2 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw" are played from seat 0
    Then the scores are 270 and 285
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-4 1-1 2-2 3-6 5-5 6-6                             |
      | 1        | 0-2 0-5 1-4 2-5 3-4 3-5 4-4                             |
      | boneyard | 1-3 1-6 1-2 2-3 2-4 2-6 0-6 5-6 1-5 4-6 4-5 3-3 0-0 0-1 |
    And the moves "0-5, 5-5 on the right, 2-5 on the right, 0-3 on the left, 3-5 on the down, 2-2 on the right, 3-4 on the left, 0-4 on the left, 0-2 on the left, 3-6 on the down, draw, draw, 1-6 on the down, 1-1 on the down, 1-4 on the down, draw, 1-2 on the right, 4-4 on the down, draw, 2-3 on the left, 1-3 on the right" are played from seat 1
    Then the scores are 295 and 310
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-5 0-6 1-3 2-3 5-5 5-6                             |
      | 1        | 0-0 0-4 1-1 1-6 2-4 2-5 2-6                             |
      | boneyard | 4-5 3-4 3-5 4-6 3-6 6-6 1-2 3-3 1-4 4-4 0-1 0-3 1-5 2-2 |
    And the moves "1-6, 5-6 on the right, 1-1 on the left, 5-5 on the right, 2-5 on the right, 2-3 on the right, draw, draw, 3-4 on the right, 1-3 on the left, 4-5 on the right, 0-5 on the right, 0-0 on the right, 0-2 on the right, 2-4 on the right, draw, 3-5 on the left, 0-4 on the right, 0-6 on the right" are played from seat 1
    Then the scores are 315 and 315
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-5 1-2 1-3 1-4 1-6 3-4                             |
      | 1        | 0-2 2-3 2-6 3-5 4-4 4-5 5-5                             |
      | boneyard | 3-6 2-2 0-4 0-6 3-3 5-6 6-6 0-3 2-5 1-1 0-0 1-5 4-6 2-4 |
    And the moves "0-1, 0-2 on the left, 1-2 on the right, 2-6 on the left, 1-6 on the left, 2-3 on the right, 1-3 on the left, 3-5 on the left, 3-4 on the right, 4-4 on the right, 0-5 on the left, 4-5 on the right, 1-4 on the down" are played from seat 0
    Then the scores are 325 and 320
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-6 1-2 2-3 3-5 5-6 6-6                             |
      | 1        | 0-1 0-3 0-4 1-4 1-6 2-2 2-6                             |
      | boneyard | 4-6 1-5 1-3 0-0 3-4 5-5 3-6 0-5 2-4 2-5 1-1 4-5 3-3 4-4 |
    And the moves "1-2, 0-1 on the left, 0-2 on the right, 0-4 on the left, 0-6 on the right, 1-6 on the right, draw, 4-6 on the left, 1-4 on the right, 6-6 on the left, 2-6 on the left, 2-3 on the left, 0-3 on the left, 5-6 on the down, draw, 1-5 on the down, draw, 1-3 on the down, draw, 0-0 on the left, 3-5 on the down" are played from seat 0
    Then the scores are 340 and 340
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 0-5 1-3 2-2 3-5 5-5                             |
      | 1        | 1-1 2-3 2-4 2-5 3-6 4-4 5-6                             |
      | boneyard | 4-5 1-5 6-6 1-4 3-4 0-0 4-6 2-6 3-3 1-6 1-2 0-3 0-4 0-6 |
    And the moves "3-5, 2-3 on the left, 0-2 on the left, 2-5 on the right, 0-1 on the left, 1-1 on the left, 1-3 on the left, 2-4 on the right, draw, 4-5 on the right, 3-6 on the left, 0-5 on the right, 5-6 on the left, 5-5 on the left, draw, 1-5 on the up, draw, draw, 1-4 on the down, 4-4 on the down" are played from seat 0
    Then the scores are 360 and 375
    And the match is over, won by seats 0 and 1

