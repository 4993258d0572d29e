@clause:move.refusal.malformed-move @clause:move.refusal.unchanged
Feature: malformed_move: a move that cannot be read

  A move of an unknown kind, a play whose tile is not a tile of the set, or whose end or
  claim is of the wrong form, is refused as "malformed_move", and nothing changes. The
  moves below are sent to the engine exactly as written.

  Background:
    Given the "block" rules for 2 players
    And the deal:
      | seat | tiles                       |
      | 0    | 6-6 1-3 1-2 0-3 0-0 2-2 3-3 |
      | 1    | 4-6 1-1 0-5 2-5 3-5 1-5 0-1 |
    When seat 0 leads 6-6

  Rule: A move that cannot be read is refused

    @id:move-malformed-001
    Scenario Outline: The move <move> is refused: <what>
      When seat 1 tries the move <move>
      Then the move is refused as "malformed_move"
      And nothing has changed
      And seat 1 may play 4-6 on the left

      Examples:
        | what                         | move                                                         |
        | an unknown kind              | {"type": "knock"}                                            |
        | no kind at all               | {"tile": "4-6", "end": "left"}                               |
        | a play without a tile        | {"type": "play", "end": "left"}                              |
        | a tile written in words      | {"type": "play", "tile": "four-six", "end": "left"}          |
        | a tile of three numbers      | {"type": "play", "tile": "4-6-1", "end": "left"}             |
        | a tile written as a number   | {"type": "play", "tile": 46, "end": "left"}                  |
        | an end given as a number     | {"type": "play", "tile": "4-6", "end": 0}                    |
        | a claim written in words     | {"type": "play", "tile": "4-6", "end": "left", "claim": "ten"} |
        | a negative claim             | {"type": "play", "tile": "4-6", "end": "left", "claim": -5}  |

  Rule: A move that is not a JSON object is refused

    @id:move-malformed-003
    Scenario Outline: The move <move>, not an object, is refused
      When seat 1 tries the move <move>
      Then the move is refused as "malformed_move"
      And nothing has changed
      And seat 1 may play 4-6 on the left

      Examples:
        | move                      |
        | "pass"                    |
        | ["play", "4-6", "left"]   |
        | null                      |
        | 7                         |

  Rule: A tile outside the set is not a tile

    @id:move-malformed-002
    Scenario Outline: A play of the <tile>, outside the double-six set, is refused
      When seat 1 tries to play <tile> on the left
      Then the move is refused as "malformed_move"
      And nothing has changed

      Examples:
        | tile |
        | 6-7  |
        | 6-9  |
        | 6-12 |
