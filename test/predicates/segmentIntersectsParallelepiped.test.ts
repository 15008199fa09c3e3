import { describe, expect, it } from 'vitest';
import type { Point, Segment } from '../../src/index.js';
import {
  ExactRangeError,
  Rational,
  segmentIntersectsBox,
  segmentIntersectsParallelepiped,
  segmentParallelepiped,
} from '../../src/index.js';
import { expectError } from '../support/boxes.js';
import { mulberry32 } from '../support/mulberry32.js';

describe('segmentIntersectsParallelepiped in 2D (parallelograms)', () => {
  // The diamond with vertices (1, -1), (2, 0), (3, -1), (2, -2).
  const o: Point = [1, -1];
  const diamond: Point[] = [
    [1, 1],
    [1, -1],
  ];
  it('touching a vertex, crossing, missing just beside', () => {
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 0],
          [4, 0],
        ],
        o,
        diamond,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, -1],
          [4, -1],
        ],
        o,
        diamond,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 2 ** -50],
          [4, 2 ** -50],
        ],
        o,
        diamond,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, -(2 ** -50)],
          [4, -(2 ** -50)],
        ],
        o,
        diamond,
      ),
    ).toBe(true);
  });
  it('along an edge and in its line but past its end', () => {
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, -2],
          [4, 2],
        ],
        o,
        diamond,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [3, 1],
          [4, 2],
        ],
        o,
        diamond,
      ),
    ).toBe(false);
  });
  it('inside entirely; zero-length segments', () => {
    expect(
      segmentIntersectsParallelepiped(
        [
          [2, -1.5],
          [2, -0.5],
        ],
        o,
        diamond,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [2, 0],
          [2, 0],
        ],
        o,
        diamond,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [1, 0],
          [1, 0],
        ],
        o,
        diamond,
      ),
    ).toBe(false);
  });
  it('the edge order (orientation of the basis) does not matter', () => {
    const reversed: Point[] = [diamond[1] as Point, diamond[0] as Point];
    for (const y of [0, 2 ** -50, -1, -2, -2 - 2 ** -50]) {
      expect(
        segmentIntersectsParallelepiped(
          [
            [0, y],
            [4, y],
          ],
          o,
          reversed,
        ),
      ).toBe(
        segmentIntersectsParallelepiped(
          [
            [0, y],
            [4, y],
          ],
          o,
          diamond,
        ),
      );
    }
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, -2],
          [4, -2],
        ],
        o,
        reversed,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, -2 - 2 ** -50],
          [4, -2 - 2 ** -50],
        ],
        o,
        reversed,
      ),
    ).toBe(false);
  });
  it('a skewed parallelogram: its slanted sides, not its bounding box, decide', () => {
    // Vertices (0, 0), (4, 0), (6, 2), (2, 2).
    const e: Point[] = [
      [4, 0],
      [2, 2],
    ];
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 1],
          [0.9, 1],
        ],
        [0, 0],
        e,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 1],
          [1, 1],
        ],
        [0, 0],
        e,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [5.5, 0],
          [5.5, 1.4],
        ],
        [0, 0],
        e,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        [
          [5.5, 0],
          [5.5, 1.5],
        ],
        [0, 0],
        e,
      ),
    ).toBe(true);
  });
  it('huge and mixed coordinates', () => {
    const K = 2n ** 300n;
    expect(
      segmentIntersectsParallelepiped(
        [
          [0n, 0n],
          [4n * K, 0n],
        ],
        [K, -K],
        [
          [K, K],
          [K, -K],
        ],
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0n, 1n],
          [4n * K, 1n],
        ],
        [K, -K],
        [
          [K, K],
          [K, -K],
        ],
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, Rational.of(1n, 2n)],
          [1n, 0.5],
        ],
        [0n, 0],
        [
          [4, 0n],
          [Rational.of(2n), 2],
        ],
      ),
    ).toBe(true);
  });
  it('axis-aligned edges agree with segmentIntersectsBox on a grid', () => {
    const rnd = mulberry32(3);
    for (let i = 0; i < 400; i++) {
      const r = () => Math.floor(rnd() * 7) - 3;
      const s = [
        [r(), r()],
        [r(), r()],
      ] as unknown as Segment;
      const o: [number, number] = [r(), r()];
      const w = Math.floor(rnd() * 3) + 1;
      const h = Math.floor(rnd() * 3) + 1;
      const box = { min: o, max: [o[0] + w, o[1] + h] as [number, number] };
      expect(
        segmentIntersectsParallelepiped(s, o, [
          [w, 0],
          [0, h],
        ]),
        `seed 3 case ${i}: ${JSON.stringify([s, box])}`,
      ).toBe(segmentIntersectsBox(s, box));
    }
  });
});

describe('segmentIntersectsParallelepiped in 3D', () => {
  // Slanted: at height z the cross-section is [z/4, 20 + z/4]² (z in [0, 40]).
  const e: Point[] = [
    [20, 0, 0],
    [0, 20, 0],
    [10, 10, 40],
  ];
  it('the slant decides', () => {
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 0, 20],
          [4, 4, 20],
        ],
        [0, 0, 0],
        e,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 0, 20],
          [5, 5, 20],
        ],
        [0, 0, 0],
        e,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [30, 30, 0],
          [30, 30, 40],
        ],
        [0, 0, 0],
        e,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [30, 30, 0],
          [30, 30, 39],
        ],
        [0, 0, 0],
        e,
      ),
    ).toBe(false);
  });
  it('a cube rotated about z, touched at an edge', () => {
    // Edges (1, 1, 0), (-1, 1, 0), (0, 0, 1) from the origin: a unit cube turned 45°,
    // scaled by √2, with a vertical edge through (0, 2, z), 0 ≤ z ≤ 1.
    const r: Point[] = [
      [1, 1, 0],
      [-1, 1, 0],
      [0, 0, 1],
    ];
    expect(
      segmentIntersectsParallelepiped(
        [
          [-2, 2, 0.5],
          [2, 2, 0.5],
        ],
        [0, 0, 0],
        r,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsParallelepiped(
        [
          [-2, 2 + 2 ** -50, 0.5],
          [2, 2 + 2 ** -50, 0.5],
        ],
        [0, 0, 0],
        r,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsParallelepiped(
        [
          [-2, 2, 1.5],
          [2, 2, 1.5],
        ],
        [0, 0, 0],
        r,
      ),
    ).toBe(false);
  });
});

describe('segmentIntersectsParallelepiped: degenerate edges', () => {
  it('collinear 2D edges and coplanar 3D edges throw code degenerate', () => {
    expectError(
      () =>
        segmentIntersectsParallelepiped(
          [
            [0, 0],
            [1, 1],
          ],
          [0, 0],
          [
            [1, 2],
            [2, 4],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges span no area (their determinant is 0)',
      'degenerate',
    );
    expectError(
      () =>
        segmentIntersectsParallelepiped(
          [
            [0, 0, 0],
            [1, 1, 1],
          ],
          [0, 0, 0],
          [
            [1, 0, 0],
            [0, 1, 0],
            [1, 1, 0],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges span no volume (their determinant is 0)',
      'degenerate',
    );
    expectError(
      () =>
        segmentIntersectsParallelepiped(
          [
            [0, 0],
            [1, 1],
          ],
          [0, 0],
          [
            [0, 0],
            [1, 0],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges span no area (their determinant is 0)',
      'degenerate',
    );
  });
  it('nearly degenerate edges are not degenerate', () => {
    expect(
      segmentIntersectsParallelepiped(
        [
          [0, 0],
          [1, 0],
        ],
        [0, 0],
        [
          [1, 2],
          [2, 4 + 2 ** -50],
        ],
      ),
    ).toBe(true);
  });
});

describe('segmentParallelepiped, the deprecated former name', () => {
  const square: Point[] = [
    [1, 1],
    [1, -1],
  ];
  it('answers as segmentIntersectsParallelepiped: touching the rotated square at (2, 0), missing it beside', () => {
    const touching: Segment = [
      [0, 0],
      [4, 0],
    ];
    const beside: Segment = [
      [0, 1],
      [4, 1],
    ];
    expect(segmentParallelepiped(touching, [1, -1], square)).toBe(true);
    expect(segmentParallelepiped(beside, [1, -1], square)).toBe(false);
  });
  it('names itself in its errors', () => {
    expectError(
      () =>
        segmentParallelepiped(
          [
            [0, 0],
            [1, 1],
          ],
          [0, 0],
          [
            [1, 2],
            [2, 4],
          ],
        ),
      ExactRangeError,
      'segmentParallelepiped: edges span no area (their determinant is 0)',
      'degenerate',
    );
  });
});
