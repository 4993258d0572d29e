# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block-classic" rules for 3 players

  Scenarios for the clauses that hold for block-classic at 3 players and that no other scenario
  exercises there. Each was found by playing seeded random legal hands on the reference
  engine under exactly these rules; every expected value (whose turn, the open ends, the
  pips, the scores) is the reference engine's answer at that point.

  @id:seat-block-classic-3-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:score.out.opponents-only @clause:end.going-out-precedes-block @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: block-classic at 3 players: seat 0 goes out with a tile that also blocks the line, and scores 12
    Given the "block-classic" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-6 1-1 1-6 2-2 3-4 |
      | 1    | 0-0 0-5 2-4 5-5 5-6 |
      | 2    | 0-2 0-3 1-2 1-4 3-3 |
    When the moves "5-5, pass, pass, 0-5 on the right, 0-2 on the right, 2-2 on the right, 5-6 on the left, 1-2 on the right, 1-6 on the left, pass, 1-4 on the left, 3-4 on the left, pass, 0-3 on the left, 0-6 on the left, pass, pass, 1-1 on the right" are played from seat 1
    Then seat 0 goes out and wins the hand
    And the pips left are 0, 6 and 6
    And the hand scores 12 points
    And the scores are 12, 0 and 0

  @id:seat-block-classic-3-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.after-tie.rotate
  Scenario: block-classic at 3 players: the lightest hands tie at 4 pips and nobody wins
    Given the "block-classic" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-2 1-1 1-6 2-5 3-4 |
      | 1    | 1-3 2-2 3-6 5-5 6-6 |
      | 2    | 2-3 2-6 4-5 4-6 5-6 |
    When the moves "6-6, 5-6 on the left, 1-6 on the right, 5-5 on the left, 4-5 on the left, 3-4 on the left, 1-3 on the right, 2-3 on the left, 2-5 on the left, 3-6 on the right, 4-6 on the right" are played from seat 1
    Then the hand is blocked with no winner
    And the pips left are 4, 4 and 8
    And the status is hand_over
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-3 0-4 3-6 4-5 5-5 |
      | 1    | 0-0 0-5 0-6 2-5 2-6 |
      | 2    | 1-1 1-4 1-5 1-6 2-2 |
    Then seat 2 is to lead
    And seat 2 may lead any tile
    When the moves "1-5, 4-5 on the right, pass, 1-6 on the left, 0-4 on the right, 0-6 on the left, pass, 0-3 on the left, 0-5 on the right, pass, 3-6 on the left, 2-6 on the left, 2-2 on the left, 5-5 on the right" are played from seat 2
    Then the scores are 14, 0 and 0

  @id:seat-block-classic-3-move-refusal-hand-over-001 @clause:move.refusal.hand-over @clause:end.status @clause:move.refusal.unchanged
  Scenario: block-classic at 3 players: once the hand is over no move is accepted
    Given the "block-classic" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-6 1-1 1-6 2-2 3-4 |
      | 1    | 0-0 0-5 2-4 5-5 5-6 |
      | 2    | 0-2 0-3 1-2 1-4 3-3 |
    When the moves "5-5, pass, pass, 0-5 on the right, 0-2 on the right, 2-2 on the right, 5-6 on the left, 1-2 on the right, 1-6 on the left, pass, 1-4 on the left, 3-4 on the left, pass, 0-3 on the left, 0-6 on the left, pass, pass, 1-1 on the right" are played from seat 1
    Then the status is hand_over
    When seat 1 tries to pass
    Then the move is refused as "hand_over"
    And nothing has changed

  @id:seat-block-classic-3-end-blocked-lightest-hand-001 @clause:end.blocked.lightest-hand @clause:end.blocked @clause:score.blocked.diff-each @clause:end.blocked.boneyard @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: block-classic at 3 players: seat 1 wins the blocked hand and scores 10
    Given the "block-classic" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-6 2-3 2-5 3-6 4-4 |
      | 1    | 0-2 0-4 1-2 2-6 3-5 |
      | 2    | 0-3 0-5 1-5 5-5 6-6 |
    When the moves "6-6, 3-6 on the right, 2-6 on the left, 0-3 on the right, 0-6 on the right, 0-2 on the left, 0-5 on the left, 2-5 on the left, 1-2 on the left, 1-5 on the left, pass, 3-5 on the left, pass, 2-3 on the left" are played from seat 2
    Then the hand is blocked and won by seat 1
    And the boneyard holds 13 tiles
    And the pips left are 8, 4 and 10
    And the hand scores 10 points
    And the scores are 0, 10 and 0

  @id:seat-block-classic-3-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: block-classic at 3 players: a match played out to 61 is won by seat 0
    Given the "block-classic" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 0-4 1-3 1-4 2-2 3-3 |
      | 1    | 1-1 1-6 2-3 3-4 4-6 |
      | 2    | 0-1 1-5 2-4 2-5 5-6 |
    When the moves "3-3, 3-4 on the right, 2-4 on the right, 1-3 on the left, 2-3 on the right, 1-5 on the left, pass, pass, 2-5 on the left, 2-2 on the left" are played from seat 0
    Then the scores are 13, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-2 0-6 1-4 1-5 4-4 |
      | 1    | 0-4 1-2 2-2 2-5 3-5 |
      | 2    | 0-1 1-6 3-4 4-6 5-5 |
    And the moves "1-4, 0-4 on the right, 0-1 on the left, 0-6 on the left, pass, 4-6 on the left, 4-4 on the left, pass, 3-4 on the left, 0-2 on the right, 2-2 on the right, pass, pass, 2-5 on the right, 5-5 on the right, 1-5 on the right" are played from seat 0
    Then the scores are 31, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-0 1-1 1-2 2-4 3-6 |
      | 1    | 2-2 2-6 4-4 5-5 5-6 |
      | 2    | 0-2 0-4 1-3 1-4 2-3 |
    And the moves "1-1, pass, 1-3 on the right, 1-2 on the left, 2-6 on the left, 2-3 on the right, 2-4 on the right, 5-6 on the left, 1-4 on the right, pass, 5-5 on the left" are played from seat 0
    Then the scores are 31, 0 and 9
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-6 1-1 1-6 4-4 4-5 |
      | 1    | 0-5 1-5 2-6 3-3 5-5 |
      | 2    | 0-0 0-1 1-2 3-5 4-6 |
    And the moves "0-1, 0-6 on the left, 2-6 on the left, 1-2 on the right" are played from seat 2
    Then the scores are 31, 0 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-3 1-4 1-5 3-5 6-6 |
      | 1    | 0-1 0-4 1-1 1-2 2-2 |
      | 2    | 0-0 2-4 2-6 3-4 3-6 |
    And the moves "3-4, 3-5 on the left, 0-4 on the right, 0-0 on the right, 1-5 on the left, 1-2 on the left, 2-6 on the left, 0-3 on the right, pass, 3-6 on the right, 6-6 on the left" are played from seat 2
    Then the scores are 34, 0 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-2 1-1 1-5 2-6 3-3 |
      | 1    | 0-0 0-5 3-4 3-6 5-5 |
      | 2    | 0-1 1-2 2-5 3-5 5-6 |
    And the moves "1-5, 0-5 on the right, 0-1 on the right, 1-1 on the right, pass, 1-2 on the left, 2-6 on the left, 3-6 on the left, 3-5 on the left, pass, 5-5 on the left, 2-5 on the left, 0-2 on the left, 0-0 on the left" are played from seat 0
    Then the scores are 40, 0 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-0 0-3 2-2 2-3 3-3 |
      | 1    | 1-5 2-4 4-4 5-6 6-6 |
      | 2    | 0-2 0-5 0-6 3-4 3-6 |
    And the moves "3-3, pass, 3-6 on the right, 0-3 on the left, 5-6 on the right, 0-6 on the left, pass, 1-5 on the right, pass, pass, 6-6 on the left" are played from seat 0
    Then the scores are 50, 0 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-4 0-5 1-4 4-4 4-6 |
      | 1    | 0-6 2-4 2-5 3-5 4-5 |
      | 2    | 0-1 1-1 1-6 3-3 5-6 |
    And the moves "1-4, 4-5 on the right, 1-6 on the left, 0-5 on the right, 0-6 on the right, 5-6 on the right, 4-6 on the left, 2-4 on the left, pass, pass, 2-5 on the left, pass, pass, 3-5 on the left" are played from seat 0
    Then the scores are 50, 21 and 26
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-1 1-2 1-6 2-2 4-4 |
      | 1    | 0-0 0-2 0-3 0-6 4-5 |
      | 2    | 0-1 0-4 2-4 3-4 3-6 |
    And the moves "0-3, 0-1 on the left, 1-2 on the left, 0-2 on the left, 3-6 on the right, 1-6 on the right, 0-0 on the left, 0-4 on the left, 4-4 on the left, 4-5 on the left, pass, 1-1 on the right" are played from seat 1
    Then the scores are 61, 21 and 26
    And the match is over, won by seat 0

