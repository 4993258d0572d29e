@clause:move.refusal.no-such-end @clause:move.refusal.unchanged
Feature: no_such_end: a play on an end that is not open

  A play after the lead that names no end, or names an end that is not open at that moment
  (up or down without a spinner, or before the spinner's arms open), is refused as
  "no_such_end"; so is a lead that names an end. Nothing changes.

  Rule: Without a spinner only the left and right ends are open

    Background:
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |

    @id:move-no-such-end-001
    Scenario Outline: After the lead, a play of the 4-6 <where> is refused
      When seat 0 leads 6-6
      And seat 1 tries to <move>
      Then the move is refused as "no_such_end"
      And nothing has changed

      Examples:
        | where            | move                  |
        | naming no end    | play 4-6              |
        | on the up end    | play 4-6 on the up    |
        | on the down end  | play 4-6 on the down  |

    @id:move-no-such-end-002
    Scenario: Leading the 6-6 on a named end is refused
      When seat 0 tries to lead 6-6 on the left
      Then the move is refused as "no_such_end"
      And nothing has changed
      And seat 0 must lead 6-6

  Rule: With a spinner, up and down open only once both sides are covered

    @id:move-no-such-end-003
    Scenario: A play on the spinner's up end before its sides are covered is refused
      Under the "all-fives" rules the 5-5 lead is the spinner.
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 1-2 2-3 1-3 0-3 |
        | 1    | 5-6 1-1 0-4 1-4 2-4 3-4 4-4 |
      When seat 0 leads 5-5 claiming 10
      And seat 1 tries to play 5-6 on the up
      Then the move is refused as "no_such_end"
      And nothing has changed
      And seat 1 may play 5-6 on the left
