// The float reference takes the shapes the exact functions take: one box of
// numbers (a literal, a FloatBox, `as const`, typed-array corners) and one
// segment go to segmentBox and to segmentBoxFloat alike. (That these calls
// type-check is part of the test: `npm test` runs tsc over test/.)
import { describe, expect, it } from 'vitest';
import type { FloatBox, FloatSegment } from '../../src/float/index.js';
import {
  boundingBoxFloat,
  cohenSutherlandClipFloat,
  cwTestFloat,
  liangBarskyFloat,
  orient2dFloat,
  pointInBoxFloat,
  rayBoxFloat,
  segmentBoxFloat,
  segmentCuboidFloat,
  segmentsIntersectFloat,
} from '../../src/float/index.js';
import { segmentBox, segmentIntersectsBox } from '../../src/index.js';

// The segment (-7, -6)→(-2, 9) touches the corner (-4, 3) of the box at t = 3/5.
const segment = [
  [-7, -6],
  [-2, 9],
];

describe('one box for the exact and the float functions', () => {
  it('an unannotated literal ({ min: number[]; max: number[] })', () => {
    const box = { min: [-4, -3], max: [4, 3] };
    expect(segmentIntersectsBox(segment, box)).toBe(true);
    expect(segmentBox(segment, box)?.map(String)).toEqual(['3/5', '3/5']);
    // The slab method multiplies by the rounded 1/5 and 1/15: 0.6000000000000001 > 0.6, a miss.
    expect(segmentBoxFloat(segment, box)).toBeNull();
  });

  it('a FloatBox and a FloatSegment', () => {
    const box: FloatBox = { min: [-4, -3], max: [4, 3] };
    const s: FloatSegment = segment;
    expect(segmentBox(s, box)?.map(String)).toEqual(['3/5', '3/5']);
    expect(segmentBoxFloat(s, box)).toBeNull();
  });

  it('a box `as const`', () => {
    const box = { min: [-4, -3], max: [4, 3] } as const;
    expect(segmentBox(segment, box)?.map(String)).toEqual(['3/5', '3/5']);
    expect(segmentBoxFloat(segment, box)).toBeNull();
  });

  it('typed-array corners and points', () => {
    const box = { min: Float64Array.of(-4, -3), max: Float64Array.of(4, 3) };
    const s = [Float64Array.of(-7, -6), Float64Array.of(-2, 9)];
    expect(segmentBox(s, box)?.map(String)).toEqual(['3/5', '3/5']);
    expect(segmentBoxFloat(s, box)).toBeNull();
  });
});

describe('the float functions read array-likes by index', () => {
  const like = (...v: number[]): ArrayLike<number> => ({ ...v, length: v.length });
  const unit = { min: like(0, 0), max: like(1, 1) };

  it('gives the answers it gives on arrays', () => {
    expect(orient2dFloat(like(0, 0), Float64Array.of(1, 0), [0, 1])).toBe(1);
    expect(cwTestFloat(like(0, 0), like(0, 2), like(1, 1))).toBe(2);
    expect(segmentsIntersectFloat([like(0, 0), like(2, 2)], [like(0, 2), like(2, 0)])).toBe(true);
    expect(pointInBoxFloat(like(1, 1), unit)).toBe(true);
    expect(boundingBoxFloat({ 0: like(1, 5), 1: like(3, -2), length: 2 })).toEqual({ min: [1, -2], max: [3, 5] });
    expect(segmentBoxFloat({ 0: like(-1, 0.5), 1: like(3, 0.5), length: 2 }, unit)).toMatchObject({ t0: 0.25, t1: 0.5 });
    expect(liangBarskyFloat([like(-1, 0.5), like(3, 0.5)], unit)).toMatchObject({ t0: 0.25, t1: 0.5 });
    expect(cohenSutherlandClipFloat([like(-1, 0.5), like(3, 0.5)], unit)).toEqual([
      [0, 0.5],
      [1, 0.5],
    ]);
    expect(rayBoxFloat(like(-1, 0.5), like(1, 0), unit)).toMatchObject({ t0: 1, t1: 2 });
    expect(
      segmentCuboidFloat([like(-1, 0.5, 0.5), like(2, 0.5, 0.5)], like(0, 0, 0), {
        0: like(1, 0, 0),
        1: like(0, 1, 0),
        2: like(0, 0, 1),
        length: 3,
      }),
    ).toBe(true);
  });
});
