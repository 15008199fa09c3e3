import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { hugeBigIntCoordinate, point2 } from '../src/arbitraries/index.js';
import type { Coordinate, Point2 } from '../src/core/coordinate.js';
import { incircle, orient2d, Rational } from '../src/index.js';
import { incircleExact } from '../test/support/frac.js';
import { params } from './support/params.js';
import { reflect, rotate90, scale, translate } from './support/transforms.js';

/*
 * incircle(a, b, c, d): even permutations of a, b, c keep it, odd ones flip
 * it; translations by huge bigints, positive scalings and 90° rotations keep
 * it, a reflection flips it; four points of one circle give 0, and on them
 * it agrees with the orientation (d inside a counterclockwise circle is 1);
 * it equals an independent evaluation on fractions.
 */

type Quad = readonly [Point2, Point2, Point2, Point2];
const as2 = (p: readonly unknown[]) => p as unknown as Point2;

const quad = (kind: CoordinateKind) =>
  fc.tuple(
    point2({ coordinates: kind }),
    point2({ coordinates: kind }),
    point2({ coordinates: kind }),
    point2({ coordinates: kind }),
  );

/**
 * Four points of one circle, exactly: the rational points ((1 − t²)/(1 + t²), 2t/(1 + t²))
 * of the unit circle, scaled and translated.
 */
const cocircular = fc
  .tuple(
    fc.array(fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 1, max: 40 })), { minLength: 4, maxLength: 4 }),
    fc.bigInt({ min: 1n, max: 1n << 60n }),
    point2({ coordinates: 'mixed' }),
  )
  .map(([ts, r, o]) =>
    ts.map(([p, q]) => {
      const t = Rational.of(BigInt(p), BigInt(q));
      const den = Rational.ONE.add(t.mul(t));
      const x = Rational.ONE.sub(t.mul(t)).div(den);
      const y = Rational.of(2n).mul(t).div(den);
      const R = Rational.of(r);
      return [R.mul(x).add(Rational.from(o[0])), R.mul(y).add(Rational.from(o[1]))];
    }),
  ) as unknown as fc.Arbitrary<Quad>;

const families: [string, fc.Arbitrary<Quad>][] = [
  ...(['grid', 'safe', 'double', 'rational', 'mixed'] as const).map(
    (k) => [`free ${k}`, quad(k) as fc.Arbitrary<Quad>] as [string, fc.Arbitrary<Quad>],
  ),
  ['cocircular', cocircular],
];
const huge = hugeBigIntCoordinate();

describe.each(families)('incircle laws: %s', (_name, quads) => {
  it('permutations of a, b, c: even ones keep the sign, odd ones flip it', () => {
    fc.assert(
      fc.property(quads, ([a, b, c, d]) => {
        const s = incircle(a, b, c, d);
        return incircle(b, c, a, d) === s && incircle(b, a, c, d) === -s && incircle(a, c, b, d) === -s;
      }),
      params(),
    );
  });
  it('translation by huge bigints, positive scaling and a 90° rotation keep it; a reflection flips it', () => {
    fc.assert(
      fc.property(quads, fc.tuple(huge, huge), fc.bigInt({ min: 1n, max: 1n << 100n }), ([a, b, c, d], t, k) => {
        const s = incircle(a, b, c, d);
        const m = (f: (p: Point2) => readonly unknown[]) => incircle(as2(f(a)), as2(f(b)), as2(f(c)), as2(f(d)));
        return (
          m((p) => translate(p, t)) === s &&
          m((p) => scale(p, k)) === s &&
          m((p) => rotate90(p)) === s &&
          m((p) => reflect(p)) === -s
        );
      }),
      params(),
    );
  });
  it('equals an independent evaluation on fractions', () => {
    fc.assert(
      fc.property(quads, ([a, b, c, d]) => incircle(a, b, c, d) === incircleExact(a, b, c, d)),
      params(),
    );
  });
});

describe('incircle of cocircular points', () => {
  it('is 0, and the midpoint of two of them is inside a counterclockwise triangle of them', () => {
    fc.assert(
      fc.property(cocircular, ([a, b, c, d]) => {
        if (incircle(a, b, c, d) !== 0) return false;
        const o = orient2d(a, b, c);
        if (o === 0) return true; // two of the points coincide
        const mid = a.map((x, i) =>
          Rational.from(x)
            .add(Rational.from(b[i] as Coordinate))
            .div(Rational.of(2n)),
        );
        return incircle(a, b, c, as2(mid)) === o;
      }),
      params(),
    );
  });
});
