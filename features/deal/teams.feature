@clause:deal.teams.opposite
Feature: Partners sit opposite

  In partnership play seats 0 and 2 form one team and seats 1 and 3 the other. Partners'
  hands count together, and the team wins together.

  Rule: Seats 0 and 2 are partners, and seats 1 and 3

    @id:deal-teams-001
    Scenario: A blocked hand is won by the lighter pair, not the lightest hand
      Five tiles each; seat 0 leads the 6-6 and every other six lies unused, so the hand
      blocks at once. Seat 0 holds the lightest hand (5), but seats 0 and 2 hold 47
      together against 45 for seats 1 and 3.
      Given the "partnership" rules for 4 players with deal.hand_size = 5
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-0 0-1 0-2 1-1 |
        | 1    | 0-3 1-2 0-4 1-3 2-2 |
        | 2    | 4-5 5-5 3-5 4-4 3-4 |
        | 3    | 0-5 1-4 2-3 1-5 2-4 |
      When seat 0 leads 6-6
      Then the hand is won by the team of seats 1 and 3
      And the pips left are 5, 18, 42 and 27

    @id:deal-teams-002
    Scenario: Partners share one score
      Given the "partnership" rules for 4 players with deal.hand_size = 5
      And the deal:
        | seat | tiles               |
        | 0    | 6-6 0-0 0-1 0-2 1-1 |
        | 1    | 0-3 1-2 0-4 1-3 2-2 |
        | 2    | 4-5 5-5 3-5 4-4 3-4 |
        | 3    | 0-5 1-4 2-3 1-5 2-4 |
      When seat 0 leads 6-6
      Then the score of seat 1 is 2
      And the score of seat 3 is 2
      And the score of seat 0 is 0
      And the score of seat 2 is 0

    @id:deal-teams-003
    Scenario: When seat 2 goes out, seat 0's team wins the hand
      Play goes to the right (seat 0, 3, 2, 1). Seat 2 plays its last tile; the pips of
      seats 1 and 3, the opponents, are scored for seats 0 and 2.
      Given the "partnership" rules for 4 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 0-0 |
        | 1    | 2-3 0-1 |
        | 2    | 3-4 2-5 |
        | 3    | 4-6 1-1 |
      When these moves are played:
        | seat | move           |
        | 0    | 6-6            |
        | 3    | 4-6 on the left |
        | 2    | 3-4 on the left |
        | 1    | 2-3 on the left |
        | 0    | pass           |
        | 3    | pass           |
        | 2    | 2-5 on the left |
      Then seat 2 goes out and wins the hand
      And the hand is won by the team of seats 0 and 2
      And the score of seat 0 is 3
