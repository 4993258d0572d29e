Feature: The lead passes to the left
  Under lead.next_hand = left the player to the left of the last hand's leader (seat s + 1)
  leads the next hand, whatever the direction of play; under rotate, the player after the
  leader in the direction of play does.

  @clause:lead.next-hand.left @clause:lead.next-hand.rotate @clause:turn.direction.ccw
  Rule: Playing to the right, left and rotate part ways

    @id:lead-next-left-001
    Scenario Outline: Seat 0 leads and goes out, playing <direction>: under lead.next_hand = <next hand> seat <seat> leads next
      One tile each: seat 0's 6-6 goes out at once.
      Given the "block" rules for 4 players with deal.hand_size = 1, turn.direction = <direction>, lead.next_hand = <next hand>
      And the deal:
        | seat | tiles |
        | 0    | 6-6   |
        | 1    | 0-1   |
        | 2    | 0-2   |
        | 3    | 0-3   |
      When seat 0 leads 6-6
      Then seat 0 goes out and wins the hand
      When the next hand is dealt:
        | seat | tiles |
        | 0    | 1-2   |
        | 1    | 1-3   |
        | 2    | 1-4   |
        | 3    | 1-5   |
      Then seat <seat> is to lead

      Examples:
        | direction | next hand | seat |
        | ccw       | left      | 1    |
        | ccw       | rotate    | 3    |
        | cw        | left      | 1    |

  @clause:lead.next-hand.as-first-hand @clause:lead.first-hand.heaviest-tile
  Rule: In block-seven every hand is led as the first

    @id:lead-next-seven-001
    Scenario: After seat 0 goes out, the heaviest tile of the new deal leads, not the winner
      001_f9d507fd1d39d63a.txt: the next round is "played in similar fashion as the first round".
      Given the "block-seven" rules for 2 players with deal.hand_size = 2
      And the deal:
        | seat | tiles   |
        | 0    | 6-6 5-6 |
        | 1    | 4-6 0-1 |
      When the moves "6-6, 4-6 on the left, 5-6 on the right" are played from seat 0
      Then seat 0 goes out and wins the hand
      When the next hand is dealt:
        | seat | tiles   |
        | 0    | 1-2 2-3 |
        | 1    | 4-5 0-0 |
      Then seat 1 must lead 4-5
