import { describe, expect, it } from 'vitest';
import { nodeSegments } from '../../src/arrangement/nodeSegments.js';
import { nodingCheck } from '../../src/arrangement/nodingCheck.js';
import type { RationalPoint } from '../../src/index.js';
import { ExactTypeError } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import type { Frac } from '../support/frac.js';
import { cmp, ONE, ZERO } from '../support/frac.js';
import { parameterOn } from '../support/invariants.js';
import type { Seg } from './fixtures.js';
import { latticeSets, seg } from './fixtures.js';
import { allPairs } from './reference.js';

const show = (pieces: ReturnType<typeof nodeSegments>) =>
  pieces.map((p) => `${p.segment.map((q) => q.join(',')).join(' ')} [${p.sources.join(',')}]`);

describe('nodeSegments', () => {
  it('splits at crossings, T-junctions and the ends of overlaps, in input order', () => {
    expect(show(nodeSegments([seg(0, 0, 2, 2), seg(2, 0, 0, 2)]))).toEqual([
      '0,0 1,1 [0]',
      '1,1 2,2 [0]',
      '2,0 1,1 [1]',
      '1,1 0,2 [1]',
    ]);
    expect(show(nodeSegments([seg(0, 0, 4, 0), seg(2, 0, 2, 3)]))).toEqual(['0,0 2,0 [0]', '2,0 4,0 [0]', '2,0 2,3 [1]']);
    expect(show(nodeSegments([seg(3, 0, 0, 0), seg(1, 0, 5, 0)]))).toEqual(['3,0 1,0 [0,1]', '1,0 0,0 [0]', '3,0 5,0 [1]']);
    expect(show(nodeSegments([seg(0, 0, 1, 1), seg(1, 1, 0, 0), seg(1, 1, 1, 1)]))).toEqual(['0,0 1,1 [0,1]', '1,1 1,1 [2]']);
  });

  it('gives a noded set covering every segment exactly, split at every shared point', () => {
    for (const set of latticeSets(29, 500, 10)) {
      const pieces = nodeSegments(set);
      expect(nodingCheck(pieces.map((p) => p.segment)), JSON.stringify(set)).toEqual({ noded: true });
      // Each segment's pieces, in order, run from its first point to its second (parameters chain 0 → 1).
      set.forEach((s, k) => {
        const own = pieces.filter((p) => p.sources.includes(k)).map((p) => p.segment);
        checkChain(own, s);
      });
      // Every point two segments share is a piece endpoint of both.
      for (const p of allPairs(set)) {
        for (const x of p.kind === 'point' ? [p.point] : p.segment) {
          for (const k of [p.i, p.j]) {
            const ends = pieces.filter((q) => q.sources.includes(k)).flatMap((q) => q.segment);
            expect(ends.some((e) => e[0].equals(x[0]) && e[1].equals(x[1]))).toBe(true);
          }
        }
      }
    }
  });

  it('names a bad entry', () => {
    expectError(
      () =>
        nodeSegments([
          seg(0, 0, 1, 1),
          [
            [0, 0],
            [1n, 'x'],
          ] as never,
        ]),
      ExactTypeError,
      'nodeSegments: segments[1][1][1] is "x", expected a finite number, a bigint or a Rational',
    );
  });
});

/** The pieces, oriented along s, sorted by parameter, cover [0, 1] end to end (a zero-length s: one piece at its point). */
function checkChain(pieces: readonly (readonly [RationalPoint, RationalPoint])[], s: Seg): void {
  const spans: [Frac, Frac][] = pieces
    .map(([a, b]): [Frac, Frac] => [parameterOn(a, s), parameterOn(b, s)])
    .map(([u, v]): [Frac, Frac] => (cmp(u, v) <= 0 ? [u, v] : [v, u]))
    .sort((x, y) => cmp(x[0], y[0]));
  const first = spans[0];
  const last = spans[spans.length - 1];
  if (first === undefined || last === undefined) throw new Error('no pieces');
  expect(cmp(first[0], ZERO)).toBe(0);
  for (let k = 1; k < spans.length; k++) expect(cmp((spans[k] as [Frac, Frac])[0], (spans[k - 1] as [Frac, Frac])[1])).toBe(0);
  const zeroLength = s[0][0] === s[1][0] && s[0][1] === s[1][1];
  expect(cmp(last[1], zeroLength ? ZERO : ONE)).toBe(0);
}
