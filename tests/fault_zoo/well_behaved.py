"""No fault at all: the control animal of the zoo."""
from _keeper import serve

serve()
