import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_BITS } from '../../src/arbitraries/embedding.js';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { ExactRangeError, ExactTypeError, gridCells, gridRaycast, lineOfSight } from '../../src/index.js';
import type { Frac } from '../support/frac.js';
import { add, div, eq, frac, mul, sign, sub, ZERO } from '../support/frac.js';
import { cellSpanFrac, floorFrac } from '../support/gridFrac.js';
import { int, isKind, leaves, sample } from './sampling.js';

/*
 * The grid families do what they promise, checked with the fraction kernel
 * and the brute-force grid reference (never with the library's walk), in
 * every coordinate kind and both dimensions: a line through a grid vertex,
 * a segment in a grid line or plane, a point on a vertex, edge or face, a
 * ray that touches a blocked cell's corner without entering it.
 */

const RUNS = { numRuns: 40 };
type Grid = { origin: readonly Coordinate[]; cell: readonly Coordinate[] };
const fr = (v: readonly Coordinate[]) => v.map((x) => frac(x));

/** (x − o)/w is an integer: x lies on a grid plane of that axis. */
const onPlane = (x: Frac, o: Frac, w: Frac) => {
  const u = div(sub(x, o), w);
  return u.n % u.d === 0n;
};

/** Some point of the line through p and q (p ≠ q) lies on a grid plane on every axis, among the planes within 12 cells of p. */
function lineThroughVertex(p: Frac[], q: Frac[], grid: Grid): boolean {
  const o = fr(grid.origin);
  const w = fr(grid.cell);
  const d = q.map((x, k) => sub(x, p[k] as Frac));
  const axis = d.findIndex((x) => sign(x) !== 0);
  const n0 = floorFrac(div(sub(p[axis] as Frac, o[axis] as Frac), w[axis] as Frac));
  for (let n = n0 - 12n; n <= n0 + 12n; n++) {
    const plane = add(o[axis] as Frac, mul({ n, d: 1n }, w[axis] as Frac));
    const t = div(sub(plane, p[axis] as Frac), d[axis] as Frac);
    if (p.every((x, k) => onPlane(add(x, mul(t, d[k] as Frac)), o[k] as Frac, w[k] as Frac))) return true;
  }
  return false;
}

describe.each(A.COORDINATE_KINDS)('grid families keep their degeneracy exactly: %s coordinates', (kind) => {
  for (const dim of [2, 3] as const) {
    const c = { coordinates: kind, dim } as { coordinates: typeof kind; dim: 2 };

    it(`${dim}D segmentOnGrid: sizes > 0, a segment a few cells long`, () => {
      fc.assert(
        fc.property(A.segmentOnGrid(c), ({ segment, grid }) => {
          const w = fr(grid.cell);
          expect(w.every((x) => sign(x) > 0)).toBe(true);
          const [p, q] = segment.map((x) => fr(x)) as [Frac[], Frac[]];
          // Each axis spans fewer than 10 cells.
          expect(p.every((x, k) => floorFrac(div(sub(x, q[k] as Frac), w[k] as Frac)) ** 2n < 100n)).toBe(true);
        }),
        RUNS,
      );
    });

    it(`${dim}D segmentThroughGridVertex: the line passes through a grid vertex`, () => {
      fc.assert(
        fc.property(A.segmentThroughGridVertex(c), ({ segment, grid }) => {
          const [p, q] = segment.map((x) => fr(x)) as [Frac[], Frac[]];
          if (p.every((x, k) => eq(x, q[k] as Frac))) return;
          expect(lineThroughVertex(p, q, grid)).toBe(true);
        }),
        RUNS,
      );
    });

    it(`${dim}D segmentAlongGridLine: on some axes, not all, both ends lie on one grid plane`, () => {
      fc.assert(
        fc.property(A.segmentAlongGridLine(c), ({ segment, grid }) => {
          const [p, q] = segment.map((x) => fr(x)) as [Frac[], Frac[]];
          const o = fr(grid.origin);
          const w = fr(grid.cell);
          const held = p.map((x, k) => eq(x, q[k] as Frac) && onPlane(x, o[k] as Frac, w[k] as Frac));
          expect(held.some(Boolean)).toBe(true);
        }),
        RUNS,
      );
    });

    it(`${dim}D zeroLengthSegmentOnGrid: a point on a grid plane of some axis`, () => {
      fc.assert(
        fc.property(A.zeroLengthSegmentOnGrid(c), ({ segment, grid }) => {
          const [p, q] = segment.map((x) => fr(x)) as [Frac[], Frac[]];
          expect(p.every((x, k) => eq(x, q[k] as Frac))).toBe(true);
          const o = fr(grid.origin);
          const w = fr(grid.cell);
          expect(p.some((x, k) => onPlane(x, o[k] as Frac, w[k] as Frac))).toBe(true);
        }),
        RUNS,
      );
    });

    it(`${dim}D rayGrazingCellCorner: the ray meets the closed blocked cell and never its interior`, () => {
      fc.assert(
        fc.property(A.rayGrazingCellCorner(c), ({ origin, dir, grid, blocked }) => {
          const D = fr(dir);
          expect(D.some((x) => sign(x) !== 0)).toBe(true);
          const args = [fr(origin), D, fr(grid.origin), fr(grid.cell), (blocked[0] as (number | bigint)[]).map(BigInt)] as const;
          expect(cellSpanFrac(...args, 'closed', ZERO, null)).not.toBeNull();
          expect(cellSpanFrac(...args, 'open', ZERO, null)).toBeNull();
        }),
        RUNS,
      );
    });
  }
});

describe('grid families reach what they are for', () => {
  it("'huge' and 'rational' grids have coordinates past 2^60 and indices past 2^53", () => {
    const big = fc.sample(A.rayGrazingCellCorner({ coordinates: 'huge' }), { seed: 1, numRuns: 20 });
    expect(big.some((c) => c.blocked[0]?.some((i) => typeof i === 'bigint'))).toBe(true);
    const rat = fc.sample(A.segmentOnGrid({ coordinates: 'rational' }), { seed: 1, numRuns: 20 });
    expect(rat.some(({ grid }) => grid.cell.some((x) => typeof x === 'object' && x.den > 1n))).toBe(true);
  });

  it('segmentAlongGridLine never holds every axis on a grid plane (that would be a grid vertex)', () => {
    for (const dim of [2, 3] as const) {
      const cases = fc.sample(A.segmentAlongGridLine({ coordinates: 'huge', dim: dim as 2 }), { seed: 1, numRuns: 300 });
      const atVertex = cases.filter(({ segment: [p, q], grid }) =>
        p.every((x, k) => x === q[k] && ((x as bigint) - (grid.origin[k] as bigint)) % (grid.cell[k] as bigint) === 0n),
      );
      expect(atVertex).toEqual([]);
    }
  });

  it("'huge' grids put some vertices within a few cells of ±2^53, where an index stops being a safe integer", () => {
    const edge = 2n ** 53n;
    const nearEdge = (i: number | bigint) => {
      const m = BigInt(i) < 0n ? -BigInt(i) : BigInt(i);
      return m >= edge - 4n && m <= edge + 4n;
    };
    const cases = fc.sample(A.rayGrazingCellCorner({ coordinates: 'huge' }), { seed: 1, numRuns: 100 });
    const near = cases.filter((c) => (c.blocked[0] as (number | bigint)[]).every(nearEdge)).length;
    // One case in four is drawn there on every axis.
    expect(near).toBeGreaterThan(10);
    expect(near).toBeLessThan(50);
  });
});

type Family = (c?: { coordinates?: A.CoordinateKind; dim?: 2 | 3 }) => fc.Arbitrary<object>;
const families: [string, Family][] = [
  ['segmentOnGrid', A.segmentOnGrid as Family],
  ['segmentThroughGridVertex', A.segmentThroughGridVertex as Family],
  ['segmentAlongGridLine', A.segmentAlongGridLine as Family],
  ['zeroLengthSegmentOnGrid', A.zeroLengthSegmentOnGrid as Family],
  ['rayGrazingCellCorner', A.rayGrazingCellCorner as Family],
];
/** The coordinates of a case: all but the blocked indices. */
const coordinates = (c: object) => leaves(Object.entries(c).filter(([k]) => k !== 'blocked'));

describe.each(families)('%s: kinds, budgets, constraints', (name, family) => {
  it.each(A.COORDINATE_KINDS)('every coordinate is of kind %s, in 2D and 3D', (kind) => {
    for (const dim of [2, 3] as const) {
      const xs = sample(family({ coordinates: kind, dim }), 20).flatMap(coordinates);
      expect(xs.length).toBeGreaterThan(0);
      expect(xs.filter((x) => !isKind[kind](x))).toEqual([]);
    }
  });
  it.each(['grid', 'safe', 'huge'] as const)('%s integers stay within the bit budget', (kind) => {
    const limit = 1n << BigInt(EMBEDDING_BITS[kind]);
    const over = sample(family({ coordinates: kind, dim: 3 }), 100)
      .flatMap(coordinates)
      .filter((x) => int(x) > limit || int(x) < -limit);
    expect(over).toEqual([]);
  });
  it('takes coordinates and dim, refuses anything else naming the field', () => {
    expect(() => family({ coordinates: 'safe', dim: 3 })).not.toThrow();
    expect(() => family({ dim: 4 as 2 })).toThrow(ExactRangeError);
    expect(() => family({ dim: 4 as 2 })).toThrow(`${name}: constraints.dim is 4, expected one of 2, 3`);
    expect(() => family({ cells: 3 } as never)).toThrow(
      `${name}: constraints.cells is not a known field (known: coordinates, dim)`,
    );
    expect(() => family(null as never)).toThrow(ExactTypeError);
  });
});

describe('the examples of the grid families hold', () => {
  it('segmentOnGrid, segmentThroughGridVertex, segmentAlongGridLine, zeroLengthSegmentOnGrid, rayGrazingCellCorner', () => {
    fc.assert(
      fc.property(A.segmentOnGrid(), ({ segment, grid }) => [...gridCells(segment, grid)].length > 0),
      RUNS,
    );
    fc.assert(
      fc.property(A.segmentThroughGridVertex(), ({ segment, grid }) => lineOfSight(segment[0], segment[1], grid, [])),
      RUNS,
    );
    fc.assert(
      fc.property(A.segmentAlongGridLine(), ({ segment, grid }) => [...gridCells(segment, grid, { mode: 'open' })].length === 0),
      RUNS,
    );
    fc.assert(
      fc.property(
        A.zeroLengthSegmentOnGrid(),
        ({ segment, grid }) => [...gridCells(segment, grid, { mode: 'half_open' })].length === 1,
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        A.rayGrazingCellCorner(),
        ({ origin, dir, grid, blocked }) => !gridRaycast(origin, dir, grid, blocked, { mode: 'open' }).hit,
      ),
      RUNS,
    );
  });
});
