@clause:line.lead.opens
Feature: The lead opens the line
  The first play of a hand is laid alone on the empty table and names no end. Only a lead
  clause can force which tile it is.

  Background:
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-4 3-5 0-2 2-2 1-1 0-3 |
      | 1    | 4-6 3-6 2-4 5-5 1-5 0-5 2-3 |

  @id:line-lead-001
  Scenario: The lead lies alone and both ends show the double led
    When seat 0 leads 6-6
    Then the open ends show 6 and 6
    And seat 0 holds 6 tiles
    And seat 1 is to play

  @id:line-lead-002
  Scenario: A lead that names an end is refused
    There is no end before the first tile is laid.
    When seat 0 tries to lead 6-6 on the left
    Then the move is refused as "no_such_end"
    And nothing has changed
    And seat 0 is to lead

  @id:line-lead-003
  Scenario: The second play goes against the lead
    When seat 0 leads 6-6
    And seat 1 plays 4-6 on the left
    Then the open ends show 4 and 6
