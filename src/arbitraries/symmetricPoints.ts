import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';

/*
 * Points of one circle or sphere on the integer lattice: the centre plus
 * signed permutations of one integer offset all lie at the same squared
 * distance from it. Carried exactly into the coordinate kind afterwards (a
 * similarity keeps them on one circle or sphere).
 */

/**
 * `count` points at one distance from a centre in `dim` dimensions, each the
 * centre plus a signed permutation of one offset, and the centre; for
 * `fn`'s constraints (default coordinates `'mixed'`).
 */
export function symmetricPoints<T>(
  fn: string,
  constraints: FamilyConstraints | undefined,
  dim: number,
  count: number,
): fc.Arbitrary<T> {
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // Centre within 2^(b-1), the offset within 2^(b-2): every coordinate within 2^b.
  const choices = factorial(dim) * 2 ** dim;
  const picks = fc.array(fc.nat(choices - 1), { minLength: count, maxLength: count });
  const config = fc.tuple(intVector(dim, b - 1), intVector(dim, b - 2), picks);
  return fc
    .tuple(config, embedding(kind))
    .map(([[center, offset, which], e]) => embed<T>({ center, points: which.map((k) => symmetricPoint(center, offset, k)) }, e));
}

/**
 * centre + a signed permutation of the offset: k mod n! chooses the order of
 * its components, the bits of ⌊k / n!⌋ their signs.
 */
function symmetricPoint(center: readonly bigint[], offset: readonly bigint[], k: number): bigint[] {
  const order = permutation(offset.length, k);
  let signs = Math.floor(k / factorial(offset.length));
  return center.map((x, i) => {
    const d = offset[order[i] as number] as bigint;
    const negative = signs & 1;
    signs >>= 1;
    return negative ? x - d : x + d;
  });
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** The k-th permutation of 0 … n − 1 (k mod n!), by the factorial number system. */
function permutation(n: number, k: number): number[] {
  const rest = Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  let r = k % factorial(n);
  for (let m = n; m > 0; m--) {
    const f = factorial(m - 1);
    out.push(rest.splice(Math.floor(r / f), 1)[0] as number);
    r %= f;
  }
  return out;
}
