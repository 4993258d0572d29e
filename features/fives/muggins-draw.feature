Feature: Muggins before or after drawing
  The muggins call is the first move of the next player's turn. A player who cannot play may
  call muggins and then draw; a player who draws first lets the points lapse.

  Background:
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 5-5 0-0 1-1 0-2 0-3 1-2 1-3                             |
      | 1        | 0-4 1-4 2-3 2-4 3-4 0-6 1-6                             |
      | boneyard | 0-1 2-5 0-5 1-5 2-2 2-6 3-3 3-5 3-6 4-4 4-5 4-6 5-6 6-6 |
    When seat 0 leads 5-5

  @id:fives-muggins-004 @clause:score.fives.muggins
  Scenario: A player who must draw may first call muggins
    When seat 1 calls muggins
    And seat 1 draws
    And seat 1 draws
    Then the scores are 0 and 10
    And seat 1 holds 9 tiles
    And seat 1 may play 2-5 on the left

  @id:fives-lapse-004 @clause:score.fives.muggins.lapse @clause:move.refusal.no-muggins
  Scenario: Drawing before calling muggins lets the points lapse
    When seat 1 draws
    Then 0 points are waiting for muggins
    When seat 1 tries to call muggins
    Then the move is refused as "no_muggins"
