#!/usr/bin/env python3
"""orient2d with the textbook float formula, in Python.

The sign of the rounded (b - a) x (c - a), as most code writes it. It speaks
the protocol (PROTOCOL.md) on stdin/stdout, one answer per line, flushed as it
goes. Right on ordinary input, wrong on nearly collinear points and wherever
the products pass 2^53:

    npx exact-predicates diff --cmd "python3 naive_orient2d.py" --ops orient2d
"""
import json
import sys

for line in sys.stdin:
    if not line.strip():
        continue
    request = json.loads(line)
    (ax, ay), (bx, by), (cx, cy) = ([float(v) for v in request[k]] for k in ("a", "b", "c"))
    det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    sign = (det > 0) - (det < 0)
    print(json.dumps({"id": request.get("id"), "result": sign}), flush=True)
