@clause:end.blocked.round-of-passes
Feature: A block ends the hand once every player has passed in turn
  Under turn.block_recognised = round_of_passes the move that leaves nobody able to play or
  draw does not end the hand: every player in turn passes, each pass a move of the hand, and
  the pass that completes the round ends it, blocked, scored as a block is. Under at_once
  (every profile) the hand ends at the blocking move. Each seating's hand was found by seeded
  random play on the reference engine.

  @clause:end.blocked
  Rule: all-fives, 2 players: seat 0's 3-6 on the right leaves nobody able to play

    @id:end-passes-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "all-fives" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-2 0-6 1-3 2-5 3-3 3-5                             |
        | 1        | 0-0 0-5 1-5 2-2 2-4 3-4 5-5                             |
        | boneyard | 6-6 4-6 4-5 5-6 2-6 1-2 1-6 0-4 4-4 0-3 1-4 3-6 1-1 2-3 |
      When the moves "5-5 claiming 10, 3-5 on the right, 0-5 on the left, 0-1 on the left, 1-5 on the left, 2-5 on the up claiming 10, 3-4 on the right, 0-2 on the up, 2-4 on the right, 0-6 on the up, 2-2 on the right claiming 15, draw, 6-6 on the up, draw, 4-6 on the up, draw, 4-5 on the up, draw, 5-6 on the up claiming 15, draw, 2-6 on the up, draw, 1-2 on the right, 1-3 on the right claiming 10, draw, draw, draw, draw, 0-3 on the right, draw, draw, draw, draw, 2-3 on the up, 0-0 on the right, 3-3 on the up, 0-4 on the right claiming 15, 1-4 on the right, 1-6 on the right, 3-6 on the right" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-all-fives-2p-002
    Scenario: all-fives, 2 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "all-fives" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-2 0-6 1-3 2-5 3-3 3-5                             |
        | 1        | 0-0 0-5 1-5 2-2 2-4 3-4 5-5                             |
        | boneyard | 6-6 4-6 4-5 5-6 2-6 1-2 1-6 0-4 4-4 0-3 1-4 3-6 1-1 2-3 |
      When the moves "5-5 claiming 10, 3-5 on the right, 0-5 on the left, 0-1 on the left, 1-5 on the left, 2-5 on the up claiming 10, 3-4 on the right, 0-2 on the up, 2-4 on the right, 0-6 on the up, 2-2 on the right claiming 15, draw, 6-6 on the up, draw, 4-6 on the up, draw, 4-5 on the up, draw, 5-6 on the up claiming 15, draw, 2-6 on the up, draw, 1-2 on the right, 1-3 on the right claiming 10, draw, draw, draw, draw, 0-3 on the right, draw, draw, draw, draw, 2-3 on the up, 0-0 on the right, 3-3 on the up, 0-4 on the right claiming 15, 1-4 on the right, 1-6 on the right, 3-6 on the right, pass" are played from seat 1
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 6 points
      And the pips left are 2 and 8

  @clause:end.blocked
  Rule: all-fives, 3 players: seat 2's 1-2 on the up leaves nobody able to play

    @id:end-passes-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "all-fives" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 1-3 2-3 2-5 3-5                                 |
        | 1        | 0-1 0-2 0-3 3-4 4-4                                 |
        | 2        | 0-5 0-6 1-2 2-2 4-5                                 |
        | boneyard | 1-6 3-6 2-6 0-4 1-4 1-5 5-5 6-6 4-6 3-3 2-4 1-1 5-6 |
      When the moves "4-4, 4-5 on the left, 3-5 on the left, 3-4 on the left, draw, draw, draw, draw, 0-4 on the left, 0-0 on the left, 0-2 on the left claiming 10, 2-6 on the left, draw, 1-4 on the right, 0-1 on the right, 0-5 on the right, 2-5 on the right, draw, draw, draw, 6-6 on the left, 0-6 on the left, 2-3 on the right, 0-3 on the right, draw, 4-6 on the up, draw, draw, 2-4 on the down, draw, draw, 5-6 on the up, 2-2 on the down, pass, 1-5 on the up claiming 5, 1-2 on the up" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-all-fives-3p-002
    Scenario: all-fives, 3 players: every player passes in turn, and the pass of seat 2 ends the hand, blocked
      Given the "all-fives" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-0 1-3 2-3 2-5 3-5                                 |
        | 1        | 0-1 0-2 0-3 3-4 4-4                                 |
        | 2        | 0-5 0-6 1-2 2-2 4-5                                 |
        | boneyard | 1-6 3-6 2-6 0-4 1-4 1-5 5-5 6-6 4-6 3-3 2-4 1-1 5-6 |
      When the moves "4-4, 4-5 on the left, 3-5 on the left, 3-4 on the left, draw, draw, draw, draw, 0-4 on the left, 0-0 on the left, 0-2 on the left claiming 10, 2-6 on the left, draw, 1-4 on the right, 0-1 on the right, 0-5 on the right, 2-5 on the right, draw, draw, draw, 6-6 on the left, 0-6 on the left, 2-3 on the right, 0-3 on the right, draw, 4-6 on the up, draw, draw, 2-4 on the down, draw, draw, 5-6 on the up, 2-2 on the down, pass, 1-5 on the up claiming 5, 1-2 on the up, pass, pass" are played from seat 1
      Then the hand is not over
      And seat 2 is to play
      And the legal moves are "pass"
      When seat 2 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 8 points
      And the pips left are 10, 12 and 16

  @clause:end.blocked
  Rule: all-fives, 4 players: seat 0's draw leaves nobody able to play

    @id:end-passes-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "all-fives" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-4 0-5 2-2 2-3 5-6             |
        | 1        | 0-3 1-3 2-4 3-4 4-6             |
        | 2        | 0-0 3-3 3-5 4-5 6-6             |
        | 3        | 1-4 1-5 1-6 2-5 2-6             |
        | boneyard | 0-1 0-6 1-2 5-5 3-6 0-2 4-4 1-1 |
      When the moves "6-6, 2-6 on the right, 2-3 on the right claiming 15, 0-3 on the right, 0-0 on the right, 1-6 on the left, 0-4 on the right claiming 5, 4-6 on the right, draw, 0-1 on the left, draw, 0-6 on the left, 5-6 on the down, draw, draw, 5-5 on the down, 3-5 on the down claiming 15, draw, 3-6 on the down, draw, draw, draw" are played from seat 2
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-all-fives-4p-002
    Scenario: all-fives, 4 players: every player passes in turn, and the pass of seat 3 ends the hand, blocked
      Given the "all-fives" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-4 0-5 2-2 2-3 5-6             |
        | 1        | 0-3 1-3 2-4 3-4 4-6             |
        | 2        | 0-0 3-3 3-5 4-5 6-6             |
        | 3        | 1-4 1-5 1-6 2-5 2-6             |
        | boneyard | 0-1 0-6 1-2 5-5 3-6 0-2 4-4 1-1 |
      When the moves "6-6, 2-6 on the right, 2-3 on the right claiming 15, 0-3 on the right, 0-0 on the right, 1-6 on the left, 0-4 on the right claiming 5, 4-6 on the right, draw, 0-1 on the left, draw, 0-6 on the left, 5-6 on the down, draw, draw, 5-5 on the down, 3-5 on the down claiming 15, draw, 3-6 on the down, draw, draw, draw, pass, pass, pass" are played from seat 2
      Then the hand is not over
      And seat 3 is to play
      And the legal moves are "pass"
      When seat 3 passes
      Then the hand is blocked and won by seat 2
      And the hand scores 14 points
      And the pips left are 21, 20, 15 and 18

  @clause:end.blocked
  Rule: all-fives-tournament, 2 players: seat 1's draw leaves nobody able to play

    @id:end-passes-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "all-fives-tournament" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-2 0-6 1-6 3-5 3-6 5-6                             |
        | 1        | 0-3 0-5 1-3 2-2 2-3 2-6 4-4                             |
        | boneyard | 1-5 0-0 0-4 3-4 1-2 4-5 4-6 3-3 5-5 1-4 2-5 2-4 6-6 1-1 |
        | lots     | 0-6 1-6                                                 |
      When the moves "2-3, 3-6 on the right, 2-6 on the left, 0-6 on the left, 0-5 on the left, 1-6 on the right, 1-3 on the right, 3-5 on the left, 0-3 on the right, 0-1 on the right, draw, 1-5 on the right, 5-6 on the right, draw, draw, draw, 3-4 on the left, draw, draw, 4-5 on the left, draw, 4-6 on the right, draw, draw, 5-5 on the left, 0-4 on the right, 0-2 on the right, 2-2 on the right, 1-2 on the right, draw, 1-4 on the right, draw, 2-5 on the left, 4-4 on the right, draw, 2-4 on the right, draw, draw" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-all-fives-tournament-2p-002
    Scenario: all-fives-tournament, 2 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "all-fives-tournament" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-2 0-6 1-6 3-5 3-6 5-6                             |
        | 1        | 0-3 0-5 1-3 2-2 2-3 2-6 4-4                             |
        | boneyard | 1-5 0-0 0-4 3-4 1-2 4-5 4-6 3-3 5-5 1-4 2-5 2-4 6-6 1-1 |
        | lots     | 0-6 1-6                                                 |
      When the moves "2-3, 3-6 on the right, 2-6 on the left, 0-6 on the left, 0-5 on the left, 1-6 on the right, 1-3 on the right, 3-5 on the left, 0-3 on the right, 0-1 on the right, draw, 1-5 on the right, 5-6 on the right, draw, draw, draw, 3-4 on the left, draw, draw, 4-5 on the left, draw, 4-6 on the right, draw, draw, 5-5 on the left, 0-4 on the right, 0-2 on the right, 2-2 on the right, 1-2 on the right, draw, 1-4 on the right, draw, 2-5 on the left, 4-4 on the right, draw, 2-4 on the right, draw, draw, pass" are played from seat 1
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 15 points
      And the pips left are 6 and 14

  @clause:end.blocked
  Rule: all-fives-tournament, 3 players: seat 1's 0-0 on the right leaves nobody able to play

    @id:end-passes-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "all-fives-tournament" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 1-1 2-2 2-4 3-6 5-5 5-6 |
        | 1        | 0-3 0-5 0-6 1-2 1-4 1-6 4-5 |
        | 2        | 0-4 1-5 2-5 3-4 3-5 4-4 6-6 |
        | boneyard | 1-3 2-6 3-3 0-0 4-6 2-3 0-1 |
        | lots     | 4-5 2-4 0-3                 |
      When the moves "2-4, 4-5 on the right, 2-5 on the left, 5-5 on the left, 0-5 on the right, 3-5 on the left, 3-6 on the left, 1-6 on the left, 0-4 on the right, 1-1 on the left, 1-4 on the right, 1-5 on the right, 5-6 on the right, 1-2 on the left, 6-6 on the right, 0-2 on the left, 0-3 on the left, 3-4 on the left, draw, draw, 2-6 on the right, draw, draw, draw, 4-6 on the left, draw, 2-3 on the right, 1-3 on the right, 0-6 on the left, draw, 0-1 on the right, pass, 0-0 on the right" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-all-fives-tournament-3p-002
    Scenario: all-fives-tournament, 3 players: every player passes in turn, and the pass of seat 1 ends the hand, blocked
      Given the "all-fives-tournament" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-2 1-1 2-2 2-4 3-6 5-5 5-6 |
        | 1        | 0-3 0-5 0-6 1-2 1-4 1-6 4-5 |
        | 2        | 0-4 1-5 2-5 3-4 3-5 4-4 6-6 |
        | boneyard | 1-3 2-6 3-3 0-0 4-6 2-3 0-1 |
        | lots     | 4-5 2-4 0-3                 |
      When the moves "2-4, 4-5 on the right, 2-5 on the left, 5-5 on the left, 0-5 on the right, 3-5 on the left, 3-6 on the left, 1-6 on the left, 0-4 on the right, 1-1 on the left, 1-4 on the right, 1-5 on the right, 5-6 on the right, 1-2 on the left, 6-6 on the right, 0-2 on the left, 0-3 on the left, 3-4 on the left, draw, draw, 2-6 on the right, draw, draw, draw, 4-6 on the left, draw, 2-3 on the right, 1-3 on the right, 0-6 on the left, draw, 0-1 on the right, pass, 0-0 on the right, pass, pass" are played from seat 0
      Then the hand is not over
      And seat 1 is to play
      And the legal moves are "pass"
      When seat 1 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 15 points
      And the pips left are 4, 6 and 8

  @clause:end.blocked
  Rule: all-fives-tournament, 4 players: seat 0's 6-6 on the left leaves nobody able to play

    @id:end-passes-all-fives-tournament-4p-001
    Scenario Outline: all-fives-tournament, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "all-fives-tournament" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-4 3-5 4-4 4-5 5-6 6-6 |
        | 1        | 0-2 0-3 1-1 1-5 2-3 3-3 3-4 |
        | 2        | 0-1 1-3 2-2 2-4 2-5 3-6 4-6 |
        | 3        | 0-5 0-6 1-2 1-4 1-6 2-6 5-5 |
        | boneyard |                             |
        | lots     | 0-1 0-2 2-2 4-6             |
      When the moves "4-6, 0-6 on the right, 0-4 on the right, 3-4 on the left, 3-6 on the left, 1-6 on the left, 4-5 on the right, 1-5 on the left, 2-5 on the left, 2-6 on the left, 5-6 on the right, pass, pass, pass, 6-6 on the left" are played from seat 2
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-all-fives-tournament-4p-002
    Scenario: all-fives-tournament, 4 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "all-fives-tournament" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-0 0-4 3-5 4-4 4-5 5-6 6-6 |
        | 1        | 0-2 0-3 1-1 1-5 2-3 3-3 3-4 |
        | 2        | 0-1 1-3 2-2 2-4 2-5 3-6 4-6 |
        | 3        | 0-5 0-6 1-2 1-4 1-6 2-6 5-5 |
        | boneyard |                             |
        | lots     | 0-1 0-2 2-2 4-6             |
      When the moves "4-6, 0-6 on the right, 0-4 on the right, 3-4 on the left, 3-6 on the left, 1-6 on the left, 4-5 on the right, 1-5 on the left, 2-5 on the left, 2-6 on the left, 5-6 on the right, pass, pass, pass, 6-6 on the left, pass, pass, pass" are played from seat 2
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 2
      And the hand scores 55 points
      And the pips left are 16, 18, 15 and 23

  @clause:end.blocked
  Rule: block, 2 players: seat 0's 3-5 on the right leaves nobody able to play

    @id:end-passes-block-2p-001
    Scenario Outline: block, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 1-1 2-4 2-6 3-5 4-4 5-6 |
        | 1    | 0-3 0-6 1-4 3-3 3-6 4-6 5-5 |
      When the moves "5-5, 5-6 on the right, 0-6 on the right, 0-0 on the right, 0-3 on the right, 3-5 on the right" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-2p-002
    Scenario: block, 2 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "block" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 1-1 2-4 2-6 3-5 4-4 5-6 |
        | 1    | 0-3 0-6 1-4 3-3 3-6 4-6 5-5 |
      When the moves "5-5, 5-6 on the right, 0-6 on the right, 0-0 on the right, 0-3 on the right, 3-5 on the right, pass" are played from seat 1
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 6 points
      And the pips left are 24 and 30

  @clause:end.blocked
  Rule: block, 3 players: seat 2's 1-6 on the right leaves nobody able to play

    @id:end-passes-block-3p-001
    Scenario Outline: block, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 2-2 2-5 3-4 4-5 |
        | 1    | 0-2 0-3 1-4 2-6 5-5 |
        | 2    | 1-6 2-3 3-6 5-6 6-6 |
      When the moves "6-6, pass, 2-6 on the left, 2-3 on the left, 3-4 on the left, 1-4 on the left, 1-6 on the right" are played from seat 2
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-3p-002
    Scenario: block, 3 players: every player passes in turn, and the pass of seat 2 ends the hand, blocked
      Given the "block" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles               |
        | 0    | 0-0 2-2 2-5 3-4 4-5 |
        | 1    | 0-2 0-3 1-4 2-6 5-5 |
        | 2    | 1-6 2-3 3-6 5-6 6-6 |
      When the moves "6-6, pass, 2-6 on the left, 2-3 on the left, 3-4 on the left, 1-4 on the left, 1-6 on the right, pass, pass" are played from seat 2
      Then the hand is not over
      And seat 2 is to play
      And the legal moves are "pass"
      When seat 2 passes
      Then the hand is blocked and won by seat 1
      And the hand scores 10 points
      And the pips left are 20, 15 and 20

  @clause:end.blocked
  Rule: block, 4 players: seat 3's 1-2 on the right leaves nobody able to play

    @id:end-passes-block-4p-001
    Scenario Outline: block, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 2-3 3-3 3-4 5-6 |
        | 1    | 0-6 1-4 1-6 2-2 2-4 |
        | 2    | 0-4 1-3 3-6 4-4 6-6 |
        | 3    | 0-0 1-1 1-2 2-5 3-5 |
      When the moves "6-6, pass, 5-6 on the right, 0-6 on the left, 0-4 on the left, 3-5 on the right, 3-3 on the right, 1-4 on the left, 1-3 on the right, 1-1 on the left, 0-1 on the left, 1-6 on the right, 3-6 on the right, 0-0 on the left, 3-4 on the right, 2-4 on the right, pass, 1-2 on the right" are played from seat 2
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-4p-002
    Scenario: block, 4 players: every player passes in turn, and the pass of seat 3 ends the hand, blocked
      Given the "block" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles               |
        | 0    | 0-1 2-3 3-3 3-4 5-6 |
        | 1    | 0-6 1-4 1-6 2-2 2-4 |
        | 2    | 0-4 1-3 3-6 4-4 6-6 |
        | 3    | 0-0 1-1 1-2 2-5 3-5 |
      When the moves "6-6, pass, 5-6 on the right, 0-6 on the left, 0-4 on the left, 3-5 on the right, 3-3 on the right, 1-4 on the left, 1-3 on the right, 1-1 on the left, 0-1 on the left, 1-6 on the right, 3-6 on the right, 0-0 on the left, 3-4 on the right, 2-4 on the right, pass, 1-2 on the right, pass, pass, pass" are played from seat 2
      Then the hand is not over
      And seat 3 is to play
      And the legal moves are "pass"
      When seat 3 passes
      Then the hand is blocked and won by seat 1
      And the hand scores 8 points
      And the pips left are 5, 4, 8 and 7

  @clause:end.blocked
  Rule: block-classic, 2 players: seat 0's 3-4 on the right leaves nobody able to play

    @id:end-passes-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-classic" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-1 2-3 3-4 3-5 4-6 6-6 |
        | 1    | 0-1 0-4 1-3 1-5 1-6 3-3 5-6 |
      When the moves "6-6, 1-6 on the right, 4-6 on the left, 0-1 on the right, 0-2 on the right, 0-4 on the left, 2-3 on the right, 3-3 on the right, 3-4 on the right" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-classic-2p-002
    Scenario: block-classic, 2 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "block-classic" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-2 1-1 2-3 3-4 3-5 4-6 6-6 |
        | 1    | 0-1 0-4 1-3 1-5 1-6 3-3 5-6 |
      When the moves "6-6, 1-6 on the right, 4-6 on the left, 0-1 on the right, 0-2 on the right, 0-4 on the left, 2-3 on the right, 3-3 on the right, 3-4 on the right, pass" are played from seat 0
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 11 points
      And the pips left are 10 and 21

  @clause:end.blocked
  Rule: block-classic, 3 players: seat 0's 4-4 on the left leaves nobody able to play

    @id:end-passes-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-classic" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 2-6 3-3 3-4 4-4 5-6 |
        | 1    | 0-4 1-3 1-5 2-3 2-5 |
        | 2    | 0-2 0-6 2-2 4-5 5-5 |
      When the moves "5-5, 5-6 on the right, 1-5 on the left, 0-6 on the right, pass, 0-4 on the right, 4-5 on the right, pass, 2-5 on the right, 2-2 on the right, 2-6 on the right, 1-3 on the left, pass, 3-4 on the left, pass, pass, 4-4 on the left" are played from seat 2
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-classic-3p-002
    Scenario: block-classic, 3 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "block-classic" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles               |
        | 0    | 2-6 3-3 3-4 4-4 5-6 |
        | 1    | 0-4 1-3 1-5 2-3 2-5 |
        | 2    | 0-2 0-6 2-2 4-5 5-5 |
      When the moves "5-5, 5-6 on the right, 1-5 on the left, 0-6 on the right, pass, 0-4 on the right, 4-5 on the right, pass, 2-5 on the right, 2-2 on the right, 2-6 on the right, 1-3 on the left, pass, 3-4 on the left, pass, pass, 4-4 on the left, pass, pass" are played from seat 2
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 2
      And the hand scores 7 points
      And the pips left are 6, 5 and 2

  @clause:end.blocked
  Rule: block-classic, 4 players: seat 3's 4-4 on the left leaves nobody able to play

    @id:end-passes-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-classic" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles               |
        | 0    | 0-5 2-4 3-3 4-6 5-6 |
        | 1    | 0-0 0-2 1-1 3-4 6-6 |
        | 2    | 0-1 1-4 1-6 3-6 4-5 |
        | 3    | 0-3 2-5 2-6 4-4 5-5 |
      When the moves "6-6, 1-6 on the left, 2-6 on the right, 2-4 on the right, 3-4 on the right, 1-4 on the left, 0-3 on the right, 4-6 on the left, 0-0 on the right, 0-1 on the right, pass, 5-6 on the left, 1-1 on the right, 4-5 on the left, 4-4 on the left" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-classic-4p-002
    Scenario: block-classic, 4 players: every player passes in turn, and the pass of seat 3 ends the hand, blocked
      Given the "block-classic" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles               |
        | 0    | 0-5 2-4 3-3 4-6 5-6 |
        | 1    | 0-0 0-2 1-1 3-4 6-6 |
        | 2    | 0-1 1-4 1-6 3-6 4-5 |
        | 3    | 0-3 2-5 2-6 4-4 5-5 |
      When the moves "6-6, 1-6 on the left, 2-6 on the right, 2-4 on the right, 3-4 on the right, 1-4 on the left, 0-3 on the right, 4-6 on the left, 0-0 on the right, 0-1 on the right, pass, 5-6 on the left, 1-1 on the right, 4-5 on the left, 4-4 on the left, pass, pass, pass" are played from seat 1
      Then the hand is not over
      And seat 3 is to play
      And the legal moves are "pass"
      When seat 3 passes
      Then the hand is blocked and won by seat 1
      And the hand scores 31 points
      And the pips left are 11, 2, 9 and 17

  @clause:end.blocked
  Rule: block-nine, 2 players: seat 0's 6-6 on the left leaves nobody able to play

    @id:end-passes-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-nine" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 1-8 3-8 3-9 4-4 6-6 6-8 |
        | 1    | 0-1 3-7 4-5 4-7 5-8 7-7 7-9 |
      When the moves "7-7, pass, 4-7 on the left, 4-4 on the left, 4-5 on the left, pass, 3-7 on the right, 3-9 on the right, 5-8 on the left, 6-8 on the left, 7-9 on the right, 6-6 on the left" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-nine-2p-002
    Scenario: block-nine, 2 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "block-nine" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 1-8 3-8 3-9 4-4 6-6 6-8 |
        | 1    | 0-1 3-7 4-5 4-7 5-8 7-7 7-9 |
      When the moves "7-7, pass, 4-7 on the left, 4-4 on the left, 4-5 on the left, pass, 3-7 on the right, 3-9 on the right, 5-8 on the left, 6-8 on the left, 7-9 on the right, 6-6 on the left, pass" are played from seat 1
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 1
      And the hand scores 19 points
      And the pips left are 20 and 1

  @clause:end.blocked
  Rule: block-nine, 3 players: seat 0's 5-5 on the right leaves nobody able to play

    @id:end-passes-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-nine" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 0-9 2-7 2-9 3-6 5-5 9-9 |
        | 1    | 0-0 1-4 1-9 3-3 4-6 6-6 8-9 |
        | 2    | 1-3 1-6 2-2 2-6 2-8 3-4 3-5 |
      When the moves "9-9, 1-9 on the right, 1-3 on the right, 2-9 on the left, 3-3 on the right, 3-5 on the right, 2-7 on the left, pass, pass, 5-5 on the right" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-nine-3p-002
    Scenario: block-nine, 3 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "block-nine" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-6 0-9 2-7 2-9 3-6 5-5 9-9 |
        | 1    | 0-0 1-4 1-9 3-3 4-6 6-6 8-9 |
        | 2    | 1-3 1-6 2-2 2-6 2-8 3-4 3-5 |
      When the moves "9-9, 1-9 on the right, 1-3 on the right, 2-9 on the left, 3-3 on the right, 3-5 on the right, 2-7 on the left, pass, pass, 5-5 on the right, pass, pass" are played from seat 0
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 32 points
      And the pips left are 24, 44 and 36

  @clause:end.blocked
  Rule: block-nine, 4 players: seat 1's 5-5 on the right leaves nobody able to play

    @id:end-passes-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-nine" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-4 0-6 3-8 4-5 4-6 4-8 |
        | 1    | 0-3 0-8 2-8 3-5 5-5 7-7 8-8 |
        | 2    | 0-1 0-7 1-6 1-7 3-3 5-7 7-8 |
        | 3    | 1-2 1-3 3-4 3-6 4-7 4-9 9-9 |
      When the moves "9-9, pass, pass, pass, 4-9 on the right, 4-8 on the right, 0-8 on the right, 0-1 on the right, 1-3 on the right, 3-8 on the right, 2-8 on the right, pass, 1-2 on the right, pass, pass, 1-6 on the right, 3-6 on the right, pass, 3-5 on the right, 5-7 on the right, 4-7 on the right, 4-5 on the right, 5-5 on the right" are played from seat 3
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-nine-4p-002
    Scenario: block-nine, 4 players: every player passes in turn, and the pass of seat 1 ends the hand, blocked
      Given the "block-nine" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-4 0-6 3-8 4-5 4-6 4-8 |
        | 1    | 0-3 0-8 2-8 3-5 5-5 7-7 8-8 |
        | 2    | 0-1 0-7 1-6 1-7 3-3 5-7 7-8 |
        | 3    | 1-2 1-3 3-4 3-6 4-7 4-9 9-9 |
      When the moves "9-9, pass, pass, pass, 4-9 on the right, 4-8 on the right, 0-8 on the right, 0-1 on the right, 1-3 on the right, 3-8 on the right, 2-8 on the right, pass, 1-2 on the right, pass, pass, 1-6 on the right, 3-6 on the right, pass, 3-5 on the right, 5-7 on the right, 4-7 on the right, 4-5 on the right, 5-5 on the right, pass, pass, pass" are played from seat 3
      Then the hand is not over
      And seat 1 is to play
      And the legal moves are "pass"
      When seat 1 passes
      Then the hand is blocked and won by seat 3
      And the hand scores 68 points
      And the pips left are 20, 33, 36 and 7

  @clause:end.blocked
  Rule: block-seven, 2 players: seat 1's 4-4 on the left leaves nobody able to play

    @id:end-passes-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-seven" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-5 1-1 1-6 5-5 5-6 6-6 |
        | 1    | 1-2 1-5 2-3 2-4 3-4 4-4 4-6 |
      When the moves "6-6, 4-6 on the left, 1-6 on the right, 3-4 on the left, 1-1 on the right, 1-5 on the right, 0-5 on the right, 2-3 on the left, 0-0 on the right, 2-4 on the left, pass, 4-4 on the left" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-seven-2p-002
    Scenario: block-seven, 2 players: every player passes in turn, and the pass of seat 1 ends the hand, blocked
      Given the "block-seven" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-5 1-1 1-6 5-5 5-6 6-6 |
        | 1    | 1-2 1-5 2-3 2-4 3-4 4-4 4-6 |
      When the moves "6-6, 4-6 on the left, 1-6 on the right, 3-4 on the left, 1-1 on the right, 1-5 on the right, 0-5 on the right, 2-3 on the left, 0-0 on the right, 2-4 on the left, pass, 4-4 on the left, pass" are played from seat 0
      Then the hand is not over
      And seat 1 is to play
      And the legal moves are "pass"
      When seat 1 passes
      Then the hand is blocked and won by seat 1
      And the hand scores 18 points
      And the pips left are 21 and 3

  @clause:end.blocked
  Rule: block-seven, 3 players: seat 2's 2-2 on the right leaves nobody able to play

    @id:end-passes-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-seven" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 0-6 2-3 2-6 3-6 4-5 5-6 |
        | 1    | 0-2 0-5 1-1 1-2 1-4 3-4 4-6 |
        | 2    | 0-3 1-5 2-2 2-4 3-5 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 0-5 on the right, 0-3 on the right, 2-6 on the left, 1-2 on the left, 3-5 on the right, 4-5 on the right, 1-4 on the left, 2-4 on the left, 2-3 on the left, 3-4 on the right, pass, 3-6 on the right, 4-6 on the right, pass, 0-4 on the right, 0-2 on the right, 2-2 on the right" are played from seat 2
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-seven-3p-002
    Scenario: block-seven, 3 players: every player passes in turn, and the pass of seat 2 ends the hand, blocked
      Given the "block-seven" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-4 0-6 2-3 2-6 3-6 4-5 5-6 |
        | 1    | 0-2 0-5 1-1 1-2 1-4 3-4 4-6 |
        | 2    | 0-3 1-5 2-2 2-4 3-5 5-5 6-6 |
      When the moves "6-6, 5-6 on the right, 0-5 on the right, 0-3 on the right, 2-6 on the left, 1-2 on the left, 3-5 on the right, 4-5 on the right, 1-4 on the left, 2-4 on the left, 2-3 on the left, 3-4 on the right, pass, 3-6 on the right, 4-6 on the right, pass, 0-4 on the right, 0-2 on the right, 2-2 on the right, pass, pass" are played from seat 2
      Then the hand is not over
      And seat 2 is to play
      And the legal moves are "pass"
      When seat 2 passes
      Then the hand is blocked and won by seat 1
      And the hand scores 18 points
      And the pips left are 6, 2 and 16

  @clause:end.blocked
  Rule: block-seven, 4 players: seat 0's 4-4 on the right leaves nobody able to play

    @id:end-passes-block-seven-4p-001
    Scenario Outline: block-seven, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "block-seven" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 1-3 1-4 2-4 3-4 4-4 4-6 5-6 |
        | 1    | 0-1 0-2 0-4 1-2 1-5 2-3 3-6 |
        | 2    | 1-1 1-6 2-2 2-5 3-3 4-5 5-5 |
        | 3    | 0-0 0-3 0-5 0-6 2-6 3-5 6-6 |
      When the moves "6-6, 5-6 on the right, 3-6 on the left, 3-3 on the left, 0-3 on the left, pass, 0-4 on the left, 4-5 on the right, pass, 2-4 on the right, 0-2 on the right, pass, 0-6 on the right, 3-4 on the left, 2-3 on the left, 2-2 on the left, 2-6 on the left, 4-6 on the right, pass, 1-6 on the left, pass, 1-4 on the left, pass, pass, pass, 4-4 on the right" are played from seat 3
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-block-seven-4p-002
    Scenario: block-seven, 4 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "block-seven" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 1-3 1-4 2-4 3-4 4-4 4-6 5-6 |
        | 1    | 0-1 0-2 0-4 1-2 1-5 2-3 3-6 |
        | 2    | 1-1 1-6 2-2 2-5 3-3 4-5 5-5 |
        | 3    | 0-0 0-3 0-5 0-6 2-6 3-5 6-6 |
      When the moves "6-6, 5-6 on the right, 3-6 on the left, 3-3 on the left, 0-3 on the left, pass, 0-4 on the left, 4-5 on the right, pass, 2-4 on the right, 0-2 on the right, pass, 0-6 on the right, 3-4 on the left, 2-3 on the left, 2-2 on the left, 2-6 on the left, 4-6 on the right, pass, 1-6 on the left, pass, 1-4 on the left, pass, pass, pass, 4-4 on the right, pass, pass, pass" are played from seat 3
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 30 points
      And the pips left are 4, 10, 19 and 13

  @clause:end.blocked
  Rule: draw, 2 players: seat 1's draw leaves nobody able to play

    @id:end-passes-draw-2p-001
    Scenario Outline: draw, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "draw" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-3 0-4 1-4 3-5 4-6 5-6                             |
        | 1        | 0-0 1-2 1-3 1-6 2-4 2-6 3-3                             |
        | boneyard | 0-2 5-5 2-5 4-5 2-3 1-1 1-5 4-4 0-6 2-2 3-6 3-4 0-5 6-6 |
      When the moves "3-3, 3-5 on the right, 1-3 on the left, 5-6 on the right, 1-2 on the left, 4-6 on the right, 2-4 on the right, draw, 0-2 on the right, 2-6 on the left, 0-3 on the right, 1-6 on the left, 1-4 on the left, draw, draw, draw, 4-5 on the left, draw, 2-3 on the right, 2-5 on the left, draw, draw, draw, draw, draw, 2-2 on the right, draw, draw, draw, draw" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-draw-2p-002
    Scenario: draw, 2 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "draw" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-3 0-4 1-4 3-5 4-6 5-6                             |
        | 1        | 0-0 1-2 1-3 1-6 2-4 2-6 3-3                             |
        | boneyard | 0-2 5-5 2-5 4-5 2-3 1-1 1-5 4-4 0-6 2-2 3-6 3-4 0-5 6-6 |
      When the moves "3-3, 3-5 on the right, 1-3 on the left, 5-6 on the right, 1-2 on the left, 4-6 on the right, 2-4 on the right, draw, 0-2 on the right, 2-6 on the left, 0-3 on the right, 1-6 on the left, 1-4 on the left, draw, draw, draw, 4-5 on the left, draw, 2-3 on the right, 2-5 on the left, draw, draw, draw, draw, draw, 2-2 on the right, draw, draw, draw, draw, pass" are played from seat 1
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 16 points
      And the pips left are 27 and 43

  @clause:end.blocked
  Rule: draw, 3 players: seat 1's draw leaves nobody able to play

    @id:end-passes-draw-3p-001
    Scenario Outline: draw, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "draw" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-2 3-3 3-5 5-6 6-6                                 |
        | 1        | 0-1 1-1 1-3 1-5 2-4                                 |
        | 2        | 0-5 1-6 2-3 2-6 4-4                                 |
        | boneyard | 3-4 0-0 0-6 5-5 2-5 4-5 1-2 1-4 3-6 0-3 0-4 2-2 4-6 |
      When the moves "6-6, draw, draw, draw, 0-6 on the left, 1-6 on the right, 0-2 on the left, 1-5 on the right, 0-5 on the right, draw, draw, 2-5 on the left, 0-1 on the right, draw, 4-5 on the left, draw, 1-2 on the right, 3-4 on the left, 2-6 on the right, 5-6 on the right, 1-3 on the left, draw, 1-4 on the left, 3-5 on the right, 2-4 on the left, 2-3 on the right, draw, draw, draw, draw, 2-2 on the left, draw" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-draw-3p-002
    Scenario: draw, 3 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "draw" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-2 3-3 3-5 5-6 6-6                                 |
        | 1        | 0-1 1-1 1-3 1-5 2-4                                 |
        | 2        | 0-5 1-6 2-3 2-6 4-4                                 |
        | boneyard | 3-4 0-0 0-6 5-5 2-5 4-5 1-2 1-4 3-6 0-3 0-4 2-2 4-6 |
      When the moves "6-6, draw, draw, draw, 0-6 on the left, 1-6 on the right, 0-2 on the left, 1-5 on the right, 0-5 on the right, draw, draw, 2-5 on the left, 0-1 on the right, draw, 4-5 on the left, draw, 1-2 on the right, 3-4 on the left, 2-6 on the right, 5-6 on the right, 1-3 on the left, draw, 1-4 on the left, 3-5 on the right, 2-4 on the left, 2-3 on the right, draw, draw, draw, draw, 2-2 on the left, draw, pass, pass" are played from seat 0
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 2
      And the hand scores 28 points
      And the pips left are 32, 12 and 8

  @clause:end.blocked
  Rule: draw, 4 players: seat 3's 5-6 on the right leaves nobody able to play

    @id:end-passes-draw-4p-001
    Scenario Outline: draw, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "draw" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                           |
        | 0        | 1-3 1-4 2-3 3-3 4-4             |
        | 1        | 0-0 1-1 1-6 2-2 5-5             |
        | 2        | 0-1 0-3 3-4 3-6 4-5             |
        | 3        | 0-5 2-4 2-5 5-6 6-6             |
        | boneyard | 0-2 1-5 0-6 4-6 3-5 1-2 0-4 2-6 |
      When the moves "6-6, draw, draw, draw, 0-6 on the left, 0-0 on the left, 3-6 on the right, 0-5 on the left, 1-5 on the left, 1-1 on the left, 0-3 on the right, draw, draw, draw, 1-2 on the left, 2-3 on the left, draw, 0-4 on the right, 3-4 on the right, 3-5 on the right, 3-3 on the left, 5-5 on the right, 4-5 on the right, 4-6 on the right, 1-3 on the left, 1-6 on the left, draw, 2-6 on the right, 2-5 on the right, pass, pass, pass, 5-6 on the right" are played from seat 3
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-draw-4p-002
    Scenario: draw, 4 players: every player passes in turn, and the pass of seat 3 ends the hand, blocked
      Given the "draw" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                           |
        | 0        | 1-3 1-4 2-3 3-3 4-4             |
        | 1        | 0-0 1-1 1-6 2-2 5-5             |
        | 2        | 0-1 0-3 3-4 3-6 4-5             |
        | 3        | 0-5 2-4 2-5 5-6 6-6             |
        | boneyard | 0-2 1-5 0-6 4-6 3-5 1-2 0-4 2-6 |
      When the moves "6-6, draw, draw, draw, 0-6 on the left, 0-0 on the left, 3-6 on the right, 0-5 on the left, 1-5 on the left, 1-1 on the left, 0-3 on the right, draw, draw, draw, 1-2 on the left, 2-3 on the left, draw, 0-4 on the right, 3-4 on the right, 3-5 on the right, 3-3 on the left, 5-5 on the right, 4-5 on the right, 4-6 on the right, 1-3 on the left, 1-6 on the left, draw, 2-6 on the right, 2-5 on the right, pass, pass, pass, 5-6 on the right, pass, pass, pass" are played from seat 3
      Then the hand is not over
      And seat 3 is to play
      And the legal moves are "pass"
      When seat 3 passes
      Then the hand is blocked and won by seat 2
      And the hand scores 22 points
      And the pips left are 15, 4, 1 and 6

  @clause:end.blocked
  Rule: draw-nine, 2 players: seat 0's draw leaves nobody able to play

    @id:end-passes-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "draw-nine" rules for 2 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-3 0-6 1-2 3-4 3-7 5-5 6-7                                                                                                                                         |
        | 1        | 0-8 0-9 1-8 4-6 4-9 5-7 7-9                                                                                                                                         |
        | boneyard | 3-9 4-5 0-5 1-9 5-9 2-7 2-3 0-1 5-8 6-6 4-4 2-8 1-6 4-7 1-1 6-8 8-8 7-8 6-9 1-5 1-7 3-8 3-5 5-6 0-0 2-6 3-6 2-5 9-9 0-4 2-2 2-9 3-3 1-4 0-7 7-7 2-4 1-3 8-9 4-8 0-2 |
      When the moves "5-5, 5-7 on the left, 6-7 on the left, 4-6 on the left, 3-4 on the left, draw, 3-9 on the left, draw, 4-5 on the right, 4-9 on the right, draw, draw, 1-9 on the left, 7-9 on the right, 1-2 on the left, draw, draw, 2-7 on the left, 3-7 on the right, draw, 2-3 on the right, draw, draw, draw, draw, draw, 2-8 on the right, 0-8 on the right, 0-6 on the right, draw, 1-6 on the right, 0-1 on the right, 0-9 on the right, draw, 4-7 on the left, 5-9 on the right, 0-5 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 0-0 on the right, 0-3 on the right, 3-8 on the right, 4-4 on the left, 6-8 on the right, 6-6 on the right, 6-9 on the right, draw, draw, draw, draw, 9-9 on the right, draw, 0-4 on the left, draw, draw, 2-9 on the right, draw, draw, draw, 0-7 on the left, 2-6 on the right, 1-7 on the left, 3-6 on the right, 3-5 on the right, 5-8 on the right, 1-1 on the left, draw, draw, draw, 1-3 on the left, 8-8 on the right, draw, 8-9 on the right, 3-3 on the left, draw, draw" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-draw-nine-2p-002
    Scenario: draw-nine, 2 players: every player passes in turn, and the pass of seat 1 ends the hand, blocked
      Given the "draw-nine" rules for 2 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-3 0-6 1-2 3-4 3-7 5-5 6-7                                                                                                                                         |
        | 1        | 0-8 0-9 1-8 4-6 4-9 5-7 7-9                                                                                                                                         |
        | boneyard | 3-9 4-5 0-5 1-9 5-9 2-7 2-3 0-1 5-8 6-6 4-4 2-8 1-6 4-7 1-1 6-8 8-8 7-8 6-9 1-5 1-7 3-8 3-5 5-6 0-0 2-6 3-6 2-5 9-9 0-4 2-2 2-9 3-3 1-4 0-7 7-7 2-4 1-3 8-9 4-8 0-2 |
      When the moves "5-5, 5-7 on the left, 6-7 on the left, 4-6 on the left, 3-4 on the left, draw, 3-9 on the left, draw, 4-5 on the right, 4-9 on the right, draw, draw, 1-9 on the left, 7-9 on the right, 1-2 on the left, draw, draw, 2-7 on the left, 3-7 on the right, draw, 2-3 on the right, draw, draw, draw, draw, draw, 2-8 on the right, 0-8 on the right, 0-6 on the right, draw, 1-6 on the right, 0-1 on the right, 0-9 on the right, draw, 4-7 on the left, 5-9 on the right, 0-5 on the right, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, 0-0 on the right, 0-3 on the right, 3-8 on the right, 4-4 on the left, 6-8 on the right, 6-6 on the right, 6-9 on the right, draw, draw, draw, draw, 9-9 on the right, draw, 0-4 on the left, draw, draw, 2-9 on the right, draw, draw, draw, 0-7 on the left, 2-6 on the right, 1-7 on the left, 3-6 on the right, 3-5 on the right, 5-8 on the right, 1-1 on the left, draw, draw, draw, 1-3 on the left, 8-8 on the right, draw, 8-9 on the right, 3-3 on the left, draw, draw, pass" are played from seat 0
      Then the hand is not over
      And seat 1 is to play
      And the legal moves are "pass"
      When seat 1 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 1 point
      And the pips left are 45 and 46

  @clause:end.blocked
  Rule: draw-nine, 3 players: seat 2's 3-7 on the right leaves nobody able to play

    @id:end-passes-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "draw-nine" rules for 3 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 1-6 2-4 4-5 4-9 5-9 7-9 8-9                                                                                                             |
        | 1        | 0-2 0-5 0-7 1-7 2-5 4-8 8-8                                                                                                             |
        | 2        | 0-1 1-2 1-3 1-4 3-4 3-7 4-7                                                                                                             |
        | boneyard | 1-1 3-5 6-7 5-8 2-7 5-7 2-2 5-5 0-3 3-6 0-6 1-9 1-8 2-9 6-8 6-6 0-8 9-9 0-4 1-5 2-3 3-8 2-8 3-9 0-0 5-6 0-9 4-4 7-8 6-9 2-6 4-6 7-7 3-3 |
      When the moves "8-8, draw, draw, draw, draw, 5-8 on the left, 5-9 on the left, 4-8 on the right, 1-4 on the right, 1-6 on the right, draw, draw, draw, draw, draw, draw, 3-6 on the right, 3-5 on the right, 7-9 on the left, 1-7 on the left, 1-2 on the left, 2-4 on the left, 0-5 on the right, 4-7 on the left, draw, 0-6 on the right, 0-7 on the left, 6-7 on the right, draw, draw, draw, draw, draw, draw, 0-8 on the left, 2-7 on the right, draw, draw, draw, draw, 2-3 on the right, 8-9 on the left, 0-3 on the right, 0-1 on the right, 1-9 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, pass, 1-3 on the left, 1-8 on the right, 7-8 on the right, 3-4 on the left, 4-9 on the left, 0-9 on the left, 0-4 on the left, 4-5 on the left, 7-7 on the right, 1-5 on the left, pass, 5-7 on the right, 1-1 on the left, pass, 5-6 on the right, pass, 6-8 on the right, 2-8 on the right, pass, 2-9 on the right, 3-9 on the right, 3-7 on the right" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-draw-nine-3p-002
    Scenario: draw-nine, 3 players: every player passes in turn, and the pass of seat 2 ends the hand, blocked
      Given the "draw-nine" rules for 3 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 1-6 2-4 4-5 4-9 5-9 7-9 8-9                                                                                                             |
        | 1        | 0-2 0-5 0-7 1-7 2-5 4-8 8-8                                                                                                             |
        | 2        | 0-1 1-2 1-3 1-4 3-4 3-7 4-7                                                                                                             |
        | boneyard | 1-1 3-5 6-7 5-8 2-7 5-7 2-2 5-5 0-3 3-6 0-6 1-9 1-8 2-9 6-8 6-6 0-8 9-9 0-4 1-5 2-3 3-8 2-8 3-9 0-0 5-6 0-9 4-4 7-8 6-9 2-6 4-6 7-7 3-3 |
      When the moves "8-8, draw, draw, draw, draw, 5-8 on the left, 5-9 on the left, 4-8 on the right, 1-4 on the right, 1-6 on the right, draw, draw, draw, draw, draw, draw, 3-6 on the right, 3-5 on the right, 7-9 on the left, 1-7 on the left, 1-2 on the left, 2-4 on the left, 0-5 on the right, 4-7 on the left, draw, 0-6 on the right, 0-7 on the left, 6-7 on the right, draw, draw, draw, draw, draw, draw, 0-8 on the left, 2-7 on the right, draw, draw, draw, draw, 2-3 on the right, 8-9 on the left, 0-3 on the right, 0-1 on the right, 1-9 on the left, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, draw, pass, 1-3 on the left, 1-8 on the right, 7-8 on the right, 3-4 on the left, 4-9 on the left, 0-9 on the left, 0-4 on the left, 4-5 on the left, 7-7 on the right, 1-5 on the left, pass, 5-7 on the right, 1-1 on the left, pass, 5-6 on the right, pass, 6-8 on the right, 2-8 on the right, pass, 2-9 on the right, 3-9 on the right, 3-7 on the right, pass, pass" are played from seat 1
      Then the hand is not over
      And seat 2 is to play
      And the legal moves are "pass"
      When seat 2 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 75 points
      And the pips left are 12, 81 and 18

  @clause:end.blocked
  Rule: draw-nine, 4 players: seat 2's 0-2 on the left leaves nobody able to play

    @id:end-passes-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "draw-nine" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-6 1-3 1-5 2-2 3-3 6-6 7-8                                                                                 |
        | 1        | 0-3 1-1 2-9 4-6 5-5 5-6 9-9                                                                                 |
        | 2        | 0-2 0-4 2-4 2-5 2-8 3-5 3-6                                                                                 |
        | 3        | 0-0 0-8 1-2 2-3 3-9 4-7 7-7                                                                                 |
        | boneyard | 0-1 3-7 4-8 5-8 0-9 0-5 4-9 4-5 1-8 5-9 8-8 1-9 2-7 1-6 0-7 1-7 3-4 5-7 1-4 6-7 2-6 6-8 6-9 3-8 7-9 4-4 8-9 |
      When the moves "9-9, draw, draw, draw, draw, draw, 0-9 on the left, 0-0 on the left, 0-6 on the left, 2-9 on the right, 2-5 on the right, draw, 0-5 on the right, 6-6 on the left, 0-3 on the right, 3-5 on the right, draw, draw, 4-5 on the right, draw, draw, draw, draw, draw, draw, 1-6 on the left, 1-1 on the left, 4-8 on the right, 1-2 on the left, 2-7 on the left, draw, 0-7 on the left, 5-8 on the right, 0-8 on the left, 7-8 on the left, 5-5 on the right, 3-7 on the left, 3-9 on the left, 1-5 on the right, draw, 1-7 on the right, draw, draw, 5-7 on the right, 4-9 on the left, 5-9 on the right, 4-6 on the left, 3-6 on the left, 2-3 on the left, 2-2 on the left, draw, draw, draw, 2-6 on the left, draw, 6-8 on the left, draw, 6-9 on the right, 1-8 on the left, 6-7 on the right, 0-1 on the left, 4-7 on the right, draw, draw, draw, 4-4 on the right, 1-4 on the right, 0-4 on the left, draw, pass, 1-3 on the right, pass, 2-4 on the left, pass, 3-3 on the right, pass, 3-4 on the right, pass, pass, pass, 0-2 on the left" are played from seat 1
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-draw-nine-4p-002
    Scenario: draw-nine, 4 players: every player passes in turn, and the pass of seat 2 ends the hand, blocked
      Given the "draw-nine" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-6 1-3 1-5 2-2 3-3 6-6 7-8                                                                                 |
        | 1        | 0-3 1-1 2-9 4-6 5-5 5-6 9-9                                                                                 |
        | 2        | 0-2 0-4 2-4 2-5 2-8 3-5 3-6                                                                                 |
        | 3        | 0-0 0-8 1-2 2-3 3-9 4-7 7-7                                                                                 |
        | boneyard | 0-1 3-7 4-8 5-8 0-9 0-5 4-9 4-5 1-8 5-9 8-8 1-9 2-7 1-6 0-7 1-7 3-4 5-7 1-4 6-7 2-6 6-8 6-9 3-8 7-9 4-4 8-9 |
      When the moves "9-9, draw, draw, draw, draw, draw, 0-9 on the left, 0-0 on the left, 0-6 on the left, 2-9 on the right, 2-5 on the right, draw, 0-5 on the right, 6-6 on the left, 0-3 on the right, 3-5 on the right, draw, draw, 4-5 on the right, draw, draw, draw, draw, draw, draw, 1-6 on the left, 1-1 on the left, 4-8 on the right, 1-2 on the left, 2-7 on the left, draw, 0-7 on the left, 5-8 on the right, 0-8 on the left, 7-8 on the left, 5-5 on the right, 3-7 on the left, 3-9 on the left, 1-5 on the right, draw, 1-7 on the right, draw, draw, 5-7 on the right, 4-9 on the left, 5-9 on the right, 4-6 on the left, 3-6 on the left, 2-3 on the left, 2-2 on the left, draw, draw, draw, 2-6 on the left, draw, 6-8 on the left, draw, 6-9 on the right, 1-8 on the left, 6-7 on the right, 0-1 on the left, 4-7 on the right, draw, draw, draw, 4-4 on the right, 1-4 on the right, 0-4 on the left, draw, pass, 1-3 on the right, pass, 2-4 on the left, pass, 3-3 on the right, pass, 3-4 on the right, pass, pass, pass, 0-2 on the left, pass, pass, pass" are played from seat 1
      Then the hand is not over
      And seat 2 is to play
      And the legal moves are "pass"
      When seat 2 passes
      Then the hand is blocked and won by seat 2
      And the hand scores 65 points
      And the pips left are 53, 11, 10 and 31

  @clause:end.blocked
  Rule: partnership, 4 players: seat 0's 0-0 on the right leaves nobody able to play

    @id:end-passes-partnership-4p-001
    Scenario Outline: partnership, 4 players: under turn.block_recognised = <value>, after the blocking move the hand is <state>
      Given the "partnership" rules for 4 players with turn.block_recognised = <value>
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-6 1-1 2-4 2-6 5-5 6-6 |
        | 1    | 0-1 0-2 0-4 1-3 3-4 3-6 4-5 |
        | 2    | 0-5 1-2 1-5 1-6 2-2 4-4 4-6 |
        | 3    | 0-3 1-4 2-3 2-5 3-3 3-5 5-6 |
      When the moves "6-6, 5-6 on the right, 0-5 on the right, 0-4 on the right, 2-6 on the left, 2-5 on the left, 4-6 on the right, 3-6 on the right, 5-5 on the left, 3-5 on the right, 1-5 on the left, 4-5 on the right, 2-4 on the right, 1-4 on the left, 2-2 on the right, 0-2 on the right, 0-6 on the right, pass, 4-4 on the left, 3-4 on the left, pass, 0-3 on the left, 1-6 on the right, 0-1 on the right, 0-0 on the right" are played from seat 0
      Then the hand is <state>

      Examples:
        | value           | state    |
        | at_once         | over     |
        | round_of_passes | not over |

    @id:end-passes-partnership-4p-002
    Scenario: partnership, 4 players: every player passes in turn, and the pass of seat 0 ends the hand, blocked
      Given the "partnership" rules for 4 players with turn.block_recognised = round_of_passes
      And the deal:
        | seat | tiles                       |
        | 0    | 0-0 0-6 1-1 2-4 2-6 5-5 6-6 |
        | 1    | 0-1 0-2 0-4 1-3 3-4 3-6 4-5 |
        | 2    | 0-5 1-2 1-5 1-6 2-2 4-4 4-6 |
        | 3    | 0-3 1-4 2-3 2-5 3-3 3-5 5-6 |
      When the moves "6-6, 5-6 on the right, 0-5 on the right, 0-4 on the right, 2-6 on the left, 2-5 on the left, 4-6 on the right, 3-6 on the right, 5-5 on the left, 3-5 on the right, 1-5 on the left, 4-5 on the right, 2-4 on the right, 1-4 on the left, 2-2 on the right, 0-2 on the right, 0-6 on the right, pass, 4-4 on the left, 3-4 on the left, pass, 0-3 on the left, 1-6 on the right, 0-1 on the right, 0-0 on the right, pass, pass, pass" are played from seat 0
      Then the hand is not over
      And seat 0 is to play
      And the legal moves are "pass"
      When seat 0 passes
      Then the hand is blocked and won by seat 0
      And the hand scores 10 points
      And the pips left are 2, 4, 3 and 11
