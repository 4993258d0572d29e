@clause:move.refusal.hand-over @clause:move.refusal.unchanged
Feature: hand_over: no move after the hand has ended

  Any move made while no hand is in progress (before the first deal, after the hand or the
  match is over, or while a redeal is needed) is refused as "hand_over", and nothing
  changes.

  Rule: After a player goes out, nobody moves

    @id:move-hand-over-001
    Scenario Outline: After seat 0 goes out in a draw game, seat <seat> may not <verb>
      Given the "draw" rules for 2 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      When seat <seat> tries to <verb>
      Then the move is refused as "hand_over"
      And nothing has changed

      Examples:
        | seat | verb |
        | 1    | pass |
        | 1    | draw |
        | 0    | pass |

  Rule: After a block, nobody moves

    @id:move-hand-over-002
    Scenario: After the hand blocks, a pass is refused
      Seat 1 cannot follow the 6-6 and every other six lies unused: the hand blocks at once.
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      And seat 1 tries to pass
      Then the move is refused as "hand_over"
      And nothing has changed

  Rule: While a redeal is needed, nobody moves

    @id:move-hand-over-003
    Scenario: A lead from a void deal is refused
      No double is dealt under the "block-classic" rules: the deal is void.
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      When seat 0 tries to lead 0-6
      Then the move is refused as "hand_over"
      And nothing has changed
      And a redeal is needed

  Rule: After the match is over, nobody moves

    @id:move-hand-over-004
    Scenario: A pass after the hand that ends the match is refused
      The match is played to 1 point; seat 0's block win of 9 ends it.
      Given the "block" rules for 2 players with match.target = 1
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
        | 1    | 1-1 0-5 2-5 3-5 1-5 0-1 4-5 |
      When seat 0 leads 6-6
      Then the match is over, won by seat 0
      When seat 1 tries to pass
      Then the move is refused as "hand_over"
      And nothing has changed

  Rule: Before the first deal, nobody moves

    @id:move-hand-over-005
    Scenario: A lead before any deal is refused
      When a match is started under the "block" rules for 2 players
      And seat 0 tries to lead 6-6
      Then the move is refused as "hand_over"
      And nothing has changed

  Rule: Outside a hand no move is legal, and none is accepted

    @id:move-hand-over-006
    Scenario: After seat 0 goes out, seat 1's tile that would fit is neither listed nor accepted
      Seat 1 still holds 4-5, which fits the 4 end: the hand is over all the same.
      Given the "draw" rules for 2 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 4-5 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      And the legal moves are ""
      When seat 1 tries to play 4-5 on the left
      Then the move is refused as "hand_over"
      And nothing has changed

    @id:move-hand-over-007
    Scenario: Before the first deal, no move is legal
      When a match is started under the "block" rules for 2 players
      Then the status is awaiting_deal
      And the legal moves are ""

    @id:move-hand-over-008
    Scenario: While a redeal is needed, no move is legal
      No double is dealt under the "block-classic" rules: the deal is void.
      Given the "block-classic" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-2 0-3 0-4 0-5 0-6 1-2 |
        | 1    | 1-3 1-4 1-5 1-6 2-3 2-4 2-5 |
      Then a redeal is needed
      And the legal moves are ""

    @id:move-hand-over-009
    Scenario: After the match is over, no move is legal and a tile that would fit is refused
      The match is played to 1 point: seat 0 goes out and seat 1's 4-5 scores it 9.
      Given the "draw" rules for 2 players with deal.hand_size = 2, match.target = 1
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 4-5 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      Then the match is over, won by seat 0
      And the legal moves are ""
      When seat 1 tries to play 4-5 on the left
      Then the move is refused as "hand_over"
      And nothing has changed
