import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { hugeBigIntCoordinate, point2, point3 } from '../src/arbitraries/index.js';
import type { Point } from '../src/core/coordinate.js';
import { compareDistance } from '../src/index.js';
import { compareDistanceExact } from '../test/support/frac.js';
import { params } from './support/params.js';
import { reflect, rotate90, scale, translate } from './support/transforms.js';

/*
 * compareDistance(p, a, b): swapping a and b flips it, a against itself is 0,
 * it is invariant under translation by huge bigints, positive scaling,
 * rotations by 90° and reflections, and it equals an independent evaluation
 * on fractions, in 2D and 3D.
 */

type Triple = readonly [Point, Point, Point];
const asP = (p: readonly unknown[]) => p as unknown as Point;
const huge = hugeBigIntCoordinate();

const triples = (dim: 2 | 3, kind: CoordinateKind) => {
  const pt = dim === 2 ? point2({ coordinates: kind }) : point3({ coordinates: kind });
  return fc.tuple(pt, pt, pt) as unknown as fc.Arbitrary<Triple>;
};

const families = ([2, 3] as const).flatMap((dim) =>
  (['grid', 'double', 'rational', 'mixed'] as const).map((k) => [`${dim}D ${k}`, dim, triples(dim, k)] as const),
);

describe.each(families)('compareDistance laws: %s', (_name, dim, gen) => {
  it('antisymmetric in a, b; 0 against itself; equals an evaluation on fractions', () => {
    fc.assert(
      fc.property(gen, ([p, a, b]) => {
        const s = compareDistance(p, a, b);
        return compareDistance(p, b, a) === -s && compareDistance(p, a, a) === 0 && s === compareDistanceExact(p, a, b);
      }),
      params(),
    );
  });
  it('invariant under translation, positive scaling, 90° rotation and reflection', () => {
    fc.assert(
      fc.property(
        gen,
        fc.array(huge, { minLength: dim, maxLength: dim }),
        fc.bigInt({ min: 1n, max: 1n << 100n }),
        ([p, a, b], t, k) => {
          const s = compareDistance(p, a, b);
          const m = (f: (q: Point) => readonly unknown[]) => compareDistance(asP(f(p)), asP(f(a)), asP(f(b)));
          return (
            m((q) => translate(q, t)) === s &&
            m((q) => scale(q, k)) === s &&
            m((q) => rotate90(q)) === s &&
            m((q) => reflect(q)) === s
          );
        },
      ),
      params(),
    );
  });
});
