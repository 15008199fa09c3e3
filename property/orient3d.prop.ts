import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { hugeBigIntCoordinate, point3 } from '../src/arbitraries/index.js';
import type { Coordinate, Point3 } from '../src/core/coordinate.js';
import { orient3d, Rational } from '../src/index.js';
import type { Frac } from '../test/support/frac.js';
import { add, frac, mul, sign, sub } from '../test/support/frac.js';
import { params } from './support/params.js';
import { reflect, rotate90, scale, translate } from './support/transforms.js';

/*
 * orient3d, the sign of ((b − a) × (c − a))·(d − a): odd permutations flip
 * it, even ones keep it, translations by huge bigints, positive scalings and
 * 90° rotations keep it, reflections flip it; coplanar points give 0; and it
 * equals an independent evaluation on fractions.
 */

type Quad = readonly [Point3, Point3, Point3, Point3];

function orient3dFrac(a: Point3, b: Point3, c: Point3, d: Point3): number {
  const v = (p: Point3) => p.map((x, i) => sub(frac(x), frac(a[i] as Coordinate))) as [Frac, Frac, Frac];
  const [u, w, z] = [v(b), v(c), v(d)];
  const cross = [
    sub(mul(u[1], w[2]), mul(u[2], w[1])),
    sub(mul(u[2], w[0]), mul(u[0], w[2])),
    sub(mul(u[0], w[1]), mul(u[1], w[0])),
  ] as const;
  return sign(add(add(mul(cross[0], z[0]), mul(cross[1], z[1])), mul(cross[2], z[2])));
}

const quad = (kind: CoordinateKind) =>
  fc.tuple(
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
    point3({ coordinates: kind }),
  );

/** Four coplanar points a + sᵢ·u + tᵢ·v, exactly (Rationals). */
const coplanar = fc
  .tuple(
    point3({ coordinates: 'mixed' }),
    point3({ coordinates: 'grid' }),
    point3({ coordinates: 'grid' }),
    fc.array(fc.tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -9, max: 9 })), { minLength: 4, maxLength: 4 }),
  )
  .map(
    ([a, u, v, st]) =>
      st.map(([s, t]) =>
        a.map((x, i) =>
          Rational.from(x)
            .add(Rational.of(BigInt(s)).mul(Rational.from(u[i] as Coordinate)))
            .add(Rational.of(BigInt(t)).mul(Rational.from(v[i] as Coordinate))),
        ),
      ) as unknown as Quad,
  );

const families: [string, fc.Arbitrary<Quad>][] = [
  ...(['grid', 'safe', 'huge', 'double', 'rational', 'mixed'] as const).map(
    (k) => [`free ${k}`, quad(k) as fc.Arbitrary<Quad>] as [string, fc.Arbitrary<Quad>],
  ),
  ['coplanar mixed', coplanar],
];
const huge = hugeBigIntCoordinate();
const as3 = (p: readonly unknown[]) => p as unknown as Point3;

describe.each(families)('orient3d laws: %s', (_name, quads) => {
  it('permutations: odd ones flip the sign, even ones keep it', () => {
    fc.assert(
      fc.property(quads, ([a, b, c, d]) => {
        const o = orient3d(a, b, c, d);
        return (
          orient3d(b, a, c, d) === -o && orient3d(a, b, d, c) === -o && orient3d(b, c, a, d) === o && orient3d(b, a, d, c) === o
        );
      }),
      params(),
    );
  });
  it('translation by huge bigints, positive scaling and 90° rotations keep it; a reflection flips it', () => {
    fc.assert(
      fc.property(
        quads,
        fc.tuple(huge, huge, huge),
        fc.bigInt({ min: 1n, max: 1n << 100n }),
        fc.nat(2),
        ([a, b, c, d], t, k, axis) => {
          const o = orient3d(a, b, c, d);
          const m = (f: (p: Point3) => readonly unknown[]) => orient3d(as3(f(a)), as3(f(b)), as3(f(c)), as3(f(d)));
          return (
            m((p) => translate(p, t)) === o &&
            m((p) => scale(p, k)) === o &&
            m((p) => rotate90(p, axis, (axis + 1) % 3)) === o &&
            m((p) => reflect(p, axis)) === -o
          );
        },
      ),
      params(),
    );
  });
  it('equals an independent evaluation on fractions', () => {
    fc.assert(
      fc.property(quads, ([a, b, c, d]) => orient3d(a, b, c, d) === orient3dFrac(a, b, c, d)),
      params(),
    );
  });
});

describe('orient3d of coplanar points', () => {
  it('is 0', () => {
    fc.assert(
      fc.property(coplanar, ([a, b, c, d]) => orient3d(a, b, c, d) === 0),
      params(),
    );
  });
});
