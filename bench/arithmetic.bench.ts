import { gcd } from '../src/core/gcd.js';
import { lehmer } from '../src/core/lehmer.js';
import { orient2dValue } from '../src/core/values.js';
import { isSimplePolygon, polygonArea, Rational } from '../src/index.js';
import type { Suite } from './harness.js';
import type { Rng } from './rng.js';

/*
 * Hostile sizes, where the work used to grow as the square of the input or
 * worse: gcds of huge operands (the half-gcd against Lehmer's algorithm
 * alone), the area of rings whose vertices have distinct prime
 * denominators (against the former sum, one reduced Rational addition per
 * fan triangle), and isSimplePolygon's witness on a large ring that is not
 * simple (against the same call without a witness). Each call is one case:
 * these take milliseconds to seconds.
 */

/** A random odd bigint of exactly `bits` bits. */
function randomBits(rng: Rng, bits: number): bigint {
  const v = rng.bigint(bits - 1);
  return (1n << BigInt(bits - 1)) | (v < 0n ? -v : v) | 1n;
}

/** gcd of random pairs of `bits`-bit operands: the package's gcd against Lehmer's algorithm alone. */
export function gcdSuite(rng: Rng, bits: number, pairs: number): Suite {
  const inputs = Array.from({ length: pairs }, () => [randomBits(rng, bits), randomBits(rng, bits)] as const);
  const checksum = (g: bigint) => Number(g % 1000003n);
  return {
    topic: 'arithmetic: gcd',
    set: `${pairs} random pairs of ${bits}-bit operands`,
    cases: pairs,
    ours: 'gcd (half-gcd, then Lehmer)',
    baseline: 'Lehmer alone',
    impls: [
      {
        name: 'gcd (half-gcd, then Lehmer)',
        run: () => {
          let s = 0;
          for (const [a, b] of inputs) s += checksum(gcd(a, b));
          return s;
        },
      },
      {
        name: 'Lehmer alone',
        run: () => {
          let s = 0;
          for (const [a, b] of inputs) s += checksum(lehmer(a, b));
          return s;
        },
      },
    ],
  };
}

/** The primes from 1000 on, as many as asked. */
function primes(count: number): bigint[] {
  const out: bigint[] = [];
  for (let k = 1000; out.length < count; k++) {
    let prime = true;
    for (let d = 2; d * d <= k && prime; d++) prime = k % d !== 0;
    if (prime) out.push(BigInt(k));
  }
  return out;
}

/** Vertex i at (1/p, i/q), p and q distinct primes: every vertex brings new denominators. */
export function primeRing(n: number): Rational[][] {
  const p = primes(2 * n);
  return Array.from({ length: n }, (_, i) => [
    Rational.of(1n, p[2 * i] as bigint),
    Rational.of(BigInt(i), p[2 * i + 1] as bigint),
  ]);
}

/** The former polygonArea: a fan of kernel orientation values from vertex 0, each added into a reduced Rational. */
function fanArea(ring: readonly Rational[][]): Rational {
  const [ox, oy] = ring[0] as Rational[];
  let sum = Rational.ZERO;
  for (let i = 1; i + 1 < ring.length; i++) {
    const [ax, ay] = ring[i] as Rational[];
    const [bx, by] = ring[i + 1] as Rational[];
    sum = sum.add(orient2dValue(ox as Rational, oy as Rational, ax as Rational, ay as Rational, bx as Rational, by as Rational));
  }
  return sum.div(2n);
}

/** polygonArea of primeRing(n); with `former`, against the former sum (too slow for large n). */
export function primeAreaSuite(n: number, former: boolean): Suite {
  const ring = primeRing(n);
  const checksum = (a: Rational) => Number(a.den % 1000003n);
  const ours = {
    name: 'polygonArea',
    run: () => checksum(polygonArea([ring])),
  };
  return {
    topic: 'arithmetic: polygonArea',
    set: `one ring of ${n} vertices (1/p, i/q), distinct primes`,
    cases: 1,
    ours: ours.name,
    baseline: former ? 'former fan sum' : ours.name,
    impls: former ? [ours, { name: 'former fan sum', run: () => checksum(fanArea(ring)) }] : [ours],
  };
}

/** A star-shaped ring of n vertices with vertex 1 moved across the closing edge: not simple. */
function crossedStar(n: number): number[][] {
  const ring: number[][] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = 1 + ((i * 7919) % 13) / 100;
    ring.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  ring[1] = [1.5, -0.01];
  return ring;
}

/** isSimplePolygon on a ring that is not simple, with its witness and without. */
export function witnessSuite(n: number): Suite {
  const ring = crossedStar(n);
  return {
    topic: 'arithmetic: isSimplePolygon witness',
    set: `one star-shaped ring of ${n} vertices, two edges crossing`,
    cases: 1,
    ours: 'with witness',
    baseline: 'witness: false',
    impls: [
      {
        name: 'with witness',
        run: () => {
          const r = isSimplePolygon(ring);
          return r.simple ? 1 : (r.edges?.[1] ?? -1);
        },
      },
      { name: 'witness: false', run: () => (isSimplePolygon(ring, { witness: false }).simple ? 1 : 0) },
    ],
  };
}

/** The arithmetic topic's suites, in the order they run. */
export function arithmeticSuites(rng: Rng): Suite[] {
  return [
    gcdSuite(rng, 65536, 3),
    gcdSuite(rng, 262144, 1),
    primeAreaSuite(500, true),
    ...[1000, 2000, 4000, 10000].map((n) => primeAreaSuite(n, false)),
    witnessSuite(20002),
  ];
}
