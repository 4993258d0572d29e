Feature: Reaching the target during a hand
  Under match.target_check = at_once an in-hand score that decides the match ends the hand
  and the match at once; under end_of_hand the hand is played out.

  @clause:match.target-check.at-once @clause:match.checked-after-hand
  Rule: A lead of 5-5 scores 10, the target

    @id:match-at-once-001
    Scenario Outline: Under match.target_check = <check>, seat 0's lead for 10 <outcome>
      Given the "all-fives" rules for 2 players with fives.claims = auto, match.target = 10, match.target_check = <check>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 5-5 0-1 0-2 0-3 1-2 1-3 2-3                             |
        | 1        | 0-4 1-4 2-4 3-4 0-5 1-5 2-5                             |
        | boneyard | 0-0 1-1 2-2 3-3 4-4 6-6 0-6 1-6 2-6 3-6 4-6 5-6 3-5 4-5 |
      When seat 0 leads 5-5
      Then the scores are 10 and 0
      And <outcome>

      Examples:
        | check       | outcome                          |
        | at_once     | the match is over, won by seat 0 |
        | end_of_hand | seat 1 is to play                |

    @id:match-at-once-002
    Scenario: The match ended at once has status match_over and no player to act
      Given the "all-fives" rules for 2 players with fives.claims = auto, match.target = 10, match.target_check = at_once
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 5-5 0-1 0-2 0-3 1-2 1-3 2-3                             |
        | 1        | 0-4 1-4 2-4 3-4 0-5 1-5 2-5                             |
        | boneyard | 0-0 1-1 2-2 3-3 4-4 6-6 0-6 1-6 2-6 3-6 4-6 5-6 3-5 4-5 |
      When seat 0 leads 5-5
      Then the status is match_over
      And seat 1 holds 7 tiles
