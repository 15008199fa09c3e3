import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';
import type { Triple2 } from './types.js';

/**
 * Three 2D points that turn by the least amount the integer lattice allows,
 * with long sides: b = a + u and c = a + v where the cross product u × v is
 * ±g, g the gcd of u's two components (±1 for most u), and c lies beside
 * the segment a–b (its projection on the line falls between a and b, ends
 * included) at a distance of g/|u|; counterclockwise or clockwise as often. Before scaling, a, u and v reach the kind's whole integer range
 * (2^50 for `'safe'`), so the products in the naive formula
 * (b − a) × (c − a) pass 2^100 while the answer hangs on one unit: the
 * integer cases naive double code gets wrong, like `[0, 0], [134217729,
 * 134217728], [134217728, 134217727]`. Never collinear unless u is
 * 0. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(thinTriangle({ coordinates: 'safe' }), ([a, b, c]) => orient2d(a, b, c) === -orient2d(a, c, b)));
 * ```
 */
export function thinTriangle<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraints<K>,
): fc.Arbitrary<Triple2<CoordinateOf<K>>>;
export function thinTriangle(constraints?: FamilyConstraints): fc.Arbitrary<Triple2> {
  const fn = 'thinTriangle';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // a and u within 2^(b-2); v within |u| ≤ 2^(b-1.5): every point within 2^b.
  const config = fc.tuple(intVector(2, b - 2), intVector(2, b - 2), fc.boolean());
  return fc.tuple(config, embedding(kind)).map(([[a, u, clockwise], e]) => {
    const v = besideSegment(u[0] as bigint, u[1] as bigint);
    const pb = [(a[0] as bigint) + (u[0] as bigint), (a[1] as bigint) + (u[1] as bigint)];
    const pc = [(a[0] as bigint) + v[0], (a[1] as bigint) + v[1]];
    // Swapping a and b keeps c beside the same segment and turns the other way.
    return embed<Triple2>(clockwise ? [pb, a, pc] : [a, pb, pc], e);
  });
}

/**
 * For u = (p, q), the vector v with p·v_y − q·v_x = gcd(p, q) (Bézout)
 * whose projection on u is a fraction in [0, 1) of u: adding multiples of
 * u to a solution keeps the cross product and slides v along u.
 */
function besideSegment(p: bigint, q: bigint): [bigint, bigint] {
  // Extended Euclid on |p|, |q|: x·|p| + y·|q| = g.
  let [r0, r1] = [p < 0n ? -p : p, q < 0n ? -q : q];
  let [x0, x1, y0, y1] = [1n, 0n, 0n, 1n];
  while (r1 !== 0n) {
    const k = r0 / r1;
    [r0, r1] = [r1, r0 - k * r1];
    [x0, x1] = [x1, x0 - k * x1];
    [y0, y1] = [y1, y0 - k * y1];
  }
  if (r0 === 0n) return [0n, 0n]; // u = 0: every point coincides
  // p·x + q·y = g with the signs put back; then v = (−y, x) has p·x − q·(−y) = g.
  const x = p < 0n ? -x0 : x0;
  const y = q < 0n ? -y0 : y0;
  let vx = -y;
  let vy = x;
  // Slide along u: t = floor((u·v) / (u·u)) makes the projection u·v/u·u fall in [0, 1).
  const uu = p * p + q * q;
  const uv = p * vx + q * vy;
  const t = uv >= 0n ? uv / uu : -((-uv + uu - 1n) / uu);
  vx -= t * p;
  vy -= t * q;
  return [vx, vy];
}
