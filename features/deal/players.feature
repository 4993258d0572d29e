@clause:deal.players
Feature: Two to four players

  A match is played by a number of players the ruleset lists, from two to four. An engine
  refuses to start a match for any other number.

  Rule: A match starts for a player count the ruleset lists

    @id:deal-players-001
    Scenario Outline: The "<profile>" rules are played by <players> players
      When a match is started under the "<profile>" rules for <players> players
      Then the rules are accepted

      Examples:
        | profile     | players |
        | block       | 2       |
        | block       | 3       |
        | block       | 4       |
        | draw        | 3       |
        | block-seven | 4       |
        | partnership | 4       |

  Rule: A match for a player count the ruleset does not list is refused

    @id:deal-players-002
    Scenario Outline: The partnership rules are not played by <players> players
      When a match is started under the "partnership" rules for <players> players
      Then the rules are refused

      Examples:
        | players |
        | 2       |
        | 3       |

    @id:deal-players-003
    Scenario Outline: Rules listing only <listed> players refuse <players>
      When a match is started under the "block" rules for <players> players with players = [<listed>]
      Then the rules are refused

      Examples:
        | listed | players |
        | 2      | 3       |
        | 2      | 4       |
        | 4      | 2       |
