import { describe, expect, it } from 'vitest';
import { boundInside } from '../../src/ruby/index.js';

describe('boundInside', () => {
  it('corners in any order, boundary included', () => {
    expect(boundInside([1, 1], [2, 2], [0, 0])).toBe(true);
    expect(boundInside([2, 0], [2, 2], [0, 0])).toBe(true);
  });

  it('needs both coordinates in range, not one', () => {
    expect(boundInside([1, 5], [0, 0], [2, 2])).toBe(false);
    expect(boundInside([5, 1], [0, 0], [2, 2])).toBe(false);
    expect(boundInside([1, 1], [0, 0], [2, 2])).toBe(true);
  });
});
