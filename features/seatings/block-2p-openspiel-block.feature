# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score

  Scenarios for the clauses that hold in the openspiel-block variant of block at 2 players and
  that no other scenario exercises there. The variant is the game OpenSpiel's
  python_block_dominoes plays (adapters/openspiel_block.py). Each was found by playing seeded
  random legal hands on the reference engine under exactly these rules; every expected value
  (whose turn, the open ends, the pips, the scores) is the reference engine's answer at that
  point.

  @id:seat-block-2-openspiel-block-lead-double-order-highest-first-001 @clause:lead.double-order.highest-first @clause:lead.any-tile
  Scenario: the openspiel-block variant of block at 2 players: 6-6 is not dealt and seat 0 leads 5-5, the highest of the doubles 0-0, 2-2, 3-3, 4-4 and 5-5
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 0-4 0-6 2-2 3-3 3-4 4-5 5-5 |
      | 1    | 0-0 0-2 0-5 2-4 3-5 4-4 4-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-2-openspiel-block-lead-tie-break-higher-half-001 @clause:lead.tie-break.higher-half @clause:lead.first-hand.highest-double-else-heaviest
  Scenario: the openspiel-block variant of block at 2 players: equally heavy tiles compete for the lead and seat 1 wins it
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-6 1-4 2-3 2-4 2-6 4-5 |
      | 1    | 0-1 0-4 0-5 1-2 1-6 3-5 3-6 |
    Then seat 1 is to lead
    And seat 1 may lead any tile

  @id:seat-block-2-openspiel-block-lead-next-hand-winner-of-block-001 @clause:lead.next-hand.winner-of-block @clause:lead.next-hand.winner @clause:lead.any-tile
  Scenario: the openspiel-block variant of block at 2 players: seat 0 leads the hand after a blocked hand won by seat 0
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-1 1-6 3-3 3-4 3-5 4-4 |
      | 1    | 0-3 0-4 0-5 1-3 2-3 5-5 6-6 |
    When the moves "0-3, 0-1 on the left, 1-3 on the left, 3-5 on the left, 5-5 on the left, 3-3 on the right, 2-3 on the right, pass, 0-5 on the left, pass, 0-4 on the left, 4-4 on the left, pass, 3-4 on the left" are played from seat 1
    Then the scores are 12 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 2-3 2-6 3-4 3-5 3-6 6-6 |
      | 1    | 0-1 0-5 1-1 2-2 2-4 4-4 5-6 |
    Then seat 0 is to lead
    And seat 0 may lead any tile

  @id:seat-block-2-openspiel-block-end-blocked-boneyard-001 @clause:end.blocked.boneyard @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.winner-takes-all @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the openspiel-block variant of block at 2 players: seat 0 wins the blocked hand and scores 12
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 1-1 2-3 2-4 3-3 4-4 4-5 5-6 |
      | 1    | 0-4 0-6 1-3 1-5 2-2 3-4 6-6 |
    When the moves "0-6, 5-6 on the right, 1-5 on the right, 1-1 on the right, 0-4 on the left, 4-5 on the left, 1-3 on the right, 3-3 on the right, 3-4 on the right, 2-4 on the right, 2-2 on the right, 2-3 on the right" are played from seat 1
    Then the hand is blocked and won by seat 0
    And the boneyard holds 14 tiles
    And the pips left are 8 and 12
    And the hand scores 12 points
    And the scores are 12 and 0

  @id:seat-block-2-openspiel-block-end-blocked-tie-no-score-001 @clause:end.blocked-tie.no-score @clause:end.blocked @clause:lead.after-tie.rotate @clause:lead.any-tile
  Scenario: the openspiel-block variant of block at 2 players: the lightest hands tie at 12 pips and nobody wins
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 1-3 1-5 3-4 3-5 4-5 4-6 6-6 |
      | 1    | 2-2 2-3 2-4 2-6 3-3 3-6 5-5 |
    When the moves "4-5, 5-5 on the right, 4-6 on the left, 3-6 on the left, 1-3 on the left, pass, 3-5 on the right, 2-3 on the right, 1-5 on the left, 2-4 on the right, 3-4 on the right, 3-3 on the right" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 12 and 12
    And the status is hand_over
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-3 1-2 1-4 1-5 2-5 4-6 |
      | 1    | 0-4 0-6 1-6 2-6 3-3 5-6 6-6 |
    Then seat 1 is to lead
    And seat 1 may lead any tile
    When the moves "5-6, 4-6 on the right, 0-4 on the right, 0-3 on the right, 3-3 on the right, 2-5 on the left, 2-6 on the left, pass, 0-6 on the left, 0-0 on the left" are played from seat 1
    Then the scores are 19 and 0

  @id:seat-block-2-openspiel-block-score-first-hands-none-001 @clause:score.first-hands.none @clause:end.blocked @clause:end.blocked.lightest-hand @clause:score.blocked.winner-takes-all @clause:end.blocked.boneyard @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the openspiel-block variant of block at 2 players: seat 0 wins the blocked hand and scores 12 (score.first-hands.none)
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 1-1 2-3 2-4 3-3 4-4 4-5 5-6 |
      | 1    | 0-4 0-6 1-3 1-5 2-2 3-4 6-6 |
    When the moves "0-6, 5-6 on the right, 1-5 on the right, 1-1 on the right, 0-4 on the left, 4-5 on the left, 1-3 on the right, 3-3 on the right, 3-4 on the right, 2-4 on the right, 2-2 on the right, 2-3 on the right" are played from seat 1
    Then the hand is blocked and won by seat 0
    And the boneyard holds 14 tiles
    And the pips left are 8 and 12
    And the hand scores 12 points
    And the scores are 12 and 0

  @id:seat-block-2-openspiel-block-match-carry-001 @clause:match.carry
  Scenario: the openspiel-block variant of block at 2 players: the second hand's 21 points are added to the first hand's scores
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 1-1 1-6 3-3 3-4 3-5 4-4 |
      | 1    | 0-3 0-4 0-5 1-3 2-3 5-5 6-6 |
    When the moves "0-3, 0-1 on the left, 1-3 on the left, 3-5 on the left, 5-5 on the left, 3-3 on the right, 2-3 on the right, pass, 0-5 on the left, pass, 0-4 on the left, 4-4 on the left, pass, 3-4 on the left" are played from seat 1
    Then the scores are 12 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 2-3 2-6 3-4 3-5 3-6 6-6 |
      | 1    | 0-1 0-5 1-1 2-2 2-4 4-4 5-6 |
    And the moves "0-3, 0-5 on the left, 3-5 on the left, pass, 3-4 on the left, 2-4 on the left, 2-6 on the left, 5-6 on the left, 2-3 on the right, 2-2 on the right" are played from seat 0
    Then the hand scores 21 points
    And the scores are 12 and 21

  @id:seat-block-2-openspiel-block-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-sides
  Scenario: the openspiel-block variant of block at 2 players: a match played out to 100 is won by seat 0
    Given the "block" rules for 2 players with lead.forced_tile = false, score.blocked = winner_takes_all, score.blocked_tie = no_score
    And the deal:
      | seat | tiles                       |
      | 0    | 0-5 1-1 1-4 2-3 2-6 3-6 6-6 |
      | 1    | 0-0 0-1 0-6 1-5 3-4 3-5 4-6 |
    When the moves "2-6, 0-6 on the right, 0-5 on the right, 3-5 on the right, 3-6 on the right, 4-6 on the right, 1-4 on the right, 0-1 on the right, 2-3 on the left, 3-4 on the left, pass, 0-0 on the right" are played from seat 0
    Then the scores are 0 and 14
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-6 1-2 1-6 2-3 2-6 3-4 |
      | 1    | 0-4 1-1 1-3 1-5 3-5 4-5 4-6 |
    And the moves "1-5, 1-6 on the left, 3-5 on the right, 2-3 on the right, 4-6 on the left, 0-2 on the right, 0-4 on the right, 3-4 on the right, 1-3 on the right, 1-2 on the right, 4-5 on the left, 2-6 on the right, pass, 0-6 on the right" are played from seat 1
    Then the scores are 2 and 14
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-1 2-2 2-5 2-6 3-3 4-5 |
      | 1    | 0-5 1-2 1-3 1-4 1-6 2-4 6-6 |
    And the moves "2-5, 1-2 on the left, 4-5 on the right, 1-6 on the left, 2-6 on the left, 2-4 on the right, 2-2 on the right" are played from seat 0
    Then the scores are 28 and 14
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-3 1-5 2-2 4-4 4-5 5-6 |
      | 1    | 0-5 0-6 1-1 1-4 1-6 2-3 4-6 |
    And the moves "1-3, 1-1 on the left, 1-5 on the left, 2-3 on the right, 4-5 on the left, 4-6 on the left, 5-6 on the left, 0-5 on the left, 0-0 on the left, 0-6 on the left, 2-2 on the right, 1-6 on the left, pass, 1-4 on the left" are played from seat 0
    Then the scores are 28 and 22
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 1-2 1-6 2-4 2-5 3-3 3-4 |
      | 1    | 0-1 1-4 2-3 3-6 4-4 5-5 5-6 |
    And the moves "5-5, 2-5 on the left, 2-3 on the left, 3-3 on the left, 3-6 on the left, 1-6 on the left, 1-4 on the left, 2-4 on the left, 5-6 on the right, 1-2 on the left, 0-1 on the left, 0-3 on the left, pass, 3-4 on the left" are played from seat 1
    Then the scores are 36 and 22
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 1-6 3-3 3-6 4-4 4-5 5-6 |
      | 1    | 0-3 1-1 2-5 2-6 4-6 5-5 6-6 |
    And the moves "5-6, 5-5 on the left, 4-5 on the left, 4-6 on the left, 1-6 on the right, 1-1 on the right, 0-1 on the right, 2-6 on the left, pass, 0-3 on the right, 3-6 on the right, 6-6 on the right, pass, 2-5 on the left" are played from seat 0
    Then the scores are 36 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-2 1-1 2-3 2-5 3-4 5-6 |
      | 1    | 0-0 0-5 1-4 2-4 4-4 5-5 6-6 |
    And the moves "0-5, 5-6 on the right, 0-0 on the left, 0-2 on the left, 6-6 on the right, 2-3 on the left, pass, 3-4 on the left, 2-4 on the left, 2-5 on the left, 5-5 on the left" are played from seat 1
    Then the scores are 49 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-6 1-4 1-5 4-5 4-6 6-6 |
      | 1    | 1-3 1-6 2-2 3-3 3-6 5-5 5-6 |
    And the moves "1-4, 1-6 on the left, 0-6 on the left, pass, 0-0 on the left, pass, 4-6 on the right, 3-6 on the right, pass, 3-3 on the right, pass, 1-3 on the right, 1-5 on the right, 5-6 on the right, 6-6 on the right" are played from seat 0
    Then the scores are 63 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 1-3 1-6 2-2 3-5 4-5 4-6 |
      | 1    | 0-3 0-4 0-6 2-3 2-6 5-5 6-6 |
    And the moves "1-3, 0-3 on the right, 1-6 on the left, 0-4 on the right, 4-6 on the left, pass, 4-5 on the right, 5-5 on the right, 3-5 on the right, 2-3 on the right, 2-2 on the right, 2-6 on the right, pass, 6-6 on the right, pass, 0-6 on the right" are played from seat 0
    Then the scores are 63 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-3 0-4 0-6 1-2 1-5 6-6 |
      | 1    | 1-3 1-4 2-2 2-5 2-6 3-4 3-6 |
    And the moves "1-4, 0-4 on the right, 1-3 on the left, 0-3 on the right, 3-6 on the right, 6-6 on the right, 3-4 on the left, 0-6 on the right, pass, 0-0 on the right" are played from seat 1
    Then the scores are 82 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-2 1-4 2-4 2-5 3-5 4-5 6-6 |
      | 1    | 0-2 0-3 0-4 1-3 1-6 3-3 4-6 |
    And the moves "4-5, 4-6 on the left, 2-5 on the right, 0-2 on the right, 6-6 on the left, 0-3 on the right, 3-5 on the right, 1-6 on the left, 1-4 on the left, 0-4 on the left" are played from seat 0
    Then the scores are 92 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-1 0-3 0-5 1-2 1-5 3-3 4-5 |
      | 1    | 0-2 1-3 1-6 2-4 4-4 5-6 6-6 |
    And the moves "0-3, 0-2 on the left, 1-2 on the left, 1-3 on the right, 1-5 on the left, 5-6 on the left, 0-1 on the right, 6-6 on the left, 0-5 on the right, 1-6 on the left, 4-5 on the right, 2-4 on the right" are played from seat 0
    Then the scores are 100 and 36
    And the match is over, won by seat 0

