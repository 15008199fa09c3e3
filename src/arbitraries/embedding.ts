import * as fc from 'fast-check';
import type { Coordinate } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { CoordinateKind } from './coordinate.js';

/*
 * Degenerate configurations (collinear points, a segment in a box face, a
 * ray grazing a face) are built on integers, where the degeneracy is exact,
 * and then carried into the requested coordinate kind by a map that keeps
 * it exact: a map x ↦ x/λ with one positive λ for the whole configuration is
 * a similarity, so it preserves every orientation, every order along an
 * axis, every incidence. λ is a power of two for doubles (so x/λ is exact:
 * a 52-bit integer times 2^e is a double for every e ≥ -1074 that does not
 * overflow), any positive integer for Rationals, and 1 for integers.
 */

/** How one configuration is carried into coordinates. */
export interface Embedding {
  /** Configurations must have every integer below 2^bits in magnitude. */
  readonly bits: number;
  /** The coordinate for integer v, leaf being v's position in the configuration. */
  readonly map: (v: bigint, leaf: number) => Coordinate;
}

/** Integer bit budget of each kind (the configuration is then scaled). */
export const EMBEDDING_BITS: Record<CoordinateKind, number> = {
  grid: 6,
  safe: 52,
  huge: 300,
  double: 52,
  rational: 96,
  mixed: 40,
};

/**
 * The random exact embedding of a kind: for `'double'` a scale 2^e with e
 * from -1074 to 918 (subnormal to 1e276 magnitudes; 918 + 52 bits stays
 * finite), for `'rational'` a denominator up to 2^64, for `'mixed'` a scale
 * 2^e (e from -30 to 0) and a per-coordinate choice of number, bigint (when
 * integral) or Rational for the same value. Shrinks toward e = 0,
 * denominator 1 and plain numbers.
 */
export function embedding(kind: CoordinateKind): fc.Arbitrary<Embedding> {
  const bits = EMBEDDING_BITS[kind];
  switch (kind) {
    case 'grid':
    case 'safe':
      return fc.constant({ bits, map: (v: bigint) => Number(v) });
    case 'huge':
      return fc.constant({ bits, map: (v: bigint) => v });
    case 'double':
      return fc.integer({ min: -1074, max: 918 }).map((e) => ({ bits, map: (v: bigint) => Number(v) * 2 ** e }));
    case 'rational':
      return fc.bigInt({ min: 1n, max: 1n << 64n }).map((den) => ({ bits, map: (v: bigint) => Rational.of(v, den) }));
    case 'mixed':
      return fc.tuple(fc.integer({ min: -30, max: 0 }), fc.nat()).map(([e, choices]) => ({
        bits,
        map: (v: bigint, leaf: number) => mixedCoordinate(v, e, (choices >>> ((2 * leaf) % 30)) & 3),
      }));
  }
}

/** v·2^e (e ≤ 0) as a number (choice 0 or 3), a Rational (1) or a bigint if integral (2). */
function mixedCoordinate(v: bigint, e: number, choice: number): Coordinate {
  const den = 1n << BigInt(-e);
  if (choice === 1) return Rational.of(v, den);
  if (choice === 2 && v % den === 0n) return v / den;
  return Number(v) * 2 ** e;
}

/**
 * Replaces every bigint leaf of a configuration (nested arrays and plain
 * objects) by its coordinate, numbering the leaves depth first.
 */
export function embed<T>(config: unknown, e: Embedding): T {
  let leaf = 0;
  const walk = (x: unknown): unknown => {
    if (typeof x === 'bigint') return e.map(x, leaf++);
    if (Array.isArray(x)) return x.map(walk);
    // Stryker disable next-line LogicalOperator: equivalent (every caller embeds bigints in arrays and plain
    // objects, so whatever gets here is a non-null object and `||` decides as `&&` does)
    if (x !== null && typeof x === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(x)) out[k] = walk(v);
      return out;
    }
    return x;
  };
  return walk(config) as T;
}
