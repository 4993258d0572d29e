"""Dies before the handshake, saying why on stderr."""
import sys

print("engine: cannot open rules.db: no such file", file=sys.stderr)
sys.exit(3)
