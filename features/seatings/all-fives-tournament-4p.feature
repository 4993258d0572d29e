# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives-tournament" rules for 4 players

  Scenarios for the clauses that hold for all-fives-tournament at 4 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-tournament-4-equipment-set-composition-001 @clause:equipment.set.composition @clause:deal.explicit @clause:deal.seats @clause:deal.boneyard
  Scenario: all-fives-tournament at 4 players: each seat holds the tiles dealt to it and the boneyard the other 0
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    Then seat 0 holds "1-3 1-5 2-2 2-3 3-4 3-5 4-6"
    And seat 1 holds "0-4 0-5 0-6 2-5 3-6 4-4 5-6"
    And seat 2 holds "0-0 0-1 0-2 2-4 3-3 5-5 6-6"
    And seat 3 holds "0-3 1-1 1-2 1-4 1-6 2-6 4-5"
    And the boneyard holds 0 tiles

  @id:seat-all-fives-tournament-4-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: all-fives-tournament at 4 players: seat 2 may play every tile of the open ends' suits it holds
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    Then the legal moves are "2-4 on the left, 3-3 on the right"

  @id:seat-all-fives-tournament-4-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: all-fives-tournament at 4 players: 1-4 written high half first is the same tile
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right" are played from seat 0
    And seat 3 plays the tile written "4-1" on the left
    Then the left end shows 1
    And every tile the engine reports is written low half first

  @id:seat-all-fives-tournament-4-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 4 players: seat 1 goes out and scores 5
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right, 5-6 on the right, 0-1 on the left, 0-3 on the left, 1-3 on the up, 0-6 on the right, 0-2 on the right, 1-6 on the up, 3-4 on the left, 4-4 on the left, 6-6 on the up, 2-6 on the right, 2-3 on the down, 0-4 on the left, 2-4 on the down, 4-5 on the down, 1-5 on the down, 0-5 on the left, 5-5 on the left, 1-1 on the down, pass, 2-5 on the left" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 4, 0, 0 and 3
    And the hand scores 5 points
    And the scores are 20, 25, 10 and 30

  @id:seat-all-fives-tournament-4-line-lead-opens-001 @clause:line.lead.opens @clause:line.ends.names @clause:score.fives.count @clause:score.fives.count.lead
  Scenario: all-fives-tournament at 4 players: the lead 4-6 opens the line
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6" are played from seat 0
    Then the open ends show 4 and 6
    And the left end shows 4
    And the right end shows 6
    And the count is 10

  @id:seat-all-fives-tournament-4-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: 0-0 may not be played on the left end, which shows 4
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    And seat 2 tries to play 0-0 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-all-fives-tournament-4-line-play-orientation-001 @clause:line.play.orientation
  Scenario: all-fives-tournament at 4 players: 3-6 played on the 6 at the right end turns it into a 3
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    Then the right end shows 3

  @id:seat-all-fives-tournament-4-line-play-either-end-001 @clause:line.play.either-end
  Scenario: all-fives-tournament at 4 players: 1-3 matches the left and right ends and may be played on either
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left" are played from seat 0
    Then seat 0 may play 1-3 on the left
    And seat 0 may play 1-3 on the right

  @id:seat-all-fives-tournament-4-line-double-across-001 @clause:line.double.across
  Scenario: all-fives-tournament at 4 players: the double 4-4 laid across the left end shows its number
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right, 5-6 on the right, 0-1 on the left, 0-3 on the left, 1-3 on the up, 0-6 on the right, 0-2 on the right, 1-6 on the up, 3-4 on the left, 4-4 on the left" are played from seat 0
    Then the left end shows 4

  @id:seat-all-fives-tournament-4-line-spinner-first-double-001 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: all-fives-tournament at 4 players: the first double, 3-3, played after the lead, becomes the spinner
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right" are played from seat 0
    Then the spinner is 3-3
    And the up end is not open
    And the down end is not open

  @id:seat-all-fives-tournament-4-line-spinner-arms-001 @clause:line.spinner.arms
  Scenario: all-fives-tournament at 4 players: both sides of the spinner covered, its up and down arms open
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right" are played from seat 0
    Then the up end shows 3
    And the down end shows 3

  @id:seat-all-fives-tournament-4-deal-complete-001 @clause:deal.complete
  Scenario: all-fives-tournament at 4 players: a deal giving 1-3 to seats 0 and 1 is refused
    Given the "all-fives-tournament" rules for 4 players
    When the deal is offered:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 1-3 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    Then the deal is refused

  @id:seat-all-fives-tournament-4-deal-concealed-001 @clause:deal.concealed
  Scenario: all-fives-tournament at 4 players: after the lead each seat sees its own hand and only how many tiles the others hold
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6" are played from seat 0
    Then seat 0's view shows its own hand and no hidden tile
    And seat 1's view shows its own hand and no hidden tile
    And seat 2's view shows its own hand and no hidden tile
    And seat 3's view shows its own hand and no hidden tile
    And seat 1's view shows hand sizes 6, 7, 7 and 7 and a boneyard of 0 tiles

  @id:seat-all-fives-tournament-4-deal-lot-001 @clause:deal.lot @clause:lead.first-hand.lot @clause:lead.any-tile
  Scenario: all-fives-tournament at 4 players: seat 0 leads the first hand
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-4-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.lot
  Scenario: all-fives-tournament at 4 players: equally heavy tiles compete for the lead and seat 3 wins it
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 0-4 1-2 1-3 2-5 2-6 3-5 |
      | 1    | 0-2 0-3 0-5 0-6 2-4 3-6 4-5 |
      | 2    | 1-4 1-5 1-6 2-3 3-4 4-6 5-6 |
      | 3    | 0-0 1-1 2-2 3-3 4-4 5-5 6-6 |
      | lots | 1-3 2-4 0-2 0-6             |
    Then seat 3 is to lead
    And seat 3 may lead any tile

  @id:seat-all-fives-tournament-4-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: all-fives-tournament at 4 players: seat 1 leads the hand after a hand won by seat 1
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-6 1-3 1-4 2-3 2-6 5-6 6-6 |
      | 1    | 0-1 0-3 0-4 1-6 2-5 4-5 5-5 |
      | 2    | 0-0 1-1 1-2 3-3 3-6 4-4 4-6 |
      | 3    | 0-2 0-5 1-5 2-2 2-4 3-4 3-5 |
      | lots | 3-6 1-6 0-4 3-5             |
    When the moves "2-6, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 0-4 on the left, 1-2 on the right, 2-4 on the right, 1-4 on the left, 0-1 on the left, 0-0 on the left, 0-2 on the left, 0-6 on the up, 0-3 on the down, 3-3 on the down, 2-2 on the left, 5-6 on the up, 4-5 on the right, pass, 1-5 on the right, 2-3 on the left, 1-6 on the right, 4-6 on the right, 3-5 on the down, pass, 5-5 on the down" are played from seat 0
    Then the scores are 20, 90, 0 and 20
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 2-6 3-3 4-4 4-5 5-5 |
      | 1    | 0-3 0-5 0-6 1-6 2-2 2-4 3-4 |
      | 2    | 0-4 1-2 1-4 2-3 4-6 5-6 6-6 |
      | 3    | 0-0 1-1 1-3 1-5 2-5 3-5 3-6 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-all-fives-tournament-4-lead-after-tie-rotate-001 @clause:lead.after-tie.rotate @clause:end.blocked @clause:end.blocked-tie.redeal @clause:end.redeal @clause:end.redeal.fives-stand @clause:lead.any-tile
  Scenario: all-fives-tournament at 4 players: the lightest hands tie at 3 pips and nobody wins
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-2 1-4 3-4 3-6 4-4 4-6 5-5 |
      | 1    | 0-0 0-6 2-2 2-4 2-5 2-6 4-5 |
      | 2    | 0-1 0-2 0-4 1-1 1-5 3-3 6-6 |
      | 3    | 0-3 0-5 1-3 1-6 2-3 3-5 5-6 |
      | lots | 1-4 0-0 3-4 3-3             |
    When the moves "0-5, 5-5 on the right, 2-5 on the right, 0-2 on the right, 3-5 on the down, 3-6 on the down, 0-6 on the right, 0-4 on the left, 5-6 on the down, 3-4 on the left, 4-5 on the up, 3-3 on the left, 1-3 on the left, 4-6 on the right, 2-4 on the right, 1-5 on the down, 1-6 on the down, 1-4 on the left, 2-6 on the right, 6-6 on the right, pass, 4-4 on the up" are played from seat 3
    Then the hand is blocked with no winner
    And the pips left are 3, 4, 3 and 8
    And a redeal is needed
    And the scores are 40, 20, 0 and 20
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-2 2-2 2-6 3-4 3-5 4-6 |
      | 1    | 0-1 0-3 0-4 2-5 3-3 5-5 5-6 |
      | 2    | 1-3 1-4 1-5 1-6 2-4 4-5 6-6 |
      | 3    | 0-0 0-2 0-5 0-6 2-3 3-6 4-4 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-all-fives-tournament-4-turn-order-001 @clause:turn.order @clause:turn.direction.cw
  Scenario: all-fives-tournament at 4 players: after seat 1 plays, seat 2 is to play
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    Then seat 2 is to play

  @id:seat-all-fives-tournament-4-turn-one-tile-001 @clause:turn.one-tile @clause:move.refusal.not-your-turn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: seat 1 may not play 0-4 straight after its own play
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    And seat 1 tries to play 0-4 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-4-turn-from-hand-001 @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: seat 2 may not play 1-3, which is seat 0's
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    And seat 2 tries to play 1-3 on the right
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

  @id:seat-all-fives-tournament-4-turn-pass-001 @clause:turn.pass @clause:move.kinds @clause:draw.until-playable.pass-at-reserve @clause:draw.reserve.never-drawn
  Scenario: all-fives-tournament at 4 players: seat 0 cannot play and passes, and seat 1 is to play
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right, 5-6 on the right, 0-1 on the left, 0-3 on the left, 1-3 on the up, 0-6 on the right, 0-2 on the right, 1-6 on the up, 3-4 on the left, 4-4 on the left, 6-6 on the up, 2-6 on the right, 2-3 on the down, 0-4 on the left, 2-4 on the down, 4-5 on the down, 1-5 on the down, 0-5 on the left, 5-5 on the left, 1-1 on the down" are played from seat 0
    Then the legal moves are "pass"
    And seat 0 may not draw
    And the boneyard holds 0 tiles
    When seat 0 passes
    Then seat 1 is to play

  @id:seat-all-fives-tournament-4-turn-must-play-001 @clause:turn.must-play @clause:move.refusal.must-play @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: seat 2, able to play 2-4, may not pass
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    And seat 2 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 2 may play 2-4 on the left

  @id:seat-all-fives-tournament-4-move-refusal-order-001 @clause:move.refusal.order @clause:move.refusal.not-your-turn
  Scenario: all-fives-tournament at 4 players: seat 3 playing seat 2's 2-4 out of turn is refused as not its turn
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    And seat 3 tries to play 2-4 on the left
    Then the move is refused as "not_your_turn"
    And nothing has changed

  @id:seat-all-fives-tournament-4-move-refusal-malformed-move-001 @clause:move.refusal.malformed-move @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: a move of no known kind is refused
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6" are played from seat 0
    And seat 1 tries the move {"type": "knock"}
    Then the move is refused as "malformed_move"
    And nothing has changed

  @id:seat-all-fives-tournament-4-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: once the hand is over no move is accepted
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right, 5-6 on the right, 0-1 on the left, 0-3 on the left, 1-3 on the up, 0-6 on the right, 0-2 on the right, 1-6 on the up, 3-4 on the left, 4-4 on the left, 6-6 on the up, 2-6 on the right, 2-3 on the down, 0-4 on the left, 2-4 on the down, 4-5 on the down, 1-5 on the down, 0-5 on the left, 5-5 on the left, 1-1 on the down, pass, 2-5 on the left" are played from seat 0
    Then the status is hand_over
    When seat 0 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-all-fives-tournament-4-move-refusal-no-such-end-001 @clause:move.refusal.no-such-end @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: 2-4 may not be played on an up end that is not open
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right" are played from seat 0
    And seat 2 tries to play 2-4 on the up
    Then the move is refused as "no_such_end"
    And nothing has changed
    And the up end is not open

  @id:seat-all-fives-tournament-4-move-refusal-cannot-draw-001 @clause:move.refusal.cannot-draw @clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: seat 0 may neither pass nor draw before leading
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When seat 0 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 0 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-all-fives-tournament-4-move-refusal-reserve-reached-001 @clause:move.refusal.reserve-reached @clause:draw.reserve.never-drawn @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: seat 0 cannot play and may not draw from a boneyard of 0
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right, 5-6 on the right, 0-1 on the left, 0-3 on the left, 1-3 on the up, 0-6 on the right, 0-2 on the right, 1-6 on the up, 3-4 on the left, 4-4 on the left, 6-6 on the up, 2-6 on the right, 2-3 on the down, 0-4 on the left, 2-4 on the down, 4-5 on the down, 1-5 on the down, 0-5 on the left, 5-5 on the left, 1-1 on the down" are played from seat 0
    And seat 0 tries to draw
    Then the move is refused as "reserve_reached"
    And nothing has changed
    And the boneyard holds 0 tiles

  @id:seat-all-fives-tournament-4-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: all-fives-tournament at 4 players: seat 1 may not call muggins when no points are left unclaimed
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6" are played from seat 0
    And seat 1 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-all-fives-tournament-4-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 4 players: seat 1 goes out with a tile that also blocks the line, and scores 30
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 1-4 2-5 3-5 4-4 4-5 5-6 |
      | 1    | 0-0 1-1 1-2 2-4 2-6 3-3 3-4 |
      | 2    | 0-5 0-6 1-3 2-2 2-3 4-6 6-6 |
      | 3    | 0-1 0-2 0-4 1-5 1-6 3-6 5-5 |
      | lots | 2-3 0-3 0-4 4-6             |
    When the moves "0-1, 1-4 on the right, 2-4 on the right, 2-3 on the right, 0-2 on the left, 2-5 on the left, 3-3 on the right, 0-5 on the left, 0-4 on the left, 4-5 on the left, 3-4 on the right, 4-6 on the right, 1-5 on the left, 0-3 on the up, 1-2 on the left, 1-3 on the down, 3-6 on the right, 3-5 on the right, 0-0 on the up, 0-6 on the up, 1-6 on the up, 5-6 on the right, 1-1 on the up, 2-2 on the left, pass, pass, 2-6 on the right" are played from seat 3
    Then seat 1 goes out and wins the hand
    And the pips left are 8, 0, 12 and 10
    And the hand scores 30 points
    And the scores are 10, 30, 0 and 15

  @id:seat-all-fives-tournament-4-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.winner-takes-all @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.nearest-five @clause:score.rounding.nearest-five-total @clause:score.side @clause:score.winner-only
  Scenario: all-fives-tournament at 4 players: seat 1 wins the blocked hand and scores 30
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 0-2 2-5 3-3 3-4 3-6 4-5 |
      | 1    | 0-3 1-2 2-2 3-5 5-5 5-6 6-6 |
      | 2    | 0-6 1-1 1-4 2-3 2-4 2-6 4-4 |
      | 3    | 0-0 0-4 0-5 1-3 1-5 1-6 4-6 |
      | lots | 0-6 3-3 2-5 2-6             |
    When the moves "5-5, pass, 0-5 on the right, 0-1 on the right, 5-6 on the left, 0-6 on the left, 1-5 on the down, 2-5 on the up, 2-2 on the up, 2-4 on the up, 1-3 on the down, 4-5 on the up, 0-3 on the down, 1-4 on the right, 0-0 on the down, 0-2 on the down, 3-5 on the up, 2-6 on the down, 0-4 on the left, 3-4 on the up, 6-6 on the down, 4-4 on the up, 4-6 on the down" are played from seat 1
    Then the hand is blocked and won by seat 1
    And the pips left are 15, 3, 7 and 7
    And the hand scores 30 points
    And the scores are 0, 40, 0 and 30

  @id:seat-all-fives-tournament-4-score-fives-count-double-001 @clause:score.fives.count.double @clause:score.fives.count
  Scenario: all-fives-tournament at 4 players: after 4-4 the open ends 2, 3, 4 and 6 count 16
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right, 1-4 on the left, 3-5 on the right, 5-6 on the right, 0-1 on the left, 0-3 on the left, 1-3 on the up, 0-6 on the right, 0-2 on the right, 1-6 on the up, 3-4 on the left, 4-4 on the left" are played from seat 0
    Then the open ends show 2, 3, 4 and 6
    And the count is 16

  @id:seat-all-fives-tournament-4-score-fives-count-spinner-001 @clause:score.fives.count.spinner @clause:score.fives.count
  Scenario: all-fives-tournament at 4 players: after 6-6 the open ends 5 and 6 count 17
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 2-3 2-5 3-3 4-6 5-6 6-6 |
      | 1    | 0-0 0-4 0-5 0-6 1-2 3-4 3-6 |
      | 2    | 0-3 1-6 2-2 2-4 3-5 4-5 5-5 |
      | 3    | 0-1 0-2 1-1 1-4 1-5 2-6 4-4 |
      | lots | 1-5 0-3 1-1 4-6             |
    When the moves "0-3, 0-2 on the left, 2-5 on the left, 3-6 on the right, 1-6 on the right, 1-4 on the right, 5-6 on the left, 0-6 on the left, 4-5 on the right, 0-1 on the left, 1-3 on the left, 3-4 on the left, 2-4 on the left, 1-5 on the right, 2-3 on the left, 1-2 on the right, 3-5 on the left, 2-6 on the right, 6-6 on the right" are played from seat 2
    Then the open ends show 5 and 6
    And the count is 17

  @id:seat-all-fives-tournament-4-score-fives-multiple-001 @clause:score.fives.multiple @clause:score.fives.auto
  Scenario: all-fives-tournament at 4 players: 3-3 on the right makes the count 10 and scores it
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 2-2 2-3 3-4 3-5 4-6 |
      | 1    | 0-4 0-5 0-6 2-5 3-6 4-4 5-6 |
      | 2    | 0-0 0-1 0-2 2-4 3-3 5-5 6-6 |
      | 3    | 0-3 1-1 1-2 1-4 1-6 2-6 4-5 |
      | lots | 4-4 0-5 1-6 1-4             |
    When the moves "4-6, 3-6 on the right, 3-3 on the right" are played from seat 0
    Then the count is 10
    And the scores are 10, 0, 10 and 0

  @id:seat-all-fives-tournament-4-match-carry-001 @clause:match.carry
  Scenario: all-fives-tournament at 4 players: the second hand's 60 points are added to the first hand's scores
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-6 1-3 1-4 2-3 2-6 5-6 6-6 |
      | 1    | 0-1 0-3 0-4 1-6 2-5 4-5 5-5 |
      | 2    | 0-0 1-1 1-2 3-3 3-6 4-4 4-6 |
      | 3    | 0-2 0-5 1-5 2-2 2-4 3-4 3-5 |
      | lots | 3-6 1-6 0-4 3-5             |
    When the moves "2-6, 2-5 on the left, 3-6 on the right, 0-5 on the left, 1-3 on the right, 0-4 on the left, 1-2 on the right, 2-4 on the right, 1-4 on the left, 0-1 on the left, 0-0 on the left, 0-2 on the left, 0-6 on the up, 0-3 on the down, 3-3 on the down, 2-2 on the left, 5-6 on the up, 4-5 on the right, pass, 1-5 on the right, 2-3 on the left, 1-6 on the right, 4-6 on the right, 3-5 on the down, pass, 5-5 on the down" are played from seat 0
    Then the scores are 20, 90, 0 and 20
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 2-6 3-3 4-4 4-5 5-5 |
      | 1    | 0-3 0-5 0-6 1-6 2-2 2-4 3-4 |
      | 2    | 0-4 1-2 1-4 2-3 4-6 5-6 6-6 |
      | 3    | 0-0 1-1 1-3 1-5 2-5 3-5 3-6 |
    And the moves "2-2, 1-2 on the left, 2-5 on the right, 0-2 on the down, 0-5 on the down, 1-4 on the left, 3-5 on the down, 5-5 on the right, 2-4 on the up, 0-4 on the left, 0-0 on the left, 3-3 on the down, 3-4 on the up, 2-3 on the down, 1-5 on the right, 2-6 on the down, 1-6 on the down, pass, 1-1 on the right, 0-1 on the left, 0-3 on the up, pass, 1-3 on the right, pass, 0-6 on the up" are played from seat 1
    Then the hand scores 60 points
    And the scores are 50, 155, 20 and 25

  @id:seat-all-fives-tournament-4-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: all-fives-tournament at 4 players: a side reaching 350 during the hand plays it out
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-2 2-4 3-4 3-5 4-5 |
      | 1    | 0-2 0-3 1-1 1-3 1-5 3-3 6-6 |
      | 2    | 0-1 0-5 0-6 2-5 4-4 4-6 5-6 |
      | 3    | 1-4 1-6 2-2 2-3 2-6 3-6 5-5 |
      | lots | 3-6 2-6 1-6 4-4             |
    When the moves "2-3, 1-2 on the left, 1-3 on the left, pass, 3-6 on the left, 3-4 on the right, 6-6 on the left, 4-4 on the right, 2-6 on the left, 2-4 on the right, 0-2 on the right, 0-5 on the right, 2-2 on the left, 3-5 on the right, 3-3 on the right, 5-6 on the down, 1-6 on the up, 4-5 on the down, 1-5 on the up, 2-5 on the left, 5-5 on the up, 0-4 on the down, 0-3 on the down" are played from seat 3
    Then the scores are 50, 10, 55 and 40
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 1-1 2-3 2-6 3-4 3-6 4-4 |
      | 1    | 1-2 1-3 1-4 1-6 4-6 5-5 6-6 |
      | 2    | 0-0 0-1 0-2 0-3 0-4 0-6 1-5 |
      | 3    | 2-2 2-4 2-5 3-3 3-5 4-5 5-6 |
    And the moves "2-3, 1-2 on the left, 1-5 on the left, 3-5 on the right, 0-5 on the left, 5-5 on the right, 0-4 on the left, 2-5 on the right, 2-6 on the right, 1-6 on the right, 0-1 on the right, 4-5 on the down, 3-4 on the down, 1-3 on the down, 0-0 on the right, 5-6 on the up, 4-4 on the left, 1-4 on the down, 0-6 on the up, 2-4 on the down, pass, 4-6 on the left, 0-2 on the down, pass, 3-6 on the left, pass, 0-3 on the down" are played from seat 0
    Then the scores are 85, 30, 85 and 60
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-5 1-1 1-4 1-5 1-6 2-4 |
      | 1    | 0-0 1-2 2-3 2-5 2-6 4-5 6-6 |
      | 2    | 0-1 0-4 2-2 3-4 4-4 5-5 5-6 |
      | 3    | 0-3 0-6 1-3 3-3 3-5 3-6 4-6 |
    And the moves "4-4, 4-6 on the right, 1-4 on the left, 6-6 on the right, 0-1 on the left, 0-3 on the left, 2-4 on the down, 2-6 on the down, 5-6 on the down, 3-5 on the down, 1-6 on the right, 1-2 on the right, 0-4 on the up, 3-3 on the down, 0-2 on the up, 2-3 on the right, 2-2 on the up, 3-6 on the right, pass, 2-5 on the up, 3-4 on the down, 1-3 on the left, 1-1 on the left, 4-5 on the down, 5-5 on the up" are played from seat 2
    Then the scores are 85, 50, 120 and 75
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-4 1-4 1-5 2-3 2-4 5-6 |
      | 1    | 0-0 0-1 0-3 1-1 3-4 3-5 4-4 |
      | 2    | 0-5 1-3 2-2 2-5 3-6 4-5 6-6 |
      | 3    | 0-6 1-2 1-6 2-6 3-3 4-6 5-5 |
    And the moves "3-6, 3-3 on the left, 2-3 on the left, 0-3 on the up, 6-6 on the right, 0-6 on the right, 0-2 on the left, 0-1 on the right, 0-5 on the up, 1-2 on the right, 0-4 on the left, 3-5 on the up, 1-3 on the down, 1-6 on the down, 1-4 on the left, 3-4 on the up, 2-2 on the right, 4-6 on the up, 1-5 on the left, pass, 2-5 on the left, 2-6 on the left, 5-6 on the down, pass, 4-5 on the down" are played from seat 2
    Then the scores are 85, 50, 190 and 90
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 1-1 1-3 1-5 2-2 3-5 4-6 |
      | 1    | 0-1 0-4 1-2 2-5 2-6 3-4 5-6 |
      | 2    | 0-0 0-2 2-4 3-6 4-4 5-5 6-6 |
      | 3    | 0-3 0-6 1-4 1-6 2-3 3-3 4-5 |
    And the moves "5-5, 4-5 on the left, 0-5 on the right, 0-4 on the right, 2-4 on the left, 2-3 on the left, 4-6 on the right, 2-5 on the up, 0-2 on the up, 0-6 on the right, 3-5 on the down, 0-1 on the right, 3-6 on the down, 1-6 on the right, 1-3 on the left, 5-6 on the right, 0-0 on the up, 1-4 on the left, 1-5 on the right, 2-6 on the down, 4-4 on the left, 0-3 on the up, 1-1 on the right, 1-2 on the down, pass, 3-3 on the up" are played from seat 2
    Then the scores are 100, 50, 210 and 145
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-4 1-6 3-5 4-5 5-5 5-6 |
      | 1    | 0-4 1-1 1-3 2-4 2-6 4-4 4-6 |
      | 2    | 0-3 0-5 1-2 2-5 3-3 3-6 6-6 |
      | 3    | 0-1 0-2 0-6 1-5 2-2 2-3 3-4 |
    And the moves "0-2, 0-0 on the left, 2-4 on the right, 0-5 on the left, 0-6 on the down, 5-6 on the left, 4-4 on the right, 3-6 on the left, 2-3 on the left, 1-6 on the down, 2-6 on the left, 6-6 on the left, 1-5 on the down, 4-5 on the down, 4-6 on the down, 0-3 on the up, 3-4 on the up, 1-4 on the right, 1-1 on the right, 1-2 on the right, 2-2 on the right, pass, 0-4 on the up, 2-5 on the right, 0-1 on the up" are played from seat 3
    Then the scores are 100, 85, 210 and 245
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-2 1-3 3-3 3-6 5-6 6-6 |
      | 1    | 0-1 0-3 1-4 2-5 3-4 4-6 5-5 |
      | 2    | 0-0 0-2 0-4 1-5 2-2 2-3 2-4 |
      | 3    | 0-5 1-1 1-6 2-6 3-5 4-4 4-5 |
    And the moves "1-6, 5-6 on the right, 5-5 on the right, 1-5 on the right, 0-5 on the down, 1-3 on the left, 0-1 on the down, 2-3 on the left, 2-6 on the left, 1-2 on the down, 4-6 on the left, 2-4 on the left, 1-1 on the right, pass, 2-5 on the up, 0-2 on the up, pass, 0-6 on the up, 1-4 on the right, 0-4 on the right, pass, 3-6 on the up, 0-3 on the up, 0-0 on the up, pass, pass, pass, 2-2 on the down" are played from seat 3
    Then the scores are 100, 90, 275 and 245
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-1 1-2 1-6 2-3 3-3 |
      | 1    | 0-5 1-3 1-4 3-5 4-6 5-5 6-6 |
      | 2    | 0-1 0-3 0-6 2-2 2-5 3-4 3-6 |
      | 3    | 0-2 1-5 2-4 2-6 4-4 4-5 5-6 |
    And the moves "0-3, 0-2 on the left, 2-3 on the right, pass, 2-5 on the left, 5-6 on the left, 1-2 on the right, 6-6 on the left, 3-6 on the left, 2-6 on the down, 1-6 on the up, 1-3 on the right, 2-2 on the down, 1-5 on the up, 3-3 on the right, 0-5 on the up, 0-1 on the up, 2-4 on the down, 0-4 on the down, 3-5 on the left, 0-6 on the down, 4-5 on the left, 1-1 on the up, 4-6 on the down, 3-4 on the left" are played from seat 2
    Then the scores are 110, 90, 315 and 265
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-1 1-6 2-3 4-5 4-6 6-6 |
      | 1    | 0-4 0-5 0-6 1-3 2-4 2-6 3-5 |
      | 2    | 1-2 1-4 2-2 2-5 3-3 4-4 5-5 |
      | 3    | 0-1 0-2 0-3 1-5 3-4 3-6 5-6 |
    And the moves "1-2, 0-1 on the left, 0-0 on the left, 0-4 on the left, 4-4 on the left, 0-3 on the up, 2-3 on the up, 2-4 on the right, 2-5 on the up, 0-2 on the down, 4-5 on the left, 3-5 on the up, 5-5 on the left, 5-6 on the left, 6-6 on the left, 0-6 on the left, 1-4 on the right, 1-5 on the right, pass, 1-3 on the up, 2-2 on the down, pass, 1-1 on the up, 0-5 on the right, pass, pass, 1-6 on the up, 2-6 on the down" are played from seat 2
    Then the scores are 120, 120, 335 and 290
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-3 1-4 1-6 2-3 3-5 4-5 |
      | 1    | 0-1 0-2 0-4 0-6 2-4 2-5 5-6 |
      | 2    | 2-2 2-6 3-4 3-6 4-4 5-5 6-6 |
      | 3    | 0-3 0-5 1-1 1-2 1-5 3-3 4-6 |
    And the moves "2-4, 4-4 on the right, 1-2 on the left, 1-6 on the left, 0-6 on the left, 3-4 on the right, 0-3 on the left, 2-3 on the right, 0-2 on the right, 3-6 on the left, 4-6 on the down, 0-0 on the right, 5-6 on the left, 6-6 on the down, 0-5 on the right, 4-5 on the left, 0-4 on the left, 2-6 on the down, 1-5 on the right, 1-3 on the right, 2-5 on the down, 5-5 on the down, 3-3 on the right, 1-4 on the up, 0-1 on the left" are played from seat 1
    Then the scores are 130, 135, 345 and 290
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-4 2-5 3-3 3-4 5-6 |
      | 1    | 1-1 1-3 1-6 2-4 2-6 3-6 6-6 |
      | 2    | 0-3 0-6 2-2 3-5 4-4 4-5 4-6 |
      | 3    | 0-1 0-2 0-5 1-2 1-5 2-3 5-5 |
    And the moves "3-6, 0-3 on the left, 0-1 on the left, 1-4 on the left, 1-6 on the right, 4-4 on the left, 1-2 on the right, 2-5 on the right, 2-4 on the left, 4-5 on the down, 0-5 on the down, 5-6 on the right, 2-6 on the left, 0-6 on the down, pass, 0-4 on the up, 6-6 on the left, 4-6 on the left, 0-2 on the up, 3-4 on the left, 1-3 on the left, 2-2 on the up, 1-5 on the left, pass, pass, 3-5 on the left" are played from seat 1
    Then the scores are 140, 155, 370 and 300
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-4 2-6 3-3 3-5 5-5 6-6 |
      | 1    | 0-1 0-3 0-5 1-2 1-5 2-2 2-4 |
      | 2    | 0-4 0-6 1-3 2-3 2-5 3-6 4-5 |
      | 3    | 0-0 0-2 1-6 3-4 4-4 4-6 5-6 |
    And the moves "3-6" are played from seat 2
    Then the scores are 140, 155, 370 and 300
    And the hand is not over
    And the match is not over
    And seat 3 is to play

  @id:seat-all-fives-tournament-4-match-target-by-players-001 @clause:match.target.by-players @clause:match.end.qualify-two @clause:match.carry @clause:tournament.qualifiers
  Scenario: all-fives-tournament at 4 players: a match played out to 350 is won by seats 2 and 3
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-2 2-4 3-4 3-5 4-5 |
      | 1    | 0-2 0-3 1-1 1-3 1-5 3-3 6-6 |
      | 2    | 0-1 0-5 0-6 2-5 4-4 4-6 5-6 |
      | 3    | 1-4 1-6 2-2 2-3 2-6 3-6 5-5 |
      | lots | 3-6 2-6 1-6 4-4             |
    When the moves "2-3, 1-2 on the left, 1-3 on the left, pass, 3-6 on the left, 3-4 on the right, 6-6 on the left, 4-4 on the right, 2-6 on the left, 2-4 on the right, 0-2 on the right, 0-5 on the right, 2-2 on the left, 3-5 on the right, 3-3 on the right, 5-6 on the down, 1-6 on the up, 4-5 on the down, 1-5 on the up, 2-5 on the left, 5-5 on the up, 0-4 on the down, 0-3 on the down" are played from seat 3
    Then the scores are 50, 10, 55 and 40
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 1-1 2-3 2-6 3-4 3-6 4-4 |
      | 1    | 1-2 1-3 1-4 1-6 4-6 5-5 6-6 |
      | 2    | 0-0 0-1 0-2 0-3 0-4 0-6 1-5 |
      | 3    | 2-2 2-4 2-5 3-3 3-5 4-5 5-6 |
    And the moves "2-3, 1-2 on the left, 1-5 on the left, 3-5 on the right, 0-5 on the left, 5-5 on the right, 0-4 on the left, 2-5 on the right, 2-6 on the right, 1-6 on the right, 0-1 on the right, 4-5 on the down, 3-4 on the down, 1-3 on the down, 0-0 on the right, 5-6 on the up, 4-4 on the left, 1-4 on the down, 0-6 on the up, 2-4 on the down, pass, 4-6 on the left, 0-2 on the down, pass, 3-6 on the left, pass, 0-3 on the down" are played from seat 0
    Then the scores are 85, 30, 85 and 60
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-5 1-1 1-4 1-5 1-6 2-4 |
      | 1    | 0-0 1-2 2-3 2-5 2-6 4-5 6-6 |
      | 2    | 0-1 0-4 2-2 3-4 4-4 5-5 5-6 |
      | 3    | 0-3 0-6 1-3 3-3 3-5 3-6 4-6 |
    And the moves "4-4, 4-6 on the right, 1-4 on the left, 6-6 on the right, 0-1 on the left, 0-3 on the left, 2-4 on the down, 2-6 on the down, 5-6 on the down, 3-5 on the down, 1-6 on the right, 1-2 on the right, 0-4 on the up, 3-3 on the down, 0-2 on the up, 2-3 on the right, 2-2 on the up, 3-6 on the right, pass, 2-5 on the up, 3-4 on the down, 1-3 on the left, 1-1 on the left, 4-5 on the down, 5-5 on the up" are played from seat 2
    Then the scores are 85, 50, 120 and 75
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-4 1-4 1-5 2-3 2-4 5-6 |
      | 1    | 0-0 0-1 0-3 1-1 3-4 3-5 4-4 |
      | 2    | 0-5 1-3 2-2 2-5 3-6 4-5 6-6 |
      | 3    | 0-6 1-2 1-6 2-6 3-3 4-6 5-5 |
    And the moves "3-6, 3-3 on the left, 2-3 on the left, 0-3 on the up, 6-6 on the right, 0-6 on the right, 0-2 on the left, 0-1 on the right, 0-5 on the up, 1-2 on the right, 0-4 on the left, 3-5 on the up, 1-3 on the down, 1-6 on the down, 1-4 on the left, 3-4 on the up, 2-2 on the right, 4-6 on the up, 1-5 on the left, pass, 2-5 on the left, 2-6 on the left, 5-6 on the down, pass, 4-5 on the down" are played from seat 2
    Then the scores are 85, 50, 190 and 90
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-5 1-1 1-3 1-5 2-2 3-5 4-6 |
      | 1    | 0-1 0-4 1-2 2-5 2-6 3-4 5-6 |
      | 2    | 0-0 0-2 2-4 3-6 4-4 5-5 6-6 |
      | 3    | 0-3 0-6 1-4 1-6 2-3 3-3 4-5 |
    And the moves "5-5, 4-5 on the left, 0-5 on the right, 0-4 on the right, 2-4 on the left, 2-3 on the left, 4-6 on the right, 2-5 on the up, 0-2 on the up, 0-6 on the right, 3-5 on the down, 0-1 on the right, 3-6 on the down, 1-6 on the right, 1-3 on the left, 5-6 on the right, 0-0 on the up, 1-4 on the left, 1-5 on the right, 2-6 on the down, 4-4 on the left, 0-3 on the up, 1-1 on the right, 1-2 on the down, pass, 3-3 on the up" are played from seat 2
    Then the scores are 100, 50, 210 and 145
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-4 1-6 3-5 4-5 5-5 5-6 |
      | 1    | 0-4 1-1 1-3 2-4 2-6 4-4 4-6 |
      | 2    | 0-3 0-5 1-2 2-5 3-3 3-6 6-6 |
      | 3    | 0-1 0-2 0-6 1-5 2-2 2-3 3-4 |
    And the moves "0-2, 0-0 on the left, 2-4 on the right, 0-5 on the left, 0-6 on the down, 5-6 on the left, 4-4 on the right, 3-6 on the left, 2-3 on the left, 1-6 on the down, 2-6 on the left, 6-6 on the left, 1-5 on the down, 4-5 on the down, 4-6 on the down, 0-3 on the up, 3-4 on the up, 1-4 on the right, 1-1 on the right, 1-2 on the right, 2-2 on the right, pass, 0-4 on the up, 2-5 on the right, 0-1 on the up" are played from seat 3
    Then the scores are 100, 85, 210 and 245
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-2 1-3 3-3 3-6 5-6 6-6 |
      | 1    | 0-1 0-3 1-4 2-5 3-4 4-6 5-5 |
      | 2    | 0-0 0-2 0-4 1-5 2-2 2-3 2-4 |
      | 3    | 0-5 1-1 1-6 2-6 3-5 4-4 4-5 |
    And the moves "1-6, 5-6 on the right, 5-5 on the right, 1-5 on the right, 0-5 on the down, 1-3 on the left, 0-1 on the down, 2-3 on the left, 2-6 on the left, 1-2 on the down, 4-6 on the left, 2-4 on the left, 1-1 on the right, pass, 2-5 on the up, 0-2 on the up, pass, 0-6 on the up, 1-4 on the right, 0-4 on the right, pass, 3-6 on the up, 0-3 on the up, 0-0 on the up, pass, pass, pass, 2-2 on the down" are played from seat 3
    Then the scores are 100, 90, 275 and 245
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-1 1-2 1-6 2-3 3-3 |
      | 1    | 0-5 1-3 1-4 3-5 4-6 5-5 6-6 |
      | 2    | 0-1 0-3 0-6 2-2 2-5 3-4 3-6 |
      | 3    | 0-2 1-5 2-4 2-6 4-4 4-5 5-6 |
    And the moves "0-3, 0-2 on the left, 2-3 on the right, pass, 2-5 on the left, 5-6 on the left, 1-2 on the right, 6-6 on the left, 3-6 on the left, 2-6 on the down, 1-6 on the up, 1-3 on the right, 2-2 on the down, 1-5 on the up, 3-3 on the right, 0-5 on the up, 0-1 on the up, 2-4 on the down, 0-4 on the down, 3-5 on the left, 0-6 on the down, 4-5 on the left, 1-1 on the up, 4-6 on the down, 3-4 on the left" are played from seat 2
    Then the scores are 110, 90, 315 and 265
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-1 1-6 2-3 4-5 4-6 6-6 |
      | 1    | 0-4 0-5 0-6 1-3 2-4 2-6 3-5 |
      | 2    | 1-2 1-4 2-2 2-5 3-3 4-4 5-5 |
      | 3    | 0-1 0-2 0-3 1-5 3-4 3-6 5-6 |
    And the moves "1-2, 0-1 on the left, 0-0 on the left, 0-4 on the left, 4-4 on the left, 0-3 on the up, 2-3 on the up, 2-4 on the right, 2-5 on the up, 0-2 on the down, 4-5 on the left, 3-5 on the up, 5-5 on the left, 5-6 on the left, 6-6 on the left, 0-6 on the left, 1-4 on the right, 1-5 on the right, pass, 1-3 on the up, 2-2 on the down, pass, 1-1 on the up, 0-5 on the right, pass, pass, 1-6 on the up, 2-6 on the down" are played from seat 2
    Then the scores are 120, 120, 335 and 290
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-3 1-4 1-6 2-3 3-5 4-5 |
      | 1    | 0-1 0-2 0-4 0-6 2-4 2-5 5-6 |
      | 2    | 2-2 2-6 3-4 3-6 4-4 5-5 6-6 |
      | 3    | 0-3 0-5 1-1 1-2 1-5 3-3 4-6 |
    And the moves "2-4, 4-4 on the right, 1-2 on the left, 1-6 on the left, 0-6 on the left, 3-4 on the right, 0-3 on the left, 2-3 on the right, 0-2 on the right, 3-6 on the left, 4-6 on the down, 0-0 on the right, 5-6 on the left, 6-6 on the down, 0-5 on the right, 4-5 on the left, 0-4 on the left, 2-6 on the down, 1-5 on the right, 1-3 on the right, 2-5 on the down, 5-5 on the down, 3-3 on the right, 1-4 on the up, 0-1 on the left" are played from seat 1
    Then the scores are 130, 135, 345 and 290
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-4 2-5 3-3 3-4 5-6 |
      | 1    | 1-1 1-3 1-6 2-4 2-6 3-6 6-6 |
      | 2    | 0-3 0-6 2-2 3-5 4-4 4-5 4-6 |
      | 3    | 0-1 0-2 0-5 1-2 1-5 2-3 5-5 |
    And the moves "3-6, 0-3 on the left, 0-1 on the left, 1-4 on the left, 1-6 on the right, 4-4 on the left, 1-2 on the right, 2-5 on the right, 2-4 on the left, 4-5 on the down, 0-5 on the down, 5-6 on the right, 2-6 on the left, 0-6 on the down, pass, 0-4 on the up, 6-6 on the left, 4-6 on the left, 0-2 on the up, 3-4 on the left, 1-3 on the left, 2-2 on the up, 1-5 on the left, pass, pass, 3-5 on the left" are played from seat 1
    Then the scores are 140, 155, 370 and 300
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-1 1-4 2-6 3-3 3-5 5-5 6-6 |
      | 1    | 0-1 0-3 0-5 1-2 1-5 2-2 2-4 |
      | 2    | 0-4 0-6 1-3 2-3 2-5 3-6 4-5 |
      | 3    | 0-0 0-2 1-6 3-4 4-4 4-6 5-6 |
    And the moves "3-6, 1-6 on the right, 1-4 on the right, 2-4 on the right, 2-5 on the right, 5-6 on the right, 6-6 on the right, 0-3 on the left, 0-4 on the left, 4-4 on the left, 2-6 on the right, 2-2 on the right, 0-6 on the up, 4-6 on the down, pass, 0-5 on the up, 4-5 on the down, 0-2 on the right, 5-5 on the up, 1-5 on the up, 1-3 on the up, 0-0 on the right, 3-3 on the up, 0-1 on the right, 2-3 on the up" are played from seat 2
    Then the scores are 165, 180, 390 and 320
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-4 0-6 1-3 1-5 2-3 3-5 |
      | 1    | 0-1 1-2 1-6 2-5 2-6 3-4 4-4 |
      | 2    | 0-3 3-3 3-6 4-5 4-6 5-6 6-6 |
      | 3    | 0-0 0-5 1-1 1-4 2-2 2-4 5-5 |
    And the moves "3-3, pass, 3-5 on the right, 2-5 on the right, 0-3 on the left, 2-2 on the right, 2-3 on the right, 3-4 on the right, 3-6 on the up, 0-0 on the left, 0-2 on the left, 1-6 on the up, 4-6 on the right, 1-1 on the up, 1-3 on the up, 2-6 on the right, pass, 2-4 on the right, 0-4 on the right, 0-1 on the right, pass, 1-4 on the right, pass, 4-4 on the right, 4-5 on the right, 5-5 on the right, 1-5 on the right, 1-2 on the left" are played from seat 2
    Then the scores are 170, 220, 410 and 355
    And the match is over, won by seats 2 and 3

  @id:seat-all-fives-tournament-4-match-end-qualify-two-order-001 @clause:match.end.qualify-two.order @clause:match.end.qualify-two @clause:match.carry @clause:match.target.by-players @clause:tournament.qualifiers
  Scenario: all-fives-tournament at 4 players: a match played out to 350 is won by seats 1 and 3
    Given the "all-fives-tournament" rules for 4 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 0-3 0-5 1-4 1-5 2-4 3-3 |
      | 1    | 0-0 0-2 1-3 2-5 4-4 5-6 6-6 |
      | 2    | 0-4 1-1 2-2 2-6 3-4 3-5 3-6 |
      | 3    | 0-6 1-2 1-6 2-3 4-5 4-6 5-5 |
      | lots | 3-3 1-3 6-6 1-6             |
    When the moves "2-2, 2-3 on the right, 3-3 on the right, 0-2 on the left, 2-6 on the up, 0-6 on the left, 0-3 on the right, 6-6 on the left, 3-6 on the up, 4-6 on the left, 2-4 on the left, 1-3 on the up, 0-4 on the right, 1-2 on the left, 1-4 on the up, 4-4 on the right, 3-4 on the right, 4-5 on the up, 1-5 on the up, 2-5 on the down, 3-5 on the right, 5-5 on the right, 0-5 on the right, 0-0 on the right, 1-1 on the left" are played from seat 2
    Then the scores are 20, 10, 35 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-4 0-5 1-1 1-5 1-6 2-4 |
      | 1    | 0-0 1-2 1-3 2-2 2-3 4-5 5-5 |
      | 2    | 0-1 0-6 2-6 3-5 4-6 5-6 6-6 |
      | 3    | 0-2 1-4 2-5 3-3 3-4 3-6 4-4 |
    And the moves "3-5, 3-4 on the left, 0-5 on the right, 0-0 on the right, 0-1 on the right, 4-4 on the left, 2-4 on the left, 2-3 on the left, 0-6 on the down, 3-6 on the down, 1-1 on the right, 1-3 on the right, pass, 0-2 on the up, 0-3 on the down, 2-2 on the up, 2-6 on the up, 3-3 on the left, 1-6 on the up, 1-2 on the up, pass, 2-5 on the up, 1-5 on the up, pass, pass, 1-4 on the up" are played from seat 2
    Then the scores are 40, 20, 50 and 70
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-4 1-3 2-2 4-4 4-5 4-6 |
      | 1    | 0-3 0-6 1-1 1-2 2-5 2-6 3-3 |
      | 2    | 0-1 1-5 1-6 3-5 3-6 5-6 6-6 |
      | 3    | 0-2 0-5 1-4 2-3 2-4 3-4 5-5 |
    And the moves "2-3, 1-3 on the right, 2-5 on the left, 1-5 on the right, 0-5 on the left, 4-5 on the right, 0-3 on the left, 3-6 on the left, 1-4 on the right, 4-6 on the left, 1-2 on the right, pass, 2-4 on the left, 2-2 on the left, 2-6 on the right, 6-6 on the right, 0-2 on the left, 0-0 on the left, 0-6 on the right, 0-1 on the right, pass, 0-4 on the left, 1-1 on the right, 1-6 on the right, 3-4 on the left, pass, 3-3 on the left" are played from seat 3
    Then the scores are 50, 65, 80 and 80
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-3 1-5 2-5 3-4 4-4 4-6 |
      | 1    | 0-6 1-6 2-3 2-4 3-3 5-5 5-6 |
      | 2    | 0-4 1-1 1-4 2-2 2-6 3-6 6-6 |
      | 3    | 0-1 0-2 0-5 1-2 1-3 3-5 4-5 |
    And the moves "5-5, pass, 3-5 on the right, 3-4 on the right, 5-6 on the left, 1-4 on the right, 0-1 on the right, 1-5 on the down, 0-6 on the left, 1-1 on the down, 0-5 on the left, 0-3 on the right, 3-3 on the right, 3-6 on the right, 1-2 on the down, 2-5 on the left, 2-4 on the left, 2-6 on the down, 4-5 on the up, 4-6 on the right, 1-6 on the down, 0-4 on the left, 0-2 on the left, 4-4 on the up, 2-3 on the left" are played from seat 1
    Then the scores are 85, 105, 80 and 100
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-5 2-4 3-4 3-6 4-4 4-5 |
      | 1    | 0-2 0-3 0-6 1-2 2-2 2-5 2-6 |
      | 2    | 0-4 1-1 1-3 1-4 1-6 3-5 6-6 |
      | 3    | 0-1 0-5 2-3 3-3 4-6 5-5 5-6 |
    And the moves "0-3, 1-3 on the right, 0-5 on the left, 1-5 on the right, 2-5 on the left, 3-5 on the right, 3-3 on the right, 2-4 on the left, pass, 1-4 on the left, 2-3 on the right, 3-6 on the up, 2-6 on the up, 1-1 on the left, 0-1 on the left, 0-0 on the left, 0-6 on the left, 6-6 on the left, 5-6 on the left, 3-4 on the down, 0-2 on the up, 0-4 on the down, 5-5 on the left, 4-5 on the left, 1-2 on the right, 1-6 on the right" are played from seat 1
    Then the scores are 105, 125, 115 and 100
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 1-1 1-5 2-5 3-5 3-6 4-4 |
      | 1    | 0-5 0-6 1-6 3-3 5-5 5-6 6-6 |
      | 2    | 0-1 0-3 0-4 1-2 1-3 2-4 3-4 |
      | 3    | 0-0 1-4 2-2 2-3 2-6 4-5 4-6 |
    And the moves "1-2, 2-2 on the right, 1-1 on the left, 1-6 on the left, 2-4 on the right, 2-6 on the up, 2-5 on the down, 0-5 on the down, 0-4 on the down, 1-4 on the right, 1-5 on the right, 5-6 on the left, 3-4 on the down, 4-6 on the up, 3-5 on the left, 3-3 on the down, 1-3 on the down, 4-5 on the up, 3-6 on the left, 6-6 on the left, 0-1 on the down, 0-0 on the down, 0-2 on the down, 0-6 on the left, 0-3 on the left" are played from seat 2
    Then the scores are 120, 155, 185 and 105
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-2 1-3 2-6 3-6 5-5 6-6 |
      | 1    | 0-0 0-1 1-5 1-6 3-5 4-4 5-6 |
      | 2    | 0-2 0-4 1-1 1-4 2-3 2-4 2-5 |
      | 3    | 0-3 0-5 2-2 3-3 3-4 4-5 4-6 |
    And the moves "2-3, 2-2 on the left, 2-6 on the left, 3-5 on the right, 0-2 on the up, 4-5 on the right, 0-6 on the left, 0-0 on the left, 1-4 on the right, 0-5 on the left, 1-3 on the right, 1-5 on the left, 1-1 on the left, 0-3 on the up, 3-6 on the right, 1-6 on the right, 2-5 on the down, 3-4 on the up, 5-5 on the down, 5-6 on the down, 2-4 on the up, 4-6 on the down, 1-2 on the left, 4-4 on the down, 0-4 on the down" are played from seat 2
    Then the scores are 120, 155, 220 and 115
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-3 0-4 0-6 1-3 3-6 6-6 |
      | 1    | 0-5 1-1 1-4 2-3 3-3 5-5 5-6 |
      | 2    | 0-0 1-5 1-6 2-4 2-5 4-4 4-6 |
      | 3    | 0-1 1-2 2-2 2-6 3-4 3-5 4-5 |
    And the moves "1-5, 0-1 on the left, 0-2 on the left, 5-6 on the right, 1-6 on the right, 2-6 on the left, 3-6 on the left, 1-4 on the right, 2-4 on the right, 3-5 on the left, pass, 5-5 on the left, 2-5 on the left, 4-5 on the up, 0-4 on the up, 0-5 on the up, pass, 1-2 on the left, 1-3 on the left, 2-3 on the left, pass, 2-2 on the right" are played from seat 2
    Then the scores are 130, 155, 225 and 165
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-2 1-6 2-6 3-4 4-6 5-6 |
      | 1    | 0-5 1-4 2-2 2-3 2-5 3-5 6-6 |
      | 2    | 0-6 1-1 1-3 1-5 2-4 3-6 4-4 |
      | 3    | 0-1 0-3 0-4 1-2 3-3 4-5 5-5 |
    And the moves "4-5, 3-4 on the left, 3-5 on the left, 1-5 on the right, 1-2 on the right, 5-6 on the left, 2-3 on the right, 1-3 on the right, 0-1 on the right, 2-6 on the left, 2-5 on the left, 0-6 on the right, 5-5 on the left, 1-6 on the right, 1-4 on the right, 4-4 on the right, 0-4 on the right, 0-2 on the right, 2-2 on the right, 2-4 on the right, pass, 4-6 on the right, 6-6 on the right, 3-6 on the right, 3-3 on the right, pass, 0-5 on the left" are played from seat 3
    Then the scores are 130, 175, 225 and 175
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-2 0-4 1-1 2-5 2-6 3-6 |
      | 1    | 0-3 2-2 2-3 2-4 3-5 4-5 6-6 |
      | 2    | 0-6 1-2 1-5 3-3 3-4 4-4 4-6 |
      | 3    | 0-1 0-5 1-3 1-4 1-6 5-5 5-6 |
    And the moves "2-4, 3-4 on the right, 1-3 on the right, 2-6 on the left, 6-6 on the left, 4-6 on the left, 5-6 on the up, 1-1 on the right, 4-5 on the left, 1-5 on the left, 1-6 on the right, 2-5 on the up, 2-3 on the up, 0-6 on the right, 0-1 on the right, 3-6 on the up, pass, 1-2 on the left, 1-4 on the right, 0-4 on the right, 2-2 on the left, pass, 0-5 on the right, 0-2 on the left, 3-5 on the right, 3-3 on the right, pass, 0-0 on the left" are played from seat 1
    Then the scores are 150, 195, 235 and 205
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 1-3 2-6 3-3 5-5 5-6 6-6 |
      | 1    | 0-1 1-2 1-4 2-2 3-5 4-4 4-6 |
      | 2    | 0-5 0-6 1-6 2-3 2-5 3-4 3-6 |
      | 3    | 0-0 0-2 0-4 1-1 1-5 2-4 4-5 |
    And the moves "6-6, 4-6 on the left, 1-6 on the right, 1-5 on the right, 2-6 on the down, 1-2 on the down, 0-5 on the right, 4-5 on the left, 5-6 on the left, 0-1 on the down, 3-6 on the up, 0-2 on the right, 3-3 on the up, 2-2 on the right, 0-6 on the left, 0-4 on the left, 1-3 on the up, 1-4 on the up, 3-4 on the left, 2-4 on the up, 0-3 on the down, 3-5 on the down, 2-5 on the up, pass, 5-5 on the up" are played from seat 0
    Then the scores are 165, 205, 255 and 205
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-3 1-2 2-5 3-3 5-5 5-6 |
      | 1    | 0-1 0-2 2-3 2-4 3-6 4-4 4-5 |
      | 2    | 0-4 0-6 1-3 1-6 2-2 2-6 3-5 |
      | 3    | 0-5 1-1 1-4 1-5 3-4 4-6 6-6 |
    And the moves "2-5, 2-4 on the left, 3-5 on the right, 3-4 on the left, 0-3 on the right, 3-6 on the left, 0-6 on the right, 4-6 on the left, 5-6 on the right, 4-5 on the left, pass, 1-5 on the right, 5-5 on the left, 0-1 on the right, 0-4 on the right, 0-5 on the left, 0-0 on the left, 4-4 on the right, pass, 1-4 on the right, 1-2 on the right, 2-3 on the right, 1-3 on the right, 1-1 on the right, pass, 0-2 on the left" are played from seat 0
    Then the scores are 165, 260, 255 and 215
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-3 1-6 3-3 3-4 5-5 5-6 |
      | 1    | 0-0 1-4 3-5 3-6 4-4 4-5 4-6 |
      | 2    | 0-3 0-5 1-1 1-2 2-3 2-5 6-6 |
      | 3    | 0-1 0-2 0-4 1-5 2-2 2-4 2-6 |
    And the moves "4-4, pass, 2-4 on the left, 3-4 on the right, 4-6 on the up, 0-3 on the right, 2-6 on the left, 0-6 on the right, 3-6 on the right, 6-6 on the left, 0-4 on the down, 5-6 on the left, 3-5 on the left, 2-3 on the left, 2-2 on the left, 1-3 on the right, 0-0 on the down, 1-1 on the right, 0-1 on the down, 1-6 on the up, 1-4 on the up, 1-2 on the left, 1-5 on the left, 5-5 on the left, 4-5 on the left" are played from seat 1
    Then the scores are 170, 295, 255 and 225
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-4 0-5 3-5 4-5 4-6 5-6 |
      | 1    | 0-6 1-1 1-2 1-5 2-2 2-3 6-6 |
      | 2    | 0-0 1-3 1-4 2-4 2-5 3-3 4-4 |
      | 3    | 0-1 0-3 1-6 2-6 3-4 3-6 5-5 |
    And the moves "2-3, 2-5 on the left, 3-4 on the right, 4-5 on the right, 1-5 on the left, 1-4 on the left, 5-5 on the right, 4-6 on the left, 6-6 on the left, pass, 2-6 on the left, 0-5 on the right, 1-2 on the left, 0-0 on the right, 0-1 on the left, 0-2 on the right, 2-2 on the right, 2-4 on the right, 0-3 on the left, 3-5 on the down, pass, 1-3 on the down, 1-6 on the down, 5-6 on the up, 0-6 on the down, 4-4 on the right, 3-6 on the up" are played from seat 1
    Then the scores are 190, 300, 255 and 235
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-2 1-6 2-4 3-4 4-5 6-6 |
      | 1    | 0-3 1-3 2-2 3-3 3-5 4-6 5-5 |
      | 2    | 0-5 0-6 1-2 1-5 2-5 3-6 4-4 |
      | 3    | 0-1 0-4 1-1 1-4 2-3 2-6 5-6 |
    And the moves "1-4, 1-6 on the left, 4-6 on the left, 4-4 on the left, 0-4 on the left, 0-2 on the left, 2-2 on the left, 2-5 on the left, 5-6 on the left, 4-5 on the up, 5-5 on the up, 0-6 on the left, 0-1 on the left, 3-4 on the right, 3-5 on the right, 1-5 on the left, pass, 2-4 on the down, pass, 0-5 on the up, 2-6 on the down, 0-0 on the up, 0-3 on the up, 3-6 on the up, pass, 6-6 on the up" are played from seat 3
    Then the scores are 235, 320, 275 and 265
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 2-3 2-4 2-5 2-6 3-6 4-4 |
      | 1    | 0-0 0-4 1-2 1-3 3-4 3-5 5-5 |
      | 2    | 0-5 0-6 1-5 1-6 2-2 4-6 6-6 |
      | 3    | 0-1 0-2 1-1 1-4 3-3 4-5 5-6 |
    And the moves "2-3, 1-2 on the left, 1-5 on the left, 5-6 on the left, 0-3 on the right, 0-4 on the right, 0-6 on the left, 1-4 on the right, pass, 1-3 on the right, 0-5 on the left, 4-5 on the left, 2-4 on the left, 3-4 on the right, 2-2 on the left, 0-2 on the left, 2-6 on the up, 0-0 on the left, 4-6 on the right, 0-1 on the left, 3-6 on the right, 3-5 on the right, 6-6 on the up, 1-1 on the left, 2-5 on the right, pass, 1-6 on the up" are played from seat 0
    Then the scores are 265, 340, 305 and 265
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 1-3 1-5 3-3 3-4 4-5 5-6 |
      | 1    | 0-0 0-6 2-4 2-5 3-6 4-4 4-6 |
      | 2    | 0-2 0-4 0-5 1-1 1-4 2-6 5-5 |
      | 3    | 0-3 1-2 1-6 2-2 2-3 3-5 6-6 |
    And the moves "0-2, 0-3 on the left, 3-4 on the left, 2-5 on the right, 0-4 on the left, 3-5 on the right, 3-3 on the right, 0-6 on the left, 2-6 on the left, 2-3 on the right, 1-3 on the up, 2-4 on the right, 1-4 on the right, 1-2 on the right, 0-1 on the up, 0-0 on the up, 0-5 on the up, 2-2 on the left, 4-5 on the up, 4-6 on the up, pass, 6-6 on the up, 5-6 on the up, 3-6 on the down, 5-5 on the up, 1-6 on the down" are played from seat 2
    Then the scores are 280, 340, 310 and 290
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 0-6 1-2 1-6 2-5 3-3 5-6 |
      | 1    | 0-2 0-5 1-4 2-2 2-6 3-6 4-5 |
      | 2    | 0-1 1-1 1-3 3-4 4-4 4-6 6-6 |
      | 3    | 0-0 0-3 1-5 2-3 2-4 3-5 5-5 |
    And the moves "2-3, 2-5 on the left, 4-5 on the left, 4-4 on the left, 0-3 on the right, 0-4 on the left, 0-5 on the left, 4-6 on the up, 5-5 on the left, 0-6 on the up, 1-4 on the down, 1-3 on the down, 3-5 on the down, 5-6 on the left, 2-6 on the left, 0-1 on the up, 2-4 on the left, 1-2 on the up, 0-2 on the right, 3-4 on the left, 1-5 on the down, 3-3 on the left, 2-2 on the up, 1-1 on the down, pass, 1-6 on the down" are played from seat 3
    Then the scores are 310, 345, 310 and 320
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-3 3-6 4-4 4-5 5-5 6-6 |
      | 1    | 0-1 0-3 1-2 2-3 2-4 3-4 5-6 |
      | 2    | 0-2 0-4 0-5 1-5 2-2 2-5 4-6 |
      | 3    | 0-6 1-1 1-4 1-6 2-6 3-3 3-5 |
    And the moves "6-6, 5-6 on the right, 0-5 on the right, 0-6 on the right, 3-6 on the left, 3-4 on the left, 4-6 on the up, 2-6 on the right, 4-5 on the up, 1-2 on the right, 1-5 on the up, 1-4 on the right, 4-4 on the left, 2-4 on the right, 0-2 on the right, 1-6 on the down, 1-3 on the up, 0-3 on the right, 0-4 on the left, 1-1 on the down, 0-0 on the left, 0-1 on the down, pass, 3-5 on the right, 5-5 on the right" are played from seat 0
    Then the scores are 330, 380, 310 and 340
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 1-1 3-3 3-4 3-5 5-5 |
      | 1    | 0-6 1-6 2-2 2-4 2-6 4-4 4-6 |
      | 2    | 0-2 0-4 1-2 1-3 1-4 3-6 5-6 |
      | 3    | 0-0 0-5 1-5 2-3 2-5 4-5 6-6 |
    And the moves "3-4, 2-4 on the right, 0-2 on the right, 0-0 on the right, 3-5 on the left, 0-6 on the right, 0-4 on the up, 0-5 on the down, 5-5 on the left, 4-6 on the up, 5-6 on the down, 6-6 on the up, pass, 2-6 on the right, 3-6 on the up, 2-5 on the right, 3-3 on the up, 1-6 on the down, 1-3 on the down, 1-5 on the left, 0-3 on the up, pass, 1-4 on the left, 4-5 on the left, 0-1 on the up, pass, 1-2 on the up" are played from seat 0
    Then the scores are 360, 415, 360 and 375
    And the match is over, won by seats 1 and 3

