// segmentsIntersect on every pair of segments with endpoints on a 3×3 grid
// (zero-length, collinear, touching, crossing, apart: every configuration
// there is), against a direct integer reference. Numbers take the double
// fast path; bigints, Rationals and mixtures take the general exact path,
// which must give the same answers.
import { describe, expect, it } from 'vitest';
import type { Coordinate, Segment2 } from '../../src/index.js';
import { Rational, segmentsIntersect } from '../../src/index.js';

type P = [number, number];
const points: P[] = [];
for (let x = 0; x < 3; x++) for (let y = 0; y < 3; y++) points.push([x, y]);
const segments: [P, P][] = points.flatMap((p) => points.map((q) => [p, q] as [P, P]));

/** Orientation of small integer points: exact in doubles. */
const orient = (a: P, b: P, c: P) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
const within = (x: P, a: P, b: P) =>
  Math.min(a[0], b[0]) <= x[0] && x[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= x[1] && x[1] <= Math.max(a[1], b[1]);
/** Closed segments meet: proper crossing, or an endpoint of one lies on the other. */
function meets([p, q]: [P, P], [u, v]: [P, P]): boolean {
  const o1 = orient(p, q, u);
  const o2 = orient(p, q, v);
  const o3 = orient(u, v, p);
  const o4 = orient(u, v, q);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  const on = (x: P, a: P, b: P) => orient(a, b, x) === 0 && within(x, a, b);
  // A zero-length segment is a point: it meets the other iff it lies on it.
  return on(u, p, q) || on(v, p, q) || on(p, u, v) || on(q, u, v);
}

const kinds: [string, (v: number, i: number) => Coordinate][] = [
  ['numbers', (v) => v],
  ['bigints', (v) => BigInt(v)],
  ['Rationals (thirds)', (v) => Rational.of(BigInt(v) * 3n, 3n)],
  ['mixed', (v, i) => (i % 3 === 0 ? v : i % 3 === 1 ? BigInt(v) : Rational.of(BigInt(v)))],
];

describe.each(kinds)('segmentsIntersect on all 3×3-grid pairs, as %s', (_, as) => {
  it('agrees with the integer reference', () => {
    let met = 0;
    for (const s of segments) {
      for (const t of segments) {
        const expected = meets(s, t);
        if (expected) met++;
        let i = 0;
        const conv = (seg: [P, P]) => seg.map((p) => p.map((v) => as(v, i++))) as unknown as Segment2;
        const a = conv(s);
        const b = conv(t);
        if (segmentsIntersect(a, b) !== expected) {
          expect(segmentsIntersect(a, b), `${JSON.stringify(s)} / ${JSON.stringify(t)}`).toBe(expected);
        }
      }
    }
    expect(met).toBeGreaterThan(0);
    expect(met).toBeLessThan(segments.length ** 2);
  });
});
