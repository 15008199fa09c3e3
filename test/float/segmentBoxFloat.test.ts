// segmentBoxFloat: the Python tutorial's seg_aabb (reciprocal slab) in doubles.
import { describe, expect, it } from 'vitest';
import type { FloatBox, FloatHit, FloatPoint, FloatSegment } from '../../src/float/index.js';
import { segmentBoxFloat } from '../../src/float/index.js';
import { segmentBox, segmentIntersectsBox } from '../../src/index.js';
import { showAll } from '../support/frac.js';
import { segmentBoxFrac } from '../support/slabFrac.js';

const unit = { min: [0, 0], max: [1, 1] } as const;
const str = (v: readonly { toString(): string }[] | null) => (v === null ? null : v.map(String));

/** The Python tutorial's seg_aabb ported verbatim, Math.max/Math.min and all (the bug the fix removes). */
function segAabbVerbatim(s: FloatSegment, box: FloatBox): { tMin: number; tMax: number } | false {
  const [p1, p2] = s as [FloatPoint, FloatPoint];
  let tMin = 0;
  let tMax = 1;
  for (let axis = 0; axis < p1.length; axis++) {
    const d = (p2[axis] as number) - (p1[axis] as number);
    const invD = d !== 0 ? 1.0 / d : Number.POSITIVE_INFINITY;
    let t0 = ((box.min[axis] as number) - (p1[axis] as number)) * invD;
    let t1 = ((box.max[axis] as number) - (p1[axis] as number)) * invD;
    if (invD < 0) [t0, t1] = [t1, t0];
    tMin = Math.max(tMin, t0);
    tMax = Math.min(tMax, t1);
    if (tMin > tMax) return false;
  }
  return { tMin, tMax };
}

describe('segmentBoxFloat: ordinary cases', () => {
  it('a segment across the box: t from 1/3 to 2/3, rounded', () => {
    const hit = segmentBoxFloat(
      [
        [-1, 0.5],
        [2, 0.5],
      ],
      unit,
    ) as FloatHit;
    expect(hit.t0).toBe(1 / 3);
    expect(hit.t1).toBe(2 * (1 / 3));
    expect(hit.enter).toEqual([0, 0.5]);
    expect(hit.exit).toEqual([1, 0.5]);
    expect(
      str(
        segmentBox(
          [
            [-1, 0.5],
            [2, 0.5],
          ],
          unit,
        ),
      ),
    ).toEqual(['1/3', '2/3']);
  });

  it('misses, inside, zero length, flat box, 3D', () => {
    expect(
      segmentBoxFloat(
        [
          [2, 2],
          [3, 3],
        ],
        unit,
      ),
    ).toBeNull();
    expect(
      segmentBoxFloat(
        [
          [0.25, 0.25],
          [0.75, 0.5],
        ],
        unit,
      ),
    ).toMatchObject({ t0: 0, t1: 1, enter: [0.25, 0.25], exit: [0.75, 0.5] });
    expect(
      segmentBoxFloat(
        [
          [0.5, 0.5],
          [0.5, 0.5],
        ],
        unit,
      ),
    ).toMatchObject({ t0: 0, t1: 1 });
    expect(
      segmentBoxFloat(
        [
          [5, 5],
          [5, 5],
        ],
        unit,
      ),
    ).toBeNull();
    expect(
      segmentBoxFloat(
        [
          [0, -1],
          [2, 3],
        ],
        { min: [0.5, 0], max: [0.5, 2] },
      ),
    ).toMatchObject({ t0: 0.25, t1: 0.25, enter: [0.5, 0] });
    const hit3 = segmentBoxFloat(
      [
        [-1, -1, -1],
        [3, 3, 3],
      ],
      { min: [0, 0, 0], max: [1, 1, 1] },
    );
    expect(hit3).toMatchObject({ t0: 0.25, t1: 0.5, enter: [0, 0, 0], exit: [1, 1, 1] });
    expect(
      segmentBoxFloat(
        [
          [2, 0, 0],
          [3, 1, 1],
        ],
        { min: [0, 0, 0], max: [1, 1, 1] },
      ),
    ).toBeNull();
  });

  it('a corner at a dyadic parameter is touched', () => {
    expect(
      segmentBoxFloat(
        [
          [0, 0],
          [2, 2],
        ],
        { min: [1, -1], max: [2, 1] },
      ),
    ).toMatchObject({ t0: 0.5, t1: 0.5, enter: [1, 1] });
  });
});

describe('segmentBoxFloat: the 0 × ∞ fix (a segment in a slab plane)', () => {
  it('x = min with dx = 0: the verbatim original gets NaN bounds, the fix gets [1/3, 2/3]', () => {
    const s: FloatSegment = [
      [0, -1],
      [0, 2],
    ];
    const verbatim = segAabbVerbatim(s, unit);
    expect(verbatim).not.toBe(false);
    expect(Number.isNaN((verbatim as { tMin: number }).tMin)).toBe(true);
    const hit = segmentBoxFloat(s, unit) as FloatHit;
    expect([hit.t0, hit.t1]).toEqual([1 / 3, 2 * (1 / 3)]);
    expect(
      str(
        segmentBox(
          [
            [0, -1],
            [0, 2],
          ],
          unit,
        ),
      ),
    ).toEqual(['1/3', '2/3']);
  });

  it('x = max, and just outside the slab', () => {
    expect(
      segmentBoxFloat(
        [
          [1, 0.25],
          [1, 0.75],
        ],
        unit,
      ),
    ).toMatchObject({ t0: 0, t1: 1 });
    expect(
      segmentBoxFloat(
        [
          [1 + 2 ** -52, 0.25],
          [1 + 2 ** -52, 0.75],
        ],
        unit,
      ),
    ).toBeNull();
  });

  it('3D: a segment lying in the face z = 0', () => {
    const box = { min: [0, 0, 0], max: [1, 1, 1] };
    expect(
      segmentBoxFloat(
        [
          [-1, 0.5, 0],
          [2, 0.5, 0],
        ],
        box,
      ),
    ).toMatchObject({ t0: 1 / 3, enter: [0, 0.5, 0] });
  });
});

describe('segmentBoxFloat: wrong answers (exact: segmentBox, and the Rational slab)', () => {
  it('touching the corner (3, 9) at t = 3/5: 3·fl(1/5) > 9·fl(1/15), float misses', () => {
    const s = [
      [0, 0],
      [5, 15],
    ] as const;
    const box = { min: [3, 8], max: [4, 9] } as const;
    expect(segmentBoxFloat(s, box)).toBeNull();
    expect(str(segmentBox(s, box))).toEqual(['3/5', '3/5']);
    expect(segmentIntersectsBox(s, box)).toBe(true);
    expect(showAll(segmentBoxFrac([s[0], s[1]], box))).toEqual(['3/5', '3/5']);
  });

  it('the same corner in 3D', () => {
    const s = [
      [0, 0, 0],
      [5, 15, 5],
    ] as const;
    const box = { min: [3, 8, 0], max: [4, 9, 10] } as const;
    expect(segmentBoxFloat(s, box)).toBeNull();
    expect(str(segmentBox(s, box))).toEqual(['3/5', '3/5']);
  });

  it('huge integers: the line through (1, 1) of slope 4 passes 1 above the corner (1, 0), float hits', () => {
    const s = [
      [-1688849860263942, -6755399441055771],
      [1125899906842628, 4503599627370509],
    ] as const;
    const box = { min: [1, -5], max: [7, 0] } as const;
    expect(segmentBoxFloat(s, box)).toMatchObject({ enter: [1, 1], exit: [1, 1] });
    expect(segmentBox(s, box)).toBeNull();
    expect(segmentIntersectsBox(s, box)).toBe(false);
    expect(segmentBoxFrac([s[0], s[1]], box)).toBeNull();
  });

  it('decimals: (−0.9, −0.9)→(−0.1, 2.3) cuts a sliver off the corner (−0.3, 1.5), float misses', () => {
    const s = [
      [-0.9, -0.9],
      [-0.1, 2.3],
    ] as const;
    const box = { min: [-0.3, 0.5], max: [0.7, 1.5] } as const;
    expect(segmentBoxFloat(s, box)).toBeNull();
    const exact = segmentBox(s, box);
    expect(str(exact)).toEqual(['21617278211378382/28823037615171175', '21617278211378381/28823037615171173']);
    expect(showAll(segmentBoxFrac([s[0], s[1]], box))).toEqual(str(exact));
  });

  it('a subnormal direction: 1/1e-310 overflows to ∞ and the segment that reaches x = 5e-311 misses', () => {
    const s = [
      [0, 0],
      [1e-310, 1e-310],
    ] as const;
    const box = { min: [5e-311, -1], max: [1, 1] } as const;
    expect(segmentBoxFloat(s, box)).toBeNull();
    expect(str(segmentBox(s, box))).toEqual(['10120112665366/20240225330731', '1']);
    expect(showAll(segmentBoxFrac([s[0], s[1]], box))).toEqual(['10120112665366/20240225330731', '1']);
  });
});
