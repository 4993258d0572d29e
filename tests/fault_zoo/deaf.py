"""Answers the handshake, then stops reading its stdin and never answers again."""
import json
import sys
import time

from reference_impl.adapter import ReferenceEngine

request = json.loads(sys.stdin.buffer.readline())
sys.stdout.write(json.dumps(ReferenceEngine().handle(request)) + "\n")
sys.stdout.flush()
time.sleep(3600)
