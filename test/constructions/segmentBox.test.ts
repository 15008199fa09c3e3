import { describe, expect, it } from 'vitest';
import type { Box, Segment } from '../../src/index.js';
import { Rational, segmentBox } from '../../src/index.js';

const iv = (s: Segment, box: Box) => segmentBox(s, box)?.map(String) ?? null;
const B = (min: number[], max: number[]) => ({ min, max }) as unknown as Box;
const S = (p: number[], q: number[]) => [p, q] as unknown as Segment;

describe('segmentBox: exact parameter interval in 2D', () => {
  it('crosses the box', () => {
    expect(iv(S([0, 0], [4, 2]), B([1, 0], [3, 4]))).toEqual(['1/4', '3/4']);
  });
  it('reversed segment: t runs from the other end', () => {
    expect(iv(S([4, 2], [0, 0]), B([1, 0], [3, 4]))).toEqual(['1/4', '3/4']);
    expect(iv(S([4, 2], [0, 0]), B([1, 0], [2, 4]))).toEqual(['1/2', '3/4']);
  });
  it('the protocol example: leaves through the top at the moment it enters on the left', () => {
    expect(iv(S([0, 0], [4, 2]), B([1, 0], [3, 0.5]))).toEqual(['1/4', '1/4']);
  });
  it('touching a corner gives [t, t]', () => {
    expect(iv(S([0, 2], [2, 0]), B([1, 1], [3, 3]))).toEqual(['1/2', '1/2']);
    expect(iv(S([0, 0], [3, 3]), B([1, -5], [2, 1]))).toEqual(['1/3', '1/3']);
  });
  it('passing just beyond a corner misses', () => {
    expect(iv(S([0, 3], [3, 0]), B([0, 0], [1, 1]))).toBeNull();
    expect(iv(S([0, 2 + 2 ** -50], [2, 2 ** -50]), B([0, 0], [1, 1]))).toBeNull();
    expect(iv(S([0, 2 - 2 ** -50], [2, -(2 ** -50)]), B([0, 0], [1, 1]))).not.toBeNull();
  });
  it('lying in a face (along an edge line) is exact', () => {
    expect(iv(S([0, 1], [4, 1]), B([1, 1], [3, 3]))).toEqual(['1/4', '3/4']);
    expect(iv(S([0, 3], [8, 3]), B([1, 1], [3, 3]))).toEqual(['1/8', '3/8']);
    expect(iv(S([2, 0], [2, 5]), B([1, 1], [2, 3]))).toEqual(['1/5', '3/5']);
  });
  it('running along an edge line but outside its span misses', () => {
    expect(iv(S([4, 1], [6, 1]), B([1, 1], [3, 3]))).toBeNull();
  });
  it('an endpoint on a face, pointing away', () => {
    expect(iv(S([0, 0], [1, 0]), B([1, -1], [2, 1]))).toEqual(['1', '1']);
    expect(iv(S([1, 0], [0, 0]), B([1, -1], [2, 1]))).toEqual(['0', '0']);
  });
  it('inside entirely', () => {
    expect(iv(S([1.5, 1.5], [2.5, 2]), B([1, 1], [3, 3]))).toEqual(['0', '1']);
  });
  it('zero-length segments: inside or on the boundary [0, 1], else null', () => {
    expect(iv(S([2, 2], [2, 2]), B([1, 1], [3, 3]))).toEqual(['0', '1']);
    expect(iv(S([1, 3], [1, 3]), B([1, 1], [3, 3]))).toEqual(['0', '1']);
    expect(iv(S([0, 2], [0, 2]), B([1, 1], [3, 3]))).toBeNull();
  });
  it('misses', () => {
    expect(iv(S([0, 0], [1, 0]), B([2, 0], [3, 1]))).toBeNull();
    expect(iv(S([0, 0], [10, 1]), B([2, 2], [3, 3]))).toBeNull();
  });
  it('flat box (a segment) and point box', () => {
    expect(iv(S([0, 0], [4, 2]), B([1, 1], [3, 1]))).toEqual(['1/2', '1/2']);
    expect(iv(S([0, 1], [4, 1]), B([1, 1], [3, 1]))).toEqual(['1/4', '3/4']);
    expect(iv(S([0, 0], [4, 2]), B([2, 1], [2, 1]))).toEqual(['1/2', '1/2']);
    expect(iv(S([0, 0], [4, 2]), B([2, 2], [2, 2]))).toBeNull();
    expect(iv(S([2, 1], [2, 1]), B([2, 1], [2, 1]))).toEqual(['0', '1']);
  });
  it('fractional doubles are taken exactly', () => {
    expect(iv(S([0, 0], [1, 1]), B([0.25, 0.5], [0.5, 1]))).toEqual(['1/2', '1/2']);
    // 0.1 is 3602879701896397/2^55 exactly; the segment starts at 0 and ends at 1.
    expect(iv(S([0, 0], [1, 0]), B([0.1, -1], [0.5, 1]))).toEqual(['3602879701896397/36028797018963968', '1/2']);
  });
});

describe('segmentBox: huge and mixed coordinates', () => {
  it('2^300 bigints, translated and scaled', () => {
    const K = 2n ** 300n;
    const T = 3n ** 200n;
    const s: Segment = [
      [T, T],
      [T + 4n * K, T + 2n * K],
    ];
    expect(segmentBox(s, { min: [T + K, T], max: [T + 3n * K, T + 4n * K] })?.map(String)).toEqual(['1/4', '3/4']);
    expect(segmentBox(s, { min: [T + K, T], max: [T + 3n * K, T + K / 2n] })?.map(String)).toEqual(['1/4', '1/4']);
    expect(segmentBox(s, { min: [T + K, T + K], max: [T + 3n * K, T + K] })?.map(String)).toEqual(['1/2', '1/2']);
    expect(segmentBox(s, { min: [T + K, T + K + 1n], max: [T + 2n * K, T + 2n * K] })).toBeNull();
  });
  it('number, bigint and Rational mixed', () => {
    const s: Segment = [
      [0n, 0],
      [Rational.of(4n), 2],
    ];
    expect(segmentBox(s, { min: [1, 0n], max: [3, Rational.of(1n, 2n)] })?.map(String)).toEqual(['1/4', '1/4']);
    expect(segmentBox(s, { min: [Rational.of(1n, 3n), -1n], max: [2n, 0.75] })?.map(String)).toEqual(['1/12', '3/8']);
  });
});

describe('segmentBox in 3D', () => {
  it('touching an edge of the box at one point', () => {
    expect(
      segmentBox(
        [
          [0, 0, 0],
          [4, 4, 4],
        ],
        { min: [1, 1, 2], max: [2, 3, 3] },
      )?.map(String),
    ).toEqual(['1/2', '1/2']);
  });
  it('through the body', () => {
    expect(
      segmentBox(
        [
          [0, 0, 0],
          [4, 4, 4],
        ],
        { min: [1, 1, 1], max: [3, 2, 3] },
      )?.map(String),
    ).toEqual(['1/4', '1/2']);
  });
  it('lying in a face', () => {
    expect(
      segmentBox(
        [
          [0, 1, 0],
          [4, 1, 4],
        ],
        { min: [1, 1, 1], max: [3, 2, 3] },
      )?.map(String),
    ).toEqual(['1/4', '3/4']);
  });
  it('along an edge', () => {
    expect(
      segmentBox(
        [
          [0, 1, 1],
          [4, 1, 1],
        ],
        { min: [1, 1, 1], max: [3, 3, 3] },
      )?.map(String),
    ).toEqual(['1/4', '3/4']);
    expect(
      segmentBox(
        [
          [0, 1, 3],
          [4, 1, 3],
        ],
        { min: [1, 1, 1], max: [3, 3, 3] },
      )?.map(String),
    ).toEqual(['1/4', '3/4']);
  });
  it('through a corner only', () => {
    expect(
      segmentBox(
        [
          [0, 0, 6],
          [6, 6, 0],
        ],
        { min: [3, 3, 3], max: [5, 5, 5] },
      )?.map(String),
    ).toEqual(['1/2', '1/2']);
    expect(
      segmentBox(
        [
          [0, 0, 6],
          [6, 6, 0],
        ],
        { min: [3, 3, 0], max: [5, 5, 3] },
      )?.map(String),
    ).toEqual(['1/2', '5/6']);
  });
  it('bounding boxes overlap but the segment passes beside the box', () => {
    expect(
      segmentBox(
        [
          [0, 2, 0],
          [2, 0, 0],
        ],
        { min: [1.5, 1.5, -1], max: [3, 3, 1] },
      ),
    ).toBeNull();
    expect(
      segmentBox(
        [
          [0, 0, 2],
          [2, 2, 0],
        ],
        { min: [0, 1.5, 1.5], max: [0.25, 3, 3] },
      ),
    ).toBeNull();
  });
  it('flat and point boxes, zero-length segments', () => {
    expect(
      segmentBox(
        [
          [0, 0, 0],
          [2, 2, 2],
        ],
        { min: [1, 0, 0], max: [1, 2, 2] },
      )?.map(String),
    ).toEqual(['1/2', '1/2']);
    expect(
      segmentBox(
        [
          [0, 0, 0],
          [2, 2, 2],
        ],
        { min: [1, 1, 1], max: [1, 1, 1] },
      )?.map(String),
    ).toEqual(['1/2', '1/2']);
    expect(
      segmentBox(
        [
          [1, 1, 1],
          [1, 1, 1],
        ],
        { min: [1, 1, 1], max: [1, 1, 1] },
      )?.map(String),
    ).toEqual(['0', '1']);
    expect(
      segmentBox(
        [
          [1, 1, 2],
          [1, 1, 2],
        ],
        { min: [1, 1, 1], max: [1, 1, 1] },
      ),
    ).toBeNull();
  });
  it('2^300 bigints in 3D', () => {
    const K = 2n ** 300n;
    expect(
      segmentBox(
        [
          [-K, -K, -K],
          [3n * K, 3n * K, 3n * K],
        ],
        { min: [0n, K, 0n], max: [K, 2n * K, 2n * K] },
      )?.map(String),
    ).toEqual(['1/2', '1/2']);
  });
});

describe('segmentBox: a 2D call after a 3D one', () => {
  it('ignores the third coordinate a 3D hit left behind', () => {
    // The 3D hit passes its values through shared scratch arrays of three slots.
    expect(iv(S([0, 0, 0], [0, 0, 10]), B([0, 0, 0], [1, 1, 1]))).toEqual(['0', '1/10']);
    expect(iv(S([0, 0], [10, 0]), B([5, 0], [6, 1]))).toEqual(['1/2', '3/5']);
  });
});
