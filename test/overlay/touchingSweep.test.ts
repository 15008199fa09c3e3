import { describe, expect, it } from 'vitest';
import type { PairLimit } from '../../src/arrangement/arrangementOptions.js';
import { NO_LIMIT } from '../../src/arrangement/arrangementOptions.js';
import type { Point2 } from '../../src/core/coordinate.js';
import { ExactRangeError, Rational } from '../../src/index.js';
import { boundaryGraph } from '../../src/overlay/boundaryGraph.js';
import { ChannelLabels } from '../../src/overlay/labels.js';
import type { WindingRule } from '../../src/overlay/membership.js';
import { TABLES } from '../../src/overlay/membership.js';
import { readOverlayEdges } from '../../src/overlay/overlayEdges.js';
import { readOverlayOptions } from '../../src/overlay/overlayOptions.js';
import { normalizeTouchingRings } from '../../src/overlay/polygonOverlay.js';
import { touchingBoundaryGraph } from '../../src/overlay/touchingSweep.js';
import { expectError } from '../support/expectError.js';
import { show } from './show.js';

/** The touching sweep's graph for the rings (null: declined), and the general sweep's, with one rule. */
function graphs(rings: Point2[][], rule: WindingRule = 'nonzero', limit: PairLimit = NO_LIMIT) {
  const edges = readOverlayEdges('f', [{ rings, key: 0, name: 'rings' }]);
  const labels = () => new ChannelLabels(edges.segments.n, edges.key, edges.weight, { rules: [rule, rule], table: TABLES.first });
  return { fast: touchingBoundaryGraph(edges, labels(), limit), general: boundaryGraph(edges, labels(), NO_LIMIT) };
}

const normalize = (rings: Point2[][], rule: WindingRule = 'nonzero') =>
  show(normalizeTouchingRings(rings, readOverlayOptions('f', { rule })));

const square = (x0: number, y0: number, x1: number, y1: number): Point2[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

describe('touchingBoundaryGraph', () => {
  it('a triangle: three events, three boundary edges, the general graph', () => {
    const { fast, general } = graphs([
      [
        [0, 0],
        [2, 0],
        [0, 2],
      ],
    ]);
    expect(fast).not.toBeNull();
    expect(fast?.events).toBe(3);
    expect(fast?.seg.length).toBe(3);
    expect(fast).toEqual(general);
  });

  it('declines at a crossing (a bowtie), and the general sweep answers: two triangles meeting at (1, 1)', () => {
    const bowtie: Point2[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(graphs([bowtie]).fast).toBeNull();
    expect(normalize([bowtie])).toEqual([['0,0 1,1 0,2'], ['1,1 2,0 2,2']]);
  });

  it('declines past the pair limit, and the general sweep reports too_large', () => {
    // A square's four edges meet in four pairs (one at each corner).
    expect(graphs([square(0, 0, 1, 1)], 'nonzero', { fn: 'f', max: 3 }).fast).toBeNull();
    expect(graphs([square(0, 0, 1, 1)], 'nonzero', { fn: 'f', max: 4 }).fast).not.toBeNull();
    expectError(
      () => normalizeTouchingRings([square(0, 0, 1, 1)], readOverlayOptions('f', { maxPairs: 3 })),
      ExactRangeError,
      'f: more than 3 intersecting pairs (options.maxPairs)',
      'too_large',
    );
  });

  it('declines when its status array shifts too much (400 nested squares), and the general sweep answers', () => {
    const nested = Array.from({ length: 400 }, (_, i) => square(-i - 1, -i - 1, i + 1, i + 1));
    expect(graphs(nested).fast).toBeNull();
    // Nonzero: every point inside the outer square has winding 1 or more.
    expect(normalize(nested)).toEqual([['-400,-400 400,-400 400,400 -400,400']]);
  });

  it('runs along one line in opposite directions cancel: two squares sharing an edge are one rectangle', () => {
    const rings = [square(0, 0, 1, 1), square(1, 0, 2, 1)];
    const { fast, general } = graphs(rings);
    expect(fast).toEqual(general);
    // The shared edge x = 1 bounds nothing: 4 of the 8 events' pieces, the outline, are boundary (6 edges before straightening).
    expect(fast?.seg.length).toBe(6);
    expect(normalize(rings)).toEqual([['0,0 2,0 2,1 0,1']]);
  });

  it('runs along one line in the same direction add: winding 2 over the overlap (evenodd: none)', () => {
    // The box side x = 0 run twice downward over y in [1, 3]: a triangle of winding 2 against it.
    const ring: Point2[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
      [0, 1],
      [2, 2],
      [0, 3],
    ];
    for (const rule of ['nonzero', 'evenodd'] as const) {
      const { fast, general } = graphs([ring], rule);
      expect(fast).not.toBeNull();
      expect(fast).toEqual(general);
    }
    expect(normalize([ring])).toEqual([['0,0 4,0 4,4 0,4']]);
    // Even-odd: the triangle is a notch of the square, open along the side between (0, 1) and (0, 3).
    expect(normalize([ring], 'evenodd')).toEqual([['0,0 4,0 4,4 0,4 0,3 2,2 0,1']]);
  });

  it('a vertex inside another edge splits it: a triangle standing on a square’s bottom edge', () => {
    const rings: Point2[][] = [
      square(0, 0, 4, 4),
      [
        [2, 0],
        [3, 2],
        [1, 2],
      ],
    ];
    for (const rule of ['nonzero', 'evenodd'] as const) {
      const { fast, general } = graphs(rings, rule);
      expect(fast).not.toBeNull();
      expect(fast).toEqual(general);
    }
    expect(normalize(rings)).toEqual([['0,0 4,0 4,4 0,4']]);
    // Even-odd: the triangle is a hole touching the outer ring at (2, 0), clockwise from its smallest vertex.
    expect(normalize(rings, 'evenodd')).toEqual([['0,0 4,0 4,4 0,4', '1,2 3,2 2,0']]);
  });

  it('a crossing point of the box side (a Rational) on a run along that side', () => {
    const y = Rational.from(1).div(Rational.from(3));
    const ring: Point2[] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, y],
      [1, 1],
      [0, 1],
    ];
    const { fast, general } = graphs([ring]);
    expect(fast).not.toBeNull();
    expect(fast).toEqual(general);
  });
});
