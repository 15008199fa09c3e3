import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import type { Box } from '../../src/core/box.js';
import type { Coordinate, Segment } from '../../src/core/coordinate.js';
import type { Frac } from '../support/frac.js';
import {
  add,
  between,
  cmp,
  compareDistanceExact,
  eq,
  frac,
  fracPoint,
  incircleExact,
  insphereExact,
  mul,
  orient2dExact,
  orient2dFrac,
  reduce,
  sign,
  sub,
} from '../support/frac.js';
import { checkOnSegment2 } from '../support/invariants.js';
import { signedArea2 } from '../support/polygonFrac.js';
import { segmentBoxFrac } from '../support/slabFrac.js';
import { gcd, int, magnitude } from './sampling.js';

/*
 * The generators do what they promise, checked with the independent
 * fraction kernel (never with the library under test): collinear triples
 * have orientation 0, T-junctions have an endpoint on the other segment,
 * segments in a box face share that face's coordinate, and so on — in every
 * coordinate kind, so the exact embeddings are checked too.
 */

const KINDS = A.COORDINATE_KINDS;
const RUNS = { numRuns: 60 };
const samePoint = (p: readonly Coordinate[], q: readonly Coordinate[]) =>
  p.every((x, i) => eq(frac(x), frac(q[i] as Coordinate)));

/** u × v = 0 for 3D vectors (or 2D). */
function parallel(u: Frac[], v: Frac[]): boolean {
  if (u.length === 2) return sub(mul(u[0] as Frac, v[1] as Frac), mul(u[1] as Frac, v[0] as Frac)).n === 0n;
  const [a, b, c] = u as [Frac, Frac, Frac];
  const [x, y, z] = v as [Frac, Frac, Frac];
  return sub(mul(b, z), mul(c, y)).n === 0n && sub(mul(c, x), mul(a, z)).n === 0n && sub(mul(a, y), mul(b, x)).n === 0n;
}
const diff = (p: readonly Coordinate[], q: readonly Coordinate[]) => p.map((x, i) => sub(frac(x), frac(q[i] as Coordinate)));
/** x lies on the line through p and q (or equals p when p = q). */
const onLine = (x: readonly Coordinate[], p: readonly Coordinate[], q: readonly Coordinate[]) =>
  samePoint(p, q) ? samePoint(x, p) : parallel(diff(x, p), diff(q, p));
const inBoxFrac = (x: readonly Coordinate[], box: Box) =>
  x.every((v, i) => between(frac(v), frac(box.min[i] as Coordinate), frac(box.max[i] as Coordinate)));
/**
 * Some point p + t·(q − p) of the line has dim − 1 coordinates on the box's
 * bounds and the remaining one within its range (a point of an edge; in
 * 2D, of a side). Tries every choice of axes and sides.
 */
function lineMeetsEdge(p: readonly Coordinate[], q: readonly Coordinate[], box: Box): boolean {
  const dim = p.length;
  const d = diff(q, p);
  for (let free = 0; free < dim; free++) {
    for (let sides = 0; sides < 1 << dim; sides++) {
      let t: Frac | null = null;
      let ok = true;
      for (let i = 0; i < dim && ok; i++) {
        if (i === free) continue;
        const b = frac(((sides >> i) & 1 ? box.max : box.min)[i] as Coordinate);
        const di = d[i] as Frac;
        const gap = sub(b, frac(p[i] as Coordinate));
        if (di.n === 0n) ok = gap.n === 0n;
        else {
          const ti: Frac = di.n > 0n ? { n: gap.n * di.d, d: gap.d * di.n } : { n: -gap.n * di.d, d: gap.d * -di.n };
          if (t !== null && !eq(t, ti)) ok = false;
          t = ti;
        }
      }
      if (!ok) continue;
      const lo = frac(box.min[free] as Coordinate);
      const hi = frac(box.max[free] as Coordinate);
      const df = d[free] as Frac;
      if (t === null) {
        if (df.n !== 0n || between(frac(p[free] as Coordinate), lo, hi)) return true;
        continue;
      }
      if (between(add(frac(p[free] as Coordinate), mul(t, df)), lo, hi)) return true;
    }
  }
  return false;
}
const boxOk = (box: Box) => box.min.every((x, i) => cmp(frac(x), frac(box.max[i] as Coordinate)) <= 0);

describe.each(KINDS)('degenerate families keep their degeneracy exactly: %s coordinates', (kind) => {
  const c = { coordinates: kind };
  it('collinearTriple: orientation 0', () => {
    fc.assert(
      fc.property(A.collinearTriple(c), ([a, b, p]) => orient2dExact(a, b, p) === 0),
      RUNS,
    );
  });
  it('nearlyCollinearTriple: the first two points and the third minus one lattice step are collinear', () => {
    // Not collinear itself (unless the move runs along the line), but never far from it.
    fc.assert(
      fc.property(A.nearlyCollinearTriple(c), ([a, b, p]) => {
        const o = orient2dExact(a, b, p);
        return o === 0 ? orient2dFrac(fracPoint(a), fracPoint(b), fracPoint(p)) === 0 : true;
      }),
      RUNS,
    );
  });
  it('cocircularPoints: incircle 0 for the four points, each as far from the centre as the first', () => {
    fc.assert(
      fc.property(A.cocircularPoints(c), ({ center, points: [a, b, p, q] }) => {
        if (incircleExact(a, b, p, q) !== 0) return false;
        return [b, p, q].every((x) => compareDistanceExact(center, a, x) === 0);
      }),
      RUNS,
    );
  });
  it('cosphericalPoints: insphere 0 for the five points, each as far from the centre as the first', () => {
    fc.assert(
      fc.property(A.cosphericalPoints(c), ({ center, points: [a, b, p, q, r] }) => {
        if (insphereExact(a, b, p, q, r) !== 0) return false;
        return [b, p, q, r].every((x) => compareDistanceExact(center, a, x) === 0);
      }),
      RUNS,
    );
  });
  it('thinTriangle: c beside the segment a–b (projection in [0, 1]), u × v = ±gcd(u) on the integer kinds', () => {
    const integers = kind === 'grid' || kind === 'safe' || kind === 'huge';
    fc.assert(
      fc.property(A.thinTriangle(c), ([a, b, p]) => {
        const [ux, uy] = diff(b, a) as [Frac, Frac];
        const [vx, vy] = diff(p, a) as [Frac, Frac];
        const uu = add(mul(ux, ux), mul(uy, uy));
        if (sign(uu) === 0) return samePoint(a, p);
        const dot = add(mul(ux, vx), mul(uy, vy));
        const cross = reduce(sub(mul(ux, vy), mul(uy, vx)));
        const beside = sign(dot) >= 0 && cmp(dot, uu) <= 0;
        if (!integers) return beside && sign(cross) !== 0;
        return beside && cross.d === 1n && magnitude(cross.n) === gcd(reduce(ux).n, reduce(uy).n);
      }),
      RUNS,
    );
  });
  it('sharedEndpointSegments: one endpoint in common', () => {
    fc.assert(
      fc.property(A.sharedEndpointSegments(c), ([s, t]) => s.some((p) => t.some((q) => samePoint(p, q)))),
      RUNS,
    );
  });
  it('tJunctionSegments: an endpoint of one lies on the other', () => {
    fc.assert(
      fc.property(A.tJunctionSegments(c), ([s, t]) => {
        const on = (p: readonly Coordinate[], seg: Segment) => {
          try {
            checkOnSegment2(p, seg as never, 'T');
            return true;
          } catch {
            return false;
          }
        };
        return t.some((p) => on(p, s)) || s.some((p) => on(p, t));
      }),
      RUNS,
    );
  });
  it('collinearSegments: all four endpoints on one line', () => {
    fc.assert(
      fc.property(A.collinearSegments(c), ([[p, q], [u, v]]) => {
        const pts = [p, q, u, v];
        const far = pts.find((x) => !samePoint(x, p));
        return far === undefined || pts.every((x) => onLine(x, p, far));
      }),
      RUNS,
    );
  });
  it('convexPolygon: convex with positive area, in its winding; repeated and collinear vertices allowed', () => {
    fc.assert(
      fc.property(A.convexPolygon(c), (poly) => {
        const area = sign(signedArea2(poly));
        if (area === 0) return false;
        const v = poly.map(fracPoint);
        // Every vertex is on the inner side (or on the line) of every edge.
        for (let i = 0; i < v.length; i++) {
          const a = v[i] as Frac[];
          const b = v[(i + 1) % v.length] as Frac[];
          if (eq(a[0] as Frac, b[0] as Frac) && eq(a[1] as Frac, b[1] as Frac)) continue;
          if (v.some((p) => orient2dFrac(a, b, p) === -area)) return false;
        }
        return true;
      }),
      RUNS,
    );
  });
  it('parallelepiped: the edges span a volume; axis-aligned edges lie on the axes', () => {
    const det3 = (e: readonly (readonly Coordinate[])[]) => {
      const [a, b, d] = e.map(fracPoint) as [Frac[], Frac[], Frac[]];
      const m = (x: Frac, y: Frac) => mul(x, y);
      const [a0, a1, a2] = a as [Frac, Frac, Frac];
      const [b0, b1, b2] = b as [Frac, Frac, Frac];
      const [d0, d1, d2] = d as [Frac, Frac, Frac];
      const minor = (x: Frac, y: Frac, z: Frac, w: Frac) => sub(m(x, y), m(z, w));
      return sign(
        sub(
          sub(m(a0, minor(b1, d2, b2, d1)), m(a1, minor(b0, d2, b2, d0))),
          mul(mul(a2, { n: -1n, d: 1n }), minor(b0, d1, b1, d0)),
        ),
      );
    };
    fc.assert(
      fc.property(A.parallelepiped(c), ({ edges }) => det3(edges) !== 0),
      RUNS,
    );
    fc.assert(
      fc.property(A.parallelepiped({ ...c, axisAligned: true }), ({ edges }) =>
        edges.every((e, i) => e.every((x, k) => (k === i ? frac(x).n !== 0n : frac(x).n === 0n))),
      ),
      RUNS,
    );
  });

  for (const dim of [2, 3] as const) {
    const d = { ...c, dim } as { coordinates: A.CoordinateKind; dim: 2 };
    it(`zeroLengthSegment ${dim}D: both ends are the same point`, () => {
      fc.assert(
        fc.property(A.zeroLengthSegment(d), ([p, q]) => p.length === dim && samePoint(p, q)),
        RUNS,
      );
    });
    it(`segmentInBoxFace ${dim}D: both endpoints share a face's coordinate`, () => {
      fc.assert(
        fc.property(A.segmentInBoxFace(d), ({ segment: [p, q], box }) => {
          if (!boxOk(box)) return false;
          return p.some((x, i) => {
            const y = q[i] as Coordinate;
            const face = (b: Coordinate) => eq(frac(x), frac(b)) && eq(frac(y), frac(b));
            return face(box.min[i] as Coordinate) || face(box.max[i] as Coordinate);
          });
        }),
        RUNS,
      );
    });
    it(`segmentThroughBoxCorner ${dim}D: the line passes through a corner`, () => {
      fc.assert(
        fc.property(A.segmentThroughBoxCorner(d), ({ segment: [p, q], box }) => {
          const corners = Array.from({ length: 1 << dim }, (_, m) =>
            box.min.map((x, i) => ((m >> i) & 1 ? (box.max[i] as Coordinate) : x)),
          );
          return boxOk(box) && corners.some((k) => onLine(k, p, q));
        }),
        RUNS,
      );
    });
    it(`segmentThroughBoxEdge ${dim}D: the line passes through a point of an edge`, () => {
      fc.assert(
        fc.property(A.segmentThroughBoxEdge(d), ({ segment: [p, q], box }) => boxOk(box) && lineMeetsEdge(p, q, box)),
        RUNS,
      );
    });
    it(`rayGrazingBoxFace ${dim}D: dir is 0 on an axis where the origin is on a face`, () => {
      fc.assert(
        fc.property(A.rayGrazingBoxFace(d), ({ origin, dir, box }) => {
          if (!boxOk(box) || dir.every((x) => frac(x).n === 0n)) return false;
          return origin.some(
            (x, i) =>
              frac(dir[i] as Coordinate).n === 0n &&
              (eq(frac(x), frac(box.min[i] as Coordinate)) || eq(frac(x), frac(box.max[i] as Coordinate))),
          );
        }),
        RUNS,
      );
    });
    it(`touchingSegmentBox ${dim}D: meets the box, one endpoint on its boundary`, () => {
      fc.assert(
        fc.property(A.touchingSegmentBox(d), ({ segment, box }) => {
          if (!boxOk(box) || segmentBoxFrac(segment as never, box) === null) return false;
          return segment.some((p) => inBoxFrac(p, box));
        }),
        RUNS,
      );
    });
    it(`segmentNearBox and rayNearBox ${dim}D: valid boxes, non-zero ray directions`, () => {
      fc.assert(
        fc.property(A.segmentNearBox(d), ({ segment, box }) => boxOk(box) && segment[0].length === dim),
        RUNS,
      );
      fc.assert(
        fc.property(A.rayNearBox(d), ({ dir, box }) => boxOk(box) && dir.some((x) => frac(x).n !== 0n)),
        RUNS,
      );
    });
  }
});

describe('cocircularPoints and cosphericalPoints: every signed permutation of the offset comes up', () => {
  /**
   * The signed permutation taking offset o to offset p (p[j] = ±o[π(j)]),
   * as a string, when o has distinct non-zero magnitudes; else null.
   */
  const relation = (o: bigint[], p: bigint[]): string | null => {
    if (o.some((x) => x === 0n) || new Set(o.map(magnitude)).size !== o.length) return null;
    const part = (x: bigint) => {
      const i = o.findIndex((y) => magnitude(y) === magnitude(x));
      return `${i}${x < 0n === (o[i] as bigint) < 0n ? '+' : '-'}`;
    };
    return p.map(part).join(' ');
  };
  it.each([
    ['cocircularPoints', () => A.cocircularPoints({ coordinates: 'huge' }), 8],
    ['cosphericalPoints', () => A.cosphericalPoints({ coordinates: 'huge' }), 48],
  ] as const)('%s: all %i of them, between the points of one case', (_name, family, all) => {
    const seen = new Set<string>();
    for (const { center, points } of fc.sample(
      family() as fc.Arbitrary<{ center: readonly unknown[]; points: readonly (readonly unknown[])[] }>,
      {
        seed: 1,
        numRuns: 400,
      },
    )) {
      const c = center.map((x) => int(x as Coordinate));
      const [first, ...rest] = points.map((p) => p.map((x, j) => int(x as Coordinate) - (c[j] as bigint)));
      for (const p of rest) {
        const r = relation(first as bigint[], p);
        if (r !== null) seen.add(r);
      }
    }
    expect(seen.size).toBe(all);
  });
});
