Feature: Doubles on the line
  A double is laid across the line and plays like any other tile: its end goes on showing its
  number and nothing is played off its sides. Without a spinner the line has exactly two ends.

  @clause:line.double.across
  Rule: A double plays like any other tile

    Background:
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-6 2-5 0-3 1-3 0-0 1-1 |
        | 1    | 3-6 5-5 1-5 0-2 1-2 2-2 0-1 |
      When seat 0 leads 6-6
      And seat 1 plays 3-6 on the left
      And seat 0 plays 5-6 on the right

    @id:line-double-001
    Scenario: A double played on an end leaves that end showing its number
      When seat 1 plays 5-5 on the right
      Then the right end shows 5
      And the left end shows 3

    @id:line-double-002
    Scenario: The next tile on a double matches the double's number
      When seat 1 plays 5-5 on the right
      And seat 0 plays 2-5 on the right
      Then the right end shows 2

    @id:line-double-003 @clause:line.spinner.none
    Scenario: Nothing is played against the sides of a double
      When seat 1 plays 5-5 on the right
      Then the up end is not open
      And the down end is not open
      And the open ends show 3 and 5

  @clause:line.spinner.none
  Rule: Without a spinner the line has two ends

    Background:
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-6 2-5 0-3 1-3 0-0 1-1 |
        | 1    | 3-6 5-5 1-5 0-2 1-2 2-2 0-1 |

    @id:line-nospin-001
    Scenario: A double lead covered on both sides opens no further ends
      When seat 0 leads 6-6
      And seat 1 plays 3-6 on the left
      And seat 0 plays 5-6 on the right
      Then the open ends show 3 and 5
      And the up end is not open
      And the spinner is none

    @id:line-nospin-002
    Scenario: A play naming the up end is refused when there is no spinner
      When seat 0 leads 6-6
      And seat 1 plays 3-6 on the left
      And seat 0 plays 5-6 on the right
      And seat 1 tries to play 5-5 on the up
      Then the move is refused as "no_such_end"
      And nothing has changed

    @id:line-nospin-003
    Scenario: Without a spinner a tile matching the double lead has one move
      The double-six lead shows 6 at both ends and nowhere else.
      When seat 0 leads 6-6
      Then the legal moves are "3-6 on the left"

  @clause:line.spinner.none
  Rule: A fives game may be played without a spinner

    @id:line-nospin-004
    Scenario: In All Fives without a spinner the double-five lead opens only two ends
      Given the "all-fives" rules for 2 players with layout.spinner = none
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
        | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left
      And seat 0 plays 3-5 on the right
      Then the open ends show 0 and 3
      And the up end is not open
      And the spinner is none
