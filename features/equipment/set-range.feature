@clause:equipment.set.range
Feature: The highest number on a tile is between 1 and 12

  A ruleset's set.max_pip is a whole number from 1 to 12: from a double-one set of three
  tiles up to a double-twelve set of 91. An engine refuses a ruleset naming anything else.

  Rule: A set from double-one to double-twelve may be played

    @id:equipment-range-001
    Scenario Outline: A double-<n> set is accepted
      When a match is started under the "block" rules for 2 players with players = [2], set.max_pip = <n>, deal.hand_size = <hand size>
      Then the rules are accepted

      Examples:
        | n  | hand size |
        | 1  | 1         |
        | 6  | 7         |
        | 9  | 7         |
        | 12 | 7         |

  Rule: Any other highest number is refused

    @id:equipment-range-002
    Scenario Outline: A ruleset with set.max_pip = <value> is refused
      When a match is started under the "block" rules for 2 players with players = [2], set.max_pip = <value>, deal.hand_size = 1
      Then the rules are refused

      Examples:
        | value |
        | 0     |
        | 13    |
        | 15    |
        | -1    |
        | 6.5   |
        | "six" |
