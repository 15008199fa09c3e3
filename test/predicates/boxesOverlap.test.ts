import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/index.js';
import { boxesOverlap } from '../../src/index.js';

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
