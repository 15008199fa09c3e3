import { describe, expect, it } from 'vitest';
import type { Segment2 } from '../../src/index.js';
import { segmentsIntersect } from '../../src/index.js';
import { hugeRationalsNear } from '../support/hugeRationals.js';
import { mulberry32 } from '../support/mulberry32.js';
import { segmentsIntersectFrac } from '../support/segmentsFrac.js';
import { SUBNORMAL_ORIENT2D } from '../support/subnormalProducts.js';

describe('segmentsIntersect: the four degenerate configurations', () => {
  it('both segments zero-length', () => {
    expect(
      segmentsIntersect(
        [
          [1, 1],
          [1, 1],
        ],
        [
          [1, 1],
          [1, 1],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [1, 1],
          [1, 1],
        ],
        [
          [1, 2],
          [1, 2],
        ],
      ),
    ).toBe(false);
  });
  it('one zero-length segment on, at the end of, or off the other', () => {
    expect(
      segmentsIntersect(
        [
          [1, 1],
          [1, 1],
        ],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [2, 2],
          [2, 2],
        ],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [3, 3],
          [3, 3],
        ],
        [
          [0, 0],
          [2, 2],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [1, 1.5],
          [1, 1.5],
        ],
      ),
    ).toBe(false);
  });
  it('collinear: overlapping, touching at one end, disjoint', () => {
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 0],
          [3, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [2, 0],
          [3, 0],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [2.5, 0],
          [3, 0],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [1, 1],
        ],
        [
          [3, 3],
          [2, 2],
        ],
      ),
    ).toBe(false);
  });
  it('T-junction and shared endpoint', () => {
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 0],
          [1, 5],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [2, 0],
          [5, 5],
        ],
      ),
    ).toBe(true);
    expect(
      segmentsIntersect(
        [
          [0, 0],
          [2, 0],
        ],
        [
          [1, 2 ** -1074],
          [1, 5],
        ],
      ),
    ).toBe(false);
  });
  it('near misses that only exact arithmetic sees', () => {
    // t ends one ulp below the line through s (ulp(12) = 2^-49), or exactly on it.
    const s: Segment2 = [
      [0.5, 0.5],
      [24, 24],
    ];
    expect(
      segmentsIntersect(s, [
        [12, 12 - 2 ** -49],
        [12, 0],
      ]),
    ).toBe(false);
    expect(
      segmentsIntersect(s, [
        [12, 12],
        [12, 0],
      ]),
    ).toBe(true);
    const h = 2n ** 300n;
    expect(
      segmentsIntersect(
        [
          [0n, 0n],
          [h, h],
        ],
        [
          [h - 1n, h],
          [h, h + 1n],
        ],
      ),
    ).toBe(false);
    expect(
      segmentsIntersect(
        [
          [0n, 0n],
          [h, h],
        ],
        [
          [h - 1n, h - 1n],
          [h, h + 1n],
        ],
      ),
    ).toBe(true);
  });
});

describe('segmentsIntersect: huge coordinates', () => {
  it('segments sharing an endpoint, the other ends near 1e154 (regression: an orientation overflowing to ±∞ beside an unproven one answered false)', () => {
    const far: [number, number][][] = [
      [
        [1.776725978401179e153, 2.075956282425741e154],
        [7.369091015275961e153, -1.5078411842269196e154],
      ],
      [
        [-3.978140073507974e152, -1.4326152891811614e153],
        [1.0726245544786449e155, -6.561729806124027e154],
      ],
      [
        [2.590886609932413e154, -2.0390024352818534e154],
        [-4.9802962333336836e153, -3.0190805234848957e153],
      ],
    ];
    for (const [a, b] of far) {
      const q = a as [number, number];
      const v = b as [number, number];
      expect(segmentsIntersect([[0, 0], q], [[0, 0], v])).toBe(true);
      expect(segmentsIntersect([q, [0, 0]], [v, [0, 0]])).toBe(true);
      expect(segmentsIntersect([[0, 0], q], [[1, 0], v])).toBe(segmentsIntersect([[1, 0], v], [[0, 0], q]));
    }
  });
});

describe('segmentsIntersect on huge rationals: the eight coordinates are scaled to integers once', () => {
  // Each of the four orientations scaled its six inputs again; 3000-digit
  // denominators of their own keep the same work small for a test.
  it('crossing, touching and apart, as the fraction reference says', () => {
    const near = hugeRationalsNear(mulberry32(7), 3000);
    const s: Segment2 = [
      [near(0), near(0)],
      [near(4), near(4)],
    ];
    const cases: [Segment2, boolean][] = [
      [
        [
          [near(0), near(4)],
          [near(4), near(0)],
        ],
        true,
      ],
      [
        [
          [near(5), near(9)],
          [near(9), near(5)],
        ],
        false,
      ],
      // From s's own end point, with a double and an integer mixed in.
      [[s[1], [9.5, 2n]], true],
    ];
    for (const [t, expected] of cases) {
      expect(segmentsIntersectFrac(s, t)).toBe(expected);
      expect(segmentsIntersect(s, t)).toBe(expected);
    }
  });
});

describe('segmentsIntersect: subnormal products', () => {
  it('c lies below line ab by less than a subnormal step, which a filter without the underflow guard would miss', () => {
    // test/support/subnormalProducts.ts: a, b, c turn clockwise, but their double determinant is +2^-1074. With d
    // above the line, c–d crosses ab; a filter trusting that determinant would put c and d on one side: apart.
    // d is high enough that the product of the four orientations does not underflow (which would send the
    // pair to the exact path anyway).
    const [ax, ay, bx, by, cx, cy] = SUBNORMAL_ORIENT2D as [number, number, number, number, number, number];
    const s: Segment2 = [
      [ax, ay],
      [bx, by],
    ];
    const t: Segment2 = [
      [cx, cy],
      [0.25, 16],
    ];
    expect(segmentsIntersectFrac(s, t)).toBe(true);
    expect(segmentsIntersect(s, t)).toBe(true);
    expect(segmentsIntersect(t, s)).toBe(true);
  });
});
