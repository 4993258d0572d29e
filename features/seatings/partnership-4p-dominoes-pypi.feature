# Written by `python -m conformance.seatings`; regenerate it rather than edit it.
Feature: Seatings: the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader

  Scenarios for the clauses that hold in the dominoes-pypi variant of partnership at 4 players
  and that no other scenario exercises there. The variant is the game the PyPI package dominoes
  6.1.0 plays (adapters/dominoes_pypi.py). Each was found by playing seeded random legal hands
  on the reference engine under exactly these rules; every expected value (whose turn, the open
  ends, the pips, the scores) is the reference engine's answer at that point.

  @id:seat-partnership-4-dominoes-pypi-equipment-tile-pips-001 @clause:equipment.tile.pips @clause:end.going-out @clause:end.going-out.partnership @clause:score.out.all-other-hands @clause:deal.teams.opposite @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the dominoes-pypi variant of partnership at 4 players: seat 3 goes out and scores 37
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 0-5 1-2 1-4 1-6 2-6 3-4 |
      | 1    | 0-3 0-6 1-1 2-3 3-5 4-4 5-5 |
      | 2    | 0-0 0-2 0-4 1-5 2-4 2-5 4-6 |
      | 3    | 1-3 2-2 3-3 3-6 4-5 5-6 6-6 |
    When the moves "6-6, 1-6 on the left, 0-6 on the right, 0-4 on the right, 4-5 on the right, 1-2 on the left, 2-3 on the left, 2-5 on the right, 3-6 on the left, 2-6 on the right, pass, 4-6 on the right, 5-6 on the left, 3-4 on the right, 3-5 on the left, pass, 3-3 on the right, pass, 0-3 on the right, 0-2 on the right, 2-2 on the right, pass, pass, 2-4 on the right, 1-3 on the left" are played from seat 3
    Then seat 3 goes out and wins the hand
    And the hand is won by the team of seats 1 and 3
    And the pips left are 11, 20, 6 and 0
    And the hand scores 37 points
    And the scores are 0 and 37

  @id:seat-partnership-4-dominoes-pypi-lead-any-tile-001 @clause:lead.any-tile @clause:end.blocked @clause:end.blocked-tie.no-score @clause:lead.after-tie.same-leader
  Scenario: the dominoes-pypi variant of partnership at 4 players: the lightest hands tie at 3 pips and nobody wins
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 0-3 0-5 2-2 2-5 3-4 3-6 |
      | 1    | 0-1 0-4 1-2 2-3 2-4 4-6 5-6 |
      | 2    | 0-0 0-6 1-1 1-5 1-6 2-6 6-6 |
      | 3    | 1-3 1-4 3-3 3-5 4-4 4-5 5-5 |
    When the moves "6-6, pass, 3-6 on the right, 2-3 on the right, 0-6 on the left, pass, 0-2 on the left, 2-4 on the left, 2-6 on the right, 4-5 on the left, 0-5 on the left, 5-6 on the right, 0-0 on the left, 3-5 on the right, 0-3 on the left, pass, pass, 1-3 on the left, 3-4 on the right, 0-1 on the left, pass, 1-4 on the right, pass, 0-4 on the left, 1-6 on the right, 4-4 on the left, pass, 4-6 on the left" are played from seat 2
    Then the hand is blocked with no winner
    And the pips left are 11, 3, 8 and 16
    And the status is hand_over
    And the scores are 0 and 0
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-4 1-6 2-3 2-4 3-4 4-5 6-6 |
      | 1    | 0-0 0-2 0-5 1-1 1-2 2-5 5-5 |
      | 2    | 0-3 0-6 1-3 2-6 3-3 3-5 5-6 |
      | 3    | 0-1 1-4 1-5 2-2 3-6 4-4 4-6 |
    Then seat 2 is to lead
    And seat 2 may lead any tile
    When the moves "2-6, 4-6 on the right, 2-3 on the left, pass, 1-3 on the left, 1-4 on the right, 1-6 on the right, 1-1 on the left, 0-6 on the right, 1-5 on the left, 4-5 on the left, 0-2 on the right, pass, 4-4 on the left, 2-4 on the left, 2-5 on the left, 5-6 on the left, 2-2 on the right, 6-6 on the left, 1-2 on the right, pass, 3-6 on the left, 3-4 on the left, pass, pass, 0-1 on the right" are played from seat 2
    Then the scores are 0 and 36

  @id:seat-partnership-4-dominoes-pypi-end-going-out-precedes-block-001 @clause:end.going-out-precedes-block @clause:end.going-out @clause:end.going-out.partnership @clause:score.out.all-other-hands @clause:deal.teams.opposite @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.side @clause:score.winner-only
  Scenario: the dominoes-pypi variant of partnership at 4 players: seat 2 goes out with a tile that also blocks the line, and scores 60
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 1-2 1-3 1-4 2-2 2-4 3-6 4-6 |
      | 1    | 1-1 1-6 2-3 3-3 3-4 3-5 4-4 |
      | 2    | 0-0 0-1 0-3 0-5 0-6 2-6 6-6 |
      | 3    | 0-2 0-4 1-5 2-5 4-5 5-5 5-6 |
    When the moves "6-6, 5-6 on the right, 4-6 on the left, 3-5 on the right, 0-3 on the right, 0-4 on the left, pass, pass, 0-6 on the left, 0-2 on the right, 3-6 on the left, 2-3 on the left, 2-6 on the left, 2-5 on the right, pass, 1-6 on the left, 0-1 on the left, 5-5 on the right, pass, pass, 0-5 on the right, pass, pass, pass, 0-0 on the left" are played from seat 2
    Then seat 2 goes out and wins the hand
    And the hand is won by the team of seats 0 and 2
    And the pips left are 22, 23, 0 and 15
    And the hand scores 60 points
    And the scores are 60 and 0

  @id:seat-partnership-4-dominoes-pypi-end-blocked-lightest-team-001 @clause:end.blocked.lightest-team @clause:end.blocked @clause:score.blocked.all-pips @clause:deal.teams.opposite @clause:equipment.hand.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only
  Scenario: the dominoes-pypi variant of partnership at 4 players: seat 1 wins the blocked hand and scores 24
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-1 1-2 1-6 2-5 4-4 |
      | 1    | 0-0 0-2 0-4 0-5 1-3 2-3 6-6 |
      | 2    | 1-4 1-5 2-2 4-5 4-6 5-5 5-6 |
      | 3    | 0-1 2-4 2-6 3-3 3-4 3-5 3-6 |
    When the moves "6-6, 5-6 on the right, 3-6 on the left, 2-5 on the right, 2-3 on the left, 2-2 on the left, 2-6 on the left, 0-6 on the left, 0-2 on the right, pass, 0-1 on the right, 1-1 on the right, 0-5 on the left, 1-4 on the right, 3-4 on the right, 0-3 on the right, 0-4 on the right, 4-5 on the right, 3-5 on the left, pass, 1-3 on the left, 1-5 on the right, pass, 1-6 on the left, pass, 4-6 on the left, 2-4 on the left, 1-2 on the right" are played from seat 1
    Then the hand is blocked and won by seat 1
    And the hand is won by the team of seats 1 and 3
    And the pips left are 8, 0, 10 and 6
    And the hand scores 24 points
    And the scores are 0 and 24

  @id:seat-partnership-4-dominoes-pypi-score-capicu-none-001 @clause:score.capicu.none @clause:end.going-out @clause:end.going-out.partnership @clause:score.out.all-other-hands @clause:end.going-out-precedes-block @clause:deal.teams.opposite @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:score.rounding.none @clause:score.side @clause:score.winner-only @clause:score.first-hands.none
  Scenario: the dominoes-pypi variant of partnership at 4 players: seat 2 goes out with a tile that also blocks the line, and scores 26
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-5 1-2 2-2 3-4 3-6 4-6 |
      | 1    | 0-2 0-3 0-6 1-4 2-3 2-5 4-4 |
      | 2    | 1-5 1-6 2-4 3-3 3-5 4-5 6-6 |
      | 3    | 0-1 0-4 1-1 1-3 2-6 5-5 5-6 |
    When the moves "6-6, 5-6 on the left, 4-6 on the right, 4-4 on the right, 2-4 on the right, 2-6 on the right, 0-5 on the left, 0-2 on the left, 1-6 on the right, 1-1 on the right, 1-2 on the right, 2-3 on the left, 3-5 on the left, 5-5 on the left, 2-2 on the right, 2-5 on the right, 1-5 on the right, 0-1 on the right, 0-0 on the right, 0-3 on the right, 3-3 on the right, 1-3 on the right, pass, 1-4 on the right, 4-5 on the right" are played from seat 2
    Then seat 2 goes out and wins the hand
    And the hand is won by the team of seats 0 and 2
    And the pips left are 16, 6, 0 and 4
    And the hand scores 26 points
    And the scores are 26 and 0

  @id:seat-partnership-4-dominoes-pypi-score-chuchazo-none-001 @clause:score.chuchazo.none @clause:end.going-out @clause:end.going-out.partnership @clause:score.out.all-other-hands @clause:deal.teams.opposite @clause:equipment.hand.pips @clause:equipment.tile.pips @clause:equipment.tile.double-full @clause:score.rounding.none @clause:score.side @clause:score.winner-only @clause:score.first-hands.none
  Scenario: the dominoes-pypi variant of partnership at 4 players: seat 2 goes out and scores 19
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-4 0-5 2-2 2-5 3-4 3-6 4-6 |
      | 1    | 0-1 0-6 1-1 1-2 2-3 4-5 5-5 |
      | 2    | 0-0 1-5 2-6 3-3 4-4 5-6 6-6 |
      | 3    | 0-2 0-3 1-3 1-4 1-6 2-4 3-5 |
    When the moves "6-6, 1-6 on the right, 4-6 on the left, 1-2 on the right, 4-4 on the left, 0-2 on the right, 3-4 on the left, 0-1 on the right, 3-3 on the left, 0-3 on the left, 0-4 on the left, 4-5 on the left, 5-6 on the left, 1-4 on the right, 3-6 on the left, 2-3 on the left, 2-6 on the left, 2-4 on the right, 2-5 on the right, 5-5 on the right, 1-5 on the right, 1-3 on the right, pass, 0-6 on the left, 0-0 on the left" are played from seat 2
    Then seat 2 goes out and wins the hand
    And the hand is won by the team of seats 0 and 2
    And the pips left are 9, 2, 0 and 8
    And the hand scores 19 points
    And the scores are 19 and 0

  @id:seat-partnership-4-dominoes-pypi-score-fives-off-001 @clause:score.fives.off
  Scenario: the dominoes-pypi variant of partnership at 4 players: open ends counting 5 score nothing
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-1 1-2 1-6 2-5 4-4 |
      | 1    | 0-0 0-2 0-4 0-5 1-3 2-3 6-6 |
      | 2    | 1-4 1-5 2-2 4-5 4-6 5-5 5-6 |
      | 3    | 0-1 2-4 2-6 3-3 3-4 3-5 3-6 |
    When the moves "6-6, 5-6 on the right, 3-6 on the left, 2-5 on the right" are played from seat 1
    Then the count is 5
    And the scores are 0 and 0

  @id:seat-partnership-4-dominoes-pypi-match-carry-001 @clause:match.carry
  Scenario: the dominoes-pypi variant of partnership at 4 players: the second hand's 33 points are added to the first hand's scores
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-0 0-2 0-5 1-5 2-3 2-6 3-4 |
      | 1    | 0-1 1-1 1-3 1-6 2-2 4-4 4-5 |
      | 2    | 0-3 0-4 1-2 1-4 3-5 3-6 5-5 |
      | 3    | 0-6 2-4 2-5 3-3 4-6 5-6 6-6 |
    When the moves "6-6, 2-6 on the right, 2-2 on the right, 3-6 on the left, 2-5 on the right, 0-5 on the right, 0-1 on the right, 3-5 on the left, 5-6 on the left, 1-5 on the right, 4-5 on the right, 0-4 on the right, 0-6 on the right, pass, 1-6 on the left, 1-2 on the left, 2-4 on the left, 3-4 on the left, 1-3 on the left, 1-4 on the left, 4-6 on the left" are played from seat 3
    Then the scores are 0 and 36
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-2 1-3 2-2 2-3 2-6 4-5 |
      | 1    | 0-2 0-5 1-1 1-4 2-4 2-5 5-5 |
      | 2    | 0-1 1-5 1-6 3-3 3-4 3-6 4-4 |
      | 3    | 0-0 0-3 0-4 3-5 4-6 5-6 6-6 |
    And the moves "0-0, 0-6 on the left, 0-2 on the right, 1-6 on the left, pass, 2-6 on the right, 1-4 on the left, 4-4 on the left, 4-6 on the left, pass, pass, 3-6 on the right, 0-3 on the right, pass, 0-5 on the right, 1-5 on the right, 6-6 on the left, 1-2 on the right, 2-4 on the right, 3-4 on the right, 5-6 on the left, 1-3 on the right, 2-5 on the left, 0-1 on the right, 0-4 on the right, 2-3 on the left, pass, 3-3 on the left" are played from seat 3
    Then the hand scores 33 points
    And the scores are 33 and 36

  @id:seat-partnership-4-dominoes-pypi-match-checked-after-hand-001 @clause:match.checked-after-hand @clause:match.end.target @clause:match.carry @clause:match.target.by-players
  Scenario: the dominoes-pypi variant of partnership at 4 players: a match played out to 100 is won by seats 1 and 3
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 1-1 1-3 3-4 3-5 4-6 5-5 6-6 |
      | 1    | 0-2 0-5 1-2 1-6 2-2 4-5 5-6 |
      | 2    | 0-0 0-6 1-4 2-5 2-6 3-3 3-6 |
      | 3    | 0-1 0-3 0-4 1-5 2-3 2-4 4-4 |
    When the moves "6-6, 1-6 on the left, 2-6 on the right, 1-5 on the left, 5-5 on the left, 2-2 on the right, 2-5 on the right, pass, 3-5 on the left, 4-5 on the right, 3-6 on the left, 0-4 on the right, 4-6 on the left, 0-5 on the right, 1-4 on the left, 0-1 on the left, pass, 0-2 on the left, pass, 2-4 on the left, 3-4 on the left, 5-6 on the right, 0-6 on the right, 0-3 on the right, 1-3 on the right, 1-2 on the right" are played from seat 0
    Then the scores are 0 and 21
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-2 0-5 1-1 1-2 2-2 4-5 4-6 |
      | 1    | 0-0 0-1 0-4 2-5 3-4 5-6 6-6 |
      | 2    | 0-3 0-6 1-4 2-3 2-6 3-3 5-5 |
      | 3    | 1-3 1-5 1-6 2-4 3-5 3-6 4-4 |
    And the moves "2-5, 5-5 on the right, 3-5 on the right, 2-2 on the left, 3-4 on the right, 2-3 on the left, 1-3 on the left, 4-6 on the right, 5-6 on the right, 1-4 on the left, 1-5 on the right, 1-1 on the right, 0-1 on the right, 0-6 on the right, 3-6 on the right, 4-5 on the left, pass, 3-3 on the right, pass, 0-5 on the left, 0-0 on the left, 0-3 on the left" are played from seat 1
    Then the scores are 50 and 21
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-6 1-1 1-2 1-3 3-5 5-5 5-6 |
      | 1    | 0-1 0-3 0-4 1-4 2-2 4-5 6-6 |
      | 2    | 0-2 1-5 2-3 2-5 3-3 3-6 4-4 |
      | 3    | 0-0 0-5 1-6 2-4 2-6 3-4 4-6 |
    And the moves "0-2, 0-0 on the left, 1-2 on the right, 0-1 on the right, pass, 0-5 on the right, 5-6 on the right, 0-4 on the left, 4-4 on the left, 2-4 on the left, 0-6 on the right, 0-3 on the right, 2-3 on the left, 3-4 on the right, 3-5 on the left, 4-5 on the left, pass, 4-6 on the right, pass, 6-6 on the right, 3-6 on the right, pass, 1-3 on the right, 1-4 on the right" are played from seat 2
    Then the scores are 50 and 71
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 0-3 0-4 1-4 2-2 2-3 2-6 5-5 |
      | 1    | 0-2 1-1 1-5 1-6 2-5 4-5 6-6 |
      | 2    | 0-0 0-1 0-5 0-6 2-4 3-3 3-4 |
      | 3    | 1-2 1-3 3-5 3-6 4-4 4-6 5-6 |
    And the moves "1-5, 0-1 on the left, 5-6 on the right, 0-3 on the left, 1-6 on the right, 3-4 on the left, 4-4 on the left, 1-4 on the right, 4-5 on the right, 0-5 on the right, 4-6 on the left, 0-4 on the right, 6-6 on the left, 2-4 on the right, 1-2 on the right, 2-6 on the left, 1-1 on the right, pass, 1-3 on the right, 2-3 on the left, pass, 3-3 on the left, 3-5 on the left, 5-5 on the left, 2-5 on the left, pass, 3-6 on the right" are played from seat 1
    Then the scores are 50 and 83
    And the match is not over
    When the next hand is dealt:
      | seat | tiles                       |
      | 0    | 1-2 1-3 1-5 2-3 3-3 4-5 5-6 |
      | 1    | 0-4 0-5 1-6 2-2 2-6 3-6 4-4 |
      | 2    | 0-0 0-6 1-4 2-5 4-6 5-5 6-6 |
      | 3    | 0-1 0-2 0-3 1-1 2-4 3-4 3-5 |
    And the moves "0-1, 1-3 on the right, 0-5 on the left, 2-5 on the left, 0-3 on the right, 2-3 on the left, 3-6 on the left, 6-6 on the left, 0-2 on the right, 5-6 on the left, 2-2 on the right, 5-5 on the left, 2-4 on the right, 4-5 on the left, 4-4 on the right, 4-6 on the right, 3-4 on the left, 3-3 on the left, 1-6 on the right, 1-4 on the right, 3-5 on the left, 1-5 on the left, 0-4 on the right, 0-0 on the right, 1-1 on the left" are played from seat 3
    Then the scores are 50 and 100
    And the match is over, won by seats 1 and 3

  @id:seat-partnership-4-dominoes-pypi-game-partnership-no-exchange-001 @clause:game.partnership.no-exchange @clause:turn.from-hand @clause:move.refusal.tile-not-in-hand @clause:move.refusal.unchanged
  Scenario: the dominoes-pypi variant of partnership at 4 players: seat 3 may not play 0-5, which is its partner's (seat 1)
    Given the "partnership" rules for 4 players with turn.direction = cw, score.out = all_other_hands, score.blocked = all_pips, lead.next_hand = blocker, lead.after_tie = same_leader
    And the deal:
      | seat | tiles                       |
      | 0    | 0-3 0-6 1-1 1-2 1-6 2-5 4-4 |
      | 1    | 0-0 0-2 0-4 0-5 1-3 2-3 6-6 |
      | 2    | 1-4 1-5 2-2 4-5 4-6 5-5 5-6 |
      | 3    | 0-1 2-4 2-6 3-3 3-4 3-5 3-6 |
    When the moves "6-6, 5-6 on the right" are played from seat 1
    And seat 3 tries to play 0-5 on the right
    Then the move is refused as "tile_not_in_hand"
    And nothing has changed

