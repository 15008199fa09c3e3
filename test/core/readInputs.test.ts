// The helpers that hand what a number fast path read over to the checked path, and the container
// test the fast paths share; the predicates' own tests (test/predicates/fastPathDispatch.test.ts)
// check the whole hand-over.
import { describe, expect, it } from 'vitest';
import { pointsAndBoxAreObjects } from '../../src/core/readInputs.js';

describe('pointsAndBoxAreObjects', () => {
  const box = { min: [0, 0], max: [2, 2] };
  const asFunction = (v: readonly number[]) =>
    Object.defineProperty(
      Object.assign(() => 0, { ...v }),
      'length',
      { value: v.length },
    );

  it('takes arrays, array-likes and a box object', () => {
    expect(pointsAndBoxAreObjects([0, 0], [1, 1], box.min, box.max, box)).toBe(true);
    expect(pointsAndBoxAreObjects({ 0: 0, 1: 0, length: 2 }, new Float64Array(2), box.min, box.max, box)).toBe(true);
  });

  it('refuses a function with numeric keys in any place, and a box that is an array', () => {
    const f = asFunction([0, 0]);
    expect(pointsAndBoxAreObjects(f, [1, 1], box.min, box.max, box)).toBe(false);
    expect(pointsAndBoxAreObjects([0, 0], f, box.min, box.max, box)).toBe(false);
    expect(pointsAndBoxAreObjects([0, 0], [1, 1], f, box.max, box)).toBe(false);
    expect(pointsAndBoxAreObjects([0, 0], [1, 1], box.min, f, box)).toBe(false);
    expect(
      pointsAndBoxAreObjects(
        [0, 0],
        [1, 1],
        box.min,
        box.max,
        Object.assign(() => 0, box),
      ),
    ).toBe(false);
    expect(pointsAndBoxAreObjects([0, 0], [1, 1], box.min, box.max, Object.assign([], box))).toBe(false);
  });
});
