import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate, Segment2 } from '../../src/core/coordinate.js';
import { ExactRangeError } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import type { Frac } from '../support/frac.js';
import { between, cmp, div, frac, mul, orient2dExact, sub } from '../support/frac.js';
import { collinearOverlap, segmentsIntersectFrac } from '../support/segmentsFrac.js';
import { sample } from './sampling.js';

/*
 * The segment-set families make the configurations they name, checked on
 * fractions (not with the library under test), and obey their size
 * constraints.
 */

const onSegment = (p: readonly Coordinate[], s: Segment2): boolean =>
  orient2dExact(s[0], s[1], p) === 0 &&
  [0, 1].every((k) => between(frac(p[k] as Coordinate), frac(s[0][k] as Coordinate), frac(s[1][k] as Coordinate)));
const same = (p: readonly Coordinate[], q: readonly Coordinate[]): boolean =>
  [0, 1].every((k) => cmp(frac(p[k] as Coordinate), frac(q[k] as Coordinate)) === 0);
const pairs = (set: readonly Segment2[]): [Segment2, Segment2][] =>
  set.flatMap((s, i) => set.slice(i + 1).map((t): [Segment2, Segment2] => [s, t]));

describe('segmentStar', () => {
  it('every two segments meet; some have zero length, some end at the centre, some pass through it', () => {
    const sets = sample(A.segmentStar(), 100);
    expect(sets.every((set) => pairs(set).every(([s, t]) => segmentsIntersectFrac(s, t)))).toBe(true);
    const all = sets.flat();
    expect(all.some(([p, q]) => same(p, q))).toBe(true);
    const kinds = new Set(
      sets.flatMap((set) =>
        set.map(([p, q]) =>
          same(p, q)
            ? 'zero'
            : set.some(([u, v]) => !same(u, v) && (same(p, u) || same(p, v) || same(q, u) || same(q, v)) && u !== p)
              ? 'end'
              : 'through',
        ),
      ),
    );
    expect([...kinds].sort()).toEqual(['end', 'through', 'zero']);
  });
});

describe('tJunctionSegmentSet', () => {
  it('every branch starts or ends exactly on a base segment, often inside it', () => {
    let inside = 0;
    for (const set of sample(A.tJunctionSegmentSet({ coordinates: 'huge' }), 100)) {
      for (const s of set.slice(1)) {
        const onEarlier = set.filter((t) => t !== s && (onSegment(s[0], t) || onSegment(s[1], t)));
        if (set.indexOf(s) >= 3) expect(onEarlier.length).toBeGreaterThan(0);
        if (onEarlier.some((t) => !same(s[0], t[0]) && !same(s[0], t[1]) && !same(s[1], t[0]) && !same(s[1], t[1]))) inside++;
      }
    }
    expect(inside).toBeGreaterThan(100);
  });
});

describe('overlappingSegments', () => {
  it('collinear overlaps are common', () => {
    const all = sample(A.overlappingSegments({ coordinates: 'huge' }), 100).flatMap(pairs);
    expect(all.filter(([s, t]) => collinearOverlap(s, t)).length / all.length).toBeGreaterThan(0.2);
  });

  it('every set lies on one or two lines, both come up, and most segments have a length', () => {
    const sets = sample(A.overlappingSegments({ coordinates: 'huge' }), 100);
    let lengths = 0;
    let twoLines = 0;
    for (const set of sets) {
      const lines: Segment2[] = [];
      for (const s of set.filter(([p, q]) => !same(p, q))) {
        if (!lines.some((l) => orient2dExact(l[0], l[1], s[0]) === 0 && orient2dExact(l[0], l[1], s[1]) === 0)) lines.push(s);
      }
      expect(lines.length).toBeLessThanOrEqual(2);
      if (lines.length === 2) twoLines++;
      lengths += set.length - set.filter(([p, q]) => same(p, q)).length;
    }
    expect(twoLines).toBeGreaterThan(10);
    expect(lengths / sets.flat().length).toBeGreaterThan(0.5);
  });
});

describe('pixelBoundaryCrossings', () => {
  /** Twice (p − origin)/cell on each axis, as fractions: odd integers are pixel boundaries. */
  const halfCells = (p: readonly Coordinate[], g: A.SnapCase['grid']): Frac[] =>
    [0, 1].map((k) =>
      mul({ n: 2n, d: 1n }, div(sub(frac(p[k] as Coordinate), frac(g.origin[k] as Coordinate)), frac(g.cell[k] as Coordinate))),
    );
  const odd = (f: Frac): boolean => f.n % f.d === 0n && (f.n / f.d) % 2n !== 0n;

  type Point = [bigint, bigint];
  /** A segment's end points in half-cell units: integers, since the grid's cell is 2 configuration units. */
  const halfCellEnds = ([p, q]: Segment2, g: A.SnapCase['grid']): [Point, Point] => {
    const integral = (e: readonly Coordinate[]): Point => {
      const [x, y] = halfCells(e, g) as [Frac, Frac];
      expect([x.n % x.d, y.n % y.d]).toEqual([0n, 0n]);
      return [x.n / x.d, y.n / y.d];
    };
    return [integral(p), integral(q)];
  };
  const holds = ([[px, py], [qx, qy]]: [Point, Point], [cx, cy]: Point): boolean =>
    (qx - px) * (cy - py) === (qy - py) * (cx - px) && (cx - px) * (cx - qx) <= 0n && (cy - py) * (cy - qy) <= 0n;
  /** Integer points p + (m/n)(q − p), n ≤ 4 (a spoke is k₁ + k₂ ≤ 4 steps of one vector), with an odd coordinate. */
  const boundaryPoints = ([[px, py], [qx, qy]]: [Point, Point]): Point[] =>
    [1n, 2n, 3n, 4n].flatMap((n) =>
      Array.from({ length: Number(n) + 1 }, (_, m): Point => [px * n + BigInt(m) * (qx - px), py * n + BigInt(m) * (qy - py)])
        .filter(([x, y]) => x % n === 0n && y % n === 0n)
        .map(([x, y]): Point => [x / n, y / n])
        .filter(([x, y]) => x % 2n !== 0n || y % 2n !== 0n),
    );

  it('every segment passes through or ends at a pixel-boundary point that another segment holds too', () => {
    const masks = new Set<number>();
    let [ending, passing, total] = [0, 0, 0];
    for (const coordinates of ['rational', 'huge', 'double', 'mixed'] as const) {
      for (const { segments, grid } of sample(A.pixelBoundaryCrossings({ coordinates }), 60)) {
        const set = segments.map((s) => halfCellEnds(s, grid));
        // The last star may have been cut to one spoke by maxSegments.
        for (const [i, s] of set.slice(0, -1).entries()) {
          const centre = boundaryPoints(s).find((c) => set.some((t, j) => j !== i && holds(t, c)));
          expect(centre, `segment ${i} of ${JSON.stringify(set.map((t) => t.map(String)))}`).toBeDefined();
          const c = centre as Point;
          masks.add(Number(c[0] & 1n) | (Number(c[1] & 1n) << 1));
          const atEnd = s.some((e) => e[0] === c[0] && e[1] === c[1]);
          ending += atEnd ? 1 : 0;
          passing += atEnd ? 0 : 1;
          total++;
        }
      }
    }
    // Crossings on vertical edges, horizontal edges and pixel corners; spokes that end there and spokes that pass.
    expect([...masks].sort()).toEqual([1, 2, 3]);
    expect(ending / total).toBeGreaterThan(0.2);
    expect(passing / total).toBeGreaterThan(0.2);
  });

  it('the crossings of a star lie on a boundary: two segments through one point of it', () => {
    let found = 0;
    for (const { segments, grid } of sample(A.pixelBoundaryCrossings({ coordinates: 'huge' }), 60)) {
      for (const [s, t] of pairs(segments)) {
        if (!segmentsIntersectFrac(s, t)) continue;
        const shared = [s[0], s[1]].find((p) => onSegment(p, t)) ?? [t[0], t[1]].find((p) => onSegment(p, s));
        if (shared !== undefined && halfCells(shared, grid).some(odd)) found++;
      }
    }
    expect(found).toBeGreaterThan(50);
  });
});

describe('nearlyParallelSegments', () => {
  it('the angles between segments are tiny: |d₁ × d₂| is far below |d₁|·|d₂|', () => {
    const big = (x: Coordinate) => (typeof x === 'bigint' ? x : BigInt(x as number));
    let tiny = 0;
    let total = 0;
    for (const set of sample(A.nearlyParallelSegments({ coordinates: 'huge' }), 60)) {
      const d = set.map(([p, q]) => [big(q[0]) - big(p[0]), big(q[1]) - big(p[1])] as [bigint, bigint]);
      for (let i = 0; i < d.length; i++) {
        for (let j = i + 1; j < d.length; j++) {
          const [a, b] = [d[i] as [bigint, bigint], d[j] as [bigint, bigint]];
          const cross = a[0] * b[1] - a[1] * b[0];
          const norm = (v: [bigint, bigint]) => (v[0] < 0n ? -v[0] : v[0]) + (v[1] < 0n ? -v[1] : v[1]);
          total++;
          if ((cross < 0n ? -cross : cross) << 100n < norm(a) * norm(b)) tiny++;
        }
      }
    }
    expect(tiny / total).toBeGreaterThan(0.9);
  });
});

describe('axisParallelGrid', () => {
  it('every segment is horizontal or vertical, and they cross and overlap', () => {
    const sets = sample(A.axisParallelGrid({ coordinates: 'rational' }), 100);
    for (const [p, q] of sets.flat()) expect(cmp(frac(p[0]), frac(q[0])) === 0 || cmp(frac(p[1]), frac(q[1])) === 0).toBe(true);
    const all = sets.flatMap(pairs);
    const collinear = ([s, t]: [Segment2, Segment2]) =>
      orient2dExact(s[0], s[1], t[0]) === 0 && orient2dExact(s[0], s[1], t[1]) === 0;
    expect(all.filter((st) => segmentsIntersectFrac(...st) && !collinear(st)).length).toBeGreaterThan(100);
    expect(all.filter((st) => collinear(st) && collinearOverlap(...st)).length).toBeGreaterThan(20);
  });
});

describe('segment-set constraints', () => {
  const families = [A.segmentStar, A.tJunctionSegmentSet, A.overlappingSegments, A.nearlyParallelSegments, A.axisParallelGrid];
  it.each(families.map((f) => [f.name, f] as const))('%s: sets have minSegments to maxSegments segments', (_, family) => {
    const sizes = sample(family({ minSegments: 4, maxSegments: 6 }), 100).map((set) => set.length);
    expect(Math.min(...sizes)).toBe(4);
    expect(Math.max(...sizes)).toBe(6);
  });
  it('pixelBoundaryCrossings too', () => {
    const sizes = sample(A.pixelBoundaryCrossings({ minSegments: 4, maxSegments: 6 }), 100).map((c) => c.segments.length);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...sizes)).toBe(6);
  });
  it('bad sizes name the field', () => {
    expectError(
      () => A.segmentStar({ minSegments: 5, maxSegments: 4 }),
      ExactRangeError,
      'segmentStar: constraints.minSegments (5) is greater than constraints.maxSegments (4)',
    );
    expectError(
      () => A.axisParallelGrid({ maxSegments: 65 }),
      ExactRangeError,
      'axisParallelGrid: constraints.maxSegments is 65, expected 1 to 64',
    );
    expectError(
      () => A.overlappingSegments({ size: 3 } as never),
      ExactRangeError,
      'overlappingSegments: constraints.size is not a known field (known: coordinates, minSegments, maxSegments)',
    );
  });
});
