# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "partnership" rules for 4 players with lead.forced_tile = false, score.blocked = winner_takes_all

  Scenarios for the clauses that hold in the openspiel-team variant of partnership at 4 players
  and that no other scenario exercises there. The variant is the game OpenSpiel's
  python_team_dominoes plays (adapters/openspiel_team.py). Each was found by playing seeded
  random legal hands on the reference engine under exactly these rules; every expected value
  (whose turn, the open ends, the pips, the scores) is the reference engine's answer at that
  point.

  @id:seat-partnership-4-openspiel-team-end-blocked-tie-no-score-001 @clause:end.blocked-tie.no-score @clause:end.blocked @clause:lead.after-tie.rotate @clause:lead.any-tile
  Scenario: the openspiel-team variant of partnership at 4 players: the lightest hands tie at 2 pips and nobody wins
    Given the "partnership" rules for 4 players with lead.forced_tile = false, score.blocked = winner_takes_all
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 0-4 1-1 1-4 2-6 5-5 6-6 |
      | 1    | 0-3 1-2 1-3 1-6 2-5 3-5 3-6 |
      | 2    | 0-0 0-6 2-3 2-4 3-4 4-6 5-6 |
      | 3    | 0-2 0-5 1-5 2-2 3-3 4-4 4-5 |
    When the moves "6-6, pass, 5-6 on the right, 2-5 on the right, 2-6 on the right, pass, 4-6 on the right, 3-6 on the left, 1-4 on the right, 3-3 on the left, 2-3 on the left, 1-6 on the right, pass, 2-2 on the left, 0-6 on the right, 0-3 on the right, pass, 0-2 on the left, 0-0 on the left, 3-5 on the right, 5-5 on the right, 0-5 on the right, pass, pass, 0-4 on the left, 4-5 on the left, pass, pass, 0-1 on the right, 1-5 on the right" are played from seat 0
    Then the hand is blocked with no winner
    And the pips left are 2, 7, 13 and 8
    And the status is hand_over
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-5 0-6 1-2 2-3 4-5 5-6 |
      | 1    | 0-1 1-4 1-5 2-4 3-5 4-6 5-5 |
      | 2    | 0-3 0-4 1-1 2-5 2-6 3-4 6-6 |
      | 3    | 0-2 1-3 1-6 2-2 3-3 3-6 4-4 |
    Then seat 3 is to lead
    And seat 3 may lead any tile
    When the moves "3-6, 2-6 on the right, 2-4 on the right, 2-3 on the left, 4-4 on the right, 2-5 on the left, 1-5 on the left, 4-5 on the right, 1-3 on the left, 3-4 on the left, 4-6 on the left, 0-6 on the left, 0-2 on the left, pass, 3-5 on the right, 1-2 on the left, 1-6 on the left, 6-6 on the left, pass, 5-6 on the left, 3-3 on the right, 0-3 on the right, 5-5 on the left, 0-5 on the left, pass, 0-4 on the right, 1-4 on the right, 0-0 on the left" are played from seat 3
    Then the scores are 5 and 0

  @id:seat-partnership-4-openspiel-team-match-carry-001 @clause:match.carry
  Scenario: the openspiel-team variant of partnership at 4 players: the second hand's 28 points are added to the first hand's scores
    Given the "partnership" rules for 4 players with lead.forced_tile = false, score.blocked = winner_takes_all
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-6 1-5 2-3 2-5 4-6 5-6 |
      | 1    | 0-0 0-1 0-3 1-1 1-4 2-4 5-5 |
      | 2    | 0-4 1-3 1-6 3-5 3-6 4-4 6-6 |
      | 3    | 0-5 1-2 2-2 2-6 3-3 3-4 4-5 |
    When the moves "4-4, 1-4 on the right, 4-6 on the left, 2-6 on the left, 1-6 on the right, 2-4 on the left, 5-6 on the right, 4-5 on the left, 3-5 on the right, 0-3 on the right, 2-5 on the left, 2-2 on the left, 0-4 on the right, pass, 2-3 on the left, 3-3 on the left, 1-3 on the left, 1-1 on the left, 1-5 on the left, 3-4 on the right, 3-6 on the right, 5-5 on the left, 0-6 on the right, 0-5 on the left, pass, 0-1 on the left, 0-2 on the right" are played from seat 2
    Then the scores are 3 and 0
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-3 2-2 2-3 3-4 3-5 6-6 |
      | 1    | 0-4 0-6 1-1 1-5 2-5 2-6 5-5 |
      | 2    | 0-5 1-2 1-3 1-4 2-4 4-4 4-6 |
      | 3    | 0-1 0-2 1-6 3-3 3-6 4-5 5-6 |
    And the moves "0-4, 3-4 on the right, 0-2 on the left, 2-4 on the left, pass, 0-3 on the right, 4-5 on the left, 0-5 on the right, 2-5 on the left, 3-5 on the right, 3-3 on the right, 1-2 on the left, 1-5 on the left, 2-3 on the right, 5-6 on the left, 4-6 on the left, 2-6 on the right, 6-6 on the right, 1-6 on the right, 1-4 on the right, pass, pass, pass, 4-4 on the left" are played from seat 1
    Then the hand scores 28 points
    And the scores are 31 and 0

  @id:seat-partnership-4-openspiel-team-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: the openspiel-team variant of partnership at 4 players: a match played out to 100 is won by seats 1 and 3
    Given the "partnership" rules for 4 players with lead.forced_tile = false, score.blocked = winner_takes_all
    And the deal:
      | seat | tiles                       |
      | 0    | 0-5 0-6 1-2 2-5 2-6 3-5 3-6 |
      | 1    | 0-1 0-3 1-3 1-5 1-6 2-2 6-6 |
      | 2    | 0-4 1-1 1-4 2-3 2-4 4-5 5-5 |
      | 3    | 0-0 0-2 3-3 3-4 4-4 4-6 5-6 |
    When the moves "1-6, 1-2 on the left, 0-2 on the left, 0-4 on the left, 6-6 on the right, 3-6 on the right, 4-4 on the left, 4-5 on the left, 1-5 on the left, 3-5 on the right, 5-6 on the right, 1-1 on the left, 1-3 on the left, 2-6 on the right, 3-3 on the left, 2-4 on the right, 0-3 on the left, 0-6 on the left, 3-4 on the right, 2-3 on the right, 2-2 on the right, 2-5 on the right, 4-6 on the left, 1-4 on the left, 0-1 on the left" are played from seat 1
    Then the scores are 0 and 15
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 1-1 1-4 1-6 2-5 3-4 5-5 |
      | 1    | 0-4 0-5 1-2 1-3 2-6 3-5 5-6 |
      | 2    | 0-3 0-6 2-3 3-3 3-6 4-4 4-5 |
      | 3    | 0-0 0-1 1-5 2-2 2-4 4-6 6-6 |
    And the moves "3-4, 2-4 on the right, 0-3 on the left, 0-5 on the left, 0-2 on the right, 1-5 on the left, 0-6 on the right, 1-3 on the left, 1-6 on the right, 0-1 on the right, 3-6 on the left, 0-4 on the right, 1-4 on the right, 4-6 on the left, 4-4 on the left, 1-2 on the right, 2-5 on the right, pass, 4-5 on the left, 3-5 on the right, 5-5 on the left, pass, 3-3 on the right, 5-6 on the left, pass, 6-6 on the left, 2-3 on the right" are played from seat 0
    Then the scores are 12 and 15
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-1 0-3 0-6 2-4 5-6 6-6 |
      | 1    | 0-2 1-1 1-3 2-2 2-3 3-4 5-5 |
      | 2    | 0-4 1-4 1-5 1-6 2-6 3-5 4-4 |
      | 3    | 0-5 1-2 2-5 3-3 3-6 4-5 4-6 |
    And the moves "1-2, 1-5 on the left, 2-3 on the right, 5-6 on the left, 3-6 on the right, 2-6 on the right, 0-2 on the right, 0-3 on the right, 3-3 on the right, 3-5 on the right, 5-5 on the right, 6-6 on the left, 4-5 on the right, 0-4 on the right, pass, 0-6 on the left, 0-5 on the left, pass, pass, 0-1 on the right, 2-5 on the left, 1-6 on the right, 2-2 on the left, 2-4 on the left, 4-6 on the left" are played from seat 3
    Then the scores are 12 and 28
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-6 1-2 3-3 3-4 3-5 5-6 |
      | 1    | 0-4 0-5 1-1 1-4 2-4 4-5 4-6 |
      | 2    | 0-3 1-5 1-6 2-5 2-6 4-4 6-6 |
      | 3    | 0-1 0-2 1-3 2-2 2-3 3-6 5-5 |
    And the moves "1-6, 1-1 on the left, 5-6 on the right, 0-1 on the left, 1-5 on the right, 0-4 on the left, 3-4 on the left, 1-3 on the right, 0-3 on the right, 0-5 on the right, 3-5 on the right, 2-3 on the right, 2-5 on the right, 4-5 on the right, 3-3 on the left, 3-6 on the left, 2-6 on the left, 2-4 on the left, pass, pass, 4-4 on the left, 1-4 on the left, 1-2 on the left, 0-2 on the left, pass, 4-6 on the right" are played from seat 2
    Then the scores are 12 and 46
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-6 1-5 1-6 4-4 4-6 5-5 |
      | 1    | 0-0 0-3 1-1 1-3 1-4 2-2 3-6 |
      | 2    | 0-1 0-4 1-2 2-4 2-5 3-3 3-5 |
      | 3    | 0-5 2-3 2-6 3-4 4-5 5-6 6-6 |
    And the moves "3-6, 4-6 on the right, 4-5 on the right, 3-5 on the left, pass, 5-5 on the left, 5-6 on the left, 2-5 on the right, 2-2 on the right, 1-6 on the left, 2-6 on the right, 1-2 on the left, pass, 0-6 on the right, 0-5 on the right, 2-4 on the left, 1-4 on the left, 1-5 on the left" are played from seat 1
    Then the scores are 45 and 46
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 1-6 3-4 3-5 3-6 4-6 5-5 |
      | 1    | 0-0 0-1 0-2 1-4 2-2 2-3 2-6 |
      | 2    | 0-6 1-2 1-3 1-5 2-4 4-4 4-5 |
      | 3    | 0-3 0-5 1-1 2-5 3-3 5-6 6-6 |
    And the moves "3-4, 0-3 on the left, 2-4 on the right, 2-2 on the right, 0-4 on the left, 2-5 on the right, 4-5 on the left, pass, 5-5 on the left, 0-5 on the left, 1-5 on the right, 1-4 on the right, 4-6 on the right, 6-6 on the right, 0-6 on the right, 0-0 on the right, pass, pass, pass, 0-2 on the left, pass, pass, 1-2 on the left, 0-1 on the left" are played from seat 0
    Then the scores are 45 and 82
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-0 0-5 1-1 1-6 3-5 4-6 5-6 |
      | 1    | 0-1 0-3 1-2 1-4 3-6 4-4 5-5 |
      | 2    | 0-4 0-6 1-5 2-2 2-3 3-3 6-6 |
      | 3    | 0-2 1-3 2-4 2-5 2-6 3-4 4-5 |
    And the moves "1-3, 3-3 on the right, 0-3 on the right, 0-5 on the right, 2-5 on the right, 1-5 on the left, 1-2 on the right, 1-6 on the right, 2-6 on the right, 2-2 on the right, 5-5 on the left, 3-5 on the left, 3-4 on the left, 2-3 on the right, 3-6 on the right, 5-6 on the right, 2-4 on the left, pass, pass, pass, 0-2 on the left, 0-6 on the left, pass, 4-6 on the left, 4-5 on the left" are played from seat 3
    Then the scores are 45 and 100
    And the match is over, won by seats 1 and 3

