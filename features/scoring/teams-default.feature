@clause:score.out.opponents-only @clause:end.going-out.partnership
Feature: An individual profile played in partnerships scores as a team
  Every profile pins score.out = opponents_only, which in individual play counts every other
  hand; so the block profile, given two partnerships, leaves the partner's pips out.

  @id:score-team-default-001
  Scenario: The block rules with partners: going out against a partner's 20 and opponents' 8 and 10 scores 18
    Given the "block" rules for 4 players with deal.hand_size = 7, turn.direction = ccw
    And the option players is [4]
    And the option teams is [[0, 2], [1, 3]]
    And the deal:
      | seat | tiles                       |
      | 0    | 0-5 1-2 1-4 2-3 2-4 3-4 3-6 |
      | 1    | 0-0 0-3 1-3 2-5 3-3 3-5 4-4 |
      | 2    | 0-1 0-2 1-5 2-2 4-6 5-5 5-6 |
      | 3    | 0-4 0-6 1-1 1-6 2-6 4-5 6-6 |
    When the moves "6-6, 5-6 on the left, 2-5 on the left, 2-4 on the left, 1-6 on the right, 1-5 on the right, 3-5 on the right, 3-4 on the left, pass, pass, 3-3 on the right, 3-6 on the right, 2-6 on the right, 0-2 on the right, 0-3 on the left, 0-5 on the right, 4-5 on the right, 0-1 on the left, 1-3 on the left, 1-4 on the right, 1-1 on the right, pass, pass, 2-3 on the left, pass, 2-2 on the left, pass, 1-2 on the left" are played from seat 3
    Then the pips left are 0, 8, 20 and 10
    And the hand is won by the team of seats 0 and 2
    And the hand scores 18 points
