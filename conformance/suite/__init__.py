"""The scenario suite: feature files, the step library, the scenario's game, applicability and coverage, the seatings writer, the option sweep, lint, the pytest plugin, the cache."""
