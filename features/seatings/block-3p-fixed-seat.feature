# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 3 players with lead.first_hand = fixed_seat

  Scenarios for the clauses that hold in the fixed-seat variant of block at 3 players and that
  no other scenario exercises there. The variant is an engine that leads every first hand from
  seat 0, at the dealer's left, with any tile (issue #32; OpenSpiel's block_dominoes.py). Each
  was found by playing seeded random legal hands on the reference engine under exactly these
  rules; every expected value (whose turn, the open ends, the pips, the scores) is the reference
  engine's answer at that point.

  @id:seat-block-3-fixed-seat-equipment-set-suits-001 @clause:equipment.set.suits
  Scenario: the fixed-seat variant of block at 3 players: seat 1 may play every tile of the open ends' suits it holds
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left, pass, pass" are played from seat 0
    Then the legal moves are "1-6 on the left, 6-6 on the left"

  @id:seat-block-3-fixed-seat-equipment-tile-notation-001 @clause:equipment.tile.notation
  Scenario: the fixed-seat variant of block at 3 players: 1-6 written high half first is the same tile
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left, pass, pass" are played from seat 0
    And seat 1 plays the tile written "6-1" on the left
    Then the left end shows 1
    And every tile the engine reports is written low half first

  @id:seat-block-3-fixed-seat-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:equipment.hand.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the fixed-seat variant of block at 3 players: seat 1 goes out and scores 16
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-3 0-6 1-1 2-2 2-5 |
      | 1    | 0-1 0-2 2-4 3-5 4-6 |
      | 2    | 1-3 1-5 1-6 2-3 6-6 |
    When the moves "0-6, 0-2 on the left, 6-6 on the right, 2-2 on the left, 2-4 on the left, 1-6 on the right, 1-1 on the right, 0-1 on the right, pass, 0-3 on the right, 3-5 on the right, 1-5 on the right, pass, 4-6 on the left" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 7, 0 and 9
    And the hand scores 16 points
    And the scores are 0, 16 and 0

  @id:seat-block-3-fixed-seat-equipment-tile-double-full-001 @clause:equipment.tile.double-full @clause:end.going-out @clause:score.out.opponents-only @clause:end.going-out-precedes-block @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the fixed-seat variant of block at 3 players: seat 1 goes out with a tile that also blocks the line, and scores 27
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-5 1-3 4-4 5-6 6-6 |
      | 1    | 0-1 0-3 1-2 1-4 2-2 |
      | 2    | 0-6 1-6 2-3 3-5 4-5 |
    When the moves "1-3, 0-1 on the left, 0-6 on the left, 5-6 on the left, 0-3 on the right, 4-5 on the left, 0-5 on the right, 1-4 on the left, 3-5 on the right, pass, 1-2 on the left, 2-3 on the right, pass, 2-2 on the right" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 20, 0 and 7
    And the hand scores 27 points
    And the scores are 0, 27 and 0

  @id:seat-block-3-fixed-seat-line-play-match-001 @clause:line.play.match @clause:move.refusal.does-not-match @clause:move.refusal.unchanged
  Scenario: the fixed-seat variant of block at 3 players: 0-3 may not be played on the left end, which shows 6
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left" are played from seat 0
    And seat 2 tries to play 0-3 on the left
    Then the move is refused as "does_not_match"
    And nothing has changed

  @id:seat-block-3-fixed-seat-line-play-either-end-001 @clause:line.play.either-end
  Scenario: the fixed-seat variant of block at 3 players: 1-5 matches the left and right ends and may be played on either
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 1-5 2-4 2-6 3-5 5-5 |
      | 1    | 0-3 1-1 1-4 5-6 6-6 |
      | 2    | 0-0 0-4 1-6 2-3 3-6 |
    When the moves "5-5, 5-6 on the right, 1-6 on the right" are played from seat 0
    Then seat 0 may play 1-5 on the left
    And seat 0 may play 1-5 on the right

  @id:seat-block-3-fixed-seat-line-double-across-001 @clause:line.double.across @clause:line.spinner.none
  Scenario: the fixed-seat variant of block at 3 players: the double 2-2 laid across the left end shows its number
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left, pass, pass, 1-6 on the left, 1-2 on the left, 2-2 on the left" are played from seat 0
    Then the left end shows 2
    And the up end is not open

  @id:seat-block-3-fixed-seat-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: the fixed-seat variant of block at 3 players: seat 0 leads the hand after a hand won by seat 0
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-3 1-3 3-3 3-4 3-5 |
      | 1    | 0-1 0-2 2-4 4-5 5-6 |
      | 2    | 0-0 0-6 2-2 2-6 4-4 |
    When the moves "0-3, 0-2 on the left, 2-2 on the left, 3-4 on the right, 2-4 on the right, 2-6 on the left, pass, 5-6 on the left, pass, 3-5 on the left, pass, pass, 3-3 on the left, pass, pass, 1-3 on the left" are played from seat 0
    Then the scores are 24, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-4 1-6 3-6 4-6 5-5 |
      | 1    | 0-2 0-3 1-3 1-4 4-5 |
      | 2    | 1-1 2-3 3-4 3-5 4-4 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-3-fixed-seat-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: the fixed-seat variant of block at 3 players: once the hand is over no move is accepted
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left, pass, pass, 1-6 on the left, 1-2 on the left, 2-2 on the left, 2-5 on the left, 5-5 on the left, 0-5 on the left, pass, 0-3 on the left, 1-3 on the left, 1-5 on the left" are played from seat 0
    Then the status is hand_over
    When seat 0 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-block-3-fixed-seat-move-refusal-must-play-001 @clause:move.refusal.must-play @clause:turn.must-play @clause:move.refusal.unchanged
  Scenario: the fixed-seat variant of block at 3 players: seat 1, able to play 1-6, may not pass
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left, pass, pass" are played from seat 0
    And seat 1 tries to pass
    Then the move is refused as "must_play"
    And nothing has changed
    And seat 1 may play 1-6 on the left

  @id:seat-block-3-fixed-seat-move-refusal-cannot-pass-001 @clause:move.refusal.cannot-pass @clause:move.refusal.cannot-draw @clause:move.refusal.unchanged
  Scenario: the fixed-seat variant of block at 3 players: seat 0 may neither pass nor draw before leading
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When seat 0 tries to pass
    Then the move is refused as "cannot_pass"
    And nothing has changed
    When seat 0 tries to draw
    Then the move is refused as "cannot_draw"
    And nothing has changed

  @id:seat-block-3-fixed-seat-move-refusal-no-muggins-001 @clause:move.refusal.no-muggins @clause:move.refusal.unchanged
  Scenario: the fixed-seat variant of block at 3 players: seat 1 may not call muggins when no points are left unclaimed
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4" are played from seat 0
    And seat 1 tries to call muggins
    Then the move is refused as "no_muggins"
    And nothing has changed

  @id:seat-block-3-fixed-seat-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the fixed-seat variant of block at 3 players: seat 0 wins the blocked hand and scores 23
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-4 0-5 1-3 2-2 |
      | 1    | 0-6 1-5 1-6 2-5 6-6 |
      | 2    | 0-3 1-2 2-3 3-3 5-5 |
    When the moves "0-4, 0-6 on the left, pass, pass, 1-6 on the left, 1-2 on the left, 2-2 on the left, 2-5 on the left, 5-5 on the left, 0-5 on the left, pass, 0-3 on the left, 1-3 on the left, 1-5 on the left" are played from seat 0
    Then the hand is blocked and won by seat 0
    And the boneyard holds 13 tiles
    And the pips left are 0, 12 and 11
    And the hand scores 23 points
    And the scores are 23, 0 and 0

  @id:seat-block-3-fixed-seat-score-capicu-none-001 @clause:score.capicu.none @clause:end.going-out @clause:score.out.opponents-only @clause:end.going-out-precedes-block @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only @clause:score.first-hands.none
  Scenario: the fixed-seat variant of block at 3 players: seat 2 goes out with a tile that also blocks the line, and scores 29
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 2-4 3-6 4-4 5-6 6-6 |
      | 1    | 0-3 1-2 2-5 2-6 3-5 |
      | 2    | 0-1 0-2 0-6 2-3 4-6 |
    When the moves "5-6, 2-5 on the left, 4-6 on the right, 4-4 on the right, 2-6 on the left, 0-6 on the left, 2-4 on the right, 0-3 on the left, 2-3 on the left, pass, 1-2 on the left, 0-2 on the right, pass, pass, 0-1 on the right" are played from seat 0
    Then seat 2 goes out and wins the hand
    And the pips left are 21, 8 and 0
    And the hand scores 29 points
    And the scores are 0, 0 and 29

  @id:seat-block-3-fixed-seat-score-chuchazo-none-001 @clause:score.chuchazo.none @clause:end.going-out @clause:score.out.opponents-only @clause:end.going-out-precedes-block @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only @clause:score.first-hands.none
  Scenario: the fixed-seat variant of block at 3 players: seat 1 goes out with a tile that also blocks the line, and scores 17
    Given the "block" rules for 3 players with lead.first_hand = fixed_seat
    And the deal:
      | seat | tiles               |
      | 0    | 0-3 1-2 1-6 4-6 5-5 |
      | 1    | 0-0 0-2 1-4 4-5 6-6 |
      | 2    | 0-5 2-5 2-6 3-4 3-5 |
    When the moves "5-5, 4-5 on the right, 2-5 on the left, 1-2 on the left, 1-4 on the right, pass, 1-6 on the right, 6-6 on the right, 2-6 on the right, pass, 0-2 on the right, 0-5 on the right, pass, pass, 3-5 on the right, 0-3 on the right, 0-0 on the right" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 10, 0 and 7
    And the hand scores 17 points
    And the scores are 0, 17 and 0

