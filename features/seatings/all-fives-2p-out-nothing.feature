# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "all-fives" rules for 2 players with score.out = nothing

  Scenarios for the clauses that hold in the out-nothing variant of all-fives at 2 players and
  that no other scenario exercises there. The variant is an All Fives engine scored only in
  play: going out scores nothing (issue #32). Each was found by playing seeded random legal
  hands on the reference engine under exactly these rules; every expected value (whose turn, the
  open ends, the pips, the scores) is the reference engine's answer at that point.

  @id:seat-all-fives-2-out-nothing-end-going-out-001 @clause:end.going-out @clause:score.out.nothing @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: the out-nothing variant of all-fives at 2 players: seat 0 goes out and scores 0
    Given the "all-fives" rules for 2 players with score.out = nothing
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-5 2-2 3-3 3-6 4-5 4-6                             |
      | 1        | 1-1 1-2 1-3 2-3 2-4 2-6 3-5                             |
      | boneyard | 5-6 0-4 0-3 0-6 1-4 1-6 4-4 3-4 6-6 5-5 0-0 2-5 0-5 0-2 |
    When the moves "3-3, 2-3 on the right, 3-6 on the left, 3-5 on the down, 2-2 on the right claiming 15, 2-4 on the right, 4-5 on the down, 2-6 on the left, 4-6 on the down, 1-3 on the up, 1-5 on the up, 1-2 on the left, 0-1 on the left claiming 15" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 2
    And the hand scores 0 points
    And the scores are 30 and 0

  @id:seat-all-fives-2-out-nothing-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:score.out.nothing @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: the out-nothing variant of all-fives at 2 players: seat 1 goes out with a tile that also blocks the line, and scores 0
    Given the "all-fives" rules for 2 players with score.out = nothing
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-5 1-6 3-3 3-4 3-6 4-6                             |
      | 1        | 0-3 0-4 0-6 1-2 2-2 4-5 5-6                             |
      | boneyard | 2-5 4-4 2-3 2-6 1-5 0-2 5-5 1-4 0-1 3-5 2-4 6-6 1-3 1-1 |
    When the moves "3-3, 0-3 on the right, 3-4 on the left, 0-4 on the left, 0-5 on the left, 0-6 on the right, 3-6 on the right, 5-6 on the left, 1-6 on the left, 1-2 on the left claiming 5, draw, 2-5 on the left, 4-5 on the left, 4-6 on the left, draw, draw, 2-3 on the down, draw, 2-6 on the left, 2-2 on the left, draw, draw, 0-2 on the left claiming 5, draw, draw, draw, 0-1 on the left, 1-5 on the left, 5-5 on the left claiming 15, draw, 3-5 on the left, draw, 2-4 on the down, muggins, draw, draw, 1-3 on the left, 1-4 on the left, draw, pass, 4-4 on the left claiming 15" are played from seat 0
    Then seat 1 goes out and wins the hand
    And the pips left are 14 and 0
    And the hand scores 0 points
    And the scores are 15 and 35

  @id:seat-all-fives-2-out-nothing-score-chuchazo-none-001 @clause:score.chuchazo.none @clause:end.going-out @clause:score.out.nothing @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only @clause:score.first-hands.none
  Scenario: the out-nothing variant of all-fives at 2 players: seat 0 goes out and scores 0 (score.chuchazo.none)
    Given the "all-fives" rules for 2 players with score.out = nothing
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-5 1-6 2-6 3-5 6-6                             |
      | 1        | 1-4 2-2 2-4 3-4 4-5 4-6 5-6                             |
      | boneyard | 0-4 0-3 3-3 4-4 1-2 0-2 1-3 2-3 5-5 1-1 1-5 0-6 3-6 2-5 |
    When the moves "6-6, 4-6 on the left, 1-6 on the right, 5-6 on the down claiming 10, 3-5 on the down, 3-4 on the left, 2-6 on the up, 1-4 on the right, draw, 0-4 on the right, 2-4 on the up, muggins, 0-1 on the right, 4-5 on the up, 0-5 on the up, draw, 0-3 on the down, 0-0 on the down" are played from seat 0
    Then seat 0 goes out and wins the hand
    And the pips left are 0 and 4
    And the hand scores 0 points
    And the scores are 10 and 10

  @id:seat-all-fives-2-out-nothing-match-carry-001 @clause:match.carry
  Scenario: the out-nothing variant of all-fives at 2 players: the second hand's 12 points are added to the first hand's scores
    Given the "all-fives" rules for 2 players with score.out = nothing
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-5 0-6 2-5 2-6 4-4 6-6                             |
      | 1        | 0-0 0-4 1-6 2-2 3-3 3-4 4-5                             |
      | boneyard | 5-6 4-6 1-5 1-1 1-3 5-5 2-3 1-2 1-4 2-4 3-5 0-2 3-6 0-1 |
    When the moves "6-6, 1-6 on the left, 0-6 on the right, 0-4 on the right claiming 5, 4-4 on the right, 4-5 on the right, 0-5 on the right, 0-0 on the right, 0-3 on the right, 3-4 on the right claiming 5, 2-6 on the up, 2-2 on the up, 2-5 on the up" are played from seat 0
    Then the scores are 0 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-3 1-4 2-4 3-4 4-6 5-6                             |
      | 1        | 0-2 0-5 1-5 1-6 2-3 4-5 5-5                             |
      | boneyard | 3-6 2-2 0-4 4-4 1-3 3-3 3-5 0-6 1-2 6-6 1-1 2-6 0-0 2-5 |
    And the moves "4-6, 1-6 on the right claiming 5, 2-4 on the left, 0-2 on the left, 0-1 on the right, 0-5 on the left, 5-6 on the left, draw, 3-6 on the left, 0-3 on the left, draw, draw, 0-4 on the left, 1-4 on the left, 1-5 on the left claiming 5, draw, draw, draw, draw, 3-5 on the left, 2-3 on the left, draw, 0-6 on the right, 2-2 on the left claiming 10, draw, 1-2 on the left, draw, 6-6 on the right, 1-3 on the left claiming 15, draw, draw, 2-6 on the right claiming 5, 3-4 on the left, 4-5 on the left, draw, draw, 2-5 on the right claiming 10, 5-5 on the left claiming 15" are played from seat 0
    Then the hand scores 12 points
    And the scores are 25 and 62

  @id:seat-all-fives-2-out-nothing-match-checked-after-hand-001 @clause:match.checked-after-hand
  Scenario: the out-nothing variant of all-fives at 2 players: a side reaching 250 during the hand plays it out
    Given the "all-fives" rules for 2 players with score.out = nothing
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 1-4 2-3 2-4 2-5 4-4 4-5 4-6                             |
      | 1        | 0-0 0-1 1-1 3-4 3-5 3-6 6-6                             |
      | boneyard | 1-5 1-6 1-2 0-4 2-6 0-5 1-3 0-6 0-3 2-2 0-2 3-3 5-5 5-6 |
    When the moves "6-6, 4-6 on the left, 3-6 on the right, 4-5 on the left, 3-5 on the right, 2-5 on the right, draw, 1-5 on the left, 1-4 on the left, 3-4 on the left, 2-3 on the left, draw, 1-6 on the down claiming 5, 2-4 on the right, 0-1 on the down, 4-4 on the right" are played from seat 1
    Then the scores are 0 and 5
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-3 1-6 2-3 3-6 4-5 5-5                             |
      | 1        | 0-6 1-1 1-4 2-2 3-4 3-5 4-4                             |
      | boneyard | 2-5 2-6 2-4 0-3 3-3 5-6 0-2 1-2 1-5 0-1 6-6 0-0 4-6 0-4 |
    And the moves "1-3, 1-1 on the left, muggins, 2-3 on the right, 1-4 on the left, 4-5 on the left, 3-5 on the left claiming 5, 1-6 on the down, 3-4 on the left, 3-6 on the down, 2-2 on the right, draw, 2-5 on the right, 4-4 on the left, 0-5 on the right, 0-6 on the right" are played from seat 0
    Then the scores are 5 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-3 1-2 1-6 2-2 2-4 3-5                             |
      | 1        | 0-4 1-3 1-4 2-3 3-4 5-5 5-6                             |
      | boneyard | 2-5 4-5 3-3 0-5 0-1 4-6 0-6 4-4 2-6 0-0 1-5 3-6 1-1 6-6 |
    And the moves "0-4, 0-2 on the left, 3-4 on the right claiming 5, 3-5 on the right, 5-5 on the right, 1-2 on the left, 1-3 on the left, 0-3 on the left claiming 10, 5-6 on the right, 1-6 on the right, 1-4 on the right, 2-4 on the right, 2-3 on the right" are played from seat 1
    Then the scores are 15 and 15
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 0-4 1-2 3-3 3-4 4-5                             |
      | 1        | 0-6 1-3 1-4 2-2 2-6 4-4 5-6                             |
      | boneyard | 2-5 1-1 4-6 3-6 0-5 3-5 1-6 5-5 1-5 2-4 2-3 0-0 6-6 0-3 |
    And the moves "0-6, 0-2 on the left, 5-6 on the right, 4-5 on the right, 2-6 on the left claiming 10, 0-4 on the right, draw, draw, draw, 4-6 on the left, 0-1 on the right, 1-4 on the right, 3-4 on the left, 4-4 on the right, 3-3 on the left, 1-3 on the left, 1-2 on the left" are played from seat 1
    Then the scores are 15 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 1-2 1-5 2-4 3-3 4-4 4-6                             |
      | 1        | 0-0 0-3 1-3 2-2 2-6 3-6 5-6                             |
      | boneyard | 1-1 0-1 0-5 3-5 2-5 1-4 3-4 2-3 6-6 0-4 1-6 0-6 4-5 5-5 |
    And the moves "2-4, 2-2 on the left, 1-2 on the left claiming 5, 2-6 on the down, 4-4 on the right, 5-6 on the down, 4-6 on the right, 1-3 on the left, 3-3 on the left, 3-6 on the left, 1-5 on the down, draw, 1-1 on the down, 0-2 on the up" are played from seat 0
    Then the scores are 20 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-6 2-2 2-3 2-6 3-5 5-5                             |
      | 1        | 0-4 0-5 1-2 1-6 3-3 3-4 4-6                             |
      | boneyard | 1-5 4-5 1-3 2-5 1-1 0-3 6-6 1-4 2-4 0-1 4-4 5-6 3-6 0-0 |
    And the moves "2-3 claiming 5, 3-3 on the right, 2-2 on the left claiming 10, 3-4 on the right, 3-5 on the down, 0-4 on the right, 0-2 on the left claiming 5, 0-5 on the right claiming 10, 5-5 on the right, muggins, draw, 1-5 on the down, 0-6 on the left, 1-2 on the down, 2-6 on the left" are played from seat 0
    Then the scores are 40 and 50
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-3 1-6 2-3 3-5 4-6 5-6                             |
      | 1        | 0-4 1-2 1-5 2-4 2-6 3-6 4-5                             |
      | boneyard | 0-5 3-4 2-2 3-3 5-5 0-3 4-4 0-0 1-4 0-2 0-6 2-5 1-1 6-6 |
    And the moves "1-3, 3-6 on the right, 5-6 on the right, 4-5 on the right, 0-1 on the left, 0-4 on the left, 4-6 on the right, 2-6 on the right, 2-3 on the right, 2-4 on the left claiming 5, 3-5 on the right, 1-2 on the left, 1-6 on the left" are played from seat 0
    Then the scores are 40 and 55
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-3 0-4 0-6 1-2 1-5 2-5                             |
      | 1        | 0-1 0-2 1-3 1-6 2-3 5-6 6-6                             |
      | boneyard | 0-5 2-2 3-5 1-1 2-6 4-4 1-4 3-6 2-4 4-5 3-3 3-4 5-5 4-6 |
    And the moves "0-4, 0-1 on the left claiming 5, 1-2 on the left, 0-2 on the left, 0-0 on the left, draw, 0-5 on the left, 0-3 on the up, 2-3 on the up, 1-5 on the left, 1-3 on the left, 0-6 on the down, 1-6 on the down claiming 10, 2-5 on the up" are played from seat 0
    Then the scores are 40 and 70
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-5 1-6 2-3 3-6 5-5                             |
      | 1        | 0-4 0-6 1-1 1-4 2-6 3-3 3-5                             |
      | boneyard | 0-1 4-5 2-5 1-5 0-3 5-6 2-4 6-6 4-4 4-6 3-4 1-3 1-2 2-2 |
    And the moves "0-5, muggins, 3-5 on the right, 0-2 on the left claiming 5, 2-6 on the left, 3-6 on the left, 3-3 on the right, 2-3 on the left, draw, draw, draw, 2-5 on the left, 5-5 on the left, 4-5 on the left, draw, draw, 0-3 on the right, 1-4 on the left, 1-5 on the left, 0-4 on the right, draw, 5-6 on the left, muggins, 0-6 on the left, 0-0 on the left, 0-1 on the left claiming 5, 1-6 on the left" are played from seat 0
    Then the scores are 45 and 90
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-6 1-1 1-4 2-3 3-3 3-5 5-6                             |
      | 1        | 0-3 1-6 2-2 2-6 4-5 5-5 6-6                             |
      | boneyard | 1-3 2-5 0-5 0-0 1-2 3-4 3-6 2-4 4-4 0-4 0-2 1-5 0-1 4-6 |
    And the moves "1-1, 1-6 on the right, 1-4 on the left, 4-5 on the left, 0-6 on the right claiming 5, 0-3 on the right, 3-5 on the left, draw, 1-3 on the left, 3-3 on the right, draw, draw, draw, draw, 1-2 on the down, 2-3 on the down, draw, 3-4 on the right, draw, 3-6 on the down, 6-6 on the down, 5-6 on the down" are played from seat 0
    Then the scores are 50 and 90
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 1-1 1-5 2-4 2-6 5-6                             |
      | 1        | 0-1 0-3 0-5 1-3 4-5 4-6 6-6                             |
      | boneyard | 1-2 3-6 0-4 3-4 1-4 3-3 2-5 4-4 2-3 1-6 2-2 0-6 3-5 5-5 |
    And the moves "2-6, 6-6 on the right, 2-4 on the left, 4-6 on the right, 5-6 on the down, 0-5 on the down, 0-2 on the down, 4-5 on the left, 1-5 on the left, 0-1 on the left, 0-0 on the left, 0-3 on the left, draw, 1-2 on the down, 1-3 on the down" are played from seat 0
    Then the scores are 50 and 90
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 1-1 1-2 1-6 2-2 2-3 3-5                             |
      | 1        | 0-0 0-1 0-5 2-6 4-4 4-6 6-6                             |
      | boneyard | 0-4 1-5 5-5 1-4 2-4 3-3 3-4 0-6 3-6 0-2 5-6 1-3 2-5 4-5 |
    And the moves "2-6, 2-2 on the left claiming 10, 6-6 on the right, 2-3 on the left, muggins, 4-6 on the right, 1-2 on the up, 0-1 on the up, 0-3 on the left, 0-0 on the up, draw, 0-4 on the left, 4-4 on the left, draw, draw, draw, 1-4 on the left claiming 5, 0-5 on the up" are played from seat 1
    Then the scores are 65 and 105
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-4 1-3 1-4 1-6 3-6 5-5                             |
      | 1        | 0-6 1-2 2-6 3-4 3-5 4-5 5-6                             |
      | boneyard | 6-6 0-5 3-3 0-0 2-4 4-4 0-3 2-2 2-5 1-1 0-2 4-6 1-5 2-3 |
    And the moves "4-5, 1-4 on the left, 5-6 on the right, 1-3 on the left, 3-4 on the left claiming 10, 0-4 on the left, 0-6 on the left, 3-6 on the right, 2-6 on the left, muggins, draw, draw, draw, 3-3 on the right, 3-5 on the right, 0-5 on the right, 1-2 on the left" are played from seat 1
    Then the scores are 70 and 115
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-6 1-3 1-4 2-5 4-4 4-5 4-6                             |
      | 1        | 0-1 0-3 1-1 3-4 3-5 5-6 6-6                             |
      | boneyard | 2-4 2-3 1-2 2-2 0-4 5-5 3-6 2-6 0-2 1-6 1-5 0-5 0-0 3-3 |
    And the moves "1-1, 1-3 on the left claiming 5, 0-1 on the right, 0-6 on the right, 0-3 on the left, 1-4 on the up, 6-6 on the right, 4-4 on the up, muggins, 3-4 on the up claiming 15, 4-6 on the right, 3-5 on the up, 4-5 on the up, draw, 2-4 on the right, 2-5 on the right" are played from seat 1
    Then the scores are 75 and 150
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-5 1-3 1-4 1-6 2-6 5-6                             |
      | 1        | 0-1 0-3 0-6 1-1 1-2 2-5 3-4                             |
      | boneyard | 6-6 4-5 0-4 2-2 5-5 1-5 3-3 3-5 4-4 2-3 3-6 0-2 2-4 4-6 |
    And the moves "0-5 claiming 5, 2-5 on the right, 2-6 on the right, 0-3 on the left, 1-3 on the left, 1-1 on the left, 1-4 on the left, 0-6 on the right, 1-6 on the down claiming 10, 0-1 on the right, 5-6 on the down, 1-2 on the up, draw, draw, 4-5 on the left, draw, draw, 2-2 on the up claiming 15, draw, 5-5 on the down claiming 20, draw, 1-5 on the down, draw, draw, 3-5 on the left, 3-4 on the left, muggins, draw, 4-4 on the left, 0-4 on the left" are played from seat 0
    Then the scores are 120 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 1-3 1-4 1-6 2-3 3-4 3-6 5-5                             |
      | 1        | 0-1 0-2 3-3 3-5 4-5 5-6 6-6                             |
      | boneyard | 1-5 1-2 0-5 1-1 2-4 0-0 0-6 4-4 0-4 2-6 4-6 2-5 0-3 2-2 |
    And the moves "0-1, 1-4 on the right, 4-5 on the right claiming 5, 5-5 on the right claiming 10, 3-5 on the right, 1-3 on the right, 5-6 on the up, 1-6 on the right, 0-2 on the left, 2-3 on the left claiming 15, 3-3 on the left, 3-6 on the right claiming 15, 6-6 on the up" are played from seat 1
    Then the scores are 160 and 170
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-5 1-6 2-6 3-3 4-4 5-6                             |
      | 1        | 1-2 2-3 2-4 3-5 4-5 4-6 6-6                             |
      | boneyard | 5-5 0-2 0-4 0-0 1-1 1-3 0-1 2-2 1-4 0-6 3-6 2-5 3-4 1-5 |
    And the moves "4-6, 4-4 on the left, 6-6 on the right claiming 20, 1-6 on the right, 1-2 on the right claiming 10, 2-6 on the right, 2-4 on the left, 5-6 on the right, 3-5 on the right, 0-3 on the right, 2-3 on the left, 3-3 on the left, 4-5 on the up" are played from seat 1
    Then the scores are 160 and 200
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 1-1 1-3 2-5 3-3 3-4 4-4                             |
      | 1        | 0-1 0-4 1-4 2-3 3-6 4-5 4-6                             |
      | boneyard | 0-5 0-6 0-3 0-0 2-2 1-2 5-6 6-6 2-6 1-6 1-5 5-5 2-4 3-5 |
    And the moves "2-3 claiming 5, 2-5 on the left, 4-5 on the left, 4-4 on the left, 3-6 on the right, 3-4 on the left, 4-6 on the right, 3-3 on the left, muggins, 1-4 on the up, 1-3 on the left, 0-4 on the right, 1-1 on the up, 0-1 on the up" are played from seat 1
    Then the scores are 160 and 215
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 0-3 0-6 1-5 1-6 5-6                             |
      | 1        | 0-2 0-4 1-2 2-2 2-3 3-5 3-6                             |
      | boneyard | 2-5 2-4 1-4 0-5 5-5 4-6 1-1 1-3 6-6 3-3 2-6 4-5 3-4 4-4 |
    And the moves "2-2, draw, 2-5 on the right, 1-2 on the left, 1-6 on the left, 3-6 on the left, 1-5 on the right, 2-3 on the down, 0-3 on the down, 0-4 on the down, 0-1 on the right, 0-2 on the right, draw, 2-4 on the up, 3-5 on the left claiming 15" are played from seat 1
    Then the scores are 160 and 230
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 0-5 1-2 3-4 4-5 4-6 6-6                             |
      | 1        | 0-0 1-6 2-3 2-5 2-6 4-4 5-5                             |
      | boneyard | 2-4 5-6 3-5 0-6 1-4 3-6 0-1 0-2 1-3 2-2 3-3 0-4 1-5 1-1 |
    And the moves "4-4, 4-5 on the left, 2-5 on the left, muggins, 3-4 on the right, 2-3 on the right, 4-6 on the down, 1-6 on the down claiming 5, 1-2 on the down, 2-6 on the left, muggins, 6-6 on the left, draw, 2-4 on the up, draw, 5-6 on the left, 5-5 on the left, 0-5 on the left, 0-0 on the left" are played from seat 1
    Then the scores are 180 and 235
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 0-6 1-3 1-5 3-5 4-4                             |
      | 1        | 0-0 0-5 1-1 1-4 2-6 3-4 5-5                             |
      | boneyard | 3-3 2-2 4-6 6-6 1-6 2-5 0-4 4-5 2-4 2-3 1-2 5-6 0-3 3-6 |
    And the moves "0-5 claiming 5, 0-2 on the left, 5-5 on the right, 3-5 on the right claiming 5, 3-4 on the right, 4-4 on the right, 2-6 on the left, 1-5 on the down claiming 15, 1-1 on the down, 0-6 on the left claiming 10, 1-4 on the right, 1-3 on the right, 0-0 on the left claiming 5" are played from seat 1
    Then the scores are 210 and 245
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-6 2-2 3-3 3-6 5-5 5-6 6-6                             |
      | 1        | 0-3 0-4 1-3 2-4 2-5 4-5 4-6                             |
      | boneyard | 1-5 2-6 0-2 2-3 4-4 0-1 3-5 0-5 3-4 1-2 1-1 1-6 0-0 1-4 |
    And the moves "4-5, 5-6 on the right claiming 10, 4-6 on the right, draw, draw, draw, draw, draw, 4-4 on the left, 2-4 on the right, 2-3 on the right, 1-3 on the right, 1-5 on the right, 2-5 on the right, 2-2 on the right, 0-4 on the left, 0-2 on the right, 0-3 on the left" are played from seat 1
    Then the scores are 220 and 245
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-4 0-5 0-6 1-2 4-4 4-6                             |
      | 1        | 1-4 1-6 2-4 2-5 3-4 3-6 5-5                             |
      | boneyard | 1-5 6-6 2-2 3-5 2-3 0-1 0-0 1-3 4-5 3-3 1-1 2-6 0-3 5-6 |
    And the moves "3-4, 4-6 on the right, 1-6 on the right, 1-2 on the right, muggins" are played from seat 1
    Then the scores are 220 and 250
    And the hand is not over
    And the match is not over
    And seat 1 is to play

  @id:seat-all-fives-2-out-nothing-match-end-target-001 @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: the out-nothing variant of all-fives at 2 players: a match played out to 250 is won by seat 0
    Given the "all-fives" rules for 2 players with score.out = nothing
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 0-1 1-3 1-4 1-6 3-5 4-4 6-6                             |
      | 1        | 1-1 1-2 3-4 3-6 4-5 4-6 5-6                             |
      | boneyard | 0-2 0-5 2-2 0-0 2-6 3-3 2-4 2-5 5-5 1-5 0-4 0-6 2-3 0-3 |
    When the moves "6-6, 3-6 on the left, muggins, 3-5 on the left, 5-6 on the left, 1-6 on the left, 1-1 on the left, 1-4 on the left, 4-5 on the left, draw, draw, 0-5 on the left, 4-6 on the right, 0-2 on the left, 1-2 on the left claiming 5, 4-4 on the right, 3-4 on the right" are played from seat 0
    Then the scores are 15 and 5
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-6 1-2 1-6 2-6 4-4 5-6                             |
      | 1        | 0-3 1-4 2-3 3-3 3-4 3-5 3-6                             |
      | boneyard | 4-5 2-4 4-6 1-3 6-6 1-1 0-0 5-5 1-5 0-4 2-2 2-5 0-2 0-5 |
    And the moves "2-3 claiming 5, 1-2 on the left, 3-4 on the right, muggins, 1-6 on the left claiming 10, 3-6 on the left, 4-4 on the right, 3-3 on the left, draw, 4-5 on the right, 1-4 on the down, 5-6 on the right, 3-5 on the left, 2-6 on the right, draw, 2-4 on the up, 0-1 on the down, 0-3 on the down" are played from seat 1
    Then the scores are 30 and 10
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-3 1-5 2-3 2-4 3-6 4-6 6-6                             |
      | 1        | 0-2 0-4 1-4 3-4 4-5 5-5 5-6                             |
      | boneyard | 1-2 2-2 0-6 3-3 0-5 4-4 1-1 0-0 2-6 1-3 3-5 0-1 2-5 1-6 |
    And the moves "3-4, 2-3 on the left, 0-2 on the left, 0-3 on the left, 1-4 on the right, 3-6 on the left, 5-6 on the left, 1-5 on the right claiming 10, 5-5 on the left claiming 15, draw, draw, draw, draw, draw, 0-5 on the left, 4-5 on the right, 0-6 on the left claiming 10, 0-4 on the right" are played from seat 1
    Then the scores are 50 and 25
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-2 1-1 2-2 2-4 3-4 4-5                             |
      | 1        | 0-0 0-3 0-6 2-3 3-3 3-6 4-4                             |
      | boneyard | 1-4 6-6 1-3 0-4 0-5 3-5 2-6 5-6 5-5 1-5 4-6 1-2 1-6 2-5 |
    And the moves "0-3, 3-4 on the right, 0-6 on the left claiming 10, 2-4 on the right, 3-6 on the left, 0-2 on the right, 3-3 on the left, 0-1 on the right, 2-3 on the left, 1-1 on the right, draw, 1-4 on the right, 2-2 on the left, 4-4 on the right, 4-5 on the right" are played from seat 1
    Then the scores are 50 and 35
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-6 1-1 2-3 3-5 3-6 4-4                             |
      | 1        | 0-0 0-2 1-3 1-6 3-4 5-5 5-6                             |
      | boneyard | 1-2 1-4 0-3 2-2 2-6 4-6 3-3 1-5 6-6 2-4 4-5 0-1 2-5 0-5 |
    And the moves "4-4, 3-4 on the right, 0-4 on the left, 0-0 on the left, 3-5 on the right claiming 5, 5-5 on the right, muggins, 0-6 on the left, 5-6 on the right, 3-6 on the left, 1-6 on the right, 2-3 on the left, 1-3 on the right claiming 5, draw, 1-2 on the left, draw, 1-4 on the up, muggins, 1-1 on the up" are played from seat 0
    Then the scores are 70 and 40
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 0-6 1-5 3-6 4-5 4-6 6-6                             |
      | 1        | 0-1 0-3 1-4 2-2 2-4 2-6 4-4                             |
      | boneyard | 1-1 1-6 5-6 0-5 1-2 5-5 1-3 0-0 2-5 2-3 3-4 0-2 3-5 3-3 |
    And the moves "1-5, 1-4 on the left, 4-5 on the left, muggins, draw, draw, draw, 5-6 on the right, 6-6 on the right, 2-6 on the right, 4-6 on the down, 4-4 on the down claiming 15, 0-4 on the down, 2-2 on the right, 0-6 on the down claiming 15, 2-4 on the right claiming 15, 3-6 on the down" are played from seat 0
    Then the scores are 85 and 80
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 0-6 1-5 2-3 3-4 5-5 5-6                             |
      | 1        | 0-0 0-1 0-3 1-6 2-2 3-5 6-6                             |
      | boneyard | 2-4 1-4 4-4 2-6 1-1 4-5 0-4 1-2 3-6 4-6 2-5 1-3 3-3 0-2 |
    And the moves "5-5 claiming 10, 3-5 on the right, 0-5 on the left, 0-1 on the left, 1-5 on the down claiming 5, 1-6 on the down claiming 10, 0-6 on the down, 0-3 on the down, 3-4 on the down, draw, 2-4 on the down, 2-3 on the right claiming 5, 2-2 on the right, 5-6 on the up" are played from seat 0
    Then the scores are 105 and 90
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-4 1-5 3-3 4-4 4-6 5-6                             |
      | 1        | 0-0 0-3 1-3 2-3 2-4 2-6 3-6                             |
      | boneyard | 1-2 0-6 2-5 3-5 0-5 1-6 4-5 1-4 3-4 0-2 1-1 5-5 2-2 6-6 |
    And the moves "4-6 claiming 10, 2-6 on the right, 0-4 on the left, 0-0 on the left, 0-1 on the left, 1-3 on the left claiming 5, 3-3 on the left, 2-4 on the right, muggins, 4-4 on the right, 0-3 on the up, draw, draw, 0-6 on the down, 3-6 on the up, 5-6 on the down, muggins, 2-3 on the left" are played from seat 0
    Then the scores are 125 and 120
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-6 1-1 1-5 2-2 4-6 5-5                             |
      | 1        | 0-4 0-5 1-3 2-5 3-3 4-4 5-6                             |
      | boneyard | 0-0 3-5 4-5 3-6 1-4 2-6 1-2 0-1 3-4 0-3 1-6 2-3 6-6 2-4 |
    And the moves "4-4, 4-6 on the left, 5-6 on the left, 5-5 on the left, 2-5 on the left, muggins, 2-2 on the left, 0-4 on the right, 0-6 on the right, draw, draw, draw, 4-5 on the down, muggins, 1-5 on the down, 1-3 on the down, 0-2 on the left, 3-5 on the down, draw, 3-6 on the right, 0-5 on the down, draw, 1-4 on the up, 0-0 on the left, 1-1 on the up" are played from seat 1
    Then the scores are 150 and 120
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-4 1-1 3-4 3-5 3-6 4-5 5-6                             |
      | 1        | 0-2 0-3 2-4 3-3 4-4 5-5 6-6                             |
      | boneyard | 0-1 1-6 4-6 1-3 1-5 2-3 2-6 1-2 0-6 1-4 2-2 0-5 0-0 2-5 |
    And the moves "3-5, 0-3 on the left, muggins, 4-5 on the right, 2-4 on the right, 0-4 on the left, 4-4 on the left, 3-4 on the left claiming 5, 3-3 on the left, 3-6 on the left, 6-6 on the left, 5-6 on the left, 0-2 on the right, draw, 0-1 on the right, 5-5 on the left" are played from seat 0
    Then the scores are 160 and 120
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-3 1-4 2-5 3-5 6-6                             |
      | 1        | 0-1 1-1 1-5 1-6 2-2 4-5 4-6                             |
      | boneyard | 3-4 3-3 0-6 2-4 0-5 3-6 4-4 5-5 0-4 2-6 2-3 1-3 5-6 1-2 |
    And the moves "2-2, 2-5 on the left, 4-5 on the left, 1-4 on the left, 1-6 on the left, 6-6 on the left, 4-6 on the left, 0-2 on the right, 0-1 on the right claiming 5, draw, 3-4 on the left, 1-1 on the right claiming 5, 3-5 on the left, 1-5 on the right" are played from seat 1
    Then the scores are 160 and 130
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-2 0-3 0-6 1-3 2-4 5-5                             |
      | 1        | 0-1 1-1 1-4 2-3 3-6 4-5 6-6                             |
      | boneyard | 3-5 1-2 2-6 2-2 1-5 3-4 0-4 4-4 3-3 2-5 4-6 5-6 0-5 1-6 |
    And the moves "2-3, 0-2 on the left, 0-1 on the left, 1-3 on the left, 3-6 on the right, 0-3 on the left, 6-6 on the right, 0-0 on the left, draw, draw, draw, 2-6 on the right, 0-6 on the down, 1-2 on the right, draw, draw, 1-5 on the right, 3-5 on the right, draw, 3-4 on the right, 4-5 on the right, 5-5 on the right, muggins, draw, 0-4 on the down, 2-4 on the down, draw, draw, draw, 2-5 on the down, draw, 4-6 on the up, 1-4 on the up, draw, 5-6 on the down, 1-1 on the up, draw, 0-5 on the right, draw, 1-6 on the down" are played from seat 1
    Then the scores are 170 and 140
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-0 0-1 1-2 1-3 3-5 3-6 4-5                             |
      | 1        | 0-4 1-4 2-2 2-3 2-4 2-5 3-3                             |
      | boneyard | 1-5 5-6 0-6 5-5 1-1 0-2 0-5 2-6 1-6 3-4 6-6 4-4 0-3 4-6 |
    And the moves "3-6, 3-3 on the left, 3-5 on the left, 2-3 on the up, 1-3 on the down, 2-2 on the up, 0-1 on the down, 2-5 on the left, 1-2 on the left, 0-4 on the down, 4-5 on the down, 2-4 on the up, draw, 1-5 on the left claiming 20, 1-4 on the up" are played from seat 0
    Then the scores are 190 and 140
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 1-2 1-3 2-3 2-6 3-3 4-5                             |
      | 1        | 0-6 1-1 1-6 2-2 3-5 4-4 6-6                             |
      | boneyard | 0-4 0-1 1-4 2-4 3-4 5-6 2-5 4-6 0-3 5-5 1-5 0-2 0-0 3-6 |
    And the moves "0-6, 2-6 on the right, 2-2 on the right, 0-5 on the left, 3-5 on the left, 2-3 on the right, draw, draw, draw, draw, 2-4 on the down, 3-3 on the right, 4-4 on the down, 1-3 on the right, 1-4 on the right, muggins, 4-5 on the down, 0-4 on the right, 1-2 on the up" are played from seat 1
    Then the scores are 205 and 140
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-5 0-6 1-1 1-2 2-3 5-6 6-6                             |
      | 1        | 0-0 0-3 1-4 1-5 2-2 3-3 4-5                             |
      | boneyard | 2-4 0-4 3-5 3-4 4-4 2-6 4-6 0-1 3-6 5-5 1-3 0-2 2-5 1-6 |
    And the moves "6-6, draw, draw, draw, draw, draw, draw, 2-6 on the left, 2-3 on the left claiming 15, 3-4 on the left, 5-6 on the right, 0-4 on the left claiming 5, 0-6 on the left, 4-5 on the right claiming 10, draw, 4-6 on the left, 1-4 on the left, 1-1 on the left, 4-4 on the right claiming 10, 1-2 on the left, 2-4 on the right, draw, draw, 3-6 on the down, 3-5 on the down, 0-5 on the down, 0-0 on the down, 0-1 on the down" are played from seat 0
    Then the scores are 220 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-5 0-6 1-3 2-2 3-4 6-6                             |
      | 1        | 0-0 0-3 3-5 3-6 4-4 4-5 4-6                             |
      | boneyard | 2-4 1-5 2-5 3-3 5-5 5-6 2-3 0-4 1-2 0-1 1-6 1-1 1-4 2-6 |
    And the moves "0-2, 0-3 on the left, 3-4 on the left, 4-4 on the left, 2-2 on the right, 4-5 on the left, 0-5 on the left, 4-6 on the up, 0-6 on the left, 3-6 on the up, 1-3 on the up, draw, 2-4 on the down, 6-6 on the left" are played from seat 0
    Then the scores are 220 and 165
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-1 0-6 1-5 3-3 3-4 3-5 3-6                             |
      | 1        | 0-0 0-2 2-2 2-3 4-4 4-5 4-6                             |
      | boneyard | 0-3 1-1 0-4 2-4 1-6 1-3 1-2 5-5 5-6 2-6 1-4 0-5 6-6 2-5 |
    And the moves "0-1, 0-0 on the left, 0-6 on the left, 4-6 on the left, 1-5 on the right, 4-4 on the left, 3-4 on the left, 0-2 on the up claiming 10, 3-5 on the right, 2-3 on the up, 3-6 on the up, draw, 0-3 on the right, 3-3 on the left" are played from seat 0
    Then the scores are 220 and 175
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-6 1-1 1-6 3-5 4-6 5-5                             |
      | 1        | 0-3 0-4 1-2 1-3 1-4 3-4 4-5                             |
      | boneyard | 2-3 1-5 0-5 4-4 3-6 2-6 0-0 2-5 6-6 2-4 5-6 2-2 0-1 3-3 |
    And the moves "3-5, 4-5 on the right, 4-6 on the right, 3-4 on the left, muggins, 1-6 on the right claiming 5, 1-4 on the right, draw, draw, draw, draw, 4-4 on the left, 0-4 on the right, 0-2 on the right claiming 10, 1-2 on the right, 1-5 on the right, draw, draw, draw, draw, 2-5 on the right claiming 10, 2-3 on the right, 3-6 on the right, 0-6 on the right, 0-0 on the right, 0-5 on the right, draw, draw, 2-4 on the left, 5-5 on the right, 2-6 on the left, draw, 5-6 on the right, 6-6 on the left, draw, draw, draw" are played from seat 0
    Then the scores are 245 and 191
    And the match is not over
    When the next hand is dealt:
      | seat     | tiles                                                   |
      | 0        | 0-2 0-3 0-4 0-5 2-3 4-5 5-5                             |
      | 1        | 1-6 2-2 2-5 2-6 3-4 4-4 5-6                             |
      | boneyard | 3-3 4-6 3-6 1-2 1-4 0-0 6-6 3-5 2-4 0-6 0-1 1-1 1-3 1-5 |
    And the moves "1-6, draw, draw, 4-6 on the right claiming 5, 4-4 on the right, 4-5 on the right, 3-4 on the down, 3-3 on the down, 5-6 on the right, 0-3 on the down, 2-6 on the right, 0-4 on the up, 2-2 on the right claiming 5, 0-2 on the up, 2-5 on the up claiming 10" are played from seat 1
    Then the scores are 250 and 206
    And the match is over, won by seat 0

