// segmentCuboidFloat: the Python cuboid note's segment vs cuboid with the normalized
// rotation matrix and its 1e-9 thresholds, faithful.
import { describe, expect, it } from 'vitest';
import { segmentCuboidFloat } from '../../src/float/index.js';
import { segmentIntersectsParallelepiped } from '../../src/index.js';
import { exactSegmentParallelepiped } from './rationalReference.js';

const cube = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
] as const;
// A 5 × 5 × 1 cuboid turned about z: its unit edges (0.6, 0.8, 0) and (−0.8, 0.6, 0) do not exist in doubles.
const turned = [
  [3, 4, 0],
  [-4, 3, 0],
  [0, 0, 1],
] as const;
const o3 = [0, 0, 0] as const;

describe('segmentCuboidFloat: ordinary cases', () => {
  it('axis-aligned unit cube: through, outside, inside, along an edge', () => {
    expect(
      segmentCuboidFloat(
        [
          [-1, 0.5, 0.5],
          [2, 0.5, 0.5],
        ],
        o3,
        cube,
      ),
    ).toBe(true);
    expect(
      segmentCuboidFloat(
        [
          [2, 2, 2],
          [3, 3, 3],
        ],
        o3,
        cube,
      ),
    ).toBe(false);
    expect(
      segmentCuboidFloat(
        [
          [0.25, 0.25, 0.25],
          [0.5, 0.5, 0.5],
        ],
        o3,
        cube,
      ),
    ).toBe(true);
    expect(
      segmentCuboidFloat(
        [
          [-1, 0.5, 2],
          [2, 0.5, 2],
        ],
        o3,
        cube,
      ),
    ).toBe(false);
  });

  it('the turned cuboid: through its middle, beside it, ending short of it', () => {
    // Its centre is (e₁ + e₂ + e₃)/2 = (−0.5, 3.5, 0.5).
    expect(
      segmentCuboidFloat(
        [
          [-0.5, 3.5, -1],
          [-0.5, 3.5, 2],
        ],
        o3,
        turned,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [-0.5, 3.5, -1],
          [-0.5, 3.5, 2],
        ],
        o3,
        turned,
      ),
    ).toBe(true);
    expect(
      segmentCuboidFloat(
        [
          [10, 0, 0.5],
          [10, 10, 0.5],
        ],
        o3,
        turned,
      ),
    ).toBe(false);
    expect(
      segmentCuboidFloat(
        [
          [-0.5, 3.5, 3],
          [-0.5, 3.5, 2],
        ],
        o3,
        turned,
      ),
    ).toBe(false);
  });

  it('2D: two edges', () => {
    expect(
      segmentCuboidFloat(
        [
          [-5, 3.5],
          [5, 3.5],
        ],
        [0, 0],
        [
          [3, 4],
          [-4, 3],
        ],
      ),
    ).toBe(true);
    expect(
      segmentCuboidFloat(
        [
          [10, 0],
          [10, 10],
        ],
        [0, 0],
        [
          [3, 4],
          [-4, 3],
        ],
      ),
    ).toBe(false);
  });
});

describe('segmentCuboidFloat: wrong answers (exact: segmentIntersectsParallelepiped, and Cramer in Rationals)', () => {
  it('normalization: a segment touching the face u₁ = 0 of the turned cuboid misses', () => {
    // (0.75, 1, 0.5) = 0.25·(3, 4, 0) + 0.5·(0, 0, 1) is on the face; the segment leaves along −(−4, 3, 0).
    const s = [
      [0.75, 1, 0.5],
      [4.75, -2, 0.5],
    ] as const;
    expect(segmentCuboidFloat(s, o3, turned)).toBe(false);
    expect(segmentIntersectsParallelepiped(s, o3, turned)).toBe(true);
    expect(exactSegmentParallelepiped(s[0], s[1], o3, turned)).toBe(true);
  });

  it('normalization: a segment lying in that face misses', () => {
    const s = [
      [0.75, 1, 0.5],
      [1.125, 1.5, 0.5],
    ] as const;
    expect(segmentCuboidFloat(s, o3, turned)).toBe(false);
    expect(segmentIntersectsParallelepiped(s, o3, turned)).toBe(true);
    expect(exactSegmentParallelepiped(s[0], s[1], o3, turned)).toBe(true);
  });

  it('normalization, 2D: the turned 5 × 5 square', () => {
    const s = [
      [0.75, 1],
      [4.75, -2],
    ] as const;
    expect(
      segmentCuboidFloat(
        s,
        [0, 0],
        [
          [3, 4],
          [-4, 3],
        ],
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        s,
        [0, 0],
        [
          [3, 4],
          [-4, 3],
        ],
      ),
    ).toBe(true);
  });

  it('threshold: a cuboid with edges of 1e-10 is "degenerate" for the original, the segment through it misses', () => {
    const tiny = [
      [1e-10, 0, 0],
      [0, 1e-10, 0],
      [0, 0, 1e-10],
    ] as const;
    const s = [
      [-1, 5e-11, 5e-11],
      [1, 5e-11, 5e-11],
    ] as const;
    expect(segmentCuboidFloat(s, o3, tiny)).toBe(false);
    expect(segmentIntersectsParallelepiped(s, o3, tiny)).toBe(true);
  });

  it('threshold: a segment of length 2e-11 crossing the face x = 0 counts as parallel and misses', () => {
    const s = [
      [-1e-11, 0.5, 0.5],
      [1e-11, 0.5, 0.5],
    ] as const;
    expect(segmentCuboidFloat(s, o3, cube)).toBe(false);
    expect(segmentIntersectsParallelepiped(s, o3, cube)).toBe(true);
    expect(exactSegmentParallelepiped(s[0], s[1], o3, cube)).toBe(true);
  });

  it('perpendicular edges assumed: (1.5, 0.9) = 0.6·(1, 0) + 0.9·(1, 1) is in the skewed square, the original says no', () => {
    const s = [
      [1.5, 0.9],
      [1.5, 0.9],
    ] as const;
    const skew = [
      [1, 0],
      [1, 1],
    ] as const;
    expect(segmentCuboidFloat(s, [0, 0], skew)).toBe(false);
    expect(segmentIntersectsParallelepiped(s, [0, 0], skew)).toBe(true);
  });
});
