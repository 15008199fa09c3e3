// Exact squared distances (users asked for them): between two points, and
// from a point to a closed segment, in 2D and 3D, checked by hand, against
// the fraction reference (a nearest point found by minimising over the
// segment's parameter), and against compareDistance.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/index.js';
import {
  compareDistance,
  ExactRangeError,
  ExactTypeError,
  Rational,
  squaredDistance,
  squaredDistanceToSegment,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import type { Frac } from '../support/frac.js';
import { add, cmp, div, equalsRational, frac, mul, sub, ZERO } from '../support/frac.js';

type P = readonly Coordinate[];

/** |x − y|² on fractions. */
function dist2Frac(x: readonly Frac[], y: readonly Frac[]): Frac {
  let s = ZERO;
  for (let i = 0; i < x.length; i++) {
    const d = sub(x[i] as Frac, y[i] as Frac);
    s = add(s, mul(d, d));
  }
  return s;
}

/** The squared distance to the segment: the parameter t = w·d / |d|² clamped to [0, 1], the point a + t·d. */
function toSegmentFrac(p: P, a: P, b: P): Frac {
  const [fp, fa, fb] = [p.map(frac), a.map(frac), b.map(frac)];
  const d = fb.map((v, i) => sub(v, fa[i] as Frac));
  const w = fp.map((v, i) => sub(v, fa[i] as Frac));
  const dd = d.reduce((s, v) => add(s, mul(v, v)), ZERO);
  if (dd.n === 0n) return dist2Frac(fp, fa);
  let t = div(
    w.reduce((s, v, i) => add(s, mul(v, d[i] as Frac)), ZERO),
    dd,
  );
  if (cmp(t, ZERO) < 0) t = ZERO;
  if (cmp(t, { n: 1n, d: 1n }) > 0) t = { n: 1n, d: 1n };
  return dist2Frac(
    fp,
    fa.map((v, i) => add(v, mul(t, d[i] as Frac))),
  );
}

describe('squaredDistance', () => {
  it('by hand: 2D, 3D, doubles at their exact value, bigints, Rationals', () => {
    expect(squaredDistance([0, 0], [3, 4]).toString()).toBe('25');
    expect(squaredDistance([0, 0, 0], [1, 2, 2]).toString()).toBe('9');
    expect(squaredDistance([0.1, 0], [0, 0]).equals(Rational.from(0.1).mul(0.1))).toBe(true);
    expect(squaredDistance([2n ** 100n, 0n], [0n, 0n]).num).toBe(2n ** 200n);
    expect(squaredDistance([Rational.of(1n, 3n), 0], [0, Rational.of(1n, 4n)]).toString()).toBe('25/144');
    expect(squaredDistance([5, 5], [5, 5]).toString()).toBe('0');
  });

  it('bad input', () => {
    expectError(
      () => squaredDistance([0, 0], [0, 0, 0]),
      ExactRangeError,
      'squaredDistance: q has 3 coordinates, expected 2 like p',
    );
    expectError(() => squaredDistance([0, Number.NaN], [0, 0]), ExactRangeError, 'squaredDistance: p[1] is NaN');
    expectError(
      () => squaredDistance('ab' as never, [0, 0]),
      ExactTypeError,
      'squaredDistance: p is "ab", expected a point [x, y] or [x, y, z]',
    );
  });
});

describe('squaredDistanceToSegment', () => {
  it('by hand: the foot inside, beyond either end, a point segment, 3D', () => {
    const s: [P, P] = [
      [0, 0],
      [2, 0],
    ];
    expect(squaredDistanceToSegment([1, 1], s).toString()).toBe('1');
    expect(squaredDistanceToSegment([3, 1], s).toString()).toBe('2');
    expect(squaredDistanceToSegment([-1, -1], s).toString()).toBe('2');
    expect(squaredDistanceToSegment([1, 0], s).toString()).toBe('0');
    expect(
      squaredDistanceToSegment(
        [0, 1],
        [
          [0, 0],
          [2, 2],
        ],
      ).toString(),
    ).toBe('1/2');
    expect(
      squaredDistanceToSegment(
        [4, 5],
        [
          [1, 1],
          [1, 1],
        ],
      ).toString(),
    ).toBe('25');
    // 3D: (1, 1, 1) to the z axis segment from 0 to 3: the foot (0, 0, 1).
    expect(
      squaredDistanceToSegment(
        [1, 1, 1],
        [
          [0, 0, 0],
          [0, 0, 3],
        ],
      ).toString(),
    ).toBe('2');
  });

  it('exact where doubles are not: a point one ulp beside a long diagonal', () => {
    const x = 1 + 2 ** -52;
    const d = squaredDistanceToSegment(
      [x, 1],
      [
        [0, 0],
        [2, 2],
      ],
    );
    // The foot is ((x + 1)/2, (x + 1)/2); the squared distance is (x − 1)²/2 = 2^-105.
    expect(d.equals(Rational.of(1n, 2n ** 105n))).toBe(true);
  });

  it('equals the fraction reference and is at most the distance to either end (property)', () => {
    const c = fc.oneof(
      fc.integer({ min: -20, max: 20 }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
      fc.tuple(fc.bigInt({ min: -50n, max: 50n }), fc.bigInt({ min: 1n, max: 20n })).map(([n, d]) => Rational.of(n, d)),
    );
    const point = (dim: number) => fc.array(c, { minLength: dim, maxLength: dim });
    const dims = fc.constantFrom(2, 3).chain((dim) => fc.tuple(point(dim), point(dim), point(dim)));
    fc.assert(
      fc.property(dims, ([p, a, b]) => {
        const d = squaredDistanceToSegment(p, [a, b]);
        expect(equalsRational(d, toSegmentFrac(p, a, b))).toBe(true);
        expect(d.le(squaredDistance(p, a))).toBe(true);
        expect(d.le(squaredDistance(p, b))).toBe(true);
        expect(equalsRational(squaredDistance(p, a), dist2Frac(p.map(frac), a.map(frac)))).toBe(true);
        expect(squaredDistance(p, a).compare(squaredDistance(p, b))).toBe(compareDistance(p, a, b));
      }),
      { numRuns: 400 },
    );
  });

  it('bad input', () => {
    expectError(
      () =>
        squaredDistanceToSegment(
          [0, 0],
          [
            [0, 0, 0],
            [1, 1, 1],
          ],
        ),
      ExactRangeError,
      'squaredDistanceToSegment: s[0] has 3 coordinates, expected 2',
    );
    expectError(
      () => squaredDistanceToSegment([0, 0], [[0, 0]] as never),
      ExactRangeError,
      'squaredDistanceToSegment: s has 1 points, expected 2',
    );
  });
});
