Feature: Points scored during a hand that is voided
  When a hand is voided by a tie for lightest, fives.voided says whether the points scored
  during it stand or are cancelled with it. Nobody scores at the end of a voided hand.

  @clause:end.redeal.fives-stand @clause:end.redeal.fives-cancelled @clause:end.redeal
  Rule: A hand with an in-hand score of 15 blocks tied and is dealt again

    @id:end-voided-001
    Scenario Outline: Under fives.voided = <voided> the scores after the voided hand are <scores>
      Seat 1's 0-3 makes the count 3 + 12 = 15; then nobody holds a three or a six, and both
      hands hold 14 pips.
      Given the "all-fives" rules for 2 players with fives.claims = auto, draw.mode = none, deal.hand_size = 4, fives.voided = <voided>
      And the deal:
        | seat | tiles           |
        | 0    | 0-2 1-4 2-6 4-5 |
        | 1    | 0-3 1-5 4-4 6-6 |
      When the moves "6-6, 2-6 on the right, pass, 0-2 on the right, 0-3 on the right" are played from seat 1
      Then the hand is blocked with no winner
      And the pips left are 14 and 14
      And a redeal is needed
      And the scores are <scores>

      Examples:
        | voided    | scores  |
        | stand     | 0 and 15 |
        | cancelled | 0 and 0  |
