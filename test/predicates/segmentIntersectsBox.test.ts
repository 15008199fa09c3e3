import { describe, expect, it } from 'vitest';
import type { Box, Segment } from '../../src/index.js';
import { Rational, segmentIntersectsBox } from '../../src/index.js';
import { MET, segmentBoxOnDoubles, segmentIntersectsBoxChecked } from '../../src/predicates/segmentIntersectsBox.js';

/** The fast path (numbers) and the exact path (the same values as Rationals) must agree. */
function meets(s: Segment, box: Box): boolean {
  const r = segmentIntersectsBox(s, box);
  const R = (p: readonly unknown[]) => p.map((v) => (typeof v === 'number' ? Rational.fromNumber(v) : v));
  const exact = segmentIntersectsBoxChecked(
    't',
    s.map(R) as unknown as Segment,
    { min: R(box.min), max: R(box.max) } as unknown as Box,
  );
  expect(exact).toBe(r);
  return r;
}

describe('segmentIntersectsBox in 2D', () => {
  const b: Box = { min: [1, 1], max: [3, 3] };
  it('crossing, inside, outside', () => {
    expect(
      meets(
        [
          [0, 0],
          [4, 4],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [2, 2],
          [2.5, 2.5],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [0, 0],
          [0.5, 9],
        ],
        b,
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [4, 0],
          [4, 9],
        ],
        b,
      ),
    ).toBe(false);
  });
  it('touching a corner, passing just beside it', () => {
    expect(
      meets(
        [
          [0, 2],
          [2, 0],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [0, 2 - 2 ** -52],
          [2, -(2 ** -52)],
        ],
        b,
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [0, 2 + 2 ** -51],
          [2, 2 ** -51],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [4, 2],
          [2, 4],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [4, 2 + 2 ** -51],
          [2, 4 + 2 ** -51],
        ],
        b,
      ),
    ).toBe(false);
  });
  it('the endpoint exactly on a corner, from every side', () => {
    for (const [cx, cy] of [
      [1, 1],
      [1, 3],
      [3, 1],
      [3, 3],
    ] as const) {
      for (const [dx, dy] of [
        [-1, -2],
        [2, -1],
        [-1, 0],
        [0, 1],
        [1, 1],
        [-3, 5],
      ] as const) {
        expect(
          meets(
            [
              [cx + dx, cy + dy],
              [cx, cy],
            ],
            b,
          ),
        ).toBe(true);
      }
    }
  });
  it('in a face, along an edge line', () => {
    expect(
      meets(
        [
          [0, 1],
          [4, 1],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [3, 0],
          [3, 1],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [3, 3.5],
          [3, 5],
        ],
        b,
      ),
    ).toBe(false);
  });
  it('zero-length segments; flat and point boxes', () => {
    expect(
      meets(
        [
          [3, 2],
          [3, 2],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [3.5, 2],
          [3.5, 2],
        ],
        b,
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [0, 0],
          [4, 2],
        ],
        { min: [2, 1], max: [2, 1] },
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [0, 0],
          [4, 2],
        ],
        { min: [2, 1 + 2 ** -52], max: [2, 1 + 2 ** -52] },
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [0, 0],
          [4, 2],
        ],
        { min: [0, 1], max: [9, 1] },
      ),
    ).toBe(true);
  });
  it('integer corner cases where the plain double products round (|coordinates| < 2^27)', () => {
    // The line p + t·d passes exactly through the corner c = p + d = (1, 0);
    // differences near 2^26 and 2^27 make products near 2^53, so the integer
    // tier must hand over to the expansion stage.
    const p = [-(2 ** 26), -(2 ** 26) + 1];
    const q = [2 ** 26 + 2, 2 ** 26 - 1];
    expect(meets([p, q] as unknown as Segment, { min: [-4, 0], max: [1, 5] })).toBe(true);
    expect(meets([p, q] as unknown as Segment, { min: [-4, 1], max: [1, 5] })).toBe(false);
    expect(meets([p, q] as unknown as Segment, { min: [-4, 0], max: [0, 5] })).toBe(false);
    expect(meets([q, p] as unknown as Segment, { min: [1, -5], max: [4, 0] })).toBe(true);
  });
  it('bigint, Rational and mixed input take the exact path', () => {
    const K = 2n ** 300n;
    expect(
      segmentIntersectsBox(
        [
          [0n, 2n * K],
          [2n * K, 0n],
        ],
        { min: [K, K], max: [3n * K, 3n * K] },
      ),
    ).toBe(true);
    expect(
      segmentIntersectsBox(
        [
          [0n, 2n * K - 1n],
          [2n * K, -1n],
        ],
        { min: [K, K], max: [3n * K, 3n * K] },
      ),
    ).toBe(false);
    expect(
      segmentIntersectsBox(
        [
          [0, Rational.of(2n)],
          [2n, 0],
        ],
        { min: [1, 1n], max: [3, 3] },
      ),
    ).toBe(true);
  });
});

describe('segmentIntersectsBox in 3D', () => {
  const b: Box = { min: [1, 1, 1], max: [2, 2, 2] };
  it('through the body, through a corner, along an edge, in a face', () => {
    expect(
      meets(
        [
          [0, 0, 0],
          [3, 3, 3],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [0, 0, 1],
          [2, 2, 3],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [0, 1, 1],
          [4, 1, 1],
        ],
        b,
      ),
    ).toBe(true);
    expect(
      meets(
        [
          [0, 1.5, 1],
          [4, 1.25, 1],
        ],
        b,
      ),
    ).toBe(true);
  });
  it('misses that only the cross-product axes see', () => {
    expect(
      meets(
        [
          [0, 2, 1.5],
          [2, 0, 1.5],
        ],
        { min: [1.5, 1.5, 1], max: [3, 3, 2] },
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [1.5, 0, 2],
          [1.5, 2, 0],
        ],
        { min: [1, 1.5, 1.5], max: [2, 3, 3] },
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [0, 1.5, 2],
          [2, 1.5, 0],
        ],
        { min: [1.5, 1, 1.5], max: [3, 2, 3] },
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [0, 0, 3],
          [3, 3, 0],
        ],
        { min: [1.5, 1.5, 1.5 + 2 ** -51], max: [3, 3, 3] },
      ),
    ).toBe(false);
    expect(
      meets(
        [
          [0, 0, 3],
          [3, 3, 0],
        ],
        { min: [1.5, 1.5, 1.5], max: [3, 3, 3] },
      ),
    ).toBe(true);
  });
  it('huge bigints in 3D', () => {
    const K = 2n ** 300n;
    expect(
      segmentIntersectsBox(
        [
          [0n, 0n, K],
          [2n * K, 2n * K, K],
        ],
        { min: [K, K, 0n], max: [2n * K, 2n * K, K] },
      ),
    ).toBe(true);
    expect(
      segmentIntersectsBox(
        [
          [0n, 0n, K + 1n],
          [2n * K, 2n * K, K + 1n],
        ],
        { min: [K, K, 0n], max: [2n * K, 2n * K, K] },
      ),
    ).toBe(false);
  });
});

describe('segmentBoxOnDoubles', () => {
  /** What MET holds now, as plain arrays. */
  const metNow = (): number[][] => [MET.p, MET.q, MET.min, MET.max].map((a) => [...a]);

  it('records the pair in MET only when asked: segmentBox asks, the predicate does not', () => {
    const box = { min: [0, 0, 0], max: [4, 4, 4] };
    expect(
      segmentBoxOnDoubles(
        [
          [1, 1, 1],
          [2, 3, 2],
        ],
        box,
        true,
      ),
    ).toBe(3);
    const held = metNow();
    expect(held).toEqual([
      [1, 1, 1],
      [2, 3, 2],
      [0, 0, 0],
      [4, 4, 4],
    ]);
    expect(
      segmentIntersectsBox(
        [
          [5, 5],
          [-1, -1],
        ],
        { min: [0, 0], max: [2, 2] },
      ),
    ).toBe(true);
    expect(
      segmentIntersectsBox(
        [
          [5, 5, 5],
          [-1, -1, -1],
        ],
        { min: [0, 0, 0], max: [2, 2, 2] },
      ),
    ).toBe(true);
    expect(metNow()).toEqual(held);
    expect(
      segmentBoxOnDoubles(
        [
          [5, 5],
          [-1, -1],
        ],
        { min: [0, 0], max: [2, 2] },
        false,
      ),
    ).toBe(2);
    expect(metNow()).toEqual(held);
  });
});
