import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/index.js';
import { boundingBox, boxesOverlap, pointInBox, Rational } from '../../src/index.js';

describe('pointInBox', () => {
  const b: Box = { min: [0, 0], max: [2, 2] };
  it('inside, boundary (face, corner), outside', () => {
    expect(pointInBox([1, 1], b)).toBe('inside');
    expect(pointInBox([0, 1], b)).toBe('boundary');
    expect(pointInBox([2, 2], b)).toBe('boundary');
    expect(pointInBox([2, 2.000000000000001], b)).toBe('outside');
    expect(pointInBox([-1, 1], b)).toBe('outside');
  });
  it('flat and point boxes have no interior', () => {
    expect(pointInBox([1, 0], { min: [0, 0], max: [2, 0] })).toBe('boundary');
    expect(pointInBox([1, 1], { min: [0, 0], max: [2, 0] })).toBe('outside');
    expect(pointInBox([3n, 4], { min: [3, 4n], max: [3, 4n] })).toBe('boundary');
    expect(pointInBox([1, 1, 1], { min: [0, 0, 1], max: [2, 2, 1] })).toBe('boundary');
  });
  it('3D', () => {
    const b3: Box = { min: [0, 0, 0], max: [2, 2, 2] };
    expect(pointInBox([1, 1, 1], b3)).toBe('inside');
    expect(pointInBox([1, 1, 2], b3)).toBe('boundary');
    expect(pointInBox([1, 1, 3], b3)).toBe('outside');
  });
  it('exact with huge and mixed values', () => {
    const K = 2n ** 300n;
    expect(pointInBox([K - 1n, Rational.of(1n, 3n)], { min: [0, 0.3333333333333333], max: [K, 1n] })).toBe('inside');
    expect(pointInBox([K, Rational.of(1n, 3n)], { min: [0, 0.3333333333333333], max: [K, 1n] })).toBe('boundary');
    expect(pointInBox([K, Rational.of(1n, 3n)], { min: [0, 0.33333333333333337], max: [K, 1n] })).toBe('outside');
  });
});

describe('boxesOverlap (closed)', () => {
  const a: Box = { min: [0, 0], max: [1, 1] };
  it('overlap, containment, touching at a corner or along an edge', () => {
    expect(boxesOverlap(a, { min: [0.5, 0.5], max: [2, 2] })).toBe(true);
    expect(boxesOverlap(a, { min: [0.25, 0.25], max: [0.5, 0.5] })).toBe(true);
    expect(boxesOverlap(a, { min: [1, 1], max: [2, 2] })).toBe(true);
    expect(boxesOverlap(a, { min: [1, -5], max: [2, 0] })).toBe(true);
  });
  it('apart on either axis, in either order', () => {
    expect(boxesOverlap(a, { min: [2, 0], max: [3, 1] })).toBe(false);
    expect(boxesOverlap({ min: [2, 0], max: [3, 1] }, a)).toBe(false);
    expect(boxesOverlap(a, { min: [0, 1 + 2 ** -52], max: [1, 2] })).toBe(false);
  });
  it('flat and point boxes', () => {
    expect(boxesOverlap(a, { min: [1, 0.5], max: [1, 0.5] })).toBe(true);
    expect(boxesOverlap({ min: [0, 0], max: [0, 3] }, { min: [-1, 1], max: [1, 1] })).toBe(true);
    expect(boxesOverlap({ min: [0, 0], max: [0, 3] }, { min: [-1, 4], max: [1, 4] })).toBe(false);
  });
  it('3D and huge values', () => {
    const K = 2n ** 300n;
    expect(boxesOverlap({ min: [0, 0, 0], max: [1, 1, 1] }, { min: [1, 1, 1], max: [2, 2, 2] })).toBe(true);
    expect(boxesOverlap({ min: [0, 0, 0], max: [1, 1, 1] }, { min: [0, 0, 1.5], max: [2, 2, 2] })).toBe(false);
    expect(boxesOverlap({ min: [0n, 0n], max: [K, K] }, { min: [K, K], max: [K + 1n, K + 1n] })).toBe(true);
    expect(boxesOverlap({ min: [0n, 0n], max: [K, K] }, { min: [K + 1n, 0n], max: [K + 2n, K] })).toBe(false);
  });
});

describe('boundingBox (seed 002 ComputeAABB)', () => {
  it('extremes are the input values themselves', () => {
    const r = Rational.of(1n, 3n);
    const box = boundingBox([
      [r, 1],
      [0.5, 2n],
      [0.4, -0],
    ]);
    expect(box.min[0]).toBe(r);
    expect(box.max[0]).toBe(0.5);
    expect(box.min[1]).toBe(-0);
    expect(box.max[1]).toBe(2n);
  });
  it('one point gives a point box; 3D', () => {
    expect(boundingBox([[1, 2, 3]])).toEqual({ min: [1, 2, 3], max: [1, 2, 3] });
    expect(
      boundingBox([
        [1, 5, -1],
        [3, 0, 7n],
        [2, 2, 2],
      ]),
    ).toEqual({ min: [1, 0, -1], max: [3, 5, 7n] });
  });
  it('does not alias the input point', () => {
    const p: [number, number] = [1, 2];
    const box = boundingBox([p]);
    expect(box.min).not.toBe(p);
    expect(box.max).not.toBe(box.min);
  });
  it('exact between close doubles and huge bigints', () => {
    const K = 2n ** 300n;
    expect(
      boundingBox([
        [K, 0.1],
        [K + 1n, 0.1 + 2 ** -56],
      ]),
    ).toEqual({ min: [K, 0.1], max: [K + 1n, 0.1 + 2 ** -56] });
  });
});
