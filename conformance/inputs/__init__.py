"""Reading what users give: JSON read strictly (a key twice is an error), text files read with one set of messages."""
