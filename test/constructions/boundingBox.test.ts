import { describe, expect, it } from 'vitest';
import { boundingBox, Rational } from '../../src/index.js';

describe('boundingBox', () => {
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
