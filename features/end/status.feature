@clause:end.status
Feature: The state of play is one of five statuses
  At every moment the match awaits its first deal, a hand is in progress, a redeal is needed,
  the hand is over with the match going on, or the match is over.

  @id:end-status-005
  Scenario: A match started and not yet dealt awaits its first deal
    When a match is started under the "block" rules for 2 players
    Then the rules are accepted
    And the status is awaiting_deal

  @id:end-status-007 @clause:deal.explicit
  Scenario: Before its first deal a match holds no tile in the boneyard
    The engine does not deal itself a set: the tiles come with the deal.
    When a match is started under the "draw" rules for 2 players
    Then the rules are accepted
    And the boneyard holds 0 tiles

  @id:end-status-008
  Scenario: A deal offered in the middle of a hand is refused, and the hand goes on
    A deal is due before the first hand and once a hand is over or void, at no other moment.
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-4 3-5 0-2 2-2 1-1 0-3 |
      | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |
    When seat 0 leads 6-6
    And the deal is offered:
      | seat | tiles                       |
      | 0    | 6-6 1-4 3-5 0-2 2-2 1-1 0-3 |
      | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |
    Then the deal is refused
    And the status is in_progress
    And seat 1 is to play
    And seat 0 holds 6 tiles

  @id:end-status-001
  Scenario: A hand is in progress from the deal until it ends
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-4 3-5 0-2 2-2 1-1 0-3 |
      | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |
    Then the status is in_progress
    And seat 0 is to lead
    When seat 0 leads 6-6
    Then the status is in_progress
    And the hand is not over

  @id:end-status-002
  Scenario: A hand that ends short of the target leaves the hand over and the match going on
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-2 2-3 2-4 2-6 3-6 6-6 |
      | 1    | 0-1 1-3 2-5 3-3 4-4 4-6 5-6 |
    When the moves "6-6, 5-6 on the right, 3-6 on the left, 1-3 on the left, 1-2 on the left, 2-5 on the right, 2-3 on the left, 3-3 on the left, 2-6 on the right, 4-6 on the right, 2-4 on the right, pass, 0-2 on the right" are played from seat 0
    Then the status is hand_over
    And the match is not over
    And the scores are 9 and 0

  @id:end-status-003 @clause:end.redeal
  Scenario: A deal with no lead leaves a redeal needed
    Under Classic Block nobody may lead without a double.
    Given the "block-classic" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
      | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
    Then the status is redeal_needed
    And the hand is not over

  @id:end-status-006 @clause:end.blocked-tie.redeal
  Scenario: A blocked tie under redeal leaves a redeal needed
    Given the "block" rules for 3 players
    And the deal:
      | seat | tiles               |
      | 0    | 1-3 2-6 3-3 4-4 5-5 |
      | 1    | 0-1 0-4 0-5 4-6 6-6 |
      | 2    | 0-2 1-6 3-4 3-6 4-5 |
    When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
    Then the status is redeal_needed

  @id:end-status-004 @clause:match.end.target
  Scenario: A hand that takes a side to the target leaves the match over
    Given the "block" rules for 2 players with match.target = 9
    And the deal:
      | seat | tiles                       |
      | 0    | 0-2 1-2 2-3 2-4 2-6 3-6 6-6 |
      | 1    | 0-1 1-3 2-5 3-3 4-4 4-6 5-6 |
    When the moves "6-6, 5-6 on the right, 3-6 on the left, 1-3 on the left, 1-2 on the left, 2-5 on the right, 2-3 on the left, 3-3 on the left, 2-6 on the right, 4-6 on the right, 2-4 on the right, pass, 0-2 on the right" are played from seat 0
    Then the status is match_over
    And the match is over, won by seat 0
