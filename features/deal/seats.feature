@clause:deal.seats
Feature: Seats are numbered clockwise

  With n players the seats are numbered 0 to n-1 going clockwise round the table, and a
  seat keeps its number for the whole match: the deal's row for seat 2 is seat 2's hand in
  every hand of the match.

  Rule: Each seat holds the hand dealt to its number

    @id:deal-seats-001
    Scenario: Seat 2 holds the tiles dealt to seat 2
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 4-4 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
      Then seat 2 holds "0-0 0-3 1-2 1-3 6-6"
      And seat 2 must lead 6-6

  @clause:turn.direction.cw
  Rule: Clockwise, seat 0 is followed by seat 1

    @id:deal-seats-002
    Scenario: After seat 2 leads, seat 0 plays next, then seat 1
      With three players seated clockwise 0, 1, 2, the player after seat 2 is seat 0.
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 4-6 1-1 0-5 2-5 3-5 |
        | 1    | 2-2 3-3 1-5 0-1 5-6 |
        | 2    | 6-6 1-3 1-2 0-3 0-0 |
      When seat 2 leads 6-6
      Then seat 0 is to play
      When seat 0 plays 4-6 on the left
      Then seat 1 is to play

  Rule: Seat numbers do not change from hand to hand

    @id:deal-seats-003
    Scenario: The winner of the first hand leads the second from the same seat
      Seat 1 goes out in the first hand and, under lead.next_hand = winner, leads the next.
      Given the "block" rules for 2 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 0-1 |
        | 1    | 4-6 3-4 |
      When seat 0 leads 6-6
      And seat 1 plays 4-6 on the left
      And seat 0 passes
      And seat 1 plays 3-4 on the left
      Then seat 1 goes out and wins the hand
      When the next hand is dealt:
        | seat | tiles   |
        | 0    | 5-5 2-3 |
        | 1    | 0-0 1-2 |
      Then seat 1 is to lead
      And seat 1 holds "0-0 1-2"
