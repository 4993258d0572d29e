Feature: The spinner
  With layout.spinner = first_double, the first double played is the spinner. Its two sides
  continue the left and right ends; once both are covered, the arms up and down open, each
  showing the spinner's number.

  Background:
    Given the "all-fives" rules for 2 players with fives.claims = auto
    And the deal:
      | seat | tiles                       |
      | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
      | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |

  @clause:line.spinner.first-double
  Rule: The first double played is the spinner

    @id:line-spinner-001
    Scenario: A double led is the spinner
      When seat 0 leads 5-5
      Then the spinner is 5-5

    @id:line-spinner-002
    Scenario: A later double does not spin
      When these moves are played:
        | seat | move             |
        | 0    | 5-5              |
        | 1    | 0-5 on the left  |
        | 0    | 3-5 on the right |
        | 1    | 1-5 on the up    |
        | 0    | 1-3 on the right |
        | 1    | 1-1 on the up    |
      Then the spinner is 5-5
      And the up end shows 1
      And the open ends show 0, 1, 1 and 5

  @clause:line.spinner.sides-first
  Rule: The spinner's sides are played first

    @id:line-spinner-003
    Scenario: The arms are closed while a side of the spinner is open
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left
      Then the up end is not open
      And the down end is not open
      And the open ends show 0 and 5

    @id:line-spinner-004
    Scenario: A play on an arm before both sides are covered is refused
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left
      And seat 0 tries to play 3-5 on the up
      Then the move is refused as "no_such_end"
      And nothing has changed

    @id:line-spinner-005
    Scenario: A spinner led alone offers only its two sides
      When seat 0 leads 5-5
      Then the legal moves are "0-5 on the left, 1-5 on the left"

  @clause:line.spinner.arms
  Rule: Once both sides are covered, the spinner opens up and down

    @id:line-spinner-006
    Scenario: Covering the second side opens both arms, showing the spinner's number
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left
      And seat 0 plays 3-5 on the right
      Then the up end shows 5
      And the down end shows 5
      And the open ends show 0, 3, 5 and 5

    @id:line-spinner-007
    Scenario: A tile played on an arm turns its other half outward
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left
      And seat 0 plays 3-5 on the right
      And seat 1 plays 1-5 on the up
      Then the up end shows 1
      And the down end shows 5
      And the open ends show 0, 3, 1 and 5
