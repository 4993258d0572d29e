Feature: Going out scores the pips left in the other hands
  The side of a player who goes out scores every other hand (score.out = all_other_hands) or
  only the opponents' hands (score.out = opponents_only). The two differ only in partnership
  play.

  @clause:score.out.all-other-hands
  Rule: Going out scores every other hand

    @id:score-out-001
    Scenario: The first hand of the seed's three-player game: going out against 9 and 14 scores 23
      Alice (seat 0) goes out; Ben (seat 1) holds 4-5 and Cara (seat 2) 1-1, 1-4 and 1-6.
      Given the "block" rules for 3 players with score.out = all_other_hands
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the pips left are 0, 9 and 14
      And the hand scores 23 points

    @id:score-out-002
    Scenario: Going out against one other hand scores its pips, a double counted in full
      Seat 1 is left with 0-5 and 4-4: 5 + 8 = 13.
      Given the "block" rules for 2 players with score.out = all_other_hands
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 0-3 1-4 1-6 2-3 3-3 6-6 |
        | 1    | 0-0 0-5 1-1 1-3 3-4 3-6 4-4 |
      When the moves "6-6, 3-6 on the left, 3-3 on the left, 1-3 on the left, 1-6 on the right, 1-1 on the left, 1-4 on the left, 3-4 on the left, 2-3 on the left, pass, 0-2 on the left, 0-0 on the left, 0-3 on the left" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the hand scores 13 points

  Rule: Whose hands the side that goes out counts
    N (seat 0) goes out; S (seat 2), N's partner, holds 20; E (seat 1) and W (seat 3) hold
    8 and 10. The team that goes out wins the hand, whatever its partner holds.

    @id:score-out-003 @clause:score.out.opponents-only @clause:score.out.all-other-hands
    Scenario Outline: In partnership play going out under score.out = <rule> scores <points>
      Given the "partnership" rules for 4 players with score.out = <rule>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 1-2 1-4 2-3 2-4 3-4 3-6 |
        | 1    | 0-0 0-3 1-3 2-5 3-3 3-5 4-4 |
        | 2    | 0-1 0-2 1-5 2-2 4-6 5-5 5-6 |
        | 3    | 0-4 0-6 1-1 1-6 2-6 4-5 6-6 |
      When the moves "6-6, 5-6 on the left, 2-5 on the left, 2-4 on the left, 1-6 on the right, 1-5 on the right, 3-5 on the right, 3-4 on the left, pass, pass, 3-3 on the right, 3-6 on the right, 2-6 on the right, 0-2 on the right, 0-3 on the left, 0-5 on the right, 4-5 on the right, 0-1 on the left, 1-3 on the left, 1-4 on the right, 1-1 on the right, pass, pass, 2-3 on the left, pass, 2-2 on the left, pass, 1-2 on the left" are played from seat 3
      Then the pips left are 0, 8, 20 and 10
      And the hand is won by the team of seats 0 and 2
      And the hand scores <points> points
      And the scores are <points> and 0

      Examples:
        | rule            | points |
        | opponents_only  | 18     |
        | all_other_hands | 38     |

    @id:score-out-004 @clause:score.out.opponents-only
    Scenario Outline: In individual play going out scores every other hand under either rule (<rule>)
      Given the "block" rules for 3 players with score.out = <rule>
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then the hand scores 23 points

      Examples:
        | rule            |
        | opponents_only  |
        | all_other_hands |
