// segmentsIntersect on every pair of segments with endpoints on a 3×3 grid
// (zero-length, collinear, touching, crossing, apart: every configuration
// there is), against the fraction-kernel reference
// (test/support/segmentsFrac.ts). Numbers take the double
// fast path; bigints, Rationals and mixtures take the general exact path,
// which must give the same answers.
import { describe, expect, it } from 'vitest';
import type { Coordinate, Segment2 } from '../../src/index.js';
import { Rational, segmentsIntersect } from '../../src/index.js';
import { segmentsIntersectFrac } from '../support/segmentsFrac.js';

type P = [number, number];
const points: P[] = [];
for (let x = 0; x < 3; x++) for (let y = 0; y < 3; y++) points.push([x, y]);
const segments: [P, P][] = points.flatMap((p) => points.map((q) => [p, q] as [P, P]));

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
        const expected = segmentsIntersectFrac(s, t);
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
