import * as fc from 'fast-check';
import type { SegmentSet2, SegmentSetConstraints } from './arrangementTypes.js';
import { embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';
import { setFamily } from './setSize.js';

/**
 * Horizontal and vertical segments on a coarse lattice (o + g·(i, j) for
 * integers i, j in [-6, 6]): grid lines crossing one another, ending on one
 * another (T-junctions), touching at corners, overlapping along one line,
 * and some of zero length. Default coordinates `'mixed'`, 2 to 16 segments.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(axisParallelGrid(), (set) => segmentIntersections(set).every((p) => p.kind === 'segment' || p.point.length === 2)));
 * ```
 */
export function axisParallelGrid(constraints?: SegmentSetConstraints): fc.Arbitrary<SegmentSet2> {
  const fn = 'axisParallelGrid';
  const { kind, min: minLength, max: maxLength, bits: b } = setFamily(fn, constraints, 2, 16);
  // |o| ≤ 2^(b−1), 6·g ≤ 2^(b−1).
  const g = fc.bigInt({ min: 1n, max: 1n << BigInt(Math.max(0, b - 4)) });
  const at = fc.integer({ min: -6, max: 6 });
  const segment = fc.tuple(fc.boolean(), at, at, at);
  return fc
    .tuple(intVector(2, b - 1), g, fc.array(segment, { minLength, maxLength }), embedding(kind))
    .map(([[ox, oy], step, segments, e]) =>
      embed<SegmentSet2>(
        segments.map(([vertical, line, from, to]) => {
          const [l, f, t] = [line, from, to].map((v) => BigInt(v) * step) as [bigint, bigint, bigint];
          const [x0, y0] = [ox as bigint, oy as bigint];
          return vertical
            ? [
                [x0 + l, y0 + f],
                [x0 + l, y0 + t],
              ]
            : [
                [x0 + f, y0 + l],
                [x0 + t, y0 + l],
              ];
        }),
        e,
      ),
    );
}
