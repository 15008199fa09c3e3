import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { hugeBigIntCoordinate, point3 } from '../src/arbitraries/index.js';
import type { Point3 } from '../src/core/coordinate.js';
import { insphere } from '../src/index.js';
import { insphereExact } from '../test/support/frac.js';
import { params } from './support/params.js';
import { reflect, rotate90, scale, translate } from './support/transforms.js';

/*
 * insphere(a, b, c, d, e): an odd permutation of a, b, c, d flips it, an even
 * one keeps it; translations by huge bigints, positive scalings and 90°
 * rotations keep it, a reflection flips it; it equals an independent
 * evaluation on fractions (Gaussian elimination), and a point of the sphere
 * (one of a, b, c, d as e) gives 0.
 */

type Five = readonly [Point3, Point3, Point3, Point3, Point3];
const as3 = (p: readonly unknown[]) => p as unknown as Point3;

const five = (kind: CoordinateKind) =>
  fc.tuple(
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
  ) as fc.Arbitrary<Five>;

const families = (['grid', 'safe', 'double', 'rational', 'mixed'] as const).map(
  (k) => [`free ${k}`, five(k)] as [string, fc.Arbitrary<Five>],
);
const huge = hugeBigIntCoordinate();

describe.each(families)('insphere laws: %s', (_name, fives) => {
  it('permutations of a, b, c, d: odd ones flip the sign, even ones keep it', () => {
    fc.assert(
      fc.property(fives, ([a, b, c, d, e]) => {
        const s = insphere(a, b, c, d, e);
        return insphere(b, a, c, d, e) === -s && insphere(b, c, a, d, e) === s && insphere(a, b, d, c, e) === -s;
      }),
      params(50),
    );
  });
  it('translation by huge bigints, positive scaling and 90° rotations keep it; a reflection flips it', () => {
    fc.assert(
      fc.property(
        fives,
        fc.tuple(huge, huge, huge),
        fc.bigInt({ min: 1n, max: 1n << 100n }),
        fc.nat(2),
        ([a, b, c, d, e], t, k, axis) => {
          const s = insphere(a, b, c, d, e);
          const m = (f: (p: Point3) => readonly unknown[]) => insphere(as3(f(a)), as3(f(b)), as3(f(c)), as3(f(d)), as3(f(e)));
          return (
            m((p) => translate(p, t)) === s &&
            m((p) => scale(p, k)) === s &&
            m((p) => rotate90(p, axis, (axis + 1) % 3)) === s &&
            m((p) => reflect(p, axis)) === -s
          );
        },
      ),
      params(50),
    );
  });
  it('equals an independent evaluation on fractions, and is 0 for a point of the sphere', () => {
    fc.assert(
      fc.property(
        fives,
        ([a, b, c, d, e]) => insphere(a, b, c, d, e) === insphereExact(a, b, c, d, e) && insphere(a, b, c, d, b) === 0,
      ),
      params(50),
    );
  });
});
