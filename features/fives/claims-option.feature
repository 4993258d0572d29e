Feature: Automatic counts or claims
  The option fives.claims decides whether a scoring count is added by itself or must be
  claimed.

  @clause:score.fives.auto @clause:score.fives.claim
  Rule: The option fives.claims decides whether an unclaimed count scores

    @id:fives-claims-001
    Scenario Outline: The double-five led without a claim under fives.claims = <claims> scores <scored> and leaves <waiting> waiting
      Given the "all-fives" rules for 2 players with fives.claims = <claims>
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
        | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |
      When seat 0 leads 5-5
      Then the scores are <scored> and 0
      And <waiting> points are waiting for muggins

      Examples:
        | claims  | scored | waiting |
        | auto    | 10     | 0       |
        | muggins | 0      | 10      |
