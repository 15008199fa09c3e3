import { describe, expect, it } from 'vitest';
import type { SegmentIntersection } from '../../src/index.js';
import { Rational, segmentIntersection } from '../../src/index.js';
import type { Frac } from '../support/frac.js';
import { add, div, equalsRational, frac, mul, sub } from '../support/frac.js';
import { hugeRationalsNear } from '../support/hugeRationals.js';
import { mulberry32 } from '../support/mulberry32.js';
import { segmentsIntersectFrac } from '../support/segmentsFrac.js';

/** A construction result with every Rational written as a string. */
function show(r: SegmentIntersection): unknown {
  if (r.kind === 'none') return r;
  if (r.kind === 'point') return { kind: 'point', point: r.point.map(String) };
  return { kind: 'segment', segment: r.segment.map((p) => p.map(String)) };
}

describe('segmentIntersection: exact constructions', () => {
  it('a crossing at a rational point', () => {
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          [
            [0, 1],
            [1, 0],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1/2', '1/2'] });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [3, 0],
          ],
          [
            [1, -1],
            [2, 2],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['4/3', '0'] });
  });
  it('a crossing of double segments is the exact rational point', () => {
    const r = segmentIntersection(
      [
        [0.1, 0],
        [0.1, 1],
      ],
      [
        [0, 0.3],
        [1, 0.3],
      ],
    );
    expect(show(r)).toEqual({ kind: 'point', point: [Rational.fromNumber(0.1).toString(), Rational.fromNumber(0.3).toString()] });
  });
  it('collinear overlap is a segment ordered by x then y', () => {
    expect(
      show(
        segmentIntersection(
          [
            [2, 0],
            [0, 0],
          ],
          [
            [3, 0],
            [1, 0],
          ],
        ),
      ),
    ).toEqual({
      kind: 'segment',
      segment: [
        ['1', '0'],
        ['2', '0'],
      ],
    });
    expect(
      show(
        segmentIntersection(
          [
            [0, 5],
            [0, 1],
          ],
          [
            [0, 0],
            [0, 3],
          ],
        ),
      ),
    ).toEqual({
      kind: 'segment',
      segment: [
        ['0', '1'],
        ['0', '3'],
      ],
    });
  });
  it('collinear touch, zero-length segments and misses', () => {
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          [
            [1, 1],
            [2, 2],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1', '1'] });
    expect(
      show(
        segmentIntersection(
          [
            [1, 1],
            [1, 1],
          ],
          [
            [0, 0],
            [2, 2],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1', '1'] });
    expect(
      show(
        segmentIntersection(
          [
            [1, 1],
            [1, 1],
          ],
          [
            [1, 1],
            [1, 1],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1', '1'] });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          [
            [2, 2],
            [3, 3],
          ],
        ),
      ),
    ).toEqual({ kind: 'none' });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1, 0],
          ],
          [
            [0, 1],
            [1, 1],
          ],
        ),
      ),
    ).toEqual({ kind: 'none' });
  });
  it('huge and mixed coordinates', () => {
    const h = 2n ** 300n;
    expect(
      show(
        segmentIntersection(
          [
            [0n, 0n],
            [h, h],
          ],
          [
            [0, h],
            [h, 0],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: [(h / 2n).toString(), (h / 2n).toString()] });
    expect(
      show(
        segmentIntersection(
          [
            [0, 0],
            [1n, 1n],
          ],
          [
            [Rational.of(1n, 3n), 0],
            [Rational.of(1n, 3n), 1],
          ],
        ),
      ),
    ).toEqual({ kind: 'point', point: ['1/3', '1/3'] });
  });
});

describe('segmentIntersection results as returned', () => {
  it('a collinear overlap is a segment, ordered by x then y', () => {
    const r = segmentIntersection(
      [
        [0, 0],
        [2, 0],
      ],
      [
        [3, 0],
        [1, 0],
      ],
    );
    expect(r.kind).toBe('segment');
    expect(r.kind === 'segment' && r.segment.map((p) => p.map(String))).toEqual([
      ['1', '0'],
      ['2', '0'],
    ]);
  });

  it('names the segment that is bad', () => {
    expect(() =>
      segmentIntersection([[0, 0], 'x'] as never, [
        [1, 0],
        [3, 0],
      ]),
    ).toThrow('segmentIntersection: s[1] is "x", expected a point [x, y]');
    expect(() =>
      segmentIntersection(
        [
          [1, 0],
          [3, 0],
        ],
        [[0, 0], 'x'] as never,
      ),
    ).toThrow('segmentIntersection: t[1] is "x", expected a point [x, y]');
  });
});

/**
 * The crossing of the lines p→q and u→v on the fraction kernel, never
 * reduced (crossingFrac's elimination reduces by Euclid's algorithm, slow on
 * thousands of digits): p + τ·r with r = q − p, w = v − u and
 * τ = ((u − p) × w) / (r × w).
 */
function crossingOfFracs(c: readonly (Rational | number)[]): Frac[] {
  const [px, py, qx, qy, ux, uy, vx, vy] = c.map((x) => frac(x)) as Frac[] as [Frac, Frac, Frac, Frac, Frac, Frac, Frac, Frac];
  const cross = (a: Frac, b: Frac, e: Frac, f: Frac) => sub(mul(a, f), mul(b, e));
  const [rx, ry, wx, wy] = [sub(qx, px), sub(qy, py), sub(vx, ux), sub(vy, uy)];
  const tau = div(cross(sub(ux, px), sub(uy, py), wx, wy), cross(rx, ry, wx, wy));
  return [add(px, mul(tau, rx)), add(py, mul(tau, ry))];
}

type HugePoint = [Rational, Rational];

describe('segmentIntersection on huge rationals: the eight coordinates are scaled to integers once', () => {
  // 10^5-digit coordinates of their own denominators took many times one
  // orient2d on them (every sign and both crossing values scaled its inputs
  // again); 3000 digits keep the same shape of work small for a test.
  const rnd = mulberry32(36);
  const near = hugeRationalsNear(rnd, 3000);
  const [p, q, u, v, w, z] = [
    [near(0), near(0)],
    [near(4), near(4)],
    [near(0), near(4)],
    [near(4), near(0)],
    [near(5), near(9)],
    [near(9), near(5)],
  ] as HugePoint[] as [HugePoint, HugePoint, HugePoint, HugePoint, HugePoint, HugePoint];

  it('a crossing is the exact point of the fraction reference', () => {
    const r = segmentIntersection([p, q] as never, [u, v] as never);
    const X = crossingOfFracs([...p, ...q, ...u, ...v]);
    expect(r.kind).toBe('point');
    if (r.kind !== 'point') return;
    expect(equalsRational(r.point[0], X[0] as Frac) && equalsRational(r.point[1], X[1] as Frac)).toBe(true);
    // Near (2, 2), and no common factor left in what is shown.
    expect(r.point.map((c) => Math.round(c.toNumber()))).toEqual([2, 2]);
  });

  it('segments apart are none, as the fraction reference says', () => {
    expect(segmentsIntersectFrac([p, q], [w, z])).toBe(false);
    expect(segmentIntersection([p, q] as never, [w, z] as never)).toEqual({ kind: 'none' });
  });

  it('a crossing with double coordinates mixed in, and an axis held constant, is exact', () => {
    // u–v vertical at x = 1.5: the crossing's x is the input's own 1.5.
    const r = segmentIntersection([p, q] as never, [
      [1.5, -1],
      [1.5, 9],
    ]);
    const X = crossingOfFracs([...p, ...q, 1.5, -1, 1.5, 9]);
    expect(r.kind === 'point' && r.point[0].toString()).toBe('3/2');
    expect(r.kind === 'point' && equalsRational(r.point[1], X[1] as Frac)).toBe(true);
    // A horizontal line meets a vertical one: both coordinates are inputs' own.
    const [x, y] = [near(2), near(3)];
    const h = segmentIntersection(
      [
        [p[0], y],
        [q[0], y],
      ] as never,
      [
        [x, near(-1)],
        [x, near(7)],
      ] as never,
    );
    expect(h.kind === 'point' && h.point.map(String)).toEqual([String(x), String(y)]);
  });

  it('a collinear overlap ends at input points, ordered by x then y', () => {
    // a, a + d, a + 2d, a + 3d on one line, the segments a + 2d → a and a + d → a + 3d.
    const [ax, ay, dx, dy] = [near(1), near(2), near(-1).neg(), near(3)];
    const at = (t: number): [Rational, Rational] => [ax.add(dx.mul(t)), ay.add(dy.mul(t))];
    const r = segmentIntersection([at(2), at(0)] as never, [at(1), at(3)] as never);
    // dx > 0, so x grows with t: the shared part runs from a + d to a + 2d.
    expect(r.kind === 'segment' && r.segment.map((e) => e.map(String))).toEqual([at(1).map(String), at(2).map(String)]);
  });
});
