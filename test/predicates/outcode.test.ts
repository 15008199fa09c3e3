import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/index.js';
import { outcode, Rational } from '../../src/index.js';

describe('outcode: the bit layout', () => {
  const b: Box = { min: [0, 0], max: [4, 4] };
  it('2D: the nine regions, x in the high bits, 0b01 below min, 0b10 above max', () => {
    expect(outcode([2, 2], b)).toBe(0b0000);
    expect(outcode([-1, 2], b)).toBe(0b0100);
    expect(outcode([5, 2], b)).toBe(0b1000);
    expect(outcode([2, -1], b)).toBe(0b0001);
    expect(outcode([2, 5], b)).toBe(0b0010);
    expect(outcode([-1, -1], b)).toBe(0b0101);
    expect(outcode([-1, 5], b)).toBe(0b0110);
    expect(outcode([5, -1], b)).toBe(0b1001);
    expect(outcode([5, 5], b)).toBe(0b1010);
  });
  it('the boundary codes 0', () => {
    expect(outcode([0, 4], b)).toBe(0);
    expect(outcode([4, 0], b)).toBe(0);
    expect(outcode([3, 3], { min: [3, 3], max: [3, 3] })).toBe(0);
  });
  it('3D: x << 4 | y << 2 | z', () => {
    const b3: Box = { min: [0, 0, 0], max: [4, 4, 4] };
    expect(outcode([2, 2, 9], b3)).toBe(0b000010);
    expect(outcode([-1, 9, -1], b3)).toBe(0b011001);
    expect(outcode([9, 2, 2], b3)).toBe(0b100000);
  });
  it('exact just outside, with huge and mixed values', () => {
    const K = 2n ** 300n;
    expect(outcode([K + 1n, 0], { min: [0, 0], max: [K, 1] })).toBe(0b1000);
    expect(outcode([Rational.of(-1n, 3n), 1e-300], { min: [-0.3333333333333333, 0n], max: [1, 1] })).toBe(0b0100);
  });
});
