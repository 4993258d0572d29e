Feature: Playing with or without a spinner
  The option layout.spinner decides whether the first double opens the arms up and down.

  @clause:line.spinner.none @clause:line.spinner.arms
  Rule: The option layout.spinner decides whether the double-five lead spins

    @id:line-spinner-012
    Scenario Outline: The double-five lead covered on both sides under layout.spinner = <spinner> leaves <n> open ends
      Given the "all-fives" rules for 2 players with fives.claims = auto, layout.spinner = <spinner>
      And the deal:
        | seat | tiles                       |
        | 0    | 5-5 3-5 2-3 1-3 0-3 2-2 4-6 |
        | 1    | 0-5 1-5 0-1 1-1 2-4 0-0 1-2 |
      When seat 0 leads 5-5
      And seat 1 plays 0-5 on the left
      And seat 0 plays 3-5 on the right
      Then the open ends show <ends>
      And the spinner is <tile>

      Examples:
        | spinner      | n | ends          | tile |
        | none         | 2 | 0 and 3       | none |
        | first_double | 4 | 0, 3, 5 and 5 | 5-5  |
