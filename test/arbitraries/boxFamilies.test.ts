import type * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_BITS } from '../../src/arbitraries/embedding.js';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { int, sample } from './sampling.js';

/*
 * The segment-and-box and ray-and-box families, on the integer kinds (grid
 * and huge are not scaled, so positions relative to the box can be read off
 * directly): where the points lie around the box, what each family promises
 * about the face, corner or edge it is built on, and that the boxes leave
 * room around them.
 */

type Pt = readonly Coordinate[];
type IntBox = { lo: bigint[]; hi: bigint[] };
const ints = (p: Pt) => p.map(int);
const boxOf = (b: { min: Pt; max: Pt }): IntBox => ({ lo: ints(b.min), hi: ints(b.max) });
/** Where x lies against [lo, hi]: below, at lo, strictly inside, at hi, above. */
function place(x: bigint, lo: bigint, hi: bigint): 'below' | 'lo' | 'inside' | 'hi' | 'above' {
  if (x < lo) return 'below';
  if (x > hi) return 'above';
  return x === lo ? 'lo' : x === hi ? 'hi' : 'inside';
}
/** x is within a box width (plus two lattice steps) of [lo, hi]. */
const near = (x: bigint, lo: bigint, hi: bigint) => x >= lo - (hi - lo) - 2n && x <= hi + (hi - lo) + 2n;

const dims = [2, 3] as const;
const withBox: [string, (dim: 2 | 3, kind: 'grid' | 'huge') => fc.Arbitrary<{ box: { min: Pt; max: Pt } }>][] = [
  ['segmentNearBox', (dim, k) => A.segmentNearBox({ coordinates: k, dim: dim as 2 })],
  ['rayNearBox', (dim, k) => A.rayNearBox({ coordinates: k, dim: dim as 2 })],
  ['segmentInBoxFace', (dim, k) => A.segmentInBoxFace({ coordinates: k, dim: dim as 2 })],
  ['segmentThroughBoxCorner', (dim, k) => A.segmentThroughBoxCorner({ coordinates: k, dim: dim as 2 })],
  ['segmentThroughBoxEdge', (dim, k) => A.segmentThroughBoxEdge({ coordinates: k, dim: dim as 2 })],
  ['rayGrazingBoxFace', (dim, k) => A.rayGrazingBoxFace({ coordinates: k, dim: dim as 2 })],
  ['touchingSegmentBox', (dim, k) => A.touchingSegmentBox({ coordinates: k, dim: dim as 2 })],
];

describe.each(withBox)('%s: the boxes', (_name, family) => {
  it.each(['grid', 'huge'] as const)('%s: flat and wide ones, all within a quarter of the bit budget', (kind) => {
    // A quarter of the budget for the box leaves room for the points around it.
    const limit = 1n << BigInt(EMBEDDING_BITS[kind] - 2);
    const boxes = dims.flatMap((dim) => sample(family(dim, kind), 150).map((c) => boxOf(c.box)));
    const sides = boxes.flatMap((b) => b.hi.map((h, i) => h - (b.lo[i] as bigint)));
    expect(sides.every((s) => s >= 0n)).toBe(true);
    expect(sides.some((s) => s === 0n)).toBe(true);
    expect(sides.some((s) => s > limit / 8n)).toBe(true);
    expect(boxes.every((b) => [...b.lo, ...b.hi].every((x) => x >= -limit && x <= limit))).toBe(true);
  });
});

describe('segmentNearBox: endpoints within a box width (+2) of the box, reaching both ends of that range', () => {
  it.each(dims)('%dD', (dim) => {
    const seen = new Set<string>();
    for (const { segment, box } of sample(A.segmentNearBox({ coordinates: 'grid', dim: dim as 2 }), 300)) {
      const { lo, hi } = boxOf(box);
      for (const p of segment) {
        ints(p).forEach((x, i) => {
          const [l, h] = [lo[i] as bigint, hi[i] as bigint];
          expect(near(x, l, h)).toBe(true);
          // Boxes wider than 2, where the two ends cannot be mistaken for one another.
          if (h - l > 2n && x === l - (h - l) - 2n) seen.add('lowest');
          if (h - l > 2n && x === h + (h - l) + 2n) seen.add('highest');
          if (h - l > 2n && place(x, l, h) === 'inside') seen.add('inside');
        });
      }
    }
    expect([...seen].sort()).toEqual(['highest', 'inside', 'lowest']);
  });
});

describe('touchingSegmentBox: one endpoint on a face, the other on the outer side of its plane', () => {
  /** p lies in the box with p[i] on the bound `side`, and q is beyond that plane or in it. */
  const touches = (p: bigint[], q: bigint[], { lo, hi }: IntBox) =>
    p.every((x, i) => x >= (lo[i] as bigint) && x <= (hi[i] as bigint)) &&
    p.some(
      (x, i) => (x === lo[i] && (q[i] as bigint) <= (lo[i] as bigint)) || (x === hi[i] && (q[i] as bigint) >= (hi[i] as bigint)),
    );
  it.each(dims)('%dD', (dim) => {
    for (const kind of ['grid', 'huge'] as const) {
      for (const { segment, box } of sample(A.touchingSegmentBox({ coordinates: kind, dim: dim as 2 }), 200)) {
        const b = boxOf(box);
        const [p, q] = segment.map(ints) as [bigint[], bigint[]];
        expect(touches(p, q, b) || touches(q, p, b)).toBe(true);
        // Neither end strays further than a box width from the box.
        expect([...p, ...q].every((x, i) => near(x, b.lo[i % dim] as bigint, b.hi[i % dim] as bigint))).toBe(true);
      }
    }
  });
});

describe('segmentInBoxFace: a segment in a face plane, running along it, across its edge or beside it', () => {
  it.each(dims)('%dD', (dim) => {
    const cases = sample(A.segmentInBoxFace({ coordinates: 'grid', dim: dim as 2 }), 200);
    expect(cases.some(({ segment: [p, q] }) => ints(p).some((x, i) => x !== int(q[i] as Coordinate)))).toBe(true);
    // Off the face's axis, endpoints fall inside the box's range and outside it.
    const places = new Set(
      cases.flatMap(({ segment, box }) => {
        const { lo, hi } = boxOf(box);
        return segment.flatMap((p) => ints(p).map((x, i) => place(x, lo[i] as bigint, hi[i] as bigint)));
      }),
    );
    expect(places).toEqual(new Set(['below', 'lo', 'inside', 'hi', 'above']));
  });
});

describe('segments through a corner or an edge point', () => {
  it.each(dims)('%dD: proper segments as well as single points', (dim) => {
    const d = { coordinates: 'huge' as const, dim: dim as 2 };
    const proper = (s: readonly Pt[]) => ints(s[0] as Pt).some((x, i) => x !== int((s[1] as Pt)[i] as Coordinate));
    for (const arb of [A.segmentThroughBoxCorner(d), A.segmentThroughBoxEdge(d)]) {
      const segs = sample(arb, 100).map((c) => c.segment);
      expect(segs.some(proper)).toBe(true);
    }
  });
  it('3D: every corner is used, each axis at its min or max side about half the time', () => {
    const atMax = [0, 0, 0];
    let n = 0;
    for (const { segment, box } of sample(A.segmentThroughBoxCorner({ coordinates: 'huge', dim: 3 }), 600)) {
      const [p, q] = segment.map(ints) as [bigint[], bigint[]];
      const { lo, hi } = boxOf(box);
      const d = q.map((x, i) => x - (p[i] as bigint));
      // The corners on the segment's line (for a point: the point itself).
      const on = [0, 1, 2, 3, 4, 5, 6, 7].filter((m) => {
        const e = lo.map((x, i) => ((m >> i) & 1 ? (hi[i] as bigint) : x) - (p[i] as bigint));
        if (d.every((x) => x === 0n)) return e.every((x) => x === 0n);
        return [0, 1, 2].every(
          (i) => (d[i] as bigint) * (e[(i + 1) % 3] as bigint) === (d[(i + 1) % 3] as bigint) * (e[i] as bigint),
        );
      });
      // Huge coordinates: the line nearly always meets exactly one corner.
      if (on.length !== 1) continue;
      n++;
      for (let i = 0; i < 3; i++) atMax[i] = (atMax[i] as number) + (((on[0] as number) >> i) & 1);
    }
    expect(n).toBeGreaterThan(550);
    for (const c of atMax) {
      expect(c / n).toBeGreaterThan(0.4);
      expect(c / n).toBeLessThan(0.6);
    }
  });
  it.each(dims)('%dD: a zero-length segment through an edge is sometimes not a corner', (dim) => {
    // When k1 = k2 the segment is the edge point itself: all bounds but one, that one strictly between.
    const points = sample(A.segmentThroughBoxEdge({ coordinates: 'grid', dim: dim as 2 }), 400)
      .filter(({ segment: [p, q] }) => ints(p).every((x, i) => x === int(q[i] as Coordinate)))
      .map(({ segment: [p], box }) => {
        const { lo, hi } = boxOf(box);
        return ints(p).map((x, i) => place(x, lo[i] as bigint, hi[i] as bigint));
      });
    expect(points.length).toBeGreaterThan(0);
    expect(
      points.every((pl) => pl.filter((x) => x === 'inside').length <= 1 && !pl.some((x) => x === 'below' || x === 'above')),
    ).toBe(true);
    expect(points.some((pl) => pl.includes('inside'))).toBe(true);
  });
});

describe('ray directions', () => {
  const magnitude = (x: Coordinate) => (int(x) < 0n ? -int(x) : int(x));
  it.each(dims)('%dD: never zero, with dim components, even where zero draws are common', (dim) => {
    for (const arb of [
      A.rayNearBox({ coordinates: 'grid', dim: dim as 2 }),
      A.rayGrazingBoxFace({ coordinates: 'grid', dim: dim as 2 }),
    ]) {
      for (const { dir } of sample(arb, 500)) {
        expect(dir.length).toBe(dim);
        expect(dir.some((x) => x !== 0)).toBe(true);
      }
    }
  });
  it('rayNearBox: long directions, some of them axis-parallel', () => {
    const dirs = sample(A.rayNearBox({ coordinates: 'huge' }), 200).map((c) => c.dir);
    expect(dirs.some((d) => d.every((x) => magnitude(x) > 1n))).toBe(true);
    const grid = sample(A.rayNearBox({ coordinates: 'grid' }), 300).map((c) => c.dir);
    expect(grid.some((d) => d.some((x) => x === 0) && d.some((x) => magnitude(x) > 1n))).toBe(true);
  });
  it('rayGrazingBoxFace: the direction is not normalized', () => {
    const dirs = sample(A.rayGrazingBoxFace({ coordinates: 'huge' }), 100).map((c) => c.dir);
    expect(dirs.some((d) => d.some((x) => magnitude(x) > 1n))).toBe(true);
  });
  it.each(dims)('rayGrazingBoxFace %dD: off the face axis the origin is inside the box range and outside it', (dim) => {
    const places = new Set<string>();
    for (const { origin, dir, box } of sample(A.rayGrazingBoxFace({ coordinates: 'grid', dim: dim as 2 }), 200)) {
      const { lo, hi } = boxOf(box);
      ints(origin).forEach((x, i) => {
        if (dir[i] !== 0) places.add(place(x, lo[i] as bigint, hi[i] as bigint));
      });
    }
    expect(places).toEqual(new Set(['below', 'lo', 'inside', 'hi', 'above']));
  });
});
