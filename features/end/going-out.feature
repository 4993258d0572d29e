Feature: Going out ends the hand
  A player who plays the last tile of their hand goes out: the hand ends at once and their
  side wins it.

  @clause:end.going-out
  Rule: A player who plays their last tile goes out and the hand ends

    @id:end-out-001
    Scenario: The first player to play all their tiles wins the hand
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-5 0-6 2-5 3-5 |
        | 1    | 0-0 2-4 3-4 3-6 4-5 |
        | 2    | 1-1 1-4 1-5 1-6 6-6 |
      When these moves are played:
        | seat | move             |
        | 2    | 6-6              |
        | 0    | 0-6 on the right |
        | 1    | 3-6 on the left  |
        | 2    | pass             |
        | 0    | 0-5 on the right |
        | 1    | 3-4 on the left  |
        | 2    | 1-5 on the right |
        | 0    | 0-1 on the right |
        | 1    | 2-4 on the left  |
        | 2    | pass             |
        | 0    | 2-5 on the left  |
        | 1    | 0-0 on the right |
        | 2    | pass             |
        | 0    | 3-5 on the left  |
      Then seat 0 goes out and wins the hand
      And the hand is over
      And the pips left are 0, 9 and 14

    @id:end-out-002
    Scenario: Nobody moves after a player goes out, even a player who could still play
      Seat 1 is left holding 0-1, which fits the 0 end, but the hand is already over.
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-2 2-3 2-4 2-6 3-6 6-6 |
        | 1    | 0-1 1-3 2-5 3-3 4-4 4-6 5-6 |
      When these moves are played:
        | seat | move             |
        | 0    | 6-6              |
        | 1    | 5-6 on the right |
        | 0    | 3-6 on the left  |
        | 1    | 1-3 on the left  |
        | 0    | 1-2 on the left  |
        | 1    | 2-5 on the right |
        | 0    | 2-3 on the left  |
        | 1    | 3-3 on the left  |
        | 0    | 2-6 on the right |
        | 1    | 4-6 on the right |
        | 0    | 2-4 on the right |
        | 1    | pass             |
        | 0    | 0-2 on the right |
      Then seat 0 goes out and wins the hand
      And the open ends show 3 and 0
      When seat 1 tries to play 0-1 on the right
      Then the move is refused as "hand_over"
      And nothing has changed

  @clause:end.going-out-precedes-block
  Rule: Going out on the blocking tile is going out

    @id:end-outblock-001
    Scenario: A last tile that leaves nobody able to play is scored as going out, not as a tie
      Seat 0's last tile, 3-3, also leaves nobody able to play. Counted as a block, seat 0
      and seat 1 (holding only 0-0) would tie on 0 pips; it is going out, and seat 0 scores
      the 3 pips left.
      Given the "block" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-5 0-6 2-6 3-3 6-6 |
        | 1    | 0-0 1-3 3-6 4-5 5-6 |
        | 2    | 0-1 0-3 0-4 1-1 1-2 |
      When these moves are played:
        | seat | move             |
        | 0    | 6-6              |
        | 1    | 5-6 on the left  |
        | 2    | pass             |
        | 0    | 2-6 on the right |
        | 1    | 4-5 on the left  |
        | 2    | 1-2 on the right |
        | 0    | pass             |
        | 1    | 1-3 on the right |
        | 2    | 0-3 on the right |
        | 0    | 0-6 on the right |
        | 1    | 3-6 on the right |
        | 2    | 0-4 on the left  |
        | 0    | 0-5 on the left  |
        | 1    | pass             |
        | 2    | pass             |
        | 0    | 3-3 on the right |
      Then seat 0 goes out and wins the hand
      And the pips left are 0, 0 and 3
      And the hand scores 3 points
      And the scores are 3, 0 and 0

    @id:end-outblock-002 @clause:score.out.opponents-only
    Scenario: Going out against a hand of 0 pips wins the hand for 0 points
      Seat 1's last tile leaves nobody able to play, and seat 0 holds only 0-0: the hand is
      won by going out and scores nothing; it is not a tie.
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-6 1-6 2-4 4-6 5-6 |
        | 1    | 0-3 0-5 1-1 2-2 3-4 4-5 5-5 |
      When these moves are played:
        | seat | move             |
        | 1    | 5-5              |
        | 0    | 5-6 on the right |
        | 1    | 4-5 on the left  |
        | 0    | 4-6 on the left  |
        | 1    | pass             |
        | 0    | 1-6 on the left  |
        | 1    | 1-1 on the left  |
        | 0    | 0-1 on the left  |
        | 1    | 0-5 on the left  |
        | 0    | 0-6 on the right |
        | 1    | 0-3 on the right |
        | 0    | pass             |
        | 1    | 3-4 on the right |
        | 0    | 2-4 on the right |
        | 1    | 2-2 on the right |
      Then seat 1 goes out and wins the hand
      And the hand scores 0 points
      And the hand is over

    @id:end-outblock-003 @clause:lead.next-hand.winner
    Scenario: A player who goes out for 0 points has won the hand and leads the next
      Given the "block" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-6 1-6 2-4 4-6 5-6 |
        | 1    | 0-3 0-5 1-1 2-2 3-4 4-5 5-5 |
      When the moves "5-5, 5-6 on the right, 4-5 on the left, 4-6 on the left, pass, 1-6 on the left, 1-1 on the left, 0-1 on the left, 0-5 on the left, 0-6 on the right, 0-3 on the right, pass, 3-4 on the right, 2-4 on the right, 2-2 on the right" are played from seat 1
      Then the scores are 0 and 0
      When the next hand is dealt:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 0-3 0-4 0-5 6-6 |
        | 1    | 1-1 1-2 1-3 1-4 1-5 1-6 2-2 |
      Then seat 1 is to lead
      And seat 1 may lead any tile

  @clause:end.going-out.partnership @clause:score.out.opponents-only
  Rule: In partnership play the first player out ends the hand

    Background:
      Given the "partnership" rules for 4 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-5 1-2 1-4 2-3 2-4 3-4 3-6 |
        | 1    | 0-0 0-3 1-3 2-5 3-3 3-5 4-4 |
        | 2    | 0-1 0-2 1-5 2-2 4-6 5-5 5-6 |
        | 3    | 0-4 0-6 1-1 1-6 2-6 4-5 6-6 |
      When these moves are played:
        | seat | move             |
        | 3    | 6-6              |
        | 2    | 5-6 on the left  |
        | 1    | 2-5 on the left  |
        | 0    | 2-4 on the left  |
        | 3    | 1-6 on the right |
        | 2    | 1-5 on the right |
        | 1    | 3-5 on the right |
        | 0    | 3-4 on the left  |
        | 3    | pass             |
        | 2    | pass             |
        | 1    | 3-3 on the right |
        | 0    | 3-6 on the right |
        | 3    | 2-6 on the right |
        | 2    | 0-2 on the right |
        | 1    | 0-3 on the left  |
        | 0    | 0-5 on the right |
        | 3    | 4-5 on the right |
        | 2    | 0-1 on the left  |
        | 1    | 1-3 on the left  |
        | 0    | 1-4 on the right |
        | 3    | 1-1 on the right |
        | 2    | pass             |
        | 1    | pass             |
        | 0    | 2-3 on the left  |
        | 3    | pass             |
        | 2    | 2-2 on the left  |
        | 1    | pass             |
        | 0    | 1-2 on the left  |

    @id:end-out-003
    Scenario: The hand ends when one partner goes out, the other still holding tiles
      Then seat 0 goes out and wins the hand
      And the hand is won by the team of seats 0 and 2
      And seat 2 holds 2 tiles
      And the hand is over

    @id:end-out-004
    Scenario: The team that goes out wins though its partner's hand is heavier than the opponents'
      Seat 2 is left with 20 pips, seats 1 and 3 with 8 and 10 (18 together): the team of
      seats 0 and 2 still wins the hand and scores the opponents' 18.
      Then the pips left are 0, 8, 20 and 10
      And the hand is won by the team of seats 0 and 2
      And the scores are 18 and 0
