@clause:match.end.target.level-last-seat
Feature: Level leaders at the target: another hand, the last seat, or a shared win
  Under match.level_at_target the highest total shared at or past the target at the end of a
  hand plays another hand (play_on), ends the match for the last of the leaders (last_seat),
  or ends it for all of them (shared). Each seating's first hand ends with two sides level;
  the target is set to their total.

  @clause:match.end.target.level @clause:match.end.target.level-shared
  Rule: all-fives, 2 players: seats 0 and 1 end the first hand level on 30

    @id:match-level-target-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under match.level_at_target = <rule>, <outcome>
      Given the "all-fives" rules for 2 players with match.target = 30, match.level_at_target = <rule>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-2 0-4 1-5 2-2 2-3 4-4                             |
        | 1        | 0-1 0-5 1-3 2-4 3-3 3-6 5-5                             |
        | boneyard | 4-6 4-5 5-6 1-4 1-1 2-6 0-6 1-2 3-5 6-6 2-5 1-6 0-3 3-4 |
      When the moves "5-5 claiming 10, 1-5 on the left, 0-1 on the left claiming 10, 0-0 on the left claiming 10, 0-5 on the right, 0-2 on the right, 2-4 on the right, 0-4 on the left, draw, 4-6 on the left claiming 10, 4-4 on the right, 3-6 on the left, 2-3 on the left claiming 10, draw, 4-5 on the up, 2-2 on the left" are played from seat 1
      Then the scores are 30 and 30
      And <outcome>

      Examples:
        | rule      | outcome                                 |
        | play_on   | the match is not over                   |
        | last_seat | the match is over, won by seat 1        |
        | shared    | the match is over, won by seats 0 and 1 |

  @clause:match.end.target.level @clause:match.end.target.level-shared
  Rule: all-fives, 3 players: seats 0 and 1 end the first hand level on 25

    @id:match-level-target-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under match.level_at_target = <rule>, <outcome>
      Given the "all-fives" rules for 3 players with match.target = 25, match.level_at_target = <rule>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 1-5 1-6 2-3 3-4 5-5                                 |
        | 1        | 0-0 1-1 2-2 2-5 5-6                                 |
        | 2        | 0-2 2-4 4-4 4-6 6-6                                 |
        | boneyard | 4-5 2-6 1-2 3-3 1-4 3-6 1-3 0-1 0-5 3-5 0-4 0-3 0-6 |
      When the moves "6-6, 1-6 on the right, 1-1 on the right, 4-6 on the left, 3-4 on the left claiming 5, 5-6 on the down claiming 10, draw, 4-5 on the down, 1-5 on the right, 2-5 on the right, 2-4 on the right, 2-3 on the left claiming 10, 2-2 on the left, 4-4 on the down, draw, 2-6 on the left, draw, draw, draw, 1-4 on the right claiming 15, draw, 3-6 on the left, draw, 1-3 on the left claiming 10, 1-2 on the left, 0-2 on the left" are played from seat 2
      Then the scores are 25, 25 and 16
      And <outcome>

      Examples:
        | rule      | outcome                                 |
        | play_on   | the match is not over                   |
        | last_seat | the match is over, won by seat 1        |
        | shared    | the match is over, won by seats 0 and 1 |

  @clause:match.end.target.level @clause:match.end.target.level-shared
  Rule: all-fives, 4 players: seats 0 and 2 end the first hand level on 25

    @id:match-level-target-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under match.level_at_target = <rule>, <outcome>
      Given the "all-fives" rules for 4 players with match.target = 25, match.level_at_target = <rule>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-2 0-6 4-5 4-6 5-5             |
        | 1        | 0-0 0-4 1-6 2-3 2-5             |
        | 2        | 0-3 1-1 3-3 3-5 5-6             |
        | 3        | 1-2 2-4 3-6 4-4 6-6             |
        | boneyard | 2-6 1-5 0-1 1-3 3-4 0-5 2-2 1-4 |
      When the moves "6-6, 0-6 on the left, 1-6 on the right, 0-3 on the left, 1-2 on the right claiming 5, 4-6 on the up, 0-4 on the up claiming 5, 5-6 on the down claiming 10, 2-4 on the right, 4-5 on the right, 0-0 on the up, 3-5 on the left claiming 15, draw, draw, 1-5 on the down, 0-2 on the up, 2-3 on the up, 3-3 on the up, 3-6 on the up, 5-5 on the right" are played from seat 3
      Then the scores are 25, 5, 25 and 5
      And <outcome>

      Examples:
        | rule      | outcome                                 |
        | play_on   | the match is not over                   |
        | last_seat | the match is over, won by seat 2        |
        | shared    | the match is over, won by seats 0 and 2 |
