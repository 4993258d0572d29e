"""Reads whatever bytes have arrived and parses them as one request, and so does not declare
pipelining: it is correct only while each request is written after the reply to the one before."""
import json
import os
import sys

from reference_impl.adapter import ReferenceEngine

engine = ReferenceEngine()
while True:
    data = os.read(0, 1 << 16)
    if not data:
        break
    try:
        request = json.loads(data)
    except ValueError as error:
        sys.stderr.write(f"more than one request in one read: {error}\n")
        break
    reply = engine.handle(request)
    if request.get("cmd") == "hello":
        del reply["capabilities"]["pipelining"]
    sys.stdout.buffer.write(json.dumps(reply).encode() + b"\n")
    sys.stdout.buffer.flush()
    if request.get("cmd") == "stop":
        break
