"""Reports: the run report, JUnit XML, the compliance matrix, and the pages printed from the rulebook (from templates/)."""
