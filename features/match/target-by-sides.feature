Feature: The target by players or by sides
  match.target is read by the number of players (match.target_by = players) or by the number
  of sides (sides): "100 for two players or two partnerships, 61 for three or four".

  @clause:match.target.by-sides @clause:match.target.by-players
  Rule: Four players in two partnerships

    @id:match-by-sides-001
    Scenario Outline: Going out for 18 with targets {"2": 15, "4": 20}, keyed by <key>: <outcome>
      One tile each: seat 0's 6-6 goes out against seat 1's 5-5 and seat 3's 4-4.
      Given the "block" rules for 4 players with deal.hand_size = 1, match.target_by = <key>
      And the option players is [4]
      And the option teams is [[0, 2], [1, 3]]
      And the option match.target is {"2": 15, "4": 20}
      And the deal:
        | seat | tiles |
        | 0    | 6-6   |
        | 1    | 5-5   |
        | 2    | 0-0   |
        | 3    | 4-4   |
      When seat 0 leads 6-6
      Then the hand scores 18 points
      And <outcome>

      Examples:
        | key     | outcome                                |
        | sides   | the match is over, won by seats 0 and 2 |
        | players | the match is not over                  |

    @id:match-by-sides-002 @clause:match.end.target
    Scenario: The block profile, played in two partnerships, plays to 100, not 61
      Given the "block" rules for 4 players with deal.hand_size = 1
      And the option players is [4]
      And the option teams is [[0, 2], [1, 3]]
      And the deal:
        | seat | tiles |
        | 0    | 6-6   |
        | 1    | 5-5   |
        | 2    | 0-0   |
        | 3    | 4-4   |
      When seat 0 leads 6-6
      Then the hand scores 18 points
      And the match is not over
