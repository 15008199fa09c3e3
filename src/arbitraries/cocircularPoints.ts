import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';
import type { CocircularPoints } from './types.js';

/**
 * Four points on one circle, and its centre: each is centre + (±u, ±v) or
 * centre + (±v, ±u) for one integer vector (u, v), eight lattice points at
 * squared distance u² + v² from the centre, then carried exactly into the
 * coordinate kind (a similarity keeps them on a circle). `incircle` of any
 * four of them is 0, and so is `compareDistance(center, p, q)` for any two:
 * the cases where a float in-circle test answers by its rounding. Points may
 * repeat; shrinks toward u = v = 0 and the centre at the origin. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(cocircularPoints(), ({ points: [a, b, c, d] }) => incircle(a, b, c, d) === 0));
 * ```
 */
export function cocircularPoints(constraints?: FamilyConstraints): fc.Arbitrary<CocircularPoints> {
  const fn = 'cocircularPoints';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // Centre within 2^(b-1), u and v within 2^(b-2): every coordinate within 2^b.
  const picks = fc.array(fc.nat(7), { minLength: 4, maxLength: 4 });
  const config = fc.tuple(intVector(2, b - 1), intVector(2, b - 2), picks);
  return fc
    .tuple(config, embedding(kind))
    .map(([[center, uv, which], e]) =>
      embed<CocircularPoints>({ center, points: which.map((k) => symmetricPoint(center, uv, k)) }, e),
    );
}

/**
 * centre + a signed permutation of the offset: k mod n! chooses the order of
 * its components, the bits of ⌊k / n!⌋ their signs.
 */
export function symmetricPoint(center: readonly bigint[], offset: readonly bigint[], k: number): bigint[] {
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
