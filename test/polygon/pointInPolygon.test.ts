import { describe, expect, it } from 'vitest';
import type { Coordinate, PointLike, Rings } from '../../src/index.js';
import {
  convexHull,
  ExactRangeError,
  ExactTypeError,
  isExactError,
  isSimplePolygon,
  pointInConvexPolygon,
  pointInPolygon,
  polygonArea,
  polygonOrientation,
  preparePolygon,
  Rational,
  windingNumber,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { windingFrac } from '../support/polygonsFrac.js';
import { mulberry32 } from '../support/random.js';
import { gridRing } from './rings.js';

type P = [number, number];
const square: P[] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
const holeCw: P[] = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
];
const reversed = <T>(ring: readonly T[]): T[] => [...ring].reverse();
/** A pentagram: its centre is wound twice. */
const star: P[] = [
  [0, 10],
  [6, -8],
  [-10, 3],
  [10, 3],
  [-6, -8],
];

/** The reference's answer as a location under a rule. */
function expected(p: readonly Coordinate[], rings: readonly (readonly (readonly Coordinate[])[])[], evenOdd: boolean) {
  const w = windingFrac(p, rings);
  if (w === 'boundary') return 'boundary';
  return (evenOdd ? w % 2 !== 0 : w !== 0) ? 'inside' : 'outside';
}

describe('pointInPolygon: obvious cases', () => {
  it('a square in both windings: inside, on edges and vertices, outside', () => {
    for (const ring of [square, reversed(square)]) {
      expect(pointInPolygon([2, 2], [ring])).toBe('inside');
      expect(pointInPolygon([4, 2], [ring])).toBe('boundary');
      expect(pointInPolygon([2, 0], [ring])).toBe('boundary');
      expect(pointInPolygon([0, 0], [ring])).toBe('boundary');
      expect(pointInPolygon([4, 4], [ring])).toBe('boundary');
      expect(pointInPolygon([5, 2], [ring])).toBe('outside');
      expect(pointInPolygon([-1, 4], [ring])).toBe('outside');
      expect(pointInPolygon([2, 4 + 2 ** -50], [ring])).toBe('outside');
      expect(pointInPolygon([2, 4 - 2 ** -50], [ring])).toBe('inside');
    }
  });

  it('a hole winding the other way is outside under both rules; its edges are boundary', () => {
    for (const rule of ['nonzero', 'evenodd'] as const) {
      expect(pointInPolygon([2, 2], [square, holeCw], { rule })).toBe('outside');
      expect(pointInPolygon([0.5, 2], [square, holeCw], { rule })).toBe('inside');
      expect(pointInPolygon([1, 2], [square, holeCw], { rule })).toBe('boundary');
      expect(pointInPolygon([3, 3], [square, holeCw], { rule })).toBe('boundary');
    }
  });

  it('a hole winding the same way is a hole under evenodd only (winding 2 is nonzero)', () => {
    const hole = reversed(holeCw);
    expect(windingNumber([2, 2], [square, hole])).toEqual({ boundary: false, winding: 2 });
    expect(pointInPolygon([2, 2], [square, hole], { rule: 'nonzero' })).toBe('inside');
    expect(pointInPolygon([2, 2], [square, hole], { rule: 'evenodd' })).toBe('outside');
    expect(pointInPolygon([2, 2], [square, hole])).toBe('inside'); // nonzero is the default
  });

  it('several polygons: each is inside, the gap between them is outside', () => {
    const right = square.map(([x, y]) => [x + 10, y] as P);
    expect(pointInPolygon([2, 2], [square, right])).toBe('inside');
    expect(pointInPolygon([12, 2], [square, right])).toBe('inside');
    expect(pointInPolygon([7, 2], [square, right])).toBe('outside');
    expect(pointInPolygon([10, 0], [square, right])).toBe('boundary');
  });

  it('a pentagram: the centre has winding 2, inside by nonzero and outside by evenodd; a point only!', () => {
    expect(windingNumber([0, 0], [star])).toEqual({ boundary: false, winding: -2 });
    expect(pointInPolygon([0, 0], [star])).toBe('inside');
    expect(pointInPolygon([0, 0], [star], { rule: 'evenodd' })).toBe('outside');
    expect(pointInPolygon([0, 8], [star], { rule: 'evenodd' })).toBe('inside');
    expect(pointInPolygon([0, 3], [star])).toBe('boundary');
    expect(pointInPolygon([0, 20], [star])).toBe('outside');
  });

  it('repeated and collinear vertices change nothing', () => {
    const messy: P[] = [
      [0, 0],
      [0, 0],
      [2, 0],
      [4, 0],
      [4, 0],
      [4, 4],
      [2, 4],
      [0, 4],
      [0, 0],
    ];
    for (const [p, answer] of [
      [[2, 2], 'inside'],
      [[2, 0], 'boundary'],
      [[3, 4], 'boundary'],
      [[0, 0], 'boundary'],
      [[-1, 0], 'outside'],
      [[5, 0], 'outside'],
    ] as const) {
      expect(pointInPolygon(p, [messy])).toBe(answer);
      expect(pointInPolygon(p, [square])).toBe(answer);
    }
  });

  it('a ring of one point, of two points, of collinear points has no interior', () => {
    expect(pointInPolygon([1, 1], [[[1, 1]]])).toBe('boundary');
    expect(pointInPolygon([1, 2], [[[1, 1]]])).toBe('outside');
    const seg: P[] = [
      [0, 0],
      [2, 2],
    ];
    expect(pointInPolygon([1, 1], [seg])).toBe('boundary');
    expect(pointInPolygon([3, 3], [seg])).toBe('outside');
    expect(pointInPolygon([1, 0], [seg])).toBe('outside');
    const line: P[] = [
      [0, 0],
      [2, 0],
      [1, 0],
      [5, 0],
    ];
    expect(pointInPolygon([4, 0], [line])).toBe('boundary');
    expect(pointInPolygon([4, 1], [line])).toBe('outside');
    expect(windingNumber([4, -1], [line])).toEqual({ boundary: false, winding: 0 });
  });

  it('horizontal edges at the point height, a vertex at the point height, spikes', () => {
    // A staircase with horizontal edges at y = 1 and y = 2.
    const stairs: P[] = [
      [0, 0],
      [3, 0],
      [3, 1],
      [2, 1],
      [2, 2],
      [1, 2],
      [1, 3],
      [0, 3],
    ];
    expect(pointInPolygon([2.5, 1], [stairs])).toBe('boundary');
    expect(pointInPolygon([-1, 1], [stairs])).toBe('outside');
    expect(pointInPolygon([0.5, 1], [stairs])).toBe('inside');
    expect(pointInPolygon([1.5, 2], [stairs])).toBe('boundary');
    expect(pointInPolygon([2.5, 2], [stairs])).toBe('outside');
    expect(pointInPolygon([0.5, 2], [stairs])).toBe('inside');
    // A spike: out from (4, 2) to (8, 2) and back, on the right side of the square.
    const spiked: P[] = [
      [0, 0],
      [4, 0],
      [4, 2],
      [8, 2],
      [4, 2],
      [4, 4],
      [0, 4],
    ];
    expect(pointInPolygon([6, 2], [spiked])).toBe('boundary');
    expect(pointInPolygon([6, 2.5], [spiked])).toBe('outside');
    expect(pointInPolygon([2, 2], [spiked])).toBe('inside');
  });
});

describe('pointInPolygon: coordinates of every kind', () => {
  it('bigints far beyond 2^53, Rationals, mixed', () => {
    const big = 2n ** 200n;
    const ring = square.map(([x, y]) => [BigInt(x) * big + 1n, BigInt(y) * big - 3n]);
    expect(pointInPolygon([2n * big, 2n * big], [ring])).toBe('inside');
    expect(pointInPolygon([4n * big + 1n, 3n * big], [ring])).toBe('boundary');
    expect(pointInPolygon([4n * big + 2n, 3n * big], [ring])).toBe('outside');
    const third = Rational.of(1n, 3n);
    const tri = [
      [0, 0],
      [1n, 0n],
      [0, Rational.of(1n, 1n)],
    ];
    expect(pointInPolygon([third, third], [tri])).toBe('inside');
    expect(pointInPolygon([Rational.of(1n, 2n), 0.5], [tri])).toBe('boundary');
    expect(pointInPolygon([Rational.of(1n, 2n), Rational.of(1n, 2n).add(Rational.of(1n, 10n ** 30n))], [tri])).toBe('outside');
  });

  it('a number point against bigint rings and the other way round', () => {
    const ring = square.map(([x, y]) => [BigInt(x), BigInt(y)]);
    expect(pointInPolygon([2, 2], [ring])).toBe('inside');
    expect(pointInPolygon([2n, 4n], [square])).toBe('boundary');
    // A ring that switches kinds half way.
    const mixed: PointLike[] = [
      [0, 0],
      [4n, 0n],
      [4, 4],
      [Rational.of(0n), 4n],
    ];
    expect(pointInPolygon([2, 2], [mixed])).toBe('inside');
    expect(pointInPolygon([0, 3], [mixed])).toBe('boundary');
  });

  it('points one ulp inside or outside a slanted edge of doubles', () => {
    const tri: P[] = [
      [0.1, 0.1],
      [0.7, 0.3],
      [0.2, 0.9],
    ];
    const rand = mulberry32(7);
    for (let k = 0; k < 2000; k++) {
      // Points near the edge (0.1, 0.1)–(0.7, 0.3), a few ulps off it.
      const t = rand();
      const x = 0.1 + 0.6 * t;
      const y = 0.1 + 0.2 * t + (Math.floor(rand() * 9) - 4) * 2 ** -55;
      expect(pointInPolygon([x, y], [tri]), `${x}, ${y}`).toBe(expected([x, y], [tri], false));
    }
  });

  it('array-likes: typed arrays and { 0, 1, length } objects', () => {
    const ring = [new Float64Array([0, 0]), { 0: 4, 1: 0, length: 2 }, [4, 4], Float64Array.of(0, 4)];
    expect(pointInPolygon(Float64Array.of(2, 2), [ring])).toBe('inside');
    expect(pointInPolygon({ 0: 4, 1: 1, length: 2 }, [ring])).toBe('boundary');
  });
});

describe('pointInPolygon and windingNumber: against the fraction reference', () => {
  /** Random rings on a small grid: crossings, repeated vertices, spikes and collinear runs are common. */
  function randomRings(rand: () => number): number[][][] {
    const rings: number[][][] = [];
    const count = 1 + Math.floor(rand() * 3);
    for (let r = 0; r < count; r++) {
      rings.push(gridRing(rand, 1 + Math.floor(rand() * 7), 7, -3));
    }
    return rings;
  }

  it('every grid point and half-grid point of 30 random ring sets, both rules', () => {
    const rand = mulberry32(16);
    for (let c = 0; c < 30; c++) {
      const rings = randomRings(rand);
      const prepared = preparePolygon(rings);
      for (let x = -4; x <= 4; x += 0.5) {
        for (let y = -4; y <= 4; y += 0.5) {
          const w = windingFrac([x, y], rings);
          const got = windingNumber([x, y], rings);
          expect(got, JSON.stringify({ p: [x, y], rings })).toEqual(
            w === 'boundary' ? { boundary: true } : { boundary: false, winding: w },
          );
          expect(prepared.windingNumber([x, y])).toEqual(got);
          for (const rule of ['nonzero', 'evenodd'] as const) {
            const answer = expected([x, y], rings, rule === 'evenodd');
            expect(pointInPolygon([x, y], rings, { rule })).toBe(answer);
            expect(prepared.pointInPolygon([x, y], { rule })).toBe(answer);
          }
        }
      }
    }
  });

  it('the same ring sets with bigint coordinates (the general path) give the same answers', () => {
    const rand = mulberry32(61);
    for (let c = 0; c < 40; c++) {
      const rings = randomRings(rand);
      const bigRings = rings.map((ring) => ring.map(([x, y]) => [BigInt(x as number), BigInt(y as number)]));
      for (let x = -4; x <= 4; x++) {
        for (let y = -4; y <= 4; y++) {
          expect(windingNumber([BigInt(x), BigInt(y)], bigRings)).toEqual(windingNumber([x, y], rings));
          expect(pointInPolygon([x, y], bigRings, { rule: 'evenodd' })).toBe(pointInPolygon([x, y], rings, { rule: 'evenodd' }));
        }
      }
    }
  });

  it('a number point and number rings with one bigint vertex anywhere: the number path hands over mid-ring and the answer is the same', () => {
    // The number path counts edges as it reads and stores nothing; at the bigint vertex the general
    // path takes the edges left: the rest of that ring as an open chain, then the rings after it.
    const rand = mulberry32(62);
    for (let c = 0; c < 30; c++) {
      const rings = randomRings(rand);
      for (let r = 0; r < rings.length; r++) {
        const ring = rings[r] as number[][];
        for (let k = 0; k < ring.length; k++) {
          const mixed = rings.map((rg, i) =>
            i === r ? rg.map((v, j) => (j === k ? [BigInt(v[0] as number), v[1] as number] : v)) : rg,
          );
          for (let x = -4; x <= 4; x++) {
            for (let y = -4; y <= 4; y++) {
              expect(windingNumber([x, y], mixed), `ring ${r}, vertex ${k}, (${x}, ${y})`).toEqual(windingNumber([x, y], rings));
            }
          }
        }
      }
    }
  });

  it('a call that handed over mid-ring leaves nothing behind for the next call that reads a ring', () => {
    // Regression: the hand-over's open-chain flag stayed set in the shared scratch, and the next
    // convexHull, isSimplePolygon or polygonOrientation on non-number points appended two stale
    // coordinates to what it read (a flaky failure of the hullPoints doc example): here the first
    // vertex (-8, -8) of the ring read before.
    const handOver = () =>
      expect(
        pointInPolygon(
          [1, 1],
          [
            [
              [-8, -8],
              [4, -8],
              [4, 4n],
              [-8, 4],
            ],
          ],
        ),
      ).toBe('inside');
    const tri = [
      [0n, 0n],
      [16n, 0n],
      [0n, 16n],
      [0n, 0n],
    ];
    handOver();
    expect(convexHull(tri)).toEqual([
      [0n, 0n],
      [16n, 0n],
      [0n, 16n],
    ]);
    handOver();
    expect(isSimplePolygon(tri.slice(0, 3)).simple).toBe(true);
    handOver();
    expect(polygonOrientation(tri.slice(0, 3))).toBe(1);
    handOver();
    expect(polygonArea([tri.slice(0, 3)]).equals(Rational.of(128n))).toBe(true);
  });

  it('rings longer than one read chunk (256 vertices): crossings and boundaries in later chunks, a bigint vertex after the first', () => {
    // A staircase of 700 unit steps closed back to its start: many edges cross every height, spread over three chunks.
    const stairs: number[][] = [];
    for (let i = 0; i < 350; i++) stairs.push([i, i], [i + 1, i]);
    const rand = mulberry32(256);
    const queries: number[][] = [
      [300, 299.5],
      [300.5, 300],
      [300, 300],
      [349.5, 349],
      [10, 9.5],
      [0, 0],
    ];
    for (let k = 0; k < 60; k++) queries.push([Math.floor(rand() * 700) / 2, Math.floor(rand() * 700) / 2]);
    for (const at of [0, 255, 256, 300, 699]) {
      const mixed = stairs.map((v, i) => (i === at ? [BigInt(v[0] as number), BigInt(v[1] as number)] : v));
      for (const q of queries) {
        const w = windingFrac(q, [stairs]);
        const want = w === 'boundary' ? { boundary: true } : { boundary: false, winding: w };
        expect(windingNumber(q, [stairs]), JSON.stringify(q)).toEqual(want);
        expect(windingNumber(q, [mixed]), `${JSON.stringify(q)}, bigint vertex ${at}`).toEqual(want);
      }
    }
  });
});

describe('pointInPolygon: symmetry', () => {
  it('rotations by 90° and a huge translation keep inside, boundary and outside', () => {
    const rand = mulberry32(90);
    const shift = 2n ** 80n;
    for (let c = 0; c < 50; c++) {
      const ring = gridRing(rand, 6, 9, -4);
      for (let x = -5; x <= 5; x++) {
        for (let y = -5; y <= 5; y++) {
          const answer = pointInPolygon([x, y], [ring]);
          let r = ring;
          let p = [x, y];
          for (let turn = 0; turn < 4; turn++) {
            r = r.map(([u, v]) => [-(v as number), u as number]);
            p = [-(p[1] as number), p[0] as number];
            expect(pointInPolygon(p, [r])).toBe(answer);
          }
          const moved = ring.map(([u, v]) => [BigInt(u as number) + shift, BigInt(v as number) - shift]);
          expect(pointInPolygon([BigInt(x) + shift, BigInt(y) - shift], [moved])).toBe(answer);
        }
      }
    }
  });

  it('on a convex ring it equals pointInConvexPolygon', () => {
    const hexagon = [
      [0, 0],
      [4, -1],
      [7, 2],
      [6, 6],
      [2, 7],
      [-1, 3],
    ];
    for (let x = -2; x <= 8; x += 0.5) {
      for (let y = -2; y <= 8; y += 0.5) {
        expect(pointInPolygon([x, y], [hexagon])).toBe(pointInConvexPolygon([x, y], hexagon));
      }
    }
  });
});

describe('pointInPolygon: bad input', () => {
  it('empty rings, an empty ring, a ring that is not an array', () => {
    expectError(() => pointInPolygon([0, 0], []), ExactRangeError, 'pointInPolygon: rings is empty, expected at least one ring');
    expectError(
      () => pointInPolygon([0, 0], [square, []]),
      ExactRangeError,
      'pointInPolygon: rings[1] is empty, expected at least one point',
    );
    expectError(
      () => pointInPolygon([0, 0], 5 as never),
      ExactTypeError,
      'pointInPolygon: rings is 5, expected an array of rings (arrays of [x, y] points)',
    );
    expectError(
      () => pointInPolygon([0, 0], [square, null] as never),
      ExactTypeError,
      'pointInPolygon: rings[1] is null, expected an array of [x, y] points',
    );
  });

  it('a vertex that is not a point, or not finite', () => {
    expectError(
      () => pointInPolygon([0, 0], [[[0, 0], [1, 0], 'x']] as never),
      ExactTypeError,
      'pointInPolygon: rings[0][2] is "x", expected a point [x, y]',
    );
    expectError(
      () =>
        pointInPolygon([0, 0], [
          [
            [0, 0],
            [1, 0, 2],
          ],
        ] as never),
      ExactRangeError,
      'pointInPolygon: rings[0][1] has 3 coordinates, expected 2',
    );
    expectError(
      () =>
        pointInPolygon(
          [0, 0],
          [
            square,
            [
              [0, 0],
              [1, Number.NaN],
            ],
          ],
        ),
      ExactRangeError,
      'pointInPolygon: rings[1][1][1] is NaN',
    );
    expectError(
      () =>
        pointInPolygon([0, 0], [
          [
            [0, 0],
            [Number.POSITIVE_INFINITY, 1n],
          ],
        ] as never),
      ExactRangeError,
      'pointInPolygon: rings[0][1][0] is Infinity',
    );
    // A bad vertex after a bigint one (the general path) is named too.
    expectError(
      () =>
        pointInPolygon([0, 0], [
          [
            [0n, 0n],
            [1, 0],
            [1, '2'],
          ],
        ] as never),
      ExactTypeError,
      'pointInPolygon: rings[0][2][1] is "2", expected a finite number, a bigint or a Rational',
    );
  });

  it('a bad point, an unknown rule, options that are not an object', () => {
    expectError(() => pointInPolygon([0] as never, [square]), ExactRangeError, 'pointInPolygon: p has 1 coordinates, expected 2');
    expectError(() => pointInPolygon([0, Number.NaN], [square]), ExactRangeError, 'pointInPolygon: p[1] is NaN');
    expectError(
      () => pointInPolygon([0, 0], [square], { rule: 'winding' as never }),
      ExactRangeError,
      `pointInPolygon: options.rule is "winding", expected 'nonzero' or 'evenodd'`,
    );
    expectError(
      () => pointInPolygon([0, 0], [square], { rule: 1 as never }),
      ExactTypeError,
      `pointInPolygon: options.rule is 1, expected 'nonzero' or 'evenodd'`,
    );
    expectError(
      () => pointInPolygon([0, 0], [square], 'evenodd' as never),
      ExactTypeError,
      'pointInPolygon: options is "evenodd", expected an object or undefined',
    );
    expectError(
      () => pointInPolygon([0, 0], [square], null as never),
      ExactTypeError,
      'pointInPolygon: options is null, expected an object or undefined',
    );
    expectError(
      () => pointInPolygon([0, 0], [square], [] as never),
      ExactTypeError,
      'pointInPolygon: options is an array of length 0, expected an object or undefined',
    );
    expectError(() => windingNumber([0, 0], []), ExactRangeError, 'windingNumber: rings is empty, expected at least one ring');
  });

  it('a ring mixing numbers and an invalid value after the point is on an edge still throws', () => {
    expectError(
      () =>
        pointInPolygon(
          [2, 0],
          [
            square,
            [
              [0, 0],
              [Number.NaN, 0],
            ],
          ],
        ),
      ExactRangeError,
      'pointInPolygon: rings[1][1][0] is NaN',
    );
  });
});

describe('pointInPolygon: each coordinate is read once', () => {
  /** A point whose coordinates are getters counting their reads: numbers first, then `later`. */
  function fickle(first: readonly unknown[], later: unknown, reads: number[], at: number): unknown[] {
    const p: unknown[] = new Array(first.length);
    first.forEach((v, i) => {
      Object.defineProperty(p, i, {
        get: () => {
          reads[at + i] = (reads[at + i] ?? 0) + 1;
          return reads[at + i] === 1 ? v : later;
        },
      });
    });
    return p;
  }

  it.each([
    ['numbers', [0, 0, 4, 0, 4, 4, 0, 4], [2, 2]],
    ['numbers, then a bigint vertex', [0, 0, 4, 0, 4n, 4n, 0, 4], [2, 2]],
    ['numbers, on an edge', [0, 0, 4, 0, 4, 4, 0, 4], [4, 2]],
    ['bigints', [0n, 0n, 4n, 0n, 4n, 4n, 0n, 4n], [1n, 3n]],
  ] as [string, unknown[], unknown[]][])('%s', (_, coords, point) => {
    const reads: number[] = [];
    const ring = [0, 1, 2, 3].map((i) => fickle(coords.slice(2 * i, 2 * i + 2), Number.NaN, reads, 2 * i));
    const p = fickle(point, Number.NaN, reads, 8);
    const answer = pointInPolygon(p as PointLike, [ring] as unknown as Rings);
    expect(reads).toEqual(Array(10).fill(1));
    const plain = [0, 1, 2, 3].map((i) => coords.slice(2 * i, 2 * i + 2));
    expect(answer).toBe(pointInPolygon(point as PointLike, [plain] as unknown as Rings));
  });

  it('a getter that calls back into the package while the rings are read gets the right answers on both sides', () => {
    const inner: number[] = [];
    const ring = [
      [0, 0],
      [4, 0],
      [4, 4],
      Object.defineProperty([0, 4], 0, {
        get: () => {
          inner.push(
            +(
              pointInPolygon(
                [0.5, 0.5],
                [
                  [
                    [0, 0],
                    [2, 0],
                    [0, 2],
                  ],
                ],
              ) === 'inside'
            ),
          );
          return 0;
        },
      }),
    ];
    expect(pointInPolygon([2, 2], [ring])).toBe('inside');
    expect(inner).toEqual([1]);
  });

  it('errors are ours', () => {
    try {
      pointInPolygon([0, 0], [[]]);
    } catch (e) {
      expect(isExactError(e)).toBe(true);
      expect((e as ExactRangeError).code).toBe('bad_input');
    }
  });
});
