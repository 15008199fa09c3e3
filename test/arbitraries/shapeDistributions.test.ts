import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { cmp, frac } from '../support/frac.js';
import { int, sample } from './sampling.js';

/*
 * The free shapes and the parallelepiped: the cases their doc comments
 * promise really come up, at the promised rates, and nothing else does.
 */

/** The 3×3 determinant of integer vectors, written out. */
function det3(e: readonly (readonly Coordinate[])[]): bigint {
  const [[a, b, c], [d, f, g], [h, i, j]] = e.map((v) => v.map(int)) as bigint[][] as [bigint[], bigint[], bigint[]];
  return (
    (a as bigint) * ((f as bigint) * (j as bigint) - (g as bigint) * (i as bigint)) -
    (b as bigint) * ((d as bigint) * (j as bigint) - (g as bigint) * (h as bigint)) +
    (c as bigint) * ((d as bigint) * (i as bigint) - (f as bigint) * (h as bigint))
  );
}

describe('parallelepiped', () => {
  it('the edges always span a volume, even on the small grid where flat triples are common', () => {
    const ps = sample(A.parallelepiped({ coordinates: 'grid' }), 1000);
    expect(ps.filter((p) => det3(p.edges) === 0n)).toEqual([]);
  });
  it('default edges are skewed: not all along the axes', () => {
    const ps = sample(A.parallelepiped({ coordinates: 'grid' }), 50);
    expect(ps.some((p) => p.edges.some((e) => e.filter((x) => x !== 0).length > 1))).toBe(true);
  });
  it('axis-aligned edges are 3D vectors along the axes, of either sign and any length', () => {
    const ps = sample(A.parallelepiped({ coordinates: 'huge', axisAligned: true }), 100);
    const lengths = ps.flatMap((p) =>
      p.edges.map((e, i) => {
        expect(e.length).toBe(3);
        expect(e.filter((_, k) => k !== i)).toEqual([0n, 0n]);
        return e[i] as bigint;
      }),
    );
    expect(lengths.includes(0n)).toBe(false);
    expect(lengths.some((l) => l < -1n)).toBe(true);
    expect(lengths.some((l) => l > 1n)).toBe(true);
  });
});

describe('box2 and box3', () => {
  const collapsedShare = (boxes: { min: readonly Coordinate[]; max: readonly Coordinate[] }[]) => {
    const axes = boxes.flatMap((b) => b.min.map((x, i) => cmp(frac(x), frac(b.max[i] as Coordinate)) === 0));
    return axes.filter(Boolean).length / axes.length;
  };
  it('one axis in four is collapsed (huge coordinates: no coincidences)', () => {
    const share = collapsedShare(sample(A.box2({ coordinates: 'huge' }), 1000));
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);
  });
  it('min is the smaller of the two drawn coordinates, max the larger', () => {
    // Drawn from {0, 1} only: the box is [0, 1] unless both draws agree or the axis collapses.
    const boxes = sample(A.box3({ coordinates: fc.constantFrom(0, 1), flat: false }), 50);
    expect(boxes.every((b) => b.min.every((x) => x === 0) && b.max.every((x) => x === 1))).toBe(true);
  });
});

describe('rays', () => {
  it('axis-parallel directions (a zero component) come up with grid coordinates', () => {
    const rays = sample(A.ray2({ coordinates: 'grid' }), 300);
    expect(rays.some((r) => r.dir.some((x) => x === 0))).toBe(true);
  });
  it('a zero direction is never given, even from a coordinate arbitrary full of zeros', () => {
    const rays = sample(A.ray3({ coordinates: fc.constantFrom(0, 0n, 1) }), 300);
    expect(rays.filter((r) => r.dir.every((x) => frac(x).n === 0n))).toEqual([]);
    const flat = sample(A.ray2({ coordinates: fc.constantFrom(0, 1) }), 100);
    expect(flat.filter((r) => r.dir.every((x) => x === 0))).toEqual([]);
  });
});
