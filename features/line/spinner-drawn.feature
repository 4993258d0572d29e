Feature: A spinner that was not led
  The first double is the spinner even when the hand was led with another tile. No double is
  dealt below, so seat 0 leads its heaviest tile, the 5-6; seat 1 holds no five and no six,
  and the first tile it draws is the 6-6.

  Background:
    Given the "all-fives" rules for 2 players
    And the deal:
      | seat     | tiles                                                   |
      | 0        | 5-6 4-6 3-6 2-6 1-6 0-5 2-3                             |
      | 1        | 0-1 0-2 0-3 0-4 1-2 1-3 1-4                             |
      | boneyard | 6-6 0-0 1-1 2-2 3-3 4-4 5-5 0-6 1-5 2-4 2-5 3-4 3-5 4-5 |
    When seat 0 leads 5-6
    And seat 1 draws
    And seat 1 plays 6-6 on the right

  @id:line-spinner-013 @clause:line.spinner.first-double @clause:line.spinner.sides-first
  Scenario: A double drawn and played after a plain lead becomes the spinner, its arms closed
    Then the spinner is 6-6
    And the up end is not open
    And the open ends show 5 and 6

  @id:line-spinner-014 @clause:line.spinner.arms
  Scenario: Covering the far side of a spinner that was not led opens its arms
    When seat 0 plays 4-6 on the right
    Then the open ends show 5, 4, 6 and 6
    And the up end shows 6
    And the down end shows 6
