import * as fc from 'fast-check';
import type { SegmentSet2, SegmentSetConstraints } from './arrangementTypes.js';
import { embed, embedding } from './embedding.js';
import { along, fraction, int, intVector, pick } from './lattice.js';
import { setFamily } from './setSize.js';

/**
 * A few base segments and more segments that end on them: each of the
 * others starts exactly on a base segment (anywhere from its start to its
 * end, ends included, often at the same point as another) and leaves in
 * its own direction. So the set is full of T-junctions, shared endpoints
 * and crossings among the branches. Bases come first; random directions of
 * travel. Default coordinates `'mixed'`, 3 to 12 segments.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(tJunctionSegmentSet(), (set) => nodingCheck(nodeSegments(set).map((p) => p.segment)).noded));
 * ```
 */
export function tJunctionSegmentSet(constraints?: SegmentSetConstraints): fc.Arbitrary<SegmentSet2> {
  const fn = 'tJunctionSegmentSet';
  const { kind, min, max, bits: b } = setFamily(fn, constraints, 3, 12);
  // |a| ≤ 2^(b−2); k·u and m·w each within 2^(b−2): every point within 2^b.
  const bu = Math.ceil((b - 2) / 2);
  const bk = b - 2 - bu;
  const base = fc.tuple(intVector(2, b - 2), intVector(2, bu), int(bk), int(bk), fc.boolean());
  const branch = fc.tuple(fc.nat(), fraction(), intVector(2, bu), int(bk), fc.boolean());
  const bases = fc.array(base, { minLength: 1, maxLength: Math.min(3, max) });
  const branches = fc.array(branch, { minLength: Math.max(0, min - 1), maxLength: max - 1 });
  return fc.tuple(bases, branches, embedding(kind)).map(([bs, brs, e]) => {
    const segments: bigint[][][] = bs.map(([a, u, k1, k2, flip]) => {
      const [p, q] = [along(a, k1, u), along(a, k2, u)];
      return flip ? [q, p] : [p, q];
    });
    for (const [which, f, w, m, flip] of brs) {
      const [a, u, k1, k2] = bs[which % bs.length] as (typeof bs)[number];
      const junction = along(a, pick(k1, k2, f), u);
      const other = along(junction, m, w);
      segments.push(flip ? [other, junction] : [junction, other]);
    }
    return embed<SegmentSet2>(segments.slice(0, max), e);
  });
}
