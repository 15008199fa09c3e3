import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate, Segment2 } from '../../src/core/coordinate.js';
import { orient2dExact } from '../support/frac.js';
import { int, sample } from './sampling.js';

/*
 * The two-segment families reach every configuration they name, at the
 * rates they name. Huge coordinates (bigints, not scaled) unless the
 * configuration needs coincidences.
 */

const samePoint = (p: readonly Coordinate[], q: readonly Coordinate[]) => p.every((x, i) => int(x) === int(q[i] as Coordinate));

describe('collinearSegments', () => {
  /** The two segments as parameter intervals along their common line. */
  function intervals([s, t]: readonly [Segment2, Segment2]): [bigint, bigint][] | null {
    const pts = [...s, ...t].map((p) => p.map(int));
    const o = pts[0] as bigint[];
    const far = pts.find((p) => p[0] !== o[0] || p[1] !== o[1]);
    if (far === undefined) return null;
    const d = [(far[0] as bigint) - (o[0] as bigint), (far[1] as bigint) - (o[1] as bigint)];
    const at = (p: bigint[]) =>
      ((p[0] as bigint) - (o[0] as bigint)) * (d[0] as bigint) + ((p[1] as bigint) - (o[1] as bigint)) * (d[1] as bigint);
    const iv = (a: bigint[], b: bigint[]): [bigint, bigint] => (at(a) <= at(b) ? [at(a), at(b)] : [at(b), at(a)]);
    return [iv(pts[0] as bigint[], pts[1] as bigint[]), iv(pts[2] as bigint[], pts[3] as bigint[])];
  }
  function kind(pair: readonly [Segment2, Segment2]): string {
    const iv = intervals(pair);
    if (iv === null) return 'all one point';
    const [[a, b], [c, d]] = iv as [[bigint, bigint], [bigint, bigint]];
    if (a === b || c === d) return 'zero length';
    if (a === c && b === d) return 'coincide';
    if (b < c || d < a) return 'apart';
    if (b === c || d === a) return 'touch end to end';
    if ((a <= c && d <= b) || (c <= a && b <= d)) return 'nested';
    return 'overlap';
  }
  it('overlap, touch end to end, nest, coincide, have zero length and lie apart', () => {
    const kinds = new Set(sample(A.collinearSegments({ coordinates: 'huge' }), 400).map(kind));
    for (const k of ['overlap', 'touch end to end', 'nested', 'coincide', 'zero length', 'apart']) {
      expect(kinds.has(k), k).toBe(true);
    }
  });
  it('most segments have a length, and some are long (spacing g·u up to the budget)', () => {
    const segs = sample(A.collinearSegments({ coordinates: 'huge' }), 200).flat();
    const proper = segs.filter(([p, q]) => !samePoint(p, q));
    expect(proper.length / segs.length).toBeGreaterThan(0.6);
    const span = (s: readonly (readonly Coordinate[])[]) => {
      const d = int((s[1] as Coordinate[])[0] as Coordinate) - int((s[0] as Coordinate[])[0] as Coordinate);
      return d < 0n ? -d : d;
    };
    expect(proper.some((s) => span(s) > 1n << 200n)).toBe(true);
  });
});

describe('sharedEndpointSegments', () => {
  it('the other two endpoints are collinear with the shared one about one time in four', () => {
    const pairs = sample(A.sharedEndpointSegments({ coordinates: 'huge' }), 1000);
    const collinear = pairs.filter(([s, t]) => {
      const shared = s.find((p) => t.some((q) => samePoint(p, q))) as readonly Coordinate[];
      const other = (seg: readonly (readonly Coordinate[])[]) =>
        (samePoint(seg[0] as readonly Coordinate[], shared) ? seg[1] : seg[0]) as readonly Coordinate[];
      return orient2dExact(shared, other(s), other(t)) === 0;
    });
    const share = collinear.length / pairs.length;
    expect(share).toBeGreaterThan(0.18);
    expect(share).toBeLessThan(0.35);
  });
});
