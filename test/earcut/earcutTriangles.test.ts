import { describe, expect, it } from 'vitest';
import { ExactRangeError } from '../../src/core/errors.js';
import { earcutTriangles } from '../../src/earcut/earcutTriangles.js';
import earcut, { flatten } from '../../src/earcut/index.js';
import type { NumberRings } from '../support/earcutCheck.js';
import { earcutProblem, fastPathTriangles } from '../support/earcutCheck.js';

/*
 * The earcut entry's two paths on the degenerate cases the fast path
 * claims (touching holes, a hole on the outer ring, collinear runs,
 * repeated points, spikes, a vertex on another edge, edges overlapping
 * along a line in either direction): the fast path must answer, and its
 * answer, the general path's and the entry's each cover exactly the rings'
 * even-odd region (test/support/earcutCheck.ts). Where edges cross, or
 * cross a stretch covered twice, the fast path declines and the entry
 * throws for the crossing.
 */

/** Checks every path's answer; returns the fast path's (null when it declined). */
function expectValidPaths(rings: NumberRings): number[] | null {
  const { vertices, holes } = flatten(rings as number[][][]);
  const fast = fastPathTriangles(rings);
  if (fast !== null) expect(earcutProblem(rings, fast)).toBeNull();
  expect(earcutProblem(rings, earcutTriangles(vertices, holes, 2, false))).toBeNull();
  const entry = earcut(vertices, holes);
  expect(earcutProblem(rings, entry)).toBeNull();
  if (fast !== null) expect(entry).toEqual(fast);
  return fast;
}

const square = (x: number, y: number, s: number): number[][] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

/** Rings with a spike (an edge out and back), into the region and out of it. */
const spikeIn: number[][][] = [
  [
    [0, 0],
    [4, 0],
    [4, 2],
    [2, 2],
    [4, 2],
    [4, 4],
    [0, 4],
  ],
];
const spikeOut: number[][][] = [
  [
    [0, 0],
    [4, 0],
    [4, 2],
    [6, 2],
    [4, 2],
    [4, 4],
    [0, 4],
  ],
];

/** The cases whose edges meet only at shared points: the fast path answers. */
const fastCases: [string, number[][][]][] = [
  ['a square with a hole', [square(0, 0, 10), square(2, 2, 3).reverse()]],
  ['two holes touching at a corner', [square(0, 0, 10), square(2, 2, 2), square(4, 4, 2)]],
  [
    'three holes meeting at one point',
    [
      square(0, 0, 10),
      [
        [5, 5],
        [7, 5],
        [7, 7],
      ],
      [
        [5, 5],
        [3, 7],
        [3, 5],
      ],
      [
        [5, 5],
        [5, 3],
        [7, 3],
      ],
    ],
  ],
  [
    'a hole touching the outer ring at a vertex',
    [
      square(0, 0, 10),
      [
        [0, 0],
        [4, 2],
        [2, 4],
      ],
    ],
  ],
  [
    'a hole whose vertex lies inside an edge of the outer ring (regression: declined, the touch found before the sweep came to it)',
    [
      square(0, 0, 10),
      [
        [5, 0],
        [6, 2],
        [4, 2],
      ],
    ],
  ],
  [
    'a ring whose vertex lies inside its own edge (regression: declined likewise)',
    [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [5, 10],
        [5, 0],
        [2, 5],
      ],
    ],
  ],
  [
    'a ring touching itself at a repeated vertex (two triangles)',
    [
      [
        [0, 0],
        [4, 0],
        [2, 2],
        [4, 4],
        [0, 4],
        [2, 2],
      ],
    ],
  ],
  [
    'collinear runs along every side',
    [
      [
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [3, 1],
        [3, 2],
        [3, 3],
        [2, 3],
        [1, 3],
        [0, 3],
        [0, 2],
        [0, 1],
      ],
    ],
  ],
  [
    'a vertical collinear run (equal x: the sweep order by y)',
    [
      [
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [-1, 2],
      ],
    ],
  ],
  [
    'repeated points, the closing point included',
    [
      [
        [0, 0],
        [0, 0],
        [4, 0],
        [4, 0],
        [4, 0],
        [4, 4],
        [0, 4],
        [0, 0],
      ],
    ],
  ],
  ['a spike into the region', spikeIn],
  ['a spike out of the region', spikeOut],
  [
    'a spike at the ring closing',
    [
      [
        [4, 2],
        [4, 4],
        [0, 4],
        [0, 0],
        [4, 0],
        [4, 2],
        [7, 2],
      ],
    ],
  ],
  [
    'a reflex zigzag (split and merge vertices)',
    [
      [
        [0, 0],
        [2, 3],
        [4, 0],
        [6, 3],
        [8, 0],
        [8, 8],
        [6, 5],
        [4, 8],
        [2, 5],
        [0, 8],
      ],
    ],
  ],
];

/** Rings whose edges overlap along a line (a stretch covered more than once): the fast path counts coverage. */
const overlapCases: [string, number[][][]][] = [
  ['a hole along the outer ring from one corner, the same way round (an L-shaped rest)', [square(0, 0, 4), square(0, 0, 2)]],
  ['a hole along the outer ring from one corner, the other way round', [square(0, 0, 4), square(0, 0, 2).reverse()]],
  [
    'a hole on the bottom edge, overlapping it inside',
    [
      square(0, 0, 4),
      [
        [1, 0],
        [3, 0],
        [3, 1],
        [1, 1],
      ],
    ],
  ],
  [
    'a hole along a diagonal edge of the outer ring',
    [
      [
        [0, 0],
        [4, 4],
        [0, 4],
      ],
      [
        [1, 1],
        [3, 3],
        [1, 3],
      ],
    ],
  ],
  ['two squares sharing an edge, run in opposite directions (one 2 × 1 rectangle)', [square(0, 0, 1), square(1, 0, 1)]],
  ['two squares sharing an edge, run the same way', [square(0, 0, 1), square(1, 0, 1).reverse()]],
  [
    'rectangles sharing part of an edge, neither end in common',
    [
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
      [
        [2, 1],
        [4, 1],
        [4, 3],
        [2, 3],
      ],
    ],
  ],
  [
    'a stretch covered three times (the left square twice: out; one edge of it stays)',
    [square(0, 0, 1), square(1, 0, 1), square(0, 0, 1)],
  ],
  [
    'collinear edges touching end to end (no overlap)',
    [
      [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
      [
        [1, 0],
        [2, 0],
        [2, 1],
      ],
    ],
  ],
  [
    "a ring of two points (an edge there and back) lying on another ring's edge",
    [
      square(0, 0, 4),
      [
        [1, 0],
        [3, 0],
      ],
    ],
  ],
  [
    "a spike back along the ring's own edge",
    [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
        [0, 1],
        [0, 3],
        [0, 1],
      ],
    ],
  ],
  [
    'a vertex of a third ring inside a stretch covered twice',
    [
      square(0, 0, 2),
      square(2, 0, 2),
      [
        [2, 1],
        [3, 0.5],
        [3, 1.5],
      ],
    ],
  ],
];

/** Each case, as given and turned by 90°: the fast path answers, every path's answer checked. */
function fastPathAnswers(cases: [string, number[][][]][]): void {
  it.each(cases)('%s', (_, rings) => {
    expect(expectValidPaths(rings)).not.toBeNull();
  });
  it.each(cases)('%s, turned by 90°', (_, rings) => {
    const turned = rings.map((r) => r.map(([x, y]) => [-(y as number), x as number]));
    expect(expectValidPaths(turned)).not.toBeNull();
  });
}

describe('earcut entry: edges meeting only at shared points (the fast path answers)', () => {
  fastPathAnswers(fastCases);
});

describe('earcut entry: edges overlapping along a line (the fast path counts coverage)', () => {
  fastPathAnswers(overlapCases);
  it('an edge crossing a stretch covered twice: the fast path declines and the entry throws for the crossing at (2, 1)', () => {
    const rings = [
      square(0, 0, 2),
      square(2, 0, 2),
      [
        [1, 1],
        [3, 0.5],
        [3, 1.5],
      ],
    ];
    expect(fastPathTriangles(rings)).toBeNull();
    const { vertices, holes } = flatten(rings);
    expect(() => earcut(vertices, holes)).toThrow(/cross at \(2, /);
  });
  it('more stretches covered twice off the bounding box than it tests: the fast path declines, the general path answers', () => {
    // 18 unit squares in a row: 17 shared edges inside the box (it tests 16).
    const rings = Array.from({ length: 18 }, (_, i) => square(i, 0, 1));
    expect(fastPathTriangles(rings)).toBeNull();
    expect(expectValidPaths(rings.slice(0, 3))).not.toBeNull();
    const { vertices, holes } = flatten(rings);
    expect(earcutProblem(rings, earcut(vertices, holes))).toBeNull();
  });
});

describe('earcut entry: overlapping or crossing edges (the general path)', () => {
  it('a bow-tie: the fast path declines and the entry throws for the crossing at (2, 2)', () => {
    const rings = [
      [
        [0, 0],
        [4, 4],
        [4, 0],
        [0, 4],
      ],
    ];
    expect(fastPathTriangles(rings)).toBeNull();
    expect(() => earcut(flatten(rings).vertices)).toThrow(ExactRangeError);
    expect(() => earcut(flatten(rings).vertices)).toThrow(/cross at \(2, 2\)/);
  });
  it('a hole crossing the outer ring: the fast path declines and the entry throws', () => {
    const rings = [square(0, 0, 4), square(2, 2, 4)];
    const { vertices, holes } = flatten(rings);
    expect(fastPathTriangles(rings)).toBeNull();
    expect(() => earcut(vertices, holes)).toThrow(ExactRangeError);
  });
});

describe('the checker of these tests', () => {
  it('rejects triangles that cover a hole', () => {
    const rings = [square(0, 0, 4), square(1, 1, 2)];
    expect(earcutProblem(rings, [0, 1, 2, 0, 2, 3])).not.toBeNull();
  });
  it('rejects a triangle over a spike out of the region, accepts one across a spike into it', () => {
    expect(earcutProblem(spikeOut, [0, 1, 5, 0, 5, 6])).toBeNull();
    expect(earcutProblem(spikeOut, [0, 1, 3, 0, 3, 5, 0, 5, 6])).not.toBeNull();
    expect(earcutProblem(spikeIn, [0, 1, 5, 0, 5, 6])).toBeNull();
  });
});
