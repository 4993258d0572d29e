@clause:draw.until-playable.one-move
Feature: One draw takes tiles until one fits under draw.mode = until_playable_one_move
  Under until_playable_one_move a player who cannot play makes one draw move that takes tiles
  from the boneyard until one fits, or only the reserve is left; under until_playable each draw
  takes one tile, and under none a stuck player passes. Each seating's stuck player needs
  more than one tile, or may not draw at all under the profile's own rule.

  @clause:draw.until-playable
  Rule: all-fives, 2 players: seat 1 cannot play

    @id:draw-one-move-all-fives-2p-001
    Scenario Outline: all-fives, 2 players: under draw.mode = <mode> one draw takes <taken>
      Given the "all-fives" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5 claiming 10, 0-5 on the left claiming 10, 4-5 on the right, 0-3 on the left, 3-6 on the left, 1-4 on the right" are played from seat 1
      And seat 1 draws
      Then seat 1 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 5    | 13   |
        | until_playable_one_move | 2 tiles  | 6    | 12   |

  @clause:draw.until-playable
  Rule: all-fives, 3 players: seat 0 cannot play

    @id:draw-one-move-all-fives-3p-001
    Scenario Outline: all-fives, 3 players: under draw.mode = <mode> one draw takes <taken>
      Given the "all-fives" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right claiming 10, 0-0 on the right claiming 10, 0-2 on the right, 2-6 on the right, 3-6 on the right, 4-5 on the left, 1-4 on the left, 3-4 on the right, 4-4 on the right" are played from seat 2
      And seat 0 draws
      Then seat 0 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 3    | 12   |
        | until_playable_one_move | 2 tiles  | 4    | 11   |

  @clause:draw.until-playable
  Rule: all-fives, 4 players: seat 2 cannot play

    @id:draw-one-move-all-fives-4p-001
    Scenario Outline: all-fives, 4 players: under draw.mode = <mode> one draw takes <taken>
      Given the "all-fives" rules for 4 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-5 1-4 2-3 2-6             |
        | 1        | 0-0 1-1 3-3 3-4 3-6             |
        | 2        | 0-2 0-4 4-4 4-5 5-5             |
        | 3        | 0-6 1-3 1-5 3-5 5-6             |
        | boneyard | 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 1-5 on the right, 1-4 on the right, 3-4 on the right, 4-5 on the left, 1-3 on the right, 0-5 on the down claiming 5, 1-1 on the right, 0-4 on the left, 5-6 on the up, 0-3 on the down, 0-0 on the left, 0-2 on the left, 3-5 on the down, 2-3 on the left, 3-6 on the up" are played from seat 2
      And seat 2 draws
      Then seat 2 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 2    | 7    |
        | until_playable_one_move | 2 tiles  | 3    | 6    |

  @clause:draw.until-playable
  Rule: all-fives-tournament, 2 players: seat 1 cannot play

    @id:draw-one-move-all-fives-tournament-2p-001
    Scenario Outline: all-fives-tournament, 2 players: under draw.mode = <mode> one draw takes <taken>
      Given the "all-fives-tournament" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
        | lots     | 1-5 2-2                                                 |
      When the moves "3-3, 2-3 on the left, 3-6 on the right, 0-3 on the down, 0-4 on the down, 1-4 on the down, 3-4 on the up, 2-6 on the left, 4-5 on the up, 0-5 on the up, 0-2 on the up, 1-1 on the down" are played from seat 1
      And seat 1 draws
      Then seat 1 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 2    | 13   |
        | until_playable_one_move | 2 tiles  | 3    | 12   |

  @clause:draw.until-playable
  Rule: all-fives-tournament, 3 players: seat 2 cannot play

    @id:draw-one-move-all-fives-tournament-3p-001
    Scenario Outline: all-fives-tournament, 3 players: under draw.mode = <mode> one draw takes <taken>
      Given the "all-fives-tournament" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2        | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | boneyard | 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
        | lots     | 0-0 3-5 2-6                 |
      When the moves "0-1, 1-3 on the right, 2-3 on the right, 0-5 on the left, 2-5 on the left, 2-4 on the left, 4-4 on the left, 2-2 on the right" are played from seat 0
      And seat 2 draws
      Then seat 2 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 6    | 6    |
        | until_playable_one_move | 2 tiles  | 7    | 5    |

  @clause:draw.none
  Rule: block, 2 players: seat 0 cannot play

    @id:draw-one-move-block-2p-001
    Scenario Outline: block, 2 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6                             |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6                             |
        | boneyard | 1-1 3-6 0-6 1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
      When the moves "6-6, 5-6 on the right, 2-6 on the left, 1-5 on the right, 1-3 on the right" are played from seat 1
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block, 3 players: seat 0 cannot play

    @id:draw-one-move-block-3p-001
    Scenario Outline: block, 3 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 1-4 on the right, 1-1 on the right, 4-5 on the left" are played from seat 2
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block, 4 players: seat 0 cannot play

    @id:draw-one-move-block-4p-001
    Scenario Outline: block, 4 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block" rules for 4 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                           |
        | 0        | 1-4 1-5 4-4 4-5 5-6             |
        | 1        | 0-1 0-5 2-2 3-4 6-6             |
        | 2        | 0-0 1-1 1-3 2-5 2-6             |
        | 3        | 0-6 1-6 2-3 3-5 3-6             |
        | boneyard | 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
      When the moves "6-6, 2-6 on the right, 0-6 on the left" are played from seat 1
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-classic, 2 players: seat 0 cannot play

    @id:draw-one-move-block-classic-2p-001
    Scenario Outline: block-classic, 2 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block-classic" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6                             |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6                             |
        | boneyard | 1-1 3-6 0-6 1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
      When the moves "6-6, 5-6 on the right, 2-6 on the left, 1-5 on the right, 1-3 on the right" are played from seat 1
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-classic, 3 players: seat 0 cannot play

    @id:draw-one-move-block-classic-3p-001
    Scenario Outline: block-classic, 3 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block-classic" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 1-4 on the right, 1-1 on the right, 4-5 on the left" are played from seat 2
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-classic, 4 players: seat 0 cannot play

    @id:draw-one-move-block-classic-4p-001
    Scenario Outline: block-classic, 4 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block-classic" rules for 4 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                           |
        | 0        | 1-4 1-5 4-4 4-5 5-6             |
        | 1        | 0-1 0-5 2-2 3-4 6-6             |
        | 2        | 0-0 1-1 1-3 2-5 2-6             |
        | 3        | 0-6 1-6 2-3 3-5 3-6             |
        | boneyard | 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
      When the moves "6-6, 2-6 on the right, 0-6 on the left" are played from seat 1
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-nine, 2 players: seat 0 cannot play

    @id:draw-one-move-block-nine-2p-001
    Scenario Outline: block-nine, 2 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block-nine" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                                                                         |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                                                                         |
        | boneyard | 2-3 1-5 8-9 5-9 6-8 6-7 5-6 1-2 0-3 1-8 1-6 1-1 2-4 3-3 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 0-5 on the right, 0-0 on the right, 0-7 on the left, 0-4 on the right" are played from seat 0
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-nine, 3 players: seat 2 cannot play

    @id:draw-one-move-block-nine-3p-001
    Scenario Outline: block-nine, 3 players: under draw.mode = <mode> seat 2 may <may>
      Given the "block-nine" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                                             |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                                             |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                                             |
        | boneyard | 1-2 0-3 1-8 1-6 1-1 2-4 3-3 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 0-7 on the left, 0-1 on the left" are played from seat 0
      Then seat 2 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-nine, 4 players: seat 2 cannot play

    @id:draw-one-move-block-nine-4p-001
    Scenario Outline: block-nine, 4 players: under draw.mode = <mode> seat 2 may <may>
      Given the "block-nine" rules for 4 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                 |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                 |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                 |
        | 3        | 0-3 1-1 1-2 1-6 1-8 2-4 3-3                                                                                 |
        | boneyard | 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 1-2 on the right, 0-7 on the left, 0-0 on the left, 2-3 on the right, 0-3 on the right, 0-5 on the right, 0-1 on the left, 5-9 on the right, 1-8 on the left, 3-9 on the right, 4-8 on the left" are played from seat 0
      Then seat 2 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-seven, 2 players: seat 0 cannot play

    @id:draw-one-move-block-seven-2p-001
    Scenario Outline: block-seven, 2 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block-seven" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6                             |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6                             |
        | boneyard | 1-1 3-6 0-6 1-6 3-5 2-3 2-4 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
      When the moves "6-6, 5-6 on the right, 2-6 on the left, 1-5 on the right, 1-3 on the right" are played from seat 1
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.none
  Rule: block-seven, 3 players: seat 0 cannot play

    @id:draw-one-move-block-seven-3p-001
    Scenario Outline: block-seven, 3 players: under draw.mode = <mode> seat 0 may <may>
      Given the "block-seven" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                       |
        | 0        | 0-1 0-5 1-4 1-5 4-4 4-5 5-6 |
        | 1        | 0-0 1-3 2-2 2-5 2-6 3-4 6-6 |
        | 2        | 0-6 1-1 1-6 2-3 2-4 3-5 3-6 |
        | boneyard | 0-3 1-2 0-2 4-6 5-5 3-3 0-4 |
      When the moves "6-6, 0-6 on the right, 0-5 on the right, 2-6 on the left, 2-4 on the left, 5-6 on the right, 3-4 on the left, 3-6 on the right" are played from seat 1
      Then seat 0 is to act
      And the legal moves are "<moves>"

      Examples:
        | mode                    | may  | moves |
        | none                    | pass | pass  |
        | until_playable_one_move | draw | draw  |

  @clause:draw.until-playable
  Rule: draw, 2 players: seat 0 cannot play

    @id:draw-one-move-draw-2p-001
    Scenario Outline: draw, 2 players: under draw.mode = <mode> one draw takes <taken>
      Given the "draw" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                   |
        | 0        | 0-0 0-3 0-5 1-1 1-4 2-3 2-6                             |
        | 1        | 0-2 0-4 3-3 3-4 3-6 4-5 5-5                             |
        | boneyard | 4-4 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the left, 4-5 on the right, 0-3 on the left, 0-4 on the right, 0-0 on the right, 3-3 on the left, 2-3 on the left, 0-2 on the left" are played from seat 1
      And seat 0 draws
      Then seat 0 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 4    | 13   |
        | until_playable_one_move | 2 tiles  | 5    | 12   |

  @clause:draw.until-playable
  Rule: draw, 3 players: seat 0 cannot play

    @id:draw-one-move-draw-3p-001
    Scenario Outline: draw, 3 players: under draw.mode = <mode> one draw takes <taken>
      Given the "draw" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                               |
        | 0        | 0-3 0-5 1-4 2-3 2-6                                 |
        | 1        | 0-0 1-1 3-3 3-4 3-6                                 |
        | 2        | 0-2 0-4 4-4 4-5 5-5                                 |
        | boneyard | 0-6 1-5 3-5 1-3 5-6 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 0-5 on the right, 0-0 on the right, 0-4 on the right, 1-4 on the right, 1-1 on the right, 4-5 on the left" are played from seat 2
      And seat 0 draws
      Then seat 0 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 4    | 12   |
        | until_playable_one_move | 2 tiles  | 5    | 11   |

  @clause:draw.until-playable
  Rule: draw, 4 players: seat 1 cannot play

    @id:draw-one-move-draw-4p-001
    Scenario Outline: draw, 4 players: under draw.mode = <mode> one draw takes <taken>
      Given the "draw" rules for 4 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                           |
        | 0        | 0-3 0-5 1-4 2-3 2-6             |
        | 1        | 0-0 1-1 3-3 3-4 3-6             |
        | 2        | 0-2 0-4 4-4 4-5 5-5             |
        | 3        | 0-6 1-3 1-5 3-5 5-6             |
        | boneyard | 2-4 2-5 1-2 0-1 2-2 4-6 1-6 6-6 |
      When the moves "5-5, 3-5 on the right, 0-3 on the right, 0-0 on the right, 0-4 on the right, 5-6 on the left, 2-6 on the left, 3-4 on the right, 0-2 on the left, 1-3 on the right, 0-5 on the left, 1-1 on the right, 4-5 on the left, 1-5 on the right, 1-4 on the left" are played from seat 2
      And seat 1 draws
      Then seat 1 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 3    | 7    |
        | until_playable_one_move | 2 tiles  | 4    | 6    |

  @clause:draw.until-playable
  Rule: draw-nine, 2 players: seat 0 cannot play

    @id:draw-one-move-draw-nine-2p-001
    Scenario Outline: draw-nine, 2 players: under draw.mode = <mode> one draw takes <taken>
      Given the "draw-nine" rules for 2 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                                                                                                                               |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                                                                         |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                                                                         |
        | boneyard | 2-3 1-5 8-9 5-9 6-8 6-7 5-6 1-2 0-3 1-8 1-6 1-1 2-4 3-3 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 0-5 on the right, 0-0 on the right, 0-7 on the left, 0-4 on the right" are played from seat 0
      And seat 0 draws
      Then seat 0 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 5    | 40   |
        | until_playable_one_move | 9 tiles  | 13   | 32   |

  @clause:draw.until-playable
  Rule: draw-nine, 3 players: seat 1 cannot play

    @id:draw-one-move-draw-nine-3p-001
    Scenario Outline: draw-nine, 3 players: under draw.mode = <mode> one draw takes <taken>
      Given the "draw-nine" rules for 3 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                                                                                                   |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                                             |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                                             |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                                             |
        | boneyard | 1-2 0-3 1-8 1-6 1-1 2-4 3-3 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 0-7 on the left, 0-1 on the left, draw, 1-2 on the left, 1-3 on the right, draw, 0-3 on the right, 2-3 on the left, 3-9 on the left, 0-4 on the right, 8-9 on the left, 5-8 on the left, 4-8 on the right, 5-9 on the left, draw, 1-8 on the right, 7-9 on the left, 6-7 on the left, draw, 1-6 on the right" are played from seat 0
      And seat 1 draws
      Then seat 1 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 3    | 29   |
        | until_playable_one_move | 6 tiles  | 8    | 24   |

  @clause:draw.until-playable
  Rule: draw-nine, 4 players: seat 2 cannot play

    @id:draw-one-move-draw-nine-4p-001
    Scenario Outline: draw-nine, 4 players: under draw.mode = <mode> one draw takes <taken>
      Given the "draw-nine" rules for 4 players with draw.mode = <mode>
      And the deal:
        | seat     | tiles                                                                                                       |
        | 0        | 0-5 0-7 1-3 3-5 3-9 5-5 5-8                                                                                 |
        | 1        | 0-0 0-1 0-4 4-5 4-8 5-7 7-9                                                                                 |
        | 2        | 1-5 2-3 5-6 5-9 6-7 6-8 8-9                                                                                 |
        | 3        | 0-3 1-1 1-2 1-6 1-8 2-4 3-3                                                                                 |
        | boneyard | 3-4 7-8 2-6 4-6 6-6 0-9 4-4 7-7 0-6 4-9 1-9 0-8 8-8 1-4 4-7 2-5 3-6 2-2 2-8 3-7 3-8 1-7 0-2 2-9 6-9 2-7 9-9 |
      When the moves "5-5, 5-7 on the left, 1-5 on the right, 1-2 on the right, 0-7 on the left, 0-0 on the left, 2-3 on the right, 0-3 on the right, 0-5 on the right, 0-1 on the left, 5-9 on the right, 1-8 on the left, 3-9 on the right, 4-8 on the left, draw, 3-4 on the left, 3-3 on the right, 3-5 on the right, 4-5 on the right" are played from seat 0
      And seat 2 draws
      Then seat 2 holds <held> tiles
      And the boneyard holds <left> tiles

      Examples:
        | mode                    | taken    | held | left |
        | until_playable          | one tile | 5    | 25   |
        | until_playable_one_move | 3 tiles  | 7    | 23   |
