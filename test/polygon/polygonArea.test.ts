import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, polygonArea, polygonOrientation, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { equalsRational, mul, sign } from '../support/frac.js';
import { signedArea2 } from '../support/polygonFrac.js';
import { mulberry32 } from '../support/random.js';

const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];

function isPrime(k: number): boolean {
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return k > 1;
}

describe('polygonArea', () => {
  it('a square, a square with a hole, a clockwise triangle', () => {
    expect(polygonArea([square]).toString()).toBe('16');
    expect(polygonArea([[...square].reverse()]).toString()).toBe('-16');
    const hole = [
      [1, 1],
      [1, 3],
      [3, 3],
      [3, 1],
    ];
    expect(polygonArea([square, hole]).toString()).toBe('12');
    expect(
      polygonArea([
        [
          [0, 0],
          [0, 1],
          [1, 0],
        ],
      ]).toString(),
    ).toBe('-1/2');
  });

  it('rings of one or two vertices, collinear rings, a balanced figure eight: 0', () => {
    expect(polygonArea([[[3, 4]]]).toString()).toBe('0');
    expect(
      polygonArea([
        [
          [0, 0],
          [5, 5],
        ],
      ]).toString(),
    ).toBe('0');
    expect(
      polygonArea([
        [
          [0, 0],
          [1, 1],
          [3, 3],
          [2, 2],
        ],
      ]).toString(),
    ).toBe('0');
    const eight = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(polygonArea([eight]).toString()).toBe('0');
    expect(polygonOrientation(eight)).toBe(0);
  });

  it('exact for doubles whose float shoelace rounds, bigints and Rationals', () => {
    // A small triangle at 2^52, where every coordinate is an integer double: the float shoelace loses it.
    const big = 2 ** 52;
    const thin = [
      [big, big],
      [big + 2, big],
      [big, big + 1],
    ];
    expect(polygonArea([thin]).toString()).toBe('1');
    const tenth = [
      [0.1, 0.1],
      [0.7, 0.1],
      [0.1, 0.3],
    ];
    const expectedArea = Rational.fromNumber(0.7).sub(0.1).mul(Rational.fromNumber(0.3).sub(0.1)).div(2);
    expect(polygonArea([tenth]).equals(expectedArea)).toBe(true);
    const huge = 2n ** 300n;
    expect(
      polygonArea([
        [
          [0n, 0n],
          [huge, 0n],
          [0n, huge],
        ],
      ]).toString(),
    ).toBe(((huge * huge) / 2n).toString());
    const third = Rational.of(1n, 3n);
    expect(
      polygonArea([
        [
          [0, 0],
          [third, 0],
          [0, third],
        ],
      ]).toString(),
    ).toBe('1/18');
  });

  it('equals the fraction shoelace on random rings of every size, and rings add up', () => {
    const rand = mulberry32(5);
    for (let c = 0; c < 200; c++) {
      const rings: number[][][] = [];
      for (let r = 0, count = 1 + Math.floor(rand() * 3); r < count; r++) {
        const ring: number[][] = [];
        for (let i = 0, n = 1 + Math.floor(rand() * 12); i < n; i++) ring.push([(rand() - 0.5) * 2 ** 40, (rand() - 0.5) * 1e-3]);
        rings.push(ring);
      }
      const area = polygonArea(rings);
      let twice = rings.map(signedArea2).reduce((a, b) => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d }));
      twice = mul(twice, { n: 1n, d: 2n });
      expect(equalsRational(area, twice)).toBe(true);
      expect(polygonOrientation(rings[0] as number[][])).toBe(sign(signedArea2(rings[0] as number[][])));
    }
  });

  it('vertices whose denominators are distinct primes (a regression: 4000 vertices took 70 s of growing gcds)', () => {
    // The ring: vertex i at (1/p, i/q) for distinct primes p, q; every partial sum has a new denominator.
    const primes: bigint[] = [];
    for (let k = 1000; primes.length < 4000; k++) if (isPrime(k)) primes.push(BigInt(k));
    const ring = Array.from({ length: 2000 }, (_, i) => [
      Rational.of(1n, primes[2 * i] as bigint),
      Rational.of(BigInt(i), primes[2 * i + 1] as bigint),
    ]);
    const area = polygonArea([ring]);
    expect(equalsRational(area, mul(signedArea2(ring), { n: 1n, d: 2n }))).toBe(true);
    expect(area.den.toString().length).toBeGreaterThan(15000);
  });

  it('doubles far apart in size: the common power of two of the number path spans them', () => {
    const [t, b] = [2 ** -1074, 2 ** 1000];
    // (t, 0), (B, 0), (0, B): twice the area is B·B − t·B.
    const B = 2n ** 1000n;
    expect(
      polygonArea([
        [
          [t, 0],
          [b, 0],
          [0, b],
        ],
      ]).equals(Rational.of(B * B * 2n ** 1074n - B, 2n ** 1075n)),
    ).toBe(true);
    // Right along y = 0.25, then down to y = 1e-300: clockwise, −(1e300 − 0.5)·(0.25 − 1e-300)/2.
    const [X, y] = [Rational.from(1e300), Rational.from(1e-300)];
    const expected = X.sub(0.5).mul(Rational.of(1n, 4n).sub(y)).div(-2n);
    expect(
      polygonArea([
        [
          [0.5, 0.25],
          [1e300, 0.25],
          [1e300, 1e-300],
        ],
      ]).equals(expected),
    ).toBe(true);
  });

  it('reversing a ring negates its area; a rotation of its vertices keeps it', () => {
    const rand = mulberry32(8);
    for (let c = 0; c < 100; c++) {
      const ring: number[][] = [];
      for (let i = 0; i < 7; i++) ring.push([Math.floor(rand() * 100), Math.floor(rand() * 100)]);
      const a = polygonArea([ring]);
      expect(polygonArea([[...ring].reverse()]).equals(a.neg())).toBe(true);
      expect(polygonArea([[...ring.slice(3), ...ring.slice(0, 3)]]).equals(a)).toBe(true);
    }
  });
});

describe('polygonOrientation', () => {
  it('1 counterclockwise, -1 clockwise, 0 without area', () => {
    expect(polygonOrientation(square)).toBe(1);
    expect(polygonOrientation([...square].reverse())).toBe(-1);
    expect(polygonOrientation([[1, 1]])).toBe(0);
    // A figure eight with a bigger counterclockwise lobe.
    expect(
      polygonOrientation([
        [0, 0],
        [4, 4],
        [4, 0],
        [0, 2],
      ]),
    ).toBe(-1);
  });

  it('bad input', () => {
    expectError(() => polygonOrientation([]), ExactRangeError, 'polygonOrientation: ring is empty, expected at least one point');
    expectError(
      () => polygonOrientation(5 as never),
      ExactTypeError,
      'polygonOrientation: ring is 5, expected an array of [x, y] points',
    );
    expectError(() => polygonArea([]), ExactRangeError, 'polygonArea: rings is empty, expected at least one ring');
    expectError(() => polygonArea([[]]), ExactRangeError, 'polygonArea: rings[0] is empty, expected at least one point');
    expectError(
      () => polygonArea([[[0, 0], [1]]] as never),
      ExactRangeError,
      'polygonArea: rings[0][1] has 1 coordinates, expected 2',
    );
  });
});
