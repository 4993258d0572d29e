"""Records of play: the transcript model (``model``), reading and writing transcripts (``files``),
and recording matches on the reference engine (``recording``)."""
