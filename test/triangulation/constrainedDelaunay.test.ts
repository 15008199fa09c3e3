import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/rational.js';
import { ExactRangeError, ExactTypeError } from '../../src/index.js';
import { constrainedDelaunay } from '../../src/triangulation/constrainedDelaunay.js';
import { triangleListProblem } from '../../src/triangulation/triangleListProblem.js';
import { any } from '../support/boxes.js';
import { expectError } from '../support/expectError.js';
import { mulberry32 } from '../support/random.js';
import { cdtRules, checkStructure, trianglePoints } from '../support/triangulationCheck.js';

type P = readonly unknown[];
type S = readonly [P, P];

/** Runs the checker on the result: null, or the reason with the input. */
function problem(points: readonly P[], segments: readonly S[]): string | null {
  const t = constrainedDelaunay(points as never, segments as never);
  checkStructure(t);
  const why = triangleListProblem(trianglePoints(t), cdtRules(points as never, segments as never));
  return why === null
    ? null
    : `${why} for ${JSON.stringify({ points, segments }, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
}

describe('constrainedDelaunay', () => {
  it('splits crossing segments at their crossing', () => {
    const points = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ];
    const segments: S[] = [
      [
        [0, 0],
        [4, 4],
      ],
      [
        [4, 0],
        [0, 4],
      ],
    ];
    const t = constrainedDelaunay(points, segments as never);
    expect(t.triangles.length / 3).toBe(4);
    expect(t.point(8).map(String)).toEqual(['2', '2']);
    expect(problem(points, segments)).toBeNull();
  });

  it('keeps a segment that a Delaunay triangulation would not have', () => {
    // The long diagonal of a thin rhombus: Delaunay takes the short one.
    const points = [
      [0, 0],
      [10, 0],
      [5, 1],
      [5, -1],
    ];
    const segments: S[] = [
      [
        [0, 0],
        [10, 0],
      ],
    ];
    const t = constrainedDelaunay(points, segments as never);
    expect(Array.from(t.constrained).filter((c) => c === 1).length).toBe(2);
    expect(problem(points, segments)).toBeNull();
  });

  it('splits a segment at points on it, and overlapping segments at their ends', () => {
    const points = [
      [2, 0],
      [0, 3],
    ];
    const segments: S[] = [
      [
        [0, 0],
        [6, 0],
      ],
      [
        [3, 0],
        [9, 0],
      ],
      [
        [4, 0],
        [4, 0],
      ],
      [
        [1, -2],
        [1, 5],
      ],
    ];
    expect(problem(points, segments)).toBeNull();
  });

  it('handles random small-integer points and segments (crossings, overlaps, T-junctions, duplicates)', () => {
    const rnd = mulberry32(5);
    for (let k = 0; k < 300; k++) {
      const g = 1 + Math.floor(rnd() * 8);
      const pt = () => [Math.floor(rnd() * g), Math.floor(rnd() * g)];
      const points = Array.from({ length: Math.floor(rnd() * 10) }, pt);
      const segments = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => [pt(), pt()] as const);
      expect(problem(points, segments)).toBeNull();
    }
  });

  it('handles many crossing segments (constructed points feed later crossings)', () => {
    const rnd = mulberry32(9);
    for (let k = 0; k < 30; k++) {
      const pt = () => [rnd() * 10, rnd() * 10];
      const segments = Array.from({ length: 3 + Math.floor(rnd() * 8) }, () => [pt(), pt()] as const);
      expect(problem([], segments)).toBeNull();
    }
  });

  it('answers collinear input with no triangles', () => {
    const t = constrainedDelaunay(
      [[0, 0]],
      [
        [
          [1, 1],
          [3, 3],
        ],
      ],
    );
    expect(t.triangles.length).toBe(0);
    expect(Array.from(t.hull)).toEqual([0, 1, 2]);
  });

  it('takes bigints and Rationals', () => {
    const segments: S[] = [
      [
        [0n, 0n],
        [10n ** 30n, 10n ** 30n],
      ],
      [
        [Rational.of(1n, 3n), 10n ** 30n],
        [10n ** 30n, 0],
      ],
    ];
    expect(problem([[0, 10n ** 30n]], segments)).toBeNull();
  });

  it('stops with too_large past maxPairs, counting pairs as segmentIntersections does', () => {
    // A star of 5 segments through (0, 0): 10 pairs.
    const star = Array.from({ length: 5 }, (_, k) => [
      [Math.cos(k), Math.sin(k)],
      [-Math.cos(k), -Math.sin(k)],
    ]);
    expect(() => constrainedDelaunay([], star as never, { maxPairs: 10 })).not.toThrow();
    expectError(
      () => constrainedDelaunay([], star as never, { maxPairs: 9 }),
      ExactRangeError,
      'constrainedDelaunay: more than 9 intersecting pairs (options.maxPairs)',
      'too_large',
    );
    // Collinear overlaps count too.
    const line = Array.from({ length: 4 }, (_, k) => [
      [k, k],
      [k + 2, k + 2],
    ]);
    expect(() => constrainedDelaunay([], line as never, { maxPairs: 5 })).not.toThrow();
    expect(() => constrainedDelaunay([], line as never, { maxPairs: 4 })).toThrow(ExactRangeError);
  });

  it('refuses bad input with errors that name the place', () => {
    expectError(
      () => constrainedDelaunay([], any(1)),
      ExactTypeError,
      'constrainedDelaunay: segments is 1, expected an array of segments [p, q]',
    );
    expectError(
      () => constrainedDelaunay([], any([[[0, 0]]])),
      ExactRangeError,
      'constrainedDelaunay: segments[0] has 1 points, expected 2',
    );
    expectError(
      () =>
        constrainedDelaunay(
          [],
          any([
            [
              [0, 0],
              [1, Number.POSITIVE_INFINITY],
            ],
          ]),
        ),
      ExactRangeError,
      'constrainedDelaunay: segments[0][1][1] is Infinity',
    );
    expectError(
      () => constrainedDelaunay([], [], any({ maxPairs: -1 })),
      ExactRangeError,
      'constrainedDelaunay: options.maxPairs is -1, expected a whole number ≥ 0 or Infinity',
    );
  });
});
