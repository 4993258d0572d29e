Feature: Game: Block
  The plainest game: no drawing, no spinner, the line grows at two ends until someone goes
  out or nobody can play. Profiles block, block-classic and block-seven.

  @clause:score.out.all-other-hands @clause:draw.none @clause:match.end.target
  Rule: block: seven each for two players, first to 100

    @id:games-block-001
    Scenario: A two-player hand of Block played out to going out
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
      Then the hand is not over
      And the boneyard holds 14 tiles
      When seat 1 plays 2-2 on the right
      Then seat 1 goes out and wins the hand
      And the match is not over

  @clause:lead.first-hand.heaviest-tile @clause:deal.hand-size
  Rule: block-seven: seven each whatever the count, the heaviest tile leads

    @id:games-block-002
    Scenario: Three players are dealt seven each and the 5-6 outranks the 5-5 for the lead
      The double-six is in the boneyard.
      Given the "block-seven" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 0-1 0-2 0-3 0-4 1-2 1-3 |
        | 1    | 5-6 1-4 1-5 2-3 2-4 2-5 0-0 |
        | 2    | 4-4 3-4 3-5 0-5 0-6 1-6 2-6 |
      Then seat 1 must lead 5-6
      And the boneyard holds 7 tiles

  @clause:match.end.target
  Rule: block-seven: first to 100 at every player count

    @id:games-block-003
    Scenario: Three players: a hand of 63 points does not reach block-seven's 100
      Given the "block-seven" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-1 0-2 1-5 2-2 2-3 2-6 |
        | 1    | 0-6 1-1 1-2 2-4 4-4 4-5 4-6 |
        | 2    | 0-3 1-4 3-3 3-6 5-5 5-6 6-6 |
      When the moves "6-6, 2-6 on the left, 0-6 on the right, 0-3 on the right, 2-3 on the right, 2-4 on the left, 1-4 on the left, 0-2 on the right, 1-2 on the left, pass, 0-0 on the right, pass, pass, 0-1 on the right, 1-1 on the right, pass, 2-2 on the left, pass, pass, 1-5 on the right" are played from seat 2
      Then seat 0 goes out and wins the hand
      And the pips left are 0, 27 and 36
      And the scores are 63, 0 and 0
      And the match is not over

  @clause:end.blocked-tie.no-score
  Rule: block-seven and block-classic: a blocked tie is a hand nobody wins

    @id:games-block-004
    Scenario: block-seven: two hands of 8 pips tie and nobody scores
      Given the "block-seven" rules for 3 players
      And the deal:
        | seat | tiles                       |
        | 0    | 0-1 0-5 1-3 1-5 2-2 2-4 3-6 |
        | 1    | 0-0 0-3 1-1 1-2 1-4 2-3 3-4 |
        | 2    | 0-4 0-6 2-6 3-3 4-4 4-5 5-5 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 2-4 on the right, 2-3 on the right, 4-5 on the left, 3-6 on the right, 3-4 on the left, 0-6 on the right, 0-1 on the right, 1-1 on the right, 3-3 on the left, 1-5 on the right, 0-3 on the left" are played from seat 2
      Then the hand is blocked with no winner
      And the pips left are 8, 8 and 16
      And the status is hand_over
      And the scores are 0, 0 and 0

    @id:games-block-005
    Scenario: block-classic: two hands of 9 pips tie and the hand is over with nobody scoring
      Given the "block-classic" rules for 3 players
      And the deal:
        | seat | tiles               |
        | 0    | 1-3 2-6 3-3 4-4 5-5 |
        | 1    | 0-1 0-4 0-5 4-6 6-6 |
        | 2    | 0-2 1-6 3-4 3-6 4-5 |
      When the moves "6-6, 3-6 on the left, 1-3 on the left, 4-6 on the right, 3-4 on the right, 3-3 on the right, 0-1 on the left, 0-2 on the left, 2-6 on the left, pass, 1-6 on the left" are played from seat 1
      Then the hand is blocked with no winner
      And the status is hand_over
      And the scores are 0, 0 and 0

  @clause:lead.first-hand.highest-double-else-redeal
  Rule: block-classic: without a double the deal is void

    @id:games-block-006
    Scenario: block-classic: four players without a double are dealt again
      Given the "block-classic" rules for 4 players
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 0-2 0-3 0-4 0-5 |
        | 1    | 0-6 1-2 1-3 1-4 1-5 |
        | 2    | 1-6 2-3 2-4 2-5 2-6 |
        | 3    | 3-4 3-5 3-6 4-5 4-6 |
      Then a redeal is needed
