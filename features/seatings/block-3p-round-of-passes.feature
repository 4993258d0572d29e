# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 3 players with turn.block_recognised = round_of_passes

  Scenarios for the clauses that hold in the round-of-passes variant of block at 3 players and
  that no other scenario exercises there. The variant is an engine that ends a block only after
  every player has passed in turn (issue #32; 002's knocks). Each was found by playing seeded
  random legal hands on the reference engine under exactly these rules; every expected value
  (whose turn, the open ends, the pips, the scores) is the reference engine's answer at that
  point.

  @id:seat-block-3-round-of-passes-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked-tie.redeal @clause:end.redeal @clause:lead.after-tie.rotate
  Scenario: the round-of-passes variant of block at 3 players: the lightest hands tie at 8 pips and nobody wins
    Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
    And the deal:
      | seat | tiles               |
      | 0    | 0-1 0-6 1-3 2-3 4-4 |
      | 1    | 0-0 1-6 3-6 4-5 5-5 |
      | 2    | 0-2 1-5 2-4 3-5 6-6 |
    When the moves "6-6, 0-6 on the right, 0-0 on the right, 0-2 on the right, 2-3 on the right, 1-6 on the left, 1-5 on the left, 1-3 on the right, 4-5 on the left, 2-4 on the left, 0-1 on the right, pass, pass, pass" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 8, 19 and 8
    And a redeal is needed
    And the scores are 0, 0 and 0
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-1 0-5 3-3 4-5 4-6 |
      | 1    | 0-2 0-6 2-5 5-5 5-6 |
      | 2    | 0-3 0-4 2-3 3-4 3-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-3-round-of-passes-lead-next-hand-winner-001 @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: the round-of-passes variant of block at 3 players: seat 1 leads the hand after a hand won by seat 1
    Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
    And the deal:
      | seat | tiles               |
      | 0    | 0-0 0-2 0-6 1-3 1-5 |
      | 1    | 0-1 0-5 2-5 3-3 3-5 |
      | 2    | 0-3 1-1 2-2 2-4 5-5 |
    When the moves "5-5, 1-5 on the left, 0-1 on the left, 0-3 on the left, 1-3 on the left, 2-5 on the right, 2-2 on the right, 0-2 on the right, 0-5 on the right, 1-1 on the left, pass, 3-5 on the right, pass, pass, 3-3 on the right" are played from seat 2
    Then the scores are 0, 12 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-0 0-4 1-6 5-5 5-6 |
      | 1    | 0-2 0-6 2-4 4-5 4-6 |
      | 2    | 0-1 0-3 0-5 1-2 1-4 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-block-3-round-of-passes-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: the round-of-passes variant of block at 3 players: seat 0 leads the hand after a blocked hand won by seat 0
    Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
    And the deal:
      | seat | tiles               |
      | 0    | 0-4 1-1 1-2 5-5 5-6 |
      | 1    | 1-5 2-5 2-6 3-5 4-4 |
      | 2    | 0-1 0-2 1-3 3-3 3-4 |
    When the moves "5-5, 2-5 on the right, 0-2 on the right, 5-6 on the left, 2-6 on the left, 0-1 on the right, 1-2 on the right, pass, pass, pass" are played from seat 0
    Then the scores are 27, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-1 0-4 1-2 3-6 5-5 |
      | 1    | 0-2 0-5 0-6 1-4 2-6 |
      | 2    | 1-1 1-3 1-5 3-3 4-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-3-round-of-passes-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked.lightest-hand @clause:score.blocked.diff-each @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: the round-of-passes variant of block at 3 players: seat 1 wins the blocked hand and scores 30
    Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
    And the deal:
      | seat | tiles               |
      | 0    | 1-1 1-6 2-4 3-3 6-6 |
      | 1    | 0-0 0-3 1-3 2-6 3-5 |
      | 2    | 0-2 0-4 2-2 4-4 4-6 |
    When the moves "6-6, 2-6 on the right, 2-2 on the right, 1-6 on the left, 1-3 on the left, 0-2 on the right, 3-3 on the left, 0-3 on the right, pass, pass, 3-5 on the right, pass, pass, pass" are played from seat 0
    Then the hand is blocked and won by seat 1
    And the boneyard holds 13 tiles
    And the pips left are 8, 0 and 22
    And the hand scores 30 points
    And the scores are 0, 30 and 0

  @id:seat-block-3-round-of-passes-match-carry-001 @clause:match.carry
  Scenario: the round-of-passes variant of block at 3 players: the second hand's 22 points are added to the first hand's scores
    Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
    And the deal:
      | seat | tiles               |
      | 0    | 0-4 1-1 1-2 5-5 5-6 |
      | 1    | 1-5 2-5 2-6 3-5 4-4 |
      | 2    | 0-1 0-2 1-3 3-3 3-4 |
    When the moves "5-5, 2-5 on the right, 0-2 on the right, 5-6 on the left, 2-6 on the left, 0-1 on the right, 1-2 on the right, pass, pass, pass" are played from seat 0
    Then the scores are 27, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-1 0-4 1-2 3-6 5-5 |
      | 1    | 0-2 0-5 0-6 1-4 2-6 |
      | 2    | 1-1 1-3 1-5 3-3 4-6 |
    And the moves "5-5, 0-5 on the left, 1-5 on the right, 0-4 on the left, 1-4 on the left, 1-1 on the right, 0-1 on the left, 0-2 on the left, 1-3 on the right, 3-6 on the right, 2-6 on the right, pass, 1-2 on the right" are played from seat 0
    Then the hand scores 22 points
    And the scores are 49, 0 and 0

  @id:seat-block-3-round-of-passes-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: the round-of-passes variant of block at 3 players: a match played out to 61 is won by seat 1
    Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
    And the deal:
      | seat | tiles               |
      | 0    | 1-3 2-4 2-5 2-6 4-4 |
      | 1    | 0-0 0-2 0-6 2-3 4-6 |
      | 2    | 1-5 1-6 2-2 3-3 3-5 |
    When the moves "4-4, 4-6 on the left, 1-6 on the left, 1-3 on the left, 2-3 on the left, 2-2 on the left, 2-4 on the right, 0-2 on the right, pass, 2-5 on the left, 0-6 on the right, 1-5 on the left, 2-6 on the right" are played from seat 0
    Then the scores are 14, 0 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-3 2-5 4-4 4-5 6-6 |
      | 1    | 0-1 1-6 3-4 3-6 5-5 |
      | 2    | 0-5 0-6 1-4 2-2 2-4 |
    And the moves "4-4, 3-4 on the left, 1-4 on the right, 0-3 on the left, 1-6 on the right, 0-6 on the left, 6-6 on the left, 3-6 on the right, pass, pass, pass" are played from seat 0
    Then the scores are 14, 9 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-5 1-3 3-3 3-4 3-5 |
      | 1    | 0-0 1-1 1-5 2-2 2-3 |
      | 2    | 0-3 1-2 2-6 3-6 5-6 |
    And the moves "1-5, 1-2 on the left, 3-5 on the right, 2-3 on the left, 3-6 on the right, 3-3 on the left, pass, 2-6 on the right, 1-3 on the left, 1-1 on the left, pass, pass, 2-2 on the right, pass, pass, pass" are played from seat 1
    Then the scores are 14, 35 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-2 0-6 1-2 3-3 3-4 |
      | 1    | 1-4 1-5 2-3 2-6 6-6 |
      | 2    | 0-5 1-6 3-6 5-5 5-6 |
    And the moves "6-6, 1-6 on the right, 0-6 on the left, 1-4 on the right, 0-5 on the left, 3-4 on the right, 1-5 on the left, 3-6 on the right, 1-2 on the left, 2-3 on the left, 5-6 on the right, 3-3 on the left, pass, 5-5 on the right" are played from seat 1
    Then the scores are 14, 35 and 10
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-6 2-2 3-4 4-5 4-6 |
      | 1    | 1-3 1-5 2-3 2-5 6-6 |
      | 2    | 0-1 0-4 2-4 2-6 4-4 |
    And the moves "4-4, 4-5 on the right, 1-5 on the right, 0-1 on the right, 3-4 on the left, 1-3 on the left, 0-4 on the right, 4-6 on the right, 6-6 on the right, 2-6 on the right, 2-2 on the right, 2-5 on the right, pass, pass, pass" are played from seat 2
    Then the scores are 14, 37 and 10
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-6 2-2 2-3 5-5 5-6 |
      | 1    | 0-1 0-6 1-1 1-5 4-4 |
      | 2    | 1-3 2-5 2-6 3-5 6-6 |
    And the moves "1-5, 2-5 on the right, 1-6 on the left, 0-6 on the left, 2-6 on the right, 5-6 on the right, 0-1 on the left, 3-5 on the right, 2-3 on the right, 1-1 on the left, 1-3 on the left, 2-2 on the right, pass, pass, pass" are played from seat 1
    Then the scores are 14, 43 and 10
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 0-0 0-6 2-3 4-4 6-6 |
      | 1    | 1-1 1-2 1-6 2-5 5-6 |
      | 2    | 0-3 0-5 2-2 2-4 5-5 |
    And the moves "2-5, 2-4 on the left, 4-4 on the left, 5-6 on the right, pass, 0-6 on the right, pass, 0-5 on the right, pass, pass, 5-5 on the right, pass, pass, pass" are played from seat 1
    Then the scores are 14, 43 and 25
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-4 1-5 1-6 2-2 3-5 |
      | 1    | 0-0 0-4 1-3 5-6 6-6 |
      | 2    | 0-2 1-2 4-4 4-6 5-5 |
    And the moves "1-2, 1-4 on the left, 0-4 on the left, 0-2 on the left, 2-2 on the right, pass, pass, pass" are played from seat 2
    Then the scores are 27, 43 and 25
    And the match is not over
    When the next hand is dealt:
      | seat | tiles               |
      | 0    | 1-4 1-5 3-5 3-6 6-6 |
      | 1    | 0-2 0-4 0-6 2-2 2-6 |
      | 2    | 0-1 1-3 3-3 3-4 5-6 |
    And the moves "1-5, pass, 5-6 on the right, 1-4 on the left, 2-6 on the right, 3-4 on the left, 3-5 on the left, 2-2 on the right, pass, pass, 0-2 on the right, 0-1 on the right, pass, pass, 1-3 on the right, 3-6 on the right, 0-6 on the right, pass, pass, 0-4 on the right" are played from seat 0
    Then the scores are 27, 61 and 25
    And the match is over, won by seat 1

