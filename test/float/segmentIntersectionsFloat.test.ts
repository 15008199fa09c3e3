// segmentIntersectionsFloat, the textbook sweep in doubles, and the isect
// package's sweep (de Berg's algorithm with a 1e-9 tolerance), each on an
// input where it goes wrong, next to the exact answer.
import * as isectModule from 'isect';
import { describe, expect, it } from 'vitest';
import { segmentIntersectionsFloat } from '../../src/float/index.js';
import { orient2d, segmentIntersections } from '../../src/index.js';
import { parameterOn } from '../support/invariants.js';

type P = [number, number];
// Node loads isect's CommonJS build (its exports arrive as the default), the
// browser suite its ES module (named exports only).
const isect = (isectModule as unknown as { default?: typeof isectModule }).default ?? isectModule;
const pairsOf = (groups: readonly { segments: readonly number[] }[]): string[] =>
  groups.flatMap(({ segments: s }) => s.flatMap((i, a) => s.slice(a + 1).map((j) => `${i} ${j}`)));
const exactPairs = (segments: readonly [P, P][]): string[] => segmentIntersections(segments).map((p) => `${p.i} ${p.j}`);

/** isect's sweep on our segments: its groups as segment positions. */
function isectSweep(segments: readonly [P, P][]): { segments: number[] }[] {
  const input = segments.map(([p, q], k) => ({ from: { x: p[0], y: p[1] }, to: { x: q[0], y: q[1] }, k }));
  const found = isect.sweep(input, {}).run() as { segments: { k: number }[] }[];
  return found.map((r) => ({ segments: r.segments.map((s) => s.k).sort((a, b) => a - b) }));
}

describe('segmentIntersectionsFloat: the textbook sweep in doubles', () => {
  it('finds ordinary crossings, touching ends and many segments through one point', () => {
    expect(
      segmentIntersectionsFloat([
        [
          [0, 0],
          [2, 2],
        ],
        [
          [0, 2],
          [2, 0],
        ],
      ]),
    ).toEqual([{ point: [1, 1], segments: [0, 1] }]);
    const star: [P, P][] = [
      [
        [-1, 0],
        [1, 0],
      ],
      [
        [0, -1],
        [0, 1],
      ],
      [
        [-1, -1],
        [1, 1],
      ],
      [
        [1, 1],
        [3, 0],
      ],
    ];
    expect(segmentIntersectionsFloat(star)).toEqual([
      { point: [0, 0], segments: [0, 1, 2] },
      { point: [1, 1], segments: [2, 3] },
    ]);
  });

  it('misses a crossing: (1.8, 0.6) is on the line of (2.8, 0.1)→(1, 1) in decimals, and just across it in doubles', () => {
    const s: [[P, P], [P, P]] = [
      [
        [2.8, 0.1],
        [1, 1],
      ],
      [
        [1.8, 0.6],
        [2, 0],
      ],
    ];
    // Exactly, the doubles cross a hair from (1.8, 0.6): (1.8, 0.6) lies above the first segment's line, (2, 0) below.
    expect(orient2d(s[0][0], s[0][1], s[1][0])).toBe(-1);
    expect(orient2d(s[0][0], s[0][1], s[1][1])).toBe(1);
    expect(exactPairs(s)).toEqual(['0 1']);
    expect(segmentIntersectionsFloat(s)).toEqual([]);
  });

  it('puts a crossing on neither segment: (0.4, 0.6000000000000001) for the diagonals of [0.1, 0.7] × [0.3, 0.9]', () => {
    const s: [[P, P], [P, P]] = [
      [
        [0.1, 0.3],
        [0.7, 0.9],
      ],
      [
        [0.1, 0.9],
        [0.7, 0.3],
      ],
    ];
    const [found] = segmentIntersectionsFloat(s);
    expect(found?.point).toEqual([0.4, 0.6000000000000001]);
    expect(orient2d(s[0][0], s[0][1], found?.point as P)).toBe(1);
    expect(orient2d(s[1][0], s[1][1], found?.point as P)).toBe(1);
    const [exact] = segmentIntersections(s);
    if (exact?.kind !== 'point') throw new Error('expected a point');
    parameterOn(exact.point, s[0]);
    parameterOn(exact.point, s[1]);
    expect(exact.point.map(String)).not.toEqual(['0.4', '0.6000000000000001']);
  });
});

describe("the isect package's sweep (a tolerance of 1e-9)", () => {
  it('agrees on ordinary crossings', () => {
    expect(
      isectSweep([
        [
          [0, 0],
          [2, 2],
        ],
        [
          [0, 2],
          [2, 0],
        ],
      ]),
    ).toEqual([{ segments: [0, 1] }]);
  });

  it('misses a crossing of two short segments near (10^6, 10^6): its tolerance is absolute', () => {
    const s: [P, P][] = [
      [
        [1000000.0001233035, 1000000.0008879778],
        [1000000.0007422199, 1000000.0007989567],
      ],
      [
        [1000000.0000506764, 1000000.0008855697],
        [1000000.0007335178, 1000000.0008990299],
      ],
    ];
    expect(exactPairs(s)).toEqual(['0 1']);
    expect(pairsOf(isectSweep(s))).toEqual([]);
  });

  it('misses a collinear overlap of two vertical segments', () => {
    const s: [P, P][] = [
      [
        [0.2, 0.4],
        [0.2, 0],
      ],
      [
        [0.2, 0.20000000000000023],
        [0.2, 0.2],
      ],
    ];
    expect(segmentIntersections(s).map((p) => p.kind)).toEqual(['segment']);
    expect(pairsOf(isectSweep(s))).toEqual([]);
  });

  it('throws on three segments near (10^6, 10^6)', () => {
    const s: [P, P][] = [
      [
        [1000000.0006267688, 1000000.0009317213],
        [1000000.0001915116, 1000000.0001722542],
      ],
      [
        [1000000.0003138247, 1000000.0000684075],
        [1000000.000451887, 1000000.0007408448],
      ],
      [
        [1000000.0009428024, 1000000.0006743997],
        [1000000.0000604162, 1000000.0007008741],
      ],
    ];
    expect(() => isectSweep(s)).toThrow('Segments were not removed from a tree properly. Precision error?');
    expect(exactPairs(s)).toEqual(['0 1', '0 2', '1 2']);
  });
});
