import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import { hugeBigIntCoordinate } from '../src/arbitraries/index.js';
import type { Point2 } from '../src/core/coordinate.js';
import { orient2d } from '../src/index.js';
import { orient2dExact } from '../test/support/frac.js';
import { tripleFamilies } from './support/families.js';
import { params } from './support/params.js';
import { reflect, rotate90, scale, translate } from './support/transforms.js';

/*
 * Metamorphic laws of orient2d on every triple family: the sign of
 * (b − a) × (c − a) flips with an odd permutation, survives even ones, and
 * is invariant under the orientation-preserving similarities (translation,
 * positive scaling, rotation by 90°); a reflection flips it. All maps are
 * exact (transforms.ts), so the laws hold with no exceptions.
 */

const huge = hugeBigIntCoordinate();
const offset = fc.tuple(huge, huge);
const factor = fc.bigInt({ min: 1n, max: 1n << 200n });
const as2 = (p: readonly unknown[]) => p as unknown as Point2;

describe.each(tripleFamilies)('orient2d laws: %s', (_name, triples) => {
  it('antisymmetric: swapping two points flips the sign', () => {
    fc.assert(
      fc.property(triples, ([a, b, c]) => {
        const o = orient2d(a, b, c);
        return orient2d(b, a, c) === -o && orient2d(a, c, b) === -o && orient2d(c, b, a) === -o;
      }),
      params(),
    );
  });

  it('cyclic: rotating the points keeps the sign', () => {
    fc.assert(
      fc.property(triples, ([a, b, c]) => {
        const o = orient2d(a, b, c);
        return orient2d(b, c, a) === o && orient2d(c, a, b) === o;
      }),
      params(),
    );
  });

  it('invariant under translation by huge bigints', () => {
    fc.assert(
      fc.property(triples, offset, ([a, b, c], t) => {
        const m = (p: Point2) => as2(translate(p, t));
        return orient2d(m(a), m(b), m(c)) === orient2d(a, b, c);
      }),
      params(),
    );
  });

  it('invariant under scaling by a positive integer', () => {
    fc.assert(
      fc.property(triples, factor, ([a, b, c], k) => {
        const m = (p: Point2) => as2(scale(p, k));
        return orient2d(m(a), m(b), m(c)) === orient2d(a, b, c);
      }),
      params(),
    );
  });

  it('invariant under rotation by 90°, 180° and 270°', () => {
    fc.assert(
      fc.property(triples, ([a, b, c]) => {
        const o = orient2d(a, b, c);
        let [p, q, r] = [a, b, c];
        for (let k = 0; k < 3; k++) {
          [p, q, r] = [as2(rotate90(p)), as2(rotate90(q)), as2(rotate90(r))];
          if (orient2d(p, q, r) !== o) return false;
        }
        return true;
      }),
      params(),
    );
  });

  it('a reflection flips the sign', () => {
    fc.assert(
      fc.property(triples, fc.constantFrom(0, 1), ([a, b, c], axis) => {
        const m = (p: Point2) => as2(reflect(p, axis));
        return orient2d(m(a), m(b), m(c)) === -orient2d(a, b, c);
      }),
      params(),
    );
  });

  it('filter-then-exact equals a plain BigInt evaluation', () => {
    fc.assert(
      fc.property(triples, ([a, b, c]) => orient2d(a, b, c) === orient2dExact(a, b, c)),
      params(),
    );
  });
});
