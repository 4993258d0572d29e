Feature: A spinner played after the lead
  The first double is the spinner whether or not it was led. Played onto the line, one of its
  sides is already joined; the arms open once its other side is covered.

  Background:
    Given the "all-fives" rules for 2 players with lead.forced_tile = false, fives.claims = auto
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 3-5 0-5 1-3 0-3 2-2 4-6 |
      | 1    | 5-5 1-5 0-1 1-1 2-4 0-0 1-2 |
    When seat 0 leads 3-5
    And seat 1 plays 5-5 on the right

  @id:line-spinner-008 @clause:line.spinner.first-double
  Scenario: A double played onto the line becomes the spinner
    Then the spinner is 5-5

  @id:line-spinner-009 @clause:line.spinner.sides-first
  Scenario: The arms stay closed until the spinner's far side is covered
    Then the up end is not open
    And the open ends show 3 and 5

  @id:line-spinner-010 @clause:line.spinner.arms
  Scenario: Covering the far side of a spinner played onto the line opens its arms
    When seat 0 plays 0-5 on the right
    Then the open ends show 3, 0, 5 and 5
    And the up end shows 5

  @id:line-spinner-011 @clause:line.spinner.first-double
  Scenario: A double played after the spinner does not spin
    When seat 0 plays 0-5 on the right
    And seat 1 plays 0-0 on the right
    Then the spinner is 5-5
    And the open ends show 3, 0, 5 and 5
