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
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    Then seat 0 holds "1-4 1-5 2-3 2-5 3-3 4-5 6-6"
    And seat 1 holds "0-0 0-1 0-4 1-1 2-4 3-4 3-5"
    And seat 2 holds "0-3 0-5 0-6 2-6 4-4 5-5 5-6"
    And the boneyard holds 7 tiles

  @id:seat-all-fives-tournament-3-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives-tournament at 3 players: seat 2 may play every tile of the open ends' suits it holds
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left" are played from seat 2
    Then the legal moves are "0-3 on the left, 0-6 on the right, 5-6 on the right"

  @id:seat-all-fives-tournament-3-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: all-fives-tournament at 3 players: 3-5 written high half first is the same tile
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 1 plays the tile written "5-3" on the left
    Then the left end shows 3
    And every tile the engine reports is written low half first

  @id:seat-all-fives-tournament-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 3 players: seat 0 goes out and scores 30
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left, 1-1 on the left, draw, 1-3 on the left, 3-3 on the right, 3-4 on the right, draw, draw, 4-6 on the down, 6-6 on the down, draw, draw, draw, draw, 3-6 on the left, 1-6 on the down, 1-5 on the down" are played from seat 2
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 10 and 21
    And the hand scores 30 points
    And the scores are 45, 10 and 0

  @id:seat-all-fives-tournament-3-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives-tournament at 3 players: the lead 2-6 opens the line
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6" are played from seat 2
    Then the open ends show 2 and 6
    And the left end shows 2
    And the right end shows 6
    And the count is 8

  @id:seat-all-fives-tournament-3-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: 0-0 may not be played on the left end, which shows 5
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 1 tries to play 0-0 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-tournament-3-line-play-orientation-001 @clause:line.play.orientation
  Scenario: all-fives-tournament at 3 players: 2-5 played on the 2 at the left end turns it into a 5
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    Then the left end shows 5

  @id:seat-all-fives-tournament-3-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives-tournament at 3 players: 3-4 matches the left and right ends and may be played on either
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right" are played from seat 2
    Then seat 1 may play 3-4 on the left
    And seat 1 may play 3-4 on the right

  @id:seat-all-fives-tournament-3-line-double-across-001 @clause:line.double.across
  Scenario: all-fives-tournament at 3 players: the double 1-1 laid across the left end shows its number
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left, 1-1 on the left" are played from seat 2
    Then the left end shows 1

  @id:seat-all-fives-tournament-3-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives-tournament at 3 players: the first double, 4-4, played after the lead, becomes the spinner
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left" are played from seat 2
    Then the spinner is 4-4
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-tournament-3-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives-tournament at 3 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left" are played from seat 2
    Then the up end shows 4
    And the down end shows 4

  @id:seat-all-fives-tournament-3-deal-complete-001 @clause:deal.complete
  Scenario: all-fives-tournament at 3 players: a deal giving 1-4 to seats 0 and 1 is refused
    Given the "all-fives-tournament" rules for 3 players
    When the deal is offered:
      | seat | tiles                       |
      | 0    | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1    | 1-4 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2    | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | lots | 4-5 0-0 3-3                 |
    Then the deal is refused

  @id:seat-all-fives-tournament-3-deal-concealed-001 @clause:deal.concealed
  Scenario: all-fives-tournament at 3 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6" are played from seat 2
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 2's view shows its own hand and no hidden tile
    And seat 0's view shows hand sizes 7, 7 and 6 and a boneyard of 7 tiles

  @id:seat-all-fives-tournament-3-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.lot
  Scenario: all-fives-tournament at 3 players: equally heavy tiles compete for the lead and seat 2 wins it
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-1 0-6 1-3 1-6 3-4 3-5 4-5 |
      | 1        | 0-2 0-3 0-4 0-5 1-2 2-4 2-5 |
      | 2        | 1-4 1-5 2-3 2-6 3-6 4-6 5-6 |
      | boneyard | 5-5 3-3 2-2 4-4 1-1 6-6 0-0 |
      | lots     | 4-5 2-3 3-6                 |
    Then seat 2 is to lead
    And seat 2 may lead any tile

  @id:seat-all-fives-tournament-3-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives-tournament at 3 players: seat 0 leads the hand after a hand won by seat 0
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-3 1-2 1-6 2-2 2-3 2-4 2-5 |
      | 1        | 0-6 1-1 1-3 1-4 2-6 4-6 5-5 |
      | 2        | 0-1 0-2 0-4 3-3 3-4 4-5 5-6 |
      | boneyard | 3-6 1-5 6-6 0-0 3-5 4-4 0-5 |
      | lots     | 1-3 3-3 0-6                 |
    When the moves "1-4, 0-4 on the right, 0-3 on the right, 1-1 on the left, 0-1 on the left, 1-2 on the down, 0-6 on the left, 0-2 on the down, 1-6 on the left, 1-3 on the left, 3-3 on the left, 2-3 on the left, 2-6 on the left, 5-6 on the left, 2-5 on the left, draw, 3-6 on the right, draw, 1-5 on the up, 2-2 on the left, 4-6 on the right, 4-5 on the up, 2-4 on the left" are played from seat 1
    Then the scores are 45, 10 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 1-4 2-4 3-5 3-6 4-4 4-5 4-6 |
      | 1        | 0-5 0-6 1-3 2-2 2-3 3-4 5-6 |
      | 2        | 0-0 0-3 1-1 1-2 2-5 2-6 5-5 |
      | boneyard | 6-6 1-5 1-6 0-2 3-3 0-1 0-4 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-3-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:end.redeal.fives-stand @clause:lead.any-tile
  Scenario: all-fives-tournament at 3 players: the lightest hands tie at 10 pips and nobody wins
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-6 2-4 2-5 2-6 5-6 6-6 |
      | 1        | 0-0 0-1 0-3 0-6 1-1 1-5 3-6 |
      | 2        | 0-2 0-4 2-2 3-5 4-5 4-6 5-5 |
      | boneyard | 2-3 3-3 3-4 4-4 0-5 1-3 1-2 |
      | lots     | 0-1 2-6 6-6                 |
    When the moves "0-2, 2-4 on the right, 0-6 on the left, 4-6 on the left, 1-4 on the right, 0-1 on the right, 0-4 on the right, draw, draw, draw, 3-4 on the left, 3-6 on the left, 4-5 on the right, 2-5 on the right, draw, draw, draw, draw, 1-2 on the right, pass, 2-6 on the left, 1-5 on the right, 2-2 on the left, 2-3 on the left, 0-5 on the right, 3-5 on the left, 5-6 on the left, 0-3 on the right, pass, 1-6 on the left, 1-3 on the left, pass, 3-3 on the left" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 12, 10 and 10
    And a redeal is needed
    And the scores are 5, 20 and 5
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-1 0-2 1-2 1-4 2-6 4-6 |
      | 1        | 0-3 1-3 1-5 3-4 3-5 3-6 5-6 |
      | 2        | 1-1 1-6 2-2 2-4 4-4 4-5 5-5 |
      | boneyard | 0-4 3-3 2-5 2-3 0-6 0-5 6-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-3-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: all-fives-tournament at 3 players: after seat 0 plays, seat 1 is to play
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    Then seat 1 is to play

  @id:seat-all-fives-tournament-3-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 0 may not play 1-5 straight after its own play
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 0 tries to play 1-5 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-3-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 1 may not play 1-5, which is seat 0's
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 1 tries to play 1-5 on the left
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-all-fives-tournament-3-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: all-fives-tournament at 3 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 2-4 2-5 3-6 4-4 4-5 4-6 5-5 |
      | 1        | 0-2 0-4 2-3 2-6 3-5 5-6 6-6 |
      | 2        | 0-0 0-6 1-1 1-4 1-5 2-2 3-4 |
      | boneyard | 0-1 0-3 0-5 3-3 1-3 1-2 1-6 |
      | lots     | 0-5 0-1 0-4                 |
    When the moves "4-4, 0-4 on the left, 0-0 on the left, 4-5 on the right, 0-2 on the left, 3-4 on the down, 3-6 on the down, 2-6 on the down, 1-5 on the right, 4-6 on the up, 5-6 on the up, 2-2 on the left, 2-5 on the up, 2-3 on the down, 1-4 on the right, 2-4 on the up, 3-5 on the down, draw, draw, draw, 0-5 on the down, draw, draw, draw, 1-2 on the left, draw, 1-6 on the left, 0-6 on the left" are played from seat 0
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-all-fives-tournament-3-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 1, able to play 3-5, may not pass
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 1 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 1 may play 3-5 on the left

  @id:seat-all-fives-tournament-3-draw-order-001 @clause:draw.order @clause:draw.until-playable @clause:deal.boneyard @clause:turn.one-tile
  Scenario: all-fives-tournament at 3 players: seat 2 draws 1-3 from the boneyard until a tile fits
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left, 1-1 on the left" are played from seat 2
    Then the legal moves are "draw"
    When seat 2 draws
    Then seat 2 holds "0-5 0-6 1-3 5-5"
    And the boneyard holds 6 tiles
    And seat 2 is to play
    And seat 2 may play 1-3 on the right

  @id:seat-all-fives-tournament-3-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: all-fives-tournament at 3 players: seat 2 playing seat 1's 3-5 out of turn is refused as not its turn
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 2 tries to play 3-5 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: a move of no known kind is refused
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6" are played from seat 2
    And seat 0 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: once the hand is over no move is accepted
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left, 1-1 on the left, draw, 1-3 on the left, 3-3 on the right, 3-4 on the right, draw, draw, 4-6 on the down, 6-6 on the down, draw, draw, draw, draw, 3-6 on the left, 1-6 on the down, 1-5 on the down" are played from seat 2
    Then the status is hand_over
    When seat 2 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: 3-5 may not be played on an up end that is not open
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left" are played from seat 2
    And seat 1 tries to play 3-5 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-tournament-3-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 2 may neither pass nor draw before leading
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When seat 2 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 2 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-all-fives-tournament-3-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 2-4 2-5 3-6 4-4 4-5 4-6 5-5 |
      | 1        | 0-2 0-4 2-3 2-6 3-5 5-6 6-6 |
      | 2        | 0-0 0-6 1-1 1-4 1-5 2-2 3-4 |
      | boneyard | 0-1 0-3 0-5 3-3 1-3 1-2 1-6 |
      | lots     | 0-5 0-1 0-4                 |
    When the moves "4-4, 0-4 on the left, 0-0 on the left, 4-5 on the right, 0-2 on the left, 3-4 on the down, 3-6 on the down, 2-6 on the down, 1-5 on the right, 4-6 on the up, 5-6 on the up, 2-2 on the left, 2-5 on the up, 2-3 on the down, 1-4 on the right, 2-4 on the up, 3-5 on the down, draw, draw, draw, 0-5 on the down, draw, draw, draw, 1-2 on the left, draw, 1-6 on the left, 0-6 on the left" are played from seat 0
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-all-fives-tournament-3-move-refusal-must-draw-001 @clause:move.refusal.must-draw @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 2 cannot play and may not pass while it may draw
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left, 1-1 on the left" are played from seat 2
    And seat 2 tries to pass
    Then the move is refused as "must_draw"
    And nothing has changed
    And seat 2 may draw

  @id:seat-all-fives-tournament-3-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 3 players: seat 0 may not call muggins when no points are left unclaimed
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6" are played from seat 2
    And seat 0 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-tournament-3-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 3 players: seat 0 goes out with a tile that also blocks the line, and scores 25
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-1 0-3 0-5 1-1 1-6 4-5 4-6 |
      | 1        | 0-0 2-4 2-5 2-6 3-3 3-4 4-4 |
      | 2        | 0-2 0-6 1-2 1-4 3-5 3-6 5-5 |
      | boneyard | 6-6 2-3 5-6 2-2 1-3 0-4 1-5 |
      | lots     | 2-2 1-5 0-1                 |
    When the moves "0-3, 3-4 on the right, 0-6 on the left, 1-6 on the left, 4-4 on the right, 1-2 on the left, 4-5 on the right, 2-4 on the up, 1-4 on the down, 0-5 on the right, 2-5 on the left, 0-2 on the right, 1-1 on the down, 2-6 on the right, 5-5 on the left, 0-1 on the down, 0-0 on the down, 3-6 on the right, draw, draw, 2-3 on the right, draw, 5-6 on the left, draw, 2-2 on the up, 6-6 on the left, draw, draw, 0-4 on the down, draw, pass, 4-6 on the left" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 10 and 14
    And the hand scores 25 points
    And the scores are 35, 25 and 75

  @id:seat-all-fives-tournament-3-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.winner-takes-all @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 3 players: seat 2 wins the blocked hand and scores 30
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 2-4 2-5 3-6 4-4 4-5 4-6 5-5 |
      | 1        | 0-2 0-4 2-3 2-6 3-5 5-6 6-6 |
      | 2        | 0-0 0-6 1-1 1-4 1-5 2-2 3-4 |
      | boneyard | 0-1 0-3 0-5 3-3 1-3 1-2 1-6 |
      | lots     | 0-5 0-1 0-4                 |
    When the moves "4-4, 0-4 on the left, 0-0 on the left, 4-5 on the right, 0-2 on the left, 3-4 on the down, 3-6 on the down, 2-6 on the down, 1-5 on the right, 4-6 on the up, 5-6 on the up, 2-2 on the left, 2-5 on the up, 2-3 on the down, 1-4 on the right, 2-4 on the up, 3-5 on the down, draw, draw, draw, 0-5 on the down, draw, draw, draw, 1-2 on the left, draw, 1-6 on the left, 0-6 on the left, pass, pass, 0-1 on the left, 1-3 on the left, pass, 0-3 on the left" are played from seat 0
    Then the hand is blocked and won by seat 2
    And the pips left are 16, 12 and 2
    And the hand scores 30 points
    And the scores are 20, 20 and 45

  @id:seat-all-fives-tournament-3-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives-tournament at 3 players: after 1-1 the open ends 1, 3, 4 and 4 count 5
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right, 0-3 on the left, 2-3 on the right, 0-4 on the left, 4-4 on the left, 1-4 on the left, 1-1 on the left" are played from seat 2
    Then the open ends show 1, 3, 4 and 4
    And the count is 5

  @id:seat-all-fives-tournament-3-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives-tournament at 3 players: after 1-1 the open ends 1 and 5 count 7
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-1 0-2 1-1 1-2 2-3 3-4 4-4 |
      | 1        | 0-3 0-6 1-3 1-4 2-4 3-5 5-6 |
      | 2        | 0-5 1-6 2-2 2-5 2-6 3-6 4-5 |
      | boneyard | 0-4 4-6 3-3 6-6 1-5 5-5 0-0 |
      | lots     | 4-4 1-3 0-2                 |
    When the moves "1-2, 2-4 on the right, 4-5 on the right, 0-1 on the left, 0-6 on the left, 3-6 on the left, 2-3 on the left, 3-5 on the right, 2-6 on the left, 3-4 on the right, 5-6 on the left, 0-5 on the left, 0-2 on the left, 1-4 on the right, 2-5 on the left, 1-1 on the right" are played from seat 0
    Then the open ends show 1 and 5
    And the count is 7

  @id:seat-all-fives-tournament-3-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.auto
  Scenario: all-fives-tournament at 3 players: 2-4 on the right makes the count 5 and scores it
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 1-4 1-5 2-3 2-5 3-3 4-5 6-6 |
      | 1        | 0-0 0-1 0-4 1-1 2-4 3-4 3-5 |
      | 2        | 0-3 0-5 0-6 2-6 4-4 5-5 5-6 |
      | boneyard | 1-3 1-6 4-6 0-2 2-2 1-2 3-6 |
      | lots     | 4-5 0-0 3-3                 |
    When the moves "2-6, 2-5 on the left, 3-5 on the left, 5-6 on the right, 4-5 on the right, 2-4 on the right" are played from seat 2
    Then the count is 5
    And the scores are 0, 5 and 0

  @id:seat-all-fives-tournament-3-match-carry-001 @clause:match.carry
  Scenario: all-fives-tournament at 3 players: the second hand's 20 points are added to the first hand's scores
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-3 1-2 1-6 2-2 2-3 2-4 2-5 |
      | 1        | 0-6 1-1 1-3 1-4 2-6 4-6 5-5 |
      | 2        | 0-1 0-2 0-4 3-3 3-4 4-5 5-6 |
      | boneyard | 3-6 1-5 6-6 0-0 3-5 4-4 0-5 |
      | lots     | 1-3 3-3 0-6                 |
    When the moves "1-4, 0-4 on the right, 0-3 on the right, 1-1 on the left, 0-1 on the left, 1-2 on the down, 0-6 on the left, 0-2 on the down, 1-6 on the left, 1-3 on the left, 3-3 on the left, 2-3 on the left, 2-6 on the left, 5-6 on the left, 2-5 on the left, draw, 3-6 on the right, draw, 1-5 on the up, 2-2 on the left, 4-6 on the right, 4-5 on the up, 2-4 on the left" are played from seat 1
    Then the scores are 45, 10 and 0
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 1-4 2-4 3-5 3-6 4-4 4-5 4-6 |
      | 1        | 0-5 0-6 1-3 2-2 2-3 3-4 5-6 |
      | 2        | 0-0 0-3 1-1 1-2 2-5 2-6 5-5 |
      | boneyard | 6-6 1-5 1-6 0-2 3-3 0-1 0-4 |
    And the moves "3-5, 0-5 on the right, 0-3 on the right, 3-6 on the right, 5-6 on the right, 5-5 on the right, 4-5 on the right, 3-4 on the right, 2-5 on the down, 2-4 on the down, 2-3 on the left, 2-6 on the left, 1-4 on the down, 1-3 on the right, 1-1 on the right, 4-6 on the left, draw, draw, 1-5 on the down, 1-2 on the right, 4-4 on the left" are played from seat 0
    Then the hand scores 20 points
    And the scores are 100, 10 and 0

  @id:seat-all-fives-tournament-3-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives-tournament at 3 players: a side reaching 350 during the hand plays it out
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-1 0-4 0-6 1-2 1-5 2-3 3-3 |
      | 1        | 1-4 1-6 2-5 2-6 4-5 5-5 6-6 |
      | 2        | 0-2 0-3 0-5 1-1 3-5 3-6 4-4 |
      | boneyard | 3-4 1-3 5-6 0-0 4-6 2-4 2-2 |
      | lots     | 4-5 0-2 1-2                 |
    When the moves "2-3, 2-6 on the left, 3-6 on the left, 3-3 on the left, draw, 3-4 on the left, 4-4 on the left, 0-4 on the left, draw, 1-3 on the up, 0-5 on the left, 1-2 on the up, 2-5 on the left, 0-3 on the down, 0-1 on the down, 1-4 on the down, 3-5 on the right, 1-5 on the right, 4-5 on the down, 1-1 on the right, draw, 5-6 on the down, 1-6 on the right, 0-2 on the left" are played from seat 0
    Then the scores are 15, 10 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-6 1-4 1-5 2-2 2-4 3-5 5-6 |
      | 1        | 0-0 0-2 1-3 2-5 3-3 4-4 4-5 |
      | 2        | 0-1 0-3 0-5 1-6 2-3 2-6 3-6 |
      | boneyard | 6-6 3-4 1-1 1-2 5-5 0-4 4-6 |
    And the moves "2-3, 3-5 on the right, 2-5 on the left, 0-5 on the right, 1-5 on the left, 0-2 on the right, 1-6 on the left, 5-6 on the left, 4-5 on the left, 2-6 on the right, 0-6 on the right, 4-4 on the left, 0-1 on the right, 1-4 on the left, 1-3 on the right, 0-3 on the right, 2-4 on the down, 0-0 on the right, draw, draw, 3-4 on the up, 2-2 on the down" are played from seat 2
    Then the scores are 40, 20 and 50
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 1-1 2-3 2-6 3-5 4-6 5-6 |
      | 1        | 0-1 0-2 0-5 1-2 2-5 3-6 4-5 |
      | 2        | 0-0 0-6 1-4 1-5 3-3 3-4 6-6 |
      | boneyard | 2-2 0-4 1-3 5-5 1-6 4-4 2-4 |
    And the moves "0-3, 0-2 on the left, 3-3 on the right, 3-5 on the right, 3-6 on the up, 6-6 on the up, 2-3 on the left, 2-5 on the right, 0-6 on the up, 2-6 on the right, 0-5 on the up, 3-4 on the left, 5-6 on the right, 4-5 on the left, 1-5 on the up, 1-1 on the up, 0-1 on the up, 0-0 on the up, draw, draw, 0-4 on the up, draw, 1-3 on the down, 1-4 on the down" are played from seat 0
    Then the scores are 60, 65 and 95
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 1-1 1-2 1-4 2-5 4-4 5-5 |
      | 1        | 0-3 0-5 1-3 2-4 3-6 5-6 6-6 |
      | 2        | 0-6 1-5 1-6 2-6 3-3 3-4 4-6 |
      | boneyard | 2-2 0-4 3-5 0-0 4-5 2-3 0-1 |
    And the moves "1-6, 1-4 on the left, 2-4 on the left, 4-6 on the right, 2-5 on the left, 0-5 on the left, 3-4 on the right, 0-2 on the left, 0-3 on the right, 2-6 on the left, draw, draw, 0-4 on the right, 6-6 on the left, 0-6 on the left, 4-4 on the right, 5-6 on the up, 1-5 on the up, 1-1 on the up, 3-6 on the down, 3-3 on the down" are played from seat 2
    Then the scores are 95, 65 and 115
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 2-2 2-4 2-6 3-6 4-6 5-6 6-6 |
      | 1        | 0-0 0-3 0-5 0-6 1-6 3-5 4-5 |
      | 2        | 0-2 0-4 1-1 1-2 1-4 2-5 5-5 |
      | boneyard | 1-3 0-1 1-5 3-3 3-4 4-4 2-3 |
    And the moves "0-4, 2-4 on the right, 0-3 on the left, 1-2 on the right, 3-6 on the left, 0-6 on the left, 1-1 on the right, draw, 1-3 on the right, 0-5 on the left, 5-5 on the left, 5-6 on the left, 3-5 on the right, 1-4 on the down, 2-6 on the left, 4-5 on the down, 2-5 on the left, draw, 0-1 on the up, 0-0 on the up, 0-2 on the up" are played from seat 2
    Then the scores are 110, 85 and 180
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-1 0-5 1-5 1-6 2-3 2-5 3-3 |
      | 1        | 0-2 0-4 1-1 1-2 2-4 4-4 5-5 |
      | 2        | 1-3 1-4 2-2 3-4 3-5 4-5 4-6 |
      | boneyard | 0-6 6-6 3-6 2-6 0-0 5-6 0-3 |
    And the moves "3-5, 2-5 on the right, 1-2 on the right, 1-4 on the right, 3-3 on the left, 0-4 on the right, 1-3 on the left, 1-6 on the left, 0-2 on the right, 2-2 on the right, 2-3 on the down, 2-4 on the right, 4-6 on the right, draw, 0-6 on the left, draw, 6-6 on the right, 3-4 on the up, 0-5 on the left, 4-4 on the up, 4-5 on the left" are played from seat 2
    Then the scores are 125, 85 and 210
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-6 1-1 3-3 3-4 4-4 4-6 6-6 |
      | 1        | 0-0 0-3 0-4 0-5 1-4 2-6 5-6 |
      | 2        | 0-1 1-2 1-6 2-2 2-5 3-5 4-5 |
      | boneyard | 2-4 0-2 3-6 1-3 1-5 2-3 5-5 |
    And the moves "4-5, 4-4 on the left, 1-4 on the left, 3-5 on the right, 3-4 on the up, 0-3 on the up, 0-1 on the up, 1-1 on the left, 0-4 on the down, 1-2 on the left, 0-6 on the down, 2-6 on the left, 1-6 on the down, 6-6 on the left, 5-6 on the left, 2-5 on the left, 3-3 on the right, draw, 2-4 on the left, draw, draw, 3-6 on the right, 4-6 on the right" are played from seat 2
    Then the scores are 155, 95 and 215
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-1 0-6 1-1 2-6 3-5 4-5 |
      | 1        | 0-2 1-2 1-4 2-3 2-5 3-3 3-4 |
      | 2        | 1-3 1-5 1-6 2-2 3-6 4-6 5-6 |
      | boneyard | 4-4 0-4 0-3 6-6 2-4 0-5 5-5 |
    And the moves "1-1, 1-4 on the right, 4-6 on the right, 0-6 on the right, 0-2 on the right, 1-5 on the left, 0-1 on the up, 1-2 on the right, 5-6 on the left, 2-6 on the left, 2-3 on the left, 1-3 on the right, 3-5 on the left, 3-4 on the right, 1-6 on the down, 4-5 on the left, draw, 4-4 on the right, 3-6 on the down, 0-0 on the up" are played from seat 0
    Then the scores are 185, 95 and 245
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-5 1-4 1-5 2-3 3-6 5-5 |
      | 1        | 0-2 0-4 0-6 2-2 2-6 3-5 6-6 |
      | 2        | 0-1 0-3 1-1 2-4 4-4 4-6 5-6 |
      | boneyard | 3-3 1-6 2-5 1-2 1-3 3-4 4-5 |
    And the moves "0-0, 0-6 on the right, 5-6 on the right, 0-5 on the left, 0-2 on the down, 0-1 on the up, 1-4 on the up, 0-4 on the up, 0-3 on the up, 5-5 on the left, 2-6 on the down, 4-6 on the down, 2-3 on the up, 2-2 on the up, 2-4 on the up, 1-5 on the left, 3-5 on the right, 1-1 on the left, 3-6 on the right" are played from seat 0
    Then the scores are 235, 95 and 265
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-3 0-4 1-2 3-3 3-5 4-6 |
      | 1        | 0-1 0-6 1-5 2-4 3-4 4-5 6-6 |
      | 2        | 0-2 1-3 2-5 2-6 3-6 4-4 5-6 |
      | boneyard | 2-2 1-6 0-5 1-1 5-5 2-3 1-4 |
    And the moves "4-6, 0-6 on the right, 4-4 on the left, 0-4 on the right, 4-5 on the left, 2-5 on the left, 1-2 on the left, 2-4 on the up, 2-6 on the up, draw, draw, 1-6 on the up, 1-5 on the left, 1-3 on the up, 3-5 on the up, 3-4 on the right, 3-6 on the right, draw, 0-5 on the up, 6-6 on the right, 5-6 on the left, 0-0 on the up, 0-1 on the up" are played from seat 0
    Then the scores are 250, 120 and 265
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 1-6 2-3 3-3 3-4 3-5 4-6 5-5 |
      | 1        | 0-1 0-3 0-4 1-3 1-5 2-4 5-6 |
      | 2        | 0-0 0-2 1-2 2-2 2-6 3-6 6-6 |
      | boneyard | 1-4 2-5 0-5 4-5 1-1 0-6 4-4 |
    And the moves "2-4, 0-2 on the left, 3-4 on the right, 0-1 on the left, 1-2 on the left, 2-3 on the left, 0-3 on the left, 3-6 on the right, 4-6 on the right, 0-4 on the right, 0-0 on the left, draw, draw, draw, 0-5 on the right, 5-6 on the right, 6-6 on the right, 1-6 on the right, 1-5 on the right, draw, 4-5 on the right, 1-4 on the right, 1-3 on the right" are played from seat 1
    Then the scores are 255, 170 and 270
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 1-1 1-2 1-3 2-2 3-4 5-6 |
      | 1        | 0-5 0-6 1-5 1-6 2-3 2-6 6-6 |
      | 2        | 0-0 0-3 0-4 1-4 2-5 4-6 5-5 |
      | boneyard | 3-5 4-5 4-4 3-3 3-6 2-4 0-1 |
    And the moves "0-6, 4-6 on the right, 3-4 on the right, 2-3 on the right, 2-5 on the right, 0-2 on the left, 1-5 on the right, 1-4 on the right, 1-2 on the left, 1-6 on the left, 0-4 on the right, 5-6 on the left, 0-5 on the right, 5-5 on the right, draw, 3-5 on the left, draw, 4-5 on the right, 0-3 on the left, draw, 4-4 on the right, draw, draw, draw, 2-4 on the right, 0-0 on the left" are played from seat 1
    Then the scores are 265, 190 and 335
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 0-5 1-3 1-4 1-6 2-6 4-4 |
      | 1        | 0-4 0-6 1-1 1-2 2-3 4-6 5-6 |
      | 2        | 0-1 1-5 2-2 2-4 2-5 3-6 6-6 |
      | boneyard | 0-0 4-5 3-5 5-5 3-4 3-3 0-2 |
    And the moves "2-2, 2-6 on the left, 4-6 on the left, 2-4 on the right, 4-4 on the left, 1-2 on the down, 1-5 on the down, 1-4 on the right, 0-4 on the left, 2-5 on the down, 0-5 on the left, 2-3 on the down, 0-1 on the right, 1-3 on the down, 1-1 on the down, draw, 0-0 on the right, 1-6 on the down, 0-6 on the down, draw, 4-5 on the left, 0-3 on the right" are played from seat 2
    Then the scores are 305, 195 and 335
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 0-3 0-6 1-3 1-5 2-2 2-6 |
      | 1        | 1-6 2-4 4-4 4-5 4-6 5-5 6-6 |
      | 2        | 0-0 0-5 1-1 1-2 1-4 2-5 3-3 |
      | boneyard | 0-4 0-1 5-6 3-4 3-5 2-3 3-6 |
    And the moves "0-3, draw, 0-4 on the left, 3-3 on the right, 1-3 on the right, 2-4 on the left, 1-1 on the right, 1-5 on the right, 5-5 on the right, 2-5 on the left" are played from seat 0
    Then the scores are 310, 195 and 360
    And the hand is not over
    And the match is not over
    And seat 0 is to play

  @id:seat-all-fives-tournament-3-match-target-by-players-001 @clause:match.target.by-players @clause:match.end.qualify-two @clause:match.carry @clause:tournament.qualifiers
  Scenario: all-fives-tournament at 3 players: a match played out to 350 is won by seats 0 and 2
    Given the "all-fives-tournament" rules for 3 players
    And the deal:
      | seat     | tiles                       |
      | 0        | 0-1 0-4 0-6 1-2 1-5 2-3 3-3 |
      | 1        | 1-4 1-6 2-5 2-6 4-5 5-5 6-6 |
      | 2        | 0-2 0-3 0-5 1-1 3-5 3-6 4-4 |
      | boneyard | 3-4 1-3 5-6 0-0 4-6 2-4 2-2 |
      | lots     | 4-5 0-2 1-2                 |
    When the moves "2-3, 2-6 on the left, 3-6 on the left, 3-3 on the left, draw, 3-4 on the left, 4-4 on the left, 0-4 on the left, draw, 1-3 on the up, 0-5 on the left, 1-2 on the up, 2-5 on the left, 0-3 on the down, 0-1 on the down, 1-4 on the down, 3-5 on the right, 1-5 on the right, 4-5 on the down, 1-1 on the right, draw, 5-6 on the down, 1-6 on the right, 0-2 on the left" are played from seat 0
    Then the scores are 15, 10 and 30
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-6 1-4 1-5 2-2 2-4 3-5 5-6 |
      | 1        | 0-0 0-2 1-3 2-5 3-3 4-4 4-5 |
      | 2        | 0-1 0-3 0-5 1-6 2-3 2-6 3-6 |
      | boneyard | 6-6 3-4 1-1 1-2 5-5 0-4 4-6 |
    And the moves "2-3, 3-5 on the right, 2-5 on the left, 0-5 on the right, 1-5 on the left, 0-2 on the right, 1-6 on the left, 5-6 on the left, 4-5 on the left, 2-6 on the right, 0-6 on the right, 4-4 on the left, 0-1 on the right, 1-4 on the left, 1-3 on the right, 0-3 on the right, 2-4 on the down, 0-0 on the right, draw, draw, 3-4 on the up, 2-2 on the down" are played from seat 2
    Then the scores are 40, 20 and 50
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 1-1 2-3 2-6 3-5 4-6 5-6 |
      | 1        | 0-1 0-2 0-5 1-2 2-5 3-6 4-5 |
      | 2        | 0-0 0-6 1-4 1-5 3-3 3-4 6-6 |
      | boneyard | 2-2 0-4 1-3 5-5 1-6 4-4 2-4 |
    And the moves "0-3, 0-2 on the left, 3-3 on the right, 3-5 on the right, 3-6 on the up, 6-6 on the up, 2-3 on the left, 2-5 on the right, 0-6 on the up, 2-6 on the right, 0-5 on the up, 3-4 on the left, 5-6 on the right, 4-5 on the left, 1-5 on the up, 1-1 on the up, 0-1 on the up, 0-0 on the up, draw, draw, 0-4 on the up, draw, 1-3 on the down, 1-4 on the down" are played from seat 0
    Then the scores are 60, 65 and 95
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 1-1 1-2 1-4 2-5 4-4 5-5 |
      | 1        | 0-3 0-5 1-3 2-4 3-6 5-6 6-6 |
      | 2        | 0-6 1-5 1-6 2-6 3-3 3-4 4-6 |
      | boneyard | 2-2 0-4 3-5 0-0 4-5 2-3 0-1 |
    And the moves "1-6, 1-4 on the left, 2-4 on the left, 4-6 on the right, 2-5 on the left, 0-5 on the left, 3-4 on the right, 0-2 on the left, 0-3 on the right, 2-6 on the left, draw, draw, 0-4 on the right, 6-6 on the left, 0-6 on the left, 4-4 on the right, 5-6 on the up, 1-5 on the up, 1-1 on the up, 3-6 on the down, 3-3 on the down" are played from seat 2
    Then the scores are 95, 65 and 115
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 2-2 2-4 2-6 3-6 4-6 5-6 6-6 |
      | 1        | 0-0 0-3 0-5 0-6 1-6 3-5 4-5 |
      | 2        | 0-2 0-4 1-1 1-2 1-4 2-5 5-5 |
      | boneyard | 1-3 0-1 1-5 3-3 3-4 4-4 2-3 |
    And the moves "0-4, 2-4 on the right, 0-3 on the left, 1-2 on the right, 3-6 on the left, 0-6 on the left, 1-1 on the right, draw, 1-3 on the right, 0-5 on the left, 5-5 on the left, 5-6 on the left, 3-5 on the right, 1-4 on the down, 2-6 on the left, 4-5 on the down, 2-5 on the left, draw, 0-1 on the up, 0-0 on the up, 0-2 on the up" are played from seat 2
    Then the scores are 110, 85 and 180
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-1 0-5 1-5 1-6 2-3 2-5 3-3 |
      | 1        | 0-2 0-4 1-1 1-2 2-4 4-4 5-5 |
      | 2        | 1-3 1-4 2-2 3-4 3-5 4-5 4-6 |
      | boneyard | 0-6 6-6 3-6 2-6 0-0 5-6 0-3 |
    And the moves "3-5, 2-5 on the right, 1-2 on the right, 1-4 on the right, 3-3 on the left, 0-4 on the right, 1-3 on the left, 1-6 on the left, 0-2 on the right, 2-2 on the right, 2-3 on the down, 2-4 on the right, 4-6 on the right, draw, 0-6 on the left, draw, 6-6 on the right, 3-4 on the up, 0-5 on the left, 4-4 on the up, 4-5 on the left" are played from seat 2
    Then the scores are 125, 85 and 210
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-6 1-1 3-3 3-4 4-4 4-6 6-6 |
      | 1        | 0-0 0-3 0-4 0-5 1-4 2-6 5-6 |
      | 2        | 0-1 1-2 1-6 2-2 2-5 3-5 4-5 |
      | boneyard | 2-4 0-2 3-6 1-3 1-5 2-3 5-5 |
    And the moves "4-5, 4-4 on the left, 1-4 on the left, 3-5 on the right, 3-4 on the up, 0-3 on the up, 0-1 on the up, 1-1 on the left, 0-4 on the down, 1-2 on the left, 0-6 on the down, 2-6 on the left, 1-6 on the down, 6-6 on the left, 5-6 on the left, 2-5 on the left, 3-3 on the right, draw, 2-4 on the left, draw, draw, 3-6 on the right, 4-6 on the right" are played from seat 2
    Then the scores are 155, 95 and 215
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-1 0-6 1-1 2-6 3-5 4-5 |
      | 1        | 0-2 1-2 1-4 2-3 2-5 3-3 3-4 |
      | 2        | 1-3 1-5 1-6 2-2 3-6 4-6 5-6 |
      | boneyard | 4-4 0-4 0-3 6-6 2-4 0-5 5-5 |
    And the moves "1-1, 1-4 on the right, 4-6 on the right, 0-6 on the right, 0-2 on the right, 1-5 on the left, 0-1 on the up, 1-2 on the right, 5-6 on the left, 2-6 on the left, 2-3 on the left, 1-3 on the right, 3-5 on the left, 3-4 on the right, 1-6 on the down, 4-5 on the left, draw, 4-4 on the right, 3-6 on the down, 0-0 on the up" are played from seat 0
    Then the scores are 185, 95 and 245
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-5 1-4 1-5 2-3 3-6 5-5 |
      | 1        | 0-2 0-4 0-6 2-2 2-6 3-5 6-6 |
      | 2        | 0-1 0-3 1-1 2-4 4-4 4-6 5-6 |
      | boneyard | 3-3 1-6 2-5 1-2 1-3 3-4 4-5 |
    And the moves "0-0, 0-6 on the right, 5-6 on the right, 0-5 on the left, 0-2 on the down, 0-1 on the up, 1-4 on the up, 0-4 on the up, 0-3 on the up, 5-5 on the left, 2-6 on the down, 4-6 on the down, 2-3 on the up, 2-2 on the up, 2-4 on the up, 1-5 on the left, 3-5 on the right, 1-1 on the left, 3-6 on the right" are played from seat 0
    Then the scores are 235, 95 and 265
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-3 0-4 1-2 3-3 3-5 4-6 |
      | 1        | 0-1 0-6 1-5 2-4 3-4 4-5 6-6 |
      | 2        | 0-2 1-3 2-5 2-6 3-6 4-4 5-6 |
      | boneyard | 2-2 1-6 0-5 1-1 5-5 2-3 1-4 |
    And the moves "4-6, 0-6 on the right, 4-4 on the left, 0-4 on the right, 4-5 on the left, 2-5 on the left, 1-2 on the left, 2-4 on the up, 2-6 on the up, draw, draw, 1-6 on the up, 1-5 on the left, 1-3 on the up, 3-5 on the up, 3-4 on the right, 3-6 on the right, draw, 0-5 on the up, 6-6 on the right, 5-6 on the left, 0-0 on the up, 0-1 on the up" are played from seat 0
    Then the scores are 250, 120 and 265
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 1-6 2-3 3-3 3-4 3-5 4-6 5-5 |
      | 1        | 0-1 0-3 0-4 1-3 1-5 2-4 5-6 |
      | 2        | 0-0 0-2 1-2 2-2 2-6 3-6 6-6 |
      | boneyard | 1-4 2-5 0-5 4-5 1-1 0-6 4-4 |
    And the moves "2-4, 0-2 on the left, 3-4 on the right, 0-1 on the left, 1-2 on the left, 2-3 on the left, 0-3 on the left, 3-6 on the right, 4-6 on the right, 0-4 on the right, 0-0 on the left, draw, draw, draw, 0-5 on the right, 5-6 on the right, 6-6 on the right, 1-6 on the right, 1-5 on the right, draw, 4-5 on the right, 1-4 on the right, 1-3 on the right" are played from seat 1
    Then the scores are 255, 170 and 270
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 1-1 1-2 1-3 2-2 3-4 5-6 |
      | 1        | 0-5 0-6 1-5 1-6 2-3 2-6 6-6 |
      | 2        | 0-0 0-3 0-4 1-4 2-5 4-6 5-5 |
      | boneyard | 3-5 4-5 4-4 3-3 3-6 2-4 0-1 |
    And the moves "0-6, 4-6 on the right, 3-4 on the right, 2-3 on the right, 2-5 on the right, 0-2 on the left, 1-5 on the right, 1-4 on the right, 1-2 on the left, 1-6 on the left, 0-4 on the right, 5-6 on the left, 0-5 on the right, 5-5 on the right, draw, 3-5 on the left, draw, 4-5 on the right, 0-3 on the left, draw, 4-4 on the right, draw, draw, draw, 2-4 on the right, 0-0 on the left" are played from seat 1
    Then the scores are 265, 190 and 335
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-3 0-5 1-3 1-4 1-6 2-6 4-4 |
      | 1        | 0-4 0-6 1-1 1-2 2-3 4-6 5-6 |
      | 2        | 0-1 1-5 2-2 2-4 2-5 3-6 6-6 |
      | boneyard | 0-0 4-5 3-5 5-5 3-4 3-3 0-2 |
    And the moves "2-2, 2-6 on the left, 4-6 on the left, 2-4 on the right, 4-4 on the left, 1-2 on the down, 1-5 on the down, 1-4 on the right, 0-4 on the left, 2-5 on the down, 0-5 on the left, 2-3 on the down, 0-1 on the right, 1-3 on the down, 1-1 on the down, draw, 0-0 on the right, 1-6 on the down, 0-6 on the down, draw, 4-5 on the left, 0-3 on the right" are played from seat 2
    Then the scores are 305, 195 and 335
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-2 0-3 0-6 1-3 1-5 2-2 2-6 |
      | 1        | 1-6 2-4 4-4 4-5 4-6 5-5 6-6 |
      | 2        | 0-0 0-5 1-1 1-2 1-4 2-5 3-3 |
      | boneyard | 0-4 0-1 5-6 3-4 3-5 2-3 3-6 |
    And the moves "0-3, draw, 0-4 on the left, 3-3 on the right, 1-3 on the right, 2-4 on the left, 1-1 on the right, 1-5 on the right, 5-5 on the right, 2-5 on the left, draw, draw, 5-6 on the right, 4-5 on the left, 1-4 on the left, 0-6 on the right, 1-6 on the left, 0-5 on the right, 2-6 on the left, draw, 3-4 on the down, 1-2 on the left, 0-1 on the left, 4-6 on the down, 0-0 on the left" are played from seat 0
    Then the scores are 310, 205 and 395
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-5 0-6 2-4 2-5 3-5 4-6 |
      | 1        | 0-1 1-1 2-3 3-4 4-5 5-5 5-6 |
      | 2        | 0-2 0-4 1-3 1-5 1-6 2-6 6-6 |
      | boneyard | 4-4 1-4 3-6 3-3 2-2 0-3 1-2 |
    And the moves "6-6, 4-6 on the left, 4-5 on the left, 2-6 on the right, 0-5 on the left, 5-6 on the up, 0-4 on the left, 0-6 on the down, 3-4 on the left, 1-5 on the up, 2-5 on the right, 0-1 on the up, 0-2 on the down, 3-5 on the left, 5-5 on the left, draw, draw, draw, draw, draw, 2-2 on the down, 2-4 on the down, draw, 0-3 on the up, 1-4 on the down, draw, 1-2 on the down, 2-3 on the down, 3-3 on the down, pass, pass, 3-6 on the up, pass, pass, 1-6 on the up, pass, 1-1 on the up" are played from seat 2
    Then the scores are 330, 225 and 405
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-6 1-1 1-4 1-6 2-5 3-3 |
      | 1        | 0-4 1-2 1-5 2-2 3-4 4-5 5-5 |
      | 2        | 0-2 0-5 1-3 2-4 3-5 3-6 5-6 |
      | boneyard | 2-3 4-4 0-1 6-6 0-3 2-6 4-6 |
    And the moves "1-2, 1-3 on the left, 2-5 on the right, 3-4 on the left, 5-6 on the right, 1-4 on the left, 1-5 on the left, 3-6 on the right, 3-3 on the right, 4-5 on the left, 2-4 on the left, draw, 2-3 on the right, 2-2 on the left, 3-5 on the up, draw, draw, draw, draw, 0-3 on the down, 5-5 on the up, 0-2 on the right, 0-1 on the down, 0-4 on the right" are played from seat 1
    Then the scores are 345, 275 and 420
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-4 1-4 2-6 3-5 3-6 4-6 |
      | 1        | 0-1 0-2 0-3 1-1 1-5 3-3 6-6 |
      | 2        | 0-5 0-6 1-3 2-2 2-4 3-4 4-5 |
      | boneyard | 4-4 1-6 5-5 2-3 2-5 1-2 5-6 |
    And the moves "3-3, 3-4 on the right, 4-6 on the right, 6-6 on the right, 1-3 on the left, 1-4 on the left, 0-3 on the down, 4-5 on the left, 3-6 on the up, 0-1 on the down, 0-6 on the up, 3-5 on the left, 1-1 on the down, 0-5 on the up, 2-6 on the right, 1-5 on the down, 2-2 on the right, draw, draw, draw, 5-5 on the down, 0-2 on the right" are played from seat 1
    Then the scores are 345, 315 and 430
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                       |
      | 0        | 0-0 0-3 0-4 0-5 1-1 1-4 3-3 |
      | 1        | 0-1 0-2 0-6 2-4 2-5 4-6 6-6 |
      | 2        | 1-2 1-3 2-3 2-6 3-5 5-5 5-6 |
      | boneyard | 3-6 4-4 1-6 2-2 3-4 1-5 4-5 |
    And the moves "6-6, 5-6 on the right, 0-5 on the right, 0-6 on the right, 2-6 on the left, draw, 3-6 on the right, 4-6 on the down, 1-2 on the left, 1-4 on the left, 2-4 on the down, 3-5 on the right, 0-4 on the left, 2-5 on the right, 2-3 on the right, 0-0 on the left, 0-2 on the left, 1-3 on the right, 1-1 on the right, 0-1 on the right" are played from seat 1
    Then the scores are 355, 335 and 440
    And the match is over, won by seats 0 and 2

