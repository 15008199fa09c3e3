#!/usr/bin/env node
// segment_box in plain doubles, the slab method as it is usually written:
// for each axis, the parameters where the segment crosses the two planes of
// the box, t = (plane - p) / d, intersected over the axes and with [0, 1].
// It speaks the protocol (PROTOCOL.md) on stdin/stdout, one answer per line.
//
// When plane - p is exact (integers below 2^53, and diff's double cases,
// which are such integers scaled by a power of two), each t is one correctly
// rounded division, so `exact-predicates diff --ops segment_box` fails with
// --compare exact (it answers 0.6666666666666666 for 2/3) and agrees with
// --compare ulps:0. With --coordinates huge the coordinates themselves
// round on the way in, and segments that pass near the box come out on the
// wrong side of it.
import { createInterface } from 'node:readline';

/** The parameter interval of p + t·(q − p) inside the box, or null. */
function segmentBox(p, q, box) {
  let t0 = 0;
  let t1 = 1;
  for (let i = 0; i < p.length; i++) {
    const d = q[i] - p[i];
    if (d === 0) {
      // Parallel to this slab: inside it or not at all.
      if (p[i] < box.min[i] || p[i] > box.max[i]) return null;
      continue;
    }
    let a = (box.min[i] - p[i]) / d;
    let b = (box.max[i] - p[i]) / d;
    if (a > b) [a, b] = [b, a];
    t0 = Math.max(t0, a);
    t1 = Math.min(t1, b);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const r = JSON.parse(line);
  const num = (v) => Number(v); // numeric strings too, as a double program would
  const [p, q] = r.s.map((pt) => pt.map(num));
  const box = { min: r.box.min.map(num), max: r.box.max.map(num) };
  const t = segmentBox(p, q, box);
  const result = t === null ? { hit: false } : { hit: true, t };
  // One line per request, flushed as it goes: diff can then shrink through one running copy.
  process.stdout.write(`${JSON.stringify({ id: r.id, result })}\n`);
}
