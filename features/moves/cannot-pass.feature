@clause:move.refusal.cannot-pass @clause:move.refusal.unchanged
Feature: cannot_pass: the leader may not pass the lead

  The leader holds a full hand, every tile of which may be led: a pass before the lead is
  refused as "cannot_pass", and nothing changes.

  Rule: The leader leads; a pass is refused

    @id:move-cannot-pass-001
    Scenario Outline: Under the "<profile>" rules the leader's pass is refused
      Given the "<profile>" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
      When seat 0 tries to pass
      Then the move is refused as "cannot_pass"
      And nothing has changed
      And seat 0 is to lead

      Examples:
        | profile       |
        | block         |
        | block-classic |
        | draw          |
        | all-fives     |

    @id:move-cannot-pass-002
    Scenario: A leader chosen by lot may not pass either
      Given the "all-fives-tournament" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | lots | 2-3 4-4                     |
      When seat 1 tries to pass
      Then the move is refused as "cannot_pass"
      And nothing has changed

    @id:move-cannot-pass-003
    Scenario: In partnership play the holder of the 6-6 may not pass the lead
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
        | 2    | 0-2 0-4 0-6 1-4 1-6 6-6 2-4 |
        | 3    | 2-6 3-4 3-6 4-4 4-5 2-3 5-6 |
      When seat 2 tries to pass
      Then the move is refused as "cannot_pass"
      And nothing has changed
