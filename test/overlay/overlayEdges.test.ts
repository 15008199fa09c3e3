// edgesOfPoints lays out rings that are read already (clipPolygonToBox's
// clamped rings) exactly as readOverlayEdges lays out the same rings read
// as an operand: the sweeps get the same segment set either way.
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/index.js';
import { edgesOfPoints, readOverlayEdges } from '../../src/overlay/overlayEdges.js';

type Point = [Coordinate, Coordinate];

const read = (rings: Point[][]) => readOverlayEdges('f', [{ rings, key: 0, name: 'rings' }]);

describe('edgesOfPoints', () => {
  it('gives readOverlayEdges’ segments, keys, weights and ring starts for rings of numbers', () => {
    const rings: Point[][] = [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ],
      [
        [1, 1],
        [1, 1],
        [1, 3],
        [3, 1],
      ],
    ];
    const edges = edgesOfPoints(rings);
    expect(edges).toEqual(read(rings));
    // A repeated vertex stays a zero-length edge, and each edge runs from its smaller end.
    expect(Array.from(edges.segments.zero)).toEqual([0, 0, 0, 0, 1, 0, 0, 0]);
    expect(Array.from(edges.weight)).toEqual([1, 1, -1, -1, 1, 1, 1, -1]);
    expect(edges.segments.f).not.toBeNull();
  });

  it('keeps Rationals and bigints as they are, in a plain array', () => {
    const third = Rational.of(1n, 3n);
    const rings: Point[][] = [
      [
        [0, 0],
        [third, 0n],
        [1, 2],
      ],
    ];
    const edges = edgesOfPoints(rings);
    expect(edges).toEqual(read(rings));
    expect(edges.segments.f).toBeNull();
    expect(edges.segments.c[2]).toBe(third);
  });
});
