import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/index.js';
import { pointInBox, Rational } from '../../src/index.js';

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
