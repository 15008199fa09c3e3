#!/usr/bin/env python3
"""orient2d done right, in Python: exact fractions instead of doubles.

Every coordinate the protocol (PROTOCOL.md) allows is read as the exact number
it stands for: an integer literal as an int, any other number literal as the
double it is (Fraction(float) is exact), a numeric string ("12", "-7/3",
"1.5e-7") by Fraction. Then (b - a) x (c - a) has no rounding at all, and
diff finds nothing:

    npx exact-predicates diff --cmd "python3 exact_orient2d.py" --ops orient2d --coordinates mixed

(It answers valid requests only; the protocol's error answers are left out to
keep it short.)
"""
import json
import sys
from fractions import Fraction


def exact(v):
    """A protocol coordinate as an exact Fraction."""
    return Fraction(v)  # int, float (the double itself) or numeric string


for line in sys.stdin:
    if not line.strip():
        continue
    request = json.loads(line)
    (ax, ay), (bx, by), (cx, cy) = ([exact(v) for v in request[k]] for k in ("a", "b", "c"))
    det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    sign = (det > 0) - (det < 0)
    print(json.dumps({"id": request.get("id"), "result": sign}), flush=True)
