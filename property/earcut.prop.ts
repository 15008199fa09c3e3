import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { ringWithHoles, selfIntersectingRing, simpleRing, spikedRing } from '../src/arbitraries/index.js';
import type { Point2 } from '../src/core/coordinate.js';
import { ExactRangeError } from '../src/core/errors.js';
import { earcutTriangles } from '../src/earcut/earcutTriangles.js';
import earcut, { flatten } from '../src/earcut/index.js';
import type { NumberRings } from '../test/support/earcutCheck.js';
import { earcutProblem, fastPathTriangles } from '../test/support/earcutCheck.js';
import { fracPoint } from '../test/support/frac.js';
import { arrangementVerticesFrac, distinctVertices } from '../test/support/triangulationFrac.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';

/*
 * The earcut entry on the ring families of number coordinates, flattened
 * to earcut's (data, holeIndices): the fast path's answer (when it gives
 * one), the general path's and the entry's each cover exactly the rings'
 * even-odd region, checked exactly (test/support/earcutCheck.ts); where the
 * general path throws, the rings really cross (their arrangement has a
 * vertex that is no input vertex). Turned by 90° (exact), the sweep runs in
 * another direction over the same region. The tiled family puts rectangles
 * and right triangles on a small grid, each run either way round, so that
 * their edges overlap along lines, touch and meet end to end.
 */

const KINDS: CoordinateKind[] = ['grid', 'safe', 'double'];

type Rings = Point2<number>[][];

/** The grid step of the tiled family per kind (a double step: edges on a slope are no longer exactly collinear). */
const STEP: Partial<Record<CoordinateKind, number>> = { grid: 1, safe: 2 ** 40, double: 0.1 };

/** 1 to 4 rectangles or right triangles (a rectangle less one corner) with corners on a 5 × 5 grid, either way round. */
const tiled = (kind: CoordinateKind): fc.Arbitrary<Rings> =>
  fc.array(
    fc
      .tuple(fc.nat(3), fc.nat(3), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.nat(4), fc.boolean())
      .map(([x, y, w, h, shape, reversed]) => {
        const s = STEP[kind] ?? 1;
        const box: Point2<number>[] = [
          [x * s, y * s],
          [(x + w) * s, y * s],
          [(x + w) * s, (y + h) * s],
          [x * s, (y + h) * s],
        ];
        const ring = shape === 4 ? box : box.filter((_, i) => i !== shape);
        return reversed ? ring.reverse() : ring;
      }),
    { minLength: 1, maxLength: 4 },
  );

const families = (kind: CoordinateKind): Family<Rings>[] => {
  const c = { coordinates: kind } as const;
  return [
    [`simple ${kind}`, simpleRing(c).map((r) => [r] as Rings)],
    [`holes ${kind}`, ringWithHoles({ ...c, holeWinding: 'any' }) as fc.Arbitrary<Rings>],
    [`spiked ${kind}`, spikedRing(c).map((r) => [r] as Rings)],
    [`self-intersecting ${kind}`, selfIntersectingRing(c).map((r) => [r] as Rings)],
    [`two overlapping ${kind}`, fc.tuple(simpleRing(c), selfIntersectingRing(c)).map(([a, b]) => [a, b] as Rings)],
    [`tiled ${kind}`, tiled(kind)],
  ];
};

const turn = (rings: NumberRings, k: number): number[][][] =>
  rings.map((r) =>
    r.map((p) => {
      let [x, y] = p as [number, number];
      for (let i = 0; i < k; i++) [x, y] = [-y, x];
      return [x, y];
    }),
  );

/** The rings have two edges crossing at a point that is no ring vertex. */
function crosses(rings: NumberRings): boolean {
  const input = distinctVertices(rings.flatMap((r) => r.map((p) => fracPoint(p as number[]) as never)));
  return arrangementVerticesFrac(rings as never).length > input.length;
}

/** The answer of one path (null: it threw for a crossing, which the rings must have). */
function checked(rings: NumberRings, answer: () => number[] | null, label: string): number[] | null {
  let indices: number[] | null;
  try {
    indices = answer();
  } catch (e) {
    expect(e, label).toBeInstanceOf(ExactRangeError);
    expect((e as Error).message, label).toMatch(/^earcut: the edges from vertex \d+ to \d+ and from \d+ to \d+ cross at /);
    expect(crosses(rings), `${label} threw on rings that do not cross`).toBe(true);
    return null;
  }
  if (indices !== null) expect(earcutProblem(rings, indices), label).toBeNull();
  return indices;
}

describe.each(KINDS.flatMap(families))('earcut entry: %s', (name, arb) => {
  it('the fast path, the general path and the entry each cover exactly the even-odd region, also turned by 90°', () => {
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 3 }), (input, k) => {
        const rings = turn(input, k);
        const { vertices, holes } = flatten(rings);
        const fast = checked(rings, () => fastPathTriangles(rings), 'fast path');
        const general = checked(rings, () => earcutTriangles(vertices, holes, 2, false), 'general path');
        const entry = checked(rings, () => earcut(vertices, holes), 'entry');
        // The fast path answers only where the general path does not throw, and the entry gives its answer.
        if (fast !== null) {
          expect(general).not.toBeNull();
          expect(entry).toEqual(fast);
        }
        // A simple ring's edges meet only at shared vertices: the fast path must answer.
        if (name.startsWith('simple')) expect(fast).not.toBeNull();
      }),
      params(15),
    );
  });
});
