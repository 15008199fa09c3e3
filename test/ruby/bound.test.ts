import { describe, expect, it } from 'vitest';
import { bound } from '../../src/ruby/index.js';

describe('bound', () => {
  it('a degenerate interval holds its one value; either order', () => {
    expect(bound(5, 5, 5)).toBe(true);
    expect(bound(2, 3, 1)).toBe(true);
    expect(bound(0, 1, 2)).toBe(false);
  });
});
