// The crossing point of two lines of doubles is lazy: its coordinates are
// the nearest doubles of the exact crossing (against an independent
// reference), a construction followed by toNumber and comparisons builds no
// fraction, and ties between crossings are settled by the crossing kernels.
import { describe, expect, it } from 'vitest';
import { crossingPoint, crossingPointOfFlat } from '../../src/constructions/crossingPoint.js';
import { materialisations, Rational } from '../../src/core/rational.js';
import { segmentIntersection } from '../../src/index.js';
import type { Frac } from '../support/frac.js';
import { cmp, crossingFrac, fracOfNumber, show } from '../support/frac.js';
import { isNearestDouble } from '../support/nearest.js';
import { mulberry32 } from '../support/random.js';

const rand = mulberry32(2718);
const r = (e = 0) => (2 * rand() - 1) * 2 ** e;
type Four = [number, number, number, number];
const eight = (e = 0) =>
  Array.from({ length: 8 }, () => r(e)) as [number, number, number, number, number, number, number, number];

describe('crossingPoint on doubles', () => {
  it('gives the nearest doubles of the exact crossing, and the exact crossing as text, building fractions only for the text', () => {
    for (let k = 0; k < 500; k++) {
      const v = eight(k % 3 === 0 ? 30 : k % 3 === 1 ? -30 : 0);
      const X = crossingFrac(v).X as Frac[];
      const before = materialisations();
      const P = crossingPoint(...v);
      const x = P[0].toNumber();
      const y = P[1].toNumber();
      expect(materialisations()).toBe(before);
      expect(isNearestDouble(X[0] as Frac, x)).toBe(true);
      expect(isNearestDouble(X[1] as Frac, y)).toBe(true);
      expect(P.map(String)).toEqual(X.map((c) => show(c)));
      expect(Object.isFrozen(P[0])).toBe(true);
    }
  });

  it('reads a coordinate that a line holds constant off that line, exactly', () => {
    const P = crossingPoint(0, 0.1, 3, 0.1, 1, -1, 2, 2);
    expect(P[1].toString()).toBe(Rational.fromNumber(0.1).toString());
    expect(P[1].compare(0.1)).toBe(0);
    expect(crossingPoint(0, 0, 3, 0, 1, -1, 2, 2).map(String)).toEqual(['4/3', '0']);
  });

  it('reads segments from a Float64Array as the sweep stores them', () => {
    expect(crossingPointOfFlat(Float64Array.of(9, 0, 0, 2, 2, 0, 2, 2, 0), 1, 5).map(String)).toEqual(['1', '1']);
  });

  it('takes lazy coordinates that are exactly doubles as doubles, and any others exactly', () => {
    const axis = crossingPoint(0, 0.1, 3, 0.1, 1, -1, 2, 2)[1]; // exactly the double 0.1
    const lazy = crossingPoint(0, 0, 1, 1, 0, 1, 3, 0); // (3/4, 3/4)
    const P = crossingPoint(0, axis, 3, axis, lazy[0], -1, lazy[0], 2);
    expect(P.map(String)).toEqual(['3/4', Rational.fromNumber(0.1).toString()]);
    const Q = crossingPoint(0n, 0n, 4n, 4n, lazy[0], 0, 0, 3);
    const X = crossingFrac([0, 0, 4, 4, 0.75, 0, 0, 3]).X as Frac[];
    expect(Q.map(String)).toEqual(X.map((c) => show(c)));
  });

  it('declines nothing on random doubles, and builds a declined value exactly at once (crossing at 0)', () => {
    const P = crossingPoint(-1, -1, 1, 1, -1, 1, 1, -1);
    expect(P.map(String)).toEqual(['0', '0']);
    expect(P[0].sign()).toBe(0);
    expect(P[0].toNumber()).toBe(0);
  });
});

describe('comparing crossings', () => {
  it('orders random crossing coordinates as the exact values, building no fraction', () => {
    const points = Array.from({ length: 200 }, () => {
      const v = eight();
      return { P: crossingPoint(...v), X: crossingFrac(v).X as Frac[] };
    });
    const before = materialisations();
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1] as (typeof points)[0];
      const b = points[i] as (typeof points)[0];
      for (const k of [0, 1]) {
        expect(a.P[k]?.compare(b.P[k] as Rational)).toBe(cmp(a.X[k] as Frac, b.X[k] as Frac));
        expect(a.P[k]?.compare(0.25)).toBe(cmp(a.X[k] as Frac, fracOfNumber(0.25)));
      }
    }
    expect(materialisations()).toBe(before);
  });

  it('settles equal doubles by the crossing kernels: one crossing from three pairs of lines, and one a hair from it', () => {
    // y = x, y = 1 − 2x and y = (x + 1)/4 meet at (1/3, 1/3); y = (1 + 2^-52)·x meets the second a hair
    // before, at an x whose nearest double is that of 1/3.
    const lines: Four[] = [
      [0, 0, 1, 1],
      [0, 1, 1, -1],
      [-1, 0, 3, 1],
      [0, 0, 1, 1 + 2 ** -52],
    ];
    const pairs: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 2],
      [3, 1],
    ];
    const exact = ([i, j]: [number, number]) => crossingFrac([...(lines[i] as Four), ...(lines[j] as Four)]).X as Frac[];
    const points = pairs.map(([i, j]) => crossingPoint(...(lines[i] as Four), ...(lines[j] as Four)));
    expect(points.map((p) => p[0].toNumber())).toEqual([1 / 3, 1 / 3, 1 / 3, 1 / 3]);
    const before = materialisations();
    pairs.forEach((a, i) => {
      pairs.forEach((b, j) => {
        for (const k of [0, 1]) {
          const P = (points[i] as Rational[])[k] as Rational;
          expect(P.compare((points[j] as Rational[])[k] as Rational)).toBe(cmp(exact(a)[k] as Frac, exact(b)[k] as Frac));
          expect(P.compare(P.toNumber())).toBe(cmp(exact(a)[k] as Frac, fracOfNumber(P.toNumber())));
        }
      });
    });
    expect(points[3]?.[0].compare(points[0]?.[0] as Rational)).toBe(-1);
    expect(materialisations()).toBe(before);
  });
});

describe('segmentIntersection', () => {
  it('a proper crossing of number segments is lazy, and the same point as the exact one', () => {
    const before = materialisations();
    const x = segmentIntersection(
      [
        [0, 0],
        [1, 1],
      ],
      [
        [0, 1],
        [3, 0],
      ],
    );
    if (x.kind !== 'point') throw new Error('no point');
    expect(x.point.map((c) => c.toNumber())).toEqual([0.75, 0.75]);
    expect(materialisations()).toBe(before);
    expect(x.point.map(String)).toEqual(['3/4', '3/4']);
  });
});
