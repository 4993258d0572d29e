Feature: A match of a fixed number of hands
  Under match.end = hands the match ends when match.hands hands have been played; the highest
  total wins, and equal highest totals share the win. A void hand does not count; a blocked
  tie scored nil does.

  @clause:match.end.hands
  Rule: The match is a fixed number of hands

    @id:match-hands-001
    Scenario: Two hands of three players: the higher total after the second hand wins
      Given the "block" rules for 3 players with match.end = hands, match.hands = 2
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then the scores are 23, 0 and 0
      And the match is not over
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-2 1-5 1-6 4-5 |
        | 1    | 0-3 0-6 2-2 2-3 6-6 |
        | 2    | 0-0 1-3 1-4 3-3 4-4 |
      And the moves "1-6, 6-6 on the right, 1-3 on the left, pass, 2-3 on the left, pass, 0-2 on the left, 0-6 on the left" are played from seat 0
      Then the scores are 23, 21 and 0
      And the match is over, won by seat 0

    @id:match-hands-002 @clause:match.end.target @clause:match.end.qualify-two
    Scenario Outline: After one hand of 9 points with a target of 9, the match under match.end = <end> is <state>
      Given the "block" rules for 2 players with match.end = <end>, match.hands = <hands>, match.target = 9
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-2 2-3 2-4 2-6 3-6 6-6 |
        | 1    | 0-1 1-3 2-5 3-3 4-4 4-6 5-6 |
      When the moves "6-6, 5-6 on the right, 3-6 on the left, 1-3 on the left, 1-2 on the left, 2-5 on the right, 2-3 on the left, 3-3 on the left, 2-6 on the right, 4-6 on the right, 2-4 on the right, pass, 0-2 on the right" are played from seat 0
      Then the scores are 9 and 0
      And <outcome>

      Examples:
        | end         | hands | state    | outcome                          |
        | target      | null  | over     | the match is over, won by seat 0 |
        | hands       | 2     | not over | the match is not over            |
        | hands       | 1     | over     | the match is over, won by seat 0 |
        | qualify_two | null  | not over | the match is not over            |

    @id:match-hands-003 @clause:end.redeal @clause:end.blocked-tie.redeal
    Scenario: A voided tie is not one of the match's hands
      In a one-hand match the first deal blocks with seats 1 and 2 level and is dealt again;
      the match ends only after the new deal is played.
      Given the "block" rules for 3 players with match.end = hands, match.hands = 1
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then a redeal is needed
      And the match is not over
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      And the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the match is over, won by seat 0

    @id:match-hands-005 @clause:end.redeal @clause:end.blocked-tie.redeal
    Scenario: In a two-hand match a voided tie first leaves two hands still to play
      The first deal blocks with seats 1 and 2 level and is dealt again; seat 0 wins the next
      hand by 23, and the match goes on to a second counted hand, which seat 1 wins by 21.
      Given the "block" rules for 3 players with match.end = hands, match.hands = 2
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then a redeal is needed
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      And the moves "6-6, 0-6 on the right, 3-6 on the left, pass, 0-5 on the right, 3-4 on the left, 1-5 on the right, 0-1 on the right, 2-4 on the left, pass, 2-5 on the left, 0-0 on the right, pass, 3-5 on the left" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the match is not over
      When the next hand is dealt:
        | seat | tiles               |
        | 0    | 0-1 0-2 1-5 1-6 4-5 |
        | 1    | 0-3 0-6 2-2 2-3 6-6 |
        | 2    | 0-0 1-3 1-4 3-3 4-4 |
      And the moves "1-6, 6-6 on the right, 1-3 on the left, pass, 2-3 on the left, pass, 0-2 on the left, 0-6 on the left" are played from seat 0
      Then the scores are 23, 21 and 0
      And the match is over, won by seat 0

    @id:match-hands-004 @clause:end.blocked-tie.no-score @clause:match.end.hands.shared
    Scenario: A blocked tie scored nil is one of the match's hands
      In a one-hand match the only hand blocks with seats 1 and 2 level: the match is over,
      and all three, on 0, share it.
      Given the "block" rules for 3 players with match.end = hands, match.hands = 1, score.blocked_tie = no_score
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      And the match is over, won by seats 0, 1 and 2

  @clause:match.end.hands.shared
  Rule: Equal highest totals share the win

    @id:match-shared-001
    Scenario: Two players level after the last hand share the match
      Seat 0 goes out for 9 in the first hand; seat 1 wins the blocked second hand by 9.
      Given the "block" rules for 2 players with match.end = hands, match.hands = 2
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-2 2-3 2-4 2-6 3-6 6-6 |
        | 1    | 0-1 1-3 2-5 3-3 4-4 4-6 5-6 |
      When the moves "6-6, 5-6 on the right, 3-6 on the left, 1-3 on the left, 1-2 on the left, 2-5 on the right, 2-3 on the left, 3-3 on the left, 2-6 on the right, 4-6 on the right, 2-4 on the right, pass, 0-2 on the right" are played from seat 0
      And the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-6 1-2 1-4 1-5 3-6 5-6 6-6 |
        | 1    | 1-3 2-4 2-5 3-3 3-5 4-4 4-5 |
      And the moves "3-6, 3-5 on the left, 1-5 on the left, 1-3 on the left, 5-6 on the right, 2-5 on the right, 1-2 on the right, 3-3 on the left, 1-4 on the right, 4-4 on the right, pass, 2-4 on the right" are played from seat 0
      Then the hand is blocked and won by seat 1
      And the scores are 9 and 9
      And the match is over, won by seats 0 and 1
