// Each coordinate is read once: a point whose getters count their reads,
// or change their value on a second read, gets one read per coordinate and
// an answer (or a typed error) about the values it returned first.
import { describe, expect, it } from 'vitest';
import { compareDistance, incircle, insphere, isExactError, orient2d, orient3d, segmentsIntersect } from '../../src/index.js';

/** A point whose coordinates are getters: each returns `first[i]` once, then `later`. */
function fickle(first: readonly unknown[], later: unknown, reads: number[]): number[] {
  const p: number[] = new Array(first.length);
  first.forEach((v, i) => {
    Object.defineProperty(p, i, {
      get: () => {
        reads[i] = (reads[i] ?? 0) + 1;
        return (reads[i] as number) === 1 ? v : later;
      },
    });
  });
  return p;
}

describe('coordinates are read once', () => {
  const cases: [string, (make: (first: readonly unknown[]) => number[]) => unknown, number][] = [
    ['orient2d (collinear: past the filter)', (m) => orient2d(m([0, 0]) as never, [1, 1], [2, 2]), 2],
    ['orient2d (a bigint point)', (m) => orient2d(m([0n, 0n]) as never, [1n, 1n], [2n, 3n]), 2],
    ['orient3d (coplanar)', (m) => orient3d(m([0, 0, 0]) as never, [1, 0, 0], [0, 1, 0], [1, 1, 0]), 3],
    ['incircle (cocircular)', (m) => incircle(m([0, 0]) as never, [2, 0], [0, 2], [2, 2]), 2],
    ['insphere', (m) => insphere(m([0, 0, 0]) as never, [1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1]), 3],
    ['compareDistance', (m) => compareDistance(m([0, 0]) as never, [1, 0], [0, 1]), 2],
    [
      'segmentsIntersect (touching)',
      (m) =>
        segmentsIntersect(
          [m([0, 0]) as never, [2, 2]],
          [
            [1, 1],
            [3, 0],
          ],
        ),
      2,
    ],
  ];
  it.each(cases)('%s', (_, call, dim) => {
    const reads: number[] = [];
    const answer = call((first) => fickle(first, Number.NaN, reads));
    expect(reads).toEqual(Array(dim).fill(1));
    // The same call on plain values gives the same answer: the NaN of a second read was never seen.
    const plain: number[] = [];
    expect(call((first) => fickle(first, first[0], plain))).toBe(answer);
  });

  it('a value that fails validation is named, from its one read', () => {
    const reads: number[] = [];
    try {
      orient2d(fickle([0, Number.NaN], 0, reads) as never, [1, 1], [2, 2]);
      expect.unreachable();
    } catch (e) {
      expect(isExactError(e)).toBe(true);
      expect(String(e)).toContain('orient2d: a[1] is NaN');
    }
    expect(reads).toEqual([1, 1]);
  });
});
