import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/rational.js';
import { orient2dSign } from '../../src/core/signs.js';
import { PointTable } from '../../src/triangulation/pointTable.js';

const r = (n: bigint, d: bigint) => Rational.of(n, d);

describe('PointTable', () => {
  it('gives equal points one index whatever the kinds of their coordinates', () => {
    const t = new PointTable();
    const a = t.index([1, 2]);
    expect(t.index([1n, 2n])).toBe(a);
    expect(t.index([r(2n, 2n), r(4n, 2n)])).toBe(a);
    expect(t.index([1, 2.5])).not.toBe(a);
    expect(t.point(a)).toEqual([1, 2]);
  });

  it('answers every order of a triple with the kernel sign of that order', () => {
    const t = new PointTable();
    // Nearly collinear with long denominators: the sign is +1 for one order.
    const p = [r(1n, 3n), r(1n, 7n)] as const;
    const q = [r(10n ** 30n + 1n, 3n * 10n ** 30n), r(2n, 7n)] as const;
    const s = [r(1n, 1n), r(3n, 7n)] as const;
    const pts = [p, q, s, [0, 0] as const];
    for (const a of pts) {
      for (const b of pts) {
        for (const c of pts) {
          expect(t.orientOf(a, b, c)).toBe(orient2dSign(a[0], a[1], b[0], b[1], c[0], c[1]));
        }
      }
    }
  });

  it('keeps triples apart when indices pass 2^17', () => {
    const t = new PointTable();
    for (let i = 0; i < 2 ** 17 + 3; i++) t.index([i, i * i]);
    const n = 2 ** 17;
    // (i, i²) lie on a parabola: every triple i < j < k turns counterclockwise.
    expect(t.orient(0, 1, n + 2)).toBe(1);
    expect(t.orient(n + 2, 1, 0)).toBe(-1);
    expect(t.orient(1, n + 1, n + 2)).toBe(1);
    expect(t.orient(n + 1, 1, n + 2)).toBe(-1);
    expect(t.orient(3, 3, n)).toBe(0);
  });
});
