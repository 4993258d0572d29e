"""The rulebook as data: clauses and rule options read from spec/, profiles, declared games, the rules of a ruleset, where the data is installed."""
