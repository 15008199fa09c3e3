import { describe, expect, it } from 'vitest';
import { orient3d } from '../../src/index.js';
import { orient3dExact } from '../support/frac.js';

describe('orient3d', () => {
  it('sign convention of PROTOCOL.md: positive above a counterclockwise base', () => {
    expect(orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1])).toBe(1);
    expect(orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, -1])).toBe(-1);
    expect(orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [5, 7, 0])).toBe(0);
  });
  it('huge bigints and mixed types', () => {
    const h = 2n ** 300n;
    expect(orient3d([0n, 0n, 0n], [h, 0n, 0n], [0n, h, 0n], [1n, 1n, 1n])).toBe(1);
    expect(orient3d([0, 0, 0], [h, 0, 0], [0, h, 0], [h, h, 0.5])).toBe(1);
    expect(orient3d([0.1, 0.2, 0.3], [0.2, 0.4, 0.6], [1, 1, 1], [0.30000000000000004, 0.6000000000000001, 0.9])).toBe(
      orient3dExact([0.1, 0.2, 0.3], [0.2, 0.4, 0.6], [1, 1, 1], [0.30000000000000004, 0.6000000000000001, 0.9]),
    );
  });
});
