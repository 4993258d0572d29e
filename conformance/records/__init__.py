"""Records of play: the transcript model (``model``), reading and writing transcripts (``files``),
recording matches on the reference engine (``recording``), and game sheets (``sheets``)."""
