Feature: Whether a voided hand counts toward the number of hands
  Under match.end = hands a hand voided by a tie for lightest is dealt again; whether it is
  one of the match.hands hands is match.count_void_hands.

  @clause:match.end.hands.void-counted @clause:match.end.hands.void-uncounted @clause:match.end.hands
  Rule: A one-hand match whose hand is voided

    @id:match-void-001
    Scenario Outline: Under match.count_void_hands = <counted> a one-hand match voided by a tie <outcome>
      Given the "block" rules for 3 players with match.end = hands, match.hands = 1, match.count_void_hands = <counted>
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      And <outcome>

      Examples:
        | counted | outcome                                   |
        | true    | the match is over, won by seats 0, 1 and 2 |
        | false   | a redeal is needed                        |
