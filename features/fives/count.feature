Feature: The count of the open ends
  In the fives games the count is taken after every play, the lead included: the numbers the
  open ends show, added up, with a double at an end counted in full, a spinner counted while a
  side of it is open, and a lone lead counted once. A count that is a multiple of five scores.

  @clause:score.fives.count.lead @clause:score.fives.multiple
  Rule: A lone lead counts its pips once

    @id:fives-lead-001
    Scenario Outline: A lead of <tile> counts <count> and scores <points>
      Seat 0 holds the highest double and may lead any tile; counts score automatically.
      Given the "all-fives" rules for 2 players with lead.forced_tile = false, fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-5 4-6 0-5 1-4 2-3 0-0 |
        | 1    | 0-1 0-2 1-1 1-2 1-3 2-2 3-3 |
      When seat 0 leads <tile>
      Then the count is <count>
      And the scores are <points> and 0

      Examples:
        | tile | count | points |
        | 5-5  | 10    | 10     |
        | 4-6  | 10    | 10     |
        | 0-5  | 5     | 5      |
        | 1-4  | 5     | 5      |
        | 2-3  | 5     | 5      |
        | 6-6  | 12    | 0      |
        | 0-0  | 0     | 0      |

  @clause:score.fives.count.spinner
  Rule: The spinner counts while a side of it is open

    Background:
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
        | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |
      When seat 0 leads 5-5

    @id:fives-spinner-001
    Scenario: One side of the spinner covered: the open side counts both halves
      When seat 1 plays 0-5 on the left
      Then the count is 10
      And the scores are 10 and 10

    @id:fives-spinner-002
    Scenario: Both sides covered: the spinner counts nothing and its empty arms count nothing
      When seat 1 plays 0-5 on the left
      And seat 0 plays 3-5 on the right
      Then the count is 3
      And the up end shows 5
      And the scores are 10 and 10

    @id:fives-spinner-003
    Scenario: An arm counts from the moment a tile is played on it
      When seat 1 plays 0-5 on the left
      And seat 0 plays 3-5 on the right
      And seat 1 plays 1-5 on the up
      Then the count is 4

    @id:fives-spinner-004
    Scenario: A double on an arm counts in full
      When these moves are played:
        | seat | move             |
        | 1    | 0-5 on the left  |
        | 0    | 3-5 on the right |
        | 1    | 1-5 on the up    |
        | 0    | 1-3 on the right |
        | 1    | 1-1 on the up    |
      Then the open ends show 0, 1, 1 and 5
      And the count is 3

  @clause:score.fives.count.double
  Rule: A double at an end counts both halves

    @id:fives-double-001
    Scenario: Without a spinner, 5-5 on the 5 end against a 3 counts 13, then 2-5 on it counts 5
      Given the "all-fives" rules for 2 players with layout.spinner = none, lead.forced_tile = false, fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 3-5 2-5 0-1 0-2 1-2 0-0 |
        | 1    | 3-6 5-5 1-1 1-3 0-3 2-3 1-4 |
      When seat 0 leads 3-5
      And seat 1 plays 5-5 on the right
      Then the count is 13
      And the scores are 0 and 0
      When seat 0 plays 2-5 on the right
      Then the count is 5
      And the scores are 5 and 0

    @id:fives-double-002 @clause:score.fives.count.spinner @clause:line.double.across
    Scenario: A double played after the spinner counts both halves at its end
      The double-six lead is the spinner; 5-5 later lies across the right end.
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-6 2-5 0-1 0-2 1-2 0-0 |
        | 1    | 3-6 5-5 1-1 1-3 0-3 2-3 1-4 |
      When these moves are played:
        | seat | move             |
        | 0    | 6-6              |
        | 1    | 3-6 on the left  |
        | 0    | 5-6 on the right |
        | 1    | 5-5 on the right |
      Then the count is 13
      And the scores are 0 and 15
      When seat 0 plays 2-5 on the right
      Then the count is 5
      And the scores are 5 and 15

  @clause:score.fives.count
  Rule: The count is taken after every play, and only after a play

    @id:fives-count-001
    Scenario: Each play is counted as it is made
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-6 2-5 0-1 0-2 1-2 0-0 |
        | 1    | 3-6 5-5 1-1 1-3 0-3 2-3 1-4 |
      When seat 0 leads 6-6
      Then the count is 12
      When seat 1 plays 3-6 on the left
      Then the count is 15
      When seat 0 plays 5-6 on the right
      Then the count is 8

    @id:fives-count-002
    Scenario: A draw makes no count
      Seat 1 holds no five and draws 0-1, which does not fit.
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat     | tiles                                                       |
        | 0        | 5-5 0-0 1-1 0-2 0-3 1-2 1-3                                 |
        | 1        | 0-4 1-4 2-3 2-4 3-4 0-6 1-6                                 |
        | boneyard | 0-1 2-5 0-5 1-5 2-2 2-6 3-3 3-5 3-6 4-4 4-5 4-6 5-6 6-6     |
      When seat 0 leads 5-5
      And seat 1 draws
      Then the scores are 10 and 0
      And seat 1 is to play

    @id:fives-count-003 @clause:turn.pass
    Scenario: A pass makes no count
      With no drawing, seat 1 holds no five and passes; the ends still add up to 10.
      Given the "all-fives" rules for 2 players with draw.mode = none, fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-5 1-1 0-2 0-3 1-2 1-3 |
        | 1    | 0-4 1-4 2-3 2-4 3-4 0-6 1-6 |
      When seat 0 leads 5-5
      And seat 1 passes
      Then the scores are 10 and 0
      And seat 0 is to play

  @clause:score.fives.multiple
  Rule: A multiple of five scores at once, and only a multiple of five

    @id:fives-multiple-001
    Scenario: Counts that are not multiples of five score nothing
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-6 2-5 0-1 0-2 1-2 0-0 |
        | 1    | 3-6 5-5 1-1 1-3 0-3 2-3 1-4 |
      When these moves are played:
        | seat | move             |
        | 0    | 6-6              |
        | 1    | 3-6 on the left  |
        | 0    | 5-6 on the right |
      Then the count is 8
      And the scores are 0 and 15

    @id:fives-multiple-002 @clause:score.out.opponents-only @clause:score.rounding.nearest-five-total
    Scenario: A play that goes out scores its count as well as the going-out score
      Seat 1's last tile, 2-2, makes the count 4 + 8 + 3 = 15, and seat 0 is left with 5-5:
      15 for the count and 10 for going out.
      Given the "all-fives" rules for 2 players with fives.claims = auto, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-5 0-6 1-6 4-4 4-6 5-5                             |
        | 1        | 0-3 1-3 1-4 2-2 2-3 4-5 6-6                             |
        | boneyard | 2-5 1-2 3-6 0-0 0-2 5-6 3-5 2-4 3-4 1-5 0-4 2-6 3-3 1-1 |
      When the moves "6-6, 4-6 on the right, 1-4 on the right, 0-6 on the left, 0-3 on the left, 0-1 on the right, 2-3 on the left, 0-5 on the right, 4-5 on the right, 1-6 on the up, 1-3 on the up, 4-4 on the right" are played from seat 1
      Then the count is 13
      And the scores are 0 and 0
      When seat 1 plays 2-2 on the left
      Then the count is 15
      And seat 1 goes out and wins the hand
      And the hand scores 10 points
      And the scores are 0 and 25

  @clause:score.fives.auto
  Rule: In-hand scores are counted automatically

    @id:fives-auto-001
    Scenario: A scoring play made without a claim scores for the mover
      Given the "all-fives" rules for 2 players with fives.claims = auto
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
        | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |
      When seat 0 leads 5-5
      Then the scores are 10 and 0
      And 0 points are waiting for muggins
      And seat 1 may not call muggins

  @clause:score.winner-only
  Rule: Points scored during the hand stand whoever wins it

    @id:fives-stand-001
    Scenario: The loser of the hand keeps the points it scored during the hand
      Seat 1 scores 35 during the hand; seat 0 goes out against 3-5 and scores 10 (8 rounded).
      Given the "all-fives" rules for 2 players with fives.claims = auto, score.rounding = nearest_five_total
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-5 0-6 1-1 1-5 2-5 4-4 5-6                             |
        | 1        | 2-3 2-4 2-6 3-4 3-5 4-5 4-6                             |
        | boneyard | 1-2 1-4 1-6 3-3 0-1 0-3 3-6 6-6 1-3 0-0 0-4 2-2 0-2 5-5 |
      When the moves "4-4, 2-4 on the right, 2-5 on the right, 3-4 on the left, 1-5 on the right, 4-5 on the up, 0-5 on the up, 2-3 on the left, 0-6 on the up, 4-6 on the down, 5-6 on the up, 2-6 on the down" are played from seat 0
      Then the scores are 0 and 35
      When seat 0 plays 1-1 on the right
      Then seat 0 goes out and wins the hand
      And the hand scores 10 points
      And the scores are 10 and 35

  @clause:score.fives.count
  Rule: Before the lead the count is 0

    @id:fives-count-before-lead-001
    Scenario: Right after the deal, before anything is played, the count is 0
      Given the "all-fives" rules for 2 players
      And the deal:
        | seat | tiles                       |
        | 0    | 6-6 5-5 4-6 0-5 1-4 2-3 0-0 |
        | 1    | 0-1 0-2 1-1 1-2 1-3 2-2 3-3 |
      Then seat 0 is to lead
      And the count is 0
