import { describe, expect, it } from 'vitest';
import { nodeSegments } from '../../src/arrangement/nodeSegments.js';
import { iterateSegmentIntersections, segmentIntersections } from '../../src/arrangement/segmentIntersections.js';
import { materialisations } from '../../src/core/rational.js';
import type { SegmentLike } from '../../src/index.js';
import { ExactRangeError, ExactTypeError, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import type { Frac } from '../support/frac.js';
import { crossingFrac, show } from '../support/frac.js';
import { parameterOn } from '../support/invariants.js';
import { mulberry32 } from '../support/random.js';
import type { Seg } from './fixtures.js';
import { seg } from './fixtures.js';
import { allPairs, showPairs } from './reference.js';

const pairs = (segments: readonly SegmentLike[]) =>
  showPairs(segmentIntersections(segments, { maxPairs: Number.POSITIVE_INFINITY }));

/** The sweep's pairs equal the all-pairs reference, and every point lies on both segments (checked in fractions). */
function agreesWithBruteForce(segments: readonly Seg[]): void {
  const got = segmentIntersections(segments, { maxPairs: Number.POSITIVE_INFINITY });
  expect(showPairs(got), JSON.stringify(segments)).toEqual(showPairs(allPairs(segments)));
  for (const p of got) {
    const points = p.kind === 'point' ? [p.point] : p.segment;
    for (const x of points) {
      parameterOn(x, segments[p.i] as Seg);
      parameterOn(x, segments[p.j] as Seg);
    }
  }
}

describe('segmentIntersections: obvious cases', () => {
  it('a crossing, with its exact point', () => {
    expect(pairs([seg(0, 0, 2, 2), seg(0, 2, 2, 0)])).toEqual(['0 1 point 1,1']);
    expect(pairs([seg(0, 0, 3, 0), seg(1, -1, 2, 2)])).toEqual(['0 1 point 4/3,0']);
  });

  it('touching ends, T-junctions, apart', () => {
    expect(pairs([seg(0, 0, 1, 1), seg(1, 1, 2, 0)])).toEqual(['0 1 point 1,1']);
    expect(pairs([seg(0, 0, 4, 0), seg(2, 0, 2, 3)])).toEqual(['0 1 point 2,0']);
    expect(pairs([seg(0, 0, 1, 1), seg(2, 2, 3, 3), seg(0, 1, 1, 2)])).toEqual([]);
  });

  it('collinear overlaps give the shared segment, lower end first; collinear touching gives the point', () => {
    expect(pairs([seg(3, 0, 0, 0), seg(1, 0, 5, 0)])).toEqual(['0 1 segment 1,0 3,0']);
    expect(pairs([seg(0, 0, 2, 2), seg(2, 2, 4, 4)])).toEqual(['0 1 point 2,2']);
    expect(pairs([seg(0, 0, 4, 4), seg(1, 1, 2, 2), seg(3, 3, 5, 5)])).toEqual(['0 1 segment 1,1 2,2', '0 2 segment 3,3 4,4']);
    expect(pairs([seg(0, 0, 2, 0), seg(0, 0, 2, 0)])).toEqual(['0 1 segment 0,0 2,0']);
  });

  it('vertical segments cross, touch and overlap like any other', () => {
    expect(pairs([seg(1, -1, 1, 3), seg(0, 0, 2, 2), seg(1, 2, 1, 5), seg(-1, 3, 3, 3)])).toEqual([
      '0 1 point 1,1',
      '0 2 segment 1,2 1,3',
      '0 3 point 1,3',
      '2 3 point 1,3',
    ]);
  });

  it('zero-length segments meet what passes through them, and each other', () => {
    expect(pairs([seg(1, 1, 1, 1), seg(0, 0, 2, 2), seg(1, 1, 1, 1), seg(5, 5, 5, 5)])).toEqual([
      '0 1 point 1,1',
      '0 2 point 1,1',
      '1 2 point 1,1',
    ]);
  });

  it('many segments through one point: every pair, once', () => {
    const star = [seg(-2, 0, 2, 0), seg(0, -2, 0, 2), seg(-2, -2, 2, 2), seg(-2, 2, 2, -2), seg(0, 0, 3, 1), seg(-1, 3, 0, 0)];
    const got = pairs(star);
    expect(got).toHaveLength(15);
    expect(got.every((p) => p.endsWith('point 0,0'))).toBe(true);
  });

  it('bigints and Rationals, of any size', () => {
    const big = 2n ** 200n;
    expect(pairs([seg(0n, 0n, big, big), seg(0n, big, big, 0n)])).toEqual([`0 1 point ${big / 2n},${big / 2n}`]);
    const third = Rational.of(1n, 3n);
    expect(pairs([seg(0, 0, 1, 1), seg(third, 0, third, 1)])).toEqual(['0 1 point 1/3,1/3']);
  });

  it('a crossing that doubles put on neither segment is exact here', () => {
    const got = segmentIntersections([seg(0.1, 0.3, 0.7, 0.9), seg(0.1, 0.9, 0.7, 0.3)]);
    expect(got).toHaveLength(1);
    const p = got[0];
    if (p?.kind !== 'point') throw new Error('expected a point');
    parameterOn(p.point, seg(0.1, 0.3, 0.7, 0.9));
    parameterOn(p.point, seg(0.1, 0.9, 0.7, 0.3));
  });
});

describe('segmentIntersections: against all pairs', () => {
  it('small integer grids, full of collinear, touching and repeated segments', () => {
    const rand = mulberry32(7);
    for (let trial = 0; trial < 1500; trial++) {
      const n = 1 + Math.floor(rand() * 12);
      const r = 1 + Math.floor(rand() * 6);
      const g = () => Math.floor(rand() * r);
      agreesWithBruteForce(Array.from({ length: n }, () => seg(g(), g(), g(), g())));
    }
  });

  it('quarter-integer and random doubles, up to 30 segments', () => {
    const rand = mulberry32(11);
    for (let trial = 0; trial < 600; trial++) {
      const n = 1 + Math.floor(rand() * 30);
      const r = 1 + Math.floor(rand() * 12);
      const g = trial % 2 === 0 ? () => Math.floor(rand() * r) / 4 : () => rand() * r;
      agreesWithBruteForce(Array.from({ length: n }, () => seg(g(), g(), g(), g())));
    }
  });

  it('stars: many segments through one point, with others crossing them', () => {
    const rand = mulberry32(5);
    for (let trial = 0; trial < 200; trial++) {
      const [cx, cy] = [Math.floor(rand() * 5), Math.floor(rand() * 5)];
      const segments = Array.from({ length: 2 + Math.floor(rand() * 15) }, () => {
        const [dx, dy] = [Math.floor(rand() * 7) - 3, Math.floor(rand() * 7) - 3];
        const [k, l] = [Math.floor(rand() * 3), 1 + Math.floor(rand() * 3)];
        return seg(cx - k * dx, cy - k * dy, cx + l * dx, cy + l * dy);
      });
      agreesWithBruteForce(segments);
    }
  });

  it('nearly degenerate doubles: crossings one ulp from an endpoint, far from the origin', () => {
    const rand = mulberry32(3);
    for (let trial = 0; trial < 200; trial++) {
      const base = 2 ** (10 + Math.floor(rand() * 40));
      const u = base * Number.EPSILON;
      const segments = Array.from({ length: 8 }, () => {
        const g = () => base + Math.floor(rand() * 5) * u;
        return seg(g(), g(), g(), g());
      });
      agreesWithBruteForce(segments);
    }
  });
});

describe('segmentIntersections: symmetries', () => {
  const rand = mulberry32(19);
  const sets = Array.from({ length: 60 }, () =>
    Array.from({ length: 10 }, () => {
      const g = () => Math.floor(rand() * 6);
      return seg(g(), g(), g(), g());
    }),
  );

  it('rotations by 90° and huge translations move the points with the segments', () => {
    const shift = 2n ** 70n;
    for (const set of sets) {
      const want = segmentIntersections(set);
      const rotated = set.map(([p, q]) => seg(-(p[1] as number), p[0], -(q[1] as number), q[0]));
      const moved = set.map(([p, q]) => seg(BigInt(p[0] as number) + shift, p[1], BigInt(q[0] as number) + shift, q[1]));
      const map = (f: (x: Rational, y: Rational) => [Rational, Rational]) =>
        showPairs(
          want.map((p) =>
            p.kind === 'point'
              ? { ...p, point: f(...p.point) }
              : {
                  ...p,
                  segment: p.segment.map((x) => f(...x)).sort((a, b) => a[0].compare(b[0]) || a[1].compare(b[1])) as [
                    never,
                    never,
                  ],
                },
          ),
        );
      expect(showPairs(segmentIntersections(rotated))).toEqual(map((x, y) => [y.neg(), x]));
      expect(showPairs(segmentIntersections(moved))).toEqual(map((x, y) => [x.add(shift), y]));
    }
  });

  it('reversing segments or permuting the set permutes the pairs', () => {
    for (const set of sets) {
      const want = showPairs(segmentIntersections(set));
      expect(showPairs(segmentIntersections(set.map(([p, q]) => [q, p] as Seg)))).toEqual(want);
      const order = set.map((_, k) => k).reverse();
      const back = segmentIntersections(order.map((k) => set[k] as Seg)).map((p) => {
        const [i, j] = [order[p.i] as number, order[p.j] as number].sort((a, b) => a - b) as [number, number];
        return { ...p, i, j };
      });
      expect(showPairs(back).sort()).toEqual([...want].sort());
    }
  });
});

describe('iterateSegmentIntersections', () => {
  it('gives the same pairs, by shared point', () => {
    const set = [seg(0, 0, 4, 4), seg(0, 4, 4, 0), seg(0, 1, 4, 1), seg(3, -1, 3, 5)];
    const lazy = [...iterateSegmentIntersections(set)];
    expect(showPairs(lazy)).toEqual([
      '0 2 point 1,1',
      '0 1 point 2,2',
      '1 2 point 3,1',
      '1 3 point 3,1',
      '2 3 point 3,1',
      '0 3 point 3,3',
    ]);
    expect(showPairs(lazy).sort()).toEqual(pairs(set).sort());
  });

  it('computes nothing past where the caller stops', () => {
    const grid = Array.from({ length: 40 }, (_, k) => (k < 20 ? seg(0, k, 20, k) : seg(k - 20, -1, k - 20, 20)));
    const first = iterateSegmentIntersections(grid, { maxPairs: 100 }).next().value;
    expect(first).toEqual({ i: 0, j: 20, kind: 'point', point: [Rational.ZERO, Rational.ZERO] });
    expectError(
      () => [...iterateSegmentIntersections(grid, { maxPairs: 100 })],
      ExactRangeError,
      'iterateSegmentIntersections: more than 100 intersecting pairs (options.maxPairs)',
      'too_large',
    );
  });

  it('throws on bad input when called, not when iterated', () => {
    expectError(
      () =>
        iterateSegmentIntersections([
          seg(0, 0, 1, 1),
          [
            [0, 0],
            [1, Number.NaN],
          ] as never,
        ]),
      ExactRangeError,
      'iterateSegmentIntersections: segments[1][1][1] is NaN',
      'bad_input',
    );
    expectError(
      () => iterateSegmentIntersections([seg(0, 0, 1, 1)], { maxPairs: -1 }),
      ExactRangeError,
      'iterateSegmentIntersections: options.maxPairs is -1, expected a whole number ≥ 0 or Infinity',
      'bad_input',
    );
  });
});

describe('segmentIntersections: bad input', () => {
  it('names the point that is not a point of two coordinates, either end, after well-formed segments', () => {
    const ok = seg(0, 0, 1, 1);
    const cases: [unknown, typeof ExactTypeError | typeof ExactRangeError, string][] = [
      [
        [
          [0, 0, 0],
          [1, 1],
        ],
        ExactRangeError,
        'segments[1][0] has 3 coordinates, expected 2',
      ],
      [
        [
          [0, 0],
          [1, 1, 5],
        ],
        ExactRangeError,
        'segments[1][1] has 3 coordinates, expected 2',
      ],
      [[[0], [1, 1]], ExactRangeError, 'segments[1][0] has 1 coordinates, expected 2'],
      [[[0, 0], 'ab'], ExactTypeError, 'segments[1][1] is "ab", expected a point [x, y]'],
      [['ab', [0, 0]], ExactTypeError, 'segments[1][0] is "ab", expected a point [x, y]'],
    ];
    for (const [bad, type, message] of cases) {
      expectError(() => segmentIntersections([ok, bad as never]), type, `segmentIntersections: ${message}`);
    }
  });

  it('names the entry that is not a segment', () => {
    expectError(
      () => segmentIntersections([seg(0, 0, 1, 1), [[0, 0]] as never]),
      ExactRangeError,
      'segmentIntersections: segments[1] has 1 points, expected 2',
    );
    expectError(
      () => segmentIntersections([seg(0, 0, 1, 1), seg(0, 0, Number.NaN, 1)]),
      ExactRangeError,
      'segmentIntersections: segments[1][1][0] is NaN',
    );
    expectError(
      () => segmentIntersections([null as never]),
      ExactTypeError,
      'segmentIntersections: segments[0] is null, expected a segment [p, q]',
    );
    expectError(
      () =>
        segmentIntersections([
          [
            [0, 0],
            ['1', 2],
          ],
        ] as never),
      ExactTypeError,
      'segmentIntersections: segments[0][1][0] is "1", expected a finite number, a bigint or a Rational',
    );
    expectError(
      () => segmentIntersections(5 as never),
      ExactTypeError,
      'segmentIntersections: segments is 5, expected an array of segments [p, q]',
    );
  });

  it('too many pairs is too_large, before they are built', () => {
    const star = Array.from({ length: 50 }, (_, k) => seg(-k - 1, -1, k + 1, 1));
    expectError(
      () => segmentIntersections(star, { maxPairs: 1000 }),
      ExactRangeError,
      'segmentIntersections: more than 1000 intersecting pairs (options.maxPairs)',
      'too_large',
    );
    expect(segmentIntersections(star, { maxPairs: 1225 })).toHaveLength(1225);
  });

  it('checks the limit itself', () => {
    expectError(
      () => segmentIntersections([], { maxPairs: -1 }),
      ExactRangeError,
      'segmentIntersections: options.maxPairs is -1, expected a whole number ≥ 0 or Infinity',
    );
    expectError(
      () => segmentIntersections([], { maxPairs: '5' as never }),
      ExactTypeError,
      'segmentIntersections: options.maxPairs is "5", expected a number',
    );
    expectError(
      () => segmentIntersections([], 3 as never),
      ExactTypeError,
      'segmentIntersections: options is 3, expected an object',
    );
  });
});

describe('laziness', () => {
  it('the crossings of random double segments carry their nearest doubles and build no fraction until shown', () => {
    const rand = mulberry32(77);
    const r = () => 2 * rand() - 1;
    const segments = Array.from({ length: 200 }, () => seg(r(), r(), r(), r()));
    const before = materialisations();
    const found = segmentIntersections(segments);
    const nodes = nodeSegments(segments);
    let sum = 0;
    for (const p of found) if (p.kind === 'point') sum += p.point[0].toNumber() + p.point[1].toNumber();
    expect(found.length).toBeGreaterThan(100);
    expect(nodes.length).toBeGreaterThan(200);
    expect(Number.isFinite(sum)).toBe(true);
    expect(materialisations()).toBe(before);
    // Shown, each is the exact crossing of its pair.
    for (const p of found.slice(0, 20)) {
      if (p.kind !== 'point') continue;
      const X = crossingFrac([...(segments[p.i] as Seg).flat(), ...(segments[p.j] as Seg).flat()] as number[]).X as Frac[];
      expect(p.point.map(String)).toEqual(X.map((c) => show(c)));
    }
  });
});
