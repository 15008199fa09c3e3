import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, int, intVector } from './lattice.js';
import type { Triple2 } from './types.js';

/**
 * Three nearly collinear 2D points: a collinear triple a + kᵢ·u whose third
 * point is then moved by one unit of the integer lattice (before scaling)
 * along x or y. The orientation is tiny against the coordinates' size, so
 * the double filter cannot decide it: exactly the case naive code gets
 * wrong. (It is 0 only when the move runs along the line.) Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(nearlyCollinearTriple({ coordinates: 'double' }), ([a, b, c]) => orient2d(a, b, c) === -orient2d(b, a, c)));
 * ```
 */
export function nearlyCollinearTriple<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraints<K>,
): fc.Arbitrary<Triple2<CoordinateOf<K>>>;
export function nearlyCollinearTriple(constraints?: FamilyConstraints): fc.Arbitrary<Triple2> {
  const fn = 'nearlyCollinearTriple';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // Values within 2^(b-1) before the unit move.
  const bu = Math.ceil((b - 2) / 2);
  const bk = b - 2 - bu;
  const move = fc.tuple(fc.constantFrom(0, 1), fc.constantFrom(1n, -1n));
  const config = fc.tuple(intVector(2, b - 2), intVector(2, bu), fc.tuple(int(bk), int(bk), int(bk)), move);
  return fc.tuple(config, embedding(kind)).map(([[a, u, ks, [axis, step]], e]) => {
    const pts = ks.map((k) => along(a, k, u));
    const r = pts[2] as bigint[];
    r[axis] = (r[axis] as bigint) + step;
    return embed<Triple2>(pts, e);
  });
}
