// The float slab methods for rays: rayBoxFloat (the C++ primer), rayAabbFloat
// (the Python tutorial, fixed), rayAabbTolerantFloat (the ray-picking article, tolerance and all).
import { describe, expect, it } from 'vitest';
import type { FloatHit } from '../../src/float/index.js';
import { rayAabbFloat, rayAabbTolerantFloat, rayBoxFloat } from '../../src/float/index.js';
import { rayBox, rayIntersectsBox } from '../../src/index.js';
import { showAll } from '../support/frac.js';
import { rayBoxFrac } from '../support/slabFrac.js';

const unit = { min: [0, 0], max: [1, 1] } as const;
const far = { min: [2, 0], max: [3, 1] } as const;
const str = (v: readonly { toString(): string }[] | null) => (v === null ? null : v.map(String));

describe('rayBoxFloat (the C++ primer): ordinary cases', () => {
  it('ahead, behind, parallel outside', () => {
    expect(rayBoxFloat([0, 0.5], [1, 0], far)).toEqual({ t0: 2, t1: 3, enter: [2, 0.5], exit: [3, 0.5] });
    expect(rayBoxFloat([0, 0.5], [-1, 0], far)).toBeNull();
    expect(rayBoxFloat([0, 0.5], [0, 1], far)).toBeNull();
  });

  it('origin inside: t0 = 0 and enter is the origin (the fix; the original puts enterPoint behind it)', () => {
    const hit = rayBoxFloat([0.5, 0.5], [1, 0], unit) as FloatHit;
    expect(hit).toEqual({ t0: 0, t1: 0.5, enter: [0.5, 0.5], exit: [1, 0.5] });
    expect(str(rayBox([0.5, 0.5], [1, 0], unit))).toEqual(['0', '1/2']);
  });

  it('origin on the boundary pointing out touches at t = 0; pointing along a face stays in it', () => {
    expect(rayBoxFloat([1, 0.5], [1, 0], unit)).toMatchObject({ t0: 0, t1: 0 });
    expect(rayBoxFloat([-1, 1], [1, 0], unit)).toMatchObject({ t0: 1, t1: 2, enter: [0, 1], exit: [1, 1] });
    expect(str(rayBox([-1, 1], [1, 0], unit))).toEqual(['1', '2']);
  });

  it('3D, including a ray in the face z = 1', () => {
    const cube = { min: [0, 0, 0], max: [1, 1, 1] };
    expect(rayBoxFloat([-1, 0.5, 0.5], [2, 0, 0], cube)).toMatchObject({ t0: 0.5, t1: 1, enter: [0, 0.5, 0.5] });
    expect(rayBoxFloat([-1, -1, 1], [1, 1, 0], cube)).toMatchObject({ t0: 1, t1: 2, exit: [1, 1, 1] });
    expect(rayBoxFloat([-1, -1, 1], [1, -1, 0], cube)).toBeNull();
  });

  it('a zero direction is a RangeError, as for rayBox', () => {
    expect(() => rayBoxFloat([0, 0], [0, 0], unit)).toThrow(RangeError);
    expect(() => rayBoxFloat([0, 0], [0, 0], unit)).toThrow('rayBoxFloat: dir is zero');
  });
});

describe('rayBoxFloat: wrong answers (exact: rayBox)', () => {
  it('decimals: the ray from (−0.9, −0.9) along (0.8, 2) touches the corner (−0.3, 0.6) at t = 3/4, float misses', () => {
    const o = [-0.9, -0.9] as const;
    const dir = [0.8, 2] as const;
    const box = { min: [-0.3, -0.4], max: [0.7, 0.6] } as const;
    expect(rayBoxFloat(o, dir, box)).toBeNull();
    expect(str(rayBox(o, dir, box))).toEqual(['3/4', '3/4']);
    expect(rayIntersectsBox(o, dir, box)).toBe(true);
    expect(showAll(rayBoxFrac(o, dir, box))).toEqual(['3/4', '3/4']);
  });

  it('huge origin: the diagonal from −(2^53 − 40) passes 1 above the corner (1, 0), float hits', () => {
    const o = [-9007199254740952, -9007199254740952] as const;
    const box = { min: [1, -5], max: [7, 0] } as const;
    // (1 − o)/3 and (0 − o)/3 differ by 1/3 but round to the same double.
    expect(rayBoxFloat(o, [3, 3], box)).toMatchObject({ t0: 3002399751580317.5, t1: 3002399751580317.5 });
    expect(rayBox(o, [3, 3], box)).toBeNull();
    expect(rayIntersectsBox(o, [3, 3], box)).toBe(false);
    expect(rayBoxFrac(o, [3, 3], box)).toBeNull();
  });
});

describe('rayAabbFloat (the Python tutorial, fixed): ordinary cases', () => {
  it('the ray from p1 through p2; t in units of p2 − p1', () => {
    expect(rayAabbFloat([0, 0.5], [1, 0.5], far)).toEqual({ t0: 2, t1: 3, enter: [2, 0.5], exit: [3, 0.5] });
    expect(rayAabbFloat([0, 0.5], [-1, 0.5], far)).toBeNull();
    expect(rayAabbFloat([0.5, 0.5], [0.75, 0.5], unit)).toMatchObject({ t0: 0, t1: 2 });
  });

  it('fix: a ray in the plane y = 1 (dy = 0) gets finite bounds, not 0 × ∞ = NaN', () => {
    const hit = rayAabbFloat([-1, 1], [0, 1], unit) as FloatHit;
    expect([hit.t0, hit.t1]).toEqual([1, 2]);
    expect(rayAabbFloat([-1, 1 + 2 ** -52], [0, 1 + 2 ** -52], unit)).toBeNull();
  });

  it('fix: the direction is p2 − p1 (the original takes its norm, a scalar, then indexes it)', () => {
    // d = (1, 2): x in [1, 2] for t in [0.5, 1.5], y in [1, 2] for t in [0.5, 1].
    expect(rayAabbFloat([0.5, 0], [1.5, 2], { min: [1, 1], max: [2, 2] })).toEqual({
      t0: 0.5,
      t1: 1,
      enter: [1, 1],
      exit: [1.5, 2],
    });
  });

  it('3D', () => {
    expect(rayAabbFloat([-1, -1, -1], [0, 0, 0], { min: [1, 1, 1], max: [2, 2, 2] })).toMatchObject({ t0: 2, t1: 3 });
  });

  it('p1 = p2 is a RangeError', () => {
    expect(() => rayAabbFloat([1, 1], [1, 1], unit)).toThrow('rayAabbFloat: p1 equals p2');
  });
});

describe('rayAabbFloat: a wrong answer (exact: rayBox with dir = p2 − p1)', () => {
  it('through (0, 0) and (5, 15): touches the corner (3, 9) at t = 3/5, float misses', () => {
    const box = { min: [3, 8], max: [4, 9] } as const;
    expect(rayAabbFloat([0, 0], [5, 15], box)).toBeNull();
    expect(str(rayBox([0, 0], [5, 15], box))).toEqual(['3/5', '3/5']);
  });
});

describe('rayAabbTolerantFloat (the ray-picking article, faithful)', () => {
  it('ordinary unit-direction rays', () => {
    expect(rayAabbTolerantFloat([0, 0.5], [1, 0], far)).toEqual({ t0: 2, t1: 3, enter: [2, 0.5], exit: [3, 0.5] });
    expect(rayAabbTolerantFloat([0, 0.5], [-1, 0], far)).toBeNull();
    expect(rayAabbTolerantFloat([0.5, 0.5, 0.5], [0, 0, 1], { min: [0, 0, 0], max: [1, 1, 1] })).toMatchObject({
      t0: 0,
      t1: 0.5,
    });
  });

  it('wrong: a box farther than t = 10000 is missed', () => {
    const box = { min: [2e4, 0], max: [3e4, 1] } as const;
    expect(rayAabbTolerantFloat([0, 0.5], [1, 0], box)).toBeNull();
    expect(str(rayBox([0, 0.5], [1, 0], box))).toEqual(['20000', '30000']);
  });

  it('wrong: |dx| = 1e-7 < 1e-6 counts as parallel, so a ray drifting into the slab x ≥ 1e-7 misses', () => {
    const box = { min: [1e-7, 0], max: [1, 2] } as const;
    expect(rayAabbTolerantFloat([0, 0], [1e-7, 1], box)).toBeNull();
    expect(str(rayBox([0, 0], [1e-7, 1], box))).toEqual(['1', '2']);
  });

  it('wrong: and a ray drifting out of the thin slab |x| ≤ 1e-9 hits', () => {
    const box = { min: [-1e-9, 5], max: [1e-9, 6] } as const;
    expect(rayAabbTolerantFloat([0, 0], [1e-7, 1], box)).toMatchObject({ t0: 5, t1: 6 });
    expect(rayBox([0, 0], [1e-7, 1], box)).toBeNull();
  });
});
