// pointInBoxFloat, boxesOverlapFloat, boundingBoxFloat: the C++ primer's
// comparisons. Exact on doubles; wrong when the inputs are not the
// intended numbers (bigints past 2^53, decimals, float-computed points).
import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/rational.js';
import type { FloatHit } from '../../src/float/index.js';
import { boundingBoxFloat, boxesOverlapFloat, liangBarskyFloat, pointInBoxFloat } from '../../src/float/index.js';
import { boundingBox, boxesOverlap, clipSegment, ExactRangeError, pointInBox } from '../../src/index.js';

const unit = { min: [0, 0], max: [1, 1] } as const;
const big = 2n ** 53n;

describe('pointInBoxFloat', () => {
  it('closed box, 2D and 3D', () => {
    expect(pointInBoxFloat([0.5, 0.5], unit)).toBe(true);
    expect(pointInBoxFloat([1, 0.5], unit)).toBe(true);
    expect(pointInBoxFloat([1 + 2 ** -52, 0.5], unit)).toBe(false);
    expect(pointInBoxFloat([0.5, 0.5, 2], { min: [0, 0, 0], max: [1, 1, 1] })).toBe(false);
    expect(pointInBoxFloat([0.5, 0.5, 1], { min: [0, 0, 0], max: [1, 1, 1] })).toBe(true);
    expect(pointInBoxFloat([Number.NaN, 0.5], unit)).toBe(false);
  });

  it('wrong: 2^53 + 1 through Number is 2^53, on the box (exact: pointInBox)', () => {
    const box = { min: [0, 0], max: [2 ** 53, 1] } as const;
    expect(pointInBoxFloat([Number(big + 1n), 0], box)).toBe(true);
    expect(pointInBox([big + 1n, 0], box)).toBe('outside');
  });

  it('wrong: 0.1 + 0.2 in doubles lies above 0.3; 1/10 + 2/10 in Rationals is on the face 3/10', () => {
    expect(pointInBoxFloat([0.1 + 0.2, 0], { min: [0, 0], max: [0.3, 1] })).toBe(false);
    const x = Rational.of(1n, 10n).add(Rational.of(2n, 10n));
    expect(pointInBox([x, 0], { min: [0, 0], max: [Rational.of(3n, 10n), 1] })).toBe('boundary');
  });

  it('wrong: the float clip of a segment ending on the corner (0.1, 0.2) is outside the box; the exact clip is on it', () => {
    const s = [
      [-0.5, -0.5],
      [0.1, 0.2],
    ] as const;
    const box = { min: [0.1, 0.2], max: [0.7, 0.9] } as const;
    const hit = liangBarskyFloat(s, box) as FloatHit;
    expect(pointInBoxFloat(hit.enter, box)).toBe(false);
    const clip = clipSegment(s, box);
    expect(pointInBox(clip?.[0] as [Rational, Rational], box)).toBe('boundary');
  });
});

describe('boxesOverlapFloat', () => {
  it('closed boxes: overlap, touch at a corner, apart, 3D', () => {
    expect(boxesOverlapFloat(unit, { min: [0.5, 0.5], max: [2, 2] })).toBe(true);
    expect(boxesOverlapFloat(unit, { min: [1, 1], max: [2, 2] })).toBe(true);
    expect(boxesOverlapFloat(unit, { min: [2, 0], max: [3, 1] })).toBe(false);
    expect(boxesOverlapFloat({ min: [0, 0, 0], max: [1, 1, 1] }, { min: [0, 0, 1], max: [1, 1, 2] })).toBe(true);
    expect(boxesOverlapFloat({ min: [0, 0, 0], max: [1, 1, 1] }, { min: [0, 0, 1.5], max: [1, 1, 2] })).toBe(false);
  });

  it('wrong: boxes 1 apart at 2^53 touch after Number (exact: boxesOverlap)', () => {
    const a = { min: [0, 0], max: [2 ** 53, 1] } as const;
    expect(boxesOverlapFloat(a, { min: [Number(big + 1n), 0], max: [2 ** 53 + 2, 1] })).toBe(true);
    expect(boxesOverlap(a, { min: [big + 1n, 0], max: [2 ** 53 + 2, 1] })).toBe(false);
  });
});

describe('boundingBoxFloat', () => {
  it("the original's ComputeAABB, 2D and 3D", () => {
    expect(
      boundingBoxFloat([
        [0, 3],
        [2, -1],
        [1, 1],
      ]),
    ).toEqual({ min: [0, -1], max: [2, 3] });
    expect(boundingBoxFloat([[1, 2, 3]])).toEqual({ min: [1, 2, 3], max: [1, 2, 3] });
    expect(
      boundingBoxFloat([
        [0, 0, 5],
        [-1, 4, 2],
      ]),
    ).toEqual({ min: [-1, 0, 2], max: [0, 4, 5] });
  });

  it('fix: no points is a RangeError (the original reads vertices[0])', () => {
    expect(() => boundingBoxFloat([])).toThrow(RangeError);
    expect(() => boundingBoxFloat([])).toThrow('boundingBoxFloat: points is empty');
  });

  it('wrong: a NaN coordinate is skipped silently (exact: boundingBox throws)', () => {
    expect(
      boundingBoxFloat([
        [0, 0],
        [Number.NaN, 5],
      ]),
    ).toEqual({ min: [0, 0], max: [0, 5] });
    expect(() =>
      boundingBox([
        [0, 0],
        [Number.NaN, 5],
      ]),
    ).toThrow(ExactRangeError);
    expect(() =>
      boundingBox([
        [0, 0],
        [Number.NaN, 5],
      ]),
    ).toThrow('boundingBox: points[1][0] is NaN');
  });

  it('wrong: bigints 2^53 + 1 and 2^53 + 3 through Number give a box 2 wider on each side', () => {
    const f = boundingBoxFloat([
      [Number(big + 1n), 0],
      [Number(big + 3n), 1],
    ]);
    expect(f).toEqual({ min: [2 ** 53, 0], max: [2 ** 53 + 4, 1] });
    const x = boundingBox([
      [big + 1n, 0],
      [big + 3n, 1],
    ]);
    expect(x).toEqual({ min: [big + 1n, 0], max: [big + 3n, 1] });
    expect(pointInBoxFloat([2 ** 53, 0.5], f)).toBe(true);
    expect(pointInBox([2 ** 53, 0.5], x)).toBe('outside');
  });
});
