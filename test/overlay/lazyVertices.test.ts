// The overlay's, the box clip's and the constrained triangulation's new
// vertices on double input are lazy Rationals: built without a fraction,
// each carrying the double nearest its exact value, and exact when shown.
import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/core/coordinate.js';
import { materialisations, Rational } from '../../src/core/rational.js';
import { clipPolygonToBox, constrainedDelaunay, polygonIntersection } from '../../src/index.js';
import { mulberry32 } from '../support/mulberry32.js';
import { overlayProblem } from '../support/overlayCheck.js';

/** A star-shaped ring of n random double vertices around (cx, cy), counterclockwise. */
function star(rand: () => number, n: number, cx: number, cy: number): Point2[] {
  const ring: Point2[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * (i + 0.2 + 0.6 * rand())) / n;
    const r = 0.3 + rand();
    ring.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return ring;
}

/** The Rationals among a result's coordinates. */
function rationals(points: readonly (readonly unknown[])[]): Rational[] {
  return points.flat().filter((c): c is Rational => c instanceof Rational);
}

/** Each lazy coordinate's double is the nearest to its exact value (checked through the exact text). */
function expectNearest(values: readonly Rational[]): void {
  for (const v of values) {
    const d = v.toNumber();
    const exact = Rational.parse(v.toString());
    expect(exact.equals(v)).toBe(true);
    expect(d).toBe(exact.toNumber());
  }
}

describe('lazy vertices of the overlay and the triangulation', () => {
  it('polygonIntersection of random double stars builds no fraction until a vertex is shown', () => {
    const rand = mulberry32(5);
    const a = [star(rand, 40, 0, 0)];
    const b = [star(rand, 40, 0.4, 0.1)];
    const before = materialisations();
    const answer = polygonIntersection(a, b);
    const built = rationals(answer.flat(2) as unknown as unknown[][]);
    let sum = 0;
    for (const v of built) sum += v.toNumber();
    expect(built.length).toBeGreaterThan(10);
    expect(Number.isFinite(sum)).toBe(true);
    expect(materialisations()).toBe(before);
    expectNearest(built);
    expect(overlayProblem('intersection', a, b, 'nonzero', answer)).toBeNull();
  });

  it('clipPolygonToBox cuts double rings at points on the box sides that carry their nearest doubles', () => {
    // (The clamped rings are then normalised by the overlay, whose exact signs on the cut points build their fractions.)
    const rand = mulberry32(9);
    const rings = [star(rand, 30, 0.2, -0.1)];
    const box = { min: [-0.5, -0.6] as Point2, max: [0.7, 0.4] as Point2 };
    const answer = clipPolygonToBox(rings, box);
    const built = rationals(answer.flat(2) as unknown as unknown[][]);
    expect(built.length).toBeGreaterThan(3);
    expectNearest(built);
    const boxRing: Point2[] = [
      [-0.5, -0.6],
      [0.7, -0.6],
      [0.7, 0.4],
      [-0.5, 0.4],
    ];
    expect(overlayProblem('intersection', rings, [boxRing], 'nonzero', answer)).toBeNull();
  });

  it('constrainedDelaunay splits crossing constraints at lazy points, exact when shown', () => {
    const t = constrainedDelaunay(
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
      [
        [
          [0, 0],
          [1, 1],
        ],
        [
          [1, 0.1],
          [0, 0.7],
        ],
      ],
    );
    // The crossing of y = x with the line from (1, 0.1) to (0, 0.7), by hand in the doubles' exact values.
    const p = t.point(8);
    const x = p[0] as Rational;
    const d1 = Rational.fromNumber(0.1);
    const d7 = Rational.fromNumber(0.7);
    // x = 1 + s·(0 − 1) and x = 0.1 + s·(0.7 − 0.1): s = (1 − 0.1)/(1 + 0.7 − 0.1).
    const s = Rational.ONE.sub(d1).div(Rational.ONE.add(d7).sub(d1));
    expect(x.equals(Rational.ONE.sub(s))).toBe(true);
    expect((p[1] as Rational).equals(x)).toBe(true);
    expect(x.toNumber()).toBe(Rational.ONE.sub(s).toNumber());
  });
});
