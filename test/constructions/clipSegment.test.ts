import { describe, expect, it } from 'vitest';
import type { Box, Segment } from '../../src/index.js';
import { clipSegment, cohenSutherlandClip, Rational } from '../../src/index.js';
import { show } from '../support/boxes.js';

/** Both clippers, which must agree. */
function clip(s: Segment, box: Box) {
  const lb = show(clipSegment(s, box));
  expect(show(cohenSutherlandClip(s, box))).toEqual(lb);
  return lb;
}

describe('clipSegment (Liang–Barsky) and cohenSutherlandClip in 2D', () => {
  const b: Box = { min: [1, 0], max: [3, 4] };
  it('crossing: exact rational endpoints, in the direction p → q', () => {
    expect(
      clip(
        [
          [0, 0],
          [4, 2],
        ],
        b,
      ),
    ).toEqual([
      ['1', '1/2'],
      ['3', '3/2'],
    ]);
    expect(
      clip(
        [
          [4, 2],
          [0, 0],
        ],
        b,
      ),
    ).toEqual([
      ['3', '3/2'],
      ['1', '1/2'],
    ]);
    expect(
      clip(
        [
          [0, 0],
          [3, 7],
        ],
        { min: [0, 1], max: [3, 2] },
      ),
    ).toEqual([
      ['3/7', '1'],
      ['6/7', '2'],
    ]);
  });
  it('one endpoint inside', () => {
    expect(
      clip(
        [
          [2, 1],
          [5, 4],
        ],
        b,
      ),
    ).toEqual([
      ['2', '1'],
      ['3', '2'],
    ]);
  });
  it('inside entirely: the segment itself', () => {
    expect(
      clip(
        [
          [1.5, 0.25],
          [2, 3],
        ],
        b,
      ),
    ).toEqual([
      ['3/2', '1/4'],
      ['2', '3'],
    ]);
  });
  it('touching a corner gives P = Q', () => {
    expect(
      clip(
        [
          [0, 2],
          [2, 0],
        ],
        { min: [1, 1], max: [3, 3] },
      ),
    ).toEqual([
      ['1', '1'],
      ['1', '1'],
    ]);
  });
  it('needs two clips on one end (Cohen–Sutherland iterates)', () => {
    // p is left of and below the box; the line enters through the bottom.
    expect(
      clip(
        [
          [0, -2],
          [4, 6],
        ],
        { min: [1, 1], max: [5, 5] },
      ),
    ).toEqual([
      ['3/2', '1'],
      ['7/2', '5'],
    ]);
  });
  it('in a face, along an edge line', () => {
    expect(
      clip(
        [
          [0, 4],
          [8, 4],
        ],
        b,
      ),
    ).toEqual([
      ['1', '4'],
      ['3', '4'],
    ]);
  });
  it('zero-length segment inside gives [p, p]; outside null', () => {
    expect(
      clip(
        [
          [2, 2],
          [2, 2],
        ],
        b,
      ),
    ).toEqual([
      ['2', '2'],
      ['2', '2'],
    ]);
    expect(
      clip(
        [
          [9, 2],
          [9, 2],
        ],
        b,
      ),
    ).toBeNull();
  });
  it('misses, including a corner cut just too short', () => {
    expect(
      clip(
        [
          [0, 0],
          [0.5, 9],
        ],
        b,
      ),
    ).toBeNull();
    expect(
      clip(
        [
          [0, 3],
          [3, 0],
        ],
        { min: [0, 0], max: [1, 1] },
      ),
    ).toBeNull();
    expect(
      clip(
        [
          [-1, 1],
          [1, 3],
        ],
        { min: [0, 0], max: [1, 1] },
      ),
    ).toBeNull();
  });
  it('flat and point boxes', () => {
    expect(
      clip(
        [
          [0, 0],
          [4, 4],
        ],
        { min: [1, 2], max: [3, 2] },
      ),
    ).toEqual([
      ['2', '2'],
      ['2', '2'],
    ]);
    expect(
      clip(
        [
          [0, 0],
          [4, 4],
        ],
        { min: [3, 3], max: [3, 3] },
      ),
    ).toEqual([
      ['3', '3'],
      ['3', '3'],
    ]);
  });
  it('huge bigints and mixed types', () => {
    const K = 2n ** 300n;
    expect(
      clip(
        [
          [0n, 0n],
          [4n * K, 2n * K],
        ],
        { min: [K, 0n], max: [3n * K, 4n * K] },
      ),
    ).toEqual([
      [String(K), String(K / 2n)],
      [String(3n * K), String((3n * K) / 2n)],
    ]);
    expect(
      clip(
        [
          [0, Rational.of(1n, 3n)],
          [3n, 0.5],
        ],
        { min: [1n, 0], max: [2, 1] },
      ),
    ).toEqual([
      ['1', '7/18'],
      ['2', '4/9'],
    ]);
  });
});

describe('clipping in 3D', () => {
  it('through the body and through a corner', () => {
    expect(
      clip(
        [
          [0, 0, 0],
          [4, 4, 4],
        ],
        { min: [1, 1, 1], max: [3, 2, 3] },
      ),
    ).toEqual([
      ['1', '1', '1'],
      ['2', '2', '2'],
    ]);
    expect(
      clip(
        [
          [0, 0, 6],
          [6, 6, 0],
        ],
        { min: [3, 3, 3], max: [5, 5, 5] },
      ),
    ).toEqual([
      ['3', '3', '3'],
      ['3', '3', '3'],
    ]);
  });
  it('along an edge; missing beside the box', () => {
    expect(
      clip(
        [
          [0, 1, 1],
          [4, 1, 1],
        ],
        { min: [1, 1, 1], max: [3, 3, 3] },
      ),
    ).toEqual([
      ['1', '1', '1'],
      ['3', '1', '1'],
    ]);
    expect(
      clip(
        [
          [0, 2, 0],
          [2, 0, 0],
        ],
        { min: [1.5, 1.5, -1], max: [3, 3, 1] },
      ),
    ).toBeNull();
  });
});
