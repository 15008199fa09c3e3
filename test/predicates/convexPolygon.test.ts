import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/index.js';
import { pointInConvexPolygon, segmentIntersectsConvexPolygon } from '../../src/index.js';
import { analyzeConvexPolygon } from '../../src/predicates/convexPolygon.js';

const square: Point2[] = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
];

describe('pointInConvexPolygon', () => {
  it('inside, boundary, outside in both windings', () => {
    for (const poly of [square, [...square].reverse()]) {
      expect(pointInConvexPolygon([1, 1], poly)).toBe('inside');
      expect(pointInConvexPolygon([2, 1], poly)).toBe('boundary');
      expect(pointInConvexPolygon([0, 0], poly)).toBe('boundary');
      expect(pointInConvexPolygon([3, 1], poly)).toBe('outside');
      expect(pointInConvexPolygon([2, 2 + 2 ** -51], poly)).toBe('outside');
    }
  });
  it('duplicate and collinear vertices are allowed', () => {
    const poly: Point2[] = [
      [0, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [2, 2],
      [0, 2],
      [0, 0],
    ];
    expect(pointInConvexPolygon([1, 0], poly)).toBe('boundary');
    expect(pointInConvexPolygon([1, 1], poly)).toBe('inside');
    expect(pointInConvexPolygon([-1, 0], poly)).toBe('outside');
  });
  it('collinear vertices span a segment, equal vertices a point: no interior', () => {
    expect(
      pointInConvexPolygon(
        [1, 1],
        [
          [0, 0],
          [2, 2],
          [1, 1],
          [3, 3],
        ],
      ),
    ).toBe('boundary');
    expect(
      pointInConvexPolygon(
        [4, 4],
        [
          [0, 0],
          [2, 2],
          [1, 1],
          [3, 3],
        ],
      ),
    ).toBe('outside');
    expect(pointInConvexPolygon([5, 5], [[5, 5]])).toBe('boundary');
    expect(
      pointInConvexPolygon(
        [5, 6],
        [
          [5, 5],
          [5, 5],
        ],
      ),
    ).toBe('outside');
  });
  it('a rotated rectangle with huge bigint corners', () => {
    const h = 2n ** 300n;
    const diamond: Point2[] = [
      [h, 0n],
      [0n, h],
      [-h, 0n],
      [0n, -h],
    ];
    expect(pointInConvexPolygon([h / 2n, h / 2n], diamond)).toBe('boundary');
    expect(pointInConvexPolygon([h / 2n, h / 2n + 1n], diamond)).toBe('outside');
    expect(pointInConvexPolygon([h / 2n, h / 2n - 1n], diamond)).toBe('inside');
  });
  it('spikes, stars and doubly wound boundaries are not convex', () => {
    const notConvex = (poly: Point2[]) =>
      expect(() => pointInConvexPolygon([0, 0], poly)).toThrow(expect.objectContaining({ code: 'not_convex' }));
    notConvex([
      [0, 0],
      [2, 0],
      [1, 0],
      [1, 1],
    ]); // spike: goes out to (2,0) and back
    notConvex([
      [0, 0],
      [4, 0],
      [1, 3],
      [2, -1],
      [3, 3],
    ]); // pentagram-like star
    notConvex([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]); // traversed twice
    notConvex([
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
    ]); // reflex vertex
  });
});

describe('segmentIntersectsConvexPolygon', () => {
  it('inside, crossing, touching a corner, along an edge, missing', () => {
    expect(
      segmentIntersectsConvexPolygon(
        [
          [0.5, 0.5],
          [1, 1],
        ],
        square,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsConvexPolygon(
        [
          [-1, 1],
          [3, 1],
        ],
        square,
      ),
    ).toBe(true);
    expect(
      segmentIntersectsConvexPolygon(
        [
          [3, 1],
          [1, 3],
        ],
        square,
      ),
    ).toBe(true); // x + y = 4 meets the corner (2, 2)
    expect(
      segmentIntersectsConvexPolygon(
        [
          [3, 1.5],
          [1.5, 3],
        ],
        square,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsConvexPolygon(
        [
          [4, 0],
          [0, 4],
        ],
        square,
      ),
    ).toBe(true); // through the corner (2, 2)
    expect(
      segmentIntersectsConvexPolygon(
        [
          [4, 0],
          [0, 4 - 2 ** -50],
        ],
        square,
      ),
    ).toBe(true); // cuts the corner
    expect(
      segmentIntersectsConvexPolygon(
        [
          [4, 0],
          [0, 4 + 2 ** -50],
        ],
        square,
      ),
    ).toBe(false); // passes above it
    expect(
      segmentIntersectsConvexPolygon(
        [
          [4, 2 ** -50],
          [2 ** -50, 4],
        ],
        square,
      ),
    ).toBe(false);
    expect(
      segmentIntersectsConvexPolygon(
        [
          [2, -1],
          [2, 5],
        ],
        square,
      ),
    ).toBe(true);
  });
  it('degenerate polygons: a point and a segment', () => {
    expect(
      segmentIntersectsConvexPolygon(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [1, 1],
          [1, 1],
        ],
      ),
    ).toBe(true);
    expect(
      segmentIntersectsConvexPolygon(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [0, 2],
          [2, 0],
          [1, 1],
        ],
      ),
    ).toBe(true);
    expect(
      segmentIntersectsConvexPolygon(
        [
          [0, 0],
          [2, 2],
        ],
        [
          [0, 5],
          [5, 0],
        ],
      ),
    ).toBe(false);
  });
});

describe('degenerate "polygons"', () => {
  it('three collinear vertices are a segment: a point beside it is outside, a point on it is on the boundary', () => {
    const line: Point2[] = [
      [0, 0],
      [1, 1],
      [2, 2],
    ];
    expect(pointInConvexPolygon([1, 0], line)).toBe('outside');
    expect(pointInConvexPolygon([3, 3], line)).toBe('outside'); // on the line, past its end
    expect(pointInConvexPolygon([1, 1], line)).toBe('boundary');
  });
});

describe('analyzeConvexPolygon: the shape every polygon function works on', () => {
  it('a point, a segment or a polygon with its turn, as its doc comment shows', () => {
    expect(
      analyzeConvexPolygon('f', [
        [1, 1],
        [1, 1],
      ]),
    ).toEqual({ kind: 'point', p: [1, 1] });
    expect(
      analyzeConvexPolygon('f', [
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toEqual({ kind: 'segment', a: [0, 0], b: [2, 2] });
    expect(
      analyzeConvexPolygon('f', [
        [0, 0],
        [2, 0],
        [0, 2],
      ]),
    ).toEqual({
      kind: 'polygon',
      vertices: [
        [0, 0],
        [2, 0],
        [0, 2],
      ],
      turn: 1,
    });
    expect(
      analyzeConvexPolygon('f', [
        [0, 0],
        [0, 2],
        [2, 0],
      ]),
    ).toMatchObject({ kind: 'polygon', turn: -1 });
  });
});
